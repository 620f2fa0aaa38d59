"""The cursor lexer that completion and signature help read: statements, partial words, operands.

Table rows give the text before the cursor and what the statement under the cursor looks like;
the lexer must cope with half-typed, unparseable text and never read past the cursor.
"""

from __future__ import annotations

import pytest

from ptx_lsp.analysis.completion import line_directive_predicate
from ptx_lsp.analysis.cursor import guard_and_rest, instruction_context, split_word, statement_at

STATEMENTS = [
    # (text up to the cursor, statement tokens, partial word)
    ("add.s32 %r1, %r2, %r3;\n  suld.b.", ["suld.b."], "suld.b."),
    ("{\n  mov.u32 %r1, %", ["mov.u32", "%r1", ",", "%"], "%"),
    (".entry k()\n{\n  ", [], ""),
    ("$L__BB0_1:\n  bra ", ["bra"], ""),
    ("$L__BB0_1: bra $L", ["bra", "$L"], "$L"),
    ("mov.b64 {%r1, %", ["mov.b64", "{", "%r1", ",", "%"], "%"),
    ("  ret;\n}\n.visible .", [".visible", "."], "."),
    (".global .u32 a[2] = {1, ", [".global", ".u32", "a", "[", "2", "]", "=", "{", "1", ","], ""),
    ("// a comment; with semicolons\n  ld.global.", ["ld.global."], "ld.global."),
    ("@!%p1 bra.uni ", ["@", "!", "%p1", "bra.uni"], ""),
    (".version 8.0\n.target sm_90\n.", ["."], "."),
    ("/* a; b\n c; d */\n  ld.global.", ["ld.global."], "ld.global."),
    (".version 8.0\n.target sm_90, ", [".target", "sm_90", ","], ""),
    ("wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16\n    {%f1, %f2},\n    %rd1, ",
     ["wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16", "{", "%f1", ",", "%f2", "}", ",", "%rd1", ","], ""),
]


@pytest.mark.parametrize(("text", "tokens", "partial"), STATEMENTS, ids=[f"stmt{i}" for i in range(len(STATEMENTS))])
def test_statement_tokens(text: str, tokens: list[str], partial: str) -> None:
    data = text.encode()
    st = statement_at(data, len(data), line_directive_predicate())
    assert [t.text for t in st.tokens] == tokens
    assert st.prefix == partial
    assert st.replace_start == len(data) - len(partial.encode())


def test_cursor_in_comment_and_string() -> None:
    data = b"  add.s32 %r1, %r2; // todo: ld.glo"
    assert statement_at(data, len(data)).in_comment
    data = b'  .pragma "nounr'
    assert statement_at(data, len(data)).in_string
    data = b"  /* closed */ ld."
    st = statement_at(data, len(data))
    assert not st.in_comment and st.prefix == "ld."


def test_text_after_the_cursor_is_not_read() -> None:
    data = b"  suld.b.2d.b32.clamp %r1, [%rd1, {%r2, %r3}];"
    st = statement_at(data, data.index(b".clamp") + 3)
    assert st.prefix == "suld.b.2d.b32.cl"


CONTEXTS = [
    # (statement, opcode, modifiers, typing_modifier, partial modifier, operand index, bracket, brace, paren)
    ("suld.b.2d.b32.cl", "suld", (".b", ".2d", ".b32"), True, ".cl", 0, False, False, False),
    ("ld.global.L2::", "ld", (".global",), True, ".L2::", 0, False, False, False),
    ("cp.async.bulk.tensor.", "cp", (".async", ".bulk", ".tensor"), True, ".", 0, False, False, False),
    ("add.s32 %r1, %r2, ", "add", (".s32",), False, "", 2, False, False, False),
    ("suld.b.2d.b32.trap %r1, [%rd1, {%r2, ", "suld", (".b", ".2d", ".b32", ".trap"), False, "", 1, True, True, False),
    ("call.uni (%r1), f, (%r2, ", "call", (".uni",), False, "", 2, False, False, True),
    ("@%p1 bra.uni $L", "bra", (".uni",), False, "", 0, False, False, False),
    ("mov.b64 {%r1, %r2}, ", "mov", (".b64",), False, "", 1, False, False, False),
    # ptxas takes white space before a modifier: `.` words after the opcode word are its modifiers
    ("prmt .", "prmt", (), True, ".", 0, False, False, False),
    ("cvt .rn .f32.s", "cvt", (".rn", ".f32"), True, ".s", 0, False, False, False),
    ("cvt.rn\n\t.f32 .s32 %f1, ", "cvt", (".rn", ".f32", ".s32"), False, "", 1, False, False, False),
    ("@%p1 lop3 .b32 %r1, ", "lop3", (".b32",), False, "", 1, False, False, False),
    ("prmt .b32 ", "prmt", (".b32",), False, "", 0, False, False, False),
]


@pytest.mark.parametrize(
    ("text", "opcode", "mods", "typing", "partial", "index", "bracket", "brace", "paren"), CONTEXTS,
    ids=[c[0] for c in CONTEXTS],
)
def test_instruction_context(text, opcode, mods, typing, partial, index, bracket, brace, paren) -> None:
    data = ("  " + text).encode()
    ctx = instruction_context(statement_at(data, len(data)))
    assert ctx is not None
    assert (ctx.opcode, ctx.modifiers, ctx.typing_modifier) == (opcode, mods, typing)
    if typing:
        assert ctx.partial_modifier == partial
        assert data[ctx.partial_start:].decode() == partial
    else:
        assert (ctx.operand_index, ctx.bracket, ctx.brace, ctx.paren) == (index, bracket, brace, paren)


def test_not_an_instruction() -> None:
    for text in (".reg .b32 ", "@", "@!", "", "%r1"):
        data = text.encode()
        assert instruction_context(statement_at(data, len(data))) is None


def test_split_word_keeps_double_colons_and_byte_spans() -> None:
    data = b"  ld.global.L2::cache_hint.v2.f32"
    st = statement_at(data, len(data))
    parts = split_word(st.partial)
    assert [p[0] for p in parts] == ["ld", ".global", ".L2::cache_hint", ".v2", ".f32"]
    for text, start, end in parts:
        assert data[start:end].decode() == text


def test_guard_split() -> None:
    data = b"  @!%p1 bra L"
    guard, rest, open_ = guard_and_rest(statement_at(data, len(data)).tokens)
    assert guard is not None and guard.text == "%p1" and not open_
    assert [t.text for t in rest] == ["bra", "L"]
    data = b"  @"
    assert guard_and_rest(statement_at(data, len(data)).tokens)[2]


@pytest.mark.parametrize("junk", [b"\xff\xfe\x00", b"\"unterminated", b"/* open", b"{{{{}}}}}}}", b";" * 50])
def test_never_raises(junk: bytes) -> None:
    for offset in range(len(junk) + 1):
        statement_at(junk, offset)
