"""Emoji short codes by their shape and place (issue 38 item 1, session 11): a code standing apart is what the page
shows, a run of codes is a row of icons however many of its names a table knows, and what only looks like a code
(a clock, a slice, a Rust path, a CSS pseudo-element, a POSIX class, SQLite's `:memory:`) stays words. Each case is
titled with the article it comes from; each loses nothing by the symbol account."""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import said_whole
from narrate.text.emoji_codes import emoji_codes


def test_torifukukaiou_a_row_of_slack_and_qiita_codes_is_icons(tmp_path: Path) -> None:
    # TORIFUKUKaiou/qiita_articles public/20251227-Day 11 ReactorをElixirで解くことを楽しむ.md: a Slack/Qiita team's
    # own pictures (`:xmas-wreath1:`, `:xmas-tree:`) in a row with known ones and skin tones; no table knows them
    body = (
        "2024年12月26日から首を長くして楽しみにしておりました。\n"
        ":xmas-wreath1::santa::santa_tone1::santa_tone2::santa_tone3::santa_tone4::santa_tone5: :xmas-tree::xmas-wreath2:"
    )
    assert said_whole(tmp_path, body, lang="ja") == ["2024年12月26日から首を長くして楽しみにしておりました。"]
    # 20211215-Nerves meets SORACOM Harvest.md: Slack's short name of 🤗 (gemoji's `:hugging_face:`), three times
    assert said_whole(tmp_path, "できちゃいました:hugging::hugging::hugging:", lang="ja") == ["できちゃいました"]


def test_torifukukaiou_a_row_after_a_word_is_the_word_then_icons(tmp_path: Path) -> None:
    # TORIFUKUKaiou/qiita_articles public/20211106-file.NET Tutorial - Hello World in 5 minutes から取り組みはじめて
    # みました.md: "Let's get started :rocket::rocket::rocket:" and "再びRun:rocket::rocket::rocket:してみましょう"
    # (a row touching the word before it; the first code was kept raw when only a lone code could follow a letter)
    assert said_whole(tmp_path, "Let's get started :rocket::rocket::rocket:", lang="en") == ["Let's get started"]
    said = said_whole(tmp_path, "編集をして保存をしたら再びRun:rocket::rocket::rocket:してみましょう。", lang="ja")
    assert said == ["編集をして保存をしたら再び Run してみましょう。"]


def test_wangtunan_a_row_of_known_codes_in_chinese(tmp_path: Path) -> None:
    # wangtunan/blog docs/vuepress/README.md (VuePress renders emoji codes): a row closing a paragraph
    body = "以上配置完毕后，务必重新启动一下服务器，再查看效果，会有惊喜哦。:heart::heart::heart:"
    assert said_whole(tmp_path, body, lang="zh-Hans") == [
        "以上配置完毕后，务必重新启动一下服务器，再查看效果，会有惊喜哦。"
    ]


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        # TORIFUKUKaiou/qiita_articles: Slack's names gemoji spells otherwise (`:flag-cn:` is `:cn:`, 🇨🇳;
        # `:money_mouth:` is `:money_mouth_face:`)
        ("ありがとナイス:flag_cn:です", "ありがとナイス\U0001f1e8\U0001f1f3です"),
        ("気持ち悪くなりますね:money_mouth:）", "気持ち悪くなりますね\U0001f911）"),
        (":100: :+1:", "\U0001f4af \U0001f44d"),
        # what only looks like a code stays as written
        ("at 10:30:45, a:b:c", "at 10:30:45, a:b:c"),  # a clock, a name with colons
        ("use std::collections::HashMap", "use std::collections::HashMap"),  # sugyan/zenn-content books/…day05.md
        (":root::view-transition-old(root)", ":root::view-transition-old(root)"),  # sveltejs svelte.dev blog 2023-08-31
        ("tr '[:upper:]' '[:lower:]'", "tr '[:upper:]' '[:lower:]'"),  # TORIFUKUKaiou CircleCI notes: POSIX classes
        ("sqlite-utils :memory: 'select 3 * 5'", "sqlite-utils :memory: 'select 3 * 5'"),  # simonw/til homebrew/…
        ("fe80::1:2 and [1:2:3]", "fe80::1:2 and [1:2:3]"),  # IPv6, a slice
        ("|:--:|:--:|", "|:--:|:--:|"),  # a table's alignment row
        ("TLS :client: In state", "TLS :client: In state"),  # one unknown name alone: no evidence of a picture
        ("Run:rocket:", "Run:rocket:"),  # one code glued to a word is the word's (`a:b:`)
    ],
)
def test_what_is_a_code_and_what_is_not(text: str, shown: str) -> None:
    assert emoji_codes(text) == shown
