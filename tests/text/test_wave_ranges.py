"""A wave after a quantity, or between two labels of one shape, is a range (issue 38, session 14 dev readings).

"About" has no quantity before it: a wave after a number with its counter or a closing bracket leads to the range's
other end ("1개 ~ 6개" was heard «1개 약 6개», "-(2^7) ~ 2^7 - 1" «约2的7次方»), as does one between two labels of one
shape ("H1~H6" was «H1 물결표 H6») and one after a date that ends in its month ("2020년 10월~ 2020년 10월" lost its
wave). Each case is titled with the article it comes from.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import said_whole


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # withmaster/withmaster.github.io _posts/2021-07-28-markdown.md [6] (s14 dev)
        (
            "- `#`를1개 ~ 6개까지 넣어서 단계별로 표현할 수 있다.",
            "ko",
            "샵을1개에서 6개까지 넣어서 단계별로 표현할 수 있다.",
        ),
        # withmaster _posts/2021-07-29-posts.md [28] (s14 dev)
        ("TOC는 H1~H6의 헤더 목록을 표시해주는 기능이다.", "ko", "TOC는 H1에서 H6의 헤더 목록을 표시해주는 기능이다."),
        # withmaster _posts/2021-08-10-data_population.md [27] (s14 dev)
        ("기간: 2020년 10월~ 2020년 12월", "ko", "기간: 2020년 10월에서 2020년 12월"),
        # swhan9404/velog-backup 약 3달간의 SSAFY에서의 여정에 대한 후기.md:10: a date closed by its weekday
        (
            "사전학습일: 2020년 12월 30일(수) ~ 2021년 1월 15일(금)",
            "ko",
            "사전학습일: 2020년 12월 30일(수)에서 2021년 1월 15일(금)",
        ),
        # sunface/rust-course src/basic/base-type/numbers.md [9] (s14 dev); the minus after a power said (s21 531c062e)
        (
            "因此 i8 可存储数字范围是 -(2^7) ~ 2^7 - 1",
            "zh-hans",
            "因此 i8 可存储数字范围是 -(2的7次方)到2的7次方减1",
        ),
        # the same paragraph's first range: a bracket that opens with a number closes a quantity, whatever follows
        # (review s14 text2 M4's fix first took it for a label)
        ("范围是 -(2<sup>n - 1</sup>) ~ 2<sup>n - 1</sup> - 1，其中", "zh-hans", "范围是 -(2 n 减1)到2 n 减1减1，其中"),
        # a function key's labels in Japanese prose (the same shape)
        ("F1〜F12 のどれかを押す", "ja", "F1 から F12 のどれかを押す"),
    ],
)
def test_a_wave_after_a_quantity_is_a_range(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # no quantity before the wave: "about"
        ("가격은 ~5000원 정도", "ko", "가격은 약 5000원 정도"),
        ("It costs ~5 dollars.", "en", "It costs about 5 dollars."),
        # a chain of versions keeps the tilde (test_dialects); English keeps math's wave between names (signs10)
        ("バージョンは v1~v3~v5 まで対応します。", "ja", "バージョンは v1 チルダ v3 チルダ v5 まで対応します。"),
        ("Headings run H1 ~ H6.", "en", "Headings run H1 tilde H6."),
        # review s14 text2 M4: a bracket that closes a label or a caption is no quantity (constructed controls)
        ("新しいビルドは（図3） ~2倍速い。", "ja", "新しいビルドは（図3）約2倍速い。"),
        ("料金（税込） ~3000円です。", "ja", "料金（税込）約3000円です。"),
        ("性能提升（见图3） ~2倍。", "zh-hans", "性能提升（见图3）约2倍。"),
        ("속도 향상(그림 3) ~2배.", "ko", "속도 향상(그림 3) 약 2배."),
        ("The new build (see Figure 3) ~2x faster.", "en", "The new build (see Figure 3) about 2 times faster."),
    ],
)
def test_a_wave_with_no_quantity_before_it_is_about(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]
