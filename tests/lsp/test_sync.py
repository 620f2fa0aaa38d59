"""Incremental text sync in-process: random LSP edits in each encoding keep our bytes equal to the text."""

from __future__ import annotations

import asyncio
import json
import random

import pytest
from lsprotocol import types

from ptx_lsp.lsp.convert import Lines
from ptx_lsp.lsp.server import create_server, json_text

PIECES = ["a", "é", "😀", "\n", "\r\n", "%r1", " ", "∑", ";", "{", "}", "\udc80"]


def units(text: str, encoding: str) -> int:
    if encoding == "utf-8":
        return len(text.encode("utf-8", "surrogatepass"))
    if encoding == "utf-32":
        return len(text)
    return len(text.encode("utf-16-le", "surrogatepass")) // 2


def lsp_position(text: str, index: int, encoding: str) -> types.Position:
    line = text.count("\n", 0, index)
    start = text.rfind("\n", 0, index) + 1
    return types.Position(line=line, character=units(text[start:index], encoding))


def boundary(text: str, index: int) -> int:
    """Move an index off the inside of a \\r\\n pair (no client position points there)."""
    if 0 < index < len(text) and text[index - 1] == "\r" and text[index] == "\n":
        return index - 1
    return index


@pytest.mark.parametrize("encoding", ["utf-16", "utf-8", "utf-32"])
@pytest.mark.parametrize("seed", range(4))
def test_random_incremental_changes_keep_text_in_sync(encoding: str, seed: int):
    rng = random.Random(seed)
    server = create_server()
    server.encoding = encoding
    text = "".join(rng.choice(PIECES) for _ in range(200))
    uri = "file:///sync.ptx"
    server.open_document(uri, 1, text.encode("utf-8", "surrogatepass"))
    for version in range(2, 80):
        changes = []
        for _ in range(rng.randrange(1, 4)):  # several changes in one notification apply in order
            a = boundary(text, rng.randrange(len(text) + 1))
            b = boundary(text, min(len(text), a + rng.randrange(6)))
            new = "".join(rng.choice(PIECES) for _ in range(rng.randrange(4)))
            changes.append(types.TextDocumentContentChangePartial(
                range=types.Range(start=lsp_position(text, a, encoding), end=lsp_position(text, b, encoding)),
                text=new,
            ))
            text = text[:a] + new + text[b:]
        server.change_document(uri, version, changes)
        snapshot = server.host.get(uri)
        assert snapshot.version == version
        assert snapshot.data == text.encode("utf-8", "surrogatepass")
        assert server.lines[uri].starts == Lines(snapshot.data).starts


def test_full_text_change_replaces_everything():
    server = create_server()
    server.open_document("file:///f.ptx", 1, b"old")
    server.change_document("file:///f.ptx", 2, [types.TextDocumentContentChangeWholeDocument(text="new é")])
    assert server.host.get("file:///f.ptx").data == "new é".encode()


def test_change_for_an_unopened_document_is_ignored():
    server = create_server()
    assert server.change_document("file:///nope.ptx", 2, []) is None


@pytest.mark.parametrize("hierarchical", [True, False])
@pytest.mark.parametrize("encoding", ["utf-16", "utf-8"])
def test_cached_document_symbols_equal_fresh_ones_after_edits(encoding: str, hierarchical: bool):
    """documentSymbol reuses each unchanged function's converted symbols; they must match a fresh server."""
    from pathlib import Path

    rng = random.Random(5)
    text = (Path(__file__).resolve().parents[1] / "data" / "core" / "kernel.ptx").read_text(encoding="utf-8")
    text = "// é😀\n" + text + text.replace(".entry ", ".entry again_")
    uri = "file:///symbols.ptx"

    def symbols(server):
        """The response's result as sent (JSON; the outline keeps no items, only their texts)."""
        handler = server.protocol.fm.features[types.TEXT_DOCUMENT_DOCUMENT_SYMBOL]
        found = asyncio.run(handler(types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri))))
        return json.loads(json_text(found))

    def fresh_server(content: str):
        server = create_server()
        server.encoding, server.hierarchical_symbols = encoding, hierarchical
        server.open_document(uri, 1, content.encode("utf-8", "surrogatepass"))
        return server

    server = fresh_server(text)
    assert symbols(server)
    pieces = ["", " ", "\n", "é", "😀 ", "\n.reg .b32 %x;", "L7:\n", "}", "{"]
    for version in range(2, 40):
        a = rng.randrange(len(text) + 1)
        b = min(len(text), a + rng.randrange(3))
        new = rng.choice(pieces)
        server.change_document(uri, version, [types.TextDocumentContentChangePartial(
            range=types.Range(start=lsp_position(text, a, encoding), end=lsp_position(text, b, encoding)), text=new,
        )])
        text = text[:a] + new + text[b:]
        assert symbols(server) == symbols(fresh_server(text)), version
