"""Memo tables bounded by bytes (issue 16): what every process-wide cache of results keyed by text uses.

**A memo never holds more than its budget of estimated bytes**: each entry is weighed when it is
put, and once the total passes the budget the oldest entries go until a quarter of it is free.
A memo keyed by what a document spells (instruction spellings, operand shapes, modifier lists)
grows with every new spelling typed over a day of editing; bounded by entries, one table of big
entries could hold far more than its share, and unbounded (`functools.cache`) it never stops.
`forget_all` empties every memo (the server calls it when the last document closes).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable
from functools import wraps
from typing import Any, TypeVar

_MEMOS: list[SizedMemo] = []
_F = TypeVar("_F", bound=Callable[..., Any])


class SizedMemo:
    """key -> value, at most `max_bytes` by `weigh(key, value)` (estimated), oldest out first."""

    def __init__(self, max_bytes: int, weigh: Callable[[Any, Any], int], register: bool = True) -> None:
        self._items: dict[Hashable, Any] = {}
        self._sizes: dict[Hashable, int] = {}
        self._bytes = 0
        self._max_bytes = max_bytes
        self._weigh = weigh
        self._lock = threading.Lock()
        # `get` is the table's own dict.get (no Python frame: the validator asks ~250,000 times per
        # full check of cub_sm90); `clear` empties that same dict, so the binding stays right
        self.get: Callable[..., Any] = self._items.get
        if register:
            _MEMOS.append(self)

    def put(self, key: Hashable, value: Any) -> Any:
        """Keep `value` under `key` (dropping the oldest entries past the budget); returns `value`."""
        size = self._weigh(key, value)
        with self._lock:
            items, sizes = self._items, self._sizes
            self._bytes += size - sizes.get(key, 0)
            items[key] = value
            sizes[key] = size
            if self._bytes > self._max_bytes:
                goal = self._max_bytes - self._max_bytes // 4
                for old in list(items):  # insertion order: the oldest first
                    if self._bytes <= goal:
                        break
                    del items[old]
                    self._bytes -= sizes.pop(old)
        return value

    def discard(self, key: Hashable) -> None:
        """Drop the entry under `key`, if there is one."""
        with self._lock:
            size = self._sizes.pop(key, None)
            if size is not None:
                del self._items[key]
                self._bytes -= size

    def retain(self, keep: Callable[[Any], bool]) -> int:
        """Drop every entry whose key `keep` refuses; returns how many went."""
        with self._lock:
            items, sizes = self._items, self._sizes
            gone = [key for key in items if not keep(key)]
            for key in gone:
                del items[key]
                self._bytes -= sizes.pop(key)
        return len(gone)

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self._sizes.clear()
            self._bytes = 0

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items

    @property
    def bytes(self) -> int:
        """Estimated bytes of the entries held (what the bound counts)."""
        return self._bytes

    @property
    def max_bytes(self) -> int:
        return self._max_bytes


def sized_cache(max_bytes: int, weigh: Callable[[Any, Any], int]) -> Callable[[_F], _F]:
    """`functools.cache` for a function of hashable positional arguments, bounded by `SizedMemo`
    (the arguments tuple is the key); the memo is the wrapper's `memo`, `cache_clear` empties it."""

    def decorate(function: _F) -> _F:
        memo = SizedMemo(max_bytes, weigh)
        missing = object()

        @wraps(function)
        def wrapper(*args: Any) -> Any:
            found = memo.get(args, missing)
            if found is missing:
                found = memo.put(args, function(*args))
            return found

        wrapper.memo = memo  # type: ignore[attr-defined]
        wrapper.cache_clear = memo.clear  # type: ignore[attr-defined]
        return wrapper  # type: ignore[return-value]

    return decorate


def forget_all() -> None:
    """Empty every registered memo (their entries are rebuilt on demand)."""
    for memo in _MEMOS:
        memo.clear()
