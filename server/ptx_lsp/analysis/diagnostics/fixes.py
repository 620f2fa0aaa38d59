"""Quick fixes: declare a register, widen a `%r<N>` family, raise `.version`/`.target`.

**Fixes are plain byte edits (`Fix`), computed from the tree and the issue; nothing here knows LSP.**
Fixes that stay inside one function are attached to the issue when it is made (and move with
the function when cached issues are rebased); fixes that edit module directives are computed by
`fixes_for` at code-action time, because a cached function issue must not hold offsets outside it.
"""

from __future__ import annotations

import re

from ptx_lsp.analysis.diagnostics.model import Decl
from ptx_lsp.analysis.numbers import COUNT_OVERFLOW, register_index
from ptx_lsp.analysis.results import Fix, Issue
from ptx_lsp.spec.db import load

FAMILY = re.compile(r"^(%?[A-Za-z_$][\w$]*?)(\d+)$")


def _register_type_guess(name: str, body_text: str) -> str:
    """The type of the family with the same prefix, else the widest common choice `.b32`."""
    m = FAMILY.match(name)
    prefix = m.group(1) if m else name
    decl = re.search(r"\.reg\s+(\.\w+)\s+" + re.escape(prefix) + r"<\d+>", body_text)
    return decl.group(1) if decl else ".b32"


def declare_register_fix(fn_node, data: bytes, name: str) -> Fix | None:
    """Insert `.reg .TYPE name;` as the first statement of the function body."""
    body = fn_node.child_by_field_name("body")
    if body is None:
        return None
    brace = body.start_byte
    text = data[body.start_byte : body.end_byte].decode("latin-1")
    typ = _register_type_guess(name, text)
    first = next((c for c in body.named_children if c.type != "comment"), None)
    if first is not None:
        line_start = data.rfind(b"\n", 0, first.start_byte) + 1
        indent = data[line_start : first.start_byte].decode("latin-1")
        if indent.strip():
            indent = "\t"
        at = line_start
        new = f"{indent}.reg {typ} \t{name};\n"
    else:
        at = brace + 1
        new = f"\n\t.reg {typ} \t{name};"
    return Fix(f"Declare `{name}` as `.reg {typ}`", ((at, at, new),), codes=("PTX201",))


def widen_family_fix(family: Decl, name: str, data: bytes) -> Fix | None:
    """Change `%r<N>` to `%r<K+1>` so that `%rK` is declared."""
    m = FAMILY.match(name)
    if not m:
        return None
    need = register_index(m.group(2)) + 1
    if need >= COUNT_OVERFLOW:
        return None
    tail = data[family.end : family.end + 16]
    cm = re.match(rb"\s*<\s*(\d+)\s*>", tail)
    if not cm:
        return None
    s = family.end + cm.start(1)
    e = family.end + cm.end(1)
    return Fix(f"Widen `{family.name}<{family.family}>` to `{family.name}<{need}>`", ((s, e, str(need)),),
               codes=("PTX202",))


def fixes_for(issue: Issue, tree_root, data: bytes) -> tuple[Fix, ...]:
    """Fixes computed at code-action time: raise `.version` / `.target` to what the message names."""
    if issue.code not in ("PTX501", "PTX502"):
        return ()
    out: list[Fix] = []
    version_node = target_node = None
    for child in tree_root.named_children:
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
