"""Matrix fragments: how many registers a matrix operand of `mma`, `wmma`, `wgmma`, `ldmatrix`,
`stmatrix` and `tcgen05.ld/st` holds, from the shape and element types (PTX ISA §9.7.14-9.7.16).

**The spec's syntax writes these operands as plain vectors (`d, a, b, c`); their size follows
from tables of the ISA, kept here once** for the validator (PTX408 on a wrong register count),
hover and the differential sweeps (`tools/spec_ptxas_check.py` builds its statements with it).
**Unknown means None**: a shape or type combination the tables do not cover is never judged.
"""

from __future__ import annotations

import re


def fragment_count(mods: list[str]) -> int:
    """Registers in a vector operand without `.vN`: the `.xN` count when written, else 4."""
    for m in mods:
        mm = re.fullmatch(r"\.x(\d+)", m)
        if mm:
            return int(mm.group(1))
    return 4


# --- matrix fragments (PTX ISA §9.7.14-9.7.16) ---------------------------------------------------
# The spec writes matrix operands as plain vectors (`d, a, b, c`); how many registers each holds,
# and of which register type, follows from the shape and element types in tables of the ISA. This
# is test generation knowledge, kept here, keyed by the form's shape/type modifiers.

ELEMENT_BITS = {
    ".f16": 16, ".bf16": 16, ".tf32": 32, ".f32": 32, ".f64": 64, ".s32": 32,
    ".s8": 8, ".u8": 8, ".e4m3": 8, ".e5m2": 8, ".e3m2": 8, ".e2m3": 8, ".e2m1": 8,
    ".s4": 4, ".u4": 4, ".b1": 1,
}
SCALE_TYPES = (".ue8m0", ".ue4m3")

# §9.7.14.4.1 (wmma fragments), per (element type, shape, matrix): registers and register type.
# Unlike mma, wmma fragments are not one element per (row*col/32): the table is the only source.
WMMA_AB: dict[tuple[str, str], tuple[int, int]] = {  # (type, shape) -> (A regs, B regs), all .b32
    (".f16", ".m16n16k16"): (8, 8), (".f16", ".m8n32k16"): (8, 8), (".f16", ".m32n8k16"): (8, 8),
    (".s8", ".m16n16k16"): (2, 2), (".s8", ".m8n32k16"): (1, 4), (".s8", ".m32n8k16"): (4, 1),
    (".bf16", ".m16n16k16"): (4, 4), (".bf16", ".m8n32k16"): (2, 8), (".bf16", ".m32n8k16"): (8, 2),
    (".tf32", ".m16n16k8"): (4, 4),
    (".f64", ".m8n8k4"): (1, 1),
    (".s4", ".m8n8k32"): (1, 1), (".b1", ".m8n8k128"): (1, 1),
}


def shape_of(mods: list[str]) -> tuple[str, int, int, int] | None:
    for m in mods:
        mm = re.fullmatch(r"\.m(\d+)n(\d+)k(\d+)", m)
        if mm:
            return m, int(mm.group(1)), int(mm.group(2)), int(mm.group(3))
    return None


def element_types(mods: list[str]) -> list[str]:
    return [m for m in mods if m in ELEMENT_BITS or m in SCALE_TYPES]


def wmma_fragment(op: str, mods: list[str]) -> tuple[int, str] | None:
    """§9.7.14.4.1: A/B by (type, shape); C/D: .f16 four .f16x2, .f32/.s32 eight, .f64 two,
    and two .s32 for the sub-byte shapes m8n8k32/m8n8k128."""
    shape = shape_of(mods)
    types = element_types(mods)
    if shape is None or not types:
        return None
    name = shape[0]
    if ".load" in mods or ".store" in mods:
        matrix = next((m[1] for m in mods if m in (".a", ".b", ".c", ".d")), None)
        etype = types[-1]
        regs = {"a": 0, "b": 1}.get(matrix or "")
        if regs is not None:
            key = (".s8" if etype == ".u8" else ".s4" if etype == ".u4" else etype, name)
            rtype = ".b64" if etype == ".f64" else ".b32"
            return (WMMA_AB[key][regs], rtype) if key in WMMA_AB else None
        return wmma_accumulator(etype, name)
    # wmma.mma: dtype [atype btype] ctype
    if op in ("d", "c"):
        return wmma_accumulator(types[0] if op == "d" else types[-1], name)
    atype = types[1] if len(types) == 4 else ".f16"
    key = (".s8" if atype == ".u8" else ".s4" if atype == ".u4" else atype, name)
    if key not in WMMA_AB:
        return None
    return WMMA_AB[key][0 if op == "a" else 1], ".b64" if atype == ".f64" else ".b32"


def wmma_accumulator(etype: str, shape: str) -> tuple[int, str]:
    if etype == ".f64":
        # our copy of the table says "single .f64 register"; ptxas (CUDA 13) requires two, as for
        # mma.m8n8k4.f64 (§9.7.14.5.2), which is the same 8x8 accumulator spread over 32 threads
        return 2, ".b64"
    if shape in (".m8n8k32", ".m8n8k128"):
        return 2, ".b32"
    return (4, ".b32") if etype == ".f16" else (8, ".b32")


def mma_fragment(op: str, mods: list[str], sparse: bool) -> tuple[int, str] | None:
    """§9.7.14.5.1-13 and §9.7.14.6.2 (mma/mma.sp fragments): each thread holds 1/32 of A (M×K,
    halved when sparse), B (K×N) and C/D (M×N); A/B elements are packed into .b32 registers, .f16
    accumulators two to a .b32, .f64 one to a .b64. m8n8k4 .f16 (quad-pair layout, §9.7.14.5.1)
    holds four A/B and eight C/D elements per thread."""
    shape = shape_of(mods)
    types = element_types(mods)
    if shape is None or len(types) < 4:
        return None
    _, m, n, k = shape
    dtype, atype, btype, ctype = types[:4]
    if op in ("d", "c"):
        acc = dtype if op == "d" else ctype
        elems = 8 if (m, n, k) == (8, 8, 4) and atype == ".f16" else m * n // 32
        if acc == ".f64":
            return elems, ".b64"
        return (elems // 2, ".b32") if acc == ".f16" else (elems, ".b32")
    etype = atype if op == "a" else btype
    if etype == ".f64":
        return (m * k // 32 if op == "a" else k * n // 32), ".b64"
    if (m, n, k) == (8, 8, 4) and etype == ".f16":
        return 2, ".b32"
    bits = ELEMENT_BITS.get(etype, 8)
    if etype == ".e2m1" and any(x in mods for x in (".kind::mxf4", ".kind::mxf4nvf4")):
        bits = 4  # packed two to a byte (§9.7.14.5.14, .kind::mxf4*)
    elems = (m * k // (2 if sparse else 1)) // 32 if op == "a" else k * n // 32
    return max(1, elems * bits // 32), ".b32"


def wgmma_fragment(op: str, mods: list[str]) -> tuple[int, str] | None:
    """§9.7.15.5.1.1 (wgmma register fragments): a warpgroup of 128 threads shares D (64×N): N/2
    elements per thread (.f16 two to a .b32); A from registers is four .b32 for every type."""
    shape = shape_of(mods)
    types = element_types(mods)
    if shape is None or not types:
        return None
    _, m, n, _ = shape
    if op == "d":
        elems = m * n // 128
        return (elems // 2, ".b32") if types[0] == ".f16" else (elems, ".b32")
    if op == "a":
        return 4, ".b32"
    return None


def ldmatrix_count(mods: list[str]) -> int | None:
    """§9.7.14.5.15: .x1/.x2/.x4 matrices, one .b32 per matrix per thread; .m16n16 holds two."""
    count = fragment_count(mods)
    return count * 2 if ".m16n16" in mods else count


def fragment_registers(instruction: str, operand: str, modifiers: list[str] | tuple[str, ...]) -> int | None:
    """Registers of the matrix operand named `operand` (`a`, `b`, `c`, `d`, `r`) of `instruction`
    (full name: `mma`, `mma.sp`, `wmma.load`, `ldmatrix`, `tcgen05.ld`, ...) written with these
    modifiers, or None when the tables do not say."""
    frag = fragment(instruction, operand, modifiers)
    return frag[0] if frag is not None else None


def fragment_register_type(instruction: str, operand: str, modifiers: list[str] | tuple[str, ...]) -> str | None:
    """The register type (`.b32`, `.b64` for `.f64` matrices) of each register of that matrix operand."""
    frag = fragment(instruction, operand, modifiers)
    return frag[1] if frag is not None else None


def fragment(instruction: str, operand: str, modifiers: list[str] | tuple[str, ...]) -> tuple[int, str] | None:
    """(registers, register type) of a matrix operand (see `fragment_registers`), or None."""
    mods = list(modifiers)
    family = instruction.split(".")[0]
    frag: tuple[int, str] | None = None
    if family == "wmma" and operand in ("a", "b", "c", "d", "r"):
        frag = wmma_fragment(operand, mods)
    elif family == "mma" and operand in ("a", "b", "c", "d"):
        frag = mma_fragment(operand, mods, sparse=".sp" in mods or "sp::ordered_metadata" in "".join(mods)
                            or instruction == "mma.sp")
    elif family == "wgmma" and operand in ("a", "d"):
        frag = wgmma_fragment(operand, mods)
    elif instruction in ("tcgen05.ld", "tcgen05.st") and operand == "r":
        frag = (fragment_count(mods) * (2 if ".16x128b" in mods else 4 if ".16x256b" in mods else 1), ".b32")
    elif family in ("ldmatrix", "stmatrix") and operand == "r":
        n = ldmatrix_count(mods)
        frag = (n, ".b32") if n else None
    return frag
