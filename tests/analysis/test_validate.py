"""Table-driven tests of the validator: each source yields the expected code on the marked range.

`⟦...⟧` marks the exact byte range the diagnostic must cover; `check` also asserts that no other
*error* is reported, so every case doubles as a no-false-positive test for its surroundings.
"""

from __future__ import annotations

import pytest

from ptx_lsp.analysis.diagnostics import FunctionCache, Stats, validate_source
from ptx_lsp.analysis.diagnostics.codes import CODES
from ptx_lsp.spec.version import KNOWN_ISA_VERSION

HEADER = ".version 8.0\n.target sm_80\n.address_size 64\n"


def kernel(body: str, header: str = HEADER, params: str = ".param .u64 p") -> str:
    return f"{header}.visible .entry k({params})\n{{\n{body}\n}}\n"


REGS = ".reg .pred %p<4>;\n.reg .b32 %r<10>;\n.reg .b64 %rd<10>;\n.reg .f32 %f<10>;\n"


def run(source: str, **kw):
    data = source.replace("⟦", "").replace("⟧", "").encode()
    stats = Stats()
    issues = validate_source(data, cache=FunctionCache(), stats=stats, **kw)
    assert stats.failed == 0, "a check raised"
    return data, issues


def check(source: str, code: str, severity: str | None = None) -> None:
    start = source.encode().index("⟦".encode())
    end = source.encode().index("⟧".encode()) - len("⟦".encode())
    data, issues = run(source)
    hits = [i for i in issues if i.code == code]
    assert hits, f"no {code} in {[(i.code, i.message) for i in issues]}"
    assert any((i.start, i.end) == (start, end) for i in hits), (
        f"{code} at {[(data[i.start:i.end], i.message) for i in hits]}, wanted {data[start:end]!r}")
    if severity:
        assert all(i.severity == severity for i in hits)
    others = [i for i in issues if i.severity == "error" and i.code != code]
    assert not others, [(i.code, i.message) for i in others]
    assert all(i.message for i in hits)


CASES = [
    # syntax
    ("missing semicolon", kernel(REGS + "add.s32 %r1, %r2, 1⟦\n⟧mov.u32 %r3, 4;"), "PTX102"),
    ("stray closing brace", kernel(REGS + "ret;") + "⟦}⟧\n", "PTX103"),
    ("junk statement", kernel(REGS + "add.s32 %r1 ⟦%r2 3⟧;"), "PTX101"),
    ("non-ASCII in a comment", kernel(REGS + "// caf⟦é⟧\nret;"), "PTX104"),
    ("constant overflow", kernel(REGS + "mov.u64 %rd1, ⟦100000000000000000000⟧;"), "PTX105"),
    ("family count overflow", kernel(".reg .b32 %q<⟦4294967296⟧>;\n" + REGS + "ret;"), "PTX105"),
    # symbols
    ("undefined register", kernel(REGS + "mov.u32 %r1, ⟦%q7⟧;"), "PTX201"),
    ("register out of family", kernel(REGS + "mov.u32 %r1, ⟦%r10⟧;"), "PTX202"),
    ("undefined label", kernel(REGS + "bra ⟦L_nowhere⟧;"), "PTX204"),
    ("undefined symbol", kernel(REGS + "mov.u64 %rd1, ⟦gvar⟧;"), "PTX203"),
    ("symbol declared later", kernel(REGS + "mov.u64 %rd1, ⟦gvar⟧;") + ".global .u32 gvar;\n", "PTX203"),
    ("branch table used before it is declared", kernel(REGS + "L1:\nbrx.idx %r1, ⟦tbl⟧;\ntbl: .branchtargets L1;"),
     "PTX206"),
    ("use before .reg", kernel("mov.u32 ⟦%x⟧, 1;\n.reg .b32 %x;"), "PTX206"),
    ("duplicate register family", kernel(REGS + ".reg .b32 ⟦%r⟧<10>;"), "PTX205"),
    ("duplicate label", kernel(REGS + "L1:\nret;\n⟦L1⟧:\nret;"), "PTX205"),
    ("duplicate module variable", HEADER + ".global .u32 g;\n.global .u32 ⟦g⟧;\n", "PTX205"),
    ("duplicate label in sections", HEADER + ".section .debug_str\n{\nLs1:\n.b8 0\n⟦Ls1⟧:\n.b8 0\n}\n", "PTX205"),
    ("label of an inner block", kernel(REGS + "{ L1: ret; }\nbra ⟦L1⟧;"), "PTX204"),
    # declarations / state spaces
    ("predicate outside .reg", HEADER + ".global ⟦.pred⟧ gp;\n", "PTX303"),
    ("module .local", HEADER + "⟦.local⟧ .u32 lv;\n", "PTX304"),
    ("initializer in .shared", HEADER + ".shared .u32 sv = ⟦3⟧;\n", "PTX305"),
    ("initializer on .extern", HEADER + ".extern .global .u32 ev = ⟦3⟧;\n", "PTX305"),
    ("vector over 128 bits", HEADER + ".global ⟦.v4 .f64⟧ vv;\n", "PTX306"),
    ("alignment not a power of two", HEADER + ".global .align ⟦6⟧ .b8 a[12];\n", "PTX307"),
    ("family with array", kernel(".reg .b32 ⟦%r<4>[2]⟧;"), "PTX308"),
    (".ptr on a .func parameter", HEADER + ".func f(.param .u64 ⟦.ptr .global⟧ p)\n{\nret;\n}\n", "PTX309"),
    ("ld space does not fit symbol", HEADER + ".const .u32 cv;\n" + kernel(REGS + "ld.global.u32 %r1, [⟦cv⟧];", header=""),
     "PTX310"),
    ("generic ld of a parameter", kernel(REGS + "ld.u64 %rd1, [⟦p⟧];"), "PTX310"),
    ("write to kernel parameter", kernel(REGS + "st.param.u64 [⟦p⟧], %rd1;"), "PTX311"),
    ("read of return parameter", HEADER + ".func (.param .b32 rv) f()\n{\n.reg .b32 %r<2>;\nld.param.b32 %r1, [⟦rv⟧];\nret;\n}\n",
     "PTX311"),
    # types
    ("type mismatch all operands", kernel(REGS + "add.s64 ⟦%r1⟧, %r2, %r3;"), "PTX301"),
    ("st data narrower than type", kernel(REGS + "st.global.u64 [%rd1], ⟦%r1⟧;"), "PTX301"),
    ("source wider than clz type", kernel(REGS + "clz.b32 %r1, ⟦%rd1⟧;"), "PTX301"),
    ("vector elements narrower than type", kernel(REGS + "st.local.v2.u64 [%rd1], ⟦{%r1, %r2}⟧;"), "PTX301"),
    ("special register as destination", kernel(REGS + "mov.u32 ⟦%tid⟧.x, %r1;"), "PTX302"),
    ("sub-word type on add", kernel(REGS + ".reg .b16 %rs<3>;\nadd⟦.u8⟧ %rs1, %rs2, 1;"), "PTX312"),
    ("f16 on ld", kernel(REGS + ".reg .b16 %rs<3>;\nld.global⟦.f16⟧ %rs1, [%rd1];"), "PTX312"),
    ("sub-byte type in a declaration", kernel(REGS + ".reg ⟦.u4⟧ %nib;\nret;"), "PTX312"),
    ("single-bit type in a parameter", HEADER + ".func f(.param ⟦.b1⟧ h)\n{\nret;\n}\n", "PTX312"),
    ("alternate float in a declaration", HEADER + ".global ⟦.e4m3⟧ g8;\n", "PTX312"),
    ("unknown type in a declaration", HEADER + ".global ⟦.u24⟧ g24;\n", "PTX312"),
    ("guard is not a predicate", kernel(REGS + "@⟦%r1⟧ bra L1;\nL1:\nret;"), "PTX301"),
    # modifiers and operands
    ("unknown opcode", kernel(REGS + "⟦addx⟧.s32 %r1, %r2, %r3;"), "PTX401"),
    ("unknown modifier", kernel(REGS + "ld⟦.globl⟧.u32 %r1, [%rd1];"), "PTX402"),
    ("modifier of another instruction", kernel(REGS + "add⟦.global⟧.s32 %r1, %r2, %r3;"), "PTX403"),
    ("two rounding modes", kernel(REGS + "add.rn⟦.rz⟧.f32 %f1, %f2, %f3;"), "PTX404"),
    ("missing comparison", kernel(REGS + "⟦setp.s32⟧ %p1, %r1, %r2;"), "PTX405"),
    ("too many operands", kernel(REGS + "add.s32 %r1, %r2, %r3, ⟦%r4⟧;"), "PTX407"),
    ("too few operands", kernel(REGS + "add.s32 ⟦%r1, %r2⟧;"), "PTX407"),
    ("register where address expected", kernel(REGS + "ld.global.u32 %r1, ⟦%rd1⟧;"), "PTX408"),
    ("register where the syntax has a sink", kernel(REGS + "mbarrier.arrive.shared::cluster.b64 ⟦%rd1⟧, [%rd2];",
                                                     header=".version 8.0\n.target sm_90\n"), "PTX408"),
    ("barrier number out of range", kernel(REGS + "bar.sync ⟦16⟧;"), "PTX410"),
    ("comparison not defined for bit types", kernel(REGS + "setp⟦.lt⟧.b32 %p1, %r1, %r2;"), "PTX403"),
    ("constant as destination", kernel(REGS + "mov.u32 ⟦5⟧, %r1;"), "PTX408"),
    # calls
    ("call with too few arguments", HEADER + ".func (.param .b32 r) f(.param .b32 a, .param .b64 b)\n{\nret;\n}\n"
     + kernel("{\n.param .b32 p0;\n.param .b32 r0;\ncall.uni (r0), f, ⟦(p0)⟧;\n}", header=""), "PTX409"),
    ("call argument type", HEADER + ".func (.param .b32 r) f(.param .b32 a, .param .s64 b)\n{\nret;\n}\n"
     + kernel("{\n.param .b32 p0;\n.param .f64 p1;\n.param .b32 r0;\ncall.uni (r0), f, (p0, ⟦p1⟧);\n}", header=""),
     "PTX409"),
    ("indirect call against its prototype", kernel(REGS + "proto: .callprototype (.param .b32 _) _ (.param .b32 _);\n"
                                                   "{\n.param .b32 p0;\n.param .b32 p1;\n.param .b32 r0;\n"
                                                   "call (r0), %rd1, ⟦(p0, p1)⟧, proto;\n}"), "PTX409"),
    # version / target
    ("instruction needs newer target", kernel(REGS + "⟦mapa.u64⟧ %rd1, %rd2, %r1;"), "PTX502"),
    ("arch-specific instruction", kernel("⟦wgmma.fence.sync.aligned⟧;", header=".version 8.0\n.target sm_90\n"),
     "PTX502"),
    ("special register needs newer target", kernel(REGS + "mov.u32 %r1, ⟦%cluster_ctarank⟧;"), "PTX502"),
    ("instruction needs newer version", kernel(REGS + "⟦nanosleep.u32⟧ %r1;",
                                               header=".version 6.2\n.target sm_70\n"), "PTX501"),
    ("three-input min needs sm_100 (form-specific note)",
     kernel(REGS + "⟦min.f32⟧ %f1, %f2, %f3, %f4;", header=".version 8.8\n.target sm_90\n"), "PTX502"),
    ("three-input max needs 8.8 (form-specific note)",
     kernel(REGS + "⟦max.f32⟧ %f1, %f2, %f3, %f4;", header=".version 8.7\n.target sm_100\n"), "PTX501"),
    ("target needs newer version", ".version 7.0\n.target ⟦sm_90⟧\n", "PTX501"),
    ("missing .version", "⟦.target sm_80⟧\n.visible .entry k()\n{\nret;\n}\n", "PTX503"),
    ("version not first", ".target sm_80\n⟦.version 8.0⟧\n", "PTX504"),
    ("bad address size", ".version 8.0\n.target sm_80\n.address_size ⟦48⟧\n", "PTX506"),
    ("unknown target", ".version 8.0\n.target ⟦sm_5x⟧\n", "PTX507"),
    ("per-CTA memory register without .minperctamemory",
     kernel(REGS + "mov.u64 %rd1, ⟦%perctamemoryoffset⟧;", header=".version 9.4\n.target sm_90\n.address_size 64\n"),
     "PTX508"),
]


@pytest.mark.parametrize("source, code", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_case(source: str, code: str) -> None:
    check(source, code)


WARNINGS = [
    ("newer version is a note", ".version ⟦9.9⟧\n.target sm_90\n", "PTX505"),
    ("newer target is a note", ".version 9.0\n.target ⟦sm_999⟧\n", "PTX505"),
    ("f16 parameter", HEADER + ".func f(.param ⟦.f16⟧ h)\n{\nret;\n}\n", "PTX601"),
    ("system call prototype", HEADER + ".extern .func (.param .b32 r) ⟦vprintf⟧ (.param .b64 a);\n", "PTX605"),
    ("unused label", kernel(REGS + "⟦L_unused⟧:\nret;"), "PTX604"),
    ("unused register", kernel(REGS + ".reg .b32 ⟦%lonely⟧;\nret;"), "PTX603"),
    ("modifier order", kernel(REGS + "⟦atom.add.release.gpu.u32⟧ %r1, [%rd1], %r2;"), "PTX406"),
    ("modifiers no form takes together", kernel(REGS + "ld.volatile⟦.sys⟧.global.u32 %r1, [%rd1];"), "PTX413"),
    ("odd parameter alignment", HEADER + ".func f(.param .align ⟦256⟧ .b8 h[256])\n{\nret;\n}\n", "PTX602"),
]


@pytest.mark.parametrize("source, code", [c[1:] for c in WARNINGS], ids=[c[0] for c in WARNINGS])
def test_warning(source: str, code: str) -> None:
    check(source, code, severity=CODES[code].severity)
    assert CODES[code].severity != "error"


NEWER = f"{KNOWN_ISA_VERSION.split('.')[0]}.{int(KNOWN_ISA_VERSION.split('.')[1]) + 1}"  # e.g. 9.5 for 9.4


def test_newer_version_is_checked_with_the_known_rules() -> None:
    """`.version` one above the known ISA: one information note, and the known ISA's rules still apply
    (redux.sync needs sm_80: on sm_75 that stays an error)."""
    src = kernel(REGS + "redux.sync.add.s32 %r1, %r2, -1;", header=f".version {NEWER}\n.target sm_80\n")
    _data, issues = run(src)
    assert [(i.code, i.severity) for i in issues] == [("PTX505", "information")]
    assert KNOWN_ISA_VERSION in issues[0].message
    src = kernel(REGS + "redux.sync.add.s32 %r1, %r2, -1;", header=f".version {NEWER}\n.target sm_75\n")
    _data, issues = run(src)
    assert ("PTX502", "error") in [(i.code, i.severity) for i in issues]


@pytest.mark.parametrize("statement, code", [
    ("frobnicate.b32 %r1, %r2;", "PTX401"),
    ("add.newmod.u32 %r1, %r2, %r3;", "PTX402"),
    ("add.u32 %r1, %r2;", "PTX407"),
])
def test_unknowns_in_a_newer_file_are_warnings(statement: str, code: str) -> None:
    """What the known ISA lacks may be the newer ISA's addition: a warning that says so, never an error;
    the same statement in a file of the known version stays an error."""
    _data, issues = run(kernel(REGS + statement, header=f".version {NEWER}\n.target sm_90\n"))
    found = [i for i in issues if i.code == code]
    assert found and all(i.severity == "warning" for i in found), issues
    assert f"not in PTX ISA {KNOWN_ISA_VERSION}; may be newer" in found[0].message
    assert not [i for i in issues if i.severity == "error"]
    _data, issues = run(kernel(REGS + statement, header=f".version {KNOWN_ISA_VERSION}\n.target sm_90\n"))
    assert [i.severity for i in issues if i.code == code] == ["error"]


VALID = [
    ("registers, labels, params", kernel(REGS + "ld.param.u64 %rd1, [p];\nmov.u32 %r1, %tid.x;\n"
                                          "setp.lt.s32 %p1, %r1, 4;\n@%p1 bra L1;\nadd.s32 %r2, %r1, 1;\nL1:\nret;")),
    ("inner block shadows", kernel(REGS + "{ .reg .b32 %q; mov.u32 %q, 1; }\n{ .reg .b64 %q; mov.u64 %q, 2; }")),
    ("forward label in same block", kernel(REGS + "bra L9;\nL9:\nret;")),
    ("vector of matching registers", kernel(REGS + "st.global.v2.u32 [%rd1], {%r1, %r2};\n"
                                            "ld.global.v2.u16 {%r1, %r2}, [%rd1];")),
    ("wider ld destination", kernel(REGS + "ld.global.u8 %r1, [%rd1];\ncvt.u64.u32 %rd2, %r1;")),
    ("recursive call", HEADER + ".func (.param .b32 r) f(.param .b32 a)\n{\n.reg .b32 %r<3>;\n"
                                "ld.param.b32 %r1, [a];\n{\n.param .b32 a0;\n.param .b32 r0;\nst.param.b32 [a0], %r1;\n"
                                "call.uni (r0), f, (a0);\nld.param.b32 %r2, [r0];\n}\nst.param.b32 [r], %r2;\nret;\n}\n"),
    ("generic ld of a global", (HEADER + ".global .u32 g;\n.shared .u32 s;\n" + kernel(
        REGS + "ld.u32 %r1, [g];\nld.shared::cluster.u32 %r2, [s];", header="")).replace("sm_80", "sm_90")),
    ("WARP_SZ constant", kernel(REGS + "mov.u32 %r1, WARP_SZ;")),
    ("sub-byte matrix and pack types", kernel(REGS + "mma.sync.aligned.m8n8k32.row.col.s32.u4.s4.s32 {%r1, %r2}, {%r3}, "
                                             "{%r4}, {%r5, %r6};\nmma.sync.aligned.m8n8k128.row.col.s32.b1.b1.s32.and.popc "
                                             "{%r1, %r2}, {%r3}, {%r4}, {%r5, %r6};\ncvt.pack.sat.u4.s32.b32 %r1, %r2, %r3, %r4;\n"
                                             "cvt.pack.sat.s2.s32.b32 %r1, %r2, %r3, %r4;")),
    ("declarable types", HEADER.replace("8.0", "8.3") + ".global .texref tex0;\n.global .b128 wide;\n.global .f16x2 h2;\n"
                         + kernel(REGS + "ret;", header="")),
    ("two-input min is not held to the three-input note",
     kernel(REGS + "min.f32 %f1, %f2, %f3;\nmax.f32 %f1, %f2, %f3;", header=".version 8.0\n.target sm_80\n")),
    ("three-input min where it exists", kernel(REGS + "min.f32 %f1, %f2, %f3, %f4;", header=".version 8.8\n.target sm_100\n")),
    ("sinks where the ISA allows them", kernel(
        REGS + "mbarrier.arrive.shared::cluster.b64 _, [%rd2];\nmbarrier.arrive.expect_tx.shared::cluster.b64 _, [%rd2], 16;\n"
        "mbarrier.arrive.shared::cta.b64 _, [%rd2];\nmbarrier.arrive.shared::cta.b64 %rd1, [%rd2];\n"
        "setp.eq.s32 _|%p1, %r1, %r2;\nelect.sync _|%p2, -1;\nmov.b64 {%r1, _}, %rd3;\n"
        "ld.global.v8.b32 {%r1, _, %r2, %r3, %r4, %r5, %r6, %r7}, [%rd4];",
        header=".version 8.8\n.target sm_100\n")),
    ("version note for another target (cvt .e4m3x2 on sm_90 from 7.8)",
     kernel(REGS + ".reg .b16 %rs<3>;\ncvt.rn.satfinite.e4m3x2.f32 %rs1, %f1, %f2;", header=".version 7.8\n.target sm_90\n")),
    ("mul.wide and shifts", kernel(REGS + "mul.wide.s32 %rd1, %r1, 4;\nshl.b64 %rd2, %rd1, %r2;\n"
                                   "selp.u32 %r3, 1, 0, %p1;\nclz.b64 %r4, %rd2;")),
]


@pytest.mark.parametrize("source", [c[1] for c in VALID], ids=[c[0] for c in VALID])
def test_valid_code_has_no_error(source: str) -> None:
    _data, issues = run(source)
    assert not [i for i in issues if i.severity == "error"], [(i.code, i.message) for i in issues]


def test_target_override_checks_against_given_target() -> None:
    src = kernel(REGS + "mapa.u64 %rd1, %rd2, %r1;", header=".version 8.0\n.target sm_90\n")
    _d, ok = run(src)
    assert not [i for i in ok if i.severity == "error"]
    _d, low = run(src, target_override="sm_80")
    assert [i.code for i in low if i.severity == "error"] == ["PTX502"]


def test_every_issue_has_a_documented_code() -> None:
    _d, issues = run(kernel(REGS + "addx.s32 %r1, %r2, %r3;\nmov.u32 %r1, %q;\nbra nowhere;\n"))
    assert issues and all(i.code in CODES for i in issues)


@pytest.mark.parametrize("junk", [b"\x00\xff\xfe" * 200, bytes(range(256)) * 8, b"{" * 500, b"}" * 500,
                                  b".version 8.0\n.target sm_80\n\xff\xfe .entry k() { ret; }\n"])
def test_junk_never_crashes(junk: bytes) -> None:
    stats = Stats()
    validate_source(junk, cache=FunctionCache(), stats=stats)
    assert stats.failed == 0


def test_every_code_has_a_table_case() -> None:
    """Each documented code (ptxas's own aside, and the C++ side of inline asm, PTX7xx, whose cases
    are in tests/inline/test_inline_checks.py) is produced by at least one case above."""
    covered = {c[2] for c in CASES} | {c[2] for c in WARNINGS}
    assert covered == {code for code in CODES if code != "PTXAS" and not code.startswith("PTX7")}


def test_conditional_notes_are_never_requirements() -> None:
    """A note whose condition the spec data cannot model (`conditional`: "64-bit red.and needs 3.1")
    is a hover hint: the 32-bit spelling under an older `.version` gets no PTX501, not even a warning."""
    src = kernel(REGS + "red.global.and.b32 [%rd1], %r1;\natom.global.or.b32 %r2, [%rd1], %r1;",
                 header=".version 3.0\n.target sm_30\n")
    _data, issues = run(src)
    assert not [i for i in issues if i.code in ("PTX501", "PTX502")], [(i.code, i.message) for i in issues]


def test_out_of_order_modifiers_are_only_a_hint() -> None:
    """ptxas and nvcc accept modifiers in other orders: the spec's `out_of_order` is PTX406, a hint."""
    _data, issues = run(kernel(REGS + "atom.add.release.gpu.u32 %r1, [%rd1], %r2;\nred.add.relaxed.gpu.global.u32 [%rd1], %r2;",
                               header=".version 8.2\n.target sm_80\n"))
    order = [i for i in issues if i.code == "PTX406"]
    assert order and all(i.severity == "hint" for i in order)
    assert not [i for i in issues if i.severity == "error"]


VERSION_SEVERITY = [
    ("modifier introduced in a later version", kernel(REGS + "⟦fence.proxy.tensormap::generic.acquire.gpu⟧ [%rd1], 128;",
                                                       header=".version 8.0\n.target sm_90\n"), "error"),
    ("state-space sub-qualifier read from the spec's requirement", kernel(
        REGS + "⟦ld.shared::cta.u32⟧ %r1, [%rd1];", header=".version 7.0\n.target sm_80\n"), "error"),
    ("form-specific note: integer result of an f16 comparison", kernel(
        REGS + ".reg .b16 %h<4>;\nset.eq.f16.u16 %h1, %h2, %h3;\n⟦set.eq.u32.f16⟧ %r1, %h2, %h3;",
        header=".version 6.3\n.target sm_75\n"), "error"),
    ("modifier ptxas accepts a version early (ptxas_ptx)",
     kernel(REGS + "⟦cp.async.ca.shared::cta.global⟧ [%rd1], [%rd2], 16;", header=".version 7.0\n.target sm_80\n"), "warning"),
    ("version note for one target (cvt .e4m3x2 on sm_89 needs 8.1)",
     kernel(REGS + ".reg .b16 %rs<3>;\n⟦cvt.rn.satfinite.e4m3x2.f32⟧ %rs1, %f1, %f2;", header=".version 8.0\n.target sm_89\n"),
     "error"),
]


@pytest.mark.parametrize("source, severity", [c[1:] for c in VERSION_SEVERITY], ids=[c[0] for c in VERSION_SEVERITY])
def test_modifier_version_severity(source: str, severity: str) -> None:
    """A modifier's version note is an error where ptxas rejects the spelling below it, a warning where
    ptxas may accept it (the overlay's measured `ptxas_ptx`, or notes split by a target we do not model)."""
    check(source, "PTX501", severity=severity)
