"""A plus-minus typed "+/-" before a number is one sign, said "plus or minus" (issue 38, session 14 dev readings).

Rust's benchmark output writes the error as `(+/- 0)`; it was heard "open paren plus slash dash 0" (s14 dev
askeing/rust-book benchmark-tests [8]). Each case is titled with the article it comes from.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import said_whole


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # askeing/rust-book src/benchmark-tests.md:57 (s14 dev [8]): in a code span
        (
            "we have a `1 ns/iter (+/- 0)`, but this would show",
            "en",
            "we have a 1 ns slash iter open paren plus or minus 0 close paren, but this would show",
        ),
        # Bai-Yingjie/Bai-Yingjie.github.io notes/profiling_systemtap基础.md:605: in prose
        (
            "refers to a periodic interrupt, every 1000 +/- 200 jiffies.",
            "en",
            "refers to a periodic interrupt, every 1000 plus or minus 200 jiffies.",
        ),
        # sunface/rust-course src/test/benchmark.md:153: a Chinese sentence quoting the output
        (
            "得到一个难以置信的结果：`0 ns/iter (+/- 0)`, 难道",
            "zh-hans",
            "得到一个难以置信的结果：0 ns 斜杠 iter 左括号加减0右括号, 难道",
        ),
    ],
)
def test_plus_minus_typed_with_a_slash_is_one_sign(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


def test_a_plus_and_a_minus_apart_stay_two_signs(tmp_path: Path) -> None:
    # no number after: the signs themselves ("the +/- keys") are named as before
    assert said_whole(tmp_path, "Press the `+/-` keys.", lang="en") == ["Press the plus-slash-dash keys."]
