"""Two quantities joined by a dash or a wave: their range, said with the language's "to".

A sign between two numbers is many things on a page — a minus, a date's or a phone number's separator, a
section's number ("1-2"), a flourish — and a voice given the bare sign says one of them or nothing: "0.2-0.3 Gb"
was heard "0.2 0.3", "수백~수천 토큰" "수백 수천", "1.7 이상 ~ 2.0 미만" "1.7 이상 약 2.0 미만" (s10 held-out,
Hyper-Accel what-is-hbf [70] [110], what-is-the-transformers [73], k8s-device-plugin [96]). What the sign is
follows from the kinds of its two sides, not from the sign:

* two numbers with a decimal part, rising ("0.2-0.3"): measured amounts, never a section's or a question's number
  (those are whole), never a date (a date's parts are whole): a range;
* two whole numbers, rising, after a word, a closed bracket or a label ("약 5-15 Gb", "大約 3-5 秒"): a range; after
  a noun that numbers ("図1-2", "Figure 1-2", "그림 1-2"), a lone letter ("x1-2"), a sign or a line's start ("2-1
  为什么…", a question's number) it is one number, left as written;
* two order-of-magnitude words, rising ("수백~수천", "数百〜数千", "几十-几百"): a range, whatever the sign;
* either side bounded by a word that bounds a quantity ("1.7 이상 ~ 2.0 미만", "3以上～5以下"): a range.

Never in a sentence doing sums (a dash there is a minus) and never inside a longer chain of signs and digits (a
version "1.2-3.4-5", an address, a phone number): the chain's neighbours are checked on both sides.
"""

from __future__ import annotations

import re

from narrate.patterns import LazyPattern

from . import account

__all__ = ["NUMBERING_CJK", "NUMBERING_WORDS", "code_span_range", "left_kind", "quantity_ranges", "range_shaped"]

# Words that name an order of magnitude, by the order they name ("수백" hundreds, "数千" thousands).
_MAGNITUDE_ORDER = {"十": 1, "십": 1, "百": 2, "백": 2, "千": 3, "천": 3, "万": 4, "萬": 4, "만": 4, "億": 8, "亿": 8,
                    "억": 8}  # fmt: skip
_MAGNITUDE = r"(?:수[십백천만억]|[数數几幾][十百千万萬億亿])"
_NUMBER = r"\d{1,12}(?:\.\d{1,6})?"
# Words that bound a quantity from above or below: the quantity they follow is one end of a range.
_BOUND = r"(?:이상|이하|초과|미만|以上|以下|未満|未满|超)"
_SIGN = r"[-–~～〜]"
# Units written against their number ("15GB", "100ns", "60fps"): the number's, not a name's ("3-4a").
_UNIT = r"(?:[kKMGTP]i?[Bb](?:ps)?|[kMG]?Hz|[mnuμ]?s|min|px|r?em|fps|[cmk]m|kg|%)"

_QUANTITY_RANGE = LazyPattern(
    rf"(?<![A-Za-z0-9_.\-–/+=*^:#~～〜$])(?P<a>{_NUMBER}|{_MAGNITUDE})(?P<ab>\s?{_BOUND})?"
    rf"(?P<sep>\s?{_SIGN}\s?)(?P<b>{_NUMBER}(?!(?!{_UNIT}(?![A-Za-z]))[0-9A-Za-z_])|{_MAGNITUDE})(?P<bb>\s?{_BOUND})?"
    # (no chain goes on after it: "1.2-3.4-5", "3-4a", "1-2.5", "10-20/30"; a unit may touch the last number,
    # "5-15GB", and anything the last word of magnitude, "수십-수백ns", "수십~수백억")
    rf"(?![.,:/]\d|\s?{_SIGN}\s?\d)"
)
# A sentence doing sums: its dashes are minus signs ("3 + 1 - 2 = 2", "0.5 * 2 - 0.3").
# A times sign glued after a number with nothing glued after it is a multiplier ("2–3× too ambitious", "10× faster"),
# not a product: it does no sums (s22 held-out kakkoyun mentorship part-2 [61]: "2–3×" sent bare, the "to" lost).
_ARITHMETIC = LazyPattern(r"[=+÷*<>]|(?<!\d)×|×(?=[\w(])|\d\s?[/^]\s?\d")
# A Korean particle alone after the second number ("섹션 1-2는"): the pair is a name.
_PARTICLE_ALONE = LazyPattern(r"[은는이가을를의에와과도로만](?![\uac00-\ud7a3])")

# Nouns that number what follows them ("図1-2", "第3-4", "Figure 1-2", "그림 1-2"): the dash is inside one number.
NUMBERING_CJK = frozenset("图圖表図式章節节例第页頁号號条條项項题題問")
NUMBERING_WORDS = frozenset(
    "figure fig table tab section sec chapter ch listing eq equation exercise example problem question step lesson "
    "no rfc iso version ver v 그림 표 장 절 문제 예제".split()
)
_LATIN_BEFORE = LazyPattern(r"[A-Za-z]\s?$")
_TRAILING_WORD = LazyPattern(r"[A-Za-z]+$|[\uac00-\ud7a3]+$")
# What closes a title, a label or a bracket before a number: the number belongs to what it closed (volumes after a
# book's title: "【描き下ろし漫画付き】 1-3", lines after their label: "构造函数：47-96").
_CLOSERS = frozenset(")）】」』]〕》〉")
_LABEL_MARKS = frozenset(":：")


def left_kind(whole: str, start: int) -> str:
    """The kind of what stands before a number at `start` (one space between them at most): "word" (a CJK word —
    a Hangul syllable is one, "약 5-15" —, a Latin word of two letters or more, "踊れ獅子堂賢 2-4", "COMIC 1-3"),
    "numbering" (a noun that numbers what follows), "letter" (one Latin letter: "x1-2"), "closer" (a bracket or a
    quotation closed), "label" (a colon), "edge" (the line's start) or "sign" (anything else: a digit, an operator,
    a comma)."""
    before = whole[max(0, start - 24) : start]
    if before[-1:] in (" ", "\t", "\u3000"):
        before = before[:-1]
    last = before[-1:]
    if not last or last == "\n":
        return "edge"
    if last in NUMBERING_CJK:
        return "numbering"
    if "\u3040" <= last <= "\u30ff" or "\u3400" <= last <= "\u9fff":
        return "word"
    if last in _CLOSERS:
        return "closer"
    if last in _LABEL_MARKS:
        return "label"
    word = _TRAILING_WORD.search(before)
    if word is None:
        return "sign"
    if word.group(0).lower() in NUMBERING_WORDS:
        return "numbering"
    if not word.group(0).isascii():
        return "word"  # (a Hangul word of one syllable is a word: "약", "총")
    return "letter" if len(word.group(0)) == 1 else "word"


# A wave from a number to a one-letter name ("1~n 까지", "0～N-1", "1〜k"): a range up to that name, an index's or a
# count's (s11 dev cskwork 자료구조 설명 [96]: "1 물결표 n 까지"). A CJK word glued before the number is the sentence's,
# not the number's ("一個1~n的序列", s18 dev peienwu sprout6-2 [3]: heard "1波浪號 n"); a Latin one is a name's ("v1~n").
_TO_A_NAME = LazyPattern(r"(?<![A-Za-z0-9_.~～〜])(\d{1,6})\s?[~～〜]\s?(?=[A-Za-z](?![A-Za-z_]))")


# A sign between two dates, once they are said as dates ("2021年4月6日–2021年5月9日", "2021년 4월 6일 ~ 2021년 5월
# 9일"): from one to the other (s11 dev TORIFUKUKaiou … [0][3]: the en dash sent raw; a wave was heard "약"). The
# day is a number: 日/일 also end words ("파일", "금요일", "星期日"; s11 review L1).
# A month closes a date as a day does ("2020년 10월~ 2020년 12월": s14 dev withmaster data_population [27], dropped).
_DATE_SIGN = LazyPattern(r"(?<=\d[日일月월])\s?[-–—~～〜]\s?(?=\d{4}\s?[年년]|\d{1,2}\s?[月월])")


def quantity_ranges(text: str, range_word: str, *, cjk: bool) -> str:
    """Each sign between two quantities that makes their range said as `range_word` ("到", "から", "에서 ", " to ");
    `cjk`: the text is Chinese, Japanese or Korean prose (English voices say a dash between whole numbers as a range
    themselves; there only the decimal ones and the bounded ones are rewritten)."""
    if not any(sign in text for sign in "-–~～〜"):
        return text
    sums = _ARITHMETIC.search(text) is not None
    if cjk:
        text = _DATE_SIGN.sub(lambda m: _date_sign(m, range_word), text)
    if any(wave in text for wave in "~～〜"):
        text = _TO_A_NAME.sub(lambda m: _to_a_name(m, range_word), text)
        text = _UNITS_WAVE.sub(lambda m: _units_wave(m, range_word), text)
    if "." in text:
        text = _ITEMS_SPANNED.sub(lambda m: _items_spanned(m, range_word), text)
    if not sums:
        text = _ORDERED_PAIR.sub(lambda m: _ordered_pair(m, range_word), text)
    if not sums and _MEASURED_RANGE.search(text):
        text = _MEASURED_RANGE.sub(lambda m: _measured_range(m, range_word), text)
    return _QUANTITY_RANGE.sub(lambda m: _range(m, range_word, cjk=cjk, sums=sums), text)


# A numbered list's marker that spans items, opening a line or a sentence ("9-13. DTO 5개": the items 9 to 13 in one
# line, under "8." and above "14."): rising whole numbers, a full stop and a blank after them.
_ITEMS_SPANNED = LazyPattern(r"(?:^|(?<=\n)|(?<=[.。] ))(\d{1,3})-(\d{1,3})\.(?=\s|$)")


def _items_spanned(match: re.Match[str], range_word: str) -> str:
    """Items `a` to `b` of a numbered list, said as their range (s22 held-out yunjeongiya
    _posts/ko/2025-11-14-database-normalization-vs-pragmatism.md [92]: "9-13." sent bare)."""
    first, last = int(match.group(1)), int(match.group(2))
    if first >= last:
        return match.group(0)
    account.reworded("a numbered list's marker spanning items, said as their range", "-")
    return f"{first}{range_word}{last}."


# Two quantities each written with its unit or currency glued to it, joined by a dash: times of day ("12am-02am"),
# sums of money ("25$-100$", "3-400$", "$25-$100"), code points ("U+0-10FFFF"). The units make them quantities,
# whatever stands around (s15 held-out eonist how-to-launch-on-product-hunt [11], Github-collaboration [67][76];
# WindrunnerMax CSS3新特性 [52]).
_MEASURED_RANGE = LazyPattern(
    r"(?<![\w.\-/+=*^:#$€£¥])"
    r"(?:(?P<hour_a>1[0-2]|0?\d)(?P<half_a>[ap]m)-(?P<hour_b>1[0-2]|0?\d)(?P<half_b>[ap]m)"
    r"|(?P<cur_a>[$€£¥])(?P<money_a>\d{1,9}(?:\.\d\d)?)-(?P<cur_b>[$€£¥])?(?P<money_b>\d{1,9}(?:\.\d\d)?)"
    r"|(?P<plain_a>\d{1,9}(?:\.\d\d)?)(?P<after_a>[$€£¥])?-(?P<plain_b>\d{1,9}(?:\.\d\d)?)(?P<after_b>[$€£¥])"
    r"|U\+(?P<point_a>[0-9A-F]{1,6})-(?:U\+)?(?P<point_b>[0-9A-F]{1,6}))"
    r"(?![\w\-/]|\.\d)"
)


def _measured_range(match: re.Match[str], range_word: str) -> str:
    first: float
    second: float
    if match.group("hour_a") is not None:
        first, second = (
            _hour(match.group("hour_a"), match.group("half_a")),
            _hour(match.group("hour_b"), match.group("half_b")),
        )
        parts = (match.group("hour_a") + match.group("half_a"), match.group("hour_b") + match.group("half_b"))
    elif match.group("money_a") is not None:
        first, second = float(match.group("money_a")), float(match.group("money_b"))
        parts = (
            match.group("cur_a") + match.group("money_a"),
            (match.group("cur_b") or match.group("cur_a")) + match.group("money_b"),
        )
    elif match.group("plain_a") is not None:
        if match.group("after_a") not in (None, match.group("after_b")):
            return match.group(0)
        first, second = float(match.group("plain_a")), float(match.group("plain_b"))
        parts = (
            match.group("plain_a") + (match.group("after_a") or ""),
            match.group("plain_b") + match.group("after_b"),
        )
    else:
        first, second = int(match.group("point_a"), 16), int(match.group("point_b"), 16)
        parts = ("U+" + match.group("point_a"), "U+" + match.group("point_b"))
    if first >= second:
        return match.group(0)
    account.reworded("a dash between two quantities with their units, said as their range", "-")
    if range_word == " to " and _after_between(match):
        range_word = " and "  # ("between 9am-5pm": between 9am and 5pm, as for counted numbers; review s16 text1 L3)
    return f"{parts[0]}{range_word}{parts[1]}"


# Two members of one ordered kind joined by a dash: months ("Jun–Aug", "May–August", "December–March"), quarters
# ("Q3–Q4"), weekdays ("Mon-Fri"), times of day ("14:00-16:00", "10:00 - 11:30"). Between two members of a kind the
# dash spans the stretch from one to the other (s22 held-out kakkoyun mentorship part-2 [33][73], part-3 [44]-[46];
# yunjeongiya database-normalization [8]-[11], production-crash [19]: the dash sent bare, the "to" not heard). Each
# side must be a member ("Jun-ho" is a name, "Q-learning" a word); nothing glued around the pair ("2025-06-01T14:00-05:00"
# keeps its offset, "Mar-Apr-May" is a chain).
_MONTH = (
    r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?"
    r"|Nov(?:ember)?|Dec(?:ember)?)"
)
_WEEKDAY = (
    r"(?:Mon(?:day)?|Tue(?:s(?:day)?)?|Wed(?:nesday)?|Thu(?:r(?:s(?:day)?)?)?|Fri(?:day)?|Sat(?:urday)?|Sun(?:day)?)"
)
_CLOCK = r"(?:[01]?\d|2[0-3]):[0-5]\d"
_ORDERED_PAIR = LazyPattern(
    r"(?<![\w.:\-–/+#])"
    rf"(?:(?P<month_a>{_MONTH})(?P<month_sep>\s?[-–]\s?)(?P<month_b>{_MONTH})"
    rf"|(?P<day_a>{_WEEKDAY})(?P<day_sep>\s?[-–]\s?)(?P<day_b>{_WEEKDAY})"
    r"|(?P<quarter_a>Q[1-4])(?P<quarter_sep>\s?[-–]\s?)(?P<quarter_b>Q[1-4])"
    rf"|(?P<clock_a>{_CLOCK})(?P<clock_sep>\s?[-–]\s?)(?P<clock_b>{_CLOCK}))"
    r"(?![\w:\-–]|\.\d)"
)


def _ordered_pair(match: re.Match[str], range_word: str) -> str:
    kind = next(name for name in ("month", "day", "quarter", "clock") if match.group(f"{name}_a") is not None)
    first, sep, second = match.group(f"{kind}_a"), match.group(f"{kind}_sep"), match.group(f"{kind}_b")
    if first == second or sep[:1].isspace() != sep[-1:].isspace():
        return match.group(0)  # (one member twice is no stretch; a dash spaced on one side sets apart)
    account.reworded("a dash between two members of one ordered kind, said as their range", sep.strip())
    if range_word == " to " and _after_between(match):
        range_word = " and "  # ("between Mon-Fri": between Monday and Friday)
    return f"{first}{range_word}{second}"


def _hour(hour: str, half: str) -> int:
    """The hour of the day a clock's "12am" or "2pm" names (12am is midnight, the day's first)."""
    return int(hour) % 12 + (12 if half == "pm" else 0)


def _date_sign(match: re.Match[str], range_word: str) -> str:
    account.reworded("a sign between two dates, said as their range", match.group(0).strip())
    return range_word


# A wave between two quantities each with its unit glued ("64KB~1MB", "100ms～2s", "10GB〜20GB"): sizes, times, rates —
# their range, whatever the units (s17 held-out dh5473 mergetree-internals [36]: "64KB 물결표 1MB" was heard, the
# wave by its name). A wave is no minus, and a number with its unit no date or version.
_UNITS_WAVE = LazyPattern(
    rf"(?<![\w.\-–/+=*^:#~～〜])({_NUMBER}\s?{_UNIT})\s?[~～〜]\s?(?={_NUMBER}\s?{_UNIT}(?![A-Za-z0-9_.~～〜/]))"
)


def _units_wave(match: re.Match[str], range_word: str) -> str:
    account.reworded("a wave between two quantities with their units, said as their range", "~")
    return match.group(1) + range_word


def _to_a_name(match: re.Match[str], range_word: str) -> str:
    account.reworded("a wave from a number to a one-letter name, said as their range", "~")
    return match.group(1) + range_word


_BETWEEN = LazyPattern(r"\b[Bb]etween\s$")


def _after_between(match: re.Match[str]) -> bool:
    """Whether 'between' and a blank stand just before the range. Looked for in the 16 characters before it (the
    word, its blank and a line break `$` may stand before; `\b` still sees the character before them): searched from
    the text's start, every range of a long paragraph read all of the paragraph before it."""
    return _BETWEEN.search(match.string, max(0, match.start() - 16), match.start()) is not None


def _range(match: re.Match[str], range_word: str, *, cjk: bool, sums: bool) -> str:
    if not _is_range(match, cjk=cjk, sums=sums):
        return match.group(0)
    account.reworded("a sign between two quantities, said as their range", match.group("sep").strip())
    first = match.group("a") + (match.group("ab") or "")
    if range_word == " to " and _after_between(match):
        range_word = " and "  # ("between 200-400 lines": between 200 and 400, never "between 200 to 400")
    return f"{first}{range_word}{match.group('b')}{match.group('bb') or ''}"


def _is_range(match: re.Match[str], *, cjk: bool, sums: bool) -> bool:
    """Whether the sign between the two sides of `match` makes their range, by the kinds of the sides."""
    a, b, sep = match.group("a"), match.group("b"), match.group("sep")
    if a[0].isdigit() != b[0].isdigit() or not _rising(a, b):
        return False  # ("10-수백": a number and a word of magnitude are two things; "2-1" falls)
    if sep.strip() in "-–" and not _dash_may_join(match, sums=sums):
        return False
    if not a[0].isdigit() or match.group("ab") is not None or match.group("bb") is not None:
        return cjk  # (order-of-magnitude and bound words are CJK words)
    kind = left_kind(match.string, match.start())
    if kind in ("numbering", "letter"):
        return False
    if "." in a + b:
        return True  # (measured amounts: never a section's number nor a date's part)
    # Whole numbers: a range only after a word, a closed bracket or a label; a Korean particle alone after them makes
    # the pair a name ("섹션 1-2는"). A wave between them is read by text.lexicon's range rules.
    if sep.strip() not in "-–":
        return False
    if not cjk:
        return _counts_something(match, kind)
    if kind not in ("word", "closer", "label") and not (sep.strip() == "–" and kind in ("sign", "edge")):
        # An en dash is the range's own mark (typography's: a hyphen joins, an en dash spans): after an opening
        # bracket, a comma or a line's start its rising whole numbers are still a range ("（7–11を繰り返す",
        # "、8–12 月の"; s19 held-out uknmr theory-on-weather-designer-should-code [34][40], smarthr-a11y-2020 [49])
        return False
    return not _PARTICLE_ALONE.match(match.string, match.end())


# What follows a pair of whole numbers that count or measure something in English: a lower-case word (the noun they
# count, "4-5 panels", "3-4 peaks", "lines 15-66 are"), a unit, or the end of the clause after a word of measure.
_COUNTED_NOUN = LazyPattern(r"\s(?:[a-z][a-z']{1,20}\b|(?:GB|MB|KB|TB|ms|px|USD|EUR)\b)|%|[kKMGT]i?B\b|[mnuμ]?s\b|px\b")
# Words before a pair that make it a score ("won 2-3", "a 1-3 loss"), not a range.
_SCORE_WORDS = frozenset(
    "won win wins lost lose loses beat beats score scored scores draw drew tied tie led lead final".split()
)
_SCORE_AFTER = LazyPattern(r"\s(?:win|loss|defeat|victory|draw|tie|score|lead)\b")


def _counts_something(match: re.Match[str], kind: str) -> bool:
    """Whether two whole numbers joined by a dash in English prose count or measure something ("there are 4-5 people",
    "max 3-4 peaks": the language's "to", s15 held-out eonist): a noun or a unit follows, nothing before numbers them
    ("Figure 1-2"), and they are no phone number ("555-1234"), no ZIP code and no score ("won 2-3")."""
    a, b = match.group("a"), match.group("b")
    if kind in ("numbering", "letter") or (len(a), len(b)) in ((3, 4), (5, 4)) or len(b) > 6:
        return False
    before = _TRAILING_WORD.search(match.string[max(0, match.start() - 24) : match.start()].rstrip())
    if before is not None and before.group(0).lower() in _SCORE_WORDS:
        return False
    if _SCORE_AFTER.match(match.string, match.end()):
        return False
    if match.group("sep") == "–":
        return True  # (an en dash glued between rising whole numbers spans them: "steps 7–11", "(3–4 again)")
    if kind == "word" and match.group("sep").strip() and _PAIR_CLOSES.match(match.string, match.end()):
        # "Level 12 - 13" closing a title or a clause after the word it counts: the levels from one to the other
        # (s18 held-out AppleGamer22 overthewire bandit level12-13 [0]: the bare dash said nothing, the "to" lost)
        return before is not None and before.group(0).lower() not in _SCORE_WORDS
    if _ASIDE_AFTER.match(match.string, match.end()):
        # "Microsoft Windows 10 1511 - 1607 (87%)": an aside in brackets after the pair says something of what it
        # spans (a share, a note), as a noun would; a formula's bracket holds its terms, not words (s23 held-out
        # LonelySinging content/posts/2021/04/24/RAT.md [33]: "1511 minus 1607")
        return True
    return _COUNTED_NOUN.match(match.string, match.end()) is not None


# An aside in round brackets right after a pair of numbers: a share or a few words, closed within the clause — no
# term of a formula (a letter or a sign of a sum in it makes one: "(x + 1)").
_ASIDE_AFTER = LazyPattern(r" \((?:\d{1,3}(?:\.\d{1,2})?%|[A-Za-z][a-z]{2,}(?: [a-z]{2,}){0,4})\)")


def _dash_may_join(match: re.Match[str], *, sums: bool) -> bool:
    """Whether a dash between two numbers can be a range's at all: not in a sentence doing sums (a minus), not spaced
    on one side only ("0.151 -0.398": the second number's minus), not spaced after a name's version ("CSS 2.2 - 6.3
    The @import rule": a section's title set apart)."""
    if sums:
        return False
    spaced = match.group("sep")
    if spaced[:1].isspace() != spaced[-1:].isspace():
        return False
    before_spaced = spaced[:1].isspace() and left_kind(match.string, match.start()) == "word"
    if before_spaced and _PAIR_CLOSES.match(match.string, match.end()):
        return True  # ("Level 12 - 13" closing a title: nothing set apart after it, the pair is the range)
    return not (before_spaced and _LATIN_BEFORE.search(match.string, 0, match.start()))


# The end of a line or a clause right after a pair of numbers: nothing follows the pair that a dash could set apart.
_PAIR_CLOSES = LazyPattern(r"\s?(?:$|\n|[.,;:!?)）。，；：！？])")


def _rising(a: str, b: str) -> bool:
    """Whether `a` to `b` rises: a range goes up ("2-1", "3-3" are numbers of sections or questions)."""
    if a[0].isdigit() and b[0].isdigit():
        return float(a) < float(b)
    if not a[0].isdigit() and not b[0].isdigit():
        return _MAGNITUDE_ORDER[a[-1]] < _MAGNITUDE_ORDER[b[-1]]
    return False


_PAIR_ALONE = LazyPattern(r"(?P<a>\d{1,6}(?:\.\d{1,6})?)-(?P<b>\d{1,6}(?:\.\d{1,6})?)")
# A sentence around the span that does sums or compares: the pair is an operand there, its dash a minus.
_OPERATORS_AROUND = LazyPattern(r"[=≠≤≥]|\s[+×÷*<>^/-]\s")


def range_shaped(code: str) -> bool:
    """Whether a code span could be said as a range by :func:`code_span_range` (two quantities joined by a dash): where
    it is not, that gives None whatever the prose around it, so the prose need not be gathered (issue 43: a paragraph
    of `$ ls -la` spans gathered all of it for each span, in the square of its length)."""
    pair = code.strip()
    return "-" in pair and (_MEASURED_RANGE.fullmatch(pair) is not None or _PAIR_ALONE.fullmatch(pair) is not None)


def code_span_range(code: str, before: str, after: str, range_word: str) -> str | None:
    """An inline code span that holds only two quantities joined by a dash (`200-299` in "状态码的范围在 `200-299`",
    `U+0-10FFFF`), said as their range — the span has no sentence of its own, the prose around it decides: not after a
    noun that numbers ("Figure `1-2`"), not among operators (s15 held-out WindrunnerMax Js中fetch方法 [45], heard
    "200减299"). None where the span is something else."""
    pair = code.strip()
    if "-" not in pair or _OPERATORS_AROUND.search(before[-40:] + after[:40]):
        return None
    measured = _MEASURED_RANGE.fullmatch(pair)
    if measured is not None:
        said = _measured_range(measured, range_word)
        return None if said == pair else said
    whole = _PAIR_ALONE.fullmatch(pair)
    if whole is None or float(whole.group("a")) > float(whole.group("b")):
        return None
    if left_kind(before + pair, len(before)) in ("numbering", "letter"):
        return None
    account.reworded("a code span that is two quantities joined by a dash, said as their range", "-")
    return f"{whole.group('a')}{range_word}{whole.group('b')}"
