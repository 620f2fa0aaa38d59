"""PTX ISA 9.1–9.4 directives and rules, each case judged by ptxas 13.5 and by the validator.

Why: false errors on valid new PTX are the worst defect, and missed errors on these rules are what
ptxas reports first. Every row is assembled by ptxas 13.5 (installed the shared way from PyPI; the
test skips without it) and checked by the validator: ptxas must give the verdict the row expects
(so the table stays true of the tool), and the validator must report an error exactly where ptxas
does. The rows cover the grammar additions (`.language` lists, `.loc_intermediate`,
`.nv_intermediate_source_section`, `.sp::2:4`), header-directive requirements and values,
`%perctamemory*` needing `.minperctamemory` and the prefetch sizes `.L1::32B` (§9.7.10.8/16), and
data corrections the 9.4 probes of `tools/spec_ptxas_check.py` led to (tcgen05.mma targets, alloca).
"""

from __future__ import annotations

import re

import pytest

from ptx_lsp.analysis.diagnostics import FunctionCache, Stats, validate_source

REGS = ".reg .b32 %r<9>;\n.reg .b64 %rd<9>;\n"


def module(version: str, target: str, body: str = "", header: str = "", kind: str = ".visible .entry k()",
           tail: str = "", files: str = "") -> str:
    return (f".version {version}\n.target {target}\n.address_size 64\n{files}{kind} {header}\n{{\n{REGS}{body}\n"
            f"ret;\n}}\n{tail}")


SECTION = ('.nv_intermediate_source_section {\n  .code_block {\n    .ir_name: "TileIR"\n    .sourceFileName: 2\n'
           '    .source_begin\n      func @k() { return } // .source_en "\n    .source_end\n  }\n}\n')
FILES = '.file 1 "a.cu"\n.file 2 "b.ir"\n'

MMA_B = ".reg .pred %p<2>;\ntcgen05.mma.cta_group::1.kind::f16.collector::b::fill [%r1], %rd1, %rd2, %r2, %p1;"
MMA_SP_B = (".reg .pred %p<2>;\ntcgen05.mma.sp.cta_group::1.kind::mxf8f6f4.block_scale.collector::b::use "
            "[%r1], %rd1, %rd2, [%r5], %r2, [%r3], [%r4], %p1;")

MMA_SCALE = (".reg .pred %p<2>;\ntcgen05.mma.cta_group::1.kind::{}.block_scale.{} [%r1], %rd1, %rd2, %r2, [%r3], "
             "[%r4], %p1;")
MMA_KIND = ".reg .pred %p<2>;\ntcgen05.mma.cta_group::1.kind::{} [%r1], %rd1, %rd2, %r2, %p1;"

# (id, PTX, ptxas rejects it)
CASES = [
    # grammar: valid 9.4 that used to be a syntax error
    ("language list", module("9.4", "sm_90", header='.language "ptx", "CUDA C++", 7'), False),
    ("language with minperctamemory", module("9.4", "sm_90", header='.language "tile ir" .minperctamemory 1024'),
     False),
    ("language on a func", module("9.4", "sm_90", header=".language 3", kind=".func f()"), False),
    ("loc_intermediate", module("9.4", "sm_90", ".loc 1 1 1\n.loc_intermediate 2 4 5\nmov.u32 %r1, 0;",
                                files=FILES), False),
    ("intermediate source section", module("9.4", "sm_90", files=FILES, tail=SECTION), False),
    ("sp ratio modifier", module("9.4", "sm_107a", "spcompress.b8.b2.sp::2:4.x1 {%r2}, {%r3}, {%r4, %r5}, %r6;"),
     False),
    ("spcompress on sm_107f", module("9.4", "sm_107f", "spcompress.b8.b2.sp::2:4.x1 {%r2}, {%r3}, {%r4, %r5}, %r6;"),
     True),
    # requirements of header directives and the new module/body directives
    ("language at 9.2 (ptxas accepts below the text's 9.3)", module("9.2", "sm_90", header='.language "ptx"'),
     False),
    ("language at 9.1", module("9.1", "sm_90", header='.language "ptx"'), True),
    ("loc_intermediate at 9.3", module("9.3", "sm_90", ".loc_intermediate 2 4 5", files=FILES), True),
    ("intermediate section at 9.3", module("9.3", "sm_90", files=FILES, tail=SECTION), True),
    ("minperctamemory at 9.3", module("9.3", "sm_90", header=".minperctamemory 1024"), True),
    ("minperctamemory on sm_75", module("9.4", "sm_75", header=".minperctamemory 1024"), True),
    ("abi_preserve at 8.7", module("8.7", "sm_90", header=".abi_preserve 8", kind=".func f()"), True),
    ("explicitcluster on sm_80", module("9.4", "sm_80", header=".explicitcluster"), True),
    # values of header directives
    ("language code out of range", module("9.4", "sm_90", header=".language 11"), True),
    ("language name unknown", module("9.4", "sm_90", header='.language "cobol"'), True),
    ("language without values", module("9.4", "sm_90", header=".language"), True),
    ("maxntid with a string", module("9.4", "sm_90", header='.maxntid "x"'), True),
    # %perctamemory* in kernels needs .minperctamemory (device functions may read it)
    ("perctamemory without directive", module("9.4", "sm_90", "mov.u64 %rd1, %perctamemoryoffset;"), True),
    ("perctamemorysize without directive", module("9.4", "sm_90", "mov.u32 %r1, %perctamemorysize;"), True),
    ("perctamemory with directive", module("9.4", "sm_90", "mov.u64 %rd1, %perctamemoryoffset;",
                                           header=".minperctamemory 64"), False),
    ("perctamemory in a func", module("9.4", "sm_90", "mov.u64 %rd1, %perctamemoryoffset;", kind=".func f()"),
     False),
    # .L1::32B: prefetch needs .valid_addr (and the reverse); ld takes it as a prefetch size
    ("prefetch L1::32B valid_addr", module("9.4", "sm_90", "prefetch.global.L1::32B.valid_addr [%rd1];"), False),
    ("prefetch L1::32B without valid_addr", module("9.4", "sm_90", "prefetch.global.L1::32B [%rd1];"), True),
    ("prefetch valid_addr without L1::32B", module("9.4", "sm_90", "prefetch.global.valid_addr [%rd1];"), True),
    ("prefetch L1::32B on sm_89", module("9.4", "sm_89", "prefetch.global.L1::32B.valid_addr [%rd1];"), True),
    ("prefetch L1::32B at 9.3", module("9.3", "sm_90", "prefetch.global.L1::32B.valid_addr [%rd1];"), True),
    ("ld L1::32B", module("9.4", "sm_90", "ld.global.L1::32B.b32 %r1, [%rd1];"), False),
    ("ld.global.nc L1::32B", module("9.4", "sm_75", "ld.global.nc.L1::32B.v4.b32 {%r1, %r2, %r3, %r4}, [%rd1];"),
     False),
    ("ld L1::32B at 7.4", module("7.4", "sm_75", "ld.global.L1::32B.b32 %r1, [%rd1];"), False),
    ("ld L1::32B at 7.3", module("7.3", "sm_75", "ld.global.L1::32B.b32 %r1, [%rd1];"), True),
    ("ld L1::32B with an L2 size", module("9.4", "sm_90", "ld.global.L1::32B.L2::128B.b32 %r1, [%rd1];"), True),
    ("st L1::32B", module("9.4", "sm_90", "st.global.L1::32B.b32 [%rd1], %r1;"), True),
    # tcgen05.mma{.sp} .collector::b::* (PTX 9.4, sm_107f; `::*` notes name every member) without a
    # collector_a usage, which the description defaults to .collector::a::discard
    ("collector b alone", module("9.4", "sm_107f", MMA_B), False),
    ("collector b alone, sparse", module("9.4", "sm_107f", MMA_SP_B), False),
    ("collector b on sm_100f", module("9.4", "sm_100f", MMA_B), True),
    ("collector b at 9.3", module("9.3", "sm_100a", MMA_B), True),
    # tcgen05.mma's supported-targets note lists its `.kind::*` values as alternatives (any one
    # written): sm_110a/sm_110f take them (Table 72 family rules), `.kind::i8` only the `a` targets;
    # a conditional note (scale-input-d needs sm_100a/f) must not narrow the others
    ("mma kind f16 on sm_110a", module("9.0", "sm_110a", MMA_KIND.format("f16")), False),
    ("mma kind tf32 on sm_110f", module("9.0", "sm_110f", MMA_KIND.format("tf32")), False),
    ("mma kind f8f6f4 on sm_103f", module("9.0", "sm_103f", MMA_KIND.format("f8f6f4")), False),
    ("mma kind i8 on sm_110a", module("9.0", "sm_110a", MMA_KIND.format("i8")), False),
    ("mma kind i8 on sm_110f", module("9.0", "sm_110f", MMA_KIND.format("i8")), True),
    ("mma kind f16 on sm_120a", module("9.0", "sm_120a", MMA_KIND.format("f16")), True),
    # `.scale_vec::*` needs an `a` target of a tcgen05 family, `.block16`/`.block32` take the `f` ones
    ("mma scale_vec on sm_100a", module("9.4", "sm_100a", MMA_SCALE.format("mxf8f6f4", "scale_vec::1X")), False),
    ("mma scale_vec on sm_107a", module("9.4", "sm_107a", MMA_SCALE.format("mxf8f6f4", "scale_vec::1X")), False),
    ("mma scale_vec on sm_100f", module("9.4", "sm_100f", MMA_SCALE.format("mxf8f6f4", "scale_vec::1X")), True),
    ("mma scale_vec on sm_110f", module("9.4", "sm_110f", MMA_SCALE.format("mxf4", "scale_vec::2X")), True),
    ("mma block16 on sm_110f", module("9.4", "sm_110f", MMA_SCALE.format("mxf4nvf4", "block16")), False),
    # alloca's size has the instruction type (9.7.19.3), not the 32-bit `size` of the bulk copies
    ("alloca.u64 with a 64-bit size", module("9.4", "sm_90", "alloca.u64 %rd1, %rd2;"), False),
    ("alloca.u64 with a 32-bit size", module("9.4", "sm_90", "alloca.u64 %rd1, %r2;"), True),
    ("alloca.u32 with a 32-bit size", module("9.4", "sm_90", "alloca.u32 %r1, %r2, 16;"), False),
]


@pytest.fixture(scope="module")
def ptxas(tmp_path_factory):
    from ptx_test_support import newest_ptxas, ptxas_rejects

    exe = newest_ptxas()
    if not exe:
        pytest.skip("ptxas 13.5 (PTX ISA 9.4) is not installed and cannot be installed here")
    workdir = tmp_path_factory.mktemp("isa94")

    def rejects(name: str, text: str) -> bool:
        target = re.search(r"^\.target (\S+)", text, re.M).group(1)
        path = workdir / (re.sub(r"\W+", "_", name) + ".ptx")
        path.write_text(text, encoding="utf-8")
        return ptxas_rejects(exe, path, target)

    return rejects


@pytest.mark.parametrize("name, text, rejected", CASES, ids=[c[0] for c in CASES])
def test_validator_agrees_with_ptxas(ptxas, name, text, rejected):
    assert ptxas(name, text) is rejected, "ptxas 13.5 changed its verdict: update the row"
    stats = Stats()
    issues = validate_source(text.encode(), cache=FunctionCache(), stats=stats)
    assert stats.failed == 0
    errors = [(i.code, i.message) for i in issues if i.severity == "error"]
    assert bool(errors) is rejected, errors or "no error where ptxas rejects"


@pytest.mark.parametrize("name, text, rejected", [c for c in CASES if not c[2]], ids=[c[0] for c in CASES if not c[2]])
def test_valid_94_parses_without_error_nodes(name, text, rejected):
    """Without ptxas too: the valid rows parse cleanly (no PTX1xx)."""
    issues = validate_source(text.encode(), cache=FunctionCache(), stats=Stats())
    assert not [i for i in issues if i.code.startswith("PTX1")], name
