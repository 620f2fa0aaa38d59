"""Syntax diagnostics (PTX1xx): ERROR and MISSING nodes as readable messages.

**One diagnostic per broken statement**: nested ERROR nodes inside a reported one are not
reported again, and analysis of everything around them continues.
**Only subtrees with `has_error` are visited**, so a clean 87k-line file costs one check; at most
`MAX_SYNTAX_ISSUES` are reported (binary junk).
"""

from __future__ import annotations

import re
from functools import cache

from ptx_lsp.analysis.diagnostics.codes import make
from ptx_lsp.analysis.numbers import COUNT_OVERFLOW, LITERAL_OVERFLOW, literal_overflows
from ptx_lsp.analysis.results import Fix, Issue

STATEMENT_TYPES = frozenset({
    "instruction", "variable_declaration", "label", "block", "function_definition", "function_declaration",
    "version_directive", "target_directive", "address_size_directive", "pragma_directive",
    "callprototype_directive", "branchtargets_directive", "calltargets_directive", "loc_directive",
    "section_directive", "file_directive", "alias_directive", "loc_intermediate_directive",
    "intermediate_source_section",
})


def _next_token_start(data: bytes, pos: int) -> int:
    """The offset of the next non-blank byte at or after pos (comments count as blank)."""
    n = len(data)
    while pos < n:
        c = data[pos]
        if c in b" \t\r\n":
            pos += 1
        elif data.startswith(b"//", pos):
            nl = data.find(b"\n", pos)
            pos = n if nl < 0 else nl
        elif data.startswith(b"/*", pos):
            close = data.find(b"*/", pos + 2)
            pos = n if close < 0 else close + 2
        else:
            break
    return pos


def _short(text: bytes, limit: int = 30) -> str:
    s = text.decode("utf-8", "replace").strip().splitlines()[0] if text.strip() else ""
    return s if len(s) <= limit else s[: limit - 1] + "…"


MAX_SYNTAX_ISSUES = 200  # binary junk would otherwise give one issue per junk run

NON_ASCII = re.compile(rb"[\x80-\xff]+")
# Integer literals long enough to overflow 32 bits (family counts) or 64 bits (everything else).
LONG_INTEGER = re.compile(rb"(?<![\w$%.])(?:0[xX][0-9a-fA-F]{8,}|0[bB][01]{32,}|[0-9]{10,})[uU]?(?![\w$])")
MAX_OVERFLOW_ISSUES = 50


def overflow_issues(root, data: bytes, start: int = 0, end: int | None = None) -> list[Issue]:
    """"Constant overflow", as ptxas says it: integer literals too big for their place.

    A `%r<N>` family count is 32-bit; other literals overflow at 2^65 (ptxas lets 2^64 and some
    65-bit hex values through, so only what it rejects everywhere is reported). A regex finds the
    candidates (rare), the tree confirms each is a literal, not a comment or a name. `start..end`
    limits the scan to one part of the file (`root` is then the node that covers it: the validator
    scans each function with its cached checks and the module-level text between functions).
    """
    out: list[Issue] = []
    for m in LONG_INTEGER.finditer(data, start, len(data) if end is None else end):
        text = m.group(0).decode("latin-1")
        if not literal_overflows(text, COUNT_OVERFLOW):
            continue  # below both limits (most candidates): no need to ask the tree
        node = root.descendant_for_byte_range(m.start(), m.end())
        if node is None or node.type != "integer_literal":
            continue
        is_count = node.parent is not None and node.parent.type == "parameterized_name"
        if literal_overflows(text, COUNT_OVERFLOW if is_count else LITERAL_OVERFLOW):
            what = "a register family count must be below 2^32" if is_count else "the value does not fit in 64 bits"
            out.append(make("PTX105", node.start_byte, node.end_byte, f"Constant overflow: {what}"))
            if len(out) >= MAX_OVERFLOW_ISSUES:
                break
    return out


def non_ascii_issue(data: bytes) -> Issue | None:
    """PTX source is ASCII (§4.1) and ptxas stops at the first other byte: report that one, once."""
    if data.isascii():
        return None
    m = NON_ASCII.search(data)
    lines = sum(1 for line in data.split(b"\n") if not line.isascii())
    more = f" ({lines} lines have some)" if lines > 1 else ""
    return make("PTX104", m.start(), m.end(), "PTX source must be ASCII and ptxas rejects this character"
                f"{more}; replace it (also in comments and strings)")


def syntax_issues(root, data: bytes) -> list[Issue]:
    """Every ERROR/MISSING node of the tree, as one issue per broken statement."""
    if not root.has_error:
        return []
    return broken_statements(root, data)


def broken_statements(node, data: bytes, limit: int = MAX_SYNTAX_ISSUES) -> list[Issue]:
    """The issues of the ERROR/MISSING nodes in `node` (itself included), in source order, at most `limit`.

    Each issue reads the text of its node and the blanks after it up to the next token
    (`item_reach`), nothing else: the validator keeps them per top-level item and reuses them
    while no edit touches the item or those blanks."""
    issues: list[Issue] = []
    stack = [node]
    while stack and len(issues) < limit:
        node = stack.pop()
        if node.is_missing:
            issues.append(_missing(node, data))
            continue
        if node.is_error:
            issues.append(_error(node, data))
            continue
        for child in reversed(node.children):
            if child.has_error or child.is_missing:
                stack.append(child)
    return issues


def item_reach(node, data: bytes) -> int:
    """Where the text a top-level item's syntax issues read ends: the next token after it."""
    return _next_token_start(data, node.end_byte)


# What a statement being typed lacks before a line that starts another statement: the grammar's
# zero-width nodes (no ERROR), and what the one diagnostic for each says.
UNFINISHED = {
    "missing_operand": "expected an operand after `,`; complete the operand list",
    "missing_predicate": "expected a predicate after `@`; write `@%p` or `@!%p` before the instruction",
    "missing_declarator": "expected a name after the type; complete the declaration",
    "missing_count": "expected the number of registers after `<`: `%r<N>`",
    "missing_angle": "expected `>` after the number of registers: `%r<N>`",
    "missing_bracket": "expected `]` to close the address; complete the operand",
}
# the last child of a module-level declaration being typed
UNFINISHED_DECLARATION = frozenset({"missing_semicolon", "missing_declarator"})
_PATTERNS = (
    "[(missing_semicolon) (missing_brace) (stray_brace) (stray_token) " + " ".join(f"({t})" for t in UNFINISHED)
    + "] @missing",
    "[(missing_semicolon) (missing_brace) (stray_brace) " + " ".join(f"({t})" for t in UNFINISHED) + "] @missing",
    "[(missing_semicolon) (missing_brace)] @missing",  # a grammar binding older than these nodes
)


# the blocks the scanner closed at a chunk's or the text's end (`missing_brace`)
MISSING_BRACES = "(missing_brace) @missing"


@cache
def _unfinished_query():
    from ptx_lsp.syntax import pattern

    for source in _PATTERNS:
        try:
            return pattern(source)
        except Exception:  # noqa: BLE001, PERF203 - an older grammar binding: try the older nodes
            continue
    return None


def _last_leaf(node):
    while node is not None and node.child_count:
        node = node.children[-1]
    return node


def _before(node):
    """(the sibling before `node` that is not a comment, whether comments came in between). One
    children list: `prev_sibling` walks from the first child each time (n^2 over a comment run)."""
    parent = node.parent
    if parent is None:
        return node.prev_sibling, False
    children = parent.children
    k = next((k for k in range(len(children) - 1, -1, -1) if children[k] == node), None)
    if k is None:
        return node.prev_sibling, False
    j = k - 1
    while j >= 0 and children[j].type == "comment":
        j -= 1
    return (children[j] if j >= 0 else None), j < k - 1


def _statement_end(node) -> int:
    """Where a zero-width `missing_*` node belongs: the end of the text before it, not after the
    comment lines that separate it from the next statement (the scanner lets the parser lex those
    comments first, so its zero-width token comes after them, among the same node's children)."""
    before, skipped = _before(node)
    return before.end_byte if skipped and before is not None else node.start_byte


def unterminated_issues(function, data: bytes, between: tuple[int, int] | None = None
                        ) -> tuple[list[Issue], list[tuple[int, int]]]:
    """One PTX102 for each statement of `function` (a function or a module-level declaration) that a
    person is still typing: it lacks its `;`, an operand after `,`, a predicate after `@`, a name, a
    register count or `>`, or a `]`, before a line starting another statement (the grammar's zero-width
    `missing_*` nodes; the first one of a statement is reported); PTX103 (empty span) where a block
    lacks its `}` before the next function or the end of the text (`missing_brace`). Also the byte spans of those
    statements.

    The tree has no ERROR for these (the grammar ends the statement at the line break so the next
    line keeps its meaning); this is where they become diagnostics. `between` (lo, hi) limits them
    to those at lo..hi (both included).
    """
    from ptx_lsp.syntax import query_cursor

    issues, spans = [], []
    query = _unfinished_query()
    if query is None:
        return issues, spans
    cursor = query_cursor(query)
    limit = function.end_byte
    if between is not None:
        cursor.set_byte_range(max(between[0] - 1, 0), between[1] + 1)
    for node in cursor.captures(function).get("missing", ()):
        # (a missing `}` stays where the parser put it, after comments: `on_open_brace` finds it there)
        at = node.start_byte if node.type == "missing_brace" else _statement_end(node)
        if between is not None and not between[0] <= at <= between[1]:
            continue
        # up to the next token, never past the item: an item's issues are kept by its text alone (the
        # per-function cache, module declarations), whatever follows it (a `;` missing at an unclosed
        # function's last byte reached the next function, and a copy checked with other text after it
        # kept that range, issue 16)
        end = max(min(_next_token_start(data, at), limit), at + 1) if at < limit else at
        if node.type == "missing_brace":
            # a block without its `}` before the next function definition or the end of the text (zero
            # width, after its last statement); the enclosing blocks end at the same place and are not
            # reported again.
            # Kept at that stop here (the incremental re-check keys on it); `on_open_brace` moves it.
            if not issues or issues[-1].start != at or issues[-1].code != "PTX103":
                fix = Fix("Insert `}`", ((at, at, "}"),), codes=("PTX102",))
                issues.append(make("PTX103", at, end, UNCLOSED_BLOCK, (fix,)))
                spans.append((at, at))
            continue
        if node.type == "stray_brace":
            # a `}` that would end the function before statements only a function holds (the grammar
            # keeps them in it): one diagnostic, on the `}`
            fix = Fix("Remove `}`", ((at, node.end_byte, ""),), codes=("PTX103",))
            issues.append(make("PTX103", at, node.end_byte, "unbalanced `}`: no block is open here; remove it", (fix,)))
            spans.append((at, at))
            continue
        if node.type == "stray_token":
            _stray(node, data, issues, spans)
            continue
        statement = node.parent
        while statement is not None and statement.type not in STATEMENT_TYPES and statement.type != "unfinished_guard":
            statement = statement.parent
        if statement is not None and statement.has_error:
            continue  # its ERROR is the statement's one diagnostic (`broken_statements`)
        if node.type == "missing_semicolon":
            before = _last_leaf(_before(node)[0])
            if before is not None and before.type in UNFINISHED:
                continue  # `%r1,` / `[%rd1` / `%r<`: what is missing there is reported, not the `;` too
            fix = Fix("Insert `;`", ((at, at, ";"),), codes=("PTX102",))
            issues.append(make("PTX102", at, end, "expected `;` at the end of this statement; insert `;`", (fix,)))
        else:
            issues.append(make("PTX102", at, end, UNFINISHED[node.type]))
        spans.append((statement.start_byte if statement is not None else at, at))
    return issues, spans


def _stray(node, data: bytes, issues: list[Issue], spans: list[tuple[int, int]]) -> None:
    """One PTX101 on a `stray_token`: text a random edit left where PTX never has it (a `,` right after an
    opcode and its modifiers; a name glued before an operand, `e%rd46`). Worded as an ERROR's
    diagnostic; the rest of the statement is not checked."""
    statement = node.parent.parent  # operand_list, instruction
    if statement.has_error:
        return  # its ERROR is the statement's one diagnostic (`broken_statements`)
    token = data[node.start_byte : node.end_byte]
    fix = Fix(f"Remove `{_short(token)}`", ((node.start_byte, node.end_byte, ""),), codes=("PTX101",))
    issues.append(make("PTX101", node.start_byte, node.end_byte, f"syntax error near `{_short(token)}`; fix or remove "
                       "this text", (fix,)))
    spans.append((statement.start_byte, statement.end_byte))


# (one message for both stops: the grammar closes a block at the end of a chunk's text as before the
# next function definition, and a function's cached issues must not depend on what follows it)
UNCLOSED_BLOCK = ("unbalanced `{`: no `}` closes this block before the next function definition or the end of the "
                  "file (where ptxas reports a parsing error); add the `}`")


def on_open_brace(function, data: bytes, issue: Issue) -> Issue:
    """A PTX103 of `unterminated_issues` (at the stop of a block that lacks its `}`) placed on the
    `{` that has no partner, which is where the writer has to look (issue 11).

    That is the open block's own `{`, except when the block's last statement is a nested block
    whose `}` is indented as the open block's `{` and not as its own: then that `}` is the open
    block's, and the nested `{` is the one typed without a partner (`\t{` typed into a function
    whose body ends with `}` at column 0). Anything else (not found, not a `{`) keeps the issue.
    """
    if issue.code != "PTX103" or issue.message != UNCLOSED_BLOCK:
        return issue
    from ptx_lsp.syntax import pattern, query_cursor

    at = issue.fixes[0].edits[0][0] if issue.fixes else issue.start
    cursor = query_cursor(pattern(MISSING_BRACES))
    cursor.set_byte_range(max(at - 1, 0), at + 1)
    # Several blocks can lack their `}` at the same stop (one `missing_brace` each); the query returns
    # those zero-width nodes in no fixed order (it differed between an edited tree and a fresh one of the
    # same text): the innermost block, the `{` opened last, is the one reported.
    block = max((n.parent for n in cursor.captures(function).get("missing", ()) if n.start_byte == at),
                key=lambda b: b.start_byte, default=None)
    brace = _unpartnered_brace(block, data)
    if brace is None:
        return issue
    return Issue(brace, brace + 1, issue.severity, issue.code, issue.message, issue.source, issue.fixes, issue.tags)


def _unpartnered_brace(block, data: bytes) -> int | None:
    """The `{` a person typed without its `}`, for a block that lacks its `}`: the block's own `{`,
    or its last nested block's when that block's `}` is indented as the outer `{` and not as its own
    (the nested block took the outer one's `}`). None when the block does not start with `{`."""
    if block is None or data[block.start_byte : block.start_byte + 1] != b"{":
        return None
    brace = block.start_byte
    last = next((c for c in reversed(block.named_children)
                 if c.type not in ("missing_brace", "comment") and not c.is_missing), None)
    if last is not None and last.type == "block" and data[last.end_byte - 1 : last.end_byte] == b"}":
        closer = _indent(data, last.end_byte - 1)
        if closer is not None and closer == _indent(data, block.start_byte) != _indent(data, last.start_byte):
            brace = last.start_byte
    return brace


def _indent(data: bytes, pos: int) -> bytes | None:
    """The blanks before pos on its line (None when something else comes before it there)."""
    start = data.rfind(b"\n", 0, pos) + 1
    prefix = data[start:pos]
    return prefix if not prefix.strip(b" \t\r") else None


_FUNCTION_LINE_STARTS = (b".visible", b".weak", b".entry", b".func")


def _starts_function_line(data: bytes, at: int) -> bool:
    """Whether a function definition's directive starts its line at `at`."""
    return 0 < at < len(data) and data[at - 1 : at] == b"\n" and data.startswith(_FUNCTION_LINE_STARTS, at)


def _missing(node, data: bytes) -> Issue:
    token = node.type
    at = node.start_byte
    if token == ";":
        # tree-sitter puts a missing `;` just before the next token, after any comment lines in
        # between; it belongs at the end of the statement that lacks it.
        before = node.prev_sibling
        while before is not None and before.type == "comment":
            before = before.prev_sibling
        if before is not None and before.end_byte <= at:
            at = before.end_byte
    nxt = _next_token_start(data, at)
    end = max(nxt, at + 1)
    if nxt >= len(data):
        end = at
    fix = Fix(f"Insert `{token}`", ((at, at, token),), codes=("PTX102",))
    if token == "}":
        # on the `{` without a partner (where the writer has to look); the fix inserts at the end
        brace = _unpartnered_brace(node.parent, data)
        if brace is not None:
            # (the syntax layer parses each function on its own: one that lacks its `}` ends where the
            # next function definition starts its line)
            message = UNCLOSED_BLOCK if _starts_function_line(data, nxt) else \
                "unbalanced `{`: no `}` closes this block; add the `}`"
            return make("PTX103", brace, brace + 1, message, (fix,))
        return make("PTX103", at, end, "unbalanced `{`: expected `}` to close this block", (fix,))
    return make("PTX102", at, end, f"expected `{token}` here; insert `{token}`", (fix,))


def _error(node, data: bytes) -> Issue:
    text = data[node.start_byte : node.end_byte]
    start, end = node.start_byte, node.end_byte
    stripped = text.strip()
    if stripped == b"}":
        return make("PTX103", start, end, "unbalanced `}`: no block is open here; remove it")
    if stripped.startswith(b"{") and b"}" not in stripped:
        return make("PTX103", start, end, "unbalanced `{`: add the matching `}`")
    # Point at the first line of the broken statement, not at pages of following text.
    nl = text.find(b"\n", 1)
    if nl > 0 and text[:nl].strip():
        end = start + nl
    first = next((c for c in node.children if c.type != "comment"), None)
    what = _short(data[first.start_byte : first.end_byte]) if first is not None else _short(text)
    missing_semicolon = _statement_run_on(node, data)
    if missing_semicolon is not None:
        at = missing_semicolon
        fix = Fix("Insert `;`", ((at, at, ";"),), codes=("PTX102",))
        nxt = _next_token_start(data, at)
        return make("PTX102", at, max(nxt, at + 1), "expected `;` at the end of this statement; insert `;`", (fix,))
    return make("PTX101", start, end, f"syntax error near `{what}`; fix or remove this text" if what
                else "syntax error; fix or remove this text")


def _statement_run_on(node, data: bytes) -> int | None:
    """If the ERROR node looks like two statements run together over a line break, where `;` belongs."""
    text = data[node.start_byte : node.end_byte]
    first_line, nl, _rest = text.partition(b"\n")
    if not nl:
        return None
    line = first_line.split(b"//")[0].rstrip()
    if not line or line.endswith((b";", b"{", b"}", b":", b",")):
        return None
    return node.start_byte + len(line)
