"""Run NVIDIA's ptxas on a snapshot and turn its messages into issues (source "ptxas", code PTXAS).

**Never touches the user's file: ptxas assembles a temporary copy of the snapshot's bytes.**
**Bounded: a timeout kills ptxas; problems running it raise `PtxasUnavailable` with a readable
reason, which the server reports once and quietly; ptxas's own verdict is returned as issues.**
**A message lands on the narrowest thing it names**: a quoted register/symbol on its line
(`Unknown symbol '%r9'`), a quoted instruction or modifier (`'mul.hi'`, `'.wrap'`) -> that part
of the instruction, `.target`/`.version` complaints -> the directive (ptxas counts those lines
differently), otherwise the statement text of the line.

First version by the server-core engineer, refined by the validator (issue 6).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
from typing import TYPE_CHECKING

from ptx_lsp.analysis.results import Issue
from ptx_lsp.analysis.settings import Settings

if TYPE_CHECKING:
    from ptx_lsp.analysis.host import Snapshot

_LINE = re.compile(r"^ptxas (?P<file>.+?), line (?P<line>\d+); (?P<severity>\w+)\s*: (?P<message>.*)$")
_FATAL = re.compile(r"^ptxas fatal\s*: (?P<message>.*)$")
_QUOTED = re.compile(r"'([^']+)'")
_TARGET = re.compile(rb"^[ \t]*\.target[ \t]+([A-Za-z0-9_]+)", re.M)


class PtxasUnavailable(Exception):
    """ptxas could not be run (missing, not executable, timed out); the message says which."""


def find_ptxas(settings: Settings) -> str | None:
    """The ptxas executable: the configured path if it exists, else `ptxas` on PATH."""
    configured = settings.ptxas.path
    if configured:
        path = os.path.expanduser(configured)
        return path if os.path.isfile(path) and os.access(path, os.X_OK) else None
    return shutil.which("ptxas")


def target_of(data: bytes, settings: Settings) -> str:
    """The `sm_XX` the file declares in `.target`, else the configured default target."""
    match = _TARGET.search(data)
    if match:
        target = match.group(1).decode("ascii", "replace")
        if target.startswith("sm_"):
            return target
    return settings.default_target


def run_ptxas(snapshot: Snapshot, settings: Settings | None = None) -> list[Issue]:
    """ptxas's errors and warnings for the snapshot, as issues on the lines ptxas names."""
    settings = settings or snapshot.settings
    executable = find_ptxas(settings)
    if executable is None:
        where = f"at {settings.ptxas.path!r}" if settings.ptxas.path else "on PATH"
        raise PtxasUnavailable(f"ptxas not found {where}; ptxas diagnostics are off")
    data = _bytes_of(snapshot)
    arch = target_of(data, settings)
    with tempfile.TemporaryDirectory(prefix="ptx-lsp-") as tmp:
        path = os.path.join(tmp, "input.ptx")
        with open(path, "wb") as handle:
            handle.write(data)
        try:
            done = subprocess.run(
                [executable, f"-arch={arch}", "-c", path, "-o", os.devnull],
                capture_output=True,
                timeout=settings.ptxas.timeout_seconds,
                stdin=subprocess.DEVNULL,
            )
        except subprocess.TimeoutExpired as error:
            raise PtxasUnavailable(f"ptxas timed out after {settings.ptxas.timeout_seconds:g} s") from error
        except OSError as error:
            raise PtxasUnavailable(f"could not run ptxas ({executable}): {error}") from error
    output = (done.stdout + done.stderr).decode("utf-8", "replace")
    return parse_ptxas_output(output, data)


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


_HEAD = re.compile(rb"^\s*(?:\{\s*)?(?:@!?\s*%?[\w$]+\s+)?([A-Za-z_]\w*)((?:\.[\w:]+)*)")


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
            if after in ("", "."):
                return m.start(2) + pos, m.start(2) + pos + len(name)
            pos = mods.find(name, pos + 1)
        return None
    head = name.split()[0]
    if head == opcode or head.startswith(opcode + "."):
        return m.start(1), m.end(2)
    return None


def merge_issues(ours: list[Issue], theirs: list[Issue], data: bytes) -> list[Issue]:
    """Our issues plus ptxas's, without duplicates.

    A ptxas error on a line where we already report an error says the same thing less precisely,
    so it is dropped; everything else ptxas says is kept (marked with source "ptxas").
    """
    if not theirs:
        return list(ours)

    def line(offset: int) -> int:
        return data.count(b"\n", 0, offset)

    our_error_lines = {line(issue.start) for issue in ours if issue.severity == "error"}
    merged = list(ours)
    for issue in theirs:
        if issue.severity == "error" and line(issue.start) in our_error_lines:
            continue
        merged.append(issue)
    merged.sort(key=lambda issue: (issue.start, issue.end))
    return merged


def _bytes_of(snapshot: Snapshot) -> bytes:
    """The snapshot's bytes, whatever the SourceFile calls them (`text`, formerly `data`)."""
    source = snapshot.source
    data = getattr(source, "text", None)
    return data if isinstance(data, bytes) else snapshot.data
