"""Single-fault mutation testing of the validator against ptxas.

**Every mutant differs from a valid nvcc-generated PTX file by exactly one fault of one category.**
**ptxas (through `../shared/tools/ptxas-check`) is the judge; our validator is measured against it.**

For each category the tool writes mutants of valid PTX files, asks ptxas for its verdict and runs
our validator in-process. It prints, per category:

- rejected: mutants ptxas rejects, and how many of them we flag with an error on a line ptxas names
  (an error whose range covers that line), goal >= 95 %;
- accepted: mutants ptxas accepts anyway (e.g. a lowered `.target` the file does not need), and how
  many of them we leave without any error, goal 100 %.

One ptxas quirk is normalised: "PTX .version X does not support .target Y" is reported on a line
number that does not hold `.target` when comments precede it (ptxas seems to count lines from
the first directive); that message is attributed to the `.target` line it is about.

The mutations are text edits on statement lines (this is a test tool, it must not depend on our own
parser being right). Usage:

    python tools/mutate.py [--per-category 20] [--seed 1] [--jobs 2] [--issue10] [--json] [--show-misses] [FILE...]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("PTX_LSP_SHARED", ROOT.parent / "shared"))
PTXAS_CHECK = SHARED / "tools" / "ptxas-check"
sys.path.insert(0, str(ROOT / "server"))

INSTR = re.compile(r"^(?P<indent>\s*)(?P<guard>@!?%\w+\s+)?(?P<opcode>[a-z][\w.:]*)(?P<rest>[ \t]+[^;]*)?;\s*$")
REG_FAMILY = re.compile(r"^\s*\.reg\s+(?:\.v\d\s+)?\.\w+\s+(%\w+?)<(\d+)>\s*;")
REG_USE = re.compile(r"%[A-Za-z_]\w*")
LABEL_DEF = re.compile(r"^(\$?[\w$]+):\s*$")
BRANCH = re.compile(r"^\s*(?:@!?%\w+\s+)?bra(?:\.uni)?\s+(\$?[\w$]+)\s*;")
SYMBOL_ADDR = re.compile(r"\[([A-Za-z_$][\w$]*)(?:\+\d+)?\]")
TYPE_SWAP = {
    ".s32": ".s64", ".u32": ".u64", ".s64": ".s32", ".u64": ".u32", ".b32": ".b64", ".b64": ".b32",
    ".f32": ".f64", ".f64": ".f32", ".b16": ".b32", ".u16": ".u64", ".s16": ".s64", ".pred": ".b32",
}
SPACES = [".global", ".shared", ".const", ".local", ".param"]
TARGET_LADDER = ["sm_75", "sm_80", "sm_86", "sm_89", "sm_90", "sm_90a", "sm_100", "sm_100a", "sm_120"]
VERSIONS_LOW = ["6.0", "6.5", "7.0", "7.5", "7.8", "8.0", "8.3", "8.6"]


@dataclass
class Mutant:
    """One faulty variant of a valid file."""

    category: str
    origin: str
    line: int  # 1-based line of the edit
    what: str
    text: str
    ptxas_lines: set[int] = field(default_factory=set)
    ptxas_ok: bool | None = None
    ptxas_messages: list[str] = field(default_factory=list)
    our_lines: list[tuple[int, int, str, str]] = field(default_factory=list)  # (first, last, code, message)
    our_warnings: list[tuple[int, int, str, str]] = field(default_factory=list)

    @property
    def warned(self) -> bool:
        """A rejected mutant we did not flag with an error but warned about on ptxas's line."""
        return not self.ptxas_ok and not self.hit and any(
            a <= ln <= b for ln in self.ptxas_lines for a, b, _, _ in self.our_warnings)

    @property
    def hit(self) -> bool:
        """For rejected mutants: an error of ours covers a line ptxas complains about; else: no error."""
        if self.ptxas_ok:
            return not self.our_lines
        if not self.ptxas_lines:  # ptxas gave no line (fatal without position): any error counts
            return bool(self.our_lines)
        return any(a <= ln <= b for ln in self.ptxas_lines for a, b, _, _ in self.our_lines)


def instruction_lines(lines: list[str]) -> list[tuple[int, re.Match[str]]]:
    out = []
    for i, line in enumerate(lines):
        m = INSTR.match(line)
        if m and not m["opcode"].startswith("."):
            out.append((i, m))
    return out


def split_operands(rest: str) -> list[str]:
    """Split an operand list on top-level commas (vectors `{a, b}` stay whole)."""
    parts, depth, cur = [], 0, ""
    for ch in rest:
        if ch in "{[(":
            depth += 1
        elif ch in "}])":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    if cur.strip():
        parts.append(cur)
    return [p.strip() for p in parts]


def replace_line(lines: list[str], i: int, new: str) -> str:
    out = list(lines)
    out[i] = new
    return "".join(out)


# ---- mutation operators: each returns (line index, description, new text) or None -------------


def m_unknown_opcode(lines, rng):
    cands = instruction_lines(lines)
    i, m = rng.choice(cands)
    base, dot, mods = m["opcode"].partition(".")
    mangled = rng.choice([base + "x", base[:-1] + base[-1] * 2 + "q", base[::-1] if base[::-1] != base else base + "z"])
    new = m["indent"] + (m["guard"] or "") + mangled + dot + mods + (m["rest"] or "") + ";\n"
    return i, f"{m['opcode']} -> {mangled}{dot}{mods}", replace_line(lines, i, new)


TYPE_MODS = re.compile(r"^\.(?:[subf]\d+|pred|[su]\d+x\d+|f16x2|bf16x2?|v\d)$")


def m_unknown_modifier(lines, rng):
    cands = [(i, m) for i, m in instruction_lines(lines)
             if any(not TYPE_MODS.match("." + p) for p in m["opcode"].split(".")[1:])]
    if not cands:
        return None
    i, m = rng.choice(cands)
    parts = m["opcode"].split(".")
    idx = rng.choice([k for k in range(1, len(parts)) if not TYPE_MODS.match("." + parts[k])])
    old = parts[idx]
    parts[idx] = rng.choice([old + "x", old[:-1] + "q" if len(old) > 1 else old + "q", "z" + old])
    opcode = ".".join(parts)
    new = m["indent"] + (m["guard"] or "") + opcode + (m["rest"] or "") + ";\n"
    return i, f".{old} -> .{parts[idx]}", replace_line(lines, i, new)


def m_type_mismatch(lines, rng):
    cands = [(i, m) for i, m in instruction_lines(lines)
             if any("." + p in TYPE_SWAP for p in m["opcode"].split(".")[1:]) and m["rest"] and "%" in m["rest"]]
    if not cands:
        return None
    i, m = rng.choice(cands)
    parts = m["opcode"].split(".")
    idxs = [k for k in range(1, len(parts)) if "." + parts[k] in TYPE_SWAP]
    k = rng.choice(idxs)
    old = parts[k]
    parts[k] = TYPE_SWAP["." + old][1:]
    opcode = ".".join(parts)
    new = m["indent"] + (m["guard"] or "") + opcode + (m["rest"] or "") + ";\n"
    return i, f".{old} -> .{parts[k]} in {m['opcode']}", replace_line(lines, i, new)


def m_undefined_register(lines, rng):
    cands = [(i, m) for i, m in instruction_lines(lines) if m["rest"] and re.search(r"%(r|rd|f|fd|p|rs|h|hh)\d", m["rest"])]
    if not cands:
        return None
    i, m = rng.choice(cands)
    regs = re.findall(r"%(?:r|rd|f|fd|p|rs|h|hh)\d+", m["rest"])
    reg = rng.choice(regs)
    bogus = "%zq" + re.sub(r"^%[a-z]+", "", reg)
    rest = re.sub(re.escape(reg) + r"\b", bogus, m["rest"], count=1)
    new = m["indent"] + (m["guard"] or "") + m["opcode"] + rest + ";\n"
    return i, f"{reg} -> {bogus}", replace_line(lines, i, new)


def _families_by_function(lines):
    """(line index -> {prefix: N}) for the function that contains each line."""
    fams: dict[int, dict[str, int]] = {}
    current: dict[str, int] = {}
    for i, line in enumerate(lines):
        if line.startswith(".entry") or line.startswith(".visible") or line.startswith(".func") or line.startswith(".weak"):
            current = {}
        fm = REG_FAMILY.match(line)
        if fm:
            current[fm[1]] = int(fm[2])
        fams[i] = current
    return fams


def m_reg_out_of_range(lines, rng):
    fams = _families_by_function(lines)
    cands = []
    for i, m in instruction_lines(lines):
        for reg in re.findall(r"%[a-z]+\d+", m["rest"] or ""):
            prefix = re.match(r"%[a-z]+", reg)[0]
            if prefix in fams[i]:
                cands.append((i, m, reg, prefix, fams[i][prefix]))
    if not cands:
        return None
    i, m, reg, prefix, n = rng.choice(cands)
    bogus = f"{prefix}{n + rng.choice([0, 0, 1, 50])}"
    rest = re.sub(re.escape(reg) + r"\b", bogus, m["rest"], count=1)
    new = m["indent"] + (m["guard"] or "") + m["opcode"] + rest + ";\n"
    return i, f"{reg} -> {bogus} (family {prefix}<{n}>)", replace_line(lines, i, new)


def m_undefined_label(lines, rng):
    cands = [(i, b) for i, line in enumerate(lines) if (b := BRANCH.match(line))]
    if not cands:
        return None
    i, b = rng.choice(cands)
    label = b[1]
    bogus = label + "_nowhere"
    new = lines[i].replace(label, bogus, 1)
    return i, f"bra {label} -> {bogus}", replace_line(lines, i, new)


def m_missing_semicolon(lines, rng):
    cands = instruction_lines(lines)
    # the statement must be followed by another statement (not EOF), as in real edits
    i, m = rng.choice(cands)
    new = lines[i].rstrip().rstrip(";") + "\n"
    return i, f"dropped ';' after {m['opcode']}", replace_line(lines, i, new)


def m_operand_count(lines, rng):
    cands = [(i, m) for i, m in instruction_lines(lines) if m["rest"] and len(split_operands(m["rest"])) >= 2]
    if not cands:
        return None
    i, m = rng.choice(cands)
    ops = split_operands(m["rest"])
    if rng.random() < 0.5:
        new_ops, what = ops[:-1], "dropped last operand"
    else:
        new_ops, what = ops + [ops[-1]], "repeated last operand"
    new = m["indent"] + (m["guard"] or "") + m["opcode"] + " \t" + ", ".join(new_ops) + ";\n"
    return i, f"{what} of {m['opcode']}", replace_line(lines, i, new)


def m_duplicate_declaration(lines, rng):
    cands = [i for i, line in enumerate(lines)
             if REG_FAMILY.match(line) or LABEL_DEF.match(line.strip())
             or re.match(r"^\.(global|const|shared)\s.*;\s*$", line)
             or re.match(r"^\s*\.(local|shared|reg)\s+(\.align\s+\d+\s+)?\.\w+\s+[\w$]+(\[\d*\])?;\s*$", line)]
    if not cands:
        return None
    i = rng.choice(cands)
    out = list(lines)
    out.insert(i + 1, lines[i] if lines[i].endswith("\n") else lines[i] + "\n")
    return i + 1, f"duplicated {lines[i].strip()[:60]}", "".join(out)


def m_wrong_state_space(lines, rng):
    cands = []
    for i, m in instruction_lines(lines):
        parts = m["opcode"].split(".")
        if parts[0] in ("ld", "st", "cvta", "atom", "red") and m["rest"] and SYMBOL_ADDR.search(m["rest"]):
            spaces = [k for k in range(1, len(parts)) if "." + parts[k] in SPACES]
            if spaces:
                cands.append((i, m, spaces[0]))
    if not cands:
        return None
    i, m, k = rng.choice(cands)
    parts = m["opcode"].split(".")
    old = "." + parts[k]
    parts[k] = rng.choice([s for s in SPACES if s != old])[1:]
    opcode = ".".join(parts)
    new = m["indent"] + (m["guard"] or "") + opcode + (m["rest"] or "") + ";\n"
    return i, f"{m['opcode']} -> {opcode}", replace_line(lines, i, new)


def m_target_too_low(lines, rng):
    for i, line in enumerate(lines):
        t = re.match(r"^(\s*\.target\s+)(sm_\w+)(.*)$", line, re.S)
        if t:
            cur = t[2]
            if cur not in TARGET_LADDER:
                return None
            lower = TARGET_LADDER[: TARGET_LADDER.index(cur)]
            if not lower:
                return None
            new_t = rng.choice(lower)
            return i, f".target {cur} -> {new_t}", replace_line(lines, i, t[1] + new_t + t[3])
    return None


def m_version_too_low(lines, rng):
    for i, line in enumerate(lines):
        v = re.match(r"^(\s*\.version\s+)(\d+\.\d+)(.*)$", line, re.S)
        if v:
            cur = tuple(map(int, v[2].split(".")))
            lower = [x for x in VERSIONS_LOW if tuple(map(int, x.split("."))) < cur]
            if not lower:
                return None
            new_v = rng.choice(lower)
            return i, f".version {v[2]} -> {new_v}", replace_line(lines, i, v[1] + new_v + v[3])
    return None


# ---- issue 10 categories: operands, immediates, fragments, modifier legality, directives, calls --


REG_DECL = re.compile(r"^\s*\.reg\s+(?:\.v\d\s+)?(?P<type>\.\w+)\s+(?P<prefix>%\w+?)<(?P<n>\d+)>\s*;")
SIZE_OF = {"pred": 1, "b8": 8, "u8": 8, "s8": 8, "b16": 16, "u16": 16, "s16": 16, "f16": 16, "b32": 32, "u32": 32,
           "s32": 32, "f32": 32, "f16x2": 32, "bf16x2": 32, "b64": 64, "u64": 64, "s64": 64, "f64": 64, "b128": 128}


def _reg_types_by_function(lines) -> dict[int, dict[str, tuple[str, int]]]:
    """(line index -> {prefix: (type, N)}) for the function that contains each line."""
    out: dict[int, dict[str, tuple[str, int]]] = {}
    current: dict[str, tuple[str, int]] = {}
    for i, line in enumerate(lines):
        if re.match(r"^\s*(\.visible\s+|\.weak\s+|\.extern\s+)?\.(entry|func)\b", line):
            current = {}
        d = REG_DECL.match(line)
        if d:
            current[d["prefix"]] = (d["type"][1:], int(d["n"]))
        out[i] = current
    return out


def _with_operands(m, ops: list[str]) -> str:
    return m["indent"] + (m["guard"] or "") + m["opcode"] + " \t" + ", ".join(ops) + ";\n"


def _register_operands(lines):
    """(line, match, operands, operand index, register, prefix) for plain register operands."""
    fams = _reg_types_by_function(lines)
    out = []
    for i, m in instruction_lines(lines):
        if not m["rest"] or m["opcode"].split(".")[0] in ("call", "ret", "bra"):
            continue
        ops = split_operands(m["rest"])
        for k, op in enumerate(ops):
            r = re.fullmatch(r"(%[A-Za-z_]+)(\d+)", op)
            if r and r[1] in fams[i]:
                out.append((i, m, ops, k, op, r[1], fams[i]))
    return out


def m_operand_type_size(lines, rng):
    """A register operand replaced by a declared register of another type or size (`%r` -> `%rd`, `%f`)."""
    cands = []
    for i, m, ops, k, op, prefix, fams in _register_operands(lines):
        have = fams[prefix][0]
        others = [p for p, (t, n) in fams.items() if n > 1 and t != have and t != "pred"
                  and (SIZE_OF.get(t) != SIZE_OF.get(have) or t[0] == "f" or have[0] == "f")]
        if others and have != "pred":
            cands.append((i, m, ops, k, op, others, fams))
    if not cands:
        return None
    i, m, ops, k, op, others, fams = rng.choice(cands)
    prefix = rng.choice(others)
    new = f"{prefix}{rng.randrange(1, fams[prefix][1])}"
    ops = list(ops)
    ops[k] = new
    return i, f"{op} -> {new} ({fams[prefix][0]}) in {m['opcode']}", replace_line(lines, i, _with_operands(m, ops))


def m_operand_kind(lines, rng):
    """An operand of the wrong kind: immediate or special register as destination, predicate as an
    integer source, address where a register is read, label where a register is read."""
    cands = _register_operands(lines)
    labels = [LABEL_DEF.match(line.strip())[1] for line in lines if LABEL_DEF.match(line.strip())]
    if not cands:
        return None
    i, m, ops, k, op, prefix, fams = rng.choice(cands)
    preds = [p for p, (t, n) in fams.items() if t == "pred" and n > 1]
    wide = [p for p, (t, n) in fams.items() if t in ("b64", "u64", "s64") and n > 1]
    choices = []
    if k == 0:
        choices += ["1", "%tid.x"]
    else:
        if fams[prefix][0] != "pred" and preds:
            choices.append(f"{preds[0]}1")
        if wide:
            choices.append(f"[{wide[0]}1]")
        if labels:
            choices.append(rng.choice(labels))
    if not choices:
        return None
    new = rng.choice(choices)
    ops = list(ops)
    ops[k] = new
    return i, f"operand {k} {op} -> {new} in {m['opcode']}", replace_line(lines, i, _with_operands(m, ops))


IMMEDIATE_SITES = [
    # (opcode pattern, operand index, out-of-range values): barrier ids 0-15 and thread counts in
    # multiples of the warp size (§9.7.13.1), setmaxnreg 24-256 in multiples of 8. (ptxas truncates
    # too-wide instruction-type immediates such as `add.u32 …, 0x100000000` without a word.)
    (re.compile(r"^(bar|barrier)(\.cta)?\.(sync|arrive|red)"), 0, ["16", "17", "32", "255"]),
    (re.compile(r"^(bar|barrier)(\.cta)?\.(sync|arrive)"), 1, ["16", "33", "100"]),
    (re.compile(r"^setmaxnreg\."), 0, ["16", "20", "260", "100"]),
]


def m_immediate_range(lines, rng):
    cands = []
    for i, m in instruction_lines(lines):
        for pat, k, values in IMMEDIATE_SITES:
            if pat.search(m["opcode"]) and m["rest"]:
                ops = split_operands(m["rest"])
                kk = k if k >= 0 else len(ops) - 1
                if 0 <= kk < len(ops):
                    cands.append((i, m, ops, kk, values))
    if not cands:
        return None
    i, m, ops, k, values = rng.choice(cands)
    new = rng.choice(values)
    old = ops[k]
    ops = list(ops)
    ops[k] = new
    return i, f"{old} -> {new} in {m['opcode']}", replace_line(lines, i, _with_operands(m, ops))


def m_fragment_count(lines, rng):
    """One element removed from, or added to, a braced vector operand (ld/st.vN, mma/wmma/wgmma
    fragments, ldmatrix, tcgen05.ld/st, tex)."""
    cands = []
    for i, m in instruction_lines(lines):
        if not m["rest"] or "{" not in m["rest"] or m["opcode"].startswith(("call", "mov.b")):
            continue
        ops = split_operands(m["rest"])
        for k, op in enumerate(ops):
            if op.startswith("{") and op.endswith("}") and "," in op:
                cands.append((i, m, ops, k))
    if not cands:
        return None
    i, m, ops, k = rng.choice(cands)
    elems = [e.strip() for e in ops[k][1:-1].split(",")]
    if rng.random() < 0.5:
        new_elems, what = elems[:-1], "dropped"
    else:
        new_elems, what = elems + [elems[-1]], "repeated"
    ops = list(ops)
    ops[k] = "{" + ", ".join(new_elems) + "}"
    return i, f"{what} the last of {len(elems)} elements of operand {k} of {m['opcode']}", replace_line(
        lines, i, _with_operands(m, ops))


ROUNDINGS_FLOAT = [".rn", ".rz", ".rm", ".rp"]
ROUNDINGS_INT = [".rni", ".rzi", ".rmi", ".rpi"]
INT_TYPES = {"u8", "u16", "u32", "u64", "s8", "s16", "s32", "s64", "b8", "b16", "b32", "b64"}
SETP_UNSIGNED = [".lo", ".ls", ".hi", ".hs"]
SETP_FLOAT_ONLY = [".equ", ".neu", ".ltu", ".leu", ".gtu", ".geu", ".num", ".nan"]


def m_dependent_modifier(lines, rng):
    """A modifier legal alone but not with the others: cvt rounding by type pair, atom/red operation
    by type, setp comparison by type."""
    cands = []
    for i, m in instruction_lines(lines):
        parts = m["opcode"].split(".")
        types = [p for p in parts[1:] if p in INT_TYPES or p in ("f16", "f32", "f64", "bf16")]
        if parts[0] == "cvt" and len(types) >= 2:
            d, a = types[-2], types[-1]
            rounds = [p for p in parts if "." + p in ROUNDINGS_FLOAT + ROUNDINGS_INT]
            if d in INT_TYPES and a in INT_TYPES:
                cands.append((i, m, "cvt", rng.choice(ROUNDINGS_FLOAT + ROUNDINGS_INT)))  # int-int takes none
            elif d[0] == "f" and a in INT_TYPES:
                cands.append((i, m, "cvt", rng.choice(ROUNDINGS_INT)))  # int->float takes .rn etc., not .rni
            elif d in INT_TYPES and a[0] == "f" and rounds:
                cands.append((i, m, "cvt", rng.choice(ROUNDINGS_FLOAT)))  # float->int needs .rni etc.
        elif parts[0] in ("atom", "red") and types:
            t = types[-1]
            if t[0] == "f":
                cands.append((i, m, "op", rng.choice([".and", ".or", ".xor", ".inc", ".dec"])))
            elif t.startswith("b"):
                cands.append((i, m, "op", rng.choice([".add", ".inc", ".dec", ".min", ".max"])))
            elif t.startswith("s"):
                cands.append((i, m, "op", rng.choice([".and", ".inc"])))
        elif parts[0] in ("setp", "set") and types:
            t = types[-1]
            if t.startswith("s") or t[0] == "f":
                cands.append((i, m, "cmp", rng.choice(SETP_UNSIGNED)))
            if t.startswith(("b", "u", "s")):
                cands.append((i, m, "cmp", rng.choice(SETP_FLOAT_ONLY)))
            if t.startswith("b"):
                cands.append((i, m, "cmp", rng.choice([".lt", ".le", ".gt", ".ge"])))
    if not cands:
        return None
    i, m, kind, new = rng.choice(cands)
    parts = m["opcode"].split(".")
    if kind == "cvt":
        rounds = [k for k, p in enumerate(parts) if "." + p in ROUNDINGS_FLOAT + ROUNDINGS_INT]
        if rounds:
            parts[rounds[0]] = new[1:]
        else:
            parts.insert(1, new[1:])
    elif kind == "op":
        ops = [k for k, p in enumerate(parts) if p in ("add", "and", "or", "xor", "inc", "dec", "min", "max", "exch",
                                                       "cas")]
        if not ops:
            return None
        parts[ops[0]] = new[1:]
    else:
        parts[1] = new[1:]
    opcode = ".".join(parts)
    if opcode == m["opcode"]:
        return None
    line = m["indent"] + (m["guard"] or "") + opcode + (m["rest"] or "") + ";\n"
    return i, f"{m['opcode']} -> {opcode}", replace_line(lines, i, line)


def m_directive(lines, rng):
    """Performance-tuning and alignment directives out of their rules: four `.maxntid`/`.reqntid`
    values, an alignment that is not a power of two."""
    cands = []
    for i, line in enumerate(lines):
        if re.match(r"^\s*\.(maxntid|reqntid)\s+\d", line):
            cands.append((i, "ntid"))
        if re.search(r"\.align\s+\d+", line):
            cands.append((i, "align"))
    if not cands:
        return None
    i, kind = rng.choice(cands)
    line = lines[i]
    if kind == "ntid":
        new = re.sub(r"(\.(?:maxntid|reqntid)\s+[\d,\s]*\d)", r"\1, 1", line, count=1)
    else:
        new = re.sub(r"\.align\s+\d+", lambda _m: f".align {rng.choice([3, 6, 12, 24])}", line, count=1)
    return i, f"{line.strip()[:50]} -> {new.strip()[:50]}", replace_line(lines, i, new)


def m_video_selector(lines, rng):
    """A video instruction inserted with one operand selector (`.b0`-`.b3`, `.h0`/`.h1` are the
    legal ones, §9.7.8.1): the inserted statement is the one fault."""
    fams = _reg_types_by_function(lines)
    cands = [(i, m) for i, m in instruction_lines(lines)
             if sum(1 for t, n in fams[i].values() if t in ("b32", "u32", "s32") and n > 3)]
    if not cands:
        return None
    i, m = rng.choice(cands)
    prefix = next(p for p, (t, n) in fams[i].items() if t in ("b32", "u32", "s32") and n > 3)
    sel = rng.choice([".b4", ".b9", ".h2", ".h3", ".x"])
    stmt = f"{m['indent']}vadd.s32.u32.s32.sat {prefix}1, {prefix}2{sel}, {prefix}3;\n"
    out = list(lines)
    out.insert(i, stmt)
    return i, f"inserted vadd with selector {sel}", "".join(out)


CALL_START = re.compile(r"^\s*call(\.uni)?\b")


def m_call_arguments(lines, rng):
    """A call whose arguments no longer match the callee: one argument dropped, or two arguments of
    different declared types swapped (multi-line calls as nvcc writes them)."""
    calls = []
    for i, line in enumerate(lines):
        if CALL_START.match(line):
            j = i
            while j < len(lines) and ";" not in lines[j]:
                j += 1
            text = "".join(lines[i:j + 1])
            args = re.search(r"\(\s*([^()]*?)\s*\)\s*;", text)
            if args and args[1].strip():
                calls.append((i, j, text, args))
    if not calls:
        return None
    i, j, text, args = rng.choice(calls)
    names = [a.strip() for a in args[1].split(",")]
    if len(names) >= 2 and rng.random() < 0.5:
        a, b = rng.sample(range(len(names)), 2)
        names[a], names[b] = names[b], names[a]
        what = f"swapped arguments {a} and {b}"
    else:
        names = names[:-1] if len(names) > 1 else []
        what = "dropped the last argument"
    new_text = text[: args.start(1)] + ", ".join(names) + text[args.end(1):]
    out = lines[:i] + [new_text] + lines[j + 1:]
    return i, f"{what} of the call", "".join(out)


ORDERED = ("relaxed", "acquire", "release", "volatile")
SCOPES = ("cta", "cluster", "gpu", "sys")
CACHE_QUALIFIERS = ("L1::evict_normal", "L1::evict_unchanged", "L1::evict_first", "L1::evict_last",
                    "L1::no_allocate", "L2::64B", "L2::128B", "L2::256B", "L2::cache_hint")


def _int_bounds(t: str) -> tuple[int, int] | None:
    if t[0] not in "us" or not t[1:].isdigit():
        return None
    n = int(t[1:])
    return (-(1 << (n - 1)), (1 << (n - 1)) - 1) if t[0] == "s" else (0, (1 << n) - 1)


def m_modifier_combination(lines, rng):
    """Two modifiers legal alone that do not go together (spec.legality's generic tables): an ordered,
    volatile or cache-qualified ld/st moved to a state space that does not allow it, an ordering without
    its scope (or a scope without its ordering) on mbarrier/multimem, `.ftz` on a conversion or a comparison
    that has no `.f32`, `.sat` on an integer conversion that cannot overflow."""
    cands = []
    for i, m in instruction_lines(lines):
        parts = m["opcode"].split(".")
        head = parts[0]
        if head in ("ld", "st") and any(p in ORDERED or p in CACHE_QUALIFIERS for p in parts):
            spaces = [k for k, p in enumerate(parts) if p in ("global", "shared")]
            bad = ".const" if head == "ld" else ".param"
            if any(p in CACHE_QUALIFIERS for p in parts):
                bad = rng.choice([".local", ".shared::cta"]) if "nc" not in parts else None
            if bad and "nc" not in parts:
                if spaces:
                    new = parts[:spaces[0]] + [bad[1:]] + parts[spaces[0] + 1:]
                else:
                    at = next((k + 1 for k, p in enumerate(parts) if p in SCOPES or p in ORDERED), 1)
                    new = parts[:at] + [bad[1:]] + parts[at:]
                cands.append((i, m, new))
        elif head in ("mbarrier", "multimem"):
            scope = [k for k, p in enumerate(parts) if p in SCOPES]
            order = [k for k, p in enumerate(parts) if p in ORDERED]
            if scope and order:
                drop = rng.choice([scope[0], order[0]])
                cands.append((i, m, parts[:drop] + parts[drop + 1:]))
        elif head == "cvt" and "ftz" not in parts and "f32" not in parts:
            types = [p for p in parts[1:] if p in INT_TYPES or p in ("f16", "f64", "bf16")]
            if len(types) >= 2:
                cands.append((i, m, [parts[0], "ftz", *parts[1:]] if len(parts) > 2 else None))
        elif head == "cvt" and "sat" not in parts:
            types = [p for p in parts[1:] if _int_bounds(p)]
            if len(types) == 2:
                (dlo, dhi), (slo, shi) = _int_bounds(types[0]), _int_bounds(types[1])
                if dlo <= slo and shi <= dhi:
                    cands.append((i, m, [parts[0], "sat", *parts[1:]]))
        elif head == "setp" and "ftz" not in parts and len(parts) >= 3 and parts[-1] in (
                "s32", "u32", "b32", "s64", "u64", "b64", "f64", "s16", "u16", "b16"):
            cands.append((i, m, parts[:-1] + ["ftz", parts[-1]]))
    cands = [c for c in cands if c[2] is not None]
    if not cands:
        return None
    i, m, parts = rng.choice(cands)
    opcode = ".".join(parts)
    if opcode == m["opcode"]:
        return None
    line = m["indent"] + (m["guard"] or "") + opcode + (m["rest"] or "") + ";\n"
    return i, f"{m['opcode']} -> {opcode}", replace_line(lines, i, line)


CATEGORIES: dict[str, Callable] = {
    "unknown opcode": m_unknown_opcode,
    "unknown modifier": m_unknown_modifier,
    "type mismatch": m_type_mismatch,
    "undefined register": m_undefined_register,
    "%r out of range": m_reg_out_of_range,
    "undefined label": m_undefined_label,
    "missing ;": m_missing_semicolon,
    "wrong operand count": m_operand_count,
    "duplicate declaration": m_duplicate_declaration,
    "wrong state space": m_wrong_state_space,
    "target too low": m_target_too_low,
    "version too low": m_version_too_low,
    "operand type/size": m_operand_type_size,
    "operand kind": m_operand_kind,
    "immediate range": m_immediate_range,
    "fragment/vector size": m_fragment_count,
    "dependent modifier": m_dependent_modifier,
    "modifier combination": m_modifier_combination,
    "directive": m_directive,
    "video selector": m_video_selector,
    "call arguments": m_call_arguments,
}
ISSUE_10 = ["operand type/size", "operand kind", "immediate range", "fragment/vector size", "dependent modifier",
            "modifier combination", "directive", "video selector", "call arguments"]


def default_files() -> list[Path]:
    """Small valid files: the shared corpus (without the giant ones), our own valid examples, and the
    nvcc acceptance set when it has been built into `nvcc-ptx/` (`tests/data/validate/make_nvcc_ptx.py`)."""
    files = [p for p in sorted((SHARED / "corpus" / "ptx").glob("*.ptx")) if p.stat().st_size < 400_000]
    files += [ROOT / "examples" / "saxpy.ptx", ROOT / "tests" / "data" / "validate" / "handwritten_valid.ptx"]
    nv = Path("nvcc-ptx")
    files += [p for p in sorted(nv.glob("*.ptx")) if p.stat().st_size < 400_000]
    return files


def make_mutants(files: list[Path], per_category: int, seed: int, categories: list[str]) -> list[Mutant]:
    rng = random.Random(seed)
    texts = {f: f.read_text(encoding="utf-8", errors="replace").splitlines(keepends=True) for f in files}
    out: list[Mutant] = []
    for cat in categories:
        op = CATEGORIES[cat]
        seen: set[str] = set()
        tries = 0
        while sum(1 for m in out if m.category == cat) < per_category and tries < per_category * 20:
            tries += 1
            f = rng.choice(files)
            res = op(texts[f], rng)
            if res is None:
                continue
            line, what, text = res
            key = f"{f.name}:{line}:{what}"
            if key in seen:
                continue
            seen.add(key)
            out.append(Mutant(cat, f.name, line + 1, what, text))
    return out


PTXAS_LINE = re.compile(r"^(?P<file>.+?):(?P<line>\d+): (?P<sev>\w+): (?P<msg>.*)$")


def judge_with_ptxas(m: Mutant, workdir: Path, index: int) -> None:
    path = workdir / f"mutant_{index}.ptx"
    path.write_text(m.text, encoding="utf-8")
    p = subprocess.run([sys.executable, str(PTXAS_CHECK), str(path)], capture_output=True, text=True, timeout=300)
    m.ptxas_ok = p.returncode == 0
    for raw in p.stdout.splitlines():
        pm = PTXAS_LINE.match(raw)
        if pm and pm["sev"] in ("error", "fatal"):
            line = int(pm["line"])
            if "does not support .target" in pm["msg"]:
                line = target_line(m.text) or line  # ptxas numbers this one line wrong (see docstring)
            if line > 0:
                m.ptxas_lines.add(line)
            m.ptxas_messages.append(f"{pm['line']}: {pm['msg']}")


def target_line(text: str) -> int | None:
    """1-based line of the `.target` directive."""
    for i, line in enumerate(text.splitlines(), 1):
        if re.match(r"\s*\.target\b", line):
            return i
    return None


def judge_with_us(m: Mutant) -> None:
    from ptx_lsp.analysis.check import validate_bytes

    data = m.text.encode("utf-8")
    for issue, (l1, _c1, l2, _c2) in validate_bytes(data):
        if issue.severity == "error":
            m.our_lines.append((l1, l2, issue.code, issue.message))
        elif issue.severity == "warning":
            m.our_warnings.append((l1, l2, issue.code, issue.message))


def run(files: list[Path], per_category: int, seed: int, jobs: int, categories: list[str]) -> list[Mutant]:
    mutants = make_mutants(files, per_category, seed, categories)
    with tempfile.TemporaryDirectory(prefix="ptx-mutants-") as tmp:
        with ThreadPoolExecutor(jobs) as pool:
            list(pool.map(lambda im: judge_with_ptxas(im[1], Path(tmp), im[0]), enumerate(mutants)))
    for m in mutants:
        judge_with_us(m)
    return mutants


def table(mutants: list[Mutant]) -> list[dict]:
    rows = []
    for cat in dict.fromkeys(m.category for m in mutants):
        ms = [m for m in mutants if m.category == cat]
        rej = [m for m in ms if not m.ptxas_ok]
        acc = [m for m in ms if m.ptxas_ok]
        rows.append({
            "category": cat,
            "mutants": len(ms),
            "rejected": len(rej),
            "rejected_flagged": sum(m.hit for m in rej),
            "rejected_warned": sum(m.warned for m in rej),
            "accepted": len(acc),
            "accepted_clean": sum(m.hit for m in acc),
        })
    return rows


def pct(a: int, b: int) -> str:
    return "–" if b == 0 else f"{100 * a / b:.0f}%"


def format_table(rows: list[dict]) -> str:
    out = ["| category | mutants | ptxas rejects | we flag on ptxas's line | only a warning there | ptxas accepts "
           "| we report no error |",
           "|---|---:|---:|---:|---:|---:|---:|"]
    tot = dict.fromkeys(("mutants", "rejected", "rejected_flagged", "rejected_warned", "accepted", "accepted_clean"), 0)
    for r in rows:
        for k in tot:
            tot[k] += r[k]
        out.append(f"| {r['category']} | {r['mutants']} | {r['rejected']} | {r['rejected_flagged']} "
                   f"({pct(r['rejected_flagged'], r['rejected'])}) | {r['rejected_warned']} | {r['accepted']} "
                   f"| {r['accepted_clean']} "
                   f"({pct(r['accepted_clean'], r['accepted'])}) |")
    out.append(f"| **total** | {tot['mutants']} | {tot['rejected']} | {tot['rejected_flagged']} "
               f"({pct(tot['rejected_flagged'], tot['rejected'])}) | {tot['rejected_warned']} | {tot['accepted']} "
               f"| {tot['accepted_clean']} "
               f"({pct(tot['accepted_clean'], tot['accepted'])}) |")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="*", type=Path)
    ap.add_argument("--per-category", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--category", action="append", choices=list(CATEGORIES))
    ap.add_argument("--issue10", action="store_true", help="only the operand/immediate/fragment/modifier/"
                    "directive/video/call categories of issue 10")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--show-misses", action="store_true")
    a = ap.parse_args(argv)
    if not shutil.which("ptxas") or not PTXAS_CHECK.is_file():
        print("ptxas or ../shared/tools/ptxas-check not found", file=sys.stderr)
        return 2
    files = a.files or default_files()
    cats = a.category or (ISSUE_10 if a.issue10 else list(CATEGORIES))
    mutants = run(files, a.per_category, a.seed, a.jobs, cats)
    rows = table(mutants)
    if a.json:
        print(json.dumps(rows, indent=1))
    else:
        print(format_table(rows))
    if a.show_misses:
        for m in mutants:
            if not m.hit:
                verdict = "accepted" if m.ptxas_ok else f"rejected at {sorted(m.ptxas_lines)}"
                print(f"\nMISS [{m.category}] {m.origin}:{m.line} {m.what}\n  ptxas {verdict}: {m.ptxas_messages[:2]}"
                      f"\n  ours: {m.our_lines[:3]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
