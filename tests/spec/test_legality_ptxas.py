"""The legality tables (spec/data/legality.json) row by row: each statement is judged by us and, where
ptxas is installed, by ptxas — a row marked invalid must be an error of ours and rejected by ptxas on
its line, a valid row neither. So a rule cannot flag what ptxas accepts, and cannot drift from it.

Rows: (statement, code we report or None for valid). One table per (.version, .target).
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from ptx_lsp.analysis.analysis import Analysis
from ptx_lsp.spec.legality import legality
from ptx_test_support import SHARED

PTXAS_CHECK = SHARED / "tools" / "ptxas-check"
HAVE_PTXAS = PTXAS_CHECK.is_file() and shutil.which("ptxas") is not None

HEADER = """.version {version}
.target {target}
.address_size 64
.global .b32 gv[64];
.visible .entry k(.param .u64 p0)
{{
.reg .pred %p<4>; .reg .b16 %h<8>; .reg .b32 %r<16>; .reg .b64 %rd<8>; .reg .f32 %f<8>; .reg .f64 %fd<8>;
"""

V8 = "{%r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8}"
V4D = "{%rd1, %rd2, %rd3, %rd4}"

# ordering and scope go together (ptxas: "requires order" / "requires scope")
ORDER_SCOPE = [
    ("multimem.ld_reduce.relaxed.cta.global.min.u32 %r1, [%rd1];", None),
    ("multimem.ld_reduce.global.min.u32 %r1, [%rd1];", None),
    ("multimem.ld_reduce.relaxed.global.min.u32 %r1, [%rd1];", "PTX405"),
    ("multimem.ld_reduce.cta.global.min.u32 %r1, [%rd1];", "PTX405"),
    ("multimem.st.release.gpu.b32 [%rd1], %r1;", None),
    ("multimem.st.gpu.b32 [%rd1], %r1;", "PTX405"),
    ("multimem.red.add.u32 [%rd1], %r1;", None),
    ("multimem.red.relaxed.add.u32 [%rd1], %r1;", "PTX405"),
    ("mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%rd2];", None),
    ("mbarrier.arrive.shared::cta.b64 %rd1, [%rd2];", None),
    ("mbarrier.arrive.cluster.shared::cta.b64 %rd1, [%rd2];", "PTX405"),
    ("mbarrier.arrive.release.shared::cta.b64 %rd1, [%rd2];", "PTX405"),
    ("mbarrier.try_wait.acquire.cta.shared::cta.b64 %p1, [%rd1], %rd2;", None),
    ("mbarrier.try_wait.acquire.shared::cta.b64 %p1, [%rd1], %rd2;", "PTX405"),
    ("mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 [%rd1], %r1;", None),
    ("mbarrier.expect_tx.cluster.shared::cluster.b64 [%rd1], %r1;", "PTX405"),
]

# multimem: .vec × type, .op × type, .acc_prec × type and operation (§9.7.10.15 tables)
MULTIMEM = [
    ("multimem.ld_reduce.weak.add.f32 %r1, [%rd1];", None),
    ("multimem.ld_reduce.weak.min.f32 %r1, [%rd1];", "PTX403"),
    ("multimem.ld_reduce.weak.min.f16x2 %r1, [%rd1];", None),
    ("multimem.ld_reduce.weak.min.b32 %r1, [%rd1];", "PTX403"),
    ("multimem.ld_reduce.weak.and.b64 %rd1, [%rd2];", None),
    ("multimem.ld_reduce.weak.and.u64 %rd1, [%rd2];", "PTX403"),
    ("multimem.red.add.s64 [%rd1], %rd2;", "PTX403"),
    ("multimem.red.add.u64 [%rd1], %rd2;", None),
    ("multimem.ld_reduce.weak.add.v4.f32 {%r1, %r2, %r3, %r4}, [%rd1];", None),
    ("multimem.st.weak.v2.f32 [%rd1], {%r1, %r2};", None),
    ("multimem.st.weak.f16 [%rd1], %h1;", "PTX405"),
    ("multimem.st.weak.v8.f32 [%rd1], " + V8 + ";", "PTX403"),
    ("multimem.red.add.v2.f64 [%rd1], {%rd2, %rd3};", "PTX403"),
    ("multimem.red.add.f16x2 [%rd1], %r1;", None),
    ("multimem.ld_reduce.weak.add.acc::f32.bf16x2 %r1, [%rd1];", None),
    ("multimem.ld_reduce.weak.min.acc::f32.bf16x2 %r1, [%rd1];", "PTX405"),
    ("multimem.ld_reduce.weak.add.v2.acc::f32.f32 {%r1, %r2}, [%rd1];", "PTX403"),
]

# ld/st: state spaces of ordered/volatile accesses, cache hints, eviction priorities, prefetch sizes;
# .L2 eviction priorities only on 256-bit accesses (§9.7.10.8)
LDST = [
    ("ld.relaxed.cta.global.b32 %r1, [%rd1];", None),
    ("ld.relaxed.cta.shared::cluster.b32 %r1, [%rd1];", None),
    ("ld.relaxed.cta.param.b32 %r1, [%rd1];", "PTX403"),
    ("ld.acquire.gpu.local.b32 %r1, [%rd1];", "PTX403"),
    ("st.release.cta.param::func.b32 [%rd1], %r1;", "PTX403"),
    ("ld.volatile.shared.b32 %r1, [%rd1];", None),
    ("ld.volatile.const.b32 %r1, [%rd1];", "PTX403"),
    ("st.volatile.param.b32 [%rd1], %r1;", "PTX403"),
    ("ld.weak.param.b32 %r1, [%rd1];", None),
    ("ld.global.L1::evict_last.b32 %r1, [%rd1];", None),
    ("ld.L1::no_allocate.b32 %r1, [%rd1];", None),
    ("ld.shared.L1::evict_first.b32 %r1, [%rd1];", "PTX403"),
    ("st.local.L1::no_allocate.b32 [%rd1], %r1;", "PTX403"),
    ("ld.global.L2::128B.b32 %r1, [%rd1];", None),
    ("ld.shared::cta.L2::256B.b32 %r1, [%rd1];", "PTX403"),
    ("ld.global.L2::cache_hint.b32 %r1, [%rd1], %rd2;", None),
    ("ld.shared.L2::cache_hint.b32 %r1, [%rd1], %rd2;", "PTX403"),
    ("st.local.L2::cache_hint.b32 [%rd1], %r1, %rd2;", "PTX403"),
    ("atom.global.add.L2::cache_hint.u32 %r1, [%rd1], %r2, %rd2;", None),
    ("atom.shared::cta.add.L2::cache_hint.u32 %r1, [%rd1], %r2, %rd2;", "PTX403"),
    ("red.shared.add.L2::cache_hint.u32 [%rd1], %r2, %rd2;", "PTX403"),
    ("ld.global.L2::evict_last.v8.f32 " + V8 + ", [%rd1];", None),
    ("ld.global.L2::evict_first.v4.u64 " + V4D + ", [%rd1];", None),
    ("st.global.L2::evict_normal.v8.b32 [%rd1], " + V8 + ";", None),
    ("ld.global.L2::evict_last.b32 %r1, [%rd1];", "PTX405"),
    ("ld.global.L2::evict_last.v4.b32 {%r1, %r2, %r3, %r4}, [%rd1];", "PTX405"),
    ("st.global.L2::evict_first.b64 [%rd1], %rd2;", "PTX405"),
    ("ld.global.nc.L2::evict_last.b32 %r1, [%rd1];", "PTX405"),
]

# cp.reduce.async.bulk(.tensor) operation × type by destination, cp.async.bulk.tensor modes × dimensions
BULK = [
    ("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.u64 [%rd1], [%rd2], %r1;", None),
    ("cp.reduce.async.bulk.global.shared::cta.bulk_group.max.f64 [%rd1], [%rd2], %r1;", "PTX403"),
    ("cp.reduce.async.bulk.global.shared::cta.bulk_group.and.s32 [%rd1], [%rd2], %r1;", "PTX403"),
    ("cp.reduce.async.bulk.global.shared::cta.bulk_group.xor.b64 [%rd1], [%rd2], %r1;", None),
    ("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.noftz.f16 [%rd1], [%rd2], %r1;", None),
    ("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.bf16 [%rd1], [%rd2], %r1;", "PTX405"),
    ("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.add.u64 [%rd1], [%rd2], %r1, "
     "[%rd3];", None),
    ("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.or.b64 [%rd1], [%rd2], %r1, "
     "[%rd3];", "PTX403"),
    ("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.min.u64 [%rd1], [%rd2], %r1, "
     "[%rd3];", "PTX403"),
    ("cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [%rd1], "
     "[%rd2, {%r1, %r2, %r3}], [%rd3], {%h1};", None),
    ("cp.async.bulk.tensor.1d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [%rd1], [%rd2, {%r1}], "
     "[%rd3], {%h1};", "PTX403"),
    ("cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.im2col_no_offs.bulk_group [%rd1, {%r1, %r2}], [%rd2];",
     "PTX403"),
]

SURFACE = [
    ("sured.b.add.1d.u32.trap [%rd1, {%r1}], %r2;", None),
    ("sured.b.and.1d.u32.trap [%rd1, {%r1}], %r2;", "PTX403"),
    ("sured.b.and.1d.b32.trap [%rd1, {%r1}], %r2;", None),
    ("sured.b.add.2d.s64.trap [%rd1, {%r1, %r2}], %rd2;", "PTX403"),
    ("sured.b.max.1d.s64.trap [%rd1, {%r1}], %rd2;", None),
    ("sured.p.add.1d.b32.trap [%rd1, {%r1}], %r2;", None),
    ("sured.p.and.1d.b64.trap [%rd1, {%r1}], %rd2;", "PTX403"),
]

# tcgen05.mma: .kind × scale vector size (§9.7.18.10, the block-scaling table)
TCGEN05 = [
    ("tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.scale_vec::1X [%r1], %rd1, %rd2, %r2, [%r3], [%r4], %p1;",
     None),
    ("tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.scale_vec::2X [%r1], %rd1, %rd2, %r2, [%r3], [%r4], %p1;",
     "PTX403"),
    ("tcgen05.mma.cta_group::1.kind::mxf4.block_scale.scale_vec::2X [%r1], %rd1, %rd2, %r2, [%r3], [%r4], %p1;", None),
    ("tcgen05.mma.cta_group::1.kind::mxf4.block_scale.scale_vec::4X [%r1], %rd1, %rd2, %r2, [%r3], [%r4], %p1;",
     "PTX403"),
    ("tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale.scale_vec::4X [%r1], %rd1, %rd2, %r2, [%r3], [%r4], %p1;",
     None),
    ("tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale [%r1], %rd1, %rd2, %r2, [%r3], [%r4], %p1;", "PTX405"),
    # tcgen05.cp: the multicast a shape needs (§9.7.18.9)
    ("tcgen05.cp.cta_group::1.128x256b [%r1], %rd1;", None),
    ("tcgen05.cp.cta_group::1.128x256b.warpx4.b8x16.b6x16_p32 [%r1], %rd1;", "PTX403"),
    ("tcgen05.cp.cta_group::1.64x128b.warpx2::01_23 [%r1], %rd1;", None),
    ("tcgen05.cp.cta_group::1.64x128b.warpx4 [%r1], %rd1;", "PTX405"),  # (needs .warpx2::*)
    ("tcgen05.cp.cta_group::1.64x128b [%r1], %rd1;", "PTX405"),
    ("tcgen05.cp.cta_group::1.32x128b.warpx4 [%r1], %rd1;", None),
    ("tcgen05.cp.cta_group::1.32x128b [%r1], %rd1;", "PTX405"),
]

# wgmma immediates: the scales negate (-1) or not (1), the transpose flags are 0 or 1 (§9.7.17.5)
WGMMA = [
    ("wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {%f1, %f2, %f3, %f4}, %rd1, %rd2, %p1, -1, 1, 0, 1;", None),
    ("wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {%f1, %f2, %f3, %f4}, %rd1, %rd2, %p1, 2, 1, 0, 1;",
     "PTX410"),
    ("wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {%f1, %f2, %f3, %f4}, %rd1, %rd2, %p1, 1, 0, 0, 1;",
     "PTX410"),
    ("wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {%f1, %f2, %f3, %f4}, %rd1, %rd2, %p1, 1, 1, 2, 0;",
     "PTX410"),
    ("wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {%f1, %f2, %f3, %f4}, %rd1, %rd2, %p1, 1, 1, 0, "
     "0x100000000;", "PTX410"),
    ("wgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32 {%f1, %f2, %f3, %f4}, %rd1, %rd2, %p1, 1, -1;", None),
    ("wgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32 {%f1, %f2, %f3, %f4}, %rd1, %rd2, %p1, 0, -1;", "PTX410"),
]

# .ftz and .sat where they mean something (§9.7.10.24 cvt, §9.7.7.1 set/setp; half precision §9.7.8)
FTZ_SAT = [
    ("cvt.rn.ftz.f32.u32 %f1, %r2;", None),
    ("cvt.ftz.f64.f32 %fd1, %f2;", None),
    ("cvt.ftz.f32.bf16 %f1, %h1;", None),
    ("cvt.ftz.u8.u32 %h1, %r1;", "PTX405"),
    ("cvt.rn.ftz.f16.f64 %h1, %fd1;", "PTX405"),
    ("set.eq.ftz.u32.f32 %r1, %f2, %f3;", None),
    ("set.eq.ftz.f32.u32 %f1, %r2, %r3;", "PTX405"),
    ("set.eq.ftz.u32.f16 %r1, %h1, %h2;", None),
    ("setp.eq.ftz.f32 %p1, %f1, %f2;", None),
    ("setp.eq.ftz.f16x2 %p1|%p2, %r1, %r2;", None),
    ("setp.eq.ftz.f64 %p1, %fd1, %fd2;", "PTX405"),
    ("setp.eq.ftz.bf16 %p1, %h1, %h2;", "PTX405"),
    ("setp.eq.and.ftz.u32 %p1, %r1, %r2, %p2;", "PTX405"),
    ("cvt.sat.u8.s64 %h1, %rd1;", None),
    ("cvt.sat.s32.u32 %r1, %r2;", None),
    ("cvt.sat.u32.s8 %r1, %h1;", None),
    ("cvt.sat.u64.s32 %rd1, %r2;", None),
    ("cvt.rni.sat.s32.f32 %r1, %f2;", None),
    ("cvt.sat.u32.u8 %r1, %h1;", "PTX403"),
    ("cvt.sat.s64.u32 %rd1, %r2;", "PTX403"),
    ("cvt.sat.s32.s32 %r1, %r2;", "PTX403"),
]

# tensormap.replace field × type; ldmatrix/stmatrix shape × type and the transposed-only shapes
TENSORMAP_MATRIX = [
    ("tensormap.replace.tile.global_address.global.b1024.b64 [%rd1], %rd2;", None),
    ("tensormap.replace.tile.global_address.global.b1024.b32 [%rd1], %r1;", "PTX403"),
    ("tensormap.replace.tile.rank.global.b1024.b32 [%rd1], %r1;", None),
    ("tensormap.replace.tile.rank.global.b1024.b64 [%rd1], %rd2;", "PTX403"),
    ("tensormap.replace.tile.global_stride.global.b1024.b64 [%rd1], 0, %rd2;", None),
    ("tensormap.replace.tile.box_dim.global.b1024.b64 [%rd1], 0, %rd2;", "PTX403"),
    ("tensormap.replace.tile.fill_mode.global.b1024.b64 [%rd1], 0;", "PTX403"),
    ("ldmatrix.sync.aligned.m8n8.x2.trans.b16 {%r1, %r2}, [%rd1];", None),
    ("ldmatrix.sync.aligned.m8n8.x2.b8 {%r1, %r2}, [%rd1];", "PTX403"),
    ("ldmatrix.sync.aligned.m16n16.x1.trans.b8 {%r1, %r2}, [%rd1];", None),
    ("ldmatrix.sync.aligned.m16n16.x1.b8 {%r1, %r2}, [%rd1];", "PTX405"),
    ("ldmatrix.sync.aligned.m16n16.x1.trans.b16 {%r1, %r2}, [%rd1];", "PTX403"),
    ("stmatrix.sync.aligned.m8n8.x1.b16 [%rd1], {%r1};", None),
    ("stmatrix.sync.aligned.m8n8.x1.b8 [%rd1], {%r1};", "PTX403"),
    ("stmatrix.sync.aligned.m16n8.x1.trans.b8 [%rd1], {%r1};", None),
    ("stmatrix.sync.aligned.m16n8.x1.b8 [%rd1], {%r1};", "PTX405"),
]

# tex: gradient sizes by geometry, no mip levels/gradients on multi-sample textures, coordinate types
# (§9.7.12.3)
C4 = "{%r1, %r2, %r3, %r4}"
TEX = [
    ("tex.grad.2d.v4.f32.f32 " + C4 + ", [%rd1, {%r5, %r6}], {%r7, %r8}, {%r9, %r10};", None),
    ("tex.grad.2d.v4.f32.f32 " + C4 + ", [%rd1, {%r5, %r6}], {%r7, %r8, %r11, %r12}, {%r9, %r10};", "PTX408"),
    ("tex.grad.1d.v4.f32.f32 " + C4 + ", [%rd1, {%r5}], {%r7}, {%r9};", None),
    ("tex.grad.1d.v4.f32.f32 " + C4 + ", [%rd1, {%r5}], {%r7}, {%r9, %r10};", "PTX408"),
    ("tex.grad.a2d.v4.f32.f32 " + C4 + ", [%rd1, {%r5, %r6, %r7, %r8}], {%r7, %r8}, {%r9, %r10};", None),
    ("tex.grad.3d.v4.f32.f32 " + C4 + ", [%rd1, {%r5, %r6, %r7, %r8}], {%r7, %r8, %r11, %r12}, "
     "{%r9, %r10, %r13, %r14};", None),
    ("tex.grad.cube.v4.f32.f32 " + C4 + ", [%rd1, {%r5, %r6, %r7, %r8}], {%r7, %r8}, {%r9, %r10};", None),  # ptxas
    ("tex.grad.3d.v4.f32.f32 " + C4 + ", [%rd1, {%r5, %r6, %r7, %r8}], {%r7}, {%r9};", "PTX408"),
    ("tex.grad.2d.v4.f32.f32 " + C4 + ", [%rd1, {%r5, %r6}], {%r7, %r8}, {%r9, %r10}, {%r11, %r12, %r13, %r14};",
     None),  # offsets are not sized by the geometry (ptxas)
    ("tex.level.2dms.v4.f32.s32 " + C4 + ", [%rd1, {%r5, %r6, %r7, %r8}], %r9;", "PTX403"),
    ("tex.2dms.v4.f32.s32 " + C4 + ", [%rd1, {%r5, %r6, %r7, %r8}];", None),
    ("tex.2dms.v4.f32.f32 " + C4 + ", [%rd1, {%r5, %r6, %r7, %r8}];", "PTX403"),
    ("tex.cube.v4.s32.f32 " + C4 + ", [%rd1, {%r5, %r6, %r7, %r8}];", None),
    ("tex.acube.v4.f32.s32 " + C4 + ", [%rd1, {%r5, %r6, %r7, %r8}];", "PTX403"),
    ("tex.level.2d.v4.f32.s32 " + C4 + ", [%rd1, {%r5, %r6}], %r9;", None),
]

# version notes per modifier (instructions.json notes; overlay note_patches where the extraction missed one)
NOTES_7_3 = [
    ("ld.global.nc.u32 %r1, [%rd1];", None),
    ("ld.global.nc.L1::evict_first.u32 %r1, [%rd1];", "PTX501"),  # .level::eviction_priority: 7.4
    ("ld.global.nc.L1::no_allocate.u32 %r1, [%rd1];", "PTX501"),
    ("ld.global.L1::evict_last.u32 %r1, [%rd1];", "PTX501"),
]

TABLES = {
    ("8.8", "sm_100a"): ORDER_SCOPE + MULTIMEM + LDST + BULK + SURFACE + TCGEN05 + FTZ_SAT + TENSORMAP_MATRIX + TEX,
    ("8.7", "sm_90a"): WGMMA,
    ("7.3", "sm_80"): NOTES_7_3,
}


def source(rows: list[tuple[str, str | None]], version: str, target: str) -> tuple[str, int]:
    head = HEADER.format(version=version, target=target)
    return head + "\n".join(s for s, _ in rows) + "\nret;\n}\n", head.count("\n")


def our_codes(text: str, base: int) -> dict[int, set[str]]:
    data = text.encode()
    out: dict[int, set[str]] = {}
    for issue in Analysis.from_bytes(data).diagnostics():
        if issue.severity == "error":
            out.setdefault(data.count(b"\n", 0, issue.start) - base, set()).add(issue.code)
    return out


@pytest.mark.parametrize("key", sorted(TABLES))
def test_rules_report_exactly_the_invalid_rows(key: tuple[str, str]) -> None:
    rows = TABLES[key]
    text, base = source(rows, *key)
    found = our_codes(text, base)
    wrong = [(stmt, code, sorted(found.get(i, set()))) for i, (stmt, code) in enumerate(rows)
             if (code is None and found.get(i)) or (code is not None and code not in found.get(i, set()))]
    assert not wrong, wrong
    assert not {k for k in found if k < 0 or k >= len(rows)}, "errors outside the statements"


@pytest.mark.skipif(not HAVE_PTXAS, reason="ptxas or ../shared/tools/ptxas-check is absent")
@pytest.mark.parametrize("key", sorted(TABLES))
def test_ptxas_agrees_with_every_row(key: tuple[str, str], tmp_path: Path) -> None:
    rows = TABLES[key]
    text, base = source(rows, *key)
    path = tmp_path / "legality.ptx"
    path.write_text(text)
    out = subprocess.run([str(PTXAS_CHECK), str(path)], capture_output=True, text=True, timeout=300).stdout
    rejected = {int(m) - 1 - base for m in re.findall(r":(\d+): error:", out)}
    disagree = [(stmt, code) for i, (stmt, code) in enumerate(rows) if (code is not None) != (i in rejected)]
    assert not disagree, (disagree, out[-2000:])


def test_suggested_replacements_break_no_rule() -> None:
    """A replacement the model offers (quick fix, message) leaves the spelling legal."""
    model = legality()
    for opcode, mods in [("multimem.ld_reduce", (".ld_reduce", ".weak", ".min", ".f32")),
                         ("tcgen05.mma", (".cta_group::1", ".kind::mxf4", ".block_scale", ".scale_vec::1X")),
                         ("sured", (".b", ".and", ".1d", ".u32", ".trap"))]:
        found = [v for v in model.violations(opcode, mods) if v.index is not None]
        assert found and all(v.allowed for v in found), (opcode, found)
        for v in found:
            for choice in v.allowed:
                fixed = mods[:v.index] + (choice,) + mods[v.index + 1:]
                assert not model.violations(opcode, fixed), (opcode, fixed)
            assert all(f"`{c}`" in v.message for c in v.allowed)


@pytest.mark.parametrize("prefix, absent, present", [
    ("multimem.ld_reduce.weak.min.", ".f32", ".f16x2"),
    ("cp.reduce.async.bulk.global.shared::cta.bulk_group.and.", ".s32", ".b32"),
])
def test_completion_offers_only_legal_combinations(prefix: str, absent: str, present: str) -> None:
    head = HEADER.format(version="8.8", target="sm_100a")
    text = head + prefix
    labels = {c.label for c in Analysis.from_text(text + "\n}\n").completion(len(text.encode()))}
    assert present in labels
    assert absent not in labels
