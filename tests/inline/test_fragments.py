"""Finding asm statements in C++ and mapping their PTX back to C++ bytes (syntax.fragments)."""

from __future__ import annotations

import pytest

from ptx_lsp.syntax.fragments import extract_asm, is_cpp_path

pytest.importorskip("tree_sitter_cuda")


def one(src: str):
    found = extract_asm(src.encode())
    assert len(found) == 1, found
    return found[0]


def test_adjacent_literals_and_escapes_map_each_byte_back():
    src = 'void f(int y){ asm volatile("add.u32 %0, %0, 1;\\n\\t" "mov.u32 %0, \\"x\\\\\\";" : "+r"(y)); }'
    stmt = one(src)
    frag = stmt.fragment
    assert frag.text == b'add.u32 %0, %0, 1;\n\tmov.u32 %0, "x\\";'
    data = src.encode()
    # a verbatim byte maps to itself, an escape's byte to the whole escape
    i = frag.text.index(b"mov")
    assert frag.to_host(i, i + 3) == (data.index(b"mov"), data.index(b"mov") + 3)
    nl = frag.text.index(b"\n")
    s, e = frag.to_host(nl, nl + 1)
    assert data[s:e] == b"\\n"
    q = frag.text.index(b'"')
    s, e = frag.to_host(q, q + 1)
    assert data[s:e] == b'\\"'
    # and back: every content byte of the C++ strings has a PTX offset
    assert frag.to_fragment(data.index(b"mov")) == i
    assert frag.to_fragment(data.index(b"\\t") + 1) == frag.text.index(b"\t")


def test_non_ascii_and_multiline_concatenation():
    src = 'void f(int y){\n  asm("// é\\n"\n      "mov.u32 %0, 1;" : "=r"(y));\n}\n'
    stmt = one(src)
    data = src.encode()
    i = stmt.fragment.text.index(b"mov")
    assert stmt.fragment.to_host(i, i + 3)[0] == data.index(b"mov")
    assert stmt.fragment.text.startswith("// é\n".encode())


def test_raw_strings_and_qualifier_spellings():
    stmt = one('void f(int y){ __asm__ __volatile__(R"(mov.u32 %0, 1;)" : "=r"(y)); }')
    assert stmt.fragment.text == b"mov.u32 %0, 1;"
    assert one('void f(){ asm("trap;"); }').fragment.text == b"trap;"


def test_operands_constraints_modifiers_and_names():
    stmt = one('void f(int y, long z){ asm("..." : "=r"(y), [o] "+l"(z) : "n"(4), "h"(s) : "memory"); }')
    ops = stmt.operands
    assert [(o.index, o.output, o.constraint, o.modifier, o.letters, o.expression) for o in ops] == [
        (0, True, "=r", "=", "r", "y"), (1, True, "+l", "+", "l", "z"),
        (2, False, "n", "", "n", "4"), (3, False, "h", "", "h", "s")]
    assert ops[1].name == "o"
    assert stmt.clobbers == ("memory",)
    assert stmt.has_operands and stmt.has_colon


def test_macro_built_strings_are_skipped_quietly():
    stmt = one('void f(int y){ asm("add.u32 %0, %0, " STR ";" : "+r"(y)); }')
    assert stmt.fragment is None


def test_statements_in_macro_bodies_templates_and_arch_guards():
    src = ('#define BUMP(x) asm volatile("add.u32 %0, %0, 1;" : "+r"(x))\n'
           'template <int N> __device__ void f(int &x) {\n'
           '#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900\n'
           '  asm volatile("setmaxnreg.inc.sync.aligned.u32 %0;" :: "n"(N));\n'
           '#else\n'
           '  asm volatile("trap;");\n'
           '#endif\n'
           '}\n')
    data = src.encode()
    found = extract_asm(data)
    assert len(found) == 3
    macro, guarded, other = found
    assert macro.in_macro and macro.fragment.text == b"add.u32 %0, %0, 1;"
    assert data[macro.fragment.to_host(0, 3)[0]:][:3] == b"add"
    assert guarded.min_arch == 900 and other.min_arch is None


def test_asm_labels_at_file_scope_are_not_statements_in_functions():
    found = extract_asm(b'extern "C" int clock(void) asm("clock32");\nvoid f(){ asm("trap;"); }')
    assert [s.in_function for s in found] == [False, True]


def test_cpp_paths():
    assert is_cpp_path("a.cu") and is_cpp_path("x/b.CUH") and is_cpp_path("c.hpp")
    assert not is_cpp_path("k.ptx")
