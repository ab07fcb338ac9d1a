"""Hexo themes' tag plugins are not all silent shortcodes (issue 38, s18 dev chiyuki0325, a Stellaris blog): what a
tag shows is read from its arguments and the theme's tags (Stellar's scripts/tags, which Stellaris forks) — words a
tag shows inside a sentence are said there, a card names what it shows (a repository), a video's card is a video."""

from __future__ import annotations

from pathlib import Path

from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.script import build_script


def _said(tmp_path: Path, body: str, *, lang: str = "zh-hans") -> list[str]:
    path = tmp_path / "post.md"
    path.write_text(f"---\ntitle: T\nlang: {lang}\n---\n\n{body}\n", encoding="utf-8")
    return [c.text for c in build_script(read_article(path), load_config()).chunks[1:-1]]


def test_psw_words_are_part_of_the_sentence_chiyuki0325_midpoint_summary(tmp_path: Path) -> None:
    # chiyuki0325/blog source/_posts/my-2025-midpoint-summary.md: heard '可以而报名学习'
    said = _said(tmp_path, "题材无所不包，可以  {%psw 为了学分 %} 而报名学习。然而在这里，我又踩了一个大坑。")
    assert said == ["题材无所不包，可以为了学分而报名学习。然而在这里，我又踩了一个大坑。"]


def test_stellar_inline_tags_in_a_japanese_sentence(tmp_path: Path) -> None:
    # A shape of our own (ja): a highlight with its colour option, a hidden word.
    said = _said(tmp_path, "これは {% mark 大事な点 color:red %} です。答えは {% psw 四十二 %} でした。", lang="ja")
    assert said == ["これは大事な点です。答えは四十二でした。"]


def test_a_tag_of_options_only_says_nothing(tmp_path: Path) -> None:
    # (a near miss: `color:red` is an option, no word the page shows)
    said = _said(tmp_path, "This is {% mark color:red %} fine.", lang="en")
    assert said == ["This is fine."]


def test_a_repository_card_names_its_repository_chiyuki0325_exagear(tmp_path: Path) -> None:
    # chiyuki0325/blog source/_posts/using-terminal-and-winetricks-in-exagear-ed.md: the card of the tool to download
    said = _said(
        tmp_path,
        "首先我们需要下载这个终端模拟器。\n\n下载地址：\n\n{% ghcard akbarri/ExaTermV2 %}\n\n接下来开始教程吧！",
    )
    assert said == ["首先我们需要下载这个终端模拟器。", "下载地址：", "GitHub ExaTermV2", "接下来开始教程吧！"]


def test_an_account_card_and_a_link_card_in_japanese(tmp_path: Path) -> None:
    # Shapes of our own (ja): an account's card; a card by its address still says its site (near miss: unchanged).
    said = _said(
        tmp_path,
        "作者はこちら：\n\n{% ghcard xaoxuu theme:dark %}\n\nリポジトリ：\n\n{% linkcard https://github.com/a/b %}",
        lang="ja",
    )
    assert said == ["作者はこちら：", "GitHub xaoxuu", "リポジトリ：", "github.com"]


def test_a_post_card_by_its_slug_says_nothing(tmp_path: Path) -> None:
    # (a near miss: a slug is no name the card shows)
    said = _said(tmp_path, "See also:\n\n{% postcard my-old-post %}\n\nThe end.", lang="en")
    assert said == ["See also:", "The end."]


def test_a_video_card_by_its_id_is_a_video_chiyuki0325_hackergame_2023(tmp_path: Path) -> None:
    # chiyuki0325/blog source/_posts/hackergame-2023.md: '我刷到了这条视频 ...' then the Bilibili card, silent
    said = _said(tmp_path, "突然，我刷到了这条视频 ...\n\n{%bilicard av698750249 %}\n\n原来这竟然是一个漏洞。")
    assert said[1] == "（此处有一段视频）"
    said = _said(tmp_path, "この動画を見てください。\n\n{% bilicard BV1qM411s7QM%}\n\n面白いです。", lang="ja")
    assert len(said) == 3 and said[0] == "この動画を見てください。" and said[2] == "面白いです。"
