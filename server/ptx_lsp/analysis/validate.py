"""Diagnostics of a snapshot (first version: syntax errors only).

**`validate(snapshot)` never raises and returns issues in source order, byte ranges only.**
**One issue per broken statement: an ERROR node is reported once, not once per nested ERROR.**

Minimal first version written by the server-core engineer so that diagnostics flow end to end;
the validator engineer takes this module over (issue 6) and extends it with symbol, type,
modifier and version checks. Codes: PTX100 (unexpected text: an ERROR node), PTX101 (a missing
token the parser inserted: a MISSING node).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ptx_lsp.analysis.results import Issue

if TYPE_CHECKING:
    from ptx_lsp.analysis.host import Snapshot

MAX_SYNTAX_ISSUES = 200  # a binary file would otherwise produce one issue per junk run


def validate(snapshot: Snapshot) -> list[Issue]:
    """Syntax issues (PTX100/PTX101) of the snapshot."""
    return syntax_issues(snapshot)


def syntax_issues(snapshot: Snapshot) -> list[Issue]:
    """One issue per ERROR node (outermost only) and per MISSING node."""
    source = snapshot.source
    root = source.tree.root_node
    if not root.has_error:
        return []
    data = source.text
    issues: list[Issue] = []
    cursor = root.walk()
    while len(issues) < MAX_SYNTAX_ISSUES:
        node = cursor.node
        descend = True
        if node.is_missing:
            what = node.type if node.is_named else f"`{node.type}`"
            pos = node.start_byte
            issues.append(Issue(pos, pos, "error", "PTX101", f"expected {what} here; insert it"))
            descend = False
        elif node.type == "ERROR":
            start, end = node.start_byte, node.end_byte
            line_end = data.find(b"\n", start)
            if line_end != -1 and end > line_end and line_end > start:
                end = line_end  # keep the squiggle on the first line of a long ERROR
            snippet = data[start:min(end, start + 40)].decode("utf-8", "replace").strip()
            text = f"`{snippet}`" if snippet else "this text"
            issues.append(
                Issue(start, end, "error", "PTX100", f"syntax error: {text} is not a valid PTX statement; fix or remove it")
            )
            descend = False
        elif not node.has_error:
            descend = False
        if descend and cursor.goto_first_child():
            continue
        while not cursor.goto_next_sibling():
            if not cursor.goto_parent():
                return issues
    return issues
