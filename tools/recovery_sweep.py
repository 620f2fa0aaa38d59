"""Outsider recovery sweep (issue 11): a half-typed line inserted into real PTX stays one local diagnostic.

For random statements of PTX files nobody wrote tests against (e.g. nvcc builds of NVIDIA's CUDA
samples), inserts one of the states a person passes through while typing (`ld.`, `@`, `.reg .b32`,
an open `{` or `[`, a trailing `,`, …) as a new line before the statement, and compares the
diagnostics (errors and warnings) with those of the file without it:

* the typed line must get at least one diagnostic ("nothing on the typed line" otherwise);
* every other diagnostic must be unchanged, one line further down ("changed elsewhere" otherwise).

Prints the counts per state and the first cases that failed. Figures only; never a test.

    python tools/recovery_sweep.py DIR [--seed 11] [--files 120] [--per-file 4] [--show 25]
"""

from __future__ import annotations

import argparse
import collections
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "server"))

from ptx_lsp.analysis.check import validate_bytes  # noqa: E402

STATES = ["\tld.", "\tld.global.", "\t@%p1 bra", "\t{", "\t[", "\tadd.s32 %r1, %r2", "\tadd.s32 \t%r1, %r2, 1",
          "\t.reg .b32", "\t.reg .b32 %r<", "\tmov.u32 %r1,", "\tadd.", "\tst.global.u32 [%rd1+4],", "\tbra",
          "\tsetp.", "\t.reg", "\t}", "\t@", "\tld.global.u32 %r1, [%rd1", "\tcvt.rn."]
MAX_BYTES = 400_000  # bigger files make the sweep slow without adding kinds of context


def diagnostics(data: bytes) -> list[tuple[int, str]]:
    """(0-based line, code) of every error and warning."""
    return [(pos[0] - 1, issue.code) for issue, pos in validate_bytes(data) if issue.severity != "hint"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dir", type=Path, help="a directory of .ptx files")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--files", type=int, default=120)
    parser.add_argument("--per-file", type=int, default=4)
    parser.add_argument("--show", type=int, default=25)
    options = parser.parse_args()
    rng = random.Random(options.seed)
    files = sorted(options.dir.glob("*.ptx"))
    rng.shuffle(files)
    per = collections.Counter()
    failed = []
    for path in files[: options.files]:
        data = path.read_bytes()
        if len(data) > MAX_BYTES:
            continue
        lines = data.split(b"\n")
        before = collections.Counter((line, code) for line, code in diagnostics(data))
        statements = [k for k, line in enumerate(lines) if line.startswith(b"\t") and line.rstrip().endswith(b";")
                      and not line.lstrip().startswith(b".")]
        for _ in range(options.per_file if statements else 0):
            at, state = rng.choice(statements), rng.choice(STATES)
            found = diagnostics(b"\n".join(lines[:at] + [state.encode()] + lines[at:]))
            expected = collections.Counter({(line + (line >= at), code): n for (line, code), n in before.items()})
            elsewhere = collections.Counter((line, code) for line, code in found if line != at)
            per[state, "cases"] += 1
            on_line = any(line == at for line, _code in found)
            per[state, "nothing on the typed line"] += not on_line
            changed = (elsewhere - expected) + (expected - elsewhere)
            if changed:
                per[state, "changed elsewhere"] += 1
                failed.append((path.name, at + 1, state, sorted(changed)[:3]))
    total = collections.Counter()
    for (_state, what), n in per.items():
        total[what] += n
    print(f"{total['cases']} cases: {total['changed elsewhere']} changed elsewhere, "
          f"{total['nothing on the typed line']} with nothing on the typed line")
    for state in STATES:
        print(f"  {state!r:34} {per[state, 'cases']:4d} cases  {per[state, 'changed elsewhere']:3d} changed elsewhere"
              f"  {per[state, 'nothing on the typed line']:3d} nothing on the typed line")
    for case in failed[: options.show]:
        print("  ", *case)
    return 0


if __name__ == "__main__":
    sys.exit(main())
