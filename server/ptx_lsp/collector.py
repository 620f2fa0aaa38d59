"""The cycle collector's pace during long checks (issue 11): what a full validation allocates.

**Collections are only made rarer, never skipped, and nothing here changes a result.** A full check
of a big file makes millions of short-lived tracked objects (lookup traces, operand tuples, issues)
and keeps tens of thousands (statement records, cache entries). At CPython's default pace a young
collection runs every 700 net allocations and walks every young object still alive, most of which
die a moment later anyway; each tenth promotes survivors, and every growth of the long-lived set by
a quarter walks everything tracked. On `cub_sm90.ptx` that was 650 young and 5-6 full collections,
0.5-0.9 s of a 3.5 s check (CPU, `benchmarks/validate_bench.py`). With a young threshold of
`YOUNG_THRESHOLD` while a check runs, most temporaries are freed by reference counting before any
collection sees them: about 40 young collections and no full one, 0.3 s. Cyclic garbage still goes
at the next collection; the memory it can hold meanwhile is a few thousand objects.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

YOUNG_THRESHOLD = 10_000  # young collection every this many net allocations while a check runs (default 700)

_lock = threading.Lock()
_active = [0, (700, 10, 10)]  # checks running now, the thresholds to restore when the last ends


@contextmanager
def fewer_collections() -> Iterator[None]:
    """Run the body with the young-generation threshold raised to `YOUNG_THRESHOLD` (process-wide;
    nested and concurrent uses keep it raised until the last one ends, then restore it)."""
    with _lock:
        if _active[0] == 0:
            _active[1] = gc.get_threshold()
            first, *older = _active[1]
            if first and first < YOUNG_THRESHOLD:  # (0: the collector is off; a higher pace set elsewhere stays)
                gc.set_threshold(YOUNG_THRESHOLD, *older)
        _active[0] += 1
    try:
        yield
    finally:
        with _lock:
            _active[0] -= 1
            if _active[0] == 0:
                gc.set_threshold(*_active[1])
