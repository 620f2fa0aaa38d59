"""Hover: what the word under the cursor is — a PTX name from the spec, a user symbol, or a number.

**`hover(snapshot, offset)` never raises; None means "nothing to show".**
**Markdown and plain text carry the same facts (both are rendered from one `hover_spec.Doc`).**
**Byte offsets only; the range returned is exactly the hovered word (or operand expression).**

The syntax tree says what kind of word is under the cursor (opcode, modifier, type, state space,
register, ...); inside a statement that does not parse (an ERROR node), the word is classified
from its text instead, so hover keeps working while a line is being edited. PTX knowledge comes
from `hover_spec` (which reads the spec); user symbols from the snapshot's symbol index.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from ptx_lsp.analysis import hover_spec
from ptx_lsp.analysis.cursor import split_word, tokenize
from ptx_lsp.analysis.hover_spec import Doc, FileTarget
from ptx_lsp.analysis.numbers import describe_number
from ptx_lsp.analysis.results import Hover
from ptx_lsp.analysis.symbols import (
    FUNCTION,
    LABEL,
    LABEL_KINDS,
    PARAMETER,
    REGISTER,
    RETURN_PARAMETER,
    Declaration,
    Reference,
)
from ptx_lsp.spec import load

if TYPE_CHECKING:
    from collections.abc import Iterator

    from tree_sitter import Node

    from ptx_lsp.analysis.host import Snapshot
    from ptx_lsp.syntax import SourceFile

_NAME_NODES = frozenset({"type", "state_space", "vector", "linkage", "directive_name", "attribute_name"})
_NUMBER_NODES = frozenset({"integer_literal", "float_literal"})

_log = logging.getLogger(__name__)


def hover(snapshot: Snapshot, offset: int) -> Hover | None:
    """Hover for the word at `offset` (also right after it, where editors often place the cursor)."""
    try:
        data = snapshot.source.text
        offset = min(max(offset, 0), len(data))
        result = _hover_at(snapshot, offset)
        if result is None and offset > 0:
            result = _hover_at(snapshot, offset - 1)
        return result
    except Exception:  # hover must never take the server down
        _log.exception("hover failed at byte %d", offset)
        return None


def file_target(snapshot: Snapshot) -> FileTarget:
    """The `.version`/`.target` the file declares (the settings' defaults when it declares none)."""
    source = snapshot.source
    version = None
    targets: list[str] = []
    for child in _leading_items(source):
        if child.type == "version_directive":
            v = child.child_by_field_name("version")
            if v is not None:
                version = source.node_text(v)
        elif child.type == "target_directive":
            targets.extend(source.node_text(t) for t in child.children_by_field_name("target"))
        elif child.type in ("function_definition", "function_declaration", "variable_declaration"):
            break
    settings = snapshot.settings
    if version is None and not targets:
        return FileTarget(settings.default_version, (settings.default_target,), from_file=False)
    return FileTarget(version or settings.default_version, tuple(targets) or (settings.default_target,))


def _leading_items(source: SourceFile) -> Iterator[Node]:
    """The named top-level nodes from the start, one at a time (not a list of every one)."""
    for root in source.roots():
        for i in range(root.named_child_count):
            yield root.named_child(i)


def _make(doc: Doc | None, start: int, end: int) -> Hover | None:
    if doc is None or not doc.md:
        return None
    return Hover(doc.markdown, doc.plaintext, start, end)


def _hover_at(snapshot: Snapshot, offset: int) -> Hover | None:
    source = snapshot.source
    node = source.descendant(offset, offset)
    if node is None:
        return None
    if node.type == "string_literal" and node.parent is not None and node.parent.type == "pragma_directive":
        return _make(hover_spec.pragma_doc(load(), source.node_text(node)), node.start_byte, node.end_byte)
    if not (node.start_byte <= offset < node.end_byte) or node.type in ("comment", "string_literal"):
        return None if node.type in ("comment", "string_literal") else _from_text(snapshot, offset)
    if _inside_error(node):
        return _from_text(snapshot, offset)
    db = load()
    text = source.node_text(node)
    kind = node.type
    parent = node.parent
    if kind == "opcode" and parent is not None and parent.type == "instruction":
        mods = [source.node_text(m) for m in parent.children_by_field_name("modifier")]
        return _make(hover_spec.instruction_doc(db, text, mods, file_target(snapshot)), node.start_byte, node.end_byte)
    if kind == "modifier" and parent is not None and parent.type == "instruction":
        opcode = parent.child_by_field_name("opcode")
        modifiers = parent.children_by_field_name("modifier")
        index = next((i for i, m in enumerate(modifiers) if m.start_byte == node.start_byte), -1)
        if opcode is None or index < 0:
            return None
        doc = hover_spec.modifier_doc(db, source.node_text(opcode), [source.node_text(m) for m in modifiers], index)
        if doc is None:
            doc = hover_spec.name_doc(db, text)
        return _make(doc, node.start_byte, node.end_byte)
    if kind == "component" and parent is not None and parent.type == "component_expression":
        return _make(hover_spec.special_register_doc(db, source.node_text(parent)), parent.start_byte, parent.end_byte)
    if kind in _NAME_NODES or (not node.is_named and text.startswith(".")):
        return _make(hover_spec.name_doc(db, text), node.start_byte, node.end_byte)
    if kind == "version_number":
        return _make(hover_spec.version_doc(db, text), node.start_byte, node.end_byte)
    if kind == "identifier" and parent is not None and parent.type == "target_directive":
        return _make(hover_spec.target_doc(db, text), node.start_byte, node.end_byte)
    if kind in _NUMBER_NODES:
        start = node.start_byte
        if parent is not None and parent.type == "unary_expression" and source.node_text(parent).startswith("-"):
            start = parent.start_byte
        return _number(source.text[start:node.end_byte].decode("ascii", "replace"), start, node.end_byte)
    if kind in ("register", "identifier"):
        return _symbol(snapshot, node, text)
    return None


def _inside_error(node: Node) -> bool:
    current: Node | None = node
    while current is not None:
        if current.type == "ERROR":
            return True
        if current.type in ("instruction", "block", "source_file", "function_definition"):
            return False
        current = current.parent
    return False


def _number(text: str, start: int, end: int) -> Hover | None:
    info = describe_number(text)
    if info is None:
        return None
    doc = Doc().para(f"**`{text}`** — {info.kind} literal")
    doc.bullets("", [(line, line) for line in info.lines])
    return _make(doc, start, end)


def _symbol(snapshot: Snapshot, node: Node, text: str) -> Hover | None:
    """A user symbol (declaration or use), or a special register when nothing declares the name."""
    db = load()
    ref = snapshot.index.reference_at(node.start_byte)
    if ref is not None and ref.declaration is not None:
        return _make(symbol_doc(snapshot, ref), ref.start, ref.end)
    call = load().facts.system_call(text) if load().facts is not None else None
    if call is not None:
        return _make(system_call_doc(call), node.start_byte, node.end_byte)
    parent = node.parent
    if parent is not None and parent.type == "parameter" and parent.child_by_field_name("name") == node:
        return _make(_prototype_parameter(snapshot, parent), node.start_byte, node.end_byte)
    if text.startswith("%"):
        parent = node.parent
        if parent is not None and parent.type == "component_expression":
            written = snapshot.source.node_text(parent)
            doc = hover_spec.special_register_doc(db, written)
            if doc is not None:
                return _make(doc, parent.start_byte, parent.end_byte)
        if ref is not None and ref.out_of_range is not None:
            fam = ref.out_of_range
            doc = Doc().code(fam.text).para(
                f"⚠ `{text}` is outside the family `{fam.name}<{fam.count}>` (members `{fam.name}0` … "
                f"`{fam.name}{(fam.count or 1) - 1}`)."
            )
            return _make(doc, node.start_byte, node.end_byte)
        return _make(hover_spec.special_register_doc(db, text), node.start_byte, node.end_byte)
    return None


def system_call_doc(call: Any) -> Doc:
    """An ABI system call (`vprintf`, `malloc`, ...): its exact prototype and what it does."""
    doc = Doc().code(call.prototype)
    doc.para(f"**`{call.name}`** — ABI system call: {call.summary}")
    if call.params:
        doc.bullets("Parameters:", [(f"`{p.split(':')[0]}`:{p.partition(':')[2]}", "") for p in call.params])
    if call.returns:
        doc.para(f"Returns `{call.returns}`.")
    doc.link(call.url, f"PTX Writer's Guide §{call.section}")
    return doc


def _prototype_parameter(snapshot: Snapshot, parameter: Node) -> Doc:
    """A parameter of a function prototype or `.callprototype` (the index keeps only definitions')."""
    source = snapshot.source
    doc = Doc().code(source.node_text(parameter))
    owner = parameter.parent.parent if parameter.parent is not None else None
    name = owner.child_by_field_name("name") if owner is not None else None
    role = "Return parameter" if owner is not None and parameter.parent == owner.child_by_field_name(
        "return_parameters") else "Parameter"
    where = f" of `{source.node_text(name)}`" if name is not None else ""
    doc.para(f"{role}{where} (in a declaration without a body).")
    return doc


def symbol_doc(snapshot: Snapshot, ref: Reference) -> Doc:
    """The declaration of a resolved name, with what kind of symbol it is and how it is used."""
    index = snapshot.index
    decl = ref.declaration
    assert decl is not None
    defn = index.definition_of(decl) if decl.kind == FUNCTION else decl
    doc = Doc().code(defn.text)
    if defn.is_family:
        count = defn.count or 0
        if ref.member is not None:
            doc.para(f"`{ref.name}` is member {ref.member} of the register family `{defn.name}<{count}>` "
                     f"(`{defn.name}0` … `{defn.name}{count - 1}`).")
        else:
            doc.para(f"Declares {count} registers `{defn.name}0` … `{defn.name}{count - 1}`.")
    if defn.kind == FUNCTION:
        _function_lines(doc, index, defn)
    elif defn.kind in LABEL_KINDS:
        uses = index.uses_of(defn)
        branches = sum(1 for use in uses if _is_branch_target(snapshot, use.start))
        what = "label" if defn.kind == LABEL else f"`{defn.directive or defn.kind}` label"
        where = f" in `{defn.function}`" if defn.function else ""
        counts = f"{branches} branch{'es' if branches != 1 else ''} to it"
        others = len(uses) - branches
        if others:
            counts += f", {others} other reference{'s' if others != 1 else ''}"
        doc.para(f"{what.capitalize() if defn.kind == LABEL else what}{where}: {counts}.")
        if defn.targets:
            doc.para("Targets: " + ", ".join(f"`{t}`" for t in defn.targets))
    elif defn.kind in (PARAMETER, RETURN_PARAMETER):
        role = "return parameter" if defn.kind == RETURN_PARAMETER else "parameter"
        doc.para(f"{role.capitalize()} of `{defn.function}`" + _shape(defn))
    elif defn.kind == REGISTER or defn.kind == "variable":
        what = "register" if defn.kind == REGISTER else "variable"
        scope = f"in `{defn.function}`" if defn.function else "at module scope"
        doc.para(f"{what.capitalize()} {scope}" + _shape(defn))
        if defn.initializer:
            doc.para(f"Initializer: `{defn.initializer}`")
    if defn.type:
        t = load().facts.type(defn.type) if load().facts is not None else None
        if t is not None:
            doc.para(f"`{t.name}`: {t.summary}")
    return doc


def _is_branch_target(snapshot: Snapshot, offset: int) -> bool:
    """Whether the name at offset is an operand the spec calls a label (`bra L`, `brx.idx i, T`)."""
    node = snapshot.source.descendant(offset, offset)
    while node is not None and node.type != "instruction":
        node = node.parent
    if node is None:
        return False
    opcode = node.child_by_field_name("opcode")
    if opcode is None:
        return False
    db = load()
    mods = [snapshot.source.node_text(m) for m in node.children_by_field_name("modifier")]
    _instr, form, _ = hover_spec.best_form(db, snapshot.source.node_text(opcode), mods)
    return form is not None and any(op.kind == "label" for op in form.operands)


def _shape(decl: Declaration) -> str:
    """`: .shared, .f32, array [32], aligned to 4 bytes` for a declaration."""
    parts = []
    if decl.linkage:
        parts.append(f"`{decl.linkage}`")
    if decl.state_space:
        parts.append(f"state space `{decl.state_space}`")
    if decl.vector:
        parts.append(f"vector `{decl.vector}`")
    if decl.type:
        parts.append(f"type `{decl.type}`")
    if decl.array:
        parts.append("array " + "".join(f"[{d}]" for d in decl.array))
    if decl.align:
        parts.append(f"aligned to {decl.align} bytes")
    return (": " + ", ".join(parts) + ".") if parts else "."


def _function_lines(doc: Doc, index: object, decl: Declaration) -> None:
    kind = "kernel" if decl.directive == hover_spec.kernel_directive(load()) else "function"
    if decl.parameters:
        doc.bullets("Parameters:", [(f"`{p.text.rstrip(';')}`", p.text.rstrip(";")) for p in decl.parameters])
    if decl.returns:
        doc.bullets("Returns:", [(f"`{p.text.rstrip(';')}`", p.text.rstrip(";")) for p in decl.returns])
    uses = index.uses_of(decl)  # type: ignore[attr-defined]
    state = "defined here" if decl.is_definition else "declared only (defined in another module)"
    facts = load().facts
    call = facts.system_call(decl.name) if facts is not None else None
    if call is not None:
        doc.md.extend(system_call_doc(call).md[1:])
        doc.plain.extend(system_call_doc(call).plain[1:])
    doc.para(f"{kind.capitalize()} `{decl.name}`, {state}; referenced {len(uses)} time{'s' if len(uses) != 1 else ''}.")


# --- inside statements that do not parse ---------------------------------------------------------


def _from_text(snapshot: Snapshot, offset: int) -> Hover | None:
    """Classify the word at offset from the text of its line (for ERROR regions)."""
    source: SourceFile = snapshot.source
    data = source.text
    line_start = data.rfind(b"\n", 0, offset) + 1
    line_end = data.find(b"\n", offset)
    line_end = len(data) if line_end < 0 else line_end
    tokens = tokenize(data, line_start, line_end)
    word = next((t for t in tokens if t.start <= offset < t.end), None)
    if word is None or word.kind != "word":
        return None
    db = load()
    text = word.text
    if text[:1].isdigit():
        return _number(text, word.start, word.end)
    if text.startswith("%"):
        ref = snapshot.index.reference_at(word.start)
        if ref is not None and ref.declaration is not None:
            return _make(symbol_doc(snapshot, ref), ref.start, ref.end)
        return _make(hover_spec.special_register_doc(db, text), word.start, word.end)
    parts = split_word(word)
    if text.startswith("."):
        part = next(p for p in parts if p[1] <= offset < p[2]) if parts else None
        if part is None:
            return None
        return _make(hover_spec.name_doc(db, part[0]), part[1], part[2])
    opcode = parts[0][0]
    mods = [p[0] for p in parts[1:]]
    words = [t for t in tokens if t.kind == "word"]
    lead = 1 if tokens and tokens[0].text == "@" else 0  # skip a guard predicate
    if len(words) <= lead or word is not words[lead]:
        ref = snapshot.index.reference_at(word.start)
        if ref is not None and ref.declaration is not None:
            return _make(symbol_doc(snapshot, ref), ref.start, ref.end)
        return None
    if not db.instructions_named(opcode):
        return None
    for k, (_part, start, end) in enumerate(parts):
        if start <= offset < end:
            if k == 0:
                return _make(hover_spec.instruction_doc(db, opcode, mods, file_target(snapshot)), start, end)
            doc = hover_spec.modifier_doc(db, opcode, mods, k - 1) or hover_spec.name_doc(db, parts[k][0])
            return _make(doc, start, end)
    return None

