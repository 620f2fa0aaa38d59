"""Error recovery: a broken statement stays local; what follows is still parsed normally.

The language server reports one diagnostic per ERROR node and keeps indexing the rest of the
file, so a typo in one instruction must not turn the rest of the function into garbage.
"""

from __future__ import annotations

import pytest

from ptx_lsp.syntax import SourceFile

FUNCTION = """\
.version 9.0
.target sm_90
.address_size 64
.visible .entry kernel(.param .u64 kernel_param_0)
{{
	.reg .b32 %r<8>;
	.reg .b64 %rd<4>;
	ld.param.u64 %rd1, [kernel_param_0];
{broken}
	mov.u32 %r2, %tid.x;
	.reg .pred %p<2>;
	st.global.u32 [%rd1+4], %r2;
$L__BB0_1:
	ret;
}}
.visible .func after()
{{
	ret;
}}
"""

BROKEN_STATEMENTS = [
    "\tmov.u32 %r1, , ;",
    "\tld.global [;",
    "\tadd.s32 %r1 %r2 %r3;",
    "\tmov.u32 %r1, [%rd1;",
    "\tst.global.u32 [%rd1], {%r1, %r2;",
    "\t.reg .b32 ;",
    "\t.reg %r9;",
    "\tmov.u32 %r1, 1 +;",
    "\tcall (r), ;",
    "\t)))",
    "\t.loc 1 x y",
    "\tld.global.u32 %r1, [%rd1] extra tokens here;",
    "\t\x00\x01\xff\xfe;",
]


def _statements(sf: SourceFile, block) -> list[tuple[str, str]]:
    """(type, first token text) of the named, non-error children of a block."""
    return [
        (child.type, sf.node_text(child.child(0)) if child.child_count else "")
        for child in block.named_children
        if child.type not in ("ERROR", "comment")
    ]


@pytest.mark.parametrize("broken", BROKEN_STATEMENTS)
def test_broken_statement_stays_local(broken: str) -> None:
    text = FUNCTION.format(broken=broken).encode("utf-8", "surrogateescape")
    sf = SourceFile.parse(text)
    functions = [n for n in sf.named_top_level() if n.type == "function_definition"]
    assert [sf.node_text(f.child_by_field_name("name")) for f in functions] == ["kernel", "after"]

    errors = list(sf.errors())
    assert errors, "the broken statement should produce an ERROR or MISSING node"
    broken_row = FUNCTION.split("\n").index("{broken}")
    assert {e.start_point[0] for e in errors} <= {broken_row}, [str(e) for e in errors]

    statements = _statements(sf, functions[0].child_by_field_name("body"))
    # Everything after the broken line is intact and in order.
    assert statements[-5:] == [
        ("instruction", "mov"),
        ("variable_declaration", ".reg"),
        ("instruction", "st"),
        ("label", "$L__BB0_1"),
        ("instruction", "ret"),
    ]
    # ...and so is everything before it.
    assert statements[:3] == [
        ("variable_declaration", ".reg"),
        ("variable_declaration", ".reg"),
        ("instruction", "ld"),
    ]


def test_broken_module_directive_does_not_hide_the_function() -> None:
    sf = SourceFile.parse(b".version 9.0\n.target\n.address_size 64\n.entry k()\n{\n\tret;\n}\n")
    types = [n.type for n in sf.named_top_level()]
    assert types[0] == "version_directive"
    assert types[-1] == "function_definition"
    assert {e.start_point[0] for e in sf.errors()} <= {1, 2}


def test_missing_semicolon_is_reported_on_its_line() -> None:
    """The instruction ends at the line break (a zero-width `missing_semicolon`); `ret` stays itself."""
    sf = SourceFile.parse(b".entry k()\n{\n\tmov.u32 %r1, 1\n\tret;\n}\n")
    assert sf.named_top_level()[0].type == "function_definition"
    body = sf.named_top_level()[0].child_by_field_name("body")
    first, second = body.named_children
    assert first.named_children[-1].type == "missing_semicolon"
    assert first.named_children[-1].start_point == (2, len("\tmov.u32 %r1, 1"))
    assert second.type == "instruction" and sf.node_text(second) == "ret;"


def test_unclosed_function_body_is_still_a_function() -> None:
    sf = SourceFile.parse(b".entry k()\n{\n\tmov.u32 %r1, 1;\n\tret;\n")
    function = sf.named_top_level()[0]
    assert function.type == "function_definition"
    body = function.child_by_field_name("body")
    # the end of the text closes it, as the next function definition would (no ERROR, no MISSING)
    assert [c.type for c in body.named_children] == ["instruction", "instruction", "missing_brace"]
    assert list(sf.errors()) == []


def test_iter_errors_reports_each_broken_statement_once() -> None:
    sf = SourceFile.parse(b".entry k()\n{\n\tmov.u32 %r1, , ;\n\tret;\n\tadd.s32 %r1 %r2;\n}\n")
    rows = [e.start_point[0] for e in sf.errors()]
    assert rows == sorted(rows)
    assert set(rows) == {2, 4}


def _functions(sf: SourceFile) -> list[str]:
    return [
        sf.node_text(n.child_by_field_name("name"))
        for n in sf.named_top_level()
        if n.type == "function_definition"
    ]


def _missing_braces(sf: SourceFile) -> list[tuple[str, int]]:
    """(function name, row) of each `missing_brace` (a block without `}` before the next function), or
    MISSING `}` (the same where the next function starts a chunk: its chunk's text ends there)."""
    out = []
    for function in sf.named_top_level():
        stack = [function]
        while stack:
            node = stack.pop()
            if node.type == "missing_brace" or (node.is_missing and node.type == "}"):
                out.append((sf.node_text(function.child_by_field_name("name")), node.start_point[0]))
            stack.extend(node.children)
    return out


def test_unclosed_body_before_the_next_function_closes_there() -> None:
    """Typing a new function's `{` before its `}` must not swallow the functions that follow."""
    sf = SourceFile.parse(
        b".version 9.0\n.entry a()\n{\n\tret;\n\n.entry b()\n{\n\tmov.u32 %r1, 1;\n\tret;\n}\n"
        b".func c()\n{\n\tret;\n}\n"
    )
    assert _functions(sf) == ["a", "b", "c"]
    assert all(e.is_missing and e.type == "}" for e in sf.errors())
    assert _missing_braces(sf) == [("a", 3)]


def test_unclosed_nested_block_stays_inside_its_function() -> None:
    sf = SourceFile.parse(
        b".entry a()\n{\n\tret;\n}\n.entry b()\n{\n\tmov.u32 %r1, 1;\n\t{\n\tret;\n}\n"
        b".func c()\n{\n\tret;\n}\n.global .u32 x;\n"
    )
    assert _functions(sf) == ["a", "b", "c"]
    assert sf.named_top_level()[-1].type == "variable_declaration"
    assert all(e.is_missing and e.type == "}" for e in sf.errors())
    assert _missing_braces(sf) == [("b", 9)]


UNCLOSED = """\
.version 8.0
.target sm_90
.address_size 64
.visible .entry a(.param .u64 a_param_0)
{{
\t.reg .pred %p<2>;
\t.reg .b32 %r<4>;
\tmov.u32 %r1, %tid.x;
\tsetp.eq.s32 %p1, %r1, 0;
\t@%p1 bra $L__BB0_2;
{typed}\tadd.s32 %r2, %r1, 1;
$L__BB0_2:
\tret;
}}
.visible .entry b(.param .u64 b_param_0)
.maxntid 128, 1, 1
.pragma "nounroll";
{{
\t.reg .b32 %r<3>;
\tmov.u32 %r1, %r7;
\tret;
}}
.func (.param .b32 out) c(.param .b32 in)
{{
\t.reg .b32 %r<3>;
\t.reg .b32 %unused;
\tld.param.b32 %r1, [in];
\tst.param.b32 [out], %r1;
\tret;
}}
"""


@pytest.mark.parametrize("typed", ["\t{\n", "\t{\n\tadd.\n", "\t{\n\t.reg .b32 %t;\n", "\t@%p1 bra $L__BB0_2;\n\t{\n"])
def test_unclosed_block_ends_before_the_next_function_definition(typed: str) -> None:
    """An open `{` typed in a function: one PTX103 there (plus one for a half-typed line), the next
    functions stay functions with exactly the diagnostics they have without it (issue 11)."""
    from ptx_lsp.analysis.host import Snapshot

    clean = Snapshot.from_text(UNCLOSED.format(typed=""))
    broken = Snapshot.from_text(UNCLOSED.format(typed=typed))
    assert _functions(broken.source) == _functions(clean.source) == ["a", "b", "c"]
    assert not broken.source.has_error
    shift = len(typed)
    a_end = clean.data.index(b".visible .entry b")
    after = [(i.code, i.start + shift, i.message) for i in clean.issues if i.start >= a_end]
    assert {i[0] for i in after} >= {"PTX202", "PTX603"}  # b: %r7 outside %r<3>; c: unused %unused
    assert [(i.code, i.start, i.message) for i in broken.issues if i.start >= a_end + shift] == after
    inside = [i for i in broken.issues if i.start < a_end + shift and i.severity == "error"]
    expected = ["PTX103"] + (["PTX102"] if "add." in typed else [])
    assert sorted(i.code for i in inside) == sorted(expected), [i.message for i in inside]
    # on the `{` that was typed (the function's own `}` at column 0 closes the typed block)
    typed_brace = UNCLOSED.index("{typed}") - 1 + typed.index("{")
    brace = next(i for i in inside if i.code == "PTX103")
    assert (brace.start, brace.end) == (typed_brace, typed_brace + 1)
    assert "ptxas" in brace.message and "next function definition" in brace.message
    stop = broken.data.index(b"}\n.visible .entry b") + 1  # the `}` goes before the next function
    assert [edit for fix in brace.fixes for edit in fix.edits] == [(stop, stop, "}")]


def test_unclosed_function_body_is_reported_on_its_open_brace() -> None:
    """No nested block took the `}`: the open block's own `{` is the one without a partner."""
    from ptx_lsp.analysis.host import Snapshot

    text = b".version 8.0\n.target sm_90\n.address_size 64\n.entry a()\n{\n\tret;\n\n.entry b()\n{\n\tret;\n}\n"
    issues = [i for i in Snapshot.from_bytes(text).issues if i.code == "PTX103"]
    brace = text.index(b"{")
    assert [(i.start, i.end) for i in issues] == [(brace, brace + 1)]
    # a nested block whose `}` is indented as its own `{` is closed: still the body's `{`
    nested = text.replace(b"\tret;\n\n", b"\t{\n\tret;\n\t}\n\n", 1)
    issues = [i for i in Snapshot.from_bytes(nested).issues if i.code == "PTX103"]
    assert [(i.start, i.end) for i in issues] == [(brace, brace + 1)]


def test_a_prototype_at_the_start_of_a_line_does_not_end_the_block() -> None:
    """ptxas accepts `.func f();` / `.extern .func f();` in a function body: only a definition ends a block."""
    for prototype in (b".func g();", b".extern .func (.param .b32 r) g(.param .b32 a);"):
        sf = SourceFile.parse(b".entry k()\n{\n\t{\n" + prototype + b"\n\tret;\n\t}\n}\n")
        assert _missing_braces(sf) == []
        assert _functions(sf) == ["k"]


# ── typing states (issue 11): what a person leaves behind while writing a statement ──────────────

TYPING = """\
.version 8.0
.target sm_90
.address_size 64
.visible .entry kernel(.param .u64 kernel_param_0)
{{
\t.reg .pred %p<3>;
\t.reg .b32 %r<8>;
\t.reg .b64 %rd<4>;
\tld.param.u64 %rd1, [kernel_param_0];
\tmov.u32 %r1, %tid.x;
{typed}
{after}
\t@%p1 bra $L__BB0_2;
\tadd.s32 %r2, %r1, 1;
$L__BB0_2:
\tret;
}}
.visible .func after()
{{
\tret;
}}
"""
TYPED_STATES = [
    "\tadd.", "\tld.", "\tld.global.", "\tld.global.u32", "\t@%p1 bra", "\t@%p1 bra $L__BB0_2",
    "\tadd.s32 %r3, %r1, 2", "\tmov.u32 %r3", "\tadd.s32 %r3, %r1,", "\t.reg .b32 %x",
    # a guard without its predicate, a declaration without its name or count, an address without `]`
    "\t@", "\t@!", "\t.reg .b32", "\t.reg .b32 %x<", "\t.reg .b32 %x<4", "\tld.global.u32 %r3, [%rd1",
    "\tld.global.u32 %r3, [%rd1+4",
]
# What follows the line being typed: a `{ }` block, an instruction, a declaration, a label, `}`.
FOLLOWERS = {
    "block": "\t{\n\t.reg .b32 %t;\n\tadd.s32 %t, %r1, 1;\n\t}",
    "instruction": "\tadd.s32 %r4, %r1, 3;",
    "declaration": "\t.reg .b32 %q;",
    "comment then instruction": "\t// next\n\tadd.s32 %r4, %r1, 3;",
}


@pytest.mark.parametrize("after", FOLLOWERS)
@pytest.mark.parametrize("typed", TYPED_STATES)
def test_half_typed_statement_is_one_diagnostic_on_its_line(typed: str, after: str) -> None:
    """One diagnostic, on the typed line; the function stays a function; what follows keeps its meaning."""
    from ptx_lsp.analysis.host import Snapshot

    follower = FOLLOWERS[after]
    text = TYPING.format(typed=typed, after=follower)
    clean = TYPING.format(typed="", after=follower)
    snapshot = Snapshot.from_text(text)
    typed_row = TYPING.split("\n").index("{typed}")
    errors = [i for i in snapshot.issues if i.severity == "error"]
    assert [snapshot.data.count(b"\n", 0, i.start) for i in errors] == [typed_row], [i.message for i in errors]
    functions = [n.type for n in snapshot.source.named_top_level()][-2:]
    assert functions == ["function_definition", "function_definition"]
    # the statements after the typed line parse exactly as without it
    fresh = SourceFile.parse(clean.encode())

    def tail(sf: SourceFile, skip: int) -> list[str]:
        body = sf.named_top_level()[-2].child_by_field_name("body")
        return [str(c) for c in body.named_children if c.type != "comment"][skip:]

    before = 5  # statements before the typed line
    assert tail(snapshot.source, before + 1) == tail(fresh, before)


def test_missing_semicolon_before_a_comment_line_is_reported_where_the_statement_ends() -> None:
    from ptx_lsp.analysis.host import Snapshot

    text = ".version 8.0\n.target sm_90\n.entry k()\n{\n\t.reg .b32 %r<3>;\n\tadd.s32 %r1, %r2, 3\n\t// why\n\tret;\n}\n"
    (issue,) = Snapshot.from_text(text).issues
    assert issue.code == "PTX102"
    assert issue.start == text.index("3\n") + 1


def test_a_line_break_after_an_opcode_keeps_a_lone_name_as_its_operand() -> None:
    """`bra` + `L1;` on the next line is valid PTX (statements end at `;`), not a missing `;`."""
    sf = SourceFile.parse(b".entry k()\n{\n\tbra\n\tL1;\nL1:\n\tmov.b64\n\t{%r1, %r2}, %rd1;\n\tret;\n}\n")
    assert not sf.has_error
    body = sf.named_top_level()[0].child_by_field_name("body")
    assert [c.type for c in body.named_children] == ["instruction", "label", "instruction", "instruction"]


def test_pragma_between_kernel_parameters_and_body() -> None:
    """ptxas accepts `.pragma "nounroll";` after the parameter list (and around .maxntid)."""
    sf = SourceFile.parse(b'.visible .entry k(.param .u64 p)\n.maxntid 128, 1, 1\n.pragma "nounroll";\n{\n\tret;\n}\n'
                          b'.visible .entry k2()\n.pragma "nounroll";\n.maxntid 64, 1, 1\n{\n\tret;\n}\n')
    assert not sf.has_error
    assert [n.type for n in sf.named_top_level()] == ["function_definition", "function_definition"]
    assert [len(n.children_by_field_name("pragma")) for n in sf.named_top_level()] == [1, 1]


def test_operand_list_ending_in_a_comma_is_one_missing_operand() -> None:
    """`add.s32 %r3, %r1,` above a declaration: PTX102 "expected an operand", no `;` fix that cannot help."""
    from ptx_lsp.analysis.host import Snapshot

    text = ".version 8.0\n.target sm_90\n.entry k()\n{\n\t.reg .b32 %r<4>;\n\tadd.s32 %r3, %r1,\n\t.reg .b32 %q;\n" \
        "\tadd.s32 %r3, %r1, %q;\n\tret;\n}\n"
    (issue,) = Snapshot.from_text(text).issues
    assert issue.code == "PTX102" and "operand" in issue.message and not issue.fixes
    assert issue.start == text.index("%r1,\n") + len("%r1,")


def test_a_declaration_broken_before_the_next_line_declares_nothing_from_it() -> None:
    """`.reg .b32 %r<x` + a line `%rd9, %rd8;`: recovery reads the next line's names as declarators of
    the broken declaration; they are not declared (ptxas stops at `x`), so `%rd9` keeps its `.b64`
    meaning below (no false PTX301) and the one diagnostic is on the broken line."""
    from ptx_lsp.analysis.host import Snapshot

    text = (".version 8.0\n.target sm_90\n.entry k()\n{\n\t.reg .b64 %rd<10>;\n\t.reg .b32 %r<x\n"
            "\t%rd9, %rd8;\n\tadd.s64 %rd9, %rd8, 1;\n\t.reg .b32 %q1 %q2, %q3;\n\tmov.b32 %q3, 1;\n\tret;\n}\n")
    snapshot = Snapshot.from_text(text)
    body = snapshot.source.named_top_level()[-1].child_by_field_name("body")
    broken = body.named_children[1]
    assert broken.type == "variable_declaration" and broken.has_error
    assert [d.start_point[0] for d in broken.children_by_field_name("declarator")] == [6, 6]  # the next line
    errors = [(snapshot.data.count(b"\n", 0, i.start), i.code) for i in snapshot.issues if i.severity == "error"]
    # line 5: the broken declaration; line 8: the typo `%q1 %q2` (its other names still declared: no PTX201)
    assert errors == [(5, "PTX101"), (8, "PTX101")], [i.message for i in snapshot.issues]


def test_a_guard_whose_predicate_is_on_the_next_line_is_still_one_instruction() -> None:
    """PTX is free-form: `@` + a line `%p1 bra L;` or `p bra L;` is a guarded instruction, not a missing predicate."""
    sf = SourceFile.parse(b".entry k()\n{\n\t@\n\t%p1 bra L;\n\t@!\n\tp bra L;\nL:\n\tret;\n}\n")
    assert not sf.has_error
    body = sf.named_top_level()[0].child_by_field_name("body")
    assert [c.type for c in body.named_children] == ["instruction", "instruction", "label", "instruction"]
    assert [c.child_by_field_name("guard") is not None for c in body.named_children[:2]] == [True, True]


def test_a_module_level_declaration_being_typed_is_one_diagnostic() -> None:
    """`.global .u32 g` (no `;`) or `.global .u32` (no name) above a function: one PTX102 on its line,
    the function stays a function with no diagnostic of its own."""
    from ptx_lsp.analysis.host import Snapshot

    for typed in (".global .u32 g", ".global .u32", ".shared .align 4 .b8 buf[16]"):
        text = f".version 8.0\n.target sm_90\n{typed}\n.visible .entry k()\n{{\n\tret;\n}}\n"
        snapshot = Snapshot.from_text(text)
        assert [n.type for n in snapshot.source.named_top_level()][-1] == "function_definition"
        issues = [(snapshot.data.count(b"\n", 0, i.start), i.code) for i in snapshot.issues]
        assert issues == [(2, "PTX102")], [i.message for i in snapshot.issues]


LAST_FUNCTION = """\
.version 8.0
.target sm_90
.visible .entry k()
{{
\t.reg .pred %p<2>;
\t.reg .b32 %r<4>;
\tmov.u32 %r1, %tid.x;
\tsetp.eq.s32 %p1, %r1, 0;
\t@%p1 bra $L__BB0_2;
{typed}\tadd.s32 %r2, %r1, 1;
\t{{
\t.reg .b32 %t;
\tmov.b32 %t, %r2;
\t}}
$L__BB0_2:
\tret;
}}
"""


@pytest.mark.parametrize("typed", ["\t{\n", "\t{\n\tadd.s32 %r3, %r1, 2;\n"])
def test_an_open_brace_in_the_last_function_keeps_its_labels_defined(typed: str) -> None:
    """A `{` typed in the file's last function takes the function's `}` (or an inner block's `}` takes
    it and the function's `}` closes it): the body lacks its `}` at the end of the file. The branch above
    to a label now inside the open block is not an undefined label: the only error is the `}`."""
    from ptx_lsp.analysis.host import Snapshot

    assert [i.code for i in Snapshot.from_text(LAST_FUNCTION.format(typed="")).issues] == []
    snapshot = Snapshot.from_text(LAST_FUNCTION.format(typed=typed))
    assert _functions(snapshot.source) == ["k"]
    errors = [i for i in snapshot.issues if i.severity == "error"]
    assert [i.code for i in errors] == ["PTX103"], [i.message for i in snapshot.issues]
    # on the `{` that was typed, not at the end of the file; the fix still inserts the `}` there
    text = LAST_FUNCTION.format(typed=typed)
    typed_brace = LAST_FUNCTION.index("{typed}") - 1 + typed.index("{")
    assert (errors[0].start, errors[0].end) == (typed_brace, typed_brace + 1)
    assert text[typed_brace] == "{"
    assert [edit[0] for fix in errors[0].fixes for edit in fix.edits] == [len(text.rstrip("\n"))]


@pytest.mark.parametrize("after", FOLLOWERS)
def test_a_stray_closing_brace_keeps_the_function(after: str) -> None:
    """`}` typed in a function body before more statements: one PTX103 on the `}`, the function keeps
    its statements (they mean what they meant), the next function stays a function."""
    from ptx_lsp.analysis.host import Snapshot

    follower = FOLLOWERS[after]
    clean = Snapshot.from_text(TYPING.format(typed="", after=follower))
    snapshot = Snapshot.from_text(TYPING.format(typed="\t}", after=follower))
    typed_row = TYPING.split("\n").index("{typed}")
    issues = [(snapshot.data.count(b"\n", 0, i.start), i.code) for i in snapshot.issues]
    before = [(clean.data.count(b"\n", 0, i.start), i.code) for i in clean.issues]
    assert issues == [(typed_row, "PTX103")] + before  # (the clean text has an empty line there)
    assert [n.type for n in snapshot.source.named_top_level()] == ["version_directive", "target_directive",
                                                                     "address_size_directive",
                                                                     "function_definition", "function_definition"]
    body = snapshot.source.named_top_level()[-2].child_by_field_name("body")
    kept = [c.type for c in body.named_children if c.type not in ("comment", "stray_brace")]
    fresh = clean.source.named_top_level()[-2].child_by_field_name("body")
    assert kept == [c.type for c in fresh.named_children if c.type != "comment"]


def test_a_closing_brace_before_module_directives_ends_the_function() -> None:
    """Only a statement that a function holds makes a `}` stray: `.global`, `.visible .func`, `@@DWARF`
    or the end of the file after it are the module's."""
    for after in (".global .u32 g;\n", ".visible .func f()\n{\n\tret;\n}\n", "@@DWARF .b8 1\n", "",
                  ".shared .b8 s[4];\n", ".const .b32 c = 1;\n", ".reg.b32 %r;\n"):
        sf = SourceFile.parse(f".entry k()\n{{\n\tret;\n}}\n{after}".encode())
        assert not sf.has_error
        assert sf.named_top_level()[0].type == "function_definition"
        assert "stray_brace" not in sf.sexp()


@pytest.mark.parametrize("typed", ["\tmov.u32 %r3,", "\tld.global.", "\t@%p1 bra", "\tcvt.rn."])
@pytest.mark.parametrize("bare", ["ret", "exit"])
def test_a_half_typed_statement_above_ret_is_reported_on_its_line(typed: str, bare: str) -> None:
    """`ret;` after an unfinished instruction is read as its operand (ptxas reads it so too, and accepts
    it for a variable named `ret`); naming nothing, it is reported as the line above lacking its end,
    on that line, not as an undefined name on the `ret` line."""
    from ptx_lsp.analysis.host import Snapshot

    text = TYPING.format(typed=typed, after=f"\t{bare};")
    snapshot = Snapshot.from_text(text)
    typed_row = TYPING.split("\n").index("{typed}")
    errors = [i for i in snapshot.issues if i.severity == "error"]
    assert [snapshot.data.count(b"\n", 0, i.start) for i in errors] == [typed_row], [i.message for i in errors]
    if typed.endswith((",", "bra")):  # (`ld.global.` has its own: more modifiers needed)
        assert errors[0].code == "PTX102" and bare in errors[0].message


def test_a_variable_named_ret_is_still_an_operand_on_the_next_line() -> None:
    """ptxas 13.0 accepts `mov.u64 %rd1,` + `ret;` when `ret` is a variable: no diagnostic."""
    from ptx_lsp.analysis.host import Snapshot

    text = ".version 8.0\n.target sm_90\n.address_size 64\n.global .u32 ret;\n.entry k()\n{\n" \
        "\t.reg .b64 %rd<2>;\n\tmov.u64 %rd1,\n\tret;\n\tst.global.u64 [%rd1], %rd1;\n\tret;\n}\n"
    assert [i.code for i in Snapshot.from_text(text).issues] == []


# Text left of a line joined to the next one (a deletion took the line break), or a line pasted into
# the middle of another: an instruction's opcode with modifiers after it on the same line.
JOINED_HEADS = ["\tsetp.ne.s32 \t", "\tadd\t", "\tld.global. \t", "\tmov.u32 %r3, %r1 ", "\t@%p1 bra \t",
                "\tld.global.u32 %r3, [%rd1 ", "\tmov.u32 %r3, %tid.x ", "\t.reg .b32 %x\t", "\t.reg .b32\t"]


@pytest.mark.parametrize("head", JOINED_HEADS)
def test_an_instruction_joined_to_a_half_typed_line_is_its_own_statement(head: str) -> None:
    """`setp.ne.s32 \\tadd.s32 %r4, %r1, 3;`: no ERROR (which tree-sitter would recover again on every
    reparse): one PTX102 where the head's text ends, and the joined instruction parses as it does alone
    (ptxas 13.0 and 13.5 reject each of these lines)."""
    from ptx_lsp.analysis.host import Snapshot

    joined = "add.s32 %r4, %r1, 3;"
    snapshot = Snapshot.from_text(TYPING.format(typed=head + joined, after=""))
    assert not snapshot.source.has_error
    errors = [i for i in snapshot.issues if i.severity == "error"]
    assert [i.code for i in errors] == ["PTX102"], [i.message for i in errors]
    line = snapshot.data.index((head + joined).encode())
    assert errors[0].start == line + len(head.rstrip())
    body = snapshot.source.named_top_level()[-2].child_by_field_name("body")
    statement = next(c for c in body.named_children if c.start_byte == line + len(head))
    alone = SourceFile.parse(f".entry k()\n{{\n\t{joined}\n}}\n".encode()).named_top_level()[0]
    assert str(statement) == str(alone.child_by_field_name("body").named_children[0])


def test_a_name_with_a_component_after_an_opcode_stays_an_operand() -> None:
    """`mov.b32 r1.b0, %r2;` / `tex.v4 ... V.x;`: a name with a component followed by `,`, `;` or an
    operator is an operand, not another instruction."""
    sf = SourceFile.parse(b".entry k()\n{\n\tmov.b32 r1.b0, %r2;\n\tmov.b32 %r1, r2.h1 ;\n\tbra V.x + 4;\n\tret;\n}\n")
    assert not sf.has_error
    assert "missing_semicolon" not in sf.sexp()


# (a line a random edit left, the stray text in it)
STRAY = [("\tmov.b64, \t%rd1, {%r1, %r2};", ","), ("\tld.global.u32 ,%r1, [%rd1];", ","), ("rd1, %rd2;", ","),
         ("\tsub.s32 p\t%r3, %r1, %r2;", "p"), ("\tld.global.u32 \tj%r3, [%rd1+4];", "j"),
         ("\tadd.s64 \t%rd2, e%rd1, %rd3;", "e"), ("\tshr.u32 \t%r3,w %r1, 5;", "w"), ("\tadd.s32 \t%r3, %r1, );", ")"),
         ("\tld.global.u32 \t%r3, ], [%rd1];", "]"),
         # a lone `%` where an operand starts (a register's name deleted or not typed yet)
         # (the token: the first text at the stray one-character token)
         ("\tadd.s32 \t%r3, %r1, %;", "%;"), ("\tadd.s32 \t%r3, %r1, % ;", "% "),
         ("\tadd.s64 \t%rd2, % %rd1;", "% "), ("\tadd.s32 \t%r3, %, 1;", "%,"), ("\tadd.s32 \t% %r3, %r1, 1;", "% ")]


@pytest.mark.parametrize(("line", "token"), STRAY)
def test_stray_text_in_an_instruction_is_one_diagnostic_on_it(line: str, token: str) -> None:
    """A `,` right after the opcode and modifiers, a name glued before an operand (random edits: a
    deleted line head, a typed letter) are `stray_token`s (no ERROR, which tree-sitter would
    recover again on every keystroke): one PTX101 on the token (ptxas 13.0 and 13.5 report "Parsing error
    near" it or the operand after it); the rest of the statement is not checked, the next is unchanged."""
    from ptx_lsp.analysis.host import Snapshot

    snapshot = Snapshot.from_text(TYPING.format(typed=line, after=FOLLOWERS["instruction"]))
    assert not snapshot.source.has_error
    errors = [i for i in snapshot.issues if i.severity == "error"]
    at = snapshot.data.index(line.encode()) + line.index(token)
    assert [(i.code, i.start, i.end) for i in errors] == [("PTX101", at, at + 1)], [i.message for i in errors]
    body = snapshot.source.named_top_level()[-2].child_by_field_name("body")
    after = next(c for c in body.named_children if c.start_byte > at and c.type == "instruction")
    assert snapshot.source.node_text(after).encode() == FOLLOWERS["instruction"].strip().encode()


@pytest.mark.parametrize(("line", "next_instruction"), [
    ("\tadd.s32 \t%r3, %r1, %", FOLLOWERS["instruction"].strip()),
    ("\tadd.s32 \t%r3, %r1, %\tmov.b32 \t%r2, %r1;", "mov.b32 \t%r2, %r1;"),
])
def test_a_lone_percent_at_the_end_of_an_operand_list_is_stray(line: str, next_instruction: str) -> None:
    """`%` alone where the last operand belongs, before the line's end or a joined instruction: a
    `stray_token` (PTX101 on the `%`, where ptxas 13.0 and 13.5 report the parsing error), the
    instruction ends there and the next one is its own statement (before: the `,` and `%` were an
    ERROR, and the next line's instruction was read as more operands)."""
    from ptx_lsp.analysis.host import Snapshot

    snapshot = Snapshot.from_text(TYPING.format(typed=line, after=FOLLOWERS["instruction"]))
    assert not snapshot.source.has_error
    at = snapshot.data.index(line.encode()) + line.index("%r1, %") + len("%r1, ")
    errors = [i for i in snapshot.issues if i.severity == "error"]
    assert (errors[0].code, errors[0].start, errors[0].end) == ("PTX101", at, at + 1), [i.message for i in errors]
    body = snapshot.source.named_top_level()[-2].child_by_field_name("body")
    after = next(c for c in body.named_children if c.start_byte > at and c.type == "instruction")
    assert snapshot.source.node_text(after) == next_instruction


def test_a_name_before_an_operand_list_is_still_an_operand_when_a_comma_or_operator_follows() -> None:
    """`bra L;`, `mov.u32 %r1, x + %r2;`-like text keeps its meaning: only a name directly followed by a
    register (`e%rd1`, `w %r1`) is stray."""
    sf = SourceFile.parse(b".entry k()\n{\n\tbra L;\n\tmov.u32 %r1, x, %r2;\n\tadd.s32 %r1, x + %r2, 1;\n"
                          b"\tmov.u32 %r1, x % 2;\nL:\n\tret;\n}\n")
    assert not sf.has_error
    assert "stray_token" not in sf.sexp()


def test_a_guard_after_an_opcode_on_the_same_line_starts_another_instruction() -> None:
    """`x @!%p1 add.s32 ...` (a letter typed before a guarded line): `x` lacks its `;` (one PTX102), the
    guarded instruction keeps its meaning; ptxas 13.0 and 13.5 reject the line."""
    from ptx_lsp.analysis.host import Snapshot

    line = "\tx @!%p1 add.s32 %r4, %r1, 3;"
    snapshot = Snapshot.from_text(TYPING.format(typed=line, after=""))
    assert not snapshot.source.has_error
    errors = [i for i in snapshot.issues if i.severity == "error"]
    assert [(i.code, i.start) for i in errors] == [("PTX102", snapshot.data.index(line.encode()) + 2)]
    body = snapshot.source.named_top_level()[-2].child_by_field_name("body")
    guarded = next(c for c in body.named_children if c.child_by_field_name("guard") is not None
                   and c.start_byte > errors[0].start)
    assert snapshot.source.node_text(guarded).encode() == b"@!%p1 add.s32 %r4, %r1, 3;"


@pytest.mark.parametrize(("head", "tail"), [("\tadd.s32 \t%r3,", " , %r1;"), ("\tadd.s32 \t%r3,", ", %r1;"),
                                          ("\tadd.s32 \t%r3, %r1,", " ;")])
def test_an_operand_left_out_is_one_missing_operand(head: str, tail: str) -> None:
    """`%r3, , %r1` / `%r1, ;` on one line (an edit deleted an operand): a zero-width `missing_operand`
    after the first `,` and the list goes on (no ERROR): one PTX102 there (ptxas 13.0 and 13.5 report the
    parsing error at the next `,` / `;`)."""
    from ptx_lsp.analysis.host import Snapshot

    line = head + tail
    snapshot = Snapshot.from_text(TYPING.format(typed=line, after=FOLLOWERS["instruction"]))
    assert not snapshot.source.has_error
    errors = [i for i in snapshot.issues if i.severity == "error"]
    at = snapshot.data.index(line.encode()) + len(head)
    assert [(i.code, i.start) for i in errors] == [("PTX102", at)], [i.message for i in errors]


def test_blocks_unclosed_at_the_same_stop_are_reported_on_the_innermost_open_brace() -> None:
    """Several nested blocks lack their `}` before the next function: one PTX103, on the `{` opened
    last, whatever order the query returns the zero-width `missing_brace` nodes in (it differed between
    an edited tree and a fresh one of the same text), and the same after edits as for a fresh parse."""
    from ptx_lsp.analysis.host import Snapshot

    body = (b"\t.reg .b32 %r<9>;\n\tmov.u32 %r1, 1;\n\t{\n\t.reg .b32 %s;\n\tmov.u32 %s, %r1;\n"
            b"\t\t{\n\t\tadd.s32 %r2, %r1, 1;\n\t{\n\tmov.u32 %r3, %r2;\n\t\t\t{\n\t\t\tmov.u32 %r4, %r3;\n")
    text = (b".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry a()\n{\n" + body
            + b"\n.visible .entry b()\n{\n\tret;\n}\n")
    innermost = text.rindex(b"{", 0, text.index(b".visible .entry b"))
    fresh = [(i.start, i.end, i.code) for i in Snapshot.from_bytes(text).issues if i.code == "PTX103"]
    assert fresh == [(innermost, innermost + 1, "PTX103")]
    # the same text reached by edits (a deleted and retyped line in front of the blocks, one inside)
    start = Snapshot.from_bytes(text.replace(b"\tmov.u32 %r1, 1;\n", b"", 1).replace(b"\t\tadd.s32", b"\t\tsub.s32", 1))
    at = text.index(b"\tmov.u32 %r1, 1;\n")
    edited = start.edited(at, at, b"\tmov.u32 %r1, 1;\n", version=None)
    inside = edited.data.index(b"\t\tsub.s32") + 2
    edited = edited.edited(inside, inside + 3, b"add", version=None)
    assert edited.data == text
    assert [(i.start, i.end, i.code) for i in edited.issues if i.code == "PTX103"] == fresh
