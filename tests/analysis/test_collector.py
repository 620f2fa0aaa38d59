"""The cycle collector's pace during checks (`ptx_lsp.collector`): raised while a check runs, restored
after the last one, and never switched on or slowed down where it was set otherwise."""

from __future__ import annotations

import gc
import threading

from ptx_lsp.analysis.diagnostics import source_bytes, validate_tree
from ptx_lsp.collector import YOUNG_THRESHOLD, fewer_collections
from ptx_lsp.syntax import SourceFile

KERNEL = b""".version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 p)
{
\t.reg .b32 %r<3>;
\tmov.u32 %r1, %tid.x;
\tadd.s32 %r2, %r1, 1;
\tret;
}
"""


def test_threshold_raised_inside_and_restored_after():
    before = gc.get_threshold()
    with fewer_collections():
        assert gc.get_threshold() == (YOUNG_THRESHOLD, *before[1:])
        with fewer_collections():  # nested: still raised
            assert gc.get_threshold()[0] == YOUNG_THRESHOLD
        assert gc.get_threshold()[0] == YOUNG_THRESHOLD  # the outer one still runs
    assert gc.get_threshold() == before


def test_restored_when_the_body_raises():
    before = gc.get_threshold()
    try:
        with fewer_collections():
            raise ValueError
    except ValueError:
        pass
    assert gc.get_threshold() == before


def test_concurrent_checks_keep_it_raised_until_the_last_ends():
    before = gc.get_threshold()
    inside, release = threading.Event(), threading.Event()

    def other():
        with fewer_collections():
            inside.set()
            release.wait(10)

    thread = threading.Thread(target=other)
    thread.start()
    inside.wait(10)
    with fewer_collections():
        pass
    assert gc.get_threshold()[0] == YOUNG_THRESHOLD  # the other thread's check still runs
    release.set()
    thread.join(10)
    assert gc.get_threshold() == before


def test_a_collector_switched_off_or_slower_stays_so():
    before = gc.get_threshold()
    try:
        gc.set_threshold(0, *before[1:])  # (threshold 0: no automatic collection)
        with fewer_collections():
            assert gc.get_threshold()[0] == 0
        slower = (YOUNG_THRESHOLD * 4, *before[1:])
        gc.set_threshold(*slower)
        with fewer_collections():
            assert gc.get_threshold() == slower
        assert gc.get_threshold() == slower
    finally:
        gc.set_threshold(*before)


def test_validation_runs_at_the_slower_pace_and_restores_it(monkeypatch):
    from ptx_lsp.analysis import diagnostics

    before = gc.get_threshold()
    seen = []
    original = diagnostics.non_ascii_issue

    def spy(data):  # called once inside every validate_tree
        seen.append(gc.get_threshold()[0])
        return original(data)

    monkeypatch.setattr(diagnostics, "non_ascii_issue", spy)
    source = SourceFile.parse(KERNEL)
    validate_tree(source, source_bytes(source))
    assert seen == [YOUNG_THRESHOLD]
    assert gc.get_threshold() == before
