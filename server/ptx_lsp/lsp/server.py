"""`ptx-lsp serve`: the pygls language server over stdio, its document state and its lifecycle.

**stdout carries only the protocol: file descriptor 1 is handed to pygls and everything else that
writes to stdout (stray prints, C libraries) is redirected to stderr.**
**Each document is an immutable `Snapshot` in `DocumentHost` plus its `Lines` table for position
conversion; both are replaced together, synchronously, in didOpen/didChange, so every handler sees
one consistent version.**
**Nothing crashes or stalls the server: handlers catch and log their own errors (`guarded`),
settings are parsed leniently, external tools run through `ptx_lsp.services` (trust policy, own
thread pool, one run per document and kind, bounded output and time), and documents of
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
from ptx_lsp.analysis.diagnostics.ptxas import merge_issues
from ptx_lsp.analysis.host import DocumentHost, Snapshot
from ptx_lsp.analysis.results import Issue
from ptx_lsp.analysis.settings import Settings
from ptx_lsp.analysis.workspace import WorkspaceIndex, uri_to_path
from ptx_lsp.lsp.config import parse_settings
from ptx_lsp.lsp.convert import UTF16, Lines, Positions, choose_encoding, json_safe
from ptx_lsp.services import ptxas as ptxas_service
from ptx_lsp.services.runner import Cancelled, DocumentJobs
from ptx_lsp.services.tools import TrustPolicy

log = logging.getLogger("ptx_lsp")

DEBOUNCE_SECONDS = 0.03  # wait this long after a change before validating (coalesces fast typing)
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
        # ptxas's issues per document: (version, settings, ptxas issues, ours merged with them);
        # the merge is done on the tool thread, so publishing only checks version and settings.
        self.ptxas_issues: dict[str, tuple[int | None, Settings, tuple[Issue, ...], tuple[Issue, ...]]] = {}
        # `ptxas -v` per document: (version, report, spans, warnings) of the last run that finished
        self.resources: dict[str, tuple[int | None, Any, tuple, tuple[Issue, ...]]] = {}
        self.resource_cache = ptxas_service.ResourceCache()
        self.tool_jobs = DocumentJobs()
        self.trusted_workspace = False  # initializationOptions.workspaceTrusted (never from settings)
        self.code_lens_refresh = False
        self.ptxas_reported: set[str] = set()
        self.shown_warnings: set[str] = set()
        self.semantic_cache: dict[str, tuple[str, list[int]]] = {}
        self.semantic_counter = 0
        self._pending: dict[str, asyncio.TimerHandle] = {}
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
        self.resources.pop(uri, None)
        for kind in ("ptxas", "resources"):
            self.tool_jobs.cancel((uri, kind))
        self.semantic_cache.pop(uri, None)
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
        """Send the current version's diagnostics (ours merged with ptxas's) for uri.

        Large documents are validated on a worker thread so hover and completion stay responsive
        meanwhile; the result is sent only if that version is still the current one.
        """
        self._pending.pop(uri, None)
        snapshot = self.host.get(uri)
        if snapshot is None:
            return
        if "issues" in snapshot.__dict__ or len(snapshot.data) < BACKGROUND_BYTES:
            self.send_diagnostics(snapshot)
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            self.send_diagnostics(snapshot)
            return
        future = loop.run_in_executor(self.validation_pool, _validate, snapshot)

        def done(task: asyncio.Future) -> None:
            if task.exception() is not None:
                log.error("validating %s failed: %s", uri, task.exception())
            if self.host.get(uri) is snapshot:
                self.send_diagnostics(snapshot)

        future.add_done_callback(done)

    def send_diagnostics(self, snapshot: Snapshot) -> None:
        """publishDiagnostics for one snapshot (which must be the document's current one)."""
        positions = self.positions(snapshot.uri)
        if positions is None or positions.data is not snapshot.data:
            return
        try:
            diagnostics = self.diagnostics(snapshot, positions)
        except Exception:
            log.exception("validating %s failed", snapshot.uri)
            diagnostics = []
        self.text_document_publish_diagnostics(
            lsp.PublishDiagnosticsParams(uri=snapshot.uri, version=snapshot.version, diagnostics=diagnostics)
        )

    def issues(self, snapshot: Snapshot) -> list[Issue]:
        """Published issues of a snapshot: ours plus ptxas's for this version, filtered by settings."""
        shown = snapshot.settings.diagnostics
        if not shown.enabled:
            return []
        ours = [issue for issue in snapshot.issues if shown.shows(issue.code, issue.severity)]
        ptxas = self.ptxas_issues.get(snapshot.uri)
        if ptxas is not None and ptxas[0] == snapshot.version:
            if ptxas[1] == snapshot.settings:
                ours = list(ptxas[3])  # merged on the tool thread
            else:  # settings changed since: merge again (rare)
                ours = merge_ptxas(snapshot, ptxas[2])
        resources = self.resources.get(snapshot.uri)
        if resources is not None and resources[0] == snapshot.version:
            ours += [issue for issue in resources[3] if shown.shows(issue.code, issue.severity)]
        return ours

    def diagnostics(self, snapshot: Snapshot, positions: Positions) -> list[lsp.Diagnostic]:
        return [to_diagnostic(issue, positions) for issue in self.issues(snapshot)]

    # ---- ptxas ----------------------------------------------------------------------------

    @property
    def trust(self) -> TrustPolicy:
        """The policy every executable goes through (workspace folders, client-declared trust)."""
        return TrustPolicy(tuple(str(root) for root in self.workspace_index.roots), self.trusted_workspace)

    def run_ptxas_in_background(self, uri: str) -> None:
        """Run ptxas on the saved version on the tool pool; publish when it answers.

        One run per document at a time: a save while ptxas runs cancels it (the process group is
        killed) and the newer version runs next. The merge with our issues happens on the tool
        thread; the event loop only stores the result and publishes.
        """
        snapshot = self.host.get(uri)
        settings = self.settings
        if snapshot is None or not settings.ptxas.enabled or not settings.diagnostics.enabled:
            return
        policy = self.trust

        def work(cancel) -> tuple:
            issues = ptxas_service.run_diagnostics(snapshot.data, settings, policy, cancel)
            return tuple(issues), tuple(merge_ptxas(snapshot, issues))

        def store(result: tuple) -> None:
            current = self.host.get(uri)
            if current is None or current.version != snapshot.version:
                return  # the text changed meanwhile; the next save runs ptxas again
            self.ptxas_issues[uri] = (snapshot.version, snapshot.settings, *result)
            self.publish(uri)

        self._tool_job((uri, "ptxas"), work, store)

    def run_resources_in_background(self, uri: str) -> None:
        """`ptxas -v` on the current version (on open and save), cached by content; code lenses follow."""
        snapshot = self.host.get(uri)
        settings = self.settings
        if snapshot is None or not settings.ptxas.enabled:
            return
        policy = self.trust
        key = self.resource_cache.key(snapshot.data, settings)

        def work(cancel) -> tuple:
            report = self.resource_cache.get(key)
            if report is None:
                report = ptxas_service.run_resources(snapshot.data, settings, policy, cancel)
                self.resource_cache.put(key, report)
            spans = tuple(ptxas_service.function_spans(snapshot))
            return report, spans, tuple(report.issues(list(spans)))

        def store(result: tuple) -> None:
            current = self.host.get(uri)
            if current is None:
                return
            self.resources[uri] = (snapshot.version, *result)
            if current.version == snapshot.version:
                if result[2] or uri in self.ptxas_issues:
                    self.publish(uri)
                if self.code_lens_refresh:
                    self.workspace_code_lens_refresh(None)

        self._tool_job((uri, "resources"), work, store)

    def function_resources(self, uri: str) -> tuple[Any, tuple, bool] | None:
        """(report, function spans of the current version, stale) for lenses and hover, or None.

        A report for exactly this content (the cache is keyed by content) is exact; otherwise the
        last finished report is matched to the current functions by name and marked stale.
        """
        snapshot = self.host.get(uri)
        last = self.resources.get(uri)
        if snapshot is None or last is None:
            return None
        if last[0] == snapshot.version:
            return last[1], last[2], False
        exact = self.resource_cache.get(self.resource_cache.key(snapshot.data, snapshot.settings))
        spans = tuple(ptxas_service.function_spans(snapshot))
        return (exact or last[1]), spans, exact is None

    def resource_hover(self, snapshot: Snapshot, start: int, end: int) -> tuple[str, int, int] | None:
        """The `ptxas -v` text for a function named at start..end (or declared around `start`), with
        the name's range; None when no report covers it."""
        found = self.function_resources(snapshot.uri)
        if found is None:
            return None
        from ptx_lsp.services.resources import hover_text

        report, spans, stale = found
        span = next((s for s in spans if s.name_start <= start <= s.name_end), None)
        if span is not None:
            start, end = span.name_start, span.name_end
        if end - start > 4096:
            return None
        res = report.functions.get(snapshot.data[start:end].decode("utf-8", "replace"))
        if res is None:
            return None
        return hover_text(res, report.arch) + (" (last saved version)" if stale else ""), start, end

    def _tool_job(self, key: tuple, work: Callable, store: Callable) -> None:
        """Submit `work(cancel)` for key on the tool pool; `store(result)` runs on the event loop."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            loop = None

        def done(future: Any) -> None:
            if future.cancelled():
                return
            error = future.exception()
            if isinstance(error, Cancelled):
                return
            if isinstance(error, ptxas_service.ToolUnavailable):
                self.report_ptxas_once(str(error), f"{error}; {TOOL_CONSEQUENCE[key[1]]}")
                return
            if error is not None:
                log.error("%s run for %s failed: %s", key[1], key[0], error)
                return
            if loop is None:
                store(future.result())
            else:
                loop.call_soon_threadsafe(store, future.result())

        self.tool_jobs.submit(key, work).add_done_callback(done)

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


TOOL_CONSEQUENCE = {
    "ptxas": "only ptx-lsp's own checks run",
    "resources": "no register/memory figures (code lenses) for this file",
}


def merge_ptxas(snapshot: Snapshot, theirs: Any) -> list[Issue]:
    """Our shown issues merged with ptxas's shown ones (a ptxas error is dropped only when ours is visible)."""
    shown = snapshot.settings.diagnostics
    ours = [issue for issue in snapshot.issues if shown.shows(issue.code, issue.severity)]
    return merge_issues(ours, [issue for issue in theirs if shown.shows(issue.code, issue.severity)], snapshot.data)


def _validate(snapshot: Snapshot) -> tuple[Issue, ...]:
    """Worker-thread body: compute (and cache on the snapshot) its issues."""
    return snapshot.issues


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
    lens = caps.workspace.code_lens if caps.workspace is not None else None
    server.code_lens_refresh = bool(lens is not None and lens.refresh_support)
    server.set_roots(_roots_from(params))
    options = params.initialization_options
    if isinstance(options, dict) and "workspaceTrusted" in options:
        # Only the client itself says whether the workspace is trusted (VS Code: workspace.isTrusted);
        # workspace settings cannot, because configuration never reads this key.
        options = dict(options)
        server.trusted_workspace = options.pop("workspaceTrusted") is True
    settings, warnings = parse_settings(options)
    server.init_settings = settings
    server.host.set_settings(settings)
    server.shown_warnings.update(warnings)
    for warning in warnings:
        log.warning("settings: %s", warning)
    server.pending_warnings = warnings
    log.info("initialize: encoding %s, roots %s, client %s, workspace %s", server.encoding,
             server.workspace_index.roots, params.client_info.name if params.client_info else "?",
             "trusted" if server.trusted_workspace else "untrusted (no tools from inside it run)")
