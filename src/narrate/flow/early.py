"""What `narrate ARTICLE.md` starts before it imports its own stages.

A cold run's first request waits for two things: the run's own work (imports, reading,
scripting, planning) and edge-tts's import. Edge's worker process (narrate.voice.edge_worker)
takes the second onto another core, so the earlier it starts, the less of it is left when the
plan is ready. This module is the command line's way to start it first thing, through
narrate.voice.edge_spawn, which imports nothing but what starting a process takes.

The start is a guess made before voices.yaml is read: the article may be unchanged, or
voices.yaml may name another engine. A wrong guess costs a process that is killed unasked
(it never writes anything) and a few milliseconds here.
"""

from __future__ import annotations

from narrate.voice import edge_spawn

__all__ = ["expect_requests", "unexpected"]


def expect_requests(engine: str | None) -> None:
    """`narrate ARTICLE.md [--engine ENGINE]` is starting: get Edge's client ready if Edge may be asked
    (ENGINE is edge, auto, or not given)."""
    if engine not in (None, "auto", "edge"):
        return
    edge_spawn.start_early()


def unexpected() -> None:
    """The command is over (done, refused, or interrupted before it asked Edge): end the worker
    :func:`expect_requests` started if nothing adopted it, so none outlives the run."""
    edge_spawn.discard()
