"""Shared fixtures: where the test data and the shared PTX corpus live.

The shared corpus (`../shared/corpus`) exists on developer and CI machines only; tests that
need it skip cleanly when it is absent.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"
SHARED = Path(os.environ.get("PTX_LSP_SHARED", ROOT.parent / "shared"))
CORPUS = SHARED / "corpus" / "ptx"


def corpus_files() -> list[Path]:
    """The nvcc-generated PTX files of the shared corpus (empty when it is absent)."""
    return sorted(CORPUS.glob("*.ptx")) if CORPUS.is_dir() else []


@pytest.fixture
def data_dir() -> Path:
    return DATA


@pytest.fixture
def shared_dir() -> Path:
    if not SHARED.is_dir():
        pytest.skip("../shared is absent on this machine")
    return SHARED


@pytest.fixture
def ptxas() -> str:
    path = shutil.which("ptxas")
    if not path:
        pytest.skip("ptxas is not installed")
    return path
