"""What ran between each waited keystroke and its diagnostics (issue 16), from two traces.

Run the endurance benchmark with both traces on:

    PTX_LSP_ENDURANCE_TRACE=1 PTX_LSP_TRACE=/tmp/server.trace \\
        python benchmarks/endurance_bench.py --edits 1000 2>/tmp/bench.trace >/tmp/bench.json
    python benchmarks/latency_explain.py /tmp/bench.trace /tmp/server.trace [--samples] [--top 15]

For every edit that waited for its diagnostics (the benchmark's lines with "edit" and "sent"), the
server's jobs (`ptx_lsp.trace`) that overlap the window from its didChange to the publish of its
version, clipped to it: per thread, wall ms of each kind of job (validation of an older version
still running when the edit came = "carry", of the edit's own version, its wire form, the symbol
index, hover/completion/whole-document requests, garbage collections), and what each validation
re-checked. Then the mean share of each over all samples and over the slowest ones. The typing
phase's keystrokes (`--typing-keys`) are printed as well, kind "key" (`--kind key`: those only;
`typing_bench.py` prints them too).
"""

from __future__ import annotations

import argparse
import json
import statistics
from collections import defaultdict
from pathlib import Path

from ptx_lsp.trace import server_lines


def read_lines(path: Path) -> list[dict]:
    out = []
    for line in path.read_text().splitlines():
        line = line.strip()
        if line.startswith("{"):
            try:
                out.append(json.loads(line))
            except json.JSONDecodeError:
                continue
    return out


def label(job: dict, version: int) -> str:
    kind = job["job"]
    if kind == "validate":
        return "validate own" if job.get("version") == version else "validate carry"
    if kind == "message":
        method = (job.get("method") or "?").rsplit("/", 1)[-1]
        return f"msg {method}"
    if kind == "gc":
        return f"gc{job.get('generation')}"
    return kind


def explain(sample: dict, jobs: list[dict]) -> tuple[dict, list[str]]:
    """(wall seconds in the window by (thread kind, label), notes of the validations in it)."""
    t0, t1, version = sample["sent"], sample["got"], sample["version"]
    spent: dict[tuple[str, str], float] = defaultdict(float)
    notes = []
    for job in jobs:
        if job["t1"] < t0 or job["t0"] > t1 or job["t1"] == job["t0"]:
            continue
        overlap = min(job["t1"], t1) - max(job["t0"], t0)
        thread = job["thread"]
        where = "loop" if thread == "MainThread" else thread.split("_")[0].replace("ptx-", "")
        name = label(job, version)
        if name.startswith("gc"):
            where = "gc"
        spent[(where, name)] += overlap
        if job["job"] == "validate":
            whole = ",".join(f"{k}:{v}" for k, v in sorted((job.get("whole") or {}).items()))
            notes.append(f"v{job.get('version')}{'(own)' if job.get('version') == version else ''} "
                         f"{(job['t1'] - job['t0']) * 1000:.0f}ms edits={job.get('edits')} "
                         f"rerun={job.get('rerun')} walked={job.get('walked')} whole={{{whole}}}")
    return spent, notes


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bench", type=Path, help="endurance_bench.py's stderr with PTX_LSP_ENDURANCE_TRACE=1")
    parser.add_argument("server", type=Path, help="the server's PTX_LSP_TRACE file")
    parser.add_argument("--samples", action="store_true", help="one line per sample")
    parser.add_argument("--top", type=int, default=15, help="detail the slowest N samples")
    parser.add_argument("--kind", help="only the samples of this kind (the typing phase's keystrokes: key)")
    options = parser.parse_args()
    samples = [s for s in read_lines(options.bench) if "sent" in s and "edit" in s
               and options.kind in (None, s.get("kind"))]
    jobs = sorted(server_lines(read_lines(options.server)), key=lambda j: j["t0"])
    if not samples or not jobs:
        print("no samples or no server jobs")
        return 2
    explained = [(s, *explain(s, jobs)) for s in samples]
    # the server's own part of each sample: from reading the didChange to writing the publish (the
    # rest is the pipes and the benchmark's client decoding the notification, hundreds of diagnostics)
    read = {j["version"]: j["t0"] for j in jobs if j["job"] == "message" and j.get("method") == "textDocument/didChange"}
    written = {}
    for job in jobs:
        if job["job"] == "published":
            written.setdefault(job["version"], job["t0"])
    inside = sorted((written[s["version"]] - read[s["version"]]) * 1000 for s in samples
                    if s["version"] in read and s["version"] in written)
    if inside:
        p95 = inside[min(len(inside) - 1, int(round(0.95 * (len(inside) - 1))))]
        print(f"server side (didChange read -> publish written): p50 {statistics.median(inside):.0f} ms, "
              f"p95 {p95:.0f} ms (n={len(inside)})")
    totals: dict[tuple[str, str], list[float]] = defaultdict(list)
    for _s, spent, _notes in explained:
        for key in spent:
            totals.setdefault(key, [])
    for _s, spent, _notes in explained:
        for key in totals:
            totals[key].append(spent.get(key, 0.0))
    latency = [s["ms"] for s in samples]
    print(f"{len(samples)} samples, latency mean {statistics.fmean(latency):.0f} ms; mean wall ms inside the windows:")
    for key, values in sorted(totals.items(), key=lambda kv: -sum(kv[1])):
        print(f"  {key[0]:9s} {key[1]:22s} {statistics.fmean(values) * 1000:8.1f}")
    ordered = sorted(explained, key=lambda e: -e[0]["ms"])
    shown = ordered if options.samples else ordered[: options.top]
    for sample, spent, notes in sorted(shown, key=lambda e: e[0]["edit"]):
        parts = ", ".join(f"{w}/{n} {v * 1000:.0f}" for (w, n), v in sorted(spent.items(), key=lambda kv: -kv[1])
                          if v >= 0.002)
        print(f"edit {sample['edit']:5d} {sample['kind']:6s} {sample['bytes']:5d}B {sample['ms']:7.1f} ms"
              f"{' heavy' if sample.get('heavy') else ''}: {parts}")
        for note in notes:
            print(f"      {note}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
