"""Selection ranges: from the name under the cursor outwards through the syntax tree.

**Pure function of the syntax tree; byte ranges innermost first, each containing the previous,
no two equal.**
**Linear in the depth, and bounded: the ancestors are found in one descent from the root
(`Node.parent` walks down from the root on every call, so climbing 100k nested braces that way
took minutes), and at most `MAX_RANGES` innermost ranges plus the whole file are returned (a
client nests them as `parent` links, which must stay shallow to serialise).**
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ptx_lsp.analysis.host import Snapshot


MAX_RANGES = 100


def _path(root, node) -> list:
    """The nodes from the root down to `node` (inclusive), found in one descent."""
    cursor = root.walk()
    start, end = node.start_byte, node.end_byte
    path = [cursor.node]
    while cursor.node != node:
        if cursor.goto_first_child_for_byte(start) is None:
            break
        while cursor.node.end_byte < end or cursor.node.start_byte > start:
            if cursor.node.start_byte > start or not cursor.goto_next_sibling():
                return path
        path.append(cursor.node)
    return path


def selection_ranges(snapshot: Snapshot, offset: int) -> list[tuple[int, int]]:
    """Nested byte ranges around offset, innermost first, ending with the whole file."""
    data = snapshot.data
    offset = min(max(offset, 0), len(data))
    source = snapshot.source
    node = source.descendant(offset, offset)
    if node is not None and not node.is_named and offset > 0:
        before = source.descendant(offset - 1, offset - 1)
        if before is not None and before.is_named and before.end_byte == offset:
            node = before  # a cursor right after a name selects the name
    ranges: list[tuple[int, int]] = []
    for current in reversed(_path(source.root_at(node.start_byte), node)) if node is not None else ():
        if current.is_named or not ranges:
            rng = (current.start_byte, current.end_byte)
            if not ranges or (rng != ranges[-1] and rng[0] <= ranges[-1][0] and rng[1] >= ranges[-1][1]):
                ranges.append(rng)
                if len(ranges) >= MAX_RANGES:
                    break
    whole = (0, len(data))
    if not ranges or ranges[-1] != whole:
        ranges.append(whole)
    return ranges
