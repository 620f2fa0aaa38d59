"""The job trace (`ptx_lsp.trace`, issue 16): off by default, and when `PTX_LSP_TRACE` names a file the
server writes there what it ran for each version (message read, validation, publish) without
changing what it sends."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.lsp.test_stdio import frame, parse_frames

TEXT = ".version 8.0\n.target sm_80\n.entry k()\n{\n\t.reg .b32 %r<4>;\n\tadd.s32 %r1, %r2, 1;\n\tret;\n}\n"
MESSAGES = [
    {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"processId": None, "rootUri": None, "capabilities": {
        "textDocument": {"publishDiagnostics": {"versionSupport": True}}}}},
    {"jsonrpc": "2.0", "method": "initialized", "params": {}},
    {"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": "file:///x.ptx", "languageId": "ptx", "version": 3, "text": TEXT}}},
    {"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
        "textDocument": {"uri": "file:///x.ptx", "version": 4},
        "contentChanges": [{"range": {"start": {"line": 5, "character": 1}, "end": {"line": 5, "character": 1}},
                            "text": "bogus "}]}},
    {"jsonrpc": "2.0", "id": 2, "method": "textDocument/hover",
     "params": {"textDocument": {"uri": "file:///x.ptx"}, "position": {"line": 5, "character": 20}}},
    {"jsonrpc": "2.0", "id": 3, "method": "shutdown", "params": None},
    {"jsonrpc": "2.0", "method": "exit", "params": None},
]


def serve(env: dict) -> list[dict]:
    done = subprocess.run([sys.executable, "-m", "ptx_lsp", "serve"], input=b"".join(frame(m) for m in MESSAGES),
                          capture_output=True, timeout=120, env=env)
    assert done.returncode == 0, done.stderr.decode(errors="replace")
    return parse_frames(done.stdout)


def published_versions(replies: list[dict]) -> list[int]:
    return [m["params"]["version"] for m in replies if m.get("method") == "textDocument/publishDiagnostics"]


def test_trace_tells_each_versions_jobs_and_changes_no_reply(tmp_path: Path):
    trace = tmp_path / "server.trace"
    env = {k: v for k, v in os.environ.items() if k != "PTX_LSP_TRACE"}
    plain = serve(env)
    traced = serve({**env, "PTX_LSP_TRACE": str(trace)})
    assert [m for m in traced if "id" in m] == [m for m in plain if "id" in m]
    assert published_versions(traced) == published_versions(plain)
    assert published_versions(traced)[-1] == 4

    jobs = [json.loads(line) for line in trace.read_text().splitlines()]
    assert all({"job", "t0", "t1", "cpu", "thread"} <= job.keys() and job["t0"] <= job["t1"] for job in jobs)
    change = next(j for j in jobs if j["job"] == "message" and j["method"] == "textDocument/didChange")
    assert change["version"] == 4
    validations = {j["version"]: j for j in jobs if j["job"] == "validate"}
    # one function checked: re-checked from what validating version 3 kept, or whole when version 3
    # was superseded before its turn (the didChange read before its publish)
    four = validations[4]
    assert four["checked"] == 1 and four["prior"] is (3 in validations)
    assert (four["rerun"], four["whole"]) == ((1, {}) if four["prior"] else (0, {"new": 1}))
    published = next(j for j in jobs if j["job"] == "published" and j["version"] == 4)
    assert change["t1"] <= validations[4]["t0"] <= validations[4]["t1"] <= published["t0"]
    assert any(j["job"] == "response" and j["id"] == 2 for j in jobs)


def test_trace_is_off_without_the_variable(tmp_path: Path):
    env = {k: v for k, v in os.environ.items() if k != "PTX_LSP_TRACE"}
    code = "import ptx_lsp.trace as t, gc; print(t.ON, t._on_gc in gc.callbacks)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, timeout=60, env=env, cwd=tmp_path)
    assert done.stdout.split() == [b"False", b"False"]


def test_an_unwritable_trace_file_turns_tracing_off(tmp_path: Path):
    """A trace path that cannot be opened costs one message on stderr; the jobs traced go on."""
    env = dict(os.environ, PTX_LSP_TRACE=str(tmp_path / "missing-dir" / "trace.jsonl"))
    code = ("import ptx_lsp.trace as t\n"
            "with t.span('job', n=1) as f: f['x'] = 2\n"
            "t.event('later'); t.flush(); print('still here', t.ON)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, timeout=60, env=env, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == [b"still", b"here", b"True"]
    assert done.stderr.count(b"cannot be written") == 1
