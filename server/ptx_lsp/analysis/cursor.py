"""What the cursor is in the middle of: a lexical view of the statement being typed.

**Works on raw bytes and returns byte offsets; never raises, whatever the text.**
**Reads only the text before the cursor (from the last `;` line onwards), so it is correct on
the half-typed, unparseable statements completion and signature help are asked about** —
the syntax tree of `suld.b.2d.` is an ERROR node, the text is not.
**No PTX names here:** the lexer knows PTX's punctuation and word shapes; what a word means is
decided by the callers from the spec.

`statement_at(data, offset)` gives the tokens of the current statement up to the cursor and the
partial word under it; `instruction_context(statement)` splits an instruction statement into
guard, opcode, modifiers and operand position (which comma-separated operand, inside `[ ]`,
`{ }` or `( )`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

# Byte regex: each alternative is one token kind. Words cover `ld.global.v2.f32`, `.shared::cta`,
# `%tid.x`, `$L__BB0_2`, `sm_90a`, numbers like `0f3F800000`, and half-typed `suld.b.` / `%`;
# a single colon only before a digit (the sparsity ratios `.sp::2:4` of PTX ISA 9.4).
_TOKEN = re.compile(
    rb"(?P<ws>\s+)"
    rb"|(?P<comment>//[^\n]*|/\*(?:.|\n)*?(?:\*/|\Z))"
    rb"|(?P<string>\"(?:[^\"\\\n]|\\.)*\"?)"
    rb"|(?P<word>(?=[%.A-Za-z0-9_$])[%.]?[A-Za-z0-9_$]*(?:(?:\.|::|:(?=[0-9]))[A-Za-z0-9_$]*)*)"
    rb"|(?P<punct>.)",
    re.DOTALL,
)

_SEARCH_WINDOW = 200_000  # bytes looked back for the start of a statement


@dataclass(frozen=True, slots=True)
class Token:
    """One lexical token: kind is 'word', 'string', 'comment' or 'punct'."""

    kind: str
    text: str
    start: int
    end: int


@dataclass(frozen=True)
class Statement:
    """The statement around the cursor, as written up to the cursor.

    `tokens` excludes comments and whitespace; `partial` is the word token ending exactly at the
    cursor (the text completion replaces), also the last item of `tokens` when present.
    `in_comment`/`in_string`: the cursor is inside one (nothing to complete there).
    """

    offset: int
    tokens: tuple[Token, ...]
    partial: Token | None
    in_comment: bool = False
    in_string: bool = False

    @property
    def before(self) -> tuple[Token, ...]:
        """The complete tokens before the partial word."""
        return self.tokens[:-1] if self.partial is not None else self.tokens

    @property
    def prefix(self) -> str:
        """The partial word's text ('' when the cursor follows whitespace or punctuation)."""
        return self.partial.text if self.partial is not None else ""

    @property
    def replace_start(self) -> int:
        return self.partial.start if self.partial is not None else self.offset


def tokenize(data: bytes, start: int, end: int) -> list[Token]:
    """Every token of data[start:end], comments and whitespace included (ws dropped)."""
    out: list[Token] = []
    for m in _TOKEN.finditer(data, start, end):
        kind = m.lastgroup or "punct"
        if kind == "ws":
            continue
        out.append(Token(kind, m.group().decode("utf-8", "replace"), m.start(), m.end()))
    return out


def _anchor(data: bytes, offset: int) -> int:
    """A safe place to start lexing: the start of the line holding the last `;` before offset.

    When that `;` sits inside a `/* ... */` comment, the lexing starts before the comment instead.
    """
    lo = max(0, offset - _SEARCH_WINDOW)
    semi = data.rfind(b";", lo, offset)
    pos = lo if semi < 0 else semi
    opened = data.rfind(b"/*", lo, pos)
    if opened >= 0 and data.rfind(b"*/", opened, pos) < 0:
        pos = opened
    return data.rfind(b"\n", 0, pos) + 1 if pos > 0 else 0


def statement_at(data: bytes, offset: int, ends_at_newline: Callable[[str], bool] | None = None) -> Statement:
    """The tokens of the statement the cursor is in, from its first token to the cursor.

    `ends_at_newline(first_word)` says whether a statement starting with that word ends at the end
    of its line (`.version 8.0`, `.target sm_90`, `.loc 1 2 3` have no `;`); callers answer it from
    the spec's directive data.
    """
    offset = min(max(offset, 0), len(data))
    anchor = _anchor(data, offset)
    tokens = tokenize(data, anchor, offset)
    in_comment = in_string = False
    if tokens and tokens[-1].end == offset:
        last = tokens[-1]
        if last.kind == "comment":
            text = last.text
            in_comment = text.startswith("//") or not text.endswith("*/") or len(text) < 4
        elif last.kind == "string":
            in_string = len(last.text) < 2 or not last.text.endswith('"')
    current: list[Token] = []
    brace = 0
    line_end = -1  # end of the line of a newline-terminated statement
    for tok in tokens:
        if tok.kind == "comment":
            continue
        if line_end >= 0 and tok.start > line_end:
            current, brace, line_end = [], 0, -1
        t = tok.text
        if tok.kind == "punct":
            if t == ";":
                current, brace = [], 0
                continue
            if t == "{":
                if not current or (brace == 0 and _opens_block(current)):
                    current, brace = [], 0  # a block, function body or section data opens
                    continue
                brace += 1
            elif t == "}":
                if brace == 0:
                    current = []  # a block closes
                    continue
                brace -= 1
            elif t == ":" and len(current) == 1 and current[0].kind == "word" and brace == 0:
                current = []  # `label:` ends; what follows is a new statement
                continue
        current.append(tok)
        if len(current) == 1 and ends_at_newline is not None and tok.kind == "word" and ends_at_newline(t):
            nl = data.find(b"\n", tok.end)
            line_end = len(data) if nl < 0 else nl
    if line_end >= 0 and offset > line_end:
        current = []
    partial = None
    if current and current[-1].end == offset and current[-1].kind == "word":
        partial = current[-1]
    return Statement(offset, tuple(current), partial, in_comment, in_string)


def _opens_block(tokens: list[Token]) -> bool:
    """Whether a `{` after these tokens opens a body/section rather than a vector or initializer.

    Instructions (first word not dotted) only use `{` for vector operands; in a directive
    statement a `{` after `=`, `,` or `{` starts an initializer list, anywhere else a body
    (`.entry k(...) {`, `.section .debug_info {`).
    """
    first = tokens[0].text
    if not first.startswith(".") and first != "@" and tokens[0].kind == "word":
        return False
    if first == "@":
        return False
    return tokens[-1].text not in ("=", ",", "{")


@dataclass(frozen=True)
class InstructionContext:
    """An instruction statement split up for completion and signature help.

    `opcode` is the first word's first part; `modifiers` the complete `.xxx` parts written after it
    (excluding the one being typed); `typing_modifier` is True while the cursor is still in the
    opcode word (then `partial_modifier` is the `.xx` part under the cursor, dot included, and
    `partial_start` its byte offset). Otherwise `operand_index` counts top-level commas before the
    cursor and `bracket`/`brace`/`paren` say whether the cursor is inside `[ ]`, `{ }`, `( )`;
    `operand_tokens` are the tokens of the operand being written (before the partial word).
    """

    guard: Token | None
    opcode: str
    opcode_start: int
    modifiers: tuple[str, ...]
    modifier_spans: tuple[tuple[int, int], ...]
    typing_modifier: bool
    partial_modifier: str = ""
    partial_start: int = 0
    operand_index: int = 0
    bracket: bool = False
    brace: bool = False
    paren: bool = False
    operand_tokens: tuple[Token, ...] = ()
    operand_start: int | None = None


def split_word(word: Token) -> list[tuple[str, int, int]]:
    """`ld.global.L2::cache_hint` -> [('ld',s,e), ('.global',s,e), ('.L2::cache_hint',s,e)] (byte spans)."""
    parts: list[tuple[str, int, int]] = []
    text = word.text
    i = 0
    n = len(text)
    while i < n:
        j = i + 1
        while j < n and text[j] != ".":
            j += 1
        parts.append((text[i:j], word.start + i, word.start + j))
        i = j
    return parts


def guard_and_rest(tokens: tuple[Token, ...]) -> tuple[Token | None, tuple[Token, ...], bool]:
    """Split a leading `@p` / `@!p` guard: (predicate token or None, remaining tokens, guard open).

    `guard open` is True when the statement is just `@` or `@!` (the predicate is being typed).
    """
    if not tokens or tokens[0].text != "@":
        return None, tokens, False
    i = 1
    if i < len(tokens) and tokens[i].text == "!":
        i += 1
    if i < len(tokens) and tokens[i].kind == "word":
        return tokens[i], tokens[i + 1 :], False
    return None, tokens[i:], True


def instruction_context(statement: Statement) -> InstructionContext | None:
    """Opcode, modifiers and operand position of an instruction statement; None if it is not one."""
    guard, rest, guard_open = guard_and_rest(statement.tokens)
    if guard_open or not rest:
        return None
    first = rest[0]
    if first.kind != "word" or first.text.startswith((".", "%")) or first.text[:1].isdigit():
        return None
    if guard is not None and statement.partial is guard:
        return None
    # ptxas takes white space before a modifier (`prmt .b32`, `cvt .rn .f32.s32`): the `.` words
    # right after the opcode word belong to it
    head = 1
    while head < len(rest) and rest[head].kind == "word" and rest[head].text.startswith("."):
        head += 1
    parts = [p for word in rest[:head] for p in split_word(word)]
    opcode, opcode_start = parts[0][0], parts[0][1]
    if statement.partial is rest[head - 1]:
        # still typing the opcode word or a modifier: the last `.part` (or the opcode itself) is partial
        if len(parts) == 1:
            return InstructionContext(guard, opcode, opcode_start, (), (), True, "", opcode_start)
        mods = tuple(p[0] for p in parts[1:-1])
        spans = tuple((p[1], p[2]) for p in parts[1:-1])
        last = parts[-1]
        return InstructionContext(guard, opcode, opcode_start, mods, spans, True, last[0], last[1])
    mods = tuple(p[0] for p in parts[1:])
    spans = tuple((p[1], p[2]) for p in parts[1:])
    index = 0
    bracket = brace = paren = 0
    operand: list[Token] = []
    operand_start: int | None = None
    body = rest[head:]
    if statement.partial is not None and body and body[-1] is statement.partial:
        body = body[:-1]
    for tok in body:
        t = tok.text
        if tok.kind == "punct":
            if t == "," and bracket == 0 and brace == 0 and paren == 0:
                index += 1
                operand = []
                operand_start = None
                continue
            if t == "[":
                bracket += 1
            elif t == "]":
                bracket = max(bracket - 1, 0)
            elif t == "{":
                brace += 1
            elif t == "}":
                brace = max(brace - 1, 0)
            elif t == "(":
                paren += 1
            elif t == ")":
                paren = max(paren - 1, 0)
        if operand_start is None:
            operand_start = tok.start
        operand.append(tok)
    return InstructionContext(
        guard, opcode, opcode_start, mods, spans, False,
        operand_index=index, bracket=bracket > 0, brace=brace > 0, paren=paren > 0,
        operand_tokens=tuple(operand), operand_start=operand_start,
    )
