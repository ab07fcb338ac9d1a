"""Script → chunk audio: cached by content, concurrent under one cap, retried by failure kind.

One :class:`Synthesizer` serves a whole run (one article or a batch), so its
concurrency cap is global across articles. Each chunk is looked up in the cache;
a miss is sent to the engine, at most ``concurrency`` at a time, and retried
with exponential backoff and jitter (longer on 429/503). Every success is cached
at once, so a failed or killed run loses nothing already synthesized.

Engines are tried in the configured order (``engine: auto`` is Edge, then
espeak-ng): when the one in use cannot be reached at all (connection refused or
DNS failure, and no request of this run has reached it), the run moves on to the
next with a loud warning; the episode records the engine it was made with so a
later run that reaches the first narrates it again.
"""

from __future__ import annotations

import asyncio
import os
import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from .cache import CachedChunk, ChunkCache, chunk_key
from narrate.voice.engines.base import (
    Engine,
    EngineFailure,
    FailureKind,
    Speech,
    SpeechRequest,
)
from narrate.errors import ChunkFailed, ServiceUnreachable
from .throttle import AdaptiveGate
from narrate.audio.assemble import ChunkAudio, SynthesisResult
from narrate.audio.loudness import chunk_levels
from narrate.text.script import Chunk, Script

ProgressFn = Callable[[str, int, int], None]  # (article label, chunks done, chunks total)
WarnFn = Callable[[str], None]


@dataclass(frozen=True)
class RetryPolicy:
    """How often and how patiently a chunk is retried."""

    attempts: int = 5
    base_delay: float = 0.5
    max_delay: float = 30.0
    throttle_factor: float = 4.0  # 429/503: the service asked us to slow down
    request_timeout: float = 90.0  # whole request, as edge-tts's receive timeout does not bound a hang
    unreachable_after: int = 2  # connect failures before "cannot be reached at all"
    throttled_attempts: int = 20  # 429/503 answers a chunk may get besides its attempts

    def delay(self, attempt: int, kind: FailureKind, rng: random.Random) -> float:
        """Seconds to wait after failed attempt number `attempt` (1-based): backoff with equal jitter."""
        ceiling = min(self.max_delay, self.base_delay * (2 ** (attempt - 1)))
        if kind is FailureKind.THROTTLED:
            ceiling = min(self.max_delay, ceiling * self.throttle_factor)
        return float(ceiling / 2 + rng.uniform(0, ceiling / 2))


@dataclass
class SynthesisStats:
    """Counters for a run (reported by the CLI and used by tests)."""

    requests: int = 0
    cache_hits: int = 0
    retries: int = 0
    failures: Counter[str] = field(default_factory=Counter)


class Synthesizer:
    """Synthesizes scripts with engines in fallback order, a cache and a global cap."""

    def __init__(
        self,
        engine: Engine | Sequence[Engine],
        cache: ChunkCache,
        *,
        concurrency: int = 8,
        policy: RetryPolicy | None = None,
        fallback: Engine | None = None,
        warn: WarnFn | None = None,
        seed: int | None = None,
    ) -> None:
        chain = [engine] if not isinstance(engine, Sequence) else list(engine)
        if fallback is not None:
            chain.append(fallback)
        if not chain:
            raise ValueError("a synthesizer needs at least one engine")
        self.engines: list[Engine] = chain  # the fallback order; the first is the one runs prefer
        self.cache = cache
        self.concurrency = concurrency
        self.policy = policy or RetryPolicy()
        self.warn = warn or (lambda message: None)
        self.stats = SynthesisStats()
        self._level = 0  # index of the engine in use: moves on when one cannot be reached at all
        self._reached: set[int] = set()  # engines (by index) that answered a request of this run
        self._unreachable: set[int] = set()  # engines (by index) found unreachable in this run
        self._rng = random.Random(seed)
        self._semaphore: AdaptiveGate | None = None
        self._inflight: dict[str, asyncio.Future[CachedChunk]] = {}
        self._measuring: asyncio.Semaphore | None = None
        self._connect_failures = 0  # across chunks, while nothing has reached the engine in use

    @property
    def engine(self) -> Engine:
        """The preferred (first) engine."""
        return self.engines[0]

    @property
    def fallback(self) -> Engine | None:
        """The engine tried next when the one in use cannot be reached, if any."""
        return self.engines[self._level + 1] if self._level + 1 < len(self.engines) else None

    @property
    def reached(self) -> bool:
        """Whether a request of this run got an answer from the engine in use."""
        return self._level in self._reached

    @property
    def unreachable(self) -> bool:
        """Whether the first engine was found unreachable in this run."""
        return 0 in self._unreachable

    @property
    def fell_back(self) -> bool:
        """Whether this run moved past its preferred engine."""
        return self._level > 0

    @property
    def active(self) -> Engine:
        """The engine in use now (a later one once an earlier was found unreachable)."""
        return self.engines[self._level]

    def _gate(self) -> AdaptiveGate:
        if self._semaphore is None:
            self._semaphore = AdaptiveGate(self.concurrency)  # halves on 429/503, grows back (AIMD)
        return self._semaphore

    def request_for(self, text: str, script: Script, settings: object = None) -> SpeechRequest:
        """A request for `text` in the script's own voice (`settings` is unused, kept for callers of 0.1)."""
        return SpeechRequest(text=text, voice=script.voice, lang=script.lang)

    def chunk_request(self, chunk: Chunk, script: Script) -> SpeechRequest:
        """The engine request for one chunk of `script`: its text, read by its own voice in its language."""
        return SpeechRequest(text=chunk.text, voice=script.voice_of(chunk), lang=script.lang_of(chunk))

    def key_for(self, engine: Engine, request: SpeechRequest) -> str:
        """The cache key of one request on `engine` (the engine's name and version are part of it)."""
        return chunk_key(engine.name, engine.version, engine.voice_id(request), request.voice, request.text)

    async def synthesize(
        self, script: Script, settings: object = None, *, label: str = "", progress: ProgressFn | None = None,
        fallback: bool = True,
    ) -> SynthesisResult:
        """Audio for every chunk of `script`, each in its own voice; raises ChunkFailed or ServiceUnreachable.

        `fallback=False` is for an episode a fallback engine already made: only the first engine
        may remake it, so when that one cannot be reached it raises ServiceUnreachable at once
        (and the run's other articles fall back without trying again). `settings` is unused
        (each request's voice comes from the script); kept for callers of 0.1.
        """
        if not fallback and (self.fell_back or self.unreachable):
            raise ServiceUnreachable(f"the {self.engine.name} speech service could not be reached in this run")
        while True:
            while fallback and self._level in self._unreachable and self.fallback is not None and not self.reached:
                self._advance()
            engine = self.active
            try:
                return await self._synthesize_with(engine, script, label, progress)
            except ServiceUnreachable:
                if self.active is not engine:
                    if not fallback:
                        raise
                    continue  # another article already moved this run on to the next engine
                if not self.reached:
                    self._unreachable.add(self._level)
                if not fallback or self.fallback is None or self.reached:
                    raise
                self._advance()

    def _advance(self) -> None:
        """Move the run on to the next engine, loudly."""
        engine, nxt = self.active, self.engines[self._level + 1]
        self._level += 1
        self._connect_failures = 0
        self.warn(
            f"WARNING: {getattr(engine, 'description', f'the {engine.name} engine')} cannot be reached; "
            f"narrating with {getattr(nxt, 'description', f'the {nxt.name} engine')} instead. These episodes "
            f"will be narrated again with {engine.name} on a later run that reaches it (use --no-fallback to "
            "fail instead)."
        )


    async def _synthesize_with(
        self, engine: Engine, script: Script, label: str, progress: ProgressFn | None
    ) -> SynthesisResult:
        total = len(script.chunks)
        done = 0

        async def one(index: int) -> ChunkAudio:
            nonlocal done
            request = self.chunk_request(script.chunks[index], script)
            audio = await self._chunk(engine, request, index, total)
            done += 1
            if progress:
                progress(label, done, total)
            return audio

        # Longest chunks first: they queue for the concurrency cap in this order, so the
        # short ones fill in at the end instead of one long request finishing alone.
        longest_first = sorted(range(total), key=lambda i: -len(script.chunks[i].text))
        tasks = {i: asyncio.ensure_future(one(i)) for i in longest_first}
        pending: set[asyncio.Future[ChunkAudio]] = set(tasks.values())
        while pending:
            finished, pending = await asyncio.wait(pending, return_when=asyncio.FIRST_EXCEPTION)
            unreachable = next((t.exception() for t in finished if not t.cancelled()
                                and isinstance(t.exception(), ServiceUnreachable)), None)
            if unreachable is not None:
                # No point in the other chunks' attempts (some may sit in a DNS timeout):
                # stop them now, so a fallback starts at once. A chunk that merely failed
                # does not stop the others: they finish and are cached for the next run.
                for task in pending:
                    task.cancel()
                await asyncio.gather(*pending, return_exceptions=True)
                raise unreachable
        results = [tasks[i].exception() or tasks[i].result() for i in range(total)]
        for result in results:
            if isinstance(result, BaseException):
                raise result
        voice = engine.voice_id(self.request_for("", script))
        return SynthesisResult(engine.name, voice, tuple(r for r in results if isinstance(r, ChunkAudio)))

    async def _measure(self, speech: Speech) -> tuple[tuple[float, ...], float | None]:
        """A chunk's loudness blocks and true peak (one ffmpeg pass), measured off the event loop beside
        the requests still in flight, so the episode's levelling needs no decoding pass of its own."""
        async with self._measure_gate():
            return await asyncio.to_thread(chunk_levels, speech.audio)

    async def _located(self, index: int, key: str, entry: CachedChunk, *, cached: bool) -> ChunkAudio:
        blocks, peak = entry.momentary, entry.peak
        if blocks is None or peak is None:  # stored without loudness figures (or they could not be measured)
            blocks, peak = await self._measure(entry.speech)
            if blocks:
                await asyncio.to_thread(self.cache.set_momentary, key, blocks, peak)
        return ChunkAudio(index, self.cache.audio_path(key), entry.frames, entry.speech.boundaries, cached,
                          blocks, peak)

    def _measure_gate(self) -> asyncio.Semaphore:
        if self._measuring is None:
            self._measuring = asyncio.Semaphore(max(1, os.cpu_count() or 1))
        return self._measuring

    async def _chunk(self, engine: Engine, request: SpeechRequest, index: int, total: int) -> ChunkAudio:
        key = self.key_for(engine, request)
        while True:
            hit = self.cache.get(key, request.text)
            if hit is not None:
                self.stats.cache_hits += 1
                return await self._located(index, key, hit, cached=True)
            # Articles narrated at once share chunks (the outro, the skip cues): one request
            # serves them all, and the cache entry is written once, not raced.
            pending = self._inflight.get(key)
            if pending is None:
                break
            try:
                shared = await asyncio.shield(pending)
            except asyncio.CancelledError:
                task = asyncio.current_task()
                if pending.cancelled() and not (task is not None and getattr(task, "cancelling", lambda: 0)()):
                    continue  # the article that owned the request was stopped; this one carries on
                raise
            self.stats.cache_hits += 1
            return await self._located(index, key, shared, cached=True)
        future: asyncio.Future[CachedChunk] = asyncio.get_running_loop().create_future()
        self._inflight[key] = future
        try:
            entry = await self._fetch(engine, request, key, index, total)
        except asyncio.CancelledError:
            future.cancel()
            raise
        except BaseException as exc:
            future.set_exception(exc)
            future.exception()  # retrieved: sharers re-raise it; nobody else must log it
            raise
        else:
            future.set_result(entry)
        finally:
            del self._inflight[key]
        return await self._located(index, key, entry, cached=False)

    async def _fetch(self, engine: Engine, request: SpeechRequest, key: str, index: int, total: int) -> CachedChunk:
        """One chunk from the engine, retried by failure kind, then measured and cached."""
        policy = self.policy
        connect_failures = 0
        last: EngineFailure | None = None
        # A throttled answer means "slower", not "broken": the cap halves (AIMD) and the chunk
        # gets up to `throttled_attempts` of those besides its `attempts` for real faults.
        throttled = 0
        attempt = 0
        while attempt < policy.attempts:
            attempt += 1
            index = self.engines.index(engine)
            if index not in self._reached and (index in self._unreachable or index < self._level):
                raise ServiceUnreachable("the service was found unreachable in this run")
            speech: Speech | None = None
            async with self._gate() as granted:
                self.stats.requests += 1
                try:
                    speech = await asyncio.wait_for(engine.synthesize(request), policy.request_timeout)
                    self._gate().served()
                except EngineFailure as failure:
                    last = failure
                    if failure.kind is FailureKind.THROTTLED:
                        self._gate().throttled(granted)
                except asyncio.TimeoutError:
                    last = EngineFailure(FailureKind.TIMEOUT, f"no complete answer within {policy.request_timeout:.0f}s")
            if speech is not None:
                self._reached.add(self.engines.index(engine))
                # Written (and fsynced) in a thread, after the slot is freed: the event
                # loop keeps serving the other requests meanwhile.
                blocks, peak = await self._measure(speech)
                return await asyncio.to_thread(self.cache.put, key, speech, text=request.text,
                                               engine=engine.name, voice_id=engine.voice_id(request),
                                               momentary=blocks, peak=peak)
            assert last is not None
            self.stats.failures[last.kind.name] += 1
            if last.kind is FailureKind.THROTTLED and throttled < policy.throttled_attempts:
                throttled += 1
                attempt -= 1  # not counted against the chunk's attempts
            if last.kind is FailureKind.CONNECT:
                connect_failures += 1
                self._connect_failures += 1
                # Down, not flaky: this chunk failed to connect again and again, or so many
                # connections failed (and none got through) that waiting for slots held by
                # other doomed attempts (a DNS timeout can hold one for seconds) is pointless.
                if self.engines.index(engine) not in self._reached and (connect_failures >= policy.unreachable_after
                                         or self._connect_failures >= max(4, self.concurrency)):
                    raise ServiceUnreachable(
                        f"cannot reach the {engine.name} speech service ({last.detail}); check the network "
                        f"or NARRATE_EDGE_URL, or use --engine espeak to narrate offline"
                    )
            if attempt == policy.attempts:
                break
            self.stats.retries += 1
            await asyncio.sleep(policy.delay(min(attempt + throttled, policy.attempts), last.kind, self._rng))
        excerpt = request.text[:24] + ("…" if len(request.text) > 24 else "")
        raise ChunkFailed(
            f"chunk {index + 1}/{total} ({excerpt!r}) failed after {policy.attempts} attempts: {last}; "
            "chunks already synthesized are cached, so running again resumes from here"
        )
