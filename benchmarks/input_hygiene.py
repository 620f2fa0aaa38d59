"""Figures for docs/input-hygiene.md: workspace scans, errors at scale (printed, never asserted).

    python benchmarks/input_hygiene.py [--files 2000] [--kb 90]

1. A workspace of N generated `.ptx` files (default 2,000 x 90 KB, about 179 MB) plus hostile
   entries: time of the first workspace/symbol scan, resident memory after it.
2. Publishing diagnostics after a keystroke, for a file with thousands of errors and for a clean
   file of the same size: analysis + cap + conversion to LSP, per keystroke.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "server"))

from ptx_lsp.lsp.server import create_server  # noqa: E402
from ptx_lsp.services.workspace import WorkspaceIndex  # noqa: E402


def rss_mib() -> float:
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def module(name: str, statements: int, broken: bool) -> str:
    operand = "%q{i}" if broken else "{i}"
    body = "".join(f"\tadd.s32 %r{i % 8}, %r1, {operand.format(i=i)};\n" for i in range(statements))
    return (f".version 8.0\n.target sm_80\n.address_size 64\n.visible .entry {name}()\n{{\n"
            f"\t.reg .b32 %r<8>;\n{body}\tret;\n}}\n")


def workspace(files: int, kb: int) -> None:
    statements = kb * 1024 // 30
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        for n in range(files):
            (root / f"k{n:05}.ptx").write_text(module(f"kernel_{n}", statements, False))
        (root / "zero.ptx").symlink_to("/dev/zero")
        os.mkfifo(root / "fifo.ptx")
        (root / "loop").symlink_to(root)
        size = sum(p.stat().st_size for p in root.glob("k*.ptx"))
        before = rss_mib()
        index = WorkspaceIndex([root])
        started = time.monotonic()
        found = index.symbols("kernel_1", limit=100_000)
        elapsed = time.monotonic() - started
        print(f"workspace: {files} files, {size / 1e6:.0f} MB: first workspace/symbol {elapsed:.1f} s, "
              f"{len(found)} symbols; RSS {before:.0f} -> {rss_mib():.0f} MiB; "
              f"cached snapshots {len(index._cached)} ({index.cached_bytes / 2**20:.1f} MiB of source)")
        started = time.monotonic()
        index.symbols("kernel_2", limit=100_000)
        print(f"workspace: second scan (summaries) {time.monotonic() - started:.2f} s")


def keystrokes(statements: int) -> None:
    for broken in (False, True):
        server = create_server()
        uri = f"file:///bench/{'broken' if broken else 'clean'}.ptx"
        text = module("k", statements, broken).encode()
        server.open_document(uri, 1, text)
        snapshot = server.host.get(uri)
        server.diagnostics(snapshot, server.positions(uri))
        times, count = [], 0
        at = len(text) // 2
        for version in range(2, 12):
            server.change_document(uri, version, [_Change(at)])
            snapshot = server.host.get(uri)
            started = time.monotonic()
            count = len(server.diagnostics(snapshot, server.positions(uri)))
            times.append(time.monotonic() - started)
        print(f"keystroke -> diagnostics, {statements} statements, {'every one broken' if broken else 'clean'}: "
              f"median {statistics.median(times) * 1000:.0f} ms, {count} diagnostics published")


class _Change:
    def __init__(self, at: int) -> None:
        from lsprotocol import types as lsp

        self.text = " "
        self.range = lsp.Range(start=lsp.Position(line=5 + at // 10**9, character=1),
                               end=lsp.Position(line=5, character=1))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--files", type=int, default=2000)
    parser.add_argument("--kb", type=int, default=90)
    parser.add_argument("--statements", type=int, default=20000)
    options = parser.parse_args()
    keystrokes(options.statements)
    workspace(options.files, options.kb)


if __name__ == "__main__":
    main()
