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
