"""The shared per-function issue cache is bounded by what it holds, not only by its entry count."""

from __future__ import annotations

from ptx_lsp.analysis.diagnostics import FunctionCache
from ptx_lsp.analysis.results import Issue


def issues(n: int) -> tuple[Issue, ...]:
    return tuple(Issue(i, i + 1, "hint", "PTX999", f"issue {i}") for i in range(n))


def test_weight_bound_evicts_least_recently_used_entries():
    cache = FunctionCache(size=1000, weight=30)
    cache.put(b"a", issues(9))  # weight 10
    cache.put(b"b", issues(9))  # 20
    assert cache.get(b"a") is not None  # a is now the most recent
    cache.put(b"c", issues(9))  # 30: still fits
    assert len(cache) == 3 and cache.weight == 30
    cache.put(b"d", issues(4))  # 35 > 30: the least recent (b) goes
    assert cache.get(b"b") is None
    assert [cache.get(k) is not None for k in (b"a", b"c", b"d")] == [True, True, True]
    assert cache.weight == 25


def test_replacing_an_entry_keeps_the_weight_exact_and_one_huge_entry_does_not_stay():
    cache = FunctionCache(size=1000, weight=50)
    cache.put(b"a", issues(10))
    cache.put(b"a", issues(3))
    assert cache.weight == 4
    cache.put(b"big", issues(100))  # heavier than the whole bound: nothing is kept
    assert len(cache) == 0 and cache.weight == 0
    cache.put(b"x", issues(1))
    cache.clear()
    assert len(cache) == 0 and cache.weight == 0


def test_entry_count_bound_still_applies():
    cache = FunctionCache(size=2, weight=10_000)
    for key in (b"a", b"b", b"c"):
        cache.put(key, ())
    assert cache.get(b"a") is None and len(cache) == 2
