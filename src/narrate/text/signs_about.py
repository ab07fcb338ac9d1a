"""Signs a sentence is about, kept as the code they are (#38).

A sentence about an operator writes it bare in prose as often as in a code span: `使用?.讀取屬性`, `AND OR ! 邏輯運算子`,
`参数列表的 , 后面加一个空格`, `from .. import`, `(權重僅次!important)`, `0 或''`. Sent as prose, the sign was taken
for punctuation — a question's or an exclamation's end that cut the sentence there, a pause, or nothing — and the
thing the sentence is about was never heard (s18 held-out bacnotes javascript fundamentals [47]–[51], [111]–[143],
12306hujunjie python_checklist [7][8][17], nansystem python-module-package-import [13]–[15]).

Whether a sign is the sentence's subject is read from where it stands, never from a list of the sentences seen:

- a run of signs no prose punctuation makes (`?.`, `?:`, `::`): between spaces or CJK words, it is an operator;
- a run that punctuation could be (`!`, `,`, `;`, `??`) is a sign named when a word that names signs follows it
  (`! 邏輯運算子`, `~ 运算`, `the ! operator`), when it opens the block alone before a word (a heading `?? Nullish
  Coalescing`, an item `!(變數)…`), or when the word before it leaves the sentence open for a noun (`的 , 后面`,
  `用 ; 隔开`, `用.跟`): a particle or a verb that takes an object is never followed by a sentence's punctuation;
- `!` glued before a lowercase name or a bracket, after no letter (`!important`, `!(x)`), is a negation or a keyword's
  sign: an exclamation follows its word;
- an empty pair of quotes (`''`, `""`) after no letter is the empty string;
- a run of one or two dots between spaces, or two glued before a name, after a space (`from . import`, `from ..pkg`),
  is a relative path's: a full stop follows its word.

Near misses left alone: an exclamation or a question after its word (`好!`, `嗎?`, `Done!`), a comma or colon inside
a clause (`a, b`, `Title: sub`), an ellipsis (`...`), a wave between quantities (`10 ~ 20`).
Each sign so found becomes a code segment, said as inline code says its signs (`?.` "問號點").
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar

from narrate.patterns import LazyPattern

from .model import Segment

__all__ = ["article_code_signs", "named_runs", "signs_about"]

_SIGNS = "?!.,:;~'\""
_CJK = "\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3"
# A run of signs, with what stands before and after it.
_RUN = LazyPattern(r"[?!.,:;~'\"]{1,3}")
# A bitwise expression spilled into prose: a NOT (`~`) before a bracket, after no word (`~(a ^ x)`; `~okay` is "about"),
# or two operands joined by a caret that a word naming an operation follows (`a ^ x 运算`, `a ^ b 演算`): a caret
# there is an exclusive or, not a power (s18 held-out 12306hujunjie bitwise_operation [30], heard "a 的 x 次方").
_OPERAND = r"[A-Za-z_][A-Za-z0-9_]{0,30}|\d{1,12}"
_BITWISE = LazyPattern(
    rf"(?<![\w~])~\((?:{_OPERAND})(?:\s?[\^&|]\s?(?:{_OPERAND}))*\)(?![\w(])"
    rf"|(?<![\w^])(?:{_OPERAND}) ?\^ ?(?:{_OPERAND})(?![\w^])(?=\s?(?:运算|運算|演算|연산|operation|XOR|xor))"
)
# A word naming signs, right after the run (a space between at most): an operation's (运算, 邏輯運算子, 演算子, 연산자,
# operator), or a sign's alone (符號, 記号, 기호: "无符号" after a colon is a word of its own, "unsigned").
_NAMING = LazyPattern(
    r"\s?(?:[\u3400-\u9fff]{0,4}(?:运算|運算|演算)|记号|記号|記號|符号|符號|[가-힣]{0,4}연산|기호"
    r"|operators?\b|signs?\b|symbols?\b)",
    re.I,
)
# The last character of a word that leaves its sentence open for a noun (a particle, a preposition or a verb taking an
# object): no sentence's punctuation comes after it. Spaced from the sign, or glued to it with a word after.
_OPEN_SPACED = frozenset("的用或跟和與与及把以將将を")
_OPEN_GLUED = frozenset("用或跟和與与及把將将")
# (and of those, the ones no sentence ever ends on: `不用!` is a whole sentence, `跟!` is not)
_NEVER_LAST = frozenset("或跟和與与及把將将")
# A case particle right after a spaced sign (Japanese before anything but kana, Korean before a space): the sign is the
# noun it marks, never a clause's punctuation (`, を使い`, `; 를 붙입니다`; `, では` is another word, and so are the
# Korean particles that are words alone too: `: 이 글을` is "this post"). Japanese's copula after a spaced sign makes it
# the predicate's noun too (`区切り文字は ; です`: no sentence's punctuation stands before です).
_PARTICLE_AFTER = LazyPattern(r" ?(?:[をがはのにでとも](?![\u3040-\u309f])|です|[를을는은의](?=\s|$))")
# Operators no run of punctuation makes.
_OPERATOR_RUN = LazyPattern(r"\?\.|\?:")
_SENTENCE_END = LazyPattern(r"[。！？．]")
_MEMBER_CALL = LazyPattern(r"[a-z_$][A-Za-z0-9_$]*\(")
# A word contracted with an apostrophe ("it's", "don't", "we'll"): prose's, never code's.
_CONTRACTION = LazyPattern(r"[A-Za-z]+['’](?:s|t|ll|re|ve|d|m)\b")
_WORD_AFTER = LazyPattern(rf"[A-Za-z_$(\[{_CJK}]")


# The runs of two or more signs the article writes alone in a code span (`` `??` ``, `` `?.` ``): where its prose glues
# the same run between two CJK words (`常搭配??一起使用`), the sentence names that operator too — the page's siblings
# vote (s14 ruling), as the s18 held-out bacnotes fundementals-part3 [51] taught (`&& || ??` in code, `??` bare).
_CODE_RUNS: ContextVar[frozenset[str]] = ContextVar("code_sign_runs", default=frozenset())
_CODE_RUN = LazyPattern(r"(?<!`)`([?!.,:;~'\"]{2,3})`(?!`)")


@contextmanager
def article_code_signs(body: str) -> Iterator[None]:
    """Within: the article `body`'s code spans of signs alone are known to :func:`signs_about`."""
    token = _CODE_RUNS.set(frozenset(_CODE_RUN.findall(body)) if "`" in body else frozenset())
    try:
        yield
    finally:
        _CODE_RUNS.reset(token)


def signs_about(segments: Sequence[Segment]) -> list[Segment]:
    """`segments` with each sign the sentence is about (this module's rules) made a code segment of its own, and each
    bitwise expression (:data:`_BITWISE`) one of code."""
    out: list[Segment] = []
    for n, seg in enumerate(_bitwise(segments)):
        if seg.code or seg.cue or not any(ch in seg.text for ch in _SIGNS):
            out.append(seg)
            continue
        start = 0
        for first, end in named_runs(seg.text, opens=n == 0):
            if first > start:
                out.append(Segment(seg.text[start:first]))
            out.append(Segment(seg.text[first:end], True))
            start = end
        if start < len(seg.text):
            out.append(Segment(seg.text[start:]) if start else seg)
    return out


def named_runs(text: str, *, opens: bool = True) -> list[tuple[int, int]]:
    """Where `text` (prose; `opens`: it opens its block) writes a sign the sentence is about (this module's rules):
    each run's start and end. The one rule of what a sentence names: the reader makes each such run code
    (:func:`signs_about`), and `narrate check` (text.signs_named) asks it which signs a chunk owes by a name."""
    if not any(ch in text for ch in _SIGNS):
        return []
    return [(m.start(), m.end()) for m in _RUN.finditer(text) if _named(text, m.start(), m.end(), opens=opens)]


def _bitwise(segments: Sequence[Segment]) -> list[Segment]:
    """`segments` with each bitwise expression in their prose a code segment."""
    if not any(("~" in s.text or "^" in s.text) and not s.code and not s.cue for s in segments):
        return list(segments)
    out: list[Segment] = []
    for seg in segments:
        start = 0
        for found in _BITWISE.finditer(seg.text) if not seg.code and not seg.cue else ():
            if found.start() > start:
                out.append(Segment(seg.text[start : found.start()]))
            out.append(Segment(found.group(0), True))
            start = found.end()
        out.append(seg if not start else Segment(seg.text[start:]))
    return [s for s in out if s.text or s.cue]


def _named(text: str, start: int, end: int, *, opens: bool) -> bool:
    """Whether the run of signs `text[start:end]` is a sign the sentence names, by where it stands."""
    run = text[start:end]
    before, after = text[start - 1 : start], text[end : end + 1]
    if before and before in _SIGNS or after and after in _SIGNS:
        return False  # (part of a longer run: `...`, `?!?!`)
    glued = _glued_to_its_operand(run, before, after)
    if glued is not None:
        return glued
    word_before = _visible_before(text, start)
    if (opens and not word_before or _SENTENCE_END.match(word_before)) and run[0] not in ".~":
        # a block's or a sentence's first word: `?? Nullish Coalescing`, `。! 演算子は…` (never an ellipsis going on
        # from the paragraph before, "... I encounter", nor a wave)
        return (
            after.isspace()
            and (len(run) > 1 or run in "!?")
            and _WORD_AFTER.match(text, _visible_from(text, end)) is not None
        )
    if before and not before.isspace():
        cjk = _boundary(before)  # (a CJK word or mark before the sign)
        return _glued(run, word_before, text, end, apart=(not after or _boundary(after)) if cjk else None)
    if run.startswith("."):
        return _dots(run, text, start, end)
    return (not after or _boundary(after)) and _spaced(run, text, end, word_before, opens_text=not before)


def _glued_to_its_operand(run: str, before: str, after: str) -> bool | None:
    """An empty pair of quotes (the empty string) or a `!` before a name or a bracket (a negation, `!important`):
    True or False by what touches them; None for any other run. Quotes are no other sign."""
    if run in ("''", '""'):
        return not (before.isascii() and before.isalnum()) and not (after.isascii() and after.isalnum())
    if run == "!" and after == "(" and (not before or before == "(" or _boundary(before)):
        return True  # `!(變數)` (never a callout's `[!tip]`)
    if run == "!" and before and not before.isspace() and _boundary(before) and re.match(r"[a-z_$]", after):
        return True  # `僅次!important` glued to a CJK word (a spaced `!isReady` is text.lexicon's "not")
    return False if run[0] in "'\"" else None


def _spaced(run: str, text: str, end: int, word_before: str, *, opens_text: bool) -> bool:
    """A run with a space (or nothing) before it and a space, a CJK word or nothing after it."""
    if _OPERATOR_RUN.fullmatch(run) or run not in ",:;" and _NAMING.match(text, end) is not None:
        # `?.` alone; `! 邏輯運算子`, `~ 运算`, `the ! operator` (a clause mark before such a word is a label's:
        # "`&` : 按位与运算", "Note: operators are…")
        return True
    if run != "~" and _PARTICLE_AFTER.match(text, end):
        return True  # `区切りには , を使い`, `값 뒤에는 ; 를 붙입니다`: a particle marks the sign as its noun
    return not opens_text and word_before in _OPEN_SPACED and end < len(text)


def _glued(run: str, word_before: str, text: str, end: int, *, apart: bool | None) -> bool:
    """A run glued to the word before it: an operator between CJK words (`使用?.讀取`), a dot after a word that wants
    its noun (`用.跟`), a sign closing a heading after a word that cannot end one (`if () 跟!`). `text[end:]` follows
    the run (read in place: a copy of the rest at each run made a paragraph of short sentences quadratic)."""
    if apart and (_OPERATOR_RUN.fullmatch(run) or run in _CODE_RUNS.get()):
        return True  # `使用?.讀取`; `常搭配??一起` where the article writes `??` as code
    if _visible_from(text, end) == len(text):
        return word_before in _NEVER_LAST and run in ("!", "?", ".")
    if run == "." and apart is not None and _MEMBER_CALL.match(text, end):
        return True  # `搭配.keys()`: a method's dot after a CJK word (a file's `を.zshrc` keeps its own reading)
    return run == "." and word_before in _OPEN_GLUED and _WORD_AFTER.match(text, end) is not None


def _dots(run: str, text: str, start: int, end: int) -> bool:
    """A relative path's dots after a space: one or two between a Latin word and a lowercase one (`from . import`),
    two glued before a name (`from ..pkg`)."""
    if len(run) > 2 or start == 0 or not _visible_before(text, start):
        return False
    if text[end : end + 1].isspace():
        first = _visible_from(text, end)
        left, right = _visible_before(text, start), text[first : first + 1]
        if run == "." and (first - end > 1 or _CONTRACTION.match(text, first)):
            # "guidelines .  it's actually hard": two spaces after it (a typist's sentence end) or a contraction after
            # it (prose, never a path's argument) make it a full stop parted from its word (s23 dev erickhun
            # making-friends-remote-work [8], heard "guidelines dot it's")
            return False
        return left.isascii() and left.isalpha() and right.isascii() and right.islower()
    return len(run) == 2 and _WORD_AFTER.match(text, end) is not None


def _visible_before(text: str, at: int) -> str:
    """`text[:at].rstrip()[-1:]`, walked back over the white space before `at` instead of copying what precedes it."""
    at -= 1
    while at >= 0 and text[at].isspace():
        at -= 1
    return text[at] if at >= 0 else ""


def _visible_from(text: str, at: int) -> int:
    """Where `text[at:].lstrip()` starts in `text` (its length if only white space follows)."""
    while at < len(text) and text[at].isspace():
        at += 1
    return at


def _boundary(ch: str) -> bool:
    """A space, a CJK character or a CJK mark: what stands beside a sign no word is glued to."""
    return ch.isspace() or bool(re.match(f"[{_CJK}\u3000-\u303f\uff00-\uffef]", ch))
