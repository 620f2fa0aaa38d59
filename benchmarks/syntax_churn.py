"""Syntax-layer churn (issue 16): what `endurance_bench.py`'s edits do to the heap of the trees alone.

The endurance session's resident memory ends above a fresh server's on the same text, and most of
the difference is free space the allocators keep inside their heaps. This isolates the syntax layer:
the same random edits (same seed, same texts) applied to a `SourceFile` only (incremental reparse,
every chunk read after each edit, as the validator and requests read them; no validation, no server),
then glibc's heap figures (`mallinfo2`, after `malloc_trim`) and RSS, against a fresh process that
parses the final text once. The difference between the two is the fragmentation tree-sitter's
nodes leave behind (a tree shares unchanged subtrees with the versions before it, so nodes that
live for one keystroke and nodes that live for the session sit side by side). Deterministic and
quick (about a minute for 3,000 edits), where the stdio benchmark's memory figures move by ±15 MiB
from run to run. Linux/glibc only.

    python benchmarks/syntax_churn.py [FILE] [--edits 3000] [--seed 1] [--every 500]
"""

from __future__ import annotations

import argparse
import ctypes
import gc
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from allocators import _MALLINFO2  # noqa: E402
from endurance_bench import DEFAULT_FILE, random_edit  # noqa: E402
from lsp_bench import rss_kib  # noqa: E402

from ptx_lsp.syntax import SourceFile  # noqa: E402

_MIB = float(1 << 20)


def heap() -> dict[str, float]:
    """MiB after `malloc_trim(0)`: RSS, glibc's heaps (all arenas) in use and free, free chunks."""
    ctypes.CDLL("libc.so.6").malloc_trim(0)
    info = _MALLINFO2()
    return {"rss": round(rss_kib(os.getpid())["VmRSS"] / 1024, 1), "glibc_heap": round(info.arena / _MIB, 1),
            "glibc_in_use": round(info.uordblks / _MIB, 1), "glibc_free": round(info.fordblks / _MIB, 1),
            "free_chunks": info.ordblks}


def fresh(path: str) -> dict[str, float]:
    """`heap()` in a new process that parsed `path` once and read every chunk."""
    here = str(Path(__file__).resolve().parent)
    # (imports what this process imported, so the two RSS figures hold the same modules)
    code = (f"import sys, json; sys.path.insert(0, {here!r}); import syntax_churn as c;"
            f" from ptx_lsp.syntax import SourceFile; s = SourceFile.parse(open({path!r}, 'rb').read());"
            " list(s.roots()); print(json.dumps(c.heap()))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", nargs="?", default=str(DEFAULT_FILE))
    parser.add_argument("--edits", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--every", type=int, default=500, help="heap figures every N edits")
    args = parser.parse_args()
    text = Path(args.file).read_text(encoding="utf-8")
    start_fresh = fresh(args.file)
    source = SourceFile.parse(text.encode())
    list(source.roots())
    figures = {"file": args.file, "edits": args.edits, "seed": args.seed,
               "fresh_process_first_text": start_fresh, "after_open": heap(), "every": []}
    rng = random.Random(args.seed)
    started = time.process_time()
    for number in range(1, args.edits + 1):
        start, end, new = random_edit(rng, text)  # (the corpus and the edits are ASCII: str offsets are bytes)
        text = text[:start] + new + text[end:]
        source = source.edit(start, end, new.encode())
        list(source.roots())
        if number % args.every == 0:
            figures["every"].append({"edits": number, **heap(), "cpu_s": round(time.process_time() - started, 1)})
            print(json.dumps(figures["every"][-1]), file=sys.stderr, flush=True)
    figures["end"] = heap()
    final = Path("/tmp") / f"syntax_churn_{os.getpid()}.ptx"
    final.write_text(text, encoding="utf-8")
    try:
        figures["fresh_process_final_text"] = fresh(str(final))
    finally:
        final.unlink()
    del source
    gc.collect()
    figures["trees_dropped"] = heap()
    end, base = figures["end"], figures["fresh_process_final_text"]
    figures["session_over_fresh_mib"] = {key: round(end[key] - base[key], 1)
                                         for key in ("rss", "glibc_heap", "glibc_in_use", "glibc_free")}
    print(json.dumps(figures, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
