"""Inline PTX over real C++ trees: how many asm statements, how many checked, how many errors.

Usage: python benchmarks/inline_corpus.py [--target sm_XX] [--show N] DIR_OR_FILE...

Defaults to the CUDA toolkit headers (`$CUDA_HOME/targets/*/include`, or next to `nvcc`) and, when
a snapshot is present, CUTLASS's `include/cute/arch` and `include/cutlass/arch` (`$CUTLASS_DIR`).
Prints one JSON object: files with an asm statement, statements, statements with a fragment
(the rest are built by macros and skipped), errors/warnings, the time, and the first errors.
Acceptance (issue 13): zero errors on the toolkit headers and on CUTLASS arch headers.
`--ptxas` also hands every statement we report an error on to ptxas (the synthetic module nvcc
would produce, for sm_90a then sm_100a) and counts how many ptxas rejects too.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "server"))

from ptx_lsp.analysis.check import LineMap  # noqa: E402
from ptx_lsp.analysis.inline import CppSnapshot, context_for, statement_issues, synthesize  # noqa: E402
from ptx_lsp.analysis.settings import DEFAULT_SETTINGS, InlineSettings  # noqa: E402
from ptx_lsp.syntax.fragments import is_cpp_path  # noqa: E402

HEADER_SUFFIXES = (".h", ".hpp", ".cuh", ".inl", ".cu", "")


def toolkit_include_dirs() -> list[Path]:
    """The CUDA toolkit's include folders (targets/*/include holds cccl too)."""
    homes = [os.environ.get("CUDA_HOME"), "/usr/local/cuda"]
    nvcc = shutil.which("nvcc")
    if nvcc:
        homes.append(str(Path(nvcc).resolve().parents[1]))
    for home in homes:
        if home and Path(home, "targets").is_dir():
            return sorted(Path(home, "targets").glob("*/include"))
    return []


def cutlass_dirs() -> list[Path]:
    root = os.environ.get("CUTLASS_DIR")
    if not root:
        return []
    return [p for p in (Path(root, "include/cute/arch"), Path(root, "include/cutlass/arch")) if p.is_dir()]


def files_with_asm(paths: list[Path]) -> list[Path]:
    out = []
    for base in paths:
        candidates = [base] if base.is_file() else sorted(p for p in base.rglob("*") if p.is_file())
        for path in candidates:
            if path.suffix not in HEADER_SUFFIXES and not is_cpp_path(str(path)):
                continue
            try:
                data = path.read_bytes()
            except OSError:
                continue
            if b"asm" in data:
                out.append(path)
    return out


def ptxas_rejects(text: bytes) -> bool | None:
    """ptxas's verdict on a synthetic module (None when ptxas is missing or the target unsupported)."""
    ptxas = shutil.which("ptxas")
    if ptxas is None:
        return None
    with tempfile.TemporaryDirectory() as tmp:
        for target in ("sm_90a", "sm_100a"):
            path = Path(tmp, "s.ptx")
            path.write_bytes(text.replace(b".address_size 64", f".target {target}\n.address_size 64".encode(), 1))
            done = subprocess.run([ptxas, f"-arch={target}", "-o", str(Path(tmp, "s.cubin")), str(path)],
                                  capture_output=True, text=True, timeout=120)
            if done.returncode == 0:
                return False
            if "not supported on .target" not in done.stderr and "requires .target" not in done.stderr:
                return True
    return True


def run(paths: list[Path], target: str | None, show: int, ptxas: bool = False) -> dict:
    settings = DEFAULT_SETTINGS
    if target:
        settings = settings.__class__(**{**settings.__dict__, "inline": InlineSettings(target=target)})
    started = time.perf_counter()
    result = {"files": 0, "statements": 0, "checked": 0, "errors": 0, "warnings": 0, "first_errors": []}
    for path in files_with_asm(paths):
        data = path.read_bytes()
        doc = CppSnapshot(path.as_uri(), None, data, settings)
        if not doc.statements:
            continue
        result["files"] += 1
        result["statements"] += len(doc.statements)
        result["checked"] += sum(1 for s in doc.statements if s.fragment is not None)
        lines = LineMap(data)
        if ptxas:
            ctx = context_for(doc.settings, None, doc.uri)
            for stmt in doc.statements:
                if stmt.fragment is None:
                    continue
                if any(i.severity == "error" for i in statement_issues(stmt, ctx, doc.settings)):
                    verdict = ptxas_rejects(synthesize(stmt, ctx.version, None).text)
                    key = {True: "ptxas_rejects_too", False: "ptxas_accepts", None: "ptxas_unknown"}[verdict]
                    result[key] = result.get(key, 0) + 1
                    if verdict is False:
                        result.setdefault("ptxas_accepts_at", []).append(f"{path}:{lines.position(stmt.start)[0]}")
        for issue in doc.issues:
            if issue.severity == "error":
                result["errors"] += 1
                if len(result["first_errors"]) < show:
                    line, col = lines.position(issue.start)
                    result["first_errors"].append(f"{path}:{line}:{col}: [{issue.code}] {issue.message}")
            elif issue.severity == "warning":
                result["warnings"] += 1
    result["seconds"] = round(time.perf_counter() - started, 2)
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", type=Path)
    parser.add_argument("--target")
    parser.add_argument("--show", type=int, default=20)
    parser.add_argument("--ptxas", action="store_true", help="ask ptxas about every statement with an error")
    options = parser.parse_args()
    groups = {"args": options.paths} if options.paths else {"toolkit": toolkit_include_dirs(),
                                                             "cutlass": cutlass_dirs()}
    report = {name: run(paths, options.target, options.show, options.ptxas) for name, paths in groups.items() if paths}
    print(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
