"""The data the audio stage hands to the other stages and takes from them: cheap to import.

The synthesizer, the output layout and the build name these types before any audio is made;
a cold run imports this module alone while it sends its first requests, and the splicing,
levelling, tagging and transcript machinery (audio.assemble and what it imports) only when an
episode is assembled.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from pathlib import Path

from narrate.errors import AudioError

# The files beside each episode's MP3, in order; an episode missing one is incomplete.
# audio.transcript.SIDECARS renders each (a suffix without a renderer there fails its import).
SIDECAR_SUFFIXES: tuple[str, ...] = (".vtt", ".srt", ".chapters.json", ".words.json")

# How an episode's files are made, beyond what the article and voices.yaml decide:
# a change here (0.4: ID3v2.3 tags, a thumbnail cover, captions broken between
# words) makes every episode again at the next build, from the chunk cache (no
# synthesis where the cache is kept). Part of each record's fingerprint.
EPISODE_FORMAT = "0.4"


@dataclass(frozen=True)
class ChapterMark:
    """A chapter with its place in the episode, in seconds."""

    title: str
    level: int
    start: float
    end: float
    url: str = ""  # the section on the article's page (absolute http(s) URL), or ""
    img: str = ""  # the section's first picture (absolute http(s) URL), or ""


@dataclass(frozen=True)
class Boundary:
    """A sentence (or word) the engine reports, in seconds from the start of its audio."""

    offset: float
    duration: float
    text: str


@dataclass(frozen=True)
class ChunkAudio:
    """Where one chunk's verified audio is (a cache file), its length, and its boundaries.

    The audio itself stays on disk: the episode is spliced by streaming the files,
    so memory does not grow with the length of the episode.
    """

    index: int
    path: Path
    frames: int
    boundaries: tuple[Boundary, ...]
    cached: bool
    momentary: tuple[float, ...] = ()  # loudness blocks (LUFS, 400 ms every 100 ms); () if unmeasured
    peak: float | None = None  # true peak in dBTP (ffmpeg ebur128, the chunk between silences); None if unmeasured
    sha256: str = ""  # of the file's bytes, checked as they are spliced ("": not checked)
    words: tuple[Boundary, ...] = ()  # each word said, timed from the start of its audio (() if the engine has none)


@dataclass(frozen=True)
class SynthesisResult:
    """All chunks of one script, in order, and the engine and voice that made them."""

    engine: str
    voice: str
    chunks: tuple[ChunkAudio, ...]


@dataclass(frozen=True)
class EpisodeInfo:
    """What goes into an episode's tags besides the script itself."""

    artist: str
    album: str
    date: dt.datetime | None
    description: str
    source_url: str
    cover: Path | None
    extra: dict[str, str]
    cover_data: bytes | None = None  # the JPEG to embed (a small copy of `cover`); None: embed `cover` itself


@dataclass(frozen=True)
class EpisodeFiles:
    """Where one episode's files go: the MP3 and each sidecar (by suffix). The output layout makes these."""

    mp3: Path
    sidecars: dict[str, Path]

    @classmethod
    def beside(cls, mp3: Path) -> EpisodeFiles:
        """The MP3 at `mp3` with every sidecar next to it (`<slug>.vtt`, …)."""
        stem = mp3.name.removesuffix(".mp3")
        return cls(mp3, {suffix: mp3.with_name(stem + suffix) for suffix in SIDECAR_SUFFIXES})


@dataclass(frozen=True)
class Episode:
    """A finished episode on disk: the MP3 and its sidecars."""

    lang: str
    slug: str
    title: str
    mp3: Path
    vtt: Path
    chapters_json: Path
    frames: int
    duration: float
    bytes: int
    chapters: tuple[ChapterMark, ...]
    engine: str
    voice: str
    loudness: float | None
    gain_db: float
    peak: float | None = None  # true peak (dBTP) after levelling
    limited: bool = False  # re-encoded through the true-peak limiter
    limiter_key: str = ""  # where the limiter's result is kept (audio.limiter.LimitedStore); "" if not limited
    audio_sha256: str = ""  # of the audio bytes (Info frame and frames; the ID3 tag left out)
    cue_blocks: tuple[int, ...] = ()  # per transcript cue, the article block it reads (-1: title, intro, outro)
    block_kinds: tuple[str, ...] = ()  # per article block: heading, paragraph, list_item, quote… ("" if unspoken)
    srt: Path | None = None  # the SRT transcript beside the VTT


class CorruptChunk(AudioError):
    """A cached chunk's bytes turned out wrong as they were spliced; the episode was not written."""

    def __init__(self, path: Path, problem: str) -> None:
        super().__init__(f"{path}: cached chunk is not usable ({problem}); run again", path=path)
        self.chunk_path = path  # the same as `path`, typed
