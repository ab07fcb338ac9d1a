"""Three whole numbers joined by slashes, a date written the way its writer's country writes one.

A voice given "10/27/20" says a fraction or three numbers ("25、11、26に", s15 dev arika0093; "Update minus
10/27/20", s16 held-out carpdiem Athletics [2] [12] [17] [20]): neither is what the page shows. The shape decides,
by the session-17 ruling "Dates written with slashes":

* a month of 1–12, a day of 1–31 and a year of two or four digits, in the order the language writes them, is a
  DATE, said as the language says one ("October 27, 2020", "2025年11月26日", "2025년 11월 26일"). English writes
  month/day/year, and day/month/year where the first number cannot be a month (above 12: "25/12/2023"); Chinese,
  Japanese and Korean write a two-digit year first ("25/11/26", arika0093's diary headings), and a four-digit year
  last in the English order;
* a spaced dash or hyphen between a label and such a date ("Update - 1/04/24") is the label's separator, said as a
  pause, never "minus" — a label is no number to subtract from.

What it is not: two numbers ("1/2", "3/4 cup": fractions, left to the rules after it); a run of more than three
("1/2/3/4"); one glued to a word, a path or an address ("v1/10/20", "/posts/10/27/20", "192.168.1.60/61/62": the
lookarounds refuse a Latin letter, a digit, a dot, a slash or a hyphen against it; a CJK word may touch it,
"26/01/21時点で"); one beside an operator ("x = 1/2/24", "3 * 1/2/24":
arithmetic, where a slash is division).
"""

from __future__ import annotations

import re

from narrate.patterns import LazyPattern

from . import account
from .model import MONTHS_EN

__all__ = ["slashed_dates"]

# (a label's spaced dash before the date is taken with it: group 1; the three numbers are groups 2-4)
_SLASHED = LazyPattern(
    r"((?<=[^\W\d_]) [-–—] )?(?<![A-Za-z0-9_./\-])(?<![=+*×÷^<>] )(\d{1,2})/(\d{1,2})/(\d{4}|\d{2})"
    r"(?![A-Za-z0-9_/\-]|\.\w)(?! ?[=+*×÷^])"
)
_PAUSE = {"zh-hant": "，", "zh-hans": "，", "ja": "、", "ko": ", ", "en": ", "}
_RULE = "three numbers joined by slashes in the order the language writes a date, said as a date"
_LABEL_RULE = account.declare(
    "a spaced dash between a label and the date after it, said as a pause", lambda text, *_: text in {"-", "–", "—"}
)


def slashed_dates(text: str, lang: str) -> str:
    """`text` with its slashed dates (`10/27/20`, `25/12/2023`, ja `25/11/26`) said as the language says a date."""
    if text.count("/") < 2:
        return text
    found = list(_SLASHED.finditer(text))
    if not found:
        return text
    # (one writer, one order: a first number above 12 anywhere in the text shows day/month for all its dates,
    # "31/10/2018和01/11/2018", shenweiyan)
    day_first = any(int(m.group(2)) > 12 for m in found)
    return _SLASHED.sub(lambda m: _said(m, lang, day_first=day_first), text)


def _year(written: str) -> int:
    """A year of two digits as a calendar's (the POSIX rule strptime's %y keeps: 69-99 are 19xx, 00-68 20xx)."""
    year = int(written)
    if len(written) == 4:
        return year
    return 1900 + year if year >= 69 else 2000 + year


def _parts(first: str, second: str, third: str, lang: str, *, day_first: bool) -> tuple[int, int, int] | None:
    """(year, month, day) of the three numbers in the language's order, or None when they are no date."""
    a, b, c = int(first), int(second), int(third)
    if b == a + 1 and c == b + 1:
        return None  # three numbers in a row are items or versions ("Debian 10/11/12", tdtc-hrb), no day
    if lang == "en" or len(third) == 4:
        year, month, day = (_year(third), b, a) if day_first else (_year(third), a, b)
    elif len(first) == 2 and len(second) == 2:
        year, month, day = _year(first), b, c  # a two-digit year first, the East Asian order: "25/11/26"
    else:
        return None  # ("5/5/10，然後 6/5/11": a CJK writer's date opens with its year; these are counts)
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return None
    return year, month, day


def _said(match: re.Match[str], lang: str, *, day_first: bool) -> str:
    label, first, second, third = match.groups()
    parts = _parts(first, second, third, lang, day_first=day_first)
    if parts is None:
        return match.group(0)
    year, month, day = parts
    account.reworded(_RULE, match.group(0).strip(" -–—"))
    lead = ""
    if label:
        account.omit(_LABEL_RULE, label.strip())
        lead = _PAUSE.get(lang, ", ")
    if lang == "en":
        return f"{lead}{MONTHS_EN[month - 1]} {day}, {year}"
    if lang == "ko":
        return f"{lead}{year}년 {month}월 {day}일"
    return f"{lead}{year}年{month}月{day}日"
