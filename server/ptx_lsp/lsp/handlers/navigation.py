"""Definition, declaration, references, highlights and rename.

**Thin: convert the request, call analysis, convert back (see `handlers/__init__`).**
"""

from __future__ import annotations

from pathlib import Path

from lsprotocol import types as lsp

from ptx_lsp.analysis.results import Refusal
from ptx_lsp.lsp.handlers.common import HIGHLIGHT_KIND, RequestFailed, _at, _locations
from ptx_lsp.lsp.server import PtxLanguageServer, guarded, log
from ptx_lsp.services.loc import loc_target
from ptx_lsp.services.workspace import uri_to_path


def register(server: PtxLanguageServer) -> None:
    """Register the navigation handlers."""

    @server.feature(lsp.TEXT_DOCUMENT_DEFINITION)
    @guarded(list)
    def on_definition(ls: PtxLanguageServer, params: lsp.DefinitionParams) -> list[lsp.Location]:
        found = _at(ls, params.text_document.uri, params.position)
        if found is None:
            return []
        analysis, _positions, offset = found
        snapshot = ls.host.get(params.text_document.uri)
        document = uri_to_path(params.text_document.uri)
        source = loc_target(snapshot.data, offset, str(document) if document else None) if snapshot else None
        if source is not None:  # `.loc FILE LINE COL`: the CUDA source line
            position = lsp.Position(source.line, source.column)
            return [lsp.Location(uri=Path(source.path).as_uri(), range=lsp.Range(start=position, end=position))]
        return _locations(ls, analysis.definition(offset))

    @server.feature(lsp.TEXT_DOCUMENT_DECLARATION)
    @guarded(list)
    def on_declaration(ls: PtxLanguageServer, params: lsp.DeclarationParams) -> list[lsp.Location]:
        found = _at(ls, params.text_document.uri, params.position)
        if found is None:
            return []
        analysis, _positions, offset = found
        return _locations(ls, analysis.declaration(offset))

    @server.feature(lsp.TEXT_DOCUMENT_REFERENCES)
    @guarded(list)
    def on_references(ls: PtxLanguageServer, params: lsp.ReferenceParams) -> list[lsp.Location]:
        found = _at(ls, params.text_document.uri, params.position)
        if found is None:
            return []
        analysis, _positions, offset = found
        include = bool(params.context and params.context.include_declaration)
        return _locations(ls, analysis.references(offset, include))

    @server.feature(lsp.TEXT_DOCUMENT_DOCUMENT_HIGHLIGHT)
    @guarded(list)
    def on_highlight(ls: PtxLanguageServer, params: lsp.DocumentHighlightParams) -> list[lsp.DocumentHighlight]:
        found = _at(ls, params.text_document.uri, params.position)
        if found is None:
            return []
        analysis, positions, offset = found
        return [
            lsp.DocumentHighlight(range=positions.range(s, e), kind=HIGHLIGHT_KIND[kind])
            for s, e, kind in analysis.highlights(offset)
        ]

    @server.feature(lsp.TEXT_DOCUMENT_PREPARE_RENAME)
    def on_prepare_rename(ls: PtxLanguageServer, params: lsp.PrepareRenameParams):
        found = _at(ls, params.text_document.uri, params.position)
        if found is None:
            return None
        analysis, positions, offset = found
        try:
            result = analysis.prepare_rename(offset)
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
        analysis, _positions, offset = found
        try:
            result = analysis.rename(offset, params.new_name)
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
