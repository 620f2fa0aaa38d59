"""Outline, folding, selection ranges and semantic tokens on plain text (no LSP)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ptx_lsp.analysis import folding, outline, selection, semantic_tokens
from ptx_lsp.analysis.host import Snapshot

DATA = Path(__file__).resolve().parents[1] / "data" / "core"
HEAD = ".version 8.0\n.target sm_80\n.address_size 64\n"


def kernel() -> Snapshot:
    return Snapshot.from_bytes((DATA / "kernel.ptx").read_bytes(), uri="file:///kernel.ptx")


def test_outline_is_hierarchical():
    snapshot = kernel()
    symbols = outline.document_symbols(snapshot)
    assert [(s.name, s.kind) for s in symbols] == [
        ("table", "constant"), ("counter", "variable"), ("helper", "function"), ("square", "function"),
        ("scale", "kernel"),
    ]
    scale = symbols[-1]
    kinds = {c.name: c.kind for c in scale.children}
    assert kinds["data"] == "parameter" and kinds["%r<100>"] == "register" and kinds["$L__done"] == "label"
    assert "%r<4>" not in kinds and "arg" not in kinds  # nested-block temporaries are left out
    assert snapshot.data[scale.selection_start : scale.selection_end] == b"scale"
    assert scale.start <= scale.selection_start < scale.selection_end <= scale.end
    helper = symbols[2]
    assert "(prototype)" in helper.detail and [c.name for c in helper.children] == ["result", "x"]
    starts = [c.selection_start for c in scale.children]
    assert starts == sorted(starts)


def test_folding_ranges_cover_blocks_sections_and_comment_runs():
    source = (
        "// one\n// two\n// three\n" + HEAD + ".entry k()\n{\n\t{\n\t\tret;\n\t}\n}\n"
        "/* a\n   b */\n.section .debug_abbrev\n{\n.b8 1\n.b8 2\n}\n"
    )
    snapshot = Snapshot.from_text(source)
    folds = folding.folding_ranges(snapshot)
    data = snapshot.data

    def lines(fold):
        return data.count(b"\n", 0, fold.start), data.count(b"\n", 0, fold.end)

    regions = [lines(f) for f in folds if f.kind == "region"]
    comments = [lines(f) for f in folds if f.kind == "comment"]
    assert (0, 2) in comments  # the three-line comment run
    body = source.index("{\n\t{")
    assert (source.count("\n", 0, body), source.count("\n", 0, source.index("\t}\n}")) ) in regions
    block_comment = source.count("\n", 0, source.index("/* a"))
    assert (block_comment, block_comment + 1) in comments
    section = source.count("\n", 0, source.index(".section"))
    assert any(start == section for start, _ in regions)


def test_folds_keep_the_closing_brace_visible():
    source = HEAD + ".entry k()\n{\n\tret;\n}\n"
    snapshot = Snapshot.from_text(source)
    (fold,) = [f for f in folding.folding_ranges(snapshot) if f.kind == "region"]
    closing_line = source.count("\n", 0, source.rindex("}"))
    assert snapshot.data.count(b"\n", 0, fold.end) == closing_line - 1


def test_selection_ranges_nest_outwards():
    snapshot = kernel()
    offset = snapshot.data.index(b"%r42, %tid") + 2
    ranges = selection.selection_ranges(snapshot, offset)
    assert snapshot.data[ranges[0][0] : ranges[0][1]] == b"%r42"
    for inner, outer in zip(ranges, ranges[1:], strict=False):
        assert outer[0] <= inner[0] and inner[1] <= outer[1] and inner != outer
    assert ranges[-1] == (0, len(snapshot.data))
    statement = [snapshot.data[s:e] for s, e in ranges]
    assert b"mov.u32 %r42, %tid.x;" in statement


def test_selection_right_after_a_name_selects_the_name():
    snapshot = kernel()
    offset = snapshot.data.index(b"%r42, %tid") + 4
    assert snapshot.data[slice(*selection.selection_ranges(snapshot, offset)[0])] == b"%r42"


def token_map(snapshot: Snapshot, start: int = 0, end: int | None = None) -> dict[bytes, tuple[str, set[str]]]:
    out = {}
    for s, e, kind, mods in semantic_tokens.semantic_tokens(snapshot, start, end):
        names = {m for i, m in enumerate(semantic_tokens.TOKEN_MODIFIERS) if mods & (1 << i)}
        out.setdefault(snapshot.data[s:e], (semantic_tokens.TOKEN_TYPES[kind], names))
    return out


@pytest.mark.parametrize(
    "word, kind, modifiers",
    [
        (b"mul", "keyword", set()),
        (b".lo", "modifier", set()),
        (b"%tid", "variable", {"readonly", "defaultLibrary"}),
        (b"table", "variable", {"declaration", "readonly"}),
        (b"counter", "variable", {"declaration"}),
        (b"square", "function", {"declaration", "definition"}),
        (b"helper", "function", {"declaration"}),
        (b"data", "parameter", {"declaration"}),
        (b"$L__done", "label", set()),
        (b".u64", "type", set()),
        (b".global", "keyword", set()),
        (b"4", "number", set()),
        (b".x", "property", set()),
    ],
)
def test_semantic_token_classes(word: bytes, kind: str, modifiers: set[str]):
    tokens = token_map(kernel())
    assert word in tokens, sorted(tokens)[:40]
    assert tokens[word][0] == kind
    assert modifiers <= tokens[word][1]


def test_semantic_tokens_are_sorted_disjoint_single_line_and_ranged():
    snapshot = kernel()
    tokens = semantic_tokens.semantic_tokens(snapshot)
    last_end = -1
    for start, end, _kind, _mods in tokens:
        assert start >= last_end and end > start
        assert b"\n" not in snapshot.data[start:end]
        last_end = end
    middle = snapshot.data.index(b".visible .entry")
    ranged = semantic_tokens.semantic_tokens(snapshot, middle, len(snapshot.data))
    assert ranged == [t for t in tokens if t[0] >= middle]


def test_uses_after_declaration_keep_their_class_across_functions():
    snapshot = kernel()
    uses = [t for t in semantic_tokens.semantic_tokens(snapshot) if snapshot.data[t[0] : t[1]] == b"square"]
    assert len(uses) == 2 and all(semantic_tokens.TOKEN_TYPES[t[2]] == "function" for t in uses)


@pytest.mark.parametrize("seed", range(4))
def test_memoized_semantic_tokens_equal_fresh_ones_after_edits(seed: int):
    import random

    rng = random.Random(seed)
    source = (DATA / "kernel.ptx").read_bytes() + (
        b".section .debug_info\n{\n.b64 $L__done\n.b32 table\n.b8 1, 2\n}\n"
    )
    snapshot = Snapshot.from_bytes(source)
    semantic_tokens.semantic_tokens(snapshot)
    pieces = [b"", b" ", b"\n", b"%r1", b"table", b"counter", b"$L__done", b"{", b"}", b";", b".b8 7\n"]
    for step in range(20):
        data = snapshot.data
        at = rng.randrange(len(data) + 1)
        snapshot = snapshot.edited(at, min(len(data), at + rng.randrange(5)), rng.choice(pieces), step + 2)
        fresh = Snapshot.from_bytes(snapshot.data)
        assert semantic_tokens.semantic_tokens(snapshot) == semantic_tokens.semantic_tokens(fresh), step


def test_section_data_names_are_classified_by_what_they_name():
    source = (DATA / "kernel.ptx").read_bytes() + b".section .debug_info\n{\n.b64 $L__done\n.b32 table\n}\n"
    snapshot = Snapshot.from_bytes(source)
    tokens = {snapshot.data[s:e]: semantic_tokens.TOKEN_TYPES[t]
              for s, e, t, _m in semantic_tokens.semantic_tokens(snapshot, source.index(b".section"))}
    assert tokens[b"$L__done"] == "label" and tokens[b"table"] == "variable" and tokens[b".debug_info"] == "namespace"


@pytest.mark.parametrize("seed", range(4))
def test_memoized_folds_equal_fresh_ones_after_edits(seed: int):
    import random

    rng = random.Random(seed)
    source = b"// a\n// b\n" + (DATA / "kernel.ptx").read_bytes() + b".section .debug_info\n{\n.b8 1\n.b8 2\n}\n"
    snapshot = Snapshot.from_bytes(source)
    folding.folding_ranges(snapshot)
    pieces = [b"", b"\n", b"// c\n", b"{", b"}", b"/* x\n y */", b" ", b".b8 3\n", b"(", b")"]
    for step in range(25):
        data = snapshot.data
        at = rng.randrange(len(data) + 1)
        snapshot = snapshot.edited(at, min(len(data), at + rng.randrange(4)), rng.choice(pieces), step + 2)
        assert folding.folding_ranges(snapshot) == folding.folding_ranges(Snapshot.from_bytes(snapshot.data)), step


@pytest.mark.parametrize("seed", range(4))
def test_memoized_outline_equals_fresh_one_after_edits(seed: int):
    import random

    rng = random.Random(seed)
    snapshot = Snapshot.from_bytes((DATA / "kernel.ptx").read_bytes())
    outline.document_symbols(snapshot)
    pieces = [b"", b" ", b"\n", b".reg .b32 %x;\n", b"L9:\n", b"{", b"}", b";", b"k2"]
    for step in range(25):
        data = snapshot.data
        at = rng.randrange(len(data) + 1)
        snapshot = snapshot.edited(at, min(len(data), at + rng.randrange(5)), rng.choice(pieces), step + 2)
        assert outline.document_symbols(snapshot) == outline.document_symbols(Snapshot.from_bytes(snapshot.data)), step


def _junk(size: int, seed: int = 7) -> bytes:
    import random

    return random.Random(seed).randbytes(size)


def test_binary_junk_is_skipped_but_valid_items_keep_tokens_and_folds():
    valid = (DATA / "kernel.ptx").read_bytes()
    data = valid + b"\n" + _junk(300_000)
    snapshot = Snapshot.from_bytes(data)
    big = [n for n in snapshot.source.named_top_level() if n.end_byte - n.start_byte >= semantic_tokens.JUNK_BYTES]
    assert big and all(n.type == "ERROR" for n in big)  # what the grammar makes of the junk
    tokens = semantic_tokens.semantic_tokens(snapshot)
    alone = Snapshot.from_bytes(valid)
    assert tokens == semantic_tokens.semantic_tokens(alone)  # the valid part: every token, nothing from the junk
    assert folding.folding_ranges(snapshot) == folding.folding_ranges(alone)
    assert semantic_tokens.is_junk(data, len(valid), len(data))
    assert not semantic_tokens.is_junk(valid * 20, 0, len(valid) * 20)  # text is not junk below a megabyte


def test_small_broken_regions_keep_their_tokens():
    text = b".version 8.0\n.target sm_80\n.entry k()\n{\n .reg .b32 %r<4>;\n mov.u32 %r1 %r2 ));\n ret;\n}\n"
    snapshot = Snapshot.from_bytes(text)
    words = {text[s:e] for s, e, _t, _m in semantic_tokens.semantic_tokens(snapshot)}
    assert {b"mov", b"%r1", b"%r2", b"ret"} <= words


def test_unclosed_function_tokens_come_from_the_recovered_index():
    text = b".version 8.0\n.target sm_80\n.entry k()\n{\n .reg .b32 %r<4>;\nL1:\n bra L1;\n mov.u32 %r1, 1 +\n"
    snapshot = Snapshot.from_bytes(text)
    assert snapshot.source.named_top_level()[-1].type == "ERROR"
    kinds = {text[s:e]: (semantic_tokens.TOKEN_TYPES[t], m) for s, e, t, m in semantic_tokens.semantic_tokens(snapshot)}
    declaration = 1 << semantic_tokens.TOKEN_MODIFIERS.index("declaration")
    assert kinds[b"%r1"] == ("variable", 0) and kinds[b"%r"] == ("variable", declaration)
    assert kinds[b"L1"][0] == "label" and kinds[b"k"][0] == "function"
