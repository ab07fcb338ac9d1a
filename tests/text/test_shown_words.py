"""Words a formula only shows — large, coloured or in a text font — are said as the prose they are (text.mathspeech
`_shown_words`): read as mathematics they were the formula cue ("（数式）") or letters one by one.

Sources: the s11 dev reading (benchmarks/round4_readings_s11_dev.tsv, BOARD.md) of TORIFUKUKaiou/qiita_articles
(public/20231115-闘魂Elixir ── Slack上で….md [1][2][22], 20220128-…「Phoenix」の読み方.md [7][10][32][52],
20221226-闘魂Elixir ── Advent of Code 2022 (Day 1 …).md [1][37][44]); tried on the 301 distinct `$\\huge…$`,
`$\\color…$` formulas of that repository (294 said as words; 7 cued, each holding a sign: `AI = …`, `2021/02/25`,
`\\o/`, an empty one, emoji alone) and on zh-Hans notes found by the code index (`$\\color{red}{注意…}$`, a
common way to show a warning in red).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import body_said, post_script
from narrate.text.mathspeech import _shown_words, read_tex


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # TORIFUKUKaiou 闘魂Elixir [1]
        (
            "$\\huge{元氣ですかーーーーッ！！！}$\n$\\huge{元氣があればなんでもできる！}$",
            "ja",
            "元氣ですかーーーーッ！！！元氣があればなんでもできる！",
        ),
        # TORIFUKUKaiou 「Phoenix」の読み方 [10]: the pronunciation the article is about
        ("$\\huge{フィニック(ス)}$ と私には聞こえています。", "ja", "フィニック(ス) と私には聞こえています。"),
        # TORIFUKUKaiou (the same idiom in English words; the spaces the TeX parse drops kept)
        ("$\\huge{All\\ your\\ codebase\\ are\\ belong\\ to\\ us.}$", "en", "All your codebase are belong to us."),
        ("$\\huge{I　use　Elixir.}$", "en", "I use Elixir."),
        # zh-Hans JVM class-loader notes (code index, find_string '$\\color{red}{注意', file 2834027675)
        (
            "- $\\color{red}{应用程序中的类加载器默认是系统类加载器。}$",
            "zh-hans",
            "应用程序中的类加载器默认是系统类加载器。",
        ),
        # zh-Hans Vue notes (code index, find_string '$\\color{red}{注意', file 24908395654)
        ("$\\color{red}{注意}$：插值表达式不能写在html标签中", "zh-hans", "注意：插值表达式不能写在 html 标签中"),
    ],
)
def test_words_shown_large_or_coloured_are_said_as_prose(tmp_path: Path, body: str, lang: str, said: str) -> None:
    script = post_script(tmp_path, body, lang)
    assert body_said(script) == [said]
    assert not script.lost


@pytest.mark.parametrize(
    "tex",
    [
        "\\huge{AI = アントニオ猪木！！！}",  # a sign of mathematics inside: the formula is read (here cued) as one
        "\\huge{2021/02/25(木) 19:00〜}",
        "\\color{red}{x^2}",
        "\\huge{ab}^2",
    ],
)
def test_a_shown_formula_holding_mathematics_is_no_prose(tex: str) -> None:
    assert _shown_words(tex) == ""


def test_a_size_alone_is_silent_in_a_formula() -> None:
    assert read_tex("\\huge x^2", "en").said == read_tex("x^2", "en").said


@pytest.mark.parametrize(
    ("body", "lang"),
    [
        # found by tests/text/test_fuzz_markdown.py on main 9fa1a0d: a display formula in a quote in an item
        ("GPU\n\n  - x\n  > $$\n  > [[㐀\n  > $$", "zh-hant"),
        ("本文\n\n> $$\n> 日本[[語]]\n> $$", "ja"),  # a wikilink's brackets in the formula's text
        ("본문\n\n$$\n한국어](x) `y`\n$$", "ko"),  # a link's '](' and a code span's backtick
    ],
)
def test_markup_in_a_formulas_text_is_never_said_raw(tmp_path: Path, body: str, lang: str) -> None:
    """CJK text in a formula is said as words only when it holds no markup ('[[', ']]', '](', '`'): else the formula
    is read as one (its brackets said one by one) or cued."""
    for chunk in post_script(tmp_path, body, lang).chunks:
        assert not any(mark in chunk.text for mark in ("[[", "]]", "](", "`")), chunk.text
