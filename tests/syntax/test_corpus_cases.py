"""Tree-sitter-style corpus cases: each case is a title, PTX source and the expected S-expression.

The cases live in `tests/data/syntax/corpus/*.txt` in the format of tree-sitter's own test corpus
(a `===` title block, the source, a `---` line, the expected tree). Whitespace in the expected tree
is not significant. Every named node type of the grammar must appear in at least one case.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from ptx_lsp.syntax import SourceFile, parse_tree

ROOT = Path(__file__).resolve().parents[2]
CASES_DIR = ROOT / "tests" / "data" / "syntax" / "corpus"
NODE_TYPES = ROOT / "tree-sitter-ptx" / "src" / "node-types.json"

_HEADER = re.compile(r"^={3,}\n(?P<title>[^\n]+)\n={3,}\n", re.M)
_DIVIDER = re.compile(r"^-{3,}\n", re.M)


@dataclass(frozen=True)
class Case:
    file: str
    title: str
    source: str
    expected: str


def load_cases() -> list[Case]:
    """All cases of all corpus files, in file order."""
    cases = []
    for path in sorted(CASES_DIR.glob("*.txt")):
        text = path.read_text(encoding="utf-8")
        headers = list(_HEADER.finditer(text))
        for i, header in enumerate(headers):
            end = headers[i + 1].start() if i + 1 < len(headers) else len(text)
            body = text[header.end() : end]
            source, expected = _DIVIDER.split(body, maxsplit=1)
            # The format puts one blank line after the title block and before the divider.
            cases.append(Case(path.stem, header["title"], source.removeprefix("\n")[:-1], expected))
    return cases


def normalize(sexp: str) -> str:
    """Collapse whitespace so the expected trees can be laid out for reading."""
    return re.sub(r"\s+", " ", sexp).replace("( ", "(").replace(" )", ")").strip()


CASES = load_cases()


def test_cases_were_found() -> None:
    assert len(CASES) >= 50
    assert len({(case.file, case.title) for case in CASES}) == len(CASES), "duplicate case titles"


@pytest.mark.parametrize("case", CASES, ids=[f"{case.file}:{case.title}" for case in CASES])
def test_case(case: Case) -> None:
    """The grammar's tree of the whole text (one tree, as tree-sitter's own corpus runner parses it)."""
    root = parse_tree(case.source.encode("utf-8")).root_node
    assert normalize(str(root)) == normalize(case.expected)
    assert not root.has_error


@pytest.mark.parametrize("case", CASES, ids=[f"{case.file}:{case.title}" for case in CASES])
def test_chunked_parse_equals_the_whole_one(case: Case) -> None:
    """SourceFile's tree per chunk holds the same top-level items as one tree of the whole text, also
    where a block lacks its `}` before a function definition that starts a line: its chunk ends there,
    and the end of a chunk's text closes the open blocks as that definition does (`missing_brace`)."""
    data = case.source.encode("utf-8")
    assert SourceFile.parse(data).sexp() == str(parse_tree(data).root_node)


def test_every_named_node_type_has_a_case() -> None:
    named = {
        entry["type"]
        for entry in json.loads(NODE_TYPES.read_text(encoding="utf-8"))
        if entry["named"] and not entry["type"].startswith("_")
    }
    covered = {name for case in CASES for name in re.findall(r"\((\w+)", case.expected)}
    assert named - covered == set()


def test_nodes_md_example_is_true() -> None:
    """The worked example at the end of NODES.md (the node contract) matches the parser."""
    text = (ROOT / "tree-sitter-ptx" / "NODES.md").read_text(encoding="utf-8")
    example = text[text.index("## Example") :]
    source, expected = re.findall(r"```\n(.*?)```", example, flags=re.S)[:2]
    assert normalize(SourceFile.parse(source.encode()).sexp()) == normalize(expected)


@pytest.mark.parametrize("guard, negated", [("@%p1", False), ("@!%p1", True), ("@!p", True), ("@p", False)])
def test_guard_negation_is_a_field(guard: str, negated: bool) -> None:
    sf = SourceFile.parse(f".entry k()\n{{\n\t{guard} bra L;\n}}\n".encode())
    (instruction,) = [n for n in sf.named_top_level()[0].child_by_field_name("body").named_children]
    node = instruction.child_by_field_name("guard")
    assert (node.child_by_field_name("negated") is not None) is negated
    assert sf.node_text(node.child_by_field_name("predicate")) == guard.lstrip("@!")
