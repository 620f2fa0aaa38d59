"""Zero false errors: every valid nvcc file (shared corpus, our nvcc set, fresh nvcc output) checks clean.

Each file here is accepted by ptxas (the nvcc set is filtered by `make_nvcc_ptx.py`), so any
error we report on one of them is a false error.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from ptx_lsp.analysis.diagnostics import FunctionCache, Stats, validate_source
from ptx_test_support import DATA, corpus_files

NVCC_DIR = DATA / "validate" / "nvcc"
CU_DIR = DATA / "validate" / "cu"


def nvcc_files() -> list[Path]:
    return sorted(NVCC_DIR.glob("*.ptx"))


def assert_no_errors(data: bytes) -> None:
    stats = Stats()
    issues = validate_source(data, cache=FunctionCache(), stats=stats)
    errors = [i for i in issues if i.severity == "error"]
    shown = [(data.count(b"\n", 0, i.start) + 1, i.code, i.message) for i in errors[:5]]
    assert not errors, f"{len(errors)} false errors, first: {shown}"
    assert stats.failed == 0
    assert stats.functions == stats.checked


def test_handwritten_valid_file_has_no_errors() -> None:
    """Constructs nvcc rarely emits (no-% registers, .branchtargets, .texref, param arrays, .weak)."""
    assert_no_errors((DATA / "validate" / "handwritten_valid.ptx").read_bytes())


@pytest.mark.parametrize("path", corpus_files(), ids=lambda p: p.name)
def test_shared_corpus_has_no_errors(path: Path) -> None:
    assert_no_errors(path.read_bytes())


def test_nvcc_set_is_present() -> None:
    assert len(nvcc_files()) >= 40, "tests/data/validate/nvcc is missing (run make_nvcc_ptx.py)"


@pytest.mark.parametrize("path", nvcc_files(), ids=lambda p: p.name)
def test_nvcc_set_has_no_errors(path: Path) -> None:
    assert_no_errors(path.read_bytes())


@pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc is not installed")
@pytest.mark.parametrize("cu, flags", [("textures.cu", ["-arch=sm_86", "-lineinfo", "-rdc=true"]),
                                       ("halfmath.cu", ["-arch=sm_89", "--use_fast_math"])])
def test_fresh_nvcc_output_has_no_errors(tmp_path: Path, cu: str, flags: list[str]) -> None:
    out = tmp_path / "out.ptx"
    proc = subprocess.run(["nvcc", "-ptx", "-std=c++17", *flags, str(CU_DIR / cu), "-o", str(out)],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr[-500:]
    assert_no_errors(out.read_bytes())
