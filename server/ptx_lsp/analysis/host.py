"""Open documents as immutable snapshots: one `Snapshot` per (uri, version).

**A Snapshot never changes after it is made; an edit or a settings change makes a new one.**
**Derived data (symbol index, issues) is computed lazily, once per snapshot, on the thread that
asks first, under a lock per kind: the LSP layer validates large documents on one worker thread
and reads everything else from its event loop.**
**Edits are incremental: `SourceFile.edit` reparses only what changed, and the new index reuses
the previous snapshot's per-function results for every function whose text did not change.**

`DocumentHost` is the store the LSP layer drives (open/edit/replace/close); `ptx-lsp check` and the
tests build snapshots directly with `Snapshot.from_bytes`.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import cache, cached_property
from typing import TYPE_CHECKING, Any

from ptx_lsp import trace
from ptx_lsp.analysis.settings import DEFAULT_SETTINGS, Settings
from ptx_lsp.syntax import SourceFile

if TYPE_CHECKING:
    from ptx_lsp.analysis.diagnostics.parts import IssueParts
    from ptx_lsp.analysis.results import Issue
    from ptx_lsp.analysis.symbols import SymbolIndex

# Derived data may be computed on a worker thread (the LSP layer validates large documents off its
# event loop); one lock per kind keeps the analysis code single-threaded whatever Python does with
# cached_property locking (3.12 dropped it).
_INDEX_LOCK = threading.RLock()
_ISSUES_LOCK = threading.RLock()


@dataclass(frozen=True, eq=False)
class Snapshot:
    """One version of one document: its parsed source, settings and lazily derived analysis."""

    uri: str
    version: int | None
    source: SourceFile
    settings: Settings = DEFAULT_SETTINGS
    # (an earlier snapshot's index, `Changes` since it), kept only until this snapshot's index has
    # been built: the changed ranges tell `build_index` where the syntax tree may differ. The
    # earlier snapshot itself while its index is still being built on another thread (`edited`).
    _reuse: Any = field(default=None, repr=False)
    # (what the last validated version kept, `Changes` since it), kept only until this one is validated.
    _prior: Any = field(default=None, repr=False)

    @classmethod
    def from_bytes(
        cls, data: bytes, uri: str = "untitled:buffer.ptx", version: int | None = None,
        settings: Settings = DEFAULT_SETTINGS,
    ) -> Snapshot:
        """A snapshot of a whole document (no previous version to reuse)."""
        return cls(uri, version, SourceFile.parse(data), settings)

    @classmethod
    def from_text(cls, text: str, uri: str = "untitled:buffer.ptx", **kwargs: Any) -> Snapshot:
        """Convenience for tests and tools: the UTF-8 snapshot of a str."""
        return cls.from_bytes(text.encode("utf-8", "surrogatepass"), uri, **kwargs)

    @property
    def data(self) -> bytes:
        """The document's bytes (UTF-8 as far as the client sent valid text)."""
        return self.source.text

    @cached_property
    def index(self) -> SymbolIndex:
        """Scopes, declarations and resolved uses (see `analysis.symbols`)."""
        from ptx_lsp.analysis.symbols import build_index

        with _INDEX_LOCK:
            if "index" in self.__dict__:  # another thread finished it while we waited
                return self.__dict__["index"]
            self.__dict__["_indexing"] = True  # (see `edited`)
            try:
                previous, changes = self._reuse if self._reuse is not None else (None, None)
                if isinstance(previous, Snapshot):  # its build ran under this lock: done (or failed) by now
                    previous = previous.__dict__.get("index")
                    changes = changes if previous is not None else None
                with trace.job("index", version=self.version, spliced=previous is not None):
                    index = self.__dict__["index"] = build_index(self.source, previous=previous, changes=changes)
            finally:
                self.__dict__.pop("_indexing", None)
            object.__setattr__(self, "_reuse", None)
            return index

    @cached_property
    def issues(self) -> tuple[Issue, ...]:
        """Our own diagnostics for this version (unfiltered; settings filter at publishing)."""
        return tuple(self.validated().issues())

    def validated(self, progress: Callable[[int, int], None] | None = None) -> IssueParts:
        """The issues function by function (`IssueParts`: what publishing reads), computed now if
        needed; `progress(done, total)` (bytes) is told how far the check of function bodies got,
        every few functions (long first checks of huge files)."""
        from ptx_lsp.analysis.diagnostics import Validation
        from ptx_lsp.analysis.validate import validate_parts

        with _ISSUES_LOCK:
            if "parts" in self.__dict__:
                return self.__dict__["parts"]
            prior = _resolve_prior(self._prior)
            state = Validation()
            from ptx_lsp.analysis.diagnostics import Stats

            stats = Stats()
            with trace.job("validate", version=self.version, edits=len(prior[1].steps) if prior else None,
                           prior=bool(prior)) as fields:
                parts = validate_parts(self, stats, previous=prior[0] if prior else None,
                                       changes=prior[1] if prior else None, state=state, progress=progress)
                fields.update(checked=stats.checked, rerun=stats.rerun, walked=stats.walked, reused=stats.reused,
                              whole=stats.whole)
            self.__dict__["validation"] = state
            self.__dict__["parts"] = parts
            object.__setattr__(self, "_prior", None)
            return parts

    def issues_until(self, offset: int) -> tuple[Issue, ...]:
        """The issues of the text before the first function that starts at or after `offset`
        (the top of a huge file, published first while the rest is checked). The per-function
        cache keeps what this checks for the full validation."""
        from ptx_lsp.analysis.validate import validate

        if "parts" in self.__dict__:
            return self.issues
        with _ISSUES_LOCK:
            return tuple(validate(self, stop=offset))

    def edited(self, start: int, old_end: int, new_bytes: bytes, version: int | None) -> Snapshot:
        """The snapshot after replacing bytes start..old_end (incremental reparse and reindex).

        The new snapshot remembers how to reuse what validating this one keeps: this one's kept
        results if it was validated, else this one (it may be validated before the new one is,
        e.g. on the worker thread right now) or, if this one only points at an older one, that one
        with the edits composed, so at most one unvalidated version is kept alive for it.
        """
        from ptx_lsp.analysis.diagnostics import Changes

        source = self.source.edit(start, old_end, new_bytes)
        size = len(self.source.text)
        start = min(max(start, 0), size)
        old_end = min(max(old_end, start), size)
        new_end = start + len(new_bytes.encode("utf-8", "surrogatepass") if isinstance(new_bytes, str) else new_bytes)
        changes = Changes(start, old_end, new_end, source.changed_ranges)
        # The worker thread may store this snapshot's index or validation and clear `_reuse` /
        # `_prior` while this runs: each is read once, into a local, in the order they are written.
        indexing = "_indexing" in self.__dict__  # (read first: the builder stores the index, then clears this)
        earlier_reuse, earlier_prior = self._reuse, self._prior
        index = self.__dict__.get("index")
        if index is not None:
            reuse = (index, changes)
        elif earlier_reuse is not None:
            base = earlier_reuse[0]
            if isinstance(base, Snapshot):  # an index that was being built: hold it, not its snapshot
                base = base.__dict__.get("index", base)
            reuse = (base, earlier_reuse[1].then(*changes))
        elif indexing:
            # This version's index is being built on another thread right now (the first index of
            # a big document, after its first check): the next versions splice it when it is done
            # instead of indexing the whole file again (0.5 s on cub_sm90.ptx at the first completion).
            reuse = (self, changes)
        else:
            reuse = None
        state = self.__dict__.get("validation")
        if state is not None:
            prior = (state, changes)
        elif earlier_prior is not None and isinstance(earlier_prior[0], Snapshot):
            prior = (earlier_prior[0], earlier_prior[1].then(*changes))
        else:
            prior = (self, changes)
        return Snapshot(self.uri, version, source, self.settings, reuse, prior)

    def with_settings(self, settings: Settings) -> Snapshot:
        """The same text under other settings (the index does not depend on them: reuse it)."""
        snapshot = replace(self, settings=settings, _reuse=None, _prior=None)
        if "index" in self.__dict__:
            snapshot.__dict__["index"] = self.__dict__["index"]
        else:
            object.__setattr__(snapshot, "_reuse", self._reuse)
        return snapshot


def _resolve_prior(prior: tuple | None) -> tuple | None:
    """(what an earlier validation kept, `Changes` since) for a snapshot's `_prior`, following
    unvalidated snapshots back to one that was validated (None: none was)."""
    if prior is None:
        return None
    source, changes = prior
    while isinstance(source, Snapshot):
        state = source.__dict__.get("validation")
        if state is not None:
            return state, changes
        if source._prior is None:
            return None
        source, older = source._prior
        changes = older.then(*changes)
    return source, changes


_TRIM_EVERY = 5.0  # seconds between two malloc_trim calls while editing
_last_trim = [0.0]


@cache
def _glibc():
    """glibc, for its allocator's controls (None elsewhere: musl, macOS, Windows)."""
    try:
        import ctypes

        libc = ctypes.CDLL("libc.so.6")
        return libc if hasattr(libc, "malloc_trim") and hasattr(libc, "mallopt") else None
    except (OSError, AttributeError):
        return None


def _malloc_trim() -> None:
    libc = _glibc()
    if libc is not None:  # (elsewhere the memory is reused by the process instead)
        libc.malloc_trim(0)


# Buffers of this size and more get their own mapping from glibc, returned to the system when freed
# (`map_big_buffers`). Below every document text up to 8 MiB (cub_sm90.ptx is 2.8 MB): their
# allocation cost stays as it was.
BIG_BUFFER_BYTES = 8 << 20
_M_MMAP_THRESHOLD = -3  # mallopt parameter number (glibc malloc.h)


def map_big_buffers(threshold: int = BIG_BUFFER_BYTES) -> bool:
    """Have glibc map every allocation of `threshold` bytes or more on its own and unmap it when
    freed (issue 11: resident memory of a 20 MB document); False off glibc.

    Each keystroke makes the document's new text in one allocation and frees an older one. glibc's
    own rule raises its mapping threshold to the size of the first such buffer freed (up to 32 MiB),
    so every later text came from the heap, and a text one byte longer than the hole the last one
    left does not fit there: the heap kept two or three freed 20 MB texts resident for good (cub_sm90
    x7: 40-60 MiB of the typing session's RSS). A fixed threshold keeps them mapped; the cost is
    the page faults of a fresh text, ~10 ms CPU per keystroke on a 20 MB document, none below it.
    """
    libc = _glibc()
    return libc is not None and bool(libc.mallopt(_M_MMAP_THRESHOLD, threshold))


def trim_memory(every: float = _TRIM_EVERY) -> None:
    """Hand the allocator's free pages back to the system, at most once per `every` seconds (issue 16).

    Each edit frees the previous version's trees, index and views; glibc keeps those pages in its
    arenas, so resident memory stays at the highest point reached. Called when a validation ends
    with nothing queued behind it, and after a whole-document response was written; a trim costs
    0.1-20 ms.
    """
    now = time.monotonic()
    if now - _last_trim[0] < every:
        return
    _last_trim[0] = now
    _malloc_trim()


# Garbage collection while typing (issue 11). A full collection of CPython's cycle collector walks
# every tracked object; with cub_sm90.ptx open (index, validation records, spec data) one took
# 200-300 ms, and the objects each keystroke makes triggered one every ten keystrokes or so (a tenth
# of the keystrokes 250 ms late). What is alive once a version's diagnostics are out is mostly that
# version's data: it is frozen (`gc.freeze`: out of the collector's generations, still freed by
# reference counting), so a collection while typing walks only what was made since. Cyclic garbage
# among frozen objects (a few dozen objects per keystroke) waits for `collect_garbage`: when the
# editor has been idle a moment; after _FULL_EVERY freezes at the next short pause in the typing (a
# full collection takes ~180 ms with cub_sm90.ptx open: taken right after a publish it delayed the
# next keystroke or request that much, one in a hundred); after _FULL_AT_LATEST freezes at once
# (typing that never pauses); and when the last document closes.
_FULL_EVERY = 100
_FULL_AT_LATEST = 500
_freezes = [0]


def freeze_live_objects() -> bool:
    """Take what is alive now out of the cycle collector's generations (after a publish with
    nothing queued). True when a full collection is due: the caller takes it (`collect_garbage`)
    at the next short pause; after _FULL_AT_LATEST calls without one it is taken here at once."""
    import gc

    _freezes[0] += 1
    if _freezes[0] >= _FULL_AT_LATEST:
        collect_garbage()
        return False
    gc.freeze()
    return _freezes[0] >= _FULL_EVERY


def collect_garbage(trim: bool = False) -> None:
    """A full collection of everything, frozen objects included, then freeze the survivors; with
    `trim`, give the allocator's free pages back at once (the editor is idle: what the collection
    and the last edits freed would otherwise stay resident until the next trim while typing)."""
    import gc

    if trace.ON:
        trace.event("collect_garbage", trim=trim)
    gc.unfreeze()
    gc.collect()
    gc.freeze()
    _freezes[0] = 0
    if trim:
        _last_trim[0] = time.monotonic()
        _malloc_trim()


def statements_grown() -> bool:
    """Whether the shared statement cache took enough new entries since it last dropped those no
    open document holds for `retain_statements` to be worth its walk (`RETAIN_GROWTH`)."""
    from ptx_lsp.analysis.diagnostics import DEFAULT_CACHE

    return DEFAULT_CACHE.statements.grown()


def retain_statements(snapshots: list[Snapshot]) -> int | None:
    """Validation-worker job once a publish left nothing queued: drop the statement-cache entries
    that no function of these snapshots (the open documents, each validated) holds (issue 16:
    `StatementCache.keep_only`). Returns how many went, or None when a snapshot's validation is
    not there (the cache then stays as it is)."""
    from ptx_lsp.analysis.diagnostics import DEFAULT_CACHE

    texts: dict[tuple | None, set[bytes]] = {}
    for snapshot in snapshots:
        state = snapshot.__dict__.get("validation")
        if state is None or not state.statement_texts(texts, snapshot.source):
            if trace.ON:
                trace.event("retain_statements", gone=None, unknown=snapshot.uri)
            DEFAULT_CACHE.statements.kept_bytes = DEFAULT_CACHE.statements.bytes  # (not again at once)
            return None
    gone = DEFAULT_CACHE.statements.keep_only(texts)
    if trace.ON:
        trace.event("retain_statements", gone=gone, left=len(DEFAULT_CACHE.statements))
    return gone


def release_memory() -> None:
    """Give back what no open document needs: the shared per-function and per-instruction caches
    (issues, statement traces), every memo keyed by what the documents spelled (operand findings,
    spellings, legality verdicts, completion's modifier notes, `re`'s compiled patterns), the
    tree-sitter parsers with their node pools, cyclic garbage (frozen objects included), and
    (glibc) the allocator's free pages, so closing the last document returns its
    memory. A memo entry left alive would also pin the allocator's pages it shares with the
    document's freed objects (CPython returns a 1 MiB arena only once it is empty)."""
    import gc
    import re

    from ptx_lsp.analysis import completion, symbols
    from ptx_lsp.analysis.diagnostics import DEFAULT_CACHE, functions, instructions, operands
    from ptx_lsp.memo import forget_all
    from ptx_lsp.spec import legality
    from ptx_lsp.syntax import forget_parsers

    DEFAULT_CACHE.clear()
    forget_all()
    for keyed_by_spelling in (  # (lru_caches keyed by the file's spellings, names and targets)
        completion._modifier_needs, completion._opcode_needs, instructions._family_members,
        operands._matrix_section, operands._simd_video, operands._handle_section, functions._strict_vectors,
        legality._instruction_section, symbols.is_read_only_space,
    ):
        keyed_by_spelling.cache_clear()
    completion._NOTES_NAMING.clear()
    re.purge()  # (`re`'s own cache holds patterns made of the document's names)
    forget_parsers()  # (each parser keeps pools of tree nodes made while the document was edited)
    gc.unfreeze()
    gc.collect()
    _freezes[0] = 0
    _malloc_trim()


class DocumentHost:
    """The open documents by uri, each as its latest snapshot."""

    def __init__(self, settings: Settings = DEFAULT_SETTINGS) -> None:
        self._documents: dict[str, Snapshot] = {}
        self._settings = settings

    @property
    def settings(self) -> Settings:
        return self._settings

    def set_settings(self, settings: Settings) -> list[Snapshot]:
        """Apply new settings to every open document; returns the new snapshots."""
        self._settings = settings
        for uri, snapshot in list(self._documents.items()):
            self._documents[uri] = snapshot.with_settings(settings)
        return list(self._documents.values())

    def open(self, uri: str, version: int | None, data: bytes) -> Snapshot:
        """Start tracking a document (replacing any previous content under that uri)."""
        snapshot = Snapshot(uri, version, SourceFile.parse(data), self._settings)
        self._documents[uri] = snapshot
        return snapshot

    def replace(self, uri: str, version: int | None, data: bytes) -> Snapshot:
        """Full-text change; keeps the previous index for per-function reuse."""
        old = self._documents.get(uri)
        if old is None:
            return self.open(uri, version, data)
        snapshot = old.edited(0, len(old.data), data, version)
        self._documents[uri] = snapshot
        return snapshot

    def edit(self, uri: str, version: int | None, start: int, old_end: int, new_bytes: bytes) -> Snapshot:
        """Incremental change of bytes start..old_end of an open document."""
        old = self._documents[uri]
        size = len(old.data)
        start = min(max(start, 0), size)
        old_end = min(max(old_end, start), size)
        snapshot = old.edited(start, old_end, new_bytes, version)
        self._documents[uri] = snapshot
        return snapshot

    def close(self, uri: str) -> None:
        self._documents.pop(uri, None)

    def get(self, uri: str) -> Snapshot | None:
        return self._documents.get(uri)

    def __contains__(self, uri: str) -> bool:
        return uri in self._documents

    def snapshots(self) -> list[Snapshot]:
        return list(self._documents.values())
