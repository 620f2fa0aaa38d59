"""A sample of the inline-asm mutation study (tools/inline_mutate.py) against the real nvcc.

Every mutant nvcc/ptxas rejects must be flagged with an error inside the statement; every one it
accepts must get no error. Skips where nvcc is not installed; the full study prints its table.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

pytest.importorskip("tree_sitter_cuda")
pytestmark = pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc is not installed")
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

import inline_mutate  # noqa: E402

SAMPLE = {(0, "seed (valid)"), (0, "opcode typo"), (0, "operand count"), (0, "placeholder range"),
          (0, "constraint width"), (1, "missing modifier"), (2, "% instead of %% (nvcc accepts)"),
          (8, "missing ;"), (19, "undefined scoped register"), (28, "target too low")}


def sample():
    return [item for item in inline_mutate.plan(None, None) if (item[0], item[1]) in SAMPLE]


@pytest.mark.parametrize("item", sample(), ids=lambda item: f"seed{item[0]}-{item[1]}")
def test_nvcc_and_ptx_lsp_agree(item, tmp_path):
    result = inline_mutate.run_one(item, tmp_path)
    if result.rejected:
        assert result.flagged, f"nvcc rejects, we say nothing inside the statement: {result.nvcc_message}"
    else:
        assert result.errors == [], f"nvcc accepts, we report {result.errors}"


def test_the_sample_covers_both_verdicts(tmp_path):
    assert len(sample()) == len(SAMPLE)
