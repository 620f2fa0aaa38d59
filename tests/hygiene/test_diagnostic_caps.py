"""Errors at scale: published diagnostics are capped per function and per file, with a summary.

Each test here is one row of docs/input-hygiene.md.
"""

from __future__ import annotations

import pytest

from ptx_lsp.analysis.analysis import Analysis
from ptx_lsp.analysis.diagnostics.limits import LIMIT_CODE, MAX_PER_FILE, MAX_PER_FUNCTION, cap_issues
from ptx_lsp.analysis.results import Issue
from tests.hygiene.raw import RawServer

HEADER = ".version 8.0\n.target sm_80\n.address_size 64\n"


def broken_module(functions: int, broken_per_function: int) -> str:
    parts = [HEADER]
    for f in range(functions):
        body = "".join(f"\tadd.s32 %r1, %r2, %q{i};\n" for i in range(broken_per_function))
        parts.append(f".visible .entry k{f}()\n{{\n\t.reg .b32 %r<4>;\n{body}\tret;\n}}\n")
    return "".join(parts)


def spans(analysis: Analysis) -> list[tuple[int, int]]:
    items = analysis.snapshot.source.named_top_level()
    return [(n.start_byte, n.end_byte) for n in items if n.type == "function_definition"]


def test_few_issues_pass_unchanged():
    issues = [Issue(i, i + 1, "error", "PTX101", "x") for i in range(50)]
    assert cap_issues(issues, [(0, 100)]) == issues


def test_cap_per_function_keeps_errors_first_and_summarises():
    issues = [Issue(i, i + 1, "hint", "PTX603", "h") for i in range(0, 300, 2)]
    issues += [Issue(i, i + 1, "error", "PTX101", "e") for i in range(1, 100, 2)]
    capped = cap_issues(issues, [(0, 1000)])
    summaries = [i for i in capped if i.code == LIMIT_CODE]
    kept = [i for i in capped if i.code != LIMIT_CODE]
    assert len(kept) == MAX_PER_FUNCTION and len(summaries) == 1
    assert sum(i.severity == "error" for i in kept) == 50  # every error survives
    assert "100 more problems in this function" in summaries[0].message
    assert [i.start for i in kept] == sorted(i.start for i in kept)


def test_thousands_of_broken_statements_are_capped():
    analysis = Analysis.from_text(broken_module(30, 150))
    issues = list(analysis.diagnostics())
    assert len(issues) >= 30 * 150  # the analysis itself reports them all (`ptx-lsp check` lists them)
    capped = cap_issues(issues, spans(analysis))
    summaries = [i for i in capped if i.code == LIMIT_CODE]
    assert len(capped) - len(summaries) == MAX_PER_FILE
    assert len(summaries) == 31  # one per function plus the file-wide one
    assert any("in this file" in s.message for s in summaries)


def test_published_diagnostics_are_capped_over_the_wire():
    server = RawServer()
    try:
        server.initialize()
        uri = "file:///hygiene/broken.ptx"
        server.open(uri, broken_module(30, 150))
        published = server.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                                and m["params"]["uri"] == uri, 300)
        assert published is not None
        diagnostics = published["params"]["diagnostics"]
        assert MAX_PER_FILE < len(diagnostics) <= MAX_PER_FILE + 31
        assert sum(d["code"] == LIMIT_CODE for d in diagnostics) == 31
    finally:
        server.close()


def test_the_validator_caps_each_function_when_the_settings_ask():
    from ptx_lsp.analysis.settings import DiagnosticsSettings, Settings

    text = broken_module(3, 150)
    everything = list(Analysis.from_text(text).diagnostics())
    settings = Settings(diagnostics=DiagnosticsSettings(per_function=MAX_PER_FUNCTION))
    analysis = Analysis.from_text(text, settings=settings)
    capped = list(analysis.diagnostics())
    summaries = [i for i in capped if i.code == LIMIT_CODE]
    assert len(summaries) == 3 and len(capped) - 3 == 3 * MAX_PER_FUNCTION
    dropped = sum(int(s.message.split()[0]) for s in summaries)
    assert dropped + 3 * MAX_PER_FUNCTION == len(everything)  # the summaries count exactly what is left out
    def key(issue):
        return issue.start, issue.end, issue.code, issue.message

    republished = cap_issues(capped, spans(analysis))  # publishing counts the validator's summaries as applied
    assert sorted(map(key, republished)) == sorted(map(key, capped))


VARIED = "".join(f"""\t.reg .b32 %u{i};
\tadd.s32 %r1, %q{i}, 1;
\tadd.foo.s32 %r2, %r1, {i};
\t@%p1 bra $L__nowhere{i};
\tmov.u32 %r3, %v{i};
\t.reg .b32 %v{i};
\tadd.s33 %r1, %r1, 1;
\tld.global.
$L__unused{i}:
""" for i in range(12))


def varied_module(version: str = "8.0", unclosed: bool = False) -> str:
    """Functions full of broken statements of several kinds: errors, half-typed statements, hints."""
    block = "\t{\n\tadd.s32 %r1, %r1, 1;\n" if unclosed else ""
    return (f".version {version}\n.target sm_80\n.address_size 64\n"
            f".visible .func f(.reg .b32 a)\n{{\n\t.reg .b32 %r<4>;\n{VARIED}{block}\tret;\n}}\n"
            f".visible .entry k()\n{{\n\t.reg .b32 %r<4>;\n{VARIED}\tret;\n}}\n")


@pytest.mark.parametrize("cap", [3, 20, 60])
@pytest.mark.parametrize("text", [varied_module(), varied_module("9.9"), varied_module(unclosed=True)],
                         ids=["plain", "newer-version", "unclosed-block"])
def test_each_checker_keeps_what_capping_the_whole_list_keeps(text: str, cap: int):
    """The checkers cap their own issues (making only those kept): the same list, summaries and
    counts as capping the validator's whole uncapped list."""
    from ptx_lsp.analysis.diagnostics import validate_source
    from ptx_lsp.analysis.settings import DiagnosticsSettings, Settings

    everything = validate_source(text.encode(), cache=None)
    capped = validate_source(text.encode(), Settings(diagnostics=DiagnosticsSettings(per_function=cap)), cache=None)
    analysis = Analysis.from_text(text)
    expected = cap_issues(everything, spans(analysis), cap, per_file=len(everything))
    assert any(i.code == LIMIT_CODE for i in expected)

    def key(issue):
        return issue.start, issue.end, issue.code, issue.severity, issue.message, issue.fixes

    assert sorted(map(key, capped)) == sorted(map(key, expected))
