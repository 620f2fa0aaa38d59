"""A small, seeded sample of the mutation study (tools/mutate.py) against the real ptxas.

The full table lives in docs/diagnostics.md; this keeps it honest in CI: on mutants ptxas rejects we
must report an error on ptxas's line, on mutants it accepts we must report none.
"""

from __future__ import annotations

import importlib.util
import shutil
import sys

import pytest

from ptx_test_support import DATA, ROOT, SHARED

OWN = [ROOT / "examples" / "saxpy.ptx", DATA / "validate" / "handwritten_valid.ptx"]
SMALL = [SHARED / "corpus" / "ptx" / "tensor_sm80.ptx", SHARED / "corpus" / "ptx" / "basics_sm75.ptx", *OWN]


def load_tool():
    spec = importlib.util.spec_from_file_location("mutate", ROOT / "tools" / "mutate.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("mutate", module)
    spec.loader.exec_module(module)
    return sys.modules["mutate"]


@pytest.fixture(scope="module")
def mutants():
    if shutil.which("ptxas") is None:
        pytest.skip("ptxas is not installed")
    files = [p for p in SMALL if p.is_file()]
    if len(files) < 2 or not (SHARED / "tools" / "ptxas-check").is_file():
        pytest.skip("../shared corpus or ptxas-check is absent")
    tool = load_tool()
    return tool.run(files, per_category=3, seed=11, jobs=2,
                    categories=[c for c in tool.CATEGORIES if c not in tool.ISSUE_10])


@pytest.fixture(scope="module")
def operand_mutants():
    """The operand/immediate/fragment/modifier/directive/video/call categories (issue 10)."""
    if shutil.which("ptxas") is None:
        pytest.skip("ptxas is not installed")
    files = [p for p in SMALL if p.is_file()]
    if len(files) < 2 or not (SHARED / "tools" / "ptxas-check").is_file():
        pytest.skip("../shared corpus or ptxas-check is absent")
    tool = load_tool()
    return tool.run(files, per_category=3, seed=11, jobs=2, categories=tool.ISSUE_10)


def test_every_category_produced_mutants(mutants, operand_mutants) -> None:
    tool = load_tool()
    assert {m.category for m in mutants + operand_mutants} == set(tool.CATEGORIES)


def test_accepted_operand_mutants_get_no_error(operand_mutants) -> None:
    """Whatever the recall, a mutant ptxas accepts must not get an error from us."""
    noisy = [(m.category, m.what, m.our_lines[:2]) for m in operand_mutants if m.ptxas_ok and not m.hit]
    assert not noisy


def test_accepted_mutants_get_no_error(mutants) -> None:
    noisy = [(m.category, m.what, m.our_lines[:2]) for m in mutants if m.ptxas_ok and not m.hit]
    assert not noisy


def test_rejected_mutants_are_flagged_on_ptxas_line(mutants) -> None:
    rejected = [m for m in mutants if not m.ptxas_ok]
    missed = [(m.category, m.origin, m.line, m.what, m.ptxas_messages[:1]) for m in rejected if not m.hit]
    assert rejected
    assert len(missed) <= len(rejected) // 20, missed


def test_mutant_differs_from_origin_on_one_line() -> None:
    tool = load_tool()
    src = OWN[0]
    original = src.read_text().splitlines()
    inserting = {"duplicate declaration", "video selector", "call arguments"}  # add or join lines
    for m in tool.make_mutants([src], 2, 3, [c for c in tool.CATEGORIES if c not in inserting]):
        changed = [i for i, (a, b) in enumerate(zip(original, m.text.splitlines(), strict=False)) if a != b]
        assert len(changed) == 1 and changed[0] + 1 == m.line, (m.category, m.what)
