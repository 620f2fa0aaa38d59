"""Property: after any sequence of edits, the incrementally built index equals a fresh one.

Random edits (insert/delete/replace of PTX-ish fragments, including braces that merge and split
functions) are applied through `Snapshot.edited`; at every step every offset must resolve exactly
as in an index built from scratch on the same bytes.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from ptx_lsp.analysis.host import Snapshot

DATA = Path(__file__).resolve().parents[1] / "data" / "core"
FRAGMENTS = [b"", b"%r1", b"%r42", b" ", b"\n", b";", b"{", b"}", b".reg .b32 %r<8>;\n", b"mov.u32 %r2, %r1;\n",
             b"$L__done", b"L:", b"square", b"counter", b"// c\n", b".func g()\n{\n ret;\n}\n", b"\xff"]


def fingerprint(snapshot: Snapshot) -> list:
    index = snapshot.index
    out = []
    for offset in range(0, len(snapshot.data) + 1, 3):
        ref = index.reference_at(offset)
        if ref is None:
            out.append(None)
            continue
        decl = ref.declaration
        out.append((ref.name, ref.start, ref.end, ref.member, ref.special, ref.is_declaration,
                    None if decl is None else (decl.name, decl.start, decl.kind, decl.scope_start, decl.scope_end),
                    None if ref.out_of_range is None else ref.out_of_range.start))
    out.append(sorted((d.name, d.start, d.kind) for d in index.declarations()))
    out.append([(r.name, r.start) for r in index.unresolved()])
    return out


@pytest.mark.parametrize("seed", range(6))
def test_incremental_index_matches_fresh_index(seed: int):
    rng = random.Random(seed)
    snapshot = Snapshot.from_bytes((DATA / "kernel.ptx").read_bytes())
    assert snapshot.index.functions
    for step in range(25):
        data = snapshot.data
        start = rng.randrange(len(data) + 1)
        end = min(len(data), start + rng.choice([0, 0, 1, 3, 10, 40]))
        new = rng.choice(FRAGMENTS)
        snapshot = snapshot.edited(start, end, new, version=step + 2)
        if rng.random() < 0.7:  # sometimes skip building, so reuse chains through unindexed versions
            fresh = Snapshot.from_bytes(snapshot.data)
            assert fingerprint(snapshot) == fingerprint(fresh), f"seed {seed} step {step}"
