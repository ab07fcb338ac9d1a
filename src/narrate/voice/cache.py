"""The content-addressed chunk cache.

Key = sha256 of (engine, engine version, voice, rate, pitch, volume, text): an
edit to one paragraph changes only that paragraph's keys. An entry is two files,
``<key>.mp3`` (audio frames) and ``<key>.json`` (sentence boundaries, word
boundaries, and the sha256 of the audio, its frame count), each written
atomically, the JSON last. An entry is
used only after it is verified — the JSON parses, the audio file has the recorded
length, which is plausible for the text; anything else is deleted and synthesized
again. The audio's hash and frames are checked as the episode is spliced (the
one time its bytes are read): a mismatch there deletes the entry, and the
episode is made again with that chunk synthesized anew, never spliced from it.

The cache is shared by every blog on the machine (one place, by default), so
what may be pruned is decided by usage records: every build writes, atomically,
the keys its output folder's episodes are made of (``usage/<folder hash>.json``,
replacing that folder's last record). Prune deletes only entries that no record
names and that are older than a grace period (a build still running has not
written its record yet).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import math
import os
import time
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from narrate import atomic
from narrate.audio.mp3 import EDGE_FORMAT, duration_seconds, frame_count, parse_header
from narrate.clock import now_iso
from narrate.config import Voice
from narrate.errors import Mp3FormatError, NarrateError, OutputError
from narrate.inputs import read_regular, read_regular_stat
from narrate.patterns import LazyPattern
from narrate.records import CHUNKS, USAGE, FileStamp, content_key, foreign_chunk_file, record_path
from narrate.voice.engines.base import Boundary, Speech, expected_min_seconds

ENV_CACHE = "NARRATE_CACHE_DIR"
# How long a build waits for a prune holding the cache (a prune deletes for seconds) before it ends in one line.
PRUNE_WAIT = 20.0
BLOCK_RANGE = (-200.0, 30.0)  # LUFS: what a momentary block or a true peak may be
_FRAME_BYTES = EDGE_FORMAT.bitrate_kbps * 1000 * EDGE_FORMAT.samples_per_frame // (8 * EDGE_FORMAT.sample_rate)
FORMAT_VERSION = CHUNKS.version  # part of every chunk's key (narrate.records.FORMATS)


# A temp file is a write in progress for seconds; one an hour old was left by a killed run.
_STALE_TEMP_SECONDS = 3600.0
# The most the cache reads of one of its files: far over anything it writes (a record of a chunk's figures, a
# chunk's audio, an output folder's list of chunk keys), only so that a file put in its place cannot make a
# read without end.
_RECORD_MAX = 64 << 20
_AUDIO_MAX = 512 << 20
_USAGE_MAX = 512 << 20


_KEY = LazyPattern("[0-9a-f]{64}")  # a chunk's (or a limited episode's) content address, as its file is named


# The temp files narrate.atomic writes an entry through (`.<key>.mp3.narrate-xxxxxxxx.tmp`): any other `.tmp`
# name in the cache folder (which may be a folder the user chose) is the user's and is never swept.
_OUR_TEMPORARY = LazyPattern(r"\.[0-9a-f]{64}\.(?:mp3|json)\." + atomic.TEMPORARY_MARK + r"[a-z0-9_]{8}\.tmp")


def _temporary(path: Path) -> bool:
    return path.name.startswith(".") and path.name.endswith(".tmp")


@dataclass(frozen=True)
class _Figures:
    """What a record says besides where its audio is: its boundaries, words, loudness blocks and peak."""

    boundaries: tuple[Boundary, ...]
    words: tuple[Boundary, ...]
    momentary: tuple[float, ...] | None
    peak: float | None


def _figures(meta: dict[str, Any], seconds: float) -> _Figures:
    """A record's boundaries, words, loudness blocks and peak, every number checked (raises ValueError/TypeError/…).

    A record is a file anyone can edit: NaN, Infinity or `momentary: [5000]` would otherwise reach the
    cues and the loudness maths (OverflowError).
    """
    boundaries, words = boundaries_of([(meta.get("boundaries", []), seconds), (meta.get("words", []), seconds)])
    blocks = meta.get("momentary")
    momentary = None if blocks is None else _all_finite(blocks, *BLOCK_RANGE)
    peak = meta.get("peak")
    return _Figures(boundaries, words, momentary, None if peak is None else _finite(peak, *BLOCK_RANGE))


def _fits(frames: int, size: int, text: str) -> bool:
    """Whether an audio file of `size` bytes holds exactly `frames` bare frames, enough to say `text`."""
    return frames > 0 and size == frames * _FRAME_BYTES and duration_seconds(frames) >= expected_min_seconds(text)


def boundaries_of(records: Sequence[tuple[object, float]]) -> list[tuple[Boundary, ...]]:
    """[offset, duration, text] rows as Boundaries for many records (rows, seconds) at once, every time within
    [0, seconds + 60] and every text a string UTF-8 can encode, checked in bulk, as :func:`_all_finite`
    checks blocks: a rebuild of three hours reads thousands of them. One bad row fails them all."""
    rows: list[object] = []
    spans = []
    for some, seconds in records:
        if not isinstance(some, list):
            raise ValueError("boundaries are not a list")
        spans.append((len(rows), len(rows) + len(some), seconds))
        rows.extend(some)
    if not rows:
        return [() for _ in records]
    if set(map(type, rows)) != {list} or set(map(len, rows)) != {3}:  # type: ignore[arg-type]
        raise ValueError("a boundary is not [offset, duration, text]")
    offsets, durations, texts = zip(*rows)
    if not set(map(type, offsets + durations)) <= {float, int}:  # no bools, strings or None
        raise ValueError("a boundary's time is not a number")
    if not (math.isfinite(math.fsum(offsets + durations)) and 0 <= min(offsets) and 0 <= min(durations)):
        raise ValueError("a boundary's time is out of range")
    if set(map(type, texts)) != {str}:
        raise ValueError("boundary text is not a string")
    "".join(texts).encode("utf-8")  # a lone surrogate raises UnicodeEncodeError, a ValueError
    made = tuple(map(Boundary, map(float, offsets), map(float, durations), texts))
    out = []
    for start, end, seconds in spans:
        if start < end and max(max(offsets[start:end]), max(durations[start:end])) > seconds + 60:
            raise ValueError("a boundary's time is past the audio")
        out.append(made[start:end])
    return out


def _all_finite(values: object, low: float, high: float) -> tuple[float, ...]:
    """Every item of `values` as a float within [low, high] (ValueError otherwise), as :func:`_finite` checks one.

    A chunk has a loudness block every 100 ms (a 3-hour episode: over 100,000), so the common case
    (every item a plain number) is checked in bulk: their sum is finite only if every one is.
    """
    if not isinstance(values, list):
        raise ValueError("not a list of numbers")
    if values and set(map(type, values)) <= {float, int}:  # in C: no bools, strings, lists or None
        numbers = tuple(map(float, values))
        if math.isfinite(math.fsum(numbers)) and low <= min(numbers) and max(numbers) <= high:
            return numbers
    return tuple(_finite(v, low, high) for v in values)


def _finite(value: object, low: float, high: float) -> float:
    """`value` as a float within [low, high]; ValueError for NaN, Infinity, bools, strings or out of range."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(f"not a number: {value!r}")
    number = float(value)
    if not math.isfinite(number) or not low <= number <= high:
        raise ValueError(f"out of range: {number!r}")
    return number


def default_cache_dir() -> Path:
    """NARRATE_CACHE_DIR, else the platform's cache folder for narrate (platformdirs: $XDG_CACHE_HOME/narrate
    or ~/.cache/narrate on Linux, ~/Library/Caches/narrate on macOS, %LOCALAPPDATA%\\narrate\\Cache on Windows)."""
    if os.environ.get(ENV_CACHE):
        return Path(os.environ[ENV_CACHE]).expanduser()
    import platformdirs

    return Path(platformdirs.user_cache_dir("narrate", appauthor=False))


def chunk_key(engine: str, engine_version: str, voice_id: str, voice: Voice, text: str) -> str:
    """The content address of one chunk's audio."""
    return content_key(FORMAT_VERSION, engine, engine_version, voice_id, voice.rate, voice.pitch, voice.volume, text)


@dataclass(frozen=True)
class CachedChunk:
    """A verified cache entry: the audio, its frame count, its loudness blocks and true peak (None: not measured yet)."""

    speech: Speech
    frames: int
    momentary: tuple[float, ...] | None
    peak: float | None = None  # dBTP, as ffmpeg's ebur128 measures it


@dataclass(frozen=True)
class CacheEntry:
    """Where a cached chunk's audio is and what is known of it, read from its JSON alone.

    The audio itself is read once, when the episode is spliced, and its sha256 is
    checked then: a rebuild from the cache reads every byte once, not twice.
    """

    path: Path
    frames: int
    boundaries: tuple[Boundary, ...]
    momentary: tuple[float, ...] | None
    sha256: str
    peak: float | None = None  # dBTP, as ffmpeg's ebur128 measures it
    # The JSON record this was read from, as it was when read (taken from the open file): what an
    # index of lookups (voice.lookups) checks the record against. None: not read from one file.
    stamp: FileStamp | None = None
    words: tuple[Boundary, ...] = ()  # each word said, timed (the engine's word boundaries); () if none


@dataclass(frozen=True)
class CacheStats:
    """What `narrate cache` reports."""

    entries: int
    bytes: int


def _flock(handle: int, *, exclusive: bool, wait: bool = True) -> None:
    """A shared lock (waits unless `wait` is False), or an exclusive one; BlockingIOError when one that does not
    wait is held; nothing without flock."""
    try:
        import fcntl
    except ImportError:  # Windows: builds and prunes are not kept apart
        return
    fcntl.flock(
        handle, (fcntl.LOCK_EX | fcntl.LOCK_NB) if exclusive else (fcntl.LOCK_SH | (0 if wait else fcntl.LOCK_NB))
    )


class ChunkCache:
    """Chunk audio on disk, by content address."""

    def __init__(self, root: Path | None = None) -> None:
        self.root = Path(root) if root is not None else default_cache_dir()
        atomic.own_folder(self.root)  # the cache's files are its own, even inside an output folder
        self.rejected = 0  # entries found corrupt and deleted in this process
        self._folders: dict[str, Path] = {}

    def _paths(self, key: str) -> tuple[Path, Path]:
        folder = self._folders.get(key[:2])
        if folder is None:  # 256 folders at most: made once each (a rebuild looks up every chunk)
            folder = self._folders[key[:2]] = self.root / "chunks" / key[:2]
        return folder / f"{key}.mp3", folder / f"{key}.json"

    @contextlib.contextmanager
    def held(self) -> Iterator[None]:
        """Hold the cache for a build: a shared lock, so `narrate cache --prune` deletes nothing while it runs.

        A build looks chunks up long before it splices them; a prune in between (`--grace 0`) would
        leave it an entry that is gone. Any number of builds hold it at once; the kernel drops a
        killed build's hold.
        """
        handle = self._lock_file()
        try:
            if handle is not None:
                self._wait_shared(handle)
            yield
        finally:
            if handle is not None:
                os.close(handle)

    @contextlib.contextmanager
    def exclusive(self) -> Iterator[None]:
        """For a prune: the cache while no build holds it; OutputError (nothing deleted) while one does."""
        handle = self._lock_file()
        try:
            if handle is not None:
                try:
                    _flock(handle, exclusive=True)
                except BlockingIOError:
                    raise OutputError(
                        f"{self.root}: a build is using the cache now; prune once it has finished "
                        "(nothing was deleted)",
                        path=self.root,
                    ) from None
            yield
        finally:
            if handle is not None:
                os.close(handle)

    def _wait_shared(self, handle: int) -> None:
        """The shared hold, waiting while a prune deletes (seconds), but not for ever: an exclusive hold that
        lasts (a stuck process, another tool's lock on the file) blocked every build with no word. After
        PRUNE_WAIT seconds the build ends in one line (OutputError), nothing narrated yet."""
        deadline = time.monotonic() + PRUNE_WAIT
        while True:
            try:
                _flock(handle, exclusive=False, wait=False)
                return
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    raise OutputError(
                        f"{self.root}: another process (a `narrate cache --prune`?) has held the cache for "
                        f"{PRUNE_WAIT:.0f} s; run again once it has finished, or give this build its own cache "
                        f"({ENV_CACHE})",
                        path=self.root,
                    ) from None
                time.sleep(0.2)

    def _lock_file(self) -> int | None:
        try:
            self.root.mkdir(parents=True, exist_ok=True)
            return os.open(self.root / ".in-use.lock", os.O_RDWR | os.O_CREAT, 0o644)
        except OSError:
            return None  # a cache that cannot be written has nothing a prune could delete either

    def ensure_usable(self) -> None:
        """Raise OutputError unless the cache folder exists or can be made (checked before any synthesis)."""
        try:
            (self.root / "chunks").mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise OutputError(
                f"{self.root}: the chunk cache cannot be kept here ({exc.strerror}); set {ENV_CACHE} to a folder",
                path=self.root,
            ) from None

    def audio_path(self, key: str) -> Path:
        """Where the audio of `key` is stored."""
        folder = self._folders.get(key[:2])
        if folder is None:
            return self._paths(key)[0]
        return folder / f"{key}.mp3"

    def record_file(self, key: str) -> str:
        """Where the JSON record of `key` is stored, as a string (for os calls on every chunk of an episode)."""
        return os.path.join(str(self.root), "chunks", key[:2], f"{key}.json")

    def indexed(
        self,
        key: str,
        text: str,
        frames: object,
        sha256: object,
        peak: object,
        momentary: tuple[float, ...] | None,
        boundaries: tuple[Boundary, ...],
        stamp: FileStamp,
        words: tuple[Boundary, ...] = (),
    ) -> CacheEntry | None:
        """The entry an index row (voice.lookups) stands for, if its audio file still has the recorded
        length, long enough for `text`; its numbers checked as lookup() checks a record's (its boundaries
        and blocks, in bulk, by the index: see boundaries_of)."""
        audio_path = self.audio_path(key)
        try:
            if not isinstance(frames, int) or not isinstance(sha256, str):
                return None
            if not _fits(frames, os.stat(str(audio_path)).st_size, text):
                return None
            checked = None if peak is None else _finite(peak, *BLOCK_RANGE)
        except (OSError, ValueError):
            return None
        return CacheEntry(audio_path, frames, boundaries, momentary, sha256, checked, stamp, words)

    def lookup(self, key: str, text: str) -> CacheEntry | None:
        """The entry for `key` from its JSON, if its audio file has the recorded length; else None
        (a corrupt entry is deleted). Entries stored before frame counts were recorded are read whole."""
        audio_path, meta_path = self._paths(key)
        try:
            # Bytes to json.loads (UTF-8 is what it reads), and os calls on the string paths: a rebuild
            # from the cache looks up every chunk of the episode, ~700 for three hours.
            # (read_regular: a pipe or a device by a record's name is a miss, never a read that blocks or never ends)
            data, info = read_regular_stat(str(meta_path), _RECORD_MAX)
            stamp = FileStamp.of_stat(info)  # the file read here, whatever replaces it later
            meta = json.loads(data)
            size = os.stat(str(audio_path)).st_size
        except FileNotFoundError:
            return None
        except (OSError, ValueError, RecursionError, NarrateError):
            self._reject(key)
            return None
        frames = meta.get("frames") if isinstance(meta, dict) else None
        if not isinstance(frames, int):
            full = self.get(key, text)
            if full is None:
                return None
            return CacheEntry(
                audio_path,
                full.frames,
                full.speech.boundaries,
                full.momentary,
                hashlib.sha256(full.speech.audio).hexdigest(),
                full.peak,
                words=full.speech.words,
            )
        try:
            if not _fits(frames, size, text):
                raise ValueError("wrong length")
            sha256 = meta["sha256"]
            if not isinstance(sha256, str):
                raise ValueError("no hash")
            figures = _figures(meta, duration_seconds(frames))
        except (ValueError, TypeError, IndexError, KeyError, OverflowError):
            self._reject(key)
            return None
        return CacheEntry(
            audio_path, frames, figures.boundaries, figures.momentary, sha256, figures.peak, stamp, figures.words
        )

    def reject(self, path: Path) -> None:
        """Delete the entry whose audio is at `path` (found corrupt while it was spliced)."""
        self._reject(Path(path).stem)

    def get(self, key: str, text: str) -> CachedChunk | None:
        """The verified entry for `key`, or None (a corrupt entry is deleted)."""
        audio_path, meta_path = self._paths(key)
        try:
            meta = json.loads(read_regular(meta_path, _RECORD_MAX))
            audio = read_regular(audio_path, _AUDIO_MAX)
        except FileNotFoundError:
            return None
        except (OSError, ValueError, RecursionError, NarrateError):
            self._reject(key)
            return None
        try:
            if not isinstance(meta, dict) or meta.get("sha256") != hashlib.sha256(audio).hexdigest():
                raise ValueError("hash mismatch")
            frames = frame_count(audio, EDGE_FORMAT)
            if not frames or duration_seconds(frames) < expected_min_seconds(text):
                raise ValueError("implausibly short")
            figures = _figures(meta, duration_seconds(frames))
        except (ValueError, TypeError, IndexError, OverflowError, Mp3FormatError):
            self._reject(key)
            return None
        return CachedChunk(
            Speech(audio, figures.boundaries, words=figures.words), frames, figures.momentary, figures.peak
        )

    def put(
        self,
        key: str,
        speech: Speech,
        *,
        text: str,
        engine: str,
        voice_id: str,
        momentary: tuple[float, ...] = (),
        peak: float | None = None,
    ) -> CacheEntry:
        """Store one chunk (atomically; the JSON, written last, makes the entry visible); returns what is stored."""
        audio_path, meta_path = self._paths(key)
        existing = self.lookup(key, text)
        if existing is not None:
            # Another process (a parallel shard) stored this chunk first. Keep its
            # audio: an episode being spliced from it must not see it change.
            return existing
        for path, audio in ((audio_path, True), (meta_path, False)):
            if foreign_chunk_file(path, audio=audio):
                raise OutputError(
                    f"{path}: a file narrate did not write is where its chunk cache keeps a chunk; move it away, "
                    f"or set {ENV_CACHE} to a folder of narrate's own",
                    path=path,
                )
        frames = frame_count(speech.audio, EDGE_FORMAT)
        # Not fsynced (atomic.py: `sync=False`): an entry a power cut loses or tears is found
        # missing or fails its check (frames, length, sha256 when spliced) and is synthesized again.
        atomic.write_bytes(audio_path, speech.audio, sync=False)
        sha256 = hashlib.sha256(speech.audio).hexdigest()
        meta: dict[str, object] = {
            "sha256": sha256,
            "engine": engine,
            "voice": voice_id,
            "text": text,
            "boundaries": [[b.offset, b.duration, b.text] for b in speech.boundaries],
            "words": [[w.offset, w.duration, w.text] for w in speech.words],
        }
        if len(speech.audio) == frames * _FRAME_BYTES:
            meta["frames"] = frames  # bare frames, no tag: lookup() may trust the file's length
        if momentary:
            meta["momentary"] = list(momentary)
        if momentary and peak is not None:
            meta["peak"] = peak
        with atomic.atomic_writer(meta_path, sync=False) as handle:
            handle.write(json.dumps(meta, ensure_ascii=False).encode("utf-8"))
            handle.flush()
            # The record as written (a rename keeps its inode, size and mtime): an index of lookups
            # made right after (voice.lookups) need not read every record back.
            stamp = FileStamp.of_open(handle.fileno())
        return CacheEntry(
            audio_path,
            frames,
            speech.boundaries,
            momentary or None,
            sha256,
            peak if momentary else None,
            stamp,
            speech.words,
        )

    def set_momentary(self, key: str, blocks: tuple[float, ...], peak: float | None = None) -> None:
        """Add loudness blocks and true peak to an entry stored without them (atomically; a missing entry is left alone)."""
        meta_path = self._paths(key)[1]
        try:
            meta = json.loads(read_regular(meta_path, _RECORD_MAX))
        except (OSError, ValueError, RecursionError, NarrateError):
            return
        if isinstance(meta, dict) and not foreign_chunk_file(meta_path, audio=False):
            meta["momentary"] = list(blocks)
            if peak is not None:
                meta["peak"] = peak
            atomic.write_text(meta_path, json.dumps(meta, ensure_ascii=False))

    def _reject(self, key: str) -> None:
        """Delete the entry of `key` found corrupt: its files narrate wrote, never a file of the user's by that name
        (records.foreign_chunk_file)."""
        self.rejected += 1
        for path, audio in zip(self._paths(key), (True, False)):
            if not foreign_chunk_file(path, audio=audio):
                with contextlib.suppress(OSError):
                    path.unlink()

    def keys(self) -> Iterable[str]:
        """Every key with an entry on disk."""
        folder = self.root / "chunks"
        if not folder.is_dir():
            return []
        return sorted({p.stem for p in folder.glob("*/*.json")} | {p.stem for p in folder.glob("*/*.mp3")})

    def stats(self) -> CacheStats:
        """Number of entries and bytes on disk."""
        folder = self.root / "chunks"
        if not folder.is_dir():
            return CacheStats(0, 0)
        self.sweep_temporary()
        files = [p for p in folder.glob("*/*") if p.is_file() and not _temporary(p)]
        return CacheStats(len({p.stem for p in files if p.suffix == ".json"}), sum(p.stat().st_size for p in files))

    def sweep_temporary(self, older_than: float = _STALE_TEMP_SECONDS) -> int:
        """Delete temp files a killed run left (older than `older_than` seconds: a live writer's are newer)."""
        folder = self.root / "chunks"
        removed = 0
        now = time.time()
        for path in folder.glob("*/.*.tmp") if folder.is_dir() else ():
            with contextlib.suppress(OSError):
                if (
                    _OUR_TEMPORARY.fullmatch(path.name)
                    and not path.is_symlink()
                    and now - path.lstat().st_mtime > older_than
                ):
                    path.unlink()
                    removed += 1
        return removed

    # ------------------------------------------------------------------ usage records

    def _usage_path(self, out_dir: Path) -> Path:
        """The usage record of `out_dir`; one kept under its 0.3 name is moved there first (else the next
        record would stand beside it and both would keep their chunks from `cache --prune` for ever)."""
        folder = str(Path(out_dir).resolve())
        path = record_path(self.root, USAGE, folder)
        with contextlib.suppress(OSError):
            os.rename(record_path(self.root, USAGE, folder, digits=20), path)
        return path

    def record_usage(self, out_dir: Path, keys: Iterable[str]) -> None:
        """Record (atomically, replacing the last one) the chunks the episodes in `out_dir` are made of.

        When the last record already names exactly these chunks for this folder, it is left as it is
        (a no-op build writes nothing); `recorded` then says when the set last changed.
        """
        folder, wanted = str(Path(out_dir).resolve()), sorted(set(keys))
        path = self._usage_path(out_dir)
        with contextlib.suppress(OSError, ValueError, TypeError, AttributeError, RecursionError, NarrateError):
            last = json.loads(read_regular(path, _USAGE_MAX))
            if last.get("out_dir") == folder and last.get("keys") == wanted and isinstance(last.get("recorded"), str):
                return
        record = {"out_dir": folder, "recorded": now_iso(), "keys": wanted}
        atomic.write_text(path, json.dumps(record, ensure_ascii=False))

    def usage(self) -> list[UsageRecord]:
        """Every output folder's latest usage record (unreadable ones are reported, never ignored)."""
        folder = self.root / USAGE.folder
        if not folder.is_dir():
            return []
        records = []
        for path in sorted(folder.glob("*.json")):
            try:
                data = json.loads(read_regular(path, _USAGE_MAX))
                keys = frozenset(str(k) for k in data["keys"])
                records.append(UsageRecord(path, str(data["out_dir"]), str(data.get("recorded", "")), keys))
            except (OSError, ValueError, KeyError, TypeError, RecursionError, NarrateError) as exc:
                raise OutputError(
                    f"{path}: usage record cannot be read ({exc}); prune cannot know what it "
                    "protects. Delete it only if its output folder is gone, then prune again",
                    path=path,
                ) from None
        return records

    def unused(self, keep: set[str], *, older_than: float) -> list[tuple[str, int]]:
        """Entries not in `keep` whose files are older than `older_than` seconds: (key, bytes)."""
        cutoff = time.time() - older_than
        out = []
        for key in self.keys():
            if key in keep:
                continue
            size = 0
            newest = 0.0
            for path in self._paths(key):
                with contextlib.suppress(OSError):
                    info = path.stat()
                    size += info.st_size
                    newest = max(newest, info.st_mtime)
            if newest <= cutoff:
                out.append((key, size))
        return out

    def delete(self, keys: Iterable[str]) -> int:
        """Delete these entries; returns how many had files.

        Only an entry whose record is narrate's (a JSON object naming its audio's sha256) goes, with its
        audio when the audio is what the record names: a file of the user's that only has a chunk's name
        (the cache may be a folder the user chose) stays. Audio with no record beside it (a killed run's,
        or a limited episode's whose record an 0.4 prune deleted) goes only when its name is a chunk key in
        its key's folder and its bytes are nothing but whole frames of narrate's own format (no tag, no
        other byte), as narrate writes them and a user's mp3 never is."""
        removed = 0
        for key in keys:
            audio, record = self._paths(key)
            sha256 = _recorded_sha256(record)
            if sha256 is None:
                if not os.path.lexists(record) and _KEY.fullmatch(key) and _narrates_frames(audio):
                    with contextlib.suppress(OSError):
                        audio.unlink()
                        removed += 1
                continue
            with contextlib.suppress(OSError):
                record.unlink()
                removed += 1
            with contextlib.suppress(OSError, NarrateError):
                if hashlib.sha256(read_regular(audio, _AUDIO_MAX)).hexdigest() == sha256 or _narrates_frames(audio):
                    audio.unlink()
        return removed


def _narrates_frames(audio: Path) -> bool:
    """Whether the file at `audio` is a regular file of whole frames of narrate's chunk format and nothing
    else, as a chunk or a limited episode in the store is."""
    try:
        data = read_regular(audio, _AUDIO_MAX)
        return bool(data) and frame_count(data) * _FRAME_BYTES == len(data) and parse_header(data) is not None
    except (OSError, NarrateError):
        return False


def _recorded_sha256(record: Path) -> str | None:
    """The sha256 a chunk's record (voice.cache, audio.limiter) gives its audio, or None when the file is
    no such record (missing, not JSON, a user's file of that name)."""
    try:
        meta = json.loads(read_regular(record, _RECORD_MAX))
    except (OSError, ValueError, RecursionError, NarrateError):
        return None
    sha256 = meta.get("sha256") if isinstance(meta, dict) else None
    return sha256 if isinstance(sha256, str) and len(sha256) == 64 else None


@dataclass(frozen=True)
class UsageRecord:
    """Which chunks one output folder's episodes were made of, as its latest build recorded them."""

    path: Path
    out_dir: str
    recorded: str
    keys: frozenset[str]
