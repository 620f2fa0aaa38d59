"""The `.ptx` files of the workspace folders, for workspace symbols and cross-file `.extern` links.

**Open documents win over disk: a file that is open is read from its current snapshot.**
**Bounded and lazy: folders are scanned on first use (at most `MAX_FILES` files, each at most
`MAX_FILE_BYTES`), files are parsed when first needed and re-read only when mtime/size change.**
**Never raises on unreadable files, bad uris or junk content; such files are skipped.**
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import unquote, urlparse

from ptx_lsp.analysis.host import Snapshot
from ptx_lsp.analysis.results import Location
from ptx_lsp.analysis.symbols import FUNCTION, Declaration, is_read_only_space

MAX_FILES = 5000
MAX_FILE_BYTES = 32 * 1024 * 1024
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
        self._disk: dict[Path, tuple[int, int, Snapshot]] = {}

    def set_roots(self, roots: Iterable[Path]) -> None:
        self.roots = [Path(r) for r in roots]
        self._paths = None

    def invalidate(self) -> None:
        """Forget the folder scan (a file was created or deleted)."""
        self._paths = None

    def paths(self) -> list[Path]:
        """All `.ptx` files under the roots (scanned once, bounded)."""
        if self._paths is None:
            found: list[Path] = []
            for root in self.roots:
                if not root.is_dir():
                    continue
                for dirpath, dirnames, filenames in os.walk(root):
                    dirnames[:] = [d for d in dirnames if d not in SKIP_DIRS and not d.startswith(".")]
                    for filename in filenames:
                        if filename.endswith(".ptx"):
                            found.append(Path(dirpath) / filename)
                            if len(found) >= MAX_FILES:
                                break
                    if len(found) >= MAX_FILES:
                        break
            self._paths = sorted(set(found))
        return self._paths

    def _disk_snapshot(self, path: Path) -> Snapshot | None:
        try:
            stat = path.stat()
            if stat.st_size > MAX_FILE_BYTES:
                return None
            cached = self._disk.get(path)
            if cached is not None and cached[0] == stat.st_mtime_ns and cached[1] == stat.st_size:
                return cached[2]
            data = path.read_bytes()
            snapshot = Snapshot.from_bytes(data, uri=path_to_uri(path))
        except (OSError, ValueError):
            return None
        self._disk[path] = (stat.st_mtime_ns, stat.st_size, snapshot)
        return snapshot

    def snapshots(self, containing: bytes | None = None) -> list[Snapshot]:
        """Open documents first, then disk files not open; optionally only those containing bytes."""
        out: list[Snapshot] = []
        seen: set[str] = set()
        for snapshot in self._open_documents():
            seen.add(_key(snapshot.uri))
            if containing is None or containing in snapshot.data:
                out.append(snapshot)
        for path in self.paths():
            try:
                key = str(path.resolve())
            except OSError:
                continue
            if key in seen:
                continue
            if containing is not None:
                try:
                    if path.stat().st_size > MAX_FILE_BYTES or containing not in path.read_bytes():
                        continue
                except OSError:
                    continue
            snapshot = self._disk_snapshot(path)
            if snapshot is not None:
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
        snapshot = self._disk_snapshot(path)
        return snapshot.data if snapshot is not None else None

    def definitions(self, name: str) -> list[Location]:
        """Definitions (not prototypes or `.extern`) of a module-level name in any workspace file."""
        out = []
        for snapshot in self.snapshots(containing=name.encode("utf-8", "replace")):
            for decl in snapshot.index.module_declarations:
                if decl.name == name and decl.is_definition and decl.linkage != ".extern":
                    out.append(Location(snapshot.uri, decl.start, decl.end))
        return out

    def references(self, name: str, include_declaration: bool, exclude_uri: str | None = None) -> list[Location]:
        """Uses of a module-level name in the other workspace files that link to it.

        A file links to the name when it declares it at module level with external linkage
        (`.extern`, `.visible`, `.weak`, `.common`); a file's own internal symbol of the same
        name is a different symbol and is left out.
        """
        out: list[Location] = []
        excluded = _key(exclude_uri) if exclude_uri else None
        for snapshot in self.snapshots(containing=name.encode("utf-8", "replace")):
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
        for snapshot in self.snapshots():
            for decl in snapshot.index.module_declarations:
                if decl.kind not in (FUNCTION, "variable", "register") or not _matches(needle, decl.name.lower()):
                    continue
                out.append(WorkspaceSymbol(decl.name, symbol_kind(decl), snapshot.uri, decl.start, decl.end, decl.text))
                if len(out) >= limit:
                    return out
        return out


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
