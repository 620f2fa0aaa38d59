"""Uses left for later read names from the function's own text, not from the document's tree (issue 11).

py-tree-sitter's trees hold the text they were parsed from: a lazy reader that kept a node kept
that version's whole text (20 MB on cub_sm90 x7) resident through a typing session. An error-free
function's text parsed alone must give the same names at the same places as the document's tree.
"""

from __future__ import annotations

import gc
import sys

import pytest

from ptx_lsp.analysis.symbols import FunctionNames, build_index, index_function
from ptx_lsp.syntax import SourceFile
from ptx_test_support import DATA, corpus_files

FILES = sorted(DATA.rglob("*.ptx")) + corpus_files()


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_a_function_parsed_alone_has_the_names_of_the_document(path) -> None:
    data = path.read_bytes()
    source = SourceFile.parse(data)
    checked = 0
    for node in source.named_top_level():
        if node.type != "function_definition" or node.has_error:
            continue
        base = node.start_byte
        alone = FunctionNames(data[base : node.end_byte], base)
        in_document = FunctionNames(None, base, node)
        spans = in_document.spans()
        assert alone.spans() == spans, f"function at byte {base}"
        for start, end in spans[:: max(1, len(spans) // 40)]:  # names read near a position (hover)
            for rel in (start - base, end - base):
                assert alone.spans_at(rel) == in_document.spans_at(rel)
        checked += 1
    assert checked or not any(n.type == "function_definition" for n in source.named_top_level())


def test_lazy_uses_do_not_keep_the_document_text(monkeypatch) -> None:
    from ptx_lsp.analysis import symbols

    monkeypatch.setattr(symbols, "BIG_BUFFER_BYTES", 0)  # (as a document of 8 MiB and more)
    data = b".version 8.0\n.target sm_90\n.address_size 64\n" + (
        b".visible .entry k(.param .u32 p)\n{\n\t.reg .b32 %r<3>;\n\tld.param.u32 %r1, [p];\n"
        b"\tadd.s32 %r2, %r1, 1;\n\tret;\n}\n")
    data = data + b""  # (a bytes object of its own: its reference count is this test's)
    before = sys.getrefcount(data)
    source = SourceFile.parse(data)
    node = next(n for n in source.named_top_level() if n.type == "function_definition")
    raw = index_function(data, node, lazy=True, text=data[node.start_byte : node.end_byte])
    assert not raw.uses_made
    del source, node
    gc.collect()
    assert sys.getrefcount(data) == before  # the tree (which holds `data`) is gone
    monkeypatch.undo()
    source = SourceFile.parse(data)
    node = next(n for n in source.named_top_level() if n.type == "function_definition")
    small = index_function(data, node, lazy=True, text=data[node.start_byte : node.end_byte])
    del source, node
    gc.collect()
    # a small document's reader keeps the node (fast hovers), and the node's tree keeps no text (the
    # syntax layer's chunk trees let go of it)
    assert not small.uses_made
    assert sys.getrefcount(data) == before
    assert small.uses.names == ("%r1", "p", "%r2", "%r1")
    assert raw.uses.names == ("%r1", "p", "%r2", "%r1")  # (the declared names are not uses)


def test_lazy_uses_equal_eager_ones_after_the_tree_is_gone() -> None:
    path = next((p for p in FILES if p.name == "basics_sm75.ptx"), FILES[0])
    data = path.read_bytes()
    index = build_index(SourceFile.parse(data))
    gc.collect()
    source = SourceFile.parse(data)
    for entry in index.functions:
        node = source.descendant(entry.base, entry.base, named=True)
        while node is not None and node.type != "function_definition":
            node = node.parent
        if node is None or node.start_byte != entry.base:
            continue
        eager = index_function(data, node)
        lazy = entry.raw.uses
        want = eager.uses
        assert (list(lazy.starts), list(lazy.ends), lazy.names, list(lazy.targets), list(lazy.members)) == \
            (list(want.starts), list(want.ends), want.names, list(want.targets), list(want.members))
