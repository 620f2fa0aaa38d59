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
