"""The Xing/Info + LAME frame: exact counts for every reader, judged by ffmpeg and mutagen."""

from __future__ import annotations

import io
import subprocess
from pathlib import Path

import pytest
from mutagen.id3 import ID3
from mutagen.mp3 import BitrateMode
from mutagen.mp3._util import XingHeader

from helpers import mp3_info
from narrate.audio.loudness import ffmpeg_exe
from narrate.audio.mp3 import EDGE_FORMAT, FrameFormat, frame_count, info_frame, parse_header, silence
from narrate.config import load_config
from narrate.flow.episode import narrate_article
from narrate.publish.manifest import Manifest


def _xing(data: bytes) -> XingHeader:
    """mutagen's reading of the Xing/LAME header of the first frame at the start of `data`."""
    header = parse_header(data)
    assert header is not None
    return XingHeader(io.BytesIO(data[4 + 9 :]))  # MPEG-2 mono: header + 9 bytes of side info


def test_lame_fields_land_where_readers_look() -> None:
    frame = info_frame(1000, delay=576, padding=1234)
    xing = _xing(frame)
    assert xing.is_info and xing.frames == 1000
    assert xing.bytes == len(frame) + 1000 * 144
    assert xing.lame_header is not None
    assert (xing.lame_header.encoder_delay_start, xing.lame_header.encoder_padding_end) == (576, 1234)
    assert xing.lame_header.vbr_method == 1  # CBR
    assert xing.lame_header.bitrate == 48
    # The frame is one of the stream's own (144 bytes): no room for a seek table, and none is announced.
    assert len(frame) == 144 and parse_header(frame).format == EDGE_FORMAT  # type: ignore[union-attr]
    assert list(xing.toc) == []
    with pytest.raises(ValueError):
        info_frame(10, delay=5000)


def test_a_frame_with_room_keeps_its_seek_table() -> None:
    """At 64 kbps a frame holds the 100-byte TOC besides the LAME part: readers get it, ascending."""
    wide = FrameFormat("2", 3, 64, 24000, 1)
    frame = info_frame(1000, wide)
    xing = _xing(frame)
    assert len(frame) == 192 and xing.frames == 1000 and xing.lame_header is not None
    assert list(xing.toc) == sorted(xing.toc) and xing.toc[0] == 0 and xing.toc[99] == 253


def test_ffmpeg_checks_the_tag_crc(tmp_path: Path) -> None:
    """ffmpeg exports the encoder name only when the LAME tag's CRC matches: a wrong byte drops it."""
    good = tmp_path / "good.mp3"
    good.write_bytes(info_frame(200) + silence(4800))
    bad = tmp_path / "bad.mp3"
    data = bytearray(good.read_bytes())
    data[13 + 16 + 34] ^= 0xFF  # the tag CRC (after 16 Xing and 34 LAME bytes)
    bad.write_bytes(bytes(data))

    def encoder(path: Path) -> bool:
        out = subprocess.run(
            [ffmpeg_exe(), "-hide_banner", "-i", str(path)], capture_output=True, text=True, errors="replace"
        ).stderr
        return "LAME3.100" in out

    assert encoder(good) and not encoder(bad)


@pytest.fixture(scope="module")
def episode(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, int]:
    from conftest import EXAMPLES, REPO

    out = tmp_path_factory.mktemp("info")
    narrate_article(
        EXAMPLES / "posts" / "hello-ko" / "index.ko.md", out, config=load_config(REPO / "voices.yaml"), engine="espeak"
    )
    record = next(iter(Manifest(out).records()))
    return out / record.lang / f"{record.slug}.mp3", record.frames


def test_ffmpeg_reads_the_duration_without_estimating(episode: tuple[Path, int]) -> None:
    mp3, frames = episode
    out = subprocess.run(
        [ffmpeg_exe(), "-hide_banner", "-i", str(mp3)], capture_output=True, text=True, errors="replace"
    ).stderr
    assert "Estimating duration" not in out
    seconds = frames * 576 / 24000
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    assert f"Duration: {int(hours):02d}:{int(minutes):02d}:{secs:05.2f}" in out
    assert "start: 0.022042" in out  # ffmpeg applied the LAME delay (0) plus its decoder's 529 samples
    # Stripped of the Info frame, the same audio makes ffmpeg guess.
    bare = mp3.with_name("bare.mp3")
    bare.write_bytes(mp3.read_bytes()[-frames * 144 :])
    guessed = subprocess.run(
        [ffmpeg_exe(), "-hide_banner", "-i", str(bare)], capture_output=True, text=True, errors="replace"
    ).stderr
    assert "Estimating duration from bitrate" in guessed


def test_mutagen_reads_exact_counts_delay_and_padding(episode: tuple[Path, int]) -> None:
    mp3, frames = episode
    data = mp3.read_bytes()
    start = len(data) - frames * 144 - 144  # the tag frame (48 kbps like the audio, 144 bytes) before it
    assert ID3(mp3).size == start
    xing = _xing(data[start:])
    assert xing.frames == frames == frame_count(data, EDGE_FORMAT)
    assert xing.bytes == len(data) - start
    assert xing.lame_header is not None
    assert (xing.lame_header.encoder_delay_start, xing.lame_header.encoder_padding_end) == (0, 0)
    info = mp3_info(mp3)
    assert info.bitrate_mode is BitrateMode.CBR
    assert info.length == pytest.approx(frames * 0.024, abs=1e-9)
