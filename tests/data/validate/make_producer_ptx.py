"""Build PTX from producers the nvcc 13.0 set does not cover, at test time.

**Every file ptxas accepts is valid PTX from a real producer**: the validator must report zero
errors on it. Producers (each skipped when its tool is absent):

- `nvcc13.5`: the nvcc of the CUDA 13.5 wheels installed by `../shared/tools/install-ptxas-latest`
  (`~/.cache/ptx-tools/cuda-*/…/nvidia/cu13/bin/nvcc`), on the CUDA sources of the nvcc set, for
  sm_100a (and sm_120a, sm_90a `-G` for our own sources);
- `nvrtc13.5`: `libnvrtc.so.13` of the same wheels through its C API (ctypes), on
  `producers/nvrtc_kernels.cu` (device-only: cooperative groups, `cuda::atomic_ref`, `cuda::ptx`);
- `cccl-nvcc13.0` / `cccl-nvcc13.5`: every `cuda::ptx` wrapper of the toolkit's CCCL headers,
  instantiated by `make_cccl_ptx.py`, for sm_90a/sm_100a/sm_100f/sm_120a (13.5) and sm_100a (13.0);
- `numba`: `numba.cuda.compile_ptx` (no GPU needed) in a private venv
  (`~/.cache/ptx-tools/numba-venv`, `pip install numba-cuda`; NVVM from the 13.5 wheels), on
  `producers/numba_kernels.py`, for compute capability 7.5/8.0/9.0/10.0/12.0;
- `clang`: clang's CUDA front end (Debian `clang-14`, or a newer `clang-NN` on PATH) without the
  CUDA headers, on `producers/clang_kernels.cu`, for sm_75/80/86;
- `triton3.9`: Triton's PTX for `producers/triton_kernels.py` at compute capability 8.0/9.0/10.0/12.0,
  recorded (gzipped in `producers/triton/`; Triton is a 1 GB install, its docstring says how to
  regenerate) — only the producing step is recorded, ptxas still judges each file at test time.

`python tests/data/validate/make_producer_ptx.py [--out DIR] [--only PRODUCER...]` writes the
set and prints, per producer, files / lines / accepted by ptxas / our errors on accepted files.
"""

from __future__ import annotations

import argparse
import ctypes
import glob
import gzip
import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import build_cache  # noqa: E402  (beside this file)

sys.path.insert(0, str(HERE.parents[1]))
from ptx_test_support import newest_ptxas  # noqa: E402  (tests/, also when run as a script)

PRODUCERS = HERE / "producers"
SHARED = Path(os.environ.get("PTX_LSP_SHARED", HERE.parents[3] / "shared"))
PTXAS_CHECK = SHARED / "tools" / "ptxas-check"
TOOLS_HOME = Path(os.environ.get("PTX_TOOLS_HOME", Path.home() / ".cache" / "ptx-tools"))
CCCL_ARCHS = ["sm_90a", "sm_100a", "sm_100f", "sm_120a"]  # sm_100f: family target (issue 12)


class Unavailable(Exception):
    """The producer's tool is not installed here."""


def wheel_dir() -> Path | None:
    """`nvidia/cu13` of the newest CUDA wheels, installed by install-ptxas-latest when missing."""
    newest_ptxas()  # installs them once (under a lock); a no-op when they are there or offline
    found = sorted(glob.glob(str(TOOLS_HOME / "cuda-*" / "lib" / "python3*" / "site-packages" / "nvidia" / "cu*")))
    found = [f for f in found if (Path(f) / "bin" / "nvcc").is_file()]
    return Path(found[-1]) if found else None


def toolkit_include() -> Path | None:
    """The include directory of the toolkit on PATH, which holds CCCL (`cccl/cuda/ptx`)."""
    nvcc = shutil.which("nvcc")
    if nvcc is None:
        return None
    candidates = [Path(nvcc).resolve().parent.parent / "include"]
    candidates += [Path(os.environ[v]) / "include" for v in ("CUDA_HOME", "CUDA_PATH") if v in os.environ]
    candidates.append(Path("/usr/local/cuda/include"))
    return next((inc for inc in candidates if (inc / "cccl" / "cuda" / "ptx").is_file()), None)


def cuda_sources() -> list[Path]:
    own = sorted((HERE / "cu").glob("*.cu"))
    shared = [p for p in (SHARED / "corpus" / "cuda" / "basics.cu", SHARED / "corpus" / "cuda" / "tensor.cu")
              if p.is_file()]
    return own + shared


@dataclass(frozen=True)
class Job:
    producer: str
    name: str  # output file name (.ptx), or a stem for several outputs
    build: Callable[[Path], list[Path]]  # writes into a directory, returns the PTX files

    @property
    def id(self) -> str:
        return f"{self.producer}:{self.name}"


# --- producers ---------------------------------------------------------------------------------


def nvcc_job(nvcc_of: Callable[[], str], src: Path, arch: str, flags: tuple[str, ...], producer: str) -> Job:
    name = f"{src.stem}_{arch}{''.join(f.strip('-').split('=')[0] for f in flags)}"

    def build(out: Path) -> list[Path]:
        nvcc = nvcc_of()
        extra = ["-rdc=true"] if src.stem == "dynpar" else []
        dest = out / f"{name}.ptx"
        inc = toolkit_include()
        incs = [f"-I{inc / 'cccl'}"] if inc and producer != "nvcc13.0" else []
        p = build_cache.run([nvcc, "-ptx", f"-arch={arch}", "-std=c++17", *flags, *extra, *incs, str(src), "-o",
                             str(dest)], inputs=[src], outputs=[dest], tools=[nvcc])
        if p.returncode != 0:
            raise RuntimeError(f"nvcc failed on {name}: {p.stderr[-600:]}")
        return [dest]

    return Job(producer, name, build)


def nvcc135() -> str:
    w = wheel_dir()
    if w is None:
        raise Unavailable("nvcc 13.5 is not installed (../shared/tools/install-ptxas-latest)")
    return str(w / "bin" / "nvcc")


def nvcc130() -> str:
    nvcc = shutil.which("nvcc")
    if nvcc is None:
        raise Unavailable("nvcc is not on PATH")
    return nvcc


def nvrtc_compile(source: str, name: str, options: list[str]) -> str:
    """PTX from NVRTC 13.5's C API (nvrtcCreateProgram / Compile / GetPTX) through ctypes."""
    w = wheel_dir()
    lib_path = w / "lib" / "libnvrtc.so.13" if w else None
    if lib_path is None or not lib_path.is_file():
        raise Unavailable("libnvrtc.so.13 (CUDA 13.5 wheels) is not installed")
    lib = ctypes.CDLL(str(lib_path))
    prog = ctypes.c_void_p()
    if lib.nvrtcCreateProgram(ctypes.byref(prog), source.encode(), name.encode(), 0, None, None) != 0:
        raise RuntimeError("nvrtcCreateProgram failed")
    try:
        opts = [o.encode() for o in options]
        rc = lib.nvrtcCompileProgram(prog, len(opts), (ctypes.c_char_p * len(opts))(*opts))
        size = ctypes.c_size_t()
        if rc != 0:
            lib.nvrtcGetProgramLogSize(prog, ctypes.byref(size))
            log = ctypes.create_string_buffer(size.value)
            lib.nvrtcGetProgramLog(prog, log)
            raise RuntimeError(f"NVRTC failed ({rc}): {log.value.decode(errors='replace')[-800:]}")
        lib.nvrtcGetPTXSize(prog, ctypes.byref(size))
        buf = ctypes.create_string_buffer(size.value)
        lib.nvrtcGetPTX(prog, buf)
        return buf.value.decode()
    finally:
        lib.nvrtcDestroyProgram(ctypes.byref(prog))


def nvrtc_job(arch: str, extra: tuple[str, ...] = ()) -> Job:
    name = f"nvrtc_kernels_{arch}{''.join(e.strip('-').split('=')[0] for e in extra)}"

    def build(out: Path) -> list[Path]:
        w = wheel_dir()
        inc = toolkit_include()
        if w is None or inc is None:
            raise Unavailable("NVRTC 13.5 or the toolkit's CCCL headers are not installed")
        opts = [f"-arch={arch}", "-std=c++17", f"-I{inc / 'cccl'}", f"-I{w / 'include'}", "-default-device", *extra]
        ptx = nvrtc_compile((PRODUCERS / "nvrtc_kernels.cu").read_text(), "nvrtc_kernels.cu", opts)
        dest = out / f"{name}.ptx"
        dest.write_text(ptx)
        return [dest]

    return Job("nvrtc13.5", name, build)


def cccl_job(producer: str, nvcc_of: Callable[[], str], arch: str) -> Job:
    name = f"cccl_ptx_{arch}"

    def build(out: Path) -> list[Path]:
        nvcc = nvcc_of()
        inc = toolkit_include()
        if inc is None:
            raise Unavailable("the toolkit's CCCL headers (include/cccl/cuda/ptx) are not installed")
        sys.path.insert(0, str(HERE))
        import make_cccl_ptx

        dest = out / f"{name}.ptx"
        kept, err = make_cccl_ptx.compile_ptx(nvcc, inc, arch, dest)
        if not kept:
            raise RuntimeError(f"nvcc could not compile the cuda::ptx instantiations: {err}")
        return [dest]

    return Job(producer, name, build)


def numba_python() -> str:
    py = os.environ.get("PTX_NUMBA_PYTHON") or str(TOOLS_HOME / "numba-venv" / "bin" / "python")
    if not Path(py).is_file():
        raise Unavailable("numba-cuda venv not found (python -m venv ~/.cache/ptx-tools/numba-venv && "
                          "~/.cache/ptx-tools/numba-venv/bin/pip install numba-cuda)")
    return py


def numba_job(cc: tuple[int, int]) -> Job:
    name = f"numba_cc{cc[0]}{cc[1]}"

    def build(out: Path) -> list[Path]:
        py = numba_python()
        env = dict(os.environ)
        w = wheel_dir()
        if w is not None:  # NVRTC/NVVM of the 13.5 wheels (the 13.0 toolkit here has no NVRTC)
            env["LD_LIBRARY_PATH"] = f"{w / 'lib'}:{w / 'nvvm' / 'lib64'}:" + env.get("LD_LIBRARY_PATH", "")
            env["CUDA_HOME"] = str(w)
        p = subprocess.run([py, str(PRODUCERS / "numba_kernels.py"), str(cc[0]), str(cc[1])], capture_output=True,
                           text=True, env=env)
        if p.returncode != 0:
            raise RuntimeError(f"numba failed: {p.stderr[-800:]}")
        files = []
        for kernel, ptx in json.loads(p.stdout).items():
            dest = out / f"{name}_{kernel}.ptx"
            dest.write_text(ptx)
            files.append(dest)
        return files

    return Job("numba", name, build)


def clang_binary() -> str:
    for n in [f"clang-{v}" for v in range(30, 13, -1)] + ["clang"]:
        path = shutil.which(n)
        if path:
            return path
    raise Unavailable("no clang on PATH (apt-get install clang-14)")


def clang_job(arch: str, opt: str) -> Job:
    name = f"clang_kernels_{arch}_{opt.strip('-')}"

    def build(out: Path) -> list[Path]:
        clang = clang_binary()
        dest = out / f"{name}.ptx"
        # without the CUDA headers clang assumes no PTX ISA: ask for 7.5 (clang 14's newest), which
        # the sync warp builtins need
        src = PRODUCERS / "clang_kernels.cu"
        p = build_cache.run([clang, "-x", "cuda", "-nocudainc", "-nocudalib", "--cuda-device-only",
                             f"--cuda-gpu-arch={arch}", "-Xclang", "-target-feature", "-Xclang", "+ptx75", "-S", opt,
                             str(src), "-o", str(dest)], inputs=[src], outputs=[dest], tools=[clang])
        if p.returncode != 0:
            raise RuntimeError(f"clang failed on {name}: {p.stderr[-600:]}")
        return [dest]

    return Job("clang", name, build)


def triton_job(cc: int) -> Job:
    def build(out: Path) -> list[Path]:
        files = []
        for gz in sorted((PRODUCERS / "triton").glob(f"*_sm{cc}.ptx.gz")):
            dest = out / gz.name[:-3]
            dest.write_bytes(gzip.decompress(gz.read_bytes()))
            files.append(dest)
        return files

    return Job("triton3.9", f"triton_sm{cc}", build)


def jobs() -> list[Job]:
    """Every source for sm_100a; the own sources also for sm_120a and sm_90a with -G (13.5); the
    cuda::ptx instantiations for the three architecture-specific targets with 13.5, sm_100a with 13.0."""
    out: list[Job] = []
    for src in cuda_sources():
        out.append(nvcc_job(nvcc135, src, "sm_100a", (), "nvcc13.5"))
        if src.parent.name == "cu":
            out.append(nvcc_job(nvcc135, src, "sm_120a", (), "nvcc13.5"))
            if src.stem != "ptxapi":  # nvcc 13.5 -G fails on it itself ("unsupported operation" in sm_61 intrinsics)
                out.append(nvcc_job(nvcc135, src, "sm_90a", ("-G",), "nvcc13.5"))
    for arch in ("sm_80", "sm_90a", "sm_100a", "sm_120a"):
        out.append(nvrtc_job(arch))
    out.append(nvrtc_job("sm_90a", ("-G",)))
    for arch in CCCL_ARCHS:
        out.append(cccl_job("cccl-nvcc13.5", nvcc135, arch))
    out.append(cccl_job("cccl-nvcc13.0", nvcc130, "sm_100a"))
    for cc in ((7, 5), (8, 0), (9, 0), (10, 0), (12, 0)):
        out.append(numba_job(cc))
    for arch in ("sm_75", "sm_80", "sm_86"):  # ptxas 13 has no sm_70
        for opt in ("-O0", "-O2"):
            out.append(clang_job(arch, opt))
    for cc in (80, 90, 100, 120):
        out.append(triton_job(cc))
    return out


def ptxas_verdict(path: Path) -> tuple[bool, str]:
    """(accepted, ptxas output) from ../shared/tools/ptxas-check (13.5 for .version > 9.0)."""
    if not PTXAS_CHECK.is_file():
        raise Unavailable("../shared/tools/ptxas-check is absent")
    if _newer_than_ptxas_on_path(path) and newest_ptxas() is None:
        raise Unavailable("ptxas 13.5 (../shared/tools/install-ptxas-latest) is needed for .version > 9.0")
    p = build_cache.run([sys.executable, str(PTXAS_CHECK), str(path)], inputs=[path], outputs=[],
                        tools=[PTXAS_CHECK, "ptxas", *build_cache.latest_ptxas()],
                        cacheable=lambda c: c.returncode in (0, 1))
    if p.returncode == 2:
        raise Unavailable("ptxas is not installed")
    return p.returncode == 0, p.stdout.strip()


def _newer_than_ptxas_on_path(path: Path) -> bool:
    """The file's `.version` is newer than 9.0, the newest the CUDA 13.0 ptxas on PATH knows."""
    m = re.search(rb"^\s*\.version\s+(\d+)\.(\d+)", path.read_bytes(), re.M)
    return bool(m) and (int(m.group(1)), int(m.group(2))) > (9, 0)


def main() -> int:
    sys.path.insert(0, str(HERE.parents[2] / "server"))
    from ptx_lsp.analysis.diagnostics import FunctionCache, validate_source

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=Path("producer-ptx"))
    ap.add_argument("--only", nargs="*", help="producers to build")
    a = ap.parse_args()
    a.out.mkdir(parents=True, exist_ok=True)
    table: dict[str, list[int]] = {}
    for job in jobs():
        if a.only and job.producer not in a.only:
            continue
        row = table.setdefault(job.producer, [0, 0, 0, 0, 0])  # files lines accepted errors skipped-jobs
        try:
            files = job.build(a.out)
        except Unavailable as exc:
            row[4] += 1
            print(f"skip {job.id}: {exc}")
            continue
        except RuntimeError as exc:
            print(f"FAIL {job.id}: {exc}")
            continue
        for f in files:
            data = f.read_bytes()
            ok, why = ptxas_verdict(f)
            row[0] += 1
            row[1] += data.count(b"\n")
            errors = [i for i in validate_source(data, cache=FunctionCache()) if i.severity == "error"]
            if ok:
                row[2] += 1
                row[3] += len(errors)
            print(f"{'ok ' if ok else 'REJ'} {f.name}: {len(errors)} errors" + ("" if ok else f"  ({why[:200]})"))
            for i in errors[:5]:
                line = data.count(b"\n", 0, i.start) + 1
                print(f"    {f.name}:{line}: {i.code} {i.message}")
    print("| producer | files | lines | accepted by ptxas | our errors on accepted files |")
    print("|---|---:|---:|---:|---:|")
    for producer, (files, lines, accepted, errors, skipped) in table.items():
        print(f"| {producer} | {files} | {lines:,} | {accepted} | {errors} |" + (f" ({skipped} jobs skipped)"
                                                                               if skipped else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
