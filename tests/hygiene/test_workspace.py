"""Workspace scanning on hostile folders: special files skipped, memory bounded, scans cancellable.

Each test here is one row of docs/input-hygiene.md.
"""

from __future__ import annotations

import os
import re
import time
from pathlib import Path

import pytest

from ptx_lsp.services import workspace as ws
from ptx_lsp.services.workspace import WorkspaceIndex, read_regular
from tests.hygiene.raw import RawServer

GOOD = ".version 8.0\n.target sm_80\n.address_size 64\n.visible .entry {name}()\n{{\n\tret;\n}}\n"


def hostile_workspace(root: Path) -> Path:
    """Good files next to a /dev/zero symlink, a FIFO, a directory loop, a dangling link, a dir named .ptx."""
    (root / "src").mkdir(parents=True)
    (root / "src" / "good.ptx").write_text(GOOD.format(name="good_kernel"))
    (root / "other.ptx").write_text(GOOD.format(name="other_kernel"))
    (root / "zero.ptx").symlink_to("/dev/zero")
    (root / "urandom.ptx").symlink_to("/dev/urandom")
    os.mkfifo(root / "fifo.ptx")
    (root / "src" / "loop").symlink_to(root)  # a directory symlink loop
    (root / "dangling.ptx").symlink_to(root / "nowhere.ptx")
    (root / "dir.ptx").mkdir()
    locked = root / "locked.ptx"
    locked.write_text(GOOD.format(name="locked_kernel"))
    locked.chmod(0)
    return root


def test_read_regular_refuses_special_files(tmp_path: Path):
    root = hostile_workspace(tmp_path / "w")
    started = time.monotonic()
    assert read_regular(root / "src" / "good.ptx")[0].startswith(b".version")
    for name in ("zero.ptx", "urandom.ptx", "fifo.ptx", "dangling.ptx", "dir.ptx"):
        assert read_regular(root / name) is None, name
    big = tmp_path / "big.ptx"
    big.write_bytes(b"x" * 1000)
    assert read_regular(big, cap=999) is None and read_regular(big, cap=1000) is not None
    assert time.monotonic() - started < 5


def test_hostile_workspace_symbols_definitions_references(tmp_path: Path):
    root = hostile_workspace(tmp_path / "w")
    index = WorkspaceIndex([root])
    started = time.monotonic()
    names = {s.name for s in index.symbols("")}
    assert {"good_kernel", "other_kernel"} <= names
    assert index.definitions("good_kernel")
    index.references("good_kernel", True)
    assert index.source_of((root / "zero.ptx").as_uri()) is None
    assert index.source_of((root / "fifo.ptx").as_uri()) is None
    assert time.monotonic() - started < 30


def test_unreadable_file_is_skipped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    root = hostile_workspace(tmp_path / "w")
    if os.geteuid() == 0:  # root reads files of mode 000: deny the open as the kernel would for anyone else
        real_open = os.open

        def denying_open(path, *args, **kwargs):
            if os.fspath(path).endswith("locked.ptx"):
                raise PermissionError(13, "Permission denied", os.fspath(path))
            return real_open(path, *args, **kwargs)

        monkeypatch.setattr(ws.os, "open", denying_open)
    names = {s.name for s in WorkspaceIndex([root]).symbols("")}
    assert "locked_kernel" not in names and "good_kernel" in names


def test_many_files_stay_within_the_byte_budget(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    root = tmp_path / "many"
    root.mkdir()
    body = "".join(f"\tadd.s32 %r{i % 8}, %r1, {i};\n" for i in range(150))
    for n in range(2000):
        (root / f"k{n:04}.ptx").write_text(GOOD.format(name=f"kernel_{n}").replace("\tret;", ".reg .b32 %r<8>;\n" + body + "\tret;"))
    size = sum(p.stat().st_size for p in root.iterdir())
    budget = size // 200  # about ten files' worth of whole snapshots
    monkeypatch.setattr(ws, "MAX_CACHED_BYTES", budget)
    index = WorkspaceIndex([root])
    started = time.monotonic()
    found = index.symbols("kernel_1", limit=5000)
    elapsed = time.monotonic() - started
    expected = {f"kernel_{n}" for n in range(2000) if re.search("k.*e.*r.*n.*e.*l.*_.*1", f"kernel_{n}")}
    assert {s.name for s in found} == expected  # names matching the query as a subsequence, from every file
    assert len(index._summaries) == 2000 and index.cached_bytes == 0  # the scan keeps declarations only
    assert index.definitions("kernel_1999") and index.cached_bytes == 0
    # whole snapshots (references read the files that contain the name) stay within the byte budget
    assert len(index.snapshots(containing=b"kernel_19")) == 111
    assert 0 < index.cached_bytes <= budget and len(index._cached) < 111
    print(f"2,000 files ({size / 1e6:.1f} MB): workspace symbols in {elapsed:.1f} s")


def test_workspace_symbol_is_cancellable_and_off_the_event_loop(tmp_path: Path):
    root = tmp_path / "many"
    root.mkdir()
    body = "".join(f"\tadd.s32 %r{i % 8}, %r1, {i};\n" for i in range(300))
    for n in range(1500):
        (root / f"k{n:04}.ptx").write_text(GOOD.format(name=f"kernel_{n}").replace("\tret;", ".reg .b32 %r<8>;\n" + body + "\tret;"))
    hostile_workspace(tmp_path / "many" / "hostile")
    server = RawServer()
    try:
        server.initialize({"processId": None, "rootUri": root.as_uri(), "capabilities": {}})
        server.open("file:///x.ptx", GOOD.format(name="open_kernel"))
        slow = server.start_request("workspace/symbol", {"query": "kernel"})
        time.sleep(0.5)
        # the loop keeps serving while the scan runs on the workspace thread
        quick = server.request("textDocument/documentSymbol", {"textDocument": {"uri": "file:///x.ptx"}}, timeout=30)
        assert quick["result"][0]["name"] == "open_kernel"
        server.notify("$/cancelRequest", {"id": slow})
        reply = server.reply(slow, 120)
        assert reply.get("error", {}).get("code") == -32800, str(reply)[:200]
        full = server.request("workspace/symbol", {"query": "kernel_149"}, timeout=300)
        assert {s["name"] for s in full["result"]} >= {"kernel_149", "kernel_1499"}
    finally:
        server.close()
