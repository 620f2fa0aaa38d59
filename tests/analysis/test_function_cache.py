"""The shared caches of the validator are bounded by the bytes they hold, not by entry counts (issue 16)."""

from __future__ import annotations

from ptx_lsp.analysis.diagnostics import FunctionCache
from ptx_lsp.analysis.diagnostics.functions import StatementCache, issue_bytes
from ptx_lsp.analysis.results import Issue


def issues(n: int) -> tuple[Issue, ...]:
    return tuple(Issue(i, i + 1, "hint", "PTX999", f"issue {i:03}") for i in range(n))


def weight(key: bytes, n: int) -> int:
    return 100 + len(key) + sum(issue_bytes(i) for i in issues(n))


def test_byte_bound_evicts_least_recently_used_entries():
    keys = [b"k%d" % k for k in range(8)]
    cache = FunctionCache(max_bytes=8 * weight(keys[0], 9))
    for key in keys:
        cache.put(key, issues(9))
    assert cache.get(keys[0]) is not None  # k0 is now the most recent
    assert len(cache) == 8 and cache.bytes == 8 * weight(keys[0], 9)  # exactly the bound: all fit
    cache.put(b"new", issues(4))  # over the bound: the least recent (k1) goes
    assert cache.get(keys[1]) is None
    assert all(cache.get(k) is not None for k in [keys[0], *keys[2:], b"new"])
    assert cache.bytes == 7 * weight(keys[0], 9) + weight(b"new", 4)


def test_replacing_an_entry_keeps_the_count_exact_and_one_huge_entry_does_not_stay():
    cache = FunctionCache(max_bytes=8 * weight(b"a", 10))
    cache.put(b"a", issues(10))
    cache.put(b"a", issues(3))
    assert cache.bytes == weight(b"a", 3)
    cache.put(b"big", issues(100))  # heavier than an eighth of the bound: not kept
    assert cache.get(b"big") is None and cache.bytes == weight(b"a", 3)
    cache.clear()
    assert len(cache) == 0 and cache.bytes == 0


def test_many_empty_entries_are_bounded_too():
    cache = FunctionCache(max_bytes=10 * weight(b"k000", 0))
    for k in range(50):
        cache.put(b"k%03d" % k, ())
    assert len(cache) == 10 and cache.get(b"k049")[0] == () and cache.get(b"k000") is None


def test_statement_cache_drops_its_oldest_entries_past_its_byte_bound():
    facts = ("facts",)
    value = ((("r", "%r1", None, None, False),), issues(2), ())
    keys = [(facts, False, b"add.s32 %%r1, %%r1, %03d;" % k) for k in range(41)]
    size = StatementCache.entry_bytes(keys[0], value)
    cache = StatementCache(max_bytes=40 * size)
    for key in keys[:40]:
        cache.put(key, value)
    assert len(cache) == 40 and cache.bytes == 40 * size
    cache.put(keys[40], value)  # over: the oldest go until a quarter of the budget is free
    assert len(cache) == 30 and cache.get(keys[0]) is None and cache.get(keys[40]) is value
    assert cache.bytes == 30 * size
    cache.clear()
    assert len(cache) == 0 and cache.bytes == 0
