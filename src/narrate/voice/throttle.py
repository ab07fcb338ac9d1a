"""An adaptive concurrency cap: fewer requests at once while the service says "too many" (AIMD).

A service answering 429/503 to some requests is up but overloaded. Retrying at the
same concurrency keeps it overloaded, and a chunk can use up its attempts although
most requests are served. Like TCP's congestion window, the cap halves on a throttled
answer (once per round: the answers of requests that started before the last cut do
not cut again) and grows back by one for every `cap` requests served, up to the
configured concurrency.

Waiting requests are let in largest priority first (their length in characters):
across every article of a build the longest requests start first, so the
connections finish together instead of one long request running on alone.
"""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import itertools
from collections.abc import AsyncIterator
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
        self._waiting: list[tuple[int, int]] = []  # (-priority, arrival) of the waiting requests
        self._order = itertools.count()

    def _cond(self) -> asyncio.Condition:
        if self._condition is None:
            self._condition = asyncio.Condition()
        return self._condition

    async def acquire(self, priority: int = 0) -> int:
        """Wait for a slot (the highest `priority` waiting goes first); returns the round it was
        granted in (give it to `throttled`)."""
        cond = self._cond()
        async with cond:
            entry = (-priority, next(self._order))
            heapq.heappush(self._waiting, entry)
            try:
                await cond.wait_for(lambda: self.active < int(self.limit) and self._waiting[0] == entry)
            except BaseException:
                self._waiting.remove(entry)
                heapq.heapify(self._waiting)
                cond.notify_all()  # it may have been first in line
                raise
            heapq.heappop(self._waiting)
            self.active += 1
            cond.notify_all()  # the next in line may fit too
            return self._round

    @contextlib.asynccontextmanager
    async def slot(self, priority: int = 0) -> AsyncIterator[int]:
        """Hold a slot for the block (the highest priority waiting goes first); yields the round."""
        granted = await self.acquire(priority)
        try:
            yield granted
        finally:
            await self.release()

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
