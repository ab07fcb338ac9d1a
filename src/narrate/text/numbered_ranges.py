"""Whether a dash between two numbered names of one kind ("a0-a7", "XMM0-XMM15", "set1-set2") is a range.

The shape alone does not tell. "a0-a7, ra, t0-t6" and "寄存器 YMM0-YMM15" are ranges of registers, said with the
language's "to" (s14 held-out billhu0 29_cs110 [44][46], 064_x86 [123]). "The difference set1-set2" and
"计算 c1-c2 的差值" are subtractions (s15 review MEDIUM 4; wangtunan's "差集(set1-set2)", swhan9404's "num1-num2"),
and "to" there says the opposite of the page. The sentence around the pair decides:

* a difference: the sentence names one (difference, minus, subtract, 差, 减/減, 引く, 차이, 빼기), or the pair is an
  operand of other arithmetic (`R0=R1-R2`, `|x1-x2|+1`), or the first number is the higher (`set2-set1`);
* a range: none of those, the first number is the lower, AND the sentence says what the family is: it names
  registers, lines, columns, levels, headings or items, or it lists the pair among other names ("sp, gp, tp,
  s0-s11"). A span holding the pair and nothing else (inline code `s0-s11` in a list of registers) is such a name.

The reader (text.operators, which says the "to") and the check's judge (text.sign_roles, which reports a range sent
with a bare dash) both ask :func:`numbered_range`, so the two never disagree on what is a range.
"""

from __future__ import annotations

from narrate.patterns import LazyPattern

__all__ = ["family_before", "numbered_range"]

# A name of one to four letters and its number (`s0`, `a7`, `YMM15`, `XMM0`): one of a numbered set.
_PAIR = LazyPattern(r"([A-Za-z]{1,4})(\d{1,3})-([A-Za-z]{1,4})(\d{1,3})")
# What ends the sentence the pair stands in (a full stop only before a space: `v1.2` is a version's dot).
_SENTENCE_END = LazyPattern(r"[。！？!?；;\n]|\.(?=\s|$)")
# A sentence that names a difference: the dash in it is a minus, whatever its shape.
_DIFFERENCE = LazyPattern(
    r"(?i:\b(?:differen(?:ce|ces|t)|diff|minus|subtract\w*|delta)\b)"
    r"|差(?!不多|点|點)|[减減]|引[くき]|引いた|차이|빼기|빼고|뺀"
)
# Words that name a numbered family: registers, lines and columns, levels and headings, items.
_FAMILY = LazyPattern(
    r"(?i:\b(?:registers?|regs?|lines?|columns?|cols?|levels?|headings?|items?|rows?|pins?|slots?|channels?|cores?)\b)"
    r"|寄存器|暫存器|暂存器|レジスタ|레지스터|标题|標題|見出し|제목|레벨|レベル"
)
# Signs that make the names beside a dash terms of an expression.
_EXPRESSION = frozenset("=|+-*/^%<>")
# A list's separators: the pair listed among other names.
_LIST_SEPARATORS = (",", "，", "、")
# Another item of a list of names: a short name with no space in it.
_NAME_ITEM = LazyPattern(r"[A-Za-z][A-Za-z0-9_]{0,7}(?:-[A-Za-z]{1,4}\d{1,3})?")


def numbered_range(text: str, start: int) -> bool:
    """Whether the pair of numbered names starting at `start` in `text` (`a0-a7` of "a0-a7, ra, t0-t6") is a range of
    one family, said "a0 to a7" — False for a difference or a pair nothing names as a family (see the module)."""
    pair = _PAIR.match(text, start)
    if pair is None or pair.group(1) != pair.group(3) or int(pair.group(2)) >= int(pair.group(4)):
        return False  # (two families, `x86-x64`; falling numbers, `set2-set1`: a pair or a subtraction)
    end = pair.end()
    before, after = text[:start].rstrip(), text[end:].lstrip()
    if before[-1:] in _EXPRESSION or after[:1] in _EXPRESSION:
        return False  # `R0=R1-R2`, `|x1-x2|`: an operand of other arithmetic
    sentence = _sentence(text, start, end)
    if _DIFFERENCE.search(sentence):
        return False
    if pair.group(1) == "L" and before.endswith("#"):
        return True  # a page's line anchor (`plugins.rst#L92-L111`, GitHub's): lines 92 to 111
    if not sentence.strip(" `()[]（）") or sentence.strip(" `()[]（）") == pair.group(0):
        return True  # a span that is the pair alone: a name as written (inline code `s0-s11`)
    return _FAMILY.search(sentence) is not None or _listed(before, after)


def family_before(text: str, start: int) -> bool:
    """Whether the word right before the number at `start` names a numbered family (`Level 12`, `lines 3`, `レベル 2`):
    two numbers after it joined by a dash are a range of that family."""
    return _FAMILY_LAST.search(text[max(0, start - 24) : start]) is not None


# A family's word closing the text before a number (a blank between them at most).
_FAMILY_LAST = LazyPattern(
    r"(?i:(?<![A-Za-z])(?:registers?|regs?|lines?|columns?|cols?|levels?|headings?|items?|rows?|pins?|slots?"
    r"|channels?|cores?|chapters?|parts?|episodes?|lessons?|pages?|steps?|rounds?|weeks?|days?)\s?$)"
    r"|(?:寄存器|暫存器|暂存器|レジスタ|레지스터|레벨|レベル|第)\s?$"
)


def _sentence(text: str, start: int, end: int) -> str:
    """The sentence around `text[start:end]`, the pair left out (its letters name no family)."""
    ends = [m.end() for m in _SENTENCE_END.finditer(text, 0, start)]
    first = ends[-1] if ends else 0
    later = _SENTENCE_END.search(text, end)
    last = later.start() if later else len(text)
    return text[first:start] + " " + text[end:last]


def _listed(before: str, after: str) -> bool:
    """Whether the pair is an item of a list of names: a separator beside it with a short name on its far side."""
    before, after = before.rstrip(" `(（"), after.lstrip(" `)）")
    if before.endswith(_LIST_SEPARATORS):
        item = before[:-1].rstrip(" `)）").rsplit(None, 1)[-1:] or [""]
        if _NAME_ITEM.fullmatch(item[0].strip("`(（")):
            return True
    if after.startswith(_LIST_SEPARATORS):
        item = after[1:].lstrip(" `(（").split(None, 1)[:1] or [""]
        return _NAME_ITEM.fullmatch(item[0].rstrip(",，、`)）")) is not None
    return False
