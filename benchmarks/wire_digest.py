"""Digest of every published diagnostics list over an edit stream: compare two versions of the server.

Opens FILE in the server in process, applies an edit stream through `change_document` and prints,
per version, the SHA-256 of the JSON text of `prepare(snapshot)` (the wire list sent in
publishDiagnostics: its `json_text()` where the server pieces it from kept texts, else `json.dumps`)
and its length. Run it with two checkouts' `server/` on PYTHONPATH and
`diff` the outputs: equal digests are byte-identical published lists.

    PYTHONPATH=/other/server python benchmarks/wire_digest.py [FILE] [--broken N] [--random N] [--seed S]

The stream: `typing_bench.py`'s script typed at its typing line (`--keys`, default 200), then
`--random` random edits (insertions of typing pieces, line breaks added and removed, deletions,
some across functions), each one published. `--broken N`: the file with N broken statements
(`typing_bench.with_statements`).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path

from lsprotocol import types as lsp

sys.path.insert(0, str(Path(__file__).resolve().parent))
from keystroke_profile import keystroke, typing_position  # noqa: E402
from typing_bench import DEFAULT_FILE, SCRIPT, script_keys, with_statements  # noqa: E402

PIECES = ["", " ", "\n", ";", "{", "}", ".", "ld.", "add.", "%r1", "%r99999", "$L__x:\n", "bra $L__x;\n",
          ".reg .b32 %r<3>;\n", "mov.u32 %r2, %r1;\n", "add.s32 %r1, %r9, 3;\n", "\tld.global.u32 \t%r3700, [%rd3+64];"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", nargs="?", type=Path, default=DEFAULT_FILE)
    parser.add_argument("--keys", type=int, default=200)
    parser.add_argument("--random", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--broken", type=int, default=0)
    options = parser.parse_args()

    from ptx_lsp.lsp.server import create_server

    text = options.file.read_text(encoding="utf-8", errors="surrogateescape")
    line, column = typing_position(text.split("\n"))
    if options.broken:
        text, line = with_statements(text, options.broken, True)
        column = len(text.split("\n")[line])
    uri = options.file.resolve().as_uri()
    server = create_server()
    server.open_document(uri, 1, text.encode("utf-8", "surrogateescape"))
    version = 1

    def publish() -> None:
        prepared = server.prepare(server.host.get(uri))
        # the text sent: pieced from the functions' kept texts where the server keeps them (WireList)
        wire = prepared.json_text() if hasattr(prepared, "json_text") else json.dumps(prepared)
        print(version, hashlib.sha256(wire.encode()).hexdigest()[:16], len(wire))

    publish()
    for key in script_keys(SCRIPT, options.keys):
        version += 1
        change, line, column = keystroke(line, column, key)
        server.change_document(uri, version, [change])
        publish()
    rng = random.Random(options.seed)
    for _ in range(options.random):
        version += 1
        data = server.host.get(uri).data
        start = rng.randrange(len(data) + 1)
        end = min(len(data), start + rng.choice([0, 0, 0, 1, 2, 30, 3000]))
        positions = server.positions(uri)
        change = lsp.TextDocumentContentChangePartial(
            range=lsp.Range(start=positions.position(start), end=positions.position(end)), text=rng.choice(PIECES))
        server.change_document(uri, version, [change])
        publish()
    return 0


if __name__ == "__main__":
    sys.exit(main())
