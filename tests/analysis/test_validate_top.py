"""`validate.top_issues`: the start of a big document checked on a parse of that part alone (issue 11).

It is published before the whole file is parsed, so it must be exactly what the whole file gives
there, or None (then the server waits for the full check)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ptx_lsp.analysis.host import Snapshot
from ptx_lsp.analysis.settings import DEFAULT_SETTINGS
from ptx_lsp.analysis.validate import top_issues

CORPUS = Path(__file__).resolve().parents[1] / "data" / "validate"
HEAD = ".version 8.0\n.target sm_90\n.address_size 64\n\n"


def kernel(name: str, body: str) -> str:
    return f".visible .entry {name}(.param .u64 p)\n{{\n\t.reg .b32 %r<8>;\n{body}\tret;\n}}\n\n"


def whole_file_issues_before(data: bytes, end: int) -> list[tuple]:
    return [(i.code, i.start, i.end, i.message) for i in Snapshot.from_bytes(data).issues if i.start < end]


def check_equal(data: bytes, top: int) -> tuple[int, list]:
    found = top_issues(data, DEFAULT_SETTINGS, top)
    assert found is not None
    end, issues = found
    assert [(i.code, i.start, i.end, i.message) for i in issues] == whole_file_issues_before(data, end)
    return end, issues


def test_the_top_is_checked_up_to_the_function_running_past_it():
    first = kernel("a", "\tadd.s32 %r1, %r2, 1;\n\tadd.s33 %r1, %r2, 1;\n")  # one error in the top
    second = kernel("b", "\tadd.s33 %r1, %r2, 1;\n")  # one after it, not in the top
    data = (HEAD + first + second).encode()
    end, issues = check_equal(data, len(HEAD) + 10)
    assert end == len(HEAD + first) - 1
    assert len(issues) == 1 and issues[0].start < end


@pytest.mark.parametrize("later", [
    ".global .b32 g;\n",  # declared after its use: undefined at the use either way, but PTX203 waits
    "garbage g here;\n",  # a broken statement naming it: the whole file does not call it undefined
])
def test_an_undefined_name_waits_for_the_whole_file(later: str):
    data = (HEAD + kernel("a", "\tld.global.u32 %r1, [g];\n") + later).encode()
    assert top_issues(data, DEFAULT_SETTINGS, len(HEAD)) is None


def test_no_early_check_when_the_cut_is_not_where_a_function_ends():
    body = "\t{\n\tadd.s32 %r1, %r2, 1;\n}\n\tadd.s32 %r1, %r2, 1;\n"  # a block's `}` at column 0
    data = (HEAD + kernel("a", body) + kernel("b", "")).encode()
    assert top_issues(data, DEFAULT_SETTINGS, len(HEAD)) is None


def test_no_early_check_without_a_function_end():
    assert top_issues((HEAD + ".global .b32 g;\n").encode(), DEFAULT_SETTINGS, 0) is None


@pytest.mark.parametrize("path", sorted(CORPUS.rglob("*.ptx"), key=lambda p: -p.stat().st_size)[:12], ids=lambda p: p.name)
def test_corpus_tops_equal_the_whole_files(path: Path):
    data = path.read_bytes()
    for top in (0, len(data) // 3):
        if top_issues(data, DEFAULT_SETTINGS, top) is not None:
            check_equal(data, top)
