"""The `.ptx` files of the workspace folders, for workspace symbols and cross-file `.extern` links.

**Open documents win over disk: a file that is open is read from its current snapshot.**
**Bounded and lazy: folders are scanned on first use (at most `MAX_FILES` files, each at most
`MAX_FILE_BYTES`), files are parsed when first needed and re-read only when mtime/size change.**
**Only regular files are read (`read_regular`: `S_ISREG` checked by `stat` before `open`, the open
non-blocking, `fstat` again, at most the cap plus one byte read), so a symlink to /dev/zero, a FIFO
or a device named `x.ptx` is skipped instead of hanging or exhausting memory. Directory symlinks
are not followed (no loops).**
**Memory is bounded by bytes, not files: every scanned file keeps only its module-level
declarations (`_Summary`, read without indexing function bodies: `symbols.module_declarations`); whole snapshots (tree + index) are kept for at most
`MAX_CACHED_BYTES` of source, least recently used evicted first.**
**Long scans check cancellation per file (`cancel.checkpoint`). Thread-safe: the caches are
guarded by a lock, parsing happens outside it.**
**Never raises on unreadable files, bad uris or junk content; such files are skipped.**
"""

from __future__ import annotations

import os
import stat as stat_module
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import unquote, urlparse

from ptx_lsp.analysis import cancel
from ptx_lsp.analysis.host import Snapshot
from ptx_lsp.analysis.results import Location
from ptx_lsp.analysis.symbols import FUNCTION, Declaration, is_read_only_space, module_declarations
from ptx_lsp.syntax import SourceFile

MAX_FILES = 5000
MAX_FILE_BYTES = 32 * 1024 * 1024
MAX_CACHED_BYTES = 24 * 1024 * 1024  # source bytes whose whole snapshots stay cached (about 30x in memory)
SKIP_DIRS = frozenset({".git", ".hg", ".svn", "node_modules", ".venv", "venv", "__pycache__", ".tox", "build"})


def uri_to_path(uri: str) -> Path | None:
    """The filesystem path of a file: uri, None for other schemes."""
    parsed = urlparse(uri)
    if parsed.scheme != "file":
        return None
    path = unquote(parsed.path)
    if os.name == "nt" and path.startswith("/") and len(path) > 2 and path[2] == ":":
        path = path[1:]
    return Path(path)


def path_to_uri(path: Path) -> str:
    return path.resolve().as_uri()


def read_regular(path: Path | str, cap: int = MAX_FILE_BYTES) -> tuple[bytes, int, int] | None:
    """(bytes, mtime_ns, size) of a regular file of at most `cap` bytes, else None; never blocks.

    `stat` first, so devices and FIFOs are never opened; then a non-blocking open (a FIFO swapped
    in meanwhile cannot block it), `fstat` on the descriptor, and a read of at most cap + 1 bytes
    (a file that grew past the cap is refused, not read without bound).
    """
    try:
        before = os.stat(path)
        if not stat_module.S_ISREG(before.st_mode) or before.st_size > cap:
            return None
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
                     | getattr(os, "O_CLOEXEC", 0))
    except (OSError, ValueError):
        return None
    try:
        info = os.fstat(fd)
        if not stat_module.S_ISREG(info.st_mode) or info.st_size > cap:
            return None
        chunks, total = [], 0
        while total <= cap:
            chunk = os.read(fd, min(1 << 20, cap + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > cap:
            return None
        return b"".join(chunks), info.st_mtime_ns, info.st_size
    except OSError:
        return None
    finally:
        os.close(fd)


@dataclass(frozen=True)
class _Summary:
    """What a scanned file keeps when its snapshot is not cached: its module-level declarations."""

    mtime_ns: int
    size: int
    uri: str
    declarations: tuple[Declaration, ...]


def _stamp(path: Path) -> tuple[int, int] | None:
    """(mtime_ns, size) of a path, None when it cannot be stat'ed: what decides whether a cached read is fresh."""
    try:
        info = os.stat(path)
    except (OSError, ValueError):
        return None
    return info.st_mtime_ns, info.st_size


def _key(uri: str) -> str:
    """A comparable form of a uri (file uris by resolved path, others as they are)."""
    path = uri_to_path(uri)
    if path is None:
        return uri
    try:
        return str(path.resolve())
    except OSError:
        return str(path)


@dataclass(frozen=True)
class WorkspaceSymbol:
    """A module-level symbol of some workspace file (functions and module variables)."""

    name: str
    kind: str  # 'kernel', 'function', 'variable', 'constant'
    uri: str
    start: int
    end: int
    detail: str


class WorkspaceIndex:
    """Module-level symbols of every `.ptx` file under the workspace folders plus open documents."""

    def __init__(self, roots: Iterable[Path] = (), open_documents: Callable[[], list[Snapshot]] | None = None) -> None:
        self.roots = [Path(r) for r in roots]
        self._open_documents = open_documents or (lambda: [])
        self._paths: list[Path] | None = None
        self._lock = threading.Lock()
        self._summaries: dict[Path, _Summary] = {}
        self._cached: OrderedDict[Path, tuple[int, int, Snapshot]] = OrderedDict()  # LRU, newest last
        self._cached_bytes = 0

    def set_roots(self, roots: Iterable[Path]) -> None:
        self.roots = [Path(r) for r in roots]
        self._paths = None

    def invalidate(self) -> None:
        """Forget the folder scan (a file was created or deleted)."""
        self._paths = None

    def paths(self) -> list[Path]:
        """All `.ptx` files under the roots (scanned once, bounded; directory symlinks not followed)."""
        found_paths = self._paths
        if found_paths is None:
            found: list[Path] = []
            for root in self.roots:
                if not root.is_dir():
                    continue
                for dirpath, dirnames, filenames in os.walk(root, onerror=lambda _error: None):
                    cancel.checkpoint()
                    dirnames[:] = [d for d in dirnames if d not in SKIP_DIRS and not d.startswith(".")]
                    for filename in filenames:
                        if filename.endswith(".ptx"):
                            found.append(Path(dirpath) / filename)
                            if len(found) >= MAX_FILES:
                                break
                    if len(found) >= MAX_FILES:
                        break
            found_paths = self._paths = sorted(set(found))
        return found_paths

    @property
    def cached_bytes(self) -> int:
        """Source bytes of the snapshots kept in the LRU cache (at most MAX_CACHED_BYTES)."""
        return self._cached_bytes

    def _disk_snapshot(self, path: Path) -> Snapshot | None:
        """The parsed snapshot of a disk file (from the LRU cache while mtime and size match)."""
        stamp = _stamp(path)
        if stamp is None:
            return None
        with self._lock:
            cached = self._cached.get(path)
            if cached is not None and cached[:2] == stamp:
                self._cached.move_to_end(path)
                return cached[2]
        read = read_regular(path)
        if read is None:
            return None
        data, mtime_ns, size = read
        try:
            snapshot = Snapshot.from_bytes(data, uri=path_to_uri(path))
            declarations = tuple(snapshot.index.module_declarations)
        except (OSError, ValueError, RecursionError):
            return None
        with self._lock:
            self._summaries[path] = _Summary(mtime_ns, size, snapshot.uri, declarations)
            old = self._cached.pop(path, None)
            if old is not None:
                self._cached_bytes -= old[1]
            if size <= MAX_CACHED_BYTES:
                self._cached[path] = (mtime_ns, size, snapshot)
                self._cached_bytes += size
            while self._cached_bytes > MAX_CACHED_BYTES and self._cached:
                _, (_, evicted, _) = self._cached.popitem(last=False)
                self._cached_bytes -= evicted
        return snapshot

    def _summary(self, path: Path) -> _Summary | None:
        """The module-level declarations of a disk file (re-read only when mtime or size change)."""
        stamp = _stamp(path)
        if stamp is None:
            return None
        with self._lock:
            found = self._summaries.get(path)
        if found is not None and (found.mtime_ns, found.size) == stamp:
            return found
        read = read_regular(path)
        if read is None:
            return None
        data, mtime_ns, size = read
        try:  # only the module level: no symbol index of the bodies, no snapshot kept
            summary = _Summary(mtime_ns, size, path_to_uri(path), module_declarations(SourceFile.parse(data)))
        except (OSError, ValueError, RecursionError):
            return None
        with self._lock:
            self._summaries[path] = summary
        return summary

    def _disk_files(self) -> list[tuple[Path, _Summary]]:
        """Summaries of the disk files that are not open, in path order; checks cancellation per file."""
        open_keys = {_key(s.uri) for s in self._open_documents()}
        out = []
        for path in self.paths():
            cancel.checkpoint()
            try:
                key = str(path.resolve())
            except (OSError, RuntimeError):  # RuntimeError: a symlink loop on some Pythons
                continue
            if key in open_keys:
                continue
            summary = self._summary(path)
            if summary is not None:
                out.append((path, summary))
        return out

    def snapshots(self, containing: bytes | None = None) -> list[Snapshot]:
        """Open documents first, then disk files not open; optionally only those containing bytes."""
        out = [s for s in self._open_documents() if containing is None or containing in s.data]
        for path, _summary in self._disk_files():
            snapshot = self._disk_snapshot(path)
            if snapshot is not None and (containing is None or containing in snapshot.data):
                out.append(snapshot)
        return out

    def source_of(self, uri: str) -> bytes | None:
        """Current bytes of a workspace document (open or on disk)."""
        key = _key(uri)
        for snapshot in self._open_documents():
            if _key(snapshot.uri) == key:
                return snapshot.data
        path = uri_to_path(uri)
        if path is None:
            return None
        with self._lock:
            cached = self._cached.get(path)
        if cached is not None:
            return cached[2].data
        read = read_regular(path)  # the bytes only: no parse just to convert positions
        return read[0] if read is not None else None

    def definitions(self, name: str) -> list[Location]:
        """Definitions (not prototypes or `.extern`) of a module-level name in any workspace file."""
        out = []
        needle = name.encode("utf-8", "replace")
        for snapshot in self._open_documents():
            if needle in snapshot.data:
                out.extend(_definitions_in(snapshot.uri, snapshot.index.module_declarations, name))
        for _path, summary in self._disk_files():
            out.extend(_definitions_in(summary.uri, summary.declarations, name))
        return out

    def references(self, name: str, include_declaration: bool, exclude_uri: str | None = None) -> list[Location]:
        """Uses of a module-level name in the other workspace files that link to it.

        A file links to the name when it declares it at module level with external linkage
        (`.extern`, `.visible`, `.weak`, `.common`); a file's own internal symbol of the same
        name is a different symbol and is left out. Only files whose summary links to the name
        are parsed again.
        """
        out: list[Location] = []
        excluded = _key(exclude_uri) if exclude_uri else None
        needle = name.encode("utf-8", "replace")
        candidates = [s for s in self._open_documents() if needle in s.data]
        for path, summary in self._disk_files():
            if any(d.name == name and d.linkage is not None for d in summary.declarations):
                snapshot = self._disk_snapshot(path)
                if snapshot is not None:
                    candidates.append(snapshot)
        for snapshot in candidates:
            cancel.checkpoint()
            if excluded is not None and _key(snapshot.uri) == excluded:
                continue
            index = snapshot.index
            decls = [d for d in index.module_declarations if d.name == name]
            if not any(d.linkage is not None for d in decls):  # every linkage directive links
                continue
            for start, end in index.references(decls[0], include_declaration):
                out.append(Location(snapshot.uri, start, end))
        return out

    def symbols(self, query: str, limit: int = 500) -> list[WorkspaceSymbol]:
        """Module-level symbols whose name matches query (case-insensitive subsequence)."""
        out: list[WorkspaceSymbol] = []
        needle = query.lower()
        sources = [(s.uri, s.index.module_declarations) for s in self._open_documents()]
        for uri, declarations in sources:
            if _collect(out, uri, declarations, needle, limit):
                return out
        for _path, summary in self._disk_files():
            if _collect(out, summary.uri, summary.declarations, needle, limit):
                return out
        return out


def _definitions_in(uri: str, declarations: Iterable[Declaration], name: str) -> list[Location]:
    return [Location(uri, d.start, d.end) for d in declarations
            if d.name == name and d.is_definition and d.linkage != ".extern"]


def _collect(out: list[WorkspaceSymbol], uri: str, declarations: Iterable[Declaration], needle: str,
             limit: int) -> bool:
    """Append the matching symbols of one file; True once `limit` is reached."""
    for decl in declarations:
        if decl.kind not in (FUNCTION, "variable", "register") or not _matches(needle, decl.name.lower()):
            continue
        out.append(WorkspaceSymbol(decl.name, symbol_kind(decl), uri, decl.start, decl.end, decl.text))
        if len(out) >= limit:
            return True
    return False


def symbol_kind(decl: Declaration) -> str:
    """'kernel' / 'function' / 'constant' / 'variable' for a module-level declaration."""
    if decl.kind == FUNCTION:
        return "kernel" if decl.directive == ".entry" else "function"
    if is_read_only_space(decl.state_space):
        return "constant"
    return "variable"


def _matches(needle: str, name: str) -> bool:
    if not needle:
        return True
    position = 0
    for char in needle:
        position = name.find(char, position)
        if position < 0:
            return False
        position += 1
    return True
