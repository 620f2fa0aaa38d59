"""The known ISA version is one constant, and `ptx-lsp spec` covers every heading of that ISA text.

**`KNOWN_ISA_VERSION` (spec/version.py) is the only place the known version is decided:** the
extracted data, the settings default, the VS Code extension's `package.json`/`settings.ts`
defaults and the documented settings snippets must all say the same (the TypeScript side cannot
import Python, so this test keeps it equal). **Every instruction heading (§9.7), special register
(§10), directive (§11) and pragma string (§12) of the ISA text is an entry of `ptx-lsp spec`.**
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from ptx_lsp.analysis.settings import Settings
from ptx_lsp.spec.db import INSTRUCTIONS_FILE, load
from ptx_lsp.spec.version import KNOWN_ISA_VERSION, isa_text_folder

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
from isa_text import SHARED, isa_version, load_sections  # noqa: E402


def test_extracted_data_and_settings_use_the_constant():
    assert json.loads(INSTRUCTIONS_FILE.read_text(encoding="utf-8"))["isa_version"] == KNOWN_ISA_VERSION
    assert Settings().default_version == KNOWN_ISA_VERSION
    assert load().facts.versions[-1].version == KNOWN_ISA_VERSION


def test_vscode_extension_and_docs_defaults_match_the_constant():
    package = json.loads((ROOT / "vscode-extension" / "package.json").read_text(encoding="utf-8"))
    props = package["contributes"]["configuration"]["properties"]
    assert props["ptx.defaultVersion"]["default"] == KNOWN_ISA_VERSION
    settings_ts = (ROOT / "vscode-extension" / "src" / "settings.ts").read_text(encoding="utf-8")
    assert re.findall(r'defaultVersion:\s*"([\d.]+)"', settings_ts) == [KNOWN_ISA_VERSION]
    for doc in ("README.md", "docs/editors.md"):
        found = re.findall(r'"defaultVersion":\s*"([\d.]+)"', (ROOT / doc).read_text(encoding="utf-8"))
        assert found and set(found) == {KNOWN_ISA_VERSION}, doc


def test_grammar_package_descriptions_name_the_constant():
    """The grammar's package metadata and README say which ISA it parses: the known one."""
    grammar = ROOT / "tree-sitter-ptx"
    texts = {name: (grammar / name).read_text(encoding="utf-8")
             for name in ("package.json", "pyproject.toml", "tree-sitter.json", "README.md", "grammar.js")}
    for name, text in texts.items():
        assert set(re.findall(r"ISA (\d+\.\d+)", text)[:1]) == {KNOWN_ISA_VERSION}, name


@pytest.fixture(scope="module")
def isa():
    folder = SHARED / isa_text_folder()
    if not folder.is_dir():
        pytest.skip(f"{folder} is absent")
    assert isa_version(folder) == KNOWN_ISA_VERSION
    return load_sections(folder)


@pytest.fixture(scope="module")
def spec_json():
    out = subprocess.run([sys.executable, "-m", "ptx_lsp", "spec", "--format", "json"], check=True,
                         capture_output=True, text=True, cwd=ROOT)
    return json.loads(out.stdout)


def _heading_names(title: str) -> list[str]:
    tail = title.split(":", 1)[1].replace("(deprecated)", "")
    return [n.strip() for n in re.split(r"\s*[,/]\s*|\s{2,}", tail) if n.strip()]


def test_spec_covers_every_instruction_heading(isa, spec_json):
    missing = []
    for s in isa:
        if not s.number.startswith("9.7.") or ":" not in s.title:
            continue
        if "Syntax" not in [line.strip() for line in s.text.splitlines()]:
            continue
        for name in _heading_names(s.title):
            entry = spec_json["instructions"].get(name)
            if entry is None or s.number not in [sec["number"] for sec in entry["sections"]]:
                missing.append(f"{s.number} {name}")
    assert not missing


def test_spec_covers_every_special_register_directive_and_pragma(isa, spec_json):
    registers = {m for e in spec_json["special_registers"] for m in [e["name"], *e["members"]]}
    directives = {e["name"] for e in spec_json["directives"]}
    pragmas = {e["name"] for e in spec_json["pragmas"]}
    missing, counted = [], {"10": 0, "11": 0, "12": 0}
    for s in isa:
        chapter = s.number.split(".")[0]
        if chapter not in counted or ":" not in s.title:
            continue
        for name in _heading_names(s.title):
            counted[chapter] += 1
            if chapter == "10":
                stem = re.sub(r"<\d+>$", "", name)  # %envreg<32>: the members are %envreg0..31
                ok = any(r == stem or r.startswith(stem) for r in registers)
            elif chapter == "11":
                ok = name in directives or name.lower() in {d.lower() for d in directives}
            else:
                ok = name.strip('"') in pragmas
            if not ok:
                missing.append(f"{s.number} {name}")
    assert counted["10"] >= 35 and counted["11"] >= 30 and counted["12"] >= 5, counted
    assert not missing


@pytest.mark.parametrize("name", ["clmad", "spcompress", "spdecompress", "applypriority.async.bulk",
                                  "applypriority.async.bulk.tensor", "fabric.try_get", "fabric.submit",
                                  "multimem.st.async", "multimem.red.async", "mbarrier.check_layout",
                                  ".minperctamemory", ".language", ".loc_intermediate", "%perctamemoryoffset",
                                  "sm_107f"])
def test_spec_command_prints_new_entries(name):
    out = subprocess.run([sys.executable, "-m", "ptx_lsp", "spec", "--format", "json", name], capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)


def _legality_tables(node):
    if isinstance(node, dict):
        if "section" in node:
            yield node
        for value in node.values():
            yield from _legality_tables(value)
    elif isinstance(node, list):
        for value in node:
            yield from _legality_tables(value)


def test_legality_tables_cite_sections_of_the_known_isa(isa):
    """legality.json's section numbers are those of the known ISA text (they moved from 9.0 to 9.4):
    a table about instructions cites one of their sections or a section that contains it."""
    db = load()
    titles = {s.number: s.title for s in isa}
    data = json.loads((ROOT / "server/ptx_lsp/spec/data/legality.json").read_text(encoding="utf-8"))
    tables = list(_legality_tables(data))
    assert tables
    for table in tables:
        number = table["section"]
        assert number in titles, number
        names = table.get("instructions") or ([table["instruction"]] if "instruction" in table else [])
        if "Comparison" in titles[number]:  # §9.3.1 (setp, set): the comparison operators themselves
            continue
        if names:
            own = {s.number for n in names for s in db.instruction(n).sections}
            assert any(n == number or n.startswith(number + ".") for n in own), (number, names, own)
        else:
            raise AssertionError(f"{number} ({titles[number]}) names no instruction")
