"""The compiler-run cache of the producer tests (tests/data/validate/build_cache.py): a second identical
run is answered from the cache with its own paths; a changed input or the cache turned off runs again."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from ptx_test_support import DATA

spec = importlib.util.spec_from_file_location("build_cache", DATA / "validate" / "build_cache.py")
build_cache = importlib.util.module_from_spec(spec)
sys.modules.setdefault("build_cache", build_cache)
spec.loader.exec_module(build_cache)

# a "compiler": copies its input to its output with the input's path on top, counts its runs
TOOL = """import sys, pathlib
src, dst, log = map(pathlib.Path, sys.argv[1:])
dst.write_text(f"// {src}\\n" + src.read_text())
log.write_text(log.read_text() + "x" if log.exists() else "x")
print(f"compiled {src}")
"""


def compile_(tmp: Path, tool: Path, src: Path, out: Path, log: Path):
    return build_cache.run([sys.executable, str(tool), str(src), str(out), str(log)], inputs=[src], outputs=[out],
                           tools=[tool])


def test_second_run_is_answered_from_the_cache_with_its_own_paths(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv(build_cache.ENV, str(tmp_path / "cache"))
    tool = tmp_path / "tool.py"
    tool.write_text(TOOL)
    log = tmp_path / "runs"
    for where in ("a", "b"):  # two checkouts: same source, other paths
        (tmp_path / where).mkdir()
        src = tmp_path / where / "k.cu"
        src.write_text("int k;\n")
        out = tmp_path / where / "k.ptx"
        proc = compile_(tmp_path, tool, src, out, log)
        assert proc.returncode == 0 and proc.stdout.strip() == f"compiled {src}"
        assert out.read_text() == f"// {src}\nint k;\n"
        assert log.read_text() == "x"  # the tool ran once
    src.write_text("int k2;\n")  # a changed input compiles again
    compile_(tmp_path, tool, src, out, log)
    assert out.read_text().endswith("int k2;\n") and log.read_text() == "xx"


def test_off_always_runs(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv(build_cache.ENV, "off")
    tool = tmp_path / "tool.py"
    tool.write_text(TOOL)
    src, out, log = tmp_path / "k.cu", tmp_path / "k.ptx", tmp_path / "runs"
    src.write_text("int k;\n")
    compile_(tmp_path, tool, src, out, log)
    compile_(tmp_path, tool, src, out, log)
    assert log.read_text() == "xx"
