"""Zero false errors: every valid nvcc file (shared corpus, our nvcc set, fresh nvcc output) checks clean.

The nvcc set is compiled here, job by job, from the CUDA sources in `tests/data/validate/cu` (and
the shared corpus sources when present) for sm_75…sm_120 and `-G`/`-lineinfo`/`-rdc`/`--use_fast_math`.
What ptxas accepts must get no error from us; what it rejects (nvcc emits arch-specific inline
asm for a plain target) must get an error from us on every line ptxas names.
"""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from ptx_lsp.analysis.diagnostics import FunctionCache, Stats, validate_source
from ptx_test_support import DATA, corpus_files

CU_DIR = DATA / "validate" / "cu"
HAVE_NVCC = shutil.which("nvcc") is not None


def _load_maker():
    spec = importlib.util.spec_from_file_location("make_nvcc_ptx", DATA / "validate" / "make_nvcc_ptx.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


MAKER = _load_maker()
JOBS = MAKER.jobs()


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


def test_nvcc_set_covers_targets_and_options() -> None:
    archs = {arch for _, arch, _ in JOBS}
    options = {opt for _, _, opt in JOBS}
    assert len(JOBS) >= 40
    assert {"sm_75", "sm_90a", "sm_100a", "sm_120"} <= archs
    assert {"G", "lineinfo", "rdc", "fastmath"} <= options


@pytest.mark.skipif(not HAVE_NVCC, reason="nvcc is not installed")
@pytest.mark.parametrize("src, arch, opt", JOBS, ids=lambda v: v.stem if isinstance(v, Path) else (v or "plain"))
def test_nvcc_set_agrees_with_ptxas(tmp_path: Path, src: Path, arch: str, opt: str) -> None:
    name, accepted, why = MAKER.compile_one(src, arch, opt, tmp_path, keep_rejected=True)
    out = tmp_path / name
    assert out.is_file(), f"nvcc failed on {name}: {why}"
    data = out.read_bytes()
    if accepted:
        assert_no_errors(data)
        return
    ptxas_lines = {int(m) for m in re.findall(r":(\d+): error:", why)} - {0}
    assert ptxas_lines, why
    issues = validate_source(data, cache=FunctionCache())
    our_lines = {data.count(b"\n", 0, i.start) + 1 for i in issues if i.severity == "error"}
    assert ptxas_lines <= our_lines, f"ptxas errors on lines {sorted(ptxas_lines - our_lines)} not reported: {why}"


@pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc is not installed")
@pytest.mark.parametrize("cu, flags", [("textures.cu", ["-arch=sm_86", "-lineinfo", "-rdc=true"]),
                                       ("halfmath.cu", ["-arch=sm_89", "--use_fast_math"])])
def test_fresh_nvcc_output_has_no_errors(tmp_path: Path, cu: str, flags: list[str]) -> None:
    out = tmp_path / "out.ptx"
    proc = subprocess.run(["nvcc", "-ptx", "-std=c++17", *flags, str(CU_DIR / cu), "-o", str(out)],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr[-500:]
    assert_no_errors(out.read_bytes())
