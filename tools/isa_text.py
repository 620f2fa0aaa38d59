"""Read a PTX ISA Markdown tree as a list of sections in document order.

**One reader for every tool and test that reads the ISA text**, so the next ISA update is: point at
the new tree, run the extraction, review the diff. Two layouts are understood:

- an `INDEX.md` tree (PTX ISA 9.4: `INDEX.md` links `ptx/<chapter>/<section>.md` in document
  order; a file may embed deeper sections under its own headings; code is indented by 4 spaces);
- a flat `sections/*.md` folder (PTX ISA 9.0: one file per section, fenced code, parent files
  embed their children with `[title](#anchor)` headings).

Every section is returned with its own text only (up to its next heading), indented code turned
into fenced blocks, so the extractors see one format. Section numbers are facts of one ISA
version; the stable key of a section is its official anchor (`anchor_of`), which the
documentation keeps across versions.
"""

from __future__ import annotations

import os
import re
import sys
from dataclasses import dataclass
from pathlib import Path

HEADING_RE = re.compile(r"^(#+)\s+(\d+(?:\.\d+)*)\.\s+(.*?)\s*$")
LINKED_HEADING_RE = re.compile(r"^#+\s+(\d+(?:\.\d+)*)\.\s+\[.*?\]\(#([^)\s\"]+)\)")
INDEX_LINK_RE = re.compile(r"\[(\d+(?:\.\d+)*)\.\s+(.*?)\]\((ptx/[^)]+\.md)\)")

ROOT = Path(__file__).resolve().parent.parent

def _shared() -> Path:
    """`../shared` next to the checkout (or next to the worktree folder), or $PTX_LSP_SHARED."""
    env = os.environ.get("PTX_LSP_SHARED")
    if env:
        return Path(env)
    for base in (ROOT.parent, ROOT.parent.parent):
        if (base / "shared").is_dir():
            return base / "shared"
    return ROOT.parent / "shared"


SHARED = _shared()
sys.path.insert(0, str(ROOT / "server"))
from ptx_lsp.spec.version import isa_text_folder  # noqa: E402  (the one known-ISA constant)

#: The ISA text the committed spec data is extracted from.
DEFAULT_ISA = SHARED / isa_text_folder()


@dataclass(frozen=True)
class Section:
    number: str
    title: str  # ASCII only, backticks removed
    text: str  # heading line + own text (up to the next heading), code fenced
    file: str  # path of the Markdown file that holds it, relative to the ISA root
    linked_anchor: str | None = None  # an anchor given by the text itself (9.0 layout)

    @property
    def key(self) -> tuple[int, ...]:
        return tuple(int(p) for p in self.number.split("."))


def clean_title(title: str) -> str:
    title = re.sub(r"\[(.*?)\]\(#[^)]*\)", r"\1", title)
    return re.sub(r"[^\x20-\x7e]", "", title).replace("`", "").strip()


def slug(title: str) -> str:
    """Documentation anchor derived from a heading title ("Integer Arithmetic Instructions: add"
    -> "integer-arithmetic-instructions-add")."""
    title = title.replace("{}", " curly braces ").replace("@", " at ")  # as the documentation spells them
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


def fence_indented_code(lines: list[str]) -> list[str]:
    """Turn 4-space indented code (9.4 layout) into ``` fences; leave list items alone."""
    out: list[str] = []
    i = 0
    in_list = False
    while i < len(lines):
        line = lines[i]
        stripped = line.strip()
        if stripped.startswith(("* ", "+ ", "- ")) and line.startswith("  ") is False and stripped == line:
            in_list = True
        elif line and not line.startswith(" "):
            in_list = False
        if line.startswith("    ") and stripped and not in_list and not re.match(r"^\s*[*+-]\s", line) \
                and (not out or not out[-1].strip() or out[-1].startswith("```")):
            block: list[str] = []
            while i < len(lines) and (lines[i].startswith("    ") or not lines[i].strip()):
                if not lines[i].strip() and lines[i] == "" and (i + 1 >= len(lines) or not lines[i + 1].startswith("    ")):
                    break
                block.append(lines[i][4:])
                i += 1
            while block and not block[-1].strip():
                block.pop()
            out.extend(["```", *block, "```"])
            continue
        if re.match(r"^\s*[*+-]\s", line):
            in_list = True
        out.append(line)
        i += 1
    return out


def _split_file(text: str, file: str, layout: str) -> list[Section]:
    lines = text.splitlines()
    out: list[Section] = []
    cur: list[str] | None = None
    head: tuple[str, str, str | None] | None = None

    def flush() -> None:
        if head is not None and cur is not None:
            body = cur if layout == "fenced" else fence_indented_code(cur)
            out.append(Section(head[0], head[1], "\n".join(body), file, head[2]))

    in_fence = False
    for line in lines:
        if line.startswith("```"):
            in_fence = not in_fence
        m = None if in_fence else HEADING_RE.match(re.sub(r"[^\x00-\x7f]", "", line))
        if m:
            flush()
            lm = LINKED_HEADING_RE.match(line)
            head = (m.group(2), clean_title(m.group(3)), lm.group(2) if lm else None)
            cur = [f"{m.group(1)} {m.group(2)}. {head[1]}"]
            if layout == "fenced" and out:
                break  # 9.0 layout: the file's own section only; children have their own files
            continue
        if cur is not None:
            cur.append(line)
    flush()
    return out


def load_sections(isa_dir: Path) -> list[Section]:
    """All sections of the ISA text under `isa_dir`, in document order, each with its own text."""
    isa_dir = Path(isa_dir)
    index = isa_dir / "INDEX.md"
    sections: list[Section] = []
    if index.is_file():
        seen: set[str] = set()
        for m in INDEX_LINK_RE.finditer(index.read_text(encoding="utf-8")):
            rel = m.group(3)
            if rel in seen:
                continue
            seen.add(rel)
            path = isa_dir / rel
            if path.is_file():
                sections.extend(_split_file(path.read_text(encoding="utf-8"), rel, "indented"))
        # a section repeated by two files (a parent embedding a child): keep the first text
        uniq: dict[str, Section] = {}
        for s in sections:
            if s.number not in uniq or len(s.text) > len(uniq[s.number].text) and not uniq[s.number].text.strip():
                uniq[s.number] = s
        return sorted(uniq.values(), key=lambda s: s.key)
    folder = isa_dir / "sections" if (isa_dir / "sections").is_dir() else isa_dir
    anchors: dict[str, str] = {}
    for path in sorted(folder.glob("*.md")):
        text = path.read_text(encoding="utf-8")
        for line in text.splitlines():
            lm = LINKED_HEADING_RE.match(line)
            if lm:
                anchors.setdefault(lm.group(1), lm.group(2))
        sections.extend(_split_file(text, f"sections/{path.name}", "fenced"))
    sections = [Section(s.number, s.title, s.text, s.file, anchors.get(s.number)) for s in sections]
    return sorted(sections, key=lambda s: s.key)


def isa_version(isa_dir: Path) -> str | None:
    """The ISA version a tree holds, from its section 1.3 title ("PTX ISA Version 9.4")."""
    for s in load_sections(isa_dir):
        if s.number == "1.3":
            m = re.search(r"(\d+\.\d+)", s.title)
            return m.group(1) if m else None
    return None
