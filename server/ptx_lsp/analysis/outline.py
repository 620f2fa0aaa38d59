"""The document outline: functions with their parameters, registers and labels; module variables.

**Pure function of a snapshot's symbol index; byte offsets; children sorted by position.**
**A function's entry is memoized with its text-keyed raw index (relative offsets) and carries that
memo, so unchanged functions are neither rebuilt here nor re-converted by the LSP layer.**
**A function lists what its body declares at its top level (parameters, register families,
variables, labels); declarations inside nested `{ }` blocks are left out: nvcc wraps every call
in such a block, and listing their temporaries would bury the real structure.**
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ptx_lsp.analysis.results import OutlineSymbol
from ptx_lsp.analysis.symbols import (
    BRANCH_TARGETS,
    CALL_TARGETS,
    FUNCTION,
    LABEL,
    PARAMETER,
    PROTOTYPE,
    REGISTER,
    RETURN_PARAMETER,
    Declaration,
    FunctionRaw,
    is_read_only_space,
)

if TYPE_CHECKING:
    from ptx_lsp.analysis.host import Snapshot

_KIND = {
    PARAMETER: "parameter",
    RETURN_PARAMETER: "parameter",
    REGISTER: "register",
    LABEL: "label",
    PROTOTYPE: "prototype",
    BRANCH_TARGETS: "label",
    CALL_TARGETS: "label",
}


def _detail(decl: Declaration) -> str:
    if decl.kind == FUNCTION:
        parts = [p for p in (decl.linkage, decl.directive) if p]
        if not decl.is_definition:
            parts.append("(prototype)")
        return " ".join(parts)
    if decl.kind in (LABEL, BRANCH_TARGETS, CALL_TARGETS, PROTOTYPE):
        return decl.directive or ""
    parts = [p for p in (decl.state_space, decl.vector, decl.type) if p]
    if decl.array:
        parts.append("".join(f"[{d}]" for d in decl.array))
    return " ".join(parts)


def _name(decl: Declaration) -> str:
    return f"{decl.name}<{decl.count}>" if decl.count is not None else decl.name


def _leaf(decl: Declaration, kind: str) -> OutlineSymbol:
    return OutlineSymbol(_name(decl), kind, _detail(decl), decl.decl_start, decl.decl_end, decl.start, decl.end)


def _function_symbol(raw: FunctionRaw) -> OutlineSymbol:
    """A function definition's outline entry relative to its start, memoized with its raw index.

    Built from the raw (relative) declarations, so an unchanged function costs one shift per
    request and no Declaration is made absolute for it.
    """
    found = raw.memo.get("outline")
    if found is not None:
        return found  # type: ignore[return-value]
    bounds = raw.scope_bounds
    top = {0, bounds[1][0]} if len(bounds) > 1 else {0}
    children = [
        _leaf(child, _KIND.get(child.kind, "variable"))
        for child in raw.decls
        if child.scope_start in top  # declarations of nested blocks (nvcc's call sequences) are noise here
    ]
    children.sort(key=lambda s: s.selection_start)
    header = raw.header
    kind = "kernel" if header.directive == ".entry" else "function"
    found = OutlineSymbol(header.name, kind, _detail(header), header.decl_start, header.decl_end, header.start,
                          header.end, tuple(children))
    raw.memo["outline"] = found
    return found


def document_symbols(snapshot: Snapshot) -> list[OutlineSymbol]:
    """The hierarchical outline of the snapshot, in source order."""
    index = snapshot.index
    entries = {fn.base: fn for fn in index.functions}
    out: list[OutlineSymbol] = []
    for decl in index.module_declarations:
        if decl.kind == FUNCTION:
            kind = "kernel" if decl.directive == ".entry" else "function"
            fn = entries.get(decl.decl_start) if decl.is_definition else None
            if fn is not None:
                out.append(_function_symbol(fn.raw).shifted(fn.base, fn.raw.memo))
                continue
            children = [_leaf(p, "parameter") for p in decl.returns + decl.parameters]
            children.sort(key=lambda s: s.selection_start)
            out.append(
                OutlineSymbol(decl.name, kind, _detail(decl), decl.decl_start, decl.decl_end, decl.start, decl.end,
                              tuple(children))
            )
        elif decl.kind == LABEL:
            out.append(_leaf(decl, "label"))
        else:
            out.append(_leaf(decl, "constant" if is_read_only_space(decl.state_space) else _KIND.get(decl.kind, "variable")))
    out.sort(key=lambda s: s.start)
    return out
