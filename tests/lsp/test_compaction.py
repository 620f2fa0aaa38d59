"""Compaction (issue 16): once editing has grown the process's memory past a limit, the server drops
every open document's derived state and the shared caches and checks the text again, so what
survives is packed into fewer allocator arenas. The policy (`host.Compaction`) and what the server
does when it is due: same diagnostics, no old version alive, no first-check progress."""

from __future__ import annotations

import asyncio
import gc
import weakref

from lsprotocol import types

from ptx_lsp.analysis.analysis import Analysis
from ptx_lsp.analysis.host import Compaction, resident_bytes
from ptx_lsp.lsp.server import create_server

SOURCE = """.version 8.0
.target sm_90
.address_size 64

.visible .entry k(.param .u64 p)
{
\t.reg .b32 %r<4>;
\t.reg .u64 %rd<2>;
\tld.param.u64 %rd1, [p];
\tadd.s32 %r1, %r2, 1;
\tadd.s32 %r5, %r1, 1;
\tfoo.bar %r1;
\tret;
}
"""
URI = "file:///compact.ptx"
MIB = 1 << 20


class Meter:
    """A resident-memory reading and a clock the test sets."""

    def __init__(self, rss: int) -> None:
        self.rss = rss
        self.now = 1000.0

    def read(self) -> int | None:
        return self.rss

    def clock(self) -> float:
        return self.now


def policy(meter: Meter, **kwargs) -> Compaction:
    return Compaction(read=meter.read, clock=meter.clock, **kwargs)


def test_the_base_is_read_once_the_documents_are_built():
    meter = Meter(200 * MIB)
    compaction = policy(meter)
    assert compaction.due(built=False, idle=True) is None and compaction.base is None
    assert compaction.due(built=True, idle=True) is None and compaction.base == 200 * MIB
    meter.rss = 1000 * MIB  # (grown, but the base stays what it was once built)
    assert compaction.base == 200 * MIB


def test_a_pause_compacts_past_the_soft_limit_and_typing_only_past_the_forced_one():
    meter = Meter(200 * MIB)
    compaction = policy(meter, growth=1.25, force=1.4, floor=32 * MIB)
    compaction.due(built=True, idle=False)
    meter.rss = 240 * MIB  # 1.2x
    assert compaction.due(built=True, idle=True) is None
    meter.rss = 260 * MIB  # 1.3x: past the soft limit
    assert compaction.due(built=True, idle=False) is None
    assert compaction.due(built=True, idle=True) == 260 * MIB
    meter.rss = 290 * MIB  # 1.45x: past the forced one too
    assert compaction.due(built=True, idle=False) == 290 * MIB


def test_small_growth_in_bytes_never_compacts():
    meter = Meter(40 * MIB)
    compaction = policy(meter, growth=1.25, force=1.4, floor=32 * MIB)
    compaction.due(built=True, idle=True)
    meter.rss = 70 * MIB  # 1.75x, but 30 MiB
    assert compaction.due(built=True, idle=True) is None
    meter.rss = 73 * MIB
    assert compaction.due(built=True, idle=True) == 73 * MIB


def test_after_a_compaction_the_base_is_read_again_and_the_next_one_waits():
    meter = Meter(200 * MIB)
    compaction = policy(meter, every=60.0)
    compaction.due(built=True, idle=True)
    meter.rss = 300 * MIB
    assert compaction.due(built=True, idle=True) == 300 * MIB
    compaction.started()
    assert compaction.base is None and compaction.count == 1
    meter.rss = 210 * MIB
    assert compaction.due(built=True, idle=True) is None and compaction.base == 210 * MIB
    meter.rss = 400 * MIB
    meter.now += 59
    assert compaction.due(built=True, idle=True) is None  # too soon
    meter.now += 2
    assert compaction.due(built=True, idle=True) == 400 * MIB


def test_without_a_reading_nothing_is_due():
    compaction = Compaction(read=lambda: None)
    assert compaction.due(built=True, idle=True) is None and compaction.base is None


def test_resident_bytes_reads_this_process():
    rss = resident_bytes()
    assert rss is None or rss > 10 * MIB  # (None off Linux)


def edit(server, version: int, line: int, character: int, text: str) -> None:
    at = types.Position(line=line, character=character)
    server.change_document(URI, version, [types.TextDocumentContentChangePartial(
        range=types.Range(start=at, end=at), text=text)])


async def settle(server) -> None:
    """Until no validation runs or waits, and the index worker has run what it was given (a
    compaction builds the index beside its check: left running, it would slow the next test)."""
    for _ in range(2000):
        await asyncio.sleep(0.005)
        if not server._validating and not server._pending and not server._dirty:
            await asyncio.get_running_loop().run_in_executor(None, server.index_pool.submit(lambda: None).result, 30)
            return
    raise AssertionError("validation never settled")


def test_a_compaction_rebuilds_the_document_and_publishes_the_same_diagnostics(recorded, monkeypatch):
    """The edited document's snapshots are all freed, the shared caches emptied, and the new snapshot,
    checked from the text alone, publishes what the edited one did; no first-check progress."""
    import ptx_lsp.lsp.server as server_module
    from ptx_lsp.analysis.diagnostics import DEFAULT_CACHE

    server, validated, sent, _ = recorded
    progress = []

    async def scenario():
        server.open_document(URI, 1, SOURCE.encode())
        server.publish(URI)
        await settle(server)
        for version in range(2, 6):  # typing: later versions reuse what the earlier ones kept
            edit(server, version, 12, 1, "x")
            server.publish(URI)
            await settle(server)
        edited = weakref.ref(server.host.get(URI))
        before = sent[-1]
        assert len(DEFAULT_CACHE) > 0
        # (as big as a huge document's first check, which reports progress and publishes its top first)
        monkeypatch.setattr(server_module, "PROGRESSIVE_BYTES", 0)
        monkeypatch.setattr(server, "prepare_progressively", lambda *args: progress.append(args))
        server.compact()
        assert len(DEFAULT_CACHE) == 0  # emptied before the check runs again
        gc.collect()
        assert edited() is None, "the edited snapshot is still alive"
        fresh = server.host.get(URI)
        assert fresh.version == 5 and fresh._prior is None and "parts" not in fresh.__dict__
        await settle(server)
        return before, fresh

    before, fresh = asyncio.run(scenario())
    assert validated[-1] == 5
    assert sent[-1]["version"] == 5 and sent[-1]["diagnostics"] == before["diagnostics"]
    assert any(d["message"] for d in before["diagnostics"])  # (the document holds errors)
    assert progress == []
    assert server.host.get(URI) is fresh and "parts" in fresh.__dict__
    hover = Analysis(fresh).hover(fresh.data.index(b"%r1,"))
    assert hover is not None


def test_a_pause_after_growth_compacts_and_typing_compacts_only_past_the_forced_limit(recorded, monkeypatch):
    server, validated, sent, _ = recorded
    meter = Meter(200 * MIB)
    server.compaction = policy(meter, growth=1.25, force=1.4, floor=32 * MIB, every=0.0)
    compacted = []
    monkeypatch.setattr(server, "compact", lambda rss=None: (compacted.append(rss), server.compaction.started()))

    async def scenario():
        server.open_document(URI, 1, SOURCE.encode())
        server.publish(URI)
        await settle(server)
        _ = server.host.get(URI).index  # built: the base is read at the next settle
        edit(server, 2, 12, 1, "x")
        server.publish(URI)
        await settle(server)
        assert server.compaction.base == 200 * MIB
        meter.rss = 260 * MIB
        edit(server, 3, 12, 1, "x")
        server.publish(URI)
        await settle(server)
        assert compacted == []  # typing: the soft limit waits for a pause
        server._collect_when_idle()
        assert compacted == [260 * MIB]

    asyncio.run(scenario())
    assert server.compaction.base is None  # read again once built


def test_typing_that_never_pauses_compacts_past_the_forced_limit(recorded, monkeypatch):
    server, _, _, _ = recorded
    meter = Meter(200 * MIB)
    server.compaction = policy(meter, growth=1.25, force=1.4, floor=32 * MIB, every=0.0)
    compacted = []
    monkeypatch.setattr(server, "compact", lambda rss=None: compacted.append(rss))

    async def scenario():
        server.open_document(URI, 1, SOURCE.encode())
        server.publish(URI)
        await settle(server)
        _ = server.host.get(URI).index
        edit(server, 2, 12, 1, "x")
        server.publish(URI)
        await settle(server)
        meter.rss = 300 * MIB
        edit(server, 3, 12, 1, "x")
        server.publish(URI)
        await settle(server)

    asyncio.run(scenario())
    assert compacted == [300 * MIB]


def test_opening_or_closing_a_document_reads_the_base_again():
    server = create_server()
    server.compaction.base = 123
    server.open_document(URI, 1, SOURCE.encode())
    assert server.compaction.base is None
    server.compaction.base = 123
    server.close_document(URI)
    assert server.compaction.base is None


def test_a_whole_document_request_waiting_across_a_compaction_is_answered(recorded):
    """A request for the whole document (tokens, outline) that waits for an edit's diagnostics while the
    settle after them starts a compaction is answered for the rebuilt snapshot of the same text, not
    failed as if the document had changed (ContentModified)."""
    server, _, _, _ = recorded
    meter = Meter(200 * MIB)
    server.compaction = policy(meter, growth=1.25, force=1.4, floor=32 * MIB, every=0.0)
    seen = []

    def compute(analysis, positions):
        seen.append(analysis.snapshot)
        return len(analysis.snapshot.data)

    async def scenario():
        server.open_document(URI, 1, SOURCE.encode())
        server.publish(URI)
        await settle(server)
        _ = server.host.get(URI).index
        edit(server, 2, 12, 1, "x")
        server.publish(URI)
        await settle(server)  # (the base is read here)
        meter.rss = 300 * MIB
        edit(server, 3, 12, 1, "x")
        server.publish(URI)  # its settle compacts
        asked = server.host.get(URI)
        answer = await server.whole_document(URI, compute)
        await settle(server)
        return asked, answer

    asked, answer = asyncio.run(scenario())
    assert server.compaction.count == 1
    assert answer == len(SOURCE) + 2
    assert seen and seen[-1] is not asked and seen[-1] is server.host.get(URI) and seen[-1].version == 3


def test_no_compaction_while_a_whole_document_request_computes(recorded):
    """A pause while the worker computes a whole-document request (3 s for cub_sm90.ptx's tokens) does
    not compact under it: the request would find its document gone and be cancelled. The next
    pause does."""
    import threading

    server, _, _, _ = recorded
    meter = Meter(200 * MIB)
    server.compaction = policy(meter, growth=1.25, force=1.4, floor=32 * MIB, every=0.0)
    started, release = threading.Event(), threading.Event()

    def compute(analysis, positions):
        started.set()
        release.wait(10)
        return analysis.snapshot.version

    async def scenario():
        server.open_document(URI, 1, SOURCE.encode())
        server.publish(URI)
        await settle(server)
        _ = server.host.get(URI).index
        edit(server, 2, 12, 1, "x")
        server.publish(URI)
        await settle(server)  # (the base is read here)
        meter.rss = 260 * MIB
        request = asyncio.ensure_future(server.whole_document(URI, compute))
        while not started.is_set():
            await asyncio.sleep(0.005)
        server._collect_when_idle()  # a pause while it computes
        assert server.compaction.count == 0
        release.set()
        answer = await request
        server._collect_when_idle()
        await settle(server)
        return answer

    assert asyncio.run(scenario()) == 2
    assert server.compaction.count == 1


def test_a_compaction_waits_for_the_index_worker_before_it_releases_the_memory(recorded, monkeypatch):
    """The index worker splicing the index of the version just checked holds that version alive: the
    compaction lets it end before the memory is released, so the old state is freed first."""
    import time

    import ptx_lsp.lsp.server as server_module

    server, _, _, _ = recorded
    order: list[str] = []
    monkeypatch.setattr(server_module, "release_memory", lambda: order.append("release"))

    async def scenario():
        server.open_document(URI, 1, SOURCE.encode())
        server.publish(URI)
        await settle(server)
        box = [server.host.get(URI)]
        held = weakref.ref(box[0])

        def job():  # (holds the version while it runs, as an index splice does)
            time.sleep(0.2)
            box.clear()
            order.append("job")

        server.index_pool.submit(job)
        server.compact()
        gc.collect()
        assert held() is None
        await settle(server)

    asyncio.run(scenario())
    assert order == ["job", "release"]
