"""Loudness measured while an answer streams in (narrate.voice.metering), judged against ffmpeg's measurement
of the same audio after the fact (narrate.audio.loudness.chunk_levels), on the stand-in's real MP3."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import pytest

from edge_standin import TICKS_PER_SECOND, render
from narrate.audio.loudness import chunk_levels, integrated_from_blocks
from narrate.audio.model import Boundary
from narrate.audio.mp3 import audio_frames
from narrate.voice.merge import JOINER, split
from narrate.voice.metering import StreamMeter

sys.path.insert(0, str(Path(__file__).resolve().parent.parent.parent / "benchmarks"))
from longform import article

VOICE = "zh-TW-HsiaoChenNeural"
_, BODY = article(6)


def streamed(audio: bytes, frames: list[int], piece: int = 4096) -> list[tuple[tuple[float, ...], float | None]] | None:
    async def measure() -> list[tuple[tuple[float, ...], float | None]] | None:
        meter = StreamMeter()
        await meter.start()
        try:
            for start in range(0, len(audio), piece):  # as the service sends it: pieces of no frame's size
                meter.feed(audio[start : start + piece])
                await asyncio.sleep(0)
            return await meter.levels(frames)
        finally:
            await meter.aclose()

    return asyncio.run(measure())


def test_a_whole_answer_measured_as_it_arrives_is_measured_as_after_it() -> None:
    audio = b"".join(audio_frames(render(BODY[0], VOICE).mp3))
    levels = streamed(audio, [len(audio_frames(audio))])
    assert levels is not None and levels[0] == chunk_levels(audio)


def test_the_pieces_of_a_merged_answer_take_the_blocks_of_their_stretch() -> None:
    """Each piece's blocks are those ending in its stretch of the answer: the whole episode's loudness from
    them is the loudness from the pieces measured one by one, within a tenth of a unit; so is the peak."""
    texts = BODY[:4]
    answer = render(JOINER.join(texts), VOICE)
    said = [Boundary(b.offset / TICKS_PER_SECOND, b.duration / TICKS_PER_SECOND, b.text) for b in answer.sentences]
    pieces = split(answer.mp3, said, texts)
    starts = [p.cut for p in pieces] + [len(audio_frames(answer.mp3))]
    levels = streamed(answer.mp3, [b - a for a, b in zip(starts, starts[1:])])
    alone = [chunk_levels(p.audio) for p in pieces]
    assert levels is not None and len(levels) == len(pieces)
    for (blocks, peak), (alone_blocks, alone_peak) in zip(levels, alone):
        assert peak is not None and alone_peak is not None and abs(peak - alone_peak) <= 0.2
        assert abs(len(blocks) - len(alone_blocks)) <= 12  # the lead-in and tail silences differ in length
    together = integrated_from_blocks(b for blocks, _ in levels for b in blocks)
    one_by_one = integrated_from_blocks(b for blocks, _ in alone for b in blocks)
    assert together is not None and one_by_one is not None and abs(together - one_by_one) <= 0.1


def test_a_cold_run_measures_nothing_after_its_answers(
    standin, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every chunk's figures come from the meters: no ffmpeg pass after an answer, and the cache holds them."""
    import narrate.voice.measuring as measuring
    import narrate.voice.synthesize as synthesize
    from narrate.config import load_config
    from narrate.text.article import read_article
    from narrate.text.script import build_script
    from narrate.voice.cache import ChunkCache
    from narrate.voice.engines.edge import EdgeEngine

    def refuse(*args: object) -> None:
        raise AssertionError("measured after the answer")

    monkeypatch.setattr(measuring, "chunk_levels", refuse)
    monkeypatch.setattr(measuring, "chunk_levels_many", refuse)
    path = tmp_path / "post.md"
    path.write_text("---\ntitle: 量測\nlang: zh-hant\n---\n\n" + "\n\n".join(BODY) + "\n", encoding="utf-8")
    script = build_script(read_article(path), load_config())
    cache = ChunkCache(tmp_path / "cache")
    synthesizer = synthesize.Synthesizer(EdgeEngine(), cache, target_chars=300)
    result = asyncio.run(synthesizer.synthesize(script))
    assert synthesizer.stats.merged > 0 and len(standin.requests) > 1
    assert all(chunk.momentary and chunk.peak is not None for chunk in result.chunks)
    monkeypatch.undo()
    alone = [chunk_levels(chunk.path.read_bytes()) for chunk in result.chunks]
    streamed_loudness = integrated_from_blocks(b for chunk in result.chunks for b in chunk.momentary)
    alone_loudness = integrated_from_blocks(b for blocks, _ in alone for b in blocks)
    assert streamed_loudness is not None and alone_loudness is not None
    assert abs(streamed_loudness - alone_loudness) <= 0.1
