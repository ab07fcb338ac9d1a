"""MPEG audio frames: read, check and write them so chunks splice without re-encoding.

An MP3 stream is a run of self-describing frames. Each frame starts with a 4-byte
header that fixes its length, so audio from separate synthesis requests can be
joined by laying frames end to end: no decoder, no generation loss. That only
works if every frame has the same format, so this module refuses anything it does
not understand rather than passing it on to a player that may glitch on it.

narrate's target is what Microsoft Edge TTS sends: MPEG-2 Layer III, 24 kHz, mono,
48 kbps CBR. Every frame is 144 bytes and holds 576 samples (24 ms).

Reading skips metadata (ID3v2 anywhere between frames, a trailing ID3v1 and
APEv2) and drops a leading Xing/Info/VBRI frame: that frame describes the *whole*
original file (frame count, encoder delay in its LAME tag), so it is wrong once
the audio is spliced, and players would trust it.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import BinaryIO, Final, TypeAlias

from narrate.errors import Mp3FormatError

Buffer: TypeAlias = bytes | bytearray | memoryview

# --- header tables (ISO/IEC 11172-3 and 13818-3) -----------------------------

#: The label of MP3 data that is not a file (its errors then have no `path`).
UNNAMED: Final = "MP3 data"

_VERSION_FROM_BITS: Final = {0b11: "1", 0b10: "2", 0b00: "2.5"}  # 0b01 is reserved
_VERSION_TO_BITS: Final = {v: k for k, v in _VERSION_FROM_BITS.items()}
_LAYER_FROM_BITS: Final = {0b11: 1, 0b10: 2, 0b01: 3}  # 0b00 is reserved
_LAYER_TO_BITS: Final = {v: k for k, v in _LAYER_FROM_BITS.items()}
_LAYER_NAMES: Final = {1: "I", 2: "II", 3: "III"}

_SAMPLE_RATES: Final = {
    "1": (44100, 48000, 32000),
    "2": (22050, 24000, 16000),
    "2.5": (11025, 12000, 8000),
}

# Index 0 means "free format" (length not derivable from the header) and index 15
# is forbidden; both are rejected, so the tables hold only indexes 1..14.
_BITRATES_MPEG1: Final = {
    1: (32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448),
    2: (32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384),
    3: (32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320),
}
_BITRATES_LSF: Final = {  # MPEG-2 and MPEG-2.5 ("low sampling frequency")
    1: (32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256),
    2: (8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160),
    3: (8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160),
}

CHANNEL_MODES: Final = ("stereo", "joint_stereo", "dual_channel", "mono")


def _bitrates(version: str, layer: int) -> tuple[int, ...]:
    """Bitrates (kbps) for header bitrate indexes 1..14 of this version and layer."""
    return (_BITRATES_MPEG1 if version == "1" else _BITRATES_LSF)[layer]


# --- formats and headers ---------------------------------------------------------


@dataclass(frozen=True)
class FrameFormat:
    """What every frame of a spliceable stream must share."""

    version: str  # "1", "2" or "2.5"
    layer: int  # 1, 2 or 3
    bitrate_kbps: int
    sample_rate: int
    channels: int  # 1 (mono) or 2 (stereo, joint stereo, dual channel)

    def __post_init__(self) -> None:
        """Reject combinations that no MPEG audio header can express."""
        if self.version not in _SAMPLE_RATES:
            raise ValueError(f"MPEG version must be '1', '2' or '2.5', not {self.version!r}")
        if self.layer not in _LAYER_NAMES:
            raise ValueError(f"MPEG layer must be 1, 2 or 3, not {self.layer!r}")
        if self.sample_rate not in _SAMPLE_RATES[self.version]:
            raise ValueError(f"MPEG-{self.version} has no {self.sample_rate} Hz sample rate")
        if self.bitrate_kbps not in _bitrates(self.version, self.layer):
            raise ValueError(f"{self.bitrate_kbps} kbps is not a bitrate of this MPEG version/layer")
        if self.channels not in (1, 2):
            raise ValueError(f"MPEG audio has 1 or 2 channels, not {self.channels!r}")

    @property
    def samples_per_frame(self) -> int:
        """PCM samples (per channel) that one frame decodes to."""
        if self.layer == 1:
            return 384
        if self.layer == 3 and self.version != "1":
            return 576  # LSF Layer III frames have one granule instead of two
        return 1152

    @property
    def frame_seconds(self) -> float:
        """Playing time of one frame in seconds."""
        return self.samples_per_frame / self.sample_rate

    def __str__(self) -> str:
        """Human-readable form for error messages, e.g. 'MPEG-2 Layer III, 24000 Hz, mono, 48 kbps'."""
        channels = "mono" if self.channels == 1 else "stereo"
        return (
            f"MPEG-{self.version} Layer {_LAYER_NAMES[self.layer]}, {self.sample_rate} Hz, "
            f"{channels}, {self.bitrate_kbps} kbps"
        )


EDGE_FORMAT: Final = FrameFormat(version="2", layer=3, bitrate_kbps=48, sample_rate=24000, channels=1)


@dataclass(frozen=True)
class FrameHeader:
    """One parsed 4-byte frame header and what it implies about its frame."""

    format: FrameFormat
    length: int  # whole frame in bytes, header included
    padding: bool
    crc: bool  # a 16-bit CRC follows the header
    channel_mode: str  # one of CHANNEL_MODES
    header: bytes  # the 4 raw header bytes


def _frame_length(fmt: FrameFormat, padding: bool) -> int:
    """Frame length in bytes; integer division is what the standard specifies."""
    bps = fmt.bitrate_kbps * 1000
    if fmt.layer == 1:
        return (12 * bps // fmt.sample_rate + padding) * 4
    # bytes per frame = samples_per_frame / 8 * bitrate / sample_rate
    return fmt.samples_per_frame // 8 * bps // fmt.sample_rate + padding


def _side_info_length(fmt: FrameFormat) -> int:
    """Bytes of Layer III side information that follow the header (and CRC)."""
    if fmt.version == "1":
        return 17 if fmt.channels == 1 else 32
    return 9 if fmt.channels == 1 else 17


def _parse(b: Buffer, offset: int) -> FrameHeader | str:
    """Parse a header, or say in a few words why these bytes are not one."""
    if offset < 0 or len(b) - offset < 4:
        return "fewer than 4 bytes left"
    return _parse_raw(bytes(b[offset : offset + 4]))


# A stream repeats a handful of distinct headers, so caching makes reading an
# hour of audio (150,000 frames) several times faster.
@functools.lru_cache(maxsize=256)
def _parse_raw(raw: bytes) -> FrameHeader | str:
    """Parse 4 header bytes, or say why they are not a header."""
    b0, b1, b2, b3 = raw
    if b0 != 0xFF or b1 & 0xE0 != 0xE0:
        return "no frame sync"
    version = _VERSION_FROM_BITS.get((b1 >> 3) & 0b11)
    if version is None:
        return "reserved MPEG version"
    layer = _LAYER_FROM_BITS.get((b1 >> 1) & 0b11)
    if layer is None:
        return "reserved layer"
    bitrate_index = b2 >> 4
    if bitrate_index == 0:
        return "free-format bitrate (unsupported)"
    if bitrate_index == 15:
        return "bad bitrate index 15"
    sample_rate_index = (b2 >> 2) & 0b11
    if sample_rate_index == 3:
        return "reserved sample rate index"
    if b3 & 0b11 == 0b10:
        return "reserved emphasis"
    mode = b3 >> 6
    fmt = FrameFormat(
        version=version,
        layer=layer,
        bitrate_kbps=_bitrates(version, layer)[bitrate_index - 1],
        sample_rate=_SAMPLE_RATES[version][sample_rate_index],
        channels=1 if CHANNEL_MODES[mode] == "mono" else 2,
    )
    padding = bool(b2 & 0b10)
    return FrameHeader(
        format=fmt,
        length=_frame_length(fmt, padding),
        padding=padding,
        crc=not (b1 & 1),  # the bit is "protection absent"
        channel_mode=CHANNEL_MODES[mode],
        header=raw,
    )


def parse_header(b: Buffer, offset: int = 0) -> FrameHeader | None:
    """Parse the MPEG audio frame header at ``offset``; None if it is not a valid one."""
    parsed = _parse(b, offset)
    return parsed if isinstance(parsed, FrameHeader) else None


def _build_header(fmt: FrameFormat, *, padding: bool = False) -> bytes:
    """Header bytes for ``fmt`` without CRC; stereo formats get plain stereo mode."""
    b1 = 0xE0 | _VERSION_TO_BITS[fmt.version] << 3 | _LAYER_TO_BITS[fmt.layer] << 1 | 1
    bitrate_index = _bitrates(fmt.version, fmt.layer).index(fmt.bitrate_kbps) + 1
    sample_rate_index = _SAMPLE_RATES[fmt.version].index(fmt.sample_rate)
    b2 = bitrate_index << 4 | sample_rate_index << 2 | padding << 1
    b3 = CHANNEL_MODES.index("mono" if fmt.channels == 1 else "stereo") << 6
    return bytes((0xFF, b1, b2, b3))


# --- tags -------------------------------------------------------------------------


def syncsafe(b: Buffer) -> int | None:
    """Decode a 4-byte ID3v2 syncsafe integer (7 bits per byte); None if malformed."""
    if any(x & 0x80 for x in b):
        return None
    return b[0] << 21 | b[1] << 14 | b[2] << 7 | b[3]


def _id3v2_length(mv: memoryview, pos: int) -> int:
    """Total length of an ID3v2 tag at ``pos`` (header, body, footer); 0 if none."""
    if mv[pos : pos + 3].tobytes() != b"ID3" or len(mv) - pos < 10:
        return 0
    if mv[pos + 3] == 0xFF or mv[pos + 4] == 0xFF:
        return 0
    size = syncsafe(mv[pos + 6 : pos + 10])
    if size is None:
        return 0
    has_footer = mv[pos + 5] & 0x10
    return 10 + size + (10 if has_footer else 0)


def _ape_header_length(mv: memoryview, pos: int) -> int:
    """Total length of an APEv2 tag that starts with its header at ``pos``; 0 if none."""
    if mv[pos : pos + 8].tobytes() != b"APETAGEX" or len(mv) - pos < 32:
        return 0
    size = int.from_bytes(mv[pos + 12 : pos + 16], "little")  # items + footer
    flags = int.from_bytes(mv[pos + 20 : pos + 24], "little")
    if not flags & 1 << 29 or size < 32:  # bit 29: "this is the header"
        return 0
    return 32 + size


def _audio_end(mv: memoryview) -> int:
    """Where trailing tags (ID3v1, APEv2, footer-terminated ID3v2) begin, else len(mv)."""
    # Found from the end because an APEv2 tag without a header cannot be
    # recognised from its start. The order varies by tagger (mutagen appends
    # APEv2 after ID3v1), so any order is accepted, with at most one ID3v1 tag.
    end = len(mv)
    seen_id3v1 = False
    while True:
        if end >= 32 and mv[end - 32 : end - 24].tobytes() == b"APETAGEX":
            size = int.from_bytes(mv[end - 20 : end - 16], "little")  # items + footer
            flags = int.from_bytes(mv[end - 12 : end - 8], "little")
            total = size + (32 if flags & 1 << 31 else 0)  # bit 31: a header precedes
            if size < 32 or total > end:
                break
            end -= total
        elif end >= 10 and mv[end - 10 : end - 7].tobytes() == b"3DI":
            body = syncsafe(mv[end - 4 : end])
            if body is None or body + 20 > end:
                break
            end -= body + 20
        elif not seen_id3v1 and end >= 128 and mv[end - 128 : end - 125].tobytes() == b"TAG":
            seen_id3v1 = True
            end -= 128
        else:
            break
    return end


# --- reading frames ---------------------------------------------------------------


def _is_vbr_info_frame(mv: memoryview, pos: int, header: FrameHeader) -> bool:
    """True if the frame at ``pos`` is a Xing/Info or VBRI header frame, not audio."""
    if header.format.layer != 3:
        return False
    tag_at = pos + 4 + (2 if header.crc else 0) + _side_info_length(header.format)
    if mv[tag_at : tag_at + 4].tobytes() in (b"Xing", b"Info"):
        return True
    return mv[pos + 36 : pos + 40].tobytes() == b"VBRI"  # Fraunhofer's: fixed 32 bytes after the header


def _same_stream(a: FrameFormat, b: FrameFormat) -> bool:
    """Whether frames of these formats can follow each other (bitrate may vary: VBR)."""
    return (a.version, a.layer, a.sample_rate, a.channels) == (
        b.version,
        b.layer,
        b.sample_rate,
        b.channels,
    )


def _lands_on_end(mv: memoryview, pos: int) -> bool:
    """Whether frames walked from ``pos`` end exactly at the end of the data."""
    while pos < len(mv):
        header = parse_header(mv, pos)
        if header is None:
            return False
        pos += header.length
    return pos == len(mv)


_RESYNC_CANDIDATE: Final = re.compile(rb"\xff|ID3|APETAGEX")


def _resync(mv: memoryview, start: int, stop: int, reference: FrameFormat | None) -> int:
    """First plausible frame or tag at or after ``start``; ``stop`` if there is none."""
    # A lone 0xFF followed by three plausible bytes is common in garbage, so a
    # candidate frame counts only if another frame (or a tag, or the end) follows it.
    for match in _RESYNC_CANDIDATE.finditer(mv, start, stop):
        pos = match.start()
        if _id3v2_length(mv, pos) or _ape_header_length(mv, pos):
            return pos
        header = parse_header(mv, pos)
        if (
            header is None
            or header.format.layer != 3
            or (reference is not None and not _same_stream(header.format, reference))
        ):
            continue
        after = pos + header.length
        following = parse_header(mv, after)
        if (
            after == stop
            or _id3v2_length(mv, after)
            or _ape_header_length(mv, after)
            or (following is not None and _same_stream(following.format, header.format))
        ):
            return pos
    return stop


def _walk(data: Buffer, expected: FrameFormat | None, strict: bool, name: str) -> Iterator[tuple[int, FrameHeader]]:
    """Yield (offset, header) of every audio frame, skipping tags and a Xing/Info frame.

    Each step looks at what starts at `pos`: a tag (skipped), bytes that are no Layer III
    frame (an error when strict, else a resync), or a frame (checked against the stream's
    format and yielded). The errors are made by the _error_* functions below.
    """
    mv = memoryview(data).cast("B")
    end = len(mv)
    audio_end = _audio_end(mv)
    reference = expected  # with expected=None the first audio frame sets the format
    first_frame = True
    pos = 0
    while pos < end and pos != audio_end:  # at audio_end only trailing tags remain
        tag = _id3v2_length(mv, pos) or _ape_header_length(mv, pos)
        if tag:
            if pos + tag > end:
                if strict:
                    raise _error(name, pos, f"tag claims {tag} bytes but only {end - pos} remain")
                return
            pos += tag
            continue
        parsed = _parse(mv, pos)
        if isinstance(parsed, str) or parsed.format.layer != 3:
            if strict:
                raise _error_not_a_frame(mv, pos, parsed, name)
            pos = _resync(mv, pos + 1, audio_end, reference)
            continue
        header = parsed
        frame_end = pos + header.length
        if pos < audio_end < frame_end and _lands_on_end(mv, pos):
            audio_end = end  # the "trailing tag" was audio bytes that happened to match
        limit = audio_end if pos < audio_end else end
        if frame_end > limit:
            if strict:
                before_tag = " before the trailing tag" if limit < end else ""
                raise _error(
                    name,
                    pos,
                    f"truncated frame: header says {header.length} bytes, only {limit - pos} remain{before_tag}",
                )
            return  # a foreign file cut short: its partial last frame is useless
        if first_frame:
            first_frame = False
            if _is_vbr_info_frame(mv, pos, header):
                pos = frame_end
                continue
        reference = header.format if reference is None else reference
        _check_stream(header.format, expected, reference, pos, name)
        yield pos, header
        pos = frame_end


def _error(name: str, pos: int, problem: str) -> Mp3FormatError:
    """The error for a `problem` at byte `pos` of the data called `name`."""
    return Mp3FormatError(f"{name}: byte {pos}: {problem}", offset=pos, path=None if name == UNNAMED else name)


def _error_not_a_frame(mv: memoryview, pos: int, parsed: FrameHeader | str, name: str) -> Mp3FormatError:
    """The error for bytes at `pos` that are no frame header (`parsed` says why) or not Layer III."""
    problem = parsed if isinstance(parsed, str) else f"{parsed.format} frame; only Layer III can be spliced"
    found = bytes(mv[pos : pos + 4]).hex(" ")
    return _error(name, pos, f"expected an MPEG audio frame header, found {found} ({problem})")


def _check_stream(fmt: FrameFormat, expected: FrameFormat | None, reference: FrameFormat, pos: int, name: str) -> None:
    """Raise if a frame of `fmt` cannot follow the stream's frames: an explicit `expected` format is
    matched exactly (CBR); an inferred `reference` lets the bitrate vary (VBR)."""
    mismatch = fmt != expected if expected is not None else not _same_stream(fmt, reference)
    if mismatch:
        raise _error(name, pos, f"frame is {fmt}, expected {reference} (frames of different formats cannot be spliced)")


def _uniform_span(mv: memoryview, expected: FrameFormat | None) -> tuple[int, int, int] | None:
    """(start, end, frame length) of the audio if it is one header repeated back to back, else None.

    The common case — a CBR stream such as Edge's, where every frame has the same
    4-byte header and length — is checked with four strided slices instead of a
    walk frame by frame. It yields exactly the frames _walk would (leading ID3v2/APE
    tags and a Xing/Info frame skipped, trailing tags left out); anything else,
    including every error case, returns None so the caller takes the full walk.
    """
    end = _audio_end(mv)
    pos = 0
    while tag := _id3v2_length(mv, pos) or _ape_header_length(mv, pos):
        pos += tag
    header = parse_header(mv, pos)
    if header is None or header.format.layer != 3 or pos + header.length > end:
        return None
    if _is_vbr_info_frame(mv, pos, header):
        pos += header.length
        header = parse_header(mv, pos)
        if header is None or header.format.layer != 3:
            return None
    if expected is not None and header.format != expected:
        return None
    length = header.length
    frames, rest = divmod(end - pos, length)
    if rest or not frames:
        return None
    for i, byte in enumerate(header.header[:3]):
        if mv[pos + i : end : length] != bytes((byte,)) * frames:
            return None
    # The last header byte may differ in its copyright and original bits alone: they change neither a
    # frame's length nor its decoding, and narrate's own silent frames (at a merged answer's cuts)
    # leave "original" unset where Edge's frames set it.
    last = header.header[3]
    if bytes(mv[pos + 3 : end : length]).translate(None, bytes({last, last ^ 0x04, last ^ 0x08, last ^ 0x0C})):
        return None
    return pos, end, length


def iter_frames(
    data: Buffer,
    *,
    expected: FrameFormat | None = EDGE_FORMAT,
    strict: bool = True,
    name: str = UNNAMED,
) -> Iterator[bytes]:
    """Yield each audio frame of ``data``, tags and a leading Xing/Info/VBRI frame removed."""
    # Every frame must equal ``expected``; with expected=None frames must share
    # the first frame's version, layer, sample rate and channels (bitrate may
    # vary: VBR). Strict mode raises Mp3FormatError on garbage or a truncated
    # last frame; strict=False resyncs past garbage and drops a truncated tail,
    # for foreign files. Format mismatches raise either way. ``name`` labels
    # error messages (e.g. a file name). Frames are yielded before later ones are
    # checked: validate with frame_count() first if a half-written output matters.
    mv = memoryview(data).cast("B")
    span = _uniform_span(mv, expected)
    if span is not None:
        start, end, length = span
        for pos in range(start, end, length):
            yield bytes(mv[pos : pos + length])
        return
    for pos, header in _walk(mv, expected, strict, name):
        yield bytes(mv[pos : pos + header.length])


def audio_frames(
    data: Buffer,
    expected: FrameFormat | None = EDGE_FORMAT,
    *,
    strict: bool = True,
    name: str = UNNAMED,
) -> list[bytes]:
    """All audio frames of ``data`` as a list (see iter_frames)."""
    return list(iter_frames(data, expected=expected, strict=strict, name=name))


def exact_frames(data: Buffer, frames: int, fmt: FrameFormat = EDGE_FORMAT) -> bytes:
    """The first `frames` audio frames of `data` (strict, as audio_frames reads them), joined, with silent
    frames after them if `data` holds fewer: exactly `frames` frames of `fmt`.

    A uniform stream (LAME's CBR output) is sliced in one copy rather than made a list of
    frames first: for a 3-hour episode that list and its join would be three times its size.
    """
    mv = memoryview(data).cast("B")
    silent = silence_frame(fmt)
    span = _uniform_span(mv, fmt)
    if span is None or span[2] != len(silent):
        audio = audio_frames(mv, fmt)
        return b"".join(audio[:frames] + [silent] * max(0, frames - len(audio)))
    start, end, length = span
    kept = min(frames, (end - start) // length)
    return b"".join((mv[start : start + kept * length], silent * (frames - kept)))


def frame_count(
    data: Buffer,
    expected: FrameFormat | None = EDGE_FORMAT,
    *,
    strict: bool = True,
    name: str = UNNAMED,
) -> int:
    """Number of audio frames in ``data``, validated as iter_frames does but without copying."""
    mv = memoryview(data).cast("B")
    span = _uniform_span(mv, expected)
    if span is not None:
        start, end, length = span
        return (end - start) // length
    return sum(1 for _ in _walk(mv, expected, strict, name))


def duration_seconds(n_frames: int, fmt: FrameFormat = EDGE_FORMAT) -> float:
    """Playing time of ``n_frames`` frames of ``fmt`` in seconds."""
    return n_frames * fmt.samples_per_frame / fmt.sample_rate


# --- silence ----------------------------------------------------------------------


def silence_frame(fmt: FrameFormat = EDGE_FORMAT) -> bytes:
    """One self-contained Layer III frame (no CRC, no padding) that decodes to digital silence."""
    # All-zero side info means main_data_begin = 0 (nothing borrowed from the bit
    # reservoir of earlier frames, so the frame can go anywhere) and
    # part2_3_length = 0 for every granule/channel (no coded coefficients, so
    # every spectral value is zero). Main data bytes are unused zeros.
    if fmt.layer != 3:
        raise ValueError(f"silence frames are built for Layer III only, not {fmt}")
    length = _frame_length(fmt, padding=False)
    if length < 4 + _side_info_length(fmt):
        raise ValueError(f"{fmt} frames are too short to hold side info")
    return _build_header(fmt) + bytes(length - 4)


def frames_for_ms(ms: float, fmt: FrameFormat = EDGE_FORMAT) -> int:
    """Whole frames closest to ``ms`` milliseconds (exact arithmetic, ties to even)."""
    if ms < 0:
        raise ValueError(f"silence length must not be negative, got {ms} ms")
    return round(Fraction(ms) * fmt.sample_rate / (1000 * fmt.samples_per_frame))


def silence(ms: int, fmt: FrameFormat = EDGE_FORMAT) -> bytes:
    """Silent frames lasting ``ms`` milliseconds, rounded to the nearest whole frame."""
    return silence_frame(fmt) * frames_for_ms(ms, fmt)


# --- global gain ------------------------------------------------------------------


def _granule_layout(header: FrameHeader) -> tuple[int, int, int]:
    """(bits before the first granule, bits per granule/channel, granule/channel count)."""
    # Side info layout (ISO/IEC 11172-3 and 13818-3):
    # MPEG-1: main_data_begin 9, private 5 (mono) / 3 (stereo), scfsi 4 per
    # channel, then 2 granules x channels x 59 bits. MPEG-2/2.5: main_data_begin
    # 8, private 1 / 2, then 1 granule x channels x 63 bits (scalefac_compress is
    # 9 bits, no preflag). Each granule/channel block starts with
    # part2_3_length(12) big_values(9) global_gain(8).
    fmt = header.format
    nch = fmt.channels
    if fmt.version == "1":
        return 9 + (5 if nch == 1 else 3) + 4 * nch, 59, 2 * nch
    return 8 + nch, 63, nch


def _side_info(frame: Buffer) -> tuple[FrameHeader, int, int]:
    """Header, side-info start and side-info length of a Layer III frame, or raise."""
    header = parse_header(frame)
    if header is None:
        found = bytes(frame[:4]).hex(" ")
        raise Mp3FormatError(f"not an MPEG audio frame: starts with {found}")
    if header.format.layer != 3:
        raise Mp3FormatError(f"global gain exists only in Layer III frames, not {header.format}")
    start = 4 + (2 if header.crc else 0)
    length = _side_info_length(header.format)
    if len(frame) < start + length:
        raise Mp3FormatError(f"frame is {len(frame)} bytes, too short for its side info")
    return header, start, length


def global_gains(frame: Buffer) -> list[int]:
    """The global_gain of each granule/channel of a Layer III frame, in bitstream order."""
    header, start, length = _side_info(frame)
    bits = int.from_bytes(frame[start : start + length], "big")
    total = 8 * length
    prefix, per, count = _granule_layout(header)
    return [(bits >> (total - (prefix + i * per + 21) - 8)) & 0xFF for i in range(count)]


def _crc16(data: Buffer) -> int:
    """CRC-16 as MPEG audio uses it: polynomial 0x8005, initial 0xFFFF, MSB first."""
    crc = 0xFFFF
    for byte in data:
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x8005 if crc & 0x8000 else crc << 1) & 0xFFFF
    return crc


def adjust_global_gain(frame: bytes, steps: int) -> bytes:
    """Return ``frame`` with every coded granule's global_gain moved by ``steps`` x 1.5 dB."""
    # The mp3gain technique: the decoder scales all spectral values by
    # 2^(global_gain/4), so the change is exact and, unless a value hit the
    # 0..255 clamp, undone by -steps. Granules with part2_3_length == 0 code
    # nothing and are left alone, so silence frames stay byte-identical. A CRC,
    # if present, is recomputed because it covers the side info.
    header, start, length = _side_info(frame)
    if steps == 0:
        return bytes(frame)
    total = 8 * length
    bits = int.from_bytes(frame[start : start + length], "big")
    prefix, per, count = _granule_layout(header)
    for i in range(count):
        granule = prefix + i * per
        if (bits >> (total - granule - 12)) & 0xFFF == 0:  # part2_3_length
            continue
        shift = total - (granule + 21) - 8  # global_gain follows part2_3_length and big_values
        gain = (bits >> shift) & 0xFF
        new = min(255, max(0, gain + steps))
        bits = bits & ~(0xFF << shift) | new << shift
    out = bytearray(frame)
    out[start : start + length] = bits.to_bytes(length, "big")
    if header.crc:
        # The CRC covers header bytes 2-3 and the side info (ISO/IEC 11172-3).
        out[4:6] = _crc16(bytes(out[2:4]) + bytes(out[6 : 6 + length])).to_bytes(2, "big")
    return bytes(out)


def adjust_global_gain_run(data: Buffer, steps: int, fmt: FrameFormat = EDGE_FORMAT) -> bytes:
    """The audio frames of ``data`` with every coded granule's global_gain moved by ``steps``.

    The same bytes as :func:`adjust_global_gain` frame by frame (tags and an Info
    frame dropped, as :func:`iter_frames` does), but a cached chunk — one header
    repeated, no CRC — is done in one columnar pass over all its frames: a
    3-hour episode has ~450,000 frames, far too many for a Python loop on the
    path that re-splices an episode from the cache.
    """
    mv = memoryview(data).cast("B")
    span = _uniform_span(mv, fmt)
    header = parse_header(mv, span[0]) if span is not None else None
    if span is None or header is None or header.crc or steps == 0:
        return b"".join(adjust_global_gain(frame, steps) for frame in iter_frames(mv, expected=fmt))
    start, end, length = span
    out = bytearray(mv[start:end])
    _adjust_in_place(memoryview(out), steps, header, length)
    return bytes(out)


def _adjust_in_place(frames_data: memoryview, steps: int, header: FrameHeader, length: int) -> None:
    """Move every coded granule's global_gain by ``steps`` in ``frames_data`` (writable), frames of
    ``length`` bytes back to back whose side info is laid out as ``header``'s (no CRC).

    Column by column, in C, without numpy (whose import alone, ~0.15 s, is more than levelling a
    3-hour episode this way takes): the bytes a field lies in are sliced out of every frame at
    once, read and rewritten through 256-byte translation tables, and combined as one big
    integer per column, whose bitwise and/or work on every frame's byte together.
    """
    count_frames = len(frames_data) // length
    if not count_frames or not steps:
        return
    prefix, per, count = _granule_layout(header)
    side = 4  # no CRC: the side info follows the 4-byte header

    def column(byte: int) -> bytes:
        return bytes(frames_data[side + byte :: length])

    def number(data: bytes) -> int:
        return int.from_bytes(data, "little")

    def repeated(value: int) -> int:
        return number(bytes((value,)) * count_frames)

    for i in range(count):
        granule = prefix + i * per
        coded = 0  # 0xFF in each frame's byte whose part2_3_length is not 0 (0 codes nothing: silence)
        for byte, mask in _field_bytes(granule, 12):
            coded |= number(column(byte).translate(_any_of(mask)))
        byte, shift = divmod(granule + 21, 8)  # global_gain: 8 bits at `shift` in `byte` (and the next)
        add, take_first, take_second, put_first, put_second = _gain_tables(steps, shift)
        first = column(byte)
        gain = number(first.translate(take_first))
        second = column(byte + 1) if shift else b""
        if shift:
            gain |= number(second.translate(take_second))
        moved = number(gain.to_bytes(count_frames, "little").translate(add))
        new = ((moved & coded) | (gain & ~coded)).to_bytes(count_frames, "little")
        kept = (0xFF << (8 - shift)) & 0xFF  # the first byte's bits before the field
        first_new = (number(first) & repeated(kept)) | number(new.translate(put_first))
        frames_data[side + byte :: length] = first_new.to_bytes(count_frames, "little")
        if shift:
            second_new = (number(second) & repeated(0xFF >> shift)) | number(new.translate(put_second))
            frames_data[side + byte + 1 :: length] = second_new.to_bytes(count_frames, "little")


def _field_bytes(bit: int, width: int) -> list[tuple[int, int]]:
    """(byte, mask) of each byte the bit field [bit, bit + width) of the side info touches (MSB first)."""
    out = []
    while width > 0:
        byte, start = divmod(bit, 8)
        taken = min(width, 8 - start)
        out.append((byte, (0xFF >> start) & (0xFF << (8 - start - taken)) & 0xFF))
        bit, width = bit + taken, width - taken
    return out


@functools.lru_cache(maxsize=16)
def _any_of(mask: int) -> bytes:
    """A translation table: 0xFF for a byte with any bit of `mask` set, else 0."""
    return bytes(0xFF if value & mask else 0 for value in range(256))


@functools.lru_cache(maxsize=64)
def _gain_tables(steps: int, shift: int) -> tuple[bytes, bytes, bytes, bytes, bytes]:
    """Translation tables for an 8-bit field at bit `shift` of a byte (and the next): the field moved
    by `steps` and clamped to 0..255; the field's bits taken from the first and the second byte;
    a new value's bits put back into the first and the second byte."""
    values = range(256)
    return (
        bytes(min(255, max(0, value + steps)) for value in values),
        bytes((value << shift) & 0xFF for value in values),
        bytes(value >> (8 - shift) if shift else 0 for value in values),
        bytes(value >> shift for value in values),
        bytes((value << (8 - shift)) & 0xFF if shift else 0 for value in values),
    )


# --- the bit reservoir --------------------------------------------------------------


def main_data_begin(frame: Buffer) -> int:
    """How many bytes before this Layer III frame's header its main data starts (0: self-contained).

    Encoders such as LAME (and Edge's) park bits a frame does not need in the slack of
    earlier frames — the bit reservoir — so a frame cut loose from its predecessors may
    point at bytes that are no longer there.
    """
    header, start, _ = _side_info(frame)
    bits = 9 if header.format.version == "1" else 8
    return int.from_bytes(frame[start : start + 2], "big") >> (16 - bits)


def coded_bits(frame: Buffer) -> int:
    """Bits of coded audio in a Layer III frame (its granules' part2_3_length): 0 is digital silence."""
    header, start, length = _side_info(frame)
    bits = int.from_bytes(frame[start : start + length], "big")
    total = 8 * length
    prefix, per, count = _granule_layout(header)
    return sum((bits >> (total - (prefix + i * per) - 12)) & 0xFFF for i in range(count))


def main_data_capacity(frame: Buffer) -> int:
    """Bytes of main data a Layer III frame's own slot holds (after header, CRC and side info)."""
    header, start, length = _side_info(frame)
    return header.length - start - length


def emptied(frame: Buffer, keep: int = 0) -> bytes:
    """The frame coding nothing (every part2_3_length 0, so it decodes to silence), its main data
    beginning `keep` bytes back; its main-data bytes stay in place.

    `keep` matters to the frames after it: a decoder such as ffmpeg's keeps only the
    reservoir bytes from the current frame's main data start on, so a later frame
    reaching back past an emptied frame finds its bytes only if the emptied frame
    kept them (0: it borrows nothing, and nothing before it is kept).
    """
    header, start, length = _side_info(frame)
    bits = 9 if header.format.version == "1" else 8
    if not 0 <= keep < 1 << bits:
        raise ValueError(f"main_data_begin {keep} does not fit in {bits} bits")
    out = bytearray(frame)
    side = (keep << (8 * length - bits)).to_bytes(length, "big")
    out[start : start + length] = side
    if header.crc:
        out[4:6] = _crc16(bytes(out[2:4]) + bytes(out[6 : 6 + length])).to_bytes(2, "big")
    return bytes(out)


def detached(frames: Sequence[bytes]) -> tuple[list[bytes], int]:
    """The frames of a piece cut out of a longer stream, made to decode on their own.

    Walking from the first frame, a frame whose main data starts before the piece
    (main_data_begin larger than the main-data bytes of the piece's earlier frames)
    is emptied: it would otherwise decode from another piece's bytes. It keeps as
    much of the reservoir as the piece holds, for the frames after it. After a
    reservoir's worth of bytes no frame can reach back past the cut. Returns the
    frames and how many were emptied (cut in silence, those are silent anyway).
    """
    out = list(frames)
    available = 0
    emptied_count = 0
    for n, frame in enumerate(out):
        header = parse_header(frame)
        if header is None:
            break
        reach = 511 if header.format.version == "1" else 255  # the largest main_data_begin
        if available >= reach:
            break
        if main_data_begin(frame) > available:
            out[n] = emptied(frame, available)
            emptied_count += 1
        available += main_data_capacity(frame)
    return out, emptied_count


# --- writing ----------------------------------------------------------------------


class Mp3Writer:
    """Stream frames of one format end to end into a binary file, never buffering them."""

    def __init__(self, file: BinaryIO, fmt: FrameFormat = EDGE_FORMAT) -> None:
        """Write to ``file`` (not closed by the writer); every frame must be ``fmt``."""
        self._file = file
        self.format = fmt
        self.frames_written = 0

    @property
    def duration_seconds(self) -> float:
        """Playing time written so far in seconds."""
        return duration_seconds(self.frames_written, self.format)

    def write_frames(self, frames: Iterable[bytes]) -> int:
        """Check and write each frame as it arrives; return how many were written."""
        written = 0
        for frame in frames:
            self._check(frame)
            self._file.write(frame)
            self.frames_written += 1
            written += 1
        return written

    def write_audio(self, data: Buffer, *, name: str = UNNAMED) -> int:
        """Check and write every audio frame of an MP3 (as iter_frames reads it); return how many.

        A stream of identical frame headers in this writer's format (a cached Edge
        chunk) is written with one call; anything else goes frame by frame.
        """
        mv = memoryview(data).cast("B")
        span = _uniform_span(mv, self.format)
        if span is None:
            return self.write_frames(iter_frames(mv, expected=self.format, name=name))
        start, end, length = span
        self._file.write(mv[start:end])
        frames = (end - start) // length
        self.frames_written += frames
        return frames

    def write_silence(self, ms: int) -> int:
        """Write ``ms`` milliseconds of silent frames; return how many were written."""
        n = frames_for_ms(ms, self.format)
        frame = silence_frame(self.format)
        batch = 1024  # bounded writes: memory stays flat however long the pause
        for done in range(0, n, batch):
            self._file.write(frame * min(batch, n - done))
        self.frames_written += n
        return n

    def _check(self, frame: bytes) -> None:
        """Raise Mp3FormatError unless ``frame`` is one whole frame of this writer's format."""
        where = f"frame {self.frames_written} of the output"
        parsed = _parse(frame, 0)
        if isinstance(parsed, str):
            found = bytes(frame[:4]).hex(" ")
            raise Mp3FormatError(f"{where}: not an MPEG audio frame: starts with {found} ({parsed})")
        if parsed.format != self.format:
            raise Mp3FormatError(
                f"{where}: frame is {parsed.format}, output is {self.format} "
                "(frames of different formats cannot be spliced)"
            )
        if len(frame) != parsed.length:
            raise Mp3FormatError(f"{where}: got {len(frame)} bytes, its header says {parsed.length}")


class LevellingWriter(Mp3Writer):
    """An Mp3Writer that moves every coded granule's global_gain by ``steps`` (lossless levelling, the
    mp3gain technique) as it writes: the same bytes as adjust_global_gain frame by frame.

    Re-splicing an episode from the cache levels ~450,000 frames from ~700 chunks. Frames
    that share one layout (a cached chunk's, the pauses' silence) gather in one reused
    buffer of about a megabyte and are levelled there in one columnar pass, in place:
    per chunk, the fixed cost of a pass and two copies of its bytes would be most of the
    work. Anything else is levelled frame by frame. Call flush() after the last frame.
    """

    BATCH_BYTES = 1 << 20

    def __init__(self, file: BinaryIO, fmt: FrameFormat = EDGE_FORMAT, steps: int = 0) -> None:
        """Write to ``file`` (not closed by the writer); every frame must be ``fmt``."""
        super().__init__(file, fmt)
        self.steps = steps
        self._batch = bytearray(self.BATCH_BYTES)
        self._filled = 0
        self._layout: FrameHeader | None = None  # the header of the batch's frames (length, side info)

    def write_audio(self, data: Buffer, *, name: str = UNNAMED) -> int:
        """Check, level and write every audio frame of an MP3 (as iter_frames reads it); return how many."""
        mv = memoryview(data).cast("B")
        span = _uniform_span(mv, self.format)
        header = parse_header(mv, span[0]) if span is not None else None
        if span is None or header is None or header.crc:
            self.flush()
            frames = iter_frames(mv, expected=self.format, name=name)
            return self.write_frames(adjust_global_gain(frame, self.steps) for frame in frames)
        start, end, length = span
        self._add(mv[start:end], header)
        count = (end - start) // length
        self.frames_written += count
        return count

    def write_silence(self, ms: int) -> int:
        """Write ``ms`` milliseconds of silent frames (they code nothing: levelling leaves them as they are)."""
        return self.write_silent_frames(frames_for_ms(ms, self.format))

    def write_silent_frames(self, count: int) -> int:
        """Write ``count`` silent frames; return how many."""
        frame = silence_frame(self.format)
        header = parse_header(frame)
        assert header is not None
        per_batch = self.BATCH_BYTES // len(frame)
        for done in range(0, count, per_batch):
            self._add(memoryview(frame * min(per_batch, count - done)), header)
        self.frames_written += count
        return count

    def flush(self) -> None:
        """Level and write the frames gathered so far."""
        if not self._filled:
            return
        view = memoryview(self._batch)[: self._filled]
        if self.steps and self._layout is not None:
            _adjust_in_place(view, self.steps, self._layout, self._layout.length)
        self._file.write(view)
        self._filled = 0

    def _add(self, frames: memoryview, header: FrameHeader) -> None:
        layout = self._layout
        if layout is None or layout.length != header.length or layout.format != header.format:
            self.flush()
            self._layout = header
        if self._filled + len(frames) > len(self._batch):
            self.flush()
        if len(frames) > len(self._batch):  # larger than a batch: levelled on its own
            own = bytearray(frames)
            if self.steps:
                _adjust_in_place(memoryview(own), self.steps, header, header.length)
            self._file.write(own)
            return
        self._batch[self._filled : self._filled + len(frames)] = frames
        self._filled += len(frames)


# --- Xing/Info + LAME header --------------------------------------------------------

_XING_FLAGS: Final = 0x0F  # frames, bytes, TOC, quality: all four, as LAME writes them
_XING_FLAGS_NO_TOC: Final = 0x03  # frames and bytes: where a frame has no room for the seek table
_LAME_VERSION: Final = b"LAME3.100"  # ffmpeg and mutagen read delay/padding only after a "LAME" string
_INFO_TAG_LENGTH: Final = 156  # "Info" through the tag CRC (120 Xing + 36 LAME bytes)


def _crc16_arc(data: Buffer) -> int:
    """CRC-16/ARC (reflected 0xA001, init 0), the LAME tag's CRC; check value crc(b"123456789") = 0xBB3D."""
    crc = 0
    for byte in bytes(data):
        crc ^= byte
        for _ in range(8):
            crc = (crc >> 1) ^ 0xA001 if crc & 1 else crc >> 1
    return crc


def info_frame(frames: int, fmt: FrameFormat = EDGE_FORMAT, *, delay: int = 0, padding: int = 0) -> bytes:
    """A Xing "Info" frame with a LAME extension for a CBR stream of `frames` audio frames of `fmt`.

    It goes before the first audio frame and holds no audio. Readers take the exact
    frame count (ffmpeg then reports the duration instead of estimating it from the
    bitrate), the byte count from it, and gapless players the encoder `delay` and end
    `padding` in samples from its LAME part.

    The frame has the stream's own bitrate: readers that take a CBR file's duration
    from its size and its first frame's length (eyeD3), or that call a stream whose
    first frame's bitrate differs VBR (mediainfo, which then gives no duration), read
    the file right only then. At 48 kbps, 24 kHz a frame is 144 bytes, too small for
    the 100-byte seek table (TOC) besides the LAME part: the table is left out where it
    does not fit. A CBR stream needs none (a byte offset is proportional to time), and
    the Xing flags say it is absent, so every reader skips it.
    """
    length = _frame_length(fmt, padding=False)
    frame_bytes = length
    total = length + frames * frame_bytes  # every byte of the stream, this frame included
    if not 0 <= delay <= 4095 or not 0 <= padding <= 4095:
        raise ValueError("encoder delay and padding are 12-bit sample counts (0..4095)")
    with_toc = 4 + _side_info_length(fmt) + _INFO_TAG_LENGTH <= length
    flags = _XING_FLAGS if with_toc else _XING_FLAGS_NO_TOC
    xing = b"Info" + flags.to_bytes(4, "big") + frames.to_bytes(4, "big") + total.to_bytes(4, "big")
    if with_toc:
        xing += bytes(min(255, (256 * (length + (frames * i // 100) * frame_bytes)) // total) for i in range(100))
        xing += (100).to_bytes(4, "big")  # quality 100: LAME's "-q 0, V0" value; nothing reads it for CBR
    lame = bytearray(36)
    lame[0:9] = _LAME_VERSION
    lame[9] = 0x01  # tag revision 0, method 1: CBR
    lame[20] = min(255, fmt.bitrate_kbps)
    lame[21:24] = (delay << 12 | padding).to_bytes(3, "big")
    lame[24] = 0x00 if fmt.sample_rate <= 32000 else 0x40 if fmt.sample_rate == 44100 else 0x80
    lame[28:32] = total.to_bytes(4, "big")  # music length: the whole stream, tag frame included (as LAME)
    # lame[32:34], the music CRC over every audio byte, stays 0: no reader checks it, and it
    # would cost a pass over the episode in Python.
    frame = bytearray(_build_header(fmt) + bytes(_side_info_length(fmt)) + xing + lame)
    frame[-2:] = _crc16_arc(frame[:-2]).to_bytes(2, "big")  # tag CRC over the frame up to here
    return bytes(frame + bytes(length - len(frame)))
