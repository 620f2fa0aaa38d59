"""Validation scheduling (issue 16): one validation per document at a time, stale versions skipped,
the latest version always published, unchanged lists not re-sent to clients that cannot tell versions."""

from __future__ import annotations

import asyncio
import threading

import pytest
from lsprotocol import types

import ptx_lsp.lsp.server as server_module
from ptx_lsp.analysis.host import Snapshot
from ptx_lsp.lsp.server import create_server

SOURCE = """.version 8.0
.target sm_90
.address_size 64

.visible .entry k(.param .u64 p)
{
\t.reg .b32 %r<4>;
\tadd.s32 %r1, %r2, 1;
\tret;
}
// tail comment
"""
URI = "file:///sched.ptx"


def insert(server, version: int, line: int, character: int, text: str) -> None:
    at = types.Position(line=line, character=character)
    server.change_document(URI, version, [types.TextDocumentContentChangePartial(
        range=types.Range(start=at, end=at), text=text)])


async def settle(server) -> None:
    """Wait until no validation is running or pending."""
    for _ in range(2000):
        await asyncio.sleep(0.005)
        if not server._validating and not server._pending and not server._dirty:
            return
    raise AssertionError("validation never settled")


def test_fast_typing_coalesces_into_one_pending_validation(recorded):
    server, validated, sent, overlap = recorded

    async def scenario():
        server.open_document(URI, 1, SOURCE.encode())
        server.publish(URI)
        for version in range(2, 42):  # 40 keystrokes while the first validation runs
            insert(server, version, 7, 1, "x")
            server.publish(URI)
        await settle(server)

    asyncio.run(scenario())
    assert not overlap, "two validations of one document ran at once"
    assert validated[0] == 1 and validated[-1] == 41
    assert len(validated) <= 3, f"superseded versions were validated: {validated}"
    assert sent[-1]["version"] == 41
    fresh = Snapshot.from_bytes(server.host.get(URI).data)
    assert [d["code"] for d in sent[-1]["diagnostics"]] == [i.code for i in fresh.issues]


def test_closing_the_last_document_while_it_is_validated_returns_the_memory_when_that_ends(recorded, monkeypatch):
    """didClose while the worker validates: the memory is returned once the validation ends (before,
    the close skipped it because a validation ran, and nothing returned it later)."""
    server, _, _, _ = recorded
    released = []
    monkeypatch.setattr(server_module, "release_memory", lambda: released.append(len(server._validating)))

    async def scenario():
        server.open_document(URI, 1, SOURCE.encode())
        server.publish(URI)
        assert server._validating  # the worker has it
        server.close_document(URI)
        assert released == []  # not while it runs
        await settle(server)

    asyncio.run(scenario())
    assert released == [0]


def test_a_worker_skips_a_snapshot_that_is_no_longer_current(recorded):
    server, validated, sent, _ = recorded
    old = server.open_document(URI, 1, SOURCE.encode())
    insert(server, 2, 7, 1, "x")
    assert server.prepare_if_current(old) is None
    assert validated == []
    assert server.prepare_if_current(server.host.get(URI)) is not None
    assert validated == [2]


@pytest.mark.parametrize("versioned", [False, True])
def test_unchanged_diagnostics_are_resent_only_to_clients_that_read_versions(recorded, versioned):
    server, _, sent, _ = recorded
    server.diagnostics_versioned = versioned

    async def scenario():
        server.open_document(URI, 1, SOURCE.encode())
        server.publish(URI)
        await settle(server)
        insert(server, 2, 10, 15, " more")  # inside the last comment: same diagnostics, same places
        server.publish(URI)
        await settle(server)
        insert(server, 3, 7, 1, "@")  # a new syntax error: a different list
        server.publish(URI)
        await settle(server)

    asyncio.run(scenario())
    versions = [params["version"] for params in sent]
    assert versions == ([1, 2, 3] if versioned else [1, 3])
    assert sent[-1]["diagnostics"] != sent[0]["diagnostics"]


def test_the_index_of_a_checked_version_is_built_on_the_worker_when_nothing_newer_waits(recorded, monkeypatch):
    """Issue 11: once a version's diagnostics are out and no newer version waits, the worker builds
    that version's symbol index, so hover, definition and completion asked next do not splice it on
    the event loop; while typing goes on, superseded versions are not indexed."""
    import ptx_lsp.analysis.symbols as symbols_module

    server, validated, _, _ = recorded
    indexed: list[tuple[int, str]] = []
    original = symbols_module.build_index

    def recording_build_index(source, previous=None, changes=None):
        current = server.host.get(URI)
        indexed.append((current.version if current is not None and current.source is source else -1,
                        threading.current_thread().name))
        return original(source, previous, changes)

    monkeypatch.setattr(symbols_module, "build_index", recording_build_index)

    async def idle_worker() -> None:  # what the workers were given after the last validation has run
        await asyncio.wrap_future(server.validation_pool.submit(lambda: None))
        await asyncio.wrap_future(server.index_pool.submit(lambda: None))

    async def scenario():
        server.open_document(URI, 1, SOURCE.encode())
        server.publish(URI)
        await settle(server)
        await idle_worker()
        insert(server, 2, 7, 1, " ")
        server.publish(URI)
        await settle(server)
        await idle_worker()
        assert "index" in server.host.get(URI).__dict__
        for version in range(3, 23):  # typing while the worker checks: only the last version waits
            insert(server, version, 7, 1, " ")
            server.publish(URI)
        await settle(server)
        await idle_worker()

    asyncio.run(scenario())
    assert all(thread.startswith("ptx-index") for _, thread in indexed), indexed  # (never queued before a check)
    versions = [version for version, _ in indexed]
    assert versions[:2] == [1, 2] and versions[-1] == 22
    assert set(versions) <= set(validated), "a version nobody saw checked was indexed"
    assert "index" in server.host.get(URI).__dict__


def test_a_keystroke_is_checked_while_the_index_of_the_version_before_is_built(recorded, monkeypatch):
    """Issue 11: the index build that follows a publish never holds up the next keystroke's check:
    with that build stuck, the next version's diagnostics still go out."""
    import ptx_lsp.analysis.symbols as symbols_module

    server, _validated, sent, _ = recorded
    server.diagnostics_versioned = True  # (every version is sent)
    original = symbols_module.build_index
    building, release = threading.Event(), threading.Event()

    def stuck_build_index(source, previous=None, changes=None):
        building.set()
        release.wait(30)
        return original(source, previous, changes)

    monkeypatch.setattr(symbols_module, "build_index", stuck_build_index)

    async def scenario():
        server.open_document(URI, 1, SOURCE.encode())
        server.publish(URI)
        await settle(server)
        await asyncio.to_thread(building.wait, 30)  # the index of version 1 is being built
        insert(server, 2, 7, 1, " ")
        server.publish(URI)
        try:
            await settle(server)
        finally:
            release.set()

    asyncio.run(scenario())
    assert building.is_set()
    assert [params["version"] for params in sent] == [1, 2]


def test_a_debounced_publish_starts_at_once_when_no_message_waits(recorded):
    """The after-change debounce only gathers the changes already read: once none waits
    (`publish_debounced`, called by the message loop), the check starts without the timer."""
    server, validated, _, _ = recorded

    async def scenario():
        server.open_document(URI, 1, SOURCE.encode())
        server.schedule_publish(URI, 60.0)  # (an open delay: not a debounce, left to its timer)
        server.publish_debounced()
        assert URI in server._pending and not server._validating
        insert(server, 2, 7, 1, " ")
        server.schedule_publish(URI)
        timer = server._pending[URI]
        server.publish_debounced()
        assert timer.cancelled() and URI in server._validating and not server._debounced
        await settle(server)

    asyncio.run(scenario())
    assert validated == [2]


def test_wire_diagnostics_equal_the_attrs_conversion():
    server = create_server()
    server.open_document(URI, 1, SOURCE.replace("add.s32", "add.s33").encode())
    snapshot = server.host.get(URI)
    positions = server.positions(URI)
    wire = server.prepare(snapshot)
    typed = [server.protocol._converter.unstructure(d) for d in server.diagnostics(snapshot, positions)]
    assert wire and wire == typed


def test_closing_the_last_document_empties_the_shared_function_cache():
    from ptx_lsp.analysis.diagnostics import DEFAULT_CACHE

    server = create_server()
    server.open_document(URI, 1, SOURCE.encode())
    server.open_document("file:///other.ptx", 1, SOURCE.replace("k(", "k2(").encode())
    for uri in (URI, "file:///other.ptx"):
        server.prepare(server.current(uri))
    assert len(DEFAULT_CACHE) > 0
    server.close_document(URI)
    assert len(DEFAULT_CACHE) > 0  # another document is still open
    server.close_document("file:///other.ptx")
    assert len(DEFAULT_CACHE) == 0


def test_a_huge_first_check_publishes_its_top_first_with_progress(monkeypatch):
    """The first check of a big document (issue 11): the functions at its top are published first
    (only their issues), then the whole list for the same version, inside a `$/progress` begin/end
    when the client supports work-done progress."""
    monkeypatch.setattr(server_module, "BACKGROUND_BYTES", 0)
    monkeypatch.setattr(server_module, "PROGRESSIVE_BYTES", 0)
    server = create_server()
    server.progress_supported = True
    sent: list[dict] = []
    server.send_notification_json = lambda method, params: sent.append(params)
    progress: list[str] = []

    class Tracker:  # the client accepts the token at once
        def create(self, token, callback=None):
            callback()

        def begin(self, token, value):
            progress.append("begin")

        def report(self, token, value):
            progress.append("report")

        def end(self, token, value):
            progress.append("end")

    monkeypatch.setattr(type(server), "work_done_progress", property(lambda self: Tracker()))
    first = SOURCE.replace("%r2", "%q")  # one undefined register per function
    second = first[first.index(".visible") : first.index("// tail")].replace("k(", "k2(").replace("%q", "%w")
    monkeypatch.setattr(server_module, "PROGRESSIVE_TOP", len(first))  # the first function only

    async def scenario():
        server.open_document(URI, 1, (first + second).encode())
        server.publish(URI)
        await settle(server)

    asyncio.run(scenario())
    assert [len(p["diagnostics"]) for p in sent] == [1, 2]
    assert sent[0]["diagnostics"][0] == sent[1]["diagnostics"][0]
    assert {p["version"] for p in sent} == {1}
    assert progress[0] == "begin" and progress[-1] == "end"


def test_a_huge_first_check_freezes_what_it_made_at_each_progress_point(monkeypatch):
    """Issue 11: at each progress point of a huge first check the worker takes what is alive out of
    the cycle collector's generations (`gc.freeze`), so no full collection of the growing heap holds
    the interpreter while requests wait."""
    import gc

    import ptx_lsp.analysis.diagnostics as diagnostics_module

    monkeypatch.setattr(server_module, "BACKGROUND_BYTES", 0)
    monkeypatch.setattr(server_module, "PROGRESSIVE_BYTES", 0)
    monkeypatch.setattr(diagnostics_module, "_PROGRESS_BYTES", 0)  # a progress point before each function
    frozen: list[str] = []
    original = gc.freeze

    def recording_freeze():
        frozen.append(threading.current_thread().name)
        original()

    monkeypatch.setattr(gc, "freeze", recording_freeze)
    server = create_server()
    server.send_notification_json = lambda method, params: None
    functions = "".join(SOURCE[SOURCE.index(".visible") : SOURCE.index("// tail")].replace("k(", f"k{n}(")
                        for n in range(4))

    async def scenario():
        server.open_document(URI, 1, (SOURCE + functions).encode())
        server.publish(URI)
        await settle(server)

    asyncio.run(scenario())
    assert len([name for name in frozen if name.startswith("ptx-validate")]) >= 4


def test_a_huge_document_publishes_its_top_before_it_is_parsed(monkeypatch):
    """didOpen of a big document (issue 11): the top, checked on a parse of that part alone, goes
    out before the whole text is parsed; the full first check then publishes the whole list once
    (no second top). A top whose verdict depends on later text is not published early."""
    monkeypatch.setattr(server_module, "BACKGROUND_BYTES", 0)
    monkeypatch.setattr(server_module, "PROGRESSIVE_BYTES", 0)
    monkeypatch.setattr(server_module, "PROGRESSIVE_TOP", 0)
    server = create_server()
    sent: list[dict] = []
    server.send_notification_json = lambda method, params: sent.append(params)
    parsed: list[int] = []
    original = server.host.open
    monkeypatch.setattr(server.host, "open", lambda *args: (parsed.append(len(sent)), original(*args))[1])
    first = SOURCE[: SOURCE.index("// tail")].replace("add.s32", "add.s33")  # one error in the top
    second = first[first.index(".visible") :].replace("k(", "k2(")

    async def scenario(text: str):
        data = text.encode()
        server.publish_top_first(URI, 1, data)
        server.open_document(URI, 1, data)
        server.publish(URI)
        await settle(server)

    asyncio.run(scenario(first + second))
    assert parsed == [1]  # one list was out before the document was parsed
    assert [len(p["diagnostics"]) for p in sent] == [1, 2]
    assert sent[0]["diagnostics"][0] == sent[1]["diagnostics"][0] and sent[0]["version"] == 1
    sent.clear()
    parsed.clear()
    asyncio.run(scenario((first + second).replace("%r1, %r2", "%r1, %q", 1)))  # undefined: wait for all
    assert parsed == [0]  # nothing before the parse
    assert len(sent[-1]["diagnostics"]) == 3


def test_an_idle_server_reads_the_uses_the_first_index_left(monkeypatch):
    """After typing pauses, the server reads on its worker the uses the document's first index left for
    later (each held the first version's whole tree), without any request asking for them."""
    server = create_server()
    text = SOURCE + "".join(f".visible .func f{i}()\n{{\n\t.reg .b32 %r<2>;\n\tmov.u32 %r1, {i};\n\tret;\n}}\n"
                            for i in range(3))
    server.open_document(URI, 1, text.encode())
    snapshot = server.host.get(URI)
    index = snapshot.index
    assert index.uses_left()
    server._collect_when_idle()
    server.index_pool.submit(lambda: None).result(timeout=30)  # the index worker has run what was queued
    assert index.uses_left() == []
    server.close_document(URI)


def test_an_idle_collection_gives_the_free_pages_back(monkeypatch):
    """Issue 16: once typing pauses, the full collection is followed by a trim of the allocator at once
    (not rate-limited like the trims while typing), so an editor left open does not stay at its peak."""
    import ptx_lsp.analysis.host as host_module

    trims: list[str] = []
    monkeypatch.setattr(host_module, "_malloc_trim", lambda: trims.append("trim"))
    monkeypatch.setattr(host_module, "_last_trim", [host_module.time.monotonic()])  # a trim just ran
    server = create_server()
    server.open_document(URI, 1, SOURCE.encode())
    server._collect_when_idle()
    assert trims == ["trim"]
    server.close_document(URI)


def test_a_due_full_collection_waits_for_a_short_pause_in_the_typing(monkeypatch):
    """Issue 11: the full collection due every _FULL_EVERY publishes (~180 ms with cub_sm90.ptx open)
    is not taken right after a publish, where the next keystroke or request would wait for it, but
    after a short pause (PAUSE_COLLECT_SECONDS); typing that never pauses gets it at once after
    _FULL_AT_LATEST publishes."""
    import gc

    import ptx_lsp.analysis.host as host_module
    import ptx_lsp.lsp.server as server_module

    collections: list[int] = []
    monkeypatch.setattr(gc, "collect", lambda *args: collections.append(1) or 0)
    monkeypatch.setattr(gc, "freeze", lambda: None)  # (the test process's objects stay collectable)
    monkeypatch.setattr(gc, "unfreeze", lambda: None)
    monkeypatch.setattr(host_module, "_malloc_trim", lambda: None)
    monkeypatch.setattr(host_module, "_freezes", [0])
    delays: list[float] = []

    class Loop:
        def call_later(self, delay, callback):
            delays.append(delay)
            return _Timer()

    class _Timer:
        def cancel(self) -> None:
            pass

    server = create_server()
    for _ in range(host_module._FULL_EVERY - 1):
        server.settle(Loop())
    assert collections == [] and set(delays) == {server_module.IDLE_COLLECT_SECONDS}
    server.settle(Loop())
    assert collections == [] and delays[-1] == server_module.PAUSE_COLLECT_SECONDS  # due: at the next pause
    for _ in range(host_module._FULL_AT_LATEST - host_module._FULL_EVERY - 1):
        server.settle(Loop())
    assert collections == []
    server.settle(Loop())  # no pause came: taken now
    assert collections == [1] and host_module._freezes[0] == 0
    server._collect_when_idle()  # a pause: the collection (and the trim) of an idle editor
    assert collections == [1, 1]


def test_the_worker_checks_a_version_typed_while_the_event_loop_is_busy(recorded):
    """Issue 16: a change that comes while a version is checked is checked next by the worker itself,
    not once the event loop is free to hear that the first check ended (it may be answering a hover
    for hundreds of milliseconds); each version's list is sent once, and a publish asked for the
    same version while it is checked (ptxas's issues come that way) still sends it again after."""
    import time

    server, validated, sent, overlap = recorded
    server.diagnostics_versioned = True  # (every publish is sent, equal lists too)

    async def scenario():
        server.open_document(URI, 1, SOURCE.encode())
        server.publish(URI)
        await asyncio.sleep(0.005)  # (the worker has started on version 1)
        insert(server, 2, 7, 1, "x")
        server.publish(URI)  # (marks the document: a check runs)
        deadline = time.monotonic() + 5
        while 2 not in validated and time.monotonic() < deadline:
            time.sleep(0.001)  # the event loop busy: only the worker can take version 2
        assert 2 in validated
        await settle(server)
        assert [params["version"] for params in sent][-1:] == [2]
        count = len(sent)
        insert(server, 3, 7, 1, "y")
        server.publish(URI)
        while 3 not in validated and time.monotonic() < deadline:
            await asyncio.sleep(0.001)
        server.publish(URI)  # asked again while version 3 is checked
        await settle(server)
        assert [params["version"] for params in sent[count:]] == [3, 3]

    asyncio.run(scenario())
    assert not overlap
    versions = [params["version"] for params in sent]
    assert versions.count(2) == 1 and versions[-2:] == [3, 3], versions


def test_a_publish_with_nothing_queued_drops_statement_entries_once_they_grew(monkeypatch):
    """Issue 16: once the statement cache took RETAIN_GROWTH bytes of new entries, the settle after a
    publish hands the validation worker a `retain_statements` of the open documents; below that it
    does not."""
    import ptx_lsp.analysis.host as host_module
    from ptx_lsp.analysis.diagnostics import DEFAULT_CACHE
    from ptx_lsp.analysis.diagnostics import functions as functions_module

    monkeypatch.setattr(host_module, "_malloc_trim", lambda: None)
    monkeypatch.setattr(host_module, "freeze_live_objects", lambda: False)
    calls: list[list] = []
    real = host_module.retain_statements
    monkeypatch.setattr("ptx_lsp.lsp.server.retain_statements", lambda snapshots: calls.append(snapshots) or real(snapshots))

    class Loop:
        def call_later(self, delay, callback):
            return SimpleTimer()

    class SimpleTimer:
        def cancel(self) -> None:
            pass

    DEFAULT_CACHE.clear()
    server = create_server()
    server.open_document(URI, 1, SOURCE.encode())
    snapshot = server.host.get(URI)
    snapshot.validated()
    monkeypatch.setattr(functions_module, "RETAIN_GROWTH", 1 << 30)
    server.settle(Loop())
    server.validation_pool.submit(lambda: None).result(timeout=30)
    assert calls == []
    monkeypatch.setattr(functions_module, "RETAIN_GROWTH", 0)
    DEFAULT_CACHE.statements.put((None, False, b"stray;"), ((), (), ()))
    server.settle(Loop())
    server.validation_pool.submit(lambda: None).result(timeout=30)
    assert calls == [[snapshot]]
    assert (None, False, b"stray;") not in DEFAULT_CACHE.statements
    server.close_document(URI)
