"""PTX syntax layer: immutable parsed source files, incremental re-parsing and compiled queries.

**A `SourceFile` never changes after it is built; `edit()` returns a new one (its tree is a copy).**
**Parsing never raises: binary junk, non-UTF-8 bytes and huge inputs all give a tree
(broken statements become ERROR/MISSING nodes).**
**Every position here is a byte offset or a (row, byte column) point, never an LSP position.**
**Two kinds of line: tree-sitter rows (`SourceFile.point_of`, counted at `\n` only, as tree-sitter
counts them for its edits) and text lines (`text_line_starts`: `\n`, `\r\n` and a lone `\r` each end
a line, as editors and the LSP specification count them; the one table positions are converted with).**
**No LSP imports: this layer is plain Python on top of py-tree-sitter.**

Public API::

    from ptx_lsp.syntax import SourceFile, language, query, captures, iter_errors

    sf = SourceFile.parse(b".version 9.0\\n...")   # full parse
    sf2 = sf.edit(start_byte, old_end_byte, b"new text")  # incremental
    sf2.changed_ranges     # ((start, end), ...) byte ranges that differ from sf's tree
    sf2.point_of(offset) -> (row, byte_column);  sf2.offset_of(row, byte_column) -> offset
    sf2.node_text(node) -> str;  sf2.node_at(offset) -> smallest named node there
    query("highlights")    # cached tree_sitter.Query (highlights/locals/folds/tags/indents)
    captures("locals", sf2.root) -> {capture name: [Node, ...]}

The node types and fields are documented in `tree-sitter-ptx/NODES.md`.
"""

from __future__ import annotations

import re
import threading
from array import array
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterator
from functools import cache

from tree_sitter import Language, Node, Parser, Point, Query, QueryCursor, Tree

import tree_sitter_ptx

__all__ = [
    "QUERY_NAMES",
    "LineStarts",
    "SourceFile",
    "captures",
    "iter_errors",
    "language",
    "merge_ranges",
    "query",
    "query_cursor",
    "text_line_starts",
    "text_line_starts_edited",
]

QUERY_NAMES = ("highlights", "locals", "folds", "tags", "indents")

_local = threading.local()


@cache
def language() -> Language:
    """The PTX tree-sitter language (one shared instance)."""
    return Language(tree_sitter_ptx.language())


def _parser() -> Parser:
    """A parser for the current thread; tree-sitter parsers must not be shared across threads."""
    parser = getattr(_local, "parser", None)
    if parser is None:
        parser = _local.parser = Parser(language())
    return parser


@cache
def query(name: str) -> Query:
    """The compiled query `queries/<name>.scm` of tree-sitter-ptx, compiled once per process."""
    return Query(language(), tree_sitter_ptx.query_text(name))


# Queries match nodes at most this deep below the node they run on. tree-sitter's query cursor is
# quadratic past about 65k levels (100k nested braces: over a minute per query); real PTX nests
# braces a handful of levels, so names deeper than this are simply not indexed.
MAX_QUERY_DEPTH = 512


def query_cursor(compiled: Query) -> QueryCursor:
    """A cursor for `compiled` that does not descend past MAX_QUERY_DEPTH (use it for every query)."""
    cursor = QueryCursor(compiled)
    cursor.set_max_start_depth(MAX_QUERY_DEPTH)
    return cursor


@cache
def pattern(source: str) -> Query:
    """A query compiled from its text (small patterns the analysis uses), once per process."""
    return Query(language(), source)


def captures(name: str, node: Node, byte_range: tuple[int, int] | None = None) -> dict[str, list[Node]]:
    """Run query `name` over `node` (optionally limited to a byte range): capture name -> nodes."""
    cursor = query_cursor(query(name))
    if byte_range is not None:
        cursor.set_byte_range(*byte_range)
    return cursor.captures(node)


def iter_errors(node: Node) -> Iterator[Node]:
    """Yield the ERROR and MISSING nodes under `node`, outermost first, in document order.

    Subtrees without errors are skipped, so this is cheap on a mostly valid file. The children of
    an ERROR node are not searched: one broken statement is reported once. A node whose error
    is hidden inside it (a MISSING token that is not a visible child) is yielded itself.
    """
    stack = [node]
    while stack:
        current = stack.pop()
        if current.is_error or current.is_missing:
            yield current
        elif current.has_error:
            children = [c for c in current.children if c.has_error or c.is_error or c.is_missing]
            if children:
                stack.extend(reversed(children))
            else:
                yield current


def declarators(declaration: Node) -> list[Node]:
    """The `declarator`s of a `variable_declaration` that declare something. A declarator that holds
    an ERROR or a missing part (`%r<` being typed) declares nothing, and neither do those on the lines
    after an ERROR of the declaration: recovery read them from the statements that follow
    (`.reg .b32 %r<` + a next line `add.s64 %rd9, ...` must not make `.b32` registers of `%rd9`; ptxas
    stops at `add`). Names after a typo on the declaration's own line (`%r1 %r2, %r3`) still count."""
    if not declaration.has_error:
        return [d for d in declaration.children_by_field_name("declarator") if not _unfinished(d)]
    out = []
    error_row = None
    for child in declaration.children:
        if child.is_error or child.is_missing:
            error_row = child.start_point[0] if error_row is None else error_row
        elif child.type == "declarator" and not child.has_error and not _unfinished(child):
            if error_row is None or child.start_point[0] <= error_row:
                out.append(child)
    return out


def _unfinished(declarator: Node) -> bool:
    """`%r<` / `%r<8` before the next statement: a zero-width `missing_count` / `missing_angle`."""
    name = declarator.child_by_field_name("name")
    return name is not None and name.type == "parameterized_name" and name.children[-1].type.startswith("missing_")


def _scan_line_starts(text: bytes) -> list[int]:
    starts = [0]
    find = text.find
    pos = find(b"\n")
    while pos != -1:
        starts.append(pos + 1)
        pos = find(b"\n", pos + 1)
    return starts


_LINE_BREAK = re.compile(rb"\r\n?|\n")


def text_line_starts(data: bytes) -> list[int]:
    """Offsets where text lines start: after each `\n`, `\r\n` or lone `\r` (and 0)."""
    if b"\r" not in data:
        return _scan_line_starts(data)
    return [0, *(m.end() for m in _LINE_BREAK.finditer(data))]


def text_line_starts_edited(starts: list[int], start: int, old_end: int, new_length: int, new_data: bytes) -> list[int]:
    """`text_line_starts(new_data)` after text[start:old_end] became `new_length` bytes, from the old table.

    Whether offset p starts a line depends on the bytes at p-1 and p (a `\r` followed by `\n` is
    not a break yet), so old starts before `start` stay, old starts after `old_end` shift, and only
    starts in [start, start + new_length] are found again, in a window of a few bytes around the
    new text.
    """
    end = start + new_length
    delta = new_length - (old_end - start)
    keep = max(bisect_left(starts, start), 1)  # offset 0 always starts a line
    after = bisect_right(starts, old_end)
    middle = [m.end() for m in _LINE_BREAK.finditer(new_data, max(start - 2, 0), min(end + 1, len(new_data)))
              if start <= m.end() <= end]
    tail = starts[after:]
    if delta:
        tail = [s + delta for s in tail]
    return starts[:keep] + middle + tail


class LineStarts:
    """`text_line_starts` of a document, kept in chunks so that an edit costs the chunks it touches
    plus one step per chunk (moving the later chunks' bases), not a pass over every line.

    **Immutable**: `edited` returns a new table sharing the untouched chunks. Chunks are 8-byte int
    arrays, not lists of ints (40 bytes a line: 21 MiB for a 20 MB file of 612k lines; issue 11). Reads: `len`,
    `table[line]` (the offset where a line starts), `line_of(offset)` (`bisect_right(starts,
    offset) - 1` of the flat list), iteration and `==` (against a table or a list).
    """

    __slots__ = ("_bases", "_chunks", "_firsts", "_lines")

    CHUNK = 512  # lines per chunk (an edit re-chunks one or two of them)

    def __init__(self, starts: list[int]) -> None:
        size = self.CHUNK
        self._chunks = [array("q", starts[i : i + size]) for i in range(0, len(starts), size)] or [array("q", [0])]
        self._bases = [0] * len(self._chunks)  # chunk entries are absolute until an edit moves a chunk
        self._firsts = [chunk[0] for chunk in self._chunks]  # absolute first start of each chunk
        self._lines = list(range(0, len(starts), size)) or [0]  # index of each chunk's first line

    def __len__(self) -> int:
        return self._lines[-1] + len(self._chunks[-1])

    def __getitem__(self, line: int) -> int:
        if line < 0:
            line += len(self)
        c = bisect_right(self._lines, line) - 1
        chunk = self._chunks[c]
        k = line - self._lines[c]
        if c < 0 or k >= len(chunk):
            raise IndexError(line)
        return self._bases[c] + chunk[k]

    def __iter__(self) -> Iterator[int]:
        for base, chunk in zip(self._bases, self._chunks, strict=True):
            yield from (map(base.__add__, chunk) if base else chunk)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (LineStarts, list)):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def line_of(self, offset: int) -> int:
        """The index of the line that contains `offset` (offsets past the end: the last line)."""
        c = bisect_right(self._firsts, offset) - 1
        if c < 0:
            return -1
        return self._lines[c] + bisect_right(self._chunks[c], offset - self._bases[c]) - 1

    def bounds(self, line: int) -> tuple[int, int]:
        """(start of `line`, start of the next line or -1 for the last line)."""
        c = bisect_right(self._lines, line) - 1
        chunk, base = self._chunks[c], self._bases[c]
        k = line - self._lines[c]
        if c < 0 or not 0 <= k < len(chunk):
            raise IndexError(line)
        return base + chunk[k], self._next(c, k)

    def locate(self, offset: int) -> tuple[int, int, int]:
        """(line of `offset` as `line_of`, its start, the next line's start or -1); offset >= 0."""
        c = bisect_right(self._firsts, offset) - 1
        chunk, base = self._chunks[c], self._bases[c]
        k = bisect_right(chunk, offset - base) - 1
        return self._lines[c] + k, base + chunk[k], self._next(c, k)

    def _next(self, c: int, k: int) -> int:
        chunk = self._chunks[c]
        if k + 1 < len(chunk):
            return self._bases[c] + chunk[k + 1]
        return self._firsts[c + 1] if c + 1 < len(self._firsts) else -1

    def edited(self, start: int, old_end: int, new_length: int, new_data: bytes) -> LineStarts:
        """The table of `new_data`, which is this table's text with [start, old_end) replaced by
        `new_length` bytes (as `text_line_starts_edited`, on the chunks around the edit only)."""
        firsts = self._firsts
        first = max(bisect_right(firsts, start - 1) - 1, 0)  # the chunk holding the line before the edit
        last = max(bisect_right(firsts, old_end) - 1, first)  # ... and the one holding old_end
        flat: list[int] = []
        for c in range(first, last + 1):
            base = self._bases[c]
            flat.extend(map(base.__add__, self._chunks[c]) if base else self._chunks[c])
        # flat[0] lies before `start` (or is 0): text_line_starts_edited keeps it and what else lies
        # before the edit, finds the starts in the new text, and moves the rest of the window.
        edited = text_line_starts_edited(flat, start, old_end, new_length, new_data)
        delta = new_length - (old_end - start)
        size = self.CHUNK
        pieces = [array("q", edited[i : i + size]) for i in range(0, len(edited), size)]
        table = object.__new__(LineStarts)
        count = self._lines[first]
        lines = self._lines[: first]
        for piece in pieces:
            lines.append(count)
            count += len(piece)
        moved = count - (self._lines[last] + len(self._chunks[last]))  # lines added (or removed)
        table._chunks = self._chunks[:first] + pieces + self._chunks[last + 1 :]
        table._bases = self._bases[:first] + [0] * len(pieces) + [b + delta for b in self._bases[last + 1 :]]
        table._firsts = firsts[:first] + [piece[0] for piece in pieces] + [f + delta for f in firsts[last + 1 :]]
        table._lines = lines + [n + moved for n in self._lines[last + 1 :]]
        return table


def _parse(text: bytes, old_tree: Tree | None = None) -> Tree:
    """Parse `text` (incrementally when `old_tree` is given); never raises, never returns None."""
    parser = _parser()
    attempts = (
        ((text, old_tree), (text, None), (b"", None)) if old_tree is not None else ((text, None), (b"", None))
    )
    for source, previous in attempts:
        try:
            tree = parser.parse(source, previous) if previous is not None else parser.parse(source)
        except Exception:  # parsing must never take the caller down; retry from scratch
            tree = None
        if tree is not None:
            return tree
        parser.reset()
    raise RuntimeError("tree-sitter could not parse even an empty document")


class SourceFile:
    """One immutable version of a PTX document: its bytes, syntax tree and line index.

    Immutable so that readers on other threads never see a half-applied edit; `edit()` builds
    the next version from a copy of this tree, leaving this one untouched.
    """

    __slots__ = ("_line_starts", "changed_ranges", "text", "tree")

    text: bytes
    tree: Tree
    changed_ranges: tuple[tuple[int, int], ...]

    def __init__(
        self,
        text: bytes,
        tree: Tree,
        changed_ranges: tuple[tuple[int, int], ...] = (),
        line_starts: list[int] | Callable[[], list[int]] | None = None,
    ) -> None:
        object.__setattr__(self, "text", text)
        object.__setattr__(self, "tree", tree)
        object.__setattr__(self, "changed_ranges", changed_ranges)
        object.__setattr__(self, "_line_starts", line_starts)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"SourceFile is immutable (cannot set {name!r})")

    def __repr__(self) -> str:
        return f"SourceFile({len(self.text)} bytes, {self.root.child_count} top-level nodes)"

    @classmethod
    def parse(cls, data: bytes | bytearray | memoryview | str) -> SourceFile:
        """Parse a whole document; never raises (a `str` is encoded as UTF-8)."""
        text = data.encode("utf-8", "surrogatepass") if isinstance(data, str) else bytes(data)
        tree = _parse(text)
        return cls(text, tree, ((0, len(text)),) if text else ())

    @property
    def root(self) -> Node:
        """The `source_file` node."""
        return self.tree.root_node

    @property
    def line_starts(self) -> list[int]:
        """Byte offset of the start of every line (computed on first use; do not mutate)."""
        starts = self._line_starts
        if not isinstance(starts, list):
            starts = starts() if callable(starts) else _scan_line_starts(self.text)
            object.__setattr__(self, "_line_starts", starts)
        return starts

    def point_of(self, offset: int) -> tuple[int, int]:
        """(row, byte column) of a byte offset, clamped to the document."""
        offset = min(max(offset, 0), len(self.text))
        starts = self._line_starts
        if isinstance(starts, list):
            row = bisect_right(starts, offset) - 1
            return row, offset - starts[row]
        # No index yet: two C-speed scans are cheaper than building one (keeps edit() fast).
        return self.text.count(b"\n", 0, offset), offset - (self.text.rfind(b"\n", 0, offset) + 1)

    def offset_of(self, row: int, byte_column: int) -> int:
        """Byte offset of (row, byte column), clamped to the line and the document."""
        starts = self.line_starts
        if row < 0:
            return 0
        if row >= len(starts):
            return len(self.text)
        line_end = starts[row + 1] - 1 if row + 1 < len(starts) else len(self.text)
        return starts[row] + min(max(byte_column, 0), line_end - starts[row])

    def node_text(self, node: Node) -> str:
        """The text a node covers, decoded as UTF-8 (bad bytes become U+FFFD)."""
        return self.text[node.start_byte : node.end_byte].decode("utf-8", "replace")

    def node_at(self, offset: int) -> Node:
        """The smallest named node that contains the byte offset (the root if none does)."""
        offset = min(max(offset, 0), len(self.text))
        node = self.root.named_descendant_for_byte_range(offset, offset)
        return node if node is not None else self.root

    def edit(self, start_byte: int, old_end_byte: int, new_bytes: bytes | str) -> SourceFile:
        """Replace text[start_byte:old_end_byte] by `new_bytes` and re-parse incrementally.

        The result's `changed_ranges` are the byte ranges (in the new text) whose syntax may
        differ from this version: tree-sitter's changed ranges plus the edited span itself.
        Offsets are clamped to the document, so a stale edit cannot raise.
        """
        if isinstance(new_bytes, str):
            new_bytes = new_bytes.encode("utf-8", "surrogatepass")
        size = len(self.text)
        start_byte = min(max(start_byte, 0), size)
        old_end_byte = min(max(old_end_byte, start_byte), size)
        # one allocation of the new text (slices and `+` made three more of up to its size: on a 20 MB
        # document 40-60 MB of short-lived copies per keystroke, which glibc keeps as heap; issue 11)
        whole = memoryview(self.text)
        new_text = b"".join((whole[:start_byte], new_bytes, whole[old_end_byte:]))
        whole.release()
        new_end_byte = start_byte + len(new_bytes)

        start_point = self.point_of(start_byte)
        old_end_point = _advance(start_point, self.text, start_byte, old_end_byte)
        new_end_point = _advance(start_point, new_bytes, 0, len(new_bytes))

        old_tree = self.tree.copy()
        old_tree.edit(
            start_byte=start_byte,
            old_end_byte=old_end_byte,
            new_end_byte=new_end_byte,
            start_point=Point(*start_point),
            old_end_point=Point(*old_end_point),
            new_end_point=Point(*new_end_point),
        )
        _invalidate_errors(self.tree, old_tree, start_byte, old_end_byte, new_end_byte, old_end_point, new_end_point)
        new_tree = _parse(new_text, old_tree)
        try:
            ranges = [(r.start_byte, r.end_byte) for r in old_tree.changed_ranges(new_tree)]
        except Exception:  # only after the full-parse fallback: report everything as changed
            ranges = [(0, len(new_text))]
        ranges.append((start_byte, new_end_byte))
        line_starts = None
        previous = self._line_starts
        if isinstance(previous, list):  # derive the new index lazily from this one

            def line_starts() -> list[int]:
                return _shift_line_starts(previous, start_byte, old_end_byte, new_bytes)

        return SourceFile(new_text, new_tree, merge_ranges(ranges), line_starts)


def _all_errors(node: Node) -> Iterator[Node]:
    """Every ERROR and MISSING node under `node`, nested ones too (error-free subtrees are skipped)."""
    stack = [node]
    while stack:
        current = stack.pop()
        if current.is_error or current.is_missing:
            yield current
        stack.extend(c for c in current.children if c.has_error or c.is_missing)


def _errors_near(root: Node, start_byte: int, old_end_byte: int) -> Iterator[Node]:
    """The errors (nested ones too) in the top-level items around [start_byte, old_end_byte].

    That is the item(s) the edit touches and one neighbour on each side: the parse re-synchronises
    with the old tree at the next top-level item at the latest, so errors further away are reused
    in the same context as before.
    """
    last = root.child(root.child_count - 1) if root.child_count else None
    if last is None:
        return
    at = max(start_byte - 1, 0)
    # (first_child_for_byte crashes py-tree-sitter 0.26 when no child ends after the byte)
    first = root.first_child_for_byte(at) if at < last.end_byte else last
    if first is None:
        first = last
    node = first.prev_sibling or first
    while node is not None and node.start_byte <= old_end_byte + 1:
        if node.has_error or node.is_missing:
            yield from _all_errors(node)
        node = node.next_sibling
    if node is not None and (node.has_error or node.is_missing):
        yield from _all_errors(node)


def _invalidate_errors(
    tree: Tree,
    edited: Tree,
    start_byte: int,
    old_end_byte: int,
    new_end_byte: int,
    old_end_point: tuple[int, int],
    new_end_point: tuple[int, int],
) -> None:
    """Mark every subtree of `edited` that holds a syntax error as changed, so the reparse redoes it.

    tree-sitter reuses an unchanged subtree that *contains* an ERROR or MISSING node (it refuses only
    the error node itself), but how it recovered from that error depended on what came before it in the
    old text, so after an edit nearby the reused recovery can differ from what a fresh parse of the same
    text finds (1 random edit sequence in 300 gave a different tree). A zero-width edit at each error
    (in `edited`'s coordinates, after the real edit) marks its ancestors as changed: they are re-parsed,
    while error-free statements are still reused. Costs one re-parse of each broken statement.
    """
    root = tree.root_node
    if not root.has_error:
        return
    delta = new_end_byte - old_end_byte
    for node in _errors_near(root, start_byte, old_end_byte):
        for byte, point in ((node.start_byte, node.start_point), (node.end_byte, node.end_point)):
            if start_byte <= byte <= old_end_byte:
                continue  # inside the edit: already changed
            if byte > old_end_byte:
                row, column = point
                if row == old_end_point[0]:
                    column += new_end_point[1] - old_end_point[1]
                point = (row + new_end_point[0] - old_end_point[0], column)
                byte += delta
            at = Point(*point)
            edited.edit(start_byte=byte, old_end_byte=byte, new_end_byte=byte,
                        start_point=at, old_end_point=at, new_end_point=at)


def _advance(point: tuple[int, int], text: bytes, start: int, end: int) -> tuple[int, int]:
    """The point reached from `point` (at byte `start` of `text`) after reading text[start:end]."""
    lines = text.count(b"\n", start, end)
    if not lines:
        return point[0], point[1] + (end - start)
    return point[0] + lines, end - (text.rfind(b"\n", start, end) + 1)


def _shift_line_starts(starts: list[int], start_byte: int, old_end_byte: int, new_bytes: bytes) -> list[int]:
    """The line index after replacing [start_byte, old_end_byte) by new_bytes."""
    first = bisect_right(starts, start_byte)  # lines starting at or before the edit are kept
    after = bisect_right(starts, old_end_byte)  # lines starting after the replaced span move
    delta = len(new_bytes) - (old_end_byte - start_byte)
    inserted = [start_byte + s for s in _scan_line_starts(new_bytes)[1:]]
    tail = starts[after:]
    if delta:
        tail = list(map(delta.__add__, tail))
    return starts[:first] + inserted + tail


def merge_ranges(ranges: list[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    """Sort byte ranges and merge the ones that overlap or touch."""
    merged: list[list[int]] = []
    for start, end in sorted(ranges):
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    return tuple((start, end) for start, end in merged)
