"""Fewer, fuller requests: adjacent chunks sent to the service as one text, the answer cut back per chunk.

Each request pays the service's latency (a websocket handshake and a first-byte wait
of 0.3-1 s on the real service), so sending one chunk per request wastes most of a
connection's time on short paragraphs. Adjacent chunks read with the same voice and
settings are therefore sent together (up to a size well under the service's limits),
and the answer is cut back into per-chunk audio, which is cached per chunk as if each
had been asked for alone.

Where to cut comes from the service's SentenceBoundary metadata: each reported
sentence is found in the joined text, which says which chunk it belongs to, so the
last sentence of one chunk and the first of the next bracket the silence between
them. The cut falls on a frame boundary inside that silence. MP3 frames borrow bytes
from earlier frames (the bit reservoir), so the first frames of a piece may point
into the piece before; those frames are emptied (see :func:`narrate.audio.mp3.detached`),
so every piece decodes cleanly on its own. Of the frame boundaries in the silence, the
cut takes the one that loses nothing: where the frame after it codes no audio (its
transform window, which reaches into its neighbours, holds no sound) and so do the
frames that must be emptied — in true silence the cut is lossless.

Each piece is then given the lead-in and tail of silence the service puts around a
whole answer (measured on this answer), so a piece is as long as the chunk would be
if sent alone, give or take a frame, and the pause rules of the episode see the same
audio either way.

A chunk that ends no sentence (a title, a heading) is sent with a full stop when another
chunk follows it in the request (:func:`request_texts`): the service then reports it as a
sentence of its own, so it can share the request of the paragraph under it instead of
paying a request's latency for a few words; its piece's sentence loses the stop again.

Anything implausible — no boundaries, a sentence that cannot be found in the text,
one that spans two chunks, a chunk with no sentence, no silence between chunks —
raises :class:`Unsplittable`; a piece whose sentences or audio stop short raises
:class:`Incomplete`. The engine sends the chunks of a whole answer that cannot be cut
either way one request each, at once: asked again, the service would most likely read
the same text the same way.
"""

from __future__ import annotations

import bisect
import functools
import heapq
import itertools
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from narrate.audio.model import Boundary
from narrate.audio.mp3 import EDGE_FORMAT, audio_frames, coded_bits, detached, emptied, silence_frame
from narrate.errors import SynthesisError
from narrate.patterns import LazyPattern

JOINER = "\n"
#: How a chunk must end for the next one to follow it in the same request: otherwise the
#: service could read the two as one sentence (a heading, then its first paragraph).
SENTENCE_ENDS = frozenset("。！？!?.…")
_CLOSERS = "」』）)\"'”’】》〉]"


def escape(text: str) -> str:
    """`text` as edge-tts escapes it (xml.sax.saxutils.escape: &, < and >), without importing
    xml.sax, whose import pulls in urllib.request: a no-op build has no use for either."""
    return text.replace("&", "&amp;").replace(">", "&gt;").replace("<", "&lt;")


#: Bytes of escaped text edge-tts sends in one websocket request (it splits longer texts
#: itself, into requests narrate would not see); a merged request stays well under it.
MAX_REQUEST_BYTES = 3000
#: Samples between a sound in the source and its place in the decoded MP3 stream: LAME's
#: encoder delay (576) plus the decoder's (529). Edge's encoder is not documented; the
#: cut is kept a frame away from speech on both sides to absorb a different delay.
STREAM_DELAY_SAMPLES = 1105
#: The least silence between two chunks' sentences that a cut may fall in (72 ms).
MIN_GAP_FRAMES = 3
_SAMPLES = EDGE_FORMAT.samples_per_frame


class Unsplittable(SynthesisError):
    """The answer's sentence boundaries cannot place every chunk: send the chunks one by one."""


class Incomplete(SynthesisError):
    """A piece's sentences or audio stop short of its chunk's text (a truncated answer)."""


@dataclass(frozen=True)
class Piece:
    """One chunk's share of a merged answer, shaped like an answer of its own."""

    audio: bytes
    boundaries: tuple[Boundary, ...]
    cut: int  # the answer's frame this piece's own frames start at
    lead: int  # silent frames put before them (the answer's lead-in, less the silence the cut left)
    tail: int  # silent frames put after them (likewise, the answer's tail)
    emptied: int  # frames emptied because they borrowed bytes from before the cut
    words: tuple[Boundary, ...] = ()  # the chunk's words, timed in the piece as its boundaries are


def can_continue(text: str) -> bool:
    """Whether `text` ends a sentence, so another chunk may follow it in one request."""
    stripped = text.rstrip().rstrip(_CLOSERS).rstrip()
    return bool(stripped) and stripped[-1] in SENTENCE_ENDS


#: Scripts whose sentences end in an ideographic full
#: stop (Han, kana): a heading in them is given "。".
_WIDE = LazyPattern(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")


#: Characters said longer than a Latin letter (~70 ms), and by how many letters' length: a Han,
#: kana or Hangul character is said as long as three letters (~0.2 s), and punctuation is a pause.
#: (The three sets are apart: a character counts once.)
_SENTENCE_END = re.compile(r"[。！？!?…]|\.(?=\s|$)")
_CLAUSE_MARK = re.compile(r"[，、；：,;:]")
_WIDE_CHAR = LazyPattern(r"[\u1100-\u11ff\u2e80-\u2fff\u3040-\u9fff\uac00-\ud7af\uf900-\ufaff]")
_EXTRA = (4, 2, 2)  # a sentence end, a clause mark, a wide character (past the 1 each counts in len)


@functools.lru_cache(maxsize=1024)
def said_length(text: str) -> int:
    """How long `text` takes to say, in Latin letters' lengths: what a request's service time grows with.

    The service renders audio, so its time follows the audio's length, not the text's: in a
    Chinese article with English words, 1,000 characters can be 165 or 185 seconds of speech.
    Balancing requests by this (not by characters) lets them end together. (flow.estimate's
    model of Edge's voices, in a unit of its own: about 0.07 s of speech.) Counted by the regex
    engine, not a loop per character, and kept: a plan weighs each chunk several times.
    """
    ends, marks, wide = (len(pattern.findall(text)) for pattern in (_SENTENCE_END, _CLAUSE_MARK, _WIDE_CHAR))
    return len(text) + _EXTRA[0] * ends + _EXTRA[1] * marks + _EXTRA[2] * wide


def stop_for(text: str) -> str:
    """The full stop that ends `text` inside a merged request ("" if it ends a sentence already).

    A chunk that ends no sentence (a title, a heading, a list item without a stop) would be
    read together with the chunk after it as one sentence, and the service would report
    one boundary across the two: there would be nothing to cut between them. With a stop
    it is a sentence of its own, read as a heading is read aloud (a falling close), and
    can share a request with the paragraph under it instead of paying for one alone.
    """
    if can_continue(text):
        return ""
    return "。" if _WIDE.search(text) else "."


def request_texts(texts: Sequence[str]) -> list[str]:
    """What a merged request says for `texts`: each chunk but the last ended with :func:`stop_for`."""
    return [text + stop_for(text) for text in texts[:-1]] + list(texts[-1:])


def unstopped(boundaries: Sequence[Boundary], stop: str) -> tuple[Boundary, ...]:
    """A piece's boundaries with the `stop` :func:`request_texts` added taken off its last sentence again:
    the transcript shows the article's words."""
    if not stop or not boundaries or not boundaries[-1].text.rstrip().endswith(stop):
        return tuple(boundaries)
    last = boundaries[-1]
    return (*boundaries[:-1], Boundary(last.offset, last.duration, last.text.rstrip()[: -len(stop)]))


def request_bytes(texts: Sequence[str]) -> int:
    """The escaped UTF-8 length edge-tts would send for `texts` joined into one request."""
    return len(escape(JOINER.join(texts)).encode("utf-8"))


def plan_groups(texts: Sequence[str], target_chars: int) -> list[list[int]]:
    """Split one run of adjacent chunks (same voice and settings) into requests.

    Returns lists of positions into `texts`. A request ends after a chunk that does not
    end a sentence, before it would pass MAX_REQUEST_BYTES, and once it holds about
    `target_chars` characters; the run's requests are made about equally long. A chunk
    that ends no sentence joins the request before it even past the goal (never alone
    when it follows another chunk of the run).
    """
    groups: list[list[int]] = []
    current: list[int] = []
    # Requests of about equal size: the run's length over the fewest requests of at most target_chars.
    total = sum(len(t) for t in texts)
    count = max(1, math.ceil(total / max(1, target_chars)))
    goal = total / count
    size = 0
    for n, text in enumerate(texts):
        # A chunk that ends no sentence (a heading) must end a request, and would go alone if it
        # started one: it joins the request before it (a request of its own pays the service's
        # whole latency for a few words), unless that would pass the byte limit.
        over_goal = size + len(text) / 2 > goal and can_continue(text)
        if current and (over_goal or request_bytes([texts[i] for i in current] + [text]) > MAX_REQUEST_BYTES):
            groups.append(current)
            current, size = [], 0
        current.append(n)
        size += len(text)
        if not can_continue(text):
            groups.append(current)
            current, size = [], 0
    if current:
        groups.append(current)
    return groups


def _compact(text: str) -> str:
    return "".join(text.split())


def _position(seconds: float) -> float:
    """Where a moment of the source falls in the MP3 stream, in frames."""
    return (seconds * EDGE_FORMAT.sample_rate + STREAM_DELAY_SAMPLES) / _SAMPLES


def assign(boundaries: Sequence[Boundary], texts: Sequence[str]) -> list[list[Boundary]]:
    """The reported sentences of each chunk, found in order in the joined text.

    Raises Unsplittable if a sentence is not found where the text continues, skips
    words, or spans two chunks. Raises Incomplete if the sentences stop before the
    end of the text (the last chunks then have none, or the last one is cut short).
    """
    compact = [_compact(t) for t in texts]
    starts = list(itertools.accumulate((len(text) for text in compact), initial=0))
    joined = "".join(compact)
    if not any(_compact(b.text) for b in boundaries):
        raise Unsplittable("no sentence boundaries in the answer")
    owned: list[list[Boundary]] = [[] for _ in texts]
    cursor = 0
    for boundary in sorted(boundaries, key=lambda b: b.offset):
        said = _compact(boundary.text)
        if said:
            chunk, cursor = _place(said, boundary.text, joined, starts, cursor)
            owned[chunk].append(boundary)
    if spoken(joined[cursor:]):
        raise Incomplete(f"sentences stop {len(joined) - cursor} characters before the end of the text")
    for n, sentences in enumerate(owned):
        if not sentences and spoken(compact[n]):
            raise Unsplittable(f"no sentence reported for chunk {n + 1} of the request")
    return owned


def spoken(text: str) -> bool:
    """narrate.audio.alignment.spoken, imported when an answer is cut (a cold run sends its first requests
    before it loads what handling their answers needs)."""
    from narrate.audio.alignment import spoken as says

    return says(text)


def _place(said: str, text: str, joined: str, starts: Sequence[int], cursor: int) -> tuple[int, int]:
    """The chunk a reported sentence (`said`, without spaces) belongs to, and where the joined text
    continues after it; Unsplittable if it is not where the text continues or spans two chunks."""
    found = joined.find(said, cursor)
    if found < 0 or spoken(joined[cursor:found]):
        raise Unsplittable(f"sentence {text[:30]!r} is not where the text continues")
    chunk = bisect.bisect_right(starts, found) - 1
    end = found + len(said)
    if end > starts[chunk + 1]:
        # It may start with the last chunk's closing mark (a ")" after its "."): silent, no tie.
        if not (chunk + 2 < len(starts) and end <= starts[chunk + 2] and not spoken(joined[found : starts[chunk + 1]])):
            raise Unsplittable(f"sentence {text[:30]!r} spans two chunks")
        chunk += 1
    return chunk, end


@dataclass(frozen=True)
class _Answer:
    """Where speech lies in a merged answer, in frames: the silence it starts and ends with, and each
    chunk's first and last sound (None for a chunk with nothing to say)."""

    lead: float
    tail: float
    first: list[float | None]
    last: list[float | None]


def split(
    audio: bytes, boundaries: Sequence[Boundary], texts: Sequence[str], words: Sequence[Boundary] = ()
) -> list[Piece]:
    """Cut a merged answer (`audio`, with its sentence `boundaries` and its `words`) into one piece per text.

    Raises Unsplittable (send the chunks one by one) or Incomplete (ask again).
    """
    frames = audio_frames(audio, EDGE_FORMAT)
    owned = assign(boundaries, texts)
    answer = _speech(owned, len(frames))
    cuts, gaps = _cuts(frames, answer)
    said = _words_of(words, texts)
    return [_piece(frames, sentences, said[n], n, cuts, gaps, answer) for n, sentences in enumerate(owned)]


def _words_of(words: Sequence[Boundary], texts: Sequence[str]) -> list[list[Boundary]]:
    """Each text's words: those found in it, in the texts joined as the request said them (alignment.place)."""
    from narrate.audio.alignment import place

    starts = list(itertools.accumulate((len(text) + len(JOINER) for text in texts), initial=0))
    owned: list[list[Boundary]] = [[] for _ in texts]
    for word, span in zip(words, place(words, JOINER.join(texts))):
        if span is not None:
            owned[bisect.bisect_right(starts, span[0]) - 1].append(word)
    return owned


def _speech(owned: Sequence[Sequence[Boundary]], total: int) -> _Answer:
    """Where each chunk's sentences sound in an answer of `total` frames; Incomplete if they run past it."""
    spoken = [b for sentences in owned for b in sentences]
    if not spoken:
        raise Unsplittable("no sentence boundaries in the answer")
    end_of_speech = _position(max(b.offset + b.duration for b in spoken))
    if end_of_speech > total + 1:
        raise Incomplete(f"the sentences run to frame {end_of_speech:.0f}, the audio stops at frame {total}")
    return _Answer(
        lead=_position(min(b.offset for b in spoken)),
        tail=total - end_of_speech,
        first=[_position(min(b.offset for b in s)) if s else None for s in owned],
        last=[_position(max(b.offset + b.duration for b in s)) if s else None for s in owned],
    )


def _cuts(frames: Sequence[bytes], answer: _Answer) -> tuple[list[int], list[tuple[float, float]]]:
    """One cut between each two chunks, in the silence between their sentences, where it loses least
    (nearest the middle of the silence among equals): the cuts (from 0 to the frame count) and each
    silence's (start, end)."""
    total = len(frames)
    cuts = [0]
    gaps: list[tuple[float, float]] = []
    for n in range(1, len(answer.first)):
        after = max((x for x in answer.last[:n] if x is not None), default=0.0)
        start = answer.first[n]
        before = start if start is not None else after
        if before - after < MIN_GAP_FRAMES:
            raise Unsplittable(f"no silence to cut in between chunks {n} and {n + 1} of the request")
        candidates = range(max(1, math.floor(after)), min(total - 1, math.ceil(before)) + 1)
        middle = (after + before) / 2
        cuts.append(min(candidates, key=lambda c: (_loss(frames, c), abs(c - middle))))
        gaps.append((after, before))
    cuts.append(total)
    return cuts, gaps


def _piece(
    frames: Sequence[bytes],
    sentences: Sequence[Boundary],
    words: Sequence[Boundary],
    n: int,
    cuts: Sequence[int],
    gaps: Sequence[tuple[float, float]],
    answer: _Answer,
) -> Piece:
    """Chunk `n`'s piece: its frames between its cuts, detached from the bit reservoir, padded to the
    answer's own lead-in and tail less the silence the cuts left it."""
    last = n + 1 == len(cuts) - 1
    lead_pad = max(0, round(answer.lead - (gaps[n - 1][1] - cuts[n]))) if n else 0
    tail_pad = 0 if last else max(0, round(answer.tail - (cuts[n + 1] - gaps[n][0])))
    own, count = detached(frames[cuts[n] : cuts[n + 1]])
    shift = (lead_pad - cuts[n]) * (_SAMPLES / EDGE_FORMAT.sample_rate)
    # The lead-in is the cut frame emptied (silent, borrowing nothing) rather than the
    # all-zero silence frame: ffmpeg's reader drops a lone all-zero first frame of a file.
    return Piece(
        audio=emptied(frames[cuts[n]]) * lead_pad + b"".join(own) + silence_frame(EDGE_FORMAT) * tail_pad,
        boundaries=tuple(Boundary(round(b.offset + shift, 4), b.duration, b.text) for b in sentences),
        cut=cuts[n],
        lead=lead_pad,
        tail=tail_pad,
        emptied=count,
        words=tuple(Boundary(round(w.offset + shift, 4), w.duration, w.text) for w in words),
    )


def _loss(frames: Sequence[bytes], cut: int) -> int:
    """What a cut before frame `cut` would lose, in coded bits: those of frame `cut` (the piece
    before ends without the start of its transform window) and of the frames it would empty.
    0 in true silence: the cut is then lossless."""
    window = frames[cut : cut + 3]
    kept, _ = detached(window)
    return coded_bits(frames[cut]) + sum(coded_bits(old) for old, new in zip(window[1:], kept[1:]) if old != new)


#: What a request costs the service beyond its speech, in said lengths (:func:`said_length`): its
#: latency (a handshake and first-byte wait of 0.3-1 s) at the ~2-4 ms of service time a letter's
#: length of speech takes.
REQUEST_OVERHEAD = 120
#: An answer's work after its last byte (its cutting, the end of its measuring, storing its pieces),
#: as a share of its service time. Counted in :func:`finish`, it makes the requests end a little
#: staggered, the longest first and short ones last, so that the work left when the last answer is
#: in is a short answer's, not eight long ones' at once. About 1% of an answer's service time is
#: what benchmarks/bench_synthesis.py finds (loudness is metered as the audio streams in); 2% here.
AFTER_ANSWER_SHARE = 0.02
#: No cut leaves a request smaller than this (unless its stretch of text is no longer): a
#: request of a few words pays the whole latency, and a build's other articles, or a
#: longer request, fill the connections as well.
LEAST_REQUEST_CHARS = 300
#: Plans of more chunks than this are not balanced (the search is quadratic; a build that
#: long keeps its connections busy with its many requests anyway).
BALANCE_MAX_CHUNKS = 400


def finish(
    sizes: Sequence[int], connections: int, overhead: int = REQUEST_OVERHEAD, after: float = AFTER_ANSWER_SHARE
) -> int:
    """When requests of `sizes` said lengths (:func:`said_length`), sent longest first over
    `connections`, are all answered and handled, in said lengths of service time: the measure
    :func:`balance` minimizes. A request
    holds its connection for its size plus `overhead`; its answer is then handled for `after` of
    its size, while the connection serves the next request."""
    free = [0] * max(1, connections)
    done = 0.0
    replace = heapq.heapreplace
    for size in sorted(sizes, reverse=True):
        end = free[0] + size + overhead
        replace(free, end)
        handled = end + after * size
        if handled > done:
            done = handled
    return math.ceil(done)


def balance(
    runs: Sequence[Sequence[str]],
    plans: Sequence[Sequence[Sequence[int]]],
    connections: int,
    *,
    overhead: int = REQUEST_OVERHEAD,
    budget: int = 4000,
    least: int = LEAST_REQUEST_CHARS,
    after: float = AFTER_ANSWER_SHARE,
) -> list[list[list[int]]]:
    """Move the cuts between requests so that all of them are answered and handled soonest.

    `runs` are runs of adjacent chunk texts that may share a request, `plans` their requests
    (lists of positions, from :func:`plan_groups`). Requests go longest first over
    `connections`; the last ones to start decide when the last one ends. A cut may be added,
    removed or moved by one chunk wherever that makes all of them done sooner (by
    :func:`finish`: said lengths plus `overhead` a request, then `after` of an answer's size to
    handle it), or as soon with fewer requests. The rules of :func:`plan_groups` hold (a chunk
    that ends no sentence ends its request; MAX_REQUEST_BYTES), and no cut makes a request of
    fewer than `least` characters (a request for a few words pays the whole latency; a build's
    other articles can fill the connections instead). Deterministic: the same chunks give the
    same requests, so a request asked for again after a fault is the same request.
    """
    if not 2 <= sum(len(run) for run in runs) <= BALANCE_MAX_CHUNKS:
        return [[list(g) for g in plan] for plan in plans]
    cuts = _Cuts.of(runs, plans, _Costs(connections, overhead, least, after))
    cuts.improve(budget)
    return cuts.plans(runs)


@dataclass(frozen=True)
class _Costs:
    """What :func:`balance` weighs: the connections, a request's overhead and least size, the share
    of an answer's size it takes to handle it."""

    connections: int
    overhead: int
    least: int
    after: float


@dataclass
class _Cuts:
    """A workload's chunks (all runs end to end) and where its requests end: `cut[n]` after chunk n."""

    chars: list[int]  # characters before chunk n (n = 0 … chunks)
    said: list[int]  # their said length (said_length) before chunk n: what a request's service time follows
    escaped: list[int]  # escaped UTF-8 bytes before chunk n, likewise
    forced: list[bool]  # a request must end after chunk n (it ends no sentence, or its run)
    cut: list[bool]
    costs: _Costs
    ends: list[int] = field(init=False)  # the n with cut[n], in order (kept by flip: score walks these)

    def __post_init__(self) -> None:
        self.ends = [n for n, ends in enumerate(self.cut) if ends]

    @classmethod
    def of(cls, runs: Sequence[Sequence[str]], plans: Sequence[Sequence[Sequence[int]]], costs: _Costs) -> _Cuts:
        texts = [text for run in runs for text in run]
        forced = [not can_continue(text) for text in texts]
        cut = [False] * len(texts)
        offset = 0
        for run, plan in zip(runs, plans):
            forced[offset + len(run) - 1] = True
            for group in plan:
                cut[offset + group[-1]] = True
            offset += len(run)
        chars = list(itertools.accumulate((len(text) for text in texts), initial=0))
        said = list(itertools.accumulate((said_length(text) for text in texts), initial=0))
        escaped = list(itertools.accumulate((len(escape(text).encode("utf-8")) for text in texts), initial=0))
        return cls(chars, said, escaped, forced, cut, costs)

    def score(self) -> tuple[int, int, int] | None:
        """(requests under the least size that could be larger, finish, requests), or None if a
        request passes the byte limit: the lower the better. (Called for every move tried: locals
        for speed.)"""
        said, costs, judge = self.said, self.costs, self.judge
        sizes = []
        small = 0
        first = 0
        for last in self.ends:
            verdict = judge(first, last)
            if verdict is None:
                return None
            small += verdict
            sizes.append(said[last + 1] - said[first])
            first = last + 1
        return small, finish(sizes, costs.connections, costs.overhead, costs.after), len(sizes)

    def judge(self, first: int, last: int) -> int | None:
        """The request of chunks `first` to `last`: None if it passes the byte limit, 1 if it is under the
        least size and could be larger (it is not a whole stretch between two forced ends), else 0."""
        end = last + 1
        if (
            end - first > 1
            and self.escaped[end] - self.escaped[first] + len(JOINER) * (last - first) > MAX_REQUEST_BYTES
        ):
            return None
        forced = self.forced
        return int(
            self.chars[end] - self.chars[first] < self.costs.least
            and not (forced[last] and (first == 0 or forced[first - 1]))
        )

    def moves(self, n: int) -> list[tuple[int, ...]]:
        """The changes tried at chunk n: its cut added or removed; a cut there moved a chunk either way."""
        if not self.cut[n]:
            return [(n,)]
        return [(n,)] + [
            (n, m) for m in (n - 1, n + 1) if 0 <= m < len(self.cut) - 1 and not self.cut[m] and not self.forced[m]
        ]

    def flip(self, move: tuple[int, ...]) -> None:
        for k in move:
            self.cut[k] = not self.cut[k]
            if self.cut[k]:
                bisect.insort(self.ends, k)
            else:
                del self.ends[bisect.bisect_left(self.ends, k)]

    def small_between(self, first: int, last_end: int) -> int | None:
        """:meth:`score`'s first figure over the requests from chunk `first` (a request's first chunk) to
        the one that ends at chunk `last_end`; None if one of them passes the byte limit."""
        ends, judge = self.ends, self.judge
        small = 0
        k = bisect.bisect_left(ends, first)
        while True:
            last = ends[k]
            verdict = judge(first, last)
            if verdict is None:
                return None
            small += verdict
            if last >= last_end:
                return small
            first = last + 1
            k += 1

    def improve(self, budget: int) -> None:
        """Take every move that scores better, chunk by chunk, until none does or `budget` moves were tried.

        A move changes only the requests around it. Those are looked at first: a move that leaves one of
        them past the byte limit, or more of them small, scores worse whatever the rest (two moves in
        three, on a long article), so the whole plan is scored only for the others. The moves taken are
        the ones a full score of every move would take."""
        best = self.score()
        if best is None:
            return
        ends = self.ends
        tries = 0
        improved = True
        while improved and tries < budget:
            improved = False
            for n in range(len(self.cut) - 1):
                if self.forced[n] or tries >= budget:
                    continue
                for move in self.moves(n):
                    low, high = min(move), max(move)
                    at = bisect.bisect_left(ends, low)
                    first = ends[at - 1] + 1 if at else 0  # the span the move changes: from this chunk
                    last_end = ends[bisect.bisect_right(ends, high)]  # to this request's end (never moved)
                    before = self.small_between(first, last_end)
                    self.flip(move)
                    tries += 1
                    after = self.small_between(first, last_end)
                    if after is None or after > (before or 0):  # before: never None (this plan passes)
                        self.flip(move)
                        continue
                    found = self.score()
                    if found is not None and found < best:
                        best, improved = found, True
                        break
                    self.flip(move)

    def plans(self, runs: Sequence[Sequence[str]]) -> list[list[list[int]]]:
        """The cuts as requests per run (positions in the run), as :func:`plan_groups` gives them."""
        balanced: list[list[list[int]]] = []
        offset = 0
        for run in runs:
            groups: list[list[int]] = [[]]
            for n in range(len(run)):
                groups[-1].append(n)
                if self.cut[offset + n] and n + 1 < len(run):
                    groups.append([])
            balanced.append(groups)
            offset += len(run)
        return balanced
