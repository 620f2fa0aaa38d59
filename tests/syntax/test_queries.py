"""The editor queries capture the right nodes with the standard capture names.

Each row: a query, a capture name, and the texts that capture must produce on SOURCE
(exactly, when `exact`), so a renamed node or a pattern that stopped matching fails here.
"""

from __future__ import annotations

import pytest

from ptx_lsp.syntax import SourceFile

SOURCE = b"""\
.version 9.0
.target sm_90a
.address_size 64
// a kernel
.extern .func (.param .b32 r) vprintf (.param .b64 fmt);
.global .align 4 .u32 counter = 0;
.visible .entry kern(.param .u64 kern_param_0)
.maxntid 128, 1, 1
{
	.reg .pred 	%p<2>;
	.reg .b32 	%r<4>;
	.reg .f32 	acc;
	ld.param.u64 	%rd1, [kern_param_0];
	mov.u32 	%r1, %tid.x;
	setp.lt.s32 	%p1, %r1, 0x20;
	@!%p1 bra 	$L__BB0_2;
	add.f32 	acc, acc, 0f3F800000;
	call.uni (retval0), vprintf, (param0);
	{
		.reg .b32 inner;
		mov.u32 inner, %r1;
	}
$L__BB0_2:
	ret;
}
.section .debug_str
{
$L__info_string0:
.b8 95, 0
}
"""


def texts(query: str, capture: str) -> list[str]:
    sf = SourceFile.parse(SOURCE)
    return [sf.node_text(node) for node in sf.captures(query).get(capture, [])]


@pytest.mark.parametrize(
    "query, capture, expected, exact",
    [
        ("highlights", "function.builtin", ["ld", "mov", "setp", "bra", "add", "call", "mov", "ret"], True),
        ("highlights", "attribute", [".param", ".u64", ".u32", ".lt", ".s32", ".f32", ".uni"], False),
        ("highlights", "type.builtin", [".b32", ".b64", ".u32", ".u64", ".pred", ".f32", ".b8"], False),
        ("highlights", "keyword.modifier", [".extern", ".global", ".visible", ".param", ".reg"], False),
        ("highlights", "keyword.function", [".func", ".entry"], False),
        (
            "highlights",
            "keyword.directive",
            [".version", ".target", ".address_size", ".section", ".align", ".maxntid"],
            False,
        ),
        ("highlights", "function", ["vprintf", "kern"], False),
        ("highlights", "function.call", ["vprintf"], True),
        ("highlights", "label", ["$L__BB0_2", "$L__info_string0"], False),
        ("highlights", "variable.parameter", ["r", "fmt", "kern_param_0"], True),
        ("highlights", "variable", ["%r1", "acc", "%rd1", "counter", "inner"], False),
        ("highlights", "property", [".x"], True),
        ("highlights", "number", ["64", "4", "0", "128", "0x20"], False),
        ("highlights", "number.float", ["9.0", "0f3F800000"], True),
        ("highlights", "comment", ["// a kernel"], True),
        ("highlights", "constant.builtin", ["sm_90a"], True),
        ("highlights", "module", [".debug_str"], True),
        ("highlights", "punctuation.special", ["@"], True),
        ("locals", "local.definition.function", ["vprintf", "kern"], True),
        ("locals", "local.definition.parameter", ["r", "fmt", "kern_param_0"], True),
        ("locals", "local.definition.var", ["counter", "%p", "%r", "acc", "inner"], True),
        ("locals", "local.definition.label", ["$L__BB0_2", "$L__info_string0"], True),
        (
            "locals",
            "local.reference",
            ["%rd1", "kern_param_0", "%r1", "%tid", "acc", "%p1", "vprintf", "inner"],
            False,
        ),
        ("folds", "fold", [], False),
        ("tags", "name", ["vprintf", "counter", "kern", "vprintf"], True),
        ("indents", "indent.begin", [], False),
    ],
)
def test_capture(query: str, capture: str, expected: list[str], exact: bool) -> None:
    got = texts(query, capture)
    if exact:
        assert sorted(got) == sorted(expected)
    else:
        assert set(expected) <= set(got), sorted(set(expected) - set(got))
        assert got, f"{query}: no @{capture} capture"


def test_initializer_and_element_references() -> None:
    sf = SourceFile.parse(
        b".global .u32 a = b;\n.global .u32 c[] = {d, generic(e)+4, 0xff(f)};\n"
        b".entry k()\n{\n\tmov.u32 %r1, A[5];\n}\n"
    )
    refs = {sf.node_text(n) for n in sf.captures("locals")["local.reference"]}
    assert {"b", "d", "e", "f", "A", "%r1"} <= refs
    assert not {"a", "c", "k"} & refs


def test_scopes_nest_function_and_blocks() -> None:
    sf = SourceFile.parse(SOURCE)
    scopes = sf.captures("locals")["local.scope"]
    assert sorted(node.type for node in scopes if node.type != "source_file") == ["block", "block",
                                                                                 "function_definition"]
    assert [node for node in scopes if node.type == "source_file"] == list(sf.roots())  # one per chunk


def test_folds_cover_function_blocks_and_sections() -> None:
    sf = SourceFile.parse(SOURCE)
    folded = {(node.type, node.start_point[0]) for node in sf.captures("folds")["fold"]}
    assert ("function_definition", 6) in folded
    assert ("block", 18) in folded
    assert ("section_directive", 25) in folded


def test_tags_kinds() -> None:
    sf = SourceFile.parse(SOURCE)
    result = sf.captures("tags")
    names = [sf.node_text(n.child_by_field_name("name")) for n in result["definition.function"]]
    assert sorted(names) == ["kern", "vprintf"]
    assert len(result["definition.variable"]) == 1
    assert len(result["reference.call"]) == 1


def test_indents_close_blocks() -> None:
    sf = SourceFile.parse(SOURCE)
    result = sf.captures("indents")
    assert {n.type for n in result["indent.begin"]} >= {"block", "section_directive", "parameter_list"}
    assert {sf.node_text(n) for n in result["indent.branch"]} == {"}", ")"}
