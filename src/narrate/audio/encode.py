"""Encoding PCM to the one MP3 format narrate splices: MPEG-2 Layer III, 24 kHz, mono, 48 kbps CBR.

Edge returns this format; anything narrate makes itself (the offline voice, jingles)
is encoded to it by LAME (lameenc), so every chunk splices without re-encoding.
"""

from __future__ import annotations

import subprocess
import tempfile
from pathlib import Path

from narrate.errors import AudioError

from .loudness import ffmpeg_exe
from .mp3 import EDGE_FORMAT, audio_frames, exact_frames, silence_frame


def encode_edge_format(pcm: bytes, sample_rate: int) -> bytes:
    """Encode 16-bit mono PCM to MPEG-2 Layer III, 24 kHz, mono, 48 kbps CBR (Edge's format)."""
    import lameenc

    encoder = lameenc.Encoder()
    encoder.set_bit_rate(EDGE_FORMAT.bitrate_kbps)
    encoder.set_in_sample_rate(sample_rate)
    encoder.set_out_sample_rate(EDGE_FORMAT.sample_rate)
    encoder.set_channels(1)
    encoder.set_quality(2)
    return bytes(encoder.encode(pcm) + encoder.flush())


# LAME's encoder delay (samples) plus the decoder's own delay (529, as ffmpeg and mpg123
# decode): what a decode → encode round trip shifts the audio by. Dropping that many
# samples before encoding puts every word back on the frame it came from.
_ROUND_TRIP_DELAY = 576 + 529


#: PCM handed from ffmpeg to LAME at a time: memory stays flat however long the episode.
_PCM_BLOCK = 1 << 20


def limited_frames(source: Path, gain_db: float, frames: int, ceiling_db: float) -> bytes:
    """`source` (spliced chunk-format MP3) raised by `gain_db` through a true-peak limiter at `ceiling_db`
    (dBFS, at 4x oversampling), as exactly `frames` frames of the chunk format.

    ffmpeg decodes once, oversamples 4x so the limiter sees the peaks between samples
    (what "true peak" means), raises the gain and limits, then LAME encodes once. The
    decoded audio streams from ffmpeg to LAME a megabyte at a time (a 3-hour episode is
    half a gigabyte of PCM; only its 65 MB of MP3 is held, and then its one copy cut to the
    frame count: mp3.exact_frames). The frame count is kept, so
    chapters and transcript times stay exact. Encoding adds overshoot of its own: the
    caller measures the result and, if its true peak is too high, asks again from the
    same source with a lower ceiling (audio.limiter).
    """
    import lameenc

    rate = EDGE_FORMAT.sample_rate
    ceiling = 10 ** (ceiling_db / 20)
    chain = (
        f"aresample={rate * 4},volume={gain_db:.2f}dB,"
        f"alimiter=limit={ceiling:.4f}:attack=1:release=60:level=false:latency=true,"
        f"aresample={rate}"
    )
    encoder = lameenc.Encoder()
    encoder.set_bit_rate(EDGE_FORMAT.bitrate_kbps)
    encoder.set_in_sample_rate(rate)
    encoder.set_out_sample_rate(rate)
    encoder.set_channels(1)
    encoder.set_quality(2)
    encoded = bytearray()
    skip = _ROUND_TRIP_DELAY * 2  # bytes of 16-bit PCM: the round trip's delay, dropped
    try:
        with (
            tempfile.TemporaryFile() as errors,
            subprocess.Popen(
                [
                    ffmpeg_exe(),
                    "-nostats",
                    "-hide_banner",
                    "-v",
                    "error",
                    "-i",
                    str(source),
                    "-af",
                    chain,
                    "-ac",
                    "1",
                    "-ar",
                    str(rate),
                    "-f",
                    "s16le",
                    "-acodec",
                    "pcm_s16le",
                    "pipe:1",
                ],
                stdout=subprocess.PIPE,
                stderr=errors,
            ) as proc,
        ):
            assert proc.stdout is not None
            carry = b""
            while block := proc.stdout.read(_PCM_BLOCK):
                block = carry + block
                if skip:
                    dropped = min(skip, len(block))
                    block, skip = block[dropped:], skip - dropped
                whole = len(block) - len(block) % 2  # whole samples only
                block, carry = block[:whole], block[whole:]
                if block:
                    encoded += encoder.encode(block)
            proc.wait()
            errors.seek(0)
            detail = errors.read().decode("utf-8", "replace").strip().splitlines()[-1:] or ["?"]
    except OSError as exc:
        raise AudioError(f"{source}: ffmpeg could not run the limiter ({exc})", path=source) from None
    if proc.returncode != 0:
        raise AudioError(f"{source}: ffmpeg's limiter failed ({detail[0]})", path=source)
    encoded += encoder.flush()
    return exact_frames(encoded, frames, EDGE_FORMAT)  # the encoding's one copy, cut or padded to `frames`


def reencoded_frames(pcm: bytes, frames: int) -> list[bytes]:
    """Decoded chunk-format audio (16-bit mono PCM at 24 kHz, as ffmpeg decodes it), changed and
    encoded again to exactly `frames` frames of the chunk format, every word on the frame it came from.

    The decode → encode round trip's delay is dropped from the start; the end is cut, or
    padded with silent frames, to the frame count, so every time after it stays exact.
    """
    encoded = audio_frames(encode_edge_format(pcm[_ROUND_TRIP_DELAY * 2 :], EDGE_FORMAT.sample_rate), EDGE_FORMAT)
    silent = silence_frame(EDGE_FORMAT)
    return encoded[:frames] + [silent] * max(0, frames - len(encoded))
