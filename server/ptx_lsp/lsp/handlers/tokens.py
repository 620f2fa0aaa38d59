"""Semantic tokens: full, delta and range.

**Thin: convert the request, call analysis, convert back (see `handlers/__init__`).**
"""

from __future__ import annotations

from lsprotocol import types as lsp

from ptx_lsp.lsp.handlers.common import LEGEND, _common_ends, _open
from ptx_lsp.lsp.server import PtxLanguageServer, guarded


def register(server: PtxLanguageServer) -> None:
    """Register the tokens handlers."""

    def _tokens(ls: PtxLanguageServer, uri: str, start: int = 0, end: int | None = None) -> list[int] | None:
        found = _open(ls, uri)
        if found is None:
            return None
        analysis, positions = found
        if start == 0 and end is None:  # whole document: per-item cached encodings
            return positions.encode_chunks(analysis.token_chunks())
        return positions.encode_tokens(analysis.tokens(start, end))

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
