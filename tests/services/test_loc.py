"""`.loc` navigation: a `.loc` line leads to its CUDA source line and column when the file exists."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from ptx_lsp.services.loc import loc_target

CUDA = """\
__global__ void saxpy(int n, float a, const float *x, float *y)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
      y[i] = a * x[i] + y[i];
}
"""


def offset_of(data: bytes, needle: bytes) -> int:
    return data.index(needle) + 1


def test_synthetic(tmp_path: Path) -> None:
    source = tmp_path / "src" / "k.cu"
    source.parent.mkdir()
    source.write_text("a\nb\nc\n")
    ptx = tmp_path / "k.ptx"
    data = (b'.file 1 "src/k.cu"\n.file 2 "/nonexistent/x.cu"\n.file 3 "' + str(source).encode() + b'", 1, 2\n'
            b"\t.loc 1 3 5\n\t.loc 2 1 1\n\t.loc 3 2 0\n\tret;\n")
    found = loc_target(data, offset_of(data, b".loc 1"), str(ptx))
    assert (found.path, found.line, found.column) == (str(ptx.parent / "src" / "k.cu"), 2, 4)
    assert loc_target(data, offset_of(data, b".loc 2"), str(ptx)) is None  # the file is not here
    found = loc_target(data, offset_of(data, b".loc 3"), None)
    assert (found.path, found.line, found.column) == (str(source), 1, 0)  # column 0: unknown -> start
    assert loc_target(data, offset_of(data, b"ret;"), str(ptx)) is None
    assert loc_target(data, offset_of(data, b".loc 1"), None) is None  # relative path, unknown document


def test_nvcc_lineinfo_lands_on_the_statement(tmp_path: Path) -> None:
    nvcc = shutil.which("nvcc")
    if nvcc is None:
        pytest.skip("nvcc is not installed")
    cu = tmp_path / "saxpy.cu"
    cu.write_text(CUDA)
    ptx = tmp_path / "saxpy.ptx"
    subprocess.run([nvcc, "-lineinfo", "-ptx", "-arch=sm_80", str(cu), "-o", str(ptx)], check=True, timeout=300,
                   capture_output=True)
    data = ptx.read_bytes()
    source_lines = CUDA.splitlines()
    checked = 0
    start = 0
    while (at := data.find(b".loc\t1 ", start)) != -1:
        start = at + 1
        found = loc_target(data, at + 2, str(ptx))
        assert found is not None and Path(found.path) == cu
        line, column = (int(x) for x in data[at:data.index(b"\n", at)].split()[2:4])
        assert (found.line, found.column) == (line - 1, max(column - 1, 0))
        checked += 1
    assert checked >= 3
    # the fused multiply-add comes from the `y[i] = a * x[i] + y[i]` line
    fma = data.index(b"fma.rn.f32")
    loc = data.rfind(b".loc", 0, fma)
    found = loc_target(data, loc + 1, str(ptx))
    assert "y[i] = a * x[i] + y[i]" in source_lines[found.line]
    assert source_lines[found.line][found.column:].startswith("y[i]")
