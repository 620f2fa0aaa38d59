"""The facts data checked against ptxas (skips when ptxas is not installed).

Why: ptxas is the reference the validator is measured against. These tests assemble small
modules built from the data (every special register, every vector declaration, type pairs from
§9.4, version/target pairs) and compare ptxas' verdict with what the facts API predicts.
Cases are batched one per line so a single ptxas run checks many facts.
"""

from __future__ import annotations

import re
import subprocess
from functools import cache
from pathlib import Path

import pytest

from ptx_lsp.spec.facts import load_facts, version_key

F = load_facts()
PTXAS_ISA = (9, 0)  # the ptxas on PATH (CUDA 13.0); facts introduced later are checked with ptxas 13.5 elsewhere


def _older(entry) -> bool:
    """Whether the ptxas on PATH knows the entry (min_version at most PTXAS_ISA)."""
    return not entry.min_version or version_key(entry.min_version) <= PTXAS_ISA


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    """Assemble PTX text with ptxas; returns {line: [messages]} of errors (empty when accepted)."""
    import shutil

    exe = shutil.which("ptxas")  # CUDA 13.0 (PTX ISA 9.0): facts newer than 9.0 are skipped (NEWER)
    if not exe:
        pytest.skip("ptxas is not installed")
    workdir = tmp_path_factory.mktemp("ptxas")
    counter = iter(range(10**6))

    def assemble(text: str, arch: str) -> dict[int, list[str]]:
        path = Path(workdir) / f"case{next(counter)}.ptx"
        path.write_text(text, encoding="utf-8")
        proc = subprocess.run([exe, f"-arch={arch}", "-c", str(path), "-o", "/dev/null"],
                              capture_output=True, text=True, timeout=120)
        errors: dict[int, list[str]] = {}
        for line in proc.stderr.splitlines():
            m = re.search(r", line (\d+); (?:error|fatal)\s*: (.*)", line)
            if m:
                errors.setdefault(int(m.group(1)), []).append(m.group(2))
            elif "fatal" in line and "aborted" not in line:
                errors.setdefault(0, []).append(line)
        return errors

    return assemble


@cache
def _arch_of(target: str) -> str:
    t = F.target(target)
    return f"sm_{t.arch}"


def _supported(run, arch: str) -> bool:
    return 0 not in run(".version 9.0\n.target sm_75\n.address_size 64\n", arch) or False


BODY = 6  # file line = BODY + n for the n-th body line of _module()


def _module(version: str, target: str, body: str, header: str = "") -> str:
    return (f".version {version}\n.target {target}\n.address_size 64\n{header}\n"
            f".visible .entry k()\n{{\n{body}\nret;\n}}\n")


def _previous_version(version: str) -> str | None:
    older = [v.version for v in F.versions if version_key(v.version) < version_key(version)]
    return older[-1] if older else None


def test_every_special_register_is_readable_with_its_type(run):
    decls = ".reg .b32 %r32; .reg .b64 %r64; .reg .pred %p;"
    reg_for = {".u32": "%r32", ".b32": "%r32", ".u64": "%r64", ".pred": "%p"}
    lines, cases = [decls], {}
    for reg in filter(_older, F.special_registers):
        for member in reg.members:
            names = [f"{member}.{c}" for c in reg.components] or [member]
            for name in names:
                ref = F.special_register(name)
                mnemonic = "mov.pred" if ref.type == ".pred" else f"mov{ref.type}"
                lines.append(f"{mnemonic} {reg_for[ref.type]}, {name};")
                cases[len(lines)] = name
    # the undocumented padding lane .w resolves (ptxas reads it as 0)
    for extra in ("%tid.w", "%cluster_nctaid.w"):
        assert F.special_register(extra).component == "w"
        lines.append(f"mov.u32 %r32, {extra};")
        cases[len(lines)] = extra
    # names the facts reject must be rejected by ptxas too
    for bad in ("%envreg32", "%pm8", "%clock_lo", "%laneid.x"):
        assert F.special_register(bad) is None
        lines.append(f"mov.u32 %r32, {bad};")
        cases[len(lines)] = bad
    body = "\n".join(lines)
    errors = run(_module("9.0", "sm_100a", body), "sm_100a")
    rejected = {cases[n - BODY] for n in errors if n - BODY in cases}
    assert rejected == {"%envreg32", "%pm8", "%clock_lo", "%laneid.x"}, errors


@pytest.mark.parametrize("reg", [r for r in F.special_registers if r.min_version and version_key(r.min_version) >= (6, 4)
                                 and _older(r)],
                         ids=lambda r: r.name)
def test_special_register_min_version(run, reg):
    """Readable at its min_version, rejected one version earlier (same target)."""
    target = reg.min_target or "sm_75"
    target = max(target, "sm_75", key=lambda t: F.target(t).arch)
    floor = max(reg.min_version, F.min_version_for_target(target), key=version_key)
    member = reg.members[0] + (".x" if reg.components else "")
    ref = F.special_register(member)
    decl = {".pred": ".reg .pred %d;", ".u64": ".reg .b64 %d;"}.get(ref.type, ".reg .b32 %d;")
    mnemonic = "mov.pred" if ref.type == ".pred" else f"mov{ref.type}"
    body = f"{decl}\n{mnemonic} %d, {member};"
    arch = _arch_of(target)
    assert run(_module(floor, target, body), arch) == {}
    before = _previous_version(reg.min_version)
    if version_key(before) >= version_key(F.min_version_for_target(target)):
        assert run(_module(before, target, body), arch), f"{member} accepted by ptxas at {before}"


@pytest.mark.parametrize("target", [t for t in F.targets if t.kind == "arch" and t.arch >= 75 and t.max_version is None
                                    and _older(t)],
                         ids=lambda t: t.name)
def test_target_min_version(run, target):
    arch = f"sm_{target.arch}"
    if not _supported(run, arch):
        pytest.skip(f"this ptxas does not know {arch}")
    floor = target.ptxas_min_version or target.min_version  # documented divergence (sm_88)
    assert run(_module(floor, target.name, ""), target.name if target.variant else arch) == {}
    before = _previous_version(floor)
    errors = run(_module(before, target.name, ""), target.name if target.variant else arch)
    assert any("does not support .target" in m for msgs in errors.values() for m in msgs), errors


@pytest.mark.parametrize("n", [2, 3, 4, 8])
def test_vector_declarations_agree_with_ptxas(run, n):
    # one run per declaration: a syntax error (.v3, .v8) is fatal and hides later lines
    for t in F.types:
        if t.fundamental:
            errors = run(_module("9.0", "sm_90", f".reg .v{n} {t.name} %v;"), "sm_90")
            assert (errors == {}) is F.vector_declaration_ok(t.name, n), (t.name, n, errors)


_REG_TYPES = [".b16", ".b32", ".b64", ".s16", ".s32", ".s64", ".u16", ".u32", ".u64", ".f16", ".f32", ".f64"]


def _declare_all() -> str:
    return " ".join(f".reg {t} %x{t[1:]};" for t in _REG_TYPES)


@pytest.mark.parametrize("instr", [".b16", ".b32", ".b64", ".u16", ".u32", ".u64", ".s16", ".s32", ".s64", ".f32", ".f64"])
def test_strict_compatibility_agrees_with_ptxas_mov(run, instr):
    """`mov.<instr> d, s` with both operands of one register type: ptxas vs type_compatible(strict)."""
    lines, cases = [_declare_all()], {}
    for op in _REG_TYPES:
        lines.append(f"mov{instr} %x{op[1:]}, %x{op[1:]};")
        cases[len(lines)] = op
    errors = run(_module("9.0", "sm_90", "\n".join(lines)), "sm_90")
    for line, op in cases.items():
        accepted = (line + BODY) not in errors
        assert accepted is F.type_compatible(instr, op, "strict"), (instr, op, errors.get(line + BODY))


@pytest.mark.parametrize("instr", [".b8", ".b16", ".b32", ".b64", ".u8", ".u16", ".u32", ".u64", ".s8", ".s16",
                                   ".s32", ".s64", ".f32", ".f64"])
def test_relaxed_compatibility_agrees_with_ptxas_ld_st(run, instr):
    """ld (destination) and st (source) with every register type: ptxas vs Tables 27/28."""
    lines, cases = [_declare_all() + " .reg .b64 %a;"], {}
    for op in _REG_TYPES:
        lines.append(f"ld.global{instr} %x{op[1:]}, [%a];")
        cases[len(lines)] = (op, "destination")
        lines.append(f"st.global{instr} [%a], %x{op[1:]};")
        cases[len(lines)] = (op, "source")
    errors = run(_module("9.0", "sm_90", "\n".join(lines)), "sm_90")
    for line, (op, role) in cases.items():
        accepted = (line + BODY) not in errors
        assert accepted is F.type_compatible(instr, op, role), (instr, op, role, errors.get(line + BODY))


@pytest.mark.parametrize(
    "fmt, instruction",
    [(".bf16", "add.rn.bf16 %o, %o, %o;"), (".bf16x2", "add.rn.bf16x2 %o, %o, %o;"),
     (".f16x2", "add.rn.f16x2 %o, %o, %o;"), (".e4m3x2", "cvt.rn.satfinite.e4m3x2.f32 %o, %f, %f;"),
     (".tf32", "cvt.rna.tf32.f32 %o, %f;"), (".u16x2", "add.u16x2 %o, %o, %o;")],
)
def test_alternate_format_register_types_agree_with_ptxas(run, fmt, instruction):
    """Declaring the operand with register_type_for(fmt) is accepted; other same-size types are not."""
    good = F.register_type_for(fmt)
    size = F.type(good).size_bits
    for reg in [t.name for t in F.types if t.fundamental and t.size_bits == size]:
        body = f".reg {reg} %o; .reg .f32 %f;\n{instruction}"
        accepted = run(_module("9.0", "sm_90", body), "sm_90") == {}
        assert accepted is F.type_compatible(fmt, reg), (fmt, reg)
        if reg == good:
            assert accepted


@pytest.mark.parametrize(
    "space, module_ok, body_ok",
    [(".global", True, True), (".const", True, True), (".shared", True, True), (".local", False, True),
     (".reg", False, True), (".param", False, True)],
)
def test_declaration_scopes_agree_with_ptxas(run, space, module_ok, body_ok):
    s = F.state_space(space)
    assert (s.module_scope, s.function_scope) == (module_ok, body_ok)
    at_module = run(_module("9.0", "sm_90", "", header=f"{space} .b32 v;"), "sm_90") == {}
    in_body = run(_module("9.0", "sm_90", f"{space} .b32 v;"), "sm_90") == {}
    assert (at_module, in_body) == (module_ok, body_ok)


@pytest.mark.parametrize("space", [s.name for s in F.state_spaces if s.name not in (".sreg", ".tex")])
def test_initializers_and_predicates_agree_with_ptxas(run, space):
    s = F.state_space(space)
    where = {"header": f"{space} .b32 v = 1;"} if s.module_scope else {"body": f"{space} .b32 v = 1;"}
    text = _module("9.0", "sm_90", where.get("body", ""), header=where.get("header", ""))
    assert (run(text, "sm_90") == {}) is s.initializable
    pred = _module("9.0", "sm_90", f"{space} .pred q;")
    assert (run(pred, "sm_90") == {}) is s.allows_predicates


@pytest.mark.parametrize(
    "name", [".abi_preserve", ".blocksareclusters", ".alias", ".reqnctapercluster", ".noreturn", ".maxclusterrank"]
)
def test_directive_min_version(run, name):
    """A directive is accepted at its min_version and rejected one version earlier."""
    d = F.directive(name)
    target = max(d.min_target or "sm_75", "sm_90", key=lambda t: F.target(t).arch)
    snippets = {
        ".abi_preserve": ".func f() .abi_preserve 4 { ret; }",
        ".blocksareclusters": ".entry e() .reqntid 32 .reqnctapercluster 2 .blocksareclusters { ret; }",
        ".alias": ".visible .func foo() { ret; }\n.visible .func bar();\n.alias bar, foo;",
        ".reqnctapercluster": ".entry e() .reqnctapercluster 2 { ret; }",
        ".noreturn": ".func f() .noreturn { exit; }",
        ".maxclusterrank": ".entry e() .maxclusterrank 4 { ret; }",
    }
    arch = _arch_of(target)

    def text(version: str) -> str:
        return f".version {version}\n.target {target}\n.address_size 64\n{snippets[name]}\n"

    floor = max(d.min_version, F.min_version_for_target(target), key=version_key)
    assert run(text(floor), arch) == {}
    before = _previous_version(d.min_version)
    if version_key(before) >= version_key(F.min_version_for_target(target)):
        assert run(text(before), arch)


def _header_snippet(name: str) -> str:
    """A concrete use of a header directive, built from its first syntax template."""
    if name == ".pragma":
        return '.pragma "nounroll";'
    text = re.sub(r"\b(nx|ny|nz|ncta|n|N)\b", "2", F.directive(name).syntax[0])
    if name == ".blocksareclusters":  # needs both companions (§11.8.1)
        text = ".reqntid 32 .reqnctapercluster 2 " + text
    return text


@pytest.mark.parametrize(
    "name",
    sorted(d.name for d in F.directives
           if {"kernel_header", "function_header"} & set(d.placement) and d.max_version is None and _older(d)),
)
def test_header_directive_placement_agrees_with_ptxas(run, name):
    """Accepted after `.entry k()` iff placement has kernel_header, after `.func f()` iff function_header."""
    d = F.directive(name)
    snippet = _header_snippet(name)
    head = ".version 9.0\n.target sm_90\n.address_size 64\n"
    on_entry = run(f"{head}.visible .entry k() {snippet}\n{{\nret;\n}}\n", "sm_90") == {}
    on_func = run(f"{head}.visible .func f() {snippet}\n{{\nret;\n}}\n", "sm_90") == {}
    assert (on_entry, on_func) == ("kernel_header" in d.placement, "function_header" in d.placement)


def _arch_number(target: str) -> int:
    return F.target(target).arch


@pytest.mark.parametrize("reg", [r for r in F.special_registers if r.min_target and _arch_number(r.min_target) > 75
                                 and _older(r)],
                         ids=lambda r: r.name)
def test_special_register_min_target(run, reg):
    """Rejected on sm_75, accepted on its min_target (both at .version 9.0)."""
    member = reg.members[0] + (".x" if reg.components else "")
    ref = F.special_register(member)
    decl = {".pred": ".reg .pred %d;", ".u64": ".reg .b64 %d;"}.get(ref.type, ".reg .b32 %d;")
    body = f"{decl}\n{'mov.pred' if ref.type == '.pred' else 'mov' + ref.type} %d, {member};"
    assert run(_module("9.0", reg.min_target, body), _arch_of(reg.min_target)) == {}
    assert run(_module("9.0", "sm_75", body), "sm_75"), f"{member} accepted on sm_75"


@pytest.mark.parametrize("name", [".abi_preserve", ".abi_preserve_control", ".blocksareclusters",
                                  ".reqnctapercluster", ".explicitcluster", ".maxclusterrank"])
def test_directive_min_target(run, name):
    d = F.directive(name)
    below = "sm_75" if _arch_number(d.min_target) > 75 else None
    assert below, "pick directives whose min_target is above sm_75"
    kind = ".func f()" if "function_header" in d.placement else ".visible .entry k()"
    for target, ok in ((d.min_target, True), (below, False)):
        text = f".version 9.0\n.target {target}\n.address_size 64\n{kind} {_header_snippet(name)}\n{{\nret;\n}}\n"
        assert (run(text, _arch_of(target)) == {}) is ok, (name, target)


@pytest.mark.parametrize("typ", [t for t in F.types if t.fundamental and (t.min_version or t.min_target)],
                         ids=lambda t: t.name)
def test_fundamental_type_requirements(run, typ):
    """Declaring a register of the type needs its min_version and min_target."""
    body = f".reg {typ.name} %x;"
    target = typ.min_target or "sm_75"
    assert run(_module(typ.min_version or "9.0", target, body), "sm_75") == {}
    before = _previous_version(typ.min_version)
    assert run(_module(before, target, body), "sm_75"), f"{typ.name} accepted at {before}"
    lower = [t.name for t in F.targets if t.kind == "arch" and t.variant == "" and t.arch < _arch_number(target)]
    if lower:
        assert run(_module("9.0", lower[-1], body), "sm_75"), f"{typ.name} accepted on {lower[-1]}"


@pytest.mark.parametrize(
    "statement, required",
    [("wgmma.fence.sync.aligned;", "sm_90a"), ("tcgen05.fence::before_thread_sync;", "sm_100f")],
)
@pytest.mark.parametrize("target", ["sm_90", "sm_90a", "sm_100", "sm_100a", "sm_100f", "sm_103", "sm_103a",
                                    "sm_103f", "sm_110a", "sm_120a", "sm_120f"])
def test_target_satisfies_agrees_with_ptxas(run, statement, required, target):
    if not _supported(run, _arch_of(target)):
        pytest.skip(f"this ptxas does not know {target}")
    accepted = run(_module("9.0", target, statement), target) == {}
    expected = F.target_satisfies(target, required) or (required == "sm_100f" and F.target_satisfies(target, "sm_110f"))
    assert accepted is expected
