"""PTX in CUDA C++ `asm()` strings: diagnostics, hover, completion and signature help.

**Each asm statement is checked as nvcc hands it to ptxas: its placeholders are rewritten the way
nvcc rewrites them (only when the statement has operands), every register operand becomes a
register declared with the type nvcc gives its constraint, `n` operands become their immediate,
and the text is wrapped in a synthetic kernel that the ordinary PTX validator checks.**
**Every result is mapped back to C++ bytes through the statement's `Fragment` and the synthetic
text's segment map; anything that does not land inside the assembly string is dropped, so the
server says nothing outside asm strings (clangd owns the rest of the file).**
**Never raises; a statement whose text a macro builds, or with an operand we cannot model
(`C` strings, memory constraints), is skipped quietly.**

nvcc's rules (checked with nvcc 13.0 on small files): with at least one operand, `%N` is operand N
(outputs first, then inputs), `%%` is `%`, `%=` a number unique to the statement, and `%` before
anything else stays as written (so `%laneid` still names the special register); `%[name]` is
rejected ("symbolic operand reference not supported"). Without operands (even with `::` or
clobbers) the text goes to ptxas unchanged, so `%%` there is a PTX syntax error. Constraint
letters give register types h .b16, r .b32, l .b64, q .b128, f .f32, d .f64.
"""

from __future__ import annotations

import re
import threading
from bisect import bisect_right
from collections import OrderedDict
from dataclasses import dataclass, field, replace
from functools import cache, cached_property
from typing import TYPE_CHECKING

from ptx_lsp.analysis.numbers import register_index
from ptx_lsp.analysis.results import Completion, Hover, Issue, Signature
from ptx_lsp.analysis.settings import DEFAULT_SETTINGS, Settings
from ptx_lsp.syntax.fragments import AsmOperand, AsmStatement, extract_asm

if TYPE_CHECKING:
    from ptx_lsp.analysis.host import Snapshot

# What nvcc's front end requires of the C++ operand for each register constraint (kind, bytes):
# "asm operand type size(N) does not match type/size implied by constraint" otherwise.
CPP_OPERAND_TYPES = {"h": ("int", 2), "r": ("int", 4), "l": ("int", 8), "q": ("int", 16), "f": ("float", 4),
                     "d": ("float", 8)}
REGISTER_TYPES = {"h": ".b16", "r": ".b32", "l": ".b64", "q": ".b128", "f": ".f32", "d": ".f64"}
CONSTRAINT_WORDS = {
    "h": "16-bit register", "r": "32-bit register", "l": "64-bit register", "q": "128-bit register",
    "f": ".f32 register", "d": ".f64 register", "n": "immediate integer", "C": "constant string",
}
# The registers nvcc 13 declares in every function (`.reg .b32 %r<N>;` ...), by prefix.
NVCC_FAMILIES = (("%p", ".pred"), ("%rs", ".b16"), ("%r", ".b32"), ("%rd", ".b64"), ("%rq", ".b128"),
                 ("%f", ".f32"), ("%fd", ".f64"))
NVCC_FAMILY_SIZE = 100000
PLACEHOLDER = "%_ph"  # synthetic register names: %_ph0, %_ph1, ... (messages show %0, %1, ...)
_PH_NAME = re.compile(r"%_ph(\d+)")
_INT_LITERAL = re.compile(r"^\s*\(?\s*([-+]?)\s*(0[xX][0-9a-fA-F']+|0[bB][01']+|0[0-7']*|[1-9][0-9']*)"
                          r"[uUlL]*\s*\)?\s*$")
_WRAP_NAME = "__ptx_lsp_inline_asm"
# Issues about the synthetic wrapper itself, never about the user's text.
_WRAPPER_CODES = frozenset({"PTX503", "PTX603"})


@dataclass(frozen=True)
class Token:
    """A `%` sequence nvcc rewrites: operand (`%N`), percent (`%%`), unique (`%=`), named (`%[x]`)."""

    start: int  # fragment offsets
    end: int
    kind: str
    index: int | None = None
    name: str | None = None


@dataclass(frozen=True)
class Segment:
    """A piece of the synthetic PTX: either fragment text (offset `source`) or a substituted token."""

    start: int  # synthetic offsets
    end: int
    source: int  # fragment offset where the piece starts
    source_end: int
    substituted: bool


@dataclass
class Synthetic:
    """The PTX module that stands for one asm statement, and how its bytes map back."""

    text: bytes
    segments: list[Segment]
    body_start: int
    body_end: int
    checkable: bool = True
    uses: dict[int, list[tuple[int, int]]] = field(default_factory=dict)  # operand -> synthetic spans
    unknown_values: list[tuple[int, int]] = field(default_factory=list)  # `n` operands of unknown value

    def to_fragment(self, start: int, end: int) -> tuple[int, int] | None:
        """Fragment range of a synthetic range (None when it starts outside the user's text)."""
        if not self.segments or start < self.body_start or start > self.body_end:
            return None
        starts = [s.start for s in self.segments]
        i = max(bisect_right(starts, start) - 1, 0)
        seg = self.segments[i]
        fs = seg.source if seg.substituted else seg.source + min(start - seg.start, seg.source_end - seg.source)
        j = max(bisect_right(starts, max(end - 1, start)) - 1, 0)
        seg2 = self.segments[j]
        if end <= start:
            fe = fs
        elif seg2.substituted:
            fe = seg2.source_end
        else:
            fe = seg2.source + min(end - seg2.start, seg2.source_end - seg2.source)
        return fs, max(fe, fs)

    def from_fragment(self, offset: int) -> int | None:
        """Synthetic offset of a fragment offset (None when nothing maps there)."""
        for seg in self.segments:
            if seg.source <= offset <= seg.source_end:
                if seg.substituted:
                    return seg.start + (0 if offset == seg.source else min(offset - seg.source, seg.end - seg.start))
                return seg.start + (offset - seg.source)
        return None


def scan_tokens(stmt: AsmStatement) -> tuple[list[Token], list[tuple[int, int, str, str]]]:
    """The `%` sequences nvcc rewrites in a statement with operands, and problems with them.

    Problems are (fragment start, end, code, message); a statement without operands has none:
    its text reaches ptxas unchanged.
    """
    frag = stmt.fragment
    tokens: list[Token] = []
    problems: list[tuple[int, int, str, str]] = []
    if frag is None or not stmt.has_operands:
        return tokens, problems
    text = frag.text
    count = len(stmt.operands)
    i, n = 0, len(text)
    while i < n:
        if text[i] != 0x25:  # %
            i += 1
            continue
        nxt = text[i + 1 : i + 2]
        if nxt == b"%":
            tokens.append(Token(i, i + 2, "percent"))
            i += 2
        elif nxt == b"=":
            tokens.append(Token(i, i + 2, "unique"))
            i += 2
        elif nxt.isdigit():
            j = i + 1
            while j < n and text[j : j + 1].isdigit():
                j += 1
            index = register_index(text[i + 1 : j])
            tokens.append(Token(i, j, "operand", index))
            if index >= count:
                last = f"%0 to %{count - 1}" if count > 1 else "only %0"
                problems.append((i, j, "PTX701", f"`%{index}` is out of range: this asm statement has {count} "
                                 f"operand{'s' if count != 1 else ''} ({last})"))
            i = j
        elif nxt == b"[":
            j = text.find(b"]", i)
            j = j + 1 if j != -1 else min(n, i + 2)
            name = text[i + 2 : j - 1].decode("utf-8", "replace")
            tokens.append(Token(i, j, "named", None, name))
            found = next((o.index for o in stmt.operands if o.name == name), None)
            hint = f"; write `%{found}`" if found is not None else ""
            problems.append((i, j, "PTX701", f"nvcc does not support named operands (`%[{name}]`){hint}"))
            i = j
        else:
            i += 1
    return tokens, problems


def _immediate(expression: str) -> str | None:
    """The decimal value nvcc writes for an `n` operand, when the expression is a plain literal."""
    m = _INT_LITERAL.match(expression)
    if m is None:
        return None
    digits = m.group(2).replace("'", "")
    try:
        if digits[:2] in ("0x", "0X"):
            value = int(digits, 16)
        elif digits[:2] in ("0b", "0B"):
            value = int(digits[2:], 2)
        elif len(digits) > 1 and digits[0] == "0":
            value = int(digits, 8)
        else:
            value = int(digits)
    except ValueError:
        return None
    return f"-{value}" if m.group(1) == "-" else str(value)


def operand_kind(op: AsmOperand) -> tuple[str, str | None]:
    """('register', type) / ('immediate', None) / ('unknown', None) for a constraint."""
    for letter in op.letters:
        if letter in REGISTER_TYPES:
            return "register", REGISTER_TYPES[letter]
        if letter in ("n", "i"):
            return "immediate", None
    return "unknown", None


@dataclass(frozen=True)
class Carry:
    """What earlier asm statements of the same C++ function leave open for this one: nvcc emits
    them into one PTX body, so `asm("{ .reg .pred p;")` … `asm("setp… p …; }")` assembles."""

    open: int = 0  # blocks opened by earlier statements and not yet closed
    decls: tuple[bytes, ...] = ()  # their `.reg` declarations still in scope
    close: int = 0  # blocks left open at this statement's end that later statements close
    exported: frozenset[str] = frozenset()  # names it declares for later statements (not "unused")


NO_CARRY = Carry()
_SCOPE_TOKEN = re.compile(rb"//[^\n]*|/\*.*?\*/|\{|\}|\.reg\b[^;{}]*;", re.S)
_DECL_NAMES = re.compile(rb"([A-Za-z_$%][\w$]*)\s*(?:<\s*\d+\s*>)?\s*(?:,|;)")


def _declared(decl: bytes) -> set[bytes]:
    """The names a `.reg …;` declaration introduces (`r<4>` counts as `r`)."""
    body = re.sub(rb"^\.reg(\s+\.\w+)+\s*", b"", decl)
    return set(_DECL_NAMES.findall(body))


def _scope_scan(text: bytes) -> tuple[int, list[bytes], set[bytes]]:
    """(net braces, declarations still visible after the text, every name it declares)."""
    levels: list[list[bytes]] = [[]]
    net = 0
    names: set[bytes] = set()
    for m in _SCOPE_TOKEN.finditer(text):
        tok = m.group(0)
        if tok == b"{":
            net += 1
            levels.append([])
        elif tok == b"}":
            net -= 1
            if len(levels) > 1:
                levels.pop()
        elif tok.startswith(b".reg"):
            levels[-1].append(tok)
            names |= _declared(tok)
    return net, [d for level in levels for d in level], names


def scope_carries(statements: list[AsmStatement], cuda_file: bool = True) -> dict[int, Carry]:
    """Carry for the statements of a function whose asm shares blocks or registers (by `start`)."""
    groups: dict[tuple[int, int], list[AsmStatement]] = {}
    for stmt in statements:
        if stmt.function is not None and stmt.fragment is not None and is_ptx(stmt, cuda_file):
            groups.setdefault(stmt.function, []).append(stmt)
    out: dict[int, Carry] = {}
    for group in groups.values():
        if len(group) < 2:
            continue
        group.sort(key=lambda s: s.start)
        scans = [_scope_scan(s.fragment.text) for s in group]  # type: ignore[union-attr]
        balanced = sum(net for net, _, _ in scans) == 0
        depth = 0
        visible: list[bytes] = []
        for n, (stmt, (net, leaves, names)) in enumerate(zip(group, scans, strict=True)):
            decls: list[bytes] = []
            seen: set[bytes] = set(names)
            for decl in visible:  # a name this statement declares itself stays its own
                declared = _declared(decl)
                if declared and not declared & seen:
                    decls.append(decl)
                    seen |= declared
            close = max(0, depth + net) if balanced else 0
            later = n + 1 < len(group)
            exported = frozenset(x.decode("latin-1") for d in leaves for x in _declared(d)) if later else frozenset()
            carry = Carry(depth if balanced else 0, tuple(decls), close, exported)
            if carry != NO_CARRY:
                out[stmt.start] = carry
            depth = max(0, depth + net)
            visible += leaves
    return out


def synthesize(stmt: AsmStatement, version: str, target: str | None, carry: Carry = NO_CARRY) -> Synthetic:
    """The PTX module nvcc would hand ptxas for this statement (one kernel around its text)."""
    frag = stmt.fragment
    assert frag is not None
    header = [f".version {version}"]
    if target:
        header.append(f".target {target}")
    header += [".address_size 64", f".visible .entry {_WRAP_NAME}()", "{"]
    header += ["{"] * carry.open + [d.decode("latin-1") for d in carry.decls]
    # nvcc's own register families: asm that names them (`%r1`) assembles when nvcc declared them
    header += [f".reg {t} {name}<{NVCC_FAMILY_SIZE}>;" for name, t in NVCC_FAMILIES]
    checkable = True
    for op in stmt.operands:
        kind, reg_type = operand_kind(op)
        if kind == "register":
            header.append(f".reg {reg_type} {PLACEHOLDER}{op.index};")
        elif kind == "unknown" and set(op.letters) != {"C"}:
            checkable = False
    head = ("\n".join(header) + "\n").encode()
    tokens, _ = scan_tokens(stmt)
    out = bytearray(head)
    segments: list[Segment] = []
    uses: dict[int, list[tuple[int, int]]] = {}
    unknown: list[tuple[int, int]] = []
    pos = 0
    unique = b"0"
    string_operands: list[tuple[int, int]] = []

    def text_piece(a: int, b: int) -> None:
        if b > a:
            segments.append(Segment(len(out), len(out) + (b - a), a, b, False))
            out.extend(frag.text[a:b])

    def token_piece(tok: Token, replacement: bytes) -> None:
        segments.append(Segment(len(out), len(out) + len(replacement), tok.start, tok.end, True))
        out.extend(replacement)

    for tok in tokens:
        text_piece(pos, tok.start)
        if tok.kind == "percent":
            token_piece(tok, b"%")
        elif tok.kind == "unique":
            token_piece(tok, unique)
        elif tok.kind == "operand" and tok.index is not None and tok.index < len(stmt.operands):
            op = stmt.operands[tok.index]
            kind, _ = operand_kind(op)
            if kind == "unknown":  # "C": nvcc pastes a constexpr string we do not evaluate
                string_operands.append((tok.start, tok.end))
                token_piece(tok, b"")
                pos = tok.end
                continue
            if kind == "immediate":
                value = _immediate(op.expression)
                replacement = (value if value is not None else "1").encode()
                if value is None:  # a template parameter or constexpr: its value is not checked
                    unknown.append((len(out), len(out) + len(replacement)))
            else:
                replacement = f"{PLACEHOLDER}{tok.index}".encode()
            uses.setdefault(tok.index, []).append((len(out), len(out) + len(replacement)))
            token_piece(tok, replacement)
        else:  # out of range or named: keep a register-shaped stand-in so the rest still parses
            unknown.append((len(out), len(out) + 5))  # PTX701 is the one error there, not "undefined"
            token_piece(tok, b"%_phx")
            checkable = checkable and tok.kind != "named"
        pos = tok.end
    text_piece(pos, len(frag.text))
    body_end = len(out)
    out.extend(b"\n}" * carry.close + b"\n}\n")
    if not segments:
        segments.append(Segment(len(head), len(head), 0, 0, False))
    syn = Synthetic(bytes(out), segments, len(head), body_end, checkable, uses, unknown)
    for s, e in string_operands:  # the instruction around a "C" string is not judged; the others are
        text = frag.text
        begin = max(text.rfind(b";", 0, s), text.rfind(b"{", 0, s), text.rfind(b"}", 0, s)) + 1
        stop = text.find(b";", e)
        a, b = syn.from_fragment(begin), syn.from_fragment(len(text) if stop == -1 else stop + 1)
        if a is not None and b is not None:
            unknown.append((a, max(b, a + 1)))
    return syn


# ---- diagnostics ----------------------------------------------------------------------------


@dataclass(frozen=True)
class CppContext:
    """Version and target for one C++ document (settings, compile_commands.json)."""

    version: str
    target: str | None
    cuda_file: bool = True  # .cu/.cuh: every statement is device code; headers are checked when PTX-like


def _target_for(stmt: AsmStatement, ctx: CppContext) -> str | None:
    """The document's target, raised to what an enclosing `#if __CUDA_ARCH__ >= X` guarantees; None
    (no target checks) under a guard on another macro, which may leave the statement out of this
    target's build."""
    from ptx_lsp.spec import load

    if ctx.target is None or stmt.opaque_guard:
        return None
    if stmt.min_arch is None:
        return ctx.target
    sm = stmt.min_arch // 10
    digits = "".join(ch for ch in ctx.target[3:] if ch.isdigit())
    if digits and int(digits) >= sm:
        return ctx.target
    raised = f"sm_{sm}"
    return raised if load().facts.target(raised) is not None else ctx.target


_CACHE: OrderedDict[tuple, tuple[Issue, ...]] = OrderedDict()
_CACHE_LOCK = threading.Lock()
_CACHE_SIZE = 20_000


def _validate_synthetic(text: bytes, target: str | None, settings: Settings) -> tuple[Issue, ...]:
    from ptx_lsp.analysis.diagnostics import validate_source

    key = (text, target)
    with _CACHE_LOCK:
        hit = _CACHE.get(key)
        if hit is not None:
            _CACHE.move_to_end(key)
            return hit
    checked = replace(settings, default_target=target or "")
    found = tuple(validate_source(text, settings=checked, target_override=None))
    with _CACHE_LOCK:
        _CACHE[key] = found
        if len(_CACHE) > _CACHE_SIZE:
            _CACHE.popitem(last=False)
    return found


def _message(message: str, stmt: AsmStatement) -> str:
    """A synthetic-module message in the user's terms (`%_ph1` -> `%1` and its constraint)."""

    def name(m: re.Match) -> str:
        return f"%{m.group(1)}"

    def declared(m: re.Match) -> str:
        index = register_index(m.group(1))
        op = stmt.operands[index] if index < len(stmt.operands) else None
        what = f'bound to a "{op.letters}" operand, so it is' if op is not None else "is"
        return f"`%{index}` is {what} declared"

    message = re.sub(r"`%_ph(\d+)` is declared", declared, message)
    return _PH_NAME.sub(name, message)


_FIRST_WORD = re.compile(rb"\s*(?://[^\n]*\n\s*|/\*.*?\*/\s*)*([A-Za-z_][\w]*)", re.S)


@cache
def _opcodes() -> frozenset[str]:
    from ptx_lsp.spec import load

    return frozenset(load().opcodes())


def is_ptx(stmt: AsmStatement, cuda_file: bool = True) -> bool:
    """Whether a statement is PTX worth checking, not host assembly (x86 `pause`, ARM `yield`).

    Skipped: asm labels and basic asm at file scope, statements with a constraint nvcc does not
    know for PTX (`a`, `m`, `g`... are host constraints), and in non-CUDA files (`.h`, `.cpp`)
    statements whose first word is not a PTX opcode, unless they sit in a function spelled
    `__device__`/`__global__` outside any `#if`. A first word with `_` and no modifier is another
    GPU's mnemonic (AMD GCN `s_waitcnt`, `v_add_f32` in HIP headers that share a tree with CUDA).
    """
    frag = stmt.fragment
    if frag is None or not stmt.in_function:
        return False
    for op in stmt.operands:
        if any(ch not in "hrlqfdnCi" for ch in op.letters):
            return False
    m = _FIRST_WORD.match(frag.text)
    first = m.group(1).decode("latin-1") if m is not None else ""
    opcodes = _opcodes()
    if first and first not in opcodes and not stmt.operands and b";" not in frag.text and b"{" not in frag.text:
        return False  # one bare host word such as "pause"
    if first and first not in opcodes and "_" in first and frag.text[m.end() : m.end() + 1] != b".":
        return False  # another GPU's assembly (AMD `s_add_u32 m0, %0, m0` in a HIP header): no PTX opcode has `_`
    if cuda_file or stmt.device_only:  # a `__device__`/`__global__` function in a header is device code too
        return True
    text = frag.text.lstrip()
    return first in opcodes or text[:1] in (b"{", b".", b"@") or not first


def statement_issues(stmt: AsmStatement, ctx: CppContext, settings: Settings = DEFAULT_SETTINGS,
                     carry: Carry = NO_CARRY) -> list[Issue]:
    """Diagnostics of one asm statement, in C++ byte offsets inside its string(s)."""
    frag = stmt.fragment
    if frag is not None and stmt.device_only and ctx.cuda_file:
        host = [op for op in stmt.operands if "m" in op.letters]
        if host:  # nvcc 13: "asm constraint letter 'm' is not allowed inside a __device__/__global__ function"
            return [Issue(*op.constraint_range, "error", "PTX703", "a memory (\"m\") operand is not allowed in "
                          "device code; pass the address in a register (\"l\") and use `[%N]`") for op in host]
    if frag is None or not is_ptx(stmt, ctx.cuda_file):
        return []
    out: list[Issue] = []
    _, problems = scan_tokens(stmt)
    for s, e, code, message in problems:
        hs, he = frag.to_host(s, e)
        out.append(Issue(hs, he, "error", code, message))
    out.extend(_operand_types(stmt))
    syn = synthesize(stmt, ctx.version, _target_for(stmt, ctx), carry)
    if not syn.checkable:
        return out
    target = _target_for(stmt, ctx)
    for issue in _validate_synthetic(syn.text, target, settings):
        if issue.code in _WRAPPER_CODES and issue.start < syn.body_start:
            continue
        if any(s < issue.end and issue.start < e for s, e in syn.unknown_values):
            continue  # about a value we only stood in for
        mapped = syn.to_fragment(issue.start, issue.end)
        if mapped is None:
            if issue.severity == "error" and (issue.start >= syn.body_end or _inserts_after(issue, syn.body_end)):
                mapped = (len(frag.text), len(frag.text))  # e.g. a missing `}` or `;` at the end
            else:
                continue
        if issue.code == "PTX603" and (_PH_NAME.search(issue.message)
                                       or any(f"`{name}`" in issue.message for name in carry.exported)):
            continue
        hs, he = frag.to_host(*mapped)
        out.append(Issue(hs, he, issue.severity, issue.code, _message(issue.message, stmt), fixes=(),
                         tags=issue.tags))
    out.extend(_operand_roles(stmt, syn))
    return out


def _inserts_after(issue: Issue, body_end: int) -> bool:
    """Whether the issue's fix inserts after the statement's text: a block without its `}` is reported on
    its `{`, which is the wrapper's own when the block was opened in this string and closed nowhere."""
    return bool(issue.fixes) and all(at >= body_end for fix in issue.fixes for at, _, _ in fix.edits)


def _operand_types(stmt: AsmStatement) -> list[Issue]:
    """C++ operands whose type nvcc rejects for their constraint (only where the type is certain)."""
    out: list[Issue] = []
    for op in stmt.operands:
        letters = op.letters
        cpp = op.cpp_type
        if cpp is None or len(letters) != 1 or letters not in CPP_OPERAND_TYPES:
            continue
        kind, size = CPP_OPERAND_TYPES[letters]
        have_kind = "int" if cpp.kind == "pointer" else cpp.kind
        if have_kind == kind and cpp.size == size:
            continue
        if cpp.kind == "pointer" and letters in "rl" and stmt.word_size_branch:
            continue  # a branch written for 32-bit pointers too (nvcc 13 itself is 64-bit only)
        want = {"int": f"a {size * 8}-bit integer", "float": "a float" if size == 4 else "a double"}[kind]
        if letters == "l":
            want += " or a pointer"
        out.append(Issue(op.constraint_range[0], op.constraint_range[1], "error", "PTX703",
                         f'constraint "{op.constraint}" needs {want}, but `{op.expression}` is `{cpp.spelled}` '
                         f"({cpp.size * 8} bits); nvcc rejects the operand — use "
                         f'"{_constraint_for(cpp, op.modifier)}" or cast the operand'))
    return out


def _constraint_for(cpp, modifier: str) -> str:
    for letter, (kind, size) in CPP_OPERAND_TYPES.items():
        if kind == ("int" if cpp.kind == "pointer" else cpp.kind) and size == cpp.size:
            return modifier + letter
    return modifier + "r"


def _operand_roles(stmt: AsmStatement, syn: Synthetic) -> list[Issue]:
    """Outputs never written, inputs written, immediates where a register is written."""
    frag = stmt.fragment
    if frag is None or not syn.uses:
        return []
    from ptx_lsp.analysis.host import Snapshot
    from ptx_lsp.analysis.navigation import access

    snapshot = Snapshot.from_bytes(syn.text, uri="untitled:inline.ptx")
    out: list[Issue] = []
    for op in stmt.operands:
        spans = syn.uses.get(op.index, [])
        kind, _ = operand_kind(op)
        roles = []
        for s, e in spans:
            try:
                roles.append((s, e, access(snapshot, s)))
            except Exception:  # noqa: BLE001
                roles.append((s, e, "read"))
        writes = [r for r in roles if r[2] == "write"]
        if kind == "immediate":
            for s, e, _ in writes:
                mapped = syn.to_fragment(s, e)
                if mapped:
                    hs, he = frag.to_host(*mapped)
                    out.append(Issue(hs, he, "error", "PTX702", f"`%{op.index}` is an immediate (\"n\") but this "
                                     "operand is written; bind it to a register (\"=r\")"))
        elif kind == "register" and op.modifier == "" and writes:
            s, e, _ = writes[0]
            mapped = syn.to_fragment(s, e)
            if mapped:
                hs, he = frag.to_host(*mapped)
                out.append(Issue(hs, he, "warning", "PTX702", f"`%{op.index}` is an input operand but the "
                                 f"assembly writes it; make it an output (\"+{op.letters}\") or use a "
                                 "scratch register"))
        elif kind == "register" and op.modifier == "=" and spans and not writes:
            out.append(Issue(op.constraint_range[0], op.constraint_range[1], "warning", "PTX702",
                             f"output operand `%{op.index}` is only read by the assembly, never written; make it "
                             f"an input (\"{op.letters}\") or read-write (\"+{op.letters}\")"))
    return out


def _default_version() -> str:
    from ptx_lsp.spec import load

    return load().facts.versions[-1].version


_STATEMENT_CACHE: OrderedDict[tuple, tuple[Issue, ...]] = OrderedDict()


def _cached_statement_issues(stmt: AsmStatement, data: bytes, ctx: CppContext, settings: Settings,
                             carry: Carry = NO_CARRY) -> list[Issue]:
    """`statement_issues`, remembered by the statement's text and everything else it depends on
    (operand C++ types, guard, context), with offsets relative to the statement: an edit elsewhere
    in the file costs no re-check."""
    key = (data[stmt.start : stmt.end], tuple(op.cpp_type for op in stmt.operands), stmt.min_arch, stmt.opaque_guard,
           stmt.in_function, stmt.word_size_branch, ctx, settings.diagnostics, settings.inline, carry)
    with _CACHE_LOCK:
        hit = _STATEMENT_CACHE.get(key)
        if hit is not None:
            _STATEMENT_CACHE.move_to_end(key)
    if hit is None:
        hit = tuple(replace(i, start=i.start - stmt.start, end=i.end - stmt.start)
                    for i in statement_issues(stmt, ctx, settings, carry))
        with _CACHE_LOCK:
            _STATEMENT_CACHE[key] = hit
            if len(_STATEMENT_CACHE) > _CACHE_SIZE:
                _STATEMENT_CACHE.popitem(last=False)
    return [replace(i, start=i.start + stmt.start, end=i.end + stmt.start) for i in hit]


def document_issues(statements: list[AsmStatement], ctx: CppContext,
                    settings: Settings = DEFAULT_SETTINGS, data: bytes | None = None) -> list[Issue]:
    """Diagnostics of every asm statement of a C++ document, in source order; never raises."""
    out: list[Issue] = []
    try:
        carries = scope_carries(statements, ctx.cuda_file)
    except Exception:  # noqa: BLE001
        carries = {}
    for stmt in statements:
        carry = carries.get(stmt.start, NO_CARRY)
        try:
            if data is not None:
                out.extend(_cached_statement_issues(stmt, data, ctx, settings, carry))
            else:
                out.extend(statement_issues(stmt, ctx, settings, carry))
        except Exception:  # noqa: BLE001 - one statement never takes the document down
            continue
    out.sort(key=lambda i: (i.start, i.end, i.code))
    return out


CUDA_SUFFIXES = (".cu", ".cuh")
CPP_LANGUAGES = frozenset({"cuda-cpp", "cuda", "cpp", "c", "cuda-c"})


def is_cpp_document(uri: str, language_id: str | None) -> bool:
    """Whether an open document is C++ (by the editor's language id, else by its file name)."""
    from ptx_lsp.syntax.fragments import cuda_language, is_cpp_path

    if cuda_language() is None:
        return False
    if language_id:
        return language_id.lower() in CPP_LANGUAGES
    return is_cpp_path(uri.split("?", 1)[0])


def context_for(settings: Settings, project_target: str | None = None, uri: str = "") -> CppContext:
    """Version/target for C++ documents: settings first, then compile_commands.json's lowest arch."""
    inline = settings.inline
    target = inline.target or project_target or None
    return CppContext(inline.version or _default_version(), target, uri.lower().endswith(CUDA_SUFFIXES))


# ---- documents --------------------------------------------------------------------------------


@dataclass(frozen=True, eq=False)
class CppSnapshot:
    """One version of a C++ document: bytes, settings, and lazily its asm statements and issues."""

    uri: str
    version: int | None
    data: bytes
    settings: Settings = DEFAULT_SETTINGS
    project_target: str | None = None

    @cached_property
    def statements(self) -> list[AsmStatement]:
        return extract_asm(self.data)

    @cached_property
    def issues(self) -> tuple[Issue, ...]:
        if not self.settings.inline.enabled:
            return ()
        return tuple(document_issues(self.statements, context_for(self.settings, self.project_target, self.uri),
                                     self.settings, self.data))

    def edited(self, start: int, old_end: int, new_bytes: bytes, version: int | None) -> CppSnapshot:
        data = self.data[:start] + new_bytes + self.data[old_end:]
        return CppSnapshot(self.uri, version, data, self.settings, self.project_target)

    def with_settings(self, settings: Settings) -> CppSnapshot:
        return CppSnapshot(self.uri, self.version, self.data, settings, self.project_target)

    def statement_at(self, offset: int) -> tuple[AsmStatement, int] | None:
        """The statement whose string holds `offset`, with the PTX offset there."""
        cuda_file = self.uri.lower().endswith(CUDA_SUFFIXES)
        for stmt in self.statements:
            if stmt.fragment is None or not (stmt.code_range[0] <= offset <= stmt.code_range[1]):
                continue
            if not is_ptx(stmt, cuda_file):
                return None
            at = stmt.fragment.to_fragment(offset)
            if at is not None:
                return stmt, at
        return None

    def _synthetic_at(self, offset: int) -> tuple[AsmStatement, Synthetic, Snapshot, int] | None:
        from ptx_lsp.analysis.host import Snapshot

        found = self.statement_at(offset)
        if found is None:
            return None
        stmt, at = found
        ctx = context_for(self.settings, self.project_target, self.uri)
        syn = synthesize(stmt, ctx.version, _target_for(stmt, ctx))
        pos = syn.from_fragment(at)
        if pos is None:
            return None
        snapshot = Snapshot.from_bytes(syn.text, uri="untitled:inline.ptx",
                                       settings=replace(self.settings, default_target=ctx.target or ""))
        return stmt, syn, snapshot, pos

    def _host_range(self, stmt: AsmStatement, syn: Synthetic, start: int, end: int) -> tuple[int, int] | None:
        mapped = syn.to_fragment(start, end)
        if mapped is None or stmt.fragment is None:
            return None
        return stmt.fragment.to_host(*mapped)


def hover(doc: CppSnapshot, offset: int) -> Hover | None:
    """Hover inside an asm string: PTX docs, or for `%N` its C++ operand, constraint and PTX type."""
    if not doc.settings.inline.enabled:
        return None
    found = doc.statement_at(offset)
    if found is None:
        return None
    stmt, at = found
    tokens, _ = scan_tokens(stmt)
    for tok in tokens:
        if tok.start <= at <= tok.end and tok.kind in ("operand", "named"):
            op = None
            if tok.index is not None and tok.index < len(stmt.operands):
                op = stmt.operands[tok.index]
            elif tok.name is not None:
                op = next((o for o in stmt.operands if o.name == tok.name), None)
            if op is None:
                continue
            s, e = stmt.fragment.to_host(tok.start, tok.end)
            return _operand_hover(op, s, e)
    got = doc._synthetic_at(offset)
    if got is None:
        return None
    stmt, syn, snapshot, pos = got
    from ptx_lsp.analysis import hover as ptx_hover

    result = ptx_hover.hover(snapshot, pos)
    if result is None:
        return None
    rng = doc._host_range(stmt, syn, result.start, result.end)
    if rng is None:
        return None
    return Hover(_message(result.markdown, stmt), _message(result.plaintext, stmt), rng[0], rng[1])


def _operand_hover(op: AsmOperand, start: int, end: int) -> Hover:
    kind, reg_type = operand_kind(op)
    role = {"=": "output (written)", "+": "input and output (read and written)"}.get(op.modifier, "input (read)")
    letters = op.letters
    words = ", ".join(CONSTRAINT_WORDS.get(ch, f"`{ch}`") for ch in letters) or "no constraint letter"
    if kind == "register":
        ptx = f"a `.reg {reg_type}` register"
    elif kind == "immediate":
        value = _immediate(op.expression)
        ptx = f"the immediate `{value}`" if value is not None else "an integer immediate (the constant's value)"
    else:
        ptx = "text nvcc substitutes"
    label = f"%{op.index}" + (f" [{op.name}]" if op.name else "")
    md = (f"**{label}** — {role} operand\n\n```cpp\n\"{op.constraint}\"({op.expression})\n```\n\n"
          f"Constraint `{op.constraint}`: {words}; in PTX this is {ptx}.")
    plain = (f"{label} — {role} operand\n\"{op.constraint}\"({op.expression})\n"
             f"Constraint {op.constraint}: {words}; in PTX this is {ptx.replace('`', '')}.")
    return Hover(md, plain, start, end)


def complete(doc: CppSnapshot, offset: int, trigger_character: str | None = None) -> list[Completion]:
    """Completion inside an asm string (modifiers after `.`, opcodes, special registers...)."""
    if not doc.settings.inline.enabled:
        return []
    got = doc._synthetic_at(offset)
    if got is None:
        return []
    stmt, syn, snapshot, pos = got
    from ptx_lsp.analysis import completion as ptx_completion

    out = []
    for item in ptx_completion.complete(snapshot, pos, trigger_character):
        if item.label.startswith(PLACEHOLDER) or item.label == _WRAP_NAME:
            continue
        if item.replace_start is not None and item.replace_end is not None:
            rng = doc._host_range(stmt, syn, item.replace_start, item.replace_end)
            if rng is None:
                continue
            item = replace(item, replace_start=rng[0], replace_end=rng[1])
        out.append(item)
    return out


def signature_help(doc: CppSnapshot, offset: int) -> Signature | None:
    """Signature help for the PTX instruction around the cursor inside an asm string."""
    if not doc.settings.inline.enabled:
        return None
    got = doc._synthetic_at(offset)
    if got is None:
        return None
    _stmt, _syn, snapshot, pos = got
    from ptx_lsp.analysis import signature

    return signature.signature_help(snapshot, pos)


@dataclass(frozen=True)
class CppAnalysis:
    """The editing features of a C++ document, with the same methods as `analysis.Analysis`."""

    doc: CppSnapshot

    def diagnostics(self) -> tuple[Issue, ...]:
        return self.doc.issues

    def hover(self, offset: int) -> Hover | None:
        return hover(self.doc, offset)

    def completion(self, offset: int, trigger_character: str | None = None) -> list[Completion]:
        return complete(self.doc, offset, trigger_character)

    def signature_help(self, offset: int) -> Signature | None:
        return signature_help(self.doc, offset)
