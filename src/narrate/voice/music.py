"""Music pieces of an episode, cached by content beside the chunks, and put in place among them.

audio.music makes the sound (a jingle, the bed mixed under the spoken intro);
this module keeps what it made in the chunk cache and returns the episode's
script and chunk audio with the music in place, so that assembling, levelling,
chapters and transcripts treat a music piece like any chunk:

- a jingle's loudness is brought to the speech's by whole global-gain steps (lossless:
  matched_entry), so the episode's levelling moves voice and music together;
- the intro jingle is a piece before the title (the title's chapter starts at 0,
  on the jingle; every later chapter and cue moves by the jingle's exact length);
- the outro jingle is a piece after the last words;
- with a bed, the title and intro chunks (and the pauses after them, into which
  the bed fades out) become pieces of one mix, encoded once and cut back at the
  chunks' frame boundaries: each keeps its words' boundaries and its start time.

Cache keys: a jingle by the hash of its file's bytes (and its level-matched copy by that
and the steps); the mix by the hashes of the
speech chunks, the bed file's bytes, `bed_gain` and the pause lengths. A second
build finds them all and encodes nothing. Music pieces are named in the episode's
record like chunks, so `narrate cache --prune` keeps them while an episode uses them.
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import math
from pathlib import Path

import mutagen

from narrate.audio.assemble import silence_frames
from narrate.audio.loudness import GAIN_STEP_DB, chunk_levels, gain_cap, integrated_from_blocks, region_levels
from narrate.audio.model import Boundary, ChunkAudio, CorruptChunk, SynthesisResult
from narrate.audio.mp3 import EDGE_FORMAT, adjust_global_gain_run, duration_seconds, silence_frame
from narrate.config import Config, MusicFile, MusicSettings
from narrate.errors import ConfigError
from narrate.records import content_key
from narrate.text.model import Chunk, Script
from narrate.voice.engines.base import Speech

from .cache import CacheEntry, ChunkCache

MUSIC_VERSION = 1  # part of every music key: a change in how music is made re-makes it
MIN_FADE_OUT_MS = 300
MUSIC_KIND = "music"  # the kind of a jingle's place in the script (it has no words)


def _key(*parts: object) -> str:
    return content_key("music", MUSIC_VERSION, *parts)


def _failed(config: Config, file: MusicFile, exc: Exception) -> ConfigError:
    """A music file that cannot be used, as one line naming voices.yaml's key and the file."""
    return config.error(file.key, str(exc))


def jingle_entry(file: MusicFile, cache: ChunkCache, config: Config) -> CacheEntry:
    """The jingle at `file` as a cached chunk-format piece, encoded (once) if not cached yet."""
    from narrate.audio.music import MusicFileError, jingle_frames

    key = _key("jingle", file.sha256)
    found = cache.lookup(key, "")
    if found is not None and found.momentary is not None:
        return found
    try:
        frames = jingle_frames(file.path)
    except MusicFileError as exc:
        raise _failed(config, file, exc) from None
    blocks, peak = chunk_levels(frames)
    return cache.put(
        key, Speech(frames, ()), text="", engine=MUSIC_KIND, voice_id=file.path.name, momentary=blocks, peak=peak
    )


def matched_entry(file: MusicFile, speech: float | None, cache: ChunkCache, config: Config) -> CacheEntry:
    """The jingle at `file`, its loudness moved to the speech's (`speech` LUFS, integrated over the
    episode's chunks) by whole global-gain steps: lossless, no second encoding.

    A jingle is encoded at -16 LUFS, but the speech often stays quieter (its peaks cap
    the episode's gain): the jingle is then brought down to the voice, so the episode's
    levelling moves both together. It is raised only as far as its true peak stays at
    JINGLE_PEAK_DBTP. The moved copy is cached too (by the jingle's key and the steps).
    """
    from narrate.audio.music import JINGLE_PEAK_DBTP

    entry = jingle_entry(file, cache, config)
    loudness = integrated_from_blocks(entry.momentary or ())
    if speech is None or loudness is None:
        return entry
    steps = round((speech - loudness) / GAIN_STEP_DB)
    cap = gain_cap(entry.peak, ceiling=JINGLE_PEAK_DBTP, margin=0.0)
    if cap is not None:
        steps = min(steps, max(cap, 0))
    if steps == 0:
        return entry
    key = _key("jingle level", file.sha256, steps)
    found = cache.lookup(key, "")
    if found is not None and found.momentary is not None:
        return found
    data = entry.path.read_bytes()
    if hashlib.sha256(data).hexdigest() != entry.sha256:
        raise CorruptChunk(entry.path, "its bytes do not match their recorded hash")
    shift = steps * GAIN_STEP_DB
    return cache.put(
        key,
        Speech(adjust_global_gain_run(data, steps, EDGE_FORMAT), ()),
        text="",
        engine=MUSIC_KIND,
        voice_id=file.path.name,
        momentary=tuple(round(b + shift, 2) for b in entry.momentary or ()),
        peak=None if entry.peak is None else entry.peak + shift,
    )


def jingle_seconds(music: MusicSettings) -> float:
    """About how long the jingles of `music` play (their files' own lengths, as mutagen reads their
    headers: no decoding), for a build's estimate; a file it cannot read counts 0 (the build says why)."""
    return sum(_file_seconds(f.path, f.sha256) for f in (music.intro, music.outro) if f is not None)


@functools.lru_cache(maxsize=32)
def _file_seconds(path: Path, sha256: str) -> float:
    try:
        found = mutagen.File(path)
    except (mutagen.MutagenError, OSError, ValueError):
        return 0.0
    length = getattr(getattr(found, "info", None), "length", 0.0)
    return float(length) if isinstance(length, (int, float)) and math.isfinite(length) and length > 0 else 0.0


def source_keys(music: MusicSettings) -> list[str]:
    """Cache keys of the jingles as encoded (before their level is matched): an episode's record names
    them too, so prune keeps what the level-matched copies are made from."""
    return [_key("jingle", f.sha256) for f in (music.intro, music.outro) if f is not None]


def prepare(music: MusicSettings, cache: ChunkCache, config: Config) -> None:
    """Encode the jingles of `music` now (before any speech is asked for): a file ffmpeg cannot read
    fails the episode at once, with a ConfigError naming the file."""
    for file in (music.intro, music.outro):
        if file is not None:
            jingle_entry(file, cache, config)


def _piece(
    index: int, entry: CacheEntry, boundaries: tuple[Boundary, ...] | None = None, words: tuple[Boundary, ...] = ()
) -> ChunkAudio:
    return ChunkAudio(
        index,
        entry.path,
        entry.frames,
        entry.boundaries if boundaries is None else boundaries,
        True,
        entry.momentary or (),
        entry.peak,
        entry.sha256,
        words,
    )


def _bed(
    script: Script, synthesis: SynthesisResult, bed: MusicFile, bed_gain: float, cache: ChunkCache, config: Config
) -> tuple[list[Chunk], list[ChunkAudio]]:
    """The script's chunks and audio with the spoken intro (the leading title and intro chunks) mixed
    over the bed; unchanged if the script does not open with them."""
    chunks, audios = list(script.chunks), list(synthesis.chunks)
    count = _spoken_intro(chunks)
    if not count:
        return chunks, audios
    pauses = [silence_frames(chunk.pause_ms) for chunk in chunks[:count]]
    lengths = [audio.frames + pause for audio, pause in zip(audios, pauses)]
    key = _key(
        "bed",
        bed.sha256,
        bed_gain,
        [[a.sha256 or str(a.path.name), a.frames, p] for a, p in zip(audios[:count], pauses)],
    )
    keys = [_key("bed piece", key, n) for n in range(count)]
    found = [cache.lookup(k, "") for k in keys]
    entries: list[CacheEntry]
    if all(e is not None and e.frames == n and e.momentary is not None for e, n in zip(found, lengths)):
        entries = [e for e in found if e is not None]
    else:
        speech = _spoken_bytes(audios[:count], pauses)
        fade_ms = max(MIN_FADE_OUT_MS, chunks[count - 1].pause_ms)
        entries = _mix_pieces(speech, lengths, keys, bed, bed_gain, fade_ms, cache, config)
    for n, entry in enumerate(entries):
        chunks[n], audios[n] = _in_the_mix(chunks[n], audios[n], n, entry)
    return chunks, audios


def _spoken_intro(chunks: list[Chunk]) -> int:
    """How many chunks open the script as its spoken intro (title and intro chunks): those go over the bed."""
    count = 0
    while count < len(chunks) and chunks[count].kind in ("title", "intro"):
        count += 1
    return count


def _spoken_bytes(audios: list[ChunkAudio], pauses: list[int]) -> bytes:
    """The intro's chunk audio (each file's hash checked) with its pauses as silent frames, end to end."""
    speech = bytearray()
    for audio, pause in zip(audios, pauses):
        data = audio.path.read_bytes()
        if audio.sha256 and hashlib.sha256(data).hexdigest() != audio.sha256:
            raise CorruptChunk(audio.path, "its bytes do not match their recorded hash")
        speech += data + silence_frame(EDGE_FORMAT) * pause
    return bytes(speech)


def _mix_pieces(
    speech: bytes,
    lengths: list[int],
    keys: list[str],
    bed: MusicFile,
    bed_gain: float,
    fade_ms: int,
    cache: ChunkCache,
    config: Config,
) -> list[CacheEntry]:
    """`speech` mixed over the bed (encoded once), cut back into pieces of `lengths` frames, each measured
    and cached under its key."""
    from narrate.audio.music import MusicFileError, bed_under

    try:
        frames = bed_under(speech, bed.path, bed_gain, fade_ms)
    except MusicFileError as exc:
        raise _failed(config, bed, exc) from None
    cuts, at = [], 0
    for length in lengths:
        cuts.append(b"".join(frames[at : at + length]))
        at += length
    levels = region_levels(b"".join(frames), lengths)
    return [
        cache.put(k, Speech(piece, ()), text="", engine=MUSIC_KIND, voice_id=bed.path.name, momentary=blocks, peak=peak)
        for k, piece, (blocks, peak) in zip(keys, cuts, levels)
    ]


def _in_the_mix(chunk: Chunk, audio: ChunkAudio, index: int, entry: CacheEntry) -> tuple[Chunk, ChunkAudio]:
    """A spoken intro chunk and its audio replaced by its piece of the mix (which holds its pause)."""
    boundaries = audio.boundaries
    if not any(b.text.strip() for b in boundaries):
        # Without the engine's word times a chunk's cue spans its audio, which now holds the
        # pause too: say where the speech ends, so the cue ends where it did.
        boundaries = (Boundary(0.0, duration_seconds(audio.frames), chunk.text),)
    # The pause is in the piece: the bed plays on.
    return dataclasses.replace(chunk, pause_ms=0), _piece(index, entry, boundaries, audio.words)


def with_music(
    script: Script, synthesis: SynthesisResult, music: MusicSettings, cache: ChunkCache, config: Config
) -> tuple[Script, SynthesisResult]:
    """`script` and its audio with the music of `music` in place (see the module's docstring)."""
    if not music.active:
        return script, synthesis
    chunks, audios = list(script.chunks), list(synthesis.chunks)
    chapters = script.chapters
    measured = all(a.momentary for a in synthesis.chunks)
    speech = integrated_from_blocks(b for a in synthesis.chunks for b in a.momentary) if measured else None
    if music.bed is not None:
        chunks, audios = _bed(script, synthesis, music.bed, music.bed_gain, cache, config)
    if music.intro is not None:
        chunks.insert(0, Chunk("", 0, MUSIC_KIND))
        audios.insert(0, _piece(0, matched_entry(music.intro, speech, cache, config)))
        # The title's chapter opens the episode, jingle and all; every other chapter moves by one piece.
        chapters = tuple(dataclasses.replace(c, chunk=c.chunk + 1) if c.chunk else c for c in chapters)
    if music.outro is not None:
        chunks.append(Chunk("", 0, MUSIC_KIND))
        audios.append(_piece(len(audios), matched_entry(music.outro, speech, cache, config)))
    audios = [dataclasses.replace(audio, index=n) for n, audio in enumerate(audios)]
    return (
        dataclasses.replace(script, chunks=tuple(chunks), chapters=chapters),
        dataclasses.replace(synthesis, chunks=tuple(audios)),
    )
