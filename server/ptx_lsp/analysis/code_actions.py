"""Quick fixes for a byte range of a snapshot.

**`code_actions(snapshot, start, end, issues)` never raises and returns fixes whose edits are
byte ranges of this snapshot.**

Fixes that stay inside a function travel with their issue (`Issue.fixes`: declare a register,
replace an opcode/modifier with the suggestion, insert `;`); fixes that edit the module header
(raise `.version`/`.target`) or a register family's declaration (widen `%r<N>`) are computed here
from the issue, because cached issues must not hold offsets outside what they are cached with.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ptx_lsp.analysis.diagnostics import source_bytes
from ptx_lsp.analysis.diagnostics.fixes import fixes_for
from ptx_lsp.analysis.results import Fix, Issue

if TYPE_CHECKING:
    from ptx_lsp.analysis.host import Snapshot


def code_actions(snapshot: Snapshot, start: int, end: int, issues: Sequence[Issue]) -> list[Fix]:
    """Fixes for the issues overlapping start..end that they do not already carry."""
    out: list[Fix] = []
    try:
        items = snapshot.source.named_top_level()
        data = source_bytes(snapshot.source)
        for issue in issues:
            if issue.end < start or issue.start > end:
                continue
            for fix in fixes_for(issue, items, data, snapshot.index):
                if fix not in issue.fixes and fix not in out:
                    out.append(fix)
    except Exception:  # noqa: BLE001 - a quick fix is never worth a crash
        return out
    return out
