"""Tree-sitter's trees in glibc's heap instead of Python's small-object arenas (issue 16).

py-tree-sitter hands the tree-sitter library CPython's `PyMem_*` functions as its allocator when it
is imported, so every tree node, parse stack entry and query cursor a reparse makes lands in the
same 1 MiB pymalloc arenas as Python objects. An arena goes back to the system only once every
block in it is free, and a long editing session interleaves the nodes of trees that live for one
keystroke with Python objects that live for the session: the arenas stay pinned.

`use_glibc()` points the library's four allocator slots (`ts_current_malloc`, `_calloc`,
`_realloc`, `_free`, private data of the binding) at glibc's functions, where `malloc_trim` can
return free pages from inside the heap. It must run before the binding allocates anything (it is
called when `ptx_lsp.syntax` is imported, right after the binding, and only if nothing imported
the binding before): memory from one allocator freed by the other would corrupt both. It changes
nothing unless every check passes: the binding's symbol table names the four slots, each slot
holds the matching `PyMem_*` function's address now (so the right words are written), and glibc
is the C library. Otherwise (another platform, a stripped or changed binding) the binding keeps
its allocator.
"""

from __future__ import annotations

import ctypes
import os
import struct
import sys

_SLOTS = ("malloc", "calloc", "realloc", "free")
_PYMEM = {"malloc": "PyMem_Malloc", "calloc": "PyMem_Calloc", "realloc": "PyMem_Realloc", "free": "PyMem_Free"}
_ANCHOR = "PyInit__binding"  # (exported by the binding, so its load address can be asked of the loader)
STATE = {"glibc": False, "why": "not tried"}


def _symbols(path: str, wanted: set[str]) -> dict[str, int]:
    """Values of the `wanted` names in an ELF64 little-endian file's `.symtab` (its full symbol
    table, local symbols included)."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        return {}
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)]
    found: dict[str, int] = {}
    for _name, kind, _flags, _addr, offset, size, link, _info, _align, entsize in sections:
        if kind != 2 or not entsize:  # SHT_SYMTAB
            continue
        strtab = sections[link]
        str_off, str_size = strtab[4], strtab[5]
        names = data[str_off:str_off + str_size]
        for at in range(offset, offset + size, entsize):
            name_at, _st_info, _other, _shndx, value, _size = struct.unpack_from("<IBBHQQ", data, at)
            end = names.find(b"\0", name_at)
            name = names[name_at:end].decode("ascii", "replace")
            if name in wanted:
                found[name] = value
    return found


def use_glibc(binding_fresh: bool) -> bool:
    """Point tree-sitter's allocator at glibc (see the module text); True when it was done.
    `binding_fresh`: nothing imported the binding before the caller did (it allocated nothing yet)."""
    if STATE["why"] != "not tried":
        return STATE["glibc"]
    STATE["why"] = _switch() if binding_fresh else "the binding was imported before ptx_lsp.syntax"
    STATE["glibc"] = STATE["why"] == "glibc"
    return STATE["glibc"]


def _switch() -> str:
    if os.environ.get("PTX_LSP_TS_ALLOCATOR", "glibc") != "glibc":
        return "turned off by PTX_LSP_TS_ALLOCATOR"
    if not sys.platform.startswith("linux") or struct.calcsize("P") != 8 or sys.byteorder != "little":
        return "not 64-bit little-endian Linux"
    # The binding frees some of the library's allocations itself with PyMem_Free (a node's string,
    # changed ranges). Python's own allocator hands a pointer it did not make to free(), so that
    # stays right; its debug allocators (PYTHONMALLOC=debug, -X dev, a debug build) abort on one.
    if sys.flags.dev_mode or hasattr(sys, "gettotalrefcount") or \
            os.environ.get("PYTHONMALLOC", "pymalloc") not in ("pymalloc", "malloc", ""):
        return "Python's debug allocator is in use"
    binding = sys.modules.get("tree_sitter._binding")
    path = getattr(binding, "__file__", None)
    if not path:
        return "binding not loaded"
    try:
        libc = ctypes.CDLL("libc.so.6")
        glibc = {slot: ctypes.cast(getattr(libc, slot), ctypes.c_void_p).value for slot in _SLOTS}
        pymem = {slot: ctypes.cast(getattr(ctypes.pythonapi, _PYMEM[slot]), ctypes.c_void_p).value
                 for slot in _SLOTS}
        wanted = {f"ts_current_{slot}" for slot in _SLOTS} | {_ANCHOR}
        values = _symbols(path, wanted)
        if set(values) != wanted:
            return "binding's symbol table lacks the allocator slots"
        loaded = ctypes.CDLL(path, mode=os.RTLD_NOLOAD | os.RTLD_LAZY)
        bias = ctypes.cast(getattr(loaded, _ANCHOR), ctypes.c_void_p).value - values[_ANCHOR]
        slots = {slot: ctypes.c_void_p.from_address(bias + values[f"ts_current_{slot}"]) for slot in _SLOTS}
    except (OSError, AttributeError, ValueError, struct.error, IndexError, TypeError):
        return "binding or C library not as expected"
    if any(slots[slot].value != pymem[slot] for slot in _SLOTS):
        return "allocator slots do not hold PyMem's functions"
    for slot in _SLOTS:
        slots[slot].value = glibc[slot]
    return "glibc"
