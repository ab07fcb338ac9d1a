"""Signs judged by what stands beside them, not by the sign: `narrate check`'s view of an operation said where its
operands cannot take it, and of a sign the sentence names said as something else. Apart from the reader's tables (its
own words for each meaning, in each language), so that the two can disagree.

* **operands of the wrong kind**: a comparison (`>`, `<`) compares quantities, a division (`/`) divides them; heard as
  "greater than", 大於, 초과, 大なり or "divided by", 除以, 나누기, わる where a neighbour is a file name or a path
  (`style.css > style.min.css` is a shell's redirect) or both are CJK words (`설정 > 일반` is a menu's step, `是/否` a
  choice) — the sign has some other role, whichever it is;
* **one sign, two roles in one clause**: a slash between two numbers heard as a division where a slash between two
  words in the same clause is not (`true/false → 1/0`: the numbers are the words' pair of values, no quotient);
* **a sign the sentence names**: code that is only signs (`` `->` ``, `<code>.</code>`), or a name in angle brackets
  that is no element (`` `<r>` ``, an argument's spec; `<h3>`, `<Hidden>`, `<book-element>` are said by their names,
  the reader's design), is what
  the sentence talks about; the voice must hear its name (or its brackets' names) — heard as a role word
  ("から", "to"), as a full stop, or as nothing, the sentence names something else;
* **an operation with no operand**: a comparison or an equality heard with a comparison, or a sign's name, right
  after it and nothing between ("less than less-than 8" for `<< 8`, "equals less-than dot dot dot" for `=<...>`,
  小于小于号, 大なり大なり, 미만 여는 꺾쇠): an operation takes a quantity on its right, never another operation, so
  the two signs are one thing (a shift, a placeholder's brackets, an arrow) heard as two, whatever that thing is. A
  less-than then a greater-than (`<>`, an empty pair of brackets said by its names) is no finding;
* **a range sent bare**: two numbers joined by one dash sent to a Chinese, Japanese or Korean voice as written
  (`9-18`, `2021/09/12-09/14`), which says no "to" for it (a numbering noun's `圖 1-2`, a date's fields left alone);
* **a range without its role word**: two quantities (numbers, or numeral words: 수백, 数十, 幾千) joined by a wave
  or a dash on the page, heard with nothing between them (`수백~수천` "수백 수천": two amounts, not a span), with a
  word of "about" between them (`1.7 이상 ~ 2.0 미만` "1.7 이상 약 2.0 미만") or, to a CJK voice, with the sign sent
  bare between numeral words (`수십-수백`): whatever rule said it so, the span's "to" is not heard.

A sign whose neighbours the chunk does not send as written is not judged (the reader said them another way).
"""

from __future__ import annotations

import bisect
import functools
import html
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from narrate.patterns import LazyPattern

from .lexicon import _HTML_ELEMENTS
from .page_judges import Heard, PageFinding
from .page_view import Page
from .sign_roles import _between, _between_span, _one_script, _token
from .sign_roles import _words as _role_words

__all__ = [
    "brackets_halved",
    "named_signs_unsaid",
    "operands_unfed",
    "operands_unfit",
    "ranges_sent_bare",
    "ranges_unsaid",
]

# What a voice hears for an operation on quantities, by meaning, in each language's own words.
_OPERATION: dict[str, dict[str, tuple[str, ...]]] = {
    "comparison": {
        "en": ("greater than", "less than", "more than", "smaller than"),
        "zh": ("大於", "大于", "小於", "小于"),
        "ja": ("大なり", "小なり", "より大きい", "より小さい"),
        "ko": ("크다", "작다", "초과", "미만", "보다 큼", "보다 작음"),
    },
    "division": {
        "en": ("divided by",),
        "zh": ("除以",),
        "ja": ("わる", "割る"),
        "ko": ("나누기",),
    },
}
_SIGN_OPERATION = {">": "comparison", "<": "comparison", "/": "division"}

# A comparison or a slash with a neighbour on each side (not a part of an arrow, a tag, a double sign or an address).
_OPERATOR = LazyPattern(r"(?<![<>=!/:-])(?:[<>](?![<>=/-])|/(?![/>]))")
# A blank-free neighbour: the run of characters up to a blank (through one blank next to the sign).
_BEFORE = LazyPattern(r"(\S{1,80}) ?$")
_AFTER = LazyPattern(r" ?(\S{1,80})")
_CJK = LazyPattern(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3]")
# A file's name (a stem with a letter and two characters or more, a dot, a suffix of letters: not `e.g`) or a path (a
# slash or a backslash inside).
_FILE = LazyPattern(r"^[\w.-]*[A-Za-z][\w-]+\.[A-Za-z][A-Za-z0-9]{0,4}$|^[\w.~-]+[/\\][\w./\\-]+$")
_NUMBER = LazyPattern(r"^[-+]?\d[\d.,]*%?$")
_EDGE_PUNCT = "()[]{}（）「」『』【】\"'`,，、。.;:：!?！？"


def _kind(token: str, *, before: bool) -> str:
    """What a neighbour is: "file" (a file's name or a path), "cjk" (a CJK word next to the sign), "number", or "name"
    (anything else: a variable, an expression, a Latin word)."""
    edge = token[-1:] if before else token[:1]
    if edge and _CJK.match(edge):
        return "cjk"
    core = token.strip(_EDGE_PUNCT)
    if _NUMBER.match(core):
        return "number"
    if _FILE.match(core):
        return "file"
    return "name"


def _words(meaning: str, lang: str) -> tuple[str, ...]:
    table = _OPERATION[meaning]
    return table.get(lang.split("-")[0], ()) + (table["en"] if not lang.startswith("en") else ())


def _heard(between: str, meaning: str, lang: str) -> str:
    """The word of `meaning` that `between` holds (Latin words whole), or ""."""
    folded = between.lower()
    for word in _words(meaning, lang):
        if word.isascii():
            if re.search(rf"(?<![a-z]){re.escape(word)}(?![a-z])", folded):
                return word
        elif word in between:
            return word
    return ""


def _unfit(left: str, right: str) -> bool:
    """Whether operands of these kinds cannot take a comparison or a division: a file's name or a path on a side, or a
    CJK word on both (`점수 > 90` compares a score; `설정 > 일반` is a menu's step)."""
    return "file" in (left, right) or left == right == "cjk"


def _clause_of(text: str, at: int) -> str:
    """The stretch of `text` around `at` up to a clause's end either side."""
    start = max((m.end() for m in _CLAUSE_END.finditer(text, max(0, at - 120), at)), default=max(0, at - 120))
    end = next((m.start() for m in _CLAUSE_END.finditer(text, at, at + 120)), min(len(text), at + 120))
    return text[start:end]


_CLAUSE_END = LazyPattern(r"[,，、;；。!?！？\n]|\.(?:\s|$)")
_WORD_PAIR = LazyPattern(r"(?<![A-Za-z0-9_/])[^\W\d_]{2,}/[^\W\d_]{2,}(?![A-Za-z0-9_/])")
_NUMBER_PAIR = LazyPattern(r"(?<![A-Za-z0-9_/.])\d{1,3}/\d{1,3}(?![A-Za-z0-9_/.])")


def _paired(text: str, start: int, left: str, right: str) -> bool:
    """Whether a slash between two numbers stands in a clause with a slash between two words (`true/false → 1/0`): a
    pair of values, not a quotient."""
    if {left, right} != {"number"}:
        return False
    clause = _clause_of(text, start)
    return bool(_WORD_PAIR.search(clause)) and bool(_NUMBER_PAIR.search(clause))


def _operands(text: str, found: re.Match[str]) -> tuple[str, str, str, str] | None:
    """The neighbours of a sign (the runs of one script either side, through one blank) and their kinds, or None for a
    sign without two."""
    before = _BEFORE.search(text, max(0, found.start() - 81), found.start())
    after = _AFTER.match(text, found.end())
    if before is None or after is None:
        return None
    left, right = _one_script(before.group(1), last=True), _one_script(after.group(1), last=False)
    if found.group() == "<" and ">" in right or found.group() == ">" and "<" in left:
        return None  # (a pair of angle brackets around a name: `<KEY>`, `Array<string>`)
    return left, right, _kind(left, before=True), _kind(right, before=False)


def operands_unfit(page: Page, heard: Sequence[Heard]) -> list[PageFinding]:
    """Comparisons and divisions heard where the sign's neighbours on the page are not quantities: a file's name or a
    path on a side, CJK words on both, or a pair of numbers beside a pair of words in one clause (their values)."""
    out: list[PageFinding] = []
    seen: set[tuple[int, int]] = set()
    # Each piece's signs whose neighbours could not take them, found once: the chunks of one long paragraph all meet
    # its piece, and judging every sign of it again for each chunk made check quadratic in the paragraph (issue 43:
    # 40 KB of lines 'text N <!-- not closed', one paragraph, 195,000 judgements). Those signs are indexed by the
    # words either side of them, so that a chunk is asked only about the signs whose two words it sends around an
    # operation's word (issue 43, s15: 'signed lines' judged every sign against every chunk, 43,164 at 40 KB).
    suspects: dict[int, _Suspects] = {}
    for h in heard:
        if not h.first or h.kind == "cue" or not h.sent:
            continue
        for piece in page.over(h.first, max(h.last, h.first)):
            if piece.kind != "prose" or not any(sign in piece.text for sign in "<>/"):
                continue
            found = suspects.get(id(piece))
            if found is None:
                found = suspects[id(piece)] = _Suspects(piece.text)
            for _, what in found.findings(piece.text, h):
                if (h.chunk, hash(what)) not in seen:
                    seen.add((h.chunk, hash(what)))
                    out.append(PageFinding(h.chunk, "an operation its operands cannot take", what))
    return out


class _Suspect(NamedTuple):
    """A sign of a piece's text whose neighbours cannot take it, whatever a chunk sends for it: the sign, its operands
    and why they cannot take it, and the words either side that a chunk must send around what it says for it."""

    found: re.Match[str]
    left: str
    right: str
    why: str
    paired: bool
    before: str
    after: str


# How far apart what a chunk sends around a sign may stand and still be judged (_judged: a longer stretch is some
# other sentence's), and the longest word either side (sign_roles._token: six characters).
_REACH = 24
_TOKEN = 6


class _Suspects:
    """A piece's suspect signs, indexed by what a chunk must send for one of them to be judged wrong.

    _judged finds fault only where the chunk sends the word before the sign, then within _REACH characters an
    operation's word of the sign's meaning, then the word after it. So a chunk that sends an operation's word can be
    asked only about the signs whose word before ends in the _REACH characters before that word and whose word after
    starts in the _REACH characters after it: every word of up to _TOKEN characters ending (or starting) there is
    looked up, a bounded number per operation's word, instead of every sign of the piece being tried. What the index
    lets through is judged exactly as before, in the piece's order; what it keeps out could only have been judged
    "" (proved word by word by tests/text/test_check_linear.py against judging every sign)."""

    def __init__(self, text: str) -> None:
        self.all = _suspects(text)
        # (the sign's meaning, its word before) -> its word after -> the places of the signs in self.all, in order
        self.by_words: dict[tuple[str, str], dict[str, list[int]]] = {}
        for n, suspect in enumerate(self.all):
            meaning = _SIGN_OPERATION[suspect.found.group()]
            self.by_words.setdefault((meaning, suspect.before), {}).setdefault(suspect.after, []).append(n)
        self.meanings = sorted({meaning for meaning, _ in self.by_words})
        self.runs: dict[int, _Alike] = {}

    def findings(self, text: str, h: Heard) -> list[tuple[int, str]]:
        """What `h` says wrong of the piece's suspect signs (`text` is the piece's), with each sign's place, in the
        piece's order: every sign _judged would find fault with, though a what found again for a later sign of the
        same words may be left out (the caller keeps the first of each what a chunk is found to say)."""
        out: list[tuple[int, str]] = []
        for places in self.askable(h):
            if len(places) < _FEW:
                out.extend((n, what) for n in places if (what := _judged(text, self.all[n], h)))
            else:
                alike = self.runs.get(places[0])
                if alike is None:
                    alike = self.runs[places[0]] = _Alike(text, [self.all[n] for n in places], places)
                out.extend(alike.findings(h))
        out.sort(key=lambda found: found[0])
        return out

    def askable(self, h: Heard) -> list[list[int]]:
        """The places of the suspects `h` could be found to say wrong, by their words either side."""
        if not self.all:
            return []
        folded = h.sent.lower()
        if len(folded) != len(h.sent):
            # (a letter whose lower case is longer moves the places: everything is asked, as before)
            return [places for found in self.by_words.values() for places in found.values()]
        out: list[list[int]] = []
        for meaning in self.meanings:
            befores, afters = self._around(h.sent, folded, _words(meaning, h.lang))
            for before in befores:
                found = self.by_words.get((meaning, before))
                if found is None:
                    continue
                for after in afters if len(afters) < len(found) else found:
                    if after in afters and after in found:
                        out.append(found[after])
        return out

    @staticmethod
    def _around(sent: str, folded: str, words: tuple[str, ...]) -> tuple[set[str], set[str]]:
        """The words (up to _TOKEN characters, and the empty word) that end in the _REACH characters before each of
        `words` in `sent`, and those that start in the _REACH characters after it: a Latin word found in the lower
        case, whatever stands around it (more than _heard takes), a CJK one as written."""
        befores: set[str] = {""}
        afters: set[str] = {""}
        for word in words:
            within = folded if word.isascii() else sent
            at = within.find(word)
            while at >= 0:
                stop = at + len(word)
                for end in range(max(0, stop - _REACH), at + 1):
                    befores.update(sent[max(0, end - size) : end] for size in range(1, _TOKEN + 1))
                for start in range(stop, min(len(sent), at + _REACH) + 1):
                    afters.update(sent[start : start + size] for size in range(1, _TOKEN + 1))
                at = within.find(word, at + 1)
        return befores, afters


# A run of suspects with the same words either side at least this long is judged by runs of the pair the chunk sends
# for them (_Alike), not sign by sign.
_FEW = 4


class _Alike:
    """Suspects with the same meaning and the same words either side (a paragraph of identical lines,
    `style.css > style.min.css` again and again), which differ only in their place, judged against a chunk by the pair
    of words each takes in what it sends, not one by one.

    _judged takes from a chunk the pair of the suspect's words nearest its place (sign_roles._between), and that pair
    does not move back as the place moves on; so the suspects, in order, fall into runs that take one pair, found by
    halving (about the pairs times the log of the suspects, where judging each suspect against every chunk meeting
    the paragraph grew with its square: issue 43, s15 fixQ, 10,000 judgements at 100 lines, 40,000 at 200). A run's
    pair is judged once; what it finds is said of the first suspect of the run with each page text (its operands and
    why they cannot take it), which is all the caller keeps of a chunk's findings."""

    def __init__(self, text: str, suspects: list[_Suspect], places: list[int]) -> None:
        first = suspects[0]
        self.before, self.after = first.before, first.after
        self.meaning = _SIGN_OPERATION[first.found.group()]
        self.places = places
        self.near = [suspect.found.start() / max(1, len(text)) for suspect in suspects]
        # what the page says of a suspect (the finding's text but for the word heard) -> its places in this run
        self.said: dict[tuple[str, str, str, str], list[int]] = {}
        for n, suspect in enumerate(suspects):
            key = (suspect.left, suspect.found.group(), suspect.right, suspect.why)
            self.said.setdefault(key, []).append(n)

    def findings(self, h: Heard) -> list[tuple[int, str]]:
        """Each what `h` is found to say wrong of these suspects, with the place of the first suspect it is said of."""
        spans: dict[int, tuple[int, int] | None] = {}

        def span(n: int) -> tuple[int, int] | None:
            if n not in spans:
                spans[n] = _between_span(h.sent, self.before, self.after, self.near[n])
            return spans[n]

        last = len(self.near) - 1
        if span(0) is None:
            return []  # (no pair sent at all: whatever the place)
        runs: list[tuple[int, int]] = []  # (the first suspect of a run, the last)
        todo = [(0, last)]
        while todo:
            lo, hi = todo.pop()
            if span(lo) == span(hi):
                runs.append((lo, hi))  # (the pair taken does not move back: everything between takes it too)
            elif hi == lo + 1:
                runs += [(lo, lo), (hi, hi)]
            else:
                mid = (lo + hi) // 2
                todo += [(lo, mid), (mid + 1, hi)]
        out: list[tuple[int, str]] = []
        for lo, hi in runs:
            start, stop = span(lo) or (0, 0)
            if stop - start > _REACH:
                continue
            word = _heard(h.sent[start:stop], self.meaning, h.lang)
            if not word:
                continue
            for (left, sign, right, why), ns in self.said.items():
                at = bisect.bisect_left(ns, lo)
                if at < len(ns) and ns[at] <= hi:
                    out.append((self.places[ns[at]], _said_as(left, sign, right, why, word)))
        return out


def _suspects(text: str) -> list[_Suspect]:
    """The signs of `text` whose operands cannot take them (by their kinds, or a pair of values beside a pair of
    words), in order: what the page says of each, the same for every chunk that meets it."""
    out: list[_Suspect] = []
    for found in _OPERATOR.finditer(text):
        operands = _operands(text, found)
        if operands is None:
            continue
        left, right, left_kind, right_kind = operands
        sign = found.group()
        paired = sign == "/" and _paired(text, found.start(), left_kind, right_kind)
        if paired or _unfit(left_kind, right_kind):
            why = "a pair of values beside a pair of words" if paired else f"{left_kind} {sign} {right_kind}"
            before = _token(text, found.start(), before=True)
            after = _token(text, found.end(), before=False)
            out.append(_Suspect(found, left, right, why, paired, before, after))
    return out


def _judged(text: str, suspect: _Suspect, h: Heard) -> str:
    """What is wrong with what `h` sends for the suspect sign of `text`, or ""."""
    found = suspect.found
    sign = found.group()
    between = _between(h.sent, suspect.before, suspect.after, found.start() / max(1, len(text)))
    if between is None or len(between) > _REACH:
        return ""
    word = _heard(between, _SIGN_OPERATION[sign], h.lang)
    if not word:
        return ""
    return _said_as(suspect.left, sign, suspect.right, suspect.why, word)


def _said_as(left: str, sign: str, right: str, why: str, word: str) -> str:
    """The finding: the sign and its operands, why they cannot take it, and the word heard for it."""
    return f"{left} {sign} {right} ({why}): heard as '{word}'"


# Code that is only signs (one to four, no letter or digit), or a tag's name in angle brackets, in backticks or an HTML
# `<code>` element (its text unescaped); backtick spans are taken in order (the text between two spans is no span).
_CODE = LazyPattern(r"`([^`\n]+)`|<code>([^<\n]{1,24})</code>")
_SIGNS_ONLY = LazyPattern(r"^[!-/:-@\[-`{-~]{1,4}$")
_TAG = LazyPattern(r"^<(/?)([A-Za-z][\w-]{0,20})>$")
_MARKUP = LazyPattern(r"<[^<>\n]{1,200}>|`")
_CODE_REACH = 2000  # characters of a line read either side of a code for its neighbours (tags are at most 202)
# Signs a voice says by itself (edge-tts names them in every language): sent as written, they are heard.
_SAID_ALONE = frozenset("@#%&+=$")
# What stands for a named sign when the voice hears something else: a role's word (sign_roles' own table of what a
# voice hears for a sign by meaning: "then", "to", "that is", a range's words), besides nothing or signs alone.
_ROLE_MEANINGS = ("then", "to", "that is", "range")
_NOT_WORDS = LazyPattern(r"[\W_]+")


def _misnamed(signs: str, between: str, lang: str) -> bool:
    """Whether `between` (what is sent where the code stands) says no name for the signs: nothing, signs alone (but
    one a voice says by itself), or only a role's word."""
    words = _NOT_WORDS.sub(" ", between).split()
    if not words:
        return not any(ch in _SAID_ALONE and ch in between for ch in signs)
    roles = {w for meaning in _ROLE_MEANINGS for w in _role_words(meaning, lang)}
    return all(word.lower() in roles for word in words)


def named_signs_unsaid(heard: Sequence[Heard], lines: Sequence[str]) -> list[PageFinding]:
    """Code that is only signs, or a tag written as code, on a chunk's source lines, whose names the chunk does not
    send between the code's neighbours: the sentence names the sign, the voice heard something else."""
    out: list[PageFinding] = []
    # The lines that hold code, found once: each chunk of a long paragraph spans the paragraph's lines, and walking
    # them all for every chunk made check quadratic in a paragraph of short lines (review s9 check: 4,000 lines 89 s).
    coded = [n for n, line in enumerate(lines, 1) if "`" in line or "<code" in line]
    # Each line's code of signs, found once: the chunks of a long line (one paragraph written on one line) all meet
    # it, and reading all its code again for each chunk was quadratic (issue 43: 160 KB of 'a `b c ``d e ```f ').
    # Alike codes (the same signs between the same neighbours) are judged once for each chunk: a long line of one
    # sentence repeated ('The question mark `?` ends a question. ' x n) had each chunk judge every code of the line,
    # quadratic (review s20 M6: 50 KB took 72 s in this judge).
    codes: dict[int, _LineCodes] = {}
    for h in heard:
        if not h.first or h.kind == "cue" or not h.sent:
            continue
        last = min(max(h.last, h.first), len(lines))
        for number in coded[bisect.bisect_left(coded, h.first) : bisect.bisect_right(coded, last)]:
            if number not in codes:
                codes[number] = _LineCodes.of(_sign_codes(lines[number - 1]))
            out += codes[number].unsaid(h)
    return out


_Code = tuple[str, re.Match[str] | None, str, str]


@dataclass(frozen=True)
class _LineCodes:
    """A line's codes of signs (_sign_codes'), the alike ones (same code, tag and neighbours) gathered: each distinct
    code once, and the line's order of them."""

    distinct: dict[tuple[str, str, str, str], _Code]
    order: list[tuple[str, str, str, str]]

    @classmethod
    def of(cls, codes: list[_Code]) -> _LineCodes:
        keys = [(code, tag.group() if tag else "", before, after) for code, tag, before, after in codes]
        return cls(dict(zip(keys, codes, strict=True)), keys)

    def unsaid(self, h: Heard) -> list[PageFinding]:
        """_line_signs_unsaid of the line's codes for one chunk, in the line's order: each distinct code judged once."""
        found = {key: _line_signs_unsaid([code], h) for key, code in self.distinct.items()}
        if not any(found.values()):
            return []
        return [finding for key in self.order for finding in found[key]]


def _sign_codes(line: str) -> list[tuple[str, re.Match[str] | None, str, str]]:
    """The code of `line` that is only signs, or a tag that is no element's, with the tokens either side of it: (the
    code, its tag's match or None, the token before, the token after)."""
    out = []
    for found in _CODE.finditer(line):
        code = html.unescape(found.group(1) or found.group(2)).strip()
        tag = _TAG.match(code)
        if len(code) > 24 or not (tag or _SIGNS_ONLY.match(code)) or tag and _element(tag.group(2)):
            continue  # (an element written as code, `<h3>`, `<Hidden>`, is said by its name: the reader's design)
        # (the words next to the code, read from a stretch of the line either side: its neighbours' tokens are a few
        # dozen characters, and reading the whole line's rest for each code of a long line was quadratic — review s20
        # M6, 'The question mark `?` ends a question. ' x n)
        left = _plain(line[max(0, found.start() - _CODE_REACH) : found.start()])
        right = _plain(line[found.end() : found.end() + _CODE_REACH])
        out.append((code, tag, _token(left, len(left), before=True), _token(right, 0, before=False)))
    return out


def _line_signs_unsaid(codes: list[tuple[str, re.Match[str] | None, str, str]], h: Heard) -> list[PageFinding]:
    out = []
    for code, tag, before, after in codes:
        between = _between(h.sent, before, after) if before and after else None
        if between is None or len(between) > 40 + len(code) * 12:
            continue
        if tag:  # (a tag's name is said; its brackets are what the sentence names)
            between = re.sub(rf"(?i)(?<![A-Za-z]){re.escape(tag.group(2))}(?![A-Za-z])", " ", between, count=1)
        if _misnamed("<>" if tag else code, between, h.lang):
            heard_as = " ".join(between.split()) or "nothing"
            out.append(PageFinding(h.chunk, "a sign the sentence names unsaid", f"{code}: heard as '{heard_as}'"))
    return out


def _element(name: str) -> bool:
    """Whether a name in angle brackets is an element's: HTML's, a component's (a capital first: `<Hidden>`) or a custom
    element's (a hyphen inside: `<book-element>`); not a placeholder's (`<r>`, `<file>`)."""
    return name.lower() in _HTML_ELEMENTS or name[0].isupper() or "-" in name


def _plain(text: str) -> str:
    """A source line's stretch as the page shows it around code: tags and backticks out, entities read."""
    return html.unescape(_MARKUP.sub("", text))


# Two numbers joined by one dash in what a CJK voice is sent (`9-10`, `2021/09/12-09/14`): a range, whose "to" a CJK
# voice does not say for a bare dash (it reads a hyphen or nothing). Not a part of a longer token (an address, a
# version, a date of three fields), not after a letter or a numbering noun (`Figure 1-2`, `圖 1-2`: a number of its
# own), not a year and its month (`2021-09`).
# (a hyphen or an en dash: `7–11を繰り返す`, `8–12 月の`, s19 held-out uknmr theory-on-weather-designer-should-code
# [34][40], smarthr-a11y-2020 [49] — an en dash is a range's sign in print, never an identifier's)
_BARE_RANGE = LazyPattern(
    r"(?<![\w.:/–-])(\d{1,4}(?:[/.]\d{1,2}){0,2})[-–](\d{1,4}(?:[/.]\d{1,2}){0,2})(?![\w.:/–-]|[-–]\d)", re.ASCII
)


# Two hexadecimal numbers of one width joined by a dash (`00000000-0000001F`): an address range.
def _falls(found: re.Match[str]) -> bool:
    """Whether two plain numbers joined by a dash fall (`24-1`): no range's ends."""
    left, right = found.group(1), found.group(2)
    return left.isdigit() and right.isdigit() and int(left) > int(right)


_HEX_RANGE = LazyPattern(r"(?<![\w.:/-])([0-9A-F]{4,16})-([0-9A-F]{4,16})(?![\w.:/-]|-[0-9A-F])", re.ASCII)


def _ordinal_range(sent: str, found: re.Match[str]) -> bool:
    """Whether two numbers joined by a dash after an ordinal's 第 and before the counter it counts (`第28-30条`,
    `第1-3章`, `第2-5回`) are a range of them, the first less than the second: articles 28 to 30 (s20 dev 1210yuichi0
    個人情報保護法 概要 [17]: 'から' owed, as the same page's `第1条～第3条` is said). Not a section's number under its
    chapter (`第3-1条`, the second less) nor a label with no counter after it (`第1-2`)."""
    if not _ORDINAL.search(sent, max(0, found.start() - 2), found.start()) or _falls(found):
        return False
    left, right = found.group(1), found.group(2)
    return left.isdigit() and right.isdigit() and bool(_COUNTER_AFTER.match(sent, found.end()))


_ORDINAL = LazyPattern(r"第[ \t]?$")
_COUNTER_AFTER = LazyPattern(r"[\u3400-\u9fff\u3041-\u30ff\uac00-\ud7a3]")
_NUMBERING = LazyPattern(r"(?:[A-Za-z]|[圖图表第章節节條条図問问題题例式項项號号番그림표절장식]|Fig\.?)[ \t]?$")
_YEAR_MONTH = LazyPattern(r"^\d{4}-(?:0[1-9]|1[0-2])$")
_CJK_VOICES = ("zh", "ja", "ko")
# Two quantities joined by one dash in what an English voice is sent, with what they count or measure: a counted word
# after them (`4-5 panels`, `2-3 people`) or a unit glued to the numbers (`25$-100$`, `3-400$`, `12am-02am`). The s16
# ruling "Numeric ranges" (s15 held-out eonist, s14 held-out davidpallmann): said with "to", which a bare dash is
# not. Not a date's, a version's, a phone number's or a score's (the first greater), nor in a formula.
_COUNTED_RANGE = LazyPattern(
    r"(?<![\w.:/$#=+*-])(?P<cur>[$€£]?)(?P<left>\d{1,4})(?P<unit>[$€£%]|[ap]m|k)?-[$€£]?(?P<right>\d{1,4})"
    r"(?:(?P<end>[$€£%]|[ap]m|k)(?![\w-])|(?=[ \t]+(?P<word>[a-z]{3,})\b)(?![\w.:/-]))",
    re.ASCII,
)
_LABEL_BEFORE = LazyPattern(
    r"(?i)\b(?:fig(?:ure)?|table|chapter|section|listing|equation|eq|example|exercise|problem|question|step|lesson)\.?\s?$"
)
_PHONE = LazyPattern(r"\d{3}-\d{4}")
# Words after a pair of numbers that count nothing: a sentence's own words (`2-3 and`), not a noun the pair measures.
_NOT_COUNTED = frozenset("and or the for with from into than that which who was were are is has have".split())


def _counted_ranges(sent: str) -> list[re.Match[str]]:
    """The counted ranges (`_COUNTED_RANGE`) of an English chunk's text, the first number less than the second (a clock's
    `12am` is hour 0), on no line with a formula's `=`."""
    found = []
    for m in _COUNTED_RANGE.finditer(sent):
        if m.group("word") in _NOT_COUNTED or "=" in sent[max(0, m.start() - 24) : m.end() + 24]:
            continue
        if _LABEL_BEFORE.search(sent, max(0, m.start() - 12), m.start()) or _PHONE.fullmatch(m.group()):
            continue  # (a numbered label's, `Figure 1-2`; a phone number's, `555-1234`)
        left, right = int(m.group("left")), int(m.group("right"))
        if (m.group("unit") or m.group("end") or "").endswith("m"):
            left, right = left % 12, right % 12
        if left < right or m.group("unit") and m.group("end") and left < right * 10 ** len(m.group("left")):
            found.append(m)
    return found


# Three numbers or more joined by slashes, none a year's four digits (`2/4/8 バイト`: choices): a CJK voice reads a date
# or a fraction in them.
_SLASHED = LazyPattern(r"(?<![\w.:/-])\d{1,3}(?:/\d{1,3}){2,}(?![\w.:/-])", re.ASCII)


def ranges_sent_bare(heard: Sequence[Heard]) -> list[PageFinding]:
    """Ranges of numbers sent to a CJK voice as a bare dash between them: the listener hears no "to"; and three numbers
    or more joined by bare slashes (`2/4/8`), which it reads as a date or a fraction."""
    out = []
    for h in heard:
        if h.kind != "cue" and h.lang.startswith("en"):
            out += [PageFinding(h.chunk, "a range sent as a bare dash", m.group()) for m in _counted_ranges(h.sent)]
        if h.kind == "cue" or not h.lang.startswith(_CJK_VOICES):
            continue
        hex_ranges = [m for m in _HEX_RANGE.finditer(h.sent) if len(m.group(1)) == len(m.group(2))]
        spans = {m.span(): m for m in [*_BARE_RANGE.finditer(h.sent), *hex_ranges]}  # (`2019-2021` is both: once)
        for found in (spans[span] for span in sorted(spans)):
            if _YEAR_MONTH.match(found.group()):
                continue
            if _NUMBERING.search(h.sent, max(0, found.start() - 4), found.start()) and not _ordinal_range(
                h.sent, found
            ):
                continue
            if _falls(found) and not h.sent[: found.start()].strip():
                # (a section's number opening its heading or item, `24-1 useContext 管理全域 State`: the numbers fall,
                # no range goes down — s18 held-out bacnotes react_knowledge [187][195], no reader logged them)
                continue
            out.append(PageFinding(h.chunk, "a range sent as a bare dash", found.group()))
        out += [
            PageFinding(h.chunk, "numbers joined by slashes sent bare", m.group()) for m in _SLASHED.finditer(h.sent)
        ]
    return out


# A quantity as the page writes it: a number, or a numeral word of an unknown count (수십 "tens of", 数百, 幾千, 몇천).
_QUANTITY = r"(?:(?<![\w.])\d+(?:\.\d+)?|(?<![\w])[수몇数幾几][십백천만억十百千万萬億亿]{1,2})"
# Two quantities joined by a wave (spaced or not) or an unspaced dash, the first with its unit or bound word after it
# (`10 GB~`, `1.7 이상 ~`: up to four letters), on the page: a span whose "to" the listener must hear.
_SHOWN_RANGE = LazyPattern(
    rf"(?P<left>{_QUANTITY})(?P<unit>[ \t]?[^\W\d_]{{1,4}})??(?:[ \t]?[~〜～][ \t]?|-)(?P<right>{_QUANTITY})(?![\w.-])"
)
_NUMERAL_WORD = LazyPattern(r"^[수몇数幾几]")
# "About" in each language's own words: a wave said so between two quantities makes the span one rough amount.
_ABOUT = {
    "en": ("about", "approximately", "around"),
    "zh": ("約", "约", "大約", "大约"),
    "ja": ("約", "およそ"),
    "ko": ("약",),
}
_RANGE_SIGNS = "-~〜～"


def ranges_unsaid(heard: Sequence[Heard]) -> list[PageFinding]:
    """Spans of two quantities the page joins by a wave or a dash (the chunk's transcript) that the chunk sends with
    nothing between its two ends, with a word of "about" there, or, to a CJK voice, with the bare sign between numeral
    words (a dash between two numbers is ranges_sent_bare's). A chunk that does not send both ends as written (the
    reader said them in words) is not judged."""
    out = []
    for h in heard:
        if h.kind == "cue" or not h.sent or not any(sign in h.shown for sign in _RANGE_SIGNS):
            continue
        lang = h.lang.split("-")[0]
        for shown in _SHOWN_RANGE.finditer(h.shown):
            between = _between_ends(h.sent, shown.group("left"), shown.group("unit") or "", shown.group("right"))
            if between is None:
                continue
            words = between.strip(" \t,")
            if not words:
                kind = "a range heard without its role word"
            elif words in _ABOUT.get(lang, ()) or words.lower() in _ABOUT["en"]:
                kind = "a range heard as about"
            elif (
                words in _RANGE_SIGNS
                and lang in _CJK_VOICES
                and any(_NUMERAL_WORD.match(shown.group(end)) for end in ("left", "right"))
            ):
                kind = "a range sent as a bare sign"
            else:
                continue
            out.append(PageFinding(h.chunk, kind, shown.group()))
    return out


def _between_ends(sent: str, left: str, unit: str, right: str) -> str | None:
    """What `sent` says between a span's two ends (after the first's unit, if it sends it as written), or None when it
    does not send both, in order, within a few words."""
    at = sent.find(left)
    while at >= 0:
        start = at + len(left)
        if sent.startswith(unit, start):
            start += len(unit)
        end = sent.find(right, start, start + 12 + len(right))
        if end >= 0 and not sent[at - 1 : at].isdigit():
            return sent[start:end]
        at = sent.find(left, at + 1)
    return None


# What a voice hears for an operation that takes a quantity on its right (a comparison, an equality), and for a
# comparison's sign or its name, in each language's own words: "<" or ">" by their meaning ("less", "greater").
_TAKES_OPERAND: dict[str, dict[str, tuple[str, ...]]] = {
    "less": {
        "en": ("less than", "less-than"),
        "zh": ("小於號", "小于号", "小於", "小于"),
        "ja": ("小なり",),
        "ko": ("미만", "여는 꺾쇠"),
    },
    "greater": {
        "en": ("greater than", "greater-than"),
        "zh": ("大於號", "大于号", "大於", "大于"),
        "ja": ("大なり",),
        "ko": ("초과", "닫는 꺾쇠"),
    },
    "equal": {"en": ("equals",), "zh": ("等於", "等于"), "ja": ("イコール",), "ko": ("이퀄",)},
}
# The pairs no operand can stand between: whatever comes first, a comparison after it ("less", "greater") with only
# blanks or a hyphen between; not a less-than then a greater-than (`<>`: brackets said by their names).
_UNFED = (("less", "less"), ("greater", "greater"), ("greater", "less"), ("equal", "less"), ("equal", "greater"))


@functools.lru_cache(maxsize=8)
def _unfed_pattern(lang: str) -> LazyPattern:
    """The pairs of _UNFED in `lang`'s words and English's (a Latin word whole, a blank inside a word any blanks)."""
    words = {
        meaning: sorted(
            {*table.get(lang.split("-")[0], ()), *table["en"]},
            key=len,
            reverse=True,
        )
        for meaning, table in _TAKES_OPERAND.items()
    }

    def alternatives(meaning: str) -> str:
        return "|".join(re.escape(word).replace("\\ ", "\\s+") for word in words[meaning])

    pairs = "|".join(
        rf"(?:{alternatives(first)})(?:号|號)?[\s-]*(?:{alternatives(second)})" for first, second in _UNFED
    )
    return LazyPattern(rf"(?<![A-Za-z])(?:{pairs})(?![A-Za-z])", re.IGNORECASE)


def operands_unfed(heard: Sequence[Heard]) -> list[PageFinding]:
    """Chunks that send an operation with another operation (or a comparison's name) right after it, no operand
    between: two signs heard as two operations where they are one thing."""
    out = []
    for h in heard:
        if h.kind == "cue" or not h.sent:
            continue
        found = _unfed_pattern(h.lang).search(h.sent)
        if found is not None:
            what = " ".join(h.sent[max(0, found.start() - 16) : found.end() + 16].split())
            out.append(PageFinding(h.chunk, "an operation with no operand", f"{found.group()}: …{what}…"))
    return out


# A pair of brackets as a voice hears it: the marks sent as written, or their names by side, in each language's own
# words (an opening's word, a closing's word; a doubled pair's name, `[[`, "open double bracket", 左雙方括號,
# 二重角括弧開き, 여는 이중 대괄호, stands for two): what opens must close in what is heard as on the page.
_OPENS = LazyPattern(
    r"[(\[{（［｛【〔]|\bopen(?:ing)?[ -](?:double[ -])?(?:paren|parenthesis|bracket|brace|curly)"
    r"|左(?:双|雙)?(?:小|中|大|方|花|圆|圓)?括[号號弧]|(?:二重)?(?:丸|角|波|中)?括弧開き|여는 (?:이중 )?(?:소|중|대)?괄호",
    re.IGNORECASE,
)
_CLOSES = LazyPattern(
    r"[)\]}）］｝】〕]|\bclos(?:e|ing)[ -](?:double[ -])?(?:paren|parenthesis|bracket|brace|curly)"
    r"|右(?:双|雙)?(?:小|中|大|方|花|圆|圓)?括[号號弧]|(?:二重)?(?:丸|角|波|中)?括弧閉じ|닫는 (?:이중 )?(?:소|중|대)?괄호",
    re.IGNORECASE,
)
_DOUBLED = ("double", "双", "雙", "二重", "이중")
_SHOWN_OPENS = LazyPattern(r"[(\[{（［｛【〔]")
_SHOWN_CLOSES = LazyPattern(r"[)\]}）］｝】〕]")


def _counted(pattern: LazyPattern, sent: str) -> int:
    return sum(2 if any(word in found.lower() for word in _DOUBLED) else 1 for found in pattern.findall(sent))


def brackets_halved(heard: Sequence[Heard]) -> list[PageFinding]:
    """Chunks whose page text opens as many brackets as it closes (and holds some) while what they send, by the marks
    or by their names, opens a different number than it closes: a bracket dropped on one side (an expression heard
    garbled, a call left open), whichever side and whatever rule dropped it."""
    out = []
    for h in heard:
        if h.kind == "cue" or not h.sent or not h.shown:
            continue
        shown_open = len(_SHOWN_OPENS.findall(h.shown))
        if not shown_open or shown_open != len(_SHOWN_CLOSES.findall(h.shown)):
            continue
        opens, closes = _counted(_OPENS, h.sent), _counted(_CLOSES, h.sent)
        if opens != closes:
            what = f"{opens} opened, {closes} closed: {' '.join(h.shown.split())[:60]}"
            out.append(PageFinding(h.chunk, "brackets heard unbalanced", what))
    return out
