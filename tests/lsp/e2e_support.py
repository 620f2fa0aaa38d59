"""Helpers for the end-to-end tests: open documents, wait for diagnostics, find positions.

Positions are computed here independently of the server (from the text and the negotiated
encoding), so a wrong conversion in the server shows up as a failing test.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from lsprotocol import types
from pytest_lsp import LanguageClient

TIMEOUT = 30.0


def uri_of(client: LanguageClient, name: str) -> str:
    return (Path(client.workspace_dir) / name).as_uri()  # type: ignore[attr-defined]


def units(text: str, encoding: str) -> int:
    """Length of text in code units of the negotiated encoding."""
    if encoding == "utf-8":
        return len(text.encode("utf-8", "surrogatepass"))
    if encoding == "utf-32":
        return len(text)
    return len(text.encode("utf-16-le", "surrogatepass")) // 2


def position(client: LanguageClient, text: str, needle: str, occurrence: int = 0, delta: int = 0) -> types.Position:
    """The LSP position of the `occurrence`-th `needle` in text (plus `delta` characters)."""
    index = -1
    for _ in range(occurrence + 1):
        index = text.index(needle, index + 1)
    index += delta
    line = text.count("\n", 0, index)
    line_start = text.rfind("\n", 0, index) + 1
    return types.Position(line=line, character=units(text[line_start:index], client.encoding))  # type: ignore[attr-defined]


def span(client: LanguageClient, text: str, needle: str, occurrence: int = 0) -> types.Range:
    """The LSP range of the `occurrence`-th `needle` in text."""
    start = position(client, text, needle, occurrence)
    end = types.Position(line=start.line, character=start.character + units(needle, client.encoding))  # type: ignore[attr-defined]
    return types.Range(start=start, end=end)


async def wait_diagnostics(
    client: LanguageClient, uri: str, version: int | None = None, seen: int = 0
) -> list[types.Diagnostic]:
    """Wait until diagnostics for uri (and that version, if given) arrive; return them."""
    params = await wait_notification(
        client,
        types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS,
        lambda p: p.uri == uri and (version is None or p.version == version),
        seen,
    )
    return list(params.diagnostics)


async def wait_notification(client: LanguageClient, method: str, accept=lambda params: True, seen: int = 0):
    """The first notification of `method` (after the first `seen` ones) that `accept`s."""

    async def wait():
        while True:
            for name, params in client.notifications[seen:]:  # type: ignore[attr-defined]
                if name == method and accept(params):
                    return params
            await asyncio.sleep(0.01)

    return await asyncio.wait_for(wait(), TIMEOUT)


async def open_document(
    client: LanguageClient, name: str, text: str | None = None, version: int = 1
) -> tuple[str, str, list[types.Diagnostic]]:
    """didOpen a workspace file (or given text under that name); returns (uri, text, diagnostics)."""
    uri = uri_of(client, name)
    if text is None:
        text = (Path(client.workspace_dir) / name).read_text(encoding="utf-8")  # type: ignore[attr-defined]
    seen = len(client.notifications)  # type: ignore[attr-defined]
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="ptx", version=version, text=text)
        )
    )
    diagnostics = await wait_diagnostics(client, uri, version, seen)
    return uri, text, diagnostics


def doc(uri: str) -> types.TextDocumentIdentifier:
    return types.TextDocumentIdentifier(uri=uri)
