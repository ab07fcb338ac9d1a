"""Integrated loudness (ITU-R BS.1770 / EBU R128) and true peak of MP3 audio, measured with ffmpeg's ebur128.

ffmpeg comes from the imageio-ffmpeg wheel; no system package. Podcasts aim at
-16 LUFS; narrate brings an episode there without re-encoding by changing each
frame's global_gain (1.5 dB steps), the technique of mp3gain. Raising the gain
raises the peaks too, so the steps are capped by the measured true peak: an
episode never goes above -1 dBTP (ffmpeg's ebur128 true peak), even when that
leaves it quieter than -16 LUFS. Reaching -16 LUFS then needs a limiter, which
means decoding and encoding once: that is the opt-in `loudness: limit`.
"""

from __future__ import annotations

import contextlib
import math
import os
import re
import subprocess
from collections.abc import Iterable, Sequence
from functools import lru_cache
from pathlib import Path

from .mp3 import EDGE_FORMAT, silence, silence_frame

TARGET_LUFS = -16.0
STEP_DB = 1.5  # nominal; the exact factor of one global_gain step is 2^(1/4), GAIN_STEP_DB
GAIN_STEP_DB = 20 * math.log10(2**0.25)  # 1.5051 dB
PEAK_CEILING_DBTP = -1.0  # no episode's true peak above this (Apple's and Spotify's delivery rule)
# Lossless steps keep the measured true peak this far below the ceiling: other decoders
# (fixed-point ones, other resamplers) overshoot ffmpeg's float decoder by a few tenths.
PEAK_MARGIN_DB = 0.3
_TRUE_PEAK = re.compile(r"True peak:\s+Peak:\s+(-?(?:\d+(?:\.\d+)?|inf))\s+dBFS")
_INTEGRATED = re.compile(r"I:\s+(-?\d+(?:\.\d+)?)\s+LUFS")
_MOMENTARY = re.compile(r"\bt:\s*[\d.]+\s+TARGET:\S+\s+LUFS\s+M:\s*(-?(?:\d+(?:\.\d+)?|inf|nan))")
ABSOLUTE_GATE = -70.0
RELATIVE_GATE = -10.0


@lru_cache(maxsize=1)
def ffmpeg_exe() -> str:
    """The ffmpeg binary shipped in the imageio-ffmpeg wheel."""
    import imageio_ffmpeg

    return str(imageio_ffmpeg.get_ffmpeg_exe())


def _filter_value(text: str) -> str:
    """`text` quoted as a filter option value inside a filtergraph (ffmpeg's two escaping levels)."""
    text = re.sub(r"([\\':])", r"\\\1", text)
    return re.sub(r"([\\'\[\],;])", r"\\\1", text)


def integrated_loudness(path: Path) -> float | None:
    """Integrated loudness of the file in LUFS, or None if it could not be measured."""
    return file_levels(path)[0]


def file_levels(path: Path) -> tuple[float | None, float | None]:
    """(integrated loudness in LUFS, true peak in dBTP) of a whole file; None where not measurable."""
    # Decoding inside one filtergraph (amovie) and handing the null output large frames spares
    # ffmpeg what `-i FILE -af ebur128` costs: each MP3 frame passed between four threads.
    graph = f"amovie={_filter_value(str(path))},ebur128=framelog=quiet:peak=true,asetnsamples=n=65536"
    for source in (["-f", "lavfi", "-i", graph], ["-i", str(path), "-af", "ebur128=framelog=quiet:peak=true"]):
        try:
            result = subprocess.run(
                [ffmpeg_exe(), "-nostats", "-hide_banner", *source, "-f", "null", "-"],
                capture_output=True,
                text=True,
                errors="replace",
                timeout=600,
                check=False,
            )
        except (OSError, subprocess.TimeoutExpired):
            return None, None
        found = _INTEGRATED.findall(result.stderr)
        if result.returncode == 0 and found:
            value = float(found[-1])
            return (None if value <= -70.0 else value), _peak(result.stderr)
    return None, None


def _peak(stderr: str) -> float | None:
    """The true peak (dBTP) of ebur128's summary; -120 for digital silence, None if absent."""
    found = _TRUE_PEAK.findall(stderr)
    if not found:
        return None
    value = float(found[-1])
    return value if math.isfinite(value) else -120.0


def gain_steps(measured: float | None, target: float = TARGET_LUFS, tolerance: float = 1.0) -> int:
    """global_gain steps (1.5 dB each) that bring `measured` within `tolerance` of `target`; 0 if already there."""
    if measured is None or abs(measured - target) <= tolerance:
        return 0
    return round((target - measured) / STEP_DB)


def gain_cap(peak: float | None, ceiling: float = PEAK_CEILING_DBTP, margin: float = PEAK_MARGIN_DB) -> int | None:
    """The most global_gain steps that keep true peak `peak` (dBTP) at or below `ceiling` less `margin`.

    Negative when the audio already peaks above it (then it must get quieter). None
    when the peak is unknown: no cap can be computed.
    """
    if peak is None:
        return None
    return math.floor((ceiling - margin - peak) / GAIN_STEP_DB)


def level_steps(loudness: float | None, peak: float | None, target: float = TARGET_LUFS) -> int:
    """Lossless gain steps for an episode: toward `target`, never past the true-peak cap."""
    steps = gain_steps(loudness, target)
    cap = gain_cap(peak)
    return steps if cap is None else min(steps, cap)


#: How much lower than narrate's own the chunk measurements run (Unix nice steps).
MEASURE_NICENESS = 5


def ebur128_command() -> list[str]:
    """ffmpeg reading MP3 on its standard input and writing its ebur128 report (momentary blocks, true peak)
    to its standard error: one chunk's measurement here, a whole answer's as it arrives in voice.metering."""
    return [
        ffmpeg_exe(),
        "-nostats",
        "-hide_banner",
        "-f",
        "mp3",
        "-i",
        "pipe:0",
        "-af",
        "ebur128=peak=true",
        "-f",
        "null",
        "-",
    ]


def _ebur128(mp3: bytes, *, timeout: float) -> str | None:
    """ffmpeg's ebur128 report (momentary blocks and true peak) on `mp3`, or None if ffmpeg failed.

    It runs at a lower CPU priority than narrate: chunks are measured while their
    neighbours' requests are in flight, and on a busy machine the measurement (decoding,
    4x oversampling for the true peak) would take the CPU from the event loop that reads
    the service's answers, holding every connection longer. Lower, it uses what the loop
    leaves. (Where priorities cannot be set, it runs as it is.)
    """
    try:
        with subprocess.Popen(
            ebur128_command(), stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE
        ) as proc:
            with contextlib.suppress(OSError, AttributeError):
                own = os.getpriority(os.PRIO_PROCESS, 0)
                os.setpriority(os.PRIO_PROCESS, proc.pid, min(19, own + MEASURE_NICENESS))
            try:
                _, stderr = proc.communicate(mp3, timeout=timeout)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.communicate()
                return None
    except OSError:
        return None
    return stderr.decode("utf-8", "replace") if proc.returncode == 0 else None


def chunk_levels(audio: bytes) -> tuple[tuple[float, ...], float | None]:
    """Momentary loudness blocks (LUFS) and true peak (dBTP) of a chunk's MP3 bytes, in one ffmpeg pass.

    narrate measures each chunk once, as it arrives (while other requests are still
    in flight), and keeps the figures in the cache; an episode's integrated
    loudness and true peak then follow from its chunks' figures without decoding
    the episode. ((), None) if it cannot be measured.
    """
    stderr = _ebur128(_padded(audio), timeout=120)
    if stderr is None:
        return (), None
    values = []
    for match in _MOMENTARY.finditer(stderr):
        value = float(match.group(1))
        values.append(value if math.isfinite(value) else -120.0)
    return tuple(round(v, 2) for v in values), _peak(stderr)


_FRAME_LINE = re.compile(
    r"\bt:\s*([\d.]+)\s+TARGET:\S+\s+LUFS\s+M:\s*(-?(?:\d+(?:\.\d+)?|inf|nan))"
    r".*?FTPK:\s*(-?(?:\d+(?:\.\d+)?|inf|nan))"
)
_ALIGN_FRAMES = 25  # 25 frames of 24 ms = 600 ms: a whole number of ebur128's 100 ms steps


def chunk_levels_many(audios: Sequence[bytes]) -> list[tuple[tuple[float, ...], float | None]]:
    """chunk_levels() of each of `audios`, from one ffmpeg pass over all of them.

    The pieces of one merged answer arrive together; one process instead of one per
    piece saves a process start each. Each piece goes in as chunk_levels() measures
    it — between 400 ms of silence — and starts on a 600 ms boundary of the stream,
    so ebur128's 100 ms blocks fall on it exactly as they would on its own: the
    same blocks, and the true peak as the highest of its blocks' peaks.
    """
    if len(audios) < 2:
        return [chunk_levels(audio) for audio in audios]
    step = EDGE_FORMAT.samples_per_frame / EDGE_FORMAT.sample_rate
    stream = bytearray()
    regions = []  # (start, end) of each padded piece, in seconds
    for audio in audios:
        frames = len(stream) // len(silence_frame())
        stream += silence_frame() * (-frames % _ALIGN_FRAMES)
        start = len(stream) // len(silence_frame()) * step
        stream += _padded(audio)
        regions.append((start, len(stream) // len(silence_frame()) * step))
    stream += silence(400)
    stderr = _ebur128(bytes(stream), timeout=600)
    if stderr is None:
        return [((), None)] * len(audios)
    lines = [(round(float(t) * 10) / 10, float(m), float(p)) for t, m, p in _FRAME_LINE.findall(stderr)]
    measured = []
    for start, end in regions:
        mine = [(m, p) for t, m, p in lines if start < t - 1e-6 and t <= end + 1e-6]
        blocks = tuple(round(m if math.isfinite(m) else -120.0, 2) for m, _ in mine)
        peaks = [p for _, p in mine]
        peak = max(peaks) if peaks else None
        measured.append((blocks, None if peak is None else (peak if math.isfinite(peak) else -120.0)))
    return measured


def pcm_levels(pcm: bytes, sample_rate: int) -> tuple[float | None, float | None]:
    """(integrated loudness in LUFS, true peak in dBTP) of 16-bit mono PCM; None where not measurable.

    For music before it is encoded (audio.music): its gain is chosen from these.
    """
    try:
        result = subprocess.run(
            [
                ffmpeg_exe(),
                "-nostats",
                "-hide_banner",
                "-f",
                "s16le",
                "-ar",
                str(sample_rate),
                "-ac",
                "1",
                "-i",
                "pipe:0",
                "-af",
                "ebur128=framelog=quiet:peak=true",
                "-f",
                "null",
                "-",
            ],
            input=pcm,
            capture_output=True,
            timeout=600,
            check=False,
        )
    except (OSError, subprocess.TimeoutExpired):
        return None, None
    stderr = result.stderr.decode("utf-8", "replace")
    found = _INTEGRATED.findall(stderr)
    if result.returncode != 0 or not found:
        return None, None
    value = float(found[-1])
    return (None if value <= ABSOLUTE_GATE else value), _peak(stderr)


def region_levels(audio: bytes, frames: Sequence[int]) -> list[tuple[tuple[float, ...], float | None]]:
    """Loudness blocks and true peak of consecutive regions of one MP3 stream (`frames` frames each),
    from one ffmpeg pass over the whole stream.

    For audio encoded in one piece and spliced as several (a music bed under the title and
    the intro line): a region cannot be measured alone, as its first frame may borrow bits
    from the one before. Every block of the whole (between 400 ms of silence, as
    chunk_levels measures) goes to the region it ends in, so the regions' blocks together
    are the whole's; a region's peak is the highest of its blocks'.
    """
    stderr = _ebur128(_padded(audio), timeout=600)
    if stderr is None:
        return [((), None)] * len(frames)
    return levels_by_region(stderr, frames)


def levels_by_region(stderr: str, frames: Sequence[int]) -> list[tuple[tuple[float, ...], float | None]]:
    """Loudness blocks and true peak of consecutive regions (`frames` frames each) from ffmpeg's ebur128
    report on those regions' stream between 400 ms of silence (as :func:`region_levels` measures it):
    each block goes to the region it ends in; a region's peak is the highest of its blocks'."""
    return blocks_by_region(report_blocks(stderr), frames)


def report_blocks(stderr: str) -> list[tuple[float, float, float]]:
    """(time, momentary loudness, true peak) of each 100 ms line of an ebur128 report, or of any part of
    one cut at line ends (a meter parses the report line by line as ffmpeg writes it)."""
    return [(float(t), float(m), float(p)) for t, m, p in _FRAME_LINE.findall(stderr)]


def blocks_by_region(
    lines: Sequence[tuple[float, float, float]], frames: Sequence[int]
) -> list[tuple[tuple[float, ...], float | None]]:
    """:func:`levels_by_region` from the report's blocks already parsed (:func:`report_blocks`)."""
    step = EDGE_FORMAT.samples_per_frame / EDGE_FORMAT.sample_rate
    ends, at = [], 0.4  # the leading silence goes with the first region
    for count in frames:
        at += count * step
        ends.append(at)
    ends[-1] = math.inf  # and the trailing silence with the last
    measured = []
    start = -math.inf
    for end in ends:
        mine = [(m, p) for t, m, p in lines if start < t - 1e-6 and t <= end + 1e-6]
        blocks = tuple(round(m if math.isfinite(m) else -120.0, 2) for m, _ in mine)
        peaks = [p if math.isfinite(p) else -120.0 for _, p in mine]
        measured.append((blocks, max(peaks) if peaks else None))
        start = end
    return measured


def _padded(audio: bytes) -> bytes:
    """The chunk between 400 ms of silence, as it sits between pauses in an episode.

    A momentary window that overlaps the chunk's edges then holds silence, as it
    would in the episode, instead of a partial window over the chunk alone.
    """
    return silence(400) + audio + silence(400)


def integrated_from_blocks(blocks: Iterable[float]) -> float | None:
    """BS.1770 integrated loudness from momentary block loudnesses (absolute, then relative gate).

    Plain Python: a 3-hour episode has ~100,000 blocks, summed here in a few milliseconds on
    every re-splice, and a rebuild from the cache then needs no numpy (its import costs more).
    The sums are exact (math.fsum), so the order of the blocks cannot move the figure.
    """
    values = [value for value in blocks if value > ABSOLUTE_GATE]
    if not values:
        return None
    powers = [10.0 ** ((value + 0.691) / 10) for value in values]
    ungated = -0.691 + 10 * math.log10(math.fsum(powers) / len(powers))
    kept = [power for power, value in zip(powers, values) if value > ungated + RELATIVE_GATE]
    return -0.691 + 10 * math.log10(math.fsum(kept) / len(kept))
