"""Cooperative cancellation for long analysis work, without knowing who asked for it.

**Plain Python: the protocol layer installs a check for the request being served (`cancellable`);
long loops call `checkpoint()` now and then, which raises `Cancelled` once the client has
cancelled that request. Outside a request (CLI, tests) `checkpoint()` costs one lookup and never
raises.**
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TypeVar

T = TypeVar("T")

_check: ContextVar[Callable[[], bool] | None] = ContextVar("ptx_lsp_cancel_check", default=None)


class Cancelled(Exception):  # noqa: N818 - the protocol's own word for it
    """The request this work was for has been cancelled; stop and answer nothing."""


def checkpoint() -> None:
    """Raise `Cancelled` if the current request has been cancelled."""
    check = _check.get()
    if check is not None and check():
        raise Cancelled()


def checkpoints(items: Iterable[T], every: int = 1000) -> Iterator[T]:
    """`items`, with a `checkpoint()` every `every` items (for loops over thousands of results)."""
    for n, item in enumerate(items):
        if n % every == 0:
            checkpoint()
        yield item


def current_check() -> Callable[[], bool] | None:
    """The cancellation test of the current request (to hand to a worker thread), if any."""
    return _check.get()


@contextmanager
def cancellable(check: Callable[[], bool] | None) -> Iterator[None]:
    """Run a block with `check` as the current request's cancellation test."""
    token = _check.set(check)
    try:
        yield
    finally:
        _check.reset(token)


def install(check: Callable[[], bool] | None) -> None:
    """Set the cancellation test for the rest of the current context (one request's context)."""
    _check.set(check)
