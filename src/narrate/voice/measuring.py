"""A chunk's loudness figures, measured off the event loop and kept with its cache entry.

Every chunk's momentary loudness blocks and true peak are stored beside its audio, so an
episode is levelled without a decoding pass of its own (narrate.audio.loudness). An answer
measured as it streamed in (narrate.voice.metering) brings its figures; one that did not is
measured here, one ffmpeg pass per chunk (or per merged answer), at most one per core.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Sequence

from narrate.audio.loudness import chunk_levels, chunk_levels_many
from narrate.audio.model import ChunkAudio

from .cache import CacheEntry, ChunkCache
from .engines.base import Engine, Speech, SpeechRequest

__all__ = ["Measurer"]


class Measurer:
    """Measures and stores a run's chunks in `cache`, at most one measuring pass per core at a time."""

    def __init__(self, cache: ChunkCache) -> None:
        self.cache = cache
        self._gate: asyncio.Semaphore | None = None

    def _slots(self) -> asyncio.Semaphore:
        if self._gate is None:
            self._gate = asyncio.Semaphore(max(1, os.cpu_count() or 1))
        return self._gate

    async def measure(self, audio: bytes) -> tuple[tuple[float, ...], float | None]:
        """A chunk's loudness blocks and true peak (one ffmpeg pass), measured off the event loop beside
        the requests still in flight."""
        async with self._slots():
            return await asyncio.to_thread(chunk_levels, audio)

    async def located(self, index: int, key: str, entry: CacheEntry, *, cached: bool) -> ChunkAudio:
        """The chunk at `index` of a script as `entry` holds it, measured now if it was stored without figures."""
        blocks, peak = entry.momentary, entry.peak
        if blocks is None or peak is None:  # stored without loudness figures (or they could not be measured)
            blocks, peak = await self.measure(await asyncio.to_thread(entry.path.read_bytes))
            if blocks:
                await asyncio.to_thread(self.cache.set_momentary, key, blocks, peak)
        return ChunkAudio(
            index, entry.path, entry.frames, entry.boundaries, cached, blocks, peak, entry.sha256, entry.words
        )

    async def store(self, engine: Engine, request: SpeechRequest, key: str, speech: Speech) -> CacheEntry:
        """One answer measured (unless it came measured) and cached under `key`."""
        # Measured and written (and fsynced) in threads, after the slot is freed: the event
        # loop keeps serving the other requests meanwhile.
        blocks, peak = speech.levels if speech.levels else await self.measure(speech.audio)
        return await asyncio.to_thread(
            self.cache.put,
            key,
            speech,
            text=request.text,
            engine=engine.name,
            voice_id=engine.voice_id(request),
            momentary=blocks,
            peak=peak,
        )

    async def store_pieces(
        self, engine: Engine, requests: Sequence[SpeechRequest], keys: Sequence[str], speeches: Sequence[Speech]
    ) -> list[CacheEntry]:
        """The pieces of a merged answer, each cached as its chunk; measured in one ffmpeg pass unless
        every piece came measured."""
        levels = [speech.levels for speech in speeches if speech.levels]
        if len(levels) < len(speeches):
            async with self._slots():
                levels = list(await asyncio.to_thread(chunk_levels_many, [speech.audio for speech in speeches]))
        return list(
            await asyncio.gather(
                *(
                    asyncio.to_thread(
                        self.cache.put,
                        key,
                        speech,
                        text=request.text,
                        engine=engine.name,
                        voice_id=engine.voice_id(request),
                        momentary=blocks,
                        peak=peak,
                    )
                    for request, key, speech, (blocks, peak) in zip(requests, keys, speeches, levels)
                )
            )
        )
