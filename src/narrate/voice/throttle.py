"""An adaptive concurrency cap: fewer requests at once while the service says "too many" (AIMD).

A service answering 429/503 to some requests is up but overloaded. Retrying at the
same concurrency keeps it overloaded, and a chunk can use up its attempts although
most requests are served. Like TCP's congestion window, the cap halves on a throttled
answer (once per round: the answers of requests that started before the last cut do
not cut again) and grows back by one for every `cap` requests served, up to the
configured concurrency.

Waiting requests are let in largest priority first (how long they take to say: merge.said_length):
across every article of a build the longest requests start first, so the
connections finish together instead of one long request running on alone. The
slots are handed out a loop turn after they are asked for, so the requests made in
one moment (every article's, as a build starts) all queue before the first goes.

A slot stands for a connection to the service, not for the whole of a request's work:
an engine calls :func:`answered` once its answer is in and its connection closed, and
the slot goes to the next request then, while this answer is still being cut, measured
and stored. Otherwise a connection would sit idle through every answer's
post-processing, and on a busy machine the next request would wait seconds for it.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import heapq
import itertools
from collections.abc import AsyncIterator, Callable
from types import TracebackType

#: How the request running in this task gives its slot back early (set by AdaptiveGate.slot).
_EARLY_RELEASE: contextvars.ContextVar[Callable[[], None] | None] = contextvars.ContextVar(
    "narrate_early_release", default=None
)


def answered() -> None:
    """The engine has its whole answer and its connection is closed: hand the slot to the next
    request now (a no-op outside a slot, or when called twice)."""
    release = _EARLY_RELEASE.get()
    if release is not None:
        release()


class AdaptiveGate:
    """At most `limit` holders at once; `limit` adapts between 1 and `ceiling`.

    Slots are handed out one loop turn after a request asks (not at once), so every request
    made in the same moment — all of a run's, of every article of a build — is queued before
    the first is let in, and the longest of them take the free connections.
    """

    def __init__(self, ceiling: int) -> None:
        self.ceiling = max(1, ceiling)
        self.limit = float(self.ceiling)
        self.active = 0
        self.lowest = self.ceiling  # for reports and tests: how far it had to back off
        self._round = 0  # bumped at every cut
        self._waiting: list[tuple[int, int, asyncio.Future[int]]] = []  # (-priority, arrival, grant)
        self._order = itertools.count()
        self._scheduled = False

    def _schedule(self) -> None:
        """Hand out free slots at the next loop turn (once, however many ask meanwhile)."""
        if not self._scheduled:
            self._scheduled = True
            asyncio.get_running_loop().call_soon(self._dispatch)

    def _dispatch(self) -> None:
        self._scheduled = False
        while self._waiting and self.active < int(self.limit):
            _, _, grant = heapq.heappop(self._waiting)
            if grant.done():  # its request was cancelled while it waited
                continue
            self.active += 1
            grant.set_result(self._round)

    async def acquire(self, priority: int = 0) -> int:
        """Wait for a slot (the highest `priority` waiting goes first); returns the round it was
        granted in (give it to `throttled`)."""
        grant: asyncio.Future[int] = asyncio.get_running_loop().create_future()
        heapq.heappush(self._waiting, (-priority, next(self._order), grant))
        self._schedule()
        try:
            return await grant
        except BaseException:
            if grant.done() and not grant.cancelled():
                await self.release()  # granted as it was cancelled: give the slot back
            else:
                grant.cancel()  # dropped from the queue when its turn comes
            raise

    @contextlib.asynccontextmanager
    async def slot(self, priority: int = 0) -> AsyncIterator[int]:
        """Hold a slot for the block (the highest priority waiting goes first); yields the round.

        The slot is given back when the block ends, or earlier when the code inside calls
        :func:`answered` (in this task, or in one it started: the context is inherited).
        """
        granted = await self.acquire(priority)
        held = True

        def give_back() -> None:
            nonlocal held
            if held:
                held = False
                self._free()

        token = _EARLY_RELEASE.set(give_back)
        try:
            yield granted
        finally:
            _EARLY_RELEASE.reset(token)
            give_back()

    async def release(self) -> None:
        """Give a slot back (and let the next waiting in, and more if the cap grew)."""
        self._free()

    def _free(self) -> None:
        self.active -= 1
        self._schedule()

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

    async def __aexit__(
        self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.release()
