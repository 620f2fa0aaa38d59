"""Run NVIDIA's ptxas on a snapshot (on save, in the background) and map its messages to issues.

**Never touches the user's file; bounded by a timeout; `PtxasUnavailable` says why it could not run.**

Taken over by the validator (issue 6): the implementation lives in `analysis/diagnostics/ptxas.py`;
this module keeps the names the LSP layer imports.
"""

from __future__ import annotations

from ptx_lsp.analysis.diagnostics.ptxas import (
    PtxasUnavailable,
    find_ptxas,
    merge_issues,
    parse_ptxas_output,
    run_ptxas,
    target_of,
)

__all__ = ["PtxasUnavailable", "find_ptxas", "merge_issues", "parse_ptxas_output", "run_ptxas", "target_of"]
