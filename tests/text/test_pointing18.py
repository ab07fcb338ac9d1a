"""A figure named by its number opening a clause points at the picture above (issue 38, s18 dev chiyuki0325 pokemon
-emerald-piracy-translations: '图一的原文为…' read picture one of a Stellar `{% split %}` pair, both silent)."""

from __future__ import annotations

from pathlib import Path

from helpers import said_whole

_PAIR = (
    "来到「卡依市」，就会看到一个卖药的人。\n\n{%split style:block%}\n\n<!-- cell left -->\n\n"
    "{%image https://imgsrc.chyk.ink/c8ea.webp %}\n\n<!-- cell right -->\n\n{%image https://imgsrc.chyk.ink/55e7.webp %}"
    "\n\n{%endsplit%}\n\n"
)


def test_figure_one_points_back_at_a_split_pair_chiyuki0325_pokemon(tmp_path: Path) -> None:
    said = said_whole(tmp_path, _PAIR + "图一的原文为「伏」，可能是译者看错了导致的。", lang="zh-hans")
    assert said[1] == "（此处有两张图）"  # (a run of two pictures: one album cue that counts them)


def test_figure_two_in_traditional_chinese(tmp_path: Path) -> None:
    # A shape of our own (zh-Hant): a figure named by its digit.
    said = said_whole(tmp_path, "第二次執行：\n\n![](https://x.com/b.png)\n\n圖2是第二次的結果。", lang="zh-hant")
    assert "（此處有一張圖）" in said[0] or said[1] == "（此處有一張圖）"


def test_a_word_ending_in_the_figure_character_points_at_nothing(tmp_path: Path) -> None:
    # (a near miss: 地图 'map' then 一样 'alike' is no figure one — the picture, alone on the paragraph's last line,
    # is owed its bare cue for that (ruling 4b, widened in s22), once, after the paragraph)
    said = said_whole(
        tmp_path, "她看着窗外。\n![](https://x.com/a.png)\n\n地图一样的东西，我试图理解。", lang="zh-hans"
    )
    assert said == ["她看着窗外。", "（此处有一张图）", "地图一样的东西，我试图理解。"]


def test_a_picture_closing_a_paragraph_is_cued_when_the_next_points_back_peienwu_birthday(tmp_path: Path) -> None:
    # peienwu/peienwu_blog source/_posts/birthday.md lines 37-40: the chart on the paragraph's last line, then
    # '上圖繪製程式碼：' (the code that drew the picture above); silent before
    said = said_whole(
        tmp_path,
        "有了以上兩個關係式，就可以進行圖表的繪製。可以看出來兩種理解方式會造成機率有很大的差別！\n"
        "![](https://i.imgur.com/NcIRKE7.png)\n\n上圖繪製程式碼：",
        lang="zh-hant",
    )
    assert said[1:] == ["（此處有一張圖）", "上圖繪製程式碼："]


def test_a_picture_closing_a_paragraph_in_japanese_and_english(tmp_path: Path) -> None:
    # Shapes of our own: the next paragraph names the photo above (ja); one where it does not (en) is owed the cue
    # all the same (ruling 4b, widened in s22: it was silent); a picture inside a line of words keeps the pointing
    # rule (the near miss: a picture at the end of a line of words is no block of its own).
    said = said_whole(
        tmp_path,
        "今日は海に行った。とても楽しかった！\n![](https://x.com/a.png)\n\n上の写真は夕方の海です。",
        lang="ja",
    )
    assert said == ["今日は海に行った。とても楽しかった！", "（ここに図があります）", "上の写真は夕方の海です。"]
    said = said_whole(
        tmp_path, "We went hiking. It was great!\n![](https://x.com/b.png)\n\nNext week we go again.", lang="en"
    )
    assert said == ["We went hiking. It was great!", "(An image is shown here.)", "Next week we go again."]
    said = said_whole(tmp_path, "We went hiking. It was great! ![](https://x.com/b.png)\n\nNext week again.", lang="en")
    assert "(An image is shown here.)" not in said and said[-1] == "Next week again."
