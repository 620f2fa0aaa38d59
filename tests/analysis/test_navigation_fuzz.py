"""No navigation feature raises, whatever the text and the cursor (random offsets, junk, corpus)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from ptx_lsp.analysis import folding, navigation, outline, selection, semantic_tokens
from ptx_lsp.analysis.host import Snapshot
from ptx_lsp.analysis.results import Refusal
from ptx_test_support import CORPUS

DATA = Path(__file__).resolve().parents[1] / "data"


def sources() -> list[tuple[str, bytes]]:
    rng = random.Random(3)
    kernel = (DATA / "core" / "kernel.ptx").read_bytes()
    out = [
        ("kernel", kernel),
        ("random-bytes", bytes(rng.randrange(256) for _ in range(4000))),
        ("shuffled-lines", b"\n".join(rng.sample(kernel.split(b"\n"), len(kernel.split(b"\n"))))),
        ("truncated", kernel[: len(kernel) // 2]),
        ("braces", b"{" * 300 + b".reg .b32 %r<4>;" + b"}" * 5),
        ("empty", b""),
    ]
    small = [p for p in sorted(CORPUS.glob("*.ptx")) if p.stat().st_size < 60_000] if CORPUS.is_dir() else []
    out.extend((p.name, p.read_bytes()) for p in small)
    return out


@pytest.mark.parametrize("name, data", sources(), ids=[s[0] for s in sources()])
def test_features_never_raise(name: str, data: bytes):
    rng = random.Random(name)
    snapshot = Snapshot.from_bytes(data, uri=f"file:///{name}.ptx")
    outline.document_symbols(snapshot)
    folding.folding_ranges(snapshot)
    tokens = semantic_tokens.semantic_tokens(snapshot)
    assert tokens == sorted(tokens)
    offsets = [rng.randrange(len(data) + 1) for _ in range(60)] + [0, len(data)]
    for offset in offsets:
        navigation.definition(snapshot, offset)
        navigation.declaration(snapshot, offset)
        navigation.references(snapshot, offset, include_declaration=bool(offset % 2))
        navigation.highlights(snapshot, offset)
        prepared = navigation.prepare_rename(snapshot, offset)
        if not isinstance(prepared, Refusal):
            start, end, _placeholder = prepared
            assert start <= offset <= end
            result = navigation.rename(snapshot, offset, rng.choice(["%fresh", "fresh_name", "$L__x", "9bad", ""]))
            assert isinstance(result, (Refusal, dict))
        ranges = selection.selection_ranges(snapshot, offset)
        assert ranges[-1] == (0, len(data))
        assert ranges[0][0] <= offset <= ranges[0][1] or ranges[0] == (0, len(data))
        snapshot.index.visible_at(offset)
