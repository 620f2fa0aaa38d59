"""Text synchronisation: open, change, save, close.

**Thin: convert the request, call analysis, convert back (see `handlers/__init__`).**
"""

from __future__ import annotations

from lsprotocol import types as lsp

from ptx_lsp.lsp.convert import text_to_bytes
from ptx_lsp.lsp.server import PtxLanguageServer, guarded


def register(server: PtxLanguageServer) -> None:
    """Register the sync handlers."""

    @server.feature(lsp.TEXT_DOCUMENT_DID_OPEN)
    @guarded()
    def did_open(ls: PtxLanguageServer, params: lsp.DidOpenTextDocumentParams) -> None:
        doc = params.text_document
        data = text_to_bytes(doc.text)
        ls.publish_top_first(doc.uri, doc.version, data, doc.language_id)
        snapshot = ls.open_document(doc.uri, doc.version, data, doc.language_id)
        ls.schedule_publish(doc.uri, ls.open_delay(len(snapshot.data)))
        ls.run_tools_in_background(doc.uri, diagnostics=False)  # ptxas -v for the code lenses

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
        ls.run_tools_in_background(uri)

    @server.feature(lsp.TEXT_DOCUMENT_DID_CLOSE)
    @guarded()
    def did_close(ls: PtxLanguageServer, params: lsp.DidCloseTextDocumentParams) -> None:
        uri = params.text_document.uri
        ls.close_document(uri)
        ls.text_document_publish_diagnostics(lsp.PublishDiagnosticsParams(uri=uri, diagnostics=[]))
