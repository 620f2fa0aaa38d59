"""`ptx-lsp check`: the validator from the command line, for CI and pre-commit hooks.

**Output is exactly the DESIGN.md interface: text `FILE:LINE:COL: severity[CODE]: message`, a JSON
list of `{"file","line","column","end_line","end_column","severity","code","message"}` (1-based)
or a SARIF 2.1.0 log; stdout carries nothing else (the summary line goes to stderr).**
**Exit status: 0 no errors, 1 at least one error, 2 usage or I/O problem (message on stderr).**
**Never imports pygls/lsprotocol; never crashes on binary or non-UTF-8 input.**

Columns count characters (Unicode code points) from 1; a byte that is not valid UTF-8 counts as
one character, so a column always points at the same spot an editor shows. `--target sm_XX`
checks the file as if it declared that target (like `ptxas -arch`); without it, a file that
lacks `.target` is checked against the default settings.

C++ files (`.cu`, `.cuh`, headers; see `syntax.fragments.is_cpp_path`) are checked through their
`asm()` strings (`analysis.inline`); their lines and columns are the C++ file's.
"""

from __future__ import annotations

import argparse
import difflib
import json
import sys
from bisect import bisect_right
from collections import Counter
from dataclasses import replace
from typing import NoReturn

from ptx_lsp.analysis.results import Issue
from ptx_lsp.analysis.settings import DEFAULT_SETTINGS, Settings
from ptx_lsp.syntax import text_line_starts
from ptx_lsp.syntax.fragments import is_cpp_path

FORMATS = ("text", "json", "sarif")

DESCRIPTION = """Check PTX files with the ptx-lsp validator, without an editor.
CUDA C++ files (.cu, .cuh, C++ headers) are checked through the PTX in their asm() strings,
reported in the C++ file's lines and columns.

Output on stdout, one diagnostic per line (1-based line and column, columns in characters):
  FILE:LINE:COL: severity[CODE]: message
--format json prints a list of {"file","line","column","end_line","end_column","severity",
"code","message"}; --format sarif prints a SARIF 2.1.0 log for GitHub code scanning.
A one-line summary ("2 files: 1 error, 0 warnings") goes to stderr unless --quiet."""

EPILOG = """exit status:
  0  no errors (warnings and hints do not fail the check)
  1  at least one error
  2  usage problem (unknown option, unknown --target) or a file that cannot be read

examples:
  ptx-lsp check kernel.ptx
  ptx-lsp check --target sm_90 build/*.ptx
  ptx-lsp check --format sarif kernels/*.ptx > ptx.sarif
  ptx-lsp check --resources --format json kernel.ptx   (registers, spills, memory per function)"""


class LineMap:
    """Byte offset -> (1-based line, 1-based character column) for one document.

    Lines end at `\n`, `\r\n` or a lone `\r`: the lines an editor shows and the server publishes
    (ptxas 13 counts only `\n`, so to it every line of a CR-only file is line 1).
    """

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.starts = text_line_starts(data)

    def position(self, offset: int) -> tuple[int, int]:
        offset = max(0, min(offset, len(self.data)))
        line = bisect_right(self.starts, offset) - 1
        prefix = self.data[self.starts[line] : offset]
        column = len(prefix) if prefix.isascii() else len(prefix.decode("utf-8", "surrogateescape"))
        return line + 1, column + 1


def validate_bytes(data: bytes, target: str | None = None,
                   settings: Settings = DEFAULT_SETTINGS) -> list[tuple[Issue, tuple[int, int, int, int]]]:
    """Validate one document; each issue with its 1-based (line, col, end_line, end_col)."""
    from ptx_lsp.analysis.analysis import Analysis

    issues = Analysis.from_bytes(data, settings=settings).diagnostics(target=target)
    return _with_positions(data, list(issues))


def validate_cpp_bytes(data: bytes, name: str, target: str | None = None,
                       settings: Settings = DEFAULT_SETTINGS) -> list[tuple[Issue, tuple[int, int, int, int]]]:
    """The diagnostics of the PTX in a C++ file's asm strings, in C++ lines and columns.

    The target is `--target`, else the `inline.target` setting, else compile_commands.json's.
    """
    from ptx_lsp.analysis.analysis import CppSnapshot, target_for_file

    if target:
        settings = replace(settings, inline=replace(settings.inline, target=target))
    project = None if settings.inline.target or name == "-" else target_for_file(name)
    doc = CppSnapshot(name, None, data, settings, project)
    return _with_positions(data, list(doc.issues))


def _with_positions(data: bytes, issues: list[Issue]) -> list[tuple[Issue, tuple[int, int, int, int]]]:
    lines = LineMap(data)
    out = []
    for issue in sorted(issues, key=lambda i: (i.start, i.end, i.code)):
        l1, c1 = lines.position(issue.start)
        l2, c2 = lines.position(issue.end)
        out.append((issue, (l1, c1, l2, c2)))
    return out


class _Parser(argparse.ArgumentParser):
    """argparse with the exit status of DESIGN.md: 2 and a message on stderr for any usage problem."""

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: {message}\n(`{self.prog} --help` explains the options)\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="ptx-lsp check", description=DESCRIPTION, epilog=EPILOG,
                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--format", choices=FORMATS, default="text",
                        help="output format on stdout (default: text)")
    parser.add_argument("--target", metavar="sm_XX", type=_target,
                        help="check as if every file declared `.target sm_XX` (like `ptxas -arch`); "
                             "without it a file's own .target is used (sm_75 when it has none)")
    parser.add_argument("-q", "--quiet", action="store_true", help="no summary line on stderr")
    parser.add_argument("--resources", action="store_true",
                        help="instead of diagnostics, print ptxas -v's registers, spills, shared memory and "
                             "stack per function (text table or --format json; needs ptxas)")
    parser.add_argument("files", nargs="+", metavar="FILE", help="PTX or CUDA C++ files to check (- reads stdin as PTX)")
    return parser


def _target(value: str) -> str:
    """A target the spec knows (`sm_90a`, `compute_80`), else a usage error listing a few."""
    facts = _facts()
    info = facts.target(value) if facts is not None else None
    if info is None or info.kind != "arch":
        known = [t.name for t in facts.targets if t.kind == "arch"] if facts is not None else []
        close = difflib.get_close_matches(value, known, n=3, cutoff=0.6)
        hint = f"did you mean {' or '.join(close)}? " if close else ""
        listed = ", ".join(known) if known else "none (the spec data failed to load)"
        raise argparse.ArgumentTypeError(f"unknown target {value!r}; {hint}known targets: {listed}")
    return value


def _facts():
    from ptx_lsp.spec.db import load

    return load().facts


def read_input(name: str) -> bytes:
    if name == "-":
        return sys.stdin.buffer.read()
    with open(name, "rb") as fh:
        return fh.read()


def summary(files: int, records: list[dict]) -> str:
    """`3 files: 1 error, 2 warnings` (hints and notes counted only when there are some)."""
    counts = Counter(r["severity"] for r in records)

    def n(count: int, word: str) -> str:
        return f"{count} {word}{'' if count == 1 else 's'}"

    parts = [n(counts["error"], "error"), n(counts["warning"], "warning")]
    if counts["information"]:
        parts.append(n(counts["information"], "note"))
    if counts["hint"]:
        parts.append(n(counts["hint"], "hint"))
    return f"{n(files, 'file')}: {', '.join(parts)}"


def main(args: list[str]) -> int:
    """Run `ptx-lsp check`; returns the exit status."""
    try:
        ns = build_parser().parse_args(list(args))
    except SystemExit as exc:  # --help (0) or a usage problem (2), already printed
        return 0 if exc.code in (0, None) else 2
    fmt, target, files = ns.format, ns.target, ns.files
    if ns.resources:
        from ptx_lsp.services.report import resources_command

        return resources_command(files, fmt, target, read_input)
    settings = replace(DEFAULT_SETTINGS, default_target=target) if target else DEFAULT_SETTINGS
    records: list[dict] = []
    errors = io_problem = False
    checked = 0
    for name in files:
        try:
            data = read_input(name)
        except OSError as exc:
            print(f"ptx-lsp check: cannot read {name}: {exc.strerror or exc}", file=sys.stderr)
            io_problem = True
            continue
        checked += 1
        found = validate_cpp_bytes(data, name, target, settings) if is_cpp_path(name) \
            else validate_bytes(data, target, settings)
        for issue, (l1, c1, l2, c2) in found:
            errors |= issue.severity == "error"
            records.append({
                "file": name, "line": l1, "column": c1, "end_line": l2, "end_column": c2,
                "severity": issue.severity, "code": issue.code, "message": issue.message,
            })
    out = sys.stdout
    if fmt == "json":
        out.write(json.dumps(records, indent=1, ensure_ascii=False) + "\n")
    elif fmt == "sarif":
        from ptx_lsp.analysis.sarif import sarif_log

        out.write(json.dumps(sarif_log(records), indent=1, ensure_ascii=False) + "\n")
    else:
        for r in records:
            out.write(f"{r['file']}:{r['line']}:{r['column']}: {r['severity']}[{r['code']}]: {r['message']}\n")
    out.flush()
    if not ns.quiet:
        print(summary(checked, records), file=sys.stderr)
    if io_problem:
        return 2
    return 1 if errors else 0
