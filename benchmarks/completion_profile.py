"""In-process completion profile: which completion requests are slow, by position kind, in CPU time.

Types `typing_bench.py`'s script into the biggest function of a file (default `cub_sm90.ptx`)
through the server's own methods (no stdio, so no client decoding and no neighbour's GIL), and
after every keystroke (or only at `.`, `;` and space as the stdio benchmark does: `--ends`) asks a
completion through the LSP handler, timing in this thread's CPU time:

  * `handler`: the whole `textDocument/completion` handler, first request on the new version
    (what the server spends: whatever the snapshot computes lazily, the items, the wire form),
  * `json`: `json.dumps` of the handler's result (what pygls writes on stdout),
  * `again`: `Analysis.completion` asked a second time at the same place (the items alone, with
    everything the snapshot computes lazily already there).

The figures are grouped by the kind of position the cursor is at (statement start, opcode after
`@p`, modifiers after `.`, operands, directives, predicates) and by the completer that answered.
`--indexed` builds each version's symbol index first (the server's worker does so once the version's
diagnostics are out and nothing newer waits), else the first completion on a version builds it (as
when an editor asks with the keystroke). `--caps` chooses the client: `plain` (no completion capabilities, as `typing_bench.py`), `vscode`
(snippets, markdown, resolveSupport for documentation). `--profile [SORT]` adds a cProfile of the
handler calls.

    python benchmarks/completion_profile.py [FILE] [--keys N] [--ends] [--indexed] [--caps plain|vscode]
        [--profile [SORT]]
"""

from __future__ import annotations

import argparse
import cProfile
import json
import pstats
import sys
import time
from collections import defaultdict
from pathlib import Path

from lsprotocol import types as lsp

sys.path.insert(0, str(Path(__file__).resolve().parent))
from keystroke_profile import keystroke, typing_position  # noqa: E402
from typing_bench import DEFAULT_FILE, SCRIPT, script_keys, summary  # noqa: E402

# The completers of `analysis.completion` that answer a position, each named after the kind of
# position it serves; the profile wraps them to learn which one answered.
COMPLETERS = ("_statement_start", "_opcodes", "_modifiers", "_operands", "_directive_statement",
              "_predicates", "_pragmas")


def client_capabilities(caps: str) -> lsp.ClientCapabilities:
    """The completion capabilities of the client this profile stands for."""
    if caps == "plain":
        return lsp.ClientCapabilities()
    item = lsp.ClientCompletionItemOptions(
        snippet_support=True, documentation_format=[lsp.MarkupKind.Markdown, lsp.MarkupKind.PlainText],
        resolve_support=lsp.ClientCompletionItemResolveOptions(properties=["documentation", "detail"]))
    return lsp.ClientCapabilities(text_document=lsp.TextDocumentClientCapabilities(
        completion=lsp.CompletionClientCapabilities(completion_item=item)))


def open_server(uri: str, data: bytes, caps: str):
    """A server initialized for `caps` with `data` open, checked and indexed as after the first check."""
    from ptx_lsp.analysis.analysis import Analysis
    from ptx_lsp.lsp.server import create_server, negotiate

    server = create_server()
    negotiate(server, lsp.InitializeParams(capabilities=client_capabilities(caps)))
    Analysis.warm_up()
    server.open_document(uri, 1, data)
    snapshot = server.host.get(uri)
    server.prepare(snapshot)
    _ = snapshot.index  # the server builds it on its worker after the first check
    return server


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", nargs="?", type=Path, default=DEFAULT_FILE)
    parser.add_argument("--keys", type=int, default=200)
    parser.add_argument("--ends", action="store_true", help="complete only after `.`, `;` and space")
    parser.add_argument("--caps", choices=("plain", "vscode"), default="plain")
    parser.add_argument("--indexed", action="store_true",
                        help="build each version's symbol index before asking, as the server's worker does "
                             "after the diagnostics (else the completion builds it, as when asked with the keystroke)")
    parser.add_argument("--profile", nargs="?", const="tottime", default=None, metavar="SORT")
    options = parser.parse_args()

    from ptx_lsp.analysis import completion as module
    from ptx_lsp.analysis import host
    from ptx_lsp.analysis.analysis import Analysis

    text = options.file.read_text(encoding="utf-8", errors="surrogateescape")
    uri = options.file.resolve().as_uri()
    server = open_server(uri, text.encode("utf-8", "surrogateescape"), options.caps)
    handler = server.protocol.fm.features[lsp.TEXT_DOCUMENT_COMPLETION]
    doc = lsp.TextDocumentIdentifier(uri=uri)

    answered: list[str] = []  # the completers entered for the current request, in call order
    for name in COMPLETERS:
        original = getattr(module, name)

        def wrapped(*args, _original=original, _name=name, **kwargs):
            answered.append(_name)
            return _original(*args, **kwargs)

        setattr(module, name, wrapped)

    clock = time.thread_time
    figures: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    profile = cProfile.Profile() if options.profile else None
    line, column = typing_position(text.split("\n"))
    for version, key in enumerate(script_keys(SCRIPT, options.keys), start=2):
        change, line, column = keystroke(line, column, key)
        snapshot = server.change_document(uri, version, [change])
        Analysis(snapshot).diagnostics()  # as the worker does before the stdio benchmark asks
        if options.indexed:
            _ = snapshot.index  # as the worker does next when nothing newer waits (server.publish)
        host.freeze_live_objects()
        if options.ends and key not in ".; ":
            continue
        at = lsp.Position(line=line, character=column)
        offset = server.positions(uri).offset(at)
        answered.clear()
        if profile is not None:
            profile.enable()
        t0 = clock()
        result = handler(lsp.CompletionParams(text_document=doc, position=at))
        t1 = clock()
        if profile is not None:
            profile.disable()
        kind = answered[0] if answered else "none"
        payload = json.dumps(dict(result), separators=(",", ":"))
        t2 = clock()
        Analysis(snapshot).completion(offset)  # again: what is left once the snapshot's index is built
        t3 = clock()
        for group in (kind, "all"):
            figures[group]["handler"].append(t1 - t0)
            figures[group]["json"].append(t2 - t1)
            figures[group]["again"].append(t3 - t2)
            figures[group]["items"].append(len(result["items"]) / 1000)
            figures[group]["kib"].append(len(payload) / 1024 / 1000)
    print(f"{options.file.name}: {options.keys} keys, caps={options.caps}, "
          f"{'at . ; space' if options.ends else 'after every key'}"
          f"{', index built first' if options.indexed else ''}  (p50/p95/max: ms CPU; items; KiB)")
    for group, rows in sorted(figures.items(), key=lambda kv: (kv[0] == "all", kv[0])):
        parts = []
        for name in ("handler", "again", "json", "items", "kib"):
            s = summary(rows[name])
            parts.append(f"{name} {s['p50_ms']:.1f}/{s['p95_ms']:.1f}/{s['max_ms']:.1f}")
        print(f"  {group:20s} n={len(rows['handler']):3d}  " + "  ".join(parts))
    if profile is not None:
        pstats.Stats(profile).sort_stats(options.profile).print_stats(35)
    return 0


if __name__ == "__main__":
    sys.exit(main())
