"""A small seeded sample of the negative sweep (tools/ptxas_sweep.py) against the real ptxas.

The full figures live in docs/diagnostics.md ("Measured"); this keeps the tool and the zero-false-
error rule honest where ptxas is installed: statements built by varying operands and modifiers of
a few instructions' forms, each judged by ptxas and by us, and no statement we flag may be one
ptxas accepts.
"""

from __future__ import annotations

import importlib.util
import shutil
import sys

import pytest

from ptx_test_support import ROOT, newest_ptxas

PTXAS = shutil.which("ptxas")
pytestmark = pytest.mark.skipif(PTXAS is None, reason="ptxas is not installed")


def load_tool():
    if "ptxas_sweep" not in sys.modules:
        spec = importlib.util.spec_from_file_location("ptxas_sweep", ROOT / "tools" / "ptxas_sweep.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules["ptxas_sweep"] = module
        spec.loader.exec_module(module)
    return sys.modules["ptxas_sweep"]


# instructions whose operand and modifier rules the sample exercises: integer/float arithmetic,
# comparisons, conversions, moves (vector moves too), loads, reductions, barriers, textures (atom is
# left out: ptxas accepts `atom.and.b32 d, [a], b, %r` with a stray fourth operand, see docs)
SAMPLE = ["add", "setp", "cvt", "mov", "ld", "red", "bar", "tex", "shfl.sync", "selp"]


@pytest.fixture(scope="module")
def probes():
    tool = load_tool()
    db = tool.load()
    supported = tool.base.supported_targets(PTXAS)
    probes = tool.generate(db, PTXAS, supported, SAMPLE, per_form=1, combo_limit=40, sample=1500, seed=7, jobs=2)
    tool.run(PTXAS, probes, jobs=2)
    return probes


def test_sample_is_judged_and_mixed(probes) -> None:
    statuses = {p.status for p in probes}
    assert statuses == {"accepted", "rejected"}
    assert len(probes) >= 1000


def test_no_statement_we_flag_is_accepted_by_ptxas(probes) -> None:
    false_errors = [(p.text, p.variation, p.ours[0]) for p in probes if p.status == "accepted" and p.ours]
    assert not false_errors, false_errors[:10]


def test_batched_verdicts_match_single_runs(tmp_path) -> None:
    """A parse error in the middle of a batch does not change the verdict of the statements after it."""
    tool = load_tool()
    texts = ["add.u32 %r1, %r2, %r3;", "add.u32 %r1, _, %r3;", "add.u32 %r1, %r2, %f9;", "add.f32 %f1, %f2, %f3;",
             "add.u32 %r1, %r2, L_end;", "mov.u32 %r1, %r2;"]
    batch = [tool.Probe("add", 0, t, "8.0", "sm_80", "test") for t in texts]
    tool.judge_ptxas(PTXAS, "8.0", "sm_80", batch)
    for p in batch:
        one = tool.Probe("add", 0, p.text, "8.0", "sm_80", "test")
        tool.judge_ptxas(PTXAS, "8.0", "sm_80", [one])
        assert one.status == p.status, p.text
    assert [p.status for p in batch] == ["accepted", "rejected", "rejected", "accepted", "rejected", "accepted"]


def test_statements_the_two_versions_judge_differently_are_their_own_category() -> None:
    """`--ptxas2`: a statement one ptxas accepts and the other rejects counts neither as agreement nor as
    a false error or a miss; it is listed apart, with the side we take."""
    tool = load_tool()
    probes = [tool.Probe("ld", 0, "a;", "8.0", "sm_80", "t", status="rejected", status2="accepted"),
              tool.Probe("ld", 0, "b;", "8.0", "sm_80", "t", status="accepted", status2="rejected",
                         ours=[("PTX402", "m")]),
              tool.Probe("ld", 0, "c;", "8.0", "sm_80", "t", status="rejected", status2="rejected",
                         ours=[("PTX402", "m")]),
              tool.Probe("ld", 0, "d;", "8.0", "sm_80", "t", status="rejected")]  # no second verdict
    s = tool.summarize(probes)
    assert (s["statements"], s["agree"], s["false_errors"], s["missed"]) == (2, 1, 0, 1)
    assert [p.text for p in s["split"]] == ["a;", "b;"]
    text = tool.markdown(s, 3)
    assert "versions disagree (left out of the figures above): 2" in text
    assert "first rejects, we accept: 1" in text and "second rejects, we flag: 1" in text


def test_second_ptxas_judges_apart() -> None:
    """ptxas 13.0 rejects `ld.global.nc.L1::32B`, 13.5 accepts it (we follow 13.5)."""
    second = newest_ptxas()
    if second is None:
        pytest.skip("no second ptxas (install-ptxas-latest) available")
    tool = load_tool()
    probes = [tool.Probe("ld.global.nc", 0, "ld.global.nc.L1::32B.u32 %r1, [%rd1];", "8.0", "sm_80", "t"),
              tool.Probe("ld", 0, "ld.global.u32 %r1, [%rd1];", "8.0", "sm_80", "t")]
    tool.run(PTXAS, probes, jobs=1)
    tool.judge_second(second, probes, jobs=1)
    assert [(p.status, p.status2) for p in probes] == [("rejected", "accepted"), ("accepted", "accepted")]
    assert [p.text for p in tool.summarize(probes)["split"]] == [probes[0].text]
