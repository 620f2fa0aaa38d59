"""`ptx-lsp spec [--format text|json] [NAME]`: the spec database, whole or one entry.

**Read-only and side-effect free:** the command loads the packaged data and prints it; exit 0 on
success, 2 on a usage problem or an unknown NAME (with a message on stderr naming close matches).
**`--format json` is the interface other tools read** (the data as stored); the default text is
for people: one page per entry (summary, forms, modifiers, operands, requirements, link), or an
index of every name when no NAME is given.
"""

from __future__ import annotations

import argparse
import json
import sys
import textwrap
from collections.abc import Iterator
from typing import Any

from ptx_lsp.spec.db import SpecDB, load
from ptx_lsp.spec.model import Instruction, Note

WIDTH = 96


def main(args: list[str]) -> int:
    """Print the database (or the entry NAME: instruction, directive, type, special register, ...)."""
    parser = argparse.ArgumentParser(
        prog="ptx-lsp spec",
        description="Show what ptx-lsp knows about PTX: one entry as a readable page, or the whole "
                    "database. --format json prints the data as JSON for other tools.",
        epilog="exit status: 0 printed, 2 usage problem or unknown NAME (close matches on stderr)\n"
               "examples: ptx-lsp spec mma | ptx-lsp spec .shared | ptx-lsp spec %tid | "
               "ptx-lsp spec --format json cp.async.bulk.tensor",
    )
    parser.add_argument("--format", choices=["text", "json"], default="text",
                        help="text: a page for people (default); json: the data for tools")
    parser.add_argument("name", nargs="?",
                        help="an instruction (mma, cp.async.bulk.tensor), directive (.maxntid), type (.f16x2), "
                             "state space (.shared), special register (%%tid), target (sm_90) or version (8.0)")
    try:
        ns = parser.parse_args(args)
    except SystemExit as exc:
        return 0 if exc.code in (0, None) else 2
    db = load()
    data = db.to_json(ns.name)
    if data is None:
        close = [name for name, _kind, _entry in db.search(ns.name[:3])][:8] if ns.name else []
        hint = f" (did you mean: {', '.join(close)})" if close else ""
        print(f"ptx-lsp spec: unknown name {ns.name!r}{hint}", file=sys.stderr)
        return 2
    if ns.format == "json":
        json.dump(data, sys.stdout, indent=1, sort_keys=True, default=str)
        sys.stdout.write("\n")
        return 0
    if ns.name is None:
        lines = index_page(db)
    elif ns.name in db.instructions:
        lines = instruction_page(db, db.instructions[ns.name])
    else:
        lines = entry_page(ns.name, data)
    for line in lines:
        sys.stdout.write(line + "\n")
    return 0


def _wrap(text: str, indent: str = "  ") -> list[str]:
    return textwrap.wrap(" ".join(text.split()), WIDTH, initial_indent=indent, subsequent_indent=indent) or [indent]


def instruction_page(db: SpecDB, instr: Instruction) -> list[str]:
    """An instruction as a page: summary, description, forms, modifier groups, operands, requirements, link."""
    title = instr.name + ("  (deprecated)" if instr.deprecated else "")
    out = [title, "=" * len(title)]
    if instr.summary:
        out += _wrap(instr.summary, "")
    if instr.description:
        out += [""] + _wrap(instr.description, "")
    out += ["", f"Forms ({len(instr.forms)}):"]
    for form in instr.forms:
        comment = f"    // {form.comment}" if form.comment else ""
        guard = f"{form.guard} " if form.guard else ""
        out.append(f"  {guard}{form.template};{comment}")
    if instr.groups:
        out += ["", "Modifiers:"]
        for group in instr.groups:
            optional = " (optional)" if group.optional else ""
            out += textwrap.wrap(f"{group.name}{optional} = {{{', '.join(group.members)}}}", WIDTH,
                                 initial_indent="  ", subsequent_indent="      ")
            if group.description:
                out += _wrap(group.description, "      ")
    operands = list(_operands(instr))
    if operands:
        out += ["", "Operands:"]
        out += [f"  {name:<12} {what}" for name, what in operands]
    out += ["", "Requirements:"]
    out += [f"  {line}" for line in requirement_lines(instr.notes)] or ["  none recorded"]
    if instr.ptxas_note:
        out += ["", "ptxas:"] + _wrap(instr.ptxas_note)
    out += ["", "PTX ISA:"]
    out += [f"  §{s.number} {s.title}: {s.url}" for s in instr.sections]
    return out


def _operands(instr: Instruction) -> Iterator[tuple[str, str]]:
    """Each operand name once (first form that has it): its role and kind, and a fixed type if any."""
    seen: set[str] = set()
    for form in instr.forms:
        for op in form.operands:
            if op.name in seen:
                continue
            seen.add(op.name)
            parts = [op.role, op.kind.replace("_", " ")]
            if op.optional:
                parts.append("optional")
            if op.fixed_type:
                parts.append(f"always {op.fixed_type}")
            elif op.type_slot is not None and op.type_slot < len(form.slots):
                parts.append(f"type from {form.slots[op.type_slot].label}")
            yield op.text if len(op.text) <= 12 else op.name, ", ".join(parts)


def requirement_lines(notes: tuple[Note, ...]) -> list[str]:
    """`PTX ISA 8.0 with .u16x2 or .s16x2`, `sm_90 or newer with ...`: one line per note, duplicates dropped."""
    out: list[str] = []
    for note in notes:
        if note.kind == "ptx" and note.ptx:
            need = f"PTX ISA {note.ptx}"
            if note.for_sm:
                need += " on " + ", ".join(f"sm_{sm}" for sm in note.for_sm)
        elif note.kind == "target":
            if note.all:
                need = "any target"
            elif note.arch:
                need = " or ".join(note.arch)
            elif note.min_sm:
                need = f"sm_{note.min_sm} or newer"
            elif note.sm:
                need = " or ".join(f"sm_{sm}" for sm in note.sm)
            else:
                continue
        else:
            continue
        conditions = [" + ".join("/".join(anyof) for anyof in cond) for cond in note.when_any]
        when = f" with {' or '.join(conditions)}" if conditions else ""
        if note.form_match:
            when += f" (forms with {note.form_match})"
        if note.conditional:
            when += " (under conditions the ISA text gives)"
        line = need + when
        if line not in out:
            out.append(line)
    return out


def entry_page(name: str, data: Any) -> list[str]:
    """A directive, type, state space, special register, target or version: its fields as an outline."""
    out = [name, "=" * len(name)]
    if isinstance(data, dict) and isinstance(data.get("register"), dict):
        data = data["register"]  # a special register as written (`%tid.x`): show the register
    if isinstance(data, dict):
        summary, description = str(data.get("summary") or ""), str(data.get("description") or "")
        if description.startswith(summary):
            summary = ""  # the description repeats it
        for text in (summary, description):
            if text:
                out += _wrap(text, "") + [""]
        url = data.get("url")
        rest = {k: v for k, v in data.items() if k not in ("name", "summary", "description", "url")}
        out += list(_outline(rest, ""))
        if url:
            out += ["", f"PTX ISA: {url}"]
    else:
        out += list(_outline(data, ""))
    return out


def _outline(value: Any, indent: str) -> Iterator[str]:
    """Nested data as indented `key: value` lines; empty and false values are left out."""
    if isinstance(value, dict):
        for key, item in value.items():
            if item in (None, False, "", [], {}):
                continue
            if isinstance(item, (dict, list)) and not _flat(item):
                yield f"{indent}{key.replace('_', ' ')}:"
                yield from _outline(item, indent + "  ")
            else:
                yield from textwrap.wrap(f"{key.replace('_', ' ')}: {_scalar(item)}", WIDTH,
                                         initial_indent=indent, subsequent_indent=indent + "    ")
    elif isinstance(value, list):
        for item in value:
            if _flat(item):
                yield f"{indent}- {_scalar(item)}"
            else:
                lines = list(_outline(item, indent + "  "))
                if lines:
                    yield indent + "- " + lines[0].lstrip()
                    yield from lines[1:]
    else:
        yield f"{indent}{_scalar(value)}"


def _flat(value: Any) -> bool:
    if isinstance(value, list):
        return all(not isinstance(v, (dict, list)) for v in value)
    return not isinstance(value, dict)


def _scalar(value: Any) -> str:
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    if value is True:
        return "yes"
    return str(value)


def index_page(db: SpecDB) -> list[str]:
    """Every name the database knows, by kind, wrapped (`ptx-lsp spec NAME` shows one)."""
    out = ["PTX spec database (ptx-lsp spec NAME shows one entry; --format json prints everything)"]
    groups: list[tuple[str, list[str]]] = [("instructions", sorted(db.instructions))]
    facts = db.facts
    if facts is not None:
        groups += [
            ("directives", [d.name for d in facts.directives]),
            ("types", [t.name for t in facts.types]),
            ("state spaces", [s.name for s in facts.state_spaces]),
            ("special registers", [r.name for r in facts.special_registers]),
            ("targets", [t.name for t in facts.targets]),
            ("versions", [v.version for v in facts.versions] if facts.versions and hasattr(facts.versions[0], "version")
             else []),
        ]
    for title, names in groups:
        if names:
            out += ["", f"{title} ({len(names)}):"]
            out += textwrap.wrap(", ".join(names), WIDTH, initial_indent="  ", subsequent_indent="  ")
    return out
