"""Finding NVIDIA's tools (ptxas, nvdisasm, cuobjdump) and deciding whether the server may run them.

**The server only runs an executable that is absolute, exists, is a regular executable file, is
named as the tool it stands for (`ptxas`, `nvdisasm`, `cuobjdump`, `.exe` on Windows), and is not
inside a workspace folder unless the client said the workspace is trusted.** A relative path in a
setting is refused, never resolved against the working directory (which is often the workspace).
**A refusal is a `ToolProblem` with a readable reason; nothing here raises anything else.**

Where a tool is looked for, in order: the configured path (a setting), `PATH` (absolute entries
only: an empty or relative entry would search the working directory), the NVIDIA wheels installed
next to the server (`nvidia-cuda-nvcc`, `nvidia-cuda-nvdisasm`, `nvidia-cuda-cuobjdump` put their
binaries in `site-packages/nvidia/cu13/bin` or `nvidia/cuda_nvcc/bin`), then `$CUDA_HOME/bin`,
`$CUDA_PATH/bin` and `/usr/local/cuda/bin`. Every candidate goes through the same policy.
"""

from __future__ import annotations

import os
import stat
import sys
import sysconfig
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

TOOLS = ("ptxas", "nvdisasm", "cuobjdump")
_EXE = ".exe" if sys.platform == "win32" else ""


class ToolProblem(Exception):
    """A tool could not be found or was refused; the message says which and why."""


@dataclass(frozen=True)
class TrustPolicy:
    """What the client told us about the workspace: its folders and whether it is trusted.

    `trusted=False` (the default) means executables inside `roots` are never run, whatever the
    settings say: a repository's own `.vscode/settings.json` cannot make the server run its code.
    """

    roots: tuple[str, ...] = ()
    trusted: bool = False

    def refusal(self, path: str, tool: str) -> str | None:
        """Why `path` may not be run as `tool`, or None when it may."""
        if not path:
            return f"no {tool} path"
        if not os.path.isabs(path):
            return f"{path!r} is not an absolute path (relative tool paths are never resolved)"
        name = os.path.basename(path)
        if name not in (tool, tool + _EXE) and not (sys.platform == "win32" and name.lower() == tool + ".exe"):
            return f"{path!r} is not named {tool}"
        try:
            info = os.stat(path)
        except OSError:
            return f"{path!r} does not exist"
        if not stat.S_ISREG(info.st_mode) or not os.access(path, os.X_OK):
            return f"{path!r} is not an executable file"
        if not self.trusted:
            for candidate in {os.path.normpath(path), os.path.realpath(path)}:
                for root in self.roots:
                    if _inside(candidate, root):
                        return (f"{path!r} is inside the workspace {root!r}, which the client has not marked "
                                "trusted")
        return None


def _inside(path: str, root: str) -> bool:
    for base in {os.path.normpath(root), os.path.realpath(root)}:
        try:
            if os.path.commonpath([path, base]) == base:
                return True
        except ValueError:  # different drives on Windows
            continue
    return False


def wheel_bin_dirs() -> list[str]:
    """`bin` folders of NVIDIA's CUDA wheels installed in the server's own Python environment."""
    sites: list[str] = []
    for key in ("purelib", "platlib"):
        path = sysconfig.get_paths().get(key)
        if path and path not in sites:
            sites.append(path)
    out = []
    for site in sites:
        for sub in ("nvidia/cu13/bin", "nvidia/cuda_nvcc/bin", "nvidia/cuda_nvdisasm/bin",
                    "nvidia/cuda_cuobjdump/bin", "nvidia/cu12/bin"):
            folder = os.path.join(site, *sub.split("/"))
            if os.path.isdir(folder):
                out.append(folder)
    return out


def search_dirs(environ: dict[str, str] | None = None) -> list[str]:
    """Folders searched when no path is configured: absolute PATH entries, wheels, CUDA_HOME…"""
    env = os.environ if environ is None else environ
    dirs = [d for d in env.get("PATH", "").split(os.pathsep) if d and os.path.isabs(d)]
    dirs += wheel_bin_dirs()
    for var in ("CUDA_HOME", "CUDA_PATH"):
        home = env.get(var, "")
        if home and os.path.isabs(home):
            dirs.append(os.path.join(home, "bin"))
    if sys.platform != "win32":
        dirs.append("/usr/local/cuda/bin")
    seen: list[str] = []
    for d in dirs:
        if d not in seen:
            seen.append(d)
    return seen


@dataclass(frozen=True)
class Found:
    """A tool the policy allows: its absolute path and where it was found (for the log)."""

    tool: str
    path: str
    origin: str  # "setting", "PATH", "wheel", "CUDA_HOME"...


def find_tool(tool: str, configured: str, policy: TrustPolicy,
              dirs: Iterable[str] | None = None) -> Found:
    """The executable to run for `tool`, or `ToolProblem` saying why there is none.

    A configured path is used as is (after `~` expansion) or refused with its reason; an empty
    setting searches `dirs` (default `search_dirs()`) and skips candidates the policy refuses,
    remembering the first refusal so a missing tool and a refused one read differently.
    """
    if tool not in TOOLS:
        raise ToolProblem(f"{tool!r} is not a tool ptx-lsp runs")
    if configured:
        path = os.path.expanduser(configured)
        if os.path.isabs(path) and not os.path.exists(path):
            raise ToolProblem(f"{tool} not found at {path!r} (the configured path)")
        reason = policy.refusal(path, tool)
        if reason is not None:
            raise ToolProblem(f"{tool} refused: {reason}")
        return Found(tool, path, "setting")
    refused: str | None = None
    wheel = set(wheel_bin_dirs())
    for folder in search_dirs() if dirs is None else dirs:
        path = os.path.join(folder, tool + _EXE)
        if not os.path.exists(path):
            continue
        reason = policy.refusal(path, tool)
        if reason is None:
            return Found(tool, path, "wheel" if folder in wheel else "PATH")
        refused = refused or reason
    if refused:
        raise ToolProblem(f"{tool} found but refused: {refused}")
    raise ToolProblem(f"{tool} not found on PATH, in the NVIDIA CUDA wheels or in CUDA_HOME")


def first_tool(tools: Sequence[tuple[str, str]], policy: TrustPolicy) -> Found:
    """The first of several (tool, configured path) pairs that can be run (nvdisasm, then cuobjdump)."""
    problems = []
    for tool, configured in tools:
        try:
            return find_tool(tool, configured, policy)
        except ToolProblem as problem:
            problems.append(str(problem))
    raise ToolProblem("; ".join(problems))
