"""The asterisk operator (U+2217) typed between two amounts multiplies them (issue 38, session 14 dev readings).

"$12∗4=$48" was heard "$12 star 4" (s14 dev RedQ/redq-blog woocommerce-booking-plugin [72][79][87]): narrate carries
an escaped star as the same character, said by its name, but an escaped star never stands between two digits.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import said_whole


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # RedQ/redq-blog _posts/woocommerce-booking-plugin.md [79] (s14 dev)
        ("It will cost $12∗4=$48", "en", "It will cost $12 times 4=$48"),
        # the same sign in a Chinese price
        ("价格 12∗4 元", "zh-hans", "价格12乘4元"),
    ],
)
def test_an_asterisk_operator_between_amounts_is_times(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


def test_an_escaped_star_on_a_name_keeps_its_name(tmp_path: Path) -> None:
    assert said_whole(tmp_path, "`yield` is written yield\\* here", lang="en") == ["yield is written yield star here"]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # review s14 text2 L1: spaced after a letter's bracket or an amount, the sign is a note's mark (constructed)
        ("The figure (a)∗ 2 shows the trend.", "en", "The figure (a) star 2 shows the trend."),
        (
            "Free shipping on orders over $50∗ 2 per customer.",
            "en",
            "Free shipping on orders over $50 star 2 per customer.",
        ),
    ],
)
def test_a_spaced_asterisk_operator_keeps_its_name(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]
