"""The validator: every diagnostic ptx-lsp reports about a PTX document, in byte offsets.

**Zero false errors comes first: when a check is unsure it says nothing.** Every valid nvcc file
of the corpus and of the nvcc set built by `tests/data/validate/make_nvcc_ptx.py` must produce no error.
**Per-function caching**: a function's issues depend only on its own text and on a fingerprint
of everything declared before it at module scope (plus version/target); after an edit only the
functions whose text or visible context changed are checked again.
**Never raises**: a check that fails on unexpected input is skipped (and counted in `stats`).

Layout: `syntax` (PTX1xx), `functions` (symbols, operands, instructions inside a body),
`instructions` (spec verdicts per spelling), `declarations` (PTX3xx), `versions` (PTX5xx),
`fixes` (quick fixes), `codes` (the table of codes), `ptxas` (the real assembler on save).
"""

from __future__ import annotations

import hashlib
import itertools
import operator
import os
import re
import threading
from bisect import bisect_left, bisect_right
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, replace
from dataclasses import field as _field
from typing import NamedTuple

from ptx_lsp.analysis.diagnostics.codes import make
from ptx_lsp.analysis.diagnostics.declarations import (
    check_declaration,
    check_header_directives,
    check_parameters,
    check_system_call,
    declare_variable,
    directive_requirements,
    parameter_decls,
)
from ptx_lsp.analysis.diagnostics.functions import (
    FunctionChecker,
    FunctionRun,
    StatementCache,
    forget_replaced_walk,
    instruction_texts,
    issue_bytes,
    moved_decl,
    node_instruction_texts,
    outside_spans,
    relative,
    shift_issue,
    unfinished_span,
)
from ptx_lsp.analysis.diagnostics.limits import cap_issues
from ptx_lsp.analysis.diagnostics.model import Decl, ModuleContext
from ptx_lsp.analysis.diagnostics.parts import IssueParts, Part
from ptx_lsp.analysis.diagnostics.syntax import (
    MAX_OVERFLOW_ISSUES,
    MAX_SYNTAX_ISSUES,
    UNFINISHED_DECLARATION,
    broken_statements,
    item_reach,
    non_ascii_issue,
    overflow_issues,
    unterminated_issues,
)
from ptx_lsp.analysis.diagnostics.versions import read_module_directives, soften_for_newer_version
from ptx_lsp.analysis.results import Issue
from ptx_lsp.analysis.settings import DEFAULT_SETTINGS, Settings
from ptx_lsp.collector import fewer_collections
from ptx_lsp.spec.db import load
from ptx_lsp.syntax import merge_ranges

__all__ = ["validate_source", "validate_tree", "validate_parts", "IssueParts", "Changes", "FunctionCache", "Stats", "Validation", "DEFAULT_CACHE"]

_DEBUG = bool(os.environ.get("PTX_LSP_VALIDATOR_DEBUG"))  # re-raise check failures (tests, development)
NAME = re.compile(rb"%?[A-Za-z_$][\w$]*")


@dataclass
class Stats:
    """What the last validation did: functions checked from scratch and taken from the cache."""

    functions: int = 0
    checked: int = 0
    reused: int = 0
    failed: int = 0
    rerun: int = 0  # of `checked`: re-checked from the previous version's run, only what an edit touched
    # of `checked`: walked (blocks changed), each instruction the edits left taken from the previous run
    walked: int = 0
    # of `checked`: walked whole, by why the previous version's run could not be used (`_whole_why`)
    whole: dict[str, int] = _field(default_factory=dict)


class FunctionCache:
    """Issues of function bodies keyed by (context fingerprint, function text), offsets relative.

    Shared by every snapshot of every document, so it is **bounded by bytes** (issue 16): each entry
    weighs its key plus `issue_bytes` of every issue it holds, and the least recently used entries
    go once the total passes `max_bytes`. A day of editing creates a new entry per edited function
    version; with the server's per-function cap (`limits`) an entry holds at most about a hundred
    issues, so a file full of broken statements no longer fills it in a few dozen keystrokes.
    The budget is 4 MiB (issue 16): what outlives the document's current functions serves only an
    undo or a text seen before, and the least recently used go first. A fresh check of cub_sm90.ptx
    after 1,000 random edits (2,362 errors) takes 2.1 MiB by this estimate; at 16 MiB the editing
    session held 14 MiB (12 MiB of live objects, `endurance_profile.py --allocators`), the largest
    part of what it held more than a fresh server.
    """

    def __init__(self, max_bytes: int = 4 << 20) -> None:
        self._items: OrderedDict[bytes, tuple] = OrderedDict()  # key -> (bytes, issues, ErrorReads, module reads)
        self._max_bytes = max_bytes
        self._bytes = 0
        self._lock = threading.Lock()
        self.statements = StatementCache()  # per-instruction results inside the functions checked again

    def get(self, key: bytes, errors: frozenset[str] = frozenset()) -> tuple | None:
        """(issues, `ErrorReads`, module names read) kept under `key`, if the broken statements'
        names the issues read are as they were (`errors`: those of the module now)."""
        with self._lock:
            hit = self._items.get(key)
            if hit is None or not _errors_hold(hit[2], errors):
                return None
            self._items.move_to_end(key)
            return hit[1:]

    def put(self, key: bytes, issues: tuple[Issue, ...], reads: ErrorReads = (None, frozenset()),
            module_reads: frozenset[str] | None = None) -> None:
        size = 100 + len(key) + sum(issue_bytes(i) for i in issues) + 60 * (len(reads[1]) + len(module_reads or ()))
        with self._lock:
            old = self._items.pop(key, None)
            if old is not None:
                self._bytes -= old[0]
            if size > self._max_bytes // 8:  # one entry never takes the cache over
                return
            self._items[key] = (size, issues, reads, module_reads)
            self._bytes += size
            while self._items and self._bytes > self._max_bytes:
                dropped = self._items.popitem(last=False)[1][0]
                self._bytes -= dropped

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self._bytes = 0
        self.statements.clear()

    def __len__(self) -> int:
        return len(self._items)

    @property
    def bytes(self) -> int:
        """Estimated bytes of the entries held (what the bound counts)."""
        return self._bytes


DEFAULT_CACHE = FunctionCache()


_shift = shift_issue
_PROGRESS_BYTES = 256 * 1024  # progress is told after about this much text was checked


class Changes(NamedTuple):
    """How a text changed since the version validated last: bytes start..old_end became
    start..new_end, and `ranges` (new offsets, sorted, merged, including start..new_end) are where
    the syntax tree may differ.

    Edits composed (`then`: the server validates one version at a time, so the edits typed while it
    does come together) also keep each edit (`edits`) and the ranges without the hull of them all
    (`exact`): the validator maps an item between two edits to where it was (`old_offset`) and
    takes what it kept for it, instead of counting everything from the first edit to the last as
    changed (issue 16: in the endurance run, three coalesced random edits re-walked 4 functions per
    validation, p50 114 ms CPU, against 1 and 12 ms one edit at a time). `ranges` stays the hull
    for the symbol index."""

    start: int
    old_end: int
    new_end: int
    ranges: tuple[tuple[int, int], ...]
    edits: tuple[tuple[int, int, int], ...] = ()  # each edit (start, old_end, new_end) in order; () for one
    exact: tuple[tuple[int, int], ...] | None = None  # `ranges` without the hull (None: they are the same)

    @property
    def steps(self) -> tuple[tuple[int, int, int], ...]:
        """Each edit, in the order made, in the offsets of the text it was made to."""
        return self.edits or ((self.start, self.old_end, self.new_end),)

    @property
    def changed(self) -> tuple[tuple[int, int], ...]:
        """Where the syntax tree may differ (new offsets, sorted, merged): each edit's ranges."""
        return self.ranges if self.exact is None else self.exact

    def written(self, lo: int, hi: int) -> tuple[int, int] | None:
        """The hull of the bytes the edits wrote (new offsets; a deletion: the point where it was)
        that touch lo..hi; None if none does. Every other byte of lo..hi is one that was there before,
        in the same order, and the bytes between two of them moved together."""
        steps = self.steps
        first = last = None
        for i, (start, _old_end, new_end) in enumerate(steps):
            a, b = start, new_end
            for step_start, step_old_end, step_new_end in steps[i + 1:]:  # moved through each later edit
                step = step_new_end - step_old_end
                a = a if a < step_start else (a + step if a > step_old_end else step_start)
                b = b if b < step_start else (b + step if b > step_old_end else step_new_end)
            if b < lo or a > hi:
                continue
            first = a if first is None else min(first, a)
            last = b if last is None else max(last, b)
        return None if first is None else (first, last)

    def old_offset(self, at: int) -> int | None:
        """Where the byte now at `at` was before these changes (None: an edit wrote it)."""
        for start, old_end, new_end in reversed(self.steps):
            if at >= new_end:
                at -= new_end - old_end
            elif at >= start:
                return None
        return at

    def new_offset(self, at: int) -> int | None:
        """Where the byte that was at `at` is now (None: an edit replaced it)."""
        for start, old_end, new_end in self.steps:
            if at >= old_end:
                at += new_end - old_end
            elif at >= start:
                return None
        return at

    def then(self, start: int, old_end: int, new_end: int, ranges: tuple[tuple[int, int], ...],
             edits: tuple[tuple[int, int, int], ...] = (), exact: tuple[tuple[int, int], ...] | None = None) -> Changes:
        """These changes followed by others (whose offsets are those after these changes)."""
        delta = new_end - old_end

        def moved(at: int, low: bool) -> int:
            if at < start:
                return at
            if at > old_end:
                return at + delta
            return start if low else new_end

        first = min(self.start, start)
        middle = max(self.new_end, old_end)
        merged = [(moved(a, True), moved(b, False)) for a, b in self.ranges]
        merged.extend(ranges)
        merged.append((first, middle + delta))
        later = edits or ((start, old_end, new_end),)
        precise = list(self.changed)
        for step_start, step_old_end, step_new_end in later:  # each range moved through each later edit
            step = step_new_end - step_old_end
            precise = [(a if a < step_start else (a + step if a > step_old_end else step_start),
                        b if b < step_start else (b + step if b > step_old_end else step_new_end)) for a, b in precise]
        precise.extend(exact if exact is not None else ranges)
        return Changes(first, middle - (self.new_end - self.old_end), middle + delta, merge_ranges(merged),
                       self.steps + later, merge_ranges(precise))


# Which of the module's broken statements' names a function's result depends on (issue 16): the
# names its checks looked up among them (None: any of them, e.g. a branch target list), and those
# of the looked-up ones that were there. A half-typed statement outside every function re-checks
# only the functions that looked up one of the names it adds or removes.
ErrorReads = tuple  # (frozenset[str] | None, frozenset[str])


def _error_reads(run: FunctionRun | None, errors: frozenset[str]) -> ErrorReads:
    """The `ErrorReads` of a function checked with the module's broken-statement names `errors`."""
    if run is None or run.reads_error_names:
        return (None, errors)
    # (in C loops: a function of a file full of errors holds thousands of rows, a thousand of which
    # looked up names among the broken statements', issue 16)
    read = frozenset().union(*map(_LOOKED_UP, run.records.rows))
    return (read, read & errors)


_LOOKED_UP = operator.itemgetter(3)  # the names an instruction's row looked up among the broken statements' (`Records.rows`)


def _rebase_errors(run: FunctionRun, errors: frozenset[str]) -> None:
    """Have the run of a function whose result still holds with the module's broken-statement names
    `errors` (`_errors_hold`) refer to that set instead of the one it was checked with (issue 16).

    Each version whose broken statements changed makes a new set, and an untouched function's run
    kept the set of the version that checked it: a file with a thousand errors kept dozens of those
    sets alive at once, one per version some function was last checked in (3,000 endurance edits
    to cub_sm90: 32 sets holding 2.5 MiB and 28,800 strings no other object held; a fresh check of
    the same text holds one). The result holds, so every name the function looked up among them
    is in both sets or in neither: the next edit's rerun, which re-checks the instructions that may
    have looked up a name that came or went since the run's set (`errors_changed_since`), finds
    the same ones to re-check either way, give or take instructions that only spell such a name."""
    module, own = run.error_names
    if module is not errors:
        run.error_names = (errors, own)


def _errors_hold(reads: ErrorReads, errors: frozenset[str]) -> bool:
    """Whether a result with these `ErrorReads` still holds with the module's names `errors`."""
    read, found = reads
    if read is None:
        return found == errors
    # every name read is in `errors` exactly when it was found (`found` is those of `read` that were):
    # one intersection, walking the smaller set (a function of a file full of errors reads hundreds)
    return (read & errors) == found


class FunctionEntry(NamedTuple):
    """One function's result kept for the next version: its issues (relative to `origin`), what
    of the module they depend on and, when it was checked here rather than taken from the cache,
    what `rerun` needs.

    `fingerprint` digests the module facts and every module-level declaration and function header
    before the function; `facts` is the module facts alone and `reads` the names the function
    looked up among the module's declarations (None: not known): a later version whose module
    changed only in names the function did not look up keeps its result (issue 16)."""

    fingerprint: bytes
    origin: int
    length: int
    run: FunctionRun | None
    issues: tuple[Issue, ...]
    errors: ErrorReads
    facts: str
    reads: frozenset[str] | None
    before: tuple = ()  # the validator's issues in the function made before it, relative (`_made_before`)
    weight: int = 0  # about how many bytes `run` holds (`FunctionRun.weight`)
    stamp: int = 0  # when it was checked (`_STAMPS`): the runs checked longest ago are dropped first (`_Runs`)

    def moved(self, origin: int) -> FunctionEntry:
        return self._replace(origin=origin)  # (the issues are relative: nothing else moves)


# The bytes of `FunctionRun`s one document's Validation keeps, estimated (issue 11: memory of huge
# files). A run is what lets a keystroke re-check the instructions it touched instead of the whole
# function; past this, the runs of the functions checked longest ago are dropped, and the next edit
# of one of those walks it again (its unchanged statements replayed from the `StatementCache`: 54 ms
# CPU for the biggest function of cub_sm90.ptx, once). cub_sm90.ptx (2.8 MB) keeps about 8.5 MiB,
# so every run of it stays; cub_sm90.ptx x 7 (20 MB) would keep 60.
RUN_BYTES = 16 << 20
_STAMPS = itertools.count(1)


class Validation:
    """What validating one version kept for the next: the functions by start offset."""

    __slots__ = ("data", "declarations", "error_names", "error_sets", "functions", "gaps", "headers", "module_errors",
                 "module_table", "parts", "syntax")

    def __init__(self) -> None:
        self.module_table: dict[str, tuple] | None = None  # module-level name -> (digest of its declaring text, place)
        # the names in the module's broken statements, which every entry of `functions` holds with
        self.module_errors: frozenset[str] | None = None
        self.error_sets: list[frozenset[str]] | None = None  # each broken module item's names, in order (`module_errors`)
        self.headers: dict[int, tuple] = {}  # function items: start -> (length, module facts, decl, issues), relative
        self.functions: dict[int, FunctionEntry] = {}
        self.error_names: dict[int, tuple[int, frozenset[str]]] = {}  # broken module items: start -> (length, names)
        self.syntax: dict[int, tuple[int, tuple[Issue, ...]]] = {}  # broken items: start -> (reach, issues), relative
        self.parts: dict[int, tuple] = {}  # functions: start -> (body issues, issues made before, facts, cap, Part, PTX105s)
        # module-level declarations: start -> (length, issues, decls, digest of the text), relative
        self.declarations: dict[int, tuple] = {}
        self.gaps: dict[int, tuple[int, tuple[Issue, ...]]] = {}  # text between functions: start -> (length, PTX105s), relative
        # the text validated (the snapshot's own bytes, no copy): a rerun of the next version reads
        # the instructions an edit replaced in it (`FunctionChecker.rerun`'s `old_text`)
        self.data: bytes | None = None

    def statement_texts(self, texts: dict[tuple | None, set[bytes]], source) -> bool:
        """Add the texts of every instruction of this version's functions (what its next edits may
        replay from the `StatementCache`) to `texts`, by the facts each function's run was checked
        with (module facts, the function's kind and performance directives); `source` is the
        version's syntax. A function that kept no run (its result came from the per-function
        cache, its check failed, or `RUN_BYTES` dropped it) gives the instructions its tree holds,
        under None: under any facts. False when the version's text is not known."""
        data = self.data
        if data is None:
            return False
        runless: set[int] = set()
        for start, entry in self.functions.items():
            if entry.run is None:
                runless.add(start)
            else:
                texts.setdefault(entry.run.facts_key, set()).update(
                    instruction_texts(entry.run.records, data, entry.origin))
        if runless:
            found = texts.setdefault(None, set())
            for node in source.top_level():
                if node.start_byte in runless:
                    found.update(node_instruction_texts(node, data))
        return True


def _keep(state: Validation | None, start: int, fingerprint: bytes, run: FunctionRun | None, found: tuple,
          errors: ErrorReads, facts: str, reads: frozenset[str] | None, before: tuple = ()) -> None:
    """Keep one function's result (`found`: its issues relative to `start`) for the next version."""
    if state is not None:
        length = run.length if run is not None else None
        state.functions[start] = FunctionEntry(fingerprint, start, length, run, found, errors, facts, reads, before,
                                                run.weight() if run is not None else 0, next(_STAMPS))


class _Runs:
    """Keeps the runs a `Validation` holds within `RUN_BYTES` while it is filled (the first check of a
    huge file stays within it too): past the budget, the runs checked longest ago are dropped until a
    quarter of it is free. The function checked last always keeps its run."""

    def __init__(self, state: Validation | None) -> None:
        self.state = state
        self.total = 0

    def note(self, start: int) -> None:
        """The entry of the function at `start` was just stored."""
        if self.state is None:
            return
        entry = self.state.functions.get(start)
        if entry is None or entry.run is None:
            return
        self.total += entry.weight
        if self.total > RUN_BYTES:
            functions = self.state.functions
            goal = RUN_BYTES - RUN_BYTES // 4
            for old in sorted((e for e in functions.values() if e.run is not None), key=lambda e: e.stamp)[:-1]:
                if self.total <= goal:
                    break
                functions[old.origin] = old._replace(run=None, weight=0)
                self.total -= old.weight


class _MadeBefore:
    """The issues made before the functions are checked (syntax, module, headers), sorted by place:
    which of them fall inside a function is what its capped checker counts with (`FunctionChecker.before`)."""

    def __init__(self, issues: list[Issue]) -> None:
        self.keys = sorted((i.start, i.end, i.code) for i in issues)
        self.starts = [key[0] for key in self.keys]

    def inside(self, start: int, end: int) -> tuple:
        """(start, end, code) of those in start..end, relative to start."""
        lo, hi = bisect_left(self.starts, start), bisect_left(self.starts, end)
        return tuple((s - start, e - start, c) for s, e, c in self.keys[lo:hi])

    @staticmethod
    def absolute(inside: tuple, source, start: int) -> tuple[frozenset, list]:
        """`FunctionChecker.before` of a function at `start`: the keys and the spans of the statements
        their PTX102s leave half-typed."""
        keys = frozenset((s + start, e + start, c) for s, e, c in inside)
        spans = [span for s, _e, c in inside if c == "PTX102" and (span := _unfinished_span(source, s + start)) is not None]
        return keys, spans


def _digest(text: bytes) -> bytes:
    return hashlib.blake2b(text, digest_size=16).digest()


def _changed_names(previous: Validation | None, changes: Changes | None, table: dict[str, tuple]) -> set[str] | None:
    """The module-level names whose declaring text or place (relative to the text around it) changed
    since the previous version (None: unknown, or a `%` name changed: assume everything did)."""
    if previous is None or changes is None or previous.module_table is None:
        return None
    old = previous.module_table
    changed = {name for name in table if name not in old}
    for name, (signature, order) in old.items():
        now = table.get(name)
        if now is None or now[0] != signature or now[1] != changes.new_offset(order):
            changed.add(name)
    if any(name[0] == "%" for name in changed):
        return None
    return changed


def _module_holds(entry: FunctionEntry, fingerprint: bytes, facts: str, changed: set[str] | None) -> bool:
    """Whether what the module declares is, for this function, as it was for `entry`."""
    if entry.fingerprint == fingerprint:
        return True
    return changed is not None and entry.reads is not None and entry.facts == facts and changed.isdisjoint(entry.reads)


def _previous_entry(previous: Validation | None, changes: Changes | None, start: int) -> FunctionEntry | None:
    """The previous version's entry for the function now at `start`, if any."""
    if previous is None or changes is None:
        return None
    old = changes.old_offset(start)
    return previous.functions.get(old) if old is not None else None


def _region(changes: Changes | None, start: int, end: int) -> tuple[int, int] | None:
    """The hull of the changed ranges that touch start..end (None: the function is untouched)."""
    if changes is None:
        return (start, end)
    lo = hi = None
    for a, b in changes.changed:
        if b < start or a > end:
            continue
        lo = a if lo is None else min(lo, a)
        hi = b if hi is None else max(hi, b)
    return None if lo is None else (lo, hi)


def _function_decl(node, data: bytes) -> Decl | None:
    name_node = node.child_by_field_name("name")
    if name_node is None:
        return None
    kind = "entry" if any(c.type == ".entry" for c in node.children[:4]) else "func"
    params = node.child_by_field_name("parameters")
    rets = node.child_by_field_name("return_parameters")
    link = node.child_by_field_name("linkage")
    return Decl(data[name_node.start_byte : name_node.end_byte].decode("latin-1"), "func",
                name_node.start_byte, name_node.end_byte, space=kind,
                extern=link is not None and data[link.start_byte : link.end_byte] == b".extern",
                params=tuple(parameter_decls(params, data, kind == "entry", False)) if params else (),
                returns=tuple(parameter_decls(rets, data, False, True)) if rets else ())


def validate_tree(source, data: bytes, settings: Settings = DEFAULT_SETTINGS, target_override: str | None = None,
                  cache: FunctionCache | None = DEFAULT_CACHE, stats: Stats | None = None,
                  previous: Validation | None = None, changes: Changes | None = None,
                  state: Validation | None = None, progress: Callable[[int, int], None] | None = None,
                  stop: int | None = None, segmented: bool = True) -> list[Issue]:
    """All issues of one parsed document, sorted by (start, end, code), unfiltered by settings;
    the arguments as in `validate_parts`."""
    return validate_parts(source, data, settings, target_override, cache, stats, previous, changes, state, progress,
                          stop, segmented).issues()


def validate_parts(source, data: bytes, settings: Settings = DEFAULT_SETTINGS, target_override: str | None = None,
                   cache: FunctionCache | None = DEFAULT_CACHE, stats: Stats | None = None,
                   previous: Validation | None = None, changes: Changes | None = None,
                   state: Validation | None = None, progress: Callable[[int, int], None] | None = None,
                   stop: int | None = None, segmented: bool = True) -> IssueParts:
    """All issues of one parsed document (`source`: a syntax-layer SourceFile of `data`; sorted,
    unfiltered by settings), function by function.

    `previous` is what validating an earlier version kept (its `state`) and `changes` how the text
    changed since (`Changes`): functions the changes do not touch take their issues from it, and
    an edited function re-checks only the instructions the edit touched. `state` is filled with
    what the next version can reuse. `progress(done, total)` hears, every few functions, how many
    bytes are checked. `stop`: only the issues before the first function starting at or after it.
    `segmented=False` finishes the whole list at once (never a `Part` per function: the reference
    the tests compare the function-by-function result with). The cycle collector runs at a slower
    pace meanwhile (`collector.fewer_collections`).
    """
    with fewer_collections():
        return _validate_parts(source, data, settings, target_override, cache, stats, previous, changes, state,
                               progress, stop, segmented)


def _validate_parts(source, data: bytes, settings: Settings, target_override: str | None, cache: FunctionCache | None,
                    stats: Stats | None, previous: Validation | None, changes: Changes | None,
                    state: Validation | None, progress: Callable[[int, int], None] | None,
                    stop: int | None, segmented: bool) -> IssueParts:
    stats = stats if stats is not None else Stats()
    issues: list[Issue] = []
    as_kept: dict[int, tuple] = {}  # the syntax issues relative to their items (`_syntax_issues`)
    try:
        issues.extend(_syntax_issues(source, data, previous, changes, state, as_kept))
        ascii_issue = non_ascii_issue(data)
        if ascii_issue is not None:
            issues.append(ascii_issue)
    except Exception:  # noqa: BLE001 - never let a check take the server down
        stats.failed += 1
        if _DEBUG:
            raise
    # Names written inside broken statements are never reported as undefined. Those of a broken
    # statement inside a function body matter to that function only (its text is in its cache
    # key); those outside function bodies matter to the functions that look one of them up
    # (`ErrorReads`), so a half-typed statement re-checks its own function, not the whole file.
    has_error = source.has_error
    items = source.named_top_level()
    error_sets = [_item_error_names(child, data, previous, changes, state) for child in source.top_level()
                  if child.has_error and child.type != "function_definition"] if has_error else []
    module = ModuleContext()
    try:
        issues.extend(read_module_directives(items, data, module, target_override, settings.default_target))
    except Exception:  # noqa: BLE001
        stats.failed += 1
    module.has_sections = any(c.type == "section_directive" for c in items)
    running = hashlib.blake2b(digest_size=16)
    facts = repr((module.version, module.version_known, module.targets, module.target_name, module.sm,
                  module.target_known, module.address_size, module.has_sections))
    running.update(facts.encode())
    # (the same names' sets as the previous version's, item by item: its union, not made again from
    # every broken item's names on every keystroke, issue 16)
    kept_sets = previous.error_sets if previous is not None else None
    if kept_sets is not None and previous.module_errors is not None and len(kept_sets) == len(error_sets) \
            and all(map(operator.is_, kept_sets, error_sets)):
        module_errors = previous.module_errors
    else:
        module_errors = frozenset().union(*error_sets)
    # (every function the previous version kept holds with its broken-statement names: when they are
    # the same, no function's `ErrorReads` need be asked, thousands of set intersections per keystroke
    # in a file full of errors, issue 16)
    errors_as_before = previous is not None and (previous.module_errors is module_errors
                                                 or previous.module_errors == module_errors)
    if state is not None:
        state.module_errors = module_errors
        state.error_sets = error_sets
        state.data = data
    definitions: list[tuple[object, bytes]] = []
    defined: dict[str, Decl] = {}
    section_labels: set[str] = set()
    sources: dict[str, bytes] = {}  # module-level name -> digest of the text that declares it
    for child in items:
        t = child.type
        text = None
        try:
            if t == "variable_declaration":
                found, decls, text = _module_declaration(child, data, previous, changes, state)
                issues.extend(found)
                for decl in decls:
                    old = module.names.get(decl.name)
                    if old is not None and not (old.extern or decl.extern) and old.kind != "func":
                        issues.append(make("PTX205", decl.start, decl.end,
                                           f"`{decl.name}` is already declared at module scope; rename or remove one"))
                    if old is None or old.extern:
                        module.names[decl.name] = decl
                        module.order.setdefault(decl.name, child.start_byte)
                        sources[decl.name] = text
                running.update(data[child.start_byte : child.end_byte])
            elif t == "alias_directive":
                alias = child.child_by_field_name("alias")
                aliasee = child.child_by_field_name("aliasee")
                if alias is not None and aliasee is not None:
                    aliased = data[aliasee.start_byte : aliasee.end_byte].decode("latin-1")
                    target = module.names.get(aliased)
                    name = data[alias.start_byte : alias.end_byte].decode("latin-1")
                    if target is not None and name not in module.names:
                        module.names[name] = replace(target, name=name, start=alias.start_byte, end=alias.end_byte)
                        module.order.setdefault(name, child.start_byte)
                        sources[name] = _digest(data[child.start_byte : child.end_byte] + sources.get(aliased, b""))
                running.update(data[child.start_byte : child.end_byte])
            elif t == "intermediate_source_section":
                info = load().facts.directive(".nv_intermediate_source_section")
                if info is not None:
                    issues.extend(directive_requirements(info, module, child.start_byte,
                                                         child.start_byte + len(info.name)))
            elif t == "section_directive":
                for label in child.named_children:
                    if label.type != "label":
                        continue
                    name_node = label.child_by_field_name("name")
                    if name_node is None:
                        continue
                    name = data[name_node.start_byte : name_node.end_byte].decode("latin-1")
                    if name in section_labels:
                        issues.append(make("PTX205", name_node.start_byte, name_node.end_byte,
                                           f"label `{name}` is already defined in a section; rename or remove one"))
                    section_labels.add(name)
            elif t in ("function_definition", "function_declaration"):
                is_def = t == "function_definition"
                decl, header_issues, header_end, body = _function_header(child, data, module, facts, previous,
                                                                         changes, state)
                issues.extend(header_issues)
                if decl is not None:
                    if is_def:
                        if decl.name in defined:
                            issues.append(make("PTX205", decl.start, decl.end,
                                               f"function `{decl.name}` is defined twice; rename or remove one"))
                        defined[decl.name] = decl
                    old = module.names.get(decl.name)
                    if old is not None and old.kind != "func":
                        issues.append(make("PTX205", decl.start, decl.end,
                                           f"`{decl.name}` is already declared at module scope; rename one"))
                    if old is None or old.kind == "func":
                        module.names[decl.name] = decl
                        module.order.setdefault(decl.name, child.start_byte)
                        sources[decl.name] = _digest(data[child.start_byte : header_end])
                running.update(data[child.start_byte : header_end])
                if body is not None:
                    definitions.append((child, running.digest()))
        except Exception:  # noqa: BLE001
            stats.failed += 1
            if _DEBUG:
                raise
    try:  # literals too big, outside function bodies (those inside are found with each function's checks)
        previous_end = 0
        for node, _fingerprint in definitions:
            issues.extend(_gap_overflows(source, data, previous_end, node.start_byte, previous, changes, state))
            previous_end = node.end_byte
        issues.extend(_gap_overflows(source, data, previous_end, len(data), previous, changes, state))
    except Exception:  # noqa: BLE001
        stats.failed += 1
        if _DEBUG:
            raise
    table = {name: (sources.get(name), module.order.get(name, 0)) for name in module.names}
    changed = _changed_names(previous, changes, table)
    if state is not None:
        state.module_table = table
    reported = 0
    runs = _Runs(state)
    bodies: list[tuple[int, tuple[Issue, ...]]] = []  # each function body's issues (start, relative to it)
    # the server's cap (`limits`): each function's checker keeps at most this many issues and a summary
    per_function = settings.diagnostics.per_function
    cap_key = per_function.to_bytes(4, "little")  # (the text-keyed cache is shared with uncapped callers)
    made_before = _MadeBefore(issues) if per_function else None
    for node, fingerprint in definitions:
        stats.functions += 1
        start, end = node.start_byte, node.end_byte
        if stop is not None and start >= stop:
            issues = [i for i in issues if i.start < start]
            definitions = definitions[: len(bodies)]
            break
        if progress is not None and start - reported > _PROGRESS_BYTES:
            reported = start
            progress(start, len(data))
        entry = _previous_entry(previous, changes, start)
        why = "new" if entry is None else ""
        if entry is not None and not _module_holds(entry, fingerprint, facts, changed):
            entry = None
            why = "module"
        region = _region(changes, start, end)
        before = made_before.inside(start, end) if made_before is not None else ()
        if entry is not None and region is None and (errors_as_before or _errors_hold(entry.errors, module_errors)) \
                and entry.before == before:
            # untouched: the previous version's issues, moved
            stats.reused += 1
            if entry.origin != start:
                entry = entry.moved(start)
            if entry.fingerprint != fingerprint:
                entry = entry._replace(fingerprint=fingerprint)
            if entry.run is not None:
                _rebase_errors(entry.run, module_errors)
            bodies.append((start, entry.issues))
            if state is not None:
                state.functions[start] = entry
                runs.note(start)
            continue
        own_errors = frozenset()
        if node.has_error:
            found_names: set[str] = set()
            _collect_error_names(node, data, found_names)
            own_errors = frozenset(found_names)
        counted = _MadeBefore.absolute(before, source, start) if before else (frozenset(), [])
        statements = cache.statements if cache is not None else None
        found = None
        checker = None
        again = region
        if again is None and entry is not None:
            # untouched, but a broken statement's name it looked up came or went (issue 16: a stray
            # edit between functions re-checked 20-36 functions whole late in the endurance run,
            # 1-2.4 s): re-checked from its run like an edit that added nothing right after its
            # body's `{`, which re-checks the instructions that looked up one of those names. Or
            # the issues made before it inside it changed (`before`: past `MAX_SYNTAX_ISSUES`, a
            # syntax error typed above pushes this function's out, 67 whole checks per 1,000
            # endurance edits): they count only in `finish` (the cap), which the rerun makes anew
            body = node.child_by_field_name("body")
            if body is not None:
                again = (body.start_byte + 1, body.start_byte + 1)
        if entry is not None and entry.run is not None and again is not None:
            # edited inside: re-check what the edit touched
            try:
                checker = FunctionChecker(node, data, module, module_errors, statements, own_errors=own_errors, keep=True, cap=per_function,
                                          before=counted)
                old_data = previous.data if previous is not None else None
                found = checker.rerun(entry.run, again[0], again[1], (end - start) - entry.run.length,
                                      (old_data, entry.origin) if old_data is not None else None)
            except Exception:  # noqa: BLE001
                stats.failed += 1
                if _DEBUG:
                    raise
                found = None
        if found is not None:
            stats.checked += 1
            stats.rerun += 1
            # (not put in the text-keyed cache: each keystroke's text of the function would take an
            # entry, a copy of its issues, that only an undo could hit; the next version reruns from
            # `state`, which holds them once)
            reads = _error_reads(checker.kept, module_errors)
            found = relative(found, start)
            _keep(state, start, fingerprint, checker.kept, found, reads, facts, checker.kept.module_reads, before)
            runs.note(start)
            bodies.append((start, found))
            continue
        key = fingerprint + cap_key + hashlib.blake2b(data[start:end] + repr(before).encode(), digest_size=16).digest()
        checker = None  # (made when a walk or a whole check needs it: not for a result the cache has)
        written = changes.written(start, end) if entry is not None and entry.run is not None \
            and region is not None else None
        if written is not None:
            checker = FunctionChecker(node, data, module, module_errors, statements, own_errors=own_errors, keep=state is not None,
                                      cap=per_function, before=counted)
            # blocks changed (a `{` or `}` typed, a paste or a deletion over braces or labels, or
            # several edits coalesced): walk the function, taking the record of each instruction
            # outside the bytes the edits wrote (their text is the same) from the previous run.
            # Before the text-keyed cache: its result has no run, so the function's next edit
            # would check it whole ("no run": 31-70 per 1,000 endurance edits)
            try:
                found = checker.run(entry.run, written[0], written[1], (end - start) - entry.run.length)
            except Exception:  # noqa: BLE001
                stats.failed += 1
                if _DEBUG:
                    raise
                found = None
            if found is None:
                checker = None
            else:
                stats.walked += 1
                if statements is not None and previous is not None and previous.data is not None:
                    forget_replaced_walk(statements, entry.run, previous.data, entry.origin, checker.kept, data, start)
        if found is None:
            cached = cache.get(key, module_errors) if cache is not None else None
            if cached is not None:
                stats.reused += 1
                _keep(state, start, fingerprint, None, cached[0], cached[1], facts, cached[2], before)
                bodies.append((start, cached[0]))
                continue
        stats.checked += 1
        if checker is None:
            checker = FunctionChecker(node, data, module, module_errors, statements, own_errors=own_errors, keep=state is not None, cap=per_function,
                                      before=counted)
        try:
            if found is None:
                why = why or ("no run" if entry.run is None else "rerun gave up" if region is not None else "errors/before")
                stats.whole[why] = stats.whole.get(why, 0) + 1
                found = checker.run()
        except Exception:  # noqa: BLE001
            stats.failed += 1
            if _DEBUG:
                raise
            found = []
            checker.kept = None
        reads = _error_reads(checker.kept, module_errors)
        module_reads = checker.kept.module_reads if checker.kept is not None else None
        found = relative(found, start)
        if cache is not None:
            cache.put(key, found, reads, module_reads)
        _keep(state, start, fingerprint, checker.kept, found, reads, facts, module_reads, before)
        runs.note(start)
        bodies.append((start, found))
    spans = [(node.start_byte, node.end_byte) for node, _ in definitions]
    if segmented and stop is None:
        parts = _parts(source, has_error, module, facts, per_function, issues, bodies, spans, previous, changes, state,
                       as_kept)
        if parts is not None:
            return parts
    for start, found in bodies:
        issues.extend(_shift(i, start) for i in found)
    if has_error:
        issues = _one_per_unfinished_statement(issues, source)
    issues = _first_overflows(issues)
    issues = soften_for_newer_version(_dedupe(issues), module)
    if per_function and len(issues) > per_function:  # the server's cap, on the final list (a pure function of it)
        issues = cap_issues(issues, spans, per_function, per_file=len(issues))
    issues.sort(key=_place)
    return IssueParts([(0, Part(tuple(issues), False))], whole=True)


def _place(issue: Issue) -> tuple[int, int, str]:
    return issue.start, issue.end, issue.code


def _parts(source, has_error: bool, module: ModuleContext, facts: str, per_function: int, made: list[Issue],
           bodies: list[tuple[int, tuple[Issue, ...]]], spans: list[tuple[int, int]], previous: Validation | None,
           changes: Changes | None, state: Validation | None, as_kept: dict[int, tuple] | None = None
           ) -> IssueParts | None:
    """The final issues (what the whole-list passes below `validate_parts` make) function by function:
    `made` (the issues made before the bodies, absolute) split by place, each function's with its
    body's (`bodies`, relative), finished as the whole list is, relative to the function; a function
    no change touched keeps its `Part` when what it is made of is the same. None when a pass reaches
    across functions here (the constant-overflow limit is reached, a half-typed statement's span
    leaves its function, an issue ends past its function): the whole list is finished then.
    `as_kept`: see `_syntax_issues` (a syntax issue of a broken function is taken relative as its
    item kept it, the last version's object when kept, so comparing with the last version's `Part`
    reads no field)."""
    starts = [start for start, _ in spans]
    as_kept = as_kept or {}

    def moved_back(issue: Issue, start: int) -> Issue:
        hit = as_kept.get(id(issue))
        return hit[1] if hit is not None and hit[0] is issue and hit[2] == start else _shift(issue, -start)

    inside: dict[int, list[Issue]] = {}
    outside: list[Issue] = []
    for issue in made:
        k = bisect_right(starts, issue.start) - 1
        if k >= 0 and issue.start < spans[k][1]:
            inside.setdefault(k, []).append(issue)
        else:
            outside.append(issue)
    if has_error:
        unfinished = _unfinished_spans(outside, source)
        if unfinished:
            if any(a < e and b > s for a, b in unfinished for s, e in spans):
                return None
            outside = outside_spans(outside, unfinished, keep=_syntax_code)
    overflows = sum(i.code == "PTX105" for i in outside)
    outside = soften_for_newer_version(_dedupe(outside), module)
    outside.sort(key=_place)
    placed: list[tuple[int, Part]] = []
    o = 0
    for k, ((start, end), (_body, found)) in enumerate(zip(spans, bodies, strict=True)):
        mine = inside.get(k)
        before = tuple(moved_back(i, start) for i in mine) if mine else ()
        old = None
        if previous is not None and changes is not None and _region(changes, start, end) is None:
            old = previous.parts.get(changes.old_offset(start))
        if old is not None and old[0] is found and old[1] == before and old[2] == facts and old[3] == per_function:
            part, count = old[4], old[5]
        else:
            made_part = _function_part(source, has_error, module, start, end, before, found, per_function)
            if made_part is None:
                return None
            part, count = made_part
        if part.issues and part.issues[-1].start == end - start and _meets(end, k, spans, outside):
            return None
        if state is not None:
            state.parts[start] = (found, before, facts, per_function, part, count)
        overflows += count
        o_end = bisect_left(outside, start, lo=o, key=_issue_start)
        if o_end > o:
            placed.append((0, Part(tuple(outside[o:o_end]), False)))
            o = o_end
        placed.append((start, part))
    if overflows > MAX_OVERFLOW_ISSUES:
        return None
    if o < len(outside):
        placed.append((0, Part(tuple(outside[o:]), False)))
    return IssueParts(placed)


def _meets(end: int, k: int, spans: list[tuple[int, int]], outside: list[Issue]) -> bool:
    """Whether an issue of function `k` at its end byte `end` would meet another one's there (the
    next function starts there, or an issue outside the functions does): the whole list decides
    their order, grouping and duplicates then."""
    if k + 1 < len(spans) and spans[k + 1][0] == end:
        return True
    at = bisect_left(outside, end, key=_issue_start)
    return at < len(outside) and outside[at].start == end


def _issue_start(issue: Issue) -> int:
    return issue.start


def _syntax_code(issue: Issue) -> bool:
    return issue.code.startswith("PTX1")


def _unfinished_span(source, at: int) -> tuple[int, int] | None:
    """`unfinished_span` of a PTX102 at `at`, in the chunk of the byte before it."""
    return unfinished_span(source.root_at(max(at - 1, 0)), at)


def _unfinished_spans(issues: list[Issue], source) -> list[tuple[int, int]]:
    """The spans of the instructions the PTX102s among `issues` leave half-typed."""
    return [span for issue in issues if issue.code == "PTX102"
            and (span := _unfinished_span(source, issue.start)) is not None]


def _function_part(source, has_error: bool, module: ModuleContext, start: int, end: int, before: tuple[Issue, ...],
                   found: tuple[Issue, ...], per_function: int) -> tuple[Part, int] | None:
    """(the `Part`, its PTX105 count) of the function at start..end: the issues made before its body
    inside it and its body's (`before`, `found`: relative), finished as the whole list is; None when
    a pass would reach outside the function."""
    length = end - start
    issues = [*before, *found]
    if any(i.start < 0 or i.start > length or i.end > length + 1 for i in issues):
        return None  # (at the end byte, up to the byte after it: what a missing `}` or `;` reports)
    if has_error and any(i.code == "PTX102" for i in issues):
        unfinished = [(a - start, b - start) for a, b in
                      _unfinished_spans([_shift(i, start) for i in issues if i.code == "PTX102"], source)]
        if any(a < 0 or b > length for a, b in unfinished):
            return None
        issues = outside_spans(issues, unfinished, keep=_syntax_code) if unfinished else issues
    count = sum(i.code == "PTX105" for i in issues)
    issues = soften_for_newer_version(_dedupe(issues), module)
    if per_function and len(issues) > per_function:
        issues = cap_issues(issues, [(0, length)], per_function, per_file=len(issues))
    issues.sort(key=_place)
    return Part(tuple(issues), True), count


def _first_overflows(issues: list[Issue]) -> list[Issue]:
    """At most MAX_OVERFLOW_ISSUES constant overflows (PTX105) for the file, the first ones."""
    overflows = [i for i in issues if i.code == "PTX105"]
    if len(overflows) <= MAX_OVERFLOW_ISSUES:
        return issues
    overflows.sort(key=lambda i: i.start)
    dropped = {id(i) for i in overflows[MAX_OVERFLOW_ISSUES:]}
    return [i for i in issues if id(i) not in dropped]


def _one_per_unfinished_statement(issues: list[Issue], source) -> list[Issue]:
    """An instruction that lacks its `;` (half-typed) gets that one diagnostic, not also the
    verdicts about its unfinished modifiers and operands."""
    spans = _unfinished_spans(issues, source)
    if not spans:
        return issues
    return outside_spans(issues, spans, keep=lambda issue: issue.code.startswith("PTX1"))


def _dedupe(issues: list[Issue]) -> list[Issue]:
    seen: set[tuple[int, int, str]] = set()
    out = []
    for issue in issues:
        k = (issue.start, issue.end, issue.code)
        if k not in seen:
            seen.add(k)
            out.append(issue)
    return out


def _function_header(node, data: bytes, module: ModuleContext, facts: str, previous: Validation | None,
                     changes: Changes | None, state: Validation | None) -> tuple:
    """(declaration, issues, end of the header, body node) of a function item: its parameters,
    header directives and system-call checks. An item no change touched takes them from the
    previous version when the module facts they read are the same (no re-reading of every
    function's header on every keystroke)."""
    start, end = node.start_byte, node.end_byte
    body = node.child_by_field_name("body") if node.type == "function_definition" else None
    header_end = body.start_byte if body is not None else end
    kept = None
    if previous is not None and changes is not None and _region(changes, start, end) is None:
        kept = previous.headers.get(changes.old_offset(start))
        if kept is not None and (kept[0] != end - start or kept[1] != facts):
            kept = None
    if kept is not None:
        template, found = kept[2], kept[3]
        decl = moved_decl(template, start) if template is not None else None
        issues = [_shift(i, start) for i in found]
    else:
        decl = _function_decl(node, data)
        issues = []
        for field in ("parameters", "return_parameters"):
            plist = node.child_by_field_name(field)
            if plist is not None:
                issues.extend(check_parameters(plist, data, kernel=decl is not None and decl.space == "entry"
                                               and field == "parameters"))
        issues.extend(check_header_directives(node, data, module))
        if decl is not None:
            issues.extend(check_system_call(decl, node, data))
    if state is not None:
        state.headers[start] = (end - start, facts, moved_decl(decl, -start) if decl is not None else None,
                                tuple(_shift(i, -start) for i in issues))
    return decl, issues, header_end, body


def _kept_item(table: dict | None, changes: Changes | None, start: int, end: int, length: int):
    """What the previous version kept in `table` for the item now at start..end, if no change
    touched start..end and the entry's first field (a length) is still `length`."""
    if table is None or changes is None or _region(changes, start, end) is not None:
        return None
    kept = table.get(changes.old_offset(start))
    return kept if kept is not None and kept[0] == length else None


def _module_declaration(node, data: bytes, previous: Validation | None, changes: Changes | None,
                        state: Validation | None) -> tuple[list[Issue], list[Decl], bytes]:
    """(issues, declared names, digest of its text) of a module-level variable declaration, taken
    from the previous version when no change touched it (issue 11: not every declaration of the
    file re-read on every keystroke). One being typed (no `;` yet) is read again: its PTX102 reaches
    to the next token, past the declaration."""
    start, end = node.start_byte, node.end_byte
    unfinished = node.children[-1].type in UNFINISHED_DECLARATION  # `.global .u32 x` being typed
    kept = None if unfinished else \
        _kept_item(previous.declarations if previous is not None else None, changes, start, end, end - start)
    if kept is not None:
        _length, relative, templates, text = kept
        issues = [_shift(i, start) for i in relative]
        decls = [moved_decl(d, start) for d in templates]
    else:
        issues = check_declaration(node, data, scope="module")
        if unfinished:
            issues.extend(unterminated_issues(node, data)[0])
        decls = declare_variable(node, data)
        text = _digest(data[start:end])
        relative = tuple(_shift(i, -start) for i in issues)
        templates = tuple(moved_decl(d, -start) for d in decls)
    if state is not None:
        state.declarations[start] = (end - start, relative, templates, text)
    return issues, decls, text


def _gap_overflows(source, data: bytes, start: int, end: int, previous: Validation | None, changes: Changes | None,
                   state: Validation | None) -> list[Issue]:
    """`overflow_issues` of the text start..end between function definitions, taken from the previous
    version when no change touched it."""
    kept = _kept_item(previous.gaps if previous is not None else None, changes, start, end, end - start)
    if kept is not None:
        relative = kept[1]
        found = [_shift(i, start) for i in relative]
    else:
        found = [issue for root, lo, hi in source.chunks_between(start, end)
                 for issue in overflow_issues(root, data, lo, hi)]
        relative = tuple(_shift(i, -start) for i in found)
    if state is not None:
        state.gaps[start] = (end - start, relative)
    return found


def _syntax_issues(source, data: bytes, previous: Validation | None, changes: Changes | None,
                   state: Validation | None, as_kept: dict[int, tuple] | None = None) -> list[Issue]:
    """The syntax layer's issues (`syntax_issues`), per broken top-level item, each taken from the
    previous version when no change touched the item or the blanks after it (issue 16: a file full
    of broken statements no longer walks every ERROR node on every keystroke). `as_kept` gets, by
    the id of each issue, (the issue, the same relative to its item, the item's first byte): what
    `_parts` takes instead of moving it back (the kept ones: the objects the last version had)."""
    issues: list[Issue] = []
    if not source.has_error:
        return issues
    table = previous.syntax if previous is not None else None
    for child in source.top_level():
        if not (child.has_error or child.is_missing):
            continue
        start = child.start_byte
        reach = item_reach(child, data)
        # (a MISSING item reads the item before it: always re-read)
        kept = None if child.is_missing else _kept_item(table, changes, start, reach, reach - start)
        found = [_shift(i, start) for i in kept[1]] if kept is not None else broken_statements(child, data)
        moved = kept[1] if kept is not None else tuple(_shift(i, -start) for i in found)
        if state is not None:
            state.syntax[start] = (reach - start, moved)
        if as_kept is not None:
            for issue, back in zip(found, moved, strict=True):
                as_kept[id(issue)] = (issue, back, start)
        issues.extend(found)
        if len(issues) >= MAX_SYNTAX_ISSUES:
            return issues[:MAX_SYNTAX_ISSUES]
    return issues


def _item_error_names(node, data: bytes, previous: Validation | None, changes: Changes | None,
                      state: Validation | None) -> frozenset[str]:
    """The names inside one broken module-level item, taken from the previous version when no
    change touched it (a file full of broken statements reads each once, not on every keystroke)."""
    start, end = node.start_byte, node.end_byte
    kept = _kept_item(previous.error_names if previous is not None else None, changes, start, end, end - start)
    names = kept[1] if kept is not None else None
    if names is None:
        found: set[str] = set()
        _collect_error_names(node, data, found)
        names = frozenset(found)
    if state is not None:
        state.error_names[start] = (end - start, names)
    return names


def _collect_error_names(root, data: bytes, out: set[str]) -> None:
    """Names written inside broken statements: never report those as undefined."""
    stack = [root]
    while stack:
        node = stack.pop()
        if node.is_error:
            out.update(m.group(0).decode("latin-1") for m in NAME.finditer(data[node.start_byte : node.end_byte]))
            continue
        stack.extend(c for c in node.children if c.has_error)


def parse(data: bytes):
    """The syntax layer's SourceFile for `data` (the tree and the bytes)."""
    from ptx_lsp.syntax import SourceFile

    return SourceFile.parse(data)


def validate_source(data: bytes, settings: Settings | None = None, target_override: str | None = None,
                    cache: FunctionCache | None = DEFAULT_CACHE, stats: Stats | None = None) -> list[Issue]:
    """Parse and validate a whole document (used by `ptx-lsp check`, tools and tests)."""
    source = parse(data)
    return validate_tree(source, source_bytes(source), settings or DEFAULT_SETTINGS,
                         target_override, cache, stats)


def source_bytes(source) -> bytes:
    """The bytes of a syntax-layer SourceFile (`text`; older drafts called it `data`)."""
    data = getattr(source, "text", None)
    return data if isinstance(data, bytes) else source.data
