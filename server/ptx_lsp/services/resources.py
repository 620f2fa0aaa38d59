"""ptxas's resource report (`ptxas -v`): registers, spills, shared/constant/local memory per function.

**Pure: parses text and PTX bytes, runs nothing.** The runner is `services.ptxas.run_resources`.
**Every figure shown is one ptxas printed; nothing is estimated** except the register budget
that `.maxntid` x `.minnctapersm` leave, which is labelled as such.

ptxas prints, per function (entry functions after `Compiling entry function 'NAME'`)::

    ptxas info    : Function properties for NAME
        64 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
    ptxas info    : Used 36 registers, used 0 barriers, 72 bytes cumulative stack size, 2048 bytes smem, 368 bytes cmem[0]
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ptx_lsp.analysis.results import Issue

_COMPILING = re.compile(r"^ptxas info\s*: Compiling (entry )?function '(?P<name>[^']+)'")
_PROPERTIES = re.compile(r"^ptxas info\s*: Function properties for (?P<name>\S+)")
_FRAME = re.compile(r"^\s*(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads")
_USED = re.compile(r"^ptxas info\s*: Used (?P<rest>.*)$")
_ITEM = re.compile(r"^(\d+) (?:bytes )?(.+)$")


@dataclass
class FunctionResources:
    """What ptxas reports for one function (None: ptxas did not print that figure)."""

    name: str
    entry: bool = False
    registers: int | None = None
    barriers: int | None = None
    stack_frame: int | None = None
    spill_stores: int | None = None
    spill_loads: int | None = None
    shared: int = 0
    local: int = 0
    cumulative_stack: int | None = None
    constant: dict[int, int] = field(default_factory=dict)

    def as_json(self) -> dict:
        return {
            "name": self.name, "entry": self.entry, "registers": self.registers, "barriers": self.barriers,
            "stack_frame": self.stack_frame, "spill_stores": self.spill_stores, "spill_loads": self.spill_loads,
            "shared": self.shared, "local": self.local, "cumulative_stack": self.cumulative_stack,
            "constant": {str(bank): size for bank, size in sorted(self.constant.items())},
        }


def parse_resources(output: str) -> dict[str, FunctionResources]:
    """Per-function figures from `ptxas -v` output, keyed by the (mangled) function name."""
    found: dict[str, FunctionResources] = {}
    current: FunctionResources | None = None
    for raw in output.splitlines():
        line = raw.rstrip()
        if m := _COMPILING.match(line):
            current = found.setdefault(m["name"], FunctionResources(m["name"]))
            current.entry = current.entry or bool(m.group(1))
        elif m := _PROPERTIES.match(line):
            current = found.setdefault(m["name"], FunctionResources(m["name"]))
        elif (m := _FRAME.match(line)) and current is not None:
            current.stack_frame, current.spill_stores, current.spill_loads = (int(g) for g in m.groups())
        elif (m := _USED.match(line)) and current is not None:
            for item in m["rest"].split(","):
                _apply(current, item.strip())
    return found


def _apply(target: FunctionResources, item: str) -> None:
    m = _ITEM.match(item.removeprefix("used ").strip())
    if m is None:
        return
    value, what = int(m.group(1)), m.group(2).strip()
    if what == "registers":
        target.registers = value
    elif what == "barriers":
        target.barriers = value
    elif what == "smem":
        target.shared = value
    elif what == "lmem":
        target.local = value
    elif what == "cumulative stack size":
        target.cumulative_stack = value
    elif bank := re.fullmatch(r"cmem\[(\d+)\]", what):
        target.constant[int(bank.group(1))] = value


def size_text(size: int) -> str:
    """Bytes as people read them: `0 B`, `368 B`, `12 KiB`, `35.5 KiB`."""
    if size < 1024:
        return f"{size} B"
    kib = size / 1024
    return f"{kib:.0f} KiB" if size % 1024 == 0 else f"{kib:.1f} KiB"


def lens_title(res: FunctionResources) -> str:
    """One line for a code lens: `64 registers · 0 B spill · 12 KiB shared · 0 B stack`."""
    parts = []
    if res.registers is not None:
        parts.append(f"{res.registers} registers")
    if res.spill_stores is not None:
        spill = res.spill_stores
        parts.append(f"{size_text(spill)} spill" if res.spill_loads == spill
                     else f"{size_text(spill)} spill stores / {size_text(res.spill_loads or 0)} loads")
    parts.append(f"{size_text(res.shared)} shared")
    if res.stack_frame is not None:
        parts.append(f"{size_text(res.stack_frame)} stack")
    if res.local:
        parts.append(f"{size_text(res.local)} local")
    return " · ".join(parts)


def hover_text(res: FunctionResources, arch: str) -> str:
    """Markdown lines for the function's hover (the same figures, with the constant banks)."""
    lines = [f"**ptxas -v** ({arch}): {lens_title(res)}"]
    extra = []
    if res.barriers is not None:
        extra.append(f"{res.barriers} barriers")
    if res.cumulative_stack is not None:
        extra.append(f"{size_text(res.cumulative_stack)} cumulative stack")
    extra += [f"{size_text(size)} cmem[{bank}]" for bank, size in sorted(res.constant.items())]
    if extra:
        lines.append(", ".join(extra))
    return "\n\n".join(lines)


# ---- declared limits ---------------------------------------------------------------------------

_LIMIT = re.compile(rb"\.(maxnreg|maxntid|reqntid|minnctapersm|maxnctapersm)\s+([0-9][0-9,\s]*)")
_COMMENT = re.compile(rb"//[^\n]*|/\*.*?\*/", re.S)
REGISTER_FILE = 65536  # 32-bit registers per SM on every target ptxas 13 assembles (sm_75 on)


@dataclass(frozen=True)
class Declared:
    """Performance directives written in a function's header (None: not written)."""

    maxnreg: int | None = None
    threads: int | None = None  # product of .maxntid (or .reqntid) dimensions
    minnctapersm: int | None = None


def declared_limits(header: bytes) -> Declared:
    """`.maxnreg`, `.maxntid`/`.reqntid` and `.minnctapersm` from the text between a function's
    parameter list and its body."""
    text = _COMMENT.sub(b" ", header)
    values: dict[str, int] = {}
    for m in _LIMIT.finditer(text):
        dims = [int(d) for d in re.findall(rb"\d+", m.group(2))[:3]]
        if not dims:
            continue
        product = 1
        for d in dims:
            product *= d
        values.setdefault(m.group(1).decode(), product)
    threads = values.get("maxntid") or values.get("reqntid")
    return Declared(values.get("maxnreg"), threads, values.get("minnctapersm"))


def register_budget(declared: Declared) -> int | None:
    """Registers per thread that `.maxntid` x `.minnctapersm` leave in a 64K register file.

    An estimate (ptxas also rounds to its allocation granularity): the register file divided by
    the threads asked to fit, rounded down to a multiple of 8.
    """
    if declared.threads is None:
        return None
    ctas = declared.minnctapersm or 1
    warps_threads = -(-declared.threads // 32) * 32
    return (REGISTER_FILE // (warps_threads * ctas)) // 8 * 8


def limit_issues(res: FunctionResources, declared: Declared, start: int, end: int) -> list[Issue]:
    """Warnings where the report shows a spill or a declared limit reached (on the function's name)."""
    out: list[Issue] = []
    stores, loads = res.spill_stores or 0, res.spill_loads or 0
    if stores or loads:
        why = ""
        if declared.maxnreg is not None:
            why = f" under .maxnreg {declared.maxnreg}"
        elif declared.threads is not None:
            why = " under the register budget of its .maxntid/.minnctapersm"
        out.append(Issue(start, end, "warning", "PTXAS",
                         f"ptxas spills registers in {res.name}{why}: {stores} B stores, {loads} B loads "
                         "to local memory", source="ptxas -v"))
    if res.registers is not None and declared.maxnreg is not None and res.registers >= declared.maxnreg:
        what = (f"at its .maxnreg {declared.maxnreg} limit" if res.registers == declared.maxnreg else
                f"more than .maxnreg {declared.maxnreg} (ptxas raised it to its lower bound)")
        out.append(Issue(start, end, "information", "PTXAS", f"{res.name} uses {res.registers} registers, {what}",
                         source="ptxas -v"))
    budget = register_budget(declared)
    if res.registers is not None and budget is not None and res.registers >= budget and declared.maxnreg is None:
        out.append(Issue(start, end, "information", "PTXAS",
                         f"{res.name} uses {res.registers} registers, at the budget of about {budget} that "
                         f".maxntid {declared.threads}" + (f" x .minnctapersm {declared.minnctapersm}"
                                                           if declared.minnctapersm else "")
                         + " leaves", source="ptxas -v"))
    return out
