"""Diagnostics of a snapshot: the entry point the host and the LSP layer call.

**`validate(snapshot)` never raises and returns issues in source order, byte ranges only.**
**Only functions whose text or visible module context changed are checked again** (the
per-function cache lives in `analysis.diagnostics`); settings filter what is published later.

Taken over by the validator (issue 6): the checks themselves live in `analysis/diagnostics/`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ptx_lsp.analysis.diagnostics import Changes, Stats, Validation, source_bytes, validate_tree
from ptx_lsp.analysis.results import Issue

if TYPE_CHECKING:
    from ptx_lsp.analysis.host import Snapshot


def validate(snapshot: Snapshot, stats: Stats | None = None, previous: Validation | None = None,
             changes: Changes | None = None, state: Validation | None = None,
             progress: Callable[[int, int], None] | None = None, stop: int | None = None) -> list[Issue]:
    """Every issue of the snapshot (syntax, symbols, types, modifiers, version/target, hints);
    `previous`/`changes`/`state`/`progress`/`stop` as in `validate_tree`."""
    source = snapshot.source
    try:
        issues = validate_tree(source.tree.root_node, source_bytes(source), snapshot.settings, stats=stats,
                               previous=previous, changes=changes, state=state, progress=progress, stop=stop)
    except Exception:  # noqa: BLE001 - diagnostics must never take the server down
        return []
    issues.sort(key=lambda issue: (issue.start, issue.end, issue.code))
    return issues
