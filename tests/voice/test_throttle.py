"""voice.throttle: the adaptive concurrency cap. It halves once per round on "too many", grows back by one per
cap's worth of answers, lets the longest waiting request in first, and a slot given back early (answered)
lets the next request in while the first one's answer is still being worked on."""

from __future__ import annotations

import asyncio

import pytest

from narrate.voice.throttle import AdaptiveGate, answered


def test_the_cap_halves_once_a_round_and_grows_back_one_per_cap_answers() -> None:
    gate = AdaptiveGate(8)
    gate.throttled(0)
    assert (gate.limit, gate.lowest) == (4, 4)
    gate.throttled(0)  # an answer to a request granted before the cut: no second cut
    assert gate.limit == 4
    gate.throttled(1)
    assert (gate.limit, gate.lowest) == (2, 2)
    for _ in range(2):
        gate.served()
    assert gate.limit == pytest.approx(2 + 1 / 2 + 1 / 2.5)  # each answer adds 1/limit: about one per `limit`
    for _ in range(100):
        gate.served()
    assert gate.limit == 8  # never past the configured concurrency
    for n in range(2, 20):
        gate.throttled(n)
    assert gate.limit == 1 and gate.lowest == 1  # never below one


def test_requests_made_in_one_moment_go_longest_first() -> None:
    async def main() -> list[int]:
        gate, order = AdaptiveGate(1), []

        async def request(priority: int) -> None:
            async with gate.slot(priority):
                order.append(priority)
                await asyncio.sleep(0)

        await asyncio.gather(*(request(p) for p in (1, 5, 3, 4, 2)))
        return order

    assert asyncio.run(main()) == [5, 4, 3, 2, 1]


def test_a_slot_given_back_early_lets_the_next_request_in() -> None:
    async def main() -> list[str]:
        gate, events = AdaptiveGate(1), []
        release_first = asyncio.Event()

        async def first() -> None:
            async with gate.slot(2):
                events.append("first in")
                answered()  # its answer is in: the connection is free while the answer is worked on
                await release_first.wait()
                events.append("first out")

        async def second() -> None:
            async with gate.slot(1):
                events.append("second in")
                release_first.set()

        await asyncio.gather(first(), second())
        return events

    assert asyncio.run(main()) == ["first in", "second in", "first out"]


def test_a_request_cancelled_while_it_waits_holds_no_slot() -> None:
    async def main() -> int:
        gate = AdaptiveGate(1)
        held = asyncio.Event()
        done = asyncio.Event()

        async def holder() -> None:
            async with gate.slot():
                held.set()
                await done.wait()

        owner = asyncio.create_task(holder())
        await held.wait()
        waiter = asyncio.create_task(gate.acquire())
        await asyncio.sleep(0)
        waiter.cancel()
        with pytest.raises(asyncio.CancelledError):
            await waiter
        done.set()
        await owner
        async with gate.slot():  # the cancelled request left nothing behind
            return gate.active

    assert asyncio.run(main()) == 1
