"""An episode's chapters and date as four readers of ID3 read them: ffprobe (Debian's, ffmpeg 5.1), the
ffmpeg narrate ships (imageio-ffmpeg), mutagen and eyeD3 list the same chapters at the same times, whatever
the length of a heading's title and of its link (a CJK anchor, percent-encoded, is 9 bytes a character).

mediainfo reads no ID3 chapters at all (MediaInfoLib parses no CHAP frame); it is asked for the date.
"""

from __future__ import annotations

import datetime as dt
import io
import logging
import shutil
import subprocess
from pathlib import Path
from urllib.parse import quote

import pytest

import chapter_reading
from durations import Unavailable
from narrate.audio.model import ChapterMark
from narrate.audio.tags import EpisodeTags, render_tag, write_tags

# Headings as Chinese and Japanese tech blogs write them (long ones among them), each linking to its anchor.
TITLES = [
    "開場",
    "為什麼要用 Kubernetes 排程 GPU",
    "二、安裝 NVIDIA 驅動程式與 container toolkit 的步驟說明",
    "三、常見問題：Xid 錯誤代碼 79 與 48 的意義和處理方式，以及如何回報給雲端供應商並取得補償",
    "まとめ：GPU ノードを安全に運用するためのチェックリストと、障害が起きたときに最初に見るべきログ",
    "小結",
]


def _marks(step: float = 3.0) -> tuple[ChapterMark, ...]:
    page = "https://blog.example.com/posts/2024/gpu-xid/"
    return tuple(
        ChapterMark(title, 2, n * step, (n + 1) * step, f"{page}#{quote(title.lower().replace(' ', '-'), safe='')}")
        for n, title in enumerate(TITLES)
    )


def _audio(seconds: float) -> bytes:
    """MPEG-2 Layer III frames, 24 kHz mono 48 kbps (Edge's format), of a quiet tone."""
    import lameenc
    import numpy as np

    encoder = lameenc.Encoder()
    encoder.set_bit_rate(48)
    encoder.set_in_sample_rate(24000)
    encoder.set_channels(1)
    encoder.set_quality(7)
    samples = (np.sin(np.arange(int(24000 * seconds)) / 24000 * 2 * np.pi * 440) * 3000).astype(np.int16)
    return bytes(encoder.encode(samples.tobytes()) + encoder.flush())


def _tags(date: dt.datetime | None) -> EpisodeTags:
    return EpisodeTags(
        title="GPU 錯誤排查",
        artist="王小明",
        album="測試播客",
        lang="zh-hant",
        date=date,
        description="一篇測試文章。",
        transcript="逐字稿。",
        source_url="https://blog.example.com/",
        cover=None,
        chapters=_marks(),
        extra={},
    )


@pytest.fixture(scope="module")
def episode(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("chapters") / "gpu.mp3"
    audio = _audio(3.0 * len(TITLES))
    date = dt.datetime(2024, 6, 1, 12, 0, tzinfo=dt.timezone(dt.timedelta(hours=9)))
    path.write_bytes(render_tag(_tags(date), len(audio)) + audio)
    return path


def _expected() -> list[tuple[float, str]]:
    return [(mark.start, mark.title) for mark in _marks()]


def test_the_chapters_are_long_enough_to_matter() -> None:
    """The case ffmpeg read wrong: a chapter's title or link sub-frame of 128 bytes or more (as UTF-8)."""
    assert any(len(mark.url) + 2 >= 128 for mark in _marks())
    assert any(len(mark.title.encode("utf-8")) + 2 >= 128 for mark in _marks())


def _read(reader: str, path: Path) -> list[tuple[float, str]]:
    try:
        return [(round(start, 3), title) for start, title in chapter_reading.READERS[reader](path)]
    except Unavailable as missing:
        pytest.skip(f"{reader} is not installed: {missing}")


@pytest.mark.parametrize("reader", ["ffprobe", "ffmpeg (shipped)", "mutagen", "eyeD3"])
def test_every_reader_lists_every_chapter_at_its_time(episode: Path, reader: str) -> None:
    """Every title, each at its time within one frame (24 ms): ffmpeg 6 and later give times after its
    decoder's delay (529 samples, 22 ms) when the file says to drop it, as narrate's Info frame does."""
    found = _read(reader, episode)
    assert [title for _, title in found] == [title for _, title in _expected()]
    assert all(abs(start - want) <= 0.024 for (start, _), (want, _) in zip(found, _expected()))


def test_mutagen_and_eyed3_read_each_chapters_link(episode: Path) -> None:
    from mutagen.id3 import ID3

    tags = ID3(str(episode))
    assert tags.version[:2] == (2, 3)
    chapters = sorted(tags.getall("CHAP"), key=lambda c: c.start_time)
    assert [c.sub_frames.getall("WXXX")[0].url for c in chapters] == [m.url for m in _marks()]
    eyed3 = pytest.importorskip("eyed3")
    logging.getLogger("eyed3").setLevel(logging.ERROR)
    audio = eyed3.load(str(episode))
    assert audio is not None and audio.tag is not None
    # mutagen writes a URL with a terminating NUL, which eyeD3 keeps.
    assert [c.user_url.rstrip("\x00") for c in sorted(audio.tag.chapters, key=lambda c: c.times[0])] == [
        m.url for m in _marks()
    ]


def test_mediainfo_lists_no_mp3_chapters_at_all(episode: Path) -> None:
    """Why mediainfo is not among the chapter readers: MediaInfoLib parses no CHAP frame (it would show a
    Menu track). If a later mediainfo does, this fails, and it joins the readers above."""
    assert _read("mediainfo", episode) == []


def test_chapters_are_in_order_in_the_file(episode: Path) -> None:
    """Readers that list CHAP frames as they come (ffmpeg among them) list them in time order."""
    data = episode.read_bytes()
    at = [data.find(f"chp{n}\x00".encode()) for n in range(len(TITLES))]
    assert all(0 < a < b for a, b in zip(at, at[1:]))


def test_the_date_is_utc_and_the_written_one_keeps_its_zone(episode: Path) -> None:
    """An article at noon in Tokyo is 03:00 UTC: what mediainfo, ffprobe and mutagen show (ID3 dates
    have no zone of their own); the date as written, zone and all, is in TXXX narrate:date."""
    from mutagen.id3 import ID3

    tags = ID3(str(episode))
    assert str(tags["TDRC"]) == "2024-06-01 03:00:00"  # mutagen's merge of TYER, TDAT and TIME
    assert {f.desc: f.text[0] for f in tags.getall("TXXX")}["narrate:date"] == "2024-06-01T12:00:00+09:00"
    exe = shutil.which("mediainfo")
    if exe is not None:
        shown = subprocess.run(
            [exe, "--Inform=General;%Recorded_Date%", str(episode)], capture_output=True, text=True, check=True
        ).stdout.strip()
        assert shown == "2024-06-01 03:00"


def test_a_date_without_a_time_stays_its_day(tmp_path: Path) -> None:
    from mutagen.id3 import ID3

    path = tmp_path / "day.mp3"
    path.write_bytes(_audio(1.0))
    write_tags(path, _tags(dt.datetime(2024, 6, 1)))
    tags = ID3(str(path))
    assert str(tags["TDRC"]) == "2024-06-01" and "TIME" not in tags
    assert {f.desc: f.text[0] for f in tags.getall("TXXX")}["narrate:date"] == "2024-06-01"


def test_a_parent_heading_with_nothing_of_its_own_joins_the_chapter_that_follows() -> None:
    """Issue 39 (6): "## 三、常見問題" said, then at once "### Xid 79": one chapter, not one of 1.5 s."""
    from narrate.audio.assemble import merge_short_parents

    url = "https://blog.example.com/posts/gpu/#"
    marks = [
        ChapterMark("GPU 排查", 1, 0.0, 20.0, url[:-1]),
        ChapterMark("一、背景", 2, 20.0, 60.0, url + "a"),
        ChapterMark("二、常見問題", 2, 60.0, 61.5, url + "b"),
        ChapterMark("Xid 79", 3, 61.5, 90.0, url + "c"),
        ChapterMark("Xid 48", 3, 90.0, 120.0, url + "d"),
        ChapterMark("三、附錄", 2, 120.0, 121.0, url + "e"),
        ChapterMark("四、小結", 2, 121.0, 150.0, url + "f"),
    ]
    merged = merge_short_parents(marks)
    assert [(m.title, m.start, m.end) for m in merged] == [
        ("GPU 排查", 0.0, 20.0),
        ("一、背景", 20.0, 60.0),
        ("二、常見問題 › Xid 79", 60.0, 90.0),
        ("Xid 48", 90.0, 120.0),
        ("三、附錄", 120.0, 121.0),
        ("四、小結", 121.0, 150.0),
    ]  # an empty section before one of its level stays
    assert merged[2].url == url + "b" and merged[2].level == 2
    # The opening chapter stays whatever its length; chapters still cover the whole episode without gaps.
    short_opening = [ChapterMark("標題", 1, 0.0, 2.0), ChapterMark("一", 2, 2.0, 9.0)]
    assert merge_short_parents(short_opening) == tuple(short_opening)
    assert all(a.end == b.start for a, b in zip(merged, merged[1:]))


@pytest.mark.parametrize("char", ["\x0b", "\x0c", "\x1b[2J", "\ufffe", "\u202e", "\x85"])
def test_no_tag_frame_carries_a_control_character(char: str) -> None:
    """Every text of the tag is cleaned where the tag is made: the feed's title and author come from voices.yaml,
    which no article reader cleans (s6 attacks: a vertical tab in `feed.title` reached every episode's album)."""
    from dataclasses import replace

    from mutagen.id3 import ID3

    marks = tuple(replace(m, title=m.title + char) for m in _marks())
    tags = replace(_tags(None), title="T" + char, artist="A" + char, album="Album" + char, chapters=marks)
    tags = replace(tags, description="D" + char, transcript="one" + char + "\ntwo", extra={"k": "v" + char})
    frames = ID3()
    frames.load(io.BytesIO(render_tag(tags, 10_000)))
    said = " ".join(str(f) for f in frames.values()) + " ".join(
        str(sub) for f in frames.getall("CHAP") for sub in f.sub_frames.values()
    )
    assert char not in said and "\x1b" not in said, said
    assert "one\ntwo" in str(frames.getall("USLT")[0])  # the transcript's lines stay lines
