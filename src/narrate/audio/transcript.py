"""Sidecars: the WebVTT transcript and Podcasting 2.0 JSON chapters, written beside every episode.

:data:`SIDECARS` lists them; the episode writer renders each and the output layout
(narrate.publish.layout) lists, checks and removes them. Adding a sidecar is one
entry there and its render function in this file.

Two transcript formats with the same cues: WebVTT for browsers and Apple, SubRip
(SRT) for apps that read only that (Pocket Casts, AntennaPod).

Cues show the article's words (a chunk's `display`), not the respelling sent to the
voice ("kubectl", not "kube control"). Each cue is at most about two lines: long
sentences are cut at punctuation and the pieces share their sentence's time in
proportion to their length. Timing comes from the engine's sentence boundaries
when the words are the ones spoken, else from the chunk's span of speech.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache


@dataclass(frozen=True)
class Boundary:
    """A sentence (or word) the engine reports, in seconds from the start of its audio."""

    offset: float
    duration: float
    text: str


@dataclass(frozen=True)
class Cue:
    """One transcript cue, in seconds from the start of the episode."""

    start: float
    end: float
    text: str
    block: int = -1  # the article block it reads (Chunk.block): how translations are aligned, sentence by sentence


@dataclass(frozen=True)
class ChapterMark:
    """A chapter with its place in the episode, in seconds."""

    title: str
    level: int
    start: float
    end: float
    url: str = ""  # the section on the article's page (absolute http(s) URL), or ""
    img: str = ""  # the section's first picture (absolute http(s) URL), or ""


# A cue is at most about two lines of a player's caption box: ~42 Latin characters a line,
# a CJK character as wide as two.
CUE_WIDTH = 84
_CUE_BREAKS = (
    re.compile(r"(?<=[。！？；!?;…])[」』”’\"')）\]】》〉]{0,3}\s*|(?<=\.)\s+"),
    re.compile(r"(?<=[，、,：:])\s*"),
    re.compile(r"\s+"),
)


_COLUMNS = {"W": 2, "F": 2, "Na": 1, "N": 1, "H": 1, "A": 1}


def _width(text: str) -> int:
    """Columns `text` takes in a caption: a wide (CJK) character counts two.

    Counted in C (map over the Unicode table, no Python call per character): a 3-hour
    episode's transcript is measured character by character several times over.
    """
    if text.isascii():
        return len(text)
    return sum(map(_COLUMNS.__getitem__, map(unicodedata.east_asian_width, text)))


def _cut(text: str, level: int, width: int = -1) -> list[tuple[str, int]]:
    """`text` in pieces of at most CUE_WIDTH columns, each with its width (-1: not measured).

    `width` is the text's own, if known. Widths are carried along rather than measured again:
    a 3-hour episode has thousands of sentences, most of them cut at their commas.
    """
    # A character takes one or two columns: a text of at most half the width fits without measuring it.
    if 2 * len(text) <= CUE_WIDTH:
        return [(text, width)]
    if width < 0:
        width = _width(text)
    if width <= CUE_WIDTH:
        return [(text, width)]
    if level >= len(_CUE_BREAKS):
        lines, start, width = [], 0, 0
        columns = [1] * len(text) if text.isascii() else [_COLUMNS[unicodedata.east_asian_width(ch)] for ch in text]
        for at, column in enumerate(columns):  # no punctuation or space to cut at: cut by width
            if width + column > CUE_WIDTH:
                lines.append((text[start:at], width))
                start, width = at, 0
            width += column
        return lines + ([(text[start:], width)] if start < len(text) else [])
    pieces = [p for p in _CUE_BREAKS[level].split(text) if p]
    if len(pieces) == 1:
        return _cut(text, level + 1, width)
    # split() drops the separators: find each piece again to keep its punctuation.
    spans, at = [], 0
    for piece in pieces:
        start = text.find(piece, at)
        spans.append(start)
        at = start + len(piece)
    parts = [text[a:b] for a, b in zip(spans, spans[1:] + [len(text)])]
    out: list[tuple[str, int]] = []
    for part in parts:
        width = _width(part)
        if out and out[-1][1] + width <= CUE_WIDTH:
            out[-1] = (out[-1][0] + part, out[-1][1] + width)
        else:
            out.extend(_cut(part, level + 1, width) if width > CUE_WIDTH else [(part, width)])
    return out


def _pieces(text: str) -> list[tuple[str, int]]:
    """:func:`cue_pieces`, each with its width (-1: not measured)."""
    text = " ".join(text.split())
    pieces = []
    for piece, width in _cut(text, 0) if text else []:
        stripped = piece.strip()
        if stripped:
            pieces.append((stripped, width if stripped == piece else -1))
    return pieces


def cue_pieces(text: str) -> list[str]:
    """A chunk's words cut into cues of at most ~2 lines, at sentence ends, then clauses, then spaces."""
    return [piece for piece, _ in _pieces(text)]


def timed_cues(text: str, start: float, end: float) -> list[Cue]:
    """`text` as cues of at most ~2 lines, sharing [start, end] in proportion to their length."""
    pieces = _pieces(text)
    if len(pieces) == 1:  # the usual case, a sentence in one cue: no widths to share the time by
        return [Cue(start, end, pieces[0][0])]
    widths = [max(1, width if width >= 0 else _width(piece)) for piece, width in pieces]
    total = sum(widths) or 1
    cues, at = [], start
    for (piece, _), width in zip(pieces, widths):
        length = (end - start) * width / total
        cues.append(Cue(at, at + length, piece))
        at += length
    return cues


def clock(seconds: float, *, rounded: bool = False) -> str:
    """A duration or position as people read it: "4:05", "1:02:03" (whole seconds, cut; `rounded`: nearest)."""
    total = max(0, int(round(seconds)) if rounded else int(seconds))
    hours, rest = divmod(total, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


@lru_cache(maxsize=1 << 16)  # a cue ends where the next begins, and the VTT and the SRT give the same times
def _timestamp(seconds: float) -> str:
    millis = max(0, round(seconds * 1000))
    hours, rest = divmod(millis, 3_600_000)
    minutes, rest = divmod(rest, 60_000)
    secs, ms = divmod(rest, 1000)
    return f"{hours:02d}:{minutes:02d}:{secs:02d}.{ms:03d}"


def _cue_text(text: str) -> str:
    # WebVTT: "-->" ends a cue header and & and < start markup; a blank line ends the cue.
    text = " ".join(text.split())
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def render_vtt(cues: Sequence[Cue]) -> str:
    """A WebVTT document with one cue per sentence, in order."""
    lines = ["WEBVTT", ""]
    for n, cue in enumerate(cues, 1):
        text = _cue_text(cue.text)
        if not text:
            continue
        lines += [str(n), f"{_timestamp(cue.start)} --> {_timestamp(cue.end)}", text, ""]
    return "\n".join(lines)


def render_srt(cues: Sequence[Cue]) -> str:
    """A SubRip (SRT) document with the same cues as the WebVTT one: numbered, `HH:MM:SS,mmm` times, plain text."""
    blocks = []
    n = 0
    for cue in cues:
        text = " ".join(cue.text.split()).replace("-->", "->")
        if not text:
            continue
        n += 1
        start, end = _timestamp(cue.start).replace(".", ","), _timestamp(cue.end).replace(".", ",")
        blocks.append(f"{n}\n{start} --> {end}\n{text}\n")
    return "\n".join(blocks)


def render_chapters_json(chapters: Sequence[ChapterMark], title: str = "") -> str:
    """Podcasting 2.0 JSON chapters (version 1.2.0), ascending start times; `img` and `url` where a chapter has them."""
    doc: dict[str, object] = {"version": "1.2.0"}
    if title:
        doc["title"] = title
    entries = []
    for c in sorted(chapters, key=lambda c: c.start):
        entry: dict[str, object] = {"startTime": round(c.start, 3), "endTime": round(c.end, 3), "title": c.title}
        if c.img:
            entry["img"] = c.img
        if c.url:
            entry["url"] = c.url
        entries.append(entry)
    doc["chapters"] = entries
    return json.dumps(doc, ensure_ascii=False, indent=2) + "\n"


@dataclass(frozen=True)
class EpisodeText:
    """What sidecars are made from: the episode's title, its timed cues and its chapters."""

    title: str
    cues: Sequence[Cue]
    chapters: Sequence[ChapterMark]


@dataclass(frozen=True)
class Sidecar:
    """A text file beside each episode's MP3: `<slug><suffix>`, rendered from the episode's text."""

    suffix: str  # ".vtt", ".chapters.json"
    render: Callable[[EpisodeText], str]


# Every episode has these files beside its MP3 (in this order); an episode missing one is incomplete.
SIDECARS: tuple[Sidecar, ...] = (
    Sidecar(".vtt", lambda episode: render_vtt(episode.cues)),
    Sidecar(".srt", lambda episode: render_srt(episode.cues)),
    Sidecar(".chapters.json", lambda episode: render_chapters_json(episode.chapters, episode.title)),
)
