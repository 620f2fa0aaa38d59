"""LSP request and notification handlers: convert, call analysis, convert back.

**Handlers are thin: no PTX knowledge here, only protocol <-> plain data conversion through
`convert.Positions` (the negotiated encoding) and calls into `ptx_lsp.analysis`.**
**Every request handler is `guarded`: an analysis error is logged and answered with an empty
result, never a crash or an error popup.**
"""

from __future__ import annotations

import re
from typing import Any

from lsprotocol import types as lsp
from pygls.exceptions import JsonRpcException

from ptx_lsp.analysis import (
    code_actions,
    completion,
    folding,
    hover,
    navigation,
    outline,
    selection,
    semantic_tokens,
    signature,
)
from ptx_lsp.analysis.results import Location, OutlineSymbol, Refusal
from ptx_lsp.lsp.convert import json_safe, text_to_bytes
from ptx_lsp.lsp.server import PlainJson, PtxLanguageServer, guarded, log, negotiate, to_diagnostic

COMPLETION_KIND = {
    "instruction": lsp.CompletionItemKind.Keyword,
    "modifier": lsp.CompletionItemKind.EnumMember,
    "type": lsp.CompletionItemKind.TypeParameter,
    "state_space": lsp.CompletionItemKind.Module,
    "directive": lsp.CompletionItemKind.Keyword,
    "special_register": lsp.CompletionItemKind.Constant,
    "register": lsp.CompletionItemKind.Variable,
    "variable": lsp.CompletionItemKind.Variable,
    "label": lsp.CompletionItemKind.Reference,
    "function": lsp.CompletionItemKind.Function,
    "parameter": lsp.CompletionItemKind.Field,
    "keyword": lsp.CompletionItemKind.Keyword,
    "value": lsp.CompletionItemKind.Value,
    "snippet": lsp.CompletionItemKind.Snippet,
}
SYMBOL_KIND = {
    "kernel": lsp.SymbolKind.Function,
    "function": lsp.SymbolKind.Function,
    "parameter": lsp.SymbolKind.Field,
    "variable": lsp.SymbolKind.Variable,
    "constant": lsp.SymbolKind.Constant,
    "register": lsp.SymbolKind.Variable,
    "label": lsp.SymbolKind.Key,
    "prototype": lsp.SymbolKind.Interface,
    "section": lsp.SymbolKind.Namespace,
}
HIGHLIGHT_KIND = {
    "read": lsp.DocumentHighlightKind.Read,
    "write": lsp.DocumentHighlightKind.Write,
    "text": lsp.DocumentHighlightKind.Text,
}
FOLD_KIND = {"comment": lsp.FoldingRangeKind.Comment, "imports": lsp.FoldingRangeKind.Imports}
LEGEND = lsp.SemanticTokensLegend(
    token_types=list(semantic_tokens.TOKEN_TYPES), token_modifiers=list(semantic_tokens.TOKEN_MODIFIERS)
)


class RequestFailed(JsonRpcException):
    """LSP's RequestFailed (-32803): the request was understood and deliberately declined."""

    CODE = -32803
    MESSAGE = "request failed"


_SNIPPET_FIELD = re.compile(r"\$\{\d+(?::([^}]*))?\}|\$\d+")


def _plain_snippet(text: str) -> str:
    """A snippet's text without tab stops, for clients without snippet support."""
    return _SNIPPET_FIELD.sub(lambda m: m.group(1) or "", text)


def _markup(markdown: str, plain: str, use_markdown: bool) -> lsp.MarkupContent | None:
    """Documentation in the kind the client accepts (None when there is none)."""
    if not markdown:
        return None
    if use_markdown:
        return lsp.MarkupContent(kind=lsp.MarkupKind.Markdown, value=json_safe(markdown))
    return lsp.MarkupContent(kind=lsp.MarkupKind.PlainText, value=json_safe(plain))


def _at(server: PtxLanguageServer, uri: str, position: lsp.Position):
    """(snapshot, positions, byte offset) for a request, or None if the document is not open."""
    snapshot = server.host.get(uri)
    positions = server.positions(uri)
    if snapshot is None or positions is None:
        return None
    return snapshot, positions, positions.offset(position)


def _locations(server: PtxLanguageServer, found: list[Location]) -> list[lsp.Location]:
    out = []
    for loc in found:
        positions = server.positions_for(loc.uri)
        if positions is not None:
            out.append(lsp.Location(uri=loc.uri, range=positions.range(loc.start, loc.end)))
    return out


def register(server: PtxLanguageServer) -> None:
    """Register every feature on the server."""

    # ---- lifecycle ----------------------------------------------------------------------

    @server.feature(lsp.INITIALIZE)
    def initialize(ls: PtxLanguageServer, params: lsp.InitializeParams) -> None:
        negotiate(ls, params)

    @server.feature(lsp.INITIALIZED)
    async def initialized(ls: PtxLanguageServer, params: lsp.InitializedParams) -> None:
        warnings = ls.pending_warnings
        if warnings:
            ls.window_show_message(
                lsp.ShowMessageParams(
                    type=lsp.MessageType.Warning,
                    message="ptx-lsp: some settings were ignored: " + "; ".join(warnings),
                )
            )
            ls.pending_warnings = []
        ls.register_dynamic_capabilities()
        await ls.pull_settings()

    @server.feature(lsp.WORKSPACE_DID_CHANGE_CONFIGURATION)
    async def did_change_configuration(ls: PtxLanguageServer, params: lsp.DidChangeConfigurationParams) -> None:
        raw = params.settings
        if isinstance(raw, dict) and "ptx" in raw:
            ls.apply_settings(raw["ptx"])
        elif isinstance(raw, dict) and raw and not ls.config_pull:
            ls.apply_settings(raw)
        elif ls.config_pull:
            await ls.pull_settings()
        elif raw not in (None, {}, []):
            ls.apply_settings(raw)

    @server.feature(lsp.WORKSPACE_DID_CHANGE_WORKSPACE_FOLDERS)
    def did_change_folders(ls: PtxLanguageServer, params: lsp.DidChangeWorkspaceFoldersParams) -> None:
        ls.set_roots([folder.uri for folder in ls.workspace.folders.values()])

    @server.feature(lsp.WORKSPACE_DID_CHANGE_WATCHED_FILES)
    def did_change_watched(ls: PtxLanguageServer, params: lsp.DidChangeWatchedFilesParams) -> None:
        ls.workspace_index.invalidate()

    # ---- text synchronisation -------------------------------------------------------------

    @server.feature(lsp.TEXT_DOCUMENT_DID_OPEN)
    @guarded()
    def did_open(ls: PtxLanguageServer, params: lsp.DidOpenTextDocumentParams) -> None:
        doc = params.text_document
        snapshot = ls.open_document(doc.uri, doc.version, text_to_bytes(doc.text))
        ls.schedule_publish(doc.uri, ls.open_delay(len(snapshot.data)))

    @server.feature(lsp.TEXT_DOCUMENT_DID_CHANGE)
    @guarded()
    def did_change(ls: PtxLanguageServer, params: lsp.DidChangeTextDocumentParams) -> None:
        doc = params.text_document
        if ls.change_document(doc.uri, doc.version, list(params.content_changes)) is not None:
            ls.schedule_publish(doc.uri)

    @server.feature(lsp.TEXT_DOCUMENT_DID_SAVE, lsp.SaveOptions(include_text=False))
    @guarded()
    def did_save(ls: PtxLanguageServer, params: lsp.DidSaveTextDocumentParams) -> None:
        uri = params.text_document.uri
        if params.text is not None and uri in ls.host:
            snapshot = ls.host.get(uri)
            data = text_to_bytes(params.text)
            if snapshot is not None and data != snapshot.data:
                ls.host.replace(uri, snapshot.version, data)
                ls.lines.pop(uri, None)
        ls.workspace_index.invalidate()
        ls.run_ptxas_in_background(uri)

    @server.feature(lsp.TEXT_DOCUMENT_DID_CLOSE)
    @guarded()
    def did_close(ls: PtxLanguageServer, params: lsp.DidCloseTextDocumentParams) -> None:
        uri = params.text_document.uri
        ls.close_document(uri)
        ls.text_document_publish_diagnostics(lsp.PublishDiagnosticsParams(uri=uri, diagnostics=[]))

    # ---- hover, completion, signature help ------------------------------------------------

    @server.feature(lsp.TEXT_DOCUMENT_HOVER)
    @guarded()
    def on_hover(ls: PtxLanguageServer, params: lsp.HoverParams) -> lsp.Hover | None:
        found = _at(ls, params.text_document.uri, params.position)
        if found is None:
            return None
        snapshot, positions, offset = found
        result = hover.hover(snapshot, offset)
        if result is None:
            return None
        return lsp.Hover(
            contents=_markup(result.markdown, result.plaintext, ls.hover_markdown) or lsp.MarkupContent(
                kind=lsp.MarkupKind.PlainText, value=""
            ),
            range=positions.range(result.start, result.end),
        )

    @server.feature(
        lsp.TEXT_DOCUMENT_COMPLETION,
        lsp.CompletionOptions(trigger_characters=[".", "%", "@", "["], resolve_provider=False),
    )
    @guarded(lambda: lsp.CompletionList(is_incomplete=False, items=[]))
    def on_completion(ls: PtxLanguageServer, params: lsp.CompletionParams) -> lsp.CompletionList:
        found = _at(ls, params.text_document.uri, params.position)
        if found is None:
            return lsp.CompletionList(is_incomplete=False, items=[])
        snapshot, positions, offset = found
        items = []
        for item in completion.complete(snapshot, offset):
            text = item.insert_text if item.insert_text is not None else item.label
            snippet = item.is_snippet and ls.snippets
            if item.is_snippet and not ls.snippets:
                text = _plain_snippet(text)
            edit = None
            if item.replace_start is not None and item.replace_end is not None:
                edit = lsp.TextEdit(range=positions.range(item.replace_start, item.replace_end), new_text=text)
            items.append(
                lsp.CompletionItem(
                    label=item.label,
                    kind=COMPLETION_KIND.get(item.kind, lsp.CompletionItemKind.Text),
                    detail=json_safe(item.detail) or None,
                    documentation=_markup(item.documentation, item.documentation_plain, ls.completion_markdown),
                    insert_text=None if edit is not None else text,
                    insert_text_format=lsp.InsertTextFormat.Snippet if snippet else lsp.InsertTextFormat.PlainText,
                    text_edit=edit,
                    sort_text=item.sort_text,
                    filter_text=item.filter_text,
                )
            )
        return lsp.CompletionList(is_incomplete=False, items=items)

    @server.feature(
        lsp.TEXT_DOCUMENT_SIGNATURE_HELP, lsp.SignatureHelpOptions(trigger_characters=[",", " "])
    )
    @guarded()
    def on_signature_help(ls: PtxLanguageServer, params: lsp.SignatureHelpParams) -> lsp.SignatureHelp | None:
        found = _at(ls, params.text_document.uri, params.position)
        if found is None:
            return None
        snapshot, _positions, offset = found
        result = signature.signature_help(snapshot, offset)
        if result is None:
            return None
        info = lsp.SignatureInformation(
            label=result.label,
            documentation=_markup(result.documentation, result.documentation_plain, ls.signature_markdown),
            parameters=[lsp.ParameterInformation(label=(s, e)) for s, e in result.parameters],
        )
        return lsp.SignatureHelp(signatures=[info], active_signature=0, active_parameter=result.active_parameter)

    # ---- navigation -------------------------------------------------------------------------

    @server.feature(lsp.TEXT_DOCUMENT_DEFINITION)
    @guarded(list)
    def on_definition(ls: PtxLanguageServer, params: lsp.DefinitionParams) -> list[lsp.Location]:
        found = _at(ls, params.text_document.uri, params.position)
        if found is None:
            return []
        snapshot, _positions, offset = found
        return _locations(ls, navigation.definition(snapshot, offset, ls.workspace_index))

    @server.feature(lsp.TEXT_DOCUMENT_DECLARATION)
    @guarded(list)
    def on_declaration(ls: PtxLanguageServer, params: lsp.DeclarationParams) -> list[lsp.Location]:
        found = _at(ls, params.text_document.uri, params.position)
        if found is None:
            return []
        snapshot, _positions, offset = found
        return _locations(ls, navigation.declaration(snapshot, offset))

    @server.feature(lsp.TEXT_DOCUMENT_REFERENCES)
    @guarded(list)
    def on_references(ls: PtxLanguageServer, params: lsp.ReferenceParams) -> list[lsp.Location]:
        found = _at(ls, params.text_document.uri, params.position)
        if found is None:
            return []
        snapshot, _positions, offset = found
        include = bool(params.context and params.context.include_declaration)
        return _locations(ls, navigation.references(snapshot, offset, include, ls.workspace_index))

    @server.feature(lsp.TEXT_DOCUMENT_DOCUMENT_HIGHLIGHT)
    @guarded(list)
    def on_highlight(ls: PtxLanguageServer, params: lsp.DocumentHighlightParams) -> list[lsp.DocumentHighlight]:
        found = _at(ls, params.text_document.uri, params.position)
        if found is None:
            return []
        snapshot, positions, offset = found
        return [
            lsp.DocumentHighlight(range=positions.range(s, e), kind=HIGHLIGHT_KIND[kind])
            for s, e, kind in navigation.highlights(snapshot, offset)
        ]

    @server.feature(lsp.TEXT_DOCUMENT_PREPARE_RENAME)
    def on_prepare_rename(ls: PtxLanguageServer, params: lsp.PrepareRenameParams):
        found = _at(ls, params.text_document.uri, params.position)
        if found is None:
            return None
        snapshot, positions, offset = found
        try:
            result = navigation.prepare_rename(snapshot, offset)
        except Exception:
            log.exception("prepareRename failed")
            return None
        if isinstance(result, Refusal):
            raise RequestFailed(result.message)
        start, end, placeholder = result
        return lsp.PrepareRenamePlaceholder(range=positions.range(start, end), placeholder=placeholder)

    @server.feature(lsp.TEXT_DOCUMENT_RENAME)
    def on_rename(ls: PtxLanguageServer, params: lsp.RenameParams) -> lsp.WorkspaceEdit | None:
        found = _at(ls, params.text_document.uri, params.position)
        if found is None:
            return None
        snapshot, _positions, offset = found
        try:
            result = navigation.rename(snapshot, offset, params.new_name, ls.workspace_index)
        except Exception:
            log.exception("rename failed")
            return None
        if isinstance(result, Refusal):
            raise RequestFailed(result.message)
        changes = {}
        for uri, edits in result.items():
            positions = ls.positions_for(uri)
            if positions is None:
                continue
            changes[uri] = [lsp.TextEdit(range=positions.range(s, e), new_text=text) for s, e, text in edits]
        return lsp.WorkspaceEdit(changes=changes)

    # ---- call hierarchy ----------------------------------------------------------------------

    def _call_item(uri: str, decl: Any, positions: Any) -> lsp.CallHierarchyItem:
        return lsp.CallHierarchyItem(
            name=decl.name,
            kind=lsp.SymbolKind.Function,
            detail=json_safe(decl.text[:120]) or None,
            uri=uri,
            range=positions.range(decl.decl_start, decl.decl_end),
            selection_range=positions.range(decl.start, decl.end),
            data={"start": decl.start},
        )

    def _item_target(ls: PtxLanguageServer, item: lsp.CallHierarchyItem):
        found = _at(ls, item.uri, item.selection_range.start)
        if found is None:
            return None
        snapshot, positions, offset = found
        decl = navigation.call_target(snapshot, offset)
        return (snapshot, positions, decl) if decl is not None else None

    @server.feature(lsp.TEXT_DOCUMENT_PREPARE_CALL_HIERARCHY)
    @guarded()
    def on_prepare_call_hierarchy(ls: PtxLanguageServer, params: lsp.CallHierarchyPrepareParams):
        found = _at(ls, params.text_document.uri, params.position)
        if found is None:
            return None
        snapshot, positions, offset = found
        decl = navigation.call_target(snapshot, offset)
        return [_call_item(snapshot.uri, decl, positions)] if decl is not None else None

    @server.feature(lsp.CALL_HIERARCHY_INCOMING_CALLS)
    @guarded(list)
    def on_incoming_calls(ls: PtxLanguageServer, params: lsp.CallHierarchyIncomingCallsParams):
        target = _item_target(ls, params.item)
        if target is None:
            return []
        snapshot, positions, decl = target
        return [
            lsp.CallHierarchyIncomingCall(
                from_=_call_item(snapshot.uri, caller, positions),
                from_ranges=[positions.range(s, e) for s, e in ranges],
            )
            for caller, ranges in navigation.incoming_calls(snapshot, decl)
        ]

    @server.feature(lsp.CALL_HIERARCHY_OUTGOING_CALLS)
    @guarded(list)
    def on_outgoing_calls(ls: PtxLanguageServer, params: lsp.CallHierarchyOutgoingCallsParams):
        target = _item_target(ls, params.item)
        if target is None:
            return []
        snapshot, positions, decl = target
        return [
            lsp.CallHierarchyOutgoingCall(
                to=_call_item(snapshot.uri, callee, positions),
                from_ranges=[positions.range(s, e) for s, e in ranges],
            )
            for callee, ranges in navigation.outgoing_calls(snapshot, decl)
        ]

    # ---- structure ---------------------------------------------------------------------------

    @server.feature(lsp.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
    @guarded(list)
    def on_document_symbol(ls: PtxLanguageServer, params: lsp.DocumentSymbolParams):
        uri = params.text_document.uri
        snapshot, positions = ls.host.get(uri), ls.positions(uri)
        if snapshot is None or positions is None:
            return []
        symbols = outline.document_symbols(snapshot)
        if ls.hierarchical_symbols:
            return PlainJson(_cached(symbol, positions, ("hierarchical",), _document_symbol) for symbol in symbols)
        flat = PlainJson()
        for symbol in symbols:
            flat.extend(_cached(symbol, positions, ("flat", uri), lambda s, p: _flat_symbols(s, p, uri, None)))
        return flat

    @server.feature(lsp.WORKSPACE_SYMBOL)
    @guarded(list)
    def on_workspace_symbol(ls: PtxLanguageServer, params: lsp.WorkspaceSymbolParams) -> list[lsp.WorkspaceSymbol]:
        out = []
        for symbol in ls.workspace_index.symbols(params.query):
            positions = ls.positions_for(symbol.uri)
            if positions is None:
                continue
            out.append(
                lsp.WorkspaceSymbol(
                    name=symbol.name,
                    kind=SYMBOL_KIND.get(symbol.kind, lsp.SymbolKind.Variable),
                    location=lsp.Location(uri=symbol.uri, range=positions.range(symbol.start, symbol.end)),
                    container_name=symbol.detail[:80] if symbol.detail else None,
                )
            )
        return out

    @server.feature(lsp.TEXT_DOCUMENT_FOLDING_RANGE)
    @guarded(list)
    def on_folding_range(ls: PtxLanguageServer, params: lsp.FoldingRangeParams) -> list[lsp.FoldingRange]:
        uri = params.text_document.uri
        snapshot, positions = ls.host.get(uri), ls.positions(uri)
        if snapshot is None or positions is None:
            return []
        out = []
        for fold in folding.folding_ranges(snapshot):
            first, last = positions.line_of(fold.start), positions.line_of(fold.end)
            if last > first:
                out.append(lsp.FoldingRange(start_line=first, end_line=last, kind=FOLD_KIND.get(fold.kind)))
        return out

    @server.feature(lsp.TEXT_DOCUMENT_SELECTION_RANGE)
    @guarded(list)
    def on_selection_range(ls: PtxLanguageServer, params: lsp.SelectionRangeParams) -> list[lsp.SelectionRange]:
        uri = params.text_document.uri
        snapshot, positions = ls.host.get(uri), ls.positions(uri)
        if snapshot is None or positions is None:
            return []
        out = []
        for position in params.positions:
            parent = None
            for start, end in reversed(selection.selection_ranges(snapshot, positions.offset(position))):
                parent = lsp.SelectionRange(range=positions.range(start, end), parent=parent)
            out.append(parent)
        return out

    # ---- semantic tokens -------------------------------------------------------------------

    def _tokens(ls: PtxLanguageServer, uri: str, start: int = 0, end: int | None = None) -> list[int] | None:
        snapshot, positions = ls.host.get(uri), ls.positions(uri)
        if snapshot is None or positions is None:
            return None
        if start == 0 and end is None:  # whole document: per-item cached encodings
            return positions.encode_chunks(semantic_tokens.token_chunks(snapshot))
        return positions.encode_tokens(semantic_tokens.semantic_tokens(snapshot, start, end))

    @server.feature(lsp.TEXT_DOCUMENT_SEMANTIC_TOKENS_FULL, LEGEND)
    @guarded()
    def on_tokens_full(ls: PtxLanguageServer, params: lsp.SemanticTokensParams) -> lsp.SemanticTokens | None:
        data = _tokens(ls, params.text_document.uri)
        if data is None:
            return None
        ls.semantic_counter += 1
        result_id = str(ls.semantic_counter)
        ls.semantic_cache[params.text_document.uri] = (result_id, data)
        return lsp.SemanticTokens(data=data, result_id=result_id)

    @server.feature(lsp.TEXT_DOCUMENT_SEMANTIC_TOKENS_FULL_DELTA, LEGEND)
    @guarded()
    def on_tokens_delta(ls: PtxLanguageServer, params: lsp.SemanticTokensDeltaParams):
        uri = params.text_document.uri
        data = _tokens(ls, uri)
        if data is None:
            return None
        previous = ls.semantic_cache.get(uri)
        ls.semantic_counter += 1
        result_id = str(ls.semantic_counter)
        ls.semantic_cache[uri] = (result_id, data)
        if previous is None or previous[0] != params.previous_result_id:
            return lsp.SemanticTokens(data=data, result_id=result_id)
        old = previous[1]
        prefix, suffix = _common_ends(old, data)
        edits = []
        if prefix != len(old) or prefix != len(data):
            edits.append(
                lsp.SemanticTokensEdit(
                    start=prefix, delete_count=len(old) - prefix - suffix, data=data[prefix : len(data) - suffix]
                )
            )
        return lsp.SemanticTokensDelta(edits=edits, result_id=result_id)

    @server.feature(lsp.TEXT_DOCUMENT_SEMANTIC_TOKENS_RANGE, LEGEND)
    @guarded()
    def on_tokens_range(ls: PtxLanguageServer, params: lsp.SemanticTokensRangeParams) -> lsp.SemanticTokens | None:
        positions = ls.positions(params.text_document.uri)
        if positions is None:
            return None
        start, end = positions.offsets(params.range)
        data = _tokens(ls, params.text_document.uri, start, end)
        return lsp.SemanticTokens(data=data or [])

    # ---- code actions -------------------------------------------------------------------------

    @server.feature(
        lsp.TEXT_DOCUMENT_CODE_ACTION, lsp.CodeActionOptions(code_action_kinds=[lsp.CodeActionKind.QuickFix])
    )
    @guarded(list)
    def on_code_action(ls: PtxLanguageServer, params: lsp.CodeActionParams) -> list[lsp.CodeAction]:
        uri = params.text_document.uri
        snapshot, positions = ls.host.get(uri), ls.positions(uri)
        if snapshot is None or positions is None:
            return []
        start, end = positions.offsets(params.range)
        issues = [i for i in ls.issues(snapshot) if i.start <= end and i.end >= start]
        fixes = []
        for issue in issues:
            fixes.extend((fix, issue) for fix in issue.fixes)
        fixes.extend((fix, None) for fix in code_actions.code_actions(snapshot, start, end, issues))
        out = []
        seen = set()
        for fix, issue in fixes:
            if fix.title in seen:
                continue
            seen.add(fix.title)
            related = [issue] if issue is not None else [i for i in issues if i.code in fix.codes]
            out.append(
                lsp.CodeAction(
                    title=fix.title,
                    kind=fix.kind,
                    diagnostics=[to_diagnostic(i, positions) for i in related] or None,
                    edit=lsp.WorkspaceEdit(
                        changes={
                            uri: [lsp.TextEdit(range=positions.range(s, e), new_text=t) for s, e, t in fix.edits]
                        }
                    ),
                    is_preferred=len(fixes) == 1 or None,
                )
            )
        return out


def _common_ends(old: list[int], new: list[int], step: int = 512) -> tuple[int, int]:
    """Lengths of the common prefix and (non-overlapping) common suffix of two int lists.

    Compares slices of `step` items at C speed first, so 1.7M token integers take milliseconds.
    """
    limit = min(len(old), len(new))
    prefix = 0
    while prefix + step <= limit and old[prefix : prefix + step] == new[prefix : prefix + step]:
        prefix += step
    while prefix < limit and old[prefix] == new[prefix]:
        prefix += 1
    suffix = 0
    room = limit - prefix
    n_old, n_new = len(old), len(new)
    while suffix + step <= room and old[n_old - suffix - step : n_old - suffix] == new[n_new - suffix - step : n_new - suffix]:
        suffix += step
    while suffix < room and old[n_old - 1 - suffix] == new[n_new - 1 - suffix]:
        suffix += 1
    return prefix, suffix


def _cached(symbol: OutlineSymbol, positions: Any, kind: tuple, convert: Any) -> Any:
    """`convert(symbol, positions)`, kept in the symbol's memo (functions) while it stays put.

    A function's memo is shared by every version with the same function text, and its converted
    form depends only on that text and its first line when it starts a line: after an edit that
    keeps the line count (most keystrokes) only the edited function is converted again. One entry
    per form and encoding is kept (the newest line wins).
    """
    memo = symbol.memo
    start = symbol.start
    if memo is None or (start > 0 and positions.data[start - 1 : start] != b"\n"):
        return convert(symbol, positions)
    slot = ("lsp-document-symbol", positions.encoding, *kind)
    line = positions.line_of(start)
    found = memo.get(slot)
    if found is None or found[0] != line:
        found = memo[slot] = (line, convert(symbol, positions))
    return found[1]


def _flat_symbols(symbol: OutlineSymbol, positions: Any, uri: str, container: str | None) -> list[dict]:
    """SymbolInformation (JSON form) for a symbol and its descendants (clients without hierarchy)."""
    item: dict[str, Any] = {
        "name": symbol.name,
        "kind": SYMBOL_KIND.get(symbol.kind, lsp.SymbolKind.Variable).value,
        "location": {"uri": uri, "range": positions.range_json(symbol.start, symbol.end)},
    }
    if container is not None:
        item["containerName"] = container
    out = [item]
    for child in symbol.children:
        out.extend(_flat_symbols(child, positions, uri, symbol.name))
    return out


def _document_symbol(symbol: OutlineSymbol, positions: Any) -> dict:
    """A DocumentSymbol in JSON form (sent as `PlainJson`, see the server module)."""
    item: dict[str, Any] = {
        "name": json_safe(symbol.name) or "<unnamed>",
        "kind": SYMBOL_KIND.get(symbol.kind, lsp.SymbolKind.Variable).value,
        "range": positions.range_json(symbol.start, symbol.end),
        "selectionRange": positions.range_json(symbol.selection_start, symbol.selection_end),
    }
    if symbol.detail:
        item["detail"] = json_safe(symbol.detail)
    if symbol.children:
        item["children"] = [_document_symbol(child, positions) for child in symbol.children]
    return item

