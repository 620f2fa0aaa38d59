"""Per-function caching: after an edit only the functions whose text or context changed are re-checked."""

from __future__ import annotations

from ptx_lsp.analysis.diagnostics import DEFAULT_CACHE, Stats
from ptx_lsp.analysis.host import Snapshot
from ptx_lsp.analysis.validate import validate

SOURCE = """.version 8.0
.target sm_80
.address_size 64
.global .u32 g;
.visible .entry a()
{
\t.reg .b32 %r<4>;
\tmov.u32 %r1, 1;
\tret;
}
.visible .entry b()
{
\t.reg .b32 %r<4>;
\tmov.u32 %r1, %q;
\tret;
}
.visible .entry c()
{
\t.reg .b32 %r<4>;
\tadd.s32 %r1, %r2, 3;
\tret;
}
"""


def fresh() -> Snapshot:
    DEFAULT_CACHE.clear()
    snapshot = Snapshot.from_text(SOURCE)
    stats = Stats()
    validate(snapshot, stats)
    assert (stats.functions, stats.checked, stats.reused) == (3, 3, 0)
    return snapshot


def revalidate(snapshot: Snapshot, old: str, new: str):
    start = snapshot.data.index(old.encode())
    edited = snapshot.edited(start, start + len(old.encode()), new.encode(), 2)
    stats = Stats()
    issues = validate(edited, stats)
    return edited, stats, issues


def test_edit_inside_one_function_rechecks_only_it() -> None:
    snapshot = fresh()
    _edited, stats, issues = revalidate(snapshot, "add.s32 %r1, %r2, 3", "add.s32 %r1, %r2, 4")
    assert (stats.checked, stats.reused) == (1, 2)
    assert [i.code for i in issues] == ["PTX201"]


def test_cached_issues_move_with_their_function() -> None:
    snapshot = fresh()
    before = [i for i in validate(snapshot) if i.code == "PTX201"][0]
    edited, stats, issues = revalidate(snapshot, "mov.u32 %r1, 1;", "mov.u32 %r1, 1;\n\tmov.u32 %r2, 2;")
    assert (stats.checked, stats.reused) == (1, 2)
    after = [i for i in issues if i.code == "PTX201"][0]
    assert edited.data[after.start : after.end] == b"%q"
    assert after.start > before.start


def test_new_error_in_edited_function_is_found() -> None:
    snapshot = fresh()
    _edited, stats, issues = revalidate(snapshot, "mov.u32 %r1, 1;", "mov.u32 %r9, 1;")
    assert stats.checked == 1
    assert sorted(i.code for i in issues) == ["PTX201", "PTX202"]


def test_module_change_rechecks_functions_after_it() -> None:
    snapshot = fresh()
    _edited, stats, _issues = revalidate(snapshot, ".global .u32 g;", ".global .u32 g2;")
    assert stats.checked == 3
    _edited, stats, _issues = revalidate(snapshot, ".target sm_80", ".target sm_90")
    assert stats.checked == 3
