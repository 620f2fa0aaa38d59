"""A sample of the ptxas agreement check (`tools/spec_ptxas_check.py`), run when ptxas is installed.

Every statement is generated from the database (forms, groups, operand types, version/target
requirements); ptxas must accept the forms of these instructions, each member of each modifier
group in at least one statement. A regression in extraction, the overlay or the requirements
shows up here as a rejected form.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# Instructions whose every form ptxas accepts with generated operands (see the tool's summary for the
# rest: prose-only constraints and requirements the database under-states).
SAMPLE = [
    "add", "sub", "mul", "fma", "abs", "neg", "min", "max", "selp", "and", "shl", "shr",
    "clz", "popc", "bfe", "prmt", "lop3", "suld", "sust", "suq", "activemask", "bar", "barrier",
    "shfl.sync", "vote.sync", "redux.sync", "bar.warp.sync", "mbarrier.init", "mbarrier.arrive",
    "mbarrier.try_wait", "cp.async", "cp.async.bulk", "cp.async.bulk.commit_group", "fence",
    "wgmma.fence", "tanh", "ex2", "copysign",
    # matrix fragments sized from the ISA tables, descriptors, predicates, block-scale selectors
    "mma", "mma.sp", "wgmma.mma_async", "wgmma.mma_async.sp", "tcgen05.cp", "tcgen05.st", "stmatrix",
    # callees, .calltargets/.callprototype and .branchtargets declared in the generated header
    "call", "brx.idx",
]


@pytest.fixture
def ptxas() -> str:
    """The newest ptxas (13.5 for the PTX ISA 9.4 spec), else the one on PATH (its newer forms skip)."""
    from ptx_test_support import ptxas_for_known_isa

    path = ptxas_for_known_isa()
    if not path:
        pytest.skip("ptxas is not installed")
    return path


@pytest.fixture(scope="module")
def checker():
    spec = importlib.util.spec_from_file_location("spec_ptxas_check", ROOT / "tools" / "spec_ptxas_check.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["spec_ptxas_check"] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


def test_sample_forms_are_accepted_by_ptxas(ptxas, checker):
    from ptx_lsp.spec.db import load

    db = load()
    supported = checker.supported_targets(ptxas)
    stmts = checker.generate(db, SAMPLE, supported)
    assert len({s.instruction for s in stmts}) == len(SAMPLE)
    checker.run_batches(ptxas, stmts)
    stmts += checker.retry_uncovered(db, stmts, supported, ptxas)
    summary = checker.summarize(db, stmts)
    assert summary.forms > 60
    assert summary.forms_accepted == summary.forms, "\n".join(summary.form_reports)


def test_ptxas_rejects_what_the_database_rejects(ptxas, checker, tmp_path):
    """The checker's own judge works: a modifier the database refuses is refused by ptxas too."""
    from ptx_lsp.spec.db import load

    db = load()
    mods = [".b", ".2d", ".b32", ".wb", ".trap"]  # .wb is a store cache operator
    assert db.check_modifiers("suld", mods)
    stmt = checker.Statement("suld", 0, "suld.b.2d.wb.b32.trap %r1, [%rd1, {%r2, %r3}];", "8.0", "sm_90")
    errors = checker.assemble(ptxas, "8.0", "sm_90", [stmt], tmp_path)
    assert errors


def test_sample_requirements_are_not_overstated(ptxas, checker):
    """The database must not ask for a newer .target than ptxas needs (the validator would report a
    false error); where the spec itself asks for more than ptxas, the entry records it (ptxas_note)."""
    from ptx_lsp.spec.db import load

    db = load()
    supported = checker.supported_targets(ptxas)
    stmts = checker.generate(db, SAMPLE, supported)
    checker.run_batches(ptxas, stmts)
    probes = checker.probe_requirements(db, stmts, ptxas, supported)
    unexplained = [
        line for line in probes["target"] + probes["version"]
        if db.instruction(line.split(":")[0]).ptxas_note is None
    ]
    assert not unexplained, "\n".join(unexplained)
