"""PTX syntax layer: immutable parsed source files, incremental re-parsing and compiled queries.

**A `SourceFile` never changes after it is built; `edit()` returns a new one (its trees are copies).**
**One tree per chunk (see `chunk_starts`), over the whole text: node offsets and points are the
document's. The parse is a function of the text alone: an edited SourceFile equals a fresh parse.**
**Trees keep no text: read a node's text with `SourceFile.node_text` (or `text[start:end]`), never
`Node.text`.**
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
    sf2.top_level() / sf2.named_top_level()   # the document's top-level nodes, chunk after chunk
    sf2.root_at(offset)    # the `source_file` node of the chunk holding offset (`roots()`: all)
    sf2.descendant(start, end) / sf2.has_error / sf2.errors()
    query("highlights")    # cached tree_sitter.Query (highlights/locals/folds/tags/indents)
    sf2.captures("locals") -> {capture name: [Node, ...]}   (`captures(name, node)` under one node)
    parse_tree(data)       # one unchunked tree (the text of one item alone; grammar tests)

The node types and fields are documented in `tree-sitter-ptx/NODES.md`.
"""

from __future__ import annotations

import re
import sys
import threading
from array import array
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterator
from functools import cache

_BINDING_FRESH = "tree_sitter._binding" not in sys.modules  # (nothing allocated through it yet)

from tree_sitter import Language, Node, Parser, Point, Query, QueryCursor, Range, Tree  # noqa: E402

import tree_sitter_ptx  # noqa: E402
from ptx_lsp.syntax import ts_allocator  # noqa: E402

ts_allocator.use_glibc(_BINDING_FRESH)

__all__ = [
    "QUERY_NAMES",
    "LineStarts",
    "SourceFile",
    "captures",
    "iter_errors",
    "language",
    "merge_ranges",
    "parse_tree",
    "query",
    "query_cursor",
    "text_line_starts",
    "text_line_starts_edited",
]

QUERY_NAMES = ("highlights", "locals", "folds", "tags", "indents")

# Each thread's parsers by (thread, purpose): tree-sitter parsers must not be shared across threads.
# Kept here, not in a thread-local, so that `forget_parsers` can drop them all: a parser keeps pools
# of the tree nodes and stack entries it freed, allocated (by glibc, `ts_allocator`, else Python) while a
# document was edited, that would pin the allocator's arenas after the last document closes.
_PARSERS: dict[tuple[int, str], Parser] = {}


def thread_parser(purpose: str, lang: Language) -> Parser:
    """This thread's parser for `purpose` (made on first use, and again after `forget_parsers`)."""
    key = (threading.get_ident(), purpose)
    parser = _PARSERS.get(key)
    if parser is None:
        parser = _PARSERS[key] = Parser(lang)
    return parser


def forget_parsers() -> None:
    """Drop every thread's parsers, with the node pools they keep (when no document is open, issue 16).
    A parse running meanwhile keeps its parser to its end."""
    _PARSERS.clear()


@cache
def language() -> Language:
    """The PTX tree-sitter language (one shared instance)."""
    return Language(tree_sitter_ptx.language())


def _parser() -> Parser:
    """A parser for the current thread (whole documents)."""
    return thread_parser("whole", language())


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


# Chunks: the document is parsed as one tree per group of top-level items ("chunk"). A chunk starts
# at an item whose line begins (column 0) with `.visible`, `.weak`, `.entry` or `.func` and that
# has a `{` before any `;`: a function definition, or a `.visible`/`.weak` variable with an
# initializer, both module-scope only (ptxas 13.0: "Parsing error" on one inside a body), so on
# valid PTX the chunks' trees hold exactly the top-level items one whole parse finds. A declaration
# (`;` first) starts no chunk: `.func g();`, `.visible .func g();` are legal inside a body (ptxas
# 13.0 accepts them there). Inside a block comment or an `.source_begin …
# .source_end` text no chunk starts, nor where the line before ends with a linkage directive
# (`.extern` / `.visible` / `.weak` / `.common` then `.func` on the next line is one item). An error
# stays inside its chunk: a stray `{` no longer swallows the functions after it, and a keystroke
# reparses only its chunk (tree-sitter re-recovers every ERROR of a tree on every reparse: one tree
# per chunk bounds that cost to the edited chunk; issue 16).
_CHUNK_START = re.compile(rb"\n\.(?:visible|weak|entry|func)\b")  # (`\n`, not `^`: 20x faster)
_MULTILINE_TOKEN = re.compile(rb'//[^\n]*|"(?:[^"\\\r\n]|\\.)*"|/\*|\.source_begin')
_LINKAGE_AT_END = re.compile(rb"(?:^|[^\w$.])\.(?:extern|visible|weak|common)\Z")
_HEADER_TOKEN = re.compile(rb'//[^\n]*|"(?:[^"\\\r\n]|\\.)*"|/\*|[;{]')
_LOOKBACK_LINES = 32


def _covering_end(text: bytes, start: int, stop: int) -> int:
    """-1 when no block comment or intermediate source text that starts in text[start:stop] (start
    being outside any) reaches `stop`; otherwise where the one that does ends (len(text) + 1: never)."""
    if text.find(b"/*", start, stop) < 0 and text.find(b".source_begin", start, stop) < 0:
        return -1  # (the common case: C-speed scans only)
    pos = start
    while True:
        m = _MULTILINE_TOKEN.search(text, pos, stop)
        if m is None:
            return -1
        token = m.group()
        if token == b"/*":
            close = text.find(b"*/", m.end())
            end = close + 2 if close >= 0 else len(text) + 1
        elif token == b".source_begin":
            close = text.find(b".source_end", m.end())
            end = close + len(b".source_end") if close >= 0 else len(text) + 1
        else:  # a `//` comment or a string: skipped, so a `/*` inside it opens nothing
            pos = m.end()
            continue
        if end > stop:
            return end
        pos = end


def _continues_item(text: bytes, at: int) -> bool:
    """Whether the text before the line at `at` leaves an item open: its last non-blank line (comment
    lines skipped) ends with a linkage directive. A line with a comment after code, or more than
    _LOOKBACK_LINES comment lines, counts as open (no chunk starts there: always safe)."""
    end = at
    for _ in range(_LOOKBACK_LINES):
        if end <= 0:
            return False
        line_start = text.rfind(b"\n", 0, end - 1) + 1
        line = text[line_start:end].strip()
        end = line_start
        if not line or line.startswith(b"//"):
            continue
        if b"//" in line or b"/*" in line or b"*/" in line:
            return True
        return _LINKAGE_AT_END.search(line) is not None
    return True


def _body_brace(text: bytes, at: int) -> int:
    """Where the `{` of the item that starts at `at` is, when one comes before any `;` (a definition);
    -1 for a declaration (or neither)."""
    pos = at
    while True:
        m = _HEADER_TOKEN.search(text, pos)
        if m is None:
            return -1
        token = m.group()
        if token == b"{":
            return m.start()
        if token == b";":
            return -1
        if token == b"/*":
            close = text.find(b"*/", m.end())
            if close < 0:
                return -1
            pos = close + 2
        else:
            pos = m.end()


def _next_chunk_start(text: bytes, after: int) -> int:
    """The first chunk start past `after` (a chunk start or 0: outside comments), or -1."""
    scan, search_from = after, after + 1  # scan: a place outside any comment
    search = _CHUNK_START.search
    while True:
        m = search(text, search_from - 1)
        if m is None:
            return -1
        candidate = m.start() + 1
        end = _covering_end(text, scan, candidate)
        if end < 0:
            if not _continues_item(text, candidate) and _body_brace(text, candidate) >= 0:
                return candidate
            scan, search_from = candidate, candidate + 1
        elif end > len(text):
            return -1
        else:  # inside a comment: go on from where it ends
            scan = search_from = end


def chunk_starts(text: bytes) -> list[int]:
    """The offsets where the chunks of `text` start (0 first)."""
    starts = [0]
    at = _next_chunk_start(text, 0)
    while at >= 0:
        starts.append(at)
        at = _next_chunk_start(text, at)
    return starts


def _chunk_parser() -> Parser:
    return thread_parser("chunk", language())


_FAR = Point(1 << 30, 0)  # a point past every document's end


def _parse_chunk(text: bytes, start: int, end: int, start_row: int, end_point: tuple[int, int],
                 old_tree: Tree | None = None) -> Tree:
    """Parse text[start:end] (a chunk: `start` at column 0 of row `start_row`) in document coordinates,
    incrementally when `old_tree` is given; never raises.

    The tree keeps no reference to `text`: py-tree-sitter's trees hold the bytes they were parsed
    from (for `Node.text`), and each chunk's tree comes from another version, so a document's
    chunks would keep up to one whole old text each alive. A zero-width edit past the end (no node
    is there: nothing is marked changed) lets go of it; read a node's text from `SourceFile.text`.
    """
    tree = _parse_chunk_text(text, start, end, start_row, end_point, old_tree)
    far = len(text) + 1
    tree.edit(start_byte=far, old_end_byte=far, new_end_byte=far, start_point=_FAR, old_end_point=_FAR,
              new_end_point=_FAR)
    return tree


def _parse_chunk_text(text: bytes, start: int, end: int, start_row: int, end_point: tuple[int, int],
                      old_tree: Tree | None) -> Tree:
    if start == 0 and end == len(text):
        return _parse(text, old_tree)
    parser = _chunk_parser()
    parser.included_ranges = [Range(Point(start_row, 0), Point(*end_point), start, end)]
    tree = _first_parse(parser, ((text, old_tree), (text, None)) if old_tree is not None else ((text, None),))
    return tree if tree is not None else _parse(b"")


def _parse(text: bytes, old_tree: Tree | None = None) -> Tree:
    """Parse `text` (incrementally when `old_tree` is given); never raises, never returns None."""
    attempts = (
        ((text, old_tree), (text, None), (b"", None)) if old_tree is not None else ((text, None), (b"", None))
    )
    tree = _first_parse(_parser(), attempts)
    if tree is None:
        raise RuntimeError("tree-sitter could not parse even an empty document")
    return tree


def _first_parse(parser: Parser, attempts: tuple[tuple[bytes, Tree | None], ...]) -> Tree | None:
    """The first tree `parser` makes of (text, old tree) `attempts`, resetting it after each failure."""
    for source, previous in attempts:
        try:
            tree = parser.parse(source, previous) if previous is not None else parser.parse(source)
        except Exception:  # parsing must never take the caller down; retry from scratch
            tree = None
        if tree is not None:
            return tree
        parser.reset()
    return None


def parse_tree(data: bytes) -> Tree:
    """One tree for the whole of `data`, unchunked: for the text of one top-level item alone (a
    function cut out of its document), which is one chunk anyway."""
    return _parse(bytes(data))


def _end_point(text: bytes, rows: int) -> tuple[int, int]:
    return rows, len(text) - (text.rfind(b"\n") + 1)


def _moved(tree: Tree, old_start: int, old_row: int, start: int, row: int) -> Tree:
    """A copy of a chunk's tree moved from old_start (row old_row, column 0) to start (row `row`): the
    text before the chunk changed length, its own did not."""
    moved = tree.copy()
    moved.edit(start_byte=0, old_end_byte=old_start, new_end_byte=start, start_point=Point(0, 0),
               old_end_point=Point(old_row, 0), new_end_point=Point(row, 0))
    return moved


class SourceFile:
    """One immutable version of a PTX document: its bytes, its syntax trees (one per chunk, see
    `chunk_starts`) and its line index.

    Immutable so that readers on other threads never see a half-applied edit; `edit()` builds the
    next version from copies of these trees, leaving this one untouched. Every node's offsets and
    points are the document's (each chunk is parsed over the whole text, limited to its range).
    The parse is a function of the text alone: an incremental edit gives the same chunks and trees
    as a fresh parse of the new text.

    Reading: `roots()` (each chunk's `source_file` node), `top_level()` (the top-level nodes of the
    document, chunk after chunk), `root_at(offset)`, `node_at(offset)`, `descendant(start, end)`,
    `captures(name)`, `errors()`, `has_error`.
    """

    __slots__ = ("_line_starts", "_lock", "_named", "_rows", "_starts", "_top", "_trees", "changed_ranges", "text")

    text: bytes
    changed_ranges: tuple[tuple[int, int], ...]

    def __init__(
        self,
        text: bytes,
        starts: list[int],
        rows: list[int],
        trees: list,
        changed_ranges: tuple[tuple[int, int], ...] = (),
        line_starts: list[int] | Callable[[], list[int]] | None = None,
    ) -> None:
        object.__setattr__(self, "text", text)
        object.__setattr__(self, "_starts", starts)  # where each chunk starts (0 first)
        object.__setattr__(self, "_rows", rows)  # each chunk's first row
        # each chunk's tree, or (tree, its start, its row) of a tree still to be moved to this version's place
        object.__setattr__(self, "_trees", trees)
        object.__setattr__(self, "_lock", threading.Lock())
        object.__setattr__(self, "_top", None)
        object.__setattr__(self, "_named", None)
        object.__setattr__(self, "changed_ranges", changed_ranges)
        object.__setattr__(self, "_line_starts", line_starts)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"SourceFile is immutable (cannot set {name!r})")

    def __repr__(self) -> str:
        return f"SourceFile({len(self.text)} bytes, {len(self._starts)} chunks)"

    @classmethod
    def parse(cls, data: bytes | bytearray | memoryview | str) -> SourceFile:
        """Parse a whole document; never raises (a `str` is encoded as UTF-8)."""
        text = data.encode("utf-8", "surrogatepass") if isinstance(data, str) else bytes(data)
        starts = chunk_starts(text)
        rows = [0]
        for k in range(1, len(starts)):
            rows.append(rows[-1] + text.count(b"\n", starts[k - 1], starts[k]))
        end_point = _end_point(text, rows[-1] + text.count(b"\n", starts[-1]))
        trees = []
        for k, start in enumerate(starts):
            if k + 1 < len(starts):
                end, point = starts[k + 1], (rows[k + 1], 0)
            else:
                end, point = len(text), end_point
            trees.append(_parse_chunk(text, start, end, rows[k], point))
        return cls(text, starts, rows, trees, ((0, len(text)),) if text else ())

    # -- reading the trees --------------------------------------------------------------------

    def _tree(self, k: int) -> Tree:
        tree = self._trees[k]
        if isinstance(tree, Tree):
            return tree
        with self._lock:
            tree = self._trees[k]
            if not isinstance(tree, Tree):
                old, old_start, old_row = tree
                tree = _moved(old, old_start, old_row, self._starts[k], self._rows[k])
                self._trees[k] = tree
        return tree

    @property
    def chunk_count(self) -> int:
        return len(self._starts)

    def chunk_spans(self) -> list[tuple[int, int]]:
        """(start, end) of every chunk."""
        starts = self._starts
        return [(s, starts[k + 1] if k + 1 < len(starts) else len(self.text)) for k, s in enumerate(starts)]

    def chunks_between(self, start: int, end: int) -> Iterator[tuple[Node, int, int]]:
        """(root, lo, hi) of each chunk that meets start..end: its `source_file` node and the part
        of start..end inside it."""
        starts = self._starts
        size = len(self.text)
        first = max(bisect_right(starts, start) - 1, 0)  # (the chunk of `start`, even for an empty range)
        for k in range(first, len(starts)):
            lo = starts[k]
            if k > first and lo >= end:
                break
            hi = starts[k + 1] if k + 1 < len(starts) else size
            yield self._tree(k).root_node, max(lo, start), min(hi, end)

    def roots(self) -> Iterator[Node]:
        """The `source_file` node of every chunk, in document order."""
        return (self._tree(k).root_node for k in range(len(self._starts)))

    def root_at(self, offset: int) -> Node:
        """The `source_file` node of the chunk that holds byte `offset` (a chunk's start belongs to it)."""
        k = max(bisect_right(self._starts, offset) - 1, 0)
        return self._tree(k).root_node

    def top_level(self) -> list[Node]:
        """The document's top-level nodes (items, comments, ERROR nodes), chunk after chunk (do not mutate)."""
        top = self._top
        if top is None:
            top = [child for root in self.roots() for child in root.children]
            object.__setattr__(self, "_top", top)
        return top

    def named_top_level(self) -> list[Node]:
        """The named ones of `top_level()` (do not mutate)."""
        named = self._named
        if named is None:
            named = [node for node in self.top_level() if node.is_named]
            object.__setattr__(self, "_named", named)
        return named

    def sexp(self) -> str:
        """The document's S-expression as one `source_file` (what one tree's `str(root)` gives)."""
        return "(source_file" + "".join(" " + str(node) for node in self.named_top_level()) + ")"

    @property
    def has_error(self) -> bool:
        """Whether any chunk holds an ERROR or MISSING node."""
        return any(root.has_error for root in self.roots())

    def errors(self) -> Iterator[Node]:
        """`iter_errors` over every chunk, in document order."""
        for root in self.roots():
            if root.has_error:
                yield from iter_errors(root)

    def descendant(self, start: int, end: int, named: bool = False) -> Node | None:
        """The smallest node (named: named node) that holds start..end, looked up in the chunk of `start`."""
        root = self.root_at(start)
        return root.named_descendant_for_byte_range(start, end) if named else root.descendant_for_byte_range(start, end)

    def captures(self, name: str | Query, byte_range: tuple[int, int] | None = None) -> dict[str, list[Node]]:
        """Run a query (a `QUERY_NAMES` name or a compiled Query) over the chunks (those that meet
        `byte_range` when given): capture name -> nodes, in document order per chunk."""
        compiled = query(name) if isinstance(name, str) else name
        out: dict[str, list[Node]] = {}
        lo, hi = byte_range if byte_range is not None else (0, len(self.text))
        for root, _lo, _hi in self.chunks_between(lo, hi):
            cursor = query_cursor(compiled)
            if byte_range is not None:
                cursor.set_byte_range(lo, hi)
            for capture, nodes in cursor.captures(root).items():
                out.setdefault(capture, []).extend(nodes)
        return out

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
        # No index yet: count from the chunk's first row (keeps edit() fast).
        k = max(bisect_right(self._starts, offset) - 1, 0)
        start = self._starts[k]
        return self._rows[k] + self.text.count(b"\n", start, offset), offset - (self.text.rfind(b"\n", 0, offset) + 1)

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
        """The smallest named node that contains the byte offset (its chunk's root if none does)."""
        offset = min(max(offset, 0), len(self.text))
        root = self.root_at(offset)
        node = root.named_descendant_for_byte_range(offset, offset)
        return node if node is not None else root

    # -- editing --------------------------------------------------------------------------------

    def edit(self, start_byte: int, old_end_byte: int, new_bytes: bytes | str) -> SourceFile:
        """Replace text[start_byte:old_end_byte] by `new_bytes` and re-parse incrementally.

        Only the chunks the edit touches are parsed again (the ones whose start the edit moves or
        whose bounds it changes are parsed afresh); the trees of the chunks after it are moved,
        lazily, on first use. The result's `changed_ranges` are the byte ranges (in the new text)
        whose syntax may differ from this version: tree-sitter's changed ranges of each re-parsed
        chunk, whole new chunks, plus the edited span itself. Offsets are clamped to the document,
        so a stale edit cannot raise.
        """
        if isinstance(new_bytes, str):
            new_bytes = new_bytes.encode("utf-8", "surrogatepass")
        text = self.text
        size = len(text)
        start_byte = min(max(start_byte, 0), size)
        old_end_byte = min(max(old_end_byte, start_byte), size)
        # one allocation of the new text (slices and `+` made three more of up to its size: on a 20 MB
        # document 40-60 MB of short-lived copies per keystroke, which glibc keeps as heap; issue 11)
        whole = memoryview(text)
        new_text = b"".join((whole[:start_byte], new_bytes, whole[old_end_byte:]))
        whole.release()
        new_end_byte = start_byte + len(new_bytes)
        delta = new_end_byte - old_end_byte
        row_delta = new_bytes.count(b"\n") - text.count(b"\n", start_byte, old_end_byte)

        start_point = self.point_of(start_byte)
        old_end_point = _advance(start_point, text, start_byte, old_end_byte)
        new_end_point = _advance(start_point, new_bytes, 0, len(new_bytes))

        # The chunks from `first` (whose start the edit cannot change: the edit lies past its
        # directive) are found again in the new text until one starts where an old one moved to.
        starts, rows = self._starts, self._rows
        first = max(bisect_right(starts, max(start_byte - 16, 0)) - 1, 0)
        while first > 0 and _body_brace(text, starts[first]) + 1 >= start_byte:
            first -= 1  # (the edit is in that chunk's header: whether it still starts one is read again)
        old_index = {s: k for k, s in enumerate(starts[first + 1 :], first + 1) if s >= old_end_byte}
        found = [starts[first]]
        resume = len(starts)  # the old chunk from which the rest is the old one, moved
        at = _next_chunk_start(new_text, starts[first])
        while at >= 0:
            if at >= new_end_byte and at - delta in old_index:
                resume = old_index[at - delta]
                break
            found.append(at)
            at = _next_chunk_start(new_text, at)
        new_starts = starts[:first] + found + [s + delta for s in starts[resume:]]
        new_rows = rows[: first + 1]
        for k in range(first + 1, first + len(found)):
            new_rows.append(new_rows[-1] + new_text.count(b"\n", new_starts[k - 1], new_starts[k]))
        new_rows.extend(r + row_delta for r in rows[resume:])

        def bound(k: int) -> tuple[int, tuple[int, int]]:
            if k + 1 < len(new_starts):
                return new_starts[k + 1], (new_rows[k + 1], 0)
            return len(new_text), _end_point(new_text, new_rows[k] + new_text.count(b"\n", new_starts[k]))

        trees = self._trees[:first]
        ranges: list[tuple[int, int]] = [(start_byte, new_end_byte)]
        same_shape = len(found) == resume - first
        for i in range(len(found)):
            k = first + i
            start = new_starts[k]
            end, point = bound(k)
            if same_shape:
                old_start = starts[k]
                old_end = starts[k + 1] if k + 1 < len(starts) else size
                # (a chunk's tree depends on its text only: the same bytes give the same tree)
                if old_end <= start_byte and (start, end) == (old_start, old_end):
                    trees.append(self._trees[k])  # before the edit: untouched
                    continue
                if old_start >= old_end_byte and (start, end) == (old_start + delta, old_end + delta):
                    trees.append(self._moving(k, delta, row_delta))  # after the edit: moved only
                    continue
                old_tree = self._tree(k)
                edited = old_tree.copy()
                edited.edit(start_byte=start_byte, old_end_byte=old_end_byte, new_end_byte=new_end_byte,
                            start_point=Point(*start_point), old_end_point=Point(*old_end_point),
                            new_end_point=Point(*new_end_point))
                _invalidate_errors(old_tree, edited, start_byte, old_end_byte, new_end_byte, old_end_point,
                                   new_end_point)
                tree = _parse_chunk(new_text, start, end, new_rows[k], point, edited)
                try:
                    ranges.extend((r.start_byte, r.end_byte) for r in edited.changed_ranges(tree))
                except Exception:  # only after a fallback parse: report the chunk as changed
                    ranges.append((start, end))
            else:
                tree = _parse_chunk(new_text, start, end, new_rows[k], point)
                ranges.append((start, end))
            trees.append(tree)
        trees.extend(self._moving(k, delta, row_delta) for k in range(resume, len(starts)))

        line_starts = None
        previous = self._line_starts
        if isinstance(previous, list):  # derive the new index lazily from this one

            def line_starts() -> list[int]:
                return _shift_line_starts(previous, start_byte, old_end_byte, new_bytes)

        return SourceFile(new_text, new_starts, new_rows, trees, merge_ranges(ranges), line_starts)

    def _moving(self, k: int, delta: int, row_delta: int):
        """Chunk k's tree for a version where it starts `delta` bytes and `row_delta` rows later
        (moved on first use)."""
        tree = self._trees[k]
        if not delta and not row_delta:
            return tree
        if isinstance(tree, Tree):
            return (tree, self._starts[k], self._rows[k])
        return tree  # (still at its older place: moved from there when read)


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
