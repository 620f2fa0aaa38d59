"""Headless Neovim on a `.cu` file: diagnostics, hover and completion inside asm strings only.

Neovim's own LSP client (driven by `tests/data/nvim/init.lua`, filetype `cuda`, which Neovim sends
as the languageId) against `python -m ptx_lsp serve`; skips only when `nvim` is absent.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("tree_sitter_cuda")
ROOT = Path(__file__).resolve().parents[2]
NVIM = shutil.which("nvim")
pytestmark = pytest.mark.skipif(NVIM is None, reason="nvim is not installed (apt-get install -y neovim)")

SOURCE = """// ptx-lsp beside clangd: only the asm strings are ours
__global__ void kernel(int *out) {
  int y = out[0];
  /* é😀 */ asm volatile("add.u32 %0, %0, %1;\\n\\t"
                       "addx.u32 %0, %0, 1;\\n\\t"
                       "mov.u32 %0, %%laneid;" : "+r"(y) : "r"(out[1]));
  asm volatile("ld.global. %0, [%1];" : "=r"(y) : "l"(out));
  out[0] = y;
}
"""
LINES = SOURCE.splitlines()


def at(needle: str, delta: int = 0) -> tuple[int, int]:
    """0-based (line, UTF-16 column) of needle (+delta) in SOURCE."""
    for i, text in enumerate(LINES):
        if needle in text:
            prefix = text[: text.index(needle) + delta]
            return i, len(prefix.encode("utf-16-le")) // 2
    raise AssertionError(needle)


def request(name: str, method: str, needle: str, delta: int) -> dict:
    line, character = at(needle, delta)
    return {"name": name, "method": method, "line": line, "character": character}


@pytest.fixture(scope="module")
def received(tmp_path_factory: pytest.TempPathFactory) -> dict:
    work = tmp_path_factory.mktemp("nvim_cu")
    cu = work / "kernel.cu"
    cu.write_text(SOURCE, encoding="utf-8")
    out_file = work / "received.json"
    env = dict(os.environ)
    env.update({
        "PTX_LSP_CMD": json.dumps([sys.executable, "-m", "ptx_lsp", "serve"]),
        "PTX_LSP_FILE": str(cu),
        "PTX_LSP_FILETYPE": "cuda",
        "PTX_LSP_OUT": str(out_file),
        "PTX_LSP_INIT": json.dumps({"ptxas": {"enabled": False}}),
        "PTX_LSP_REQUESTS": json.dumps([
            request("hover_opcode", "textDocument/hover", "add.u32", 1),
            request("hover_operand", "textDocument/hover", "%1;", 1),
            request("completion", "textDocument/completion", "global.", len("global.")),
            request("hover_cpp", "textDocument/hover", "__global__", 2),
            request("completion_cpp", "textDocument/completion", "out[0] = y", 3),
        ]),
        "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT / "server"), env.get("PYTHONPATH")])),
        "XDG_CONFIG_HOME": str(work / "config"),
        "XDG_DATA_HOME": str(work / "data"),
        "XDG_STATE_HOME": str(work / "state"),
        "XDG_CACHE_HOME": str(work / "cache"),
    })
    proc = subprocess.run([NVIM, "--headless", "--clean", "-u", str(ROOT / "tests/data/nvim/init.lua")], env=env,
                          cwd=work, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=120)
    assert out_file.exists(), f"nvim exited {proc.returncode} without a result\n{proc.stderr}"
    data = json.loads(out_file.read_text())
    assert "error" not in data, f"{data['error']}\nsteps: {data.get('steps')}\n{proc.stderr}"
    return data


def hover_text(result: dict) -> str:
    contents = result["contents"]
    items = contents if isinstance(contents, list) else [contents]
    return "\n".join(item if isinstance(item, str) else item.get("value", "") for item in items)


def test_diagnostic_on_the_typo_inside_the_string(received: dict) -> None:
    errors = [d for d in received["diagnostics"] if d["severity"] == 1]
    line, col = at("addx")
    byte_col = len(LINES[line][: LINES[line].index("addx")].encode("utf-8"))
    assert any(d["lnum"] == line and d["col"] == byte_col and d["code"] == "PTX401" for d in errors), errors
    assert {d["lnum"] for d in received["diagnostics"]} <= {at("addx")[0], at("ld.global.")[0]}


def test_hover_on_opcode_and_on_placeholder(received: dict) -> None:
    opcode = received["responses"]["hover_opcode"]["result"]
    assert opcode and "add" in hover_text(opcode)
    operand = received["responses"]["hover_operand"]["result"]
    assert operand and '"r"(out[1])' in hover_text(operand) and ".b32" in hover_text(operand)
    line, col = at("%1;")
    assert operand["range"]["start"] == {"line": line, "character": col}


def test_modifier_completion_inside_the_string(received: dict) -> None:
    result = received["responses"]["completion"]["result"]
    items = result["items"] if isinstance(result, dict) else result
    assert ".u32" in {item["label"] for item in items}


def test_nothing_outside_the_strings(received: dict) -> None:
    assert received["responses"]["hover_cpp"]["result"] is None
    result = received["responses"]["completion_cpp"]["result"]
    items = (result or {}).get("items", []) if isinstance(result, dict) else (result or [])
    assert items == []
