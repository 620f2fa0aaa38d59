"""What a keystroke keeps of a file full of errors (issue 16, errors at scale): the module's set of
broken statements' names is the last version's when every broken item's names are; a function's
`ErrorReads` are the union of what its instructions looked up; the syntax issues of an untouched
broken function are the objects the last version's `Part` was made of."""

from __future__ import annotations

from ptx_lsp.analysis import diagnostics
from ptx_lsp.analysis.diagnostics import DEFAULT_CACHE, Validation, _collect_error_names, _error_reads
from ptx_lsp.analysis.host import Snapshot

TEXT = b""".version 8.0
.target sm_80
.address_size 64
bad %q %k;
.global .u32 g;
oops $L__x %z;
.visible .entry k()
{
\t.reg .b32 %r<4>;
\tmov.u32 %r1, %q;
\tmov.u32 %r2, %z;
\tmov.u32 %r3, %w;
\tret;
}
"""


def _names(data: bytes) -> frozenset[str]:
    """The names of the broken module items of `data`, collected afresh."""
    source = diagnostics.parse(data)
    found: set[str] = set()
    for child in source.top_level():
        if child.has_error and child.type != "function_definition":
            _collect_error_names(child, data, found)
    return frozenset(found)


def _state(snapshot: Snapshot) -> Validation:
    """What validating `snapshot` kept for the next version."""
    _ = snapshot.issues
    state = snapshot.__dict__.get("validation")
    assert isinstance(state, Validation)
    return state


def test_module_error_names_are_the_last_versions_until_a_broken_item_changes() -> None:
    DEFAULT_CACHE.clear()
    snapshot = Snapshot.from_bytes(TEXT)
    before = _state(snapshot)
    assert before.module_errors == _names(snapshot.data) and {"%q", "%k", "$L__x", "%z"} <= before.module_errors
    for version, (old, new, same) in enumerate([(b"%r3, %w", b"%r3, %w1", True), (b"%k;", b"%k %y;", False),
                                                 (b"%r2, %z", b"%r2, %z2", True)], 2):
        start = snapshot.data.index(old)
        snapshot = snapshot.edited(start, start + len(old), new, version)
        now = _state(snapshot)
        assert now.module_errors == _names(snapshot.data)
        assert (now.module_errors is before.module_errors) == same, new
        assert sorted(map(repr, snapshot.issues)) == sorted(map(repr, Snapshot.from_bytes(snapshot.data).issues))
        before = now
    assert "%y" in before.module_errors


def test_error_reads_are_the_union_of_what_the_instructions_looked_up() -> None:
    DEFAULT_CACHE.clear()
    state = _state(Snapshot.from_bytes(TEXT))
    (entry,) = state.functions.values()
    assert entry.run is not None and not entry.run.reads_error_names
    read, found = _error_reads(entry.run, state.module_errors)
    expected = frozenset(name for row in entry.run.records.rows for name in row[3])
    assert read == expected and {"%q", "%z"} <= read and "%w" not in found
    assert found == frozenset(name for name in expected if name in state.module_errors)
    assert isinstance(read, frozenset) and isinstance(found, frozenset)


def test_an_untouched_broken_functions_syntax_issues_are_the_last_versions() -> None:
    """The syntax issues inside a broken function the keystroke did not touch, relative to it, are
    the objects its item kept (`_syntax_issues`), so its `Part` is compared without reading them."""
    DEFAULT_CACHE.clear()
    broken = b".visible .func g()\n{\n\t.reg .b32 %r<4>;\n" + b"".join(
        b"\tadd.s32 %%r1, %%r2 %d;\n\tfoo bar;\n" % i for i in range(5)) + b"\tret;\n}\n"
    snapshot = Snapshot.from_bytes(TEXT + broken)
    before = _state(snapshot)
    g = (TEXT + broken).index(b".visible .func g()")
    kept = before.parts[g]
    assert kept[1] and all(i.code.startswith("PTX1") for i in kept[1])
    for version, key in enumerate(b"12", 2):
        at = snapshot.data.index(b"%r3, %w") + len(b"%r3, %w")
        snapshot = snapshot.edited(at, at, bytes([key]), version)
        now = _state(snapshot)
        g = snapshot.data.index(b".visible .func g()")
        assert now.parts[g][1] == kept[1] and all(a is b for a, b in zip(now.parts[g][1], kept[1], strict=True))
        assert now.parts[g][4] is kept[4]  # (its `Part` kept whole)
        assert sorted(map(repr, snapshot.issues)) == sorted(map(repr, Snapshot.from_bytes(snapshot.data).issues))


BROKEN_FUNCTION = TEXT.replace(b"\tret;\n", b"\t%own = 3;\n\tmov.u32 %r1, %own;\n\tret;\n")


def _undefined(snapshot: Snapshot, name: str) -> bool:
    return any(issue.code == "PTX201" and f"`{name}`" in issue.message for issue in snapshot.issues)


def test_a_broken_functions_run_shares_the_modules_broken_names_instead_of_copying_them() -> None:
    """A function with a broken statement keeps the module's set of broken statements' names by
    reference beside its own names (a file full of errors has thousands of the module's: a merged
    copy in every broken function's run held ~128 KiB each), and a keystroke elsewhere in it still
    sees the names both sets hold."""
    DEFAULT_CACHE.clear()
    snapshot = Snapshot.from_bytes(BROKEN_FUNCTION)
    state = _state(snapshot)
    (entry,) = state.functions.values()
    module, own = entry.run.error_names
    assert module is state.module_errors and "%own" in own and "%own" not in module
    assert not _undefined(snapshot, "%own")  # named by the broken statement: not reported undefined
    start = snapshot.data.index(b"%r2, %z")
    snapshot = snapshot.edited(start, start + 3, b"%r3", 2)
    (entry,) = _state(snapshot).functions.values()
    assert entry.run.error_names[0] is _state(snapshot).module_errors
    assert sorted(map(repr, snapshot.issues)) == sorted(map(repr, Snapshot.from_bytes(snapshot.data).issues))
    assert not _undefined(snapshot, "%own") and not _undefined(snapshot, "%z") and _undefined(snapshot, "%w")


def test_errors_changed_since_a_run_is_the_symmetric_difference_of_the_unions() -> None:
    from types import SimpleNamespace

    from ptx_lsp.analysis.diagnostics.functions import errors_changed_since

    module = frozenset({"%a", "%b"})
    cases = [
        ((module, frozenset({"%x"})), module, frozenset({"%y", "%a"}), {"%x", "%y"}),
        ((module, frozenset({"%x"})), frozenset(module), frozenset({"%x"}), set()),  # equal, not the same object
        ((module, frozenset()), frozenset({"%a", "%c"}), frozenset({"%b"}), {"%c"}),
        ((module, frozenset({"%c"})), frozenset({"%a"}), frozenset(), {"%b", "%c"}),
    ]
    for before, now_module, now_own, expected in cases:
        checker = SimpleNamespace(error_names=now_module, own_errors=now_own)
        assert errors_changed_since(before, checker) == expected
        assert expected == (before[0] | before[1]) ^ (now_module | now_own)


TWO_FUNCTIONS = b""".version 8.0
.target sm_80
.address_size 64
bad %q;
.visible .entry k()
{
\t.reg .b32 %r<4>;
\tmov.u32 %r1, %q;
\tmov.u32 %r2, %s;
\tret;
}
.visible .entry j()
{
\t.reg .b32 %r<4>;
\tmov.u32 %r1, 1;
\tret;
}
"""


def test_an_untouched_functions_run_refers_to_the_current_versions_broken_names() -> None:
    """A broken module item edited between keystrokes makes a new set of the module's broken names;
    the functions it does not concern keep their results, and their runs now refer to the new set
    instead of keeping the one they were checked with alive (3,000 endurance edits kept 32 such
    sets, 2.5 MiB). Typing into such a function later still finds what a fresh check finds,
    including a name the broken item gained meanwhile."""
    DEFAULT_CACHE.clear()
    snapshot = Snapshot.from_bytes(TWO_FUNCTIONS)
    first = _state(snapshot)
    old_sets = {start: entry.run.error_names[0] for start, entry in first.functions.items()}
    assert all(s is first.module_errors for s in old_sets.values())
    at = snapshot.data.index(b"bad %q;") + len(b"bad %q")
    snapshot = snapshot.edited(at, at, b" %t", 2)  # the broken item now names %t too
    state = _state(snapshot)
    assert "%t" in state.module_errors and state.module_errors is not first.module_errors
    for entry in state.functions.values():
        assert entry.run is not None and entry.run.error_names[0] is state.module_errors
    # and a keystroke in k, which now uses %t, reruns from that run and agrees with a fresh check
    at = snapshot.data.index(b"%r2, %s") + len(b"%r2, %")
    for version, key in enumerate(b"t", 3):
        snapshot = snapshot.edited(at, at + 1, bytes([key]), version)
    assert sorted(map(repr, snapshot.issues)) == sorted(map(repr, Snapshot.from_bytes(snapshot.data).issues))
    assert not _undefined(snapshot, "%t")
    assert not [e for e in _state(snapshot).functions.values() if e.run.error_names[0] is not _state(snapshot).module_errors]
