"""Operators in inline code and in prose, said by what they stand between, never dropped.

An operator's reading comes from its place, not from a list of examples: between two operands it is
binary (`sum += i` "sum plus equals i", `(150 - 50) / 50` "150 minus 50 divided by 50"), before one
with nothing to its left it is a prefix (`>=1.2.3` "at least 1.2.3", `~1.2.3` "tilde 1.2.3", `!ok`
"not ok"), after an identifier a `<…>` of type names is a generic (`Array<string>` "Array of string")
and an empty `[]` an array (`string[]` "string array"). What is none of these is said by the names of
its symbols. Two things are no operator and say nothing, each by a named rule: a hyphen inside a
name (`utf-8`, `my-app`) and a slash between names (a path: `src/main.rs`).

`find_operators` gives each operator's place and reading role (the symbol account counts what was said
from it); `say_code` and `say_prose` put the words in.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field

from narrate.patterns import LazyPattern

from . import account
from .elements import ELEMENT_NAMES
from .mathspeech import ko_topic
from .numbered_ranges import numbered_range

__all__ = [
    "Operator",
    "article_code_marks",
    "find_operators",
    "listed_operator_words",
    "operators_listed",
    "math_terms",
    "numbered_dollars_now",
    "operator_words",
    "say_code",
    "say_prose",
    "section_names",
    "sections_now",
]

# (No `>>` or `<<`: `Map<string, Array<number>>` closes two generics, and shifts are rare in prose
# about code.)
_SIGNS = (
    "<=>",
    "===",
    "!==",
    "**=",
    "&&=",
    "||=",
    "??=",
    "..<",
    "...",
    "..",
    "==",
    "!=",
    ">=",
    "<=",
    "+=",
    "-=",
    "*=",
    "/=",
    "%=",
    "&=",
    "|=",
    "^=",
    "&&",
    "||",
    "??",
    "?.",
    "->",
    "=>",
    "::",
    "++",
    "--",
    "**",
    "+",
    "-",
    "*",
    "/",
    "%",
    "=",
    "<",
    ">",
    "!",
    "~",
    "^",
    "&",
    "|",
    "?",
    ":",
)
_TOKEN = LazyPattern(
    r"(?P<space>\s+)|(?P<string>\"[^\"\n]{0,200}\"|'[^'\n]{0,200}')|(?P<number>\d+(?:\.\d+)*(?:[eE][-+]?\d+)?(?:\w|\.(?!\.))*)"
    r"|(?P<word>[^\W\d][\w]*|\$[\w]+)|(?P<op>" + "|".join(re.escape(s) for s in _SIGNS) + r")"
    r"|(?P<open>[(\[{])|(?P<close>[)\]}])|(?P<other>.)",
    re.S,
)
_OPERANDS = ("word", "number", "string", "close")
# A shell's redirect, by the shapes only a shell writes (no comparison is written so): `>&` before a stream's number
# or `-` (`1>&0`, `2>&1`, `>&2`, `2>&-`: the stream's copy), `&>` / `&>>` (both streams), or `>` / `>>` right after
# a stream's number or a blank before a path from the root, home or here (`2>/dev/null`, `ls >/dev/null`,
# `>> ~/log`). A comparison's `>` stands between two quantities, never before `&1` or a path.
_REDIRECT_SIGN = LazyPattern(
    r"(?<![<>=&|!-])(?:>&(?=\d|-(?![\w-]))|(?<=\s)&>>?(?=\s?\S)|(?:(?<=\s\d)|(?<=^\d)|(?<=\s)|^)>>?(?=\s?(?:~|\.{1,2})?/\w))"
)


@dataclass(frozen=True)
class Operator:
    """One operator in a text: where it is, what it is, how it reads ("binary", "prefix", "postfix",
    "generic", "generic_close", "array", "diamond", "silent")."""

    start: int
    end: int
    sign: str
    role: str


@dataclass(frozen=True)
class _Token:
    kind: str
    text: str
    start: int


# Words per language, by the sign and its role ("binary" unless named). A role or sign missing here
# is said by the names of its symbols (text.lexicon.symbol_names).
_EN = {
    "stream <<": "insertion",
    "stream >>": "extraction",
    "<<": "shifted left by",
    ">>": "shifted right by",
    "<-": "left arrow",
    "end --": "double dash",
    "choice /": "or",
    "+": "plus",
    "-": "minus",
    "*": "times",
    "/": "divided by",
    "%": "mod",
    "**": "to the power of",
    "=": "equals",
    "==": "double equals",
    "===": "strictly equals",
    "!=": "is not equal to",
    "!==": "is strictly not equal to",
    ">=": "greater than or equal to",
    "<=": "less than or equal to",
    ">": "is greater than",
    "<": "is less than",
    "<=>": "compared with",
    "+=": "plus equals",
    "-=": "minus equals",
    "*=": "times equals",
    "/=": "divided-by equals",
    "%=": "mod equals",
    "&&": "and",
    "||": "or",
    "->": "arrow",
    "=>": "arrow",
    "::": "double colon",
    "++": "plus plus",
    "--": "minus minus",
    "prefix -": "minus",
    "option -": "dash",
    "prefix +": "plus",
    "prefix !": "not",
    "prefix >": "greater than",
    "prefix >=": "at least",
    "prefix <": "less than",
    "prefix <=": "at most",
    "prefix =": "exactly",
    "prefix ~": "tilde",
    "prefix ^": "caret",
    "prefix *": "star",
    "prefix ++": "plus plus",
    "generic": "of",
    "array": "array",
    "diamond": "diamond",
    "upto": "up to but not including {b}",
    "upto_from": "to, but not including, {b}",
    "power": " to the power of {b}",
    "range": "to",
    "separator": ",",
    "redirect": "into",
    "lone ==": "double equals",
    "lone ===": "triple equals",
    "lone =": "equals sign",
}
_ZH_HANT = {
    "stream <<": "插入",
    "stream >>": "提取",
    "<<": "左移",
    ">>": "右移",
    "<-": "左箭頭",
    "end --": "雙橫線",
    "choice /": "或",
    "+": "加",
    "-": "減",
    "*": "乘",
    "/": "除以",
    "%": "取餘",
    "**": "乘冪",
    "=": "等於",
    "==": "雙等號",
    "===": "全等於",
    "!=": "不等於",
    "!==": "不全等於",
    ">=": "大於等於",
    "<=": "小於等於",
    ">": "大於",
    "<": "小於",
    "<=>": "比較",
    "+=": "加等於",
    "-=": "減等於",
    "*=": "乘等於",
    "/=": "除等於",
    "%=": "取餘等於",
    "&&": "且",
    "||": "或",
    "->": "箭頭",
    "=>": "箭頭",
    "::": "雙冒號",
    "++": "加加",
    "--": "減減",
    "prefix -": "負",
    "option -": "連字號",
    "prefix +": "正",
    "prefix !": "非",
    "prefix >": "大於",
    "prefix >=": "大於等於",
    "prefix <": "小於",
    "prefix <=": "小於等於",
    "prefix =": "等於",
    "prefix ~": "波浪號",
    "prefix ^": "脫字號",
    "prefix *": "星號",
    "prefix ++": "加加",
    "generic": "泛型",
    "array": "陣列",
    "diamond": "菱形運算子",
    "upto": "到{b}之前",
    "upto_from": "到{b}之前",
    "power": "的{b}次方",
    "range": "到",
    "separator": "，",
    "redirect": "輸出到",
    "lone ==": "雙等號",
    "lone ===": "三個等號",
    "lone =": "等號",
}
_ZH_HANS = _ZH_HANT | {
    "<-": "左箭头",
    "end --": "双横线",
    "-": "减",
    "%": "取余",
    "**": "乘幂",
    "prefix -": "负",
    "option -": "连字符",
    "=": "等于",
    "==": "双等号",
    "===": "全等于",
    "!=": "不等于",
    "!==": "不全等于",
    ">=": "大于等于",
    "<=": "小于等于",
    ">": "大于",
    "<": "小于",
    "<=>": "比较",
    "+=": "加等于",
    "-=": "减等于",
    "*=": "乘等于",
    "/=": "除等于",
    "%=": "取余等于",
    "->": "箭头",
    "=>": "箭头",
    "::": "双冒号",
    "--": "减减",
    "prefix >": "大于",
    "prefix >=": "大于等于",
    "prefix <": "小于",
    "prefix <=": "小于等于",
    "prefix =": "等于",
    "prefix ~": "波浪号",
    "prefix ^": "脱字符",
    "prefix *": "星号",
    "array": "数组",
    "diamond": "菱形运算符",
    "upto": "到{b}之前",
    "upto_from": "到{b}之前",
    "redirect": "输出到",
    "lone ==": "双等号",
    "lone ===": "三个等号",
    "lone =": "等号",
}
_JA = {
    "stream <<": "挿入",
    "stream >>": "抽出",
    "<<": "左シフト",
    ">>": "右シフト",
    "<-": "左向き矢印",
    "end --": "ダブルダッシュ",
    "choice /": "または",
    "+": "プラス",
    "-": "マイナス",
    "*": "かける",
    "/": "わる",
    "%": "剰余",
    "**": "べき乗",
    "=": "イコール",
    "==": "ダブルイコール",
    "===": "厳密にイコール",
    "!=": "ノットイコール",
    "!==": "厳密にノットイコール",
    ">=": "大なりイコール",
    "<=": "小なりイコール",
    ">": "大なり",
    "<": "小なり",
    "<=>": "比較",
    "+=": "プラスイコール",
    "-=": "マイナスイコール",
    "*=": "かけるイコール",
    "/=": "わるイコール",
    "%=": "剰余イコール",
    "&&": "かつ",
    "||": "または",
    "->": "アロー",
    "=>": "アロー",
    "::": "ダブルコロン",
    "++": "プラスプラス",
    "--": "マイナスマイナス",
    "prefix -": "マイナス",
    "option -": "ハイフン",
    "prefix +": "プラス",
    "prefix !": "ノット",
    "prefix >": "大なり",
    "prefix >=": "以上",
    "prefix <": "小なり",
    "prefix <=": "以下",
    "prefix =": "イコール",
    "prefix ~": "チルダ",
    "prefix ^": "キャレット",
    "prefix *": "アスタリスク",
    "prefix ++": "プラスプラス",
    "generic": "型引数",
    "array": "配列",
    "diamond": "ダイヤモンド演算子",
    "upto": "{b}未満まで",
    "upto_from": "から{b}未満まで",
    "power": "の{b}乗",
    "range": "から",
    "separator": "、",
    "redirect": "リダイレクト",
    "lone ==": "ダブルイコール",
    "lone ===": "トリプルイコール",
    "lone =": "イコール",
}
_KO = {
    "stream <<": "삽입",
    "stream >>": "추출",
    "<<": "왼쪽 시프트",
    ">>": "오른쪽 시프트",
    "<-": "왼쪽 화살표",
    "end --": "더블 대시",
    "choice /": "또는",
    "+": "더하기",
    "-": "빼기",
    "*": "곱하기",
    "/": "나누기",
    "%": "나머지",
    "**": "거듭제곱",
    "=": "{topic}",
    "==": "이퀄 이퀄",
    "===": "엄격히 같다",
    "!=": "같지 않다",
    "!==": "엄격히 같지 않다",
    ">=": "이상",
    "<=": "이하",
    ">": "초과",
    "<": "미만",
    "<=>": "비교",
    "+=": "플러스 이퀄",
    "-=": "마이너스 이퀄",
    "*=": "곱하기 이퀄",
    "/=": "나누기 이퀄",
    "%=": "나머지 이퀄",
    "&&": "그리고",
    "||": "또는",
    "->": "화살표",
    "=>": "화살표",
    "::": "더블 콜론",
    "++": "플러스 플러스",
    "--": "마이너스 마이너스",
    "prefix -": "마이너스",
    "option -": "하이픈",
    "prefix +": "플러스",
    "prefix !": "낫",
    "prefix >": "초과",
    "prefix >=": "이상",
    "prefix <": "미만",
    "prefix <=": "이하",
    "prefix =": "이퀄",
    "prefix ~": "물결표",
    "prefix ^": "캐럿",
    "prefix *": "별표",
    "prefix ++": "플러스 플러스",
    "generic": "제네릭",
    "array": "배열",
    "diamond": "다이아몬드 연산자",
    "upto": "{b} 미만까지",
    "upto_from": "에서 {b} 미만까지",
    "power": "의 {b}제곱",
    "range": "에서",
    "separator": ",",
    "redirect": "리다이렉트",
    "lone ==": "이퀄 이퀄",
    "lone ===": "이퀄 이퀄 이퀄",
    "lone =": "이퀄",
}
_WORDS = {"en": _EN, "zh-hant": _ZH_HANT, "zh-hans": _ZH_HANS, "ja": _JA, "ko": _KO}
# Angle brackets around a file or a tag's name (`#include <stdio.h>`, `<Provider/>`): brackets, by their sides.
for _lang, (_open, _close) in {
    "en": ("open angle bracket", "close angle bracket"),
    "zh-hant": ("左尖括號", "右尖括號"),
    "zh-hans": ("左尖括号", "右尖括号"),
    "ja": ("山括弧開き", "山括弧閉じ"),
    "ko": ("여는 꺾쇠괄호", "닫는 꺾쇠괄호"),
}.items():
    _WORDS[_lang] |= {"angle <": _open, "angle >": _close}


def operator_words(lang: str) -> dict[str, str] | None:
    """The words operators are said with in `lang` (None: a language that keeps its symbols)."""
    return _WORDS.get(lang)


def _tokens(text: str) -> list[_Token]:
    return [_Token(found.lastgroup or "other", found.group(0), found.start()) for found in _TOKEN.finditer(text)]


# A Markdown link's target right after the brackets of its words (`[Image](screenshot.png)`, `[홈](/index.html)`,
# `[a](#top)`): an address or a file, no space in it — never a call's arguments (Swift's `[Int](repeating: 0, count: 3)`).
_LINK_TARGET = LazyPattern(r"\((?=[^()\s]{0,200}\))(?:[#/.]|[^()\s]{0,200}[./])")


@dataclass
class _Finder:
    """The operators of one text, found token by token (a token's neighbours decide its role)."""

    tokens: list[_Token]
    code: bool
    found: list[Operator]
    starts: dict[int, int] = field(default_factory=dict)  # a token's start → its index (filled by run)
    reach: int = 0  # where the last power's exponent (or redirect) ends
    redirects: dict[int, int] | None = None  # a redirect's start → its end (found on first need)
    dots: set[int] = field(default_factory=set)  # the dots said beside a placeholder (once, between two of them)

    @property
    def text(self) -> str:
        """The text the tokens were read from."""
        return "".join(token.text for token in self.tokens)

    def near(self, n: int, step: int) -> tuple[_Token | None, bool]:
        """The nearest token that is not a space, before (`step` -1) or after (+1), and whether a space is between."""
        spaced = False
        n += step
        while 0 <= n < len(self.tokens) and self.tokens[n].kind == "space":
            spaced = True
            n += step
        return (self.tokens[n] if 0 <= n < len(self.tokens) else None), spaced

    def add(self, token: _Token, role: str) -> None:
        self.found.append(Operator(token.start, token.start + len(token.text), token.text, role))

    def run(self) -> list[Operator]:
        self.starts = {token.start: n for n, token in enumerate(self.tokens)}
        closes: set[int] = set()
        schedule = _cron_fields(self.text) if self.code and "*" in self.text else 0
        for n, token in enumerate(self.tokens):
            if token.start < self.reach:
                continue  # (inside a redirect: said with it)
            if token.start < schedule:
                continue  # (a cron schedule's fields: each star said by its name, text.lexicon's code signs)
            if self.bracket_or_word(n, token) or self.redirect(token):
                continue
            if token.kind != "op" or n in closes or token.start < self.reach:
                continue  # (a power's exponent is said with it)
            if self.code and (self.pair_sign(n, closes) or self.pattern_sign(n, token)):
                continue
            if token.text == "<" and self.code and self.angle_pair(n, closes):
                continue
            self.classify(n, token)
        return sorted(self.found, key=lambda o: o.start)

    def angle_pair(self, n: int, closes: set[int]) -> bool:
        """The `<` at `n` in code and the `>` it pairs with, said together (True): angle brackets around a tag's name or
        a file, a placeholder's, Java's diamond `<>` after a type, a generic's."""
        token = self.tokens[n]
        close = self.angled(n)
        if close >= 0:
            self.add(token, "angle")
            self.add(self.tokens[close], "angle")
            closes.add(close)
            return True
        close = self.placeholder(n)
        if close >= 0:
            self.add(token, "silent")
            self.add(self.tokens[close], "silent")
            closes.add(close)
            self.placeholder_dots(n, close)
            return True
        if _diamond(self.tokens, n):
            self.found.append(Operator(token.start, token.start + 2, "<>", "diamond"))
            closes.add(n + 1)
            return True
        close = self.generic(n)
        if close >= 0:
            self.add(token, "generic")
            self.add(self.tokens[close], "generic_close")
            closes.add(close)
            return True
        return False

    def pair_sign(self, n: int, closes: set[int]) -> bool:
        """A sign of code written with two tokens, said as one (True): a shift (`1 << 112`, `x >> 4`), a generator's
        or an assignment's arrow (`for (变量<-表达式)`, `x <- 5`), the end of a command's options (`-- --template`)."""
        token = self.tokens[n]
        if token.text == "--" and self.alone_or_last(n):
            # `npm create vite@latest app -- --template react`, `git checkout -- file`: the marker that ends the
            # options, a word of the command's own — never "minus minus" (s20 held-out AdamJ my-mtg-app [33])
            self.add(token, "end")
            return True
        glued = self.tokens[n + 1] if n + 1 < len(self.tokens) else None
        if glued is None or glued.kind != "op" or n + 1 in closes:
            return False
        after, _ = self.near(n + 1, 1)
        if token.text == glued.text and token.text in "<>" and _STREAM.match(self.text):
            # `cout << 1`, `std::cin >> n`, `os << x << endl`: a statement on a stream inserts into it or extracts
            # from it, every `<<` of it — no shift ("cout 左移1": s22 held-out moon-jam 2023-NCKU-HSPC-pA [3])
            self.found.append(
                Operator(token.start, glued.start + 1, self.text[token.start : glued.start + 1], "stream")
            )
            self.reach = glued.start + 1
            return True
        if token.text == glued.text and token.text in "<>" and self.shift(n, after):
            end = glued.start + 1
        elif (
            token.text == "<"
            and glued.text == "-"
            and (self.near(n, -1)[0] or _Token("", "", 0)).kind in _OPERANDS
            and _arrow_target(after, self.tokens[n + 2 : n + 3])
        ):
            end = glued.start + 1
        else:
            return False
        self.found.append(Operator(token.start, end, self.text[token.start : end], "binary"))
        self.reach = end
        return True

    def pattern_sign(self, n: int, token: _Token) -> bool:
        """A sign of a selector or a pattern in code, said as that (True), never as arithmetic or a comparison: a CSS
        attribute matcher (`[class*="bar"]` "star equals", no "times equals"), a CSS combinator between two element
        selectors (`div > span`: its bracket's name, no "greater than"; `div + span`: "plus", no sum), a range of
        characters in a class (`[0-9]`, `[a-z]`: "0 to 9") or of numbers given to a flag (`--turns 5-15`)."""
        if token.text == "*=" and self.attribute_matcher(n):
            self.add(token, "named")
            return True
        if token.text in (">", "+", "~") and self.combinator(n):
            self.add(token, "angle" if token.text == ">" else "named")
            return True
        if token.text == "-" and self.class_range(n):
            self.add(token, "class_range")
            return True
        if token.text == "-" and self.flag_range(n):
            self.add(token, "range")
            return True
        return False

    def attribute_matcher(self, n: int) -> bool:
        """Whether the `*=` at `n` matches an attribute in a CSS selector: `[name*="value"]` (a bracket, one name,
        the sign, a value, the closing bracket). s21 held-out connor-kor html&css [203]."""
        shape = "".join(t.kind[0] if t.kind in ("word", "string") else t.text for t in self.tokens[n - 2 : n + 3])
        return n >= 2 and shape in ("[w*=s]", "[w*=w]")

    def combinator(self, n: int) -> bool:
        """Whether the spaced `>`, `+` or `~` at `n` joins two element selectors (`div > span`, `ul + p`, `.nav > li`):
        CSS's child, next- or later-sibling combinator. Both sides are element names or a class's or id's selector,
        and not both one letter (`a > b` stays a comparison). s21 held-out connor-kor html&css [208]."""
        before, space_before = self.near(n, -1)
        after, space_after = self.near(n, 1)
        if before is None or after is None or not (space_before and space_after):
            return False
        sides = (self.selector(before, -1), self.selector(after, 1))
        return all(sides) and max(len(before.text), len(after.text)) > 1 and self.selector_list(n)

    def selector_list(self, n: int) -> bool:
        """Whether the stretch of code around the sign at `n` (to a `{`, `}`, `,`, `;` or an end) is a selector and
        nothing else: compounds of an element's name, classes, ids, attributes and pseudo-classes, joined by spaces
        and combinators, every bare name an element's. `cat input > output` (a command: `cat` is no element) and
        `if (time > stop)` (a condition's brackets) are code around names that are also elements' (review s22 H1)."""
        text, start = self.text, self.tokens[n].start
        low, high = max(0, start - _SELECTOR_REACH), min(len(text), start + _SELECTOR_REACH)
        opened = max(text.rfind(mark, low, start) for mark in "{},;\n") + 1
        closes = [found for found in (text.find(mark, start, high) for mark in "{},;\n") if found >= 0]
        closed = min(closes, default=high)
        if (opened == 0 and low > 0) or (not closes and high < len(text)):
            return False  # (no selector runs that long)
        stretch = text[opened:closed]
        if _SELECTOR_LIST.fullmatch(stretch) is None:
            return False
        names = _TYPE_SELECTOR.findall(_SELECTOR_ARGUMENTS.sub(" ", stretch))
        return all(name.lower() in ELEMENT_NAMES for name in names)

    def selector(self, token: _Token, step: int) -> bool:
        """Whether the word `token` is a selector's: an element's name, or a class's or id's name after its `.` / `#`
        at the start of a term (`.nav`, `#main`; `this.x` is a member)."""
        if token.kind != "word":
            return False
        n = self.starts[token.start]
        mark = self.tokens[n - 1] if n else None
        if mark is not None and mark.text in (".", "#"):
            return n < 2 or self.tokens[n - 2].kind == "space"
        if step < 0 and mark is not None and mark.kind not in ("space", "open"):
            return False
        return token.text in ELEMENT_NAMES

    def class_range(self, n: int) -> bool:
        """Whether the `-` at `n` joins the two ends of a range in a character class (`[0-9]`, `[a-z]`, `[A-Za-z]`):
        one character on each side, of one kind, in order, inside brackets. `a[i-1]` (an index less one) and
        `[9-3]` are arithmetic. s21 held-out pyaethu-aung 2025010501 [11]."""
        text, start = self.text, self.tokens[n].start
        if not (1 <= start < len(text) - 1):
            return False
        low, high = text[start - 1], text[start + 1]
        if low >= high or not any(low.isascii() and kind(low) and kind(high) for kind in _CLASS_KINDS):
            return False
        opened, closed = text.rfind("[", 0, start), text.find("]", start)
        if opened < 0 or closed <= 0 or _CHARACTER_CLASS.fullmatch(text, opened, closed + 1) is None:
            return False
        # `dp[i-j]`, `a[m-n]`: a bracket glued after a name (or a call's, an index's close) holding one range of two
        # letters and nothing else is an index, one variable less another — a class stands where a pattern does
        # (a span or a regex of its own, `\w[a-z]`), or holds more than one range or members (`[A-Za-z]`, `[a-z_]`);
        # digits in order are never an index's difference (review s22 H2)
        mark = text[opened - 1] if opened else ""
        escaped = text[max(0, opened - 2) : opened - 1] == "\\"
        glued = mark != "" and mark.isascii() and (mark.isalnum() or mark in "_)]") and not escaped
        return not (glued and closed - opened == 4 and low.isalpha())

    def flag_range(self, n: int) -> bool:
        """Whether the `-` at `n` joins two whole numbers, the lower first, given to a flag (`--turns 5-15`,
        `-p 8000-8080`): a range of values, never a subtraction. s21 held-out pyaethu-aung 2026032401 [12]."""
        if not (2 <= n < len(self.tokens) - 1):
            return False
        low, high = self.tokens[n - 1], self.tokens[n + 1]
        if not (low.text.isdigit() and high.text.isdigit() and int(low.text) < int(high.text)):
            return False
        if n < 4 or self.tokens[n - 2].kind != "space" or self.tokens[n - 3].kind != "word":
            return False
        return self.tokens[n - 4].text in ("-", "--")

    def alone_or_last(self, n: int) -> bool:
        """Whether the token at `n` stands between spaces, or after a space at the end, and follows a word."""
        before = self.tokens[n - 1] if n else None
        after = self.tokens[n + 1] if n + 1 < len(self.tokens) else None
        return before is not None and before.kind == "space" and (after is None or after.kind == "space") and n >= 2

    def shift(self, n: int, after: _Token | None) -> bool:
        """Whether the doubled `<<` / `>>` at `n` is a shift: an operand on each side, one of them a number (`1 << 112`,
        `x >> 4`, `1<<n`) — `cout << "hi"` (a stream's insertion) has none, and `<<<` / `>>=` are other signs. s20
        held-out Ching367436 blazctf-2024 [66]: '1 << 112' was said "1 less than less than sign 112"."""
        before, _ = self.near(n, -1)
        third = self.tokens[n + 2] if n + 2 < len(self.tokens) else None
        if third is not None and third.text[:1] in "<>=":
            return False
        if (
            before is None
            or after is None
            or before.kind not in _OPERANDS
            or after.kind not in ("word", "number", "open")
        ):
            return False
        return "number" in (before.kind, after.kind)

    def bracket_or_word(self, n: int, token: _Token) -> bool:
        """Brackets that make a type (`string[]`, `[Int]`), a string of a sign (`"*"`), a half-open range (`..<3`),
        a dot that is a word (`cd ..`): said (True), or not one of them."""
        if token.kind == "open" and token.text == "[":
            return self.array(n) or self.array_of(n)
        if token.kind == "string":
            return self.quoted_sign(token) or self.quoted_redirects(token)
        if token.text == "..<":
            return token.start >= self.reach and self.half_open(n)
        if token.text in (".", "..") and self.alone(n):
            self.add(token, "named")  # `cd ..`, `git add .`: a directory, an argument of its own
            return True
        if token.text == "." and n + 1 < len(self.tokens) and self.tokens[n + 1].text in ("*", "+", "?"):
            # `.*h`, `.+`, `java.util.*`: a pattern's any character (or a package's every member), said by its name —
            # kept as a full stop it was lost after a list's number ("2.. star h"; s21 held-out pyaethu-aung
            # 2025010501 [37][38])
            self.add(token, "named")
            return True
        return False

    def redirect(self, token: _Token) -> bool:
        """A shell's redirect (`1>&0`, `2>&1`, `>&2`, `&>`, `>/dev/null`, `2>> ~/log`): said as sending the stream
        into its target (True), never as a comparison ("1 greater than ampersand 0"); False for any other sign."""
        if self.redirects is None:
            self.redirects = {found.start(): found.end() for found in _REDIRECT_SIGN.finditer(self.text)}
        end = self.redirects.get(token.start)
        if end is None or token.kind != "op":
            return False
        self.found.append(Operator(token.start, end, self.text[token.start : end], "redirect"))
        self.reach = end
        return True

    def quoted_redirects(self, token: _Token) -> bool:
        """`sh -c 'id ubuntu 2>&1'`: a command given as a string holds its redirects too (False: the string is still
        read as any other)."""
        for found in _REDIRECT_SIGN.finditer(token.text, 1, len(token.text) - 1):
            start = token.start + found.start()
            self.found.append(Operator(start, token.start + found.end(), found.group(0), "redirect"))
        return False

    def alone(self, n: int) -> bool:
        """Whether the token at `n` stands alone between spaces (or a space and an end): a word of its own."""
        before = self.tokens[n - 1] if n else None
        after = self.tokens[n + 1] if n + 1 < len(self.tokens) else None
        return (
            (before is None or before.kind == "space")
            and (after is None or after.kind == "space")
            and not (before is None and after is None)
        )

    def angled(self, n: int) -> int:
        """The index of the `>` closing angle brackets that hold a file, an address or a name with a prefix
        (`#include <stdio.h>`, `<http://example.org/me>`, `<rdf:type>`) or make a tag (`<Provider/>`, `</div>`),
        or -1: brackets, said as such ("less than Provider slash greater than" was heard as a comparison)."""
        directive = self.directive(n)
        if n and self.tokens[n - 1].kind in ("word", "close") and not directive:
            return -1  # `Array<Foo.Bar>`: a generic
        inner: list[_Token] = []
        for m in range(n + 1, min(len(self.tokens), n + 40)):
            token = self.tokens[m]
            if token.text == ">":
                # (after `#include` any name is a header's: `<file>` against `"file"` is the whole point, s12 dev
                # HsuChiChen GCC指令參數 [73][90], its brackets were dropped as a placeholder's)
                return m if _angle_shape(inner) or (directive and bool(inner)) else -1
            if not (token.kind in ("word", "number", "space") or set(token.text) <= set("/.:#-_@")):
                return -1
            inner.append(token)
        return -1

    def directive(self, n: int) -> bool:
        """Whether the `<` at `n` follows a preprocessor's include (`#include<stdio.h>`, `#import<file>`): a file's
        name in brackets, never a generic of the word before it."""
        if n >= 2 and self.tokens[n - 1].kind == "space":
            n -= 1  # `#include <vector>`
        before = self.tokens[n - 1].text.lower() if n else ""
        return before.lstrip("#") in ("include", "import", "include_next") and (
            before.startswith("#") or (n >= 2 and self.tokens[n - 2].text.endswith("#"))
        )

    def placeholder(self, n: int) -> int:
        """The index of the `>` of a placeholder `<value>`, `<class name>`, `<name=content>` (words right inside angle
        brackets, no name right before them: that would be a generic), or -1."""
        if n and self.tokens[n - 1].kind in ("word", "close") and not self.directive(n):
            return -1
        for m in range(n + 1, min(len(self.tokens), n + 12)):
            token = self.tokens[m]
            if token.text == ">":
                return (
                    m if m > n + 1 and self.tokens[n + 1].kind == "word" and self.tokens[m - 1].kind == "word" else -1
                )
            if not (token.kind in ("word", "space") or token.text in ("-", ".", "=")):
                return -1  # (`<name=content>`: a field and its value, curl's `--form`; s11 dev titangene [15])
        return -1

    def placeholder_dots(self, n: int, close: int) -> None:
        """A dot joining a placeholder to a name (`module.<module_name>.<output_name>`, `models.<resource_path>`),
        said by its name: its brackets are silent, so a bare dot was left before a word, heard as a full stop and
        lost (s13 dev ymgyt terraform_module [25]; s12 held-out jx2lee dbt-custom-schemas [9])."""
        for m in (n - 1, close + 1):
            if not (1 <= m < len(self.tokens) - 1) or self.tokens[m].text != "." or self.tokens[m].start in self.dots:
                continue
            if self.tokens[m - 1].kind == "word" or self.tokens[m - 1].text == ">":
                if self.tokens[m + 1].kind == "word" or self.tokens[m + 1].text == "<":
                    self.dots.add(self.tokens[m].start)
                    self.add(self.tokens[m], "named")

    def array(self, n: int) -> bool:
        """`string[]`, `Array<T>[]`: an empty pair of brackets right after a type is an array of it."""
        before = self.tokens[n - 1] if n else None
        after = self.tokens[n + 1] if n + 1 < len(self.tokens) else None
        if before is None or after is None or after.text != "]":
            return False
        if before.kind not in ("word", "close") and before.text != ">":
            return False
        self.found.append(Operator(self.tokens[n].start, after.start + 1, "[]", "array"))
        return True

    def array_of(self, n: int) -> bool:
        """`[Int]`, `let a: [String]` (Swift, Haskell): a type's name alone in brackets, where no name is indexed
        (nothing or a space, a colon, an opening bracket, a comma or `=` before it), is an array of it."""
        if n + 2 >= len(self.tokens) or self.tokens[n + 2].text != "]":
            return False
        before, name = (self.tokens[n - 1] if n else None), self.tokens[n + 1]
        if name.kind != "word" or not name.text[:1].isupper():
            return False
        if before is not None and not (before.kind in ("space", "open") or before.text in (":", ",", "=", "<", "->")):
            return False
        if before is not None and before.text == "[":
            return False  # `[[Call]]`: a specification's internal name, its double brackets said (text.lexicon)
        if _LINK_TARGET.match(self.text, self.tokens[n + 2].start + 1):
            return False  # `[Image](screenshot.png)`: a Markdown link's words before its target, their brackets said
        if name.text in _SECTIONS.get():
            # `[Definition]` where the article's code has `[Definition]` on a line of its own: an INI file's section,
            # said by its name — no array (s21 held-out qian403 fail2ban1 [18], "Definition 陣列區段")
            self.add(self.tokens[n], "silent")
            self.add(self.tokens[n + 2], "silent")
            return True
        self.add(self.tokens[n], "silent")
        self.found.append(Operator(self.tokens[n + 2].start, self.tokens[n + 2].start + 1, "[]", "array"))
        return True

    def quoted_sign(self, token: _Token) -> bool:
        """`s[0] = "*"`: a string of signs alone is the character the code is about, said by its name."""
        inner = token.text[1:-1]
        if not inner or len(inner) > 3 or not set(inner) <= _QUOTED_SIGNS:
            return False
        self.found.append(Operator(token.start + 1, token.start + 1 + len(inner), inner, "named"))
        return True

    def half_open(self, n: int) -> bool:
        """`0..<n`, `a[..<3]` (Swift): a range up to a bound it does not include; it reaches over the bound, said
        with it."""
        bound = self.tokens[n + 1] if n + 1 < len(self.tokens) else None
        if bound is None or bound.kind not in ("number", "word"):
            return False
        before = self.tokens[n - 1] if n else None
        role = "upto_from" if before is not None and before.kind in ("number", "word", "close") else "upto"
        self.found.append(Operator(self.tokens[n].start, bound.start + len(bound.text), "..<", role))
        self.reach = self.found[-1].end
        return True

    def generic(self, n: int) -> int:
        """The index of the `>` that closes a generic opened by the `<` at `n` (right after a name), or -1."""
        before = self.tokens[n - 1] if n else None
        if before is None or before.kind != "word":
            return -1
        depth, bound = 0, False
        for m in range(n, min(len(self.tokens), n + 40)):
            token = self.tokens[m]
            if token.text in ("<", ">"):
                depth += 1 if token.text == "<" else -1
                if depth <= 0:
                    return m if depth == 0 and m > n + 1 and not (bound and self.glued_after(m)) else -1
            elif token.text == "=" and self.binding(m):
                bound = True
            elif not (
                token.kind in ("word", "space", "number", "string")
                or token.text in (",", ".", "?", "[", "]", "|", "&", ":", "::")
            ):
                return -1
        return -1

    def binding(self, m: int) -> bool:
        """Whether the `=` at `m` inside a generic's brackets binds a name (Rust's `StateMachine<Command = T>`,
        `Iterator<Item = u32>`, C++'s `template<typename T = int>`): spaced, a name before it — the generic's type
        arguments, never a comparison's "less than … equals … greater than" (s21 held-out donkomura
        raft-implementation-in-rust [17]: "StateMachine 小なり Command イコール T 大なり", while [39] said
        `Arc<Mutex<RaftState>>` as type arguments)."""
        tokens = self.tokens
        return (
            2 <= m < len(tokens) - 1
            and tokens[m - 1].kind == "space"
            and tokens[m + 1].kind == "space"
            and tokens[m - 2].kind == "word"
        )

    def glued_after(self, m: int) -> bool:
        """Whether a word or a number is glued after the token at `m` (`c>d`: a comparison's operand)."""
        after = self.tokens[m + 1] if m + 1 < len(self.tokens) else None
        return after is not None and after.kind in ("word", "number")

    def percentage(self, n: int) -> bool:
        """Whether the `%` at `n` is a percentage: glued after a number, then a blank, a closing bracket, a comma or
        the end (`calc(100% - 20px)`, `width: 50%;`) — a modulo's `%` has an operand after it (`x%2`, `10 % 3`)."""
        if n == 0 or self.tokens[n].text != "%" or self.tokens[n - 1].kind != "number":
            return False
        after = self.tokens[n + 1] if n + 1 < len(self.tokens) else None
        return after is None or after.kind in ("space", "close") or after.text in (",", ";")

    def enclosing_percent(self, n: int) -> bool:
        """Whether the `%` at `n` closes a name a `%` opened (`%REGEXP%[OFFSET]`, `%JAVA_HOME%\\bin`, `%PATH%;`): a
        pattern's or a variable's delimiter, no operand before the opening one — never a modulo of the name."""
        if n < 2 or self.tokens[n].text != "%" or self.tokens[n - 1].kind != "word" or self.tokens[n - 2].text != "%":
            return False
        opener = self.tokens[n - 3] if n >= 3 else None
        return opener is None or opener.kind in ("space", "open") or opener.text in ("=", ";", ",", ":")

    def classify(self, n: int, token: _Token) -> None:
        if self.percentage(n):
            return  # (said with its number, as a percentage: text.lexicon; never a modulo, "100 mod - 20px")
        if self.enclosing_percent(n) or (n + 2 < len(self.tokens) and self.enclosing_percent(n + 2)):
            # (the opening `%` too: `like %XXX%`, a pattern's wildcards, said by name — never "modulo XXX"; s19
            # held-out Ohzzi f12-query-improve-2 [38])
            self.add(token, "named")
            return
        before, space_before = self.near(n, -1)
        after, space_after = self.near(n, 1)
        left, right = _sides(token, before, after, space_before, space_after)
        if (
            not left
            and space_before
            and space_after
            and token.text in ("-", "+", "*")
            and before is not None
            and self.percentage(self.starts[before.start])
        ):
            left = True  # `100% - 20px`: a percentage is an operand of a spaced sum (not of `80% --output`)
        role = _role(token.text, left, right, space_after)
        if role == "binary" and left and right:
            self.binary(token, before, after, space_before, space_after)
        elif role == "prefix":
            self.prefix(token, after)
        elif role:
            self.add(token, "binary" if role == "binary_edge" else role)
        if (not self.found or self.found[-1].start != token.start) and _DELETED.search(token.text):
            # A sign no rule placed, that the code reading would otherwise take out (`=`, `*`, `~`, `&`, `<`…):
            # said by its symbols' names, never dropped.
            self.add(token, "named")

    def binary(
        self, token: _Token, before: _Token | None, after: _Token | None, space_before: bool, space_after: bool
    ) -> None:
        """Between two operands: said, unless it is a hyphen in a name, a path's slash or a flag's `=`."""
        spaced = space_before and space_after
        if not (space_before or space_after) and self.glued_mark(token, before, after):
            return
        numbers = self.between_numbers(before, after)
        if self.by_its_names(token, before, after, spaced=spaced) or self.by_its_shape(
            token, before, after, spaced, numbers
        ):
            return
        if self.flag_value(token, before) or self.power_or_range(
            token, before, spaced, numbers, space_before or space_after
        ):
            return
        if token.text == ":" and self.code and spaced and numbers and "?" not in self.text:
            # `3 : 0` (J's definition of a verb): a spaced colon between numbers, no ternary's, is the code's own
            # sign, said by name — never a pause ("3, 0"; s19 held-out jaredkrinke 100-languages-3 [37])
            self.add(token, "named")
            return
        if token.text in ("?", ":", "?.", "...", "??", "<<", ">>"):
            return
        if spaced and self.separator(token):
            return
        self.add(token, "binary")

    def separator(self, token: _Token) -> bool:
        """A spaced dash in code that sets a label or a message apart (:func:`_label_after`), added with a menu
        item's dots closing the span — True if it is one."""
        if not (self.code and token.text == "-" and _label_after(self.tokens, self.starts[token.start])):
            return False
        self.add(token, "separator")
        last = self.tokens[-1]
        if last.text in ("...", "…"):
            self.add(last, "label_dots")
        return True

    def glued_mark(self, token: _Token, before: _Token | None, after: _Token | None) -> bool:
        """A sign glued between two operands that is no operation (True, added named): a star marking an input's token
        (`1S2D*3T`), two dashes joining two names (`darkmode--activated`, `card--active`: a class's modifier, Mermaid's
        `x--x`; no decrement has an operand glued after it)."""
        if (token.text == "*" and _coded_input(self.text, token.start)) or (
            token.text == "--" and _words(before, after)
        ):
            self.add(token, "named")
            return True
        return False

    @staticmethod
    def between_numbers(before: _Token | None, after: _Token | None) -> bool:
        """Whether a sign stands between two numbers or brackets (`3-5`, `(a)/(b)`): arithmetic, not a name's joint."""
        return (
            before is not None
            and after is not None
            and (before.kind == "number" or before.text == ")")
            and (after.kind == "number" or after.text == "(")
        )

    def by_its_shape(
        self, token: _Token, before: _Token | None, after: _Token | None, spaced: bool, numbers: bool
    ) -> bool:
        """A slash, hyphen, plus or percent its spacing and operands decide: math divided, a name's or path's joint
        (silent), or prose left as written — True if it is one (added, or left to the text)."""
        sign = token.text
        if sign == "/" and not spaced and (_math_term(before) or _math_term(after)):
            self.add(token, "binary")  # `σ²/B`, `(λ/2)`: a quantity of math divided, no path's part
            return True
        if sign in ("-", "/") and not spaced and not numbers:
            self.add(token, "silent")  # `utf-8`, `my-app`, `src/main.rs`: a name, a path
            return True
        # prose: "3-5", "1/2", "C++": only spaced arithmetic between numbers is said
        return not self.code and sign in ("-", "/", "+", "%") and not (spaced and numbers)

    def by_its_names(self, token: _Token, before: _Token | None, after: _Token | None, *, spaced: bool) -> bool:
        """A sign the names beside it decide: a hyphen between two of one numbered set (`s0-s11`, `a0-a7`: registers
        from one to the other), a spaced slash between type names (`SecureStack / LockedStack`: one class or the
        other, no division) — True if it is one (added)."""
        sign = token.text
        if sign == "-" and not spaced and _numbered_range(self.text, before, after):
            self.add(token, "range")
            return True
        if self.code and sign == "/" and spaced and _type_names(self.tokens):
            self.add(token, "choice")
            return True
        return False

    def flag_value(self, token: _Token, before: _Token | None) -> bool:
        """`--mode=production`: the `=` joining a command's flag to its value (said, "--mode equals production":
        `-fbracket-depth=N` without it is another option) — True if it is one."""
        if token.text == "=" and before is not None and before.kind == "word" and self.flag(before.start):
            self.add(token, "binary")
            return True
        return False

    def power_or_range(self, token: _Token, before: _Token | None, spaced: bool, numbers: bool, space: bool) -> bool:
        """A caret that is a power, or dots that are a range (`0..n`, `1..10`: from a number; `main..feature`,
        `v1...v2`: of refs, the dots named); False for neither."""
        if token.text == "^":
            return self.power(token, before, spaced, numbers)
        if token.text in ("..", "...") and not space:
            self.add(token, "range" if self.from_number(before) else "dots")
            return True
        return False

    def power(self, token: _Token, before: _Token | None, spaced: bool, numbers: bool) -> bool:
        """`10^5`, `2^n`, `x^2`, `-10^-5`: a caret between a base and one short exponent, unspaced (or spaced
        between numbers), is a power; it reaches over its exponent, said with it. `flags ^ mask` is not one."""
        if before is None or (spaced and not numbers):
            return False
        if not (before.kind == "number" or before.text == ")" or (before.kind == "word" and len(before.text) <= 3)):
            return False
        n = self.starts[token.start] + 1
        if n < len(self.tokens) and self.tokens[n].kind == "space":
            n += 1
        if n < len(self.tokens) and self.tokens[n].text in ("-", "+") and n + 1 < len(self.tokens):
            n += 1  # a signed exponent
        exponent = self.tokens[n] if n < len(self.tokens) else None
        if exponent is None or not (exponent.kind == "number" or (exponent.kind == "word" and len(exponent.text) <= 3)):
            return False
        self.found.append(Operator(token.start, exponent.start + len(exponent.text), "^", "power"))
        self.reach = self.found[-1].end
        return True

    def from_number(self, before: _Token | None) -> bool:
        """Whether a range starts at a number of its own (`0..n`, `= 1..10`), not one ending a ref (`HEAD~3..`)."""
        if before is None or before.kind != "number":
            return False
        at = self.starts.get(before.start, 0)
        return at == 0 or self.tokens[at - 1].kind in ("space", "open") or self.tokens[at - 1].text in ("=", ",")

    def flag(self, start: int) -> bool:
        """Whether the name at `start` is a command's flag (`--mode`, `-o`): its `=` joins it to its value."""
        at = self.starts.get(start, 0)
        return at >= 1 and self.tokens[at - 1].text in ("-", "--")

    def option_plus(self, after: _Token) -> bool:
        """Whether a `+` glued before the word `after` is a name's plus, not a number's sign: letters after it
        (`+short`, `+x`), no value a sign is said with (`+Infinity`, `+Number.MAX_VALUE`)."""
        return after.text[:1].isalpha() and not self.negated_value(after)

    def negated_value(self, after: _Token) -> bool:
        """Whether the name after a `-` is a value it negates, not a flag: a constant on its type (`Number.MIN_VALUE`,
        `Math.PI`: a capitalised name, a dot, a member in capitals; no `=` in the span, as `-Dfoo.bar=1` sets one) or a value only
        code has (`Infinity`, `NaN`). s14 held-out billhu0 javascript_types [15][16]: "小于 `-Number.MIN_VALUE`" was
        heard "less than Number.MIN_VALUE", where `-0` beside it is said 负0."""
        if after.text in ("Infinity", "NaN"):
            return True
        n = self.starts.get(after.start, -1)
        member = (
            0 <= n < len(self.tokens) - 2
            and self.tokens[n + 1].text == "."
            and self.tokens[n + 2].kind == "word"
            and self.tokens[n + 2].text.isupper()  # a constant's capitals (`-Tkernel.ld` is a linker's flag)
        )
        return (
            member
            and len(after.text) >= 2
            and after.text[0].isupper()
            and after.text[1:].islower()
            and all(t.text != "=" for t in self.tokens)
        )

    def digit_option(self, token: _Token) -> bool:
        """Whether the dash glued to a number at `token` is a command's option (`git log -3`, `mtr -4 example.com`:
        "dash 3", never "minus 3"): the code is a command with its arguments and the dash follows a word that is no
        flag — a flag's value (`head -n -5`) or a number's neighbour (`seq 10 -1 1`) is a negative number. s21
        held-out qian403 mtr-basic [18]."""
        if not _COMMAND_WITH_OPTIONS.fullmatch(self.text):
            return False
        before, _ = self.near(self.starts[token.start], -1)
        # (a one-letter word before it is an operand, a variable: `calc add x -3` subtracts; s22 review M1)
        return before is not None and before.kind == "word" and len(before.text) > 1 and not self.flag(before.start)

    def prefix(self, token: _Token, after: _Token | None) -> None:
        """Before an operand with nothing to its left: a sign, a version's range, `!`; a flag's dash is no sign."""
        sign = token.text
        if sign == "-" and after is not None and self.negated_value(after):
            self.add(token, "prefix")  # `-Number.MIN_VALUE`, `-Infinity`: a value's minus, no flag
            return
        if sign in ("-", "--") and after is not None and after.kind == "word":
            return  # `-g`, `--save-dev`: a command's flag, said as written
        if sign == "-" and after is not None and after.kind == "number" and self.digit_option(token):
            self.add(token, "option")
            return
        if sign == "+" and after is not None and after.kind == "word" and self.option_plus(after):
            # `+short`, `+noall +answer` (dig's options), `+x`: a plus glued before letters is no sign of a number,
            # said by its name — never "positive" (s21 held-out qian403 dig-guide: "正 short", "正 trace")
            self.add(token, "named")
            return
        if sign == "!" and self.named_bang(token, after):
            self.add(token, "named")
            return
        if sign in ("-", "+", "!", ">", ">=", "<", "<=", "=", "~", "^", "*", "++"):
            self.add(token, "prefix")

    def named_bang(self, token: _Token, after: _Token | None) -> bool:
        """Whether the `!` at `token` is said by its name, no negation: CSS's `!important` (a keyword with its bang);
        Fortran's `!$OMP`, `!$ACC` (a comment's sentinel before a directive in capitals, s12 dev 0x7df openmp-5
        [33][35]); a markup declaration's (`![CDATA[ age > 20 ]]`, `<!DOCTYPE html>`: s23 held-out Noverish
        source/_posts/Spring/Spring-MyBatis.md [16], "낫 여는 대괄호 CDATA")."""
        if after is not None and (after.text.lower() in _BANG_WORDS or _SENTINEL.fullmatch(after.text)):
            return True
        return self.markup_declaration(token)

    def markup_declaration(self, token: _Token) -> bool:
        """Whether the `!` at `token` opens a markup declaration: `[CDATA[` after it, or a `<` before it and a name
        in capitals after it (`<!DOCTYPE`, `<!ENTITY`)."""
        text, at = self.text, token.start + 1
        if text.startswith("[CDATA[", at):
            return True
        return at >= 2 and text[at - 2] == "<" and _DECLARED.match(text, at) is not None


# The name of a markup declaration after `<!` (`DOCTYPE`, `ENTITY`, `ELEMENT`, `ATTLIST`).
_DECLARED = LazyPattern(r"[A-Z]{4,8}\b")


# A command written with its arguments (three words or more, the first a command's name in lower case, no sign of
# an expression: `=`, brackets, a comparison, a statement's `;`), where a dash glued to a number is an option.
_COMMAND_WITH_OPTIONS = LazyPattern(r"[a-z][a-z0-9_.-]{1,30}(?: +[\w./:@~+-]{1,80}){2,20}")
# A line of a fenced code block that is one name in brackets and nothing else (`[Definition]`, `[Service]`): the
# header of a section of an INI, TOML or systemd file (article_code_marks).
_SECTION_LINE = LazyPattern(r"[ \t]*\[([A-Za-z][\w.-]{0,40})\][ \t]*")
_CODE_FENCE = LazyPattern(r"[ \t]{0,3}(?:```|~~~)")
# A dollar before one digit in code (`"<div>$1</div>"`, `echo $1`): a regex group's or a shell argument's name.
_NUMBERED_DOLLAR = LazyPattern(r"(?<![\w$])\$(\d)(?!\d)")
_INLINE_CODE = LazyPattern(r"`[^`\n]{1,300}`")
_SECTIONS: ContextVar[frozenset[str]] = ContextVar("narrate_ini_sections", default=frozenset())
_GROUP_REFS: ContextVar[frozenset[str]] = ContextVar("narrate_numbered_dollars", default=frozenset())


def section_names(body: str) -> frozenset[str]:
    """The names `body` writes as sections' headers on lines of their own inside its fenced code blocks."""
    return _code_marks(body)[0]


def _code_marks(body: str) -> tuple[frozenset[str], frozenset[str]]:
    """The section names `body`'s fenced code blocks head lines with, and the digits its code (a block or a span)
    writes a dollar before (`$1` gives "1")."""
    found: set[str] = set()
    dollars: set[str] = set()
    fenced = False
    for line in body.split("\n") if ("[" in body or "$" in body) else ():
        if _CODE_FENCE.match(line):
            fenced = not fenced
        elif fenced and (header := _SECTION_LINE.fullmatch(line)):
            found.add(header.group(1))
        elif "$" in line and len(dollars) < 10:
            code = line if fenced else " ".join(_INLINE_CODE.findall(line))
            dollars.update(_NUMBERED_DOLLAR.findall(code))
    return frozenset(found), frozenset(dollars)


@contextmanager
def article_code_marks(body: str) -> Iterator[None]:
    """Within: what the article's code shows of its signs, for the prose and the spans about it. A capitalised name
    in brackets in inline code that the code blocks write as a section's header (`[Definition]` over fail2ban's
    filter settings) is that section's name, no array of a type (`[Int]` in Swift) — the check's judge of a type's
    brackets asks the same (sections_now); a dollar before a digit in prose (`$1、$2`) is the code's group or
    argument when the code writes one (numbered_dollars_now), no amount of money."""
    sections, dollars = _code_marks(body)
    token, refs = _SECTIONS.set(sections), _GROUP_REFS.set(dollars)
    try:
        yield
    finally:
        _SECTIONS.reset(token)
        _GROUP_REFS.reset(refs)


def sections_now() -> frozenset[str]:
    """The section names of the article read now (article_code_marks; empty outside one)."""
    return _SECTIONS.get()


def numbered_dollars_now() -> frozenset[str]:
    """The digits the code of the article read now writes a dollar before (`$1`, `$2`…: "1", "2"; article_code_marks;
    empty outside one)."""
    return _GROUP_REFS.get()


# The operators a list names one per item (operators_listed) and what each is said as there, by language: the
# operation's name as a list's term (a label, not a clause: "greater than", never "is greater than"; "logical and",
# never a bare "and" left hanging).
_LISTED_OPERATORS: ContextVar[frozenset[str]] = ContextVar("narrate_listed_operators", default=frozenset())
_LISTED_WORDS: dict[str, dict[str, str]] = {
    "en": dict(
        zip(
            (">", "<", ">=", "<=", "==", "=", "!=", "===", "!==", "&&", "||", "!"),
            ("greater than", "less than", "greater than or equal to", "less than or equal to", "equal to", "equals")
            + (
                "not equal to",
                "strictly equal to",
                "strictly not equal to",
                "logical and",
                "logical or",
                "logical not",
            ),
            strict=True,
        )
    ),
    "ko": dict(
        zip(
            (">", "<", ">=", "<=", "==", "=", "!=", "===", "!==", "&&", "||", "!"),
            ("보다 큼", "보다 작음", "크거나 같음", "작거나 같음", "같음", "같음", "같지 않음", "엄격히 같음")
            + ("엄격히 같지 않음", "논리곱", "논리합", "논리 부정"),
            strict=True,
        )
    ),
    "ja": dict(
        zip(
            (">", "<", ">=", "<=", "==", "=", "!=", "===", "!==", "&&", "||", "!"),
            ("大なり", "小なり", "以上", "以下", "等しい", "等しい", "等しくない", "厳密に等しい", "厳密に等しくない")
            + ("論理積", "論理和", "否定"),
            strict=True,
        )
    ),
    "zh-hant": dict(
        zip(
            (">", "<", ">=", "<=", "==", "=", "!=", "===", "!==", "&&", "||", "!"),
            (
                "大於",
                "小於",
                "大於等於",
                "小於等於",
                "等於",
                "等於",
                "不等於",
                "全等於",
                "不全等於",
                "邏輯與",
                "邏輯或",
                "邏輯非",
            ),
            strict=True,
        )
    ),
    "zh-hans": dict(
        zip(
            (">", "<", ">=", "<=", "==", "=", "!=", "===", "!==", "&&", "||", "!"),
            (
                "大于",
                "小于",
                "大于等于",
                "小于等于",
                "等于",
                "等于",
                "不等于",
                "全等于",
                "不全等于",
                "逻辑与",
                "逻辑或",
                "逻辑非",
            ),
            strict=True,
        )
    ),
}
# Operators no bracket, key or mark shares a shape with: one of them among a list's items makes the list one of
# operators (`<` and `>` alone could be a tag's brackets or keys listed).
_OPERATORS_ONLY = frozenset(("==", "!=", ">=", "<=", "===", "!==", "&&", "||"))


@contextmanager
def operators_listed(lists: Iterable[list[str]]) -> Iterator[None]:
    """Within: the operators a list of the article names, one alone as code per item ("사용 가능한 조건 부호" over
    `` `>` ``, `` `<` ``, `` `!=` ``, `` `&&` ``: ppippi-dev Introduction to Bash Scripting, s22 regression W2) —
    `lists` holds, per list, the code of its items that are code alone. A list is one of operators when two of its
    items or more are an operator alone and one of them is no bracket's or key's shape too (_OPERATORS_ONLY). Such an
    item is said as the operation, in the voice's language (listed_operator_words): "greater than", never the
    bracket's name. Keys listed (`<`, `>` alone) and an operator with words beside it keep their reading."""
    found: set[str] = set()
    for codes in lists:
        operators = [code for code in codes if code in _LISTED_WORDS["en"]]
        if len(operators) >= 2 and any(code in _OPERATORS_ONLY for code in operators):
            found.update(operators)
    token = _LISTED_OPERATORS.set(frozenset(found))
    try:
        yield
    finally:
        _LISTED_OPERATORS.reset(token)


def listed_operator_words(code: str, lang: str) -> str | None:
    """What an operator alone as an item of a list of operators (operators_listed) says in `lang`; None for other
    code, or a language without its words."""
    if code not in _LISTED_OPERATORS.get():
        return None
    said = _LISTED_WORDS.get(lang, {}).get(code)
    if said is not None:
        account.reworded("an operator alone in a list of operators, said as its operation", code)
    return said


# A statement on a standard or a named stream of C++ (`cout << x`, `std::cerr << e`, `os << p`, `cin >> n`): its
# doubled angles insert into the stream or extract from it.
_STREAM = LazyPattern(r"\s*(?:std::)?(?:cout|cerr|clog|cin|wcout|wcin|os|out|ss|oss|iss|ofs|ifs|fout|fin)\s*(?:<<|>>)")
# A crontab schedule opening code: five fields (six with seconds), each a number, a range, a list, a step or a star.
_CRON_FIELD = r"(?:\*|\d{1,2}(?:-\d{1,2})?(?:,\d{1,2}(?:-\d{1,2})?)*)(?:/\d{1,2})?"
_CRON = LazyPattern(rf"\s*({_CRON_FIELD})(?:[ \t]+({_CRON_FIELD})){{4,5}}(?=[ \t]|$)")


def _cron_fields(text: str) -> int:
    """Where the cron schedule opening `text` ends (`0 * * * * bash x`, `*/5 * * * *`), 0 for none: a schedule's
    stars are "every", no product — "0 곱하기 별표 별표 별표" was heard (s22 dev ppippi-dev gcp-gke-automated-deployment
    [51]). A product alternates operands and stars (`2 * 3 * 4`); a schedule has two fields of one kind side by side."""
    found = _CRON.match(text)
    if found is None:
        return 0
    fields = found.group(0).split()
    if not any((a == "*") == (b == "*") for a, b in zip(fields, fields[1:])):
        return 0
    return found.end()


# A directive's name in capitals after `!$` (`!$OMP`, `!$ACC`): Fortran's sentinel, never a negated `$name`.
_SENTINEL = LazyPattern(r"\$[A-Z]{2,10}")
# Words a `!` is part of, never negates: CSS's `!important`, Sass's `!default` and `!global`.
_BANG_WORDS = frozenset(("important", "default", "global", "optional"))
# Signs that can stand before an operand: spaced before and not after, they belong to what follows.
_PREFIXES = frozenset(("-", "+", "!", "~", "*", "&", "^", ">", ">=", "<", "<=", "=", "++", "--"))
# Words of a language's grammar after which a star is a wildcard or a mark, never a product: `import
# * as x`, `export * from "m"`, `yield* g`, `function* f`.
_STAR_KEYWORDS = frozenset(("import", "export", "from", "yield", "function", "select"))


def _sides(
    token: _Token, before: _Token | None, after: _Token | None, space_before: bool, space_after: bool
) -> tuple[bool, bool]:
    """Whether an operator has an operand on its left and on its right, as its spacing binds it."""
    elided = space_before and space_after  # `i - ...`, `... * 1`: an elided operand, spaced beside a spaced sign
    left = _operand_before(before, token) or (elided and _elided(before))
    right = _operand_after(after, elided=elided)
    if left and right and space_before and not space_after and token.text in _PREFIXES:
        left = False  # `install -g`, `x = -1`: a sign of what follows, not between the two
    if left and right and space_after and not space_before and token.text in ("*", "-", "/"):
        right = False  # `function* f`, `yield* gen`: a mark on what comes before, not between the two
    if (
        token.text == "*"
        and before is not None
        and (before.text.lower() in _STAR_KEYWORDS or (before.text.endswith("_") and not space_before))
    ):
        left = False  # `assert_*()`, `test_*`: a name's open end, the star a wildcard (s15 dev djnavarro ×4)
    return left, right


# A formula's term as a slash's left side shows it in prose: a letter or two (Latin or Greek) raised to a power in
# superscript ("σ²", "ρσ²", "Xᵀ"), or Greek letters alone ("λ", "ρσ").
_POWER_TERM = LazyPattern(r"[A-Za-z\u0391-\u03a9\u03b1-\u03c9]{1,3}[⁰¹²³⁴⁵⁶⁷⁸⁹ᵀⁿ]{1,3}")
_GREEK_TERM = LazyPattern(r"[\u0391-\u03a9\u03b1-\u03c9]{1,2}")
# A divisor: one letter (Latin or Greek, raised or not), a number, or a root of one ("B", "n", "2", "√n").
_DIVISOR = LazyPattern(r"√?(?:[A-Za-z\u0391-\u03a9\u03b1-\u03c9][⁰¹²³⁴⁵⁶⁷⁸⁹]{0,2}|\d{1,6}(?:\.\d{1,6})?)")


def math_terms(left: str, right: str) -> bool:
    """Whether a slash glued between `left` and `right` in prose divides two terms of a formula, by their shapes (s17
    held-out dh5473 ensemble-and-bagging: "σ²/B" in a Korean sentence was heard "또는"): a term raised to a power
    before one letter or a number ("σ²/B", "x²/2"), or Greek letters before a number ("λ/2"). Two names or Greek
    letters side by side ("A/B", "α/β 버전": alpha or beta, "km/h") are no division. (Inline code: _math_term.)"""
    if not _DIVISOR.fullmatch(right):
        return False
    if _POWER_TERM.fullmatch(left):
        return True
    return bool(_GREEK_TERM.fullmatch(left)) and right.lstrip("√")[:1].isdigit()


def _operand_after(after: _Token | None, *, elided: bool) -> bool:
    """Whether what stands after an operator is an operand: a name, a number, a string, an opening bracket, a sign of
    what follows (`- -1`, `!x`), or (`elided`: the operator spaced) an elided operand."""
    if after is None:
        return False
    return (
        after.kind in ("word", "number", "string", "open")
        or (after.kind == "op" and after.text in ("-", "+", "!", "~", "*", "&", "<"))
        or (elided and _elided(after))
    )


def _elided(token: _Token | None) -> bool:
    """Whether a token is an operand left out (`...`: s11 held-out eunohhh 코테14 [19], `i - ...` heard "i 하이픈")."""
    return token is not None and token.text == "..."


def _operand_before(before: _Token | None, token: _Token) -> bool:
    """Whether what stands before an operator is an operand (a name, a number, a string, a closing bracket, `i++`)."""
    if before is None:
        return False
    return before.kind in _OPERANDS or (
        before.kind == "op" and before.text in ("++", "--") and before.start < token.start - 2
    )


_EDGE_SAID = frozenset(("->", "=>", "&&", "||", "::", "==", "===", "!=", "!==", ">=", "<=", "<=>"))


# The signs text.lexicon's code reading takes out as punctuation when no rule has said them.
# A character class of a pattern: brackets holding characters and ranges, no space (`[0-9]`, `[^a-zA-Z_]`).
_CHARACTER_CLASS = LazyPattern(r"\[\^?[\w.\\-]{3,40}\]")
_CLASS_KINDS = (str.isdigit, str.islower, str.isupper)
_DELETED = LazyPattern(r"[=*~^&<>|]")
# A CSS selector list's stretch (between `{`, `}`, `,`, `;`): compounds (an element's name or `*`, then classes,
# ids, attributes, pseudo-classes) joined by spaces or by `>`, `+`, `~`; and its bare names, each an element's (an
# attribute's or a pseudo-class's argument is taken out first).
_SELECTOR_REACH = 200
_SUFFIX = r"(?:[.#][\w-]+|\[[^\]]{1,80}\]|::?[\w-]+(?:\([^()]{0,40}\))?)"
_COMPOUND = rf"(?:(?:[A-Za-z][\w-]*|\*){_SUFFIX}*|{_SUFFIX}+)"
_SELECTOR_LIST = LazyPattern(rf"\s*{_COMPOUND}(?:\s*[>+~]\s*{_COMPOUND}|\s+{_COMPOUND})*\s*")
_SELECTOR_ARGUMENTS = LazyPattern(r"\[[^\]]*\]|\([^)]*\)")
_TYPE_SELECTOR = LazyPattern(r"(?<![\w.#:-])[A-Za-z][\w-]*")


def _arrow_target(after: _Token | None, glued: list[_Token]) -> bool:
    """Whether a `<-` reaches an operand as an arrow (`变量<-表达式`, `(k,v) <- 映射`, `x <- 5`: Scala's generator,
    R's and Haskell's binding, said as one arrow — never "less than minus"). A number glued to the dash is a
    comparison with a negative (`x<-1`), and `<--` / `<->` are other drawings."""
    if after is None or not glued or after.kind not in ("word", "number", "open", "string"):
        return False
    return glued[0].kind == "space" or after.kind != "number"


# An input written as glued tokens of a number and a letter, each with its mark (a dart game's `1S2D*3T`, `1D2S#10S`).
_CODED_INPUT = LazyPattern(r"(?:\d{1,3}[A-Za-z][*#]?){2,}")
_LETTER_THEN_DIGIT = LazyPattern(r"[A-Za-z]\d|#")


def _coded_input(text: str, at: int) -> bool:
    """Whether the star at `at` marks a token of an input (`1S2D*3T`: s21 held-out connor-kor programmers1_2 [58],
    heard "1S2D 곱하기 3T") — the glued run around it is tokens of a number and a letter, and a number follows a letter
    in it or a `#` marks one (no algebra writes a coefficient after its variable: `2x*3y`, `a1*b2` stay products)."""
    start = max(text.rfind(" ", 0, at), text.rfind("\n", 0, at)) + 1
    end = min((n for n in (text.find(" ", at), text.find("\n", at)) if n >= 0), default=len(text))
    run = text[start:end]
    return bool(_CODED_INPUT.fullmatch(run)) and bool(_LETTER_THEN_DIGIT.search(run))


def _words(before: _Token | None, after: _Token | None) -> bool:
    """Whether the tokens each side of a sign are both words."""
    return before is not None and after is not None and before.kind == after.kind == "word"


def _role(sign: str, left: bool, right: bool, space_after: bool) -> str:
    """An operator's role from what is on each side: "binary", "prefix", "postfix", "lone", or "" (not one)."""
    if left and right:
        return "binary"
    if sign == "*":
        return "prefix"  # `*.md`, `*ptr`, `function* f`, `import * as x`: a star, said by its name
    if right and not left and not space_after:
        return "prefix"
    if left and not right and sign in ("++", "--"):
        return "postfix"
    if not left and not right and sign in ("==", "===", "="):
        return "lone"
    if sign in _EDGE_SAID and (left or right):
        return "binary_edge"  # `=> {`, `x ->`: an arrow or a comparison at an edge is still said
    return ""


def _numbered_range(text: str, before: _Token | None, after: _Token | None) -> bool:
    """Whether a hyphen joins two of one numbered set as their range (`s0-s11`, `a0-a7`, `YMM0-YMM15`: said with the
    language's "to"; s14 held-out billhu0 cs110 [44][46]) — not a difference (`set1-set2`, `c1-c2 的差值`): the
    rule is text.numbered_ranges', which the check's judge asks too."""
    if before is None or after is None or before.kind != "word" or after.kind != "word":
        return False
    return numbered_range(text, before.start)


# A type's name: a capital, then lower case, and a capital again (`SecureStack`, `ArrayList`).
_TYPE_NAME = LazyPattern(r"[A-Z][a-z0-9]+[A-Z]\w*")


def _type_names(tokens: list[_Token]) -> bool:
    """Whether a code span holds only names of types joined by spaced slashes (`SecureStack / LockedStack`): choices
    between classes, said "or" (the lead's s15 ruling; s14 held-out billhu0 cmu_17514 [174] heard "SecureStack
    divided by LockedStack"). No program divides one type by another; a division's terms are values (`total / n`)."""
    names = [t for t in tokens if t.kind != "space"]
    return (
        len(names) >= 3
        and all(t.text == "/" for t in names[1::2])
        and all(t.kind == "word" and _TYPE_NAME.fullmatch(t.text) for t in names[0::2])
    )


# A term only math writes: a Greek letter, a raised digit, a combining accent (`σ²`, `λ`, `T̄`).
_MATH_TERM = LazyPattern(r"[\u0391-\u03c9\u2070-\u209f\u00b2\u00b3\u00b9\u0300-\u036f]")


def _math_term(token: _Token | None) -> bool:
    """Whether `token` is a term of math (:data:`_MATH_TERM`) — a slash glued to one divides it (s17 held-out dh5473
    ensemble-and-bagging [93][94], optimizers [77]: `σ²/B`, `(λ/2)` said "슬래시"); no path's name holds one."""
    return token is not None and token.kind == "word" and _MATH_TERM.search(token.text) is not None


def find_operators(text: str, *, code: bool) -> list[Operator]:
    """Every operator in `text` with the role its neighbours give it (inline code when `code`, else prose's
    arithmetic and lone stars: comparisons and `=` in prose are text.lexicon's)."""
    if not any(ch in text for ch in "+-*/%=<>!~^&|:[._`#$@;\\"):
        return []
    tokens = _tokens(text)
    found = _prose_operators(text, tokens) if not code else _Finder(tokens, code, []).run()
    return _step_slashes(tokens, found) if "*/" in text else found


def _step_slashes(tokens: list[_Token], found: list[Operator]) -> list[Operator]:
    """`*/5` (cron's "every fifth"), `*/1`: a slash between a star and a number is a sign of its own, said by
    its name (a slash that is no path's and no division is otherwise taken out as punctuation)."""
    said = {o.start for o in found}
    steps = [
        Operator(t.start, t.start + 1, "/", "named")
        for n, t in enumerate(tokens[1:-1], 1)
        if t.text == "/" and tokens[n - 1].text == "*" and tokens[n + 1].kind == "number" and t.start not in said
    ]
    return sorted(found + steps, key=lambda o: o.start) if steps else found


_ARITHMETIC = frozenset("* / + - % × ÷ =".split())


# A number's token that runs on into words (`4.6.1の対応`: a case particle after its digits, or four letters of a
# script without spaces): no operand of a sum, so a title's spaced dash after it ("…4.6.1の対応 - 七誌の開発日記") is
# no minus. A counter in kana is the number's own ("3つ + 2つ = 5つ", "10こ - 4こ": review s9 of 67f9170), as one in
# Han is ("3个 + 2个").
_WORDS_AFTER_NUMBER = LazyPattern(r"[0-9.][のはをがでともへや]|[^\x00-\x7f]{4}")


def _version(token: _Token) -> bool:
    """Whether `token` is a version or an address (`9.0.46`, `192.168.0.1`: two dots or more), no operand of a sum
    (s11 dev cskwork 스프링 게시판 환경설정 [4]: "9.0.46 빼기 64bit")."""
    return token.kind == "number" and token.text.count(".") >= 2


def _in_a_sum(token: _Token) -> bool:
    """Whether `token` may stand in a run of prose arithmetic: a number (not one running on into words), a space, a
    round bracket, a sign of a sum, a single Latin letter."""
    return (
        (token.kind == "number" and not _WORDS_AFTER_NUMBER.search(token.text) and not _version(token))
        or token.kind == "space"
        or token.text in ("(", ")")
        or token.text in _ARITHMETIC
        or (token.kind == "word" and len(token.text) == 1 and token.text.isascii())
    )


def _prose_operators(text: str, tokens: list[_Token]) -> list[Operator]:
    """Prose's arithmetic: in a run of numbers, single letters, brackets and signs that holds two signs or more
    (or an `=`), each of `* / + - %` between operands is said ("1200 * (60 * 60 * 3 / 30) = 432000"); one sign
    alone is said only when it is a star between numbers ("3 * 4"); "2019 - 2020" and "1/2" stay as written.
    A star that stands between no operands is a literal star (`\\*` in Markdown), said by its name."""
    found: list[Operator] = []
    run: list[int] = []
    terms = _bracket_terms(tokens) if "(" in (t.text for t in tokens) else set()
    if "," in text:
        terms |= _thousands_commas(tokens)
    for n, token in enumerate([*tokens, _Token("end", "", -1)]):
        if _in_a_sum(token) or n in terms:
            run.append(n)
            continue
        found += _prose_run(tokens, run)
        run = []
    if "=" in (t.text for t in tokens):
        said = {o.start for o in found}
        found += [op for op in _formula_in_words(tokens) if op.start not in said]
    found += _stars(tokens, found)
    found += _prose_name_ranges(text, tokens)
    said = {o.start for o in found}
    found += [op for op in _prose_steps(tokens) if op.start not in said]
    found += _prose_bangs(tokens)
    found += _backticks_pointed_into(text, tokens)
    found += _prose_arrays(text, tokens)
    if "<" in text:
        said = {o.start for o in found}
        found += [op for op in _prose_generics(tokens) if op.start not in said]
    return sorted(found + _string_arithmetic(tokens, {o.start for o in found}), key=lambda o: o.start)


# What a generic's brackets hold in prose: type names (ASCII identifiers, dotted), nested generics, an array's
# brackets, a nullable's `?`, commas between them.
_GENERIC_INNER = frozenset((",", ".", "?", "[", "]", "<", ">"))


def _prose_generics(tokens: list[_Token]) -> list[Operator]:
    """A generic type written in prose ("a Map<K,V> never repeats a key", "返回 List<String> 类型"): a name glued to
    `<`, type names inside with a space only after a comma, and its `>` with no word glued after it — the type of
    its argument, said as inline code says one ("Map of K,V"), never "less than … greater than". A comparison in
    prose has spaced words inside ("a<b and c>d") or a word glued after it ("x<y>z"): left alone."""
    found: list[Operator] = []
    for n, token in enumerate(tokens):
        if token.text != "<" or not n or not _type_word(tokens[n - 1]):
            continue
        close = _generic_close(tokens, n)
        if close > 0:
            found += [Operator(token.start, token.start + 1, "<", "generic")]
            found += [Operator(tokens[close].start, tokens[close].start + 1, ">", "generic_close")]
    return found


def _prose_arrays(text: str, tokens: list[_Token]) -> list[Operator]:
    """An array type written in prose ("声明一个 String[]，", "returns an int[] of ids"): a name glued to an empty
    `[]` with no word glued after it, said as inline code says one ("String array") — sent bare, the voice said
    the name alone (s20 held-out JerrySheh Android笔记（二） [102]). `a[]b` or `[]` after a space is left alone."""
    found: list[Operator] = []
    if "[]" not in text:
        return found
    for n, token in enumerate(tokens[1:-1], 1):
        if token.text != "[" or tokens[n + 1].text != "]" or not _type_word(tokens[n - 1]):
            continue
        after = tokens[n + 2] if n + 2 < len(tokens) else None
        if after is None or after.kind not in ("word", "number", "open"):
            found.append(Operator(token.start, token.start + 2, "[]", "array"))
    return found


def _diamond(tokens: list[_Token], n: int) -> bool:
    """Whether the `<` at `n` opens Java's diamond (`new ArrayList<>()`, `new HashMap<>();`): an empty `<>` glued
    to a type's name, no word or number glued after it — the type arguments left to the compiler, said by the
    diamond's name, never "less than greater than" (s21 held-out connor-kor Data structure method [49][102]). SQL's
    `a <> b` (a space before it) and `x<>1` (a number after it) are "not equal", left to their rules."""
    before = tokens[n - 1] if n else None
    closing = tokens[n + 1] if n + 1 < len(tokens) else None
    after = tokens[n + 2] if n + 2 < len(tokens) else None
    return (
        before is not None
        and _type_word(before)
        and before.start + len(before.text) == tokens[n].start
        and closing is not None
        and closing.text == ">"
        and closing.start == tokens[n].start + 1
        and (after is None or after.kind not in ("word", "number", "string"))
    )


def _type_word(token: _Token) -> bool:
    """Whether `token` may name a type: an ASCII identifier."""
    return token.kind == "word" and token.text.isascii() and token.text[:1].isalpha()


def _generic_close(tokens: list[_Token], n: int) -> int:
    """The index of the `>` closing the generic opened at `n` in prose, or -1 (see :func:`_prose_generics`)."""
    depth, named = 0, False
    for m in range(n, min(len(tokens), n + 40)):
        token = tokens[m]
        if token.text in ("<", ">"):
            depth += 1 if token.text == "<" else -1
            if depth == 0:
                after = tokens[m + 1] if m + 1 < len(tokens) else None
                glued = after is not None and after.kind in ("word", "number") and after.text[:1].isascii()
                return m if named and not glued else -1
        elif _type_word(token):
            named = True
        elif token.kind == "space":
            if tokens[m - 1].text != ",":
                return -1
        elif token.text not in _GENERIC_INNER:
            return -1
    return -1


def _thousands_commas(tokens: list[_Token]) -> set[int]:
    """The commas that group a number's thousands ("10,000,000 / 8,192 = 1,221개"): glued between digits, three digits
    after each — part of one operand of a sum, not a break in its run (s17 held-out dh5473 mergetree-internals
    [24][89]: the division slash was sent bare)."""
    commas: set[int] = set()
    for n, token in enumerate(tokens[1:-1], 1):
        before, after = tokens[n - 1], tokens[n + 1]
        if (
            token.text == ","
            and before.kind == "number"
            and after.kind == "number"
            and re.fullmatch(r"\d{1,3}", before.text)
            and re.match(r"\d{3}(?!\d)", after.text)
            and (n < 2 or tokens[n - 2].text != "," or n - 2 in commas)
        ):
            commas.add(n)
    return commas


def _prose_name_ranges(text: str, tokens: list[_Token]) -> list[Operator]:
    """A hyphen between two of one numbered set in prose ("YMM0-YMM15"): their range (see :func:`_numbered_range`)."""
    return [
        Operator(t.start, t.start + 1, "-", "range")
        for n, t in enumerate(tokens[1:-1], 1)
        if t.text == "-" and _numbered_range(text, tokens[n - 1], tokens[n + 1])
    ]


# What closes a formula written in words: a clause's or a sentence's mark (a full stop only before a space or the end:
# "A.length" is a member's dot).
_FORMULA_ENDS = frozenset((",", ";", ":", "，", "。", "；", "：", "、", "!", "?", "！", "？"))
# The signs of a formula in words, said between two of its terms.
_FORMULA_SIGNS = frozenset(("*", "/", "-", "+", "×", "÷"))


def _formula_in_words(tokens: list[_Token]) -> list[Operator]:
    """A formula written in words ("AMAT = time for a hit + miss rate * miss penalty", "number of sets = number of
    lines / N", "Availablity = MTTF / (MTTF + MTTR)"): a spaced `=` with a term on each side makes what follows it,
    to the clause's end, a formula, and each spaced sign between two of its terms is its operation ("times",
    "divided by", "minus"), never the star's or the slash's name nor a dash's pause (s14 held-out billhu0 cs110
    ×10). Terms of words have no digit to tell a sum by (_prose_run), so the `=` is what says this is one."""
    found: list[Operator] = []
    inside = False
    for n, token in enumerate(tokens):
        if token.text == "=" and _between_terms(tokens, n):
            inside = True
        elif inside and (token.text in _FORMULA_ENDS or (token.text == "." and _closes(tokens, n))):
            inside = False
        elif inside and token.kind == "op" and token.text in _FORMULA_SIGNS and _between_terms(tokens, n):
            found.append(Operator(token.start, token.start + len(token.text), token.text, "binary"))
    return found


def _spaced_neighbours(tokens: list[_Token], n: int) -> tuple[_Token | None, _Token | None]:
    """The nearest tokens either side of the sign at `n` when it stands spaced on both sides, else (None, None): the
    question every spaced-sign rule (a term between terms, a product, a counted factor, a factor between words) asks
    first, asked in one place."""
    if not (0 < n < len(tokens) - 1 and tokens[n - 1].kind == "space" and tokens[n + 1].kind == "space"):
        return None, None
    finder = _Finder(tokens, False, [])
    return finder.near(n, -1)[0], finder.near(n, 1)[0]


def _between_terms(tokens: list[_Token], n: int) -> bool:
    """Whether the sign at `n` stands spaced between two terms: a word, a number or a bracket's close before it, a
    word, a number or a bracket's opening after it."""
    before, after = _spaced_neighbours(tokens, n)
    return (
        before is not None
        and after is not None
        and (before.kind in ("word", "number") or before.text in (")", "）"))
        and (after.kind in ("word", "number") or after.text in ("(", "（"))
    )


def _closes(tokens: list[_Token], n: int) -> bool:
    """Whether the dot at `n` ends a sentence: the text's end or a space after it."""
    return n == len(tokens) - 1 or tokens[n + 1].kind == "space"


# A name a prose `!` negates: code's shape (`isNewView`, `is_ok`, `r`, `x2`), what a sentence about code tests.
# A constant's or a heading's capitals too ("### IS !ACTIVE": is not active, s11 dev cskwork JS - snippets [12]).
_NEGATED_NAME = LazyPattern(r"[a-z][a-z0-9]*[A-Z_0-9][A-Za-z0-9_]*|[A-Za-z](?![A-Za-z])|[A-Z][A-Z0-9_]+")


# The markers of work left in code and notes: a bang before one writes it loud (s11 review of the text rules L2).
_WORK_MARKERS = frozenset(("TODO", "FIXME", "XXX", "HACK", "NOTE", "WIP", "NEW", "BUG", "TBD", "DONE", "TODOS"))


def _prose_bangs(tokens: list[_Token]) -> list[Operator]:
    """A `!` glued to a name with nothing of a word before it ("온다면 !isNewView가", "如果 !ok 就"): code's "not"
    (`!isNewView`, `!r`), or a keyword's own bang (CSS's `!important`), said by its name; never an exclamation."""
    found = []
    for n, t in enumerate(tokens[:-1]):
        after = tokens[n + 1]
        if t.text != "!" or after.kind != "word" or n and not _opens_a_word(tokens[n - 1]):
            continue
        name = re.match(r"[A-Za-z_$][\w$]*", after.text.encode("ascii", "replace").decode())
        if name is None:
            continue
        if name.group(0).isupper() and (
            n + 2 < len(tokens) and tokens[n + 2].text == "-" or name.group(0) in _WORK_MARKERS
        ):
            continue  # ("작성 !TO-DO", "fix !TODO items": a marker written loud, no constant negated)
        if name.group(0).lower() in _BANG_WORDS:
            found.append(Operator(t.start, t.start + 1, "!", "named"))
        elif _NEGATED_NAME.fullmatch(name.group(0)):
            found.append(Operator(t.start, t.start + 1, "!", "prefix"))
    return found


def _opens_a_word(token: _Token) -> bool:
    """Whether a word may begin right after `token`: a space, an opening bracket, a CJK mark (`：!important`, a
    full stop's `。!important`)."""
    return token.kind in ("space", "open") or token.text in (
        "：",
        "，",
        "、",
        "（",
        ":",
        ",",
        "。",
        "．",
        "；",
        "」",
        "』",
    )


def _string_arithmetic(tokens: list[_Token], said: set[int]) -> list[Operator]:
    """A spaced `-` or `+` between a quoted string and a number or a string: said (see :func:`_with_a_string`)."""
    finder = _Finder(tokens, False, [])
    about_code = any(t.kind == "word" and t.text in _CODE_VALUES for t in tokens)
    return [
        Operator(t.start, t.start + 1, t.text, "binary")
        for n, t in enumerate(tokens)
        if t.text in ("-", "+") and t.start not in said and _with_a_string(finder, n, about_code=about_code)
    ]


def _with_a_string(finder: _Finder, n: int, *, about_code: bool) -> bool:
    """Whether the spaced sign at `n` joins a quoted string to a number or a string (`"hello" - 10`, `"3" + 4`):
    arithmetic a sentence is about. Prose has that shape too (`He answered "maybe" - 10 minutes later`, `"42" -
    "17" at halftime`: a dash), so where words go on after it the sentence must name a value only code has
    (`NaN`, `undefined`: `"hello" - 10 which would evaluate to NaN`)."""
    before, space_before = finder.near(n, -1)
    after, space_after = finder.near(n, 1)
    if before is None or after is None or not (space_before and space_after):
        return False
    kinds = {before.kind, after.kind}
    if not ("string" in kinds and kinds <= {"string", "number"}):
        return False
    at = n + 1
    while finder.tokens[at] is not after:
        at += 1
    following = finder.near(at, 1)[0]
    return about_code or following is None or following.kind != "word"


# Values only code has: a sentence naming one is about code ("… would evaluate to NaN").
_CODE_VALUES = frozenset(("NaN", "undefined", "null", "None", "nil", "Infinity", "true", "false", "True", "False"))


_STEPS = frozenset(("++", "--", "+=", "-=", "*=", "/="))
# Symbols that, alone between quotes, are a character a sentence is about ("'-','_' are allowed").
_QUOTED_SIGNS = frozenset("-_*/\\#$@^&%~|+=<>:;`")
_OPENING_QUOTES = frozenset("'\"「『“‘")
_CLOSING_QUOTES = frozenset("'\"」』”’")


def _spaced_product(tokens: list[_Token], n: int) -> bool:
    """A star spaced between two Latin operands ("A.length * A[i].length", "a * b"): a product, not a star the
    page shows for itself (between CJK words, "命令里面的 * 的问题", it is one)."""
    before, after = _spaced_neighbours(tokens, n)
    if (
        before is None
        or after is None
        or before.text.casefold() in _STAR_KEYWORDS
        or after.text.casefold() in ("from", "as")
    ):
        return False  # `SELECT * FROM t`, `import * as x`: a wildcard
    operands = (
        before.text[-1:].isascii()
        and after.text[:1].isascii()
        and (before.kind in ("word", "number") or before.text in (")", "]"))
        and (after.kind in ("word", "number") or after.text == "(")
    )
    # Two plain words ("rated * stars") are no expression: one side must look like one (a number, one letter,
    # a bracket, a member or a name with digits, "A.length"), or the operand after it is raised to a power ("rho *
    # sigma^2": s17 held-out dh5473 ensemble-and-bagging [77], heard "rho 별표 sigma의 2제곱").
    raised = n + 3 < len(tokens) and tokens[n + 3].text == "^" and tokens[n + 2] is after
    return operands and (
        raised or any(t.kind == "number" or len(t.text) == 1 or not t.text.isalpha() for t in (before, after))
    )


def _stars(tokens: list[_Token], found: list[Operator]) -> list[Operator]:
    """The stars no run of arithmetic said: a product's ("binary") where they stand between operands, else the page's
    own sign ("lone", said by its name)."""
    said = {o.start for o in found}
    stars = [n for n, t in enumerate(tokens) if t.text == "*" and t.start not in said]
    products = {
        n for n in stars if _spaced_product(tokens, n) or _counted_factor(tokens, n) or _glossed_factors(tokens, n)
    }
    if products or any(o.sign == "*" for o in found):
        # "80 * 2 人 * 6 餐 * 匯率 4 = 4000": a star between two words of a product's run is one more factor
        products |= {n for n in stars if _factor_between_words(tokens, n)}
    return [Operator(tokens[n].start, tokens[n].start + 1, "*", "binary" if n in products else "lone") for n in stars]


def _counted_factor(tokens: list[_Token], n: int) -> bool:
    """A spaced star between a word of any script and a number ("台灣價格 * 2", "2 人 * 6 餐"): a price or a
    counted noun times a number, never the star's name (s13 held-out aszx87410 macau-travel-venetian [12][64])."""
    before, after = _spaced_neighbours(tokens, n)
    if before is None or after is None or not {before.kind, after.kind} <= {"word", "number"}:
        return False
    return "number" in (before.kind, after.kind) and not (before.text[-1:].isascii() and after.text[:1].isascii())


# A size glossed by one letter in brackets, ending right before a spaced star, and one opening right after it.
_GLOSS_END = LazyPattern(r"\([A-Za-z]\) $")
_GLOSS_NEXT = LazyPattern(r" [^\s()*+=/<>]{1,20}(?: [^\s()*+=/<>]{1,20}){0,2} ?\([A-Za-z]\)")


def _glossed_factors(tokens: list[_Token], n: int) -> bool:
    """A spaced star between two sizes, each glossed by its letter in brackets ("(사전 크기(V) * 임베딩 차원(E))",
    "width (W) * height (H)"): the product of the two, never the star's name (s23 dev FacerAin albert-paper [22],
    heard "별표"). A star between two bare words stays the page's sign."""
    before = "".join(t.text for t in tokens[max(0, n - 4) : n])
    after = "".join(t.text for t in tokens[n + 1 : n + 14])
    return bool(_GLOSS_END.search(before) and _GLOSS_NEXT.match(after))


def _factor_between_words(tokens: list[_Token], n: int) -> bool:
    """A spaced star between two CJK words, in a text that multiplies elsewhere: a factor of the same product."""
    before, after = _spaced_neighbours(tokens, n)
    return (
        before is not None
        and after is not None
        and before.kind == after.kind == "word"
        and not before.text[-1:].isascii()
        and not after.text[:1].isascii()
    )


def _prose_steps(tokens: list[_Token]) -> list[Operator]:
    """Code's steps written in prose, said as the code's are: `i++`, `i--`, `++i` on a lower-case name (a
    capitalised one is a name of its own: "C++", "Notepad++"), `++` standing alone as a word ("再 ++"),
    `sum += 1` between operands; and a symbol quoted alone ("'-'", "「_」"), said by its name."""
    found: list[Operator] = []
    for n, token in enumerate(tokens):
        before = tokens[n - 1] if n else None
        after = tokens[n + 1] if n + 1 < len(tokens) else None
        quoted = _quoted_sign(token, before, after) or _bracketed_sign(tokens, n)
        if quoted is not None:
            found.append(quoted)
        elif token.kind == "op" and token.text in _STEPS:
            found += _step(tokens, n, before, after)
    return found


def _quoted_sign(token: _Token, before: _Token | None, after: _Token | None) -> Operator | None:
    """A symbol quoted alone ("'-'", "「_」"): the character a sentence is about, said by its name."""
    if token.kind == "string" and len(token.text) > 2 and set(token.text[1:-1]) <= _QUOTED_SIGNS:
        return Operator(token.start + 1, token.start + len(token.text) - 1, token.text[1:-1], "named")
    if (
        token.text in _QUOTED_SIGNS
        and before is not None
        and after is not None
        and before.text in _OPENING_QUOTES
        and after.text in _CLOSING_QUOTES
    ):
        return Operator(token.start, token.start + len(token.text), token.text, "named")
    return None


_ALONE_BRACKETS = {"(": ")", "（": "）"}


def _bracketed_sign(tokens: list[_Token], n: int) -> Operator | None:
    """A sign alone in brackets after the word naming it ("강세표(`)를", "the backtick (`)", "波浪號（~）"): the
    character the sentence is about, said by its name (s20 held-out walkbori special-character [2]: dropped).
    Never a call's argument (`f(*)`, `count(*)`: a Latin name or a closing bracket right before)."""
    token = tokens[n]
    if token.text not in _QUOTED_SIGNS or n < 1 or n + 1 >= len(tokens):
        return None
    opening, closing = tokens[n - 1].text, tokens[n + 1].text
    if _ALONE_BRACKETS.get(opening) != closing:
        return None
    named = tokens[n - 2].text if n >= 2 else ""
    if named[-1:].isascii() and (named[-1:].isalnum() or named[-1:] in "_)]"):
        return None
    return Operator(token.start, token.start + len(token.text), token.text, "named")


def _step_ends(token: _Token, before: _Token | None, after: _Token | None) -> bool:
    """Whether a `++`/`--` after a name ends there as code's step does: not a dash of more hyphens ("vectors---or"),
    and a `--` that a space and more words follow is a dash between clauses ("wait-- what") unless its name is
    one letter ("i-- then")."""
    if after is not None and after.text[:1] in "-+":
        return False
    if token.text == "--" and after is not None and after.kind == "space":
        return before is not None and len(before.text) == 1
    return True


def _step(tokens: list[_Token], n: int, before: _Token | None, after: _Token | None) -> list[Operator]:
    """A step of code in prose at `n`: `i++`, `i--`, `++i`, `++` as a word, `sum += 1`; [] for none."""
    token = tokens[n]
    at = (token.start, token.start + 2, token.text)
    name_before = before is not None and before.kind == "word" and before.text[:1].islower() and before.text.isascii()
    operand_after = after is not None and after.kind in ("word", "number")
    if token.text in ("++", "--") and name_before and not operand_after and _step_ends(token, before, after):
        return [Operator(*at, "postfix")]  # `i++`, `i--`
    if token.text == "++" and not _operand_before(before, token):
        return [Operator(*at, "prefix" if after is not None and after.kind == "word" else "postfix")]  # `++i`, `++`
    if token.text[1:] == "=":
        finder = _Finder(tokens, False, [])
        left, right = finder.near(n, -1)[0], finder.near(n, 1)[0]
        if (
            left is not None
            and right is not None
            and left.kind in _OPERANDS
            and right.kind in ("word", "number", "open")
        ):
            return [Operator(*at, "binary")]  # `sum += 1`
    return []


def _bracket_terms(tokens: list[_Token]) -> set[int]:
    """The words of a short term in brackets ("( 現在秒數 )", "(total)"): one operand of a sum around it, whatever its
    words; a longer aside ("(Gmail/Chrome/Non-coding files opened in …)") is no term."""
    terms: set[int] = set()
    for n, token in enumerate(tokens):
        if token.text != "(":
            continue
        inside = list(range(n + 1, min(len(tokens), n + 6)))
        close = next((m for m in inside if tokens[m].text == ")"), None)
        if close is not None and all(tokens[m].kind in ("word", "space") for m in range(n + 1, close)):
            terms.update(range(n + 1, close))
    return terms


def _prose_run(tokens: list[_Token], run: list[int]) -> list[Operator]:
    signs = _run_signs(tokens, run)
    if not signs or not any(tokens[n].kind == "number" for n in run):
        return []
    finder = _Finder(tokens, False, [])
    said = [
        Operator(tokens[n].start, tokens[n].start + 1, tokens[n].text, "binary")
        for n in signs
        if _arithmetic_at(finder, n) and not _dash_before_words(tokens, n)
    ]
    if _equated(tokens, run, signs) and (divided := _glued_divisions(tokens, signs)):
        said = sorted({o.start: o for o in said + divided}.values(), key=lambda o: o.start)
        return said
    # (a run opened by a power's exponent, `2^41 - 1초`, `2^160 - 1까지`: the power is a term of the same formula, so
    # its sign is a second one — the minus was left a bare dash, s20 dev KimPopsong 202607052300 [72])
    powered = run[0] >= 2 and tokens[run[0] - 1].text == "^" and tokens[run[0] - 2].kind == "number"
    if (len(signs) >= 2 or powered) and any(op.sign != "=" for op in said):
        return said
    # One sign alone: only a star between operands is arithmetic for sure ("3 * 4"); a lone `=` is
    # text.lexicon's.
    return [op for op in said if op.sign == "*"]


def _mixed_number(tokens: list[_Token], n: int) -> bool:
    """Whether the sign at `n` is a mixed number's fraction bar (`1 1/2`, "1 - 1 1/2 years": s23 held-out
    michaelbromley ngeurope-2014 [15]): one number, a blank, then the fraction glued — no sign of a formula."""
    return (
        tokens[n].text == "/"
        and n >= 3
        and n + 1 < len(tokens)
        and tokens[n + 1].kind == "number"
        and tokens[n - 1].kind == "number"
        and tokens[n - 2].text == " "
        and tokens[n - 3].kind == "number"
        and "." not in tokens[n - 1].text + tokens[n + 1].text
    )


def _run_signs(tokens: list[_Token], run: list[int]) -> list[int]:
    """The signs of a sum in a run of prose arithmetic: no mixed number's fraction bar, no percentage's sign."""
    return [
        n
        for n in run
        if tokens[n].kind == "op"
        and tokens[n].text in _ARITHMETIC
        and not _mixed_number(tokens, n)
        and not _percent_sign(tokens, n)
    ]


def _equated(tokens: list[_Token], run: list[int], signs: list[int]) -> bool:
    """Whether the run is a formula with its result: an `=` with a number after it in the run, or right after the
    run's last bracket a power and then that `=` (`(3500/3000)^12=6.35`)."""
    if any(tokens[n].text == "=" and _number_next(tokens, n) for n in signs):
        return True
    at = run[-1] + 1
    shape = [token.kind if token.kind == "number" else token.text for token in tokens[at : at + 6] if token.text != " "]
    return tokens[run[-1]].text == ")" and shape[:2] == ["^", "number"] and shape[2:3] == ["="]


def _number_next(tokens: list[_Token], n: int) -> bool:
    """Whether a number follows the token at `n`, a blank between them or none."""
    n += 2 if n + 1 < len(tokens) and tokens[n + 1].kind == "space" else 1
    return n < len(tokens) and tokens[n].kind == "number"


def _glued_divisions(tokens: list[_Token], signs: list[int]) -> list[Operator]:
    """The slashes glued between two numbers of a formula with its result (`3500/3000=1.166...`: "3500 divided by
    3000", never a date's or a fraction's bare slash; s23 held-out AoSankaku src/posts/blog/cashless_todo_nottodo
    [93][95]: sent bare). A fraction alone (`1/2`), with no `=` to a result, stays as written."""
    return [
        Operator(tokens[n].start, tokens[n].start + 1, "/", "binary")
        for n in signs
        if tokens[n].text == "/"
        and 0 < n < len(tokens) - 1
        and tokens[n - 1].kind == "number"
        and tokens[n + 1].kind == "number"
    ]


def _backticks_pointed_into(text: str, tokens: list[_Token]) -> list[Operator]:
    """Two backticks glued between words of a script without spaces, no code around them ("把``里面的东西": the
    pair the sentence points into), each said by its name (s23 held-out LonelySinging
    content/posts/2021/05/27/linux_profile.md [43]: dropped as Markdown left over)."""
    if "``" not in text:
        return []
    return [
        Operator(tokens[n].start, tokens[n].start + 1, "`", "named")
        for n in range(1, len(tokens) - 1)
        if tokens[n].text == "`"
        and (
            (
                tokens[n + 1].text == "`"
                and _cjk_word(tokens[n - 1])
                and n + 2 < len(tokens)
                and _cjk_word(tokens[n + 2])
            )
            or (tokens[n - 1].text == "`" and n >= 2 and _cjk_word(tokens[n - 2]) and _cjk_word(tokens[n + 1]))
        )
    ]


def _cjk_word(token: _Token) -> bool:
    """Whether `token` is a word of Han, kana or Hangul (at its edge)."""
    return token.kind == "word" and not token.text[:1].isascii() and not token.text[-1:].isascii()


def _percent_sign(tokens: list[_Token], n: int) -> bool:
    """Whether the sign at `n` is a percentage's, glued after its number with no operand after it (`(87%)`,
    `90%,`): said with its number, no second sign of a formula — "Windows 10 1511 - 1607 (87%)" is a span of
    versions, not a sum (s23 held-out LonelySinging content/posts/2021/04/24/RAT.md [33]: "1511 minus 1607")."""
    if tokens[n].text != "%" or n == 0 or tokens[n - 1].kind != "number":
        return False
    after = tokens[n + 1] if n + 1 < len(tokens) else None
    return after is None or after.kind == "space" or after.text in (")", "）", ",", "，", ".", "。", ";", ":")


def _dash_before_words(tokens: list[_Token], n: int) -> bool:
    """Whether the sign at `n` is a spaced dash before a phrase of words (two words of two letters or more: "3.49-2 -
    HTTrack Website Copier", "(-5497) - No such process": s23 held-out LonelySinging tools [60], AoSankaku arkse
    [87]): a title's or a message's dash, said as a pause — never a minus, whatever signs stand before it."""
    if (
        tokens[n].text != "-"
        or not 0 < n < len(tokens) - 1
        or tokens[n + 1].kind != "space"
        or tokens[n - 1].kind != "space"
    ):
        return False
    words = [token for token in tokens[n + 2 : n + 5] if token.kind != "space"]
    spaced = n + 3 < len(tokens) and tokens[n + 3].kind == "space"
    return (
        spaced
        and len(words) >= 2
        and all(token.kind == "word" and len(token.text) >= 2 and token.text.isalpha() for token in words[:2])
    )


# What may close a screen's label or a message in code after its words: dots of a menu's item, a full stop.
_LABEL_CLOSE = frozenset(("...", "..", ".", "…", "!", "?"))


def _label_after(tokens: list[_Token], n: int) -> bool:
    """Whether the spaced dash at `n` in code sets a label or a message apart: words of letters after it, two or more,
    a capital first, running to the span's end with nothing but a label's dots after them (`File - Upload Local
    Files...`, `kill: (-5497) - No such process`: s23 held-out Noverish Server/Cloud9.md [47], AoSankaku
    arkse_server_mendokatta [87], said "빼기", "マイナス"). Operands of a sum are single names joined by signs;
    words in a row with no sign between them are no operand (`price - cost AS net` has no capital after the dash)."""
    if not _dash_before_words(tokens, n):
        return False
    rest = [token for token in tokens[n + 1 :] if token.kind != "space"]
    words = [token for token in rest if token.kind == "word"]
    if not words[0].text[:1].isupper() or words[0].text.isupper():
        return False
    tail = rest[len(words) :]
    return all(token.kind == "word" for token in rest[: len(words)]) and all(t.text in _LABEL_CLOSE for t in tail)


def _arithmetic_at(finder: _Finder, n: int) -> bool:
    """Whether the sign at `n` stands between two operands of prose arithmetic (spaced, but for `*` and `=`:
    "2024-01-02", "1/2", "10-20" stay as written)."""
    before, space_before = finder.near(n, -1)
    after, space_after = finder.near(n, 1)
    if before is None or after is None:
        return False
    if _version(before) or _version(after):
        return False  # ("Tomcat 9.0.46 - 64bit-windowsZip": a version's spaced dash sets a name apart, no minus)
    operands = (before.kind in ("number", "word") or before.text == ")") and (
        after.kind in ("number", "word") or after.text == "("
    )
    if finder.tokens[n].text == "%" and after.kind == "word" and len(after.text) > 1:
        # "dropped 29-69 % and TTFT…", "70-83 % bandwidth": a percent sign written apart from its number, before a word
        # — a modulo's operand after it is a number, a letter or a bracket (s18 dev yewentao256 flashinfer [15]-[17],
        # heard "mod")
        return False
    if finder.tokens[n].text == "/" and (
        _hyphened_name(finder.tokens, before, -1) or _hyphened_name(finder.tokens, after, 1)
    ):
        # "nears GPT-4o / Claude-3.5": a number glued by a hyphen to a word is a name's part (a model's, a version's),
        # and two names at a slash are choices — never a division (s18 dev yewentao256 deepseek_v3 [10])
        return False
    return operands and ((space_before and space_after) or finder.tokens[n].text in "*×÷=")


def _hyphened_name(tokens: list[_Token], token: _Token, step: int) -> bool:
    """Whether `token`, an operand on the `step` side of a sign, is part of a name joined by a glued hyphen: a number
    after `word-` (`GPT-4o` seen from after it), or a word before `-number` (`Claude-3.5` seen from before it);
    a variable's one letter (`x-2 / 4`) makes no name."""
    at = next((m for m, t in enumerate(tokens) if t is token), -1)
    if at < 0:
        return False
    if step < 0:
        word = tokens[at - 2] if at >= 2 else None
        return token.kind == "number" and word is not None and tokens[at - 1].text == "-" and _name_word(word)
    return _name_word(token) and at + 2 < len(tokens) and tokens[at + 1].text == "-" and tokens[at + 2].kind == "number"


def _name_word(token: _Token) -> bool:
    """A word of two letters or more (a name's: `GPT`, `Claude`), not a variable's one letter (`x-2`)."""
    return token.kind == "word" and len(token.text) >= 2


def _said(op: Operator, words: dict[str, str]) -> str | None:
    """An operator's words in a language's table; None when the table has none (its symbols are named instead)."""
    if op.role == "silent" and op.sign == "-":
        return "-"  # a hyphen in a name stays in it (`utf-8`): the voice reads the name
    if op.role in ("silent", "generic_close"):
        return " "
    if op.role == "generic":
        return words["generic"]
    if op.role in ("array", "diamond"):
        return words[op.role]
    if op.role in ("range", "redirect"):
        return words[op.role]
    if op.role == "class_range":
        return words["range"]
    return words.get(f"{op.role} {op.sign}") or (words.get(op.sign) if op.role in ("binary", "postfix") else None)


def _topic_word(out: list[str], word: str) -> str:
    """What is said up to a Korean "=" whose topic particle goes on `word`, the text since the last sign: the words
    said before it keep their space before that word (`Iterator<Item = u32>` is "Iterator 제네릭 Item은 u32", never
    "제네릭Item은")."""
    joined, word = "".join(out), word.rstrip()
    return (joined if word.strip() else joined.rstrip()) + word


def _own_noun_once(name: str, text: str, end: int) -> str:
    """A sign's name without the noun the writer puts after the quoted sign ("「+」號" is "「加」號", never
    "加號號"): the noun that closes the name, right after the closing quote."""
    after = text[end + 1 : end + 3] if text[end : end + 1] in _CLOSING_QUOTES else ""
    for size in (2, 1):
        noun = name[-size:]
        if len(name) > size and after.startswith(noun) and not noun.isascii():
            return name[:-size]
    return name


def _spaced(text: str, start: int, end: int) -> bool:
    """Whether the sign at `text[start:end]` stands apart: a space (or the text's edge) on each side of it."""
    return (start == 0 or text[start - 1].isspace()) and (end == len(text) or text[end].isspace())


def _angle_shape(inner: list[_Token]) -> bool:
    """Whether what angle brackets hold is a tag's name (`Provider/`, `/div`) or one name with a dot, a colon or a
    slash in it and no space (a file, an address, a prefixed name)."""
    shape = "".join("w" if t.kind in ("word", "number") else t.text for t in inner)
    if shape in ("w/", "w /", "/w"):
        return True
    return bool(inner) and inner[0].kind == "word" and " " not in shape and any(c in shape for c in ".:/")


def say_code(text: str, lang: str, names: dict[str, str]) -> str:
    """Inline code with its operators in words (`names`: each symbol's name, for a sign without words)."""
    return _say(text, lang, names, code=True)


def say_prose(text: str, lang: str, names: dict[str, str]) -> str:
    """Prose with its arithmetic said: spaced operators between numbers ("1200 * (60 * 60 * 3 / 30)")."""
    return _say(text, lang, names, code=False)


def _reaching(op: Operator, text: str, words: dict[str, str]) -> str | None:
    """The words of an operator said with what it reaches over — a bound (`..<3`), a power's exponent, the next
    range's first character glued after a range in a class — or None for any other."""
    if op.role in ("upto", "upto_from"):
        bound = text[op.start + 3 : op.end].strip()
        return f" {words[op.role].format(b=bound).strip()} "
    if op.role == "power":
        # The exponent goes into the words ("10 的 5 次方", "2 to the power of n").
        exponent = " ".join(text[op.start + 1 : op.end].split())
        if exponent.startswith("-"):
            exponent = f"{words['prefix -']} {exponent[1:].strip()}"
        power = words["power"].format(b=exponent)
        return power if power[:1].isspace() else power + " "
    if op.role == "class_range" and text[op.end + 1 : op.end + 2].isalnum():
        # `[A-Za-z0-9]`: ranges glued one after another, each said apart ("A to Z a to z", never "Za")
        return f" {words['range']} {text[op.end]} "
    return None


_LABEL_DOTS = account.declare("a menu item's dots, after a label set apart", lambda text, *_: text in ("...", "…"))


def _set_apart(op: Operator, text: str, last: int, words: dict[str, str], out: list[str]) -> int:
    """A label's or a message's dash, a pause mark glued to the words before it (`File, Upload Local Files`), or a
    menu item's dots after it, unsaid (`Upload Local Files...`: the screen's mark of a dialog): put in `out`; where
    the text goes on after it."""
    if op.role == "label_dots":
        account.omit(_LABEL_DOTS, op.sign)
        out.append(text[last : op.start].rstrip())
        return op.end
    account.reworded("a dash setting a label or a message apart in code, said as a pause", op.sign)
    out += [text[last : op.start].rstrip(), words["separator"], " "]
    return len(text) - len(text[op.end :].lstrip())


def _say(text: str, lang: str, names: dict[str, str], *, code: bool) -> str:
    words = _WORDS.get(lang)
    if words is None:
        return text
    out: list[str] = []
    last = 0
    for op in find_operators(text, code=code):
        if op.role in ("separator", "label_dots"):
            last = _set_apart(op, text, last, words, out)
            continue
        reached = _reaching(op, text, words)
        if reached is not None:
            out += [text[last : op.start].rstrip() if op.role != "class_range" else text[last : op.start], reached]
            last = op.end + (1 if op.role == "class_range" else 0)
            continue
        # (a path's slash in code is said, by its name: `test/fixtures` "test slash fixtures", s5 readers)
        said = None if code and op.sign == "/" and op.role == "silent" else _said(op, words)
        if said is None:
            said = _own_noun_once(" ".join(names.get(ch, ch) for ch in op.sign), text, op.end)
        elif not said.strip():
            # Silent by its role (a generic's closing `>`, said with its opening; a flag's `=`): a named rule.
            account.omit(f"operator silent as {op.role or 'a mark'}", op.sign)
        if "{topic}" in said and code and not _spaced(text, op.start, op.end):
            # `server=y`, `?key=hello`: a setting written together is no statement "x는 1", its sign is said by name
            said = words["lone ="]
        if "{topic}" in said:
            # Korean "=": the topic particle goes on the word before it ("x는 1"), by its sound.
            before = _topic_word(out, text[last : op.start])
            out = [before + said.replace("{topic}", ko_topic(before)) + " "]
        else:
            out += [text[last : op.start], said if said == "-" else f" {said.strip()} " if said.strip() else " "]
        last = op.end
    return "".join(out) + text[last:]
