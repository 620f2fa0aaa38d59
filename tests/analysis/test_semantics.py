"""The semantic model: typed instruction views from the tree and the symbol index, and from fragments."""

from __future__ import annotations

from ptx_lsp.analysis.analysis import Analysis
from ptx_lsp.analysis.semantics import (
    ADDRESS,
    IMMEDIATE,
    LABEL,
    PAIR,
    PLACEHOLDER,
    REGISTER,
    SINK,
    SPECIAL,
    VECTOR,
    Placeholder,
    instruction_view,
    parse_integer,
)
from ptx_lsp.spec import load

SRC = """.version 8.0
.target sm_90
.address_size 64
.entry k()
{
.reg .b32 %r<3>; .reg .pred %p<3>; .reg .b64 %rd<2>;
@%p1 add.u32 %r1, %r2, 7;
st.global.v2.u32 [%rd1+4], {%r1, _};
mov.u32 %r1, %tid.x;
setp.lo.u32 %p1|%p2, %r1, 0x10;
L: bra L;
}
"""


def kinds(view):
    return [(o.text, o.kind, o.access, o.type) for o in view.operands]


def test_views_of_a_function_type_every_operand() -> None:
    analysis = Analysis.from_text(SRC)
    model = analysis.function_model(SRC.index("add.u32"))
    assert model is not None
    add, st, mov, setp, bra = model.instructions
    assert add.guard is not None and (add.guard.kind, add.guard.type) == (REGISTER, ".pred")
    assert kinds(add) == [("%r1", REGISTER, "write", ".b32"), ("%r2", REGISTER, "read", ".b32"),
                          ("7", IMMEDIATE, "read", None)]
    assert add.operands[2].value == 7 and add.operands[0].width == 32
    assert [m.text for m in add.modifiers] == [".u32"]
    assert SRC[add.modifiers[0].start : add.modifiers[0].end] == ".u32"
    assert (st.operands[0].kind, st.operands[0].access) == (ADDRESS, "store")
    assert st.operands[1].kind == VECTOR and [e.kind for e in st.operands[1].elements] == [REGISTER, SINK]
    assert (mov.operands[1].kind, mov.operands[1].selector, mov.operands[1].width) == (SPECIAL, ".x", 32)
    assert setp.operands[0].kind == PAIR and setp.operands[0].access == "write"
    assert setp.operands[2].value == 16
    assert bra.operands[0].kind == LABEL
    assert analysis.instruction_at(SRC.index("%tid")) is mov


def test_model_is_cached_on_the_snapshot() -> None:
    analysis = Analysis.from_text(SRC)
    offset = SRC.index("add.u32")
    assert analysis.function_model(offset) is analysis.function_model(offset)
    assert Analysis.from_text(SRC).function_model(offset) is not analysis.function_model(offset)
    assert analysis.function_model(0) is None  # outside any function


def test_fragment_placeholders_take_their_type_from_outside() -> None:
    """PTX from a C++ asm() string: `%0`/`%1` are typed by the C++ constraints, not by declarations."""
    db = load()
    view = instruction_view(0, 20, "add", 0, [(".u32", 3)], [("%0", 8), ("%1", 12), ("%2", 16)],
                            lambda name: None, db.facts, db.facts.special_register, None,
                            db.operand_access("add", (".u32",)),
                            placeholders={"%0": Placeholder(".u32"), "%1": Placeholder(".u32"),
                                          "%2": Placeholder(".u32", immediate=True)})
    assert [(o.kind, o.type, o.width, o.access) for o in view.operands] == [
        (PLACEHOLDER, ".u32", 32, "write"), (PLACEHOLDER, ".u32", 32, "read"), (PLACEHOLDER, ".u32", 32, "read")]


def test_integer_literals() -> None:
    assert [parse_integer(t) for t in ("42", "0x1F", "-1", "017", "0b101", "7U", "1.5", "x")] == \
        [42, 31, -1, 15, 5, 7, None, None]


def test_one_written_rule_for_highlights_and_the_validator() -> None:
    """SyntaxForm.access is the one "which operands are written" rule (navigation and checks use it)."""
    db = load()
    assert db.operand_access("st", (".global", ".u32"))[:2] == ("store", "read")  # (+ cache-policy)
    assert db.operand_access("add", (".u32",)) == ("write", "read", "read")
    assert db.operand_access("setp", (".eq", ".s32"))[0] == "write"
    # a modifier order ptxas accepts but the spec does not write resolves to the same form
    assert db.operand_access("atom", (".release", ".gpu", ".global", ".v4", ".bf16", ".add", ".noftz"))[:2] == \
        db.operand_access("atom", (".release", ".gpu", ".global", ".add", ".noftz", ".v4", ".bf16"))[:2] == \
        ("write", "read")
    analysis = Analysis.from_text(SRC)
    at = SRC.index("%r1, %r2, 7")
    kinds = {kind for s, _e, kind in analysis.highlights(at) if s == at}
    assert kinds == {"write"}
