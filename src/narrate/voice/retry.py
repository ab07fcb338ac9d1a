"""How long a request is tried, and when a run stops asking a service that does not answer.

The bound, as docs/troubleshooting.md states it: a request — a merged one, and the single
requests it falls back to — is tried for at most ``attempts × timeout`` seconds of its own
(its tries and the waits between them; waiting for a free connection does not count).
Within that it has ``attempts`` tries for faults (a try without a whole answer within
``timeout`` seconds is one), and any number of throttled answers (429/503: the service
asking to slow down, which halves the requests in flight, narrate.voice.throttle), which
only spend its time. A request that spends all of it while the service answers no request
of the run at all ends the run's asking: the service keeps refusing, or never answers.
Every request of the run then fails at its next step with the same one line (an article
fails, the build reports it and goes on to the others), instead of each chunk being tried
for as long again. Any answer that still arrives lifts that.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .engines.base import FailureKind

__all__ = ["Budget", "RetryPolicy", "Watch"]


@dataclass(frozen=True)
class RetryPolicy:
    """How often and how patiently a chunk is retried."""

    attempts: int = 5
    base_delay: float = 0.5
    max_delay: float = 30.0
    throttle_factor: float = 4.0  # 429/503: the service asked us to slow down
    request_timeout: float = 90.0  # whole request: one try that takes longer has failed
    unreachable_after: int = 2  # connect failures before "cannot be reached at all"

    @property
    def budget(self) -> float:
        """The most time one request is tried, in seconds: `attempts` × `request_timeout`."""
        return self.attempts * self.request_timeout

    def delay(self, attempt: int, kind: FailureKind, rng: random.Random) -> float:
        """Seconds to wait after failed attempt number `attempt` (1-based): backoff with equal jitter."""
        ceiling = min(self.max_delay, self.base_delay * (2 ** (attempt - 1)))
        if kind is FailureKind.THROTTLED:
            ceiling = min(self.max_delay, ceiling * self.throttle_factor)
        return float(ceiling / 2 + rng.uniform(0, ceiling / 2))


class Budget:
    """One request's own time, in seconds, and how many answers the run had when it was first tried."""

    def __init__(self, seconds: float, answers: int) -> None:
        self.left = seconds
        self.answers = answers

    def spend(self, seconds: float) -> None:
        """Count `seconds` of trying or waiting against it."""
        self.left -= max(0.0, seconds)

    def split(self) -> Budget:
        """What is left, for one of the single requests a merged one falls back to (they run side by side)."""
        return Budget(self.left, self.answers)


class Watch:
    """Whether a run's engine answers at all: the answers counted, and why the run stopped asking, if it did."""

    def __init__(self) -> None:
        self.answers = 0
        self.silent = ""  # the line every request of the run fails with once it stopped asking

    def answered(self) -> None:
        """A request was answered: the service is there (and asking goes on, if it had stopped)."""
        self.answers += 1
        self.silent = ""

    def spent(self, budget: Budget, policy: RetryPolicy, last: object) -> bool:
        """A request ran out of `budget`: if nothing at all was answered meanwhile, stop asking (True)."""
        if budget.left > 0 or self.answers != budget.answers:
            return False
        self.silent = (f"the service answered no request for {policy.budget:.0f}s ({policy.attempts} attempts × "
                       f"{policy.request_timeout:.0f}s timeout; last: {last}), so this run stopped asking it")
        return True
