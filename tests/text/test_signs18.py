"""Signs (issue 38, s18 dev chiyuki0325): an emoji that is all its brackets hold is what they say, and an arrow shown
as an emoji (its presentation selector U+FE0F) is an emoji like its siblings."""

from __future__ import annotations

from pathlib import Path

from helpers import said_whole


def test_an_emoji_alone_in_brackets_is_said_chiyuki0325_hackergame_2023(tmp_path: Path) -> None:
    # chiyuki0325/blog source/_posts/hackergame-2023.md: the ❌ is the line's verdict (this code was not triggered);
    # dropped as a flourish, '…Too Large（）& 413…'
    said = said_whole(
        tmp_path, "**431 Request Header Fields Too Large**（❌） & **413 Content Too Large**", lang="zh-hans"
    )
    assert said == ["431 Request Header Fields Too Large（叉号）& 413 Content Too Large"]


def test_an_emoji_alone_in_brackets_in_english_and_japanese(tmp_path: Path) -> None:
    # Shapes of our own: a build's state in round brackets; a verdict in Japanese corner brackets.
    assert "(" in said_whole(tmp_path, "The nightly build (✅) and the release build (❌).", lang="en")[0]
    assert "()" not in said_whole(tmp_path, "The nightly build (✅) and the release build (❌).", lang="en")[0]
    said = said_whole(tmp_path, "結果は「⭕」でした。", lang="ja")[0]
    assert "「」" not in said and said.startswith("結果は「")


def test_an_emoji_beside_words_in_brackets_stays_a_flourish(tmp_path: Path) -> None:
    # (a near miss: the brackets hold words; the emoji beside them says nothing)
    assert said_whole(tmp_path, "这个方法很好用（真的🎉）。", lang="zh-hans") == ["这个方法很好用（真的）。"]


def test_a_heading_arrow_shown_as_an_emoji_is_silent_like_its_siblings_chiyuki0325(tmp_path: Path) -> None:
    # chiyuki0325/blog source/_posts/my-2025-midpoint-summary.md: '### ↩️ 方向和反方向' among '### 😔 …', '### 🔖 …'
    said = said_whole(tmp_path, "\n### 😔 幻想与现实的落差\n\n正文。\n\n### ↩️ 方向和反方向\n\n正文。", lang="zh-hans")
    assert said == ["幻想与现实的落差", "正文。", "方向和反方向", "正文。"]


def test_an_emoji_arrow_in_a_word_s_place_is_named(tmp_path: Path) -> None:
    # Shapes of our own: the key a sentence names by its sign (zh, en) — dropped as a decoration it left '按下键换行';
    # a letterlike sign shown as an emoji opening a heading, silent as a heading's emoji is.
    assert "箭头键" in said_whole(tmp_path, "按下 ↩️ 键换行。", lang="zh-hans")[0]
    assert "arrow curving left key" in said_whole(tmp_path, "Press the ↩️ key to go on.", lang="en")[0]
    assert said_whole(tmp_path, "## ℹ️ Notes\n\nSome notes.", lang="en") == ["Notes", "Some notes."]
