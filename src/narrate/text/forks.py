"""Work of one long article on the machine's other cores: a forked child computes a stretch, the parent takes its result.

The text stage is one Python process, so one core, however long the article: a megabyte of list items keeps one
core busy for seconds while the other sits idle. Once the article-wide decisions are made, the script's blocks
are said independently (each block's chunks are a pure function of the block, its speaker and those decisions),
so a stretch of them can be said in a child forked from the process that made those decisions: it has all of them,
and everything else, without anything sent to it. Only its result comes back, as plain tuples (cheap to pickle).

A child is a copy: whatever it does is lost with it, and its result is used only as what the same code would have
given in the parent. Anything that goes wrong in a child (it cannot be forked, it raises, it dies) gives None, and
the caller does that stretch itself, so an error is raised by the parent as it would be without children.

Forking is safe only where nothing else runs: on Linux, with one thread (a lock another thread holds would stay
held in the child forever). Elsewhere, and inside a child, `fork` returns None.
"""

from __future__ import annotations

import contextlib
import gc
import os
import pickle
import signal
import sys
import threading
from collections.abc import Callable
from typing import Generic, TypeVar

from . import collector

__all__ = ["Child", "fork", "spare_cores"]

T = TypeVar("T")

_in_child = False  # set in a forked child: a child never forks again


def spare_cores() -> int:
    """The cores this process may use besides its own (0 where forking is not safe, or where a child's end could
    not be told: SIGCHLD ignored, a disposition inherited across exec, reaps every child as it ends)."""
    if sys.platform != "linux" or _in_child or threading.active_count() != 1:
        return 0
    if signal.getsignal(signal.SIGCHLD) == signal.SIG_IGN:
        return 0
    return max(0, len(os.sched_getaffinity(0)) - 1)


class Child(Generic[T]):
    """A forked child computing one value; `result()` waits for it (None if the child failed)."""

    def __init__(self, pid: int, reading: int) -> None:
        self.pid = pid
        self._reading = reading  # -1 once closed (a closed descriptor's number may be another file's by then)
        self._reaped = False

    def result(self) -> T | None:
        """The child's value, once it has ended; None if it raised, died, sent something unreadable, or was
        reaped by someone else (SIGCHLD ignored, a host's handler: its end cannot be told from a crash)."""
        reading, self._reading = self._reading, -1
        with os.fdopen(reading, "rb") as pipe:
            data = pipe.read()
        try:
            _, status = os.waitpid(self.pid, 0)
        except ChildProcessError:
            status = -1
        self._reaped = True
        if status != 0 or not data.startswith(b"1"):
            return None
        try:
            value: T = pickle.loads(data[1:])
        except Exception:  # a value that does not unpickle here: the parent computes it
            return None
        return value

    def stop(self) -> None:
        """End the child now and reap it (the parent gave up waiting: it raised)."""
        if self._reading >= 0:
            reading, self._reading = self._reading, -1
            with contextlib.suppress(OSError):
                os.close(reading)
        if self._reaped:
            return  # (its pid may be another process's by now: never signalled again)
        self._reaped = True
        with contextlib.suppress(OSError):
            os.kill(self.pid, signal.SIGKILL)
        with contextlib.suppress(ChildProcessError):
            os.waitpid(self.pid, 0)


def fork(work: Callable[[], T]) -> Child[T] | None:
    """`work()` started in a forked child (None where forking is not safe: see spare_cores).

    The parent's objects are frozen out of the collector at the fork, so the child's collections do not walk
    (and copy, page by page) the parent's whole heap; the parent's freeze is left as it was found."""
    if not spare_cores():
        return None
    reading, writing = os.pipe()
    thaw = gc.get_freeze_count() == 0
    if thaw:
        gc.freeze()
    else:
        # Frozen already: by text.collector, which thaws all at its end (settled freezes more with it), or by the
        # host, whose freeze is its own (nothing added that it would not thaw).
        collector.settled()
    try:
        pid = os.fork()
    except OSError:
        pid = -1
    if pid:
        if thaw:
            gc.unfreeze()
        os.close(writing)
        if pid < 0:
            os.close(reading)
            return None
        return Child(pid, reading)
    _run_child(work, reading, writing)  # never returns
    raise AssertionError("unreachable")  # pragma: no cover


def _run_child(work: Callable[[], object], reading: int, writing: int) -> None:  # pragma: no cover (in the child)
    """The child's whole life: compute, send b"1" and the pickled value (or b"0"), and leave at once, without
    the parent's exit handlers, buffered output or `finally` blocks."""
    global _in_child
    _in_child = True
    code = 1
    try:
        os.close(reading)
        try:
            data = b"1" + pickle.dumps(work(), protocol=pickle.HIGHEST_PROTOCOL)
        except BaseException:
            data = b"0"
        with os.fdopen(writing, "wb") as pipe:
            pipe.write(data)
        code = 0
    finally:
        os._exit(code)
