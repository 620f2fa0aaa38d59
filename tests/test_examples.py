"""The bundled examples behave as the README says: saxpy checks clean, broken.ptx shows its errors.

broken.ptx carries one mistake per line that ptxas also rejects; the expected lines are read from
the file's own ptxas verdict when ptxas is installed, so the README's demo stays honest.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys

from ptx_test_support import ROOT

EXAMPLES = ROOT / "examples"


def check(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "ptx_lsp", "check", *args], capture_output=True, text=True)


def test_saxpy_checks_clean() -> None:
    proc = check(str(EXAMPLES / "saxpy.ptx"))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stdout == ""


def test_broken_example_reports_each_mistake_on_its_line() -> None:
    proc = check("--format", "json", str(EXAMPLES / "broken.ptx"))
    assert proc.returncode == 1
    errors = {(d["line"], d["code"]) for d in json.loads(proc.stdout) if d["severity"] == "error"}
    assert errors == {(19, "PTX405"), (20, "PTX204"), (25, "PTX401"), (26, "PTX202"), (27, "PTX502")}


def test_broken_example_errors_are_the_lines_ptxas_rejects(ptxas: str, shared_dir) -> None:
    verdict = subprocess.run([sys.executable, str(shared_dir / "tools" / "ptxas-check"), str(EXAMPLES / "broken.ptx")],
                             capture_output=True, text=True).stdout
    ptxas_lines = {int(n) for n in re.findall(r":(\d+): error:", verdict)}
    ours = {d["line"] for d in json.loads(check("--format", "json", str(EXAMPLES / "broken.ptx")).stdout)
            if d["severity"] == "error"}
    assert ptxas_lines and ours == ptxas_lines
