"""Every description the server shows is written in our own words, not copied from the PTX ISA.

**Invariant: no text in the description data shares a run of 8 or more consecutive words with the
PTX ISA text (the known version and 9.0, which the first descriptions were written against) or the
seed documents** (case-insensitive, punctuation and Markdown ignored).
Facts carry over, prose does not; a long shared run is the signature of a copied sentence.

The spec is shingled once per session (hashed 8-word windows), so checking thousands of strings
stays well under a second. The check skips only when `../shared` is genuinely absent.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from ptx_lsp.spec.version import isa_text_folder

RUN = 8
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
from isa_text import SHARED, load_sections  # noqa: E402

DATA = ROOT / "server" / "ptx_lsp" / "spec" / "data"
DESCRIPTIONS = DATA / "descriptions"
FACT_FILES = [DATA / f"{name}.json" for name in ("directives", "special_registers", "types", "state_spaces")]
TEXT_KEYS = {"summary", "description"}
MAP_KEYS = {"modifiers", "groups"}
WORD = re.compile(r"[a-z0-9]+")
MARKDOWN_LINK = re.compile(r"\]\([^)]*\)")  # keep link text, drop the URL


def words(text: str) -> list[str]:
    """Lower-case alphanumeric words; punctuation, Markdown and link targets are dropped."""
    return WORD.findall(MARKDOWN_LINK.sub("]", text).lower())


def shingles(tokens: list[str]) -> Iterator[tuple[int, int]]:
    """(start index, hash) of every window of RUN consecutive words."""
    for i in range(len(tokens) - RUN + 1):
        yield i, hash(tuple(tokens[i : i + RUN]))


def spec_texts() -> Iterator[str]:
    for folder in sorted({isa_text_folder(), "ptx-isa-9.0"}):
        if (SHARED / folder).is_dir():
            yield from (s.text for s in load_sections(SHARED / folder))
    for path in sorted(p for p in (SHARED / "seeds").glob("*") if p.is_file()):
        yield path.read_text(encoding="utf-8", errors="replace")


@pytest.fixture(scope="session")
def spec_shingles() -> frozenset[int]:
    if not SHARED.is_dir():
        pytest.skip("../shared (the PTX ISA text) is absent on this machine")
    hashes: set[int] = set()
    for text in spec_texts():
        tokens = words(text)
        hashes.update(h for _, h in shingles(tokens))
    assert hashes, "found no PTX ISA text under ../shared"
    return frozenset(hashes)


def copied_runs(text: str, spec: frozenset[int]) -> list[str]:
    """The maximal word runs of `text` (at least RUN words) that also occur in the spec."""
    tokens = words(text)
    hits = [i for i, h in shingles(tokens) if h in spec]
    runs: list[str] = []
    start = end = None
    for i in hits:
        if end is not None and i <= end:
            end = i + RUN
            continue
        if start is not None:
            runs.append(" ".join(tokens[start:end]))
        start, end = i, i + RUN
    if start is not None:
        runs.append(" ".join(tokens[start:end]))
    return runs


def texts(node: object, where: str) -> Iterator[tuple[str, str]]:
    """(location, text) for every summary/description and every modifier/group note in a JSON tree."""
    if isinstance(node, dict):
        for key, value in node.items():
            here = f"{where}/{key}"
            if key in TEXT_KEYS and isinstance(value, str):
                yield here, value
            elif key in MAP_KEYS and isinstance(value, dict):
                for name, note in value.items():
                    if isinstance(note, str):
                        yield f"{here}/{name}", note
                    else:
                        yield from texts(note, f"{here}/{name}")
            else:
                yield from texts(value, here)
    elif isinstance(node, list):
        for i, item in enumerate(node):
            yield from texts(item, f"{where}[{i}]")


NON_PROSE_KEYS = {"url", "anchor", "link", "href", "section", "name", "syntax", "template"}


def all_strings(node: object, where: str) -> Iterator[tuple[str, str]]:
    """(location, text) for every string leaf of a description file, whatever its shape (links excepted)."""
    if isinstance(node, str):
        yield where, node
    elif isinstance(node, dict):
        for key, value in node.items():
            if key not in NON_PROSE_KEYS:
                yield from all_strings(value, f"{where}/{key}")
    elif isinstance(node, list):
        for i, item in enumerate(node):
            yield from all_strings(item, f"{where}[{i}]")


def description_files() -> list[Path]:
    files = sorted(DESCRIPTIONS.rglob("*.json")) if DESCRIPTIONS.is_dir() else []
    return files + [p for p in FACT_FILES if p.is_file()]


@pytest.mark.parametrize("path", description_files(), ids=lambda p: str(p.relative_to(DATA)))
def test_descriptions_are_in_our_own_words(path: Path, spec_shingles: frozenset[int]) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    is_description_file = DESCRIPTIONS in path.parents
    found = list(all_strings(data, path.name) if is_description_file else texts(data, path.name))
    assert found, f"{path} holds no description text"
    copied = [f"{where}: ...{run}..." for where, text in found for run in copied_runs(text, spec_shingles)]
    assert not copied, (
        f"{len(copied)} text(s) share {RUN}+ consecutive words with the PTX ISA:\n" + "\n".join(copied)
    )


def test_detector_flags_a_copied_sentence(spec_shingles: frozenset[int]) -> None:
    """The check itself must be able to fail: a spec sentence is caught, a fresh one is not."""
    tokens = next(t for t in map(words, spec_texts()) if len(t) > 40)
    sentence = "Here we **say**: " + " ".join(tokens[10:22]) + " (see the spec)."
    assert copied_runs(sentence, spec_shingles) == [" ".join(tokens[10:22])]
    fresh = "Zebra quartz yodel violin umbrella toaster saxophone rhubarb marmalade gondola."
    assert copied_runs(fresh, spec_shingles) == []


def test_collects_every_kind_of_text() -> None:
    """Summaries, descriptions and each modifier/group note are all checked, however deep."""
    doc = {
        "9.7.1.1:add": {
            "summary": "s",
            "description": "d",
            "modifiers": {".sat": "m"},
            "groups": {".type": "g"},
        },
        "registers": [{"name": "%tid", "description": "r"}],
    }
    assert sorted(text for _, text in texts(doc, "x")) == ["d", "g", "m", "r", "s"]


def test_description_files_are_read_whatever_their_shape() -> None:
    """A flat `{modifier: text}` file is checked as thoroughly as the nested instruction files."""
    flat = {".L1": "one", ".x": {"summary": "two", "url": "https://example.com/not-prose"}}
    assert sorted(text for _, text in all_strings(flat, "x")) == ["one", "two"]


def test_instructions_b_format() -> None:
    """instructions_b.json keeps the loader's contract: sorted `<section>:<name>` keys, short summaries."""
    path = DESCRIPTIONS / "instructions_b.json"
    if not path.is_file():
        pytest.skip("instructions_b.json not written yet")
    raw = path.read_text(encoding="utf-8")
    data = json.loads(raw)
    assert list(data) == sorted(data)
    assert raw == json.dumps(data, indent=2, ensure_ascii=False, sort_keys=True) + "\n"
    for key, entry in data.items():
        assert re.fullmatch(r"[a-z0-9-]+:[a-z][\w.:]*", key), key
        assert set(entry) <= {"summary", "description", "modifiers", "groups"}, key
        assert entry["summary"] and "\n" not in entry["summary"] and len(entry["summary"]) <= 90, key
        sentences = [s for s in re.split(r"(?<=[.!?])\s+(?=[A-Z`])", entry["description"].strip()) if s]
        assert 2 <= len(sentences) <= 5, (key, len(sentences))
        for kind in ("modifiers", "groups"):
            for name, note in entry.get(kind, {}).items():
                assert re.fullmatch(r"(\.|::)[\w:.]+", name), (key, name)
                assert note.strip(), (key, name)
