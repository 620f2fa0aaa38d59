"""A raw-pipe LSP client for protocol hygiene tests: bytes in, frames out, nothing hidden.

pytest-lsp's client would refuse to send most of what these tests send (bad params, broken
framing, requests before initialize), so this one writes frames by hand and reads replies on a
thread.
"""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]


def frame(message: dict | bytes) -> bytes:
    body = message if isinstance(message, bytes) else json.dumps(message).encode("utf-8")
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


INITIALIZE = {"processId": None, "rootUri": None, "capabilities": {}}


class RawServer:
    """`python -m ptx_lsp serve` on pipes; replies collected by a reader thread."""

    def __init__(self, cwd: Path | None = None) -> None:
        env = dict(os.environ, PYTHONPATH=str(ROOT / "server"))
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "ptx_lsp", "serve"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            env=env,
            cwd=cwd,
        )
        self.messages: queue.Queue[dict] = queue.Queue()
        self.seen: list[dict] = []
        self.stray = b""
        self._next_id = 1000
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        out = self.proc.stdout
        assert out is not None
        while True:
            length = None
            while True:
                line = out.readline()
                if not line:
                    return
                if line in (b"\r\n", b"\n"):
                    break
                name, _, value = line.partition(b":")
                if name.strip().lower() == b"content-length":
                    length = int(value.strip())
            if length is None:
                self.stray += line
                continue
            self.messages.put(json.loads(out.read(length)))

    # ---- sending ------------------------------------------------------------------------------

    def write(self, data: bytes) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def send(self, message: dict) -> None:
        self.write(frame(message))

    def notify(self, method: str, params: Any = None) -> None:
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def start_request(self, method: str, params: Any = None, msg_id: Any = None) -> Any:
        if msg_id is None:
            self._next_id += 1
            msg_id = self._next_id
        message = {"jsonrpc": "2.0", "id": msg_id, "method": method}
        if params is not None:
            message["params"] = params
        self.send(message)
        return msg_id

    def request(self, method: str, params: Any = None, timeout: float = 60.0) -> dict:
        """Send a request and wait for its reply (the whole reply message)."""
        return self.reply(self.start_request(method, params), timeout)

    # ---- receiving ----------------------------------------------------------------------------

    def reply(self, msg_id: Any, timeout: float = 60.0) -> dict:
        found = self.wait(lambda m: m.get("id") == msg_id and "method" not in m, timeout)
        assert found is not None, f"no reply to {msg_id!r} within {timeout}s"
        return found

    def wait(self, accept, timeout: float = 60.0) -> dict | None:
        for message in self.seen:
            if accept(message):
                return message
        deadline = time.monotonic() + timeout
        while (left := deadline - time.monotonic()) > 0:
            try:
                message = self.messages.get(timeout=left)
            except queue.Empty:
                break
            self.seen.append(message)
            if accept(message):
                return message
        return None

    def initialize(self, params: dict | None = None) -> dict:
        reply = self.request("initialize", params or INITIALIZE)
        self.notify("initialized", {})
        return reply

    def open(self, uri: str, text: str, version: int = 1) -> None:
        self.notify("textDocument/didOpen",
                    {"textDocument": {"uri": uri, "languageId": "ptx", "version": version, "text": text}})

    def exit_code(self, timeout: float = 30.0) -> int | None:
        try:
            return self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            return None

    def close(self) -> None:
        if self.proc.poll() is None:
            try:
                self.proc.stdin.close()  # type: ignore[union-attr]
            except OSError:
                pass
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
