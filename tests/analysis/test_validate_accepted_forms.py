"""Valid PTX that the validator once flagged (issue 10): no error on any of it, and ptxas agrees.

Each statement is checked alone inside one kernel whose declarations cover every operand, so a
false error names its statement. Where ptxas is installed the same kernel is assembled with all
statements at once: the table stays honest (a statement ptxas rejects does not belong here).
"""

from __future__ import annotations

import shutil
import subprocess

import pytest

from ptx_lsp.analysis.host import Snapshot

HEADER = """.version 8.5
.target sm_90
.address_size 64
.global .texref tex;
.global .surfref surf;
.global .b32 gvar;
.visible .entry k()
{
.reg .pred %p<4>;
.reg .f32 %f<10>;
.reg .b32 %r<10>;
.reg .b16 %h<10>;
.reg .b64 %rd<4>;
.reg .v2 .f32 %vf;
.reg .v4 .b32 %v4;
.reg .v2 .b64 %vd;
.reg .v4 .b16 %vh;
.reg .f16x2 %hx<4>;
.reg .f64 %fd<8>;
"""
FOOTER = "ret;\n}\n"

ACCEPTED = [
    # found by the inline checks on CCCL/CUTLASS headers: .bf16 compared into .bf16 (the ISA's .stype
    # list omits it), an explicit rounding on the .f64 mma (the ISA's Examples write it)
    "set.nan.bf16.bf16 %h1, %h2, %h3;",
    "mma.sync.aligned.m8n8k4.row.col.rn.f64.f64.f64.f64 {%fd0, %fd1}, {%fd2}, {%fd3}, {%fd4, %fd5};",
    # vector mov (§6.4.3): vector register or brace list on either side, .v2/.v4 of 16- to 64-bit types
    "mov.v2.f32 %vf, {%f1, %f2};",
    "mov.v4.b32 {%r1, %r2, %r3, %r4}, %v4;",
    "mov.v2.u32 {%r5, %r6}, {%r1, %r2};",
    "mov.v2.b64 %vd, {%rd1, %rd2};",
    "mov.v4.u16 %vh, {%h1, %h2, %h3, %h4};",
    "mov.v4.b32 %v4, %v4;",
    "mov.v2.f32 {%f1, _}, %vf;",
    # tex.grad gradients have one, two or four elements by geometry, not .v4's four (§9.7.10.3)
    "tex.grad.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [tex, {%f5, %f6}], {%f7, %f8}, {%f1, %f2};",
    "tex.grad.1d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [tex, {%f5}], {%f7}, {%f1};",
    "tex.grad.a2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [tex, {%r1, %f5, %f6, %f7}], {%f7, %f8}, {%f1, %f2};",
    "tex.grad.3d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [tex, {%f5, %f6, %f7, %f8}], {%f7, %f8, %f1, %f2}, "
    "{%f1, %f2, %f3, %f4};",
    # the offset e is an .s32 vector as long as the geometry's coordinates (§9.7.10.3, §9.7.10.4)
    "tex.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [tex, {%f5, %f6}], {%r1, %r2};",
    "tex.level.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [tex, {%f5, %f6}], %f7, {%r1, %r2};",
    "tld4.r.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [tex, {%f5, %f6}], {%r1, %r2};",
    # `.v4` sizes the data typed by the type after it, not the .ctype lod (§9.7.10.3)
    "tex.level.1d.v4.u32.s32 {%r1, %r2, %r3, %r4}, [tex, {%r5}], %r6;",
    "tex.level.1d.v4.u32.s32 {%r1, %r2, %r3, %r4}, [tex, {%r5}], {%r6};",
    # a register declared .f16x2 is 32 bits of data to integer and bit instructions (ptxas 13)
    "abs.s32 %hx1, %r2;",
    "add.s32 %hx1, %r2, %r3;",
    "cvt.u8.u32 %h1, %hx1;",
    "mov.b32 %hx1, %r1;",
    "and.b32 %r1, %hx1, 255;",
    "setp.eq.u32 %p1, %hx1, 0;",
    # immediates are range-checked on their low 32 bits: this is barrier 0
    "bar.sync 0x100000000;",
]

REJECTED = [
    # (statement, text of the operand or modifier we flag)
    ("mov.v2.f32 %vf, {%f1, %f2, %f3};", "{%f1, %f2, %f3}"),
    ("mov.v2.u8 {%h1, %h2}, {%h2, %h3};", ".u8"),
    ("add.f32 %f1, %hx1, %f2;", "%hx1"),
    ("bar.sync 0x100000010;", "0x100000010"),
]


def errors(body: str) -> list[tuple[str, str]]:
    src = (HEADER + body + "\n" + FOOTER).encode()
    snap = Snapshot.from_bytes(src)
    return [(i.code, src[i.start:i.end].decode()) for i in snap.issues if i.severity == "error"]


@pytest.mark.parametrize("stmt", ACCEPTED)
def test_no_error_on_valid_statement(stmt: str) -> None:
    assert errors(stmt) == []


@pytest.mark.parametrize("stmt, flagged", REJECTED)
def test_invalid_neighbour_still_flagged(stmt: str, flagged: str) -> None:
    assert flagged in [text for _code, text in errors(stmt)]


def ptxas_verdict(body: str, tmp_path) -> subprocess.CompletedProcess:
    ptxas = shutil.which("ptxas")
    if ptxas is None:
        pytest.skip("ptxas not installed")
    path = tmp_path / "t.ptx"
    path.write_text(HEADER + body + "\n" + FOOTER)
    return subprocess.run([ptxas, "-arch=sm_90", str(path), "-o", "/dev/null"], capture_output=True, text=True)


def test_ptxas_accepts_the_table(tmp_path) -> None:
    res = ptxas_verdict("\n".join(ACCEPTED), tmp_path)
    assert res.returncode == 0, res.stderr


@pytest.mark.parametrize("stmt, _flagged", REJECTED)
def test_ptxas_rejects_the_neighbours(stmt: str, _flagged: str, tmp_path) -> None:
    assert ptxas_verdict(stmt, tmp_path).returncode != 0
