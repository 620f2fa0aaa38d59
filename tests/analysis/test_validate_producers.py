"""Zero false errors on PTX from producers the nvcc 13.0 set does not cover, compiled at test time.

nvcc 13.5 and NVRTC 13.5 (the CUDA 13.5 wheels of `../shared/tools/install-ptxas-latest`), every
`cuda::ptx` wrapper of CCCL instantiated for sm_90a/sm_100a/sm_100f/sm_120a (nvcc 13.0 and 13.5),
numba-cuda's `compile_ptx`, clang's CUDA front end and Triton 3.9 (recorded output) (`tests/data/validate/make_producer_ptx.py`
says where each tool is looked for). A job whose tool is absent is skipped; a file ptxas accepts
must get no error from us; a file ptxas rejects must get an error on every line ptxas names.
"""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path

import pytest

from ptx_lsp.analysis.diagnostics import FunctionCache, Stats, validate_source
from ptx_test_support import DATA


def _load(name: str):
    spec = importlib.util.spec_from_file_location(name, DATA / "validate" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


MAKER = _load("make_producer_ptx")
JOBS = MAKER.jobs()


def test_jobs_cover_every_producer_and_the_new_targets() -> None:
    producers = {j.producer for j in JOBS}
    assert {"nvcc13.5", "nvrtc13.5", "cccl-nvcc13.0", "cccl-nvcc13.5", "numba", "clang", "triton3.9"} <= producers
    names = " ".join(j.name for j in JOBS)
    assert all(arch in names for arch in ("sm_90a", "sm_100a", "sm_100f", "sm_120a"))


def test_cccl_blocks_become_calls_with_their_tag_values() -> None:
    """One documented overload with two tag sets turns into one call per combination."""
    cccl = _load("make_cccl_ptx")
    block = """// tcgen05.mma.cta_group.kind [d_tmem], a_desc, b_desc, idesc; // PTX ISA 86, SM_100a
// .kind      = { .kind::f16, .kind::tf32 }
// .cta_group = { .cta_group::1, .cta_group::2 }
template <cuda::ptx::dot_kind Kind, cuda::ptx::dot_cta_group Cta_Group>
__device__ static inline void tcgen05_mma(
  cuda::ptx::kind_t<Kind> kind,
  cuda::ptx::cta_group_t<Cta_Group> cta_group,
  uint32_t d_tmem,
  const uint32_t (&disable_output_lane)[4]);
"""
    calls = cccl.calls_for(block)
    assert len(calls) == 4
    assert any("cuda::ptx::kind_tf32, cuda::ptx::cta_group_2, v_uint32_t, disable_output_lane_4" in c for c in calls)
    assert cccl.tag_value("space", ".shared::cluster") == "space_cluster"
    assert cccl.tag_value("op", ".and") == "op_and_op"


@pytest.mark.parametrize("job", JOBS, ids=lambda j: j.id)
def test_producer_output_has_no_false_errors(job, tmp_path: Path) -> None:
    try:
        files = job.build(tmp_path)
    except MAKER.Unavailable as exc:
        pytest.skip(str(exc))
    assert files
    for path in files:
        data = path.read_bytes()
        try:
            accepted, why = MAKER.ptxas_verdict(path)
        except MAKER.Unavailable as exc:
            pytest.skip(str(exc))
        stats = Stats()
        issues = validate_source(data, cache=FunctionCache(), stats=stats)
        errors = [i for i in issues if i.severity == "error"]
        if accepted:
            shown = [(data.count(b"\n", 0, i.start) + 1, i.code, i.message) for i in errors[:5]]
            assert not errors, f"{path.name}: {len(errors)} false errors, first: {shown}"
            assert stats.failed == 0
            continue
        ptxas_lines = {int(m) for m in re.findall(r":(\d+): (?:error|fatal):", why)} - {0}
        our_lines = {data.count(b"\n", 0, i.start) + 1 for i in errors}
        assert ptxas_lines and ptxas_lines <= our_lines, f"{path.name}: ptxas rejects it and we miss: {why[:600]}"
