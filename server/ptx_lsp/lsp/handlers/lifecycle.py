"""Lifecycle and workspace notifications: initialize, settings, folders, watched files.

**Thin: convert the request, call analysis, convert back (see `handlers/__init__`).**
"""

from __future__ import annotations

from lsprotocol import types as lsp

from ptx_lsp.lsp.server import PtxLanguageServer, negotiate


def register(server: PtxLanguageServer) -> None:
    """Register the lifecycle handlers."""

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
        ls.warm_up()
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
