"""The GPU architecture a C++ file is compiled for, read from `compile_commands.json`.

**Reads files only; never raises (a missing or broken database means "unknown").**
**The lowest architecture of the command wins: an asm statement must assemble for every target
nvcc builds, so the oldest one is what its PTX is checked against.**

Flags understood: `-arch=sm_XX` / `-arch sm_XX` / `--gpu-architecture`, `-gencode arch=compute_XX,
code=sm_XX`, `--cuda-gpu-arch=sm_XX` (clang), `--offload-arch=sm_XX`. `compute_XX` counts as XX.
"""

from __future__ import annotations

import json
import os
import re
import shlex
from functools import lru_cache
from pathlib import Path

_ARCH = re.compile(r"(?:sm|compute)_(\d+)([af]?)")
_SEARCH_DIRS = ("", "build", "out", "cmake-build-debug", "cmake-build-release")
_ARCH_FLAGS = ("-arch", "--gpu-architecture", "--cuda-gpu-arch", "--offload-arch", "-gencode", "--generate-code")


def archs_in(arguments: list[str]) -> list[tuple[int, str]]:
    """(number, target name) of every architecture named by the GPU flags of one command."""
    found: list[tuple[int, str]] = []
    it = iter(range(len(arguments)))
    for i in it:
        arg = arguments[i]
        value = None
        for flag in _ARCH_FLAGS:
            if arg == flag and i + 1 < len(arguments):
                value = arguments[i + 1]
                next(it, None)
            elif arg.startswith(flag + "="):
                value = arg[len(flag) + 1 :]
        if value is None:
            continue
        for m in _ARCH.finditer(value):
            found.append((int(m.group(1)), f"sm_{m.group(1)}{m.group(2)}"))
    return found


def lowest_target(arguments: list[str]) -> str | None:
    found = archs_in(arguments)
    return min(found)[1] if found else None


@lru_cache(maxsize=64)
def _database(path: str, mtime: float) -> dict[str, list[str]]:
    try:
        entries = json.loads(Path(path).read_text(encoding="utf-8", errors="replace"))
    except (OSError, ValueError):
        return {}
    out: dict[str, list[str]] = {}
    if not isinstance(entries, list):
        return out
    for entry in entries:
        if not isinstance(entry, dict) or not isinstance(entry.get("file"), str):
            continue
        directory = entry.get("directory") if isinstance(entry.get("directory"), str) else ""
        args = entry.get("arguments")
        if not isinstance(args, list):
            try:
                args = shlex.split(entry.get("command") or "")
            except ValueError:
                continue
        file = os.path.normpath(os.path.join(directory, entry["file"]))
        out[file] = [a for a in args if isinstance(a, str)]
    return out


def find_database(source: Path) -> Path | None:
    """The nearest compile_commands.json above a file (also in build/ style folders)."""
    for folder in [source.parent, *source.parent.parents]:
        for sub in _SEARCH_DIRS:
            candidate = folder / sub / "compile_commands.json"
            if candidate.is_file():
                return candidate
    return None


def target_for_file(path: str | os.PathLike[str]) -> str | None:
    """The lowest GPU target of the file's compile command (or of the database's commands when the
    file, e.g. a header, has none of its own); None when unknown."""
    try:
        source = Path(path).resolve()
        db_path = find_database(source)
        if db_path is None:
            return None
        db = _database(str(db_path), db_path.stat().st_mtime)
    except OSError:
        return None
    args = db.get(str(source))
    if args is not None:
        return lowest_target(args)
    found = [t for a in db.values() for t in archs_in(a)]
    return min(found)[1] if found else None
