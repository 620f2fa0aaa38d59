"""Tree-sitter's allocator moved from Python's small-object arenas to glibc (issue 16).

Each case runs in its own interpreter: the switch happens once, when `ptx_lsp.syntax` is the first to
import the binding, and a test process has imported it long before.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import pytest

from ptx_lsp.syntax import ts_allocator

_SERVER = os.path.join(os.path.dirname(__file__), "..", "..", "server")

_PROBE = textwrap.dedent("""
    import ctypes, json, sys
    {before}
    import ptx_lsp.syntax as syntax
    from ptx_lsp.syntax import ts_allocator

    class MallInfo2(ctypes.Structure):
        _fields_ = [(n, ctypes.c_size_t) for n in ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks",
                                                   "fsmblks", "uordblks", "fordblks", "keepcost")]

    libc = ctypes.CDLL("libc.so.6")
    libc.mallinfo2.restype = MallInfo2
    body = "".join(f"    add.s32 %r{{i % 90}}, %r{{(i + 1) % 90}}, {{i}};\\n" for i in range(20000))
    text = (".version 8.0\\n.target sm_80\\n.address_size 64\\n.visible .entry k()\\n{{\\n"
            "    .reg .b32 %r<100>;\\n" + body + "    ret;\\n}}\\n").encode()
    before = libc.mallinfo2().uordblks
    blocks = sys.getallocatedblocks()
    source = syntax.SourceFile.parse(text)
    assert len(source.text) == len(text)
    # (the binding frees these with PyMem_Free: memory the library made, glibc's when switched)
    edited = source.edit(len(text) - 10, len(text) - 10, b"    ret;\\n")
    assert edited.changed_ranges and str(edited._tree(0).root_node).startswith("(source_file")
    print(json.dumps({{"state": ts_allocator.STATE, "glibc_bytes": libc.mallinfo2().uordblks - before,
                      "py_blocks": sys.getallocatedblocks() - blocks}}))
""")


def _probe(before: str = "", **env: str) -> dict:
    code = _PROBE.format(before=before)
    environ = {**os.environ, "PYTHONPATH": os.path.abspath(_SERVER), **env}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=environ, timeout=120)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


glibc_only = pytest.mark.skipif(not sys.platform.startswith("linux") or os.uname().machine != "x86_64",
                                reason="the switch is made on 64-bit Linux with glibc only")


@glibc_only
def test_trees_are_allocated_by_glibc_not_in_python_arenas() -> None:
    moved = _probe()
    kept = _probe(PTX_LSP_TS_ALLOCATOR="pymem")
    assert moved["state"] == {"glibc": True, "why": "glibc"}
    assert kept["state"] == {"glibc": False, "why": "turned off by PTX_LSP_TS_ALLOCATOR"}
    # 20,000 statements of tree nodes: megabytes in glibc's heap when switched, Python blocks otherwise
    assert moved["glibc_bytes"] > 4 * kept["glibc_bytes"] + (1 << 20)
    assert kept["py_blocks"] > moved["py_blocks"] + 20_000


@glibc_only
def test_a_binding_imported_before_is_left_with_its_allocator() -> None:
    # (something else imported the binding first and may hold trees made by PyMem: never switched)
    probe = _probe(before="import tree_sitter")
    assert probe["state"] == {"glibc": False, "why": "the binding was imported before ptx_lsp.syntax"}


@glibc_only
@pytest.mark.parametrize("how", [{"PYTHONMALLOC": "debug"}, {"PYTHONMALLOC": "pymalloc_debug"}, {"PYTHONDEVMODE": "1"}])
def test_left_alone_under_pythons_debug_allocators(how: dict) -> None:
    # (the binding frees the library's changed ranges and node strings with PyMem_Free: the debug
    # allocators abort on memory they did not make)
    probe = _probe(**how)
    assert probe["state"] == {"glibc": False, "why": "Python's debug allocator is in use"}


def test_symbol_reader_finds_named_symbols_of_an_elf_file(tmp_path) -> None:
    not_elf = tmp_path / "not_elf.so"
    not_elf.write_bytes(b"#!/bin/sh\n" * 10)
    assert ts_allocator._symbols(str(not_elf), {"main"}) == {}
    binding = sys.modules["tree_sitter._binding"].__file__
    if not sys.platform.startswith("linux"):
        pytest.skip("ELF only")
    found = ts_allocator._symbols(binding, {"PyInit__binding", "ts_current_malloc"})
    assert "PyInit__binding" in found and found["PyInit__binding"] > 0
