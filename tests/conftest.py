"""Shared fixtures: where the test data and the shared PTX corpus live.

The shared corpus (`../shared/corpus`) exists on developer and CI machines only; tests that
need it skip cleanly when it is absent.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
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


# NVIDIA ships nvdisasm and cuobjdump as wheels (`nvidia-cuda-nvdisasm`, `nvidia-cuda-cuobjdump`); the
# CUDA toolkit on the test machines lacks them. Like `../shared/tools/install-ptxas-latest`, the
# fixture installs them once into a private virtual environment under `~/.cache/ptx-tools` (or
# `$PTX_TOOLS_HOME`) and skips cleanly when that is impossible (no network, no pip).
DISASM_VERSION = os.environ.get("CUDA_DISASM_PIP_VERSION", "13.5.37")


def _installed(home: Path, tool: str) -> Path | None:
    found = sorted(home.glob(f"lib/python3*/site-packages/nvidia/*/bin/{tool}"))
    return found[0] if found else None


@pytest.fixture(scope="session")
def disasm_tools() -> dict[str, Path]:
    """{"nvdisasm": path, "cuobjdump": path}, installed from PyPI when missing; skips without network."""
    home = Path(os.environ.get("PTX_TOOLS_HOME", Path.home() / ".cache" / "ptx-tools")) / f"cuda-disasm-{DISASM_VERSION}"
    tools = {tool: _installed(home, tool) for tool in ("nvdisasm", "cuobjdump")}
    if None in tools.values():
        try:
            if not (home / "bin" / "pip").exists():
                subprocess.run([sys.executable, "-m", "venv", str(home)], check=True, capture_output=True, timeout=300)
            subprocess.run([str(home / "bin" / "pip"), "install", "-q", f"nvidia-cuda-nvdisasm=={DISASM_VERSION}",
                            "nvidia-cuda-cuobjdump"], check=True, capture_output=True, timeout=600)
        except (OSError, subprocess.SubprocessError) as error:
            pytest.skip(f"nvdisasm/cuobjdump could not be installed from PyPI: {error}")
        tools = {tool: _installed(home, tool) for tool in ("nvdisasm", "cuobjdump")}
    if None in tools.values():
        pytest.skip("the nvdisasm/cuobjdump wheels installed no binaries")
    return tools  # type: ignore[return-value]
