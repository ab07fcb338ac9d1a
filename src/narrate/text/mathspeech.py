"""Inline TeX read aloud the way an announcer would, or None where no announcer would read it.

`$\\gamma = 0.9$` is "gamma equals 0.9" (「gamma 等於 0.9」), `$12^\\circ$` "12 degrees",
`$s^\\prime$` "s prime", `$R_t$` "R sub t", `$70 \\times 16 = 1120$` "70 times 16 equals 1120".
A formula with anything this reader does not know (sums, integrals, matrices, an unknown
command), or longer than a sentence can carry, is left to the caller's cue.

A language without its own table gets the formula back in Unicode symbols (`γ = 0.9`,
`12°`): its voice reads them in its own words, never in English ones.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

# Words per language. `equals` in Korean is a topic particle chosen by the sound before it.
_MATH_WORDS: dict[str, dict[str, str]] = {
    "en": {"=": " equals ", "+": " plus ", "-": " minus ", "times": " times ", "/": " over ", "<": " less than ",
           ">": " greater than ", "<=": " is at most ", ">=": " is at least ", "!=": " is not equal to ",
           "approx": " is about ", "pm": " plus or minus ", "degrees": " degrees", "prime": " prime",
           "sub": " sub ", "power": " to the power of ", "squared": " squared", "frac": "{a} over {b}",
           "sqrt": "the square root of {a}", "infinity": "infinity", "hat": " hat", "bar": " bar", "dots": ", and so on,",
           "in": " in ", "to": " to "},
    "zh-hant": {"=": "等於", "+": "加", "-": "減", "times": "乘", "/": "除以", "<": "小於", ">": "大於",
                "<=": "小於等於", ">=": "大於等於", "!=": "不等於", "approx": "約等於", "pm": "加減",
                "degrees": "度", "prime": "撇", "sub": "下標", "power": "的{b}次方", "squared": "的平方",
                "frac": "{b}分之{a}", "sqrt": "根號{a}", "infinity": "無限大", "hat": " hat", "bar": " bar",
                "dots": "，等等，", "in": "屬於", "to": "趨近"},
    "zh-hans": {"=": "等于", "+": "加", "-": "减", "times": "乘", "/": "除以", "<": "小于", ">": "大于",
                "<=": "小于等于", ">=": "大于等于", "!=": "不等于", "approx": "约等于", "pm": "加减",
                "degrees": "度", "prime": "撇", "sub": "下标", "power": "的{b}次方", "squared": "的平方",
                "frac": "{b}分之{a}", "sqrt": "根号{a}", "infinity": "无穷大", "hat": " hat", "bar": " bar",
                "dots": "，等等，", "in": "属于", "to": "趋近"},
    "ja": {"=": "イコール", "+": "プラス", "-": "マイナス", "times": "かける", "/": "わる", "<": "小なり",
           ">": "大なり", "<=": "以下", ">=": "以上", "!=": "ノットイコール", "approx": "ニアリーイコール",
           "pm": "プラスマイナス", "degrees": "度", "prime": "プライム", "sub": "サブ", "power": "の{b}乗",
           "squared": "の2乗", "frac": "{b}分の{a}", "sqrt": "ルート{a}", "infinity": "無限大", "hat": "ハット",
           "bar": "バー", "dots": "、など、", "in": "が属する", "to": "から"},
    "ko": {"=": "{topic} ", "+": " 더하기 ", "-": " 빼기 ", "times": " 곱하기 ", "/": " 나누기 ", "<": " 작다 ",
           ">": " 크다 ", "<=": " 이하 ", ">=": " 이상 ", "!=": " 같지 않다 ", "approx": " 약 ", "pm": " 플러스마이너스 ",
           "degrees": "도", "prime": " 프라임", "sub": " 아래 첨자 ", "power": "의 {b}제곱", "squared": "의 제곱",
           "frac": "{b} 분의 {a}", "sqrt": "루트 {a}", "infinity": "무한대", "hat": " 햇", "bar": " 바",
           "dots": ", 등등,", "in": " 속하는 ", "to": "에서 "},
}

_GREEK = ("alpha beta gamma delta epsilon varepsilon zeta eta theta vartheta iota kappa lambda mu nu xi pi "
          "varpi rho varrho sigma varsigma tau upsilon phi varphi chi psi omega Gamma Delta Theta Lambda Xi Pi "
          "Sigma Upsilon Phi Psi Omega").split()
_GREEK_SYMBOL = dict(zip(_GREEK, "αβγδεεζηθθικλμνξπϖρϱσςτυφφχψωΓΔΘΛΞΠΣΥΦΨΩ"))
# Commands said as their own name (functions), and spacing or sizing commands said as nothing.
_NAMED = frozenset("log ln lg exp sin cos tan max min arg det gcd lim mod".split())
_SILENT = frozenset("left right , ; ! : quad qquad displaystyle textstyle big Big bigl bigr Bigl Bigr limits".split())
_OPERATORS = {"times": "times", "cdot": "times", "div": "/", "le": "<=", "leq": "<=", "ge": ">=", "geq": ">=",
              "neq": "!=", "ne": "!=", "approx": "approx", "simeq": "approx", "sim": "approx", "pm": "pm", "in": "in",
              "to": "to", "rightarrow": "to", "infty": "infinity", "ldots": "dots", "cdots": "dots", "dots": "dots",
              "circ": "degrees", "prime": "prime"}
_UNICODE = {"times": "×", "cdot": "·", "div": "÷", "le": "≤", "leq": "≤", "ge": "≥", "geq": "≥", "neq": "≠", "ne": "≠",
            "approx": "≈", "simeq": "≃", "sim": "∼", "pm": "±", "in": "∈", "to": "→", "rightarrow": "→", "infty": "∞",
            "ldots": "…", "cdots": "⋯", "dots": "…", "circ": "°", "prime": "′"}
_WRAPPERS = frozenset("text mathrm mathbf mathit mathsf mathtt mathbb mathcal operatorname boldsymbol textbf rm bf".split())
_TOKEN = re.compile(r"\\[A-Za-z]+|\\[,;!: ]|\d+(?:\.\d+)?|[A-Za-z]|<=|>=|!=|[=+\-*/<>()\[\]{}^_',.|]|\s+")
# A hash, or a web address, between dollars: no formula to read out.
_HASH = re.compile(r"0x[0-9A-Fa-f]{8,}|[0-9A-Fa-f]{16,}|(?i:www)\.|://")
_MAX_TEX = 80


# A formula an announcer would not read aloud: the reader gives up with a ValueError and the caller says its cue.
_Unreadable = ValueError


def _group(tokens: list[str], i: int) -> tuple[list[str], int]:
    """The tokens of one argument at `i` (a braced group or a single token) and the index after it."""
    while i < len(tokens) and tokens[i].isspace():
        i += 1
    if i >= len(tokens):
        raise _Unreadable
    if tokens[i] != "{":
        return [tokens[i]], i + 1
    depth, j = 1, i + 1
    while j < len(tokens):
        depth += {"{": 1, "}": -1}.get(tokens[j], 0)
        if depth == 0:
            return tokens[i + 1:j], j + 1
        j += 1
    raise _Unreadable


def _ko_topic(before: str) -> str:
    """은 after a sound that ends in a consonant, 는 after a vowel (as the word before is read in Korean)."""
    word = before.rstrip()
    if not word:
        return "는"
    last = word[-1]
    if "\uac00" <= last <= "\ud7a3":
        return "은" if (ord(last) - 0xAC00) % 28 else "는"
    if last.isdigit():
        # Sino-Korean readings: 영 일 이 삼 사 오 육 칠 팔 구; a trailing zero is 십, 백, 천 or 만 (all consonants).
        return "은" if last in "013678" else "는"
    return "은" if last.lower() in "lmnr" else "는"


@dataclass
class _Reading:
    """One formula being read: its tokens, where the reader is, and what is said so far; `words`
    None reads it in Unicode symbols."""

    tokens: list[str]
    lang: str
    words: dict[str, str] | None
    out: list[str] = field(default_factory=list)
    at: int = 0

    def say(self, key: str, **fmt: str) -> str:
        if self.words is None:
            return ""
        text = self.words[key]
        if "{topic}" in text:
            # The particle is part of the word before it: "gamma는", never "gamma 는".
            self.out[:] = ["".join(self.out).rstrip()]
            text = text.replace("{topic}", _ko_topic(self.out[0]))
        return text.format(**fmt) if fmt else text

    def argument(self) -> list[str]:
        """The next argument's tokens (a braced group or one token), the reader moved past it."""
        arg, self.at = _group(self.tokens, self.at)
        return arg

    def read(self, tokens: list[str], *, symbols: bool = False) -> str:
        return _read(tokens, self.lang, None if symbols else self.words)


def _read(tokens: list[str], lang: str, words: dict[str, str] | None) -> str:
    """The tokens read in `lang` (`words`), or in Unicode symbols when `words` is None."""
    reading = _Reading(tokens, lang, words)
    while reading.at < len(tokens):
        tok = tokens[reading.at]
        reading.at += 1
        if tok.isspace():
            reading.out.append(" ")
        elif tok.startswith("\\"):
            _command(reading, tok[1:].strip())
        else:
            _TOKENS.get(tok, _literal)(reading, tok)
    return "".join(reading.out)


def _command(reading: _Reading, name: str) -> None:
    """A TeX command: said by its table entry; one without (\\sum, \\int, \\begin, an unknown
    macro) makes the formula unreadable, and the cue says it."""
    if not name or name in _SILENT:
        return
    handler = _COMMANDS.get(name)
    if handler is None:
        raise _Unreadable
    handler(reading, name)


def _greek(reading: _Reading, name: str) -> None:
    reading.out.append(_GREEK_SYMBOL[name] if reading.words is None else f" {name.removeprefix('var')} ")


def _function(reading: _Reading, name: str) -> None:
    reading.out.append(f" {name} ")


def _wrapper(reading: _Reading, name: str) -> None:
    reading.out.append(" " + reading.read(reading.argument()) + " ")


def _fraction(reading: _Reading, name: str) -> None:
    a, b = reading.argument(), reading.argument()
    if reading.words is None:
        reading.out.append(f"({reading.read(a, symbols=True)})/({reading.read(b, symbols=True)})")
    else:
        reading.out.append(" " + reading.say("frac", a=reading.read(a).strip(), b=reading.read(b).strip()) + " ")


def _root(reading: _Reading, name: str) -> None:
    a = reading.argument()
    reading.out.append("√(" + reading.read(a, symbols=True) + ")" if reading.words is None
                       else " " + reading.say("sqrt", a=reading.read(a).strip()) + " ")


def _accent(reading: _Reading, name: str) -> None:
    a = reading.argument()
    key = "bar" if name in ("bar", "overline") else "hat"
    reading.out.append(reading.read(a) + (reading.say(key) if reading.words is not None and name != "tilde" else ""))


def _operator(reading: _Reading, name: str) -> None:
    reading.out.append(_UNICODE[name] if reading.words is None else reading.say(_OPERATORS[name]))


# Command name → how it is read (no name is in two of these tables).
_COMMANDS: dict[str, Callable[[_Reading, str], None]] = {
    **dict.fromkeys(_OPERATORS, _operator),
    **dict.fromkeys(("hat", "bar", "overline", "widehat", "tilde"), _accent),
    "sqrt": _root,
    **dict.fromkeys(("frac", "dfrac", "tfrac"), _fraction),
    **dict.fromkeys(_WRAPPERS, _wrapper),
    **dict.fromkeys(_NAMED, _function),
    **dict.fromkeys(_GREEK, _greek),
}


def _subscript(reading: _Reading, tok: str) -> None:
    inner = reading.read(reading.argument()).strip()
    reading.out.append(f"_{inner}" if reading.words is None else reading.say("sub") + inner + " ")


def _superscript(reading: _Reading, tok: str) -> None:
    arg = reading.argument()
    flat = "".join(arg).strip()
    symbols = reading.words is None
    if flat in ("\\circ", "{\\circ}", "o"):
        reading.out.append(_UNICODE["circ"] if symbols else reading.say("degrees"))
    elif flat in ("\\prime", "'", "\\prime\\prime"):
        reading.out.append(("′" if symbols else reading.say("prime")) * (2 if flat.count("prime") == 2 else 1))
    elif flat == "0" and reading.out and re.fullmatch(r"\s*[A-Za-z]", reading.out[-1]):
        reading.out.append("0")  # w^0, b^0: the first w and b of a sequence, an index, not a power
    else:
        inner = reading.read(arg).strip()
        if symbols:
            reading.out.append(f"^{inner}" if len(arg) == 1 else f"^({inner})")
        elif inner == "2" and reading.lang == "en":
            reading.out.append(reading.say("squared"))
        else:
            reading.out.append(reading.say("power", b=inner))


def _prime(reading: _Reading, tok: str) -> None:
    reading.out.append("′" if reading.words is None else reading.say("prime"))


def _sign(reading: _Reading, tok: str) -> None:
    if reading.words is None:
        reading.out.append(f" {tok} " if tok != "/" else "/")
    elif tok == "-" and not "".join(reading.out).strip():
        reading.out.append(reading.say("-").strip() + " ")  # a leading minus: "minus 1"
    else:
        reading.out.append(reading.say(tok))


def _star(reading: _Reading, tok: str) -> None:
    reading.out.append(" × " if reading.words is None else reading.say("times"))


def _brace(reading: _Reading, tok: str) -> None:
    """Grouping only: its content is read as it comes."""


def _unreadable(reading: _Reading, tok: str) -> None:
    raise _Unreadable  # norms, intervals: no announcer reads those from TeX (and "](" is Markdown's)


def _literal(reading: _Reading, tok: str) -> None:
    reading.out.append(tok)  # digits, letters, brackets, commas


# Token → how it is read; any other token (digits, letters, brackets, commas) as itself.
_TOKENS: dict[str, Callable[[_Reading, str], None]] = {
    "^": _superscript, "_": _subscript, "'": _prime, "*": _star, "{": _brace, "}": _brace,
    "|": _unreadable, "[": _unreadable, "]": _unreadable,
    **dict.fromkeys(("=", "+", "-", "<", ">", "<=", ">=", "!=", "/"), _sign),
}


def speak_math(tex: str, lang: str) -> str | None:
    """How an announcer reads the inline formula `tex` in `lang`; None for one nobody reads aloud."""
    tex = tex.strip()
    if not tex or len(tex) > _MAX_TEX or "&" in tex or "\\\\" in tex:
        return None
    if _HASH.search(tex):
        return None  # `$$0xf3be9a7c…$$`, `$$www.a.io$$`: an address or a hash between dollars is not a formula
    tokens = _TOKEN.findall(tex)
    if "".join(tokens) != tex:
        return None  # a character this reader does not know
    if sum(not t.isspace() for t in tokens) > 24:
        return None
    try:
        said = _read(tokens, lang, _MATH_WORDS.get(lang))
    except (_Unreadable, RecursionError):
        return None
    return re.sub(r"\s+", " ", said).strip() or None
