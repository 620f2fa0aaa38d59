"""Completion, context by context: tables of source-with-cursor (`$0`) -> expected items.

Each table row is one editing situation; `check(...)` asserts the items offered (labels, order
where the spec fixes it, replace range). Expected names are written out by hand from the PTX ISA,
so a wrong spec extraction or a wrong context shows up here.
"""

from __future__ import annotations

import pytest

from ptx_lsp.analysis.completion import complete
from ptx_lsp.analysis.host import Snapshot
from ptx_lsp.spec.version import KNOWN_ISA_VERSION

HEAD = """.version 8.0
.target sm_90a
.address_size 64
.global .align 4 .u32 gvar;
.func (.param .b32 r) add2 (.param .b32 x, .param .b32 y);
.visible .entry k(.param .u64 k_param_0, .param .u32 k_param_1)
{
  .reg .pred %p<3>;
  .reg .b32 %r<100>;
  .reg .f32 %f<8>;
  .reg .b64 %rd<10>;
  .shared .align 4 .f32 sh[32];
$L__BB0_1:
"""
TAIL = "\n  ret;\n}\n"


def at_cursor(source: str) -> tuple[Snapshot, int]:
    """The snapshot of `source` without its `$0` marker, and the marker's byte offset."""
    before, _, after = source.partition("$0")
    return Snapshot.from_text(before + after), len(before.encode())


def items_at(source: str):
    snapshot, offset = at_cursor(source)
    items = complete(snapshot, offset)
    return sorted(items, key=lambda c: (c.sort_text or "", c.label)), offset


def in_body(line: str) -> str:
    return HEAD + "  " + line + TAIL


def check(source: str, expected: list[str], *, exact: bool = False, ordered: bool = False,
          absent: tuple[str, ...] = (), replaced: str | None = None) -> None:
    """Assert the offered labels: `expected` all present (exactly, in sort order when asked)."""
    items, offset = items_at(source)
    labels = [c.label for c in items]
    if exact:
        assert sorted(labels) == sorted(expected), labels
    else:
        missing = [e for e in expected if e not in labels]
        assert not missing, f"missing {missing} in {labels}"
    if ordered:
        assert [lb for lb in labels if lb in expected] == expected, labels
    for name in absent:
        assert name not in labels, f"{name} offered: {labels}"
    if replaced is not None:
        text = source.replace("$0", "").encode()
        for c in items:
            assert c.replace_end == offset
            assert text[c.replace_start:c.replace_end].decode() == replaced, (c.label, c.replace_start)


# --- modifiers: exactly what the spec allows next, in spec order ------------------------------------

MODIFIERS = [
    # suld: §9.7.11.1 suld.b.geom{.cop}.vec.dtype.clamp
    ("suld.$0", [".b"], "."),
    ("suld.b.$0", [".1d", ".2d", ".3d", ".a1d", ".a2d"], "."),
    ("suld.b.2d.$0", [".ca", ".cg", ".cs", ".cv", ".v2", ".v4", ".b8", ".b16", ".b32", ".b64"], "."),
    ("suld.b.2d.cg.$0", [".v2", ".v4", ".b8", ".b16", ".b32", ".b64"], "."),
    ("suld.b.2d.v4.$0", [".b8", ".b16", ".b32", ".b64"], "."),
    ("suld.b.2d.b32.$0", [".trap", ".clamp", ".zero"], "."),
    ("suld.b.2d.b32.cl$0", [".trap", ".clamp", ".zero"], ".cl"),
    ("suld.b.2d.b32.trap.$0", [], "."),
    # sust: §9.7.11.2 sust.b.{1d,2d,3d}{.cop}.vec.ctype.clamp / sust.p...
    ("sust.b.1d.$0", [".wb", ".cg", ".cs", ".wt", ".v2", ".v4", ".b8", ".b16", ".b32", ".b64"], "."),
    ("sust.b.3d.wt.v2.b16.$0", [".trap", ".clamp", ".zero"], "."),
    ("sust.p.2d.$0", [".v2", ".v4", ".b32"], "."),
    # sured: §9.7.11.3 sured.b.op.geom.ctype.clamp
    ("sured.b.$0", [".add", ".min", ".max", ".and", ".or"], "."),
    ("sured.b.add.$0", [".1d", ".2d", ".3d"], "."),
    ("sured.b.add.2d.$0", [".u32", ".u64", ".s32"], "."),  # .add × .b32/.s64: ptxas rejects (legality)
    ("sured.b.max.2d.$0", [".u32", ".u64", ".s32", ".s64"], "."),
    ("sured.p.min.2d.$0", [".b32", ".b64"], "."),
    ("sured.b.add.2d.u32.$0", [".trap", ".clamp", ".zero"], "."),
    # suq: §9.7.11.4 suq.query.b32
    ("suq.$0", [".width", ".height", ".depth", ".channel_data_type", ".channel_order", ".array_size",
                ".memory_layout"], "."),
    ("suq.width.$0", [".b32"], "."),
    # cp.async.bulk.tensor: §9.7.9.25.5.2
    ("cp.async.bulk.tensor.$0", [".1d", ".2d", ".3d", ".4d", ".5d"], "."),
    # (im2col modes need 3 dimensions or more, gather4/scatter4 exactly 2: spec.legality, ptxas agrees)
    ("cp.async.bulk.tensor.2d.shared::cluster.global.$0",
     [".tile", ".tile::gather4", ".mbarrier::complete_tx::bytes"], "."),
    ("cp.async.bulk.tensor.3d.shared::cluster.global.$0",
     [".tile", ".im2col", ".im2col::w", ".im2col::w::128", ".mbarrier::complete_tx::bytes"], "."),
    ("cp.async.bulk.tensor.2d.global.shared::cta.$0",
     [".tile", ".tile::scatter4", ".bulk_group"], "."),
    ("cp.async.bulk.tensor.3d.global.shared::cta.$0",
     [".tile", ".im2col_no_offs", ".bulk_group"], "."),
    # wgmma.mma_async: §9.7.15.5.2
    ("wgmma.$0", [".mma_async", ".fence", ".commit_group", ".wait_group"], "."),
    ("wgmma.mma_async.sync.aligned.$0", [".m64n8k16", ".m64n256k16", ".m64n8k8", ".m64n8k32", ".m64n8k256"], "."),
    ("wgmma.mma_async.sync.aligned.m64n8k16.$0", [".f16", ".f32"], "."),
    ("wgmma.mma_async.sync.aligned.m64n8k16.f32.$0", [".f16", ".bf16"], "."),
    # mma: §9.7.14.5.14
    ("mma.$0", [".sync", ".sp", ".sp::ordered_metadata"], "."),
    ("mma.sync.aligned.m16n8k16.row.col.$0", [".f16", ".f32", ".s32"], "."),
    # ld / st: §9.7.9.8, §9.7.9.10
    ("ld.global.$0", [".ca", ".cg", ".cs", ".lu", ".cv", ".L2::cache_hint", ".L2::64B", ".L2::128B", ".L2::256B",
                      ".v2", ".v4", ".v8", ".b8", ".b32", ".u64", ".f64",
                      ".L1::evict_normal", ".L1::evict_last", ".L2::evict_first"], "."),
    ("ld.global.L2::$0", [".L2::cache_hint", ".L2::64B", ".L2::128B"], ".L2::"),
    ("ld.global.ca.$0", [".L2::cache_hint", ".L2::64B", ".v2", ".v4", ".b32", ".f32"], "."),
    ("st.shared.$0", [".wb", ".cg", ".cs", ".wt", ".v2", ".v4", ".b8", ".u32", ".f64"], "."),
    ("st.global.wb.v2.$0", [".b8", ".b16", ".b32", ".b64", ".u32", ".f32"], "."),
    # cvt: §9.7.9.21
    ("cvt.rni.$0", [".ftz", ".sat", ".u8", ".s32", ".f32", ".f64"], "."),
    ("cvt.f32.$0", [".u8", ".u16", ".u32", ".u64", ".s8", ".s16", ".s32", ".s64", ".f16", ".f64", ".bf16"], "."),
]


@pytest.mark.parametrize(("line", "expected", "replaced"), MODIFIERS, ids=[m[0] for m in MODIFIERS])
def test_modifiers_after_dot(line: str, expected: list[str], replaced: str) -> None:
    items, _ = items_at(in_body(line))
    assert all(c.kind == "modifier" for c in items)
    labels = [c.label for c in items]
    if not expected:
        assert labels == []
        return
    check(in_body(line), expected, replaced=replaced)


EXACT = [
    ("suld.b.$0", [".1d", ".2d", ".3d", ".a1d", ".a2d"]),
    ("suld.b.2d.b32.$0", [".trap", ".clamp", ".zero"]),
    ("sured.b.add.2d.u32.$0", [".trap", ".clamp", ".zero"]),
    ("cp.async.bulk.tensor.$0", [".1d", ".2d", ".3d", ".4d", ".5d"]),
    ("suld.b.2d.v4.$0", [".b8", ".b16", ".b32", ".b64"]),
]


@pytest.mark.parametrize(("line", "expected"), EXACT, ids=[e[0] for e in EXACT])
def test_modifiers_exact_and_in_spec_order(line: str, expected: list[str]) -> None:
    check(in_body(line), expected, exact=True, ordered=True)


NOT_OFFERED = [
    ("suld.b.2d.b32.$0", [".v2", ".b32", ".1d", ".cg"]),  # already past those slots
    ("suld.b.$0", [".trap", ".b32"]),  # geometry is required first
    ("ld.global.v4.$0", [".v2", ".ca", ".global"]),
    ("cp.async.bulk.tensor.2d.$0", [".1d", ".tile"]),
    ("st.global.$0", [".ca", ".lu", ".nc"]),  # load-only cache operators
]


@pytest.mark.parametrize(("line", "absent"), NOT_OFFERED, ids=[n[0] for n in NOT_OFFERED])
def test_modifiers_never_offered_when_invalid(line: str, absent: list[str]) -> None:
    check(in_body(line), [], absent=tuple(absent))


MIDDLE = [
    # editing inside an existing opcode word: what follows the cursor constrains the choice
    ("ld.global.$0.u32 %r1, [%rd1];", [".ca", ".v2", ".v4", ".L2::64B"], (".b8", ".f32", ".u32")),
    ("suld.b.$0.b32.trap %r1, [%rd1, {%r2}];", [".1d", ".2d", ".a2d"], (".ca", ".v2", ".trap")),
    ("suld.b.2d.$0.trap %r1, [%rd1, {%r2, %r3}];", [".b8", ".b32", ".b64"], (".trap", ".1d")),
]


@pytest.mark.parametrize(("line", "expected", "absent"), MIDDLE, ids=[m[0] for m in MIDDLE])
def test_modifiers_respect_what_follows_the_cursor(line: str, expected: list[str], absent: tuple[str, ...]) -> None:
    check(in_body(line), expected, absent=absent)


def test_modifier_item_documents_itself_and_its_group() -> None:
    items, _ = items_at(in_body("suld.b.2d.b32.$0"))
    trap = next(c for c in items if c.label == ".trap")
    assert ".clamp" in trap.detail and "suld" in trap.detail
    assert "trap" in trap.documentation.lower()
    assert trap.filter_text == ".trap"


@pytest.mark.parametrize(("line", "label", "detail"), [
    ("fabric.$0", ".try_get", "fabric.try_get"),
    ("fabric.$0", ".wait", "fabric.wait"),
    ("tcgen05.$0", ".fence::before_thread_sync", "tcgen05.fence"),
    ("tcgen05.$0", ".wait::ld", ".wait_operation of tcgen05.wait"),
    ("cp.async.$0", ".bulk", "cp.async.bulk…"),
])
def test_opcode_parts_name_the_instruction_they_lead_to(line: str, label: str, detail: str) -> None:
    """A modifier that continues an opcode (`fabric.` + `.try_get`) names that instruction, not
    whichever instruction of the family best matches what is written so far."""
    items, _ = items_at(in_body(line))
    item = next(c for c in items if c.label == label)
    assert item.detail == detail


def test_accepting_a_modifier_does_not_duplicate_text() -> None:
    source = in_body("suld.b.2d.b32.cl$0 %r1, [%rd1, {%r2, %r3}];")
    snapshot, offset = at_cursor(source)
    item = next(c for c in complete(snapshot, offset) if c.label == ".clamp")
    data = snapshot.source.text
    new = data[: item.replace_start] + (item.insert_text or item.label).encode() + data[item.replace_end:]
    assert b"suld.b.2d.b32.clamp %r1, [%rd1, {%r2, %r3}];" in new
    assert b".cl.clamp" not in new


def test_modifiers_carry_version_needs_from_the_file_target() -> None:
    source = ".version 7.0\n.target sm_70\n.entry k()\n{\n  ld.global.$0\n}\n"
    items, _ = items_at(source)
    by_label = {c.label: c for c in items}
    assert "needs" in by_label[".L2::256B"].detail
    assert "needs" not in by_label[".ca"].detail
    assert by_label[".ca"].sort_text < by_label[".L2::256B"].sort_text


# --- statement start -------------------------------------------------------------------------------

START = [
    # in a body: opcodes (full instruction names) and body directives
    (in_body("$0"), ["add", "ld", "suld", "cp.async.bulk.tensor", "wgmma.mma_async", ".reg", ".local", ".pragma"],
     ("@", "{}", ".version", ".entry", ".target")),
    (in_body("su$0"), ["suld", "sust", "sured", "suq", "sub"], ()),
    (in_body(".r$0"), [".reg"], (".version", ".entry", "add")),
    # module scope: module directives only
    (".version 8.0\n.target sm_90\n$0", [".entry", ".func", ".global", ".visible", ".extern", ".address_size"],
     ("add", ".reg", ".local")),
    ("$0", [".version"], ("add",)),
]


@pytest.mark.parametrize(("source", "expected", "absent"), START, ids=[f"start{i}" for i in range(len(START))])
def test_statement_start(source: str, expected: list[str], absent: tuple[str, ...]) -> None:
    check(source, expected, absent=absent)


def test_opcodes_the_file_cannot_use_rank_lower() -> None:
    old = ".version 7.0\n.target sm_70\n.entry k()\n{\n  $0\n}\n"
    items, _ = items_at(old)
    by = {c.label: c for c in items}
    for name in ("wgmma.fence", "cp.async.bulk", "mapa"):
        assert "needs" in by[name].detail, name
        assert by[name].sort_text > by["add"].sort_text
    for name in ("add", "ld", "atom", "suld", "mma"):
        assert "needs" not in by[name].detail, name
    new = ".version 8.0\n.target sm_90a\n.entry k()\n{\n  $0\n}\n"
    items, _ = items_at(new)
    by = {c.label: c for c in items}
    assert "needs" not in by["wgmma.fence"].detail and "needs" not in by["mapa"].detail


def test_opcode_snippet_holds_operands_of_the_first_form() -> None:
    items, _ = items_at(in_body("ad$0"))
    add = next(c for c in items if c.label == "add")
    assert add.is_snippet and add.insert_text is not None
    assert add.insert_text.startswith("add$1 ") and add.insert_text.endswith(";")
    assert "${2:d}" in add.insert_text and "${4:b}" in add.insert_text
    assert add.replace_start is not None


def test_directive_snippets_from_their_syntax() -> None:
    items, _ = items_at(".version 8.0\n.target sm_90\n.visible .entry k() .$0")
    maxntid = next(c for c in items if c.label == ".maxntid")
    assert maxntid.is_snippet and maxntid.insert_text == ".maxntid ${1:nx}, ${2:ny}, ${3:nz}"
    items, _ = items_at("$0")
    version = next(c for c in items if c.label == ".version")
    assert version.insert_text == ".version ${1:major.minor}"
    items, _ = items_at(".version 8.0\n$0")
    by = {c.label: c for c in items}
    assert by[".entry"].insert_text is None and by[".visible"].insert_text is None


def test_opcode_without_snippet_when_the_line_continues() -> None:
    items, _ = items_at(in_body("ad$0 %r1, %r2, %r3;"))
    add = next(c for c in items if c.label == "add")
    assert not add.is_snippet and add.insert_text is None


# --- operands --------------------------------------------------------------------------------------

OPERANDS = [
    # registers and variables in scope; a family offered once with its range
    ("add.s32 %r1, %r2, $0", ["%r<100>", "%f<8>", "%rd<10>"], ("%r0", "%r42", "$L__BB0_1", "add2")),
    # special registers after `%`
    ("mov.u32 %r1, %$0", ["%tid.x", "%ntid.y", "%laneid", "%clock64", "%envreg<32>", "%r<100>"], ("$L__BB0_1",)),
    ("mov.u32 %r1, %tid.$0", ["%tid.x", "%tid.y", "%tid.z"], ("%laneid",)),
    # labels after bra
    ("@%p1 bra $0", ["$L__BB0_1"], ("%r<100>", "gvar")),
    ("bra.uni $L$0", ["$L__BB0_1"], ()),
    ("@%p1 bra $0\n$L__BB0_9:", ["$L__BB0_1", "$L__BB0_9"], ("%p<3>",)),  # the next line's label too
    ("bra $0\nDONE:", ["$L__BB0_1", "DONE"], ("bra",)),  # recovery reads `bra DONE:` as a label `bra`
    ("brx.idx %r1, $0", ["$L__BB0_1"], ("%r<100>",)),  # the target list; the index is a register
    ("brx.idx $0", ["%r<100>"], ("$L__BB0_1",)),
    # functions after call
    ("call.uni (%r1), $0", ["add2"], ("%r<100>", "$L__BB0_1")),
    ("call.uni $0", ["add2"], ("%r<100>", "%tid.x", "$L__BB0_1")),  # a name comes first, or a `(` list
    ("call $0", ["add2"], ("%r<100>",)),
    ("call.uni ad$0", ["add2"], ("%r<100>",)),
    ("call.uni %rd$0", ["%rd<10>"], ()),  # an indirect call through a register
    # parameters inside [ of ld.param / st.param
    ("ld.param.u64 %rd1, [$0", ["k_param_0", "k_param_1"], ("$L__BB0_1",)),
    # .branchtargets lists labels, .calltargets functions
    ("ts: .branchtargets $L__BB0_1, $0", ["$L__BB0_1"], ("add2", "%r<100>")),
    ("ct: .calltargets $0", ["add2"], ("$L__BB0_1",)),
    # immediates: nothing to name
    ("wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {%f1, %f2}, %rd1, %rd2, %p1, $0", [], ("%r<100>", "%tid.x")),
    # predicates after @
    ("@$0", ["%p<3>"], ("%r<100>", "%f<8>")),
    ("@!%p$0", ["%p<3>"], ("%r<100>",)),
]


@pytest.mark.parametrize(("line", "expected", "absent"), OPERANDS, ids=[o[0] for o in OPERANDS])
def test_operands(line: str, expected: list[str], absent: tuple[str, ...]) -> None:
    check(in_body(line), expected, absent=absent)
    if not expected:
        items, _ = items_at(in_body(line))
        assert items == []


def first_labels(line: str, n: int) -> list[str]:
    items, _ = items_at(in_body(line))
    return [c.label for c in items][:n]


def test_type_fitting_registers_first() -> None:
    assert first_labels("add.f32 %f1, $0", 1) == ["%f<8>"] or first_labels("add.f32 %f1, $0", 2)[0] in ("%f<8>", "%r<100>")
    items, _ = items_at(in_body("add.f32 %f1, $0"))
    rank = {c.label: c.sort_text for c in items}
    assert rank["%f<8>"] < rank["%p<3>"]
    assert rank["%f<8>"] < rank["%rd<10>"]  # .b64 does not fit .f32
    items, _ = items_at(in_body("add.u64 %rd1, $0"))
    rank = {c.label: c.sort_text for c in items}
    assert rank["%rd<10>"] < rank["%r<100>"]
    items, _ = items_at(in_body("setp.eq.s32 $0"))
    rank = {c.label: c.sort_text for c in items}
    assert rank["%p<3>"] < rank["%r<100>"]


def test_params_first_inside_param_brackets() -> None:
    items, _ = items_at(in_body("ld.param.u64 %rd1, [$0"))
    assert [c.label for c in items][:2] == ["k_param_0", "k_param_1"]


def test_family_is_offered_once_and_inserts_its_prefix() -> None:
    items, offset = items_at(in_body("add.s32 %r1, %r2, %r$0"))
    fams = [c for c in items if c.label.startswith("%r<")]
    assert len(fams) == 1
    fam = fams[0]
    assert fam.insert_text == "%r" and "%r0" in fam.detail and "%r99" in fam.detail
    assert fam.replace_end - fam.replace_start == 2


def test_kernels_rank_below_functions_after_call() -> None:
    items, _ = items_at(in_body("call.uni (%r1), $0"))
    assert [c.label for c in items][0] == "add2"


def test_inner_block_declarations_shadow_and_are_visible() -> None:
    source = in_body("{\n  .reg .b16 %h<4>;\n  add.u16 %h1, $0\n  }")
    check(source, ["%h<4>", "%r<100>"])
    outside = in_body("{\n  .reg .b16 %h<4>;\n  }\n  add.u16 %r1, $0")
    check(outside, ["%r<100>"], absent=("%h<4>",))


UNCLOSED = ".version 8.0\n.target sm_90\n.global .u32 g;\n.entry k(.param .u64 p)\n{\n  .reg .b32 %r<4>;\n  .reg .b64 %rd<2>;\n"


def test_unclosed_function_at_the_end_of_the_file() -> None:
    """Writing a new kernel before its `}` exists: the body's declarations are still offered."""
    check(UNCLOSED + "  add.s32 %r1, %$0", ["%r<4>", "%rd<2>", "%tid.x"])
    check(UNCLOSED + "  ld.param.u64 %rd1, [$0", ["p", "g"])
    check(UNCLOSED + "L1:\n  @%p1 bra $0", ["L1"])


# --- declarations and module directives --------------------------------------------------------------

DECLARATIONS = [
    (in_body(".reg .$0"), [".b32", ".pred", ".f16x2", ".v2", ".v4", ".align"], (".texref", ".bf16", ".reg")),
    (in_body(".shared .$0"), [".b8", ".align", ".v2"], (".pred", ".reg")),
    (in_body(".shared .align 16 .$0"), [".b8", ".v4"], (".align",)),
    (in_body(".reg .v4 .$0"), [".f32"], (".v2", ".v4")),
    (in_body(".reg .b32 $0"), [], (".b32", ".v2")),
    (in_body(".shared .align $0"), ["4", "8", "16", "128"], (".b32", "3")),
    (".version 8.0\n.global .$0", [".u32", ".texref", ".align"], (".pred",)),
    (".version 8.0\n.visible .$0", [".global", ".const", ".shared"], (".reg", ".local")),
    (".version 8.0\n.visible .entry k(.$0", [".param", ".reg"], (".global",)),
    (".version 8.0\n.visible .entry k(.param .$0", [".u64", ".align", ".b8"], (".ptr", ".global")),
    (".version 8.0\n.visible .entry k(.param .u64 .$0", [".ptr", ".align"], ()),
    (".version 8.0\n.visible .entry k(.param .u64 .ptr .$0", [".global", ".shared", ".const"], (".reg",)),
    (".version 8.0\n.visible .entry k(.param .u64 p) .$0", [".maxntid", ".reqntid", ".maxnreg", ".noreturn"], (".reg",)),
    (".version 8.0\n.func f(.param .u64 p) .$0", [".noreturn"], (".maxntid",)),
]


@pytest.mark.parametrize(("source", "expected", "absent"), DECLARATIONS, ids=[f"decl{i}" for i in range(len(DECLARATIONS))])
def test_declarations(source: str, expected: list[str], absent: tuple[str, ...]) -> None:
    if not expected:
        items, _ = items_at(source)
        assert [c.label for c in items if c.label in absent] == []
        return
    check(source, expected, absent=absent)


def test_versions_after_version_newest_first() -> None:
    items, _ = items_at(".version $0")
    labels = [c.label for c in items]
    assert labels[0] == KNOWN_ISA_VERSION and "1.0" in labels and "8.0" in labels
    assert labels.index("8.0") < labels.index("7.0")


def test_targets_after_target_follow_the_version() -> None:
    items, _ = items_at(".version 7.0\n.target $0")
    labels = [c.label for c in items]
    assert "sm_80" in labels and "sm_70" in labels and "texmode_independent" in labels
    assert "sm_90" not in labels and "sm_90a" not in labels and "sm_100a" not in labels
    items, _ = items_at(".version 8.0\n.target sm_90a, $0")
    labels = [c.label for c in items]
    assert "debug" in labels and "sm_90a" not in labels


def test_address_size_values() -> None:
    check(".version 8.0\n.target sm_90\n.address_size $0", ["32", "64"], exact=True)


# --- nothing to offer -----------------------------------------------------------------------------

QUIET = [
    in_body("// add.s32 $0"),
    in_body("/* suld.b.$0 */"),
    in_body("mov.u32 %r1, 0x1$0"),
    in_body('mov.u32 %r1, "str$0'),
    in_body('.pragma "used_bytes_mask 0x$0'),
]


def test_pragma_strings() -> None:
    check(in_body('.pragma "nou$0'), ["nounroll", "used_bytes_mask", "frequency"], replaced="nou")


@pytest.mark.parametrize("source", QUIET, ids=[f"quiet{i}" for i in range(len(QUIET))])
def test_nothing_in_comments_strings_and_numbers(source: str) -> None:
    items, _ = items_at(source)
    assert [c.label for c in items if c.kind != "value"] == []


@pytest.mark.parametrize("junk", [b"\xff\xfe\x00garbage", b"{{{{", b"}}}} ;;; @@@ ...", b"\x00" * 100])
def test_never_raises_on_junk(junk: bytes) -> None:
    snapshot = Snapshot.from_bytes(junk)
    for offset in range(0, len(junk) + 1, 3):
        assert isinstance(complete(snapshot, offset), list)


# --- completion triggered by a space ---------------------------------------------------------------
# The server lists " " as a trigger character so that `bra ` and `call ` pop up names at once; a
# space anywhere else must not pop up anything.

SPACE_TRIGGERED = [
    ("bra $0", ["$L__BB0_1"]),
    ("@%p1 bra.uni $0", ["$L__BB0_1"]),
    ("brx.idx %r1, $0", ["$L__BB0_1"]),
    ("call.uni $0", ["add2", "k"]),
    ("call (%r1), $0", ["add2", "k"]),
    ("ts: .branchtargets $0", ["$L__BB0_1"]),
    ("brx.idx $0", []),  # the index register comes first: no popup
    ("add.s32 %r1, $0", []),
    ("ld.global.u32 $0", []),
    (".reg $0", []),
    ("$0", []),
    ("bra$0", []),  # asked without a space before the cursor (a stale trigger): nothing
]


@pytest.mark.parametrize(("line", "expected"), SPACE_TRIGGERED, ids=[t[0] for t in SPACE_TRIGGERED])
def test_space_triggers_only_label_and_function_names(line: str, expected: list[str]) -> None:
    snapshot, offset = at_cursor(in_body(line))
    labels = [c.label for c in complete(snapshot, offset, trigger_character=" ")]
    assert sorted(labels) == sorted(expected)
    if expected:  # the same items as when the user asks, minus the other kinds
        asked = [c.label for c in complete(snapshot, offset) if c.kind in ("label", "function")]
        assert sorted(asked) == sorted(labels)


def test_vector_forms_after_mov() -> None:
    """`mov.v2`/`mov.v4` (§6.4.3 vector moves) are offered after `mov.`, and their types after them."""
    check(in_body("mov.$0"), [".v2", ".v4", ".b32", ".pred"])
    check(in_body("mov.v2.$0"), [".b32", ".u64", ".f32"], absent=(".pred", ".v4"))
