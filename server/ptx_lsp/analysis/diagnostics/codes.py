"""The stable diagnostic codes of the validator, with their default severity and meaning.

**A code, once published, keeps its meaning forever; retired codes are never reused.**
**This table is the single list of codes: `docs/diagnostics.md` is checked against it by a test.**

Ranges: PTX1xx syntax, PTX2xx symbols, PTX3xx types and state spaces, PTX4xx modifiers and
operands, PTX5xx version and target, PTX6xx hints and ABI warnings, PTX7xx the C++ side of inline
`asm()` statements (placeholders and constraints). PTX411 and PTX412 are retired: the inline
checks used them (with PTX410, which already meant an immediate out of range) before PTX7xx.
"""

from __future__ import annotations

from dataclasses import dataclass

from ptx_lsp.analysis.results import Fix, Issue, Severity


@dataclass(frozen=True)
class Code:
    """One diagnostic code: severity, a short title and what to do about it."""

    code: str
    severity: Severity
    title: str
    fix: str


_TABLE = [
    # --- syntax ---------------------------------------------------------------------------------
    Code("PTX101", "error", "syntax error", "fix or remove the text the parser could not read"),
    Code("PTX102", "error", "missing token (e.g. `;`)", "insert the missing token (quick fix for `;`)"),
    Code("PTX103", "error", "unbalanced brace", "add or remove a `{`/`}` so that blocks pair up"),
    Code("PTX104", "error", "non-ASCII character (PTX source is ASCII, §4.1)", "replace it, also in comments"),
    Code("PTX105", "error", "constant overflow (a literal too large for 64 bits, a family count for 32)",
         "use a smaller value"),
    # --- symbols --------------------------------------------------------------------------------
    Code("PTX201", "error", "undefined register", "declare it with `.reg` (quick fix) or fix the name"),
    Code("PTX202", "error", "register outside its `%r<N>` family", "widen the family (quick fix) or use a lower index"),
    Code("PTX203", "error", "undefined symbol (variable, function, parameter)", "declare the symbol before this use"),
    Code("PTX204", "error", "undefined label", "define the label in this function or fix the name"),
    Code("PTX205", "error", "duplicate declaration", "rename or remove one of the declarations"),
    Code("PTX206", "error", "use before declaration", "move the declaration above its first use"),
    # --- types and state spaces -----------------------------------------------------------------
    Code("PTX301", "error", "operand type does not match the instruction type (§5.2.1/§5.2.2)",
         "use a register of a compatible type or change the instruction type"),
    Code("PTX302", "error", "destination cannot be written", "write to a `.reg` register instead"),
    Code("PTX303", "error", "predicate declared outside `.reg`", "declare predicates with `.reg .pred`"),
    Code("PTX304", "error", "state space not allowed here", "move the declaration or change its state space"),
    Code("PTX305", "error", "initializer not allowed", "remove the initializer or use `.global`/`.const`"),
    Code("PTX306", "error", "vector wider than 128 bits", "use a narrower element type or fewer elements"),
    Code("PTX307", "error", "alignment is not a power of two", "use an alignment such as 4, 8 or 16"),
    Code("PTX308", "error", "parameterized register name with array or initializer",
         "declare the `%r<N>` family without `[]` or `=`"),
    Code("PTX309", "error", "`.ptr` outside a kernel parameter", "use `.ptr` only on `.entry` parameters"),
    Code("PTX310", "error", "state space of the instruction does not fit the symbol",
         "use the state space the symbol is declared in"),
    Code("PTX311", "error", "kernel parameter written or return parameter read",
         "copy the value to a register first"),
    Code("PTX312", "error", "type not usable here", "use a type that the instruction or declaration accepts"),
    # --- modifiers and operands -----------------------------------------------------------------
    Code("PTX401", "error", "unknown instruction", "fix the opcode (quick fix offers the closest name)"),
    Code("PTX402", "error", "unknown modifier", "fix the modifier (quick fix offers the closest name)"),
    Code("PTX403", "error", "modifier not allowed for this instruction form", "remove it or pick an allowed one"),
    Code("PTX404", "error", "repeated or conflicting modifiers", "keep one modifier of the group"),
    Code("PTX405", "error", "missing required modifier", "add one of the listed modifiers"),
    Code("PTX406", "hint", "modifiers out of the spec's order (ptxas accepts them)",
         "write the modifiers in the documented order"),
    Code("PTX407", "error", "wrong number of operands", "give the instruction the operands its syntax lists"),
    Code("PTX408", "error", "operand of the wrong kind", "use the operand kind the syntax expects"),
    Code("PTX409", "error", "call does not match the callee", "pass the arguments the callee declares"),
    Code("PTX410", "error", "immediate out of its documented range", "use a value in the range the message names"),
    Code("PTX413", "warning", "modifiers no syntax form takes together (ptxas rejects most such spellings)",
         "remove the modifier or change the others"),
    # --- version and target ---------------------------------------------------------------------
    Code("PTX501", "error", "needs a newer `.version`", "raise `.version` (quick fix)"),
    Code("PTX502", "error", "needs another `.target`", "raise or change `.target` (quick fix)"),
    Code("PTX503", "error", "missing `.version`/`.target`", "add the directive at the top of the file"),
    Code("PTX504", "error", "misplaced or repeated module directive", "keep one, in `.version`, `.target`, `.address_size` order"),
    Code("PTX505", "information", "`.version`/`.target` newer than the PTX ISA this server knows",
         "nothing to fix: checked with the known ISA's rules (a newer ptx-lsp knows more)"),
    Code("PTX506", "error", "invalid `.address_size`", "use 32 or 64"),
    Code("PTX507", "error", "unknown target", "use a target such as sm_90"),
    Code("PTX508", "error", "kernel lacks a header directive this construct needs",
         "add the directive to the kernel header (e.g. `.minperctamemory` for `%perctamemory*`)"),
    # --- hints and ABI warnings -----------------------------------------------------------------
    Code("PTX601", "warning", "parameter type ruled out by the ABI", "pass 16-bit floats as `.b16`/`.b32` data"),
    Code("PTX602", "warning", "parameter alignment outside the ABI's 1–128 powers of two", "use 1, 2, 4, …, 128"),
    Code("PTX603", "hint", "unused declaration", "remove it if it is not needed"),
    Code("PTX604", "hint", "unused label", "remove it if nothing branches to it"),
    Code("PTX605", "warning", "system call does not match its ABI prototype", "declare it exactly as the ABI says"),
    # --- inline asm in CUDA C++: the statement's operand list (docs/inline.md) -------------------
    Code("PTX701", "error", "`%N` placeholder out of range, or a named `%[name]` operand (nvcc supports neither)",
         "use `%0` .. `%(operands - 1)`"),
    Code("PTX702", "error", "operand constraint does not fit how the assembly uses the operand",
         "make an operand the assembly writes an output (`=r`, or `+r` when it is also read)"),
    Code("PTX703", "error", "C++ operand does not fit its constraint (size or kind)",
         "use the constraint letter of the operand's type (`l` for 64-bit, `r` for 32-bit, `f` for float, …)"),
    # --- ptxas ----------------------------------------------------------------------------------
    Code("PTXAS", "error", "reported by ptxas on save", "see the ptxas message"),
]

CODES: dict[str, Code] = {c.code: c for c in _TABLE}


def make(code: str, start: int, end: int, message: str, fixes: tuple[Fix, ...] = (),
         severity: Severity | None = None, tags: tuple[str, ...] = ()) -> Issue:
    """An Issue with the code's default severity (ranges are never empty: at least one byte)."""
    if end <= start:
        end = start + 1
    return Issue(start, end, severity or CODES[code].severity, code, message, "ptx-lsp", fixes, tags)
