"""Zero false errors on every instruction spelling ptxas accepts.

The spec's ptxas checker (`tools/spec_ptxas_check.py`) expands every syntax form of every
instruction into concrete statements and assembles them; each statement ptxas accepts is valid
PTX, so the validator must report no error on any of them (about 2,800 statements).
"""

from __future__ import annotations

import collections
import importlib.util
import sys

import pytest

from ptx_lsp.analysis.diagnostics import FunctionCache, Stats, validate_source
from ptx_lsp.spec.db import load
from ptx_test_support import ROOT, ptxas_for_known_isa

TOOL = ROOT / "tools" / "spec_ptxas_check.py"


@pytest.fixture(scope="module")
def accepted():
    ptxas = ptxas_for_known_isa()  # ptxas 13.5 assembles the 9.1-9.4 forms too
    if ptxas is None:
        pytest.skip("ptxas is not installed")
    spec = importlib.util.spec_from_file_location("spec_ptxas_check", TOOL)
    tool = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("spec_ptxas_check", tool)
    spec.loader.exec_module(tool)
    db = load()
    stmts = tool.generate(db, None, tool.supported_targets(ptxas))
    tool.run_batches(ptxas, stmts, jobs=2)
    return tool, [s for s in stmts if s.status == "accepted"]


def test_every_accepted_statement_checks_clean(accepted) -> None:
    tool, stmts = accepted
    assert len(stmts) > 1000
    groups = collections.defaultdict(list)
    for s in stmts:
        groups[(s.version, s.target)].append(s)
    false_errors = []
    for (version, target), group in groups.items():
        b128 = ".reg .b128 %q<16>;\n" if tool.version_tuple(version) >= (8, 3) else ""
        head = tool.HEADER.format(version=version, target=target, b128=b128)
        data = (head + "".join(s.text + "\n" for s in group) + tool.FOOTER).encode()
        stats = Stats()
        for issue in validate_source(data, cache=FunctionCache(), stats=stats):
            if issue.severity == "error":
                index = data.count(b"\n", 0, issue.start) - head.count("\n")
                text = group[index].text if 0 <= index < len(group) else "(header)"
                false_errors.append((target, text, issue.code, issue.message))
        assert stats.failed == 0
    assert not false_errors, false_errors[:10]
