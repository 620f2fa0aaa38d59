"""Numeric literal decoding for hover (§4.5): integers in every base, exact-bit floats, decimals."""

from __future__ import annotations

import math

import pytest

from ptx_lsp.analysis.numbers import describe_number, integer_value

INTEGERS = [
    ("42", 42), ("0x1F", 31), ("0X1f", 31), ("017", 15), ("0b101", 5), ("7U", 7), ("0", 0), ("-1", -1),
    ("0xFFFFFFFF", 4294967295),
]


@pytest.mark.parametrize(("text", "value"), INTEGERS)
def test_integers(text: str, value: int) -> None:
    assert integer_value(text) == value
    info = describe_number(text)
    assert info is not None and info.kind == "integer"
    assert f"decimal {value}" in info.lines
    assert any(line.startswith("hex") and f"{abs(value):X}" in line for line in info.lines)


FLOATS = [
    ("0f3F800000", 1.0, "single"),
    ("0f40490FDB", 3.1415927410125732, "single"),
    ("0fBF800000", -1.0, "single"),
    ("0d3FF0000000000000", 1.0, "double"),
    ("0d4000000000000000", 2.0, "double"),
    ("0f00000000", 0.0, "single"),
]


@pytest.mark.parametrize(("text", "value", "precision"), FLOATS)
def test_exact_bit_floats(text: str, value: float, precision: str) -> None:
    info = describe_number(text)
    assert info is not None and info.kind == "float"
    assert info.value == value
    assert precision in info.lines[1]


def test_special_float_values() -> None:
    assert describe_number("0f7F800000").lines[0] == "+Inf"
    assert describe_number("0fFF800000").lines[0] == "-Inf"
    assert describe_number("0f7FC00000").lines[0] == "NaN"
    assert math.isnan(describe_number("0d7FF8000000000000").value)


def test_decimal_floats_show_their_encodings() -> None:
    info = describe_number("1.5")
    assert info is not None
    assert "as .f32: 0f3FC00000" in info.lines
    assert "as .f64: 0d3FF8000000000000" in info.lines
    inexact = describe_number("0.1")
    assert "rounds to" in inexact.lines[1]
    assert "too large for .f32" in describe_number("1e300").lines


@pytest.mark.parametrize("text", ["abc", "0f123", "0d12", "%r1", "", "1.2.3", "0x", "0b2"])
def test_not_numbers(text: str) -> None:
    assert describe_number(text) is None
