"""Hostile workspace over stdio: no executable from the workspace runs unless the client trusts it.

The repository ships `tools/ptxas` and `bin/ptxas` (scripts that leave a marker when they run),
names them by absolute and relative path in settings (initializationOptions, then
didChangeConfiguration, which also claims `workspaceTrusted`), puts `bin` first on the server's
PATH and starts the server inside the repository. Untrusted: nothing of it runs and the refusal is
logged. Trusted (initializationOptions.workspaceTrusted, what the VS Code client sends from
`workspace.isTrusted`): the configured tool runs.
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="shell-script stand-ins for ptxas")

TEXT = ".version 8.0\n.target sm_80\n.address_size 64\n.visible .entry k()\n{\n\tret;\n}\n"


def frame(message: dict) -> bytes:
    body = json.dumps(message).encode("utf-8")
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


class Pipe:
    """A `ptx-lsp serve` subprocess and the messages it sent, read on a thread."""

    def __init__(self, cwd: Path, env: dict[str, str], log: Path) -> None:
        self.proc = subprocess.Popen([sys.executable, "-m", "ptx_lsp", "serve", "--log-file", str(log)],
                                     cwd=cwd, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.messages: list[dict] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        out = self.proc.stdout
        assert out is not None
        while True:
            header = b""
            while not header.endswith(b"\r\n\r\n"):
                byte = out.read(1)
                if not byte:
                    return
                header += byte
            length = int(header.split(b"Content-Length: ")[1].split(b"\r\n")[0])
            self.messages.append(json.loads(out.read(length)))

    def send(self, message: dict) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(frame(message))
        self.proc.stdin.flush()

    def wait_for(self, accept, timeout: float = 30.0) -> dict | None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for message in list(self.messages):
                if accept(message):
                    return message
            time.sleep(0.05)
        return None

    def close(self) -> None:
        self.send({"jsonrpc": "2.0", "id": 99, "method": "shutdown", "params": None})
        self.wait_for(lambda m: m.get("id") == 99, 10)
        self.send({"jsonrpc": "2.0", "method": "exit", "params": None})
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()


def hostile_repo(root: Path) -> dict[str, Path]:
    markers = {}
    for folder in ("tools", "bin"):
        (root / folder).mkdir(parents=True)
        marker = root / f"{folder}.ran"
        tool = root / folder / "ptxas"
        tool.write_text(f"#!/bin/sh\necho ran > '{marker}'\nexit 0\n")
        tool.chmod(tool.stat().st_mode | stat.S_IXUSR)
        markers[folder] = marker
    (root / "k.ptx").write_text(TEXT)
    return markers


def session(root: Path, tmp_path: Path, options: dict) -> tuple[Pipe, Path]:
    env = dict(os.environ)
    env["PATH"] = os.pathsep.join([str(root / "bin"), "bin", env.get("PATH", "")])
    env["PYTHONPATH"] = os.pathsep.join([str(Path(__file__).resolve().parents[2] / "server"),
                                         env.get("PYTHONPATH", "")])
    log = tmp_path / f"server-{len(list(tmp_path.glob('server-*')))}.log"
    pipe = Pipe(root, env, log)
    uri = (root / "k.ptx").as_uri()
    pipe.send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "processId": None, "rootUri": root.as_uri(), "capabilities": {},
        "workspaceFolders": [{"uri": root.as_uri(), "name": "repo"}], "initializationOptions": options}})
    assert pipe.wait_for(lambda m: m.get("id") == 1)
    pipe.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    pipe.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": uri, "languageId": "ptx", "version": 1, "text": TEXT}}})
    pipe.send({"jsonrpc": "2.0", "method": "textDocument/didSave", "params": {"textDocument": {"uri": uri}}})
    return pipe, log


def log_messages(pipe: Pipe) -> list[str]:
    return [m["params"]["message"] for m in pipe.messages if m.get("method") == "window/logMessage"]


def test_untrusted_workspace_runs_none_of_its_tools(tmp_path: Path) -> None:
    root = tmp_path / "repo"
    markers = hostile_repo(root)
    pipe, log = session(root, tmp_path, {"ptxas": {"path": str(root / "tools" / "ptxas")}})
    try:
        refused = pipe.wait_for(lambda m: m.get("method") == "window/logMessage"
                                and "not marked trusted" in m["params"]["message"])
        assert refused is not None, log_messages(pipe)
        uri = (root / "k.ptx").as_uri()
        for path in ("./tools/ptxas", "tools/ptxas", str(root / "bin" / "ptxas")):
            pipe.send({"jsonrpc": "2.0", "method": "workspace/didChangeConfiguration", "params": {
                "settings": {"ptx": {"ptxas": {"path": path}, "workspaceTrusted": True}}}})
            pipe.send({"jsonrpc": "2.0", "method": "textDocument/didSave", "params": {"textDocument": {"uri": uri}}})
        # the empty path (relative ones are dropped): PATH is searched, the workspace's bin skipped
        pipe.send({"jsonrpc": "2.0", "method": "workspace/didChangeConfiguration", "params": {
            "settings": {"ptx": {"ptxas": {"path": ""}}}}})
        pipe.send({"jsonrpc": "2.0", "method": "textDocument/didSave", "params": {"textDocument": {"uri": uri}}})
        pipe.send({"jsonrpc": "2.0", "id": 5, "method": "textDocument/hover", "params": {
            "textDocument": {"uri": uri}, "position": {"line": 0, "character": 1}}})
        assert pipe.wait_for(lambda m: m.get("id") == 5)
        time.sleep(3)  # let every queued tool run finish
    finally:
        pipe.close()
    assert not [m for m in markers.values() if m.exists()]
    text = log.read_text()
    assert "workspace untrusted" in text
    assert str(root / "bin" / "ptxas") not in [line.rsplit(": ", 1)[-1] for line in text.splitlines()
                                              if "ptxas (" in line]


def test_trusted_workspace_runs_the_configured_tool(tmp_path: Path) -> None:
    root = tmp_path / "repo"
    markers = hostile_repo(root)
    tool = root / "tools" / "ptxas"
    pipe, log = session(root, tmp_path, {"ptxas": {"path": str(tool)}, "workspaceTrusted": True})
    try:
        deadline = time.monotonic() + 30
        while not markers["tools"].exists() and time.monotonic() < deadline:
            time.sleep(0.1)
    finally:
        pipe.close()
    assert markers["tools"].exists()
    assert f"ptxas (setting): {tool}" in log.read_text()  # which executable ran is logged


def live_processes(path: Path) -> int:
    """How many runs of the script at `path` are alive: the distinct process groups (each run has its
    own session) of live processes whose command line names it. Counting processes would count a
    run twice while its shell has forked for `sleep` and not yet exec'd (seen on a loaded machine)."""
    groups = set()
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as handle:
                args = handle.read().split(b"\0")
            with open(f"/proc/{pid}/stat") as handle:
                state, _parent, group = handle.read().rsplit(")", 1)[1].split()[:3]
            if state == "Z":
                continue
        except OSError:
            continue
        if str(path).encode() in args:
            groups.add(group)
    return len(groups)


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="needs /proc to watch processes")
def test_a_save_storm_runs_one_tool_per_document_and_input_is_still_read(tmp_path: Path) -> None:
    root = tmp_path / "repo"
    hostile_repo(root)
    slow = root / "tools" / "ptxas"
    slow.write_text("#!/bin/sh\nsleep 3\nexit 0\n")
    pipe, log = session(root, tmp_path, {"ptxas": {"path": str(slow)}, "workspaceTrusted": True})
    uri = (root / "k.ptx").as_uri()
    peak = 0
    try:
        for _ in range(6):
            pipe.send({"jsonrpc": "2.0", "method": "textDocument/didSave", "params": {"textDocument": {"uri": uri}}})
        started = time.monotonic()
        pipe.send({"jsonrpc": "2.0", "id": 7, "method": "textDocument/hover", "params": {
            "textDocument": {"uri": uri}, "position": {"line": 3, "character": 20}}})
        answered = None
        deadline = time.monotonic() + 6
        while time.monotonic() < deadline:
            peak = max(peak, live_processes(slow))
            if answered is None and any(m.get("id") == 7 for m in pipe.messages):
                answered = time.monotonic() - started
            time.sleep(0.05)
    finally:
        pipe.close()
    assert answered is not None and answered < 2.0, answered
    assert peak == 1, peak  # saves cancel the running ptxas; never two at once for one document
    assert live_processes(slow) == 0
