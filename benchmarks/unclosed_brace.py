"""Typing an open `{` into a big function: keystroke cost and whether the next functions stay functions.

**Figures only: asserts nothing, never runs as a test.** Types `\\n\\t{\\n\\tadd.` into the biggest
function of a file (default `cub_sm90.ptx`) through the server's own methods, as
`keystroke_profile.py` does, and prints per keystroke the CPU time of the reparse (`edit`), of the
validation and of the wire form, the number of function definitions in the tree and in the index,
and the number of errors (issue 11: before the grammar ended an unclosed block at the next function
definition, the `{` merged the following functions into this one).

    python benchmarks/unclosed_brace.py [FILE]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from lsprotocol import types as lsp

sys.path.insert(0, str(Path(__file__).resolve().parent))
from typing_bench import DEFAULT_FILE, biggest_function  # noqa: E402


def main() -> int:
    from ptx_lsp.analysis import host
    from ptx_lsp.analysis.analysis import Analysis
    from ptx_lsp.lsp.server import create_server

    path = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_FILE
    freeze = getattr(host, "freeze_live_objects", lambda: None)
    text = path.read_text(encoding="utf-8", errors="surrogateescape")
    lines = text.split("\n")
    server = create_server()
    uri = path.resolve().as_uri()
    Analysis.warm_up()
    server.open_document(uri, 1, text.encode("utf-8", "surrogateescape"))
    snapshot = server.host.get(uri)
    Analysis(snapshot).diagnostics()
    server.prepare(snapshot)

    def functions(s) -> int:
        return sum(1 for n in s.source.root.named_children if n.type == "function_definition")

    print(f"{path.name}: {functions(snapshot)} functions, index {len(snapshot.index.functions)}")
    body_start, body_end = biggest_function(lines)
    line = body_start + (body_end - body_start) // 3
    while line < body_end and not lines[line].rstrip().endswith(";"):
        line += 1
    column = len(lines[line])
    clock = time.thread_time
    for version, key in enumerate("\n\t{\n\tadd.", start=2):
        at = lsp.Position(line=line, character=column)
        change = lsp.TextDocumentContentChangePartial(range=lsp.Range(start=at, end=at), text=key)
        line, column = (line + 1, 0) if key == "\n" else (line, column + 1)
        t0 = clock()
        snapshot = server.change_document(uri, version, [change])
        t1 = clock()
        Analysis(snapshot).diagnostics()
        t2 = clock()
        server.prepare(snapshot)
        t3 = clock()
        freeze()
        errors = sum(1 for i in snapshot.issues if i.severity == "error")
        print(f"{key!r:6} edit {1e3 * (t1 - t0):6.1f}  validate {1e3 * (t2 - t1):7.1f}  wire {1e3 * (t3 - t2):5.1f} ms CPU"
              f"  functions {functions(snapshot)} (index {len(snapshot.index.functions)})  errors {errors}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
