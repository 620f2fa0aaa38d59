"""ptxas on save: message mapping onto the narrowest node, merging, and a real run when ptxas exists."""

from __future__ import annotations

from dataclasses import replace

import pytest

from ptx_lsp.analysis.diagnostics.ptxas import merge_issues, parse_ptxas_output
from ptx_lsp.analysis.host import Snapshot
from ptx_lsp.analysis.settings import DEFAULT_SETTINGS, PtxasSettings
from ptx_lsp.services.ptxas import ToolUnavailable, run_diagnostics
from ptx_lsp.services.tools import TrustPolicy

SRC = b"""// header comment
//
.version 7.0
.target sm_90
.address_size 64
.visible .entry k()
{
\t.reg .b32 %r<4>;
\tmul.hi.u32 %r1, %r2;
\tmov.u32 %r1, %zz9;
\tshf.l.wrapx.b32 %r1, %r2, %r3, 4;
\tret;
}
"""


def text(issue) -> bytes:
    return SRC[issue.start : issue.end]


@pytest.mark.parametrize("line, message, expected", [
    (10, "Unknown symbol '%zz9'", b"%zz9"),
    (9, "Arguments mismatch for instruction 'mul.hi'", b"mul.hi.u32"),
    (11, "Unknown modifier '.wrapx'", b".wrapx"),
    (2, "PTX .version 7.0 does not support .target sm_90", b"sm_90"),
    (12, "something without quotes", b"ret;"),
])
def test_message_lands_on_named_node(line: int, message: str, expected: bytes) -> None:
    [issue] = parse_ptxas_output(f"ptxas input.ptx, line {line}; error   : {message}", SRC)
    assert text(issue) == expected
    assert issue.source == "ptxas" and issue.severity == "error"


def test_fatal_and_warning_lines() -> None:
    out = "ptxas input.ptx, line 9; warning : odd\nptxas fatal   : Ptx assembly aborted due to errors\n"
    issues = parse_ptxas_output(out, SRC)
    assert [(i.severity, text(i)) for i in issues] == [("warning", b"mul.hi.u32 %r1, %r2;")]


def test_merge_drops_ptxas_errors_on_lines_we_already_flag() -> None:
    ours = [i for i in Snapshot.from_bytes(SRC).issues if i.severity == "error"]
    theirs = parse_ptxas_output("ptxas input.ptx, line 10; error : Unknown symbol '%zz9'\n"
                                "ptxas input.ptx, line 12; warning : extra", SRC)
    merged = merge_issues(ours, theirs, SRC)
    assert [i for i in merged if i.source == "ptxas"] == [theirs[1]]


def test_missing_ptxas_says_why() -> None:
    settings = replace(DEFAULT_SETTINGS, ptxas=PtxasSettings(path="/nonexistent/ptxas"))
    with pytest.raises(ToolUnavailable, match="not found at"):
        run_diagnostics(SRC, settings, TrustPolicy())


def test_real_ptxas_agrees_on_lines(ptxas: str) -> None:
    snapshot = Snapshot.from_bytes(SRC)
    theirs = run_diagnostics(SRC, DEFAULT_SETTINGS, TrustPolicy())
    assert theirs and all(i.source == "ptxas" for i in theirs)
    ours = {SRC.count(b"\n", 0, i.start) for i in snapshot.issues if i.severity == "error"}
    named = {SRC.count(b"\n", 0, i.start) for i in theirs if i.severity == "error"}
    assert named <= ours, (sorted(named), sorted(ours))
