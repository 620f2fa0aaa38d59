"""Opcode, modifier, operand-count and version/target checks of one instruction (PTX4xx, PTX5xx).

**Everything the spec says about an `opcode.modifiers` spelling is computed once and cached by
that spelling (`InstrInfo`)**: a file with 60k instructions has a few hundred distinct spellings.
**When the spec is unsure, we are silent**: operand checks run only on fully matched forms (in
the spec's modifier order, which ptxas does not insist on), a requirement is the least demanding
of the matched forms (those whose operand count fits, for form-specific notes), a note raises it
only when its whole condition is written, and a version note about particular modifiers is an
error only below the lowest version ptxas is known to need (`Note.ptxas_ptx`, the lowest of notes
that one target we do not model splits); above that it is a warning.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any

from ptx_lsp.memo import sized_cache
from ptx_lsp.spec.db import load, resolve_in_spec_order
from ptx_lsp.spec.facts import ptxas_repeatable_modifiers
from ptx_lsp.spec.legality import legality
from ptx_lsp.spec.version import version_key

MODIFIER_CODES = {"unknown": "PTX402", "not_allowed": "PTX403", "repeated": "PTX404",
                  "missing": "PTX405", "out_of_order": "PTX406"}


@dataclass(frozen=True)
class ModIssue:
    """A modifier problem: index into the written modifiers (None: the opcode), code, message, fix text."""

    index: int | None
    code: str
    message: str
    replacement: str | None = None
    choices: tuple[str, ...] = ()  # legal replacements (each one a quick fix), when there are several


@dataclass(frozen=True)
class Expected:
    """One operand position of a matched form: kind, role, type and vector width (None: unknown)."""

    kind: str
    role: str
    optional: bool
    type: str | None
    vector: int | None
    pair: bool
    slot: int | None = None
    access: str = "read"  # `SyntaxForm.access`: "write", "store" or "read" (the one "written" rule)
    name: str = ""  # the spec's operand name (`a`, `imm-reg-count`): range tables refer to it
    selector: str | None = None  # `.asel` of `a{.asel}`: the operand may select part of the register
    parts: int = 0  # elements of an address written `[a, b]` (a texture and its coordinates), else 0


@dataclass(frozen=True)
class InstrInfo:
    """The spec's verdict on one spelling `opcode.mod1.mod2...`."""

    known_opcode: bool
    name: str | None
    issues: tuple[ModIssue, ...]
    forms: tuple[tuple[Expected, ...], ...] = ()  # operand layouts of the fully matched forms
    min_ptx: str | None = None  # from the notes that hold for the whole instruction (errors)
    min_sm: int | None = None
    arch: tuple[str, ...] = ()
    wider_ok: bool = False  # ld/st/cvt relaxed operand sizes (§5.2.2)
    types: tuple[str, ...] = field(default=())
    cond_ptx: str | None = None  # from notes about the written modifiers (warnings: ptxas is laxer)
    is_call: bool = False  # a form takes a parameter list
    label_positions: frozenset[int] = frozenset()  # operand indexes that name labels in every form

    form_reqs: tuple = ()  # (layout or None, requirement) per matched form, for `requirement_for`
    target_ptx: tuple[tuple[tuple[int, ...], str], ...] = ()  # (targets, version): notes "for sm_89" (`Note.for_sm`)
    blocking: bool = False  # an error among the issues: later checks would only repeat it
    writes_first: bool = False  # every form's first operand is a register destination
    fitting: dict = field(default_factory=dict, compare=False, hash=False)  # operand count -> layouts


_Req = tuple[tuple[str | None, str | None], int | None, tuple[str, ...]]


def _combine(reqs: list[_Req]) -> tuple[str | None, str | None, int | None, tuple[str, ...]]:
    """(min version, modifier version, min sm, arch) of the least demanding of several forms' requirements.

    The written spelling may fit several forms: only what every one of them needs is required.
    """
    if not reqs:
        return None, None, None, ()
    ptxs = [r[0][0] for r in reqs]
    min_ptx = None if None in ptxs else min(ptxs, key=_version_tuple)
    conds = [r[0][1] for r in reqs]
    cond_ptx = None if None in conds else min(conds, key=_version_tuple)
    sms = [r[1] for r in reqs]
    min_sm = None if None in sms else min(sms)
    archs = [r[2] for r in reqs]
    arch = () if any(not a for a in archs) else archs[0]
    return min_ptx, cond_ptx, min_sm, arch


def requirement_for(info: InstrInfo, operand_count: int) -> tuple[str | None, str | None, int | None, tuple[str, ...]]:
    """The requirement of the matched forms that take `operand_count` operands (all forms if none does).

    Why: some notes concern one form only (`Note.form_match`: `min` with three inputs needs
    sm_100), and the modifiers alone cannot tell `min.f32 d, a, b` from `min.f32 d, a, b, c`.
    """
    fitting = [req for layout, req in info.form_reqs
               if layout is None or sum(not e.optional for e in layout) <= operand_count <= len(layout)]
    if not fitting or len(fitting) == len(info.form_reqs):
        return info.min_ptx, info.cond_ptx, info.min_sm, info.arch
    return _combine(fitting)


def _opcode_suggestion(opcode: str) -> str | None:
    db = load()
    names = db.opcodes()
    match = difflib.get_close_matches(opcode, names, n=1, cutoff=0.6)
    return match[0] if match else None


@lru_cache(maxsize=1024)
def _family_members(opcode: str) -> frozenset[str]:
    """Every modifier token any form of any instruction spelled with this opcode accepts."""
    members: set[str] = set()
    for instr in load().instructions_named(opcode):
        members.update(instr.name_tokens)
        for form in instr.forms:
            for slot in form.slots:
                for tokens in slot.member_tokens:
                    members.update(tokens)
    return frozenset(members)


@lru_cache(maxsize=1)
def _all_modifiers() -> frozenset[str]:
    db = load()
    return frozenset(db.all_modifiers())


def _modifier_suggestion_from(members: frozenset[str], modifier: str) -> str | None:
    match = difflib.get_close_matches(modifier, sorted(members), n=1, cutoff=0.6)
    return match[0] if match else None


_version_tuple = version_key  # the one version parser (`spec.version`)


def _strictly_applies(note, written: frozenset[str], facts) -> bool:
    """Every modifier set the note lists is written (the extracted conditions are often too loose
    to read as alternatives, so we only trust a note whose whole condition is present).
    A bare state space never counts as a trigger. A note the overlay marks `any_of` (measured with
    ptxas) applies when any one of its alternatives is written."""
    if note.any_of:
        return note.applies(written)
    if len(note.when_any) > 1 and all(len(cond) == 1 for cond in note.when_any) \
            and all(facts.type(m) is not None for cond in note.when_any for m in cond[0]):
        # alternatives that are all types (`.bf16` or `.bf16x2`) do read as "any of"
        return any(m in written for cond in note.when_any for m in cond[0])
    for cond in note.when_any:
        for anyof in cond:
            if not any(m in written and not (facts.state_space(m) is not None and "::" not in m) for m in anyof):
                return False
    return True


def _one_qualifier_alternatives(when_any) -> bool:
    """Several alternatives, each one modifier, all values of one `::` qualifier (`.kind::*`)."""
    if len(when_any) < 2 or not all(len(cond) == 1 and len(cond[0]) == 1 for cond in when_any):
        return False
    heads = {cond[0][0].split("::", 1)[0] for cond in when_any if "::" in cond[0][0]}
    return len(heads) == 1 and all("::" in cond[0][0] for cond in when_any)


def _all_of(facts, archs: list[list[str]]) -> list[str]:
    """One "any of these targets" list for targets that satisfy every list: the entries of each list
    that themselves satisfy all the others (exact when `a` targets are involved; never narrower)."""
    def satisfies(target: str, options: list[str]) -> bool:
        return any(facts.target_satisfies(target, o) for o in options)

    out: list[str] = []
    for i, options in enumerate(archs):
        others = archs[:i] + archs[i + 1:]
        out.extend(a for a in options if a not in out and all(satisfies(a, o) for o in others))
    return out


def _form_requirement(instruction, form, written: frozenset[str]) -> _Req:
    """(min version, min sm, arch targets) of one form; silent (None) wherever the notes are unclear.

    Unconditional notes of a section are often feature notes whose condition the extraction lost,
    so the base requirement is the least demanding of them (a matching "supported on all targets"
    note counts too); notes whose whole condition is written raise it. A note about particular
    forms (`Note.form_match`, the spec's reading of `db.requirement(..., form=form)`) is skipped for
    other forms and is a hard requirement of its own; `conditional` notes never raise anything.
    """
    facts = load().facts
    base_ptx: list[str] = []
    base_sm: list[int] = []
    base_arch: list[str] = []
    arch_only = True
    min_sm: int | None = None
    arch: list[str] = []
    alt_archs: list[list[str]] = []  # one list per "any of" note on a written qualifier value
    by_condition: dict[tuple, list] = {}  # modifier-specific version notes, by their condition
    form_ptx: str | None = None
    form_sm: int | None = None
    for note in instruction.notes:
        if note.section != form.section:
            continue
        if note.form_match is not None:
            if note.form_match not in form.template:
                continue  # about another form of this section (`min` with three inputs)
            if not note.conditional and not note.when_any:
                if note.kind == "ptx" and note.ptx and (form_ptx is None
                                                        or _version_tuple(note.ptx) > _version_tuple(form_ptx)):
                    form_ptx = note.ptx
                elif note.kind == "target" and note.min_sm is not None:
                    form_sm = max(form_sm or 0, note.min_sm)
                continue
        # every note bounds the base from below: the instruction existed at its least demanding note
        if note.kind == "ptx" and note.ptx:
            base_ptx.append(note.ptx)
        elif note.kind == "target":
            if note.all:
                base_sm.append(0)
                arch_only = False
            elif note.min_sm is not None:
                base_sm.append(note.min_sm)
                arch_only = False
            elif note.sm:
                base_sm.append(min(note.sm))
                arch_only = False
            elif note.arch and not note.when_any and not note.conditional:
                base_arch.extend(a for a in note.arch if a not in base_arch)
        if not note.when_any or note.conditional:
            continue
        if note.kind == "target" and note.arch and not note.min_sm and _one_qualifier_alternatives(note.when_any):
            # `.kind::f16`, `.kind::tf32`, ... are values of one qualifier, so only one can be written:
            # such a note reads as "any of" (tcgen05.mma's supported targets); it decides only where no
            # note on a written modifier does. Two such notes on two written qualifiers (`.kind::*` and
            # `.scale_vec::*`) both hold.
            if any(m in written for cond in note.when_any for m in cond[0]):
                alt_archs.append(list(note.arch))
            continue
        if not _strictly_applies(note, written, facts) or "without" in note.text:
            continue  # a negated condition ("without .x") is not modelled: stay silent
        if note.kind == "ptx" and note.ptx:
            if not note.for_sm:  # target-specific versions are applied with the file's target
                by_condition.setdefault(note.when_any, []).append(note)
        elif note.kind == "target":
            if note.min_sm is not None and (min_sm is None or note.min_sm > min_sm):
                min_sm = note.min_sm
            if note.arch:
                arch.extend(a for a in note.arch if a not in arch)
    low = min(base_ptx, key=_version_tuple) if base_ptx else None
    # A modifier note is an error below the version ptxas needs too: its own, or the lower one the
    # overlay measured (`ptxas_ptx`); notes with one condition and several versions are split by a
    # target we do not model (cvt .e4m3x2: 7.8 for sm_90, 8.1 for sm_89), so only the lowest is sure.
    # Between that and the highest stated version the spelling is a warning.
    hard: str | None = None
    ptx: str | None = None
    for notes in by_condition.values():
        lo = min((n.ptxas_ptx or n.ptx for n in notes), key=_version_tuple)
        hi = max((n.ptx for n in notes), key=_version_tuple)
        if hard is None or _version_tuple(lo) > _version_tuple(hard):
            hard = lo
        if ptx is None or _version_tuple(hi) > _version_tuple(ptx):
            ptx = hi
    if hard is not None and (low is None or _version_tuple(hard) > _version_tuple(low)):
        low = hard
    if form_ptx is not None and (low is None or _version_tuple(form_ptx) > _version_tuple(low)):
        low = form_ptx
    if form_sm is not None:
        base_sm = [max(b, form_sm) for b in base_sm] or [form_sm]
    if ptx is not None and low is not None and _version_tuple(ptx) <= _version_tuple(low):
        ptx = None
    if base_sm:
        low_sm = min(base_sm)
        if min_sm is None or low_sm > min_sm:
            min_sm = low_sm
    if not arch and alt_archs:
        arch = _all_of(facts, alt_archs)
    if arch_only and base_arch and not arch:
        arch = base_arch
    return (low, ptx), min_sm or None, tuple(arch)


def _spec_version(instruction, form, modifiers: tuple[str, ...]
                  ) -> tuple[str | None, frozenset[tuple[tuple[int, ...], str]]]:
    """The version `db.requirement(..., form=form)` asks for, read the way ptxas enforces it.

    The spec's requirement honours `Note.form_match` and keeps `conditional` notes as hints. Its
    version notes are grouped by condition: within a group (the unconditional notes of a section,
    or notes that one target we do not model splits, as cvt `.e4m3x2`: 7.8 for sm_90, 8.1 for
    sm_89) only the lowest is sure, lowered further to `Note.ptxas_ptx` where ptxas is measured
    to accept the feature early; across groups the highest wins. Notes for particular targets
    (`Note.for_sm`) come back separately, for the caller to apply when the file targets one of them.
    """
    try:
        req = load().requirement(instruction, list(modifiers), form=form)
    except Exception:  # noqa: BLE001 - a spec gap must never turn into a false error
        return None, frozenset()
    per_target = frozenset((n.for_sm, n.ptxas_ptx or n.ptx) for n in req.hints
                           if n.kind == "ptx" and n.ptx and n.for_sm and not n.conditional)
    groups: dict[tuple, list] = {}
    for note in req.notes:
        if note.kind == "ptx" and note.ptx:
            groups.setdefault(note.when_any, []).append(note)
    hard: str | None = None
    for notes in groups.values():
        lo = min((n.ptxas_ptx or n.ptx for n in notes), key=_version_tuple)
        if hard is None or _version_tuple(lo) > _version_tuple(hard):
            hard = lo
    return hard, per_target


@sized_cache(1 << 20, lambda key, legal: 200 + 60 * len(key[1]))
def legal_spelling(opcode: str, modifiers: tuple[str, ...]) -> bool:
    """Whether `opcode.modifiers` is a complete, legal spelling: some form matches it exactly (in any
    order ptxas accepts) and no legality rule (`spec.legality`) objects. Fix suggestions are checked
    with this, so a message never advises a spelling that is itself an error."""
    db = load()
    res, canonical = resolve_in_spec_order(db, opcode, modifiers)
    if not res.forms:
        return False
    modifiers = canonical or modifiers
    return not legality().violations(res.instruction.name, modifiers)


@dataclass(frozen=True)
class Repairs:
    """Spellings one edit away that are legal: insert before `index`, replace it, or remove a modifier."""

    inserts: tuple[str, ...]
    replacements: tuple[str, ...]
    removals: tuple[int, ...]


@sized_cache(2 << 20, lambda key, found: 300 + 60 * (len(key[1]) + len(found.inserts) + len(found.replacements)))
def repairs(opcode: str, modifiers: tuple[str, ...], index: int) -> Repairs:
    """Legal one-edit spellings around modifier `index` (`legal_spelling` checks each candidate)."""
    members = sorted(_family_members(opcode) - set(load().instructions_named(opcode)[0].name_tokens[:1]))
    inserts, replacements = [], []
    if len(members) <= 400:
        for m in members:
            if m in modifiers:
                continue
            if legal_spelling(opcode, modifiers[:index] + (m,) + modifiers[index:]):
                inserts.append(m)
            if index < len(modifiers) and legal_spelling(opcode, modifiers[:index] + (m,) + modifiers[index + 1:]):
                replacements.append(m)
    removals = tuple(k for k in range(len(modifiers)) if legal_spelling(opcode, modifiers[:k] + modifiers[k + 1:]))
    return Repairs(tuple(_spec_order(opcode, inserts)), tuple(_spec_order(opcode, replacements)), removals)


def _spec_order(opcode: str, items: list[str]) -> list[str]:
    """Modifiers in the order the spec's forms list them (so `.eq` comes before `.ne`, `.rn` before `.rz`)."""
    order: dict[str, int] = {}
    for instr in load().instructions_named(opcode):
        for form in instr.forms:
            for slot in form.slots:
                for tokens in slot.member_tokens:
                    for t in tokens:
                        order.setdefault(t, len(order))
    return sorted(items, key=lambda m: order.get(m, len(order)))


def _closest_first(modifier: str, candidates: tuple[str, ...]) -> tuple[str, ...]:
    """Candidates of the same size as `modifier` first (`abs.u32` -> `.s32` before `.s16`), stable otherwise."""
    facts = load().facts
    have = facts.type(modifier)
    if have is None:
        return candidates

    def group(t) -> str:
        return "integer" if t.kind in ("signed", "unsigned", "bit") else t.kind

    def distance(c: str) -> tuple[int, int]:
        t = facts.type(c)
        if t is None:
            return (2, 2)
        return (t.size_bits != have.size_bits, group(t) != group(have))

    return tuple(sorted(candidates, key=distance))


def _shown(items) -> str:
    items = list(items)
    text = ", ".join(f"`{e}`" for e in items[:8])
    return text + (", …" if len(items) > 8 else "")


def _not_allowed_message(opcode: str, modifiers: tuple[str, ...], at: int, mi, fix: Repairs) -> str:
    """The PTX405 message for a modifier no form accepts where it stands, naming only legal fixes."""
    bad = modifiers[at] if at < len(modifiers) else mi.modifier
    parts = []
    if fix.inserts:
        parts.append(f"add one of {_shown(fix.inserts)}")
    if fix.replacements:
        parts.append(f"replace `{bad}` with {_shown(fix.replacements)}")
    removable = [modifiers[k] for k in fix.removals]
    if removable:
        parts.append("remove " + " or ".join(f"`{m}`" for m in removable[:3]))
    if not parts:
        shown = _shown(mi.expected)
        return f"`{opcode}` needs one of {shown} before `{bad}`; add the missing modifier"
    head = f"`{opcode}` is missing a modifier before `{bad}`" if fix.inserts else \
        f"`{opcode}{''.join(modifiers)}` is not a valid combination"
    return head + ": " + "; or ".join(parts)


def _vector_too_wide(instr, modifiers: tuple[str, ...]) -> ModIssue | None:
    """PTX306: a `.vN` vector of a type wider than the instruction moves (ptxas: "Vector type too large").

    The limit is 128 bits, or 256 for instructions whose forms offer `.v8` (the 256-bit `ld`/`st`):
    derived from the forms, so no instruction is named here.
    """
    facts = load().facts
    found = _vector_bits(modifiers)
    if found is None:
        return None
    index, bits, sized = found
    limit = 256 if _offers_v8(instr) else 128
    spaces = [m for m in modifiers if facts.state_space(m) is not None]
    if bits > 128 and limit > 128 and spaces and not all(m.split("::")[0] == ".global" for m in spaces):
        return ModIssue(index, "PTX306", f"`{modifiers[index]}{sized.name}` is {bits} bits, which `{instr.name}` "
                        f"moves only in `.global` (ptxas); use at most 128 bits here")
    if bits <= limit:
        return None
    return ModIssue(index, "PTX306", f"`{modifiers[index]}{sized.name}` is {bits} bits; `{instr.name}` moves "
                    f"vectors of at most {limit} bits: use fewer elements or a narrower type")


def _vector_bits(modifiers: tuple[str, ...]) -> tuple[int, int, Any] | None:
    """(index of the `.vN` modifier, bits the vector holds, its element type) of a spelling with one
    vector size and one fundamental type, or None."""
    facts = load().facts
    lanes = [(i, int(m[2:])) for i, m in enumerate(modifiers) if m[:2] == ".v" and m[2:].isdigit()]
    types = [facts.type(m) for m in modifiers]
    sized = [t for t in types if t is not None and t.fundamental and t.kind != "pred"]
    if len(lanes) != 1 or len(sized) != 1:
        return None
    return lanes[0][0], lanes[0][1] * sized[0].size_bits, sized[0]


def _offers_v8(instr) -> bool:
    return any(".v8" in slot.members for form in instr.forms for slot in form.slots)


# 256-bit loads and stores (`.v8.b32`, `.v4.b64`, §9.7.10.8/9): PTX ISA 8.8 and sm_100 or higher, whichever
# spelling (ptxas 13.0/13.5: "Feature '256 bit wide load/store' requires ...")
_WIDE_VECTOR = ("8.8", 100)


def _words(name: str) -> set[str]:
    """Words of an operand or group name: `cache-policy`, `cache_hint`, and camelCase `ignoreBytesLeft`
    (paired with `.ignore_oob`, PTX ISA 9.2) all split into their words."""
    name = re.sub(r"(?<=[a-z])(?=[A-Z])", "_", name)
    return {w for w in name.replace("::", "_").replace("-", "_").replace(".", "_").lower().split("_") if len(w) >= 4}


def _operands_without_their_modifier(form, written: frozenset[str]) -> set[str]:
    """Optional operands that belong to an optional modifier group which is not written.

    The spec pairs them by name (`{.level::cache_hint}` and `{, cache-policy}`): the operand is
    only allowed together with a member of its group.
    """
    out: set[str] = set()
    for operand in form.operands:
        if not operand.optional:
            continue
        words = _words(operand.name)
        for slot in form.slots:
            # a named group (`{.level::cache_hint}`) or an optional literal (`{.ignore_oob}`)
            label = slot.group or (slot.members[0] if len(slot.members) == 1 else "")
            if slot.optional and label and words & _words(label):
                if not any(t in written for tokens in slot.member_tokens for t in tokens):
                    out.add(operand.name)
    return out


def _label_positions(layouts) -> frozenset[int]:
    """Operand positions that are labels in every matched form (`bra`'s target)."""
    if not layouts:
        return frozenset()
    common = None
    for lay in layouts:
        here = {i for i, e in enumerate(lay) if e.kind == "label"}
        common = here if common is None else common & here
    return frozenset(common or ())


def _optional(operand) -> bool:
    """Optional per the spec, or written `{ name }` (a lone braced name is the spec's optional mark)."""
    if operand.optional:
        return True
    text = operand.text.strip()
    return text.startswith("{") and text.endswith("}") and "," not in text


def _family_head(opcode: str, modifiers: tuple[str, ...]) -> tuple[ModIssue, ...]:
    """`cp.ca.shared.global`, `cp.commit_group`, `mbarrier.shared.b64`: a first word that is only the
    start of longer names (`cp.async`, `mbarrier.init`) with none of their second words among the
    modifiers.
    ptxas: "Not a name of any known instruction". Silent when the word is an instruction by itself
    or a second word matches (the spec's forms decide then)."""
    names = [i.name for i in load().instructions_named(opcode)]
    if not names or opcode in names:
        return ()
    seconds = sorted({name.split(".")[1] for name in names if "." in name})
    words = {m.lstrip(".").split("::")[0] for m in modifiers}  # `match.any.sync`: not always the first
    if not seconds or words & set(seconds):
        return ()
    shown = ", ".join(f"`{opcode}.{w}`" for w in seconds[:6]) + (", …" if len(seconds) > 6 else "")
    wrote = opcode + (modifiers[0] if modifiers else "")
    hint = _modifier_suggestion_from(frozenset(f".{w}" for w in seconds), modifiers[0]) if modifiers else None
    message = f"`{wrote}` is not an instruction; `{opcode}` starts {shown}"
    return (ModIssue(None, "PTX401", message, f"{opcode}{hint}" if hint else None),)


def without_repeats(modifiers: tuple[str, ...]) -> tuple[int, ...]:
    """Indexes of the modifiers left when a repeat of one ptxas takes twice (`ptxas_repeatable_modifiers`:
    `.sync`, `.sat`, `.approx` ...) is dropped."""
    repeatable = ptxas_repeatable_modifiers()
    seen: set[str] = set()
    kept = []
    for i, m in enumerate(modifiers):
        if m in seen and m in repeatable:
            continue
        seen.add(m)
        kept.append(i)
    return tuple(kept)


_CACHE_OPERATORS = frozenset((".ca", ".cg", ".cs", ".lu", ".cv", ".wb", ".wt"))


def _ptxas_tolerates(opcode: str, modifier: str) -> bool:
    """A surplus modifier ptxas 13.5 accepts where no form of the spec has a slot for it, measured with
    `tools/modifier_clash_sweep.py` (a modifier of the same opcode inserted into every generated
    spelling; seeds 7–10: about 3,800 spellings no form takes each, 99.6–99.9% rejected by ptxas):
    state spaces in `fence.proxy.*`, a further type in `mma`/`wmma`, `.satfinite` in `wmma.mma`,
    cache operators on `sust.p`, anything beside `prefetch.L1::32B`, `.b128` in `cp.async.bulk`,
    `.ftz` on `rcp.f64`, `.b2` in `tcgen05.ld`. Such a spelling gets no PTX413 (a warning, since the
    tail of such leniencies is long)."""
    if opcode == "fence":
        return modifier.startswith((".shared", ".global", ".sync_restrict"))
    if opcode in ("mma", "wmma"):
        return modifier == ".satfinite" or load().facts.type(modifier) is not None
    if opcode == "sust":
        return modifier in _CACHE_OPERATORS
    return opcode == "prefetch" or (opcode, modifier) in (("cp", ".b128"), ("rcp", ".ftz"), ("tcgen05", ".b2"))


def _weigh_info(key: tuple, info: InstrInfo) -> int:
    """About how many bytes one `instr_info` entry holds: the spelling, its operand layouts and issues."""
    return 400 + 60 * len(key[1]) + 150 * sum(len(form) for form in info.forms) + 250 * len(info.issues)


# keyed by every spelling checked, hovered or completed (each typo is a new key): bounded by bytes (issue 16)
@sized_cache(8 << 20, _weigh_info)
def instr_info(opcode: str, modifiers: tuple[str, ...]) -> InstrInfo:
    """The cached spec verdict for one spelling (see `InstrInfo`)."""
    db = load()
    if not db.instructions_named(opcode):
        hint = _opcode_suggestion(opcode)
        msg = f"unknown instruction `{opcode}`" + (f"; did you mean `{hint}`?" if hint else "")
        return InstrInfo(False, None, (ModIssue(None, "PTX401", msg, hint),), blocking=True)
    head = _family_head(opcode, modifiers)
    if head:
        return InstrInfo(True, None, head, blocking=True)
    kept = without_repeats(modifiers)
    if len(kept) < len(modifiers):  # `.sync.sync`: ptxas reads it as one `.sync`, so do we
        info = instr_info(opcode, tuple(modifiers[i] for i in kept))
        return replace(info, issues=tuple(mi if mi.index is None or mi.index >= len(kept)
                                          else replace(mi, index=kept[mi.index]) for mi in info.issues))
    # ptxas accepts modifiers in any order (`atom.add.release.gpu`): match the spec's order
    res, canonical = resolve_in_spec_order(db, opcode, modifiers)
    instr = res.instruction
    if instr is None:
        return InstrInfo(True, None, ())
    matched = canonical or tuple(modifiers)
    order_note = None
    if canonical is not None:
        order_note = ModIssue(None, "PTX406", f"the modifiers are not in the spec's order; ptxas accepts "
                              f"them, the documented spelling is `{opcode}{''.join(canonical)}`", "".join(canonical))
    issues: list[ModIssue] = []
    members = _family_members(opcode)
    for index, mod in enumerate(modifiers):
        if mod in members:
            continue
        if db.facts.type(mod) is not None and not db.facts.subword_type_allowed(opcode, mod):
            issues.append(ModIssue(index, "PTX312", f"`{opcode}` does not accept `{mod}` (sub-word types are "
                                   f"restricted, §5.2.2); use a bit type such as `.b16`/`.b32` instead"))
            continue
        if mod in _all_modifiers():
            fix = repairs(opcode, tuple(modifiers), index)
            fix = replace(fix, replacements=_closest_first(mod, fix.replacements))
            if fix.replacements:
                issues.append(ModIssue(index, "PTX403", f"`{opcode}` does not take `{mod}`; use "
                                       f"{_shown(fix.replacements)}",
                                       fix.replacements[0] if len(fix.replacements) == 1 else None,
                                       fix.replacements))
            elif index in fix.removals or not fix.removals:
                issues.append(ModIssue(index, "PTX403", f"`{mod}` is not a modifier of `{opcode}`; remove it"))
            else:
                issues.append(ModIssue(index, "PTX403", f"`{mod}` is not a modifier of `{opcode}`"))
            continue
        repl = _modifier_suggestion_from(members, mod)
        message = f"unknown modifier `{mod}` for `{opcode}`" + (f"; did you mean `{repl}`?" if repl else "")
        issues.append(ModIssue(index, "PTX402", message, repl))
    if not issues and not res.forms:
        found = db.check_modifiers(instr, list(modifiers))
        kinds = {mi.code for mi in found}
        for mi in found:
            if mi.code == "missing" and kinds == {"missing"}:
                fix = repairs(opcode, tuple(modifiers), len(modifiers))
                legal = [e for e in mi.expected if e in fix.inserts] if fix.inserts else list(mi.expected)
                shown = _shown(legal)
                message = mi.message + (f"; add one of {shown}" if shown and "expected" not in mi.message else "")
                issues.append(ModIssue(None, "PTX405", message))
            elif mi.code == "repeated" and mi.modifier:
                twice = list(modifiers).count(mi.modifier) > 1
                issues.append(ModIssue(mi.index, "PTX404", f"`{mi.modifier}` is written twice; remove one" if twice
                                       else mi.message + "; keep one modifier of the group"))
            elif mi.code == "not_allowed" and mi.expected and not set(mi.expected) & set(modifiers) \
                    and kinds == {"not_allowed"} and len(found) == 1:
                at = mi.index if mi.index is not None else len(modifiers)
                fix = repairs(opcode, tuple(modifiers), at)
                issues.append(ModIssue(None, "PTX405", _not_allowed_message(opcode, tuple(modifiers), at, mi, fix)))
            elif mi.code == "out_of_order":
                issues.append(ModIssue(mi.index, "PTX406", mi.message))
        if not issues:
            # no form takes the modifiers together, and "expected …" would name modifiers already
            # written (`ld.volatile.sys.global.u64`: ptxas "'.volatile' cannot be combined with '.sys'")
            clash = next((mi for mi in found if mi.code == "not_allowed" and mi.index is not None
                          and mi.modifier and not _ptxas_tolerates(opcode, mi.modifier)), None)
            if clash is not None and not legality().violations(instr.name, matched):  # (they name the rule)
                others = "".join(m for i, m in enumerate(modifiers) if i != clash.index)
                issues.append(ModIssue(clash.index, "PTX413", f"`{clash.modifier}` cannot be combined with the "
                                       f"other modifiers of `{opcode}{others}`: no form of `{instr.name}` "
                                       f"takes them together, and ptxas rejects most such spellings; remove it "
                                       f"or change the others"))
    if res.forms and order_note is None and not issues:
        try:
            found = db.check_modifiers(instr, list(modifiers))
        except Exception:  # noqa: BLE001
            found = ()
        for mi in found:
            if mi.code == "out_of_order":
                spelled = re.search(r"`((?:\.[\w:]+)+)`", mi.message)
                order_note = ModIssue(None, "PTX406", mi.message + " (ptxas accepts this order)",
                                      spelled.group(1) if spelled else None)
                break
    if res.forms and not issues:
        wide = _vector_too_wide(instr, modifiers)
        if wide is not None:
            issues.append(wide)
    if not issues:
        # rules between modifier groups (comparison × type, operation × type, cvt rounding, the tables
        # of spec.legality); they hold whatever form the spelling matches, so they also speak where no
        # form matches and nothing else is reported (`mbarrier.arrive.cluster`: `{.sem.scope}` is one slot)
        for v in legality().violations(instr.name, matched):
            if v.index is None:
                issues.append(ModIssue(None, "PTX405", v.message, None))
            else:
                index = modifiers.index(matched[v.index]) if matched[v.index] in modifiers else None
                repl = v.allowed[0] if len(v.allowed) == 1 else None
                issues.append(ModIssue(index, "PTX403", v.message, repl, v.allowed))
    if order_note is not None and not issues:
        issues.append(order_note)
    written = frozenset(modifiers)
    layouts: list[tuple[Expected, ...]] = []
    reqs: list[_Req] = []
    form_reqs: list[tuple[tuple[Expected, ...] | None, _Req]] = []
    per_target: frozenset | None = None  # target-specific versions every matched form has
    vector = _vector_bits(tuple(modifiers))
    wide = vector is not None and vector[1] > 128 and _offers_v8(instr)
    for form in res.forms:
        try:
            expected = db.expected_operands(form, list(matched))
        except Exception:  # noqa: BLE001 - a spec gap must never turn into a false error
            expected = None
        layout = None
        if expected is not None:
            unusable = _operands_without_their_modifier(form, frozenset(modifiers))
            layout = [Expected(e["operand"].kind, e["operand"].role, _optional(e["operand"]), e.get("type"),
                               e.get("vector"), bool(e["operand"].pair), e["operand"].type_slot, access,
                               e["operand"].name, e["operand"].selector,
                               len(e["operand"].elements) if e["operand"].kind == "address" else 0)
                      for e, access in zip(expected, form.access, strict=False)]
            names = [e["operand"].name for e in expected]
            # an optional operand whose modifier is not written cannot be given, wherever it stands
            # (`size{, ignoreBytesLeft, ignoreBytesRight}, [mbar]` without `.ignore_oob`)
            layout = tuple(e for e, n in zip(layout, names, strict=True) if not (e.optional and n in unusable))
            layouts.append(layout)
        (low, cond), sm, arch = _form_requirement(instr, form, written)
        spec, targeted = _spec_version(instr, form, matched)
        per_target = targeted if per_target is None else per_target & targeted
        if spec is not None and (low is None or _version_tuple(spec) > _version_tuple(low)):
            low = spec
        if wide and (low is None or _version_tuple(low) < _version_tuple(_WIDE_VECTOR[0])):
            low = _WIDE_VECTOR[0]
        if wide and (sm is None or sm < _WIDE_VECTOR[1]):
            sm = _WIDE_VECTOR[1]
        if cond is not None and low is not None and _version_tuple(cond) <= _version_tuple(low):
            cond = None
        reqs.append(((low, cond), sm, arch))
        form_reqs.append((layout, reqs[-1]))
    # the least demanding matched form decides (the written spelling may fit several forms)
    min_ptx, cond_ptx, min_sm, arch = _combine(reqs)
    return InstrInfo(True, instr.name, tuple(issues), tuple(layouts), min_ptx, min_sm, arch,
                     db.facts.allows_wider_operands(opcode), cond_ptx=cond_ptx, form_reqs=tuple(form_reqs),
                     target_ptx=tuple(sorted(per_target or ())),
                     is_call=any(e.kind == "param_list" for lay in layouts for e in lay),
                     label_positions=_label_positions(layouts),
                     blocking=any(i.code != "PTX406" for i in issues),
                     writes_first=bool(layouts) and all(lay and lay[0].access == "write" for lay in layouts)
                     and not any(e.kind == "param_list" for lay in layouts for e in lay))
