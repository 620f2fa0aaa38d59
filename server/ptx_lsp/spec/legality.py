"""The legality model: which modifiers go together and which immediates are in range.

**One model, asked by the validator, completion, quick fixes and hover, so they cannot disagree.**
**Data, not code**: the tables are `data/legality.json` (facts of the PTX ISA, refined where ptxas
is measured to differ); type classes come from the type table (`Facts.type(...).kind`) and
modifier groups from the instruction forms, so no PTX name is listed here.
**Unsure means legal**: a combination the tables do not cover is never reported.

The syntax templates say which modifiers an instruction takes; the ISA's prose and tables add
rules between groups: the comparison operators of `setp`/`set` depend on the type class
(§9.3.1), `atom`/`red` operations on the type (§9.7.13.5), `cvt` rounding on the pair of types
(§9.7.9.21). `violations(opcode, modifiers)` answers all of them for one spelling.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from ptx_lsp.memo import sized_cache

DATA = Path(__file__).with_name("data") / "legality.json"


@dataclass(frozen=True)
class Violation:
    """A modifier that does not go with the others: its index, the message, what would be legal.

    `index` is None when something is missing (cvt without a required rounding); `allowed` lists
    the modifiers that would be legal in its place (or to add), best first.
    """

    index: int | None
    message: str
    allowed: tuple[str, ...]
    section: str


@dataclass(frozen=True)
class ImmediateRange:
    """The legal values of an immediate operand (inclusive bounds; `multiple` 1 means any)."""

    what: str
    low: int | None
    high: int | None
    multiple: int
    section: str
    values: tuple[int, ...] = ()  # the only legal values, when the ISA lists them (`-1` or `1`)
    wrap32: bool = True  # ptxas checks the low 32 bits (`bar.sync 0x100000000` is barrier 0)
    power_of_two: bool = False
    when_any: tuple[str, ...] = ()  # applies only when one of these modifiers is written
    unless: tuple[str, ...] = ()  # ... and none of these
    also_any: tuple[str, ...] = ()  # ... and one of these too

    def applies(self, modifiers: tuple[str, ...] | list[str]) -> bool:
        written = set(modifiers)
        return all(not group or written & set(group) for group in (self.when_any, self.also_any)) \
            and not written & set(self.unless)

    def problem(self, value: int) -> str | None:
        """Why `value` (as written) is out of range, or None."""
        if self.values:
            if value in self.values:
                return None
            return f"the {self.what} must be {' or '.join(str(v) for v in self.values)}"
        if self.wrap32:
            value %= 1 << 32
        if (self.low is not None and value < self.low) or (self.high is not None and value > self.high):
            if self.high is None:
                return f"the {self.what} must be at least {self.low}"
            return f"the {self.what} must be in {self.low}..{self.high}"
        if self.multiple > 1 and value % self.multiple:
            return f"the {self.what} must be a multiple of {self.multiple}"
        if self.power_of_two and value & (value - 1):
            return f"the {self.what} must be a power of two"
        return None


class Legality:
    """Queries over `data/legality.json` (build with `legality()`)."""

    def __init__(self, raw: dict[str, Any], facts: Any) -> None:
        self.raw = raw
        self.facts = facts
        cmp = raw["comparisons"]
        self._cmp_instructions = frozenset(cmp["instructions"])
        self._cmp_by_kind = {k: tuple(v) for k, v in cmp["by_kind"].items()}
        self._cmp_all = frozenset(m for v in cmp["by_kind"].values() for m in v)
        self._cmp_section = cmp["section"]
        self._ops: dict[str, dict[str, Any]] = {}
        for table in raw["operation_types"]:
            for name in table["instructions"]:
                self._ops[name] = table
        cvt = raw["cvt_rounding"]
        self._cvt = cvt
        self._ranges: dict[tuple[str, str], list[ImmediateRange]] = {}
        for entry in raw["immediate_ranges"]:
            rng = ImmediateRange(entry["what"], entry.get("min"), entry.get("max"), entry.get("multiple", 1),
                                 entry["section"], tuple(entry.get("values", ())), entry.get("wrap32", True),
                                 entry.get("power_of_two", False), tuple(entry.get("when_any", ())),
                                 tuple(entry.get("unless", ())), tuple(entry.get("also_any", ())))
            for name in entry["instructions"]:
                # asked by full name (`wgmma.mma_async`) or by first word (`wgmma`), as callers know it
                self._ranges.setdefault((name, entry["operand"]), []).append(rng)
                if name.split(".")[0] != name:
                    self._ranges.setdefault((name.split(".")[0], entry["operand"]), []).append(rng)
        self._pairs: dict[str, list[dict[str, Any]]] = {}
        self._requires: dict[str, list[dict[str, Any]]] = {}
        self._excludes: dict[str, list[dict[str, Any]]] = {}
        for key, into in (("pairs", self._pairs), ("requires", self._requires), ("excludes", self._excludes)):
            for rule in raw.get(key, ()):
                for name in rule["instructions"]:
                    into.setdefault(name, []).append(rule)

    # --- helpers --------------------------------------------------------------------------
    def _kind(self, type_name: str) -> str | None:
        t = self.facts.type(type_name) if self.facts is not None else None
        return t.kind if t is not None else None

    def _types(self, modifiers: tuple[str, ...]) -> list[tuple[int, str]]:
        return [(i, m) for i, m in enumerate(modifiers) if self._kind(m) is not None]

    # --- comparisons ----------------------------------------------------------------------
    def comparison_instructions(self) -> frozenset[str]:
        """The instructions whose comparison operator depends on the type (`set`, `setp`, …)."""
        return self._cmp_instructions

    def comparisons_for(self, opcode: str, type_name: str) -> tuple[str, ...] | None:
        """The comparison operators legal with this (source) type, or None when not governed."""
        if opcode not in self._cmp_instructions:
            return None
        return self._cmp_by_kind.get(self._kind(type_name) or "")

    def is_comparison(self, modifier: str) -> bool:
        return modifier in self._cmp_all

    # --- operations × types ---------------------------------------------------------------
    def operation_types(self, opcode: str, operation: str) -> tuple[str, ...] | None:
        """Scalar types legal with an `atom`/`red` operation, or None when not governed."""
        table = self._ops.get(opcode)
        if table is None:
            return None
        found = table["allowed"].get(operation)
        return tuple(found) if found is not None else None

    # --- cvt rounding ---------------------------------------------------------------------
    def cvt_roundings(self, dtype: str, atype: str) -> tuple[str, ...] | None:
        """Rounding classes legal for `cvt.dtype.atype` ("none", "integer", "float"), None: unchecked."""
        if [dtype, atype] in self._cvt.get("unchecked_pairs", ()):
            return None
        fd, fa = self.facts.type(dtype), self.facts.type(atype)
        if fd is None or fa is None:
            return None
        cd, ca = self._cvt_class(fd), self._cvt_class(fa)
        if cd is None or ca is None:
            return None
        size = "same" if fd.size_bits == fa.size_bits else "narrower" if fd.size_bits < fa.size_bits else "wider"
        for rule in self._cvt["rules"]:
            if rule["from"] != ca or rule["to"] != cd or rule.get("size", size) != size:
                continue
            if "same_type" in rule and rule["same_type"] != (dtype == atype):
                continue
            if "atype" in rule and rule["atype"] != atype:
                continue
            return tuple(rule["allowed"])
        return None

    def _cvt_class(self, t: Any) -> str | None:
        """"integer" or "float" for the scalar types cvt converts (`.bf16` counts as a float); else None."""
        if t.name in self._cvt.get("float_types", ()):
            return "float"
        if not t.fundamental:
            return None
        return _num_class(t.kind)

    def rounding_members(self, kind: str) -> tuple[str, ...]:
        """The modifiers of a rounding class ("integer": `.rni`…, "float": `.rn`…) from the cvt forms."""
        group = self._cvt["integer_group"] if kind == "integer" else self._cvt["float_group"]
        from ptx_lsp.spec.db import load

        for instr in load().instructions_named(self._cvt["instruction"]):
            for form in instr.forms:
                for slot in form.slots:
                    if slot.group == group:
                        return slot.members
        return ()

    # --- operand selectors ----------------------------------------------------------------
    def selector_members(self, opcode: str, selector: str) -> tuple[tuple[str, ...], str] | None:
        """(legal values, section) of an operand selector group (`.asel` of scalar video), or None."""
        for table in self.raw.get("operand_selectors", ()):
            if opcode in table["instructions"] and selector in table["selectors"]:
                return tuple(table["members"]), table["section"]
        return None

    # --- special registers as sources -----------------------------------------------------
    def reads_special_registers(self, instruction: str, operand_names: set[str],
                                modifiers: tuple[str, ...] | list[str] = ()) -> bool:
        """Whether a special register may be read at a position whose forms name the operand so (or by an
        instruction of `also` whose type modifiers are all of the kinds `also_type_kinds` lists)."""
        table = self.raw.get("special_register_sources", {})
        if table.get("operand") in operand_names:
            return True
        if instruction.split(".")[0] not in table.get("also", ()):
            return False
        kinds = table.get("also_type_kinds")
        types = [t for t in (self.facts.type(m) for m in modifiers) if t is not None]
        return not kinds or all(t.kind in kinds for t in types)

    # --- vectors sized by a modifier -------------------------------------------------------
    def vector_elements(self, opcode: str, operand: str, modifiers: tuple[str, ...] | list[str]
                        ) -> tuple[int, str, str] | None:
        """(element count, the modifier that sets it, section) of a vector operand sized by a modifier
        (`tex.grad.2d`: `dPdx` has 2), or None when not governed."""
        for table in self.raw.get("vector_sizes", ()):
            if opcode in table["instructions"] and operand in table["operands"]:
                for m in modifiers:
                    if m in table["sizes"]:
                        return table["sizes"][m], m, table.get("section") or _instruction_section(opcode)
        return None

    def coordinate_sizes(self, opcode: str, modifiers: tuple[str, ...] | list[str]
                         ) -> tuple[tuple[int, ...], int, str | None, str] | None:
        """(legal element counts, the least the geometry needs, the geometry written, section) of the
        coordinate vector of a texture/surface access (`coordinate_sizes`), or None when not governed."""
        for table in self.raw.get("coordinate_sizes", ()):
            if opcode in table["instructions"]:
                geometry = next((m for m in modifiers if m in table["at_least"]), None)
                least = table["at_least"][geometry] if geometry else 1
                return tuple(table["sizes"]), least, geometry, table.get("section") or _instruction_section(opcode)
        return None

    # --- addresses ------------------------------------------------------------------------
    def needs_wide_address(self, instruction: str, modifiers: tuple[str, ...] | list[str]) -> bool:
        """Whether `instruction` written with these modifiers takes a 64-bit address in a 64-bit module
        (`wide_addresses`): no state space written (generic) or only those of the table."""
        table = self.raw.get("wide_addresses")
        if not table or instruction not in table["instructions"] or set(modifiers) & set(table["unless"]):
            return False
        spaces = {m.split("::")[0] for m in modifiers if self.facts.state_space(m) is not None}
        return spaces <= set(table["spaces"])

    def object_spaces(self, instruction: str, operand: str) -> tuple[tuple[str, ...], str] | None:
        """(state spaces, section) a variable named as this address operand must live in (`object_spaces`)."""
        for table in self.raw.get("object_spaces", ()):
            if instruction in table["instructions"] and operand == table["operand"]:
                return tuple(table["spaces"]), table["section"]
        return None

    def narrow_address_size(self, instruction: str, modifiers: tuple[str, ...] | list[str]) -> str | None:
        """The size modifier written that a 64-bit module forbids (`cvta.u32`), or None."""
        sizes = (self.raw.get("wide_addresses") or {}).get("sizes")
        if not sizes or instruction not in sizes["instructions"]:
            return None
        return next((m for m in modifiers if m in sizes["forbid"]), None)

    # --- immediates -----------------------------------------------------------------------
    def immediate_range(self, opcode: str, operand: str,
                        modifiers: tuple[str, ...] | list[str] = ()) -> ImmediateRange | None:
        """The documented range of the immediate operand named `operand` (the spec's name) with these
        modifiers written (some ranges depend on one: `tensormap.replace.box_dim`, `pmevent.mask`)."""
        found = self._ranges.get((opcode, operand))
        if found is None and "." not in opcode:  # (never `mbarrier.init`'s count by `mbarrier.arrive`'s)
            found = self._ranges.get((opcode.split(".")[0], operand))
        return next((r for r in found or () if r.applies(modifiers)), None)

    # --- everything for one spelling ------------------------------------------------------
    def violations(self, opcode: str, modifiers: tuple[str, ...] | list[str]) -> tuple[Violation, ...]:
        """Every rule the modifiers of `opcode.mod1.mod2…` break (empty: legal as far as we know).

        `opcode` is the instruction's full name (`red`, not the `red` of `red.async`, which is an
        instruction of its own with other types): the tables name instructions, not first words.
        """
        return _violations(self, opcode, tuple(modifiers))

    def allows(self, opcode: str, modifiers: tuple[str, ...] | list[str]) -> bool:
        """Whether the modifiers written so far break no rule (completion filters with this)."""
        return not [v for v in self.violations(opcode, modifiers) if v.index is not None]


def _weigh_violations(key: tuple, value: tuple) -> int:
    """About how many bytes one memo entry holds: the spelling's modifiers and the violations found."""
    return 250 + 60 * len(key[2]) + 400 * len(value)


def _num_class(kind: str) -> str | None:
    if kind in ("signed", "unsigned"):
        return "integer"
    if kind == "float":
        return "float"
    return None


# keyed by the spellings a document holds (each typo is a new key): bounded by bytes (issue 16)
@sized_cache(2 << 20, _weigh_violations)
def _violations(model: Legality, opcode: str, modifiers: tuple[str, ...]) -> tuple[Violation, ...]:
    found = _raw_violations(model, opcode, modifiers)
    out = []
    for v in found:
        if v.index is not None and v.allowed:
            # offer only replacements that leave no rule broken (a quick fix is never itself an error)
            legal = tuple(a for a in v.allowed
                          if not _raw_violations(model, opcode, modifiers[:v.index] + (a,) + modifiers[v.index + 1:]))
            if legal != v.allowed:
                shown = _list(legal) if legal else "another spelling (no single replacement fits the others)"
                v = Violation(v.index, v.message.replace(_list(v.allowed), shown), legal, v.section)
        out.append(v)
    return tuple(out)


@sized_cache(2 << 20, _weigh_violations)
def _raw_violations(model: Legality, opcode: str, modifiers: tuple[str, ...]) -> tuple[Violation, ...]:
    out: list[Violation] = []
    out += _table_violations(model, opcode, modifiers)
    types = model._types(modifiers)
    if opcode in model._cmp_instructions and types:
        source = types[-1][1]  # setp.CmpOp.type, set.CmpOp.dtype.stype: the compared type is the last
        legal = model.comparisons_for(opcode, source)
        if legal is not None:
            for i, m in enumerate(modifiers):
                if model.is_comparison(m) and m not in legal:
                    out.append(Violation(i, f"`{m}` does not compare `{source}` values (§{model._cmp_section}); "
                                            f"use {_list(legal)}", legal, model._cmp_section))
    table = model._ops.get(opcode)
    if table is not None and not any(m[:2] == ".v" and m[2:].isdigit() for m in modifiers):
        scalar = [(i, m) for i, m in types if m in table["scalar_types"]]
        for _i, op in ((i, m) for i, m in enumerate(modifiers) if m in table["allowed"]):
            legal = tuple(table["allowed"][op])
            for ti, t in scalar:
                if t not in legal:
                    out.append(Violation(ti, f"`{opcode}{op}` does not take `{t}` (§{table['section']}); "
                                             f"use {_list(legal)}", legal, table["section"]))
    if opcode == model._cvt["instruction"] and len(types) == 2:
        (_di, dtype), (_ai, atype) = types
        allowed = model.cvt_roundings(dtype, atype)
        if allowed is not None:
            ints, floats = model.rounding_members("integer"), model.rounding_members("float")
            written = [(i, m) for i, m in enumerate(modifiers) if m in ints or m in floats]
            section = model._cvt["section"]
            legal = (ints if "integer" in allowed else ()) + (floats if "float" in allowed else ())
            for i, m in written:
                kind = "integer" if m in ints else "float"
                if kind not in allowed:
                    what = f"use {_list(legal)}" if legal else "remove it"
                    out.append(Violation(i, f"`cvt{dtype}{atype}` does not take the rounding `{m}` (§{section}); "
                                            f"{what}", legal, section))
            if not written and "none" not in allowed:
                out.append(Violation(None, f"`cvt{dtype}{atype}` needs a rounding modifier (§{section}); add one of "
                                           f"{_list(legal)}", legal, section))
        sat = model._cvt.get("saturate")
        if sat and sat in modifiers and _fits(model, atype, dtype):
            section = model._cvt["section"]
            out.append(Violation(modifiers.index(sat), f"every `{atype}` value fits in `{dtype}`, so `{sat}` has nothing "
                                                       f"to limit and ptxas rejects it (§{section}); remove it", (),
                                 section))
    return tuple(out)


def _fits(model: Legality, source: str, dest: str) -> bool:
    """Whether every value of the integer type `source` is a value of the integer type `dest`."""
    fs, fd = model.facts.type(source), model.facts.type(dest)
    if fs is None or fd is None or fs.kind not in ("signed", "unsigned") or fd.kind not in ("signed", "unsigned"):
        return False

    def bounds(t: Any) -> tuple[int, int]:
        n = t.size_bits
        return (-(1 << (n - 1)), (1 << (n - 1)) - 1) if t.kind == "signed" else (0, (1 << n) - 1)

    (slo, shi), (dlo, dhi) = bounds(fs), bounds(fd)
    return dlo <= slo and shi <= dhi


def _table_violations(model: Legality, opcode: str, modifiers: tuple[str, ...]) -> list[Violation]:
    """The generic tables: `requires` (one modifier needs another), `excludes` (two never go together)
    and `pairs` (which members of one group go with which of another, `""` standing for none written)."""
    out: list[Violation] = []
    written = set(modifiers)
    for rule in model._requires.get(opcode, ()):
        trigger = next((m for m in modifiers if m in rule["if_any"]), None)
        if trigger is None or _unless(rule, written):
            continue
        need = rule["need_any"]
        # `last_type`: the need is about the compared/source type, the last type written (`set.dtype.stype`)
        have = written
        if rule.get("last_type"):
            typed = [m for m in modifiers if model._kind(m) is not None]
            have = set(typed[-1:])
        if not any(_has(have, n) for n in need):
            sec = rule.get("section") or _instruction_section(opcode)
            shown = tuple("".join(n) if isinstance(n, list) else n for n in need)
            add = "add one of" if len(shown) > 1 else "add"
            out.append(Violation(None, f"`{trigger}` on `{opcode}` {rule['why']} (§{sec}); {add} {_list(shown)}",
                                 shown, sec))
    for rule in model._excludes.get(opcode, ()):
        trigger = next((m for m in modifiers if m in rule["if_any"]), None)
        if trigger is None or _unless(rule, written):
            continue
        sec = rule.get("section") or _instruction_section(opcode)
        for i, m in enumerate(modifiers):
            if m in rule["forbid"] and m != trigger:
                out.append(Violation(i, f"`{m}` cannot go with `{trigger}` on `{opcode}`: {rule['why']} "
                                        f"(§{sec}); remove one of them", (), sec))
    for rule in model._pairs.get(opcode, ()):
        keys = [m for m in modifiers if m in rule["keys"]]
        key = keys[0] if keys else ""
        allowed = rule["allowed"].get(key)
        if allowed is None or _unless(rule, written):
            continue
        sec = rule.get("section") or _instruction_section(opcode)
        typed = [i for i, m in enumerate(modifiers) if model._kind(m) is not None]
        for i, m in enumerate(modifiers):
            if m not in rule["values"] or m in allowed or (rule.get("last_type") and typed[-1:] != [i]):
                continue
            if key:
                what = f"use {_list(tuple(allowed))}" if allowed else "remove it"
                out.append(Violation(i, f"`{opcode}{key}` does not take `{m}` (§{sec}); {what}", tuple(allowed), sec))
            else:
                with_it = tuple(k for k, v in rule["allowed"].items() if k and m in v)
                out.append(Violation(None, f"`{m}` on `{opcode}` needs {rule['key_what']} (§{sec}); "
                                           f"add one of {_list(with_it)}", with_it, sec))
    return out


def _has(written: set[str], need: str | list[str]) -> bool:
    return all(n in written for n in need) if isinstance(need, list) else need in written


def _unless(rule: dict[str, Any], written: set[str]) -> bool:
    """Whether a rule is off: none of its `when_any` is written, or one of its `unless` is."""
    if "when_any" in rule and not any(_has(written, w) for w in rule["when_any"]):
        return True
    return any(_has(written, u) for u in rule.get("unless", ()))


@cache
def _instruction_section(opcode: str) -> str:
    from ptx_lsp.spec.db import load

    instr = load().instruction(opcode)
    return instr.sections[0].number if instr is not None and instr.sections else ""


def _list(items: tuple[str, ...]) -> str:
    return ", ".join(f"`{m}`" for m in items)


@cache
def legality() -> Legality:
    """The shared legality model."""
    from ptx_lsp.spec.db import load

    with open(DATA, encoding="utf-8") as fh:
        raw = json.load(fh)
    return Legality(raw, load().facts)
