"""Quick fixes: declare a register, widen a `%r<N>` family, raise `.version`/`.target`.

**Fixes are plain byte edits (`Fix`), computed from the tree and the issue; nothing here knows LSP.**
Fixes that stay inside one instruction are attached to the issue when it is made (and move with
it when cached issues are rebased); fixes that edit module directives or a register family's
declaration are computed by `fixes_for` at code-action time, because a cached issue must not hold
offsets outside what it is cached with.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tree_sitter import Node

from ptx_lsp.analysis.numbers import COUNT_OVERFLOW, register_index
from ptx_lsp.analysis.results import Fix, Issue
from ptx_lsp.spec.db import load

FAMILY = re.compile(r"^(%?[A-Za-z_$][\w$]*?)(\d+)$")


_FAMILY_DECL = re.compile(r"\.reg\s+(\.\w+)\s+(%?[A-Za-z_$][\w$]*)<\d+>")


class RegisterDeclarer:
    """The "declare this register" fix for one function: insert `.reg .TYPE name;` as the first
    statement of its body, with the type of the family that has the same prefix (the first such
    `.reg .TYPE prefix<N>` in the body), else `.b32`.

    The body is read once per function, not once per undefined register: a function with
    thousands of undefined registers (a paste gone wrong) made this quadratic (2,000: 0.5 s,
    20,000: minutes per keystroke).
    """

    def __init__(self, fn_node, data: bytes) -> None:
        self.body = fn_node.child_by_field_name("body")
        self.data = data
        self._types: dict[str, str] | None = None
        self._where: tuple[int, str, str] | None = None

    def type_of(self, name: str) -> str:
        if self._types is None:
            text = self.data[self.body.start_byte : self.body.end_byte].decode("latin-1")
            self._types = {}
            for match in _FAMILY_DECL.finditer(text):
                self._types.setdefault(match.group(2), match.group(1))
        m = FAMILY.match(name)
        return self._types.get(m.group(1) if m else name, ".b32")

    def fix(self, name: str) -> Fix | None:
        if self.body is None:
            return None
        if self._where is None:
            data = self.data
            first = _first_statement(self.body)
            if first is not None:
                line_start = data.rfind(b"\n", 0, first.start_byte) + 1
                indent = data[line_start : first.start_byte].decode("latin-1")
                self._where = (line_start, "\t" if indent.strip() else indent, "\n")
            else:
                self._where = (self.body.start_byte + 1, "\n\t", "")
        at, before, after = self._where
        typ = self.type_of(name)
        return Fix(f"Declare `{name}` as `.reg {typ}`", ((at, at, f"{before}.reg {typ} \t{name};{after}"),),
                   codes=("PTX201",))


def _first_statement(body):
    """The body's first named child that is not a comment (None if none is), read child by child:
    `named_children` makes a node object for each of a big function's thousands of statements (the
    first fix of each keystroke in a function with undefined registers paid for it, issue 16)."""
    for k in range(body.named_child_count):
        child = body.named_child(k)
        if child.type != "comment":
            return child
    return None


def widen_family_fix(family_name: str, family_end: int, family_count: int | None, name: str,
                     data: bytes) -> Fix | None:
    """Change `%r<N>` to `%r<K+1>` so that `%rK` is declared (`family_end`: where the family's name
    ends in `data`, before its `<N>`)."""
    m = FAMILY.match(name)
    if not m:
        return None
    need = register_index(m.group(2)) + 1
    if need >= COUNT_OVERFLOW:
        return None
    tail = data[family_end : family_end + 16]
    cm = re.match(rb"\s*<\s*(\d+)\s*>", tail)
    if not cm:
        return None
    s = family_end + cm.start(1)
    e = family_end + cm.end(1)
    return Fix(f"Widen `{family_name}<{family_count}>` to `{family_name}<{need}>`", ((s, e, str(need)),),
               codes=("PTX202",))


def widen_fixes(issue: Issue, index, data: bytes) -> tuple[Fix, ...]:
    """The fix of a register outside its family (PTX202), computed at code-action time from the symbol
    index: an issue that carried it would hold an offset outside its instruction (the family's `.reg`),
    which every keystroke between the two had to move (issue 16: ~950 such issues in one function
    were made anew on each keystroke, and their instructions could not be cached)."""
    if issue.code != "PTX202" or index is None:
        return ()
    name = data[issue.start : issue.end].decode("latin-1")
    family = index.lookup(name, issue.start).out_of_range
    if family is None or family.count is None:
        return ()
    fix = widen_family_fix(family.name, family.end, family.count, name, data)
    return (fix,) if fix is not None else ()


def fixes_for(issue: Issue, items: Sequence[Node], data: bytes, index=None) -> tuple[Fix, ...]:
    """Fixes computed at code-action time: raise `.version` / `.target` to what the message names
    (`items`: the document's named top-level nodes); widen a register family (`index`: the document's
    symbol index, `widen_fixes`)."""
    if issue.code == "PTX202":
        return widen_fixes(issue, index, data)
    if issue.code not in ("PTX501", "PTX502"):
        return ()
    out: list[Fix] = []
    version_node = target_node = None
    for child in items:
        if child.type == "version_directive" and version_node is None:
            version_node = child.child_by_field_name("version")
        elif child.type == "target_directive" and target_node is None:
            names = [n for n in child.children_by_field_name("target")
                     if data[n.start_byte : n.end_byte].startswith(b"sm_")]
            target_node = names[0] if names else None
    if issue.code == "PTX501" and version_node is not None:
        m = re.search(r"`\.version (\d+\.\d+)`", issue.message)
        if m:
            out.append(Fix(f"Raise `.version` to {m.group(1)}",
                           ((version_node.start_byte, version_node.end_byte, m.group(1)),), codes=("PTX501",)))
    if issue.code == "PTX502" and target_node is not None:
        m = re.search(r"`(sm_\d+)` or higher", issue.message) or re.search(r"\((sm_\w+?)[,)]", issue.message)
        if m:
            target = m.group(1)
            edits = [(target_node.start_byte, target_node.end_byte, target)]
            facts = load().facts
            info = facts.target(target)
            if info is not None and info.min_version and version_node is not None:
                current = data[version_node.start_byte : version_node.end_byte].decode("latin-1")
                from ptx_lsp.analysis.diagnostics.versions import vkey

                if facts.is_known_version(current) and vkey(current) < vkey(info.min_version):
                    edits.append((version_node.start_byte, version_node.end_byte, info.min_version))
            out.append(Fix(f"Change `.target` to {target}", tuple(sorted(edits)), codes=("PTX502",)))
    return tuple(out)
