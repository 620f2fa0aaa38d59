"""ptxas runs: diagnostics on save, `-v` resources per function, cubins and their SASS.

**Never touches the user's file: tools work on a copy of the snapshot's bytes in a private
temporary directory (`runner.private_dir`), removed afterwards.**
**Arguments taken from the file are checked against strict patterns (`sm_XX[af]` targets), or
replaced by the validated default; nothing from the file reaches a command line otherwise.**
**Every executable goes through `tools.find_tool` (the trust policy) and is logged when it runs.**
Problems running a tool raise `ToolUnavailable` (missing, refused, timed out) with a readable
reason; ptxas's own verdict on the file is data, never an exception.
"""

from __future__ import annotations

import hashlib
import logging
import os
import re
import threading
from collections import Counter, OrderedDict
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ptx_lsp.analysis.diagnostics.ptxas import merge_issues, parse_ptxas_output
from ptx_lsp.analysis.results import Issue
from ptx_lsp.analysis.settings import Settings
from ptx_lsp.services import runner
from ptx_lsp.services.resources import (
    Declared,
    FunctionResources,
    declared_limits,
    limit_issues,
    parse_resources,
)
from ptx_lsp.services.tools import Found, ToolProblem, TrustPolicy, find_tool, first_tool

if TYPE_CHECKING:
    from ptx_lsp.analysis.host import Snapshot

log = logging.getLogger("ptx_lsp.services")

TARGET_PATTERN = re.compile(r"^sm_\d{2,3}[af]?$")
_TARGET = re.compile(rb"^[ \t]*\.target[ \t]+([A-Za-z0-9_]+)", re.M)
INPUT = "input.ptx"


__all__ = ["merge_issues", "run_diagnostics", "run_resources", "show_sass", "ToolUnavailable"]


class ToolUnavailable(Exception):
    """A tool could not be run (missing, refused by the trust policy, timed out); says why."""


def target_of(data: bytes, settings: Settings) -> str:
    """The `sm_XX` the file declares in `.target` when it is a plain target name, else the default."""
    match = _TARGET.search(data)
    if match:
        target = match.group(1).decode("ascii", "replace")
        if TARGET_PATTERN.match(target):
            return target
    default = settings.default_target
    return default if TARGET_PATTERN.match(default) else "sm_75"


def find_ptxas(settings: Settings, policy: TrustPolicy) -> Found:
    """The ptxas to run (setting, PATH, wheel…) under the trust policy, or `ToolUnavailable`."""
    try:
        return find_tool("ptxas", settings.ptxas.path, policy)
    except ToolProblem as problem:
        raise ToolUnavailable(str(problem)) from problem


SASS_LIMIT = 16 << 20  # a disassembly is kept up to this size (cub's 87k PTX lines: 7 MB of SASS)


def _run(found: Found, args: list[str], cwd: str, timeout: float, cancel: threading.Event | None,
         limit: int = runner.OUTPUT_LIMIT) -> runner.Completed:
    log.info("%s (%s): %s", found.tool, found.origin, found.path)
    try:
        return runner.run([found.path, *args], cwd, timeout, cancel, limit)
    except runner.Cancelled:
        raise
    except runner.ToolFailed as error:
        raise ToolUnavailable(str(error)) from error


def run_diagnostics(data: bytes, settings: Settings, policy: TrustPolicy,
                    cancel: threading.Event | None = None) -> list[Issue]:
    """ptxas's errors and warnings for `data`, as issues on the lines ptxas names."""
    found = find_ptxas(settings, policy)
    arch = target_of(data, settings)
    timeout = runner.scaled_timeout(settings.ptxas.timeout_seconds, len(data))
    with runner.private_dir() as tmp:
        with open(os.path.join(tmp, INPUT), "wb") as handle:
            handle.write(data)
        done = _run(found, [f"-arch={arch}", "-c", INPUT, "-o", os.devnull], tmp, timeout, cancel)
    return parse_ptxas_output(done.text, data)


# ---- resources ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class FunctionSpan:
    """Where a function definition is: its name (for the lens and warnings) and its header text."""

    name: str
    entry: bool
    start: int  # first byte of the declaration (the lens goes on its line)
    name_start: int
    name_end: int
    declared: Declared
    body: int = -1  # the body's `{` (-1: not found)


def function_spans(snapshot: Snapshot) -> list[FunctionSpan]:
    """Every `.entry`/`.func` definition of a snapshot, in source order."""
    from ptx_lsp.analysis.symbols import FUNCTION

    data = snapshot.data
    out = []
    for decl in snapshot.index.module_declarations:
        if decl.kind != FUNCTION or not decl.is_definition:
            continue
        body = data.find(b"{", decl.end, decl.decl_end)
        header = data[decl.end : body if body != -1 else decl.end]
        out.append(FunctionSpan(decl.name, decl.directive == ".entry", decl.decl_start, decl.start, decl.end,
                                declared_limits(header), body))
    return out


def function_name_at(root, offset: int) -> tuple[int, int] | None:
    """The name range of the function definition whose name holds `offset` (as `function_spans`
    would find it), read from the tree around `offset` only."""
    if root.child_count == 0:
        return None
    last = root.child(root.child_count - 1)
    # the top-level item at `offset`, found in C (climbing `parent` from a deep node is quadratic
    # in the nesting depth; first_child_for_byte crashes py-tree-sitter 0.26 past the last child)
    node = root.first_child_for_byte(offset) if offset < last.end_byte else None
    if node is None or node.type != "function_definition" or node.start_byte > offset:
        return None
    name = node.child_by_field_name("name")
    if name is None or not name.start_byte <= offset <= name.end_byte:
        return None
    return name.start_byte, name.end_byte


@dataclass(frozen=True)
class ResourceReport:
    """One `ptxas -v` run over one document: per-function figures, the target, the ptxas used."""

    arch: str
    ptxas: str
    functions: dict[str, FunctionResources]
    relocatable: bool  # assembled with -c (the file calls functions it does not define)
    ok: bool  # ptxas assembled the file (False: errors, figures may be partial or absent)
    messages: str = ""

    def issues(self, spans: list[FunctionSpan]) -> list[Issue]:
        """Spill and limit warnings on each function's name."""
        out: list[Issue] = []
        for span in spans:
            res = self.functions.get(span.name)
            if res is not None:
                out += limit_issues(res, span.declared, span.name_start, span.name_end)
        return out


def run_resources(data: bytes, settings: Settings, policy: TrustPolicy,
                  cancel: threading.Event | None = None) -> ResourceReport:
    """`ptxas -v` on `data` (whole program, as `nvcc` does; relocatable `-c` when externs are unresolved)."""
    found = find_ptxas(settings, policy)
    arch = target_of(data, settings)
    timeout = runner.scaled_timeout(settings.ptxas.timeout_seconds, len(data))
    with runner.private_dir() as tmp:
        with open(os.path.join(tmp, INPUT), "wb") as handle:
            handle.write(data)
        done = _run(found, ["-v", f"-arch={arch}", INPUT, "-o", "out.cubin"], tmp, timeout, cancel)
        relocatable = False
        if done.returncode != 0 and "Unresolved extern" in done.text:
            relocatable = True
            done = _run(found, ["-v", "-c", f"-arch={arch}", INPUT, "-o", "out.cubin"], tmp, timeout, cancel)
    return ResourceReport(arch, found.path, parse_resources(done.text), relocatable, done.returncode == 0,
                          done.text[-4000:])


class ResourceCache:
    """Reports by (content hash, target, ptxas path), least recently used first out, bounded."""

    def __init__(self, size: int = 32) -> None:
        self._items: OrderedDict[tuple, ResourceReport] = OrderedDict()
        self._size = size
        self._lock = threading.Lock()
        self._lengths: Counter[int] = Counter()  # text lengths of the reports held

    @staticmethod
    def key(data: bytes, settings: Settings) -> tuple:
        return (len(data), hashlib.sha256(data).hexdigest(), target_of(data, settings), settings.ptxas.path)

    def may_hold(self, data: bytes) -> bool:
        """Whether a report for `data` can be here: one of a text of the same length is (hashing a
        2.8 MB text costs milliseconds; each keystroke makes a new text, nearly always of a new length)."""
        return self._lengths[len(data)] > 0

    def get(self, key: tuple) -> ResourceReport | None:
        with self._lock:
            found = self._items.get(key)
            if found is not None:
                self._items.move_to_end(key)
            return found

    def put(self, key: tuple, report: ResourceReport) -> None:
        with self._lock:
            if key not in self._items:
                self._lengths[key[0]] += 1
            self._items[key] = report
            self._items.move_to_end(key)
            while len(self._items) > self._size:
                dropped, _report = self._items.popitem(last=False)
                self._lengths[dropped[0]] -= 1


# ---- SASS --------------------------------------------------------------------------------------

_PTX_LINE = re.compile(r'^\s*//## File "\.nv_debug_ptx_txt", line (\d+)')
_FUNCTION = re.compile(r"^\s*\.text\.(\S+?):\s*$|^(?:\t|\s)*Function : (\S+)")


@dataclass
class SassView:
    """Disassembly of one document: the text, which tool made it, and PTX line -> SASS lines.

    `ptx_to_sass` maps a 0-based PTX line to the 0-based lines of `text` annotated with it
    (empty when the disassembler gives no PTX line information, as cuobjdump does).
    """

    text: str
    arch: str
    tool: str
    functions: list[str]
    ptx_to_sass: dict[int, list[int]] = field(default_factory=dict)
    function_lines: dict[str, int] = field(default_factory=dict)  # name -> line of its label in `text`

    def reveal(self, ptx_line: int) -> int | None:
        """The first SASS line made from `ptx_line`, or from the nearest PTX line before it."""
        if ptx_line in self.ptx_to_sass:
            return self.ptx_to_sass[ptx_line][0]
        before = [line for line in self.ptx_to_sass if line <= ptx_line]
        return self.ptx_to_sass[max(before)][0] if before else None

    def as_json(self, ptx_line: int | None = None, function: str | None = None) -> dict:
        """The command's answer; `function`: the line is that function's header, so its label is shown."""
        reveal = None
        if function is not None:
            reveal = self.function_lines.get(function)
        if reveal is None and ptx_line is not None:
            reveal = self.reveal(ptx_line)
        return {
            "text": self.text, "arch": self.arch, "tool": self.tool, "functions": self.functions,
            "mapping": [[ptx, sass] for ptx, lines in sorted(self.ptx_to_sass.items()) for sass in lines],
            "revealLine": reveal,
        }


def disassembler(settings: Settings, policy: TrustPolicy) -> Found:
    try:
        return first_tool([("nvdisasm", settings.tools.nvdisasm_path), ("cuobjdump", settings.tools.cuobjdump_path)],
                          policy)
    except ToolProblem as problem:
        raise ToolUnavailable(str(problem)) from problem


def show_sass(data: bytes, settings: Settings, policy: TrustPolicy,
              cancel: threading.Event | None = None) -> SassView:
    """Assemble `data` to a cubin (with PTX line info) and disassemble it; `ToolUnavailable` on failure."""
    ptxas = find_ptxas(settings, policy)
    tool = disassembler(settings, policy)
    arch = target_of(data, settings)
    # asked for explicitly and waited for: a longer limit than the background runs
    timeout = runner.scaled_timeout(max(settings.ptxas.timeout_seconds, 60.0), len(data))
    with runner.private_dir() as tmp:
        with open(os.path.join(tmp, INPUT), "wb") as handle:
            handle.write(data)
        args = ["-lineinfo", f"-arch={arch}", INPUT, "-o", "out.cubin"]
        done = _run(ptxas, args, tmp, timeout, cancel)
        if done.returncode != 0 and "Unresolved extern" in done.text:
            done = _run(ptxas, ["-c", *args], tmp, timeout, cancel)
        if done.returncode != 0 or not os.path.isfile(os.path.join(tmp, "out.cubin")):
            first = next((line for line in done.text.splitlines() if "error" in line or "fatal" in line), "")
            raise ToolUnavailable(f"ptxas could not assemble the file for {arch}" + (f": {first}" if first else ""))
        if tool.tool == "nvdisasm":
            listing = _run(tool, ["-c", "-gp", "out.cubin"], tmp, timeout, cancel, SASS_LIMIT)
        else:
            listing = _run(tool, ["-sass", "out.cubin"], tmp, timeout, cancel, SASS_LIMIT)
    if listing.returncode != 0:
        raise ToolUnavailable(f"{tool.tool} failed: {listing.text.strip()[:300]}")
    text = listing.stdout.decode("utf-8", "replace")
    if listing.dropped:
        text += f"\n// ptx-lsp: {listing.dropped} more bytes of disassembly not shown\n"
    return parse_sass(text, arch, tool.tool)


def parse_sass(text: str, arch: str, tool: str) -> SassView:
    """The view of a disassembly: function names and the PTX line annotations nvdisasm -gp writes."""
    mapping: dict[int, list[int]] = {}
    functions: list[str] = []
    starts: dict[str, int] = {}
    current: int | None = None
    for number, line in enumerate(text.splitlines()):
        if m := _PTX_LINE.match(line):
            current = int(m.group(1)) - 1
            continue
        if m := _FUNCTION.match(line):
            name = m.group(1) or m.group(2)
            if name not in functions:
                functions.append(name)
                starts[name] = number
            current = None
            continue
        if current is not None and "/*" in line and ";" in line:
            mapping.setdefault(current, []).append(number)
    return SassView(text, arch, tool, functions, mapping, starts)
