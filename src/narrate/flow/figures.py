"""A result's figures as the commands say them: durations, sizes, and loudness beside the target.

The CLI prints these in its result lines (`narrate ARTICLE.md`, `build`, `check`, `cache`);
they are here so that it needs neither the audio stage's clock nor its loudness target.
"""

from __future__ import annotations

from narrate.audio.loudness import TARGET_LUFS
from narrate.audio.transcript import clock
from narrate.config import LOUDNESS_MODES


def duration(seconds: float) -> str:
    """A duration rounded to the second, as a clock reads it: "4:05", "1:02:03"."""
    return clock(seconds, rounded=True)


def size(count: int) -> str:
    """A byte count as people read it: "812 kB", "12.3 MB"."""
    return f"{count / 1_000_000:.1f} MB" if count >= 100_000 else f"{count / 1000:.0f} kB"


def loudness_note(loudness: float, mode: str) -> str:
    """The episode's loudness for a result line, saying why when it is off the target (under
    `loudness: lossless`, the peaks; the setting that reaches it is named, never the one in use)."""
    if abs(loudness - TARGET_LUFS) <= 1.0:
        return f"{loudness:.1f} LUFS"
    if mode in LOUDNESS_MODES and LOUDNESS_MODES[mode].limit_past_lu is None:  # a mode that never limits
        return (
            f"{loudness:.1f} LUFS: peaks allow no more without clipping under `loudness: lossless`; "
            f"`loudness: auto` (the default) reaches {TARGET_LUFS:.0f} LUFS through a true-peak limiter"
        )
    return f"{loudness:.1f} LUFS: the limiter could not reach {TARGET_LUFS:.0f} LUFS"


def short_of_target(loudness: object, mode: object) -> str:
    """', 16.0 LUFS…' for a build line when the episode is off the target; '' otherwise."""
    if isinstance(loudness, (int, float)) and abs(loudness - TARGET_LUFS) > 1.0:
        return f", {loudness_note(float(loudness), str(mode))}"
    return ""
