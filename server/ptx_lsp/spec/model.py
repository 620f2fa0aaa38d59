"""Frozen records of the PTX instruction database (§9.7): instructions, syntax forms, slots, operands.

**Everything here is immutable plain data** (frozen dataclasses, tuples); the database is built once
by `spec.db.load()` and shared by every snapshot and thread.
**Modifiers are written with their leading dot and keep `::` parts** (`.shared::cta`,
`.L2::cache_hint`), exactly like the grammar's `modifier` nodes; a slot member may span several
modifiers (`.xorsign.abs`), stored as a tuple of tokens in `ModifierSlot.member_tokens`.
**No PTX name is written in this module**: names come from `data/instructions.json`.

Why: hover, completion, signature help and the validator all read these records; keeping them
free of behaviour keeps the matching logic in one place (`spec.db`).
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Section:
    """One §9.7 section that defines instructions, with its official documentation anchor."""

    number: str
    title: str
    anchor: str
    url: str
    names: tuple[str, ...]
    deprecated: bool = False


@dataclass(frozen=True)
class ModifierSlot:
    """One position of a syntax template: a literal (`.b`), a named group (`.geom`) or inline choices.

    `group` is the spec's group name (`.geom`, `.level::cache_hint`) or None for literals and
    inline alternatives (`{.hi,.lo}`); `optional` covers `{.cop}` and groups listing `none`.
    `is_type` marks slots whose members are all type names (the form's operand types).
    """

    group: str | None
    members: tuple[str, ...]
    optional: bool
    literal: bool
    member_tokens: tuple[tuple[str, ...], ...]
    is_type: bool = False

    @property
    def label(self) -> str:
        """How the slot reads in a template: `.geom`, `{.cop}`, `.b`."""
        text = self.group or (self.members[0] if len(self.members) == 1 else "{" + ",".join(self.members) + "}")
        return "{" + text + "}" if self.optional and not text.startswith("{") else text


@dataclass(frozen=True)
class Operand:
    """An operand of a syntax form.

    role: "destination" or "source". kind: "register", "vector", "address", "immediate",
    "predicate", "label", "symbol" or "param_list". `register` operands that are sources may also
    be immediates or symbols where PTX allows it; the validator decides with the type rules.
    `pair` is the second destination of `p|q` / `d[|p]` (with `pair_optional` for `[|p]`);
    `selector` a suffix like `.asel`; `elements` the parts of `[a, b]` / `{a, b}`.
    `type_slot` is the index in `SyntaxForm.slots` of the slot giving this operand's type, if known;
    `fixed_type` a type the operand always has whatever the modifiers (mixed-precision `add.f32.f16`'s c).
    """

    name: str
    role: str
    kind: str
    optional: bool
    text: str
    elements: tuple[str, ...] = ()
    pair: str | None = None
    pair_optional: bool = False
    selector: str | None = None
    negatable: bool = False
    offset: bool = False
    type_slot: int | None = None
    fixed_type: str | None = None


@dataclass(frozen=True)
class Note:
    """A PTX ISA / Target ISA note reduced to a requirement.

    `when_any` is a tuple of conditions, each a tuple of any-of modifier sets that must all be
    written for the note to apply (empty: the note applies to the whole instruction).
    kind "ptx" carries `ptx` (version); kind "target" carries `min_sm` (`sm_XX` or higher),
    `sm` (exact targets), `arch` (arch/family specific targets such as `sm_90a`, `sm_100f`) or
    `all`. `conditional` marks notes whose text adds conditions we do not model (64-bit only,
    "when ..."): treat them as hints, not hard errors. `ptxas_ptx` (overlay, measured) is the lower
    version at which ptxas already accepts what a "ptx" note introduces (`cp.async….shared::cta` at
    7.0, the spec says 7.8): below it ptxas rejects the spelling, between it and `ptx` only the spec does.
    """

    kind: str
    text: str
    section: str
    when_any: tuple[tuple[tuple[str, ...], ...], ...] = ()
    ptx: str | None = None
    min_sm: int | None = None
    sm: tuple[int, ...] = ()
    arch: tuple[str, ...] = ()
    all: bool = False
    conditional: bool = False
    form_match: str | None = None  # the note concerns only forms whose template contains this
    ptxas_ptx: str | None = None  # ptxas accepts the feature from this (lower) version already
    for_sm: tuple[int, ...] = ()  # a "ptx" note that holds only on these targets ("for sm_89"): a hint to
    # `SpecDB.requirement` (which has no target), applied by the validator when the file targets one of them
    any_of: bool = False  # overlay, measured with ptxas: each alternative of `when_any` alone triggers the note
    # ("`.L2::256B` and `.L2::cache_hint` require sm_80"); the validator otherwise trusts only notes whose
    # whole condition is written, since extracted conditions are often too loose to read as alternatives

    def applies(self, written: frozenset[str], form: SyntaxForm | None = None) -> bool:
        """Whether the note concerns an instruction written with these modifiers (and this form)."""
        if self.form_match is not None and (form is None or self.form_match not in form.template):
            return False
        if not self.when_any:
            return True
        return any(all(any(m in written for m in anyof) for anyof in cond) for cond in self.when_any)


@dataclass(frozen=True)
class Requirement:
    """The PTX ISA version and target a (form, modifiers) combination needs, with the notes used.

    `min_sm` is the plain `sm_XX or higher` minimum; `arch` lists arch/family-specific targets
    of which at least one is needed (empty: none needed). `hints` are conditional notes that also
    matched, for hover text; they are not part of the hard requirement.
    """

    ptx: str | None
    min_sm: int | None
    arch: tuple[str, ...]
    notes: tuple[Note, ...]
    hints: tuple[Note, ...] = ()


@dataclass(frozen=True)
class SyntaxForm:
    """One line of an instruction's Syntax block, e.g. `suld.b.geom{.cop}.vec.dtype.clamp d, [a, b]`.

    `slots` are the ordered modifier positions after the opcode; `description_key` is
    `<section>:<name>` into the description files; `index` is the form's position in its instruction.
    """

    instruction: str
    index: int
    section: str
    description_key: str
    template: str
    opcode: str
    slots: tuple[ModifierSlot, ...]
    operands: tuple[Operand, ...]
    comment: str | None = None
    heading: str | None = None
    guard: str | None = None
    wide: tuple[str, tuple[str, ...]] | None = None  # (modifier, operands twice as wide), e.g. mul.wide
    ptxas_note: str | None = None  # why ptxas disagrees with the spec about this form, when it does

    @property
    def type_slots(self) -> tuple[int, ...]:
        """Indices of the slots that name types (`.dtype`, `.f32`, ...)."""
        return tuple(i for i, s in enumerate(self.slots) if s.is_type)

    @property
    def access(self) -> tuple[str, ...]:
        """The one "which operands are written" rule: per operand, "write", "store" or "read".

        "write": a destination register, predicate, vector or sink (the spec's `destination`
        role, incl. the `p|q` pair); "store": an address in first position followed by more
        operands (`st [a], b`, `red`, `cp.async [dst], [src]`): memory is written, the registers
        inside the brackets are read; "read": everything else. A call's parameter lists are
        "read" here: the grammar gives its return values a field of their own, and those are written.
        """
        out = []
        for i, op in enumerate(self.operands):
            if op.role == "destination" and op.kind != "param_list":
                out.append("write")
            elif i == 0 and op.kind == "address" and len(self.operands) >= 2:
                out.append("store")
            else:
                out.append("read")
        return tuple(out)


@dataclass(frozen=True)
class ModifierGroup:
    """A named modifier set of an instruction (union over its forms), e.g. `.clamp = {.trap, .clamp, .zero}`."""

    name: str
    members: tuple[str, ...]
    optional: bool
    description: str | None = None


@dataclass(frozen=True)
class Instruction:
    """An instruction name (`add`, `cp.async.bulk.tensor`) with every form from every section defining it."""

    name: str
    opcode: str
    sections: tuple[Section, ...]
    forms: tuple[SyntaxForm, ...]
    groups: tuple[ModifierGroup, ...]
    notes: tuple[Note, ...]
    summary: str | None = None
    description: str | None = None
    pseudo: bool = False
    deprecated: bool = False
    name_tokens: tuple[str, ...] = field(default=())
    ptxas_note: str | None = None  # why ptxas disagrees with the spec about this instruction, when it does

    @property
    def url(self) -> str:
        return self.sections[0].url if self.sections else ""

    def group(self, name: str) -> ModifierGroup | None:
        return next((g for g in self.groups if g.name == name), None)


@dataclass(frozen=True)
class ModifierChoice:
    """A modifier that may be written next, for completion: the modifier, its group, its description."""

    modifier: str
    group: str | None
    description: str | None


@dataclass(frozen=True)
class ModifierIssue:
    """A problem with the modifiers written on an instruction.

    code: "unknown" (no form of the instruction knows it), "not_allowed" (known, but no form accepts
    it here), "repeated" (a second member of the same group), "out_of_order" (every modifier is
    valid but the order is not the spec's), "missing" (a required slot is absent; `index` is None).
    `expected` lists what would be valid at that point.
    """

    code: str
    index: int | None
    modifier: str | None
    message: str
    expected: tuple[str, ...] = ()
    severity: str = "error"  # "info" for out_of_order: ptxas (and nvcc's own output) accept other orders


@dataclass(frozen=True)
class Resolution:
    """What `SpecDB.resolve()` found for an opcode and its written modifiers.

    `instruction` is the best candidate (None: unknown opcode). `forms` are the forms fully
    matched by the modifiers; `partial_forms` those the modifiers could still be completed into.
    `name_length` is how many of the written modifiers belong to the instruction's name.
    """

    instruction: Instruction | None
    forms: tuple[SyntaxForm, ...]
    partial_forms: tuple[SyntaxForm, ...]
    candidates: tuple[Instruction, ...]
    name_length: int = 0
    in_order: bool = True  # False: `forms` match only in another order than the spec's (ptxas accepts it)

    @property
    def complete(self) -> bool:
        return bool(self.forms)
