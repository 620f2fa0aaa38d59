#!/usr/bin/env python3
"""Extract the PTX instruction tables (§9.7) from the PTX ISA Markdown into `instructions.json`.

**The output is a pure function of the Markdown sections and `spec/data/overlay/*.json`:** keys are
sorted, lists keep spec order, nothing depends on time, locale or file-system order. Re-running the
script on the same input gives byte-identical output (a test checks it).
**Facts only, no prose:** the JSON holds names, syntax templates, modifier sets, operand shapes,
section numbers, anchors and the version/target notes reduced to structured requirements (plus
the note sentence they came from, which is a fact list, for review). Descriptions live elsewhere.
**Never edit the output by hand:** fix the extraction here or add a reviewable correction to
`server/ptx_lsp/spec/data/overlay/instructions.json` (text substitutions applied before parsing,
field patches applied after).

Usage: `python tools/extract_spec.py [--sections DIR] [--out FILE]`.
"""

from __future__ import annotations

import argparse
import itertools
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from isa_text import DEFAULT_ISA, Section, load_sections, slug  # noqa: E402

from ptx_lsp.spec.version import KNOWN_ISA_VERSION  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_SECTIONS = DEFAULT_ISA
DATA = ROOT / "server" / "ptx_lsp" / "spec" / "data"
DEFAULT_OUT = DATA / "instructions.json"
OVERLAY = DATA / "overlay" / "instructions.json"
DOC_URL = "https://docs.nvidia.com/cuda/parallel-thread-execution/"
FORMAT_VERSION = 1

HEADING_RE = re.compile(r"^(#+)\s+(\d+(?:\.\d+)*)\.\s+(.*?)\s*$")
LINKED_HEADING_RE = re.compile(r"^#+\s+(\d+(?:\.\d+)*)\.\s+\[.*?\]\(#([^)\s\"]+)\)")
VERSION_RE = re.compile(r"PTX ISA(?: version)?\s+(\d+\.\d+)")
TARGET_RE = re.compile(r"\bsm_?(\d+)([af]?)\b")


# ---------------------------------------------------------------------------------------------
# Sections
# ---------------------------------------------------------------------------------------------


def section_key(number: str) -> tuple[int, ...]:
    """Numeric order of section numbers: 9.7.1.2 < 9.7.1.10."""
    return tuple(int(p) for p in number.split("."))


def anchors_of(sections: list[Section], overlay: dict) -> dict[str, str]:
    """Section number -> official anchor: the stable key of overlay and descriptions.

    Most anchors are the slug of the title, a repeated title getting `-2`, `-3` in document order
    (as the documentation numbers them); the overlay's `anchors` table lists the others (title
    slug -> anchor), and a 9.0-layout text gives its own `[title](#anchor)` links.
    """
    out: dict[str, str] = {}
    seen: dict[str, int] = {}
    for section in sections:
        key = slug(section.title)
        seen[key] = seen.get(key, 0) + 1
        plain = key if seen[key] == 1 else f"{key}-{seen[key]}"
        out[section.number] = overlay.get("anchors", {}).get(plain) or section.linked_anchor or plain
    return out


def section_overlays(overlay: dict, sections: list[Section]) -> dict[str, dict]:
    """Overlay section entries by anchor; an entry whose anchor names no section is an error
    (the ISA moved or renamed it: the overlay must be reviewed, not silently dropped)."""
    out = {k: v for k, v in overlay.get("sections", {}).items() if not k.startswith("_")}
    known = set(anchors_of(sections, overlay).values())
    missing = sorted(set(out) - known)
    if missing:
        raise SystemExit(f"overlay sections name no section of this ISA text: {missing}")
    return out


def heading_names(title: str) -> list[str]:
    """`Parallel ...: bar , barrier` -> ["bar", "barrier"]; `(deprecated)` dropped."""
    if ":" not in title:
        return []
    names = title.split(":", 1)[1]
    names = names.replace("(deprecated)", "").replace("`", "")
    parts = re.split(r"\s+[,/]\s+|\s*,\s*", names.strip())
    return [p.strip() for p in parts if p.strip()]


def split_blocks(own: str) -> tuple[list[tuple[str, str]], str, str]:
    """Syntax code blocks (label, code), and the PTX ISA / Target ISA note texts."""
    lines = own.splitlines()
    blocks: list[tuple[str, str]] = []
    try:
        start = lines.index("Syntax")
    except ValueError:
        return [], "", ""
    end = len(lines)
    for i in range(start + 1, len(lines)):
        if lines[i].strip() == "Description":
            end = i
            break
    label = ""
    i = start + 1
    while i < end:
        line = lines[i]
        if line.startswith("```"):
            j = i + 1
            while j < end and not lines[j].startswith("```"):
                j += 1
            blocks.append((label, "\n".join(lines[i + 1 : j])))
            label = ""
            i = j + 1
            continue
        if line.strip():
            label = line.strip()
        i += 1

    def notes(title: str) -> str:
        try:
            k = lines.index(title)
        except ValueError:
            return ""
        out = []
        for line in lines[k + 1 :]:
            if line.strip() in ("Target ISA Notes", "PTX ISA Notes", "Examples", "Description", "Semantics"):
                break
            out.append(line)
        return "\n".join(out)

    return blocks, notes("PTX ISA Notes"), notes("Target ISA Notes")


# ---------------------------------------------------------------------------------------------
# Syntax blocks: forms and modifier groups
# ---------------------------------------------------------------------------------------------


def strip_comment(line: str) -> tuple[str, str]:
    if "//" in line:
        code, _, comment = line.partition("//")
        return code.rstrip(), comment.strip()
    return line.rstrip(), ""


def logical_lines(code: str) -> list[tuple[str, str]]:
    """Join continuation lines: a form ends at `;` or when the next line starts a new statement;
    a group definition ends when its braces balance."""
    raw = [strip_comment(line) for line in code.splitlines()]
    out: list[tuple[str, str]] = []
    buf = ""
    comment = ""
    for text, com in raw:
        stripped = text.strip()
        if not stripped:
            if com and not buf:
                out.append(("", com))
            continue
        if set(stripped) <= {"-"}:
            out.append(("", "----"))
            continue
        if buf:
            depth = buf.count("{") - buf.count("}")
            # a form line whose operands continue, or an unbalanced group set
            continues = depth > 0 or not buf.rstrip().endswith(";") and (
                stripped.startswith(("[", "{", "(", ",")) or re.match(r"^[\w\-]+\s*[,;]", stripped)
                or (not is_definition(buf) and not is_definition(stripped) and not looks_like_form(stripped))
            )
            if continues:
                buf += " " + stripped
                comment = comment or com
                continue
            out.append((buf, comment))
            buf, comment = "", ""
        buf, comment = stripped, com
    if buf:
        out.append((buf, comment))
    return out


def is_definition(text: str) -> bool:
    return bool(re.match(r"^\s*(?:\.|::)?[\w:\-]+\s*=", text)) or bool(
        re.match(r"^\s*(?:\.?[\w:]+\s*=\s*)+", text)
    )


def looks_like_form(text: str) -> bool:
    return bool(re.match(r"^@?\w[\w.:{}!|\[\]]*[\w}.]*(\s|;|$)", text)) and not is_definition(text)


def split_top(text: str, sep: str = ",") -> list[str]:
    """Split on `sep` outside braces/brackets/parens."""
    parts, depth, cur = [], 0, ""
    for ch in text:
        if ch in "{[(":
            depth += 1
        elif ch in "}])":
            depth -= 1
        if ch == sep and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    parts.append(cur)
    return parts


def parse_definition(text: str) -> tuple[list[str], list[str], bool] | None:
    """`.a = .b = { .x, .y }` -> (["a", "b"], [".x", ".y"], has_none)."""
    m = re.match(r"^\s*((?:(?:\.|::)?[\w:\-]+\s*=\s*)+)(.*)$", text)
    if not m:
        return None
    names = [n.strip() for n in m.group(1).split("=") if n.strip()]
    rest = m.group(2).strip().rstrip(";").strip()
    if rest.startswith("{"):
        depth = 0
        end = len(rest)
        for i, ch in enumerate(rest):
            depth += ch == "{"
            depth -= ch == "}"
            if depth == 0:
                end = i
                break
        body = rest[1:end]
    else:
        body = rest
    members: list[str] = []
    has_none = False
    for item in split_top(body):
        item = item.strip().rstrip("*").strip()
        if not item:
            continue
        # a missing comma in the spec ("... .b10\n .b2 ...")
        for piece in split_space(item):
            if piece == "none":
                has_none = True
                continue
            members.extend(expand_member(piece))
    return names, members, has_none


def split_space(text: str) -> list[str]:
    """Split on whitespace outside braces (`.shared{::cta, ::cluster}` stays one piece)."""
    pieces, depth, cur = [], 0, ""
    for ch in text:
        depth += ch == "{"
        depth -= ch == "}"
        if ch.isspace() and depth == 0:
            if cur:
                pieces.append(cur)
            cur = ""
        else:
            cur += ch
    if cur:
        pieces.append(cur)
    return pieces


def expand_member(member: str) -> list[str]:
    """`.param{::entry, ::func}` -> .param .param::entry .param::func;
    `.shared::{cta, cluster}` -> .shared::cta .shared::cluster; `eq` -> `.eq`."""
    member = member.strip()
    if not member.startswith((".", "::")):
        member = "." + member
    m = re.match(r"^(.*?)\{([^}]*)\}(.*)$", member)
    if not m:
        return [member]
    head, alts, tail = m.groups()
    out = []
    if not head.endswith("::"):
        out.extend(expand_member(head + tail))
    for alt in alts.split(","):
        alt = alt.strip()
        if head.endswith("::") and alt.startswith("::"):
            alt = alt[2:]
        out.extend(expand_member(head + alt + tail))
    return out


def tokens_of(member: str) -> list[str]:
    """`.async.shared::cta` -> [".async", ".shared::cta"]."""
    return re.findall(r"\.[^.]+", member)


def expand_with_groups(member: str, groups: dict[str, tuple[list[str], bool]], depth: int = 0) -> list[str]:
    """Substitute group references inside a member (`.to_proxy::from_proxy.release.scope`,
    `.collector::buffer::op` with sub-groups `::buffer`, `::op`)."""
    if depth > 4:
        return [member]
    toks = tokens_of(member) or [member]
    choices: list[list[str]] = []
    changed = False
    for tok in toks:
        key = tok[1:]
        if key in groups and groups[key][0] != [tok]:
            choices.append(groups[key][0])
            changed = True
            continue
        # sub-group parts: `.collector::buffer::op`
        parts = tok.split("::")
        if len(parts) > 1 and any("::" + p in groups for p in parts[1:]):
            sub_choices = [[parts[0]]]
            for p in parts[1:]:
                if "::" + p in groups:
                    sub_choices.append([m if m.startswith("::") else "::" + m.lstrip(".") for m in groups["::" + p][0]])
                else:
                    sub_choices.append(["::" + p])
            choices.append(["".join(c) for c in itertools.product(*sub_choices)])
            changed = True
            continue
        choices.append([tok])
    if not changed:
        return [member]
    out = []
    for combo in itertools.product(*choices):
        out.extend(expand_with_groups("".join(combo), groups, depth + 1))
    return out


class TemplateError(ValueError):
    pass


def parse_template(opcode_text: str, groups: dict[str, tuple[list[str], bool]]) -> list[dict]:
    """Turn `suld.b.geom{.cop}.vec.dtype.clamp` into ordered slots.

    Each slot: {"group": name|None, "members": [...], "optional": bool}. The first word (the
    opcode) is not a slot. A group named in the template takes its members from `groups`;
    `{...}` marks optional parts, `{.a,.b}` inline alternatives, `.{a,b}` required alternatives,
    `{::x}` an optional sub-qualifier of the preceding part.
    """
    m = re.match(r"^([A-Za-z_][\w]*)(.*)$", opcode_text)
    if not m:
        raise TemplateError(opcode_text)
    rest = m.group(2)
    slots: list[dict] = []
    i = 0

    def member_list(text: str) -> list[str]:
        """Fully expand a piece of template text into member strings."""
        sub = parse_slots(text)
        out = [""]
        for slot in sub:
            opts = list(slot["members"]) + ([""] if slot["optional"] else [])
            out = [a + b for a in out for b in opts]
        return [o for o in out if o]

    def parse_slots(text: str) -> list[dict]:
        nonlocal_slots: list[dict] = []
        j = 0
        while j < len(text):
            ch = text[j]
            if ch == "{":
                depth, k = 0, j
                while k < len(text):
                    depth += text[k] == "{"
                    depth -= text[k] == "}"
                    if depth == 0:
                        break
                    k += 1
                inner = text[j + 1 : k]
                j = k + 1
                if inner.startswith("::") and nonlocal_slots:
                    prev = nonlocal_slots[-1]
                    alts = []
                    for alt in split_top(inner):
                        alt = alt.strip()
                        key = alt
                        if key in groups:
                            alts.extend(groups[key][0])
                        else:
                            alts.append(alt)
                    prev["members"] = [p + a for p in prev["members"] for a in [""] + alts]
                    prev["literal"] = False
                    continue
                alts = split_top(inner)
                if len(alts) > 1:
                    members = []
                    for alt in alts:
                        alt = alt.strip()
                        if not alt.startswith("."):
                            alt = "." + alt
                        members.extend(member_list(alt))
                    nonlocal_slots.append({"group": None, "members": members, "optional": True})
                    continue
                inner_slots = parse_slots(inner)
                if len(inner_slots) == 1:
                    s = dict(inner_slots[0])
                    s["optional"] = True
                    s["literal"] = False
                    nonlocal_slots.append(s)
                else:
                    nonlocal_slots.append({"group": None, "members": member_list(inner), "optional": True})
                continue
            if ch == ".":
                if text[j + 1 : j + 2] == "{":
                    # required inline alternatives `.{1d,2d,3d}`
                    k = text.index("}", j)
                    alts = [a.strip() for a in text[j + 2 : k].split(",")]
                    members = []
                    for a in alts:
                        members.extend(member_list(a if a.startswith(".") else "." + a))
                    nonlocal_slots.append({"group": None, "members": members, "optional": False})
                    j = k + 1
                    continue
                mm = re.match(r"\.([\w]+(?:::[\w]+)*)", text[j:])
                if not mm:
                    raise TemplateError(text[j:])
                name = mm.group(1)
                j += mm.end()
                if name in groups:
                    members, has_none = groups[name]
                    nonlocal_slots.append({"group": name, "members": list(members), "optional": has_none})
                else:
                    # a literal, maybe followed by `::group` sub-qualifier reference
                    parts = name.split("::")
                    if len(parts) > 1 and any(p in groups or "::" + p in groups for p in parts[1:]):
                        cands = [parts[0]]
                        for p in parts[1:]:
                            key = "::" + p if "::" + p in groups else p
                            if key in groups:
                                cands = [c + "::" + g.lstrip(":.") for c in cands for g in groups[key][0]]
                            else:
                                cands = [c + "::" + p for c in cands]
                        nonlocal_slots.append({"group": None, "members": ["." + c for c in cands], "optional": False})
                    else:
                        nonlocal_slots.append({"group": None, "members": ["." + name], "optional": False, "literal": True})
                continue
            if ch == ":" and text[j : j + 2] == "::":
                mm = re.match(r"::([\w]+)", text[j:])
                if not mm or not nonlocal_slots:
                    raise TemplateError(text[j:])
                j += mm.end()
                prev = nonlocal_slots[-1]
                key = "::" + mm.group(1)
                suffixes = groups[key][0] if key in groups else [key]
                prev["members"] = [p + s for p in prev["members"] for s in suffixes]
                prev.pop("literal", None)
                continue
            if ch.isspace():
                j += 1
                continue
            raise TemplateError(text[j:])
        return nonlocal_slots

    slots = parse_slots(rest)
    del i
    for s in slots:
        s.setdefault("literal", False)
        # de-duplicate members, keep order
        seen: list[str] = []
        for mbr in s["members"]:
            if mbr not in seen:
                seen.append(mbr)
        s["members"] = seen
        if s["group"] is not None:
            s["group"] = "." + s["group"] if not s["group"].startswith((".", "::")) else s["group"]
    return slots


OPERAND_SPLIT_RE = re.compile(r"^(@\{?!?\}?\w+\s+)?(\S+)\s*(.*)$")


def split_form(text: str) -> tuple[str, str, str]:
    """`@p bra{.uni} tgt;` -> ("@p", "bra{.uni}", "tgt")."""
    text = text.strip().rstrip(";").strip()
    guard = ""
    m = re.match(r"^(@\S+)\s+(.*)$", text)
    if m:
        guard, text = m.group(1), m.group(2)
    # the opcode part ends at the first whitespace outside braces
    depth = 0
    for i, ch in enumerate(text):
        depth += ch == "{"
        depth -= ch == "}"
        if ch.isspace() and depth == 0:
            return guard, text[:i], text[i:].strip()
    return guard, text, ""


PREDICATE_NAMES = {"p", "q", "pred", "waitcomplete", "complete"}
LABEL_NAMES = {"tgt", "tlist", "flist"}
SYMBOL_NAMES = {"func", "fname", "kernel", "fproto", "avar", "var", "sh", "surf", "tex"}


def operand_kind(name: str) -> str:
    low = name.lower()
    if low == "_":
        return "sink"
    if low in PREDICATE_NAMES:
        return "predicate"
    if low in LABEL_NAMES:
        return "label"
    if low in SYMBOL_NAMES:
        return "symbol"
    if low.startswith("imm") or low == "n" or re.fullmatch(r"\d+", low) or low == "cp-size":
        return "immediate"
    return "register"


def parse_operands(text: str) -> list[dict]:
    """Operand list -> [{"name","kind","optional","alternatives"?...}] (roles are set later)."""
    text = text.strip().rstrip(";").strip()
    if not text:
        return []
    out: list[dict] = []
    # optional trailing operands `{, x}` become optional entries
    pieces: list[tuple[str, bool]] = []
    depth = 0
    cur = ""
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == "{" and depth == 0 and re.match(r"\{\s*,", text[i:]):
            k = text.index("}", i)
            if cur.strip():
                pieces.append((cur, False))
                cur = ""
            pieces.append((text[i + 1 : k].strip().lstrip(",").strip(), True))
            i = k + 1
            continue
        if ch in "{[(":
            depth += 1
        elif ch in "}])":
            depth -= 1
        if ch == "," and depth == 0:
            pieces.append((cur, False))
            cur = ""
        else:
            cur += ch
        i += 1
    if cur.strip():
        pieces.append((cur, False))
    for piece, optional in pieces:
        piece = piece.strip()
        if not piece:
            continue
        for sub in split_top(piece) if optional else [piece]:
            sub = sub.strip()
            if sub:
                op = parse_operand(sub, optional)
                if op.pop("kind_hint", None):
                    op["kind"] = "predicate"
                out.append(op)
    return out


def parse_operand(text: str, optional: bool) -> dict:
    op: dict = {"text": text, "optional": optional}
    t = text
    if t.startswith("["):
        inner = t[1 : t.rindex("]")] if "]" in t else t[1:]
        op["kind"] = "address"
        op["name"] = re.split(r"[\s,+]", inner.strip())[0] if inner.strip() else "addr"
        parts = [p.strip() for p in split_top(inner)]
        if len(parts) > 1:
            op["elements"] = parts
        return op
    if t.startswith("(") and t.endswith(")"):
        op["kind"] = "param_list"
        op["name"] = t[1:-1].strip()
        return op
    if t.startswith("{") and t.endswith("}") and not t.startswith("{!}") and not t.startswith("{-}"):
        inner = t[1:-1].strip()
        op["kind"] = "vector"
        op["name"] = inner
        op["elements"] = [p.strip() for p in inner.split(",") if p.strip()]
        return op
    if t.startswith("{!}"):
        op["negatable"] = True
        op["kind_hint"] = "predicate"  # only predicates take `!`
        t = t[3:]
    if t.startswith("{-}"):
        op["negatable"] = True
        t = t[3:]
    m = re.match(r"^([\w\-]+)\s*\[\|\s*(\w+)\s*\]$", t)
    if m:  # d[|p]
        op["name"] = m.group(1)
        op["kind"] = operand_kind(m.group(1))
        op["pair"] = {"name": m.group(2), "optional": True}
        return op
    m = re.match(r"^([\w\-]+)\s*\|\s*(\w+)$", t)
    if m:  # d|p
        op["name"] = m.group(1)
        op["kind"] = operand_kind(m.group(1))
        op["pair"] = {"name": m.group(2), "optional": False}
        return op
    m = re.match(r"^([\w\-]+)\s*\{(\.\w+)\}$", t)
    if m:  # a{.asel}
        op["name"] = m.group(1)
        op["kind"] = operand_kind(m.group(1))
        op["selector"] = m.group(2)
        return op
    m = re.match(r"^([\w\-]+)\.(\w+)$", t)
    if m:  # d.dsel
        op["name"] = m.group(1)
        op["kind"] = operand_kind(m.group(1))
        op["selector"] = "." + m.group(2)
        return op
    m = re.match(r"^(\w+)\s*\+\s*(\w+)$", t)
    if m:  # var+imm
        op["name"] = m.group(1)
        op["kind"] = "symbol"
        op["offset"] = True
        return op
    op["name"] = t
    op["kind"] = operand_kind(t)
    return op


# ---------------------------------------------------------------------------------------------
# Version / target notes
# ---------------------------------------------------------------------------------------------


def note_items(text: str) -> list[str]:
    """Split a notes block into items: paragraphs (with their bullet lists), then sentences."""
    paras: list[str] = []
    cur: list[str] = []
    for line in text.splitlines():
        s = re.sub(r"^(>\s?)+", "", line.strip()).strip()  # 9.4 quotes some target lists (`> * sm_107f`)
        if not s:
            if cur:
                paras.append(" ".join(cur))
                cur = []
            continue
        if s.startswith(("* ", "+ ")) and not cur and paras:
            cur = [paras.pop()]
        cur.append(s)
    if cur:
        paras.append(" ".join(cur))
    items: list[str] = []
    for p in paras:
        if "* " in p or "+ " in p:
            items.append(p)
            continue
        items.extend(s.strip() for s in re.split(r"(?<=[0-9a-z)`])\.\s+(?=[`A-Z0-9])", p) if s.strip())
    return [re.sub(r"\s+", " ", i) for i in items]


def code_spans(text: str) -> list[str]:
    return re.findall(r"`([^`]+)`", text)


def span_condition(span: str, names: list[str], known: set[str], groups: dict[str, list[str]]) -> list[list[str]] | None:
    """A code span like `suld.b.{a1d,a2d}` -> [[".b"], [".a1d", ".a2d"]] (all-of any-of);
    None when the span names no modifier of this instruction."""
    s = span.strip()
    for name in sorted(names, key=len, reverse=True):
        first = name.split(".")[0]
        if s == first or s.startswith(first + ".") or s.startswith(first + "{"):
            s = s[len(first) :]
            break
    conds: list[list[str]] = []
    for m in re.finditer(r"\{([^}]*)\}|([.:]*[\w:]+)", s):
        if m.group(1) is not None:
            alts = [a.strip() for a in re.split(r"[/,]", m.group(1)) if a.strip()]
            if len(alts) == 1:
                continue  # `{.relu}` in a note is optional, as in a template: it adds no condition
            alts = ["." + a.lstrip(".") for a in alts]
            alts = [a for a in alts if a in known]
            if alts:
                conds.append(alts)
            continue
        tok = m.group(2)
        if tok.endswith("::") and s[m.end() : m.end() + 1] == "*":  # `.collector::b::*`: every member
            cand = sorted(k for k in known if k.startswith("." + tok.lstrip(".")))
            if cand:
                conds.append(cand)
            continue
        if tok.startswith("::"):
            cand = [k for k in known if k.endswith(tok)]
            if cand:
                conds.append(sorted(cand))
            continue
        tok = "." + tok.lstrip(".")
        if tok in groups:
            conds.append(list(groups[tok]))
        elif tok in known:
            conds.append([tok])
        elif any(k.startswith(tok + "::") for k in known):  # `.sync_restrict` names `.sync_restrict::...`
            conds.append(sorted(k for k in known if k.startswith(tok + "::")))
        elif "/" in s:
            pass
    # slashes outside braces: `{.e2m1x4/.e4m3x4}` handled above; `u8/s8` lists
    for m in re.finditer(r"((?:\.?\w+/)+\.?\w+)", re.sub(r"\{[^}]*\}", " ", s)):
        alts = ["." + a.lstrip(".") for a in m.group(1).split("/")]
        alts = [a for a in alts if a in known]
        if alts:
            conds = [c for c in conds if not set(c) <= set(alts)]
            conds.append(alts)
    return conds or None


BASE_NOTE = re.compile(r"^(Introduced in|Requires|Supported on|Support for this instruction|This instruction)", re.I)


def mentioned_names(item: str, names: list[str]) -> set[str]:
    """Which of a section's instruction names a note names in its code spans (`bar.sync` -> bar)."""
    found = set()
    for span in code_spans(item) + re.findall(r"\b[\w.]+(?= instruction)", item):
        span = span.strip()
        for n in names:
            if span == n or span.startswith((n + ".", n + "{")):
                found.add(n)
    return found


def parse_notes(text: str, kind: str, names: list[str], known: set[str], groups: dict[str, list[str]],
                name: str | None = None) -> list[dict]:
    out = []
    for item in note_items(text):
        if name is not None and len(names) > 1:
            mentioned = mentioned_names(item, names)
            if mentioned and name not in mentioned:
                continue  # a note about a sibling (`barrier` notes in the `bar , barrier` section)
        note: dict = {"text": item}
        # "`.ftz` qualifier for `cvt.f32.bf16`", "`.u64`/`.b64` types with `.min`/`.max`": the spans
        # before "for"/"with" combine with those after it (each left condition AND each right one)
        # ("`.rz` rounding mode on `cvt.{...}`": "on" joins only when an opcode follows)
        joint = re.search(r"`[^`]*`\s+(?:[\w-]+\s+){0,2}(?:(?:for|with)\s+`|on\s+`(?=[a-z]))", item)
        cut = joint.end() - 1 if joint else len(item)
        left: list[list[list[str]]] = []
        right: list[list[list[str]]] = []
        for m in re.finditer(r"`([^`]+)`", item):
            span = m.group(1)
            if re.fullmatch(r"sm_\w+", span.strip()) or span.strip() in (".target",):
                continue
            c = span_condition(span, names, known, groups)
            if c:
                (left if m.start() < cut else right).append(c)
        conds = [lc + rc for lc in left for rc in right] if left and right else left + right
        # "sub-qualifier `::cta` on `.shared`": the space itself is not the subject of the note
        subs = {a for c in conds for anyof in c for a in anyof if "::" in a}
        conds = [c for c in conds if not (len(c) == 1 and all(any(x.startswith(a + "::") for x in subs)
                                                              for a in c[0]))]
        if conds:
            note["when_any"] = conds
        if kind == "ptx":
            m = VERSION_RE.search(item)
            if not m:
                continue
            note["ptx"] = m.group(1)
        else:
            sms = [(int(n), suf) for n, suf in TARGET_RE.findall(item)]
            if not sms and "all target" not in item.lower():
                continue
            plain = sorted({n for n, suf in sms if not suf})
            arch = sorted({f"sm_{n}{suf}" for n, suf in sms if suf})
            if "all target" in item.lower():
                note["all"] = True
            if plain and "or higher" in item:
                note["min_sm"] = min(plain)
            elif plain:
                note["sm"] = plain
            if arch:
                note["arch"] = arch
        if re.search(r"\b(64-bit|32-bit|when|if|for `?sm_|only|advised|clarified|deprecated|removed|not supported)\b", item, re.I):
            note["conditional"] = True
        elif not conds and not BASE_NOTE.match(item) and not (
            name and name in mentioned_names(item, [name]) and " with " not in item
        ):
            # a feature named in prose only ("Support for vector types ..."): we cannot tell which
            # statements it concerns, so it is a hint, never a requirement of every statement
            note["conditional"] = True
        out.append(note)
    return out


# ---------------------------------------------------------------------------------------------
# Putting it together
# ---------------------------------------------------------------------------------------------


def parse_block(code: str, label: str, overlay: dict) -> tuple[list[dict], dict[str, tuple[list[str], bool]]]:
    """One syntax code block -> forms (each with its own group scope) and all group definitions."""
    lines = logical_lines(code)
    chunks: list[dict] = []  # {"forms": [(text, comment, heading)], "defs": {}}
    all_defs: dict[str, tuple[list[str], bool]] = {}
    heading = label
    for text, comment in lines:
        if not text:
            if comment and comment != "----":
                heading = comment
            continue
        if is_definition(text):
            parsed = parse_definition(text)
            if not parsed:
                continue
            names, members, has_none = parsed
            if any("-" in n for n in names):
                continue  # operand value sets (`cp-size = { 4, 8, 16 }`) are not modifiers
            if not chunks:
                chunks.append({"forms": [], "defs": {}})
            for n in names:
                key = n if n.startswith("::") else n.lstrip(".")
                chunks[-1]["defs"][key] = (members, has_none)
                all_defs.setdefault(key, (members, has_none))
            continue
        if re.match(r"^\.?\w+\s+defaults\s+to", text) or text.startswith("defaults to"):
            continue
        if not chunks or chunks[-1]["defs"]:
            chunks.append({"forms": [], "defs": {}})
        chunks[-1]["forms"].append((text, comment, heading))
    forms: list[dict] = []
    for chunk in chunks:
        scope = dict(all_defs)
        scope.update(chunk["defs"])
        # expand nested group references inside members
        expanded = {}
        for k, (members, has_none) in scope.items():
            mem: list[str] = []
            for mbr in members:
                for e in expand_with_groups(mbr, scope):
                    if e not in mem:
                        mem.append(e)
            expanded[k] = (mem, has_none)
        for text, comment, heading in chunk["forms"]:
            forms.append({"text": text, "comment": comment, "heading": heading, "groups": expanded})
    return forms, all_defs


def build(sections_dir: Path, overlay: dict) -> dict:
    all_sections = load_sections(sections_dir)
    version = next((re.search(r"\d+\.\d+", s.title).group(0) for s in all_sections
                    if s.number == "1.3" and re.search(r"\d+\.\d+", s.title)), "?")
    overlay_sections = section_overlays(overlay, all_sections)
    anchors = anchors_of(all_sections, overlay)
    review: list[str] = []
    instructions: dict[str, dict] = {}
    sections_out: dict[str, dict] = {}
    for isa_section in all_sections:
        if not isa_section.number.startswith("9.7."):
            continue
        text = isa_section.text
        number, title = isa_section.number, isa_section.title
        own = text
        if "\nSyntax\n" not in own + "\n":
            continue
        blocks, ptx_notes, target_notes = split_blocks(own)
        if not blocks:
            continue
        anchor = anchors[number]
        sec_overlay = overlay_sections.get(anchor, {})
        names = sec_overlay.get("names") or heading_names(title)
        if not names:
            continue
        section = {
            "number": number,
            "title": title.replace("`", ""),
            "anchor": anchor,
            "url": DOC_URL + "#" + anchor,
            "names": names,
            "deprecated": "(deprecated)" in title,
            "file": isa_section.file,
        }
        sections_out[number] = section
        if sec_overlay.get("pseudo"):
            for name in names:
                entry = instructions.setdefault(name, {"name": name, "sections": [], "forms": [], "notes": []})
                entry["pseudo"] = True
                entry["sections"].append(number)
            continue
        forms_raw: list[dict] = []
        block_defs: dict[str, tuple[list[str], bool]] = {}
        unmatched = [r[0] for r in sec_overlay.get("replace", [])]
        for label, code in blocks:
            for old, new, *_why in sec_overlay.get("replace", []):
                if old in code and old in unmatched:
                    unmatched.remove(old)
                code = code.replace(old, new)
            fs, defs = parse_block(code, label, overlay)
            forms_raw.extend(fs)
            for k, v in defs.items():
                block_defs.setdefault(k, v)
        review.extend(f"overlay replacement for {anchor!r} matches nothing: {u!r}" for u in unmatched)
        # groups referenced but defined only in another block of the section
        per_name_forms: dict[str, list[dict]] = {n: [] for n in names}
        for fr in forms_raw:
            groups = dict(block_defs)
            groups.update(fr["groups"])
            guard, opcode_text, operand_text = split_form(fr["text"])
            first_word = re.match(r"^[A-Za-z_]\w*", opcode_text)
            if not first_word:
                continue
            variants = [opcode_text]
            fw = first_word.group(0)
            if fw in groups and fw not in names:
                variants = [m.lstrip(".") + opcode_text[len(fw) :] for m in groups[fw][0]]
            else:
                mm = re.match(r"^(\w+)\.(\w+)", opcode_text)
                if mm and mm.group(2) in groups and f"{fw}{groups[mm.group(2)][0][0]}" in names:
                    variants = [fw + m + opcode_text[mm.end() :] for m in groups[mm.group(2)][0]]
            for variant in variants:
                try:
                    slots = parse_template(variant, groups)
                except (TemplateError, ValueError) as exc:
                    raise SystemExit(f"{number}: cannot parse template {variant!r}: {exc}") from exc
                opcode = re.match(r"^[A-Za-z_]\w*", variant).group(0)
                name = assign_name(opcode, slots, names)
                if name is None:
                    continue
                operands = parse_operands(operand_text)
                template = variant + ("  " + operand_text if operand_text else "")
                form = {
                    "section": number,
                    "description_key": f"{anchor}:{name}",
                    "template": re.sub(r"\s+", " ", template).strip(),
                    "opcode": opcode,
                    "slots": slots,
                    "operands": operands,
                }
                if guard:
                    form["guard"] = guard
                if fr["comment"]:
                    form["comment"] = fr["comment"]
                if fr["heading"]:
                    form["heading"] = fr["heading"]
                per_name_forms[name].append(form)
        known_per_name: dict[str, set[str]] = {}
        group_members: dict[str, list[str]] = {}
        for fr in forms_raw:
            for k, (members, _) in fr["groups"].items():
                key = k if k.startswith("::") else "." + k
                lst = group_members.setdefault(key, [])
                for m in members:
                    if m not in lst:
                        lst.append(m)
        for name, forms in per_name_forms.items():
            known: set[str] = set()
            for f in forms:
                for s in f["slots"]:
                    for m in s["members"]:
                        known.update(tokens_of(m))
            known_per_name[name] = known
        for name in names:
            forms = per_name_forms[name]
            known = known_per_name[name]
            entry = instructions.setdefault(name, {"name": name, "sections": [], "forms": [], "notes": []})
            entry["sections"].append(number)
            entry["forms"].extend(forms)
            notes = parse_notes(ptx_notes, "ptx", names, known, group_members, name) + parse_notes(
                target_notes, "target", names, known, group_members, name
            )
            for n in notes:
                n["section"] = number
            entry["notes"].extend(notes)
    apply_patches(instructions, overlay, review)
    for entry in instructions.values():
        by_name = {k: v for k, v in overlay.get("operand_types_by_name", {}).items() if not k.startswith("_")}
        finish_entry(entry, by_name)
    return {
        "format": FORMAT_VERSION,
        "source": f"PTX ISA {version}, chapter 9.7 (extracted by tools/extract_spec.py)",
        "isa_version": version,
        "doc_url": DOC_URL,
        "sections": dict(sorted(sections_out.items(), key=lambda kv: section_key(kv[0]))),
        "instructions": dict(sorted(instructions.items())),
    }


def assign_name(opcode: str, slots: list[dict], names: list[str]) -> str | None:
    """The heading name a form belongs to: the longest name whose tokens lead the template."""
    lead = [opcode]
    for s in slots:
        if s["literal"] or (len(s["members"]) == 1 and not s["optional"]):
            lead.extend(tokens_of(s["members"][0]))
        else:
            break
    best, best_len = None, -1
    for name in names:
        parts = name.split(".")
        ntoks = [parts[0]] + ["." + p for p in parts[1:]]
        ok = len(ntoks) <= len(lead) and all(
            a == b or (i == len(ntoks) - 1 and b.startswith(a + "::")) for i, (a, b) in enumerate(zip(ntoks, lead, strict=False))
        )
        score = len(ntoks) * 2 + (ntoks[-1] == lead[len(ntoks) - 1] if ok else 0)
        if ok and score > best_len:
            best, best_len = name, score
    if best is None:
        same_word = [n for n in names if n.split(".")[0] == opcode]
        if len(same_word) >= 1:
            best = min(same_word, key=len)
    return best


def apply_patches(instructions: dict[str, dict], overlay: dict, problems: list[str]) -> None:
    """Apply the overlay's field patches; every patch that no longer matches is reported at once
    (after an ISA update that is the review list), then the run stops."""
    for name, patch in overlay.get("instructions", {}).items():
        entry = instructions.get(name)
        if entry is None:
            problems.append(f"overlay patches unknown instruction {name!r}")
            continue
        for key, value in patch.items():
            if key == "form_patches":
                for fp in value:
                    hits = [f for f in entry["forms"] if fp["match"] in f["template"]]
                    if not hits:
                        problems.append(f"overlay form patch for {name!r} matches nothing: {fp['match']!r}")
                    for f in hits:
                        for k, v in fp["set"].items():
                            if k == "slot_members":
                                for group, members in v.items():
                                    slot = [s for s in f["slots"] if s["group"] == group]
                                    if not slot:
                                        problems.append(f"overlay: {name!r} form has no slot {group!r}")
                                        continue
                                    slot[0]["members"] = members
                            else:
                                f[k] = v
            elif key == "note_patches":
                for np_ in value:
                    hits = [n for n in entry["notes"] if np_["match"] in n["text"]]
                    if not hits:
                        problems.append(f"overlay note patch for {name!r} matches nothing: {np_['match']!r}")
                    for n in hits:
                        n.update(np_["set"])
            elif key == "add_forms":
                entry["forms"].extend(value)
            else:
                entry[key] = value
    for name, patch in overlay.get("instructions", {}).items():
        entry = instructions.get(name)
        names = {op.get("name") for f in (entry or {}).get("forms", []) for op in f["operands"]}
        for key in ("operand_types", "operand_kinds"):
            stale = sorted(k for k in patch.get(key, {}) if k not in names and not k.startswith("_") and k != "why")
            if entry is not None and stale:  # the ISA renamed the operand (suspendTimeHint -> timeHint)
                problems.append(f"overlay {key} of {name!r} names operands no form has: {stale}")
    if problems:
        raise SystemExit("extract_spec: overlay needs review:\n  " + "\n  ".join(problems))


DESTINATIONLESS = re.compile(r"^(st|sust|sured|red|bar|barrier|bra|brx|call|ret|exit|membar|fence|prefetch|prefetchu|"
                             r"nanosleep|pmevent|stackrestore|setmaxnreg|trap|brkpt|applypriority|discard|"
                             r"cp|multimem\.st|multimem\.red|tcgen05\.(st|dealloc|shift|commit|cp|mma|wait|fence|"
                             r"relinquish_alloc_permit)|wgmma\.(fence|commit_group|wait_group)|griddepcontrol|"
                             r"mbarrier\.(init|inval|expect_tx|complete_tx)|tensormap|st\.async|st\.bulk|"
                             r"red\.async|clusterlaunchcontrol\.try_cancel|wmma\.store|stmatrix|elect)\b")


def finish_entry(entry: dict, types_by_name: dict[str, str]) -> None:
    """Operand roles and types; destination-less instructions come from the patterns above or the overlay."""
    name = entry["name"]
    no_dest = entry.get("no_destination")
    if no_dest is None:
        no_dest = bool(DESTINATIONLESS.match(name)) and not name.startswith(("cp.async.mbarrier",)) and name != "elect.sync"
    kinds = entry.get("operand_kinds", {})
    for form in entry["forms"]:
        ops = form["operands"]
        fkinds = {**kinds, **form.pop("operand_kinds", {})}
        ftypes = {**types_by_name, **entry.get("operand_types", {}), **form.pop("operand_types", {})}
        fgroups = entry.get("operand_groups", {})
        for op in ops:
            if op.get("name") in entry.get("operand_optional", ()):
                op["optional"] = True
            if op.get("name") in fgroups:
                op["group"] = fgroups[op["name"]]
        for op in ops:
            if op.get("name") in fkinds:
                op["kind"] = fkinds[op["name"]]
            if op.get("name") in ftypes:
                if ftypes[op["name"]] is None:  # the overlay lifts a by-name type: the instruction's own
                    op.pop("type", None)
                else:
                    op["type"] = ftypes[op["name"]]
        ndest = form.get("destinations")
        for i, op in enumerate(ops):
            if "role" in op:
                continue
            if ndest is not None:
                op["role"] = "destination" if i < ndest else "source"
            elif i == 0 and not no_dest and op["kind"] not in ("address", "label", "immediate", "param_list"):
                op["role"] = "destination"
            else:
                op["role"] = "source"
    entry["forms"].sort(key=lambda f: section_key(f["section"]))


def load_overlay(path: Path) -> dict:
    if not path.exists():
        return {}
    data = json.loads(path.read_text(encoding="utf-8"))
    data.pop("_comment", None)
    return data


FACT_FILES = ("directives.json", "special_registers.json", "types.json", "state_spaces.json", "targets.json")


def refresh_fact_sections(sections_dir: Path, overlay: dict, data_dir: Path = DATA) -> list[str]:
    """Re-number the `section` fields of the hand-written fact files from their official anchors.

    The facts (descriptions, requirements) are written by hand, but which section number an anchor
    has is a fact of the ISA text: an update renumbers them here instead of by hand. Returns the
    changes made (`file: anchor old -> new`), for review.
    """
    sections = load_sections(sections_dir)
    by_anchor = {a: n for n, a in anchors_of(sections, overlay).items()}
    changes: list[str] = []
    for name in FACT_FILES:
        path = data_dir / name
        if not path.is_file():
            continue
        data = json.loads(path.read_text(encoding="utf-8"))
        touched = False
        for key in ("entries", "pragmas", "versions", "targets"):
            for entry in data.get(key, []):
                anchor = entry.get("url", "").partition("#")[2]
                number = by_anchor.get(anchor)
                if number and entry.get("section") != number:
                    changes.append(f"{name}: {anchor} {entry.get('section')} -> {number}")
                    entry["section"] = number
                    touched = True
        if touched:
            path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return changes


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sections", type=Path, default=DEFAULT_SECTIONS)
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--overlay", type=Path, default=OVERLAY)
    ap.add_argument("--no-facts", action="store_true", help="do not re-number the fact files' sections")
    args = ap.parse_args(argv)
    if not args.sections.is_dir():
        print(f"extract_spec: no sections directory {args.sections}", file=sys.stderr)
        return 2
    overlay = load_overlay(args.overlay)
    data = build(args.sections, overlay)
    if data["isa_version"] != KNOWN_ISA_VERSION:
        print(f"extract_spec: the text is PTX ISA {data['isa_version']} but KNOWN_ISA_VERSION is "
              f"{KNOWN_ISA_VERSION} (server/ptx_lsp/spec/version.py): update the constant", file=sys.stderr)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(data, indent=1, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")
    n_forms = sum(len(e["forms"]) for e in data["instructions"].values())
    print(f"extract_spec: {len(data['instructions'])} instructions, {n_forms} forms, "
          f"{len(data['sections'])} sections -> {args.out}", file=sys.stderr)
    if not args.no_facts and args.out == DEFAULT_OUT:
        for change in refresh_fact_sections(args.sections, overlay):
            print(f"extract_spec: section renumbered in {change}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
