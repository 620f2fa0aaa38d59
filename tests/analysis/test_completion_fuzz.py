"""Fuzz: hover, completion and signature help on mangled PTX raise nothing, even without their guards.

The public entry points catch every exception (the server must not fall over), which would also
hide bugs; this test calls the unguarded implementations on damaged copies of a real file (cut
statements, stray punctuation, non-UTF-8 bytes) at every kind of position.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from ptx_lsp.analysis import completion, hover, signature
from ptx_lsp.analysis.host import Snapshot

FILE = Path(__file__).resolve().parents[1] / "data" / "features" / "modifiers_sm90a.ptx"
JUNK = [b"", b".", b"%", b"@", b"[", b"{", b"}", b"(", b",", b";", b"::", b".v", b"\xff\xfe", b"\"", b"/*", b"\n", b"0f"]


def mangled(seed: int) -> bytes:
    rng = random.Random(seed)
    data = bytearray(FILE.read_bytes())
    for _ in range(rng.randint(1, 6)):
        at = rng.randrange(len(data))
        if rng.random() < 0.5:
            del data[at:at + rng.randint(1, 40)]
        else:
            data[at:at] = rng.choice(JUNK)
    return bytes(data)


@pytest.mark.parametrize("seed", range(40))
def test_no_exception_anywhere(seed: int) -> None:
    data = mangled(seed)
    snapshot = Snapshot.from_bytes(data)
    rng = random.Random(seed)
    offsets = {0, len(data)} | {rng.randrange(len(data) + 1) for _ in range(60)}
    for offset in sorted(offsets):
        completion._complete(snapshot, offset)
        hover._hover_at(snapshot, offset)
        signature._signature(snapshot, offset)
