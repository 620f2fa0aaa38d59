"""Validator benchmark: full validation of a big file, then re-validation after a one-line edit.

Prints JSON. Figures: parse time, full validation time (fresh function cache), and after editing one
instruction inside one function: re-parse (incremental) and re-validation time plus how many
functions were re-checked versus taken from the cache.

    python benchmarks/validate_bench.py [FILE] [--repeat 3]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "server"))

from ptx_lsp.analysis.diagnostics import FunctionCache, Stats, source_bytes, validate_tree  # noqa: E402
from ptx_lsp.syntax import SourceFile  # noqa: E402

DEFAULT = Path(os.environ.get("PTX_LSP_SHARED", ROOT.parent / "shared")) / "corpus" / "ptx" / "cub_sm90.ptx"


def best(fn, repeat: int):
    """(best wall seconds, best CPU seconds, result): CPU time is stable on a busy machine."""
    walls, cpus, result = [], [], None
    for _ in range(repeat):
        t0, c0 = time.perf_counter(), time.process_time()
        result = fn()
        walls.append(time.perf_counter() - t0)
        cpus.append(time.process_time() - c0)
    return min(walls), min(cpus), result


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("file", nargs="?", type=Path, default=DEFAULT)
    ap.add_argument("--repeat", type=int, default=3)
    a = ap.parse_args()
    data = a.file.read_bytes()
    parse_s, parse_cpu, source = best(lambda: SourceFile.parse(data), a.repeat)

    def full():
        stats = Stats()
        issues = validate_tree(source, source_bytes(source), cache=FunctionCache(), stats=stats)
        return stats, issues

    full_s, full_cpu, (full_stats, issues) = best(full, a.repeat)

    # one-line edit in the middle of the file: change an immediate of an `add` instruction
    mid = len(data) // 2
    m = re.compile(rb"\n(\s*add\.s32\s+%r\d+, %r\d+, )(\d+);").search(data, mid)
    assert m, "no add.s32 with an immediate after the middle of the file"
    start, end = m.start(2), m.end(2)
    new_value = str(int(m.group(2)) + 1).encode()

    cache = FunctionCache()
    validate_tree(source, source_bytes(source), cache=cache, stats=Stats())  # warm: previous version
    t0 = time.perf_counter()
    edited = source.edit(start, end, new_value)
    reparse_s = time.perf_counter() - t0
    stats = Stats()
    t0, c0 = time.perf_counter(), time.process_time()
    validate_tree(edited, source_bytes(edited), cache=cache, stats=stats)
    revalidate_s, revalidate_cpu = time.perf_counter() - t0, time.process_time() - c0

    print(json.dumps({
        "file": a.file.name,
        "lines": data.count(b"\n"),
        "functions": full_stats.functions,
        "parse_s": round(parse_s, 3),
        "parse_cpu_s": round(parse_cpu, 3),
        "full_validation_s": round(full_s, 3),
        "full_validation_cpu_s": round(full_cpu, 3),
        "load_average_1min": round(os.getloadavg()[0], 2),
        "issues": len(issues),
        "errors": sum(i.severity == "error" for i in issues),
        "edit": {"line": data.count(b"\n", 0, start) + 1, "reparse_s": round(reparse_s, 4),
                 "revalidation_s": round(revalidate_s, 4),
                 "revalidation_cpu_s": round(revalidate_cpu, 4), "functions_rechecked": stats.checked,
                 "functions_reused": stats.reused},
    }, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
