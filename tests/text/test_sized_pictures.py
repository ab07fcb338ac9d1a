"""A picture with its size after its address, HackMD's (markdown-it-imsize) `![](url =400x)` (issue 38, s18 dev
peienwu birthday): CommonMark reads no picture there, the notes' editor and the sites they go to show one."""

from __future__ import annotations

from pathlib import Path

from helpers import said_whole


def test_a_sized_picture_after_a_colon_is_cued_peienwu_birthday(tmp_path: Path) -> None:
    # peienwu/peienwu_blog source/_posts/birthday.md lines 279-280 and 314-315: the answer, then the proofs, as pictures
    said = said_whole(tmp_path, "解答點此：\n![](<https://i.imgur.com/FxwNYkb.png> =400x)", lang="zh-hant")
    assert said == ["解答點此：（此處有一張圖）"]
    said = said_whole(tmp_path, "一些數學證明：\n\n![](<https://i.imgur.com/eKXfAI7.jpg> =400x)", lang="zh-hant")
    assert said == ["一些數學證明：", "（此處有一張圖）"]


def test_a_sized_picture_with_an_alt_in_japanese_and_english(tmp_path: Path) -> None:
    # Shapes of our own: width and height, an alt (said as the picture's words); a height alone.
    said = said_whole(tmp_path, "結果は次の通り：\n\n![実行結果](https://example.com/a.png =300x200)", lang="ja")
    assert said[0] == "結果は次の通り：" and "実行結果" in said[1]
    said = said_whole(tmp_path, "The chart:\n\n![Monthly sales](https://example.com/b.png =x200)", lang="en")
    assert said[0] == "The chart:" and "Monthly sales" in said[1]


def test_an_equals_sign_that_is_no_size_is_no_picture(tmp_path: Path) -> None:
    # (a near miss: '=big' is no size; the text is left as CommonMark reads it, no picture cue)
    said = said_whole(tmp_path, "Try this: ![](a.png =big) in your notes.", lang="en")
    assert not any("picture" in s.lower() or "image" in s.lower() for s in said)
