"""The start of Edge's worker process (narrate.voice.edge_worker), apart from the talking to it.

A cold `narrate ARTICLE.md` sends its first request when the later of two things is done: its own
work (imports, reading, the script, the plan) and the worker's import of edge-tts, on the other
core. Every millisecond before the worker starts is added to the second. So `narrate ARTICLE.md`
starts it first thing (narrate.flow.early → :func:`start_early`), through this module, which
imports only what starting a process takes: not asyncio, the engines or the configuration, which
the side that talks to the worker needs (:mod:`narrate.voice.edge_worker`, which adopts the
process started here: :func:`adopt`).
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys

__all__ = ["ENV_WORKER", "Spawned", "adopt", "discard", "spawn", "start_early", "wanted"]

ENV_WORKER = "NARRATE_EDGE_WORKER"  # "0": always ask in this process; "1": a worker wherever one can start

_EARLY: list[Spawned] = []  # the worker start_early started, until edge_worker adopts it


class Spawned:
    """A worker process just started: the process (its stdin takes the jobs) and the read end of the
    pipe it answers on."""

    __slots__ = ("answers", "process")

    def __init__(self, process: subprocess.Popen[bytes], answers: int) -> None:
        self.process = process
        self.answers = answers

    def kill(self) -> None:
        """End it unasked (it writes nothing, so nothing can be lost) and close its pipes. Called from the
        run's `finally`, so nothing here raises: a process already gone is gone."""
        with contextlib.suppress(OSError, ValueError):
            if self.process.stdin is not None:
                self.process.stdin.close()
        with contextlib.suppress(OSError):
            self.process.kill()
        self.process.wait()
        with contextlib.suppress(OSError):
            os.close(self.answers)


def wanted() -> bool:
    """Whether a worker would make this process's first request sooner: a POSIX system with two cores
    or more, edge-tts not yet imported here (asking here then costs nothing to start), Python run as
    itself (not frozen); NARRATE_EDGE_WORKER=0 or 1 decides instead."""
    setting = os.environ.get(ENV_WORKER, "").strip()
    if setting == "0" or os.name != "posix" or getattr(sys, "frozen", False) or not sys.executable:
        return False
    if setting == "1":
        return True
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    return cores >= 2 and "edge_tts" not in sys.modules


def spawn() -> Spawned | None:
    """Start a worker process (``edge_worker.serve``), or None if it cannot start."""
    package = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # narrate's parent
    try:
        answers, answering = os.pipe()
    except OSError:  # out of file descriptors: the run goes on without a worker started early
        return None
    code = (
        f"import sys; sys.path.insert(0, {package!r}); from narrate.voice.edge_worker import serve; serve({answering})"
    )
    try:
        process = subprocess.Popen(
            [sys.executable, "-c", code],
            stdin=subprocess.PIPE,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            pass_fds=(answering,),
        )
    except OSError:
        os.close(answers)
        return None
    finally:
        os.close(answering)
    return Spawned(process, answers)


def start_early() -> None:
    """`narrate ARTICLE.md` is starting and may ask Edge: start the worker now, if it is wanted, for
    edge_worker to adopt when the run asks for one."""
    if not _EARLY and wanted():
        started = spawn()
        if started is not None:
            _EARLY.append(started)


def adopt() -> Spawned | None:
    """The worker :func:`start_early` started, handed over once (None if there is none)."""
    return _EARLY.pop() if _EARLY else None


def discard() -> None:
    """End a worker started early that nothing adopted (the run asked Edge for nothing)."""
    while _EARLY:
        _EARLY.pop().kill()
