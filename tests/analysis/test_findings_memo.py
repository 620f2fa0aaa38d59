"""The operand-findings memo (`diagnostics.functions._FINDINGS`) never serves a stale answer.

Its key is derived from everything the memoized checks can read (`Canonical`): the statement with
names replaced by placeholders and the signature of each name's declaration, while the checks see
only the placeholders and projected declarations. These tests warm the memo with the same statement
texts under other declarations and compare with a cold run, issue for issue (code, span, message).
"""

from __future__ import annotations

import re

import pytest
from test_operand_rules import TABLES, source

from ptx_lsp.analysis.diagnostics import FunctionCache, functions, validate_source

# every register family and variable of the tables' header, declared otherwise (same names)
SWAPS = {".reg .b32 %r<16>": ".reg .f32 %r<16>", ".reg .f32 %f<8>": ".reg .b32 %f<8>",
         ".reg .b64 %rd<8>": ".reg .f64 %rd<8>", ".reg .u32 %u<4>": ".reg .s16 %u<4>",
         ".reg .v2 .b32 %vr2": ".reg .b64 %vr2", ".reg .b16 %h<4>": ".reg .f16 %h<4>",
         ".global .b32 gv[64]": ".shared .b32 gv[64]", ".reg .pred %p<4>": ".reg .b32 %p<4>"}


def check(text: str) -> list:
    """The validator's issues with no cache but the memo (a fresh function and statement cache)."""
    return validate_source(text.encode(), cache=FunctionCache())


def issues(text: str) -> list[tuple[int, int, str, str]]:
    return sorted((i.start, i.end, i.code, i.message) for i in check(text))


def swapped(text: str) -> str:
    for old, new in SWAPS.items():
        assert old in text, old
        text = text.replace(old, new)
    return text


@pytest.mark.parametrize("target", ["sm_90", "sm_100a"])
def test_memo_warmed_by_other_declarations_changes_nothing(target: str) -> None:
    text, _base = source(TABLES[target], target)
    other = swapped(text)
    functions._FINDINGS.clear()
    cold, cold_other = issues(text), None
    functions._FINDINGS.clear()
    cold_other = issues(other)
    assert cold != cold_other  # the swap matters: the same texts are judged otherwise
    functions._FINDINGS.clear()
    issues(other)  # the memo now holds every statement under the other declarations
    assert issues(text) == cold
    assert issues(other) == cold_other


def test_spans_and_messages_follow_this_statements_names() -> None:
    """A finding inside an operand (one element of a vector) lands on this statement's element and
    quotes its name, whatever names the memoized statement had."""
    head = (".version 8.7\n.target sm_90\n.address_size 64\n.visible .entry k()\n{\n"
            ".reg .f32 %f<4>; .reg .b64 %rd<4>; .reg .b64 %longer_name; .reg .b64 %a;\n")
    stmts = ["atom.global.add.v2.f32 {%f1, %f2}, [%rd1], {%f3, %rd2};",
             "atom.global.add.v2.f32 {%f1, %f2}, [%longer_name], {%f3,   %longer_name};",
             "atom.global.add.v2.f32 {%f1, %f2}, [%a], {%f3, %a};"]
    text = head + "\n".join(stmts) + "\nret;\n}\n"
    functions._FINDINGS.clear()
    found = [i for i in check(text) if i.code == "PTX301"]
    assert len(found) == 3
    data = text.encode()
    for issue, name in zip(sorted(found, key=lambda i: i.start), ["%rd2", "%longer_name", "%a"], strict=True):
        line_start = data.rfind(b"\n", 0, issue.start) + 1
        line = data[line_start : data.find(b"\n", issue.start)].decode()
        assert data[issue.start : issue.end].decode() == name
        assert issue.start - line_start == line.rindex(name)  # the element, not the address
        assert re.search(rf"`{re.escape(name)}`", issue.message)
