"""Job trace for latency analysis (issue 16): what the server ran, on which thread, between a
keystroke and its diagnostics.

**Off unless the environment variable `PTX_LSP_TRACE` names a file when the server starts; then each
call site costs one test of `ON`.** When on, every traced job writes one JSON line when it ends:
`{"t0", "t1"}` (`time.monotonic`, the clock `time.perf_counter` reads on Linux, so a client on
the same machine can line its own times up with these), `cpu` (seconds of CPU time of the thread that ran
it), `thread`, `job` and the job's own fields (version, method, functions checked...). Garbage
collections are written as jobs too (`gc`, with their generation), since they stop every thread.

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
from contextlib import contextmanager
from typing import Any

_PATH = os.environ.get("PTX_LSP_TRACE") or None
ON = _PATH is not None
_lock = threading.Lock()
_out: list[Any] = []


def _write(record: dict) -> None:
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


if ON:
    import atexit
    import gc

    gc.callbacks.append(_on_gc)
    atexit.register(flush)
