"""A ptxas-accepted feature file: hover and completion explain every statement nvcc-style PTX can hold.

`tests/data/features/modifiers_sm90a.ptx` holds statements covering every modifier group of suld,
sust, sured, suq, ld, st, cvt, mma, wgmma.mma_async and cp.async.bulk.tensor. ptxas is the
reference that the file is valid (checked when installed); on it, hover must find a matching form
without warnings, name each modifier's group with the other members, and completion must offer
each written modifier at the point it was typed.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from ptx_lsp.analysis.completion import complete
from ptx_lsp.analysis.host import Snapshot
from ptx_lsp.analysis.hover import hover
from ptx_lsp.analysis.signature import signature_help
from ptx_lsp.spec import load

FILE = Path(__file__).resolve().parents[1] / "data" / "features" / "modifiers_sm90a.ptx"
DB = load()


def instructions(snapshot: Snapshot):
    """(opcode node, modifier nodes, instruction node) of every instruction, in order."""
    out = []
    stack = list(snapshot.source.roots())
    while stack:
        node = stack.pop()
        if node.type == "instruction":
            out.append((node.child_by_field_name("opcode"), node.children_by_field_name("modifier"), node))
            continue
        stack.extend(reversed(node.named_children))
    return out


SNAPSHOT = Snapshot.from_bytes(FILE.read_bytes())
INSTRUCTIONS = instructions(SNAPSHOT)
IDS = [SNAPSHOT.source.node_text(i[2]).split()[0] for i in INSTRUCTIONS]


def test_ptxas_accepts_the_feature_file(ptxas: str, tmp_path) -> None:
    run = subprocess.run([ptxas, "-arch=sm_90a", "-c", str(FILE), "-o", str(tmp_path / "out.o")],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr


def test_the_file_covers_the_named_instructions() -> None:
    written = {DB.resolve(SNAPSHOT.source.node_text(op), [SNAPSHOT.source.node_text(m) for m in mods]).instruction.name
               for op, mods, _ in INSTRUCTIONS}
    for name in ("suld", "sust", "sured", "suq", "ld", "st", "cvt", "mma", "wgmma.mma_async", "cp.async.bulk.tensor"):
        assert name in written


@pytest.mark.parametrize("index", range(len(INSTRUCTIONS)), ids=IDS)
def test_hover_and_completion_on_each_statement(index: int) -> None:
    source = SNAPSHOT.source
    opcode, mods, node = INSTRUCTIONS[index]
    text = source.node_text(node)
    result = hover(SNAPSHOT, opcode.start_byte)
    assert result is not None, text
    assert "⚠" not in result.markdown, (text, result.markdown)
    assert "https://docs.nvidia.com/cuda/parallel-thread-execution/#" in result.markdown
    names = [source.node_text(m) for m in mods]
    for k, mod in enumerate(mods):
        result = hover(SNAPSHOT, mod.start_byte + 1)
        assert result is not None and (result.start, result.end) in (
            (mod.start_byte, mod.end_byte), (opcode.start_byte, opcode.end_byte)), text
        if "group `" in result.markdown and "Other choices" not in result.markdown:
            pytest.fail(f"{names[k]} in {text}: group without its other members:\n{result.markdown}")
        # completion right after the previous modifier's dot offers what was written here
        items = complete(SNAPSHOT, mod.start_byte + 1)
        labels = {c.label for c in items}
        assert names[k] in labels, (text, names[k], sorted(labels))
        for c in items:
            assert (c.replace_start, c.replace_end) == (mod.start_byte, mod.start_byte + 1)
    operands = node.child_by_field_name("operands")
    if operands is not None:
        sig = signature_help(SNAPSHOT, operands.start_byte)
        assert sig is not None and sig.active_parameter == 0, text


@pytest.mark.parametrize(("version", "target"), [("7.0", "sm_70"), ("6.0", "sm_60"), ("8.0", "sm_80"), ("7.8", "sm_90")])
def test_hover_flags_exactly_what_the_validator_flags(version: str, target: str) -> None:
    """Hover's ⚠ on an opcode appears iff the diagnostics report PTX501/PTX502 on that instruction."""
    text = FILE.read_text().replace(".version 8.0", f".version {version}").replace(".target sm_90a", f".target {target}")
    snapshot = Snapshot.from_text(text)
    flagged = [(i.start, i.end) for i in snapshot.issues if i.code in ("PTX501", "PTX502")]
    assert flagged, "the lowered file must trip some requirement"
    for opcode, _mods, node in instructions(snapshot):
        diagnosed = any(node.start_byte <= s < node.end_byte for s, _e in flagged)
        result = hover(snapshot, opcode.start_byte)
        assert result is not None
        assert ("⚠" in result.markdown) == diagnosed, (snapshot.source.node_text(node), result.markdown)
