"""The trust policy: which executables the server may run (issue 16), in isolation and over stdio.

A hostile repository ships `tools/ptxas` (a script that leaves a marker file when it runs) and
names it in settings, by absolute path, by relative path, or by putting its folder on PATH. None
of it may run unless the client says the workspace is trusted.
"""

from __future__ import annotations

import os
import stat
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from ptx_lsp.analysis.settings import DEFAULT_SETTINGS, PtxasSettings
from ptx_lsp.services.ptxas import ToolUnavailable, run_diagnostics
from ptx_lsp.services.tools import ToolProblem, TrustPolicy, find_tool

SRC = b".version 8.0\n.target sm_80\n.address_size 64\n.visible .entry k()\n{\n\tret;\n}\n"

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="shell-script stand-ins for the tools")


def fake_tool(folder: Path, name: str = "ptxas") -> tuple[Path, Path]:
    """An executable named like the tool that leaves `marker` when it runs; (tool, marker)."""
    folder.mkdir(parents=True, exist_ok=True)
    marker = folder / f"{name}.ran"
    tool = folder / name
    tool.write_text(f"#!/bin/sh\necho ran > '{marker}'\nexit 0\n")
    tool.chmod(tool.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return tool, marker


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    root = tmp_path / "repo"
    root.mkdir()
    return root


def test_relative_paths_are_refused_never_resolved(workspace: Path, monkeypatch) -> None:
    tool, marker = fake_tool(workspace / "tools")
    monkeypatch.chdir(workspace)
    for configured in ("./tools/ptxas", "tools/ptxas"):
        with pytest.raises(ToolProblem, match="not an absolute path"):
            find_tool("ptxas", configured, TrustPolicy((str(workspace),), trusted=True))
        settings = replace(DEFAULT_SETTINGS, ptxas=PtxasSettings(path=configured))
        with pytest.raises(ToolUnavailable):
            run_diagnostics(SRC, settings, TrustPolicy((str(workspace),), trusted=True))
    assert not marker.exists()


def test_inside_the_workspace_only_when_trusted(workspace: Path) -> None:
    tool, marker = fake_tool(workspace / "tools")
    settings = replace(DEFAULT_SETTINGS, ptxas=PtxasSettings(path=str(tool)))
    with pytest.raises(ToolUnavailable, match="not marked trusted"):
        run_diagnostics(SRC, settings, TrustPolicy((str(workspace),)))
    assert not marker.exists()
    run_diagnostics(SRC, settings, TrustPolicy((str(workspace),), trusted=True))
    assert marker.exists()


def test_symlinks_into_or_out_of_the_workspace_are_judged_both_ways(workspace: Path, tmp_path: Path) -> None:
    inside, _ = fake_tool(workspace / "tools")
    outside_dir = tmp_path / "elsewhere"
    outside_dir.mkdir()
    (outside_dir / "ptxas").symlink_to(inside)  # a path outside that resolves into the workspace
    policy = TrustPolicy((str(workspace),))
    assert "inside the workspace" in (policy.refusal(str(outside_dir / "ptxas"), "ptxas") or "")
    real, _ = fake_tool(tmp_path / "real")
    (workspace / "bin").mkdir()
    (workspace / "bin" / "ptxas").symlink_to(real)  # a workspace path that resolves outside
    assert "inside the workspace" in (policy.refusal(str(workspace / "bin" / "ptxas"), "ptxas") or "")
    assert policy.refusal(str(real), "ptxas") is None


def test_the_name_must_be_the_tool(tmp_path: Path) -> None:
    python = fake_tool(tmp_path / "t", "python3")[0]
    with pytest.raises(ToolProblem, match="not named ptxas"):
        find_tool("ptxas", str(python), TrustPolicy(trusted=True))
    with pytest.raises(ToolProblem, match="not a tool"):
        find_tool("bash", "", TrustPolicy(trusted=True))


def test_directories_and_non_executables_are_refused(tmp_path: Path) -> None:
    (tmp_path / "d" / "ptxas").mkdir(parents=True)
    assert "not an executable file" in TrustPolicy().refusal(str(tmp_path / "d" / "ptxas"), "ptxas")
    plain = tmp_path / "p" / "ptxas"
    plain.parent.mkdir()
    plain.write_text("x")
    assert "not an executable file" in TrustPolicy().refusal(str(plain), "ptxas")


def test_path_search_skips_relative_entries_and_workspace_folders(workspace: Path, tmp_path: Path,
                                                                  monkeypatch) -> None:
    _, marker = fake_tool(workspace / "bin")
    monkeypatch.chdir(workspace)
    monkeypatch.setenv("PATH", os.pathsep.join(["bin", "", str(workspace / "bin")]))
    monkeypatch.setattr("ptx_lsp.services.tools.wheel_bin_dirs", lambda: [])
    monkeypatch.delenv("CUDA_HOME", raising=False)
    monkeypatch.delenv("CUDA_PATH", raising=False)
    policy = TrustPolicy((str(workspace),))
    dirs = [d for d in __import__("ptx_lsp.services.tools", fromlist=["x"]).search_dirs()
            if d != "/usr/local/cuda/bin"]
    assert dirs == [str(workspace / "bin")]  # "bin" and "" (the cwd) are not searched
    with pytest.raises(ToolProblem, match="refused"):
        find_tool("ptxas", "", policy, dirs)
    outside, _ = fake_tool(tmp_path / "sys")
    assert find_tool("ptxas", "", policy, [*dirs, str(outside.parent)]).path == str(outside)
    assert find_tool("ptxas", "", TrustPolicy((str(workspace),), trusted=True), dirs).path == str(workspace / "bin" / "ptxas")
    assert not marker.exists()


def test_wheels_are_searched(tmp_path: Path, monkeypatch) -> None:
    wheel_bin = tmp_path / "site" / "nvidia" / "cu13" / "bin"
    tool, _ = fake_tool(wheel_bin, "nvdisasm")
    monkeypatch.setattr("ptx_lsp.services.tools.wheel_bin_dirs", lambda: [str(wheel_bin)])
    monkeypatch.setenv("PATH", "")
    found = find_tool("nvdisasm", "", TrustPolicy())
    assert (found.path, found.origin) == (str(tool), "wheel")


def test_settings_refuse_relative_tool_paths_and_trust_claims() -> None:
    from ptx_lsp.lsp.config import parse_settings

    settings, warnings = parse_settings({"ptxas": {"path": "./tools/ptxas"}, "tools": {"nvdisasmPath": "bin/nvdisasm",
                                         "cuobjdumpPath": "~/cuda/bin/cuobjdump"}, "workspaceTrusted": True})
    assert settings.ptxas.path == "" and settings.tools.nvdisasm_path == ""
    assert settings.tools.cuobjdump_path == "~/cuda/bin/cuobjdump"  # `~` is the user's, expanded when run
    assert len([w for w in warnings if "not an absolute path" in w]) == 2
    assert any("workspaceTrusted" in w for w in warnings)
