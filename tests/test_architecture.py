"""Architecture invariant: only `server/ptx_lsp/lsp/` imports pygls or lsprotocol.

The syntax, spec and analysis layers (and the CLI) work on plain data in byte offsets, so that
`ptx-lsp check` and the tests never need the protocol stack. Checked on the AST of every module,
so a lazy import inside a function counts too.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "server" / "ptx_lsp"
PROTOCOL = ("pygls", "lsprotocol")


def protocol_imports(path: Path) -> list[str]:
    """Protocol modules imported anywhere in the file (top level or inside functions)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        else:
            continue
        found.extend(name for name in names if name.split(".")[0] in PROTOCOL)
    return found


def outside_lsp() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if "lsp" not in p.relative_to(PACKAGE).parts[:1])


def test_the_package_has_modules_outside_lsp():
    assert len(outside_lsp()) >= 5


@pytest.mark.parametrize("path", outside_lsp(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_protocol_import_outside_lsp(path: Path):
    assert protocol_imports(path) == [], f"{path} imports the LSP stack; only ptx_lsp/lsp/ may"


def test_the_checker_sees_imports(tmp_path: Path):
    sample = tmp_path / "sample.py"
    sample.write_text("def f():\n    from lsprotocol import types\n    import pygls.server\n")
    assert protocol_imports(sample) == ["lsprotocol", "pygls.server"]


# The handlers reach features only through the Analysis facade; these plain-data modules are the
# facade's vocabulary (results, settings) or the document store the server drives.
FACADE_VOCABULARY = {
    "ptx_lsp.analysis.analysis", "ptx_lsp.analysis.results", "ptx_lsp.analysis.settings",
    "ptx_lsp.analysis.host",
    "ptx_lsp.analysis.sarif",  # output format of `ptx-lsp check`, not a feature
    "ptx_lsp.analysis.cancel",  # cancellation tokens the server hands to long analyses
}


def analysis_imports(path: Path) -> list[str]:
    """`ptx_lsp.analysis…` modules imported by a file (incl. `from ptx_lsp.analysis import x`)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            if node.module == "ptx_lsp.analysis":
                found.extend(f"ptx_lsp.analysis.{alias.name}" for alias in node.names)
            elif node.module.startswith("ptx_lsp.analysis."):
                found.append(node.module)
        elif isinstance(node, ast.Import):
            found.extend(a.name for a in node.names if a.name.startswith("ptx_lsp.analysis"))
    return found


@pytest.mark.parametrize("path", sorted((PACKAGE / "lsp").rglob("*.py")) + [PACKAGE / "analysis" / "check.py"],
                         ids=lambda p: str(p.relative_to(PACKAGE)))
def test_features_are_reached_only_through_the_facade(path: Path):
    stray = [name for name in analysis_imports(path) if name not in FACADE_VOCABULARY]
    assert stray == [], f"{path} calls feature modules directly; go through Analysis"
