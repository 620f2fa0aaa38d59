"""Job trace for latency analysis (issue 16): what the server ran, on which thread, between a
keystroke and its diagnostics.

**Off unless the environment variable `PTX_LSP_TRACE` names a file when the server starts; then each
call site costs one test of `ON`.** When on, every traced job writes one JSON line when it ends:
`{"t0", "t1"}` (`time.monotonic`, the clock `time.perf_counter` reads on Linux, so a client on
the same machine can line its own times up with these), `cpu` (seconds of CPU time of the thread that ran
it), `thread`, `job` and the job's own fields (version, method, functions checked...). Garbage
collections are written as jobs too (`gc`, with their generation), since they stop every thread.

Every line carries the `pid` of the process that wrote it: every process that imports the server
with the variable set traces into the same file (`endurance_bench.py`'s client, whose own garbage
collections decoding a thousand diagnostics are 100-800 ms each, and the fresh server it compares
with at the end); a reader keeps the server's lines (`server_lines`).

`benchmarks/latency_explain.py` reads such a trace next to `endurance_bench.py`'s and tells, for
each edit that waited for its diagnostics, what ran between its didChange and the publish.
"""

from __future__ import annotations

import json
import os
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from typing import Any

_PATH = os.environ.get("PTX_LSP_TRACE") or None
ON = _PATH is not None
_lock = threading.Lock()
_out: list[Any] = []
_PID = os.getpid()


def _write(record: dict) -> None:
    record["pid"] = _PID
    line = json.dumps(record, default=str) + "\n"
    with _lock:
        if _out and _out[0] is None:
            return  # the file could not be written: tracing is off, the server goes on
        try:
            if not _out:
                _out.append(open(_PATH, "a", encoding="utf-8", buffering=1 << 16))  # noqa: SIM115 - for the process's life
            _out[0].write(line)
        except (OSError, ValueError) as error:
            if _out and _out[0] is not None:
                _out[0].close()
            _out[:] = [None]
            print(f"ptx-lsp: PTX_LSP_TRACE={_PATH!r} cannot be written ({error}); job trace off", file=sys.stderr)


def flush() -> None:
    """Write what is buffered (a test or a tool reads the file while the server runs)."""
    with _lock:
        if _out and _out[0] is not None:
            _out[0].flush()


@contextmanager
def span(job: str, **fields: Any) -> Iterator[dict]:
    """Trace the body as one job (only call it when `ON`); the body may add fields to the dict it gets."""
    t0, c0 = time.monotonic(), time.thread_time()
    try:
        yield fields
    finally:
        fields.update(job=job, t0=round(t0, 6), t1=round(time.monotonic(), 6),
                      cpu=round(time.thread_time() - c0, 6), thread=threading.current_thread().name)
        _write(fields)


def job(name: str, **fields: Any) -> AbstractContextManager[dict]:
    """`span` when tracing is on, else a context that traces nothing (its dict goes nowhere): for a
    job whose body would otherwise be written twice, traced and not."""
    return span(name, **fields) if ON else nullcontext(fields)


def event(job: str, **fields: Any) -> None:
    """A point in time (a message received, a response or publish written); only when `ON`."""
    now = round(time.monotonic(), 6)
    fields.update(job=job, t0=now, t1=now, cpu=0.0, thread=threading.current_thread().name)
    _write(fields)


_gc_started: dict[int, tuple[float, float]] = {}


def _on_gc(phase: str, info: dict) -> None:
    ident = threading.get_ident()
    if phase == "start":
        _gc_started[ident] = (time.monotonic(), time.thread_time())
        return
    started = _gc_started.pop(ident, None)
    if started is not None:
        _write({"job": "gc", "generation": info.get("generation"), "collected": info.get("collected"),
                "t0": round(started[0], 6), "t1": round(time.monotonic(), 6),
                "cpu": round(time.thread_time() - started[1], 6), "thread": threading.current_thread().name})


def server_lines(lines: list[dict]) -> list[dict]:
    """The lines of `lines` (a trace file's records) that the first process to read an LSP message
    wrote: the server the client started, without the client's own (its garbage collections) nor
    those of a later server (older traces, without pids: all of them)."""
    server = next((line.get("pid") for line in lines if line.get("job") == "message"), None)
    return [line for line in lines if line.get("pid") == server]


if ON:
    import atexit
    import gc

    gc.callbacks.append(_on_gc)
    atexit.register(flush)
