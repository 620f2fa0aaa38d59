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

import logging
from typing import TYPE_CHECKING

from ptx_lsp.analysis.completion import line_directive_predicate
from ptx_lsp.analysis.cursor import (
    InstructionContext,
    Statement,
    guard_and_rest,
    instruction_context,
    statement_at,
)
from ptx_lsp.analysis.hover_spec import form_for_operands
from ptx_lsp.analysis.results import Signature
from ptx_lsp.analysis.symbols import FUNCTION
from ptx_lsp.spec import load
from ptx_lsp.spec.db import normalize_modifiers

if TYPE_CHECKING:
    from ptx_lsp.analysis.host import Snapshot
    from ptx_lsp.spec.model import SyntaxForm

_log = logging.getLogger(__name__)


def signature_help(snapshot: Snapshot, offset: int) -> Signature | None:
    """The operands of the instruction being written at `offset`, with the active one."""
    try:
        return _signature(snapshot, offset)
    except Exception:  # signature help must never take the server down
        _log.exception("signature help failed at byte %d", offset)
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
    callee = _callee_signature(snapshot, offset, st, form, ictx)
    if callee is not None:
        return callee
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


def _callee_signature(snapshot: Snapshot, offset: int, st: Statement, form: SyntaxForm,
                      ictx: InstructionContext) -> Signature | None:
    """Inside the argument list of `call ..., f, (` : the parameters of `f` itself, when declared.

    The form says which operand is the callee (kind `symbol`) and which are `( )` lists; the
    callee's declaration comes from the symbol index, so the label is `f(.param .b64 a, ...)`.
    """
    kinds = [op.kind for op in form.operands]
    if "symbol" not in kinds or not ictx.paren:
        return None
    callee_at = kinds.index("symbol")
    if ictx.operand_index <= callee_at or kinds[min(ictx.operand_index, len(kinds) - 1)] != "param_list":
        return None
    _guard, rest, _ = guard_and_rest(st.tokens)
    depth = 0
    index = 0
    callee = None
    for tok in rest[1:]:
        if tok.text in "([{" and tok.kind == "punct":
            depth += 1
        elif tok.text in ")]}" and tok.kind == "punct":
            depth -= 1
        elif tok.text == "," and depth == 0:
            index += 1
        elif index == callee_at and depth == 0 and tok.kind == "word":
            callee = tok.text
    if callee is None:
        return None
    ref = snapshot.index.lookup(callee, offset)
    decl = ref.declaration
    if decl is None or decl.kind != FUNCTION:
        return None
    decl = snapshot.index.definition_of(decl)
    label = callee + "("
    spans: list[tuple[int, int]] = []
    for i, p in enumerate(decl.parameters):
        if i:
            label += ", "
        text = p.text.rstrip(";")
        spans.append((len(label), len(label) + len(text)))
        label += text
    label += ")"
    if not spans:
        return Signature(label, (), f"```ptx\n{decl.text}\n```", 0)
    args = ictx.operand_tokens
    last_open = max((i for i, t in enumerate(args) if t.text == "("), default=-1)
    active = sum(1 for t in args[last_open + 1:] if t.text == "," and t.kind == "punct")
    doc = f"```ptx\n{decl.text}\n```"
    if decl.returns:
        doc += "\n\nReturns " + ", ".join(f"`{r.text.rstrip(';')}`" for r in decl.returns)
    return Signature(label, tuple(spans), doc, min(active, len(spans) - 1))
