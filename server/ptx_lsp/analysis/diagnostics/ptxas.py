"""Turn ptxas's messages into issues (source "ptxas", code PTXAS) and merge them with ours.

**Pure: no I/O here; `services.ptxas` runs ptxas (trust policy, private directory, bounded).**
**Linear: line starts are computed once per document, then each message costs a bisection.**
**A message lands on the narrowest thing it names**: a quoted register/symbol on its line
(`Unknown symbol '%r9'`), a quoted instruction or modifier (`'mul.hi'`, `'.wrap'`) -> that part
of the instruction, `.target`/`.version` complaints -> the directive (ptxas counts those lines
differently), otherwise the statement text of the line.

First version by the server-core engineer, refined by the validator (issue 6).
"""

from __future__ import annotations

import re
from bisect import bisect_right

from ptx_lsp.analysis.results import Issue

_LINE = re.compile(r"^ptxas (?P<file>.+?), line (?P<line>\d+); (?P<severity>\w+)\s*: (?P<message>.*)$")
_FATAL = re.compile(r"^ptxas fatal\s*: (?P<message>.*)$")
_QUOTED = re.compile(r"'([^']+)'")


def parse_ptxas_output(output: str, data: bytes) -> list[Issue]:
    """Issues from ptxas's `ptxas FILE, line N; error : message` lines (fatal lines at line 1)."""
    lines = data.split(b"\n")
    starts = [0]
    for text in lines[:-1]:
        starts.append(starts[-1] + len(text) + 1)
    directives = _directive_spans(data)
    issues: list[Issue] = []
    seen: set[tuple[int, int, str]] = set()
    for raw in output.splitlines():
        match = _LINE.match(raw.strip())
        if match:
            line = int(match["line"]) - 1
            severity = "error" if match["severity"].lower() in ("error", "fatal") else "warning"
            message = match["message"].strip()
        else:
            fatal = _FATAL.match(raw.strip())
            if not fatal or "aborted due to errors" in fatal["message"]:
                continue
            line, severity, message = 0, "error", fatal["message"].strip()
        start, end = _span(lines, starts, line, message, directives)
        key = (start, end, message)
        if key in seen:
            continue
        seen.add(key)
        issues.append(Issue(start, end, severity, "PTXAS", message, source="ptxas"))
    issues.sort(key=lambda issue: (issue.start, issue.end))
    return issues


_DIRECTIVE = re.compile(rb"^[ \t]*(\.version|\.target)[ \t]+([^\n/]*?)[ \t]*(?://.*)?$", re.M)


def _directive_spans(data: bytes) -> dict[str, tuple[int, int]]:
    """Where `.version` / `.target` values are (the first of each)."""
    out: dict[str, tuple[int, int]] = {}
    for m in _DIRECTIVE.finditer(data):
        out.setdefault(m.group(1).decode(), (m.start(2), m.end(2)))
    return out


def _span(lines: list[bytes], starts: list[int], line: int, message: str,
          directives: dict[str, tuple[int, int]] | None = None) -> tuple[int, int]:
    """Byte range for a message: directive, quoted name, quoted instruction part, else the statement."""
    if directives and "does not support .target" in message and ".target" in directives:
        return directives[".target"]
    line = min(max(line, 0), len(lines) - 1)
    base = starts[line]
    text = lines[line]
    quoted = _QUOTED.findall(message)
    for name in quoted:
        part = _instruction_part(text, name)
        if part is not None:
            return base + part[0], base + part[1]
    for name in quoted:
        needle = name.encode("utf-8", "replace")
        for found in re.finditer(re.escape(needle), text):
            before = text[found.start() - 1 : found.start()]
            after = text[found.end() : found.end() + 1]
            if not (before.isalnum() or before in (b"_", b"$", b"%")) and not (after.isalnum() or after in (b"_", b"$")):
                return base + found.start(), base + found.end()
    code = text.split(b"//", 1)[0].rstrip()
    stripped = len(code) - len(code.lstrip())
    if len(code) == stripped:
        return base, base + len(text.rstrip(b"\r"))
    return base + stripped, base + len(code)


_HEAD = re.compile(rb"^\s*(?:\{\s*)?(?:@!?\s*%?[\w$]+\s+)?([A-Za-z_]\w*)((?:[ \t]*\.[\w:]+)*)")


def _instruction_part(text: bytes, name: str) -> tuple[int, int] | None:
    """Span of a quoted instruction name (`mul.hi`, `ld`) or modifier (`.wrap`) in the line's instruction."""
    m = _HEAD.match(text)
    if m is None or not name:
        return None
    opcode = m.group(1).decode("latin-1")
    mods = m.group(2).decode("latin-1")
    if name.startswith("."):
        pos = mods.find(name)
        while pos != -1:
            after = mods[pos + len(name) : pos + len(name) + 1]
            if after in ("", ".", " ", "\t"):
                return m.start(2) + pos, m.start(2) + pos + len(name)
            pos = mods.find(name, pos + 1)
        return None
    head = name.split()[0]
    if head == opcode or head.startswith(opcode + "."):
        return m.start(1), m.end(2)
    return None


def line_starts(data: bytes) -> list[int]:
    """Byte offset of every line start (computed once per merge, then bisected)."""
    starts = [0]
    find = data.find
    pos = find(b"\n")
    while pos != -1:
        starts.append(pos + 1)
        pos = find(b"\n", pos + 1)
    return starts


def merge_issues(ours: list[Issue], theirs: list[Issue], data: bytes) -> list[Issue]:
    """Our issues plus ptxas's, without duplicates.

    A ptxas error on a line where we already report an error says the same thing less precisely,
    so it is dropped; everything else ptxas says is kept (marked with source "ptxas").
    """
    if not theirs:
        return list(ours)
    starts = line_starts(data)
    our_error_lines = {bisect_right(starts, issue.start) for issue in ours if issue.severity == "error"}
    merged = list(ours)
    for issue in theirs:
        if issue.severity == "error" and bisect_right(starts, issue.start) in our_error_lines:
            continue
        merged.append(issue)
    merged.sort(key=lambda issue: (issue.start, issue.end))
    return merged
