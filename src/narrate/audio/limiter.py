"""The true-peak limiter: an episode that lossless gain steps cannot bring to -16 LUFS without passing
-1 dBTP is decoded once, raised, limited and encoded once; the result is kept by content address.

Why: neural speech has a peak-to-loudness ratio of 17-21 dB, so at -1 dBTP it sits
near -19 to -23 LUFS; listeners coming from other podcasts turn it up by hand.

How the target is met (ffmpeg's ebur128 is the judge, as for every figure in narrate):
each attempt starts from the same spliced original (the published audio is encoded
once, never twice), raises it by a gain and limits it at a ceiling, encodes it, and
measures the result. Encoding adds overshoot of its own (LAME's noise lifts a few
peaks over the ceiling): the frames under those peaks are lowered by whole
global_gain steps (audio.overshoot), which moves the loudness by hundredths of a LU,
where lowering the ceiling and encoding again moved it by tenths and ran out of
attempts short of the target. Limiting turns each extra decibel of gain into less
than a decibel of loudness, so the next attempt's gain is corrected by the loudness
missed over the slope the last two attempts showed. The attempt closest to the
target with its true peak at or under the ceiling less the margin is kept; the
first within TOLERANCE_LU ends the search.

The cache: a rebuild must stay as fast as a splice, so the limited frames are stored
under a key made of the chunks' content addresses, their frame counts and the pauses
(what the spliced original is), and of the limiter's settings. A rebuild copies those
frames, checking their hash as it goes.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from narrate import atomic
from narrate.errors import AudioError, FileTooLarge, NotRegularFile
from narrate.inputs import read_regular
from narrate.records import LIMITED, content_key, foreign_chunk_file

from .encode import limited_frames
from .loudness import PEAK_CEILING_DBTP, PEAK_MARGIN_DB, TARGET_LUFS, file_levels
from .mp3 import EDGE_FORMAT, silence_frame
from .overshoot import lowered_frames

#: Part of every stored result's key: a change to how results are made makes new ones (raised in
#: narrate.records, beside every other cache's format).
LIMITER_VERSION = LIMITED.version
START_CEILING_DBTP = -2.0  # where the first attempt limits (4x oversampled); encoding adds some overshoot
TOLERANCE_LU = 0.5  # an attempt this close to the target is kept (the published rule is ±1 LU)
ATTEMPTS = 5
OVERSHOOT_HEADROOM_DB = (0.1, 0.3, 0.6)  # rounds of audio.overshoot, each asking for more headroom
HIGHEST_PEAK_DBTP = PEAK_CEILING_DBTP - PEAK_MARGIN_DB  # -1.3: the margin lossless steps keep, kept here too


@dataclass(frozen=True)
class Limited:
    """An episode's audio frames after the limiter, with what ebur128 measured of them."""

    data: bytes
    loudness: float | None
    peak: float | None
    gain_db: float  # the gain before the limiter
    ceiling_db: float  # the limiter's ceiling (4x oversampled)
    attempts: int


def limit(source: Path, loudness: float, frames: int, target: float = TARGET_LUFS) -> Limited:
    """`source` (spliced chunk-format MP3 of `frames` frames, at `loudness` LUFS) brought to `target`
    through the limiter, with its true peak at or under HIGHEST_PEAK_DBTP; see the module docstring."""
    trial = source.with_name(source.name + ".try")
    gain, ceiling = target - loudness, START_CEILING_DBTP
    previous_gain, previous = 0.0, loudness  # the unlimited original: loudness moves 1:1 with gain there
    best: Limited | None = None
    last: Limited | None = None
    try:
        for attempt in range(1, ATTEMPTS + 1):
            last = None  # a 3-hour attempt is 65 MB: only the best so far is held while the next is made
            data = limited_frames(source, gain, frames, ceiling)
            if len(data) != frames * len(silence_frame(EDGE_FORMAT)):
                raise AudioError(
                    f"{source}: the limiter's encoding has the wrong length; use loudness: lossless", path=source
                )
            data, reached, peak = _judged(trial, data)
            last = Limited(data, reached, peak, gain, ceiling, attempt)
            if reached is None or peak is None:
                break  # nothing to correct by: keep what was made (it is measured again by the caller)
            if peak <= HIGHEST_PEAK_DBTP and (best is None or abs(reached - target) < abs(best.loudness - target)):  # type: ignore[operator]
                best = last
            if peak <= HIGHEST_PEAK_DBTP and abs(reached - target) <= TOLERANCE_LU:
                break
            step = _gain_step(target, (previous_gain, previous), (gain, reached))
            previous_gain, previous = gain, reached
            gain += step
    finally:
        trial.unlink(missing_ok=True)
    assert last is not None
    return best or last


def _judged(trial: Path, data: bytes) -> tuple[bytes, float | None, float | None]:
    """`data` measured by ebur128 (written at `trial`), its encoder overshoot taken back frame by frame
    (audio.overshoot) while the true peak is over HIGHEST_PEAK_DBTP; the frames and their figures.

    Each round asks for a little more headroom than the last: the 4x decode that finds the
    frames and ebur128's own oversampling filter differ by a few hundredths of a dB."""
    trial.write_bytes(data)
    reached, peak = file_levels(trial)
    for headroom in OVERSHOOT_HEADROOM_DB:
        if reached is None or peak is None or peak <= HIGHEST_PEAK_DBTP:
            break
        data, lowered = lowered_frames(data, trial, HIGHEST_PEAK_DBTP - headroom)  # `trial` holds `data`
        if not lowered:
            continue
        trial.write_bytes(data)
        reached, peak = file_levels(trial)
    return data, reached, peak


def _gain_step(target: float, before: tuple[float, float], now: tuple[float, float]) -> float:
    """How much more gain to try, from two (gain, loudness reached) points.

    A limiter working hard turns each extra decibel of gain into well under a decibel of loudness
    (0.4-0.8 on offline speech), so the loudness still missed is divided by the slope seen between
    the last two points (bounded, so a noisy pair cannot send the gain far): moving by the loudness
    missed alone crept toward the target and used up every attempt there was."""
    (g0, l0), (g1, l1) = before, now
    slope = (l1 - l0) / (g1 - g0) if abs(g1 - g0) >= 0.1 else 1.0
    return (target - l1) / max(0.4, min(1.0, slope))


def limiter_key(pieces: Sequence[tuple[str, str, int, int]], target: float = TARGET_LUFS) -> str:
    """The content address of a limited episode: its pieces (chunk file name — itself a content
    address —, sha256 of its bytes, frames, silent frames after it) and the limiter's settings."""
    return content_key(
        LIMITER_VERSION, target, START_CEILING_DBTP, TOLERANCE_LU, HIGHEST_PEAK_DBTP, [list(piece) for piece in pieces]
    )


@dataclass(frozen=True)
class Stored:
    """A limited episode found in the store: where its frames are and what is known of them."""

    path: Path
    frames: int
    loudness: float | None
    peak: float | None
    gain_db: float
    sha256: str  # of the Info frame and the frames, as the episode's audio_sha256


# "sha256" is the hash of what the audio file holds (the frames), as in a chunk's record, so that
# `cache --prune` (voice.cache.ChunkCache.delete) knows the file for narrate's and deletes it with its record;
# "episode_sha256" is the episode's audio_sha256 (Info frame and frames). A record written before that field
# (its "sha256" the episode's) is still read, its audio still used.
_RECORD_KEYS = {"kind", "frames", "loudness", "peak", "gain_db", "ceiling_db", "sha256"}
_EPISODE = "episode_sha256"
_HEX64 = re.compile(r"[0-9a-f]{64}")


class LimitedStore:
    """Limited episodes on disk by content address, beside the chunks of the chunk cache (`folder` is
    its chunks folder), so that `narrate cache --prune` keeps those a recorded build names and
    removes the others like any chunk."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def _paths(self, key: str) -> tuple[Path, Path]:
        base = self.folder / key[:2]
        return base / f"{key}.mp3", base / f"{key}.json"

    def get(self, key: str, frames: int) -> Stored | None:
        """The stored result for `key` if its record reads and its file has the length of `frames` frames."""
        audio, record = self._paths(key)
        try:
            # Through narrate.inputs: a record that is a pipe or a link to /dev/zero is no record (s6 attacks:
            # MemoryError), one far past what put() writes neither.
            meta = json.loads(read_regular(record, 64 * 1024))
            # Exactly what put() writes, every number in range: anything else is made again (and overwritten).
            if set(meta) - {_EPISODE} != _RECORD_KEYS or meta.get("kind") != "limited" or meta.get("frames") != frames:
                return None
            episode = meta.get(_EPISODE, meta["sha256"])
            if not all(isinstance(h, str) and _HEX64.fullmatch(h) for h in (meta["sha256"], episode)):
                return None
            _number(meta["ceiling_db"])
            if os.stat(audio).st_size != frames * len(silence_frame(EDGE_FORMAT)):
                return None
            return Stored(
                audio,
                frames,
                _number(meta.get("loudness")),
                _number(meta.get("peak")),
                float(_number(meta["gain_db"]) or 0.0),
                str(episode),
            )
        except (OSError, ValueError, KeyError, TypeError, AttributeError, NotRegularFile, FileTooLarge):
            return None

    def put(self, key: str, limited: Limited, frames: int, sha256: str) -> None:
        """Store `limited` (atomically: the audio first, then the record that vouches for it); `sha256` is the
        episode's audio_sha256 (Info frame and frames), the record names the file's own hash beside it."""
        audio, record = self._paths(key)
        if foreign_chunk_file(audio, audio=True) or foreign_chunk_file(record, audio=False):
            return  # a file of the user's by that name stays (it costs speed, never the episode)
        with contextlib.suppress(OSError):  # a cache that cannot be written costs speed, never the episode
            audio.parent.mkdir(parents=True, exist_ok=True)
            atomic.write_bytes(audio, limited.data)
            atomic.write_text(
                record,
                json.dumps(
                    {
                        "kind": "limited",
                        "frames": frames,
                        "loudness": _rounded(limited.loudness),
                        "peak": _rounded(limited.peak),
                        "gain_db": round(limited.gain_db, 3),
                        "ceiling_db": round(limited.ceiling_db, 3),
                        "sha256": hashlib.sha256(limited.data).hexdigest(),
                        _EPISODE: sha256,
                    }
                ),
            )

    def forget(self, key: str) -> None:
        """Remove a stored result found wrong (never a file of the user's by its name)."""
        for path, audio in zip(self._paths(key), (True, False)):
            if not foreign_chunk_file(path, audio=audio):
                with contextlib.suppress(OSError):
                    path.unlink()


def _rounded(value: float | None) -> float | None:
    return None if value is None else round(value, 2)


def _number(value: object) -> float | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not -200 <= value <= 50:
        raise ValueError(f"not a level: {value!r}")
    return float(value)
