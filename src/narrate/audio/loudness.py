"""Integrated loudness (ITU-R BS.1770 / EBU R128) of an MP3, measured with ffmpeg's ebur128 filter.

ffmpeg comes from the imageio-ffmpeg wheel; no system package. Podcasts aim at
-16 LUFS; narrate brings an episode there without re-encoding by changing each
frame's global_gain (1.5 dB steps), the technique of mp3gain.
"""

from __future__ import annotations

import math
import re
import subprocess
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path

TARGET_LUFS = -16.0
STEP_DB = 1.5
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
    # Decoding inside one filtergraph (amovie) and handing the null output large
    # frames is about 3x faster than `-i FILE -af ebur128`, where ffmpeg passes each
    # 24 ms MP3 frame between its demuxer, decoder, filter and muxer threads.
    graph = f"amovie={_filter_value(str(path))},ebur128=framelog=quiet,asetnsamples=n=65536"
    for source in (["-f", "lavfi", "-i", graph], ["-i", str(path), "-af", "ebur128=framelog=quiet"]):
        try:
            result = subprocess.run(
                [ffmpeg_exe(), "-nostats", "-hide_banner", *source, "-f", "null", "-"],
                capture_output=True, text=True, timeout=600, check=False,
            )
        except (OSError, subprocess.TimeoutExpired):
            return None
        found = _INTEGRATED.findall(result.stderr)
        if result.returncode == 0 and found:
            value = float(found[-1])
            return None if value <= -70.0 else value
    return None


def gain_steps(measured: float | None, target: float = TARGET_LUFS, tolerance: float = 1.0) -> int:
    """global_gain steps (1.5 dB each) that bring `measured` within `tolerance` of `target`; 0 if already there."""
    if measured is None or abs(measured - target) <= tolerance:
        return 0
    return round((target - measured) / STEP_DB)


def momentary_blocks(audio: bytes) -> tuple[float, ...]:
    """Momentary loudness (400 ms windows, every 100 ms, in LUFS) of MP3 bytes; () if it cannot be measured.

    narrate measures each chunk once, as it arrives (while other requests are still
    in flight), and keeps the figures in the cache; an episode's integrated
    loudness then follows from its chunks' blocks without decoding the episode.
    """
    try:
        result = subprocess.run(
            [ffmpeg_exe(), "-nostats", "-hide_banner", "-f", "mp3", "-i", "pipe:0", "-af", "ebur128",
             "-f", "null", "-"],
            input=_padded(audio), capture_output=True, timeout=120, check=False,
        )
    except (OSError, subprocess.TimeoutExpired):
        return ()
    if result.returncode != 0:
        return ()
    values = []
    for match in _MOMENTARY.finditer(result.stderr.decode("utf-8", "replace")):
        value = float(match.group(1))
        values.append(value if math.isfinite(value) else -120.0)
    return tuple(round(v, 2) for v in values)


def _padded(audio: bytes) -> bytes:
    """The chunk between 400 ms of silence, as it sits between pauses in an episode.

    A momentary window that overlaps the chunk's edges then holds silence, as it
    would in the episode, instead of a partial window over the chunk alone.
    """
    from .mp3 import silence

    return silence(400) + audio + silence(400)


def integrated_from_blocks(blocks: Iterable[float]) -> float | None:
    """BS.1770 integrated loudness from momentary block loudnesses (absolute, then relative gate)."""
    powers = [(value, 10 ** ((value + 0.691) / 10)) for value in blocks if value > ABSOLUTE_GATE]
    if not powers:
        return None
    ungated = -0.691 + 10 * math.log10(sum(p for _, p in powers) / len(powers))
    kept = [p for value, p in powers if value > ungated + RELATIVE_GATE]
    return -0.691 + 10 * math.log10(sum(kept) / len(kept))
