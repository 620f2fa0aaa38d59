"""Decode PTX numeric literals for hover: integers in decimal and hex, exact-bit floats as values.

**Pure functions of the literal's text; they return None for text that is not a literal, never raise.**
**Digit counts are bounded: a literal longer than `MAX_LITERAL_DIGITS` has no value (it overflows
anyway), and register suffixes past `MAX_INDEX_DIGITS` digits clamp to `INDEX_OVERFLOW`, so a
5,000-digit number costs nothing and never reaches Python's int-from-string limit.**
**Follows §4.5 (constants):** integers are decimal, `0x` hex, `0b` binary or leading-`0` octal, with an
optional `U` suffix; `0f` + 8 hex digits is an IEEE single and `0d` + 16 hex digits an IEEE double,
bit for bit; other floating literals are doubles.

Why: `0f3F800000` is unreadable; the hover shows 1.0 (and the other way round: `1.5` shows its `0f`/`0d`
encodings, which is what people paste into PTX).
"""

from __future__ import annotations

import math
import re
import struct
from dataclasses import dataclass

_INT = re.compile(r"^(-)?(0[xX][0-9a-fA-F]+|0[bB][01]+|0[0-7]*|[1-9][0-9]*)([uU])?$")
_HEXFLOAT = re.compile(r"^(-)?0([fFdD])([0-9a-fA-F]+)$")
_DECFLOAT = re.compile(r"^(-)?([0-9]+\.[0-9]*|\.[0-9]+|[0-9]+)([eE][+-]?[0-9]+)?$")


MAX_LITERAL_DIGITS = 80  # beyond any 64-bit literal in any base (64 binary digits + prefix + slack)
MAX_INDEX_DIGITS = 19  # register suffixes: more digits than this are past every family anyway
INDEX_OVERFLOW = 1 << 64  # the index of `%r<huge digits>`: larger than any family count (counts are 32-bit)
# ptxas says "Constant overflow" for literals this large (it lets 2^64 and 65-bit hex through in
# some places, so only values that overflow everywhere are reported) and for family counts >= 2^32.
LITERAL_OVERFLOW = 1 << 65
COUNT_OVERFLOW = 1 << 32


def register_index(digits: str) -> int:
    """The numeric suffix of a register name (`%r12` -> 12), clamped to INDEX_OVERFLOW."""
    return int(digits) if len(digits) <= MAX_INDEX_DIGITS else INDEX_OVERFLOW


def literal_overflows(text: str, limit: int = LITERAL_OVERFLOW) -> bool:
    """Whether an integer literal's value is at least `limit` (huge digit runs are not converted)."""
    m = _INT.match(text.strip())
    if not m:
        return False
    body = m.group(2)
    if body[:2] in ("0x", "0X"):
        base, digits = 16, body[2:]
    elif body[:2] in ("0b", "0B"):
        base, digits = 2, body[2:]
    elif len(body) > 1 and body[0] == "0":
        base, digits = 8, body[1:]
    else:
        base, digits = 10, body
    digits = digits.lstrip("0")
    if len(digits) > MAX_LITERAL_DIGITS:
        return True
    return bool(digits) and int(digits, base) >= limit


@dataclass(frozen=True)
class NumberInfo:
    """A decoded literal: kind 'integer' or 'float', its value and display lines."""

    kind: str
    value: int | float
    lines: tuple[str, ...]


def _float_text(value: float) -> str:
    if math.isnan(value):
        return "NaN"
    if math.isinf(value):
        return "+Inf" if value > 0 else "-Inf"
    return repr(value)


def integer_value(text: str) -> int | None:
    """The value of an integer literal (`42`, `0x1F`, `017`, `0b101`, `7U`, `-3`), else None."""
    m = _INT.match(text.strip())
    if not m:
        return None
    sign, body, _u = m.groups()
    if len(body) > MAX_LITERAL_DIGITS:
        return None
    if body[:2] in ("0x", "0X"):
        value = int(body[2:], 16)
    elif body[:2] in ("0b", "0B"):
        value = int(body[2:], 2)
    elif len(body) > 1 and body[0] == "0":
        value = int(body[1:], 8)
    else:
        value = int(body)
    return -value if sign else value


def describe_number(text: str) -> NumberInfo | None:
    """What a numeric literal means; None if `text` is not one."""
    text = text.strip()
    value = integer_value(text)
    if value is not None:
        lines = [f"decimal {value}", f"hex {'-' if value < 0 else ''}0x{abs(value):X}"]
        if value < 0 and value >= -(1 << 63):
            lines.append(f"as 64-bit two's complement 0x{value & ((1 << 64) - 1):016X}")
        if text.upper().endswith("U"):
            lines.append("unsigned (U suffix)")
        return NumberInfo("integer", value, tuple(lines))
    m = _HEXFLOAT.match(text)
    if m:
        sign, letter, digits = m.groups()
        single = letter in "fF"
        width = 8 if single else 16
        if len(digits) != width:
            return None
        raw = int(digits, 16)
        packed = raw.to_bytes(width // 2, "big")
        fval = struct.unpack(">f" if single else ">d", packed)[0]
        if sign:
            fval = -fval
        kind = "single precision (.f32)" if single else "double precision (.f64)"
        return NumberInfo("float", fval, (f"{_float_text(fval)}", f"IEEE {kind}, bits 0x{digits.upper()}"))
    m = _DECFLOAT.match(text)
    if m and ("." in text or "e" in text.lower()):
        try:
            fval = float(text)
        except ValueError:
            return None
        lines = [f"{_float_text(fval)} (double precision)"]
        try:
            single_bits = struct.unpack(">I", struct.pack(">f", fval))[0]
            single = struct.unpack(">f", struct.pack(">f", fval))[0]
            exact = "" if single == fval else f" (rounds to {_float_text(single)})"
            lines.append(f"as .f32: 0f{single_bits:08X}{exact}")
        except OverflowError:
            lines.append("too large for .f32")
        double_bits = struct.unpack(">Q", struct.pack(">d", fval))[0]
        lines.append(f"as .f64: 0d{double_bits:016X}")
        return NumberInfo("float", fval, tuple(lines))
    return None
