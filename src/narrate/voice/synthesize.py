"""Script → chunk audio: cached by content, concurrent under one cap, retried by failure kind.

One :class:`Synthesizer` serves a whole run (one article or a batch), so its
concurrency cap is global across articles. Every chunk is first looked up in the
cache, all at once and without a task or thread per chunk (a rebuild from the
cache waits on nothing). The misses go to the engine, at most ``concurrency``
requests at a time, the longest waiting request first across every article of
the run, so the connections finish together. Adjacent missing chunks with the
same voice and settings travel in one request when the engine can cut the answer
back per chunk (:mod:`narrate.voice.merge`): fewer requests, each paying the
service's latency once; an edited paragraph among cached ones goes alone. An
answer that cannot be cut, or a merged request that keeps failing, is asked for
again one chunk per request. Requests are
retried with exponential backoff and jitter (longer on 429/503), each for a bounded time, and a
run stops asking a service that answers nothing for that long (:mod:`narrate.voice.retry`). Every chunk is
cached the moment it arrives, so a failed or killed run loses nothing already
synthesized.

Engines are tried in the configured order (``engine: auto`` is Edge, then
espeak-ng): when the one in use cannot be reached at all (connection refused or
DNS failure, and no request of this run has reached it), the run moves on to the
next with a loud warning; the episode records the engine it was made with so a
later run that reaches the first narrates it again. The next engine narrates an
episode only where it reads its languages intelligibly (``fallback_check``,
:mod:`narrate.voice.fallback`): otherwise the episode fails with FallbackRefused
before any request, and the rest of the run goes on.
"""

from __future__ import annotations

import asyncio
import os
import random
from collections import Counter
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from narrate.audio.loudness import chunk_levels, chunk_levels_many
from narrate.audio.model import ChunkAudio, SynthesisResult
from narrate.errors import ChunkFailed, FallbackRefused, ServiceUnreachable
from narrate.text.model import Chunk, Script
from narrate.voice.engines.base import (
    Engine,
    EngineFailure,
    FailureKind,
    MergingEngine,
    NamesLetters,
    Speech,
    SpeechRequest,
    WarmsUp,
    describe,
)

from .cache import CacheEntry, ChunkCache, chunk_key
from .lookups import read_index, write_index
from .merge import JOINER, Unsplittable, balance, finish, plan_groups, request_texts, said_length, stop_for
from .retry import Budget, Watch
from .retry import RetryPolicy as RetryPolicy  # where callers have always found it
from .throttle import AdaptiveGate

ProgressFn = Callable[[str, int, int], None]  # (article label, chunks done, chunks total)
WarnFn = Callable[[str], None]
# (unreachable preferred engine, fallback engine, one episode's requests, its label) → (language,
# why the fallback may not narrate it), or None (narrate.voice.fallback.FallbackPolicy.refusal).
FallbackCheck = Callable[[Engine, Engine, Sequence[SpeechRequest], str], "tuple[str, str] | None"]
# (the engine the run chose first, one episode's requests, its label) → None; warns where that
# engine would read a language as letter names (narrate.voice.fallback.FallbackPolicy.warn_chosen).
ChosenCheck = Callable[[Engine, Sequence[SpeechRequest], str], None]
T = TypeVar("T")
#: The request sizes tried, as fractions of a connection's share of the characters (1/1, 1/2, 1/3).
PLAN_PARTS = (1, 2, 3)


@dataclass
class SynthesisStats:
    """What a run's requests met, by kind (tests read it to tell which way a run went)."""

    failures: Counter[str] = field(default_factory=Counter)
    merged: int = 0  # answered requests that carried more than one chunk
    unsplit: int = 0  # merged answers that could not be cut, asked for again one chunk at a time
    merged_failed: int = 0  # merged requests that kept failing, asked for again one chunk at a time


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
        merge: bool = True,
        target_chars: int | None = None,
        fallback_check: FallbackCheck | None = None,
        chosen_check: ChosenCheck | None = None,
    ) -> None:
        self.fallback_check = fallback_check  # may a fallback engine narrate an episode? (None: always)
        self.chosen_check = chosen_check  # warn when the engine chosen first reads a language as letter names
        self.merge = merge  # adjacent chunks in one request, when the engine can cut its answer
        self.target_chars = target_chars  # characters per merged request (None: from the workload)
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
        self._inflight: dict[str, asyncio.Future[CacheEntry]] = {}
        self._measuring: asyncio.Semaphore | None = None
        self._connect_failures = 0  # across chunks, while nothing has reached the engine in use
        self._watches: dict[int, Watch] = {}  # per engine (by index): does it answer at all? (voice.retry)
        self._warmed = False  # warm_up() was called

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

    def warm_up(self) -> None:
        """Requests are about to be needed: let the preferred engine get ready while the script is made.

        An engine with a `warm_up()` method (optional; Edge's loads its client library in a thread)
        has it called once per synthesizer. Called only when a run will likely ask the engine
        (a new or changed article): a rebuild from the cache must not pay for it.
        """
        if self._warmed:
            return
        self._warmed = True
        if isinstance(self.engine, WarmsUp):
            self.engine.warm_up()

    def _gate(self) -> AdaptiveGate:
        if self._semaphore is None:
            self._semaphore = AdaptiveGate(self.concurrency)  # halves on 429/503, grows back (AIMD)
        return self._semaphore

    def request_for(self, text: str, script: Script) -> SpeechRequest:
        """A request for `text` in the script's own voice."""
        return SpeechRequest(text=text, voice=script.voice, lang=script.lang)

    def chunk_request(self, chunk: Chunk, script: Script) -> SpeechRequest:
        """The engine request for one chunk of `script`: its text, read by its own voice in its language."""
        return SpeechRequest(text=chunk.text, voice=script.voice_of(chunk), lang=script.lang_of(chunk))

    def key_for(self, engine: Engine, request: SpeechRequest) -> str:
        """The cache key of one request on `engine` (the engine's name and version are part of it)."""
        return chunk_key(engine.name, engine.version, engine.voice_id(request), request.voice, request.text)

    async def synthesize(
        self, script: Script, *, label: str = "", progress: ProgressFn | None = None,
        fallback: bool = True,
    ) -> SynthesisResult:
        """Audio for every chunk of `script`, each in its own voice; raises ChunkFailed or ServiceUnreachable.

        `fallback=False` is for an episode a fallback engine already made: only the first engine
        may remake it, so when that one cannot be reached it raises ServiceUnreachable at once
        (and the run's other articles fall back without trying again).
        """
        if not fallback and (self.fell_back or self.unreachable):
            raise ServiceUnreachable(f"the {self.engine.name} speech service could not be reached in this run",
                                     engine=self.engine.name)
        while True:
            engine = self._engine_now(fallback)
            await self._may_narrate(engine, script, label)
            try:
                return await self._synthesize_with(engine, script, label, progress)
            except ServiceUnreachable:
                if not self._moved_on(engine, fallback):
                    raise

    def _engine_now(self, fallback: bool) -> Engine:
        """The engine to narrate with: past those found unreachable before anything answered (when the
        episode may fall back)."""
        while fallback and self._level in self._unreachable and self.fallback is not None and not self.reached:
            self._advance()
        return self.active

    async def _may_narrate(self, engine: Engine, script: Script, label: str) -> None:
        """The checks before an episode's first request: a warning when the engine the writer chose reads
        a language as letter names; FallbackRefused when a fallback engine would."""
        if self._level == 0 and self.chosen_check is not None and isinstance(engine, NamesLetters):
            # The writer chose this engine (`--engine espeak`): their call, but said out loud when
            # it would read a language as letter names; a fallback is refused instead (below).
            chosen = [self.chunk_request(chunk, script) for chunk in script.chunks]
            await asyncio.to_thread(self.chosen_check, engine, chosen, label)
        if self._level > 0 and self.fallback_check is not None:
            # Before a single request: an episode the fallback would read as gibberish
            # ("Chinese letter" for every kanji) fails now, and nothing of it is made.
            requests = [self.chunk_request(chunk, script) for chunk in script.chunks]
            refusal = await asyncio.to_thread(self.fallback_check, self.engines[0], engine, requests, label)
            if refusal is not None:
                lang, problem = refusal
                raise FallbackRefused(problem, engine=engine.name, voice=engine.voice_id(next(
                    r for r in requests if r.lang == lang)), key=f"languages.{lang}.fallback")

    def _moved_on(self, engine: Engine, fallback: bool) -> bool:
        """`engine` could not be reached: whether to narrate the episode again with the run's engine now
        (moved on to the next, here or by another article), or to give up (False)."""
        if self.active is not engine:
            return fallback  # another article already moved this run on to the next engine
        if not self.reached:
            self._unreachable.add(self._level)
        if not fallback or self.fallback is None or self.reached:
            return False
        self._advance()
        return True

    def _advance(self) -> None:
        """Move the run on to the next engine, loudly."""
        engine, nxt = self.active, self.engines[self._level + 1]
        self._level += 1
        self._connect_failures = 0
        self.warn(
            f"WARNING: {describe(engine)} cannot be reached; "
            f"narrating with {describe(nxt)} instead. These episodes "
            f"will be narrated again with {engine.name} on a later run that reaches it (use --no-fallback to "
            "fail instead)."
        )


    async def _synthesize_with(
        self, engine: Engine, script: Script, label: str, progress: ProgressFn | None
    ) -> SynthesisResult:
        total = len(script.chunks)
        requests = [self.chunk_request(chunk, script) for chunk in script.chunks]
        keys = [self.key_for(engine, request) for request in requests]
        found: dict[int, ChunkAudio] = {}
        stored: dict[str, CacheEntry] = {}  # what this run stored, as stored: the index below needs no lookups

        def arrived(audio: ChunkAudio, entry: CacheEntry | None = None) -> None:
            found[audio.index] = audio
            if entry is not None:
                stored[keys[audio.index]] = entry
            if progress:
                progress(label, len(found), total)

        # The warm path: every cached chunk in one sweep, no task or thread per chunk, through the
        # episode's index of lookups when its records are unchanged (voice.lookups).
        index_name = f"{engine.name}\0{engine.version}\0{script.lang}\0{script.slug}"
        wanted = {key: request.text for key, request in zip(keys, requests)}
        indexed = read_index(self.cache, index_name, wanted)
        missing: list[int] = []
        hits: dict[str, CacheEntry] = {}
        for index, (request, key) in enumerate(zip(requests, keys)):
            hit = indexed.get(key) or self.cache.lookup(key, request.text)
            if hit is None:
                missing.append(index)
                continue
            hits[key] = hit
            arrived(await self._located(index, key, hit, cached=True))

        units = self._units(engine, requests, keys, missing)
        claims = self._claim(units, keys)
        await self._all_done([asyncio.ensure_future(self._unit(engine, requests, keys, unit, claim, total, arrived))
                              for unit, claim in zip(units, claims)])
        voice = engine.voice_id(self.request_for("", script))
        if len(indexed) < len(wanted):
            # Something was looked up the slow way (or made): index the episode's lookups as they are now.
            await asyncio.to_thread(write_index, self.cache, index_name, wanted, {**hits, **stored})
        return SynthesisResult(engine.name, voice, tuple(found[i] for i in range(total)))

    def _claim(self, units: Sequence[list[int]], keys: Sequence[str]) -> list[dict[str, asyncio.Future[CacheEntry]] | None]:
        """Each request's chunks claimed now, before anything waits (a future per key in the in-flight
        table): an article planned a moment later then shares them instead of asking for them too.
        None for a request whose (single) chunk another request is fetching: it shares that answer."""
        loop = asyncio.get_running_loop()
        claims: list[dict[str, asyncio.Future[CacheEntry]] | None] = []
        for unit in units:
            unit_keys = {keys[i] for i in unit}
            if len(unit_keys) < len(unit) or unit_keys & self._inflight.keys():
                claims.append(None)
                continue
            claim = {key: loop.create_future() for key in unit_keys}
            self._inflight.update(claim)
            claims.append(claim)
        return claims

    @staticmethod
    async def _all_done(tasks: Sequence[asyncio.Future[None]]) -> None:
        """Wait for every request's task; raise the first failure in script order, or at once
        ServiceUnreachable (the others stopped: no point in their attempts)."""
        pending: set[asyncio.Future[None]] = set(tasks)
        while pending:
            finished, pending = await asyncio.wait(pending, return_when=asyncio.FIRST_EXCEPTION)
            unreachable = next((t.exception() for t in finished if not t.cancelled()
                                and isinstance(t.exception(), ServiceUnreachable)), None)
            if unreachable is not None:
                # Some may sit in a DNS timeout: stop them now, so a fallback starts at once. A chunk
                # that merely failed does not stop the others: they finish and are cached for the next run.
                for task in pending:
                    task.cancel()
                await asyncio.gather(*pending, return_exceptions=True)
                for task in tasks:  # retrieved, so that none is logged as never retrieved
                    if not task.cancelled():
                        task.exception()
                raise unreachable
        for task in tasks:
            failure = task.exception()
            if failure is not None:
                raise failure

    def plan_requests(self, engine: Engine, script: Script, missing: Sequence[int]) -> list[list[int]]:
        """How the chunks at `missing` (indexes into the script) would be sent: one list of chunk
        indexes per request (for estimates; synthesis plans the same way)."""
        requests = [self.chunk_request(chunk, script) for chunk in script.chunks]
        keys = [self.key_for(engine, request) for request in requests]
        return self._units(engine, requests, keys, missing)

    def _units(self, engine: Engine, requests: Sequence[SpeechRequest], keys: Sequence[str],
               missing: Sequence[int]) -> list[list[int]]:
        """The missing chunks as requests: runs of adjacent chunks with one voice and settings, cut
        into merged requests sized so that they are all answered and handled soonest (or of about
        `target_chars`, if set); a chunk another article is already fetching, or one repeated
        in the script, goes on its own (it shares the other request's answer)."""
        if not (self.merge and isinstance(engine, MergingEngine)):
            return [[index] for index in missing]
        runs = self._runs(requests, keys, missing)
        # Planned as sent: a chunk that ends no sentence is given a stop when another follows it in its
        # request (merge.request_texts), so a heading goes with the paragraph under it.
        texts = [[requests[i].text + stop_for(requests[i].text) for i in run] for run in runs]
        share = sum(len(requests[i].text) for i in missing) / max(1, self.concurrency)
        plans = self._plans(texts, share)
        return [[run[n] for n in group] for run, plan in zip(runs, plans) for group in plan]

    def _runs(self, requests: Sequence[SpeechRequest], keys: Sequence[str], missing: Sequence[int]) -> list[list[int]]:
        """The missing chunks in runs that may share a request: adjacent, one voice and language, and
        neither being fetched by another request nor repeated in the script (those go alone)."""
        runs: list[list[int]] = []
        seen: set[str] = set()
        previous_alone = True
        for index in missing:
            alone = keys[index] in self._inflight or keys[index] in seen
            seen.add(keys[index])
            if (not alone and not previous_alone and runs[-1][-1] == index - 1
                    and requests[index - 1].voice == requests[index].voice
                    and requests[index - 1].lang == requests[index].lang):
                runs[-1].append(index)
            else:
                runs.append([index])
            previous_alone = alone
        return runs

    def _plans(self, texts: Sequence[Sequence[str]], share: float) -> list[list[list[int]]]:
        """Each run's requests (positions in it). Requests of about a whole, half, or a third of a
        connection's `share` of the characters, each then balanced (merge.balance: the cuts moved so
        that all are answered and handled soonest, sent longest first); the best of them."""

        def planned(target: int) -> list[list[list[int]]]:
            return [plan_groups(run, target) if len(run) > 1 else [[0]] for run in texts]

        if self.target_chars is not None:
            return planned(self.target_chars)

        def cost(plan: list[list[list[int]]]) -> tuple[int, int]:
            sizes = [sum(said_length(texts[r][n]) for n in group) for r, groups in enumerate(plan) for group in groups]
            return finish(sizes, self.concurrency), len(sizes)

        candidates = [balance(texts, planned(int(min(1500, max(400, share / parts)))), self.concurrency)
                      for parts in PLAN_PARTS]
        return min(candidates, key=cost)

    async def _unit(self, engine: Engine, requests: Sequence[SpeechRequest], keys: Sequence[str], unit: list[int],
                    claim: dict[str, asyncio.Future[CacheEntry]] | None, total: int,
                    arrived: Callable[[ChunkAudio, CacheEntry | None], None]) -> None:
        """Synthesize one request's chunks (one chunk, or adjacent chunks merged) and report each.

        `claim` holds a future per chunk key, already in the in-flight table; None when another
        request is fetching the (single) chunk, whose answer is then shared.
        """
        if claim is None:
            arrived(await self._chunk(engine, requests[unit[0]], unit[0], total), None)  # a shared answer: looked up
            return
        outcomes: list[CacheEntry | BaseException] = []
        try:
            if len(unit) == 1:
                outcomes = [await self._fetch(engine, requests[unit[0]], keys[unit[0]], unit[0], total)]
            else:
                # One budget of time for the merged request and the single ones it falls back to (voice.retry).
                budget = Budget(self.policy.budget, self._watch(self.engines.index(engine)).answers)
                try:
                    outcomes = list(await self._fetch_merged(engine, [requests[i] for i in unit],
                                                             [keys[i] for i in unit], unit, total, budget))
                except (Unsplittable, ChunkFailed) as exc:
                    # Cannot be cut, or kept failing: one request per chunk, so a chunk that fails
                    # alone does not take its neighbours (or another article sharing them) with it.
                    # Not when the run stopped asking (the service answers nothing), or the request's time is
                    # spent (voice.retry): that failure is the line.
                    if self._watch(self.engines.index(engine)).silent or budget.left <= 0:
                        raise
                    if isinstance(exc, Unsplittable):
                        self.stats.unsplit += 1
                    else:
                        self.stats.merged_failed += 1
                    outcomes = list(await asyncio.gather(
                        *(self._fetch(engine, requests[i], keys[i], i, total, budget.split()) for i in unit),
                        return_exceptions=True))
        except BaseException as exc:
            for future in claim.values():
                if isinstance(exc, asyncio.CancelledError):
                    future.cancel()
                else:
                    future.set_exception(exc)
                    future.exception()  # retrieved: sharers re-raise it; nobody else must log it
            raise
        finally:
            for key, future in claim.items():
                if self._inflight.get(key) is future:
                    del self._inflight[key]
        for index, outcome in zip(unit, outcomes):
            future = claim[keys[index]]
            if isinstance(outcome, BaseException):
                future.set_exception(outcome)
                future.exception()
            else:
                future.set_result(outcome)
        for index, outcome in zip(unit, outcomes):
            if isinstance(outcome, BaseException):
                raise outcome
            arrived(await self._located(index, keys[index], outcome, cached=False), outcome)

    async def _measure(self, audio: bytes) -> tuple[tuple[float, ...], float | None]:
        """A chunk's loudness blocks and true peak (one ffmpeg pass), measured off the event loop beside
        the requests still in flight, so the episode's levelling needs no decoding pass of its own."""
        async with self._measure_gate():
            return await asyncio.to_thread(chunk_levels, audio)

    async def _located(self, index: int, key: str, entry: CacheEntry, *, cached: bool) -> ChunkAudio:
        blocks, peak = entry.momentary, entry.peak
        if blocks is None or peak is None:  # stored without loudness figures (or they could not be measured)
            blocks, peak = await self._measure(await asyncio.to_thread(entry.path.read_bytes))
            if blocks:
                await asyncio.to_thread(self.cache.set_momentary, key, blocks, peak)
        return ChunkAudio(index, entry.path, entry.frames, entry.boundaries, cached, blocks, peak, entry.sha256,
                          entry.words)

    def _measure_gate(self) -> asyncio.Semaphore:
        if self._measuring is None:
            self._measuring = asyncio.Semaphore(max(1, os.cpu_count() or 1))
        return self._measuring

    async def _chunk(self, engine: Engine, request: SpeechRequest, index: int, total: int) -> ChunkAudio:
        key = self.key_for(engine, request)
        while True:
            hit = self.cache.lookup(key, request.text)
            if hit is not None:
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
            return await self._located(index, key, shared, cached=True)
        future: asyncio.Future[CacheEntry] = asyncio.get_running_loop().create_future()
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
            if self._inflight.get(key) is future:
                del self._inflight[key]
        return await self._located(index, key, entry, cached=False)

    async def _fetch(self, engine: Engine, request: SpeechRequest, key: str, index: int, total: int,
                     budget: Budget | None = None) -> CacheEntry:
        """One chunk from the engine, retried by failure kind (within `budget`), then measured and cached."""
        excerpt = request.text[:24] + ("…" if len(request.text) > 24 else "")
        speech = await self._attempts(engine, lambda: engine.synthesize(request), said_length(request.text),
                                      f"chunk {index + 1}/{total} ({excerpt!r})", request, index, budget)
        return await self._store(engine, request, key, speech)

    async def _fetch_merged(self, engine: Engine, requests: Sequence[SpeechRequest], keys: Sequence[str],
                            indexes: Sequence[int], total: int, budget: Budget) -> list[CacheEntry]:
        """Adjacent chunks in one request, retried as one; each piece measured and cached as its chunk.
        Raises merge.Unsplittable when the answer cannot be cut (then they go one by one)."""
        assert isinstance(engine, MergingEngine)
        first = requests[0].text
        excerpt = first[:24] + ("…" if len(first) > 24 else "")
        speeches = await self._attempts(
            engine, lambda: engine.synthesize_merged(requests),
            said_length(JOINER.join(request_texts([r.text for r in requests]))),
            f"chunks {indexes[0] + 1}-{indexes[-1] + 1}/{total} ({excerpt!r} and on, one request)",
            requests[0], indexes[0], budget)
        if len(speeches) != len(requests):
            raise Unsplittable(f"{len(speeches)} pieces for {len(requests)} chunks")
        self.stats.merged += 1
        levels = [speech.levels for speech in speeches if speech.levels]
        if len(levels) < len(speeches):  # not measured as it arrived: every piece measured in one ffmpeg pass
            async with self._measure_gate():
                levels = list(await asyncio.to_thread(chunk_levels_many, [speech.audio for speech in speeches]))
        return list(await asyncio.gather(*(
            asyncio.to_thread(self.cache.put, key, speech, text=request.text, engine=engine.name,
                              voice_id=engine.voice_id(request), momentary=blocks, peak=peak)
            for request, key, speech, (blocks, peak) in zip(requests, keys, speeches, levels))))

    async def _store(self, engine: Engine, request: SpeechRequest, key: str, speech: Speech) -> CacheEntry:
        # Measured and written (and fsynced) in threads, after the slot is freed: the event
        # loop keeps serving the other requests meanwhile.
        blocks, peak = speech.levels if speech.levels else await self._measure(speech.audio)
        return await asyncio.to_thread(self.cache.put, key, speech, text=request.text, engine=engine.name,
                                       voice_id=engine.voice_id(request), momentary=blocks, peak=peak)

    def _watch(self, level: int) -> Watch:
        return self._watches.setdefault(level, Watch())

    async def _attempts(self, engine: Engine, call: Callable[[], Awaitable[T]], priority: int, what: str,
                        request: SpeechRequest, index: int, budget: Budget | None = None) -> T:
        """`call()` (one request to `engine`) under a connection slot (longest waiting first), retried
        by failure kind within `budget` (voice.retry: the policy's, or what a merged request left);
        raises ChunkFailed (`what` names the chunks) or ServiceUnreachable.

        `request` and `index` (its chunk's place in the script; the first, for a merged request)
        are the errors' context: each carries the engine, the voice and the chunk as attributes."""
        policy = self.policy
        context: dict[str, Any] = {"engine": engine.name, "voice": engine.voice_id(request), "chunk": index}
        level = self.engines.index(engine)
        watch = self._watch(level)
        budget = budget or Budget(policy.budget, watch.answers)
        connect_failures = 0
        last: EngineFailure | None = None
        attempt = 0
        while True:
            if level not in self._reached and (level in self._unreachable or level < self._level):
                raise ServiceUnreachable("the service was found unreachable in this run", **context)
            self._stop_if_silent(watch, what, context)
            outcome = await self._try(call, priority, budget, watch, level, context)
            if not isinstance(outcome, EngineFailure):
                return outcome
            last = outcome
            self.stats.failures[last.kind.name] += 1
            # A throttled answer means "slower", not "broken": the cap halves (AIMD) and the answer
            # spends the request's time, not one of its tries for faults.
            attempt += last.kind is not FailureKind.THROTTLED
            if last.kind is FailureKind.CONNECT:
                connect_failures += 1
                self._unreachable_now(engine, level, connect_failures, last, context)
            pause = policy.delay(max(1, attempt), last.kind, self._rng)
            if attempt >= policy.attempts or pause >= budget.left:  # no try left, or no time for one
                budget.spend(min(pause, budget.left))
                break
            await asyncio.sleep(pause)
            budget.spend(pause)
        if watch.spent(budget, policy, last):
            raise ChunkFailed(f"{what}: {watch.silent}; chunks already synthesized are cached, so running again "
                              "resumes from here", attempts=attempt, failure=last, **context)
        raise ChunkFailed(
            f"{what} failed after {attempt} attempts: {last}; "
            "chunks already synthesized are cached, so running again resumes from here",
            attempts=attempt, failure=last, **context,
        )

    async def _try(self, call: Callable[[], Awaitable[T]], priority: int, budget: Budget, watch: Watch, level: int,
                   context: dict[str, Any]) -> T | EngineFailure:
        """One try under a connection slot, within what is left of `budget`: the answer, or why it failed."""
        loop = asyncio.get_running_loop()
        async with self._gate().slot(priority) as granted:
            started = loop.time()
            timeout = min(self.policy.request_timeout, max(budget.left, 0.001))
            try:
                answer = await asyncio.wait_for(call(), timeout)
            except EngineFailure as failure:
                if failure.kind is FailureKind.THROTTLED:
                    self._gate().throttled(granted)
                return failure.located(**context)
            except asyncio.TimeoutError:
                return EngineFailure(FailureKind.TIMEOUT, f"no complete answer within {timeout:.0f}s", **context)
            finally:
                budget.spend(loop.time() - started)
            self._gate().served()
            self._reached.add(level)
            watch.answered()
            return answer

    def _stop_if_silent(self, watch: Watch, what: str, context: dict[str, Any]) -> None:
        """Raise ChunkFailed if this run stopped asking the engine (voice.retry.Watch): not asked again."""
        if watch.silent:
            raise ChunkFailed(f"{what} not asked for: {watch.silent}; chunks already synthesized are cached, so "
                              "running again resumes from here", attempts=0, **context)

    def _unreachable_now(self, engine: Engine, level: int, connect_failures: int, last: EngineFailure,
                         context: dict[str, Any]) -> None:
        """Raise ServiceUnreachable when connecting failed so often that the engine is down, not flaky: this
        chunk failed to connect again and again, or so many connections failed (and none got through) that
        waiting for slots held by other doomed attempts (a DNS timeout can hold one for seconds) is pointless."""
        self._connect_failures += 1
        if level not in self._reached and (connect_failures >= self.policy.unreachable_after
                                           or self._connect_failures >= max(4, self.concurrency)):
            raise ServiceUnreachable(
                f"cannot reach the {engine.name} speech service ({last.detail}); check the network "
                f"or NARRATE_EDGE_URL, or use --engine espeak to narrate offline", **context
            )
