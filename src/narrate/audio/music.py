"""Music around the voice: a jingle before the title or after the last words, and a bed under the spoken intro.

The voice stays frames: chunks are spliced, never re-encoded. Music cannot stay
what it was (any file ffmpeg reads: MP3 at another rate, WAV, FLAC, OGG, M4A…),
so it is decoded once by ffmpeg (from the imageio-ffmpeg wheel), levelled and mixed as
samples (numpy), and encoded once by LAME to the chunk format (MPEG-2 Layer III, 24 kHz,
mono, 48 kbps). The result is then a piece like any chunk: cached by content
(narrate.voice.music), measured (loudness blocks and true peak, so the episode's
levelling counts it and never clips), and spliced at frame boundaries.

- A **jingle** is brought to the loudness the episode aims at (-16 LUFS), unless
  its true peak would then pass JINGLE_PEAK_DBTP: loud music never forces the
  whole episode's lossless gain down, quiet music is not left inaudible. (Where
  the speech stays quieter, narrate.voice.music moves the jingle down to it by
  lossless gain steps.) A 5 ms
  fade at each end keeps the cut at a frame boundary from clicking; no silence is
  added around it (the file's own is the gap).
- The **bed** plays under the spoken intro: the title, the intro line and the
  pauses after them, decoded as they will be spliced. It is ducked under the voice:
  `bed_gain` dB (RMS) below the voice while it speaks, DUCK_RISE_DB higher between
  phrases, moving over RAMP_MS; it fades in over FADE_IN_MS and out over the last
  pause, and loops if it is shorter than the intro. The mix is encoded once, with
  exactly the frames the speech had, every word on the frame it came from (the
  decode/encode delay is dropped): every chapter and cue time stays exact.
"""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

import numpy as np

from narrate.errors import AudioError

from .encode import encode_edge_format, reencoded_frames
from .loudness import PEAK_CEILING_DBTP, PEAK_MARGIN_DB, TARGET_LUFS, ffmpeg_exe, pcm_levels
from .mp3 import EDGE_FORMAT, audio_frames

RATE = EDGE_FORMAT.sample_rate
# A jingle's true peak stays this low before the episode's own levelling: 1 dB under
# what the lossless gain allows any chunk, so music never sets the episode's gain cap.
JINGLE_PEAK_DBTP = PEAK_CEILING_DBTP - PEAK_MARGIN_DB - 1.0
EDGE_FADE_MS = 5
FADE_IN_MS = 400
DUCK_RISE_DB = 6.0  # the bed between phrases, above its level under the voice
RAMP_MS = 150  # how fast the bed ducks and rises
HOLD_MS = 200  # speech this close to a window counts as speech (no pumping between words)
_WINDOW_MS = 10
_SILENT_DBFS = -60.0  # a window quieter than this is not speech (nor music, when its level is measured)


class MusicFileError(AudioError):
    """A music file of voices.yaml that ffmpeg cannot decode, or that holds no sound (its `path` says which)."""


def _pcm16(samples: Any) -> bytes:
    """Samples as 16-bit PCM, clipped at full scale (never wrapping around)."""
    return bytes(np.clip(np.round(samples), -32768, 32767).astype("<i2").tobytes())


# A jingle is seconds long, a bed loops under the spoken intro: no music file is decoded past
# this. ffmpeg reads the file itself and stops there, so a long file costs what its first
# MAX_MUSIC_SECONDS cost (decoded whole, an hour of music is gigabytes of samples).
MAX_MUSIC_SECONDS = 300


def decode(path: Path) -> bytes:
    """Any audio file ffmpeg reads, as 16-bit mono PCM at the chunk rate, at most MAX_MUSIC_SECONDS and a
    little more (to tell a longer file); AudioError (one line) if it cannot.

    ffmpeg decodes it directly (no ffprobe first: the wheel does not ship one).
    """
    try:
        return _ffmpeg_pcm(["-t", str(MAX_MUSIC_SECONDS + 1), "-i", str(path)], None, str(path))
    except AudioError as exc:
        raise MusicFileError(str(exc), path=path) from None


def decode_mp3(audio: bytes) -> bytes:
    """Chunk-format MP3 frames as 16-bit mono PCM (with the decoder's own delay, as reencoded_frames expects)."""
    return _ffmpeg_pcm(["-f", "mp3", "-i", "pipe:0"], audio, "the spoken intro")


def _ffmpeg_pcm(source: list[str], data: bytes | None, name: str) -> bytes:
    try:
        result = subprocess.run(
            [
                ffmpeg_exe(),
                "-nostats",
                "-hide_banner",
                "-v",
                "error",
                *source,
                "-vn",
                "-ac",
                "1",
                "-ar",
                str(RATE),
                "-f",
                "s16le",
                "-acodec",
                "pcm_s16le",
                "pipe:1",
            ],
            input=data,
            capture_output=True,
            timeout=600,
            check=False,
        )
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise AudioError(f"{name}: ffmpeg could not decode it ({exc})") from None
    if result.returncode != 0:
        lines = result.stderr.decode("utf-8", "replace").strip().splitlines()
        detail = lines[-1].split("] ")[-1].strip() if lines else f"ffmpeg exited with {result.returncode}"
        raise AudioError(
            f"{name}: ffmpeg cannot read it as audio ({detail}); give a file ffmpeg reads (MP3, WAV, FLAC, OGG, M4A…)"
        )
    if len(result.stdout) < 2 * RATE // 50:
        raise AudioError(f"{name}: holds no audio (under 20 ms); give a file with sound in it")
    return result.stdout


def jingle_gain(loudness: float | None, peak: float | None) -> float:
    """dB that bring a jingle to -16 LUFS, as far as its true peak stays at JINGLE_PEAK_DBTP."""
    gain = TARGET_LUFS - loudness if loudness is not None else 0.0
    if peak is not None:
        gain = min(gain, JINGLE_PEAK_DBTP - peak)
    return gain


def jingle_frames(path: Path) -> bytes:
    """The music file at `path` as chunk-format frames: levelled (jingle_gain), faded at the edges, encoded once."""
    pcm = decode(path)
    if len(pcm) > MAX_MUSIC_SECONDS * RATE * 2:
        raise MusicFileError(
            f"{path}: plays longer than {MAX_MUSIC_SECONDS // 60} minutes; an intro or outro is "
            "a jingle: cut it to the part that plays",
            path=path,
        )
    gain = jingle_gain(*pcm_levels(pcm, RATE))
    samples = np.frombuffer(pcm, dtype="<i2") * 10 ** (gain / 20)
    edge = min(len(samples) // 2, RATE * EDGE_FADE_MS // 1000)
    if edge:
        ramp = np.linspace(0.0, 1.0, edge, endpoint=False)
        samples[:edge] *= ramp
        samples[-edge:] *= ramp[::-1]
    return b"".join(audio_frames(encode_edge_format(_pcm16(samples), RATE), EDGE_FORMAT))


def bed_envelope(speech: Any, bed_gain: float, fade_out_ms: int) -> Any:
    """Per-sample gain (relative to the voice's RMS level) of the bed under `speech` (int16 samples):
    `bed_gain` dB under speech, DUCK_RISE_DB more between phrases, with fades at both ends."""
    window = RATE * _WINDOW_MS // 1000
    count = -(-len(speech) // window)
    padded = np.zeros(count * window, dtype=np.float64)
    padded[: len(speech)] = speech
    rms = np.sqrt(np.mean(padded.reshape(count, window) ** 2, axis=1))
    level = 20 * np.log10(np.maximum(rms, 1e-9) / 32768)
    speaking = level > max(_SILENT_DBFS, float(level.max()) - 35)
    hold = HOLD_MS // _WINDOW_MS
    if speaking.any() and hold:
        speaking = np.convolve(speaking.astype(np.float64), np.ones(2 * hold + 1), mode="same") > 0
    decibels = np.where(speaking, bed_gain, bed_gain + DUCK_RISE_DB)
    ramp = max(1, RAMP_MS // _WINDOW_MS)
    smooth = np.convolve(np.pad(10 ** (decibels / 20), ramp, mode="edge"), np.ones(ramp) / ramp, mode="same")[
        ramp:-ramp
    ]
    gain = np.repeat(smooth, window)[: len(speech)]
    fade_in = min(len(gain) // 2, RATE * FADE_IN_MS // 1000)
    fade_out = min(len(gain) // 2, RATE * fade_out_ms // 1000)
    gain[:fade_in] *= np.linspace(0.0, 1.0, fade_in)
    if fade_out:
        gain[-fade_out:] *= np.linspace(1.0, 0.0, fade_out)
    return gain


def rms_dbfs(samples: Any) -> float | None:
    """RMS level (dBFS) of the windows of `samples` that have sound (above -60 dBFS); None if none has."""
    window = RATE * _WINDOW_MS // 1000
    count = len(samples) // window
    if not count:
        return None
    rms = np.sqrt(np.mean(samples[: count * window].astype(np.float64).reshape(count, window) ** 2, axis=1))
    loud = rms[20 * np.log10(np.maximum(rms, 1e-9) / 32768) > _SILENT_DBFS]
    if not loud.size:
        return None
    return float(20 * np.log10(np.sqrt(np.mean(loud**2)) / 32768))


def bed_under(speech_mp3: bytes, bed: Path, bed_gain: float, fade_out_ms: int) -> list[bytes]:
    """The spoken intro (`speech_mp3`: its chunks and pauses as spliced) with the music at `bed` under it,
    as exactly as many chunk-format frames as the speech had (see the module's docstring)."""
    frames = len(audio_frames(speech_mp3, EDGE_FORMAT))
    speech = np.frombuffer(decode_mp3(speech_mp3), dtype="<i2")
    music = np.frombuffer(decode(bed), dtype="<i2")
    voice_level, music_level = rms_dbfs(speech), rms_dbfs(music)
    if voice_level is None or music_level is None:  # a silent intro or a silent bed: nothing to put under
        return audio_frames(speech_mp3, EDGE_FORMAT)
    looped = np.resize(music, len(speech)).astype(np.float64)  # repeated, if the bed is shorter
    scale = 10 ** ((voice_level - music_level) / 20)
    under = looped * scale * bed_envelope(speech, bed_gain, fade_out_ms)
    bed_samples = np.clip(np.round(under), -32768, 32767)  # the bed as it would be played alone
    return reencoded_frames(_pcm16(speech + bed_samples), frames)
