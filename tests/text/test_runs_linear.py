"""text.runs in linear time over a long block of mixed sentences (issue 43, linear time; s17 harden 74d4825b).

`_sentences_whole` puts every piece of a sentence in the article's CJK voice when one of its Latin pieces went whole
to that voice (review s15 text2 M3, 'As Knuth said, "…", and this is why 我们 should measure first.'). It listed
such a sentence's pieces by going through every piece's sentence number once per sentence: quadratic in a block's
lines (100 / 200 such lines: 30,000 / 120,000 numbers handed out on main 7f8df2d9). Now each sentence's pieces are
found in one pass. The s17 attack 'vertical arrows between lines' ('step i / ↓ / CPU ↑ 延迟↓', HIGH on 0b706a17) was
the other cost harden found in the same function's caller, `_pieces`' max() per line, taken out by ce2e72ce; it is
kept here as the second shape. Work is counted (the sentence numbers handed out), never timed."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

import narrate.text.runs as runs
from narrate.text.model import Block, Segment


class _Counted(list[int]):
    """The sentence numbers, counting every number handed out by going through them."""

    handed = 0

    def __iter__(self) -> Iterator[int]:
        for number in super().__iter__():
            _Counted.handed += 1
            yield number


def _knuth(i: int) -> str:
    """Review s15 text2 M3's sentence: English up to a quotation, then the Chinese article's word."""
    return f'As Knuth said in talk {i}, "premature optimization is the root of all evil", and this is why 我们 should measure first.\n'


def _arrows(i: int) -> str:
    """The s17 attack's lines: a Chinese article's steps with vertical arrows between them."""
    return f"step {i}\n↓\nCPU ↑ 延迟↓\n"


def _block(make: Callable[[int], str], lines: int) -> Block:
    """A paragraph of `lines` of `make`'s, one segment a line."""
    text = "".join(make(i) for i in range(lines))
    return Block("paragraph", tuple(Segment(line) for line in text.splitlines(keepends=True)))


def _handed(monkeypatch: pytest.MonkeyPatch, block: Block) -> tuple[int, int]:
    """(sentence numbers handed out by _sentences_whole, sentence numbers it was given) for `block`."""
    whole = runs._sentences_whole
    given: list[int] = []

    def counting(said: Any, languages: Any, sentences: list[int], article_lang: str) -> Any:
        counted = _Counted(sentences)
        given.append(len(counted))
        _Counted.handed = 0
        return whole(said, languages, counted, article_lang)

    monkeypatch.setattr(runs, "_sentences_whole", counting)
    runs.language_runs(block, "zh-hans")
    assert given, "the block went through _sentences_whole"
    return _Counted.handed, given[0]


@pytest.mark.parametrize("make", [_knuth, _arrows], ids=["english-with-a-chinese-word", "vertical-arrows"])
def test_a_mixed_sentences_pieces_are_found_in_one_pass(monkeypatch: pytest.MonkeyPatch, make: Any) -> None:
    """The numbers handed out grow with the block's sentences (a small constant per sentence), not with their
    square (before: every mixed sentence went through all the numbers again — 120,000 for 200 Knuth lines)."""
    for lines in (100, 200, 400):
        handed, sentences = _handed(monkeypatch, _block(make, lines))
        assert sentences >= lines
        assert handed <= 3 * sentences, (lines, handed, sentences)


@pytest.mark.parametrize("make", [_knuth, _arrows], ids=["english-with-a-chinese-word", "vertical-arrows"])
def test_a_long_mixed_block_keeps_its_one_voice(make: Any) -> None:
    """The fast form changes no voice: a Simplified Chinese article's block of these lines is one zh-hans run, as
    before (s15 mixed units: a sentence that mixes in the article's CJK word is read whole by the CJK voice)."""
    block = _block(make, 40)
    assert runs.language_runs(block, "zh-hans") == [(block, "zh-hans")]
