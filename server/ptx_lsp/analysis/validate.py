"""Diagnostics of a snapshot: the entry point the host and the LSP layer call.

**`validate(snapshot)` never raises and returns issues in source order, byte ranges only.**
**Only functions whose text or visible module context changed are checked again** (the
per-function cache lives in `analysis.diagnostics`); settings filter what is published later.

Taken over by the validator (issue 6): the checks themselves live in `analysis/diagnostics/`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from ptx_lsp.analysis import diagnostics
from ptx_lsp.analysis.diagnostics import Changes, IssueParts, Stats, Validation, source_bytes
from ptx_lsp.analysis.results import Issue
from ptx_lsp.analysis.settings import Settings

if TYPE_CHECKING:
    from ptx_lsp.analysis.host import Snapshot


def validate(snapshot: Snapshot, stats: Stats | None = None, previous: Validation | None = None,
             changes: Changes | None = None, state: Validation | None = None,
             progress: Callable[[int, int], None] | None = None, stop: int | None = None) -> list[Issue]:
    """Every issue of the snapshot (syntax, symbols, types, modifiers, version/target, hints);
    `previous`/`changes`/`state`/`progress`/`stop` as in `validate_tree`."""
    return validate_parts(snapshot, stats, previous, changes, state, progress, stop).issues()


def validate_parts(snapshot: Snapshot, stats: Stats | None = None, previous: Validation | None = None,
                   changes: Changes | None = None, state: Validation | None = None,
                   progress: Callable[[int, int], None] | None = None, stop: int | None = None) -> IssueParts:
    """`validate`'s issues function by function (`IssueParts`: what publishing reads)."""
    source = snapshot.source
    try:
        return diagnostics.validate_parts(source, source_bytes(source), snapshot.settings, stats=stats,
                                          previous=previous, changes=changes, state=state, progress=progress,
                                          stop=stop)
    except Exception:  # noqa: BLE001 - diagnostics must never take the server down
        return IssueParts([])


# A top-level `}` alone on its line: where compilers end a function body.
_BODY_END = re.compile(rb"^\}[ \t\r]*(?:\n|\Z)", re.M)
# What text after the checked part can still change: a name no earlier declaration gives is
# undefined unless a broken statement anywhere names it (PTX201/203/204), or it is declared later
# (PTX206 then); an unused label is no hint when the file has debug sections (PTX604).
_LATER_TEXT_DECIDES = frozenset({"PTX201", "PTX203", "PTX204", "PTX604"})


def _closed_by_the_cut(source) -> bool:
    """Whether the part's last function lacks its `}` (the grammar closes open blocks at the end of the
    text with a `missing_brace`): the `}` line it ends at closed an inner block, not the function."""
    items = source.named_top_level()
    body = items[-1].child_by_field_name("body") if items and items[-1].type == "function_definition" else None
    return body is not None and body.child_count > 0 and body.children[-1].type == "missing_brace"


def top_issues(data: bytes, settings: Settings, top: int) -> tuple[int, list[Issue]] | None:
    """(end, issues) of the start of a big document, checked on a parse of that part alone:
    everything up to the first top-level `}` line at or after byte `top` (the end of the function
    that runs past it), for publishing before the whole text is parsed (issue 11).

    None when the part's issues might differ from those the whole file gives there: no such `}`,
    a parse error in the part or a last function that lacks its `}` (the cut is not where a function
    ends), or an issue whose verdict depends on later text (`_LATER_TEXT_DECIDES`). Otherwise they are
    the same: a function's checks read the module's facts (`.version`, `.target`, `.address_size`) and
    the declarations before it only, which is what the per-function cache keys on as well.
    """
    from ptx_lsp.analysis.host import Snapshot
    from ptx_lsp.syntax import SourceFile

    match = _BODY_END.search(data, top)
    if match is None:
        return None
    end = match.end()
    source = SourceFile.parse(data[:end])
    if source.has_error or _closed_by_the_cut(source):
        return None
    issues = validate(Snapshot("untitled:top.ptx", None, source, settings))
    if any(issue.code in _LATER_TEXT_DECIDES for issue in issues):
        return None
    return end, issues
