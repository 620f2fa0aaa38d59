#!/usr/bin/env python3
"""Differential check of PTX413 ("modifiers no syntax form takes together") against ptxas.

Every spelling the spec's ptxas checker generates (`spec_ptxas_check.generate`) gets one more
modifier of the same opcode at a random place; the spellings on which the validator reports PTX413
are assembled by ptxas 13.5, and the ones ptxas accepts are printed: each is a PTX413 that is wrong.
Usage: python tools/modifier_clash_sweep.py [--seed N]   (about a minute on 2 cores)
"""

from __future__ import annotations

import argparse
import collections
import dataclasses
import importlib.util
import random
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "server"))

from ptx_lsp.analysis.diagnostics.instructions import instr_info  # noqa: E402
from ptx_lsp.spec.db import load  # noqa: E402

HEAD = re.compile(r"^(\s*(?:@!?%\w+\s+)?)([a-z][a-z0-9_]*)((?:\.[A-Za-z0-9_:]+)*)(.*)$", re.S)


def checker():
    spec = importlib.util.spec_from_file_location("spec_ptxas_check", ROOT / "tools" / "spec_ptxas_check.py")
    tool = importlib.util.module_from_spec(spec)
    sys.modules["spec_ptxas_check"] = tool
    spec.loader.exec_module(tool)
    return tool


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--tries", type=int, default=3, help="mutated spellings per generated statement")
    args = ap.parse_args(argv)
    tool = checker()
    ptxas = tool.latest_ptxas()
    if ptxas is None:
        print("ptxas 13.5 is not installed (../shared/tools/install-ptxas-latest)", file=sys.stderr)
        return 2
    db = load()
    tokens: dict[str, set[str]] = collections.defaultdict(set)
    for name, instr in db.instructions.items():
        for form in instr.forms:
            for slot in form.slots:
                for toks in slot.member_tokens:
                    tokens[name.split(".")[0]].update(toks)
    rng = random.Random(args.seed)
    fired, seen = [], set()
    for s in tool.generate(db, None, tool.supported_targets(ptxas)):
        m = HEAD.match(s.text)
        if not m:
            continue
        op, mods = m.group(2), ["." + x for x in m.group(3).split(".")[1:]]
        pool = sorted(tokens[op] - set(mods))
        for _ in range(args.tries if pool else 0):
            at = rng.randint(0, len(mods))
            new = (*mods[:at], rng.choice(pool), *mods[at:])
            if (op, new) in seen:
                continue
            seen.add((op, new))
            if any(i.code == "PTX413" for i in instr_info(op, new).issues):
                fired.append(dataclasses.replace(s, text=m.group(1) + op + "".join(new) + m.group(4),
                                                 status="pending", message=""))
    tool.run_batches(ptxas, fired, jobs=2)
    verdicts = collections.Counter(s.status for s in fired)
    print(f"seed {args.seed}: PTX413 on {len(fired)} spellings; ptxas rejected {verdicts['rejected']}, "
          f"accepted {verdicts['accepted']}, no verdict {verdicts['skipped']}")
    for s in fired:
        if s.status == "accepted":
            print(f"  accepted by ptxas: {s.text.strip()[:160]}  ({s.target}, .version {s.version})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
