"""The documented `:PtxSass` Neovim command (docs/insight.md), run in headless Neovim on a real file."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from ptx_test_support import CORPUS, ROOT

NVIM = shutil.which("nvim")
REAL = CORPUS / "tensor_sm80.ptx"

pytestmark = [
    pytest.mark.skipif(NVIM is None, reason="nvim is not installed"),
    pytest.mark.skipif(shutil.which("ptxas") is None, reason="ptxas is not installed"),
    pytest.mark.skipif(not REAL.is_file(), reason="the shared corpus is absent"),
]


def documented_command() -> str:
    """The Lua block of docs/insight.md that defines :PtxSass."""
    text = (ROOT / "docs" / "insight.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```lua\n(.*?)```", text, re.S)
    [block] = [b for b in blocks if "PtxSass" in b]
    return "\n".join(line[2:] if line.startswith("  ") else line for line in block.splitlines())


def test_ptxsass_opens_the_sass_at_the_cursor_line(tmp_path: Path, disasm_tools: dict[str, Path]) -> None:
    ptx = tmp_path / REAL.name
    shutil.copyfile(REAL, ptx)
    lines = ptx.read_text().split("\n")
    barrier = next(i for i, line in enumerate(lines) if line.strip().startswith("bar.sync"))
    snippet = tmp_path / "ptxsass.lua"
    snippet.write_text(documented_command())
    out = tmp_path / "out.json"
    env = dict(os.environ)
    env.update({
        "PTX_LSP_CMD": json.dumps([sys.executable, "-m", "ptx_lsp", "serve"]),
        "PTX_LSP_FILE": str(ptx),
        "PTX_LSP_OUT": str(out),
        "PTX_LSP_INIT": json.dumps({"tools": {"nvdisasmPath": str(disasm_tools["nvdisasm"])}}),
        "PTX_LSP_SNIPPET": str(snippet),
        "PTX_LSP_LINE": str(barrier + 1),
        "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT / "server"), env.get("PYTHONPATH")])),
        "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_STATE_HOME": str(tmp_path / "state"), "XDG_CACHE_HOME": str(tmp_path / "cache"),
    })
    proc = subprocess.run([NVIM, "--headless", "--clean", "-u", str(ROOT / "tests" / "data" / "nvim" / "sass.lua")],
                          env=env, cwd=tmp_path, stdin=subprocess.DEVNULL, capture_output=True, text=True,
                          timeout=240)
    assert out.exists(), proc.stderr
    data = json.loads(out.read_text())
    assert "error" not in data, (data, proc.stderr)
    sass = data["lines"]
    kernels = re.findall(r"\.entry\s+(\w+)", ptx.read_text())
    assert all(f"{kernel}:" in sass for kernel in kernels)
    assert data["modifiable"] is False and data["windows"] == 2
    assert "BAR" in sass[data["cursor"][0] - 1]  # the cursor sits on the barrier's SASS
