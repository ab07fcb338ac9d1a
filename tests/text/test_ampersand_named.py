"""An ampersand is named in Chinese, never by the English word "and" (issue 38, session 14 dev readings).

Its name was «and 符號»/«and 符号»: a Chinese voice said the English word 'and' where Rust's references are written
(`&mut`, `&'static CStr`): s14 dev sunface/rust-course smart-pointer/intro [2], rust-versions/1.77 [5], and
askeing/rust-book structs [16], mutability [8]. It is 和號/和号, the sign's Chinese name. Each case is titled
with its article.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import said_whole


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # askeing (rust-book zh-Hant) src/structs.md [16] (s14 dev)
        ("包含 `&mut` 指標", "zh-hant", "包含和號 mut 指標"),
        # sunface/rust-course src/appendix/rust-versions/1.77.md [5] (s14 dev)
        ("类型为 `&'static CStr`", "zh-hans", "类型为和号单引号 static CStr"),
        # the shell's '&&' in a sentence (test_signs11's GarhinZhou case)
        ("用 && 连接两个命令", "zh-hans", "用和号和号连接两个命令"),
    ],
)
def test_an_ampersand_is_named_in_chinese(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]
