"""The symbol index of one PTX file: scopes, declarations, and every use resolved to its declaration.

**Plain data in byte offsets of the snapshot's source; no LSP, no spec knowledge beyond asking
`ptx_lsp.spec` whether an unresolved `%name` is a special register.**
**Scoping follows PTX (§4.4, §5.4, §11): module scope; a function scope holding its parameters;
nested `{ }` blocks, inner declarations shadowing outer ones; labels (and `.callprototype`,
`.branchtargets`, `.calltargets` names) are visible in their whole function.**
**Parameterized families `.reg .b32 %r<100>;` declare `%r0`..`%r99`: `%r42` resolves to the family
with member 42, `%r100` does not resolve (it is reported as outside the family).**
**Incremental: each function is indexed on its own, with offsets relative to the function's start,
and cached by the function's text; an edit re-indexes only the functions whose text changed, and an
edit of the statements of one block (instructions, variable declarations) updates the function in
place (`splice_function`). An edit inside one function makes the next index from the previous one,
moving only the starts of the parts after it (`_edited_index`); absolute positions are made when asked.**
**Declarations and scopes are made with the function's index; its uses (`FunctionUses`) when first
asked** (hover, references, tokens), so completion and outlines never read every name of a big function.

Uses are found generically: every `register`/`identifier` node inside a function that is not itself
a declaration name is a use. Local names are resolved once per function, when its uses are made;
names a function does not declare ("free" names: functions, module variables) resolve against the
module scope when asked.
"""

from __future__ import annotations

import re
import threading
from array import array
from bisect import bisect_left, bisect_right
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field, fields, replace
from functools import cache
from hashlib import blake2b
from operator import attrgetter
from typing import TYPE_CHECKING

from tree_sitter import Node, Query, Tree

from ptx_lsp.analysis.host import BIG_BUFFER_BYTES
from ptx_lsp.analysis.numbers import integer_value, register_index
from ptx_lsp.memo import sized_cache
from ptx_lsp.syntax import declarators as good_declarators
from ptx_lsp.syntax import query_cursor

if TYPE_CHECKING:
    from ptx_lsp.syntax import SourceFile

# Declaration kinds.
FUNCTION = "function"
PARAMETER = "parameter"
RETURN_PARAMETER = "return_parameter"
VARIABLE = "variable"
REGISTER = "register"
LABEL = "label"
PROTOTYPE = "prototype"  # `name: .callprototype ...`
BRANCH_TARGETS = "branch_targets"  # `name: .branchtargets ...`
CALL_TARGETS = "call_targets"  # `name: .calltargets ...`
LABEL_KINDS = frozenset({LABEL, PROTOTYPE, BRANCH_TARGETS, CALL_TARGETS})

_MEMBER = re.compile(r"^(.*?)(0|[1-9][0-9]*)$")
_MAX_TEXT = 160

_NOT_SPECIAL = -3  # use target markers (raw data)
_SPECIAL = -2
_FREE = -1


@dataclass(frozen=True, slots=True)
class Declaration:
    """A declared name: where it is, what it declares, and where it is visible.

    `start..end` is the name as written (for a family `%r<100>` just `%r`), `decl_start..decl_end`
    the whole declaration; `scope_start..scope_end` where the name is visible. `text` is the
    declaration as written for this one name (`.reg .b32 %r<100>;`), long initializers shortened.
    `function_index`/`local_id` identify the declaration inside its index (module: -1).
    """

    name: str
    kind: str
    start: int
    end: int
    decl_start: int
    decl_end: int
    scope_start: int
    scope_end: int
    text: str
    function: str | None = None  # enclosing function's name; None at module scope
    directive: str | None = None  # .entry/.func/.callprototype/.branchtargets/.calltargets
    linkage: str | None = None
    state_space: str | None = None
    type: str | None = None
    vector: str | None = None
    array: tuple[str, ...] = ()  # dimensions as written: ("8",), ("",) for []
    align: int | None = None
    initializer: str | None = None
    count: int | None = None  # family size of `%r<100>`
    is_definition: bool = True  # False for function prototypes and `.extern` variables
    parameters: tuple[Declaration, ...] = ()  # functions / call prototypes
    returns: tuple[Declaration, ...] = ()
    targets: tuple[str, ...] = ()  # .branchtargets / .calltargets names
    function_index: int = -1
    local_id: int = -1

    @property
    def is_family(self) -> bool:
        """Whether this declares a parameterized family like `%r<100>`."""
        return self.count is not None

    def member_name(self, index: int) -> str:
        return f"{self.name}{index}"

    def shifted(self, delta: int, function_index: int | None = None) -> Declaration:
        """The same declaration moved by `delta` bytes (relative -> absolute).

        Each index rebuild moves the headers of every function after an edit, parameters
        included (see `_make_copy`)."""
        return _shifted_copy(self, delta, function_index)


_DECLARATION_FIELDS = tuple(f.name for f in fields(Declaration))
_DECLARATION_VALUES = attrgetter(*_DECLARATION_FIELDS)
_DECLARATION_SETTERS = {name: Declaration.__dict__[name].__set__ for name in _DECLARATION_FIELDS}  # slot descriptors
_DECLARATION_SET_ALL = tuple(_DECLARATION_SETTERS.values())
_NEW = object.__new__


def _copied(decl: Declaration, **changes) -> Declaration:
    """`dataclasses.replace(decl, **changes)` without its per-call field walk and `__init__` (a few
    times faster): an edit moves every declaration after it, on each index rebuild."""
    copy = object.__new__(Declaration)
    for setter, value in zip(_DECLARATION_SET_ALL, _DECLARATION_VALUES(decl), strict=True):
        setter(copy, value)
    for name, value in changes.items():
        _DECLARATION_SETTERS[name](copy, value)
    return copy


def _make_copy(moving: bool) -> Callable[..., Declaration]:
    """The copy of a declaration that `Declaration.shifted` (`moving` False) and
    `MovedDeclarations` (`moving` True) make, written out slot by slot from the dataclass's fields
    (as `dataclasses` writes `__init__`): the generic loop over setters cost about three times as
    much per copy, and completion and every index rebuild copy hundreds of declarations per
    keystroke (issue 11).

    `copy(d, delta, function_index)` / `copy(d, moves, base, function_index)`: `d` (its parameters
    and returns too) with its six positions moved by each `(a, delta)` of `moves` in turn (a
    position after `a` moves by `delta`) and then by `delta`/`base`, and `function_index` set
    unless it is None."""
    positions = ("start", "end", "decl_start", "decl_end", "scope_start", "scope_end")
    args = "d, moves, base, function_index" if moving else "d, base, function_index"
    body = [f"def copy({args}):", "    c = _new(_Declaration)"]
    for name in _DECLARATION_FIELDS:
        if name in positions and moving:
            body += [f"    v = d.{name}", "    for a, delta in moves:", "        if v > a:", "            v += delta",
                     f"    set_{name}(c, v + base)"]
        elif name in positions:
            body.append(f"    set_{name}(c, d.{name} + base)")
        elif name in ("parameters", "returns"):
            body.append(f"    set_{name}(c, tuple([copy({args.replace('d,', 'x,')}) for x in d.{name}])"
                        f" if d.{name} else d.{name})")
        elif name == "function_index":
            body.append(f"    set_{name}(c, d.{name} if function_index is None else function_index)")
        else:
            body.append(f"    set_{name}(c, d.{name})")
    body.append("    return c")
    scope = {f"set_{name}": setter for name, setter in _DECLARATION_SETTERS.items()}
    scope.update(_new=_NEW, _Declaration=Declaration)
    exec("\n".join(body), scope)  # noqa: S102 - generated from the field names above, no outside input
    return scope["copy"]


_shifted_copy = _make_copy(moving=False)
_moved_copy = _make_copy(moving=True)


@dataclass(frozen=True, slots=True)
class Reference:
    """A name written at start..end and what it resolves to.

    `declaration` is None when unresolved; then `special` says whether it is a special register
    the spec knows, and `out_of_range` names the family it falls outside of (`%r100` vs `%r<100>`).
    `member` is the family index (42 for `%r42`). `is_declaration` is True on a declaration's own name.
    """

    name: str
    start: int
    end: int
    declaration: Declaration | None
    member: int | None = None
    is_declaration: bool = False
    special: bool = False
    out_of_range: Declaration | None = None


@dataclass(frozen=True, slots=True)
class FunctionRaw:
    """Index data of one function, relative to the function's first byte (shareable across edits)."""

    header: Declaration
    decls: Sequence[Declaration]  # a tuple, or `MovedDeclarations` after splices
    scope_bounds: tuple[tuple[int, int, int], ...]  # (start, end, parent); scope 0 is the function
    scope_names: tuple[dict[str, int], ...]
    scope_families: tuple[dict[str, int], ...]
    labels: dict[str, int]
    decl_starts: tuple[int, ...]  # sorted name starts of decls (for lookup at an offset)
    decl_order: tuple[int, ...]  # decl ids in decl_starts order
    # The uses (`FunctionUses`), or how to make them when first asked: reading every name of a
    # 4,000-line function is 30 ms, and completion or an outline needs the declarations only.
    uses_source: FunctionUses | Callable[[], FunctionUses]
    # (capture, start, end) of every block, declaration, label and directive: what `splice_function`
    # compares to decide that an edit changed uses only.
    structure: tuple = ()  # (captures, starts, ends): see `_structure`
    # every position of every declaration and parameter (name, span, scope), sorted: a splice
    # must not read a statement again where one of them lies (`_reaches`)
    points: Sequence[int] = ()
    # Memo for consumers (e.g. semantic tokens) of results that depend only on this function's
    # text; shared by every snapshot that reuses this FunctionRaw.
    memo: dict[str, object] = field(default_factory=dict, compare=False, repr=False)

    @property
    def uses(self) -> FunctionUses:
        """Every name the function uses, resolved (made now if it was left for later)."""
        found = self.uses_source
        if not isinstance(found, FunctionUses):
            found = found()
            object.__setattr__(self, "uses_source", found)
        return found

    @property
    def uses_made(self) -> bool:
        return isinstance(self.uses_source, FunctionUses)

    def uses_near(self, rel: int) -> FunctionUses:
        """The uses a name at `rel` (relative to the function) can be: all of them once they are made,
        else only the use there (a hover or definition after an edit must not read the whole function's
        names, 30-130 ms in cub's biggest function)."""
        near = getattr(self.uses_source, "near", None)
        if near is None:
            return self.uses
        return near(rel)

    @property
    def use_starts(self) -> Sequence[int]:
        return self.uses.starts

    @property
    def use_ends(self) -> Sequence[int]:
        return self.uses.ends

    @property
    def use_names(self) -> tuple[str, ...]:
        return self.uses.names

    @property
    def use_targets(self) -> Sequence[int]:
        return self.uses.targets

    @property
    def use_members(self) -> Sequence[int]:
        return self.uses.members

    @property
    def out_of_range(self) -> dict[int, int]:
        return self.uses.out_of_range

    @property
    def decl_uses(self) -> tuple[Sequence[int], ...]:
        """The use ids that resolve to each declaration (by decl id)."""
        uses = self.uses
        if uses.by_decl is None:
            uses.derive(len(self.decls))
        return uses.by_decl  # type: ignore[return-value]

    @property
    def free(self) -> dict[str, tuple[int, ...]]:
        """The use ids of each name that no declaration of the function resolves."""
        uses = self.uses
        if uses.free is None:
            uses.derive(len(self.decls))
        return uses.free  # type: ignore[return-value]


class FunctionUses:
    """The names one function uses, in text order, each resolved (offsets relative to the function)."""

    __slots__ = ("by_decl", "ends", "free", "members", "names", "out_of_range", "starts", "targets")

    def __init__(self, starts: Sequence[int], ends: Sequence[int], names: tuple[str, ...], targets: Sequence[int],
                 members: Sequence[int], out_of_range: dict[int, int]) -> None:
        self.starts = starts  # compact int arrays: a big function has ~10^4 uses
        self.ends = ends
        self.names = names
        self.targets = targets  # decl id, _FREE, or _SPECIAL
        self.members = members  # per use: family member index, -1 when not a family member
        self.out_of_range = out_of_range  # use id -> family decl id
        # use ids per decl id, and of each name no local declaration resolves: None until first asked
        self.by_decl: tuple[Sequence[int], ...] | None = None
        self.free: dict[str, tuple[int, ...]] | None = None

    def derive(self, decl_count: int) -> None:
        decl_uses: list[list[int]] = [[] for _ in range(decl_count)]
        free: dict[str, list[int]] = {}
        names = self.names
        for uid, target in enumerate(self.targets):
            if target >= 0:
                decl_uses[target].append(uid)
            elif target == _FREE:
                free.setdefault(names[uid], []).append(uid)
        self.free = {k: tuple(v) for k, v in free.items()}
        self.by_decl = tuple(array("i", u) for u in decl_uses)


class MovedDeclarations(Sequence):
    """A function's declarations as splices moved them, each made on first access.

    An edit inside a function moves every declaration after it; copying them all on each splice
    cost 4 ms of a 10 ms index update on a 4,000-line CUB function. Each splice adds its move
    `(a, delta)`: a position after `a` (in the coordinates after the earlier moves) moves by
    `delta`; positions in the edited span never belong to a declaration (`splice_function` checks).
    """

    __slots__ = ("_decls", "_made", "_moves")
    MAX_MOVES = 16  # then the declarations are made at once and the moves start over

    def __init__(self, decls: Sequence[Declaration], moves: tuple[tuple[int, int], ...]) -> None:
        self._decls = decls
        self._moves = moves
        self._made: list[Declaration | None] = [None] * len(decls)

    @classmethod
    def after(cls, decls: Sequence[Declaration], a: int, delta: int) -> Sequence[Declaration]:
        """`decls` moved by one more splice."""
        if not delta:
            return decls
        if isinstance(decls, MovedDeclarations):
            if len(decls._moves) < cls.MAX_MOVES:
                return cls(decls._decls, decls._moves + ((a, delta),))
            decls = tuple(decls)
        return cls(decls, ((a, delta),))

    def __len__(self) -> int:
        return len(self._decls)

    def __getitem__(self, i):  # type: ignore[override]
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(len(self._decls)))]
        made = self._made[i]
        if made is None:
            made = self._made[i] = self._moved(self._decls[i])
        return made

    def __iter__(self):
        return (self[i] for i in range(len(self._decls)))

    def count_of(self, i: int) -> int | None:
        """The family size of declaration i (moves do not change it: nothing is made)."""
        return self._decls[i].count

    def _at(self, v: int) -> int:
        for a, delta in self._moves:
            if v > a:
                v += delta
        return v

    def absolute(self, i: int, base: int, function_index: int) -> Declaration:
        """Declaration i moved and then shifted to `base` (`Declaration.shifted`), in one copy."""
        return self._moved(self._decls[i], base, function_index)

    def _moved(self, d: Declaration, base: int = 0, function_index: int | None = None) -> Declaration:
        # as `Declaration.shifted` (completion makes every visible declaration absolute)
        return _moved_copy(d, self._moves, base, function_index)


class ItemMemo:
    """Memo dicts keyed by the text of a top-level item outside functions, shared by every version.

    Bounded by bytes, not entries (issue 16): a key is the item's whole text, and while a file is
    broken an ERROR item can span megabytes and change on every keystroke. The least recently used
    items go once their texts pass MAX_BYTES (what is memoised is about as large as the text), and
    an item larger than MAX_ITEM gets a throwaway dict (never stored).
    """

    MAX_BYTES = 4 << 20
    MAX_ITEM = 256 << 10

    def __init__(self) -> None:
        self._items: OrderedDict[bytes, dict] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()

    def get(self, text: bytes) -> dict:
        """The memo dict of one item's text (created empty on first use)."""
        if len(text) > self.MAX_ITEM:
            return {}
        with self._lock:
            found = self._items.get(text)
            if found is not None:
                self._items.move_to_end(text)
                return found
            found = self._items[text] = {}
            self._bytes += len(text)
            while self._bytes > self.MAX_BYTES and len(self._items) > 1:
                dropped, _ = self._items.popitem(last=False)
                self._bytes -= len(dropped)
            return found

    def retain(self, texts: set[bytes]) -> None:
        """Drop every item whose text is not in `texts`: what a pass over a whole version asked for.

        While a file is edited its items come and go (a half-typed declaration, the ERROR item a
        broken function header makes of the code after it), and what is memoised for one (semantic
        tokens, folds: ~3x its text) stayed until the byte bound pushed it out: after the 3,000-edit
        benchmark 103 items held 4 MiB of text and 8 MiB of tokens where a fresh server on the same
        text holds 20 items (issue 16)."""
        with self._lock:
            for text in [text for text in self._items if text not in texts]:
                del self._items[text]
                self._bytes -= len(text)

    def __len__(self) -> int:
        return len(self._items)

    @property
    def bytes(self) -> int:
        """Bytes of item text held (what the bound counts)."""
        return self._bytes


@dataclass
class FunctionEntry:
    """A function definition in this index: its absolute position and its (relative) raw data."""

    base: int
    end: int
    raw: FunctionRaw
    index: int
    _decls: list[Declaration] | None = field(default=None, repr=False)

    def declaration(self, local_id: int) -> Declaration:
        """The absolute form of one of this function's declarations."""
        if self._decls is None:
            self._decls = [None] * len(self.raw.decls)  # type: ignore[list-item]
        decl = self._decls[local_id]
        if decl is None:
            decls = self.raw.decls
            if isinstance(decls, MovedDeclarations):  # one copy instead of two
                decl = decls.absolute(local_id, self.base, self.index)
            else:
                decl = decls[local_id].shifted(self.base, self.index)
            self._decls[local_id] = decl
        return decl

    def declarations(self) -> list[Declaration]:
        return [self.declaration(i) for i in range(len(self.raw.decls))]


@cache
def _query() -> Query:
    from ptx_lsp.syntax import language

    return Query(
        language(),
        """
        (block) @block
        (variable_declaration) @var
        (label name: (identifier)) @label
        (callprototype_directive) @proto
        (branchtargets_directive) @btargets
        (calltargets_directive) @ctargets
        (register) @name
        (identifier) @name
        """,
    )


@cache
def _use_query() -> Query:
    from ptx_lsp.syntax import language

    return Query(language(), "(register) @name (identifier) @name")


@cache
def _name_query() -> Query:
    from ptx_lsp.syntax import language

    return Query(language(), "(register) @name (identifier) @name (label name: (identifier)) @label")


@sized_cache(256 << 10, lambda key, found: 120 + len(key[0]))
def is_special_register(name: str) -> bool:
    """Whether the spec knows `name` (`%tid`, `%envreg3`, `%clock64`) as a special register.

    Memoized by name, bounded and emptied when the last document closes (`memo.forget_all`): the
    names are what the documents spell, and unbounded (`functools.cache`) the table kept every
    register name ever looked up, and the arenas those names shared after a close (issue 16)."""
    try:
        from ptx_lsp.spec.facts import load_facts

        return load_facts().special_register(name) is not None
    except Exception:  # spec data not available yet: nothing is special
        return False


@cache
def is_read_only_space(space: str | None) -> bool:
    """Whether the spec calls a state space read-only (`.const`, `.tex`); from the data, not a list."""
    if not space:
        return False
    try:
        from ptx_lsp.spec.facts import load_facts

        found = load_facts().state_space(space)
    except Exception:  # spec data unavailable: say "not read-only" rather than guess
        return False
    return found is not None and found.access == "RO"


def parse_integer(text: str) -> int | None:
    """Value of a PTX integer literal (`42`, `0x1F`, `017`, `0b101`, `7U`), None if malformed or huge."""
    return integer_value(text)


def _start_byte(node: Node) -> int:
    return node.start_byte


def _text(data: bytes, node: Node | None) -> str | None:
    if node is None:
        return None
    return data[node.start_byte : node.end_byte].decode("utf-8", "replace")


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= _MAX_TEXT else text[: _MAX_TEXT - 1] + "…"


def _field_text(data: bytes, node: Node, name: str) -> str | None:
    return _text(data, node.child_by_field_name(name))


def _align_of(data: bytes, node: Node) -> int | None:
    align = node.child_by_field_name("align")
    if align is None:
        return None
    value = align.child_by_field_name("value")
    return parse_integer(_text(data, value) or "") if value is not None else None


def _arrays(data: bytes, node: Node) -> tuple[str, ...]:
    dims = []
    for dim in node.children_by_field_name("array"):
        size = dim.child_by_field_name("size")
        dims.append(_text(data, size) or "")
    return tuple(dims)


def _variable_decls(
    data: bytes, node: Node, base: int, scope: tuple[int, int], function: str | None
) -> list[Declaration]:
    """One Declaration per declarator of a `variable_declaration` (offsets relative to base)."""
    space = _field_text(data, node, "state_space")
    linkage = _field_text(data, node, "linkage")
    vector = _field_text(data, node, "vector")
    type_ = _field_text(data, node, "type")
    align = _align_of(data, node)
    declarators = good_declarators(node)
    kind = REGISTER if space is not None and space.startswith((".reg", ".sreg")) else VARIABLE
    prefix = data[node.start_byte : declarators[0].start_byte].decode("utf-8", "replace") if declarators else ""
    out = []
    for declarator in declarators:
        name_node = declarator.child_by_field_name("name")
        if name_node is None:
            continue
        count = None
        if name_node.type == "parameterized_name":
            count_node = name_node.child_by_field_name("count")
            count = parse_integer(_text(data, count_node) or "") if count_node is not None else None
            name_node = name_node.child_by_field_name("name")
            if name_node is None:
                continue
            if count is None:
                count = 0
        initializer = declarator.child_by_field_name("initializer")
        text = _short(prefix + data[declarator.start_byte : declarator.end_byte].decode("utf-8", "replace") + ";")
        out.append(
            Declaration(
                name=_text(data, name_node) or "",
                kind=kind,
                start=name_node.start_byte - base,
                end=name_node.end_byte - base,
                decl_start=node.start_byte - base,
                decl_end=node.end_byte - base,
                scope_start=scope[0],
                scope_end=scope[1],
                text=text,
                function=function,
                linkage=linkage,
                state_space=space,
                type=type_,
                vector=vector,
                array=_arrays(data, declarator),
                align=align,
                initializer=_short(_text(data, initializer) or "") if initializer is not None else None,
                count=count,
                is_definition=linkage != ".extern",
            )
        )
    return out


def _parameters(
    data: bytes, plist: Node | None, base: int, kind: str, scope: tuple[int, int], function: str | None
) -> list[Declaration]:
    if plist is None:
        return []
    out = []
    for param in plist.named_children:
        if param.type != "parameter":
            continue
        name_node = param.child_by_field_name("name")
        if name_node is None or name_node.type == "sink":
            continue
        attributes = " ".join(_text(data, a) or "" for a in param.children_by_field_name("attribute"))
        out.append(
            Declaration(
                name=_text(data, name_node) or "",
                kind=kind,
                start=name_node.start_byte - base,
                end=name_node.end_byte - base,
                decl_start=param.start_byte - base,
                decl_end=param.end_byte - base,
                scope_start=scope[0],
                scope_end=scope[1],
                text=_short(_text(data, param) or ""),
                function=function,
                state_space=_field_text(data, param, "state_space"),
                type=_field_text(data, param, "type"),
                vector=_field_text(data, param, "vector"),
                array=_arrays(data, param),
                align=_align_of(data, param),
                initializer=attributes or None,
            )
        )
    return out


def _function_header(data: bytes, node: Node, base: int, scope: tuple[int, int]) -> Declaration | None:
    """The Declaration of a function definition/prototype (offsets relative to base)."""
    name_node = node.child_by_field_name("name")
    if name_node is None:
        return None
    name = _text(data, name_node) or ""
    kind_node = node.child_by_field_name("kind")
    body = node.child_by_field_name("body")
    header_end = body.start_byte if body is not None else node.end_byte
    text = " ".join(data[node.start_byte : header_end].decode("utf-8", "replace").split())
    inner = (node.start_byte - base, node.end_byte - base)
    return Declaration(
        name=name,
        kind=FUNCTION,
        start=name_node.start_byte - base,
        end=name_node.end_byte - base,
        decl_start=node.start_byte - base,
        decl_end=node.end_byte - base,
        scope_start=scope[0],
        scope_end=scope[1],
        text=text if len(text) <= 400 else text[:399] + "…",
        directive=_text(data, kind_node),
        linkage=_field_text(data, node, "linkage"),
        is_definition=body is not None,
        parameters=tuple(_parameters(data, node.child_by_field_name("parameters"), base, PARAMETER, inner, name)),
        returns=tuple(
            _parameters(data, node.child_by_field_name("return_parameters"), base, RETURN_PARAMETER, inner, name)
        ),
    )


def _label_like(data: bytes, node: Node, base: int, kind: str, function: str | None, scope: tuple[int, int]):
    name_node = node.child_by_field_name("name")
    if name_node is None:
        return None
    parameters: tuple[Declaration, ...] = ()
    returns: tuple[Declaration, ...] = ()
    targets: tuple[str, ...] = ()
    if kind == PROTOTYPE:
        rel = (node.start_byte - base, node.end_byte - base)
        parameters = tuple(_parameters(data, node.child_by_field_name("parameters"), base, PARAMETER, rel, function))
        returns = tuple(
            _parameters(data, node.child_by_field_name("return_parameters"), base, RETURN_PARAMETER, rel, function)
        )
    elif kind in (BRANCH_TARGETS, CALL_TARGETS):
        targets = tuple(_text(data, t) or "" for t in node.children_by_field_name("target"))
    directive = {PROTOTYPE: ".callprototype", BRANCH_TARGETS: ".branchtargets", CALL_TARGETS: ".calltargets"}.get(kind)
    return Declaration(
        name=_text(data, name_node) or "",
        kind=kind,
        start=name_node.start_byte - base,
        end=name_node.end_byte - base,
        decl_start=node.start_byte - base,
        decl_end=node.end_byte - base,
        scope_start=scope[0],
        scope_end=scope[1],
        text=_short(_text(data, node) or ""),
        function=function,
        directive=directive,
        parameters=parameters,
        returns=returns,
        targets=targets,
    )


def _resolve_local(name: str, scope: int, bounds, names, families, labels, decls) -> tuple[int, int | None, int | None]:
    """(decl id or _SPECIAL/_FREE, family member, family the name falls outside of) of a name used in `scope`."""
    sc = scope
    while sc >= 0:
        found = names[sc].get(name)
        if found is not None:
            return found, None, None
        sc = bounds[sc][2]
    found = labels.get(name)
    if found is not None:
        return found, None, None
    match = _MEMBER.match(name)
    outside = None
    if match:
        prefix, member = match.group(1), register_index(match.group(2))
        sc = scope
        while sc >= 0:
            fam = families[sc].get(prefix)
            if fam is not None:
                count = decls.count_of(fam) if isinstance(decls, MovedDeclarations) else decls[fam].count
                if member < (count or 0):
                    return fam, member, None
                if outside is None:
                    outside = fam
            sc = bounds[sc][2]
    if name.startswith("%") and outside is None and is_special_register(name):
        return _SPECIAL, None, None
    return _FREE, None, outside


_STRUCTURE = ("block", "var", "label", "proto", "btargets", "ctargets")


def _structure(captures: dict, base: int) -> tuple[tuple[str, ...], array, array]:
    """`FunctionRaw.structure` of these captures: (capture names, starts, ends), sorted by name and
    position (columns of ints: a splice moves them all, ~600 in a big CUB function, per keystroke)."""
    return _columns(sorted((key, n.start_byte - base, n.end_byte - base) for key in _STRUCTURE
                           for n in captures.get(key, ())))


def _columns(rows: list[tuple[str, int, int]]) -> tuple[tuple[str, ...], array, array]:
    return tuple(r[0] for r in rows), array("i", [r[1] for r in rows]), array("i", [r[2] for r in rows])


@cache
def _structure_query() -> Query:
    from ptx_lsp.syntax import language

    return Query(language(), """
        (block) @block
        (variable_declaration) @var
        (label name: (identifier)) @label
        (callprototype_directive) @proto
        (branchtargets_directive) @btargets
        (calltargets_directive) @ctargets
        """)


def _common_prefix(a: bytes, b: bytes) -> int:
    """Length of the common prefix (binary search over slice comparisons: C speed)."""
    lo, hi = 0, min(len(a), len(b))
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if a[:mid] == b[:mid]:
            lo = mid
        else:
            hi = mid - 1
    return lo


def _common_suffix(a: bytes, b: bytes, limit: int) -> int:
    lo, hi = 0, min(len(a), len(b), limit)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if a[len(a) - mid :] == b[len(b) - mid :]:
            lo = mid
        else:
            hi = mid - 1
    return lo


def _end_byte(node: Node) -> int:
    return node.end_byte


def _scope_of(bounds: Sequence[tuple[int, int, int]], starts: Sequence[int], pos: int) -> int:
    """The innermost scope of `bounds` (starts: their starts) holding `pos` (0: the function)."""
    i = bisect_right(starts, pos) - 1
    while i > 0 and not (bounds[i][0] <= pos < bounds[i][1]):
        i = bounds[i][2]
    return max(i, 0)


def splice_function(data: bytes, node: Node, old: FunctionRaw, old_text: bytes,
                    changed: Sequence[tuple[int, int]] | None = None) -> FunctionRaw | None:
    """`old` updated for an edit inside statements of one block (None: index the function again).

    The changed bytes are found by comparing the texts; the statements around them (one more
    instruction on each side) are read again and their names resolved in the unchanged scopes;
    every other use and declaration keeps its resolution and moves by the edit's size. It applies
    only when the blocks, labels and directives of the function are exactly the old ones moved;
    variable declarations in the statements read again are read again with them, and the uses of the
    names they declare resolved again (`_Redeclared`). The result equals `index_function`'s (property test in
    tests/analysis/test_symbols_incremental.py). `changed` (new offsets: where the syntax tree may
    differ from the old one's, as `SourceFile.changed_ranges`) shows that when every range that
    reaches into the function lies inside the statements read again; otherwise (or without it) the
    function's `structure` is queried again and compared (a query over the whole function: on a
    4,000-line CUB function 7 ms of a 10 ms splice).
    """
    base = node.start_byte
    new_text = data[base : node.end_byte]
    prefix = _common_prefix(old_text, new_text)
    suffix = _common_suffix(old_text, new_text, min(len(old_text), len(new_text)) - prefix)
    delta = len(new_text) - len(old_text)
    lo, hi = base + prefix, base + len(new_text) - suffix
    body = node.child_by_field_name("body")
    if body is None or not (body.start_byte < lo and hi < body.end_byte) or old.header.name == "":
        return None
    container = node.descendant_for_byte_range(lo, hi)
    while container is not None and container.type != "block":
        container = container.parent
    if container is None or not (container.start_byte < lo and hi < container.end_byte):
        return None
    # Where the tree may differ is read again too: an edit right after a statement can change it
    # (typing `@%p1 bra ` after `[n]` of a broken `32 %r1, [n];` grows the ERROR before it to take
    # `[n]`, whose `n` becomes a use), and a re-parse may reach further than the edited bytes.
    for r_start, r_end in changed or ():
        if r_end >= body.start_byte and r_start <= body.end_byte:
            lo, hi = min(lo, r_start), max(hi, r_end)
    if not (container.start_byte < lo and hi < container.end_byte):
        return None
    children = container.named_children
    first = bisect_right(children, lo, key=_end_byte)  # the statement containing lo, or the next one
    last = bisect_right(children, hi, key=_start_byte) - 1  # the last one starting at or before hi
    # one more instruction on each side: its parse may depend on what follows it
    if first > 0 and children[first - 1].type == "instruction":
        first -= 1
    if last + 1 < len(children) and children[last + 1].type == "instruction":
        last += 1
    statements = children[first : last + 1]
    if not statements:
        return None
    for item in statements:
        if item.type not in _SPLICEABLE:
            return None
    first, last = statements[0], statements[-1]
    # (an edit in the blank between two statements, or before the block's first one, is read with them)
    a, b_new = min(first.start_byte - base, prefix), max(last.end_byte - base, len(new_text) - suffix)
    b_old = b_new - delta
    if b_old < a:
        return None

    def move(v: int) -> int:
        if v <= a:
            return v
        if v >= b_old:
            return v + delta
        raise _Overlap

    # Variable declarations in the statements read again are read again too (`_Redeclared`);
    # blocks, labels and directives must lie outside them.
    gone = _declarations_in(old, a, b_old)
    if gone is None:
        return None
    keys, key_starts, key_ends = old.structure
    kept = [k for k in range(len(keys)) if not (keys[k] == "var" and a <= key_starts[k] and key_ends[k] <= b_old)]
    if len(kept) < len(keys):
        keys, key_starts, key_ends = (tuple(keys[k] for k in kept), [key_starts[k] for k in kept],
                                      [key_ends[k] for k in kept])
    if any(a < v < b_old for v in key_starts) or any(a < v < b_old for v in key_ends):
        return None  # a block, label or directive in the statements read again
    try:
        bounds = tuple((move(s_), move(e_), parent) for s_, e_, parent in old.scope_bounds)
        for s_, e_, _parent in old.scope_bounds[1:]:
            if a <= s_ < b_old or a < e_ <= b_old:
                return None
        header = _moved_header(old.header, move, a, b_old)
    except _Overlap:
        return None
    scope = next((i for i, (s_, e_, _p) in enumerate(bounds)
                  if s_ == container.start_byte - base and e_ == container.end_byte - base), None)
    if scope is None:
        return None
    captures = [query_cursor(_query()).captures(statement) for statement in statements]
    if any(found.get(key) for found in captures for key in _STRUCTURE if key != "var"):
        return None
    var_nodes = sorted((v for found in captures for v in found.get("var", ())), key=_start_byte)
    if var_nodes:
        structure = _columns(sorted([*zip(keys, (v if v <= a else v + delta for v in key_starts),
                                          (v if v <= a else v + delta for v in key_ends), strict=True),
                                     *(("var", v.start_byte - base, v.end_byte - base) for v in var_nodes)]))
    else:
        structure = (keys, array("i", [v if v <= a else v + delta for v in key_starts]),
                     array("i", [v if v <= a else v + delta for v in key_ends]))
    if not _inside(changed, base, node.end_byte, base + a, base + b_new):
        if _structure(query_cursor(_structure_query()).captures(node), base) != structure:
            return None
    new_vars = [d for v in var_nodes for d in _variable_decls(data, v, base, bounds[scope][:2], old.header.name)]
    if gone or new_vars:
        redeclared = _Redeclared(old, gone, new_vars, a)
        decls, names, families, labels, decl_starts, decl_order, points = redeclared.tables(old, a, b_old, delta, bounds)
    else:
        redeclared = None
        cut = bisect_right(old.points, a)
        moving = bisect_right(old.decl_starts, a)  # the declarations that move (none of their names in the edit)
        decls = MovedDeclarations.after(old.decls, a, delta)
        names, families, labels, decl_order = old.scope_names, old.scope_families, old.labels, old.decl_order
        decl_starts = old.decl_starts[:moving] + tuple(v + delta for v in old.decl_starts[moving:])
        points = old.points[:cut] + array("i", [v + delta for v in old.points[cut:]])
    # the names of the statements read again, resolved in their (unchanged) scope
    found: list[Node] = []
    for caught in captures:
        found.extend(caught.get("name", ()))
    found.sort(key=_start_byte)
    declared_at = {base + d.start for d in new_vars}
    starts, ends, names_, targets, members = [], [], [], [], []
    last_start = -1
    for name_node in found:
        start = name_node.start_byte
        if start == last_start or start in declared_at:
            continue
        last_start = start
        name = data[start : name_node.end_byte].decode("latin-1")
        target = _resolve_local(name, scope, bounds, names, families, labels, decls)
        starts.append(start - base)
        ends.append(name_node.end_byte - base)
        names_.append((name, target))
        targets.append(target)
        members.append(-1 if target[1] is None else target[1])
    added = (starts, ends, tuple(n for n, _t in names_), [t[0] for t in targets], members,
             {k: t[2] for k, t in enumerate(targets) if t[0] == _FREE and t[2] is not None})
    if redeclared is not None:
        bound_starts = [b[0] for b in bounds]
        redeclared.resolve = lambda name, at: _resolve_local(
            name, _scope_of(bounds, bound_starts, at), bounds, names, families, labels, decls)
    chain = _chain(old.uses_source) + 1
    fix = redeclared.renumbered if redeclared is not None else _same_uses
    if old.uses_made or chain > _MAX_CHAIN:
        uses: FunctionUses | Callable[[], FunctionUses] = fix(_spliced_uses(old.uses, a, b_old, delta, added),
                                                              bisect_left(old.uses.starts, a), len(added[0]))
    else:
        def uses() -> FunctionUses:
            return fix(_spliced_uses(old.uses, a, b_old, delta, added), bisect_left(old.uses.starts, a), len(added[0]))

        def near(rel: int) -> FunctionUses:
            # the use starting last at or before `rel`, if it reaches `rel` (as `SymbolIndex.reference_at`
            # takes it): one after the statements read again, one of them (a name ending where they
            # end counts), one before them
            if rel >= b_old + delta:
                found = fix(_use_at(old.uses_near(rel - delta), rel - delta, lowest=b_old, shift=delta))
                if found.starts or rel > b_old + delta:
                    return found
            if rel >= a:
                found = _use_at(FunctionUses(*added), rel)
                if found.starts or rel > a:
                    return found
            return fix(_use_at(old.uses_near(rel), rel))

        uses.chain = chain  # type: ignore[attr-defined]
        uses.initial = getattr(old.uses_source, "initial", False)  # type: ignore[attr-defined]
        uses.near = near  # type: ignore[attr-defined]
    return FunctionRaw(
        header=header,
        decls=decls,
        scope_bounds=bounds,
        scope_names=names,
        scope_families=families,
        labels=labels,
        decl_starts=decl_starts,
        decl_order=decl_order,
        uses_source=uses,
        structure=structure,
        points=points,
    )


_SPLICEABLE = frozenset({"instruction", "comment", "variable_declaration", "ERROR"})  # statements a splice reads again
_VARIABLE_KINDS = (VARIABLE, REGISTER)


def _same_uses(uses: FunctionUses, lo: int = 0, count: int = 0) -> FunctionUses:
    return uses


def _declarations_in(old: FunctionRaw, a: int, b_old: int) -> list[int] | None:
    """The ids of the variable declarations wholly in a..b_old (old offsets), the statements a splice
    reads again; None when any other declaration's position lies there (or touches them)."""
    lo = bisect_left(old.decl_starts, a)
    hi = bisect_right(old.decl_starts, b_old)
    gone = sorted(old.decl_order[lo:hi])
    inside: list[int] = []
    for i in gone:
        d = old.decls[i]
        if d.kind not in _VARIABLE_KINDS or d.parameters or not (a <= d.decl_start and d.decl_end <= b_old):
            return None
        inside.extend((d.start, d.end, d.decl_start, d.decl_end))
    if gone and gone != list(range(gone[0], gone[-1] + 1)):
        return None
    first, stop = bisect_left(old.points, a), bisect_right(old.points, b_old)
    if sorted(inside) != list(old.points[first:stop]):
        return None
    return gone


class _Redeclared:
    """A splice whose statements declare other variables than before: the function's declarations
    renumbered as `index_function` numbers them (parameters, variables in text order, labels and
    directives), and the uses of the names those declarations name resolved again (a use elsewhere
    in the function may now resolve to a new declaration, or no longer to a removed one); every
    other use keeps its resolution, its declaration id moved by the count added.

    On cub_sm90.ptx's biggest function (6,000 lines, 432 declarations) typing a `.reg` line indexed
    the whole function on each keystroke, 7-17 ms (a query over the whole function is half of it).
    """

    __slots__ = ("added", "first", "gone_end", "names", "new", "prefixes", "resolve", "shift")

    def __init__(self, old: FunctionRaw, gone: list[int], new: list[Declaration], a: int) -> None:
        """`gone`: the ids of the old variables in the statements read again (from `a`), `new` those now there."""
        self.resolve: Callable[[str, int], tuple[int, int | None, int | None]] | None = None
        decls = old.decls
        if gone:
            first, gone_end = gone[0], gone[-1] + 1
        else:
            # where the new variables go among the old ones (variables follow the parameters, in text order)
            params = len(old.header.returns) + len(old.header.parameters)
            first = params
            while first < len(decls) and decls[first].kind in _VARIABLE_KINDS and decls[first].decl_start < a:
                first += 1
            gone_end = first
        self.first, self.gone_end, self.shift = first, gone_end, len(new) - (gone_end - first)
        self.new = new
        changed = [decls[i] for i in gone] + new
        self.names = frozenset(d.name for d in changed if d.count is None)
        self.prefixes = frozenset(d.name for d in changed if d.count is not None)

    def affects(self, name: str, memo: dict[str, bool]) -> bool:
        found = memo.get(name)
        if found is None:
            match = _MEMBER.match(name)
            found = memo[name] = name in self.names or (match is not None and match.group(1) in self.prefixes)
        return found

    def tables(self, old: FunctionRaw, a: int, b_old: int, delta: int, bounds: tuple) -> tuple:
        """(decls, scope names, scope families, labels, decl starts, decl order, points) after the splice."""
        moves = ((a, delta),)
        first, gone_end, shift = self.first, self.gone_end, self.shift
        decls: list[Declaration] = []
        for i in range(len(old.decls)):
            if first <= i < gone_end:
                continue
            d = _moved_copy(old.decls[i], moves, 0, None)
            if i >= gone_end and shift:
                object.__setattr__(d, "local_id", i + shift)  # a fresh copy, not shared yet
                if d.parameters or d.returns:  # a `.callprototype`: its parameters are numbered after it
                    object.__setattr__(d, "parameters", tuple(_copied(p, local_id=p.local_id + shift)
                                                              for p in d.parameters))
                    object.__setattr__(d, "returns", tuple(_copied(p, local_id=p.local_id + shift) for p in d.returns))
            decls.append(d)
        for k, d in enumerate(self.new):
            object.__setattr__(d, "local_id", first + k)  # freshly made by `_variable_decls`
        decls[first:first] = self.new
        starts = [b[0] for b in bounds]
        names: list[dict[str, int]] = [{} for _ in bounds]
        families: list[dict[str, int]] = [{} for _ in bounds]
        labels: dict[str, int] = {}
        params = len(old.header.returns) + len(old.header.parameters)
        for i, d in enumerate(decls):  # as `index_function`'s `add`, in the same order
            if d.kind in LABEL_KINDS:
                labels.setdefault(d.name, i)
            elif i < params:
                names[0].setdefault(d.name, i)
            elif d.kind in _VARIABLE_KINDS:
                table = families if d.count is not None else names
                table[_scope_of(bounds, starts, d.decl_start)].setdefault(d.name, i)
        order = sorted(range(len(decls)), key=lambda i: decls[i].start)
        kept = [v for v in old.points if v < a] + [v + delta for v in old.points if v > b_old]
        for i in range(first, gone_end):  # the scope of each removed variable (its block: outside a..b_old)
            d = old.decls[i]
            for v in (d.scope_start, d.scope_end):
                kept.remove(v if v <= a else v + delta)
        return (tuple(decls), tuple(names), tuple(families), labels, tuple(decls[i].start for i in order),
                tuple(order), _points(self.new, kept))

    def renumbered(self, uses: FunctionUses, lo: int = 0, count: int = 0) -> FunctionUses:
        """`uses` (but uses lo..lo+count, read again with the new declarations) with their
        declaration ids renumbered, and those of the names the changed declarations name resolved again."""
        gone_end, shift = self.gone_end, self.shift
        old = uses.targets
        if shift:  # (a comprehension over the ~10^4 uses of a big function, not a loop of statements)
            targets = array("i", [t + shift if t >= gone_end else t for t in old])
            targets[lo : lo + count] = old[lo : lo + count]  # read again: numbered anew already
        else:
            targets = array("i", old)
        members = array("i", uses.members)
        out_of_range: dict[int, int] = {}
        for uid, fam in uses.out_of_range.items():
            out_of_range[uid] = fam + shift if (fam >= gone_end and not lo <= uid < lo + count) else fam
        names = uses.names
        memo: dict[str, bool] = {}
        affected = {name for name in set(names) if self.affects(name, memo)}
        for uid in [i for i, name in enumerate(names) if name in affected] if affected else ():
            if lo <= uid < lo + count:
                continue
            found, member, outside = self.resolve(names[uid], uses.starts[uid])  # type: ignore[misc]
            targets[uid] = found
            members[uid] = -1 if member is None else member
            out_of_range.pop(uid, None)
            if found == _FREE and outside is not None:
                out_of_range[uid] = outside
        return FunctionUses(uses.starts, uses.ends, names, targets, members, out_of_range)


# Splices of a function whose uses were not made yet are kept as a chain of steps, made when
# someone asks for the uses; past this many steps the uses are made at once (reading every name
# of cub_sm90.ptx's biggest function: 40-70 ms on that keystroke, so not too often; a lookup
# before then walks the chain, ~10 us a step).
_MAX_CHAIN = 64


def _chain(source: object) -> int:
    return getattr(source, "chain", 0)


def _use_at(uses: FunctionUses, rel: int, lowest: int = 0, shift: int = 0) -> FunctionUses:
    """The one use of `uses` whose span holds `rel` (its end included) and that starts at or after
    `lowest`, moved by `shift`; no use when there is none."""
    i = bisect_right(uses.starts, rel) - 1
    if i < 0 or uses.starts[i] < lowest or rel > uses.ends[i]:
        return FunctionUses(array("i"), array("i"), (), array("i"), array("i"), {})
    outside = {0: uses.out_of_range[i]} if i in uses.out_of_range else {}
    return FunctionUses(array("i", [uses.starts[i] + shift]), array("i", [uses.ends[i] + shift]), (uses.names[i],),
                        array("i", [uses.targets[i]]), array("i", [uses.members[i]]), outside)


def _spliced_uses(old: FunctionUses, a: int, b_old: int, delta: int, added: tuple) -> FunctionUses:
    """`old` with the uses in a..b_old (old offsets) replaced by `added` (new offsets: starts,
    ends, names, targets, members, out-of-range by position in `added`) and those after moved."""
    starts, ends, names, targets, members, outside = added
    i = bisect_right(old.starts, a - 1)
    j = bisect_right(old.starts, b_old - 1)
    use_starts = array("i", old.starts[:i])
    use_starts.extend(starts)
    use_starts.extend([v + delta for v in old.starts[j:]])
    use_ends = array("i", old.ends[:i])
    use_ends.extend(ends)
    use_ends.extend([v + delta for v in old.ends[j:]])
    use_names = old.names[:i] + names + old.names[j:]
    use_targets = array("i", old.targets[:i])
    use_targets.extend(targets)
    use_targets.extend(old.targets[j:])
    use_members = array("i", old.members[:i])
    use_members.extend(members)
    use_members.extend(old.members[j:])
    shift = i + len(starts) - j
    out_of_range = {uid: fam for uid, fam in old.out_of_range.items() if uid < i}
    out_of_range.update((i + k, fam) for k, fam in outside.items())
    out_of_range.update((uid + shift, fam) for uid, fam in old.out_of_range.items() if uid >= j)
    return FunctionUses(use_starts, use_ends, use_names, use_targets, use_members, out_of_range)


def _points(decls: Sequence[Declaration], out: list[int] | None = None) -> array:
    """`FunctionRaw.points` of these declarations (and their parameters), with those of `out`."""
    out = [] if out is None else out
    pending = list(decls)
    while pending:
        d = pending.pop()
        out.extend((d.start, d.end, d.decl_start, d.decl_end, d.scope_start, d.scope_end))
        pending.extend(d.parameters)
        pending.extend(d.returns)
    out.sort()
    return array("i", out)


def _reaches(points: Sequence[int], a: int, b_old: int) -> bool:
    """Whether a declaration's position lies in a..b_old, the statements a splice reads again
    (both ends included: a declaration that only touches them is indexed again too)."""
    i = bisect_left(points, a)
    return i < len(points) and points[i] <= b_old


def _moved_header(header: Declaration, move, a: int, b_old: int) -> Declaration:
    """A function's header (and its parameters) moved by a splice's `move`; `_Overlap` when one
    of them reaches into the statements read again (a..b_old, old offsets)."""
    def moved(d: Declaration) -> Declaration:
        if a <= d.decl_start < b_old or a < d.decl_end <= b_old:
            raise _Overlap
        return _copied(d, start=move(d.start), end=move(d.end), decl_start=move(d.decl_start),
                       decl_end=move(d.decl_end), scope_start=move(d.scope_start), scope_end=move(d.scope_end),
                       parameters=tuple(moved(x) for x in d.parameters), returns=tuple(moved(x) for x in d.returns))

    return moved(header)


def _inside(changed: Sequence[tuple[int, int]] | None, start: int, end: int, lo: int, hi: int) -> bool:
    """Whether every range of `changed` that reaches into start..end lies within lo..hi (False
    when the changed ranges are not known)."""
    if changed is None:
        return False
    return all(r_end < start or r_start > end or (lo <= r_start and r_end <= hi) for r_start, r_end in changed)


class _Overlap(Exception):
    """A declaration or scope boundary lies in the edited statements: index the function again."""


def function_head(data: bytes, node: Node) -> Declaration:
    """The header Declaration of one `function_definition` node as its `FunctionRaw.header` holds it:
    offsets relative to the node's first byte, the return and then the ordinary parameters numbered
    0, 1, … as their `local_id` (the numbering `index_function` gives them)."""
    size = node.end_byte - node.start_byte
    header = _function_header(data, node, node.start_byte, (0, size))
    if header is None:  # a function without a name still gets an (empty-named) header
        header = Declaration("", FUNCTION, 0, 0, 0, size, 0, size, "", is_definition=True)
    numbered = [replace(p, local_id=i) for i, p in enumerate(header.returns + header.parameters)]
    return replace(header, returns=tuple(numbered[: len(header.returns)]),
                   parameters=tuple(numbered[len(header.returns) :]))


def _spans(nodes: Iterable[Node], shift: int = 0) -> list[tuple[int, int]]:
    return [(n.start_byte + shift, n.end_byte + shift) for n in nodes]


class FunctionNames:
    """Where the names (registers and identifiers) of one function lie, for uses read after it was
    indexed: from the function's `text` parsed on its own (an error-free function of a big document:
    the same names at the same places as in the document, checked on every corpus and test file),
    else from its `node` in the document's tree.

    Issue 11: py-tree-sitter's trees hold the text they were parsed from, so a node kept for later
    kept that version's whole text (20 MB on cub_sm90 x7) alive with its tree; the document's first
    version and the version a function was last indexed in stayed resident through a typing session.
    The tree of `text` alone is kept once made (a hover reads a few names at a time, `spans_at`):
    made when the function is indexed while typing, else when first read.
    """

    __slots__ = ("base", "node", "text", "tree")

    def __init__(self, text: bytes | None, base: int, node: Node | None = None) -> None:
        self.text, self.base, self.node, self.tree = text, base, node, None

    def parse(self) -> Tree:
        """The tree of `text` alone (made once, then kept)."""
        tree = self.tree
        if tree is None:
            from ptx_lsp.syntax import parse_tree

            tree = self.tree = parse_tree(self.text)
        return tree

    def _root(self, keep: bool) -> tuple[Node, int]:
        """(the node to read names under, what to add to its offsets for document offsets)."""
        if self.node is not None:
            return self.node, 0
        tree = self.tree
        if tree is None:
            if keep:
                tree = self.parse()
            else:
                from ptx_lsp.syntax import parse_tree

                tree = parse_tree(self.text)
        return tree.root_node, self.base

    def spans(self) -> list[tuple[int, int]]:
        """(start, end) in the document of every name, sorted."""
        root, shift = self._root(keep=False)
        found = query_cursor(_use_query()).captures(root).get("name", [])
        found.sort(key=_start_byte)
        return _spans(found, shift)

    def spans_at(self, rel: int) -> list[tuple[int, int]]:
        """(start, end) in the document of the names whose span holds `rel` (relative to the function)."""
        root, shift = self._root(keep=True)
        at = self.base + rel - shift  # in `root`'s offsets
        cursor = query_cursor(_use_query())
        cursor.set_byte_range(max(at - 1, 0), at + 1)
        found = [n for n in cursor.captures(root).get("name", ()) if n.start_byte <= at <= n.end_byte]
        found.sort(key=_start_byte)
        return _spans(found, shift)


def index_function(data: bytes, node: Node, lazy: bool = False, text: bytes | None = None,
                   initial: bool = False) -> FunctionRaw:
    """Index one `function_definition` node; offsets are relative to its first byte. `lazy`: its
    uses are read when first asked (`FunctionRaw.uses`), holding on to `node` and the function's
    `text` (its bytes in `data`; pass the slice you have to share it) until then."""
    base = node.start_byte
    size = node.end_byte - base
    header = function_head(data, node)
    fname = header.name
    captures = query_cursor(_structure_query() if lazy else _query()).captures(node)
    for nodes in captures.values():  # capture lists are not in document order
        nodes.sort(key=_start_byte)

    # Scopes: 0 is the function itself (parameters), then every block in document order.
    bounds: list[tuple[int, int, int]] = [(0, size, -1)]
    stack = [0]
    for block in captures.get("block", ()):
        start, end = block.start_byte - base, block.end_byte - base
        while len(stack) > 1 and bounds[stack[-1]][1] <= start:
            stack.pop()
        bounds.append((start, end, stack[-1]))
        stack.append(len(bounds) - 1)
    starts = [b[0] for b in bounds]

    def scope_of(pos: int) -> int:
        return _scope_of(bounds, starts, pos)

    decls: list[Declaration] = []
    decl_scope: list[int] = []
    names: list[dict[str, int]] = [{} for _ in bounds]
    families: list[dict[str, int]] = [{} for _ in bounds]
    labels: dict[str, int] = {}
    skip: list[tuple[int, int]] = []  # byte ranges (absolute) whose names are not uses

    def add(decl: Declaration, scope: int, label: bool = False, visible: bool = True) -> None:
        if decl.local_id != -1:  # shared (a header or prototype parameter): copy before numbering it
            decl = replace(decl)
        object.__setattr__(decl, "local_id", len(decls))  # freshly made, not yet shared
        decls.append(decl)
        decl_scope.append(scope)
        if not visible:
            return
        if label:
            labels.setdefault(decl.name, decl.local_id)
        elif decl.count is not None:
            families[scope].setdefault(decl.name, decl.local_id)
        else:
            names[scope].setdefault(decl.name, decl.local_id)

    for param in header.returns + header.parameters:
        add(param, 0)
    header = replace(header, parameters=tuple(decls[len(header.returns) :]), returns=tuple(decls[: len(header.returns)]))

    for var in captures.get("var", ()):
        scope = scope_of(var.start_byte - base)
        for decl in _variable_decls(data, var, base, bounds[scope][:2], fname):
            add(decl, scope)
    for key, kind in (("label", LABEL), ("proto", PROTOTYPE), ("btargets", BRANCH_TARGETS), ("ctargets", CALL_TARGETS)):
        for item in captures.get(key, ()):
            decl = _label_like(data, item, base, kind, fname, (0, size))
            if decl is None:
                continue
            add(decl, scope_of(item.start_byte - base), label=True)
            if kind == PROTOTYPE:
                skip.append((item.start_byte, item.end_byte))
                for param in decl.returns + decl.parameters:  # hoverable, but no name in any scope
                    add(param, scope_of(item.start_byte - base), visible=False)
            elif kind == BRANCH_TARGETS:
                for target in item.children_by_field_name("target"):
                    if target.type == "parameterized_name":
                        skip.append((target.start_byte, target.end_byte))

    declared_at = {d.start for d in decls}
    declared_at.add(header.start)
    skip.sort()
    skip_starts = [s for s, _ in skip]

    def skipped(pos: int) -> bool:
        i = bisect_right(skip_starts, pos) - 1
        return i >= 0 and skip[i][0] <= pos < skip[i][1]

    if text is None:
        text = data[base : node.end_byte]

    def read(name_spans: Iterable[tuple[int, int]]) -> FunctionUses:
        """The uses these names of the function make ((start, end) in the document, sorted by start),
        resolved in the scopes above."""
        use_starts: list[int] = []
        use_ends: list[int] = []
        use_names: list[str] = []
        use_targets: list[int] = []
        use_members: list[int] = []
        out_of_range: dict[int, int] = {}
        resolved: dict[tuple[str, int], tuple[int, int | None, int | None]] = {}
        spelled: dict[str, str] = {}

        def resolve(name: str, scope: int) -> tuple[int, int | None, int | None]:
            return _resolve_local(name, scope, bounds, names, families, labels, decls)

        last = -1
        # Names come sorted, blocks too: track the innermost open block in one sweep.
        open_blocks = [0]
        next_block = 1
        n_blocks = len(bounds)
        for start, end in name_spans:
            if start == last:
                continue
            last = start
            rel = start - base
            if rel in declared_at or (skip and skipped(start)):
                continue
            while next_block < n_blocks and bounds[next_block][0] <= rel:
                while len(open_blocks) > 1 and bounds[open_blocks[-1]][1] <= bounds[next_block][0]:
                    open_blocks.pop()
                open_blocks.append(next_block)
                next_block += 1
            while len(open_blocks) > 1 and bounds[open_blocks[-1]][1] <= rel:
                open_blocks.pop()
            scope = open_blocks[-1]
            name = text[rel : end - base].decode("latin-1")
            name = spelled.setdefault(name, name)  # one str object per distinct name
            key = (name, scope)
            target = resolved.get(key)
            if target is None:
                target = resolved[key] = resolve(name, scope)
            if target[0] == _FREE and target[2] is not None:
                out_of_range[len(use_starts)] = target[2]
            use_starts.append(rel)
            use_ends.append(end - base)
            use_names.append(name)
            use_targets.append(target[0])
            use_members.append(-1 if target[1] is None else target[1])
        return FunctionUses(array("i", use_starts), array("i", use_ends), tuple(use_names), array("i", use_targets),
                            array("i", use_members), out_of_range)

    order = sorted(range(len(decls)), key=lambda i: decls[i].start)
    # Left for later, the uses are read from `found_at` (`FunctionNames`): an error-free function's own
    # text parsed again when they are asked for, else this version's tree, which that keeps alive
    # (with the whole document's text: py-tree-sitter's trees hold their source). Uses left from
    # the document's first index may wait; later ones are made when the next version is indexed
    # (`build_index`), so old trees do not pile up over an editing session.
    # In a big document (a text glibc maps on its own, `host.map_big_buffers`) nothing left for later
    # keeps a node: a function with errors indexed again while typing (a half-typed state) has its
    # uses made now (its node kept until the next version's index kept this version's text a
    # keystroke longer). A smaller document keeps the node: the hover after an edit reads it at once.
    alone = lazy and len(data) >= BIG_BUFFER_BYTES
    made_now = alone and node.has_error and not initial
    if alone and not node.has_error:
        found_at = FunctionNames(text, base)
        if not initial:  # indexed again while typing: the next hover reads names near the cursor
            found_at.parse()  # (parsed here, on the worker, not by that hover: 15 ms for cub's biggest)
    else:
        found_at = FunctionNames(None, base, node)

    def read_use_at(rel: int) -> FunctionUses:
        """`read_uses` of the names whose span holds `rel` only."""
        return _use_at(read(found_at.spans_at(rel)), rel)

    # `read_uses` carries `read_use_at`, so neither may refer to the other: a reference cycle would
    # leave this version's tree to the cycle collector (and to the permanent generation after a
    # `gc.freeze`) once the uses are made, instead of freeing it then
    def read_uses() -> FunctionUses:
        """Every name the function uses, resolved."""
        return read(found_at.spans())

    read_uses.initial = initial  # type: ignore[attr-defined]
    read_uses.near = read_use_at  # type: ignore[attr-defined]
    return FunctionRaw(
        header=header,
        decls=tuple(decls),
        scope_bounds=tuple(bounds),
        scope_names=tuple(names),
        scope_families=tuple(families),
        labels=labels,
        decl_starts=tuple(decls[i].start for i in order),
        decl_order=tuple(order),
        uses_source=(read_uses() if made_now else read_uses) if lazy else read(_spans(captures.get("name", []))),
        structure=_structure(captures, base),
        points=_points(decls),
    )


def _is_prototype_parameter(decl: Declaration) -> bool:
    """Whether decl is a parameter of a module-level function prototype (not of a definition)."""
    return decl.function_index < 0 and decl.kind in (PARAMETER, RETURN_PARAMETER)


def _locate(starts: tuple[int, ...] | list[int], ends, offset: int) -> int:
    """Index i with starts[i] <= offset <= ends[i] (a cursor right after a name counts), or -1."""
    i = bisect_right(starts, offset) - 1
    if i >= 0 and offset <= ends(i):
        return i
    return -1


class _once:
    """`functools.cached_property` without the lock Python 3.11's takes for the computation (one
    lock per property of the class: a hover would wait for another version's tables being made on
    the worker). Two threads may both compute a value; they compute equal ones."""

    def __init__(self, make: Callable) -> None:
        self.make = make
        self.name = make.__name__

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        value = obj.__dict__[self.name] = self.make(obj)
        return value


@dataclass(frozen=True, slots=True)
class _ModuleItem:
    """The declarations of one top-level item other than a function, absolute when it started at
    `at` in a text of `size` bytes (module scope, where most of them are visible, is the whole text)."""

    at: int
    size: int
    decls: tuple[Declaration, ...]

    def placed(self, start: int, size: int) -> Iterator[Declaration]:
        """The declarations with the item starting at `start` in a text of `size` bytes."""
        if start == self.at and size == self.size:
            yield from self.decls
            return
        for decl in self.decls:
            moved = decl.shifted(start - self.at)
            if decl.scope_start == 0 and decl.scope_end == self.size:
                moved = _copied(moved, scope_start=0, scope_end=size)
            yield moved


class SymbolIndex:
    """Declarations and resolved uses of one file; see the module docstring for the rules.

    **Positions are kept relative to what holds them**: a function's data to the function
    (`FunctionRaw`), a module item's declarations to where the item started when they were made
    (`_ModuleItem`); `_parts` says where each top-level part starts now. So an edit inside one
    function makes the next index from this one by replacing that function's entry and moving the
    starts after it (`_edited_index`): the absolute declarations (`module_declarations`, function
    headers) and the module lookup tables are made when first asked, per index.
    """

    def __init__(self, data: bytes, functions: list[FunctionEntry], parts: list[tuple[int, int | _ModuleItem]],
                 module_uses: list[tuple[int, int, str]], raw_cache: dict[bytes, FunctionRaw],
                 keys: list[bytes | None] | None = None, headers: list[Declaration | None] | None = None) -> None:
        self.data = data
        self.functions = functions
        # each top-level part in document order, (where it starts, function number or module item)
        self._parts = parts
        self._module_uses = module_uses  # (start, end, name), sorted
        self._module_use_starts = [u[0] for u in module_uses]
        self._cache = raw_cache
        # per function (as `functions`): the digest of its text, the key of `raw_cache` (None: recovered from an
        # ERROR; `_UNHASHED`: not computed yet, see `_edited_index`), and its absolute header (None: not made
        # yet); `build_index` reuses both for functions an edit left alone
        self._key_list: list[bytes | None] = keys if keys is not None else [None] * len(functions)
        self._headers: list[Declaration | None] = headers if headers is not None else [None] * len(functions)
        # (number of top-level nodes, each function's number among them, -1 for one recovered from an
        # ERROR node): the tree's top level, for `_edited_index` (None: not known)
        self._tops: tuple[int, tuple[int, ...]] | None = None
        # Memo for consumers of results keyed by text (e.g. semantic tokens of `.section` data);
        # handed from each index to the next by build_index, bounded by bytes (ItemMemo).
        self.memo = ItemMemo()
        self._function_starts = [f.base for f in functions]
        self._labels_by_name: dict[str, tuple[FunctionEntry, int]] | None = None

    @property
    def _keys(self) -> list[bytes | None]:
        self._hash_keys()
        return self._key_list

    @property
    def _raw_cache(self) -> dict[bytes, FunctionRaw]:
        self._hash_keys()
        return self._cache

    def _hash_keys(self) -> None:
        """Compute the text digests `_edited_index` left for later (and put their functions in the cache)."""
        keys = self._key_list
        if _UNHASHED not in keys:
            return
        for i, key in enumerate(keys):
            if key is _UNHASHED:
                entry = self.functions[i]
                key = _text_key(self.data[entry.base : entry.end])
                self._cache.setdefault(key, entry.raw)
                keys[i] = key

    def _header(self, i: int) -> Declaration:
        """The absolute header of function i (made on first use)."""
        header = self._headers[i]
        if header is None:
            entry = self.functions[i]
            header = self._headers[i] = entry.raw.header.shifted(entry.base, i)
        return header

    @_once
    def module_declarations(self) -> tuple[Declaration, ...]:
        """Every module-level declaration (function headers included), in document order."""
        out: list[Declaration] = []
        for start, part in self._parts:
            if isinstance(part, int):
                out.append(self._header(part))
            else:
                out.extend(part.placed(start, len(self.data)))
        return tuple(out)

    @_once
    def _module_tables(self) -> tuple:
        """(names, families, order by start, starts in that order, prototype parameters, their starts)."""
        decls = self.module_declarations
        names: dict[str, list[Declaration]] = {}
        families: dict[str, Declaration] = {}
        for decl in decls:
            if decl.count is not None:
                families.setdefault(decl.name, decl)
            else:
                names.setdefault(decl.name, []).append(decl)
        order = sorted(range(len(decls)), key=lambda i: decls[i].start)
        # Parameters of function prototypes (`.extern .func f(.param .b32 a);`): declarations you
        # can hover and go to, visible only inside their own prototype (never in module scope).
        params = sorted((p for d in decls if d.kind == FUNCTION and not d.is_definition for p in d.returns + d.parameters),
                        key=lambda p: p.start)
        return names, families, order, [decls[i].start for i in order], params, [p.start for p in params]

    _module_names = property(lambda self: self._module_tables[0])
    _module_families = property(lambda self: self._module_tables[1])
    _module_decl_order = property(lambda self: self._module_tables[2])
    _module_decl_starts = property(lambda self: self._module_tables[3])
    _prototype_params = property(lambda self: self._module_tables[4])
    _prototype_param_starts = property(lambda self: self._module_tables[5])

    # ---- lookups by position -------------------------------------------------------------

    def function_at(self, offset: int) -> FunctionEntry | None:
        """The function definition whose text contains offset (its end included)."""
        i = bisect_right(self._function_starts, offset) - 1
        if i >= 0 and offset <= self.functions[i].end:
            return self.functions[i]
        return None

    def reference_at(self, offset: int) -> Reference | None:
        """The name (declaration or use) at offset, resolved; None if there is no name there."""
        fn = self.function_at(offset)
        if fn is not None:
            raw, rel = fn.raw, offset - fn.base
            header = raw.header
            if header.start <= rel <= header.end and header.name:
                return self._module_reference(self.function_declaration(fn))
            uses = raw.uses_near(rel)
            i = _locate(uses.starts, uses.ends.__getitem__, rel)
            if i >= 0:
                return self._function_use(fn, i, uses)
            j = _locate(raw.decl_starts, lambda k: raw.decls[raw.decl_order[k]].end, rel)
            if j >= 0:
                decl = fn.declaration(raw.decl_order[j])
                return Reference(decl.name, decl.start, decl.end, decl, is_declaration=True)
        i = _locate(self._module_use_starts, lambda k: self._module_uses[k][1], offset)
        if i >= 0:
            start, end, name = self._module_uses[i]
            return self._resolve_module(name, start, end)
        j = _locate(
            self._module_decl_starts, lambda k: self.module_declarations[self._module_decl_order[k]].end, offset
        )
        if j >= 0:
            return self._module_reference(self.module_declarations[self._module_decl_order[j]])
        k = _locate(self._prototype_param_starts, lambda k: self._prototype_params[k].end, offset)
        if k >= 0:
            return self._module_reference(self._prototype_params[k])
        return None

    def _module_reference(self, decl: Declaration) -> Reference:
        return Reference(decl.name, decl.start, decl.end, decl, is_declaration=True)

    def function_declaration(self, fn: FunctionEntry) -> Declaration:
        """The absolute header Declaration of a function definition."""
        return fn.raw.header.shifted(fn.base, fn.index)

    def _function_use(self, fn: FunctionEntry, i: int, uses: FunctionUses | None = None) -> Reference:
        """The reference of use `i` of `uses` (by default all of the function's uses)."""
        if uses is None:
            uses = fn.raw.uses
        name, start, end = uses.names[i], uses.starts[i] + fn.base, uses.ends[i] + fn.base
        target = uses.targets[i]
        if target >= 0:
            member = uses.members[i]
            return Reference(name, start, end, fn.declaration(target), member=None if member < 0 else member)
        if target == _SPECIAL:
            return Reference(name, start, end, None, special=True)
        ref = self._resolve_module(name, start, end, from_module=False)
        if ref.declaration is None and i in uses.out_of_range:
            return replace(ref, out_of_range=fn.declaration(uses.out_of_range[i]))
        return ref

    def _resolve_module(self, name: str, start: int, end: int, from_module: bool = True) -> Reference:
        decls = self._module_names.get(name)
        if decls:
            return Reference(name, start, end, self.primary(decls))
        match = _MEMBER.match(name)
        if match:
            fam = self._module_families.get(match.group(1))
            if fam is not None:
                member = register_index(match.group(2))
                if member < (fam.count or 0):
                    return Reference(name, start, end, fam, member=member)
                return Reference(name, start, end, None, out_of_range=fam)
        label = self._function_label(name) if from_module else None
        if label is not None:  # `.section` data naming a label or local variable of a function
            return Reference(name, start, end, label)
        if name.startswith("%") and is_special_register(name):
            return Reference(name, start, end, None, special=True)
        return Reference(name, start, end, None)

    def function_labels(self) -> dict[str, Declaration]:
        """Labels and body variables of every function by name (first wins).

        Debug `.section` data names them from module scope (`.b64 $L__func_begin0`,
        `.b64 __local_depot7`), so module-level uses fall back to this table.
        """
        return {name: self._function_label(name) for name in self._function_label_ids()}  # type: ignore[misc]

    def _function_label_ids(self) -> dict[str, tuple[FunctionEntry, int]]:
        """`function_labels` as (function, local id): built once, Declarations made on demand."""
        if self._labels_by_name is None:
            table: dict[str, tuple[FunctionEntry, int]] = {}
            for fn in self.functions:
                for name, local_id in fn.raw.labels.items():
                    table.setdefault(name, (fn, local_id))
                for scope in fn.raw.scope_names[:2]:  # parameters and body-level variables
                    for name, local_id in scope.items():
                        if fn.raw.decls[local_id].kind in (VARIABLE, PARAMETER, RETURN_PARAMETER):
                            table.setdefault(name, (fn, local_id))
            self._labels_by_name = table
        return self._labels_by_name

    def _function_label(self, name: str) -> Declaration | None:
        """The label (or body variable) `name` of the first function declaring it, if any."""
        found = self._function_label_ids().get(name)
        return found[0].declaration(found[1]) if found is not None else None

    @staticmethod
    def primary(decls: list[Declaration]) -> Declaration:
        """Of several module declarations of one name, the definition (else the first)."""
        for decl in decls:
            if decl.is_definition:
                return decl
        return decls[0]

    # ---- declarations and their uses -------------------------------------------------------

    def declarations_of(self, decl: Declaration) -> list[Declaration]:
        """All declarations of the same symbol: a function's prototypes and its definition."""
        if (decl.function_index >= 0 and decl.kind != FUNCTION) or _is_prototype_parameter(decl):
            return [decl]
        if decl.count is not None:
            return [decl]
        return list(self._module_names.get(decl.name, [decl]))

    def definition_of(self, decl: Declaration) -> Declaration:
        """The defining declaration of a symbol (a function's body, not its prototype)."""
        return self.primary(self.declarations_of(decl))

    def uses_left(self) -> list[FunctionRaw]:
        """The functions whose uses an index (the document's first, or one after an edit) left for
        later and nobody asked for yet: each keeps what it reads them from alive (`index_function`:
        a node of its version's chunk tree, or its text)."""
        return [e.raw for e in self.functions if not e.raw.uses_made]

    def read_uses_left(self) -> int:
        """Make the uses `uses_left` names, letting what they read go; how many."""
        left = self.uses_left()
        for raw in left:
            raw.uses  # noqa: B018 - made now
        return len(left)

    def uses_of(self, decl: Declaration) -> list[Reference]:
        """Every use of the symbol declared by `decl`, in source order (declarations excluded)."""
        out: list[Reference] = []
        if _is_prototype_parameter(decl):
            return out  # a prototype's parameter names are documentation: nothing can use them
        if decl.function_index >= 0 and decl.kind != FUNCTION:
            fn = self.functions[decl.function_index]
            raw = fn.raw
            for uid in raw.decl_uses[decl.local_id]:
                out.append(Reference(raw.use_names[uid], raw.use_starts[uid] + fn.base, raw.use_ends[uid] + fn.base,
                                     decl, member=None if raw.use_members[uid] < 0 else raw.use_members[uid]))
            if decl.kind in LABEL_KINDS or decl.kind in (VARIABLE, PARAMETER, RETURN_PARAMETER):
                # `.section` data may name it too
                for start, end, name in self._module_uses:
                    if name == decl.name and self._function_label(name) == decl:
                        out.append(Reference(name, start, end, decl))
            out.sort(key=lambda r: r.start)
            return out
        # A module-level symbol: free uses in every function plus module-level uses.
        if decl.count is None:
            target = self.primary(self._module_names.get(decl.name, [decl]))
            for fn in self.functions:
                for uid in fn.raw.free.get(decl.name, ()):
                    out.append(Reference(decl.name, fn.raw.use_starts[uid] + fn.base,
                                         fn.raw.use_ends[uid] + fn.base, target))
            for start, end, name in self._module_uses:
                if name == decl.name:
                    out.append(Reference(name, start, end, target))
        else:
            for fn in self.functions:
                for name, uids in fn.raw.free.items():
                    match = _MEMBER.match(name)
                    if match and match.group(1) == decl.name and register_index(match.group(2)) < decl.count:
                        for uid in uids:
                            out.append(Reference(name, fn.raw.use_starts[uid] + fn.base, fn.raw.use_ends[uid] + fn.base,
                                                 decl, member=register_index(match.group(2))))
            for start, end, name in self._module_uses:
                match = _MEMBER.match(name)
                if match and match.group(1) == decl.name and register_index(match.group(2)) < decl.count:
                    out.append(Reference(name, start, end, decl, member=register_index(match.group(2))))
        # Calls between functions: function headers are declarations, not uses, so nothing to add.
        out.sort(key=lambda r: r.start)
        return out

    def references(self, decl: Declaration, include_declaration: bool = True) -> list[tuple[int, int]]:
        """Byte ranges of every use of the symbol, plus its declaration(s) when asked."""
        ranges = [(r.start, r.end) for r in self.uses_of(decl)]
        if include_declaration:
            ranges.extend((d.start, d.end) for d in self.declarations_of(decl))
        return sorted(set(ranges))

    # ---- scopes and visibility ---------------------------------------------------------------

    def visible_at(self, offset: int) -> list[Declaration]:
        """Declarations visible at offset, innermost first; shadowed names appear once."""
        out: list[Declaration] = []
        seen: set[str] = set()
        fn = self.function_at(offset)
        if fn is not None:
            raw, rel = fn.raw, offset - fn.base
            bounds = raw.scope_bounds
            scope = 0
            for i in range(len(bounds) - 1, 0, -1):
                if bounds[i][0] < rel < bounds[i][1]:
                    scope = i
                    break
            while scope >= 0:
                for table in (raw.scope_names[scope], raw.scope_families[scope]):
                    for name, local_id in table.items():
                        if name not in seen:
                            seen.add(name)
                            out.append(fn.declaration(local_id))
                scope = bounds[scope][2]
            for name, local_id in raw.labels.items():
                if name not in seen:
                    seen.add(name)
                    out.append(fn.declaration(local_id))
        for decl in self.module_declarations:
            if decl.name not in seen:
                seen.add(decl.name)
                out.append(self.primary(self._module_names.get(decl.name, [decl])) if decl.count is None else decl)
        return out

    def item_memo(self, text: bytes) -> dict:
        """A memo dict for results derived from one top-level item's text alone (shared across versions)."""
        return self.memo.get(text)

    def resolve_module_use(self, name: str) -> Reference:
        """How `name` resolves when written at module scope (e.g. in `.section` data)."""
        return self._resolve_module(name, 0, 0, from_module=True)

    def lookup_module(self, name: str) -> Reference:
        """How `name` resolves at module scope, as a function's undeclared name would."""
        return self._resolve_module(name, 0, 0, from_module=False)

    def lookup(self, name: str, offset: int) -> Reference:
        """How `name` would resolve if written at offset (for completion and checks)."""
        for decl in self.visible_at(offset):
            if decl.name == name and decl.count is None:
                return Reference(name, offset, offset, decl)
        match = _MEMBER.match(name)
        if match:
            for decl in self.visible_at(offset):
                if decl.count is not None and decl.name == match.group(1):
                    member = register_index(match.group(2))
                    if member < decl.count:
                        return Reference(name, offset, offset, decl, member=member)
                    return Reference(name, offset, offset, None, out_of_range=decl)
        return Reference(name, offset, offset, None, special=name.startswith("%") and is_special_register(name))

    def scopes_at(self, offset: int) -> list[tuple[int, int]]:
        """Byte ranges of the scopes containing offset, innermost first (module last)."""
        out: list[tuple[int, int]] = []
        fn = self.function_at(offset)
        if fn is not None:
            rel = offset - fn.base
            for start, end, _parent in reversed(fn.raw.scope_bounds):
                if start <= rel <= end:
                    out.append((start + fn.base, end + fn.base))
        out.append((0, len(self.data)))
        return out

    # ---- whole-file iteration ----------------------------------------------------------------

    def declarations(self) -> Iterator[Declaration]:
        """Every declaration: module level first, then each function's in order."""
        yield from self.module_declarations
        for fn in self.functions:
            yield from fn.declarations()

    def references_in(self, start: int = 0, end: int | None = None) -> Iterator[Reference]:
        """Every use (not declaration) between start and end, resolved, in source order."""
        end = len(self.data) if end is None else end
        module_i = bisect_right(self._module_use_starts, start - 1)
        fi = max(bisect_right(self._function_starts, start) - 1, 0)
        items: list[Reference] = []
        for fn in self.functions[fi:]:
            if fn.base > end:
                break
            raw = fn.raw
            lo = bisect_right(raw.use_starts, start - fn.base - 1)
            for uid in range(lo, len(raw.use_starts)):
                if raw.use_starts[uid] + fn.base >= end:
                    break
                items.append(self._function_use(fn, uid))
        for k in range(module_i, len(self._module_uses)):
            s, e, name = self._module_uses[k]
            if s >= end:
                break
            items.append(self._resolve_module(name, s, e))
        items.sort(key=lambda r: r.start)
        return iter(items)

    def unresolved(self) -> list[Reference]:
        """Uses that resolve to nothing and are not special registers (for diagnostics)."""
        out = []
        for fn in self.functions:
            for name, uids in fn.raw.free.items():
                probe = self._resolve_module(name, 0, 0, from_module=False)
                if probe.declaration is not None or probe.special:
                    continue
                for uid in uids:
                    out.append(self._function_use(fn, uid))
        for start, end, name in self._module_uses:
            ref = self._resolve_module(name, start, end)
            if ref.declaration is None and not ref.special:
                out.append(ref)
        out.sort(key=lambda r: r.start)
        return out


def _module_items(data: bytes, node: Node, decls: list[Declaration], uses: list[tuple[int, int, str]]) -> None:
    """Declarations and uses of one top-level node other than a function definition."""
    kind = node.type
    whole = (0, len(data))
    if kind == "variable_declaration":
        decls.extend(_variable_decls(data, node, 0, whole, None))
        declared = {d.start for d in decls}
        for declarator in node.children_by_field_name("declarator"):
            init = declarator.child_by_field_name("initializer")
            if init is not None:
                _collect_uses(data, init, declared, uses)
    elif kind == "function_declaration":
        header = _function_header(data, node, 0, whole)
        if header is not None:
            decls.append(header)
    elif kind == "alias_directive":
        _collect_uses(data, node, set(), uses)
    elif kind == "section_directive":
        captures = query_cursor(_name_query()).captures(node)
        for nodes in captures.values():
            nodes.sort(key=_start_byte)
        declared = set()
        for label in captures.get("label", ()):
            decl = _label_like(data, label, 0, LABEL, None, whole)
            if decl is not None:
                decls.append(decl)
                declared.add(decl.start)
        for name in captures.get("name", ()):
            if name.start_byte not in declared:
                uses.append((name.start_byte, name.end_byte, data[name.start_byte : name.end_byte].decode("latin-1")))


def _collect_uses(data: bytes, node: Node, declared: set[int], uses: list[tuple[int, int, str]]) -> None:
    for name in query_cursor(_name_query()).captures(node).get("name", ()):
        if name.start_byte not in declared:
            uses.append((name.start_byte, name.end_byte, data[name.start_byte : name.end_byte].decode("latin-1")))


_RECOVER_LIMIT = 2 << 20  # bytes of an ERROR node re-parsed to recover an unclosed function
_FUNCTION_HEADER = re.compile(rb"(?:(?:\.visible|\.extern|\.weak)\s+)*\.(?:entry|func)\b")


def _recover_functions(
    data: bytes, node: Node, cache_: dict[bytes, FunctionRaw], old_cache: dict[bytes, FunctionRaw]
) -> list[tuple[int, int, FunctionRaw]]:
    """Functions inside a top-level ERROR node, typically one whose `}` is not written yet.

    `.entry k() { ...` at the end of a file parses as one ERROR node (tree-sitter finds no closing
    brace to recover with), which would leave its registers and labels unresolved while the user
    types. The text from the first function header in the ERROR to its end is parsed again on its
    own with `}` appended, and each function found there is indexed as usual (offsets relative to
    its start, which is the same in both texts). The re-parse is keyed by that text, like every
    function, and bounded: huge ERROR regions (binary junk) are left alone.
    """
    start, end = node.start_byte, node.end_byte
    if end - start > _RECOVER_LIMIT:
        return []
    match = _FUNCTION_HEADER.search(data, start, end)
    if match is None:
        return []
    head = match.start()
    key = _text_key(b"\x00recover\x00" + data[head:end])
    found = cache_.get(key) or old_cache.get(key)
    if found is None:
        from ptx_lsp.syntax import SourceFile

        text = data[head:end] + b"\n}\n"
        items = []
        for child in SourceFile.parse(text).named_top_level():
            if child.type == "function_definition" and child.child_by_field_name("name") is not None:
                items.append((child.start_byte, min(child.end_byte, end - head), index_function(text, child)))
        found = _Recovered(tuple(items))
    cache_[key] = found  # type: ignore[assignment]
    return [(head + offset, head + stop, raw) for offset, stop, raw in found.items]  # type: ignore[attr-defined]


@dataclass(frozen=True)
class _Recovered:
    """Functions recovered from one ERROR node's text: (offset, end, raw) relative to its header."""

    items: tuple[tuple[int, int, FunctionRaw], ...]


def _text_key(text: bytes) -> bytes:
    """The key of the functions indexed from `text` (a digest: keys of every function's whole text
    held a second copy of the document, 19 MiB for a 20 MB file; issue 11)."""
    return blake2b(text, digest_size=16).digest()


def _spliced(previous: SymbolIndex, data: bytes, node: Node,
             changed: Sequence[tuple[int, int]] | None) -> FunctionRaw | None:
    """The function of `previous` that starts where `node` does, updated by `splice_function`."""
    i = bisect_right(previous._function_starts, node.start_byte) - 1
    if i < 0:
        return None
    entry = previous.functions[i]
    if entry.base != node.start_byte or not entry.raw.structure or entry.raw.scope_bounds[0][1] != entry.end - entry.base:
        return None
    try:
        return splice_function(data, node, entry.raw, previous.data[entry.base : entry.end], changed)
    except Exception:  # noqa: BLE001 - an unexpected tree shape: index the function as usual
        return None


def _unchanged_entry(previous: SymbolIndex, changes, node: Node) -> int:
    """The number of `previous`'s function whose text is `node`'s, read at the same bytes before
    the edit (`changes`: the node lies wholly before or after the edited bytes), or -1."""
    start, end = node.start_byte, node.end_byte
    if end <= changes.start:
        old = start
    elif start >= changes.new_end:
        old = start - (changes.new_end - changes.old_end)
    else:
        return -1
    i = bisect_right(previous._function_starts, old) - 1
    if i < 0 or len(previous._keys) != len(previous.functions):
        return -1
    entry = previous.functions[i]
    return i if entry.base == old and entry.end - entry.base == end - start else -1


def module_declarations(source: SourceFile) -> tuple[Declaration, ...]:
    """What `build_index(source).module_declarations` holds, without indexing function bodies.

    For the workspace scan, which keeps only module-level declarations of files that are not open:
    a function contributes its header (`function_head`), so the bodies' registers, labels and uses
    are never collected (on cub_sm90.ptx about a third of the time of a full index).
    """
    data = source.text
    decls: list[Declaration] = []
    uses: list[tuple[int, int, str]] = []
    count = 0
    for node in source.named_top_level():
        if node.type == "function_definition":
            decls.append(function_head(data, node).shifted(node.start_byte, count))
            count += 1
        elif node.type == "ERROR":
            for offset, _end, raw in _recover_functions(data, node, {}, {}):
                decls.append(raw.header.shifted(offset, count))
                count += 1
        else:
            _module_items(data, node, decls, uses)
    return tuple(decls)


_UNHASHED = b"unhashed"  # a key not computed yet (digests are 16 bytes)


def _edited_index(previous: SymbolIndex, source: SourceFile, changes) -> SymbolIndex | None:
    """The index after an edit inside one function of `previous`, made from `previous` (None: the
    edit is not of that kind; `build_index` then walks the whole top level).

    It applies when the new tree's top level is the old one with only that function changed: as
    many top-level nodes, the function's node where it was with its end moved by the edit, and
    every range where the tree may differ inside it. Then every other function keeps its data, its
    entry moved; module items and their declarations keep theirs, their starts moved; nothing is
    hashed or copied per function beyond the entry (issue 11: walking the top level, hashing the
    edited function's text and moving the headers of every later function cost 2-3 ms of a 4 ms
    index update on cub_sm90.ptx, on each keystroke). The result equals `build_index`'s (property
    test in tests/analysis/test_symbols_incremental.py).
    """
    tops = previous._tops
    if tops is None or changes is None:
        return None
    i = bisect_right(previous._function_starts, changes.start) - 1
    if i < 0:
        return None
    old = previous.functions[i]
    if not (old.base < changes.start and changes.old_end < old.end):
        return None
    delta = changes.new_end - changes.old_end
    end = old.end + delta
    children = source.named_top_level()
    if len(children) != tops[0]:
        return None
    if tops[1][i] < 0:
        return None
    node = children[tops[1][i]]
    if node is None or node.type != "function_definition" or node.start_byte != old.base or node.end_byte != end:
        return None
    if any(r_start < old.base or r_end > end for r_start, r_end in changes.ranges):
        return None
    data = source.text
    raw = _spliced(previous, data, node, changes.ranges)
    if raw is None:
        raw = index_function(data, node, lazy=True)
    # (uses an earlier splice of another function left for later stay so: see `build_index`)
    functions = previous.functions[:i]
    functions.append(FunctionEntry(old.base, end, raw, i))
    functions.extend(FunctionEntry(f.base + delta, f.end + delta, f.raw, f.index) for f in previous.functions[i + 1 :])
    keys = list(previous._key_list)
    cache_ = dict(previous._cache)
    if keys[i] is not _UNHASHED and keys[i] is not None:
        cache_.pop(keys[i], None)
    keys[i] = _UNHASHED
    headers = previous._headers[:i] + [None] * (len(functions) - i)
    parts = [(start + delta, part) if start > old.base else (start, part) for start, part in previous._parts]
    module_uses = [(s_ + delta, e_ + delta, name) if s_ > old.base else (s_, e_, name)
                   for s_, e_, name in previous._module_uses]
    index = SymbolIndex(data, functions, parts, module_uses, cache_, keys, headers)
    index._tops = tops
    index.memo = previous.memo
    return index


def build_index(source: SourceFile, previous: SymbolIndex | None = None, changes=None) -> SymbolIndex:
    """Index a parsed file, reusing `previous`'s per-function data where the text is unchanged;
    `changes` (an `analysis.diagnostics.Changes`, None: unknown) say how the text and its tree
    changed since `previous`."""
    if previous is not None:
        index = _edited_index(previous, source, changes)
        if index is not None:
            return index
    data = source.text
    changed = changes.ranges if changes is not None else None
    old_cache = previous._raw_cache if previous is not None else {}
    cache_: dict[bytes, FunctionRaw] = {}
    functions: list[FunctionEntry] = []
    parts: list[tuple[int, int | _ModuleItem]] = []
    uses: list[tuple[int, int, str]] = []
    keys: list[bytes | None] = []  # each function's text digest (its cache key), None for recovered ones
    headers: list[Declaration | None] = []  # each function's absolute header
    tops: list[int] = []  # each function's number among the top-level nodes (-1: recovered from an ERROR)
    children = source.named_top_level()
    for number, node in enumerate(children):
        if node.type == "function_definition":
            tops.append(number)
            same = _unchanged_entry(previous, changes, node) if previous is not None and changes is not None else -1
            if same >= 0 and previous._keys[same] is not None:
                # text outside the edit: the previous version's key, whose hash is known (slicing and
                # hashing every function's text was a third of a splice on an 87k-line file)
                key = previous._keys[same]
                entry = previous.functions[same]
                if entry.base == node.start_byte and entry.index == len(functions) and \
                        cache_.get(key, entry.raw) is entry.raw:  # not moved: its absolute header too
                    cache_[key] = entry.raw
                    keys.append(key)
                    parts.append((node.start_byte, len(functions)))
                    functions.append(entry)  # (its absolute declarations made so far hold as well)
                    headers.append(previous._headers[same])
                    continue
                text = None
            else:
                text = data[node.start_byte : node.end_byte]
                key = _text_key(text)
            raw = cache_.get(key) or old_cache.get(key)
            if raw is None and previous is not None:
                raw = _spliced(previous, data, node, changed)
            if raw is None:
                raw = index_function(data, node, lazy=True, text=text, initial=previous is None)
            cache_[key] = raw
            keys.append(key)
            parts.append((node.start_byte, len(functions)))
            functions.append(FunctionEntry(node.start_byte, node.end_byte, raw, len(functions)))
            headers.append(None)
        elif node.type == "ERROR":
            for offset, end, raw in _recover_functions(data, node, cache_, old_cache):
                tops.append(-1)
                keys.append(None)
                parts.append((offset, len(functions)))
                functions.append(FunctionEntry(offset, end, raw, len(functions)))
                headers.append(None)
        else:
            found: list[Declaration] = []
            _module_items(data, node, found, uses)
            if found:
                parts.append((node.start_byte, _ModuleItem(node.start_byte, len(data), tuple(found))))
    uses.sort()
    # Uses a previous version left for later stay so until asked for (a request reading all of a
    # function's names: whole-document tokens, references), or until the editor is idle
    # (`SymbolIndex.read_uses_left`, on the server's index worker). Issue 16: they were made here,
    # in the next version's index, to let go of the old tree they read; late in the endurance run
    # that was one whole function's names per keystroke (35 ms CPU of the hover or completion that
    # asked for the index, before that keystroke's check could start). What they hold now is one
    # function's chunk tree of that version, which shares all its unchanged subtrees with the
    # current one (chunks, incremental parses).
    index = SymbolIndex(data, functions, parts, uses, cache_, keys, headers)
    index._tops = (len(children), tuple(tops))
    if previous is not None:
        index.memo = previous.memo
    return index
