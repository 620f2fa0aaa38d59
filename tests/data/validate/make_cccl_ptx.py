"""Instantiate every `cuda::ptx` wrapper of the toolkit's CCCL headers into one CUDA source.

**The wrappers are read from the headers, not listed here:** each generated header
(`cuda/__ptx/instructions/generated/*.h`) documents every overload in a comment block (the PTX
template, the modifier sets, the C++ signature). This module turns each block into calls — one
per member of each tag parameter's set (`.kind`, `.scope`, `.sem`, `.space`, `.op`, `.cta_group`)
and per concrete type for type parameters — each in its own `__global__` function, with results
stored so the compiler keeps them. Calls nvcc cannot compile (a static_assert on a combination
the comment does not exclude) are dropped by line and the file recompiled.
"""

from __future__ import annotations

import itertools
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import build_cache  # noqa: E402  (beside this file)

TYPE_PARAM = {"B8": "int8_t", "B16": "int16_t", "B32": "int32_t", "B64": "int64_t", "B128": "longlong2"}
ANY_TYPES = ["int32_t", "uint32_t", "int64_t", "uint64_t", "float", "double", "__half", "__nv_bfloat16"]
SCALARS = {"uint8_t", "int8_t", "uint16_t", "int16_t", "uint32_t", "int32_t", "uint64_t", "int64_t", "bool",
           "float", "double", "__half", "__nv_bfloat16", "longlong2"}
BLOCK = re.compile(r"/\*\n(// .*?)\*/", re.S)


def header_dir(include: Path) -> Path:
    return include / "cccl" / "cuda" / "__ptx" / "instructions" / "generated"


def tag_value(group: str, member: str) -> str:
    """`cuda::ptx` constant for a modifier: .kind::f16 -> kind_f16, .cluster (scope) -> scope_cluster."""
    m = member.lstrip(".")
    if group == "space":
        return {"shared::cta": "space_shared", "shared": "space_shared", "shared::cluster": "space_cluster",
                "global": "space_global", "cluster": "space_cluster"}.get(m, "space_" + m)
    if group == "op" and m in ("and", "or", "xor"):
        return f"op_{m}_op"
    if m.startswith(group + "::"):
        return group + "_" + m.split("::", 1)[1].replace("::", "_")
    return group + "_" + m.replace("::", "_")


def split_params(text: str) -> list[str]:
    out, depth, cur = [], 0, ""
    for ch in text:
        if ch in "<([":
            depth += 1
        elif ch in ">)]":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def calls_for(block: str) -> list[str]:
    """C++ statements calling one documented overload, one per combination of its tag values and
    of concrete types for its free type parameter (`typename Type`)."""
    sets = {m.group(1): re.findall(r"\.[\w:]+", m.group(2))
            for m in re.finditer(r"^// \.(\w+)\s*=\s*\{(.*?)\}", block, re.M)}
    code = "\n".join(line for line in block.splitlines() if not line.startswith("//"))
    sig = re.search(r"template\s*<(.*?)>\s*__device__ static inline (.+?)\s+(\w+)\((.*?)\);", code, re.S)
    if sig is None:
        sig = re.search(r"()__device__ static inline (.+?)\s+(\w+)\((.*?)\);", code, re.S)
        if sig is None:
            return []
    tparams, ret, name = sig.group(1), sig.group(2).strip(), sig.group(3)
    free = [t for t in re.findall(r"typename (\w+)", tparams) if t not in TYPE_PARAM]
    out = []
    for concrete in ANY_TYPES if free else [None]:
        types = dict(TYPE_PARAM)
        if free:
            types.update({t: concrete for t in free})
        options = param_options(split_params(sig.group(4)), sets, types)
        if options is None:
            return []
        for combo in itertools.islice(itertools.product(*options), 64):
            decls = "".join(d for _a, d in combo if d)
            args = ", ".join(a for a, _d in combo)
            call = f"cuda::ptx::{name}({args})"
            keep = "" if ret == "void" else f"keep({call}, out);"
            stores = "".join(f"keep_all({a}, out);" for a, d in combo if d)
            out.append(decls + (keep or f"{call};") + stores)
    return out


def param_options(params: list[str], sets: dict[str, list[str]], types: dict[str, str]):
    """Per parameter, the (argument, declaration) choices; None when a parameter is not understood."""
    options: list[list[tuple[str, str]]] = []
    for p in params:
        p = re.sub(r"\s+", " ", p)
        tag = re.fullmatch(r"cuda::ptx::(\w+)_t<(\w+)>(?: \w+)?", p)
        if tag and tag.group(1) != "n32":
            members = sets.get(tag.group(1)) or []
            if not members:
                return None
            options.append([(f"cuda::ptx::{tag_value(tag.group(1), m)}", "") for m in members])
            continue
        if tag:  # n32_t<N32>: an immediate; proxy fence sizes are 128, the others take 0
            options.append([(f"cuda::ptx::n32_t<{128 if 'size' in p else 0}>()", "")])
            continue
        fixed = re.fullmatch(r"cuda::ptx::(\w+)_t(?: \w+)?", p)
        if fixed:
            options.append([(f"cuda::ptx::{fixed.group(1)}", "")])
            continue
        arr = re.fullmatch(r"(const )?(\w+) \(&(\w+)\)\[(\d+)\]", p)
        if arr:
            ctype = types.get(arr.group(2), arr.group(2))
            var = f"{arr.group(3)}_{arr.group(4)}"
            options.append([(var, f"{ctype} {var}[{arr.group(4)}] = {{}};")])
            continue
        ptr = re.fullmatch(r"(const )?(\w+)\s*\*(?: \w+)?", p)
        if ptr:
            options.append([(f"({types.get(ptr.group(2), ptr.group(2))}*)p", "")])
            continue
        val = re.fullmatch(r"(const )?(\w+)(&)?(?: \w+)?", p)
        if val and types.get(val.group(2), val.group(2)) in SCALARS:
            options.append([(f"v_{types.get(val.group(2), val.group(2))}", "")])
            continue
        return None
    return options


def kernels_of(include: Path) -> list[str]:
    kernels = []
    for path in sorted(header_dir(include).glob("*.h")):
        for m in BLOCK.finditer(path.read_text(encoding="utf-8", errors="replace")):
            kernels += calls_for(m.group(1))
    return kernels


PRELUDE = """#include <cuda/ptx>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <stdint.h>
template <class T> __device__ void keep(T v, void* out) { *(T*)out = v; }
template <class T, int N> __device__ void keep_all(T (&a)[N], void* out) {
  for (int i = 0; i < N; ++i) ((T*)out)[i] = a[i];
}
#define SCALARS(X) X(uint8_t) X(int8_t) X(uint16_t) X(int16_t) X(uint32_t) X(int32_t) X(uint64_t) \\
  X(int64_t) X(bool) X(float) X(double) X(__half) X(__nv_bfloat16) X(longlong2)
"""


def render(kernels: list[str]) -> tuple[str, dict[int, int]]:
    lines = PRELUDE.splitlines()
    starts = {}
    loads = " ".join(f"{t} v_{t} = *({t}*)p;" for t in sorted(SCALARS))
    for i, body in enumerate(kernels):
        starts[i] = len(lines) + 1
        lines.append(f"__global__ void k{i}(void* p, void* out) {{ {loads} {body} }}")
    return "\n".join(lines) + "\n", starts


def compile_ptx(nvcc: str, include: Path, arch: str, out: Path, rounds: int = 4) -> tuple[int, str]:
    """Write `out`: the instantiations nvcc compiles for `arch`. Returns (kernels kept, last error)."""
    kernels = kernels_of(include)
    err = ""
    for _ in range(rounds):
        text, starts = render(kernels)
        src = out.with_suffix(".cu")
        src.write_text(text, encoding="utf-8")
        proc = build_cache.run([nvcc, "-ptx", f"-arch={arch}", "-std=c++17", f"-I{include / 'cccl'}", str(src),
                                "-o", str(out)], inputs=[src], outputs=[out], tools=[nvcc])
        if proc.returncode == 0:
            return len(kernels), ""
        err = proc.stderr
        name = re.escape(src.name)
        bad_lines = {int(n) for n in re.findall(rf"{name}\((\d+)\): error", err)}
        bad_lines |= {int(n) for n in re.findall(rf"at line (\d+)(?: of \S*{name})?(?!\d| of)", err)}
        if not bad_lines:
            break
        kernels = [k for i, k in enumerate(kernels) if starts[i] not in bad_lines]
    return 0, err[-800:]
