"""`ptx-lsp check --resources`: the `ptxas -v` figures of every function, as a table or JSON.

**stdout carries only the table (or the JSON list); problems go to stderr.**
**Exit status: 0 every file assembled, 1 ptxas rejected a file, 2 a file could not be read or
ptxas could not be run.** ptxas is found as the server finds it (PATH, the NVIDIA wheels,
CUDA_HOME); a terminal has no workspace, so no folder is excluded.

JSON: a list of `{"file","line","function","entry","arch","registers","barriers","stack_frame",
"spill_stores","spill_loads","shared","local","cumulative_stack","constant"}`, one per function
ptxas reported (line 1-based: the line of the `.entry`/`.func` declaration).
"""

from __future__ import annotations

import json
import sys
from dataclasses import replace

from ptx_lsp.analysis.host import Snapshot
from ptx_lsp.analysis.settings import DEFAULT_SETTINGS
from ptx_lsp.services.ptxas import ToolUnavailable, function_spans, run_resources
from ptx_lsp.services.resources import size_text
from ptx_lsp.services.tools import TrustPolicy

COLUMNS = ("registers", "spill st/ld", "shared", "stack", "local", "barriers", "kind")


def resource_rows(name: str, data: bytes, target: str | None) -> tuple[list[dict], bool]:
    """(one record per reported function, whether ptxas assembled the file)."""
    settings = replace(DEFAULT_SETTINGS, default_target=target) if target else DEFAULT_SETTINGS
    if target:  # as `--target` means for the check: the file is assembled for that target
        data = _with_target(data, target)
    report = run_resources(data, settings, TrustPolicy())
    rows = []
    for span in function_spans(Snapshot.from_bytes(data)):
        res = report.functions.get(span.name)
        if res is None:
            continue
        rows.append({"file": name, "line": data.count(b"\n", 0, span.start) + 1, "function": span.name,
                     "arch": report.arch, **{k: v for k, v in res.as_json().items() if k != "name"}})
    return rows, report.ok


def _with_target(data: bytes, target: str) -> bytes:
    import re

    return re.sub(rb"^([ \t]*\.target[ \t]+)[A-Za-z0-9_]+", lambda m: m.group(1) + target.encode(), data, count=1,
                  flags=re.M)


def table(rows: list[dict]) -> str:
    """A plain text table, one block per file."""
    out: list[str] = []
    files = list(dict.fromkeys(row["file"] for row in rows))
    for name in files:
        mine = [row for row in rows if row["file"] == name]
        out.append(f"{name} ({mine[0]['arch']})")
        cells = [("function", *COLUMNS)]
        for row in mine:
            cells.append((
                row["function"], "-" if row["registers"] is None else str(row["registers"]),
                f"{row['spill_stores'] or 0}/{row['spill_loads'] or 0} B", size_text(row["shared"]),
                size_text(row["stack_frame"] or 0), size_text(row["local"]),
                "-" if row["barriers"] is None else str(row["barriers"]), "entry" if row["entry"] else "func",
            ))
        widths = [max(len(c[i]) for c in cells) for i in range(len(cells[0]))]
        for c in cells:
            out.append("  " + "  ".join(text.ljust(width) for text, width in zip(c, widths, strict=True)).rstrip())
    return "\n".join(out) + ("\n" if out else "")


def resources_command(files: list[str], fmt: str, target: str | None, read) -> int:
    """Print the table (or JSON) for `files`; `read(name) -> bytes` reads one (OSError on failure)."""
    if fmt not in ("text", "json"):
        print(f"ptx-lsp check: --resources prints text or json, not {fmt}", file=sys.stderr)
        return 2
    rows: list[dict] = []
    status = 0
    for name in files:
        try:
            data = read(name)
        except OSError as exc:
            print(f"ptx-lsp check: cannot read {name}: {exc.strerror or exc}", file=sys.stderr)
            status = 2
            continue
        try:
            found, ok = resource_rows(name, data, target)
        except ToolUnavailable as error:
            print(f"ptx-lsp check: {name}: {error}", file=sys.stderr)
            return 2
        if not ok:
            print(f"ptx-lsp check: ptxas rejected {name} (run `ptx-lsp check {name}` for the errors)",
                  file=sys.stderr)
            status = max(status, 1)
        rows += found
    sys.stdout.write(json.dumps(rows, indent=1) + "\n" if fmt == "json" else table(rows))
    sys.stdout.flush()
    return status
