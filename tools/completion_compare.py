"""Completion lists of one server version, dumped for comparison with another's (issue 11).

    PYTHONPATH=<old>/server python tools/completion_compare.py dump old.jsonl [FILE...]
    PYTHONPATH=<new>/server python tools/completion_compare.py dump new.jsonl [FILE...]
    python tools/completion_compare.py compare old.jsonl new.jsonl

`dump` asks `textDocument/completion` through the server's own handler (no stdio) for four client
capability sets (none; snippets; markdown with snippets; VS Code's: markdown, snippets and
`resolveSupport` for documentation, with every item resolved through `completionItem/resolve`),
at positions of each file (after every `.`, `%`, `@`, `[`, `,`, space and word character of up to
`--per-file` places spread over it, with and without each trigger character) and, in the default
file, after every keystroke of `typing_bench.py`'s script typed into its biggest function (half-typed
states, an open `{`, edits spliced into the index). The dump is one line per request (position, capability
set, SHA-256 of the result's canonical JSON, item count, the JSON itself cut to `--keep` characters);
`compare` prints how many requests were compared and the first differences.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

from lsprotocol import types as lsp

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))
from keystroke_profile import keystroke, typing_position  # noqa: E402
from typing_bench import DEFAULT_FILE, SCRIPT, script_keys  # noqa: E402

TRIGGERS = (None, ".", "%", "@", "[", " ")


def capability_sets() -> dict[str, lsp.ClientCapabilities]:
    def caps(snippets: bool, formats: list | None, resolve: bool) -> lsp.ClientCapabilities:
        item = lsp.ClientCompletionItemOptions(
            snippet_support=snippets, documentation_format=formats,
            resolve_support=lsp.ClientCompletionItemResolveOptions(properties=["documentation", "detail"])
            if resolve else None)
        return lsp.ClientCapabilities(text_document=lsp.TextDocumentClientCapabilities(
            completion=lsp.CompletionClientCapabilities(completion_item=item)))

    return {"none": lsp.ClientCapabilities(), "snippets": caps(True, None, False),
            "markdown": caps(True, [lsp.MarkupKind.Markdown], False),
            "vscode": caps(True, [lsp.MarkupKind.Markdown, lsp.MarkupKind.PlainText], True)}


def positions_in(text: str, limit: int) -> list[lsp.Position]:
    """Up to `limit` places spread over `text`: right after a trigger or word character."""
    lines = text.split("\n")
    places = [(n, c + 1) for n, line in enumerate(lines) for c, ch in enumerate(line)
              if ch in ".%@[, " or ch.isalnum() and (c + 1 == len(line) or not line[c + 1].isalnum())]
    step = max(1, len(places) // limit)
    return [lsp.Position(line=n, character=c) for n, c in places[::step][:limit]]


class Client:
    """One server per capability set, each with the document open."""

    def __init__(self) -> None:
        from ptx_lsp.analysis.analysis import Analysis
        from ptx_lsp.lsp.server import create_server, negotiate

        Analysis.warm_up()
        self.servers = {}
        for name, caps in capability_sets().items():
            server = create_server()
            negotiate(server, lsp.InitializeParams(capabilities=caps))
            self.servers[name] = server

    def open(self, uri: str, data: bytes) -> None:
        for server in self.servers.values():
            server.open_document(uri, 1, data)

    def change(self, uri: str, version: int, change) -> None:
        for server in self.servers.values():
            server.change_document(uri, version, [change])

    def ask(self, uri: str, position: lsp.Position, trigger: str | None) -> dict:
        out = {}
        context = lsp.CompletionContext(trigger_kind=lsp.CompletionTriggerKind.TriggerCharacter,
                                        trigger_character=trigger) if trigger else None
        for name, server in self.servers.items():
            features = server.protocol.fm.features
            result = features[lsp.TEXT_DOCUMENT_COMPLETION](lsp.CompletionParams(
                text_document=lsp.TextDocumentIdentifier(uri=uri), position=position, context=context))
            result = json.loads(json.dumps(dict(result)))
            if server.completion_resolves_documentation:
                convert = server.protocol._converter
                resolved = []
                for item in result["items"]:
                    done = features[lsp.COMPLETION_ITEM_RESOLVE](convert.structure(item, lsp.CompletionItem))
                    resolved.append(convert.unstructure(done).get("documentation"))
                result["resolved"] = resolved
            out[name] = result
        return out


def dump(out: Path, files: list[Path], per_file: int, keep: int) -> int:
    client = Client()
    count = 0
    with out.open("w", encoding="utf-8") as stream:
        def record(key: str, results: dict) -> None:
            nonlocal count
            for caps, result in results.items():
                text = json.dumps(result, sort_keys=True)
                digest = hashlib.sha256(text.encode()).hexdigest()
                stream.write(json.dumps([key, caps, digest, len(result["items"]), text[:keep]]) + "\n")
                count += 1

        for path in files:
            text = path.read_text(encoding="utf-8", errors="surrogateescape")
            uri = path.resolve().as_uri()
            client.open(uri, text.encode("utf-8", "surrogateescape"))
            for position in positions_in(text, per_file):
                for trigger in TRIGGERS:
                    record(f"{path.name}:{position.line}:{position.character}:{trigger}",
                           client.ask(uri, position, trigger))
        path = DEFAULT_FILE
        text = path.read_text(encoding="utf-8", errors="surrogateescape")
        uri = path.resolve().as_uri() + "#typed"
        client.open(uri, text.encode("utf-8", "surrogateescape"))
        line, column = typing_position(text.split("\n"))
        for version, key in enumerate(script_keys(SCRIPT, 200), start=2):
            change, line, column = keystroke(line, column, key)
            client.change(uri, version, change)
            trigger = key if key in TRIGGERS else None
            for ask in dict.fromkeys((None, trigger)):
                record(f"typed:{version}:{ask}", client.ask(uri, lsp.Position(line=line, character=column), ask))
    print(f"{count} requests ({len(capability_sets())} capability sets) -> {out}")
    return 0


def compare(old: Path, new: Path, show: int) -> int:
    def read(path: Path) -> dict:
        with path.open(encoding="utf-8") as stream:
            return {(row[0], row[1]): row[2:] for row in map(json.loads, stream)}

    a, b = read(old), read(new)
    keys = sorted(set(a) | set(b))
    items = sum(row[1] for row in a.values())
    differ = [key for key in keys if a.get(key, [None])[0] != b.get(key, [None])[0]]
    print(f"{len(keys)} requests with {items} items compared: {len(differ)} differ")
    for key in differ[:show]:
        print(" ", key)
        print("    old:", (a.get(key) or [None, None, "missing"])[2][:600])
        print("    new:", (b.get(key) or [None, None, "missing"])[2][:600])
    return 1 if differ else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    d = sub.add_parser("dump")
    d.add_argument("out", type=Path)
    d.add_argument("files", nargs="*", type=Path)
    d.add_argument("--per-file", type=int, default=400)
    d.add_argument("--keep", type=int, default=20000, help="characters of each result's JSON kept for showing")
    c = sub.add_parser("compare")
    c.add_argument("old", type=Path)
    c.add_argument("new", type=Path)
    c.add_argument("--show", type=int, default=5)
    options = parser.parse_args()
    if options.command == "dump":
        return dump(options.out, options.files, options.per_file, options.keep)
    return compare(options.old, options.new, options.show)


if __name__ == "__main__":
    sys.exit(main())
