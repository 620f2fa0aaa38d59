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

import functools
from collections.abc import Iterator
from typing import Any

from ptx_lsp.analysis.semantics import (
    ADDRESS,
    IMMEDIATE,
    LABEL,
    OTHER,
    REGISTER,
    SINK,
    SPECIAL,
    SYMBOL,
    VECTOR,
    InstructionView,
    OperandView,
)
from ptx_lsp.spec.fragments import fragment_register_type, fragment_registers
from ptx_lsp.spec.legality import legality

Finding = tuple[str, int, int, str]  # (code, start, end, message)


def check(view: InstructionView, layouts: list[tuple[Any, ...]], facts: Any,
          address_size: int = 64) -> Iterator[Finding]:
    """Every finding of the operand rules for one instruction; `layouts` are the forms fitting its operand
    count; `address_size` is the module's (`.address_size`)."""
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
    size = legality().narrow_address_size(info.name, view.modifier_names) \
        if address_size == 64 and info is not None and info.name else None
    if size is not None and ops:
        yield ("PTX301", ops[0].start, ops[0].end, f"`{view.opcode}{size}` makes a 32-bit address, but the module's "
               f"addresses are 64 bits (`.address_size 64`): use `.u64` and 64-bit registers")
        return
    # MMA-like forms (vector operands) type descriptors and scale flags by the data type: no type rules there
    packed = any(e.kind == "vector" or e.vector for lay in layouts for e in lay)
    for idx, op in enumerate(ops):
        expected = [lay[idx] for lay in layouts if _maps(lay, idx, n)]
        if len(expected) != len(layouts):
            continue  # some form has no operand here, or an omitted optional one shifts the positions
        yield from _kind_rules(view, idx, op, expected, facts, packed)
        if op.kind == ADDRESS and address_size == 64 and all(e.kind == "address" for e in expected):
            found = _narrow_address(view, op, facts)
            if found is not None:
                yield found


def _kind_rules(view: InstructionView, idx: int, op: OperandView, expected: list[Any], facts: Any,
                packed: bool) -> Iterator[Finding]:
    if op.kind == SINK:
        yield from _sink_rules(view, op, expected)
        return
    expected = _by_operand_kind(op, expected)
    # a matrix fragment that is read (`mma` a/b/c); `st.v8` data may hold `_` (§9.7.10.11)
    name = view.info.name if view.info is not None else None
    if op.kind == VECTOR and all(e.kind == "vector" and (e.access == "read" or (name, e.name) in _ACCUMULATORS)
                                 for e in expected):
        sink = next((el for el in op.elements if el.kind == SINK), None)
        if sink is not None:
            yield ("PTX408", sink.start, sink.end, f"the sink `_` discards results; `{view.opcode}` reads every "
                   f"register of this fragment: name a register")
            return
    if (op.kind in (IMMEDIATE, REGISTER, SPECIAL) or (op.kind == LABEL and view.opcode == "mov")) \
            and any(e.kind != "symbol" for e in expected):
        # a constant or a register never fits a form that wants a variable name there (`mov d, avar`);
        # nor does a label: `mov` takes the address of variables and functions, not of labels (ptxas
        # 13.0/13.5 "Arguments mismatch" on `mov.u64 %rd1, L0;`)
        expected = [e for e in expected if e.kind != "symbol"]
    kinds = {e.kind for e in expected}
    if op.kind == OTHER and op.text.startswith("!") and all(e.access == "write" for e in expected):
        yield ("PTX408", op.start, op.end, f"`{view.opcode}` writes its result here; `!` only negates a predicate "
               f"that is read: write `{op.text[1:].strip()}`")  # ptxas: "Result register required"
        return
    if op.kind == IMMEDIATE and all(e.access == "write" for e in expected) and kinds <= {"register", "predicate",
                                                                                         "vector"}:
        yield ("PTX408", op.start, op.end, f"`{op.text}` is a constant; `{view.opcode}` writes its result here: "
               f"use a register")
        return
    if op.kind == LABEL and kinds <= {"register", "predicate", "vector", "immediate"}:
        yield ("PTX408", op.start, op.end, f"`{op.text}` is a label; `{view.opcode}` needs a register or "
               f"value here" + (" (it takes the address of a variable or a function, never of a label)"
                                if view.opcode == "mov" else ""))
        return
    if op.kind == REGISTER and kinds == {"immediate"}:
        yield ("PTX408", op.start, op.end, f"`{view.opcode}` takes a constant here, not the register `{op.text}`")
        return
    if kinds == {"immediate"} and (op.kind in (SPECIAL, ADDRESS, VECTOR) or (
            op.kind == SYMBOL and op.resolved is not None and op.resolved.kind in ("var", "param"))):
        what = {SPECIAL: "the special register", ADDRESS: "the address", VECTOR: "the vector"}.get(op.kind, "the variable")
        yield ("PTX408", op.start, op.end, f"`{view.opcode}` takes an integer constant here, not {what} `{op.text}`")
        return
    if op.kind == ADDRESS and kinds == {"address"} and all(e.parts >= 2 for e in expected) \
            and "," not in op.text:
        # `[tex, {x, y}]`, `[surf, {x}]`, `[tensorMap, {c0}]`: a handle and its coordinates (ptxas 13.0
        # rejects the handle alone, with or without an offset, on every form)
        yield ("PTX408", op.start, op.end, f"`{view.opcode}` takes a handle and its coordinates here "
               f"(`[handle, {{…}}]`), not `{op.text}`")
        return
    if op.kind == ADDRESS and kinds == {"address"} and view.info is not None and view.info.name \
            and _handle_section(view.info.name):
        found = _handle_problem(view, op, facts)
        if found is not None:
            yield found
            return
    if op.kind == ADDRESS and kinds == {"address"}:
        found = _address_problem(view, op, expected)
        if found is not None:
            yield found
            return
    if kinds == {"immediate"} and op.kind == IMMEDIATE and op.value is None:
        # every immediate-only operand of the ISA is an integer (counts, sizes, selectors, masks)
        yield ("PTX301", op.start, op.end, f"`{op.text}` is a floating-point constant; `{view.opcode}` takes an "
               f"integer constant here")
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
    if op.kind in (REGISTER, SPECIAL, IMMEDIATE) and kinds == {"vector"} and not (op.resolved and op.resolved.vector) \
            and _scalar_for_fragment(view, expected, facts):
        yield ("PTX408", op.start, op.end, f"`{op.text}` is one value; this operand of `{view.info.name}` is a "
               f"matrix fragment: write its registers as a vector `{{…}}`")
        return
    fixed = bool(expected) and all(e.slot is None and e.type for e in expected)  # one declared type, not a slot
    if op.kind == REGISTER and op.type and (not packed or fixed) and not op.selector \
            and not (op.resolved and op.resolved.vector):
        have = facts.type(op.type)
        if have is None:
            return
        if have.kind == "pred" and kinds == {"register"} \
                and all(_value_type(facts, e.type, view.info is not None and view.info.wider_ok) for e in expected) \
                and not _matrix_data(view) and not any(e.name in METADATA_OPERANDS for e in expected) \
                and not _lax_comparison(view, expected, facts):
            want = expected[0].type
            yield ("PTX301", op.start, op.end, f"`{op.text}` is a `.pred` register; `{view.opcode}` needs a "
                   f"`{want}` value here: convert it with `selp` first")
            return
        if have.kind != "pred" and kinds == {"predicate"}:  # (read or written: ptxas 13.0 on every form)
            fix = "compare it with `setp` first" if all(e.access == "read" for e in expected) else \
                "write the result to a `.pred` register"
            yield ("PTX301", op.start, op.end, f"`{op.text}` is `{op.type}`; `{view.opcode}` needs a `.pred` "
                   f"register here: {fix}")
            return
    if op.kind == REGISTER and op.type and not op.selector and not (op.resolved and op.resolved.vector) \
            and expected and {e.name for e in expected} <= _SCALE_DATA:
        # block-scale data (typed by the scale type's slot, `.ue8m0`) is checked like the sparsity metadata:
        # 32 bits, any class, `.pred` too (ptxas 13.0 on every register type; 16/64/128-bit ones rejected)
        have = facts.type(op.type)
        if have is not None and have.kind != "pred" and have.size_bits not in (None, 32):
            yield ("PTX301", op.start, op.end, f"`{op.text}` is a {have.size_bits}-bit register; the block-scale "
                   f"data of `{view.opcode}` is one 32-bit register")
            return
    if op.kind == REGISTER and op.type and not op.selector and not (op.resolved and op.resolved.vector):
        found = _fixed_type_mismatch(view, op, expected, facts)
        if found:
            yield ("PTX301", op.start, op.end, found)
            return
    # not in MMA-like forms: ptxas does not check their metadata/scale operands (`mma.sp … %vf4, 0` assembles)
    plain = kinds <= {"register", "predicate"} and not any(e.vector for e in expected) and not packed
    types = {e.type for e in expected}
    want_type = facts.type(types.pop()) if len(types) == 1 and None not in types else None
    # a `.v2`/`.v4` register is read as all its bits: it fits where that many bits go (ptxas)
    if op.kind == REGISTER and op.resolved and op.resolved.vector and not op.selector and plain \
            and want_type is not None and op.width is not None and op.width != want_type.size_bits \
            and not _lax_comparison(view, expected, facts) \
            and not _vector_read_as_value(view, expected, op, want_type, facts):
        yield ("PTX408", op.start, op.end, f"`{op.text}` is a vector register; `{view.opcode}` needs a scalar "
               f"register here: name one element (`{op.text}.x`)")
        return
    if op.kind == SYMBOL and plain and op.resolved is not None and op.resolved.kind in ("var", "param"):
        yield ("PTX408", op.start, op.end, f"`{op.text}` is a variable; `{view.opcode}` needs a register here: "
               f"load it (`ld`) or take its address (`mov`) first")
        return
    if packed and kinds == {"register"} and not any(e.vector for e in expected):
        found = _packed_scalar_problem(view, op, expected)
        if found is not None:
            yield found
            return
    # `mov.v4.u32 {a, b, c, d}, %ctaid;` (also `%ctaid.x`): ptxas accepts special registers in vector mov
    whole_vector = view.opcode == "mov" and {".v2", ".v4"} & set(view.modifier_names)
    if op.kind == SPECIAL and op.access == "read" and kinds <= {"register"} and view.info is not None \
            and not whole_vector and not legality().reads_special_registers(
                view.info.name or view.opcode, {e.name for e in expected}, view.modifier_names):
        yield ("PTX408", op.start, op.end, f"`{view.opcode}` cannot read the special register `{op.text}`; "
               f"copy it to a register with `mov` first")
        return
    if op.kind == IMMEDIATE and kinds == {"register"} and view.info is not None and view.info.name \
            and _simd_video(view.info.name):
        # SIMD video instructions (§9.7.20.2) read every source as packed lanes of a register; ptxas
        # 13.0/13.5 reject a constant in any of them ("Incorrect video selector"), scalar ones do not
        yield ("PTX408", op.start, op.end, f"`{view.info.name}` takes registers only; put `{op.text}` in a "
               f"register first")
        return
    if op.kind == IMMEDIATE and not packed and len({e.type for e in expected}) == 1 \
            and all(e.kind in ("register", "predicate") for e in expected) and view.opcode not in _SIZE_ONLY:
        want = facts.type(expected[0].type) if expected[0].type else None
        problem = _literal_problem(want, op, view.info is not None and view.info.wider_ok) \
            if want is not None else None
        if problem:
            yield ("PTX301", op.start, op.end, problem)
            return
    if op.kind == VECTOR and view.info is not None and view.info.name:
        names = {e.name for e in expected}
        name = next(iter(names)) if len(names) == 1 else None
        # 8-bit floats in dense `mma.m16n8k16` (`mma….f16.e5m2.e4m3.f16`): ptxas 13.0 takes 1, 2 or 8
        # registers for B; every other count of every 8-bit float form is checked (measured on each)
        sure = not (view.info.name == "mma" and name == "b" and ".m16n8k16" in view.modifier_names
                    and any(_narrow_float(facts, m) for m in view.modifier_names))
        want = fragment_registers(view.info.name, name, view.modifier_names) if name and sure else None
        have = len(op.elements)
        if want is not None and have != want and "{" not in op.text[1:]:
            yield ("PTX408", op.start, op.end, f"`{view.opcode}{''.join(view.modifier_names)}` takes {want} "
                   f"register(s) here, not {have} (the ISA's fragment layout for this shape and type)")
            return
        found = _fragment_element(view, name, op, facts) if name else None
        if found is not None:
            yield found
            return
        found = _named_elements(view, op, expected, facts)
        if found is not None:
            yield found
            return
        # vectors sized by another modifier (tex gradients by geometry: spec.legality)
        sized = legality().vector_elements(view.info.name, name, view.modifier_names) if name else None
        if sized is not None and have != sized[0] and "{" not in op.text[1:]:
            yield ("PTX408", op.start, op.end, f"with `{sized[1]}` the `{name}` vector has {sized[0]} element(s), "
                   f"not {have} (§{sized[2]})")
            return
    if op.kind == IMMEDIATE and op.value is not None:
        names = {e.name for e in expected}
        if len(names) == 1:
            rng = legality().immediate_range(view.info.name if view.info is not None and view.info.name
                                             else view.opcode, names.pop(), view.modifier_names)
            # the range decides how ptxas reads the value (most check the low 32 bits: `bar.sync 0x100000000`)
            problem = rng.problem(op.value) if rng is not None else None
            if problem:
                yield ("PTX410", op.start, op.end, f"{problem} (§{rng.section}), not {op.text}")


# Operands ptxas reads as one value even when a vector is written there (a `{…}` list or a `.vN`
# register whose elements fit the operand type): measured with ptxas 13.0/13.5 on every
# mbarrier.arrive/arrive_drop form and every txq.level query (tests/analysis/test_operand_rules.py).
_VECTOR_AS_VALUE = frozenset({("txq", "lod"), ("mbarrier.arrive", "count"), ("mbarrier.arrive_drop", "count"),
                              # "the vector operand im2colInfo" (§9.7.10.28): a list of 16-bit offsets
                              ("cp.async.bulk.tensor", "im2colInfo"), ("cp.async.bulk.prefetch.tensor", "im2colInfo")})
# Fragments an instruction writes and also reads (`wgmma`'s D accumulates: D = A*B + D, §9.7.17.5):
# ptxas rejects the sink there ("Sink '_' not allowed as a source operand").
_ACCUMULATORS = frozenset({("wgmma.mma_async", "d"), ("wgmma.mma_async.sp", "d")})
# Surface loads and stores move as many bits as their data operand holds (§9.7.13.1 suld, §9.7.13.2
# sust: "the size of the data transfer matches the size of" the operand): ptxas takes any register there.
SIZED_BY_OPERAND = frozenset({"suld", "sust"})
# The sparsity metadata and block-scale operands of MMA-like forms: ptxas checks only that they hold
# 32 bits (`wgmma.mma_async.sp … {%r1, %r2}`, `mma.sp … %vr2` and a `.f32` register assemble).
METADATA_OPERANDS = frozenset({"e", "sp-meta", "scale-a-data", "scale-b-data"})
_SCALE_DATA = frozenset({"scale-a-data", "scale-b-data"})
# Instructions whose destination the ISA lets the sink `_` replace (§9.7.7.2 setp, §9.7.9.6 lop3,
# §9.7.15.15 elect.sync, §9.7.15.5 atom, match.sync, the mbarrier state); ptxas rejects `_` as any other destination.
_DISCARDS = frozenset({"setp", "lop3", "elect.sync", "atom", "match.sync", "match", "mbarrier"})
# Instructions whose fixed-type operands ptxas checks by size only (`fns.b32 d, mask, base, %f1`
# and a float constant there assemble).
_SIZE_ONLY = frozenset({"fns"})
# Types no register is declared with whose operands ptxas also reads from a vector of bit registers
# of their size (`add.bf16x2 d, {%r1, %r2}, b`, `.reg .v2 .b32`); not in memory instructions (`atom`).
_VECTOR_TYPES = frozenset({".bf16", ".bf16x2"})


def _vector_read_as_value(view: InstructionView, expected: list[Any], op: OperandView, want: Any,
                          facts: Any) -> bool:
    """Whether ptxas accepts the `.vN` register `op` where one `want` value goes (see the tables above).

    Besides those positions: a `.bf16`/`.bf16x2` operand of a register-only instruction takes a vector
    register whose elements are bit registers of that size (`add.bf16x2 d, %vr2, b` with
    `.reg .v2 .b32 %vr2`), as it takes a `{…}` list of them; ptxas rejects any other element type.
    """
    if view.opcode in SIZED_BY_OPERAND:  # their only register operand is the data
        return True
    element = facts.type(op.type) if op.type else None
    if element is None:
        return False
    name = view.info.name if view.info is not None else None
    if name and all((name, e.name) in _VECTOR_AS_VALUE for e in expected):
        return element.size_bits == want.size_bits and element.kind in ("bit", want.kind)
    converts = view.info is not None and view.info.wider_ok  # `cvt.rn.bf16x2.ue8m0x2 %vf4, …` assembles
    if want.name not in _VECTOR_TYPES or element.size_bits != want.size_bits or not (element.kind == "bit" or converts):
        return False
    forms = view.info.forms if view.info is not None else ()
    return not any(e.kind == "address" for lay in forms for e in lay)


# Types whose operands take no constant at all (ptxas: "Arguments mismatch"); their values come from
# registers (`mov.b16 %h1, 0x3C00` first).
_NO_CONSTANT = frozenset({".f16", ".bf16", ".f16x2", ".bf16x2", ".s16x2", ".u16x2", ".f32x2"})


def _literal_problem(want: Any, op: OperandView, converts: bool = False) -> str | None:
    """What is wrong with the constant `op` in an operand of type `want` (§4.5, §5.2; measured on ptxas 13):
    a float operand takes only floating-point constants (`1.0`, `0f…`, `0d…`), an integer one only
    integers, a bit type integers or the float constant of its own width (`0f…` for 32 bits, `0d…` or
    `1.0` for 64), a predicate integers; half-precision and packed types take none."""
    text = op.text.lstrip("+-")
    if op.value is not None:
        kind = "int"
    elif text[:2] in ("0f", "0F"):
        kind = "f32"
    else:
        kind = "f64"  # `0d…` and decimal floating-point constants are double precision (§4.5.1)
    name = want.name
    if name in _NO_CONSTANT and not converts:  # (`cvt.rz.ue8m0x2.bf16x2 %h1, 0f3F800000` assembles)
        return f"a `{name}` operand takes no constant; put `{op.text}` in a register first"
    if not want.fundamental:
        return None
    if want.kind == "float" and want.size_bits >= 32 and kind == "int":
        return f"`{op.text}` is an integer constant; a `{name}` operand takes a floating-point constant " \
               f"(`0f…`/`0d…` or `1.0`)"
    if want.kind in ("signed", "unsigned", "pred") and kind != "int":
        return f"`{op.text}` is a floating-point constant; a `{name}` operand takes an integer constant"
    if want.kind == "bit" and kind != "int" and want.size_bits != (32 if kind == "f32" else 64):
        fits = "`0f…`" if want.size_bits == 32 else "`0d…`" if want.size_bits == 64 else "no floating-point"
        return f"`{op.text}` is a {32 if kind == 'f32' else 64}-bit floating-point constant; a `{name}` operand " \
               f"takes integers and {fits} constants"
    return None


def _sink_rules(view: InstructionView, op: OperandView, expected: list[Any]) -> Iterator[Finding]:
    """The sink `_` stands only for a result that is thrown away (§9.2): never for an operand that is read
    (ptxas: a syntax error), and as a whole destination only where the ISA offers it (`_DISCARDS`, or a
    form that writes `_`); ptxas: "Result discard mode is not allowed"."""
    if any(e.kind == "sink" for e in expected):
        return
    if all(e.access == "read" for e in expected):
        yield ("PTX408", op.start, op.end, f"the sink `_` only discards a result; `{view.opcode}` reads this "
               f"operand: write a register or a value")
        return
    name = view.info.name if view.info is not None else None
    if name and all(e.access == "write" for e in expected) and name not in _DISCARDS \
            and name.partition(".")[0] not in _DISCARDS:
        yield ("PTX408", op.start, op.end, f"`{name}` cannot discard its result; write a register "
               f"(the sink `_` goes only where the ISA allows it, e.g. `atom`, `setp`, `lop3`)")


def _fixed_type_mismatch(view: InstructionView, op: OperandView, expected: list[Any], facts: Any) -> str | None:
    """A register operand whose position has one fixed type (`mbarrier.arrive`'s `.b64` state, a wgmma
    descriptor, `bar.sync`'s `.u32` id) that its declared type does not fit under §5.2.1 (sizes equal,
    bit types fit any class); ptxas: "Arguments mismatch". Matrix fragment registers (§9.7.16.5) and
    sparsity metadata are checked by size only, as ptxas does."""
    expected = [e for e in expected if e.kind != "address"]  # a register written without brackets is no address
    if not expected or any(e.kind != "register" or e.slot is not None or e.vector or e.type is None
                           for e in expected):
        return None
    types = {e.type for e in expected}
    if len(types) != 1:
        return None
    want_name = types.pop()
    want, have = facts.type(want_name), facts.type(op.type)
    if want is None or have is None or not want.fundamental or want.kind == "pred" or have.kind == "pred":
        return None
    if any(m.endswith(f"::{have.size_bits}b") for m in view.modifier_names):
        return None  # a modifier that states the operand width (`.multicast::cluster::32b` ctaMask)
    if view.info is None or view.info.wider_ok:
        return None  # ld/st/cvt move data between sizes (§5.2.2): `cvt.pack.sat.u16.s32 %rd1, …` assembles
    if any(e.name in METADATA_OPERANDS for e in expected) or _matrix_data(view) or view.opcode in _SIZE_ONLY:
        if have.size_bits == want.size_bits:
            return None
    elif have.kind in ("float", "packed_float") and want.kind in ("bit", "signed", "unsigned"):
        # the syntax's own bit or integer type (a mask, a size, a descriptor, an mbarrier state) takes
        # no float register, of any size (ptxas 13.0 on `.f32`/`.f16x2`/`.f64` in every such operand)
        pass
    else:
        try:
            if facts.type_compatible(want_name, op.type, "strict"):
                return None
        except Exception:  # noqa: BLE001
            return None
    return (f"`{op.text}` is declared `{op.type}`; `{view.opcode}` takes a `{want_name}` register here "
            f"(§5.2.1): use a register of that size and kind")


def reads_vector_as_value(name: str | None, opcode: str, exp: Any, layout: tuple[Any, ...]) -> bool:
    """Whether ptxas takes a `{…}` list (of fitting elements) as the one value of operand `exp`: the
    positions of `_VECTOR_AS_VALUE`, surface data, `.bf16`/`.bf16x2` operands of register-only forms
    and MMA sparsity metadata (see `_vector_read_as_value` for the `.vN` registers)."""
    if opcode in SIZED_BY_OPERAND or (name, exp.name) in _VECTOR_AS_VALUE or exp.type == ".b128":
        return True  # (a `.b128` value is also written as its 32-bit parts, `clusterlaunchcontrol … {%r1, …}`)
    if exp.name in METADATA_OPERANDS and any(e.kind == "vector" or e.vector for e in layout):
        return True
    return exp.type in _VECTOR_TYPES and not any(e.kind == "address" for e in layout)


@functools.lru_cache(maxsize=512)
def _matrix_section(name: str) -> bool:
    from ptx_lsp.spec.db import load

    found = load().instruction(name)
    return found is not None and any(s.anchor.startswith("warp-level-matrix-instructions")
                                     for s in found.sections)


@functools.lru_cache(maxsize=512)
def _simd_video(name: str) -> bool:
    from ptx_lsp.spec.db import load

    found = load().instruction(name)
    return found is not None and any(s.anchor.startswith("simd-video-instructions") for s in found.sections)


@functools.lru_cache(maxsize=512)
def _handle_section(name: str) -> bool:
    """A texture or surface instruction (§9.7.12, §9.7.13), whose address names a handle."""
    from ptx_lsp.spec.db import load

    found = load().instruction(name)
    return found is not None and any(s.anchor.startswith(("texture-instructions", "surface-instructions"))
                                     for s in found.sections)


_HANDLE_TYPES = frozenset({".texref", ".surfref", ".samplerref"})


def _handle_problem(view: InstructionView, op: OperandView, facts: Any) -> Finding | None:
    """The handle of a texture or surface access, written alone (`txq … [a]`, `suq … [a]`): a `.texref`/
    `.surfref`/`.samplerref` variable or a 64-bit integer register, without an offset (ptxas 13.0: ".texref
    or .u64 register expected", "Arguments mismatch" for a `.f64` register or a data variable)."""
    resolved = op.resolved
    if resolved is None or "," in op.text:
        return None
    if any(c in op.text[1:-1] for c in "+-"):
        return ("PTX408", op.start, op.end, f"`{op.text}` has an offset; `{view.opcode}` takes a texture or "
                f"surface handle here, with none")
    if resolved.kind == "reg" and not resolved.vector:
        t = facts.type(resolved.type) if resolved.type else None
        if t is not None and (t.size_bits != 64 or t.kind not in ("bit", "signed", "unsigned")):
            return ("PTX301", op.start, op.end, f"`{op.text}` is based on a `{resolved.type}` register; a texture "
                    f"or surface handle is a `.texref`/`.surfref` name or a 64-bit integer register")
    elif resolved.kind == "var" and resolved.type and resolved.type not in _HANDLE_TYPES:
        return ("PTX408", op.start, op.end, f"`{op.text}` names a `{resolved.type}` variable; `{view.opcode}` "
                f"takes a `.texref`/`.surfref` handle or a 64-bit register holding one")
    return None


def _matrix_data(view: InstructionView) -> bool:
    """A warp-level matrix instruction (§9.7.16.5: `movmatrix`, `ldmatrix`, `mma`, …): ptxas checks its
    fragment registers by size only, a `.pred` register passes (`movmatrix … %r1, %p9` assembles)."""
    name = view.info.name if view.info is not None else None
    return bool(name) and _matrix_section(name)


def _named_elements(view: InstructionView, op: OperandView, expected: list[Any], facts: Any) -> Finding | None:
    """A vector whose syntax names each element (`{byte-id-a, thread-id-a}` of block-scale `mma`,
    `{a, b, e, f}` of `cvt….e2m1x4.f32`, `{xdim, ydim, zdim, _}`) holds exactly that many, and each
    register element fits the operand type by §5.2.1 (ptxas: "Illegal vector size", "Arguments mismatch")."""
    names = {e.name for e in expected}
    if len(names) != 1 or "{" in op.text[1:]:
        return None
    parts = [p.strip() for p in names.pop().split(",")]
    if len(parts) < 2 or not all(p.replace("-", "").replace("_", "a").isalnum() for p in parts):
        return None
    if len(op.elements) != len(parts):
        return ("PTX408", op.start, op.end, f"`{{{', '.join(parts)}}}` has {len(parts)} elements, not "
                f"{len(op.elements)}")
    types = {e.type for e in expected}
    want = facts.type(types.pop()) if len(types) == 1 and None not in types else None
    if want is None or not want.fundamental or want.kind == "pred":
        return None
    for el in op.elements:
        if el.kind != REGISTER or el.selector or el.type is None or (el.resolved and el.resolved.vector):
            continue
        try:
            fits = facts.type_compatible(want.name, el.type, "strict")
        except Exception:  # noqa: BLE001
            continue
        if not fits:
            return ("PTX301", el.start, el.end, f"`{el.text}` is declared `{el.type}`; the elements here are "
                    f"`{want.name}` values (§5.2.1): use a register of that size and kind")
    return None


def _fragment_element(view: InstructionView, name: str, op: OperandView, facts: Any) -> Finding | None:
    """A register of a matrix fragment whose size is not the fragment's register size (§9.7.14-9.7.16:
    `.b32` registers, `.b64` for `.f64` matrices). ptxas checks the size of each one ("Arguments
    mismatch"), not its class: `.f32`, `.u32` and `.f16x2` registers all pass where `.b32` goes, and
    so do `.pred` registers in some forms (`ldmatrix … {%p1}`), which are left alone here."""
    rtype = fragment_register_type(view.info.name, name, view.modifier_names)
    want = facts.type(rtype) if rtype else None
    if want is None:
        return None
    for el in op.elements:
        if el.kind != REGISTER or el.selector or el.type is None or (el.resolved and el.resolved.vector):
            continue
        have = facts.type(el.type)
        if have is None or have.kind == "pred" or have.size_bits in (None, want.size_bits):
            continue
        return ("PTX301", el.start, el.end, f"`{el.text}` is a {have.size_bits}-bit register; each register of the "
                f"`{name}` fragment of `{view.info.name}` holds {want.size_bits} bits (`{rtype}`)")
    if view.info.name in _MMA_CLASSES:
        return _fragment_class(view, name, op, facts)
    return None


# Dense `mma` (§9.7.16.5) also checks the class of each fragment register against the element type
# (measured on ptxas 13.0 over every register type of the seed-41 sweep): accumulators hold `.f16x2`,
# `.f32` or integer registers (`.f64` ones take any 64-bit register, as A/B of `.f64` do), A/B of `.f16`
# `.f16x2` ones, of `.bf16`/`.tf32` only bit
# registers; a bit register of the size always fits (8-bit integer A/B take `.f32` ones too). Sparse `mma`,
# `wmma` and `wgmma` are laxer in ways not pinned down, and the other element types vary: not checked.
# `wgmma` (§9.7.17, measured the same way on every form of 13.0's sweep) takes the same accumulators
# (no `.pred` either) and, for A in registers, `.f16x2` ones for every float element type (`.bf16`,
# `.tf32`, `.e4m3` too, unlike `mma`), any 32-bit register for the integer types.
# Per instruction: the fragments in the order of the element types written, then the classes.
_ACCUMULATOR_CLASSES = {".f16": (".f16x2",), ".f32": (".f32",), ".s32": ("signed", "unsigned")}
_MMA_CLASSES: dict[str, tuple[str, dict[str, dict[str, tuple[str, ...]]]]] = {
    "mma": ("dabc", {"d": _ACCUMULATOR_CLASSES, "c": _ACCUMULATOR_CLASSES,
                     **dict.fromkeys("ab", {".f16": (".f16x2",), ".bf16": (), ".tf32": ()})}),
    # sparse `mma` is laxer: `.f16` fragments and integer accumulators only, `.f32` ones with `.kind::`
    **dict.fromkeys(("mma.sp", "mma.sp::ordered_metadata"), ("dabc", {
        **dict.fromkeys("cd", {".f16": (".f16x2",), ".s32": ("signed", "unsigned")}),
        **dict.fromkeys("ab", {".f16": (".f16x2",)})})),
    **dict.fromkeys(("mma.sp.kind", "mma.sp::ordered_metadata.kind"), ("dabc", dict.fromkeys(
        "cd", _ACCUMULATOR_CLASSES))),
    # `wmma` (§9.7.15): the same accumulators; A/B of `.f16` in `.f16x2` registers, of `.bf16`/`.tf32` in
    # bit ones, integer ones in integer registers (`wmma.mma`: its `.f16` forms name only D and C types);
    # `wmma.load`/`wmma.store` by the matrix they name (`.a`… `.d`), where sub-byte A/B are laxer
    "wmma.mma": ("dabc|dc", {**dict.fromkeys("cd", _ACCUMULATOR_CLASSES), **dict.fromkeys("ab", {
        ".f16": (".f16x2",), ".bf16": (), ".tf32": (),
        **dict.fromkeys((".s8", ".u8", ".s4", ".u4", ".b1"), ("signed", "unsigned"))})}),
    **dict.fromkeys(("wmma.load", "wmma.store"), ("", {**dict.fromkeys("cd", _ACCUMULATOR_CLASSES),
                                                      **dict.fromkeys("ab", {".f16": (".f16x2",), ".bf16": (),
                                                                             ".tf32": ()})})),
    **dict.fromkeys(("wgmma.mma_async", "wgmma.mma_async.sp"), ("dab", {
        "d": _ACCUMULATOR_CLASSES,
        "a": dict.fromkeys((".f16", ".bf16", ".tf32", ".e4m3", ".e5m2"), (".f16x2",))})),
}


def _fragment_class(view: InstructionView, name: str, op: OperandView, facts: Any) -> Finding | None:
    from ptx_lsp.spec.fragments import element_types

    kind = any(m.startswith(".kind::") for m in view.modifier_names)
    order, classes = _MMA_CLASSES.get(view.info.name + ".kind" if kind else "", _MMA_CLASSES[view.info.name])
    types = element_types(list(view.modifier_names))
    if not order:  # the matrix is a modifier (`wmma.load.a`), its element type the last one written
        name = next((m[1] for m in view.modifier_names if m in (".a", ".b", ".c", ".d")), "")
        order, types = name, types[-1:]
    order = next((o for o in order.split("|") if len(o) == len(types)), order.split("|")[0])
    if len(types) < len(order) or name not in classes or name not in order:
        return None
    etype = types[order.index(name)]
    allowed = classes[name].get(etype)
    if allowed is None:
        return None
    # ptxas types the vector by its registers: one bit register makes it a bit vector, which fits; only a
    # vector of registers of one non-bit type is checked (mixed non-bit types are another ptxas error)
    regs = [el for el in op.elements if el.kind == REGISTER and not el.selector and el.type is not None
            and not (el.resolved and el.resolved.vector)]
    kinds = {facts.type(el.type).kind if facts.type(el.type) is not None else None for el in regs}
    names = {el.type for el in regs}
    if not regs or len(regs) != len(op.elements) or len(names) != 1 or kinds & {"bit", None}:
        return None
    have = names.pop()
    if have in allowed or kinds & set(allowed):
        return None
    fits = " or ".join(f"`{a}`" for a in allowed if a.startswith(".")) or "integer"
    return ("PTX301", op.start, op.end, f"`{op.text}` holds `{have}` registers; the `{name}` fragment of "
            f"`{view.info.name}` "
            f"with `{etype}` elements holds {fits + ' or ' if allowed else ''}bit registers")


def _packed_scalar_problem(view: InstructionView, op: OperandView, expected: list[Any]) -> Finding | None:
    """The one-value operands of MMA-like forms, measured on ptxas 13.0 over every kind of operand:
    - descriptors and other operands of one fixed type (`wgmma` a-desc/b-desc, `tcgen05.mma` idesc) take a
      register or an integer constant, never a variable, a `.vN` register or a floating-point constant;
    - sparsity metadata and block-scale data (`e`, `sp-meta`, `scale-a-data`) take a register: a variable,
      an integer constant or a `0d…` constant is rejected (a `0f…` constant and a `.vN` register pass)."""
    names = {e.name for e in expected}
    metadata = names <= METADATA_OPERANDS
    fixed = not metadata and all(e.slot is None and e.type for e in expected) and not names & METADATA_OPERANDS
    if not (metadata or fixed):
        return None
    if op.kind == SYMBOL and op.resolved is not None and op.resolved.kind in ("var", "param"):
        return ("PTX408", op.start, op.end, f"`{op.text}` is a variable; `{view.opcode}` needs a register here: "
                f"load it (`ld`) first")
    if fixed and op.kind == REGISTER and op.resolved is not None and op.resolved.vector and not op.selector:
        return ("PTX408", op.start, op.end, f"`{op.text}` is a vector register; `{view.opcode}` needs one "
                f"`{expected[0].type}` value here")
    if op.kind == IMMEDIATE and op.value is None and (fixed or op.text.lstrip("+-")[:2] not in ("0f", "0F")):
        return ("PTX301", op.start, op.end, f"`{op.text}` is a floating-point constant; `{view.opcode}` needs "
                f"{'an integer value' if fixed else 'a register'} here")
    if metadata and op.kind == IMMEDIATE and op.value is not None:
        return ("PTX408", op.start, op.end, f"`{view.opcode}` takes a register here, not the constant `{op.text}`")
    return None


def _narrow_address(view: InstructionView, op: OperandView, facts: Any) -> Finding | None:
    """A generic or `.global` address based on a 32-bit register in a 64-bit module (`wide_addresses`)."""
    name = view.info.name if view.info is not None else None
    resolved = op.resolved
    if not name or resolved is None or resolved.kind != "reg" or resolved.vector or op.width != 32:
        return None
    if not legality().needs_wide_address(name, view.modifier_names):
        return None
    where = "a `.global`" if ".global" in view.modifier_names else "a generic"
    return ("PTX301", op.start, op.end, f"`{op.text}` is {where} address based on a 32-bit register; the "
            f"module's addresses are 64 bits (`.address_size 64`): use a 64-bit register (`cvt.u64.u32` it)")


def _address_problem(view: InstructionView, op: OperandView, expected: list[Any]) -> Finding | None:
    """What ptxas 13.0 and 13.5 reject in an address operand:
    - `[imm]`, an immediate address, outside the `.local` space (ptxas: "Immediate addresses allowed
      only for .local state space"; `fence.proxy.tensormap` names its address without accessing it);
    - a Tensor Memory address (`[taddr]`, `[d-tmem]`, §9.7.18.1: 32 bits wide) based on a register of
      another size (ptxas: "Arguments mismatch", 13.5 "Use a 32-bit integer or bit register only") or on a
      variable of any state space (ptxas: "Arguments mismatch", "must be register")."""
    names = {e.name for e in expected}
    declared = op.resolved.declaration if op.resolved is not None and op.resolved.kind == "var" else None
    space = getattr(declared, "space", None)
    wanted = legality().object_spaces(view.info.name, names.pop()) \
        if len(names) == 1 and space and view.info is not None and view.info.name else None
    if wanted is not None and space.split("::")[0] not in wanted[0]:
        return ("PTX408", op.start, op.end, f"`{op.text}` names a `{space}` variable; the object `{view.info.name}` "
                f"works on lives in `{'`/`'.join(wanted[0])}` (§{wanted[1]}): declare it there")
    if op.value is not None and ".local" not in view.modifier_names and view.opcode != "fence":
        return ("PTX408", op.start, op.end, f"`{op.text}` is an immediate address, which ptxas allows only for "
                f"`.local`; put the address in a register (`[%rd1]`) or use a variable")
    name = view.info.name if view.info is not None else None
    if not (name and name.startswith("tcgen05") and all(e.name == "taddr" or e.name.endswith("-tmem")
                                                          for e in expected)) or op.resolved is None:
        return None
    if op.resolved.kind == "reg" and not op.resolved.vector and op.width is not None and op.width != 32:
        return ("PTX301", op.start, op.end, f"a Tensor Memory address is 32 bits wide (§9.7.18.1); `{op.text}` is "
                f"based on a {op.width}-bit register: use a 32-bit register")
    if op.resolved.kind in ("var", "param"):  # no variable lives in Tensor Memory (ptxas rejects any)
        return ("PTX408", op.start, op.end, f"`{op.text}` names a variable; a Tensor Memory address (§9.7.18.1) is "
                f"a 32-bit register holding an address from `tcgen05.alloc`")
    return None


def _scalar_for_fragment(view: InstructionView, expected: list[Any], facts: Any) -> bool:
    """Whether every form wants a matrix fragment (`spec.fragments` knows it) where one register is
    written: ptxas "Vector expected", even for one-register fragments (`ldmatrix….x1 %r1` is "Vector of
    size 1 is expected"). ptxas 13.0/13.5 take a lone register as the A fragment of a sparse `mma` on
    8-bit or 4-bit integers (`mma.sp….u8.u8 … %r5, …` assembles), so that one is left alone."""
    name = view.info.name if view.info is not None else None
    names = {e.name for e in expected}
    if not name or len(names) != 1:
        return False
    operand = names.pop()
    if fragment_register_type(name, operand, view.modifier_names) is None:
        return False
    if name.startswith("mma.sp") and operand == "a":
        narrow = any((t := facts.type(m)) is not None and t.kind in ("signed", "unsigned", "sub_byte")
                     and t.size_bits <= 8 for m in view.modifier_names)
        return not narrow
    return True


def _by_operand_kind(op: OperandView, expected: list[Any]) -> list[Any]:
    """Where some forms take an address or a vector and others a value at one position (`tcgen05.mma`'s A:
    `[a-tmem]` or `a-desc`; `wgmma`'s: `{a}` or `a-desc`), the brackets choose the form: an address is checked as the address, a register, a
    constant or a name as the value (ptxas 13.0 on every kind of operand in both places). Likewise a
    written operand is never the sink `_` another form has there (`mbarrier.arrive`'s state)."""
    if any(e.kind == "sink" for e in expected) and not all(e.kind == "sink" for e in expected):
        expected = [e for e in expected if e.kind != "sink"]
    vectors = [e for e in expected if e.kind == "vector"]
    if vectors and len(vectors) < len(expected) and not (op.resolved and op.resolved.vector):
        # `wgmma`'s A: a fragment `{…}` or the descriptor `a-desc`
        expected = vectors if op.kind == VECTOR else [e for e in expected if e.kind != "vector"]
    addresses = [e for e in expected if e.kind == "address"]
    if not addresses or len(addresses) == len(expected):
        return expected
    if op.kind == ADDRESS:
        return addresses
    if op.kind in (REGISTER, IMMEDIATE, SPECIAL, LABEL, SYMBOL):
        return [e for e in expected if e.kind != "address"]
    return expected


def _maps(layout: tuple[Any, ...], idx: int, count: int) -> bool:
    """Whether the written operand `idx` (of `count`) is the form's operand `idx`: all are written,
    or no optional operand comes before it (`bar.red.popc d, a{, b}, c` written with three)."""
    if idx >= len(layout):
        return False
    return count == len(layout) or not any(e.optional for e in layout[: idx + 1])


def _lax_comparison(view: InstructionView, expected: list[Any], facts: Any) -> bool:
    """`set`/`setp` on an alternate or packed type (`set.lt.bf16x2.bf16x2 d, …`): ptxas 13.0 takes any
    register of the size there, even `.pred` and `.v4` ones, where 13.5 rejects them; unsure, so silent."""
    name = view.info.name if view.info is not None else None
    if name not in legality().comparison_instructions():
        return False
    return any((t := facts.type(e.type)) is not None and not t.fundamental for e in expected if e.type) or any(
        (t := facts.type(m)) is not None and not t.fundamental for m in view.modifier_names)


def _narrow_float(facts: Any, modifier: str) -> bool:
    """An 8-bit-or-narrower float element type (`.e4m3`, `.e2m1`)."""
    t = facts.type(modifier)
    return t is not None and t.kind == "alt_float" and t.size_bits <= 8


def _value_type(facts: Any, type_name: str | None, converts: bool = False) -> bool:
    """A value type: integer, bit, float, or an alternate/packed one (`.bf16x2`, `.f32x2`, `.s16x2`),
    whose data lives in value registers, never in a `.pred` one (ptxas: "Arguments mismatch"). In a
    conversion only the fundamental types count (ptxas 13.0 takes `cvt.rn.bf16x2.ue8m0x2 %p1, %h1`)."""
    if not type_name:
        return False
    t = facts.type(type_name)
    if t is None or (converts and not t.fundamental):
        return False
    return t.kind not in ("pred", "opaque", "sub_byte")
