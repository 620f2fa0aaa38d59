"""Quick fixes: each one, applied to the source, makes its diagnostic go away without new errors."""

from __future__ import annotations

import pytest

from ptx_lsp.analysis.code_actions import code_actions
from ptx_lsp.analysis.diagnostics import FunctionCache, validate_source
from ptx_lsp.analysis.host import Snapshot
from ptx_lsp.analysis.results import Fix

HEADER = ".version 8.0\n.target sm_80\n.address_size 64\n"
REGS = "\t.reg .pred %p<4>;\n\t.reg .b32 %r<10>;\n\t.reg .b64 %rd<10>;\n"


def kernel(body: str, header: str = HEADER) -> str:
    return f"{header}.visible .entry k()\n{{\n{REGS}{body}\n\tret;\n}}\n"


def apply(data: bytes, fix: Fix) -> bytes:
    for start, end, text in sorted(fix.edits, reverse=True):
        data = data[:start] + text.encode() + data[end:]
    return data


def errors(data: bytes) -> list:
    return [i for i in validate_source(data, cache=FunctionCache()) if i.severity == "error"]


def fixes_for(source: str, code: str) -> tuple[bytes, list[Fix]]:
    data = source.encode()
    snapshot = Snapshot.from_bytes(data)
    issues = [i for i in snapshot.issues if i.code == code]
    assert issues, [(i.code, i.message) for i in snapshot.issues]
    issue = issues[0]
    offered = list(issue.fixes) + code_actions(snapshot, issue.start, issue.end, [issue])
    return data, offered


CASES = [
    ("declare register", kernel("\tmov.u32 %r1, %q5;"), "PTX201", "Declare `%q5`"),
    ("widen family", kernel("\tmov.u32 %r1, %r12;"), "PTX202", "Widen `%r<10>` to `%r<13>`"),
    ("replace opcode", kernel("\taddx.s32 %r1, %r2, %r3;"), "PTX401", "Replace with `add`"),
    ("replace modifier", kernel("\tld.globl.u32 %r1, [%rd1];"), "PTX402", "Replace with `.global`"),
    ("insert semicolon", kernel("\tadd.s32 %r1, %r2, 1\n\tmov.u32 %r3, 4;"), "PTX102", "Insert `;`"),
    ("raise target", kernel("\tmapa.u64 %rd1, %rd2, %r1;"), "PTX502", "Change `.target` to sm_90"),
    ("raise version", kernel("\tnanosleep.u32 %r1;", header=".version 6.2\n.target sm_70\n"), "PTX501",
     "Raise `.version` to 6.3"),
    ("reorder modifiers", kernel("\tatom.add.release.gpu.u32 %r1, [%rd1], %r2;"), "PTX406",
     "Write the modifiers in the documented order"),
    ("raise version for target", ".version 7.0\n.target sm_90\n", "PTX501", "Raise `.version` to 7.8"),
]


@pytest.mark.parametrize("source, code, title", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_fix_removes_the_error(source: str, code: str, title: str) -> None:
    data, offered = fixes_for(source, code)
    chosen = [f for f in offered if f.title.startswith(title)]
    assert chosen, [f.title for f in offered]
    fixed = apply(data, chosen[0])
    assert code in chosen[0].codes
    remaining = errors(fixed) + [i for i in validate_source(fixed, cache=FunctionCache()) if i.code == code]
    assert not remaining, (fixed.decode(), [(i.code, i.message) for i in remaining])


def test_code_actions_outside_the_range_offer_nothing() -> None:
    data = kernel("\tmapa.u64 %rd1, %rd2, %r1;").encode()
    snapshot = Snapshot.from_bytes(data)
    assert code_actions(snapshot, 0, 1, snapshot.issues) == []


def test_cached_function_issues_keep_fixes_valid_after_an_edit_above() -> None:
    """A function reused from the cache must move its fixes along with it."""
    cache = FunctionCache()
    source = kernel("\tmov.u32 %r1, %q5;")
    first = [i for i in validate_source(source.encode(), cache=cache) if i.code == "PTX201"][0]
    shifted = ("// a new comment line\n" + source).encode()
    second = [i for i in validate_source(shifted, cache=cache) if i.code == "PTX201"][0]
    delta = len("// a new comment line\n")
    assert (second.start, second.end) == (first.start + delta, first.end + delta)
    fixed = apply(shifted, second.fixes[0])
    assert not errors(fixed)


def test_declare_fixes_take_the_type_of_the_family_with_the_same_prefix() -> None:
    """Each undefined register of one function gets `.reg` of the type of the first family with its
    prefix in the body (`%t2`, whose `%t<4>` is declared in an inner block only, gets `.b64`), else
    `.b32`; every fix inserts before the first statement of the body."""
    source = kernel("\t{\n\t.reg .b64 %t<4>;\n\t}\n\tmov.b64 %rd1, %t2;\n\tmov.u32 %r1, %q5;\n\tmov.b64 %rd2, %t3;")
    data = source.encode()
    issues = [i for i in Snapshot.from_bytes(data).issues if i.code == "PTX201"]
    titles = {data[i.start : i.end].decode(): [f.title for f in i.fixes] for i in issues}
    assert titles == {"%t2": ["Declare `%t2` as `.reg .b64`"], "%q5": ["Declare `%q5` as `.reg .b32`"],
                      "%t3": ["Declare `%t3` as `.reg .b64`"]}
    at = source.index("\t.reg .pred")
    assert {f.edits[0][:2] for i in issues for f in i.fixes} == {(at, at)}
    fixed = apply(data, issues[0].fixes[0])
    assert b"\t.reg .b64 \t%t2;\n\t.reg .pred %p<4>;" in fixed


def test_widen_fix_is_made_for_where_the_family_is_now_after_edits_between() -> None:
    """A register outside its family carries no fix (it would hold the `.reg`'s offset, outside its
    instruction, issue 16); the fix is made when asked, from the family's place in that version:
    after text is typed between the `.reg` and the use, and after the `.reg` itself moved."""
    source = kernel("\tmov.u32 %r1, %r12;\n\tmov.u32 %r2, %r15;")
    snapshot = Snapshot.from_bytes(source.encode())
    for typed_at in (source.index("\tmov.u32 %r1"), source.index(".visible")):
        snapshot = snapshot.edited(typed_at, typed_at, b"\t// moved\n", None)
        data = snapshot.source.text
        outside = sorted((i for i in snapshot.issues if i.code == "PTX202"), key=lambda i: i.start)
        assert [data[i.start : i.end] for i in outside] == [b"%r12", b"%r15"]
        assert all(i.fixes == () for i in outside)
        for issue, need, left in zip(outside, (b"13", b"16"), (["%r15"], []), strict=True):
            (fix,) = code_actions(snapshot, issue.start, issue.end, [issue])
            (start, end, text), = fix.edits
            assert data[start - 3 : end + 1] == b"%r<10>" and text.encode() == need
            fixed = apply(data, fix)
            assert [fixed[i.start : i.end].decode() for i in validate_source(fixed, cache=FunctionCache())
                    if i.code == "PTX202"] == left


def test_no_widen_fix_without_a_family_to_widen() -> None:
    """`%r12` with no `%r<N>` visible is undefined (PTX201), not outside a family: nothing to widen."""
    source = HEADER + ".visible .entry k()\n{\n\t.reg .b32 %q<4>;\n\tmov.u32 %q1, %r12;\n\tret;\n}\n"
    snapshot = Snapshot.from_bytes(source.encode())
    assert not [i for i in snapshot.issues if i.code == "PTX202"]
    issue = next(i for i in snapshot.issues if i.code == "PTX201")
    assert not [f for f in code_actions(snapshot, issue.start, issue.end, [issue]) if f.title.startswith("Widen")]
