"""tree-sitter-ptx/queries/cpp/injections.scm against tree-sitter-cuda: PTX injected into asm strings only.

queries/injections.scm itself is PTX's own (empty) injection query: it must compile for PTX, since
nvim-treesitter installs every queries/*.scm of the grammar as the ptx language's queries.
"""

from __future__ import annotations

from pathlib import Path

import pytest

tree_sitter_cuda = pytest.importorskip("tree_sitter_cuda")
from tree_sitter import Language, Parser, Query, QueryCursor  # noqa: E402

QUERIES = Path(__file__).resolve().parents[2] / "tree-sitter-ptx" / "queries"
QUERY = QUERIES / "cpp" / "injections.scm"

SOURCE = rb'''
__global__ void k(int *p) {
  const char *s = "add.u32 not ptx";
  asm volatile("add.u32 %0, %0, 1;\n\t"
               "mov.u32 %0, %%laneid;" : "+r"(p[0]) : "n"(4) : "memory");
  __asm__ __volatile__(R"(ld.global.u32 %0, [%1];)" : "=r"(p[1]) : "l"(p));
  asm("trap;");
}
'''


def injected() -> tuple[list[bytes], dict]:
    language = Language(tree_sitter_cuda.language())
    query = Query(language, QUERY.read_text(encoding="utf-8"))
    tree = Parser(language).parse(SOURCE)
    contents = []
    settings = {}
    for pattern, captures in QueryCursor(query).matches(tree.root_node):
        settings.update(query.pattern_settings(pattern))
        contents += [SOURCE[n.start_byte : n.end_byte] for n in captures.get("injection.content", [])]
    return contents, settings


def test_assembly_strings_are_injected_as_ptx():
    contents, settings = injected()
    assert settings.get("injection.language") == "ptx"
    assert b"add.u32 %0, %0, 1;" in contents
    assert b"mov.u32 %0, %%laneid;" in contents
    assert b"ld.global.u32 %0, [%1];" in contents
    assert b"trap;" in contents


def test_other_strings_constraints_and_clobbers_are_not():
    contents, _ = injected()
    joined = b"\n".join(contents)
    for text in (b"not ptx", b"+r", b"memory", b"=r", b"n"):
        assert text not in contents
    assert b"not ptx" not in joined


def test_the_top_level_injection_query_is_valid_for_ptx():
    from ptx_lsp.syntax import language

    query = Query(language(), (QUERIES / "injections.scm").read_text(encoding="utf-8"))
    assert query.pattern_count == 0
