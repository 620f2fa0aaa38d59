"""`ptxas -v` figures per function: parsing, declared limits, and agreement with ptxas on the corpus."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from ptx_lsp.analysis.host import Snapshot
from ptx_lsp.analysis.settings import DEFAULT_SETTINGS
from ptx_lsp.services.ptxas import function_spans, run_resources
from ptx_lsp.services.resources import (
    FunctionResources,
    declared_limits,
    lens_title,
    parse_resources,
    register_budget,
    size_text,
)
from ptx_lsp.services.tools import TrustPolicy
from ptx_test_support import CORPUS

SAMPLE = """\
ptxas info    : 417 bytes gmem, 64 bytes cmem[3]
ptxas info    : Compiling entry function '_Z5callsPfii' for 'sm_75'
ptxas info    : Function properties for _Z5callsPfii
    64 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 36 registers, used 0 barriers, 72 bytes cumulative stack size, 368 bytes cmem[0], 16 bytes cmem[2]
ptxas info    : Compile time = 15.862 ms
ptxas info    : Function properties for _Z4polyfi
    8 bytes stack frame, 4 bytes spill stores, 4 bytes spill loads
ptxas info    : Compiling entry function '_Z10async_copyPK6float4PS_' for 'sm_80'
ptxas info    : Function properties for _Z10async_copyPK6float4PS_
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 14 registers, used 1 barriers, 36352 bytes smem, 368 bytes cmem[0]
"""


def test_parse_sample() -> None:
    found = parse_resources(SAMPLE)
    calls, poly, copy = found["_Z5callsPfii"], found["_Z4polyfi"], found["_Z10async_copyPK6float4PS_"]
    assert (calls.entry, calls.registers, calls.stack_frame, calls.cumulative_stack, calls.constant) == (
        True, 36, 64, 72, {0: 368, 2: 16})
    assert (poly.entry, poly.registers, poly.spill_stores, poly.spill_loads) == (False, None, 4, 4)
    assert (copy.registers, copy.barriers, copy.shared) == (14, 1, 36352)
    assert lens_title(copy) == "14 registers · 0 B spill · 35.5 KiB shared · 0 B stack"
    assert lens_title(poly) == "4 B spill · 0 B shared · 8 B stack"


@pytest.mark.parametrize("size, text", [(0, "0 B"), (1023, "1023 B"), (12288, "12 KiB"), (36352, "35.5 KiB")])
def test_sizes(size: int, text: str) -> None:
    assert size_text(size) == text


def test_uneven_spills_show_both() -> None:
    assert "8 B spill stores / 4 B loads" in lens_title(FunctionResources("f", spill_stores=8, spill_loads=4))


@pytest.mark.parametrize("header, maxnreg, threads, ctas", [
    (b"(.param .u64 p)\n.maxnreg 32\n.maxntid 128, 2, 1\n.minnctapersm 4\n", 32, 256, 4),
    (b"()\n.reqntid 64\n", None, 64, None),
    (b"() // .maxnreg 8 in a comment\n", None, None, None),
])
def test_declared_limits(header: bytes, maxnreg, threads, ctas) -> None:
    declared = declared_limits(header)
    assert (declared.maxnreg, declared.threads, declared.minnctapersm) == (maxnreg, threads, ctas)


def test_register_budget() -> None:
    assert register_budget(declared_limits(b".maxntid 256\n.minnctapersm 4")) == 64
    assert register_budget(declared_limits(b".maxntid 1024")) == 64
    assert register_budget(declared_limits(b".maxntid 100")) == 512  # 4 warps


# ---- real ptxas ---------------------------------------------------------------------------------

_ENTRY = re.compile(r"Compiling entry function '([^']+)'")
_PROPS = re.compile(r"Function properties for (\S+)")
_FRAME = re.compile(r"(\d+) bytes stack frame, (\d+) bytes spill stores")
_REGS = re.compile(r"Used (\d+) registers")
_SMEM = re.compile(r"(\d+) bytes smem")


def independent_figures(text: str) -> dict[str, dict[str, int]]:
    """A deliberately separate reading of `ptxas -v`: name -> registers/stack/spill/shared."""
    out: dict[str, dict[str, int]] = {}
    name = None
    for line in text.splitlines():
        m = _ENTRY.search(line) or _PROPS.search(line)
        if m:
            name = m.group(1)
            out.setdefault(name, {"shared": 0})
            continue
        if name is None:
            continue
        if m := _FRAME.search(line):
            out[name]["stack"], out[name]["spill"] = int(m.group(1)), int(m.group(2))
        if m := _REGS.search(line):
            out[name]["registers"] = int(m.group(1))
        if m := _SMEM.search(line):
            out[name]["shared"] = int(m.group(1))
    return out


def figures_of_title(title: str) -> dict[str, int]:
    """Numbers back out of a lens title (sizes in B or KiB)."""
    out = {}
    for value, unit, what in re.findall(r"([\d.]+) (B|KiB)? ?(registers|spill|shared|stack)", title):
        out[what] = round(float(value) * (1024 if unit == "KiB" else 1))
    return out


FILES = ["basics_sm75.ptx", "tensor_sm80.ptx", "tensor_sm90a.ptx", "tensor_sm100a.ptx", "basics_sm90_rdc.ptx"]


@pytest.mark.parametrize("name", FILES)
def test_lens_figures_equal_ptxas(name: str, ptxas: str, tmp_path: Path) -> None:
    path = CORPUS / name
    if not path.is_file():
        pytest.skip("the shared corpus is absent")
    data = path.read_bytes()
    arch = re.search(rb"^\.target\s+(\w+)", data, re.M).group(1).decode()
    done = subprocess.run([ptxas, "-v", f"-arch={arch}", str(path), "-o", str(tmp_path / "x.cubin")],
                          capture_output=True, text=True, timeout=300)
    expected = independent_figures(done.stdout + done.stderr)
    report = run_resources(data, DEFAULT_SETTINGS, TrustPolicy())
    assert report.arch == arch and report.ok
    spans = function_spans(Snapshot.from_bytes(data))
    entries = [span.name for span in spans if span.entry]
    assert entries and all(name in report.functions for name in entries)
    compared = 0
    for span in spans:
        res = report.functions.get(span.name)
        if span.name not in expected:
            assert res is None  # ptxas said nothing about it (inlined): no lens
            continue
        shown = figures_of_title(lens_title(res))
        want = expected[span.name]
        for key in ("registers", "spill", "stack"):
            if key in want:
                assert shown[key] == want[key], (span.name, key, shown, want)
        if want["shared"] % 1024 == 0 or want["shared"] < 1024:
            assert shown["shared"] == want["shared"], (span.name, shown, want)
        assert res.shared == want["shared"]
        compared += 1
    assert compared >= len(entries)


def test_spill_and_raised_maxnreg_are_reported(ptxas: str) -> None:
    n = 48
    lines = [".version 8.0", ".target sm_80", ".address_size 64", ".visible .entry spill(.param .u64 p)",
             ".maxnreg 16", "{", f"\t.reg .f32 %f<{n}>;", "\t.reg .b64 %rd<2>;", "\tld.param.u64 %rd1, [p];"]
    lines += [f"\tld.volatile.global.f32 %f{i}, [%rd1+{4 * i}];" for i in range(n)]
    lines += [f"\tst.volatile.global.f32 [%rd1+{4 * i + 1024}], %f{n - 1 - i};" for i in range(n)]
    data = ("\n".join([*lines, "\tret;", "}", ""])).encode()
    report = run_resources(data, DEFAULT_SETTINGS, TrustPolicy())
    spans = function_spans(Snapshot.from_bytes(data))
    issues = report.issues(spans)
    assert spans[0].declared.maxnreg == 16
    spill = [i for i in issues if i.severity == "warning"]
    assert spill and "spills" in spill[0].message and "under .maxnreg 16" in spill[0].message
    assert data[spill[0].start:spill[0].end] == b"spill"  # on the function's name
    assert report.functions["spill"].spill_stores > 0
    assert any("more than .maxnreg 16" in i.message or "at its .maxnreg" in i.message for i in issues)


def test_resource_cache_is_asked_for_texts_of_the_lengths_it_holds() -> None:
    """`may_hold` lets the server skip hashing a big text on every keystroke: False unless a report
    of a text of the same length is held (and again False once that report is evicted)."""
    from ptx_lsp.services.ptxas import ResourceCache, ResourceReport

    cache = ResourceCache(size=1)
    first, edited = b".version 8.0\n.target sm_90\n", b".version 8.0\n.target sm_90\n\n"
    report = ResourceReport("sm_90", "ptxas", {}, False, True)
    assert not cache.may_hold(first)
    cache.put(ResourceCache.key(first, DEFAULT_SETTINGS), report)
    assert cache.may_hold(first) and not cache.may_hold(edited)
    assert cache.get(ResourceCache.key(first, DEFAULT_SETTINGS)) is report
    cache.put(ResourceCache.key(edited, DEFAULT_SETTINGS), report)  # evicts the first
    assert cache.may_hold(edited) and not cache.may_hold(first)
