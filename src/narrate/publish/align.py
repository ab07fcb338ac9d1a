"""Which sentence of one translation reads which sentence of another: the language switch's map.

Two transcripts of one article (a cue is a sentence, or a piece of a long one) are aligned
in two passes, each a monotone dynamic programme (in the manner of Gale and Church's
sentence alignment) over *beads*: one unit of each side against one, two or three of the
other, two against two or three, or one against none.

1. Blocks (headings, paragraphs, list items, quotes; the title and intro before them, the
   outro after): a heading against a heading and the same kind against the same kind
   cost nothing, a block's speech time against its counterpart's costs what their ratio is
   off the two episodes' own, and what both blocks keep of each other pulls them together.
2. The cues of each pair of aligned blocks, by the same costs inside the pair.

What a translation keeps of its original, and what pulls two units together, is what
survives translation in every language: names, versions and numbers (``Kubernetes``,
``2017``, ``Xid 79``), the marks of a sentence's shape (a question, a parenthesis, a
quotation, a colon before what follows), loanwords written in the other script
(``プロンプト`` and ``프롬프트`` for "prompt", compared by their consonants), and between
Chinese and Japanese the Han characters and two-character words both write. Each counts by how rare it is among
the units the search chooses between: a name in one sentence of each side pins them
together, a word in every sentence tells nothing.

Time is the measure of length rather than characters: a voice's time follows the content
in every language, characters do not (a Chinese character holds about what an English
word does). Its ratio varies less over a long stretch than over a short one, so a long
bead is held to it more closely than a short one.

The cheapest path's beads are then cut finer where both sides of a bead break at about
the same place (by time, and by what each cue keeps): two translations of one sentence
often cut it into cues at different words, and each cue should land on the cue that says
most of it. What comes out is the list of cue beads, which the player walks from either
side: a cue's bead gives the first cue of its counterpart.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

__all__ = ["VERSION", "AlignedCue", "align", "beads_text", "land"]

VERSION = "3"  # of the alignment's method: a change makes every episode's beads again

# Bead shapes (units of A, units of B) and what each costs before its content is looked at: about
# -log of how often each shape is found. Blocks are seldom split or merged by a translation; a long
# sentence often is, into two or three cues.
_BLOCK_SHAPES = {(1, 1): 0.0, (2, 1): 2.5, (1, 2): 2.5, (1, 0): 3.0, (0, 1): 3.0}
_CUE_SHAPES = {
    (1, 1): 0.0,
    (2, 1): 1.3,
    (1, 2): 1.3,
    (2, 2): 2.6,
    (3, 1): 2.9,
    (1, 3): 2.9,
    (3, 2): 3.6,
    (2, 3): 3.6,
    (1, 0): 3.5,
    (0, 1): 3.5,
}
# The spread of log(time ratio / the pair's ratio) between the two sides of a bead: a variance that
# falls with the bead's length in seconds (SPREAD + SPREAD_SHORT / seconds), measured on one-to-one
# beads.
_SPREAD, _SPREAD_SHORT = 0.031, 0.032
_BLOCK_LENGTH_WEIGHT = 0.5  # blocks: structure and what they keep weigh more than their time
_KEPT_WEIGHT = 2.0  # per unit of what one side keeps that the other lacks, less what both keep (scaled)
_HAN_WEIGHT = 2.0  # times the share of Han characters two beads of Chinese or Japanese have in common
_HEADING_MISMATCH = 6.0  # a heading against body text: the strongest sign of structure
_KIND_MISMATCH = 2.0  # a paragraph against a list item, say (or two blocks of two kinds against one)
_BAND = 12  # units either side of the diagonal the search keeps to, at least (a fifth of the longer side)
_HEADING = "heading"
_SMALL = 0.05  # seconds: the shortest time a cue is taken to have

_HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
_HAN_RUN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]{2,}")
_WORD = re.compile(r"\d+(?:[.,:]\d+)*|[A-Za-z][A-Za-z0-9+#_.-]*[A-Za-z0-9+#]|[A-Za-z]")
# The marks of a sentence's shape that translations keep, each with the forms it takes in CJK text.
_MARKS = {"?": "?？", "(": "(（", '"': '"“”「」『』', ":": ":："}
_MARK_OF = {form: mark for mark, forms in _MARKS.items() for form in forms}
_ONLY_PULL = ("mark:", "han:")


@dataclass(frozen=True)
class AlignedCue:
    """One cue as alignment sees it: its time, its block and that block's kind, its words."""

    start: float
    end: float
    text: str
    block: int  # -1 before the article's first block (title, intro), -2 after its last (outro)
    kind: str  # the block's kind: heading, paragraph, list_item, quote…; "" for the intro and outro

    @property
    def seconds(self) -> float:
        return max(_SMALL, self.end - self.start)


@dataclass(frozen=True)
class _Side:
    """One transcript's units (blocks, or the cues of a block group) as the costs read them."""

    seconds: list[float]
    kinds: list[str]
    kept: list[frozenset[str]]  # what a translation keeps: names, numbers, marks, loanwords' consonants
    han: list[frozenset[str]]  # the Han characters each holds (Chinese and Japanese share many)
    firsts: list[int]  # each unit's first cue
    counts: list[int]  # how many cues each holds

    def __len__(self) -> int:
        return len(self.seconds)


def _kept(text: str) -> set[str]:
    """What of a cue a translation keeps as it is: Latin-script words and numbers (names, versions,
    code), the marks of the sentence's shape, the consonants of loanwords (see the kana and hangul
    readings below), and each two Han characters written together (明確, 同一: Chinese and Japanese
    share many words), each in a namespace of its own."""
    words = {word.casefold().rstrip(".") for word in _WORD.findall(text)}
    marks = {"mark:" + _MARK_OF[c] for c in text if c in _MARK_OF and not (c == ":" and _clock(text))}
    sounds = {"sound:" + s for s in _consonants(text) if len(s) >= 4}
    pairs = {"han:" + run[n : n + 2] for run in _HAN_RUN.findall(text) for n in range(len(run) - 1)}
    return words | marks | sounds | pairs


def _clock(text: str) -> bool:
    return bool(re.search(r"\d:\d", text))


def _weights(units_a: Sequence[frozenset[str]], units_b: Sequence[frozenset[str]]) -> dict[str, float]:
    """How much each thing both sides keep tells, among these units: 1 for one unit of each side that
    holds it, less the more units hold it (1/sqrt of the product of the counts)."""
    count_a, count_b = Counter(f for u in units_a for f in u), Counter(f for u in units_b for f in u)
    return {f: 1 / math.sqrt(count_a[f] * count_b[f]) for f in count_a.keys() & count_b.keys()}


def _side(cues: Sequence[AlignedCue], kept: Sequence[frozenset[str]], groups: Iterable[range]) -> _Side:
    """The units made of `groups` of consecutive cues."""
    side = _Side([], [], [], [], [], [])
    for group in groups:
        first = cues[group.start]
        side.seconds.append(sum(cues[n].seconds for n in group))
        side.kinds.append(first.kind or ("intro" if first.block == -1 else "outro"))
        side.kept.append(frozenset().union(*(kept[n] for n in group)))
        side.han.append(frozenset(_HAN.findall("".join(cues[n].text for n in group))))
        side.firsts.append(group.start)
        side.counts.append(len(group))
    return side


def _block_groups(cues: Sequence[AlignedCue]) -> list[range]:
    starts = [n for n, cue in enumerate(cues) if not n or cue.block != cues[n - 1].block]
    return [range(start, end) for start, end in zip(starts, [*starts[1:], len(cues)])]


def _length_cost(seconds_a: float, seconds_b: float, ratio: float) -> float:
    """-log of how likely two stretches of speech say the same, by their times: the tail probability of
    their log ratio's distance from the pair's own, on a spread that narrows as the stretch grows."""
    seconds = (seconds_a + seconds_b / ratio) / 2
    distance = abs(math.log(seconds_b / (seconds_a * ratio)))
    return distance * math.sqrt(2 / (_SPREAD + _SPREAD_SHORT / seconds))


@dataclass(frozen=True)
class _Spans:
    """What the costs read of every run of one to three consecutive units of a side, keyed (start, count):
    computed once, read by every bead that holds the run."""

    seconds: dict[tuple[int, int], float]
    kinds: dict[tuple[int, int], tuple[str, ...]]
    kept: dict[tuple[int, int], frozenset[str]]  # only what the other side holds too
    push: dict[tuple[int, int], float]  # the weight of what of it pushes apart when the other bead lacks it
    han: dict[tuple[int, int], frozenset[str]]


def _spans(side: _Side, weights: dict[str, float], longest: int) -> _Spans:
    spans = _Spans({}, {}, {}, {}, {})
    shared = [frozenset(kept & weights.keys()) for kept in side.kept]
    for start in range(len(side)):
        for count in range(1, min(longest, len(side) - start) + 1):
            key, run = (start, count), range(start, start + count)
            spans.seconds[key] = sum(side.seconds[n] for n in run)
            spans.kinds[key] = tuple(side.kinds[n] for n in run)
            spans.kept[key] = kept = frozenset().union(*(shared[n] for n in run))
            spans.push[key] = sum(weights[f] for f in kept if not f.startswith(_ONLY_PULL))
            spans.han[key] = frozenset().union(*(side.han[n] for n in run))
    return spans


def _bead_cost(
    a: _Spans, b: _Spans, key_a: tuple[int, int], key_b: tuple[int, int], context: tuple[float, dict[str, float], bool]
) -> float:
    """What aligning the run `key_a` of `a` with the run `key_b` of `b` costs, beyond its shape's prior."""
    ratio, weights, blocks = context
    kinds_a, kinds_b = a.kinds[key_a], b.kinds[key_b]
    cost = 0.0
    if blocks and kinds_a != kinds_b:
        cost += _HEADING_MISMATCH if (_HEADING in kinds_a) != (_HEADING in kinds_b) else _KIND_MISMATCH
    length = _length_cost(a.seconds[key_a], b.seconds[key_b], ratio)
    cost += length * (_BLOCK_LENGTH_WEIGHT if blocks else 1.0)
    kept_a, kept_b = a.kept[key_a], b.kept[key_b]
    if kept_a or kept_b:
        # Marks and Han words only pull: translators keep a question or a parenthesis but often change the
        # other marks, and a common word (結果, "result") is often said otherwise; a name is kept.
        common = kept_a & kept_b
        both = sum(weights[f] for f in common)
        pushed_both = sum(weights[f] for f in common if not f.startswith(_ONLY_PULL))
        either = a.push[key_a] + b.push[key_b] - 2 * pushed_both
        if either + both > 1e-9:
            cost += _KEPT_WEIGHT * (either - both) / math.sqrt(either + both)
    han_a, han_b = a.han[key_a], b.han[key_b]
    if han_a and han_b:
        cost -= _HAN_WEIGHT * len(han_a & han_b) / math.sqrt(len(han_a) * len(han_b))
    return cost


def _path(a: _Side, b: _Side, blocks: bool) -> list[tuple[int, int]]:
    """The cheapest monotone sequence of beads covering both sides: each bead as (units of A, units of B).
    The search keeps to a band about the diagonal (translations keep their order), wide enough for a
    section one side lacks."""
    shapes = _BLOCK_SHAPES if blocks else _CUE_SHAPES
    rows, cols = len(a) + 1, len(b) + 1
    weights = _weights(a.kept, b.kept)
    longest = max(max(shape) for shape in shapes)
    spans_a, spans_b = _spans(a, weights, longest), _spans(b, weights, longest)
    context = (max(_SMALL, sum(b.seconds)) / max(_SMALL, sum(a.seconds)), weights, blocks)
    band = max(_BAND, max(rows, cols) // 5)
    inf = float("inf")
    best: list[dict[int, float]] = [{} for _ in range(rows)]
    step: list[dict[int, tuple[int, int]]] = [{} for _ in range(rows)]
    best[0][0] = 0.0
    for i in range(rows):
        middle = i * (cols - 1) / max(1, rows - 1)
        for j in range(max(0, int(middle) - band), min(cols, int(middle) + band + 1)):
            here = best[i].get(j, inf)
            if here == inf:
                continue
            for (da, db), prior in shapes.items():
                ni, nj = i + da, j + db
                if ni >= rows or nj >= cols:
                    continue
                cost = here + prior
                if da and db:
                    cost += _bead_cost(spans_a, spans_b, (i, da), (j, db), context)
                if cost < best[ni].get(nj, inf):
                    best[ni][nj], step[ni][nj] = cost, (da, db)
    if cols - 1 not in step[rows - 1] and (rows, cols) != (1, 1):
        return _in_order(rows - 1, cols - 1)  # outside the band (never in practice)
    beads, i, j = [], rows - 1, cols - 1
    while i or j:
        da, db = step[i][j]
        beads.append((da, db))
        i, j = i - da, j - db
    return beads[::-1]


def _in_order(count_a: int, count_b: int) -> list[tuple[int, int]]:
    """`count_a` and `count_b` units paired one to one in order, the rest of the longer side one by one
    (beads stay at most three units a side: the player reads each count as one digit)."""
    both = min(count_a, count_b)
    return [(1, 1)] * both + [(1, 0)] * (count_a - both) + [(0, 1)] * (count_b - both)


def _refine(a: _Side, b: _Side) -> list[tuple[int, int]]:
    """One bead of several cues a side (`a` and `b`: its cues) cut where both sides break at about the same
    place: each cue goes with the cue of the other side that shares most with it — what both keep first,
    then the share of the bead's time both take — and the bead is cut wherever no such pair crosses."""
    if len(a) < 2 or len(b) < 2:
        return [(len(a), len(b))]

    def spans(seconds: Sequence[float]) -> list[tuple[float, float]]:
        total, at, out = sum(seconds), 0.0, []
        for s in seconds:
            out.append((at / total, (at + s) / total))
            at += s
        return out

    spans_a, spans_b = spans(a.seconds), spans(b.seconds)
    weights = _weights(a.kept, b.kept)

    def shared(i: int, j: int) -> float:
        kept = sum(weights.get(f, 0.0) for f in a.kept[i] & b.kept[j])
        return kept + min(spans_a[i][1], spans_b[j][1]) - max(spans_a[i][0], spans_b[j][0])

    pairs = [(i, max(range(len(b)), key=lambda j: shared(i, j))) for i in range(len(a))]
    pairs += [(max(range(len(a)), key=lambda i: shared(i, j)), j) for j in range(len(b))]
    cuts = [(i, j) for i in range(1, len(a)) for j in range(1, len(b)) if all((x < i) == (y < j) for x, y in pairs)]
    out, last = [], (0, 0)
    for cut in [*cuts, (len(a), len(b))]:
        out.append((cut[0] - last[0], cut[1] - last[1]))
        last = cut
    return out


def align(a: Sequence[AlignedCue], b: Sequence[AlignedCue]) -> list[tuple[int, int]]:
    """The cue beads of two translations' transcripts, in order: (cues of `a`, cues of `b`) per bead,
    together covering every cue of each (a count may be 0: a sentence one side has and the other not)."""
    if not a or not b:
        return _in_order(len(a), len(b))
    kept_a, kept_b = [frozenset(_kept(c.text)) for c in a], [frozenset(_kept(c.text)) for c in b]
    blocks_a, blocks_b = _side(a, kept_a, _block_groups(a)), _side(b, kept_b, _block_groups(b))
    out: list[tuple[int, int]] = []
    i = j = 0
    for da, db in _path(blocks_a, blocks_b, blocks=True):
        count_a, count_b = sum(blocks_a.counts[i : i + da]), sum(blocks_b.counts[j : j + db])
        first_a = blocks_a.firsts[i] if da else 0
        first_b = blocks_b.firsts[j] if db else 0
        i, j = i + da, j + db
        if not count_a or not count_b:
            out.extend(_in_order(count_a, count_b))  # a block one side lacks: its cues one by one
            continue
        cues_a = _side(a, kept_a, (range(n, n + 1) for n in range(first_a, first_a + count_a)))
        cues_b = _side(b, kept_b, (range(n, n + 1) for n in range(first_b, first_b + count_b)))
        at_a = at_b = 0
        for da_, db_ in _path(cues_a, cues_b, blocks=False):
            out.extend(_refine(_part(cues_a, at_a, da_), _part(cues_b, at_b, db_)))
            at_a, at_b = at_a + da_, at_b + db_
    return out


def _part(side: _Side, start: int, count: int) -> _Side:
    end = start + count
    return _Side(
        side.seconds[start:end],
        side.kinds[start:end],
        side.kept[start:end],
        side.han[start:end],
        side.firsts[start:end],
        side.counts[start:end],
    )


def beads_text(beads: Sequence[tuple[int, int]]) -> str:
    """Beads as the player reads them: two digits per bead (cues of one side, then of the other)."""
    return "".join(f"{da}{db}" for da, db in beads)


def land(align: dict[str, str], source: str, target: str, cue: int, source_cues: int, target_cues: int) -> int:
    """Where a switch from cue `cue` of `source` lands in `target`, by the beads of the two (`align` as the
    episode data holds it, keyed "a|b" with a < b); -1 when there is no alignment of these transcripts.
    The player's landing() does the same."""
    forward = source < target
    beads = align.get(f"{source}|{target}" if forward else f"{target}|{source}")
    if beads is None:
        return -1
    pairs = [(int(beads[n]), int(beads[n + 1])) for n in range(0, len(beads), 2)]
    if not forward:
        pairs = [(b, a) for a, b in pairs]
    if sum(a for a, _ in pairs) != source_cues or sum(b for _, b in pairs) != target_cues:
        return -1
    at_source = at_target = 0
    for count_source, count_target in pairs:
        if cue < at_source + count_source:
            return min(at_target, target_cues - 1)
        at_source, at_target = at_source + count_source, at_target + count_target
    return target_cues - 1


# Loanwords: a word of English written in katakana or hangul keeps its consonants (プロンプト, 프롬프트,
# prompt: p r m p t). Each script's reading is brought to the same few classes of consonant.
_CLASSES = str.maketrans(
    {"b": "p", "f": "p", "v": "p", "d": "t", "g": "k", "c": "k", "q": "k", "z": "s", "j": "s", "l": "r", "n": "m"}
)


def _skeleton(latin: str) -> str:
    """The consonant classes of a romanized or English word, vowels and h, w, y dropped, doubles once."""
    out: list[str] = []
    for ch in latin.translate(_CLASSES):
        if ch in "aeiouhwy" or not ch.isalpha() or (out and out[-1] == ch):
            continue
        out.append(ch)
    return "".join(out)


def _english(word: str) -> str:
    """An English word as its loanword is spelt by ear: the r after a vowel unsaid (server: サーバー,
    서버), x as ks, ph as f, th as t, sh and ch as s, c before e, i and y as s, ck as k (the skeleton drops
    the vowels, a silent e with them)."""
    w = word.casefold()
    w = re.sub(r"ph", "f", w)
    w = re.sub(r"c(?=[eiy])", "s", w)
    w = w.replace("ck", "k").replace("x", "ks").replace("th", "t").replace("sh", "s").replace("ch", "s")
    w = re.sub(r"(?<=[aeiou])r(?![aeiou])", "", w)
    return _skeleton(w)


_KANA_ROWS = {
    "k": "カキクケコ",
    "g": "ガギグゲゴ",
    "s": "サシスセソ",
    "z": "ザジズゼゾ",
    "t": "タチツテト",
    "d": "ダヂヅデド",
    "n": "ナニヌネノ",
    "h": "ハヒフヘホ",
    "b": "バビブベボ",
    "p": "パピプペポ",
    "m": "マミムメモ",
    "r": "ラリルレロ",
    "": "アイウエオァィゥェォヤユヨャュョワヲ",
}
_KANA = {ch: row for row, chars in _KANA_ROWS.items() for ch in chars} | {"ン": "n", "ヴ": "v", "フ": "f"}
# Hangul initials and finals (Unicode order) as Latin consonants; ㅇ is silent as an initial.
_INITIALS = ["k", "k", "m", "t", "t", "r", "m", "p", "p", "s", "s", "", "s", "s", "s", "k", "t", "p", "h"]
_FINALS = [
    "",
    "k",
    "k",
    "k",
    "m",
    "m",
    "m",
    "t",
    "r",
    "k",
    "m",
    "r",
    "r",
    "r",
    "p",
    "r",
    "m",
    "p",
    "p",
    "t",
    "t",
    "m",
    "t",
    "t",
    "k",
    "t",
    "p",
    "t",
]


def _consonants(text: str) -> set[str]:
    """The consonant skeletons of the text's words that may be loanwords or their English originals:
    katakana runs, hangul words, and Latin-script words of four letters or more."""
    out = {_english(word) for word in re.findall(r"[A-Za-z]{4,}", text)}
    for run in re.findall(r"[\u30a1-\u30fa\u30fc]+", text):
        out.add(_skeleton("".join(_KANA.get(ch, "") for ch in run)))
    for word in re.findall(r"[\uac00-\ud7a3]+", text):
        sounds = []
        for ch in word:
            code = ord(ch) - 0xAC00
            sounds.append(_INITIALS[code // 588] + "a" + _FINALS[code % 28])
        out.add(_skeleton("".join(sounds)))
    return out
