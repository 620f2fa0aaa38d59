"""End-to-end hover, completion and signature help over stdio (VS Code and Neovim capabilities).

The documents put non-ASCII text (a comment with `é`, `€` and an astral-plane emoji) before the
cursor on the same line, so positions and textEdit ranges are checked in each client's negotiated
encoding (UTF-16 for VS Code, UTF-8 for Neovim); positions are computed here, not by the server.
"""

from __future__ import annotations

import sys

import pytest
import pytest_lsp
from conftest import record_notifications
from e2e_support import doc, open_document, position, span, units
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

pytestmark = pytest.mark.asyncio(loop_scope="module")  # the shared server of conftest.py

PREFIX = "/* é€😀 */ "
SOURCE = """.version 8.0
.target sm_90a
.address_size 64
.visible .entry k(.param .u64 k_param_0)
{{
\t.reg .pred %p<3>;
\t.reg .b32 %r<100>;
\t.reg .b64 %rd<10>;
\t{prefix}{line}
$L__BB0_1:
\tret;
}}
"""


def source(line: str) -> str:
    return SOURCE.format(prefix=PREFIX, line=line)


def apply(client: LanguageClient, text: str, edit: types.TextEdit) -> str:
    """Apply one TextEdit to text, reading its positions in the client's encoding."""
    lines = text.split("\n")

    def index(pos: types.Position) -> int:
        line = lines[pos.line]
        count = 0
        for i, _ch in enumerate(line):
            if count >= pos.character:
                return sum(len(x) + 1 for x in lines[: pos.line]) + i
            count += units(line[i], client.encoding)  # type: ignore[attr-defined]
        return sum(len(x) + 1 for x in lines[: pos.line]) + len(line)

    start, end = index(edit.range.start), index(edit.range.end)
    return text[:start] + edit.new_text + text[end:]


async def test_hover_on_modifier_lists_its_group(client: LanguageClient):
    text = source("suld.b.2d.b32.trap %r1, [%rd1, {%r2, %r3}];")
    uri, text, _ = await open_document(client, "hover_mod.ptx", text)
    result = await client.text_document_hover_async(
        types.HoverParams(text_document=doc(uri), position=position(client, text, ".trap", delta=2))
    )
    assert result is not None
    assert result.contents.kind == types.MarkupKind.Markdown
    value = result.contents.value
    assert "group `.clamp`" in value and "`.clamp`" in value and "`.zero`" in value
    assert result.range == span(client, text, ".trap")


async def test_hover_on_opcode_and_number(client: LanguageClient):
    text = source("mov.b32 %r1, 0f3F800000;")
    uri, text, _ = await open_document(client, "hover_op.ptx", text)
    result = await client.text_document_hover_async(
        types.HoverParams(text_document=doc(uri), position=position(client, text, "mov", delta=1))
    )
    assert result is not None and "mov.type d, a" in result.contents.value
    assert "https://docs.nvidia.com/cuda/parallel-thread-execution/#" in result.contents.value
    assert result.range == span(client, text, "mov")
    result = await client.text_document_hover_async(
        types.HoverParams(text_document=doc(uri), position=position(client, text, "0f3F8", delta=3))
    )
    assert result is not None and "1.0" in result.contents.value
    assert result.range == span(client, text, "0f3F800000")


async def test_modifier_completion_replaces_the_partial_word(client: LanguageClient):
    text = source("suld.b.2d.b32.cl")
    uri, text, _ = await open_document(client, "complete_mod.ptx", text)
    cursor = position(client, text, ".cl", delta=3)
    result = await client.text_document_completion_async(
        types.CompletionParams(
            text_document=doc(uri), position=cursor,
            context=types.CompletionContext(trigger_kind=types.CompletionTriggerKind.Invoked),
        )
    )
    items = result.items if isinstance(result, types.CompletionList) else result
    ordered = sorted(items, key=lambda i: i.sort_text or i.label)
    assert [i.label for i in ordered] == [".trap", ".clamp", ".zero"]
    lazy = client.client_name == "vscode"  # type: ignore[attr-defined]  # resolveSupport lists documentation
    for item in items:
        assert item.kind == types.CompletionItemKind.Keyword or item.kind is not None
        assert isinstance(item.text_edit, types.TextEdit)
        assert item.text_edit.range == span(client, text, ".cl")
        if lazy:  # comes with completionItem/resolve
            assert item.documentation is None and item.data is not None
            item = await client.completion_item_resolve_async(item)
        assert isinstance(item.documentation, types.MarkupContent) and item.documentation.value
    clamp = next(i for i in items if i.label == ".clamp")
    edited = apply(client, text, clamp.text_edit)
    assert PREFIX + "suld.b.2d.b32.clamp\n" in edited


async def test_trigger_characters_give_their_contexts(client: LanguageClient):
    text = source("mov.u32 %r1, %")
    uri, text, _ = await open_document(client, "complete_sreg.ptx", text)
    result = await client.text_document_completion_async(
        types.CompletionParams(
            text_document=doc(uri), position=position(client, text, "%r1, %", delta=6),
            context=types.CompletionContext(trigger_kind=types.CompletionTriggerKind.TriggerCharacter,
                                            trigger_character="%"),
        )
    )
    items = result.items if isinstance(result, types.CompletionList) else result
    labels = {i.label for i in items}
    assert {"%tid.x", "%laneid", "%r<100>"} <= labels
    family = next(i for i in items if i.label == "%r<100>")
    assert family.text_edit.new_text == "%r"
    assert family.text_edit.range == span(client, text, "%", occurrence=text.count("%") - 1)

    text2 = source("@%p1 bra ")
    uri2, text2, _ = await open_document(client, "complete_label.ptx", text2)
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=doc(uri2), position=position(client, text2, "bra ", delta=4))
    )
    items = result.items if isinstance(result, types.CompletionList) else result
    assert [i.label for i in items] == ["$L__BB0_1"]


@pytest.mark.parametrize(("line", "expected"), [("@%p1 bra ", ["$L__BB0_1"]), ("call.uni ", ["f", "k"]),
                                                 ("add.s32 %r1, ", [])])
async def test_space_trigger_pops_up_only_names_of_labels_and_functions(client: LanguageClient, line, expected):
    text = source(line).replace(".visible .entry", ".func f()\n{\n\tret;\n}\n.visible .entry")
    uri, text, _ = await open_document(client, f"complete_space_{line.split()[-1]}.ptx", text)
    result = await client.text_document_completion_async(
        types.CompletionParams(
            text_document=doc(uri), position=position(client, text, line, delta=len(line)),
            context=types.CompletionContext(trigger_kind=types.CompletionTriggerKind.TriggerCharacter,
                                            trigger_character=" "),
        )
    )
    items = result.items if isinstance(result, types.CompletionList) else result
    assert [i.label for i in items] == expected


async def test_opcode_completion_offers_snippets_to_snippet_clients(client: LanguageClient):
    text = source("sul")
    uri, text, _ = await open_document(client, "complete_op.ptx", text)
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=doc(uri), position=position(client, text, "sul", delta=3))
    )
    items = result.items if isinstance(result, types.CompletionList) else result
    suld = next(i for i in items if i.label == "suld")
    assert suld.text_edit.range == span(client, text, "sul")
    if suld.insert_text_format == types.InsertTextFormat.Snippet:
        assert suld.text_edit.new_text.startswith("suld$1 ")
    else:
        assert "$" not in suld.text_edit.new_text


async def test_signature_help_follows_commas(client: LanguageClient):
    text = source("add.s32 %r1, {%r2, %r3}, ")
    uri, text, _ = await open_document(client, "signature.ptx", text)
    result = await client.text_document_signature_help_async(
        types.SignatureHelpParams(text_document=doc(uri), position=position(client, text, "}, ", delta=3))
    )
    assert result is not None
    sig = result.signatures[0]
    assert sig.label == "add.s32 d: .s32, a: .s32, b: .s32"
    assert result.active_parameter == 2
    start, end = sig.parameters[result.active_parameter].label
    assert sig.label[start:end] == "b: .s32"


# --- a client that asks for plain-text hovers and has no snippet support --------------------------

@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "ptx_lsp", "serve"]),
                    loop_scope="module")
async def plain_client(lsp_client: LanguageClient, tmp_path):
    record_notifications(lsp_client)
    capabilities = types.ClientCapabilities(
        text_document=types.TextDocumentClientCapabilities(
            hover=types.HoverClientCapabilities(content_format=[types.MarkupKind.PlainText]),
            completion=types.CompletionClientCapabilities(
                completion_item=types.ClientCompletionItemOptions(
                    snippet_support=False, documentation_format=[types.MarkupKind.PlainText]
                )
            ),
            signature_help=types.SignatureHelpClientCapabilities(
                signature_information=types.ClientSignatureInformationOptions(
                    documentation_format=[types.MarkupKind.PlainText]
                )
            ),
        ),
    )
    await lsp_client.initialize_session(types.InitializeParams(capabilities=capabilities, root_uri=tmp_path.as_uri()))
    lsp_client.encoding = "utf-16"  # type: ignore[attr-defined]
    lsp_client.workspace_dir = tmp_path  # type: ignore[attr-defined]
    yield
    await lsp_client.shutdown_session()


async def test_plain_text_client_gets_plain_hover_and_no_snippets(plain_client: LanguageClient):
    client = plain_client
    text = source("suld.b.2d.b32.trap %r1, [%rd1, {%r2, %r3}];\n\tad")
    uri, text, _ = await open_document(client, "plain.ptx", text)
    result = await client.text_document_hover_async(
        types.HoverParams(text_document=doc(uri), position=position(client, text, ".trap", delta=2))
    )
    assert result is not None and result.contents.kind == types.MarkupKind.PlainText
    assert "group .clamp" in result.contents.value and "`" not in result.contents.value
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=doc(uri), position=position(client, text, "\tad", delta=3))
    )
    items = result.items if isinstance(result, types.CompletionList) else result
    add = next(i for i in items if i.label == "add")
    assert add.insert_text_format != types.InsertTextFormat.Snippet
    assert "$" not in add.text_edit.new_text and add.text_edit.new_text.startswith("add")
    # documentationFormat [plaintext]: no Markdown markers (fences, backticks, link syntax)
    documented = [i for i in items if i.documentation is not None]
    assert documented and all(i.documentation.kind == types.MarkupKind.PlainText for i in documented)
    assert "add.type1 d, a, b" in add.documentation.value  # the first form of §9.7.1.1 (PTX ISA 9.4)
    assert not any(m in add.documentation.value for m in ("```", "`", "](", "**"))
    text = source("add.s32 %r1, %r2, ")
    uri, text, _ = await open_document(client, "plain_signature.ptx", text)
    result = await client.text_document_signature_help_async(
        types.SignatureHelpParams(text_document=doc(uri), position=position(client, text, "%r2, ", delta=5))
    )
    documentation = result.signatures[0].documentation
    assert documentation.kind == types.MarkupKind.PlainText
    assert "add{.sat}.type2 d, a, b" in documentation.value and "`" not in documentation.value


async def test_markdown_clients_get_markdown_documentation(client: LanguageClient):
    text = source("add.s32 %r1, %r2, ")
    uri, text, _ = await open_document(client, "markdown_docs.ptx", text)
    result = await client.text_document_signature_help_async(
        types.SignatureHelpParams(text_document=doc(uri), position=position(client, text, "%r2, ", delta=5))
    )
    assert result.signatures[0].documentation.kind == types.MarkupKind.Markdown
    assert "```ptx" in result.signatures[0].documentation.value
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=doc(uri), position=position(client, text, "add.", delta=4))
    )
    items = result.items if isinstance(result, types.CompletionList) else result
    if client.client_name == "vscode":  # type: ignore[attr-defined]  # documentation on resolve
        items = [await client.completion_item_resolve_async(i) for i in items]
    documented = [i for i in items if i.documentation is not None]
    assert documented and all(i.documentation.kind == types.MarkupKind.Markdown for i in documented)


async def test_completion_follows_incremental_typing(client: LanguageClient):
    """Type `suld.b.2d.b32.` one character at a time (didChange), completing after every dot."""
    text = source("")
    uri, text, _ = await open_document(client, "typing.ptx", text)
    anchor = position(client, text, PREFIX, delta=len(PREFIX))
    typed = ""
    expected = {
        "suld.": [".b"],
        "suld.b.": [".1d", ".2d", ".3d", ".a1d", ".a2d"],
        "suld.b.2d.b32.": [".trap", ".clamp", ".zero"],
    }
    for version, ch in enumerate("suld.b.2d.b32.", start=2):
        at = types.Position(line=anchor.line, character=anchor.character + len(typed))
        client.text_document_did_change(types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[types.TextDocumentContentChangePartial(range=types.Range(start=at, end=at), text=ch)],
        ))
        typed += ch
        if typed in expected:
            cursor = types.Position(line=anchor.line, character=anchor.character + len(typed))
            result = await client.text_document_completion_async(types.CompletionParams(
                text_document=doc(uri), position=cursor,
                context=types.CompletionContext(trigger_kind=types.CompletionTriggerKind.TriggerCharacter,
                                                trigger_character="."),
            ))
            items = result.items if isinstance(result, types.CompletionList) else result
            labels = [i.label for i in sorted(items, key=lambda i: i.sort_text or i.label)]
            assert labels == expected[typed], (typed, labels)
            dot = types.Position(line=cursor.line, character=cursor.character - 1)
            assert all(i.text_edit.range == types.Range(start=dot, end=cursor) for i in items)


async def test_resolve_fills_in_the_documentation_of_the_last_list_only(client: LanguageClient):
    """Clients that resolve documentation lazily (VS Code) get lists without it and each item's on
    completionItem/resolve; an item of an older list comes back unchanged. Neovim 0.11 does not
    list `documentation` in resolveSupport: its items carry it."""
    text = source("")
    uri, text, _ = await open_document(client, "complete_resolve.ptx", text)
    at = position(client, text, PREFIX, delta=len(PREFIX))

    async def complete() -> list[types.CompletionItem]:
        result = await client.text_document_completion_async(types.CompletionParams(text_document=doc(uri), position=at))
        return result.items if isinstance(result, types.CompletionList) else result

    first = await complete()
    mov = next(i for i in first if i.label == "mov")
    if client.client_name != "vscode":  # type: ignore[attr-defined]
        assert isinstance(mov.documentation, types.MarkupContent) and "mov" in mov.documentation.value
        return
    assert all(i.documentation is None for i in first)
    resolved = await client.completion_item_resolve_async(mov)
    assert resolved.label == "mov" and resolved.documentation.kind == types.MarkupKind.Markdown
    assert "mov" in resolved.documentation.value and "PTX ISA" in resolved.documentation.value
    assert resolved.text_edit == mov.text_edit and resolved.insert_text == mov.insert_text
    second = await complete()
    stale = await client.completion_item_resolve_async(mov)  # an item of the first list
    assert stale.documentation is None
    again = await client.completion_item_resolve_async(next(i for i in second if i.label == "mov"))
    assert again.documentation == resolved.documentation
