"""SourceFile: immutability, positions, robustness against any input, and the query helpers."""

from __future__ import annotations

import random

import pytest
from tree_sitter import Node, Query

import tree_sitter_ptx
from ptx_lsp.syntax import QUERY_NAMES, SourceFile, language, query

SAMPLE = ".version 9.0\n.entry k()\n{\n\tmov.u32 %r1, %tid.x; // é\n\tret;\n}\n".encode()


def test_parse_gives_text_tree_and_root() -> None:
    sf = SourceFile.parse(SAMPLE)
    assert sf.text == SAMPLE
    roots = list(sf.roots())
    assert all(isinstance(root, Node) and root.type == "source_file" for root in roots)
    assert [n.type for n in sf.named_top_level()] == ["version_directive", "function_definition"]
    assert sf.changed_ranges == ((0, len(SAMPLE)),)


def test_parse_accepts_str_and_bytearray() -> None:
    assert SourceFile.parse(SAMPLE.decode()).text == SAMPLE
    assert SourceFile.parse(bytearray(SAMPLE)).text == SAMPLE


def test_source_file_is_immutable() -> None:
    sf = SourceFile.parse(SAMPLE)
    with pytest.raises(AttributeError):
        sf.text = b""  # type: ignore[misc]
    with pytest.raises(AttributeError):
        sf.changed_ranges = ()  # type: ignore[misc]


def test_edit_returns_a_new_file_and_leaves_the_old_one_alone() -> None:
    sf = SourceFile.parse(SAMPLE)
    before = sf.sexp()
    offset = SAMPLE.index(b"ret;")
    edited = sf.edit(offset, offset + 4, b"exit;")
    assert edited is not sf
    assert sf.text == SAMPLE
    assert sf.sexp() == before
    assert b"exit;" in edited.text
    assert edited.node_at(offset).type == "opcode"
    assert edited.node_text(edited.node_at(offset)) == "exit"


@pytest.mark.parametrize(
    "offset, point",
    [(0, (0, 0)), (12, (0, 12)), (13, (1, 0)), (len(SAMPLE), (6, 0)), (-5, (0, 0)), (10**9, (6, 0))],
)
def test_point_of(offset: int, point: tuple[int, int]) -> None:
    assert SourceFile.parse(SAMPLE).point_of(offset) == point


def test_point_of_counts_bytes_not_characters() -> None:
    sf = SourceFile.parse(SAMPLE)
    after_e_acute = SAMPLE.index("é".encode()) + 2
    row, column = sf.point_of(after_e_acute)
    assert row == 3
    assert column == len(SAMPLE.split(b"\n")[3])


def test_offset_of_is_the_inverse_of_point_of_and_clamps() -> None:
    sf = SourceFile.parse(SAMPLE)
    for offset in range(len(SAMPLE) + 1):
        assert sf.offset_of(*sf.point_of(offset)) == offset
    assert sf.offset_of(0, 999) == SAMPLE.index(b"\n")  # clamped to the end of the line
    assert sf.offset_of(999, 0) == len(SAMPLE)
    assert sf.offset_of(-1, 0) == 0


def test_point_of_agrees_with_and_without_a_line_index() -> None:
    direct = SourceFile.parse(SAMPLE)
    indexed = SourceFile.parse(SAMPLE)
    assert indexed.line_starts == [0, 13, 24, 26, 54, 60, 62]
    for offset in range(len(SAMPLE) + 1):
        assert direct.point_of(offset) == indexed.point_of(offset)


def test_tree_points_match_our_points() -> None:
    sf = SourceFile.parse(SAMPLE)
    for node in (sf.descendant(i, i) for i in range(len(SAMPLE))):
        assert sf.point_of(node.start_byte) == tuple(node.start_point)
        assert sf.point_of(node.end_byte) == tuple(node.end_point)


def test_node_text_replaces_invalid_utf8() -> None:
    sf = SourceFile.parse(b".entry k()\n{\n\tmov.u32 %r1, \xff\xfe;\n}\n")
    assert "\ufffd" in sf.node_text(sf.named_top_level()[0])


@pytest.mark.parametrize("seed", range(5))
def test_parse_never_raises_on_junk(seed: int) -> None:
    rng = random.Random(seed)
    junk = bytes(rng.randrange(256) for _ in range(5000))
    sf = SourceFile.parse(junk)
    assert all(root.end_byte <= len(junk) for root in sf.roots())
    list(sf.errors())
    sf.edit(100, 200, junk[:50])


def test_parse_handles_a_large_input() -> None:
    body = b"\tadd.s32 %r1, %r2, %r3;\n" * 200_000  # 4.8 MB
    sf = SourceFile.parse(b".entry k()\n{\n" + body + b"}\n")
    assert not sf.has_error
    assert sf.named_top_level()[0].type == "function_definition"


def test_edit_clamps_stale_offsets() -> None:
    sf = SourceFile.parse(SAMPLE)
    edited = sf.edit(len(SAMPLE) + 10, len(SAMPLE) + 20, b"// tail\n")
    assert edited.text == SAMPLE + b"// tail\n"
    assert sf.edit(30, 10, b"").text == SAMPLE  # end before start: an empty range


def test_node_at_returns_the_smallest_named_node() -> None:
    sf = SourceFile.parse(SAMPLE)
    assert sf.node_at(SAMPLE.index(b"%tid") + 1).type == "register"
    assert sf.node_at(SAMPLE.index(b".x")).type == "component"
    assert sf.node_at(0).type in ("version_directive", "source_file")


def test_language_is_shared() -> None:
    assert language() is language()
    assert language().field_id_for_name("opcode") is not None


@pytest.mark.parametrize("name", QUERY_NAMES)
def test_queries_compile_and_are_cached(name: str) -> None:
    compiled = query(name)
    assert isinstance(compiled, Query)
    assert compiled is query(name)
    assert compiled.pattern_count > 0


def test_unknown_query_name_is_an_error() -> None:
    with pytest.raises(ValueError):
        query("nonsense")


def test_binding_exposes_query_texts() -> None:
    assert tree_sitter_ptx.HIGHLIGHTS_QUERY == tree_sitter_ptx.query_text("highlights")
    assert "@local.scope" in tree_sitter_ptx.LOCALS_QUERY


def test_captures_can_be_limited_to_a_byte_range() -> None:
    sf = SourceFile.parse(SAMPLE)
    everything = sf.captures("highlights")
    first_line = sf.captures("highlights", (0, SAMPLE.index(b"\n")))
    assert len(everything["function.builtin"]) == 2
    assert "function.builtin" not in first_line
