"""Signature help inside an instruction's operand list: the matching form's operands and their types.

**`signature_help(snapshot, offset)` never raises; None means "nothing to show" (not in an
operand list, unknown opcode).**
**The active parameter is the number of top-level commas before the cursor; commas inside
`{ }`, `[ ]` and `( )` do not count.**
**Parameter spans are character offsets into the label (labels are ASCII: PTX names and types).**

The form is the one the written modifiers select (`SpecDB.resolve`), refined by the operands
written so far (`call (r), f, (a)` vs `call f, (a)`); the types come from the modifiers
(`SpecDB.expected_operands`), so `add.s32` shows `d: .s32, a: .s32, b: .s32`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ptx_lsp.analysis.completion import line_directive_predicate
from ptx_lsp.analysis.cursor import guard_and_rest, instruction_context, statement_at
from ptx_lsp.analysis.hover_spec import form_for_operands
from ptx_lsp.analysis.results import Signature
from ptx_lsp.spec import load
from ptx_lsp.spec.db import normalize_modifiers

if TYPE_CHECKING:
    from ptx_lsp.analysis.host import Snapshot


def signature_help(snapshot: Snapshot, offset: int) -> Signature | None:
    """The operands of the instruction being written at `offset`, with the active one."""
    try:
        return _signature(snapshot, offset)
    except Exception:  # signature help must never take the server down
        return None


def _signature(snapshot: Snapshot, offset: int) -> Signature | None:
    data = snapshot.source.text
    offset = min(max(offset, 0), len(data))
    st = statement_at(data, offset, line_directive_predicate())
    if st.in_comment or st.in_string:
        return None
    ictx = instruction_context(st)
    if ictx is None or ictx.typing_modifier:
        return None
    db = load()
    _guard, rest, _ = guard_and_rest(st.tokens)
    first_paren = rest[1].text == "(" if len(rest) > 1 else None
    instr, form = form_for_operands(db, ictx.opcode, ictx.modifiers, ictx.operand_index, first_paren)
    if instr is None or form is None or not form.operands:
        return None
    mods = normalize_modifiers(ictx.modifiers)
    label = ictx.opcode + "".join(mods) + " "
    spans: list[tuple[int, int]] = []
    lines: list[str] = []
    for i, exp in enumerate(db.expected_operands(form, mods)):
        op = exp["operand"]
        typ = exp.get("type")
        types = exp.get("types") or ()
        vec = exp.get("vector")
        type_text = typ or ("|".join(types[:4]) + ("|…" if len(types) > 4 else "") if types else "")
        if vec and type_text:
            type_text = f".v{vec}{type_text}" if typ else f".v{vec} {type_text}"
        part = op.text + (f": {type_text}" if type_text else "")
        if op.optional:
            part = "{" + part + "}"
        if i:
            label += ", "
        spans.append((len(label), len(label) + len(part)))
        label += part
        lines.append(f"- `{op.text}` — {op.role} {op.kind}" + (f", `{type_text}`" if type_text else ""))
    active = min(ictx.operand_index, len(spans) - 1)
    doc = [f"```ptx\n{form.template}\n```"]
    if instr.summary:
        doc.append(f"**{instr.name}** — {instr.summary}")
    doc.append("\n".join(lines))
    if instr.url:
        doc.append(f"[PTX ISA]({instr.url})")
    return Signature(label, tuple(spans), "\n\n".join(doc), active)
