"""The text-keyed memo shared by every version of a document is bounded by bytes (issue 16)."""

from __future__ import annotations

from ptx_lsp.analysis.host import Snapshot
from ptx_lsp.analysis.symbols import ItemMemo


def test_item_memo_keeps_recent_items_and_drops_old_ones_past_the_byte_bound() -> None:
    memo = ItemMemo()
    first = memo.get(b"a" * 1000)
    first["x"] = 1
    assert memo.get(b"a" * 1000) is first  # same text, same dict
    for n in range(ItemMemo.MAX_BYTES // 100_000 + 5):
        memo.get(bytes([n % 250]) * 100_000 + str(n).encode())
    assert memo.bytes <= ItemMemo.MAX_BYTES
    assert memo.get(b"a" * 1000) is not first  # the oldest went first


def test_huge_items_are_never_stored() -> None:
    memo = ItemMemo()
    huge = b"x" * (ItemMemo.MAX_ITEM + 1)
    assert memo.get(huge) is not memo.get(huge)
    assert len(memo) == 0 and memo.bytes == 0


def test_the_memo_is_handed_to_the_next_version_and_stays_bounded() -> None:
    # A `.section` item outside functions changes on every edit: one memo entry per version.
    body = b"1," * 30_000
    snapshot = Snapshot.from_text(".version 9.0\n.target sm_90\n.section .debug_str\n{\n.b8 " + body.decode() + "1\n}\n")
    memo = snapshot.index.memo
    offset = snapshot.data.index(b".b8 ") + 4
    for n in range(ItemMemo.MAX_BYTES // len(body) + 20):
        digit = b"%d" % (n % 10)
        snapshot = snapshot.edited(offset + n % 1000, offset + n % 1000 + 1, digit, n + 2)
        snapshot.index.item_memo(snapshot.data[snapshot.data.index(b".section") :])
        assert snapshot.index.memo is memo
    assert len(memo) > 10
    assert memo.bytes <= ItemMemo.MAX_BYTES


def test_a_whole_document_pass_drops_the_items_edited_away() -> None:
    """Whole-document semantic tokens and folding ask for every item of their version: the memos of
    items an edit removed (tokens and folds of a half-typed declaration, ~3x its text) go then,
    not when the byte bound pushes them out; a request over a range keeps them."""
    from ptx_lsp.analysis.folding import folding_ranges
    from ptx_lsp.analysis.semantic_tokens import token_chunks

    text = ".version 9.0\n.target sm_90\n.global .u32 g0;\n.global .u32 gX;\n.entry k()\n{\n\tret;\n}\n"
    snapshot = Snapshot.from_text(text)
    memo = snapshot.index.memo
    token_chunks(snapshot)
    first = len(memo)
    assert first >= 4  # .version, .target and the two globals
    at = snapshot.data.index(b"gX") + 1
    for n, digit in enumerate(b"12345"):
        snapshot = snapshot.edited(at, at + 1, bytes([digit]), n + 2)
        token_chunks(snapshot, 0, at)  # a range: nothing dropped
    assert len(memo) == first + 5 and snapshot.index.memo is memo
    token_chunks(snapshot)
    assert len(memo) == first  # the five earlier spellings of the edited global went
    kept = token_chunks(snapshot)
    assert len(memo) == first and any(chunk.memo.get("tokens") for chunk in kept)
    snapshot = snapshot.edited(at, at + 1, b"6", 9)
    token_chunks(snapshot, 0, at)
    assert len(memo) == first + 1
    folding_ranges(snapshot)
    assert len(memo) <= first
