"""Checks inside one function body: symbols (PTX2xx), operand types (PTX3xx), instructions (PTX4xx/5xx).

**A function is checked from its own text plus the `ModuleContext`, nothing else**, so its issues
can be cached by (function text, module fingerprint) and re-used after edits elsewhere.
**Issues are returned relative to the function's first byte** (the caller rebases them).
**Unsure means silent**: a name that appears inside a broken (ERROR) statement is never reported
as undefined; operand checks run only where every matched syntax form agrees.

Instructions are read from their text (one slice per statement, comments blanked out) rather
than node by node: it is several times faster on 60k-instruction files and the grammar guarantees
the statement boundaries.
"""

from __future__ import annotations

import heapq
import itertools
import re
from array import array
from bisect import bisect_left, bisect_right
from collections.abc import Iterator
from dataclasses import dataclass, fields, replace
from functools import lru_cache
from operator import itemgetter as _itemgetter
from sys import intern
from typing import Any, NamedTuple

from ptx_lsp.analysis.diagnostics.codes import CODES, make
from ptx_lsp.analysis.diagnostics.declarations import (
    check_declaration,
    declare_variable,
    directive_requirements,
    parameter_decls,
)
from ptx_lsp.analysis.diagnostics.instructions import instr_info, requirement_for, without_repeats
from ptx_lsp.analysis.diagnostics.limits import function_summary, severity_rank
from ptx_lsp.analysis.diagnostics.model import Decl, ModuleContext, Scope
from ptx_lsp.analysis.diagnostics.operands import (
    METADATA_OPERANDS,
    SIZED_BY_OPERAND,
    emulated_fp8_sink,
    reads_vector_as_value,
)
from ptx_lsp.analysis.diagnostics.operands import check as check_operands
from ptx_lsp.analysis.diagnostics.syntax import on_open_brace, overflow_issues, unterminated_issues
from ptx_lsp.analysis.diagnostics.versions import NEWER_VERSION_SOFT_CODES, requirement_issues, vkey
from ptx_lsp.analysis.results import Fix, Issue
from ptx_lsp.analysis.semantics import InstructionView, Resolved, instruction_view
from ptx_lsp.memo import SizedMemo
from ptx_lsp.spec.db import load
from ptx_lsp.spec.facts import ptxas_joined_names
from ptx_lsp.spec.legality import legality
from ptx_lsp.syntax import merge_ranges

# ptxas takes white space before a modifier (`prmt .b32`, `cvt .rn .f32.s32`; the grammar too)
HEAD = re.compile(r"\s*(?:@\s*(!?)\s*(%?[\w$]+)\s*)?([A-Za-z_]\w*)((?:\s*\.[\w:]+)*)")
MODIFIER = re.compile(r"\.[\w:]+")
SINGLE = re.compile(r"%?[A-Za-z_$][\w$]*$")
TOKEN = re.compile(r"(?<![\w.$%])(%?[A-Za-z_$][\w$]*)")
COMMENT = re.compile(rb"//[^\n]*|/\*.*?\*/", re.S)
# §4.5 predefined constant; the spec data has no table of predefined identifiers yet (asked for it):
# until it does, this one name is known here so that `mov.u32 %r1, WARP_SZ;` is not "undefined".
PREDEFINED = ("WARP_SZ",)
IMMEDIATE_START = frozenset("0123456789-")
OP = "\x00operand\x00"  # placeholder for the operand text in cached message templates
SINK = "_"  # the sink symbol (§9.7: "may be used in place of" a destination where the syntax says so)
# keyed by `Canonical.key` (see `FunctionChecker.canonical`); a new spelling or operand shape typed
# adds an entry, so the memo is bounded by bytes (about 300 bytes an entry on cub_sm90)
_FINDINGS = SizedMemo(8 << 20, lambda key, value: 200 + 40 * len(key) + 160 * len(value))
_PLACE_FIELDS = frozenset({"start", "end", "used"})  # what a declaration's signature leaves out
_DECL_FIELDS = tuple(f.name for f in fields(Decl) if f.name not in _PLACE_FIELDS)
# what the memoized operand checks see of a declaration: all but its name and place (`FunctionChecker.projected`)
_ANONYMOUS = {"name": "", "start": 0, "end": 0, "used": False, "family": None}
_MEMO_FIELDS = tuple(f.name for f in fields(Decl) if f.name not in _ANONYMOUS)
# bit-size atom operations ptxas takes with a stray fourth operand (measured, see `cas_shaped`)
_CAS_SHAPED = frozenset({".and", ".or", ".xor", ".exch"})
# "ld.global.u32" -> (modifiers, InstrInfo); the spec never changes, the spellings typed do
_SPELLINGS = SizedMemo(4 << 20, lambda key, value: 600 + len(key) + 120 * len(value[0]))
SYMBOL_ADDRESS = re.compile(r"\[\s*([A-Za-z_$][\w$]*)\s*(?:[+-][^\]]*)?\]$")


# what waits for the `}` of a block that lacks it (`FunctionChecker.finish`)
_WAIT_FOR_BRACE = ("PTX204", "PTX604")
PLACE = "_\u00b5"  # `_µ`: µ is a word character no PTX name holds; placeholders of canonical operands: %_µ0, _µ1
PLACEHOLDER = re.compile("%?" + PLACE + r"(\d+)")


@dataclass(frozen=True)
class Canonical:
    """An instruction's operands as the memoized operand checks see them (`FunctionChecker.canonical`).

    Every name that resolves in the scope is replaced by a placeholder, numbered by first appearance, and
    `key` holds the spelling, the address size, the canonical texts and the signature of each name's
    declaration: everything the checks can read (the scope is reached only through the placeholders),
    so an answer is never reused where it would differ. Messages and spans computed on the canonical
    operands are mapped back to this statement's (`restore`, `locate`/`place`).
    """

    key: tuple
    operands: tuple[tuple[str, int], ...]  # canonical texts at canonical offsets
    real: tuple[tuple[str, int], ...]  # the statement's operands
    names: tuple[str, ...]  # the name each placeholder stands for, by number
    decls: tuple[Any, ...]  # the projected declaration of each name (`FunctionChecker.projected`)

    def declaration(self, name: str):
        """The projected declaration a placeholder stands for (None for any other name)."""
        m = PLACEHOLDER.fullmatch(name)
        return self.decls[int(m.group(1))] if m else None

    def restore(self, message: str) -> str:
        return PLACEHOLDER.sub(lambda m: self.names[int(m.group(1))], message) if PLACE in message else message

    def locate(self, at: int) -> tuple[int, int]:
        """(operand index, offset in its canonical text) of a canonical position (statement-relative)."""
        i = 0
        for j, (_text, off) in enumerate(self.operands):
            if off <= at:
                i = j
        return i, at - self.operands[i][1] if self.operands else at

    def place(self, where: tuple[int, int]) -> int:
        """The statement-relative position of a `locate` result in this statement's text."""
        i, rel = where
        if not self.real:
            return rel
        text, off = self.real[i]
        canon = self.operands[i][0]
        if rel >= len(canon):
            return off + len(text) + rel - len(canon)
        numbers = {name: k for k, name in enumerate(self.names)}
        shift = 0
        for m in TOKEN.finditer(text):  # the real names, where the canonical text has placeholders
            k = numbers.get(m.group(1))
            if k is None:
                continue
            c_at = m.start(1) - shift
            c_len = len(("%" if m.group(1)[0] == "%" else "") + PLACE + str(k))
            if rel >= c_at + c_len:
                shift += len(m.group(1)) - c_len
            elif rel > c_at:
                return off + m.end(1)
            else:
                break
        return off + rel + shift


def _store_opcodes() -> frozenset[str]:
    """Opcodes whose first operand is an address they write (`st`, `st.async`, ...), from the spec forms."""
    global _STORES
    if _STORES is None:
        db = load()
        found = set()
        for opcode in db.opcodes():
            for instr in db.instructions_named(opcode):
                for form in instr.forms:
                    if form.operands and form.access[0] == "store":
                        found.add(opcode)
        _STORES = frozenset(found)
    return _STORES


_STORES: frozenset[str] | None = None


@lru_cache(maxsize=256)
def _strict_vectors(name: str | None) -> bool:
    """The texture instructions (§9.7.12) check each register of a `.vN` vector by §5.2.1 (ptxas 13.0:
    `tex….v4.u32 {%f1, …}` is rejected); `mov` (`mov.v2.f32 {%u1, %u2}, …` assembles) and memory
    instructions (`atom`, `red`, `multimem`) check sizes only and are left alone."""
    if not name:
        return False
    found = load().instruction(name)
    return found is not None and any(s.anchor.startswith("texture-instructions") for s in found.sections)


def _blank_comments(text: bytes) -> bytes:
    return COMMENT.sub(lambda m: b" " * (m.end() - m.start()), text)


def split_operands(text: str, base: int) -> list[tuple[str, int]]:
    """Top-level comma-separated operands of `text` with their absolute offsets (stripped)."""
    if "[" not in text and "{" not in text and "(" not in text:
        result = []
        pos = 0
        for part in text.split(","):
            stripped = part.strip()
            if stripped:
                result.append((stripped, base + pos + (len(part) - len(part.lstrip()))))
            pos += len(part) + 1
        return result
    out: list[tuple[str, int]] = []
    depth = 0
    start = 0
    for i, ch in enumerate(text):
        if ch in "[{(":
            depth += 1
        elif ch in "]})":
            depth -= 1
        elif ch == "," and depth == 0:
            out.append((text[start:i], start))
            start = i + 1
    out.append((text[start:], start))
    result = []
    for part, off in out:
        stripped = part.strip()
        if stripped:
            result.append((stripped, base + off + (len(part) - len(part.lstrip()))))
    return result


# Statements of a function body that declare or scope names: an edit that touches one of them
# re-checks the whole function; an edit that touches only instructions re-checks those.
SKELETON = frozenset({"label", "variable_declaration", "block", "loc_intermediate_directive",
                      "callprototype_directive", "branchtargets_directive", "calltargets_directive"})
_REDECLARABLE = frozenset({"variable_declaration", "label"})  # skeleton statements `rerun` can take
MAX_BLOCK_DEPTH = 64  # blocks nested deeper than this: an edit re-checks the function (`rerun` gives up)


# Instructions written with neither modifiers nor operands (§9.7.13.x ret, exit, trap, brkpt): after a
# statement that lacks its `;`, the parser reads them as its last operand.
BARE_OPCODES = frozenset({"ret", "exit", "trap", "brkpt"})


def _statement_above(data: bytes, start: int, end: int) -> int | None:
    """Where the line above ends (after its last non-blank byte) when the name at start..end is alone
    on its line before a `;` (`\tret;`), so it was written as a statement of its own; else None."""
    line = data.rfind(b"\n", 0, start)
    if line < 0 or data[line + 1 : start].strip(b" \t") or not data[end:].lstrip(b" \t").startswith(b";"):
        return None
    above = len(data[:line].rstrip())
    return above if above > 0 else None


def lacks_closing_brace(function) -> bool:
    """Whether a block of `function` ends in a MISSING `}` (tree-sitter's recovery when a `{` typed
    in the function took the function's own `}`: the body then ends at the end of the file). Such a
    `}` is the last child of the body or of a block that is the last child of it, so only the last
    children are looked at (each taken alone: `children` makes a node object for every statement
    of the body, thousands per keystroke in a big function)."""
    if not function.has_error:
        return False
    node = function.child_by_field_name("body")
    while node is not None and node.type == "block" and node.child_count:
        last = node.child(node.child_count - 1)
        if last.is_missing and last.type == "}":
            return True
        node = last
    return False


# An instruction's findings besides its place (`Records.rows`): (issues relative to the instruction, undefined
# names relative to it, hint ordinals it uses, names it looked up among the broken statements' names, issues
# reaching outside it (relative to the function), whether its node holds a syntax error).
_PLAIN = ((), (), (), (), (), False)
_PLAIN_BROKEN = ((), (), (), (), (), True)
# the names an instruction's text may look up (a superset of those its checks resolve: every name they
# resolve is one of these tokens of its text; tests/analysis/test_validate_incremental.py checks it)
_NAME_TOKEN = re.compile(rb"%?[A-Za-z_$][\w$]*")


def _is_hit(row: tuple) -> bool:
    """Whether an instruction's row has issues or undefined names (`Records.found`)."""
    return row is not _PLAIN and bool(row[0] or row[1] or row[4])


def _row(found: tuple, pending: tuple, used: tuple, names: tuple, far: tuple, broken: bool) -> tuple:
    """One instruction's `Records.rows` entry; nearly every instruction shares one of two constants."""
    if found or pending or used or names or far:
        return (found, pending, used, names, far, broken)
    return _PLAIN_BROKEN if broken else _PLAIN


class Records:
    """What checking each instruction of a function found, in source order, kept for `rerun` (issue 11:
    memory of huge files). Columns instead of a tuple per instruction: where each instruction is
    (`starts`, `ends`: 4 bytes each, relative to the function) and its findings (`rows`, see `_row`),
    which for nearly every instruction is one shared constant. What an instruction looked up is not
    kept: the names its text spells (`names_in`) are a superset, read again when an edit asks.
    cub_sm90.ptx x 7: 457k instructions, 114 MiB as 9-tuples with their traces, about 15 MiB here.
    `hits()`: the positions of the rows with findings, made once and carried through `without`,
    `dropping` and `merged`, so that a re-check reads those few instead of every row (issue 11:
    one keystroke read all 2,831 rows of cub's biggest function four times); a row replaced in
    place must be followed by `forget_hits()`.
    """

    __slots__ = ("_hits", "ends", "rows", "starts")

    def __init__(self, starts: array | None = None, ends: array | None = None, rows: list | None = None,
                 hits: array | None = None) -> None:
        self.starts = starts if starts is not None else array("i")
        self.ends = ends if ends is not None else array("i")
        self.rows: list[tuple] = rows if rows is not None else []
        self._hits = hits

    def __len__(self) -> int:
        return len(self.starts)

    def add(self, start: int, end: int, row: tuple) -> None:
        self.starts.append(start)
        self.ends.append(end)
        self.rows.append(row)
        if self._hits is not None and _is_hit(row):
            self._hits.append(len(self.rows) - 1)

    def hits(self) -> array:
        """The positions of the rows with issues or undefined names (`found`), in order."""
        if self._hits is None:
            self._hits = array("i", [k for k, row in enumerate(self.rows) if _is_hit(row)])
        return self._hits

    def forget_hits(self) -> None:
        """A row was replaced in place: `hits` is made again when next asked."""
        self._hits = None

    def found(self):
        """(start, row) of each instruction with issues or undefined names, in order."""
        starts, rows = self.starts, self.rows
        return ((starts[k], rows[k]) for k in self.hits())

    def without(self, first: int, last: int, delta: int) -> Records:
        """These records but those first..last, the ones after moved by `delta` bytes."""
        starts, ends = self.starts, self.ends
        if delta:
            tail_starts = array("i", map(delta.__add__, starts[last:]))
            tail_ends = array("i", map(delta.__add__, ends[last:]))
        else:
            tail_starts, tail_ends = starts[last:], ends[last:]
        hits = None
        if self._hits is not None:
            old = self._hits
            cut, past = last - first, bisect_left(old, last)
            hits = old[: bisect_left(old, first)] + array("i", map((-cut).__add__, old[past:]))
        return Records(starts[:first] + tail_starts, ends[:first] + tail_ends, self.rows[:first] + self.rows[last:],
                       hits)

    def dropping(self, positions: set[int]) -> Records:
        """These records but those at `positions`."""
        keep = [k for k in range(len(self.starts)) if k not in positions]
        hits = None
        if self._hits is not None:
            gone = sorted(positions)
            hits = array("i", [k - bisect_left(gone, k) for k in self._hits if k not in positions])
        return Records(array("i", [self.starts[k] for k in keep]), array("i", [self.ends[k] for k in keep]),
                       [self.rows[k] for k in keep], hits)

    def merged(self, fresh: Records) -> Records:
        """These records and `fresh` ones (sharing no byte with these), in order."""
        if not fresh.starts:
            return self
        out = Records()
        old = self._hits
        hits = array("i") if old is not None else None
        taken = h = 0  # the next of these rows and of their hits to copy
        for start, end, row in sorted(zip(fresh.starts, fresh.ends, fresh.rows, strict=True)):
            at = bisect_left(self.starts, start, taken)
            out.starts += self.starts[taken:at]
            out.ends += self.ends[taken:at]
            out.rows += self.rows[taken:at]
            if hits is not None:  # these rows' hits before `at`, moved by the fresh ones inserted so far
                while h < len(old) and old[h] < at:
                    hits.append(old[h] + len(out.rows) - at)
                    h += 1
                if _is_hit(row):
                    hits.append(len(out.rows))
            out.add(start, end, row)
            taken = at
        if hits is not None:
            moved = len(out.rows) - taken
            hits.extend(k + moved for k in old[h:])
        out.starts += self.starts[taken:]
        out.ends += self.ends[taken:]
        out.rows += self.rows[taken:]
        out._hits = hits
        return out

    def names_in(self, data: bytes, origin: int, k: int) -> list[str]:
        """The names the text of instruction `k` spells (a superset of those its check looked up)."""
        return [m.decode("latin-1") for m in
                _NAME_TOKEN.findall(data, origin + self.starts[k], origin + self.ends[k])]

    def naming(self, names: frozenset[str], data: bytes, origin: int) -> list[int]:
        """The positions of the instructions whose text may look up one of `names` or a member of a
        family of one (`%r12` of `%r`, the name without its trailing digits): every instruction
        whose check looked up such a name, maybe a few more (text alone cannot tell)."""
        if not names or not self.starts:
            return []
        pattern = re.compile(b"(?:" + b"|".join(re.escape(name.encode("latin-1")) for name in sorted(names, reverse=True))
                             + rb")\d*(?![\w$])")
        starts, ends = self.starts, self.ends
        out: list[int] = []
        pos, stop = origin + starts[0], origin + ends[-1]
        while True:
            m = pattern.search(data, pos, stop)
            if m is None:
                return out
            k = bisect_right(starts, m.start() - origin) - 1
            if k >= 0 and m.start() - origin < ends[k]:
                out.append(k)
                pos = origin + ends[k]
            else:
                pos = m.start() + 1


class FunctionRun:
    """What checking one function found, relative to its first byte, kept so that the next version
    of the function re-checks only the instructions an edit touched (`FunctionChecker.rerun`).

    `records` holds what each instruction's check found, in source order (`Records`). `module_reads` holds the names looked up among the module's
    declarations (a superset after re-checks; names starting with `%` are left out: a change of
    one of those at module scope re-checks every function). `blocks` holds, per block, the labels and declarations in walk order, so
    the names visible at any instruction can be rebuilt without walking the function; `skeleton` the
    spans (start, end, node type) of everything that is not an instruction. `used` counts the uses
    of each hint candidate; `hints` holds None for a candidate whose declaration an edit removed.
    `ends` holds where each block ends (keyed and valued like `blocks`).
    """

    def at(self, offset: int) -> int:
        """Where an offset of `blocks`/`hints` (the walk's coordinates) is now (`shifts`: each
        re-check since moved what lay past its limit by its delta)."""
        for limit, delta in self.shifts:
            if offset > limit:
                offset += delta
        return offset

    def walked(self, offset: int) -> int:
        """The walk's coordinate of an offset of now (the inverse of `at`, for skeleton offsets)."""
        for limit, delta in reversed(self.shifts):
            if offset > limit + delta:
                offset -= delta
        return offset

    def by_name(self, key: int) -> dict[str, dict[str, list[tuple]]]:
        """The entries of one block by table and name (built on first use, shared by later runs)."""
        found = self.names.get(key)
        if found is None:
            found = {"names": {}, "families": {}, "labels": {}}
            for entry in self.blocks.get(key, ()):
                found[entry[2]].setdefault(entry[3].name, []).append(entry)
            self.names[key] = found
        return found

    MAX_SHIFTS = 32  # re-checks before `compact` (each adds one step to every `at`)

    def weight(self) -> int:
        """About how many bytes this run holds besides what it shares (`RUN_BYTES`): measured on
        cub_sm90.ptx, per instruction, instruction using a hint candidate, skeleton span, block
        entry (a declaration) and parameter; per instruction with findings the cap ranked (`_Ranking`,
        estimated: its entries share the issues with `records`)."""
        ranking = getattr(self, "ranking", None)
        return (2000 + 25 * len(self.records) + 150 * sum(self.used) + 130 * len(self.skeleton)
                + 500 * sum(map(len, self.blocks.values())) + 420 * len(self.params)
                + (250 * len(ranking.entries) if ranking is not None else 0))

    def compact(self) -> None:
        """Move `blocks` and `hints` to the coordinates of now, so `at` stays a short loop."""
        if not self.shifts:
            return
        made: dict[int, Decl] = {}  # (`hints` and `blocks` share their declarations)

        def moved(template: Decl) -> Decl:
            found = made.get(id(template))
            if found is None:
                found = made[id(template)] = moved_decl(template, self.at(template.start) - template.start)
            return found

        self.blocks = {self.at(key): [(kind, self.at(at) if kind == "decl" else 0, table, moved(template), ordinal)
                                      for kind, at, table, template, ordinal in entries]
                       for key, entries in self.blocks.items()}
        self.ends = {self.at(key): self.at(end) for key, end in self.ends.items()}
        self.hints = tuple(moved(d) if d is not None else None for d in self.hints)
        self.names = {}
        self.shifts = ()

    __slots__ = ("base_issues", "base_pending", "base_used", "blocks", "ends", "error_names", "facts_key", "hints",
                 "length", "module_reads", "names", "ordered", "overflow", "params", "reads_error_names", "records",
                 "shifts", "skeleton", "unterminated", "used", "made", "ranking")


def decl_signature(decl: Decl | None, memo: dict[int, tuple]) -> tuple | None:
    """Everything the checks may read of a declaration except where it is (and `used`): every field of
    `Decl` but `_PLACE_FIELDS`, nested declarations (parameters) alike, so a field added to `Decl` is in
    it; `memo` by id() of declarations that stay alive as long as it."""
    if decl is None:
        return None
    sig = memo.get(id(decl))
    if sig is None:
        fields = decl.__dict__
        if fields["params"] is None and fields["returns"] is None:  # (registers, labels: nothing nested)
            sig = tuple([fields[f] for f in _DECL_FIELDS])
        else:
            sig = tuple(tuple(decl_signature(d, memo) for d in value) if isinstance(value, tuple) else value
                        for value in (fields[f] for f in _DECL_FIELDS))
        memo[id(decl)] = sig
    return sig


def moved_decl(decl: Decl, delta: int) -> Decl:
    """A copy of a declaration `delta` bytes further, not yet used."""
    moved = object.__new__(Decl)
    fields = moved.__dict__
    fields.update(decl.__dict__)
    fields["start"] = decl.start + delta
    fields["end"] = decl.end + delta
    fields["used"] = False
    return moved


def _shift_fix(fix: Fix, delta: int) -> Fix:
    moved = object.__new__(Fix)
    fields = moved.__dict__
    fields.update(fix.__dict__)
    edits = fix.edits
    if len(edits) == 1:  # nearly every fix: no generator (every cached issue after an edit moves)
        s, e, t = edits[0]
        fields["edits"] = ((s + delta, e + delta, t),)
    else:
        fields["edits"] = tuple((s + delta, e + delta, t) for s, e, t in edits)
    return moved


class _Visible:
    """One table of a block's scope as the walk had it at `limit`: the last entry of each name
    declared before it (labels: wherever they are), made into a declaration at its place now."""

    __slots__ = ("checker", "entries", "found", "limit", "run")

    def __init__(self, checker: FunctionChecker, run: FunctionRun, entries: dict[str, list[tuple]], limit: int) -> None:
        self.checker, self.run, self.entries, self.limit = checker, run, entries, limit
        self.found: dict[str, Decl | None] = {}

    def __bool__(self) -> bool:
        return bool(self.entries)

    def get(self, name: str, default: Decl | None = None) -> Decl | None:
        if name in self.found:
            decl = self.found[name]
            return default if decl is None else decl
        decl = None
        for kind, at, _table, template, ordinal in reversed(self.entries.get(name, ())):
            if kind == "decl" and self.run.at(at) >= self.limit:
                continue
            decl = moved_decl(template, self.checker.origin + self.run.at(template.start) - template.start)
            if ordinal is not None:
                self.checker.ordinals[id(decl)] = ordinal
            break
        self.found[name] = decl
        return default if decl is None else decl


class _Redeclared(NamedTuple):
    """What `FunctionChecker.redeclare` found: the run's new blocks, hints and declared names (in
    the offsets of now), the names declared or removed, the new declarations' skeleton spans and
    their own issues (relative to the function)."""

    blocks: dict[int, list[tuple]]
    ends: dict[int, int]
    hints: tuple[Decl | None, ...]
    ordered: frozenset[str]
    names: frozenset[str]
    skeleton: list[tuple[int, int, str]]
    issues: tuple[Issue, ...]


def _reaches(issue: Issue, lo: int, hi: int) -> bool:
    """Whether an offset of the issue (its range, its fixes' edits) is within lo..hi."""
    if lo <= issue.start <= hi or lo <= issue.end <= hi:
        return True
    for fix in issue.fixes:
        for s, e, _t in fix.edits:
            if lo <= s <= hi or lo <= e <= hi:
                return True
    return False


def _remap(issue: Issue, limit: int, delta: int) -> Issue:
    """The issue after an edit that moved every offset past `limit` by `delta` (each offset alone).
    What the edit did not move is kept as it is: the issue itself when nothing of it moved, its fixes
    when none of their edits did (issue 16: the ~950 `%r<N>` family issues of the endurance text's
    biggest function, whose fixes widen the `.reg` at its top, were all made anew on every keystroke)."""
    moved_fixes = any(s > limit or e > limit for fix in issue.fixes for s, e, _t in fix.edits)
    if not moved_fixes and issue.start <= limit and issue.end <= limit:
        return issue
    moved = object.__new__(Issue)
    fields = moved.__dict__
    fields.update(issue.__dict__)
    fields["start"] = issue.start + delta if issue.start > limit else issue.start
    fields["end"] = issue.end + delta if issue.end > limit else issue.end
    if moved_fixes:
        fields["fixes"] = tuple(replace(f, edits=tuple((s + delta if s > limit else s, e + delta if e > limit else e, t)
                                                       for s, e, t in f.edits)) for f in issue.fixes)
    return moved


def unfinished_span(node, at: int) -> tuple[int, int] | None:
    """The span of the instruction (under `node`) that a PTX102 at `at` ends: from its first byte to
    `at`, where a half-typed statement's other verdicts are not reported (None: no such instruction)."""
    found = node.descendant_for_byte_range(max(at - 1, 0), max(at - 1, 0))
    while found is not None and found.type != "instruction":
        found = found.parent
    return (found.start_byte, at) if found is not None and found.end_byte >= at else None


def _outside_records(kept: Records, fresh: Records, used: list[int]) -> Records:
    """The `kept` records that share no byte with a `fresh` one; the hint uses of those dropped are
    taken back from `used`."""
    dropped: set[int] = set()
    starts, ends = kept.starts, kept.ends
    for lo, hi in merge_ranges(list(zip(fresh.starts, fresh.ends, strict=True))):
        k = max(bisect_right(starts, lo) - 1, 0)
        while k < len(starts) and starts[k] < hi:
            if ends[k] > lo:
                dropped.add(k)
                for ordinal in kept.rows[k][2]:
                    used[ordinal] -= 1
            k += 1
    return kept.dropping(dropped) if dropped else kept


_UNDEFINED_MESSAGES = {
    "PTX206": "`{name}` is used before its declaration; move the declaration above this use",
    "PTX204": "undefined label `{name}`; define `{name}:` in this function or fix the name",
    "PTX201": "undefined register `{name}`; declare it with `.reg`",
    "PTX203": "undefined symbol `{name}`; declare it before this use",
}
_UNDEFINED_CODES = tuple(_UNDEFINED_MESSAGES)


def _undefined_code(ordered, name: str, kind: str) -> str:
    """The code `FunctionChecker.undefined` gives a name no declaration gives, without its message."""
    if name in ordered:
        return "PTX206"
    if kind == "label":
        return "PTX204"
    return "PTX201" if name.startswith("%") else "PTX203"


def _found_at_most(run: FunctionRun) -> int:
    """How many issues `FunctionChecker.finish` makes of `run` at most (before it drops those inside
    unfinished statements): what tells it whether the cap is reached, without making them."""
    count = len(run.base_issues) + len(run.base_pending) + len(run.unterminated) + len(run.overflow)
    for _start, row in run.records.found():
        count += len(row[0]) + len(row[1]) + len(row[4])
    return count + sum(1 for decl, uses in zip(run.hints, run.used, strict=True) if decl is not None and not uses)


# `finish`'s order of the issues it makes, as the `n` of the rows `FunctionChecker.ranked` makes: the
# function's own issues, the instructions' issues, the undefined names outside instructions, those of
# the instructions, hints, unclosed blocks, overflows (`published_rows` numbers them one by one; these
# tell only which group comes first: after the dedupe no two rows share (start, end, code), so the
# ranking never reads `n` beyond that)
_N_BASE, _N_FOUND, _N_PENDING, _N_NAMES, _N_HINTS, _N_OPEN, _N_OVERFLOW = (g << 40 for g in (0, 2, 4, 5, 6, 7, 8))
_UNRANKED = object()  # `FunctionChecker.ranked` cannot rank these findings: `published_rows` does


class _Ranking:
    """What `FunctionChecker.ranked` made of each instruction's findings, by the identity of the
    instruction's row (`Records.rows`): a row keeps its identity while its instruction's text and
    lookups stay as they were (`rerun`, `_Reuse.take`), so a keystroke ranks only the rows it made.
    Valid for one `ordered` (the codes of undefined names) and one set of softened codes; each
    run holds its own table (the next version's copies it)."""

    __slots__ = ("entries", "ordered", "soft")

    def __init__(self, ordered: frozenset[str], soft: frozenset[str], entries: dict[int, tuple]) -> None:
        self.ordered, self.soft, self.entries = ordered, soft, entries


def _ranked_findings(row: tuple, length: int, ordered: frozenset[str], soft: frozenset[str],
                     ranks: dict[str, int]) -> tuple:
    """(row, entries, how many of them a brace waits for, whether one is a PTX102, True, how many,
    whether a bare `ret` is among its undefined names) of an instruction `length` bytes long: the
    rows `published_rows` makes of its issues and undefined names, relative to the instruction, one
    per (start, end, code) (the first `finish` makes: every filter reads only the start and the
    code, so a duplicate shares its fate), sorted by rank. Not rankable (`False`, no entries) where the
    instruction's findings cannot be ranked apart from the others': an issue reaching outside it
    (`row[4]`), or starting at or past its end (another instruction's could share its place)."""
    unrankable = (row, (), 0, False, False, 0, False)
    if row[4]:
        return unrankable
    entries = []
    seen = set()
    for found in row[0]:
        start, end, code = found.start, found.end, found.code
        if not 0 <= start < length:
            return unrankable
        if (start, end, code) in seen:
            continue
        seen.add((start, end, code))
        severity = found.severity
        if severity == "error" and code in soft:
            severity = "warning"
        entries.append((severity_rank(severity), start, end, code, found.message, _N_FOUND, found, None))
    bare = False
    for name, start, end, kind in row[1]:
        bare = bare or (name in BARE_OPCODES and name not in ordered)
        if not 0 <= start < length:
            return unrankable
        code = _undefined_code(ordered, name, kind)
        end = max(end, start + 1)
        if (start, end, code) in seen:
            continue
        seen.add((start, end, code))
        entries.append((ranks[code], start, end, code, "", _N_NAMES, None, (name, kind)))
    entries.sort(key=_rank_key)
    return (row, tuple(entries), sum(e[3] in _WAIT_FOR_BRACE for e in entries),
            any(e[3] == "PTX102" for e in entries), True, len(entries), bare)


def _rank_key(entry: tuple) -> tuple:
    return entry[:4]


class Relative(list):
    """A function's issues relative to its first byte (what `FunctionChecker.capped` makes; the
    other results of `finish` are absolute)."""

    __slots__ = ()


def relative(issues: list[Issue], origin: int) -> tuple[Issue, ...]:
    """`finish`'s issues relative to the function's first byte `origin`."""
    return tuple(issues) if isinstance(issues, Relative) else tuple(shift_issue(i, -origin) for i in issues)


def shift_issue(issue: Issue, delta: int) -> Issue:
    """The issue moved by `delta` bytes (fix edits too). Built by copying its fields: `dataclasses.replace`
    is several times slower, and every cached issue after an edit point moves on every keystroke."""
    if delta == 0:
        return issue
    moved = object.__new__(Issue)  # frozen dataclass: copy its fields, whatever they are, then move
    fields = moved.__dict__
    fields.update(issue.__dict__)
    fields["start"] = issue.start + delta
    fields["end"] = issue.end + delta
    fixes = issue.fixes
    if fixes:
        fields["fixes"] = (_shift_fix(fixes[0], delta),) if len(fixes) == 1 else tuple(_shift_fix(f, delta) for f in fixes)
    return moved


def forget_findings() -> None:
    """Drop the operand findings memo (keyed by instruction shapes of the documents checked so far)."""
    _FINDINGS.clear()


def _cut_after_modifiers(node) -> bool:
    """Whether an ERROR comes right after the instruction's opcode and modifiers (before any operand)."""
    before = None
    for child in node.children:
        if child.type == "ERROR":
            return before is not None and before.type in ("opcode", "modifier")
        if child.type != "comment":
            before = child
    return False


def outside_spans(issues: list[Issue], spans: list[tuple[int, int]], keep=None) -> list[Issue]:
    """The issues that start in none of the spans (start <= at < end), plus those `keep(issue)`
    says to keep anyway; one bisect per issue (a broken file has hundreds of spans and issues)."""
    merged = merge_ranges(spans)
    starts = [start for start, _end in merged]

    def inside(at: int) -> bool:
        k = bisect_right(starts, at) - 1
        return k >= 0 and at < merged[k][1]

    return [i for i in issues if (keep is not None and keep(i)) or not inside(i.start)]


def issue_bytes(issue: Issue) -> int:
    """About how many bytes an issue holds (object, field dict, message, fixes): what the caches count.
    Measured on cub_sm90 with random edits: 670 bytes per issue on average, fixes included."""
    return 380 + len(issue.message) + 500 * len(issue.fixes)


def forget_replaced(statements: StatementCache, facts_key: tuple, records: Records, first: int, last: int,
                    old_data: bytes, old_origin: int, now: set[bytes]) -> None:
    """Drop the `StatementCache` entries of instructions first..last of a previous version's
    `records` (its bytes `old_data`, the function at `old_origin`) whose text is not in `now`, the
    texts checked in the new version (issue 16). Typing `add.s32` one key at a time leaves the entry
    of `add.s32` only, not also those of `a`, `ad`, ... up to it. An entry still used elsewhere (the
    same text in another function, or an undo) costs one instruction's check when it is next looked
    up; what it found is the same either way. (`endurance_bench.py`, 3,000 unpaced edits to
    cub_sm90: 65.9k entries at the end with this, 69.2k without, 57.5k after open; the rest, not
    measured apart: pasted text, whole checks, which compare nothing, and changed module facts.)"""
    discard = statements.discard
    starts, ends, rows = records.starts, records.ends, records.rows
    for k in range(first, last):
        text = old_data[old_origin + starts[k] : old_origin + ends[k]]
        if text not in now:
            discard((facts_key, rows[k][5], text))


def instruction_texts(records: Records, data: bytes, origin: int) -> set[bytes]:
    """The texts of the instructions `records` holds (relative to `origin` in `data`)."""
    return {data[origin + s : origin + e] for s, e in zip(records.starts, records.ends, strict=True)}


def node_instruction_texts(node, data: bytes) -> Iterator[bytes]:
    """The texts of the instructions inside a syntax node (a function definition kept without a
    run: what its next check would look up in the `StatementCache`)."""
    stack = [node]
    while stack:
        for child in stack.pop().children:
            if child.type == "instruction":
                yield data[child.start_byte : child.end_byte]
            elif child.child_count:
                stack.append(child)


def forget_replaced_walk(statements: StatementCache, old: FunctionRun, old_data: bytes, old_origin: int,
                         new: FunctionRun, data: bytes, origin: int) -> None:
    """`forget_replaced` after a walk of a function from its previous run (`FunctionChecker.run` with
    `previous`: braces typed, several edits coalesced), which does not say which instructions it
    replaced: every instruction of the old run against every one of the new. Same facts only."""
    if old.facts_key == new.facts_key:
        forget_replaced(statements, old.facts_key, old.records, 0, len(old.records), old_data, old_origin,
                        instruction_texts(new.records, data, origin))


# How many estimated bytes of new entries the statement cache takes before the entries no open
# document's functions hold are dropped (`StatementCache.keep_only`): cub_sm90's first check fills
# 33 MiB by the estimate; 3,000 endurance edits added ~3.5 KiB each, so about one drop per 600 edits,
# ~60 ms on the validation worker after a publish.
RETAIN_GROWTH = 2 << 20


class StatementCache(SizedMemo):
    """What checking one instruction found, keyed by its text and the module facts it reads.

    An entry holds the issues and queued undefined names (offsets relative to the instruction) and
    the trace of what the check looked up: every name it resolved with the declaration it found (kind,
    type, space, ... never the position), whether it marked it used, and each name it looked for
    among the names of broken statements. A later check of the same text replays the entry only if
    every lookup gives the same answer again; otherwise the instruction is checked from scratch.
    So an edit re-checks the instructions it touched and those whose names now resolve differently,
    and the result is always what a fresh check gives (property test in tests/analysis).
    **Bounded by bytes (issue 16)**: each entry is weighed (`entry_bytes`); past `max_bytes` the
    oldest entries go until a quarter of the budget is free. cub_sm90.ptx (2.8 MB, 57k distinct
    instructions) takes 32 MiB by this estimate after its first check, 26 MiB of live objects (its
    names interned; the per-function `Records` keep no trace).
    """

    def __init__(self, max_bytes: int = 48 << 20) -> None:
        super().__init__(max_bytes, self.entry_bytes, register=False)  # (emptied with its FunctionCache)
        self.kept_bytes = 0  # the estimate after the last `keep_only`

    def grown(self) -> bool:
        """Whether entries of `RETAIN_GROWTH` estimated bytes or more came since the last `keep_only`.
        The first ask marks where the cache stands (what the first check of the documents filled,
        all of it held): no retain that would drop nothing right after every open."""
        if not self.kept_bytes:
            self.kept_bytes = self.bytes
            return False
        return self.bytes > self.kept_bytes + RETAIN_GROWTH

    def keep_only(self, texts: dict[tuple | None, set[bytes]]) -> int:
        """Keep the entries of these instruction texts alone, by the facts they were checked with
        (under None: with any), as `Validation.statement_texts` of every open document gives them;
        returns how many went (issue 16). What a day of editing leaves otherwise stays until the
        byte bound pushes the oldest entries out, and the oldest are those the open documents' first
        check made, still replayed by their next edits: the spellings pasted or typed and edited
        away since, the texts of undone edits and of closed documents.
        3,000 unpaced endurance edits to cub_sm90 ended with 65.9k entries against 56.7k in a fresh
        check of the same text (+7.6 MiB of live objects). An entry dropped that is needed again
        costs one instruction's check; what it finds is the same."""
        anywhere = texts.get(None, frozenset())
        last: list = [None, frozenset()]  # (entries made by one checker share its facts object: one lookup)

        def keep(key: tuple) -> bool:
            facts = key[0]
            if facts is not last[0]:
                last[0], last[1] = facts, texts.get(facts, frozenset())
            return key[2] in last[1] or key[2] in anywhere

        gone = self.retain(keep)
        self.kept_bytes = self.bytes
        return gone

    def clear(self) -> None:
        super().clear()
        self.kept_bytes = 0

    @staticmethod
    def entry_bytes(key: tuple, value: tuple) -> int:
        """About how many bytes one entry holds: key text, trace events, issues, pending names."""
        return (250 + len(key[2]) + 120 * len(value[0]) + sum(issue_bytes(i) for i in value[1])
                + 100 * len(value[2]))


# memory operations whose data fits its type by §5.2.1 operand by operand (not by `st`'s relaxed §5.2.2):
# the reductions, the multimem store and the tensor-map field update (ptxas 13.0 on every register type:
# `multimem.st.u64 [a], %f1`, `multimem.red.add.f32 [a], %h1`, `tensormap.replace….b64 [a], %r1` are
# "Arguments mismatch")
_REDUCTIONS = frozenset({"red", "red.async", "multimem.st", "multimem.red", "tensormap.replace", "st.async"})
# ... and `st.async`, whose spec rows allow `st`'s wider registers but whose data ptxas 13.0 takes only of
# the type's size (`st.async….u16 [a], %r1` and `….b32 [a], %rd1` are "Arguments mismatch")
_STRICT_DATA = frozenset({"st.async"})


def module_facts(module: ModuleContext) -> tuple:
    """The module facts an instruction's checks read directly (its names are traced one by one)."""
    return (module.version, module.version_range, module.version_known, module.newer_than_spec, module.targets,
            module.target_range, module.target_known, module.sm, module.target_name, module.address_size)


def one_element_data(info, op: str) -> bool:
    """A one-element `{…}` list as `ld`/`st` data is one register to ptxas, whatever the type
    (`ld.global.b32 { %r1 }` from Triton, `ld.relaxed.gpu.u64 {%0}` in NCCL, `st.global.f32 [a], {%f1}`;
    ptxas 13.0/13.5 accept them all); `mov.u32 {%r1}, %r2` and other opcodes stay errors."""
    return op[0] == "{" and "," not in op and "{" not in op[1:] and bool(info.name) \
        and info.name.partition(".")[0] in ("ld", "st")


def _rival_key(name: str) -> str:
    """The key under which the declarations a lookup of `name` may find are compared: a register
    name without its trailing digits (`%r12` may find a scalar `%r12`, a family `%r<N>` or `%r1<N>`,
    and which wins depends on their blocks' nesting), any other name itself."""
    return name.rstrip("0123456789") if name.startswith("%") else name


def _sees_otherwise(views: dict[str, tuple[tuple[float, float], ...]], at: int, names: list[str]) -> bool:
    """Whether an instruction at `at` whose text spells these names (`Records.names_in`) may look up a
    name (or a member of a family: `%r12` of `%r<N>`) whose visible declarations changed where it
    stands (`_Reuse.moved_views`)."""
    for name in names:
        spans = views.get(_rival_key(name))
        if spans is not None and any(lo <= at < hi for lo, hi in spans):
            return True
    return False


class _Reuse:
    """The previous version's instruction records for a walk after an edit that changed the blocks
    (`FunctionChecker.run` with `previous`).

    The walk takes the record of each instruction outside the edited bytes as it was (`take`: same
    place, moved, same length, so the same text, and the same syntax-error state: what the
    `StatementCache` keys a check on, besides the lookups); at its end `settle` checks again those whose
    lookups may resolve differently now and maps the hint ordinals the others used to the new walk's.
    A name resolves as before for an instruction when its declarations are the same ones (place,
    table, every field the checks read) and each is visible to it as before: a declaration is
    visible from its statement (a label: from its block's start) to its block's end, so only the
    instructions between where such a bound was and where it is now may see otherwise. A name with
    rivals, declared more than once anywhere in the function (a register: counting those of its
    stem, `%r<3>` and `%r<4>` and `%r1`), counts as changed everywhere as soon as any of those
    declarations moved or now belongs to another block, even one visible over the same bytes
    (which wins depends on their blocks' nesting: a `}` typed before the end of an unclosed block).
    """

    __slots__ = ("checker", "delta", "errors_changed", "old_hi", "origin", "previous", "records", "rhi", "rlo", "taken")

    def __init__(self, checker: FunctionChecker, previous: FunctionRun, rlo: int, rhi: int, delta: int,
                 errors_changed: frozenset[str]) -> None:
        self.checker, self.previous, self.origin = checker, previous, checker.origin
        self.records = checker.records  # (the walk appends to this list; `settle` swaps it only at the end)
        self.rlo, self.rhi, self.delta, self.old_hi = rlo, rhi, delta, rhi - delta
        self.errors_changed = errors_changed
        self.taken: list[tuple[int, Any]] = []  # (index in the checker's records, instruction node)

    @classmethod
    def make(cls, checker: FunctionChecker, previous: FunctionRun, lo: int, hi: int, delta: int) -> _Reuse | None:
        """The reuse of `previous` for an edit of lo..hi (new offsets), or None where it cannot hold:
        other facts, an edited header, lookups among the broken statements' names that changed."""
        origin = checker.origin
        rlo, rhi = lo - origin, hi - origin
        body = checker.node.child_by_field_name("body")
        if (previous.facts_key != checker.facts_key or body is None or body.start_byte >= lo
                or hi >= checker.node.end_byte or rhi - delta < rlo or previous.length + delta != checker.node.end_byte - origin):
            return None
        errors_changed = errors_changed_since(previous.error_names, checker)
        if errors_changed and previous.reads_error_names:
            return None
        return cls(checker, previous, rlo, rhi, delta, frozenset(errors_changed))

    def take(self, node) -> bool:
        """Append the previous record of this instruction to the checker's records, if it has one."""
        start = node.start_byte - self.origin
        if start > self.rhi:
            old = start - self.delta
        elif node.end_byte - self.origin < self.rlo:
            old = start
        else:
            return False
        previous = self.previous.records
        k = bisect_left(previous.starts, old)
        if k == len(previous.starts) or previous.starts[k] != old:
            return False
        row = previous.rows[k]
        if previous.ends[k] != old + node.end_byte - node.start_byte or row[4] or row[5] != node.has_error:
            return False
        if self.errors_changed and row[3] and self.errors_changed.intersection(row[3]):
            return False
        records = self.records
        self.taken.append((len(records), node))
        records.add(start, start + node.end_byte - node.start_byte, row)
        return True

    def now(self, offset: int) -> int:
        """An offset of the previous walk's `blocks`/`hints` where it is now (inside the edit: its start)."""
        offset = self.previous.at(offset)
        if offset > self.old_hi:
            return offset + self.delta
        return self.rlo if offset >= self.rlo else offset

    def moved_views(self) -> dict[str, tuple[tuple[float, float], ...]] | None:
        """Per name whose declarations changed: the spans where an instruction may see another
        answer for it now (start <= instruction start < end); None: anywhere, for any name."""
        checker, now = self.checker, self.now

        def seen(blocks, ends, place) -> dict[str, list[tuple]] | None:
            found: dict[str, list[tuple]] = {}
            for key, entries in blocks.items():
                end = ends.get(key)
                if end is None:
                    return None
                first, last = place(key), place(end)
                for kind, at, table, template, _ordinal in entries:
                    found.setdefault(_rival_key(template.name), []).append(
                        (table, template.name, place(template.start), checker.signature(template),
                         place(at) if kind == "decl" else first, last, first))
            return found

        old = seen(self.previous.blocks, self.previous.ends, now)
        new = seen(checker.blocks, checker.ends, lambda offset: offset)
        if old is None or new is None:
            return None
        anywhere = ((float("-inf"), float("inf")),)
        views: dict[str, tuple[tuple[float, float], ...]] = {}
        for name in old.keys() | new.keys():
            was, is_ = old.get(name), new.get(name)
            if was == is_:
                continue
            if was is None or is_ is None or len(was) != 1 or len(is_) != 1 or was[0][:4] != is_[0][:4]:
                views[name] = anywhere  # (rivals: which wins may change with any block's bounds)
                continue
            (_t, _n, _p, _s, a0, b0, _b), (_t, _n, _p, _s, a1, b1, _b) = was[0], is_[0]  # visible from a to b
            views[name] = tuple(span for span in ((min(a0, a1), max(a0, a1)), (min(b0, b1), max(b0, b1)))
                                if span[0] < span[1])
        return views

    def settle(self, run: FunctionRun, params: list[Decl]) -> bool:
        """Check again the taken instructions whose lookups may resolve differently now, map the
        hint ordinals of the others; False where a scope cannot be rebuilt (`scope_at`)."""
        checker, previous = self.checker, self.previous
        records = checker.records
        views = self.moved_views()
        checker.module_reads.update(previous.module_reads)  # (a superset, as after `rerun`)
        ordinal_of = {(d.name, d.kind, d.start - checker.origin): k for k, d in enumerate(checker.hint_candidates)}
        ordinals: dict[int, int] = {}
        for k, d in enumerate(previous.hints):
            if d is not None:
                found = ordinal_of.get((d.name, d.kind, self.now(d.start)))
                if found is not None:
                    ordinals[k] = found
        again = []
        if views is None:
            looks = range(len(self.taken))
        else:  # only the taken instructions where some name's view changed can see otherwise
            starts = [records.starts[index] for index, _node in self.taken]
            looks = [k for lo, hi in merge_ranges([span for spans in views.values() for span in spans])
                     for k in range(bisect_left(starts, lo), bisect_left(starts, hi))]
        data, origin = checker.data, checker.origin
        for k in looks:
            index, node = self.taken[k]
            if views is None or _sees_otherwise(views, records.starts[index], records.names_in(data, origin, index)):
                again.append((index, node))
        recheck = {index for index, _node in again}
        for index, node in self.taken:
            row = records.rows[index]
            if row[2] and index not in recheck:
                used = tuple(ordinals.get(k, -1) for k in row[2])
                if -1 in used:
                    again.append((index, node))
                    continue
                if used != row[2]:
                    records.rows[index] = (*row[:2], used, *row[3:])
        if not again:
            return True
        run.blocks, run.ends, run.names, run.shifts = checker.blocks, checker.ends, {}, ()
        try:
            for index, node in again:
                scope = checker.scope_at(node, run, params)
                if scope is None:
                    return False
                checker.records = Records()
                checker.instruction(node, scope)
                records.ends[index] = checker.records.ends[0]
                records.rows[index] = checker.records.rows[0]
                records.forget_hits()
        finally:
            checker.records = records
            checker.forget_scopes()
        return True


def errors_changed_since(before: tuple[frozenset[str], frozenset[str]], checker: FunctionChecker) -> frozenset[str]:
    """The broken statements' names that came or went between a run's (`FunctionRun.error_names`:
    the module's, the function's own) and a checker's."""
    module, own = before
    if module is checker.error_names or module == checker.error_names:
        return (own ^ checker.own_errors) - module
    return (module | own) ^ (checker.error_names | checker.own_errors)


class FunctionChecker:
    """Walks one function definition and collects its issues (offsets relative to `origin`)."""

    def __init__(self, node, data: bytes, module: ModuleContext, error_names: frozenset[str],
                 statements: StatementCache | None = None, keep: bool = False, cap: int = 0,
                 before: tuple[frozenset, list] = (frozenset(), []), own_errors: frozenset[str] = frozenset()) -> None:
        self.node = node
        self.cap = cap  # at most this many issues (and a summary), as `limits.cap_function` keeps (0: all)
        # the validator's issues in this function made before it, as (start, end, code), and the spans of
        # the half-typed statements their PTX102s end: what `capped` counts as the published list will
        self.before = before
        self.data = data
        self.module = module
        self.origin = node.start_byte
        self.issues: list[Issue] = []
        # the names written in broken statements: the module's (`error_names`, one set shared by every
        # function and version until a broken module item changes) and this function's own
        # (`own_errors`). Kept apart, not merged: a file full of errors has thousands of the module's,
        # and a merged copy in each broken function's run held ~128 KiB per function (issue 16)
        self.error_names = error_names
        self.own_errors = own_errors
        self.db = load()
        self.facts = self.db.facts
        self.kind = "entry" if any(c.type == ".entry" for c in node.children[:4]) else "func"
        self.ordered_declared: set[str] = set()  # names declared in the function that must precede uses
        self.hint_candidates: list[Decl] = []
        self.hint_templates: list[Decl] = []  # each candidate relative to the function (`candidate`)
        self.has_error = node.has_error
        self.pending_undefined: list[tuple[str, int, int, str]] = []
        self.special_cache: dict[str, object] = {}
        self.header_directives: frozenset[str] | None = None
        self.space_cache: dict[str, object] = {}
        self.requirement_cache: dict[tuple, list[Issue]] = {}
        self.store_opcodes = _store_opcodes()
        self.current: tuple[int, list[int]] = (0, [])
        self.statements = statements
        # what the instruction checks read of the function itself (kind, header directives) joins the
        # module facts in the statement key
        self.facts_key = module_facts(module) + (self.kind, self.header_directive_names())
        # What a full run keeps for `rerun` (None: not kept). See `FunctionRun`.
        self.keep = keep
        self.ordinals: dict[int, int] = {}  # id(decl) -> index in hint_candidates
        self.used_now: list[int] | None = None  # hint ordinals the instruction being checked uses
        self.records = Records()
        self.skeleton: list[tuple[int, int, str]] = []
        self.blocks: dict[int, list[tuple]] = {}
        self.ends: dict[int, int] = {}
        self.reuse: _Reuse | None = None  # what `run` may take from the previous version's walk
        self.reads_error_names = False
        self.module_reads: set[str] = set()  # names looked up among the module's declarations (`FunctionRun`)
        self.base_used: list[int] = []  # hint ordinals used outside instructions (branch targets)
        self.kept: FunctionRun | None = None
        self.trace: list[tuple] | None = None  # lookups of the instruction being checked (StatementCache)
        self.signatures: dict[int, tuple] = {}
        self.projections: dict[int, tuple[Decl, tuple, Decl]] = {}
        self.scopes: dict[tuple, Scope] = {}  # scopes `scope_at` built (see there)
        self.decl_starts: dict[tuple, list[int]] = {}  # per block, where its declarations start (`scope_at`)
        self.declarer = None  # fixes.RegisterDeclarer, made on the first undefined register

    # --- helpers ---------------------------------------------------------------------------------
    def add(self, code: str, start: int, end: int, message: str, fixes: tuple[Fix, ...] = (),
            severity=None, tags=()) -> None:
        self.issues.append(make(code, start, end, message, fixes, severity, tags))

    def special(self, name: str):
        hit = self.special_cache.get(name, 0)
        if hit == 0:
            hit = self.facts.special_register(name)
            self.special_cache[name] = hit
        return hit

    def is_pred(self, type_name: str) -> bool:
        t = self.facts.type(type_name)
        return t is not None and t.kind == "pred"

    def resolve(self, scope: Scope, name: str) -> tuple[Decl | None, Decl | None]:
        found = self._resolve(scope, name)
        if self.trace is not None:
            # (names interned: the `StatementCache` holds ~14 lookups per distinct name, 7 of its 33 MiB on cub_sm90)
            self.trace.append(("r", intern(name), self.signature(found[0]), self.signature(found[1]), False))
        return found

    def _resolve(self, scope: Scope, name: str) -> tuple[Decl | None, Decl | None]:
        decl, family = scope.lookup(name)
        if decl is not None:
            return decl, None
        if name[0] != "%":
            self.module_reads.add(name)
        mdecl = self.module.names.get(name)
        if mdecl is not None and self.module.order.get(name, 0) <= self.origin:
            return mdecl, None
        return None, family

    def signature(self, decl: Decl | None) -> tuple | None:
        """Everything the checks may read of a declaration except where it is (and `used`)."""
        return decl_signature(decl, self.signatures)

    def projected(self, decl):
        """(the declaration without its name and place, its memo signature): the memoized operand checks
        see only the projection, and the memo key holds the signature, which is every field the projection
        keeps (nested parameter declarations alike), so nothing they can read is missing from the key."""
        if isinstance(decl, tuple):
            return tuple(self.projected(d)[0] for d in decl), None
        if not isinstance(decl, Decl):
            return decl, None
        found = self.projections.get(id(decl))
        if found is None or found[2] is not decl:
            nested = {f: tuple(self.projected(d)[0] for d in getattr(decl, f))
                      for f in ("params", "returns") if getattr(decl, f) is not None}
            anon = replace(decl, **_ANONYMOUS, **nested)
            sig = tuple(tuple(self.projected(d)[1] for d in value) if isinstance(value, tuple) else value
                        for value in (getattr(anon, f) for f in _MEMO_FIELDS))
            found = self.projections[id(decl)] = (anon, sig, decl)
        return found[0], found[1]

    def canonical(self, opcode: str, mods, operands, scope: Scope) -> Canonical:
        """The operands as the memoized checks see them (`Canonical`): each name that resolves in `scope`
        replaced by a placeholder (`%_µ0`, `_µ1`, …), with the declarations in the key."""
        index: dict[str, int] = {}
        decls: list[Decl] = []
        sigs: list[tuple | None] = []
        resolve, projected = self._resolve, self.projected  # (`operands` has traced every name already)

        def holder(m: re.Match) -> str:
            name = m.group(1)
            k = index.get(name)
            if k is None:
                decl = resolve(scope, name)[0]
                if decl is None:  # special registers and unknown names mean the same in every scope
                    return name
                k = index[name] = len(decls)
                anon, sig = projected(decl)
                decls.append(anon)
                sigs.append(sig)
            return ("%" if name[0] == "%" else "") + PLACE + str(k)

        texts = tuple(TOKEN.sub(holder, op) for op, _off in operands)
        shift, laid = 0, []
        for text, (real, off) in zip(texts, operands, strict=True):
            laid.append((text, off + shift))
            shift += len(text) - len(real)
        return Canonical((opcode, mods, self.module.address_size, texts, tuple(sigs)), tuple(laid), tuple(operands),
                         tuple(index), tuple(decls))

    def named_in_errors(self, name: str) -> bool:
        """Whether a broken statement, this function's own or one at module scope, writes `name`."""
        return name in self.own_errors or name in self.error_names

    def is_error_name(self, name: str) -> bool:
        found = self.named_in_errors(name)
        if self.trace is not None:
            self.trace.append(("e", intern(name), found))
        return found

    # --- walking ---------------------------------------------------------------------------------
    def run(self, previous: FunctionRun | None = None, lo: int = 0, hi: int = 0, delta: int = 0) -> list[Issue] | None:
        """Every issue of the function (absolute offsets, unsorted); `self.kept` is what `rerun` reuses.

        With `previous` (what checking the version before an edit kept; the edit replaced bytes of
        it with lo..hi, new offsets, and the function grew by `delta`), the walk takes each instruction outside lo..hi from it and
        checks again only those that look up a name whose visible declarations the edit changed
        (`_Reuse`): a `{` or `}` typed into a big function costs its skeleton, not every statement.
        None when that cannot be done here (a block nested too deep): then `run()` without it.
        """
        if previous is not None:
            self.reuse = _Reuse.make(self, previous, lo, hi, delta)
        reused = self.reuse is not None
        try:
            self.kept = self.walk()
        finally:
            # (the reuse refers to this checker: a cycle that only the collector frees, and one made
            # before a `gc.freeze` waits for the next full collection, up to 500 versions later,
            # holding this version's text, its tree (the nodes it took) and the previous run: 31 MiB
            # for 6 walks in 450 endurance edits, the RSS the walk added in the 3,000-edit run)
            self.reuse = None
        if self.kept is None:
            return None
        if reused:  # (the instructions taken from it keep their rows: their ranking holds)
            self.kept.ranking = getattr(previous, "ranking", None)
        return self.finish(self.kept)

    def root_scope(self) -> tuple[Scope, list[Decl]]:
        root_scope = Scope()
        params: list[Decl] = []
        for field in ("return_parameters", "parameters"):
            plist = self.node.child_by_field_name(field)
            if plist is None:
                continue
            for decl in parameter_decls(plist, self.data, kernel=self.kind == "entry",
                                        returns=field == "return_parameters"):
                if decl.name in root_scope.names:
                    self.add("PTX205", decl.start, decl.end, f"parameter `{decl.name}` is declared twice; rename one")
                root_scope.names[decl.name] = decl
                params.append(decl)
        return root_scope, params

    def walk(self) -> FunctionRun:
        """Check every statement; what was found, relative to the function's first byte."""
        root_scope, params = self.root_scope()
        body = self.node.child_by_field_name("body")
        if body is not None:
            self.block(body, root_scope)
        origin = self.origin
        run = FunctionRun()
        run.facts_key = self.facts_key
        run.error_names = (self.error_names, self.own_errors)
        run.length = self.node.end_byte - origin
        run.params = tuple(moved_decl(d, -origin) for d in params)
        run.blocks = self.blocks
        run.ends = self.ends
        run.names = {}
        run.shifts = ()
        run.skeleton = sorted(self.skeleton)
        run.base_issues = tuple(shift_issue(i, -origin) for i in self.issues)
        run.base_pending = tuple((n, s - origin, e - origin, k) for n, s, e, k in self.pending_undefined)
        run.base_used = tuple(self.base_used)
        if self.reuse is not None and self.reuse.taken and not self.reuse.settle(run, params):
            return None
        used = [0] * len(self.hint_candidates)
        for row in self.records.rows:
            for ordinal in row[2]:
                used[ordinal] += 1
        for ordinal in self.base_used:
            used[ordinal] += 1
        run.used = used
        run.ordered = frozenset(self.ordered_declared)
        run.hints = tuple(self.hint_templates)
        run.records = self.records
        run.reads_error_names = self.reads_error_names
        run.module_reads = frozenset(self.module_reads)
        missing, spans = unterminated_issues(self.node, self.data)
        run.unterminated = tuple((shift_issue(i, -origin), (s - origin, e - origin)) for i, (s, e) in zip(missing, spans, strict=True))
        run.overflow = tuple(shift_issue(i, -origin) for i in overflow_issues(self.node, self.data, origin,
                                                                                  self.node.end_byte))
        return run

    def finish(self, run: FunctionRun) -> list[Issue]:
        """The function's issues from what `walk` or `rerun` found (absolute offsets); past `cap`,
        those `limits.cap_function` keeps and its summary, made without making the others
        (`Relative`: relative to the function's first byte)."""
        # (each instruction with findings makes one issue at least: past the cap, not counted one by one)
        if self.cap and (len(run.records.hits()) > self.cap or _found_at_most(run) > self.cap):
            capped = self.capped(run)
            if capped is not None:
                return capped
        origin = self.origin
        issues = [shift_issue(i, origin) for i in run.base_issues]
        pending = [(n, s + origin, e + origin, k) for n, s, e, k in run.base_pending]
        for start, row in run.records.found():
            at = origin + start
            if row[0]:
                issues.extend(shift_issue(i, at) for i in row[0])
            if row[1]:
                pending.extend((n, s + at, e + at, k) for n, s, e, k in row[1])
            if row[4]:
                issues.extend(shift_issue(i, origin) for i in row[4])
        self.issues = issues
        for name, start, end, kind in pending:
            if name not in run.ordered and name in BARE_OPCODES \
                    and (at := _statement_above(self.data, start, end)) is not None:
                # `mov.u32 %r1,` / `ld.global.` / `@%p1 bra` typed above `ret;`: ptxas reads `ret` as an
                # operand (a name it may be: ptxas 13.0 accepts `mov.u64 %rd1,` + `ret;` for a variable
                # `ret`), but here it names nothing, so the line above lacks its end
                line = self.data.rfind(b"\n", 0, at) + 1
                if any(line <= i.start <= at and i.severity == "error" for i in self.issues):
                    continue  # the line has its diagnostic already (`ld.global.`: more modifiers needed)
                fixes = () if self.data[at - 1 : at] == b"," else (Fix("Insert `;`", ((at, at, ";"),), codes=("PTX102",)),)
                self.add("PTX102", at, at + 1, f"expected `;` at the end of this statement (`{name};` on the next "
                         f"line is read as its operand); complete it or insert `;`", fixes)
                continue
            code, message = self.undefined(run, name, kind)
            self.add(code, start, end, message, self._declare_fix(name) if code == "PTX201" else ())
        self.hints(run)
        issues = self.issues
        if run.unterminated:
            issues = outside_spans(issues, [(s + origin, e + origin) for _i, (s, e) in run.unterminated])
        if self.waits_for_brace(run):
            # a block lacks its `}` (it runs to the end of the function, or to the next function): which
            # labels a branch sees is not what the writer means yet, so undefined / unused labels wait
            # for the `}`
            issues = [i for i in issues if i.code not in _WAIT_FOR_BRACE]
        if run.unterminated:
            issues.extend(on_open_brace(self.node, self.data, shift_issue(i, origin)) for i, _span in run.unterminated)
        issues.extend(shift_issue(i, origin) for i in run.overflow)
        return issues

    def waits_for_brace(self, run: FunctionRun) -> bool:
        """Whether a block of the function lacks its `}` (undefined and unused labels wait for it)."""
        return any(i.code == "PTX103" for i, _span in run.unterminated) or lacks_closing_brace(self.node)

    @staticmethod
    def undefined(run: FunctionRun, name: str, kind: str) -> tuple[str, str]:
        """(code, message) of a name no declaration gives (`pending_undefined`)."""
        code = _undefined_code(run.ordered, name, kind)
        return code, _UNDEFINED_MESSAGES[code].format(name=name)

    def capped(self, run: FunctionRun) -> Relative | None:
        """What `finish` gives capped by `limits.cap_function`, in the order and with the summary it
        gives, relative to the function's first byte, but only the kept issues are made (moved,
        fixed): a function with 20,000 undefined registers no longer makes 20,000 issues and fixes on
        every keystroke to show a hundred.
        None when the list the validator publishes holds no more than `cap` of them (`as_published`):
        then `finish` makes them all, as without a cap.

        The rows come from `ranked` (what each instruction found, ranked once and kept by the
        identity of its row from version to version) or, where it cannot rank them, from
        `published_rows` (every row made and ranked anew): the same count and the same kept rows."""
        ranked = self.ranked(run)
        if ranked is _UNRANKED:
            ranked = self.published_rows(run)
        if ranked is None:
            return None
        count, rows, beyond = ranked
        if count <= self.cap:
            return None
        return self.made_capped(run, count, heapq.nsmallest(self.cap, rows) + beyond)

    def ranked(self, run: FunctionRun):
        """What `published_rows` gives, (count, rows, rows outside the function), but the rows only of
        those that can be among the `cap` kept: the ranking of each instruction's findings is kept from
        version to version (`_Ranking`), so a keystroke ranks the instructions it re-checked, counts the
        others by their entries and filters only those that stand where a filter applies (the spans of
        unfinished statements, the places of the issues made outside the instructions); then the
        instructions are read in order until `cap` errors are kept (issue 16: the endurance text's
        biggest function made, filtered and ranked 1,200 rows on every keystroke to keep 100).
        None as `published_rows`; `_UNRANKED` where it cannot be done (`_ranked_findings`)."""
        origin, cap = self.origin, self.cap
        soft = NEWER_VERSION_SOFT_CODES if self.module.newer_than_spec else frozenset()
        ordered = run.ordered
        ranks = {code: severity_rank("warning" if CODES[code].severity == "error" and code in soft
                                     else CODES[code].severity) for code in _UNDEFINED_CODES}
        ranking = getattr(run, "ranking", None)
        if ranking is None or ranking.soft != soft:
            known: dict[int, tuple] = {}
        elif ranking.ordered is ordered or ranking.ordered == ordered:
            known = dict(ranking.entries)  # (the previous version's run keeps its own)
        else:  # a declaration typed or removed: the entries of the names it orders are made again
            changed = ranking.ordered.symmetric_difference(ordered)
            known = {key: got for key, got in ranking.entries.items()
                     if not any(pending[0] in changed for pending in got[0][1])}
        records = run.records
        rows, starts, ends = records.rows, records.starts, records.ends
        hits = records.hits()
        got_at = list(map(known.get, map(id, map(rows.__getitem__, hits))))  # (each hit's entry: C loops)
        if None in got_at:
            for j, got in enumerate(got_at):
                if got is None:
                    k = hits[j]
                    got_at[j] = known[id(rows[k])] = _ranked_findings(rows[k], ends[k] - starts[k], ordered, soft,
                                                                      ranks)
        if len(known) > 2 * len(hits) + 64:  # (rows no instruction holds any more)
            known = {id(got[0]): got for got in got_at}
        run.ranking = _Ranking(ordered, soft, known)
        if not all(map(_itemgetter(4), got_at)):
            return _UNRANKED
        for k in itertools.compress(hits, map(_itemgetter(6), got_at)):  # a bare `ret` read as an operand
            at = origin + starts[k]
            for name, start, end, _kind in rows[k][1]:
                if name not in ordered and name in BARE_OPCODES \
                        and _statement_above(self.data, at + start, at + end) is not None:
                    return None  # (as `published_rows`: `finish` makes them all)
        total = sum(map(_itemgetter(5), got_at))
        waits = sum(map(_itemgetter(2), got_at))
        marked = list(itertools.compress(hits, map(_itemgetter(3), got_at)))  # with a PTX102 among their entries

        # the other rows, as `published_rows` makes them, numbered in `finish`'s order
        spans = merge_ranges([(s + origin, e + origin) for _i, (s, e) in run.unterminated])
        open_starts = [start for start, _end in spans]
        wait = self.waits_for_brace(run)
        rest: list[tuple] = []
        add = rest.append

        def unfinished(at: int) -> bool:
            k = bisect_right(open_starts, at) - 1
            return k >= 0 and at < spans[k][1]

        def issue(found: Issue, delta: int, n: int, filtered: bool = True) -> None:
            start = found.start + delta
            if filtered and ((open_starts and unfinished(start)) or (wait and found.code in _WAIT_FOR_BRACE)):
                return
            severity = found.severity
            if severity == "error" and found.code in soft:
                severity = "warning"
            add((severity_rank(severity), start, found.end + delta, found.code, found.message, n + len(rest), found,
                 delta))

        for found in run.base_issues:
            issue(found, origin, _N_BASE)
        for name, start, end, kind in run.base_pending:
            start += origin
            end += origin
            if name not in ordered and name in BARE_OPCODES and _statement_above(self.data, start, end) is not None:
                return None
            if (open_starts and unfinished(start)) or (wait and kind == "label" and name not in ordered):
                continue
            code = _undefined_code(ordered, name, kind)
            add((ranks[code], start, max(end, start + 1), code, "", _N_PENDING + len(rest), None, (name, kind)))
        self.issues = []
        self.hints(run)
        for found in self.issues:
            issue(found, 0, _N_HINTS)
        for found, _span in run.unterminated:
            issue(on_open_brace(self.node, self.data, shift_issue(found, origin)), 0, _N_OPEN, False)
        for found in run.overflow:
            issue(found, origin, _N_OVERFLOW, False)
        end = self.node.end_byte
        beyond = [r for r in rest if not origin <= r[1] < end]
        if beyond:
            rest = [r for r in rest if origin <= r[1] < end]

        # the spans of the half-typed statements (`as_published`): of the issues made before, of the
        # PTX102s among the rows
        keys, before_spans = self.before
        cut = list(before_spans)
        for r in rest:
            if r[3] == "PTX102" and (span := unfinished_span(self.node, r[1])) is not None:
                cut.append(span)
        for k in marked:
            at = origin + starts[k]
            for entry in known[id(rows[k])][1]:
                if entry[3] == "PTX102" and not (open_starts and unfinished(at + entry[1])) \
                        and (span := unfinished_span(self.node, at + entry[1])) is not None:
                    cut.append(span)
        cut = merge_ranges(cut) if cut else []
        cut_starts = [start for start, _end in cut]

        def half_typed(at: int) -> bool:
            k = bisect_right(cut_starts, at) - 1
            return k >= 0 and at < cut[k][1]

        if cut:
            rest = [r for r in rest if r[3].startswith("PTX1") or not half_typed(r[1])]

        def passes(at: int, code: str) -> bool:
            """Whether an instruction's row at `at` passes the filters (all but the dedupe)."""
            return not ((wait and code in _WAIT_FOR_BRACE) or (open_starts and unfinished(at))
                        or (cut and not code.startswith("PTX1") and half_typed(at)))

        def entry_at(start: int, end: int, code: str) -> tuple[int, int] | None:
            """(instruction, entry) of the instruction's row with this (start, end, code), if any."""
            rel = start - origin
            k = bisect_right(starts, rel) - 1
            if k < 0 or rel >= ends[k]:
                return None
            got = known.get(id(rows[k]))
            if got is None:
                return None
            key = (rel - starts[k], end - origin - starts[k], code)
            for i, entry in enumerate(got[1]):
                if entry[1:4] == key:
                    return k, i
            return None

        # the dedupe (`as_published`): the first in `finish`'s order, the issues made before first
        seen = set(keys)
        winners: dict[tuple, int] = {}  # (start, end, code) -> `n` of the other row kept
        kept_rest = []
        for r in rest:
            key = r[1:4]
            if key in seen:
                continue
            if r[5] > _N_FOUND and (hit := entry_at(*key)) is not None:
                k, i = hit
                entry = known[id(rows[k])][1][i]
                if entry[5] < r[5] and passes(origin + starts[k] + entry[1], entry[3]):
                    continue  # the instruction's row comes first
            seen.add(key)
            winners[key] = r[5]
            kept_rest.append(r)

        # the instructions' rows a filter or the dedupe may drop: those inside a span, those with the
        # key of an issue made before or of another row kept
        special: dict[tuple[int, int], bool] = {}
        for lo, hi in itertools.chain(spans, cut):
            rlo, rhi = lo - origin, hi - origin
            k = max(bisect_right(starts, rlo) - 1, 0)
            while k < len(starts) and starts[k] < rhi:
                got = known.get(id(rows[k])) if ends[k] > rlo else None
                if got is not None:
                    for i, entry in enumerate(got[1]):
                        if rlo <= starts[k] + entry[1] < rhi:
                            special[(k, i)] = True
                k += 1
        for key in itertools.chain(keys, winners):
            hit = entry_at(*key)
            if hit is not None:
                special[hit] = True
        rejected = waits if wait else 0
        for k, i in special:
            entry = known[id(rows[k])][1][i]
            at = origin + starts[k] + entry[1]
            key = (at, at - entry[1] + entry[2], entry[3])
            accepted = passes(at, entry[3]) and key not in keys and winners.get(key, entry[5] + 1) > entry[5]
            special[(k, i)] = accepted
            if not accepted and not (wait and entry[3] in _WAIT_FOR_BRACE):
                rejected += 1
        count = total - rejected + len(kept_rest)
        if count <= cap:
            return count, [], beyond

        # the instructions' rows in order until `cap` errors are kept: no row after those can be kept
        errors: list[tuple] = []
        others: list[tuple] = []
        for k, got in zip(hits, got_at, strict=True):
            at = origin + starts[k]
            for i, entry in enumerate(got[1]):
                code = entry[3]
                if special and (k, i) in special:
                    if not special[(k, i)]:
                        continue
                elif wait and code in _WAIT_FOR_BRACE:
                    continue
                found = entry[6]
                (errors if entry[0] == 0 else others).append(
                    (entry[0], at + entry[1], at + entry[2], code, entry[4], entry[5], found,
                     at if found is not None else entry[7]))
            if len(errors) >= cap:
                return count, errors + kept_rest, beyond
        return count, errors + others + kept_rest, beyond

    def published_rows(self, run: FunctionRun) -> tuple[int, list[tuple], list[tuple]] | None:
        """(how many issues the validator publishes of those `finish` makes inside the function, their
        rows, the rows of those outside it), every row made and ranked; None when `finish` must make
        them all (a bare `ret` read as an operand).

        Each issue `finish` would make is a row (rank as `limits` ranks the list the validator
        publishes: severity after `soften_for_newer_version`, place, code, message; then the order
        `finish` makes them in, as the stable sort of `cap_function` keeps it)."""
        origin = self.origin
        spans = merge_ranges([(s + origin, e + origin) for _i, (s, e) in run.unterminated])
        starts = [start for start, _end in spans]
        wait = self.waits_for_brace(run)
        soft = NEWER_VERSION_SOFT_CODES if self.module.newer_than_spec else frozenset()
        rows: list[tuple] = []
        add = rows.append

        def issue(found: Issue, delta: int, filtered: bool = True) -> None:
            start = found.start + delta
            if filtered:
                k = bisect_right(starts, start) - 1
                if (k >= 0 and start < spans[k][1]) or (wait and found.code in _WAIT_FOR_BRACE):
                    return
            severity = found.severity
            if severity == "error" and found.code in soft:
                severity = "warning"
            add((severity_rank(severity), start, found.end + delta, found.code, found.message, len(rows), found, delta))

        for found in run.base_issues:
            issue(found, origin)
        pending = [(origin, run.base_pending)]  # (where they are relative to, names)
        for start, row in run.records.found():
            at = origin + start
            for found in row[0]:
                issue(found, at)
            if row[1]:
                pending.append((at, row[1]))
            for found in row[4]:
                issue(found, origin)
        ordered = run.ordered
        ranks = {code: severity_rank("warning" if CODES[code].severity == "error" and code in soft
                                     else CODES[code].severity) for code in _UNDEFINED_CODES}
        for at, names in pending:
            for name, start, end, kind in names:
                start += at
                end += at
                if name not in ordered and name in BARE_OPCODES \
                        and _statement_above(self.data, start, end) is not None:
                    return None  # (what that reports reads the issues made before it: `finish` makes them all)
                if starts:
                    k = bisect_right(starts, start) - 1
                    if k >= 0 and start < spans[k][1]:
                        continue
                if wait and kind == "label" and name not in ordered:
                    continue
                code = _undefined_code(ordered, name, kind)
                # (the message is made for the kept ones only: after `as_published` no two rows share
                # start, end and code, so the ranking never reads it)
                add((ranks[code], start, max(end, start + 1), code, "", len(rows), None, (name, kind)))
        self.issues = []
        self.hints(run)
        for found in self.issues:
            issue(found, 0)
        for found, _span in run.unterminated:
            issue(on_open_brace(self.node, self.data, shift_issue(found, origin)), 0, False)
        for found in run.overflow:
            issue(found, origin, False)
        end = self.node.end_byte  # (an issue at or past the end, as a missing `}`, is not the function's to cap)
        beyond = [r for r in rows if not origin <= r[1] < end]
        rows = self.as_published([r for r in rows if origin <= r[1] < end] if beyond else rows)
        return len(rows), rows, beyond

    def made_capped(self, run: FunctionRun, count: int, kept: list[tuple]) -> Relative:
        """The issues of the `kept` rows and the summary of the `count - cap` others, relative to the
        function's first byte, in `finish`'s order."""
        origin = self.origin
        # made relative to the function's first byte (what the validator keeps): a found issue moved
        # by the same amount as for the last version is the issue made then (`run.made`, by the found
        # issue's identity: the instructions an edit left keep their issue objects, issue 16)
        memo = getattr(run, "made", None) or {}
        now: dict[tuple[int, int], tuple[Issue, Issue]] = {}
        made = []
        for _rank, start, end, code, message, _n, found, how in kept:
            if found is None:  # an undefined name (`how`: name, kind): made now, with its message and fix
                message = self.undefined(run, *how)[1]
                fixes = self._declare_fix(how[0]) if code == "PTX201" else ()
                made.append(make(code, start - origin, end - origin, message,
                                 tuple(_shift_fix(fix, -origin) for fix in fixes)))
            else:
                key = (id(found), how - origin)
                hit = memo.get(key)
                issue = hit[1] if hit is not None and hit[0] is found else shift_issue(found, how - origin)
                now[key] = (found, issue)
                made.append(issue)
        run.made = now
        made.sort(key=lambda i: i.start)  # (stable: the kept ones in their rank among equal places)
        return Relative([function_summary(0, count - self.cap), *made])

    def as_published(self, rows: list[tuple]) -> list[tuple]:
        """The rows of `capped` the validator's later passes keep: none but syntax errors inside a
        half-typed statement (`_one_per_unfinished_statement`), one of each (start, end, code), the
        first, where the issues made before this function come first (`_dedupe`)."""
        keys, spans = self.before
        spans = list(spans)
        for r in rows:
            if r[3] == "PTX102":
                span = unfinished_span(self.node, r[1])
                if span is not None:
                    spans.append(span)
        if spans:
            spans = merge_ranges(spans)
            starts = [start for start, _end in spans]

            def inside(at: int) -> bool:
                k = bisect_right(starts, at) - 1
                return k >= 0 and at < spans[k][1]

            rows = [r for r in rows if r[3].startswith("PTX1") or not inside(r[1])]
        seen = set(keys)
        out = []
        for r in rows:
            key = r[1:4]
            if key not in seen:
                seen.add(key)
                out.append(r)
        return out

    def hints(self, run: FunctionRun) -> None:
        """Unused labels (PTX604) and unused single declarations (PTX603): names written only once."""
        for decl, uses in zip(run.hints, run.used, strict=True):
            if decl is None or uses or (decl.kind == "label" and self.module.has_sections):
                continue  # debug sections may refer to a label from outside the function
            origin = self.origin + run.at(decl.start) - decl.start
            if decl.kind == "label":
                self.add("PTX604", origin + decl.start, origin + decl.end, f"label `{decl.name}` is never used; "
                         "remove it if nothing branches to it", tags=("unnecessary",))
            else:
                self.add("PTX603", origin + decl.start, origin + decl.end, f"`{decl.name}` is declared but never "
                         "used; remove it if it is not needed", tags=("unnecessary",))

    def candidate(self, decl: Decl, template: Decl) -> int:
        """Make `decl` a hint candidate (unused label / declaration); returns its ordinal. `template`:
        `decl` relative to the function, as its block's entry holds it (the run's `hints` share it)."""
        ordinal = len(self.hint_candidates)
        self.hint_candidates.append(decl)
        self.hint_templates.append(template)
        self.ordinals[id(decl)] = ordinal
        return ordinal

    def block(self, block, parent: Scope) -> None:
        scope = Scope(parent)
        origin = self.origin
        entries: list[tuple] = []
        self.blocks[block.start_byte - origin] = entries
        self.ends[block.start_byte - origin] = block.end_byte - origin
        self.skeleton.append((block.start_byte - origin, block.start_byte - origin + 1, "{"))
        self.skeleton.append((block.end_byte - origin - 1, block.end_byte - origin, "}"))
        children = block.named_children
        for child in children:
            if child.type == "label":
                self.skeleton.append((child.start_byte - origin, child.end_byte - origin, "label"))
                name_node = child.child_by_field_name("name")
                if name_node is None:
                    continue
                name = self.data[name_node.start_byte : name_node.end_byte].decode("latin-1")
                if name in scope.labels:
                    self.add("PTX205", name_node.start_byte, name_node.end_byte,
                             f"label `{name}` is defined twice in this block; rename one")
                decl = scope.labels[name] = Decl(name, "label", name_node.start_byte, name_node.end_byte)
                template = moved_decl(decl, -origin)
                entries.append(("label", 0, "labels", template, self.candidate(decl, template)))
        reuse = self.reuse
        for child in children:
            t = child.type
            if t == "instruction":
                if reuse is None or not reuse.take(child):
                    self.instruction(child, scope)
                continue
            if t in SKELETON and t != "block":
                self.skeleton.append((child.start_byte - origin, child.end_byte - origin, t))
            if t == "variable_declaration":
                for issue in check_declaration(child, self.data, scope="function"):
                    self.issues.append(issue)
                for decl in declare_variable(child, self.data):
                    self.ordered_declared.add(decl.name)
                    table = scope.families if decl.family is not None else scope.names
                    if decl.name in table or (decl.family is None and decl.name in scope.labels):
                        self.add("PTX205", decl.start, decl.end,
                                 f"`{decl.name}` is already declared in this scope; rename or remove one")
                    table[decl.name] = decl
                    scope.declared()
                    template = moved_decl(decl, -origin)
                    ordinal = self.candidate(decl, template) if decl.family is None else None
                    entries.append(("decl", child.start_byte - origin,
                                    "families" if decl.family is not None else "names", template, ordinal))
            elif t == "block":
                self.block(child, scope)
            elif t == "loc_intermediate_directive":
                info = self.facts.directive(".loc_intermediate")
                if info is not None:
                    self.issues.extend(directive_requirements(info, self.module, child.start_byte,
                                                              child.start_byte + len(info.name)))
            elif t in ("callprototype_directive", "branchtargets_directive", "calltargets_directive"):
                # unlike labels, these names cannot be referenced before they are declared
                name_node = child.child_by_field_name("name")
                if name_node is not None:
                    name = self.data[name_node.start_byte : name_node.end_byte].decode("latin-1")
                    decl = Decl(name, "proto", name_node.start_byte, name_node.end_byte)
                    if t == "callprototype_directive":
                        params = child.child_by_field_name("parameters")
                        rets = child.child_by_field_name("return_parameters")
                        decl.params = tuple(parameter_decls(params, self.data, False, False, sinks=True)) \
                            if params is not None else ()
                        decl.returns = tuple(parameter_decls(rets, self.data, False, True, sinks=True)) \
                            if rets is not None else ()
                    scope.names[name] = decl
                    scope.declared()
                    self.ordered_declared.add(name)
                    entries.append(("decl", child.start_byte - origin, "names", moved_decl(decl, -origin), None))
                if t == "callprototype_directive":
                    continue
                for target in child.children_by_field_name("target"):
                    if target.type == "identifier":
                        name = self.data[target.start_byte : target.end_byte].decode("latin-1")
                        found = self.resolve(scope, name)[0]
                        if found is not None:
                            found.used = True
                            ordinal = self.ordinals.get(id(found))
                            if ordinal is not None:
                                self.base_used.append(ordinal)
                        self.reads_error_names = True
                        if found is None and not self.named_in_errors(name):
                            kind = "label" if t == "branchtargets_directive" else "symbol"
                            self.pending_undefined.append((name, target.start_byte, target.end_byte, kind))

    # --- one instruction -------------------------------------------------------------------------
    def instruction(self, node, scope: Scope) -> None:
        """Check one instruction, or replay what checking the same text found (`StatementCache`);
        its findings go to `self.records`, relative to the instruction."""
        start, end = node.start_byte, node.end_byte
        key = (self.facts_key, node.has_error, self.data[start:end])
        used: list[int] = []
        self.used_now = used
        try:
            hit = self.statements.get(key) if self.statements is not None else None
            if hit is None or not self.replay(hit, scope):
                hit = self.check(node, scope, key)
        finally:
            self.used_now = None
        trace, found, pending = hit[:3]
        names = tuple(event[1] for event in trace if event[0] == "e")
        self.records.add(start - self.origin, end - self.origin,
                         _row(found, pending, tuple(used), names, hit[3] if len(hit) > 3 else (), node.has_error))

    def check(self, node, scope: Scope, key: tuple) -> tuple:
        """Check one instruction from scratch: (trace, issues, pending undefined), relative to it."""
        start, end = node.start_byte, node.end_byte
        trace: list[tuple] = []
        self.trace = trace
        first_issue, first_pending = len(self.issues), len(self.pending_undefined)
        try:
            self._instruction(node, scope)
        finally:
            self.trace = None
        found = self.issues[first_issue:]
        del self.issues[first_issue:]
        pending = tuple((name, s - start, e - start, kind) for name, s, e, kind in self.pending_undefined[first_pending:])
        del self.pending_undefined[first_pending:]
        inside = []
        far = []  # issues or fixes that reach outside the instruction (a fix that widens `.reg %r<N>`)
        for issue in found:  # only what stays inside the instruction moves with it
            if not (start <= issue.start <= issue.end <= end) or any(
                    not (start <= s <= e <= end) for fix in issue.fixes for s, e, _t in fix.edits):
                far.append(shift_issue(issue, -self.origin))
            else:
                inside.append(shift_issue(issue, -start))
        if far:
            return (tuple(trace), tuple(inside), pending, tuple(far))
        result = (tuple(trace), tuple(inside), pending)
        if self.statements is not None:
            self.statements.put(key, result)
        return result

    def replay(self, hit: tuple, scope: Scope) -> bool:
        """Whether a cached check still holds: every lookup it made gives the same answer again."""
        trace = hit[0]
        used = []
        for event in trace:
            if event[0] == "r":
                decl, family = self._resolve(scope, event[1])
                if self.signature(decl) != event[2] or self.signature(family) != event[3]:
                    return False
                if event[4]:
                    used.append(decl)
            elif self.named_in_errors(event[1]) != event[2]:
                return False
        for decl in used:
            self.mark_used(decl)
        return True

    def mark_used(self, decl: Decl) -> None:
        decl.used = True
        if self.used_now is not None:
            ordinal = self.ordinals.get(id(decl))
            if ordinal is not None:
                self.used_now.append(ordinal)

    # --- re-checking after an edit ---------------------------------------------------------------
    def rerun(self, previous: FunctionRun, lo: int, hi: int, delta: int,
              old_text: tuple[bytes, int] | None = None) -> list[Issue] | None:
        """The issues after an edit that changed bytes lo..hi of this function (new offsets; the
        function grew by `delta`), re-checking only the instructions there; None when the edit
        changed more than instructions (declarations, labels, blocks: then `run` checks all).

        Everything `previous` found outside lo..hi stays (moved by `delta` after it): the
        declarations and labels are the same, so every other instruction resolves its names as
        before, unless a name it looked for among the broken statements' names came or went.
        `old_text`: the previous version's bytes and where this function started in them; the
        `StatementCache` entries of the instructions the edit replaced are dropped (`forget_replaced`).
        """
        origin = self.origin
        rlo, rhi = lo - origin, hi - origin
        old_hi = rhi - delta
        if (previous.facts_key != self.facts_key or rlo < 0 or old_hi < rlo
                or previous.length + delta != self.node.end_byte - origin):
            return None
        errors_changed = errors_changed_since(previous.error_names, self)
        if errors_changed and previous.reads_error_names:
            return None
        skeleton = previous.skeleton
        at = bisect_left(skeleton, (rlo,))
        if at > 0 and skeleton[at - 1][1] >= rlo:
            at -= 1
        past = at
        while past < len(skeleton) and skeleton[past][0] <= old_hi:
            past += 1
        touched = skeleton[at:past]  # what the edit touched of the old skeleton: declarations and labels only
        # ... and a brace next to the edit: typing right after a `{` or `}`, or right before a `}`,
        # leaves the blocks as they were (were it not so, the changed ranges would cover the brace).
        # Blocks are keyed by where their `{` is, so a `{` right after the edit is not taken.
        edges = [span for span in touched if (span[2] in "{}" and span[1] <= rlo) or (span[2] == "}" and span[0] >= old_hi)]
        if edges:
            touched = [span for span in touched if span not in edges]
        if any(kind not in _REDECLARABLE for _s, _e, kind in touched):
            return None
        changed = self.changed_children(lo, hi)
        if changed is None:
            return None
        nodes, declarations, container, dlo, dhi = changed
        redeclared = None
        if touched or declarations:
            redeclared = self.redeclare(previous, container, touched, declarations, old_hi, delta)
            if redeclared is None:
                return None
        records = previous.records
        starts = records.starts
        first = bisect_right(starts, rlo)
        if first > 0 and records.ends[first - 1] >= rlo:
            first -= 1
        last = first
        while last < len(starts) and starts[last] <= old_hi:
            last += 1
        used = list(previous.used)
        for row in records.rows[first:last]:
            for ordinal in row[2]:
                used[ordinal] -= 1
        kept = records.without(first, last, delta)
        far = [k for k in kept.hits() if kept.rows[k][4]]
        for k in far:
            for issue in kept.rows[k][4]:  # what reaches outside its instruction must not reach into the edit
                if _reaches(issue, rlo, old_hi):
                    return None
        if delta:
            for k in far:
                row = kept.rows[k]
                kept.rows[k] = (*row[:4], tuple(_remap(i, old_hi, delta) for i in row[4]), row[5])
        # Checked again as well: instructions that looked a name up among the broken statements'
        # names when those changed, and those that may look up a name the edit declared or removed.
        again = set(kept.naming(redeclared.names, self.data, origin)) if redeclared is not None else set()
        if errors_changed:
            again.update(k for k, row in enumerate(kept.rows) if row[3] and errors_changed.intersection(row[3]))
        if again:
            for k in sorted(again):
                for ordinal in kept.rows[k][2]:
                    used[ordinal] -= 1
                start, end = origin + kept.starts[k], origin + kept.ends[k]
                node = self.node.descendant_for_byte_range(start, end)
                while node is not None and node.type != "instruction":
                    node = node.parent
                if node is None or node.start_byte != start or node.parent is None \
                        or node.parent.type != "block":
                    return None
                nodes.append(node)
            kept = kept.dropping(again)
        run = FunctionRun()
        run.made = getattr(previous, "made", None)
        run.ranking = getattr(previous, "ranking", None)
        run.facts_key = previous.facts_key
        run.error_names = (self.error_names, self.own_errors)
        run.length = previous.length + delta
        run.params = previous.params
        run.blocks = previous.blocks  # in the coordinates of the walk that found them: see `shifts`
        run.ends = previous.ends
        run.names = previous.names
        run.shifts = previous.shifts + ((old_hi, delta),) if delta else previous.shifts
        run.hints = previous.hints
        run.ordered = previous.ordered
        base_issues = previous.base_issues
        if redeclared is not None:  # in the coordinates of now: no shifts
            run.blocks, run.ends, run.names, run.shifts = redeclared.blocks, redeclared.ends, {}, ()
            run.hints, run.ordered = redeclared.hints, redeclared.ordered
            used.extend([0] * (len(run.hints) - len(used)))
            low = min(rlo, touched[0][0]) if touched else rlo
            high = max(old_hi, touched[-1][1]) if touched else old_hi
            base_issues = tuple(i for i in base_issues if not low <= i.start <= high)
        if len(run.shifts) > run.MAX_SHIFTS:
            run.compact()
        tail = [(s + delta, e + delta, k) for s, e, k in skeleton[past:]] if delta else skeleton[past:]
        run.skeleton = skeleton[:at] + (redeclared.skeleton if redeclared is not None else []) + tail
        if edges:
            run.skeleton = sorted(run.skeleton + [(s, e, k) if e <= rlo else (s + delta, e + delta, k) for s, e, k in edges])
        run.base_issues = tuple(shift_issue(i, delta) if i.start > old_hi else i for i in base_issues)
        if redeclared is not None:
            run.base_issues += redeclared.issues
        run.base_pending = tuple((n, s + delta, e + delta, k) if s > old_hi else (n, s, e, k)
                                 for n, s, e, k in previous.base_pending)
        run.base_used = previous.base_used
        run.reads_error_names = previous.reads_error_names
        params = [moved_decl(d, origin) for d in previous.params]
        fresh = Records()
        try:
            for node in sorted(nodes, key=lambda n: n.start_byte):
                scope = self.scope_at(node, run, params)
                if scope is None:
                    return None
                self.records = fresh
                self.instruction(node, scope)
                for ordinal in fresh.rows[-1][2]:
                    used[ordinal] += 1
        finally:
            self.forget_scopes()
        if old_text is not None and self.statements is not None and last > first:
            forget_replaced(self.statements, self.facts_key, records, first, last, *old_text,
                            instruction_texts(fresh, self.data, origin))
        if fresh:  # an instruction checked again may now reach over a kept one (a statement that lost its `;`)
            kept = _outside_records(kept, fresh, used)
        run.used = used
        added = self.module_reads.difference(previous.module_reads)
        run.module_reads = previous.module_reads.union(added) if added else previous.module_reads
        run.records = kept.merged(fresh)
        old_dhi = dhi - origin - delta
        # (a missing `;` or `}` reads the blanks after it, up to the next token: one the edit reaches is read again)
        qlo = min([dlo] + [origin + i.start for i, _span in previous.unterminated if i.start < dlo - origin <= i.end])
        run.unterminated = tuple(
            (i if i.start < qlo - origin else shift_issue(i, delta), span if i.start < qlo - origin
             else (span[0] + delta, span[1] + delta)) for i, span in previous.unterminated
            if not (qlo - origin <= i.start <= old_dhi)) + self.unterminated_between(qlo, dhi)
        run.overflow = tuple(i if i.start < dlo - origin else shift_issue(i, delta) for i in previous.overflow
                             if not (dlo - origin <= i.start < old_dhi)) + tuple(
            shift_issue(i, -origin) for i in overflow_issues(self.node, self.data, dlo, dhi))
        self.kept = run
        return self.finish(run)

    def redeclare(self, previous: FunctionRun, container, touched: list[tuple[int, int, str]],
                  declarations: list, old_hi: int, delta: int) -> _Redeclared | None:
        """What an edit of declarations and labels in one block changes (None: more than this
        handles, `run`).

        `touched` are the old declarations' and labels' spans (old offsets), `declarations` the
        `variable_declaration` and `label` nodes now there, both directly in `container`. The blocks
        and hint candidates are moved to the offsets of now (no shifts), the old entries replaced by
        the new ones; the names either declares are those whose users are checked again. Gives up
        when a name also has another declaration or label in the block (which one is the duplicate
        depends on the order) and in a function with branch/call target lists.
        """
        origin = self.origin
        if previous.reads_error_names:
            return None
        key = previous.walked(container.start_byte - origin)
        if key not in previous.blocks:
            return None

        def now(offset: int) -> int:
            offset = previous.at(offset)
            return offset + delta if offset > old_hi else offset

        made: dict[int, Decl] = {}  # (`hints` and `blocks` share their declarations)

        def moved_now(template: Decl) -> Decl:
            found = made.get(id(template))
            if found is None:
                found = made[id(template)] = moved_decl(template, now(template.start) - template.start)
            return found

        starts = {s for s, _e, kind in touched if kind != "label"}
        labels = [(s, e) for s, e, kind in touched if kind == "label"]
        removed: list[tuple] = []
        blocks: dict[int, list[tuple]] = {}
        for block, entries in previous.blocks.items():
            moved = []
            for entry in entries:
                kind, at, table, template, ordinal = entry
                if block == key and (previous.at(at) in starts if kind == "decl" else
                                     any(s <= previous.at(template.start) < e for s, e in labels)):
                    removed.append(entry)
                    continue
                moved.append((kind, now(at) if kind == "decl" else 0, table, moved_now(template), ordinal))
            blocks[now(block)] = moved
        ends = {now(block): now(end) for block, end in previous.ends.items()}
        gone = {entry[4] for entry in removed if entry[4] is not None}
        hints = [None if ordinal in gone or decl is None else moved_now(decl)
                 for ordinal, decl in enumerate(previous.hints)]
        issues: list[Issue] = []
        added: list[tuple] = []
        spans = []
        for node in declarations:
            spans.append((node.start_byte - origin, node.end_byte - origin, node.type))
            if node.type == "label":
                name_node = node.child_by_field_name("name")
                if name_node is not None:
                    name = self.data[name_node.start_byte : name_node.end_byte].decode("latin-1")
                    label = Decl(name, "label", name_node.start_byte - origin, name_node.end_byte - origin)
                    added.append(("label", 0, "labels", label, len(hints)))
                    hints.append(label)
                continue
            issues.extend(shift_issue(i, -origin) for i in check_declaration(node, self.data, scope="function"))
            for decl in declare_variable(node, self.data):
                table = "families" if decl.family is not None else "names"
                ordinal = None
                template = moved_decl(decl, -origin)
                if decl.family is None:
                    ordinal = len(hints)
                    hints.append(template)
                added.append(("decl", node.start_byte - origin, table, template, ordinal))
        names = frozenset(entry[3].name for entry in removed + added)
        entries = blocks[now(key)]
        if any(entry[3].name in names for entry in entries):
            return None  # another declaration or label of the same name in this block
        if len({entry[3].name for entry in added}) < len(added):
            return None  # declared twice by the edit itself
        entries.extend(added)
        entries.sort(key=lambda entry: (entry[0] != "label", entry[1]))  # labels first, then in text order
        ordered = frozenset(entry[3].name for block in blocks.values() for entry in block if entry[0] == "decl")
        return _Redeclared(blocks, ends, tuple(hints), ordered, names, spans, tuple(issues))

    def changed_children(self, lo: int, hi: int) -> tuple[list, list, object, int, int] | None:
        """The instructions and the declarations and labels among the statements that overlap lo..hi,
        the block that holds them and the span those statements cover; None if one of them is anything
        but an instruction, a declaration, a label, a comment or a broken statement."""
        node = self.node.descendant_for_byte_range(lo, hi)
        while node is not None and node.type != "block":
            if node.type == "function_definition":
                return None
            node = node.parent
        if node is None or node.child_count == 0:
            return None
        container = node
        last = container.child(container.child_count - 1)
        if not (container.start_byte < lo and hi < last.start_byte):
            return None
        child = container.first_child_for_byte(lo)
        if child is None:
            return None
        before = child.prev_sibling
        # a statement that ends where the edit starts is read again (typing may extend it); a brace
        # that ends there is not: the block's `{`, or a block's `}` (text typed after one is not
        # part of it: the changed ranges would start before it if the block had changed)
        if before is not None and before.end_byte >= lo \
                and not (before.end_byte == lo and (before.type == "{" or before.type == "block")):
            child = before
        nodes = []
        declarations = []
        dlo, dhi = lo, hi
        while child is not None and child.start_byte <= hi:
            t = child.type
            if t in _REDECLARABLE:
                declarations.append(child)
            elif t in SKELETON or not child.is_named:
                return None
            if t == "instruction":
                nodes.append(child)
            dlo = min(dlo, child.start_byte)
            dhi = max(dhi, child.end_byte)
            child = child.next_sibling
        return nodes, declarations, container, dlo, dhi

    def scope_at(self, node, run: FunctionRun, params: list[Decl]) -> Scope | None:
        """The names visible at `node` as the walk of `block` would have them there.

        Instructions of the same blocks with no declaration of the innermost one between them see
        the same names: they share one scope (issue 16: a re-check of 5,400 instructions of cub's
        biggest function built a scope chain for each, with a copy of every declaration it looked
        up, all alive until the end: 25 MiB at the peak, which stayed in the arenas it took)."""
        chain = []
        parent = node.parent
        while parent is not None and parent.type == "block":
            chain.append(parent)
            if len(chain) > MAX_BLOCK_DEPTH:  # `parent` walks down from the root: quadratic in depth
                return None
            parent = parent.parent
        if parent is None or parent.type != "function_definition" or parent.start_byte != self.origin:
            return None
        chain.reverse()
        origin = self.origin
        blocks = tuple(block.start_byte for block in chain)
        seen = bisect_left(self._decl_starts(run, blocks[-1] - origin), node.start_byte - origin) if blocks else 0
        key = (id(run), id(params), blocks, seen)
        scope = self.scopes.get(key)
        if scope is not None:
            return scope
        scope = Scope()
        for decl in params:
            scope.names[decl.name] = decl
        for i, block in enumerate(chain):
            limit = (chain[i + 1].start_byte if i + 1 < len(chain) else node.start_byte) - origin
            tables = run.by_name(run.walked(block.start_byte - origin))
            scope = Scope(scope)
            scope.names = _Visible(self, run, tables["names"], limit)
            scope.families = _Visible(self, run, tables["families"], limit)
            scope.labels = _Visible(self, run, tables["labels"], limit)
        # The declarations a scope makes live until `rerun` has checked its instructions:
        # `signatures` and `ordinals` are keyed by id(), and a freed one's id reused by the next
        # scope's would read its entry.
        self.scopes[key] = scope
        return scope

    def _decl_starts(self, run: FunctionRun, block: int) -> list[int]:
        """Where the declarations of a block (`block`: its start, relative) start now, sorted: what
        `_Visible` compares with its limit, so two limits with none between them see the same."""
        key = (id(run), block)
        found = self.decl_starts.get(key)
        if found is None:
            tables = run.by_name(run.walked(block))
            found = self.decl_starts[key] = sorted(run.at(at) for table in ("names", "families")
                                                   for entries in tables[table].values()
                                                   for kind, at, *_rest in entries if kind == "decl")
        return found

    def forget_scopes(self) -> None:
        """Drop what `scope_at` built (they refer to this checker: no cycle left for the frozen collector)."""
        self.scopes.clear()
        self.decl_starts.clear()

    def unterminated_between(self, lo: int, hi: int) -> tuple:
        missing, spans = unterminated_issues(self.node, self.data, (lo, hi))
        origin = self.origin
        return tuple((shift_issue(i, -origin), (s - origin, e - origin)) for i, (s, e) in zip(missing, spans, strict=True))

    def _instruction(self, node, scope: Scope) -> None:
        start = node.start_byte
        raw = self.data[start : node.end_byte]
        if b"/" in raw:
            raw = _blank_comments(raw)
        text = raw.decode("latin-1")
        m = HEAD.match(text)
        if m is None:
            return
        guard, opcode, mods_text = m.group(2), m.group(3), m.group(4)
        spelled = _SPELLINGS.get(opcode + mods_text)
        if spelled is None:
            written = tuple(MODIFIER.findall(mods_text)) if mods_text else ()
            kept = without_repeats(written)  # `.sync.sync` reads as `.sync` (ptxas takes it)
            mods = tuple(written[i] for i in kept)
            spelled = _SPELLINGS.put(opcode + mods_text, (written, kept, mods, instr_info(opcode, mods)))
        written, kept, mods, info = spelled
        op_start = start + m.start(3)
        mods_start = start + m.start(4)
        if not written:
            starts = []
        elif len(mods_text) == sum(map(len, written)):
            starts = list(itertools.accumulate((len(x) for x in written[:-1]), initial=mods_start))
        else:  # white space before some modifier
            starts = [mods_start + x.start() for x in MODIFIER.finditer(mods_text)]
            if self._spaced_name(opcode, written, starts, start + m.end(3)):
                return
        if len(kept) < len(written):
            starts = [starts[i] for i in kept]
        self.current = (op_start, starts)  # where this instruction's opcode and modifiers start (views)
        if guard:
            gdecl = self.use(scope, guard, start + m.start(2), "predicate")
            if gdecl is not None and gdecl.kind == "reg" and gdecl.type and not gdecl.vector \
                    and self.facts.type(gdecl.type) is not None and not self.is_pred(gdecl.type):
                self.add("PTX301", start + m.start(2), start + m.end(2),
                         f"the guard `{guard}` is `{gdecl.type}`; a guard must be a `.pred` register")
        # modifier / opcode issues (none when an ERROR cuts the modifiers: `ld.shared :: cta.b32` may
        # have meant more of them, and the ERROR is the statement's diagnostic)
        for mi in () if self.has_error and node.has_error and _cut_after_modifiers(node) else info.issues:
            if mi.index is None and mi.code == "PTX401":
                s, e = op_start, start + m.end(3)
                fixes = (Fix(f"Replace with `{mi.replacement}`", ((s, e, mi.replacement),), codes=(mi.code,)),) \
                    if mi.replacement else ()
                self.add(mi.code, s, e, mi.message, fixes)
                return  # nothing else is known about an unknown instruction
            if mi.index is None or mi.index >= len(mods):
                fixes = ()
                if mi.code == "PTX406" and mi.replacement and sorted(MODIFIER.findall(mi.replacement)) == sorted(mods):
                    fixes = (Fix("Write the modifiers in the documented order",
                                  ((mods_start, start + m.end(4), mi.replacement),), codes=("PTX406",)),)
                self.add(mi.code, op_start, start + m.end(4), mi.message, fixes)
                continue
            s, e = starts[mi.index], starts[mi.index] + len(mods[mi.index])
            choices = (mi.replacement,) if mi.replacement else mi.choices[:4]
            fixes = tuple(Fix(f"Replace with `{c}`", ((s, e, c),), codes=(mi.code,)) for c in choices)
            self.add(mi.code, s, e, mi.message, fixes)
        if self.has_error and node.has_error:
            return  # the syntax error is reported; operand checks would only repeat it
        # operands
        rest = text[m.end() :]
        semi = rest.rfind(";")
        if semi >= 0:
            rest = rest[:semi]
        operands = split_operands(rest, m.end()) if rest.strip() else []
        self.operands(opcode, mods, info, operands, text, start, scope)
        if self.is_call(info):
            self.call(node, scope)
        if info.blocking:
            return
        self.requirements(info, op_start, start + m.end(4), opcode, len(operands))

    def _spaced_name(self, opcode: str, mods: tuple[str, ...], starts: list[int], opcode_end: int) -> bool:
        """PTX101 for white space inside a name ptxas reads as one word (`mbarrier .arrive`, `mul .hi`);
        True when reported (ptxas then reads another instruction: nothing else is checked)."""
        joined = ptxas_joined_names()
        end, name = opcode_end, opcode
        for mod, at in zip(mods, starts, strict=True):
            name += mod
            if at > end and name in joined:
                self.add("PTX101", end, at + len(mod),
                         f"ptxas reads `{name}` as one word: remove the white space before `{mod}`",
                         (Fix("Remove the white space", ((end, at, ""),), codes=("PTX101",)),))
                return True
            end = at + len(mod)
        return False

    def _declare_fix(self, name: str) -> tuple[Fix, ...]:
        if self.declarer is None:
            from ptx_lsp.analysis.diagnostics.fixes import RegisterDeclarer

            self.declarer = RegisterDeclarer(self.node, self.data)
        fix = self.declarer.fix(name)
        return (fix,) if fix else ()

    def use(self, scope: Scope, name: str, at: int, kind: str) -> Decl | None:
        """Resolve one written name; reports or queues undefined names. Returns the declaration."""
        if name == "_":
            return None
        decl, family = self.resolve(scope, name)
        if decl is not None:
            self.mark_used(decl)
            if self.trace is not None:
                self.trace[-1] = self.trace[-1][:4] + (True,)
            return decl
        if name[0] == "%":
            ref = self.special(name)
            if ref is not None:
                self.special_requirements(ref, name, at)
                return None
        if self.is_error_name(name) or name in PREDEFINED:
            return None
        end = at + len(name)
        if family is not None:  # (its fix, widening the family, is made at code-action time: `fixes.widen_fixes`)
            self.add("PTX202", at, end,
                     f"`{name}` is outside `{family.name}<{family.family}>` (valid: {family.name}0…"
                     f"{family.name}{(family.family or 1) - 1}); widen the family or use a lower index")
            return None
        self.pending_undefined.append((name, at, end, kind))
        return None

    def operands(self, opcode, mods, info, operands, text, start, scope) -> None:
        decls: list[Decl | None] = []
        labels = info.label_positions
        for idx, (op, off) in enumerate(operands):
            is_label = idx in labels
            if SINGLE.match(op):
                kind = "label" if is_label and op[0] != "%" else "symbol"
                decls.append(self.use(scope, op, start + off, kind))
                continue
            if op[0] in IMMEDIATE_START and (op.isalnum() or op[1:].isalnum()):
                decls.append(None)
                continue
            if op[0] == "{" and op[-1] == "}" and "{" not in op[1:]:
                elements = []
                pos = 1
                for part in op[1:-1].split(","):
                    name = part.strip()
                    at = start + off + pos + (len(part) - len(part.lstrip()))
                    pos += len(part) + 1
                    if SINGLE.match(name):
                        elements.append(self.use(scope, name, at, "symbol"))
                    else:
                        elements.append(None)
                        for tm in TOKEN.finditer(name):
                            self.use(scope, tm.group(1), at + tm.start(1), "symbol")
                decls.append(tuple(elements))
                continue
            for tm in TOKEN.finditer(op):
                name = tm.group(1)
                kind = "label" if is_label and not name.startswith("%") else "symbol"
                self.use(scope, name, start + off + tm.start(1), kind)
            decls.append(None)
        if not info.blocking:
            self.state_spaces(opcode, mods, operands, start, scope)
            if operands and decls[0] is None and operands[0][0][0] == "%" and info.writes_first:
                self.read_only_destination(operands[0], start)
        if not info.forms or (operands and operands[0][0].startswith("(")) or self.is_call(info):
            return
        if opcode in ("ld", "st") and not {".v2", ".v4", ".v8"} & set(mods):  # `{%r1}` as scalar data is `%r1`
            for i, ((op, off), d) in enumerate(zip(operands, decls, strict=True)):
                if isinstance(d, tuple) and len(d) == 1 and d[0] is not None and one_element_data(info, op):
                    inner = op[1:-1]
                    operands[i] = (inner.strip(), off + 1 + len(inner) - len(inner.lstrip()))
                    decls[i] = d[0]
        self.operand_shapes(opcode, mods, info, operands, decls, start, scope)

    def state_spaces(self, opcode, mods, operands, start, scope) -> None:
        """`ld.global [param]`-style mismatches, writes to input parameters, reads of return parameters."""
        if not any(op[0] == "[" for op, _off in operands):
            return
        spaces = []
        for mod in mods:
            sp = self.space_cache.get(mod, 0)
            if sp == 0:
                sp = self.facts.state_space(mod)
                self.space_cache[mod] = sp
            if sp is not None:
                spaces.append((mod, sp))
        if len(spaces) > 1:
            return
        written = spaces[0][1].name if spaces else None
        for idx, (op, off) in enumerate(operands):
            if not op.startswith("["):
                continue
            tm = SYMBOL_ADDRESS.match(op)
            if tm is None:
                continue
            name = tm.group(1)
            decl, _fam = self.resolve(scope, name)
            if decl is None or decl.kind not in ("var", "param") or not decl.space:
                continue
            sym_space = self.facts.state_space(decl.space)
            if sym_space is None:
                continue
            s, e = start + off + tm.start(1), start + off + tm.end(1)
            if written is None:
                if sym_space.addressable != "yes":
                    self.add("PTX310", s, e, f"`{name}` is a `{decl.space}` symbol; a generic `{opcode}` cannot "
                             f"address it: write `{opcode}{decl.space.split('::')[0]}`")
                continue
            if written != sym_space.name and not (spaces[0][0].startswith(sym_space.name + "::")):
                self.add("PTX310", s, e, f"`{name}` is declared in `{decl.space}` but the instruction uses "
                         f"`{spaces[0][0]}`; use `{sym_space.name}`")
                continue
            if decl.kind == "param" and idx == 0 and len(operands) > 1 and not decl.return_param \
                    and self.writes_memory(opcode):
                self.add("PTX311", s, e, f"`{name}` is an input parameter and cannot be written; copy it to a "
                         f"register or local variable first")
            elif decl.kind == "param" and decl.return_param and idx > 0 and not self.writes_memory(opcode):
                self.add("PTX311", s, e, f"`{name}` is a return parameter and cannot be read here; keep the "
                         f"value in a register")

    def has_header_directive(self, name: str) -> bool:
        """Whether the function header carries the directive (`.minperctamemory`)."""
        return name in self.header_directive_names()

    def header_directive_names(self) -> frozenset[str]:
        if self.header_directives is None:
            self.header_directives = frozenset(
                self.data[n.start_byte : n.end_byte].decode("latin-1")
                for d in self.node.children_by_field_name("directive")
                if (n := d.child_by_field_name("name")) is not None)
        return self.header_directives

    def special_requirements(self, ref, name: str, at: int) -> None:
        """PTX501/502 for special registers newer than the file's `.version`/`.target` (`%cluster_ctarank`)."""
        reg = ref.register
        if reg.kernel_directive and self.kind == "entry" and not self.has_header_directive(reg.kernel_directive):
            self.issues.append(make("PTX508", at, at + len(name),
                                    f"`{name}` is read in a kernel without `{reg.kernel_directive}`; add "
                                    f"`{reg.kernel_directive} N` to the kernel header"))
        if reg.min_version is None and reg.min_target is None:
            return
        sm = None
        if reg.min_target:
            info = self.facts.target(reg.min_target)
            sm = info.arch if info is not None and info.variant in (None, "") else None
        for issue in requirement_issues(self.module, reg.min_version, sm, (), at, at + len(name), name):
            self.issues.append(issue)

    def read_only_destination(self, operand: tuple[str, int], start: int) -> None:
        """PTX302: a special register (read-only) written as the destination."""
        op, off = operand
        name = op.split(".")[0].split("|")[0].strip()
        ref = self.special(name)
        if ref is not None and getattr(ref.register, "read_only", False):
            self.add("PTX302", start + off, start + off + len(name),
                     f"`{name}` is a read-only special register and cannot be a destination; write to a "
                     f"`.reg` register instead")

    @staticmethod
    def is_call(info) -> bool:
        """A call: its forms take a parameter list (the grammar gives it callee/arguments fields)."""
        return info.is_call

    def call(self, node, scope: Scope) -> None:
        """Arguments and return values against the callee's declaration (count, then §5.2.1 types)."""
        ol = node.child_by_field_name("operands")
        if ol is None:
            return
        callee = ol.child_by_field_name("callee")
        if callee is None:
            return
        self.callee_kind(callee, scope)
        if callee.type == "identifier":
            decl, _ = self.resolve(scope, self.data[callee.start_byte : callee.end_byte].decode("latin-1"))
            if decl is None or decl.kind != "func" or decl.params is None:
                return
        else:  # indirect call: check against the `.callprototype` it names, if any
            proto = ol.child_by_field_name("prototype")
            if proto is None:
                return
            decl, _ = self.resolve(scope, self.data[proto.start_byte : proto.end_byte].decode("latin-1"))
            if decl is None or decl.kind != "proto" or decl.params is None:
                return
        late: list[tuple[object, str]] = []
        for field, formals, what in (("arguments", decl.params, "argument"), ("return_values", decl.returns or (),
                                                                                "return value")):
            lst = ol.child_by_field_name(field)
            actual = [c for c in lst.named_children if c.type != "comment"] if lst is not None else []
            if len(actual) != len(formals):
                s, e = (lst.start_byte, lst.end_byte) if lst is not None else (callee.start_byte, callee.end_byte)
                s, e = self.on_call_line(node, s, e)
                self.add("PTX409", s, e, f"`{decl.name}` takes {len(formals)} {what}(s), this call passes "
                         f"{len(actual)}; match the declaration")
                continue
            for arg, formal in zip(actual, formals, strict=True):
                if arg.type != "identifier" or formal.array or formal.type is None:
                    continue
                name = self.data[arg.start_byte : arg.end_byte].decode("latin-1")
                adecl, _ = self.resolve(scope, name)
                if adecl is None or adecl.kind != "var" or adecl.array or adecl.type is None or adecl.vector:
                    continue
                try:
                    ok = self.facts.type_compatible(formal.type, adecl.type, "strict")
                except Exception:  # noqa: BLE001
                    ok = True
                if not ok:
                    late.append((arg, f"`{name}` is `{adecl.type}` but `{decl.name}` declares `{formal.name}` "
                                      f"as `{formal.type}`"))
        # mismatched arguments on the line of `call` keep their own range; those on later lines of a
        # multi-line call are reported together on the `call` line (where ptxas reports them)
        moved = []
        for arg, message in late:
            s, e = self.on_call_line(node, arg.start_byte, arg.end_byte)
            if s == arg.start_byte:
                self.add("PTX409", s, e, message + "; declare the argument with a compatible type")
            else:
                moved.append(message)
        if moved:
            s, e = self.on_call_line(node, len(self.data), len(self.data))
            self.add("PTX409", s, e, "; ".join(moved) + "; declare the arguments with compatible types"
                     if len(moved) > 1 else moved[0] + "; declare the argument with a compatible type")

    def callee_kind(self, callee, scope: Scope) -> None:
        """What a `call` names: a function, or (indirect, §9.7.13.4) a register holding a function's
        address, which ptxas 13.0 takes only as a 32- or 64-bit integer or bit register (no 16-bit, float,
        `.pred` or `.vN` one); a variable or a label there is "Arguments mismatch" too."""
        name = self.data[callee.start_byte : callee.end_byte].decode("latin-1")
        decl, _ = self.resolve(scope, name)
        if decl is None:
            return
        if decl.kind == "reg":
            t = self.facts.type(decl.type) if decl.type else None
            if t is None or (not decl.vector and t.kind in ("bit", "signed", "unsigned") and t.size_bits in (32, 64)):
                return
            what = f"a `.v{decl.vector} {decl.type}` vector" if decl.vector else f"declared `{decl.type}`"
            self.add("PTX301", callee.start_byte, callee.end_byte, f"`{name}` is {what}; an indirect `call` takes "
                     f"the function's address in a 64-bit (or 32-bit) integer register")
        elif decl.kind in ("var", "param", "label"):
            self.add("PTX408", callee.start_byte, callee.end_byte, f"`{name}` is a {'label' if decl.kind == 'label' else 'variable'}; "
                     f"`call` takes a function, or its address in a register (`mov.u64 %rd1, func;` first)")

    def on_call_line(self, node, start: int, end: int) -> tuple[int, int]:
        """`start..end`, or the `call` opcode and modifiers when that range begins on a later line of a
        multi-line call: ptxas reports call mismatches on the line of `call`, and so do we."""
        opcode = node.child_by_field_name("opcode")
        if opcode is None or b"\n" not in self.data[opcode.start_byte : start]:
            return start, end
        mods = node.children_by_field_name("modifier")
        return opcode.start_byte, (mods[-1].end_byte if mods else opcode.end_byte)

    def writes_memory(self, opcode: str) -> bool:
        """An instruction whose first operand is a memory destination (st-like: `[addr], value`)."""
        return opcode in self.store_opcodes

    def view(self, opcode, mods, info, operands, start, scope, lookup=None) -> InstructionView:
        """The typed view of this instruction (`analysis.semantics`), names resolved in `scope`, or by
        `lookup` alone when given (canonical operands: their placeholders are the only names that resolve)."""

        def resolve(name: str) -> Resolved | None:
            decl = lookup(name) if lookup is not None else self.resolve(scope, name)[0]
            if decl is None:
                return None
            return Resolved(decl.kind, decl.type, decl.vector, decl)

        access = self.db.operand_access(opcode, mods)
        op_start, starts = self.current
        spans = list(zip(mods, starts, strict=True))
        return instruction_view(start, start, opcode, op_start, spans, [(op, start + off) for op, off in operands],
                                resolve, self.facts, self.special, info, access)

    def operand_rules(self, opcode, mods, info, canon: Canonical, start, scope, fitting) -> None:
        """The rules of `diagnostics.operands` on this instruction's view, memoized like `findings`.

        The view is built from the canonical operands (`canonical`: names replaced by placeholders that
        resolve to the same declarations), so the rules cannot read anything the key lacks; messages and
        spans are kept in canonical form and turned back into this statement's (`Canonical`).
        """
        signature = ("rules",) + canon.key
        found = _FINDINGS.get(signature)
        if found is None:
            view = self.view(opcode, mods, info, canon.operands, start, scope, canon.declaration)
            found = _FINDINGS.put(signature, tuple(
                (code, message, canon.locate(s - start), canon.locate(e - start))
                for code, s, e, message in check_operands(view, fitting, self.facts, self.module.address_size)))
        for code, message, s, e in found:
            self.add(code, start + canon.place(s), start + canon.place(e), canon.restore(message))

    def operand_shapes(self, opcode, mods, info, operands, decls, start, scope) -> None:
        n = len(operands)
        layouts = info.forms
        if not layouts:
            return
        canon = self.canonical(opcode, mods, operands, scope)
        if n and all(not lay for lay in layouts):
            self.operand_rules(opcode, mods, info, canon, start, scope, [])
            return
        fitting = info.fitting.get(n)
        if fitting is None:
            fitting = info.fitting[n] = [lay for lay in layouts if lay and sum(not e.optional for e in lay) <= n
                                         <= len(lay)]
        if not fitting:
            layouts = [lay for lay in layouts if lay]
            if not layouts:
                return
            lo = min(sum(not e.optional for e in lay) for lay in layouts)
            hi = max(len(lay) for lay in layouts)
            want = f"{lo}" if lo == hi else f"{lo} to {hi}"
            named = info.name or opcode  # `cp.async.bulk`, not `cp`
            if n > hi:
                s = start + operands[hi][1]
                e = start + operands[-1][1] + len(operands[-1][0])
                if self.cas_shaped(opcode, mods, decls, n):
                    self.add("PTX407", s, e, f"`{named}{''.join(mods)}` takes no third source (only `atom.cas` "
                             f"does): the ISA has no such form, though ptxas accepts it; remove the extra operand", severity="warning")
                    return
                self.add("PTX407", s, e, f"`{named}` takes {want} operand(s), not {n}; remove the extra operand(s)")
            else:
                s = start + (operands[0][1] if operands else 0)
                e = start + (operands[-1][1] + len(operands[-1][0]) if operands else len(opcode))
                self.add("PTX407", s, e, f"`{named}` takes {want} operand(s), not {n}; add the missing operand(s)")
            return
        self.operand_rules(opcode, mods, info, canon, start, scope, fitting)
        if opcode == "mma" and operands and "_" in operands[0][0] and self.module.target_known \
                and self.module.sm is not None:
            found = emulated_fp8_sink(self.view(opcode, mods, info, operands, start, scope), self.module.sm)
            if found is not None:
                self.add(*found)
        signature = ("shapes",) + canon.key
        findings = _FINDINGS.get(signature)
        if findings is None:
            findings = _FINDINGS.put(signature, self.findings(fitting, canon.operands,
                                                              [self.projected(d)[0] for d in decls], info))
        for idx, code, template in findings:
            op, off = operands[idx]
            self.add(code, start + off, start + off + len(op), canon.restore(template.replace(OP, canon.operands[idx][0])))

    def cas_shaped(self, opcode: str, mods, decls, n: int) -> bool:
        """`atom.and.b32 d, [a], b, c`: a bit-type atom written with the operands of `atom.cas`, which
        ptxas 13.0 and 13.5 accept when `c` is a 32-bit register (an immediate, a 64-bit register, `.b64`
        or an integer operation are errors: "Arguments mismatch" / ".L2::cache_hint modifier required")."""
        if opcode != "atom" or n != 4 or ".b32" not in mods or not _CAS_SHAPED & set(mods):
            return False
        last = decls[3]
        if not isinstance(last, Decl) or last.kind != "reg" or last.vector or last.type is None:
            return False
        t = self.facts.type(last.type)
        return t is not None and t.kind != "pred" and t.size_bits == 32

    def findings(self, fitting, operands, decls, info) -> tuple[tuple[int, str, str], ...]:
        """Shape and type problems every fitting form agrees on, as (index, code, message template)."""
        out = []
        shape_verdicts = []
        type_violations: list[set[int]] = []
        # a form that wants a variable or function name where a `.reg` register is written does not
        # fit (`mov.u32 d, avar`): its silence on types must not outvote the register forms
        by_kind = [lay for lay in fitting if not any(
            idx < len(lay) and lay[idx].kind == "symbol" and isinstance(d, Decl) and d.kind == "reg"
            for idx, d in enumerate(decls))]
        for lay in fitting:
            packed = any(e.kind == "vector" or e.vector for e in lay)
            shape_verdicts.append([
                None if self.bare_address_ok(info, lay, lay[idx], decls[idx], op)
                or (one_element_data(info, op) and not lay[idx].vector)  # `ld.v2 {%r1}` stays wrong
                else self.scalar_brace(info, lay, lay[idx], op, decls[idx])
                or self.shape_verdict(lay[idx], OP if op[0] not in "[{" else op, op == SINK, packed)
                for idx, (op, _o) in enumerate(operands)])
        for lay in by_kind or fitting:
            type_violations.append(self.type_violations(lay, operands, decls, info))
        for idx, (op, _off) in enumerate(operands):
            verdicts = [v[idx] for v in shape_verdicts]
            if verdicts and all(v is not None for v in verdicts) and any(v[1] for v in verdicts):
                code, message = next(v for v in verdicts if v[1])
                out.append((idx, code, message.replace(op, OP) if op[0] in "[{" else message))
            elif all(idx in tv for tv in type_violations):
                decl = decls[idx]
                want = fitting[0][idx].type
                if info.name and info.name.partition(".")[0] in SIZED_BY_OPERAND:
                    bits = self.facts.type(want).size_bits
                    what = "an element of `" + OP + "`" if isinstance(decl, tuple) and fitting[0][idx].vector \
                        else "`" + OP + "`"  # (without `.v2`/`.v4` a `{…}` list is one value)
                    out.append((idx, "PTX301", f"{what} holds fewer than the {bits} bits of `{want}` data that "
                                f"`{info.name}` moves (§9.7.13); use a register of at least {bits} bits"))
                    continue
                if isinstance(decl, tuple):
                    have = next((d.type for d in decl if d is not None and d.type), "?")
                    out.append((idx, "PTX301", f"the elements of `{OP}` are `{have}` registers, which do not fit "
                                f"`{want}` (§5.2.2); use registers of a compatible type or change the instruction type"))
                    continue
                out.append((idx, "PTX301",
                            f"`{OP}` is declared `{decl.type}`, which does not fit `{want}` here "
                            f"(§5.2.{'2' if info.wider_ok else '1'}); use a register of a compatible type "
                            f"or change the instruction type"))
        return tuple(out)

    @staticmethod
    def bare_address_ok(info, lay, exp, decl, op: str) -> bool:
        """ptxas takes a 64-bit register or an integer constant as the address itself, without brackets,
        for the mbarrier of the bulk copies (`cp.async.bulk…, %rd3;`) and for the shared-memory operand
        of their tensor forms, but not for their other addresses (measured, ptxas 13.0/13.5)."""
        if exp.kind != "address" or op[0] == "[" or not info.name:
            return False
        if not info.name.startswith(("cp.async.bulk", "cp.reduce.async.bulk")):
            return False
        if exp.name != "mbar" and not (".tensor" in info.name and exp.name in ("dstMem", "srcMem")):
            return False
        if decl is None:
            return op[0] in IMMEDIATE_START
        return not isinstance(decl, tuple) and decl.kind == "reg" and not decl.vector and decl.type in (
            ".b64", ".u64", ".s64")

    def scalar_brace(self, info, lay, exp, op: str, elements=None) -> tuple[str, str] | None:
        """A `{…}` list where one register goes: only `mov` packs registers into a value (§9.7.9.4; its
        own message comes from `shape_verdict`), and ptxas reads a list as one value in a few positions
        only (`reads_vector_as_value`); elsewhere "Vector operand is not allowed". A `.bf16`/`.bf16x2`
        value read from a list takes bit registers of its size (`{%h1, %h2}` for `.bf16`, not for
        `.bf16x2`; measured on `set`, `setp`, `add`, `fma`, `min`/`max`, ptxas 13.0/13.5)."""
        if op[0] != "{" or "{" in op[1:] or exp.kind not in ("register", "predicate") or exp.vector:
            return None
        opcode = info.name.partition(".")[0] if info.name else ""
        if opcode == "mov":
            return None
        if reads_vector_as_value(info.name, opcode, exp, lay):
            if exp.type in (".bf16", ".bf16x2") and isinstance(elements, tuple):
                want = self.facts.type(exp.type)
                for d in elements:
                    have = self.facts.type(d.type) if d is not None and d.kind == "reg" and not d.vector \
                        and d.type else None
                    if have is not None and want is not None and (have.kind != "bit" or have.size_bits != want.size_bits):
                        return "PTX301", f"`{op}` holds `{d.type}` registers; a `{exp.type}` value read from a " \
                                         f"`{{…}}` list takes `.b{want.size_bits}` registers"
            return None
        if info.min_ptx and vkey(info.min_ptx) > vkey("9.0"):
            return None  # 9.1+ instructions (`spdecompress … {…}`): their vector operands are not modelled yet
        return "PTX408", f"`{op}` is a vector; `{info.name}` takes one register here, not a `{{…}}` list"

    def shape_verdict(self, exp, op: str, sink: bool = False, packed: bool = False) -> tuple[str, str] | None:
        """None when the operand's shape (address, register, vector size, sink) fits the expectation.

        A position the syntax writes as the sink `_` (kind "sink": `mbarrier.arrive.shared::cluster`)
        takes nothing else; the sink itself is never flagged here, since the ISA also allows it in
        prose (setp, lop3, vector elements) where the syntax shows a register.
        """
        kind = exp.kind
        first = op[0]
        if kind == "sink":
            return None if sink else ("PTX408", f"only the sink `_` is allowed here, not `{op}`; write `_`")
        if kind == "address":
            if first not in "[":
                return "PTX408", f"expected an address `[...]` here, not `{op}`; add brackets"
            return None
        if first == "[" and kind in ("register", "predicate"):
            return "PTX408", f"expected a register here, not the address `{op}`; remove the brackets"
        if first == "[" and kind == "symbol":
            return "PTX408", ""  # an address is not a name either (the message comes from another form)
        if first == "{" and exp.vector in (2, 4, 8) and kind in ("register", "vector") and "{" not in op[1:]:
            count = op.count(",") + 1
            if count != exp.vector:
                return "PTX408", f"expected a vector of {exp.vector} elements here, not {count}"
        if first == "{" and kind == "symbol" and "{" not in op[1:]:
            return "PTX408", ""  # a vector is not a variable or function name (the message comes from another form)
        if first == "{" and kind == "register" and not exp.vector and exp.type is not None and exp.slot is not None \
                and not (packed and exp.name in METADATA_OPERANDS):  # (`wgmma.mma_async.sp … {%r1, %r2}`)
            t = self.facts.type(exp.type)
            if t is not None and t.fundamental and t.kind in ("unsigned", "signed", "float"):
                # packing registers into one value is a bit-type operation (`mov.b64 d, {a, b}`)
                return "PTX408", f"`{op}` packs registers into one value, which only `mov.b{t.size_bits}` does " \
                                 f"(§9.7.9.4); pack with `mov.b{t.size_bits}` first"
        return None

    def elements_fit(self, exp, elements) -> bool | None:
        """Whether every element register of a vector fits the instruction type (None: cannot tell)."""
        facts = self.facts
        want = facts.type(exp.type)
        if want is None or not want.fundamental or want.kind == "pred":
            return None
        context = "destination" if exp.role == "destination" else "source"
        seen = False
        for d in elements:
            if d is None or d.kind != "reg" or d.vector or d.type is None:
                continue
            have = facts.type(d.type)
            if have is None or have.kind == "pred":
                continue
            seen = True
            if want.kind == "float" and want.size_bits >= 32 and have.kind in ("signed", "unsigned") \
                    and have.size_bits == want.size_bits:
                # ptxas 13.0/13.5 take `.s32`/`.u32` elements in `.v2.f32`/`.v4.f32` ld/st data (`.s64`/`.u64`
                # in `.f64`), though a scalar `ld.f32 %s1` is "Arguments mismatch" (measured on ld, ld.global.nc,
                # ldu, ld.shared and st, both directions: integer vectors still take no float registers)
                return True
            try:
                if facts.type_compatible(exp.type, d.type, context):
                    return True
            except Exception:  # noqa: BLE001
                return None
        return False if seen else None

    def type_violations(self, lay, operands, decls, info) -> set[int]:
        """Operands whose register type contradicts their type slot, where the whole slot disagrees.

        A slot (e.g. `.type` of `add`) is violated only when every register typed by it mismatches
        and it either types the destination, types two or more operands, or the instruction has the
        relaxed ld/st/cvt rules: one odd operand in a slot is more often a spec simplification
        (`mul.wide`, shift amounts, `selp`'s predicate) than an error.
        """
        groups: dict[int, list[tuple[int, bool]]] = {}
        facts = self.facts
        packed = any(e.kind == "vector" or e.vector for e in lay)  # MMA-like: registers hold packed elements
        # surface/memory stores (`sust`, `sured`: access "store") take their data like `st` (§5.2.2)
        # (reductions are not: `red`/`red.async` data fits its type by §5.2.1 operand by operand, as `atom`'s
        # does; ptxas 13.0 rejects `red.add.noftz.f16 [a], %u1` and `red.async….u32 [a], %f1, [mbar]`)
        storelike = bool(lay) and lay[0].access == "store" and info.name not in _REDUCTIONS
        fixed_dest_ok = False
        sized = bool(info.name) and info.name.partition(".")[0] in SIZED_BY_OPERAND
        alt_cvt = info.name == "cvt" and any(
            e.type is not None and (t := facts.type(e.type)) is not None and not t.fundamental for e in lay)
        narrow: set[int] = set()  # wrong whatever the other operands (surface data, alternate-type cvt)
        for idx in range(min(len(lay), len(operands))):
            exp = lay[idx]
            decl = decls[idx]
            if sized and exp.kind == "register" and exp.type is not None:
                if not self.holds_surface_data(exp.type, decl, whole=not exp.vector):
                    narrow.add(idx)
                continue
            if alt_cvt and exp.kind == "register" and not exp.vector and exp.type is not None:
                if self.alt_cvt_misfit(exp.type, decl, {e.type for e in lay}):
                    narrow.add(idx)
                continue
            if isinstance(decl, tuple):
                # vector operand: its elements are checked like the data operand of ld/st (§5.2.2)
                if exp.vector and exp.type is not None and exp.slot is not None and info.wider_ok:
                    verdict = self.elements_fit(exp, decl)
                    if verdict is not None:
                        groups.setdefault(exp.slot, []).append((idx, verdict))
                elif exp.vector and exp.type is not None and _strict_vectors(info.name) \
                        and not self.elements_fit_strictly(exp.type, decl):
                    narrow.add(idx)  # `.vN` data of texture instructions: §5.2.1 element by element
                continue
            if exp.kind != "register" or exp.vector or exp.type is None:
                continue
            if exp.slot is None:
                if idx == 0 and self.fits_exactly(exp.type, decl):
                    fixed_dest_ok = True  # the layout lines up: the fixed-type destination is right
                continue
            if decl is None and operands[idx][0][:1] in IMMEDIATE_START:
                groups.setdefault(exp.slot, []).append((-1, False))  # counts for the slot, never reported
                continue
            if decl is None or decl.kind != "reg" or decl.vector or decl.type is None:
                continue
            want = facts.type(exp.type)
            have = facts.type(decl.type)
            if want is not None and have is not None and not want.fundamental and not info.wider_ok and not packed \
                    and not storelike and idx != 0 \
                    and want.kind in ("alt_float", "packed_float") and have.kind != "pred" and want.size_bits >= 16:
                # `.bf16`/`.bf16x2` data lives in bit-type registers of its size (ptxas: `.f16`/`.u16`
                # registers do not fit `.bf16`, `.f16x2` does not fit `.bf16x2`); in mixed-precision forms
                # (`add.f32.bf16 d, a, c`) ptxas 13.0 also takes 16-bit integer registers (13.5 does not): silent
                # (not in comparisons: `set.u16.bf16 d, %uh1, b` is rejected by both)
                mixed = bool(lay) and lay[0].slot is not None and lay[0].slot != exp.slot \
                    and info.name not in legality().comparison_instructions()
                fits = have.kind == "bit" or (mixed and have.kind in ("signed", "unsigned")) \
                    or info.name == "multimem.st"  # (its `.bf16x2`/`.e4m3x4` data: any register of the size)
                groups.setdefault(exp.slot, []).append((idx, fits and have.size_bits == want.size_bits))
                continue
            if want is not None and have is not None and not want.fundamental and not info.wider_ok and not packed \
                    and not storelike and idx == 0 and exp.role == "destination" \
                    and want.kind in ("alt_float", "packed_float") and have.kind != "pred" and want.size_bits >= 16:
                # ... and its result goes to a register of that size: a bit register when the sources share
                # its type (`add.f32x2 %ud1, …`, `abs.bf16x2 %hx1, …` are rejected), any class otherwise
                # (`set.eq.bf16x2.bf16x2 %u1, …` assembles); measured on ptxas 13.0/13.5
                # (`set.eq.bf16.f32 %hf1, …`: a `.f16` register never holds `.bf16` data, measured on both)
                shared = any(e.slot == exp.slot and e.kind == "register" for e in lay[1:])
                other_half = have.kind == "float" and want.name == ".bf16"
                groups.setdefault(exp.slot, []).append(
                    (idx, have.size_bits == want.size_bits and (have.kind == "bit" or not (shared or other_half))))
                continue
            if want is not None and have is not None and want.kind == "packed_int" and have.kind != "pred" \
                    and not info.wider_ok and not packed:
                # SIMD `.s16x2`/`.u16x2` data lives in its register types (`.b32`, `.f16x2`): ptxas 13.0/13.5
                # reject `.u32`/`.s32`/`.f32` registers there, destination and sources alike
                groups.setdefault(exp.slot, []).append((idx, have.name in want.register_types))
                continue
            if want is not None and have is not None and want.kind == "pred" and have.kind != "pred" \
                    and not info.wider_ok and not packed:
                # a `.pred` instruction type (`and.pred`, `mov.pred`) takes `.pred` registers; ptxas 13.0
                # also lets a `.f16x2` one through (measured on every register type): that one stays silent
                groups.setdefault(exp.slot, []).append((idx, have.kind == "packed_float"))
                continue
            if want is None or have is None or not want.fundamental or want.kind == "pred" or have.kind == "pred":
                continue
            if want.size_bits < 32 and idx != 0 and not info.wider_ok and packed:
                continue  # sub-word types in MMA-like forms name packed data / descriptors, not registers
            # byte-sized data (`suld.b.b8`, `ld.u8`) always sits in a wider register: relaxed rules (§5.2.2)
            relaxed = (info.wider_ok and info.name not in _STRICT_DATA) or want.size_bits < 16
            context = ("destination" if exp.role == "destination" else "source") if relaxed else "strict"
            try:
                ok = facts.type_compatible(exp.type, decl.type, context)
            except Exception:  # noqa: BLE001
                ok = True
            groups.setdefault(exp.slot, []).append((idx, ok))
        out: set[int] = set(narrow)
        if (not info.wider_ok or info.name == "cvt" or info.name in _STRICT_DATA) and not packed and not storelike:
            # §5.2.1 holds operand by operand (ptxas: "Arguments mismatch"), measured on every pair of
            # instruction and register types: each register typed by the instruction type must fit it;
            # so do §5.2.2's relaxed rules for each source of `cvt` (`cvt.rn.f16x2.f32 d, a, %u1` is rejected).
            for members in groups.values():
                out.update(i for i, ok in members if i >= 0 and not ok)
            return out
        for members in groups.values():
            if any(ok for _i, ok in members):
                # a correct destination with every source register wrong (`clz.b32 %r1, %rd2`) is still wrong
                sources = [(i, ok) for i, ok in members if i > 0]
                regs = [(i, ok) for i, ok in sources if i >= 0]
                if not info.wider_ok and any(i == 0 and ok for i, ok in members) and regs \
                        and not any(ok for _i, ok in sources):
                    out.update(i for i, _ok in regs)
                continue
            idxs = [i for i, _ok in members if i >= 0]
            if idxs and (len(members) >= 2 or 0 in idxs or info.wider_ok or fixed_dest_ok):
                out.update(idxs)
        return out

    def elements_fit_strictly(self, type_name: str, elements) -> bool:
        """Whether every plain register of a `{…}` list fits `type_name` by §5.2.1 (unknowns fit).

        ptxas 13.0 is laxer for float texture data: an integer register of the size fits `.f16`/`.f32`
        (`tex….v4.f32.s32 {%s1, …}`, `tld4….f32 {%u1, …}` assemble), a float one does not fit `.s32`."""
        want = self.facts.type(type_name)
        if want is None or not want.fundamental or want.kind == "pred":
            return True
        for d in elements:
            if d is None or d.kind != "reg" or d.vector or d.type is None:
                continue
            have = self.facts.type(d.type)
            if want.kind == "float" and have is not None and have.kind in ("signed", "unsigned") \
                    and have.size_bits == want.size_bits:
                continue
            try:
                if not self.facts.type_compatible(type_name, d.type, "strict"):
                    return False
            except Exception:  # noqa: BLE001
                continue
        return True

    def alt_cvt_misfit(self, type_name: str, decl, types: set[str | None] = frozenset()) -> bool:
        """A register that cannot be an operand of a `cvt` to or from an alternate or packed type
        (`.bf16x2`, `.e4m3x4`, `.tf32`, `.ue8m0x2`, ...): ptxas applies no §5.2.2 widening there. The
        alternate-type operand needs a bit register of its register type's size (`.b32` for `.bf16x2`,
        `.b16` for `.e2m3x2`; no `.f16`, `.u16` or `.pred` one); the fundamental one (`.f32` of
        `cvt.rn.bf16x2.f32`) fits by §5.2.1 (measured on ptxas 13.0: `.s32`, `.b64` or `.f16` sources and
        `.f64`/`.b64` destinations are rejected). Between `.bf16x2` and `.ue8m0x2` ptxas 13.0 takes any
        32-bit register, and a `.pred` destination, for the `.bf16x2` side: only the size is checked there."""
        if decl is None or isinstance(decl, tuple) or decl.kind != "reg" or decl.vector or decl.type is None:
            return False
        want, have = self.facts.type(type_name), self.facts.type(decl.type)
        if want is None or have is None or have.size_bits is None:
            return False
        if want.fundamental:
            if want.kind == "pred" or have.kind == "pred":
                return False
            try:
                return not self.facts.type_compatible(type_name, decl.type, "strict")
            except Exception:  # noqa: BLE001
                return False
        reg = self.facts.type(want.register_types[0]) if want.register_types else None
        if reg is None:
            return False
        if want.name == ".bf16x2" and ".ue8m0x2" in types:  # (`cvt.rn.bf16x2.ue8m0x2 %p1, …` assembles)
            return have.kind != "pred" and have.size_bits != reg.size_bits
        return have.kind != "bit" or have.size_bits != reg.size_bits

    def holds_surface_data(self, type_name: str, decl, whole: bool = False) -> bool:
        """Whether a `suld`/`sust` data register (or every element of a `{…}` list) is at least as wide as
        the data type: the transfer takes the operand's size (§9.7.13.1/§9.7.13.2), so ptxas accepts any
        register class that wide (`suld.b.1d.b32 %fd1, …`) and rejects a narrower one (`… .b32 %h1`).
        `whole`: the operand is no `.v2`/`.v4` vector, so a `{…}` list counts its elements' bits together."""
        want = self.facts.type(type_name)
        if want is None or want.size_bits is None:
            return True
        regs = decl if isinstance(decl, tuple) else (decl,)
        if whole and isinstance(decl, tuple):
            # without `.v2`/`.v4` a `{…}` list is one value of its elements' bits together (ptxas 13.0/13.5:
            # `suld.b.1d.b64 {%r1, %r2}, …` assembles, `{%h1, %h2}` does not)
            sizes = [self.facts.type(d.type).size_bits if d is not None and d.kind == "reg" and not d.vector
                     and d.type and self.facts.type(d.type) is not None else None for d in regs]
            return None in sizes or sum(sizes) >= want.size_bits
        for d in regs:
            if d is None or d.kind != "reg" or d.vector or d.type is None:
                continue
            have = self.facts.type(d.type)
            if have is not None and have.kind != "pred" and have.size_bits is not None \
                    and have.size_bits < want.size_bits:
                return False
        return True

    def fits_exactly(self, type_name: str, decl) -> bool:
        """A plain register whose declared type fits `type_name` under §5.2.1 (fundamental, not .pred)."""
        if decl is None or isinstance(decl, tuple) or decl.kind != "reg" or decl.vector or decl.type is None:
            return False
        want, have = self.facts.type(type_name), self.facts.type(decl.type)
        if want is None or have is None or not want.fundamental or want.kind == "pred" or have.kind == "pred":
            return False
        try:
            return self.facts.type_compatible(type_name, decl.type, "strict")
        except Exception:  # noqa: BLE001
            return False

    # --- version / target ------------------------------------------------------------------------
    def requirements(self, info, s: int, e: int, opcode: str, operand_count: int) -> None:
        key = (id(info), operand_count)
        found = self.requirement_cache.get(key)
        if found is None:
            min_ptx, cond_ptx, min_sm, arch = requirement_for(info, operand_count)
            for sms, version in info.target_ptx:  # "for sm_89 introduced in 8.1": only on those targets
                if self.module.sm in sms and (min_ptx is None or vkey(version) > vkey(min_ptx)):
                    min_ptx = version
            found = requirement_issues(self.module, min_ptx, min_sm, arch, 0, 1, info.name or opcode, cond_ptx)
            self.requirement_cache[key] = found
        for issue in found:
            self.issues.append(replace(issue, start=s, end=e))
