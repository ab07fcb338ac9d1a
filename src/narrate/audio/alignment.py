"""Where timed words are in a text, and in the article's own words when the voice was sent others.

An engine's word boundaries each carry a word of the text it was sent (:func:`place` finds them, in
order). The transcript shows the article's words (a chunk's `display`), which differ from what was
sent where the lexicon respelled a term or normalization rewrote a symbol ("kube control" sent for
"kubectl", spaces around a Latin word in Chinese). :func:`shown_words` carries each word over: the
two texts are aligned character by character (whitespace aside), a word in a stretch both share
keeps its characters, and the words said for a stretch that was rewritten time the article's
stretch together (from the first one's start to the last one's end).

Positions are counted in the text with every whitespace character removed ("compact" positions):
line breaks, the spaces around a Latin word in CJK text and a caption's line joins then cannot move
a word, in narrate's text or in a page's.
"""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from dataclasses import dataclass

from .model import Boundary

__all__ = ["MAX_SKIP", "ShownWord", "compact", "place", "shown_words", "spoken"]

#: Spoken characters a boundary may be found past (a word the service
#: left out or said its own way): beyond that it is not where the
#: text continues, and is left unplaced rather than placed far ahead.
MAX_SKIP = 12


def spoken(text: str) -> bool:
    """Whether `text` holds anything a voice says (letters or digits, not marks and spaces)."""
    return any(ch.isalnum() for ch in text)


def compact(text: str) -> str:
    """`text` without whitespace: what positions count."""
    return "".join(text.split())


def _compact_map(text: str) -> tuple[str, list[int]]:
    """`text` without whitespace, and where each of its characters is in `text`."""
    where = [n for n, ch in enumerate(text) if not ch.isspace()]
    return "".join(text[n] for n in where), where


def place(boundaries: Sequence[Boundary], text: str) -> list[tuple[int, int] | None]:
    """Where each boundary's text is in `text` (start, end), found in order, whitespace aside; None for one
    not found within MAX_SKIP spoken characters of where the text continues (the cursor stays)."""
    joined, where = _compact_map(text)
    spans: list[tuple[int, int] | None] = []
    cursor = 0
    for boundary in boundaries:
        said = compact(boundary.text)
        found = joined.find(said, cursor) if said else -1
        if found < 0 or sum(ch.isalnum() for ch in joined[cursor:found]) > MAX_SKIP:
            spans.append(None)
            continue
        cursor = found + len(said)
        spans.append((where[found], where[cursor - 1] + 1))
    return spans


@dataclass(frozen=True)
class ShownWord:
    """A word as the transcript shows it: its compact span in the shown text, and when it is said (seconds)."""

    start: int
    end: int
    at: float
    until: float


def _compact_spans(words: Sequence[Boundary], text: str) -> list[tuple[int, int, Boundary]]:
    """The placed words of `text` as compact spans."""
    offsets = [0]
    for ch in text:
        offsets.append(offsets[-1] + (not ch.isspace()))
    return [
        (offsets[span[0]], offsets[span[1]], word) for word, span in zip(words, place(words, text)) if span is not None
    ]


def shown_words(words: Sequence[Boundary], said: str, shown: str) -> list[ShownWord]:
    """`words` (timed words of `said`, the text the voice was sent) as words of `shown` (the article's words),
    in order and not overlapping; words said for text `shown` does not have are left out."""
    spans = _compact_spans([w for w in words if spoken(w.text)], said)
    if not spans:
        return []
    a, b = compact(said), compact(shown)
    if a == b:
        return [ShownWord(start, end, w.offset, w.offset + w.duration) for start, end, w in spans]
    out: list[ShownWord] = []
    blocks = difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes()
    for start, end, word in spans:
        mapped = _mapped(blocks, start, end)
        if mapped is None:
            continue
        at, until = word.offset, word.offset + word.duration
        if out and mapped[0] < out[-1].end:  # a rewritten stretch said in several words: timed as one
            last = out.pop()
            mapped, at = (last.start, max(last.end, mapped[1])), last.at
        out.append(ShownWord(mapped[0], mapped[1], at, max(until, at)))
    return out


def _mapped(blocks: Sequence[tuple[str, int, int, int, int]], start: int, end: int) -> tuple[int, int] | None:
    """The shown span for the said span [start, end): characters in a stretch both texts share map one to one;
    a word in a rewritten stretch takes the whole stretch as shown; None if it falls only in text not shown."""
    first: int | None = None
    last: int | None = None
    for tag, i1, i2, j1, j2 in blocks:
        if i2 <= start or i1 >= end or tag == "delete":
            continue
        if tag == "equal":
            lo, hi = j1 + max(start, i1) - i1, j1 + min(end, i2) - i1
        else:  # replace: the stretch as shown ("kubectl" for "kube control")
            lo, hi = j1, j2
        first = lo if first is None else min(first, lo)
        last = hi if last is None else max(last, hi)
    if first is None or last is None or first >= last:
        return None
    return first, last
