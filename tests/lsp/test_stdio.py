"""`ptx-lsp serve` over raw pipes: only protocol frames on stdout, logs to the file, clean exit."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path


def frame(message: dict) -> bytes:
    body = json.dumps(message).encode("utf-8")
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def parse_frames(data: bytes) -> list[dict]:
    """Split stdout into LSP frames; fail on any byte that is not part of a frame."""
    messages = []
    while data:
        header, sep, rest = data.partition(b"\r\n\r\n")
        assert sep, f"stray output on stdout: {data[:80]!r}"
        fields = dict(line.split(b": ", 1) for line in header.split(b"\r\n"))
        length = int(fields[b"Content-Length"])
        messages.append(json.loads(rest[:length]))
        data = rest[length:]
    return messages


def test_stdout_carries_only_protocol_and_logs_go_to_the_file(tmp_path: Path):
    log = tmp_path / "server.log"
    text = ".version 8.0\n.target sm_80\n.entry k()\n{\n\tbroken here\n\tret;\n}\n"
    messages = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize",
         "params": {"processId": None, "rootUri": None, "capabilities": {}, "initializationOptions": {"bogus": 1}}},
        {"jsonrpc": "2.0", "method": "initialized", "params": {}},
        {"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": "file:///x.ptx", "languageId": "ptx", "version": 3, "text": text}}},
        {"jsonrpc": "2.0", "id": 2, "method": "textDocument/hover",
         "params": {"textDocument": {"uri": "file:///x.ptx"}, "position": {"line": 4, "character": 2}}},
        {"jsonrpc": "2.0", "id": 3, "method": "shutdown", "params": None},
        {"jsonrpc": "2.0", "method": "exit", "params": None},
    ]
    done = subprocess.run(
        [sys.executable, "-m", "ptx_lsp", "serve", "--log-file", str(log), "-v"],
        input=b"".join(frame(m) for m in messages),
        capture_output=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr.decode(errors="replace")
    replies = parse_frames(done.stdout)
    by_id = {m["id"]: m for m in replies if "id" in m and "method" not in m}
    assert by_id[1]["result"]["capabilities"]["positionEncoding"] == "utf-16"
    assert by_id[1]["result"]["serverInfo"]["name"] == "ptx-lsp"
    assert "error" not in by_id[2] and by_id[3]["result"] is None
    published = [m for m in replies if m.get("method") == "textDocument/publishDiagnostics"]
    assert published and published[-1]["params"]["version"] == 3
    assert any(m.get("method") == "window/showMessage" and "bogus" in m["params"]["message"] for m in replies)
    assert "initialize" in log.read_text() and done.stderr == b""


def test_unknown_option_is_a_usage_error():
    done = subprocess.run([sys.executable, "-m", "ptx_lsp", "serve", "--frobnicate"], capture_output=True,
                          timeout=60, stdin=subprocess.DEVNULL)
    assert done.returncode == 2 and done.stdout == b""
