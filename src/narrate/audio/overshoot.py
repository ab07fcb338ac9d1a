"""The encoder's overshoot taken back frame by frame, without encoding again.

Why: the limiter holds the true peak at its ceiling, but LAME at 48 kbit/s adds quantization
noise of its own, and on hard-limited speech (offline espeak-ng above all) that noise lifts a
few peaks 1-4 dB over the ceiling, more the harder the limiter works. Lowering the ceiling
and encoding again chases that noise: each attempt moves the loudness too, and the search
ran out of attempts 1-1.5 LU short of the target.

How: the encoded frames are decoded and oversampled 4x (what "true peak" means); every
frame slot whose peak is over the limit has the frames that make it (the decoder's
overlap reaches two frames back) lowered by whole global_gain steps (1.5 dB each, exact:
the mp3gain technique the lossless levelling uses). A few dozen 24 ms frames of an
episode go down by one or two steps: the loudness moves by hundredths of a LU, and
nothing is encoded a second time. ffmpeg's ebur128 stays the judge (audio.limiter
measures the result).
"""

from __future__ import annotations

import math
import subprocess
from collections.abc import Iterator
from pathlib import Path

from narrate.errors import AudioError

from .loudness import ffmpeg_exe
from .mp3 import EDGE_FORMAT, adjust_global_gain, silence_frame

STEP_DB = 1.5  # one global_gain step
OVERSAMPLE = 4
#: A decoded frame slot k (samples [576k, 576k + 576)) is made by frames k-2..k: a frame's
#: decoded output spans from about 290 to 1330 samples after its own start (measured by
#: lowering one frame and comparing the decodings), the MDCT overlap and the decoder's delay.
REACH_BACK = 2
_BLOCK_SLOTS = 1024  # frame slots decoded per read (2.4 MB of 4x float32): memory stays flat


def slot_peaks(source: Path) -> Iterator[tuple[int, float]]:
    """(frame slot, its true peak in dBFS) for every frame slot of the chunk-format frames in the file
    `source`, decoded by ffmpeg and oversampled 4x, streamed so a 3-hour episode is never held as PCM."""
    import numpy as np

    slot = EDGE_FORMAT.samples_per_frame * OVERSAMPLE
    command = [
        ffmpeg_exe(),
        "-nostats",
        "-hide_banner",
        "-v",
        "error",
        "-f",
        "mp3",
        "-i",
        str(source),
        "-af",
        f"aresample={EDGE_FORMAT.sample_rate * OVERSAMPLE}",
        "-ac",
        "1",
        "-f",
        "f32le",
        "pipe:1",
    ]
    try:
        with subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL) as proc:
            assert proc.stdout is not None
            first, carry = 0, b""
            while block := proc.stdout.read(slot * 4 * _BLOCK_SLOTS):
                block = carry + block
                whole = len(block) - len(block) % (slot * 4)
                block, carry = block[:whole], block[whole:]
                if not block:
                    continue
                peaks = np.abs(np.frombuffer(block, "<f4").reshape(-1, slot)).max(axis=1)
                for offset, peak in enumerate(peaks.tolist()):
                    yield first + offset, (20 * math.log10(peak) if peak > 0 else -120.0)
                first += len(peaks)
            tail = np.abs(np.frombuffer(carry[: len(carry) - len(carry) % 4], "<f4"))
            if tail.size:
                peak = float(tail.max())
                yield first, (20 * math.log10(peak) if peak > 0 else -120.0)
    except OSError as exc:
        raise AudioError(f"{source}: ffmpeg could not decode the limited audio ({exc})", path=source) from None
    if proc.returncode != 0:
        raise AudioError(f"{source}: ffmpeg could not decode the limited audio to check its peaks", path=source)


def lowered_frames(data: bytes, source: Path, limit_db: float) -> tuple[bytes, int]:
    """`data` (chunk-format frames, the bytes of the file `source`: the decoder reads them there, beside
    the episode, not from a copy in the system's temporary folder) with the frames under every frame
    slot that peaks over `limit_db` lowered by the whole steps that bring it under; and how many frames
    were lowered."""
    need: dict[int, int] = {}
    for slot, peak in slot_peaks(source):
        if peak > limit_db:
            steps = math.ceil((peak - limit_db) / STEP_DB)
            for frame in range(max(0, slot - REACH_BACK), slot + 1):
                need[frame] = max(need.get(frame, 0), steps)
    if not need:
        return data, 0
    size = len(silence_frame(EDGE_FORMAT))  # every frame of the chunk format has this length
    if len(data) % size:
        raise AudioError("the limited audio is not whole frames of the chunk format")
    out = bytearray(data)
    for index, steps in need.items():
        start = index * size
        if start < len(out):
            out[start : start + size] = adjust_global_gain(bytes(out[start : start + size]), -steps)
    return bytes(out), len(need)
