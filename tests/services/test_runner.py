"""The process runner: no shell, bounded output, process group killed on timeout, one run per key."""

from __future__ import annotations

import os
import sys
import threading
import time
from pathlib import Path

import pytest

from ptx_lsp.services import runner

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX process groups")
SH = "/bin/sh"


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # a zombie is dead for our purposes
    try:
        with open(f"/proc/{pid}/stat") as handle:
            return handle.read().split()[2] != "Z"
    except OSError:
        return True


def test_arguments_are_not_interpreted_by_a_shell(tmp_path: Path) -> None:
    done = runner.run(["/bin/echo", "a; touch pwned", "$(id)"], str(tmp_path), 10)
    assert done.stdout == b"a; touch pwned $(id)\n"
    assert not (tmp_path / "pwned").exists()


def test_relative_executables_are_refused(tmp_path: Path) -> None:
    with pytest.raises(runner.ToolFailed, match="absolute"):
        runner.run(["echo", "x"], str(tmp_path), 10)


def test_output_is_bounded(tmp_path: Path) -> None:
    done = runner.run([SH, "-c", "head -c 3000000 /dev/zero"], str(tmp_path), 30, limit=1000)
    assert len(done.stdout) + len(done.stderr) == 1000
    assert done.dropped == 3000000 - 1000


def test_timeout_kills_the_whole_process_group(tmp_path: Path) -> None:
    pidfile = tmp_path / "child.pid"
    script = f"sleep 60 & echo $! > '{pidfile}'; wait"
    started = time.monotonic()
    with pytest.raises(runner.ToolFailed, match="timed out"):
        runner.run([SH, "-c", script], str(tmp_path), 1.0)
    assert time.monotonic() - started < 10
    child = int(pidfile.read_text())
    deadline = time.monotonic() + 5
    while alive(child) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not alive(child), "the grandchild outlived the timeout"


def test_cancel_stops_a_run(tmp_path: Path) -> None:
    cancel = threading.Event()
    threading.Timer(0.3, cancel.set).start()
    started = time.monotonic()
    with pytest.raises(runner.Cancelled):
        runner.run([SH, "-c", "sleep 30"], str(tmp_path), 60, cancel)
    assert time.monotonic() - started < 10


def test_private_dir_is_private_and_removed() -> None:
    with runner.private_dir() as path:
        assert oct(os.stat(path).st_mode & 0o777) == "0o700"
        Path(path, "x").write_text("x")
    assert not os.path.exists(path)


def test_timeout_grows_with_file_size() -> None:
    assert runner.scaled_timeout(10, 0) == 10
    assert 10 < runner.scaled_timeout(10, 20 << 20) <= 100
    assert runner.scaled_timeout(10, 1 << 40) == 100


def test_one_run_per_key_newer_cancels_older(tmp_path: Path) -> None:
    jobs = runner.DocumentJobs()
    concurrent = []
    running = 0
    lock = threading.Lock()

    def work(tag: str):
        def body(cancel: threading.Event) -> str:
            nonlocal running
            with lock:
                running += 1
                concurrent.append(running)
            try:
                runner.run([SH, "-c", "sleep 5"], str(tmp_path), 30, cancel)
                return tag
            finally:
                with lock:
                    running -= 1
        return body

    first = jobs.submit("doc", work("v1"))
    time.sleep(0.3)
    second = jobs.submit("doc", work("v2"))  # waits; cancels v1
    third = jobs.submit("doc", work("v3"))  # replaces v2, which never starts
    with pytest.raises(runner.Cancelled):
        first.result(10)
    assert second.cancelled()
    started = time.monotonic()
    jobs.cancel("doc")  # v3 may not have started yet: either way it ends quickly
    with pytest.raises((runner.Cancelled, Exception)):
        third.result(10)
    assert time.monotonic() - started < 10
    assert max(concurrent) == 1


def test_tools_run_at_low_priority(tmp_path: Path) -> None:
    if not hasattr(os, "getpriority"):
        pytest.skip("no process priorities here")
    done = runner.run([SH, "-c", "sleep 0.2; cut -d' ' -f19 /proc/$$/stat"], str(tmp_path), 10)
    assert int(done.stdout) == max(runner.NICE, os.getpriority(os.PRIO_PROCESS, 0))
