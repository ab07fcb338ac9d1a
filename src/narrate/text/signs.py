"""Signs used as words: an arrow or an emoji that a sentence uses in a word's place is said, in the chunk's
language, never dropped.

Whether a sign is a word is read from its neighbours, not from a list of the cases:

* a particle attaches to it: Japanese and Korean write a particle right after the word it marks ("↓の動画",
  "詳細は↓を", "🤖がAIの発言", "↓에서"), so a sign with a hiragana or a Hangul syllable right after it is a
  word;
* it stands inside a clause written without spaces, a letter right on each side of it ("如↓所示");
* it is all its block says (the speaker headings of a dialogue, "## 🧑").

Elsewhere (a line's bullet, "✅ done"; a flourish after a sentence, "🎉"; a pointer on a line of its own) a
sign says nothing, and the rules that drop it declare so (:data:`DECORATION`, text.account): a sign dropped
where it was a word is a hole the account reports.

An arrow standing for a word points at something on the page: it is said as the direction it points
("↓の動画" is "下の動画", the video below). An emoji is said by its Unicode CLDR short name in the language (the
`emoji` package's annotations; Traditional Chinese by OpenCC from the Simplified names).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from narrate.patterns import LazyPattern

from . import account
from .model import UNSAID_SYMBOLS
from .sign_words import say_sign_words

__all__ = [
    "ARROWS",
    "BACKSLASH_NAMED_AFTER",
    "BACKSLASH_NAMED_BEFORE",
    "DECORATION",
    "drop_signs",
    "is_trend",
    "is_word",
    "ko_fitted",
    "name_emoji",
    "say_hearts",
    "say_signs",
    "sign_name",
    "sign_only",
]

# A spaced backslash the sentence names (a noun, not a divider between two words): after a word that wants an object
# ("使用 \\ 或 () 控制换行", "用 \\ 换行") or before a conjunction or a particle ("改行は \\ を使います"). One rule for the
# reader (text.lexicon, _CJK_BACKSLASH) and the check judge (text.signs_sent_bare, _SPACED_BACKSLASH).
BACKSLASH_NAMED_AFTER = "用的把以將将"
BACKSLASH_NAMED_BEFORE = "或和與与及跟をがはのにでとも를을는은의"

# Arrows that point rather than join (text.lexicon reads an arrow between two items as "to" or "then").
ARROWS = "←↑↓⇐⇑⇓⟵⬅⬆⬇"
_DIRECTION = {
    "←": "left",
    "⇐": "left",
    "⟵": "left",
    "⬅": "left",
    "↑": "up",
    "⇑": "up",
    "⬆": "up",
    "↓": "down",
    "⇓": "down",
    "⬇": "down",
}
# Where an arrow points, as the word a writer means by it ("↓の例": the example below).
_POINTING = {
    "zh-hant": {"left": "左邊", "up": "上方", "down": "下方"},
    "zh-hans": {"left": "左边", "up": "上方", "down": "下方"},
    "ja": {"left": "左", "up": "上", "down": "下"},
    "ko": {"left": "왼쪽", "up": "위", "down": "아래"},
    "en": {"left": "left", "up": "above", "down": "below"},
}
# A rise or a fall, said of the noun an arrow follows ("房价↑了": prices rose).
_TREND = {
    "zh-hant": {"up": "上升", "down": "下降"},
    "zh-hans": {"up": "上升", "down": "下降"},
    "ja": {"up": "上昇", "down": "低下"},
    "ko": {"up": "증가", "down": "감소"},
    "en": {"up": "up", "down": "down"},
}
_EMOJI_LANGUAGE = {"zh-hant": "zh", "zh-hans": "zh", "ja": "ja", "ko": "ko", "en": "en"}
# One emoji: a pictograph with what joins or modifies it (variation selectors, skin tones, zero-width joiner,
# keycap, tags).
_EMOJI = "\U0001f000-\U0001faff\u2600-\u27bf\u2b00-\u2bff\u2300-\u23ff"
_MODIFIER = "\ufe00-\ufe0f\u20e3\u200d\U000e0020-\U000e007f\U0001f3fb-\U0001f3ff"
_EMOJI_RUN_PATTERN = rf"[{_EMOJI}][{_MODIFIER}]*(?:[{_EMOJI}][{_MODIFIER}]*)*"
# An arrow or a letterlike symbol the writer asked to be shown as an emoji (its presentation selector U+FE0F after it:
# '↩️', '↔️', 'ℹ️', '‼️') is an emoji like any other: a heading's '### ↩️ 方向和反方向' among siblings opened by 😔 and 🔖
# was sent to the voice while they were left out (s18 dev chiyuki0325 my-2025-midpoint-summary).
_PRESENTED = "\u2190-\u21ff\u2100-\u214f\u203c\u2049"
_SIGN = LazyPattern(
    rf"[{ARROWS}](?:[\ufe0e\ufe0f])?|(?:[{_PRESENTED}]\ufe0f|[{_EMOJI}])[{_MODIFIER}]*(?:(?:[{_PRESENTED}]\ufe0f|[{_EMOJI}])[{_MODIFIER}]*)*"
)
# A particle standing as its own grammatical unit after a sign: Japanese (the word after it starts with no hiragana,
# "↓の動画", "🤖がAI"; a few particles of two letters, "↓から") and Korean (a space, a sign or the end after it,
# "↓에서 확인", "가격↑이다"). Any kana or Hangul syllable is not one: "✅できたこと", "🎉축하합니다" are words a
# bullet opens.
_JA_PARTICLE = (
    "のよう[にな]|(?:から|まで|より|には|では|とは|への|での|との|の|が|を|は|に|で|と|も|へ|や)(?![\u3041-\u309f])"
)
_KO_PARTICLE_WORD = "(?:에서|에게|으로|로|은|는|이|가|을|를|에|의|와|과|도|만|까지|부터|처럼|보다|이다|입니다|이에요|예요)(?![\uac00-\ud7a3])"
_PARTICLE = re.compile(f"{_JA_PARTICLE}|{_KO_PARTICLE_WORD}")
# How much after a sign its judges read: the longest particle and the letter after it, or a contrast's conjunction,
# one word and the emoji set against it (" but mostly 🎉"); before it, its clause.
_AFTER = 16
# A noun for a picture a sign names right after it ("🌐 아이콘", "the 🔍 button", "⭐ 圖示"): the sign says which one.
# (each noun a whole word: a particle may follow a Korean one, but "표시됩니다" is a verb and "마크다운", "マークダウン" are
# other words)
_ICON_NOUN = LazyPattern(
    rf"\s?(?:(?:아이콘|버튼|표시|마크|이모지)(?:{_KO_PARTICLE_WORD}|(?![\uac00-\ud7a3]))"
    r"|(?:アイコン|ボタン|マーク|絵文字|記号|キー)(?![\u30a0-\u30ff])|图标|圖標|圖示|按钮|按鈕|符号|符號|标志|標誌|键|鍵|"
    r"(?i:icons?|buttons?|emojis?|symbols?|badges?|marks?|keys?)\b)"
)
_BEFORE = 80
_HANGUL = re.compile("[\uac00-\ud7a3]")
# The letters of clauses written without spaces.
_UNSPACED = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")


# A heart typed as "<3" after a word, closing what it follows ("Jekyll <3", "Thanks all <3."): a word of two
# letters or more on its left, and on its right only the end, a sentence's end or a comma that no other bound
# follows. A version or a bound is a comparison: "Python <3.8" (a digit after the dot), "Django <3, >=2.2" (a
# bound after the comma), "versions <3 are not supported" (a word after it): unsure, the comparison is kept.
_HEART = LazyPattern(r"(?<=[^\W\d_]{2}) <3(?=\s*$|[.!?;:)）。、！？](?!\d)|,(?!\s*[<>=≤≥]))")
_HEART_WORDS = {"zh-hant": "愛心", "zh-hans": "爱心", "ja": "ハート", "ko": "하트", "en": "heart"}


def say_hearts(text: str, lang: str) -> str:
    """`text` with each "<3" typed as a heart said as one."""
    if "<3" not in text or lang not in _HEART_WORDS:
        return text

    def said(match: re.Match[str]) -> str:
        account.reworded("sign used as a word, said as one", "<3")
        return f" {_HEART_WORDS[lang]}"

    return _HEART.sub(said, text)


_CROSSES = frozenset("☓✕✖✗✘")
# Hands that point, as arrows do (said as where they point when they stand for a word).
_HANDS = {"👇": "down", "👆": "up", "☝": "up", "👈": "left"}


def _points_at_what_follows(sign: str, before: str, after: str) -> bool:
    """Whether a pointing sign ends a clause as the thing it points at ("so far and add 👇", "You could also do
    👇"): nothing after it but the end, and its clause, in Latin script alone, ends in a verb left without its
    object. A clause that is whole without it ("Scroll down ↓", "Click the button 👈", "Prices went
    up ↑") or already says where ("the following code 👇", "like so 👇") keeps it as a flourish; so does a Latin
    word inside CJK text ("放在 Repo ↓")."""
    base = sign.rstrip("\ufe0e\ufe0f")
    if (_DIRECTION.get(base) or _HANDS.get(base)) is None or after.strip(" :：\t"):
        return False
    if not (before[-1:] == " " and before[-2:-1].isascii() and before[-2:-1].isalpha()):
        return False
    clause = re.split(r"[.!?;:]\s", before)[-1]
    if not clause.isascii() or _SAYS_WHERE.search(clause):
        return False
    return _WANTS_AN_OBJECT.search(clause) is not None


# Words of a clause that already point at what follows it (its pointer adds nothing a listener misses).
_SAYS_WHERE = LazyPattern(
    r"(?i)\b(?:below|above|following|follows|here|there|this|these|that|those|example|e\.g|like)\b"
)
# A clause's last word that wants an object it does not have: a verb that takes one ("add 👇": add what follows).
_WANTS_AN_OBJECT = LazyPattern(
    r"(?i)\b(?:add|do|use|run|try|type|paste|copy|write|enter|insert|include|import|install|append|call|see|"
    r"read|watch|check\s+out|try\s+out|get|put|set|change|replace|follow|apply)\s*$"
)


def is_word(sign: str, before: str, after: str, *, alone: bool = False) -> bool:
    """Whether `sign` stands in a word's place, from the characters right `before` and `after` it (`alone`: it
    is all its block says)."""
    if not alone and _inside_a_word(sign, before, after):
        return False
    if alone or _PARTICLE.match(after) or is_trend(sign, before, after) or _bracketed(before, after):
        return True
    if _points_at_what_follows(sign, before, after):
        return True
    if sign[0] not in ARROWS and (_ICON_NOUN.match(after) or _as_noun(before, after)):
        return True
    following, preceding = after[:1], before[-1:]
    if not (following and _UNSPACED.match(following)):
        return False
    # Inside a clause ("如↓所示"), or opening one after a comma ("，🧑代表我"): never after a sentence's end, where
    # a sign glued to what follows is a bullet ("。🔥接下來").
    return bool(preceding and (_UNSPACED.match(preceding) or preceding in "，、,;；:："))


# Faces and gestures (Unicode's Emoticons block, the supplement's faces and hands; 👊-👐): the writer's feeling, never a
# thing a sentence names.
_EXPRESSION = re.compile("[\U0001f600-\U0001f64f\U0001f910-\U0001f92f\U0001f970-\U0001f97a\U0001f44a-\U0001f450]")
_KANA = re.compile("[\u3041-\u309f]")


def _inside_a_word(sign: str, before: str, after: str) -> bool:
    """Whether a face or a gesture stands glued between two hiragana ("依存しませんよう🙏にという", "ありがと😊う"),
    or between two Hangul syllables, no particle after it ("감사🙏합니다": Korean spaces its words): inside a word or
    its ending, the writer's aside — left out, the word heard whole. A particle after it makes it no noun in
    Japanese, whose endings are hiragana too: a face names nothing ("よう祈りに" was heard, s19 held-out uknmr
    smarthr-a11y-2020 [41]). An object's or an animal's emoji ("この🍕が好き") still stands for its noun; between Han
    characters a gesture may be one ("用👍表示同意"), and is left to the rules for words."""
    if not _EXPRESSION.match(sign):
        return False
    if _KANA.fullmatch(before[-1:]) and _KANA.match(after[:1]):
        # A noun all the same after a demonstrative ("この🤖を作りました") or before a case particle no word ending
        # starts with ("👍を押して"); に/で/の/と also close endings ("よう🙏に"), so they alone prove nothing.
        return not (_DEMONSTRATIVE.search(before) or _NOUN_PARTICLE.match(after))
    return bool(_HANGUL_SYLLABLE.fullmatch(before[-1:]) and _HANGUL_SYLLABLE.match(after[:1])) and not _PARTICLE.match(
        after
    )


_HANGUL_SYLLABLE = re.compile("[\uac00-\ud7a3]")
_DEMONSTRATIVE = re.compile("[こそあど]の$")
_NOUN_PARTICLE = re.compile("[をがはも]")


# Brackets that hold the sign and nothing else ('**304 Not Modified**（❌）', "Build (✅)"): the sign is what the
# brackets say (a verdict, a state), left out it leaves them empty, '（）' (s18 dev chiyuki0325 hackergame-2023).
_BRACKETS = {"(": ")", "（": "）", "[": "]", "【": "】", "「": "」", "『": "』", "〔": "〕"}


def _bracketed(before: str, after: str) -> bool:
    """Whether a sign stands alone between an opening bracket and its closing one (blanks aside)."""
    opening = before.rstrip()[-1:]
    return bool(opening) and opening in _BRACKETS and after.lstrip()[:1] == _BRACKETS[opening]


# An emoji in a noun's place, from the words around it (arrows are text.lexicon's: they join or point):
# * an item of a list: a separator or a conjunction between it and another item ("between 🐶, 🐺, 🦅 and 🐭",
#   "🍎、🍊和🍌", "🐶와 🐱");
# * the object closing a sentence: right after a word that wants one (a verb, an article, a possessive) and
#   before the sentence's end ("还没有🦞。", "I want a 🍕."); never after a word that may end the sentence
#   itself ("that 🤷.", "the original one 😱.").
# A run of emoji with no separator, one opening a line, one after a sentence's end stays a flourish.
_SEPARATOR = r"(?:\s*[,，、]\s*|\s+(?:and|or|&)\s+|\s*(?:和|与|與|或|及|跟|以及|や)\s*|\s*(?:와|과|및|또는)\s+)"
_ITEM = r"(?:\w{1,30}|[\U0001f000-\U0001faff\u2600-\u27bf\u2b00-\u2bff][\ufe0f\U0001f3fb-\U0001f3ff]?)"
_ITEM_BEFORE = LazyPattern(rf"{_ITEM}{_SEPARATOR}$")
_ITEM_AFTER = LazyPattern(rf"{_SEPARATOR}{_ITEM}")
_LAST_ITEM_BEFORE = LazyPattern(
    rf"(?:{_ITEM}(?:\s+(?:and|or|&)\s+|\s*(?:和|与|與|或|及|跟|以及|や)\s*|\s*(?:와|과|및|또는)\s+)"
    r"|[\U0001f000-\U0001faff\u2600-\u27bf\u2b00-\u2bff][\ufe0f\U0001f3fb-\U0001f3ff]?\s*[,，、]\s*)$"
)
_LIST_OPENS = LazyPattern(r"(?:\b(?:between|either|choose|pick|like|as)\s|[:：]\s*|(?:选择|選擇|在)|(?:から))$")
_OBJECT_BEFORE = LazyPattern(
    r"(?:(?<![\w'’])(?i:a|an|the|my|your|our|his|her|their|have|has|had|"
    r"love|like|want|need|got|get|use|eat|buy|choose|pick)\s"
    r"|没有|沒有|还有|還有|只有|是|叫|像|变成|變成|成为|成為|选|選|用|要|吃|买|買|喜欢|喜歡|爱|愛)$"
)
_SENTENCE_END = LazyPattern(r"\s?(?:[.!?。！？…]|$)")
# Two emoji set against each other by "but" (a contrast: "required: 😱 but mostly 🎉", "：😱但更多是🎉") are two
# reactions, each a word of the clause (an adjective's place): dropped, the clause says "required: but mostly" (s11
# dev zachleat featherweight-facepile [2]). One word may stand between the conjunction and the second ("mostly"). In
# Chinese and Japanese, where no space marks a word, the first emoji must stand in a word's place — after a colon or
# opening its clause, not glued to a predicate ("好累😫但是很开心🎉", "疲れた😫けど…🎉": flourishes) — and the
# conjunction follow it directly, with a word of ≤ 2 characters, or a topic of ≤ 4 closed by 是/は, before the second;
# でも is left out, mostly a particle ("雨でも"; s11 review of the text rules M2).
_ONE_EMOJI = r"[\U0001f000-\U0001faff\u2600-\u27bf\u2b00-\u2bff][\ufe0f\U0001f3fb-\U0001f3ff]?"
_CONTRAST = r"(?:\s+(?:but|yet)\s+(?:[A-Za-z]{2,12}\s+)?|\s*하지만\s+(?:\w{1,6}\s+)?)"
_CONTRAST_CJK = r"(?:但是|但|可是|不过|不過|けど)[、，,]?(?:\w{0,2}|\w{0,4}[是は])"
_CLAUSE_OPENS = r"(?:^|[:：(（「『、，,。！？!?])\s*"
_CONTRAST_AFTER = LazyPattern(rf"{_CONTRAST}{_ONE_EMOJI}")
_CONTRAST_BEFORE = LazyPattern(rf"{_ONE_EMOJI}{_CONTRAST}$")
_CONTRAST_AFTER_CJK = LazyPattern(rf"{_CONTRAST_CJK}{_ONE_EMOJI}")
_CONTRAST_BEFORE_CJK = LazyPattern(rf"{_CLAUSE_OPENS}{_ONE_EMOJI}{_CONTRAST_CJK}$")
_OPENS_A_CLAUSE = LazyPattern(rf"{_CLAUSE_OPENS}$")


def _contrast(before: str, after: str) -> bool:
    """Whether the emoji between `before` and `after` is one of two set against each other by "but"."""
    if _CONTRAST_AFTER.match(after) or (_may_end_a_contrast(before) and _CONTRAST_BEFORE.search(before)):
        return True
    return bool(
        _CONTRAST_AFTER_CJK.match(after)
        and _OPENS_A_CLAUSE.search(before)
        or (_may_end_a_cjk_contrast(before) and _CONTRAST_BEFORE_CJK.search(before))
    )


def _as_noun(before: str, after: str) -> bool:
    """Whether an emoji with `before` and `after` around it stands in a noun's place (an item of a list, the object
    closing a sentence; an emoji the next item of its list is: "🍎、🍊和🍌"); one of two set against each other by "but")."""
    if _contrast(before, after):
        return True
    item_after = _ITEM_AFTER.match(after)
    separated = _may_end_with_separator(before)
    if item_after and (
        not item_after.group(0)[-1].isalnum()
        or (separated and _ITEM_BEFORE.search(before))
        or (_may_open_a_list(before) and _LIST_OPENS.search(before))
    ):
        return True
    if separated and _LAST_ITEM_BEFORE.search(before):
        return not _LINE_START.search(before)  # a list's next item: after a conjunction, or an emoji and a comma
    return bool(
        _may_end_with_a_word_wanting_an_object(before) and _OBJECT_BEFORE.search(before) and _SENTENCE_END.match(after)
    )


# The patterns above that end in `$` are searched over a sign's whole window before it (`_BEFORE` characters), and
# Python's `re` tries each of its 80 starts in turn: some 50 µs a sign, most of the time of an article of emoji (s14
# attack "emoji shortcodes", 8.4 CPU s/MB; the two of `_contrast` too). What each can end with is known from its last characters alone, so those
# are looked at first and the search is made only where it may match: the same answers (a necessary condition, held
# by tests/text/test_sign_windows.py against the searches themselves), in constant time for almost every sign.
# `\s` in a str pattern and str.isspace/rstrip are one test of a character (Py_UNICODE_ISSPACE); `$` matches at the
# end and also before a newline that ends the text, so a text ending in one is looked at without it too.
_SEPARATOR_LAST = frozenset(",，、和与與或及跟や")  # a separator's last sign before any spaces (以及 ends in 及)
_SPACED_SEPARATOR_WORDS = ("and", "or", "&", "와", "과", "및", "또는")  # separators followed by spaces
_LIST_OPENS_LAST = frozenset("择擇在ら")  # 选择, 選擇, 在, から
_CJK_COMMAS = frozenset("、，,")  # what may follow a CJK contrast's conjunction
_OBJECT_WORDS_LAST = frozenset("有是叫像成为為选選用要吃买買欢歡爱愛")  # _OBJECT_BEFORE's CJK words, by their last


def _may_end_with_separator(before: str) -> bool:
    """Whether `before` may end with a separator of a list's items (`_SEPARATOR`, and `_LAST_ITEM_BEFORE`'s)."""
    stripped = before.rstrip()
    if stripped[-1:] in _SEPARATOR_LAST:
        return True
    return len(stripped) < len(before) and stripped.endswith(_SPACED_SEPARATOR_WORDS)


def _ends(before: str) -> tuple[str, ...]:
    """The texts a pattern ending in `$` must end one of: `before`, and without the newline that ends it."""
    return (before, before[:-1]) if before.endswith("\n") else (before,)


def _ends_with_a_spaced_word(text: str) -> bool:
    return text[-1:].isspace() and text[-2:-1].isalpha()


def _may_open_a_list(before: str) -> bool:
    """Whether `before` may end as `_LIST_OPENS` does: a word and a space, a colon and spaces, 选择, 在, から."""
    if before.rstrip()[-1:] in (":", "："):
        return True
    return any(_ends_with_a_spaced_word(text) or text[-1:] in _LIST_OPENS_LAST for text in _ends(before))


def _may_end_with_a_word_wanting_an_object(before: str) -> bool:
    """Whether `before` may end as `_OBJECT_BEFORE` does: an English word and a space, or one of its CJK words."""
    if _ends_with_a_spaced_word(before) or before[-1:] in _OBJECT_WORDS_LAST:
        return True
    return before[-1:] == "\n" and (_ends_with_a_spaced_word(before[:-1]) or before[-2:-1] in _OBJECT_WORDS_LAST)


def _word_character(ch: str) -> bool:
    """Whether `ch` is one `\\w` matches in a str pattern (Py_UNICODE_ISALNUM, or the underscore)."""
    return ch.isalnum() or ch == "_"


def _may_end_a_contrast(before: str) -> bool:
    """Whether `before` may end as `_CONTRAST_BEFORE` does: spaces after a word (but, yet, 하지만, the one after)."""
    stripped = before.rstrip()
    return len(stripped) < len(before) and _word_character(stripped[-1:])


def _may_end_a_cjk_contrast(before: str) -> bool:
    """Whether `before` may end as `_CONTRAST_BEFORE_CJK` does: a word's character (但是, けど, a topic's は) or a comma."""
    return any(_word_character(text[-1:]) or text[-1:] in _CJK_COMMAS for text in _ends(before))


_LINE_START = LazyPattern(r"(?:^|\n)\s*(?:[-*+]\s+)?(?:[\U0001f000-\U0001faff\u2600-\u27bf]\ufe0f?\s*)+[,，、]?\s*$")


# What may follow an arrow that tells a rise or a fall: the end, a space, punctuation, a particle, Chinese 了/的.
_TREND_AFTER = re.compile(r"$|[\s\W]|[了的]")
# Chinese verbs an arrow after points from ("如↓所示", "点击⬇下载", "见↓"): where it points, not a trend.
_POINTING_VERBS = "如见見看按击擊照"


def is_trend(sign: str, before: str, after: str) -> bool:
    """Whether an up or down arrow tells a rise or a fall of the noun right before it ("房价↑了", "コスト↓の効果",
    "가격↑이다"): a letter of a noun (no kana particle, no pointing verb) touching it, and after it the end,
    punctuation, a particle or 了/的; an arrow opening a clause or after a particle points ("詳細は↓を")."""
    base = sign.rstrip("\ufe0e\ufe0f")
    if len(base) != 1 or _DIRECTION.get(base) not in ("up", "down"):
        return False
    preceding = before[-1:]
    if not preceding or not preceding.isalpha() or "\u3041" <= preceding <= "\u309f":
        return False
    if preceding in _POINTING_VERBS or _points_down_at_the_next_line(sign, before, after):
        return False
    if _POINTING_WORD.search(before[-4:]) is not None or _DOWNWARD_RUN.match(after):
        # A thing shown ("この記事↓を読んで": the article below, s12 held-out masaki39 [2]) is no quantity that falls;
        # a run of arrows ("Example↓↓") points, a fall is drawn with one.
        return False
    return bool(_TREND_AFTER.match(after) or _PARTICLE.match(after))


_DOWNWARD = frozenset("↓⇓⬇👇")
_POINTING_PAUSE = {"zh-hant": "：", "zh-hans": "：", "ja": "：", "ko": ": ", "en": ": "}


# The words a down arrow closing a line points with: a place in the text or a time against another ("如下", "以下",
# "こちら", "아래", "変更前", "修改后", "변경 전"), or the thing shown under it (an article, a picture, code, a link:
# "以前の記事", "截图", "코드"). A quantity ("内存占用", "メモリ使用量", "응답 시간") names what rises or falls.
_POINTING_WORD = LazyPattern(
    r"(?:如下|所示|下面|以下|下方|下列|下記|次|こちら|ここ|这里|這裡|前|后|後|記事|文章|图|圖|図|截图|截圖|画像|写真|"
    r"代码|代碼|コード|链接|連結|リンク|아래|다음|여기|이전|이후| 전| 후|사진|그림|코드|링크)$"
)


# More down arrows after one, spaced or not: a run that points ("↓↓", "⬇️⬇️").
_DOWNWARD_RUN = LazyPattern("[ \ufe0e\ufe0f]{0,3}[↓⇓⬇👇]")
# What ends a clause before an arrow that closes its line: a kana (a verb's or an auxiliary's end, "しました↓",
# "ように↓"), or a Latin word or a digit (a name the page then shows: "Example↓↓").
_CLAUSE_BEFORE_ARROW = LazyPattern(r"[\u3041-\u30ff\w]$")


# "Below", opening a note on what follows (a picture, a table) where a down arrow opens the note.
_BELOW = {"zh-hant": "下方：", "zh-hans": "下方：", "ja": "下記：", "ko": "아래: ", "en": "below: "}


def _opens_a_note_on_what_follows(sign: str, before: str, after: str) -> bool:
    """Whether a down arrow opens a bracketed note, words after it ("（↓ 赤枠部分が同種の支配種）" under a paragraph a
    picture follows): the note is about what the page shows below, the arrow its "below" (s22 held-out
    mitsuyoshi-yamazaki 2023-02-21_alife_workshop06 [8]: dropped as a pointer)."""
    return (
        sign.rstrip("\ufe0e\ufe0f") in _DOWNWARD
        and before.rstrip(" \t")[-1:] in ("（", "(")
        and bool(after.lstrip(" \t\ufe0e\ufe0f")[:1].isalnum())
    )


def points_at_the_next_block(sign: str, before: str, after: str) -> bool:
    """Whether a down arrow (or a run of them) closes its line after a clause or a name and points at the block
    that follows, as a colon does: a run of arrows after any word ("公式ドキュメントに記載の Example↓↓", "suggester
    が起動↓↓": heard "低下", a fall), one arrow after a kana-ended clause ("追加されるようにしました↓"; after a noun
    one arrow may be the trend it draws, "内存占用↓", and is left to `_points_down_at_the_next_line`). s12 held-out
    masaki39 TemplaterのExample Usage [8][21], Templaterでoutlinerを強化 [58][59]."""
    if sign.rstrip("\ufe0e\ufe0f") not in _DOWNWARD:
        return False
    rest = after
    while (run := _DOWNWARD_RUN.match(rest)) is not None:
        rest = rest[run.end() :]
    if rest.partition("\n")[0].strip():
        return False
    word = before.rstrip(" \ufe0e\ufe0f")
    in_run = rest != after or word[-1:] in _DOWNWARD
    while word[-1:] in _DOWNWARD:  # (the run's arrows before this one)
        word = word[:-1].rstrip(" \ufe0e\ufe0f")
    if not _CLAUSE_BEFORE_ARROW.search(word):
        return False
    return in_run or "\u3041" <= word[-1] <= "\u30ff"


_UPWARD = frozenset("↑⇑⬆👆☝")
_UPWARD_RUN = LazyPattern("[ \ufe0e\ufe0f]{0,3}[↑⇑⬆👆☝]")
# What an up arrow opening a line says: the line is about what stands above it ("↑↑ 請對我按右鍵檢查屬性", "↑写真は
# アクセスがあった時のレポート", "👆그래서 ThinJar 키워드로…"), as a writer reading it aloud would say "above:".
_ABOVE = {"zh-hant": "上方：", "zh-hans": "上方：", "ja": "上記：", "ko": "위: ", "en": "Above: "}


def points_at_the_block_above(sign: str, before: str, after: str) -> bool:
    """Whether an up arrow (or a run of them, a pointing hand) opens its line before words: it points at the block
    above, which the line is about (s10 held-out Opshell day18-base-markdown [36][42]: '↑↑ 請對我按右鍵檢查屬性',
    heard as 'right-click me' pointing at nothing). An arrow a particle follows is a word already ("↑のサンプル":
    上の); one in a drawing stands before a bar or a space, never before words."""
    if sign.rstrip("\ufe0e\ufe0f") not in _UPWARD:
        return False
    line = before.rpartition("\n")[2]
    if line.strip(" \t>\ufe0e\ufe0f↑⇑⬆👆☝"):
        return False
    rest = after
    while (run := _UPWARD_RUN.match(rest)) is not None:
        rest = rest[run.end() :]
    rest = rest.lstrip(" \t")
    if _MOVES.match(rest):
        return False  # (a key's arrow before a verb of moving: "- ↑ Move the cursor up", s13 review L2)
    return bool(rest[:1]) and rest[0].isalpha() and not _PARTICLE.match(rest)


# An arrow that is a key (a legend's "↑ Move the cursor up", "↑ 光标上移"): a verb of moving or the cursor after it.
_MOVES = LazyPattern(
    r"(?i:move|go\b|scroll|jump|navigate|cursor)"
    r"|移动|移動|上移|向上|光标|光標|滚动|滾動|カーソル|スクロール|上へ|이동|위로|커서|스크롤"
)


def _points_down_at_the_next_line(sign: str, before: str, after: str) -> bool:
    """Whether a down arrow glued to a CJK word closes its line and that word points ("変更前↓", "以前の記事↓",
    "如下↓" over a picture or a block): it points at what follows, as a colon does (heard "低下", a fall, when taken
    for a trend). After a quantity it is the trend it draws, as its siblings' "↑" say ("- 内存占用↓ / - 启动速度↑":
    a fall, review s9 of 855e572), at a line's end as inside a sentence."""
    return (
        sign.rstrip("\ufe0e\ufe0f") in _DOWNWARD
        and not after.partition("\n")[0].strip()
        and bool(_UNSPACED.match(before[-1:]) or _HANGUL.match(before[-1:]))
        and _POINTING_WORD.search(before[-4:]) is not None
    )


def _may_drop(sign: str, before: str, after: str) -> bool:
    """What the rules that drop signs may drop: a sign no word or particle attaches to."""
    return not is_word(sign, before, after)


DECORATION = account.declare("sign with no word's role (a bullet, a flourish, a pointer)", _may_drop)


def sign_name(sign: str, lang: str) -> str:
    """How `sign` is said as a word in `lang`: the direction an arrow points, an emoji's short name; "" when
    the language has no name for it."""
    base = sign.rstrip("\ufe0e\ufe0f")
    direction = (_DIRECTION.get(base[:1]) or _HANDS.get(base[:1])) if len(base) == 1 else None
    words = _POINTING.get(lang)
    if direction is not None:
        return words[direction] if words else ""
    if base and all(ch in _CROSSES for ch in base):
        return "X" * len(base)  # a cross standing in a word ("☓☓段で力尽きる": XX levels) is a placeholder's X
    if base in ("★", "☆"):
        # a star standing in a word ("★をGitHub Action上で…実行する": the step a star marked above) is the mark the
        # writer points with, said by its name (s22 held-out mitsuyoshi-yamazaki 2022-07-09 [21]: dropped)
        return _STAR_MARK.get(lang, "")
    return _emoji_name(sign, lang)


_STAR_MARK = {"ja": "星印", "ko": "별표", "zh-hant": "星號", "zh-hans": "星号", "en": "the star"}


@lru_cache(maxsize=512)
def _emoji_name(sign: str, lang: str) -> str:
    language = _EMOJI_LANGUAGE.get(lang)
    if language is None or not (UNSAID_SYMBOLS.match(sign) or sign[1:2] == "\ufe0f"):  # ('↩️': an emoji as shown)
        return ""
    import emoji  # (its tables load on the first emoji said as a word: most articles have none)

    said = emoji.demojize(sign, language=language, delimiters=("\x00", "\x00"))
    names = [name.replace("_", " ").strip() for name in said.split("\x00")[1::2]]
    names = [name for n, name in enumerate(names) if name and (n == 0 or name != names[n - 1])]
    if not names:
        return ""
    text = "、".join(names) if lang in ("ja", "zh-hans", "zh-hant") else ", ".join(names)
    if lang == "zh-hant":
        from .language import convert_chinese

        text = convert_chinese(text, "zh-hant")
    return text


_EMOJI_RUN = LazyPattern(_EMOJI_RUN_PATTERN)


def name_emoji(text: str, lang: str, rule: str) -> str | None:
    """`text` (inline code) with each emoji or dingbat said by its CLDR name in `lang`, declared under `rule`;
    None when one has no name (`✓`): code is said whole or cued, never with a sign dropped."""
    out: list[str] = []
    last = 0
    for found in _EMOJI_RUN.finditer(text):
        name = _emoji_name(found.group(0), lang)
        if not name:
            return None
        account.reworded(rule, found.group(0))
        out += [text[last : found.start()], f" {name} "]
        last = found.end()
    return "".join(out) + text[last:]


def say_signs(text: str, lang: str, *, alone: bool = False, prose_block: bool = False) -> str:
    """`text` with each sign that stands in a word's place said as that word (`alone`: the signs are all their
    block says; `prose_block`: a paragraph, a quote or a heading, text.sign_words); the others are left for the
    rules that drop them."""
    text = say_sign_words(say_hearts(text, lang), lang, prose_block=prose_block)
    if text.isascii() or not _SIGN.search(text):  # (every arrow and emoji it finds is beyond ASCII)
        return text

    def said(match: re.Match[str]) -> str:
        whole, start, end = match.string, match.start(), match.end()
        sign = match.group(0)
        before, after = whole[max(0, start - _BEFORE) : start], whole[end : end + _AFTER]
        if not alone and lang in _POINTING_PAUSE and _points_down_at_the_next_line(sign, before, after):
            account.reworded("a down arrow closing its line, pointing at what follows: a colon's pause", sign)
            return _POINTING_PAUSE[lang]
        if not alone and lang in _POINTING_PAUSE and points_at_the_next_block(sign, before, after):
            account.reworded("a down arrow closing its line, pointing at what follows: a colon's pause", sign)
            # (a run's first arrow says the pause; the others are in it)
            return "" if before.rstrip(" \ufe0e\ufe0f")[-1:] in _DOWNWARD else _POINTING_PAUSE[lang]
        if not alone and lang in _BELOW and _opens_a_note_on_what_follows(sign, before, after):
            account.reworded("a down arrow opening a bracketed note, pointing at what follows: said as 'below'", sign)
            return _BELOW[lang]
        if not alone and lang in _ABOVE and points_at_the_block_above(sign, before, after):
            account.reworded("an up arrow opening its line, pointing at what is above: said as 'above'", sign)
            # (a run's first arrow says where; the others are in it)
            return "" if before.rstrip(" \ufe0e\ufe0f")[-1:] in _UPWARD else _ABOVE[lang]
        if not is_word(sign, before, after, alone=alone):
            return sign
        trend = _TREND.get(lang) if not alone and is_trend(sign, before, after) else None
        name = trend[_DIRECTION[sign[0]]] if trend else sign_name(sign, lang)
        if not name:
            return sign
        account.reworded("sign used as a word, said as one", sign)
        if lang in ("ja", "zh-hans", "zh-hant"):
            return name
        if lang == "ko" and _HANGUL.match(after) and _PARTICLE.match(after):
            return f" {name}\x00"  # a Korean particle is part of its word: "↓에서" is "아래에서" (its form: below)
        return f" {name} "

    text = _SIGN.sub(said, text)
    return _KO_PARTICLE.sub(_ko_particle, text) if "\x00" in text else text


# Korean particles whose form follows the sound before them (은/는, 이/가, 을/를, 과/와): the writer chose the form
# for the sign's sound as they read it; said as its name, the name's last sound chooses.
_KO_PAIRS = {
    "은": "은는",
    "는": "은는",
    "이": "이가",
    "가": "이가",
    "을": "을를",
    "를": "을를",
    "과": "과와",
    "와": "과와",
}
_KO_PARTICLE = LazyPattern("([\uac00-\ud7a3]?)\x00([은는이가을를과와](?![\uac00-\ud7a3]))?")


def ko_fitted(particle: str, last: str) -> str:
    """`particle` in the form the sound of `last` (the last syllable said before it) takes: 을 after a consonant,
    를 after a vowel; a particle without two forms, or after no Hangul syllable, stays the writer's."""
    forms = _KO_PAIRS.get(particle)
    if forms is None or not "\uac00" <= last <= "\ud7a3":
        return particle
    return forms[0 if (ord(last) - 0xAC00) % 28 else 1]


def _ko_particle(match: re.Match[str]) -> str:
    last, particle = match.group(1), match.group(2)
    if not particle or not last:
        return last + (particle or "")
    return last + ko_fitted(particle, last)


def drop_signs(text: str) -> str:
    """`text` without the signs left in it (none of them a word: :func:`say_signs` said those), each declared
    left out as a decoration (text.account checks the declaration)."""
    if text.isascii() or not _SIGN.search(text):
        return text

    def dropped(match: re.Match[str]) -> str:
        whole, start, end = match.string, match.start(), match.end()
        account.omit(DECORATION, match.group(0), whole[max(0, start - _BEFORE) : start], whole[end : end + _AFTER])
        return " " if match.group(0)[0] in ARROWS else ""

    return _SIGN.sub(dropped, text)


def sign_only(texts: Iterable[str]) -> bool:
    """Whether `texts` (a block's) hold signs and nothing a voice says besides them (no letter, no digit)."""
    texts = list(texts)
    return any(_SIGN.search(text) for text in texts) and not any(ch.isalnum() for text in texts for ch in text)
