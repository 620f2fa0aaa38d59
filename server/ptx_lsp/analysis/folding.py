"""Folding ranges: functions and blocks, parameter lists, `.section` data, initializers, comment runs.

**Pure function of the syntax tree; byte offsets. A block fold ends before its closing brace so
the brace stays visible; the LSP layer drops folds that do not span two lines.**
**Big ERROR regions of binary junk (`semantic_tokens.is_junk`) are skipped, never searched.**
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from tree_sitter import Query

from ptx_lsp.analysis.results import Fold
from ptx_lsp.analysis.semantic_tokens import is_junk
from ptx_lsp.syntax import query_cursor

if TYPE_CHECKING:
    from ptx_lsp.analysis.host import Snapshot


def _spans_lines(data: bytes, start: int, end: int) -> bool:
    """Whether data[start:end] holds a line break (`\n`, or a lone `\r` in old Mac files)."""
    return data.find(b"\n", start, end) != -1 or data.find(b"\r", start, end) != -1


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


def _regions_and_comments(root, data: bytes, lo: int, hi: int) -> list[Fold]:
    """Folds of the nodes inside lo..hi (blocks, lists, sections; comment runs among them)."""
    cursor = query_cursor(_query())
    cursor.set_byte_range(lo, hi)
    captures = cursor.captures(root)
    folds: list[Fold] = []
    for node in captures.get("region", ()):
        start, end = node.start_byte, node.end_byte
        if start < lo or end > hi:
            continue
        if data[end - 1 : end] in (b"}", b")"):
            closing_line = data.rfind(b"\n", start, end - 1)
            if closing_line > start and not data[closing_line + 1 : end - 1].strip():
                end = closing_line  # keep the line with the closing brace visible
        if _spans_lines(data, start, end):
            folds.append(Fold(start, end, "region"))
    comments = [n for n in captures.get("comment", ()) if lo <= n.start_byte and n.end_byte <= hi]
    folds.extend(_comment_runs(data, comments))
    return folds


def _comment_runs(data: bytes, comments: list) -> list[Fold]:
    """Multi-line block comments, and runs of line comments on consecutive lines of their own."""
    folds: list[Fold] = []
    run_start = run_end = -1
    for node in sorted(comments, key=lambda n: n.start_byte):
        start, end = node.start_byte, node.end_byte
        if _spans_lines(data, start, end):  # a multi-line block comment folds on its own
            folds.append(Fold(start, end, "comment"))
            continue
        line_start = data.rfind(b"\n", 0, start) + 1
        own_line = not data[line_start:start].strip()
        if run_end >= 0 and own_line and data[run_end:start].count(b"\n") == 1 and not data[run_end:start].strip():
            run_end = end
            continue
        if run_end >= 0 and _spans_lines(data, run_start, run_end):
            folds.append(Fold(run_start, run_end, "comment"))
        run_start, run_end = (start, end) if own_line else (-1, -1)
    if run_end >= 0 and _spans_lines(data, run_start, run_end):
        folds.append(Fold(run_start, run_end, "comment"))
    return folds


def folding_ranges(snapshot: Snapshot) -> list[Fold]:
    """Foldable ranges of the snapshot, sorted by start.

    Computed per top-level item and memoized with the item's text (functions on their raw index,
    other items in the index memo), so after an edit only the edited item is searched again.
    """
    data = snapshot.data
    source = snapshot.source
    index = snapshot.index
    functions = {fn.base: fn for fn in index.functions}
    folds: list[Fold] = []
    top_comments = []
    items: set[bytes] = set()
    for node in source.named_top_level():
        if node.type == "comment":
            top_comments.append(node)
            continue
        base, stop = node.start_byte, node.end_byte
        if node.type == "ERROR" and base not in functions and is_junk(data, base, stop):
            continue  # binary junk: nothing worth folding, and seconds of querying
        at_line_start = base == 0 or data[base - 1 : base] == b"\n"
        fn = functions.get(base) if node.type == "function_definition" else None
        memo = None
        if fn is not None:
            memo = fn.raw.memo
        elif at_line_start:
            text = data[base:stop]
            memo = index.item_memo(text)
            items.add(text)
        relative = memo.get("folds") if memo is not None and at_line_start else None
        if relative is None:
            found = _regions_and_comments(source.root_at(base), data, base, stop)
            relative = [(f.start - base, f.end - base, f.kind) for f in found]
            if memo is not None and at_line_start:
                memo["folds"] = relative
        folds.extend(Fold(s + base, e + base, kind) for s, e, kind in relative)  # type: ignore[union-attr]
    folds.extend(_comment_runs(data, top_comments))
    folds.sort(key=lambda f: (f.start, -f.end))
    index.memo.retain(items)  # (every item of this version was asked for: the memos of the others are garbage)
    return folds
