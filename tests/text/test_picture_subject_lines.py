"""A line under a picture that opens with the alt's words and goes on is a sentence about the thing shown, not a
caption repeating the alt (text.pictures `_repeats_alt`): the picture keeps its cue. A line that is the alt's words
alone is the caption, heard once. Each case is titled with the article it comes from, and each loses nothing by the
symbol account."""

from __future__ import annotations

from pathlib import Path

from helpers import said_whole


def test_redq_a_template_named_by_its_picture_then_described(tmp_path: Path) -> None:
    # RedQ's posts/best-react-html-online-shopping-templates.md (s14 dev [20]): '![Trizzy](…)' then the paragraph
    # 'Trizzy is an excellent compromise…' on the next line: the screenshot was silent (taken for a caption)
    body = (
        "## Trizzy - Multi-Purpose eCommerce Shop HTML Template\n\n"
        "![Trizzy](https://d2qklehrvrfpx7.cloudfront.net/blogimages/trizzy.png)\n"
        "Trizzy is an excellent compromise among the conflicting requirements of novelty and function."
    )
    assert said_whole(tmp_path, body, lang="en")[1] == (
        "(Image: Trizzy.) Trizzy is an excellent compromise among the conflicting requirements of novelty and function."
    )
    # the same shape in a Chinese post (written for the test): the product's picture, then a sentence about it
    body = "## 商品介紹\n\n![寶可夢園區](p7.jpg)\n寶可夢園區在樂天世界塔的戶外。"
    assert said_whole(tmp_path, body, lang="zh-Hant")[1].startswith("（圖：寶可夢園區）")


def test_vivainio_a_caption_line_that_is_the_alt_is_heard_once(tmp_path: Path) -> None:
    # vivainio/vivainio-medium-posts md/2018-06-12_14--fourteen--habits-of-Okay-Programmers: Medium's export puts the
    # caption, the alt's words alone, on the line under the picture
    body = "Some intro.\n\n![Mastery is Grind](a.png)\nMastery is Grind\n\nMore text."
    said = said_whole(tmp_path, body, lang="en")
    assert "Mastery is Grind" in " ".join(said)
    assert " ".join(said).count("Mastery is Grind") == 1
