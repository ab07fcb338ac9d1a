"""Word boundaries: found in the text they were said from, and the sentences they make.

edge-tts's public API asks the service for one kind of boundary, ``SentenceBoundary`` or
``WordBoundary`` (``Communicate(boundary=…)``), never both. narrate asks for words — a page can
then highlight the word being heard — and makes the sentences itself, from the words and the
text it sent: each word is found, in order, in the text (narrate.audio.alignment.place), and a sentence runs from
the end of the one before to its end mark (。！？!?… or a full stop before a space), timed from its
first word's start to its last word's end. The text of a sentence is narrate's own, not the
service's echo of it, so the transcript shows exactly what was sent.

A service that answers with sentences anyway (or an older stand-in) is taken as it is: the
engine uses the sentences it reports and has no words.

The same placement says whether an answer is whole (:func:`unsaid`): the boundaries come with the
audio they time, so an answer cut off early has none for the end of its text.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence

from narrate.audio.alignment import place, spoken
from narrate.audio.model import Boundary

__all__ = ["place", "sentence_spans", "sentences", "spoken", "spoken_words", "unsaid"]

_CLOSERS = "」』）)\"'”’】》〉\\]"
# A sentence ends after its end marks and closing quotes, or at a
# line break (a merged request's chunks are lines: merge.JOINER).
_END = re.compile(rf"(?:[。！？!?…]|\.(?=[{_CLOSERS}]*(?:\s|\Z)))+[{_CLOSERS}]*|\n")


def spoken_words(words: Sequence[Boundary]) -> tuple[Boundary, ...]:
    """The words that are words: a boundary of punctuation alone (some services report one) is none."""
    return tuple(word for word in words if spoken(word.text))


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """`text`'s sentences as (start, end): each ends after its end marks and closing quotes or at a line break,
    the last at the end of the text; a stretch of nothing but spaces is none."""
    spans = []
    start = 0
    for match in _END.finditer(text):
        if text[start : match.end()].strip():
            spans.append((start, match.end()))
        start = match.end()
    if text[start:].strip():
        spans.append((start, len(text)))
    return spans


def sentences(words: Sequence[Boundary], text: str) -> tuple[Boundary, ...]:
    """The sentences of `text` timed by its `words` (each from its first placed word's start to its last's end);
    a sentence none of whose words was placed has no boundary."""
    spans = sentence_spans(text)
    ends = [end for _, end in spans]
    timed: dict[int, list[Boundary]] = {}
    for word, span in zip(words, place(words, text)):
        if span is not None:
            timed.setdefault(min(bisect.bisect_right(ends, span[0]), len(spans) - 1), []).append(word)
    out = []
    for n, (start, end) in enumerate(spans):
        said = timed.get(n)
        if not said:
            continue
        first = min(w.offset for w in said)
        last = max(w.offset + w.duration for w in said)
        out.append(Boundary(first, round(last - first, 7), text[start:end].strip()))
    return tuple(out)


def unsaid(boundaries: Sequence[Boundary], text: str) -> int | None:
    """How many spoken characters of `text` follow the last of `boundaries` (a whole answer: none); None when
    the last is not found in it (the service said the end of the text its own way: nothing to judge by). An
    answer cut off still has its last boundary where the text goes on: the boundaries come with their audio."""
    spans = place(boundaries, text)
    if not spans or spans[-1] is None:
        return None
    return sum(ch.isalnum() for ch in text[spans[-1][1] :])
