"""The symbol index on plain text: scoping, families, labels, functions — tables with a cursor.

Each case is PTX with markers: `$0` is the cursor, `$1` marks where the expected declaration's
name starts (no `$1`: the name must not resolve). Markers are removed before parsing and offsets
are bytes of the UTF-8 text, exactly what the analysis layer sees.
"""

from __future__ import annotations

import pytest

from ptx_lsp.analysis.host import Snapshot
from ptx_lsp.analysis.symbols import (
    BRANCH_TARGETS,
    CALL_TARGETS,
    FUNCTION,
    LABEL,
    PARAMETER,
    PROTOTYPE,
    REGISTER,
    RETURN_PARAMETER,
    VARIABLE,
    parse_integer,
)
from ptx_test_support import markers

HEAD = ".version 8.0\n.target sm_80\n.address_size 64\n"




def check(source: str, kind: str | None = None) -> None:
    """The name at `$0` resolves to the declaration whose name starts at `$1` (of `kind`)."""
    text, at = markers(HEAD + source)
    index = Snapshot.from_text(text).index
    ref = index.reference_at(at["$0"])
    assert ref is not None, "no name at the cursor"
    if "$1" not in at:
        assert ref.declaration is None, f"{ref.name} should not resolve, got {ref.declaration}"
        return
    assert ref.declaration is not None, f"{ref.name} did not resolve"
    decl = index.definition_of(ref.declaration)
    assert decl.start == at["$1"], (decl.name, decl.text)
    if kind is not None:
        assert decl.kind == kind


RESOLUTION = [
    # parameterized families
    ("fam-member", ".entry k()\n{\n .reg .b32 $1%r<100>;\n mov.u32 %r4$02, 1;\n}\n", REGISTER),
    ("fam-first", ".entry k()\n{\n .reg .b32 $1%r<100>;\n mov.u32 $0%r0, 1;\n}\n", REGISTER),
    ("fam-last", ".entry k()\n{\n .reg .b32 $1%r<100>;\n mov.u32 %r99$0, 1;\n}\n", REGISTER),
    ("fam-out-of-range", ".entry k()\n{\n .reg .b32 %r<100>;\n mov.u32 %r1$000, 1;\n}\n", None),
    ("fam-leading-zero", ".entry k()\n{\n .reg .b32 %r<100>;\n mov.u32 %r0$07, 1;\n}\n", None),
    ("fam-other-prefix", ".entry k()\n{\n .reg .b32 %r<100>;\n .reg .b64 $1%rd<4>;\n mov.u64 %rd$03, 1;\n}\n", REGISTER),
    ("explicit-beats-family", ".entry k()\n{\n .reg .b32 %r<100>;\n .reg .b32 $1%r5;\n mov.u32 %r$05, 1;\n}\n", REGISTER),
    ("identifier-family", ".entry k()\n{\n .reg .b32 $1x<4>;\n mov.u32 x$03, 1;\n}\n", REGISTER),
    # nested blocks shadow, and stop shadowing when they close
    ("inner-shadows", ".entry k()\n{\n .reg .b32 %r<9>;\n {\n  .reg .b32 $1%r<4>;\n  mov.u32 %r$01, 1;\n }\n}\n", REGISTER),
    ("inner-too-small", ".entry k()\n{\n .reg .b32 $1%r<9>;\n {\n  .reg .b32 %r<4>;\n  mov.u32 %r$07, 1;\n }\n}\n", REGISTER),
    ("outer-after-block", ".entry k()\n{\n .reg .b32 $1%r<9>;\n {\n  .reg .b32 %r<4>;\n }\n mov.u32 %r$01, 1;\n}\n", REGISTER),
    ("block-var-invisible-outside", ".entry k()\n{\n {\n  .reg .b32 tmp;\n }\n mov.u32 tm$0p, 1;\n}\n", None),
    ("other-function-invisible", ".func f()\n{\n .reg .b32 only_f;\n ret;\n}\n.entry k()\n{\n mov.u32 only$0_f, 1;\n}\n", None),
    # labels: function-wide, forward references, nested blocks
    ("label-forward", ".entry k()\n{\n bra $L$0__end;\n$1$L__end:\n ret;\n}\n", LABEL),
    ("label-backward", ".entry k()\n{\n$1loop:\n bra lo$0op;\n}\n", LABEL),
    ("label-in-block", ".entry k()\n{\n bra inn$0er;\n {\n$1inner:\n  ret;\n }\n}\n", LABEL),
    ("label-other-function", ".func f()\n{\nL1:\n ret;\n}\n.entry k()\n{\n bra L$01;\n}\n", None),
    # parameters and return parameters
    ("param", ".entry k(.param .u64 $1ptr)\n{\n .reg .b64 %rd1;\n ld.param.u64 %rd1, [p$0tr];\n}\n", PARAMETER),
    ("return-param", ".func (.param .b32 $1res) f()\n{\n st.param.b32 [re$0s], 1;\n ret;\n}\n", RETURN_PARAMETER),
    ("reg-param", ".func f(.reg .b32 $1%a)\n{\n .reg .b32 %r;\n mov.b32 %r, %$0a;\n ret;\n}\n", PARAMETER),
    # module variables and functions
    ("global", ".global .u32 $1counter;\n.entry k()\n{\n .reg .b32 %r1;\n ld.global.u32 %r1, [coun$0ter];\n}\n", VARIABLE),
    ("const-array", ".const .b32 $1tbl[2] = {1, 2};\n.entry k()\n{\n .reg .b32 %r1;\n ld.const.u32 %r1, [tbl$0+4];\n}\n", VARIABLE),
    ("callee-definition", ".func $1f()\n{\n ret;\n}\n.entry k()\n{\n call.uni $0f, ();\n}\n", FUNCTION),
    ("callee-prefers-definition", ".func f();\n.func $1f()\n{\n ret;\n}\n.entry k()\n{\n call $0f;\n}\n", FUNCTION),
    ("callee-prototype-only", ".extern .func $1ext(.param .b32 a);\n.entry k()\n{\n .param .b32 p;\n call e$0xt, (p);\n}\n", FUNCTION),
    ("function-address", ".func $1f()\n{\n ret;\n}\n.entry k()\n{\n .reg .b64 %rd1;\n mov.u64 %rd1, $0f;\n}\n", FUNCTION),
    ("initializer-uses-global", ".global .u32 $1x;\n.global .u64 px = generic(x$0);\n", VARIABLE),
    ("alias", ".func $1target()\n{\n ret;\n}\n.func al();\n.alias al, tar$0get;\n", FUNCTION),
    ("local-shadows-global", ".global .u32 v;\n.entry k()\n{\n .local .u32 $1v;\n .reg .b32 %r1;\n ld.local.u32 %r1, [v$0];\n}\n", VARIABLE),
    # call prototypes and target lists
    (
        "callprototype",
        ".entry k()\n{\n .reg .b64 %fp;\n$1proto: .callprototype ()_ (.param .b32 _);\n call %fp, (), pro$0to;\n}\n",
        PROTOTYPE,
    ),
    ("branchtargets", ".entry k()\n{\n .reg .b32 %i;\n$1ts: .branchtargets A, B;\n brx.idx %i, t$0s;\nA:\nB:\n ret;\n}\n", BRANCH_TARGETS),
    ("branchtarget-label", ".entry k()\n{\n .reg .b32 %i;\nts: .branchtargets A$0, B;\n brx.idx %i, ts;\n$1A:\nB:\n ret;\n}\n", LABEL),
    ("calltargets", ".func $1f()\n{\n ret;\n}\n.entry k()\n{\n .reg .b64 %fp;\nct: .calltargets f$0;\n call %fp, (), ct;\n}\n", FUNCTION),
    ("calltargets-name", ".entry k()\n{\n .reg .b64 %fp;\n$1ct: .calltargets g;\n call %fp, (), c$0t;\n}\n", CALL_TARGETS),
    # special registers are not user symbols
    ("special-register", ".entry k()\n{\n .reg .b32 %r1;\n mov.u32 %r1, %t$0id.x;\n}\n", None),
    # a broken statement does not stop the rest from being indexed
    ("after-error", ".entry k()\n{\n .reg .b32 $1%r<4>;\n mov.u32 %r1 %r2 ));\n add.u32 %r$03, %r1, 1;\n}\n", REGISTER),
    # debug sections name labels and locals of functions from module scope
    (
        "section-to-label",
        ".entry k()\n{\n$1$L__func_begin0:\n ret;\n}\n.section .debug_info\n{\n.b64 $L__fun$0c_begin0\n}\n",
        LABEL,
    ),
]


@pytest.mark.parametrize("source, kind", [c[1:] for c in RESOLUTION], ids=[c[0] for c in RESOLUTION])
def test_resolution(source: str, kind: str | None):
    check(source, kind)


def test_special_registers_are_marked_special_not_unresolved():
    text, at = markers(HEAD + ".entry k()\n{\n .reg .b32 %r1;\n mov.u32 %r1, %t$0id.x;\n}\n")
    index = Snapshot.from_text(text).index
    ref = index.reference_at(at["$0"])
    assert ref is not None and ref.special and ref.declaration is None
    assert all(r.name != "%tid" for r in index.unresolved())


def test_out_of_range_member_names_its_family():
    text, at = markers(HEAD + ".entry k()\n{\n .reg .b32 $1%r<100>;\n mov.u32 %r1$000, 1;\n}\n")
    index = Snapshot.from_text(text).index
    ref = index.reference_at(at["$0"])
    assert ref.declaration is None and ref.out_of_range is not None
    assert ref.out_of_range.start == at["$1"] and ref.out_of_range.count == 100
    assert [r.name for r in index.unresolved()] == ["%r100"]


def test_member_index_and_family_shape():
    text, at = markers(HEAD + ".entry k()\n{\n .reg .b32 %r<100>;\n mov.u32 %r4$02, 1;\n}\n")
    index = Snapshot.from_text(text).index
    ref = index.reference_at(at["$0"])
    assert ref.member == 42 and ref.declaration.count == 100 and ref.declaration.is_family
    assert ref.declaration.text == ".reg .b32 %r<100>;"


DECLARATION_DETAILS = [
    (".global .align 16 .v4 .f32 vec[8][2];", dict(state_space=".global", align=16, vector=".v4", type=".f32", array=("8", "2"))),
    (".const .b32 tbl[] = {1, 2, 3};", dict(state_space=".const", type=".b32", array=("",), initializer="{1, 2, 3}")),
    (".visible .shared .align 8 .b8 buf[256];", dict(linkage=".visible", state_space=".shared", align=8, array=("256",))),
    (".extern .global .u32 ext;", dict(linkage=".extern", is_definition=False)),
    (".global .u32 hexed = 0x10;", dict(initializer="0x10")),
]


@pytest.mark.parametrize("declaration, expected", DECLARATION_DETAILS, ids=[d[0] for d in DECLARATION_DETAILS])
def test_declaration_details(declaration: str, expected: dict):
    index = Snapshot.from_text(HEAD + declaration + "\n").index
    (decl,) = index.module_declarations
    for field, value in expected.items():
        assert getattr(decl, field) == value, field
    assert decl.kind == VARIABLE and decl.function is None


def test_multiple_declarators_each_get_their_own_text():
    index = Snapshot.from_text(HEAD + ".entry k()\n{\n .reg .b32 %a, %b<4>, %c;\n ret;\n}\n").index
    decls = {d.name: d for d in index.functions[0].declarations()}
    assert decls["%a"].text == ".reg .b32 %a;"
    assert decls["%b"].text == ".reg .b32 %b<4>;" and decls["%b"].count == 4
    assert decls["%c"].count is None


def test_function_headers():
    source = HEAD + (
        ".extern .func (.param .b32 r) ext (.param .b32 a, .param .align 8 .b8 buf[16]);\n"
        ".visible .entry kern(.param .u64 .ptr .global .align 16 p)\n.maxntid 128\n{\n ret;\n}\n"
    )
    index = Snapshot.from_text(source).index
    ext, kern = index.module_declarations
    assert (ext.kind, ext.directive, ext.linkage, ext.is_definition) == (FUNCTION, ".func", ".extern", False)
    assert [p.name for p in ext.returns] == ["r"] and [p.name for p in ext.parameters] == ["a", "buf"]
    assert ext.parameters[1].align == 8 and ext.parameters[1].array == ("16",)
    assert (kern.directive, kern.linkage, kern.is_definition) == (".entry", ".visible", True)
    assert kern.parameters[0].initializer and ".ptr" in kern.parameters[0].initializer
    assert "{" not in kern.text and kern.text.startswith(".visible .entry kern(")


def test_uses_of_a_declaration_and_references():
    text, at = markers(HEAD + ".entry k()\n{\n .reg .b32 $1%r<4>;\n mov.u32 %r1, 1;\n add.u32 %r2, %r1, %r1;\n}\n")
    index = Snapshot.from_text(text).index
    family = index.reference_at(at["$1"]).declaration
    uses = index.uses_of(family)
    assert [u.name for u in uses] == ["%r1", "%r2", "%r1", "%r1"]
    assert [u.member for u in uses] == [1, 2, 1, 1]
    ranges = index.references(family, include_declaration=True)
    assert (family.start, family.end) in ranges and len(ranges) == 5
    assert len(index.references(family, include_declaration=False)) == 4


def test_module_symbol_uses_span_functions():
    source = HEAD + ".global .u32 g;\n.entry a()\n{\n .reg .b32 %r;\n ld.global.u32 %r, [g];\n}\n" \
        ".entry b()\n{\n .reg .b32 %r;\n st.global.u32 [g], %r;\n}\n"
    index = Snapshot.from_text(source).index
    g = index.module_declarations[0]
    assert len(index.uses_of(g)) == 2
    assert {index.function_at(u.start).raw.header.name for u in index.uses_of(g)} == {"a", "b"}


def test_visible_at_lists_inner_first_without_shadowed():
    text, at = markers(HEAD + ".global .u32 g;\n.entry k(.param .u32 p)\n{\n .reg .b32 %r<9>;\n {\n  .reg .b32 %r<4>;\n  $0\n }\nL:\n ret;\n}\n")
    index = Snapshot.from_text(text).index
    visible = index.visible_at(at["$0"])
    names = [d.name for d in visible]
    assert names.count("%r") == 1 and visible[names.index("%r")].count == 4
    assert {"p", "L", "g", "k"} <= set(names)


def test_lookup_resolves_names_at_a_position():
    text, at = markers(HEAD + ".entry k()\n{\n .reg .b32 %r<9>;\n $0\n}\n")
    index = Snapshot.from_text(text).index
    assert index.lookup("%r8", at["$0"]).member == 8
    assert index.lookup("%r9", at["$0"]).out_of_range is not None
    assert index.lookup("%tid", at["$0"]).special
    assert index.lookup("nothing", at["$0"]).declaration is None


def test_incremental_reindex_reuses_unchanged_functions():
    source = HEAD + "".join(f".func f{i}()\n{{\n .reg .b32 %r<4>;\n mov.u32 %r1, {i};\n ret;\n}}\n" for i in range(5))
    first = Snapshot.from_text(source)
    old = first.index
    offset = source.index("mov.u32 %r1, 2;")
    second = first.edited(offset, offset + len("mov.u32 %r1, 2;"), b"mov.u32 %r3, 22;", version=2)
    new = second.index
    reused = [a.raw is b.raw for a, b in zip(old.functions, new.functions, strict=True)]
    assert reused == [True, True, False, True, True]
    # the reused function after the edit still reports correct absolute offsets
    last = new.functions[4]
    use = next(iter(new.uses_of(new.function_declaration(last))), None)
    assert use is None  # nobody calls f4
    r1 = second.data.index(b"%r1", last.base)
    assert new.reference_at(r1).declaration.start == second.data.index(b"%r<4>", last.base)


def test_edit_of_a_module_declaration_keeps_functions():
    source = HEAD + ".global .u32 g;\n.entry k()\n{\n .reg .b32 %r;\n ld.global.u32 %r, [g];\n}\n"
    first = Snapshot.from_text(source)
    assert first.index.functions  # build the index before editing
    offset = source.index("g;")
    second = first.edited(offset, offset + 1, b"h", version=2)
    assert second.index.functions[0].raw is first.index.functions[0].raw
    assert [r.name for r in second.index.unresolved()] == ["g"]


@pytest.mark.parametrize("text, value", [("42", 42), ("0x1F", 31), ("017", 15), ("0b101", 5), ("7U", 7), ("0", 0), ("zz", None)])
def test_parse_integer(text: str, value: int | None):
    assert parse_integer(text) == value


def test_junk_never_raises():
    junk = bytes(range(256)) * 40 + b"{{{ .reg .b32 %r<99999999999999>; }}} .entry ( ) { %r1: }"
    snapshot = Snapshot.from_bytes(junk)
    index = snapshot.index
    for offset in range(0, len(junk), 97):
        index.reference_at(offset)
        index.visible_at(offset)
    list(index.declarations())
    index.unresolved()


def test_corpus_files_resolve_every_name(shared_dir):
    files = sorted((shared_dir / "corpus" / "ptx").glob("*.ptx"))
    if not files:
        pytest.skip("the shared corpus has no PTX files")
    for path in files:
        snapshot = Snapshot.from_bytes(path.read_bytes())
        unresolved = snapshot.index.unresolved()
        assert unresolved == [], f"{path.name}: {[r.name for r in unresolved[:5]]}"


# --- prototypes and unclosed functions ----------------------------------------------------------

PROTOTYPES_AND_RECOVERY = [
    (
        "callprototype-input",
        ".entry k()\n{\n .reg .b64 %fp;\nproto: .callprototype _ (.param .b32 $1ar$0g);\n ret;\n}\n",
        PARAMETER,
    ),
    ("prototype-param", ".extern .func (.param .b32 rv) ext(.param .b32 $1a$0b, .param .b64 c);\n", PARAMETER),
    ("prototype-return", ".extern .func (.param .b32 $1r$0v) ext(.param .b32 ab);\n", RETURN_PARAMETER),
    ("plain-prototype-param", ".func f(.param .b64 $1pt$0r);\n.func f(.param .b64 ptr)\n{\n ret;\n}\n", PARAMETER),
    (
        "callprototype-param",
        ".entry k()\n{\n .reg .b64 %fp;\nproto: .callprototype (.param .b32 $1o$0ut) _ (.param .b32 arg);\n ret;\n}\n",
        RETURN_PARAMETER,
    ),
    # `}` missing at the end of the file: one ERROR node, indexed as well as possible
    ("unclosed-register", ".visible .entry k(.param .u64 p)\n{\n .reg .b32 $1%r<4>;\n mov.u32 %r1, %r$02;\n add.u32 %r3, \n",
     REGISTER),
    ("unclosed-label", ".entry k()\n{\n .reg .b32 %r<4>;\n$1$L__BB0_1:\n bra $L__BB$00_1;\n mov.u32 %r1, \n", LABEL),
    ("unclosed-param", ".entry k(.param .u64 $1p)\n{\n .reg .b64 %rd1;\n ld.param.u64 %rd1, [$0p];\n st.global \n", PARAMETER),
    ("unclosed-after-complete", ".func f()\n{\n ret;\n}\n.entry k()\n{\n .reg .b32 $1%x;\n mov.u32 %$0x, 1;\n call f, (\n",
     REGISTER),
    ("unclosed-calls-defined", ".func $1f()\n{\n ret;\n}\n.entry k()\n{\n .reg .b32 %x;\n call $0f;\n mov.u32 %x, \n",
     FUNCTION),
    ("unclosed-out-of-range", ".entry k()\n{\n .reg .b32 %r<4>;\n mov.u32 %r$07, 1;\n add.u32 %r3, \n", None),
]


@pytest.mark.parametrize(
    "source, kind", [c[1:] for c in PROTOTYPES_AND_RECOVERY], ids=[c[0] for c in PROTOTYPES_AND_RECOVERY]
)
def test_prototype_parameters_and_unclosed_functions(source: str, kind: str | None):
    check(source, kind)


def test_unclosed_function_is_one_error_node_and_still_indexed():
    text = HEAD + ".entry k()\n{\n .reg .b32 %r<4>;\nL1:\n bra L1;\n mov.u32 %r1, 1 +\n"
    snapshot = Snapshot.from_text(text)
    assert [n.type for n in snapshot.source.named_top_level()][-1] == "ERROR"  # what the grammar gives
    index = snapshot.index
    assert [fn.raw.header.name for fn in index.functions] == ["k"]
    assert [d.name for d in index.module_declarations if d.kind == FUNCTION] == ["k"]
    label = index.reference_at(text.index("L1;")).declaration
    assert label is not None and label.kind == LABEL and label.start == text.index("L1:")
    assert [r.start for r in index.uses_of(label)] == [text.index("L1;")]


def test_prototype_parameters_are_not_module_names():
    text = HEAD + ".global .u32 a;\n.extern .func ext(.param .b32 a);\n.entry k()\n{\n .reg .b32 %r1;\n" \
        " ld.global.u32 %r1, [a];\n}\n"
    index = Snapshot.from_text(text).index
    use = index.reference_at(text.index("[a]") + 1)
    assert use.declaration is not None and use.declaration.kind == VARIABLE
    param = index.reference_at(text.index("b32 a") + 4).declaration
    assert param is not None and param.kind == PARAMETER and param.text == ".param .b32 a"
    assert index.uses_of(param) == [] and index.declarations_of(param) == [param]
    assert {r.start for r in index.uses_of(use.declaration)} == {text.index("[a]") + 1}


def _module_level_cases() -> list[tuple[str, bytes]]:
    """Shipped PTX, the corpus, and broken variants: a function cut before its `}` (recovered from
    an ERROR node), a half-typed statement, prototypes, `.extern` variables and aliases."""
    from ptx_test_support import ROOT, corpus_files

    files = sorted((ROOT / "tests" / "data").rglob("*.ptx")) + sorted((ROOT / "examples").glob("*.ptx"))
    cases = [(p.name, p.read_bytes()) for p in files + corpus_files()[:3]]
    lib = (ROOT / "tests" / "data" / "core" / "kernel.ptx").read_bytes()
    cases.append(("cut", lib[: lib.rindex(b"}")]))
    unclosed = HEAD + ".func (.param .b32 r) f (.param .b32 a)\n{\n ret;\n}\n.entry k(.param .u64 p)\n{\n" \
        " .reg .b32 %x;\n call (%x), f, (%x);\n mov.u32 %x, 1 +\n"
    cases.append(("unclosed", unclosed.encode()))  # the open function is one ERROR node, recovered
    cases.append(("half-typed", lib.replace(b"\tret;", b"\tld.global.\n\tret;", 1)))
    cases.append(("module items", (HEAD + ".extern .func (.param .b32 r) ext (.param .b64 p, .param .b32 n);\n"
                                   ".extern .global .u32 g;\n.global .align 8 .b8 buf[16] = {1, 2};\n"
                                   ".visible .func (.param .b32 r) f (.param .b32 a)\n{\n\tret;\n}\n"
                                   ".alias ff, f;\n.visible .entry k()\n{\n\tret;\n").encode()))
    return cases


@pytest.mark.parametrize(("name", "data"), _module_level_cases(), ids=lambda v: v if isinstance(v, str) else "")
def test_module_declarations_without_bodies_equal_the_full_index(name: str, data: bytes) -> None:
    """The workspace scan's header-only pass gives exactly the full index's module declarations
    (offsets, parameters with their local ids, function numbers)."""
    from ptx_lsp.analysis.symbols import module_declarations
    from ptx_lsp.syntax import SourceFile

    source = SourceFile.parse(data)
    full = Snapshot.from_bytes(data).index.module_declarations
    assert full and module_declarations(source) == full
    if name == "unclosed":
        assert source.named_top_level()[-1].type == "ERROR" and full[-1].name == "k"
