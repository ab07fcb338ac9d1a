"""Tests for narrate.audio.mp3: real lameenc encodings, checked by decoding with ffmpeg."""

from __future__ import annotations

import io
import random
import subprocess
from collections.abc import Iterator
from pathlib import Path

import imageio_ffmpeg
import lameenc
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mutagen.apev2 import APEv2
from mutagen.id3 import ID3, TIT2

from helpers import mp3_info
from narrate.audio.mp3 import (
    EDGE_FORMAT,
    FrameFormat,
    LevellingWriter,
    Mp3Writer,
    _build_header,
    _crc16,
    _frame_length,
    _uniform_span,
    adjust_global_gain,
    adjust_global_gain_run,
    audio_frames,
    duration_seconds,
    exact_frames,
    frame_count,
    global_gains,
    iter_frames,
    parse_header,
    silence,
    silence_frame,
)
from narrate.errors import Mp3FormatError

FFMPEG = imageio_ffmpeg.get_ffmpeg_exe()

# No example database in the repo; no deadline because the first example pays
# for warming caches.
FAST = settings(max_examples=300, deadline=None, database=None)


# --- helpers ----------------------------------------------------------------------


def tone(seconds: float, freq: float, amp: float = 0.2, sr: int = 24000, channels: int = 1) -> bytes:
    """A sine as interleaved little-endian int16 PCM."""
    t = np.arange(int(seconds * sr)) / sr
    mono = np.sin(2 * np.pi * freq * t) * amp * 32767
    return np.repeat(mono, channels).astype("<i2").tobytes()


def encode(pcm: bytes, sr: int = 24000, channels: int = 1, kbps: int = 48) -> bytes:
    """MP3-encode PCM with lameenc (Edge's format by default)."""
    enc = lameenc.Encoder()
    enc.set_bit_rate(kbps)
    enc.set_in_sample_rate(sr)
    enc.set_channels(channels)
    enc.set_quality(2)
    return bytes(enc.encode(pcm) + enc.flush())


def decode(data: bytes, path: Path, *options: str) -> tuple[np.ndarray, str]:
    """Decode with ffmpeg to int16 samples (interleaved) and its stderr."""
    path.write_bytes(data)
    result = subprocess.run(
        [FFMPEG, "-v", "error", *options, "-i", str(path), "-f", "s16le", "-"],
        capture_output=True,
        check=True,
    )
    return np.frombuffer(result.stdout, "<i2"), result.stderr.decode()


def rms(samples: np.ndarray) -> float:
    """Root mean square of int16 samples."""
    return float(np.sqrt(np.mean(samples.astype(np.float64) ** 2)))


def with_tag(frame: bytes, tag: bytes, crc: bool = False) -> bytes:
    """A copy of a silent frame carrying ``tag`` where a Xing/Info header would sit."""
    out = bytearray(frame)
    if crc:
        out[1] &= 0xFE  # protection bit 0: a CRC follows the header
    at = 4 + (2 if crc else 0) + 9  # MPEG-2 mono side info is 9 bytes
    out[at : at + 4] = tag
    return bytes(out)


def info_frame(n_frames: int, n_bytes: int) -> bytes:
    """A LAME-style Info frame for a CBR Edge-format file, built by hand."""
    out = bytearray(silence_frame())
    body = b"Info" + (3).to_bytes(4, "big") + n_frames.to_bytes(4, "big") + n_bytes.to_bytes(4, "big")
    body += b"LAME3.100" + bytes([0x24])  # start of the LAME tag (encoder, VBR method)
    out[13 : 13 + len(body)] = body
    return bytes(out)


def id3v24_with_footer(body_size: int = 20) -> bytes:
    """A hand-made ID3v2.4 tag whose footer flag is set (header + body + footer)."""
    size = bytes((body_size >> 21 & 0x7F, body_size >> 14 & 0x7F, body_size >> 7 & 0x7F, body_size & 0x7F))
    return b"ID3\x04\x00\x10" + size + b"\x00" * body_size + b"3DI\x04\x00\x10" + size


@pytest.fixture(scope="module")
def edge_a() -> bytes:
    """One second of 440 Hz at Edge's format."""
    return encode(tone(1.0, 440))


@pytest.fixture(scope="module")
def edge_b() -> bytes:
    """Half a second of quieter 660 Hz at Edge's format."""
    return encode(tone(0.5, 660, amp=0.1))


# --- formats and headers ------------------------------------------------------------


def test_edge_format() -> None:
    assert EDGE_FORMAT.samples_per_frame == 576
    assert EDGE_FORMAT.frame_seconds == 0.024
    assert len(silence_frame()) == 144
    assert str(EDGE_FORMAT) == "MPEG-2 Layer III, 24000 Hz, mono, 48 kbps"


@pytest.mark.parametrize(
    "kwargs",
    [
        {"version": "3"},
        {"layer": 4},
        {"sample_rate": 44100},  # an MPEG-1 rate, not MPEG-2
        {"bitrate_kbps": 320},  # not an MPEG-2 Layer III bitrate
        {"channels": 3},
    ],
)
def test_frame_format_rejects_impossible(kwargs: dict[str, object]) -> None:
    base: dict[str, object] = {
        "version": "2",
        "layer": 3,
        "bitrate_kbps": 48,
        "sample_rate": 24000,
        "channels": 1,
    }
    with pytest.raises(ValueError):
        FrameFormat(**{**base, **kwargs})  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("hexa", "fmt", "length", "padding", "crc", "mode"),
    [
        ("fff364c4", EDGE_FORMAT, 144, False, False, "mono"),
        ("fff264c4", EDGE_FORMAT, 144, False, True, "mono"),
        ("fffb9264", FrameFormat("1", 3, 128, 44100, 2), 418, True, False, "joint_stereo"),
        ("ffe318c0", FrameFormat("2.5", 3, 8, 8000, 1), 72, False, False, "mono"),
        ("fffda480", FrameFormat("1", 2, 192, 48000, 2), 576, False, False, "dual_channel"),
        ("ffffc200", FrameFormat("1", 1, 384, 44100, 2), 420, True, False, "stereo"),
    ],
)
def test_parse_header_known(hexa: str, fmt: FrameFormat, length: int, padding: bool, crc: bool, mode: str) -> None:
    raw = bytes.fromhex(hexa)
    header = parse_header(b"xx" + raw, offset=2)
    assert header is not None
    assert header.format == fmt
    assert (header.length, header.padding, header.crc, header.channel_mode) == (length, padding, crc, mode)
    assert header.header == raw


@pytest.mark.parametrize(
    "hexa",
    [
        "fef364c4",  # no sync
        "ffeb64c4",  # reserved version 01
        "fff164c4",  # reserved layer 00
        "fff3f4c4",  # bitrate index 15
        "fff304c4",  # bitrate index 0 (free format)
        "fff36cc4",  # sample rate index 3
        "fff364c6",  # reserved emphasis
        "fff364",  # too short
    ],
)
def test_parse_header_rejects(hexa: str) -> None:
    assert parse_header(bytes.fromhex(hexa)) is None


@pytest.mark.parametrize(
    ("sr", "channels", "kbps", "version"),
    [
        (24000, 1, 48, "2"),
        (44100, 2, 128, "1"),
        (22050, 2, 64, "2"),
        (8000, 1, 16, "2.5"),
        (48000, 1, 64, "1"),
    ],
)
def test_parse_header_agrees_with_mutagen(sr: int, channels: int, kbps: int, version: str) -> None:
    data = encode(tone(0.3, 440, sr=sr, channels=channels), sr, channels, kbps)
    header = parse_header(data)
    assert header is not None
    info = mp3_info(io.BytesIO(data))
    assert header.format.version == version
    assert float(header.format.version) == info.version
    assert header.format.layer == info.layer
    assert header.format.sample_rate == info.sample_rate
    assert header.format.channels == info.channels
    assert header.format.bitrate_kbps * 1000 == info.bitrate
    frames = audio_frames(data, expected=header.format)
    assert sum(len(f) for f in frames) == len(data)  # 44.1 kHz frames vary by a padding byte


# --- reading ------------------------------------------------------------------------


def test_lameenc_writes_no_info_frame(edge_a: bytes) -> None:
    # lameenc hands back raw frames: no Xing/Info frame (so no LAME tag), nothing
    # to drop. LAME does stuff its version string into spare ancillary bits.
    assert b"Xing" not in edge_a and b"Info" not in edge_a
    assert b"LAME" in edge_a
    frames = audio_frames(edge_a)
    assert b"".join(frames) == edge_a
    assert all(len(f) == 144 for f in frames)
    # The first frame of an encoding borrows nothing from the bit reservoir,
    # which is what makes whole encodings safe to splice.
    assert edge_a[4] == 0  # MPEG-2 mono: main_data_begin is the first 8 side-info bits


def test_frame_count_and_duration(edge_a: bytes) -> None:
    # 24000 samples plus encoder delay and padding round up to 44 frames.
    assert frame_count(edge_a) == 44 == len(edge_a) // 144
    assert duration_seconds(44) == 1.056
    assert duration_seconds(44, FrameFormat("1", 3, 128, 44100, 2)) == 44 * 1152 / 44100


def test_memoryview_and_bytearray(edge_a: bytes) -> None:
    assert audio_frames(memoryview(edge_a)) == audio_frames(bytearray(edge_a)) == audio_frames(edge_a)


@pytest.mark.parametrize(
    "first",
    [
        info_frame(44, 45 * 144),
        with_tag(silence_frame(), b"Xing"),
        with_tag(silence_frame(), b"Info", crc=True),
        silence_frame()[:36] + b"VBRI" + silence_frame()[40:],
    ],
    ids=["info-lame", "xing", "info-crc", "vbri"],
)
def test_vbr_header_frame_dropped(edge_a: bytes, first: bytes) -> None:
    assert parse_header(first) is not None  # it is a well-formed frame...
    data = first + edge_a
    assert audio_frames(data) == audio_frames(edge_a)  # ...that is not audio
    assert frame_count(data) == 44


def test_only_the_first_frame_can_be_an_info_frame(edge_a: bytes) -> None:
    # Mid-stream it is just a frame with empty side info, i.e. silence.
    frames = audio_frames(edge_a)
    info = info_frame(44, 45 * 144)
    data = b"".join(frames[:3]) + info + b"".join(frames[3:])
    assert audio_frames(data) == frames[:3] + [info] + frames[3:]


def test_id3v2_and_id3v1_skipped(edge_a: bytes, tmp_path: Path) -> None:
    path = tmp_path / "tagged.mp3"
    path.write_bytes(edge_a)
    tags = ID3()
    tags.add(TIT2(encoding=3, text=["Ünïcode title"]))
    tags.save(path, v1=2)  # v1=2: always write an ID3v1 tag too
    data = path.read_bytes()
    assert data.startswith(b"ID3") and data[-128:-125] == b"TAG"
    assert audio_frames(data) == audio_frames(edge_a)


def test_apev2_skipped(edge_a: bytes, tmp_path: Path) -> None:
    path = tmp_path / "ape.mp3"
    path.write_bytes(edge_a)
    ID3().save(path, v1=2)
    ape = APEv2()
    ape["Title"] = "narrate"
    ape.save(path)
    data = path.read_bytes()
    ape_at = data.find(b"APETAGEX")
    assert data[ape_at - 128 : ape_at - 125] == b"TAG"  # mutagen appends APEv2 after ID3v1
    assert audio_frames(data) == audio_frames(edge_a)


def test_apev2_without_header_skipped(edge_a: bytes) -> None:
    item = (7).to_bytes(4, "little") + bytes(4) + b"Title\x00narrate"
    footer = b"APETAGEX" + (2000).to_bytes(4, "little") + (len(item) + 32).to_bytes(4, "little")
    footer += (1).to_bytes(4, "little") + bytes(4) + bytes(8)  # no header flag
    assert audio_frames(edge_a + item + footer) == audio_frames(edge_a)


def test_id3v2_with_footer_skipped_anywhere(edge_a: bytes) -> None:
    tag = id3v24_with_footer()
    frames = audio_frames(edge_a)
    middle = b"".join(frames[:10]) + tag + b"".join(frames[10:])
    assert audio_frames(tag + middle + tag) == frames


def test_tag_like_bytes_inside_audio_are_audio() -> None:
    # A frame whose bytes happen to read "TAG" 128 bytes from the end is still audio.
    frame = bytearray(silence_frame())
    frame[16:19] = b"TAG"
    data = b"".join([silence_frame()] * 2) + bytes(frame)
    assert data[-128:-125] == b"TAG"
    assert frame_count(data) == 3


def test_garbage_between_frames_names_offset(edge_a: bytes) -> None:
    frames = audio_frames(edge_a)
    data = b"".join(frames[:5]) + b"junk!" + b"".join(frames[5:])
    with pytest.raises(Mp3FormatError, match=r"chunk_7\.mp3: byte 720: .*6a 75 6e 6b.*no frame sync"):
        audio_frames(data, name="chunk_7.mp3")


def test_leading_garbage_and_tag_padding_raise(edge_a: bytes) -> None:
    with pytest.raises(Mp3FormatError, match=r"byte 0:"):
        audio_frames(b"\x00" + edge_a)
    tag = id3v24_with_footer()
    with pytest.raises(Mp3FormatError, match=rf"byte {len(tag)}:"):
        audio_frames(tag + bytes(16) + edge_a)


def test_truncated_last_frame_raises(edge_a: bytes) -> None:
    data = edge_a[:-10]
    last = len(edge_a) - 144
    with pytest.raises(Mp3FormatError, match=rf"byte {last}: truncated frame.*144 bytes.*134 remain"):
        audio_frames(data)
    # Truncated right before an ID3v1 tag: the tag does not hide the damage.
    with pytest.raises(Mp3FormatError, match="truncated"):
        audio_frames(data + b"TAG" + bytes(125))


def test_truncated_tag_raises(edge_a: bytes) -> None:
    with pytest.raises(Mp3FormatError, match=r"byte 0: tag claims"):
        audio_frames(id3v24_with_footer(1000)[:100] + edge_a[:100])


@pytest.mark.parametrize(("sr", "kbps"), [(22050, 48), (24000, 64)])
def test_mixed_formats_raise(edge_a: bytes, sr: int, kbps: int) -> None:
    other = encode(tone(0.2, 440, sr=sr), sr, 1, kbps)
    found = f"MPEG-2 Layer III, {sr} Hz, mono, {kbps} kbps"
    with pytest.raises(Mp3FormatError, match=rf"byte {len(edge_a)}: frame is {found}, expected {EDGE_FORMAT}"):
        audio_frames(edge_a + other)
    with pytest.raises(Mp3FormatError, match="byte 0"):
        audio_frames(other)


def test_expected_none_infers_format_and_allows_vbr(edge_a: bytes) -> None:
    at_64k = encode(tone(0.2, 440), 24000, 1, 64)
    n_64k = frame_count(at_64k, FrameFormat("2", 3, 64, 24000, 1))
    assert len(audio_frames(edge_a + at_64k, expected=None)) == 44 + n_64k
    at_22k = encode(tone(0.2, 440, sr=22050), 22050, 1, 48)
    with pytest.raises(Mp3FormatError, match=rf"byte {len(edge_a)}: .*22050 Hz"):
        audio_frames(edge_a + at_22k, expected=None)


def test_layer_ii_is_refused() -> None:
    layer2 = bytes.fromhex("fffda480") + bytes(572)
    with pytest.raises(Mp3FormatError, match=r"MPEG-1 Layer II, .* frame; only Layer III"):
        audio_frames(layer2, expected=None)


def test_non_strict_resyncs_past_garbage(edge_a: bytes) -> None:
    frames = audio_frames(edge_a)
    junk = b"\xff\xff\x00" + bytes.fromhex("fff364c4") + b"not a frame\xff\xf3"  # a fake header inside
    data = junk + b"".join(frames[:20]) + junk + b"".join(frames[20:]) + frames[0][:50]
    assert audio_frames(data, strict=False) == frames
    assert audio_frames(data, expected=None, strict=False) == frames
    with pytest.raises(Mp3FormatError):
        audio_frames(data)  # strict is the default


def test_non_strict_still_refuses_mixed_formats(edge_a: bytes) -> None:
    other = encode(tone(0.2, 440, sr=22050), 22050, 1, 48)
    with pytest.raises(Mp3FormatError, match="22050 Hz"):
        audio_frames(edge_a + other, strict=False)


def _pool() -> list[bytes]:
    """Pieces for random streams: real frames of two formats, tags, scraps."""
    edge = audio_frames(encode(tone(0.1, 440)))
    other = audio_frames(encode(tone(0.1, 440, sr=22050), 22050, 1, 48), expected=None)
    return [
        *edge[:4],
        other[1],
        silence_frame(),
        info_frame(3, 432),
        id3v24_with_footer(),
        b"TAG" + bytes(125),
        b"ID3\x03\x00\x00\x00\x00\x7f\x7f",
        b"APETAGEX" + bytes(24),
        b"\xff\xf3",
        edge[2][:77],
    ]


POOL = _pool()


@FAST
@given(st.binary(max_size=600), st.booleans(), st.sampled_from([EDGE_FORMAT, None]))
def test_random_bytes_only_raise_mp3_format_error(data: bytes, strict: bool, expected: FrameFormat | None) -> None:
    try:
        frames = audio_frames(data, expected, strict=strict)
    except Mp3FormatError:
        return
    assert all(parse_header(f) is not None for f in frames)


@FAST
@given(
    st.lists(st.one_of(st.sampled_from(POOL), st.binary(max_size=12)), max_size=12),
    st.booleans(),
    st.sampled_from([EDGE_FORMAT, None]),
)
def test_random_streams_only_raise_mp3_format_error(
    pieces: list[bytes], strict: bool, expected: FrameFormat | None
) -> None:
    data = b"".join(pieces)
    try:
        frames = audio_frames(data, expected, strict=strict)
    except Mp3FormatError:
        return
    for frame in frames:
        header = parse_header(frame)
        assert header is not None and header.length == len(frame)
        if expected is not None:
            assert header.format == expected
    assert frame_count(data, expected, strict=strict) == len(frames)


# --- silence ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "fmt",
    [
        EDGE_FORMAT,
        FrameFormat("1", 3, 128, 44100, 2),
        FrameFormat("1", 3, 32, 48000, 1),
        FrameFormat("2", 3, 8, 24000, 2),
        FrameFormat("2.5", 3, 8, 8000, 1),
    ],
    ids=str,
)
def test_silence_frames_decode_to_zeros(fmt: FrameFormat, tmp_path: Path) -> None:
    frame = silence_frame(fmt)
    header = parse_header(frame)
    assert header is not None and header.format == fmt and header.length == len(frame)
    assert not header.crc and not header.padding
    samples, stderr = decode(frame * 10, tmp_path / "silence.mp3")
    assert stderr == ""
    assert len(samples) == 10 * fmt.samples_per_frame * fmt.channels
    assert not samples.any()


def test_silence_length() -> None:
    assert silence(0) == b""
    assert len(silence(24)) == 144
    assert len(silence(1000)) == 42 * 144  # 41.67 frames rounds to 42
    assert silence(240) == silence_frame() * 10
    with pytest.raises(ValueError):
        silence(-1)
    with pytest.raises(ValueError):
        silence_frame(FrameFormat("1", 2, 192, 48000, 2))


# --- splicing -----------------------------------------------------------------------


def test_splice_decodes_cleanly(edge_a: bytes, edge_b: bytes, tmp_path: Path) -> None:
    out = tmp_path / "spliced.mp3"
    with out.open("wb") as f:
        writer = Mp3Writer(f)
        assert writer.write_frames(iter_frames(edge_a)) == 44
        assert writer.write_silence(240) == 10
        writer.write_frames(iter_frames(edge_b))
    data = out.read_bytes()
    n = frame_count(data)
    assert n == writer.frames_written == 44 + 10 + frame_count(edge_b)
    assert writer.duration_seconds == duration_seconds(n) == n * 576 / 24000

    samples, stderr = decode(data, tmp_path / "check.mp3")
    assert stderr == ""
    assert len(samples) == n * 576
    # The first silent frame still carries the decoder's filter tail (IMDCT
    # overlap plus synthesis filterbank) from the last audio granule; after that
    # the pause is digital silence.
    pause = samples[46 * 576 : 54 * 576]
    assert len(pause) and not pause.any()
    assert rms(samples[54 * 576 :]) > 1000  # the second chunk plays


def test_writer_refuses_other_formats(edge_a: bytes) -> None:
    sink = io.BytesIO()
    writer = Mp3Writer(sink)
    good = audio_frames(edge_a)[0]
    other = audio_frames(encode(tone(0.1, 440, sr=22050), 22050, 1, 48), expected=None)[0]
    with pytest.raises(Mp3FormatError, match=r"frame 1 of the output: frame is .*22050 Hz"):
        writer.write_frames([good, other])
    assert writer.frames_written == 1 and sink.getvalue() == good
    with pytest.raises(Mp3FormatError, match="got 143 bytes, its header says 144"):
        writer.write_frames([good[:-1]])
    with pytest.raises(Mp3FormatError, match="not an MPEG audio frame"):
        writer.write_frames([b"\x00" * 144])
    assert writer.frames_written == 1


def test_writer_streams_without_buffering(edge_a: bytes) -> None:
    events: list[str] = []

    class Sink:
        def write(self, b: bytes) -> int:
            events.append("write")
            return len(b)

    def frames() -> Iterator[bytes]:
        for frame in audio_frames(edge_a)[:5]:
            events.append("pull")
            yield frame

    writer = Mp3Writer(Sink())  # type: ignore[arg-type]
    writer.write_frames(frames())
    assert events == ["pull", "write"] * 5


# --- global gain --------------------------------------------------------------------


def test_gain_round_trip_is_identical(edge_a: bytes) -> None:
    frames = audio_frames(edge_a)
    louder = [adjust_global_gain(f, 4) for f in frames]
    assert louder != frames
    assert [adjust_global_gain(f, -4) for f in louder] == frames
    assert adjust_global_gain(frames[3], 0) == frames[3]


def test_gain_leaves_silence_alone() -> None:
    assert adjust_global_gain(silence_frame(), 10) == silence_frame()
    assert global_gains(silence_frame()) == [0]


def test_gain_clamps(edge_a: bytes) -> None:
    frame = audio_frames(edge_a)[5]
    assert set(global_gains(adjust_global_gain(frame, 1000))) == {255}
    assert set(global_gains(adjust_global_gain(frame, -1000))) == {0}


def test_gain_refuses_non_frames() -> None:
    with pytest.raises(Mp3FormatError, match="not an MPEG audio frame"):
        adjust_global_gain(b"\x00" * 144, 1)
    with pytest.raises(Mp3FormatError, match="only in Layer III"):
        adjust_global_gain(bytes.fromhex("fffda480") + bytes(572), 1)
    with pytest.raises(Mp3FormatError, match="too short"):
        adjust_global_gain(silence_frame()[:8], 1)


@pytest.mark.parametrize(
    ("sr", "channels", "kbps"),
    [(24000, 1, 48), (44100, 2, 128), (22050, 2, 64), (8000, 1, 16), (48000, 1, 64)],
    ids=["mpeg2-mono", "mpeg1-stereo", "mpeg2-stereo", "mpeg2.5-mono", "mpeg1-mono"],
)
def test_gain_steps_scale_loudness(sr: int, channels: int, kbps: int, tmp_path: Path) -> None:
    data = encode(tone(1.0, 440, amp=0.15, sr=sr, channels=channels), sr, channels, kbps)
    frames = audio_frames(data, expected=None)
    base, err0 = decode(data, tmp_path / "a.mp3")
    up, err1 = decode(b"".join(adjust_global_gain(f, 4) for f in frames), tmp_path / "b.mp3")
    down, err2 = decode(b"".join(adjust_global_gain(f, -4) for f in frames), tmp_path / "c.mp3")
    assert err0 == err1 == err2 == ""
    assert len(base) == len(up) == len(down)
    assert rms(up) / rms(base) == pytest.approx(2.0, abs=0.02)  # +4 steps = +6 dB
    assert rms(down) / rms(base) == pytest.approx(0.5, abs=0.01)


@FAST
@given(st.sampled_from(POOL[:6]), st.integers(-300, 300))
def test_gain_property(frame: bytes, steps: int) -> None:
    before = global_gains(frame)
    changed = adjust_global_gain(frame, steps)
    after = global_gains(changed)
    assert len(changed) == len(frame) and changed[:4] == frame[:4]
    assert all(a in (b, min(255, max(0, b + steps))) for a, b in zip(after, before, strict=True))
    if all(0 <= g + steps <= 255 for g in before):
        assert adjust_global_gain(changed, -steps) == frame


def crc_frame(gain: int) -> bytes:
    """A CRC-protected Edge-format frame that codes something (all-zero quads).

    Side info: part2_3_length = 8 bits of count1 data; with table A each '1' bit
    decodes to four zero coefficients, so main data 0xFF is valid and silent.
    """
    bits = 8 << (72 - 9 - 12) | gain << (72 - 30 - 8)
    side = bits.to_bytes(9, "big")
    header = bytes.fromhex("fff264c4")  # protection bit 0: CRC present
    crc = _crc16(header[2:4] + side).to_bytes(2, "big")
    return header + crc + side + b"\xff" + bytes(144 - 16)


def test_crc16_check_value() -> None:
    assert _crc16(b"123456789") == 0xAEE7  # CRC-16/CMS: poly 0x8005, init 0xFFFF


def test_gain_recomputes_crc(tmp_path: Path) -> None:
    frame = crc_frame(100)
    assert global_gains(frame) == [100]
    louder = adjust_global_gain(frame, 5)
    assert global_gains(louder) == [105] and louder[4:6] != frame[4:6]
    assert adjust_global_gain(louder, -5) == frame
    _, stderr = decode(louder * 20, tmp_path / "crc.mp3", "-err_detect", "crccheck")
    assert stderr == ""
    stale = louder[:4] + frame[4:6] + louder[6:]  # gain changed, CRC not updated
    _, stderr = decode(stale * 20, tmp_path / "stale.mp3", "-err_detect", "crccheck")
    assert "CRC mismatch" in stderr


@pytest.mark.parametrize(
    "fmt",
    [
        FrameFormat("1", 3, 128, 44100, 2),
        FrameFormat("1", 3, 64, 48000, 1),
        EDGE_FORMAT,
        FrameFormat("2", 3, 64, 22050, 2),
        FrameFormat("2.5", 3, 32, 8000, 1),
        FrameFormat("2.5", 3, 16, 11025, 2),
    ],
)
def test_the_columnar_gain_pass_is_the_frame_by_frame_rewrite_in_every_layout(fmt: FrameFormat) -> None:
    # Every side-info layout (MPEG-1 two granules, MPEG-2/2.5 one; mono and stereo), so the global_gain
    # field falls at every bit offset; random side info, with granules that code nothing among them.
    rng = random.Random(str(fmt))
    head = _build_header(fmt)
    length = _frame_length(fmt, False)
    frames = []
    for _ in range(300):
        body = bytearray(rng.randbytes(length - 4))
        if rng.random() < 0.3:
            body[:24] = bytes(24)  # part2_3_length 0: levelling leaves the granule alone
        frames.append(head + bytes(body))
    for steps in (1, -1, 7, -13, rng.randint(-300, 300)):
        expected = b"".join(adjust_global_gain(frame, steps) for frame in frames)
        assert adjust_global_gain_run(b"".join(frames), steps, fmt) == expected
        assert expected != b"".join(frames)


@pytest.mark.parametrize("steps", [0, 4, -7])
def test_the_levelling_writer_writes_what_levelling_frame_by_frame_makes(edge_a: bytes, steps: int) -> None:
    # Uniform chunks (the batched pass), a chunk with CRC frames and one with a leading tag (frame by
    # frame), silences, a chunk larger than a batch, and enough of them to cross batch boundaries.
    with_id3 = b"ID3\x03\x00\x00\x00\x00\x00\x0a" + bytes(10) + edge_a
    crc = crc_frame(100) * 5
    pieces: list[bytes | int] = [edge_a, 3, crc, edge_a, with_id3, 0, edge_a * 3000, 7]
    pieces += [edge_a, 2] * 40
    out = io.BytesIO()
    writer = LevellingWriter(out, EDGE_FORMAT, steps)
    writer.BATCH_BYTES = 50_000  # small batches: many flushes (the class's is a megabyte)
    writer._batch = bytearray(writer.BATCH_BYTES)
    expected = []
    for piece in pieces:
        if isinstance(piece, int):
            assert writer.write_silent_frames(piece) == piece
            expected += [silence_frame()] * piece
        else:
            frames = [adjust_global_gain(frame, steps) for frame in iter_frames(piece)]
            assert writer.write_audio(piece) == len(frames)
            expected += frames
    writer.flush()
    assert out.getvalue() == b"".join(expected)
    assert writer.frames_written == len(expected)
    if steps:
        assert out.getvalue() != b"".join(f for p in pieces if isinstance(p, bytes) for f in iter_frames(p))


# --- exact_frames: the limiter's encoding cut or padded to the episode's frame count ---


def _frames_by_list(data: bytes, frames: int) -> bytes:
    """What exact_frames replaces: the frame list, cut or padded with silent frames, joined."""
    audio = audio_frames(data)
    return b"".join(audio[:frames] + [silence_frame()] * max(0, frames - len(audio)))


@pytest.mark.parametrize("shape", ["lame", "with id3 and info", "mixed headers"])
def test_exact_frames_equals_the_frame_list_cut_or_padded(shape: str) -> None:
    data = encode(tone(2.0, 440))  # LAME's own stream, as the limiter's encoder writes it
    if shape == "with id3 and info":
        info = bytearray(silence_frame())
        info[4 + 9 : 4 + 13] = b"Info"  # a Xing/Info frame after an (empty) ID3v2 tag: both left out
        data = b"ID3\x04\x00\x00\x00\x00\x00\x00" + bytes(info) + data
    elif shape == "mixed headers":
        # One frame's mode-extension bits changed: still the stream's format, but no longer one header
        # repeated, so the frames are found by the frame-by-frame walk.
        mixed = bytearray(data)
        mixed[144 * 10 + 3] ^= 0x10
        data = bytes(mixed)
    assert (_uniform_span(memoryview(data), EDGE_FORMAT) is None) == (shape == "mixed headers")
    count = frame_count(data)
    for frames in (0, 1, count - 5, count, count + 7):
        assert exact_frames(data, frames) == _frames_by_list(data, frames)
        assert len(exact_frames(data, frames)) == frames * len(silence_frame())
