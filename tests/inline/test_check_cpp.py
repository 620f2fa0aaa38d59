"""`ptx-lsp check FILE.cu`: asm-string diagnostics in C++ lines and columns, exit codes as for PTX."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from ptx_lsp.analysis.compile_commands import lowest_target, target_for_file

pytest.importorskip("tree_sitter_cuda")
ROOT = Path(__file__).resolve().parents[2]

SOURCE = """// ünïcode before the string: columns count characters
__global__ void k(int *p) {
  int y = p[0];
  asm volatile("add.u32 %0, %0, 1;\\n\\t"
               "addx.u32 %0, %0, %1;" : "+r"(y));
  p[0] = y;
}
"""


def run(*args: str) -> subprocess.CompletedProcess:
    env = {"PYTHONPATH": str(ROOT / "server")}
    import os

    env = {**os.environ, **env}
    return subprocess.run([sys.executable, "-m", "ptx_lsp", "check", *args], capture_output=True, text=True,
                          env=env, cwd=ROOT)


def test_text_and_json_in_cpp_coordinates(tmp_path):
    path = tmp_path / "k.cu"
    path.write_text(SOURCE, encoding="utf-8")
    done = run(str(path))
    assert done.returncode == 1
    lines = done.stdout.splitlines()
    assert f"{path}:5:17: error[PTX401]: unknown instruction `addx`; did you mean `add`?" in lines
    assert any(":5:34: error[PTX701]" in line for line in lines)  # %1 with one operand
    records = json.loads(run("--format", "json", str(path)).stdout)
    addx = next(r for r in records if r["code"] == "PTX401")
    assert (addx["line"], addx["column"], addx["end_line"], addx["end_column"]) == (5, 17, 5, 21)


def test_clean_file_exits_zero_and_missing_file_two(tmp_path):
    path = tmp_path / "ok.cuh"
    path.write_text('__device__ int f(int x){ asm("add.u32 %0, %0, 1;" : "+r"(x)); return x; }\n')
    assert run(str(path)).returncode == 0
    assert run(str(tmp_path / "missing.cu")).returncode == 2


def test_target_from_compile_commands(tmp_path):
    src = tmp_path / "src" / "k.cu"
    src.parent.mkdir()
    src.write_text('__device__ void f(){ asm volatile("fence.proxy.async;"); }\n')
    build = tmp_path / "build"
    build.mkdir()
    (build / "compile_commands.json").write_text(json.dumps([{
        "directory": str(build), "file": str(src),
        "command": "nvcc -gencode arch=compute_90,code=sm_90 -gencode arch=compute_80,code=sm_80 -c ../src/k.cu",
    }]))
    assert target_for_file(src) == "sm_80"
    done = run(str(src))
    assert done.returncode == 1 and "PTX502" in done.stdout
    assert run("--target", "sm_90", str(src)).returncode == 0


@pytest.mark.parametrize("args, expected", [
    (["nvcc", "-arch=sm_86"], "sm_86"),
    (["nvcc", "-arch", "sm_90a"], "sm_90a"),
    (["clang++", "--cuda-gpu-arch=sm_75", "--cuda-gpu-arch=sm_80"], "sm_75"),
    (["nvcc", "-c", "x.cu"], None),
])
def test_arch_flags(args, expected):
    assert lowest_target(args) == expected


def test_the_docs_example_reports_what_its_comments_say(tmp_path):
    import re

    text = (ROOT / "docs" / "inline.md").read_text(encoding="utf-8")
    example = re.search(r"```cpp\n(.*?)```", text, re.S).group(1)
    path = tmp_path / "example.cu"
    path.write_text(example, encoding="utf-8")
    found = run("--format", "json", str(path))
    codes = sorted(r["code"] for r in json.loads(found.stdout))
    promised = sorted(re.findall(r"(PTX\d{3}) on", example))
    assert codes == promised and found.returncode == 1
