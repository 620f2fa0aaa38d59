#!/usr/bin/env python3
"""Check the instruction database against ptxas: expand every syntax form into concrete PTX, assemble it.

**Generated from the spec data only:** every statement is built from a form's slots (each member
of each modifier group appears in at least one statement) and its operands (registers of the
form's types, vectors for `.vN`, addresses, immediates), inside a minimal kernel with the
`.version`/`.target` the database says the statement needs.
**Matrix fragments come from the ISA tables kept here** (wmma/mma/ldmatrix §9.7.14, wgmma §9.7.15,
tcgen05.mma §9.7.16): the spec data writes `d, a, b, c` as plain vectors, the register count and
type per shape/element type is test-generation knowledge, not spec data. Call and indirect-branch
forms use callees, `.calltargets`, `.callprototype` and `.branchtargets` declared in the header.
**ptxas is the judge, the spec decides what we offer:** a rejection is reported with ptxas' message
and a category; the database is only corrected (overlay) where the spec text itself is wrong.

Statements are batched many to a file; ptxas names the failing lines, so the accepted rest is
re-assembled without them until a batch passes (the same effect as bisecting, much faster).

Usage: `python tools/spec_ptxas_check.py [--json] [--sample N] [--only NAME...] [--show-rejected]`.
Prints a summary (forms generated, accepted, rejected by category); `--json` prints it as JSON.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "server"))

from ptx_lsp.spec.db import SpecDB, load, version_tuple  # noqa: E402
from ptx_lsp.spec.model import Instruction, SyntaxForm  # noqa: E402
from ptx_lsp.spec.version import KNOWN_ISA_VERSION  # noqa: E402

LINE_RE = re.compile(r"^ptxas (?P<file>.+?), line (?P<line>\d+); (?P<sev>\w+)\s*: (?P<msg>.*)$")
OLDEST_TARGET = 75  # the oldest target CUDA 13's ptxas accepts
NEWEST_VERSION = KNOWN_ISA_VERSION  # lowered by `supported_targets` to what the ptxas in use accepts
BATCH = 150


@dataclass
class Statement:
    """One concrete instruction generated from a form."""

    instruction: str
    form_index: int
    text: str
    version: str
    target: str
    status: str = "pending"  # pending | accepted | rejected | skipped
    message: str = ""
    covers: tuple[tuple[int, str], ...] = ()  # (slot index, member) this statement exercises
    raised: bool = False  # accepted only at a higher .version/.target than the database says


@dataclass
class Summary:
    statements: int = 0
    accepted: int = 0
    rejected: int = 0
    skipped: int = 0
    forms: int = 0
    forms_accepted: int = 0
    forms_partial: int = 0
    forms_rejected: int = 0
    forms_skipped: int = 0
    categories: dict[str, int] = field(default_factory=dict)
    examples: dict[str, list[str]] = field(default_factory=dict)
    form_reports: list[str] = field(default_factory=list)


# --- targets --------------------------------------------------------------------------------------


def supported_targets(ptxas: str) -> set[str]:
    """The targets this ptxas knows; also sets `NEWEST_VERSION` to the newest `.version` it accepts
    (at most the known ISA: CUDA 13.0's ptxas stops at 9.0, 13.5's goes to 9.5)."""
    global NEWEST_VERSION
    out = subprocess.run([ptxas, "--help"], capture_output=True, text=True).stdout
    NEWEST_VERSION = newest_version(ptxas)
    return set(re.findall(r"'compute_(\d+[af]?)'", out))


def newest_version(ptxas: str) -> str:
    """The newest PTX ISA version up to the known one that `ptxas` assembles (tried newest first)."""
    versions = [v.version for v in load().facts.versions
                if version_tuple(v.version) <= version_tuple(KNOWN_ISA_VERSION)]
    with tempfile.TemporaryDirectory() as tmp:
        for version in reversed(versions[-12:]):
            path = Path(tmp) / "v.ptx"
            path.write_text(f".version {version}\n.target sm_75\n.address_size 64\n", encoding="ascii")
            if subprocess.run([ptxas, "-arch", "sm_75", "-c", str(path), "-o", str(Path(tmp) / "v.o")],
                              capture_output=True).returncode == 0:
                return version
    return versions[-1]


def latest_ptxas() -> str | None:
    """The newest ptxas installed by ../shared/tools/install-ptxas-latest, else the one on PATH."""
    home = Path(os.environ.get("PTX_TOOLS_HOME", Path.home() / ".cache" / "ptx-tools"))
    found = sorted(home.glob("cuda-*/lib/python3*/site-packages/nvidia/cu*/bin/ptxas"))
    return str(found[-1]) if found else shutil.which("ptxas")


def choose_target(db: SpecDB, instr: Instruction, mods: list[str], supported: set[str],
                  form: SyntaxForm | None = None) -> tuple[str, str] | None:
    """(.version, .target) for a statement: the database's requirement, raised to what ptxas supports."""
    req = db.requirement(instr, mods, form=form)
    target = None
    if req.arch:
        for arch in sorted(req.arch, key=lambda a: (int(re.sub(r"\D", "", a)), a)):
            if arch.removeprefix("sm_") in supported:
                target = arch
                break
        if target is None:
            return None
    else:
        sm = max(req.min_sm or 0, OLDEST_TARGET)
        candidates = sorted(int(s) for s in supported if s.isdigit() and int(s) >= sm)
        if not candidates:
            return None
        target = f"sm_{candidates[0]}"
    version = req.ptx or "1.0"
    facts = db.facts
    if facts is not None:
        tv = facts.min_version_for_target(target)
        if tv and version_tuple(tv) > version_tuple(version):
            version = tv
    if version_tuple(version) > version_tuple(NEWEST_VERSION):
        return None  # this ptxas is older than the feature (CUDA 13.0 stops at 9.0): not generated
    return version, target


# --- statement generation ----------------------------------------------------------------------


def modifier_variants(form: SyntaxForm) -> list[tuple[list[str], tuple[tuple[int, str], ...]]]:
    """Modifier lists covering every member of every slot at least once (others at their default)."""
    base = [None if s.optional or not s.members else s.members[0] for s in form.slots]
    variants: list[list[str | None]] = [list(base)]
    for i, slot in enumerate(form.slots):
        for m in slot.members:
            if m == base[i]:
                continue
            v = list(base)
            v[i] = m
            variants.append(v)
    return [render_mods(v) for v in variants]


def render_mods(choice: list[str | None]) -> tuple[list[str], tuple[tuple[int, str], ...]]:
    mods = [t for m in choice if m for t in re.findall(r"\.[^.]+", m)]
    covers = tuple((i, m) for i, m in enumerate(choice) if m)
    return mods, covers


def random_variants(form: SyntaxForm, slot_index: int, member: str, rng: random.Random, n: int) -> list:
    """Other combinations that contain `member` in its slot: a member rejected with the defaults may
    be valid with different companions (`cvt.rni` needs a float source)."""
    out = []
    for _ in range(n):
        choice: list[str | None] = []
        for i, slot in enumerate(form.slots):
            if i == slot_index:
                choice.append(member)
            elif not slot.members or (slot.optional and rng.random() < 0.5):
                choice.append(None)
            else:
                choice.append(rng.choice(slot.members))
        out.append(render_mods(choice))
    return out


REG_PREFIX = {".pred": "%p", ".b8": "%c", ".b16": "%h", ".b32": "%r", ".b64": "%rd", ".b128": "%q"}


class Registers:
    """Hands out fresh register names per register type."""

    def __init__(self) -> None:
        self.next = collections.Counter()

    def get(self, reg_type: str) -> str:
        self.next[reg_type] += 1
        return f"{REG_PREFIX[reg_type]}{self.next[reg_type]}"


def reg_type_for(db: SpecDB, ptx_type: str | None) -> str:
    if not ptx_type:
        return ".b32"
    if ptx_type == ".pred":
        return ".pred"
    facts = db.facts
    size = None
    if facts is not None:
        t = facts.type(ptx_type)
        if t is not None and t.size_bits:
            size = t.size_bits
        if size is None:
            rt = facts.register_type_for(ptx_type)
            t = facts.type(rt) if rt else None
            size = t.size_bits if t is not None else None
    size = size or 32
    if size == 8 and facts is not None and (facts.type(ptx_type) is None or facts.type(ptx_type).fundamental):
        size = 16  # .u8/.s8/.b8 values live in 16-bit registers; 8-bit float formats use .b8
    return {8: ".b8", 16: ".b16", 32: ".b32", 64: ".b64", 128: ".b128"}.get(size, ".b32")


def coordinate_count(mods: list[str]) -> int:
    """Coordinates of a surface/texture/tensor access from its geometry modifier."""
    for m in mods:
        mm = re.fullmatch(r"\.(\d)d", m)
        if mm:
            n = int(mm.group(1))
            return {1: 1, 2: 2, 3: 4}.get(n, n)
        if m in (".a1d",):
            return 2
        if m in (".a2d", ".cube", ".acube", ".2dms", ".a2dms"):
            return 4
    return 1


SPACE_VARS = {".const": "cvar", ".shared": "svar", ".local": "lvar", ".global": "gvar"}


def symbol_for(mods: list[str]) -> str:
    """A variable in the state space the modifiers name (`cvta.const` needs a .const variable)."""
    for m in mods:
        var = SPACE_VARS.get(m.split("::")[0])
        if var:
            return var
    return "gvar"


# Matrix fragments (how many registers `mma`/`wmma`/`wgmma`/`ldmatrix`/`tcgen05` operands hold) live in
# the spec layer, shared with the validator's register-count rule.
from ptx_lsp.spec.fragments import (  # noqa: E402
    fragment_count,
    ldmatrix_count,
    mma_fragment,
    wgmma_fragment,
    wmma_fragment,
)

# Scalar operands of the matrix instructions (§9.7.14.5.14, §9.7.15.5.2, §9.7.15.6.3, §9.7.16.10.9):
# descriptors are 64-bit, instruction descriptors and metadata 32-bit, scale-d / enable-input-d
# predicates, and the immediates take one of their few legal values.
MATRIX_SCALARS = {
    "a-desc": ".b64", "b-desc": ".b64", "s-desc": ".b64", "zero-column-mask-desc": ".b64",
    "idesc": ".b32", "sp-meta": ".b32", "e": ".b32", "scale-a-data": ".b32", "scale-b-data": ".b32",
    "scale-d": ".pred", "enable-input-d": ".pred",
    "imm-scale-a": "1", "imm-scale-b": "1", "imm-trans-a": "0", "imm-trans-b": "0",
    "sp-sel": "0", "f": "0", "scale-input-d": "0",
    "byte-id-a, thread-id-a": "{0, 0}", "byte-id-b, thread-id-b": "{0, 0}",
}
MATRIX_FAMILIES = ("wmma", "mma", "wgmma", "tcgen05", "ldmatrix")


def matrix_operand(instr: Instruction, op_name: str, mods: list[str], regs: Registers) -> str | None:
    """The operand text for a matrix instruction's operand, or None when the generic rules apply."""
    family = instr.name.split(".")[0]
    if family not in MATRIX_FAMILIES:
        return None
    if family in ("mma", "wgmma", "tcgen05") and op_name in MATRIX_SCALARS:
        kind = MATRIX_SCALARS[op_name]
        return regs.get(kind) if kind.startswith(".") else kind
    frag: tuple[int, str] | None = None
    if family == "wmma":
        if op_name not in ("a", "b", "c", "d", "r"):
            return None
        frag = wmma_fragment(op_name, mods)
    elif family == "mma" and op_name in ("a", "b", "c", "d"):
        frag = mma_fragment(op_name, mods, sparse=".sp" in mods or "sp::ordered_metadata" in "".join(mods))
    elif family == "wgmma" and op_name in ("a", "d"):
        frag = wgmma_fragment(op_name, mods)
    elif family == "tcgen05" and op_name == "r":
        # §9.7.16.8.3 (tcgen05.ld table, also used by tcgen05.st): .xN registers for .32x32b,
        # .16x64b and .16x32bx2; twice that for .16x128b, four times for .16x256b
        frag = (fragment_count(mods) * (2 if ".16x128b" in mods else 4 if ".16x256b" in mods else 1), ".b32")
    elif family == "ldmatrix" and op_name == "r":
        n = ldmatrix_count(mods)
        frag = (n, ".b32") if n else None
    if frag is None:
        return None
    count, rtype = frag
    return "{" + ", ".join(regs.get(rtype) for _ in range(count)) + "}"


def call_signature(names: set[str]) -> str:
    """Which of the header's functions a call form fits: return and parameter (`rp`), parameter
    only (`p`) or neither (`v`); the callee, `.calltargets` and `.callprototype` are named after it."""
    return ("r" if "ret-param" in names else "") + ("p" if "param-list" in names else "") or "v"


def sparse_vector_size(instr: str, name: str, mods: list[str]) -> int:
    """.b32 registers in spcompress/spdecompress's vector operands: §9.7.10.30 Table 37 and
    §9.7.10.31 Table 39 (`.sp::src:target`)."""
    num = next((int(m[2:]) for m in mods if re.fullmatch(r"\.x\d+", m)), 1)
    elem = next((int(m[2:]) for m in mods if m in (".b8", ".b16")), 8)
    idx = next((int(m[2:]) for m in mods if m in (".b2", ".b4")), 2)
    if instr == "spcompress":
        return {"data": 2 * num, "cdata": num}.get(name, -(-num * idx // elem))
    src, target = next((tuple(int(x) for x in m[5:].split(":")) for m in mods if m.startswith(".sp::")), (2, 4))
    bits = {"mdata": src * idx * num, "cdata": src * elem * num, "data": target * elem * num}[name]
    return -(-bits // 32)


def render_operand(db: SpecDB, instr: Instruction, item: dict, mods: list[str], regs: Registers,
                   sig: str = "v") -> str | None:
    op = item["operand"]
    kind = op.kind
    if op.name in ("func", "fproto", "flist", "tlist", "fptr") or kind == "param_list":
        # §9.7.13.3 call / §9.7.13.2 brx.idx: the header declares fn_*, T_* (.calltargets),
        # P_* (.callprototype), BT (.branchtargets) and the .param variables pa/pr
        return {"func": f"fn_{sig}", "fproto": f"P_{sig}", "flist": f"T_{sig}", "tlist": "BT",
                "fptr": regs.get(".b64"), "ret-param": "(pr)"}.get(op.name, "(pa)")
    matrix = matrix_operand(instr, op.name, mods, regs)
    if matrix is not None:
        return matrix
    rtype = reg_type_for(db, item["type"])
    if op.name == "ctaMask" and any(m.endswith("::32b") for m in mods):
        rtype = ".b32"  # a 32-bit CTA mask with `.multicast::cluster::32b` (PTX ISA 9.4)
    if instr.name.startswith("fabric.") and op.name in ("size", "bytemask"):
        # §9.7.11.5: a 32-bit byte count and a 16-bit byte mask, whatever the data type
        rtype = ".b32" if op.name == "size" else ".b16"
    if instr.name in ("spcompress", "spdecompress") and op.name in ("data", "cdata", "mdata"):
        return "{" + ", ".join(regs.get(".b32") for _ in range(sparse_vector_size(instr.name, op.name, mods))) + "}"
    if instr.name == "spcompress" and op.name == "spdesc":
        return regs.get(".b32")
    if kind == "predicate":
        text = regs.get(".pred")
        if op.pair and not op.pair_optional:
            text += "|" + regs.get(".pred")
        return text
    if kind == "sink":
        return "_"
    if kind == "label":
        return "L_end"
    if kind == "symbol":
        return symbol_for(mods)
    if kind == "param_list":
        return None
    if kind == "immediate":
        name = op.name.lower()
        if op.name.isdigit():
            return op.name
        if name == "cp-size":
            return "16"
        if name == "size":
            return "128"
        if name == "imm-reg-count":
            return "32"
        if name == "imm-membermask":
            return "0xFFFFFFFF"  # §9.7.11.5.4: the only value allowed
        return "0"
    if kind == "address":
        if op.elements and op.elements[0].endswith("LeId"):
            # §9.7.11.5 fabric handles: a 32-bit logical endpoint id, then 64-bit offsets
            return "[" + ", ".join([regs.get(".b32")] + [regs.get(".b64") for _ in op.elements[1:]]) + "]"
        if op.elements and len(op.elements) > 1:
            first = "%rd" + str(regs.next[".b64"] + 1)
            regs.get(".b64")
            n = coordinate_count(mods)
            if "tensor" in instr.name:  # tensor copies take one coordinate per dimension
                n = next((int(m[1]) for m in mods if re.fullmatch(r"\.\dd", m)), n)
            coords = ", ".join(regs.get(".b32") for _ in range(n))
            return f"[{first}, {{{coords}}}]"
        if "tmem" in op.name or op.name == "taddr":
            return f"[{regs.get('.b32')}]"  # tensor memory addresses are 32-bit
        return f"[{regs.get('.b64')}]"
    if kind == "vector":
        n = item["vector"] or fragment_count(mods)
        return "{" + ", ".join(regs.get(rtype) for _ in range(n)) + "}"
    # register (maybe a vector through .vN)
    if item["vector"]:
        return "{" + ", ".join(regs.get(rtype) for _ in range(item["vector"])) + "}"
    text = regs.get(rtype)
    if op.pair and not op.pair_optional:
        text += "|" + regs.get(".pred")
    return text


def include_optional(name: str, mods: list[str], rng: random.Random | None) -> bool:
    """Optional operands: a cache policy goes with a cache hint; others are tried at random on retries."""
    if name in ("cache-policy", "cache_policy"):
        return any("cache_hint" in m for m in mods)
    if name.startswith("ignoreBytes"):
        return ".ignore_oob" in mods  # the two byte counts go with `.ignore_oob` (PTX ISA 9.2)
    if name == "ctaMask":
        return any(m.startswith(".multicast") for m in mods)  # the mask goes with a multicast qualifier
    return rng is not None and rng.random() < 0.5


def statements_for(db: SpecDB, instr: Instruction, form: SyntaxForm, supported: set[str],
                   variants: list | None = None, rng: random.Random | None = None) -> list[Statement]:
    out = []
    for mods, covers in variants if variants is not None else modifier_variants(form):
        chosen = choose_target(db, instr, mods, supported, form)
        if chosen is None:
            out.append(Statement(instr.name, form.index, "", "", "", "skipped", "no target/version this ptxas supports"))
            continue
        regs = Registers()
        ops = []
        skip = False
        expected = db.expected_operands(form, mods)
        sig = call_signature({item["operand"].name for item in expected})
        for item in expected:
            if item["operand"].optional and not include_optional(item["operand"].name, mods, rng):
                continue
            text = render_operand(db, instr, item, mods, regs, sig)
            if text is None:
                skip = True
                break
            ops.append(text)
        if skip:
            out.append(Statement(instr.name, form.index, "", "", "", "skipped", "operand kind not generated"))
            continue
        text = form.opcode + "".join(mods) + (" " + ", ".join(ops) if ops else "") + ";"
        out.append(Statement(instr.name, form.index, text, chosen[0], chosen[1], covers=covers))
    return out


# --- assembling ---------------------------------------------------------------------------------

HEADER = """.version {version}
.target {target}
.address_size 64
.func (.param .b32 r) fn_rp(.param .b32 a) {{ st.param.b32 [r], 0; ret; }}
.func fn_p(.param .b32 a) {{ ret; }}
.func fn_v() {{ ret; }}
.global .align 16 .b8 gvar[4096];
.shared .align 16 .b8 svar[4096];
.const .align 16 .b8 cvar[256];
.visible .entry spec_check()
{{
.reg .pred %p<64>;
.reg .b8 %c<32>;
.reg .b16 %h<64>;
.reg .b32 %r<256>;
.reg .b64 %rd<64>;
.local .align 16 .b8 lvar[64];
.param .b32 pa;
.param .b32 pr;
T_rp: .calltargets fn_rp;
T_p: .calltargets fn_p;
T_v: .calltargets fn_v;
P_rp: .callprototype (.param .b32 _) _ (.param .b32 _);
P_p: .callprototype _ (.param .b32 _);
P_v: .callprototype _ ();
BT: .branchtargets L_end, L_end;
{b128}"""
FOOTER = "L_end:\nret;\n}\n"


# ptxas 13.5 can loop forever on some batches that assemble (or crash) in parts: a 76-statement ld batch
# for sm_75 at .version 6.3 ran for 10 minutes in CI; no single statement of it hangs
PTXAS_TIMEOUT = 90


def assemble(ptxas: str, version: str, target: str, stmts: list[Statement], workdir: Path) -> dict[int, str] | None:
    """Assemble the statements; return {index in stmts: first error message} (empty: all accepted), or
    None when ptxas did not finish within PTXAS_TIMEOUT seconds."""
    b128 = ".reg .b128 %q<16>;\n" if version_tuple(version) >= (8, 3) else ""
    head = HEADER.format(version=version, target=target, b128=b128)
    first_line = head.count("\n") + 1
    body = "".join(s.text + "\n" for s in stmts)
    path = workdir / "check.ptx"
    path.write_text(head + body + FOOTER, encoding="utf-8")
    try:
        res = subprocess.run([ptxas, f"-arch={target}", "-c", str(path), "-o", "/dev/null"],
                             capture_output=True, text=True, timeout=PTXAS_TIMEOUT)
    except subprocess.TimeoutExpired:
        return None
    if res.returncode == 0:
        return {}
    errors: dict[int, str] = {}
    other: list[str] = []
    for line in (res.stdout + res.stderr).splitlines():
        m = LINE_RE.match(line)
        if m and m.group("sev").lower().startswith("error"):
            idx = int(m.group("line")) - first_line
            if 0 <= idx < len(stmts):
                errors.setdefault(idx, m.group("msg").strip())
            else:
                other.append(m.group("msg").strip())
        elif "error" in line.lower() or "fatal" in line.lower():
            other.append(line.strip())
    if not errors:
        # a file-level failure (e.g. unsupported .version for the target): blame every statement
        msg = other[0] if other else "ptxas failed without a line number"
        return {i: msg for i in range(len(stmts))}
    return errors


CTA_GROUP_RE = re.compile(r"\.cta_group::\d")


def run_batches(ptxas: str, stmts: list[Statement], jobs: int = os.cpu_count() or 2) -> None:
    """Assemble every pending statement (grouped by .version/.target, in parallel batches)."""
    groups: dict[tuple[str, str, str], list[Statement]] = collections.defaultdict(list)
    for s in stmts:
        if s.status == "pending":
            # .cta_group::1 and ::2 in one function is a whole-function error: batch them apart
            cta = CTA_GROUP_RE.search(s.text)
            groups[(s.version, s.target, cta.group(0) if cta else "")].append(s)
    work = [
        (version, target, group[start : start + BATCH])
        for (version, target, _), group in sorted(groups.items())
        for start in range(0, len(group), BATCH)
    ]
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        list(pool.map(lambda w: run_batch(ptxas, *w), work))


def run_batch(ptxas: str, version: str, target: str, pending: list[Statement]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        workdir = Path(tmp)
        while pending:
            errors = assemble(ptxas, version, target, pending, workdir)
            if errors is None:  # ptxas hung: split the batch; a statement that hangs alone has no verdict
                if len(pending) == 1:
                    pending[0].status = "skipped"
                    pending[0].message = f"ptxas did not finish within {PTXAS_TIMEOUT} s"
                    return
                half = len(pending) // 2
                run_batch(ptxas, version, target, pending[:half])
                run_batch(ptxas, version, target, pending[half:])
                return
            if not errors:
                for s in pending:
                    s.status = "accepted"
                return
            if len(errors) == len(pending) and len(pending) > 1 and len(set(errors.values())) == 1:
                # possibly a file-level failure (a fatal without a line, or a whole-function conflict such
                # as mixed .cta_group::1/::2): split in halves until each part assembles or is one
                # statement. Same verdicts as checking one by one (a part that assembles clean holds only
                # statements that assemble alone), in O(k log n) ptxas runs for k culprits instead of n.
                half = len(pending) // 2
                run_batch(ptxas, version, target, pending[:half])
                run_batch(ptxas, version, target, pending[half:])
                return
            keep = []
            for i, s in enumerate(pending):
                if i in errors:
                    s.status = "rejected"
                    s.message = errors[i]
                else:
                    keep.append(s)
            pending = keep


CATEGORIES = [
    ("ptxas: 32-bit addressing removed", r"32-Bit compilation is no longer supported"),
    ("ptxas: deprecated form removed", r"without '\.sync' is not supported"),
    ("operand shape/count", r"number of operands|vector|Arguments mismatch|size of the vector|operand count"),
    ("operand type", r"type of operand|[Ii]ncorrect type|Illegal operand type|mismatch|operand type"),
    ("modifier combination", r"[Mm]odifier|qualifier|not allowed|combination|only be used|Unexpected|requires"),
    ("target/version", r"not supported on|requires .*sm_|PTX ISA version|target"),
    ("syntax", r"syntax error|Parsing error|Unknown symbol|unexpected"),
]


def categorize(message: str) -> str:
    for name, pattern in CATEGORIES:
        if re.search(pattern, message):
            return name
    return "other"


def summarize(db: SpecDB, stmts: list[Statement]) -> Summary:
    """Per form: accepted when every member of every slot was accepted in some statement."""
    summary = Summary()
    good = covered(stmts)
    first_pass = [s for s in stmts if not s.raised]
    for s in first_pass:
        summary.statements += 1
        if s.status == "accepted":
            summary.accepted += 1
        elif s.status == "rejected":
            summary.rejected += 1
        else:
            summary.skipped += 1
    summary.categories = {}
    raised = {(s.instruction, s.form_index, c) for s in stmts if s.raised and s.status == "accepted" for c in s.covers}
    raised_forms = {(s.instruction, s.form_index) for s in stmts if s.raised and s.status == "accepted"}
    by_form: dict[tuple[str, int], list[Statement]] = collections.defaultdict(list)
    for s in first_pass:
        by_form[(s.instruction, s.form_index)].append(s)
    for (name, fi), group in sorted(by_form.items()):
        summary.forms += 1
        if all(s.status == "skipped" for s in group):
            summary.forms_skipped += 1
            cat = "not generated: " + group[0].message
            summary.categories[cat] = summary.categories.get(cat, 0) + 1
            continue
        form = db.instruction(name).forms[fi]
        members = {(i, m) for i, slot in enumerate(form.slots) for m in slot.members}
        ok = {(i, m) for (n, f, i, m) in good if n == name and f == fi}
        base_ok = any(s.status == "accepted" for s in group)
        missing = members - ok
        if base_ok and not missing:
            summary.forms_accepted += 1
            if any((name, fi, c) in raised for c in members):
                summary.categories["accepted only above the database's requirement"] = (
                    summary.categories.get("accepted only above the database's requirement", 0) + 1
                )
            continue
        if base_ok:
            summary.forms_partial += 1
        else:
            summary.forms_rejected += 1
        rejected = [s for s in group if s.status == "rejected" and (set(s.covers) & missing or not base_ok)]
        msg = rejected[0].message if rejected else "?"
        cat = categorize(msg)
        if not missing and (name, fi) in raised_forms:
            # every member assembles once .target/.version are raised to what ptxas names: the
            # database under-states the requirement (a data error, not a generator limitation)
            cat = "requirement under-stated (accepted at the .target/.version ptxas asks for)"
        summary.categories[cat] = summary.categories.get(cat, 0) + 1
        ex = summary.examples.setdefault(cat, [])
        miss = ",".join(sorted(m for _, m in missing))[:80]
        report = f"{name}[{fi}] {rejected[0].text if rejected else ''}  -- {msg}  (unaccepted: {miss})"
        summary.form_reports.append(f"{'PARTIAL' if base_ok else 'REJECTED'} {cat}: {report}")
        if len(ex) < 6:
            ex.append(report)
    return summary


def generate(db: SpecDB, names: list[str] | None, supported: set[str]) -> list[Statement]:
    stmts: list[Statement] = []
    for name, instr in sorted(db.instructions.items()):
        if instr.pseudo or (names and name not in names):
            continue
        for form in instr.forms:
            stmts.extend(statements_for(db, instr, form, supported))
    return stmts


def covered(stmts: list[Statement]) -> set[tuple[str, int, int, str]]:
    return {(s.instruction, s.form_index, i, m) for s in stmts if s.status == "accepted" for i, m in s.covers}


def retry_uncovered(db: SpecDB, stmts: list[Statement], supported: set[str], ptxas: str,
                    tries: int = 24) -> list[Statement]:
    """Second pass: members only seen in rejected statements get random other companions."""
    done = covered(stmts)
    rng = random.Random(4321)
    extra: list[Statement] = []
    wanted = {(s.instruction, s.form_index, i, m) for s in stmts if s.status == "rejected" for i, m in s.covers}
    for name, fi, si, member in sorted(wanted - done):
        instr = db.instruction(name)
        form = instr.forms[fi]
        variants = random_variants(form, si, member, rng, tries)
        for st in statements_for(db, instr, form, supported, variants, rng):
            st.covers = tuple(c for c in st.covers if c == (si, member))
            extra.append(st)
    run_batches(ptxas, extra)
    # a combination rejected only for its target/version still shows the member is valid there
    # (and that the database under-states the requirement): raise those too
    return [s for s in extra if s.status == "accepted"] + retry_raised(extra, ptxas, supported)


RAISE_RE = re.compile(r"requires (?:\.target )?(sm_\d+[af]?)|requires PTX ISA \.version (\d+\.\d+)")


def retry_raised(stmts: list[Statement], ptxas: str, supported: set[str], rounds: int = 3) -> list[Statement]:
    """Third pass: statements ptxas rejected only for their target/version are retried at what ptxas
    asked for; an acceptance there means the database under-states the requirement (recorded).

    Repeated a few rounds: ptxas names one requirement at a time (`.version 7.0`, then `sm_80`).
    "not supported on .target" names no target; sm_100a (the architecture-specific target with the
    most features: tcgen05, block scaling) is tried."""
    accepted: list[Statement] = []
    todo = [s for s in stmts if s.status == "rejected"]
    for _ in range(rounds):
        extra = []
        for s in todo:
            raised = raised_requirement(s, supported)
            if raised is not None:
                extra.append(Statement(s.instruction, s.form_index, s.text, *raised, covers=s.covers, raised=True))
        if not extra:
            break
        run_batches(ptxas, extra)
        accepted += [s for s in extra if s.status == "accepted"]
        todo = [s for s in extra if s.status == "rejected"]
    return accepted


def raised_requirement(s: Statement, supported: set[str]) -> tuple[str, str] | None:
    """(.version, .target) ptxas' message asks for, or None when it asks for nothing new."""
    m = RAISE_RE.search(s.message)
    if m:
        version, target = s.version, s.target
        if m.group(1) and m.group(1).removeprefix("sm_") in supported:
            target, version = m.group(1), NEWEST_VERSION
        if m.group(2):
            version = m.group(2)
        return (version, target) if (version, target) != (s.version, s.target) else None
    if re.search(r"not supported on \.target", s.message):
        if "100a" in supported and s.target != "sm_100a":
            return NEWEST_VERSION, "sm_100a"
    return None


def probe_requirements(db: SpecDB, stmts: list[Statement], ptxas: str, supported: set[str]) -> dict[str, list[str]]:
    """Does the database ask for more than ptxas needs? Re-assemble accepted statements with a lower
    .target (same .version) and a lower .version (same .target); an acceptance there is an
    over-stated requirement, which the validator would turn into a false error."""
    facts = db.facts
    plain = sorted(int(t) for t in supported if t.isdigit())
    lowest = f"sm_{plain[0]}"
    probes: list[tuple[str, Statement]] = []
    for s in stmts:
        if s.status != "accepted" or s.raised:
            continue
        if s.target != lowest:
            probes.append(("target", Statement(s.instruction, s.form_index, s.text, NEWEST_VERSION, lowest)))
        floor = facts.min_version_for_target(s.target) if facts is not None else None
        if floor and version_tuple(floor) < version_tuple(s.version):
            probes.append(("version", Statement(s.instruction, s.form_index, s.text, floor, s.target)))
    run_batches(ptxas, [p for _, p in probes])
    out: dict[str, list[str]] = {"target": [], "version": []}
    for kind, p in probes:
        if p.status == "accepted":
            out[kind].append(f"{p.instruction}: {p.text} accepted with .version {p.version} .target {p.target}")
    return out


def probe_validator_versions(db: SpecDB, stmts: list[Statement], ptxas: str, supported: set[str]) -> dict:
    """Does the validator's PTX501 verdict agree with ptxas below each accepted statement's `.version`?

    Every accepted statement is re-assembled at every lower `.version` its target allows (and on
    sm_90 too, where some notes give other versions); each probe is tallied as (ptxas verdict, our
    verdict: error / warning / none). "accepted"+"error" would be a false error.
    """
    from ptx_lsp.analysis.diagnostics.instructions import instr_info
    from ptx_lsp.spec.db import normalize_modifiers

    facts = db.facts
    versions = [v.version for v in facts.versions]
    probes: list[tuple[Any, Statement]] = []
    for s in stmts:
        if s.status != "accepted" or s.raised:
            continue
        words = s.text.split()
        head = words[1] if words[0].startswith("@") and len(words) > 1 else words[0]
        parts = head.split(".")
        info = instr_info(parts[0], tuple(normalize_modifiers(parts[1:])))
        if not info.known_opcode or info.blocking:
            continue
        targets = {s.target}
        if "90" in supported and s.target[3:].isdigit() and int(s.target[3:]) < 90:
            targets.add("sm_90")
        for target in sorted(targets):
            floor = facts.min_version_for_target(target) or "1.0"
            for v in versions:
                if version_tuple(floor) <= version_tuple(v) < version_tuple(s.version):
                    probes.append((info, Statement(s.instruction, s.form_index, s.text, v, target)))
    run_batches(ptxas, [p for _, p in probes])
    table: collections.Counter = collections.Counter()
    false_errors: list[str] = []
    for info, p in probes:
        v = version_tuple(p.version)
        need = info.min_ptx
        sm = int(p.target[3:]) if p.target[3:].isdigit() else None
        for sms, version in info.target_ptx:  # as the validator applies `Note.for_sm` notes
            if sm in sms and (need is None or version_tuple(version) > version_tuple(need)):
                need = version
        ours = ("error" if need and v < version_tuple(need) else
                "warning" if info.cond_ptx and v < version_tuple(info.cond_ptx) else "none")
        table[f"ptxas {p.status}, we report {ours}"] += 1
        if p.status == "accepted" and ours == "error":
            false_errors.append(f"{p.text.strip()} .version {p.version} .target {p.target}")
    return {"probes": len(probes), "table": dict(sorted(table.items())), "false_errors": false_errors}


def our_errors(group: list[Statement], version: str, target: str) -> dict[int, str]:
    """The validator's first error per statement (index in `group`), all of them in one module."""
    from ptx_lsp.analysis.diagnostics import FunctionCache, Stats, validate_source

    b128 = ".reg .b128 %q<16>;\n" if version_tuple(version) >= (8, 3) else ""
    head = HEADER.format(version=version, target=target, b128=b128)
    first = head.count("\n")
    data = (head + "".join(p.text + "\n" for p in group) + FOOTER).encode()
    flagged: dict[int, str] = {}
    for issue in validate_source(data, cache=FunctionCache(), stats=Stats()):
        if issue.severity == "error":
            flagged.setdefault(data.count(b"\n", 0, issue.start) - first, f"{issue.code} {issue.message}")
    return flagged


def probe_validator_targets(db: SpecDB, stmts: list[Statement], ptxas: str, supported: set[str]) -> dict:
    """Do the validator's target errors (PTX502) agree with ptxas on the arch- and family-specific
    targets (the PTX ISA's Table 72: which `a`/`f` target admits which feature)?

    Every accepted statement that needs an architecture- or family-specific target is re-assembled
    on every `a`/`f` target from sm_90a up that ptxas knows (at the lowest `.version` both the
    statement and the target allow) and validated by ptx-lsp in the same module; each probe is
    tallied as (ptxas verdict, our verdict: error / none). "accepted"+"error" is a false error.
    """
    from ptx_lsp.analysis.diagnostics.instructions import instr_info
    from ptx_lsp.spec.db import normalize_modifiers

    facts = db.facts
    targets = sorted((f"sm_{t}" for t in supported if t[-1:] in ("a", "f") and int(t[:-1]) >= 90),
                     key=lambda t: (int(t[3:-1]), t[-1]))
    probes: list[Statement] = []
    for s in stmts:
        if s.status != "accepted" or s.raised:
            continue
        words = s.text.split()
        head = words[1] if words[0].startswith("@") and len(words) > 1 else words[0]
        parts = head.split(".")
        info = instr_info(parts[0], tuple(normalize_modifiers(parts[1:])))
        if not info.known_opcode or info.blocking or not (info.arch or s.target[-1:] in ("a", "f")):
            continue
        for target in targets:
            if target == s.target:
                continue
            floor = facts.min_version_for_target(target) or s.version
            version = max(s.version, floor, key=version_tuple)
            probes.append(Statement(s.instruction, s.form_index, s.text, version, target))
    run_batches(ptxas, probes)
    groups: dict[tuple[str, str], list[Statement]] = collections.defaultdict(list)
    for p in probes:
        groups[(p.version, p.target)].append(p)
    table: collections.Counter = collections.Counter()
    false_errors: list[str] = []
    missed: collections.Counter = collections.Counter()
    examples: dict[str, str] = {}
    for (version, target), group in sorted(groups.items()):
        flagged = our_errors(group, version, target)
        for i, p in enumerate(group):
            ours = "error" if i in flagged else "none"
            table[f"ptxas {p.status}, we report {ours}"] += 1
            if p.status == "accepted" and ours == "error":
                false_errors.append(f"{p.text} .version {version} .target {target}: {flagged[i]}")
            elif p.status == "rejected" and ours == "none":
                missed[(p.instruction, target)] += 1
                examples.setdefault(p.instruction, f"{p.text} .target {target} -- {p.message}")
    return {"probes": len(probes), "targets": targets, "table": dict(sorted(table.items())),
            "false_errors": false_errors, "missed": dict(missed.most_common()), "missed_examples": examples}


HEAD_RE = re.compile(r"(\s*(?:@!?%?\w+\s+)?)([A-Za-z_]\w*)((?:\.[\w:\[\]]+)*)(.*)$", re.S)


def _heads(stmts: list[Statement]):
    """(statement, guard, opcode, modifiers, rest) of every accepted statement."""
    for s in stmts:
        m = HEAD_RE.match(s.text) if s.status == "accepted" else None
        if m is not None:
            guard, opcode, mods, rest = m.groups()
            yield s, guard, opcode, re.findall(r"\.[^.]+", mods), rest


def probe_spelling(stmts: list[Statement], ptxas: str, depth: int = 6) -> dict:
    """How freely may an instruction's name and modifiers be written? Two probes on the accepted
    statements, judged by ptxas:

    - blanks: ptxas reads white space between an opcode and a modifier and between modifiers, but
      some dotted words are one name to it (`mbarrier.arrive`, `mul.hi`, `cvta.to`): a blank inside
      one changes the instruction. For every (words so far, next modifier) pair among the first
      `depth` modifiers, one statement is re-assembled with a blank before that modifier; `joined`
      lists the names (words so far and that modifier) where ptxas rejects it.
    - repeats: each modifier of each instruction written twice in a row, once per (instruction,
      modifier). `repeatable` lists the modifiers ptxas accepts twice wherever they were doubled
      (`.sync.sync`, `.sat.sat`), leaving out those whose doubled spelling is a form of the spec
      anyway (createpolicy's two `.L2::evict_*` priorities)."""
    seen: set[tuple[str, str]] = set()
    blanks: list[tuple[str, Statement]] = []
    repeats: list[tuple[str, Statement]] = []
    for s, guard, opcode, parts, rest in _heads(stmts):
        for i, part in enumerate(parts):
            key = (opcode + "".join(parts[:i]), part)
            if i < depth and key not in seen:
                seen.add(key)
                text = guard + key[0] + " " + "".join(parts[i:]) + rest
                blanks.append((key[0] + part, Statement(s.instruction, s.form_index, text, s.version, s.target)))
            if ("repeat", s.instruction, part) not in seen:
                seen.add(("repeat", s.instruction, part))
                doubled = parts[:i + 1] + [part] + parts[i + 1:]
                if not load().resolve(opcode, doubled).forms:  # not a spec form: a leniency if ptxas takes it
                    text = guard + opcode + "".join(doubled) + rest
                    repeats.append((part, Statement(s.instruction, s.form_index, text, s.version, s.target)))
    run_batches(ptxas, [p for _, p in blanks + repeats])
    # a name is a fact only if its blank is rejected again when assembled alone (a batch of ld forms
    # once rejected two blanks that ptxas 13.5 takes in any other run)
    unconfirmed = []
    for _name, p in blanks:
        if p.status == "rejected":
            alone = Statement(p.instruction, p.form_index, p.text, p.version, p.target)
            run_batch(ptxas, p.version, p.target, [alone])
            if alone.status != "rejected":
                p.status = "skipped"
                unconfirmed.append(f"{p.text} ({p.message})")
    taken: dict[str, list[bool]] = collections.defaultdict(list)  # modifier -> ptxas accepted, per probe
    for mod, p in repeats:
        if p.status in ("accepted", "rejected"):
            taken[mod].append(p.status == "accepted")
    return {"boundaries": len(blanks), "take_a_blank": sum(p.status == "accepted" for _, p in blanks),
            "joined": sorted({name for name, p in blanks if p.status == "rejected"}),
            "repeats": len(repeats), "repeats_taken": sum(p.status == "accepted" for _, p in repeats),
            "repeatable": sorted(m for m, verdicts in taken.items() if all(verdicts)),
            "not_judged": sum(p.status == "skipped" for _, p in blanks + repeats), "unconfirmed": unconfirmed}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--json", action="store_true", help="print the summary as JSON")
    ap.add_argument("--only", nargs="*", help="instruction names to check")
    ap.add_argument("--sample", type=int, help="check a random sample of N statements (seeded)")
    ap.add_argument("--show-rejected", action="store_true", help="list every rejected statement")
    ap.add_argument("--show-forms", action="store_true", help="list every form not fully accepted")
    ap.add_argument("--probe-requirements", action="store_true",
                    help="also look for version/target requirements ptxas does not need")
    ap.add_argument("--probe-validator-versions", action="store_true",
                    help="also compare the validator's PTX501 verdicts with ptxas at every lower .version")
    ap.add_argument("--probe-validator-targets", action="store_true",
                    help="also compare the validator's PTX502 verdicts with ptxas on every a/f target (Table 72)")
    ap.add_argument("--probe-spelling", metavar="JSON",
                    help="also find the dotted names ptxas reads as one word (no blank inside) and the modifiers "
                         "it takes twice, and write them (spec/data/ptxas_spelling.json)")
    ap.add_argument("--ptxas", default=latest_ptxas(), help="default: the newest installed (ptxas 13.5 for 9.4)")
    args = ap.parse_args(argv)
    if not args.ptxas:
        print("spec_ptxas_check: ptxas not found on PATH", file=sys.stderr)
        return 2
    db = load()
    supported = supported_targets(args.ptxas)
    stmts = generate(db, args.only, supported)
    if args.sample:
        rng = random.Random(1234)
        stmts = rng.sample(stmts, min(args.sample, len(stmts)))
    run_batches(args.ptxas, stmts)
    stmts += retry_uncovered(db, stmts, supported, args.ptxas)
    stmts += retry_raised(stmts, args.ptxas, supported)
    summary = summarize(db, stmts)
    probes = probe_requirements(db, stmts, args.ptxas, supported) if args.probe_requirements else None
    if args.json:
        print(json.dumps(summary.__dict__, indent=1, sort_keys=True))
    else:
        print(f"forms: {summary.forms} (accepted {summary.forms_accepted}, partly {summary.forms_partial}, "
              f"rejected {summary.forms_rejected}, not generated {summary.forms_skipped})")
        print(f"statements: {summary.statements} (accepted {summary.accepted}, rejected {summary.rejected}, "
              f"not generated {summary.skipped})")
        for cat, n in sorted(summary.categories.items(), key=lambda kv: -kv[1]):
            print(f"  {cat}: {n}")
            for ex in summary.examples.get(cat, [])[:4]:
                print(f"      {ex}")
    if probes is not None:
        for kind, lines in probes.items():
            print(f"requirement over-stated ({kind}): {len(lines)} statements")
            for line in lines:
                print("    " + line)
    if args.probe_validator_versions:
        found = probe_validator_versions(db, stmts, args.ptxas, supported)
        print(f"validator .version probes: {found['probes']}")
        for row, n in found["table"].items():
            print(f"  {row}: {n}")
        for line in found["false_errors"]:
            print("  FALSE ERROR " + line)
    if args.probe_validator_targets:
        found = probe_validator_targets(db, stmts, args.ptxas, supported)
        print(f"validator target probes: {found['probes']} on {', '.join(found['targets'])}")
        for row, n in found["table"].items():
            print(f"  {row}: {n}")
        for line in found["false_errors"]:
            print("  FALSE ERROR " + line)
        for (name, target), n in found["missed"].items():
            print(f"  missed (ptxas rejects, we do not): {name} on {target}: {n}")
        for name, example in sorted(found["missed_examples"].items()):
            print(f"  missed, e.g. {name}: {example}")
    if args.probe_spelling:
        found = probe_spelling(stmts, args.ptxas)
        version = subprocess.run([args.ptxas, "--version"], capture_output=True, text=True).stdout.split()
        data = {
            "about": "How ptxas reads an instruction's name and modifiers, measured (not from the ISA text) by "
                     "re-assembling the accepted statements of tools/spec_ptxas_check.py. `joined`: dotted "
                     "names ptxas reads as one word, so a blank or line break before their last part is an "
                     "error (`mbarrier .arrive`, `mul .hi`), while white space before any other modifier is "
                     "not. `repeatable`: modifiers ptxas accepts written twice (`.sync.sync`, `.sat.sat`) "
                     "wherever they were doubled.",
            "source": f"python tools/spec_ptxas_check.py --probe-spelling (ptxas {version[-1] if version else '?'})",
            "boundaries": found["boundaries"],
            "take_a_blank": found["take_a_blank"],
            "joined": found["joined"],
            "repeats": found["repeats"],
            "repeats_taken": found["repeats_taken"],
            "repeatable": found["repeatable"],
        }
        Path(args.probe_spelling).write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        print(f"spelling probes: {found['boundaries']} blanks, {found['take_a_blank']} taken, "
              f"{len(found['joined'])} names ptxas reads as one word; {found['repeats']} repeated modifiers, "
              f"{found['repeats_taken']} taken, {len(found['repeatable'])} modifiers repeatable everywhere; "
              f"{found['not_judged']} not judged")
        for line in found["unconfirmed"]:
            print(f"  rejected in a batch, accepted alone (not a fact): {line}")
    if args.show_forms:
        for line in summary.form_reports:
            print(line)
    if args.show_rejected:
        for s in stmts:
            if s.status == "rejected":
                print(f"REJECTED {s.instruction}[{s.form_index}] {s.version} {s.target}: {s.text}  -- {s.message}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
