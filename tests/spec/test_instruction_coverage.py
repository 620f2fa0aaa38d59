"""Coverage of the instruction database against the PTX ISA text: every §9.7 instruction section has
an entry, every group is non-empty, every instruction and modifier has a description, and the
generated `instructions.json` is reproducible from `tools/extract_spec.py`.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from ptx_lsp.spec.db import INSTRUCTIONS_FILE, load
from ptx_lsp.spec.version import KNOWN_ISA_VERSION, isa_text_folder

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
from isa_text import load_sections  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def db():
    return load()


def instruction_sections(isa_dir: Path) -> dict[str, list[str]]:
    """Section number -> instruction names, for every §9.7 section that has its own Syntax block."""
    out: dict[str, list[str]] = {}
    for section in load_sections(isa_dir):
        if not section.number.startswith("9.7.") or ":" not in section.title:
            continue
        if "Syntax" not in [line.strip() for line in section.text.splitlines()]:
            continue
        names = section.title.split(":", 1)[1].replace("(deprecated)", "")
        out[section.number] = [n.strip() for n in re.split(r"[,/]", names) if n.strip()]
    return out


def test_every_instruction_section_has_an_entry(db, shared_dir):
    expected = instruction_sections(shared_dir / isa_text_folder())
    assert len(expected) >= 200
    missing = []
    for number, names in expected.items():
        assert number in db.sections, f"section {number} has no entry"
        for name in names:
            if name in ("{}", "@"):
                continue
            instr = db.instruction(name)
            if instr is None or number not in [s.number for s in instr.sections]:
                missing.append(f"{number}:{name}")
    assert not missing, f"instructions without an entry: {missing}"


def test_spec_data_is_the_known_isa(db):
    raw = json.loads(INSTRUCTIONS_FILE.read_text(encoding="utf-8"))
    assert raw["isa_version"] == KNOWN_ISA_VERSION


def test_every_real_instruction_has_forms(db):
    empty = [name for name, i in db.instructions.items() if not i.pseudo and not i.forms]
    assert not empty


def test_every_modifier_group_is_non_empty(db):
    empty = []
    for name, instr in db.instructions.items():
        for group in instr.groups:
            if not group.members:
                empty.append(f"{name} {group.name}")
        for form in instr.forms:
            for slot in form.slots:
                if not slot.members or any(not t for t in slot.member_tokens):
                    empty.append(f"{name}: {form.template} slot {slot.label}")
    # st.async's `.completion_mechanism = { }` for the .mmio form is genuinely empty in the spec:
    # that slot is optional, so the group has no member to offer and nothing is lost.
    empty = [e for e in empty if not e.startswith("st.async")]
    assert not empty, empty


def test_modifiers_are_well_formed(db):
    # (`.sp::2:4`: spcompress/spdecompress sparsity ratios carry one single colon)
    bad = [m for m in db.all_modifiers() if not re.fullmatch(r"\.[A-Za-z0-9_]+(::[A-Za-z0-9_]+)*(:[0-9]+)?", m)]
    assert not bad, bad


def test_every_form_belongs_to_its_section(db):
    for instr in db.instructions.values():
        numbers = {s.number for s in instr.sections}
        for form in instr.forms:
            assert form.section in numbers
            assert form.description_key == f"{db.sections[form.section].anchor}:{instr.name}"


def test_urls_are_official_anchors(db):
    for number, section in db.sections.items():
        assert section.url.startswith("https://docs.nvidia.com/cuda/parallel-thread-execution/#"), number
        assert re.fullmatch(r"[a-z0-9-]+", section.anchor), (number, section.anchor)


def missing_descriptions(db) -> list[str]:
    """Every instruction (per section) and modifier without a description, precisely."""
    missing: list[str] = []
    for name, instr in sorted(db.instructions.items()):
        if instr.pseudo:
            continue
        for section in instr.sections:
            entry = db.descriptions.get(f"{section.anchor}:{name}")
            if not entry or not entry.get("summary") or not entry.get("description"):
                missing.append(f"instruction {section.anchor}:{name}")
        seen: set[str] = set()
        for form in instr.forms:
            for slot in form.slots:
                for toks in slot.member_tokens:
                    for tok in toks:
                        if tok in seen:
                            continue
                        seen.add(tok)
                        if not db.describe_modifier(instr, form, tok):
                            missing.append(f"modifier {form.description_key} {tok}")
    return missing


def test_every_instruction_and_modifier_has_a_description(db):
    missing = missing_descriptions(db)
    assert not missing, f"{len(missing)} descriptions missing:\n" + "\n".join(missing)


def test_extractor_is_reproducible(shared_dir, tmp_path):
    out = tmp_path / "instructions.json"
    subprocess.run(
        [sys.executable, str(ROOT / "tools" / "extract_spec.py"), "--sections",
         str(shared_dir / isa_text_folder()), "--out", str(out)],
        check=True, capture_output=True,
    )
    assert out.read_bytes() == INSTRUCTIONS_FILE.read_bytes(), (
        "instructions.json is stale or was edited by hand: re-run tools/extract_spec.py"
    )
    json.loads(out.read_text(encoding="utf-8"))
