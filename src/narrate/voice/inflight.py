"""Chunks being fetched, by cache key: articles narrated at once share them.

Articles of one run share chunks (the outro, the skip cues): one request serves them all,
and the cache entry is written once, not raced. A request's chunks are claimed before
anything waits, so an article planned a moment later shares them instead of asking too.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence

from .cache import CacheEntry

__all__ = ["Claim", "InFlight"]

Claim = dict[str, "asyncio.Future[CacheEntry]"]  # a future per chunk key of one request


class InFlight:
    """The run's table of chunk keys being fetched, each with the future its sharers wait on."""

    def __init__(self) -> None:
        self.futures: dict[str, asyncio.Future[CacheEntry]] = {}

    def __contains__(self, key: object) -> bool:
        return key in self.futures

    def claim(self, units: Sequence[list[int]], keys: Sequence[str]) -> list[Claim | None]:
        """Each request's chunks claimed now, before anything waits (a future per key in the table).
        None for a request whose (single) chunk another request is fetching: it shares that answer."""
        loop = asyncio.get_running_loop()
        claims: list[Claim | None] = []
        for unit in units:
            unit_keys = {keys[i] for i in unit}
            if len(unit_keys) < len(unit) or unit_keys & self.futures.keys():
                claims.append(None)
                continue
            claim = {key: loop.create_future() for key in unit_keys}
            self.futures.update(claim)
            claims.append(claim)
        return claims

    def release(self, claim: Claim) -> None:
        """The request is over: its keys leave the table (their futures stay with those who wait)."""
        for key, future in claim.items():
            if self.futures.get(key) is future:
                del self.futures[key]

    @staticmethod
    def failed(claim: Claim, exc: BaseException) -> None:
        """The whole request failed (or was stopped): every sharer learns it."""
        for future in claim.values():
            if isinstance(exc, asyncio.CancelledError):
                future.cancel()
            else:
                future.set_exception(exc)
                future.exception()  # retrieved: sharers re-raise it; nobody else must log it

    @staticmethod
    def settle(claim: Claim, keys: Sequence[str], outcomes: Sequence[CacheEntry | BaseException]) -> None:
        """Each chunk's outcome (its entry, or why it failed) to those sharing it."""
        for key, outcome in zip(keys, outcomes):
            future = claim[key]
            if isinstance(outcome, BaseException):
                future.set_exception(outcome)
                future.exception()
            else:
                future.set_result(outcome)

    async def one(
        self, key: str, lookup: Callable[[], CacheEntry | None], fetch: Callable[[], Awaitable[CacheEntry]]
    ) -> tuple[CacheEntry, bool]:
        """One chunk (entry, whether it was made by someone else): from the cache, from another
        article's request for it, or fetched here, its sharers told."""
        while True:
            hit = lookup()
            if hit is not None:
                return hit, True
            pending = self.futures.get(key)
            if pending is None:
                break
            try:
                return await asyncio.shield(pending), True
            except asyncio.CancelledError:
                task = asyncio.current_task()
                if pending.cancelled() and not (task is not None and getattr(task, "cancelling", lambda: 0)()):
                    continue  # the article that owned the request was stopped; this one carries on
                raise
        claim: Claim = {key: asyncio.get_running_loop().create_future()}
        self.futures.update(claim)
        try:
            entry = await fetch()
        except BaseException as exc:
            self.failed(claim, exc)
            raise
        else:
            claim[key].set_result(entry)
        finally:
            self.release(claim)
        return entry, False
