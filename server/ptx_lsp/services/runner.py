"""Running an external tool: no shell, bounded in time and output, its whole process group ended.

**Argument lists only (never a shell); the child gets no stdin, its own session (process group),
a lower CPU priority (nice 10) and a private temporary directory as working directory, removed
afterwards.**
**Bounded: at most `limit` bytes of output are kept (the rest is counted and dropped; a child that
writes far more is stopped); on timeout or cancellation the whole process group is killed, so a
wrapper script's children die with it.**
**Tools run on their own small thread pool (`TOOL_POOL`), never on pygls's worker pool, which
the stdin reader shares.** `DocumentJobs` keeps at most one run per document and kind at a time:
a newer request cancels the running one and replaces any that was waiting.
"""

from __future__ import annotations

import contextlib
import logging
import os
import selectors
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass

log = logging.getLogger("ptx_lsp.services")

OUTPUT_LIMIT = 1 << 20  # bytes of tool output kept
HARD_LIMIT = 64 << 20  # a tool that writes more than this is stopped
NICE = 10  # tools run at least at this niceness (never above the server's own; children inherit it)
TOOL_POOL = ThreadPoolExecutor(max_workers=2, thread_name_prefix="ptx-tools")


class ToolFailed(Exception):
    """The tool could not be started, timed out or was cancelled; the message says which."""


class Cancelled(ToolFailed):
    """The run was cancelled because a newer one superseded it."""


@dataclass(frozen=True)
class Completed:
    """What a finished run left: exit code, output (stdout then stderr, bounded), how much was dropped."""

    returncode: int
    stdout: bytes
    stderr: bytes
    dropped: int
    seconds: float

    @property
    def text(self) -> str:
        return (self.stdout + self.stderr).decode("utf-8", "replace")


def scaled_timeout(base: float, size: int) -> float:
    """The time limit for a file of `size` bytes: the base, plus a second per 64 KiB, at most 10x.

    (ptxas -v on cub_sm90.ptx, 2.8 MB, takes 5 s of CPU and 20 s on a loaded 2-core machine.)
    """
    return min(base * 10, base + size / (64 * 1024))


@contextlib.contextmanager
def private_dir():
    """A fresh temporary directory only this user can read, removed with everything in it."""
    path = tempfile.mkdtemp(prefix="ptx-lsp-")
    try:
        os.chmod(path, 0o700)
        yield path
    finally:
        shutil.rmtree(path, ignore_errors=True)


def run(argv: Sequence[str], cwd: str, timeout: float, cancel: threading.Event | None = None,
        limit: int = OUTPUT_LIMIT) -> Completed:
    """Run `argv` in `cwd`; `ToolFailed` when it cannot start, times out or is cancelled."""
    if not argv or not os.path.isabs(argv[0]):
        raise ToolFailed("refusing to run a tool without an absolute path")
    started = time.monotonic()
    log.info("running %s", " ".join(argv))
    try:
        child = subprocess.Popen(
            list(argv), cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            start_new_session=sys.platform != "win32", close_fds=True, shell=False,
        )
    except OSError as error:
        raise ToolFailed(f"could not run {argv[0]}: {error.strerror or error}") from error
    if hasattr(os, "setpriority"):  # background work: typing in the editor keeps the CPU first
        with contextlib.suppress(OSError):
            os.setpriority(os.PRIO_PROCESS, child.pid, max(NICE, os.getpriority(os.PRIO_PROCESS, 0)))
    kept = {"stdout": bytearray(), "stderr": bytearray()}
    dropped = 0
    total = 0
    reason: str | None = None
    with selectors.DefaultSelector() as selector:
        selector.register(child.stdout, selectors.EVENT_READ, "stdout")  # type: ignore[arg-type]
        selector.register(child.stderr, selectors.EVENT_READ, "stderr")  # type: ignore[arg-type]
        open_streams = 2
        while open_streams:
            left = timeout - (time.monotonic() - started)
            if left <= 0:
                reason = f"timed out after {timeout:g} s"
                break
            if cancel is not None and cancel.is_set():
                reason = "cancelled"
                break
            for key, _ in selector.select(min(left, 0.1)):
                chunk = os.read(key.fd, 65536)
                if not chunk:
                    selector.unregister(key.fileobj)
                    open_streams -= 1
                    continue
                total += len(chunk)
                buffer = kept[key.data]
                room = limit - len(kept["stdout"]) - len(kept["stderr"])
                if room > 0:
                    buffer += chunk[:room]
                dropped += max(0, len(chunk) - max(room, 0))
            if total > HARD_LIMIT:
                reason = f"wrote more than {HARD_LIMIT >> 20} MiB"
                break
    if reason is None:
        try:
            child.wait(max(0.1, timeout - (time.monotonic() - started)))
        except subprocess.TimeoutExpired:
            reason = f"timed out after {timeout:g} s"
    if reason is not None:
        kill_group(child)
        if reason == "cancelled":
            raise Cancelled(f"{os.path.basename(argv[0])} run cancelled")
        raise ToolFailed(f"{os.path.basename(argv[0])} {reason}")
    kill_group(child)  # the leader exited: stray children of a wrapper go too
    seconds = time.monotonic() - started
    return Completed(child.returncode, bytes(kept["stdout"]), bytes(kept["stderr"]), dropped, seconds)


def kill_group(child: subprocess.Popen) -> None:
    """Kill the child's whole process group (its own session), then reap the child."""
    if sys.platform != "win32":
        with contextlib.suppress(ProcessLookupError, PermissionError, OSError):
            os.killpg(child.pid, signal.SIGKILL)
    with contextlib.suppress(OSError):
        child.kill()
    with contextlib.suppress(Exception):
        child.wait(5)
    for stream in (child.stdout, child.stderr):
        with contextlib.suppress(Exception):
            if stream is not None:
                stream.close()


class DocumentJobs:
    """At most one tool run per (document, kind); a newer request cancels and replaces the older.

    `submit(key, work)` calls `work(cancel_event)` on `TOOL_POOL` and returns a Future; when a run
    for the key is already going, its event is set (the runner kills the tool) and the new work
    starts once it has ended. Work that was waiting and is replaced gets its Future cancelled.
    """

    def __init__(self, pool: ThreadPoolExecutor = TOOL_POOL) -> None:
        self._pool = pool
        self._lock = threading.Lock()
        self._running: dict[object, threading.Event] = {}
        self._waiting: dict[object, tuple[Callable, Future]] = {}

    def submit(self, key: object, work: Callable[[threading.Event], object]) -> Future:
        future: Future = Future()
        with self._lock:
            if key in self._running:
                self._running[key].set()
                old = self._waiting.pop(key, None)
                if old is not None:
                    old[1].cancel()
                self._waiting[key] = (work, future)
                return future
            self._start(key, work, future)
        return future

    def cancel(self, key: object) -> None:
        """Stop the run for key (if any) and drop what waits behind it."""
        with self._lock:
            event = self._running.get(key)
            if event is not None:
                event.set()
            old = self._waiting.pop(key, None)
        if old is not None:
            old[1].cancel()

    def busy(self, key: object) -> bool:
        with self._lock:
            return key in self._running or key in self._waiting

    def _start(self, key: object, work: Callable, future: Future) -> None:
        event = threading.Event()
        self._running[key] = event

        def body() -> None:
            try:
                if future.set_running_or_notify_cancel():
                    try:
                        future.set_result(work(event))
                    except BaseException as error:  # noqa: BLE001 - handed to the Future
                        future.set_exception(error)
            finally:
                with self._lock:
                    self._running.pop(key, None)
                    waiting = self._waiting.pop(key, None)
                    if waiting is not None:
                        self._start(key, *waiting)

        self._pool.submit(body)
