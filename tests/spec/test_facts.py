"""Lookups of the non-instruction PTX facts (spec/facts.py): table-driven, no ISA text needed.

Each case states a fact from the PTX ISA 9.0 or the ABI guide and checks the API answers it.
"""

from __future__ import annotations

import json

import pytest

from ptx_lsp.spec import facts as facts_mod
from ptx_lsp.spec.facts import (
    DATA_DIR,
    DOC_URL,
    Directive,
    PtxType,
    SpecialRegisterRef,
    StateSpace,
    TargetInfo,
    load_facts,
    version_key,
)
from ptx_lsp.spec.version import KNOWN_ISA_VERSION

F = load_facts()


# --- special registers (chapter 10) -------------------------------------------------------------
@pytest.mark.parametrize(
    "written, family, member, component, index, typ",
    [
        ("%tid", "%tid", "%tid", None, None, ".v4.u32"),
        ("%tid.x", "%tid", "%tid", "x", None, ".u32"),
        ("%tid.w", "%tid", "%tid", "w", None, ".u32"),  # undocumented padding lane, accepted by ptxas
        ("%ntid.z", "%ntid", "%ntid", "z", None, ".u32"),
        ("%ctaid.y", "%ctaid", "%ctaid", "y", None, ".u32"),
        ("%nctaid.x", "%nctaid", "%nctaid", "x", None, ".u32"),
        ("%clusterid.x", "%clusterid", "%clusterid", "x", None, ".u32"),
        ("%cluster_ctaid.z", "%cluster_ctaid", "%cluster_ctaid", "z", None, ".u32"),
        ("%cluster_nctaid", "%cluster_nctaid", "%cluster_nctaid", None, None, ".v4.u32"),
        ("%envreg0", "%envreg<32>", "%envreg0", None, 0, ".b32"),
        ("%envreg7", "%envreg<32>", "%envreg7", None, 7, ".b32"),
        ("%envreg31", "%envreg<32>", "%envreg31", None, 31, ".b32"),
        ("%pm3", "%pm0..%pm3", "%pm3", None, 3, ".u32"),
        ("%pm6", "%pm4..%pm7", "%pm6", None, 6, ".u32"),
        ("%pm5_64", "%pm0_64..%pm7_64", "%pm5_64", None, 5, ".u64"),
        ("%clock", "%clock", "%clock", None, None, ".u32"),
        ("%clock_hi", "%clock_hi", "%clock_hi", None, None, ".u32"),
        ("%clock64", "%clock64", "%clock64", None, None, ".u64"),
        ("%globaltimer", "%globaltimer", "%globaltimer", None, None, ".u64"),
        ("%globaltimer_lo", "%globaltimer_lo/hi", "%globaltimer_lo", None, None, ".u32"),
        ("%lanemask_eq", "%lanemask_eq", "%lanemask_eq", None, None, ".u32"),
        ("%lanemask_gt", "%lanemask_gt", "%lanemask_gt", None, None, ".u32"),
        ("%gridid", "%gridid", "%gridid", None, None, ".u64"),
        ("%is_explicit_cluster", "%is_explicit_cluster", "%is_explicit_cluster", None, None, ".pred"),
        ("%reserved_smem_offset_1", "%reserved_smem_offset_<2>", "%reserved_smem_offset_1", None, 1, ".b32"),
        ("%reserved_smem_offset_cap", "%reserved_smem_offset_cap", "%reserved_smem_offset_cap", None, None, ".b32"),
        ("%current_graph_exec", "%current_graph_exec", "%current_graph_exec", None, None, ".u64"),
        ("%dynamic_smem_size", "%dynamic_smem_size", "%dynamic_smem_size", None, None, ".u32"),
    ],
)
def test_special_register_resolution(written, family, member, component, index, typ):
    ref = F.special_register(written)
    assert isinstance(ref, SpecialRegisterRef)
    assert (ref.register.name, ref.member, ref.component, ref.index, ref.type) == (
        family, member, component, index, typ)
    assert ref.register.read_only


@pytest.mark.parametrize(
    "written",
    ["%tid.v", "%envreg32", "%pm8", "%pm8_64", "%laneid.x", "%clock.x", "%foo", "tid", "%", "%tid.", "%r1",
     "%reserved_smem_offset_2"],
)
def test_unknown_special_registers(written):
    assert F.special_register(written) is None


@pytest.mark.parametrize(
    "name, version, target",
    [("%tid", "1.0", None), ("%laneid", "1.3", None), ("%nwarpid", "2.0", "sm_20"), ("%clock_hi", "5.0", "sm_20"),
     ("%clock64", "2.0", "sm_20"), ("%pm4", "3.0", "sm_20"), ("%pm0", "1.3", None), ("%pm0_64", "4.0", "sm_50"),
     ("%envreg3", "2.1", None), ("%globaltimer", "3.1", "sm_30"), ("%clusterid", "7.8", "sm_90"),
     ("%aggr_smem_size", "8.1", "sm_90"), ("%total_smem_size", "4.1", "sm_20"),
     ("%reserved_smem_offset_begin", "7.6", "sm_80"), ("%current_graph_exec", "8.0", "sm_50")],
)
def test_special_register_requirements(name, version, target):
    reg = F.special_register(name).register
    assert (reg.min_version, reg.min_target) == (version, target)


def test_vector_special_registers_have_xyz_components():
    vectors = {r.name for r in F.special_registers if r.vector}
    assert vectors == {"%tid", "%ntid", "%ctaid", "%nctaid", "%clusterid", "%nclusterid", "%cluster_ctaid",
                       "%cluster_nctaid"}
    for reg in F.special_registers:
        if reg.vector:
            assert reg.vector == 4 and reg.components == ("x", "y", "z") and reg.extra_components == ("w",)
        else:
            assert reg.components == () == reg.extra_components
    assert "%tid.w" not in F.all_names()  # resolvable, but not offered


# --- types (§5.2) -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "fmt, reg",
    [(".f16x2", ".f16x2"), (".bf16", ".b16"), (".bf16x2", ".b32"), (".tf32", ".b32"), (".e4m3x2", ".b16"),
     (".e5m2x2", ".b16"), (".e2m3x2", ".b16"), (".e3m2x2", ".b16"), (".ue8m0x2", ".b16"), (".e2m1x2", ".b8"),
     (".e4m3x4", ".b32"), (".e5m2x4", ".b32"), (".e2m3x4", ".b32"), (".e3m2x4", ".b32"),
     (".e2m1x4", ".b16"),  # 4 x 4 bits: cvt (9.7.9.21) writes d as .b16, ptxas rejects .b32
     (".f32x2", ".b64"), (".u16x2", ".b32"), (".s16x2", ".b32"), (".u32", ".u32"), (".f64", ".f64"),
     (".pred", ".pred"), (".b128", ".b128"), (".ue4m3", ".b8")],
)
def test_register_type_for(fmt, reg):
    assert F.register_type_for(fmt) == reg


@pytest.mark.parametrize("name", [".v4", "b32", ".f128", "", ".u24"])
def test_register_type_for_unknown(name):
    assert F.register_type_for(name) is None


@pytest.mark.parametrize(
    "name, size, align, kind",
    [(".s8", 8, 1, "signed"), (".u16", 16, 2, "unsigned"), (".b32", 32, 4, "bit"), (".f64", 64, 8, "float"),
     (".b128", 128, 16, "bit"), (".f16", 16, 2, "float"), (".f16x2", 32, 4, "packed_float"), (".pred", 1, None, "pred"),
     (".texref", None, None, "opaque")],
)
def test_type_sizes(name, size, align, kind):
    t = F.type(name)
    assert isinstance(t, PtxType)
    assert (t.size_bits, t.align_bytes, t.kind) == (size, align, kind)


def test_fundamental_types_are_exactly_table_8():
    fundamental = {t.name for t in F.types if t.fundamental}
    assert fundamental == {".s8", ".s16", ".s32", ".s64", ".u8", ".u16", ".u32", ".u64", ".f16", ".f16x2", ".f32",
                           ".f64", ".b8", ".b16", ".b32", ".b64", ".b128", ".pred"}


# §5.2.1 / §9.4 Table 26 (strict) and §9.4.1 Tables 27/28 (ld/st/cvt)
@pytest.mark.parametrize(
    "instr, operand, context, ok",
    [
        (".u32", ".s32", "strict", True),      # signed/unsigned of equal size interchange
        (".s16", ".u16", "strict", True),
        (".u32", ".b32", "strict", True),      # bit type matches any type of its size
        (".b64", ".f64", "strict", True),
        (".f32", ".b32", "strict", True),
        (".f32", ".u32", "strict", False),     # floats are strict
        (".u32", ".f32", "strict", False),
        (".f32", ".f64", "strict", False),
        (".u32", ".u64", "strict", False),     # sizes must match outside ld/st/cvt
        (".u64", ".u32", "strict", False),
        (".pred", ".pred", "strict", True),
        (".b32", ".pred", "strict", False),
        (".pred", ".b32", "strict", False),
        (".f16", ".b16", "strict", True),
        (".f16", ".f16x2", "strict", False),
        (".f16x2", ".b32", "strict", True),
        (".f16x2", ".f32", "strict", False),
        (".u8", ".u32", "source", True),       # ld/st/cvt: wider registers allowed
        (".u8", ".u32", "strict", False),
        (".u16", ".b8", "source", False),      # never narrower
        (".f32", ".b64", "destination", True), # float only through bit types
        (".f32", ".f64", "destination", False),
        (".u16", ".f32", "destination", False),
        (".b16", ".f32", "destination", True),
        (".f16", ".b32", "destination", True),
        (".s32", ".f32", "source", False),
        (".bf16", ".b16", "strict", True),     # alternate formats: their bit register only
        (".bf16", ".f16", "strict", False),
        (".bf16", ".b32", "destination", False),
        (".bf16x2", ".b32", "strict", True),
        (".bf16x2", ".f16x2", "strict", False),
        (".bf16x2", ".f32", "strict", False),
        (".e4m3x2", ".b16", "strict", True),
        (".e4m3x2", ".b32", "destination", False),
        (".tf32", ".b32", "strict", True),
        (".tf32", ".u32", "strict", False),
        (".u16x2", ".b32", "strict", True),
        (".u16x2", ".u32", "strict", False),
        (".texref", ".texref", "strict", True),
        (".texref", ".b64", "strict", False),
        (".nope", ".b32", "strict", False),
    ],
)
def test_type_compatible(instr, operand, context, ok):
    assert F.type_compatible(instr, operand, context) is ok


@pytest.mark.parametrize(
    "instr, operand, role, result",
    [(".u8", ".u32", "source", "chop"), (".s8", ".s32", "destination", "sext"), (".u8", ".s32", "destination", "zext"),
     (".b16", ".b64", "destination", "zext"), (".s32", ".u32", "strict", "none"), (".f32", ".s32", "source", None)],
)
def test_operand_conversion(instr, operand, role, result):
    assert F.operand_conversion(instr, operand, role) == result


@pytest.mark.parametrize(
    "opcode, relaxed", [("ld", True), ("ld.global.nc", True), ("st", True), ("cvt", True), ("ldu", True),
                        ("add", False), ("mov", False), ("cvta", False)],
)
def test_allows_wider_operands(opcode, relaxed):
    assert F.allows_wider_operands(opcode) is relaxed


@pytest.mark.parametrize(
    "opcode, itype, ok",
    [("ld.global", ".u8", True), ("cvt.u32", ".s8", True), ("add", ".u8", False), ("mov", ".b8", False),
     ("setp", ".s8", False), ("add", ".f16", True), ("mov", ".f16", False), ("ld", ".f16", False),
     ("fma.rn", ".f16x2", True), ("selp", ".f16x2", False), ("add", ".u32", True), ("mma.sync", ".s8", True)],
)
def test_subword_restrictions(opcode, itype, ok):
    assert F.subword_type_allowed(opcode, itype) is ok


@pytest.mark.parametrize(
    "elem, n, ok",
    [(".f32", 4, True), (".f64", 2, True), (".f64", 4, False), (".b128", 2, False), (".pred", 2, False),
     (".u8", 4, True), (".f32", 8, False), (".f32", 3, False), (".bf16", 2, False), (".f16x2", 4, True)],
)
def test_vector_declarations(elem, n, ok):
    assert F.vector_declaration_ok(elem, n) is ok


# --- state spaces (§5.1, Tables 6 and 7) --------------------------------------------------------------
@pytest.mark.parametrize(
    "name, addressable, init, access, sharing, module, preds",
    [(".reg", "no", False, "RW", "per-thread", False, True),
     (".sreg", "no", False, "RO", "per-CTA", False, False),
     (".const", "yes", True, "RO", "per-grid", True, False),
     (".global", "yes", True, "RW", "context", True, False),
     (".local", "yes", False, "RW", "per-thread", False, False),
     (".shared", "yes", False, "RW", "per-cluster", True, False)],
)
def test_state_space_properties(name, addressable, init, access, sharing, module, preds):
    s = F.state_space(name)
    assert isinstance(s, StateSpace)
    assert (s.addressable, s.initializable, s.access, s.sharing, s.module_scope, s.allows_predicates) == (
        addressable, init, access, sharing, module, preds)


def test_only_const_and_global_take_initializers_and_only_reg_predicates():
    assert {s.name for s in F.state_spaces if s.initializable} == {".const", ".global"}
    assert {s.name for s in F.state_spaces if s.allows_predicates} == {".reg"}


def test_param_differs_for_kernels_and_functions():
    p = F.state_space(".param")
    assert "RO" in p.access and "RW" in p.access
    assert not p.module_scope and p.function_scope


@pytest.mark.parametrize(
    "name, base, default, target",
    [(".shared::cta", ".shared", True, "sm_30"), (".shared::cluster", ".shared", False, "sm_90"),
     (".param::entry", ".param", False, None), (".param::func", ".param", False, None)],
)
def test_sub_qualifiers(name, base, default, target):
    assert F.state_space(name).name == base
    q = F.sub_qualifier(name)
    assert (q.space, q.default, q.min_target) == (base, default, target)


def test_sub_qualifier_defaults_and_unknowns():
    assert F.state_space(".shared").default_sub_qualifier.name == ".shared::cta"
    assert F.state_space(".param").default_sub_qualifier is None  # instruction-dependent
    assert F.sub_qualifier(".shared") is None
    assert F.sub_qualifier(".shared::grid") is None
    assert F.state_space(".texture") is None
    assert F.state_space(".tex").deprecated


# --- directives -------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "name, placement, version, target",
    [(".version", "first_statement", "1.0", None), (".target", "after_version", "1.0", None),
     (".address_size", "after_version", "2.3", None), (".entry", "module", "1.0", None),
     (".alias", "module", "6.3", "sm_30"), (".maxnreg", "kernel_header", "1.3", None),
     (".reqntid", "kernel_header", "2.1", None), (".noreturn", "function_header", "6.4", "sm_30"),
     (".abi_preserve", "function_header", "9.0", "sm_80"), (".abi_preserve_control", "function_header", "9.0", "sm_80"),
     (".pragma", "function_body", "2.0", None), (".branchtargets", "function_body", "2.1", "sm_20"),
     (".callprototype", "function_body", "2.1", "sm_20"), (".loc", "function_body", "1.0", None),
     (".file", "module", "1.0", None), (".section", "module", "2.0", None), (".weak", "declaration_prefix", "3.1", None),
     (".common", "declaration_prefix", "5.0", "sm_20"), (".reqnctapercluster", "kernel_header", "7.8", "sm_90"),
     (".blocksareclusters", "kernel_header", "9.0", "sm_90"), (".ptr", "parameter", "2.2", None),
     (".attribute", "declaration_prefix", "4.0", None), ("@@dwarf", "module", "1.2", None),
     (".align", "declaration_prefix", "1.0", None), (".local", "function_body", "1.0", None)],
)
def test_directive_placement_and_requirements(name, placement, version, target):
    d = F.directive(name)
    assert isinstance(d, Directive)
    assert placement in d.placement
    assert (d.min_version, d.min_target) == (version, target)


def test_kernel_only_directives_are_not_for_functions():
    for name in (".maxnreg", ".maxntid", ".reqntid", ".minnctapersm", ".explicitcluster", ".maxclusterrank"):
        assert F.directive(name).placement == ("kernel_header",)
    assert F.directive(".sreg").placement == ()  # never declared by programs


@pytest.mark.parametrize("name, version", [("nounroll", "2.0"), ("used_bytes_mask", "8.3"),
                                           ("enable_smem_spilling", "9.0"), ("frequency", "9.0")])
def test_pragma_strings(name, version):
    assert F.pragma(name).min_version == version
    assert F.pragma(f'"{name}"').name == name


def test_pragma_with_operand_resolves():
    assert F.pragma('"used_bytes_mask 0xfff"').name == "used_bytes_mask"
    assert F.pragma("unroll") is None
    assert F.pragma("") is None


# --- versions and targets ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    "target, version",
    [("sm_10", "1.0"), ("sm_13", "1.2"), ("sm_20", "2.0"), ("sm_35", "3.1"), ("sm_32", "4.0"), ("sm_53", "4.2"),
     ("sm_70", "6.0"), ("sm_75", "6.3"), ("sm_80", "7.0"), ("sm_86", "7.1"), ("sm_87", "7.4"), ("sm_88", "9.0"),
     ("sm_89", "7.8"), ("sm_90", "7.8"), ("sm_90a", "8.0"), ("sm_100", "8.6"), ("sm_100a", "8.6"),
     ("sm_100f", "8.8"), ("sm_101a", "8.6"), ("sm_103f", "8.8"), ("sm_110", "9.0"), ("sm_110f", "9.0"),
     ("sm_120", "8.7"), ("sm_120a", "8.7"), ("sm_120f", "8.8"), ("sm_121a", "8.8"), ("texmode_unified", "1.5"),
     ("texmode_independent", "1.5"), ("debug", "3.0"), ("map_f64_to_f32", "1.0"), ("compute_90", "7.8")],
)
def test_min_version_for_target(target, version):
    assert F.min_version_for_target(target) == version
    assert F.is_known_target(target)


@pytest.mark.parametrize("target", ["sm_91", "sm_90f", "sm_99", "sm_100b", "compute_91", "SM_90", "", "sm_"])
def test_unknown_targets(target):
    assert not F.is_known_target(target)
    assert F.min_version_for_target(target) is None


def test_targets_for_version():
    names = lambda v: {t.name for t in F.targets_for_version(v)}  # noqa: E731
    assert "sm_90" in names("7.8") and "sm_90a" not in names("7.8")
    assert "sm_90a" in names("8.0")
    assert "sm_101" in names("8.8") and "sm_101" not in names("9.0")  # renamed to sm_110 in 9.0
    assert "sm_110" in names("9.0") and "sm_110" not in names("8.8")
    assert "sm_88" in names("9.0") and "sm_88" not in names("8.8")
    assert names("1.0") == {"sm_10", "sm_11", "map_f64_to_f32"}
    assert names("9.9") == set()


@pytest.mark.parametrize("version", ["1.0", "1.5", "2.3", "3.0", "4.3", "5.0", "6.5", "7.8", "8.5", "8.8", "9.0"])
def test_known_versions(version):
    assert F.is_known_version(version)
    assert F.version(version).version == version


@pytest.mark.parametrize("version", ["5.1", "9.9", "10.0", "0.9", "1.6", "abc", ""])
def test_unknown_versions(version):
    assert not F.is_known_version(version)


def test_versions_are_ordered_numerically():
    keys = [version_key(v.version) for v in F.versions]
    assert keys == sorted(keys)
    assert len(F.versions) == 47  # 1.0 ... 9.4 (the release history of the known ISA text)
    assert F.version("8.0").cuda == "12.0" and F.version("9.0").cuda == "13.0"
    assert F.version("9.4").cuda == "13.4" and F.versions[-1].version == KNOWN_ISA_VERSION


def test_target_variants():
    t = F.target("sm_100f")
    assert isinstance(t, TargetInfo)
    assert (t.arch, t.variant, t.kind) == (100, "f", "arch")
    assert F.target("debug").kind == "option" and F.target("debug").arch is None
    for target in F.targets:
        if target.kind == "arch":
            assert target.name == f"sm_{target.arch}{target.variant}"


# --- ABI (seed 003) -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "name, prototype",
    [("vprintf", ".extern .func (.param .s32 status) vprintf (.param t1 format, .param t2 valist)"),
     ("malloc", ".extern .func (.param t1 ptr) malloc (.param t2 size)"),
     ("free", ".extern .func free (.param t1 ptr)"),
     ("__assertfail", ".extern .func __assertfail (.param t1 message, .param t1 file, .param .b32 line, "
                      ".param t1 function, .param t2 charSize)")],
)
def test_system_call_prototypes(name, prototype):
    call = F.system_call(name)
    assert call.prototype == prototype
    assert call.summary and call.description and call.url.startswith("https://docs.nvidia.com/cuda/")


def test_abi_tables():
    abi = F.abi
    assert abi.param_alignments == (1, 2, 4, 8, 16, 32, 64, 128)
    assert {(s.ptx_type, s.size, s.align) for s in abi.scalar_types} >= {(".b8", 1, 1), (".u64", 8, 8), (".f16", 2, 2)}
    assert len(abi.scalar_types) == 15 and all(s.representation for s in abi.scalar_types)
    for s in abi.scalar_types:  # the ABI sizes agree with the type table
        assert F.type(s.ptx_type).size_bits == 8 * s.size
    codes = {d.code: d.name for d in abi.dwarf_address_classes}
    assert codes[1] == "ADDR_code_space" and codes[5] == "ADDR_global_space" and codes[12] == "ADDR_generic_space"
    assert sorted(codes) == list(range(1, 13))
    rules = {r.name for r in abi.param_rules}
    assert {"integer_widening", "pointers", "aggregates", "alignments", "no_half_params"} <= rules


# --- whole-database consistency ----------------------------------------------------------------------
def _all_entries():
    yield from F.directives
    yield from F.pragmas
    yield from F.special_registers
    yield from F.types
    yield from F.state_spaces
    yield from F.versions
    yield from F.targets
    yield from F.abi.param_rules
    yield from F.abi.system_calls


@pytest.mark.parametrize("entry", list(_all_entries()), ids=lambda e: getattr(e, "name", getattr(e, "version", "?")))
def test_every_entry_is_documented(entry):
    assert entry.section and all(p.isdigit() for p in entry.section.split("."))
    assert entry.url.startswith(DOC_URL + "#") or entry.url.startswith(
        "https://docs.nvidia.com/cuda/ptx-writers-guide-to-interoperability/index.html#")
    assert entry.summary.strip() and entry.description.strip()
    assert entry.summary != entry.description
    assert len(entry.summary) <= 160


def test_requirements_reference_known_versions_and_targets():
    for entry in _all_entries():
        for attr in ("min_version", "max_version"):
            v = getattr(entry, attr, None)
            assert v is None or F.is_known_version(v), (entry, v)
        t = getattr(entry, "min_target", None)
        assert t is None or F.is_known_target(t), (entry, t)
    for v in F.versions:
        for t in v.targets_added:
            assert F.min_version_for_target(t) == v.version


def test_json_files_have_no_duplicate_names():
    for file, key, field_name in [("directives.json", "entries", "name"), ("directives.json", "pragmas", "name"),
                                  ("special_registers.json", "entries", "name"),
                                  ("types.json", "entries", "name"), ("state_spaces.json", "entries", "name"),
                                  ("targets.json", "targets", "name"), ("targets.json", "versions", "version"),
                                  ("abi.json", "system_calls", "name")]:
        data = json.loads((DATA_DIR / file).read_text(encoding="utf-8"))
        names = [e[field_name] for e in data[key]]
        assert len(names) == len(set(names)), file


def test_unknown_json_keys_are_rejected():
    with pytest.raises(ValueError, match="unknown keys"):
        facts_mod._build(facts_mod.Directive, {"name": ".x", "bogus": 1}, "test")


def test_names_and_prefix_search():
    names = F.all_names()
    assert list(names) == sorted(names)
    for expected in (".entry", ".shared::cluster", "%tid.x", "%envreg31", ".bf16x2", "sm_90a", ".pragma"):
        assert expected in names
    found = dict(F.search(".max"))
    assert set(found) == {".maxnreg", ".maxntid", ".maxnctapersm", ".maxclusterrank"}
    assert all(isinstance(e, Directive) for e in found.values())
    assert isinstance(F.lookup(".shared"), StateSpace)  # the space wins over its declaration directive
    assert isinstance(F.lookup("%tid.y"), SpecialRegisterRef)
    assert isinstance(F.lookup(".f16x2"), PtxType)
    assert F.lookup("vprintf").name == "vprintf"
    assert F.lookup(".nothing") is None


def test_load_facts_is_cached_and_frozen():
    assert load_facts() is F
    with pytest.raises(AttributeError):
        F.directive(".entry").name = ".x"  # type: ignore[misc]


@pytest.mark.parametrize(
    "source, bits, signed, expected",
    [("integer", 8, True, ".s32"), ("integer", 16, False, ".u32"), ("integer", 32, True, ".s32"),
     ("integer", 64, False, ".u64"), ("integer", 64, True, ".s64"), ("pointer", 32, False, ".u32"),
     ("pointer", 64, False, ".u64"), ("float", 32, False, ".f32"), ("float", 64, False, ".f64"),
     ("float", 16, False, None), ("aggregate", None, False, ".b8"), ("handle", 64, False, ".b64"),
     ("integer", 128, False, None), ("complex", 64, False, None)],
)
def test_abi_param_types(source, bits, signed, expected):
    assert F.abi_param_type(source, bits, signed) == expected


@pytest.mark.parametrize(
    "target, required, ok",
    [("sm_90", "sm_80", True), ("sm_80", "sm_90", False), ("sm_90a", "sm_90", True), ("sm_100a", "sm_90", True),
     ("sm_90", "sm_90a", False), ("sm_90a", "sm_90a", True), ("sm_100a", "sm_90a", False),  # 'a': exact only
     ("sm_100f", "sm_100f", True), ("sm_100a", "sm_100f", True), ("sm_103a", "sm_100f", True),
     ("sm_103f", "sm_100f", True), ("sm_103", "sm_100f", False), ("sm_100", "sm_100f", False),
     ("sm_100f", "sm_103f", False), ("sm_120f", "sm_100f", False), ("sm_110a", "sm_110f", True),
     ("sm_121f", "sm_120f", True), ("sm_121a", "sm_120a", False), ("compute_90", "sm_80", True),
     ("sm_90", "debug", False), ("debug", "debug", True), ("sm_99", "sm_80", False), ("sm_90", "sm_99", False)],
)
def test_target_satisfies(target, required, ok):
    assert F.target_satisfies(target, required) is ok


def test_families_follow_table_56():
    families = {}
    for t in F.targets:
        if t.family:
            families.setdefault(t.family, set()).add(t.arch)
    assert families == {"sm_10x": {100, 103, 107}, "sm_11x": {101, 110}, "sm_12x": {120, 121}}  # 9.4: sm_107


@pytest.mark.parametrize("name, bits", [(".u4", 4), (".s4", 4), (".b1", 1), (".u2", 2), (".s2", 2)])
def test_sub_byte_types_are_instruction_types_only(name, bits):
    t = F.type(name)
    assert isinstance(t, PtxType) and t.kind == "sub_byte" and t.size_bits == bits
    assert not t.fundamental  # declarations reject them (ptxas: syntax error)
    assert F.register_type_for(name) == ".b32"  # mma fragments and cvt.pack results are .b32 registers
    assert not F.vector_declaration_ok(name, 2)
    assert t.url.startswith(facts_mod.DOC_URL + "#") and t.url.endswith(("-data-types", "cvt-pack"))
    assert t.min_target == "sm_75"
    assert name in F.all_names()
