"""How an instruction's name and modifiers may be spelled, judged by ptxas 13.0 and 13.5 and by the validator.

Why: ptxas reads blanks, tabs, line breaks and comments between an opcode and its modifiers and
between modifiers (`prmt .b32`, written so in flashinfer's inline assembly) — the parser used to
make each a syntax error. But some dotted words are one name to ptxas (`mbarrier.arrive`, `mul.hi`,
`cvta.to`): a blank inside one is an error, which we report as PTX101 on that blank. And ptxas takes
some modifiers twice (`match.any.sync.sync`, `add.sat.sat`; nvcc accepts them in inline assembly)
where the spec's grammar has one: those were PTX404 false errors. Both facts are measured into
`spec/data/ptxas_spelling.json` by `tools/spec_ptxas_check.py --probe-spelling`. Every row is
assembled by each ptxas (the row's verdict must stay true of both) and validated: an error exactly
where ptxas rejects, and for rejections the code we expect on the statement's line.
"""

from __future__ import annotations

import re
import shutil

import pytest

from ptx_lsp.analysis.diagnostics import FunctionCache, Stats, validate_source
from ptx_test_support import newest_ptxas, ptxas_rejects

HEADER = """.version 8.0
.target sm_90a
.address_size 64
.visible .entry k(.param .u64 p)
{
.reg .b32 %r<9>;
.reg .b64 %rd<9>;
.reg .f32 %f<9>;
.reg .pred %p<3>;
.shared .align 8 .b64 bar;
.shared .align 16 .b32 sh[16];
ld.param.u64 %rd1, [p];
setp.ne.u32 %p1, %r1, 0;
"""
FOOTER = "\nret;\n}\n"

# (statement, ptxas rejects it, code we report on the statement's first line when it does)
ROWS = [
    ("prmt .b32 %r1, %r2, %r3, %r4;", False, None),
    ("lop3 .b32 %r1, %r2, %r3, %r4, 0x3c;", False, None),
    ("xor  .b32 %r1, %r2, %r3;", False, None),
    ("cvt .rn .f32 .s32 %f1, %r1;", False, None),
    ("cvt.rn\n\t.f32.s32 %f1, %r1;", False, None),
    ("cvt.rn /* to float */ .f32.s32 %f1, %r1;", False, None),
    ("cvt.rn // to float\n\t.f32 .s32 %f1, %r1;", False, None),
    ("ld.shared .v4 .b32 {%r1, %r2, %r3, %r4}, [sh];", False, None),
    ("@%p1 prmt\t.b32 %r1, %r2, %r3, %r4;", False, None),
    ("@ ! %p1 prmt.b32 %r1, %r2, %r3, %r4;", False, None),
    ("mov.u32 %r1, %tid .x;", False, None),
    ("mul.hi .u32 %r1, %r2, %r3;", False, None),
    ("mbarrier.arrive .shared.b64 %rd2, [bar];", False, None),
    ("fence.proxy .async;", False, None),
    ("ld .shared::cta .b32 %r1, [sh];", False, None),
    # a blank inside a word ptxas reads as one name
    ("mbarrier .arrive.shared.b64 %rd2, [bar];", True, "PTX101"),
    ("mbarrier.try_wait .parity.shared::cta.b64 %p2, [bar], %r1;", True, "PTX101"),
    ("mul .hi.u32 %r1, %r2, %r3;", True, "PTX101"),
    ("mad .lo.s32 %r1, %r2, %r3, %r4;", True, "PTX101"),
    ("cvta .to.global.u64 %rd2, %rd1;", True, "PTX101"),
    ("cp.async .bulk.commit_group;", True, "PTX101"),
    ("shf .l.wrap.b32 %r1, %r2, %r3, %r4;", True, "PTX101"),
    ("wgmma .fence.sync.aligned;", True, "PTX101"),
    # modifiers ptxas takes twice, and ones it does not
    ("match.any.sync.sync.b32 %r1, %r2, 0xffffffff;", False, None),
    ("redux.sync.sync.add.u32 %r1, %r2, 0xffffffff;", False, None),
    ("add.sat.sat.s32 %r1, %r2, %r3;", False, None),
    ("bar.sync.sync 0;", False, None),
    ("rcp.approx.approx.ftz.f64 %rd2, %rd1;", False, None),
    ("add.ftz.ftz.f32 %f1, %f2, %f3;", True, "PTX404"),
    ("ld.global.global.u32 %r1, [%rd1];", True, "PTX404"),
    # inside one modifier no blank at all (the parser's error)
    ("ld.shared :: cta.b32 %r1, [sh];", True, "PTX101"),
    ("prmt. b32 %r1, %r2, %r3, %r4;", True, None),
]


def _module(statement: str) -> str:
    return HEADER + statement + FOOTER


@pytest.fixture(scope="module")
def assemblers() -> list[str]:
    """ptxas 13.0 (on PATH) and 13.5 (installed the shared way), whichever are there."""
    found = list(dict.fromkeys(p for p in (shutil.which("ptxas"), newest_ptxas()) if p))
    if not found:
        pytest.skip("no ptxas installed")
    return found


@pytest.mark.parametrize("index", range(len(ROWS)), ids=[re.sub(r"\s+", " ", r[0])[:48] for r in ROWS])
def test_validator_agrees_with_ptxas(assemblers, index, tmp_path):
    statement, rejected, code = ROWS[index]
    text = _module(statement)
    path = tmp_path / "row.ptx"
    path.write_text(text, encoding="utf-8")
    for exe in assemblers:
        assert ptxas_rejects(exe, path, "sm_90a") is rejected, f"{exe} changed its verdict: update the row"
    stats = Stats()
    issues = validate_source(text.encode(), cache=FunctionCache(), stats=stats)
    assert stats.failed == 0
    errors = [i for i in issues if i.severity == "error"]
    assert bool(errors) is rejected, [(i.code, i.message) for i in errors] or "no error where ptxas rejects"
    line = HEADER.count("\n")
    if code is not None:
        assert [(i.code, text.count("\n", 0, i.start)) for i in errors][:1] == [(code, line)]


def test_the_blank_is_what_is_reported_and_removed():
    text = _module("mbarrier .arrive.shared.b64 %rd2, [bar];").encode()
    [issue] = [i for i in validate_source(text, cache=FunctionCache(), stats=Stats()) if i.severity == "error"]
    assert text[issue.start:issue.end] == b" .arrive"
    assert "mbarrier.arrive" in issue.message
    [fix] = issue.fixes
    [(start, end, new)] = fix.edits
    fixed = text[:start] + new.encode() + text[end:]
    assert b"mbarrier.arrive.shared.b64 %rd2" in fixed
    assert not [i for i in validate_source(fixed, cache=FunctionCache(), stats=Stats()) if i.severity == "error"]


def test_a_spaced_modifier_error_lands_on_the_modifier():
    text = _module("prmt .b33 %r1, %r2, %r3, %r4;").encode()
    errors = [i for i in validate_source(text, cache=FunctionCache(), stats=Stats()) if i.severity == "error"]
    assert [(i.code, text[i.start:i.end]) for i in errors] == [("PTX402", b".b33")]
