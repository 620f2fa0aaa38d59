"""Definition, references, highlights and rename on plain text (no LSP), as tables with markers.

`$0` is the cursor; `$1`, `$2`, ... mark the starts of expected ranges. Offsets are UTF-8 bytes.
"""

from __future__ import annotations

import pytest

from ptx_lsp.analysis import navigation
from ptx_lsp.analysis.host import Snapshot
from ptx_lsp.analysis.results import Refusal
from ptx_test_support import markers

HEAD = ".version 8.0\n.target sm_80\n.address_size 64\n"




def snapshot_with(source: str) -> tuple[Snapshot, dict[str, int]]:
    text, at = markers(HEAD + source)
    return Snapshot.from_text(text, uri="file:///t.ptx"), at


def expected_starts(at: dict[str, int]) -> list[int]:
    return sorted(v for k, v in at.items() if k != "$0")


REFERENCES = [
    (
        "member-only",
        ".entry k()\n{\n .reg .b32 %r<9>;\n mov.u32 $1%r1, 1;\n add.u32 %r2, $2%r$01, $3%r1;\n}\n",
        False,
    ),
    (
        "family-all-members",
        ".entry k()\n{\n .reg .b32 $1%r$0<9>;\n mov.u32 $2%r1, 1;\n add.u32 $3%r2, $4%r1, 1;\n}\n",
        True,
    ),
    ("label", ".entry k()\n{\n bra $1L;\n$2L$0:\n bra $3L;\n}\n", True),
    (
        "function-across-functions",
        ".func $1f$0()\n{\n ret;\n}\n.entry a()\n{\n call $2f;\n}\n.entry b()\n{\n call $3f;\n}\n",
        True,
    ),
    (
        "prototype-and-definition",
        ".func $1f();\n.func $2f()\n{\n ret;\n}\n.entry a()\n{\n call $3f$0;\n}\n",
        True,
    ),
    (
        "shadowed-not-counted",
        ".entry k()\n{\n .reg .b32 %x;\n mov.u32 %x, 1;\n {\n  .reg .b32 $1%x;\n  mov.u32 $2%x$0, 2;\n }\n}\n",
        True,
    ),
    ("nothing-at-opcode", ".entry k()\n{\n r$0et;\n}\n", True),
]


@pytest.mark.parametrize("source, include", [c[1:] for c in REFERENCES], ids=[c[0] for c in REFERENCES])
def test_references(source: str, include: bool):
    snapshot, at = snapshot_with(source)
    found = navigation.references(snapshot, at["$0"], include_declaration=include)
    assert sorted(loc.start for loc in found) == expected_starts(at)


def test_references_without_declaration_drop_it():
    snapshot, at = snapshot_with(".entry k()\n{\n .reg .b32 %v;\n mov.u32 $1%v, 1;\n add.u32 $2%v, $3%v$0, 1;\n}\n")
    found = navigation.references(snapshot, at["$0"], include_declaration=False)
    assert sorted(loc.start for loc in found) == expected_starts(at)


DEFINITIONS = [
    ("register", ".entry k()\n{\n .reg .b32 $1%r<4>;\n mov.u32 %r$01, 1;\n}\n"),
    ("prototype-goes-to-body", ".func f();\n.func $1f()\n{\n ret;\n}\n.entry k()\n{\n call f$0;\n}\n"),
    ("from-prototype-name", ".func f$0();\n.func $1f()\n{\n ret;\n}\n"),
    ("unresolved", ".entry k()\n{\n mov.u32 %n$0ope, 1;\n}\n"),
    ("special", ".entry k()\n{\n .reg .b32 %r;\n mov.u32 %r, %ti$0d.x;\n}\n"),
    ("loc-file", '.file 1 "a.cu"\n.file 2 $1"b.cu"\n.entry k()\n{\n .loc $02 9 3\n ret;\n}\n'),
    ("loc-line-is-not-a-file", '.file 9 "a.cu"\n.entry k()\n{\n .loc 1 $09 3\n ret;\n}\n'),
]


@pytest.mark.parametrize("source", [c[1] for c in DEFINITIONS], ids=[c[0] for c in DEFINITIONS])
def test_definition(source: str):
    snapshot, at = snapshot_with(source)
    found = navigation.definition(snapshot, at["$0"])
    assert [loc.start for loc in found] == expected_starts(at)
    assert all(loc.uri == snapshot.uri for loc in found)


def test_declaration_lists_prototype_and_definition():
    snapshot, at = snapshot_with(".func $1f();\n.func $2f()\n{\n ret;\n}\n.entry k()\n{\n call f$0;\n}\n")
    assert [loc.start for loc in navigation.declaration(snapshot, at["$0"])] == expected_starts(at)


def test_extern_definition_comes_from_the_workspace(tmp_path):
    from ptx_lsp.services.workspace import WorkspaceIndex

    lib = tmp_path / "lib.ptx"
    lib.write_text(HEAD + ".visible .func helper()\n{\n ret;\n}\n")
    snapshot, at = snapshot_with(".extern .func helper();\n.entry k()\n{\n call help$0er;\n}\n")
    workspace = WorkspaceIndex([tmp_path])
    found = navigation.definition(snapshot, at["$0"], workspace)
    assert [(loc.uri, loc.start) for loc in found] == [(lib.resolve().as_uri(), lib.read_bytes().index(b"helper()"))]
    refs = navigation.references(snapshot, at["$0"], True, workspace)
    assert {loc.uri for loc in refs} == {snapshot.uri, lib.resolve().as_uri()}


def test_highlights_mark_declarations_and_destinations_as_writes():
    snapshot, at = snapshot_with(".entry k()\n{\n .reg .b32 $1%v;\n mov.u32 $2%v, 1;\n add.u32 %w, $3%v$0, 1;\n}\n")
    found = navigation.highlights(snapshot, at["$0"])
    assert [(s, kind) for s, _e, kind in found] == [(at["$1"], "write"), (at["$2"], "write"), (at["$3"], "read")]


ACCESS = [
    ("mov-destination", ".entry k()\n{\n .reg .b32 %v;\n mov.u32 %$0v, 1;\n}\n", "write"),
    ("mov-source", ".entry k()\n{\n .reg .b32 %v, %w;\n mov.u32 %w, %$0v;\n}\n", "read"),
    ("store-value", ".entry k()\n{\n .reg .b32 %v;\n .reg .b64 %a;\n st.global.u32 [%a], %$0v;\n}\n", "read"),
    ("store-address", ".entry k()\n{\n .reg .b32 %v;\n .reg .b64 %a;\n st.global.u32 [%$0a], %v;\n}\n", "read"),
    ("load-destination", ".entry k()\n{\n .reg .b32 %v;\n .reg .b64 %a;\n ld.global.u32 %$0v, [%a];\n}\n", "write"),
    ("vector-destination", ".entry k()\n{\n .reg .b32 %v<2>;\n .reg .b64 %a;\n ld.global.v2.u32 {%v0, %$0v1}, [%a];\n}\n", "write"),
    ("setp-predicate", ".entry k()\n{\n .reg .pred %p;\n .reg .b32 %v;\n setp.eq.u32 %$0p, %v, 1;\n}\n", "write"),
    ("guard", ".entry k()\n{\n .reg .pred %p;\n @%$0p ret;\n}\n", "read"),
    ("bar-operand", ".entry k()\n{\n .reg .b32 %v;\n bar.sync %$0v;\n}\n", "read"),
    ("call-return", ".func (.param .b32 r) f()\n{\n ret;\n}\n.entry k()\n{\n .param .b32 out;\n call (o$0ut), f, ();\n}\n", "write"),
]


@pytest.mark.parametrize("source, expected", [c[1:] for c in ACCESS], ids=[c[0] for c in ACCESS])
def test_access_follows_the_spec_operand_roles(source: str, expected: str):
    snapshot, at = snapshot_with(source)
    assert navigation.access(snapshot, at["$0"]) == expected


def test_highlights_of_special_registers_stay_in_the_function():
    snapshot, at = snapshot_with(
        ".entry a()\n{\n .reg .b32 %r;\n mov.u32 %r, $1%tid.x;\n mov.u32 %r, $2%ti$0d.y;\n}\n"
        ".entry b()\n{\n .reg .b32 %r;\n mov.u32 %r, %tid.x;\n}\n"
    )
    assert [s for s, _e, _k in navigation.highlights(snapshot, at["$0"])] == expected_starts(at)


REFUSALS = [
    ("family-member", ".entry k()\n{\n .reg .b32 %r<100>;\n mov.u32 %r4$02, 1;\n}\n", "member 42"),
    ("special-register", ".entry k()\n{\n .reg .b32 %r;\n mov.u32 %r, %t$0id.x;\n}\n", "special register"),
    ("opcode", ".entry k()\n{\n r$0et;\n}\n", "Nothing to rename"),
    ("undeclared", ".entry k()\n{\n mov.u32 %un$0known, 1;\n}\n", "not declared"),
    ("outside-family", ".entry k()\n{\n .reg .b32 %r<4>;\n mov.u32 %r$09, 1;\n}\n", "outside its family"),
]


@pytest.mark.parametrize("source, message", [c[1:] for c in REFUSALS], ids=[c[0] for c in REFUSALS])
def test_prepare_rename_refusals(source: str, message: str):
    snapshot, at = snapshot_with(source)
    result = navigation.prepare_rename(snapshot, at["$0"])
    assert isinstance(result, Refusal) and message in result.message


BAD_NAMES = [
    ("register-needs-percent", ".entry k()\n{\n .reg .b32 %v$0;\n}\n", "v2"),
    ("identifier-no-percent", ".global .u32 g$0;\n", "%g"),
    ("digit-first", ".global .u32 g$0;\n", "9g"),
    ("spaces", ".global .u32 g$0;\n", "a b"),
    ("family-ends-in-digit", ".entry k()\n{\n .reg .b32 %r$0<4>;\n}\n", "%x1"),
    ("clash", ".entry k()\n{\n .reg .b32 %a$0;\n .reg .b32 %b;\n}\n", "%b"),
    ("special", ".entry k()\n{\n .reg .b32 %a$0;\n}\n", "%tid"),
    (
        "shadowed-at-a-use",
        ".global .u32 g$0;\n.entry k()\n{\n .local .u32 x;\n .reg .b32 %r;\n ld.global.u32 %r, [g];\n}\n",
        "x",
    ),
    (
        "family-member-shadowed",
        ".entry k()\n{\n .reg .b32 %r$0<4>;\n {\n  .reg .b32 %q1;\n  mov.u32 %r1, 1;\n }\n}\n",
        "%q",
    ),
]


@pytest.mark.parametrize("source, new_name", [c[1:] for c in BAD_NAMES], ids=[c[0] for c in BAD_NAMES])
def test_rename_refuses_bad_names(source: str, new_name: str):
    snapshot, at = snapshot_with(source)
    assert isinstance(navigation.rename(snapshot, at["$0"], new_name), Refusal)


def test_rename_family_keeps_member_numbers():
    snapshot, at = snapshot_with(".entry k()\n{\n .reg .b32 %r$0<4>;\n mov.u32 %r1, 1;\n add.u32 %r2, %r1, %r3;\n}\n")
    assert navigation.prepare_rename(snapshot, at["$0"])[2] == "%r"
    edits = navigation.rename(snapshot, at["$0"], "%val")[snapshot.uri]
    data = bytearray(snapshot.data)
    for start, end, text in sorted(edits, reverse=True):
        data[start:end] = text.encode()
    assert b".reg .b32 %val<4>;" in data and b"add.u32 %val2, %val1, %val3;" in data and b"%r" not in data


def test_rename_function_renames_prototype_definition_and_calls():
    snapshot, at = snapshot_with(".func f();\n.func f()\n{\n ret;\n}\n.entry k()\n{\n call f$0;\n}\n")
    edits = navigation.rename(snapshot, at["$0"], "g")[snapshot.uri]
    data = bytearray(snapshot.data)
    for start, end, text in sorted(edits, reverse=True):
        data[start:end] = text.encode()
    assert data.count(b"func g") == 2 and b"call g;" in data


def test_rename_label():
    snapshot, at = snapshot_with(".entry k()\n{\n bra L$0;\nL:\n ret;\n}\n")
    start, end, placeholder = navigation.prepare_rename(snapshot, at["$0"])
    assert placeholder == "L" and snapshot.data[start:end] == b"L"
    edits = navigation.rename(snapshot, at["$0"], "$L__exit")[snapshot.uri]
    assert {text for _s, _e, text in edits} == {"$L__exit"} and len(edits) == 2


def test_rename_of_a_linked_symbol_reaches_linking_files_only(tmp_path):
    from ptx_lsp.services.workspace import WorkspaceIndex

    user = tmp_path / "user.ptx"
    user.write_text(HEAD + ".extern .func helper();\n.entry k()\n{\n call helper;\n}\n")
    private = tmp_path / "private.ptx"
    private.write_text(HEAD + ".func helper()\n{\n ret;\n}\n")  # internal: a different symbol
    snapshot, at = snapshot_with(".visible .func help$0er()\n{\n ret;\n}\n")
    edits = navigation.rename(snapshot, at["$0"], "assist", WorkspaceIndex([tmp_path]))
    user_uri = user.resolve().as_uri()
    assert set(edits) == {snapshot.uri, user_uri}
    data = bytearray(user.read_bytes())
    for start, end, text in sorted(edits[user_uri], reverse=True):
        data[start:end] = text.encode()
    assert b".extern .func assist();" in data and b"call assist;" in data and b"helper" not in data


CALLS = HEAD + (
    ".func leaf()\n{\n ret;\n}\n"
    ".func mid()\n{\n call leaf;\n call leaf;\n}\n"
    ".entry top()\n{\n .reg .b64 %fp;\n call mid;\n mov.u64 %fp, leaf;\n}\n"
)


def test_call_hierarchy():
    snapshot = Snapshot.from_text(CALLS)
    data = snapshot.data
    leaf = navigation.call_target(snapshot, data.index(b"leaf;"))
    assert leaf is not None and leaf.name == "leaf" and leaf.start == data.index(b"leaf()")
    incoming = navigation.incoming_calls(snapshot, leaf)
    assert [(caller.name, len(ranges)) for caller, ranges in incoming] == [("mid", 2), ("top", 1)]
    top = navigation.call_target(snapshot, data.index(b"top"))
    outgoing = navigation.outgoing_calls(snapshot, top)
    assert [(callee.name, len(ranges)) for callee, ranges in outgoing] == [("mid", 1), ("leaf", 1)]
    assert navigation.outgoing_calls(snapshot, leaf) == []
    assert navigation.call_target(snapshot, data.index(b"%fp")) is None
