"""Shared pieces of the handlers: kind tables, conversions of plain results, the failure error.

**Handlers are thin: no PTX knowledge here, only protocol <-> plain data conversion through
`convert.Positions` (the negotiated encoding) and calls of the snapshot's `Analysis` facade
(`ptx_lsp.analysis.analysis`), the only door into the features.**
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from typing import Any

from lsprotocol import types as lsp
from pygls.exceptions import JsonRpcException

from ptx_lsp.analysis.analysis import TOKEN_MODIFIERS, TOKEN_TYPES, Analysis
from ptx_lsp.analysis.results import Location, OutlineSymbol, markdown_to_plain
from ptx_lsp.lsp.convert import json_safe
from ptx_lsp.lsp.server import PtxLanguageServer

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
    token_types=list(TOKEN_TYPES), token_modifiers=list(TOKEN_MODIFIERS)
)


class RequestFailed(JsonRpcException):
    """LSP's RequestFailed (-32803): the request was understood and deliberately declined."""

    CODE = -32803
    MESSAGE = "request failed"


_SNIPPET_FIELD = re.compile(r"\$\{\d+(?::([^}]*))?\}|\$\d+")


def _plain_snippet(text: str) -> str:
    """A snippet's text without tab stops, for clients without snippet support."""
    return _SNIPPET_FIELD.sub(lambda m: m.group(1) or "", text)


@lru_cache(maxsize=4096)
def _markup_json(markdown: str, use_markdown: bool) -> dict | None:
    """`_markup` in JSON form, memoized: completion lists repeat the same spec documentation on
    every request, and its plain-text reading is a few regular-expression passes per item.
    (Callers must not change the dict: it is shared.)"""
    if not markdown:
        return None
    if use_markdown:
        return {"kind": lsp.MarkupKind.Markdown.value, "value": json_safe(markdown)}
    return {"kind": lsp.MarkupKind.PlainText.value, "value": json_safe(markdown_to_plain(markdown))}


def _markup(markdown: str, plain: str, use_markdown: bool) -> lsp.MarkupContent | None:
    """Documentation in the kind the client accepts (None when there is none)."""
    if not markdown:
        return None
    if use_markdown:
        return lsp.MarkupContent(kind=lsp.MarkupKind.Markdown, value=json_safe(markdown))
    return lsp.MarkupContent(kind=lsp.MarkupKind.PlainText, value=json_safe(plain))


def _at(server: PtxLanguageServer, uri: str, position: lsp.Position) -> tuple[Analysis, Any, int] | None:
    """(analysis, positions, byte offset) for a request, or None if the document is not open."""
    found = _open(server, uri)
    if found is None:
        return None
    analysis, positions = found
    return analysis, positions, positions.offset(position)


def _open(server: PtxLanguageServer, uri: str) -> tuple[Analysis, Any] | None:
    """(analysis, positions) of an open document, or None."""
    analysis = server.analysis(uri)
    positions = server.positions(uri)
    if analysis is None or positions is None:
        return None
    return analysis, positions


def _locations(server: PtxLanguageServer, found: list[Location]) -> list[lsp.Location]:
    out = []
    positions_of = positions_memo(server)
    for loc in found:
        positions = positions_of(loc.uri)
        if positions is not None:
            out.append(lsp.Location(uri=loc.uri, range=positions.range(loc.start, loc.end)))
    return out



def positions_memo(server: PtxLanguageServer):
    """`server.positions_for`, memoized for one request: one read and one line table per file."""
    memo: dict[str, Any] = {}

    def positions_of(uri: str):
        if uri not in memo:
            memo[uri] = server.positions_for(uri)
        return memo[uri]

    return positions_of


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


def _symbol_text(symbol: OutlineSymbol, positions: Any, kind: tuple, convert: Any) -> str:
    """The JSON text of `convert(symbol, positions)`, kept in the symbol's memo (functions) while it
    stays put.

    A function's memo is shared by every version with the same function text, and its converted
    form depends only on that text and its first line when it starts a line: after an edit that
    keeps the line count (most keystrokes) only the edited function is converted (and dumped: the
    response is the join of the texts, `WireList`) again. One entry per form and encoding is kept
    (the newest line wins). Only the text is kept, not the converted dicts (issue 16: on
    cub_sm90.ptx those were ~6 MiB of small objects for 1.1 MiB of text, and each function's
    copies were made at a whole-document request, in the middle of its transient objects).
    """
    memo = symbol.memo
    start = symbol.start
    if memo is None or (start > 0 and positions.data[start - 1 : start] != b"\n"):
        return json.dumps(convert(symbol, positions))
    slot = ("lsp-document-symbol", positions.encoding, *kind)
    line = positions.line_of(start)
    found = memo.get(slot)
    if found is None or found[0] != line:
        found = memo[slot] = (line, json.dumps(convert(symbol, positions)))
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

