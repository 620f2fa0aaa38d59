"""The semantic model: a typed `InstructionView` per statement, built once per function.

**Names are resolved by the snapshot's symbol index (`analysis.symbols`) for features; inside the
validator the per-function checker supplies its own scope lookup (see `diagnostics.functions`),
through the same `Resolved` record, so one builder (`views.instruction_view`) serves both.**
**Views of a function are cached on the snapshot that owns them (keyed by the function's start),
so they never outlive the text they describe.**

`function_model(snapshot, offset)` gives the views of the function around `offset`;
`views.instruction_view(...)` builds one view from a spelling and operands, also for PTX that is
not a whole file (fragments with `%0` placeholders, see `views.Placeholder`).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ptx_lsp.analysis.semantics.views import (
    ADDRESS,
    IMMEDIATE,
    LABEL,
    OTHER,
    PAIR,
    PLACEHOLDER,
    REGISTER,
    SINK,
    SPECIAL,
    SYMBOL,
    VECTOR,
    InstructionView,
    Modifier,
    OperandView,
    Placeholder,
    Resolved,
    instruction_view,
    is_immediate,
    operand_view,
    parse_integer,
)

if TYPE_CHECKING:
    from ptx_lsp.analysis.host import Snapshot

__all__ = [
    "ADDRESS", "IMMEDIATE", "LABEL", "OTHER", "PAIR", "PLACEHOLDER", "REGISTER", "SINK", "SPECIAL", "SYMBOL",
    "VECTOR", "FunctionModel", "InstructionView", "Modifier", "OperandView", "Placeholder", "Resolved",
    "function_model", "instruction_view", "is_immediate", "operand_view", "parse_integer",
]

_LOCK = threading.Lock()
_KIND = {"register": "reg", "variable": "var", "parameter": "param", "return_parameter": "param",
         "label": "label", "function": "func", "prototype": "proto"}


@dataclass(frozen=True)
class FunctionModel:
    """The views of one function's instructions, in source order."""

    start: int
    end: int
    instructions: tuple[InstructionView, ...]

    def at(self, offset: int) -> InstructionView | None:
        """The instruction whose span contains `offset`."""
        for view in self.instructions:
            if view.start <= offset <= view.end:
                return view
        return None


def function_model(snapshot: Snapshot, offset: int) -> FunctionModel | None:
    """The semantic model of the function around `offset` (None outside functions); cached per snapshot."""
    node = snapshot.source.node_at(offset)
    while node is not None and node.type != "function_definition":
        node = node.parent
    if node is None:
        return None
    cache = snapshot.__dict__.setdefault("_semantics", {})
    found = cache.get(node.start_byte)
    if found is None:
        with _LOCK:
            found = cache.get(node.start_byte)
            if found is None:
                found = cache[node.start_byte] = _build(snapshot, node)
    return found


def _build(snapshot: Snapshot, function) -> FunctionModel:
    from ptx_lsp.analysis.diagnostics.instructions import instr_info
    from ptx_lsp.spec.db import load

    db = load()
    facts = db.facts
    index = snapshot.index
    data = snapshot.data
    views = []
    stack = [function]
    while stack:
        node = stack.pop()
        if node.type == "instruction":
            views.append(_view(node, data, index, db, facts, instr_info))
            continue
        stack.extend(reversed(node.named_children))
    views.sort(key=lambda v: v.start)
    return FunctionModel(function.start_byte, function.end_byte, tuple(views))


def _text(data: bytes, node) -> str:
    return data[node.start_byte : node.end_byte].decode("utf-8", "replace")


def _view(node, data: bytes, index, db, facts, instr_info) -> InstructionView:
    opcode_node = node.child_by_field_name("opcode")
    opcode = _text(data, opcode_node) if opcode_node is not None else ""
    mods = [(_text(data, m), m.start_byte) for m in node.children_by_field_name("modifier")]
    names = tuple(m for m, _s in mods)
    operands_node = node.child_by_field_name("operands")
    operands = []
    if operands_node is not None:
        operands = [(_text(data, c), c.start_byte) for c in operands_node.named_children if not c.is_extra]

    def special(name: str):
        return facts.special_register(name)

    resolved_at: dict[str, Resolved | None] = {}
    for text, start in operands:
        _resolve_names(index, text, start, resolved_at)
    try:
        info = instr_info(opcode, names) if opcode else None
    except Exception:  # noqa: BLE001 - a spec gap leaves the view without forms
        info = None
    access = db.operand_access(opcode, names) if opcode else ()
    guard = node.child_by_field_name("guard")
    view = instruction_view(node.start_byte, node.end_byte, opcode, opcode_node.start_byte if opcode_node else
                            node.start_byte, mods, operands, resolved_at.get, facts, special, info, access)
    if guard is not None:
        pred = guard.child_by_field_name("predicate")
        if pred is not None:
            _resolve_names(index, _text(data, pred), pred.start_byte, resolved_at)
            g = operand_view(_text(data, pred), pred.start_byte, resolved_at.get, facts, special)
            view = InstructionView(view.start, view.end, view.opcode, view.opcode_start, view.modifiers,
                                   view.operands, g, view.info)
    return view


def _resolve_names(index, text: str, start: int, out: dict) -> None:
    """Resolve the name(s) written at start (an operand or the elements of a vector) through the index."""
    if text.startswith("{"):
        pos = 1
        for part in text[1:-1].split(","):
            name = part.strip()
            at = start + pos + (len(part) - len(part.lstrip()))
            pos += len(part) + 1
            if name:
                _resolve_names(index, name, at, out)
        return
    name = text.split(".")[0]
    if not name or name in out:
        return
    ref = index.reference_at(start)
    decl = ref.declaration if ref is not None else None
    if decl is None:
        out[name] = None
        return
    out[name] = Resolved(_KIND.get(decl.kind, decl.kind), decl.type, _vector(decl.vector), decl)


def _vector(text: str | None) -> int | None:
    if not text:
        return None
    digits = text.lstrip(".v")
    return int(digits) if digits.isdigit() else None
