"""Paths every test layer shares: the repository, its test data and the shared PTX corpus.

A plain module (on pytest's `pythonpath`) rather than `conftest`, because each test folder may have
its own conftest.py and `import conftest` would pick whichever one Python found first.
"""

from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"
SHARED = Path(os.environ.get("PTX_LSP_SHARED", ROOT.parent / "shared"))
CORPUS = SHARED / "corpus" / "ptx"


def corpus_files() -> list[Path]:
    """The nvcc-generated PTX files of the shared corpus (empty when it is absent)."""
    return sorted(CORPUS.glob("*.ptx")) if CORPUS.is_dir() else []
