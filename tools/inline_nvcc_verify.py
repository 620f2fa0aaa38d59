"""Ask nvcc about every asm statement ptx-lsp reports an error on (issue 13 acceptance evidence).

Usage: python tools/inline_nvcc_verify.py [--targets sm_90a,sm_100a,sm_120a] [--json OUT] FILE_OR_DIR...

For each statement with an error, a stand-alone kernel is written that holds the statement's own
assembly text (re-escaped from the bytes nvcc would see) with its constraints, modifiers and
clobbers, every operand a local of the width its constraint implies (`n` operands keep their
literal value), and nvcc compiles it to a cubin (front end + ptxas) for each target in turn. The
statement counts as rejected only when every target rejects it; an error on a statement nvcc
accepts for some target is a false error of ours. The verdict and nvcc's first message are
printed per statement (file:line), then the totals as JSON.

This is the statement in isolation, not its header's template context: where the context matters
(an instantiation that never happens, a guard), docs/inline.md says so per case.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "server"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))

from inline_corpus import files_with_asm  # noqa: E402

from ptx_lsp.analysis.check import LineMap  # noqa: E402
from ptx_lsp.analysis.inline import NO_CARRY, Carry, CppSnapshot, _immediate, scope_carries  # noqa: E402
from ptx_lsp.analysis.settings import DEFAULT_SETTINGS  # noqa: E402

LOCAL_TYPES = {"h": "unsigned short", "r": "unsigned", "l": "unsigned long long", "q": "__int128",
               "f": "float", "d": "double"}


def c_literal(text: bytes) -> str:
    out = []
    for byte in text:
        ch = chr(byte)
        if ch == "\\":
            out.append("\\\\")
        elif ch == '"':
            out.append('\\"')
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif 32 <= byte < 127:
            out.append(ch)
        else:
            out.append(f"\\{byte:03o}")
    return '"' + "".join(out) + '"'


def kernel_for(stmt, carry: Carry = NO_CARRY) -> str | None:
    """A .cu file holding the statement alone (None when an operand cannot be stood in for), after
    what earlier asm statements of its function leave open (blocks, `.reg`) and before the `}`
    later ones close them with, each as an asm statement of its own."""
    decls, outs, ins = [], [], []
    for op in stmt.operands:
        letters = op.letters
        name = f"v{op.index}"
        if letters in LOCAL_TYPES:
            decls.append(f"  {LOCAL_TYPES[letters]} {name} = 0;")
            arg = f'"{op.constraint}"({name})'
        elif letters in ("n", "i"):
            value = _immediate(op.expression)
            arg = f'"{op.constraint}"({value if value is not None else 1})'
        else:
            return None
        (outs if op.output else ins).append(arg)
    clobbers = ", ".join(f'"{c}"' for c in stmt.clobbers)
    sink = " ".join(f"sink[{i}] = (unsigned long long)v{op.index};" for i, op in enumerate(stmt.operands)
                    if op.letters in LOCAL_TYPES and op.letters != "q")
    parts = [c_literal(stmt.fragment.text)]
    if stmt.has_colon or stmt.operands or stmt.clobbers:
        parts += [", ".join(outs), ", ".join(ins), clobbers]
    before = "".join(f"  asm volatile({c_literal(b'{')});\n" for _ in range(carry.open))
    before += "".join(f"  asm volatile({c_literal(d)});\n" for d in carry.decls)
    after = "".join(f"  asm volatile({c_literal(b'}')});\n" for _ in range(carry.close))
    return ("__global__ void k(unsigned long long* sink) {\n" + "\n".join(decls) + "\n" + before
            + "  asm volatile(" + " : ".join(parts) + ");\n" + after + "  " + sink + "\n}\n")


def nvcc_verdict(source: str, targets: list[str]) -> tuple[bool, str]:
    """(rejected on every target, first message of the last rejection)."""
    nvcc = shutil.which("nvcc")
    assert nvcc is not None, "nvcc is needed"
    message = ""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp, "s.cu")
        path.write_text(source)
        for target in targets:
            done = subprocess.run([nvcc, f"-arch={target}", "-cubin", "-o", str(Path(tmp, "s.cubin")), str(path)],
                                  capture_output=True, text=True, timeout=300)
            if done.returncode == 0:
                return False, f"accepted for {target}"
            lines = [ln for ln in done.stderr.splitlines() if "error" in ln.lower()] or done.stderr.splitlines()
            message = f"{target}: " + (lines[0].split(";", 1)[-1].strip() if lines else "rejected")
    return True, message


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="+", type=Path)
    parser.add_argument("--targets", default="sm_90a,sm_100a,sm_120a")
    parser.add_argument("--json")
    parser.add_argument("--jobs", type=int, default=2)
    options = parser.parse_args()
    targets = options.targets.split(",")
    jobs = []
    totals = {"files": 0, "statements": 0, "errors": 0, "statements_with_errors": 0}
    for path in files_with_asm(options.paths):
        data = path.read_bytes()
        doc = CppSnapshot(path.as_uri(), None, data, DEFAULT_SETTINGS)
        if not doc.statements:
            continue
        totals["files"] += 1
        totals["statements"] += len(doc.statements)
        lines = LineMap(data)
        errors = [i for i in doc.issues if i.severity == "error"]
        carries = scope_carries(doc.statements, path.suffix in (".cu", ".cuh"))
        totals["errors"] += len(errors)
        for stmt in doc.statements:
            mine = [i for i in errors if stmt.start <= i.start <= stmt.end]
            if mine and stmt.fragment is not None:
                where = f"{path}:{lines.position(stmt.start)[0]}"
                jobs.append((where, stmt, mine, carries.get(stmt.start, NO_CARRY)))
    totals["statements_with_errors"] = len(jobs)

    def judge(job):
        where, stmt, mine, carry = job
        source = kernel_for(stmt, carry)
        if source is None:
            return where, None, "operand nvcc cannot stand in for", mine
        rejected, message = nvcc_verdict(source, targets)
        return where, rejected, message, mine

    results = []
    with ThreadPoolExecutor(max_workers=options.jobs) as pool:
        for where, rejected, message, mine in pool.map(judge, jobs):
            verdict = {True: "TRUE (nvcc rejects)", False: "FALSE (nvcc accepts)", None: "not verifiable"}[rejected]
            ours = "; ".join(f"[{i.code}] {i.message}" for i in mine[:2])
            print(f"{where}: {verdict}: nvcc: {message} | ours: {ours}", flush=True)
            results.append({"where": where, "rejected": rejected, "nvcc": message, "ours": ours})
    totals["verified_true"] = sum(1 for r in results if r["rejected"] is True)
    totals["false"] = sum(1 for r in results if r["rejected"] is False)
    totals["unverifiable"] = sum(1 for r in results if r["rejected"] is None)
    print(json.dumps(totals))
    if options.json:
        Path(options.json).write_text(json.dumps({"totals": totals, "statements": results}, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
