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

sys.path.insert(0, str(Path(__file__).resolve().parent))
from keystroke_profile import timed_change  # noqa: E402
from typing_bench import DEFAULT_FILE, insertion, typing_position  # noqa: E402


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
        return sum(1 for n in s.source.named_top_level() if n.type == "function_definition")

    print(f"{path.name}: {functions(snapshot)} functions, index {len(snapshot.index.functions)}")
    line, column = typing_position(lines)
    for version, key in enumerate("\n\t{\n\tadd.", start=2):
        change, line, column = insertion(line, column, key)
        snapshot, (edit, validate, wire) = timed_change(server, uri, version, change, time.thread_time)
        freeze()
        errors = sum(1 for i in snapshot.issues if i.severity == "error")
        print(f"{key!r:6} edit {1e3 * edit:6.1f}  validate {1e3 * validate:7.1f}  wire {1e3 * wire:5.1f} ms CPU"
              f"  functions {functions(snapshot)} (index {len(snapshot.index.functions)})  errors {errors}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
