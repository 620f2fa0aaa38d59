"""Mutation study of PTX in CUDA C++ asm() strings: nvcc's verdict against ptx-lsp's.

Usage: python tools/inline_mutate.py [--jobs N] [--markdown] [--limit N] [--only CATEGORY] [--seed N]

Each seed is a valid asm statement (nvcc 13 compiles it for its target); each mutation operator
breaks it in one typical way (an opcode typo, a modifier, an operand count, a placeholder out of
range, a constraint of the wrong width, a missing `;`, an undefined scoped register, a vector of
the wrong size, a target too low...). Every mutant is compiled alone with `nvcc -cubin -arch=...`
(front end and ptxas) and checked with `ptx-lsp check --target` semantics. nvcc's verdicts are kept in
the tests' on-disk compiler cache (tests/data/validate/build_cache.py, `PTX_LSP_BUILD_CACHE`), keyed by
nvcc's identity and the source: a run that was cut short resumes where it stopped, and a re-run after an
analysis change compiles nothing. Reported per category:
mutants nvcc rejects, how many of those we flag with an error inside the statement, and false
errors (an error on a mutant nvcc accepts). Acceptance (issue 13): >= 95% flagged, 0 false errors.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import sys
import tempfile
from collections import defaultdict
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "server"))
sys.path.insert(0, str(ROOT / "tests" / "data" / "validate"))

import build_cache  # noqa: E402

from ptx_lsp.analysis.inline import CppSnapshot  # noqa: E402
from ptx_lsp.analysis.settings import InlineSettings, Settings  # noqa: E402

PRELUDE = """__global__ void k(int *pi, long long *pl, float *pf, double *pd, unsigned short *ps) {
  int r0 = pi[0], r1 = pi[1], r2 = pi[2], r3 = pi[3];
  long long l0 = pl[0], l1 = pl[1];
  float f0 = pf[0], f1 = pf[1], f2 = pf[2], f3 = pf[3];
  double d0 = pd[0], d1 = pd[1];
  unsigned short h0 = ps[0], h1 = ps[1];
"""
EPILOGUE = """
  pi[0] = r0; pi[1] = r1; pl[0] = l0; pf[0] = f0 + f1 + f2 + f3; pd[0] = d0 + d1; ps[0] = h0;
}
"""

# (statement, target): valid for nvcc 13.0 at that target.
SEEDS: list[tuple[str, str]] = [
    ('asm volatile("add.u32 %0, %1, %2;" : "=r"(r0) : "r"(r1), "r"(r2));', "sm_75"),
    ('asm volatile("mad.lo.s32 %0, %1, %2, %3;" : "=r"(r0) : "r"(r1), "r"(r2), "r"(r3));', "sm_75"),
    ('asm volatile("mov.u32 %0, %%laneid;" : "=r"(r0));', "sm_75"),
    ('asm volatile("ld.global.u32 %0, [%1];" : "=r"(r0) : "l"(pi));', "sm_75"),
    ('asm volatile("st.global.u32 [%0], %1;" :: "l"(pi), "r"(r1) : "memory");', "sm_75"),
    ('asm volatile("add.rn.f32 %0, %1, %2;" : "=f"(f0) : "f"(f1), "f"(f2));', "sm_75"),
    ('asm volatile("fma.rn.f64 %0, %1, %2, %0;" : "+d"(d0) : "d"(d1), "d"(d1));', "sm_75"),
    ('asm volatile("cvt.rn.f32.s32 %0, %1;" : "=f"(f0) : "r"(r1));', "sm_75"),
    ('asm volatile("{\\n\\t.reg .pred p;\\n\\tsetp.eq.u32 p, %1, 0;\\n\\tselp.u32 %0, 1, 2, p;\\n}"'
     ' : "=r"(r0) : "r"(r1));', "sm_75"),
    ('asm volatile("shfl.sync.bfly.b32 %0, %1, %2, 0x1f, 0xffffffff;" : "=r"(r0) : "r"(r1), "r"(r2));', "sm_75"),
    ('asm volatile("ld.global.v2.u32 {%0, %1}, [%2];" : "=r"(r0), "=r"(r1) : "l"(pi));', "sm_75"),
    ('asm volatile("st.global.v4.f32 [%0], {%1, %2, %3, %4};" :: "l"(pf), "f"(f0), "f"(f1), "f"(f2), "f"(f3)'
     ' : "memory");', "sm_75"),
    ('asm volatile("mul.wide.u32 %0, %1, %2;" : "=l"(l0) : "r"(r1), "r"(r2));', "sm_75"),
    ('asm volatile("add.s64 %0, %1, %2;" : "=l"(l0) : "l"(l1), "l"(l0));', "sm_75"),
    ('asm volatile("mov.b16 %0, %1;" : "=h"(h0) : "h"(h1));', "sm_75"),
    ('asm volatile("atom.global.add.u32 %0, [%1], %2;" : "=r"(r0) : "l"(pi), "r"(r1) : "memory");', "sm_75"),
    ('asm volatile("red.global.add.u32 [%0], %1;" :: "l"(pi), "r"(r1) : "memory");', "sm_75"),
    ('asm volatile("bar.sync 0;" ::: "memory");', "sm_75"),
    ('asm volatile("membar.gl;" ::: "memory");', "sm_75"),
    ('asm volatile("{\\n\\t.reg .b32 t;\\n\\tmov.u32 t, %1;\\n\\tshl.b32 %0, t, 2;\\n}" : "=r"(r0) : "r"(r1));',
     "sm_75"),
    ('asm volatile("prmt.b32 %0, %1, %2, 0x3210;" : "=r"(r0) : "r"(r1), "r"(r2));', "sm_75"),
    ('asm volatile("bfe.u32 %0, %1, %2, %3;" : "=r"(r0) : "r"(r1), "n"(4), "n"(8));', "sm_75"),
    ('asm volatile("min.s32 %0, %1, %2;" : "=r"(r0) : "r"(r1), "r"(r2));', "sm_75"),
    ('asm volatile("cvta.to.global.u64 %0, %1;" : "=l"(l0) : "l"(pi));', "sm_75"),
    ('asm volatile("ld.shared.u32 %0, [%1];" : "=r"(r0) : "r"(r1));', "sm_75"),
    ('asm volatile("cp.async.ca.shared.global [%0], [%1], 4;" :: "r"(r1), "l"(pi) : "memory");', "sm_80"),
    ('asm volatile("cp.async.commit_group;" ::: "memory");', "sm_80"),
    ('asm volatile("mbarrier.init.shared.b64 [%0], %1;" :: "r"(r1), "r"(r2) : "memory");', "sm_80"),
    ('asm volatile("fence.proxy.async;" ::: "memory");', "sm_90"),
    ('asm volatile("mov.u32 %0, %%clusterid.x;" : "=r"(r0));', "sm_90"),
    ('asm volatile("max.f32 %0, %1, %2;" : "=f"(f0) : "f"(f1), "f"(f2));', "sm_75"),
    ('asm volatile("and.b64 %0, %1, %2;" : "=l"(l0) : "l"(l1), "l"(l0));', "sm_75"),
    ('asm volatile("popc.b32 %0, %1;" : "=r"(r0) : "r"(r1));', "sm_75"),
    ('asm volatile("rcp.approx.ftz.f64 %0, %1;" : "=d"(d0) : "d"(d1));', "sm_75"),
    ('asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7},'
     ' {%8, %9}, {%10, %11, %12, %13};" : "=f"(f0), "=f"(f1), "=f"(f2), "=f"(f3) : "r"(r0), "r"(r1), "r"(r2),'
     ' "r"(r3), "r"(r0), "r"(r1), "f"(f0), "f"(f1), "f"(f2), "f"(f3));', "sm_80"),
    # second round (this session): idioms seen in CCCL, flashinfer, ThunderKittens, DeepGEMM
    ('asm volatile("mov.v4.u32 {%0, %1, %2, _}, %%nclusterid;" : "=r"(r0), "=r"(r1), "=r"(r2));', "sm_90"),
    ('asm volatile("match.any.sync.b32 %0, %1, 0xffffffff;" : "=r"(r0) : "r"(r1));', "sm_75"),
    ('asm volatile("redux.sync.add.u32 %0, %1, 0xffffffff;" : "=r"(r0) : "r"(r1));', "sm_80"),
    ('asm volatile("vote.sync.ballot.b32 %0, 1, 0xffffffff;" : "=r"(r0));', "sm_75"),
    ('asm volatile("atom.global.cas.b32 %0, [%1], %2, %3;" : "=r"(r0) : "l"(pi), "r"(r1), "r"(r2) : "memory");',
     "sm_75"),
    ('asm volatile("ld.global.nc.v4.f32 {%0, %1, %2, %3}, [%4];" : "=f"(f0), "=f"(f1), "=f"(f2), "=f"(f3)'
     ' : "l"(pf));', "sm_75"),
    ('asm volatile("cvt.rn.bf16x2.f32 %0, %1, %2;" : "=r"(r0) : "f"(f1), "f"(f2));', "sm_80"),
    ('asm volatile("fence.acq_rel.gpu;" ::: "memory");', "sm_75"),
    ('asm volatile("ld.acquire.gpu.global.u32 %0, [%1];" : "=r"(r0) : "l"(pi) : "memory");', "sm_75"),
    ('asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];"'
     ' : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3) : "r"(r1));', "sm_75"),
    ('asm volatile("{\\n\\t.reg .pred P1;\\n\\tLAB_WAIT:\\n\\t'
     'mbarrier.try_wait.parity.shared::cta.b64 P1, [%0], %1;\\n\\t@P1 bra DONE;\\n\\tbra LAB_WAIT;\\n\\t'
     'DONE:\\n}" :: "r"(r1), "r"(r2) : "memory");', "sm_90"),
    # elect.sync's `p` of `d|p` is a predicate: CCCL writes `_|P` with a scoped `.pred` (a `"=r"` there is
    # "Predicate output expected": the first study's seed `_|%0` was invalid)
    ('asm volatile("{\\n\\t.reg .pred P;\\n\\telect.sync _|P, 0xffffffff;\\n\\tselp.u32 %0, 1, 0, P;\\n}"'
     ' : "=r"(r0));', "sm_90"),
    ('asm volatile("{\\n\\t.reg .b64 t;\\n\\tcvta.to.shared.u64 t, %1;\\n\\tcvt.u32.u64 %0, t;\\n}"'
     ' : "=r"(r0) : "l"(pi));', "sm_75"),
    ('asm volatile("mul.hi.u64 %0, %1, %2;" : "=l"(l0) : "l"(l1), "l"(l0));', "sm_75"),
    ('asm volatile("cp.async.bulk.commit_group;" ::: "memory");', "sm_90"),
    ('asm volatile("griddepcontrol.wait;" ::: "memory");', "sm_90"),
    ('asm volatile("red.release.gpu.global.add.s32 [%0], %1;" :: "l"(pi), "r"(r1) : "memory");', "sm_75"),
]

# Extra operators drawn at random (`--seed`): mostly breakages, some harmless edits nvcc accepts
# (they test for false errors).
_SWAPS = {'"r"(': ('"h"(', '"l"(', '"f"('), '"l"(': ('"r"(', '"d"('), '"f"(': ('"r"(', '"d"('),
          '"=r"(': ('"=h"(', '"=l"(', '"=f"('), '"=l"(': ('"=r"(',), '"=f"(': ('"=r"(', '"=d"(')}


def random_mutants(stmt: str, rng) -> list[tuple[str, str]]:
    """A few random edits of one seed (category, mutated statement)."""
    out: list[tuple[str, str]] = []
    s, e = _code_span(stmt)
    code = stmt[s:e]
    mods = list(re.finditer(r"(?<=[a-z0-9_])\.[a-z][a-z0-9_:]*", code))
    if mods:  # drop one modifier anywhere
        m = rng.choice(mods)
        out.append(("random: drop a modifier", stmt[:s] + code[:m.start()] + code[m.end():] + stmt[e:]))
        m = rng.choice(mods)  # duplicate one
        out.append(("random: repeat a modifier", stmt[:s] + code[:m.end()] + m.group(0) + code[m.end():] + stmt[e:]))
    holes = [m for m in re.finditer(r"(?<!%)%(\d+)", code)]
    if len(holes) >= 2:  # swap two placeholders (nvcc may well accept: a false-error probe)
        a, b = rng.sample(holes, 2)
        if a.group(0) != b.group(0):
            first, second = sorted((a, b), key=lambda x: x.start())
            swapped = (code[:first.start()] + second.group(0) + code[first.end():second.start()] + first.group(0)
                       + code[second.end():])
            out.append(("random: swap placeholders", stmt[:s] + swapped + stmt[e:]))
    rest = stmt[e:]
    keys = [k for k in _SWAPS if k in rest]
    if keys:
        k = rng.choice(keys)
        out.append(("random: constraint letter", stmt[:e] + rest.replace(k, rng.choice(_SWAPS[k]), 1)))
    braces = [i for i, ch in enumerate(code) if ch in "{}"]
    if braces:
        i = rng.choice(braces)
        out.append(("random: drop a brace", stmt[:s] + code[:i] + code[i + 1:] + stmt[e:]))
    spaces = [m.start() for m in re.finditer(r" ", code)]
    if spaces:  # harmless: more blanks (accepted)
        i = rng.choice(spaces)
        out.append(("random: extra blank (nvcc accepts)", stmt[:s] + code[:i] + "  \\t" + code[i:] + stmt[e:]))
    letters = [m.start() for m in re.finditer(r"(?<=[\.\s\"])[a-z]", code)]
    if letters:  # delete one letter of a word
        i = rng.choice(letters)
        out.append(("random: drop a letter", stmt[:s] + code[:i] + code[i + 1:] + stmt[e:]))
    return out

_STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')
_OPCODE = re.compile(r'(?<=["t;{])\s*(?:\\n|\\t)*\s*([a-z][a-z0-9_]*)((?:\.[a-z0-9_:]+)*)')


def _code_span(stmt: str) -> tuple[int, int]:
    """The C++ span of the assembly strings (from the first quote to the first `:` or the end)."""
    start = stmt.index('"')
    end = stmt.find('" :')
    end = stmt.rfind('"', 0, stmt.rindex(")")) + 1 if end == -1 else end + 1
    return start, end


def _replace_in_code(stmt: str, old: str, new: str, count: int = 1, last: bool = False) -> str | None:
    s, e = _code_span(stmt)
    code = stmt[s:e]
    if old not in code:
        return None
    if last:
        i = code.rindex(old)
        code = code[:i] + new + code[i + len(old):]
    else:
        code = code.replace(old, new, count)
    return stmt[:s] + code + stmt[e:]


def mutants(stmt: str) -> list[tuple[str, str]]:
    """(category, mutated statement) for one seed."""
    out: list[tuple[str, str]] = []
    s, e = _code_span(stmt)
    code = stmt[s:e]
    m = _OPCODE.search(code)
    if m is not None:
        op = m.group(1)
        typo = op[:-1] + op[-1] * 2 if len(op) > 1 else op + "x"
        out.append(("opcode typo", stmt[:s] + code[: m.start(1)] + typo + code[m.end(1):] + stmt[e:]))
        mods = m.group(2).split(".")[1:]
        if mods:
            bad = mods[-1][:-1] + ("9" if mods[-1][-1] != "9" else "8")
            at = m.start(2) + m.group(2).rindex("." + mods[-1]) + 1
            out.append(("unknown modifier", stmt[:s] + code[:at] + bad + code[at + len(mods[-1]):] + stmt[e:]))
        if len(mods) >= 2:
            first = "." + mods[0]
            at = m.start(2)
            out.append(("missing modifier", stmt[:s] + code[:at] + code[at + len(first):] + stmt[e:]))
    # operand count: drop the last PTX operand of the first instruction
    dropped = re.sub(r",\s*([^,;{}]+|\{[^}]*\})\s*;", ";", code, count=1)
    if dropped != code:
        out.append(("operand count", stmt[:s] + dropped + stmt[e:]))
    # placeholder out of range: the highest %N + 1 is one past the operands
    numbers = [int(n) for n in re.findall(r"(?<!%)%(\d+)", code)]
    if numbers:
        top = max(numbers)
        mutated = _replace_in_code(stmt, f"%{top}", f"%{top + 1}", last=True)
        if mutated:
            out.append(("placeholder range", mutated))
    # constraint width: the first register constraint of another width
    for old, new in (('"r"(', '"l"('), ('"l"(', '"r"('), ('"=r"(', '"=l"('), ('"=l"(', '"=r"('),
                     ('"h"(', '"r"('), ('"=f"(', '"=d"('), ('"f"(', '"d"('), ('"=d"(', '"=f"('), ('"d"(', '"f"(')):
        rest = stmt[e:]
        if old in rest:
            out.append(("constraint width", stmt[:e] + rest.replace(old, new, 1)))
            break
    # missing `;`
    i = code.rfind(";")
    if i != -1:
        out.append(("missing ;", stmt[:s] + code[:i] + code[i + 1:] + stmt[e:]))
    # undefined scoped register: a use of the block's `.reg` renamed
    decl = re.search(r"\.reg \.\w+ (\w+);", code)
    if decl is not None:
        name = decl.group(1)
        uses = [u.start() for u in re.finditer(rf"(?<![\w%.]){name}(?!\w)", code)][1:]
        if uses:
            at = uses[0]
            out.append(("undefined scoped register", stmt[:s] + code[:at] + name + "q" + code[at + len(name):]
                        + stmt[e:]))
    # vectors: the vector width no longer matches the braces
    for old, new in ((".v2.", ".v4."), (".v4.", ".v2.")):
        if old in code:
            out.append(("vector size", stmt[:s] + code.replace(old, new, 1) + stmt[e:]))
    # %% where there are no operands: nvcc passes it through and ptxas rejects it
    if "%%" not in code and '" ::: ' in stmt and "%" not in code:
        out.append(("%% without operands", stmt[:s] + code.replace('"', '"mov.u32 %%r1, %%laneid; ', 1)
                    + stmt[e:]))
    # a %% that should be a lone % where the statement has operands is fine for nvcc: accepted mutants
    if "%%laneid" in code or "%%clusterid" in code:
        out.append(("% instead of %% (nvcc accepts)", stmt[:s] + code.replace("%%", "%", 1) + stmt[e:]))
    return out


@dataclass
class Result:
    category: str
    seed: int
    target: str
    statement: str
    rejected: bool
    nvcc_message: str
    flagged: bool
    errors: list[str]


def nvcc_verdict(source: str, target: str, work: Path, tag: str) -> tuple[bool, str]:
    path = work / f"{tag}.cu"
    path.write_text(source, encoding="utf-8")
    cubin = work / f"{tag}.cubin"
    done = build_cache.run(["nvcc", f"-arch={target}", "-cubin", "-o", str(cubin), str(path)],
                           inputs=[path], outputs=[cubin], tools=["nvcc"])
    message = " ".join((done.stderr or "").split())[:240]
    return done.returncode != 0, message


def ours(source: str, target: str) -> tuple[list[str], tuple[int, int]]:
    data = source.encode()
    doc = CppSnapshot("file:///mutant.cu", None, data, Settings(inline=InlineSettings(target=target)))
    stmt = doc.statements[0] if doc.statements else None
    span = (stmt.start, stmt.end) if stmt is not None else (0, 0)
    errors = [f"{i.code} {data[i.start:i.end].decode(errors='replace')!r}: {i.message}"
              for i in doc.issues if i.severity == "error"]
    inside = [i for i in doc.issues if i.severity == "error" and span[0] <= i.start <= span[1]]
    return errors, (len(inside), len(errors))


def run_one(item: tuple[int, str, str, str, str], work: Path) -> Result:
    index, category, stmt, target, tag = item
    source = PRELUDE + "  " + stmt + EPILOGUE
    rejected, message = nvcc_verdict(source, target, work, tag)
    errors, (inside, _total) = ours(source, target)
    return Result(category, index, target, stmt, rejected, message, inside > 0, errors)


def plan(limit: int | None, only: str | None, seed: int | None = None) -> list[tuple[int, str, str, str, str]]:
    import random

    rng = random.Random(seed)
    items = []
    n = 0
    for index, (stmt, target) in enumerate(SEEDS):
        entries = [("seed (valid)", stmt, target)] + [(c, m, target) for c, m in mutants(stmt)]
        if seed is not None:
            entries += [(c, m, target) for c, m in random_mutants(stmt, rng)]
        if target != "sm_75":  # target too low: the same statement for an older GPU
            entries.append(("target too low", stmt, "sm_75"))
        for category, mutated, tgt in entries:
            if only and category != only:
                continue
            items.append((index, category, mutated, tgt, f"m{n}"))
            n += 1
    return items[:limit] if limit else items


def table(results: list[Result]) -> tuple[str, dict]:
    by: dict[str, list[Result]] = defaultdict(list)
    for r in results:
        by[r.category].append(r)
    rows = ["| category | mutants | nvcc/ptxas reject | flagged in the statement | accepted by nvcc | false errors |",
            "|---|---:|---:|---:|---:|---:|"]
    totals = [0, 0, 0, 0, 0]
    for category in sorted(by):
        rs = by[category]
        rejected = [r for r in rs if r.rejected]
        flagged = [r for r in rejected if r.flagged]
        accepted = [r for r in rs if not r.rejected]
        false = [r for r in accepted if r.errors]
        rows.append(f"| {category} | {len(rs)} | {len(rejected)} | {len(flagged)} | {len(accepted)} | {len(false)} |")
        for k, v in enumerate((len(rs), len(rejected), len(flagged), len(accepted), len(false))):
            totals[k] += v
    rows.append(f"| **all** | {totals[0]} | {totals[1]} | {totals[2]} | {totals[3]} | {totals[4]} |")
    recall = totals[2] / totals[1] if totals[1] else 1.0
    return "\n".join(rows), {"mutants": totals[0], "rejected": totals[1], "flagged": totals[2],
                             "accepted": totals[3], "false_errors": totals[4], "recall": round(recall, 4)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--limit", type=int)
    parser.add_argument("--only")
    parser.add_argument("--seed", type=int, help="also draw random mutants with this seed")
    parser.add_argument("--markdown", action="store_true", help="print the per-category table")
    parser.add_argument("--details", action="store_true", help="list missed and falsely flagged mutants")
    options = parser.parse_args()
    if shutil.which("nvcc") is None:
        print("nvcc not found", file=sys.stderr)
        return 2
    items = plan(options.limit, options.only, options.seed)
    with tempfile.TemporaryDirectory(prefix="inline-mutants-") as tmp, ThreadPoolExecutor(options.jobs) as pool:
        results = list(pool.map(lambda item: run_one(item, Path(tmp)), items))
    text, summary = table(results)
    if options.markdown:
        print(text)
    print(json.dumps(summary))
    if options.details:
        for r in results:
            if r.rejected and not r.flagged:
                print(f"MISSED [{r.category}] seed {r.seed} {r.target}: {r.statement}\n    nvcc: {r.nvcc_message}")
            if not r.rejected and r.errors:
                print(f"FALSE [{r.category}] seed {r.seed} {r.target}: {r.statement}\n    ours: {r.errors}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
