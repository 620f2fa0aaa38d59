"""An on-disk cache of the compiler runs the tests make at test time (nvcc, clang, ptxas-check).

A run is keyed by its command line, the identity of each tool it names (real path, size, mtime)
and the bytes of its input files; paths of inputs and outputs are replaced by placeholders in the
key, in the stored outputs and in the stored stdout/stderr, so a fresh clone elsewhere (or another
pytest tmp dir) hits the same entry and gets its own paths back. A hit restores the output files
and returns the recorded exit code and output: the verdicts are still the tools' own, only not
recomputed while neither the tool nor the source changed.

Where: `$PTX_LSP_BUILD_CACHE`, else `~/.cache/ptx-lsp/test-builds`; `PTX_LSP_BUILD_CACHE=off`
turns it off (every run compiles). Entries are written to a temporary name and renamed, so
parallel pytest workers never see half an entry.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

ENV = "PTX_LSP_BUILD_CACHE"
FORMAT = "1"


def cache_dir() -> Path | None:
    value = os.environ.get(ENV, "")
    if value.lower() in ("off", "0", "no", "false"):
        return None
    return Path(value) if value else Path.home() / ".cache" / "ptx-lsp" / "test-builds"


def tool_identity(tool: str | Path | None) -> str:
    if tool is None:
        return "-"
    found = shutil.which(str(tool)) or str(tool)
    try:
        real = os.path.realpath(found)
        st = os.stat(real)
    except OSError:
        return f"{tool}:absent"
    return f"{real}:{st.st_size}:{st.st_mtime_ns}"


def _subst(text: str, paths: dict[str, str]) -> str:
    for real, mark in sorted(paths.items(), key=lambda kv: -len(kv[0])):
        text = text.replace(real, mark)
    return text


def _unsubst(text: str, paths: dict[str, str]) -> str:
    for real, mark in paths.items():
        text = text.replace(mark, real)
    return text


def run(cmd: list[str], *, inputs: list[Path], outputs: list[Path], tools: list[str | Path | None],
        cacheable=lambda p: True) -> subprocess.CompletedProcess:
    """`subprocess.run(cmd, capture_output=True, text=True)`, answered from the cache when it can be.

    `inputs`: files whose bytes decide the result; `outputs`: files the command writes;
    `tools`: programs (or scripts) whose identity decides the result; `cacheable(proc)` says
    whether a fresh result may be stored (e.g. not when the tool reported itself missing)."""
    root = cache_dir()
    if root is None:
        return subprocess.run(cmd, capture_output=True, text=True)
    paths = {str(p): f"@OUT{i}@" for i, p in enumerate(outputs)}
    paths.update({str(p): f"@IN{i}@" for i, p in enumerate(inputs)})
    h = hashlib.sha256(FORMAT.encode())
    for arg in cmd:
        h.update(_subst(arg, paths).encode() + b"\0")
    for tool in tools:
        h.update(tool_identity(tool).encode() + b"\0")
    for p in inputs:
        h.update(hashlib.sha256(Path(p).read_bytes()).digest())
    entry = root / h.hexdigest()
    meta_path = entry / "meta.json"
    if meta_path.is_file():
        try:
            meta = json.loads(meta_path.read_text(encoding="utf-8"))
            for i, p in enumerate(outputs):
                stored = entry / f"out{i}"
                Path(p).unlink(missing_ok=True)
                if stored.is_file():
                    Path(p).write_text(_unsubst(stored.read_text(encoding="utf-8", errors="surrogateescape"),
                                                paths), encoding="utf-8", errors="surrogateescape")
            return subprocess.CompletedProcess(cmd, meta["returncode"], _unsubst(meta["stdout"], paths),
                                               _unsubst(meta["stderr"], paths))
        except (OSError, ValueError, KeyError):
            pass  # a damaged entry: run again and overwrite it
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if not cacheable(proc):
        return proc
    try:
        root.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(dir=root, prefix=".tmp-"))
        for i, p in enumerate(outputs):
            if Path(p).is_file():
                (tmp / f"out{i}").write_text(
                    _subst(Path(p).read_text(encoding="utf-8", errors="surrogateescape"), paths),
                    encoding="utf-8", errors="surrogateescape")
        (tmp / "meta.json").write_text(json.dumps({
            "returncode": proc.returncode, "stdout": _subst(proc.stdout, paths), "stderr": _subst(proc.stderr, paths),
        }), encoding="utf-8")
        try:
            os.replace(tmp, entry)
        except OSError:  # another worker stored it first
            shutil.rmtree(tmp, ignore_errors=True)
    except OSError:
        pass  # a read-only or full cache never fails a build
    return proc


def latest_ptxas() -> list[str]:
    """The ptxas binaries of `install-ptxas-latest` (ptxas-check uses the newest for .version > 9.0)."""
    home = Path(os.environ.get("PTX_TOOLS_HOME", Path.home() / ".cache" / "ptx-tools"))
    return [str(p) for p in sorted(home.glob("cuda-*/lib/python3*/site-packages/nvidia/cu*/bin/ptxas"))]
