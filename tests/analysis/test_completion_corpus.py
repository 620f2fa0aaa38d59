"""Real nvcc output (the shared corpus): completion offers every modifier nvcc wrote, hover explains it.

For every distinct instruction shape in the corpus that the spec accepts, typing it modifier by
modifier must offer the modifier nvcc actually wrote next (completion never hides valid PTX), and
hovering its opcode and each modifier must produce text. Skips when ../shared is absent.
"""

from __future__ import annotations

from functools import cache

import pytest

from ptx_lsp.analysis.completion import complete
from ptx_lsp.analysis.host import Snapshot
from ptx_lsp.analysis.hover import hover
from ptx_lsp.spec import load
from ptx_lsp.syntax import SourceFile
from ptx_test_support import corpus_files

FILES = corpus_files()
PREFIX = ".version 9.0\n.target sm_100a\n.entry k()\n{\n  "
SUFFIX = "\n}\n"
DB = load()


def shapes(path) -> dict[tuple[str, tuple[str, ...]], tuple[str, int]]:
    """Distinct (opcode, modifiers) of a file's instructions -> (first statement text, opcode offset in it)."""
    source = SourceFile.parse(path.read_bytes())
    out: dict[tuple[str, tuple[str, ...]], tuple[str, int]] = {}
    stack = list(source.roots())
    while stack:
        node = stack.pop()
        if node.type == "instruction":
            opcode = node.child_by_field_name("opcode")
            if opcode is not None:
                mods = tuple(source.node_text(m) for m in node.children_by_field_name("modifier"))
                out.setdefault((source.node_text(opcode), mods),
                               (source.node_text(node), opcode.start_byte - node.start_byte))
            continue
        stack.extend(node.named_children)
    return out


@cache
def offered(opcode: str, mods: tuple[str, ...]) -> frozenset[str]:
    line = opcode + "".join(mods) + "."
    snapshot = Snapshot.from_text(PREFIX + line + SUFFIX)
    return frozenset(c.label for c in complete(snapshot, len((PREFIX + line).encode())))


@pytest.mark.skipif(not FILES, reason="../shared corpus is absent")
@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_completion_offers_what_nvcc_wrote(path) -> None:
    checked = 0
    for (opcode, mods), _text in sorted(shapes(path).items()):
        if not DB.instructions_named(opcode) or DB.check_modifiers(opcode, mods):
            continue  # not valid per the spec: the validator's business, not completion's
        for k in range(len(mods)):
            assert mods[k] in offered(opcode, mods[:k]), f"{opcode}{''.join(mods[:k])}. hides {mods[k]}"
        checked += 1
    assert checked > 0


@pytest.mark.skipif(not FILES, reason="../shared corpus is absent")
@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_hover_explains_every_opcode_and_modifier(path) -> None:
    for (opcode, mods), (text, at) in sorted(shapes(path).items()):
        if not DB.instructions_named(opcode):
            continue
        snapshot = Snapshot.from_text(PREFIX + text + SUFFIX)
        base = len(PREFIX.encode()) + at
        result = hover(snapshot, base)
        assert result is not None and result.markdown, text
        assert "https://docs.nvidia.com/cuda/parallel-thread-execution/#" in result.markdown, text
        pos = base + len(opcode)
        for mod in mods:
            result = hover(snapshot, pos + 1)
            assert result is not None, (text, mod)
            assert mod in result.markdown or mod.partition("::")[0] in result.markdown, (text, mod, result.markdown)
            pos += len(mod)
