"""In-process endurance profile (issue 16): `endurance_bench.py`'s random edits through the server's
own methods, without stdio, phase by phase in CPU time.

Applies the same random edits (same seed: the same texts) with `change_document` (reparse, line
table), validates every `--validate-every`th version (the server coalesces the others) and asks a
hover or completion after each edit and whole-document semantic tokens and symbols every 50 edits
("heavy"), as the stdio benchmark does. Prints per phase p50/p95/max in CPU ms of this thread (of
the process for "heavy": a big document's are computed on the validation worker), how many
functions each validation checked, and with `--memory` the traced Python memory and the top
allocation sites grown between two edit counts.

    python benchmarks/endurance_profile.py [FILE] [--edits 600] [--seed 1] [--validate-every 3]
                                           [--profile [SORT]] [--memory FROM] [--allocators N]
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import os
import pstats
import random
import statistics
import sys
import time
from pathlib import Path

from lsprotocol import types as lsp

sys.path.insert(0, str(Path(__file__).resolve().parent))
import allocators  # noqa: E402
from endurance_bench import DEFAULT_FILE, call, edit_kind, position, random_edit  # noqa: E402
from lsp_bench import rss_kib  # noqa: E402


def figures(samples: list[float]) -> str:
    if not samples:
        return "n=0"
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]
    return (f"p50 {statistics.median(ordered) * 1000:7.1f}  p95 {p95 * 1000:7.1f}  max {ordered[-1] * 1000:7.1f}"
            f"  mean {statistics.fmean(ordered) * 1000:6.1f} ms CPU (n={len(ordered)})")


def rss_mib() -> int:
    """This process's resident memory in MiB (Linux; 0 elsewhere)."""
    try:
        return rss_kib(os.getpid())["VmRSS"] // 1024
    except (OSError, KeyError):
        return 0


def weigh_caches() -> None:
    """The allocators' figures as the validator's text-keyed caches are emptied one by one: what
    each really holds (the in-use drop), against its own estimate."""
    from ptx_lsp.analysis import host
    from ptx_lsp.analysis.diagnostics import DEFAULT_CACHE

    host.collect_garbage(trim=True)
    print(f"at the end     {allocators.line()}")
    print(f"  function cache {len(DEFAULT_CACHE)} entries ~{DEFAULT_CACHE.bytes / 2**20:.1f} MiB estimated, "
          f"statement cache {len(DEFAULT_CACHE.statements)} entries ~{DEFAULT_CACHE.statements.bytes / 2**20:.1f} MiB")
    statements = DEFAULT_CACHE.statements
    DEFAULT_CACHE.statements = type(statements)()  # (emptied alone: the function entries first)
    DEFAULT_CACHE.clear()
    DEFAULT_CACHE.statements = statements
    host.collect_garbage()
    print(f"  function cache emptied   {allocators.line()}")
    statements.clear()
    host.collect_garbage()
    print(f"  statement cache emptied  {allocators.line()}")
    host.release_memory()
    print(f"  every memo emptied       {allocators.line()}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", nargs="?", type=Path, default=DEFAULT_FILE)
    parser.add_argument("--edits", type=int, default=600)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--validate-every", type=int, default=3)
    parser.add_argument("--skip", type=int, default=0, help="apply this many edits first without timing them")
    parser.add_argument("--why", type=int, default=0, metavar="N",
                        help="print the edits after which N or more functions were checked")
    parser.add_argument("--profile", nargs="?", const="tottime", default=None, metavar="SORT")
    parser.add_argument("--memory", type=int, default=0, metavar="FROM",
                        help="tracemalloc from edit FROM on: what those edits allocated that is still alive")
    parser.add_argument("--allocators", type=int, default=0, metavar="N",
                        help="after open and every N edits (after a full collection and a trim) where the memory "
                             "sits: pymalloc arenas / in use, glibc in use; at the end what each cache holds")
    options = parser.parse_args()

    from ptx_lsp.analysis import host
    from ptx_lsp.analysis import validate as validate_module
    from ptx_lsp.analysis.analysis import Analysis
    from ptx_lsp.analysis.diagnostics import Stats
    from ptx_lsp.lsp.server import create_server, json_text

    checked: list[int] = []
    original = validate_module.validate_parts  # (what `Snapshot.validated` calls)

    def counting(snapshot, stats=None, **kwargs):
        stats = Stats()
        try:
            return original(snapshot, stats, **kwargs)
        finally:
            checked.append(stats.checked)

    validate_module.validate_parts = counting
    rng = random.Random(options.seed)
    text = options.file.read_text(encoding="utf-8")
    server = create_server()
    uri = options.file.resolve().as_uri()
    Analysis.warm_up()
    server.open_document(uri, 1, text.encode())
    snapshot = server.host.get(uri)
    server.prepare(snapshot)
    snapshot.index  # noqa: B018 - (not kept in a variable: the open version's index would stay alive to the end)
    rss_open = rss_mib()
    if options.allocators:
        host.collect_garbage(trim=True)
        print(f"after open     {allocators.line()}", flush=True)
    checked.clear()
    phases: dict[str, list[float]] = {name: [] for name in ("edit", "validate", "wire", "request", "heavy")}
    by_kind: dict[str, list[float]] = {}  # edit + validate + wire of the validated edits, by kind
    features = server.protocol.fm.features
    doc = lsp.TextDocumentIdentifier(uri=uri)
    profile = cProfile.Profile() if options.profile else None
    clock = time.thread_time
    tracing = False
    for number in range(1, options.skip + options.edits + 1):
        timed = number > options.skip
        start, end, new = random_edit(rng, text)
        change = lsp.TextDocumentContentChangePartial(
            range=lsp.Range(start=position(text, start), end=position(text, end)), text=new)
        text = text[:start] + new + text[end:]
        if profile is not None and timed:
            profile.enable()
        t0 = clock()
        snapshot = server.change_document(uri, number + 1, [change])
        t1 = clock()
        t2 = t3 = t1
        if number % options.validate_every == 0 or not timed:
            snapshot.validated()  # (what the server's validation worker computes: the issues by function)
            t2 = clock()
            server.prepare(snapshot)
            t3 = clock()
        where = server.positions(uri).offset(position(text, min(len(text), start + len(new))))
        if number % 2:
            Analysis(snapshot).hover(where)
        else:
            Analysis(snapshot).completion(where)
        t4 = t5 = clock()
        heavy = 0.0
        if number % 50 == 0:  # the whole-document requests endurance_bench sends every 50 edits
            # (big documents: on the validation worker, with the JSON text it writes, `json_text`;
            # so this phase is counted in the whole process's CPU time)
            started = time.process_time()
            json_text(call(features[lsp.TEXT_DOCUMENT_SEMANTIC_TOKENS_FULL], lsp.SemanticTokensParams(text_document=doc)))
            json_text(call(features[lsp.TEXT_DOCUMENT_DOCUMENT_SYMBOL], lsp.DocumentSymbolParams(text_document=doc)))
            t5 = clock()
            heavy = time.process_time() - started
        if profile is not None and timed:
            profile.disable()
        host.freeze_live_objects()  # (as the server's `settle` after a publish with nothing queued)
        host.trim_memory()
        if "validation" in snapshot.__dict__ and host.statements_grown():
            host.retain_statements([snapshot])  # (the server's worker, after that `settle`)
        if options.allocators and number % options.allocators == 0:  # (as the server once typing pauses)
            host.collect_garbage(trim=True)
            print(f"edit {number:<9d} {allocators.line()}", flush=True)
        if not timed:
            continue
        if options.why and checked and checked[-1] >= options.why and t2 != t1:
            before = text[:start] + text[start + len(new):]
            line = before.count("\n", 0, start)
            around = before.split("\n")[max(0, line - 1): line + 2]
            print(f"edit {number}: {checked[-1]} functions checked; {text[start:start + len(new)][:60]!r} over "
                  f"{end - start} chars at line {line}: {around!r}"[:400])
        phases["edit"].append(t1 - t0)
        if t2 != t1:
            phases["validate"].append(t2 - t1)
            phases["wire"].append(t3 - t2)
            by_kind.setdefault(edit_kind(start, end, new), []).append(t3 - t0)
        phases["request"].append(t4 - t3)
        if t5 != t4:
            phases["heavy"].append(heavy)
        if options.memory and number == options.memory:  # trace what is allocated from here on
            import tracemalloc

            gc.collect()
            tracemalloc.start(8)
            tracing = True
    errors = sum(1 for i in Analysis(snapshot).diagnostics() if i.severity == "error")
    if options.allocators:
        weigh_caches()
    print(f"{options.edits} edits after {options.skip}, {errors} errors, {len(text.splitlines())} lines, "
          f"RSS after open {rss_open} MiB, at the end {rss_mib()} MiB")
    for name, samples in phases.items():
        print(f"{name:9s} {figures(samples)}")
    for kind, samples in sorted(by_kind.items()):
        print(f"{kind:9s} {figures(samples)}  (edit + validate + wire, keystroke -> diagnostics)")
    big = sorted(checked[-len(phases['validate']):] if phases["validate"] else [], reverse=True)
    print(f"functions checked per validation: mean {statistics.fmean(big) if big else 0:.1f}, top {big[:12]}")
    from ptx_lsp.analysis.diagnostics import DEFAULT_CACHE
    from ptx_lsp.analysis.diagnostics import functions as checks

    print(f"caches: functions {len(DEFAULT_CACHE)} entries ~{DEFAULT_CACHE.bytes / 2**20:.1f} MiB, statements "
          f"{len(DEFAULT_CACHE.statements)} entries ~{DEFAULT_CACHE.statements.bytes / 2**20:.1f} MiB, "
          f"operand findings {len(checks._FINDINGS)} entries")
    if profile is not None:
        pstats.Stats(profile).sort_stats(options.profile).print_stats(45)
    if tracing:  # what was allocated since edit FROM and is still alive
        gc.collect()
        snap = tracemalloc.take_snapshot()
        traced = tracemalloc.get_traced_memory()
        print(f"alive from the traced edits {traced[0] / 2**20:.1f} MiB (peak {traced[1] / 2**20:.1f} MiB)")
        for stat in snap.statistics("traceback")[:14]:
            print(f"{stat.size / 1024:9.1f} KiB {stat.count:7d} blocks")
            for line in stat.traceback.format()[-8:]:
                print("    " + line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
