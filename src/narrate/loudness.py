"""Integrated loudness (ITU-R BS.1770 / EBU R128) of an MP3, measured with ffmpeg's ebur128 filter.

ffmpeg comes from the imageio-ffmpeg wheel; no system package. Podcasts aim at
-16 LUFS; narrate brings an episode there without re-encoding by changing each
frame's global_gain (1.5 dB steps), the technique of mp3gain.
"""

from __future__ import annotations

import re
import subprocess
from functools import lru_cache
from pathlib import Path

TARGET_LUFS = -16.0
STEP_DB = 1.5
_INTEGRATED = re.compile(r"I:\s+(-?\d+(?:\.\d+)?)\s+LUFS")


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
