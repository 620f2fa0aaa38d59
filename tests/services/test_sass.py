"""The SASS view: assemble to a cubin, disassemble, every kernel present, PTX lines mapped to SASS."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest

from ptx_lsp.analysis.host import Snapshot
from ptx_lsp.analysis.settings import DEFAULT_SETTINGS, ToolSettings
from ptx_lsp.services.ptxas import ToolUnavailable, function_spans, show_sass
from ptx_lsp.services.tools import TrustPolicy
from ptx_test_support import CORPUS

FILES = ["basics_sm75.ptx", "tensor_sm80.ptx", "tensor_sm90a.ptx"]  # cub_sm90 (7 MB of SASS) by hand: 30 s
ANNOTATION = re.compile(r'//## File "\.nv_debug_ptx_txt", line (\d+)')


def corpus(name: str) -> bytes:
    path = CORPUS / name
    if not path.is_file():
        pytest.skip("the shared corpus is absent")
    return path.read_bytes()


@pytest.mark.parametrize("name", FILES)
def test_every_kernel_is_in_the_view_and_lines_map_back(name: str, ptxas: str, disasm_tools: dict[str, Path]) -> None:
    data = corpus(name)
    settings = replace(DEFAULT_SETTINGS, tools=ToolSettings(nvdisasm_path=str(disasm_tools["nvdisasm"])))
    view = show_sass(data, settings, TrustPolicy())
    assert view.tool == "nvdisasm"
    kernels = [span.name for span in function_spans(Snapshot.from_bytes(data)) if span.entry]
    assert kernels and set(kernels) <= set(view.functions)
    lines = view.text.splitlines()
    for kernel in kernels:
        assert f"{kernel}:" in view.text
        assert kernel in lines[view.function_lines[kernel]]
        assert view.as_json(0, kernel)["revealLine"] == view.function_lines[kernel]
    ptx_lines = data.split(b"\n")
    assert view.ptx_to_sass
    for ptx, sass_lines in view.ptx_to_sass.items():
        assert ptx_lines[ptx].strip(), f"PTX line {ptx + 1} is empty"
        for sass in sass_lines:
            above = next(ANNOTATION.search(lines[i]) for i in range(sass, -1, -1) if ANNOTATION.search(lines[i]))
            assert int(above.group(1)) == ptx + 1


@pytest.mark.parametrize("name", ["basics_sm75.ptx", "tensor_sm80.ptx"])
def test_reveal_a_barrier(name: str, ptxas: str, disasm_tools: dict[str, Path]) -> None:
    data = corpus(name)
    settings = replace(DEFAULT_SETTINGS, tools=ToolSettings(nvdisasm_path=str(disasm_tools["nvdisasm"])))
    view = show_sass(data, settings, TrustPolicy())
    barrier = next(i for i, line in enumerate(data.split(b"\n")) if line.strip().startswith(b"bar.sync"))
    sass = view.reveal(barrier)
    assert sass is not None
    assert "BAR" in " ".join(view.text.splitlines()[line] for line in view.ptx_to_sass[barrier])
    assert view.as_json(barrier)["revealLine"] == sass


def test_cuobjdump_when_nvdisasm_is_missing(ptxas: str, disasm_tools: dict[str, Path]) -> None:
    data = corpus("tensor_sm80.ptx")
    settings = replace(DEFAULT_SETTINGS, tools=ToolSettings(nvdisasm_path="/nonexistent/nvdisasm",
                                                            cuobjdump_path=str(disasm_tools["cuobjdump"])))
    view = show_sass(data, settings, TrustPolicy())
    assert view.tool == "cuobjdump"
    kernels = [span.name for span in function_spans(Snapshot.from_bytes(data)) if span.entry]
    assert set(kernels) <= set(view.functions)
    assert view.ptx_to_sass == {} and view.reveal(10) is None


def test_no_disassembler_says_why(ptxas: str) -> None:
    settings = replace(DEFAULT_SETTINGS, tools=ToolSettings(nvdisasm_path="/nonexistent/nvdisasm",
                                                            cuobjdump_path="/nonexistent/cuobjdump"))
    with pytest.raises(ToolUnavailable, match="nvdisasm not found.*cuobjdump not found"):
        show_sass(b".version 8.0\n.target sm_80\n", settings, TrustPolicy())


def test_a_file_ptxas_rejects_says_so(ptxas: str, disasm_tools: dict[str, Path]) -> None:
    settings = replace(DEFAULT_SETTINGS, tools=ToolSettings(nvdisasm_path=str(disasm_tools["nvdisasm"])))
    with pytest.raises(ToolUnavailable, match="could not assemble"):
        show_sass(b".version 8.0\n.target sm_80\n.entry k()\n{\n\tbogus;\n}\n", settings, TrustPolicy())
