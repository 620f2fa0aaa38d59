"""Protocol hygiene over raw pipes: every request gets a proper answer and the server keeps serving.

Each test here is one row of docs/input-hygiene.md.
"""

from __future__ import annotations

import json

import pytest

from tests.hygiene.raw import RawServer, frame

URI = "file:///hygiene/a.ptx"
TEXT = ".version 8.0\n.target sm_80\n.address_size 64\n\n.visible .entry k(.param .u64 p)\n{\n\t.reg .b32 %r<4>;\n\tmov.u32 %r1, 7;\n\tret;\n}\n"


def hover(line: int, character: int, uri: str = URI) -> dict:
    return {"textDocument": {"uri": uri}, "position": {"line": line, "character": character}}


def symbols(server: RawServer, uri: str = URI) -> list:
    reply = server.request("textDocument/documentSymbol", {"textDocument": {"uri": uri}})
    assert "error" not in reply, reply
    return reply["result"]


@pytest.fixture(scope="module")
def server():
    """One initialized server shared by the tests that leave it serving."""
    running = RawServer()
    running.initialize()
    running.open(URI, TEXT)
    yield running
    running.close()


def assert_serving(server: RawServer) -> None:
    """The server still answers a plain request correctly."""
    found = symbols(server)
    assert [s["name"] for s in found][:2] == ["k", "p"], found


def error_code(reply: dict) -> int | None:
    return reply.get("error", {}).get("code")


@pytest.mark.parametrize(
    "params",
    [
        hover(-1, 0),
        hover(0, -5),
        hover(2**31, 0),
        hover(0, 2**31),
        {"textDocument": {"uri": URI}, "position": {"line": "x", "character": 0}},
        {"textDocument": {"uri": URI}},
        {"position": {"line": 0, "character": 0}},
        [1, 2, 3],
        "hover",
    ],
    ids=["negative-line", "negative-character", "line-2^31", "character-2^31", "line-string",
         "missing-position", "missing-document", "params-array", "params-string"],
)
def test_mistyped_params_get_invalid_params(server: RawServer, params):
    reply = server.request("textDocument/hover", params)
    assert error_code(reply) == -32602, reply
    assert "hover" in reply["error"]["message"]
    assert_serving(server)


def test_request_without_params_gets_invalid_params(server: RawServer):
    reply = server.reply(server.start_request("textDocument/documentSymbol"))
    assert error_code(reply) == -32602, reply
    assert_serving(server)


@pytest.mark.parametrize("line,character", [(10**6, 0), (3, 10**6), (2**31 - 1, 2**31 - 1)])
def test_positions_past_the_end_get_a_result(server: RawServer, line: int, character: int):
    for method in ("textDocument/hover", "textDocument/definition", "textDocument/completion",
                   "textDocument/signatureHelp", "textDocument/documentHighlight"):
        reply = server.request(method, hover(line, character))
        assert "error" not in reply, (method, reply)
    assert_serving(server)


@pytest.mark.parametrize("uri", ["file:///not/open.ptx", "not a uri", "", "file://%zz/%%.ptx", "untitled:Untitled-1"])
def test_requests_for_unknown_or_invalid_uris_get_a_result(server: RawServer, uri: str):
    for method, params in (("textDocument/hover", hover(0, 0, uri)),
                           ("textDocument/documentSymbol", {"textDocument": {"uri": uri}}),
                           ("textDocument/foldingRange", {"textDocument": {"uri": uri}})):
        reply = server.request(method, params)
        assert "error" not in reply, (method, reply)
        assert reply["result"] in (None, []), (method, reply)
    assert_serving(server)


def test_unknown_request_is_method_not_found_and_unknown_notification_is_ignored(server: RawServer):
    assert error_code(server.request("ptx/noSuchThing", {})) == -32601
    assert error_code(server.request("$/noSuchThing", {})) == -32601
    server.notify("ptx/noSuchNotification", {"x": 1})
    server.notify("$/setTrace", {"value": "off"})
    assert_serving(server)


def test_malformed_json_is_a_parse_error_and_the_stream_goes_on(server: RawServer):
    server.write(frame(b'{"jsonrpc": "2.0", "id": 77, "method": '))
    reply = server.wait(lambda m: m.get("id") is None and error_code(m) == -32700, 30)
    assert reply is not None
    assert_serving(server)


@pytest.mark.parametrize(
    "message",
    [[{"jsonrpc": "2.0", "id": 1, "method": "shutdown"}], 42, "text", None,
     {"jsonrpc": "2.0", "id": {"not": "an id"}, "method": "textDocument/hover", "params": hover(0, 0)},
     {"jsonrpc": "2.0", "id": 3.5, "method": "textDocument/hover", "params": hover(0, 0)}],
    ids=["batch", "number", "string", "null", "object-id", "float-id"],
)
def test_messages_that_are_not_requests_are_invalid_requests(server: RawServer, message):
    server.write(frame(json.dumps(message).encode()))
    reply = server.wait(lambda m: m.get("id") is None and error_code(m) == -32600, 30)
    assert reply is not None
    server.seen.remove(reply)
    assert_serving(server)


def test_second_initialize_is_an_invalid_request(server: RawServer):
    reply = server.request("initialize", {"processId": None, "rootUri": None, "capabilities": {}})
    assert error_code(reply) == -32600
    assert_serving(server)


def test_changes_to_unopened_documents_are_ignored(server: RawServer):
    server.notify("textDocument/didChange", {
        "textDocument": {"uri": "file:///never/opened.ptx", "version": 2},
        "contentChanges": [{"range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}},
                            "text": "x"}]})
    server.notify("textDocument/didClose", {"textDocument": {"uri": "file:///never/opened.ptx"}})
    server.notify("textDocument/didSave", {"textDocument": {"uri": "file:///never/opened.ptx"}})
    reply = server.request("textDocument/documentSymbol", {"textDocument": {"uri": "file:///never/opened.ptx"}})
    assert reply["result"] in (None, [])
    assert_serving(server)


def test_out_of_range_incremental_edits_are_clamped():
    running = RawServer()
    try:
        running.initialize()
        uri = "file:///hygiene/edits.ptx"
        running.open(uri, TEXT)
        edits = [
            ({"start": {"line": 500, "character": 0}, "end": {"line": 900, "character": 4}}, "\n// tail\n"),
            ({"start": {"line": 3, "character": 900}, "end": {"line": 2, "character": 0}}, ""),  # end before start
            ({"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 10**6}}, ".version 8.0"),
        ]
        for version, (rng, text) in enumerate(edits, start=2):
            running.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                                                      "contentChanges": [{"range": rng, "text": text}]})
        names = [s["name"] for s in symbols(running, uri)]
        assert names[:2] == ["k", "p"], names
        # the edits left the document as the clamped edits say: the tail comment is at the very end
        tokens = running.request("textDocument/foldingRange", {"textDocument": {"uri": uri}})
        assert "error" not in tokens
    finally:
        running.close()


def test_requests_before_initialize_are_not_initialized_errors():
    running = RawServer()
    try:
        reply = running.request("textDocument/hover", hover(0, 0))
        assert error_code(reply) == -32002, reply
        assert error_code(running.request("shutdown")) == -32002
        running.open(URI, TEXT)  # dropped: notifications before initialize are ignored
        init = running.initialize()
        assert "capabilities" in init["result"]
        assert symbols(running) is None or symbols(running) == []
        running.open(URI, TEXT)
        assert_serving(running)
    finally:
        running.close()


def test_after_shutdown_requests_are_invalid_and_exit_is_clean():
    running = RawServer()
    running.initialize()
    running.open(URI, TEXT)
    assert running.request("shutdown")["result"] is None
    reply = running.request("textDocument/documentSymbol", {"textDocument": {"uri": URI}})
    assert error_code(reply) == -32600, reply
    assert error_code(running.request("shutdown")) == -32600
    running.notify("textDocument/didClose", {"textDocument": {"uri": URI}})  # dropped
    running.notify("exit")
    assert running.exit_code() == 0


@pytest.mark.parametrize("initialize", [False, True], ids=["before-initialize", "after-initialize"])
def test_exit_without_shutdown_exits_with_1(initialize: bool):
    running = RawServer()
    if initialize:
        running.initialize()
    running.notify("exit")
    assert running.exit_code() == 1


@pytest.mark.parametrize(
    "junk",
    [b"this is not a header\r\n\r\n", b"Content-Length: -4\r\n\r\n{}",
     b"Content-Length: 12abc\r\n\r\n", b"Content-Type: x\r\n\r\n{}", b"Content-Length: " + b"9" * 40 + b"\r\n\r\n",
     b"X" * 20000 + b"\r\n"],
    ids=["no-colon", "negative-length", "non-digit-length", "no-length", "huge-length", "endless-header"],
)
def test_framing_errors_make_the_server_exit(junk: bytes):
    running = RawServer()
    running.initialize()
    running.write(junk)
    assert running.exit_code() == 1


def test_wrong_content_length_ends_in_exit_not_deafness():
    """A frame shorter than its body: the rest of the body is read as a header, and the server exits."""
    running = RawServer()
    running.initialize()
    body = json.dumps({"jsonrpc": "2.0", "id": 5, "method": "textDocument/hover", "params": hover(0, 0)}).encode()
    running.write(b"Content-Length: %d\r\n\r\n" % (len(body) - 10) + body + frame({"jsonrpc": "2.0", "id": 6, "method": "shutdown"}))
    assert running.exit_code() == 1


def test_end_of_input_exits():
    running = RawServer()
    running.initialize()
    running.write(b"Content-Length: 500\r\n\r\n{\"jsonrpc\"")
    running.proc.stdin.close()
    assert running.exit_code() == 0


def test_a_request_cancelled_before_its_turn_is_answered_cancelled():
    running = RawServer()
    try:
        running.initialize()
        big = TEXT + "".join(f".global .u32 g{i};\n" for i in range(150_000))  # keeps the loop busy a while
        running.open("file:///hygiene/big.ptx", big)
        ids = [running.start_request("textDocument/documentSymbol", {"textDocument": {"uri": "file:///hygiene/big.ptx"}})
               for _ in range(3)]
        for msg_id in ids:
            running.notify("$/cancelRequest", {"id": msg_id})
        replies = [running.reply(msg_id, 120) for msg_id in ids]
        assert [error_code(r) for r in replies] == [-32800] * 3, [str(r)[:100] for r in replies]
        assert_serving_uri = running.request("textDocument/documentSymbol", {"textDocument": {"uri": URI}})
        assert "error" not in assert_serving_uri
    finally:
        running.close()


def test_cancellation_storm_keeps_serving(server: RawServer):
    """Thousands of cancellations of unknown and finished ids: ignored, nothing accumulates."""
    storm = b"".join(frame({"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": i}})
                     for i in range(-5000, 5000))
    storm += b"".join(frame({"jsonrpc": "2.0", "method": "$/cancelRequest", "params": p})
                      for p in ({"id": None}, {"id": [1]}, {}, None, {"id": "x" * 1000}))
    server.write(storm)
    assert_serving(server)
    assert_serving(server)


def test_cancelled_ids_are_kept_only_for_requests_in_flight():
    from ptx_lsp.lsp.server import create_server

    protocol = create_server().protocol
    for msg_id in range(10_000):
        protocol.note_cancel(msg_id)
    assert not protocol._cancelled
    protocol.note_request(7)
    protocol.note_cancel(7)
    assert protocol.is_cancelled(7)
    protocol._forget_cancel(7)
    assert not protocol.is_cancelled(7) and not protocol._inflight


def test_checkpoints_raise_only_inside_a_cancelled_request():
    from ptx_lsp.analysis.cancel import Cancelled, cancellable, checkpoint, checkpoints

    checkpoint()  # outside a request: never raises
    cancelled = False
    seen = []
    with cancellable(lambda: cancelled), pytest.raises(Cancelled):
        for n in checkpoints(range(10_000), every=100):
            seen.append(n)
            cancelled = n >= 250
    assert seen[-1] == 299  # stopped at the first checkpoint after the cancellation (before item 300)
    checkpoint()


@pytest.mark.parametrize("feature", ["references", "rename"])
def test_references_and_rename_stop_at_a_cancelled_request(feature: str):
    """Both walk every use of a name (10^5 in a big kernel): they check for cancellation as they go."""
    from ptx_lsp.analysis.analysis import Analysis
    from ptx_lsp.analysis.cancel import Cancelled, cancellable

    body = "".join(f"\tadd.s32 %r1, %r1, {n};\n" for n in range(3000))
    analysis = Analysis.from_text(f".version 9.0\n.target sm_90\n.entry k()\n{{\n\t.reg .b32 %r1;\n{body}}}\n")
    offset = analysis.data.index(b"%r1;")
    run = (lambda: analysis.references(offset)) if feature == "references" else (lambda: analysis.rename(offset, "%x"))
    assert len(run() if feature == "references" else run()[analysis.uri]) > 6000  # not cancelled: every use
    with cancellable(lambda: True), pytest.raises(Cancelled):
        run()
