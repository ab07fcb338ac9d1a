"""An adaptive concurrency cap: fewer requests at once while the service says "too many" (AIMD).

A service answering 429/503 to some requests is up but overloaded. Retrying at the
same concurrency keeps it overloaded, and a chunk can use up its attempts although
most requests are served. Like TCP's congestion window, the cap halves on a throttled
answer (once per round: the answers of requests that started before the last cut do
not cut again) and grows back by one for every `cap` requests served, up to the
configured concurrency.
"""

from __future__ import annotations

import asyncio
from types import TracebackType


class AdaptiveGate:
    """At most `limit` holders at once; `limit` adapts between 1 and `ceiling`."""

    def __init__(self, ceiling: int) -> None:
        self.ceiling = max(1, ceiling)
        self.limit = float(self.ceiling)
        self.active = 0
        self.lowest = self.ceiling  # for reports and tests: how far it had to back off
        self._round = 0  # bumped at every cut
        self._condition: asyncio.Condition | None = None

    def _cond(self) -> asyncio.Condition:
        if self._condition is None:
            self._condition = asyncio.Condition()
        return self._condition

    async def acquire(self) -> int:
        """Wait for a slot; returns the round it was granted in (give it to `throttled`)."""
        cond = self._cond()
        async with cond:
            await cond.wait_for(lambda: self.active < int(self.limit))
            self.active += 1
            return self._round

    async def release(self) -> None:
        """Give a slot back (and let waiters in if the cap grew)."""
        cond = self._cond()
        async with cond:
            self.active -= 1
            cond.notify_all()

    def throttled(self, granted_round: int) -> None:
        """The service asked to slow down: halve the cap, once per round."""
        if granted_round == self._round:
            self.limit = max(1.0, self.limit / 2)
            self.lowest = min(self.lowest, int(self.limit))
            self._round += 1

    def served(self) -> None:
        """A request was answered: grow the cap by one per `limit` answers."""
        self.limit = min(float(self.ceiling), self.limit + 1 / self.limit)

    async def __aenter__(self) -> int:
        return await self.acquire()

    async def __aexit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                        tb: TracebackType | None) -> None:
        await self.release()
