"""Endurance equality (issue 16): `endurance_bench.py`'s random edits (same seed: the same texts)
through the server's own methods, compared every `--every` edits with a fresh server's results.

**Checks, never runs as a test.** Applies the edits with `change_document`, validates every 10th
version (the others are composed into the next one, as the server coalesces them), asks a hover or
completion after each edit and whole-document tokens and symbols every 50 (the handlers, so their
per-function wire memos are exercised). Every `--every` edits the diagnostics (wire form), document
symbols, semantic tokens and folding of the edited document are compared with those of a fresh
server in a new process (no memo shared) on the same text; it stops at the first difference and
writes the edit list and both results to `--dump`. With `--threaded` a worker thread validates
the current version while the edits go on (as the server's validation pool does).

    python benchmarks/endurance_equality.py [FILE] [--edits 3000] [--seed 1] [--every 100] [--threaded]
"""

from __future__ import annotations

import argparse
import json
import pickle
import random
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from lsprotocol import types as lsp

sys.path.insert(0, str(Path(__file__).resolve().parent))
from endurance_bench import DEFAULT_FILE, call, position, random_edit  # noqa: E402


def results(server, uri: str, snapshot) -> dict:
    """Diagnostics, symbols, tokens and folding of the current version, in comparable form."""
    from ptx_lsp.analysis.analysis import Analysis
    from ptx_lsp.lsp.server import json_text

    Analysis(snapshot).diagnostics()
    doc = lsp.TextDocumentIdentifier(uri=uri)
    features = server.protocol.fm.features
    convert = server.protocol._converter.unstructure
    symbols = call(features[lsp.TEXT_DOCUMENT_DOCUMENT_SYMBOL], lsp.DocumentSymbolParams(text_document=doc))
    tokens = call(features[lsp.TEXT_DOCUMENT_SEMANTIC_TOKENS_FULL], lsp.SemanticTokensParams(text_document=doc))
    folding = features[lsp.TEXT_DOCUMENT_FOLDING_RANGE](lsp.FoldingRangeParams(text_document=doc))
    # the whole-document results as the worker writes them (`json_text`: per-function memoized texts)
    return {"diagnostics": sorted(json.dumps(d, sort_keys=True) for d in server.prepare(snapshot)),
            "symbols": json.dumps(json.loads(json_text(symbols)), sort_keys=True),
            "tokens": json.loads(json_text(tokens))["data"],
            "folding": json.dumps(convert(folding), sort_keys=True)}


def open_server(uri: str, data: bytes):
    from ptx_lsp.analysis.analysis import Analysis
    from ptx_lsp.lsp.server import create_server

    server = create_server()
    server.hierarchical_symbols = True  # (as the benchmark's client asks)
    Analysis.warm_up()
    server.open_document(uri, 1, data)
    return server


def fresh(path: Path, uri: str) -> dict:
    """`results` of a fresh server in a new process on the text in `path`."""
    out = subprocess.run([sys.executable, __file__, str(path), "--fresh", uri], check=True, capture_output=True)
    return json.loads(out.stdout)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", nargs="?", type=Path, default=DEFAULT_FILE)
    parser.add_argument("--edits", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--every", type=int, default=100)
    parser.add_argument("--threaded", action="store_true")
    parser.add_argument("--dump", type=Path, default=Path(tempfile.gettempdir()) / "endurance_equality.pkl")
    parser.add_argument("--fresh", metavar="URI", help=argparse.SUPPRESS)  # (the fresh side, in its own process)
    options = parser.parse_args()
    if options.fresh:
        server = open_server(options.fresh, options.file.read_bytes())
        print(json.dumps(results(server, options.fresh, server.host.get(options.fresh))))
        return 0

    from ptx_lsp.analysis import host
    from ptx_lsp.analysis.analysis import Analysis

    rng = random.Random(options.seed)
    text = options.file.read_text(encoding="utf-8")
    uri = options.file.resolve().as_uri()
    server = open_server(uri, text.encode())
    results(server, uri, server.host.get(uri))
    doc = lsp.TextDocumentIdentifier(uri=uri)
    features = server.protocol.fm.features
    stop, pause, paused = threading.Event(), threading.Event(), threading.Event()

    def validating() -> None:  # the server's validation pool, checking whatever version is current
        while not stop.is_set():
            if pause.is_set():
                paused.set()
                time.sleep(0.01)
                continue
            paused.clear()
            current = server.host.get(uri)
            if "issues" in current.__dict__:
                time.sleep(0.002)
            else:
                server.prepare_if_current(current)

    if options.threaded:
        threading.Thread(target=validating, daemon=True).start()
    edits = []
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as folder:
        copy = Path(folder) / options.file.name
        for number in range(1, options.edits + 1):
            start, end, new = random_edit(rng, text)
            edits.append((start, end, new))
            change = lsp.TextDocumentContentChangePartial(
                range=lsp.Range(start=position(text, start), end=position(text, end)), text=new)
            text = text[:start] + new + text[end:]
            snapshot = server.change_document(uri, number + 1, [change])
            if number % 10 == 0 and not options.threaded:
                Analysis(snapshot).diagnostics()
                server.prepare(snapshot)
            where = server.positions(uri).offset(position(text, min(len(text), start + len(new))))
            if number % 2:
                Analysis(snapshot).hover(where)
            else:
                Analysis(snapshot).completion(where)
            if number % 50 == 0:
                call(features[lsp.TEXT_DOCUMENT_SEMANTIC_TOKENS_FULL], lsp.SemanticTokensParams(text_document=doc))
                call(features[lsp.TEXT_DOCUMENT_DOCUMENT_SYMBOL], lsp.DocumentSymbolParams(text_document=doc))
            host.freeze_live_objects()
            if number % options.every and number != options.edits:
                continue
            if options.threaded:
                pause.set()
                paused.wait()
            ours = results(server, uri, snapshot)
            copy.write_text(text, encoding="utf-8")
            theirs = fresh(copy, uri)
            differ = [key for key in ours if ours[key] != theirs[key]]
            print(f"edit {number} ({time.perf_counter() - started:.0f} s): "
                  f"{'differs: ' + ', '.join(differ) if differ else 'equal'}", flush=True)
            if differ:
                with options.dump.open("wb") as out:
                    pickle.dump({"edits": edits, "ours": ours, "fresh": theirs, "text": text}, out)
                print(f"edits and both results in {options.dump}")
                stop.set()
                return 1
            pause.clear()
    stop.set()
    return 0


if __name__ == "__main__":
    sys.exit(main())
