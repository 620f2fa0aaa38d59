"""Go to definition/declaration, references, document highlights and rename over the symbol index.

**Pure functions of a snapshot (and, for `.extern` symbols, the workspace): byte offsets in,
`Location`s / edits out; they never raise on any input.**
**Rename is refused, with a message saying why, where a rename would be wrong: one member of a
`%r<N>` family, a special register, an opcode or other non-symbol, or an invalid new name.**
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ptx_lsp.analysis.cancel import checkpoint, checkpoints
from ptx_lsp.analysis.results import Location, Refusal
from ptx_lsp.analysis.symbols import FUNCTION, VARIABLE, Declaration, Reference, parse_integer

if TYPE_CHECKING:
    from ptx_lsp.analysis.host import Snapshot
    from ptx_lsp.services.workspace import WorkspaceIndex

_IDENTIFIER = re.compile(r"^(?:[A-Za-z][A-Za-z0-9_$]*|[_$%][A-Za-z0-9_$]+)$")
_REGISTER = re.compile(r"^%[A-Za-z0-9_$]+$")


def reference_at(snapshot: Snapshot, offset: int) -> Reference | None:
    """The resolved name at offset (a cursor just after a name counts)."""
    return snapshot.index.reference_at(offset)


def _external(decl: Declaration) -> bool:
    """Whether the symbol is declared here but defined elsewhere (`.extern`, or a prototype only)."""
    return (decl.kind in (FUNCTION, VARIABLE) and decl.function is None and not decl.is_definition)


def _loc_file(snapshot: Snapshot, offset: int) -> list[Location]:
    """The `.file N "path"` directive that a `.loc N ...` file number at offset refers to."""
    node = snapshot.source.node_at(offset)
    if node.type != "integer_literal" or node.parent is None or node.parent.type != "loc_directive":
        return []
    if node.parent.child_by_field_name("file") != node:
        return []
    number = parse_integer(snapshot.data[node.start_byte : node.end_byte].decode("latin-1"))
    for item in snapshot.source.named_top_level():
        if item.type == "file_directive":
            index_node = item.child_by_field_name("index")
            if index_node is not None and parse_integer(
                snapshot.data[index_node.start_byte : index_node.end_byte].decode("latin-1")
            ) == number:
                target = item.child_by_field_name("path") or item
                return [Location(snapshot.uri, target.start_byte, target.end_byte)]
    return []


def definition(snapshot: Snapshot, offset: int, workspace: WorkspaceIndex | None = None) -> list[Location]:
    """Where the symbol at offset is defined; `.extern` symbols resolve into other workspace files.

    A `.loc` file number goes to its `.file` directive.
    """
    ref = reference_at(snapshot, offset)
    if ref is None or ref.declaration is None:
        return _loc_file(snapshot, offset)
    index = snapshot.index
    decl = index.definition_of(ref.declaration)
    if _external(decl) and workspace is not None:
        found = [loc for loc in workspace.definitions(decl.name) if loc.uri != snapshot.uri]
        if found:
            return found
    return [Location(snapshot.uri, decl.start, decl.end)]


def declaration(snapshot: Snapshot, offset: int) -> list[Location]:
    """Every declaration of the symbol at offset in this file (prototypes and the definition)."""
    ref = reference_at(snapshot, offset)
    if ref is None or ref.declaration is None:
        return []
    return [Location(snapshot.uri, d.start, d.end) for d in snapshot.index.declarations_of(ref.declaration)]


def references(
    snapshot: Snapshot, offset: int, include_declaration: bool = True, workspace: WorkspaceIndex | None = None
) -> list[Location]:
    """Every use of the symbol at offset (with its declarations when asked).

    Module-level symbols with external linkage are also looked up in the other workspace files.
    """
    ref = reference_at(snapshot, offset)
    if ref is None or ref.declaration is None:
        return []
    decl = ref.declaration
    checkpoint()  # the index may just have been built; the lists below can hold 10^5 uses
    if ref.member is not None:  # `%r42`: uses of that member only, not of all of `%r<100>`
        out = [Location(snapshot.uri, r.start, r.end) for r in checkpoints(snapshot.index.uses_of(decl))
               if r.member == ref.member]
        if include_declaration:
            out.insert(0, Location(snapshot.uri, decl.start, decl.end))
        return out
    out = [Location(snapshot.uri, s, e) for s, e in checkpoints(snapshot.index.references(decl, include_declaration))]
    if workspace is not None and decl.function is None and decl.kind in (FUNCTION, VARIABLE) and _linked(snapshot, decl):
        out.extend(workspace.references(decl.name, include_declaration, exclude_uri=snapshot.uri))
    return out


def _linked(snapshot: Snapshot, decl: Declaration) -> bool:
    """Whether a module symbol can be seen from other files (.extern/.visible/.weak/.common)."""
    return any(d.linkage is not None for d in snapshot.index.declarations_of(decl))


def _operand_access(opcode: str, modifiers: tuple[str, ...]) -> tuple[str, ...]:
    """Access of each operand position (`SpecDB.operand_access`, the one "written" rule)."""
    try:
        from ptx_lsp.spec.db import load

        return load().operand_access(opcode, modifiers)
    except Exception:  # spec unavailable: nothing is known to be written
        return ()


def access(snapshot: Snapshot, start: int) -> str:
    """'write' when the name at start is a destination operand (per the spec's form), else 'read'.

    Names inside an address (`[%rd1+4]`), a guard or a negation are read; `call`'s return
    values are written.
    """
    node = snapshot.source.node_at(start)
    child, parent = node, node.parent
    while parent is not None and parent.type != "operand_list":
        if parent.type in ("address_operand", "guard", "negated_operand", "instruction"):
            return "read"
        child, parent = parent, parent.parent
    if parent is None:
        return "read"
    instruction = parent.parent
    if instruction is None or instruction.type != "instruction":
        return "read"
    returns = parent.child_by_field_name("return_values")
    if returns is not None:
        return "write" if child == returns else "read"
    operands = [c for c in parent.named_children if not c.is_extra]
    if child not in operands:
        return "read"
    opcode = instruction.child_by_field_name("opcode")
    if opcode is None:
        return "read"
    data = snapshot.data
    modifiers = tuple(data[m.start_byte : m.end_byte].decode("latin-1") for m in instruction.children_by_field_name("modifier"))
    roles = _operand_access(data[opcode.start_byte : opcode.end_byte].decode("latin-1"), modifiers)
    position = operands.index(child)
    return "write" if position < len(roles) and roles[position] == "write" else "read"


def highlights(snapshot: Snapshot, offset: int) -> list[tuple[int, int, str]]:
    """Ranges to highlight for the symbol at offset.

    'write' for declarations and destination operands (roles from the spec's syntax forms),
    'read' for every other use.
    """
    ref = reference_at(snapshot, offset)
    if ref is None:
        return []
    index = snapshot.index
    if ref.declaration is None:
        if not ref.special:
            return []
        # Special registers: highlight every mention of the same register in this function.
        fn = index.function_at(offset)
        lo, hi = (fn.base, fn.end) if fn is not None else (0, len(snapshot.data))
        return [(r.start, r.end, "text") for r in index.references_in(lo, hi) if r.special and r.name == ref.name]
    decl = ref.declaration
    out = [(d.start, d.end, "write") for d in index.declarations_of(decl)]
    out.extend(
        (r.start, r.end, access(snapshot, r.start))
        for r in index.uses_of(decl)
        if ref.member is None or r.member == ref.member
    )
    return sorted(set(out))


def prepare_rename(snapshot: Snapshot, offset: int) -> tuple[int, int, str] | Refusal:
    """The range and current name to rename at offset, or why renaming there is refused."""
    ref = reference_at(snapshot, offset)
    if ref is None:
        return Refusal("Nothing to rename here: only registers, variables, parameters, labels and functions can be renamed.")
    if ref.special:
        return Refusal(f"{ref.name} is a special register defined by PTX; it cannot be renamed.")
    if ref.declaration is None:
        if ref.out_of_range is not None:
            return Refusal(f"{ref.name} is outside its family {ref.out_of_range.name}<{ref.out_of_range.count}>; nothing to rename.")
        return Refusal(f"{ref.name} is not declared in this file; cannot rename it.")
    decl = ref.declaration
    if decl.count is not None:
        if ref.member is not None:
            return Refusal(
                f"{ref.name} is member {ref.member} of the register family {decl.name}<{decl.count}>; "
                f"rename the family at its declaration to rename all {decl.count} members."
            )
        return (ref.start, ref.end, decl.name)
    return (ref.start, ref.end, ref.name)


def rename(
    snapshot: Snapshot, offset: int, new_name: str, workspace: WorkspaceIndex | None = None
) -> dict[str, list[tuple[int, int, str]]] | Refusal:
    """Edits per uri renaming the symbol at offset to new_name, or why it is refused.

    A module-level symbol with external linkage is renamed in every workspace file that links to
    it too (`.extern` declarations and their uses), so the program still links afterwards.
    """
    prepared = prepare_rename(snapshot, offset)
    if isinstance(prepared, Refusal):
        return prepared
    ref = reference_at(snapshot, offset)
    assert ref is not None and ref.declaration is not None
    decl = ref.declaration
    new_name = new_name.strip()
    is_register = decl.name.startswith("%")
    if is_register:
        if not _REGISTER.match(new_name):
            return Refusal(f"{new_name!r} is not a valid register name: it must be % followed by letters, digits, _ or $.")
    elif not _IDENTIFIER.match(new_name) or new_name.startswith("%"):
        return Refusal(
            f"{new_name!r} is not a valid PTX identifier: start with a letter (or _ / $ followed by more) "
            "and use only letters, digits, _ and $."
        )
    if decl.count is not None and new_name[-1:].isdigit():
        return Refusal(f"{new_name!r} ends in a digit; a family name must not, or %name<N> members would be ambiguous.")
    index = snapshot.index
    clash = index.lookup(new_name, decl.start)
    if clash.declaration is not None and clash.declaration != decl and new_name != decl.name:
        return Refusal(f"{new_name} is already declared in this scope ({clash.declaration.text}); pick another name.")
    if clash.special:
        return Refusal(f"{new_name} is a special register; pick another name.")
    uses = index.uses_of(decl)
    checked: set[tuple[int, int]] = set()
    for use in checkpoints(uses, every=200):  # a use must not fall under another declaration of the new name
        scope = index.scopes_at(use.start)[0]
        if scope in checked:
            continue
        checked.add(scope)
        probe_name = f"{new_name}{use.member}" if decl.count is not None and use.member is not None else new_name
        other = index.lookup(probe_name, use.start).declaration
        if other is not None and other != decl and other not in index.declarations_of(decl):
            where = f" in {other.function}" if other.function else ""
            return Refusal(f"{probe_name} would resolve to another declaration{where} ({other.text}); pick another name.")
    edits: list[tuple[int, int, str]] = []
    for d in index.declarations_of(decl):
        edits.append((d.start, d.end, new_name))
    for use in checkpoints(uses):
        if decl.count is not None and use.member is not None:
            edits.append((use.start, use.end, f"{new_name}{use.member}"))
        else:
            edits.append((use.start, use.end, new_name))
    result = {snapshot.uri: sorted(set(edits))}
    if workspace is not None and decl.function is None and decl.kind in (FUNCTION, VARIABLE) and _linked(snapshot, decl):
        for loc in workspace.references(decl.name, True, exclude_uri=snapshot.uri):
            result.setdefault(loc.uri, []).append((loc.start, loc.end, new_name))
    return result


def call_target(snapshot: Snapshot, offset: int) -> Declaration | None:
    """The function named at offset (its definition if the file has one), for call hierarchy."""
    ref = reference_at(snapshot, offset)
    if ref is None or ref.declaration is None or ref.declaration.kind != FUNCTION:
        return None
    return snapshot.index.definition_of(ref.declaration)


def incoming_calls(snapshot: Snapshot, function: Declaration) -> list[tuple[Declaration, list[tuple[int, int]]]]:
    """Functions of this file that name `function` (calls, `.calltargets`, address-of), with where."""
    index = snapshot.index
    callers: dict[int, tuple[Declaration, list[tuple[int, int]]]] = {}
    for use in index.uses_of(function):
        fn = index.function_at(use.start)
        if fn is None:
            continue
        entry = callers.setdefault(fn.base, (index.function_declaration(fn), []))
        entry[1].append((use.start, use.end))
    return [callers[base] for base in sorted(callers)]


def outgoing_calls(snapshot: Snapshot, function: Declaration) -> list[tuple[Declaration, list[tuple[int, int]]]]:
    """Functions that `function`'s body names (calls, `.calltargets`, address-of), with where."""
    index = snapshot.index
    fn = index.function_at(function.start) if function.is_definition else None
    if fn is None or index.function_declaration(fn).start != function.start:
        return []
    callees: dict[str, tuple[Declaration, list[tuple[int, int]]]] = {}
    for ref in index.references_in(fn.base, fn.end):
        decl = ref.declaration
        if decl is None or decl.kind != FUNCTION:
            continue
        target = index.definition_of(decl)
        entry = callees.setdefault(target.name, (target, []))
        entry[1].append((ref.start, ref.end))
    return sorted(callees.values(), key=lambda item: item[1][0])
