"""In-process keystroke profile: the work the server does per keystroke, phase by phase, in CPU time.

Types `typing_bench.py`'s script into the biggest function of a file (default `cub_sm90.ptx`)
through the server's own methods, without stdio: `change_document` (reparse, line table),
the snapshot's diagnostics (validation), `prepare` (filter, cap, wire form), a hover and, at
statement ends, a completion. Each phase is timed in CPU time of this thread (`time.thread_time`),
which a busy shared machine disturbs far less than wall time. After each keystroke the live
objects are frozen for the garbage collector, as the server does once a publish leaves nothing
queued (`host.freeze_live_objects`).

    python benchmarks/keystroke_profile.py [FILE] [--keys N] [--profile [SORT]] [--broken N]

`--broken N`: the same for the file with N broken statements spread over its functions and for the
clean file of the same size (`typing_bench.with_statements`), one after the other (issue 16).

Prints p50/p95/max per phase (ms); `--profile` adds a cProfile of the keystrokes (default
sort: tottime).
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import sys
import time
from pathlib import Path

from lsprotocol import types as lsp

sys.path.insert(0, str(Path(__file__).resolve().parent))
from typing_bench import (  # noqa: E402
    DEFAULT_FILE,
    SCRIPT,
    biggest_function,
    keystroke,
    script_keys,
    summary,
    typing_position,
    with_statements,
)


def timed_change(server, uri: str, version: int, change, clock) -> tuple:
    """Apply one change as the server does; (snapshot, (edit, validate, wire) CPU seconds)."""
    t0 = clock()
    snapshot = server.change_document(uri, version, [change])
    t1 = clock()
    snapshot.validated()  # what the server's worker runs (`prepare_if_current`)
    t2 = clock()
    server.prepare(snapshot)
    return snapshot, (t1 - t0, t2 - t1, clock() - t2)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", nargs="?", type=Path, default=DEFAULT_FILE)
    parser.add_argument("--keys", type=int, default=200)
    parser.add_argument("--profile", nargs="?", const="tottime", default=None, metavar="SORT")
    parser.add_argument("--broken", type=int, default=0, metavar="N",
                        help="the file with N broken statements inserted and the clean file of the same size "
                             "(typing_bench.with_statements), one after the other")
    options = parser.parse_args()
    text = options.file.read_text(encoding="utf-8", errors="surrogateescape")
    uri = options.file.resolve().as_uri()
    if not options.broken:
        lines = text.split("\n")
        return keystrokes(text, uri, typing_position(lines), options.keys, options.profile)
    for kind in ("clean", "broken"):
        changed, line = with_statements(text, options.broken, kind == "broken")
        print(f"{kind}: {options.broken} statements inserted, {len(changed.encode('utf-8', 'surrogateescape'))} bytes")
        keystrokes(changed, uri, (line, len(changed.split("\n")[line])), options.keys,
                   options.profile if kind == "broken" else None)
    return 0


def keystrokes(text: str, uri: str, position: tuple[int, int], keys: int, sort: str | None) -> int:
    """Type the script at `position` into `text`; print the phases (and a profile sorted by `sort`)."""
    from ptx_lsp.analysis import host
    from ptx_lsp.analysis.analysis import Analysis
    from ptx_lsp.lsp.server import create_server

    freeze = getattr(host, "freeze_live_objects", lambda: None)  # (older servers did not freeze)

    lines = text.split("\n")
    server = create_server()
    Analysis.warm_up()
    server.open_document(uri, 1, text.encode("utf-8", "surrogateescape"))
    snapshot = server.host.get(uri)
    server.prepare(snapshot)
    _ = snapshot.index  # the server builds it after the first check
    body_start, body_end = biggest_function(lines)
    line, column = position
    hover_line = body_start + 5
    hover_at = lsp.Position(line=hover_line, character=max(0, lines[hover_line].find("%")) + 1)
    phases: dict[str, list[float]] = {name: [] for name in ("edit", "validate", "wire", "hover", "completion", "total")}
    profile = cProfile.Profile() if sort else None
    clock = time.thread_time
    for version, key in enumerate(script_keys(SCRIPT, keys), start=2):
        change, line, column = keystroke(line, column, key)
        if profile is not None:
            profile.enable()
        t0 = clock()
        snapshot, (edit, validate, wire) = timed_change(server, uri, version, change, clock)
        t3 = clock()
        positions = server.positions(uri)
        Analysis(snapshot).hover(positions.offset(hover_at))
        t4 = clock()
        end = t4
        if key in ".; ":
            Analysis(snapshot).completion(positions.offset(lsp.Position(line=line, character=column)))
            end = clock()
            phases["completion"].append(end - t4)
        if profile is not None:
            profile.disable()
        freeze()
        for name, took in (("edit", edit), ("validate", validate), ("wire", wire), ("hover", t4 - t3),
                           ("total", end - t0)):
            phases[name].append(took)
    for name, samples in phases.items():
        figures = summary(samples)
        print(f"{name:10s} p50 {figures['p50_ms']:7.1f}  p95 {figures['p95_ms']:7.1f}  max {figures['max_ms']:7.1f}"
              f"  ms CPU  (n={figures['n']})")
    if profile is not None:
        pstats.Stats(profile).sort_stats(sort).print_stats(40)
    return 0


if __name__ == "__main__":
    sys.exit(main())
