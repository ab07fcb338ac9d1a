"""An operation heard as its sign's name or as nothing (`narrate check`): `local_34*4` said "local 下划线34星号4",
`i - ...` said "i 하이픈 점 점 점", `1280*720` sent "1280 720" — the listener hears a star, a hyphen or nothing where the
page multiplies or subtracts.

On the page, a `*` between two operands (a name or a number each side, glued or spaced; not `**`) multiplies, and a
spaced `-` between a name or number and a number, a name of code (a digit or an underscore in it) or `...` subtracts.
Where the chunk on those lines sends the two operands with the sign's *name* between them (its name in the chunk's
language or in English: 星号, アスタリスク, 별표, "star", 하이픈, ハイフン, "hyphen"), the operation is heard as a
sign; with nothing between them (a `*`), or sent to a Chinese, Japanese or Korean voice as a bare ` - ` between them,
it is heard as nothing ("1280 720", "month 1").
Apart from the reader's tables (its own names here), so that the two can disagree.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from narrate.patterns import LazyPattern

from .lexicon import symbol_names
from .page_judges import Heard, PageFinding
from .page_view import Page

__all__ = ["operators_named"]

_OPERAND = r"[A-Za-z_][A-Za-z0-9_]{0,60}|\d{1,12}(?:\.\d{1,12})?"
# (operands are ASCII: a CJK word glued to one, `偏移local_34*4`, is prose beside it)
_TIMES = LazyPattern(rf"(?<![A-Za-z0-9_*])({_OPERAND})[ \t]?\*(?!\*)[ \t]?({_OPERAND})(?![A-Za-z0-9_*])")
_MINUS = LazyPattern(rf"(?<![A-Za-z0-9_-])({_OPERAND}) - ({_OPERAND}|\.\.\.)(?![A-Za-z0-9_-])")
_CODE_NAME = LazyPattern(r"[A-Za-z]\w*?[\d_]|_\w")
_C_TYPES = frozenset("char void int float double long short unsigned signed const struct auto size_t".split())
# Names of the two signs as a voice is sent them, besides the reader's own (lexicon.symbol_names).
_OTHER_NAMES = {
    "*": ("asterisk", "star", "星号", "星號", "アスタリスク", "별표", "애스터리스크"),
    "-": ("hyphen", "dash", "ハイフン", "하이픈", "连字符", "連字號", "横杠", "橫槓"),
}
_CJK = ("zh", "ja", "ko")


def operators_named(page: Page, heard: Sequence[Heard]) -> list[PageFinding]:
    """Chunks that say an operation the page shows between two operands by its sign's name (or, to a CJK voice, as a
    bare spaced dash)."""
    out: list[PageFinding] = []
    groups: dict[tuple[int, int], list[Heard]] = {}
    for h in heard:
        if h.first and h.kind != "cue" and h.sent:
            groups.setdefault((h.first, max(h.last, h.first)), []).append(h)
    for (first, last), chunks in groups.items():
        text = " ".join(s.text for s in page.over(first, last) if s.kind == "prose")
        if "*" not in text and " - " not in text:
            continue
        for sign, left, right in dict.fromkeys(_operations(text)):
            for h in chunks:
                if _named(sign, left, right, h):
                    out.append(
                        PageFinding(
                            h.chunk, "an operation heard as its sign's name or as nothing", f"{left}{sign}{right}"
                        )
                    )
                    break
    return out


def _operations(text: str) -> list[tuple[str, str, str]]:
    """The page's multiplications and subtractions: (sign, left operand, right operand). A `*` spaced on one side only
    is a pointer's or a mark's (`char *p`, `AVCodec* c`, `menu* that`), and one between two words of prose (`the *
    character`) is a sign named; a `-` between two words is a dash."""
    found = []
    for m in _TIMES.finditer(text) if "*" in text else ():
        left, right, spaces = m.group(1), m.group(2), m.group(0).count(" ")
        if spaces == 1 or left.lower() in _C_TYPES:
            continue
        if spaces == 0 or _quantity(left) or _quantity(right):
            found.append(("*", left, right))
    for m in _MINUS.finditer(text) if " - " in text else ():
        left, right = m.group(1), m.group(2)
        # (a letter alone after a spaced dash is a label's or a notation's, `sorting - O(n log n)`: no operand)
        if right == "..." or len(right) > 1 and _quantity(right) or right[0].isdigit():
            found.append(("-", left, right))
    return found


def _quantity(operand: str) -> bool:
    """A number, a variable's letter (`w * h`) or a name of code (letters with a digit or an underscore: `local_34`)."""
    return operand[0].isdigit() or len(operand) == 1 and operand not in "aAI" or bool(_CODE_NAME.search(operand))


def _named(sign: str, left: str, right: str, h: Heard) -> bool:
    """Whether the chunk sends the operands' facing ends with the sign's name between them (or a bare dash, to a CJK
    voice)."""
    tail = re.findall(r"[A-Za-z]+|\d+", left)
    head = re.findall(r"[A-Za-z]+|\d+|\.\.\.", right)
    if not tail or not head:
        return False
    names = _names(sign, h.lang)
    if sign == "-" and h.lang.startswith(_CJK):
        names = (*names, "-")
    # (nothing between them: the operation unheard, `1280*720` sent "1280 720"; a `-` before a number might be
    # said as the number's sign, so only a `*` is judged so)
    between = "|".join([*(re.escape(n) for n in names), *([r"\s?"] if sign == "*" else [])])
    right_end = re.escape(head[0]) if head[0] != "..." else r"(?:\.\.\.|…|점\s?점\s?점|点点点|てんてんてん)"
    pattern = rf"(?<![A-Za-z0-9]){re.escape(tail[-1])}\s{{0,2}}(?:{between})\s{{0,2}}{right_end}"
    return re.search(pattern, h.sent, re.I) is not None


@lru_cache(maxsize=32)
def _names(sign: str, lang: str) -> tuple[str, ...]:
    own = symbol_names(sign, lang)
    return tuple(n for n in {own, *_OTHER_NAMES[sign]} if n and n != sign)
