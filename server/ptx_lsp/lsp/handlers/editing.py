"""Hover, completion and signature help.

**Thin: convert the request, call analysis, convert back (see `handlers/__init__`).**
"""

from __future__ import annotations

from dataclasses import replace

from lsprotocol import types as lsp

from ptx_lsp.analysis.analysis import CppAnalysis
from ptx_lsp.analysis.results import Completion, Hover, markdown_to_plain
from ptx_lsp.lsp.convert import Positions, json_safe
from ptx_lsp.lsp.handlers.common import COMPLETION_KIND, _at, _markup, _markup_json, _plain_snippet
from ptx_lsp.lsp.server import PlainJsonObject, PtxLanguageServer, guarded


def _editing_at(ls: PtxLanguageServer, uri: str, position: lsp.Position):
    """(analysis, positions, offset): a C++ document's asm-string analysis, else the PTX one."""
    doc = ls.cpp_documents.get(uri)
    if doc is None:
        return _at(ls, uri, position)
    positions = ls.positions(uri)
    if positions is None:
        return None
    return CppAnalysis(doc), positions, positions.offset(position)


def _completion_json(item: Completion, positions: Positions, ls: PtxLanguageServer,
                     ranges: dict[tuple[int, int], dict]) -> dict:
    """A CompletionItem in JSON form (the list is sent as `PlainJsonObject`: building lsprotocol
    objects and unstructuring them again cost more than the completion itself on big lists)."""
    text = item.insert_text if item.insert_text is not None else item.label
    snippet = item.is_snippet and ls.snippets
    if item.is_snippet and not ls.snippets:
        text = _plain_snippet(text)
    out: dict = {"label": json_safe(item.label),
                 "kind": COMPLETION_KIND.get(item.kind, lsp.CompletionItemKind.Text).value}
    detail = json_safe(item.detail)
    if detail:
        out["detail"] = detail
    documentation = _markup_json(item.documentation, ls.completion_markdown)
    if documentation is not None:
        out["documentation"] = documentation
    if item.sort_text is not None:
        out["sortText"] = json_safe(item.sort_text)
    filter_text = item.filter_text
    insert_text: str | None = text
    if item.replace_start is not None and item.replace_end is not None:
        key = (item.replace_start, item.replace_end)
        rng = ranges.get(key)
        if rng is None:
            rng = ranges[key] = positions.range_json(*key)
        out["textEdit"] = {"range": rng, "newText": json_safe(text)}
        insert_text = None
        if text.startswith(".") and not snippet and filter_text in (None, text, item.label):
            # The edit replaces from the `.`; clients that honour textEdit (the LSP rule) ignore
            # insertText and filter by the label. eglot 1.9 does neither: it inserts and filters
            # by insertText against the word after the `.` (`u` in `ld.global.u`), then applies
            # the edit. So insertText is the text after the dot, and no filterText (= the label).
            insert_text, filter_text = text[1:], None
    if filter_text is not None:
        out["filterText"] = json_safe(filter_text)
    if insert_text is not None:
        out["insertText"] = json_safe(insert_text)
    out["insertTextFormat"] = (lsp.InsertTextFormat.Snippet if snippet else lsp.InsertTextFormat.PlainText).value
    return out


def register(server: PtxLanguageServer) -> None:
    """Register the editing handlers."""

    @server.feature(lsp.TEXT_DOCUMENT_HOVER)
    @guarded()
    def on_hover(ls: PtxLanguageServer, params: lsp.HoverParams) -> lsp.Hover | None:
        found = _editing_at(ls, params.text_document.uri, params.position)
        if found is None:
            return None
        analysis, positions, offset = found
        result = analysis.hover(offset)
        resources = ls.resource_hover(params.text_document.uri,
                                      *((result.start, result.end) if result else (offset, offset)))
        if resources is not None:  # ptxas -v figures of a function named here
            text, start, end = resources
            plain = text.replace("**", "")
            if result is None:
                result = Hover(text, plain, start, end)
            else:
                result = replace(result, markdown=f"{result.markdown}\n\n---\n\n{text}",
                                 plaintext=f"{result.plaintext}\n\n{plain}")
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
        lsp.CompletionOptions(trigger_characters=[".", "%", "@", "[", " "], resolve_provider=True),
    )
    @guarded(lambda: PlainJsonObject(isIncomplete=False, items=[]))
    def on_completion(ls: PtxLanguageServer, params: lsp.CompletionParams) -> PlainJsonObject:
        found = _editing_at(ls, params.text_document.uri, params.position)
        if found is None:
            return PlainJsonObject(isIncomplete=False, items=[])
        analysis, positions, offset = found
        context = params.context
        trigger = (context.trigger_character
                   if context is not None and context.trigger_kind == lsp.CompletionTriggerKind.TriggerCharacter
                   else None)
        ranges: dict[tuple[int, int], dict] = {}  # most items of a list replace the same word
        found = analysis.completion(offset, trigger)
        items = [_completion_json(item, positions, ls, ranges) for item in found]
        if ls.completion_resolves_documentation:
            # The client asks for an item's documentation when it shows it (completionItem/resolve):
            # the list goes without it (a statement start: 222 items, 194 KB -> a fifth of that).
            ls.completion_serial += 1
            ls.completion_documentation = (ls.completion_serial, [item.documentation for item in found])
            for number, item in enumerate(items):
                if item.pop("documentation", None) is not None:
                    item["data"] = [ls.completion_serial, number]
        return PlainJsonObject(isIncomplete=False, items=items)

    @server.feature(lsp.COMPLETION_ITEM_RESOLVE)
    def on_completion_resolve(ls: PtxLanguageServer, item: lsp.CompletionItem) -> lsp.CompletionItem:
        """The documentation of an item of the last completion list (others come back as they are)."""
        data = item.data
        serial, documentation = ls.completion_documentation
        if (isinstance(data, list) and len(data) == 2 and data[0] == serial and type(data[1]) is int
                and 0 <= data[1] < len(documentation) and item.documentation is None):
            text = documentation[data[1]]
            item.documentation = _markup(text, markdown_to_plain(text), ls.completion_markdown)
        return item

    @server.feature(
        lsp.TEXT_DOCUMENT_SIGNATURE_HELP, lsp.SignatureHelpOptions(trigger_characters=[",", " "])
    )
    @guarded()
    def on_signature_help(ls: PtxLanguageServer, params: lsp.SignatureHelpParams) -> lsp.SignatureHelp | None:
        found = _editing_at(ls, params.text_document.uri, params.position)
        if found is None:
            return None
        analysis, _positions, offset = found
        result = analysis.signature_help(offset)
        if result is None:
            return None
        info = lsp.SignatureInformation(
            label=result.label,
            documentation=_markup(result.documentation, result.documentation_plain, ls.signature_markdown),
            parameters=[lsp.ParameterInformation(label=(s, e)) for s, e in result.parameters],
        )
        return lsp.SignatureHelp(signatures=[info], active_signature=0, active_parameter=result.active_parameter)
