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
call the snapshot's `Analysis` (`ptx_lsp.analysis.analysis`), convert the plain result back.
"""

from __future__ import annotations

import argparse
import asyncio
import contextvars
import gc
import inspect
import json
import logging
import os
import re
import sys
import threading
import weakref
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from lsprotocol import types as lsp
from pygls.exceptions import (
    JsonRpcException,
    JsonRpcInvalidParams,
    JsonRpcInvalidRequest,
    JsonRpcParseError,
    JsonRpcRequestCancelled,
    JsonRpcServerNotInitialized,
)
from pygls.lsp.server import LanguageServer
from pygls.protocol import LanguageServerProtocol, default_converter, lsp_method
from pygls.protocol.json_rpc import JsonRPCProtocol, JsonRPCResponseMessage, RPCRequest

from ptx_lsp import __version__, trace
from ptx_lsp.analysis import cancel
from ptx_lsp.analysis.analysis import (
    MAX_PER_FUNCTION,
    Analysis,
    CppSnapshot,
    Pieces,
    cap_issues,
    is_cpp_document,
    pieces_between,
    published,
)
from ptx_lsp.analysis.host import (
    DocumentHost,
    Snapshot,
    collect_garbage,
    freeze_live_objects,
    map_big_buffers,
    release_memory,
    retain_statements,
    statements_grown,
    trim_memory,
)
from ptx_lsp.analysis.results import Issue
from ptx_lsp.analysis.settings import DiagnosticsSettings, Settings
from ptx_lsp.lsp.config import parse_settings
from ptx_lsp.lsp.convert import UTF16, Lines, Positions, choose_encoding, json_safe, span_json
from ptx_lsp.services import ptxas as ptxas_service
from ptx_lsp.services.ptxas import merge_issues
from ptx_lsp.services.runner import Cancelled, DocumentJobs
from ptx_lsp.services.tools import TrustPolicy
from ptx_lsp.services.workspace import WorkspaceIndex, uri_to_path

log = logging.getLogger("ptx_lsp")

# Wait this long after a change before validating: only to take the changes already read in one
# go together (each one queued re-arms the timer before it fires); coalescing of fast typing is done
# by allowing one validation per document at a time. Every millisecond here adds to each keystroke.
DEBOUNCE_SECONDS = 0.001
BACKGROUND_BYTES = 256 * 1024  # documents at least this big are validated off the event loop
PROGRESSIVE_BYTES = 1024 * 1024  # a first check of a document this big publishes its top first
PROGRESSIVE_TOP = 16 * 1024  # ... the functions that start in its first this many bytes
# The server's defaults: the validator keeps at most MAX_PER_FUNCTION issues per function (plus a
# summary), so a file full of broken statements costs per keystroke what a clean one does (issue 16).
SERVER_SETTINGS = Settings(diagnostics=DiagnosticsSettings(per_function=MAX_PER_FUNCTION))
PROGRESS_EVERY = 0.25  # seconds between two $/progress reports
IDLE_COLLECT_SECONDS = 2.0  # a full garbage collection once no change came for this long,
PAUSE_COLLECT_SECONDS = 0.5  # or this long once one is due (`host.freeze_live_objects`)
# Documents this big start validating a moment after didOpen: the editor's first requests (hover,
# semantic tokens, symbols) build the index meanwhile without sharing the GIL with the validator.
HUGE_BYTES = 4 * 1024 * 1024
HUGE_OPEN_DELAY = 1.0
# A whole-document request (semantic tokens, outline) on a document validated off the event loop
# waits at most this long for the diagnostics of the version it reads, then runs on the worker.
DIAGNOSTICS_FIRST_SECONDS = 10.0
# ... and this long after a whole-document response (written by then) its memory is trimmed: after every
# one, not at most once a second as before (issue 16). The tokens an editor asks right after the outline
# stayed resident until the idle collection, ~30 MiB with cub_sm90.ptx; a trim costs 1.5-5 ms there
# (in process, after 1,000 random edits), against the response's 100 ms and more.
TRIM_AFTER_RESPONSE_SECONDS = 0.01
SEVERITY = {
    "error": lsp.DiagnosticSeverity.Error,
    "warning": lsp.DiagnosticSeverity.Warning,
    "information": lsp.DiagnosticSeverity.Information,
    "hint": lsp.DiagnosticSeverity.Hint,
}
TAGS = {"unnecessary": lsp.DiagnosticTag.Unnecessary, "deprecated": lsp.DiagnosticTag.Deprecated}


class ContentModified(JsonRpcException):
    """LSP's ContentModified (-32801): the document changed while the request was computed, so its
    result would describe a version that is gone (the client asks again if it still needs it)."""

    CODE = -32801
    MESSAGE = "content modified"


def guarded(default: Any = None) -> Callable:
    """Decorator: a handler (plain or async) that raises logs the error and answers `default` instead."""

    def wrap(handler: Callable) -> Callable:
        def fallback(error: Exception) -> Any:
            if isinstance(error, (cancel.Cancelled, ContentModified)):
                raise error  # answered -32800 / -32801 by the protocol
            log.exception("%s failed", handler.__name__)
            return default() if callable(default) else default

        def run(server: PtxLanguageServer, params: Any) -> Any:
            try:
                return handler(server, params)
            except Exception as error:
                return fallback(error)

        async def run_async(server: PtxLanguageServer, params: Any) -> Any:
            try:
                return await handler(server, params)
            except Exception as error:
                return fallback(error)

        if inspect.iscoroutinefunction(handler):
            run = run_async  # type: ignore[assignment]
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


class PlainJsonObject(dict):
    """A result object already in its JSON form (see `PlainJson`), e.g. a CompletionList."""


def converter_factory() -> Any:
    """pygls's converter, plus: PlainJson results are passed through untouched."""
    converter = default_converter()
    converter.register_unstructure_hook(PlainJson, _identity)
    converter.register_unstructure_hook(PlainJsonObject, _identity)
    converter.register_unstructure_hook(WireList, _identity)
    return converter


def _identity(value: Any) -> Any:
    return value


class WireList(list):
    """Wire-form diagnostics (a list of JSON dicts) that also carry their JSON text, piece by piece:
    `", ".join(texts)` between brackets is `json.dumps` of the list. A function's piece is dumped
    when it is converted and its text reused while the function is untouched (`wire_pieces`), so a
    keystroke dumps only the edited function's diagnostics, not the document's hundreds (issue 11).
    The outline is sent the same way (`handlers.structure`: a function's symbols dumped once), from
    its texts alone: its list is empty (a response whose result is a WireList is written from the
    texts, `PtxProtocol._send_response`)."""

    texts: list[str]

    def json_text(self) -> str:
        return "[" + ", ".join(self.texts) + "]"


JSON_SLICE = 8192  # items per json.dumps call in `json_pieces` (~1 ms each: the event loop gets the GIL between them)
_RESULT_MARK = "\x00ptx-lsp result\x00"  # where a response's result text goes in its frame (`response_pieces`)


def json_text(value: Any) -> str:
    """`json.dumps(value)`, made piece by piece (`json_pieces`)."""
    return "".join(json_pieces(value, []))


def json_pieces(value: Any, out: list[str]) -> list[str]:
    """`json.dumps(value)` as pieces appended to `out` (their concatenation is that text): a big list
    in slices of JSON_SLICE items, a dict key by key, a `WireList` from its kept texts. One
    `json.dumps` holds the GIL until it returns (120-280 ms for the 1.7M token integers of
    cub_sm90.ptx): made on a worker in one call it would hold the event loop just as long. Kept as
    pieces, the response is written without joining them (`SerialWriter.write_pieces`)."""
    if isinstance(value, WireList):
        _joined(out, value.texts)
    elif isinstance(value, dict):
        out.append("{")
        for n, (key, item) in enumerate(value.items()):
            out.append(f"{', ' if n else ''}{json.dumps(key)}: ")
            json_pieces(item, out)
        out.append("}")
    elif isinstance(value, list) and value and isinstance(value[0], dict):  # (token edits)
        out.append("[")
        for n, item in enumerate(value):
            if n:
                out.append(", ")
            json_pieces(item, out)
        out.append("]")
    elif isinstance(value, list) and len(value) > JSON_SLICE:
        _joined(out, (json.dumps(value[at : at + JSON_SLICE])[1:-1] for at in range(0, len(value), JSON_SLICE)))
    else:
        out.append(json.dumps(value))
    return out


def _joined(out: list[str], texts: Any) -> None:
    """A JSON array of items whose texts are `texts` (non-empty), as pieces."""
    out.append("[")
    for n, text in enumerate(texts):
        if n:
            out.append(", ")
        out.append(text)
    out.append("]")


class Written:
    """What a request handler returns when its response was written already (by the validation
    worker, `whole_document`): the protocol sends nothing more for it."""


WRITTEN = Written()


class SerialWriter:
    """The stdout writer: each message written whole under `lock`, so the validation worker can
    write a publishDiagnostics itself while the event loop answers a request (issue 11: no wait
    for the event loop to wake up and serialize the list after the worker is done)."""

    def __init__(self, stream: Any) -> None:
        self._stream = stream
        self.lock = threading.RLock()

    def write(self, data: bytes) -> None:
        with self.lock:
            self._stream.write(data)
            self._stream.flush()

    def write_pieces(self, pieces: list[str], charset: str) -> None:
        """One message given as text pieces, each encoded and written as it comes (a big response is
        not joined and encoded whole first: 5 MB more memory per copy for cub_sm90.ptx's tokens)."""
        with self.lock:
            for piece in pieces:
                self._stream.write(piece.encode(charset))
            self._stream.flush()

    def close(self) -> None:
        self._stream.close()


class Malformed:
    """A message whose params (or id) did not fit the method's type: answered with an error."""

    def __init__(self, data: dict, error: Exception) -> None:
        self.data = data
        self.error = error


def _traced_fields(payload: Any) -> dict:
    """What the job trace (`ptx_lsp.trace`) tells of a message read: its method, id and document version."""
    if not isinstance(payload, dict):
        return {}
    params = payload.get("params")
    document = params.get("textDocument") if isinstance(params, dict) else None
    version = document.get("version") if isinstance(document, dict) else None
    return {"method": payload.get("method"), "id": payload.get("id"), "version": version}


def _valid_id(value: Any) -> bool:
    return isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool))


def _brief(error: BaseException) -> str:
    """A one-line description of a structuring error (cattrs nests the real cause)."""
    causes = []
    stack: list[BaseException] = [error]
    while stack and len(causes) < 3:
        current = stack.pop()
        inner = getattr(current, "exceptions", None)
        if inner:
            stack.extend(reversed(inner))
        elif current.__cause__ is not None:
            stack.append(current.__cause__)
        else:
            note = "; ".join(getattr(current, "__notes__", ()) or ())
            causes.append(f"{type(current).__name__}: {current}" + (f" ({note})" if note else ""))
    return json_safe("; ".join(causes))[:400] or type(error).__name__


class PtxProtocol(LanguageServerProtocol):
    """pygls's protocol, made strict about the LSP lifecycle and without its own text copies.

    - Text synchronisation goes straight to our handlers: `DocumentHost` keeps the bytes (and
      applies edits incrementally); pygls's workspace would keep a second copy as str and re-split
      all lines on every keystroke (about 18 ms per change on an 87k-line file).
    - Every request gets an answer: params that do not fit the method's type give -32602
      InvalidParams (pygls raised inside `json.loads` and the id was lost), requests before
      `initialize` -32002 ServerNotInitialized, requests after `shutdown` (and a second
      `initialize`) -32600 InvalidRequest; notifications in those states are dropped, except `exit`.
    - `$/cancelRequest` works: the stdin reader thread records cancelled ids as soon as it reads
      them (`note_cancel`), a request already cancelled when its turn comes is answered -32800
      without running, and a running handler stops at its next `cancel.checkpoint()`.
    """

    MAX_INFLIGHT = 1 << 16  # remembered unanswered request ids (only a client that never waits gets near)

    def __init__(self, server: Any, converter: Any) -> None:
        super().__init__(server, converter)
        self.initialize_received = False
        self._inflight: dict[Any, None] = {}  # request ids read from stdin and not answered yet
        self._cancelled: dict[Any, None] = {}  # those of them the client cancelled
        self._cancel_lock = threading.Lock()

    # ---- cancellation ----------------------------------------------------------------------

    def note_request(self, msg_id: Any) -> None:
        """Record a request id as read and not yet answered (called from the stdin reader thread)."""
        if _valid_id(msg_id):
            with self._cancel_lock:
                self._inflight[msg_id] = None
                while len(self._inflight) > self.MAX_INFLIGHT:
                    del self._inflight[next(iter(self._inflight))]

    def note_cancel(self, msg_id: Any) -> None:
        """Mark a read, unanswered request cancelled (called from the stdin reader thread).

        Ids that are not in flight (answered already, never sent, or junk) are ignored, so a storm
        of cancellations leaves nothing behind and cannot cancel a later request that reuses an id.
        """
        if not _valid_id(msg_id):
            return
        with self._cancel_lock:
            if msg_id in self._inflight:
                self._cancelled[msg_id] = None

    def is_cancelled(self, msg_id: Any) -> bool:
        return msg_id in self._cancelled

    def _forget_cancel(self, msg_id: Any) -> None:
        with self._cancel_lock:
            self._cancelled.pop(msg_id, None)
            self._inflight.pop(msg_id, None)

    def _send_response(self, msg_id: Any, result: Any = None, error: Any = None) -> None:
        self._forget_cancel(msg_id)
        if error is None and isinstance(result, WireList):  # (written from its texts: it may keep no items)
            pieces = self.response_pieces(msg_id, json_pieces(result, []))
            self._result_types.pop(msg_id, None)
            self.send_json_text("".join(pieces))
        else:
            super()._send_response(msg_id, result, error)
        if trace.ON:
            trace.event("response", id=msg_id, error=error is not None)

    def _handle_cancel_notification(self, msg_id: Any) -> None:
        future = self._request_futures.pop(msg_id, None)
        if future is not None and future.cancel():
            log.debug("cancelled request %r before it ran", msg_id)

    def _execute_handler(self, msg_id: Any, handler: Any, callback: Any, args: Any = None, kwargs: Any = None) -> None:
        """pygls's, with the handler's future forgotten once it is done (issue 16).

        pygls 2.1 files the future of every handler it runs on a thread, as a coroutine or as a
        generator under its id in `_request_futures`, and only a request's response removes it. A
        notification (its built-in didOpen/didChange/didClose run as generators) gets a made-up id
        that nothing removes: one finished future with its lock, condition and callbacks (~1.4 KB)
        stayed behind per notification, 3,000 over the 3,000-edit benchmark, without end in a long
        session. Here each is removed when it is done, if it is still the one filed under its id."""

        def done(future: Any, _forward: Any = callback) -> None:
            futures = self._request_futures
            # (not a cancelled one: the cancel notification removed it, and `shutdown` cancels the
            # rest while it iterates over them)
            if not future.cancelled() and futures.get(msg_id) is future:
                futures.pop(msg_id, None)
            if _forward is not None:
                _forward(future)

        super()._execute_handler(msg_id, handler, done, args, kwargs)

    def _handle_request(self, msg_id: Any, method_name: str, params: Any) -> None:
        if self.is_cancelled(msg_id):
            self._forget_cancel(msg_id)
            self._send_error(msg_id, JsonRpcRequestCancelled.CODE, f"request {msg_id!r} was cancelled")
            return
        cancel.install(lambda: msg_id in self._cancelled)  # this request's own context
        super()._handle_request(msg_id, method_name, params)

    def _send_handler_result(self, future: Any, *, msg_id: Any) -> None:
        self._forget_cancel(msg_id)
        error = None if future.cancelled() else future.exception()
        if not future.cancelled() and error is None and future.result() is WRITTEN:
            self._request_futures.pop(msg_id, None)
            self._result_types.pop(msg_id, None)
            return
        if isinstance(error, cancel.Cancelled):
            self._request_futures.pop(msg_id, None)
            self._send_error(msg_id, JsonRpcRequestCancelled.CODE, f"request {msg_id!r} was cancelled")
            return
        if isinstance(error, ContentModified):  # expected while typing: answered, not logged
            self._request_futures.pop(msg_id, None)
            self._send_error(msg_id, ContentModified.CODE, str(error) or ContentModified.MESSAGE)
            return
        super()._send_handler_result(future, msg_id=msg_id)

    # ---- lifecycle and malformed messages ---------------------------------------------------

    def send_json_text(self, body: str) -> None:
        """Write a message whose JSON text is made already (what `_send_data` writes for its dict)."""
        if self.writer is None:
            log.error("unable to send data: no transport")
            return
        if self._include_headers:
            body = f"Content-Length: {len(body)}\r\nContent-Type: {self.CONTENT_TYPE}; charset={self.CHARSET}\r\n\r\n" + body
        self.writer.write(body.encode(self.CHARSET))

    def response_pieces(self, msg_id: Any, result: list[str]) -> list[str]:
        """The JSON text of the response to `msg_id` whose result's JSON text is the pieces `result`,
        as pieces: the text `_send_response` makes for that result (same frame, same key order)."""
        response_type = self._result_types.get(msg_id, JsonRPCResponseMessage)
        frame = self._converter.unstructure(response_type(id=msg_id, result=None, jsonrpc=JsonRPCProtocol.VERSION))
        frame["result"] = _RESULT_MARK
        before, _mark, after = json.dumps(frame).partition(json.dumps(_RESULT_MARK))
        return [before, *result, after]

    def send_json_pieces(self, pieces: list[str]) -> None:
        """Write a message whose JSON text (ASCII, as `json.dumps` makes it) is the concatenation of
        `pieces`, with the framing `_send_data` gives it, through `SerialWriter.write_pieces`."""
        if self._include_headers:
            length = sum(map(len, pieces))
            pieces = [f"Content-Length: {length}\r\nContent-Type: {self.CONTENT_TYPE}; charset={self.CHARSET}\r\n\r\n",
                      *pieces]
        self.writer.write_pieces(pieces, self.CHARSET)

    def _send_error(self, msg_id: Any, code: int, message: str) -> None:
        self._send_response(msg_id, error=lsp.ResponseError(code=code, message=message))

    def structure_message(self, data: dict[str, Any]) -> Any:
        if "jsonrpc" not in data:
            return data
        try:
            return super().structure_message(data)
        except Exception as error:  # noqa: BLE001 - answered as an error reply, never raised
            return Malformed(data, error)

    def receive(self, payload: Any) -> None:
        """Handle one parsed JSON message (a dict straight from the wire)."""
        if not isinstance(payload, dict):
            self._send_data({"jsonrpc": "2.0", "id": None,
                             "error": {"code": JsonRpcInvalidRequest.CODE, "message": "not a JSON-RPC message object"}})
            return
        if "id" in payload and not _valid_id(payload["id"]) and not (payload["id"] is None and "error" in payload):
            self._reject(payload)  # an id that is neither a string nor an integer
            return
        self.handle_message(self.structure_message(payload))

    def handle_message(self, message: Any) -> None:
        if isinstance(message, Malformed) or isinstance(message, dict):
            self._reject(message)
            return
        method = getattr(message, "method", None)
        is_request = method is not None and isinstance(message, RPCRequest)
        if method is not None:
            if not self.initialize_received:
                if is_request and method == lsp.INITIALIZE:
                    self.initialize_received = True
                elif is_request:
                    self._send_error(message.id, JsonRpcServerNotInitialized.CODE,
                                     f"{method}: the server has not been initialized yet")
                    return
                elif method != lsp.EXIT:
                    log.info("dropped %s: the server has not been initialized yet", method)
                    return
            elif is_request and method == lsp.INITIALIZE:
                self._send_error(message.id, JsonRpcInvalidRequest.CODE, "initialize was already received")
                return
            if self._shutdown and method != lsp.EXIT:
                if is_request:
                    self._send_error(message.id, JsonRpcInvalidRequest.CODE,
                                     f"{method}: the server is shutting down (shutdown was received)")
                else:
                    log.info("dropped %s after shutdown", method)
                return
        super().handle_message(message)

    def _reject(self, message: Malformed | dict) -> None:
        """Answer a request that could not be read: -32602 for bad params, -32600 otherwise."""
        data = message.data if isinstance(message, Malformed) else message
        msg_id, method = data.get("id"), data.get("method")
        if isinstance(message, Malformed):
            log.warning("malformed %s message: %s", method or "response", _brief(message.error))
        if "id" not in data or method is None:
            return  # a notification or a response: nothing to answer
        if not _valid_id(msg_id):
            self._send_data({"jsonrpc": "2.0", "id": None,
                             "error": {"code": JsonRpcInvalidRequest.CODE, "message": "invalid request id"}})
            return
        if isinstance(message, Malformed) and isinstance(method, str) and self.get_message_type(method) is not None:
            self._send_error(msg_id, JsonRpcInvalidParams.CODE, f"{method}: invalid params: {_brief(message.error)}")
        else:
            self._send_error(msg_id, JsonRpcInvalidRequest.CODE, "invalid request")

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


class FramingError(Exception):
    """The byte stream is no longer a sequence of LSP frames; nothing after it can be trusted."""


MAX_HEADER_LINE = 8192
MAX_BODY_BYTES = 1 << 30  # 1 GiB: a document that big is not one we could edit anyway
_HEADER_NAME = re.compile(rb"[!#$%&'*+.^_`|~0-9A-Za-z-]+")


def read_frame(stream: Any) -> bytes | None:
    """The body of the next LSP frame, or None at the end of the input.

    Raises FramingError on anything that is not a header (`Name: value` lines ended by a blank
    line, with a decimal Content-Length): after that the stream cannot be re-synchronised, so the
    server exits instead of reading message bodies as headers forever.
    """
    length: int | None = None
    headers = 0
    while True:
        line = stream.readline(MAX_HEADER_LINE)
        if not line:
            return None
        if line in (b"\r\n", b"\n"):
            if headers == 0:
                continue  # a stray blank line between frames
            if length is None:
                raise FramingError("a header without Content-Length")
            break
        if not line.endswith(b"\n"):
            raise FramingError(f"header line too long or cut: {line[:60]!r}")
        name, sep, value = line.partition(b":")
        if not sep or not _HEADER_NAME.fullmatch(name):
            raise FramingError(f"not a header line: {line[:60]!r}")
        headers += 1
        if name.lower() == b"content-length":
            value = value.strip()
            if not value.isdigit() or int(value) > MAX_BODY_BYTES:
                raise FramingError(f"bad Content-Length: {value[:30]!r}")
            length = int(value)
    body = stream.read(length)
    if len(body) < length:
        return None  # the input ended inside a frame
    return body


class FdReader:
    """`readline`/`read` straight over a file descriptor with `os.read`.

    A daemon thread blocked in a `BufferedReader` holds its lock, and the interpreter aborts at
    exit when it finds that lock taken; `os.read` holds no Python lock, so exiting never waits for
    (or trips over) the reader.
    """

    CHUNK = 1 << 16

    def __init__(self, fd: int) -> None:
        self.fd = fd
        self.buffer = bytearray()
        self.eof = False

    def _fill(self) -> bool:
        if self.eof:
            return False
        chunk = os.read(self.fd, self.CHUNK)
        if not chunk:
            self.eof = True
            return False
        self.buffer += chunk
        return True

    def readline(self, limit: int) -> bytes:
        scanned = 0
        while True:
            end = self.buffer.find(b"\n", scanned)
            if end != -1 and end < limit:
                return self._take(end + 1)
            if len(self.buffer) >= limit:
                return self._take(limit)
            scanned = len(self.buffer)
            if not self._fill():
                return self._take(len(self.buffer))

    def read(self, size: int) -> bytes:
        if len(self.buffer) < size:
            parts = [bytes(self.buffer)]
            have = len(self.buffer)
            self.buffer = bytearray()
            while have < size and not self.eof:
                chunk = os.read(self.fd, max(self.CHUNK, min(size - have, 1 << 24)))
                if not chunk:
                    self.eof = True
                    break
                parts.append(chunk)
                have += len(chunk)
            data = b"".join(parts)
            self.buffer = bytearray(data[size:])
            return data[:size]
        return self._take(size)

    def _take(self, size: int) -> bytes:
        data = bytes(self.buffer[:size])
        del self.buffer[:size]
        return data


def read_messages(stream: Any, post: Callable[[str, Any], None], protocol: PtxProtocol) -> None:
    """Stdin reader thread: frames -> parsed JSON, handed to the event loop with `post`.

    Parsing here keeps big didOpen bodies off the event loop, and lets `$/cancelRequest` mark its
    request cancelled while the loop is still busy with that very request.
    """
    try:
        while True:
            try:
                body = read_frame(stream)
            except FramingError as error:
                post("framing", str(error))
                return
            if body is None:
                post("eof", None)
                return
            try:
                payload = json.loads(body)
            except (ValueError, RecursionError) as error:
                post("parse", f"{type(error).__name__}: {str(error)[:200]}")
                continue
            if isinstance(payload, dict) and "method" in payload:
                if payload["method"] == lsp.CANCEL_REQUEST:
                    params = payload.get("params")
                    if isinstance(params, dict):
                        protocol.note_cancel(params.get("id"))
                elif "id" in payload:
                    protocol.note_request(payload["id"])
            post("message", payload)
    except RuntimeError:  # the event loop is gone: the server is exiting
        return
    except Exception as error:  # noqa: BLE001 - an unreadable stdin ends the session
        try:
            post("framing", f"reading stdin failed: {error}")
        except RuntimeError:
            return


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
        self.host = DocumentHost(SERVER_SETTINGS)
        # C++ documents (asm strings only): kept apart so every PTX-only feature simply finds nothing
        self.cpp_documents: dict[str, CppSnapshot] = {}
        self.lines: dict[str, Lines] = {}
        self.encoding = UTF16
        self.init_settings = SERVER_SETTINGS
        self.workspace_index = WorkspaceIndex(open_documents=self.host.snapshots)
        # ptxas's issues per document: (version, settings, ptxas issues, ours merged with them);
        # the merge is done on the tool thread, so publishing only checks version and settings.
        self.ptxas_issues: dict[str, tuple[int | None, Settings, tuple[Issue, ...], tuple[Issue, ...]]] = {}
        # uri -> (weak reference to the snapshot, its ResourceCache key): weak, so the last hovered
        # version is not kept alive (with its tree, index and validation) after newer edits (issue 16)
        self._resource_keys: dict[str, tuple[weakref.ref, tuple]] = {}
        # `ptxas -v` per document: (version, report, spans, warnings) of the last run that finished
        self.resources: dict[str, tuple[int | None, Any, tuple, tuple[Issue, ...]]] = {}
        self.resource_cache = ptxas_service.ResourceCache()
        self.tool_jobs = DocumentJobs()
        self.trusted_workspace = False  # initializationOptions.workspaceTrusted (never from settings)
        self.code_lens_refresh = False
        self.ptxas_reported: set[str] = set()
        self.shown_warnings: set[str] = set()
        self.semantic_cache: dict[str, tuple[str, Any]] = {}  # uri -> (result id, its tokens as kept for deltas)
        self.semantic_counter = 0
        self._pending: dict[str, asyncio.TimerHandle] = {}
        self._debounced: set[str] = set()  # documents whose pending publish is the after-change debounce
        self._idle: asyncio.TimerHandle | None = None  # the full garbage collection once typing pauses
        self._indexed: set[str] = set()  # big documents whose symbol index was built after their first check
        self._top_sent: set[str] = set()  # big documents whose top was published before they were parsed
        self._validating: set[str] = set()  # documents with a validation running on the worker
        self._dirty: set[str] = set()  # ... and changed since it started: validate again after it
        self._asks: dict[str, int] = {}  # per document: publishes asked while a validation ran (`publish_latest`)
        self._sent: dict[str, list[dict]] = {}  # last diagnostics sent per document (wire form)
        # the snapshot whose diagnostics the validation worker wrote last (weakly: no old version kept)
        self._written: Callable[[], Any] = lambda: None
        # whole-document requests waiting for a document's diagnostics to go out first (`diagnostics_first`)
        self._settled: dict[str, list[asyncio.Future]] = {}
        self._wire: dict[str, dict[int, tuple]] = {}  # per document: the last publish's function pieces, converted
        self._wire_items: dict[str, dict[tuple, tuple]] = {}  # per document: the last publish's converted diagnostics
        self.diagnostics_versioned = False  # the client reads publishDiagnostics' version
        self.progress_supported = False  # the client accepts window/workDoneProgress/create
        # workspace scans (workspace/symbol) run here: off the event loop, never in pygls's pool
        self.workspace_pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ptx-workspace")
        self.validation_pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ptx-validate")
        # symbol indexes of checked versions are built here, never on the validation worker: a
        # keystroke's check does not queue behind the index of the version before (4 ms CPU p50,
        # 17 ms p95, 70 ms max per keystroke on cub_sm90.ptx; 2.3 s for the first); the two share the GIL
        self.index_pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ptx-index")
        self.hover_markdown = True
        self.completion_markdown = True
        # The client resolves an item's documentation lazily (resolveSupport lists it): lists go
        # without it, and the last list's documentation waits here for completionItem/resolve.
        self.completion_resolves_documentation = False
        self.completion_serial = 0
        self.completion_documentation: tuple[int, list[str]] = (0, [])
        self.signature_markdown = True
        self.snippets = True
        self.hierarchical_symbols = True
        self.config_pull = False
        self.registered: set[str] = set()  # methods the client accepted to register dynamically
        self.pending_warnings: list[str] = []  # settings problems found at initialize, shown at initialized
        self.exit_code = 0

    # ---- transport ---------------------------------------------------------------------------

    def start_io(self, stdin: Any = None, stdout: Any = None) -> None:
        """Serve over stdio until `exit`, the end of the input or a framing error (`exit_code` tells)."""
        self._stop_event = threading.Event()
        self.protocol.set_writer(SerialWriter(stdout or sys.stdout.buffer))
        try:
            asyncio.run(self._serve(stdin or sys.stdin.buffer))
        except BrokenPipeError:
            log.error("the connection to the client is lost; exiting")
            self.exit_code = 1
        except KeyboardInterrupt:
            pass
        finally:
            self.shutdown()

    async def _serve(self, stdin: Any) -> None:
        loop = asyncio.get_running_loop()
        inbox: asyncio.Queue[tuple[str, Any]] = asyncio.Queue()

        def post(kind: str, payload: Any) -> None:
            loop.call_soon_threadsafe(inbox.put_nowait, (kind, payload))

        protocol: PtxProtocol = self.protocol  # type: ignore[assignment]
        try:
            stream: Any = FdReader(stdin.fileno())
        except (AttributeError, OSError, ValueError):  # not a real file (in-process tests)
            stream = stdin
        threading.Thread(target=read_messages, args=(stream, post, protocol),
                         name="ptx-lsp-stdin", daemon=True).start()
        while self._stop_event is None or not self._stop_event.is_set():
            await asyncio.sleep(0)  # callbacks due now (publishing, finished work) go before the next message
            if self._debounced and inbox.empty():
                self.publish_debounced()  # every change read so far is applied: no need to wait for the timer
            kind, payload = await inbox.get()
            if kind == "eof":
                log.info("end of input; exiting")
                return
            if kind == "framing":
                log.error("framing error on stdin (%s); exiting", payload)
                self.exit_code = 1
                return
            if self._debounced and isinstance(payload, dict) and "id" in payload and "method" in payload:
                # A request changes no text: every change before it is applied, so the validations
                # the worker runs start now, beside the request, not after it (issue 16: the hover
                # an editor sends after each keystroke built the edited version's index first,
                # 50-350 ms late in the endurance run, before that keystroke's check could start)
                self.publish_debounced(background_only=True)
            try:
                if kind == "parse":
                    log.warning("unparsable message: %s", payload)
                    protocol._send_data({"jsonrpc": "2.0", "id": None,
                                         "error": {"code": JsonRpcParseError.CODE, "message": f"parse error: {payload}"}})
                elif trace.ON:
                    with trace.span("message", **_traced_fields(payload)):
                        protocol.receive(payload)
                else:
                    protocol.receive(payload)
            except SystemExit as stop:  # the exit notification
                self.exit_code = stop.code if isinstance(stop.code, int) else 0
                return
            except BrokenPipeError:
                raise
            except Exception:
                log.exception("handling a message failed")

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
            for uri, doc in list(self.cpp_documents.items()):
                self.cpp_documents[uri] = doc.with_settings(settings)
            for uri in [snapshot.uri for snapshot in self.host.snapshots()] + list(self.cpp_documents):
                self.schedule_publish(uri, 0.0)

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
        snapshot = self.host.get(uri) or self.cpp_documents.get(uri)
        if snapshot is None:
            return None
        lines = self.lines.get(uri)
        if lines is None:
            lines = self.lines[uri] = Lines(snapshot.data)
        return Positions(snapshot.data, lines, self.encoding)

    def analysis(self, uri: str) -> Analysis | None:
        """The feature facade of the current version of an open document (None if not open)."""
        snapshot = self.host.get(uri)
        return Analysis(snapshot, self.workspace_index) if snapshot is not None else None

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

    def open_document(self, uri: str, version: int | None, data: bytes,
                      language_id: str | None = None) -> Snapshot | CppSnapshot:
        if is_cpp_document(uri, language_id):
            self.host.close(uri)
            self.cpp_documents[uri] = doc = CppSnapshot(uri, version, data, self.settings, _project_target(uri))
            self.lines[uri] = Lines(data)
            return doc
        self.cpp_documents.pop(uri, None)
        self._indexed.discard(uri)
        lines = self.lines.get(uri) if uri in self._top_sent else None
        snapshot = self.host.open(uri, version, data)
        self.lines[uri] = lines if lines is not None else Lines(data)
        self.ptxas_issues.pop(uri, None)
        return snapshot

    def publish_top_first(self, uri: str, version: int | None, data: bytes, language_id: str | None = None) -> None:
        """didOpen of a big PTX document, before it is parsed (issue 11): publish the issues of its
        top, checked on a parse of that part alone (`Analysis.top_diagnostics`), when they are
        exactly those the whole file gives there; the full first check publishes the rest."""
        self._top_sent.discard(uri)
        if len(data) < PROGRESSIVE_BYTES or is_cpp_document(uri, language_id):
            return
        shown = self.host.settings.diagnostics
        found = Analysis.top_diagnostics(data, self.host.settings, PROGRESSIVE_TOP) if shown.enabled else None
        if found is None:
            return
        ours = [issue for issue in found[1] if shown.shows(issue.code, issue.severity)]
        if len(ours) > MAX_PER_FUNCTION:
            return  # capped per function: leave it to the full check
        lines = self.lines[uri] = Lines(data)
        positions = Positions(data, lines, self.encoding)
        params: dict[str, Any] = {"uri": uri, "diagnostics": [wire_diagnostic(issue, positions) for issue in ours]}
        if version is not None:
            params["version"] = version
        self._top_sent.add(uri)
        self.send_notification_json(lsp.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS, params)

    def change_document(self, uri: str, version: int | None, changes: list[Any]) -> Snapshot | None:
        """Apply content changes in order (incremental ranges or full text)."""
        from ptx_lsp.lsp.convert import text_to_bytes

        if uri in self.cpp_documents:
            return self.change_cpp_document(uri, version, changes)
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
            lines = lines.edited(start, end, new_bytes, snapshot.data)
        self.lines[uri] = lines
        self.ptxas_issues.pop(uri, None)  # ptxas lines no longer match the text
        return snapshot

    def change_cpp_document(self, uri: str, version: int | None, changes: list[Any]) -> CppSnapshot:
        """didChange of a C++ document: edits applied to its bytes, asm statements found again."""
        from ptx_lsp.lsp.convert import text_to_bytes

        doc = self.cpp_documents[uri]
        lines = self.lines.get(uri) or Lines(doc.data)
        for change in changes:
            new_bytes = text_to_bytes(change.text)
            rng = getattr(change, "range", None)
            if rng is None:
                doc = doc.edited(0, len(doc.data), new_bytes, version)
                lines = Lines(new_bytes)
                continue
            start, end = Positions(doc.data, lines, self.encoding).offsets(rng)
            doc = doc.edited(start, end, new_bytes, version)
            lines = lines.edited(start, end, new_bytes, doc.data)
        self.cpp_documents[uri] = doc
        self.lines[uri] = lines
        return doc

    def close_document(self, uri: str) -> None:
        self.cpp_documents.pop(uri, None)
        self.host.close(uri)
        self.lines.pop(uri, None)
        self.ptxas_issues.pop(uri, None)
        self.resources.pop(uri, None)
        self._resource_keys.pop(uri, None)
        for kind in ("ptxas", "sass"):
            self.tool_jobs.cancel((uri, kind))
        self.semantic_cache.pop(uri, None)
        self._sent.pop(uri, None)
        self._wire.pop(uri, None)
        self._wire_items.pop(uri, None)
        self._indexed.discard(uri)
        self._top_sent.discard(uri)
        self._dirty.discard(uri)
        self._asks.pop(uri, None)
        handle = self._pending.pop(uri, None)
        if handle is not None:
            handle.cancel()
        self._wake(uri)
        self.release_if_closed()

    def release_if_closed(self) -> None:
        """No document open and no validation running: return the memory the documents used (issue
        16). Called on each close and when a validation ends (the last close may come while one runs)."""
        if not self.host.snapshots() and not self.cpp_documents and not self._validating:
            from ptx_lsp.lsp.handlers.common import _markup_json

            _markup_json.cache_clear()  # (completion's documentation as sent: made while the document was open)
            release_memory()

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
        if delay == DEBOUNCE_SECONDS:
            self._debounced.add(uri)
        else:
            self._debounced.discard(uri)
        if self._idle is not None:
            self._idle.cancel()
            self._idle = None

    def publish_debounced(self, background_only: bool = False) -> None:
        """Publish now what waits for the after-change debounce (called when no message is queued:
        the timer would only add its delay, 1-2 ms, more on a busy machine, to each keystroke);
        `background_only`: only the documents validated on the worker (called before a request
        is handled: the others are validated on the event loop, and the request would wait)."""
        for uri in list(self._debounced):
            if background_only:
                snapshot = self.current(uri)
                if snapshot is None or len(snapshot.data) < BACKGROUND_BYTES:
                    continue
            handle = self._pending.get(uri)
            if handle is not None:
                handle.cancel()
                self.publish(uri)
            self._debounced.discard(uri)

    def current(self, uri: str) -> Snapshot | CppSnapshot | None:
        """The current snapshot of an open document (PTX or C++)."""
        return self.host.get(uri) or self.cpp_documents.get(uri)

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
        self._debounced.discard(uri)
        snapshot = self.current(uri)
        if snapshot is None:
            return
        if uri in self._validating:
            self._dirty.add(uri)
            self._asks[uri] = self._asks.get(uri, 0) + 1
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            loop = None
        if loop is None or _validated(snapshot) or len(snapshot.data) < BACKGROUND_BYTES:
            self.send_prepared(snapshot, self.prepare(snapshot))
            self._wake(uri)
            if loop is not None and not self._validating:
                self.settle(loop)
            return
        self._validating.add(uri)
        self._dirty.discard(uri)
        progress = None
        if isinstance(snapshot, Snapshot) and snapshot._prior is None and len(snapshot.data) >= PROGRESSIVE_BYTES:
            progress = ValidationProgress(self, snapshot)
            future = loop.run_in_executor(self.validation_pool, self.prepare_progressively, snapshot, progress, loop)
        else:
            future = loop.run_in_executor(self.validation_pool, self.publish_latest, snapshot)

        def done(task: asyncio.Future) -> None:
            nonlocal snapshot
            self._validating.discard(uri)
            written = None
            asked = -1
            try:
                prepared = task.result()
                if progress is None:
                    snapshot, prepared, written, asked = prepared
            except Exception:  # noqa: BLE001 - logged; the next change publishes again
                log.exception("validating %s failed", uri)
                prepared = None
            if prepared is not None:
                self.send_prepared(snapshot, prepared)
            if progress is not None:
                progress.end()
            self._wake(uri)
            if isinstance(snapshot, Snapshot) and uri not in self._indexed:
                # First check of a big document: its symbol index next, on the index worker, so the
                # first completion or outline does not build it from scratch (2.3 s on cub_sm90.ptx);
                # later versions splice it.
                self._indexed.add(uri)
                self.index_pool.submit(self.index_if_current, snapshot)
            current = self.current(uri)
            if current is None:  # closed while it ran
                self.release_if_closed()
                return
            if current is snapshot and (written is snapshot or prepared is not None) \
                    and self._asks.get(uri, 0) == asked:
                # published (the worker may have gone on to the versions typed meanwhile, `publish_latest`):
                # the debounce of the change that made it has nothing left to do
                self._dirty.discard(uri)
                if uri in self._debounced:
                    self._debounced.discard(uri)
                    handle = self._pending.pop(uri, None)
                    if handle is not None:
                        handle.cancel()
            elif uri in self._dirty or current is not snapshot:
                self._dirty.discard(uri)
                if uri not in self._pending:  # else a debounce timer is about to publish it
                    self.publish(uri)
                return
            if isinstance(snapshot, Snapshot) and uri not in self._pending and "index" not in snapshot.__dict__:
                # Nothing newer to check: the symbol index of this version next, on the index worker,
                # so hover, definition and completion asked after the diagnostics find it made
                # (splicing it into the edited function took them 5-20 ms on cub_sm90.ptx, issue 11).
                # A change typed meanwhile is checked at once on the validation worker (not queued
                # behind this build); its own index then splices this one.
                self.index_pool.submit(self.index_if_current, snapshot, True)
            if not self._validating:
                self.settle(loop)

        future.add_done_callback(done)

    def _wake(self, uri: str) -> None:
        """A publish of `uri` ended (or it closed): let the whole-document requests waiting for it look again."""
        for waiter in self._settled.pop(uri, ()):
            if not waiter.done():
                waiter.set_result(None)

    async def diagnostics_first(self, uri: str, snapshot: Snapshot, timeout: float = DIAGNOSTICS_FIRST_SECONDS) -> None:
        """Until the diagnostics of `snapshot` are out (no publish of `uri` waiting or running), it
        stops being the current version, or `timeout` passed."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while self.current(uri) is snapshot and (uri in self._pending or uri in self._validating):
            remaining = deadline - loop.time()
            if remaining <= 0:
                return
            waiter = loop.create_future()
            self._settled.setdefault(uri, []).append(waiter)
            try:
                await asyncio.wait_for(waiter, remaining)
            except asyncio.TimeoutError:
                return

    async def whole_document(self, uri: str, compute: Callable[[Analysis, Positions], Any],
                             sent: Callable[[Any], None] | None = None) -> Any:
        """`compute(analysis, positions)` of the current version of `uri`, for a request that reads the
        whole document (semantic tokens, outline: 0.2-1 s on cub_sm90.ptx after edits, issue 16);
        `compute` returns the result in JSON form (`PlainJson`, `PlainJsonObject`) and `sent(result)`
        is called when it is answered (the tokens kept for the next delta request).

        A document validated off the event loop (`BACKGROUND_BYTES`) is computed there too, on the
        validation worker (one thread: no analysis runs beside the validator), after the edit's
        diagnostics went out (`diagnostics_first`): typing's diagnostics never wait behind such a
        request, and the event loop keeps serving hover and completion meanwhile. The worker also
        makes the response's JSON text (`json_pieces`: 5 MB for cub_sm90.ptx's tokens) and writes it
        (`SerialWriter`), as it does diagnostics; the handler then returns `WRITTEN`. A change typed
        before or while it runs makes the result stale: the work stops at its next
        `cancel.checkpoint()` and the request is answered ContentModified, as LSP prescribes (the
        client asks again); a cancelled request is answered RequestCancelled. Smaller documents are
        computed right here. None if the document is not open.
        """
        snapshot = self.host.get(uri)
        positions = self.positions(uri)
        if snapshot is None or positions is None:
            return None
        analysis = Analysis(snapshot, self.workspace_index)
        if len(snapshot.data) < BACKGROUND_BYTES:
            return self._answered(compute(analysis, positions), sent)
        await self.diagnostics_first(uri, snapshot)
        asked = cancel.current_check()
        protocol = self.protocol
        writer = protocol.writer
        msg_id = protocol.msg_id

        def stale() -> bool:
            return self.current(uri) is not snapshot or (asked is not None and asked())

        def work() -> Any:
            with trace.job("whole_document", version=snapshot.version, id=msg_id):
                with cancel.cancellable(stale):
                    cancel.checkpoint()
                    result = compute(analysis, positions)
                    if msg_id is None or not isinstance(writer, SerialWriter):
                        return result
                    pieces = protocol.response_pieces(msg_id, json_pieces(result, []))
                with writer.lock:  # (the check and the write: a didChange's diagnostics never overtake it)
                    if stale():
                        raise cancel.Cancelled()
                    # (`sent` on the event loop, before it reads the client's next request, which can
                    # only follow this response; not if the document was closed meanwhile)
                    loop.call_soon_threadsafe(self._sent_if_open, uri, result, sent)
                    protocol.send_json_pieces(pieces)
                return WRITTEN

        loop = asyncio.get_running_loop()
        try:
            if stale():
                raise cancel.Cancelled()
            result = await loop.run_in_executor(self.validation_pool, contextvars.copy_context().run, work)
        except cancel.Cancelled:
            if self.current(uri) is not snapshot:
                raise ContentModified(f"{uri} changed (version {snapshot.version} is gone)") from None
            raise
        if result is not WRITTEN:
            if self.current(uri) is not snapshot:  # changed after the work's last checkpoint
                raise ContentModified(f"{uri} changed (version {snapshot.version} is gone)")
            self._answered(result, sent)
        # Once the response is written, its transients (cub_sm90.ptx: a 1.7M-int list, 5 MB of JSON
        # and its copies) are free but stay resident (glibc keeps them in its heap): give them back.
        # In process, 300 random edits: RSS 251 -> 224 MiB by that trim, with the same live memory.
        loop.call_later(TRIM_AFTER_RESPONSE_SECONDS, trim_memory, 0.0)
        return result

    def _sent_if_open(self, uri: str, result: Any, sent: Callable[[Any], None] | None) -> None:
        if self.current(uri) is not None:
            self._answered(result, sent)

    @staticmethod
    def _answered(result: Any, sent: Callable[[Any], None] | None) -> Any:
        """`result`, told to `sent` (see `whole_document`) as it is answered."""
        if sent is not None:
            sent(result)
        return result

    def settle(self, loop: asyncio.AbstractEventLoop) -> None:
        """Nothing queued after a publish: freeze what is alive for the garbage collector (a full
        collection while typing cost 250 ms), give freed pages back (rate-limited), and collect
        everything once the editor stays idle for IDLE_COLLECT_SECONDS, or for PAUSE_COLLECT_SECONDS
        when a full collection is due (see `host.freeze_live_objects`): not between a publish and
        the request or keystroke that follows it."""
        due = freeze_live_objects()
        trim_memory()
        if statements_grown():  # (on the validation worker, where the checks that use it run)
            snapshots = self.host.snapshots()
            if snapshots and all("validation" in snapshot.__dict__ for snapshot in snapshots):
                self.validation_pool.submit(retain_statements, snapshots)
        if self._idle is not None:
            self._idle.cancel()
        self._idle = loop.call_later(PAUSE_COLLECT_SECONDS if due else IDLE_COLLECT_SECONDS, self._collect_when_idle)

    def _collect_when_idle(self) -> None:
        self._idle = None
        if not self._validating and not self._pending:
            collect_garbage(trim=True)
            self.read_uses_left()

    def read_uses_left(self) -> None:
        """Once the editor is idle, read on the index worker the uses a document's indexes left for later
        (issue 16): until then they keep what they read alive (the first version's chunk trees, and
        those of the functions edited since), for good in an editor that never asks for
        whole-document tokens or references (those read them all). A collection at the next idle
        moment returns that memory."""
        for snapshot in self.host.snapshots():
            index = snapshot.__dict__.get("index")
            if index is not None and index.uses_left():
                self.index_pool.submit(read_uses_then_trim, index)

    def prepare_if_current(self, snapshot: Snapshot | CppSnapshot) -> list[dict] | None:
        """Worker-thread body: the wire-form diagnostics of `snapshot`, or None once superseded."""
        if self.current(snapshot.uri) is not snapshot:
            return None  # superseded while queued: never validate a version nobody will see
        if isinstance(snapshot, Snapshot):  # computed (and cached on the snapshot) here, off the loop
            snapshot.validated()
        else:
            Analysis(snapshot).diagnostics()
        if self.current(snapshot.uri) is not snapshot:
            return None
        return self.prepare(snapshot)

    def publish_latest(self, snapshot: Snapshot | CppSnapshot) -> tuple[Any, list[dict] | None, Any, int]:
        """Worker-thread body of a publish: `publish_if_current(snapshot)`, then the same for each newer
        version of the document the event loop stored meanwhile, until the current one is done.
        (snapshot last taken, its prepared list when the event loop is to send it, the last snapshot
        whose diagnostics this thread wrote or None, the count of publishes asked while a validation
        ran (`_asks`) when that snapshot was taken: one asked later, e.g. for ptxas's issues of the
        same version, still publishes again.)

        Issue 16: the event loop learns that a check ended only when it is free; while it answers a
        hover or completion (late in the endurance run 50-350 ms, building the edited version's
        index) the worker sat idle with the next version's check waiting for it. Now the worker
        starts that check itself, and it runs beside the request.
        """
        written = None
        while True:
            asked = self._asks.get(snapshot.uri, 0)
            prepared = self.publish_if_current(snapshot)
            if prepared is not None:  # (not written here: the event loop sends it)
                return snapshot, prepared, written, asked
            if self._written() is snapshot:
                written = snapshot
            current = self.current(snapshot.uri)
            if not isinstance(current, Snapshot) or current is snapshot:
                return snapshot, None, written, asked
            snapshot = current

    def publish_if_current(self, snapshot: Snapshot | CppSnapshot) -> list[dict] | None:
        """Worker-thread body of a publish: `prepare_if_current`, and the notification written from
        this thread when the transport serializes whole messages (`SerialWriter`; then None is
        returned, else the prepared list for the event loop to send). The check that `snapshot` is
        still current and the write happen under the writer's lock, so a didClose's empty list,
        written after the document left the host, always comes after."""
        with trace.job("publish_job", version=snapshot.version) as fields:
            prepared = self.prepare_if_current(snapshot)
            fields["stale"] = prepared is None
        writer = self.protocol.writer
        if prepared is None or not isinstance(writer, SerialWriter):
            return prepared
        with writer.lock:
            if self.send_prepared(snapshot, prepared):
                self._written = weakref.ref(snapshot)  # (read by `publish_latest`, on this thread)
        return None

    def index_if_current(self, snapshot: Snapshot, only_this: bool = False) -> None:
        """Worker-thread body: build the symbol index of the document `snapshot` is a version of,
        in its current version (typing may have started since that first check: versions made
        while it is built splice it, see `Snapshot.edited`); with `only_this`, only if `snapshot`
        is still the current version."""
        current = self.current(snapshot.uri)
        if isinstance(current, Snapshot) and (current is snapshot or not only_this):
            if trace.ON:
                trace.event("index_job", version=current.version, built="index" not in current.__dict__)
            _ = current.index

    def warm_up(self) -> None:
        """Load the spec data and check a small kernel on the validation thread while the editor is
        still opening files, so the first check of a real document does not pay for them."""
        if not self._validating:
            self.validation_pool.submit(Analysis.warm_up)

    def prepare_progressively(self, snapshot: Snapshot, progress: ValidationProgress,
                              loop: asyncio.AbstractEventLoop) -> list[dict] | None:
        """Worker-thread body for the first check of a huge document: the functions at its top are
        checked and published first, then the rest with `$/progress` reports (issue 11)."""
        if self.current(snapshot.uri) is not snapshot:
            return None
        if snapshot.uri not in self._top_sent:  # (else published before the document was parsed)
            top = snapshot.issues_until(PROGRESSIVE_TOP)
            if not _validated(snapshot):
                loop.call_soon_threadsafe(self.send_prepared, snapshot, self.prepare(snapshot, list(top)))
        def checked(done: int, total: int) -> None:
            # What the check made so far stays alive (index, per-function records): out of the cycle
            # collector's generations with it, as after every publish (`host.freeze_live_objects`),
            # else full collections of the growing heap held the interpreter 60-130 ms each, several
            # times per first check of cub_sm90.ptx, and requests answered meanwhile waited (issue 11).
            gc.freeze()
            loop.call_soon_threadsafe(progress.report, done, total)

        snapshot.validated(progress=checked)
        if self.current(snapshot.uri) is not snapshot:
            return None
        return self.prepare(snapshot)

    def prepare(self, snapshot: Snapshot | CppSnapshot, ours: list[Issue] | None = None) -> list[dict] | None:
        """The diagnostics of a snapshot in wire form (None if it is no longer current); `ours`:
        these of our issues instead of all of them (the top of a huge file, published first)."""
        if trace.ON:
            with trace.span("prepare", version=snapshot.version):
                return self._prepare(snapshot, ours)
        return self._prepare(snapshot, ours)

    def _prepare(self, snapshot: Snapshot | CppSnapshot, ours: list[Issue] | None) -> list[dict] | None:
        positions = self.positions(snapshot.uri)
        if positions is None or positions.data is not snapshot.data:
            return None
        try:
            pieces = self.published_pieces(snapshot) if ours is None else None
            if pieces is not None:
                return self.wire_pieces(snapshot.uri, positions, pieces)
            return [wire_diagnostic(issue, positions) for issue in self.issues(snapshot, ours)]
        except Exception:  # noqa: BLE001 - diagnostics must never take the server down
            log.exception("validating %s failed", snapshot.uri)
            return []

    def published_pieces(self, snapshot: Snapshot | CppSnapshot) -> Pieces | None:
        """`issues(snapshot)` function by function (`parts.published`), or None where it is not
        told that way (C++ documents, ptxas or resource issues for this version, diagnostics off)."""
        shown = snapshot.settings.diagnostics
        if not isinstance(snapshot, Snapshot) or not shown.enabled:
            return None
        ptxas = self.ptxas_issues.get(snapshot.uri)
        resources = self.resources.get(snapshot.uri)
        if (ptxas is not None and ptxas[0] == snapshot.version) or \
                (resources is not None and resources[0] == snapshot.version and resources[3]):
            return None
        return published(snapshot.validated(), shown, function_spans(snapshot))

    def wire_pieces(self, uri: str, positions: Positions, pieces: Pieces) -> list[dict]:
        """The wire form of published pieces. A function's piece that was converted for the last
        publish is the same object again when no edit touched the function (`parts.Part`): its
        dicts are taken again, with their lines moved when lines were added or removed above it;
        only the edited function's issues (and those around the functions) are converted."""
        memo = self._wire.get(uri, {})
        kept: dict[int, tuple] = {}
        # the diagnostics of the pieces converted last time, by what their wire form is made of: an
        # edited function's piece is new, but most of its diagnostics are what they were (a file
        # full of errors publishes a hundred for the function being typed in; issue 16)
        items = self._wire_items.get(uri, {})
        made: dict[tuple, tuple] = {}
        out = WireList()
        texts: list[str] = []
        for base, issues in pieces:
            if not issues:
                continue
            if not base:
                dicts = [wire_diagnostic(issue, positions) for issue in issues]
                out.extend(dicts)
                texts.append(json.dumps(dicts)[1:-1])
                continue
            line, column = positions.point(base)
            hit = memo.get(id(issues))
            entry = None
            if hit is not None and hit[0] is issues and hit[2] == column and hit[3] == positions.encoding:
                entry = hit if hit[1] == line else moved_piece(hit, line)
            if entry is None:
                converted = [wire_item(issue, positions, base, items, made) for issue in issues]
                entry = (issues, line, column, positions.encoding, [item[0] for item in converted],
                         ", ".join(item[1] for item in converted), None)
            kept[id(issues)] = entry
            out.extend(entry[4])
            texts.append(entry[5])
        self._wire[uri] = kept
        self._wire_items[uri] = made
        out.texts = texts
        return out

    def send_prepared(self, snapshot: Snapshot | CppSnapshot, diagnostics: list[dict] | None) -> bool:
        """Send prepared diagnostics if `snapshot` is still current and they tell the client something
        (True: the client has them now: sent, or the same as the last list it got).

        A client without `versionSupport` cannot tell two versions' lists apart, so a list equal to
        the last one sent is not sent again (typing inside a comment costs no traffic). A client
        with `versionSupport` gets every version: that is how it knows the list is current.
        """
        uri = snapshot.uri
        if diagnostics is None or self.current(uri) is not snapshot:
            return False
        if not self.diagnostics_versioned and self._sent.get(uri) == diagnostics:
            return True
        self._sent[uri] = diagnostics
        params: dict[str, Any] = {"uri": uri, "diagnostics": diagnostics}
        if snapshot.version is not None:
            params["version"] = snapshot.version
        self.send_notification_json(lsp.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS, params)
        if trace.ON:
            trace.event("published", version=snapshot.version, diagnostics=len(diagnostics))
        return True

    def send_notification_json(self, method: str, params: dict) -> None:
        """A notification whose params are already JSON (no attrs objects, no cattrs pass); a
        `WireList` among them is written from its pieces' texts (the text `json.dumps` makes)."""
        if any(isinstance(value, WireList) for value in params.values()):
            fields = ", ".join(f"{json.dumps(key)}: {value.json_text() if isinstance(value, WireList) else json.dumps(value)}"
                               for key, value in params.items())
            self.protocol.send_json_text(f'{{"jsonrpc": "2.0", "method": {json.dumps(method)}, "params": {{{fields}}}}}')
            return
        self.protocol._send_data({"jsonrpc": "2.0", "method": method, "params": params})

    def send_diagnostics(self, snapshot: Snapshot | CppSnapshot) -> None:
        """publishDiagnostics for one snapshot (which must be the document's current one)."""
        self.send_prepared(snapshot, self.prepare(snapshot))

    def issues(self, snapshot: Snapshot | CppSnapshot, ours: list[Issue] | None = None) -> list[Issue]:
        """Published issues of a snapshot: ours plus ptxas's for this version, filtered by settings."""
        shown = snapshot.settings.diagnostics
        if not shown.enabled:
            return []
        if ours is None:
            ours = list(Analysis(snapshot).diagnostics())
        ours = [issue for issue in ours if shown.shows(issue.code, issue.severity)]
        ptxas = self.ptxas_issues.get(snapshot.uri)
        if ptxas is not None and ptxas[0] == snapshot.version:
            if ptxas[1] == snapshot.settings:
                ours = list(ptxas[3])  # merged on the tool thread
            else:  # settings changed since: merge again (rare)
                ours = merge_ptxas(snapshot, ptxas[2])
        resources = self.resources.get(snapshot.uri)
        if resources is not None and resources[0] == snapshot.version:
            ours += [issue for issue in resources[3] if shown.shows(issue.code, issue.severity)]
        return ours if len(ours) <= MAX_PER_FUNCTION else cap_issues(ours, function_spans(snapshot))

    def issues_between(self, snapshot: Snapshot | CppSnapshot, start: int, end: int) -> list[Issue]:
        """The published issues of a snapshot (`issues`) that overlap start..end (code actions, asked
        by editors as the cursor moves): read from the published pieces when the snapshot is
        validated and told that way, not from the whole list (shifting, filtering and capping the
        3,600 issues of the endurance benchmark's late texts cost ~35 ms per request, issue 16)."""
        pieces = self.published_pieces(snapshot) if _validated(snapshot) else None
        if pieces is None:
            return [i for i in self.issues(snapshot) if i.start <= end and i.end >= start]
        return pieces_between(pieces, start, end)

    def diagnostics(self, snapshot: Snapshot | CppSnapshot, positions: Positions) -> list[lsp.Diagnostic]:
        return [to_diagnostic(issue, positions) for issue in self.issues(snapshot)]

    # ---- ptxas ----------------------------------------------------------------------------

    @property
    def trust(self) -> TrustPolicy:
        """The policy every executable goes through (workspace folders, client-declared trust)."""
        return TrustPolicy(tuple(str(root) for root in self.workspace_index.roots), self.trusted_workspace)

    def run_tools_in_background(self, uri: str, diagnostics: bool = True) -> None:
        """ptxas on the current version, on the tool pool: its diagnostics (on save) and `ptxas -v`
        (on open and save; cached by content); publish and refresh the code lenses when done.

        **One run per document at a time**: a newer request cancels the running one (its process
        group is killed) and the newer version runs next. The merge with our issues happens on the
        tool thread; the event loop only stores results and publishes.
        """
        snapshot = self.host.get(uri)
        settings = self.settings
        if snapshot is None or not settings.ptxas.enabled:
            return
        diagnostics = diagnostics and settings.diagnostics.enabled
        policy = self.trust
        key = self.resource_cache.key(snapshot.data, settings)

        def work(cancel) -> tuple:
            found = None
            if diagnostics:
                issues = ptxas_service.run_diagnostics(snapshot.data, settings, policy, cancel)
                found = (tuple(issues), tuple(merge_ptxas(snapshot, issues)))
            report = self.resource_cache.get(key)
            if report is None:
                try:
                    report = ptxas_service.run_resources(snapshot.data, settings, policy, cancel)
                except ptxas_service.ToolUnavailable as error:  # keep the diagnostics
                    return found, None, error
                self.resource_cache.put(key, report)
            spans = self.spans_after_check(snapshot)
            return found, (report, spans, tuple(report.issues(list(spans)))), None

        def store(result: tuple) -> None:
            found, resources, problem = result
            current = self.host.get(uri)
            if current is None:
                return
            if problem is not None:
                self.report_ptxas_once(str(problem), f"{problem}; {TOOL_CONSEQUENCE['resources']}")
            if resources is not None:
                self.resources[uri] = (snapshot.version, *resources)
            if current.version != snapshot.version:
                return  # the text changed meanwhile; the next save runs ptxas again
            if found is not None:
                self.ptxas_issues[uri] = (snapshot.version, snapshot.settings, *found)
            if found is not None or (resources is not None and resources[2]):
                self.publish(uri)
            if resources is not None and self.code_lens_refresh:
                self.workspace_code_lens_refresh(None)

        self._tool_job((uri, "ptxas"), work, store)

    def spans_after_check(self, snapshot: Snapshot) -> tuple:
        """Tool-thread body: the function spans of `snapshot` (`ptxas.function_spans`), which read its
        symbol index. Not built yet, the index is built on the validation worker, after what is queued
        there: `ptxas -v` on open often ends during the first check of a big file, and an index built
        here meanwhile took the interpreter from that check (0.2-0.3 s CPU on cub_sm90, and the
        switching between the two threads) and put off its complete diagnostics."""
        if "index" in snapshot.__dict__:
            return tuple(ptxas_service.function_spans(snapshot))
        return tuple(self.validation_pool.submit(ptxas_service.function_spans, snapshot).result())

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
        exact = self.exact_resources(snapshot)
        spans = tuple(ptxas_service.function_spans(snapshot))
        return (exact or last[1]), spans, exact is None

    def exact_resources(self, snapshot: Snapshot) -> Any:
        """The `ptxas -v` report for exactly this content, if one was made (its key hashes the whole
        text: computed once per version, not once per hover, and only when a report of a text of
        this length is held)."""
        if not self.resource_cache.may_hold(snapshot.data):
            return None
        known = self._resource_keys.get(snapshot.uri)
        if known is None or known[0]() is not snapshot:
            known = self._resource_keys[snapshot.uri] = (weakref.ref(snapshot), self.resource_cache.key(snapshot.data,
                                                                                            snapshot.settings))
        return self.resource_cache.get(known[1])

    def resource_hover(self, uri: str, start: int, end: int) -> tuple[str, int, int] | None:
        """The `ptxas -v` text for a function named at start..end (or declared around `start`), with
        the name's range; None when no report covers it.

        Called on every hover, so it reads only the function around `start` (no index, no list
        of every function): typing in a big file must not make hovers wait for whole-file work.
        """
        snapshot = self.host.get(uri)
        last = self.resources.get(uri)
        if snapshot is None or last is None:
            return None
        from ptx_lsp.services.resources import hover_text

        if last[0] == snapshot.version:
            report, stale = last[1], False
        else:
            exact = self.exact_resources(snapshot)
            report, stale = exact or last[1], exact is None
        name = ptxas_service.function_name_at(snapshot.source.root_at(start), start)
        if name is not None:
            start, end = name
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
                self.report_ptxas_once(str(error), f"{error}; {TOOL_CONSEQUENCE['ptxas']}")
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


SEVERITY_JSON = {name: int(value) for name, value in SEVERITY.items()}
TAGS_JSON = {name: int(value) for name, value in TAGS.items()}


class ValidationProgress:
    """`$/progress` for one long first check: created when the client supports it, begun once the
    client accepted the token, reported at most every PROGRESS_EVERY seconds, ended once."""

    def __init__(self, server: PtxLanguageServer, snapshot: Snapshot) -> None:
        import time
        import uuid

        self.server = server
        self.token = f"ptx-lsp/validate/{uuid.uuid4().hex}"
        self.name = snapshot.uri.rsplit("/", 1)[-1]
        self.state = "none"  # none -> asked -> begun -> ended
        self.last = time.monotonic()
        if not server.progress_supported:
            return
        self.state = "asked"
        try:
            server.work_done_progress.create(self.token, callback=self._created)
        except Exception:  # noqa: BLE001 - progress is a courtesy; checking goes on without it
            log.exception("workDoneProgress/create failed")
            self.state = "none"

    def _created(self, *_args: Any) -> None:
        if self.state != "asked":
            return
        self.state = "begun"
        self.server.work_done_progress.begin(self.token, lsp.WorkDoneProgressBegin(
            title="Checking PTX", message=self.name, percentage=0, cancellable=False))

    def report(self, done: int, total: int) -> None:
        import time

        now = time.monotonic()
        if self.state != "begun" or now - self.last < PROGRESS_EVERY:
            return
        self.last = now
        self.server.work_done_progress.report(self.token, lsp.WorkDoneProgressReport(
            message=self.name, percentage=min(99, done * 100 // max(total, 1))))

    def end(self) -> None:
        if self.state == "begun":
            self.server.work_done_progress.end(self.token, lsp.WorkDoneProgressEnd(message=self.name))
        self.state = "ended"


def read_uses_then_trim(index: Any) -> int:
    """Index-worker job at an idle moment: `index.read_uses_left()`, then hand the pages it freed (the
    trees and texts the uses were read from) back to the system at once. The idle collection's trim
    came before it: they stayed resident until the next edit's trim (issue 16)."""
    read = index.read_uses_left()
    if read:
        trim_memory(0.0)
    return read


def _validated(snapshot: Snapshot | CppSnapshot) -> bool:
    """Whether a snapshot's diagnostics are computed already."""
    return "parts" in snapshot.__dict__ or "issues" in snapshot.__dict__


def wire_item(issue: Issue, positions: Positions, base: int, items: dict[tuple, tuple],
              made: dict[tuple, tuple]) -> tuple[dict, str]:
    """(`wire_diagnostic(issue, positions, base)`, its JSON text), taken from `items` when a
    diagnostic of the same range and fields was converted before (and noted in `made`)."""
    span = positions.span(issue.start + base, issue.end + base)
    key = (span, issue.message, issue.severity, issue.code, issue.source, issue.tags)
    item = items.get(key)
    if item is None:
        diagnostic = wire_diagnostic(issue, positions, base, span)
        item = (diagnostic, json.dumps(diagnostic))
    made[key] = item
    return item


def wire_diagnostic(issue: Issue, positions: Positions, base: int = 0,
                    span: tuple[int, int, int, int] | None = None) -> dict:
    """The JSON form of `to_diagnostic(issue, positions)`, built without attrs objects (`base`: the
    offset the issue's are relative to; `span`: `positions.span` of its range, when known)."""
    out: dict[str, Any] = {
        "range": span_json(span if span is not None else positions.span(issue.start + base, issue.end + base)),
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


def moved_piece(entry: tuple, line: int) -> tuple:
    """A converted piece of `wire_pieces` (issues, line, column, encoding, dicts, text, template)
    moved to start at `line` (lines added or removed above it). Its text is remade from a template
    of it, the text cut around every line number (made at its first move, kept for the next ones),
    not dumped again (issue 16: a line break typed above ~1,000 diagnostics dumped them all)."""
    issues, old, column, encoding, dicts, text, template = entry
    moved = moved_lines(dicts, line - old)
    if template is None:
        template = line_template(text, old)
        if len(template[2]) != 2 * len(dicts):  # (never expected: then the text is dumped anew)
            return issues, line, column, encoding, moved, json.dumps(moved)[1:-1], None
    return issues, line, column, encoding, moved, render_template(template, line), template


# where a wire diagnostic's lines are in its JSON: it starts with its range (`wire_diagnostic`), and
# inside a JSON string these characters cannot occur (its quotes are escaped)
_RANGE_LINES = re.compile(r'\{"range": \{"start": \{"line": (\d+), "character": \d+\}, "end": \{"line": (\d+),')


def line_template(text: str, line: int) -> tuple[int, list[str], list[int]]:
    """(line, segments, line numbers) of the JSON text of a piece's diagnostics (the items of its
    list) when it starts at `line`: the text is the segments with the numbers between them, each
    number a range's line."""
    segments: list[str] = []
    lines: list[int] = []
    at = 0
    for match in _RANGE_LINES.finditer(text):
        for group in (1, 2):
            segments.append(text[at : match.start(group)])
            lines.append(int(match.group(group)))
            at = match.end(group)
    segments.append(text[at:])
    return line, segments, lines


def render_template(template: tuple[int, list[str], list[int]], line: int) -> str:
    """The text of a `line_template` for its piece starting at `line`."""
    delta = line - template[0]
    segments = template[1]
    out = [segments[0]]
    for number, segment in zip(template[2], segments[1:], strict=True):
        out.append(str(number + delta))
        out.append(segment)
    return "".join(out)


def moved_lines(diagnostics: list[dict], delta: int) -> list[dict]:
    """Wire diagnostics `delta` lines further down (the same text, lines added or removed above it)."""
    out = []
    for diagnostic in diagnostics:
        start, end = diagnostic["range"]["start"], diagnostic["range"]["end"]
        moved = dict(diagnostic)
        moved["range"] = {"start": {"line": start["line"] + delta, "character": start["character"]},
                          "end": {"line": end["line"] + delta, "character": end["character"]}}
        out.append(moved)
    return out


TOOL_CONSEQUENCE = {
    "ptxas": "only ptx-lsp's own checks run",
    "resources": "no register/memory figures (code lenses) for this file",
}


def merge_ptxas(snapshot: Snapshot, theirs: Any) -> list[Issue]:
    """Our shown issues merged with ptxas's shown ones (a ptxas error is dropped only when ours is visible)."""
    shown = snapshot.settings.diagnostics
    ours = [issue for issue in Analysis(snapshot).diagnostics() if shown.shows(issue.code, issue.severity)]
    return merge_issues(ours, [issue for issue in theirs if shown.shows(issue.code, issue.severity)], snapshot.data)


def _project_target(uri: str) -> str | None:
    """The lowest GPU target of a C++ file in compile_commands.json (None when unknown)."""
    from ptx_lsp.analysis.analysis import target_for_file

    path = uri_to_path(uri)
    return target_for_file(path) if path is not None else None


def function_spans(snapshot: Any) -> list[tuple[int, int]]:
    """Byte spans of the function definitions of a PTX snapshot (none for other documents)."""
    source = getattr(snapshot, "source", None)
    if source is None or not hasattr(source, "named_top_level"):
        return []
    return [(node.start_byte, node.end_byte) for node in source.named_top_level() if node.type == "function_definition"]


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
    map_big_buffers()  # (before the first document: its text is one of them)
    server = create_server()
    from ptx_lsp.syntax import ts_allocator

    log.info("ptx-lsp %s starting (python %s; tree-sitter's trees allocated by %s)", __version__,
             sys.version.split()[0], "glibc" if ts_allocator.STATE["glibc"] else
             f"Python ({ts_allocator.STATE['why']})")
    server.start_io(sys.stdin.buffer, protocol_out)
    return server.exit_code


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
    resolvable = item.resolve_support.properties if item is not None and item.resolve_support is not None else ()
    server.completion_resolves_documentation = "documentation" in (resolvable or ())
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
    server.progress_supported = bool(caps.window is not None and caps.window.work_done_progress)
    lens = caps.workspace.code_lens if caps.workspace is not None else None
    server.code_lens_refresh = bool(lens is not None and lens.refresh_support)
    server.set_roots(_roots_from(params))
    options = params.initialization_options
    if isinstance(options, dict) and "workspaceTrusted" in options:
        # Only the client itself says whether the workspace is trusted (VS Code: workspace.isTrusted);
        # workspace settings cannot, because configuration never reads this key.
        options = dict(options)
        server.trusted_workspace = options.pop("workspaceTrusted") is True
    settings, warnings = parse_settings(options, SERVER_SETTINGS)
    server.init_settings = settings
    server.host.set_settings(settings)
    server.shown_warnings.update(warnings)
    for warning in warnings:
        log.warning("settings: %s", warning)
    server.pending_warnings = warnings
    log.info("initialize: encoding %s, roots %s, client %s, workspace %s", server.encoding,
             server.workspace_index.roots, params.client_info.name if params.client_info else "?",
             "trusted" if server.trusted_workspace else "untrusted (no tools from inside it run)")
