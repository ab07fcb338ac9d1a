"""Which sentence of one translation reads which sentence of another: the language switch's map.

Two transcripts of one article (a cue is a sentence, or a piece of a long one) are aligned
in two passes, each a monotone dynamic programme (in the manner of Gale and Church's
sentence alignment) over *beads*: one unit of each side, or one against two, or one
against none.

1. Blocks (headings, paragraphs, list items, quotes; the title and intro before them, the
   outro after): a heading against a heading and the same kind against the same kind
   cost nothing, a block's share of the speech time against its counterpart's costs what
   their ratio is off the two episodes' own, and the names and numbers both blocks hold
   (``Kubernetes``, ``2017``, ``Xid 79``) pull them together.
2. The cues of each pair of aligned blocks, by the same costs inside the pair: the time
   each cue takes against the pair's own ratio, and the names and numbers.

What comes out is the list of cue beads, which the player walks from either side: a cue's
bead gives the first cue of its counterpart. Time is the measure of length rather than
characters: a voice's time follows the content in every language, characters do not
(a Chinese character holds about what an English word does).
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass

__all__ = ["VERSION", "AlignedCue", "align", "beads_text", "land"]

VERSION = "2"  # of the alignment's method: a change makes every episode's beads again

# Bead shapes (units of A, units of B) and what each costs before its content is looked at. Blocks are
# seldom split or merged by a translation; a long sentence often is, into two or three cues.
_BLOCK_SHAPES = {(1, 1): 0.0, (2, 1): 2.0, (1, 2): 2.0, (1, 0): 2.5, (0, 1): 2.5}
_CUE_SHAPES = {(1, 1): 0.0, (2, 1): 1.0, (1, 2): 1.0, (2, 2): 1.6, (3, 1): 2.2, (1, 3): 2.2, (1, 0): 2.5, (0, 1): 2.5}
_LENGTH_WEIGHT = 2.0  # per unit of |log(time ratio / the pair's ratio)|, between cues
_BLOCK_LENGTH_WEIGHT = 1.2  # the same between blocks, where the structure and the words weigh more
_ANCHOR_WEIGHT = 1.5  # per anchor one side of a bead has and the other lacks, less those both have (scaled)
_HAN_WEIGHT = 2.0  # times the share of Han characters two beads of Chinese or Japanese have in common
_HEADING_MISMATCH = 6.0  # a heading against body text: the strongest sign of structure
_KIND_MISMATCH = 2.0  # a paragraph against a list item, say (or two blocks of two kinds against one)
_BAND = 12  # units either side of the diagonal the search keeps to, at least (a fifth of the longer side)
_HEADING = "heading"
_HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
_WORD = re.compile(r"\d+(?:[.,:]\d+)*|[A-Za-z][A-Za-z0-9+#_.-]*[A-Za-z0-9+#]|[A-Za-z]")
_SMALL = 0.05  # seconds: the shortest time a cue is taken to have


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
    anchors: list[frozenset[str]]
    han: list[frozenset[str]]  # the Han characters each holds (Chinese and Japanese share many)
    firsts: list[int]  # each unit's first cue
    counts: list[int]  # how many cues each holds

    def __len__(self) -> int:
        return len(self.seconds)


def _anchors(text: str) -> set[str]:
    """Numbers and Latin-script words: what a translation keeps as it is (names, versions, code)."""
    return {word.casefold().rstrip(".") for word in _WORD.findall(text)}


def _blocks(cues: Sequence[AlignedCue], words: Sequence[frozenset[str]]) -> _Side:
    side = _Side([], [], [], [], [], [])
    for n, cue in enumerate(cues):
        if side.firsts and cues[side.firsts[-1]].block == cue.block:
            side.seconds[-1] += cue.seconds
            side.anchors[-1] |= words[n]
            side.han[-1] |= frozenset(_HAN.findall(cue.text))
            side.counts[-1] += 1
            continue
        side.seconds.append(cue.seconds)
        side.kinds.append(cue.kind or ("intro" if cue.block == -1 else "outro"))
        side.anchors.append(words[n])
        side.han.append(frozenset(_HAN.findall(cue.text)))
        side.firsts.append(n)
        side.counts.append(1)
    return side


def _cues(cues: Sequence[AlignedCue], words: Sequence[frozenset[str]], start: int, count: int) -> _Side:
    span = range(start, start + count)
    return _Side([cues[n].seconds for n in span], [cues[n].kind for n in span], [words[n] for n in span],
                 [frozenset(_HAN.findall(cues[n].text)) for n in span], list(span), [1] * count)


def _bead_cost(a: _Side, i: int, da: int, b: _Side, j: int, db: int, ratio: float, blocks: bool) -> float:
    """What aligning units i..i+da of `a` with j..j+db of `b` costs, beyond its shape's prior."""
    kinds_a, kinds_b = a.kinds[i:i + da], b.kinds[j:j + db]
    cost = 0.0
    if blocks and kinds_a != kinds_b:
        cost += _HEADING_MISMATCH if (_HEADING in kinds_a) != (_HEADING in kinds_b) else _KIND_MISMATCH
    seconds_a, seconds_b = sum(a.seconds[i:i + da]), sum(b.seconds[j:j + db])
    cost += (_BLOCK_LENGTH_WEIGHT if blocks else _LENGTH_WEIGHT) * abs(math.log(seconds_b / (seconds_a * ratio)))
    anchors_a = a.anchors[i] if da == 1 else frozenset().union(*a.anchors[i:i + da])
    anchors_b = b.anchors[j] if db == 1 else frozenset().union(*b.anchors[j:j + db])
    if anchors_a or anchors_b:
        both = len(anchors_a & anchors_b)
        either = len(anchors_a | anchors_b)
        cost += _ANCHOR_WEIGHT * (either - 2 * both) / math.sqrt(either)
    han_a = a.han[i] if da == 1 else frozenset().union(*a.han[i:i + da])
    han_b = b.han[j] if db == 1 else frozenset().union(*b.han[j:j + db])
    if han_a and han_b:
        cost -= _HAN_WEIGHT * len(han_a & han_b) / math.sqrt(len(han_a) * len(han_b))
    return cost


def _path(a: _Side, b: _Side, blocks: bool) -> list[tuple[int, int]]:
    """The cheapest monotone sequence of beads covering both sides: each bead as (units of A, units of B).
    The search keeps to a band about the diagonal (translations keep their order), wide enough for a
    section one side lacks."""
    shapes = _BLOCK_SHAPES if blocks else _CUE_SHAPES
    rows, cols = len(a) + 1, len(b) + 1
    ratio = max(_SMALL, sum(b.seconds)) / max(_SMALL, sum(a.seconds))
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
                cost = here + prior + (_bead_cost(a, i, da, b, j, db, ratio, blocks) if da and db else 0.0)
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


def align(a: Sequence[AlignedCue], b: Sequence[AlignedCue]) -> list[tuple[int, int]]:
    """The cue beads of two translations' transcripts, in order: (cues of `a`, cues of `b`) per bead,
    together covering every cue of each (a count may be 0: a sentence one side has and the other not)."""
    if not a or not b:
        return _in_order(len(a), len(b))
    found_a, found_b = [_anchors(c.text) for c in a], [_anchors(c.text) for c in b]
    shared = set().union(*found_a) & set().union(*found_b)  # a word only one side has anchors nothing
    words_a = [frozenset(w & shared) for w in found_a]
    words_b = [frozenset(w & shared) for w in found_b]
    blocks_a, blocks_b = _blocks(a, words_a), _blocks(b, words_b)
    out: list[tuple[int, int]] = []
    i = j = 0
    for da, db in _path(blocks_a, blocks_b, blocks=True):
        count_a, count_b = sum(blocks_a.counts[i:i + da]), sum(blocks_b.counts[j:j + db])
        first_a = blocks_a.firsts[i] if da else 0
        first_b = blocks_b.firsts[j] if db else 0
        i, j = i + da, j + db
        if not count_a or not count_b:
            out.extend(_in_order(count_a, count_b))  # a block one side lacks: its cues one by one
            continue
        out.extend(_path(_cues(a, words_a, first_a, count_a), _cues(b, words_b, first_b, count_b), blocks=False))
    return out


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
