"""CppAnalysis answers the same editing calls as Analysis (the handlers use either one)."""

from __future__ import annotations

import inspect

import pytest

from ptx_lsp.analysis.analysis import Analysis, CppAnalysis

pytest.importorskip("tree_sitter_cuda")


@pytest.mark.parametrize("name", ["hover", "completion", "signature_help", "diagnostics"])
def test_same_parameters_as_the_ptx_facade(name):
    ours = list(inspect.signature(getattr(CppAnalysis, name)).parameters)
    theirs = list(inspect.signature(getattr(Analysis, name)).parameters)
    if name == "diagnostics":  # `target=` is a check-time override of the PTX facade only
        theirs = [p for p in theirs if p != "target"]
    assert ours == theirs
