"""A keystroke's rerun drops the statement-cache entries of the instructions it replaced (issue 16:
the cache filled with every half-typed spelling of a day of typing), and the results stay those of
a fresh check."""

from __future__ import annotations

from ptx_lsp.analysis.diagnostics import DEFAULT_CACHE
from ptx_lsp.analysis.host import Snapshot
from ptx_lsp.memo import SizedMemo

TEXT = b""".version 8.0
.target sm_80
.address_size 64
.visible .entry k()
{
\t.reg .b32 %r<8>;
\tmov.u32 %r1, 1;
\tmov.u32 %r2, 2;
\tret;
}
.visible .entry j()
{
\t.reg .b32 %r<8>;
\tmov.u32 %r1, 1;
\tret;
}
"""


def cached_texts() -> set[bytes]:
    return {key[2] for key in DEFAULT_CACHE.statements._items}


def test_typing_an_instruction_keeps_only_its_last_spelling() -> None:
    DEFAULT_CACHE.clear()
    snapshot = Snapshot.from_bytes(TEXT)
    _ = snapshot.issues
    at = snapshot.data.index(b"\tret;") + 1  # (k's `ret`: type a new instruction before it)
    typed = b"add.s32 %r3, %r1, %r2;\n\t"
    for version, n in enumerate(range(1, len(typed) + 1), 2):
        snapshot = snapshot.edited(at + n - 1, at + n - 1, typed[n - 1 : n], version)
        _ = snapshot.issues
        assert sorted(map(repr, snapshot.issues)) == sorted(map(repr, Snapshot.from_bytes(snapshot.data).issues))
    texts = cached_texts()
    assert b"add.s32 %r3, %r1, %r2;" in texts
    # no half-typed spelling of it is left
    assert not [t for t in texts if t.startswith(b"add") and t != b"add.s32 %r3, %r1, %r2;"], texts
    # the instructions the edits did not replace keep their entries (`mov.u32 %r1, 1;` also stands in `j`)
    assert {b"mov.u32 %r1, 1;", b"mov.u32 %r2, 2;", b"ret;"} <= texts


def test_deleting_an_instruction_drops_its_entry_and_a_later_check_finds_the_same() -> None:
    DEFAULT_CACHE.clear()
    snapshot = Snapshot.from_bytes(TEXT)
    _ = snapshot.issues
    line = b"\tmov.u32 %r2, 2;\n"
    at = snapshot.data.index(line)
    snapshot = snapshot.edited(at, at + len(line), b"", 2)
    _ = snapshot.issues
    assert b"mov.u32 %r2, 2;" not in cached_texts()
    # `mov.u32 %r1, 1;` (in both functions) replaced in k only: dropped, and checked again when j needs it
    first = snapshot.data.index(b"mov.u32 %r1, 1;")
    snapshot = snapshot.edited(first, first + len(b"mov.u32 %r1, 1;"), b"mov.u32 %r1, 3;", 3)
    _ = snapshot.issues
    assert b"mov.u32 %r1, 1;" not in cached_texts()
    undone = snapshot.edited(first, first + len(b"mov.u32 %r1, 3;"), b"mov.u32 %r1, 1;", 4)
    assert sorted(map(repr, undone.issues)) == sorted(map(repr, Snapshot.from_bytes(undone.data).issues))
    assert b"mov.u32 %r1, 1;" in cached_texts()


def test_discard_keeps_the_byte_count_exact() -> None:
    memo = SizedMemo(1 << 20, lambda key, value: 100 + len(value), register=False)
    memo.put("a", "x" * 10)
    memo.put("b", "y" * 20)
    memo.discard("a")
    memo.discard("missing")
    assert "a" not in memo and len(memo) == 1 and memo.bytes == 120
    memo.discard("b")
    assert memo.bytes == 0 and len(memo) == 0


def test_a_walk_over_coalesced_edits_drops_what_they_replaced() -> None:
    DEFAULT_CACHE.clear()
    snapshot = Snapshot.from_bytes(TEXT)
    _ = snapshot.issues
    # two edits in k before its diagnostics are asked: checked together, by a walk from k's last run
    for version, (old, new) in enumerate([(b"mov.u32 %r2, 2;", b"mov.u32 %r2, 5;"), (b"\tret;\n}\n.visible .entry j",
                                                                                  b"\t{ ret; }\n}\n.visible .entry j")], 2):
        at = snapshot.data.index(old)
        snapshot = snapshot.edited(at, at + len(old), new, version)
    assert sorted(map(repr, snapshot.issues)) == sorted(map(repr, Snapshot.from_bytes(snapshot.data).issues))
    texts = cached_texts()
    assert b"mov.u32 %r2, 2;" not in texts
    assert {b"mov.u32 %r2, 5;", b"mov.u32 %r1, 1;", b"ret;"} <= texts


def _current_texts(snapshot: Snapshot) -> set[bytes]:
    """The text of every instruction of `snapshot`'s functions, as its validation keeps them."""
    texts: dict[tuple | None, set[bytes]] = {}
    assert snapshot.__dict__["validation"].statement_texts(texts, snapshot.source)
    return set().union(*texts.values())


def test_keep_only_leaves_the_entries_the_open_documents_hold_and_results_stay_right() -> None:
    """Issue 16: pasted and edited-away spellings leave entries no function holds; `retain_statements`
    keeps exactly those of the open documents' instructions, and later edits (an undo of a
    deletion included) still find what a fresh check finds."""
    from ptx_lsp.analysis.host import retain_statements

    DEFAULT_CACHE.clear()
    snapshot = Snapshot.from_bytes(TEXT)
    _ = snapshot.issues
    at = snapshot.data.index(b"\tret;")
    # a paste of two instructions (checked by a walk), then one of them deleted again
    pasted = b"\tadd.s32 %r3, %r1, %r2;\n\tsub.s32 %r4, %r1, %r2;\n"
    snapshot = snapshot.edited(at, at, pasted, 2)
    _ = snapshot.issues
    line = b"\tsub.s32 %r4, %r1, %r2;\n"
    gone_at = snapshot.data.index(line)
    snapshot = snapshot.edited(gone_at, gone_at + len(line), b"", 3)
    _ = snapshot.issues
    other = Snapshot.from_bytes(TEXT.replace(b"mov.u32 %r2, 2;", b"mov.u32 %r2, 7;"))  # a closed document's
    _ = other.issues
    assert b"mov.u32 %r2, 7;" in cached_texts()
    gone = retain_statements([snapshot])
    assert gone and cached_texts() == _current_texts(snapshot)
    assert b"mov.u32 %r2, 7;" not in cached_texts() and b"add.s32 %r3, %r1, %r2;" in cached_texts()
    assert DEFAULT_CACHE.statements.bytes == sum(DEFAULT_CACHE.statements._sizes.values())
    assert not DEFAULT_CACHE.statements.grown()
    undone = snapshot.edited(gone_at, gone_at, line, 4)
    assert sorted(map(repr, undone.issues)) == sorted(map(repr, Snapshot.from_bytes(undone.data).issues))


def test_a_function_without_a_run_keeps_the_entries_of_the_instructions_its_tree_holds() -> None:
    """A function whose result came from the per-function cache kept no run; its instructions' texts
    are read from its syntax tree (kept under any facts: those of its checks are not known), so
    the retain keeps their entries too and its next edit, a whole check, replays them."""
    from ptx_lsp.analysis.host import retain_statements

    DEFAULT_CACHE.clear()
    _ = Snapshot.from_bytes(TEXT).issues
    # k's result from the per-function cache (no run), j checked again (its `mov` changed)
    again = Snapshot.from_bytes(TEXT.replace(b"\tmov.u32 %r1, 1;\n\tret;", b"\tmov.u32 %r1, 5;\n\tret;"))
    _ = again.issues
    runs = [entry.run is None for entry in again.__dict__["validation"].functions.values()]
    assert runs == [True, False]
    facts = next(iter(DEFAULT_CACHE.statements._items))[0]
    DEFAULT_CACHE.statements.put((facts, False, b"stray;"), ((), (), ()))
    assert retain_statements([again]) == 1
    assert cached_texts() == {b"mov.u32 %r1, 1;", b"mov.u32 %r2, 2;", b"ret;", b"mov.u32 %r1, 5;"}
    edited = again.edited(again.data.index(b"%r2, 2;") + 5, again.data.index(b"%r2, 2;") + 6, b"3", 2)
    assert sorted(map(repr, edited.issues)) == sorted(map(repr, Snapshot.from_bytes(edited.data).issues))
    # every function without a run: their trees alone say what stays
    cached = Snapshot.from_bytes(TEXT)
    _ = cached.issues
    assert all(entry.run is None for entry in cached.__dict__["validation"].functions.values())
    DEFAULT_CACHE.statements.put((facts, False, b"stray;"), ((), (), ()))
    assert retain_statements([cached]) == 3  # the stray, `mov.u32 %r1, 5;` and `mov.u32 %r2, 3;` (edited away)
    assert cached_texts() == {b"mov.u32 %r1, 1;", b"mov.u32 %r2, 2;", b"ret;"}


KINDS = TEXT.replace(b".visible .entry j()", b".visible .func j()") + b""".visible .entry m()
{
\t.reg .b32 %r<8>;
\tmov.u32 %r2, 2;
\tret;
}
"""


def test_functions_of_different_kinds_keep_their_entries() -> None:
    """A run's facts hold the function's kind and performance directives besides the module's: a
    kernel and a device function have entries under different facts (cub_sm90's 57 functions have
    three), and the retain keeps both kinds' beside those of a function kept without a run (the
    first server version kept nothing then: it returned None after every publish of the
    endurance session and each time spent ~60 ms finding out)."""
    from ptx_lsp.analysis.host import retain_statements

    DEFAULT_CACHE.clear()
    _ = Snapshot.from_bytes(KINDS).issues
    # k from the per-function cache (no run); j and m checked again
    snapshot = Snapshot.from_bytes(KINDS.replace(b"%r1, 1;\n\tret;", b"%r1, 6;\n\tret;").replace(
        b"\tmov.u32 %r2, 2;\n\tret;\n}\n", b"\tmov.u32 %r2, 4;\n\tret;\n}\n").replace(
        b"%r1, 1;\n\tmov.u32 %r2, 4;", b"%r1, 1;\n\tmov.u32 %r2, 2;"))
    _ = snapshot.issues
    state = snapshot.__dict__["validation"]
    assert [entry.run is None for entry in state.functions.values()] == [True, False, False]
    assert len({entry.run.facts_key for entry in state.functions.values() if entry.run is not None}) == 2
    facts = next(iter(DEFAULT_CACHE.statements._items))[0]
    DEFAULT_CACHE.statements.put((facts, False, b"stray;"), ((), (), ()))
    assert retain_statements([snapshot]) == 1
    assert cached_texts() == {b"mov.u32 %r1, 1;", b"mov.u32 %r2, 2;", b"ret;", b"mov.u32 %r1, 6;", b"mov.u32 %r2, 4;"}
    edited = snapshot.edited(snapshot.data.index(b"%r2, 2;") + 5, snapshot.data.index(b"%r2, 2;") + 6, b"3", 2)
    assert sorted(map(repr, edited.issues)) == sorted(map(repr, Snapshot.from_bytes(edited.data).issues))


def test_the_first_ask_after_a_check_marks_the_cache_instead_of_retaining(monkeypatch) -> None:
    """The first publish after an open finds the cache full of what that check made, all of it held:
    it marks that size instead of asking for a retain that would drop nothing (~55 ms on cub_sm90);
    entries that come later count against the mark."""
    from ptx_lsp.analysis.diagnostics import functions as functions_module

    monkeypatch.setattr(functions_module, "RETAIN_GROWTH", 0)
    DEFAULT_CACHE.clear()
    _ = Snapshot.from_bytes(TEXT).issues
    statements = DEFAULT_CACHE.statements
    assert statements.bytes and not statements.grown() and statements.kept_bytes == statements.bytes
    statements.put((None, False, b"later;"), ((), (), ()))
    assert statements.grown()
