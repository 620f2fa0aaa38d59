"""PTX cut out of CUDA C++: the `asm()` statements of a C++ file and their PTX text.

**A `Fragment` maps every PTX byte back to the C++ bytes it came from (an escape such as `\\n`
maps to its two characters), so any PTX byte range has an exact C++ byte range; positions in
lines and UTF-16 characters are computed from those bytes in `lsp/convert.py`, never here.**
**Extraction never raises and never guesses: an assembly string that a macro builds (an
identifier among the literals, a parse error inside the statement) gives a statement without a
fragment, which every check skips quietly.**
**No LSP imports; byte offsets only.**

The C++ is parsed with tree-sitter-cuda (`gnu_asm_expression` nodes: `assembly_code`, output and
input operand lists, clobbers). Statements inside `#define` bodies are found by parsing the
macro's replacement text again, with its offsets shifted back into the file.
"""

from __future__ import annotations

import re
import threading
from bisect import bisect_right
from collections import OrderedDict
from dataclasses import dataclass, replace
from functools import cache

from tree_sitter import Language, Node, Parser

from ptx_lsp.syntax import thread_parser

__all__ = ["AsmOperand", "AsmStatement", "Fragment", "extract_asm", "is_cpp_path"]

CPP_SUFFIXES = (".cu", ".cuh", ".h", ".hh", ".hpp", ".hxx", ".h++", ".inl", ".inc", ".ipp", ".tcc",
                ".cpp", ".cc", ".cxx", ".c++", ".c", ".cuinc")
_SIMPLE_ESCAPES = {
    "n": "\n", "t": "\t", "r": "\r", "v": "\v", "f": "\f", "a": "\a", "b": "\b",
    "\\": "\\", '"': '"', "'": "'", "?": "?", "e": "\x1b",
}
_ARCH_GUARD = re.compile(r"__CUDA_ARCH__\s*(>=|==|>)\s*(\d+)")
_ARCH_GUARD_REVERSED = re.compile(r"(\d+)\s*(<=|==|<)\s*__CUDA_ARCH__")


def is_cpp_path(path: str) -> bool:
    """Whether a file name looks like CUDA C++ / C++ (by its suffix)."""
    lower = path.lower()
    return lower.endswith(CPP_SUFFIXES)


@cache
def cuda_language() -> Language | None:
    """The tree-sitter-cuda language, or None when the package is missing (C++ support off)."""
    try:
        import tree_sitter_cuda
    except ImportError:
        return None
    return Language(tree_sitter_cuda.language())


def _parser() -> Parser | None:
    language = cuda_language()
    if language is None:
        return None
    return thread_parser("cuda", language)


@dataclass(frozen=True)
class Fragment:
    """PTX text taken from C++ string literals, with the C++ byte span of every PTX byte.

    `starts[i]`/`ends[i]` are the C++ bytes that produced PTX byte i; `tail` is the C++ offset
    that stands for the end of the PTX text (just before the last closing quote).
    """

    text: bytes
    starts: tuple[int, ...]
    ends: tuple[int, ...]
    tail: int

    def to_host(self, start: int, end: int) -> tuple[int, int]:
        """The C++ byte range of PTX bytes start..end (clamped to the fragment)."""
        n = len(self.text)
        start = min(max(start, 0), n)
        end = min(max(end, start), n)
        host_start = self.starts[start] if start < n else self.tail
        if end == start:
            return host_start, host_start
        return host_start, self.ends[end - 1]

    def to_fragment(self, offset: int) -> int | None:
        """The PTX offset of a C++ byte offset inside the strings (None outside them).

        An offset on an escape maps to the PTX byte it produced; the offset just after a
        literal's content (its closing quote) maps to the end of that literal's PTX text.
        """
        i = bisect_right(self.starts, offset) - 1
        if i >= 0 and offset < self.ends[i]:
            return i
        if i >= 0 and offset == self.ends[i]:
            return i + 1
        if offset == self.tail or (not self.text and offset == self.tail):
            return len(self.text)
        return None


@dataclass(frozen=True)
class CppType:
    """The C++ type of an operand expression, when it is certain: integer/float/pointer and bytes."""

    kind: str  # "int", "float" or "pointer"
    size: int
    spelled: str


@dataclass(frozen=True)
class AsmOperand:
    """One C++ operand of an asm statement: `[name] "constraint" (expression)`."""

    index: int
    output: bool
    constraint: str  # as written, e.g. "=r", "+l", "n"
    constraint_range: tuple[int, int]
    expression: str
    expression_range: tuple[int, int]
    name: str | None = None
    cpp_type: CppType | None = None  # None: not known for sure (templates, fields, calls...)

    @property
    def modifier(self) -> str:
        """`=` (written), `+` (read and written) or `` (read)."""
        for ch in self.constraint:
            if ch in "=+":
                return ch
        return ""

    @property
    def letters(self) -> str:
        """The constraint letters without modifiers (`=&r` -> `r`)."""
        return "".join(ch for ch in self.constraint if ch.isalpha())


@dataclass(frozen=True)
class AsmStatement:
    """One `asm(...)` statement of a C++ file."""

    start: int
    end: int
    code_range: tuple[int, int]  # the assembly string(s)
    fragment: Fragment | None  # None when the text is not plain literals (a macro builds it)
    operands: tuple[AsmOperand, ...]
    clobbers: tuple[str, ...]
    has_colon: bool  # extended asm syntax (`:` present)
    min_arch: int | None = None  # from enclosing `#if __CUDA_ARCH__ >= X` guards (e.g. 900)
    in_macro: bool = False
    in_function: bool = True  # False: file scope (an asm label such as `asm("clock32")`, basic asm)
    word_size_branch: bool = False  # inside `#if`/`#else` on a 64-bit test (`__CVTA_PTR_64`, `__LP64__`)
    function: tuple[int, int] | None = None  # the enclosing C++ function's bytes (asm there shares one PTX body)
    device_only: bool = False  # in a `__device__`/`__global__` function, outside any `#if` (always device code)
    opaque_guard: bool = False  # inside an `#if`/`#ifdef` on a macro other than __CUDA_ARCH__ (see _opaque_guard)

    @property
    def has_operands(self) -> bool:
        """nvcc rewrites `%` (placeholders, `%%`) only when there is at least one operand."""
        return bool(self.operands)


def _text(data: bytes, node: Node) -> str:
    return data[node.start_byte : node.end_byte].decode("utf-8", "replace")


def _literal_pieces(node: Node, data: bytes, out: list[tuple[bytes, int, int]]) -> bool:
    """Append (bytes, host_start, host_end) pieces for a string literal; False if not literal."""
    t = node.type
    if t == "concatenated_string":
        return all(_literal_pieces(c, data, out) for c in node.named_children if c.type != "comment")
    if t == "raw_string_literal":
        content = next((c for c in node.named_children if c.type == "raw_string_content"), None)
        if content is not None:
            for k in range(content.start_byte, content.end_byte):
                out.append((data[k : k + 1], k, k + 1))
        return True
    if t != "string_literal":
        return False
    for child in node.children:
        ct = child.type
        if ct == "string_content":
            for k in range(child.start_byte, child.end_byte):
                out.append((data[k : k + 1], k, k + 1))
        elif ct == "escape_sequence":
            value = _unescape(data[child.start_byte : child.end_byte].decode("latin-1"))
            if value is None:
                return False
            encoded = value.encode("utf-8", "surrogatepass")
            if not encoded:
                continue
            for b in encoded:
                out.append((bytes((b,)), child.start_byte, child.end_byte))
        elif ct not in ('"', "L\"", "u\"", "U\"", "u8\"") and child.is_named:
            return False  # an unexpected piece (error, macro): not a plain literal
    return True


def _unescape(escape: str) -> str | None:
    """The character(s) a C++ escape sequence stands for (None if unknown)."""
    body = escape[1:]
    if not body:
        return None
    if body[0] in "\r\n":  # a line continuation inside the string
        return ""
    if body[0] in _SIMPLE_ESCAPES and len(body) == 1:
        return _SIMPLE_ESCAPES[body[0]]
    try:
        if body[0] == "x":
            return chr(int(body[1:], 16) & 0xFF)
        if body[0] in "uU":
            return chr(int(body[1:], 16))
        if body[0] in "01234567":
            return chr(int(body, 8) & 0xFF)
    except ValueError:
        return None
    return None


def _fragment(node: Node, data: bytes) -> Fragment | None:
    pieces: list[tuple[bytes, int, int]] = []
    if not _literal_pieces(node, data, pieces):
        return None
    text = b"".join(p[0] for p in pieces)
    last = node
    while last.type == "concatenated_string" and last.named_children:
        last = [c for c in last.named_children if c.type != "comment"][-1]
    tail = last.end_byte - 1 if last.end_byte > last.start_byte else last.end_byte
    if last.type == "raw_string_literal":
        content = next((c for c in last.named_children if c.type == "raw_string_content"), None)
        tail = content.end_byte if content is not None else tail
    return Fragment(text, tuple(p[1] for p in pieces), tuple(p[2] for p in pieces), tail)


def _constraint_text(node: Node | None, data: bytes) -> tuple[str, tuple[int, int]] | None:
    if node is None:
        return None
    pieces: list[tuple[bytes, int, int]] = []
    if not _literal_pieces(node, data, pieces):
        return None
    return b"".join(p[0] for p in pieces).decode("utf-8", "replace"), (node.start_byte, node.end_byte)


def _operands(node: Node, data: bytes) -> tuple[tuple[AsmOperand, ...], bool] | None:
    """The operands (outputs first), or None when one is not plain (macro constraint...)."""
    out: list[AsmOperand] = []
    memo: list[dict[str, _Decl]] = []

    def declarations() -> dict[str, _Decl]:  # computed once per statement, on first need
        if not memo:
            memo.append(_declarations(node, data))
        return memo[0]

    for field, output in (("output_operands", True), ("input_operands", False)):
        lst = node.child_by_field_name(field)
        if lst is None:
            continue
        for op in lst.children_by_field_name("operand"):
            constraint = _constraint_text(op.child_by_field_name("constraint"), data)
            value = op.child_by_field_name("value")
            if constraint is None or value is None:
                return None
            symbol = op.child_by_field_name("symbol")
            out.append(AsmOperand(
                len(out), output, constraint[0], constraint[1], _text(data, value),
                (value.start_byte, value.end_byte), _text(data, symbol) if symbol is not None else None,
                _expression_type(value, data, declarations),
            ))
    return tuple(out), True


# ---- C++ operand types (only where certain; LP64: `long` is left unknown) --------------------------

_INT_BYTES = {
    "char": 1, "unsigned char": 1, "signed char": 1, "bool": 1, "short": 2, "unsigned short": 2, "int": 4,
    "unsigned": 4, "long long": 8, "unsigned long long": 8, "__int128": 16, "unsigned __int128": 16,
    "int8_t": 1, "uint8_t": 1, "int16_t": 2, "uint16_t": 2, "int32_t": 4, "uint32_t": 4, "int64_t": 8,
    "uint64_t": 8, "size_t": 8, "uintptr_t": 8, "intptr_t": 8, "ptrdiff_t": 8,
}
_FLOAT_BYTES = {"float": 4, "double": 8}
_QUALIFIERS = frozenset({"const", "volatile", "static", "register", "__restrict__", "restrict", "constexpr",
                         "__shared__", "__device__", "__constant__", "std::"})


def _base_type(text: str) -> CppType | None:
    words = [w for w in text.replace("std::", "").split() if w not in _QUALIFIERS]
    if len(words) > 1 and "char" not in words:
        words = [w for w in words if w != "signed"]
    if len(words) > 1:
        words = [w for w in words if w != "int"]
    name = " ".join(words)
    if name in _INT_BYTES:
        return CppType("int", _INT_BYTES[name], name)
    if name in _FLOAT_BYTES:
        return CppType("float", _FLOAT_BYTES[name], name)
    return None


_Decl = tuple[str, int]  # (base type text, levels of pointer/array indirection)


def _declarator_name(node: Node, data: bytes, depth: int = 0) -> tuple[str, int] | None:
    """(name, indirection) of a declarator: `*p` 1, `a[4]` 1, `&r` 0, `x = 1` 0."""
    t = node.type
    if t in ("identifier", "field_identifier"):
        return _text(data, node), depth
    inner = node.child_by_field_name("declarator")
    if inner is None:
        named = [c for c in node.named_children if c.type not in ("type_qualifier", "ms_pointer_modifier")]
        inner = named[0] if t == "reference_declarator" and named else None
    if inner is None:
        return None
    return _declarator_name(inner, data, depth + (1 if t in ("pointer_declarator", "array_declarator") else 0))


def _declarations(statement: Node, data: bytes) -> dict[str, _Decl]:
    """Names visible at the statement: declarations before it in each enclosing block, and the
    enclosing function's parameters (closed sibling blocks and `#if` branches are not looked into)."""
    found: dict[str, _Decl] = {}
    chain = []
    node = statement
    while node is not None and node.type not in ("function_definition", "lambda_expression"):
        chain.append(node)
        node = node.parent
    if node is None:
        return found
    function = node
    declarator = function.child_by_field_name("declarator")
    while declarator is not None and declarator.type != "function_declarator":
        declarator = declarator.child_by_field_name("declarator")
    params = declarator.child_by_field_name("parameters") if declarator is not None else None
    if params is not None:
        for param in params.named_children:
            _declare(param, data, found)
    for block in reversed(chain[1:]):
        for child in block.children:
            if child.start_byte >= statement.start_byte:
                break
            if child.type == "declaration":
                _declare(child, data, found)
    return found


def _declare(node: Node, data: bytes, found: dict[str, _Decl]) -> None:
    if node.type not in ("parameter_declaration", "declaration"):
        return
    type_node = node.child_by_field_name("type")
    if type_node is None:
        return
    type_text = " ".join(_text(data, c) for c in node.children if c.type == "type_qualifier" or c == type_node)
    for decl in node.children_by_field_name("declarator"):
        named = _declarator_name(decl, data)
        if named is not None:
            found[named[0]] = (type_text, named[1])


def _expression_type(node: Node, data: bytes, declarations, depth: int = 0) -> CppType | None:
    """The C++ type of a simple operand expression (names, `*p`, `p[i]`, casts, literals)."""
    try:
        return _type_of(node, data, declarations, 0)
    except Exception:  # noqa: BLE001 - a guess that fails is no guess
        return None


def _type_of(node: Node, data: bytes, declarations, deref: int) -> CppType | None:
    t = node.type
    if t == "parenthesized_expression" and node.named_child_count == 1:
        return _type_of(node.named_children[0], data, declarations, deref)
    if t == "subscript_expression":
        argument = node.child_by_field_name("argument")
        return _type_of(argument, data, declarations, deref + 1) if argument is not None else None
    if t == "pointer_expression":
        argument = node.child_by_field_name("argument")
        operator = node.child_by_field_name("operator")
        if argument is None or operator is None:
            return None
        if _text(data, operator) == "*":
            return _type_of(argument, data, declarations, deref + 1)
        return CppType("pointer", 8, "pointer") if deref == 0 else None
    if t == "identifier":
        decl = declarations().get(_text(data, node))
        if decl is None:
            return None
        base, levels = decl
        levels -= deref
        if levels > 0:
            return CppType("pointer", 8, f"{base} {'*' * levels}")
        return _base_type(base) if levels == 0 else None
    if deref:
        return None
    if t == "cast_expression":
        descriptor = node.child_by_field_name("type")
        return _descriptor_type(descriptor, data)
    if t == "call_expression":
        function = node.child_by_field_name("function")
        if function is not None and function.type == "template_function":
            name = function.child_by_field_name("name")
            if name is not None and _text(data, name) in ("static_cast", "reinterpret_cast"):
                arguments = function.child_by_field_name("arguments")
                if arguments is not None and arguments.named_child_count == 1:
                    return _descriptor_type(arguments.named_children[0], data)
        return None
    if t == "number_literal":
        text = _text(data, node).lower().replace("'", "")
        is_hex = text.startswith("0x")
        if ("." in text or ("e" in text and not is_hex) or text.endswith("f")) and not is_hex:
            return CppType("float", 4, "float") if text.endswith("f") else CppType("float", 8, "double")
        suffix = text.rstrip("0123456789abcdef") if is_hex else text.lstrip("0123456789")
        suffix = text[len(text.rstrip("ul")):]
        if "ll" in suffix:
            return CppType("int", 8, "long long")
        if "l" in suffix:
            return None  # `long`: 4 or 8 bytes by platform
        return CppType("int", 4, "unsigned" if "u" in suffix else "int")
    return None


def _descriptor_type(descriptor: Node | None, data: bytes) -> CppType | None:
    if descriptor is None or descriptor.type != "type_descriptor":
        return None
    declarator = descriptor.child_by_field_name("declarator")
    if declarator is not None:
        if declarator.type == "abstract_reference_declarator" and declarator.named_child_count == 0:
            pass  # `uint32_t &`: the type itself
        elif declarator.type == "abstract_pointer_declarator":  # `(int *)p`
            return CppType("pointer", 8, "pointer")
        else:
            return None
    type_node = descriptor.child_by_field_name("type")
    return _base_type(_text(data, type_node)) if type_node is not None else None


_CONDITIONALS = ("preproc_if", "preproc_elif", "preproc_ifdef", "preproc_elifdef")


def _conditionals(node: Node) -> list[tuple[Node, Node]]:
    """The preprocessor conditionals around `node`, innermost first, each with its child on the way
    to `node`: one climb of the parents (each `Node.parent` walks down from the root) for the
    three readings below."""
    out = []
    child = node
    parent = node.parent
    while parent is not None:
        if parent.type in _CONDITIONALS:
            out.append((parent, child))
        child = parent
        parent = parent.parent
    return out


def _guard_arch(branches: list[tuple[Node, Node]], data: bytes) -> int | None:
    """The lowest __CUDA_ARCH__ the enclosing `#if`/`#elif` branches guarantee (None if none)."""
    best: int | None = None
    for parent, child in branches:
        if parent.type == "preproc_elifdef":
            continue
        alternative = parent.child_by_field_name("alternative")
        in_alternative = alternative is not None and alternative.start_byte <= child.start_byte \
            and child.end_byte <= alternative.end_byte
        condition = parent.child_by_field_name("condition")
        if condition is not None and not in_alternative and parent.type != "preproc_ifdef":
            text = _text(data, condition)
            if "||" not in text and "!" not in text.replace("!=", ""):
                for m in _ARCH_GUARD.finditer(text):
                    value = int(m.group(2)) + (1 if m.group(1) == ">" else 0)
                    best = value if best is None else max(best, value)
                for m in _ARCH_GUARD_REVERSED.finditer(text):
                    value = int(m.group(1)) + (1 if m.group(2) == "<" else 0)
                    best = value if best is None else max(best, value)
    return best


_GUARD_WORD = re.compile(r"[A-Za-z_]\w*")
# Macros that decide nothing about the target architecture: the arch itself (evaluated by
# _guard_arch), "compiled by nvcc/NVRTC", toolkit and language versions.
_TRANSPARENT_MACROS = frozenset({"__CUDA_ARCH__", "defined", "__CUDACC__", "__NVCC__", "__CUDACC_RTC__",
                                 "__CUDACC_VER_MAJOR__", "__CUDACC_VER_MINOR__", "__CUDACC_VER_BUILD__",
                                 "CUDA_VERSION", "CUDART_VERSION", "__cplusplus"})


def _opaque_guard(branches: list[tuple[Node, Node]], data: bytes) -> bool:
    """Whether an enclosing `#if`/`#elif`/`#ifdef`/`#ifndef` tests a macro other than `__CUDA_ARCH__`
    (`CUTE_ARCH_MMA_SM90A_ENABLED`, `__CUDA_ARCH_FEAT_SM90_ALL`, a project's own switch): whether
    the statement is compiled for a given architecture is then unknown here. Libraries guard their
    architecture-specific assembly this way, so the target check must not treat it as compiled
    for every target (CUTLASS's sm_90a `wgmma` headers gave 2,000 PTX502 with an sm_100a target)."""
    for parent, _child in branches:
        condition = parent.child_by_field_name("condition") or parent.child_by_field_name("name")
        if condition is not None and not _include_guard(parent, condition, data) and any(
                word not in _TRANSPARENT_MACROS for word in _GUARD_WORD.findall(_text(data, condition))):
            return True
    return False


def _include_guard(branch: Node, condition: Node, data: bytes) -> bool:
    """`#ifndef NAME` directly followed by `#define NAME`: a header's include guard."""
    if branch.type != "preproc_ifdef":
        return False
    name = _text(data, condition)
    after = data[condition.end_byte : condition.end_byte + 512].lstrip()
    return re.match(rb"#\s*define\s+" + re.escape(name.encode()) + rb"\b", after) is not None


_WORD_SIZE_TEST = re.compile(r"64")


def _in_word_size_branch(branches: list[tuple[Node, Node]], data: bytes) -> bool:
    """Whether a preprocessor branch around the statement tests the pointer width: code written
    for 32-bit pointers too (nvcc 13 compiles device code only for 64-bit)."""
    for parent, _child in branches:
        if parent.type == "preproc_elifdef":
            continue
        condition = parent.child_by_field_name("condition") or parent.child_by_field_name("name")
        if condition is not None and _WORD_SIZE_TEST.search(_text(data, condition)):
            return True
    return False


def _in_function(node: Node) -> bool:
    parent = node.parent
    while parent is not None:
        if parent.type in ("compound_statement", "lambda_expression", "function_definition"):
            return True
        if parent.type in ("declaration", "field_declaration", "init_declarator", "function_declarator"):
            return False
        parent = parent.parent
    return False


_MEMO: OrderedDict[tuple[bytes, bytes, bool], AsmStatement] = OrderedDict()
_MEMO_LOCK = threading.Lock()
_MEMO_SIZE = 20_000


def _enclosing_function(node: Node) -> Node | None:
    parent = node.parent
    while parent is not None and parent.type not in ("function_definition", "lambda_expression"):
        parent = parent.parent
    return parent


def _statement(node: Node, data: bytes, shift: int, in_macro: bool) -> AsmStatement:
    """The statement at `node`, reused from an earlier parse when its text and its function's text
    are unchanged (what it reads: strings, operands, declarations before it); the preprocessor
    context around it is read fresh."""
    function = _enclosing_function(node)
    scope = data[function.start_byte : node.start_byte] if function is not None else b""
    key = (data[node.start_byte : node.end_byte], scope, in_macro)
    with _MEMO_LOCK:
        relative = _MEMO.get(key)
        if relative is not None:
            _MEMO.move_to_end(key)
    if relative is None:
        relative = _shifted(_build_statement(node, data, in_macro), -node.start_byte)
        with _MEMO_LOCK:
            _MEMO[key] = relative
            if len(_MEMO) > _MEMO_SIZE:
                _MEMO.popitem(last=False)
    statement = _shifted(relative, node.start_byte + shift)
    span = (function.start_byte + shift, function.end_byte + shift) if function is not None else None
    branches = _conditionals(node)
    return replace(statement, min_arch=_guard_arch(branches, data),
                   word_size_branch=_in_word_size_branch(branches, data), function=span,
                   device_only=not in_macro and _device_only(function, node, data),
                   opaque_guard=_opaque_guard(branches, data))


def _device_only(function: Node | None, node: Node, data: bytes) -> bool:
    """A `__device__`/`__global__` function (as spelled, not through a macro) and no `#if` around the
    statement inside it: nvcc compiles it for the device, whatever the architecture."""
    if function is None or function.type != "function_definition":
        return False
    body = function.child_by_field_name("body")
    head = data[function.start_byte : body.start_byte if body is not None else function.end_byte]
    if b"__device__" not in head and b"__global__" not in head:
        return False
    parent = node.parent
    while parent is not None and parent != function:
        if parent.type.startswith("preproc_"):
            return False
        parent = parent.parent
    return True


def _build_statement(node: Node, data: bytes, in_macro: bool) -> AsmStatement:
    code = node.child_by_field_name("assembly_code")
    fragment = _fragment(code, data) if code is not None else None
    found = _operands(node, data)
    has_error = node.has_error  # a C++ syntax error (clangd's to report) or a macro among the pieces
    if found is None or has_error:
        fragment = None
    operands = found[0] if found is not None else ()
    clobbers: list[str] = []
    clob = node.child_by_field_name("clobbers")
    if clob is not None:
        for reg in clob.named_children:
            text = _constraint_text(reg, data)
            if text is not None:
                clobbers.append(text[0])
    after = code.end_byte if code is not None else node.start_byte
    has_colon = b":" in data[after : node.end_byte]
    code_range = (code.start_byte, code.end_byte) if code is not None else (node.start_byte, node.end_byte)
    return AsmStatement(node.start_byte, node.end_byte, code_range, fragment, operands, tuple(clobbers),
                        has_colon, None, in_macro, in_macro or _in_function(node))


def _shifted(s: AsmStatement, d: int) -> AsmStatement:
    frag = s.fragment
    if frag is not None:
        frag = Fragment(frag.text, tuple(x + d for x in frag.starts), tuple(x + d for x in frag.ends), frag.tail + d)
    ops = tuple(AsmOperand(o.index, o.output, o.constraint, (o.constraint_range[0] + d, o.constraint_range[1] + d),
                           o.expression, (o.expression_range[0] + d, o.expression_range[1] + d), o.name,
                           o.cpp_type)
                for o in s.operands)
    return AsmStatement(s.start + d, s.end + d, (s.code_range[0] + d, s.code_range[1] + d), frag, ops, s.clobbers,
                        s.has_colon, s.min_arch, s.in_macro, s.in_function, s.word_size_branch)


def _walk(root: Node, data: bytes, shift: int, in_macro: bool, out: list[AsmStatement], depth: int) -> None:
    stack = [root]
    while stack:
        node = stack.pop()
        t = node.type
        if t == "gnu_asm_expression":
            try:
                out.append(_statement(node, data, shift, in_macro))
            except Exception:  # noqa: BLE001 - one odd statement never stops the others
                pass
            continue
        if t == "preproc_arg" and depth == 0 and node.parent is not None \
                and node.parent.type in ("preproc_function_def", "preproc_def") and b"asm" in data[
                    node.start_byte : node.end_byte]:
            _macro_body(node, data, out)
            continue
        if node.child_count:
            stack.extend(reversed(node.children))


def _macro_body(node: Node, data: bytes, out: list[AsmStatement]) -> None:
    """Statements written in a `#define` body: its text is parsed again on its own."""
    body = data[node.start_byte : node.end_byte]
    parser = _parser()
    if parser is None:
        return
    tree = parser.parse(body)
    _walk(tree.root_node, body, node.start_byte, True, out, 1)


def extract_asm(data: bytes) -> list[AsmStatement]:
    """Every `asm` statement of a C++ file, in source order; never raises."""
    parser = _parser()
    if parser is None:
        return []
    try:
        tree = parser.parse(data)
    except Exception:  # noqa: BLE001
        return []
    out: list[AsmStatement] = []
    _walk(tree.root_node, data, 0, False, out, 0)
    out.sort(key=lambda s: s.start)
    return out
