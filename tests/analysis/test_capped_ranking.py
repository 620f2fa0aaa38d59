"""The per-function cap ranked from version to version (issue 16, errors at scale).

`FunctionChecker.ranked` keeps the ranking of each instruction's findings by the identity of its
row and, on a keystroke, ranks only the rows the keystroke made; `published_rows` makes and ranks
every row anew (what `capped` did before). Over random typing into functions full of errors of
every kind (half-typed statements, unclosed blocks, undefined names and labels, hints, a newer
`.version` that softens errors into warnings, issues made before the body inside it), both give the
same count and keep the same rows, and the published list is the fresh one.
"""

from __future__ import annotations

import heapq
import random
import re

import pytest

from ptx_lsp.analysis.diagnostics import DEFAULT_CACHE, validate_tree
from ptx_lsp.analysis.diagnostics import functions as checks
from ptx_lsp.analysis.diagnostics.functions import FunctionChecker
from ptx_lsp.analysis.diagnostics.limits import LIMIT_CODE
from ptx_lsp.analysis.host import Snapshot
from ptx_lsp.analysis.settings import DiagnosticsSettings, Settings


def _broken_function(name: str, count: int) -> bytes:
    """A function full of broken statements of several kinds (errors, warnings, hints, PTX102s)."""
    body = b"".join(b"""\t.reg .b32 %%u%d;
\tadd.s32 %%r1, %%q%d, a;
\tadd.foo.s32 %%r2, %%r1, %d;
\t@%%p1 bra $L__nowhere%d;
\tmov.u32 %%r3, %%w%d;
\tadd.s33 %%r1, %%r1, 1;
\tmov.u32 %%r2, %%v%d;
\t.reg .b32 %%v%d;
\tld.global.
$L__unused%d:
\tadd.s32 %%r1, %%r2, %%r3
\tmov.u32 %%r1, 0; mov.u32 %%r2, %%r9;
""" % ((i,) * 8) for i in range(count))
    return b".visible .func %s(.reg .b32 a)\n{\n\t.reg .b32 %%r<4>;\n\t.reg .pred %%p<2>;\n%s\tret;\n}\n" % (
        name.encode(), body)


def _module(version: bytes = b"8.0") -> bytes:
    return (b".version " + version + b"\n.target sm_80\n.address_size 64\n" + _broken_function("f", 10)
            + b".visible .entry k()\n{\n\t.reg .b32 %r<4>;\n\tmov.u32 %r1, 1;\n\tret;\n}\n"
            + _broken_function("g", 6))


TYPING = [b"", b" ", b"\n", b";", b"{", b"}", b"\t{\n", b"\t}\n", b",", b".", b"ld.global.", b"add.", b"%r1", b"%r9",
          b"%q1", b"%u1", b"$L__nowhere1", b"$L__x:\n", b"bra $L__unused2;\n", b".reg .b32 %q<3>;\n",
          b".reg .b32 %w1;\n", b"mov.u32 %r2, %r1;\n", b"ret;\n", b"ret", b"mov.u32 %r1,\n", b"// c\n",
          b"99999999999999999999999", b"bad %q %r9;\n", b"@%p1 bra ", b"\n\tld.global.u32 %r1, [a];"]


def _fresh(snapshot: Snapshot) -> list:
    issues = validate_tree(snapshot.source, snapshot.data, snapshot.settings, cache=None, segmented=False)
    return [(i.start, i.end, i.code, i.severity, i.message, i.fixes, i.tags) for i in issues]


def _published(snapshot: Snapshot) -> list:
    return [(i.start, i.end, i.code, i.severity, i.message, i.fixes, i.tags) for i in snapshot.issues]


def _compared(monkeypatch) -> dict[str, int]:
    """Make every `capped` also rank its rows anew (`published_rows`) and assert the same count and
    the same kept rows; counts the calls that `ranked` answered and those it left to `published_rows`."""
    seen = {"ranked": 0, "unranked": 0, "none": 0}
    capped = FunctionChecker.capped

    def compared(self, run):
        fast = self.ranked(run)
        slow = self.published_rows(run)
        if fast is checks._UNRANKED:
            seen["unranked"] += 1
        elif fast is None or slow is None:
            assert fast is None and slow is None
            seen["none"] += 1
        else:
            seen["ranked"] += 1
            assert fast[0] == slow[0]  # the count the summary tells
            assert fast[2] == slow[2]  # the rows outside the function
            if slow[0] > self.cap:  # (else `finish` makes them all)
                def kept(rows):
                    return [r[:5] + r[6:] for r in heapq.nsmallest(self.cap, rows)]

                assert kept(fast[1]) == kept(slow[1])
        return capped(self, run)

    monkeypatch.setattr(FunctionChecker, "capped", compared)
    return seen


@pytest.mark.parametrize("cap", [3, 25, 100])
@pytest.mark.parametrize("version", [b"8.0", b"9.9"], ids=["plain", "newer-version"])
@pytest.mark.parametrize("seed", range(6))
def test_ranked_rows_are_the_rows_ranked_anew(seed: int, version: bytes, cap: int, monkeypatch) -> None:
    rng = random.Random(7000 + seed)
    DEFAULT_CACHE.clear()
    seen = _compared(monkeypatch)
    snapshot = Snapshot.from_bytes(_module(version), settings=Settings(diagnostics=DiagnosticsSettings(per_function=cap)))
    assert _published(snapshot) == _fresh(snapshot)
    summaries = 0
    for step in range(45):
        data = snapshot.data
        ends = [m.end() for m in re.finditer(rb";|:|\{|\}|\n", data)]
        if rng.random() < 0.75:  # type next to a statement, as a person does
            start = rng.choice(ends)
            end = start if rng.random() < 0.8 else min(len(data), start + rng.choice([1, 2, 5]))
        else:
            start = rng.randrange(len(data) + 1)
            end = min(len(data), start + rng.choice([0, 0, 1, 3, 12]))
        snapshot = snapshot.edited(start, end, rng.choice(TYPING), version=step + 2)
        if rng.random() < 0.2:
            continue  # not validated: the next version composes both edits
        published = _published(snapshot)
        assert published == _fresh(snapshot), f"seed {seed} step {step}"
        summaries += any(issue[2] == LIMIT_CODE for issue in published)
    assert summaries > 0
    assert seen["ranked"] > seen["unranked"]  # mostly ranked from the kept entries


def _count_ranked(monkeypatch) -> list:
    """The instruction rows `_ranked_findings` ranks from now on (a list that grows)."""
    ranked = []
    derive = checks._ranked_findings

    def counted(*args):
        ranked.append(args[0])
        return derive(*args)

    monkeypatch.setattr(checks, "_ranked_findings", counted)
    return ranked


def test_a_keystroke_ranks_only_the_instruction_it_touched(monkeypatch) -> None:
    """In a function with hundreds of findings, a keystroke inside one instruction ranks that
    instruction's findings only; the others' entries are the last version's."""
    DEFAULT_CACHE.clear()
    settings = Settings(diagnostics=DiagnosticsSettings(per_function=20))
    snapshot = Snapshot.from_bytes(_module(), settings=settings)
    _ = snapshot.issues
    ranked = _count_ranked(monkeypatch)
    at = snapshot.data.index(b"add.s32 %r1, %q3, a;") + len(b"add.s32 %r1, %q3")
    for version, key in enumerate(b"1 ", 2):
        ranked.clear()
        snapshot = snapshot.edited(at, at, bytes([key]), version)
        at += 1
        published = _published(snapshot)
        assert len(ranked) == 1  # the instruction typed into (a new row: `%q31` then `%q31 `)
        assert published == _fresh(snapshot)
    assert any(i.code == LIMIT_CODE for i in snapshot.issues)


def test_a_declaration_typed_ranks_again_only_the_rows_that_name_it(monkeypatch) -> None:
    """A declaration typed changes which undefined names are "used before their declaration"
    (PTX206): only the entries of instructions that name one of the names it declares or removes
    are made again, and the published list is the fresh one."""
    DEFAULT_CACHE.clear()
    settings = Settings(diagnostics=DiagnosticsSettings(per_function=20))
    snapshot = Snapshot.from_bytes(_module(), settings=settings)
    _ = snapshot.issues
    ranked = _count_ranked(monkeypatch)
    at = snapshot.data.index(b"\tret;\n}\n.visible .entry k()")
    snapshot = snapshot.edited(at, at, b"\t.reg .b32 %w4;\n", 2)  # below its use: `%w4` is used before it
    published = _published(snapshot)
    assert 1 <= len(ranked) <= 3  # the `mov.u32 %r3, %w4;` (and nothing that does not name `%w4`)
    assert published == _fresh(snapshot)
    assert "PTX206" in [i[2] for i in published]


def test_instructions_that_cannot_be_ranked_apart_leave_the_rows_to_published_rows(monkeypatch) -> None:
    """An instruction whose findings cannot be ranked apart (here: every one that names `%q2`, as
    if its issues reached outside it) makes `ranked` give way to `published_rows`; its entry is kept
    (holding its row) through a declaration typed and removed, and the published list is the fresh one."""
    DEFAULT_CACHE.clear()
    derive = checks._ranked_findings
    calls = {"unranked": 0}

    def partly(row, *args):
        got = derive(row, *args)
        if any(pending[0] == "%q2" for pending in row[1]):
            return (row, (), 0, False, False, 0, False)
        return got

    monkeypatch.setattr(checks, "_ranked_findings", partly)
    ranked = FunctionChecker.ranked

    def counted(self, run):
        got = ranked(self, run)
        calls["unranked"] += got is checks._UNRANKED
        return got

    monkeypatch.setattr(FunctionChecker, "ranked", counted)
    settings = Settings(diagnostics=DiagnosticsSettings(per_function=20))
    snapshot = Snapshot.from_bytes(_module(), settings=settings)
    assert _published(snapshot) == _fresh(snapshot)
    at = snapshot.data.index(b"\tret;\n}\n.visible .entry k()")
    for version, (start, end, text) in enumerate([(at, at, b"\t.reg .b32 %w4;\n"), (at, at + 16, b""),
                                                   (at, at, b"\t.reg .b32 %q2;\n")], 2):
        snapshot = snapshot.edited(start, end, text, version)
        assert _published(snapshot) == _fresh(snapshot)
    assert calls["unranked"] > 0
