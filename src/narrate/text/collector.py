"""The cyclic garbage collector paced for the text stage: fewer collections while an article is read and scripted.

Reading an article and building its script allocate many small objects (markdown-it's tokens, blocks,
segments, accounts) that stay alive until the stage ends and hold no cycles worth collecting. CPython
runs a collection every few hundred allocations, and each older-generation collection walks every
object alive: on an article of many short blocks (a long task list), a fixed share of the stage's CPU
goes to collections that free nothing. While a stage runs, the youngest generation's threshold is
raised to FEWER; collections still run, less often, and the thresholds are put back as they were when
the last stage running (in any thread) ends. And what is alive when the first stage starts (the article read,
its tokens and blocks, when the script is built from them) is frozen out of the collector until the last one
ends (`gc.freeze`): a collection of the oldest generation while the script is built would walk all of it, and
it is all still in use. The stage's output does not depend on either.
"""

from __future__ import annotations

import contextlib
import functools
import gc
import threading
from collections.abc import Callable, Iterator
from typing import ParamSpec, TypeVar

__all__ = ["FEWER", "fewer_collections", "paced", "settled"]

#: Allocations (less deallocations) between two collections of the youngest generation while a stage runs.
FEWER = 20_000

_lock = threading.Lock()
_running = 0
_saved: tuple[int, int, int] = gc.get_threshold()
_froze = False  # whether the first stage froze what was alive (and the last one to end thaws it)

P = ParamSpec("P")
R = TypeVar("R")


@contextlib.contextmanager
def fewer_collections() -> Iterator[None]:
    """Collect less often inside the block (nested and concurrent blocks share one raise)."""
    global _running, _saved, _froze
    with _lock:
        if _running == 0:
            _saved = gc.get_threshold()
            if _saved[0] and _saved[0] < FEWER:  # 0: the caller turned collection off; leave it so
                gc.set_threshold(FEWER, _saved[1], _saved[2])
            _froze = gc.get_freeze_count() == 0
            if _froze:
                gc.freeze()
        _running += 1
    try:
        yield
    finally:
        with _lock:
            _running -= 1
            if _running == 0:
                gc.set_threshold(*_saved)
                if _froze:
                    gc.unfreeze()


def settled() -> None:
    """Inside a stage that froze what was alive at its start: what is alive now (an article's tokens, once
    parsed) stays alive to the stage's end too, so it is frozen with it (and thawed with it). Elsewhere nothing."""
    with _lock:
        if _running and _froze:
            gc.freeze()


def paced(stage: Callable[P, R]) -> Callable[P, R]:
    """`stage` run inside fewer_collections()."""

    @functools.wraps(stage)
    def run(*args: P.args, **kwargs: P.kwargs) -> R:
        with fewer_collections():
            return stage(*args, **kwargs)

    return run
