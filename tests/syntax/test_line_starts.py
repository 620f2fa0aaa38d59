"""`LineStarts`: the chunked line table equals a fresh `text_line_starts` scan after any edits."""

from __future__ import annotations

import random
from bisect import bisect_right

import pytest

from ptx_lsp.syntax import LineStarts, text_line_starts


@pytest.mark.parametrize("seed", range(4))
def test_edited_table_reads_as_a_fresh_scan(seed: int, monkeypatch) -> None:
    monkeypatch.setattr(LineStarts, "CHUNK", 3)  # many chunks: edits across chunk edges
    rng = random.Random(seed)
    pieces = [b"a", b"\n", b"xy", b"\r\n", b"\r", b"\n\n"]
    data = b"".join(rng.choice(pieces) for _ in range(80))
    table = LineStarts(text_line_starts(data))
    for _ in range(300):
        start = rng.randrange(len(data) + 1)
        end = min(len(data), start + rng.choice([0, 0, 1, 2, 7, 40]))
        new = b"".join(rng.choice(pieces) for _ in range(rng.choice([0, 1, 1, 3, 10])))
        data = data[:start] + new + data[end:]
        table = table.edited(start, end, len(new), data)
        expected = text_line_starts(data)
        assert table == expected and len(table) == len(expected)
        line = rng.randrange(len(expected))
        assert table[line] == expected[line]
        assert table.bounds(line) == (expected[line], expected[line + 1] if line + 1 < len(expected) else -1)
        offset = rng.randrange(len(data) + 1)
        found = bisect_right(expected, offset) - 1
        assert table.line_of(offset) == found
        assert table.locate(offset) == (found, expected[found], expected[found + 1] if found + 1 < len(expected) else -1)


def test_an_edit_keeps_the_other_tables_unchanged() -> None:
    data = b"a\nb\nc\n" * 400
    table = LineStarts(text_line_starts(data))
    before = list(table)
    table.edited(10, 12, 3, data[:10] + b"\n\nx" + data[12:])
    assert list(table) == before  # immutable: the edit made a new table
