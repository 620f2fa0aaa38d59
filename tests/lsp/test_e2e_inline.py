"""End-to-end over stdio on a `.cu` document: diagnostics, hover and completion inside asm strings only.

Runs with VS Code's and Neovim's capabilities (UTF-16 and UTF-8 positions); the line of the asm
string starts with non-ASCII text so both encodings are exercised. Positions are computed here.
"""

from __future__ import annotations

import pytest
from e2e_support import doc, position, span, uri_of, wait_diagnostics
from lsprotocol import types
from pytest_lsp import LanguageClient

pytest.importorskip("tree_sitter_cuda")

pytestmark = pytest.mark.asyncio(loop_scope="module")  # the shared server of conftest.py

SOURCE = """// ptx-lsp end-to-end sample (C++ around it belongs to clangd)
__global__ void kernel(int *out, long long *wide) {
  int y = out[0];
  /* é€😀 */ asm volatile("add.u32 %0, %0, %1;\\n\\t"
                         "addx.u32 %0, %0, 1;\\n\\t"
                         "ld.global. %0, [%2];" : "+r"(y) : "r"(y), "l"(wide));
  out[0] = y;
}
"""


async def open_cu(client: LanguageClient) -> tuple[str, list[types.Diagnostic]]:
    uri = uri_of(client, "kernel.cu")
    seen = len(client.notifications)  # type: ignore[attr-defined]
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="cuda-cpp", version=1, text=SOURCE)))
    return uri, await wait_diagnostics(client, uri, 1, seen)


async def test_diagnostics_hover_completion_in_asm_strings(client: LanguageClient):
    uri, diagnostics = await open_cu(client)
    found = {(d.code, d.range.start.line, d.range.start.character, d.range.end.character) for d in diagnostics}
    addx = span(client, SOURCE, "addx")
    assert ("PTX401", addx.start.line, addx.start.character, addx.end.character) in found
    lines = {d.range.start.line for d in diagnostics}
    assert lines <= {3, 4, 5}, diagnostics  # only on the asm string's lines

    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=doc(uri), position=position(client, SOURCE, "add.u32", delta=1)))
    assert hover is not None and "add" in hover.contents.value
    assert hover.range == span(client, SOURCE, "add")

    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=doc(uri), position=position(client, SOURCE, "%1", delta=1)))
    assert hover is not None and hover.range == span(client, SOURCE, "%1")
    assert '"r"(y)' in hover.contents.value and ".b32" in hover.contents.value

    result = await client.text_document_completion_async(types.CompletionParams(
        text_document=doc(uri), position=position(client, SOURCE, "global.", delta=len("global."))))
    labels = {item.label for item in result.items}
    assert ".u32" in labels
    dot = position(client, SOURCE, "global.", delta=len("global"))
    assert all(item.text_edit.range.start == dot for item in result.items if item.text_edit is not None)

    # nothing outside the strings: C++ is clangd's
    for needle in ("__global__", "out[0] = y", "wide));"):
        at = position(client, SOURCE, needle, delta=1)
        assert await client.text_document_hover_async(types.HoverParams(text_document=doc(uri), position=at)) is None
        done = await client.text_document_completion_async(types.CompletionParams(text_document=doc(uri), position=at))
        assert done is None or not done.items
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=doc(uri)))
    assert not symbols


async def test_edit_updates_diagnostics(client: LanguageClient):
    uri, _ = await open_cu(client)
    fixed = SOURCE.replace("addx.u32", "add.u32 ").replace("ld.global. %0", "ld.global.u32 %0")
    seen = len(client.notifications)  # type: ignore[attr-defined]
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=fixed)]))
    diagnostics = await wait_diagnostics(client, uri, 2, seen)
    assert [d for d in diagnostics if d.severity == types.DiagnosticSeverity.Error] == []
