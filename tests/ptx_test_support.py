"""Paths every test layer shares: the repository, its test data and the shared PTX corpus.

A plain module (on pytest's `pythonpath`) rather than `conftest`, because each test folder may have
its own conftest.py and `import conftest` would pick whichever one Python found first.
"""

from __future__ import annotations

import fcntl
import functools
import os
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"
SHARED = Path(os.environ.get("PTX_LSP_SHARED", ROOT.parent / "shared"))
CORPUS = SHARED / "corpus" / "ptx"


def ptxas_rejects(exe: str, path: Path, target: str) -> bool:
    """Whether `exe` refuses to assemble the PTX file at `path` for `target` (relocatable, no output)."""
    proc = subprocess.run([exe, f"-arch={target}", "-c", str(path), "-o", os.devnull],
                          capture_output=True, text=True, timeout=120)
    return proc.returncode != 0


@functools.cache
def newest_ptxas() -> str | None:
    """ptxas of the newest CUDA (13.5: PTX ISA up to 9.5), installed the shared way from PyPI by
    `../shared/tools/install-ptxas-latest` (prints its path); None without it or without network.

    Parallel test workers share one installation: the installer runs under an exclusive lock on a
    file beside it, so a second worker waits for the first instead of racing it (a worker that ran
    ptxas 13.0 on a `.version 9.4` file while another was still installing got "Unsupported .version")."""
    installer = SHARED / "tools" / "install-ptxas-latest"
    if not installer.is_file():
        return None
    home = Path(os.environ.get("PTX_TOOLS_HOME", Path.home() / ".cache" / "ptx-tools"))
    try:
        home.mkdir(parents=True, exist_ok=True)
        with open(home / ".install-ptxas-latest.lock", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            out = subprocess.run([str(installer)], capture_output=True, text=True, timeout=900)
    except (OSError, subprocess.SubprocessError):
        return None
    path = out.stdout.strip().splitlines()[-1] if out.returncode == 0 and out.stdout.strip() else ""
    return path if path and Path(path).is_file() else None


def ptxas_for_known_isa() -> str | None:
    """The newest ptxas, else the one on PATH (which may stop below the known ISA version)."""
    return newest_ptxas() or shutil.which("ptxas")


def corpus_files() -> list[Path]:
    """The nvcc-generated PTX files of the shared corpus (empty when it is absent)."""
    return sorted(CORPUS.glob("*.ptx")) if CORPUS.is_dir() else []


def markers(source: str) -> tuple[str, dict[str, int]]:
    """Strip `$0`..`$9` cursor markers; return the text and each marker's byte offset (last wins).

    (`$` + digit never starts a PTX name in the test tables; `$L__end` labels are unaffected.)
    """
    found: dict[str, int] = {}
    out: list[str] = []
    size = 0
    i = 0
    while i < len(source):
        if source[i] == "$" and i + 1 < len(source) and source[i + 1].isdigit():
            found[source[i : i + 2]] = size
            i += 2
            continue
        out.append(source[i])
        size += len(source[i].encode("utf-8"))
        i += 1
    return "".join(out), found
