"""Endurance benchmark (issue 16): 3,000 random edits to a big file over stdio, memory every 100 edits.

Spawns `ptx-lsp serve`, opens `cub_sm90.ptx`, then applies random edits — single characters typed
or deleted, ranges deleted, chunks of the file pasted elsewhere — with a hover or completion
request after every edit and whole-document semantic tokens and symbols every `--heavy-every`
edits (the file collects hundreds of broken statements on the way). Edits are not paced by
diagnostics: the server must coalesce; every 10th edit waits for its own diagnostics.

Figures (JSON on stdout): resident memory after open (the first check ended — for a huge file
the `$/progress` end after its top was published — and tokens, symbols and folding received, as
an editor asks when it shows a file), every 100 edits, at the end (right after the final requests,
and again once the server idled through its idle collection and trim) and after
didClose (1 s and 5 s after); the server's CPU time and the load average; keystroke -> diagnostics for the edits that waited for theirs (every 10th,
when this client decoded them and `_received` when their JSON was read; also split into the
samples whose edit was followed by the whole-document requests, which the benchmark awaits before
it waits for the diagnostics, and the others); whether the
diagnostics, symbols, semantic tokens and folding ranges at the end equal those of a fresh server
that opens the final text, and that server's RSS (what the edited file costs without the session's
history); and the budget "end RSS <= 1.5 x RSS after open". Each of those readings (after open, end,
idle, after close, the fresh server) is also split by kind of mapping (`resident_by_kind_mib`, from
`/proc/PID/smaps`: glibc's main heap, its thread heaps, other anonymous memory — mostly pymalloc's
arenas — and files), so that a ratio over budget says which allocator holds the difference.

Then (`--typing-keys`, default 200; 0 skips it) a typing phase before those final results: once the
last edit's diagnostics are in, `typing_bench.py`'s script typed into the biggest function of the
edited text (which then holds ~1,000 errors), each keystroke waiting for its own diagnostics, with a
hover (and at statement ends a completion) between keys, as `typing_bench.py` types
(`typing_after_edits`: keystroke -> diagnostics p50/p95, decoded and `_received` when the JSON was
read, the server's CPU per keystroke, RSS right after it and after the final requests again). It starts
once the figures above are read as without it (RSS at the end and its peak, CPU per edit, after the
final requests); the results compared with the fresh server, the idle and after-close readings
are those of the text after typing.

This client keeps only the newest version's diagnostics and runs its own cycle collector between
waited edits and between keystrokes only (`typing_bench.ClientCollector`): what is timed is the
server, not this client's heap.

    python benchmarks/endurance_bench.py [FILE] [--edits 3000] [--seed 1] [--heavy-every 50]
                                        [--max-seconds S]   # stop editing early (the JSON says so)
                                        [--typing-keys 200]

With PTX_LSP_ENDURANCE_TRACE=1 each waited edit is printed on stderr as it is measured (its sent /
got times are `time.perf_counter`); with PTX_LSP_TRACE=FILE as well, the server writes its job trace
there (`ptx_lsp.trace`), and `latency_explain.py` tells what ran in each sample.
"""

from __future__ import annotations

import argparse
import asyncio
import inspect
import json
import os
import random
import statistics
import sys
import time
from pathlib import Path

from lsprotocol import types
from pygls.lsp.client import LanguageClient

sys.path.insert(0, str(Path(__file__).resolve().parent))
from allocators import resident_by_kind  # noqa: E402
from lsp_bench import rss_kib  # noqa: E402  (one /proc reader for every benchmark)
from typing_bench import (  # noqa: E402
    SCRIPT,
    Arrivals,
    ClientCollector,
    script_keys,
    type_script,
    typing_figures,
    typing_line,
)

from ptx_lsp.lsp.server import IDLE_COLLECT_SECONDS, PROGRESSIVE_BYTES  # noqa: E402  (what the server checks top first)

ROOT = Path(__file__).resolve().parents[1]
_SHARED = next((p / "shared" for p in ROOT.parents if (p / "shared" / "corpus").is_dir()), ROOT.parent / "shared")
DEFAULT_FILE = Path(os.environ.get("PTX_LSP_SHARED", _SHARED)) / "corpus" / "ptx" / "cub_sm90.ptx"
TYPED = list("abcdefghijklmnopqrstuvwxyz%.,;[]{}@0123456789 \t\n") + ["add.s32 %r1, %r2, 3;\n", "ld.global."]



def position(text: str, offset: int) -> types.Position:
    """LSP position of a str offset (UTF-16 = characters: the corpus is ASCII and so are the edits)."""
    line = text.count("\n", 0, offset)
    return types.Position(line=line, character=offset - (text.rfind("\n", 0, offset) + 1))


class Session:
    """One server process with one open document."""

    def __init__(self, uri: str) -> None:
        self.uri = uri
        self.client = LanguageClient("ptx-lsp-endurance", "1")
        self.published: dict[int, float] = {}  # version -> when its diagnostics were decoded
        # the newest version's diagnostics (only that list is compared at the end: keeping every
        # version's, ~1,000 objects each, grew this client by the thousands of lists and made its
        # full collections long enough to land inside the samples)
        self.newest: tuple[int, list] = (-1, [])
        self.counts: dict[int, int] = {}  # version -> how many diagnostics it got
        self.arrivals = Arrivals(self.client)  # (when each list's JSON was read, before it is decoded)

        @self.client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        def on_diagnostics(params: types.PublishDiagnosticsParams) -> None:
            if params.uri == uri and params.version is not None:
                self.published[params.version] = time.perf_counter()
                if params.version >= self.newest[0]:
                    self.newest = (params.version, params.diagnostics)
                self.counts[params.version] = len(params.diagnostics)

        self.progress: dict[str, str] = {}  # validation progress token -> last kind (begin/report/end)

        @self.client.feature(types.WINDOW_WORK_DONE_PROGRESS_CREATE)
        def on_progress_create(params: types.WorkDoneProgressCreateParams) -> None:
            return None

        @self.client.feature(types.PROGRESS)
        def on_progress(params: types.ProgressParams) -> None:
            value = params.value
            kind = value.get("kind") if isinstance(value, dict) else getattr(value, "kind", None)
            if str(params.token).startswith("ptx-lsp/validate/") and kind:
                self.progress[str(params.token)] = kind

        for method in (types.WINDOW_LOG_MESSAGE, types.WINDOW_SHOW_MESSAGE):
            self.client.feature(method)(lambda params: None)
        self.client.feature(types.WORKSPACE_CONFIGURATION)(lambda params: [None for _ in params.items])

    async def start(self) -> int:
        await self.client.start_io(sys.executable, "-m", "ptx_lsp", "serve")
        await self.client.initialize_async(types.InitializeParams(capabilities=types.ClientCapabilities(
            window=types.WindowClientCapabilities(work_done_progress=True),
            text_document=types.TextDocumentClientCapabilities(
                publish_diagnostics=types.PublishDiagnosticsClientCapabilities(version_support=True),
                document_symbol=types.DocumentSymbolClientCapabilities(hierarchical_document_symbol_support=True),
            ))))
        self.client.initialized(types.InitializedParams())
        return self.client._server.pid  # type: ignore[union-attr]

    async def wait(self, version: int, timeout: float = 600) -> float:
        deadline = time.perf_counter() + timeout
        while version not in self.published:
            if time.perf_counter() > deadline:
                raise TimeoutError(f"no diagnostics for version {version}")
            await asyncio.sleep(0.001)
        return self.published[version]

    async def wait_progress(self, begun: bool = False) -> None:
        """Until every validation `$/progress` has ended (`begun`: and one has begun)."""
        deadline = time.perf_counter() + 600
        while (any(kind != "end" for kind in self.progress.values()) or (begun and not self.progress)) \
                and time.perf_counter() < deadline:
            await asyncio.sleep(0.01)
        await asyncio.sleep(0.1)  # the full list follows the progress end on the same loop turn

    async def wait_first_check(self) -> None:
        """Until the first check of a huge document has ended (its top is published first)."""
        await self.wait_progress(begun=True)

    async def results(self, version: int, first_check_of_huge: bool = False) -> dict:
        """Diagnostics, symbols, tokens and folding of the current version, in comparable form.

        A huge document's first check publishes its top first (before the whole file is parsed) and the
        whole list at the `$/progress` end, both under the same version: with `first_check_of_huge`,
        wait until that progress has begun and ended (its begin can come well after the top's list)."""
        await self.wait(version)
        await asyncio.sleep(0.2)
        await self.wait_progress(first_check_of_huge)
        doc = types.TextDocumentIdentifier(uri=self.uri)
        symbols = await self.client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=doc))
        tokens = await self.client.text_document_semantic_tokens_full_async(
            types.SemanticTokensParams(text_document=doc))
        folding = await self.client.text_document_folding_range_async(types.FoldingRangeParams(text_document=doc))
        convert = self.client.protocol._converter.unstructure
        if self.newest[0] != version:
            raise RuntimeError(f"the newest diagnostics are of version {self.newest[0]}, not {version}")
        diagnostics = sorted(json.dumps(convert(d), sort_keys=True) for d in self.newest[1])
        return {"diagnostics": diagnostics, "symbols": json.dumps(convert(symbols), sort_keys=True),
                "tokens": list(tokens.data) if tokens else [],
                "folding": json.dumps(convert(folding), sort_keys=True)}

    async def type(self, lines: list[str], anchor: int, keys: int, version: int) -> dict[str, list]:
        """`typing_bench.type_script` into this session's document (`lines`, at `version`)."""
        async def wait(version: int, timeout: float) -> float:
            return await self.wait(version, timeout)

        return await type_script(self.client, self.uri, lines, anchor, keys, version, wait, self.arrivals, self.counts,
                                 trace=bool(os.environ.get("PTX_LSP_ENDURANCE_TRACE")))

    async def stop(self) -> None:
        await self.client.shutdown_async(None)
        self.client.exit(None)
        await self.client.stop()


def call(handler, params):
    """A server feature handler called in process (the tools here): awaited if it is async."""
    result = handler(params)
    return asyncio.run(result) if inspect.isawaitable(result) else result


def random_edit(rng: random.Random, text: str) -> tuple[int, int, str]:
    """(start, end, new text) of one random edit of `text`."""
    roll = rng.random()
    at = rng.randrange(len(text) + 1)
    if roll < 0.55:  # typing
        return at, at, rng.choice(TYPED)
    if roll < 0.8:  # backspace / delete a word or a few lines
        return at, min(len(text), at + rng.choice([1, 1, 1, 5, 40, 300])), ""
    # paste a chunk of the file (1-40 lines) somewhere else
    lines = text.split("\n")
    first = rng.randrange(len(lines))
    chunk = "\n".join(lines[first : first + rng.randrange(1, 40)]) + "\n"
    return at, at, chunk


def typed_text(text: str, offset: int, keys: list[str]) -> str:
    """`text` after `keys` were typed at `offset` ("\\b" deletes the character before the cursor)."""
    for key in keys:
        if key == "\b":
            text = text[: offset - 1] + text[offset:]
            offset -= 1
        else:
            text = text[:offset] + key + text[offset:]
            offset += 1
    return text


def edit_kind(start: int, end: int, new: str) -> str:
    """"type" (a character or a short snippet), "delete" or "paste" (a chunk of the file's lines)."""
    if end > start:
        return "delete"
    return "type" if new in TYPED else "paste"


async def quiet(pid: int, timeout: float = 120.0) -> float:
    """Wait until the server used less than 20 ms of CPU in each of two 0.5 s periods in a row
    (the seconds waited; `timeout` at the most)."""
    started = time.perf_counter()
    calm = 0
    used = cpu_seconds(pid)
    while calm < 2 and time.perf_counter() - started < timeout:
        await asyncio.sleep(0.5)
        now = cpu_seconds(pid)
        calm = calm + 1 if now - used < 0.02 else 0
        used = now
    return round(time.perf_counter() - started, 1)


def percentiles(seconds: list[float]) -> dict:
    """p50 / p95 / max in ms and the count of a list of latencies."""
    ordered = sorted(seconds)
    if not ordered:
        return {"n": 0}
    p95 = ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]
    return {"p50_ms": round(statistics.median(ordered) * 1000, 1), "p95_ms": round(p95 * 1000, 1),
            "max_ms": round(ordered[-1] * 1000, 1), "n": len(ordered)}


def cpu_seconds(pid: int) -> float:
    """User + system CPU time a process has used (Linux /proc; 0 elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def run(path: Path, edits: int, seed: int, heavy_every: int = 50, max_seconds: float = 0,
              typing_keys: int = 200) -> dict:
    rng = random.Random(seed)
    text = path.read_text(encoding="utf-8")
    uri = path.resolve().as_uri()
    session = Session(uri)
    pid = await session.start()
    doc = types.TextDocumentIdentifier(uri=uri)
    session.client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="ptx", version=1, text=text)))
    await session.wait(1)
    if len(text.encode()) >= PROGRESSIVE_BYTES:
        # A huge file's first list is its top only; the server goes on to check the whole file (and
        # then builds its symbol index) by itself, without any request: an editor that opens the
        # file gets there anyway, so "after open" is once that check has ended (`$/progress` end).
        # Measured before this wait, the baseline missed the first check's caches (cub_sm90: 202
        # MiB mid-check, 239 MiB once it ended, nothing sent in between).
        await session.wait_first_check()
    # What an editor asks for when it shows a file (VS Code: tokens, outline, folding) is part of
    # "after open": those caches live as long as the document does.
    await session.client.text_document_semantic_tokens_full_async(types.SemanticTokensParams(text_document=doc))
    await session.client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=doc))
    await session.client.text_document_folding_range_async(types.FoldingRangeParams(text_document=doc))
    rss_open = rss_kib(pid)["VmRSS"]
    kinds = {"after_open": resident_by_kind(pid)}
    cpu_open = cpu_seconds(pid)
    load_start = os.getloadavg()
    memory = [{"edits": 0, "rss_mib": round(rss_open / 1024, 1)}]
    latencies: list[float] = []
    received: list[float] = []  # the same, to when the diagnostics' JSON was read (before decoding)
    heavy: list[float] = []
    light: list[float] = []
    by_kind: dict[str, list[float]] = {}
    started = time.perf_counter()
    version = 1
    done = 0
    with ClientCollector() as collector:  # (this client's collections between waited edits only)
        for number in range(1, edits + 1):
            start, end, new = random_edit(rng, text)
            version += 1
            change = types.TextDocumentContentChangePartial(
                range=types.Range(start=position(text, start), end=position(text, end)), text=new)
            text = text[:start] + new + text[end:]
            sent = time.perf_counter()
            session.client.text_document_did_change(types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version), content_changes=[change]))
            where = position(text, min(len(text), start + len(new)))
            if number % 2:
                await session.client.text_document_hover_async(types.HoverParams(text_document=doc, position=where))
            else:
                await session.client.text_document_completion_async(
                    types.CompletionParams(text_document=doc, position=where))
            if number % heavy_every == 0:  # the whole-document requests an editor sends after a pause
                await session.client.text_document_semantic_tokens_full_async(
                    types.SemanticTokensParams(text_document=doc))
                await session.client.text_document_document_symbol_async(
                    types.DocumentSymbolParams(text_document=doc))
            if number % 10 == 0:  # every 10th edit waits for its diagnostics (the others coalesce)
                got = await session.wait(version, 300)
                latencies.append(got - sent)
                received.append(session.arrivals.received.get(version, got) - sent)
                by_kind.setdefault(edit_kind(start, end, new), []).append(latencies[-1])
                # the samples whose clock also ran through the whole-document requests sent after the edit
                (heavy if number % heavy_every == 0 else light).append(latencies[-1])
                if os.environ.get("PTX_LSP_ENDURANCE_TRACE"):  # (sent / got: perf_counter, the server's trace clock)
                    print(json.dumps({"edit": number, "version": version, "kind": edit_kind(start, end, new),
                                      "bytes": len(new) + end - start, "ms": round(latencies[-1] * 1000, 1),
                                      "heavy": number % heavy_every == 0, "sent": round(sent, 6), "got": round(got, 6)}),
                          file=sys.stderr, flush=True)
                collector.between()  # (outside the sample: this client's collections go here)
            if number % 100 == 0:
                memory.append({"edits": number, "rss_mib": round(rss_kib(pid)["VmRSS"] / 1024, 1),
                               "cpu_s": round(cpu_seconds(pid) - cpu_open, 1)})
                print(json.dumps(memory[-1]), file=sys.stderr, flush=True)
            done = number
            if max_seconds and time.perf_counter() - started > max_seconds:
                break
    final = await session.results(version)
    rss_end = rss_kib(pid)
    kinds["end"] = resident_by_kind(pid)
    cpu_end = cpu_seconds(pid)
    typing = None
    rss_typed = None
    if typing_keys:
        # Typing after the session (issue 16: keystroke -> diagnostics "even while the file holds
        # hundreds of errors"), once the figures above are read as without it: after a short pause
        # (shorter than the server's idle collection) the typing benchmark's script typed into the
        # biggest function, one key at a time, each waiting for its own diagnostics. The results
        # compared below are those of the text after typing (asked again), and the readings from
        # `rss_end_idle` on are after it.
        await asyncio.sleep(0.5)
        lines = text.split("\n")
        anchor = typing_line(lines)
        session.arrivals.pid = pid
        cpu_typing = cpu_seconds(pid)
        samples = await session.type(lines, anchor, typing_keys, version)
        rss_typed = rss_kib(pid)
        typing = {"keys": typing_keys, "typed_at_line": anchor + 2,
                  "diagnostics_per_keystroke": {k.replace("_ms", ""): v for k, v in
                                                percentiles([n / 1000 for n in samples["diagnostics"]]).items()},
                  "server_cpu_s": round(cpu_seconds(pid) - cpu_typing, 1), **typing_figures(samples),
                  # right after the last keystroke's diagnostics (`rss_end_mib` is before the typing)
                  "rss_after_typing_mib": round(rss_typed["VmRSS"] / 1024, 1),
                  "peak_rss_after_typing_mib": round(rss_typed["VmHWM"] / 1024, 1)}
        text = typed_text(text, sum(len(line) + 1 for line in lines[:anchor]) + len(lines[anchor]),
                          script_keys(SCRIPT, typing_keys))
        version += typing_keys
        final = await session.results(version)
        typing["rss_after_typing_and_final_requests_mib"] = round(rss_kib(pid)["VmRSS"] / 1024, 1)
    # (and once the editor has been idle past the server's idle collection and trim: what the end
    # holds without the last responses' transients, which the reading right after them may include)
    await asyncio.sleep(IDLE_COLLECT_SECONDS + 1.0)
    rss_idle_first = rss_kib(pid)["VmRSS"]
    # (and once the server has gone quiet: work the pause started, e.g. reading the uses the first
    # index left, may still allocate; `quiet_after_s`: how long after the pause's first reading)
    quiet_after = await quiet(pid)
    rss_idle = rss_kib(pid)["VmRSS"]
    kinds["end_idle"] = resident_by_kind(pid)
    session.client.text_document_did_close(types.DidCloseTextDocumentParams(text_document=doc))
    await asyncio.sleep(1.0)
    rss_closed = rss_kib(pid)["VmRSS"]
    kinds["after_close"] = resident_by_kind(pid)
    await asyncio.sleep(4.0)  # (and later: a check still running at didClose releases when it ends)
    rss_closed_later = rss_kib(pid)["VmRSS"]
    await session.stop()

    fresh = Session(uri)
    fresh_pid = await fresh.start()
    fresh.client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="ptx", version=1, text=text)))
    expected = await fresh.results(1, first_check_of_huge=len(text.encode()) >= PROGRESSIVE_BYTES)
    rss_fresh = rss_kib(fresh_pid)["VmRSS"]
    kinds["fresh_server_final_text"] = resident_by_kind(fresh_pid)
    await fresh.stop()

    ratio = rss_end["VmRSS"] / rss_open
    return {
        "file": str(path),
        "edits": done,
        "edits_asked": edits,
        "seed": seed,
        "heavy_every": heavy_every,
        "seconds": round(time.perf_counter() - started, 1),
        "server_cpu_s": {"open": round(cpu_open, 1), "edits": round(cpu_end - cpu_open, 1),
                         "per_edit_ms": round((cpu_end - cpu_open) / max(done, 1) * 1000, 1)},
        "load_average": {"start": [round(x, 1) for x in load_start], "end": [round(x, 1) for x in os.getloadavg()]},
        "final_lines": text.count("\n") + 1,
        "final_errors": sum(1 for d in final["diagnostics"] if '"severity": 1' in d),
        "rss_after_open_mib": round(rss_open / 1024, 1),
        "rss_end_mib": round(rss_end["VmRSS"] / 1024, 1),
        "peak_rss_mib": round(rss_end["VmHWM"] / 1024, 1),  # (both before the typing phase)
        "rss_end_idle_first_mib": round(rss_idle_first / 1024, 1),
        "rss_end_idle_mib": round(rss_idle / 1024, 1),
        "quiet_after_s": quiet_after,
        "end_idle_over_open": round(rss_idle / rss_open, 2),
        "rss_after_close_mib": round(rss_closed / 1024, 1),
        "rss_after_close_later_mib": round(rss_closed_later / 1024, 1),
        # a fresh server that opened the final text and answered the same requests: what the edited
        # file itself costs (it holds more lines and hundreds of errors more than the first one)
        "rss_fresh_server_final_text_mib": round(rss_fresh / 1024, 1),
        "end_over_open": round(ratio, 2),
        # the same readings by kind of mapping (`allocators.mapping_kind`): which allocator holds
        # what a session keeps more than a fresh server (main heap: glibc's main arena, where the
        # event loop's tree-sitter nodes live; anonymous: mostly pymalloc's arenas)
        "resident_by_kind_mib": kinds,
        "memory_every_100_edits": memory,
        "keystroke_to_diagnostics_every_10th": percentiles(latencies),
        "keystroke_to_diagnostics_every_10th_received": percentiles(received),
        "keystroke_to_diagnostics_by_kind": {kind: percentiles(values) for kind, values in sorted(by_kind.items())},
        # the same samples split: those after which the benchmark also sent (and awaited) the
        # whole-document tokens + symbols before waiting for the diagnostics (every `heavy_every`th
        # edit; the clock started at didChange, so those requests' time is in them), and the others
        "keystroke_to_diagnostics_every_10th_split": {"with_heavy_requests": percentiles(heavy),
                                                     "without": percentiles(light)},
        # `--typing-keys` keystrokes typed after the edits (each waiting for its diagnostics, a hover
        # between keys; `typing_bench.type_script`), into the file holding `final_errors`-ish errors
        "typing_after_edits": typing,
        "equal_to_fresh_server": {key: final[key] == expected[key] for key in final},
        "budgets": {"end_over_open": 1.5},
        "within_budget": {"end_over_open": ratio <= 1.5},
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", nargs="?", type=Path, default=DEFAULT_FILE)
    parser.add_argument("--edits", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--heavy-every", type=int, default=50,
                        help="whole-document semantic tokens + symbols every N edits (default 50)")
    parser.add_argument("--max-seconds", type=float, default=0, help="stop editing after this long (0: never)")
    parser.add_argument("--typing-keys", type=int, default=200,
                        help="after the edits, type typing_bench's script this many keys into the biggest "
                             "function, each waiting for its diagnostics (default 200; 0: no typing phase)")
    options = parser.parse_args()
    if not options.file.is_file():
        print(json.dumps({"error": f"{options.file} not found"}))
        return 2
    print(json.dumps(asyncio.run(run(options.file, options.edits, options.seed, max(1, options.heavy_every),
                                             options.max_seconds, max(0, options.typing_keys))), indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
