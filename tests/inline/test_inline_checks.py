"""Diagnostics, hover, completion and signature help inside asm strings (analysis.inline).

The nvcc rules asserted here were checked with nvcc 13.0 (see the module docstring of
`analysis.inline`); `test_nvcc_agrees` re-checks the verdicts with nvcc where it is installed.
"""

from __future__ import annotations

import pytest

from ptx_lsp.analysis.diagnostics.codes import CODES
from ptx_lsp.analysis.inline import CppContext, CppSnapshot, complete, hover, signature_help
from ptx_lsp.analysis.settings import DEFAULT_SETTINGS, InlineSettings, Settings

pytest.importorskip("tree_sitter_cuda")


def issues(body: str, target: str = "", uri: str = "file:///t.cu"):
    src = f"__global__ void k(int *p, long long *q, float *f){{ int y = 0, z = 1; long long w = 0;\n{body}\n}}\n"
    settings = Settings(inline=InlineSettings(target=target))
    doc = CppSnapshot(uri, 1, src.encode(), settings)
    data = doc.data
    return [(i.code, i.severity, data[i.start : i.end].decode()) for i in doc.issues]


def errors(body: str, **kw):
    return [(c, t) for c, s, t in issues(body, **kw) if s == "error"]


VALID = [
    'asm volatile("add.u32 %0, %0, %1;" : "+r"(y) : "r"(z));',
    'asm volatile("mov.u32 %0, %%laneid;" : "=r"(y));',
    'asm volatile("mov.u32 %0, %laneid;" : "=r"(y));',
    'asm volatile("{.reg .pred p; setp.eq.u32 p, %0, 1;}" :: "r"(y));',
    'asm volatile("{.reg .b32 t%=; mov.u32 t%=, %0;}" :: "r"(y));',
    'asm volatile("ld.global.u32 %0, [%1];" : "=r"(y) : "l"(p));',
    'asm volatile("add.s32 %0, %0, %1;" : "+r"(y) : "n"(4));',
    'asm volatile("{.reg .b32 %%t; mov.u32 %%t, %%laneid; mov.u32 %0, %%t;}" : "=r"(y));',
    'asm volatile("mov.u32 %r1, %laneid;");',  # no operands: as written; nvcc declares %r<N>
    'asm("membar.gl;" ::: "memory");',
    'asm volatile("add.f32 %0, %0, %1;" : "+f"(*f) : "f"(1.0f));',
    'asm volatile("setmaxnreg.inc.sync.aligned.u32 %0;" :: "n"(RegCount));',  # value unknown: not judged
    'asm volatile("bar.sync.sync 0;" ::: "memory");',  # ptxas 13 accepts the repeated `.sync`
    # a blank before a modifier (flashinfer's mixed_input_utils.hpp writes these; ptxas accepts them)
    'asm volatile("prmt .b32 %0, %1, %2, %3;\\n" : "=r"(y) : "r"(y), "r"(z), "n"(0x5140));',
    'asm volatile("lop3 .b32 %0, %1, %2, %3, %4;" : "=r"(y) : "r"(y), "r"(z), "r"(z), "n"(0xea));',
    'asm volatile("xor  .b32 %0, %1, %2;" : "=r"(y) : "r"(y), "r"(z));',
]


@pytest.mark.parametrize("body", VALID)
def test_valid_statements_have_no_errors(body):
    assert errors(body) == []


ERROR_CASES = [
    ('asm volatile("addx.u32 %0, %0, 1;" : "+r"(y));', ("PTX401", "addx")),
    ('asm volatile("cp.commit_group;" ::: "memory");', ("PTX401", "cp")),  # ptxas: not an instruction
    ('asm volatile("mbarrier.shared.b64 %0, [%1];" : "=l"(w) : "r"(y));', ("PTX401", "mbarrier")),
    ('asm volatile("add.u33 %0, %0, 1;" : "+r"(y));', ("PTX402", ".u33")),
    ('asm volatile("add.u32 %0, %0, %2;" : "+r"(y) : "r"(z));', ("PTX701", "%2")),
    ('asm volatile("mov.u32 %0, %%laneid;" ::: "memory");', ("PTX101", "%")),  # no operands: %% stays
    ('asm volatile("mov.u32 %0, 1" : "=r"(y));', ("PTX102", "")),
    ('asm volatile("mov.u32 %[out], 1;" : [out] "=r"(y));', ("PTX701", "%[out]")),
    ('asm volatile("{ mov.u32 t, %0; }" :: "r"(y));', ("PTX203", "t")),
    ('asm volatile("add.u32 %0, %0, 1;" : "+l"(w));', ("PTX301", "%0")),
    ('asm volatile("mov.u32 %0, 5;" :: "n"(4));', ("PTX702", "%0")),
    ('asm volatile("add.u32 %0, %0, 1;" : "+r"(w));', ("PTX703", '"+r"')),
]


@pytest.mark.parametrize("body, expected", ERROR_CASES)
def test_errors_land_on_the_faulty_characters(body, expected):
    assert expected in errors(body)


def test_every_inline_code_is_registered_and_has_a_case():
    """The C++-side codes are the PTX7xx rows of the one code table (docs/diagnostics.md lists them),
    and each has a case above: a code of the inline checks can never mean something else."""
    inline_codes = {code for code in CODES if code.startswith("PTX7")}
    assert inline_codes == {code for _, (code, _) in ERROR_CASES if code.startswith("PTX7")}
    assert all(CODES[code].severity == "error" for code in inline_codes)


def test_input_written_and_output_only_read_are_warnings():
    found = issues('asm volatile("mov.u32 %1, %0;" : "=r"(y) : "r"(z));')
    assert ("PTX702", "warning", "%1") in found
    assert ("PTX702", "warning", '"=r"') in found


def test_outputs_of_an_instruction_spelled_in_another_modifier_order_are_written():
    """TileLang writes `atom.release.gpu.global.v4.bf16.add.noftz` (nvcc and ptxas accept the order):
    its destination vector is written, so `=h` outputs are right — no PTX702, only the order hint."""
    body = ('asm volatile("atom.release.gpu.global.v4.bf16.add.noftz {%0,%1,%2,%3}, [%4], {%5,%6,%7,%8};"'
            ' : "=h"(a), "=h"(b), "=h"(c), "=h"(d) : "l"(w), "h"(a), "h"(b), "h"(c), "h"(d) : "memory");')
    found = issues("unsigned short a, b, c, d;\n" + body, target="sm_90a")
    assert not [f for f in found if f[0] == "PTX702"], found
    assert [f[0] for f in found] == ["PTX406"]


def test_every_result_of_a_multi_destination_form_is_written():
    """`tcgen05.ld.red` writes its reduction value as well as the loaded vector (CUTLASS's
    TMEM_LOAD_STAT passes it as `"=f"`): no PTX702 on it; as an input it gets one."""
    body = ('asm volatile("tcgen05.ld.red.sync.aligned.32x32b.x2.max.f32 {%0, %1}, %2, [%3];"'
            ' : "=r"(y), "=r"(z), "=f"(*f) : "r"(y));')
    assert [c for c in issues(body, target="sm_103a") if c[0] == "PTX702"] == []
    read_only = ('asm volatile("tcgen05.ld.red.sync.aligned.32x32b.x2.max.f32 {%0, %1}, %2, [%3];"'
                 ' : "=r"(y), "=r"(z) : "f"(*f), "r"(y));')
    assert ("PTX702", "warning", "%2") in issues(read_only, target="sm_103a")


def test_target_from_settings_and_arch_guards():
    body = 'asm volatile("fence.proxy.async;");'
    assert errors(body) == []  # no target configured: no target checks
    assert any(code == "PTX502" for code, _ in errors(body, target="sm_80"))
    guarded = f"#if __CUDA_ARCH__ >= 900\n{body}\n#endif"
    assert not any(code == "PTX502" for code, _ in errors(guarded, target="sm_80"))


def test_guards_on_other_macros_leave_the_target_open():
    """Under `#if`/`#ifdef` on a macro other than __CUDA_ARCH__ (CUTLASS's CUTE_ARCH_*_ENABLED, a
    project switch) the statement may not be built for the configured target: no target check.
    Include guards, `__CUDACC__` and toolkit-version tests decide nothing about the target."""
    body = 'asm volatile("wgmma.fence.sync.aligned;" ::: "memory");'

    def target_errors(text: str) -> bool:
        return any(code == "PTX502" for code, _ in errors(text, target="sm_100a"))

    assert target_errors(body)
    for guard in ("#if defined(CUTE_ARCH_MMA_SM90A_ENABLED)", "#ifdef USE_WGMMA",
                  "#if defined(__CUDA_ARCH_FEAT_SM90_ALL)", "#if __CUDA_ARCH__ >= 900 && defined(HOPPER)"):
        assert not target_errors(f"{guard}\n{body}\n#endif"), guard
        assert not target_errors(f"{guard}\n#else\n{body}\n#endif"), guard  # either branch
    for guard in ("#ifdef __CUDACC__", "#if CUDA_VERSION >= 12000", "#if defined(__CUDA_ARCH__)"):
        assert target_errors(f"{guard}\n{body}\n#endif"), guard
    assert target_errors(f"#ifndef MY_HEADER_H\n#define MY_HEADER_H\n{body}\n#endif")
    assert not target_errors(f"#ifndef MY_HEADER_H\n#define OTHER 1\n{body}\n#endif")
    # the other checks still run under such guards
    assert ("PTX401", "wgmmx") in errors("#ifdef USE_WGMMA\n" + body.replace("wgmma", "wgmmx") + "\n#endif",
                                         target="sm_100a")


def test_host_assembly_in_headers_is_not_ptx():
    src = b'inline void spin(){ asm volatile("pause" ::: "memory"); }\nvoid g(int x){ asm("cpuid" : "=a"(x)); }'
    assert CppSnapshot("file:///h.h", 1, src).issues == ()


def test_amd_assembly_in_device_functions_of_headers_is_not_ptx():
    """TileLang keeps HIP headers beside its CUDA ones: `s_add_u32 m0, %0, m0` with an "n" operand in a
    `__device__` function is AMD GCN, not a PTX statement missing its `;`; a PTX typo is still checked."""
    src = (b'__device__ void f(int k){ asm volatile("s_add_u32 m0, %0, m0" : : "n"(4) : "memory");\n'
           b'  asm volatile("s_waitcnt vmcnt(%0)" : : "n"(0) : "memory"); }\n')
    assert CppSnapshot("file:///copy.h", 1, src).issues == ()
    typo = b'__device__ void f(int k){ asm volatile("addx.u32 %0, %0, 1;" : "+r"(k)); }\n'
    assert [i.code for i in CppSnapshot("file:///copy.h", 1, typo).issues] == ["PTX401"]


def doc_with(body: str) -> CppSnapshot:
    src = f"__device__ void k(int y, long long w){{\n{body}\n}}\n"
    return CppSnapshot("file:///t.cu", 1, src.encode(), DEFAULT_SETTINGS)


def test_hover_on_opcode_and_placeholder():
    doc = doc_with('asm volatile("add.u32 %0, %0, %1;" : "+r"(y) : "l"(w));')
    data = doc.data
    h = hover(doc, data.index(b"add.u32") + 1)
    assert h is not None and "add" in h.markdown and data[h.start:h.end] == b"add"
    h = hover(doc, data.index(b"%1") + 1)
    assert h is not None and data[h.start:h.end] == b"%1"
    assert '"l"(w)' in h.markdown and ".b64" in h.markdown and "input" in h.markdown
    assert hover(doc, data.index(b"__device__")) is None  # nothing outside strings


def test_completion_after_dot_inside_the_string_only():
    doc = doc_with('asm volatile("ld.global. %0, [%1];" : "=r"(y) : "l"(w));')
    data = doc.data
    at = data.index(b"global.") + len(b"global.")
    items = complete(doc, at)
    labels = {c.label for c in items}
    assert ".u32" in labels
    assert all(data[c.replace_start:c.replace_end] == b"." for c in items if c.replace_start is not None)
    assert complete(doc, data.index(b"__device__") + 3) == []


def test_hover_and_completion_on_a_modifier_after_a_blank():
    doc = doc_with('asm volatile("lop3 .b32 %0, %0, %0, %0, 0xea;\\n\\tprmt ." : "+r"(y));')
    data = doc.data
    h = hover(doc, data.index(b".b32") + 2)
    assert h is not None and data[h.start:h.end] == b".b32" and "lop3" in h.markdown
    labels = {c.label for c in complete(doc, data.index(b"prmt .") + len(b"prmt ."))}
    assert ".b32" in labels


def test_signature_help_in_string():
    doc = doc_with('asm volatile("add.u32 %0, %0, %1;" : "+r"(y) : "r"(y));')
    sig = signature_help(doc, doc.data.index(b"%0, %1") + 4)
    assert sig is not None and sig.label.startswith("add.u32") and sig.active_parameter >= 1


def test_context_defaults():
    assert CppContext("9.0", None).cuda_file


@pytest.mark.parametrize("body, flagged", [
    ('asm volatile("add.u32 %0, %0, 1;" : "+l"(y));', True),  # int in "l": nvcc rejects size(4)
    ('asm volatile("add.u64 %0, %0, 1;" : "+r"(w));', True),
    ('asm volatile("add.f32 %0, %0, %0;" : "+f"(y));', True),  # int in "f": same size, wrong kind
    ('asm volatile("add.u32 %0, %0, 1;" : "+r"(y));', False),
    ('asm volatile("ld.global.u32 %0, [%1];" : "=r"(y) : "l"(p));', False),
    ('asm volatile("cvta.to.global.u32 %0, %1;" : "=r"(y) : "r"(p));', True),  # nvcc 13: 64-bit pointers
    ('#if __CVTA_PTR_64\n#else\nasm volatile("cvta.to.global.u32 %0, %1;" : "=r"(y) : "r"(p));\n#endif',
     False),  # a branch written for 32-bit pointers
    ('asm volatile("add.u32 %0, %0, 1;" : "+r"(reinterpret_cast<unsigned &>(*f)));', False),
    ('asm volatile("add.u32 %0, %0, 1;" : "+r"(*q));', True),
    ('asm volatile("add.u32 %0, %0, %1;" : "+r"(y) : "r"(5ull));', True),
])
def test_cpp_operand_type_against_constraint(body, flagged):
    assert any(code == "PTX703" for code, _ in errors(body)) is flagged


# Blocks and registers shared by the asm statements of one function (nvcc emits them into one PTX
# body; CCCL's for_each_canceled.h opens `{ .reg .b128 query_result;` in one statement and closes it
# in another). Verdicts checked with nvcc 13.0 (-arch=sm_90 -cubin).
@pytest.mark.parametrize("body, expected", [
    ('asm volatile("{\\n\\t.reg .pred p;");\n'
     'asm volatile("setp.eq.s32 p, %1, 0;\\n\\tselp.s32 %0, 1, 0, p;\\n\\t}" : "=r"(y) : "r"(z));', []),
    # the block of the first statement closes before the second: `q` is out of scope (ptxas rejects)
    ('asm volatile("{\\n\\t.reg .pred q;\\n\\t}");\n'
     'asm volatile("setp.eq.s32 q, %1, 0;" : "=r"(y) : "r"(z));', [("PTX203", "q")]),
    # opened and never closed in the function (ptxas: syntax error)
    ('asm volatile("{\\n\\t.reg .pred q;");\n'
     'asm volatile("setp.eq.s32 q, %0, 0;" :: "r"(z));', [("PTX103", "")]),  # at the string's end
])
def test_blocks_shared_across_statements_of_a_function(body, expected):
    assert errors(body) == expected


def test_no_unused_hint_for_a_register_later_statements_use():
    found = issues('asm volatile("{ .reg .pred p;");\nasm volatile("setp.eq.s32 p, %0, 0; }" :: "r"(z));')
    assert not [f for f in found if f[0] == "PTX603"]


def test_out_of_range_placeholder_is_one_error():
    assert errors('asm volatile("add.u32 %0, %0, %2;" : "+r"(y) : "r"(z));') == [("PTX701", "%2")]


def test_vector_mov_reads_a_special_register():  # ptxas 13 accepts both spellings
    assert errors('asm("mov.v4.u32 {%0, %1, %2, _}, %%nclusterid;" : "=r"(y), "=r"(z), "=r"(y));') == []
    assert errors('asm("mov.v4.u32 {%0, %1, %2, _}, %%ctaid.x;" : "=r"(y), "=r"(z), "=r"(y));') == []


def test_string_operand_leaves_the_rest_of_the_statement_checked():
    # nvcc pastes a "C" operand's constexpr string; the instruction holding it is not judged
    body = 'asm volatile("st%0.global.u32 [%1], %2;\\n\\taddx.u32 %2, %2, 1;" :: "C"(sem), "l"(p), "r"(y));'
    assert errors(body) == [("PTX401", "addx")]
    assert errors(body.replace("addx", "add")) == []


def test_memory_operand_in_device_code_is_an_error():  # nvcc 13 rejects "m" in __device__/__global__
    src = (b'__global__ void k(int *p){ asm volatile("ld.global.u32 %0, %1;" : "=r"(p[0]) : "m"(p[1])); }\n'
           b'__host__ __device__ void h(int *p){\n#ifndef __CUDA_ARCH__\n'
           b'  asm volatile("movl %1, %0" : "=r"(p[0]) : "m"(p[1]));\n#endif\n}\n'
           b'void host(int *p){ asm volatile("movl %1, %0" : "=r"(p[0]) : "m"(p[1])); }\n')
    found = [(i.code, src[i.start:i.end]) for i in CppSnapshot("file:///m.cu", 1, src).issues]
    assert found == [("PTX703", b'"m"')]


def test_device_functions_in_plain_headers_are_checked_whatever_the_first_word():
    src = (b'__device__ int f(){ int r; asm("addx.u32 %0, 1;" : "=r"(r)); return r; }\n'
           b'inline void spin(){ asm volatile("pause" ::: "memory"); }\n'
           b'inline int g(){ int r; asm("bswap %0" : "+r"(r)); return r; }\n')
    found = [(i.code, src[i.start:i.end]) for i in CppSnapshot("file:///h.h", 1, src).issues if i.severity == "error"]
    assert found == [("PTX401", b"addx")]
