"""Work a line of many short CJK stretches no longer repeats (s15 speed, issue 43 item 8: the s14 attack "CJK and
Latin letters alternating", `中a文b` over a megabyte, was 6.7 CPU s/MB). Counted, not timed:

* each stretch's Chinese script was two OpenCC conversions, the same one-character words asked again and again
  (language.chinese_script): a short run of Han is answered once per process, by its characters and the tie;
* each stretch copied and stripped the whole text before and after it to find the spaces around it
  (sayable._with_marks, and whether it opens the block): the spaces are walked over now.

The answers stay the ones they were (benchmarks/text_identity.py; the reference below is main's formula)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from narrate import build_script, load_config, read_article
from narrate.text import language, sayable


def _conversions(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, body: str) -> int:
    asked = 0
    han_script = language._han_script

    def counting(han: str, tie: str) -> str:
        nonlocal asked
        asked += 1
        return han_script(han, tie)

    monkeypatch.setattr(language, "_han_script", counting)
    language._short_han_script.cache_clear()
    article = tmp_path / "mixed.md"
    article.write_text(f"---\ntitle: Mixed\nlang: en\n---\n\nA first paragraph.\n\n{body}\n", encoding="utf-8")
    assert build_script(read_article(article), load_config()).chunks
    return asked


def test_a_line_of_alternating_stretches_asks_each_word_once(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # main: one pair of conversions per stretch, 2 per `中a文b` (400 here); now one per distinct word and tie
    assert _conversions(monkeypatch, tmp_path, "中a文b" * 200) <= 4


def test_long_han_is_not_remembered(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """A run past a word's length is converted each time (the table keeps short keys only)."""
    assert language._SHORT_HAN < len("漢字" * 20)
    assert language.chinese_script("漢字" * 20) == language._han_script("漢字" * 20, "zh-hant")
    assert language._short_han_script.cache_info().currsize <= 4096


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("这个", "zh-hans"),  # Simplified only
        ("這個", "zh-hant"),
        ("中文", "zh-hant"),  # shared characters: the tie
    ],
)
def test_a_remembered_answer_is_the_conversions_own(text: str, expected: str) -> None:
    language._short_han_script.cache_clear()
    assert language.chinese_script(text) == expected
    assert language.chinese_script(text) == expected  # from the table
    assert language.chinese_script("中文", tie="zh-hans") == "zh-hans"  # the tie is part of the key


def _with_marks_as_on_main(text: str, start: int, end: int) -> tuple[int, int]:
    before = len(text[:start].rstrip())
    after = len(text) - len(text[end:].lstrip())
    if before and after < len(text) and sayable._CLOSING.get(text[before - 1]) == text[after]:
        return before - 1, after + 1
    return start, end


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet="(（「“ )）」”\u3000\t\n中a", max_size=12), st.data())
def test_the_marks_around_a_stretch_are_found_as_before(text: str, data: st.DataObject) -> None:
    start = data.draw(st.integers(0, len(text)))
    end = data.draw(st.integers(start, len(text)))
    assert sayable._with_marks(text, start, end) == _with_marks_as_on_main(text, start, end)
