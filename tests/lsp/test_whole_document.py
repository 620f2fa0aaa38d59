"""Whole-document requests (issue 16): semantic tokens and the outline of a document validated off the
event loop are computed on the validation worker once the edit's diagnostics are out, and a result
for a version that changed meanwhile is answered ContentModified (-32801)."""

from __future__ import annotations

import asyncio
import threading
from concurrent.futures import Future

import pytest
from lsprotocol import types

import ptx_lsp.lsp.server as server_module
from ptx_lsp.analysis import cancel, host
from ptx_lsp.analysis.analysis import Analysis
from ptx_lsp.lsp.server import ContentModified, create_server
from tests.lsp.test_scheduling import SOURCE, URI, insert, settle

DOC = types.TextDocumentIdentifier(uri=URI)
REQUESTS = {
    "tokens": (types.TEXT_DOCUMENT_SEMANTIC_TOKENS_FULL, types.SemanticTokensParams(text_document=DOC)),
    "symbols": (types.TEXT_DOCUMENT_DOCUMENT_SYMBOL, types.DocumentSymbolParams(text_document=DOC)),
}
WORK = {"tokens": "token_chunks", "symbols": "outline"}


def ask(server, kind: str):
    method, params = REQUESTS[kind]
    return server.protocol.fm.features[method](params)


def comparable(server, result):
    return server.protocol._converter.unstructure(result)


@pytest.mark.parametrize("kind", ["tokens", "symbols"])
def test_a_whole_document_request_runs_on_the_worker_after_the_edits_diagnostics(recorded, monkeypatch, kind):
    server, validated, sent, _ = recorded
    events: list[str] = []
    original = getattr(Analysis, WORK[kind])

    def recording(self):
        events.append(f"{kind} on {threading.current_thread().name}")
        return original(self)

    monkeypatch.setattr(Analysis, WORK[kind], recording)
    server.send_notification_json = lambda method, params: (sent.append(params),
                                                            events.append(f"diagnostics {params['version']}"))

    async def scenario():
        server.open_document(URI, 1, SOURCE.encode())
        server.publish(URI)
        await settle(server)
        insert(server, 2, 7, 1, "x")
        server.schedule_publish(URI)  # (as didChange does: the validation is still to start)
        result = await ask(server, kind)
        await settle(server)
        return result

    result = asyncio.run(scenario())
    assert events[-2:] == ["diagnostics 2", f"{kind} on {events[-1].split(' on ')[1]}"]
    assert events[-1].split(" on ")[1].startswith("ptx-validate")
    fresh = create_server()
    fresh.open_document(URI, 1, server.host.get(URI).data)

    async def fresh_answer():
        return await ask(fresh, kind)

    assert comparable(server, result) == comparable(fresh, asyncio.run(fresh_answer()))


@pytest.mark.parametrize("kind", ["tokens", "symbols"])
def test_a_change_while_a_whole_document_request_runs_answers_content_modified(recorded, monkeypatch, kind):
    server, _, _, _ = recorded
    started, go = threading.Event(), threading.Event()
    original = getattr(Analysis, WORK[kind])

    def slow(self):
        started.set()
        go.wait(5)
        cancel.checkpoint()  # (the real work checks now and then)
        return original(self)

    monkeypatch.setattr(Analysis, WORK[kind], slow)

    async def scenario():
        server.open_document(URI, 1, SOURCE.encode())
        server.publish(URI)
        await settle(server)
        request = asyncio.ensure_future(ask(server, kind))
        await asyncio.get_running_loop().run_in_executor(None, started.wait, 5)
        insert(server, 2, 7, 1, "x")  # typed while the worker computes version 1's answer
        go.set()
        with pytest.raises(ContentModified):
            await request
        server.publish(URI)
        await settle(server)

    asyncio.run(scenario())


def test_a_small_document_is_answered_on_the_event_loop(monkeypatch):
    server = create_server()
    threads: list[str] = []
    original = Analysis.token_chunks
    monkeypatch.setattr(Analysis, "token_chunks", lambda self: (threads.append(threading.current_thread().name),
                                                               original(self))[1])
    server.open_document(URI, 1, SOURCE.encode())
    assert len(SOURCE) < server_module.BACKGROUND_BYTES
    result = asyncio.run(ask(server, "tokens"))
    assert result["data"] and threads == [threading.current_thread().name]


def test_content_modified_is_sent_as_its_error_code():
    server = create_server()
    sent: list[dict] = []
    server.protocol._send_data = sent.append
    future: Future = Future()
    future.set_exception(ContentModified("changed"))
    server.protocol._send_handler_result(future, msg_id=7)
    assert len(sent) == 1
    error = server.protocol._converter.unstructure(sent[0])["error"]
    assert error["code"] == -32801 and sent and server.protocol._converter.unstructure(sent[0])["id"] == 7


def test_the_memory_of_every_whole_document_response_is_trimmed_after_it(recorded, monkeypatch):
    """Issue 16: a whole-document answer's transients (a big int list and its JSON) are freed once the
    response is written, and stay resident unless the allocator is trimmed then: after each response,
    also the second of two asked together (the outline, then the tokens), which a trim at most once a
    second skipped."""
    server, _, _, _ = recorded
    trims: list[None] = []
    monkeypatch.setattr(host, "_malloc_trim", lambda: trims.append(None))

    async def scenario():
        server.open_document(URI, 1, SOURCE.encode())
        server.publish(URI)
        await settle(server)
        trims.clear()
        await ask(server, "symbols")
        assert trims == []  # not before the response is written
        await asyncio.sleep(server_module.TRIM_AFTER_RESPONSE_SECONDS + 0.05)
        assert len(trims) == 1
        await ask(server, "tokens")
        await asyncio.sleep(server_module.TRIM_AFTER_RESPONSE_SECONDS + 0.05)

    asyncio.run(scenario())
    assert len(trims) == 2


class _Stream:
    """A byte sink that records which thread wrote each message."""

    def __init__(self) -> None:
        self.data = bytearray()
        self.threads: list[str] = []

    def write(self, data: bytes) -> None:
        self.data += data
        self.threads.append(threading.current_thread().name)

    def flush(self) -> None:
        pass


def _frames(data: bytes) -> dict:
    """The messages in a byte stream, by id: (the frame's bytes, its JSON)."""
    import json

    out = {}
    while data:
        header, _, rest = data.partition(b"\r\n\r\n")
        length = int(header.split(b"Content-Length: ")[1].split(b"\r\n")[0])
        frame = data[: len(header) + 4 + length]
        message = json.loads(rest[:length])
        out[message.get("id")] = (bytes(frame), message)
        data = rest[length:]
    return out


@pytest.mark.parametrize("hierarchical", [True, False])
def test_whole_document_responses_are_written_by_the_worker_as_pygls_writes_them(recorded, hierarchical):
    """Issue 16: the response of a whole-document request on a big document (tokens full and delta,
    the outline, hierarchical or flat) is made into JSON and written by the validation worker, byte
    for byte what pygls writes for the same result from the event loop."""
    server, _, _, _ = recorded
    plain = create_server()  # the same requests answered by pygls's own `_send_data`
    plain.send_notification_json = lambda method, params: None
    ours, theirs = _Stream(), _Stream()
    server.protocol.set_writer(server_module.SerialWriter(ours))
    plain.protocol.set_writer(theirs)
    for each in (server, plain):
        each.protocol.initialize_received = True
        each.hierarchical_symbols = hierarchical
    doc = {"textDocument": {"uri": URI}}
    requests = [
        (1, "textDocument/semanticTokens/full", doc),
        (2, "textDocument/documentSymbol", doc),
        "edit",
        (3, "textDocument/semanticTokens/full/delta", {**doc, "previousResultId": "1"}),
        (4, "textDocument/semanticTokens/full/delta", {**doc, "previousResultId": "nope"}),
        "edit",
        (5, "textDocument/semanticTokens/full/delta", {**doc, "previousResultId": "3"}),
        (6, "textDocument/documentSymbol", doc),
    ]

    async def scenario(each, stream):
        each.open_document(URI, 1, (SOURCE * 3).encode())
        each.publish(URI)
        await settle(each)
        version = 1
        for request in requests:
            if request == "edit":
                version += 1
                insert(each, version, 7 + version, 1, "mov.u32 %r1, 7;\n\t")
                each.publish(URI)
                await settle(each)
                continue
            msg_id, method, params = request
            each.protocol.receive({"jsonrpc": "2.0", "id": msg_id, "method": method, "params": params})
            for _ in range(1000):
                await asyncio.sleep(0.005)
                if msg_id in _frames(bytes(stream.data)) and not each.protocol._request_futures:
                    break
        return _frames(bytes(stream.data))

    got = asyncio.run(scenario(server, ours))
    expected = asyncio.run(scenario(plain, theirs))
    assert sorted(got) == sorted(expected) == [1, 2, 3, 4, 5, 6]
    for msg_id in got:
        assert "result" in got[msg_id][1], got[msg_id][1]
        assert got[msg_id][0] == expected[msg_id][0]
    assert got[1][1]["result"]["data"] and got[2][1]["result"]
    assert got[3][1]["result"]["edits"] and "data" in got[4][1]["result"] and got[5][1]["result"]["edits"]
    assert all(name.startswith("ptx-validate") for name in ours.threads)
    assert not any(name.startswith("ptx-validate") for name in theirs.threads)
    assert server.protocol._result_types == {} and server.protocol._request_futures == {}


def test_json_text_is_json_dumps():
    import json

    values = [[], {}, list(range(server_module.JSON_SLICE * 2 + 3)), {"data": list(range(server_module.JSON_SLICE + 1)),
              "resultId": "7"}, {"edits": [{"start": 1, "deleteCount": 0, "data": [1, 2]}], "resultId": "x"},
              [{"name": "k\u00e9", "children": [{"name": "r", "range": {"start": {"line": 1}}}]}], None, "s"]
    for value in values:
        assert server_module.json_text(value) == json.dumps(value)
