"""Error recovery: a broken statement stays local; what follows is still parsed normally.

The language server reports one diagnostic per ERROR node and keeps indexing the rest of the
file, so a typo in one instruction must not turn the rest of the function into garbage.
"""

from __future__ import annotations

import pytest

from ptx_lsp.syntax import SourceFile, iter_errors

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


def _statements(block) -> list[tuple[str, str]]:
    """(type, first token text) of the named, non-error children of a block."""
    return [
        (child.type, child.child(0).text.decode() if child.child_count else "")
        for child in block.named_children
        if child.type not in ("ERROR", "comment")
    ]


@pytest.mark.parametrize("broken", BROKEN_STATEMENTS)
def test_broken_statement_stays_local(broken: str) -> None:
    text = FUNCTION.format(broken=broken).encode("utf-8", "surrogateescape")
    sf = SourceFile.parse(text)
    functions = [n for n in sf.root.named_children if n.type == "function_definition"]
    assert [sf.node_text(f.child_by_field_name("name")) for f in functions] == ["kernel", "after"]

    errors = list(iter_errors(sf.root))
    assert errors, "the broken statement should produce an ERROR or MISSING node"
    broken_row = FUNCTION.split("\n").index("{broken}")
    assert {e.start_point[0] for e in errors} <= {broken_row}, [str(e) for e in errors]

    statements = _statements(functions[0].child_by_field_name("body"))
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
    types = [n.type for n in sf.root.named_children]
    assert types[0] == "version_directive"
    assert types[-1] == "function_definition"
    assert {e.start_point[0] for e in iter_errors(sf.root)} <= {1, 2}


def test_missing_semicolon_is_reported_on_its_line() -> None:
    sf = SourceFile.parse(b".entry k()\n{\n\tmov.u32 %r1, 1\n\tret;\n}\n")
    errors = list(iter_errors(sf.root))
    assert errors
    assert all(e.start_point[0] in (2, 3) for e in errors)
    assert sf.root.named_children[0].type == "function_definition"


def test_unclosed_function_body_is_still_a_function() -> None:
    sf = SourceFile.parse(b".entry k()\n{\n\tmov.u32 %r1, 1;\n\tret;\n")
    function = sf.root.named_children[0]
    assert function.type == "function_definition"
    body = function.child_by_field_name("body")
    assert [c.type for c in body.named_children] == ["instruction", "instruction"]
    assert [e.is_missing for e in iter_errors(sf.root)] == [True]


def test_iter_errors_reports_each_broken_statement_once() -> None:
    sf = SourceFile.parse(b".entry k()\n{\n\tmov.u32 %r1, , ;\n\tret;\n\tadd.s32 %r1 %r2;\n}\n")
    rows = [e.start_point[0] for e in iter_errors(sf.root)]
    assert rows == sorted(rows)
    assert set(rows) == {2, 4}


def _functions(sf: SourceFile) -> list[str]:
    return [
        sf.node_text(n.child_by_field_name("name"))
        for n in sf.root.named_children
        if n.type == "function_definition"
    ]


def test_unclosed_body_before_the_next_function_closes_there() -> None:
    """Typing a new function's `{` before its `}` must not swallow the functions that follow."""
    sf = SourceFile.parse(
        b".version 9.0\n.entry a()\n{\n\tret;\n\n.entry b()\n{\n\tmov.u32 %r1, 1;\n\tret;\n}\n"
        b".func c()\n{\n\tret;\n}\n"
    )
    assert _functions(sf) == ["a", "b", "c"]
    (missing,) = iter_errors(sf.root)
    assert missing.is_missing and missing.type == "}"


def test_unclosed_nested_block_stays_inside_its_function() -> None:
    sf = SourceFile.parse(
        b".entry a()\n{\n\tret;\n}\n.entry b()\n{\n\tmov.u32 %r1, 1;\n\t{\n\tret;\n}\n"
        b".func c()\n{\n\tret;\n}\n.global .u32 x;\n"
    )
    assert _functions(sf) == ["a", "b", "c"]
    assert sf.root.named_children[-1].type == "variable_declaration"
    assert [e.is_missing for e in iter_errors(sf.root)] == [True]
