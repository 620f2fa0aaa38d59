"""Per-function caching: after an edit only the functions whose text or context changed are re-checked."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from ptx_lsp.analysis import diagnostics
from ptx_lsp.analysis.diagnostics import DEFAULT_CACHE, Stats
from ptx_lsp.analysis.diagnostics.limits import LIMIT_CODE
from ptx_lsp.analysis.host import Snapshot
from ptx_lsp.analysis.validate import validate

DATA = Path(__file__).resolve().parents[1] / "data" / "core"
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


def test_broken_module_item_rechecks_only_the_functions_that_look_up_its_names() -> None:
    """A broken statement outside every function hides its names from "undefined" reports: when
    the names it holds change, only the functions that looked one of them up are checked again."""
    from ptx_lsp.analysis.host import _resolve_prior

    DEFAULT_CACHE.clear()
    snapshot = Snapshot.from_text(SOURCE.replace(".global .u32 g;\n", ".global .u32 g;\nfoo bar %k;\n"))
    assert [i.code for i in snapshot.issues] == ["PTX101", "PTX201"]  # b's `%q`
    for old, new, codes in [("%k", "%q", ["PTX101"]), ("%q", "%z", ["PTX101", "PTX201"]),
                            ("%z", "%q", ["PTX101"]), ("%q", "%q1", ["PTX101", "PTX201"])]:
        start = snapshot.data.index(f"bar {old};".encode()) + 4
        snapshot = snapshot.edited(start, start + len(old), new.encode(), 2)
        previous, changes = _resolve_prior(snapshot._prior)
        stats = Stats()
        issues = validate(snapshot, stats, previous=previous, changes=changes)
        assert [i.code for i in issues] == codes
        assert (stats.checked, stats.reused) == (1, 2)  # b only: a and c look up no broken name
        # ... and b from what its last check kept: its instructions that looked the name up (issue 16)
        assert (stats.rerun, stats.whole) == (1, {})
        assert sorted((i.start, i.end, i.code, i.message) for i in issues) == \
            sorted(i[:3] + (i[4],) for i in _fresh_issues(snapshot))
        _ = snapshot.issues


def test_module_declaration_edit_rechecks_only_its_users() -> None:
    """A module-level declaration or function header that changes re-checks the functions that
    look its name up, not every function after it."""
    from ptx_lsp.analysis.host import _resolve_prior

    DEFAULT_CACHE.clear()
    snapshot = Snapshot.from_text(SOURCE.replace("mov.u32 %r1, 1;", "mov.u32 %r1, g;"))  # a uses g
    _ = snapshot.issues
    for old, new, checked, codes in [(".u32 g;", ".u32 h;", 1, ["PTX203", "PTX201"]),
                                     (".u32 h;", ".u32 h, k;", 0, ["PTX203", "PTX201"]),
                                     (".u32 h, k;", ".u32 g, k;", 1, ["PTX201"]),
                                     (".entry b()", ".entry b2()", 1, ["PTX201"])]:  # b itself
        start = snapshot.data.index(old.encode())
        snapshot = snapshot.edited(start, start + len(old), new.encode(), 2)
        previous, changes = _resolve_prior(snapshot._prior)
        stats = Stats()
        issues = validate(snapshot, stats, previous=previous, changes=changes)
        assert [i.code for i in issues] == codes
        assert stats.checked == checked, new
        assert sorted((i.start, i.end, i.code, i.message) for i in issues) == \
            sorted(i[:3] + (i[4],) for i in _fresh_issues(snapshot))
        _ = snapshot.issues


# Property: incremental (function cache + per-instruction replay) == fresh, over random edits that
# pass through the states of typing (half-typed modifiers, open brackets, missing `;`, new and
# removed declarations and labels, module-level changes).
TYPING = [b"", b" ", b"\n", b";", b"{", b"}", b"[", b",", b".", b"ld.", b"ld.global.", b"add.", b"@%p1 bra ",
          b"%r1", b"%r9", b"%rd2", b"%f1", b"%p1", b"$L__x", b"$L__x:\n", b".reg .b32 %r<3>;\n", b".reg .f32 %r1;\n",
          b".reg .pred %p<2>;\n", b"mov.u32 %r2, %r1;\n", b"add.s32 %r1, %r2, 3;\n", b"bra $L__x;\n",
          b"ld.global.u32 %r1, [%rd1];\n", b"ret;\n", b".target sm_90\n", b".version 7.0\n", b".global .u32 g;\n",
          b"mov.u32 %r1, g;\n", b"// c\n", b"99999999999999999999999",
          b"bad %q %r9 $L__x g;\n"]  # (outside a function: a broken item whose names hide undefined ones)


TYPE = re.compile(rb"\.(?:[bsuf](?:16|32|64)|pred)\b")


def _issues(snapshot: Snapshot, cache) -> list:
    from ptx_lsp.analysis.diagnostics import validate_tree

    issues = validate_tree(snapshot.source, snapshot.data, snapshot.settings, cache=cache)
    return sorted((i.start, i.end, i.code, i.severity, i.message, i.fixes, i.tags) for i in issues)


@pytest.mark.parametrize("seed", range(8))
def test_incremental_diagnostics_match_fresh_ones(seed: int) -> None:
    from ptx_lsp.analysis.diagnostics import FunctionCache, Stats

    rng = random.Random(seed)
    cache = FunctionCache()
    snapshot = Snapshot.from_bytes(SOURCE.encode() + (DATA / "kernel.ptx").read_bytes().split(b"\n", 3)[3])
    _issues(snapshot, cache)
    for step in range(40):
        data = snapshot.data
        types = list(TYPE.finditer(data))
        if types and rng.random() < 0.3:  # retype a declaration or an instruction: lookups resolve differently
            m = rng.choice(types)
            start, end, new = m.start(), m.end(), rng.choice([b".b32", b".f32", b".u64", b".s16", b".pred"])
        else:
            start = rng.randrange(len(data) + 1)
            end = min(len(data), start + rng.choice([0, 0, 0, 1, 3, 12]))
            new = rng.choice(TYPING)
        snapshot = snapshot.edited(start, end, new, version=step + 2)
        assert _issues(snapshot, cache) == _issues(snapshot, None), f"seed {seed} step {step}"
    stats = Stats()
    from ptx_lsp.analysis.diagnostics import validate_tree

    validate_tree(snapshot.source, snapshot.data, cache=cache, stats=stats)
    assert stats.reused == stats.functions  # nothing changed since: every function comes from the cache


def test_statement_replay_follows_the_function_header() -> None:
    """An instruction's verdict that depends on its function (kind, header directives) is not replayed
    after the header changed: the same `mov` text in a kernel with and without `.minperctamemory`."""
    from ptx_lsp.analysis.diagnostics import FunctionCache

    text = (".version 9.4\n.target sm_90\n.address_size 64\n.visible .entry k()\n{\n\t.reg .b64 %rd<2>;\n"
            "\tmov.u64 %rd1, %perctamemoryoffset;\n\tret;\n}\n")
    cache = FunctionCache()
    snapshot = Snapshot.from_text(text)
    assert "PTX508" in [i[2] for i in _issues(snapshot, cache)]
    for old, new in ((b"k()\n", b"k() .minperctamemory 1024\n"), (b".minperctamemory 1024", b""),
                     (b".entry", b".func")):
        start = snapshot.data.index(old)
        snapshot = snapshot.edited(start, start + len(old), new, None)
        assert _issues(snapshot, cache) == _issues(snapshot, None), new
    assert "PTX508" not in [i[2] for i in _issues(snapshot, cache)]  # a .func may read it


# Property: the snapshot path (what the server runs: the previous version's kept results, the
# edit's changed ranges, re-checking only the touched instructions of an edited function) == a
# fresh validation, over random typing near statements, with versions skipped (coalesced edits).
NESTED = b"""
.visible .func (.reg .b32 r) f(.reg .b32 a)
{
\t.reg .b32 %r<8>;
\t.reg .pred %p<3>;
\tmov.u32 %r1, a;
$L__f1:
\tadd.s32 %r2, %r1, 1;
\t{
\t.reg .b32 %t<2>;
\tadd.s32 %t0, %r2, 2;
\t@%p1 bra $L__f1;
\t}
\tsetp.eq.s32 %p1, %r2, 3;
\t@%p1 bra $L__f2;
\tmov.u32 r, %r2;
$L__f2:
\tret;
}
"""


# A function full of broken statements of several kinds (issue 16, errors at scale): undefined
# registers and labels, bad modifiers and types, uses before declarations, half-typed statements
# without `;`, unused declarations (hints), so the cap (made small) keeps errors before hints.
BROKEN = b"""
.visible .func broken(.reg .b32 a)
{
\t.reg .b32 %r<4>;
""" + b"".join(b"""\t.reg .b32 %%u%d;
\tadd.s32 %%r1, %%q%d, a;
\tadd.foo.s32 %%r2, %%r1, %d;
\t@%%p1 bra $L__nowhere%d;
\tmov.u32 %%r3, %%w%d;
\tadd.s33 %%r1, %%r1, 1;
\tmov.u32 %%r2, %%v%d;
\t.reg .b32 %%v%d;
\tld.global.
""" % ((i,) * 7) for i in range(8)) + b"""\tret;
}
"""


def _fresh_issues(snapshot: Snapshot) -> list:
    """The reference: a fresh check whose whole list is finished at once (no `Part` per function)."""
    from ptx_lsp.analysis.diagnostics import validate_tree

    issues = validate_tree(snapshot.source, snapshot.data, snapshot.settings, cache=None,
                           segmented=False)
    return [(i.start, i.end, i.code, i.severity, i.message, i.fixes, i.tags) for i in issues]


def _published(snapshot: Snapshot) -> list:
    """What the snapshot path gives (function by function, parts kept from version to version), in its order."""
    return [(i.start, i.end, i.code, i.severity, i.message, i.fixes, i.tags) for i in snapshot.issues]


@pytest.mark.parametrize("broken", [False, True])  # True: with a function full of broken statements
@pytest.mark.parametrize("cap", [0, 3])  # 3: the per-function cap the server applies, made small
@pytest.mark.parametrize("seed", range(12))
def test_snapshot_revalidation_matches_fresh(seed: int, cap: int, broken: bool, monkeypatch) -> None:
    from ptx_lsp.analysis.diagnostics.functions import FunctionRun
    from ptx_lsp.analysis.settings import DiagnosticsSettings, Settings

    if seed % 2:  # kept declarations moved to the offsets of now after every second re-check
        monkeypatch.setattr(FunctionRun, "MAX_SHIFTS", 1)
    if seed % 3 == 2:  # only the function checked last keeps what `rerun` needs: the others walk again
        monkeypatch.setattr(diagnostics, "RUN_BYTES", 1)
    rng = random.Random(1000 + seed)
    DEFAULT_CACHE.clear()
    text = SOURCE.encode() + (DATA / "kernel.ptx").read_bytes().split(b"\n", 3)[3] + NESTED + (BROKEN if broken else b"")
    snapshot = Snapshot.from_bytes(text, settings=Settings(diagnostics=DiagnosticsSettings(per_function=cap)))
    assert _published(snapshot) == _fresh_issues(snapshot)
    capped = 0
    for step in range(60):
        data = snapshot.data
        ends = [m.end() for m in re.finditer(rb";|:|\{|\}", data)]
        if rng.random() < 0.7 and ends:  # type next to a statement, as a person does
            start = rng.choice(ends)
            end = start if rng.random() < 0.8 else min(len(data), start + rng.choice([1, 2, 5]))
        else:
            start = rng.randrange(len(data) + 1)
            end = min(len(data), start + rng.choice([0, 0, 1, 3, 12]))
        snapshot = snapshot.edited(start, end, rng.choice(TYPING), version=step + 2)
        if rng.random() < 0.25:
            continue  # not validated: the next version composes both edits
        assert _published(snapshot) == _fresh_issues(snapshot), f"seed {seed} step {step}"
        capped += any(issue[2] == LIMIT_CODE for issue in _published(snapshot))
    assert (capped > 0) == (cap > 0)  # the capped runs did cap


def test_typing_inside_a_function_rechecks_only_the_touched_instruction() -> None:
    """One keystroke in an instruction: the function is re-checked from what the last version kept
    (no walk over its other instructions), and the result is the fresh one."""
    DEFAULT_CACHE.clear()
    snapshot = Snapshot.from_bytes(SOURCE.encode() + NESTED)
    _ = snapshot.issues  # validated: what it keeps serves the next version
    at = snapshot.data.index(b"add.s32 %t0, %r2, 2;") + len(b"add.s32 %t0, %r2, 2")
    for key in b" %r9":
        snapshot = snapshot.edited(at, at, bytes([key]), None)
        at += 1
        stats = Stats()
        from ptx_lsp.analysis.validate import validate

        prior = snapshot._prior
        issues = validate(snapshot, stats, previous=prior[0], changes=prior[1])
        assert stats.checked == 1 and stats.reused == stats.functions - 1
        assert sorted((i.start, i.end, i.code, i.message) for i in issues) == \
            sorted(i[:3] + (i[4],) for i in _fresh_issues(snapshot))
        _ = snapshot.issues
    assert "PTX201" in [i.code for i in snapshot.issues]


def test_stats_tell_how_each_function_was_checked_again() -> None:
    """`Stats.rerun` counts the functions re-checked from the last version's run, `Stats.whole` the
    ones walked whole, by why (what the job trace reports per validation, issue 16)."""
    DEFAULT_CACHE.clear()
    snapshot = Snapshot.from_text(SOURCE)
    _ = snapshot.issues
    at = snapshot.data.index(b"add.s32 %r1, %r2, 3")
    typed = snapshot.edited(at, at, b"x", None)  # inside one instruction: re-checked from its run
    stats = Stats()
    validate(typed, stats, previous=typed._prior[0], changes=typed._prior[1])
    assert (stats.checked, stats.rerun, stats.whole) == (1, 1, {})
    stats = Stats()  # no previous version: the edited function is new (the others' texts are cached)
    validate(typed, stats)
    assert (stats.checked, stats.reused, stats.rerun, stats.whole) == (1, 2, 0, {"new": 1})


def test_issues_until_are_those_of_the_functions_above() -> None:
    """The top of a huge file, published first: exactly the fresh issues before the first function
    that starts at or after the offset."""
    DEFAULT_CACHE.clear()
    text = SOURCE.encode() + NESTED
    snapshot = Snapshot.from_bytes(text)
    for name in (b".entry b()", b".entry c()", b".func (.reg"):
        function = text.rindex(b"\n.visible", 0, text.index(name)) + 1
        top = sorted((i.start, i.end, i.code, i.severity, i.message, i.fixes, i.tags)
                     for i in snapshot.issues_until(function))
        assert top == [i for i in _fresh_issues(snapshot) if i[0] < function]
        assert top or name == b".entry b()"


# Declaration and label edits inside a function (issue 11): re-checked from what the last version
# kept, the instructions that looked up a name the edit declared or removed checked again; == fresh.
DECLARATION = re.compile(rb"\t\.reg [^;\n]*;|^\$L__\w+:", re.M)
DECLARATION_TEXT = [b" ", b".", b"%", b"<", b">", b"2", b"9", b";", b",", b"t", b"r", b"q", b"b32", b".f32", b".pred",
                    b"%t", b"%r9", b"%q", b"<3>", b"<12>"]
NEW_DECLARATIONS = [b"\n\t.reg .b32 %q<4>;", b"\n\t.reg .b32 %r9;", b"\n\t.reg .f32 %t1;", b"\n\t.reg .pred %p9;",
                    b"\n\t.reg .b32 %t<2>;", b"\n\t.reg .b64 %q, %q;", b"\n\t.reg .b32 a;", b"\n\t.reg .b32 $L__f1;",
                    b"\n\t.reg .b32", b"\n$L__q:", b"\n$L__f2:", b"\n$L__f1:", b"\n$L__q: $L__r:", b"\n\tbra $L__q;"]


def _walks(monkeypatch) -> list[int]:
    """Counts `FunctionChecker.walk` calls (a function checked from scratch)."""
    from ptx_lsp.analysis.diagnostics.functions import FunctionChecker

    count = [0]
    walk = FunctionChecker.walk

    def counted(self):
        count[0] += 1
        return walk(self)

    monkeypatch.setattr(FunctionChecker, "walk", counted)
    return count


@pytest.mark.parametrize("seed", range(10))
def test_declaration_edits_match_fresh(seed: int, monkeypatch) -> None:
    from ptx_lsp.analysis.diagnostics.functions import FunctionRun

    if seed % 2:
        monkeypatch.setattr(FunctionRun, "MAX_SHIFTS", 1)
    rng = random.Random(2000 + seed)
    DEFAULT_CACHE.clear()
    snapshot = Snapshot.from_bytes(SOURCE.encode() + NESTED)
    _ = snapshot.issues
    walks = _walks(monkeypatch)
    incremental = 0
    for step in range(50):
        data = snapshot.data
        found = list(DECLARATION.finditer(data))
        choice = rng.random()
        if found and choice < 0.6:  # type into a declaration, delete from it, or remove it
            m = rng.choice(found)
            start = rng.randrange(m.start() + 1, m.end() + 1)
            if choice < 0.4:
                end, new = start, rng.choice(DECLARATION_TEXT)
            elif choice < 0.55:
                end, new = min(m.end(), start + rng.choice([1, 1, 2, 4])), b""
            else:
                start, end, new = m.start(), m.end() + 1, b""
        else:  # a new declaration after a statement
            ends = [m.end() for m in re.finditer(rb";", data)]
            start = end = rng.choice(ends)
            new = rng.choice(NEW_DECLARATIONS)
        snapshot = snapshot.edited(start, end, new, version=step + 2)
        if rng.random() < 0.2:
            continue  # not validated: the next version composes both edits
        before = walks[0]
        published = _published(snapshot)
        incremental += walks[0] == before
        assert published == _fresh_issues(snapshot), f"seed {seed} step {step}"
    assert incremental >= 10  # many declaration edits re-check from what was kept, no walk


def test_typing_a_declaration_rechecks_its_users_only(monkeypatch) -> None:
    """Typing `.reg .b32 %t<2>;` above its users, then renaming it: no walk of the function, and
    the users' verdicts follow (defined, then undefined after the rename), as a fresh check says."""
    DEFAULT_CACHE.clear()
    text = (SOURCE.encode() + NESTED).replace(b"\t.reg .b32 %t<2>;\n", b"")
    snapshot = Snapshot.from_bytes(text)

    def undefined_t0() -> bool:
        return any(i.code == "PTX201" and "`%t0`" in i.message for i in snapshot.issues)

    assert undefined_t0()  # not declared yet
    walks = _walks(monkeypatch)
    at = snapshot.data.index(b"\tadd.s32 %t0")
    walked = 0
    for key in b".reg .b32 %t<2>;\n\t":
        snapshot = snapshot.edited(at, at, bytes([key]), None)
        at += 1
        published = _published(snapshot)
        walked += walks[0]
        assert published == _fresh_issues(snapshot), bytes([key])
        walks[0] = 0
    assert not undefined_t0()
    at = snapshot.data.index(b"%t<2>") + 2
    snapshot = snapshot.edited(at - 1, at, b"u", None)  # %u<2>: %t0 is undefined again
    published = _published(snapshot)
    walked += walks[0]
    assert published == _fresh_issues(snapshot)
    assert undefined_t0()
    assert walked == 0


def test_renaming_a_label_rechecks_its_branches_only(monkeypatch) -> None:
    """`$L__f2:` renamed and back: the branch to it is undefined, then defined again, and the label
    unused in between, as a fresh check says, without a walk of the function."""
    DEFAULT_CACHE.clear()
    snapshot = Snapshot.from_bytes(SOURCE.encode() + NESTED)
    _ = snapshot.issues
    walks = _walks(monkeypatch)
    at = snapshot.data.index(b"$L__f2:") + len(b"$L__f")
    walked = 0
    for new, undefined in ((b"3", True), (b"2", False)):
        snapshot = snapshot.edited(at, at + 1, new, None)
        published = _published(snapshot)
        walked += walks[0]
        assert published == _fresh_issues(snapshot)
        assert any(i.code == "PTX204" for i in snapshot.issues) == undefined
        walks[0] = 0
    assert walked == 0


@pytest.mark.parametrize("where", ["after {", "after }", "before }", "before {"])
def test_typing_next_to_a_brace_matches_fresh(where: str) -> None:
    """Every typing piece right next to every brace of a validated version (the edges `rerun` takes
    without a walk when the block stays as it was): == fresh."""
    DEFAULT_CACHE.clear()
    base = Snapshot.from_bytes(SOURCE.encode() + NESTED)
    _ = base.issues
    brace = re.escape(where[-1].encode())
    for m in re.finditer(brace, base.data):
        at = m.end() if where.startswith("after") else m.start()
        for piece in TYPING:
            snapshot = base.edited(at, at, piece, None)
            assert _published(snapshot) == _fresh_issues(snapshot), (at, piece)


@pytest.mark.parametrize("seed", range(20))
def test_composed_changes_map_every_byte_no_edit_wrote(seed: int) -> None:
    """`Changes.then` keeps each edit: a byte no edit wrote maps to where it was and back, a byte an
    edit wrote maps to nothing, and `changed` covers every written byte (issue 16)."""
    from ptx_lsp.analysis.diagnostics import Changes

    rng = random.Random(seed)
    text = [("old", i) for i in range(200)]  # each byte: where it came from
    changes = None
    for _ in range(rng.randint(1, 5)):
        start = rng.randrange(len(text) + 1)
        old_end = min(len(text), start + rng.choice([0, 0, 1, 4, 20]))
        written = [("new", None)] * rng.choice([0, 1, 3, 15])
        text[start:old_end] = written
        new_end = start + len(written)
        step = (start, old_end, new_end, ((start, new_end),))
        changes = Changes(*step) if changes is None else changes.then(*step)
    for at, (kind, old) in enumerate(text):
        if kind == "old":
            assert changes.old_offset(at) == old and changes.new_offset(old) == at
        else:
            assert changes.old_offset(at) is None
            assert any(a <= at <= b for a, b in changes.changed)
    gone = set(range(200)) - {old for kind, old in text if kind == "old"}
    assert all(changes.new_offset(old) is None for old in gone)


# Block edits (issue 11): a `{` or `}` typed or deleted re-walks the function's skeleton but takes
# every instruction outside the edit from the last version, checking again only those that look up
# a name whose visible declarations moved (labels that left or joined a block, names a new block
# shadows or stops shadowing). Over random brace edits as typing makes them, which keep where the
# function ends: a block opened (it runs to the function's `}`), then closed after one of its
# statements, or a `}` deleted (its block runs there); at most one block open at a time (the
# grammar gives up on the function with two). Edits that end the function early are in the random
# typing tests above. With nested blocks, branches
# into and out of blocks, a shadowed register, a label and a name declared twice, unused
# declarations (whose hint ordinals move): == fresh.
BLOCKS = b"""
.visible .func (.reg .b32 r) g(.reg .b32 a)
{
\t.reg .b32 %r<8>;
\t.reg .b32 %s;
\t.reg .b32 %u;
\t.reg .pred %p<3>;
\tmov.u32 %r1, a;
\t@%p2 bra $L__g3;
$L__g1:
\tadd.s32 %r2, %r1, 1;
\t@%p2 bra $L__g4;
\tmov.u32 %s, %r2;
\t@%p1 bra $L__g3;
\t{
\t.reg .b32 %s;
\t.reg .f32 %r5;
\tmov.u32 %s, %r1;
\tadd.f32 %r5, %r5, %r5;
$L__g2:
\tadd.s32 %r3, %s, 2;
\t@%p1 bra $L__g2;
\t@%p1 bra $L__g1;
\t}
\tsetp.eq.s32 %p1, %r2, %s;
\t@%p1 bra $L__g2;
\t@%p2 bra $L__g4;
\tmov.u32 %r4, %r9;
\t@%p2 bra $L__g1;
$L__g3:
\t{
\t.reg .b32 %v;
\tadd.s32 %r6, %r4, %s;
$L__g3:
\tbra $L__g3;
\t}
\t@%p2 bra $L__g1;
$L__g4:
\tmov.u32 r, %r2;
\t@%p2 bra $L__g4;
\tret;
}
"""


def _open_block_places(snapshot: Snapshot, inside: int, places: list[int]) -> list[int]:
    """Those of `places` directly in the innermost block not closed yet of the function around
    `inside` (the block that took the function's own `}`): a `}` typed there closes that block."""
    function = snapshot.source.descendant(inside, inside)
    while function is not None and function.type != "function_definition":
        function = function.parent
    block = function.child_by_field_name("body") if function is not None else None
    while block is not None:
        nested = [c for c in block.named_children if c.type == "block" and c.end_byte == function.end_byte]
        if not nested:
            break
        block = nested[0]
    if block is None or block.parent.type == "function_definition":
        return []
    closed = [c for c in block.named_children if c.type == "block"]
    return [at for at in places if block.start_byte < at < block.end_byte
            and not any(c.start_byte < at < c.end_byte for c in closed)]


@pytest.mark.parametrize("seed", range(12))
def test_block_edits_match_fresh(seed: int, monkeypatch) -> None:
    from ptx_lsp.analysis.diagnostics.functions import FunctionRun, _Reuse

    if seed % 2:
        monkeypatch.setattr(FunctionRun, "MAX_SHIFTS", 1)
    settled = [0, 0]  # walks that took instructions from the last version, instructions taken
    settle = _Reuse.settle

    def counted(self, run, params):
        settled[0] += 1
        settled[1] += len(self.taken)
        return settle(self, run, params)

    monkeypatch.setattr(_Reuse, "settle", counted)
    rng = random.Random(3000 + seed)
    DEFAULT_CACHE.clear()
    snapshot = Snapshot.from_bytes(SOURCE.encode() + NESTED + BLOCKS)  # (last: a `{` cannot run into another function)
    _ = snapshot.issues
    for step in range(50):
        data = snapshot.data
        start = data.index(b"{", data.index(b".func (.reg .b32 r) g")) + 1
        depth, places, braces = 1, [], []  # statement ends with the block depth there; braces
        for m in re.finditer(rb"[{}]|[;:]\n", data[start:]):
            at, found = start + m.start(), m.group()
            if found in (b"{", b"}"):
                depth += 1 if found == b"{" else -1
                braces.append((at, found, depth))
            else:
                places.append((at + 2, depth))
        inner = _open_block_places(snapshot, start, [at for at, _depth in places])
        closing = [at for at, found, _depth in braces[:-1] if found == b"}"]
        if inner:  # close the open block after one of its statements
            piece = rng.choice([b"\t}\n", b"\t}", b"}", b"\t}\n$L__g2:\n"])
            at = rng.choice(inner)
            snapshot = snapshot.edited(at, at, piece, version=step + 2)
        elif rng.random() < 0.3 and closing:  # delete a `}`: its block then runs to the function's end
            at = rng.choice(closing)
            snapshot = snapshot.edited(at, at + 1, b"", version=step + 2)
        else:  # open a block after a statement (it runs to the function's end until closed)
            at = rng.choice(places)[0]
            piece = rng.choice([b"\t{\n", b"\t{", b"{", b"\t{\n\t.reg .b32 %s;\n", b"\t{\n$L__g1:\n"])
            snapshot = snapshot.edited(at, at, piece, version=step + 2)
        if rng.random() < 0.2:
            continue  # not validated: the next version composes both edits
        assert _published(snapshot) == _fresh_issues(snapshot), f"seed {seed} step {step}"
    assert settled[0] >= 1 and settled[1] >= 10 * settled[0]  # walks took the instructions they could


def _counted(monkeypatch, owner, name: str) -> list[int]:
    """Count the calls of a method of `owner` (in a one-item list) for the test's duration."""
    calls = [0]
    original = getattr(owner, name)

    def counted(self, *args):
        calls[0] += 1
        return original(self, *args)

    monkeypatch.setattr(owner, name, counted)
    return calls


def test_a_block_typed_around_a_branch_target_hides_it_from_the_branches_outside(monkeypatch) -> None:
    """`{` typed right after `bra $L__g4;`, then `}` after the statement that follows `$L__g4:`: the
    label is inside the new block, so the branches outside it no longer see it (PTX204), as a fresh
    check says at every keystroke; the function's instructions are taken from the last version, not
    checked again one by one."""
    from ptx_lsp.analysis.diagnostics.functions import FunctionChecker

    DEFAULT_CACHE.clear()
    once = BLOCKS.replace(b"$L__g3:\n\tbra $L__g3;", b"$L__g5:\n\tbra $L__g5;")  # every label declared once
    snapshot = Snapshot.from_bytes(SOURCE.encode() + NESTED + once)
    _ = snapshot.issues
    checked = _counted(monkeypatch, FunctionChecker, "instruction")
    opening = snapshot.data.index(b"\t@%p2 bra $L__g4;\n\tmov.u32 %r4") + len(b"\t@%p2 bra $L__g4;\n")
    closing = snapshot.data.index(b"\tmov.u32 r, %r2;\n", opening) + len(b"\tmov.u32 r, %r2;\n")
    walked = 0
    for at, text in ((opening, b"\t{\n"), (closing + 3, b"\t}\n")):
        for key in text:
            snapshot = snapshot.edited(at, at, bytes([key]), None)
            at += 1
            before = checked[0]
            published = _published(snapshot)
            walked += checked[0] - before
            assert published == _fresh_issues(snapshot), (at, bytes([key]))
    undefined = [i for i in snapshot.issues if i.code == "PTX204" and "$L__g4" in i.message]
    assert len(undefined) == 3  # the branches above the block and the one after it
    assert walked < 27  # (the function holds 27 instructions; 6 keystrokes)


def test_a_brace_that_puts_two_families_of_one_stem_in_one_block_rechecks_their_uses(monkeypatch) -> None:
    """A `}` typed before a `.reg .b32 %r<3>;` that an unclosed `{` held: it now shares the function's
    block with `%r<4>` and the `%r3` after it resolve to it (PTX202), although neither family's visible
    span moved (the unclosed block ended where the function ends); the walk that takes the other
    instructions from the last version checks them again, as a fresh check reports."""
    from ptx_lsp.analysis.diagnostics.functions import _Reuse

    settled = _counted(monkeypatch, _Reuse, "settle")
    DEFAULT_CACHE.clear()
    body = b"".join(b"\tadd.s32 %%r1, %%r2, %d;\n" % i for i in range(6))
    text = SOURCE.encode() + b"""
.visible .func h(.reg .b32 a)
{
\t.reg .b32 %r<4>;
\tmov.u32 %r1, a;
\t{
""" + body + b"\t.reg .b32 %r<3>;\n\tmov.u32 %r3, %r1;\n" + body + b"\tmov.u32 %r3, %r2;\n\tret;\n}\n"
    snapshot = Snapshot.from_bytes(text)
    assert _published(snapshot) == _fresh_issues(snapshot)
    at = snapshot.data.index(b"\t.reg .b32 %r<3>;")
    for key in b"\t}\n":
        snapshot = snapshot.edited(at, at, bytes([key]), None)
        at += 1
        assert _published(snapshot) == _fresh_issues(snapshot), bytes([key])
    assert settled[0] > 0  # (the path under test ran)
    assert [i.code for i in snapshot.issues].count("PTX202") == 2


def test_every_name_a_check_looks_up_is_spelled_in_its_text(monkeypatch) -> None:
    """What each instruction's check found is kept without the trace of its lookups (`Records`, issue
    11: memory of huge files): an edit that changes a name's declarations re-checks the instructions
    whose text spells that name or a member of its family (`Records.naming`, `names_in`). That finds
    every instruction that looked the name up only if each name a check looks up is a token of its
    instruction's text: checked on every test file, the shared corpus and typing states."""
    from ptx_lsp.analysis.diagnostics import functions
    from ptx_test_support import SHARED

    looked_up = [0]
    original = functions.FunctionChecker.check

    def check(self, node, scope, key):
        found = original(self, node, scope, key)
        raw = self.data[node.start_byte : node.end_byte]
        tokens = {token.decode("latin-1") for token in functions._NAME_TOKEN.findall(raw)}
        for event in found[0]:
            if event[0] == "r":
                looked_up[0] += 1
                assert event[1] in tokens, (event[1], raw)
        return found

    monkeypatch.setattr(functions.FunctionChecker, "check", check)
    paths = sorted(DATA.parent.rglob("*.ptx")) + sorted((SHARED / "corpus" / "ptx").glob("*.ptx"))
    texts = [path.read_bytes() for path in paths] + [SOURCE.encode() + NESTED]
    rng = random.Random(11)
    for _ in range(40):  # half-typed states inside a function
        at = SOURCE.index("\tret;", rng.randrange(len(SOURCE) // 2))
        texts.append((SOURCE[:at] + rng.choice(TYPING).decode() + SOURCE[at:]).encode())
    for text in texts:
        DEFAULT_CACHE.clear()
        validate(Snapshot.from_bytes(text))
    assert looked_up[0] > 1000


def test_runs_past_the_budget_are_dropped_and_their_functions_walked_again(monkeypatch) -> None:
    """A Validation keeps the runs `rerun` needs within `RUN_BYTES` (issue 11): past it, those checked
    longest ago go; an edit of such a function walks it again, with the issues a fresh check gives,
    and then it keeps its run."""
    monkeypatch.setattr(diagnostics, "RUN_BYTES", 1)
    DEFAULT_CACHE.clear()
    snapshot = Snapshot.from_bytes(SOURCE.encode() + NESTED)
    _ = snapshot.issues
    kept = [start for start, entry in snapshot.validation.functions.items() if entry.run is not None]
    assert kept == [max(snapshot.validation.functions)]  # the one checked last
    walks = _walks(monkeypatch)
    at = snapshot.data.index(b"mov.u32 %r1, 1;") + len(b"mov.u32 %r1, ")
    snapshot = snapshot.edited(at, at + 1, b"2", None)
    published = _published(snapshot)
    assert walks[0] == 1
    assert published == _fresh_issues(snapshot)
    first = min(snapshot.validation.functions)
    assert snapshot.validation.functions[first].run is not None


@pytest.mark.parametrize("seed", range(4))
def test_records_carry_their_hits_through_every_operation(seed: int) -> None:
    """`Records.hits` kept through `without`, `dropping`, `merged` and `add` is the one made from the rows."""
    from array import array

    from ptx_lsp.analysis.diagnostics.functions import _PLAIN, Records, _is_hit

    rng = random.Random(seed)
    issue = ((object(),), (), (), (), (), False)
    far = ((), (), (), (), (object(),), False)
    pending = ((), (("x", 0, 1, "reg"),), (), (), (), False)
    used = ((), (), (1,), (), (), False)

    def rows(count: int) -> list:
        return [rng.choice([_PLAIN, _PLAIN, used, issue, far, pending]) for _ in range(count)]

    def fresh_at(starts: list[int]) -> Records:
        made = Records()
        for start in starts:
            made.add(start, start + 1, rng.choice([_PLAIN, issue, far]))
        return made

    count = 60
    records = Records(array("i", range(0, 10 * count, 10)), array("i", range(5, 10 * count, 10)), rows(count))
    records.hits()
    for _ in range(40):
        roll = rng.random()
        size = len(records)
        if roll < 0.4 and size:
            first = rng.randrange(size)
            records = records.without(first, min(size, first + rng.choice([0, 1, 3])), rng.choice([0, 2, -1]))
        elif roll < 0.6 and size:
            records = records.dropping(set(rng.sample(range(size), min(size, rng.choice([1, 2, 4])))))
        elif roll < 0.8:
            taken = set(records.starts)
            spots = sorted({rng.randrange(-5, 10 * count) * 7 + 3 for _ in range(rng.choice([1, 3]))} - taken)
            records = records.merged(fresh_at(spots))
        else:
            records.add(records.starts[-1] + 10 if size else 0, (records.starts[-1] + 11) if size else 1,
                        rng.choice([_PLAIN, issue]))
        assert list(records.hits()) == [k for k, row in enumerate(records.rows) if _is_hit(row)]
        assert list(records.starts) == sorted(records.starts)


# Coalesced edits as the endurance run makes them (issue 16): the server validates one version
# while the next edits arrive, so a validation sees 2-6 edits at once: typing, deletions of a
# character up to a few lines (over braces, labels, declarations) and pastes of the file's own
# lines (blocks, labels, declarations, whole functions). A function such edits changed beyond
# what `rerun` takes is walked with the instructions the edits left taken from its last run
# (`Stats.walked`, `Changes.written`); one untouched whose issues made before it changed (the
# syntax issues past `MAX_SYNTAX_ISSUES`) is re-checked from its run: == fresh, with the cap and
# broken statements.
@pytest.mark.parametrize("cap", [0, 3])
@pytest.mark.parametrize("seed", range(8))
def test_coalesced_random_edits_match_fresh(seed: int, cap: int, monkeypatch) -> None:
    from ptx_lsp.analysis.diagnostics.functions import FunctionRun
    from ptx_lsp.analysis.host import _resolve_prior
    from ptx_lsp.analysis.settings import DiagnosticsSettings, Settings

    if seed % 2:
        monkeypatch.setattr(FunctionRun, "MAX_SHIFTS", 1)
    if seed % 4 >= 2:  # few syntax issues kept: one typed above pushes those of the functions below out
        monkeypatch.setattr(diagnostics, "MAX_SYNTAX_ISSUES", 4)
    rng = random.Random(5000 + seed)
    DEFAULT_CACHE.clear()
    text = SOURCE.encode() + (DATA / "kernel.ptx").read_bytes().split(b"\n", 3)[3] + NESTED + BROKEN + BLOCKS
    snapshot = Snapshot.from_bytes(text, settings=Settings(diagnostics=DiagnosticsSettings(per_function=cap)))
    _ = snapshot.issues
    walked = 0
    for step in range(30):
        for _ in range(rng.randint(2, 6)):
            data = snapshot.data
            roll = rng.random()
            start = rng.randrange(len(data) + 1)
            end, new = start, b""
            if roll < 0.5:
                new = rng.choice(TYPING)
            elif roll < 0.8:
                end = min(len(data), start + rng.choice([1, 1, 5, 40, 300]))
            else:
                lines = data.split(b"\n")
                first = rng.randrange(len(lines))
                new = b"\n".join(lines[first : first + rng.randrange(1, 20)]) + b"\n"
            snapshot = snapshot.edited(start, end, new, version=None)
        previous, changes = _resolve_prior(snapshot._prior)
        stats = Stats()
        issues = validate(snapshot, stats, previous=previous, changes=changes)
        walked += stats.walked
        fresh = _fresh_issues(snapshot)
        assert sorted((i.start, i.end, i.code, i.severity, i.message, i.fixes, i.tags) for i in issues) == sorted(fresh), \
            f"seed {seed} step {step}"
        assert _published(snapshot) == fresh, f"seed {seed} step {step}"
    assert walked > 0  # some functions were walked from their runs


def test_syntax_issues_pushed_out_of_an_untouched_function_rerun_it(monkeypatch) -> None:
    """Past `MAX_SYNTAX_ISSUES` a half-typed statement typed in one function pushes the last syntax
    issues, those inside a function below, out of the list: that function, untouched, counts the
    issues made before it inside it differently under the cap (`FunctionChecker.as_published`). It is
    re-checked from its run (issue 16: 67 whole checks per 1,000 endurance edits), == fresh."""
    from ptx_lsp.analysis.host import _resolve_prior
    from ptx_lsp.analysis.settings import DiagnosticsSettings, Settings

    monkeypatch.setattr(diagnostics, "MAX_SYNTAX_ISSUES", 3)
    DEFAULT_CACHE.clear()
    below = b".visible .func z()\n{\n\t.reg .b32 %r<4>;\n" + b"".join(
        b"\tld.global.u32 %%r1, [%%q%d;\n\tmov.u32 %%r3, %%w%d;\n" % (i, i)
        for i in range(4)) + b"\tret;\n}\n"
    snapshot = Snapshot.from_bytes(SOURCE.encode() + below,
                                   settings=Settings(diagnostics=DiagnosticsSettings(per_function=3)))
    assert _published(snapshot) == _fresh_issues(snapshot)
    at = snapshot.data.index(b"mov.u32 %r1, 1;")
    for version in range(2, 5):  # z holds 3, 2, 1, then none of the 3 syntax issues kept
        snapshot = snapshot.edited(at, at, b"add.s32 %r1 %r2 3;\n", version=version)
        previous, changes = _resolve_prior(snapshot._prior)
        stats = Stats()
        issues = validate(snapshot, stats, previous=previous, changes=changes)
        fresh = _fresh_issues(snapshot)
        assert sorted((i.start, i.end, i.code, i.severity, i.message, i.fixes, i.tags) for i in issues) == sorted(fresh)
        assert _published(snapshot) == fresh
        assert (stats.rerun, stats.whole) == (2, {})  # a (edited) and z (untouched, its syntax issues cut)


def test_an_edit_back_to_a_cached_text_keeps_the_run() -> None:
    """A `{` typed and deleted again: the function's text is one the text-keyed cache holds, but its
    result there has no run, so taking it made the function's next edit check it whole ("no run",
    issue 16). The walk from the last run comes first: the next keystroke re-checks only itself."""
    from ptx_lsp.analysis.host import _resolve_prior

    DEFAULT_CACHE.clear()
    snapshot = Snapshot.from_text(SOURCE)
    _ = snapshot.issues  # (each function checked whole: its run kept, its result cached by its text)
    steps = [("add.s32 %r1, %r2, 3;", "add.s32 %r1, %r2, 3;{"), ("add.s32 %r1, %r2, 3;{", "add.s32 %r1, %r2, 3;"),
             ("add.s32 %r1, %r2, 3", "add.s32 %r1, %r2, 4")]
    for version, (old, new) in enumerate(steps, 2):
        start = snapshot.data.index(old.encode())
        snapshot = snapshot.edited(start, start + len(old), new.encode(), version)
        previous, changes = _resolve_prior(snapshot._prior)
        stats = Stats()
        issues = validate(snapshot, stats, previous=previous, changes=changes)
        assert sorted((i.start, i.end, i.code, i.message) for i in issues) == \
            sorted(i[:3] + (i[4],) for i in _fresh_issues(snapshot))
        assert _published(snapshot) == _fresh_issues(snapshot)
        assert stats.whole == {} and stats.checked == 1, (version, stats)
    assert stats.rerun == 1  # the last edit: from the run the walk before it kept


def test_a_walk_from_the_last_run_leaves_no_cycle_for_the_collector() -> None:
    """A function walked from its last run (a `{` typed) is freed by reference counting: its checker
    and the reuse of the last run referred to each other, a cycle that only the collector frees, and
    one made before a `gc.freeze` kept the version's text, tree and previous run alive until the next
    full collection (issue 16: +95 MiB at the end of the 3,000-edit run)."""
    import gc

    from ptx_lsp.analysis.diagnostics.functions import FunctionChecker, FunctionRun, _Reuse
    from ptx_lsp.analysis.host import _resolve_prior

    DEFAULT_CACHE.clear()
    snapshot = Snapshot.from_text(SOURCE)
    _ = snapshot.issues
    start = snapshot.data.index(b"add.s32 %r1, %r2, 3;") + len(b"add.s32 %r1, %r2, 3;")
    snapshot = snapshot.edited(start, start, b"{", 2)
    previous, changes = _resolve_prior(snapshot._prior)
    gc.collect()
    gc.disable()
    try:
        stats = Stats()
        validate(snapshot, stats, previous=previous, changes=changes)
        gc.set_debug(gc.DEBUG_SAVEALL)
        gc.collect()
        left = [type(o).__name__ for o in gc.garbage if isinstance(o, (FunctionChecker, FunctionRun, _Reuse))]
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        gc.enable()
    assert stats.walked == 1
    assert left == []


def test_instructions_with_no_declaration_between_them_share_one_scope(monkeypatch) -> None:
    """Issue 16: re-checking the users of a renamed declaration builds one scope per run of
    instructions with no declaration of their block between them (a scope per instruction, each
    with its own copies of the declarations it looked up, made a 25 MiB peak in cub's biggest
    function), and the verdicts stay those of a fresh check."""
    from ptx_lsp.analysis.diagnostics.functions import FunctionChecker

    body = b"".join(b"\tadd.s32 %%r%d, %%s1, %%t;\n" % k for k in range(1, 21))
    text = (SOURCE.encode() + b".visible .func h()\n{\n\t.reg .b32 %r<100>;\n\t.reg .b32 %s<4>;\n" + body
            + b"\t.reg .b32 %t;\n" + body + b"\tret;\n}\n")
    DEFAULT_CACHE.clear()
    snapshot = Snapshot.from_bytes(text)
    _ = snapshot.issues
    walks = _walks(monkeypatch)
    built: list[int] = []
    scope_at = FunctionChecker.scope_at

    def recorded(self, node, run, params):
        scope = scope_at(self, node, run, params)
        built.append(id(scope))
        return scope

    monkeypatch.setattr(FunctionChecker, "scope_at", recorded)
    at = snapshot.data.index(b"%s<4>")
    snapshot = snapshot.edited(at + 1, at + 2, b"u", None)  # %u<4>: every %s1 is undefined now
    published = _published(snapshot)
    assert walks[0] == 0 and len(built) == 40  # the users re-checked from what was kept, not walked
    assert published == _fresh_issues(snapshot)
    assert len(set(built)) == 2  # above the `%t` declaration, and below it
    undefined = [snapshot.data[i[0] : i[1]] for i in published if i[2] == "PTX201"]
    early = [snapshot.data[i[0] : i[1]] for i in published if i[2] == "PTX206"]  # used before its declaration
    assert undefined.count(b"%s1") == 40 and early == [b"%t"] * 20
