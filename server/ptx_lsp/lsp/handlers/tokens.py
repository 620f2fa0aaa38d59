"""Semantic tokens: full, delta and range.

**Thin: convert the request, call analysis, convert back (see `handlers/__init__`).**
"""

from __future__ import annotations

from lsprotocol import types as lsp

from ptx_lsp.analysis.analysis import Analysis
from ptx_lsp.lsp.convert import Positions, compact_ints
from ptx_lsp.lsp.handlers.common import LEGEND, _common_ends, _open
from ptx_lsp.lsp.server import PlainJsonObject, PtxLanguageServer, guarded


def register(server: PtxLanguageServer) -> None:
    """Register the tokens handlers."""

    def _range_tokens(ls: PtxLanguageServer, uri: str, start: int, end: int) -> list[int] | None:
        found = _open(ls, uri)
        if found is None:
            return None
        analysis, positions = found
        return positions.encode_tokens(analysis.tokens(start, end))

    def _whole(analysis: Analysis, positions: Positions) -> list[int]:
        """The whole document's tokens (per-item cached encodings); on the validation worker for big
        documents (`whole_document`)."""
        return positions.encode_chunks(analysis.token_chunks())

    def _next_id(ls: PtxLanguageServer) -> str:
        ls.semantic_counter += 1
        return str(ls.semantic_counter)

    def _remember(ls: PtxLanguageServer, uri: str, result_id: str, compact: object) -> None:
        """Keep an answered result's tokens (compactly, `compact_ints`) for the next delta request."""
        ls.semantic_cache[uri] = (result_id, compact)

    # The results are built in JSON form (as cattrs unstructures SemanticTokens, SemanticTokensDelta:
    # same keys, same order): big documents' responses are written by the validation worker.

    async def _answer(ls: PtxLanguageServer, uri: str, previous_result_id: str | None):
        """The whole document's tokens under a new result id: as edits against the tokens last
        answered when `previous_result_id` names them (a delta request), else in full."""
        result_id = _next_id(ls)
        kept = []

        def answer(analysis: Analysis, positions: Positions) -> PlainJsonObject:
            data = _whole(analysis, positions)
            compact = compact_ints(data)
            kept.append(compact)
            previous = ls.semantic_cache.get(uri) if previous_result_id is not None else None
            if previous is None or previous[0] != previous_result_id:
                return PlainJsonObject(data=data, resultId=result_id)
            old = previous[1]
            prefix, suffix = _common_ends(old, compact)
            edits = []
            if prefix != len(old) or prefix != len(data):
                edits.append({"start": prefix, "deleteCount": len(old) - prefix - suffix,
                              "data": data[prefix : len(data) - suffix]})
            return PlainJsonObject(edits=edits, resultId=result_id)

        return await ls.whole_document(uri, answer, lambda _result: _remember(ls, uri, result_id, kept[0]))

    @server.feature(lsp.TEXT_DOCUMENT_SEMANTIC_TOKENS_FULL, LEGEND)
    @guarded()
    async def on_tokens_full(ls: PtxLanguageServer, params: lsp.SemanticTokensParams):
        return await _answer(ls, params.text_document.uri, None)

    @server.feature(lsp.TEXT_DOCUMENT_SEMANTIC_TOKENS_FULL_DELTA, LEGEND)
    @guarded()
    async def on_tokens_delta(ls: PtxLanguageServer, params: lsp.SemanticTokensDeltaParams):
        return await _answer(ls, params.text_document.uri, params.previous_result_id)

    @server.feature(lsp.TEXT_DOCUMENT_SEMANTIC_TOKENS_RANGE, LEGEND)
    @guarded()
    def on_tokens_range(ls: PtxLanguageServer, params: lsp.SemanticTokensRangeParams) -> lsp.SemanticTokens | None:
        positions = ls.positions(params.text_document.uri)
        if positions is None:
            return None
        start, end = positions.offsets(params.range)
        data = _range_tokens(ls, params.text_document.uri, start, end)
        return lsp.SemanticTokens(data=data or [])
