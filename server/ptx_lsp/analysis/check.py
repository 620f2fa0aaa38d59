"""`ptx-lsp check`: the validator from the command line, for CI and pre-commit hooks.

**Output is exactly the DESIGN.md interface: text `FILE:LINE:COL: severity[CODE]: message` or a JSON
list of `{"file","line","column","end_line","end_column","severity","code","message"}`, 1-based.**
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

import json
import sys
from bisect import bisect_right
from dataclasses import replace

from ptx_lsp.analysis.results import Issue
from ptx_lsp.analysis.settings import DEFAULT_SETTINGS, Settings
from ptx_lsp.syntax.fragments import is_cpp_path

USAGE = "usage: ptx-lsp check [--format text|json] [--target sm_XX] FILE..."


class LineMap:
    """Byte offset -> (1-based line, 1-based character column) for one document."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.starts = [0]
        pos = data.find(b"\n")
        while pos != -1:
            self.starts.append(pos + 1)
            pos = data.find(b"\n", pos + 1)

    def position(self, offset: int) -> tuple[int, int]:
        offset = max(0, min(offset, len(self.data)))
        line = bisect_right(self.starts, offset) - 1
        prefix = self.data[self.starts[line] : offset]
        column = len(prefix) if prefix.isascii() else len(prefix.decode("utf-8", "surrogateescape"))
        return line + 1, column + 1


def validate_bytes(data: bytes, target: str | None = None,
                   settings: Settings = DEFAULT_SETTINGS) -> list[tuple[Issue, tuple[int, int, int, int]]]:
    """Validate one document; each issue with its 1-based (line, col, end_line, end_col)."""
    from ptx_lsp.analysis.diagnostics import validate_source

    issues = validate_source(data, settings=settings, target_override=target)
    return _with_positions(data, issues)


def validate_cpp_bytes(data: bytes, name: str, target: str | None = None,
                       settings: Settings = DEFAULT_SETTINGS) -> list[tuple[Issue, tuple[int, int, int, int]]]:
    """The diagnostics of the PTX in a C++ file's asm strings, in C++ lines and columns.

    The target is `--target`, else the `inline.target` setting, else compile_commands.json's.
    """
    from ptx_lsp.analysis.compile_commands import target_for_file
    from ptx_lsp.analysis.inline import CppSnapshot

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


def parse_args(args: list[str]) -> tuple[str, str | None, list[str]] | str:
    """(format, target, files) or an error message."""
    fmt, target, files = "text", None, []
    it = iter(args)
    for arg in it:
        if arg in ("-h", "--help"):
            return "help"
        if arg == "--format" or arg.startswith("--format="):
            value = arg.split("=", 1)[1] if "=" in arg else next(it, None)
            if value not in ("text", "json"):
                return f"--format must be text or json, not {value!r}"
            fmt = value
        elif arg == "--target" or arg.startswith("--target="):
            value = arg.split("=", 1)[1] if "=" in arg else next(it, None)
            if not value or not value.replace("_", "").isalnum():
                return f"--target needs a target such as sm_90, not {value!r}"
            target = value
        elif arg == "--":
            files.extend(it)
        elif arg.startswith("-") and arg != "-":
            return f"unknown option {arg!r}"
        else:
            files.append(arg)
    if not files:
        return "no input files"
    return fmt, target, files


def read_input(name: str) -> bytes:
    if name == "-":
        return sys.stdin.buffer.read()
    with open(name, "rb") as fh:
        return fh.read()


def main(args: list[str]) -> int:
    """Run `ptx-lsp check`; returns the exit status."""
    parsed = parse_args(list(args))
    if parsed == "help":
        print(USAGE)
        return 0
    if isinstance(parsed, str):
        print(f"ptx-lsp check: {parsed}\n{USAGE}", file=sys.stderr)
        return 2
    fmt, target, files = parsed
    settings = replace(DEFAULT_SETTINGS, default_target=target) if target else DEFAULT_SETTINGS
    records: list[dict] = []
    errors = io_problem = False
    for name in files:
        try:
            data = read_input(name)
        except OSError as exc:
            print(f"ptx-lsp check: cannot read {name}: {exc.strerror or exc}", file=sys.stderr)
            io_problem = True
            continue
        checked = validate_cpp_bytes(data, name, target, settings) if is_cpp_path(name) \
            else validate_bytes(data, target, settings)
        for issue, (l1, c1, l2, c2) in checked:
            errors |= issue.severity == "error"
            records.append({
                "file": name, "line": l1, "column": c1, "end_line": l2, "end_column": c2,
                "severity": issue.severity, "code": issue.code, "message": issue.message,
            })
    if fmt == "json":
        print(json.dumps(records, indent=1, ensure_ascii=False))
    else:
        out = sys.stdout
        for r in records:
            out.write(f"{r['file']}:{r['line']}:{r['column']}: {r['severity']}[{r['code']}]: {r['message']}\n")
    if io_problem:
        return 2
    return 1 if errors else 0
