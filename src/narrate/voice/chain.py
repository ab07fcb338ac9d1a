"""The engines of a run in fallback order, and where the run stands among them.

When the engine in use cannot be reached at all (connection refused or DNS failure, and no
request of this run has reached it), the run moves on to the next with a loud warning. An
engine that answered once is never given up for the run: its failures are a chunk's, not the
service's.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .engines.base import Engine, describe

__all__ = ["EngineChain"]


class EngineChain:
    """The fallback order of a run's engines: the one in use, those that answered, those found unreachable."""

    def __init__(self, engines: Sequence[Engine], warn: Callable[[str], None]) -> None:
        if not engines:
            raise ValueError("a synthesizer needs at least one engine")
        self.engines: list[Engine] = list(engines)  # the first is the one runs prefer
        self.warn = warn
        self.level = 0  # index of the engine in use: moves on when one cannot be reached at all
        self.answered: set[int] = set()  # engines (by index) that answered a request of this run
        self.unreachable: set[int] = set()  # engines (by index) found unreachable in this run
        # Tries not let in (a failed connection, a 403 handshake: retry._NOT_LET_IN) across chunks, while nothing
        # has reached the engine in use; a try that ended with no audio is never one (Retrier._unreachable_now).
        self.connect_failures = 0
        # Distinct requests that ended with no audio while nothing answered the engine in use (a remote service's
        # close before its first message reads so: Retrier._silent_everywhere), and what its voice list said of
        # each voice when that count was reached (None: no list).
        self.silent_requests: set[tuple[str, int, str]] = set()
        # Distinct requests answered with what is not the service's answer (MALFORMED) while nothing answered the
        # engine in use (Retrier._unreadable_everywhere).
        self.unreadable_requests: set[tuple[str, int, str]] = set()
        self.offered: dict[str, bool | None] = {}
        # Whether the engine said a greeting in each voice when that count was reached (Retrier._says_a_greeting):
        # a service that says it is there, and the silent requests were texts it will not say.
        self.greeted: dict[str, bool] = {}

    @property
    def active(self) -> Engine:
        """The engine in use now (a later one once an earlier was found unreachable)."""
        return self.engines[self.level]

    @property
    def next(self) -> Engine | None:
        """The engine tried next when the one in use cannot be reached, if any."""
        return self.engines[self.level + 1] if self.level + 1 < len(self.engines) else None

    @property
    def reached(self) -> bool:
        """Whether a request of this run got an answer from the engine in use."""
        return self.level in self.answered

    def level_of(self, engine: Engine) -> int:
        """`engine`'s place in the fallback order."""
        return self.engines.index(engine)

    def given_up(self, level: int) -> bool:
        """Whether the run no longer asks the engine at `level`: found unreachable (or passed) before it answered."""
        return level not in self.answered and (level in self.unreachable or level < self.level)

    def now(self, fallback: bool) -> Engine:
        """The engine to narrate with: past those found unreachable before anything answered (when the
        episode may fall back)."""
        while fallback and self.level in self.unreachable and self.next is not None and not self.reached:
            self.advance()
        return self.active

    def moved_on(self, engine: Engine, fallback: bool) -> bool:
        """`engine` could not be reached: whether to narrate the episode again with the run's engine now
        (moved on to the next, here or by another article), or to give up (False)."""
        if self.active is not engine:
            return fallback  # another article already moved this run on to the next engine
        if not self.reached:
            self.unreachable.add(self.level)
        if not fallback or self.next is None or self.reached:
            return False
        self.advance()
        return True

    def advance(self) -> None:
        """Move the run on to the next engine, loudly."""
        engine, nxt = self.active, self.engines[self.level + 1]
        self.level += 1
        self.connect_failures = 0
        self.silent_requests.clear()
        self.warn(
            f"WARNING: {describe(engine)} cannot be reached; "
            f"narrating with {describe(nxt)} instead. These episodes "
            f"will be narrated again with {engine.name} on a later run that reaches it (use --no-fallback to "
            "fail instead)."
        )
