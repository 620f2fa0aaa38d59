"""Table-driven tests of the instruction database queries: resolve, next_modifiers, check_modifiers.

Each row is what a user writes (opcode + modifiers) and what completion / validation must answer,
taken from the PTX ISA 9.0 syntax of the instruction (section in the comment).
"""

from __future__ import annotations

import pytest

from ptx_lsp.spec.db import load, version_tuple


@pytest.fixture(scope="module")
def db():
    return load()


def mods(text: str) -> list[str]:
    """`.b.2d.b32` -> [".b", ".2d", ".b32"], keeping `::` parts inside a modifier."""
    return ["." + m for m in text.split(".") if m]


def next_of(db, opcode: str, written: str) -> list[str]:
    return [c.modifier for c in db.next_modifiers(opcode, mods(written))]


# --- resolve ----------------------------------------------------------------------------------

RESOLVE = [
    # (opcode, modifiers, instruction, complete)
    ("suld", ".b.2d.v2.b32.trap", "suld", True),  # 9.7.11.1
    ("suld", ".b.2d", "suld", False),
    ("sust", ".b.3d.cg.b16.zero", "sust", True),  # 9.7.11.2 `.{1d,2d,3d}` inline choice
    ("sust", ".p.2d.v4.b32.clamp", "sust", True),
    ("sured", ".b.add.1d.u32.trap", "sured", True),  # 9.7.11.3
    ("sured", ".p.min.2d.b64.zero", "sured", True),
    ("suq", ".width.b32", "suq", True),  # 9.7.11.4
    ("ld", ".global.v4.f32", "ld", True),  # 9.7.9.8
    ("ld", ".param::entry.u32", "ld", True),
    ("ld", ".global.nc.L1::evict_last.v4.f32", "ld.global.nc", True),  # 9.7.9.9
    ("ld", ".global.ca.nc.f32", "ld.global.nc", True),
    ("ld", ".relaxed.gpu.global.L2::cache_hint.b32", "ld", True),
    ("st", ".shared::cta.v2.b64", "st", True),  # 9.7.9.11
    ("st", ".release.sys.global.u32", "st", True),
    ("cvt", ".rn.f32.s32", "cvt", True),  # 9.7.9.21
    ("cvt", ".rzi.s32.f64", "cvt", True),
    ("cvt", ".rn.satfinite.e4m3x2.f32", "cvt", True),
    ("cvt", ".rn.f16x2.e4m3x2", "cvt", True),
    ("mma", ".sync.aligned.m16n8k16.row.col.f32.f16.f16.f32", "mma", True),  # 9.7.14.5.14
    ("mma", ".sync.aligned.m16n8k32.row.col.s32.s8.u8.s32", "mma", True),
    ("mma", ".sp.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32", "mma.sp", True),  # 9.7.14.6.3
    ("mma", ".sp::ordered_metadata.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32", "mma.sp::ordered_metadata", True),
    ("wgmma", ".mma_async.sync.aligned.m64n128k16.f32.bf16.bf16", "wgmma.mma_async", True),  # 9.7.15.5.2
    ("wgmma", ".mma_async.sync.aligned.m64n64k32.f16.e4m3.e5m2", "wgmma.mma_async", True),
    ("wgmma", ".mma_async.sp.sync.aligned.m64n64k32.f32.f16.f16", "wgmma.mma_async.sp", True),
    ("wgmma", ".fence.sync.aligned", "wgmma.fence", True),
    ("cp", ".async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes",
     "cp.async.bulk.tensor", True),  # 9.7.9.25.5.2
    ("cp", ".async.bulk.tensor.5d.global.shared::cta.im2col_no_offs.bulk_group.L2::cache_hint",
     "cp.async.bulk.tensor", True),
    ("cp", ".async.bulk.tensor", "cp.async.bulk.tensor", False),
    ("cp", ".async.ca.shared.global", "cp.async", True),
    ("cp", ".async.wait_all", "cp.async.wait_all", True),
    ("setp", ".eq.s32", "setp", True),  # 9.7.6.2
    ("setp", ".lt.and.ftz.f32", "setp", True),
    ("setp", ".gtu.bf16x2", "setp", True),  # 9.7.7.2
    ("atom", ".global.add.u32", "atom", True),  # 9.7.13.5
    ("atom", ".acq_rel.gpu.shared::cta.cas.b64", "atom", True),
    ("atom", ".global.add.noftz.v4.f16", "atom", True),
    ("atom", ".exch.L2::cache_hint.b128", "atom", True),
    ("add", ".s32", "add", True),  # 9.7.1.1
    ("add", ".rn.ftz.f32", "add", True),  # 9.7.3.3
    ("add", ".rn.bf16x2", "add", True),  # 9.7.4.1
    ("add", ".cc.u32", "add.cc", True),  # 9.7.2.1
    ("mad", ".hi.cc.u32", "mad.cc", True),  # 9.7.2.5 `mad{.hi,.lo}.cc`
    ("tcgen05", ".fence::before_thread_sync", "tcgen05.fence", True),  # 9.7.16.11.1
    ("mbarrier", ".try_wait.parity.acquire.cta.shared::cta.b64", "mbarrier.try_wait", True),
    ("bar", ".sync", "bar", True),
    ("barrier", ".cluster.arrive.release.aligned", "barrier.cluster", True),
    ("fence", ".proxy.async.shared::cta", "fence", True),  # multi-token proxykind member
    ("min", ".xorsign.abs.f32", "min", True),  # `{.xorsign.abs}` is one optional part
    ("vadd4", ".u32.u32.u32.sat", "vadd4", True),  # `vop4` names several instructions
]


@pytest.mark.parametrize("opcode,written,name,complete", RESOLVE)
def test_resolve(db, opcode, written, name, complete):
    res = db.resolve(opcode, mods(written))
    assert res.instruction is not None and res.instruction.name == name
    assert res.complete is complete
    if not complete:
        assert res.partial_forms, "an incomplete prefix must still have forms to complete into"
    for form in res.forms:
        assert form.instruction == name
        assert form.description_key.endswith(":" + name)


def test_resolve_unknown_opcode(db):
    res = db.resolve("frobnicate", [".u32"])
    assert res.instruction is None and not res.forms


def test_add_merges_sections(db):
    add = db.instruction("add")
    assert [s.number for s in add.sections] == ["9.7.1.1", "9.7.3.3", "9.7.4.1", "9.7.5.1", "9.7.6.1"]
    assert {f.section for f in add.forms} == {"9.7.1.1", "9.7.3.3", "9.7.4.1", "9.7.5.1", "9.7.6.1"}
    f16 = db.resolve("add", mods(".rn.f16")).forms
    assert f16 and all(f.section == "9.7.4.1" for f in f16)


# --- next_modifiers ---------------------------------------------------------------------------

NEXT = [
    # (opcode, written, must contain (in this order), must not contain)
    ("suld", ".b", [".1d", ".2d", ".3d", ".a1d", ".a2d"], [".trap", ".b32"]),
    ("suld", ".b.2d", [".ca", ".cg", ".cs", ".cv", ".v2", ".v4", ".b8", ".b16", ".b32", ".b64"], [".1d", ".trap"]),
    ("suld", ".b.2d.b32", [".trap", ".clamp", ".zero"], [".b64", ".v2"]),
    ("suld", ".b.2d.b32.trap", [], [".clamp", ".zero"]),
    ("sust", ".p", [".1d", ".2d", ".3d"], [".a1d", ".b"]),
    ("sust", ".p.1d", [".v2", ".v4", ".b32"], [".cg", ".b8"]),
    ("sured", ".b", [".add", ".min", ".max", ".and", ".or"], [".1d"]),
    ("sured", ".p.add.1d", [".b32", ".b64"], [".u32", ".s64"]),
    ("sured", ".b.add.1d", [".u32", ".u64", ".s32", ".b32", ".s64"], [".b64"]),
    ("suq", "", [".width", ".height", ".depth", ".channel_data_type", ".array_size", ".memory_layout"], []),
    ("ld", ".global", [".ca", ".cg", ".L1::evict_last", ".L2::cache_hint", ".L2::128B", ".v2", ".v4", ".u32", ".f64", ".nc"],
     [".const", ".global", ".wb"]),
    ("ld", "", [".weak", ".const", ".global", ".local", ".param", ".shared", ".volatile", ".relaxed", ".acquire", ".mmio"],
     [".release"]),
    ("ld", ".relaxed", [".cta", ".cluster", ".gpu", ".sys"], [".global", ".u32"]),
    ("st", ".global", [".wb", ".cg", ".cs", ".wt", ".v4", ".b32"], [".ca", ".lu", ".nc"]),
    ("st", ".release", [".cta", ".gpu", ".sys"], [".u32"]),
    ("cvt", ".rn", [".ftz", ".sat", ".u8", ".f32", ".relu", ".satfinite"], [".rn"]),
    ("cvt", ".rzi", [".ftz", ".sat", ".u8", ".f64"], [".relu"]),
    ("mma", ".sync.aligned", [".m8n8k4", ".m16n8k8", ".m16n8k16"], [".row"]),
    ("mma", ".sync.aligned.m16n8k16", [".row"], [".col"]),
    ("mma", ".sync.aligned.m8n8k4", [".row", ".col"], []),
    ("wgmma", ".mma_async.sync.aligned", [".m64n8k16", ".m64n256k16", ".m64n8k8", ".m64n8k32"], [".f16"]),
    ("wgmma", ".mma_async.sync.aligned.m64n128k16", [".f16", ".f32"], [".s32"]),
    ("wgmma", "", [".mma_async", ".fence", ".commit_group", ".wait_group"], []),
    ("cp", ".async.bulk.tensor", [".1d", ".2d", ".3d", ".4d", ".5d"], [".global"]),
    ("cp", ".async.bulk.tensor.2d", [".shared::cta", ".shared::cluster", ".global"], [".tile"]),
    ("cp", ".async.bulk.tensor.2d.shared::cluster.global",
     [".tile", ".tile::gather4", ".im2col", ".mbarrier::complete_tx::bytes"], [".bulk_group", ".tile::scatter4"]),
    ("cp", ".async.bulk.tensor.2d.global.shared::cta", [".tile", ".tile::scatter4", ".im2col_no_offs", ".bulk_group"],
     [".tile::gather4", ".mbarrier::complete_tx::bytes"]),
    ("setp", "", [".eq", ".ne", ".lt", ".lo", ".num", ".nan"], [".and"]),
    ("setp", ".eq", [".and", ".or", ".xor", ".ftz", ".b16", ".s32", ".f64", ".f16", ".bf16x2"], []),
    ("atom", "", [".relaxed", ".acq_rel", ".cta", ".sys", ".global", ".shared", ".shared::cluster", ".and", ".cas", ".max"],
     [".u32"]),
    ("atom", ".global.add", [".L2::cache_hint", ".u32", ".f32", ".f64", ".noftz", ".v2", ".v4"], [".release"]),
    ("atom", ".global.cas", [".b32", ".b64", ".b16", ".b128"], [".noftz"]),
]


@pytest.mark.parametrize("opcode,written,expected,absent", NEXT)
def test_next_modifiers(db, opcode, written, expected, absent):
    got = next_of(db, opcode, written)
    positions = [got.index(m) if m in got else -1 for m in expected]
    assert -1 not in positions, f"missing {[m for m, p in zip(expected, positions, strict=True) if p < 0]} in {got}"
    for m in absent:
        assert m not in got, f"{m} must not be offered after {opcode}{written}: {got}"


def test_next_modifiers_keep_spec_order(db):
    got = next_of(db, "suld", ".b.2d")
    assert got.index(".ca") < got.index(".v2") < got.index(".b8") < got.index(".b64")


def test_next_modifiers_carry_group_and_description_slot(db):
    choices = {c.modifier: c for c in db.next_modifiers("suld", mods(".b.2d.b32"))}
    assert choices[".trap"].group == ".clamp"
    assert choices[".clamp"].group == ".clamp"


# --- check_modifiers --------------------------------------------------------------------------

CHECK = [
    # (opcode, written, expected issue code or None, index of the flagged modifier)
    ("suld", ".b.2d.b32.trap", None, None),
    ("suld", ".b.2d.b32", "missing", None),
    ("suld", ".b.2d.b32.trap.zero", "repeated", 4),
    ("suld", ".b.2d.trap.b32", "out_of_order", 2),
    ("suld", ".b.2d.b32.trap.foo", "unknown", 4),
    ("suld", ".b.2d.wb.b32.trap", "unknown", 2),  # .wb is a sust cache operator, not suld's
    ("suld", ".b.2d.b32.trap.cg", "out_of_order", 2),  # .cg belongs before the type
    ("sust", ".b.1d.b32.trap", None, None),
    ("sust", ".p.1d.b16.trap", "not_allowed", 2),  # formatted stores are .b32 only
    ("sured", ".p.add.1d.u32.trap", "not_allowed", 3),
    ("sured", ".b.add.1d.u64.clamp", None, None),
    ("suq", ".width.b32", None, None),
    ("suq", ".b32.width", "out_of_order", 0),
    ("ld", ".global.ca.v4.f32", None, None),
    ("ld", ".global.wb.u32", "unknown", 1),  # a store cache operator
    ("ld", ".global.u32.v4", "out_of_order", 1),
    ("ld", ".global.shared.u32", "repeated", 1),
    ("ld", ".global", "missing", None),
    ("st", ".global.wb.u32", None, None),
    ("st", ".global.lu.u32", "unknown", 1),  # a load cache operator
    ("st", ".volatile.global.wb.u32", "not_allowed", 2),  # no cache operator on volatile
    ("cvt", ".rn.f32.s32", None, None),
    ("cvt", ".f32.s32.rn", "out_of_order", 0),
    ("atom", ".add.release.gpu.u32", "out_of_order", 0),  # nvcc writes this order; ptxas accepts it
    ("vote", ".ballot.sync.b32", "out_of_order", 0),
    ("mma", ".sync.aligned.m16n8k16.row.col.f32.f16.f16.f32", None, None),
    ("mma", ".sync.aligned.m16n8k16.col.row.f32.f16.f16.f32", "out_of_order", 3),
    ("mma", ".sync.aligned.m16n8k16.col.col.f32.f16.f16.f32", "not_allowed", 3),  # m16n8k16 is .row.col only
    ("wgmma", ".mma_async.sync.aligned.m64n64k16.f32.f16.f16", None, None),
    ("wgmma", ".mma_async.sync.aligned.m64n64k16.f32.f16", "missing", None),
    ("cp", ".async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes", None, None),
    ("cp", ".async.bulk.tensor.2d.global.shared::cta.tile.mbarrier::complete_tx::bytes", "not_allowed", 7),
    ("setp", ".eq.s32", None, None),
    ("setp", ".s32.eq", "out_of_order", 0),
    ("setp", ".eq.lt.s32", "repeated", 1),
    ("atom", ".global.add.u32", None, None),
    ("atom", ".global.add.b16", "not_allowed", 2),
    ("atom", ".global.foo.u32", "unknown", 1),
]


@pytest.mark.parametrize("opcode,written,code,index", CHECK)
def test_check_modifiers(db, opcode, written, code, index):
    res = db.resolve(opcode, mods(written))
    assert res.instruction is not None
    issues = db.check_modifiers(res.instruction, mods(written))
    if code is None:
        assert issues == ()
        return
    assert issues, f"{opcode}{written} should be rejected"
    assert issues[0].code == code, issues
    assert issues[0].index == index
    assert issues[0].message
    assert issues[0].severity == ("info" if code == "out_of_order" else "error")


def test_out_of_order_keeps_meaning(db):
    """Reordering may move qualifiers but never swap types or state spaces (that changes the meaning)."""
    issue = db.check_modifiers("cvt", mods(".f32.s32.rn"))[0]
    assert "`.rn.f32.s32`" in issue.message
    res = db.resolve("atom", mods(".add.release.gpu.u32"))
    assert res.complete and not res.in_order
    assert res.forms[0].operands[0].role == "destination"


def test_missing_lists_what_is_expected(db):
    issues = db.check_modifiers("suld", mods(".b.2d.b32"))
    assert set(issues[0].expected) == {".trap", ".clamp", ".zero"}


# --- operands, requirements, descriptions -----------------------------------------------------


def test_expected_operands_suld(db):
    form = db.resolve("suld", mods(".b.2d.v2.b32.trap")).forms[0]
    ops = db.expected_operands(form, mods(".b.2d.v2.b32.trap"))
    assert [o["operand"].role for o in ops] == ["destination", "source"]
    assert ops[0]["type"] == ".b32" and ops[0]["vector"] == 2
    assert ops[1]["operand"].kind == "address" and ops[1]["operand"].elements == ("a", "b")


def test_expected_operands_store_has_no_destination(db):
    form = db.resolve("st", mods(".global.v4.f32")).forms[0]
    ops = db.expected_operands(form, mods(".global.v4.f32"))
    assert [o["operand"].role for o in ops][:2] == ["source", "source"]
    assert ops[0]["operand"].kind == "address"
    assert ops[1]["type"] == ".f32" and ops[1]["vector"] == 4
    assert ops[2]["operand"].optional  # {, cache-policy}


def test_expected_operands_cvt_types(db):
    form = db.resolve("cvt", mods(".rn.f32.s32")).forms[0]
    ops = db.expected_operands(form, mods(".rn.f32.s32"))
    assert [o["type"] for o in ops] == [".f32", ".s32"]


def test_expected_operands_setp_predicates(db):
    form = db.resolve("setp", mods(".lt.and.s32")).forms[0]
    ops = db.expected_operands(form, mods(".lt.and.s32"))
    assert ops[0]["operand"].kind == "predicate" and ops[0]["operand"].pair == "q"
    assert ops[0]["operand"].pair_optional
    assert [o["type"] for o in ops[1:3]] == [".s32", ".s32"]
    assert ops[3]["operand"].negatable  # {!}c


def test_requirement_base_and_modifier(db):
    base = db.requirement("cp.async.bulk.tensor", mods(".2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes"))
    assert base.ptx == "8.0" and base.min_sm == 90 and base.arch == ()
    scatter = db.requirement(
        "cp.async.bulk.tensor", mods(".2d.global.shared::cta.tile::scatter4.bulk_group")
    )
    assert scatter.ptx == "8.6" and "sm_100a" in scatter.arch
    add16 = db.requirement(db.instruction("add"), mods(".u16x2"))
    assert add16.ptx == "8.0" and add16.min_sm == 90


def test_search_prefix(db):
    names = [n for n, kind, _ in db.search("cp.async.bulk") if kind == "instruction"]
    assert "cp.async.bulk" in names and "cp.async.bulk.tensor" in names
    assert all(n.startswith("cp.async.bulk") for n in names)


def test_instruction_urls_point_to_official_anchors(db):
    suld = db.instruction("suld")
    assert suld.url == "https://docs.nvidia.com/cuda/parallel-thread-execution/#surface-instructions-suld"
    tw = db.instruction("mbarrier.try_wait")
    assert tw.url.endswith("#parallel-synchronization-and-communication-instructions-mbarrier-test-wait-try-wait")


def test_requirement_uses_the_matched_section_only(db):
    add = db.instruction("add")
    integer = db.requirement(add, mods(".s32"))
    assert integer.ptx == "1.0" and integer.min_sm is None  # §9.7.1.1, not the half-precision sm_53
    half = db.requirement(add, mods(".rn.f16"))
    assert half.min_sm == 53
    form = db.resolve("add", mods(".rn.bf16")).forms[0]
    assert db.requirement(add, mods(".rn.bf16"), form=form).min_sm == 90


def test_prose_only_notes_are_hints_not_requirements(db):
    """'Support for vector types requires sm_90' must not make every atom need sm_90."""
    plain = db.requirement("atom", mods(".global.and.b32"))
    assert plain.min_sm is None or plain.min_sm < 90
    vec = db.requirement("atom", mods(".global.add.v2.f32"))
    assert vec.min_sm == 90 and vec.ptx == "8.1"


def test_sibling_notes_stay_with_their_instruction(db):
    """In the `bar , barrier` section, `barrier` notes (PTX 6.0) do not apply to `bar`."""
    assert db.requirement("bar", mods(".sync")).ptx == "1.0"
    assert db.requirement("barrier", mods(".sync")).ptx == "6.0"


def test_form_specific_and_joined_notes(db):
    mn = db.instruction("min")
    three = next(f for f in mn.forms if f.template.endswith("d, a, b, c"))
    two = next(f for f in mn.forms if f.section == three.section and f.template.endswith("d, a, b"))
    assert db.requirement(mn, mods(".f32"), form=three).min_sm == 100  # "min with three input arguments"
    assert (db.requirement(mn, mods(".f32"), form=two).min_sm or 0) < 100
    # "`.ftz` qualifier for `cvt.f32.bf16` requires sm_90" concerns .ftz *with* .f32.bf16 only
    assert db.requirement("cvt", mods(".ftz.f32.bf16")).min_sm == 90
    assert (db.requirement("cvt", mods(".ftz.f32.f16")).min_sm or 0) < 90
    # "`.sync_restrict` qualifier" names the `.sync_restrict::...` modifiers
    assert db.requirement("fence", mods(".acquire.sync_restrict::shared::cluster.cluster")).ptx == "8.6"


def test_queries_never_raise_on_junk(db):
    """Random opcodes and modifier lists (including junk) never raise: the server calls these on every keystroke."""
    import random

    rng = random.Random(7)
    modifiers = list(db.all_modifiers()) + ["", ".", "..", "::x", ".ü", ".\x00", "abc", ".L2::", ".shared::"]
    opcodes = list(db.opcodes()) + ["", "xyz", "ld.global", "@", "{}", "cp.async.bulk.tensor"]
    for _ in range(1500):
        opcode = rng.choice(opcodes)
        written = [rng.choice(modifiers) for _ in range(rng.randint(0, 9))]
        res = db.resolve(opcode, written)
        db.next_modifiers(opcode, written)
        db.check_modifiers(opcode, written)
        db.requirement(opcode, written)
        if res.instruction is not None:
            db.check_modifiers(res.instruction, written)
            for form in (res.forms or res.partial_forms)[:2]:
                db.expected_operands(form, written)
                db.requirement(res.instruction, written, form=form)


def test_sub_byte_types_fill_instruction_type_slots(db):
    """`.u4`/`.s4`/`.b1`/`.u2`/`.s2` are types (facts), so the slots listing them are type slots."""
    written = mods(".sync.aligned.m8n8k32.row.col.s32.u4.s4.s32")
    form = db.resolve("mma", written).forms[0]
    ops = db.expected_operands(form, written)
    assert [o["type"] for o in ops] == [".s32", ".u4", ".s4", ".s32"]
    pack = db.resolve("cvt", mods(".pack.sat.s2.s32.b32")).forms[0]
    assert len(pack.type_slots) == 3  # .convertType, .abType, .cType
    assert db.facts.type(".b1") is not None and not db.facts.type(".b1").fundamental


def test_ptxas_versions_recorded_on_notes(db):
    """Where ptxas accepts a feature before the spec's version, the overlay records it on the note."""
    cta = next(n for n in db.instruction("cp.async").notes if n.kind == "ptx" and n.when_any == (((".shared::cta",),),))
    assert cta.ptx == "7.8" and cta.ptxas_ptx == "7.0"
    acq = next(n for n in db.instruction("fence").notes if n.kind == "ptx" and n.ptx == "8.6" and "`.acquire`" in n.text)
    assert acq.ptxas_ptx == "6.0"
    assert all(n.ptxas_ptx is None or version_tuple(n.ptxas_ptx) < version_tuple(n.ptx)
               for i in db.instructions.values() for n in i.notes if n.kind == "ptx")


def test_set_integer_result_note_is_form_specific(db):
    """The 6.5 note names `set.{u16,u32,s16,s32}.f16` (integer results); `set.eq.f16.u16` is 4.2."""
    st = db.instruction("set")
    for spelled, version in ((".eq.f16.u16", "4.2"), (".eq.u32.f16", "6.5"), (".eq.s32.f16x2", "6.5")):
        written = mods(spelled)
        forms = db.resolve("set", written).forms
        assert forms and min(version_tuple(db.requirement(st, written, form=f).ptx or "0.0") for f in forms) \
            == version_tuple(version), spelled


def test_target_specific_version_notes_are_hints_without_a_target(db):
    """cvt `.e4m3x2`: 7.8 "for sm_90 or higher", 8.1 "for sm_89" (`for_sm`); the requirement has no
    target, so it asks 7.8 and keeps the sm_89 note as a hint."""
    req = db.requirement("cvt", mods(".rn.satfinite.e4m3x2.f32"))
    assert req.ptx == "7.8"
    assert any(n.for_sm == (89,) and n.ptx == "8.1" for n in req.hints)


def _first_fit_by_enumeration(slots, written: tuple[str, ...]) -> list[str] | None:
    """The reference for `_unordered_order`: every choice of members (a slot's members in order, then
    `skip` for an optional slot) in the search's order; the first whose tokens are the written
    modifiers, with the required group slots' tokens in their written order."""
    import itertools

    choices = [list(slot.member_tokens) + ([None] if slot.optional else []) for slot in slots]
    for pick in itertools.product(*choices):
        tokens = [t for toks in pick if toks is not None for t in toks]
        if sorted(tokens) != sorted(written):
            continue
        fixed = [t for slot, toks in zip(slots, pick, strict=True) if toks is not None and not slot.optional
                 and not slot.literal and slot.group is not None for t in toks]
        if [t for t in written if t in set(fixed)] == fixed:
            return tokens
    return None


def test_unordered_order_is_the_first_fit_of_the_whole_search(db):
    """The search that cuts branches (a modifier left that no later slot has) and the matching that
    skips forms lacking a written token answer as the exhaustive search does, on valid spellings
    shuffled, spellings with a modifier dropped, swapped or foreign, over forms small enough to enumerate."""
    import math
    import random

    from ptx_lsp.spec.db import _unordered_order

    rng = random.Random(11)
    checked = 0
    for instr in sorted(db.instructions.values(), key=lambda i: i.name):
        tokens = sorted({t for f in instr.forms for s in f.slots for m in s.member_tokens for t in m})
        for form in instr.forms:
            size = math.prod(len(s.member_tokens) + s.optional for s in form.slots)
            if size > 4000 or not tokens:
                continue
            for _ in range(6):
                written = [t for s in form.slots if not (s.optional and rng.random() < 0.5)
                           for t in rng.choice(s.member_tokens)]
                move = rng.random()
                if move < 0.4:
                    rng.shuffle(written)
                elif move < 0.6 and written:
                    written.pop(rng.randrange(len(written)))
                elif move < 0.8 and written:
                    written[rng.randrange(len(written))] = rng.choice(tokens)
                elif move < 0.9:
                    written.insert(rng.randrange(len(written) + 1), ".nosuch")
                written = tuple(written)
                assert _unordered_order(form.slots, written) == _first_fit_by_enumeration(form.slots, written), \
                    (form.template, written)
                found = db.matching_forms(instr, written, complete=True, ordered=False)
                assert (form in found) == (_first_fit_by_enumeration(form.slots, written) is not None)
                checked += 1
    assert checked > 1000
