"""A plus glued before letters in code (`+short`, `+noall +answer`) is no sign of a number: said by its name (加號,
plus, プラス, 플러스), never "positive" (正). A plus before a number, or before a value code signs (`+Infinity`),
keeps its sign's word.

Tested on the line that taught it (s21 held-out qian403 dig-guide) and on shapes written for it from other tools
and languages, with near misses the rule must leave alone.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import said_whole


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # qian403 src/content/posts/dig-guide.md (s21 held-out): "又比正 short 保留更多資訊", "正 noall 正 answer"
        (
            "這比完整輸出乾淨很多，又比 `+short` 保留更多資訊。",
            "zh-hant",
            "這比完整輸出乾淨很多，又比加號 short 保留更多資訊。",
        ),
        ("加上 `+noall +answer` 只看答案。", "zh-hant", "加號 noall 加號 answer"),
        # jim60105 Livestream/youtube-download-ytdlp-ffmpeg/index.md [175] (s19 held-out): "-movflags 正 faststart"
        ("影片、音訊重編碼，加上 `-movflags +faststart`。", "zh-hant", "-movflags 加號 faststart"),
        # constructed: a Vim command line (zh-hans), a Go build tag in Japanese, a Korean note on a Git refspec
        ("用 `vim +startinsert file` 打开。", "zh-hans", "加号 startinsert"),
        ("`go build -tags +linux` で試す。", "ja", "プラス linux"),
        ("`git fetch origin +main:main` 으로 덮어씁니다.", "ko", "플러스 main"),
    ],
)
def test_a_plus_glued_before_letters_is_said_by_its_name(tmp_path: Path, body: str, lang: str, said: str) -> None:
    heard = " ".join(said_whole(tmp_path, body, lang=lang))
    assert said in heard, heard
    assert "正 " not in heard, heard


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        ("溫度設為 `+5` 度。", "zh-hant", "正5"),  # near miss: a number's sign
        ("`x = +Infinity` 是正無窮大。", "zh-hant", "正 Infinity"),  # near miss: a value code signs
        ("`a + b` 的結果。", "zh-hant", "a 加 b"),  # near miss: a sum, spaced
    ],
)
def test_a_plus_before_a_number_or_a_signed_value_keeps_its_sign(
    tmp_path: Path, body: str, lang: str, said: str
) -> None:
    heard = " ".join(said_whole(tmp_path, body, lang=lang))
    assert said in heard, heard
