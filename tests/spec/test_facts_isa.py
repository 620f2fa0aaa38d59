"""The facts data checked against the PTX ISA Markdown itself (skips when ../shared is absent).

Section numbers, anchors, release history and "introduced in" notes are checked against the known
ISA text (`KNOWN_ISA_VERSION`, 9.4); the type tables (1, 8, 9, 26-28), unchanged since, against the
9.0 text whose flat Markdown tables the parsers below read.

Why: the data files are written by hand; these tests parse the ISA's own tables and syntax blocks
(Tables 1, 8, 9, 26-28, 57, chapter 10-12 headings) so a missing or wrong fact fails here, and they
check that no description copies a run of ISA prose.
"""

from __future__ import annotations

import re
import sys

import pytest

from ptx_lsp.spec.facts import DOC_URL, load_facts, version_key
from ptx_lsp.spec.version import isa_text_folder
from ptx_test_support import ROOT, SHARED

sys.path.insert(0, str(ROOT / "tools"))
from extract_spec import OVERLAY, anchors_of, load_overlay  # noqa: E402
from isa_text import load_sections  # noqa: E402

F = load_facts()


def _sections(folder: str) -> dict[str, str]:
    path = SHARED / folder
    if not path.is_dir():
        pytest.skip(f"../shared/{folder} is absent on this machine")
    return {s.number: s.text for s in load_sections(path)}


@pytest.fixture(scope="module")
def isa() -> dict[str, str]:
    """Section number -> own Markdown text of that section, in the known ISA text."""
    return _sections(isa_text_folder())


@pytest.fixture(scope="module")
def isa90() -> dict[str, str]:
    """Section number -> Markdown text of that section file, PTX ISA 9.0 (flat tables)."""
    path = SHARED / "ptx-isa-9.0" / "sections"
    if not path.is_dir():
        pytest.skip("../shared PTX ISA 9.0 sections are absent on this machine")
    out = {}
    for file in path.glob("*.md"):
        number = re.match(r"^([\d-]+?)-(?=[a-z])", file.name)
        if number:
            out[number.group(1).replace("-", ".")] = file.read_text(encoding="utf-8")
    return out


@pytest.fixture(scope="module")
def anchors() -> set[str]:
    """Official anchors of every section of the known ISA text (stable keys, see tools/isa_text.py)."""
    path = SHARED / isa_text_folder()
    if not path.is_dir():
        pytest.skip(f"../shared/{isa_text_folder()} is absent on this machine")
    sections = load_sections(path)
    found = set(anchors_of(sections, load_overlay(OVERLAY)).values())
    # anchors are stable across versions: the 9.0 text names those that are not title slugs
    # (`debugging-directives-atatdwarf`, `special-registers-reserved-smem`, ...) in its links
    old = SHARED / "ptx-isa-9.0" / "sections"
    for file in old.glob("*.md") if old.is_dir() else ():
        found.update(re.findall(r"\]\(#([A-Za-z0-9_-]+)", file.read_text(encoding="utf-8")))
    return found


def _table_rows(text: str, title: str) -> list[list[str]]:
    """Rows of the Markdown table that follows the line starting with `title`."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(title))
    rows = []
    for line in lines[start + 1:]:
        if line.startswith("|"):
            rows.append([c.strip() for c in line.strip().strip("|").split("|")])
        elif rows:
            break
    return rows


def _entries_with_urls():
    for group in (F.directives, F.pragmas, F.special_registers, F.types, F.state_spaces, F.versions, F.targets):
        yield from group


def test_every_url_anchor_exists_in_the_isa(anchors):
    missing = sorted({e.url for e in _entries_with_urls() if e.url.split("#", 1)[1] not in anchors})
    assert not missing


def test_every_section_number_exists(isa):
    missing = sorted({e.section for e in _entries_with_urls() if e.section not in isa})
    assert not missing


def test_sections_are_about_the_named_entry(isa):
    """The heading of a directive's or special register's section names it."""
    for d in F.directives:
        if d.section.startswith("11."):
            heading = isa[d.section].splitlines()[0]
            assert d.name.lstrip("@").lower() in heading.lower(), (d.name, heading)
    for p in F.pragmas:
        assert p.name in isa[p.section].splitlines()[0]
    for r in F.special_registers:
        heading = isa[r.section].splitlines()[0]
        stem = re.sub(r"\d+(_64)?$|_lo$|_hi$|_<\d+>$|_begin$|_end$|_cap$", "", r.members[0])
        assert stem.replace("_", "-").lower().lstrip("%") in heading.replace("_", "-").lower(), (r.name, heading)


def test_chapters_10_11_12_are_covered(isa):
    """Every leaf section of chapters 10, 11 and 12 has an entry pointing at it."""
    used = {e.section for e in _entries_with_urls()}
    leaves = [s for s in isa if s.split(".")[0] in ("10", "11", "12") and s.count(".") >= 1
              and not any(o.startswith(s + ".") for o in isa)]
    assert len(leaves) >= 33 + 27 + 4
    assert sorted(s for s in leaves if s not in used) == []


def test_table_1_directives_exist(isa90):
    rows = _table_rows(isa90["4.3.1"], "Table 1")
    names = {c.strip("`") for row in rows for c in row if c.startswith("`.")}
    assert len(names) >= 35
    assert sorted(n for n in names if F.directive(n) is None) == []


def test_special_register_syntax_blocks_resolve(isa90):
    """Every `.sreg` declared in chapter 10's syntax blocks resolves, with the declared type."""
    checked = 0
    for number, text in isa90.items():
        if not number.startswith("10."):
            continue
        for decl in re.findall(r"^\.sreg\s+(.+?);?\s*(?://.*)?$", text, re.M):
            parts = decl.replace(";", "").split()
            vector = parts[0] if parts[0].startswith(".v") else None
            typ = parts[1] if vector else parts[0]
            for name in " ".join(parts[2 if vector else 1:]).split(","):
                name = name.strip()
                family = re.match(r"^(%[a-z_0-9]*?)<(\d+)>$", name)
                names = [f"{family.group(1)}{i}" for i in range(int(family.group(2)))] if family else [name]
                for n in names:
                    ref = F.special_register(n)
                    assert ref is not None, n
                    assert ref.type == (f"{vector}{typ}" if vector else typ), (n, ref.type)
                    checked += 1
    assert checked >= 80


def test_table_8_and_table_9(isa90):
    for row in _table_rows(isa90["5.2.1"], "Table 8")[2:]:
        for name in re.findall(r"`(\.[a-z0-9]+)`", row[1]):
            assert F.type(name) is not None and F.type(name).fundamental, name
    register = None
    for row in _table_rows(isa90["5.2.4.1"], "Table 9")[2:]:
        name = row[0].strip("`")
        regs = re.findall(r"`(\.[a-z0-9]+)`", row[-1]) if len(row) >= 3 else []
        if len(row) >= 3 and regs:
            register = regs
        assert F.type(name) is not None, name
        if name == ".e2m1x4":
            # the Markdown table loses its row spans, so .e2m1x4 inherits .b32 from .e4m3x4; it is
            # 16 bits wide: cvt (9.7.9.21) writes it to a .b16 d, and ptxas rejects a .b32 one
            assert "9.7.9.21" in isa90 and "`.e2m1x4` data format, the destination operand `d` has `.b16`" in " ".join(
                isa90["9.7.9.21"].split())
            assert F.register_type_for(name) == ".b16"
            continue
        assert F.register_type_for(name) in register, (name, register)


def _parse_relaxed(text: str, title: str) -> dict[tuple[str, str], str]:
    rows = _table_rows(text, title)
    header = [c.strip("*") for c in rows[2]]
    out = {}
    for row in rows[3:]:
        cells = [c.strip("*") for c in row]
        if cells[0] == "Instruction Type":
            cells = cells[1:]
        if not cells or cells[0] == "Notes":
            continue
        for operand, verdict in zip(header, cells[1:], strict=False):
            out[("." + cells[0], "." + operand)] = verdict
    return out


def test_relaxed_tables_27_and_28(isa90):
    """operand_conversion() reproduces every cell of Tables 27 (sources) and 28 (destinations)."""
    text = isa90["9.4.1"]
    for title, role in (("Table 27", "source"), ("Table 28", "destination")):
        table = _parse_relaxed(text, title)
        assert len(table) == 16 * 16
        for (instr, operand), verdict in table.items():
            expected = {"–": "none", "inv": None}.get(verdict, verdict)
            assert F.operand_conversion(instr, operand, role) == expected, (title, instr, operand, verdict)


def test_strict_table_26(isa90):
    """Table 26 by type class, at every size where both classes exist."""
    rows = _table_rows(isa90["9.4"], "Table 26")
    header = [c.strip("*") for c in rows[2] if c.strip("*")]
    classes = {".bX": "b", ".sX": "s", ".uX": "u", ".fX": "f"}
    verdicts = {}
    for row in rows[3:]:
        cells = [c.strip("*") for c in row if c.strip("*") not in ("", "Instruction Type")]
        for operand, verdict in zip(header, cells[1:], strict=False):
            verdicts[(classes[cells[0]], classes[operand])] = verdict == "okay"
    assert len(verdicts) == 16
    for (ic, oc), ok in verdicts.items():
        for size in (16, 32, 64):
            assert F.type_compatible(f".{ic}{size}", f".{oc}{size}") is ok, (ic, oc, size)


def test_release_history_table(isa):
    """Every target the release-history table (section 13) lists for a version is valid for it in our
    data, and vice versa; every version it lists is known."""
    lines = isa["13"].splitlines()
    start = next(i for i, line in enumerate(lines) if re.match(r"Table \d+ PTX Release History", line))
    current = None
    listed: dict[str, set[str]] = {}
    for line in lines[start + 1:]:
        if not line.strip():
            if listed:
                break
            continue
        if "|" not in line:
            continue  # "CUDA 12.6, driver r560": a CUDA release without a new PTX version
        cells = [c.strip() for c in line.split("|")]
        if cells[0].startswith("PTX ISA"):
            current = cells[0].split()[-1]
        elif set(cells[0]) <= {"-"}:
            continue
        targets = set()
        for group in re.findall(r"`sm_\{?([0-9a-z,]+)\}?`", " ".join(cells)):
            targets.update(f"sm_{t}" for t in group.split(","))
        listed.setdefault(current, set()).update(targets)
    assert {v.version for v in F.versions} == set(listed)
    for version, targets in listed.items():
        ours = {t.name for t in F.targets_for_version(version) if t.kind == "arch"}
        assert targets <= ours, (version, targets - ours)
        extra = ours - targets
        if version == "8.7":  # the table prints sm_{100,100,101,101a}: sm_100a is missing by typo
            extra -= {"sm_100a"}
        if version_key(version) >= (8, 8):  # from 8.8 the table leaves out the sm_101 family (renamed
            extra -= {"sm_101", "sm_101a", "sm_101f"}  # sm_110 in 9.0) and the sm_12x/sm_10x f targets
        assert not extra, (version, extra)


def test_target_notes_match_section_11_1_2(isa):
    text = isa["11.1.2"]
    for names, version in re.findall(r"^Target strings? (.+?) introduced in PTX ISA version (\d+\.\d+)", text, re.M):
        for name in re.findall(r"`(sm_\w+)`", names):
            assert F.min_version_for_target(name) == version, name
    syntax = re.sub(r"//.*", "", text.split("```")[1])
    for name in re.findall(r"\b(sm_\w+|texmode_\w+|debug|map_f64_to_f32)\b", syntax):
        assert F.is_known_target(name), name


def test_introduced_in_notes(isa):
    """`Introduced in PTX ISA version X` of each directive/special register section matches min_version."""
    for entry in (*F.directives, *F.special_registers, *F.pragmas):
        if not entry.section.startswith(("10.", "11.", "12.")) or entry.section in ("10.23", "10.25", "11.5.2"):
            continue
        notes = isa[entry.section].split("PTX ISA Notes", 1)[-1]
        m = re.search(r"[Ii]ntroduced in PTX ISA (?:version )?(\d+\.\d+)", notes)
        if m and entry.name not in (".tex",):
            assert entry.min_version == m.group(1), (entry.name, m.group(1))


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower())


def test_descriptions_are_own_words(isa):
    """No summary, description or note shares a run of 8 words with the ISA or ABI text (copied prose)."""
    n = 8
    sources = list(isa.values())
    abi_seed = SHARED / "seeds" / "003_d5d0ffa4c742336e.txt"
    if abi_seed.is_file():
        sources.append(abi_seed.read_text(encoding="utf-8"))
    grams: set[tuple[str, ...]] = set()
    for text in sources:
        w = _words(text)
        grams.update(tuple(w[i:i + n]) for i in range(len(w) - n + 1))
    copied = []
    entries = [*_entries_with_urls(), *F.abi.param_rules, *F.abi.system_calls]
    for entry in entries:
        for text in (entry.summary, entry.description, *getattr(entry, "notes", ())):
            w = _words(text)
            if any(tuple(w[i:i + n]) in grams for i in range(len(w) - n + 1)):
                copied.append((getattr(entry, "name", None) or entry.version, text))
    assert not copied


def test_urls_use_the_official_base():
    for e in _entries_with_urls():
        assert e.url.startswith(DOC_URL + "#")
    assert version_key("10.0") > version_key("9.0")
