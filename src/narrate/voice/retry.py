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

That bound is a request's; a run has a shorter one of its own, a circuit breaker that does
not wait for one request to spend its time: once `refusals` tries in a row have been
refused (429/503, a failed connection) or left unanswered (timed out), with no answer from
the service for `give_up_after` seconds since the first of them started, the service is
judged unreachable for the run. If it has answered nothing in this run, that is
ServiceUnreachable: the run moves on to the offline engine where the episode's languages
allow it (narrate.voice.chain, narrate.voice.fallback), else every article that needs the
service fails with one line at once. If it answered before, the run stops asking it, as
above. With the defaults (20 s; edge's longest silence 15 s) an article ends within about
35 s of its first refused or unanswered try, and a build's other articles do not wait again.
Tries that got some answer (dropped, empty, unreadable) are bounded by `attempts` instead.

When the run stops asking, the tries already in flight (other chunks, other articles of a build)
and the waits between tries stop with it (:attr:`Watch.stopped`): each would otherwise wait for
its own timeout (15 s of silence) or backoff before it saw the run had given up, so a build of
many articles against a silent service ended that much later than one article.
"""

from __future__ import annotations

import asyncio
import random
from collections import Counter
from collections.abc import Awaitable, Callable, Coroutine
from dataclasses import dataclass
from typing import Any, TypeVar

from narrate.errors import ChunkFailed, ServiceUnreachable

from .chain import EngineChain
from .engines.base import Engine, EngineFailure, FailureKind, OffersVoices, SpeechRequest
from .throttle import AdaptiveGate

__all__ = ["Budget", "Retrier", "RetryPolicy", "Watch"]

T = TypeVar("T")
R = TypeVar("R")


@dataclass(frozen=True)
class RetryPolicy:
    """How often and how patiently a chunk is retried."""

    attempts: int = 5
    base_delay: float = 0.5
    max_delay: float = 30.0
    throttle_factor: float = 4.0  # 429/503: the service asked us to slow down
    request_timeout: float = 90.0  # whole request: one try that takes longer has failed
    unreachable_after: int = 2  # connect failures before "cannot be reached at all"
    refusals: int = 2  # tries refused or unanswered in a row (no answer between) …
    give_up_after: float = 20.0  # … for this long since the first of them: the service is out of reach

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


#: Failures that say nothing of the service but that it refuses or does not answer: the breaker counts them.
REFUSED = frozenset({FailureKind.THROTTLED, FailureKind.CONNECT, FailureKind.TIMEOUT})
#: Failures where the service never let the request in: no connection, or a handshake refused with 403 (a token
#: edge-tts no longer makes, a clock it could not correct; edge-tts has already corrected the clock once by then).
#: Before the engine has answered anything in the run, `unreachable_after` of them in a request, or as many as the
#: run's connections, make it unreachable: engine auto moves on offline instead of failing every article (s13/s14
#: attacks: a service answering 403 to every handshake, 0 of 20 episodes made with engine auto).
_NOT_LET_IN = frozenset({FailureKind.CONNECT, FailureKind.FORBIDDEN})


class Watch:
    """Whether a run's engine answers at all: the answers counted, the tries refused or unanswered since
    the last one, and why the run stopped asking, if it did."""

    def __init__(self) -> None:
        self.answers = 0
        self.silent = ""  # the line every request of the run fails with once it stopped asking
        self._stopped: asyncio.Event | None = None  # see stopped
        self._loop: asyncio.AbstractEventLoop | None = None
        self.answered_at = float("-inf")  # loop time of the last answer
        self.refused = 0  # tries refused or unanswered in a row since then
        self.refused_since = 0.0  # when the first of those started (not before the last answer)

    def answered(self, now: float = float("-inf")) -> None:
        """A request was answered (at loop time `now`): the service is there (and asking goes on, if it
        had stopped)."""
        self.answers += 1
        self.silent = ""
        if self._stopped is not None:
            self._stopped.clear()
        self.answered_at = max(self.answered_at, now)
        self.refused = 0

    def refusal(self, started: float, now: float, policy: RetryPolicy) -> bool:
        """A try that started at loop time `started` was refused or not answered by `now`: whether the
        service is now judged out of reach (RetryPolicy.refusals tries in a row, no answer for
        RetryPolicy.give_up_after seconds since the first of them started)."""
        if self.refused == 0:
            self.refused_since = max(started, self.answered_at)
        self.refused += 1
        return self.refused >= policy.refusals and now - self.refused_since >= policy.give_up_after

    def stop(self, line: str) -> None:
        """The run stops asking: every request fails with `line` at its next step, and the tries and
        waits in flight end now (Retrier._try, Retrier._pause)."""
        self.silent = line
        if self._stopped is not None:
            self._stopped.set()

    @property
    def stopped(self) -> asyncio.Event:
        """Set while the run has stopped asking (tries in flight end at once); one per event loop, since a
        synthesizer may serve more than one asyncio.run and an Event belongs to the loop that waited on it."""
        loop = asyncio.get_running_loop()
        if self._stopped is None or self._loop is not loop:
            self._loop, self._stopped = loop, asyncio.Event()
            if self.silent:
                self._stopped.set()
        return self._stopped

    def spent(self, budget: Budget, policy: RetryPolicy, last: object) -> bool:
        """A request ran out of `budget`: if nothing at all was answered meanwhile, stop asking (True)."""
        if budget.left > 0 or self.answers != budget.answers:
            return False
        self.stop(
            f"the service answered no request for {policy.budget:.0f}s ({policy.attempts} attempts × "
            f"{policy.request_timeout:.0f}s timeout; last: {last}), so this run stopped asking it"
        )
        return True


class _Stopped:
    """What a try that ended because the run stopped asking its engine (Watch.stopped) gives, not an answer."""


_STOPPED = _Stopped()

#: A text every voice of a language says (Retrier._says_a_greeting), by the language's primary subtag; others: "en".
_GREETINGS = {"en": "Hello.", "zh": "你好。", "ja": "こんにちは。", "ko": "안녕하세요."}


async def _asked_once(looks: dict[str, asyncio.Task[R]], voice: str, look: Callable[[], Coroutine[Any, Any, R]]) -> R:
    """`look()`'s answer for `voice`, asked once in this event loop: a request that wants it while it is on its way
    waits for that one. Over a real network the list and the greeting take a while, and meanwhile the other requests
    in flight end with no audio too; each asking its own would send as many extra requests as there are connections to
    a service that may be out of reach. Shielded: a request cancelled while it waits leaves the look to the others."""
    loop = asyncio.get_running_loop()
    pending = looks.get(voice)
    if pending is None or pending.get_loop() is not loop:  # (a Synthesizer may serve more than one asyncio.run)
        pending = looks[voice] = loop.create_task(look())
    return await asyncio.shield(pending)


async def _unless_stopped(call: Awaitable[T], stopped: asyncio.Event, timeout: float) -> T | _Stopped:
    """`call`'s answer within `timeout` (asyncio.TimeoutError past it), or _STOPPED as soon as `stopped` is
    set: the call is cancelled either way (an abandoned websocket closes; its connection slot frees)."""
    work = asyncio.ensure_future(call)
    if stopped.is_set():
        work.cancel()
        return _STOPPED
    watcher = asyncio.ensure_future(stopped.wait())
    try:
        done, _ = await asyncio.wait({work, watcher}, timeout=timeout, return_when=asyncio.FIRST_COMPLETED)
        if work in done:
            return work.result()
        if watcher in done:
            return _STOPPED
        raise asyncio.TimeoutError
    finally:
        for task in (work, watcher):
            if not task.done():
                task.cancel()
        await asyncio.gather(work, watcher, return_exceptions=True)


class Retrier:
    """A run's requests to its engines: each under a connection slot of one adaptive cap (longest waiting
    first), retried by failure kind within its budget; a run's engine given up when it cannot be reached."""

    def __init__(
        self, chain: EngineChain, policy: RetryPolicy, concurrency: int, rng: random.Random, failures: Counter[str]
    ) -> None:
        self.chain = chain
        self.policy = policy
        self.concurrency = concurrency
        self.rng = rng
        self.failures = failures  # by kind, counted for the run's stats
        self._gate: AdaptiveGate | None = None
        self._watches: dict[int, Watch] = {}  # per engine (by index): does it answer at all?
        # The voice list's and the greeting's look under way, by voice (_asked_once): one each, however many
        # requests end with no audio while it is on its way.
        self._lists: dict[str, asyncio.Task[bool | None]] = {}
        self._greetings: dict[str, asyncio.Task[bool]] = {}

    def gate(self) -> AdaptiveGate:
        """The run's cap on requests in flight (made on first use, inside the event loop)."""
        if self._gate is None:
            self._gate = AdaptiveGate(self.concurrency)  # halves on 429/503, grows back (AIMD)
        return self._gate

    def watch(self, level: int) -> Watch:
        """Whether the engine at `level` answers at all."""
        return self._watches.setdefault(level, Watch())

    def budget(self, engine: Engine) -> Budget:
        """A new request's time on `engine`."""
        return Budget(self.policy.budget, self.watch(self.chain.level_of(engine)).answers)

    def gave_up(self, engine: Engine, budget: Budget) -> bool:
        """Whether a failed request is not worth asking for again in parts: the run stopped asking
        `engine` (it answers nothing), or the request's time is spent."""
        return bool(self.watch(self.chain.level_of(engine)).silent) or budget.left <= 0

    async def ask(
        self,
        engine: Engine,
        call: Callable[[], Awaitable[T]],
        priority: int,
        what: str,
        request: SpeechRequest,
        index: int,
        budget: Budget | None = None,
    ) -> T:
        """`call()` (one request to `engine`) under a connection slot (longest waiting first), retried
        by failure kind within `budget` (the policy's, or what a merged request left);
        raises ChunkFailed (`what` names the chunks) or ServiceUnreachable.

        `request` and `index` (its chunk's place in the script; the first, for a merged request)
        are the errors' context: each carries the engine, the voice and the chunk as attributes."""
        policy = self.policy
        context: dict[str, Any] = {"engine": engine.name, "voice": engine.voice_id(request), "chunk": index}
        level = self.chain.level_of(engine)
        watch = self.watch(level)
        budget = budget or Budget(policy.budget, watch.answers)
        connect_failures = 0
        silent_counted = False  # this request is counted once among the run's no-audio requests
        unread_counted = False  # … and once among its unreadable ones
        last: EngineFailure | None = None
        attempt = 0
        while True:
            if self.chain.given_up(level):
                raise ServiceUnreachable(watch.silent or "the service was found unreachable in this run", **context)
            self._stop_if_silent(watch, what, context)
            outcome, started = await self._try(call, priority, budget, watch, level, context)
            if isinstance(outcome, _Stopped):
                continue  # the run stopped asking meanwhile: the checks above say how
            if not isinstance(outcome, EngineFailure):
                return outcome
            last = outcome
            self.failures[last.kind.name] += 1
            # A throttled answer means "slower", not "broken": the cap halves (AIMD) and the answer
            # spends the request's time, not one of its tries for faults.
            attempt += last.kind is not FailureKind.THROTTLED
            if last.kind in REFUSED and watch.refusal(started, asyncio.get_running_loop().time(), policy):
                self._out_of_reach(engine, level, watch, last, what, attempt, context)
            if last.kind in _NOT_LET_IN:
                connect_failures += 1
                self._unreachable_now(engine, level, connect_failures, last, context)
            if last.kind is FailureKind.MALFORMED and not unread_counted:
                unread_counted = True
                await self._unreadable_everywhere(engine, level, (what, index, request.text), request, last, context)
            if last.kind is FailureKind.NO_AUDIO and not silent_counted and isinstance(engine, OffersVoices):
                silent_counted = True
                await self._silent_everywhere(engine, level, (what, index, request.text), request, context)
            pause = policy.delay(max(1, attempt), last.kind, self.rng)
            if attempt >= policy.attempts or pause >= budget.left:  # no try left, or no time for one
                budget.spend(min(pause, budget.left))
                break
            budget.spend(await self._pause(pause, watch))
        if watch.spent(budget, policy, last):
            raise ChunkFailed(
                f"{what}: {watch.silent}; chunks already synthesized are cached, so running again resumes from here",
                attempts=attempt,
                failure=last,
                **context,
            )
        raise ChunkFailed(
            f"{what} failed after {attempt} attempts: {last}; "
            "chunks already synthesized are cached, so running again resumes from here",
            attempts=attempt,
            failure=last,
            **context,
        )

    async def _try(
        self,
        call: Callable[[], Awaitable[T]],
        priority: int,
        budget: Budget,
        watch: Watch,
        level: int,
        context: dict[str, Any],
    ) -> tuple[T | EngineFailure | _Stopped, float]:
        """One try under a connection slot, within what is left of `budget`: the answer, or why it failed,
        or _STOPPED when the run stopped asking before it ended (the try is cancelled); and the loop time
        it started at."""
        loop = asyncio.get_running_loop()
        async with self.gate().slot(priority) as granted:
            started = loop.time()
            if watch.stopped.is_set() or self.chain.given_up(level):
                return _STOPPED, started  # given up while this one waited for its slot
            timeout = min(self.policy.request_timeout, max(budget.left, 0.001))
            try:
                answer = await _unless_stopped(call(), watch.stopped, timeout)
            except EngineFailure as failure:
                if failure.kind is FailureKind.THROTTLED:
                    self.gate().throttled(granted)
                return failure.located(**context), started
            except asyncio.TimeoutError:
                return EngineFailure(
                    FailureKind.TIMEOUT, f"no complete answer within {timeout:.0f}s", **context
                ), started
            finally:
                budget.spend(loop.time() - started)
            if isinstance(answer, _Stopped):
                return answer, started
            self.gate().served()
            self.chain.answered.add(level)
            watch.answered(loop.time())
            return answer, started

    def _out_of_reach(
        self,
        engine: Engine,
        level: int,
        watch: Watch,
        last: EngineFailure,
        what: str,
        attempt: int,
        context: dict[str, Any],
    ) -> None:
        """The breaker tripped (Watch.refusal): ServiceUnreachable when the engine answered nothing in this
        run (the run moves on to the next engine, or each article fails at once), else the run stops
        asking it (ChunkFailed, the Watch's line)."""
        policy = self.policy
        why = f"{watch.refused} tries in a row refused or unanswered over {policy.give_up_after:.0f}s; last: {last}"
        if level not in self.chain.answered:
            self.chain.unreachable.add(level)  # the run's other requests stop now (Watch.stopped)
            watch.stop(f"the {engine.name} speech service cannot be reached ({why})")
            raise ServiceUnreachable(
                f"{watch.silent}; check the network or NARRATE_EDGE_URL, or use --engine espeak to narrate offline",
                **context,
            )
        watch.stop(f"the service answered no request ({why}), so this run stopped asking it")
        raise ChunkFailed(
            f"{what}: {watch.silent}; chunks already synthesized are cached, so running again resumes from here",
            attempts=attempt,
            failure=last,
            **context,
        )

    @staticmethod
    async def _pause(seconds: float, watch: Watch) -> float:
        """Wait `seconds` between tries, or less if the run stops asking meanwhile; the seconds waited."""
        loop = asyncio.get_running_loop()
        started = loop.time()
        try:
            await asyncio.wait_for(watch.stopped.wait(), seconds)
        except asyncio.TimeoutError:
            pass
        return loop.time() - started

    @staticmethod
    def _stop_if_silent(watch: Watch, what: str, context: dict[str, Any]) -> None:
        """Raise ChunkFailed if this run stopped asking the engine (Watch): not asked again."""
        if watch.silent:
            raise ChunkFailed(
                f"{what} not asked for: {watch.silent}; chunks already synthesized are cached, so "
                "running again resumes from here",
                attempts=0,
                **context,
            )

    async def _silent_everywhere(
        self,
        engine: OffersVoices,
        level: int,
        key: tuple[str, int, str],
        request: SpeechRequest,
        context: dict[str, Any],
    ) -> None:
        """Count a request that ended with no audio before the engine answered anything in the run; raise when
        `max(4, concurrency)` DISTINCT requests have (a chunk's own retries count once):

        * ChunkFailed naming the voice when the service's own list does not offer it (a voice in narrate's
          snapshot that the service retired or a relay does not serve: the user's to fix, no fallback);
        * else ServiceUnreachable: the service let every connection in and closed it before answering (1011, 1008
          before turn.start: edge-tts's NoAudioReceived), so engine auto moves on offline instead of failing every
          article (s13/s14 attacks: 0 of 20 episodes with engine auto).

        One unspeakable chunk (or two, at concurrency 8) never sends a run offline: it is that chunk's failure after
        its `attempts` (5d9dc82 counted each try and was reverted: s14 review-harden MEDIUM 1)."""
        chain = self.chain
        if not self._past_the_count(level, key, chain.silent_requests):
            return
        voice = request.voice.name
        if voice not in chain.offered:
            offered = await _asked_once(self._lists, voice, lambda: engine.offers(request))
            chain.offered.setdefault(voice, offered)
        if level in chain.answered:  # an answer came while the list was asked for
            return
        if chain.offered[voice] is False:
            raise ChunkFailed(
                f"the {getattr(engine, 'name', 'speech')} service does not offer voice {voice!r} (its list of "
                f"voices does not name it, and {len(chain.silent_requests)} requests got no audio); choose another "
                f"in voices.yaml or --voice (`narrate voices --lang {request.lang}`)",
                attempts=0,
                **context,
            )
        if await self._greets(engine, level, request):
            return  # (it answered the greeting: the silent requests are their chunks' own)
        listed = "is in its list" if chain.offered[voice] else "could not be checked against its list"
        raise ServiceUnreachable(
            f"the {getattr(engine, 'name', 'speech')} speech service answered none of {len(chain.silent_requests)} "
            f"requests with audio (voice {voice!r} {listed}): it closed every connection before answering; "
            "try again later, or use --engine espeak to narrate offline",
            **context,
        )

    async def _unreadable_everywhere(
        self,
        engine: Engine,
        level: int,
        key: tuple[str, int, str],
        request: SpeechRequest,
        last: EngineFailure,
        context: dict[str, Any],
    ) -> None:
        """Count a request answered with what is not the service's answer (MALFORMED) before the engine answered
        anything in the run; raise ServiceUnreachable when `max(4, concurrency)` DISTINCT requests have been (a
        chunk's own retries count once) and the service does not say a greeting either: it answers nothing it
        can be understood by, and engine auto moves on offline, --no-fallback fails each article with one line.

        Each such try is bounded by `attempts`, not by the breaker (which counts refusals and silence), so a
        service answering every request with nonsense held a build of 20 articles for many minutes: each
        article's merged request and single requests each tried `attempts` times, each try ending only when
        its websocket's close timed out (s18 attack `101 then text frames of nonsense forever`: still running
        at 150 s). One article's own requests (a merged one and its parts: three for two chunks) stay below
        the count: a single article against such a service still ends as before, its chunk named."""
        chain = self.chain
        if not self._past_the_count(level, key, chain.unreadable_requests):
            return
        if await self._greets(engine, level, request):
            return  # (it answered the greeting: the unreadable answers are their chunks' own)
        raise ServiceUnreachable(
            f"the {engine.name} speech service answered none of {len(chain.unreadable_requests)} requests with "
            f"what it can be understood by (last: {last.detail}); try again later, or use --engine espeak to "
            "narrate offline",
            **context,
        )

    def _past_the_count(self, level: int, key: tuple[str, int, str], requests: set[tuple[str, int, str]]) -> bool:
        """Count one DISTINCT request (`key`: a chunk's own retries count once) that failed in a way the whole
        service may be failing, before the engine at `level` answered anything in the run; whether
        `max(4, concurrency)` such requests have now failed so. One count for both ways a service can answer
        nothing (_silent_everywhere, _unreadable_everywhere), so the bound a single article stays below is one."""
        if level in self.chain.answered:
            return False
        requests.add(key)
        return len(requests) >= max(4, self.concurrency) and level not in self.chain.answered

    async def _greets(self, engine: object, level: int, request: SpeechRequest) -> bool:
        """Whether the service says a greeting in the request's voice (asked once per voice and run, shared by
        the concurrent requests that reach the count together), or answered meanwhile; either way the engine at
        `level` is taken as answering, and the failed requests as their chunks' own."""
        chain = self.chain
        voice = request.voice.name
        if voice not in chain.greeted:
            greeted = await _asked_once(self._greetings, voice, lambda: self._says_a_greeting(engine, request))
            chain.greeted.setdefault(voice, greeted)
        if level in chain.answered or chain.greeted[voice]:
            chain.answered.add(level)
            return True
        return False

    async def _says_a_greeting(self, engine: object, request: SpeechRequest) -> bool:
        """Whether `engine` says a greeting in the request's voice and language with audio (one request, within the
        policy's request timeout and at most 15 s, outside the connection cap as the voice list's look is).

        The distinct requests that ended with no audio may all be texts the service will not say: on a rebuild the
        chunks said before come from the cache, so the only requests are the chunks that failed before (review s15
        text2 LOW 6; s16 attack `a rebuild of only failed chunks`: --no-fallback's second build said the service
        'closed every connection', engine auto narrated such episodes offline). A service that says the greeting is
        there: those chunks failed on their own."""
        synthesize = getattr(engine, "synthesize", None)
        if not callable(synthesize):
            return False
        text = _GREETINGS.get(request.lang.split("-")[0].lower(), _GREETINGS["en"])
        try:
            speech = await asyncio.wait_for(
                synthesize(SpeechRequest(text, request.voice, request.lang)), min(self.policy.request_timeout, 15.0)
            )
        except (EngineFailure, asyncio.TimeoutError):
            return False
        return bool(getattr(speech, "audio", b""))

    def _unreachable_now(
        self, engine: Engine, level: int, connect_failures: int, last: EngineFailure, context: dict[str, Any]
    ) -> None:
        """Raise ServiceUnreachable when connecting failed so often that the engine is down, not flaky: this
        chunk failed to connect again and again, or so many connections failed (and none got through) that
        waiting for slots held by other doomed attempts (a DNS timeout can hold one for seconds) is pointless.

        What counts is a try the service never let in (_NOT_LET_IN), before the engine answered anything in the
        run: a failed connection (refused, DNS, a connect timeout; a reset, a close or a wrong websocket upgrade
        before the service said a word) or a handshake refused with 403. A try that ended with no audio never
        counts here: through edge-tts's public stream a websocket the service closed (1011) before turn.start ends
        as NoAudioReceived, as a text the service cannot say and a voice it does not serve do, so it is counted
        once per request, apart, by _silent_everywhere (5d9dc82 counted each try here and was reverted: one
        unspeakable chunk sent a run offline at concurrency <= 4, an unserved voice became espeak-ng)."""
        self.chain.connect_failures += 1
        if level not in self.chain.answered and (
            connect_failures >= self.policy.unreachable_after or self.chain.connect_failures >= max(4, self.concurrency)
        ):
            if last.kind is FailureKind.FORBIDDEN:
                raise ServiceUnreachable(
                    f"the {engine.name} speech service refuses this client ({last.detail}); upgrade edge-tts "
                    "(pip install -U edge-tts) and check the computer's clock, or use --engine espeak to narrate "
                    "offline",
                    **context,
                )
            raise ServiceUnreachable(
                f"cannot reach the {engine.name} speech service ({last.detail}); check the network "
                f"or NARRATE_EDGE_URL, or use --engine espeak to narrate offline",
                **context,
            )
