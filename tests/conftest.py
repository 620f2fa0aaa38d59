"""Shared fixtures: where the test data and the shared PTX corpus live.

The shared corpus (`../shared/corpus`) exists on developer and CI machines only; tests that
need it skip cleanly when it is absent.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from ptx_test_support import DATA, SHARED


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
