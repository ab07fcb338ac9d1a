"""Chunk audio → one episode: frames laid end to end with silence frames for the pauses.

No decoding and no re-encoding: each chunk's frames (MPEG-2 Layer III, 24 kHz,
mono, 48 kbps, 24 ms each) are copied from the cache file, and every pause is
whole pre-built silent frames of the same format. Times are exact frame counts,
so chapter starts and the duration in the file agree to the millisecond. Chunk
files are streamed one at a time: memory does not grow with the episode.

Loudness: the episode's integrated loudness (BS.1770) and true peak follow from
the momentary loudness blocks and true peak measured once per chunk as it arrived
(kept in the cache; the pauses are digital silence and add neither); if it is
more than 1 LU off -16 LUFS, every frame's global_gain is shifted by whole
1.5 dB steps while the frames are copied — lossless and reversible, as mp3gain
does — but never so far that the true peak passes -1 dBTP (less a margin for
other decoders). (Chunks without figures: the spliced file is measured and then
leveled.) Where the peaks leave it more than 1 LU off the target (real neural
speech, with a peak-to-loudness ratio of 17-21 dB, usually), the default
(``loudness: auto``) decodes it once, raises and true-peak limits it and encodes
it once to the chunk format (same frame count, so every time stays exact):
audio.limiter, whose result is kept by content so a rebuild copies it.
``loudness: lossless`` never re-encodes; ``loudness: limit`` limits unless the
lossless steps land within 0.5 LU.
Then the ID3v2.4 tag goes on, the file is renamed into place, and the VTT
transcript and JSON chapters are written beside it.
"""

from __future__ import annotations

import collections
import hashlib
import html
import itertools
import os
import shutil
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace
from pathlib import Path
from typing import BinaryIO, cast
from urllib.parse import quote, urljoin

from narrate import atomic
from narrate.config import LOUDNESS_MODES
from narrate.errors import Mp3FormatError
from narrate.text.model import Chunk, Script
from narrate.weburl import web_url

from .alignment import shown_words
from .limiter import LimitedStore, limit, limiter_key
from .loudness import (
    GAIN_STEP_DB,
    TARGET_LUFS,
    file_levels,
    integrated_from_blocks,
    level_steps,
)
from .model import ChapterMark, ChunkAudio, CorruptChunk, Episode, EpisodeFiles, EpisodeInfo, SynthesisResult
from .mp3 import (
    EDGE_FORMAT,
    LevellingWriter,
    adjust_global_gain_run,
    duration_seconds,
    frames_for_ms,
    info_frame,
)
from .tags import EpisodeTags, render_tag, write_tags
from .transcript import SIDECARS, Cue, EpisodeText, locate, merge_orphans, timed_cues, with_words

FRAME_MS = 1000 * EDGE_FORMAT.samples_per_frame / EDGE_FORMAT.sample_rate  # 24 ms
FRAME_BYTES = EDGE_FORMAT.bitrate_kbps * 1000 * EDGE_FORMAT.samples_per_frame // (8 * EDGE_FORMAT.sample_rate)  # 144


def load_libraries() -> None:
    """Import the library assembling an episode uses (mutagen, for its tag) now.

    Called in a worker thread while the service's answers are awaited, when the process
    is otherwise idle: imported at the end instead, it would add to the time after the
    last answer of every cold run. (Levelling and loudness need no numpy: see mp3 and loudness.)
    """
    try:
        import mutagen.id3  # noqa: F401
    except ImportError:
        pass  # a library that is missing is reported where it is used, by the step that needs it


def silence_frames(pause_ms: int) -> int:
    """Whole silent frames for a pause (nearest to the requested length; mp3.frames_for_ms decides)."""
    return frames_for_ms(pause_ms, EDGE_FORMAT)


def layout(script: Script, synthesis: SynthesisResult) -> list[int]:
    """The start frame of each chunk in the episode."""
    starts = []
    position = 0
    for chunk, audio in zip(script.chunks, synthesis.chunks):
        starts.append(position)
        position += audio.frames + silence_frames(chunk.pause_ms)
    starts.append(position)
    return starts


def chapter_links(page: str, anchor: str, image: str) -> tuple[str, str]:
    """A chapter's (url, img): its heading's place on the article's `page`, its picture made absolute.

    The fragment is percent-encoded (a CJK id stays an ASCII URL; browsers decode it to find the
    heading). A picture's path is resolved against the page, as the page's browser would; only
    http(s) URLs are given (never data: or a path with no page to resolve it against).
    """
    page = page if web_url(page) else ""
    url = f"{page.split('#', 1)[0]}#{quote(anchor, safe='')}" if page and anchor else page
    img = ""
    if image:
        try:
            img = urljoin(page, image) if page else image
        except ValueError:
            img = ""
    if not img.isascii() or any(c.isspace() for c in img):
        img = quote(img, safe=":/?#[]@!$&'()*+,;=%~")  # a CJK or spaced file name, as a browser sends it
    return url, img if web_url(img) else ""


def chapter_marks(script: Script, starts: Sequence[int], page: str = "") -> tuple[ChapterMark, ...]:
    """Chapters with exact start/end times from the frame layout (end = next start, or the end).

    `page` is the article's web address: a chapter links to its heading there (`url`) and shows
    its section's first picture (`img`).
    """
    total = duration_seconds(starts[-1])
    marks: list[ChapterMark] = []
    chapters = sorted(script.chapters, key=lambda c: c.chunk)
    for n, chapter in enumerate(chapters):
        start = duration_seconds(starts[chapter.chunk])
        end = duration_seconds(starts[chapters[n + 1].chunk]) if n + 1 < len(chapters) else total
        if marks and abs(marks[-1].start - start) < 1e-9:
            continue  # two marks on one chunk: keep the first
        url, img = chapter_links(page, chapter.anchor, chapter.image)
        marks.append(ChapterMark(chapter.title, chapter.level, start, end, url, img))
    return merge_short_parents(marks)


#: A chapter shorter than this (seconds) that a deeper
#: heading follows is only its heading said aloud.
SHORT_PARENT_SECONDS = 4.0


def merge_short_parents(marks: Sequence[ChapterMark]) -> tuple[ChapterMark, ...]:
    """`marks` with each heading whose section is only itself (an H2 said, then at once its first H3)
    joined to the chapter that follows: one chapter "Parent › Child" from the parent's start, linking to
    the parent's heading. A list of 31 chapters had 1–2 s ones that no listener can use. The opening
    chapter stays, whatever its length (chapters start at 0)."""
    out: list[ChapterMark] = []
    carried: ChapterMark | None = None
    for n, mark in enumerate(marks):
        if carried is not None:
            mark = replace(
                mark,
                title=f"{carried.title} › {mark.title}",
                start=carried.start,
                url=carried.url or mark.url,
                img=mark.img or carried.img,
                level=carried.level,
            )
            carried = None
        following = marks[n + 1] if n + 1 < len(marks) else None
        if (
            out
            and following is not None
            and following.level > mark.level
            and following.start - mark.start < SHORT_PARENT_SECONDS
        ):
            carried = mark
            continue
        out.append(mark)
    return tuple(out)


def transcript_cues(script: Script, synthesis: SynthesisResult, starts: Sequence[int]) -> list[Cue]:
    """Cues of the article's words (at most ~2 lines each), placed in episode time.

    Where a chunk's words are the ones spoken, each engine sentence keeps its own time;
    where the voice was sent a respelling, the article's words share the span of speech.
    Where the engine reported words, each cue has its own and starts at its first (transcript.with_words).
    """
    cues: list[Cue] = []
    for index, (chunk, audio, first) in enumerate(zip(script.chunks, synthesis.chunks, starts)):
        base = duration_seconds(first)
        words = shown_words(audio.words, chunk.text, chunk.shown) if audio.words else []
        cues.extend(
            with_words(_chunk_cues(index, chunk, audio, base), words, chunk.shown, base, duration_seconds(audio.frames))
        )
    # Cues must be in order and must not run past the audio; none flashes by alone.
    ordered: list[Cue] = []
    for cue in cues:
        start = max(cue.start, ordered[-1].start if ordered else 0.0)
        ordered.append(replace(cue, start=start, end=max(start, cue.end)))
    return merge_orphans(ordered, [chunk.shown for chunk in script.chunks])


def _chunk_cues(index: int, chunk: Chunk, audio: ChunkAudio, base: float) -> list[Cue]:
    """One chunk's cues, `base` seconds into the episode. Each engine sentence keeps its own time and,
    found in the chunk's words, is cut from them as written (spaces and all); where the voice was sent a
    respelling, the article's words share the span of speech."""
    length = duration_seconds(audio.frames)
    spoken = [b for b in audio.boundaries if b.text.strip()]
    shown, block, lang = chunk.shown, chunk.block, chunk.lang
    if not spoken or chunk.display and chunk.display != chunk.text:
        begin = min(spoken[0].offset, length) if spoken else 0.0
        finish = min(spoken[-1].offset + spoken[-1].duration, length) if spoken else length
        return timed_cues(shown, base + begin, base + max(begin, finish), lang=lang, block=block, chunk=index)
    cues: list[Cue] = []
    cursor = 0
    for n, boundary in enumerate(spoken):
        start = base + min(boundary.offset, length)
        end = base + min(boundary.offset + boundary.duration, length)
        if n + 1 < len(spoken):
            end = max(end, min(start, base + spoken[n + 1].offset))
        found = locate(shown, html.unescape(boundary.text), cursor)
        if found is None:  # not the chunk's words (an engine's own reading): its text as it came
            cues.extend(timed_cues(boundary.text, start, max(start, end), lang=lang, block=block))
            continue
        cursor = found[1]
        cues.extend(
            timed_cues(
                shown[found[0] : found[1]], start, max(start, end), lang=lang, block=block, chunk=index, offset=found[0]
            )
        )
    return cues


def splice(
    script: Script,
    synthesis: SynthesisResult,
    out: Path,
    gain_steps: int = 0,
    *,
    head: bytes = b"",
    info: bytes = b"",
    digest: hashlib._Hash | None = None,
) -> int:
    """Write `head` (an ID3 tag, or nothing), `info` (an Info frame, or nothing), then the episode's audio
    frames (each frame's global gain shifted by `gain_steps`) to `out`; returns the frame count.
    `digest`, if given, is fed every byte after `head` (the audio's hash, without a second read).

    One pass: each chunk file is read once and its frames levelled and written a
    megabyte at a time (mp3.LevellingWriter), so re-splicing a 3-hour episode from
    the cache is bounded by reading, hashing and writing its bytes.
    """
    with open(out, "wb") as file:
        file.write(head)
        handle = file if digest is None else cast(BinaryIO, _Hashing(file, digest))
        handle.write(info)
        writer = LevellingWriter(handle, EDGE_FORMAT, gain_steps)
        for chunk, (audio, data) in zip(script.chunks, _read_ahead(synthesis.chunks)):
            try:
                written = writer.write_audio(data, name=str(audio.path))
            except Mp3FormatError as exc:
                raise CorruptChunk(audio.path, str(exc)) from None
            if written != audio.frames:
                raise CorruptChunk(audio.path, f"{written} frames, expected {audio.frames}")
            writer.write_silent_frames(silence_frames(chunk.pause_ms))
        writer.flush()
        return writer.frames_written


#: How many bytes of chunk files the reading worker
#: hands over at once (and keeps ready, twice that).
READ_AHEAD_BYTES = 1 << 20


def _read_ahead(chunks: Sequence[ChunkAudio]) -> Iterator[tuple[ChunkAudio, bytes]]:
    """Each chunk with its file's bytes, their hash checked (CorruptChunk otherwise), in order.

    A worker thread reads and checks the files a megabyte ahead of the caller, who levels
    and writes them meanwhile: reading, hashing, levelling and writing all let go of the
    interpreter, so on two cores a rebuild from the cache does its reading beside its
    writing. The worker takes a megabyte of chunks at a time (one hand-over per group,
    not per chunk), and holds at most two groups: memory stays flat.
    """
    groups: list[list[ChunkAudio]] = [[]]
    size = 0
    for audio in chunks:
        if groups[-1] and size + audio.frames * FRAME_BYTES > READ_AHEAD_BYTES:
            groups.append([])
            size = 0
        groups[-1].append(audio)
        size += audio.frames * FRAME_BYTES
    if len(groups) == 1:  # nothing to overlap with
        yield from zip(groups[0], _read_checked(groups[0]))
        return
    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="narrate-read") as pool:
        ahead = collections.deque(pool.submit(_read_checked, group) for group in groups[:2])
        for n, group in enumerate(groups):
            datas = ahead.popleft().result()
            if n + 2 < len(groups):
                ahead.append(pool.submit(_read_checked, groups[n + 2]))
            yield from zip(group, datas)


def _read_checked(group: Sequence[ChunkAudio]) -> list[bytes]:
    datas = []
    for audio in group:
        data = audio.path.read_bytes()
        if audio.sha256 and hashlib.sha256(data).hexdigest() != audio.sha256:
            raise CorruptChunk(audio.path, "its bytes do not match their recorded hash")
        datas.append(data)
    return datas


class _Hashing:
    """Writes to a binary file and feeds every byte written to a hash (the audio's, in the same pass)."""

    def __init__(self, file: BinaryIO, digest: hashlib._Hash) -> None:
        self._file = file
        self._digest = digest

    def write(self, data: bytes | bytearray | memoryview) -> int:
        self._digest.update(data)
        return self._file.write(data)


def _sha256(path: Path) -> str:
    """sha256 of a file, read in blocks."""
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        while block := handle.read(1 << 20):
            digest.update(block)
    return digest.hexdigest()


def _prepend_info_frame(path: Path, frames: int) -> None:
    """Put a Xing/Info + LAME frame before the audio: exact frame and byte counts, seek table, delay/padding.

    Delay and padding are 0: a spliced episode's timeline *is* its frames (every
    chapter and cue time counts them), so a gapless player that removes only its
    decoder's own delay (529 samples) plays each word at the time the chapters give.
    """
    staged = path.with_name(path.name + ".info")
    try:
        with open(path, "rb") as src, open(staged, "wb") as dst:
            dst.write(info_frame(frames, EDGE_FORMAT))
            shutil.copyfileobj(src, dst, 1 << 20)
        os.replace(staged, path)
    finally:
        staged.unlink(missing_ok=True)


def _copy_stored(out: Path, head: bytes, xing: bytes, stored: Path) -> str:
    """Write `head`, `xing` and the stored limited frames to `out`, a megabyte at a time; the sha256 of
    everything after `head` (the episode's audio_sha256, checked against the store's record)."""
    digest = hashlib.sha256()
    with open(out, "wb") as file, open(stored, "rb") as source:
        file.write(head)
        handle = _Hashing(file, digest)
        handle.write(xing)
        while block := source.read(READ_AHEAD_BYTES):
            handle.write(block)
    return digest.hexdigest()


def _rewrite_gain(path: Path, steps: int) -> None:
    """Shift every frame's global_gain of the file at `path` by `steps` (via a temporary beside it)."""
    leveled = path.with_name(path.name + ".gain")
    try:
        _apply_gain(path, leveled, steps)
        os.replace(leveled, path)
    finally:
        leveled.unlink(missing_ok=True)


def _apply_gain(source: Path, target: Path, steps: int) -> None:
    with open(source, "rb") as src, open(target, "wb") as dst:
        while True:
            block = src.read(EDGE_FORMAT.bitrate_kbps * 3 * 1024)  # whole 144-byte frames
            if not block:
                break
            dst.write(adjust_global_gain_run(block, steps, EDGE_FORMAT))


def needs_limiter(mode: str, leveled: float | None) -> bool:
    """Whether an episode at `leveled` LUFS after its lossless steps goes through the limiter under `mode`
    (a name of narrate.config.LOUDNESS_MODES, which says how far off the target is too far)."""
    limit_past = LOUDNESS_MODES[mode].limit_past_lu
    return leveled is not None and limit_past is not None and abs(leveled - TARGET_LUFS) > limit_past


def assemble_episode(
    script: Script,
    synthesis: SynthesisResult,
    info: EpisodeInfo,
    out_dir: Path,
    *,
    normalize: bool = True,
    loudness: str = "auto",
    files: EpisodeFiles | None = None,
    store: LimitedStore | None = None,
) -> Episode:
    """Splice, level, tag and write an episode and its sidecars atomically, at `files`
    (from the output layout; default `out_dir/<lang>/<slug>.mp3` and its sidecars beside it).

    `loudness` is one of LOUDNESS_MODES; `store` keeps what the limiter made (a rebuild copies it)."""
    if len(synthesis.chunks) != len(script.chunks):
        raise ValueError("synthesis does not match the script")
    if loudness not in LOUDNESS_MODES:
        raise ValueError(f"loudness must be one of {tuple(LOUDNESS_MODES)}, not {loudness!r}")
    files = files or EpisodeFiles.beside(out_dir / script.lang / f"{script.slug}.mp3")
    starts = layout(script, synthesis)
    marks = chapter_marks(script, starts, info.source_url)
    # The sidecars need no audio: their text is made in a worker while the frames are spliced (a
    # splice is mostly hashing and file I/O, which let go of the interpreter), written after the MP3.
    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="narrate-sidecars") as pool:
        sidecars = pool.submit(_sidecar_texts, script, synthesis, starts, marks)
        # Their text is awaited before the new MP3 replaces the old one: if it cannot be made,
        # neither file changes.
        episode = _write_mp3(
            script,
            synthesis,
            info,
            files,
            starts,
            marks,
            normalize=normalize,
            mode=loudness,
            store=store,
            ready=sidecars.result,
        )
        texts, cues = sidecars.result()
    for sidecar in SIDECARS:
        # A rebuild from the cache usually renders the same transcript: the file is then left alone.
        atomic.write_if_changed(files.sidecars[sidecar.suffix], texts[sidecar.suffix])
    # Which block each cue reads and what kind each block is: the pages align translations by them.
    kinds = {chunk.block: chunk.kind for chunk in script.chunks if chunk.block >= 0}
    blocks = [kinds.get(n, "") for n in range(max(kinds, default=-1) + 1)]
    return replace(episode, cue_blocks=tuple(cue.block for cue in cues), block_kinds=tuple(blocks))


def _sidecar_texts(
    script: Script, synthesis: SynthesisResult, starts: Sequence[int], marks: tuple[ChapterMark, ...]
) -> tuple[dict[str, bytes], list[Cue]]:
    """Each sidecar's bytes, by suffix, and the cues they were made from."""
    cues = transcript_cues(script, synthesis, starts)
    text = EpisodeText(script.title, cues, marks)
    return {sidecar.suffix: sidecar.render(text).encode("utf-8") for sidecar in SIDECARS}, cues


def _limiter_pieces(script: Script, synthesis: SynthesisResult) -> list[tuple[str, str, int, int]]:
    """What the spliced original is made of, for the limiter's content address."""
    return [
        (audio.path.name, audio.sha256, audio.frames, silence_frames(chunk.pause_ms))
        for chunk, audio in zip(script.chunks, synthesis.chunks)
    ]


@dataclass(frozen=True)
class _Levels:
    """An episode's loudness (LUFS) and true peak (dBTP) as written, and what was done to get there."""

    loudness: float | None
    peak: float | None
    gain_db: float
    limited: bool = False
    limiter_key: str = ""  # where the limiter's result is kept ("" if not limited)


@dataclass(frozen=True)
class _Written:
    """What writing the MP3's audio came to: its frames, the sha256 of its audio, its levels."""

    frames: int
    audio_sha256: str
    levels: _Levels


@dataclass(frozen=True)
class _Mp3Job:
    """Everything one MP3 is written from: the script, its audio and layout, what goes in the tag."""

    script: Script
    synthesis: SynthesisResult
    info: EpisodeInfo
    marks: tuple[ChapterMark, ...]
    frames: int  # the layout's frame count (starts[-1])
    xing: bytes  # the Info frame for that many frames

    def tags(self, levels: _Levels) -> EpisodeTags:
        """The ID3 tag's content for the episode at `levels`."""
        info, script, synthesis = self.info, self.script, self.synthesis
        return EpisodeTags(
            title=script.title,
            artist=info.artist,
            album=info.album,
            lang=script.lang,
            date=info.date,
            description=info.description,
            transcript=script.transcript,
            source_url=info.source_url,
            cover=info.cover,
            cover_data=info.cover_data,
            chapters=self.marks,
            extra={
                **info.extra,
                "narrate:engine": synthesis.engine,
                "narrate:voice": synthesis.voice,
                "narrate:gain_db": f"{levels.gain_db:+.1f}",
                **({"narrate:true_peak_dbtp": f"{levels.peak:.1f}"} if levels.peak is not None else {}),
                **({"narrate:limited": "true"} if levels.limited else {}),
            },
        )

    def head(self, levels: _Levels) -> bytes:
        """The rendered ID3 tag for `levels`, sized for the Info frame and every audio frame after it."""
        return render_tag(self.tags(levels), len(self.xing) + self.frames * FRAME_BYTES)


def _shifted(value: float | None, steps: int) -> float | None:
    return None if value is None else value + steps * GAIN_STEP_DB


def _cached_levels(synthesis: SynthesisResult) -> tuple[float | None, float | None]:
    """The episode's (loudness, true peak) from each chunk's figures in the cache (all must have them).

    The pauses are digital silence: below the absolute gate, so they add no blocks, and no peak.
    """
    loudness = integrated_from_blocks(itertools.chain.from_iterable(c.momentary for c in synthesis.chunks))
    peak = max((c.peak for c in synthesis.chunks if c.peak is not None), default=None)
    return loudness, peak


def _write_mp3(
    script: Script,
    synthesis: SynthesisResult,
    info: EpisodeInfo,
    files: EpisodeFiles,
    starts: Sequence[int],
    marks: tuple[ChapterMark, ...],
    *,
    normalize: bool,
    mode: str,
    store: LimitedStore | None,
    ready: Callable[[], object] = lambda: None,
) -> Episode:
    """Write the episode's MP3 (spliced, levelled and tagged, atomically); the episode, its sidecars not yet
    written. `ready()` is called just before the new file takes the MP3's name (an exception keeps the old).

    Four ways, by what is known before a byte is written: chunk figures that call for the limiter
    (its stored result copied, or made); chunk figures within reach of lossless steps (one pass);
    no levelling (one pass, no gain); chunks without figures (splice, measure, then level).
    """
    job = _Mp3Job(script, synthesis, info, marks, starts[-1], info_frame(starts[-1], EDGE_FORMAT))
    measured_per_chunk = normalize and all(c.momentary and c.peak is not None for c in synthesis.chunks)
    with atomic.atomic_path(files.mp3) as tmp:
        if measured_per_chunk:
            loudness, peak = _cached_levels(synthesis)
            steps = level_steps(loudness, peak)
            if needs_limiter(mode, _shifted(loudness, steps)):
                assert loudness is not None
                written = _write_limited(job, tmp, loudness, store, spliced=None)
            else:
                written = _write_one_pass(
                    job, tmp, _Levels(_shifted(loudness, steps), _shifted(peak, steps), steps * GAIN_STEP_DB), steps
                )
        elif normalize:
            written = _write_measured(job, tmp, mode, store)
        else:
            written = _write_one_pass(job, tmp, _Levels(None, None, 0.0), 0)
        if written.frames != starts[-1]:
            raise ValueError("frame count does not match the layout")
        size = tmp.stat().st_size
        ready()
    levels = written.levels
    return Episode(
        lang=script.lang,
        slug=script.slug,
        title=script.title,
        mp3=files.mp3,
        vtt=files.sidecars[".vtt"],
        chapters_json=files.sidecars[".chapters.json"],
        frames=written.frames,
        duration=duration_seconds(written.frames),
        bytes=size,
        chapters=marks,
        engine=synthesis.engine,
        voice=synthesis.voice,
        loudness=levels.loudness,
        gain_db=levels.gain_db,
        peak=levels.peak,
        limited=levels.limited,
        limiter_key=levels.limiter_key,
        audio_sha256=written.audio_sha256,
        srt=files.sidecars[".srt"],
    )


def _write_one_pass(job: _Mp3Job, tmp: Path, levels: _Levels, steps: int) -> _Written:
    """Everything the tag says is known before a byte is written (the cached figures, or no levelling):
    the tag, then every frame, levelled by `steps` as it is copied, in one pass."""
    digest = hashlib.sha256()
    frames = splice(job.script, job.synthesis, tmp, steps, head=job.head(levels), info=job.xing, digest=digest)
    return _Written(frames, digest.hexdigest(), levels)


def _write_measured(job: _Mp3Job, tmp: Path, mode: str, store: LimitedStore | None) -> _Written:
    """Chunks without loudness figures: the spliced original is measured, then levelled (lossless steps
    rewritten in place, or the limiter's result)."""
    frames = splice(job.script, job.synthesis, tmp, 0)
    loudness, peak = file_levels(tmp)
    steps = level_steps(loudness, peak)
    if needs_limiter(mode, _shifted(loudness, steps)):
        assert loudness is not None
        return _write_limited(job, tmp, loudness, store, spliced=frames)
    if steps:
        _rewrite_gain(tmp, steps)
    levels = _Levels(_shifted(loudness, steps), _shifted(peak, steps), steps * GAIN_STEP_DB)
    _prepend_info_frame(tmp, frames)
    audio_sha256 = _sha256(tmp)
    write_tags(tmp, job.tags(levels))
    return _Written(frames, audio_sha256, levels)


def _write_limited(
    job: _Mp3Job, tmp: Path, original: float, store: LimitedStore | None, *, spliced: int | None
) -> _Written:
    """Peaks keep the lossless steps off the target: the limiter's result, from the store when this very
    audio was limited before (a rebuild), else made once from the original (at `original` LUFS; `spliced`:
    its frame count if it is already spliced at `tmp`, else None) and stored."""
    key = limiter_key(_limiter_pieces(job.script, job.synthesis))
    stored = store.get(key, job.frames) if store is not None else None
    if stored is not None and stored.loudness is not None and abs(stored.loudness - TARGET_LUFS) > 1.0:
        stored = None  # kept by a limiter that missed the published rule: made again (and replaced)
    if stored is not None:
        levels = _Levels(stored.loudness, stored.peak, stored.gain_db, True, key)
        if _copy_stored(tmp, job.head(levels), job.xing, stored.path) == stored.sha256:
            return _Written(job.frames, stored.sha256, levels)
        assert store is not None
        store.forget(key)  # damaged on disk: made again below, from a fresh splice
        spliced = None
    frames = spliced if spliced is not None else splice(job.script, job.synthesis, tmp, 0)
    result = limit(tmp, original, frames)  # the original: the limiter applies the gain itself
    levels = _Levels(result.loudness, result.peak, result.gain_db, True, key)
    digest = hashlib.sha256(job.xing)
    digest.update(result.data)  # not `xing + data`: a second copy of a 3-hour episode's 65 MB
    audio_sha256 = digest.hexdigest()
    with open(tmp, "wb") as out:
        out.write(job.head(levels) + job.xing)
        out.write(result.data)
    if store is not None:
        store.put(key, result, frames, audio_sha256)
    return _Written(frames, audio_sha256, levels)
