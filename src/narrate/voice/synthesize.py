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
import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from narrate.audio.model import ChunkAudio, SynthesisResult
from narrate.errors import ChunkFailed, FallbackRefused, ServiceUnreachable
from narrate.text.model import Chunk, Script
from narrate.voice.engines.base import Engine, MergingEngine, NamesLetters, SpeechRequest, WarmsUp

from .cache import CacheEntry, ChunkCache, chunk_key
from .chain import EngineChain
from .inflight import Claim, InFlight
from .lookups import read_index, write_index
from .measuring import Measurer
from .merge import JOINER, Unsplittable, request_texts, said_length
from .planning import plan_units
from .retry import Budget, Retrier
from .retry import RetryPolicy as RetryPolicy  # where callers have always found it

ProgressFn = Callable[[str, int, int], None]  # (article label, chunks done, chunks total)
WarnFn = Callable[[str], None]
# (unreachable preferred engine, fallback engine, one episode's requests, its label) → (language,
# why the fallback may not narrate it), or None (narrate.voice.fallback.FallbackPolicy.refusal).
FallbackCheck = Callable[[Engine, Engine, Sequence[SpeechRequest], str], "tuple[str, str] | None"]
# (the engine the run chose first, one episode's requests, its label) → None; warns where that
# engine would read a language as letter names (narrate.voice.fallback.FallbackPolicy.warn_chosen).
ChosenCheck = Callable[[Engine, Sequence[SpeechRequest], str], None]


@dataclass
class SynthesisStats:
    """What a run's requests met, by kind (tests read it to tell which way a run went)."""

    failures: Counter[str] = field(default_factory=Counter)
    merged: int = 0  # answered requests that carried more than one chunk
    unsplit: int = 0  # merged answers that could not be cut, asked for again one chunk at a time
    merged_failed: int = 0  # merged requests that kept failing, asked for again one chunk at a time


class Synthesizer:
    """Synthesizes scripts with engines in fallback order (voice.chain), a cache, requests planned
    (voice.planning) and retried under a global cap (voice.retry), each chunk measured (voice.measuring)."""

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
        self.cache = cache
        self.concurrency = concurrency
        self.warn = warn or (lambda message: None)
        self.stats = SynthesisStats()
        self.chain = EngineChain(chain, lambda message: self.warn(message))
        self.retrier = Retrier(
            self.chain, policy or RetryPolicy(), concurrency, random.Random(seed), self.stats.failures
        )
        self.measurer = Measurer(cache)
        self.inflight = InFlight()  # chunks being fetched, shared by key
        self._warmed = False  # warm_up() was called

    @property
    def engines(self) -> list[Engine]:
        """The fallback order; the first is the one runs prefer."""
        return self.chain.engines

    @property
    def engine(self) -> Engine:
        """The preferred (first) engine."""
        return self.chain.engines[0]

    @property
    def fallback(self) -> Engine | None:
        """The engine tried next when the one in use cannot be reached, if any."""
        return self.chain.next

    @property
    def reached(self) -> bool:
        """Whether a request of this run got an answer from the engine in use."""
        return self.chain.reached

    @property
    def unreachable(self) -> bool:
        """Whether the first engine was found unreachable in this run."""
        return 0 in self.chain.unreachable

    @property
    def fell_back(self) -> bool:
        """Whether this run moved past its preferred engine."""
        return self.chain.level > 0

    @property
    def active(self) -> Engine:
        """The engine in use now (a later one once an earlier was found unreachable)."""
        return self.chain.active

    @property
    def policy(self) -> RetryPolicy:
        """How often and how patiently a request is retried."""
        return self.retrier.policy

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
        self,
        script: Script,
        *,
        label: str = "",
        progress: ProgressFn | None = None,
        fallback: bool = True,
    ) -> SynthesisResult:
        """Audio for every chunk of `script`, each in its own voice; raises ChunkFailed or ServiceUnreachable.

        `fallback=False` is for an episode a fallback engine already made: only the first engine
        may remake it, so when that one cannot be reached it raises ServiceUnreachable at once
        (and the run's other articles fall back without trying again).
        """
        if not fallback and (self.fell_back or self.unreachable):
            raise ServiceUnreachable(
                f"the {self.engine.name} speech service could not be reached in this run", engine=self.engine.name
            )
        while True:
            engine = self.chain.now(fallback)
            await self._may_narrate(engine, script, label)
            try:
                return await self._synthesize_with(engine, script, label, progress)
            except ServiceUnreachable:
                if not self.chain.moved_on(engine, fallback):
                    raise

    async def _may_narrate(self, engine: Engine, script: Script, label: str) -> None:
        """The checks before an episode's first request: a warning when the engine the writer chose reads
        a language as letter names; FallbackRefused when a fallback engine would."""
        if self.chain.level == 0 and self.chosen_check is not None and isinstance(engine, NamesLetters):
            # The writer chose this engine (`--engine espeak`): their call, but said out loud when
            # it would read a language as letter names; a fallback is refused instead (below).
            chosen = [self.chunk_request(chunk, script) for chunk in script.chunks]
            await asyncio.to_thread(self.chosen_check, engine, chosen, label)
        if self.chain.level > 0 and self.fallback_check is not None:
            # Before a single request: an episode the fallback would read as gibberish
            # ("Chinese letter" for every kanji) fails now, and nothing of it is made.
            requests = [self.chunk_request(chunk, script) for chunk in script.chunks]
            refusal = await asyncio.to_thread(self.fallback_check, self.engines[0], engine, requests, label)
            if refusal is not None:
                lang, problem = refusal
                raise FallbackRefused(
                    problem,
                    engine=engine.name,
                    voice=engine.voice_id(next(r for r in requests if r.lang == lang)),
                    key=f"languages.{lang}.fallback",
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
            arrived(await self.measurer.located(index, key, hit, cached=True))

        units = self._units(engine, requests, keys, missing)
        claims = self.inflight.claim(units, keys)
        await all_done(
            [
                asyncio.ensure_future(self._unit(engine, requests, keys, unit, claim, total, arrived))
                for unit, claim in zip(units, claims)
            ]
        )
        voice = engine.voice_id(self.request_for("", script))
        if len(indexed) < len(wanted):
            # Something was looked up the slow way (or made): index the episode's lookups as they are now.
            await asyncio.to_thread(write_index, self.cache, index_name, wanted, {**hits, **stored})
        return SynthesisResult(engine.name, voice, tuple(found[i] for i in range(total)))

    def plan_requests(self, engine: Engine, script: Script, missing: Sequence[int]) -> list[list[int]]:
        """How the chunks at `missing` (indexes into the script) would be sent: one list of chunk
        indexes per request (for estimates; synthesis plans the same way)."""
        requests = [self.chunk_request(chunk, script) for chunk in script.chunks]
        keys = [self.key_for(engine, request) for request in requests]
        return self._units(engine, requests, keys, missing)

    def _units(
        self, engine: Engine, requests: Sequence[SpeechRequest], keys: Sequence[str], missing: Sequence[int]
    ) -> list[list[int]]:
        """The missing chunks as requests (voice.planning), or one request per chunk where the engine
        cannot cut a merged answer (or merging is off)."""
        if not (self.merge and isinstance(engine, MergingEngine)):
            return [[index] for index in missing]
        return plan_units(
            requests, keys, missing, busy=self.inflight, concurrency=self.concurrency, target_chars=self.target_chars
        )

    async def _unit(
        self,
        engine: Engine,
        requests: Sequence[SpeechRequest],
        keys: Sequence[str],
        unit: list[int],
        claim: Claim | None,
        total: int,
        arrived: Callable[[ChunkAudio, CacheEntry | None], None],
    ) -> None:
        """Synthesize one request's chunks (one chunk, or adjacent chunks merged) and report each.

        `claim` holds a future per chunk key, already in the in-flight table; None when another
        request is fetching the (single) chunk, whose answer is then shared.
        """
        if claim is None:
            arrived(await self._chunk(engine, requests[unit[0]], unit[0], total), None)  # a shared answer: looked up
            return
        try:
            outcomes = await self._outcomes(engine, requests, keys, unit, total)
        except BaseException as exc:
            self.inflight.failed(claim, exc)
            raise
        finally:
            self.inflight.release(claim)
        self.inflight.settle(claim, [keys[i] for i in unit], outcomes)
        for index, outcome in zip(unit, outcomes):
            if isinstance(outcome, BaseException):
                raise outcome
            arrived(await self.measurer.located(index, keys[index], outcome, cached=False), outcome)

    async def _outcomes(
        self, engine: Engine, requests: Sequence[SpeechRequest], keys: Sequence[str], unit: list[int], total: int
    ) -> list[CacheEntry | BaseException]:
        """One request's chunks fetched: merged, or one by one when the merged answer cannot be cut or
        the merged request keeps failing (each chunk's entry, or why it failed)."""
        if len(unit) == 1:
            return [await self._fetch(engine, requests[unit[0]], keys[unit[0]], unit[0], total)]
        # One budget of time for the merged request and the single ones it falls back to (voice.retry).
        budget = self.retrier.budget(engine)
        try:
            return list(
                await self._fetch_merged(
                    engine, [requests[i] for i in unit], [keys[i] for i in unit], unit, total, budget
                )
            )
        except (Unsplittable, ChunkFailed) as exc:
            # Cannot be cut, or kept failing: one request per chunk, so a chunk that fails
            # alone does not take its neighbours (or another article sharing them) with it.
            # Not when the run stopped asking (the service answers nothing), or the request's time is
            # spent (voice.retry): that failure is the line.
            if self.retrier.gave_up(engine, budget):
                raise
            if isinstance(exc, Unsplittable):
                self.stats.unsplit += 1
            else:
                self.stats.merged_failed += 1
            return list(
                await asyncio.gather(
                    *(self._fetch(engine, requests[i], keys[i], i, total, budget.split()) for i in unit),
                    return_exceptions=True,
                )
            )

    async def _chunk(self, engine: Engine, request: SpeechRequest, index: int, total: int) -> ChunkAudio:
        """One chunk: from the cache, from another article's request for it, or fetched (and shared)."""
        key = self.key_for(engine, request)
        entry, cached = await self.inflight.one(
            key, lambda: self.cache.lookup(key, request.text), lambda: self._fetch(engine, request, key, index, total)
        )
        return await self.measurer.located(index, key, entry, cached=cached)

    async def _fetch(
        self, engine: Engine, request: SpeechRequest, key: str, index: int, total: int, budget: Budget | None = None
    ) -> CacheEntry:
        """One chunk from the engine, retried by failure kind (within `budget`), then measured and cached."""
        excerpt = request.text[:24] + ("…" if len(request.text) > 24 else "")
        speech = await self.retrier.ask(
            engine,
            lambda: engine.synthesize(request),
            said_length(request.text),
            f"chunk {index + 1}/{total} ({excerpt!r})",
            request,
            index,
            budget,
        )
        return await self.measurer.store(engine, request, key, speech)

    async def _fetch_merged(
        self,
        engine: Engine,
        requests: Sequence[SpeechRequest],
        keys: Sequence[str],
        indexes: Sequence[int],
        total: int,
        budget: Budget,
    ) -> list[CacheEntry]:
        """Adjacent chunks in one request, retried as one; each piece measured and cached as its chunk.
        Raises merge.Unsplittable when the answer cannot be cut (then they go one by one)."""
        assert isinstance(engine, MergingEngine)
        first = requests[0].text
        excerpt = first[:24] + ("…" if len(first) > 24 else "")
        speeches = await self.retrier.ask(
            engine,
            lambda: engine.synthesize_merged(requests),
            said_length(JOINER.join(request_texts([r.text for r in requests]))),
            f"chunks {indexes[0] + 1}-{indexes[-1] + 1}/{total} ({excerpt!r} and on, one request)",
            requests[0],
            indexes[0],
            budget,
        )
        if len(speeches) != len(requests):
            raise Unsplittable(f"{len(speeches)} pieces for {len(requests)} chunks")
        self.stats.merged += 1
        return await self.measurer.store_pieces(engine, requests, keys, speeches)


async def all_done(tasks: Sequence[asyncio.Future[None]]) -> None:
    """Wait for every request's task; raise the first failure in script order, or at once
    ServiceUnreachable (the others stopped: no point in their attempts)."""
    pending: set[asyncio.Future[None]] = set(tasks)
    while pending:
        finished, pending = await asyncio.wait(pending, return_when=asyncio.FIRST_EXCEPTION)
        unreachable = next(
            (t.exception() for t in finished if not t.cancelled() and isinstance(t.exception(), ServiceUnreachable)),
            None,
        )
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
