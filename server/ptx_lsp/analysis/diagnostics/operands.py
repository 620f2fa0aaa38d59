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
from dataclasses import replace
from typing import Any

from ptx_lsp.analysis.semantics import (
    ADDRESS,
    IMMEDIATE,
    LABEL,
    OTHER,
    PAIR,
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
    found = _im2col_offsets(view, layouts)
    if found is not None:
        yield found
        return
    # MMA-like forms (vector operands) type descriptors and scale flags by the data type: no type rules there
    packed = any(e.kind == "vector" or e.vector for lay in layouts for e in lay)
    for idx, op in enumerate(ops):
        expected = [e for lay in layouts if (e := _mapped(lay, idx, n)) is not None]
        if len(expected) != len(layouts):
            # some form has no operand here, or an omitted optional one shifts the positions; but with
            # `.L2::cache_hint` written the last operand is the cache policy wherever the forms put it
            policy = [lay[-1] for lay in layouts if lay and lay[-1].name in _INTEGER_BY_NAME]
            if idx == n - 1 and policy and ".L2::cache_hint" in view.modifier_names:
                found = _integer_operand(view, op, policy, facts)
                if found is not None:
                    yield found
            continue
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
    if op.kind == VECTOR and expected and all((name, e.name) in _WHOLE_RESULTS for e in expected):
        sink = next((el for el in op.elements if el.kind == SINK), None)
        if sink is not None:  # ptxas: "Result discard mode is not allowed"
            yield ("PTX408", sink.start, sink.end, f"`{name}` writes every register of this vector; the sink "
                   f"`_` cannot stand for one: name a register")
            return
    if op.kind == SPECIAL and idx > 0 and expected and all(e.access == "write" for e in expected):
        # a later destination (`tcgen05.ld.red`'s redval); the first one is PTX302 (functions.py)
        yield ("PTX302", op.start, op.end, f"`{op.text}` is a read-only special register and cannot be a "
               f"destination; write to a `.reg` register instead")
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
    if name and _tensor_core(name) and op.kind == ADDRESS and kinds == {"register"}:
        # `wgmma … [%rd1], b-desc, …`: a descriptor is a 64-bit value, not an address (ptxas 13.0)
        yield ("PTX408", op.start, op.end, f"`{name}` takes a register or value here, not the address `{op.text}`")
        return
    if name and _tensor_core(name) and op.kind == REGISTER and op.resolved and op.resolved.vector and expected \
            and all(e.kind == "register" and e.slot is None and e.type and e.name not in METADATA_OPERANDS
                    for e in expected):
        # a `.v2`/`.v4` register as a descriptor or `idesc` (`wgmma … %vr2, …`): ptxas 13.0 rejects it even
        # when its bits add up to the operand's size (the sparsity metadata takes one: `METADATA_OPERANDS`)
        yield ("PTX408", op.start, op.end, f"`{op.text}` is a vector register; `{name}` needs a scalar "
               f"`{expected[0].type}` register here")
        return
    if op.kind == VECTOR and name and _tensor_core(name) and op.elements and all(el.kind == SINK for el in op.elements):
        # `wmma.load.a… {_}, [p]`: ptxas "Unable to infer type of vector elements"
        yield ("PTX408", op.start, op.end, f"`{op.text}` holds only sinks; `{name}` needs registers here")
        return
    if op.kind == ADDRESS and kinds == {"address"} and op.text.rstrip().endswith("}]") and name:
        found = _coordinate_problem(view, op, name)
        if found is not None:
            yield found
            return
    if op.kind == ADDRESS and kinds == {"address"} and view.info is not None and view.info.name \
            and _handle_section(view.info.name):
        found = _handle_problem(view, op, facts)
        if found is not None:
            yield found
            return
    if op.kind == ADDRESS and kinds == {"address"}:
        found = _address_problem(view, op, expected) or _tensor_coordinates(view, op)
        if found is not None:
            yield found
            return
    if kinds == {"immediate"} and op.kind == IMMEDIATE and op.value is None:
        # every immediate-only operand of the ISA is an integer (counts, sizes, selectors, masks)
        yield ("PTX301", op.start, op.end, f"`{op.text}` is a floating-point constant; `{view.opcode}` takes an "
               f"integer constant here")
        return
    data_vector = kinds == {"register"} and all(e.vector for e in expected) and view.opcode not in SIZED_BY_OPERAND
    if op.kind == REGISTER and data_vector and not (op.resolved and op.resolved.vector) \
            and not _broadcast(view, op, expected, facts):
        # `.v2`/`.v4` data is a `{…}` vector (ptxas: "Vector expected", "Result vector expected"); surface
        # data (`sust.p….v4 [s], %r1`) is sized by its operand and stays silent
        n = expected[0].vector
        yield ("PTX408", op.start, op.end, f"`{op.text}` is one register; this operand of `{view.opcode}` is a "
               f"vector of {n}: write `{{…}}` with {n} registers")
        return
    if op.kind == VECTOR and (data_vector or view.opcode == "mov") and op.access == "read" \
            and not _holes_allowed(view, expected, facts):
        sink = next((el for el in op.elements if el.kind == SINK), None)
        if sink is not None:  # ptxas: "Sink '_' not allowed as a source operand"
            yield ("PTX408", sink.start, sink.end, f"the sink `_` discards results; `{view.opcode}` reads every "
                   f"element of this vector: name a register")
            return
    if op.kind == VECTOR and view.opcode == "mov" and kinds - {"symbol"} == {"register"} \
            and not any(e.vector for e in expected):
        found = _pack_problem(view, op, [e for e in expected if e.kind == "register"], facts)
        if found is not None:
            yield found
            return
    if op.kind == VECTOR and ".im2col" in view.modifier_names and {e.name for e in expected} == {"im2colInfo"}:
        dims = next((int(m[1]) for m in view.modifier_names if len(m) == 3 and m[1] in "345" and m[2] == "d"), None)
        if dims is not None and "{" not in op.text[1:] and len(op.elements) != dims - 2:
            # §9.7.9.25.5.1 im2col mode: one 16-bit offset per dimension but the first and the last
            yield ("PTX408", op.start, op.end, f"`.im2col` on a `.{dims}d` tensor takes {dims - 2} im2col offset(s), "
                   f"not {len(op.elements)}")
            return
    if op.kind == VECTOR and data_vector and view.info is not None and view.info.name in _ELEMENTWISE_DATA:
        found = _data_elements(view, op, expected, facts)
        if found is not None:
            yield found
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
    if op.kind == REGISTER and op.type and not op.selector and not (op.resolved and op.resolved.vector) and expected \
            and all((name, e.name) in _STRICT_ELEMENTS for e in expected):
        found = _strict_elements(view, replace(op, kind=VECTOR, elements=(op,)), expected, facts, listed=False)
        if found is not None:  # one register stands for a vector of one (`tex.level … lod` as `%f1`)
            yield found
            return
    if op.kind == REGISTER and not (op.resolved and op.resolved.vector) and expected \
            and all(e.kind == "vector" and _element_names(e.name) for e in expected) and len({e.name for e in expected}) == 1:
        # `{byte-id-a, thread-id-a}` of block-scale `mma`, `{a, b, e, f}` of `cvt….e4m3x4.f32`: a list
        # whose syntax names each element (ptxas: "Arguments mismatch" for one register there)
        parts = _element_names(expected[0].name)
        yield ("PTX408", op.start, op.end, f"`{op.text}` is one register; `{view.info.name}` takes the vector "
               f"`{{{', '.join(parts)}}}` here")
        return
    if op.kind == REGISTER and idx == 0 and name in _VECTOR_RESULTS and {".v2", ".v4"} & set(view.modifier_names) \
            and not (op.resolved and op.resolved.vector):
        # `tex.1d.v4.u32.s32 %r1, [t, {x}]`: ptxas "Result vector expected" (a `.v4` register is taken)
        yield ("PTX408", op.start, op.end, f"`{op.text}` is one register; `{name}` with `.v2`/`.v4` writes a "
               f"vector: write its registers as `{{…}}`")
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
                and not _lax_comparison(view, expected, "pred") and not _pred_loaded(view, expected):
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
    if op.kind == PAIR and op.elements and kinds == {"register"} and len({e.type for e in expected}) == 1:
        # `lop3.b32 d|p, …`: the value half of the pair fits the type by §5.2.1 like any destination
        first, want = op.elements[0], expected[0].type
        have = facts.type(first.type) if first.kind == REGISTER and first.type and not first.selector \
            and not (first.resolved and first.resolved.vector) else None
        try:
            fits = have is None or want is None or (have.kind != "pred" and facts.type_compatible(want, first.type,
                                                                                                  "strict"))
        except Exception:  # noqa: BLE001
            fits = True
        if not fits:
            yield ("PTX301", first.start, first.end, f"`{first.text}` is declared `{first.type}`, which does not "
                   f"fit `{want}` here (§5.2.1); use a register of a compatible type")
            return
    if op.kind == PAIR and kinds == {"predicate"}:  # `setp … p|q`: both halves are `.pred` registers
        for el in op.elements:
            have = facts.type(el.type) if el.kind == REGISTER and el.type else None
            if have is not None and have.kind != "pred":
                yield ("PTX301", el.start, el.end, f"`{el.text}` is `{el.type}`; `{view.opcode}` writes a `.pred` "
                       f"register here")
                return
    found = _integer_operand(view, op, expected, facts) or _pack_conversion(view, op, expected, facts)
    if found is not None:
        yield found
        return
    if expected and all((name, e.name) in _EXACT_OPERANDS for e in expected) and len({e.type for e in expected}) == 1:
        found = _exact_problem(view, op, expected[0].type, facts)
        if found is not None:
            yield found
            return
    if name in _WIDENED_DATA and op.kind == REGISTER and op.type and not op.selector \
            and not (op.resolved and op.resolved.vector) and expected and all(e.kind == "register" for e in expected) \
            and len({e.type for e in expected}) == 1 and expected[0].type:
        want = expected[0].type
        have = facts.type(op.type)
        try:
            fits = facts.operand_conversion(want, op.type, "source") is not None
        except Exception:  # noqa: BLE001
            fits = True
        if not fits and have is not None and have.kind != "pred":
            yield ("PTX301", op.start, op.end, f"`{op.text}` is declared `{op.type}`; the `{want}` data of `{name}` "
                   f"takes a register of that kind at least as wide, or a wider bit register (§5.2.2)")
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
    # a `.v2`/`.v4` register where one value goes: ptxas reads it as all its bits only in `mov.bN` and a few
    # measured positions (`_whole_vector_read`); elsewhere "Vector operand is not allowed"/"Arguments mismatch"
    if op.kind == REGISTER and op.resolved and op.resolved.vector and not op.selector and plain \
            and want_type is not None and op.width is not None \
            and not (op.width == want_type.size_bits and _whole_vector_read(view, expected, want_type)) \
            and not _lax_comparison(view, expected, "vector") \
            and not _vector_read_as_value(view, expected, op, want_type, facts):
        yield ("PTX408", op.start, op.end, f"`{op.text}` is a vector register; `{view.opcode}` needs a scalar "
               f"register here: name one element (`{op.text}.x`)")
        return
    # (`mov` takes a variable's address with any bit or integer type, `.b16` and `.b128` too: ptxas 13.0/13.5)
    if op.kind == SYMBOL and plain and op.resolved is not None and op.resolved.kind in ("var", "param") \
            and view.opcode != "mov":
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
        problem = _literal_problem(want, op, view.info is not None and view.info.wider_ok, view.opcode == "cvt") \
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
        if name and (view.info.name, name) in _STRICT_ELEMENTS:
            found = _strict_elements(view, op, expected, facts)
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
# Vector destinations that take no sink element (ld/tex/mma/wmma/ldmatrix ones do): ptxas 13.0/13.5
# "Result discard mode is not allowed" on `tcgen05.ld … {_, %r2}, [taddr]` (measured).
_WHOLE_RESULTS = frozenset({("tcgen05.ld", "r")})
# Fragments that take no `.pred` register (ldmatrix, stmatrix, movmatrix and 8-bit integer `mma` A/B
# do; `.f64` fragments never): measured with ptxas 13.0 ("Arguments mismatch").
_NO_PRED_FRAGMENTS = frozenset({"tcgen05.ld", "tcgen05.st", "wmma.load", "wmma.store", "wmma.mma"})
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
# Operands of one fixed size that ptxas checks by size only, any class (`tcgen05.ld.red … .u32 r, %f9, …`
# and `… .f32 r, %u9, …` assemble; 16/64-bit ones are rejected): measured with ptxas 13.0/13.5.
_SIZED_ONLY_OPERANDS = frozenset({("tcgen05.ld", "redval")})
# Operands ptxas takes only from a register of exactly their type, no other class of the size and no
# constant: `cvt.rs`'s random bits (`.b32`; `.u32`, `.f32` and `5` are rejected by ptxas 13.0/13.5).
_EXACT_OPERANDS = frozenset({("cvt", "rbits")})
# Data that ptxas widens as a source of `st` (§5.2.2): a register of the kind at least as wide, or a wider
# bit one (`sured.b.add.u32 [s, {x}], %rd1` assembles, `%f1`, `%fd1` and `%h1` do not; measured, 13.0).
_WIDENED_DATA = frozenset({"sured"})
# Vector operands whose `{…}` elements ptxas checks by §5.2.1 one by one and whose size is 1, 2 or 4
# ("Illegal vector size: 3"): the tex gradients (.f32: `.b32` fits, `.u32` does not) and the level of
# detail (the coordinate type). Measured with ptxas 13.0/13.5.
# The level of detail is laxer: integer registers of the size fit its `.f32` (`{%u1}` assembles, as in
# the texture data), so the value says whether they do.
_STRICT_ELEMENTS = {("tex", "dPdx"): False, ("tex", "dPdy"): False, ("tex", "lod"): True}
# Instructions whose first operand is a vector when `.v2`/`.v4` is written ("Result vector expected").
_VECTOR_RESULTS = frozenset({"tex", "tld4"})
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


def _literal_problem(want: Any, op: OperandView, converts: bool = False, cvt: bool = False) -> str | None:
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
    if name in _NO_CONSTANT and not converts:
        return f"a `{name}` operand takes no constant; put `{op.text}` in a register first"
    # `cvt` from a half-precision, alternate or packed type takes no constant either (`cvt.f32.f16 %f1, 1`,
    # `cvt.rn.f16x2.e4m3x2 %r1, 0f3F800000`), except a 32-bit float one for `.bf16x2`, which ptxas 13.0
    # accepts (`cvt.rz.ue8m0x2.bf16x2 %h1, 0f3F800000`; 13.5 rejects it)
    if cvt and (name in _NO_CONSTANT or want.kind in ("alt_float", "packed_float")) \
            and not (name == ".bf16x2" and kind == "f32"):
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
    if any(e.name in METADATA_OPERANDS for e in expected) or _matrix_data(view) or view.opcode in _SIZE_ONLY \
            or all((view.info.name, e.name) in _SIZED_ONLY_OPERANDS for e in expected):
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


def _coordinate_problem(view: InstructionView, op: OperandView, name: str) -> Finding | None:
    """The coordinate vector of `[handle, {…}]` against the geometry (`legality.coordinate_sizes`)."""
    rule = legality().coordinate_sizes(name, view.modifier_names)
    if rule is None:
        return None
    brace = op.text.rfind("{")
    inner = op.text[brace + 1:op.text.rfind("}")]
    if brace < 0 or "{" in inner or not inner.strip():
        return None
    sizes, least, geometry, section = rule
    have = inner.count(",") + 1
    legal = [n for n in sizes if n >= least]
    if have in legal:
        return None
    start = op.start + brace
    why = f"`{geometry}` needs {least} coordinate(s)" if have < least else \
        f"a coordinate vector has {', '.join(map(str, sizes[:-1]))} or {sizes[-1]} elements"
    return ("PTX408", start, start + len(op.text[brace:op.text.rfind('}') + 1]),
            f"{why}, not {have}: write {' or '.join(map(str, legal))} (§{section})")


def _strict_elements(view: InstructionView, op: OperandView, expected: list[Any], facts: Any,
                     listed: bool = True) -> Finding | None:
    """`_STRICT_ELEMENTS`: a `{…}` list of 1, 2 or 4 registers, each fitting the operand type by §5.2.1
    (`listed` False: one register written alone, where ptxas is never lax: `tex.level….f32 … %u1` fails)."""
    if "{" in op.text[1:] or not op.elements:
        return None
    if len(op.elements) not in (1, 2, 4):  # (a lone register is one element)
        return ("PTX408", op.start, op.end, f"a vector has 1, 2 or 4 elements, not {len(op.elements)}")
    types = {e.type for e in expected}
    want = facts.type(types.pop()) if len(types) == 1 and None not in types else None
    if want is None or not want.fundamental or want.kind == "pred":
        return None
    lax = listed and any(_STRICT_ELEMENTS.get((view.info.name, e.name)) for e in expected)
    return _misfit_element(op, want, facts, lax)


def _exact_problem(view: InstructionView, op: OperandView, want_name: str | None, facts: Any) -> Finding | None:
    """`_EXACT_OPERANDS`: a register of exactly the operand's type (other sizes, `.pred`, vectors and
    special registers are the general rules' findings), never a constant."""
    if op.kind == IMMEDIATE:
        return ("PTX408", op.start, op.end, f"`{view.info.name}` takes a `{want_name}` register here, not the "
                f"constant `{op.text}`")
    want, have = facts.type(want_name) if want_name else None, facts.type(op.type) if op.type else None
    if op.kind != REGISTER or op.selector or (op.resolved and op.resolved.vector) or want is None or have is None \
            or have.kind == "pred" or have.size_bits != want.size_bits or have.name == want.name:
        return None
    return ("PTX301", op.start, op.end, f"`{op.text}` is declared `{op.type}`; `{view.info.name}` takes exactly a "
            f"`{want_name}` register here")


def reads_vector_as_value(name: str | None, opcode: str, exp: Any, layout: tuple[Any, ...]) -> bool:
    """Whether ptxas takes a `{…}` list (of fitting elements) as the one value of operand `exp`: the
    positions of `_VECTOR_AS_VALUE`, surface data, `.bf16`/`.bf16x2` operands of register-only forms
    and MMA sparsity metadata (see `_vector_read_as_value` for the `.vN` registers)."""
    if opcode in SIZED_BY_OPERAND or (name, exp.name) in _VECTOR_AS_VALUE:
        return True
    if (name, (exp.name,)) in _WHOLE_VECTOR and layout and layout[0].kind in ("register", "predicate") \
            and not layout[0].vector and layout[0].type != ".pred":
        return True  # (`clusterlaunchcontrol….get_first_ctaid::x.b32.b128 %r1, {%r1, …}`, see `_whole_vector_read`)
    if exp.name in METADATA_OPERANDS and any(e.kind == "vector" or e.vector for e in layout):
        return True
    return exp.type in _VECTOR_TYPES and not any(e.kind == "address" for e in layout)


@functools.lru_cache(maxsize=512)
def _matrix_section(name: str) -> bool:
    from ptx_lsp.spec.db import load

    found = load().instruction(name)
    return found is not None and any(s.anchor.startswith("warp-level-matrix-instructions")
                                     for s in found.sections)


def _im2col_offsets(view: InstructionView, layouts: list[tuple[Any, ...]]) -> Finding | None:
    """An `.im2col`, `.im2col::w` or `.im2col::w::128` tensor copy or prefetch without its `{…}` of im2col
    offsets (§9.7.10.28: the optional `im2colInfo` is required in these modes; ptxas 13.0 "Arguments
    mismatch", or "Vector expected" when a cache policy stands there). `.im2col_no_offs` takes none."""
    mode = next((m for m in view.modifier_names if m.startswith(".im2col") and "no_offs" not in m), None)
    if mode is None or not layouts:
        return None
    where = {next((i for i, e in enumerate(lay) if e.name == "im2colInfo"), None) for lay in layouts}
    if len(where) != 1 or None in where:
        return None
    i = where.pop()
    if any(e.optional for lay in layouts for e in lay[:i]):
        return None
    ops = view.operands
    if i < len(ops) and not (ops[i].kind in (REGISTER, IMMEDIATE) and not (ops[i].resolved and ops[i].resolved.vector)):
        return None
    at = ops[i] if i < len(ops) else ops[-1] if ops else None
    if at is None:
        return None
    return ("PTX407", at.start, at.end, f"`{mode}` needs the im2col offsets `{{…}}` (`im2colInfo`) after the "
            f"{'mbarrier' if i >= 3 else 'tensor'} operand")


def _tensor_core(name: str) -> bool:
    """A warp-level matrix instruction (§9.7.16), `wgmma` (§9.7.17) or a `tcgen05` one (§9.7.18)."""
    return name.startswith(("wgmma.", "tcgen05.")) or _matrix_section(name)


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


# Vector data of atomic and multimem operations, checked element by element (ptxas 13.0 on every register
# type and `.vN` form; "Arguments mismatch"): see `_data_elements`.
_ELEMENTWISE_DATA = frozenset({"atom", "red", "multimem.st", "multimem.red", "multimem.ld_reduce", "mov"})
# Where ptxas takes any register of the size for `.bf16`/`.bf16x2` vector elements (and, for
# `multimem.ld_reduce`, a `.pred` one): the plain store and load-reduce, not the reductions.
_SIZE_ONLY_ELEMENTS = frozenset({"multimem.st", "multimem.ld_reduce"})
_SCALAR_KINDS = frozenset({"bit", "signed", "unsigned", "float"})


# Operands whose syntax form gives no type (or an opaque one) that the ISA's prose makes integer registers
# of given sizes: the address tested by `isspacep` (§9.7.9.20, 32 or 64 bits), the handle tested by `istypep`
# (§9.7.9.21, 64 bits), the `brx.idx` index (§9.7.13.2, `.u32`) and the `elect.sync` result (§9.7.15.16,
# 32 bits). ptxas 13.0 on every register type: only integer and bit registers of those sizes (and
# integer constants where read) pass; floats, `.f16x2`, `.pred`, `.vN` and float constants are rejected.
_INTEGER_OPERANDS = {("isspacep", "a"): (32, 64), ("istypep", "a"): (64,), ("brx.idx", "index"): (32,),
                     ("elect.sync", "d"): (32,),
                     # `redux.sync` on an integer or bit type (§9.7.13.12): integer registers only, not the
                     # `.f32`/`.f16x2` ones §5.2.1 lets a `.b32` take (ptxas 13.0 on every register type)
                     ("redux.sync", "dst"): (32,), ("redux.sync", "src"): (32,),
                     # the result and the accumulated `c` of the video comparisons and dot products: 32-bit
                     # integer registers (ptxas 13.0 rejects a `.f16x2` one there, takes it as `a`/`b`)
                     **{(name, operand): (32,) for name in ("vset", "vset2", "vset4", "dp2a", "dp4a")
                        for operand in ("d", "c")}}
# ... and in every instruction: the cache policy of `.L2::cache_hint` (§9.7.10.x, a 64-bit value from
# `createpolicy`); ptxas 13.0 on ld, st, atom, red, cp.async, cp.async.bulk(.prefetch)(.tensor),
# cp.reduce.async.bulk: a 64-bit integer or bit register or an integer constant, nothing else (no label,
# variable or special register either)
_INTEGER_BY_NAME = {"cache_policy": (64,),
                    # ... and the `membermask` of the warp-synchronous instructions (shfl/vote/match/redux/elect
                    # .sync, bar.warp.sync): a 32-bit integer register or an integer constant, no `0f…` one
                    "membermask": (32,)}


def _integer_operand(view: InstructionView, op: OperandView, expected: list[Any], facts: Any) -> Finding | None:
    """A register or constant where `_INTEGER_OPERANDS` wants an integer register of its sizes."""
    name = view.info.name if view.info is not None else None
    sizes = {_INTEGER_OPERANDS.get((name, e.name)) or _INTEGER_BY_NAME.get(e.name) for e in expected}
    if len(sizes) != 1 or None in sizes:
        return None
    if any(e.type and (t := facts.type(e.type)) is not None and t.kind not in ("bit", "signed", "unsigned", "opaque")
           for e in expected):
        return None  # (a float `redux.sync.min.f32` takes float registers)
    sizes = sizes.pop()
    want = " or ".join(f"{b}-bit" for b in sizes)
    if all(e.name == "cache_policy" for e in expected) and (op.kind in (LABEL, SPECIAL) or (
            op.kind == SYMBOL and op.resolved is not None and op.resolved.kind in ("var", "param"))):
        return ("PTX408", op.start, op.end, f"`{op.text}` is no register; `{name}` takes the cache policy in a "
                f"{want} integer register (from `createpolicy`) or as a constant")
    if op.kind == PAIR and op.elements:  # `elect.sync d|p`: the first of the pair
        op = op.elements[0]
    if op.kind == IMMEDIATE and op.value is None:
        return ("PTX301", op.start, op.end, f"`{op.text}` is a floating-point constant; `{name}` takes a {want} "
                f"integer here")
    if op.kind != REGISTER or op.selector or not op.type:
        return None
    if op.resolved and op.resolved.vector:
        return ("PTX408", op.start, op.end, f"`{op.text}` is a vector register; `{name}` takes one {want} integer "
                f"register here")
    have = facts.type(op.type)
    if have is None or (have.kind in ("bit", "signed", "unsigned") and have.size_bits in sizes):
        return None
    return ("PTX301", op.start, op.end, f"`{op.text}` is declared `{op.type}`; `{name}` takes a {want} integer "
            f"register here")


def _pack_conversion(view: InstructionView, op: OperandView, expected: list[Any], facts: Any) -> Finding | None:
    """`cvt.pack` (§9.7.9.22) packs converted 32-bit integers into a 32-bit result: ptxas 13.0 takes for `d`,
    `a` and `b` an integer or bit register of at least 32 bits (or a `.f16x2` one), for the `.b32` `c` any
    register of at least 32 bits, no special register, and a float constant only as `c` (measured on every
    register type and position); narrower registers and float ones for `d`/`a`/`b` are "Arguments mismatch"."""
    if view.info is None or view.info.name != "cvt.pack":
        return None
    names = {e.name for e in expected}
    if len(names) != 1:
        return None
    name = names.pop()
    if op.kind == SPECIAL:
        return ("PTX408", op.start, op.end, f"`cvt.pack` reads no special register; copy `{op.text}` with `mov` first")
    if op.kind == IMMEDIATE and op.value is None and name != "c":  # (the `.b32` `c` takes `0f…` too)
        return ("PTX301", op.start, op.end, f"`{op.text}` is a floating-point constant; `cvt.pack` packs integers")
    if op.kind != REGISTER or op.selector or not op.type or (op.resolved and op.resolved.vector):
        return None
    have = facts.type(op.type)
    if have is None or have.kind == "pred" or have.size_bits is None:
        return None
    any_class = name == "c"
    fits = have.size_bits >= 32 and (any_class or have.kind in ("bit", "signed", "unsigned") or have.name == ".f16x2")
    if fits:
        return None
    want = "a register" if any_class else "an integer or bit register"
    return ("PTX301", op.start, op.end, f"`{op.text}` is declared `{op.type}`; `{name}` of `cvt.pack` is {want} "
            f"of at least 32 bits")


def _broadcast(view: InstructionView, op: OperandView, expected: list[Any], facts: Any) -> bool:
    """`mov.v2.b32 {%r1, %r2}, %r3`: ptxas 13.0/13.5 take one register of the element's size as the source
    of a vector `mov` (any class: `mov.v2.b64 {…}, %fd3` too); not a wider or narrower one, nor as `d`."""
    if view.opcode != "mov" or op.access == "write" or not op.type:
        return False
    have, want = facts.type(op.type), facts.type(expected[0].type) if expected[0].type else None
    return have is None or want is None or have.size_bits == want.size_bits


def _pack_problem(view: InstructionView, op: OperandView, expected: list[Any], facts: Any) -> Finding | None:
    """`mov.bN d, {a, b}` / `mov.bN {a, b}, s` (§9.7.9.4, pack and unpack): the elements are registers of
    one size that together make N bits (ptxas 13.0/13.5: `mov.b32 %r1, {%r2, %r3}` and `mov.b64 %rd1,
    {%h1, %h2}` are "Arguments mismatch", mixed sizes "Incompatible elements"); a `.pred` element or one
    that is not a plain register leaves it unsure (silent)."""
    types = {e.type for e in expected}
    want = facts.type(types.pop()) if len(types) == 1 and None not in types else None
    if want is None or want.size_bits is None or "{" in op.text[1:]:
        return None
    sizes = set()
    for el in op.elements:
        have = facts.type(el.type) if el.kind == REGISTER and el.type and not el.selector \
            and not (el.resolved and el.resolved.vector) else None
        if el.kind == SINK:
            continue
        if have is None or have.kind == "pred" or have.size_bits is None:
            return None
        sizes.add(have.size_bits)
    if len(sizes) > 1:
        return ("PTX408", op.start, op.end, f"the elements of `{op.text}` differ in size; `mov` packs registers "
                f"of one size")
    total = sizes.pop() * len(op.elements) if sizes else None
    if total is not None and total != want.size_bits:
        return ("PTX408", op.start, op.end, f"`{op.text}` holds {total} bits, not the {want.size_bits} bits of "
                f"`{want.name}`; pack registers that together hold {want.size_bits} bits")
    return None


def _holes_allowed(view: InstructionView, expected: list[Any], facts: Any) -> bool:
    """Whether read vector data may hold the sink: only the 256-bit data of `st` (§9.7.10.11: `st.v8.b32`,
    `st.v4.b64`); ptxas 13.0/13.5 reject it in `st.v2`/`st.v4` of 128 bits and every other source."""
    if view.opcode != "st":
        return False
    t = facts.type(expected[0].type) if expected[0].type else None
    return t is None or t.size_bits is None or t.size_bits * expected[0].vector >= 256


def _data_elements(view: InstructionView, op: OperandView, expected: list[Any], facts: Any) -> Finding | None:
    """An element of the `.vN` data of `atom`/`red`/`multimem` that does not fit the element type (measured,
    ptxas 13.0, every register type): a register of the element's size, never `.pred`; for `.f16`/`.f32`
    any integer, bit or float class of that size, for the packed and alternate types one of their register
    types (`.f16x2`/`.b32` for `.f16x2`, `.b16` for `.bf16`; any class of the size for `.bf16`/`.bf16x2` in
    `multimem.st`/`multimem.ld_reduce`). In `mov.vN` an integer element takes no float register and a
    float one no `.f16x2` (`mov.v2.f32 {%u1, %u2}, …` assembles, `mov.v2.u32 {%f1, %f2}, …` does not)."""
    types = {e.type for e in expected}
    want = facts.type(types.pop()) if len(types) == 1 and None not in types else None
    if want is None or want.size_bits is None:
        return None
    name = view.info.name
    for el in op.elements:
        if el.kind != REGISTER or el.selector or el.type is None or (el.resolved and el.resolved.vector):
            continue
        have = facts.type(el.type)
        if have is None or have.size_bits is None:
            continue
        if have.kind == "pred":
            fits = name == "multimem.ld_reduce" and want.name == ".bf16x2"  # (13.0 takes it there)
        elif have.size_bits != want.size_bits:
            fits = False
        elif name == "mov":  # an integer element takes no float register, a float one no `.f16x2`
            fits = not (want.kind in ("signed", "unsigned") and have.kind == "float") \
                and not (want.kind == "float" and have.kind not in _SCALAR_KINDS)
        elif want.kind in _SCALAR_KINDS:
            fits = have.kind in _SCALAR_KINDS
        elif name in _SIZE_ONLY_ELEMENTS and want.name in (".bf16", ".bf16x2"):
            fits = True
        else:
            fits = have.name in want.register_types
        if not fits:
            return ("PTX301", el.start, el.end, f"`{el.text}` is declared `{el.type}`; an element of `{want.name}` "
                    f"data of `{name}` is a {want.size_bits}-bit "
                    f"{'register' if want.fundamental else 'bit register'}")
    return None


def _matrix_data(view: InstructionView) -> bool:
    """A warp-level matrix instruction (§9.7.16.5: `movmatrix`, `ldmatrix`, `mma`, …): ptxas checks its
    fragment registers by size only, a `.pred` register passes (`movmatrix … %r1, %p9` assembles)."""
    name = view.info.name if view.info is not None else None
    return bool(name) and _matrix_section(name)


def _element_names(name: str | None) -> list[str]:
    """The element names of a vector operand whose syntax names each one (`a, b, e, f`), else []."""
    parts = [p.strip() for p in (name or "").split(",")]
    return parts if len(parts) >= 2 and all(p.replace("-", "").replace("_", "a").isalnum() for p in parts) else []


def _named_elements(view: InstructionView, op: OperandView, expected: list[Any], facts: Any) -> Finding | None:
    """A vector whose syntax names each element (`{byte-id-a, thread-id-a}` of block-scale `mma`,
    `{a, b, e, f}` of `cvt….e2m1x4.f32`, `{xdim, ydim, zdim, _}`) holds exactly that many, and each
    register element fits the operand type by §5.2.1 (ptxas: "Illegal vector size", "Arguments mismatch")."""
    names = {e.name for e in expected}
    if len(names) != 1 or "{" in op.text[1:]:
        return None
    parts = _element_names(names.pop())
    if not parts:
        return None
    if len(op.elements) != len(parts):
        return ("PTX408", op.start, op.end, f"`{{{', '.join(parts)}}}` has {len(parts)} elements, not "
                f"{len(op.elements)}")
    types = {e.type for e in expected}
    want = facts.type(types.pop()) if len(types) == 1 and None not in types else None
    if want is None or not want.fundamental or want.kind == "pred":
        return None
    return _misfit_element(op, want, facts)


def _misfit_element(op: OperandView, want: Any, facts: Any, lax: bool = False) -> Finding | None:
    """PTX301 on the first register element of `op` that does not fit `want` by §5.2.1; `lax`: a signed
    or unsigned register of the size fits a float element too."""
    for el in op.elements:
        if el.kind != REGISTER or el.selector or el.type is None or (el.resolved and el.resolved.vector):
            continue
        have = facts.type(el.type)
        if lax and have is not None and want.kind == "float" and have.kind in ("signed", "unsigned") \
                and have.size_bits == want.size_bits:
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
        if have is not None and have.kind == "pred" and (view.info.name in _NO_PRED_FRAGMENTS or want.size_bits == 64):
            return ("PTX301", el.start, el.end, f"`{el.text}` is a `.pred` register; each register of the `{name}` "
                    f"fragment of `{view.info.name}` holds {want.size_bits} bits (`{rtype}`)")
        if have is not None and want.size_bits == 64 and have.kind in ("signed", "unsigned") \
                and (view.info.name in ("wmma.load", "wmma.store") or (view.info.name == "wmma.mma" and name in "ab")):
            # (dense `mma` takes them: `{%ud1}` of `.f64`; so do `wmma.mma`'s C and D)
            return ("PTX301", el.start, el.end, f"`{el.text}` is declared `{el.type}`; the `{name}` fragment of "
                    f"`{view.info.name}` with `.f64` elements holds `.f64` or `.b64` registers")
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
    # block scaling (`.kind::mxf8f6f4`, `.kind::mxf4`, `.kind::mxf4nvf4` with `.block_scale`): A/B hold bit
    # registers only (ptxas 13.0 rejects `.u32`, `.s32`, `.f32`, `.f16x2` and `.pred` ones, dense and sparse)
    **dict.fromkeys(("mma.block_scale", "mma.sp::ordered_metadata.block_scale"), ("dabc", {
        **dict.fromkeys("cd", _ACCUMULATOR_CLASSES),
        **dict.fromkeys("ab", dict.fromkeys((".e4m3", ".e5m2", ".e3m2", ".e2m3", ".e2m1"), ()))})),
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
    key = view.info.name + (".block_scale" if ".block_scale" in view.modifier_names else ".kind" if kind else "")
    order, classes = _MMA_CLASSES.get(key, _MMA_CLASSES[view.info.name])
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
    copied = _copy_space(view, names_of := {e.name for e in expected}) if space else None
    if copied is not None and space.split("::")[0] != copied.split("::")[0]:
        return ("PTX408", op.start, op.end, f"`{op.text}` names a `{space}` variable; `{view.info.name}"
                f"{''.join(view.modifier_names)}` has its {next(iter(names_of))} in `{copied}`: use a variable "
                f"of that space or change the modifier")
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


# Copies between state spaces write the destination's space, then the source's, as modifiers
# (`cp.async.shared.global`, `cp.async.bulk.shared::cluster.global`, `tensormap.cp_fenceproxy.global.shared::cta`):
# a variable named as either address lives in that space (ptxas 13.0: "State space mismatch between
# instruction and address").
_COPIES = frozenset({"cp.async", "cp.async.bulk", "cp.reduce.async.bulk", "cp.async.bulk.tensor", "cp.reduce.async.bulk.tensor",
                     "tensormap.cp_fenceproxy"})
_COPY_ENDS = {"dst": 0, "dstMem": 0, "src": 1, "srcMem": 1}
_SPACES = (".shared", ".global", ".local", ".const", ".param")


def _copy_space(view: InstructionView, names: set[str]) -> str | None:
    """The state space the modifiers of a copy give the address operand `names` (one name), or None."""
    name = view.info.name if view.info is not None else None
    if name not in _COPIES or len(names) != 1:
        return None
    end = _COPY_ENDS.get(next(iter(names)))
    spaces = [m for m in view.modifier_names if m.split("::")[0] in _SPACES]
    return spaces[end] if end is not None and len(spaces) == 2 else None


def _tensor_coordinates(view: InstructionView, op: OperandView) -> Finding | None:
    """`[tensorMap, {c0, …}]` of the bulk tensor copies (§9.7.9.25.5): one coordinate per dimension of the
    `.Nd` written in the `.tile` and `.im2col` modes (ptxas 13.0/13.5: "Argument vector size mismatch");
    the gather/scatter and `im2col::w` modes read others and are left alone."""
    name = view.info.name if view.info is not None else None
    if not name or not name.startswith(("cp.async.bulk", "cp.reduce.async.bulk")) or ".tensor" not in name:
        return None
    if any(m.startswith((".tile::", ".im2col::")) for m in view.modifier_names):
        return None  # (`.tile::gather4` reads 5 coordinates of a `.2d` tensor: column and four rows)
    dims = next((int(m[1]) for m in view.modifier_names if len(m) == 3 and m[1] in "12345" and m[2] == "d"), None)
    inner = op.text[1:-1]
    at = inner.find("{")
    if dims is None or at < 0 or "{" in inner[at + 1:] or not inner.rstrip().endswith("}"):
        return None
    have = inner[at + 1 : inner.rindex("}")].count(",") + 1
    if have == dims:
        return None
    return ("PTX408", op.start, op.end, f"a `.{dims}d` tensor has {dims} coordinate(s); `{op.text}` gives {have}")


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


def _mapped(layout: tuple[Any, ...], idx: int, count: int) -> Any | None:
    """The form's operand that the written operand `idx` (of `count`) stands for: the same position when
    all are written or no optional operand comes before it (`bar.red.popc d, a{, b}, c` written with
    three); the `idx`-th required one when only the required ones are written (`tcgen05.mma [d], a, b,
    idesc, enable-input-d` without its optional `{disable-output-lane}`); else None (unsure)."""
    if idx >= len(layout):
        return None
    if count == len(layout) or not any(e.optional for e in layout[: idx + 1]):
        return layout[idx]
    required = [e for e in layout if not e.optional]
    return required[idx] if count == len(required) and idx < count else None


def _pred_loaded(view: InstructionView, expected: list[Any]) -> bool:
    """`multimem.ld_reduce….bf16x2 %p1, [a]`: ptxas 13.0 takes a `.pred` destination there (as it takes
    `.pred` elements of its `.vN` data, `_data_elements`), 13.5 rejects it; unsure, so silent."""
    name = view.info.name if view.info is not None else None
    return name == "multimem.ld_reduce" and all(e.type == ".bf16x2" and e.access == "write" for e in expected)


def _lax_comparison(view: InstructionView, expected: list[Any], what: str) -> bool:
    """Where ptxas 13.0 takes a `.pred` register (`what` "pred") or a vector (`what` "vector") in a `set`/`setp`
    on `.bf16x2` and 13.5 rejects it (measured on every register kind and position of `set`/`setp` on
    `.bf16`, `.bf16x2`, `.f16`, `.f16x2`; unsure, so silent): the destination of `set.….bf16x2.…` takes any
    32-bit register, a `.pred` one or a vector; the `b` of a `.bf16x2` comparison without a boolean
    operation takes a `.pred` register. Every other position rejects both on both versions."""
    name = view.info.name if view.info is not None else None
    if name not in legality().comparison_instructions() or not expected:
        return False
    if all(e.access == "write" and e.type == ".bf16x2" for e in expected):
        return True
    return what == "pred" and len(view.operands) == 3 and all(e.name == "b" and e.type == ".bf16x2" for e in expected)


def _whole_vector_read(view: InstructionView, expected: list[Any], want: Any) -> bool:
    """Whether ptxas takes a `.vN` register of `want`'s size as one value here (measured, ptxas 13.0/13.5):
    `mov` on a bit type (`mov.b64 %rd1, %vr2`, `mov.b128 %q1, %vf4`; not `mov.u64`/`.f64`), and the
    `.b128` response of `clusterlaunchcontrol.query_cancel.get_first_ctaid::x` (not of its `.v4` or
    `.is_canceled` forms). Other instructions reject it, `and.b64`/`st.b64`/`atom.b128` included."""
    if view.opcode == "mov":
        return want.kind == "bit"
    name = view.info.name if view.info is not None else None
    return (name, tuple(e.name for e in expected)[:1]) in _WHOLE_VECTOR and not any(
        m.startswith((".v2", ".v4", ".is_canceled")) for m in view.modifier_names)


_WHOLE_VECTOR = frozenset({("clusterlaunchcontrol.query_cancel", ("try_cancel_response",))})


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


# Targets that run `mma.sync` on 8-bit floats without a hardware path for it (sm_90 up to the sm_110
# family): ptxas 13.0/13.5 expand `mma….e4m3`/`.e5m2` (dense and sparse) into several operations and
# then refuse `_` in the result ("Result discard mode is not allowed for instruction 'add'", a fatal
# error). sm_89 and the sm_120 family accept it; `.kind::f8f6f4` forms are not expanded. Measured on
# sm_89, 90, 90a, 100, 100a, 103a, 110a, 120, 120a, 121.
_EXPANDED_FP8_MMA = (90, 120)


def emulated_fp8_sink(view: InstructionView, sm: int) -> Finding | None:
    """PTX408 on the first `_` in an 8-bit float `mma` result on a target that expands that `mma`
    into other operations; else None."""
    mods = set(view.modifier_names)
    if not _EXPANDED_FP8_MMA[0] <= sm < _EXPANDED_FP8_MMA[1] or not {".e4m3", ".e5m2"} & mods \
            or any(m.startswith(".kind::") for m in mods) or not view.operands or view.operands[0].kind != VECTOR:
        return None
    sink = next((el for el in view.operands[0].elements if el.kind == SINK), None)
    if sink is None:
        return None
    return ("PTX408", sink.start, sink.end, f"ptxas does not let `_` discard part of an 8-bit float `mma` result "
            f"on sm_{sm} (it carries out this `mma` as several operations there; sm_89 and sm_120 accept it): "
            f"name a register")
