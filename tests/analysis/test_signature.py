"""Signature help: the matching form's operands with their types, and the active operand.

`check(source_with_cursor, label, active_text)` asserts the label and which operand is active;
commas inside `{ }`, `[ ]` and `( )` do not advance the active operand.
"""

from __future__ import annotations

import pytest

from ptx_lsp.analysis.host import Snapshot
from ptx_lsp.analysis.signature import signature_help

HEAD = ".version 8.0\n.target sm_90a\n.extern .func (.param .b32 r) vprintf (.param .b64 fmt, .param .b64 args);\n"
HEAD += ".entry k(.param .u64 p)\n{\n  .reg .b32 %r<9>;\n  .reg .b64 %rd<9>;\n  "
TAIL = "\n}\n"


def at_cursor(line: str) -> tuple[Snapshot, int]:
    before, _, after = (HEAD + line + TAIL).partition("$0")
    return Snapshot.from_text(before + after), len(before.encode())


def check(line: str, label: str, active: str, doc_link: bool = True) -> None:
    snapshot, offset = at_cursor(line)
    sig = signature_help(snapshot, offset)
    assert sig is not None, line
    assert sig.label == label
    start, end = sig.parameters[sig.active_parameter]
    assert sig.label[start:end] == active
    for s, e in sig.parameters:
        assert 0 <= s < e <= len(sig.label)
    assert ("[PTX ISA](" in sig.documentation) == doc_link


CASES = [
    ("add.s32 $0", "add.s32 d: .s32, a: .s32, b: .s32", "d: .s32"),
    ("add.s32 %r1, $0", "add.s32 d: .s32, a: .s32, b: .s32", "a: .s32"),
    ("add.s32 %r1, %r2, $0", "add.s32 d: .s32, a: .s32, b: .s32", "b: .s32"),
    ("add.f32 %f1, %f2,$0 %f3;", "add.f32 d: .f32, a: .f32, b: .f32", "b: .f32"),
    ("suld.b.2d.b32.trap %r1, [%rd1, {%r2, $0", "suld.b.2d.b32.trap d: .b32, [a, b]", "[a, b]"),
    ("suld.b.2d.v2.b32.trap {%r1, $0", "suld.b.2d.v2.b32.trap d: .v2.b32, [a, b]", "d: .v2.b32"),
    ("sust.b.1d.b32.trap [%rd1, {%r1}], $0", "sust.b.1d.b32.trap [a, b], c: .b32", "c: .b32"),
    ("setp.lt.u32 %p1, $0", "setp.lt.u32 p[|q]: .pred, a: .u32, b: .u32", "a: .u32"),
    ("@%p1 bra $0", "bra tgt", "tgt"),
    ("call.uni (%r1), f, ($0", "call.uni (ret-param), func, (param-list)", "(param-list)"),  # f: undeclared
    ("call.uni (%r1), $0", "call.uni (ret-param), func, (param-list)", "func"),
    ("call.uni f, ($0", "call.uni func, (param-list)", "(param-list)"),
    ("mov.b64 {%r1, %r2}, $0", "mov.b64 d: .b64, a: .b64", "a: .b64"),
    ("ld.global.v2.f32 {%f1, %f2}, [%rd1], $0", "ld.global.v2.f32 d: .v2.f32, [a]{.unified}, {cache_policy: .b64}",
     "{cache_policy: .b64}"),
    ("cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%rd1], [%rd2, {%r1, %r2}], $0",
     "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [dstMem], "
     "[tensorMap{, gAddrToOverride}{, attributeOverrideInfo}, tensorCoords], [mbar], {im2colInfo}, {ctaMask: .b16}, "
     "{cache_policy: .b64}", "[mbar]"),
]


@pytest.mark.parametrize(("line", "label", "active"), CASES, ids=[c[0] for c in CASES])
def test_signature(line: str, label: str, active: str) -> None:
    check(line, label, active)


CALLEES = [
    ("call.uni (%r1), vprintf, ($0", ".param .b64 fmt"),
    ("call.uni (%r1), vprintf, (%rd1, $0", ".param .b64 args"),
    ("call.uni (%r1), vprintf, (%rd1,$0 %rd2);", ".param .b64 args"),
]


@pytest.mark.parametrize(("line", "active"), CALLEES, ids=[c[0] for c in CALLEES])
def test_call_arguments_show_the_callee(line: str, active: str) -> None:
    check(line, "vprintf(.param .b64 fmt, .param .b64 args)", active, doc_link=False)


NONE = [
    "suld.b.2d$0",  # still typing modifiers
    "$0",
    "// add.s32 %r1, $0",
    "nosuchop.u32 %r1, $0",
    ".reg .b32 $0",
]


@pytest.mark.parametrize("line", NONE, ids=[f"none{i}" for i in range(len(NONE))])
def test_no_signature(line: str) -> None:
    snapshot, offset = at_cursor(line)
    assert signature_help(snapshot, offset) is None
