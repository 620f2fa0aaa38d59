"""Issues kept per function, relative to the function's first byte: a keystroke touches the edited
function's issues only (issue 11: shifting, capping and converting the issues of every later
function cost several ms per keystroke; issue 16: tens of ms in a file full of errors).

**A `Part` is immutable and placed nowhere**: the final issues of one function (sorted by place,
relative to its first byte), or of the text around the functions (absolute, placed at 0).
`IssueParts` places them; a function no edit touched keeps its `Part` object from one version to the
next, so whatever is derived from it (settings filter, the file cap's cut, the wire form in `lsp/`)
is derived once. **`IssueParts.issues()` is exactly the validator's sorted list**, and
`published` is exactly what `limits.cap_issues` makes of the settings-filtered list (the tests
compare both with the whole-list computation over random edit streams).
"""

from __future__ import annotations

from bisect import bisect_right

from ptx_lsp.analysis.diagnostics.functions import shift_issue
from ptx_lsp.analysis.diagnostics.limits import (
    LIMIT_CODE,
    MAX_PER_FILE,
    MAX_PER_FUNCTION,
    file_summary,
    severity_rank,
)
from ptx_lsp.analysis.results import Issue

Pieces = list[tuple[int, tuple[Issue, ...]]]  # (base, issues relative to base), in source order


class Part:
    """The sorted issues of one function relative to its first byte (or of the text around the
    functions, absolute), with what publishing derived from them."""

    __slots__ = ("_cut", "_shown", "function", "issues")

    def __init__(self, issues: tuple[Issue, ...], function: bool) -> None:
        self.issues = issues
        self.function = function  # a function body's part (the caps group its issues)
        self._shown: tuple | None = None  # (settings, (shown, summaries, others, counts by rank))
        self._cut: tuple | None = None  # (settings, rank, take, kept)

    def shown(self, settings) -> tuple:
        """(shown, summaries among them, the others, how many of the others per severity rank)
        under `settings` (`DiagnosticsSettings`)."""
        memo = self._shown
        if memo is not None and memo[0] == settings:
            return memo[1]
        shown = tuple(i for i in self.issues if settings.shows(i.code, i.severity))
        summaries = tuple(i for i in shown if i.code == LIMIT_CODE)
        others = tuple(i for i in shown if i.code != LIMIT_CODE) if summaries else shown
        counts = [0] * 5
        for issue in others:
            counts[severity_rank(issue.severity)] += 1
        result = (shown, summaries, others, counts)
        self._shown = (settings, result)
        return result

    def cut(self, settings, rank: int, take: int) -> tuple[Issue, ...]:
        """The others the file cap keeps: those of a severity rank below `rank` and the first
        `take` of rank `rank`, in the cap's order (by place, then severity: `cap_issues` sorts
        by rank, cuts, then sorts by start)."""
        memo = self._cut
        if memo is not None and memo[0] == settings and memo[1] == rank and memo[2] == take:
            return memo[3]
        kept = []
        left = take
        for issue in self.shown(settings)[2]:
            r = severity_rank(issue.severity)
            if r < rank or (r == rank and left > 0):
                kept.append(issue)
                left -= r == rank
        kept.sort(key=lambda issue: (issue.start, severity_rank(issue.severity)))
        result = tuple(kept)
        self._cut = (settings, rank, take, result)
        return result


class IssueParts:
    """The issues of one version as placed parts (base, `Part`), in source order."""

    __slots__ = ("parts", "whole")

    def __init__(self, parts: list[tuple[int, Part]], whole: bool = False) -> None:
        self.parts = parts
        self.whole = whole  # one part holding the whole list: the issues are not grouped by function

    def issues(self) -> list[Issue]:
        """Every issue, absolute, sorted by (start, end, code)."""
        out: list[Issue] = []
        for base, part in self.parts:
            if base:
                out.extend(shift_issue(issue, base) for issue in part.issues)
            else:
                out.extend(part.issues)
        return out

    def __len__(self) -> int:
        return sum(len(part.issues) for _base, part in self.parts)


def published(parts: IssueParts, settings, spans: list[tuple[int, int]]) -> Pieces | None:
    """What publishing shows of `parts` under `settings` (`DiagnosticsSettings`): the list
    `cap_issues(filtered, spans)` makes (`MAX_PER_FUNCTION`, `MAX_PER_FILE`; `spans`: the function
    definitions' byte spans), as pieces; None when it cannot be told part by part (the whole list
    must be capped: a function holds more than the cap, or the server's function spans are not the
    validator's)."""
    if parts.whole:
        return None
    shown = [(base, part, part.shown(settings)) for base, part in parts.parts]
    if sum(len(s[0]) for _b, _p, s in shown) <= MAX_PER_FUNCTION:
        return [(base, s[0]) for base, _p, s in shown]
    if sum(part.function for _b, part, _s in shown) != len(spans):
        return None
    if any(part.function and len(s[2]) > MAX_PER_FUNCTION and not _within_cap(base, s[2], spans)
           for base, part, s in shown):
        return None  # (the validator capped with other settings than publishing does)
    pieces: Pieces = [(base, s[1]) for base, _p, s in shown if s[1]]  # summaries first, as cap_issues puts them
    counts = [sum(s[3][r] for _b, _p, s in shown) for r in range(5)]
    total = sum(counts)
    if total <= MAX_PER_FILE:
        pieces.extend((base, s[2]) for base, _p, s in shown)
        return pieces
    rank, quota = 0, MAX_PER_FILE
    while counts[rank] <= quota:
        quota -= counts[rank]
        rank += 1
    pieces.append((0, (file_summary(total - MAX_PER_FILE),)))
    for base, part, s in shown:
        take = min(s[3][rank], quota)
        quota -= take
        pieces.append((base, part.cut(settings, rank, take)))
    return pieces


def _within_cap(base: int, others: tuple[Issue, ...], spans: list[tuple[int, int]]) -> bool:
    """Whether `cap_issues` leaves a function part's issues (relative to `base`) as they are although
    they are more than the cap: those at or past the function's end (a `;` or `}` missing at its
    last byte, which the validator keeps beside its capped hundred) are in no function's group, and
    the others are within the cap (issue 16: one such issue sent every publish of a file full of
    errors through the whole-list path, 35 ms per keystroke late in the endurance benchmark)."""
    k = bisect_right(spans, (base, float("inf"))) - 1
    if k < 0 or spans[k][0] != base:
        return False
    end = spans[k][1] - base
    inside = 0
    for issue in others:
        if issue.start < end:
            inside += 1
            continue
        at = bisect_right(spans, (issue.start + base, float("inf"))) - 1
        if at >= 0 and issue.start + base < spans[at][1]:
            return False  # in another function's span: capped with that one's
    return inside <= MAX_PER_FUNCTION


def pieces_issues(pieces: Pieces) -> list[Issue]:
    """The issues of pieces, absolute, in order."""
    return [shift_issue(issue, base) for base, issues in pieces for issue in issues]


def pieces_between(pieces: Pieces, start: int, end: int) -> list[Issue]:
    """The issues of pieces that overlap start..end (both ends included), absolute, in order."""
    return [shift_issue(issue, base) for base, issues in pieces for issue in issues
            if issue.start + base <= end and issue.end + base >= start]
