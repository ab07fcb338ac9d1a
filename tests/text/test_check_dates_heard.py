"""`narrate check` on dates written with slashes and the dash beside them (the lead's s17 ruling "Dates": three
numbers joined by slashes are a date, said as a date; a spaced dash between a label and a date, or two dates, is a
separator or a span, never "minus").

Sources: s16 held-out carpdiem/carpdiem.github.io _projects/Athletics.md [2][12][17][20] ('### Update - 10/27/20'
said 'Update minus 10/27/20'); s15 dev zerosheepmoo/zerosheepmoo.github.io src/review/202104.md [2][6] ('## 4/6 -
4/10' said '4/6 빼기 4/10'); s15 dev arika0093/console.blog articles/2025/20251126/ai-driven-library-dev.md [1][2]
('25/11/26の日記' said '25、11、26の日記') and 2026/20260124/aspire-docker-compose-integration [27].
"""

from __future__ import annotations

import pytest

from narrate.text.dates_heard import slash_dates_unsaid
from narrate.text.page_judges import Heard


def _found(shown: str, sent: str, lang: str) -> list[str]:
    return [f"{f.kind}: {f.what}" for f in slash_dates_unsaid([Heard(0, "heading", 1, 1, sent, shown, lang)])]


@pytest.mark.parametrize(
    ("shown", "sent", "lang", "found"),
    [
        # carpdiem Athletics [12]: the dash heard as minus, the date sent as its numbers
        (
            "Update - 10/27/20",
            "Update minus 10/27/20",
            "en",
            ["a date sent as numbers: 10/27/20", "a dash beside a date said as minus: Update - 10/27/20"],
        ),
        # zerosheepmoo review 202104 [2]: two dates of a week, the span heard as a subtraction
        ("4/6 - 4/10", "4/6 빼기 4/10", "ko", ["a dash beside a date said as minus: 4/6 - 4/10"]),
        # arika0093 ai-driven-library-dev [2]: a yy/mm/dd date heard as three numbers with pauses
        ("25/11/26の日記", "25、11、26の日記", "ja", ["a date sent as numbers: 25/11/26"]),
        # constructed, the same shapes in Chinese: a label and a year, a day/month/year date
        ("版本 v2 - 2023 发布", "版本 v2 减 2023 发布", "zh-hans", ["a dash beside a date said as minus: v2 - 2023"]),
        ("更新於 27/10/2020", "更新於 27 斜线 10 斜线 2020", "zh-hans", ["a date sent as numbers: 27/10/2020"]),
        # a two-digit year a date word vouches for, sent bare: still a finding (review s17 text1 H2, made up)
        ("Posted on 3/5/21 here", "Posted on 3/5/21 here", "en", ["a date sent as numbers: 3/5/21"]),
    ],
)
def test_a_date_heard_as_numbers_or_beside_a_minus(shown: str, sent: str, lang: str, found: list[str]) -> None:
    assert _found(shown, sent, lang) == found


@pytest.mark.parametrize(
    ("shown", "sent", "lang"),
    [
        ("Update - 10/27/20", "Update, October 27, 2020", "en"),  # said as the ruling says
        ("25/11/26の日記", "2025年11月26日の日記", "ja"),
        ("4/6 - 4/10", "4월 6일부터 4월 10일까지", "ko"),
        ("Add 3/4 cup of flour", "Add 3/4 cup of flour", "en"),  # two numbers: a fraction, not a date
        ("x = 3/4/5 here", "x equals 3/4/5 here", "en"),  # a formula's
        ("see v1/2/30/api for it", "see v1/2/30/api for it", "en"),  # a path's numbers
        ("count - 1 items", "count minus 1 items", "en"),  # a difference: no date, no year on the right
        ("13/13/20 is no day", "13/13/20 is no day", "en"),  # no month among them
        ("更新於 2020/10/27", "更新於 2020/10/27", "zh-hans"),  # a four-digit year to a CJK voice: its own reading
        # review s17 text1 H2 (made up): rising numbers after a name or before a unit are versions or widths, no date
        ("Windows 7/8/10 지원합니다", "Windows 7, 8, 10 지원합니다", "ko"),
        ("Windows 7/8/10 and more", "Windows 7 or 8 or 10 and more", "en"),
        ("supports 8/16/32 bit modes", "supports 8 or 16 or 32 bit modes", "en"),
        # (an English two-digit year nothing vouches for is left as written; a day its month has not is no date)
        ("The score was 10/27/20 overall", "The score was 10/27/20 overall", "en"),
        ("On 2/31/20 nothing", "On 2/31/20 nothing", "en"),
    ],
)
def test_a_date_said_as_a_date_or_no_date_is_no_finding(shown: str, sent: str, lang: str) -> None:
    assert _found(shown, sent, lang) == []
