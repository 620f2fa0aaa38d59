"""ptxas insight over stdio on real files: code lenses, the function hover, `ptx.showSass`, `.loc` definition."""

from __future__ import annotations

import asyncio
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from e2e_support import doc, open_document, position
from lsprotocol import types
from pytest_lsp import LanguageClient

from ptx_test_support import CORPUS

REAL = CORPUS / "tensor_sm80.ptx"
pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest.fixture
def client(private_client: LanguageClient) -> LanguageClient:
    """These tests change settings (ptxas, nvdisasm paths): one server per test."""
    return private_client


needs_corpus = pytest.mark.skipif(not REAL.is_file(), reason="the shared corpus is absent")
needs_ptxas = pytest.mark.skipif(shutil.which("ptxas") is None, reason="ptxas is not installed")


async def configure(client: LanguageClient, settings: dict) -> None:
    client.set_configuration(settings, section="ptx")
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings={"ptx": settings}))
    await asyncio.sleep(0.2)


async def lenses_of(client: LanguageClient, uri: str, timeout: float = 120.0) -> list[types.CodeLens]:
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        lenses = await client.text_document_code_lens_async(types.CodeLensParams(text_document=doc(uri)))
        if lenses or asyncio.get_running_loop().time() > deadline:
            return lenses or []
        await asyncio.sleep(0.5)


def ptxas_registers(path: Path, arch: str, out: Path) -> dict[str, int]:
    done = subprocess.run([shutil.which("ptxas") or "ptxas", "-v", f"-arch={arch}", str(path), "-o", str(out)],
                          capture_output=True, text=True, timeout=300)
    found, name = {}, None
    for line in (done.stdout + done.stderr).splitlines():
        if m := re.search(r"Compiling entry function '([^']+)'", line):
            name = m.group(1)
        elif (m := re.search(r"Used (\d+) registers", line)) and name:
            found[name] = int(m.group(1))
    return found


@needs_corpus
@needs_ptxas
async def test_code_lenses_and_hover_on_a_real_file(client: LanguageClient, tmp_path: Path) -> None:
    text = REAL.read_text()
    uri, text, _ = await open_document(client, "tensor_sm80.ptx", text)
    lenses = await lenses_of(client, uri)
    expected = ptxas_registers(REAL, "sm_80", tmp_path / "x.cubin")
    assert expected
    lines = text.split("\n")
    by_name = {}
    for lens in lenses:
        assert lens.command is not None and lens.command.command == "ptx.showSass"
        declaration = lines[lens.range.start.line]
        name = lens.data["function"]
        assert ".entry" in declaration or ".func" in declaration
        assert name in declaration or name in lines[lens.range.start.line + 1]
        by_name[name] = lens
    assert set(expected) <= set(by_name)
    for name, registers in expected.items():
        assert by_name[name].command.title.startswith(f"{registers} registers · ")
        assert by_name[name].data["resources"]["registers"] == registers
    # the same figures in the kernel's hover
    name = next(iter(expected))
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=doc(uri), position=position(client, text, f".entry {name}", delta=9))
    )
    assert hover is not None and f"{expected[name]} registers" in hover.contents.value


@needs_corpus
@needs_ptxas
async def test_show_sass_on_a_real_file(client: LanguageClient, disasm_tools: dict[str, Path]) -> None:
    await configure(client, {"defaultTarget": "sm_80", "tools": {"nvdisasmPath": str(disasm_tools["nvdisasm"])}})
    text = REAL.read_text()
    uri, text, _ = await open_document(client, "tensor_sm80.ptx", text)
    barrier = next(i for i, line in enumerate(text.split("\n")) if line.strip().startswith("bar.sync"))
    result = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command="ptx.showSass", arguments=[uri, barrier])
    )
    kernels = re.findall(r"\.entry\s+(\w+)", text)
    assert kernels and set(kernels) <= set(result["functions"])
    assert result["tool"] == "nvdisasm" and result["arch"] == "sm_80"
    sass = result["text"].split("\n")
    assert "BAR" in sass[result["revealLine"]]
    assert [barrier, result["revealLine"]] in result["mapping"]
    # from a function's declaration line (where its code lens sits): the function's label
    kernel = kernels[-1]
    header = next(i for i, line in enumerate(text.split("\n")) if ".entry" in line and kernel in line)
    result = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command="ptx.showSass", arguments=[uri, header])
    )
    assert kernel in result["text"].split("\n")[result["revealLine"]]


async def test_show_sass_refuses_bad_arguments(client: LanguageClient) -> None:
    with pytest.raises(Exception, match="open PTX document"):
        await client.workspace_execute_command_async(
            types.ExecuteCommandParams(command="ptx.showSass", arguments=["file:///not/open.ptx"])
        )


async def test_loc_definition_opens_the_cuda_line(client: LanguageClient, tmp_path: Path) -> None:
    nvcc = shutil.which("nvcc")
    if nvcc is None:
        pytest.skip("nvcc is not installed")
    cu = tmp_path / "saxpy.cu"
    cu.write_text("__global__ void saxpy(int n, float a, const float *x, float *y)\n{\n"
                  "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n  if (i < n)\n      y[i] = a * x[i] + y[i];\n}\n")
    ptx = tmp_path / "saxpy.ptx"
    subprocess.run([nvcc, "-lineinfo", "-ptx", "-arch=sm_80", str(cu), "-o", str(ptx)], check=True, timeout=300,
                   capture_output=True)
    text = ptx.read_text()
    uri = ptx.as_uri()
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="ptx", version=1, text=text)))
    fma = text.index("fma.rn.f32")
    loc_line = text[: text.rfind(".loc", 0, fma)].count("\n")
    result = await client.text_document_definition_async(
        types.DefinitionParams(text_document=doc(uri), position=types.Position(line=loc_line, character=3))
    )
    assert [loc.uri for loc in result] == [cu.as_uri()]
    target = result[0].range.start
    assert cu.read_text().split("\n")[target.line].strip() == "y[i] = a * x[i] + y[i];"
    assert target.character == 6
