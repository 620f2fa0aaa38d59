"""PTX produced at test time by nvcc, for several targets and options, parses without errors.

The shared corpus is fixed; this covers what other `-arch` values and options (`-G`, `-lineinfo`,
`-rdc=true`, `--use_fast_math`) make nvcc write. Each configuration also names a construct its
output must contain, found in the tree by node type, so the check is more than "no ERROR".
Skips when nvcc is not installed.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from ptx_lsp.syntax import SourceFile

CUDA = Path(__file__).resolve().parents[1] / "data" / "syntax" / "cuda"
NVCC = shutil.which("nvcc")

# (source, nvcc options, node type the tree must contain, text that node must contain)
CONFIGURATIONS = [
    ("features.cu", ["-arch=sm_75"], "callprototype_directive", "prototype"),
    ("features.cu", ["-arch=sm_75"], "generic_expression", "generic(table)"),
    ("features.cu", ["-arch=sm_80", "-lineinfo"], "loc_directive", "inlined_at"),
    ("features.cu", ["-arch=sm_80", "-lineinfo"], "section_directive", ".debug_str"),
    ("features.cu", ["-arch=sm_86", "--use_fast_math"], "performance_directive", ".minnctapersm"),
    ("features.cu", ["-arch=sm_89", "-G"], "section_directive", ".debug_info"),
    ("features.cu", ["-arch=sm_100a", "-O3"], "performance_directive", ".maxntid"),
    ("features.cu", ["-arch=sm_120", "-G", "-rdc=true"], "file_directive", ".file"),
    ("rdc.cu", ["-arch=sm_90", "-rdc=true"], "function_declaration", "remote_scale"),
    ("cluster.cu", ["-arch=sm_90a"], "performance_directive", ".reqnctapercluster"),
]


def _nodes(sf: SourceFile, node_type: str):
    stack = list(sf.roots())
    while stack:
        current = stack.pop()
        if current.type == node_type:
            yield current
        stack.extend(current.children)


@pytest.fixture(scope="module")
def compile_ptx(tmp_path_factory):
    """Compile (source, options) to PTX once per module; returns the PTX path."""
    done: dict[tuple[str, tuple[str, ...]], Path] = {}

    def compile_one(source: str, options: list[str]) -> Path:
        key = (source, tuple(options))
        if key not in done:
            ptx = tmp_path_factory.mktemp("nvcc") / (Path(source).stem + ".ptx")
            result = subprocess.run(
                [NVCC, "-ptx", *options, str(CUDA / source), "-o", str(ptx)],
                capture_output=True,
                text=True,
                timeout=300,
            )
            if result.returncode != 0 and "is not defined for option 'gpu-architecture'" in result.stderr:
                pytest.skip(f"this nvcc does not support {options[0]}")
            assert result.returncode == 0, result.stderr
            done[key] = ptx
        return done[key]

    return compile_one


@pytest.mark.skipif(NVCC is None, reason="nvcc is not installed")
@pytest.mark.parametrize(
    "source, options, node_type, needle",
    CONFIGURATIONS,
    ids=[f"{src}:{' '.join(opts)}:{node_type}" for src, opts, node_type, _ in CONFIGURATIONS],
)
def test_nvcc_output_parses(
    tmp_path: Path, source: str, options: list[str], node_type: str, needle: str
) -> None:
    ptx = tmp_path / (Path(source).stem + ".ptx")
    result = subprocess.run(
        [NVCC, "-ptx", *options, str(CUDA / source), "-o", str(ptx)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    if result.returncode != 0 and "is not defined for option 'gpu-architecture'" in result.stderr:
        pytest.skip(f"this nvcc does not support {options[0]}")
    assert result.returncode == 0, result.stderr

    sf = SourceFile.parse(ptx.read_bytes())
    errors = [(e.type, e.start_point[0] + 1) for e in sf.errors()]
    assert errors == []

    entries = [
        sf.node_text(node.child_by_field_name("name"))
        for node in _nodes(sf, "function_definition")
        if node.child_by_field_name("kind").type == ".entry"
    ]
    assert sorted(entries) == sorted(re.findall(r"\.entry\s+(\w+)", sf.text.decode()))
    assert any(needle in sf.node_text(node) for node in _nodes(sf, node_type)), (
        f"no {node_type} containing {needle!r}"
    )
