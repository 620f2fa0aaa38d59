"""Typing benchmark: 200 scripted keystrokes into a big function over stdio, keystroke -> diagnostics.

Spawns `ptx-lsp serve`, opens a big PTX file (default `cub_sm90.ptx`), finds its longest function
and types, one character per didChange, a script that passes through the states a person leaves
the file in while typing: `ld.`, `ld.global.`, an open `[`, a missing `;`, `@%p1 bra` without a
target, an open `{` block, an unfinished `.reg` declaration, plus a few backspaces. After each
keystroke it waits for the publishDiagnostics of that version (the client declares versionSupport)
and records the delay. Between keystrokes it asks a hover and, at statement ends, a completion (as
an editor does while you type), so their latencies are measured while the file is being edited. The
completion is asked without a context (as if invoked by hand, so a space gets every operand, not only
the label and function names a space trigger gets) by a client that declares no completion
capabilities (documentation inline, as plain text; no snippets).

Figures (JSON on stdout): keystroke -> diagnostics p50/p95/max (when the client has decoded the
notification into lsprotocol objects, which for ~600 diagnostics costs this Python client tens
of milliseconds, and `..._received`: when its JSON was read, before that decoding) and the
server's CPU time per keystroke, from the didChange to when the diagnostics' JSON was read (stable on
a busy machine, where wall time mostly measures the neighbours),
hover/completion p50/p95 while editing (the hover of `hover_while_editing` lands on a comment line of
cub_sm90.ptx; `hover_symbol_while_editing` and `definition_while_editing` ask, after the completion,
at a register an instruction uses near the top of the same function, which needs the symbol index
of the edited version) (completion also `..._received`: when the list's JSON was read,
before this client decodes it into lsprotocol objects, a few ms for a 200-item list; the server's CPU
per completion; items per list), open -> first diagnostics (the first publishDiagnostics
of the opened version; a file of 1 MB or more publishes the functions at its top first: those up
to the function running past its first 16 KB, checked on a parse of that part alone before the
whole file is parsed when their verdicts cannot depend on later text, else after the whole
parse) and -> complete diagnostics (the `$/progress` end of that first check, every function; also as the server's CPU from didOpen to then, less at the mercy of a busy machine than the wall time), `ptxas -arch=sm_90 -c` on the same file in the same run and the ratio (first diagnostics), RSS after open and at the end, and the budgets of issue 11 next to them.

With `--broken N` it types into the file with N broken statements of varied kinds spread over its
functions and into the clean file of the same size (N valid statements at the same places), and
prints the two side by side (issue 16: errors at scale); `--syntax-errors` makes them statements the
grammar cannot read (ERROR nodes).

    python benchmarks/typing_bench.py [FILE] [--repeat N] [--no-ptxas] [--keys N] [--broken N [--syntax-errors]]

With PTX_LSP_ENDURANCE_TRACE=1 each keystroke is printed on stderr as `endurance_bench.py` prints its
waited edits (kind "key"), for `latency_explain.py` with the server's PTX_LSP_TRACE.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

from lsprotocol import types
from pygls.lsp.client import LanguageClient

sys.path.insert(0, str(Path(__file__).resolve().parent))
from lsp_bench import rss_kib  # noqa: E402  (one /proc reader for every benchmark)

ROOT = Path(__file__).resolve().parents[1]


# ../shared next to the checkout (worktrees live one level deeper: search upwards)
_SHARED = next((p / "shared" for p in ROOT.parents if (p / "shared" / "corpus").is_dir()), ROOT.parent / "shared")
DEFAULT_FILE = Path(os.environ.get("PTX_LSP_SHARED", _SHARED)) / "corpus" / "ptx" / "cub_sm90.ptx"

# What is typed, one keystroke per character; "\b" is a backspace. Each piece starts on a new line
# inserted after a statement in the middle of the biggest function. Half-typed states on the way:
# `ld.`, `ld.global.`, `[%rd3` (open bracket), no `;` until the end, `@%p1 bra` with no target,
# `{` with no `}`, `.reg .b32 %t` with no `;`.
SCRIPT = (
    "\n\tld.global.u32 \t%r3700, [%rd3+64];"
    "\n\t@%p1 bra \t$L__BB29_137;"
    "\n\tadd.s32 \t%r3701, %r3700, 1;"
    "\n\t{\n\t.reg .b32 \t%t<2>;\n\tadd.s33\b2 \t%t0, %r3701, 2;\n\t}"
    "\n\tst.global.u32 \t[%rd3+64], %r3701;"
    "\n\tmul.lo.s32 \t%r3702, %r3701, 3;"
)
# `--broken N` (issue 16, errors at scale): N statements inserted, spread evenly over the function
# bodies, in the states a file full of errors holds: a half-typed opcode, an undefined register, a
# bad modifier, a missing `;`, an undefined label, a misspelled type. The clean file of the same
# size inserts a valid statement of about the same length at the same places.
BROKEN = ("ld.global.", "mov.u32 \t%zz{i}, 1;", "membar.ctx;", "membar.cta", "bra.uni \t$L__nowhere{i};",
          "add.s33 \t%zz{i}, %zz{i}, 1;")
# `--syntax-errors`: statements the grammar cannot read (each an ERROR node in the tree: a missing
# operand, a missing comma, a stray `=`, a doubled `;`, a stray `)`), which tree-sitter re-parses on
# every edit wherever they are in the file (the kinds above give no ERROR node)
BROKEN_SYNTAX = ("add.s32 \t%zz{i}, , 1;", "mov.u32 \t%r1 %r2;", "= %r1;", "%r1 = 3;", "mov.u32 \t%r1, 1;;",
                 "add.s32 \t%r1, %r2, );")
FILLER = "membar.cta;"
BUDGETS = {"keystroke_p95_ms": 50, "hover_p95_ms": 5, "hover_symbol_p95_ms": 5, "definition_p95_ms": 5,
           "completion_p95_ms": 20, "open_speedup_vs_ptxas": 10}
HUGE_BUDGETS = {"first_diagnostics_ms": 5000, "keystroke_p95_ms": 200, "rss_mib": 400}



def cpu_seconds(pid: int) -> float:
    """CPU time the server has used so far, all threads (schedstat, ns; 0 off Linux).

    On a shared machine wall-clock latency mostly measures the neighbours; the server's own CPU
    per keystroke is the figure that compares across runs.
    """
    total = 0
    for stat in Path(f"/proc/{pid}/task").glob("*/schedstat"):
        try:
            total += int(stat.read_text().split()[0])
        except (OSError, ValueError, IndexError):
            pass
    return total / 1e9


def summary(samples: list[float]) -> dict[str, float]:
    """p50/p95/max in milliseconds."""
    if not samples:
        return {"n": 0}
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]
    return {"p50_ms": round(statistics.median(ordered) * 1000, 2), "p95_ms": round(p95 * 1000, 2),
            "max_ms": round(ordered[-1] * 1000, 2), "n": len(ordered)}


def biggest_function(lines: list[str]) -> tuple[int, int]:
    """(first, last) line numbers of the longest `{ ... }` body at column 0."""
    best, start = (0, len(lines) - 1), None
    for number, line in enumerate(lines):
        if line.startswith("{"):
            start = number
        elif line.startswith("}") and start is not None:
            if number - start > best[1] - best[0] or best == (0, len(lines) - 1):
                best = (start, number)
            start = None
    return best


def typing_line(lines: list[str]) -> int:
    """The line the benchmarks type after: the first statement a third into the biggest function."""
    body_start, body_end = biggest_function(lines)
    line = body_start + (body_end - body_start) // 3
    while line < body_end and not lines[line].rstrip().endswith(";"):
        line += 1
    return line


def typing_position(lines: list[str]) -> tuple[int, int]:
    """(line, column) where the benchmarks type: the end of the first statement a third into the
    biggest function."""
    line = typing_line(lines)
    return line, len(lines[line])


def insertion(line: int, column: int, key: str):
    """The change that types `key` at (line, column), and the position after it."""
    at = types.Position(line=line, character=column)
    change = types.TextDocumentContentChangePartial(range=types.Range(start=at, end=at), text=key)
    return (change, line + 1, 0) if key == "\n" else (change, line, column + 1)


def keystroke(line: int, column: int, key: str):
    """The change one key of `typing_bench.SCRIPT` makes at (line, column) ("\\b" deletes the character
    before it), and the position after it."""
    if key != "\b":
        return insertion(line, column, key)
    change = types.TextDocumentContentChangePartial(range=types.Range(
        start=types.Position(line=line, character=column - 1), end=types.Position(line=line, character=column)), text="")
    return change, line, column - 1


def with_statements(text: str, count: int, broken: bool, spare: int = 10,
                    kinds: tuple[str, ...] = BROKEN) -> tuple[str, int]:
    """`text` with `count` statements inserted after statements spread evenly over the function
    bodies (`kinds` in turn, or `FILLER` when not `broken`), none within `spare` lines of the
    typing line; (the new text, where the typing line is now)."""
    lines = text.split("\n")
    typed = typing_line(lines)
    candidates, depth = [], 0
    for number, line in enumerate(lines):
        if line.startswith("{"):
            depth = 1
        elif line.startswith("}"):
            depth = 0
        elif depth and line.endswith(";") and line[:1] == "\t" and line[1:2] not in ".{}/" \
                and abs(number - typed) > spare:
            candidates.append(number)
    step = len(candidates) / count if count else 0
    chosen = {candidates[int(k * step)]: k for k in range(count)} if count else {}
    out: list[str] = []
    moved = typed
    for number, line in enumerate(lines):
        out.append(line)
        k = chosen.get(number)
        if k is not None:
            out.append("\t" + (kinds[k % len(kinds)].format(i=k) if broken else FILLER))
            if number < typed:
                moved += 1
    return "\n".join(out), moved


def ptxas_seconds(path: Path, arch: str) -> float | None:
    """Wall time of `ptxas -arch=<arch> -c` on the file (None if ptxas is not on PATH)."""
    ptxas = shutil.which("ptxas")
    if ptxas is None:
        return None
    with tempfile.TemporaryDirectory() as folder:
        begin = time.perf_counter()
        subprocess.run([ptxas, f"-arch={arch}", "-c", str(path), "-o", str(Path(folder) / "out.cubin")],
                       capture_output=True, check=False)
        return time.perf_counter() - begin


class RssTrace:
    """`--rss-trace`: the server's VmRSS sampled every few milliseconds on a thread, with marks
    (open sent, first diagnostics, complete check, keystrokes): where the peak happens."""

    def __init__(self, pid: int, every: float = 0.005) -> None:
        import threading

        self.pid, self.every, self.start = pid, every, time.perf_counter()
        self.samples: list[tuple[float, float]] = []
        self.marks: list[tuple[float, str]] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._sample, daemon=True)
        self._thread.start()

    def _sample(self) -> None:
        while not self._stop.wait(self.every):
            rss = rss_kib(self.pid).get("VmRSS")
            if rss is not None:
                self.samples.append((time.perf_counter() - self.start, rss / 1024))

    def mark(self, label: str) -> None:
        self.marks.append((time.perf_counter() - self.start, label))

    def stop(self) -> dict:
        """The timeline: each mark with the highest RSS sampled since the previous mark, and the peak."""
        self._stop.set()
        self._thread.join()
        timeline = []
        bounds = [*self.marks, (float("inf"), "end")]
        previous = 0.0
        for at, label in bounds:
            inside = [rss for t, rss in self.samples if previous <= t < at]
            if inside:
                timeline.append([round(previous, 3), round(max(inside), 1), label])
            previous = at
        peak = max(self.samples, key=lambda sample: sample[1], default=(0.0, 0.0))
        before = [label for at, label in self.marks if at <= peak[0]]
        return {"peak_mib": round(peak[1], 1), "peak_at_s": round(peak[0], 3),
                "peak_after_mark": before[-1] if before else None,
                "max_until_next_mark": timeline}


def script_keys(script: str, count: int) -> list[str]:
    keys = list(script)
    while len(keys) < count:
        keys += list(script)
    return keys[:count]


class ClientCollector:
    """This client's own cycle collector, run between keystrokes only (`with ClientCollector() as gc_:`
    around the typing, `gc_.between()` after each keystroke's requests).

    The client decodes each publishDiagnostics into lsprotocol objects (~1,000 of them with a file
    full of errors), and its long-lived set grows with every key, so CPython's collector ran full
    collections of this process while a keystroke was in flight: in a 100-key run with 3,000 broken
    statements, 13 of 3-43 ms, each delaying when the diagnostics' JSON was read and so the
    `received` figure, although the server had written them. The collector is paused from the first
    keystroke to the last; between two keystrokes the young generations are collected, and every
    `FULL_EVERY` keys all of them (what is measured is the server, not this client's heap)."""

    FULL_EVERY = 20

    def __init__(self) -> None:
        self.was_enabled = True
        self.keys = 0

    def __enter__(self) -> ClientCollector:
        self.was_enabled = gc.isenabled()
        gc.collect()
        gc.disable()
        return self

    def between(self) -> None:
        self.keys += 1
        gc.collect(2 if self.keys % self.FULL_EVERY == 0 else 1)

    def __exit__(self, *_exc: object) -> None:
        if self.was_enabled:
            gc.enable()


async def type_script(client: LanguageClient, uri: str, lines: list[str], anchor: int, keys: int, version: int,
                      wait_version: Callable[[int, float], Awaitable[float]], arrivals: Arrivals,
                      counts: dict[int, int], mark: Callable[[str], None] = lambda _label: None,
                      trace: bool = False) -> dict[str, list]:
    """Type `keys` keys of `SCRIPT` at the end of line `anchor` of the open document `uri` (whose
    `lines` and `version` these are), each keystroke waiting for the diagnostics of its version
    (`wait_version`: when the client decoded them; `arrivals`: when their JSON was read; `counts`:
    version -> how many), then a hover, a completion at statement ends, a hover of a register near
    the top of the function and a definition there. The samples in seconds, by name (`typing_figures`
    summarizes them) and "diagnostics", how many each keystroke's version got; the versions typed are
    `version + 1` to `version + keys`. `trace`: each keystroke printed on stderr as the endurance
    benchmark prints its waited edits (kind "key"; `got`: when the JSON was read), for
    `latency_explain.py` with the server's PTX_LSP_TRACE. This client's cycle collector runs only
    between keystrokes (`ClientCollector`)."""
    with ClientCollector() as collector:
        return await _type_script(client, uri, lines, anchor, keys, version, wait_version, arrivals, counts, mark,
                                  trace, collector)


async def _type_script(client: LanguageClient, uri: str, lines: list[str], anchor: int, keys: int, version: int,
                       wait_version: Callable[[int, float], Awaitable[float]], arrivals: Arrivals,
                       counts: dict[int, int], mark: Callable[[str], None], trace: bool,
                       collector: ClientCollector) -> dict[str, list]:
    body_start, body_end = biggest_function(lines)
    line, column = anchor, len(lines[anchor])  # ASCII corpus: UTF-16 columns are characters
    hover_line = body_start + 5
    hover_at = types.Position(line=hover_line, character=max(0, lines[hover_line].find("%")) + 1)
    # The line above is a comment in cub_sm90.ptx (so `hover_while_editing` is a hover that finds no
    # symbol); a register used by an instruction near the top of the same function is hovered and
    # gone to as well, after the completion (its index is what the completion reads too).
    symbol_line = next((n for n in range(body_start + 1, body_end) if re.search(r"%r\d+", lines[n])
                        and not lines[n].lstrip().startswith((".", "//"))), hover_line)
    symbol_match = re.search(r"%r\d+", lines[symbol_line])
    symbol_at = types.Position(line=symbol_line, character=(symbol_match.start() + 1) if symbol_match else 0)
    doc = types.TextDocumentIdentifier(uri=uri)
    pid = arrivals.pid
    samples: dict[str, list] = {name: [] for name in (
        "keystroke", "received", "server_cpu", "hover", "hover_symbol", "definition", "completion",
        "completion_received", "completion_cpu", "completion_items", "diagnostics")}
    for number, key in enumerate(script_keys(SCRIPT, keys), start=1):
        version += 1
        change, line, column = keystroke(line, column, key)
        sent = time.perf_counter()
        cpu_before = cpu_seconds(pid)
        client.text_document_did_change(types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version), content_changes=[change]))
        stamp = await wait_version(version, 120)
        if version in (2, 3, 4, 6) or version % 20 == 1:
            mark(f"key {version - 1} published")
        samples["keystroke"].append(stamp - sent)
        samples["received"].append(arrivals.received.get(version, stamp) - sent)
        samples["server_cpu"].append(arrivals.cpu.get(version, cpu_seconds(pid)) - cpu_before)
        samples["diagnostics"].append(counts[version])
        if trace:  # (sent / got: perf_counter, the server's trace clock)
            print(json.dumps({"edit": number, "version": version, "kind": "key", "bytes": 1,
                              "ms": round(samples["received"][-1] * 1000, 1), "sent": round(sent, 6),
                              "got": round(sent + samples["received"][-1], 6)}), file=sys.stderr, flush=True)
        begin = time.perf_counter()
        await client.text_document_hover_async(types.HoverParams(text_document=doc, position=hover_at))
        samples["hover"].append(time.perf_counter() - begin)
        if key in ".; ":
            cpu_before = cpu_seconds(pid)
            arrived = len(arrivals.completions)
            begin = time.perf_counter()
            await client.text_document_completion_async(types.CompletionParams(
                text_document=doc, position=types.Position(line=line, character=column)))
            samples["completion"].append(time.perf_counter() - begin)
            samples["completion_cpu"].append(cpu_seconds(pid) - cpu_before)
            if len(arrivals.completions) > arrived:
                samples["completion_received"].append(arrivals.completions[-1][0] - begin)
                samples["completion_items"].append(arrivals.completions[-1][1] / 1000)  # (summary() prints ms: x1000)
        begin = time.perf_counter()
        await client.text_document_hover_async(types.HoverParams(text_document=doc, position=symbol_at))
        samples["hover_symbol"].append(time.perf_counter() - begin)
        begin = time.perf_counter()
        await client.text_document_definition_async(types.DefinitionParams(text_document=doc, position=symbol_at))
        samples["definition"].append(time.perf_counter() - begin)
        collector.between()
    return samples


def typing_figures(samples: dict[str, list]) -> dict:
    """The figures of `type_script`'s samples (p50/p95/max in ms; items per completion list)."""
    return {
        "keystroke_to_diagnostics": summary(samples["keystroke"]),
        "keystroke_to_diagnostics_received": summary(samples["received"]),
        "server_cpu_per_keystroke": summary(samples["server_cpu"]),
        "hover_while_editing": summary(samples["hover"]),
        "hover_symbol_while_editing": summary(samples["hover_symbol"]),
        "definition_while_editing": summary(samples["definition"]),
        "completion_while_editing": summary(samples["completion"]),
        "completion_while_editing_received": summary(samples["completion_received"]),
        "server_cpu_per_completion": summary(samples["completion_cpu"]),
        "completion_items": {k.replace("_ms", ""): v for k, v in summary(samples["completion_items"]).items()},
    }


class Arrivals:
    """When this client read each publishDiagnostics' and completion list's JSON (before cattrs
    decodes it into lsprotocol objects, which for ~1,000 diagnostics costs this Python client tens of
    milliseconds), and the server's CPU seconds then (`pid`, once known): work the server does after
    sending (e.g. the symbol index it builds on its worker next) is not the keystroke's, nor is this
    client's decoding time."""

    def __init__(self, client: LanguageClient) -> None:
        self.pid: int | None = None
        self.received: dict[int, float] = {}  # diagnostics version -> when its JSON was read
        self.cpu: dict[int, float] = {}  # diagnostics version -> the server's CPU seconds then
        self.completions: list[tuple[float, int]] = []  # (when a completion list's JSON was read, items)
        structure = client.protocol.structure_message

        def structure_message(data: dict):
            if data.get("method") == types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS:
                version = data.get("params", {}).get("version")
                if version is not None:
                    self.received.setdefault(version, time.perf_counter())
                    if self.pid is not None and version not in self.cpu:
                        self.cpu[version] = cpu_seconds(self.pid)
            elif isinstance(data.get("result"), dict) and isinstance(data["result"].get("items"), list):
                self.completions.append((time.perf_counter(), len(data["result"]["items"])))
            return structure(data)

        client.protocol.structure_message = structure_message  # type: ignore[method-assign]


async def run(path: Path, keys: int, with_ptxas: bool, anchor: int | None = None, rss_trace: bool = False) -> dict:
    text = path.read_text(encoding="utf-8", errors="surrogateescape")
    lines = text.split("\n")
    uri = path.resolve().as_uri()
    client = LanguageClient("ptx-lsp-typing-bench", "1")
    published: dict[int, float] = {}
    arrivals = Arrivals(client)
    counts: dict[int, int] = {}

    @client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    def on_diagnostics(params: types.PublishDiagnosticsParams) -> None:
        if params.uri == uri and params.version is not None:
            published.setdefault(params.version, time.perf_counter())
            counts[params.version] = len(params.diagnostics)

    @client.feature(types.WORKSPACE_CONFIGURATION)
    def on_configuration(params: types.ConfigurationParams) -> list:
        return [None for _ in params.items]

    @client.feature(types.WINDOW_LOG_MESSAGE)
    def on_log(params: types.LogMessageParams) -> None:
        pass

    @client.feature(types.WINDOW_SHOW_MESSAGE)
    def on_show(params: types.ShowMessageParams) -> None:
        pass

    @client.feature(types.WINDOW_WORK_DONE_PROGRESS_CREATE)
    def on_progress_create(params: types.WorkDoneProgressCreateParams) -> None:
        return None

    progress_ends: list[float] = []
    progress_end_cpu: list[float] = []  # the server's CPU seconds when the first check's progress ended

    @client.feature(types.PROGRESS)
    def on_progress(params: types.ProgressParams) -> None:
        value = params.value
        kind = value.get("kind") if isinstance(value, dict) else getattr(value, "kind", None)
        if str(params.token).startswith("ptx-lsp/validate/") and kind == "end":
            progress_ends.append(time.perf_counter())
            if arrivals.pid is not None:
                progress_end_cpu.append(cpu_seconds(arrivals.pid))

    await client.start_io(sys.executable, "-m", "ptx_lsp", "serve")
    pid = client._server.pid  # type: ignore[union-attr]
    arrivals.pid = pid
    trace = RssTrace(pid) if rss_trace else None
    mark = trace.mark if trace is not None else (lambda _label: None)
    await client.initialize_async(types.InitializeParams(
        capabilities=types.ClientCapabilities(
            window=types.WindowClientCapabilities(work_done_progress=True),
            text_document=types.TextDocumentClientCapabilities(
                hover=types.HoverClientCapabilities(content_format=[types.MarkupKind.Markdown]),
                publish_diagnostics=types.PublishDiagnosticsClientCapabilities(version_support=True),
            ),
        ),
        root_uri=path.parent.resolve().as_uri(),
    ))
    client.initialized(types.InitializedParams())

    async def wait_version(version: int, timeout: float = 600) -> float:
        deadline = time.perf_counter() + timeout
        while version not in published:
            if time.perf_counter() > deadline:
                raise TimeoutError(f"no diagnostics for version {version}")
            await asyncio.sleep(0.0005)
        return published[version]

    # ptxas first (its own process, nothing else running), then the open: the ratio in one run.
    ptxas_s = ptxas_seconds(path, "sm_90") if with_ptxas else None
    mark("didOpen")
    opened = time.perf_counter()
    cpu_at_open = cpu_seconds(pid)
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="ptx", version=1, text=text)))
    first = await wait_version(1) - opened
    mark("first diagnostics")
    complete = None
    if len(text) >= 1024 * 1024:  # a huge file publishes its top first: wait for the whole check
        deadline = time.perf_counter() + 600
        while not progress_ends and time.perf_counter() < deadline:
            await asyncio.sleep(0.005)
        complete = progress_ends[0] - opened if progress_ends else None
        mark("complete diagnostics")
        await asyncio.sleep(0.05)  # the full list follows the progress end on the same loop turn
    open_count = counts[1]
    rss_open = rss_kib(pid)
    mark("typing")

    body_start, body_end = biggest_function(lines)
    if anchor is None:
        anchor = typing_line(lines)  # a statement line a third into the body
    samples = await type_script(client, uri, lines, anchor, keys, 1, wait_version, arrivals, counts, mark,
                                bool(os.environ.get("PTX_LSP_ENDURANCE_TRACE")))
    errors_seen = [count - open_count for count in samples["diagnostics"]]
    latencies = samples["keystroke"]

    rss_end = rss_kib(pid)
    rss_timeline = trace.stop() if trace is not None else None
    await client.shutdown_async(None)
    client.exit(None)
    await client.stop()
    typed = summary(latencies)
    hover = summary(samples["hover"])
    completion = summary(samples["completion"])
    result = {
        "file": str(path),
        "lines": len(lines),
        "bytes": len(text.encode("utf-8", "surrogateescape")),
        "function_lines": [body_start + 1, body_end + 1],
        "typed_at_line": anchor + 2,
        "keystrokes": len(latencies),
        "keystroke_to_diagnostics": keystroke,
        **typing_figures(samples),
        "first_diagnostics_ms": round(first * 1000, 1),
        "complete_diagnostics_ms": round(complete * 1000, 1) if complete is not None else None,
        # the server's CPU from didOpen to that end (every thread: parse, check, ptxas -v's follow-up)
        "complete_diagnostics_server_cpu_s": round(progress_end_cpu[0] - cpu_at_open, 3) if progress_end_cpu else None,
        "ptxas_c_ms": round(ptxas_s * 1000, 1) if ptxas_s is not None else None,
        "open_speedup_vs_ptxas": round(ptxas_s / first, 2) if ptxas_s else None,
        "diagnostics_on_open": open_count,
        "extra_diagnostics_while_typing_max": max(errors_seen, default=0),
        "rss_after_open_mib": round(rss_open.get("VmRSS", 0) / 1024, 1),
        "peak_rss_after_open_mib": round(rss_open.get("VmHWM", 0) / 1024, 1),
        "rss_end_mib": round(rss_end.get("VmRSS", 0) / 1024, 1),
        "peak_rss_mib": round(rss_end.get("VmHWM", 0) / 1024, 1),
    }
    huge = result["bytes"] >= 10 * 1024 * 1024
    budgets = HUGE_BUDGETS if huge else BUDGETS
    result["budgets"] = budgets
    checks = {"keystroke_p95_ms": typed.get("p95_ms")}
    if huge:
        checks.update(first_diagnostics_ms=result["first_diagnostics_ms"], rss_mib=result["peak_rss_mib"])
    else:
        checks.update(hover_p95_ms=hover.get("p95_ms"), completion_p95_ms=completion.get("p95_ms"),
                      hover_symbol_p95_ms=result["hover_symbol_while_editing"].get("p95_ms"),
                      definition_p95_ms=result["definition_while_editing"].get("p95_ms"))
    met = {name: (value is not None and value <= budgets[name]) for name, value in checks.items()}
    if not huge and result["open_speedup_vs_ptxas"] is not None:
        met["open_speedup_vs_ptxas"] = result["open_speedup_vs_ptxas"] >= budgets["open_speedup_vs_ptxas"]
    result["within_budget"] = met
    if rss_timeline is not None:
        result["rss_trace"] = rss_timeline
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", nargs="?", type=Path, default=DEFAULT_FILE)
    parser.add_argument("--keys", type=int, default=200, help="keystrokes to type (default 200)")
    parser.add_argument("--repeat", type=int, default=1,
                        help="open the file's text repeated N times (cub_sm90 x7 is a 20 MB document)")
    parser.add_argument("--no-ptxas", action="store_true", help="do not time ptxas for the open ratio")
    parser.add_argument("--rss-trace", action="store_true",
                        help="sample the server's RSS every 5 ms: the highest between marks (open, first and "
                             "complete diagnostics, keystrokes) and where the peak happened")
    parser.add_argument("--broken", type=int, default=0, metavar="N",
                        help="type into the file with N broken statements inserted, and into the clean file "
                             "of the same size (N valid ones at the same places): both results side by side")
    parser.add_argument("--syntax-errors", action="store_true",
                        help="with --broken: statements the grammar cannot read (ERROR nodes, BROKEN_SYNTAX)")
    options = parser.parse_args()
    if not options.file.is_file():
        print(json.dumps({"error": f"{options.file} not found"}))
        return 2
    with tempfile.TemporaryDirectory() as folder:
        path = options.file
        if options.repeat > 1:
            path = Path(folder) / f"{options.file.stem}_x{options.repeat}.ptx"
            path.write_bytes(options.file.read_bytes() * options.repeat)
        if not options.broken:
            print(json.dumps(asyncio.run(run(path, options.keys, not options.no_ptxas,
                                             rss_trace=options.rss_trace)), indent=2))
            return 0
        text = path.read_text(encoding="utf-8", errors="surrogateescape")
        results = {}
        for kind in ("clean", "broken"):
            changed, anchor = with_statements(text, options.broken, kind == "broken",
                                              kinds=BROKEN_SYNTAX if options.syntax_errors else BROKEN)
            variant = Path(folder) / f"{path.stem}_{kind}{options.broken}.ptx"
            variant.write_text(changed, encoding="utf-8", errors="surrogateescape")
            results[kind] = asyncio.run(run(variant, options.keys, False, anchor))
        side = {name: {kind: results[kind][name] for kind in results}
                for name in ("bytes", "diagnostics_on_open", "server_cpu_per_keystroke", "keystroke_to_diagnostics",
                             "first_diagnostics_ms", "rss_end_mib")}
        print(json.dumps({"inserted": options.broken, "side_by_side": side, **results}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
