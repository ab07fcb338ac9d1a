"""A picture alone on its own source line inside a paragraph, and a picture's title (the lead's s21 ruling 4b, #38).

A picture alone on its line between the paragraph's sentences (soft breaks before and after it) shows as a block of
its own: it is owed its cue wherever it stands below the body's first words, with its description; a picture inside a
line of words keeps the pointing rule. A picture's title is its description where its alt is none (empty, a file's
name, a placeholder)."""

from __future__ import annotations

from pathlib import Path

from helpers import said_whole


def test_qian403_picoctf_easy_screenshots_between_the_steps_lines(tmp_path: Path) -> None:
    # qian403/blog src/content/posts/PicoCTF_easy/index.md (s21 held-out [28]): each screenshot alone on its line
    # between the steps, no pointing word; all four were silent
    body = (
        "開始。\n\n"
        "檢查Cookies看看裡面有沒有東西，啥都沒有\n"
        "![cXhhshj.png](https://i.imgur.com/cXhhshj.png)\n"
        "我們可以嘗試登入一下，哎呀看起來有問題\n"
        "![image](https://i.imgur.com/xc9JLcK.png)\n"
        "得到答案啦!\n"
        "![image](https://i.imgur.com/CuDY1CK.png)"
    )
    # (the last one, closing the paragraph, is owed its cue too, after the paragraph: ruling 4b, widened in s22)
    assert said_whole(tmp_path, body, lang="zh-Hant")[1:] == [
        "檢查 Cookies 看看裡面有沒有東西，啥都沒有（此處有一張圖）我們可以嘗試登入一下，哎呀看起來有問題（此處有一張圖）"
        "得到答案啦!",
        "（此處有一張圖）",
    ]


def test_korean_screenshot_on_its_line_above_the_sentence(tmp_path: Path) -> None:
    # the shape of by-su/by-su.github.io _posts/infra Route53 (s21 dev [7][8]): a screenshot alone on its line above
    # the sentence it goes with, in the middle of the post; the Korean written for the test
    body = "도메인을 준비합니다.\n\n![image](https://example.com/a.png)\n레코드가 생성되어 있습니다."
    assert said_whole(tmp_path, body, lang="ko") == [
        "도메인을 준비합니다.",
        "(여기에 그림이 있습니다.) 레코드가 생성되어 있습니다.",
    ]


def test_japanese_described_picture_on_its_line_says_its_alt(tmp_path: Path) -> None:
    # the shape of snyt45/blog content/post vim-fzf-ripgrep (s21 dev [37]): the sentence, then the demo on its own
    # line inside the same paragraph; with a description, the cue says it (the Japanese written for the test)
    body = "デモです。\n\nコマンド履歴で検索しているところ\n![履歴検索のデモ](fzf-c-r.gif)\n次に進みます。"
    assert said_whole(tmp_path, body, lang="ja")[1] == (
        "コマンド履歴で検索しているところ（図：履歴検索のデモ）次に進みます。"
    )


def test_near_miss_a_picture_inside_a_line_of_words_keeps_the_pointing_rule(tmp_path: Path) -> None:
    # a picture sharing its line with words is no block on the page: said only where the words point at it
    body = "Intro.\n\nThe result is shown ![image](a.png) and then we move on.\nNext line here."
    assert "image" not in " ".join(said_whole(tmp_path, body, lang="en")).lower()


def test_near_miss_a_badge_on_its_own_line_stays_silent(tmp_path: Path) -> None:
    # a shield alone on its line inside a README's paragraph is decoration: no cue
    body = "Intro.\n\nEverything in this project works as it should, and the tests pass.\n![ci](https://img.shields.io/badge/ci-passing-green.svg)\nUse it."
    assert (
        said_whole(tmp_path, body, lang="en")[1]
        == "Everything in this project works as it should, and the tests pass. Use it."
    )


def test_near_miss_a_cover_on_the_first_line_of_the_first_paragraph(tmp_path: Path) -> None:
    # a picture above the body's first words is its cover (ruling 2's one exception)
    body = "![image](cover.png)\nWelcome to my blog."
    assert said_whole(tmp_path, body, lang="en") == ["Welcome to my blog."]


def test_pyaethu_aung_blowfish_title_is_the_caption(tmp_path: Path) -> None:
    # pyaethu-aung/pyaethu-aung.github.io content/posts/2024110701/index.en.md (s21 held-out [32][36]): a placeholder
    # alt "alt text" and the title Blowfish shows as the figure's caption; the cue said only the bare picture
    body = (
        "Open the site.\n\n"
        '![alt text](001.png "Home page after initial set up")\n\n'
        "Then change `languages.en.toml`.\n\n"
        '![alt text](002.png "Home page after changing `languages.en.toml`")\n\n'
        "Done."
    )
    said = said_whole(tmp_path, body, lang="en")
    assert said[1] == "(Image: Home page after initial set up.)"
    assert said[3] == "(Image: Home page after changing languages.en.toml.)"


def test_title_in_chinese_with_a_file_name_alt_and_near_miss_a_described_alt(tmp_path: Path) -> None:
    # the title shape in Chinese (written for the test): a file-name alt gives way to the title; a described alt is
    # kept over its title (near miss)
    body = '開始。\n\n![a1b2.png](a1b2.png "登入頁面")\n\n中間。\n\n![登入按鈕](b.png "截圖二")\n\n結束。'
    said = said_whole(tmp_path, body, lang="zh-Hant")
    assert said[1] == "（圖：登入頁面）"
    assert said[3] == "（圖：登入按鈕）"
