"""A slash between ordinary English words is a choice (the lead's s16 ruling), by pyspellchecker's word list: names,
MIME types, command lines and rates keep their slash (text.english_choices)."""

from __future__ import annotations

import pytest

from narrate.text.english_choices import english_choice, fixed_pair


@pytest.mark.parametrize(
    ("parts", "sentence"),
    [
        # s15 held-out eonist Github-collaboration [93][94][143], startup-is-like-playing-chess [26]
        (("feature", "enhancement"), "a feature/enhancement request"),
        (("added", "edited"), "who added/edited what"),
        (("weeks", "months"), "weeks/months of effort"),
        (("users", "revenue", "growth"), "users/revenue/growth"),
        # s16 dev lrh21g position.md [34]: English words in a Chinese sentence
        (("left", "top", "right", "bottom"), "left/top/right/bottom 属性"),
        (("Weeks", "months"), "Weeks/months later"),  # capitalised at a sentence's start
        # s17 held-out C-Sinclair debugging-tailwinds-lsp [16]: a regular ending of a common word (lint + ing)
        (("servers", "linting", "tooling"), "language servers/linting tooling/basically any binary"),
        # s17 dev aceofgreens marching_cubes [31], wild_atlantic_way [10][57]: a British spelling, long rare words
        (("colours", "shades"), "interpolate colours/shades in between"),
        (("unionists", "loyalists"), "Irish unionists/loyalists"),
        (("contemplative", "somber"), "in a contemplative/somber kind of way"),
        # shapes of our own, in CJK sentences
        (("linting", "formatting"), "CI で linting/formatting を回す"),
        (("caching", "batching"), "배포 전에 caching/batching 설정을 확인"),
        (("honours", "awards"), "他得過的 honours/awards 不少"),
    ],
)
def test_ordinary_english_words_at_a_slash_are_a_choice(parts: tuple[str, ...], sentence: str) -> None:
    assert english_choice(parts, sentence)


@pytest.mark.parametrize(
    ("parts", "sentence"),
    [
        (("text", "html"), "Content-Type: text/html"),  # a MIME type
        (("encoding", "json"), "import encoding/json"),  # a package: a word the list rarely sees
        (("nvm", "nvm"), "nvm/nvm"),
        (("apple", "swift"), "the apple/swift repository"),  # a sentence about repositories
        (("assets", "images"), "copy it into the assets/images folder"),
        (("origin", "master"), "git reset --hard origin/master"),  # a command line
        (("degrees", "sec"), "angular velocity (degrees/sec)"),  # a rate
        (("lib", "bin"), "lib/bin"),
        # near misses of the longer-word rule: a short rare word, a name no list holds, a name beside a long word
        (("hostname", "pid"), "미실행 Task의 hostname/pid가 NULL로 남는다"),
        (("encoding", "protobuf"), "import encoding/protobuf"),
        (("src", "components"), "src/components"),
        # review s16 text1 M1: a fixed pair names one construct (eonist advance-json-parsing-pt2 [105], schochastics
        # 2024-02-27_chronos, Bai-Yingjie profiling notes)
        (("try", "catch"), "Swift's try/catch behavior"),
        (("date", "time"), "a fast general purpose date/time converter"),
        (("Input", "output"), "EIO (Input/output error)"),
        (("key", "value"), "each key/value pair"),
        # review s16 text1 L4: "report", "director", パスワード are no repository, directory or path
    ],
)
def test_names_and_rates_at_a_slash_are_no_choice(parts: tuple[str, ...], sentence: str) -> None:
    assert not english_choice(parts, sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The weekly report lists users/revenue/growth for us.",
        "The director picked feature/enhancement work.",
        "パスワードはweeks/monthsごとに変える",
    ],
)
def test_a_word_that_only_begins_like_a_place_makes_no_sentence_of_places(sentence: str) -> None:
    # (review s16 text1 L4: "report" matched "repo", "director" a directory, パスワード a path)
    assert english_choice(("feature", "enhancement"), sentence)


def test_a_fixed_pair_is_one_construct_and_two_values_are_a_choice() -> None:
    assert fixed_pair(("Input", "output")) and fixed_pair(("pub", "sub"))
    assert not fixed_pair(("true", "false")) and not fixed_pair(("feature", "enhancement"))
    assert not fixed_pair(("value", "key"))  # (written in its own order only)
