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

An English date with a two-digit year is a date only when something vouches for it (s17 review text1 H2: "Windows
7/8/10" was said "Windows July 8, 2010"): the label's dash before it, a date word right before it ("on", "updated",
"posted", "as of", "since", "until", "by", "dated", a weekday or a month), brackets around it alone ("[24/03/04]"),
or a place only a date takes (the whole text, or its opening before a colon or a dash, or a time right after it). A
four-digit year is enough on its own; the East Asian order (two two-digit numbers first) vouches for itself. Three
numbers that strictly increase right after a name or before a unit or noun ("Windows 7/8/10", "RAID 1/5/10",
"8/16/32 bit", "12/24/48 volts") are a list of alternatives, said as the slash between words is: "or" in English,
left to the list rule in a CJK voice ("7、8、10").

What it is not: two numbers ("1/2", "3/4 cup": fractions, left to the rules after it); a run of more than three
("1/2/3/4"); one glued to a word, a path or an address ("v1/10/20", "/posts/10/27/20", "192.168.1.60/61/62": the
lookarounds refuse a Latin letter, a digit, a dot, a slash or a hyphen against it; a CJK word may touch it,
"26/01/21時点で"); one beside an operator ("x = 1/2/24", "3 * 1/2/24":
arithmetic, where a slash is division).
"""

from __future__ import annotations

import datetime
import re
from functools import lru_cache

from narrate.patterns import LazyPattern

from . import account
from .model import MONTHS_EN

__all__ = ["read_as_date", "slashed_dates"]

# (a label's spaced dash before the date is taken with it: group 1; the three numbers are groups 2-4)
_SLASHED = LazyPattern(
    r"((?<=[^\W\d_]) [-–—] )?(?<![A-Za-z0-9_./\-])(?<![=+*×÷^<>] )(\d{1,2})/(\d{1,2})/(\d{4}|\d{2})"
    r"(?![A-Za-z0-9_/\-]|\.[A-Za-z0-9])(?! ?[=+*×÷^])"
)
_PAUSE = {"zh-hant": "，", "zh-hans": "，", "ja": "、", "ko": ", ", "en": ", "}
_RULE = "three numbers joined by slashes in the order the language writes a date, said as a date"
_LABEL_RULE = account.declare(
    "a spaced dash between a label and the date after it, said as a pause", lambda text, *_: text in {"-", "–", "—"}
)


# A word right before the numbers that says a date follows ("on 10/27/20", "Updated: 1/04/24", "Tue, 3/5/24").
# (The look ahead tries the words only where one starts: every other place of the window is passed at once.)
_DATE_WORD_BEFORE = LazyPattern(
    r"(?i:(?<![A-Za-z])(?=[A-Za-z])(?:on|updated?|posted|published|written|edited|modified|created|released|as of|since|until|"
    r"till|by|dated?|due|effective|expires?|expiry|deadline|"
    r"mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|(?:mon|tues|wednes|thurs|fri|satur|sun)day|"
    r"jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|"
    r"september|october|november|december)\.?,?:?)[ \t]*$"
)
# A name right before the numbers ("Windows 7/8/10", "RAID 1/5/10", "iOS 14/15/16"): a word with a capital or a digit.
_NAME_BEFORE = LazyPattern(r"(?<![\w.])(?=[a-z0-9.+#]*[A-Z0-9])[A-Za-z][A-Za-z0-9.+#]{0,40} $")
# A unit or a noun right after them ("8/16/32 bit", "12/24/48 volts", "1/2/4 GB"): a Latin word that is no
# function word (a date is followed by "at", "and", "we"…).
_WORD_AFTER = LazyPattern(r"[ -]?([A-Za-z]+)\b")
_FUNCTION_WORDS = frozenset(
    "a an the and or but nor so yet at in on of to for from with by as is are was were be been am has have had do "
    "does did will would can could should may might must we i you he she it they me him her us them my our your his "
    "its their this that these those there here then when while where which who what if than too also only not no "
    "into onto about after before until since via per vs".split()
)
# Places only a date takes, for a two-digit year with no word before it: alone in brackets ("[24/03/04]"), the whole
# text or its opening before a colon or a dash ("10/27/20: rest day"), a time after it ("25/02/26 22:00"), or one end
# of a span of two dates ("1/2/24 - 1/5/24").
_BRACKET_OPEN = LazyPattern(r"[(\[（【［]\s*$")
_BRACKET_CLOSE = LazyPattern(r"\s*[)\]）】］]")
_OPENING = LazyPattern(r"[\s*_#>|\-]*$")
_CLOSING = LazyPattern(r"\s?[:：|\-–—]|[*_\s]*$")
_TIME_AFTER = LazyPattern(r"\s+\d{1,2}:\d{2}")
_SPAN_AFTER = LazyPattern(r"\s*(?:[-–—~〜]|to)\s*\d{1,2}/\d{1,2}/\d{2,4}(?!\d)")
_SPAN_BEFORE = LazyPattern(r"(?<![\d/])\d{1,2}/\d{1,2}/\d{2,4}\s*(?:[-–—~〜]|to)\s*$")
_LOOK_BACK = 48  # (characters: the longest word or bracket a look back needs, "Wednesday, " or a whole date's span)
_ALTERNATIVES_RULE = "three rising numbers joined by slashes beside a name or a unit: alternatives, said as or"


# A four-digit year of this era and a month after one slash, alone (no third number, no operator, no unit or word
# glued after it): a year and its month ("## 2022/1", a diary's heading: s18 dev ikmnjrd 個人的技術選定 [2], heard as
# a fraction). "1920/1080" (no month), "2022/1/5" (a date, above), "x = 2000/4" (arithmetic) are not.
_YEAR_MONTH = LazyPattern(
    r"(?<![A-Za-z0-9_./\-])(?<![=+*×÷^<>] )((?:19|20)\d\d)/(0?[1-9]|1[0-2])"
    r"(?![A-Za-z0-9_/\-%]|\.\d|\s?[月월日일号號]|\s?[=+*×÷^])"
)
_YEAR_MONTH_RULE = "a year and its month joined by a slash, said as the month of that year"


def _year_month(match: re.Match[str], lang: str) -> str:
    account.reworded(_YEAR_MONTH_RULE, match.group(0))
    year, month = int(match.group(1)), int(match.group(2))
    if lang == "en":
        return f"{MONTHS_EN[month - 1]} {year}"
    if lang == "ko":
        return f"{year}년 {month}월"
    return f"{year}年{month}月"


def slashed_dates(text: str, lang: str) -> str:
    """`text` with its slashed dates (`10/27/20`, `25/12/2023`, ja `25/11/26`, a year's month `2022/1`) said as the
    language says a date."""
    if "/" in text and _YEAR_MONTH.search(text):
        text = _YEAR_MONTH.sub(lambda m: _year_month(m, lang), text)
    if text.count("/") < 2:
        return text
    found = list(_SLASHED.finditer(text))
    if not found:
        return text
    # (one writer, one order: a first number above 12 anywhere in the text shows day/month for all its dates,
    # "31/10/2018和01/11/2018", shenweiyan)
    day_first = any(int(m.group(2)) > 12 for m in found)
    return _SLASHED.sub(lambda m: _said(m, lang, day_first=day_first), text)


def read_as_date(text: str, start: int, lang: str) -> bool:
    """Whether the slashed triple whose first number starts at `start` in `text` is said as a date (the judge
    `narrate check` asks this, so that it does not hold a list of versions or an unvouched triple against the voice)."""
    return start in _dates_at(text, lang)


@lru_cache(maxsize=32)
def _dates_at(text: str, lang: str) -> frozenset[int]:
    """Where the triples of `text` that are said as dates begin (once per text: a judge asks for each of them)."""
    found = list(_SLASHED.finditer(text))
    day_first = any(int(m.group(2)) > 12 for m in found)
    return frozenset(m.start(2) for m in found if _kind(m, lang, day_first=day_first)[0] == "date")


def _year(written: str) -> int:
    """A year of two digits as a calendar's (the POSIX rule strptime's %y keeps: 69-99 are 19xx, 00-68 20xx)."""
    year = int(written)
    if len(written) == 4:
        return year
    return 1900 + year if year >= 69 else 2000 + year


def _parts(first: str, second: str, third: str, lang: str, *, day_first: bool) -> tuple[int, int, int] | None:
    """(year, month, day) of the three numbers in the language's order, or None when they are no date (a day its
    month has not, "2/31/20", included: review s17 text1 L2)."""
    a, b, c = int(first), int(second), int(third)
    if b == a + 1 and c == b + 1:
        return None  # three numbers in a row are items or versions ("Debian 10/11/12", tdtc-hrb), no day
    if lang == "en" or len(third) == 4:
        year, month, day = (_year(third), b, a) if day_first else (_year(third), a, b)
    elif len(first) == 2 and len(second) == 2:
        year, month, day = _year(first), b, c  # a two-digit year first, the East Asian order: "25/11/26"
    else:
        return None  # ("5/5/10，然後 6/5/11": a CJK writer's date opens with its year; these are counts)
    try:
        datetime.date(year, month, day)
    except ValueError:
        return None
    return year, month, day


def _near(match: re.Match[str]) -> int:
    """Where the words right before the numbers begin: the looks back stop there (a long text with many triples is
    read once, not once per triple from its start)."""
    return max(0, match.start(2) - _LOOK_BACK)


def _date_word_before(match: re.Match[str]) -> bool:
    return _DATE_WORD_BEFORE.search(match.string, _near(match), match.start(2)) is not None


def _alternatives(match: re.Match[str]) -> bool:
    """Whether the three numbers rise, the last of one or two digits, right after a name or before a unit or a noun:
    versions, widths or levels to choose from ("Windows 7/8/10", "8/16/32 bit", "RAID 1/5/10"), no date."""
    a, b, c = (int(match.group(n)) for n in (2, 3, 4))
    if not (a < b < c and len(match.group(4)) <= 2):
        return False
    text = match.string
    if _NAME_BEFORE.search(text, _near(match), match.start(2)) and not _date_word_before(match):
        return True
    after = _WORD_AFTER.match(text, match.end())
    return after is not None and after.group(1).lower() not in _FUNCTION_WORDS


def _vouched(match: re.Match[str]) -> bool:
    """Whether something beside an English two-digit-year triple says it is a date (see the module's docstring)."""
    text, start, end = match.string, match.start(2), match.end()
    if match.group(1) or _date_word_before(match):
        return True
    if _BRACKET_OPEN.search(text, _near(match), start) and _BRACKET_CLOSE.match(text, end):
        return True
    if _OPENING.fullmatch(text, 0, start) and _CLOSING.match(text, end):
        return True
    span_before = _SPAN_BEFORE.search(text, _near(match), start)
    return bool(_TIME_AFTER.match(text, end) or _SPAN_AFTER.match(text, end) or span_before)


def _kind(match: re.Match[str], lang: str, *, day_first: bool) -> tuple[str, tuple[int, int, int] | None]:
    """("date", its parts), ("alternatives", None) or ("written", None): how the triple is said."""
    label, first, second, third = match.groups()
    parts = _parts(first, second, third, lang, day_first=day_first)
    if not label and not _date_word_before(match) and _alternatives(match):
        return "alternatives", None
    if parts is None:
        return "written", None
    if lang == "en" and len(third) == 2 and not _vouched(match):
        return "written", None  # ("The score was 10/27/20": nothing says a date; left to the voice as written)
    return "date", parts


def _said(match: re.Match[str], lang: str, *, day_first: bool) -> str:
    kind, parts = _kind(match, lang, day_first=day_first)
    if kind == "alternatives" and lang == "en":
        for _ in range(2):
            account.reworded(_ALTERNATIVES_RULE, "/")
        return " or ".join(match.group(2, 3, 4))
    if parts is None:
        return match.group(0)  # (in a CJK voice the list rule says them after: "7、8、10")
    year, month, day = parts
    account.reworded(_RULE, match.group(0).strip(" -–—"))
    lead, label = "", match.group(1)
    if label:
        account.omit(_LABEL_RULE, label.strip())
        lead = _PAUSE.get(lang, ", ")
    if lang == "en":
        return f"{lead}{MONTHS_EN[month - 1]} {day}, {year}"
    if lang == "ko":
        return f"{lead}{year}년 {month}월 {day}일"
    return f"{lead}{year}年{month}月{day}日"
