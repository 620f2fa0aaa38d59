"""Parse CPU per keystroke for one error shape at a time: the file with N copies of one broken line
spread over its function bodies (`typing_bench.with_statements`), a short script typed a third into
its biggest function through `SourceFile.edit` (the server's chunked reparse). Prints per shape the
p50 / p95 ms of CPU per key and the ERROR nodes left, the clean file of the same size first (issue 16:
which error shapes still make a keystroke dearer than in a clean file).

    python benchmarks/error_shapes.py [SHAPES_FILE] [--file F] [--copies 300] [--keys 60]

SHAPES_FILE has one line per shape (tabs kept); without it the shapes of `typing_bench.BROKEN_SYNTAX`.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from typing_bench import BROKEN_SYNTAX, DEFAULT_FILE, with_statements  # noqa: E402

SCRIPT = "\tld.global.u32 \t%r9, [%rd1+4];\n\tadd.s32 \t%r3, %r1, 2;\n"


def per_key(text: str, shape: str | None, copies: int, keys: int) -> tuple[float, float, int]:
    """(p50, p95 ms of CPU per key, ERROR nodes at the end) for `text` with `copies` of `shape` (a
    `with_statements` kind: `{i}` numbers the copy; None: the same number of valid statements)."""
    from ptx_lsp.syntax import SourceFile

    changed, anchor = with_statements(text, copies, shape is not None, kinds=(shape or "",))
    data = changed.encode("utf-8", "surrogateescape")
    lines = data.split(b"\n")
    at = sum(len(line) + 1 for line in lines[: anchor + 1])
    source = SourceFile.parse(data)
    times = []
    for key in (SCRIPT * (keys // len(SCRIPT) + 1))[:keys]:
        start = time.thread_time()
        source = source.edit(at, at, key.encode())
        times.append(time.thread_time() - start)
        at += 1
    times.sort()
    errors = sum(1 for node in source.errors() if node.is_error)
    return statistics.median(times) * 1e3, times[int(0.95 * (len(times) - 1))] * 1e3, errors


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("shapes", nargs="?", type=Path, help="one broken line per line")
    parser.add_argument("--file", type=Path, default=DEFAULT_FILE)
    parser.add_argument("--copies", type=int, default=300)
    parser.add_argument("--keys", type=int, default=60)
    options = parser.parse_args()
    shapes = ([line.replace("{", "{{").replace("}", "}}") for line in options.shapes.read_text().split("\n") if line]
              if options.shapes else list(BROKEN_SYNTAX))
    text = options.file.read_text(encoding="utf-8", errors="surrogateescape")
    print(f"{'p50':>7} {'p95':>7} {'ERRORs':>6}  shape ({options.copies} copies, {options.keys} keys, ms CPU per key)")
    for shape in [None, *shapes]:
        p50, p95, errors = per_key(text, shape, options.copies, options.keys)
        print(f"{p50:7.2f} {p95:7.2f} {errors:6d}  {'(clean)' if shape is None else repr(shape.format(i=0))}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
