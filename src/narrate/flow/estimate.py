"""What a build will cost before it runs: characters, minutes of audio, requests, time, disk.

`narrate build --dry-run` and the plan line of a build print these totals for the jobs
that will be narrated (new, changed, waiting for Edge). The script of each is built
(no synthesis), so characters, chunks and pauses are exact; what is not in the cache
yet is a request. Audio length, request time and bytes come from a :class:`SpeechModel`:
the default is Edge's neural voices at rate +0% (about 4.5 Chinese, Japanese or Korean
characters a second, about 15 other characters a second — roughly 160 English words a
minute), and ``benchmarks/bench_estimate.py`` checks the arithmetic against a real build on
the loopback stand-in with the stand-in's own model.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, MutableMapping
from dataclasses import dataclass

from narrate.config import Config
from narrate.errors import NarrateError
from narrate.publish.episode_record import local_image
from narrate.text.duration import CHUNK_S, CJK_CHAR_S, OTHER_CHAR_S, speech_seconds
from narrate.text.model import Article, Script
from narrate.voice.merge import JOINER
from narrate.voice.synthesize import Synthesizer

from .plans import build_script

BYTES_PER_SECOND = 6000  # Edge's MP3: 48 kbps CBR
_META_BYTES = 600  # a cache entry's JSON (boundaries, hash)


@dataclass(frozen=True)
class SpeechModel:
    """How long speech and requests take, per character; the default is Edge's voices."""

    cjk_char_s: float = CJK_CHAR_S  # a Han, kana or Hangul character (narrate.text.duration)
    other_char_s: float = OTHER_CHAR_S  # a Latin letter, digit, space or punctuation mark
    chunk_s: float = CHUNK_S  # silence the voice adds around one request's speech
    request_s: float = 0.9  # one request's round trip before audio starts
    request_char_s: float = 0.004  # and per character of its text (the service streams faster than real time)
    # narrate's own work, on one core, with the stand-in answering at once (no network wait):
    # benchmarks/bench_estimate.py checks these against a real build of the example blog.
    start_s: float = 0.8  # start-up and reading the articles before the first request
    request_work_s: float = 0.03  # per answer: cut, loudness and peak measurement (ffmpeg, niced)
    episode_s: float = 0.4  # per episode: splice, level, tag, sidecars

    def speech_seconds(self, text: str) -> float:
        """Spoken length of one chunk's text."""
        return speech_seconds(text, cjk_char_s=self.cjk_char_s, other_char_s=self.other_char_s, chunk_s=self.chunk_s)

    def request_seconds(self, text: str) -> float:
        """Time one request takes at the service."""
        return self.request_s + len(text) * self.request_char_s


EDGE = SpeechModel()


@dataclass(frozen=True)
class Estimate:
    """The totals of the jobs a build will narrate."""

    articles: int = 0
    characters: int = 0
    cached: int = 0  # chunks found in the cache
    audio_seconds: float = 0.0
    chunks: int = 0
    requests: int = 0  # chunks not in the cache
    seconds: float = 0.0  # wall time of the requests at `concurrency`
    concurrency: int = 1
    mp3_bytes: int = 0
    cache_bytes: int = 0  # what the new chunks add to the cache
    waiting: int = 0  # of `articles`: made offline earlier, narrated again only when Edge can be reached
    site_mp3_bytes: int = 0  # every episode's MP3 after the build: the ones kept and the ones to narrate

    def to_json(self) -> dict[str, float | int]:
        """For `--json`."""
        return {
            "articles": self.articles,
            "characters": self.characters,
            "cached": self.cached,
            "audio_minutes": round(self.audio_seconds / 60, 1),
            "chunks": self.chunks,
            "requests": self.requests,
            "seconds": round(self.seconds, 1),
            "concurrency": self.concurrency,
            "mp3_bytes": self.mp3_bytes,
            "cache_bytes": self.cache_bytes,
            "waiting": self.waiting,
            "site_mp3_bytes": self.site_mp3_bytes,
        }

    def summary(self) -> str:
        """One line: `12 articles, 48,210 characters, ~95 min of audio, 310 requests (…), ~4 min at concurrency 8, …`."""
        waiting = (
            f" ({self.waiting} of them made offline earlier: narrated again only if Edge can be reached)"
            if self.waiting
            else ""
        )
        return f"{self.articles} article{'s' if self.articles != 1 else ''} to narrate{waiting}, {self.costs()}"

    def costs(self) -> str:
        """The summary without the count of articles: `48,210 characters, ~95 min of audio, 310 requests, …`."""
        cached = self.cached
        return (
            f"{self.characters:,} characters, ~{_minutes(self.audio_seconds)} of audio, "
            f"{self.requests:,} request{'s' if self.requests != 1 else ''}"
            + (f" ({cached:,} chunks already cached)" if cached else "")
            + f", ~{_minutes(self.seconds)} at concurrency {self.concurrency}, "
            f"~{_megabytes(self.mp3_bytes)} of MP3s and ~{_megabytes(self.cache_bytes)} more cache"
        )


def _minutes(seconds: float) -> str:
    if seconds < 90:
        return f"{seconds:.0f} s"
    if seconds < 5400:
        return f"{seconds / 60:.0f} min"
    return f"{seconds / 3600:.1f} h"


def _megabytes(size: int) -> str:
    return f"{size / 1_000_000_000:.1f} GB" if size >= 1_000_000_000 else f"{size / 1_000_000:.1f} MB"


def estimate(
    jobs: Iterable[object],
    config: Config,
    synthesizer: Synthesizer,
    *,
    model: SpeechModel = EDGE,
    scripts: MutableMapping[str, Script] | None = None,
) -> Estimate:
    """Totals for narrating `jobs` (build Jobs) with the synthesizer's first engine and cache; each
    job's script kept in `scripts` by the job's key, if given (the build narrates it from there)."""
    tally = _Tally(config, synthesizer, model)
    for job in jobs:
        try:
            script = build_script(job.article, config)  # type: ignore[attr-defined]
        except NarrateError:
            continue  # narrating it will say what is wrong
        if scripts is not None:
            scripts[job.key] = script  # type: ignore[attr-defined]
        tally.add(script, job.article)  # type: ignore[attr-defined]
    return tally.total()


def script_estimate(
    script: Script, article: Article, config: Config, synthesizer: Synthesizer, *, model: SpeechModel = EDGE
) -> Estimate:
    """What narrating one article whose script is already made will cost."""
    tally = _Tally(config, synthesizer, model)
    tally.add(script, article)
    return tally.total()


class _Tally:
    """Scripts counted one by one: characters, chunks, the requests not in the cache, audio and bytes."""

    def __init__(self, config: Config, synthesizer: Synthesizer, model: SpeechModel) -> None:
        self.config, self.synthesizer, self.model = config, synthesizer, model
        self.engine = synthesizer.engines[0]
        self.articles = self.characters = self.chunks = self.cached = 0
        self.audio = self.mp3 = 0.0
        self.new: dict[str, str] = {}  # key → text, each chunk counted once across articles
        self.sent: list[str] = []  # the text of each request

    def add(self, script: Script, article: Article) -> None:
        """Count one article's script."""
        model, synthesizer = self.model, self.synthesizer
        self.articles += 1
        seconds = sum(c.pause_ms for c in script.chunks) / 1000
        music = self.config.music_for(script.lang)
        if music.active:
            from narrate.voice import music as music_pieces  # (a blog without music loads none of it)

            seconds += music_pieces.jingle_seconds(music)
        missing = []
        for index, chunk in enumerate(script.chunks):
            self.characters += len(chunk.text)
            self.chunks += 1
            seconds += model.speech_seconds(chunk.text)
            key = synthesizer.key_for(self.engine, synthesizer.chunk_request(chunk, script))
            if key in self.new:
                continue
            if synthesizer.cache.audio_path(key).is_file():
                self.cached += 1
            else:
                self.new[key] = chunk.text
                missing.append(index)
        # Adjacent missing chunks travel together (merged requests): count requests as they will be sent.
        for unit in synthesizer.plan_requests(self.engine, script, missing):
            self.sent.append(JOINER.join(script.chunks[i].text for i in unit))
        self.audio += seconds
        # The tags carry the transcript (the article's words) and the cover; 2 kB for the rest.
        cover = local_image(article, self.config)
        self.mp3 += (
            seconds * BYTES_PER_SECOND
            + 2000
            + sum(len(c.shown.encode()) for c in script.chunks)
            + (cover.stat().st_size if cover is not None else 0)
        )

    def total(self) -> Estimate:
        """The totals so far, with the time the requests take at the synthesizer's concurrency."""
        model, sent, articles = self.model, self.sent, self.articles
        concurrency = max(1, min(self.synthesizer.concurrency, len(sent) or 1))
        cores = max(1, os.cpu_count() or 1)
        # The answers' own work mostly overlaps the wait for the next ones, but on a small machine it
        # competes for the cores, so it is added spread over them rather than hidden.
        wall = (
            sum(model.request_seconds(text) for text in sent) / concurrency
            + (len(sent) * model.request_work_s + articles * model.episode_s) / cores
            + (model.start_s if articles else 0.0)
        )
        cache = sum(model.speech_seconds(text) * BYTES_PER_SECOND + _META_BYTES for text in self.new.values())
        return Estimate(
            articles,
            self.characters,
            self.cached,
            self.audio,
            self.chunks,
            len(sent),
            wall,
            self.synthesizer.concurrency,
            int(self.mp3),
            int(cache),
        )
