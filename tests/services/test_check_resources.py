"""`ptx-lsp check --resources`: the per-function table and JSON, and its exit statuses."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from ptx_test_support import CORPUS, ROOT

FILE = CORPUS / "tensor_sm80.ptx"


def check(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    environ = dict(os.environ if env is None else env)
    environ["PYTHONPATH"] = str(ROOT / "server")
    return subprocess.run([sys.executable, "-m", "ptx_lsp", "check", *args], capture_output=True, text=True,
                          env=environ, timeout=300)


@pytest.fixture
def real() -> Path:
    if not FILE.is_file():
        pytest.skip("the shared corpus is absent")
    return FILE


def test_json_matches_ptxas(real: Path, ptxas: str, tmp_path: Path) -> None:
    done = check("--resources", "--format", "json", str(real))
    assert done.returncode == 0, done.stderr
    rows = json.loads(done.stdout)
    raw = subprocess.run([ptxas, "-v", "-arch=sm_80", str(real), "-o", str(tmp_path / "x.cubin")],
                         capture_output=True, text=True, timeout=300)
    expected = dict(re.findall(r"Compiling entry function '([^']+)'.*?Used (\d+) registers",
                               raw.stdout + raw.stderr, re.S))
    assert {row["function"]: str(row["registers"]) for row in rows if row["entry"]} == expected
    lines = real.read_text().split("\n")
    for row in rows:
        assert row["file"] == str(real) and row["arch"] == "sm_80"
        assert row["function"] in lines[row["line"] - 1] + lines[row["line"]]


def test_text_table(real: Path, ptxas: str) -> None:
    done = check("--resources", str(real))
    assert done.returncode == 0, done.stderr
    head, columns, *rows = done.stdout.splitlines()
    assert head == f"{real} (sm_80)"
    assert columns.split()[:3] == ["function", "registers", "spill"]
    assert len(rows) == len(re.findall(r"\.entry\s", real.read_text()))


def test_usage_and_tool_problems(real: Path, tmp_path: Path) -> None:
    assert check("--resources", "--format", "sarif", str(real)).returncode == 2
    assert check("--resources", str(tmp_path / "missing.ptx")).returncode == 2


def test_no_ptxas_exits_2_quietly(real: Path, monkeypatch, capsys) -> None:
    from ptx_lsp.services import report, tools

    monkeypatch.setattr(tools, "search_dirs", lambda: [])
    assert report.resources_command([str(real)], "text", None, lambda name: Path(name).read_bytes()) == 2
    out = capsys.readouterr()
    assert out.out == "" and "ptxas not found" in out.err


def test_rejected_file_exits_1(ptxas: str, tmp_path: Path) -> None:
    bad = tmp_path / "bad.ptx"
    bad.write_text(".version 8.0\n.target sm_80\n.entry k()\n{\n\tbogus;\n}\n")
    done = check("--resources", str(bad))
    assert done.returncode == 1 and "rejected" in done.stderr
