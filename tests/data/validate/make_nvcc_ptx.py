"""Build the nvcc acceptance set: every CUDA source here for several targets and options.

**A file ptxas accepts is valid PTX straight from nvcc**: the validator must report zero errors
on it. The set is generated, not committed (it is megabytes of compiler output):
`tests/analysis/test_validate_corpus.py` compiles each job at test time, and
`python tests/data/validate/make_nvcc_ptx.py [--jobs N] [--out DIR]` writes the whole set.
"""

from __future__ import annotations

import argparse
import shutil
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import build_cache  # noqa: E402  (beside this file)

SHARED_CUDA = HERE.parents[3] / "shared" / "corpus" / "cuda"
PTXAS_CHECK = HERE.parents[3] / "shared" / "tools" / "ptxas-check"
ARCHS = ["sm_75", "sm_80", "sm_86", "sm_89", "sm_90", "sm_90a", "sm_100a", "sm_120"]
OPTIONS = {"": [], "G": ["-G"], "lineinfo": ["-lineinfo"], "rdc": ["-rdc=true"], "fastmath": ["--use_fast_math"]}
OPTION_ARCHS = ["sm_80", "sm_90"]
NEEDS_RDC = {"dynpar"}
# tensor.cu holds wgmma/setmaxnreg inline asm: nvcc itself refuses it for targets without those
# instructions (plain sm_90 and sm_120 need the arch-specific sm_90a), so there is no PTX to check.
NVCC_REFUSES = {("tensor", "sm_90"), ("tensor", "sm_120")}


def sources() -> list[Path]:
    own = sorted((HERE / "cu").glob("*.cu"))
    shared = [p for p in (SHARED_CUDA / "basics.cu", SHARED_CUDA / "tensor.cu") if p.is_file()]
    return own + shared


def jobs() -> list[tuple[Path, str, str]]:
    out = []
    for src in sources():
        for arch in ARCHS:
            out.append((src, arch, ""))
        for arch in OPTION_ARCHS:
            for opt in OPTIONS:
                if opt:
                    out.append((src, arch, opt))
    return [job for job in out if (job[0].stem, job[1]) not in NVCC_REFUSES]


def compile_one(src: Path, arch: str, opt: str, outdir: Path, keep_rejected: bool = False) -> tuple[str, bool, str]:
    """Compile one job into `outdir`: (file name, accepted by nvcc and ptxas, why not)."""
    flags = list(OPTIONS[opt])
    if src.stem in NEEDS_RDC and "-rdc=true" not in flags:
        flags.append("-rdc=true")
    name = f"{src.stem}_{arch}{'_' + opt if opt else ''}.ptx"
    dest = outdir / name
    cmd = ["nvcc", "-ptx", f"-arch={arch}", "-std=c++17", *flags, str(src), "-o", str(dest)]
    p = build_cache.run(cmd, inputs=[src], outputs=[dest], tools=["nvcc"])
    if p.returncode != 0:
        dest.unlink(missing_ok=True)
        return name, False, p.stderr.strip()[-400:]
    # nvcc -ptx does not assemble: keep only what ptxas accepts (inline asm may not fit the target)
    if PTXAS_CHECK.is_file() and shutil.which("ptxas"):
        check = build_cache.run([sys.executable, str(PTXAS_CHECK), str(dest)], inputs=[dest], outputs=[],
                                tools=[PTXAS_CHECK, "ptxas", *build_cache.latest_ptxas()],
                                cacheable=lambda c: c.returncode in (0, 1))
        if check.returncode != 0:
            if not keep_rejected:
                dest.unlink(missing_ok=True)
            return name, False, "ptxas rejects it: " + check.stdout.strip()
    return name, True, ""


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", type=Path, default=Path("nvcc-ptx"))
    a = ap.parse_args()
    if not shutil.which("nvcc"):
        print("nvcc not found", file=sys.stderr)
        return 2
    a.out.mkdir(parents=True, exist_ok=True)
    with ThreadPoolExecutor(a.jobs) as pool:
        results = list(pool.map(lambda j: compile_one(*j, a.out), jobs()))
    for name, ok, err in results:
        print(f"{'ok ' if ok else 'ERR'} {name}" + ("" if ok else f"\n    {err}"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
