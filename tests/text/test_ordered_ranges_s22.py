"""Two members of one ordered kind joined by a dash — months, quarters, weekdays, times of day — and a multiplier's
range are said with the language's "to" (text.ranges, issue #38).

Sources: the s22 held-out reading (/work/scratch/lead22/readings_s22.tsv) of kakkoyun's blog
(content/posts/mentorship-in-open-source-part-2-mentee-playbook.md [33] [61] [73] [86],
mentorship-in-open-source-part-3-stewardship.md [44] [45] [46]) and yunjeongiya's blog
(_posts/ko/2025-11-14-database-normalization-vs-pragmatism.md [8]-[11],
_posts/ko/2026-02-06-production-crash-sentry-defensive-programming.md [19]); shapes of our own from a Japanese
shop-hours page, a Chinese course schedule and an English release plan, with the near misses they must leave alone.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import body_said, post_script
from narrate.text.ranges import quantity_ranges


@pytest.mark.parametrize(
    ("text", "range_word", "said"),
    [
        # kakkoyun part-3 [44] [45] [46]: abbreviated months and quarters with an en dash
        ("an LFX 2026 Jun–Aug cohort", " to ", "an LFX 2026 Jun to Aug cohort"),
        ("and 2020 Q3–Q4 UI components", " to ", "and 2020 Q3 to Q4 UI components"),
        # kakkoyun part-2 [33]: full month names, one wrapping over the year's end
        ("(May–August and December–March)", " to ", "(May to August and December to March)"),
        # kakkoyun part-2 [61]: a multiplier's range ("×" glued after the number does no sums)
        ("is 2–3× too ambitious", " to ", "is 2 to 3× too ambitious"),
        # yunjeongiya database-normalization [8], production-crash [19]: times of day in Korean
        ('"수학학원 - 월수금 14:00-16:00" 일정', "에서 ", '"수학학원 - 월수금 14:00에서 16:00" 일정'),
        ('"월,수,금 10:00-11:30"인데', "에서 ", '"월,수,금 10:00에서 11:30"인데'),
        # our own: a Japanese shop's hours, a Chinese schedule, an English plan with weekdays and "between"
        ("営業時間は 9:30 – 18:00 です", "から", "営業時間は 9:30から18:00 です"),
        ("上课时间 8:00-9:40，休息", "到", "上课时间 8:00到9:40，休息"),
        ("open Mon-Fri, closed between Sat-Sun", " to ", "open Mon to Fri, closed between Sat and Sun"),
        ("the Sept-Oct release", " to ", "the Sept to Oct release"),
    ],
)
def test_two_members_of_an_ordered_kind_joined_by_a_dash_are_their_range(text: str, range_word: str, said: str) -> None:
    assert quantity_ranges(text, range_word, cjk=not range_word.isascii()) == said


@pytest.mark.parametrize(
    "text",
    [
        "Jun-ho joined the team",  # a hyphenated name: one side is no month
        "Q-learning and Q4-planning",  # hyphenated words
        "Mar-Apr-May",  # a chain: no two-sided pair
        "logged at 2025-06-01T14:00-05:00 sharp",  # a time with its zone's offset, glued
        "from 10:00 -11:30",  # spaced on one side: the second's sign
        "Q4-Q4 again",  # one member twice
        "the x-y plane, May-be",  # coordinates, a word
        "so 3 × 2-1 = 5",  # a sentence doing sums: the dash is a minus
        "3×2-1",
    ],
)
def test_near_misses_of_an_ordered_pair_are_left(text: str) -> None:
    assert quantity_ranges(text, " to ", cjk=False) == text


def test_a_month_range_in_a_post_is_said_with_to(tmp_path: Path) -> None:
    """kakkoyun part-2 [73], whole: through the pipeline, an English voice."""
    script = post_script(tmp_path, "I am co-mentoring in the LFX 2026 Jun–Aug cohort this year.", "en")
    assert body_said(script) == ["I am co-mentoring in the LFX 2026 Jun to Aug cohort this year."]
