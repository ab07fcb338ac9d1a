"""Sidecars: the WebVTT transcript, its word timings and Podcasting 2.0 JSON chapters, beside every episode.

:data:`SIDECARS` lists them; the episode writer renders each and the output layout
(narrate.publish.layout) lists, checks and removes them. Adding a sidecar is one
entry there and its render function in this file.

Two transcript formats with the same cues: WebVTT for browsers and Apple, SubRip
(SRT) for apps that read only that (Pocket Casts, AntennaPod). Beside them, the
times of each cue's words (``<slug>.words.json``, :func:`render_words_json`) for a
page that highlights the word being heard; the cues themselves stay plain text.

Cues show the article's words (a chunk's `display`), not the respelling sent to the
voice ("kubectl", not "kube control"). Each cue is at most about two lines: long
sentences are cut at punctuation and the pieces share their sentence's time in
proportion to their length. Timing comes from the engine's sentence boundaries
when the words are the ones spoken, else from the chunk's span of speech, and
from the engine's words where it reports them (narrate.audio.alignment).
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from .alignment import ShownWord, compact
from .linebreak import breaks as line_breaks
from .linebreak import joins_tight
from .model import SIDECAR_SUFFIXES, ChapterMark

#: The format of ``<slug>.words.json`` (docs/transcripts.md):
#: raised only when a page could misread the old one.
WORDS_VERSION = 1


@dataclass(frozen=True)
class Cue:
    """One transcript cue, in seconds from the start of the episode."""

    start: float
    end: float
    text: str
    block: int = -1  # the article block it reads (Chunk.block): how translations are aligned, sentence by sentence
    lang: str = ""  # its chunk's language: where its lines may break (Chinese and Japanese by word)
    chunk: int = -1  # the chunk it reads (its index in the script), and the span of that chunk's shown text it
    span: tuple[int, int] = (-1, -1)  # is: two cues of one chunk join as written, with its own separator
    # Its words, in order: compact spans of `text` (whitespace removed) and their times in the episode.
    words: tuple[ShownWord, ...] = ()


# A cue is at most two lines of a player's caption box, a line at most 42 Latin or 18 CJK characters
# (the common subtitle rules: Netflix's and the BBC's). Widths are counted in units: a narrow
# character 3, a wide (CJK) one 7, so both limits are one LINE_WIDTH of 126.
NARROW, WIDE = 3, 7
LINE_WIDTH = 42 * NARROW  # = 18 * WIDE
CUE_WIDTH = 2 * LINE_WIDTH
_CUE_BREAKS = (
    re.compile(r"(?<=[。！？；!?;…])[」』”’\"')）\]】》〉]{0,3}\s*|(?<=\.)\s+"),
    re.compile(r"(?<=[，、,：:])\s*"),
    re.compile(r"\s+"),
)


_COLUMNS = {"W": WIDE, "F": WIDE, "Na": NARROW, "N": NARROW, "H": NARROW, "A": NARROW}


def _width(text: str) -> int:
    """Units `text` takes in a caption: a wide (CJK) character WIDE, any other NARROW.

    Counted in C (map over the Unicode table, no Python call per character): a 3-hour
    episode's transcript is measured character by character several times over.
    """
    if text.isascii():
        return NARROW * len(text)
    return sum(map(_COLUMNS.__getitem__, map(unicodedata.east_asian_width, text)))


_AFTER_PUNCTUATION = re.compile(r"[，。、；：！？」』）》〉】”’,.;:!?)\]…]\Z")
_PUNCTUATION_BONUS = 10 * NARROW  # a line that ends at punctuation may be that much longer than the other


@lru_cache(maxsize=1 << 14)  # the VTT and the SRT lay out the same cues
def cue_lines(text: str, lang: str = "") -> tuple[str, ...]:
    """`text` (one cue's words, in `lang`) as caption lines of at most LINE_WIDTH units, broken where the
    lines join back into the text as written (narrate.audio.linebreak: at spaces, between Chinese or
    Japanese words), two lines as even as the breaks allow. A cue made by cue_pieces() takes at most
    two; a longer text takes as many as it needs."""
    text = " ".join(text.split())
    width = _width(text)
    if width <= LINE_WIDTH:
        return (text,) if text else ()
    breaks = list(line_breaks(text, lang))
    if width <= CUE_WIDTH + NARROW:
        two = _two_lines(text, breaks)
        if two is not None:
            return two
    return _filled_lines(text, breaks, lang)


def _two_lines(text: str, breaks: list[tuple[int, int]]) -> tuple[str, str] | None:
    """`text` as the two most even lines its `breaks` (line end, next line's start) allow, a line that
    ends at punctuation allowed a little longer; None if no break leaves both within LINE_WIDTH."""
    best: tuple[int, int, int] | None = None  # (score, end, start)
    for end, start in breaks:
        first, second = _width(text[:end]), _width(text[start:])
        if first > LINE_WIDTH or second > LINE_WIDTH:
            continue
        score = max(first, second) - (_PUNCTUATION_BONUS if _AFTER_PUNCTUATION.search(text[:end]) else 0)
        if best is None or score < best[0]:
            best = (score, end, start)
    return None if best is None else (text[: best[1]], text[best[2] :])


def _filled_lines(text: str, breaks: list[tuple[int, int]], lang: str) -> tuple[str, ...]:
    """No two lines hold `text`: lines filled greedily, each ending at the last break that fits (a word
    longer than a line, a URL, is cut where the line is full)."""
    lines: list[str] = []
    while text:
        if _width(text) <= LINE_WIDTH:
            lines.append(text)
            break
        fitting = [(end, start) for end, start in breaks if 0 < end and _width(text[:end]) <= LINE_WIDTH]
        if fitting:
            end, start = fitting[-1]
        else:
            end = start = _fill(text)
        lines.append(text[:end].rstrip())
        text = text[start:].lstrip()
        breaks = list(line_breaks(text, lang))
    return tuple(line for line in lines if line)


def _fill(text: str) -> int:
    """How many characters of `text` fill one line (at least one)."""
    used = 0
    for at, ch in enumerate(text):
        used += _COLUMNS[unicodedata.east_asian_width(ch)]
        if used > LINE_WIDTH:
            return max(1, at)
    return len(text)


def _cut(text: str, level: int, width: int = -1, lang: str = "") -> list[tuple[str, int]]:
    """`text` in pieces of at most CUE_WIDTH columns, each with its width (-1: not measured).

    `level` is the first of _CUE_BREAKS still to try (sentence ends, then commas, then spaces);
    past the last, the text is cut by width. `width` is the text's own, if known. Widths are
    carried along rather than measured again: a 3-hour episode has thousands of sentences,
    most of them cut at their commas.
    """
    # A character takes at most WIDE units: a text that short fits without measuring it.
    if WIDE * len(text) <= CUE_WIDTH:
        return [(text, width)]
    if width < 0:
        width = _width(text)
    if width <= CUE_WIDTH:
        return [(text, width)]
    if level >= len(_CUE_BREAKS) - 1:
        even = _even_cues(text, width, lang)
        if even:
            return even
    if level >= len(_CUE_BREAKS):
        return _cut_by_width(text)
    parts = _split_keeping(text, _CUE_BREAKS[level])
    if len(parts) == 1:
        return _cut(text, level + 1, width, lang)
    out: list[tuple[str, int]] = []
    for part in parts:
        width = _width(part)
        if out and out[-1][1] < 0:  # a piece cut evenly below (_even_cues) comes unmeasured
            out[-1] = (out[-1][0], _width(out[-1][0]))
        if out and out[-1][1] + width <= CUE_WIDTH:
            out[-1] = (out[-1][0] + part, out[-1][1] + width)
        else:
            out.extend(_cut(part, level + 1, width, lang) if width > CUE_WIDTH else [(part, width)])
    return out


def _even_cues(text: str, width: int, lang: str) -> list[tuple[str, int]]:
    """No punctuation left to cut at: cues of even length at spaces (or between CJK characters), so the
    last is never a word alone; [] if no such cut is found for up to two more cues than the fewest."""
    least = -(-width // CUE_WIDTH)
    for count in range(least, least + 3):
        even = _balanced(text, count, lang)
        if even:
            return [(part, -1) for part in even]
    return []


def _cut_by_width(text: str) -> list[tuple[str, int]]:
    """No punctuation or space to cut at: pieces as full as CUE_WIDTH allows, each with its width."""
    pieces, start, width = [], 0, 0
    columns = [NARROW] * len(text) if text.isascii() else [_COLUMNS[unicodedata.east_asian_width(ch)] for ch in text]
    for at, column in enumerate(columns):
        if width + column > CUE_WIDTH:
            pieces.append((text[start:at], width))
            start, width = at, 0
        width += column
    return pieces + ([(text[start:], width)] if start < len(text) else [])


def _split_keeping(text: str, breaks: re.Pattern[str]) -> list[str]:
    """`text` split at `breaks`, each separator kept at the end of the piece before it (one piece: no
    break). split() drops the separators: each piece is found again to keep its punctuation."""
    pieces = [p for p in breaks.split(text) if p]
    if len(pieces) == 1:
        return [text]
    spans, at = [], 0
    for piece in pieces:
        start = text.find(piece, at)
        spans.append(start)
        at = start + len(piece)
    return [text[a:b] for a, b in zip(spans, spans[1:] + [len(text)])]


def _pieces(text: str, lang: str = "") -> list[tuple[str, int]]:
    """:func:`cue_pieces`, each with its width (-1: not measured)."""
    text = " ".join(text.split())
    pieces: list[tuple[str, int]] = []
    for piece, width in _cut(text, 0, -1, lang) if text else []:
        stripped = piece.strip()
        if not stripped:
            continue
        width = width if stripped == piece else -1
        if WIDE * len(stripped) > LINE_WIDTH and (width < 0 or width > LINE_WIDTH):
            lines = cue_lines(stripped, lang)
            if len(lines) > 2:  # the breaks leave it three lines: two cues (or more) instead, of even length
                pieces.extend(
                    (group, -1)
                    for group in _balanced(stripped, (len(lines) + 1) // 2, lang) or _line_groups(stripped, lines)
                )
                continue
        pieces.append((stripped, width))
    return pieces


def _balanced(text: str, count: int, lang: str) -> list[str]:
    """`text` cut into `count` cues of about equal width at its line breaks (at punctuation where one is
    near), each at most two lines; [] if the cuts found leave one longer (the caller fills greedily).
    So a sentence a little too long for one cue becomes two halves, not a full cue and a word alone."""
    breaks = line_breaks(text, lang)
    total = _width(text)
    cuts: list[tuple[int, int]] = []
    for n in range(1, count):
        goal = total * n / count
        after = [b for b in breaks if not cuts or b[0] > cuts[-1][1]]
        if not after:
            return []
        cuts.append(
            min(
                after,
                key=lambda b: (
                    abs(_width(text[: b[0]]) - goal)
                    - (_PUNCTUATION_BONUS if _AFTER_PUNCTUATION.search(text[: b[0]]) else 0)
                ),
            )
        )
    starts = [0] + [start for _, start in cuts]
    ends = [end for end, _ in cuts] + [len(text)]
    parts = [text[a:b].strip() for a, b in zip(starts, ends)]
    if any(not part or len(cue_lines(part, lang)) > 2 for part in parts):
        return []
    return parts


def _line_groups(text: str, lines: Sequence[str]) -> list[str]:
    """`text` cut after every second of its `lines` (each found in it, in order)."""
    groups, at, begin = [], 0, 0
    for n, line in enumerate(lines):
        at = text.find(line, at) + len(line)
        if n % 2 == 1 or n == len(lines) - 1:
            groups.append(text[begin:at].strip())
            begin = at
    return [group for group in groups if group]


def cue_pieces(text: str, lang: str = "") -> list[str]:
    """A chunk's words cut into cues of at most 2 lines (cue_lines), at sentence ends, then clauses, then spaces."""
    return [piece for piece, _ in _pieces(text, lang)]


def locate(source: str, text: str, cursor: int = 0) -> tuple[int, int] | None:
    """Where `text` is in `source` at or after `cursor`, whitespace aside (an engine's sentence may space
    its words otherwise): the span from its first to its last character; None if it is not there next."""
    at, first, n = cursor, -1, len(source)
    for char in text:
        if char.isspace():
            continue
        while at < n and source[at].isspace():
            at += 1
        if at >= n or source[at] != char:
            return None
        first = at if first < 0 else first
        at += 1
    return None if first < 0 else (first, at)


def _spans(text: str, pieces: Sequence[str], offset: int) -> list[tuple[int, int]]:
    """Each of `pieces` (cut in order from `text`, whitespace aside) as its span of the text `text` starts
    at `offset` of; (-1, -1) for one not found."""
    spans, cursor = [], 0
    for piece in pieces:
        found = locate(text, piece, cursor)
        if found is None:
            spans.append((-1, -1))
            continue
        spans.append((offset + found[0], offset + found[1]))
        cursor = found[1]
    return spans


def timed_cues(
    text: str, start: float, end: float, *, lang: str = "", block: int = -1, chunk: int = -1, offset: int = 0
) -> list[Cue]:
    """`text` as cues of at most 2 lines, sharing [start, end] in proportion to their length. With `chunk`,
    `text` is that chunk's shown text from `offset` on, and each cue knows its span of it."""
    pieces = _pieces(text, lang)
    spans = _spans(text, [piece for piece, _ in pieces], offset) if chunk >= 0 else [(-1, -1)] * len(pieces)
    if len(pieces) == 1:  # the usual case, a sentence in one cue: no widths to share the time by
        return [Cue(start, end, pieces[0][0], block, lang, chunk, spans[0])]
    widths = [max(1, width if width >= 0 else _width(piece)) for piece, width in pieces]
    total = sum(widths) or 1
    cues, at = [], start
    for (piece, _), width, span in zip(pieces, widths, spans):
        length = (end - start) * width / total
        cues.append(Cue(at, at + length, piece, block, lang, chunk, span))
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


def _cue_text(text: str, lang: str) -> str:
    # WebVTT: "-->" ends a cue header and & and < start markup; a blank line ends the cue.
    lines = cue_lines(text, lang)
    return "\n".join(lines).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


# SubRip has no escapes: readers take <b>, <i>, <u>, <font> as markup and drop any other tag (an
# article's `<ExpensiveTree />` vanished), and many take {\...} as an SSA override. The brackets
# become look-alike characters that are no markup; "-->" would end a cue's time line.
_SRT_PLAIN = str.maketrans({"<": "‹", ">": "›", "{": "｛", "}": "｝"})


def _srt_text(text: str, lang: str) -> str:
    return "\n".join(cue_lines(text.replace("-->", "→"), lang)).translate(_SRT_PLAIN)


def render_vtt(cues: Sequence[Cue]) -> str:
    """A WebVTT document with one cue per sentence or clause, in order, at most two lines each."""
    lines = ["WEBVTT", ""]
    for n, cue in enumerate(cues, 1):
        text = _cue_text(cue.text, cue.lang)
        if not text:
            continue
        lines += [str(n), f"{_timestamp(cue.start)} --> {_timestamp(cue.end)}", text, ""]
    return "\n".join(lines)


def render_srt(cues: Sequence[Cue]) -> str:
    """A SubRip (SRT) document with the same cues and lines as the WebVTT one: numbered, `HH:MM:SS,mmm` times,
    plain text (markup characters rewritten, see _SRT_PLAIN)."""
    blocks = []
    n = 0
    for cue in cues:
        text = _srt_text(cue.text, cue.lang)
        if not text:
            continue
        n += 1
        start, end = _timestamp(cue.start).replace(".", ","), _timestamp(cue.end).replace(".", ",")
        blocks.append(f"{n}\n{start} --> {end}\n{text}\n")
    return "\n".join(blocks)


#: A cue shorter than this (seconds) is an orphan ("slow." alone for a third of a second).
ORPHAN_SECONDS = 1.0


def joined(first: str, second: str) -> str:
    """Two cues' words as one text: a space between them, except between two CJK characters (the rule a
    player joins a cue's lines by; narrate.audio.linebreak.joins_tight)."""
    return first + second if joins_tight(first, second) else f"{first} {second}"


def _join(first: Cue, second: Cue, sources: Sequence[str]) -> Cue:
    """One cue of two neighbours: their words as written (the chunk's own text between them) when both are
    spans of one chunk's text, else joined by the rule."""
    a, b = first.span[0], second.span[1]
    same = 0 <= first.chunk == second.chunk < len(sources) and 0 <= a <= first.span[1] <= second.span[0] <= b
    text = " ".join(sources[first.chunk][a:b].split()) if same else joined(first.text, second.text)
    span = (a, b) if same else (-1, -1)
    shift = len(compact(text)) - len(compact(second.text))  # the text ends with the second's, as written
    words = first.words + tuple(ShownWord(w.start + shift, w.end + shift, w.at, w.until) for w in second.words)
    return Cue(
        first.start,
        max(first.end, second.end),
        text,
        first.block,
        first.lang or second.lang,
        first.chunk if same else -1,
        span,
        words,
    )


def merge_orphans(cues: Sequence[Cue], sources: Sequence[str] = ()) -> list[Cue]:
    """`cues` with each orphan (shorter than ORPHAN_SECONDS, or a word of a few letters) joined to a
    neighbour of the same block — the one before if they fit two lines together and nothing much lies
    between, else the one after; if it fits with neither, it and the one before are cut again into two
    even cues — so no caption flashes by alone. An orphan alone in its block stays: a heading stays its
    own cue, and the player's language switch finds each block's sentences.
    `sources` (each chunk's shown text, by chunk index) lets two pieces of one chunk join as written."""
    out: list[Cue] = []
    pending = list(cues)
    n = 0
    while n < len(pending):
        cue = pending[n]
        n += 1
        if not _orphan(cue):
            out.append(cue)
            continue
        if out and out[-1].block == cue.block and cue.start - out[-1].end <= ORPHAN_SECONDS:
            merged = _join(out[-1], cue, sources)
            if len(cue_lines(merged.text, merged.lang)) <= 2:
                out[-1] = merged
                continue
        if n < len(pending) and pending[n].block == cue.block and pending[n].start - cue.end <= ORPHAN_SECONDS:
            merged = _join(cue, pending[n], sources)
            if len(cue_lines(merged.text, merged.lang)) <= 2:
                pending[n] = merged
                continue
        if out and out[-1].block == cue.block and cue.start - out[-1].end <= ORPHAN_SECONDS:
            halves = _halves(_join(out[-1], cue, sources), sources)
            if halves:  # too long for one cue together: two even ones instead of a full one and a scrap
                out[-1:] = halves
                continue
        out.append(cue)
    return out


def _halves(cue: Cue, sources: Sequence[str]) -> list[Cue]:
    """`cue` (two neighbours joined, too long for one cue) as two cues of about equal width, sharing its
    time by width; [] if no even cut is found."""
    parts = _balanced(cue.text, 2, cue.lang)
    if len(parts) != 2:
        return []
    widths = [max(1, _width(part)) for part in parts]
    middle = cue.start + (cue.end - cue.start) * widths[0] / sum(widths)
    source = sources[cue.chunk] if 0 <= cue.chunk < len(sources) and cue.span[0] >= 0 else ""
    spans = _spans(source[cue.span[0] : cue.span[1]], parts, cue.span[0]) if source else [(-1, -1), (-1, -1)]
    return [
        Cue(cue.start, middle, parts[0], cue.block, cue.lang, cue.chunk if spans[0][0] >= 0 else -1, spans[0]),
        Cue(middle, cue.end, parts[1], cue.block, cue.lang, cue.chunk if spans[1][0] >= 0 else -1, spans[1]),
    ]


def _orphan(cue: Cue) -> bool:
    return cue.end - cue.start < ORPHAN_SECONDS or _width(cue.text.strip()) <= 4 * NARROW


def render_words_json(cues: Sequence[Cue]) -> str:
    """The times of each cue's words, one list per cue of the WebVTT transcript in its order (render_vtt's cues):
    ``[start, end, at, length]`` per word — its span in the cue's text counted in characters with all whitespace
    removed, `end` exclusive; when it is said, in milliseconds after the cue's start as the VTT gives it; how
    long. A cue without word timings has [] (a page then times the sentence only)."""
    rows = []
    for cue in cues:
        if not _cue_text(cue.text, cue.lang):
            continue  # not in the VTT either
        start = round(cue.start * 1000)
        rows.append(
            json.dumps(
                [
                    [w.start, w.end, max(0, round(w.at * 1000) - start), max(0, round((w.until - w.at) * 1000))]
                    for w in cue.words
                ],
                separators=(",", ":"),
            )
        )
    return f'{{"version":{WORDS_VERSION},"cues":[\n' + ",\n".join(rows) + "\n]}\n"


def with_words(cues: Sequence[Cue], words: Sequence[ShownWord], shown: str, base: float, length: float) -> list[Cue]:
    """One chunk's `cues` (pieces of `shown`, its words as the transcript shows them, in order) with their
    `words` (chunk-relative times, audio.alignment.shown_words), placed at `base` in the episode (times past the
    chunk's `length` held at its end). A cue with words starts at its first word and ends where the next cue of
    the chunk starts (or at its last word, if that is later than its end): its time is its words', not a share
    of its sentence's by length."""
    if not words:
        return list(cues)
    text = compact(shown)
    cursor = 0
    out: list[Cue] = []
    for cue in cues:
        piece = compact(cue.text)
        found = text.find(piece, cursor) if piece else -1
        if found < 0:
            out.append(cue)
            continue
        cursor = found + len(piece)
        own = tuple(
            ShownWord(
                w.start - found, min(w.end, cursor) - found, base + min(w.at, length), base + min(w.until, length)
            )
            for w in words
            if found <= w.start < cursor
        )
        out.append(replace(cue, start=own[0].at, end=max(cue.end, own[-1].until), words=own) if own else cue)
    for n in range(len(out) - 1):
        if out[n].words or out[n + 1].words:
            out[n] = replace(out[n], end=max(out[n].start, out[n + 1].start))
    return out


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


_RENDERERS: dict[str, Callable[[EpisodeText], str]] = {
    ".vtt": lambda episode: render_vtt(episode.cues),
    ".srt": lambda episode: render_srt(episode.cues),
    ".chapters.json": lambda episode: render_chapters_json(episode.chapters, episode.title),
    ".words.json": lambda episode: render_words_json(episode.cues),
}

# Every episode has these files beside its MP3 (in audio.model.SIDECAR_SUFFIXES's order, which the
# output layout reads without importing this module); an episode missing one is incomplete.
SIDECARS: tuple[Sidecar, ...] = tuple(Sidecar(suffix, _RENDERERS[suffix]) for suffix in SIDECAR_SUFFIXES)
