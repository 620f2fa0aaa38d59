"""Pathological shapes (100k nested braces, a 50 MB line) answer quickly and never recurse without bound.

Each test here is one row of docs/input-hygiene.md. The bounds are generous (a loaded CI machine);
before the fix 100k nested braces took 64-155 s per request.
"""

from __future__ import annotations

import time

import pytest

from ptx_lsp.analysis.analysis import Analysis
from ptx_lsp.analysis.selection import MAX_RANGES
from ptx_lsp.syntax import MAX_QUERY_DEPTH
from tests.hygiene.raw import RawServer

HEADER = ".version 8.0\n.target sm_80\n.address_size 64\n"


def nested(depth: int) -> str:
    return (HEADER + ".visible .entry k()\n" + "{\n" * depth + ".reg .b32 %r<4>;\nmov.u32 %r1, 2;\nret;\n"
            + "}\n" * depth + ".visible .func f()\n{\n\tret;\n}\n")


def test_deep_nesting_is_bounded_in_analysis():
    analysis = Analysis.from_text(nested(100_000))
    started = time.monotonic()
    assert [s.name for s in analysis.outline()] == ["k", "f"]
    folds = analysis.folding()
    assert 0 < len(folds) <= MAX_QUERY_DEPTH + 10
    assert analysis.tokens()
    mid = analysis.data.index(b"%r1, 2")
    ranges = analysis.selection_ranges(mid)
    assert len(ranges) == MAX_RANGES + 1 and ranges[-1] == (0, len(analysis.data))
    assert all(a[0] >= b[0] and a[1] <= b[1] for a, b in zip(ranges, ranges[1:], strict=False))
    analysis.completion(mid)
    analysis.hover(mid + 1)
    assert not [i for i in analysis.diagnostics() if i.severity == "error"]
    assert time.monotonic() - started < 30


def test_shallow_nesting_still_resolves_names():
    analysis = Analysis.from_text(nested(50))
    mid = analysis.data.index(b"%r1, 2")
    assert analysis.definition(mid + 1)
    assert analysis.hover(mid + 1) is not None


COMMENT_RUNS = {
    # a kernel body of comment lines (commented-out code), then after statements a person is typing
    "body": ("", "\t// c\n", None),
    "block comments": ("", "\t/* c */\n", None),
    "preprocessor lines": ("", "#line 1\n", None),
    "instruction without ;": ("\tadd.s32 %r1, %r2, 1", "\t// c\n", "PTX102"),
    "guard without predicate": ("\t@", "\t// c\n", "PTX102"),
    "operand list ending in ,": ("\tadd.s32 %r1, %r2,", "\t// c\n", "PTX102"),
}


@pytest.mark.parametrize("case", COMMENT_RUNS)
def test_long_comment_runs_are_read_once(case: str):
    """100,000 comment lines between two statements: the grammar's scanner looked past all of them
    again after each one (minutes); each is now read once, and a statement left unfinished above
    them is reported where its text ends, not after the comments."""
    head, line, code = COMMENT_RUNS[case]
    text = (HEADER + ".visible .entry k()\n{\n\t.reg .b32 %r<3>;\n" + head + "\n" + line * 100_000
            + "\tmov.u32 %r2, 1;\n\tret;\n}\n")
    started = time.monotonic()
    analysis = Analysis.from_text(text)
    errors = [i for i in analysis.diagnostics() if i.severity == "error"]
    assert time.monotonic() - started < 30
    assert [s.name for s in analysis.outline()] == ["k"]
    if code is None:
        assert errors == []
    else:
        assert [i.code for i in errors] == [code]
        unfinished = analysis.data.index(head.encode()) + len(head)
        assert errors[0].start == unfinished


@pytest.fixture(scope="module")
def server():
    running = RawServer()
    running.initialize({"processId": None, "rootUri": None, "capabilities": {
        "textDocument": {"documentSymbol": {"hierarchicalDocumentSymbolSupport": True}}}})
    yield running
    running.close()


def test_deep_nesting_over_the_wire(server: RawServer):
    uri = "file:///hygiene/nested.ptx"
    text = nested(100_000)
    server.open(uri, text)
    doc = {"textDocument": {"uri": uri}}
    line = text[: text.index("%r1, 2")].count("\n")
    started = time.monotonic()
    for method, params in (("textDocument/documentSymbol", doc), ("textDocument/foldingRange", doc),
                           ("textDocument/semanticTokens/full", doc),
                           ("textDocument/selectionRange", {**doc, "positions": [{"line": line, "character": 9}]}),
                           ("textDocument/hover", {**doc, "position": {"line": line, "character": 9}})):
        reply = server.request(method, params, timeout=120)
        assert "error" not in reply, (method, str(reply)[:200])
    assert time.monotonic() - started < 60


def test_a_50_mb_single_line(server: RawServer):
    """A 50 MB line (a comment with a non-ASCII byte, so UTF-16 columns must be counted) costs seconds."""
    uri = "file:///hygiene/long-line.ptx"
    text = HEADER + ".visible .entry k()\n{\n.reg .b32 %r<4>;\nmov.u32 %r1, 2; // \u00e9" + "x" * (50 * 1024 * 1024) + "\nret;\n}\n"
    server.open(uri, text)
    doc = {"textDocument": {"uri": uri}}
    started = time.monotonic()
    far = {"line": 6, "character": 40_000_000}
    for method, params in (("textDocument/documentSymbol", doc), ("textDocument/foldingRange", doc),
                           ("textDocument/semanticTokens/full", doc),
                           ("textDocument/hover", {**doc, "position": far}),
                           ("textDocument/completion", {**doc, "position": far}),
                           ("textDocument/selectionRange", {**doc, "positions": [far]})):
        reply = server.request(method, params, timeout=300)
        assert "error" not in reply, (method, str(reply)[:200])
    symbols = server.request("textDocument/documentSymbol", doc)["result"]
    assert symbols[0]["name"] == "k"
    selection = server.request("textDocument/selectionRange", {**doc, "positions": [far]})["result"][0]
    comment = {"start": {"line": 6, "character": 16}, "end": {"line": 6, "character": 20 + 50 * 1024 * 1024}}
    assert selection["range"] == comment  # the comment, in UTF-16 columns (é is one unit, two bytes)
    diagnostics = server.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                              and m["params"]["uri"] == uri, 300)
    assert diagnostics is not None and [d["code"] for d in diagnostics["params"]["diagnostics"]] == ["PTX104"]
    print(f"50 MB line: seven requests in {time.monotonic() - started:.1f} s")
