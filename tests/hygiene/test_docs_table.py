"""docs/input-hygiene.md: every row names tests, and every named test exists."""

from __future__ import annotations

import ast
import re

from ptx_test_support import ROOT

DOC = ROOT / "docs" / "input-hygiene.md"


def defined_tests(path) -> set[str]:
    tree = ast.parse(path.read_text())
    return {node.name for node in tree.body if isinstance(node, ast.FunctionDef) and node.name.startswith("test_")}


def test_every_row_is_an_existing_test():
    tables = DOC.read_text().split("## Measured")[0]  # the figures table at the end lists no tests
    rows = [line for line in tables.splitlines()
            if line.startswith("| ") and not line.startswith("| input") and "---" not in line]
    assert len(rows) >= 30
    for row in rows:
        cell = row.rstrip(" |").rsplit("|", 1)[-1]
        names = re.findall(r"([\w/]+\.py)::(\w+)", cell)
        assert names, f"row without a test: {row}"
        for file, test in names:
            path = ROOT / file if file.startswith("tests/") else ROOT / "tests" / "hygiene" / file
            assert path.exists(), (row, file)
            assert test in defined_tests(path), (row, test)
