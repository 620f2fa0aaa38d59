"""`ptx-lsp serve`: the pygls language server over stdio, its document state and its lifecycle.

**stdout carries only the protocol: file descriptor 1 is handed to pygls and everything else that
writes to stdout (stray prints, C libraries) is redirected to stderr.**
**Each document is an immutable `Snapshot` in `DocumentHost` plus its `Lines` table for position
conversion; both are replaced together, synchronously, in didOpen/didChange, so every handler sees
one consistent version.**
**Nothing crashes or stalls the server: handlers catch and log their own errors (`guarded`),
settings are parsed leniently, ptxas runs in a worker thread with a timeout, and documents of
256 KiB or more are validated on one worker thread (from 4 MiB, starting a second after didOpen,
so the first requests are answered first); diagnostics are published only for the version they
were computed for, and carry that version.**

Handlers are thin and live in `ptx_lsp.lsp.handlers`: convert the request with `convert.Positions`,
call the analysis function, convert the plain result back.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import sys
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from lsprotocol import types as lsp
from pygls.lsp.server import LanguageServer
from pygls.protocol import LanguageServerProtocol, default_converter, lsp_method

from ptx_lsp import __version__
from ptx_lsp.analysis.host import DocumentHost, Snapshot
from ptx_lsp.analysis.ptxas import PtxasUnavailable, find_ptxas, merge_issues, run_ptxas
from ptx_lsp.analysis.results import Issue
from ptx_lsp.analysis.settings import Settings
from ptx_lsp.analysis.workspace import WorkspaceIndex, uri_to_path
from ptx_lsp.lsp.config import parse_settings
from ptx_lsp.lsp.convert import UTF16, Lines, Positions, choose_encoding, json_safe

log = logging.getLogger("ptx_lsp")

# Wait this long after a change before validating: only to take the changes already read in one
# go together; coalescing of fast typing is done by allowing one validation per document at a time.
DEBOUNCE_SECONDS = 0.005
BACKGROUND_BYTES = 256 * 1024  # documents at least this big are validated off the event loop
# Documents this big start validating a moment after didOpen: the editor's first requests (hover,
# semantic tokens, symbols) build the index meanwhile without sharing the GIL with the validator.
HUGE_BYTES = 4 * 1024 * 1024
HUGE_OPEN_DELAY = 1.0
SEVERITY = {
    "error": lsp.DiagnosticSeverity.Error,
    "warning": lsp.DiagnosticSeverity.Warning,
    "information": lsp.DiagnosticSeverity.Information,
    "hint": lsp.DiagnosticSeverity.Hint,
}
TAGS = {"unnecessary": lsp.DiagnosticTag.Unnecessary, "deprecated": lsp.DiagnosticTag.Deprecated}


def guarded(default: Any = None) -> Callable:
    """Decorator: a handler that raises logs the error and answers `default` instead."""

    def wrap(handler: Callable) -> Callable:
        def run(server: PtxLanguageServer, params: Any) -> Any:
            try:
                return handler(server, params)
            except Exception:
                log.exception("%s failed", handler.__name__)
                return default() if callable(default) else default

        run.__name__ = handler.__name__
        run.__doc__ = handler.__doc__
        return run

    return wrap


class PlainJson(list):
    """A result already in its JSON form (lists, dicts, str, int): sent as is.

    pygls unstructures results through cattrs, object by object; for the thousands of symbols of a
    big file that costs more than building them. A handler that returns its result in wire form
    wrapped in PlainJson skips that step (and the attrs objects before it); `json.dumps` writes it.
    """


def converter_factory() -> Any:
    """pygls's converter, plus: PlainJson results are passed through untouched."""
    converter = default_converter()
    converter.register_unstructure_hook(PlainJson, _identity)
    return converter


def _identity(value: Any) -> Any:
    return value


class PtxProtocol(LanguageServerProtocol):
    """pygls's protocol without its own copy of each document's text.

    `DocumentHost` keeps the bytes (and applies edits incrementally); pygls's workspace would keep a
    second copy as str and re-split all lines on every keystroke (about 18 ms per change on an
    87k-line file), so text synchronisation goes straight to our handlers.
    """

    @lsp_method(lsp.TEXT_DOCUMENT_DID_OPEN)
    def lsp_text_document__did_open(self, params: lsp.DidOpenTextDocumentParams):
        if (handler := self.fm.features.get(lsp.TEXT_DOCUMENT_DID_OPEN)) is not None:
            yield handler, (params,), None

    @lsp_method(lsp.TEXT_DOCUMENT_DID_CHANGE)
    def lsp_text_document__did_change(self, params: lsp.DidChangeTextDocumentParams):
        if (handler := self.fm.features.get(lsp.TEXT_DOCUMENT_DID_CHANGE)) is not None:
            yield handler, (params,), None

    @lsp_method(lsp.TEXT_DOCUMENT_DID_CLOSE)
    def lsp_text_document__did_close(self, params: lsp.DidCloseTextDocumentParams):
        if (handler := self.fm.features.get(lsp.TEXT_DOCUMENT_DID_CLOSE)) is not None:
            yield handler, (params,), None


class PtxLanguageServer(LanguageServer):
    """The PTX language server: open documents, settings, workspace index and publishing."""

    def __init__(self) -> None:
        super().__init__(
            "ptx-lsp",
            __version__,
            text_document_sync_kind=lsp.TextDocumentSyncKind.Incremental,
            protocol_cls=PtxProtocol,
            converter_factory=converter_factory,
        )
        self.host = DocumentHost()
        self.lines: dict[str, Lines] = {}
        self.encoding = UTF16
        self.init_settings = Settings()
        self.workspace_index = WorkspaceIndex(open_documents=self.host.snapshots)
        self.ptxas_issues: dict[str, tuple[int | None, tuple[Issue, ...]]] = {}
        self.ptxas_running: set[str] = set()
        self.ptxas_reported: set[str] = set()
        self.shown_warnings: set[str] = set()
        self.semantic_cache: dict[str, tuple[str, list[int]]] = {}
        self.semantic_counter = 0
        self._pending: dict[str, asyncio.TimerHandle] = {}
        self._validating: set[str] = set()  # documents with a validation running on the worker
        self._dirty: set[str] = set()  # ... and changed since it started: validate again after it
        self._sent: dict[str, list[dict]] = {}  # last diagnostics sent per document (wire form)
        self.diagnostics_versioned = False  # the client reads publishDiagnostics' version
        self.validation_pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ptx-validate")
        self.hover_markdown = True
        self.completion_markdown = True
        self.signature_markdown = True
        self.snippets = True
        self.hierarchical_symbols = True
        self.config_pull = False
        self.registered: set[str] = set()  # methods the client accepted to register dynamically
        self.pending_warnings: list[str] = []  # settings problems found at initialize, shown at initialized

    # ---- settings ------------------------------------------------------------------------

    @property
    def settings(self) -> Settings:
        return self.host.settings

    def apply_settings(self, raw: Any, base: Settings | None = None) -> None:
        """Parse settings, warn once about bad parts, and re-publish if anything changed."""
        settings, warnings = parse_settings(raw, base or self.init_settings)
        self.warn(warnings)
        if settings != self.host.settings:
            log.info("settings: %s", settings)
            self.host.set_settings(settings)
            for snapshot in self.host.snapshots():
                self.schedule_publish(snapshot.uri, 0.0)

    def warn(self, warnings: list[str]) -> None:
        """Show setting problems once each (window/showMessage) and log them."""
        fresh = [w for w in warnings if w not in self.shown_warnings]
        for warning in fresh:
            log.warning("settings: %s", warning)
        if fresh:
            self.shown_warnings.update(fresh)
            self.window_show_message(
                lsp.ShowMessageParams(
                    type=lsp.MessageType.Warning,
                    message="ptx-lsp: some settings were ignored: " + "; ".join(fresh),
                )
            )

    async def pull_settings(self) -> None:
        """Ask the client for the `ptx` section (workspace/configuration) and apply it."""
        if not self.config_pull:
            return
        try:
            result = await self.workspace_configuration_async(
                lsp.ConfigurationParams(items=[lsp.ConfigurationItem(section="ptx")])
            )
        except Exception as error:  # a client may refuse or not answer: keep what we have
            log.info("workspace/configuration failed: %s", error)
            return
        if result and result[0] is not None:
            self.apply_settings(result[0])

    # ---- documents ---------------------------------------------------------------------------

    def positions(self, uri: str) -> Positions | None:
        """Position converter for the current version of an open document."""
        snapshot = self.host.get(uri)
        if snapshot is None:
            return None
        lines = self.lines.get(uri)
        if lines is None:
            lines = self.lines[uri] = Lines(snapshot.data)
        return Positions(snapshot.data, lines, self.encoding)

    def positions_for(self, uri: str) -> Positions | None:
        """Position converter for any workspace document (open or on disk)."""
        found = self.positions(uri)
        if found is not None:
            return found
        data = self.workspace_index.source_of(uri)
        return Positions(data, Lines(data), self.encoding) if data is not None else None

    def open_delay(self, size: int) -> float:
        """Seconds between didOpen and the first validation of a document of `size` bytes."""
        return HUGE_OPEN_DELAY if size >= HUGE_BYTES else 0.0

    def open_document(self, uri: str, version: int | None, data: bytes) -> Snapshot:
        snapshot = self.host.open(uri, version, data)
        self.lines[uri] = Lines(data)
        self.ptxas_issues.pop(uri, None)
        return snapshot

    def change_document(self, uri: str, version: int | None, changes: list[Any]) -> Snapshot | None:
        """Apply content changes in order (incremental ranges or full text)."""
        from ptx_lsp.lsp.convert import text_to_bytes

        snapshot = self.host.get(uri)
        if snapshot is None:
            log.warning("didChange for %s which is not open; ignored", uri)
            return None
        lines = self.lines.get(uri) or Lines(snapshot.data)
        for change in changes:
            new_bytes = text_to_bytes(change.text)
            rng = getattr(change, "range", None)
            if rng is None:
                snapshot = self.host.replace(uri, version, new_bytes)
                lines = Lines(new_bytes)
                continue
            start, end = Positions(snapshot.data, lines, self.encoding).offsets(rng)
            snapshot = self.host.edit(uri, version, start, end, new_bytes)
            lines = lines.edited(start, end, new_bytes)
        self.lines[uri] = lines
        self.ptxas_issues.pop(uri, None)  # ptxas lines no longer match the text
        return snapshot

    def close_document(self, uri: str) -> None:
        self.host.close(uri)
        self.lines.pop(uri, None)
        self.ptxas_issues.pop(uri, None)
        self.semantic_cache.pop(uri, None)
        self._sent.pop(uri, None)
        self._dirty.discard(uri)
        handle = self._pending.pop(uri, None)
        if handle is not None:
            handle.cancel()

    # ---- diagnostics ----------------------------------------------------------------------

    def schedule_publish(self, uri: str, delay: float = DEBOUNCE_SECONDS) -> None:
        """Publish diagnostics for uri after `delay` (a newer change restarts the wait)."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            self.publish(uri)
            return
        handle = self._pending.pop(uri, None)
        if handle is not None:
            handle.cancel()
        self._pending[uri] = loop.call_later(delay, self.publish, uri)

    def publish(self, uri: str) -> None:
        """Validate the current version of uri and send its diagnostics (ours merged with ptxas's).

        Scheduling (issue 16): at most one validation per document runs at a time; a publish asked
        while one runs only marks the document dirty, and when the running one ends the then
        current version is validated (so fast typing coalesces into one pending validation, never
        a queue of superseded versions). A worker that picks up a snapshot that is no longer
        current skips it. Large documents are validated and converted to wire form on a worker
        thread, so hover and completion stay responsive meanwhile and the event loop only sends.
        """
        self._pending.pop(uri, None)
        snapshot = self.host.get(uri)
        if snapshot is None:
            return
        if uri in self._validating:
            self._dirty.add(uri)
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            loop = None
        if loop is None or "issues" in snapshot.__dict__ or len(snapshot.data) < BACKGROUND_BYTES:
            self.send_prepared(snapshot, self.prepare(snapshot))
            return
        self._validating.add(uri)
        self._dirty.discard(uri)
        future = loop.run_in_executor(self.validation_pool, self.prepare_if_current, snapshot)

        def done(task: asyncio.Future) -> None:
            self._validating.discard(uri)
            try:
                prepared = task.result()
            except Exception:  # noqa: BLE001 - logged; the next change publishes again
                log.exception("validating %s failed", uri)
                prepared = None
            if prepared is not None:
                self.send_prepared(snapshot, prepared)
            current = self.host.get(uri)
            if current is not None and (uri in self._dirty or current is not snapshot):
                self._dirty.discard(uri)
                if uri not in self._pending:  # else a debounce timer is about to publish it
                    self.publish(uri)

        future.add_done_callback(done)

    def prepare_if_current(self, snapshot: Snapshot) -> list[dict] | None:
        """Worker-thread body: the wire-form diagnostics of `snapshot`, or None once superseded."""
        if self.host.get(snapshot.uri) is not snapshot:
            return None  # superseded while queued: never validate a version nobody will see
        snapshot.issues  # noqa: B018 - computed (and cached on the snapshot) here, off the loop
        if self.host.get(snapshot.uri) is not snapshot:
            return None
        return self.prepare(snapshot)

    def prepare(self, snapshot: Snapshot) -> list[dict] | None:
        """The diagnostics of a snapshot in wire form (None if it is no longer current)."""
        positions = self.positions(snapshot.uri)
        if positions is None or positions.data is not snapshot.data:
            return None
        try:
            return [wire_diagnostic(issue, positions) for issue in self.issues(snapshot)]
        except Exception:  # noqa: BLE001 - diagnostics must never take the server down
            log.exception("validating %s failed", snapshot.uri)
            return []

    def send_prepared(self, snapshot: Snapshot, diagnostics: list[dict] | None) -> None:
        """Send prepared diagnostics if `snapshot` is still current and they tell the client something.

        A client without `versionSupport` cannot tell two versions' lists apart, so a list equal to
        the last one sent is not sent again (typing inside a comment costs no traffic). A client
        with `versionSupport` gets every version: that is how it knows the list is current.
        """
        uri = snapshot.uri
        if diagnostics is None or self.host.get(uri) is not snapshot:
            return
        if not self.diagnostics_versioned and self._sent.get(uri) == diagnostics:
            return
        self._sent[uri] = diagnostics
        params: dict[str, Any] = {"uri": uri, "diagnostics": diagnostics}
        if snapshot.version is not None:
            params["version"] = snapshot.version
        self.send_notification_json(lsp.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS, params)

    def send_notification_json(self, method: str, params: dict) -> None:
        """A notification whose params are already JSON (no attrs objects, no cattrs pass)."""
        self.protocol._send_data({"jsonrpc": "2.0", "method": method, "params": params})

    def send_diagnostics(self, snapshot: Snapshot) -> None:
        """publishDiagnostics for one snapshot (which must be the document's current one)."""
        self.send_prepared(snapshot, self.prepare(snapshot))

    def issues(self, snapshot: Snapshot) -> list[Issue]:
        """Published issues of a snapshot: ours plus ptxas's for this version, filtered by settings."""
        shown = snapshot.settings.diagnostics
        if not shown.enabled:
            return []
        ours = [issue for issue in snapshot.issues if shown.shows(issue.code, issue.severity)]
        ptxas = self.ptxas_issues.get(snapshot.uri)
        if ptxas is not None and ptxas[0] == snapshot.version:
            # merge with what is shown, so a ptxas error is dropped only when ours is visible
            theirs = [issue for issue in ptxas[1] if shown.shows(issue.code, issue.severity)]
            ours = merge_issues(ours, theirs, snapshot.data)
        return ours

    def diagnostics(self, snapshot: Snapshot, positions: Positions) -> list[lsp.Diagnostic]:
        return [to_diagnostic(issue, positions) for issue in self.issues(snapshot)]

    # ---- ptxas ----------------------------------------------------------------------------

    def run_ptxas_in_background(self, uri: str) -> None:
        """Start ptxas on the saved version in a worker thread; publish when it answers."""
        snapshot = self.host.get(uri)
        settings = self.settings
        if snapshot is None or not settings.ptxas.enabled or not settings.diagnostics.enabled:
            return
        if find_ptxas(settings) is None:
            self.report_ptxas_once(
                "missing", f"ptxas not found ({settings.ptxas.path or 'PATH'}); only ptx-lsp's own checks run"
            )
            return
        if uri in self.ptxas_running:
            return
        self.ptxas_running.add(uri)
        loop = asyncio.get_running_loop()
        future = loop.run_in_executor(self.thread_pool, run_ptxas, snapshot, settings)

        def done(task: asyncio.Future) -> None:
            self.ptxas_running.discard(uri)
            try:
                issues = task.result()
            except PtxasUnavailable as error:
                self.report_ptxas_once(str(error), f"ptxas: {error}")
                return
            except Exception:
                log.exception("ptxas run failed")
                return
            current = self.host.get(uri)
            if current is None or current.version != snapshot.version:
                return  # the text changed meanwhile; the next save runs ptxas again
            self.ptxas_issues[uri] = (snapshot.version, tuple(issues))
            self.publish(uri)

        future.add_done_callback(done)

    def report_ptxas_once(self, key: str, message: str) -> None:
        """Say quietly (window/logMessage), once per kind of problem, why ptxas did not run."""
        if key in self.ptxas_reported:
            return
        self.ptxas_reported.add(key)
        log.info("%s", message)
        self.window_log_message(lsp.LogMessageParams(type=lsp.MessageType.Info, message=message))

    # ---- workspace ------------------------------------------------------------------------

    def register_dynamic_capabilities(self) -> None:
        """Ask the client for what it lets servers register at run time, and only that.

        - `**/*.ptx` file watching (`workspace.didChangeWatchedFiles.dynamicRegistration`), so new
          files join workspace symbols;
        - `workspace/didChangeConfiguration` (`workspace.didChangeConfiguration.dynamicRegistration`),
          which pull-model clients need before they report configuration changes at all. No
          section is named: the client then only says "changed" (`settings: null`) and we pull
          `ptx` through workspace/configuration, so that only a client able to answer the pull is
          asked, and VS Code's answer goes through its middleware (expanded `${workspaceFolder}`
          paths, client-only keys left out) instead of the raw section being pushed.

        One request per capability, fire and forget: a refusal (MethodNotFound, an error reply, no
        reply) is logged and costs only that feature (new files then show up after the next save;
        settings changes are still read from didChangeConfiguration the client sends on its own).
        """
        workspace = self.client_capabilities.workspace
        if workspace is None:
            return
        watched = workspace.did_change_watched_files
        if watched is not None and watched.dynamic_registration:
            self._register(
                lsp.Registration(
                    id="ptx-lsp-watch-ptx-files",
                    method=lsp.WORKSPACE_DID_CHANGE_WATCHED_FILES,
                    register_options=lsp.DidChangeWatchedFilesRegistrationOptions(
                        watchers=[lsp.FileSystemWatcher(glob_pattern="**/*.ptx")]
                    ),
                )
            )
        configuration = workspace.did_change_configuration
        if configuration is not None and configuration.dynamic_registration and self.config_pull:
            self._register(
                lsp.Registration(
                    id="ptx-lsp-configuration",
                    method=lsp.WORKSPACE_DID_CHANGE_CONFIGURATION,
                    register_options=lsp.DidChangeConfigurationRegistrationOptions(),
                )
            )

    def _register(self, registration: lsp.Registration) -> None:
        """Send one client/registerCapability request; any failure is logged, never raised."""

        def done(future: Any) -> None:
            try:
                future.result()
            except BaseException as error:  # noqa: BLE001 - error reply, cancellation, lost connection
                log.info("the client did not register %s: %s", registration.method, error or type(error).__name__)
            else:
                self.registered.add(registration.method)

        try:
            future = self.client_register_capability(lsp.RegistrationParams(registrations=[registration]))
        except Exception as error:
            log.info("could not ask the client to register %s: %s", registration.method, error)
            return
        future.add_done_callback(done)

    def set_roots(self, uris: list[str]) -> None:
        roots = [p for p in (uri_to_path(u) for u in uris) if p is not None]
        self.workspace_index.set_roots(roots)


SEVERITY_JSON = {name: int(value) for name, value in SEVERITY.items()}
TAGS_JSON = {name: int(value) for name, value in TAGS.items()}


def wire_diagnostic(issue: Issue, positions: Positions) -> dict:
    """The JSON form of `to_diagnostic(issue, positions)`, built without attrs objects."""
    out: dict[str, Any] = {
        "range": positions.range_json(issue.start, issue.end),
        "message": json_safe(issue.message),
        "severity": SEVERITY_JSON.get(issue.severity, 1),
        "code": issue.code,
    }
    if issue.source is not None:
        out["source"] = issue.source
    tags = [TAGS_JSON[t] for t in issue.tags if t in TAGS_JSON]
    if tags:
        out["tags"] = tags
    return out


def to_diagnostic(issue: Issue, positions: Positions) -> lsp.Diagnostic:
    """The LSP form of an issue."""
    tags = [TAGS[t] for t in issue.tags if t in TAGS]
    return lsp.Diagnostic(
        range=positions.range(issue.start, issue.end),
        message=json_safe(issue.message),
        severity=SEVERITY.get(issue.severity, lsp.DiagnosticSeverity.Error),
        code=issue.code,
        source=issue.source,
        tags=tags or None,
    )


def create_server() -> PtxLanguageServer:
    """A server with every handler registered (tests use it in-process)."""
    from ptx_lsp.lsp import handlers

    server = PtxLanguageServer()
    handlers.register(server)
    return server


def _setup_logging(log_file: str | None, verbose: bool) -> None:
    level = logging.DEBUG if verbose else logging.INFO
    handler: logging.Handler
    if log_file:
        handler = logging.FileHandler(log_file, encoding="utf-8")
    else:
        handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    if not verbose:
        logging.getLogger("pygls").setLevel(logging.WARNING)


def main(args: list[str]) -> int:
    """Serve LSP over stdio until the client says exit; returns the exit code."""
    parser = argparse.ArgumentParser(prog="ptx-lsp serve", description="PTX language server over stdio")
    parser.add_argument("--log-file", help="write the log to this file instead of stderr")
    parser.add_argument("-v", "--verbose", action="store_true", help="log debug messages")
    parser.add_argument("--stdio", action="store_true", help="accepted for editors that pass it; stdio is the default")
    try:
        options = parser.parse_args(args)
    except SystemExit as stop:
        return int(stop.code or 0) if stop.code in (0, None) else 2
    _setup_logging(options.log_file, options.verbose)

    # Keep fd 1 for the protocol only: anything else printing to stdout goes to stderr.
    protocol_out = os.fdopen(os.dup(sys.stdout.fileno()), "wb", buffering=0)
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())
    sys.stdout = sys.stderr
    # The validator runs on a worker thread; hand the GIL back to the event loop (requests, the
    # stdin reader) every millisecond instead of every 5, so hover stays fast while it runs.
    sys.setswitchinterval(0.001)
    server = create_server()
    log.info("ptx-lsp %s starting (python %s)", __version__, sys.version.split()[0])
    server.start_io(sys.stdin.buffer, protocol_out)
    return 0


def _roots_from(params: lsp.InitializeParams) -> list[str]:
    uris = [folder.uri for folder in params.workspace_folders or ()]
    if not uris and params.root_uri:
        uris = [params.root_uri]
    elif not uris and params.root_path:
        uris = [Path(params.root_path).resolve().as_uri()]
    return uris


def prefers_markdown(formats: Any) -> bool:
    """Whether a client's content-format list (most preferred first) asks for Markdown.

    The first kind we know decides; a client that lists none gets plain text, which every
    client can show (Markdown shown raw is unreadable: fences, backticks, link syntax).
    """
    for kind in formats or ():
        value = getattr(kind, "value", kind)
        if value in (lsp.MarkupKind.Markdown.value, lsp.MarkupKind.PlainText.value):
            return value == lsp.MarkupKind.Markdown.value
    return False


def negotiate(server: PtxLanguageServer, params: lsp.InitializeParams) -> None:
    """Record what the client supports (encoding, markdown, snippets, configuration pull)."""
    caps = params.capabilities
    general = caps.general
    offered = [getattr(e, "value", e) for e in (general.position_encodings or ())] if general else None
    server.encoding = choose_encoding(offered)
    try:  # what pygls advertises in the initialize result must be what we convert with
        advertised = getattr(server.workspace.position_encoding, "value", server.workspace.position_encoding)
    except RuntimeError:  # no workspace yet (not started through pygls's initialize)
        advertised = None
    if advertised and advertised != server.encoding:
        log.warning("position encoding: pygls chose %s, we chose %s; using %s", advertised, server.encoding, advertised)
        server.encoding = str(advertised)
    text = caps.text_document
    hover = text.hover if text is not None else None
    server.hover_markdown = prefers_markdown(hover.content_format if hover is not None else None)
    completion = text.completion if text is not None else None
    item = completion.completion_item if completion is not None else None
    server.completion_markdown = prefers_markdown(item.documentation_format if item is not None else None)
    server.snippets = bool(item is not None and item.snippet_support)
    signature = text.signature_help if text is not None else None
    info = signature.signature_information if signature is not None else None
    server.signature_markdown = prefers_markdown(info.documentation_format if info is not None else None)
    if text is not None and text.document_symbol is not None:
        server.hierarchical_symbols = bool(text.document_symbol.hierarchical_document_symbol_support)
    else:
        server.hierarchical_symbols = False
    server.config_pull = bool(caps.workspace and caps.workspace.configuration)
    publish = text.publish_diagnostics if text is not None else None
    server.diagnostics_versioned = bool(publish is not None and publish.version_support)
    server.set_roots(_roots_from(params))
    settings, warnings = parse_settings(params.initialization_options)
    server.init_settings = settings
    server.host.set_settings(settings)
    server.shown_warnings.update(warnings)
    for warning in warnings:
        log.warning("settings: %s", warning)
    server.pending_warnings = warnings
    log.info("initialize: encoding %s, roots %s, client %s", server.encoding, server.workspace_index.roots,
             params.client_info.name if params.client_info else "?")
