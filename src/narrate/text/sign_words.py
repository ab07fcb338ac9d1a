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
  a ○/× table, says yes). A mark with words after it on its line (`Status: ✅ done`) is left to the sign rules;
* a check, a cross or a warning mark opening the items of one list (or the lines of one run) where the marks differ
  (`- ✅ 이론적으로 완벽한 설계` / `- ❌ 6시간 개발 비용`, `- ✅ (仕事) …` / `- ❌ (ボルダリング) …`, `1. ✅ …` / `5. ⚠️ …`):
  the mark is the only thing telling the items apart — pros from cons, goals met from goals missed — so it is said by
  its name ("체크", "엑스"; "チェック", "バツ"; "check", "cross"; "주의", "注意", "warning") before the item. A list
  whose every item opens with the same mark (a decorative ✅ before each) keeps its marks silent (s22 held-out
  yunjeongiya database-normalization-vs-pragmatism [171][178], s21 held-out donkomura 2025-review [6][7][8]).

HuangChingChieh/blog content/articles/2023/okinawa_foods_2023.md and online_survey_money.md (stars), 0420syj
blog 2023-07-03-next-js-basic (🆚) and 2023-04-18-js-closure-and-method-chaining (❌).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from narrate.patterns import LazyPattern

from . import account

__all__ = ["article_marked_items", "say_sign_words"]

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


# A line opening with a verdict mark (after its indentation and its list item's bullet or number), the words after it.
_MARKED_LINE = LazyPattern(r"^[ \t]{0,12}(?:(?:[-*+]|\d{1,3}[.)])[ \t]+)?([✅✔✓☑❌✗✘❎]|⚠)\ufe0f?[ \t]*(.*)$")
# The same in a segment's text, at the start of any of its lines (a list item's lines run in one paragraph).
_OPENING_MARK = LazyPattern(r"^([ \t]{0,12}(?:(?:[-*+]|\d{1,3}[.)])[ \t]+)?)([✅✔✓☑❌✗✘❎]|⚠)\ufe0f?[ \t]*(.*)$", re.M)
_MARK_KINDS = {**dict.fromkeys("✅✔✓☑", "check"), **dict.fromkeys("❌✗✘❎", "cross"), "⚠": "warning"}
# The words a marked item is known by: its letters and digits, links' addresses and HTML tags left out (the segment
# the sign rules read has lost them), the first 16.
_LINK_TARGET = LazyPattern(r"\]\([^)\n]*\)|<[^>\n]*>")
_NOT_A_LETTER = LazyPattern(r"[\W_]+")
_MARK_NAMES = {
    "check": {"zh-hant": "打勾", "zh-hans": "打勾", "ja": "チェック", "ko": "체크", "en": "check"},
    "cross": {"zh-hant": "打叉", "zh-hans": "打叉", "ja": "バツ", "ko": "엑스", "en": "cross"},
    "warning": {"zh-hant": "注意", "zh-hans": "注意", "ja": "注意", "ko": "주의", "en": "warning"},
}
_MARKED: ContextVar[frozenset[str]] = ContextVar("narrate_marked_items", default=frozenset())


def _item_key(words: str) -> str:
    return _NOT_A_LETTER.sub("", _LINK_TARGET.sub("", words))[:16]


def _marked_items(body: str) -> frozenset[str]:
    """The items of `body`'s lists (runs of lines, blank lines between items allowed) that open with a verdict mark
    where the run's marks are of two kinds or more, by :func:`_item_key`; fenced code is skipped."""
    if not any(mark in body for mark in _MARK_KINDS):
        return frozenset()
    keys: set[str] = set()
    run: list[tuple[str, str]] = []
    fenced = False

    def close() -> None:
        if len({kind for kind, _ in run}) >= 2:
            keys.update(key for _, key in run if key)
        run.clear()

    for line in body.split("\n"):
        if line.lstrip().startswith(("```", "~~~")):
            fenced = not fenced
            close()
            continue
        if fenced or not line.strip():
            continue
        found = _MARKED_LINE.match(line)
        if found is None:
            close()
            continue
        run.append((_MARK_KINDS[found.group(1)], _item_key(found.group(2))))
    close()
    return frozenset(keys)


@contextmanager
def article_marked_items(body: str) -> Iterator[None]:
    """Within: :func:`say_sign_words` knows the items of `body` whose opening mark tells them from their siblings."""
    token = _MARKED.set(_marked_items(body))
    try:
        yield
    finally:
        _MARKED.reset(token)


def _known_item(key: str) -> bool:
    """Whether `key` (a segment's item, maybe cut short by a code span in it) is one of the marked items'."""
    marked = _MARKED.get()
    return len(key) >= 2 and (key in marked or any(item.startswith(key) or key.startswith(item) for item in marked))


def _said_opening_marks(text: str, lang: str) -> str:
    """`text` (a list item's words, or lines of one) with each verdict mark opening a line said by its name, when its
    siblings open with a mark of another kind (:func:`_marked_items`); else as it was."""

    def said(found: re.Match[str]) -> str:
        if not _known_item(_item_key(found.group(3))):
            return found.group(0)
        kind = _MARK_KINDS[found.group(2)]
        account.reworded(
            f"a {kind} mark opening a list item its siblings' marks differ from, said by its name", found.group(2)
        )
        name = _MARK_NAMES[kind][lang]
        return (
            f"{found.group(1)}{name}：{found.group(3)}" if lang in _CJK else f"{found.group(1)}{name}: {found.group(3)}"
        )

    return _OPENING_MARK.sub(said, text)


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
    if _MARKED.get() and _OPENING_MARK.search(text):
        text = _said_opening_marks(text, lang)
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
