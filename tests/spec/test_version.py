"""The one PTX version type: numeric order, lenient parsing, and every old entry point is the same function."""

from __future__ import annotations

import pytest

from ptx_lsp.spec.version import PtxVersion, version_key


@pytest.mark.parametrize("text, parsed", [("8.7", PtxVersion(8, 7)), (" 10.0 ", PtxVersion(10, 0)),
                                          ("8", None), ("8.x", None), ("", None), (None, None)])
def test_parse(text, parsed) -> None:
    assert PtxVersion.parse(text) == parsed


def test_numeric_order() -> None:
    assert sorted(["10.0", "9.1", "9.10", "8.0"], key=version_key) == ["8.0", "9.1", "9.10", "10.0"]
    assert PtxVersion(9, 10) > PtxVersion(9, 2)
    assert version_key("garbage") == (0, 0) and version_key("9") == (9, 0)


def test_every_version_helper_is_the_one_parser() -> None:
    from ptx_lsp.analysis.diagnostics import instructions, versions
    from ptx_lsp.spec import db, facts

    assert db.version_tuple is facts.version_key is versions.vkey is instructions._version_tuple is version_key
