"""Quick fixes for a byte range of a snapshot (first version: none).

**`code_actions(snapshot, start, end, issues)` never raises and returns fixes whose edits are
byte ranges of this snapshot.**

Placeholder written by the server-core engineer so that textDocument/codeAction is wired; the
validator engineer (issue 6) takes it over. Fixes attached to issues (`Issue.fixes`) are offered
by the LSP layer already; this function adds fixes that are not tied to one diagnostic.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ptx_lsp.analysis.results import Fix, Issue

if TYPE_CHECKING:
    from ptx_lsp.analysis.host import Snapshot


def code_actions(snapshot: Snapshot, start: int, end: int, issues: Sequence[Issue]) -> list[Fix]:
    """Fixes for the issues overlapping start..end, beyond those they carry; none yet."""
    return []
