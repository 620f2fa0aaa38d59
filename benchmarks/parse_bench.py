"""Parse-speed benchmark of tree-sitter-ptx on the largest corpus file; prints JSON.

**Figures only: this script asserts nothing and never runs as a test.** Targets (issue 2):
full parse <= 200 ms and reparse after a one-character edit <= 5 ms for cub_sm90.ptx
(87k lines, 2.8 MB). Medians of several runs; trees are released outside the timed region.
Wall-clock and CPU (thread) times are both reported, with the load average: on a busy machine the
wall figures grow with the load while the CPU figures stay close to what an idle machine shows.

usage: python benchmarks/parse_bench.py [FILE.ptx] [--runs N]
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import statistics
import sys
import time
from pathlib import Path

from tree_sitter import Parser, Point

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "server"))

from ptx_lsp.syntax import SourceFile, language  # noqa: E402

DEFAULT_FILE = ROOT.parent / "shared" / "corpus" / "ptx" / "cub_sm90.ptx"
TARGET_FULL_MS = 200.0
TARGET_REPARSE_MS = 5.0


def _edit_sites(text: bytes, count: int) -> list[int]:
    """Offsets of register digits spread evenly through the file (`%r12` -> `%r13` keeps it valid)."""
    sites = []
    step = max(1, len(text) // (count + 1))
    for k in range(1, count + 1):
        pos = text.find(b"%r", k * step)
        while pos != -1 and not text[pos + 2 : pos + 3].isdigit():
            pos = text.find(b"%r", pos + 2)
        if pos != -1:
            sites.append(pos + 2)
    return sites


def _point(text: bytes, offset: int) -> Point:
    return Point(text.count(b"\n", 0, offset), offset - (text.rfind(b"\n", 0, offset) + 1))


def main(argv: list[str] | None = None) -> int:
    args = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    args.add_argument("file", nargs="?", type=Path, default=DEFAULT_FILE)
    args.add_argument("--runs", type=int, default=11)
    options = args.parse_args(argv)
    if not options.file.is_file():
        print(json.dumps({"error": f"{options.file} not found"}))
        return 2
    text = options.file.read_bytes()
    parser = Parser(language())
    gc.disable()

    full, full_cpu = [], []
    tree = None
    for _ in range(options.runs):
        tree = None  # release the previous tree before timing
        start, start_cpu = time.perf_counter(), time.thread_time()
        tree = parser.parse(text)
        full.append((time.perf_counter() - start) * 1000)
        full_cpu.append((time.thread_time() - start_cpu) * 1000)
    assert tree is not None

    reparse, reparse_cpu = [], []
    for offset in _edit_sites(text, options.runs):
        digit = text[offset : offset + 1]
        replacement = b"7" if digit != b"7" else b"3"
        new_text = text[:offset] + replacement + text[offset + 1 :]
        point = _point(text, offset)
        end = Point(point.row, point.column + 1)
        start, start_cpu = time.perf_counter(), time.thread_time()
        edited = tree.copy()
        edited.edit(offset, offset + 1, offset + 1, point, end, end)
        new_tree = parser.parse(new_text, edited)
        reparse.append((time.perf_counter() - start) * 1000)
        reparse_cpu.append((time.thread_time() - start_cpu) * 1000)
        del new_tree, edited

    sf = SourceFile.parse(text)
    end_to_end = []
    for offset in _edit_sites(text, options.runs):
        start = time.perf_counter()
        sf.edit(offset, offset + 1, b"7")
        end_to_end.append((time.perf_counter() - start) * 1000)
    gc.enable()

    full_ms = statistics.median(full)
    reparse_ms = statistics.median(reparse)
    full_cpu_ms = statistics.median(full_cpu)
    reparse_cpu_ms = statistics.median(reparse_cpu)
    result = {
        "file": options.file.name,
        "bytes": len(text),
        "lines": text.count(b"\n"),
        "runs": options.runs,
        "full_parse_ms": round(full_ms, 2),
        "full_parse_min_ms": round(min(full), 2),
        "full_parse_mb_per_s": round(len(text) / 1e6 / (full_ms / 1000), 2),
        "full_parse_cpu_ms": round(full_cpu_ms, 2),
        "full_parse_cpu_mb_per_s": round(len(text) / 1e6 / (full_cpu_ms / 1000), 2),
        "reparse_one_char_ms": round(reparse_ms, 3),
        "reparse_one_char_cpu_ms": round(reparse_cpu_ms, 3),
        "reparse_one_char_max_ms": round(max(reparse), 3),
        "source_file_edit_ms": round(statistics.median(end_to_end), 3),
        "has_error": tree.root_node.has_error,
        "target_full_parse_ms": TARGET_FULL_MS,
        "target_reparse_ms": TARGET_REPARSE_MS,
        "meets_targets_wall": full_ms <= TARGET_FULL_MS and reparse_ms <= TARGET_REPARSE_MS,
        "meets_targets_cpu": full_cpu_ms <= TARGET_FULL_MS and reparse_cpu_ms <= TARGET_REPARSE_MS,
        "load_average_1min": round(os.getloadavg()[0], 2),
        "cpus": os.cpu_count(),
    }
    print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
