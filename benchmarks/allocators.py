"""Where this process's memory sits (issue 16): CPython's small-object allocator and glibc's heap.

Resident memory alone cannot tell live objects from free space the allocators keep. This reads
both allocators: pymalloc's 1 MiB arenas (`sys._debugmallocstats`: arenas held, bytes in blocks
in use, free blocks inside used pools) and glibc's heaps (`mallinfo2`: bytes in use, free bytes
held, bytes in big mappings) — all of glibc's arenas, the worker threads' included. Linux/glibc
only (the glibc figures are left out elsewhere).

    from allocators import breakdown, line
    print(line())   # RSS 251 | pymalloc arenas 177 in use 140 free blocks 20 | glibc in use 57 free 34 mapped 0 (MiB)
"""

from __future__ import annotations

import ctypes
import os
import re
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from lsp_bench import rss_kib  # noqa: E402  (one /proc reader for every benchmark)


class _MallInfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in
                ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks", "fordblks",
                 "keepcost")]


def _mallinfo2():
    try:
        libc = ctypes.CDLL("libc.so.6")
        libc.mallinfo2.restype = _MallInfo2
        return libc.mallinfo2
    except (OSError, AttributeError):
        return None


_MALLINFO2 = _mallinfo2()
_MIB = float(1 << 20)


def _pymalloc_stats() -> str:
    """The text `sys._debugmallocstats` writes to the C stderr."""
    with tempfile.TemporaryFile() as out:
        sys.stderr.flush()
        saved = os.dup(2)
        os.dup2(out.fileno(), 2)
        try:
            sys._debugmallocstats()
        finally:
            os.dup2(saved, 2)
            os.close(saved)
        out.seek(0)
        return out.read().decode(errors="replace")


def breakdown() -> dict[str, float]:
    """MiB: RSS; pymalloc arenas held, bytes in use, free blocks in used pools; glibc bytes in use,
    free bytes held (returned to the system as far as `malloc_trim` could), bytes in big mappings."""
    text = _pymalloc_stats()

    def number(label: str) -> int:
        found = re.search(re.escape(label) + r"\s*=\s*([\d,]+)", text)
        return int(found.group(1).replace(",", "")) if found else 0

    arena = re.search(r"(\d+) arenas \* (\d+) bytes/arena", text)
    figures = {
        "rss": rss_kib(os.getpid())["VmRSS"] / 1024,
        "pymalloc_arenas": int(arena.group(1)) * int(arena.group(2)) / _MIB if arena else 0.0,
        "pymalloc_in_use": number("# bytes in allocated blocks") / _MIB,
        "pymalloc_free_blocks": number("# bytes in available blocks") / _MIB,
    }
    if _MALLINFO2 is not None:
        info = _MALLINFO2()
        figures.update(glibc_in_use=info.uordblks / _MIB, glibc_free=info.fordblks / _MIB,
                       glibc_mapped=info.hblkhd / _MIB)
    return figures


def line() -> str:
    """`breakdown` on one line."""
    f = breakdown()
    text = (f"RSS {f['rss']:.0f} | pymalloc arenas {f['pymalloc_arenas']:.0f} in use {f['pymalloc_in_use']:.0f}"
            f" free blocks {f['pymalloc_free_blocks']:.0f}")
    if "glibc_in_use" in f:
        text += f" | glibc in use {f['glibc_in_use']:.0f} free {f['glibc_free']:.0f} mapped {f['glibc_mapped']:.0f}"
    return text + " (MiB)"


# glibc gives each thread arena heaps of HEAP_MAX_SIZE (64 MiB on 64-bit), aligned to that size
_THREAD_HEAP = 64 << 20
_MAPPING = re.compile(r"^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$")


def mapping_kind(start: int, end: int, perms: str, name: str) -> str:
    """The kind of one mapping of a Python process on glibc, by what `/proc/PID/smaps` tells of it:
    "main heap" (`[heap]`: glibc's main arena, what the main thread allocates past pymalloc's 512
    bytes, and tree-sitter's nodes built there), "thread heaps" (anonymous, aligned to and at most
    glibc's 64 MiB heap size: the other threads' arenas), "files" (code and data of the interpreter
    and extension modules), "other" ([stack], [vdso], ...), "guard" (no access) or "anonymous"
    (everything else: pymalloc's 1 MiB arenas and the blocks too big for any heap)."""
    if name == "[heap]":
        return "main heap"
    if name.startswith("/"):
        return "files"
    if name:
        return "other"
    if perms.startswith("---"):
        return "guard"
    if start % _THREAD_HEAP == 0 and end - start <= _THREAD_HEAP:
        return "thread heaps"
    return "anonymous"


def resident_by_kind(pid: int) -> dict[str, float]:
    """Resident MiB of another process by `mapping_kind` (Linux; empty where smaps cannot be read).
    A thread heap's resident part is the arena's pages in use or not yet handed back; "anonymous"
    is mostly pymalloc's arenas, which go back only once every block in them is free."""
    try:
        text = Path(f"/proc/{pid}/smaps").read_text()
    except OSError:
        return {}
    kib: dict[str, int] = {}
    kind = None
    for row in text.splitlines():
        found = _MAPPING.match(row)
        if found:
            kind = mapping_kind(int(found.group(1), 16), int(found.group(2), 16), found.group(3), found.group(4))
        elif kind is not None and row.startswith("Rss:"):
            kib[kind] = kib.get(kind, 0) + int(row.split()[1])
    return {name: round(value / 1024, 1) for name, value in sorted(kib.items())}
