"""Folding ranges: functions and blocks, parameter lists, `.section` data, initializers, comment runs.

**Pure function of the syntax tree; byte offsets. A block fold ends before its closing brace so
the brace stays visible; the LSP layer drops folds that do not span two lines.**
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from tree_sitter import Query, QueryCursor

from ptx_lsp.analysis.results import Fold

if TYPE_CHECKING:
    from ptx_lsp.analysis.host import Snapshot


@cache
def _query() -> Query:
    from ptx_lsp.syntax import language

    return Query(
        language(),
        """
        (block) @region
        (section_directive) @region
        (parameter_list) @region
        (initializer_list) @region
        (comment) @comment
        """,
    )


def folding_ranges(snapshot: Snapshot) -> list[Fold]:
    """Foldable ranges of the snapshot, sorted by start."""
    data = snapshot.data
    captures = QueryCursor(_query()).captures(snapshot.source.tree.root_node)
    folds: list[Fold] = []
    for node in captures.get("region", ()):
        start, end = node.start_byte, node.end_byte
        if data[end - 1 : end] in (b"}", b")"):
            closing_line = data.rfind(b"\n", start, end - 1)
            if closing_line > start and not data[closing_line + 1 : end - 1].strip():
                end = closing_line  # keep the line with the closing brace visible
        if data.find(b"\n", start, end) != -1:
            folds.append(Fold(start, end, "region"))
    comments = sorted(captures.get("comment", ()), key=lambda n: n.start_byte)
    run_start = run_end = -1
    for node in comments:
        start, end = node.start_byte, node.end_byte
        if data.find(b"\n", start, end) != -1:  # a multi-line block comment folds on its own
            folds.append(Fold(start, end, "comment"))
            continue
        line_start = data.rfind(b"\n", 0, start) + 1
        own_line = not data[line_start:start].strip()
        if run_end >= 0 and own_line and data[run_end:start].count(b"\n") == 1 and not data[run_end:start].strip():
            run_end = end
            continue
        if run_end >= 0 and data.find(b"\n", run_start, run_end) != -1:
            folds.append(Fold(run_start, run_end, "comment"))
        run_start, run_end = (start, end) if own_line else (-1, -1)
    if run_end >= 0 and data.find(b"\n", run_start, run_end) != -1:
        folds.append(Fold(run_start, run_end, "comment"))
    folds.sort(key=lambda f: (f.start, -f.end))
    return folds
