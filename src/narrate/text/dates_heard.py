"""Dates the page writes with slashes, and the dash beside a date, against what the voice is sent (`narrate check`).

The lead's s17 ruling "Dates": three numbers joined by slashes — a month 1–12, a day 1–31 and a year of two or four
digits, in either order a writer uses ('10/27/20', '1/04/24', '25/11/26') — are a date, said as a date in the
article's language; a spaced hyphen or dash between a label and a date ('Update - 1/04/24'), or between two dates
('4/6 - 4/10'), is a separator or a span, never "minus". A listener who hears "Update minus 1/04/24" or
"25、11、26の日記" hears arithmetic or three numbers where the page shows a day.

This judge reads the page's words for each chunk (its transcript) apart from the reader's date rules, and what the
chunk sends:

* **a date sent as numbers**: the page shows a slash date and the chunk sends its three numbers in their order with
  pauses or the slash's name between them ('25、11、26', '4 slash 6 slash 24'), or — to an English voice, or with a
  two-digit year — with the bare slashes, which a voice reads as fractions or as numbers;
* **a dash beside a date said as minus**: the page shows a spaced dash after a label word or a date and before a
  date or a year ('Update - 10/27/20', '4/25 - 4/26', 'v2 - 2023'), and the chunk sends a word of "minus" right before
  the date's first number.

A formula ('x = 3/4/5', an operator beside the numbers) is no date and is not judged; two numbers ('3/4 cup') are a
fraction (the ruling), not judged here. Which triples with a one- or two-digit first number are dates at all is the
reader's own question (`slashed_dates.read_as_date`): a list of versions or sizes ('Windows 7/8/10', '8/16/32 bit')
and an English two-digit year that nothing vouches for ('The score was 10/27/20') are no date (review s17 text1 H2),
and a judge that held them against the voice would be noise; what the judge still catches is a date the reader
decides on and the chunk does not send as one.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from narrate.patterns import LazyPattern

from .page_judges import Heard, PageFinding
from .slashed_dates import read_as_date

__all__ = ["slash_dates_unsaid"]

# Three numbers joined by glued slashes, nothing glued around them that makes them a path, a version or a formula (a
# CJK word may be glued: '25/11/26に書いた').
_SLASH_DATE = LazyPattern(r"(?<![0-9A-Za-z_/.=+*^-])(\d{1,4})/(\d{1,2})/(\d{2}|\d{4})(?![0-9A-Za-z_/]|\.\d)")
# A spaced dash (hyphen, en or em dash) after a label word or a date and before a date or a year.
_DASHED = LazyPattern(
    r"(?:(?<![\w.])[^\W\d_][\w.]{1,30}|\d{1,4}/\d{1,2}(?:/\d{2,4})?)[ \t]+[-–—][ \t]+"
    r"(?P<date>\d{1,4}[/.-]\d{1,2}(?:[/.-]\d{2,4})?|(?:19|20)\d\d)(?![\w/.]*\s*[=+*/^×÷])"
)
_FORMULA = LazyPattern(r"[=+*^×÷<>]")
# What a voice hears between numbers that is no date: a pause or the slash's name, in each language.
_APART = r"\s*(?:[、,，]|slash|斜線|斜杠|斜线|スラッシュ|슬래시)\s*"
_MINUS = r"(?:minus|減|减|負|负|マイナス|引く|빼기|마이너스)"


def _a_date(first: str, second: str, third: str) -> bool:
    """Whether three numbers are a date in an order a writer uses: month/day/year, day/month/year, year/month/day."""
    a, b, c = int(first), int(second), int(third)
    year_last = len(third) in (2, 4)
    month_day_year = 1 <= a <= 12 and 1 <= b <= 31 and year_last
    day_month_year = 1 <= a <= 31 and 1 <= b <= 12 and year_last
    year_month_day = len(first) in (2, 4) and 1 <= b <= 12 and 1 <= c <= 31
    return month_day_year or day_month_year or year_month_day


def slash_dates_unsaid(heard: Sequence[Heard]) -> list[PageFinding]:
    """The dates a chunk's page words write with slashes that it sends as numbers, and the dashes beside a date it
    sends as "minus" (see the module's docstring), each once per chunk and date."""
    out: list[PageFinding] = []
    for h in heard:
        if h.kind == "cue" or "/" not in h.shown and "-" not in h.shown and "–" not in h.shown:
            continue
        seen: set[str] = set()
        for m in _SLASH_DATE.finditer(h.shown):
            if m.group() in seen or not _judged(m, h.lang):
                continue
            seen.add(m.group())
            first, second, third = (re.escape(g) for g in m.groups())
            edges = (r"(?<![\d/.])", r"(?![\d/])")
            apart = re.compile(edges[0] + first + _APART + second + _APART + third + edges[1], re.I)
            short_year = 4 not in (len(m.group(1)), len(m.group(3)))
            bare = (h.lang.startswith("en") or short_year) and re.search(
                edges[0] + re.escape(m.group()) + edges[1], h.sent
            )
            if bare or apart.search(h.sent):
                out.append(PageFinding(h.chunk, "a date sent as numbers", m.group()))
        for m in _DASHED.finditer(h.shown):
            number = re.match(r"\d+", m.group("date"))
            assert number is not None
            said = re.compile(_MINUS + r"\s*" + re.escape(number.group()) + r"(?!\d)", re.I)
            if m.group() not in seen and said.search(h.sent):
                seen.add(m.group())
                out.append(PageFinding(h.chunk, "a dash beside a date said as minus", m.group()[:80]))
    return out


def _judged(match: re.Match[str], lang: str) -> bool:
    """Whether three slashed numbers are a date the voice must hear as one: a date's numbers, no formula's, and — with
    a one- or two-digit first number — a date by the reader's own rule, no list of versions ("Windows 7/8/10") or
    two-digit year nothing vouches for (review s17 text1 H2)."""
    if not _a_date(*match.groups()) or _in_formula(match.string, match.start(), match.end()):
        return False
    return len(match.group(1)) > 2 or read_as_date(match.string, match.start(), lang)


def _in_formula(text: str, start: int, end: int) -> bool:
    """Whether an operator stands right beside the numbers (`x = 3/4/5`, `1/2/3 + 4`): a formula's, no date."""
    return bool(_FORMULA.search(text[max(0, start - 3) : start]) or _FORMULA.search(text[end : end + 3]))
