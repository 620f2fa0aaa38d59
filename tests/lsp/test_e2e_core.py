"""End-to-end tests of every capability over stdio, with VS Code's and Neovim's client capabilities."""

from __future__ import annotations

import asyncio

import pytest
from e2e_support import doc, open_document, position, span, uri_of, wait_diagnostics
from lsprotocol import types
from pygls.exceptions import JsonRpcException
from pytest_lsp import LanguageClient

pytestmark = pytest.mark.asyncio(loop_scope="module")  # the shared server of conftest.py


async def test_initialize_advertises_every_capability(client: LanguageClient):
    caps = client.init_result.capabilities  # type: ignore[attr-defined]
    assert caps.hover_provider
    assert set(caps.completion_provider.trigger_characters) == {".", "%", "@", "[", " "}
    assert set(caps.signature_help_provider.trigger_characters) == {",", " "}
    assert caps.definition_provider and caps.declaration_provider and caps.references_provider
    assert caps.document_highlight_provider and caps.document_symbol_provider and caps.workspace_symbol_provider
    assert caps.folding_range_provider and caps.selection_range_provider and caps.code_action_provider
    assert caps.rename_provider.prepare_provider is True
    tokens = caps.semantic_tokens_provider
    assert tokens.full.delta is True and tokens.range is True
    assert "declaration" in tokens.legend.token_modifiers and "readonly" in tokens.legend.token_modifiers
    assert caps.text_document_sync.change == types.TextDocumentSyncKind.Incremental
    assert caps.text_document_sync.save


async def test_position_encoding_is_negotiated(client: LanguageClient):
    expected = {"vscode": "utf-16", "neovim": "utf-8"}[client.client_name]  # type: ignore[attr-defined]
    assert client.encoding == expected  # type: ignore[attr-defined]


async def test_open_valid_file_publishes_no_errors_with_version(client: LanguageClient):
    uri, _text, diagnostics = await open_document(client, "kernel.ptx", version=7)
    assert [d for d in diagnostics if d.severity == types.DiagnosticSeverity.Error] == []


async def test_syntax_error_is_reported_and_rest_still_indexed(client: LanguageClient):
    text = ".version 8.0\n.target sm_80\n.entry k()\n{\n\t.reg .b32 %r<4>;\n\tmov.u32 %r1, ;;; junk here\n\tmov.u32 %r2, %r1;\n\tret;\n}\n"
    uri, text, diagnostics = await open_document(client, "broken.ptx", text)
    assert any(d.severity == types.DiagnosticSeverity.Error and d.range.start.line == 5 for d in diagnostics)
    result = await client.text_document_definition_async(
        types.DefinitionParams(text_document=doc(uri), position=position(client, text, "%r2", delta=2))
    )
    assert [loc.range for loc in result] == [span(client, text, "%r")]


async def test_hover_on_family_member(client: LanguageClient):
    uri, text, _ = await open_document(client, "kernel.ptx")
    result = await client.text_document_hover_async(
        types.HoverParams(text_document=doc(uri), position=position(client, text, "%r42", delta=2))
    )
    assert result is not None
    assert ".reg .b32 %r<100>;" in result.contents.value
    assert "42" in result.contents.value
    assert result.range == span(client, text, "%r42")


async def test_definition_declaration_and_family_out_of_range(client: LanguageClient):
    uri, text, _ = await open_document(client, "kernel.ptx")
    # %r42 -> the family %r<100> of `scale`
    result = await client.text_document_definition_async(
        types.DefinitionParams(text_document=doc(uri), position=position(client, text, "%r42"))
    )
    assert [loc.range for loc in result] == [span(client, text, "%r", occurrence=text.count("%r", 0, text.index("%r<100>")))]
    # call target `square` -> its definition
    result = await client.text_document_definition_async(
        types.DefinitionParams(text_document=doc(uri), position=position(client, text, "square,", delta=1))
    )
    assert [loc.range for loc in result] == [span(client, text, "square")]
    # declaration of a parameter
    result = await client.text_document_declaration_async(
        types.DeclarationParams(text_document=doc(uri), position=position(client, text, "[data]", delta=1))
    )
    assert [loc.range for loc in result] == [span(client, text, "data")]


async def test_extern_function_resolves_to_other_workspace_file(client: LanguageClient):
    uri, text, _ = await open_document(client, "kernel.ptx")
    result = await client.text_document_definition_async(
        types.DefinitionParams(text_document=doc(uri), position=position(client, text, "helper"))
    )
    assert result, "an .extern declaration must resolve to its definition in lib.ptx"
    assert {loc.uri.rsplit("/", 1)[-1] for loc in result} <= {"lib.ptx", "lib_copy.ptx"}
    lib = (client.workspace_dir / "lib.ptx").read_text()  # type: ignore[attr-defined]
    lib_loc = [loc for loc in result if loc.uri.endswith("/lib.ptx")][0]
    assert lib_loc.range == span(client, lib, "helper", 1)  # the first one is in a comment


async def test_references_with_and_without_declaration(client: LanguageClient):
    uri, text, _ = await open_document(client, "kernel.ptx")
    cursor = position(client, text, "%r42")
    with_decl = await client.text_document_references_async(
        types.ReferenceParams(text_document=doc(uri), position=cursor,
                              context=types.ReferenceContext(include_declaration=True))
    )
    without = await client.text_document_references_async(
        types.ReferenceParams(text_document=doc(uri), position=cursor,
                              context=types.ReferenceContext(include_declaration=False))
    )
    family_decl = span(client, text, "%r", occurrence=text.count("%r", 0, text.index("%r<100>")))
    assert family_decl in [loc.range for loc in with_decl]
    assert family_decl not in [loc.range for loc in without]
    assert len(with_decl) == len(without) + 1
    # the inner block's own %r<4> shadows: %r2/%r3 inside it are not members of %r<100>
    inner_r2 = span(client, text, "%r2", occurrence=text.count("%r2", 0, text.index("add.s32 %r2")))
    assert inner_r2 not in [loc.range for loc in without]


async def test_document_highlight(client: LanguageClient):
    uri, text, _ = await open_document(client, "kernel.ptx")
    result = await client.text_document_document_highlight_async(
        types.DocumentHighlightParams(text_document=doc(uri), position=position(client, text, "$L__done"))
    )
    assert {h.range.start.line for h in result} == {
        text.count("\n", 0, text.index("$L__done")), text.count("\n", 0, text.index("$L__done:"))
    }
    assert any(h.kind == types.DocumentHighlightKind.Write for h in result)


async def test_rename_and_refusals(client: LanguageClient):
    uri, text, _ = await open_document(client, "kernel.ptx")
    prepared = await client.text_document_prepare_rename_async(
        types.PrepareRenameParams(text_document=doc(uri), position=position(client, text, "counter]"))
    )
    assert prepared is not None
    edit = await client.text_document_rename_async(
        types.RenameParams(text_document=doc(uri), position=position(client, text, "counter]"), new_name="hits")
    )
    ranges = sorted((e.range.start.line, e.range.start.character) for e in edit.changes[uri])
    assert ranges == sorted(
        (r.start.line, r.start.character) for r in (span(client, text, "counter"), span(client, text, "counter", 1))
    )
    assert {e.new_text for e in edit.changes[uri]} == {"hits"}
    # One member of a family: refused with a message naming the family.
    with pytest.raises(JsonRpcException, match="family"):
        await client.text_document_prepare_rename_async(
            types.PrepareRenameParams(text_document=doc(uri), position=position(client, text, "%r42"))
        )
    # Special registers and opcodes are refused.
    with pytest.raises(JsonRpcException, match="special register"):
        await client.text_document_prepare_rename_async(
            types.PrepareRenameParams(text_document=doc(uri), position=position(client, text, "%tid"))
        )
    with pytest.raises(JsonRpcException):
        await client.text_document_prepare_rename_async(
            types.PrepareRenameParams(text_document=doc(uri), position=position(client, text, "cvta"))
        )
    # Invalid new names are refused.
    with pytest.raises(JsonRpcException, match="not a valid"):
        await client.text_document_rename_async(
            types.RenameParams(text_document=doc(uri), position=position(client, text, "counter]"), new_name="9x")
        )
    # Renaming the family renames every member, keeping the member numbers.
    edit = await client.text_document_rename_async(
        types.RenameParams(text_document=doc(uri), position=position(client, text, "%rd<4>"), new_name="%addr")
    )
    assert "%addr1" in {e.new_text for e in edit.changes[uri]} and "%addr" in {e.new_text for e in edit.changes[uri]}


async def test_document_symbols_are_hierarchical(client: LanguageClient):
    uri, text, _ = await open_document(client, "kernel.ptx")
    result = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=doc(uri)))
    names = [s.name for s in result]
    assert names == ["table", "counter", "helper", "square", "scale"]
    scale = result[-1]
    children = [c.name for c in scale.children]
    assert children[:2] == ["data", "n"]
    assert "%r<100>" in children and "$L__done" in children
    assert scale.selection_range == span(client, text, "scale")


async def test_workspace_symbols_cover_unopened_files(client: LanguageClient):
    result = await client.workspace_symbol_async(types.WorkspaceSymbolParams(query="helper"))
    files = {s.location.uri.rsplit("/", 1)[-1] for s in result}
    assert {"lib.ptx", "lib_copy.ptx", "kernel.ptx"} <= files


async def test_folding_ranges(client: LanguageClient):
    uri, text, _ = await open_document(client, "kernel.ptx")
    result = await client.text_document_folding_range_async(types.FoldingRangeParams(text_document=doc(uri)))
    starts = {(f.start_line, f.kind) for f in result}
    body = text.count("\n", 0, text.index("{\n\t.reg .pred"))
    assert (body, None) in starts
    assert (0, types.FoldingRangeKind.Comment) in starts  # the two comment lines on top
    inner = text.count("\n", 0, text.index("\t{\n"))
    assert any(f.start_line == inner and f.end_line > inner for f in result)


async def test_selection_range_grows_outwards(client: LanguageClient):
    uri, text, _ = await open_document(client, "kernel.ptx")
    cursor = position(client, text, "%r42", delta=1)
    result = await client.text_document_selection_range_async(
        types.SelectionRangeParams(text_document=doc(uri), positions=[cursor])
    )
    chain = []
    node = result[0]
    while node is not None:
        chain.append(node.range)
        node = node.parent
    assert chain[0] == span(client, text, "%r42")
    assert len(chain) >= 4
    assert chain[-1].start == types.Position(line=0, character=0)


async def test_semantic_tokens_full_delta_and_range(client: LanguageClient):
    uri, text, _ = await open_document(client, "kernel.ptx")
    legend = client.init_result.capabilities.semantic_tokens_provider.legend  # type: ignore[attr-defined]
    full = await client.text_document_semantic_tokens_full_async(types.SemanticTokensParams(text_document=doc(uri)))
    assert full.result_id and len(full.data) % 5 == 0 and full.data
    decoded = decode_tokens(full.data)
    tid = position(client, text, "%tid")
    kind, mods = decoded[(tid.line, tid.character)]
    assert legend.token_types[kind] == "variable"
    assert {"readonly", "defaultLibrary"} <= modifier_names(legend, mods)
    table = position(client, text, "table")
    kind, mods = decoded[(table.line, table.character)]
    assert {"declaration", "readonly"} <= modifier_names(legend, mods)
    square = position(client, text, "square,")
    assert legend.token_types[decoded[(square.line, square.character)][0]] == "function"

    # Edit, then ask for a delta against the previous result: applying it gives the new full set.
    version = 2
    edit_at = position(client, text, "\tret;\n}\n\n.visible .entry")
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[types.TextDocumentContentChangePartial(
                range=types.Range(start=edit_at, end=edit_at), text="\tmov.u32 %r1, %r2;\n")],
        )
    )
    delta = await client.text_document_semantic_tokens_full_delta_async(
        types.SemanticTokensDeltaParams(text_document=doc(uri), previous_result_id=full.result_id)
    )
    again = await client.text_document_semantic_tokens_full_async(types.SemanticTokensParams(text_document=doc(uri)))
    patched = list(full.data)
    for e in sorted(delta.edits, key=lambda e: e.start, reverse=True):
        patched[e.start : e.start + e.delete_count] = e.data or []
    assert patched == list(again.data)

    rng = types.Range(start=types.Position(line=0, character=0), end=types.Position(line=12, character=0))
    ranged = await client.text_document_semantic_tokens_range_async(
        types.SemanticTokensRangeParams(text_document=doc(uri), range=rng)
    )
    assert ranged.data and all(line < 12 for line, _ in decode_tokens(ranged.data))


def decode_tokens(data: list[int]) -> dict[tuple[int, int], tuple[int, int]]:
    out, line, char = {}, 0, 0
    for i in range(0, len(data), 5):
        dl, dc, _length, kind, mods = data[i : i + 5]
        line += dl
        char = dc if dl else char + dc
        out[(line, char)] = (kind, mods)
    return out


def modifier_names(legend: types.SemanticTokensLegend, bits: int) -> set[str]:
    return {name for i, name in enumerate(legend.token_modifiers) if bits & (1 << i)}


async def test_completion_offers_scope_with_text_edit_ranges(client: LanguageClient):
    text = ".version 8.0\n.target sm_80\n.entry k()\n{\n\t.reg .b32 %val<4>;\n\tmov.u32 %va\n}\n"
    uri, text, _ = await open_document(client, "complete.ptx", text)
    cursor = position(client, text, "%va\n", delta=3)
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=doc(uri), position=cursor,
                               context=types.CompletionContext(trigger_kind=types.CompletionTriggerKind.Invoked))
    )
    items = result.items if isinstance(result, types.CompletionList) else result
    family = [i for i in items if i.label == "%val<4>"]
    assert family, [i.label for i in items]
    edit = family[0].text_edit
    assert edit.range == types.Range(start=position(client, text, "%va\n"), end=cursor)


async def test_signature_help_and_code_action_are_wired(client: LanguageClient):
    uri, text, _ = await open_document(client, "kernel.ptx")
    # signature help may have nothing to say yet, but it must answer without an error
    await client.text_document_signature_help_async(
        types.SignatureHelpParams(text_document=doc(uri), position=position(client, text, "%r2, %r1, %r1", delta=5))
    )
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(text_document=doc(uri), range=span(client, text, "mul.lo.s32"),
                               context=types.CodeActionContext(diagnostics=[]))
    )
    assert actions == [] or all(a.title for a in actions)


async def test_incremental_edits_update_index_and_versioned_diagnostics(client: LanguageClient):
    uri, text, _ = await open_document(client, "kernel.ptx")
    # Break a statement, then fix it again; each version's diagnostics carry that version.
    target = "mul.lo.s32 %r2, %r1, %r1;"
    start = position(client, text, target)
    end = position(client, text, target, delta=len(target))
    seen = len(client.notifications)  # type: ignore[attr-defined]
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[types.TextDocumentContentChangePartial(
                range=types.Range(start=start, end=end), text="mul.lo.s32 %r2, %r1 %r1 ))")],
        )
    )
    broken = await wait_diagnostics(client, uri, version=2, seen=seen)
    assert any(d.range.start.line == start.line for d in broken)
    new_end = types.Position(line=start.line, character=start.character + len("mul.lo.s32 %r2, %r1 %r1 ))"))
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=3),
            content_changes=[types.TextDocumentContentChangePartial(
                range=types.Range(start=start, end=new_end), text="mul.lo.s32 %r0, %r1, %r1;")],
        )
    )
    fixed = await wait_diagnostics(client, uri, version=3, seen=seen)
    assert not [d for d in fixed if d.severity == types.DiagnosticSeverity.Error]
    new_text = text.replace(target, "mul.lo.s32 %r0, %r1, %r1;")
    result = await client.text_document_definition_async(
        types.DefinitionParams(text_document=doc(uri), position=position(client, new_text, "%r0"))
    )
    assert [loc.range for loc in result] == [span(client, new_text, "%r", occurrence=new_text.count("%r", 0, new_text.index("%r<3>")))]


async def test_full_sync_change_is_accepted(client: LanguageClient):
    uri, _text, _ = await open_document(client, "full.ptx", ".version 8.0\n")
    seen = len(client.notifications)  # type: ignore[attr-defined]
    new = ".version 8.0\n.target sm_80\n.entry k()\n{\n\tbra $L__x;\n$L__x:\n\tret;\n}\n"
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=new)],
        )
    )
    await wait_diagnostics(client, uri, version=2, seen=seen)
    result = await client.text_document_definition_async(
        types.DefinitionParams(text_document=doc(uri), position=position(client, new, "$L__x"))
    )
    assert [loc.range for loc in result] == [span(client, new, "$L__x", 1)]


async def test_non_ascii_positions_in_both_encodings(client: LanguageClient):
    uri, text, _ = await open_document(client, "unicode.ptx")
    cursor = position(client, text, "%r1, %r1", delta=1)
    result = await client.text_document_definition_async(
        types.DefinitionParams(text_document=doc(uri), position=cursor)
    )
    assert [loc.range for loc in result] == [span(client, text, "%r", occurrence=text.count("%r", 0, text.index("%r<3>")))]
    highlights = await client.text_document_document_highlight_async(
        types.DocumentHighlightParams(text_document=doc(uri), position=cursor)
    )
    expected = {span(client, text, "%r1", i).start.character for i in range(3)}
    assert {h.range.start.character for h in highlights if h.range.start.line == cursor.line} == expected


async def test_binary_junk_and_lone_surrogates_do_not_crash(client: LanguageClient):
    junk = "".join(chr(c) for c in range(1, 0x2FF)) + "\udc80\ud800 \x00\x00 {{{ }}} %r<99999999999> ;;" * 20
    uri, _text, diagnostics = await open_document(client, "junk.ptx", junk)
    assert any(d.severity == types.DiagnosticSeverity.Error for d in diagnostics)
    # the server is still alive and answering
    await client.text_document_hover_async(
        types.HoverParams(text_document=doc(uri), position=types.Position(line=0, character=10))
    )
    await client.text_document_semantic_tokens_full_async(types.SemanticTokensParams(text_document=doc(uri)))
    await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=doc(uri)))
    await client.text_document_folding_range_async(types.FoldingRangeParams(text_document=doc(uri)))


async def test_requests_for_unknown_documents_answer_empty(client: LanguageClient):
    uri = uri_of(client, "never-opened.ptx")
    assert await client.text_document_hover_async(
        types.HoverParams(text_document=doc(uri), position=types.Position(line=0, character=0))
    ) is None
    assert await client.text_document_definition_async(
        types.DefinitionParams(text_document=doc(uri), position=types.Position(line=0, character=0))
    ) == []


async def test_workspace_symbols_include_open_unsaved_documents(client: LanguageClient):
    text = ".version 8.0\n.target sm_80\n.visible .entry only_in_editor()\n{\n\tret;\n}\n"
    uri, text, _ = await open_document(client, "unsaved_buffer.ptx", text)
    result = await client.workspace_symbol_async(types.WorkspaceSymbolParams(query="onlyined"))
    assert [(s.name, s.location.uri) for s in result] == [("only_in_editor", uri)]
    assert result[0].location.range == span(client, text, "only_in_editor")


async def test_workspace_folder_changes_update_workspace_symbols(private_client: LanguageClient, tmp_path):
    client = private_client  # adding a folder changes the server for every later test
    extra = tmp_path / "extra"
    extra.mkdir()
    (extra / "far.ptx").write_text(".version 8.0\n.target sm_80\n.visible .func far_away()\n{\n\tret;\n}\n")
    before = await client.workspace_symbol_async(types.WorkspaceSymbolParams(query="far_away"))
    assert before == []
    client.workspace_did_change_workspace_folders(
        types.DidChangeWorkspaceFoldersParams(
            event=types.WorkspaceFoldersChangeEvent(
                added=[types.WorkspaceFolder(uri=extra.as_uri(), name="extra")], removed=[]
            )
        )
    )
    after = await client.workspace_symbol_async(types.WorkspaceSymbolParams(query="far_away"))
    assert [s.location.uri.rsplit("/", 1)[-1] for s in after] == ["far.ptx"]


async def test_extern_variable_resolves_across_files(client: LanguageClient):
    lib = client.workspace_dir / "globals.ptx"  # type: ignore[attr-defined]
    lib.write_text(".version 8.0\n.target sm_80\n.address_size 64\n.visible .global .u32 shared_count = 3;\n")
    client.workspace_did_change_watched_files(  # as the editor's file watcher reports a new file
        types.DidChangeWatchedFilesParams(changes=[types.FileEvent(uri=lib.as_uri(), type=types.FileChangeType.Created)])
    )
    text = ".version 8.0\n.target sm_80\n.address_size 64\n.extern .global .u32 shared_count;\n" \
        ".visible .entry k()\n{\n\t.reg .b32 %r1;\n\tld.global.u32 %r1, [shared_count];\n\tret;\n}\n"
    uri, text, _ = await open_document(client, "uses_globals.ptx", text)
    result = await client.text_document_definition_async(
        types.DefinitionParams(text_document=doc(uri), position=position(client, text, "shared_count]"))
    )
    assert [loc.uri for loc in result] == [lib.as_uri()]
    assert result[0].range == span(client, lib.read_text(), "shared_count")


async def test_rename_of_an_extern_function_edits_the_defining_files(client: LanguageClient):
    uri, text, _ = await open_document(client, "kernel.ptx")
    edit = await client.text_document_rename_async(
        types.RenameParams(text_document=doc(uri), position=position(client, text, "helper"), new_name="assist")
    )
    files = {u.rsplit("/", 1)[-1]: edits for u, edits in edit.changes.items()}
    assert set(files) == {"kernel.ptx", "lib.ptx", "lib_copy.ptx"}
    lib = (client.workspace_dir / "lib.ptx").read_text()  # type: ignore[attr-defined]
    assert [e.range for e in files["lib.ptx"]] == [span(client, lib, "helper", 1)]


async def test_new_files_reported_by_the_watcher_join_workspace_symbols(client: LanguageClient):
    for _ in range(50):  # let the registration request arrive
        if client.registrations:  # type: ignore[attr-defined]
            break
        await asyncio.sleep(0.02)
    watchers = [r for r in client.registrations if r.method == types.WORKSPACE_DID_CHANGE_WATCHED_FILES]  # type: ignore[attr-defined]
    # VS Code allows dynamic registration of file watchers; Neovim 0.11 (on Linux) does not.
    assert bool(watchers) == (client.client_name == "vscode")  # type: ignore[attr-defined]
    if watchers:
        assert watchers[0].register_options["watchers"][0]["globPattern"] == "**/*.ptx"
    assert await client.workspace_symbol_async(types.WorkspaceSymbolParams(query="brand_new_kernel")) == []
    created = client.workspace_dir / f"created_{client.client_name}.ptx"  # type: ignore[attr-defined]
    created.write_text(".version 8.0\n.target sm_80\n.visible .entry brand_new_kernel()\n{\n\tret;\n}\n")
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(changes=[types.FileEvent(uri=created.as_uri(), type=types.FileChangeType.Created)])
    )
    found = await client.workspace_symbol_async(types.WorkspaceSymbolParams(query="brand_new_kernel"))
    created.unlink()
    assert [s.location.uri for s in found] == [created.as_uri()]


async def test_call_hierarchy(client: LanguageClient):
    uri, text, _ = await open_document(client, "kernel.ptx")
    items = await client.text_document_prepare_call_hierarchy_async(
        types.CallHierarchyPrepareParams(text_document=doc(uri), position=position(client, text, "square,"))
    )
    assert [i.name for i in items] == ["square"] and items[0].selection_range == span(client, text, "square")
    incoming = await client.call_hierarchy_incoming_calls_async(types.CallHierarchyIncomingCallsParams(item=items[0]))
    assert [(c.from_.name, [r.start for r in c.from_ranges]) for c in incoming] == [
        ("scale", [position(client, text, "square,")])
    ]
    scale = await client.text_document_prepare_call_hierarchy_async(
        types.CallHierarchyPrepareParams(text_document=doc(uri), position=position(client, text, "scale"))
    )
    outgoing = await client.call_hierarchy_outgoing_calls_async(types.CallHierarchyOutgoingCallsParams(item=scale[0]))
    assert [c.to.name for c in outgoing] == ["square"]
