"""SourceFile's chunks: one tree per group of top-level items (issue 16).

On valid PTX the chunked parse holds the same top-level items as one tree of the whole text; an
incremental edit gives the same chunks and trees as a fresh parse of the new text, and its
`changed_ranges` cover every top-level item that differs from the previous version.
"""

from __future__ import annotations

import random
import threading
from pathlib import Path

import pytest

from ptx_lsp.syntax import SourceFile, chunk_starts, parse_tree
from ptx_test_support import corpus_files

ROOT = Path(__file__).resolve().parents[2]
VALID_FILES = sorted((ROOT / "tests" / "data").rglob("*.ptx")) + corpus_files()


def _top(nodes) -> list[tuple]:
    return [(n.type, n.start_byte, n.end_byte, tuple(n.start_point), tuple(n.end_point)) for n in nodes]


@pytest.mark.parametrize("path", VALID_FILES, ids=lambda p: p.name)
def test_chunked_parse_equals_one_whole_tree(path: Path) -> None:
    data = path.read_bytes()
    whole = parse_tree(data).root_node
    if whole.has_error:
        pytest.skip("not valid PTX for the grammar: chunks may recover differently (intended)")
    sf = SourceFile.parse(data)
    assert _top(sf.top_level()) == _top(whole.children)
    assert sf.sexp() == str(whole)
    items = {n.start_byte: n.type for n in sf.named_top_level() if n.start_point[1] == 0 and n.start_byte > 0}
    definitions = {at for at, kind in items.items() if kind == "function_definition"}
    # each definition starts a chunk (nvcc starts them a line), and so may a `.visible` variable
    # with an initializer (`{` before `;`: module scope only as well)
    assert definitions <= set(chunk_starts(data)[1:]) <= set(items)


KERNEL = b""".version 8.0
.target sm_90
.address_size 64

.extern .func (.param .b32 r) ext(.param .b32 a);
.global .u32 g;

.visible .func (.param .b32 out) square(.param .b32 x)
{
\t.reg .b32 %r<3>;
\tld.param.u32 %r1, [x];
\tmul.lo.s32 %r2, %r1, %r1;
\tst.param.b32 [out], %r2;
\tret;
}

.visible .entry k(.param .u64 p)
{
\t.reg .b32 %r<4>;
\t.reg .b64 %rd<2>;
\tld.param.u64 %rd1, [p];
\tmov.u32 %r1, %tid.x;
$L__loop:
\tadd.s32 %r1, %r1, 1;
\tsetp.lt.u32 %p1, %r1, 8;
\t@%p1 bra $L__loop;
\tst.global.u32 [%rd1], %r1;
\tret;
}

/* a comment
.visible .entry hidden()
{
}
*/
.func helper()
{
\t// a line comment with /* in it
\tret;
}
.weak .func w()
{
\tret;
}
"""


@pytest.mark.parametrize("text, starting", [
    (b".func a()\n{\n}\n.func b()\n{\n}\n", [b".func b()"]),
    # a declaration starts no chunk: legal inside a body (ptxas 13.0 accepts `.func g();` there)
    (b".func a()\n{\n.func g();\n\tret;\n}\n", []),
    (b".entry a()\n{\n}\n.visible .func g();\n.func b()\n{\n}\n", [b".func b()"]),
    # the linkage on the line before belongs to the same item (which starts at it)
    (b".entry a()\n{\n}\n.visible\n.func b()\n{\n}\n", [b".visible"]),
    (b".entry a()\n{\n}\n.extern // c\n.func b()\n{\n}\n", []),
    # inside a block comment, even one opened after a `//` comment's text: none
    (b".entry a()\n{\n}\n/*\n.func b()\n{\n}\n*/\n", []),
    (b".entry a()\n{\n}\n\t// /*\n.func b()\n{\n}\n", [b".func b()"]),
    # (a comment after code on the line before: counted as open, no chunk starts; always safe)
    (b".entry a()\n{\n} // c\n.func b()\n{\n}\n", []),
    (b".pragma \"/*\";\n.entry a()\n{\n}\n.func b()\n{\n}\n", [b".func b()"]),  # (in a string)
    # an unterminated block comment hides the rest
    (b".entry a()\n{\n}\n/*\n.func b()\n{\n}\n", []),
    # an intermediate source text is opaque
    (b".nv_intermediate_source_section {\n.code_block {\n.source_begin\n.func x()\n{\n}\n.source_end\n}\n}\n"
     b".func b()\n{\n}\n", [b".func b()"]),
    # not at column 0, or a longer word: none
    (b".entry a()\n{\n}\n .func b()\n{\n}\n.funcs\n", []),
    (b"", []),
])
def test_chunk_starts(text: bytes, starting: list[bytes]) -> None:
    """`starting`: the text at each chunk start after the first (at 0)."""
    assert chunk_starts(text) == [0] + [text.index(b"\n" + line) + 1 for line in starting]


def _all_nodes(sf: SourceFile) -> list[tuple]:
    out = []
    for root in sf.roots():
        stack = [root]
        while stack:
            node = stack.pop()
            out.append((node.type, node.start_byte, node.end_byte, tuple(node.start_point), tuple(node.end_point),
                        node.is_missing, node.has_error))
            stack.extend(reversed(node.children))
    return out


PIECES = [b"{", b"}", b"{\n", b"}\n", b";", b",", b"[", b"]", b"/*", b"*/", b"//", b"\n", b" ", b"\t",
          b".func ", b".entry ", b".visible ", b".weak ", b".extern ", b"\n.func f()\n{\n", b"\n.visible .entry e()\n",
          b"ret;\n", b"add.s32 %r1, %r1, 1;\n", b".source_begin", b".source_end", b"\"", b"x", b"\r\n"]


def _random_edit(rng: random.Random, text: bytes) -> tuple[int, int, bytes]:
    start = rng.randrange(len(text) + 1)
    roll = rng.random()
    if roll < 0.15 and text:  # paste a piece of the text elsewhere
        a = rng.randrange(len(text))
        return start, start, text[a : a + rng.randrange(1, 300)]
    if roll < 0.3:  # delete
        return start, min(len(text), start + rng.choice([1, 2, 5, 40, 200])), b""
    if roll < 0.4:  # at a line start (where chunks start)
        start = text.rfind(b"\n", 0, start) + 1
    return start, min(len(text), start + rng.choice([0, 0, 0, 1, 3])), rng.choice(PIECES)


def _map(offset: int, start: int, old_end: int, new_end: int) -> int | None:
    """Where an old offset is in the new text (None: inside the replaced span)."""
    if offset <= start:
        return offset
    if offset >= old_end:
        return offset + new_end - old_end
    return None


@pytest.mark.parametrize("seed", range(12))
def test_incremental_chunks_equal_a_fresh_parse(seed: int) -> None:
    rng = random.Random(seed)
    sf = SourceFile.parse(KERNEL)
    for step in range(60):
        start, end, new = _random_edit(rng, sf.text)
        edited = sf.edit(start, end, new)
        fresh = SourceFile.parse(edited.text)
        where = (seed, step, start, end, new)
        assert edited.chunk_spans() == fresh.chunk_spans(), where
        assert _all_nodes(edited) == _all_nodes(fresh), where
        # every top-level node outside the changed ranges is an old one, moved
        old = {(n.type, _map(n.start_byte, start, end, start + len(new)), _map(n.end_byte, start, end, start + len(new)),
                str(n)) for n in sf.top_level()}
        for node in edited.top_level():
            if any(a <= node.end_byte and node.start_byte <= b for a, b in edited.changed_ranges):
                continue
            assert (node.type, node.start_byte, node.end_byte, str(node)) in old, where
        sf = edited


def test_moved_chunks_are_read_from_several_threads() -> None:
    sf = SourceFile.parse(KERNEL)
    edited = sf.edit(0, 0, b"// a new first line\n")  # every later chunk moves (lazily)
    expected = _all_nodes(SourceFile.parse(edited.text))
    results: list[list[tuple]] = []
    threads = [threading.Thread(target=lambda: results.append(_all_nodes(edited))) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert results == [expected] * 4
    assert _all_nodes(sf) == _all_nodes(SourceFile.parse(KERNEL))  # the old version is untouched


def test_an_error_stays_in_its_chunk() -> None:
    """A stray `{` in one function no longer swallows the functions after it."""
    at = KERNEL.index(b"\tret;\n}\n\n.visible .entry k")
    sf = SourceFile.parse(KERNEL[:at] + b"\t{\n" + KERNEL[at:])
    names = [sf.node_text(n.child_by_field_name("name")) for n in sf.named_top_level()
             if n.type == "function_definition"]
    assert names == ["square", "k", "helper", "w"]
    # (`square`'s `}` closes the typed block) the chunk's end closes its body, as the next definition
    # does in one tree
    assert list(sf.errors()) == []
    square = sf.named_top_level()[5]
    assert _count(square, "missing_brace") == 1 and square.end_byte < sf.text.index(b".visible .entry k")


def _count(node, node_type: str) -> int:
    return (node.type == node_type) + sum(_count(child, node_type) for child in node.children)


def test_open_blocks_at_a_chunk_end_close_there_in_a_function_with_other_errors() -> None:
    """`{` typed in a function whose header is broken: the function stays a function (the end of its
    chunk closes the blocks); before, its chunk became one top-level ERROR and the diagnostics moved
    to the header (issue 16). ptxas 13.0 and 13.5 report the first error at the `1`."""
    from ptx_lsp.analysis.host import Snapshot

    header = b".visible .entry k(\n\t.param .u64 p_0,\n\t.param .u64 p_\t1\n)\n{\n\t.reg .b32 %r<3>;\n"
    text = b".version 8.0\n.target sm_90\n.address_size 64\n" + header + b"\t{\n\tmov.u32 %r1, 1;\n"
    text += b".visible .entry j()\n{\n\tret;\n}\n"
    sf = SourceFile.parse(text)
    assert [n.type for n in sf.named_top_level()][3:] == ["function_definition", "function_definition"]
    issues = [(i.code, text[i.start : i.end]) for i in Snapshot.from_bytes(text).issues]
    assert issues == [("PTX101", b"1"), ("PTX103", b"{")]
    assert Snapshot.from_bytes(text).issues[1].start == text.index(b"\t{\n\tmov") + 1  # the typed `{`
