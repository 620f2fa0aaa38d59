"""Document and workspace symbols, folding and selection ranges.

**Thin: convert the request, call analysis, convert back (see `handlers/__init__`).**
"""

from __future__ import annotations

import asyncio
import contextvars

from lsprotocol import types as lsp

from ptx_lsp.analysis.analysis import Analysis
from ptx_lsp.analysis.cancel import checkpoint, checkpoints
from ptx_lsp.lsp.convert import Positions
from ptx_lsp.lsp.handlers.common import (
    FOLD_KIND,
    SYMBOL_KIND,
    _document_symbol,
    _flat_symbols,
    _open,
    _symbol_text,
    positions_memo,
)
from ptx_lsp.lsp.server import PtxLanguageServer, WireList, guarded


def register(server: PtxLanguageServer) -> None:
    """Register the structure handlers."""

    @server.feature(lsp.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
    @guarded(list)
    async def on_document_symbol(ls: PtxLanguageServer, params: lsp.DocumentSymbolParams):
        uri = params.text_document.uri
        hierarchical = ls.hierarchical_symbols

        def outline(analysis: Analysis, positions: Positions) -> WireList:
            """The outline in wire form: its JSON text item by item (`WireList`, no items kept: it is
            written from its texts); on the validation worker for big documents (`whole_document`)."""
            symbols = analysis.outline()
            checkpoint()
            out = WireList()
            out.texts = []
            for symbol in checkpoints(symbols, 50):
                if hierarchical:
                    text = _symbol_text(symbol, positions, ("hierarchical",), _document_symbol)
                else:
                    text = _symbol_text(symbol, positions, ("flat", uri), lambda s, p: _flat_symbols(s, p, uri, None))
                    text = text[1:-1]  # (a list of SymbolInformation: its items join the others)
                if text:
                    out.texts.append(text)
            return out

        found = await ls.whole_document(uri, outline)
        return [] if found is None else found

    @server.feature(lsp.WORKSPACE_SYMBOL)
    async def on_workspace_symbol(ls: PtxLanguageServer, params: lsp.WorkspaceSymbolParams) -> list[lsp.WorkspaceSymbol]:
        """Scans and parses the workspace on the workspace thread (the event loop keeps serving);
        the request's cancellation check travels with the copied context."""
        context = contextvars.copy_context()
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(ls.workspace_pool, context.run, workspace_symbols, ls, params)

    @guarded(list)
    def workspace_symbols(ls: PtxLanguageServer, params: lsp.WorkspaceSymbolParams) -> list[lsp.WorkspaceSymbol]:
        out = []
        positions_of = positions_memo(ls)
        for symbol in ls.workspace_index.symbols(params.query):
            positions = positions_of(symbol.uri)
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
        found = _open(ls, uri)
        if found is None:
            return []
        analysis, positions = found
        out = []
        for fold in analysis.folding():
            first, last = positions.line_of(fold.start), positions.line_of(fold.end)
            if last > first:
                out.append(lsp.FoldingRange(start_line=first, end_line=last, kind=FOLD_KIND.get(fold.kind)))
        return out

    @server.feature(lsp.TEXT_DOCUMENT_SELECTION_RANGE)
    @guarded(list)
    def on_selection_range(ls: PtxLanguageServer, params: lsp.SelectionRangeParams) -> list[lsp.SelectionRange]:
        uri = params.text_document.uri
        found = _open(ls, uri)
        if found is None:
            return []
        analysis, positions = found
        out = []
        for position in params.positions:
            parent = None
            for start, end in reversed(analysis.selection_ranges(positions.offset(position))):
                parent = lsp.SelectionRange(range=positions.range(start, end), parent=parent)
            out.append(parent)
        return out
