"""ID3v2.3 tags for an episode, with mutagen: what lock screens, players and apps read.

Chapters are flat: one CHAP frame per chapter of the script (the opening, each
H2 and H3, the notes) with a TIT2 sub-frame, listed in order by one top-level,
ordered CTOC. Apple Podcasts, Overcast and Pocket Casts show them; nesting H3
under H2 is shown by almost no app, so narrate does not nest.

Why version 2.3 and not 2.4: in 2.4 every frame's size is "syncsafe" (7 bits a
byte), and ffmpeg (ffprobe, mpv, ffplay, media servers) reads the sizes of the
frames inside a CHAP the 2.3 way, as plain 32-bit numbers. The two agree below
128 bytes only; a chapter whose title or link (a percent-encoded CJK anchor is
9 bytes a character) is longer was dropped by ffmpeg while mutagen and eyeD3
listed it. In 2.3 every reader reads the same sizes. What 2.3 changes: text is
UTF-16 (2.3 has no UTF-8), and the date is TYER/TDAT/TIME instead of TDRC.
Dates are written in UTC (the frames have no zone; mediainfo shows them as
UTC), and the article's own date with its zone is kept in a TXXX "narrate:date".
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # mutagen is loaded when a tag is made: a no-op build makes none
    from mutagen.id3 import ID3

import io

from mutagen.id3 import (
    APIC,
    CHAP,
    COMM,
    CTOC,
    ID3,
    TALB,
    TCON,
    TDAT,
    TIME,
    TIT2,
    TLAN,
    TPE1,
    TXXX,
    TYER,
    USLT,
    WOAS,
    WXXX,
    CTOCFlags,
)

from narrate.text.model import strip_unsafe

from .model import ChapterMark
from .mp3 import syncsafe

ISO639_2 = {"zh-hant": "zho", "zh-hans": "zho", "en": "eng", "ja": "jpn", "ko": "kor"}
_NO_OFFSET = 0xFFFFFFFF


@dataclass(frozen=True)
class EpisodeTags:
    """Everything written into an episode's ID3 tag."""

    title: str
    artist: str
    album: str
    lang: str
    date: dt.datetime | None
    description: str
    transcript: str
    source_url: str
    cover: Path | None
    chapters: tuple[ChapterMark, ...]
    extra: dict[str, str]
    cover_data: bytes | None = None  # a JPEG copy to embed instead of the file (at most 1400 px, 500 KB)


def cover_mime(path: Path) -> str | None:
    """image/jpeg or image/png by the file's magic bytes, or None if it is neither."""
    try:
        head = path.read_bytes()[:8]
    except OSError:
        return None
    if head.startswith(b"\xff\xd8\xff"):
        return "image/jpeg"
    if head.startswith(b"\x89PNG\r\n\x1a\n"):
        return "image/png"
    return None


def _encoding(*texts: str) -> int:
    """0 (Latin-1) for ASCII text, else 1 (UTF-16 with a BOM): the encodings every ID3v2.3 reader takes."""
    return 0 if all(text.isascii() for text in texts) else 1


def _add_date(id3: ID3, date: dt.datetime) -> None:
    """TYER, TDAT (DDMM) and, for a date with a time, TIME (HHMM), in UTC; the date as written, with its
    zone, in TXXX "narrate:date". A date without a time of day stays that calendar day (no zone to convert from)."""
    if date.time() == dt.time() and date.tzinfo is None:
        day, clock, written = date, None, date.date().isoformat()
    else:
        aware = date if date.tzinfo is not None else date.replace(tzinfo=dt.timezone.utc)
        day = clock = aware.astimezone(dt.timezone.utc)
        written = aware.isoformat()
    id3.add(TYER(encoding=0, text=[f"{day.year:04d}"]))
    id3.add(TDAT(encoding=0, text=[f"{day.day:02d}{day.month:02d}"]))
    if clock is not None:
        id3.add(TIME(encoding=0, text=[f"{clock.hour:02d}{clock.minute:02d}"]))
    id3.add(TXXX(encoding=0, desc="narrate:date", text=[written]))


def _clean(tags: EpisodeTags) -> EpisodeTags:
    """`tags` without control characters, escapes, bidi overrides or noncharacters in any text: every field
    reaches a lock screen or an app, and some come from voices.yaml (the feed's title and author), which no
    article reader cleans (s6 attacks: a vertical tab in `feed.title` reached every episode's album)."""

    def lines(text: str) -> str:
        return "\n".join(strip_unsafe(line) for line in text.split("\n"))

    return replace(
        tags,
        title=strip_unsafe(tags.title),
        artist=strip_unsafe(tags.artist),
        album=strip_unsafe(tags.album),
        description=lines(tags.description),
        transcript=lines(tags.transcript),
        extra={strip_unsafe(k): strip_unsafe(v) for k, v in tags.extra.items()},
        chapters=tuple(replace(c, title=strip_unsafe(c.title)) for c in tags.chapters),
    )


def build_id3(tags: EpisodeTags) -> ID3:
    """The ID3 tag object for an episode (frames as ID3v2.3 has them: UTF-16 text, TYER/TDAT/TIME)."""
    tags = _clean(tags)
    id3 = ID3()
    id3.add(TIT2(encoding=_encoding(tags.title), text=[tags.title]))
    if tags.artist:
        id3.add(TPE1(encoding=_encoding(tags.artist), text=[tags.artist]))
    if tags.album:
        id3.add(TALB(encoding=_encoding(tags.album), text=[tags.album]))
    id3.add(TCON(encoding=0, text=["Podcast"]))
    id3.add(TLAN(encoding=0, text=[ISO639_2.get(tags.lang, "und")]))
    if tags.date:
        _add_date(id3, tags.date)
    lang3 = ISO639_2.get(tags.lang, "und")
    if tags.description:
        id3.add(COMM(encoding=_encoding(tags.description), lang=lang3, desc="", text=[tags.description]))
    if tags.transcript:
        id3.add(USLT(encoding=_encoding(tags.transcript), lang=lang3, desc="transcript", text=tags.transcript))
    if tags.source_url:
        id3.add(WOAS(url=tags.source_url))
    if tags.cover_data:
        id3.add(APIC(encoding=0, mime="image/jpeg", type=3, desc="cover", data=tags.cover_data))
    elif tags.cover is not None:
        mime = cover_mime(tags.cover)
        if mime:
            id3.add(APIC(encoding=0, mime=mime, type=3, desc="cover", data=tags.cover.read_bytes()))
    for key, value in tags.extra.items():
        id3.add(TXXX(encoding=_encoding(key, value), desc=key, text=[value]))
    _add_chapters(id3, tags.chapters)
    return id3


# A CTOC frame lists at most 255 children (its count is one byte; mutagen raises past it).
# Nested CTOCs would hold more, but almost no app shows nesting, so an episode with more
# chapters keeps the 255 a listener can use in ID3 (the chapters JSON keeps them all).
MAX_ID3_CHAPTERS = 255


def id3_chapters(chapters: Sequence[ChapterMark], limit: int = MAX_ID3_CHAPTERS) -> list[ChapterMark]:
    """At most `limit` chapters covering the whole episode: deeper headings go first, then evenly spaced."""
    kept = list(chapters)
    if len(kept) <= limit:
        return kept
    # Drop the deepest heading level while there are too many, never the shallowest one.
    levels = sorted({c.level for c in kept[1:]}, reverse=True)
    for level in levels[:-1]:
        shallower = [c for i, c in enumerate(kept) if c.level < level or i == 0]
        kept = shallower
        if len(kept) <= limit:
            break
    if len(kept) > limit:
        step = len(kept) / limit
        kept = [kept[int(i * step)] for i in range(limit)]
    # Each chapter kept runs until the next one starts: the timeline has no gaps.
    out = []
    for n, chapter in enumerate(kept):
        end = kept[n + 1].start if n + 1 < len(kept) else chapters[-1].end
        out.append(replace(chapter, end=max(chapter.start, end)))
    return out


def _add_chapters(id3: ID3, chapters: Sequence[ChapterMark]) -> None:
    if not chapters:
        return
    chapters = id3_chapters(chapters)
    ids = []
    for n, chapter in enumerate(chapters):
        element_id = f"chp{n}"
        ids.append(element_id)
        id3.add(
            CHAP(
                element_id=element_id,
                start_time=round(chapter.start * 1000),
                end_time=round(chapter.end * 1000),
                start_offset=_NO_OFFSET,
                end_offset=_NO_OFFSET,
                # A chapter's link (its section of the article) as the ID3 chapter addendum has it: a WXXX
                # inside the CHAP, which apps reading MP3 chapters offer as the chapter's link.
                sub_frames=[TIT2(encoding=_encoding(chapter.title), text=[chapter.title])]
                + ([WXXX(encoding=0, desc="", url=chapter.url)] if chapter.url else []),
            )
        )
    id3.add(
        CTOC(
            element_id="toc",
            flags=CTOCFlags.TOP_LEVEL | CTOCFlags.ORDERED,
            child_element_ids=ids,
            sub_frames=[TIT2(encoding=0, text=["Chapters"])],
        )
    )


def write_tags(path: Path, tags: EpisodeTags) -> None:
    """Write the ID3v2.3 tag to the MP3 at `path` (replacing any tag there), chapters in time order."""
    build_id3(tags).save(str(path), v2_version=3)
    with open(path, "r+b") as handle:
        head = handle.read(10)
        length = syncsafe(head[6:10]) if head[:3] == b"ID3" else None
        if length is None:
            return
        tag = head + handle.read(length)
        handle.seek(0)
        handle.write(_chapters_in_order(tag))


def render_tag(tags: EpisodeTags, audio_bytes: int) -> bytes:
    """The ID3v2.3 tag as bytes, chapters in time order, to be written ahead of `audio_bytes` of frames.

    Writing the tag first and the frames after it makes an episode in one pass;
    tagging a finished file makes mutagen move every byte of its audio to make
    room. The padding is what mutagen gives a file with that much audio (1 KiB +
    0.1%), so the file is the same either way.
    """
    buffer = io.BytesIO()
    build_id3(tags).save(buffer, v2_version=3, padding=lambda info: 1024 + audio_bytes // 1000)
    return _chapters_in_order(buffer.getvalue())


def _chapters_in_order(tag: bytes) -> bytes:
    """The tag with its CHAP frames in element-id order (chp0, chp1, …), same size.

    mutagen orders frames by size, so chapters land in the file shuffled. The
    CTOC frame fixes their order for apps that read it, but tools and players
    that list CHAP frames as they come (ffmpeg among them) would show them
    shuffled. Only the order of frames changes; the tag keeps its size.
    """
    header = tag[:10]
    if header[:3] != b"ID3" or header[3] not in (3, 4) or header[5] & 0xC0:
        return tag  # not a plain tag mutagen just wrote (no unsync, no extended header)
    length = syncsafe(header[6:10])
    if length is None:
        return tag
    # Frame sizes: plain 32-bit numbers in v2.3, syncsafe in v2.4.
    frame_size = (lambda b: int.from_bytes(b, "big")) if header[3] == 3 else syncsafe
    body = bytearray(tag[10 : 10 + length])
    frames: list[tuple[int, int, bytes]] = []  # (start, end, frame id)
    position = 0
    while position + 10 <= len(body) and body[position] != 0:
        size = frame_size(bytes(body[position + 4 : position + 8]))
        if size is None:
            return tag  # not a tag this module wrote: leave it as it is
        frames.append((position, position + 10 + size, bytes(body[position : position + 4])))
        position += 10 + size
    chapters = [(start, end) for start, end, frame_id in frames if frame_id == b"CHAP"]
    if len(chapters) < 2:
        return tag

    def element_number(span: tuple[int, int]) -> int:
        element = bytes(body[span[0] + 10 : span[1]]).split(b"\x00", 1)[0]
        return int(element[3:]) if element.startswith(b"chp") and element[3:].isdigit() else 1 << 30

    # All CHAP frames together, in order, where the first one was; every other frame keeps its place.
    pieces: list[bytes] = []
    for start, end, frame_id in frames:
        if frame_id != b"CHAP":
            pieces.append(bytes(body[start:end]))
        elif (start, end) == chapters[0]:
            pieces.extend(bytes(body[a:b]) for a, b in sorted(chapters, key=element_number))
    rebuilt = b"".join(pieces)
    body[: len(rebuilt)] = rebuilt
    return bytes(header) + bytes(body) + tag[10 + len(body) :]
