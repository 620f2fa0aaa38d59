"""docs/diagnostics.md lists exactly the codes the validator can report, with their severities."""

from __future__ import annotations

import re

from ptx_lsp.analysis.diagnostics.codes import CODES
from ptx_test_support import ROOT

DOC = ROOT / "docs" / "diagnostics.md"
ROW = re.compile(r"^\| (PTX\w+) \| (error|warning|information|hint) \|", re.M)


def test_every_code_is_documented_with_its_severity() -> None:
    rows = dict(ROW.findall(DOC.read_text(encoding="utf-8")))
    assert rows == {c.code: c.severity for c in CODES.values()}


def test_codes_are_unique_and_well_formed() -> None:
    assert all(re.fullmatch(r"PTX[1-7]\d\d|PTXAS", code) for code in CODES)
    assert all(c.title and c.fix for c in CODES.values())
