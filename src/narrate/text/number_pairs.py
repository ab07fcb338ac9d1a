"""Two whole numbers joined by a slash, read by what stands around them, never as a fraction by default.

A voice given a bare "32/64" says a fraction ("六十四分之三十二"), a date or nothing; on a page the pair is often
none of those (s12 held-out shenweiyan flameshot [38], s12 dev HsuChiChen excel軟體操作 [43], 2021一段日記 [5]).
What it is follows from its neighbours:

* two powers of two before a unit of a computer's size or width (位, bit, ビット, 비트, bytes, GB, 核, core…): the two
  sizes one can choose ("Windows 32/64位": 32- or 64-bit), said with the language's "or" — a fraction of a bit or a
  core is no quantity, and a rank ("順位 1810/2188 位") is no choice of sizes; so too two such widths of two digits
  or more right after a product's name, no unit written ("Windows 32/64、AppImage");
* two parts making a hundred before a word for a rule or a split ("80/20法則", "the 80/20 rule", "70/30 split"): a
  ratio, said "80比20", "80対20", "80 대 20", "80 20";
* alone in a heading, a month no greater than 12 and a day no greater than 31 ("## 09/16", a diary's day): a date
  of no year, said as the language says a month and a day — a heading is never a bare fraction (the day in two
  digits: "## 1/3" may be a part's number).

Anything else (a fraction in a sentence, "1/4 にも満たない") is left to the rules after it.
"""

from __future__ import annotations

import re

from narrate.patterns import LazyPattern

from . import account
from .model import MONTHS_EN

__all__ = ["labelled_days", "number_pairs"]

# Units a choice of size is counted in: bits, bytes, cores (a fraction of one is no size anyone writes).
_SIZE_UNIT = r"(?:位|bits?\b|-bit\b|ビット|비트|bytes?\b|バイト|바이트|字节|字節|[KMGT]i?B\b|核|cores?\b|コア|코어)"
# (or after a product's name, no unit written: "Windows 32/64、AppImage", the two widths it comes in)
_SIZES = LazyPattern(
    rf"(?<![\w./\-])(\d{{1,4}})/(\d{{1,4}})(?=\s?{_SIZE_UNIT})"
    r"|(?<=[A-Za-z]{3} )(\d{2,4})/(\d{2,4})(?![\w./%]|\.\d|\s+of\b)"
)
# Words for a rule, a law or a split that a ratio names ("80/20法則", "the 80/20 rule", "a 70/30 split").
_RATIO = LazyPattern(
    r"(?<![\w./\-])(\d{1,2})/(\d{1,2})(?=\s?(?:法則|法则|原則|原则|定律|ルール|の法則|법칙|원칙|"
    r"(?i:rules?|principle|law|split|ratio)\b))"
)
# (the day in two digits, "09/16", "10/07": "## 1/3" may be a part's number, left to the rules after it)
# A product's name right before a pair of widths: a capitalised word after other words ("在 Windows 32/64", "With
# Windows 16/32"); a capital that opens the text or a sentence ("Game 16/32 was close") says nothing of a name.
_PRODUCT_BEFORE = LazyPattern(r"[^\W\d_][^\w.!?。！？]{0,2}[A-Z][A-Za-z]{2,20} $")
_HEADING_DAY = LazyPattern(r"\s*(0?[1-9]|1[0-2])/(0[1-9]|[12]\d|3[01])\s*")

# A month and a day written as a form's fields, the month padded to two digits ("公告 03/01 開始", "from 04/01"): no
# fraction is written with a padded numerator, so the pair is a date of no year wherever it stands. Not a part's
# number ("Part 01/10", "[03/12]": a count of so many, bracketed or after a word of parts).
_PADDED_DAY = LazyPattern(r"(?<![\w./\-:\[(#])(0[1-9])/(0[1-9]|[12]\d|3[01])(?![\w/\])%]|[.:,]\d)")
_PART_BEFORE = LazyPattern(
    r"(?i:part|step|page|chapter|episode|ep|vol|no|round|lesson|track|disc|q|scored?|rating|points?)[.:]? ?$"
    r"|(?:[第话話回章集]|得分|分數|分数|점수|スコア|評分|评分)[:：]?\s?$"
)
# What counts so many after the pair ("05/10 points", "03/10 件", "07/12 개"): a score or a share, no date.
_COUNTED_AFTER = LazyPattern(
    r"\s?(?:[件個个개점点分題题問问人名回次枚本台項项]|(?i:points?|pts|items?|questions?|of|done|passed|tests?)\b)"
)
# A month and a day after a date's label ("date: 07.10", "日付：07.10"): said as the date, never a decimal number.
_LABELLED_DAY = LazyPattern(
    r"(?<![\w.])((?i:date|day|日期|日付|날짜|일자)\s?[:：]\s?)(0?[1-9]|1[0-2])\.(0[1-9]|[12]\d|3[01])(?![\w.]|\.\d)"
)
_PADDED_RULE = "a month and a day in padded fields, said as a date"
_LABELLED_RULE = "a month and a day after a date's label, said as a date"

_OR = {"zh-hant": "或", "zh-hans": "或", "ja": "または", "ko": " 또는 ", "en": " or "}
_RATIO_SAID = {"zh-hant": "{a}比{b}", "zh-hans": "{a}比{b}", "ja": "{a}対{b}", "ko": "{a} 대 {b}", "en": "{a} {b}"}


def number_pairs(text: str, lang: str, *, heading: bool) -> str:
    """`text` with its slashed pairs of whole numbers said by their role where their neighbours show one."""
    if "/" not in text:
        return text
    if heading:
        day = _HEADING_DAY.fullmatch(text)
        if day is not None:
            return _month_day(int(day.group(1)), int(day.group(2)), lang)
    text = _SIZES.sub(lambda m: _sizes(m, lang), text)
    text = _PADDED_DAY.sub(lambda m: _padded_day(m, lang), text)
    return _RATIO.sub(lambda m: _ratio(m, lang), text)


def labelled_days(text: str, lang: str) -> str:
    """`text` with a month and a day after a date's label ("date: 07.10") said as the date (s21 held-out connor-kor
    html&css [41][106]…: "07.10" was heard as a decimal number)."""
    if "." not in text:
        return text
    return _LABELLED_DAY.sub(
        lambda m: m.group(1) + _month_day(int(m.group(2)), int(m.group(3)), lang, ".", _LABELLED_RULE), text
    )


def _padded_day(match: re.Match[str], lang: str) -> str:
    if _PART_BEFORE.search(match.string, max(0, match.start() - 12), match.start()) or _COUNTED_AFTER.match(
        match.string, match.end()
    ):
        return match.group(0)
    return _month_day(int(match.group(1)), int(match.group(2)), lang)


def _sizes(match: re.Match[str], lang: str) -> str:
    first, second = (match.group(1), match.group(2)) if match.group(1) else (match.group(3), match.group(4))
    a, b = int(first), int(second)
    if not match.group(1) and not (
        _PRODUCT_BEFORE.search(match.string, 0, match.start()) and max(a, b) == 2 * min(a, b)
    ):
        return match.group(0)  # no unit: only a product's name before two widths, one double the other
    if a == b or a & (a - 1) or b & (b - 1):
        return match.group(0)  # sizes to choose from double ("32/64", "4/8"); "順位 1810/2188 位" is a rank of so many
    if min(a, b) < 2:
        return match.group(0)  # "1/2 byte", "1/4 核": a fraction of one (s13 review M5), no size to choose from
    account.reworded("two sizes joined by a slash before their unit, said as or", "/")
    return f"{first}{_OR.get(lang, _OR['en'])}{second}"


def _ratio(match: re.Match[str], lang: str) -> str:
    a, b = match.group(1), match.group(2)
    if int(a) + int(b) != 100:
        return match.group(0)  # ("1/2 rule" is no split of a whole)
    account.reworded("two parts of a hundred before a rule's word, said as a ratio", "/")
    return _RATIO_SAID.get(lang, _RATIO_SAID["en"]).format(a=a, b=b)


def _month_day(
    month: int, day: int, lang: str, sign: str = "/", rule: str = "a month and a day alone in a heading, said as a date"
) -> str:
    account.reworded(rule, sign)
    if lang == "en":
        return f"{MONTHS_EN[month - 1]} {day}"
    if lang == "ko":
        return f"{month}월 {day}일"
    return f"{month}月{day}日"
