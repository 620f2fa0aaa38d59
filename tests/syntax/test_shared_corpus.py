"""Every nvcc-generated file of the shared corpus parses without an ERROR or MISSING node.

Beyond "no errors", the trees are checked against counts taken from the text itself, so a
grammar that swallowed statements into the wrong node would fail too.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ptx_lsp.syntax import SourceFile
from ptx_test_support import corpus_files

FILES = corpus_files()


def _count(sf: SourceFile, node_type: str) -> int:
    return sum(_count_under(root, node_type) for root in sf.roots())


def _count_under(node, node_type: str) -> int:
    cursor = node.walk()
    count = 0
    visited_children = False
    while True:
        if not visited_children:
            if cursor.node.type == node_type:
                count += 1
            if cursor.goto_first_child():
                continue
        if cursor.goto_next_sibling():
            visited_children = False
        elif cursor.goto_parent():
            visited_children = True
        else:
            return count


def _describe_errors(sf: SourceFile, limit: int = 5) -> list[str]:
    out = []
    for node in sf.errors():
        row = node.start_point[0]
        line = sf.text.splitlines()[row][:120] if row < len(sf.text.splitlines()) else b""
        out.append(f"{node.type}{' (missing)' if node.is_missing else ''} at line {row + 1}: {line!r}")
        if len(out) == limit:
            break
    return out


@pytest.mark.skipif(not FILES, reason="../shared/corpus/ptx is absent on this machine")
@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_corpus_file_parses_cleanly(path: Path) -> None:
    sf = SourceFile.parse(path.read_bytes())
    assert _describe_errors(sf) == []
    text = sf.text.decode("utf-8", "replace")
    lines = [line.strip() for line in text.splitlines()]

    assert _count(sf, "loc_directive") == sum(bool(re.match(r"\.loc\s", line)) for line in lines)
    assert _count(sf, "pragma_directive") == sum(line.startswith(".pragma ") for line in lines)
    assert _count(sf, "label") == sum(bool(re.fullmatch(r"[$\w]+:", line)) for line in lines)
    function_lines = sum(bool(re.match(r"(\.\w+\s+)?\.(entry|func)\b", line)) for line in lines)
    functions = _count(sf, "function_definition") + _count(sf, "function_declaration")
    assert functions == function_lines
    assert _count(sf, "instruction") == _count_instructions_in_text(text)


def _count_instructions_in_text(text: str) -> int:
    """Count instructions without the parser: statements split at ; { } that start with an opcode."""
    code = re.sub(r"//[^\n]*|/\*.*?\*/", "", text, flags=re.S)
    code = re.sub(r"^\s*\.(loc|file)\b[^\n]*$", "", code, flags=re.M)  # directives without ';'
    count = 0
    for segment in re.split(r"[;{}]", code):
        segment = re.sub(r"^\s*([$\w]+\s*:\s*)*", "", segment)  # leading labels
        count += bool(re.match(r"(@!?%?\w+\s+)?[a-z][a-z0-9_]*(\.[\w:]+)*(\s|$)", segment))
    return count


@pytest.mark.skipif(not FILES, reason="../shared/corpus/ptx is absent on this machine")
@pytest.mark.parametrize("path", [p for p in FILES if p.stat().st_size < 1_000_000], ids=lambda p: p.name)
def test_crlf_line_endings_give_the_same_tree(path: Path) -> None:
    lf = path.read_bytes()
    crlf = lf.replace(b"\n", b"\r\n")
    assert SourceFile.parse(crlf).sexp() == SourceFile.parse(lf).sexp()
