"""Caps on how many diagnostics are published: per function and per file, with a summary.

**Pure function of the issues and the function spans; byte offsets.** A file with thousands of
broken statements would otherwise cost the editor (conversion, JSON, rendering) far more per
keystroke than a clean file of the same size, for a list nobody reads past the first screens.
Like clangd's error limit: within each function the errors come first, then warnings, then hints,
each in source order; what is dropped is counted in one summary diagnostic (on the function's
first line, or on the file's first byte for the file-wide cap). `ptx-lsp check` is not capped.
**The per-function cap is applied inside the validator** when the settings ask for it (the
server's do), on its final list, so every later step (sorting, settings filter, the merge with
ptxas, conversion to the wire) handles at most `MAX_PER_FUNCTION` issues per function; publishing
applies the file-wide cap and counts the validator's summaries as already applied.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence

from ptx_lsp.analysis.results import Issue

MAX_PER_FUNCTION = 100
MAX_PER_FILE = 1000
LIMIT_CODE = "limit"
_RANK = {"error": 0, "warning": 1, "information": 2, "hint": 3}


def _rank(issue: Issue) -> tuple:
    """Errors first, then by place; a total order, so the kept issues never depend on list order."""
    return severity_rank(issue.severity), issue.start, issue.end, issue.code, issue.message


def severity_rank(severity: str) -> int:
    """Where a severity goes in the cap's order: errors first (0), then warnings, information, hints."""
    return _RANK.get(severity, 4)


def cap_issues(issues: Sequence[Issue], functions: Sequence[tuple[int, int]] = (),
               per_function: int = MAX_PER_FUNCTION, per_file: int = MAX_PER_FILE) -> list[Issue]:
    """At most `per_function` issues inside each function span and `per_file` in all, plus summaries.

    `functions` are (start, end) byte spans, sorted and disjoint. Returns the issues unchanged
    (same list order) when no cap is reached, which is the usual case and costs one pass.
    """
    if len(issues) <= per_function and len(issues) <= per_file:
        return list(issues)
    starts = [start for start, _ in functions]
    groups: dict[int, list[Issue]] = {}
    summaries: list[Issue] = []
    applied: dict[int, int] = {}  # where a summary already applied stands -> its index in `summaries`
    for issue in issues:
        if issue.code == LIMIT_CODE:  # the validator's own per-function summary: already applied
            applied[issue.start] = len(summaries)
            summaries.append(issue)
            continue
        at = bisect_right(starts, issue.start) - 1
        inside = at >= 0 and issue.start < functions[at][1]
        groups.setdefault(at if inside else -1, []).append(issue)
    kept: list[Issue] = []
    for group, members in groups.items():
        capped = members if group < 0 else cap_function(members, functions[group][0], per_function)
        if capped is not members:
            summary, capped = capped[0], capped[1:]
            earlier = applied.get(summary.start) if group >= 0 else None
            if earlier is None:
                summaries.append(summary)
            else:  # one summary per function: the count of both caps
                summaries[earlier] = function_summary(summary.start, not_shown(summaries[earlier]) + not_shown(summary))
        kept.extend(capped)
    if len(kept) > per_file:
        kept.sort(key=_rank)
        dropped = len(kept) - per_file
        kept = kept[:per_file]
        summaries.append(file_summary(dropped))
    kept.sort(key=lambda issue: issue.start)
    return summaries + kept


def cap_function(issues: list[Issue], start: int, per_function: int = MAX_PER_FUNCTION) -> list[Issue]:
    """One function's issues (`start`: its first byte) capped as `cap_issues` caps them, with the
    same summary; the list itself when it is within the cap."""
    if len(issues) <= per_function:
        return issues
    ranked = sorted(issues, key=_rank)
    kept = ranked[:per_function]
    kept.sort(key=lambda issue: issue.start)
    return [function_summary(start, len(issues) - per_function), *kept]


def function_summary(start: int, count: int) -> Issue:
    """The summary of a function (first byte `start`) of which `count` issues are not shown."""
    return _summary(start, count, "in this function")


def file_summary(count: int) -> Issue:
    """The summary of the file-wide cap: `count` issues not shown (on the file's first byte)."""
    return _summary(0, count, "in this file")


def not_shown(summary: Issue) -> int:
    """How many issues a summary says are not shown (its message starts with the count)."""
    return int(summary.message.split(" ", 1)[0])


def _summary(at: int, count: int, where: str) -> Issue:
    return Issue(at, at + 1, "information", LIMIT_CODE,
                 f"{count} more problem{'s' if count != 1 else ''} {where} not shown "
                 f"(at most {MAX_PER_FUNCTION} per function and {MAX_PER_FILE} per file are listed; "
                 "`ptx-lsp check` lists them all)")
