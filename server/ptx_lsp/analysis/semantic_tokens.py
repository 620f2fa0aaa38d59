"""Semantic tokens: what each word of the file is, from the syntax tree and the symbol index.

**Token types and modifiers are LSP's standard names (the legend below); tokens never span lines,
never overlap, and come sorted by start; byte offsets.**
**Names are classified by what they resolve to: registers/variables `variable`, parameters
`parameter`, functions `function`, labels `label`; special registers are `variable` with
`readonly` + `defaultLibrary`; variables of a state space the spec calls read-only (`.const`,
`.tex`) are `readonly`; declaring names carry
`declaration` (function definitions also `definition`).**
"""

from __future__ import annotations

from array import array
from dataclasses import dataclass, field
from functools import cache
from itertools import chain
from typing import TYPE_CHECKING

from tree_sitter import Node, Query

from ptx_lsp.analysis.cancel import checkpoint
from ptx_lsp.analysis.symbols import (
    BRANCH_TARGETS,
    CALL_TARGETS,
    FUNCTION,
    LABEL,
    PARAMETER,
    PROTOTYPE,
    RETURN_PARAMETER,
    Declaration,
    FunctionEntry,
    is_read_only_space,
)
from ptx_lsp.syntax import query_cursor

if TYPE_CHECKING:
    from collections.abc import Iterator, Sequence

    from ptx_lsp.analysis.host import Snapshot

TOKEN_TYPES: tuple[str, ...] = (
    "keyword", "modifier", "type", "variable", "parameter", "function", "label", "number", "string",
    "property", "macro", "namespace",
)
TOKEN_MODIFIERS: tuple[str, ...] = ("declaration", "definition", "readonly", "defaultLibrary", "deprecated")

_T = {name: i for i, name in enumerate(TOKEN_TYPES)}
_M = {name: 1 << i for i, name in enumerate(TOKEN_MODIFIERS)}

# Syntax node type -> token type (names are classified by resolution instead).
_NODE_TOKEN = {
    "opcode": "keyword",
    "modifier": "modifier",
    "type": "type",
    "vector": "type",
    "state_space": "keyword",
    "linkage": "keyword",
    "integer_literal": "number",
    "float_literal": "number",
    "version_number": "number",
    "string_literal": "string",
    "component": "property",
    "directive_name": "macro",
    "attribute_name": "macro",
    "section_name": "namespace",
}

_KIND_TOKEN = {
    FUNCTION: "function",
    PARAMETER: "parameter",
    RETURN_PARAMETER: "parameter",
    LABEL: "label",
    PROTOTYPE: "label",
    BRANCH_TARGETS: "label",
    CALL_TARGETS: "label",
}


@cache
def _query() -> Query:
    from ptx_lsp.syntax import language

    patterns = " ".join(f"({node}) @{node}" for node in _NODE_TOKEN) + " (register) @name (identifier) @name"
    return Query(language(), patterns)


@cache
def _syntax_query() -> Query:
    """The syntax classes only: inside a function every name's token comes from the index."""
    from ptx_lsp.syntax import language

    return Query(language(), " ".join(f"({node}) @{node}" for node in _NODE_TOKEN))


def _classify(decl: Declaration) -> tuple[int, int]:
    token = _T[_KIND_TOKEN.get(decl.kind, "variable")]
    mods = _M["readonly"] if is_read_only_space(decl.state_space) else 0
    return token, mods


_SPECIAL = (_T["variable"], _M["readonly"] | _M["defaultLibrary"])
# Token types whose node may contain a line break (a string; `.const [2]` is a keyword with extras
# inside), so only they are searched for one. Names, modifiers, types and numbers are single
# tree-sitter tokens, which never contain a newline.
_MULTI_LINE = frozenset({_T["string"], _T["keyword"], _T["macro"]})
_FREE = -1  # token type placeholder: a name the function does not declare, classified per snapshot


def _syntax_tokens(root: Node, start: int, end: int, names: dict[int, tuple[int, int]],
                   free: dict[int, str] | None, data: bytes) -> list[tuple[int, int, int, int]]:
    """Tokens of start..end from the tree: syntax classes, plus names found in `names`/`free`.

    Names in `free` (every name when `free` is None) become `_FREE` placeholders.
    """
    cursor = query_cursor(_query())
    cursor.set_byte_range(max(start, 0), max(end, 0))
    tokens: list[tuple[int, int, int, int]] = []
    for capture, nodes in cursor.captures(root).items():
        if capture == "name":
            for node in nodes:
                s = node.start_byte
                found = names.get(s)
                if found is not None:
                    tokens.append((s, node.end_byte, found[0], found[1]))
                elif free is None or s in free:
                    tokens.append((s, node.end_byte, _FREE, 0))
            continue
        token = _T[_NODE_TOKEN[capture]]
        for node in nodes:
            tokens.append((node.start_byte, node.end_byte, token, 0))
    tokens.sort()
    return _clean(tokens, start, end, data)


def _function_tokens(snapshot: Snapshot, fn: FunctionEntry) -> tuple[PackedTokens, list[int]]:
    """Tokens of one function relative to its start, and the indices of its undeclared names.

    Memoized on the function's text-keyed raw index, so an edit elsewhere costs nothing here;
    the undeclared names (calls, module variables) are classified per snapshot by the caller.
    Names come straight from the index's use and declaration arrays (one class per declaration,
    not per use); the tree is asked only for the syntax classes, which halves the nodes that
    cross from tree-sitter into Python on the first request for a big file.
    """
    raw = fn.raw
    cached = raw.memo.get("semantic_tokens")
    if cached is not None:
        return cached  # type: ignore[return-value]
    base, size = fn.base, fn.end - fn.base
    classes = [_classify(decl) for decl in raw.decls]
    special_type, special_mods = _SPECIAL
    tokens: list[tuple[int, int, int, int]] = []
    append = tokens.append
    for s, e, target in zip(raw.use_starts, raw.use_ends, raw.use_targets, strict=True):
        if target >= 0:
            token, mods = classes[target]
            append((s, e, token, mods))
        elif target == -2:
            append((s, e, special_type, special_mods))
        else:
            append((s, e, _FREE, 0))
    declaration = _M["declaration"]
    for decl, (token, mods) in zip(raw.decls, classes, strict=True):
        append((decl.start, decl.end, token, mods | declaration))
    header = raw.header
    append((header.start, header.end, _T["function"], declaration | _M["definition"]))
    cursor = query_cursor(_syntax_query())
    cursor.set_byte_range(base, fn.end)
    for capture, nodes in cursor.captures(snapshot.source.root_at(base)).items():
        token = _T[_NODE_TOKEN[capture]]
        tokens.extend((node.start_byte - base, node.end_byte - base, token, 0) for node in nodes)
    tokens.sort()
    result = _packed(tokens, size, snapshot.data, base)
    raw.memo["semantic_tokens"] = result
    return result


def _packed(tokens: list[tuple[int, int, int, int]], size: int, data: bytes,
            base: int) -> tuple[PackedTokens, list[int]]:
    """`_clean(tokens, 0, size, data, base)` packed, with the indices of its `_FREE` placeholders
    (one pass: a big function has ~100k tokens)."""
    flat, free = _kept(tokens, 0, size, data, base)
    return PackedTokens.from_flat(flat), free


def _clean(tokens: list[tuple[int, int, int, int]], start: int, end: int, data: bytes,
           base: int = 0) -> list[tuple[int, int, int, int]]:
    """Sorted tokens without overlaps, outside start..end or across a line end (cut there).

    Offsets are relative to `base` in data; a token that spans lines keeps its first line only.
    """
    flat = _kept(tokens, start, end, data, base)[0]
    return list(zip(flat[0::4], flat[1::4], flat[2::4], flat[3::4], strict=True))


def _kept(tokens: list[tuple[int, int, int, int]], start: int, end: int, data: bytes,
          base: int) -> tuple[list[int], list[int]]:
    """The values of the tokens `_clean` keeps laid end to end, and the indices of the `_FREE` ones."""
    flat: list[int] = []
    extend = flat.extend
    free: list[int] = []
    last_end = -1
    find = data.find
    multi_line = _MULTI_LINE
    for s, e, kind, mods in tokens:
        if s < last_end or s < start or s >= end:
            continue  # overlapping (a name inside a larger node) or outside the range
        if kind in multi_line:
            newline = find(b"\n", s + base, e + base)
            if newline != -1:
                e = newline - base
        if e > s:
            if kind == _FREE:
                free.append(len(flat) >> 2)
            extend((s, e, kind, mods))
            last_end = e
    return flat, free


class PackedTokens:
    """Tokens as one flat int array (16 bytes each instead of ~150 as tuples); reads as tuples.

    What stays memoized per function for the life of a document, so it is kept compact.
    """

    __slots__ = ("_flat",)

    def __init__(self, tokens: list[tuple[int, int, int, int]]) -> None:
        self._flat = array("i", [value for token in tokens for value in token])

    @classmethod
    def from_flat(cls, flat: list[int]) -> PackedTokens:
        """Tokens from their values laid end to end (start, end, type, modifiers, start, ...)."""
        packed = cls.__new__(cls)
        packed._flat = array("i", flat)
        return packed

    def __len__(self) -> int:
        return len(self._flat) // 4

    def __getitem__(self, i: int) -> tuple[int, int, int, int]:
        flat, j = self._flat, 4 * i
        return flat[j], flat[j + 1], flat[j + 2], flat[j + 3]

    def __iter__(self):
        flat = self._flat
        return zip(flat[0::4], flat[1::4], flat[2::4], flat[3::4], strict=True)

    def without(self, dropped: Sequence[int]) -> Iterator[tuple[int, int, int, int]]:
        """The tokens but those at the indices `dropped` (sorted), read slice by slice."""
        flat, pieces, lo = self._flat, [], 0
        for i in (*dropped, len(self)):
            if i > lo:
                part = flat[4 * lo : 4 * i]
                pieces.append(zip(part[0::4], part[1::4], part[2::4], part[3::4], strict=True))
            lo = i + 1
        return chain.from_iterable(pieces)

    def shifted(self, base: int) -> list[tuple[int, int, int, int]]:
        """The tokens moved by `base` bytes."""
        return [(s + base, e + base, t, m) for s, e, t, m in self]


@dataclass(frozen=True)
class TokenChunk:
    """The tokens of one function or top-level item for one snapshot.

    `tokens` are relative to `base` and shared by every version whose item has the same text
    (undeclared names are `_FREE` placeholders in them); `patches` gives this version's class of
    each placeholder (None: leave that name uncoloured). `memo` lives as long as `tokens` and may
    hold results derived from them alone (the LSP layer keeps its encoded form there).
    """

    base: int
    end: int
    tokens: PackedTokens
    patches: tuple[tuple[int, tuple[int, int] | None], ...]
    memo: dict = field(compare=False, repr=False)

    def placed(self) -> list[tuple[int, int, int, int]]:
        """This chunk's tokens at absolute offsets, placeholders (type -1) left in place."""
        return self.tokens.shifted(self.base)

    def absolute(self) -> list[tuple[int, int, int, int]]:
        """This chunk's tokens with absolute offsets and the placeholders resolved (or dropped)."""
        shifted = self.placed()
        dropped = False
        for i, found in self.patches:
            if found is None:
                shifted[i] = None  # type: ignore[call-overload]
                dropped = True
            else:
                shifted[i] = (shifted[i][0], shifted[i][1], found[0], found[1])
        return [tok for tok in shifted if tok is not None] if dropped else shifted


def token_chunks(snapshot: Snapshot, start: int = 0, end: int | None = None) -> list[TokenChunk]:
    """The document's tokens as per-item chunks, in order (items overlapping start..end)."""
    data = snapshot.data
    end = len(data) if end is None else min(end, len(data))
    index = snapshot.index
    free_cache: dict[str, tuple[int, int] | None] = {}

    def free_class(name: str) -> tuple[int, int] | None:
        if name not in free_cache:
            ref = index.lookup_module(name)
            if ref.declaration is not None:
                free_cache[name] = _classify(ref.declaration)
            elif ref.special:
                free_cache[name] = _SPECIAL
            else:
                free_cache[name] = None
        return free_cache[name]

    module_decls = {decl.start: decl for decl in index.module_declarations}
    module_cache: dict[bytes, tuple[int, int] | None] = {}

    def module_name(s_: int, e_: int) -> tuple[int, int] | None:
        decl = module_decls.get(s_)
        if decl is not None:
            token, mods = _classify(decl)
            mods |= _M["declaration"]
            if decl.kind == FUNCTION and decl.is_definition:
                mods |= _M["definition"]
            return token, mods
        name = data[s_:e_]
        if name not in module_cache:  # one resolution per distinct name (debug data repeats a few)
            ref = index.resolve_module_use(name.decode("latin-1"))
            module_cache[name] = (
                _classify(ref.declaration) if ref.declaration is not None else _SPECIAL if ref.special else None
            )
        return module_cache[name]

    functions = {fn.base: fn for fn in index.functions}
    chunks: list[TokenChunk] = []
    items: set[bytes] | None = set() if start <= 0 and end >= len(data) else None  # (whole document: see below)
    for node in snapshot.source.named_top_level():
        base, stop = node.start_byte, node.end_byte
        if stop <= start or base >= end:
            continue
        fn = functions.get(base) if node.type in ("function_definition", "ERROR") else None
        if fn is not None and fn.end < stop:
            fn = None  # an ERROR holding more than the one function recovered from its start
        if fn is None and node.type == "ERROR" and is_junk(data, base, stop):
            continue
        if fn is not None:
            checkpoint()  # (a request whose document changed meanwhile stops here, see `cancel`)
            tokens, free_at = _function_tokens(snapshot, fn)
            patches = tuple((i, free_class(data[tokens[i][0] + base : tokens[i][1] + base].decode("latin-1")))
                            for i in free_at)
            chunks.append(TokenChunk(base, stop, tokens, patches, fn.raw.memo))
            continue
        text = data[base:stop]
        memo = index.item_memo(text)
        if items is not None:
            items.add(text)
        tokens = memo.get("tokens")
        if tokens is None:
            found = _syntax_tokens(snapshot.source.root_at(base), base, stop, {}, None, data)
            tokens = memo["tokens"] = PackedTokens([(s_ - base, e_ - base, t, m) for s_, e_, t, m in found])
        if not tokens:
            continue
        patches = tuple((i, module_name(tok[0] + base, tok[1] + base)) for i, tok in enumerate(tokens) if tok[2] == _FREE)
        chunks.append(TokenChunk(base, stop, tokens, patches, memo))  # type: ignore[arg-type]
    if items is not None:  # every item of this version was asked for: the memos of the others are garbage
        index.memo.retain(items)
    return chunks


JUNK_BYTES = 64 * 1024  # an ERROR region at least this big may be skipped as junk
JUNK_TEXT_BYTES = 1024 * 1024  # an ERROR region this big is junk even if it is text
_CONTROL = bytes(b for b in range(32) if b not in b"\t\n\r\f\v") + b"\x7f"


def is_junk(data: bytes, start: int, end: int) -> bool:
    """Whether data[start:end] is a big region of binary junk, not worth a token or fold query.

    A tree that is mostly ERROR (a binary file opened by mistake) would cost seconds of queries
    that find nothing useful; text, even broken PTX or non-ASCII comments, has almost no control
    bytes, binary data has plenty (random bytes: one in eight). Small regions are never junk, so
    a broken statement in real code keeps its tokens; a megabyte that does not parse is junk
    whatever it is made of (an unclosed function recovered by the index is handled before).
    """
    if end - start < JUNK_BYTES:
        return False
    if end - start >= JUNK_TEXT_BYTES:
        return True
    sample = data[start:end]
    controls = len(sample) - len(sample.translate(None, _CONTROL))
    return controls * 100 > len(sample)


def semantic_tokens(snapshot: Snapshot, start: int = 0, end: int | None = None) -> list[tuple[int, int, int, int]]:
    """(start, end, type index, modifier bits) of every token in start..end, sorted, one line each."""
    end = len(snapshot.data) if end is None else min(end, len(snapshot.data))
    start = max(start, 0)
    out: list[tuple[int, int, int, int]] = []
    for chunk in token_chunks(snapshot, start, end):
        tokens = chunk.absolute()
        if chunk.base < start or chunk.end > end:
            tokens = [tok for tok in tokens if start <= tok[0] < end]
        out.extend(tokens)
    return out
