"""Snapshots and the document host: immutability, incremental edits, settings changes."""

from __future__ import annotations

import dataclasses

import pytest

from ptx_lsp.analysis.host import DocumentHost, Snapshot
from ptx_lsp.analysis.settings import DiagnosticsSettings, Settings

SOURCE = ".version 8.0\n.target sm_80\n.entry k()\n{\n\t.reg .b32 %r<4>;\n\tmov.u32 %r1, 1;\n\tret;\n}\n"


def test_snapshots_are_immutable():
    snapshot = Snapshot.from_text(SOURCE)
    with pytest.raises(dataclasses.FrozenInstanceError):
        snapshot.version = 3  # type: ignore[misc]


def test_edit_makes_a_new_snapshot_and_leaves_the_old_one_alone():
    host = DocumentHost()
    first = host.open("file:///a.ptx", 1, SOURCE.encode())
    first_index = first.index
    at = SOURCE.index("%r1")
    second = host.edit("file:///a.ptx", 2, at, at + 3, b"%r2")
    assert host.get("file:///a.ptx") is second and second.version == 2
    assert first.data == SOURCE.encode() and first.index is first_index
    assert second.data == SOURCE.replace("%r1", "%r2", 1).encode()
    assert second.index.reference_at(at).member == 2 and first.index.reference_at(at).member == 1


def test_edits_are_clamped_and_full_replacement_works():
    host = DocumentHost()
    host.open("file:///a.ptx", 1, b"abc")
    assert host.edit("file:///a.ptx", 2, 10, 99, b"!").data == b"abc!"
    assert host.edit("file:///a.ptx", 3, -5, 1, b"").data == b"bc!"
    assert host.replace("file:///a.ptx", 4, SOURCE.encode()).data == SOURCE.encode()
    assert host.replace("file:///new.ptx", 1, b"x").version == 1  # replace of an unknown uri opens it


def test_index_is_chained_through_unindexed_versions():
    host = DocumentHost()
    first = host.open("file:///a.ptx", 1, SOURCE.encode())
    raw = first.index.functions[0].raw
    tail = SOURCE.index("}")
    # two quick edits outside the function; nobody asks for the middle version's index
    host.edit("file:///a.ptx", 2, len(SOURCE), len(SOURCE), b"// one\n")
    third = host.edit("file:///a.ptx", 3, len(SOURCE), len(SOURCE), b"// two\n")
    assert third.index.functions[0].raw is raw
    assert tail < len(SOURCE)


def test_settings_change_keeps_the_index_and_reaches_every_document():
    host = DocumentHost()
    a = host.open("file:///a.ptx", 1, SOURCE.encode())
    index = a.index
    host.open("file:///b.ptx", 1, b".version 8.0\n")
    settings = Settings(default_target="sm_90", diagnostics=DiagnosticsSettings(hints=False))
    updated = host.set_settings(settings)
    assert {s.uri for s in updated} == {"file:///a.ptx", "file:///b.ptx"}
    assert all(s.settings is settings for s in updated)
    assert host.get("file:///a.ptx").index is index
    assert a.settings == Settings()  # the old snapshot still has the old settings


def test_close_forgets_the_document():
    host = DocumentHost()
    host.open("file:///a.ptx", 1, b"")
    host.close("file:///a.ptx")
    host.close("file:///a.ptx")
    assert host.get("file:///a.ptx") is None and "file:///a.ptx" not in host and host.snapshots() == []
