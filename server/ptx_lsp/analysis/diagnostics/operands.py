"""Operand rules ptxas enforces, read from typed instruction views (`analysis.semantics`).

**Each rule is general and driven by the spec data (forms, types, `spec.legality`), never by a
list of instructions; each reports only when every matched form agrees.**
**Unsure means silent**: an operand the view cannot type (`OTHER`, unresolved names, expressions)
is never reported, and neither is a position whose forms disagree.
**A rule's inputs are explicit**: the view (spelling, operands, their kinds and declared types)
and the spec; nothing else, so per-function caching stays sound.

Rules (each confirmed against ptxas, see tests/analysis/test_operand_rules.py):
- PTX408 an immediate where the instruction writes a register (ptxas: "Result register required");
- PTX408 a label where a register or value is needed, a register where a label or a constant is needed;
- PTX407 operands on an instruction whose forms take none (`ret %r1`);
- PTX301 a `.pred` register where a value is needed, a value register where a predicate is needed;
- PTX408 a matrix fragment (`mma`, `wmma`, `wgmma`, `ldmatrix`, `stmatrix`, `tcgen05.ld/st`) with
  another number of registers than the ISA's fragment tables give (`spec.fragments`);
- PTX410 an immediate outside its documented range (`bar.sync 16`, `setmaxnreg` 24..256 by 8).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ptx_lsp.analysis.semantics import (
    IMMEDIATE,
    LABEL,
    REGISTER,
    SPECIAL,
    SYMBOL,
    VECTOR,
    InstructionView,
    OperandView,
)
from ptx_lsp.spec.fragments import fragment_registers
from ptx_lsp.spec.legality import legality

Finding = tuple[str, int, int, str]  # (code, start, end, message)


def check(view: InstructionView, layouts: list[tuple[Any, ...]], facts: Any) -> Iterator[Finding]:
    """Every finding of the operand rules for one instruction; `layouts` are the forms fitting its operand count."""
    info = view.info
    ops = view.operands
    if info is not None and info.forms and all(not lay for lay in info.forms) and ops:
        first, last = ops[0], ops[-1]
        yield ("PTX407", first.start, last.end, f"`{view.opcode}` takes no operands; remove "
               f"{'it' if len(ops) == 1 else 'them'}")
        return
    if not layouts:
        return
    n = len(ops)
    # MMA-like forms (vector operands) type descriptors and scale flags by the data type: no type rules there
    packed = any(e.kind == "vector" or e.vector for lay in layouts for e in lay)
    for idx, op in enumerate(ops):
        expected = [lay[idx] for lay in layouts if _maps(lay, idx, n)]
        if len(expected) != len(layouts):
            continue  # some form has no operand here, or an omitted optional one shifts the positions
        yield from _kind_rules(view, idx, op, expected, facts, packed)


def _kind_rules(view: InstructionView, idx: int, op: OperandView, expected: list[Any], facts: Any,
                packed: bool) -> Iterator[Finding]:
    if op.kind in (IMMEDIATE, REGISTER, SPECIAL) and any(e.kind != "symbol" for e in expected):
        # a constant or a register never fits a form that wants a variable name there (`mov d, avar`)
        expected = [e for e in expected if e.kind != "symbol"]
    kinds = {e.kind for e in expected}
    if op.kind == IMMEDIATE and all(e.access == "write" for e in expected) and kinds <= {"register", "predicate",
                                                                                         "vector"}:
        yield ("PTX408", op.start, op.end, f"`{op.text}` is a constant; `{view.opcode}` writes its result here: "
               f"use a register")
        return
    if op.kind == LABEL and kinds <= {"register", "predicate", "vector", "immediate"}:
        yield ("PTX408", op.start, op.end, f"`{op.text}` is a label; `{view.opcode}` needs a register or "
               f"value here")
        return
    if op.kind == REGISTER and kinds == {"immediate"}:
        yield ("PTX408", op.start, op.end, f"`{view.opcode}` takes a constant here, not the register `{op.text}`")
        return
    if op.kind == REGISTER and kinds == {"label"}:
        yield ("PTX408", op.start, op.end, f"`{view.opcode}` needs a label here, not the register `{op.text}`")
        return
    if op.kind == REGISTER and op.selector and not (op.resolved and op.resolved.vector):
        selectors = {e.selector for e in expected}
        if selectors == {None}:
            yield ("PTX408", op.start, op.end, f"`{op.selector}` selects part of a register, which only video "
                   f"instructions do; remove it")
            return
        if None not in selectors and len(selectors) == 1:
            found = legality().selector_members(view.opcode, selectors.pop())
            if found is not None and op.selector not in found[0]:
                members, section = found
                yield ("PTX402", op.start, op.end, f"unknown video selector `{op.selector}` (§{section}); use "
                       + ", ".join(f"`{m}`" for m in members))
                return
    if op.kind == REGISTER and op.type and not packed and not op.selector and not (op.resolved and op.resolved.vector):
        have = facts.type(op.type)
        if have is None:
            return
        if have.kind == "pred" and kinds == {"register"} and all(_value_type(facts, e.type) for e in expected):
            want = expected[0].type
            yield ("PTX301", op.start, op.end, f"`{op.text}` is a `.pred` register; `{view.opcode}` needs a "
                   f"`{want}` value here: convert it with `selp` first")
            return
        if have.kind != "pred" and kinds == {"predicate"} and all(e.access == "read" for e in expected):
            yield ("PTX301", op.start, op.end, f"`{op.text}` is `{op.type}`; `{view.opcode}` needs a `.pred` "
                   f"register here: compare it with `setp` first")
            return
    # not in MMA-like forms: ptxas does not check their metadata/scale operands (`mma.sp … %vf4, 0` assembles)
    plain = kinds <= {"register", "predicate"} and not any(e.vector for e in expected) and not packed
    types = {e.type for e in expected}
    want_type = facts.type(types.pop()) if len(types) == 1 and None not in types else None
    # a `.v2`/`.v4` register is read as all its bits: it fits where that many bits go (ptxas)
    if op.kind == REGISTER and op.resolved and op.resolved.vector and not op.selector and plain \
            and want_type is not None and op.width is not None and op.width != want_type.size_bits \
            and not (view.opcode == "cvt" and want_type.kind.startswith("packed")):
        # (ptxas accepts a vector register as a packed cvt result, e.g. `cvt.rn.bf16x2.f32 %vr2, …`)
        yield ("PTX408", op.start, op.end, f"`{op.text}` is a vector register; `{view.opcode}` needs a scalar "
               f"register here: name one element (`{op.text}.x`)")
        return
    if op.kind == SYMBOL and plain and op.resolved is not None and op.resolved.kind in ("var", "param"):
        yield ("PTX408", op.start, op.end, f"`{op.text}` is a variable; `{view.opcode}` needs a register here: "
               f"load it (`ld`) or take its address (`mov`) first")
        return
    # `mov.v4.u32 {a, b, c, d}, %ctaid;` (also `%ctaid.x`): ptxas accepts special registers in vector mov
    whole_vector = view.opcode == "mov" and {".v2", ".v4"} & set(view.modifier_names)
    if op.kind == SPECIAL and op.access == "read" and kinds <= {"register"} and view.info is not None \
            and not whole_vector and not legality().reads_special_registers(view.info.name or view.opcode, {e.name for e in expected}):
        yield ("PTX408", op.start, op.end, f"`{view.opcode}` cannot read the special register `{op.text}`; "
               f"copy it to a register with `mov` first")
        return
    if op.kind == IMMEDIATE and not packed and len({e.type for e in expected}) == 1 \
            and all(e.slot is not None for e in expected):  # typed by the instruction type, not a fixed one
        want = facts.type(expected[0].type) if expected[0].type else None
        if want is not None and want.fundamental and want.size_bits >= 32:
            if want.kind == "float" and op.value is not None:
                yield ("PTX301", op.start, op.end, f"`{op.text}` is an integer constant; a `{want.name}` operand "
                       f"takes a floating-point constant (`0f…`/`0d…` or `1.0`)")
                return
            if want.kind in ("signed", "unsigned") and op.value is None:
                yield ("PTX301", op.start, op.end, f"`{op.text}` is a floating-point constant; a `{want.name}` "
                       f"operand takes an integer constant")
                return
    if op.kind == VECTOR and view.info is not None and view.info.name:
        names = {e.name for e in expected}
        sure = not any(m.startswith(".kind::") or _narrow_float(facts, m) for m in view.modifier_names)
        want = fragment_registers(view.info.name, names.pop(), view.modifier_names) \
            if len(names) == 1 and sure else None
        have = len(op.elements)
        if want is not None and have != want and "{" not in op.text[1:]:
            yield ("PTX408", op.start, op.end, f"`{view.info.name}{''.join(view.modifier_names)}` takes {want} "
                   f"register(s) here, not {have} (the ISA's fragment layout for this shape and type)")
            return
    if op.kind == IMMEDIATE and op.value is not None:
        names = {e.name for e in expected}
        if len(names) == 1:
            rng = legality().immediate_range(view.info.name if view.info is not None and view.info.name
                                             else view.opcode, names.pop())
            # the range decides how ptxas reads the value (most check the low 32 bits: `bar.sync 0x100000000`)
            problem = rng.problem(op.value) if rng is not None else None
            if problem:
                yield ("PTX410", op.start, op.end, f"{problem} (§{rng.section}), not {op.text}")


def _maps(layout: tuple[Any, ...], idx: int, count: int) -> bool:
    """Whether the written operand `idx` (of `count`) is the form's operand `idx`: all are written,
    or no optional operand comes before it (`bar.red.popc d, a{, b}, c` written with three)."""
    if idx >= len(layout):
        return False
    return count == len(layout) or not any(e.optional for e in layout[: idx + 1])


def _narrow_float(facts: Any, modifier: str) -> bool:
    """An 8-bit-or-narrower float element type (`.e4m3`, `.e2m1`): their fragment tables are not sure."""
    t = facts.type(modifier)
    return t is not None and t.kind == "alt_float" and t.size_bits <= 8


def _value_type(facts: Any, type_name: str | None) -> bool:
    """A fundamental, non-predicate type (an integer, bit or float value)."""
    if not type_name:
        return False
    t = facts.type(type_name)
    return t is not None and t.fundamental and t.kind != "pred"
