"""A sibling that is a sentence keeps its own language's voice (review s14 text2 M1; the lead's ruling of session 14).

c02b514 made siblings (headings of one level under one parent, the items of one list) take the voice the majority of
them would get; a full sentence was to be decided alone, but short questions ("What's Nerves?"), exclamations
("Yes! Yes! Yes!") and imperatives ("Never force push to the main branch") had too little evidence to be taken for
sentences and were outvoted into the CJK voice as if they were title phrases. Only terms and title phrases follow
their siblings; and one list is never heard in two voices because one item scored a sentence and its sibling did not.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import post_script


def _voices(tmp_path: Path, body: str, lang: str) -> dict[str, str]:
    script = post_script(tmp_path, body, lang)
    return {chunk.text: chunk.lang for chunk in script.chunks[1:-1]}


# TORIFUKUKaiou/qiita_articles public/20211116-Elixir meets SORACOM (20211206).md, its H1 headings (lines 25, 38,
# 48, 66, 74, 393, 683; 306, 457, 610 left out), each with a line of its section, trimmed
SORACOM = """# はじめに

ElixirでSORACOMを楽しみます。

# サマリ

やったことをまとめます。

# What's [Elixir](https://elixir-lang.org/)?

Elixirは関数型言語です。

# What's [Nerves](https://www.nerves-project.org/)?

NervesはIoTのフレームワークです。

# [Elixir](https://elixir-lang.org/) meets [SORACOM](https://soracom.jp/)

ここから本題です。

# [Nerves](https://www.nerves-project.org/)はじめてみる

Nervesを動かします。

# 追記

以上です。
"""

# TORIFUKUKaiou/qiita_articles public/20201227-nerves-4 digit serial#.local (ElixirNerves).md lines 97-101
YES = """- シリアル番号の下4桁で合っていますですかね
    - ちょっと自信がありませんが、自信のある方が正してくださるでしょう
    - Yes! Yes! Yes!
    - 先生から回答をコメントでいただきました!
    - ありがとうございます！
"""


def test_a_short_question_heading_keeps_english_among_japanese_headings(tmp_path: Path) -> None:
    voices = _voices(tmp_path, SORACOM, "ja")
    assert voices["What's Elixir?"] == "en"
    assert voices["What's Nerves?"] == "en"
    # control: names alone ('Elixir meets SORACOM', a term) follow the majority, the Japanese siblings
    assert voices["Elixir meets SORACOM"] == "ja"


def test_an_exclamation_item_keeps_english_among_japanese_items(tmp_path: Path) -> None:
    assert _voices(tmp_path, YES, "ja")["Yes! Yes! Yes!"] == "en"


# constructed (review s14 text2 repro v2.md, zh-hans): one list, Chinese steps and two English rules
RULES_ZH = """注意事项：

- 先备份数据
- 再升级系统
- 最后重启
- Always run the tests before you push
- Never force push to the main branch
"""

# constructed (review s14 text2 repro v3.md, ko): a checklist and a numbered list with an English step
RULES_KO = """체크리스트:

- 코드 리뷰
- 테스트 실행
- 배포 준비
- Update the changelog before each release
- Make sure the build passes on CI
"""


@pytest.mark.parametrize(
    ("body", "lang", "sentences"),
    [
        (RULES_ZH, "zh-hans", ["Always run the tests before you push", "Never force push to the main branch"]),
        (RULES_KO, "ko", ["Update the changelog before each release", "Make sure the build passes on CI"]),
    ],
)
def test_imperative_items_keep_english_one_list_one_voice(
    tmp_path: Path, body: str, lang: str, sentences: list[str]
) -> None:
    voices = _voices(tmp_path, body, lang)
    assert [voices[text] for text in sentences] == ["en", "en"]


def test_a_phrase_beside_a_sentence_follows_it_never_two_voices(tmp_path: Path) -> None:
    body = "注意事项：\n\n- 先备份数据\n- 再升级系统\n- 最后重启\n- Never force push to the main branch\n- Code review of the whole change\n"
    voices = _voices(tmp_path, body, "zh-hans")
    assert voices["Never force push to the main branch"] == voices["Code review of the whole change"] == "en"


@pytest.mark.parametrize(
    ("body", "lang", "text"),
    [
        # title phrases among CJK siblings follow their majority (the ruling): no sentence among them
        (
            "## 安装\n\n正文。\n\n## Getting Started with the Command Line\n\n正文。\n\n## 配置\n\n正文。\n",
            "zh-hans",
            "Getting Started with the Command Line",
        ),
        (
            "- 安装依赖\n- 配置环境\n- 启动服务\n- Introduction to the Theory of Computation\n",
            "zh-hans",
            "Introduction to the Theory of Computation",
        ),
        # a term stays the article's even beside a sentence
        ("- 先备份数据\n- 再升级系统\n- 最后重启\n- Never force push to the main branch\n- git\n", "zh-hans", "git"),
    ],
)
def test_title_phrases_and_terms_still_follow_their_cjk_siblings(
    tmp_path: Path, body: str, lang: str, text: str
) -> None:
    assert _voices(tmp_path, body, lang)[text] == lang
