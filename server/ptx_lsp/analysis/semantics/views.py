"""Typed views of instructions: what each operand is, what it names, its type and whether it is written.

**A view is plain immutable data built from one statement's spelling, its operands and a resolver;
it never reads text again and never raises.** Checks, hover and the inline-PTX work read views
instead of re-parsing statements.
**One "which operands are written" rule**: `OperandView.access` comes from `SyntaxForm.access`
(via `SpecDB.operand_access`), the same rule navigation's highlights use.
**Fragments work like files**: a statement cut out of C++ `asm()` has `%0`-style placeholders; the
caller passes `placeholders={"%0": Placeholder(type=".u32")}` and those operands get kind
`PLACEHOLDER` with the externally supplied type, width and immediacy.

Operand kinds: `REGISTER` (a declared `.reg`), `VECTOR` (`{a, b}`), `IMMEDIATE` (a number),
`ADDRESS` (`[...]`), `LABEL`, `SPECIAL` (`%tid.x`), `SINK` (`_`), `PLACEHOLDER`, `SYMBOL` (a variable,
parameter or function name), `PAIR` (`p|q`), `OTHER` (expressions, negations, anything else).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

REGISTER = "register"
VECTOR = "vector"
IMMEDIATE = "immediate"
ADDRESS = "address"
LABEL = "label"
SPECIAL = "special"
SINK = "sink"
PLACEHOLDER = "placeholder"
SYMBOL = "symbol"
PAIR = "pair"
OTHER = "other"

_INTEGER = re.compile(r"^[+-]?(?:0[xX][0-9a-fA-F]+|0[bB][01]+|0[0-7]*|[1-9][0-9]*)[uU]?$")
_FLOAT_HEX = re.compile(r"^[+-]?0[fFdD][0-9a-fA-F]+$")
_FLOAT = re.compile(r"^[+-]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][+-]?\d+)?$")
_NAME = re.compile(r"^%?[A-Za-z_$][\w$]*$")
_ADDRESS_BASE = re.compile(r"^(%?[A-Za-z_$][\w$]*)\s*(?:[+-].*)?$")


@dataclass(frozen=True)
class Placeholder:
    """An operand whose meaning comes from outside the PTX (a C++ `asm()` operand and its constraint)."""

    type: str | None = None  # ".u32" for "r", ".u64" for "l", ".f32" for "f", ...
    width: int | None = None
    immediate: bool = False  # "n" constraints: a compile-time constant


@dataclass(frozen=True)
class Resolved:
    """What a name resolves to, for the views: kind ("reg", "var", "param", "label", "func", ...), type, vector."""

    kind: str
    type: str | None = None
    vector: int | None = None
    declaration: Any = None  # the resolver's own record (validator Decl or index Declaration)


@dataclass(frozen=True)
class OperandView:
    """One operand: its text and byte span, kind, access, type and width, and what it names."""

    text: str
    start: int
    end: int
    kind: str
    access: str = "read"  # "write", "store" (memory through an address) or "read"
    type: str | None = None  # declared or supplied type (".b32"); None: unknown
    width: int | None = None  # bits of the value (vectors: the sum of the elements)
    resolved: Resolved | None = None  # addresses: what their base name (`%rd1` of `[%rd1+8]`) resolves to
    elements: tuple[OperandView, ...] = ()
    value: int | None = None  # immediates (and `[imm]` addresses): the integer value of an integer literal
    selector: str | None = None  # `.x` of `%tid.x`, `.b0` of a video operand


@dataclass(frozen=True)
class Modifier:
    text: str
    start: int
    end: int


@dataclass(frozen=True)
class InstructionView:
    """One instruction: opcode, modifiers with spans, guard, operands; `info` is the spec verdict."""

    start: int
    end: int
    opcode: str
    opcode_start: int
    modifiers: tuple[Modifier, ...]
    operands: tuple[OperandView, ...]
    guard: OperandView | None = None
    info: Any = None  # `diagnostics.instructions.InstrInfo` for the spelling (matched forms, layouts)

    @property
    def modifier_names(self) -> tuple[str, ...]:
        return tuple(m.text for m in self.modifiers)

    def written(self) -> tuple[OperandView, ...]:
        """Operands the instruction writes (registers; memory stores are `access == "store"`)."""
        return tuple(op for op in self.operands if op.access == "write")


def parse_integer(text: str) -> int | None:
    """The value of a PTX integer literal (`42`, `0x1F`, `-1`, `017`, `0b101`, `7U`), else None."""
    t = text.strip()
    if not _INTEGER.match(t):
        return None
    sign = -1 if t[0] == "-" else 1
    t = t.lstrip("+-").rstrip("uU")
    try:
        if t[:2] in ("0x", "0X"):
            return sign * int(t[2:], 16)
        if t[:2] in ("0b", "0B"):
            return sign * int(t[2:], 2)
        if len(t) > 1 and t[0] == "0":
            return sign * int(t, 8)
        return sign * int(t)
    except ValueError:
        return None


def is_immediate(text: str) -> bool:
    """An integer or floating-point literal (`1`, `0x10`, `0f3F800000`, `1.5`)."""
    t = text.strip()
    return bool(_INTEGER.match(t) or _FLOAT_HEX.match(t) or _FLOAT.match(t))


def operand_view(text: str, start: int, resolve: Callable[[str], Resolved | None], facts: Any,
                 special: Callable[[str], Any], access: str = "read",
                 placeholders: Mapping[str, Placeholder] | None = None) -> OperandView:
    """The view of one operand written as `text` at byte `start` (see the module docstring)."""
    end = start + len(text)
    if placeholders and text in placeholders:
        ph = placeholders[text]
        width = ph.width if ph.width is not None else _width(facts, ph.type)
        return OperandView(text, start, end, PLACEHOLDER, access, ph.type, width)
    first = text[:1]
    if first == "[":
        # the base of `[name]`/`[name+off]` (its declaration, type and width), or the value of `[imm]`
        inner = text[1:-1].strip() if text.endswith("]") else ""
        base = _ADDRESS_BASE.match(inner)
        if base is not None:
            found = resolve(base.group(1))
            if found is not None:
                return OperandView(text, start, end, ADDRESS, access, found.type, _width(facts, found.type), found)
        return OperandView(text, start, end, ADDRESS, access, value=parse_integer(inner))
    if first == "{" and text.endswith("}"):
        parts = []
        pos = 1
        for part in text[1:-1].split(","):
            name = part.strip()
            at = start + pos + (len(part) - len(part.lstrip()))
            pos += len(part) + 1
            if name:
                parts.append(operand_view(name, at, resolve, facts, special, access, placeholders))
        widths = [p.width for p in parts]
        total = sum(w for w in widths if w is not None) if parts and None not in widths else None
        return OperandView(text, start, end, VECTOR, access, None, total, elements=tuple(parts))
    if text == "_":
        return OperandView(text, start, end, SINK, access)
    if is_immediate(text):
        return OperandView(text, start, end, IMMEDIATE, access, value=parse_integer(text))
    if "|" in text:  # `d|p` (setp, elect.sync, lop3): both parts, each written
        parts, pos = [], 0
        for part in text.split("|"):
            name = part.strip()
            if name:
                at = start + pos + (len(part) - len(part.lstrip()))
                parts.append(operand_view(name, at, resolve, facts, special, access, placeholders))
            pos += len(part) + 1
        return OperandView(text, start, end, PAIR, access, elements=tuple(parts))
    name, dot, rest = text.partition(".")
    if _NAME.match(name):
        selector = dot + rest if dot else None
        found = resolve(name)
        if found is not None:
            if found.kind == "label":
                return OperandView(text, start, end, LABEL, access, resolved=found)
            if found.kind == "reg":
                t = found.type
                width = _width(facts, t)
                if width is not None and found.vector:
                    width *= found.vector
                return OperandView(text, start, end, REGISTER, access, t, width, found, selector=selector)
            return OperandView(text, start, end, SYMBOL, access, found.type, _width(facts, found.type), found,
                               selector=selector)
        if name[0] == "%":
            ref = special(text) or special(name)
            if ref is not None:
                t = getattr(ref, "type", None)
                t = t if isinstance(t, str) else None
                return OperandView(text, start, end, SPECIAL, access, t, _width(facts, t), selector=selector)
        return OperandView(text, start, end, OTHER, access, selector=selector)
    return OperandView(text, start, end, OTHER, access)


def _width(facts: Any, type_name: str | None) -> int | None:
    if not type_name or facts is None:
        return None
    t = facts.type(type_name)
    return t.size_bits if t is not None else None


def instruction_view(start: int, end: int, opcode: str, opcode_start: int,
                     modifiers: Sequence[tuple[str, int]], operands: Sequence[tuple[str, int]],
                     resolve: Callable[[str], Resolved | None], facts: Any, special: Callable[[str], Any],
                     info: Any = None, access: Sequence[str] = (),
                     placeholders: Mapping[str, Placeholder] | None = None) -> InstructionView:
    """The view of one instruction from its spelling: modifiers and operands as (text, start) pairs.

    `access` is `SpecDB.operand_access(opcode, modifiers)` (the one "written" rule); `info` the
    spec verdict; `resolve(name)` the caller's name resolver (the symbol index for features, the
    validator's scope inside checks).
    """
    mods = tuple(Modifier(text, s, s + len(text)) for text, s in modifiers)
    views = tuple(
        operand_view(text, s, resolve, facts, special, access[i] if i < len(access) else "read", placeholders)
        for i, (text, s) in enumerate(operands)
    )
    return InstructionView(start, end, opcode, opcode_start, mods, views, None, info)
