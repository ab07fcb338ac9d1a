"""Splitting a block's spoken text into chunks a voice service takes in one request.

A chunk never spans two blocks. A block longer than ``MAX_CHARS`` is cut at
sentence ends (。！？；.!? and their closing quotes or brackets), then at clause
marks (，、,：), then at spaces, and only as a last resort inside a run of text —
never inside a Latin word or a number. Every chunk stays far under the service's
4,096-byte request limit, which counts the XML-escaped text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .model import Segment

MAX_CHARS = 400
MAX_BYTES = 1500  # escaped UTF-8 bytes; Edge's limit is 4,096 for the whole SSML body

# A full stop ends a sentence only before a space or the end, and not after an
# abbreviation: "a.m.", "e.g." (a letter between dots) or a title such as "Dr.".
# A semicolon inside a word ("TL;DR") and an ellipsis inside a name ("0xf3be…0d74") do not.
_SENTENCE_END = re.compile(
    r"(?:[。！？；!?]+|;(?=\s|$)|(?<!\.[A-Za-z])(?<!\b[Mm]rs)(?<!\b(?:[Mm]r|[Mm]s|[Dd]r|[Ss]t|[Jj]r|vs))\.(?=\s|$)"
    r"|…+(?![0-9A-Za-z]))"
    r"[」』”’\"')）\]】》〉]*\s*"
)
_CLAUSE = re.compile(r"[，、,：:]\s*|\s+")


def _weight(text: str) -> int:
    return len(text.encode("utf-8")) + 4 * sum(text.count(c) for c in "&<>\"'")


def _fits(text: str, max_chars: int) -> bool:
    return len(text) <= max_chars and _weight(text) <= MAX_BYTES


def _pieces(text: str, pattern: re.Pattern[str]) -> list[str]:
    out: list[str] = []
    start = 0
    for match in pattern.finditer(text):
        if match.end() > start:
            out.append(text[start:match.end()])
            start = match.end()
    if start < len(text):
        out.append(text[start:])
    return [p for p in out if p]


def _is_word_char(ch: str) -> bool:
    return ch.isascii() and ch.isalnum()


def _hard_split(text: str, max_chars: int) -> list[str]:
    out: list[str] = []
    start = 0
    # Walk an offset rather than re-slicing the rest: a megabyte without a space or a
    # sentence end would otherwise be copied and re-measured once per chunk (quadratic).
    while not _fits(text[start:start + max_chars + 1], max_chars):
        window = text[start:start + max_chars + 1]
        cut = min(len(window), max_chars)
        while cut > 1 and _weight(window[:cut]) > MAX_BYTES:
            cut -= 1
        # Back off so the cut does not fall inside a Latin word or a number.
        back = cut
        while back > 1 and _is_word_char(window[back - 1]) and _is_word_char(window[back]):
            back -= 1
        if back > cut // 2:
            cut = back
        # Better still: where Latin or digits meet other text ("第|20240318|次"), a pause
        # sounds like a phrase break rather than a word cut in half.
        for edge in range(cut, max(1, cut - max_chars // 4), -1):
            if _is_word_char(window[edge - 1]) != _is_word_char(window[edge]):
                cut = edge
                break
        out.append(window[:cut])
        start += cut
    if start < len(text):
        out.append(text[start:])
    return out


def _pack(pieces: list[str], max_chars: int) -> list[str]:
    # Length and weight add up piece by piece: measuring the joined text again for every piece
    # cost a chunk's length per word (a megabyte of one-letter words: minutes).
    out: list[str] = []
    current: list[str] = []
    length = weight = 0
    for piece in pieces:
        size, heft = len(piece), _weight(piece)
        if current and length + size <= max_chars and weight + heft <= MAX_BYTES:
            current.append(piece)
            length += size
            weight += heft
        else:
            if current:
                out.append("".join(current))
            current, length, weight = [piece], size, heft
    if current:
        out.append("".join(current))
    return out


def split_text(text: str, max_chars: int = MAX_CHARS) -> list[str]:
    """Cut one block's text into chunk-sized pieces at the most natural places available."""
    text = text.strip()
    if not text:
        return []
    if _fits(text, max_chars):
        return [text]
    pieces: list[str] = []
    for sentence in _pieces(text, _SENTENCE_END):
        if _fits(sentence, max_chars):
            pieces.append(sentence)
            continue
        for clause in _pack(_pieces(sentence, _CLAUSE), max_chars):
            pieces.extend(_hard_split(clause, max_chars) if not _fits(clause, max_chars) else [clause])
    return [p.strip() for p in _pack(pieces, max_chars) if p.strip()]


def sentence_groups(segments: Sequence[Segment]) -> list[list[Segment]]:
    """A block's segments cut after each sentence end in its prose (never inside inline code).

    Chunks are packed from whole sentences, so each chunk's spoken text and the
    article's own words for it (the transcript) come from the same sentences.
    """
    groups: list[list[Segment]] = [[]]
    for seg in segments:
        if seg.code or seg.cue:
            groups[-1].append(seg)
            continue
        start = 0
        for match in _SENTENCE_END.finditer(seg.text):
            if match.end() > start:
                groups[-1].append(Segment(seg.text[start:match.end()]))
                groups.append([])
                start = match.end()
        if start < len(seg.text):
            groups[-1].append(Segment(seg.text[start:]))
    return [g for g in groups if g]


def split_like(text: str, parts: Sequence[str]) -> list[str]:
    """Cut `text` into len(parts) pieces in the proportions of `parts`, at spaces or punctuation when near."""
    if len(parts) <= 1:
        return [text]
    total = sum(len(p) for p in parts) or 1
    out: list[str] = []
    start = 0
    done = 0
    for part in parts[:-1]:
        done += len(part)
        cut = max(start, min(len(text), round(len(text) * done / total)))
        for edge in range(cut, max(start, cut - 30), -1):
            if edge < len(text) and (text[edge - 1] in " ，、,。.！？!?；;：:" or not _is_word_char(text[edge])):
                cut = edge
                break
        out.append(text[start:cut].strip())
        start = cut
    out.append(text[start:].strip())
    return out
