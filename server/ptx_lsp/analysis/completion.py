"""Completion: only what is legal at the cursor, from the spec and the symbols in scope.

**`complete(snapshot, offset)` never raises; it returns [] where nothing fits (comments, strings).**
**Every item's `replace_start..replace_end` covers exactly the partial word before the cursor,
dot included for modifiers (`.cl` -> `.clamp`), so accepting an item never duplicates text.**
**Modifiers offered after `opcode.` are exactly `SpecDB.next_modifiers` for what is written: each
keeps at least one syntax form of the instruction matchable, in spec order.**
**A modifier that breaks a rule between groups (`spec.legality`, the model the validator asks)
is not offered: `setp.lt.` offers no `.b32`.**
**No PTX name is listed here: opcodes, modifiers, directives, types, state spaces, special
registers, targets and versions all come from `ptx_lsp.spec`.**

The context is read from the text before the cursor (`analysis.cursor`), because the statement
being typed rarely parses; scopes and declarations come from the snapshot's symbol index.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterable
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Any

from ptx_lsp.analysis.cursor import (
    InstructionContext,
    Statement,
    Token,
    guard_and_rest,
    instruction_context,
    statement_at,
)
from ptx_lsp.analysis.hover_spec import FileTarget, arch_ok, best_form, form_for_operands, kernel_directive
from ptx_lsp.analysis.results import Completion
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
)
from ptx_lsp.spec import load
from ptx_lsp.spec.db import normalize_modifiers, version_tuple
from ptx_lsp.spec.legality import legality

if TYPE_CHECKING:
    from ptx_lsp.analysis.host import Snapshot
    from ptx_lsp.spec import SpecDB
    from ptx_lsp.spec.model import SyntaxForm

# The few PTX words this module must recognise by name, each a keyword the grammar also gives its
# own syntax (version_directive, target_directive, predicates, parameter and register spaces).
# Everything offered to the user still comes from the spec's lists.
VERSION_DIRECTIVE = ".version"
TARGET_DIRECTIVE = ".target"
PARAM_SPACE = ".param"
REG_SPACE = ".reg"
PRED_TYPE = ".pred"

_SNIPPET_ESCAPE = re.compile(r"([$}\\])")
_NUMBER = re.compile(r"\b(\d+)\b")
_VECTOR = re.compile(r"^\.v\d+$")  # the shape of a vector width (`.v2`), not a list of names

_log = logging.getLogger(__name__)


# A space triggers completion (the client asks as soon as `bra ` is typed) only where the next word
# names a label or a function: anywhere else a popup after every space would be noise.
SPACE_TRIGGERED_KINDS = frozenset({"label", "function"})


def complete(snapshot: Snapshot, offset: int, trigger_character: str | None = None) -> list[Completion]:
    """Completion items at `offset` (see the module docstring for the guarantees).

    `trigger_character` is the character whose typing made the client ask (None when the user
    asked): after a space only label and function names are offered, and only right after it.
    """
    try:
        if trigger_character == " ":
            before = snapshot.source.text[max(0, offset - 1):offset]
            if before != b" ":
                return []
            return [c for c in _complete(snapshot, offset) if c.kind in SPACE_TRIGGERED_KINDS]
        return _complete(snapshot, offset)
    except Exception:  # completion must never take the server down
        _log.exception("completion failed at byte %d", offset)
        return []


class _Ctx:
    """What every completer needs: snapshot, spec, cursor statement and replace range."""

    def __init__(self, snapshot: Snapshot, offset: int, statement: Statement) -> None:
        self.snapshot = snapshot
        self.db: SpecDB = load()
        self.offset = offset
        self.statement = statement
        self.start = statement.replace_start
        self.prefix = statement.prefix
        self.in_body = False
        self._visible: list[Declaration] | None = None

    def visible(self) -> list[Declaration]:
        """Declarations visible at the cursor, innermost first (see `_visible`)."""
        if self._visible is None:
            self._visible = _visible(self)
        return self._visible

    def item(self, label: str, kind: str, **kwargs: Any) -> Completion:
        kwargs.setdefault("replace_start", self.start)
        kwargs.setdefault("replace_end", self.offset)
        return Completion(label=label, kind=kind, **kwargs)  # type: ignore[arg-type]


def _complete(snapshot: Snapshot, offset: int) -> list[Completion]:
    data = snapshot.source.text
    offset = min(max(offset, 0), len(data))
    st = statement_at(data, offset, line_directive_predicate())
    if st.in_string:
        return _pragmas(snapshot, offset, st)
    if st.in_comment or st.prefix[:1].isdigit():
        return []
    ctx = _Ctx(snapshot, offset, st)
    in_body = ctx.in_body = _in_body(snapshot, offset)
    guard, rest, guard_open = guard_and_rest(st.tokens)
    if guard_open or (guard is not None and st.partial is guard):
        return _predicates(ctx)
    if not rest:
        if guard is not None or st.tokens and st.tokens[-1].text in ("@", "!"):
            return _opcodes(ctx)
        return _statement_start(ctx, in_body)
    first = rest[0]
    if first.kind != "word":
        return []
    if first.text.startswith("."):
        return _directive_statement(ctx, rest, in_body)
    if len(rest) == 1 and first is st.partial and "." not in first.text:
        return _statement_start(ctx, in_body) if guard is None else _opcodes(ctx)
    ictx = instruction_context(st)
    if ictx is None:
        return []
    if ictx.typing_modifier:
        return _modifiers(ctx, ictx)
    return _operands(ctx, ictx)


@cache
def line_directive_predicate() -> Callable[[str], bool]:
    """Which first words start a statement that ends at its line's end (no `;`), from the spec.

    Directives that declare things (state spaces, linkage, variable attributes, functions,
    control-flow labels) end with `;` or a body; the others (`.version`, `.target`, `.loc`,
    performance directives, ...) end with their line.
    """
    facts = load().facts
    names = frozenset(
        d.name for d in (facts.directives if facts is not None else ())
        if d.category not in ("state_space", "linking", "variable", "function", "control_flow", "attribute")
        and not any(s.rstrip().endswith(";") for s in d.syntax)
    )
    return names.__contains__


_MAX_REINDEX = 1_000_000  # bytes of an unclosed function re-indexed for completion


def _visible(ctx: _Ctx) -> list[Declaration]:
    """The index's visible declarations; for a function whose body is not closed yet, its own too.

    `.entry k() { ... add %r1, %` at the end of a file is one ERROR node (no `}` yet), so the index
    has no function there. Then the text from the previous function's closing brace up to this
    statement is indexed on its own, closed with a `}`, and its declarations come first.
    """
    index = ctx.snapshot.index
    found = index.visible_at(ctx.offset)
    if not ctx.in_body or index.function_at(ctx.offset) is not None:
        return found
    data = ctx.snapshot.source.text
    stmt_start = ctx.statement.tokens[0].start if ctx.statement.tokens else ctx.offset
    start = data.rfind(b"\n}", 0, stmt_start)
    start = 0 if start < 0 else start + 2
    if stmt_start - start > _MAX_REINDEX:
        return found
    from ptx_lsp.analysis.host import Snapshot as _Snapshot

    local = _Snapshot.from_bytes(data[start:stmt_start] + b"\n}\n").index
    fn = local.functions[-1] if local.functions else None
    if fn is None:
        return found
    inner = local.visible_at(fn.end - 1)
    seen = {d.name for d in inner}
    return inner + [d for d in found if d.name not in seen]


def _in_body(snapshot: Snapshot, offset: int) -> bool:
    """Whether offset is inside a function body (by the tree; by brace balance when it is broken)."""
    node = snapshot.source.descendant(max(offset - 1, 0), offset)
    while node is not None:
        if node.type == "block":
            return True
        if node.type in ("function_definition", "source_file") and not node.has_error:
            return False
        node = node.parent
    data = snapshot.source.text[:offset]
    return data.count(b"{") > data.count(b"}")


def _pragmas(snapshot: Snapshot, offset: int, st: Statement) -> list[Completion]:
    """Inside the string of a `.pragma "...` statement: the pragma strings the spec knows."""
    facts = load().facts
    if facts is None or len(st.tokens) < 2 or st.tokens[-1].kind != "string":
        return []
    directive = {p.syntax[0].split()[0] for p in facts.pragmas if p.syntax}
    if st.tokens[0].text not in directive:
        return []
    start = st.tokens[-1].start + 1  # after the opening quote
    typed = snapshot.source.text[start:offset].decode("utf-8", "replace")
    if " " in typed:
        return []  # past the keyword, into its arguments
    return [Completion(label=p.name, kind="keyword", detail=p.summary,
                       documentation="```ptx\n" + "\n".join(p.syntax) + f"\n```\n\n{p.description}\n\n[PTX ISA]({p.url})",
                       replace_start=start, replace_end=offset, sort_text=p.name, filter_text=p.name)
            for p in facts.pragmas]


# --- statement start -------------------------------------------------------------------------------


def _statement_start(ctx: _Ctx, in_body: bool) -> list[Completion]:
    items: list[Completion] = []
    if in_body and not ctx.prefix.startswith("."):
        items.extend(_opcodes(ctx))
    if not ctx.prefix or ctx.prefix.startswith("."):
        items.extend(_directives(ctx, ("function_body",) if in_body else ("module", "first_statement", "after_version")))
        if not in_body:
            facts = ctx.db.facts
            linking = [d for d in facts.directives if d.category == "linking"] if facts else []
            items.extend(_directive_item(ctx, d, "1") for d in linking)
    return items


def _rest_of_line_empty(ctx: _Ctx) -> bool:
    data = ctx.snapshot.source.text
    end = data.find(b"\n", ctx.offset)
    rest = data[ctx.offset : len(data) if end < 0 else end].strip()
    return not rest or rest.startswith(b"//")


def _opcodes(ctx: _Ctx) -> list[Completion]:
    """Every instruction name, with a snippet for the operands of its first form."""
    file = _file_target(ctx)
    needs = _opcode_needs(file.version, tuple(file.targets))
    items = []
    for name, detail, documentation, insert, deprecated in _opcode_texts(ctx.db, _rest_of_line_empty(ctx)):
        need = needs.get(name, "")
        items.append(ctx.item(
            name, "instruction", detail=detail + (f" (needs {need})" if need else ""),
            documentation=documentation, insert_text=insert, is_snippet=insert is not None,
            sort_text=("1" if deprecated or need else "0") + name, filter_text=name,
        ))
    return items


_OPCODE_TEXTS: dict[bool, tuple[Any, tuple]] = {}  # snippets -> (the spec db they come from, texts)


def _opcode_texts(db: SpecDB, snippets: bool) -> tuple[tuple[str, str, str, str | None, bool], ...]:
    """(name, detail, documentation, snippet or None, deprecated) of every instruction, in name
    order: the same for every statement start, so made once per spec (a list is 222 items)."""
    found = _OPCODE_TEXTS.get(snippets)
    if found is None or found[0] is not db:
        found = _OPCODE_TEXTS[snippets] = (db, _make_opcode_texts(db, snippets))
    return found[1]


def make_opcode_texts() -> None:
    """Make both forms of the opcode texts now (`Analysis.warm_up`: they live as long as the spec)."""
    db = load()
    for snippets in (False, True):
        _opcode_texts(db, snippets)


def _make_opcode_texts(db: SpecDB, snippets: bool) -> tuple[tuple[str, str, str, str | None, bool], ...]:
    out = []
    for name in sorted(db.instructions):
        instr = db.instructions[name]
        if instr.pseudo:
            continue  # `@{p}` and `{ }` are syntax, not opcodes
        form = instr.forms[0] if instr.forms else None
        insert = None
        if snippets and form is not None:
            ops = [o for o in form.operands if not o.optional]
            placeholders = ", ".join(f"${{{i + 2}:{_escape(o.text)}}}" for i, o in enumerate(ops))
            insert = f"{name}$1" + (f" {placeholders}" if placeholders else "") + ";"
        doc = []
        if form is not None:
            doc.append(f"```ptx\n{form.template}\n```")
        if instr.description:
            doc.append(instr.description)
        if instr.url:
            doc.append(f"[PTX ISA]({instr.url})")
        detail = (instr.summary or "") + (" (deprecated)" if instr.deprecated else "")
        out.append((name, detail, "\n\n".join(doc), insert, bool(instr.deprecated)))
    return tuple(out)


@lru_cache(maxsize=16)
def _opcode_needs(version: str | None, targets: tuple[str, ...]) -> dict[str, str]:
    """Instruction name -> what the file's `.version`/`.target` lacks for every variant of it.

    The bound is the earliest variant's: the lowest version and target any of its notes states
    (and an arch-specific target only when every target note is one), so an instruction is ranked
    lower only when no form of it can be used in this file.
    """
    db = load()
    facts = db.facts
    arch_info = next((t for t in (facts.target(n) for n in targets) if t is not None and t.arch is not None), None) \
        if facts is not None else None
    out: dict[str, str] = {}
    for name, instr in db.instructions.items():
        if instr.pseudo or not instr.forms:
            continue
        ptx_notes = [n.ptx for n in instr.notes if n.kind == "ptx" and n.ptx]
        target_notes = [n for n in instr.notes if n.kind == "target"]
        needs = []
        try:
            low = min(ptx_notes, key=version_tuple) if ptx_notes else None
            if low and version and version_tuple(version) < version_tuple(low):
                needs.append(f"PTX {low}")
        except ValueError:
            pass
        if arch_info is not None and target_notes:
            if all(n.arch and not n.min_sm and not n.all for n in target_notes):
                wanted = tuple(a for n in target_notes for a in n.arch)
                if not arch_ok(facts, arch_info, wanted):
                    needs.append(" or ".join(dict.fromkeys(wanted)))
            elif not any(n.all for n in target_notes):
                sms = [n.min_sm for n in target_notes if n.min_sm]
                if sms and len(sms) == len(target_notes) and arch_info.arch < min(sms):
                    needs.append(f"sm_{min(sms)}")
        if needs:
            out[name] = ", ".join(needs)
    return out


def _escape(text: str) -> str:
    return _SNIPPET_ESCAPE.sub(r"\\\1", text)


def _directive_item(ctx: _Ctx, d: Any, rank: str = "2") -> Completion:
    doc = []
    if d.syntax:
        doc.append("```ptx\n" + "\n".join(d.syntax) + "\n```")
    if d.description:
        doc.append(d.description)
    if d.url:
        doc.append(f"[PTX ISA]({d.url})")
    kind = "state_space" if d.category == "state_space" else "directive"
    insert = _directive_snippet(d) if _rest_of_line_empty(ctx) else None
    return ctx.item(d.name, kind, detail=d.summary, documentation="\n\n".join(doc),
                    insert_text=insert, is_snippet=insert is not None,
                    sort_text=rank + d.name, filter_text=d.name)


def _directive_snippet(d: Any) -> str | None:
    """`.maxntid ${1:nx}, ${2:ny}, ${3:nz}` from the directive's longest plain syntax line.

    Only for syntax without optional or bracketed parts (those are completed word by word).
    """
    if d.category == "linking":
        return None  # `.extern` etc. prefix a declaration; the next word is completed on its own
    lines = [line.split("//")[0].strip() for line in d.syntax]
    lines = [line for line in lines if line.startswith(d.name + " ") and not any(c in line for c in "{}()[]<>")]
    if not lines:
        return None
    line = max(lines, key=len)
    args = line[len(d.name):].strip()
    end = ";" if args.endswith(";") else ""
    parts = [a.strip() for a in args.rstrip(";").split(",") if a.strip()]
    if not parts or any(" " in a for a in parts):
        return None
    return d.name + " " + ", ".join(f"${{{i + 1}:{_escape(a)}}}" for i, a in enumerate(parts)) + end


def _directives(ctx: _Ctx, placements: Iterable[str], rank: str = "2") -> list[Completion]:
    facts = ctx.db.facts
    if facts is None:
        return []
    wanted = set(placements)
    return [_directive_item(ctx, d, rank) for d in facts.directives
            if wanted.intersection(d.placement) and not d.name.startswith("@")]


# --- modifiers -------------------------------------------------------------------------------------


def _modifiers(ctx: _Ctx, ictx: InstructionContext) -> list[Completion]:
    """The modifiers the spec allows after the ones written, in spec order, replacing the partial `.xx`."""
    db = ctx.db
    if ictx.partial_start == ictx.opcode_start and not ictx.partial_modifier:
        return _opcodes(ctx)
    if not db.instructions_named(ictx.opcode):
        return []
    instr, form, _mods = best_form(db, ictx.opcode, ictx.modifiers)
    file = _file_target(ctx)
    after = _modifiers_after(ctx)
    legal = legality()
    items = []
    for i, choice in enumerate(db.next_modifiers(ictx.opcode, ictx.modifiers)):
        if after and not db.matching_forms(ictx.opcode, [*ictx.modifiers, choice.modifier, *after], complete=False):
            continue  # inserting it in front of what follows the cursor would break the statement
        if not legal.allows(instr.name if instr is not None else ictx.opcode,
                            (*ictx.modifiers, choice.modifier, *after)):
            continue  # breaks a rule between groups (`setp.lt.b32`, `atom.and.f32`): the validator's model
        group = choice.group
        detail = f"{group} of {instr.name}" if group and instr is not None else (instr.name if instr else "")
        named, summary = _named_by(db, ictx.opcode, (*ictx.modifiers, choice.modifier))
        if named is not None:  # part of an opcode (`fabric.` + `.try_get`): the instruction(s) it names
            detail = f"{group} of {named}" if group else named
        rank = "0"
        need = _unmet_requirement(ctx, ictx, choice.modifier, file)
        if need:
            detail += f" (needs {need})"
            rank = "1"
        doc = choice.description or ""
        if summary and summary not in doc:
            doc = f"{doc}\n\n{summary}" if doc else summary
        if group and instr is not None:
            gdesc = db.describe_group(instr, group)
            if gdesc:
                doc = f"{doc}\n\nGroup `{group}`: {gdesc}" if doc else f"Group `{group}`: {gdesc}"
        items.append(ctx.item(
            choice.modifier, "modifier", detail=detail, documentation=doc,
            replace_start=ictx.partial_start, sort_text=f"{rank}{i:04d}", filter_text=choice.modifier,
        ))
    return items


def _named_by(db: SpecDB, opcode: str, written: tuple[str, ...]) -> tuple[str | None, str | None]:
    """When `written` ends inside instruction names (`fabric` + `.try_get`): the one instruction it
    names and its summary, or the shared prefix + "…" when several begin so (`cp.async.bulk…`)."""
    prefix = (opcode, *written)
    n = len(prefix)

    def begins(tokens: tuple[str, ...]) -> bool:  # `.fence::before_thread_sync` begins `tcgen05.fence`
        return len(tokens) >= n and tokens[: n - 1] == prefix[:-1] and (
            tokens[n - 1] == prefix[-1] or prefix[-1].startswith(tokens[n - 1] + "::"))

    found = {i.name: i for i in db.instructions_named(opcode) if begins(i.name_tokens)}
    if len(found) == 1:
        (instr,) = found.values()
        return instr.name, instr.summary
    return ("".join(prefix) + "…", None) if found else (None, None)


_AFTER = re.compile(rb"[A-Za-z0-9_$]*((?:\.[A-Za-z0-9_$]+(?:(?:::|:(?=[0-9]))[A-Za-z0-9_$]+)*)*)")


def _modifiers_after(ctx: _Ctx) -> list[str]:
    """The complete `.xxx` modifiers written right after the cursor in the same word (editing mid-word)."""
    m = _AFTER.match(ctx.snapshot.source.text, ctx.offset)
    if m is None or not m.group(1):
        return []
    return ["." + part for part in m.group(1).decode("ascii", "replace").split(".")[1:]]


def _file_target(ctx: _Ctx) -> Any:
    from ptx_lsp.analysis.hover import file_target

    return file_target(ctx.snapshot)


def _unmet_requirement(ctx: _Ctx, ictx: InstructionContext, modifier: str, file: Any) -> str:
    """What the file's `.version`/`.target` lacks because of this modifier ('' when nothing)."""
    return _modifier_needs(ictx.opcode, tuple(ictx.modifiers), modifier, file.version, tuple(file.targets))


@lru_cache(maxsize=4096)
def _modifier_needs(opcode: str, written: tuple[str, ...], modifier: str, version: str | None,
                    targets: tuple[str, ...]) -> str:
    """Cached core of `_unmet_requirement` (completion asks for every choice on every keystroke).

    Only the spec notes that this modifier brings into play count (those that apply with it and
    not without it): what the instruction needs anyway is the hover's and the validator's business.
    """
    db = load()
    norm = normalize_modifiers((*written, modifier))
    instr = form = None
    for cand in db.instructions_named(opcode):  # cheaper than a full resolve per choice
        forms = db.matching_forms(cand, norm, complete=False)
        if forms:
            instr, form = cand, forms[0]
            break
    if instr is None:
        return ""
    file = FileTarget(version, targets)
    names = frozenset(instr.name_tokens[1:])
    before = frozenset(norm[:-1]) | names
    after = frozenset(norm) | names
    ptx: str | None = None
    min_sm: int | None = None
    # A note that applies with the last modifier and not without it names that modifier (`after` adds
    # only it to `before`), so only those notes are read (`ld` has dozens, asked for every choice).
    for note in _notes_naming(db, instr).get(norm[-1], ()):
        if form is not None and len(instr.sections) > 1 and note.section != form.section:
            continue
        if note.conditional or not note.when_any or note.applies(before) or not note.applies(after):
            continue
        if note.kind == "ptx" and note.ptx and (ptx is None or version_tuple(note.ptx) > version_tuple(ptx)):
            ptx = note.ptx
        if note.kind == "target" and note.min_sm and (min_sm is None or note.min_sm > min_sm):
            min_sm = note.min_sm
    needs = []
    try:
        if ptx and file.version and version_tuple(file.version) < version_tuple(ptx):
            needs.append(f"PTX {ptx}")
    except ValueError:
        pass
    facts = db.facts
    if min_sm and facts is not None:
        targets = [facts.target(t) for t in file.targets]
        arch = next((t.arch for t in targets if t is not None and t.arch is not None), None)
        if arch is not None and arch < min_sm:
            needs.append(f"sm_{min_sm}")
    return ", ".join(needs)


_NOTES_NAMING: dict[str, tuple[Any, dict[str, tuple]]] = {}  # instruction name -> (its spec db, notes by name)


def _notes_naming(db: SpecDB, instr: Any) -> dict[str, tuple]:
    """An instruction's notes with a condition (`when_any`) by each modifier the condition names,
    in the notes' order; made once per instruction and spec."""
    found = _NOTES_NAMING.get(instr.name)
    if found is None or found[0] is not db:
        naming: dict[str, list] = {}
        for note in instr.notes:
            for name in dict.fromkeys(m for cond in note.when_any for anyof in cond for m in anyof):
                naming.setdefault(name, []).append(note)
        found = _NOTES_NAMING[instr.name] = (db, {name: tuple(notes) for name, notes in naming.items()})
    return found[1]


# --- operands --------------------------------------------------------------------------------------


def _operand_form(db: SpecDB, ictx: InstructionContext, statement: Statement) -> tuple[Any, SyntaxForm | None]:
    """The instruction and the form whose operand list fits what is written so far.

    Nothing written yet after the opcode (`call.uni `): a name comes next, not a `(` list (which
    the user types themselves), so the form whose first operand is not parenthesized wins.
    """
    parenthesized = _first_operand_parenthesized(statement)
    if parenthesized is None and ictx.operand_index == 0 and not ictx.paren:
        parenthesized = False
    return form_for_operands(db, ictx.opcode, ictx.modifiers, ictx.operand_index, parenthesized)


def _first_operand_parenthesized(statement: Statement) -> bool | None:
    """For `call (r), f, (a)` vs `call f, (a)`: whether the first operand opens with `(` (None: not written)."""
    _guard, rest, _ = guard_and_rest(statement.tokens)
    if len(rest) < 2:
        return None
    return rest[1].text == "("


def _operands(ctx: _Ctx, ictx: InstructionContext) -> list[Completion]:
    db = ctx.db
    prefix = ctx.prefix
    if prefix.startswith("%") and "." in prefix:
        return _special_components(ctx)
    instr, form = _operand_form(db, ictx, ctx.statement)
    expected: dict[str, Any] | None = None
    if form is not None and ictx.operand_index < len(form.operands):
        expected = db.expected_operands(form, ictx.modifiers)[ictx.operand_index]
    op = expected["operand"] if expected else None
    kind = op.kind if op is not None else None
    visible = ctx.visible()
    if kind == "label" and not ictx.bracket:
        want = (LABEL, BRANCH_TARGETS) if op.name != "tlist" else (BRANCH_TARGETS, LABEL)
        # A label declared on the statement being typed (`bra ` above `L:` recovers as label `bra`) is not one.
        items = [_decl_item(ctx, d, "0" if d.kind == want[0] else "1") for d in visible
                 if d.kind in want and not (d.kind == LABEL and d.start <= ctx.offset <= d.decl_end)]
        known = {d.name for d in visible}
        for name in _labels_in_text(ctx):  # `bra ` typed right above `L:` parses as `bra L` ...
            if name not in known:
                known.add(name)
                items.append(ctx.item(name, "label", detail=f"{name}:", sort_text="0" + name, filter_text=name))
        return items
    if kind == "symbol" and not ictx.bracket and not ictx.paren and not prefix.startswith("%") and instr is not None and any(
        o.kind == "param_list" for o in form.operands
    ):
        return [_decl_item(ctx, d, "0" if d.kind == FUNCTION and d.directive != kernel_directive(db) else "1")
                for d in visible if d.kind in (FUNCTION, PROTOTYPE, CALL_TARGETS)]
    if kind == "immediate" and not prefix.startswith("%"):
        return []  # a constant goes here (`wgmma ... imm-scale-a`): nothing to name
    if ictx.paren:
        return [_decl_item(ctx, d, "0" if d.kind in (PARAMETER, RETURN_PARAMETER) or d.state_space == PARAM_SPACE
                           else "1") for d in visible if _is_value(d)]
    if ictx.bracket:
        return _address_items(ctx, ictx, visible)
    items: list[Completion] = []
    want_type = expected.get("type") if expected else None
    context = "strict"
    facts = db.facts
    if facts is not None and facts.allows_wider_operands(ictx.opcode):
        context = "destination" if op is not None and op.role == "destination" else "source"
    for d in visible:
        if not _is_value(d) or d.kind in (PARAMETER, RETURN_PARAMETER) and d.state_space == PARAM_SPACE:
            continue
        fits = _fits(facts, want_type, d, kind, context)
        if kind in ("register", "vector") and d.state_space not in (None, REG_SPACE):
            fits = False  # memory variables are addresses here, not register values
        items.append(_decl_item(ctx, d, "0" if fits else "2"))
    if not prefix or prefix.startswith("%"):
        items.extend(_special_registers(ctx, want_type, kind))
    return items


_LABEL_LINE = re.compile(rb"^[ \t]*([A-Za-z_$][A-Za-z0-9_$]*)[ \t]*:(?!:)", re.MULTILINE)


def _labels_in_text(ctx: _Ctx) -> list[str]:
    """Labels written at the start of a line in the enclosing function (or file), from the text.

    While a branch is being typed the tree may read the next line's label as its operand, so the
    index misses it; the text does not.
    """
    data = ctx.snapshot.source.text
    fn = ctx.snapshot.index.function_at(ctx.offset)
    start, end = (fn.base, fn.end) if fn is not None else (0, len(data))
    return [m.group(1).decode("ascii") for m in _LABEL_LINE.finditer(data, start, end)]


def _is_value(d: Declaration) -> bool:
    return d.kind in (REGISTER, "variable", PARAMETER, RETURN_PARAMETER)


def _fits(facts: Any, want_type: str | None, d: Declaration, kind: str | None, context: str) -> bool:
    if kind == "predicate":
        return d.type == PRED_TYPE
    if want_type is None or d.type is None or facts is None:
        return d.type != PRED_TYPE
    try:
        return bool(facts.type_compatible(want_type, d.type, context))
    except Exception:
        return False


def _address_items(ctx: _Ctx, ictx: InstructionContext, visible: list[Declaration]) -> list[Completion]:
    """Inside `[ ]`: parameters first for `.param` accesses, else addressable variables and 64/32-bit registers."""
    facts = ctx.db.facts
    param_access = any(m.partition("::")[0] == PARAM_SPACE for m in ictx.modifiers)
    items = []
    for d in visible:
        if not _is_value(d):
            continue
        is_param = d.kind in (PARAMETER, RETURN_PARAMETER) or d.state_space == PARAM_SPACE
        if param_access:
            rank = "0" if is_param else "2"
        elif d.kind == REGISTER or d.state_space == REG_SPACE:
            t = facts.type(d.type) if facts is not None and d.type else None
            rank = "0" if t is not None and t.size_bits in (32, 64) and t.kind != "float" else "2"
        else:
            space = facts.state_space(d.state_space) if facts is not None and d.state_space else None
            rank = "1" if space is not None and space.addressable != "no" else "2"
        items.append(_decl_item(ctx, d, rank))
    return items


def _decl_item(ctx: _Ctx, d: Declaration, rank: str) -> Completion:
    """A declared name; a `%r<N>` family is one item inserting the family prefix."""
    kind = {
        REGISTER: "register", PARAMETER: "parameter", RETURN_PARAMETER: "parameter", FUNCTION: "function",
        LABEL: "label", BRANCH_TARGETS: "label", PROTOTYPE: "label", CALL_TARGETS: "label",
    }.get(d.kind, "variable")
    if d.is_family:
        count = d.count or 0
        return ctx.item(
            f"{d.name}<{count}>", kind, detail=f"{d.text}  ({d.name}0 … {d.name}{count - 1})",
            documentation=f"```ptx\n{d.text}\n```", insert_text=d.name,
            sort_text=rank + d.name, filter_text=d.name,
        )
    return ctx.item(d.name, kind, detail=d.text, documentation=f"```ptx\n{d.text}\n```",
                    sort_text=rank + d.name, filter_text=d.name)


def _special_registers(ctx: _Ctx, want_type: str | None, kind: str | None) -> list[Completion]:
    """Special registers (their `.x/.y/.z` components for vector ones); type-fitting ones first."""
    facts = ctx.db.facts
    if facts is None or kind in ("label", "address", "predicate"):
        return []
    items = []
    for reg in facts.special_registers:
        names: list[tuple[str, str, str]] = []  # (label, insert, type)
        if reg.components:
            names.extend((f"{reg.members[0]}.{c}", f"{reg.members[0]}.{c}", reg.type) for c in reg.components)
        elif len(reg.members) > 8:
            base = reg.name.split("<")[0]
            names.append((reg.name, base, reg.type))
        else:
            names.extend((m, m, reg.type) for m in reg.members)
        for label, insert, typ in names:
            fits = want_type is not None and _safe_compat(facts, want_type, typ)
            since = f" (PTX {reg.min_version}" + (f", {reg.min_target}" if reg.min_target else "") + ")" \
                if reg.min_version or reg.min_target else ""
            items.append(ctx.item(
                label, "special_register", detail=f"{typ} {reg.summary}{since}",
                documentation=f"{reg.description}\n\n[PTX ISA]({reg.url})", insert_text=insert,
                sort_text=("1" if fits else "3") + label, filter_text=insert,
            ))
    return items


def _safe_compat(facts: Any, a: str, b: str) -> bool:
    try:
        return bool(facts.type_compatible(a, b, "strict"))
    except Exception:
        return False


def _special_components(ctx: _Ctx) -> list[Completion]:
    """`%tid.` -> `%tid.x`, `%tid.y`, `%tid.z` (replacing the whole `%tid.`)."""
    facts = ctx.db.facts
    base = ctx.prefix.rpartition(".")[0]
    ref = facts.special_register(base) if facts is not None else None
    if ref is None or not ref.register.components:
        return []
    return [ctx.item(f"{base}.{c}", "special_register", detail=f"{ref.register.type} {ref.register.summary}",
                     sort_text=f"{i:02d}", filter_text=f"{base}.{c}")
            for i, c in enumerate(ref.register.components)]


def _predicates(ctx: _Ctx) -> list[Completion]:
    """After `@` / `@!`: the `.pred` registers in scope."""
    visible = ctx.visible()
    return [_decl_item(ctx, d, "0") for d in visible if _is_value(d) and d.type == PRED_TYPE]


# --- directives and declarations ---------------------------------------------------------------------


def _directive_statement(ctx: _Ctx, rest: tuple[Token, ...], in_body: bool) -> list[Completion]:
    """Statements starting with a directive: `.version`, `.target`, declarations, function headers."""
    facts = ctx.db.facts
    if facts is None:
        return []
    partial = ctx.statement.partial
    words = [t for t in rest if t.kind == "word" and t is not partial]
    if not words:
        return _statement_start(ctx, in_body)
    head = words[0].text
    directive = facts.directive(head)
    if head == VERSION_DIRECTIVE and len(words) == 1:
        return _versions(ctx)
    if head == TARGET_DIRECTIVE:
        return _targets(ctx, {w.text for w in words[1:]})
    if directive is not None and "after_version" in directive.placement and len(words) == 1:
        values = sorted({int(n) for s in directive.syntax for n in _NUMBER.findall(s)})
        return [ctx.item(str(v), "value", detail=f"{head} {v}", sort_text=f"{i:02d}") for i, v in enumerate(values)]
    if directive is not None and directive.category == "control_flow" and len(words) >= 1:
        return _target_list(ctx, directive)
    function_kw = next((w for w in words if (d := facts.directive(w.text)) is not None and d.category == "function"
                        and "module" in d.placement and any("(" in x for x in d.syntax)), None)
    if function_kw is not None:
        return _function_header(ctx, rest, function_kw.text)
    spaces = [w for w in words if facts.state_space(w.text) is not None]
    linkage = all((d := facts.directive(w.text)) is not None and d.category == "linking" for w in words)
    if spaces or linkage:
        return _declaration(ctx, words, in_body)
    return []


def _target_list(ctx: _Ctx, directive: Any) -> list[Completion]:
    """`.branchtargets` lists labels, `.calltargets` functions (as the directive's syntax says)."""
    syntax = " ".join(directive.syntax)
    visible = ctx.visible()
    if "list-of-labels" in syntax:
        return [_decl_item(ctx, d, "0") for d in visible if d.kind == LABEL]
    if "list-of-functions" in syntax:
        return [_decl_item(ctx, d, "0") for d in visible if d.kind == FUNCTION]
    return []


def _versions(ctx: _Ctx) -> list[Completion]:
    facts = ctx.db.facts
    versions = list(facts.versions)
    n = len(versions)
    return [ctx.item(v.version, "value", detail=v.summary, documentation=f"{v.description}\n\n[PTX ISA]({v.url})",
                     sort_text=f"{n - i:03d}") for i, v in enumerate(versions)]


def _targets(ctx: _Ctx, written: set[str]) -> list[Completion]:
    """Targets valid for the file's `.version` (all known ones when it has none)."""
    facts = ctx.db.facts
    from ptx_lsp.analysis.hover import file_target

    version = file_target(ctx.snapshot).version
    targets = facts.targets_for_version(version) if version and facts.is_known_version(version) else facts.targets
    items = []
    for i, t in enumerate(targets):
        if t.name in written:
            continue
        rank = "0" if t.kind == "arch" else "1"
        items.append(ctx.item(t.name, "value", detail=t.summary, documentation=f"{t.description}\n\n[PTX ISA]({t.url})",
                              sort_text=f"{rank}{len(targets) - i:03d}"))
    return items


def _declaration(ctx: _Ctx, words: list[Token], in_body: bool) -> list[Completion]:
    """After `.reg` / `.global` / `.visible` ...: state spaces, `.align`, vectors, then types."""
    facts = ctx.db.facts
    texts = [w.text for w in words]
    last = facts.directive(texts[-1]) if texts else None
    if last is not None and any(" N" in syn for syn in last.syntax) and not ctx.prefix.startswith("."):
        # `.align N`: the alignments the ABI lists (powers of two)
        return [ctx.item(str(n), "value", detail=f"{texts[-1]} {n}", sort_text=f"{i:02d}")
                for i, n in enumerate(facts.abi.param_alignments)]
    if ctx.prefix and not ctx.prefix.startswith("."):
        return []
    space_name = next((t for t in texts if facts.state_space(t) is not None), None)
    has_type = any(facts.type(t) is not None for t in texts)
    if has_type:
        return []
    items: list[Completion] = []
    if space_name is None:
        for d in facts.directives:
            sp = facts.state_space(d.name) if d.category == "state_space" else None
            if sp is None or d.name != sp.name:
                continue
            if (in_body and sp.function_scope) or (not in_body and sp.module_scope):
                items.append(_directive_item(ctx, d, "0"))
        for d in facts.directives:
            if d.category == "linking" and d.name not in texts and not in_body:
                items.append(_directive_item(ctx, d, "1"))
        return items
    space = facts.state_space(space_name)
    for d in facts.directives:
        if "declaration_prefix" in d.placement and d.category == "variable" and d.name not in texts:
            if _VECTOR.match(d.name) and any(_VECTOR.match(t) for t in texts):
                continue
            items.append(_directive_item(ctx, d, "1"))
    for t in facts.types:
        if not t.fundamental and t.kind != "opaque":
            continue
        if t.kind == "pred" and not space.allows_predicates:
            continue
        if t.kind == "opaque" and space.name == REG_SPACE:
            continue
        items.append(ctx.item(t.name, "type", detail=t.summary, documentation=f"{t.description}\n\n[PTX ISA]({t.url})",
                              sort_text="0" + t.name, filter_text=t.name))
    return items


def _names_space(directive: Any) -> bool:
    """Whether a parameter attribute takes a state space after it (`.ptr .global`), per its syntax."""
    return any(".space" in s for s in directive.syntax)


def _function_header(ctx: _Ctx, rest: tuple[Token, ...], keyword: str) -> list[Completion]:
    """Inside a parameter list: `.param`/`.reg`, `.align`, `.ptr`, types; after it: header directives."""
    facts = ctx.db.facts
    if ctx.prefix and not ctx.prefix.startswith("."):
        return []
    depth = 0
    current: list[str] = []
    for tok in rest:
        if tok is ctx.statement.partial:
            continue
        if tok.text == "(":
            depth += 1
            current = []
        elif tok.text == ")":
            depth = max(depth - 1, 0)
            current = []
        elif tok.text == ",":
            current = []
        elif tok.kind == "word":
            current.append(tok.text)
    if depth == 0:
        places = ("kernel_header", "function_header") if keyword == kernel_directive(ctx.db) \
            else ("function_header",)
        return _directives(ctx, places)
    space = next((w for w in current if facts.state_space(w) is not None), None)
    has_type = any(facts.type(w) is not None for w in current)
    items: list[Completion] = []
    if space is None:
        return [_directive_item(ctx, d, "0") for d in facts.directives
                if "parameter" in d.placement and d.category == "state_space"]
    for d in facts.directives:
        if "parameter" in d.placement and d.category == "variable" and d.name not in current:
            if _names_space(d) and not has_type:
                continue
            items.append(_directive_item(ctx, d, "1"))
    if has_type:
        if any(_names_space(d) for w in current if (d := facts.directive(w)) is not None):
            for sp in facts.state_spaces:
                if sp.addressable not in ("no", "") and sp.name not in current and sp.name != space:
                    items.append(ctx.item(sp.name, "state_space", detail=sp.summary, sort_text="2" + sp.name))
        return items
    space_info = facts.state_space(space)
    for t in facts.types:
        if not t.fundamental or (t.kind == "pred" and not space_info.allows_predicates):
            continue
        items.append(ctx.item(t.name, "type", detail=t.summary, sort_text="0" + t.name, filter_text=t.name))
    return items
