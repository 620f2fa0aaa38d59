#!/usr/bin/env python3
"""Check the hand-written instruction descriptions for coverage and for copied spec prose.

**Reads only the PTX ISA Markdown sections and the description JSON files; writes nothing.**

Why: descriptions are written by hand (own words), so a script has to tell us which instruction
names, modifiers and modifier groups of a section are still undocumented, and which sentences
share a run of 8 or more words with the ISA text (a sign of copying that must be rewritten).

Usage:
    check_descriptions.py [--json FILE] [--sections PREFIX ...] [--skeleton] [--ngram N]

Exit status 1 when anything is missing, superfluous or copied.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import isa_text  # noqa: E402
from extract_spec import OVERLAY, anchors_of, load_overlay  # noqa: E402

ISA_DIR = isa_text.DEFAULT_ISA
DESC_DIR = ROOT / "server" / "ptx_lsp" / "spec" / "data" / "descriptions"
DEFAULT_SECTIONS = [f"9.7.{n}." for n in (*range(1, 13), 17, 18, 19)]

HEADING = re.compile(r"^#+\s+(\d+(?:\.\d+)*)\.\s+(.*?)\s*$")
NAME_OK = re.compile(r"^(?:[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)*|\{\}|@)$")
GROUP_DEF = re.compile(r"((?:\.[A-Za-z][\w:]*\s*=\s*)+)\{([^{}]*)\}", re.S)
TOKEN = re.compile(r"\.[A-Za-z0-9][\w:]*")
BRACE_AFTER_DOT = re.compile(r"\.\{([^{}]*)\}")


def section_key(number: str) -> tuple[int, ...]:
    """Numeric sort key of a section number such as 9.7.9.25.3.1."""
    return tuple(int(p) for p in number.split("."))


def instruction_names(title: str) -> list[str]:
    """Instruction names named in a heading such as 'Scalar Video Instructions: vadd , vsub'."""
    if ":" not in title:
        return []
    tail = title.split(":", 1)[1]
    tail = re.sub(r"\(deprecated\)", "", tail)
    names = [n.strip().strip("`") for n in re.split(r"[,/]", tail)]
    return [n for n in names if n and NAME_OK.match(n)]


def syntax_blocks(body: str) -> str:
    """Concatenated code blocks between a 'Syntax' line and the 'Description' line."""
    out = []
    in_syntax = in_code = False
    for line in body.splitlines():
        s = line.strip()
        if not in_code and s == "Syntax":
            in_syntax = True
            continue
        if not in_code and s == "Description":
            in_syntax = False
            continue
        if s.startswith("```"):
            in_code = not in_code
            continue
        if in_syntax and in_code:
            out.append(line)
    return "\n".join(out)


def groups_and_modifiers(syntax: str, names: list[str]) -> tuple[dict[str, list[str]], set[str]]:
    """Named groups with their members, and every modifier a syntax block mentions."""
    text = re.sub(r"//[^\n]*", "", syntax)
    text = re.sub(r",?\s*where [^\n]*", "", text)  # prose such as 'where x,y are from {0..3}'
    text = re.sub(  # .shared{::cta, ::cluster} -> .shared, .shared::cta, .shared::cluster
        r"(\.[A-Za-z]\w*)\{\s*(::[^{}]*)\}",
        lambda m: ", ".join([m.group(1)] + [m.group(1) + x.strip() for x in m.group(2).split(",")]),
        text,
    )
    groups: dict[str, list[str]] = {}
    for lhs, members in GROUP_DEF.findall(text):
        items = []
        for item in re.split(r"[,\s]+", members):
            item = item.strip()
            if not item or item == "none" or not re.match(r"^\.?[A-Za-z0-9][\w:]*$", item):
                continue
            items.append(item if item.startswith(".") else "." + item)
        for g in re.findall(r"\.[A-Za-z][\w:]*", lhs):
            groups.setdefault(g, [])
            groups[g] += [i for i in items if i not in groups[g]]
    templates = GROUP_DEF.sub(" ", text)
    mods: set[str] = set()
    for inner in BRACE_AFTER_DOT.findall(templates):
        for item in inner.split(","):
            item = item.strip()
            if item and re.match(r"^\.?[A-Za-z0-9][\w:]*$", item):
                mods.add(item if item.startswith(".") else "." + item)
    templates = re.sub(r"\bdefaults to\b", " ", templates)
    for tok in TOKEN.findall(templates):
        if re.fullmatch(r"\.\d+", tok):
            continue
        mods.add(tok)
    for members in groups.values():
        mods.update(members)
    member_set = {m for ms in groups.values() for m in ms}
    name_parts = {"." + p for name in names for p in name.split(".")[1:]}
    mods = {m for m in mods if (m not in groups or m in member_set) and m not in name_parts}
    return groups, mods


def load_sections(prefixes: list[str]) -> list[dict]:
    """Every instruction entry the ISA sections under the given prefixes define (keys `<anchor>:<name>`)."""
    entries = []
    seen = set()
    sections = isa_text.load_sections(ISA_DIR)
    anchors = anchors_of(sections, load_overlay(OVERLAY))
    for section in sections:
        number, title, body = section.number, section.title, section.text
        if not any((number + ".").startswith(p) for p in prefixes):
            continue
        syntax = syntax_blocks(body)
        for name in instruction_names(title):
            key = f"{anchors[number]}:{name}"
            if key in seen:
                continue
            seen.add(key)
            groups, mods = groups_and_modifiers(syntax, instruction_names(title))
            entries.append({"key": key, "number": number, "groups": groups, "modifiers": mods, "file": section.file})
    entries.sort(key=lambda e: (section_key(e["number"]), e["key"]))
    return entries


def words(text: str) -> list[str]:
    """Lower-case alphanumeric words; punctuation, Markdown and link targets dropped (as the repo test does)."""
    return re.findall(r"[a-z0-9]+", re.sub(r"\]\([^)]*\)", "]", text).lower())


def ngram_index(n: int) -> set[tuple[str, ...]]:
    """Every run of n consecutive words in the ISA text."""
    index = set()
    seeds = isa_text.SHARED / "seeds"
    texts = [s.text for s in isa_text.load_sections(ISA_DIR)]
    texts += [p.read_text(encoding="utf-8", errors="replace") for p in seeds.glob("*") if p.is_file()]
    for text in texts:
        w = words(text)
        for i in range(len(w) - n + 1):
            index.add(tuple(w[i : i + n]))
    return index


def copied_runs(text: str, index: set[tuple[str, ...]], n: int) -> list[str]:
    """Runs of n or more words of text that also occur in the ISA text."""
    w = words(text)
    hits = []
    i = 0
    while i <= len(w) - n:
        if tuple(w[i : i + n]) in index:
            j = i + n
            while j < len(w) and tuple(w[j - n + 1 : j + 1]) in index:
                j += 1
            hits.append(" ".join(w[i:j]))
            i = j
        else:
            i += 1
    return hits


def all_strings(obj, path=""):
    """(json path, string) for every string value in a nested JSON object."""
    if isinstance(obj, str):
        yield path, obj
    elif isinstance(obj, dict):
        for k, v in obj.items():
            yield from all_strings(v, f"{path}/{k}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--json", type=Path, default=DESC_DIR / "instructions_a.json")
    ap.add_argument("--common", type=Path, default=DESC_DIR / "common_modifiers.json")
    ap.add_argument("--sections", nargs="*", default=DEFAULT_SECTIONS)
    ap.add_argument("--skeleton", action="store_true", help="print expected names/modifiers/groups")
    ap.add_argument("--ngram", type=int, default=8)
    args = ap.parse_args(argv)

    entries = load_sections([p if p.endswith(".") else p + "." for p in args.sections])
    if args.skeleton:
        for e in entries:
            print(e["key"], e["number"], e["file"])
            for g, ms in e["groups"].items():
                print("   group", g, " ".join(ms))
            print("   mods ", " ".join(sorted(e["modifiers"])))
        return 0

    data = json.loads(args.json.read_text(encoding="utf-8")) if args.json.exists() else {}
    problems = 0
    expected_keys = {e["key"] for e in entries}
    for e in entries:
        got = data.get(e["key"])
        if got is None:
            print(f"MISSING entry {e['key']}")
            problems += 1
            continue
        for field in ("summary", "description"):
            if not got.get(field):
                print(f"MISSING {field} {e['key']}")
                problems += 1
        sentences = [x for x in re.split(r"(?<=[.!?])\s+(?=[A-Z`])", got.get("description", "").strip()) if x]
        if not 2 <= len(sentences) <= 5:
            print(f"DESCRIPTION of {e['key']} has {len(sentences)} sentence(s); want 2-5")
            problems += 1
        if len(got.get("summary", "")) > 90:
            print(f"LONG summary {e['key']} ({len(got['summary'])} chars)")
            problems += 1
        missing = sorted(e["modifiers"] - set(got.get("modifiers", {})))
        if missing:
            print(f"MISSING modifiers {e['key']}: {' '.join(missing)}")
            problems += 1
        gmissing = sorted(set(e["groups"]) - set(got.get("groups", {})))
        if gmissing:
            print(f"MISSING groups {e['key']}: {' '.join(gmissing)}")
            problems += 1
    in_scope = {k.split(":")[0] for k in expected_keys}
    for key in data:
        if key.split(":")[0] in in_scope and key not in expected_keys:
            print(f"EXTRA entry {key} (no such instruction heading)")
            problems += 1
    if list(data) != sorted(data):
        print("UNSORTED keys in", args.json)
        problems += 1

    index = ngram_index(args.ngram)
    for label, obj in ((args.json.name, data), (args.common.name, _load(args.common))):
        for path, text in all_strings(obj):
            for run in copied_runs(text, index, args.ngram):
                print(f"COPIED {label}{path}: '{run}'")
                problems += 1
    n_mods = sum(len(v.get("modifiers", {})) for v in data.values())
    print(f"{len(entries)} instructions expected, {len(data)} entries, {n_mods} modifier notes, "
          f"{problems} problem(s)")
    return 1 if problems else 0


def _load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}


if __name__ == "__main__":
    sys.exit(main())
