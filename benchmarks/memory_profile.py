"""In-process memory profile of one open document (issue 11: 20 MB file, resident memory <= 400 MB).

Opens a file (default `cub_sm90.ptx`, `--repeat N` times its text) through the server's own methods,
as the editor's didOpen does: the full first check (`prepare`), then the symbol index (the server
builds it on its worker after the first check) with the uses it leaves for later read (`--uses`),
a full garbage collection. Prints resident memory after each step and what the live data weighs,
part by part: the bytes reachable from each part (`sys.getsizeof` over `gc.get_referents`, each
object counted once, in the order printed, nothing the process held before the document was
opened), and with `--trace` tracemalloc's bytes allocated by each step that are still alive
(tree-sitter allocates its trees through Python's allocator, so the parse step is the tree).

    python benchmarks/memory_profile.py [FILE] [--repeat N] [--trace] [--uses] [--keys N]

`--keys N`: then type N keystrokes of `typing_bench.py`'s script (validating each version) and
print the same again (what the state kept for incremental checks weighs once re-checks ran).
"""

from __future__ import annotations

import argparse
import gc
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from keystroke_profile import keystroke, typing_position  # noqa: E402
from lsp_bench import rss_kib  # noqa: E402
from typing_bench import DEFAULT_FILE, SCRIPT, script_keys  # noqa: E402

_SKIP = (type, type(sys), type(len), type(lambda: 0))


def reachable(roots, seen: set[int]) -> tuple[int, int]:
    """(bytes, objects) reachable from `roots` and not in `seen` (which it extends)."""
    total = count = 0
    stack = []
    for root in roots:  # a root made before the document (a process-wide memo) is still read
        if id(root) in seen:
            stack.extend(gc.get_referents(root))
        else:
            stack.append(root)
    while stack:
        obj = stack.pop()
        key = id(obj)
        if key in seen or isinstance(obj, _SKIP):
            continue
        seen.add(key)
        total += sys.getsizeof(obj)
        count += 1
        stack.extend(gc.get_referents(obj))
    return total, count


def mib(n: float) -> str:
    return f"{n / (1 << 20):8.1f} MiB"


def parts(server, uri: str, seen: set[int]) -> list[tuple[str, list]]:
    """(name, roots) of what one open document holds, most specific first."""
    from ptx_lsp.analysis.diagnostics import DEFAULT_CACHE
    from ptx_lsp.memo import _MEMOS

    snapshot = server.host.get(uri)
    state = snapshot.__dict__.get("validation")
    out: list[tuple[str, list]] = []
    if state is not None:
        runs = [entry.run for entry in state.functions.values() if entry.run is not None]
        slots = type(runs[0]).__slots__ if runs else ()
        for slot in slots:
            out.append((f"validation run.{slot}", [getattr(run, slot, None) for run in runs]))
        out.append(("validation run objects", runs))
        out.append(("validation entries: issues", [entry.issues for entry in state.functions.values()]))
        out.append(("validation entries: rest", list(state.functions.values())))
        out.append(("validation headers/syntax/module", [state.headers, state.syntax, state.error_names,
                                                        state.module_table]))
    out.append(("issues (snapshot)", [snapshot.__dict__.get("issues")]))
    out.append(("StatementCache", [DEFAULT_CACHE.statements._items]))
    out.append(("FunctionCache", [DEFAULT_CACHE._items]))
    out.append(("memos", [memo._items for memo in _MEMOS]))
    index = snapshot.__dict__.get("index")
    if index is not None:
        fns = index.functions
        out.append(("index functions: uses", [f.raw.uses_source for f in fns if f.raw.uses_made]))
        out.append(("index functions", [fns]))
        out.append(("index rest", [index]))
    out.append(("line tables", [server.lines.get(uri)]))
    out.append(("wire diagnostics sent", [server._sent.get(uri)]))
    out.append(("snapshot rest", [snapshot]))
    return out


def report(server, uri: str, baseline: set[int], title: str) -> None:
    gc.collect()
    print(f"--- {title}: RSS {rss_kib(__import__('os').getpid()).get('VmRSS', 0) / 1024:.1f} MiB")
    seen = set(baseline)
    grand = 0
    for name, roots in parts(server, uri, seen):
        size, count = reachable(roots, seen)
        grand += size
        print(f"  {name:36s} {mib(size)}  {count:>10,d} objects")
    print(f"  {'total reachable (Python objects)':36s} {mib(grand)}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", nargs="?", type=Path, default=DEFAULT_FILE)
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--trace", action="store_true", help="tracemalloc each step (slow)")
    parser.add_argument("--uses", action="store_true", help="read the uses the first index leaves for later")
    parser.add_argument("--keys", type=int, default=0)
    parser.add_argument("--no-report", action="store_true", help="resident memory only (no object walk)")
    options = parser.parse_args()
    import os

    from ptx_lsp.analysis.analysis import Analysis
    from ptx_lsp.analysis.host import collect_garbage
    from ptx_lsp.lsp.server import create_server

    text = options.file.read_text(encoding="utf-8", errors="surrogateescape") * options.repeat
    data = text.encode("utf-8", "surrogateescape")
    uri = options.file.resolve().as_uri()
    server = create_server()
    Analysis.warm_up()
    gc.collect()
    baseline = {id(o) for o in gc.get_objects()}
    baseline.add(id(baseline))
    pid = os.getpid()
    print(f"{'warmed up':28s}                RSS {rss_kib(pid).get('VmRSS', 0) / 1024:7.1f} MiB")
    if options.trace:
        import tracemalloc

        tracemalloc.start(1)
    steps: list[tuple[str, float, float]] = []

    def step(name: str, work) -> None:
        before = tracemalloc.get_traced_memory()[0] if options.trace else 0
        t0 = time.process_time()
        work()
        took = time.process_time() - t0
        after = tracemalloc.get_traced_memory()[0] if options.trace else 0
        rss = rss_kib(pid).get("VmRSS", 0) / 1024
        steps.append((name, took, (after - before)))
        print(f"{name:28s} CPU {took:6.2f} s  RSS {rss:7.1f} MiB" +
              (f"  traced +{(after - before) / (1 << 20):7.1f} MiB" if options.trace else ""), flush=True)

    line, column = typing_position(text.split("\n"))  # (before the open: the list is not counted)
    holder: dict = {}
    step("open (parse, line table)", lambda: holder.setdefault("s", server.open_document(uri, 1, data)))
    step("first check (prepare)", lambda: holder.setdefault("w", server.prepare(holder["s"])))
    server._sent[uri] = holder.pop("w")
    step("symbol index", lambda: holder["s"].index)
    if options.uses:
        step("index: read first uses", lambda: holder["s"].index.read_first_uses())
    step("collect garbage", collect_garbage)
    print(f"peak RSS {rss_kib(pid).get('VmHWM', 0) / 1024:.1f} MiB")
    if not options.no_report:
        report(server, uri, baseline, "after open")
    if options.keys:
        t0 = time.process_time()
        for version, key in enumerate(script_keys(SCRIPT, options.keys), start=2):
            change, line, column = keystroke(line, column, key)
            snapshot = server.change_document(uri, version, [change])
            server._sent[uri] = server.prepare(snapshot)
            if version % 10 == 0:
                print(f"  key {version - 1:4d}: RSS {rss_kib(pid).get('VmRSS', 0) / 1024:7.1f} MiB"
                      f"  peak {rss_kib(pid).get('VmHWM', 0) / 1024:7.1f} MiB", flush=True)
        print(f"{options.keys} keystrokes: CPU {time.process_time() - t0:.2f} s")
        collect_garbage()
        print(f"peak RSS {rss_kib(pid).get('VmHWM', 0) / 1024:.1f} MiB")
        if not options.no_report:
            report(server, uri, baseline, f"after {options.keys} keystrokes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
