"""A comparison sign standing before an amount in prose: the bound it sets, said by its meaning (ruling 5d).

"with a > 20% margin", "(성공률 < 0.5)", "token 개수 (≥ 20)라면" (s23 dev erickhun kubernetes-faster-services [29],
FacerAin corpus-poisoning-attack-paper [44][46]): the sign has no operand of a formula before it — an opening bracket,
a colon or a comma, an English preposition or article, or a CJK word naming the measure — and an amount after it.
It works as "more than", "at least", 미만, 以上: a bound on the amount, never a comparison verb between two terms
("with a is greater than 20 percent margin" was heard) and never the bare sign a voice names or drops.

English and Chinese put the bound's word before the amount ("more than 20%", "大于等于20"); Japanese and Korean after
it ("20以上", "0.5 미만"). A sign between two operands of a formula ("x > 10", "1 < n < 10"), a sign glued to both
sides ("(<3)", a heart), a sign before an amount that goes on as an expression ("> 2 * n") or closes an angle
bracket ("<20>") are left to the rules for comparisons.
"""

from __future__ import annotations

import re

from narrate.patterns import LazyPattern

from . import account

__all__ = ["amount_bounds"]

_RULE = "a comparison sign before an amount, said as the bound it sets"
# The bound's words: before the amount (en, zh) or after it (ja, ko).
_BEFORE = {
    "en": {">": "more than", "<": "less than", ">=": "at least", "<=": "at most"},
    "zh-hans": {">": "大于", "<": "小于", ">=": "大于等于", "<=": "小于等于"},
    "zh-hant": {">": "大於", "<": "小於", ">=": "大於等於", "<=": "小於等於"},
}
_AFTER = {
    "ja": {">": "超", "<": "未満", ">=": "以上", "<=": "以下"},
    "ko": {">": " 초과", "<": " 미만", ">=": " 이상", "<=": " 이하"},
}
_ONE_FORM = {"≥": ">=", "≤": "<=", "⩾": ">=", "⩽": "<="}
_CJK = r"\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3"
# What stands before the sign (group "lead"), the sign, and the amount (group "amount": a currency's mark, a number,
# a percent or a unit glued to it).
_BOUND = LazyPattern(
    rf"(?P<lead>^|[(（\[:：,，、;；]|(?<![\w-])(?:with|of|at|for|by|to|in|on|from|under|over|within|into|a|an|the)"
    rf"|[{_CJK}])(?P<space>\s?)(?P<sign>>=|<=|[<>≥≤⩾⩽])(?![<>=])(?P<gap>\s?)"
    r"(?P<amount>[$€£¥₩]?\d{1,15}(?:[.,]\d{1,15}){0,4}(?:[%％]|[A-Za-z]{1,3}(?![\w]))?)"
    r"(?![\d.,]*\d|\s?[-+*/×÷=<>^]|[\w>])"
)
# What every bound holds: the sign, then (a space and a currency's mark) a digit — most text has none, and is not
# scanned further.
_BOUND_SIGN = LazyPattern(r"[<>≥≤⩾⩽]=? ?[$€£¥₩]?\d")
_ARTICLE = frozenset({"a", "an", "the"})
# After "a > 20%" the article's noun must follow: "if a > 20 then" compares a variable a.
_NOUN_AFTER = LazyPattern(r" (?!(?:then|and|or|else|is|are|was|were|so|but|if|when|while)\b)[a-z]{2,}")


def amount_bounds(text: str, lang: str) -> str:
    """`text` with each comparison sign that sets a bound on an amount said by the bound's words (module doc)."""
    if lang not in _BEFORE and lang not in _AFTER or not _BOUND_SIGN.search(text):
        return text
    return _BOUND.sub(lambda m: _bound(m, lang), text)


def _bound(match: re.Match[str], lang: str) -> str:
    lead, space, sign, gap, amount = match.group("lead", "space", "sign", "gap", "amount")
    sign = _ONE_FORM.get(sign, sign)
    if sign in "<>" and not (space or gap):
        return match.group(0)  # ("(<3)", "a>b": glued on both sides, no bound written in prose)
    if lead.isascii() and lead.isalpha():
        if lang != "en":
            return match.group(0)
        if lead in _ARTICLE and not _NOUN_AFTER.match(match.string, match.end()):
            return match.group(0)
    elif lead and "\u3040" <= lead <= "\ud7a3" and lang == "en":
        return match.group(0)
    account.reworded(_RULE, match.group("sign"))
    pad = " " if lead and (lead.isalnum() or space) else ""
    if lang in _BEFORE:
        said = _BEFORE[lang][sign]
        if lang == "en":
            return f"{lead}{pad}{said} {amount}"
        return f"{lead}{pad}{said}{amount}"
    return f"{lead}{pad}{amount}{_AFTER[lang][sign]}"
