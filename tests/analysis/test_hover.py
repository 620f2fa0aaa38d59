"""Hover, kind by kind: tables of source-with-cursor (`$0` before the hovered character) -> fragments.

`check(source, fragments)` asserts that the Markdown hover contains every fragment, that the plain
text variant carries the same facts without Markdown syntax, and that the range is the hovered word.
"""

from __future__ import annotations

import pytest

from ptx_lsp.analysis.host import Snapshot
from ptx_lsp.analysis.hover import hover
from ptx_lsp.analysis.settings import Settings

KERNEL = """.version 8.0
.target sm_90a
.address_size 64
.global .align 16 .b8 buf[1024] = {{1, 2, 3}};
.const .f32 scale = 0f3F800000;
.extern .func (.param .b32 ret) helper (.param .b64 a, .param .b32 b);
.func (.param .b32 r) add2 (.param .b32 x, .param .b32 y)
{{
  .reg .b32 %t<3>;
  ld.param.b32 %t1, [x];
  st.param.b32 [r], %t1;
  ret;
}}
.visible .entry k(.param .u64 k_param_0, .param .align 8 .b8 k_param_1[16])
{{
  .reg .pred %p<3>;
  .reg .b32 %r<100>;
  .reg .f32 %f<8>;
  .reg .b64 %rd<10>;
  .shared .align 4 .f32 sh[32];
  {body}
$L__BB0_2:
  bra.uni $L__BB0_2;
  ret;
}}
"""


def at_cursor(source: str, settings: Settings | None = None) -> tuple[Snapshot, int]:
    before, _, after = source.partition("$0")
    kwargs = {"settings": settings} if settings is not None else {}
    return Snapshot.from_text(before + after, **kwargs), len(before.encode())


def body(line: str) -> str:
    return KERNEL.format(body=line)


def check(source: str, fragments: list[str], *, absent: tuple[str, ...] = (), word: str | None = None,
          settings: Settings | None = None) -> str:
    """Hover at `$0`; every fragment in the Markdown, none of `absent`; returns the Markdown."""
    snapshot, offset = at_cursor(source, settings)
    result = hover(snapshot, offset)
    assert result is not None, source
    missing = [f for f in fragments if f not in result.markdown]
    assert not missing, f"missing {missing} in:\n{result.markdown}"
    for f in absent:
        assert f not in result.markdown, f"{f!r} should not be in:\n{result.markdown}"
    assert "```" not in result.plaintext and "**" not in result.plaintext
    for f in fragments:  # the plain text says the same, minus Markdown
        assert f.replace("`", "").replace("**", "") in result.plaintext, (f, result.plaintext)
    assert result.start <= offset < result.end or result.end == offset
    if word is not None:
        assert snapshot.source.text[result.start:result.end].decode() == word
    return result.markdown


# --- opcodes: summary, form for the written modifiers, modifiers, operands, requirements, link -----

OPCODES = [
    (body("$0suld.b.2d.b32.trap %r1, [%rd1, {%r2, %r3}];"), "suld",
     ["suld.b.geom{.cop}.vec.dtype.clamp d, [a, b]", "Load raw data from a surface",
      "`.2d` (`.geom`)", "`.b32` (`.dtype`)", "`.trap` (`.clamp`)", "`d` — destination register, `.b32`",
      "#surface-instructions-suld"]),
    (body("$0setp.eq.s32 %p1, %r1, %r2;"), "setp",
     ["setp.CmpOp{.ftz}.type", "`.eq` (`.CmpOp`)", "`a` — source register, `.s32`", "PTX ISA 1.0"]),
    (body("$0ld.global.nc.v2.f32 {%f1, %f2}, [%rd1];"), "ld",
     ["ld.global.nc", "`.v2`", "`d` — destination", ".v2.f32"]),
    (body("$0cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [sh], [%rd1, {%r1, %r2}], [%rd2];"),
     "cp", ["cp.async.bulk.tensor", "`.2d` (`.dim`)", "`.shared::cluster` (`.dst`)",
            "`.mbarrier::complete_tx::bytes` (`.completion_mechanism`)", "`sm_90` or higher"]),
    (body("$0wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {%f1, %f2, %f3, %f4}, %rd1, %rd2, %p1, 1, 1, 0, 0;"),
     "wgmma", ["wgmma.mma_async", "`.m64n8k16` (`.shape`)", "sm_90a"]),
    (body("$0cvt.rn.f32.s32 %f1, %r1;"), "cvt", ["cvt", "`.rn` (`.frnd`)", "`.f32` (`.dtype`)", "`.s32` (`.atype`)"]),
]


@pytest.mark.parametrize(("source", "word", "fragments"), OPCODES, ids=[o[1] + str(i) for i, o in enumerate(OPCODES)])
def test_opcode(source: str, word: str, fragments: list[str]) -> None:
    check(source, fragments, word=word)


def test_opcode_flags_a_too_low_version_and_target() -> None:
    source = ".version 7.0\n.target sm_80\n.entry k()\n{\n  $0wgmma.fence.sync.aligned;\n}\n"
    md = check(source, ["PTX ISA 8.0", "⚠", "`.version 7.0`"])
    assert "`.target sm_80`" in md
    ok = ".version 8.0\n.target sm_90a\n.entry k()\n{\n  $0wgmma.fence.sync.aligned;\n}\n"
    check(ok, ["PTX ISA 8.0"], absent=("⚠",))


def test_requirements_concern_only_what_is_written() -> None:
    plain = ".version 7.0\n.target sm_80\n.entry k()\n{\n  $0ld.shared.v4.f32 {%f1, %f2, %f3, %f4}, [%r1];\n}\n"
    check(plain, ["ld"], absent=("⚠", "sm_90"))  # the `.unified` note is not about this load
    prefetch = ".version 7.4\n.target sm_70\n.entry k()\n{\n  $0ld.global.L2::256B.u32 %r1, [%rd1];\n}\n"
    check(prefetch, ["`sm_80` or higher", "⚠"])  # `.L2::256B` itself needs sm_80 (ptxas 13.0 and 13.5)
    setp = ".version 3.0\n.target sm_30\n.entry k()\n{\n  $0setp.eq.s32 %p1, %r1, %r2;\n}\n"
    check(setp, ["setp"], absent=("⚠", "sm_53"))  # the half-precision section's notes do not apply


def test_opcode_uses_the_default_target_when_the_file_has_none() -> None:
    source = ".entry k()\n{\n  $0wgmma.fence.sync.aligned;\n}\n"
    check(source, ["⚠", "the default"], settings=Settings(default_target="sm_80", default_version="9.0"))


# --- modifiers: meaning here and the rest of the group ---------------------------------------------

MODIFIERS = [
    (body("suld.b.2d.b32$0.trap %r1, [%rd1, {%r2, %r3}];"), ".trap",
     ["**`.trap`** in `suld`", "group `.clamp`", "`.clamp` —", "`.zero` —"]),
    (body("suld.b$0.2d.b32.trap %r1, [%rd1, {%r2, %r3}];"), ".2d",
     ["group `.geom`", "`.1d`", "`.3d`", "`.a1d`", "`.a2d`"]),
    (body("sust.b.1d$0.cg.b32.zero [%rd1, {%r1}], %r2;"), ".cg", ["group `.cop`", "`.wb`", "`.cs`", "`.wt`"]),
    (body("sured.b$0.add.2d.u32.trap [%rd1, {%r1, %r2}], %r3;"), ".add", ["group `.op`", "`.min`", "`.max`"]),
    (body("suq$0.width.b32 %r1, [%rd1];"), ".width", ["group `.query`", "`.height`", "`.depth`"]),
    (body("ld.global$0.ca.u32 %r1, [%rd1];"), ".ca", ["group `.cop`", "`.cg`", "`.cs`", "`.lu`", "`.cv`"]),
    (body("ld$0.global.ca.u32 %r1, [%rd1];"), ".global", ["group `.ss`", "`.shared`", "`.local`"]),
    (body("st.global.wb$0.v2.u32 [%rd1], {%r1, %r2};"), ".v2", ["group `.vec`", "`.v4`"]),
    (body("cvt$0.rzi.s32.f32 %r1, %f1;"), ".rzi", ["group `.irnd`", "`.rni`", "`.rmi`", "`.rpi`"]),
    (body("mma.sync.aligned.m16n8k16$0.row.col.f32.bf16.bf16.f32 {%f1,%f2,%f3,%f4}, {%r1,%r2,%r3,%r4}, {%r5,%r6}, {%f5,%f6,%f7,%f8};"),
     ".row", ["`.row`", "in `mma`"]),
    (body("cp.async.bulk.tensor$0.2d.shared::cluster.global.mbarrier::complete_tx::bytes [sh], [%rd1, {%r1, %r2}], [%rd2];"),
     ".2d", ["group `.dim`", "`.1d`", "`.5d`"]),
    (body("wgmma.mma_async.sync.aligned$0.m64n8k16.f32.bf16.bf16 {%f1, %f2, %f3, %f4}, %rd1, %rd2, %p1, 1, 1, 0, 0;"),
     ".m64n8k16", ["group `.shape`", "`.m64n16k16`"]),
]


@pytest.mark.parametrize(("source", "word", "fragments"), MODIFIERS, ids=[m[1] + str(i) for i, m in enumerate(MODIFIERS)])
def test_modifier(source: str, word: str, fragments: list[str]) -> None:
    check(source, fragments, word=word)


def test_type_modifier_says_which_register_to_declare() -> None:
    check(body("cvt.rn$0.bf16x2.f32 %r1, %f1, %f2;"), ["Type `.bf16x2`: 32 bits", "declare registers as `.b32`"])


def test_opcode_warns_when_modifiers_match_no_form() -> None:
    check(body("$0suld.b.2d.b32 %r1, [%rd1, {%r2, %r3}];"), ["is incomplete"])
    check(body("$0suld.b.9d.b32.trap %r1, [%rd1, {%r2, %r3}];"), ["No syntax form of `suld` accepts"])
    check(body("$0add.s32 %r1, %r2, %r3;"), ["add"], absent=("⚠",))
    check(body("$0mbarrier.check_layout.shared.b64 %p1, [%rd1];"),
          ["No syntax form of `mbarrier.check_layout` accepts `.shared.b64`"])


def test_modifier_hover_does_not_list_itself_as_other_choice() -> None:
    md = check(body("suld.b.2d.b32.$0trap %r1, [%rd1, {%r2, %r3}];"), ["Other choices"])
    others = md.split("Other choices", 1)[1]
    assert "`.trap`" not in others


# --- types, state spaces, directives, special registers, targets, versions ---------------------------

NAMES = [
    (body(".reg .$0f16x2 %h;"), ".f16x2", ["size 32 bits", "alignment 4 bytes", "declare registers as `.f16x2` or `.b32`"]),
    (body(".reg .$0b32 %x;"), ".b32", ["size 32 bits", "Compatible operand types", "`.u32`", "`.f32`"]),
    (body("$0.shared .f32 other[4];"), ".shared", ["state space", "addressable: yes", "initializable: no",
                                                   "`.shared::cta` (default)", "`.shared::cluster`"]),
    (KERNEL.format(body="").replace(".global .align", "$0.global .align"), ".global",
     ["state space", "initializable: yes"]),
    (KERNEL.format(body="").replace(".version", "$0.version"), ".version", ["directive", "PTX ISA"]),
    (KERNEL.format(body="").replace(".address_size", "$0.address_size"), ".address_size", ["directive", "`.address_size`"]),
    (KERNEL.format(body="").replace(".extern", "$0.extern"), ".extern", ["directive"]),
    (KERNEL.format(body="").replace(".align 16", "$0.align 16"), ".align", ["directive", "alignment"]),
    (body("mov.u32 %r1, $0%tid.x;"), "%tid.x", ["special register", "type `.u32`", "component `.x`", "read-only"]),
    (body("mov.u32 %r1, %tid$0.y;"), "%tid.y", ["special register", "component `.y`"]),
    (body("mov.u32 %r1, $0%laneid;"), "%laneid", ["special register", "type `.u32`"]),
    (body("mov.u64 %rd1, $0%clock64;"), "%clock64", ["type `.u64`"]),
    (body("mov.u32 %r1, $0%envreg7;"), "%envreg7", ["member 7 of `%envreg<32>`"]),
    (KERNEL.format(body="").replace("sm_90a", "$0sm_90a"), "sm_90a", ["`sm_90a`", "PTX ISA 8.0"]),
    (KERNEL.format(body="").replace("8.0", "$08.0", 1), "8.0", ["PTX ISA 8.0", "sm_90a"]),
]


@pytest.mark.parametrize(("source", "word", "fragments"), NAMES, ids=[n[1] for n in NAMES])
def test_names(source: str, word: str, fragments: list[str]) -> None:
    check(source, fragments, word=word)


# --- user symbols ---------------------------------------------------------------------------------

SYMBOLS = [
    (body("mov.u32 $0%r42, 0;"), "%r42", [".reg .b32 %r<100>;", "member 42", "`%r0` … `%r99`"]),
    (body("add.f32 %f1, $0%f7, %f2;"), "%f7", [".reg .f32 %f<8>;", "member 7"]),
    (body("ld.global.u8 %r1, [$0buf];"), "buf", [".global .align 16 .b8 buf[1024]", "array [1024]",
                                               "aligned to 16 bytes", "Initializer", "module scope"]),
    (body("ld.const.f32 %f1, [$0scale];"), "scale", ["`.const`", "Initializer: `0f3F800000`"]),
    (body("ld.shared.f32 %f1, [$0sh];"), "sh", [".shared .align 4 .f32 sh[32];", "in `k`", "array [32]"]),
    (body("ld.param.u64 %rd1, [$0k_param_0];"), "k_param_0", ["Parameter of `k`", "type `.u64`"]),
    (body("ld.param.u64 %rd1, [$0k_param_1];"), "k_param_1", ["aligned to 8 bytes", "array [16]"]),
    (body("@%p1 bra $0$L__BB0_2;"), "$L__BB0_2", ["$L__BB0_2:", "Label in `k`", "2 branches to it"]),
    (body("mov.u32 %r1, $L__BB0_2;\n  @%p1 bra $0$L__BB0_2;"), "$L__BB0_2", ["2 branches to it", "1 other reference"]),
    (body("call.uni (%r1), $0add2, (%r2, %r3);"), "add2",
     [".func (.param .b32 r) add2 (.param .b32 x, .param .b32 y)", "`.param .b32 x`", "Returns", "defined here",
      "referenced 1 time"]),
    (body("call.uni (%r1), $0helper, (%rd1, %r3);"), "helper", ["declared only", "`.param .b64 a`"]),
    (KERNEL.format(body="").replace("[x]", "[$0x]"), "x", ["Parameter of `add2`"]),
    (body("mov.u32 %r1, $0%p1;"), "%p1", [".reg .pred %p<3>;", "member 1"]),
    (KERNEL.format(body="").replace(".b32 %r<100>", ".b32 $0%r<100>"), "%r", ["Declares 100 registers", "`%r99`"]),
]


@pytest.mark.parametrize(("source", "word", "fragments"), SYMBOLS, ids=[s[1] for s in SYMBOLS])
def test_symbols(source: str, word: str, fragments: list[str]) -> None:
    check(source, fragments, word=word)


def test_prototype_parameters() -> None:
    source = KERNEL.format(body="").replace("(.param .b64 a,", "(.param .b64 $0a,")
    check(source, [".param .b64 a", "Parameter of `helper`"], word="a")
    source = KERNEL.format(body="").replace(".b32 ret)", ".b32 $0ret)")
    check(source, [".param .b32 ret", "Return parameter of `helper`"], word="ret")


def test_abi_system_calls() -> None:
    declared = ".version 8.0\n.target sm_80\n.extern .func (.param .b32 r) vprintf (.param .b64 f, .param .b64 a);\n"
    declared += ".entry k()\n{\n  call.uni (r), $0vprintf, (f, a);\n}\n"
    check(declared, ["ABI system call", "`format`", "Returns `status: .s32`", "ptx-writers-guide"], word="vprintf")
    undeclared = ".version 8.0\n.target sm_80\n.entry k()\n{\n  call.uni (r), $0malloc, (n);\n}\n"
    check(undeclared, ["ABI system call", "malloc"], word="malloc")


def test_register_outside_its_family_is_flagged() -> None:
    check(body("mov.u32 $0%r100, 0;"), ["outside the family `%r<100>`"])


# --- numbers --------------------------------------------------------------------------------------

NUMBERS = [
    (body("mov.f32 %f1, $00f3F800000;"), "0f3F800000", ["1.0", "single precision"]),
    (body("mov.f64 %fd1, $00d4000000000000000;"), "0d4000000000000000", ["2.0", "double precision"]),
    (body("mov.u32 %r1, $0255;"), "255", ["decimal 255", "hex 0xFF"]),
    (body("mov.u32 %r1, $00x1F;"), "0x1F", ["decimal 31"]),
    (body("mov.f32 %f1, $01.5;"), "1.5", ["0f3FC00000"]),
]


@pytest.mark.parametrize(("source", "word", "fragments"), NUMBERS, ids=[n[1] for n in NUMBERS])
def test_numbers(source: str, word: str, fragments: list[str]) -> None:
    check(source, fragments, word=word)


# --- broken statements still hover ----------------------------------------------------------------

BROKEN = [
    (body("$0suld.b.2d.b32.trap %r1, [%rd1, "), "suld", ["Load raw data from a surface"]),
    (body("suld.b.2d.b32.$0trap %r1, [%rd1,"), ".trap", ["group `.clamp`", "`.zero`"]),
    (body("add.s32 %r1, $0%r42 ,, ,"), "%r42", ["member 42"]),
]


@pytest.mark.parametrize(("source", "word", "fragments"), BROKEN, ids=[b[1] for b in BROKEN])
def test_broken_statements(source: str, word: str, fragments: list[str]) -> None:
    check(source, fragments, word=word)


def test_pragma_string() -> None:
    check(body('.pragma "$0nounroll";'), ["`nounroll`", "pragma"], word='"nounroll"')


QUIET = [
    body("// suld.b.2d $0here"),
    body("mov.u32 %r1, %r2;   $0 "),
    body('.pragma "nounroll"; // $0about'),
]


@pytest.mark.parametrize("source", QUIET, ids=[f"quiet{i}" for i in range(len(QUIET))])
def test_nothing_to_show(source: str) -> None:
    snapshot, offset = at_cursor(source)
    assert hover(snapshot, offset) is None


@pytest.mark.parametrize("junk", [b"\xff\xfe\x00garbage", b"{{{{ .reg", b"}}}} ;;; @@@ ...", b"%" * 50])
def test_never_raises_on_junk(junk: bytes) -> None:
    snapshot = Snapshot.from_bytes(junk)
    for offset in range(len(junk) + 1):
        hover(snapshot, offset)
