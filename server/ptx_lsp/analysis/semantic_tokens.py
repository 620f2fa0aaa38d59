"""Semantic tokens: what each word of the file is, from the syntax tree and the symbol index.

**Token types and modifiers are LSP's standard names (the legend below); tokens never span lines,
never overlap, and come sorted by start; byte offsets.**
**Names are classified by what they resolve to: registers/variables `variable`, parameters
`parameter`, functions `function`, labels `label`; special registers are `variable` with
`readonly` + `defaultLibrary`; `.const` variables are `readonly`; declaring names carry
`declaration` (function definitions also `definition`).**
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from tree_sitter import Query, QueryCursor

from ptx_lsp.analysis.symbols import (
    BRANCH_TARGETS,
    CALL_TARGETS,
    FUNCTION,
    LABEL,
    PARAMETER,
    PROTOTYPE,
    RETURN_PARAMETER,
    Declaration,
)

if TYPE_CHECKING:
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


def _classify(decl: Declaration) -> tuple[int, int]:
    token = _T[_KIND_TOKEN.get(decl.kind, "variable")]
    mods = _M["readonly"] if decl.state_space == ".const" else 0
    return token, mods


def semantic_tokens(snapshot: Snapshot, start: int = 0, end: int | None = None) -> list[tuple[int, int, int, int]]:
    """(start, end, type index, modifier bits) of every token in start..end, sorted, one line each."""
    data = snapshot.data
    end = len(data) if end is None else min(end, len(data))
    index = snapshot.index
    cursor = QueryCursor(_query())
    cursor.set_byte_range(max(start, 0), max(end, 0))
    captures = cursor.captures(snapshot.source.tree.root_node)

    names: dict[int, tuple[int, int]] = {}
    for ref in index.references_in(start, end):
        if ref.declaration is not None:
            names[ref.start] = _classify(ref.declaration)
        elif ref.special:
            names[ref.start] = (_T["variable"], _M["readonly"] | _M["defaultLibrary"])
    for decl in index.declarations():
        if start <= decl.start < end:
            token, mods = _classify(decl)
            mods |= _M["declaration"]
            if decl.kind == FUNCTION and decl.is_definition:
                mods |= _M["definition"]
            names[decl.start] = (token, mods)

    tokens: list[tuple[int, int, int, int]] = []
    for capture, nodes in captures.items():
        if capture == "name":
            for node in nodes:
                found = names.get(node.start_byte)
                if found is not None:
                    tokens.append((node.start_byte, node.end_byte, found[0], found[1]))
            continue
        token = _T[_NODE_TOKEN[capture]]
        for node in nodes:
            tokens.append((node.start_byte, node.end_byte, token, 0))
    tokens.sort()
    out: list[tuple[int, int, int, int]] = []
    last_end = -1
    for tok in tokens:
        s, e = tok[0], tok[1]
        if s < last_end or s < start or s >= end:
            continue  # overlapping (e.g. a name inside a larger node) or outside the range
        newline = data.find(b"\n", s, e)
        if newline != -1:
            e = newline
        if e > s:
            out.append((s, e, tok[2], tok[3]))
            last_end = e
    return out
