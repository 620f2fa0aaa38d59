"""Requirements and forms corrected after `tools/spec_ptxas_check.py` compared the data with ptxas (CUDA 13).

Each test states what the PTX ISA 9.0 text says (section in the test) and what ptxas does; it failed
on the data before its overlay correction.
"""

from __future__ import annotations

import pytest

from ptx_lsp.spec.db import load


@pytest.fixture(scope="module")
def db():
    return load()


def mods(text: str) -> list[str]:
    """`.a.sync.row` -> [".a", ".sync", ".row"], keeping `::` parts inside a modifier."""
    return ["." + m for m in text.split(".") if m]


# 9.7.14.4.3-5 Target ISA notes: double precision and alternate floating point wmma need sm_80 (and 7.0)
@pytest.mark.parametrize(
    "opcode, written",
    [
        ("wmma.load", ".a.sync.aligned.row.m16n16k16.bf16"),
        ("wmma.load", ".b.sync.aligned.col.m16n16k8.tf32"),
        ("wmma.load", ".a.sync.aligned.row.m8n8k4.f64"),
        ("wmma.load", ".c.sync.aligned.row.m8n8k4.f64"),
        ("wmma.mma", ".sync.aligned.row.col.m16n16k16.f32.bf16.bf16.f32"),
        ("wmma.mma", ".sync.aligned.row.col.m16n16k8.f32.tf32.tf32.f32"),
        ("wmma.mma", ".sync.aligned.row.col.m8n8k4.rn.f64.f64.f64.f64"),
        ("wmma.store", ".d.sync.aligned.row.m8n8k4.f64"),
        ("wmma.store", ".d.sync.aligned.row.m16n16k8.f32"),
    ],
)
def test_wmma_double_and_alternate_float_need_sm80(db, opcode, written):
    head, _, rest = opcode.partition(".")
    assert db.resolve(head, mods(rest) + mods(written)).complete, written  # a real form of the ISA
    req = db.requirement(opcode, mods(written))
    assert req.min_sm == 80, (written, req)
    assert req.ptx == "7.0", (written, req)


@pytest.mark.parametrize(
    "opcode, written, sm",
    [
        ("wmma.load", ".a.sync.aligned.row.m16n16k16.f16", None),  # floating point wmma: sm_70 (conditional hint)
        ("wmma.mma", ".sync.aligned.row.col.m16n16k16.f32.f16.f16.f32", None),
        ("wmma.store", ".d.sync.aligned.row.m16n16k16.f32", None),
    ],
)
def test_wmma_f16_keeps_its_requirement(db, opcode, written, sm):
    assert db.requirement(opcode, mods(written)).min_sm == sm


# 9.7.16.10.9.1-4 Target ISA notes: sm_100a/sm_101a(sm_110a), family targets from 8.8 except the named kinds
FAMILY = {"sm_100a", "sm_100f", "sm_101a", "sm_101f", "sm_110a", "sm_110f"}


@pytest.mark.parametrize(
    "opcode, written",
    [
        ("tcgen05.mma", ".cta_group::1.kind::f16"),
        ("tcgen05.mma", ".cta_group::2.kind::tf32"),
        ("tcgen05.mma", ".cta_group::1.kind::mxf8f6f4.block_scale"),
        ("tcgen05.mma.sp", ".cta_group::1.kind::f8f6f4"),
        ("tcgen05.mma.ws", ".cta_group::1.kind::f16"),
        ("tcgen05.mma.ws.sp", ".cta_group::1.kind::tf32"),
    ],
)
def test_tcgen05_mma_is_arch_specific(db, opcode, written):
    req = db.requirement(opcode, mods(written))
    assert set(req.arch) == FAMILY, (written, req.arch)


@pytest.mark.parametrize(
    "opcode, written, arch",
    [
        ("tcgen05.mma", ".cta_group::1.kind::i8", {"sm_100a", "sm_101a", "sm_110a"}),
        ("tcgen05.mma.ws.sp", ".cta_group::1.kind::i8", {"sm_100a", "sm_101a", "sm_110a"}),
        ("tcgen05.mma.sp", ".cta_group::1.kind::mxf4.block_scale",
         {"sm_100a", "sm_101a", "sm_103a", "sm_107a", "sm_110a"}),  # sm_107a: PTX ISA 9.4
    ],
)
def test_tcgen05_mma_excepted_kinds_keep_their_own_targets(db, opcode, written, arch):
    assert set(db.requirement(opcode, mods(written)).arch) == arch


# 9.7.14.5.15 Description: with .m16n16 only .x1/.x2; 9.7.16.8.3: with .red, .num is at least .x2
@pytest.mark.parametrize(
    "opcode, written, ok",
    [
        ("ldmatrix", ".sync.aligned.m16n16.x4.trans.shared.b8", False),
        ("ldmatrix", ".sync.aligned.m16n16.x4.trans.shared.b8x16.b6x16_p32", False),
        ("ldmatrix", ".sync.aligned.m16n16.x2.trans.shared::cta.b8", True),
        ("ldmatrix", ".sync.aligned.m16n16.x1.trans.b8x16.b4x16_p64", True),
        ("ldmatrix", ".sync.aligned.m8n8.x4.b16", True),
        ("ldmatrix", ".sync.aligned.m8n8.x4.trans.shared.b16", True),
        ("tcgen05", ".ld.red.sync.aligned.32x32b.x1.min.f32", False),
        ("tcgen05", ".ld.red.sync.aligned.16x32bx2.x1.max.u32", False),
        ("tcgen05", ".ld.red.sync.aligned.16x32bx2.x8.max.u32", True),
        ("tcgen05", ".ld.red.sync.aligned.32x32b.x2.min.abs.f32", True),
        ("tcgen05", ".ld.sync.aligned.32x32b.x1.b32", True),
    ],
)
def test_matrix_fragment_counts(db, opcode, written, ok):
    assert db.resolve(opcode, mods(written)).complete is ok, written
    assert (not db.check_modifiers(opcode, mods(written))) is ok, written


def test_m16n16_x4_not_offered(db):
    offered = [c.modifier for c in db.next_modifiers("ldmatrix", mods(".sync.aligned.m16n16"))]
    assert ".x2" in offered and ".x4" not in offered
    offered = [c.modifier for c in db.next_modifiers("tcgen05", mods(".ld.red.sync.aligned.32x32b"))]
    assert ".x2" in offered and ".x1" not in offered


# 9.7.16.10.9.1/2 Description: .collector::a::use or ::fill together with .ashift is illegal
@pytest.mark.parametrize(
    "written, ok",
    [
        (".mma.cta_group::1.kind::f16.ashift.collector::a::fill", False),
        (".mma.cta_group::1.kind::tf32.ashift.collector::a::use", False),
        (".mma.cta_group::2.kind::i8.ashift.collector::a::use", False),
        (".mma.sp.cta_group::1.kind::f16.ashift.collector::a::fill", False),
        (".mma.sp.cta_group::1.kind::i8.ashift.collector::a::use", False),
        (".mma.cta_group::1.kind::f16.ashift.collector::a::lastuse", True),
        (".mma.cta_group::1.kind::f16.ashift.collector::a::discard", True),
        (".mma.cta_group::1.kind::f16.ashift", True),
        (".mma.cta_group::1.kind::f16.collector::a::fill", True),
        (".mma.cta_group::1.kind::i8.collector::a::use", True),
        (".mma.sp.cta_group::1.kind::i8.ashift.collector::a::lastuse", True),
        (".mma.sp.cta_group::1.kind::tf32.collector::a::use", True),
    ],
)
def test_ashift_excludes_fill_and_use(db, written, ok):
    assert db.resolve("tcgen05", mods(written)).complete is ok, written


def test_ashift_collector_completion(db):
    offered = [c.modifier for c in db.next_modifiers("tcgen05", mods(".mma.cta_group::1.kind::f16.ashift"))]
    assert ".collector::a::lastuse" in offered and ".collector::a::fill" not in offered
    assert ".collector::a::use" not in offered


# 9.7.9.21 PTX ISA notes: cvt .e4m3x2/.e5m2x2 from 7.8 on sm_90 and higher, from 8.1 on sm_89
@pytest.mark.parametrize("written", [".rn.satfinite.e4m3x2.f32", ".rn.satfinite.e5m2x2.f16x2", ".f16x2.e4m3x2"])
def test_cvt_fp8_version_depends_on_the_target(db, written):
    assert db.requirement("cvt", mods(written), target=89).ptx == "8.1"
    assert db.requirement("cvt", mods(written), target=90).ptx == "7.8"
    assert db.requirement("cvt", mods(written), target=100).ptx == "7.8"
    assert db.requirement("cvt", mods(written), target=89).min_sm == 89
    assert not any(n.for_sm for n in db.requirement("cvt", mods(written), target=90).notes)
