"""Call hierarchy.

**Thin: convert the request, call analysis, convert back (see `handlers/__init__`).**
"""

from __future__ import annotations

from typing import Any

from lsprotocol import types as lsp

from ptx_lsp.lsp.convert import json_safe
from ptx_lsp.lsp.handlers.common import _at
from ptx_lsp.lsp.server import PtxLanguageServer, guarded


def register(server: PtxLanguageServer) -> None:
    """Register the calls handlers."""

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
        analysis, positions, offset = found
        decl = analysis.call_target(offset)
        return (analysis, positions, decl) if decl is not None else None

    @server.feature(lsp.TEXT_DOCUMENT_PREPARE_CALL_HIERARCHY)
    @guarded()
    def on_prepare_call_hierarchy(ls: PtxLanguageServer, params: lsp.CallHierarchyPrepareParams):
        found = _at(ls, params.text_document.uri, params.position)
        if found is None:
            return None
        analysis, positions, offset = found
        decl = analysis.call_target(offset)
        return [_call_item(analysis.uri, decl, positions)] if decl is not None else None

    @server.feature(lsp.CALL_HIERARCHY_INCOMING_CALLS)
    @guarded(list)
    def on_incoming_calls(ls: PtxLanguageServer, params: lsp.CallHierarchyIncomingCallsParams):
        target = _item_target(ls, params.item)
        if target is None:
            return []
        analysis, positions, decl = target
        return [
            lsp.CallHierarchyIncomingCall(
                from_=_call_item(analysis.uri, caller, positions),
                from_ranges=[positions.range(s, e) for s, e in ranges],
            )
            for caller, ranges in analysis.incoming_calls(decl)
        ]

    @server.feature(lsp.CALL_HIERARCHY_OUTGOING_CALLS)
    @guarded(list)
    def on_outgoing_calls(ls: PtxLanguageServer, params: lsp.CallHierarchyOutgoingCallsParams):
        target = _item_target(ls, params.item)
        if target is None:
            return []
        analysis, positions, decl = target
        return [
            lsp.CallHierarchyOutgoingCall(
                to=_call_item(analysis.uri, callee, positions),
                from_ranges=[positions.range(s, e) for s, e in ranges],
            )
            for callee, ranges in analysis.outgoing_calls(decl)
        ]
