"""Hover text for PTX knowledge: instructions, modifiers, types, state spaces, directives, special
registers, targets and versions — rendered from the spec database, in Markdown and plain text.

**Pure functions of the spec and of what is written; no syntax tree, no LSP.**
**Every name and every sentence shown comes from `ptx_lsp.spec` (our own-words descriptions and the
official section link); this module only arranges them.**
**Markdown and plain text are built from one `Doc`, so both always carry the same facts.**

Why separate from `hover.py`: finding what is under the cursor (tree, symbols, broken text) and
saying what a PTX name means are different jobs; this half is tested on names alone.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ptx_lsp.spec import SpecDB
from ptx_lsp.spec.db import normalize_modifiers, version_tuple
from ptx_lsp.spec.model import Instruction, SyntaxForm


@dataclass
class Doc:
    """A hover document built once and rendered twice (Markdown and plain text)."""

    md: list[str] = field(default_factory=list)
    plain: list[str] = field(default_factory=list)

    def code(self, *lines: str) -> Doc:
        self.md.append("```ptx\n" + "\n".join(lines) + "\n```")
        self.plain.append("\n".join(lines))
        return self

    def para(self, markdown: str, plain: str | None = None) -> Doc:
        self.md.append(markdown)
        self.plain.append(plain if plain is not None else _strip_md(markdown))
        return self

    def bullets(self, title: str, items: Sequence[tuple[str, str]]) -> Doc:
        """A titled list; each item is (markdown, plain)."""
        if not items:
            return self
        head_md = title + "\n" if title else ""
        head_plain = _strip_md(title) + "\n" if title else ""
        self.md.append(head_md + "\n".join(f"- {m}" for m, _ in items))
        self.plain.append(head_plain + "\n".join(f"  {_strip_md(m)}" for m, _ in items))
        return self

    def link(self, url: str, what: str) -> Doc:
        if url:
            self.md.append(f"[PTX ISA: {what}]({url})")
            self.plain.append(f"PTX ISA: {what} — {url}")
        return self

    @property
    def markdown(self) -> str:
        return "\n\n".join(self.md)

    @property
    def plaintext(self) -> str:
        return "\n\n".join(self.plain)


def _strip_md(text: str) -> str:
    return text.replace("**", "").replace("`", "")


def _tick(text: str) -> str:
    return f"`{text}`"


# --- file requirements ---------------------------------------------------------------------------


@dataclass(frozen=True)
class FileTarget:
    """The `.version`/`.target` in force for a file (written, or the settings' defaults)."""

    version: str | None
    targets: tuple[str, ...]
    from_file: bool = True


_TICKED = re.compile(r"`(\.[A-Za-z0-9_:]+)`")


def form_requirement(db: SpecDB, instr: Instruction, form: SyntaxForm | None, modifiers: Sequence[str]) -> Any:
    """`db.requirement` restricted to the notes that concern what is written.

    Two filters: an instruction documented in several sections (`setp` in §9.7.6.2 and, for half
    precision, §9.7.7.2) carries the notes of all of them, and only the matched form's section
    applies; and a note the data leaves unconditioned although its text names a qualifier in
    backticks (``Support for `.unified` qualifier ...``) applies only when that qualifier (or a
    member of the group it names) is written — a false "requires sm_90" on every `ld` is worse
    than no flag.
    """
    written = set(normalize_modifiers(modifiers)) | set(instr.name_tokens[1:])
    groups: dict[str, set[str]] = {}
    for g in instr.groups:  # notes say `.level::eviction_priority` for `.level1::...`/`.level2::...`
        for key in (g.name, re.sub(r"\d", "", g.name)):
            groups.setdefault(key, set()).update(g.members)

    def concerns(note: Any) -> bool:
        if form is not None and len(instr.sections) > 1 and note.section != form.section:
            return False
        if note.when_any:
            return True
        named = _TICKED.findall(note.text)
        if not named:
            return True
        return any(n in written or groups.get(n, set()) & written for n in named)

    return db.requirement(replace(instr, notes=tuple(n for n in instr.notes if concerns(n))), modifiers)


def validator_requirement(opcode: str, modifiers: Sequence[str]) -> tuple[str | None, int | None, tuple[str, ...]] | None:
    """(PTX version, minimum sm, arch targets) the validator holds the written spelling to.

    Hover flags exactly what the diagnostics flag (PTX501/PTX502), so it reads the validator's
    cached verdict; None when the validator cannot say (then the spec's own requirement is shown).
    """
    try:
        from ptx_lsp.analysis.diagnostics.instructions import instr_info

        info = instr_info(opcode, tuple(modifiers))
    except Exception:
        return None
    if not info.known_opcode or info.name is None:
        return None
    versions = [v for v in (info.min_ptx, info.cond_ptx) if v]
    ptx = max(versions, key=version_tuple) if versions else None
    return ptx, info.min_sm, tuple(info.arch)


def requirement_lines(
    db: SpecDB, instr: Instruction, modifiers: Sequence[str], file: FileTarget | None, form: SyntaxForm | None = None
) -> Doc:
    """The PTX version and target the written instruction needs, flagged when the file is below."""
    doc = Doc()
    verdict = validator_requirement(instr.opcode, modifiers)
    if verdict is None:
        req = form_requirement(db, instr, form, modifiers)
        verdict = (req.ptx, req.min_sm, tuple(req.arch))
    ptx, min_sm, arch = verdict
    parts_md: list[str] = []
    if ptx:
        parts_md.append(f"PTX ISA {ptx}")
    if min_sm:
        parts_md.append(f"`sm_{min_sm}` or higher")
    if arch:
        parts_md.append("one of " + ", ".join(_tick(a) for a in arch))
    if not parts_md:
        return doc
    doc.para("**Requires** " + " and ".join(parts_md) + ".")
    if file is None:
        return doc
    where = "this file declares" if file.from_file else "the default (no directive in this file) is"
    if ptx and file.version:
        try:
            low = version_tuple(file.version) < version_tuple(ptx)
        except ValueError:
            low = False
        if low:
            doc.para(f"⚠ {where} `.version {file.version}`; this needs `.version {ptx}` or later.")
    facts = db.facts
    if facts is not None and file.targets:
        archs = [facts.target(t) for t in file.targets]
        archs = [a for a in archs if a is not None and a.arch is not None]
        if archs:
            target = archs[0]
            if min_sm and target.arch < min_sm:
                doc.para(f"⚠ {where} `.target {target.name}`; this needs `sm_{min_sm}` or higher.")
            elif arch and not arch_ok(facts, target, arch):
                doc.para(
                    f"⚠ {where} `.target {target.name}`; this needs one of "
                    + ", ".join(_tick(a) for a in arch) + "."
                )
    return doc


def availability(instr: Instruction, modifier: str) -> str | None:
    """Per-variant availability of one modifier from the notes that name it: "PTX 9.4, sm_107f".

    Each note group reads "PTX <version>" and its targets ("sm_90 or higher", or the arch/family
    targets joined by "or"); several groups (a modifier introduced for one form in 9.1 and for another
    in 9.2) are joined by "; ". None when no note names the modifier.
    """
    versions: list[str] = []
    targets: list[str] = []
    for note in instr.notes:
        if not note.when_any or note.conditional or note.for_sm:
            continue
        if not any(modifier in anyof for cond in note.when_any for anyof in cond):
            continue
        if note.ptx and note.ptx not in versions:
            versions.append(note.ptx)
        if note.min_sm and f"sm_{note.min_sm} or higher" not in targets:
            targets.append(f"sm_{note.min_sm} or higher")
        if note.arch:
            text = " or ".join(note.arch)
            if text not in targets:
                targets.append(text)
    if not versions and not targets:
        return None
    parts = [f"PTX {v}" for v in sorted(versions, key=version_tuple)[:1]] + targets[:2]
    return ", ".join(parts)


def arch_ok(facts: Any, target: Any, wanted: Sequence[str]) -> bool:
    """Whether an arch/family-specific requirement is met by `target` (same name or same family)."""
    if target.name in wanted:
        return True
    satisfies = getattr(facts, "target_satisfies", None)
    if satisfies is not None:
        return any(satisfies(target.name, w) for w in wanted)
    for name in wanted:
        info = facts.target(name)
        if info is None:
            continue
        if info.variant == "f" and target.variant in ("a", "f") and target.arch // 10 == (info.arch or 0) // 10 \
                and target.arch >= (info.arch or 0):
            return True
    return False


# --- instructions and modifiers ------------------------------------------------------------------


def assign_slots(form: SyntaxForm, mods: Sequence[str]) -> list[tuple[int, int, str]] | None:
    """Which slot each written modifier fills: (slot index, first modifier index, member), or None.

    Mirrors the spec's matcher (members may span several modifiers, optional slots may be skipped).
    """
    slots = form.slots

    def walk(i: int, j: int) -> list[tuple[int, int, str]] | None:
        if j == len(mods):
            return []
        if i >= len(slots):
            return None
        slot = slots[i]
        for toks, member in zip(slot.member_tokens, slot.members, strict=False):
            if tuple(mods[j : j + len(toks)]) == toks:
                rest = walk(i + 1, j + len(toks))
                if rest is not None:
                    return [(i, j, member), *rest]
        if slot.optional:
            return walk(i + 1, j)
        return None

    return walk(0, 0)


def section_of(instr: Instruction, form: SyntaxForm | None) -> Any:
    """The section that defines `form` (`abs.bf16` is the half-precision `abs`), else the instruction's first."""
    if form is not None:
        for section in instr.sections:
            if section.number == form.section:
                return section
    return instr.sections[0] if instr.sections else None


def best_form(db: SpecDB, opcode: str, modifiers: Sequence[str]) -> tuple[Instruction | None, SyntaxForm | None, tuple[str, ...]]:
    """The instruction, the form that fits the written modifiers best, and the normalized modifiers."""
    mods = normalize_modifiers(modifiers)
    res = db.resolve(opcode, mods)
    instr = res.instruction
    if instr is None:
        return None, None, mods
    forms = res.forms or res.partial_forms
    forms = tuple(f for f in forms if f.instruction == instr.name) or forms
    if not forms:
        return instr, (instr.forms[0] if instr.forms else None), mods
    return instr, forms[0], mods


def form_for_operands(
    db: SpecDB, opcode: str, modifiers: Sequence[str], operand_index: int, first_parenthesized: bool | None = None
) -> tuple[Instruction | None, SyntaxForm | None]:
    """The instruction and the matching form that has an operand at `operand_index`.

    `first_parenthesized` tells forms whose first operand is a `( )` list (`call (r), f, ...`)
    from the others; None when the first operand is not written yet.
    """
    instr, form, mods = best_form(db, opcode, modifiers)
    if instr is None:
        return None, None
    res = db.resolve(opcode, mods)
    forms = [f for f in (res.forms or res.partial_forms) if f.instruction == instr.name] or ([form] if form else [])
    for f in forms:
        if len(f.operands) <= operand_index:
            continue
        if first_parenthesized is not None and f.operands and (f.operands[0].kind == "param_list") != first_parenthesized:
            continue
        return instr, f
    return instr, forms[0] if forms else form


def _match_status(db: SpecDB, opcode: str, mods: Sequence[str]) -> str:
    """A warning when the written modifiers are incomplete or match no syntax form ('' when fine)."""
    if db.matching_forms(opcode, mods, complete=True):
        return ""
    if db.matching_forms(opcode, mods, complete=False):
        return f"⚠ `{opcode}{''.join(mods)}` is incomplete: more modifiers are needed."
    instr = db.resolve(opcode, list(mods)).instruction
    if instr is not None and tuple(mods[: len(instr.name_tokens) - 1]) == instr.name_tokens[1:]:
        rest = mods[len(instr.name_tokens) - 1 :]  # `mbarrier.check_layout`, not `mbarrier`
        return f"⚠ No syntax form of `{instr.name}` accepts `{''.join(rest)}`."
    return f"⚠ No syntax form of `{opcode}` accepts `{''.join(mods)}`."


def instruction_doc(
    db: SpecDB, opcode: str, modifiers: Sequence[str], file: FileTarget | None = None
) -> Doc | None:
    """Hover for an opcode: summary, matching form, written modifiers, operands, requirements, link."""
    instr, form, mods = best_form(db, opcode, modifiers)
    if instr is None:
        return None
    doc = Doc()
    written = opcode + "".join(mods)
    if form is not None:
        doc.code(form.template)
    status = _match_status(db, opcode, mods)
    head = f"**{instr.name}**"
    if instr.summary:
        head += " — " + instr.summary
    if instr.deprecated:
        head += " *(deprecated)*"
    doc.para(head)
    if instr.description:
        doc.para(instr.description)
    name_len = len(instr.name_tokens) - 1
    items: list[tuple[str, str]] = []
    path = assign_slots(form, mods) if form is not None else None
    slot_of = {j: i for i, j, _m in path} if path else {}
    for k, mod in enumerate(mods):
        if k < name_len and mod == instr.name_tokens[k + 1]:
            continue  # part of the instruction's name
        group = None
        if form is not None and k in slot_of:
            group = form.slots[slot_of[k]].group
        desc = db.describe_modifier(instr, form, mod) or ""
        label_md = _tick(mod) + (f" ({_tick(group)})" if group else "")
        items.append((f"{label_md} — {desc}" if desc else label_md, f"{mod}{f' ({group})' if group else ''}: {desc}"))
    doc.bullets(f"Modifiers in `{written}`:", items)
    if status:
        doc.para(status)
    if form is not None:
        ops = []
        for exp in db.expected_operands(form, mods):
            op = exp["operand"]
            typ = exp.get("type")
            types = exp.get("types") or ()
            vec = exp.get("vector")
            type_text = typ or (" / ".join(types[:6]) + (" …" if len(types) > 6 else "") if types else "")
            if vec and type_text:
                type_text = f".v{vec}{type_text}" if typ else f"vector of {vec}: {type_text}"
            extra = " (optional)" if op.optional else ""
            md = f"`{op.text}` — {op.role} {op.kind}{extra}" + (f", `{type_text}`" if type_text else "")
            plain = f"{op.text}: {op.role} {op.kind}{extra}" + (f", {type_text}" if type_text else "")
            ops.append((md, plain))
        doc.bullets("Operands:", ops)
    req = requirement_lines(db, instr, mods, file, form)
    doc.md.extend(req.md)
    doc.plain.extend(req.plain)
    section = section_of(instr, form)
    doc.link(section.url if section else instr.url, f"§{section.number} {section.title}" if section else instr.name)
    return doc


def modifier_doc(db: SpecDB, opcode: str, modifiers: Sequence[str], index: int) -> Doc | None:
    """Hover for the modifier `modifiers[index]` of an instruction: its meaning here and its group."""
    instr, form, mods = best_form(db, opcode, modifiers)
    if instr is None or not (0 <= index < len(mods)):
        return None
    mod = mods[index]
    name_len = len(instr.name_tokens) - 1
    if index < name_len and mod == instr.name_tokens[index + 1]:
        return instruction_doc(db, opcode, modifiers)  # part of the name: the instruction itself
    group_slot = None
    if form is not None:
        for i, j, member in assign_slots(form, mods) or ():
            slot = form.slots[i]
            width = len(slot.member_tokens[slot.members.index(member)])
            if j <= index < j + width:
                group_slot = slot
                break
        if group_slot is None:
            group_slot = next((s for s in form.slots if mod in s.members), None)
    desc = db.describe_modifier(instr, form, mod)
    doc = Doc()
    group = group_slot.group if group_slot is not None else None
    title = f"**`{mod}`** in `{instr.name}`"
    if group:
        gdesc = db.describe_group(instr, group)
        title += f" — group `{group}`" + (f": {gdesc}" if gdesc else "")
    doc.para(title)
    doc.para(desc or "No description of this modifier is recorded for this instruction.")
    available = availability(instr, mod)
    if available:
        doc.para(f"**Available:** {available}.")
    members = list(group_slot.members) if group_slot is not None else []
    union = instr.group(group) if group else None
    if union is not None:  # a form may pin a group to one member; the group has them all
        members += [m for m in union.members if m not in members]
    if len(members) > 1:
        others = []
        for member in members:
            if member == mod:
                continue
            d = db.describe_modifier(instr, form, member)
            swapped = [*mods[:index], *("." + t for t in member.split(".")[1:]), *mods[index + 1:]]
            fits = bool(db.matching_forms(opcode, swapped, complete=True))
            note = "" if fits else " *(not with the other modifiers written here)*"
            others.append((f"`{member}` — {d}{note}" if d else f"`{member}`{note}", ""))
        doc.bullets(f"Other choices{f' in `{group}`' if group else ''}:", others)
        if group_slot is not None and group_slot.optional:
            doc.para("This group is optional.")
    type_line = _type_line(db, mod)
    if type_line:
        doc.para(type_line)
    section = section_of(instr, form)
    doc.link(section.url if section else instr.url, f"§{section.number} {section.title}" if section else instr.name)
    return doc


def _type_line(db: SpecDB, name: str) -> str:
    """`.bf16x2`: 32 bits; declare registers as `.b32` — for a type written as a modifier."""
    t = db.facts.type(name) if db.facts is not None else None
    if t is None:
        return ""
    parts = []
    if t.size_bits:
        parts.append(f"{t.size_bits} bits")
    if t.register_types and t.register_types != (t.name,):
        parts.append("declare registers as " + " or ".join(_tick(r) for r in t.register_types))
    return f"Type `{t.name}`: " + "; ".join(parts) + "." if parts else ""


def kernel_directive(db: SpecDB) -> str | None:
    """The function directive that declares kernels (its syntax names a kernel), e.g. for `call` targets."""
    facts = db.facts
    if facts is None:
        return None
    return next((d.name for d in facts.directives
                 if d.category == "function" and any("kernel" in s for s in d.syntax)), None)


# --- facts ---------------------------------------------------------------------------------------


def _since(min_version: str | None, min_target: str | None) -> str:
    parts = []
    if min_version:
        parts.append(f"PTX ISA {min_version}")
    if min_target:
        parts.append(f"`{min_target}`")
    return ("Requires " + " and ".join(parts) + ".") if parts else ""


def type_doc(db: SpecDB, name: str) -> Doc | None:
    """Hover for a type: kind, size, alignment, compatible types, register type for packed formats."""
    facts = db.facts
    t = facts.type(name) if facts is not None else None
    if t is None:
        return None
    doc = Doc()
    doc.para(f"**`{t.name}`** — {t.summary}")
    props = []
    if t.size_bits:
        props.append((f"size {t.size_bits} bits", f"size {t.size_bits} bits"))
    if t.align_bytes:
        props.append((f"alignment {t.align_bytes} bytes", f"alignment {t.align_bytes} bytes"))
    props.append((f"kind: {t.kind.replace('_', ' ')}" + (" (fundamental)" if t.fundamental else ""),
                  f"kind: {t.kind.replace('_', ' ')}" + (" (fundamental)" if t.fundamental else "")))
    if t.element_type and t.lanes:
        props.append((f"{t.lanes} × `{t.element_type}`", f"{t.lanes} x {t.element_type}"))
    regs = [r for r in t.register_types if r != t.name]
    if regs:
        props.append(("declare registers as " + " or ".join(_tick(r) for r in t.register_types),
                      "declare registers as " + " or ".join(t.register_types)))
    doc.bullets("", props)
    if t.fundamental and t.kind not in ("opaque", "pred"):
        compatible = [
            o.name for o in facts.types
            if o.name != t.name and o.fundamental and o.kind not in ("opaque", "pred")
            and _safe_compatible(facts, t.name, o.name)
        ]
        if compatible:
            doc.para("Compatible operand types (§5.2.1): " + ", ".join(_tick(c) for c in compatible))
    if t.description and t.description != t.summary:
        doc.para(t.description)
    since = _since(t.min_version, t.min_target)
    if since:
        doc.para(since)
    doc.link(t.url, f"§{t.section}")
    return doc


def _safe_compatible(facts: Any, a: str, b: str) -> bool:
    try:
        return bool(facts.type_compatible(a, b, "strict"))
    except Exception:
        return False


def state_space_doc(db: SpecDB, name: str) -> Doc | None:
    """Hover for a state space (or a sub-qualified one): Table 6/7 properties and sub-qualifiers."""
    facts = db.facts
    sp = facts.state_space(name) if facts is not None else None
    if sp is None:
        return None
    doc = Doc()
    sub = facts.sub_qualifier(name)
    if sub is not None:
        doc.para(f"**`{sub.name}`** — {sub.summary}")
        since = _since(sub.min_version, sub.min_target)
        if since:
            doc.para(since)
    doc.para(f"**`{sp.name}`** state space — {sp.summary}" + (" *(deprecated)*" if sp.deprecated else ""))
    props = [
        (f"addressable: {sp.addressable}", f"addressable: {sp.addressable}"),
        (f"initializable: {'yes' if sp.initializable else 'no'}", f"initializable: {'yes' if sp.initializable else 'no'}"),
        (f"access: {sp.access}", f"access: {sp.access}"),
        (f"sharing: {sp.sharing}", f"sharing: {sp.sharing}"),
    ]
    where = [w for w, ok in (("module scope", sp.module_scope), ("function scope", sp.function_scope)) if ok]
    if where:
        props.append(("declared at " + " and ".join(where), "declared at " + " and ".join(where)))
    if sp.allows_predicates:
        props.append(("may hold `.pred` variables", "may hold .pred variables"))
    doc.bullets("", props)
    if sp.sub_qualifiers:
        doc.bullets("Sub-qualifiers:", [
            (f"`{q.name}`{' (default)' if q.default else ''} — {q.summary}",
             f"{q.name}{' (default)' if q.default else ''}: {q.summary}")
            for q in sp.sub_qualifiers
        ])
    if sp.description and sp.description != sp.summary:
        doc.para(sp.description)
    doc.link(sp.url, f"§{sp.section}")
    return doc


def directive_doc(db: SpecDB, name: str) -> Doc | None:
    """Hover for a directive: syntax, meaning, where it may appear, version/target."""
    facts = db.facts
    d = facts.directive(name) if facts is not None else None
    if d is None:
        return None
    doc = Doc()
    if d.syntax:
        doc.code(*d.syntax)
    doc.para(f"**`{d.name}`** directive — {d.summary}" + (" *(deprecated)*" if d.deprecated else ""))
    if d.description and d.description != d.summary:
        doc.para(d.description)
    if d.placement:
        doc.para("Appears: " + ", ".join(p.replace("_", " ") for p in d.placement) + ".")
    since = _since(d.min_version, d.min_target)
    if since:
        doc.para(since)
    doc.link(d.url, f"§{d.section}")
    return doc


def special_register_doc(db: SpecDB, written: str) -> Doc | None:
    """Hover for a special register (`%tid.x`, `%envreg3`): type, components, read-only, version/target."""
    facts = db.facts
    ref = facts.special_register(written) if facts is not None else None
    if ref is None:
        return None
    reg = ref.register
    doc = Doc()
    doc.para(f"**`{ref.written}`** special register — {reg.summary}")
    props = [(f"type `{ref.type}`", f"type {ref.type}")]
    if ref.component:
        props.append((f"component `.{ref.component}` of `{reg.full_type}` `{ref.member}`",
                       f"component .{ref.component} of {reg.full_type} {ref.member}"))
    if reg.components:
        comps = ", ".join(f"`.{c}`" for c in reg.components)
        props.append((f"components {comps}", "components " + ", ".join("." + c for c in reg.components)))
    if ref.index is not None:
        props.append((f"member {ref.index} of `{reg.name}`", f"member {ref.index} of {reg.name}"))
    props.append(("read-only" if reg.read_only else "writable", "read-only" if reg.read_only else "writable"))
    doc.bullets("", props)
    if reg.description and reg.description != reg.summary:
        doc.para(reg.description)
    since = _since(reg.min_version, reg.min_target)
    if since:
        doc.para(since)
    doc.link(reg.url, f"§{reg.section}")
    return doc


def pragma_doc(db: SpecDB, text: str) -> Doc | None:
    """Hover for a `.pragma` string (`"nounroll"`, `"used_bytes_mask 0xff"`)."""
    facts = db.facts
    p = facts.pragma(text) if facts is not None else None
    if p is None:
        return None
    doc = Doc()
    if p.syntax:
        doc.code(*p.syntax)
    doc.para(f"**`{p.name}`** pragma — {p.summary}")
    if p.description and p.description != p.summary:
        doc.para(p.description)
    doc.para("Appears: " + ", ".join(x.replace("_", " ") for x in p.placement) + ".")
    since = _since(p.min_version, p.min_target)
    if since:
        doc.para(since)
    doc.link(p.url, f"§{p.section}")
    return doc


def target_doc(db: SpecDB, name: str) -> Doc | None:
    """Hover for a `.target` entry (`sm_90a`, `texmode_unified`)."""
    facts = db.facts
    t = facts.target(name) if facts is not None else None
    if t is None:
        return None
    doc = Doc()
    doc.para(f"**`{t.name}`** — {t.summary}")
    doc.para(f"Valid from PTX ISA {t.min_version}" + (f" up to {t.max_version}" if t.max_version else "") + ".")
    doc.link(t.url, f"§{t.section}")
    return doc


def version_doc(db: SpecDB, version: str) -> Doc | None:
    """Hover for a `.version` number: its release and what it added."""
    facts = db.facts
    v = facts.version(version) if facts is not None else None
    if v is None:
        return None
    doc = Doc()
    doc.para(f"**PTX ISA {v.version}** — {v.summary}")
    if v.description:
        doc.para(v.description)
    if v.targets_added:
        doc.para("New targets: " + ", ".join(_tick(t) for t in v.targets_added))
    doc.link(v.url, f"§{v.section}")
    return doc


def name_doc(db: SpecDB, name: str) -> Doc | None:
    """Hover for a dotted or `%` name with no instruction context: type, space, directive, sreg, target."""
    if name.startswith("%"):
        return special_register_doc(db, name)
    for fn in (state_space_doc, type_doc, directive_doc):
        doc = fn(db, name)
        if doc is not None:
            return doc
    return target_doc(db, name)
