"""Signs a writer puts in a word's place by the shape of what they stand in, said as that word before the sign rules
(text.signs) would leave them out as flourishes (s19 dev, issue #38):

* a rating drawn in stars, filled then empty (`個人評分：★★★★☆`, `問卷數量：★★★☆☆`): "4 of 5 stars". A run of
  stars is a rating when it mixes filled and empty ones (a flourish never does), or when a label's colon opens
  it (`評分：★★★★★`); a run of one or two stars, or a flourish around a heading (`★★★ 重點 ★★★`, `☆☆☆ 感想 ☆☆☆`,
  nakanakamu0828/techtalk), stays a flourish;
* the VS sign between two terms (`SSR 🆚 SSG`): "versus";
* a cross or a check mark closing a line that is one term (`단위테스트 ❌`, `集成测试 ✅`, a list's verdict on its
  item): "no" or "yes", both alike, so that siblings carrying one of each are both heard with their verdict (s19
  review of the text rules, M2). A mark after a sentence or inside one, or opening the line (a bullet), is left to
  the sign rules; so is the heavy cross ✖, a close button's glyph and the times sign as often ("Close ✖", L2);
* a mark that is a label's value: after the label's colon, closing the line (`是否支援 SSL：✅`, `HTTPS: ❌`, a yes/no
  table written as list items, s22 dev 880831ian gcp-lb-introduce): the answer, "yes" or "no" (⭕, the circle of
  a ○/× table, says yes). A mark with words after it on its line (`Status: ✅ done`) is left to the sign rules.

HuangChingChieh/blog content/articles/2023/okinawa_foods_2023.md and online_survey_money.md (stars), 0420syj
blog 2023-07-03-next-js-basic (🆚) and 2023-04-18-js-closure-and-method-chaining (❌).
"""

from __future__ import annotations

import re

from narrate.patterns import LazyPattern

from . import account

__all__ = ["say_sign_words"]

_CJK = ("zh-hant", "zh-hans", "ja")
_STARS = LazyPattern(r"(?<![★☆⭐])(?=[★☆⭐])([★⭐]*)(☆*)(?![★☆⭐])")  # (a run opens at a star: no empty match)
_LABEL_COLON = LazyPattern(r"[:：][ \t]*$")
# What follows a rating that ends its label's phrase, for a pause: a line break, or past a blank (a `<br/>` is one by
# now) the next label and its colon (a card's next line: '問卷數量：★★★☆☆<br/>問卷金額：★★★☆☆'). Words of the same
# sentence ("Rating: ★★★★★ and that is all.") get no stop (s19 review of the text rules, L1).
_LINE_GOES_ON = LazyPattern(r"[ \t]*\n[ \t]*\w|[ \t]+[^\s:：。.!?！？,，]{1,24}[:：]")
_RATING = {
    "zh-hant": "{n} 顆星中的 {f} 顆",
    "zh-hans": "{n} 颗星中的 {f} 颗",
    "ja": "星{n}つ中{f}つ",
    "ko": "별 {n}개 중 {f}개",
    "en": "{f} out of {n} stars",
}
# The VS sign with a term on each side on its line.
_VERSUS_SIGN = LazyPattern(r"(?<=[^\s\n])([ \t]{0,8})🆚\ufe0f?([ \t]{0,8})(?=[^\s\n])")
_VERSUS = {"zh-hant": "對比", "zh-hans": "对比", "ja": "対", "ko": "대", "en": "versus"}
# A verdict mark closing a line whose only other words are one term: a run of letters with no sentence mark (a Latin
# term of at most three words), then the cross or the check mark and the line's end.
_TERM_THEN_VERDICT = LazyPattern(
    r"^([ \t]*(?:[-*+][ \t]+)?(?:[\w\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3]{1,20}"
    r"|[A-Za-z][\w.-]{0,30}(?: [A-Za-z][\w.-]{0,30}){0,2}))[ \t]*([❌✗✘✅✔✓]\ufe0f?)[ \t]*$",
    re.M,
)
# A label closed by its colon, then the verdict mark alone to the line's end: the label's answer. The label is any
# run of words without a sentence's mark (a question like '是否支援 Cloud CDN', 'Supports HTTP/2', 'Node.js 18').
_LABEL_THEN_VERDICT = LazyPattern(
    r"^([ \t]*(?:[-*+][ \t]+)?(?:[^\n:：。.!?！？]|\.(?=\w))*?[^\s:：。.!?！？])[ \t]*([:：])[ \t]*([❌✗✘✅✔✓⭕]\ufe0f?)[ \t]*$",
    re.M,
)
_CROSSES = "❌✗✘"
_NO = {"zh-hant": "不行", "zh-hans": "不行", "ja": "不可", "ko": "불가", "en": "no"}
_YES = {"zh-hant": "可以", "zh-hans": "可以", "ja": "可", "ko": "가능", "en": "yes"}


def say_sign_words(text: str, lang: str, *, prose_block: bool = False) -> str:
    """`text` with its star ratings, VS signs and closing crosses said as words in `lang`. In a `prose_block` (a
    paragraph, a quote, a heading: no list's item) a verdict mark is one only beside a sibling line carrying one:
    "Close ❌" on a line of its own is a close button's label, its cross a glyph (s19 menus L2, left open there)."""
    if text.isascii() or lang not in _RATING:
        return text
    if "★" in text or "☆" in text or "⭐" in text:
        text = _STARS.sub(lambda found: _rating(found, lang), text)
    if "←→" in text or "⇐⇒" in text:
        # (two arrows drawn head to head, '鏈原生幣 ←→ 穩定幣': the two-way arrow, said as the pair it joins)
        account.reworded("two arrows drawn as one two-way arrow", "←→")
        text = text.replace("←→", "↔").replace("⇐⇒", "⇔")
    if "🆚" in text:
        text = _VERSUS_SIGN.sub(lambda found: _versus(found, lang), text)
    if any(mark in text for mark in "❌✗✘✅✔✓⭕") and ("：" in text or ":" in text):
        text = _LABEL_THEN_VERDICT.sub(lambda found: _answer(found, lang), text)
    if any(mark in text for mark in "❌✗✘✅✔✓") and (not prose_block or len(_TERM_THEN_VERDICT.findall(text)) >= 2):
        text = _TERM_THEN_VERDICT.sub(lambda found: _verdict(found, lang), text)
    return text


def _rating(found: re.Match[str], lang: str) -> str:
    filled, empty = len(found.group(1)), len(found.group(2))
    whole = found.group(0)
    if not 3 <= filled + empty <= 10:
        return whole
    if not (filled and empty) and not _LABEL_COLON.search(found.string[max(0, found.start() - 4) : found.start()]):
        return whole
    account.reworded("a rating drawn in stars, said as how many of how many", whole)
    said = _RATING[lang].format(n=filled + empty, f=filled)
    if _LINE_GOES_ON.match(found.string, found.end()):
        said += "。" if lang in _CJK else "."  # (a card's next rating line: '問卷數量：★★★☆☆<br/>問卷金額：★★★☆☆')
    return said if lang in _CJK else f" {said} "


def _versus(found: re.Match[str], lang: str) -> str:
    account.reworded("the VS sign between two terms, said as 'versus'", "🆚")
    return f" {_VERSUS[lang]} "


def _verdict(found: re.Match[str], lang: str) -> str:
    if found.group(2)[0] in _CROSSES:
        account.reworded("a cross closing a line of one term: its verdict, said as 'no'", found.group(2))
        return f"{found.group(1)} {_NO[lang]}"
    account.reworded("a check mark closing a line of one term: its verdict, said as 'yes'", found.group(2))
    return f"{found.group(1)} {_YES[lang]}"


def _answer(found: re.Match[str], lang: str) -> str:
    label, colon, mark = found.group(1), found.group(2), found.group(3)
    if mark[0] in _CROSSES:
        account.reworded("a cross as a label's value after its colon: the answer, said as 'no'", mark)
        word = _NO[lang]
    else:
        account.reworded("a check mark as a label's value after its colon: the answer, said as 'yes'", mark)
        word = _YES[lang]
    return f"{label}{colon}{word}" if lang in _CJK else f"{label}{colon} {word}"
