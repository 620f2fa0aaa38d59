#!/usr/bin/env python3
"""Negative differential sweep: vary every syntax form's operands and modifiers, compare with ptxas.

**ptxas is the judge, statement by statement.** Each generated statement gets ptxas' verdict
(accepted, or rejected with its message) and ours (an error of our validator on its line, or none).
Two kinds of disagreement: *false errors* (we report an error, ptxas accepts: the worst defect) and
*missed errors* (ptxas rejects, we are silent).
**Generated from the spec data.** The starting points are the statements
`tools/spec_ptxas_check.py` expands from every form (its helpers are imported, not copied); each
one ptxas accepts is then varied one operand at a time over kinds and types (registers of every
declarable type and width, immediates in and out of range, addresses, vectors of every size,
predicates, special registers, labels, the sink) and one modifier pair at a time over the members
of two slots (cvt rounding × type pair, atom op × type, setp comparison × type, ...).
**Batched:** many statements per file, grouped by `.version`/`.target`; ptxas names the failing
lines, so the rest is re-assembled without them until the batch passes (a parse error aborts
ptxas at its line, so this repeats once per parse error).

Usage:

    python tools/ptxas_sweep.py [--sample N] [--only NAME...] [--per-form 4] [--seed 1]
                                [--jobs 2] [--report FILE.md] [--json FILE] [--show N] [--save FILE]
    python tools/ptxas_sweep.py --rejudge FILE [--report FILE.md]   # ptxas' verdicts kept, ours anew

`--ptxas2 PATH` judges every statement with a second ptxas too (also on `--rejudge`, for saved
statements it has not judged yet): where the two versions disagree (`ld.global.nc.L1::32B`: 13.0
rejects, 13.5 accepts) the statement is reported in a category of its own, with the side we take,
and left out of the agreement, false-error and missed figures.

Prints the agreement figures and the disagreements grouped by rule; `--report` writes them as
Markdown.
"""

from __future__ import annotations

import argparse
import collections
import itertools
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

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "server"))
sys.path.insert(0, str(ROOT / "tools"))

import spec_ptxas_check as base  # noqa: E402

from ptx_lsp.spec.db import SpecDB, load, version_tuple  # noqa: E402
from ptx_lsp.spec.model import Instruction, SyntaxForm  # noqa: E402

BATCH = 400

# Typed register families added to spec_ptxas_check's header (which declares the .bN families
# %p %c %h %r %rd %q): operands are varied over every declarable type of every width.
TYPED_REGS = {
    ".u16": "%uh", ".s16": "%sh", ".f16": "%hf", ".u32": "%u", ".s32": "%s", ".f32": "%f",
    ".u64": "%ud", ".s64": "%sd", ".f64": "%fd", ".f16x2": "%hx", ".bf16x2": None,
}
EXTRA_DECLS = "".join(f".reg {t} {p}<16>;\n" for t, p in TYPED_REGS.items() if p) + (
    ".reg .v2 .b32 %vr2;\n.reg .v4 .b32 %vr4;\n.reg .v2 .f32 %vf2;\n.reg .v4 .f32 %vf4;\n.reg .v2 .b64 %vd2;\n"
)
# register of each type the variations use: (label, text, needs .b128)
REGISTER_CHOICES = [
    (".pred", "%p9"), (".b16", "%h60"), (".u16", "%uh9"), (".s16", "%sh9"), (".f16", "%hf9"),
    (".b32", "%r250"), (".u32", "%u9"), (".s32", "%s9"), (".f32", "%f9"), (".f16x2", "%hx9"),
    (".b64", "%rd60"), (".u64", "%ud9"), (".s64", "%sd9"), (".f64", "%fd9"), (".b128", "%q15"),
]
SCALAR_OTHER = [
    ("immediate 1", "1"), ("immediate -1", "-1"), ("immediate 2^32", "0x100000000"),
    ("float immediate", "0f3F800000"), ("double immediate", "0d3FF0000000000000"),
    ("address", "[%rd61]"), ("vector of 2", "{%r251, %r252}"), ("vector of 4", "{%r251, %r252, %r253, %r254}"),
    ("special register", "%tid.x"), ("64-bit special register", "%clock64"), ("label", "L_end"),
    ("sink", "_"), ("variable", "gvar"), ("vector register .v2.b32", "%vr2"), ("vector register .v4.f32", "%vf4"),
]
IMMEDIATES = ["0", "1", "-1", "2", "3", "7", "8", "15", "16", "17", "23", "24", "31", "32", "33", "63", "64",
              "127", "128", "255", "256", "257", "1024", "4096", "0x7fffffff", "0xffffffff", "0x100000000",
              "0f3F800000", "%r250", "%rd60"]
ADDRESSES = [("address [reg+8]", "[%rd61+8]"), ("address [32-bit reg]", "[%r249]"), ("address [var]", "[gvar]"),
             ("address [var+16]", "[gvar+16]"), ("no brackets", "%rd61"), ("address [imm]", "[4096]"),
             ("address [reg+-4]", "[%rd61+-4]"), ("shared variable", "[svar]")]
PREDICATES = [("negated predicate", "!%p9"), ("register .b32", "%r250"), ("immediate 1", "1"),
              ("register .pred", "%p9")]
LABELS = [("register", "%r250"), ("variable", "gvar"), ("immediate", "0")]


@dataclass
class Probe:
    """One generated statement and both verdicts."""

    instruction: str
    form_index: int
    text: str
    version: str
    target: str
    variation: str  # what was varied: "base", "op 1 (a): register .f32", "mods .rn×.f32"
    status: str = "pending"  # pending | accepted | rejected
    message: str = ""
    ours: list[tuple[str, str]] = field(default_factory=list)  # our errors on its line: (code, message)
    status2: str = ""  # the second ptxas' verdict (`--ptxas2`), "" when not judged by one
    message2: str = ""


# --- generation ----------------------------------------------------------------------------------


def render(db: SpecDB, instr: Instruction, form: SyntaxForm, mods: list[str],
           rng: random.Random | None = None) -> list[tuple[dict, str]] | None:
    """(expected operand, text) for each operand written, as spec_ptxas_check renders them."""
    regs = base.Registers()
    expected = db.expected_operands(form, mods)
    sig = base.call_signature({item["operand"].name for item in expected})
    out = []
    for item in expected:
        if item["operand"].optional and not base.include_optional(item["operand"].name, mods, rng):
            continue
        text = base.render_operand(db, instr, item, mods, regs, sig)
        if text is None:
            return None
        out.append((item, text))
    return out


def statement(form: SyntaxForm, mods: list[str], ops: list[str]) -> str:
    return form.opcode + "".join(mods) + (" " + ", ".join(ops) if ops else "") + ";"


def operand_variants(item: dict, text: str, b128: bool) -> list[tuple[str, str]]:
    """Replacements for one operand: other kinds, other types, other sizes, other values."""
    op = item["operand"]
    kind = op.kind
    out: list[tuple[str, str]] = []
    if kind == "immediate":
        out = [(f"immediate {v}", v) for v in IMMEDIATES if v != text]
    elif kind == "address":
        out = [a for a in ADDRESSES if a[1] != text]
        if text.startswith("[") and "," in text:  # texture/surface/tensor: vary the coordinate count
            head, _, coords = text[1:-1].partition(",")
            n = coords.count(",") + 1
            for m in (1, 2, 3, 4, 5):
                if m != n:
                    out.append((f"{m} coordinates", f"[{head}, {{{', '.join(f'%r{240 + i}' for i in range(m))}}}]"))
    elif kind == "predicate":
        out = [p for p in PREDICATES if p[1] != text]
    elif kind == "label":
        out = list(LABELS)
    elif kind in ("symbol", "param_list", "sink"):
        out = [("register .b32", "%r250"), ("immediate 0", "0")]
    elif text.startswith("{"):
        elems = [e.strip() for e in text[1:-1].split(",")]
        n = len(elems)
        prefix = re.match(r"%[a-z]+", elems[0])
        fam = prefix.group(0) if prefix else "%r"
        for m in sorted({1, 2, 3, 4, 8, n - 1, n + 1, 2 * n} - {n, 0}):
            if m <= 130:
                out.append((f"vector of {m} (not {n})", "{" + ", ".join(f"{fam}{200 + i}" if fam == "%r" else
                                                                         f"{fam}{i % 60 + 1}" for i in range(m)) + "}"))
        for label, reg in REGISTER_CHOICES:
            if label == ".b128" and not b128:
                continue
            fam2 = reg.rstrip("0123456789")
            if fam2 != fam and n <= 16:
                out.append((f"vector of {n} {label} registers", "{" + ", ".join(
                    f"{fam2}{i % 8 + 1}" for i in range(n)) + "}"))
        out.append(("scalar register .b32", "%r250"))
        out.append(("sink element", "{" + ", ".join(["_"] + elems[1:]) + "}"))
    else:
        for label, reg in REGISTER_CHOICES:
            if label == ".b128" and not b128:
                continue
            if reg.rstrip("0123456789") != re.sub(r"\d+$", "", text.split("|")[0]):
                out.append((f"register {label}", reg + ("|%p8" if "|" in text else "")))
        out += SCALAR_OTHER
    return out


def pick_bases(stmts: list[base.Statement], per_form: int, rng: random.Random) -> list[base.Statement]:
    """Up to `per_form` accepted statements of each form, covering different modifier choices."""
    by_form: dict[tuple[str, int], list[base.Statement]] = collections.defaultdict(list)
    for s in stmts:
        if s.status == "accepted" and s.text:
            by_form[(s.instruction, s.form_index)].append(s)
    out = []
    for key in sorted(by_form):
        group = by_form[key]
        chosen = group[:1] + rng.sample(group[1:], min(per_form - 1, len(group) - 1)) if group else []
        out += chosen
    return out


def operand_probes(db: SpecDB, s: base.Statement) -> list[Probe]:
    """One probe per (operand, replacement) of an accepted statement, at its .version/.target."""
    instr = db.instruction(s.instruction)
    form = instr.forms[s.form_index]
    head = s.text.split(" ", 1)[0].rstrip(";")
    mods = re.findall(r"\.[^.]+", head[len(form.opcode):])
    rendered = render(db, instr, form, mods)
    if rendered is None or statement(form, mods, [t for _i, t in rendered]) != s.text:
        return []  # an optional operand was drawn at random: the text cannot be rebuilt
    b128 = version_tuple(s.version) >= (8, 3)
    out = []
    texts = [t for _i, t in rendered]
    for idx, (item, text) in enumerate(rendered):
        for label, new in operand_variants(item, text, b128):
            ops = list(texts)
            ops[idx] = new
            out.append(Probe(s.instruction, s.form_index, statement(form, mods, ops), s.version, s.target,
                             f"operand {item['operand'].name} ({item['operand'].kind}) -> {label}"))
        if item["operand"].optional:
            ops = texts[:idx] + texts[idx + 1:]
            out.append(Probe(s.instruction, s.form_index, statement(form, mods, ops), s.version, s.target,
                             f"operand {item['operand'].name} left out"))
    out.append(Probe(s.instruction, s.form_index, statement(form, mods, texts + ["%r250"]), s.version, s.target,
                     "one operand too many"))
    return out


def modifier_probes(db: SpecDB, instr: Instruction, form: SyntaxForm, supported: set[str],
                    limit: int, rng: random.Random) -> list[Probe]:
    """Every pair of members of two slots (the others at their default); whole product when small."""
    slots = form.slots
    choices = [([None] if s.optional or not s.members else []) + list(s.members) for s in slots]
    defaults = [None if s.optional or not s.members else s.members[0] for s in slots]
    varied = [i for i, c in enumerate(choices) if len(c) > 1]
    combos: set[tuple] = set()
    product = 1
    for i in varied:
        product *= len(choices[i])
    if product <= limit:
        for combo in itertools.product(*[choices[i] for i in varied]):
            full = list(defaults)
            for i, m in zip(varied, combo, strict=True):
                full[i] = m
            combos.add(tuple(full))
    else:
        for a, b in itertools.combinations(varied, 2):
            for ma in choices[a]:
                for mb in choices[b]:
                    full = list(defaults)
                    full[a], full[b] = ma, mb
                    combos.add(tuple(full))
        if len(combos) > limit:
            combos = set(rng.sample(sorted(combos, key=str), limit))
    out = []
    for combo in sorted(combos, key=str):
        mods, _covers = base.render_mods(list(combo))
        chosen = base.choose_target(db, instr, mods, supported, form)
        if chosen is None:
            continue
        rendered = render(db, instr, form, mods)
        if rendered is None:
            continue
        label = "modifiers " + "".join(m for m in combo if m)
        out.append(Probe(instr.name, form.index, statement(form, mods, [t for _i, t in rendered]), *chosen, label))
    return out


# --- judging -----------------------------------------------------------------------------------


def header(version: str, target: str) -> str:
    b128 = ".reg .b128 %q<16>;\n" if version_tuple(version) >= (8, 3) else ""
    return base.HEADER.format(version=version, target=target, b128=b128) + EXTRA_DECLS


def assemble(ptxas: str, version: str, target: str, probes: list[Probe], path: Path) -> tuple[dict[int, str], int | None]:
    """({index in probes: first ptxas error on its line}, index of a fatal parse error or None).

    Every index is blamed when the file fails without naming a statement line."""
    head = header(version, target)
    first = head.count("\n") + 1
    path.write_text(head + "".join(p.text + "\n" for p in probes) + base.FOOTER, encoding="utf-8")
    res = subprocess.run([ptxas, f"-arch={target}", "-c", str(path), "-o", "/dev/null"],
                         capture_output=True, text=True)
    if res.returncode == 0:
        return {}, None
    errors: dict[int, str] = {}
    fatal = None
    other = []
    for line in (res.stdout + res.stderr).splitlines():
        m = base.LINE_RE.match(line)
        if m and m.group("sev").lower().startswith(("error", "fatal")):
            idx = int(m.group("line")) - first
            if 0 <= idx < len(probes):
                errors.setdefault(idx, m.group("msg").strip())
                if m.group("sev").lower().startswith("fatal"):
                    fatal = idx if fatal is None else min(fatal, idx)
            else:
                other.append(m.group("msg").strip())
        elif "error" in line.lower() and "aborted" not in line:
            other.append(line.strip())
    if not errors:
        return {i: other[0] if other else "ptxas failed without a line number" for i in range(len(probes))}, None
    return errors, fatal


def judge_ptxas(ptxas: str, version: str, target: str, probes: list[Probe]) -> None:
    """Assemble until every probe has a verdict. A parse error stops ptxas at its line: the lines
    before it are re-assembled on their own (checks that run after parsing must still see them),
    the lines after it form a new chunk, so each parse error costs one extra run, not one per line."""
    work = [list(probes)]
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "sweep.ptx"
        while work:
            pending = work.pop()
            if not pending:
                continue
            errors, fatal = assemble(ptxas, version, target, pending, path)
            if not errors:
                for p in pending:
                    p.status = "accepted"
                continue
            if fatal is None and len(errors) == len(pending) and len(set(errors.values())) == 1 and len(pending) > 1:
                for p in pending:  # a file-level failure: one by one
                    one, _ = assemble(ptxas, version, target, [p], path)
                    p.status, p.message = ("rejected", one[0]) if one else ("accepted", "")
                continue
            for i, msg in errors.items():
                pending[i].status, pending[i].message = "rejected", msg
            if fatal is None:
                work.append([p for i, p in enumerate(pending) if i not in errors])
            else:
                work.append([p for i, p in enumerate(pending[:fatal]) if i not in errors])
                work.append([p for i, p in enumerate(pending) if i > fatal and i not in errors])


def judge_ours(version: str, target: str, probes: list[Probe]) -> None:
    """Our validator on the whole batch at once (statements are independent of each other)."""
    from ptx_lsp.analysis.host import Snapshot

    head = header(version, target)
    first = head.count("\n")
    src = (head + "".join(p.text + "\n" for p in probes) + base.FOOTER).encode()
    starts = [0]
    for i, ch in enumerate(src):
        if ch == 10:
            starts.append(i + 1)
    import bisect
    for issue in Snapshot.from_bytes(src).issues:
        if issue.severity != "error":
            continue
        idx = bisect.bisect_right(starts, issue.start) - 1 - first
        if 0 <= idx < len(probes):
            probes[idx].ours.append((issue.code, issue.message))


def batches(probes: list[Probe]) -> list[tuple[str, str, list[Probe]]]:
    groups: dict[tuple[str, str], list[Probe]] = collections.defaultdict(list)
    for p in probes:
        groups[(p.version, p.target)].append(p)
    return [(v, t, g[i:i + BATCH]) for (v, t), g in sorted(groups.items()) for i in range(0, len(g), BATCH)]


def rejudge(probes: list[Probe]) -> None:
    """Our verdicts again (ptxas' do not change): after the validator changed, on saved probes."""
    for p in probes:
        p.ours = []
    for v, t, chunk in batches(probes):
        judge_ours(v, t, chunk)


def judge_second(ptxas2: str, probes: list[Probe], jobs: int) -> None:
    """The second ptxas' verdicts (`status2`/`message2`), on copies so the first ones stay."""
    todo = [p for p in probes if not p.status2 and p.status in ("accepted", "rejected")]
    copies = [Probe(p.instruction, p.form_index, p.text, p.version, p.target, p.variation) for p in todo]
    run_ptxas(ptxas2, copies, jobs)
    for p, c in zip(todo, copies, strict=True):
        p.status2, p.message2 = c.status, c.message


def run(ptxas: str, probes: list[Probe], jobs: int) -> None:
    work = run_ptxas(ptxas, probes, jobs)
    for v, t, chunk in work:
        judge_ours(v, t, chunk)


def run_ptxas(ptxas: str, probes: list[Probe], jobs: int) -> list[tuple[str, str, list[Probe]]]:
    work = batches(probes)
    done = [0]

    def one(w) -> None:
        judge_ptxas(ptxas, *w)
        done[0] += 1
        if done[0] % 20 == 0 or done[0] == len(work):
            print(f"ptxas_sweep: {done[0]}/{len(work)} batches judged by ptxas", file=sys.stderr, flush=True)

    with ThreadPoolExecutor(max_workers=jobs) as pool:
        list(pool.map(one, work))
    return work


# --- report ------------------------------------------------------------------------------------

QUOTED = re.compile(r"'[^']*'|`[^`]*`|\d+")


def rule_of_miss(p: Probe) -> str:
    kind = re.sub(r"\(not \d+\)|-?\b\d+\b|0x[0-9a-f]+|\^\d+", "N", p.variation.split(" -> ")[-1])
    if p.variation.startswith("modifiers"):
        kind = "modifier combination"
    return f"{QUOTED.sub('…', p.message)}  [{kind}]"


def rule_of_false_error(p: Probe) -> str:
    code, msg = p.ours[0]
    return f"{code} {QUOTED.sub('…', msg)}"


def versions_disagree(p: Probe) -> bool:
    """The two ptxas versions give different verdicts (`--ptxas2`): not counted for or against us."""
    return p.status2 in ("accepted", "rejected") and p.status2 != p.status


def summarize(probes: list[Probe]) -> dict:
    split = [p for p in probes if p.status in ("accepted", "rejected") and versions_disagree(p)]
    judged = [p for p in probes if p.status in ("accepted", "rejected") and not versions_disagree(p)]
    agree = [p for p in judged if (p.status == "rejected") == bool(p.ours)]
    false_errors = [p for p in judged if p.status == "accepted" and p.ours]
    missed = [p for p in judged if p.status == "rejected" and not p.ours]
    by_kind = collections.Counter()
    for p in judged:
        by_kind[("accepted" if p.status == "accepted" else "rejected", "error" if p.ours else "none")] += 1
    fe_rules: dict[str, list[Probe]] = collections.defaultdict(list)
    for p in false_errors:
        fe_rules[rule_of_false_error(p)].append(p)
    miss_rules: dict[str, list[Probe]] = collections.defaultdict(list)
    for p in missed:
        miss_rules[rule_of_miss(p)].append(p)
    miss_instr: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
    for p in missed:
        miss_instr[rule_of_miss(p)][p.instruction] += 1
    return {
        "statements": len(judged), "agree": len(agree),
        "ptxas_accepts": by_kind[("accepted", "none")] + by_kind[("accepted", "error")],
        "ptxas_rejects": by_kind[("rejected", "none")] + by_kind[("rejected", "error")],
        "false_errors": len(false_errors), "missed": len(missed),
        "fe_rules": fe_rules, "miss_rules": miss_rules, "miss_instr": miss_instr, "split": split,
    }


def markdown(s: dict, show: int) -> str:
    pct = 100.0 * s["agree"] / max(1, s["statements"])
    lines = [
        f"statements judged: {s['statements']:,} (ptxas accepts {s['ptxas_accepts']:,}, rejects {s['ptxas_rejects']:,})",
        f"agreement: {s['agree']:,} ({pct:.2f}%)",
        f"false errors (we flag, ptxas accepts): {s['false_errors']:,}",
        f"missed (ptxas rejects, we are silent): {s['missed']:,}",
        "",
        "### False errors by rule",
        "",
    ]
    for rule, ps in sorted(s["fe_rules"].items(), key=lambda kv: -len(kv[1])):
        lines.append(f"- **{len(ps)}** {rule}")
        for p in ps[:show]:
            lines.append(f"  - `{p.text}` (.version {p.version} .target {p.target}; {p.variation}): {p.ours[0][1]}")
    split = s["split"]
    if split:
        # which version we follow on each: flagged = with the one that rejects
        by_first = collections.Counter(("first rejects" if p.status == "rejected" else "second rejects",
                                        "we flag" if p.ours else "we accept") for p in split)
        lines[4:4] = [f"versions disagree (left out of the figures above): {len(split):,} — "
                      + ", ".join(f"{a}, {b}: {n}" for (a, b), n in sorted(by_first.items()))]
        lines += ["", "### The two ptxas versions disagree (first [second] message)", ""]
        groups: dict[str, list[Probe]] = collections.defaultdict(list)
        for p in split:
            groups[f"{QUOTED.sub('…', p.message) or 'accepted'} [{QUOTED.sub('…', p.message2) or 'accepted'}]"
                   f" — we {'flag' if p.ours else 'accept'}"].append(p)
        for rule, ps in sorted(groups.items(), key=lambda kv: -len(kv[1])):
            lines.append(f"- **{len(ps)}** {rule}")
            for p in ps[:show]:
                lines.append(f"  - `{p.text[:200]}` (.target {p.target})")
    lines += ["", "### Missed errors by rule (ptxas message [what was varied])", ""]
    for rule, ps in sorted(s["miss_rules"].items(), key=lambda kv: -len(kv[1])):
        top = ", ".join(f"{n} {c}" for n, c in s["miss_instr"][rule].most_common(6))
        lines.append(f"- **{len(ps)}** {rule} — {top}")
        for p in ps[:show]:
            lines.append(f"  - `{p.text[:200]}` (.target {p.target})")
    return "\n".join(lines) + "\n"


def generate(db: SpecDB, ptxas: str, supported: set[str], names: list[str] | None, per_form: int,
             combo_limit: int, sample: int | None, seed: int, jobs: int) -> list[Probe]:
    rng = random.Random(seed)
    stmts = base.generate(db, names, supported)
    base.run_batches(ptxas, stmts, jobs)
    probes = [Probe(s.instruction, s.form_index, s.text, s.version, s.target, "base")
              for s in stmts if s.status in ("accepted", "rejected") and s.text]
    for s in pick_bases(stmts, per_form, rng):
        probes += operand_probes(db, s)
    for name, instr in sorted(db.instructions.items()):
        if instr.pseudo or (names and name not in names):
            continue
        for form in instr.forms:
            probes += modifier_probes(db, instr, form, supported, combo_limit, rng)
    seen: set[tuple[str, str, str]] = set()
    unique = []
    for p in probes:
        key = (p.text, p.version, p.target)
        if key not in seen:
            seen.add(key)
            unique.append(p)
    if sample and sample < len(unique):
        unique = rng.sample(unique, sample)
    return unique


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", nargs="*", help="instruction names to sweep")
    ap.add_argument("--sample", type=int, help="judge a random sample of N generated statements")
    ap.add_argument("--per-form", type=int, default=4, help="accepted statements of each form to vary")
    ap.add_argument("--combo-limit", type=int, default=300, help="modifier combinations per form")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=min(2, os.cpu_count() or 1))
    ap.add_argument("--show", type=int, default=3, help="examples per rule")
    ap.add_argument("--report", type=Path, help="write the Markdown report here")
    ap.add_argument("--json", type=Path, help="write every disagreement as JSON here")
    ap.add_argument("--save", type=Path, help="save every statement with both verdicts (JSON) here")
    ap.add_argument("--rejudge", type=Path, help="re-run only our validator on statements saved by --save")
    ap.add_argument("--ptxas", default=shutil.which("ptxas"))
    ap.add_argument("--ptxas2", help="a second ptxas (another version): statements the two judge differently "
                    "are reported as their own category and left out of the agreement figures")
    args = ap.parse_args(argv)
    if not args.ptxas and not args.rejudge:
        print("ptxas_sweep: ptxas not found on PATH", file=sys.stderr)
        return 2
    if args.rejudge:
        probes = [Probe(**{k: v for k, v in row.items() if k != "ours"})
                  for row in json.loads(args.rejudge.read_text(encoding="utf-8"))]
        rejudge(probes)
        if args.ptxas2:
            judge_second(args.ptxas2, probes, args.jobs)
    else:
        db = load()
        supported = base.supported_targets(args.ptxas)
        probes = generate(db, args.ptxas, supported, args.only, args.per_form, args.combo_limit, args.sample,
                          args.seed, args.jobs)
        print(f"ptxas_sweep: {len(probes):,} statements generated", file=sys.stderr, flush=True)
        run(args.ptxas, probes, args.jobs)
        if args.ptxas2:
            judge_second(args.ptxas2, probes, args.jobs)
    if args.save:
        args.save.write_text(json.dumps([p.__dict__ for p in probes]), encoding="utf-8")
    s = summarize(probes)
    text = markdown(s, args.show)
    if args.report:
        args.report.write_text(text, encoding="utf-8")
    if args.json:
        rows = [{"text": p.text, "version": p.version, "target": p.target, "variation": p.variation,
                 "ptxas": p.status, "ptxas_message": p.message, "ours": p.ours,
                 "ptxas2": p.status2, "ptxas2_message": p.message2}
                for p in probes if (p.status == "rejected") != bool(p.ours)]
        args.json.write_text(json.dumps(rows, indent=1), encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
