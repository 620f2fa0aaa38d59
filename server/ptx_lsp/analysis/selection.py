"""Selection ranges: from the name under the cursor outwards through the syntax tree.

**Pure function of the syntax tree; byte ranges innermost first, each containing the previous,
no two equal.**
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ptx_lsp.analysis.host import Snapshot


def selection_ranges(snapshot: Snapshot, offset: int) -> list[tuple[int, int]]:
    """Nested byte ranges around offset, innermost first, ending with the whole file."""
    data = snapshot.data
    offset = min(max(offset, 0), len(data))
    root = snapshot.source.tree.root_node
    node = root.descendant_for_byte_range(offset, offset)
    if node is not None and not node.is_named and offset > 0:
        before = root.descendant_for_byte_range(offset - 1, offset - 1)
        if before is not None and before.is_named and before.end_byte == offset:
            node = before  # a cursor right after a name selects the name
    ranges: list[tuple[int, int]] = []
    while node is not None:
        if node.is_named or not ranges:
            rng = (node.start_byte, node.end_byte)
            if not ranges or (rng != ranges[-1] and rng[0] <= ranges[-1][0] and rng[1] >= ranges[-1][1]):
                ranges.append(rng)
        node = node.parent
    whole = (0, len(data))
    if not ranges or ranges[-1] != whole:
        ranges.append(whole)
    return ranges
