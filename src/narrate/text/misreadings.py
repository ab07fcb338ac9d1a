"""Misreadings `narrate check` can see by comparing what a chunk shows with what its voice is sent.

The symbol account (text.account) sees a symbol that vanished; it cannot see a symbol said with the wrong
words. Two judges here find those, from the symbol's neighbours rather than from a list of cases:

* **An operator said wrong.** A symbol whose neighbours make it an operator, a placeholder or a range
  (`10^5`, `vector<Type>`, `main..feature`, `3~5`, `x*y`, `A→B→C`, `i++`) is found in the words the chunk
  shows; what the voice is sent between its operands is what it was said as. That is a misreading when it
  is the symbol's own name ("caret" for a power), a comparison for a pair of angle brackets after a name
  (a type's arguments), nothing at all (the operator became a pause), or, for a chain of two arrows or
  more, the same word of a range each time ("A from B from C").
* **A symbol sent as a symbol.** What the voice is sent still holds signs a voice does not read as their
  meaning: angle brackets, a caret, a bar, a backslash, a wave, an increment (`i--`), a run of three colons or
  more (`:::tweet`), a sign alone in quotes (`'-'`).

Each finding names the chunk, its class, the written words around the symbol and what was sent for it.
"""

from __future__ import annotations

import bisect
import re
import unicodedata
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache

from narrate.patterns import LazyPattern

from .lexicon import prompt_length, symbol_names, words_for
from .mathwords import SIGNS, WORDS
from .operators import find_operators, operator_words, sections_now

__all__ = [
    "Misreading",
    "code_in_part",
    "headings_silent",
    "ko_equals_said",
    "misreadings",
    "numbers_shifted",
    "said_twice",
    "signs_dropped",
    "struck_dropped",
]


@dataclass(frozen=True)
class Misreading:
    """A symbol the voice will say wrong: in which chunk, how (`kind`), the words around it, what was sent."""

    chunk: int
    kind: str
    written: str
    said: str
    again: int = -1  # for a passage said twice: the chunk that says it again


# An operand's edge: a letter, digit, CJK character, or a bracket or quote that closes (left) or opens (right).
_L = r"(?<=[\w)\]\"'」』])"
_R = r"(?=[\w(\[\"'「『{-])"
# Operators by the neighbours that make them one (no space between: `10^5`, `a..b`, `3~5`, `x*y`, `D//H`), arrows
# between operands (spaced or not), a pair of angle brackets right after a name (a type's arguments), the dash of a
# span of hours ("11:15am - 12:00pm") and of a date, the x of a size ("N x S", "DxD", "2 x 4").
_SITES = LazyPattern(
    rf"{_L}(?P<power>\^)(?=[\w(-])"
    r"|(?<=[A-Za-z0-9_)\]])(?P<range>\.\.\.?)(?=[A-Za-z0-9_(\[])"
    rf"|{_L}(?P<wave>[~〜～]){_R}"
    r"|(?<=\d)\s(?P<span>[~〜～])\s(?=\d)"
    r"|(?<=\d:\d\d)(?:\s?[AaPp][Mm])?\s(?P<hours>[-–—])\s(?=\d{1,2}:\d\d)"
    r"|(?<=(?<![\d.])\d{4})(?P<date>-)(?=\d{1,2}-\d{1,2}(?!\d))"
    r"|(?<=[A-Za-z0-9)\]])(?P<floor>//)(?=[A-Za-z0-9(])"
    r"|(?<=[\w)\]])\s{0,2}(?P<shift><<|>>>?)\s{0,2}(?=[\w(])"
    rf"|{_L}(?P<times>\*)(?=[\w(])"
    rf"|(?<=[\w)\]\"'」』])\s{{0,2}}(?P<arrow>->|=>|→|⇒|⟶|⟹)\s{{0,2}}(?=[\w(\[\"'「『])"
    r"|(?<=[A-Za-z0-9_])(?P<generic><)(?=[\w\"' ,.?:|&\[\]]{1,60}>)"
    r"|(?<=[\w)\]])\s{0,2}(?P<code>[&|%^])\s{0,2}(?=[\w(~-])"
    r"|(?<=[A-Za-z0-9)])(?P<slash>/)(?=[0-9(])"
    r"|(?<=[^\W_])(?P<pair>/)(?=[^\W\d_])"
    r"|(?:(?<=\d)|(?<=\d[^\W\d_A-Za-z])|(?<=(?<![A-Za-z])[A-Z]))\s?(?P<by>x)\s?(?=\d|[A-Z](?![A-Za-z]))"
    r"|(?<![\w~/.])(?P<approx>~)(?=[A-Za-z0-9])"
)
# Math's function names a reader says as words, where a run of letters would otherwise be a product.
_FUNCTIONS = frozenset("log ln lg exp sin cos tan cot sec csc max min sup inf det dim ker gcd lcm mod arg deg".split())
# Single lower-case letters spaced out: a word said letter by letter ("s q r t").
_SPELLED = LazyPattern(r"(?<![A-Za-z])(?:[a-z] ){2,}[a-z](?![A-Za-z])")
_WORD = LazyPattern(r"\w+")
_NAMED_BY_VOICES = frozenset("→⇒⟶⟹")  # arrows a voice reads by their name when sent as they are
_NOT_SAID = LazyPattern(r"[\W_]+")  # what says nothing: spaces, punctuation, quotes, signs
# Signs a voice does not read as what they mean, left in what it is sent: angle brackets but a comparison
# spaced between its operands ("Preview > Review", "i < n": voices say "greater than"), a caret, a backslash, a
# wave, a bar inside a word, a compound assignment (`x -= 1`), an
# increment after a variable's lower-case name (`i--`, not `C++` or `Notepad++`), a sign alone in quotes.
_SENT = LazyPattern(
    r"(?<!\s)[<>]|[<>](?!\s)|(?<=\s)[<>](?=\s[^\w(\[]|\s?$)|[\^\\~〜～]|(?<=\w)\|(?=\w)|\|\|"
    r"|(?<=[\w\])])\s?[-+*/%]=(?=\s?[\w(\[-])"
    r"|(?<![\w+-])[a-z_][a-z0-9_]{0,30}(?:\+\+|--)(?![\w+-])|(?<![\w+-])\+\+(?![+])"
    r"|(?<!:):{3,}(?!:)"
)
# A sign alone in quotes ('-', 「*」), not a sign between two quoted strings ("Bay" + "esian"); quotes around nothing
# but a space (a JSX `{' '}` spoken as "' '").
_QUOTED_SIGN = LazyPattern(
    r"(?<![\w'\"])['\"「『‘“(（]\s?([-_*=+#&%$@/]{1,3})\s?['\"」』’”)）](?![\w'\"])"
    r"|(?<![\w'\"])(?P<empty>(?P<q>['\"])\s+(?P=q))(?![\w'\"])"
)
# A sign the sentence uses as a word: a sign (an arrow, a mark, a shape, a pictograph) a particle attaches to ("↓の動画",
# "↑を実行", "↓は", "○を付ける", "★が"), a wave after a number that ends its phrase ("1.22 ～", "P.29〜": and later).
_SIGNS = r"\u00d7\u00f7\u203b\u2190-\u21ff\u2300-\u23ff\u25a0-\u27bf\u2b00-\u2bff\U0001f300-\U0001faff"
_PARTICLES = r"[のをはがにでへもとや]|[을를은는이가에의로와과도]"
_WORDLIKE = LazyPattern(
    rf"(?P<arrow>[{_SIGNS}])\ufe0f?\s?(?={_PARTICLES})|(?<=\d)\s?(?P<later>[〜～~])(?=\s*(?:$|[、。,，)）]))"
)
_COMPACT = LazyPattern(r"[\s\u200b]+")
# (A bar between spaced words is a title's separator, "Post | Blog": a pause.)
_PLAIN = LazyPattern(rf"^[^<>^|\\~〜～*+\-→⇒⟶⟹↑↓←.'\"=/{_SIGNS}]*$")  # a text with no sign any judge looks at
# A product or a size written with the letter x ("2 x 4", "1秒x5回", "N x S", "DxD").
_BY = LazyPattern(r"(?:\d[^\W\d_A-Za-z]?|(?<![A-Za-z])[A-Z])\s?x\s?(?:\d|[A-Z](?![A-Za-z]))")


def misreadings(
    chunks: Iterable[tuple[str, str, str]],
    formulas: Sequence[Sequence[str]] = (),
    code: Sequence[Sequence[str]] = (),
    said: Sequence[Sequence[str]] | None = None,
) -> list[Misreading]:
    """The misreadings over a script's chunks given as (shown, sent, language), in chunk order; `formulas`: the
    TeX of each chunk's formulas (the math reader's: there only a symbol said by its name is reported); `code`:
    the inline code of each chunk's block (where a bracketed name is a type); `said`: the TeX of the formulas the
    math reader said (not cued), whose escaped signs and upright names must be heard (default: `formulas`)."""
    out: list[Misreading] = []
    for n, (shown, sent, lang) in enumerate(chunks):
        own = len(out)  # (where this chunk's findings start: the judges below ask only those)
        tex = formulas[n] if n < len(formulas) else ()
        heard = tex if said is None else (said[n] if n < len(said) else ())
        out += _whole_words(n, shown, sent, lang, heard, code[n] if n < len(code) else ())
        if _PLAIN.match(sent) and _PLAIN.match(shown) and not _BY.search(shown) and ":::" not in sent:
            continue  # (a run of colons is the one sign judged that a plain text may hold: `:::tweet`)
        out += [Misreading(n, kind, written, said) for kind, written, said in _said_wrong(shown, sent, lang, tex)]
        out += _signs_sent(n, sent, out[own:])  # (every earlier finding, asked of each sign, was quadratic)
        out += [Misreading(n, "said as nothing", written, said) for written, said in _words_dropped(shown, sent)]
    return out


def _whole_words(
    n: int, shown: str, sent: str, lang: str, heard: Sequence[str], code: Sequence[str]
) -> list[Misreading]:
    """A chunk's words said in part: spelled letter by letter, a type without its brackets, a formula's escaped sign
    or upright name not heard whole."""
    return [
        *(Misreading(n, "said letter by letter", word, spelled) for word, spelled in _spelled(shown, sent)),
        *(Misreading(n, "said without its brackets", w, said) for w, said in _brackets_dropped(shown, sent, code)),
        *(Misreading(n, "said as nothing", w, said) for w, said in _escapes_dropped(heard, sent, lang)),
        *(Misreading(n, "said in pieces", w, said) for w, said in _names_broken(heard, sent)),
        *(Misreading(n, "sent as a symbol", w, said) for w, said in _code_signs_sent(code, sent)),
    ]


# Operators of code a voice reads as a pause or as punctuation when sent as written: a spread (`...args`,
# `[...arr]`), optional chaining (`obj?.prop`), a nullish coalescing (`a ?? b`), a union's or a pipe's spaced bar
# (`price1 | price2`), a run of three colons or more (`:::tweet`, a container's fence the sentence talks about).
_CODE_SIGNS = LazyPattern(
    r"(?<![\w.])\.\.\.(?=[A-Za-z_$\[{(])|(?<=[\w)\]])\?\.(?=[A-Za-z_$\[(])|(?<=[\w)\]\s])\?\?(?=[\s\w(\[])"
    r"|(?<=[\w)\]}]) \| (?=[\w$({\['\"])|(?<!:):{3,}(?!:)"
)


def _code_signs_sent(code: Sequence[str], sent: str) -> Iterator[tuple[str, str]]:
    """(the inline code, the sign) for each spread, optional chaining, nullish operator, union bar or run of colons
    written in inline code and sent to the voice as written ("...args" heard as a pause, "obj?.prop ??" as
    punctuation, `a | b` as a plain list, `:::` as nothing)."""
    for span in code:
        if "." not in span and "?" not in span and "|" not in span and ":" not in span:
            continue  # (a test of the signs before the pattern runs)
        for site in _CODE_SIGNS.finditer(span):
            token = span[max(0, site.start() - 1) : site.end() + 2].strip()
            if token and token in sent:
                yield span, site.group(0)
                break


# A path of steps written with spaced '>' (a menu, a breadcrumb: "제어판 > 시스템 및 보안 > Windows Defender"): two or more
# separators between words of two letters or more, which a voice reads as "greater than".
_STEPS = LazyPattern(r"(?:[^\W\d_]{2,}[^<>\n]{0,40}?\s>\s){2,}[^\W\d_]{2,}")


def _signs_sent(n: int, sent: str, found: list[Misreading]) -> list[Misreading]:
    """Signs left in what the voice is sent (not already reported as an operator said wrong), and a path of steps
    whose separators are sent as '>'."""
    out = [
        Misreading(n, "sent as a symbol", _around(sent, m.start(), m.end()), ">")
        for m in (_STEPS.finditer(sent) if ">" in sent else ())  # (its separators are '>')
        if not _said_wrong_at(found, n, ">")
    ]
    out += [
        Misreading(n, "sent as a symbol", _around(sent, m.start(), m.end()), m.group(0).strip())
        for m in _SENT.finditer(sent)
        if not _said_wrong_at(found, n, m.group(0))
    ]
    out += [
        Misreading(n, "sent as a symbol", _around(sent, m.start(), m.end()), m.group(1) or m.group("empty"))
        for m in _QUOTED_SIGN.finditer(sent)
        if not _said_wrong_at(found, n, m.group(1) or m.group("empty")) and not _shown_after_its_name(sent, m)
    ]
    return out


# What names a sign as a sign right before it is shown in brackets: "click the plus sign (+)", "加号（+）",
# "플러스 기호(+)", "＋ボタン(+)".
_NAMED_AS_A_SIGN = LazyPattern(
    r"(?:\b(?:sign|symbol|button|icon|key|mark|character)|号|號|符|記号|ボタン|アイコン|기호|버튼|아이콘|图标|圖示|按钮|按鈕)\s?$",
    re.I,
)


def _shown_after_its_name(sent: str, found: re.Match[str]) -> bool:
    """Whether a sign alone in brackets follows the words that name it as a sign ("click the plus sign (+)",
    davidpallmann Alexa/Lex tutorials, 4 findings of s12 held-out no reader logged): the sentence has said what it is,
    the brackets show its glyph, which the voice may say again or pass over."""
    return found.group(0).lstrip()[:1] in "(（" and bool(
        _NAMED_AS_A_SIGN.search(sent[max(0, found.start() - 24) : found.start()])
    )


# A pair of square brackets that is the whole of a type's meaning, not a subscript: standing on its own (after a
# space, an opening bracket or a colon) around one type's name, capitalised as types are (`[Int]`, `[UIView]`; not a
# placeholder `[file]`, `[SHA]`): an array or list of that type.
_TYPE_BRACKETS = LazyPattern(r"(?<![\w\])>])\[(?P<name>[A-Z][\w.]{0,40}[?!]?)\](?![\w(\[])")


def _brackets_dropped(shown: str, sent: str, code: Sequence[str]) -> Iterator[tuple[str, str]]:
    """(the written words, what was sent) for each `[Type]` written in inline code (a list or array of Type) that
    `sent` says as the bare name between the same neighbours: nothing says the brackets ("、[Int] と" sent "、Int と").
    Brackets in prose are a label's ("[Done]"), said by the word alone."""
    if "[" not in shown or not code:
        return
    written, said = unicodedata.normalize("NFKC", shown), unicodedata.normalize("NFKC", sent)
    for site in _TYPE_BRACKETS.finditer(written):
        name = site.group("name")
        if not any(c.islower() for c in name) or not any(site.group(0) in span for span in code):
            continue
        if name in sections_now():
            continue  # an INI section's header the article's code writes (`[Definition]`): said by its name
        if f"[{name}]" in said:
            continue  # sent as written: the "sent as a symbol" judges' business
        left = _COMPACT.sub("", written[: site.start()])[-1:]
        right = _COMPACT.sub("", written[site.end() :])[:1]
        for found in re.finditer(rf"(?<![\w\[]){re.escape(name)}(?![\w\]])", said):
            before = _COMPACT.sub("", said[: found.start()])[-1:]
            after = _COMPACT.sub("", said[found.end() :])[:1]
            if before == left and after == right:
                yield _around(written, site.start(), site.end()), _around(said, found.start(), found.end(), 8)
                break


# TeX escapes of signs a formula shows as themselves (`60\%`, `\$5`, `\#1`, `A \& B`).
_TEX_ESCAPE = LazyPattern(r"\\([%$#&])")


def _escapes_dropped(formulas: Sequence[str], sent: str, lang: str) -> Iterator[tuple[str, str]]:
    """(the formula, what was sent) for each escaped sign of a formula (`\\%`) the chunk never says: neither the sign
    nor any of its names is sent ("\\theta = 60\\%" said "theta equals 60")."""
    said = _fold(sent)
    for tex in formulas:
        for sign in {m.group(1) for m in _TEX_ESCAPE.finditer(tex)}:
            names = {_fold(name) for language in (lang, "en") for name in _escape_names(sign, language)} - {""}
            if sign not in said and not any(name in said for name in names):
                yield tex, sent


def _words_dropped(shown: str, sent: str) -> Iterator[tuple[str, str]]:
    """(the written words, what was sent) for each sign the sentence uses as a word that the voice is not sent and
    nothing stands in for: an arrow a particle attaches to, a wave after a number meaning "and later"."""
    if not _WORDLIKE.search(shown):
        return
    written, spoken = unicodedata.normalize("NFKC", shown), unicodedata.normalize("NFKC", sent).lower()
    for site in _WORDLIKE.finditer(written):
        role = site.lastgroup or ""
        sign = site.group(role)
        if sign in spoken:
            continue
        left = _operand(written[max(0, site.start() - 60) : site.start()], last=True).lower()
        if role == "later":
            at = _find(spoken, left, 0) if left else -1
            after = spoken[at + len(left) : at + len(left) + 3] if at >= 0 else "x"
            if at >= 0 and not _NOT_SAID.sub("", after[:1]):
                yield _around(written, site.start(), site.end()), after.strip()
            continue
        right = written[site.end() : site.end() + 1].lower()
        found = _between_words(spoken, left, right) if left else None
        if found is not None and not _NOT_SAID.sub("", found):
            yield _around(written, site.start(), site.end()), found
        elif found is None and _dropped_between(written[: site.start()], written[site.end() :], spoken):
            yield _around(written, site.start(), site.end()), ""


def _dropped_between(before: str, after: str, spoken: str) -> bool:
    """Whether `spoken` goes straight from the words before a sign to the words after it (spaces aside): the sign
    at a sentence's start ("↓のように" sent "のように") or after punctuation ("たとえば、↓は" sent "たとえば、は")."""
    tail = _COMPACT.sub("", before)[-4:].lower()
    head = _COMPACT.sub("", after)[:4].lower()
    said = _COMPACT.sub("", spoken)
    if not head:
        return False
    return said.startswith(head) if not tail else tail + head in said


def _between_words(spoken: str, left: str, right: str) -> str | None:
    """What `spoken` has between `left` and the particle `right` right after it (within a few characters), or None."""
    at = _find(spoken, left, 0)
    while at >= 0:
        gap_start = at + len(left)
        found = spoken.find(right, gap_start, gap_start + 3)
        if found >= 0:
            return spoken[gap_start:found]
        at = _find(spoken, left, at + 1)
    return None


def _said_wrong_at(found: list[Misreading], chunk: int, sign: str) -> bool:
    """Whether the operator judge already reported `sign` in this chunk (one finding per symbol)."""
    return any(f.chunk == chunk and sign.strip() in f.said for f in found)


def _fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold()


def _around(text: str, start: int, end: int, width: int = 16) -> str:
    return " ".join(text[max(0, start - width) : end + width].split())


def _spelled(shown: str, sent: str) -> Iterator[tuple[str, str]]:
    """(the word, as sent) for each word of `shown` sent as its letters one by one ("sqrt" as "s q r t"): a word
    of four letters or more, or a function's name; a shorter run is a product of variables (`xyz`)."""
    if " " not in sent:
        return
    for found in _SPELLED.finditer(sent):
        word = found.group(0).replace(" ", "")
        if (len(word) >= 4 or word in _FUNCTIONS) and re.search(rf"(?<![A-Za-z]){word}(?![A-Za-z])", shown):
            yield word, found.group(0)


def _said_wrong(shown: str, sent: str, lang: str, formulas: Sequence[str] = ()) -> Iterator[tuple[str, str, str]]:
    """(kind, written words, what was sent) for each operator of `shown` that `sent` says wrong; inside a formula
    only a symbol said by its name (the math reader said the rest whole)."""
    written, spoken = unicodedata.normalize("NFKC", shown), unicodedata.normalize("NFKC", sent).lower()
    math = _spans(written, formulas)
    places = _Places(spoken)
    cursor = 0
    # what the arrows of the chain at hand were said as (their words, without what is not said) and how many there
    # are: kept as each arrow is added (a chain's words gathered again at each of its arrows was its length squared)
    chain: set[str] = set()
    chain_length = 0
    chain_end = -1
    for site in _SITES.finditer(written):
        role = site.lastgroup or ""
        sign = site.group(role)
        start, end = site.span(role)
        if not _operands_fit(role, sign, written, start, end):
            continue
        if role == "by":
            if _letter_x_sent(written, spoken, start, end, math):
                yield "said as the letter", _around(written, start, end), sign
            continue
        found = _between(written, spoken, start, end, cursor, role, places)
        if found is None:
            continue
        said, cursor = found
        if role == "arrow":
            if start <= chain_end + 4:
                chain.add(_NOT_SAID.sub("", said))
                chain_length += 1
            else:
                chain, chain_length = {_NOT_SAID.sub("", said)}, 1
            following = _next_word(written, end)
            # (a Japanese clause after it is no step of a chain: "Markdown→HTMLとしていたところをMarkdown→JSX")
            chain_end = -10 if _JA_CLAUSE.search(following) else end + len(following)
        kind = _kind_here(role, _wrong(role, sign, said, lang), any(a <= start < b for a, b in math))
        if kind:
            yield kind, _around(written, start, end), said
        elif role == "arrow" and chain_length >= 2 and _as_range(chain, lang):
            yield "a chain said as a range", _around(written, start, end), said


def _letter_x_sent(written: str, spoken: str, start: int, end: int, math: list[tuple[int, int]]) -> bool:
    """Whether the letter x of a multiplication is sent between the same numbers ("2 x 4", "1秒x5回"; spaces aside).
    A size glued into one token ("1024x1024px", "1000x1000") sent glued as written is the voice's to read: the
    voice reads the token as a size (s15 held-out eonist Creating-an-app-icon, read blind: three '1024x1024px'
    and a '1000x1000px' sent so, none heard as the letter), unlike an x the text sets apart ("2 x 4")."""
    glued = _GLUED_SIZE.match(written, _digits_from(written, start))
    if glued and glued.end("by") == end and glued.group(0).lower() in spoken:
        return False
    piece = _COMPACT.sub("", written[max(0, start - 3) : end + 3]).lower()
    return piece in _COMPACT.sub("", spoken) and not any(a <= start < b for a, b in math)


# A size written as one token: digits, the x, digits (a unit may follow: "1024x1024px").
_GLUED_SIZE = LazyPattern(r"(?<![\w.])\d{1,5}(?P<by>x)\d{1,5}")


def _digits_from(text: str, at: int) -> int:
    """Where the run of digits ending at `at` starts."""
    while at > 0 and text[at - 1].isdigit():
        at -= 1
    return at


def _kind_here(role: str, kind: str, in_math: bool) -> str:
    """The misreading to report where the operator stands: a slash only when said as nothing ("3/15", "1/2" sent as
    written: a voice reads a date or a fraction); inside a formula only a symbol said by its name or as a comparison
    (the math reader said the rest whole) — and a formula's `<`…`>` said as comparisons is read right (in math they
    compare; a type's parameters are code's)."""
    if role in ("slash", "pair") and kind != "said as nothing":
        return ""
    if kind and in_math and kind not in ("said by its name", "said as a comparison"):
        return ""
    if kind == "said as a comparison" and in_math and role == "generic":
        return (
            ""  # (`0<i<|r|,r_i>r_{i+1}` in a formula compares: its angle brackets are no type's, s17 dev wangzhaohan)
        )
    return kind


def _spans(text: str, parts: Sequence[str]) -> list[tuple[int, int]]:
    """Where each of `parts` stands in `text`."""
    spans = []
    for part in parts:
        at = text.find(unicodedata.normalize("NFKC", part)) if part else -1
        if at >= 0:
            spans.append((at, at + len(part)))
    return spans


_ASCII_OPERAND = LazyPattern(r"[A-Za-z0-9_)\]]")
_SHORT_OPERAND = LazyPattern(r"\d|[a-z](?![A-Za-z])|[(\[~-]")


def _operands_fit(role: str, sign: str, text: str, start: int, end: int) -> bool:
    """Whether the neighbours of an operator site make it one for its role: a range's three dots between code or
    versions (not an ellipsis), a wave next to a number or a Latin word (between two CJK words it is a flourish:
    "支持~另外"), a bitwise or modulo sign between code operands, one of them a number, a one-letter name or a
    bracket ("n & (n-1)", "a ^ b"; not "AT&T", "DFS & BFS", "Post | Blog")."""
    if role == "range" and sign == "...":
        return _code_like(text, start, end)
    if role == "wave":
        return text[start - 1 : start].isascii() or text[end : end + 1].isascii()
    if role == "code":
        if text[start - 1 : start].isspace() != text[end : end + 1].isspace():
            return False  # "^1.2.3", "50% 的": a sign of what follows or precedes it, not between the two
        before, after = text[:start].rstrip(), text[end:].lstrip()
        if not before or not after or not _ASCII_OPERAND.match(before[-1]) or not re.match(r"[A-Za-z0-9_(\[~-]", after):
            return False
        left = re.search(r"[A-Za-z0-9_]+$|[)\]]$", before)
        return bool(_SHORT_OPERAND.match(after) or (left and _SHORT_OPERAND.fullmatch(left.group(0))))
    if role == "pair":
        return _pair_of_words(text, start)
    if role == "approx":
        return not re.match(r"\d+\.\d+\.", text[end:])  # `~1.2.3` is a version's range, said by its name
    if role == "by":
        left = re.search(r"[A-Za-z0-9]+$", text[:start].rstrip())
        return not (left and left.group(0) == "0")  # `0x5` is a hexadecimal number ("返回0xD800" too)
    if role == "slash":
        left = re.search(r"[A-Za-z0-9_]+$|[)\]]$", text[:start])
        return bool(left and _SHORT_OPERAND.fullmatch(left.group(0)))  # "n/2", "(a+b)/2"; not "HTTP/2", "/todo/0"
    return True


_CHAIN_PART = r"[\w+#.:@\\-]"
# The chain of parts before a slash and after it. The one before is searched only in the run of chain characters
# and slashes that ends at the slash: searched over the whole text before it (as it was), a `$`-anchored pattern is
# tried from every place of that text, so a chunk of many slashes cost its length at each one.
_LEFT_CHAIN = LazyPattern(rf"(?:{_CHAIN_PART}+/)*{_CHAIN_PART}*$")
_RIGHT_CHAIN = LazyPattern(rf"{_CHAIN_PART}*(?:/{_CHAIN_PART}+)*")
_CHAIN_OR_SLASH = LazyPattern(r"[\w+#.:@\\/-]")
_NO_WORD_PART = LazyPattern(r"[.:@\\]")


def _pair_of_words(text: str, at: int) -> bool:
    """Whether the slash at `at` joins words ("beef/pork", "L4/L7", "Python/JS/C++", "發佈/訂閱"), not the parts of a
    path, a URL, a package or a repository: the chain of parts it belongs to holds no dot, colon, @ or backslash and
    does not start with a slash; both sides are in one script ("に/docs" starts a path); and lower-case Latin parts
    are English words without a hyphen ("rauchg/blog", "src/prototype", "mdx-js/mdx" are names)."""
    if text[at - 1].isascii() != text[at + 1].isascii():
        return False
    if not text[at - 1].isascii():
        return True
    left = _LEFT_CHAIN.search(text, _run_start(text, at), at)
    right = _RIGHT_CHAIN.match(text, at + 1)
    before, after = (left.group(0) if left else ""), (right.group(0) if right else "")
    if text[at - len(before) - 1 : at - len(before)] in ("/", "~"):
        return False
    return _parts_are_words([part.strip("-_") for part in f"{before}/{after}".split("/")])


def _run_start(text: str, at: int) -> int:
    """Where the run of chain characters and slashes that ends at `at` starts; the text's start when a line break
    is just before `at` (`$` matches before a text's last line break, so a chain may end there: all is searched)."""
    if text[at - 1] == "\n":
        return 0
    start = at
    while start > 0 and _CHAIN_OR_SLASH.match(text, start - 1):
        start -= 1
    return start


def _parts_are_words(parts: list[str]) -> bool:
    """Whether the parts a slash chain joins are words said apart, not a path's, a package's or one name's."""
    if any(not part or _NO_WORD_PART.search(part) for part in parts):
        return False
    if all(len(part) == 1 for part in parts) or [part.lower() for part in parts] == ["and", "or"]:
        return False  # "A/B", "Q/K/V": one name; "and/or": both (each left out by the rule that declares it)
    lower = [part for part in parts if part.isascii() and part.islower()]
    if any("-" in part for part in lower):
        return False
    if lower:
        from .check import plain_english  # (check imports this module; its word list is loaded once, there)

        return all(plain_english(part) for part in lower)
    return True


def _code_like(text: str, start: int, end: int) -> bool:
    """Whether the operands of `text[start:end]` look like code or versions (a digit or bracket at either side)."""
    return bool(re.search(r"[\d\])]$", text[:start]) or re.match(r"[\d\[(]", text[end:]))


def _next_word(text: str, at: int) -> str:
    found = _WORD.search(text, at)
    return text[at : found.end()] if found else ""


def _between(
    written: str, spoken: str, start: int, end: int, cursor: int, role: str, places: _Places | None = None
) -> tuple[str, int] | None:
    """What `spoken` says between the operands around `written[start:end]` (and where to look next), or None
    when the operands cannot be found there. `places`: the places of words in `spoken`, kept for the chunk."""
    left = _operand(written[max(0, start - 60) : start], last=True).lower()
    right = _operand(written[end : end + 60], last=False).lower()
    if not left or not right:
        return None
    if role == "generic":
        right = _operand(written[end : end + 60].lstrip("\"' "), last=False).lower()
    if not right or places is None:
        return _gap_searched(spoken, left, right, cursor)
    return places.gap(left, right, cursor)


def _gap_searched(spoken: str, left: str, right: str, cursor: int) -> tuple[str, int] | None:
    """The shortest of what `spoken` says between one of the first 20 places of `left` (from `cursor`, else from the
    start) and the place of `right` within 60 characters after it, and where that `right` stands."""
    for origin in (cursor, 0):
        best: tuple[str, int] | None = None  # the shortest gap: "n" of "返回 n 的…因为 n & (n - 1)" is the second
        at = _find(spoken, left, origin)
        for _ in range(20):
            if at < 0:
                break
            gap_start = at + len(left)
            found = _find(spoken, right, gap_start, gap_start + 60)
            if found >= 0 and (best is None or found - gap_start < len(best[0])):
                best = spoken[gap_start:found], found
            at = _find(spoken, left, at + 1)
        if best is not None:
            return best
    return None


class _Places:
    """Where each word asked of one spoken text stands, found once for the text. The operators of a chunk ask for
    their operands again and again (_gap_searched: up to 20 places of the word before, and the word after each):
    a chunk of a hundred arrows between the same words made 3,000 searches, each a call that scanned the text."""

    __slots__ = ("_alone", "_gaps", "_places", "_text")

    def __init__(self, text: str) -> None:
        self._text = text
        self._places: dict[str, tuple[list[int], list[bool], list[bool]]] = {}
        self._alone: dict[str, list[int]] = {}
        self._gaps: dict[tuple[str, str], list[int]] = {}

    def _of(self, word: str) -> tuple[list[int], list[bool], list[bool]]:
        """Every place of `word` (overlapping ones too), whether each opens a word of its own and whether it closes
        one (_find's neighbours: no Latin letter, digit or '_'; a word that is not Latin is its own at every place)."""
        places = self._places.get(word)
        if places is None:
            text, starts = self._text, []
            at = text.find(word)
            while at >= 0:
                starts.append(at)
                at = text.find(word, at + 1)
            if word.isascii():
                after = len(word)
                opens = [at == 0 or text[at - 1] not in _WORD_CHARACTERS for at in starts]
                closes = [at + after >= len(text) or text[at + after] not in _WORD_CHARACTERS for at in starts]
            else:
                opens = closes = [True] * len(starts)
            places = self._places[word] = (starts, opens, closes)
        return places

    def _alone_at(self, word: str) -> list[int]:
        """The places where `word` is a word of its own (what _find finds with no end)."""
        alone = self._alone.get(word)
        if alone is None:
            starts, opens, closes = self._of(word)
            alone = self._alone[word] = [at for at, a, b in zip(starts, opens, closes) if a and b]
        return alone

    def gap(self, left: str, right: str, cursor: int) -> tuple[str, int] | None:
        """_gap_searched's answer (for words that are not empty), from the places found once. The gap after each
        place of `left` does not depend on where the search starts, so it is measured once per place, as the
        searches reach it, and each search takes the first shortest of its 20 places' gaps."""
        text = self._text
        lefts = self._alone_at(left)
        gaps = self._gaps.get((left, right))
        if gaps is None:
            gaps = self._gaps[(left, right)] = []
        for origin in (cursor, 0):
            first = bisect.bisect_left(lefts, origin)
            last = min(first + 20, len(lefts))
            if len(gaps) < last:
                self._measure(gaps, lefts, len(left), right, last)
            window = gaps[first:last]
            shortest = min(window, default=_NO_GAP)
            if shortest != _NO_GAP:
                gap_start = lefts[first + window.index(shortest)] + len(left)
                return text[gap_start : gap_start + shortest], gap_start + shortest
        return None

    def _measure(self, gaps: list[int], lefts: list[int], after: int, right: str, last: int) -> None:
        """`gaps` made as long as `last`: for each place of the left word, how far after it (its `after` characters)
        the right word first stands as a word within 60 characters (_find's answer), or _NO_GAP."""
        text = self._text
        starts, opens, closes = self._of(right)
        width = len(right)
        k = 0
        for at in lefts[len(gaps) : last]:
            gap_start = at + after
            stop = min(gap_start + 60, len(text))
            k = bisect.bisect_left(starts, gap_start, k)  # (the places of the left word go on: so do those of right)
            gap = _NO_GAP
            for n in range(k, len(starts)):
                if starts[n] + width > stop:
                    break
                if opens[n] and (closes[n] or starts[n] + width == stop):  # (the end cuts a word: it closes it)
                    gap = starts[n] - gap_start
                    break
            gaps.append(gap)


_NO_GAP = 1 << 30  # (no right word after a place of the left one: longer than any gap)


def _find(text: str, word: str, start: int, end: int | None = None) -> int:
    """Where `word` stands in `text[start:end]` as a word of its own when it is Latin ("n" not in "and"), or -1."""
    stop = len(text) if end is None else min(end, len(text))
    if not word.isascii():
        return text.find(word, start, stop)
    if not word:
        found = re.compile(r"(?<![a-z0-9_])(?![a-z0-9_])").search(text, start, stop)
        return found.start() if found else -1
    # (found with str.find and its neighbours looked at, not a pattern made for each word: the words are an
    # article's operands, thousands of distinct ones that filled re's cache and were compiled again and again)
    at = text.find(word, start, stop)
    while at >= 0:
        after = at + len(word)
        if (at == 0 or text[at - 1] not in _WORD_CHARACTERS) and (after >= stop or text[after] not in _WORD_CHARACTERS):
            return at
        at = text.find(word, at + 1, stop)
    return -1


_WORD_CHARACTERS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_")


def _operand(text: str, *, last: bool) -> str:
    """The nearest operand's characters next to an operator: a Latin word, or the last or first four characters
    of a run of CJK (where words are not spaced)."""
    words: list[str] = _WORD.findall(text)
    if not words:
        return ""
    word = words[-1] if last else words[0]
    latin = re.search(r"[A-Za-z0-9_]+$", word) if last else re.match(r"[A-Za-z0-9_]+", word)
    if latin:
        return latin.group(0)  # "visible로": the Latin word next to the operator
    return word[-4:] if last else word[:4]


# A Japanese clause in a word written without spaces: an object's, subject's or topic's particle with more after it.
_JA_CLAUSE = LazyPattern(r"[\u3040-\u30ff\u3400-\u9fff][をがは](?=[^\s、。，,])")


def _a_pause_its_role_allows(role: str, said: str) -> bool:
    """Whether a sign said as a pause is read: two words side by side listed (text.lexicon: "笔记/代码/预览"
    "笔记、代码、预览"), an arrow pointing at what follows by a colon's pause, the reading true in each of its roles."""
    if role == "pair":
        return said.strip() in ("、", ",", "，")
    return role == "arrow" and said.strip(" []()（）【】「」") in (":", "：")


def _wrong(role: str, sign: str, said: str, lang: str) -> str:
    """How `said` misreads an operator of `role` ("" when it reads it)."""
    words = _NOT_SAID.sub("", said)
    if _a_pause_its_role_allows(role, said):
        return ""
    if role == "by":
        return "said as the letter" if words == "x" else ""
    if role in ("hours", "date") and words in _minus(lang):
        return "said as a subtraction"
    if role == "date":
        return ""  # "2023 02 24": a date said by its numbers
    if not words and sign in said and sign in _NAMED_BY_VOICES:
        return ""  # "send → checkStatus": a voice says the arrow
    if not words:
        return "sent as the symbol" if sign in said else "said as nothing"
    if role == "shift" and _only_names(words, sign, lang):
        return "said by its name"  # `n >>> 1` as "greater-than greater-than greater-than"
    if words in _names(sign, lang):
        # (A range of refs is said by its dots' names, as people say it: "main dot dot feature".)
        return "" if role == "range" else "said by its name"
    if role == "generic" and words in _comparisons(lang):
        return "said as a comparison"
    return ""


def _only_names(words: str, sign: str, lang: str) -> bool:
    """Whether `words` is nothing but the names (or comparisons) of the sign's characters, one after another."""
    names = sorted(_names(sign, lang) | _comparisons(lang), key=len, reverse=True)
    rest = words
    for name in names:
        rest = rest.replace(name, "")
    return bool(words) and not rest


def _as_range(words: set[str], lang: str) -> bool:
    """Whether every arrow of a chain was said with one word of a range ("AからBからC"): `words`, what its arrows
    were said as (without what is not said), is one of the language's words for a range."""
    return len(words) == 1 and words <= _range_words(lang)


@lru_cache(maxsize=64)
def _range_words(lang: str) -> frozenset[str]:
    """The words a range or an arrow is said with in `lang` (without what is not said)."""
    table = words_for(lang)
    return frozenset(_NOT_SAID.sub("", _fold(table.get(key, ""))) for key in ("range", "range_word", "arrow"))


@lru_cache(maxsize=64)
def _names(sign: str, lang: str) -> frozenset[str]:
    """The names a sign is said by in `lang` and in English: the whole sign's and each character's, and an angle
    bracket's names as a bracket (`#include <Arduino.h>` says its file's brackets, 左尖括號 … 右尖括號)."""
    names: set[str] = set()
    for language in {lang, "en"}:
        for part in {sign, *sign}:
            name = symbol_names(part, language)
            if name and name != part:
                names.add(_NOT_SAID.sub("", _fold(name)))
            names |= {_NOT_SAID.sub("", _fold(word)) for word in _BRACKET_NAMES.get(part, {}).get(language[:2], ())}
    return frozenset(names)


@lru_cache(maxsize=64)
def _code_names(sign: str, lang: str) -> frozenset[str]:
    """The names a sign of inline code may be heard by: its names (_names) and those the code reader itself says it by
    where it stands alone or as a bracket, its table's `lone` and `angle` entries (`<svelte:self>` "open angle bracket
    svelte colon self close angle bracket", `lpu=lpu0` "lpu 이퀄 lpu0"): a sign said by the reader's own name for it
    is said. (Not in _names: there a sign said by such a name in an expression is misread.)"""
    own = {
        _NOT_SAID.sub("", _fold(table[key]))
        for language in {lang, "en"}
        for table in [operator_words(language) or {}]
        for part in {sign, *sign}
        for key in (f"lone {part}", f"angle {part}")
        if table.get(key)
    }
    if sign == "^":
        # (a power said as one: the power's own words of the reader's lexicon, `2^0` "2的0次方", "2の0乗", "2의 0제곱" —
        # s17 dev linyork 二進制進階用法 [15][16], found "said in part" before)
        own |= {
            _NOT_SAID.sub("", _fold(piece))
            for piece in re.split(r"\{\w\}", words_for(lang).get("power", ""))
            if len(piece.strip()) >= _POWER_PIECE
        }
    return _names(sign, lang) | frozenset(own - {""})


_POWER_PIECE = 2  # (a piece of the power's words that says it: 次方, 乗, 제곱, "to the power of" — not a bare 的 or の)


# An angle bracket's names as a bracket, in each language (check's own: the reader's table names the sign as a
# comparison's).
_BRACKET_NAMES: dict[str, dict[str, tuple[str, ...]]] = {
    "<": {"en": ("left angle bracket",), "zh": ("左尖括號", "左尖括号"), "ja": ("山括弧",), "ko": ("여는 꺾쇠",)},
    ">": {"en": ("right angle bracket",), "zh": ("右尖括號", "右尖括号"), "ja": ("山括弧",), "ko": ("닫는 꺾쇠",)},
}


@lru_cache(maxsize=16)
def _minus(lang: str) -> frozenset[str]:
    """The words of a minus in `lang` and in English: what a date's or a span's dash must not be said as."""
    words = set()
    for language in {lang, "en"}:
        table = operator_words(language) or {}
        words |= {_NOT_SAID.sub("", _fold(table.get(key, ""))) for key in ("-", "prefix -")}
    words.discard("")
    return frozenset(words)


@lru_cache(maxsize=16)
def _comparisons(lang: str) -> frozenset[str]:
    """The words of `<` and `>` as comparisons in `lang`, and their names: not what a type's arguments are."""
    words = set(_names("<", lang) | _names(">", lang))
    table = operator_words(lang) or {}
    for key in ("<", ">", "prefix <", "prefix >"):
        if key in table:
            words.add(_NOT_SAID.sub("", _fold(table[key])))
    lexicon = words_for(lang)
    for key in ("less", "greater"):
        words.add(_NOT_SAID.sub("", _fold(lexicon.get(key, ""))))
    words.discard("")
    return frozenset(words)


# A name written upright in a formula (`\operatorname{Gini\_index}`, `\text{softmax}`, `\mathrm{ReLU}`).
_UPRIGHT = LazyPattern(r"\\(?:operatorname|text|textrm|mathrm|mbox)\s*\{([^{}]+)\}")


def _names_broken(formulas: Sequence[str], sent: str) -> Iterator[tuple[str, str]]:
    """(the name, what was sent) for each Latin word of 3 letters or more written upright in a formula that the chunk
    never sends whole: "Gini\\_index" said "Gini 下标 i ndex" (its escaped underscore taken for a subscript)."""
    said = _fold(sent)
    for tex in formulas:
        for name in _UPRIGHT.finditer(tex):
            if "$" in name.group(1):
                continue  # text with formulas inside: the math reader's words are its own
            for word in re.findall(r"[A-Za-z]{3,}", name.group(1).replace("\\_", " ")):
                if not re.search(rf"(?<![a-z]){word.lower()}(?![a-z])", said):
                    yield name.group(0), sent
                    break


def _escape_names(sign: str, lang: str) -> tuple[str, ...]:
    """The words a sign is said by in `lang`: its name, and the math reader's word for its TeX escape."""
    key = SIGNS.get("\\" + sign, "")
    table = WORDS.get(lang, {})
    return (symbol_names(sign, lang) or "", table.get(key, "") if key else "")


# A sentence's end (a full stop or mark, then a space or a CJK character).
_SENTENCE = LazyPattern(r"(?<=[。！？!?])|(?<=[.;:])\s+")
_WORDS_OF = LazyPattern(r"[\W_]+")


def said_twice(sent: Sequence[str], kinds: Sequence[str] = (), math: Sequence[bool] = ()) -> list[Misreading]:
    """A lead passage the listener hears twice: a sentence of the article's opening (before its first heading: an
    excerpt, a summary, a description) sent again in a later chunk (16 CJK characters or 40 letters and more,
    compared without spaces, punctuation and case); reported at its first chunk, with the chunk that says it
    `again`. The page shows a lead once; an author who repeats a step later in the body repeats it on the page
    too. The title, cues (narrate's own words) and chunks with formulas (a derivation restates its terms) are not
    compared."""
    first: dict[str, int] = {}
    out: list[Misreading] = []
    reported: set[tuple[int, int]] = set()  # (first chunk, again): looked up, not searched for (linear time)
    lead = True
    last = (-2, -2)
    for n, text in enumerate(sent):
        kind = kinds[n] if n < len(kinds) else "paragraph"
        lead = lead and kind != "heading"
        if kind in ("title", "cue") or (n < len(math) and math[n]):
            continue
        for sentence in _SENTENCE.split(text):
            key = _WORDS_OF.sub("", _fold(sentence))
            if not _long_enough(key) or first.get(key, n) == n:
                if lead and _long_enough(key):
                    first.setdefault(key, n)
                continue
            if (first[key], n) not in reported and (first[key] - 1, n - 1) != last:
                out.append(Misreading(first[key], "said twice", " ".join(sentence.split())[:80], "", n))
                reported.add((first[key], n))
            last = (first[key], n)  # a run of paragraphs said again is one passage: one finding
    return out


def _long_enough(key: str) -> bool:
    cjk = 0 if key.isascii() else sum(1 for ch in key if ord(ch) >= 0x2E80)  # (every sentence is asked, twice)
    return cjk >= 16 or (cjk == 0 and len(key) >= 40) or (0 < cjk < 16 and len(key) >= 40)


# Struck-out text as Markdown and HTML write it (GFM `~~…~~`, `<del>`, `<s>`, `<strike>`).
_STRUCK = LazyPattern(r"(?<!~)~~(?!~)(?P<md>[^~\n]+?)~~|<(?P<tag>del|s|strike)\b[^>]*>(?P<html>.*?)</(?P=tag)>", re.I)
_MARKUP = LazyPattern(r"[*_`]+|<[^>]+>")


def struck_dropped(spans: Iterable[tuple[str, str, Sequence[str]]]) -> list[Misreading]:
    """Struck-out text left out: over each chunk's (source lines, what is sent, its account's records: what named
    rules left out and what its cues stand for), a struck passage of a block that none of the block's chunks sends
    and no record names. The s16 ruling reads struck-out text as screen readers do ("~~先日~~ 2年前" sent
    "先日2年前"): the listener must hear what the page shows crossed out, so its loss is the misreading, not its
    saying. The chunks of one block (consecutive chunks on one source) are judged together, at the block's first."""
    out: list[Misreading] = []
    blocks: list[tuple[int, str, list[str], list[str]]] = []  # (first chunk, source, what is sent, records)
    for n, (source, sent, records) in enumerate(spans):
        if blocks and blocks[-1][1] == source:
            blocks[-1][2].append(sent)
            blocks[-1][3].extend(records)
        else:
            blocks.append((n, source, [sent], list(records)))
    for first, source, sends, notes in blocks:
        sites = _struck_passages(source)
        if not sites:
            continue
        said = _WORDS_OF.sub("", _fold(" ".join(sends)))
        noted = _WORDS_OF.sub("", _fold(" ".join(notes)))
        for written, struck, _ in sites:
            if struck not in said and struck not in noted:
                out.append(Misreading(first, "struck out, never said", written, struck))
    return out


_MOST_STRUCK = 64  # struck passages judged per block: a block of thousands is judged on its first (linear time)


def _struck_passages(source: str) -> list[tuple[str, str, int]]:
    """A block's struck passages (as written, as words, how often the block shows those words unstruck), at most
    `_MOST_STRUCK` of them, so that the work per chunk is bounded however many a block holds."""
    if "~~" not in source and "<" not in source:
        return []
    sites = []
    for site in _STRUCK.finditer(source):
        struck = _WORDS_OF.sub("", _fold(_MARKUP.sub("", site.group("md") or site.group("html") or "")))
        if struck:
            sites.append((" ".join(site.group(0).split())[:80], struck))
            if len(sites) == _MOST_STRUCK:
                break
    if not sites:
        return []
    plain = _WORDS_OF.sub("", _fold(_MARKUP.sub("", _STRUCK.sub(" ", source))))
    return [(written, struck, plain.count(struck)) for written, struck in sites]


def signs_dropped(spans: Iterable[tuple[str, str, str]]) -> list[Misreading]:
    """Signs used as words that the transcript dropped as well as the voice: over each chunk's (source lines, what
    it shows, what is sent), a sign of the source a particle attaches to ("🧑が僕の発言で") that neither the shown
    words nor the sent ones hold, where the sent words go straight from the words before it to the particle. (A
    sign the chunk still shows is the `misreadings` judge's.)"""
    out: list[Misreading] = []
    sites: dict[str, _Sites] = {}  # (the chunks of one block share its source: normalised and scanned once)
    for n, (source, shown, sent) in enumerate(spans):
        if not source:
            continue
        if source not in sites:
            sites[source] = _Sites(source)
        block = sites[source]
        if not block.signs:
            continue
        spoken = unicodedata.normalize("NFKC", sent).lower()
        shown = unicodedata.normalize("NFKC", shown)
        for at in block.heard_in(_COMPACT.sub("", spoken)):
            sign, around = block.signs[at], block.around[at]
            if sign not in shown and sign not in spoken:
                out.append(Misreading(n, "said as nothing", around, ""))
    return out


class _Sites:
    """The signs of one block's source a particle attaches to, each with the words either side of it (the last four
    characters before it on its line, the first four after it, blanks aside, lower case: what `_dropped_between`
    looks for in what is sent), indexed by those words: a chunk's sent text is scanned once, not once per sign."""

    def __init__(self, source: str) -> None:
        self.signs: list[str] = []
        self.around: list[str] = []
        self.keys: dict[str, list[int]] = {}  # tail + head
        self.heads: dict[str, list[int]] = {}  # head alone (the sign opens its line): what is sent must open with it
        self.lengths: list[int] = []
        self.head_lengths: list[int] = []
        if _PLAIN_SOURCE.match(source) is not None:
            return
        written = unicodedata.normalize("NFKC", source)
        for site in _SOURCE_SIGNS.finditer(written):
            sign = site.group("arrow") or site.group("wave")
            if not sign:
                continue
            line = written.rfind("\n", 0, site.start()) + 1
            tail = _compact_end(written, line, site.start()).lower()
            head = _compact_start(written, site.end()).lower()
            if not head:
                continue
            (self.keys.setdefault(tail + head, []) if tail else self.heads.setdefault(head, [])).append(len(self.signs))
            self.signs.append(sign)
            self.around.append(_around(written, site.start(), site.end()))
        self.lengths = sorted({len(key) for key in self.keys})
        self.head_lengths = sorted({len(head) for head in self.heads})

    def heard_in(self, said: str) -> list[int]:
        """The signs (in the source's order) whose words either side `said` holds with nothing between them."""
        found = [at for k in self.head_lengths for at in self.heads.get(said[:k], ())]
        for width in self.lengths:
            seen = {said[i : i + width] for i in range(len(said) - width + 1)}
            found += [at for key in seen for at in self.keys.get(key, ())]
        return sorted(set(found))


def _compact_end(text: str, start: int, stop: int) -> str:
    """The last four characters of `text[start:stop]`, blanks aside (read from a window that widens as needed)."""
    width = 32
    while True:
        low = max(start, stop - width)
        compact = _COMPACT.sub("", text[low:stop])
        if len(compact) >= 4 or low == start:
            return compact[-4:]
        width *= 4


def _compact_start(text: str, start: int) -> str:
    """The first four characters of `text[start:]`, blanks aside."""
    width = 32
    while True:
        compact = _COMPACT.sub("", text[start : start + width])
        if len(compact) >= 4 or start + width >= len(text):
            return compact[:4]
        width *= 4


_PLAIN_SOURCE = LazyPattern(rf"^[^{_SIGNS}~〜～]*$")
# In the source: a sign a particle attaches to, and a wave between two operands ("1km〜数km", "数ppm〜数十ppm",
# "3~5"), which says "to" (two waves, "~~", strike text out: an operand is a letter, digit or bracket).
_SOURCE_SIGNS = LazyPattern(rf"{_WORDLIKE.pattern}|{_L}(?P<wave>[~〜～]){_R}")


# An ordered list item's number as the source writes it, and as a chunk says it ("1、", "1.", "1)").
_ITEM_NUMBER = LazyPattern(r"^\s{0,12}(\d{1,9})[.)]\s")
_SAID_NUMBER = LazyPattern(r"^\s*(\d{1,9})\s?[、.．)）:]")


def numbers_shifted(spans: Iterable[tuple[str, str, str]]) -> list[Misreading]:
    """Lists said from 1 where the page starts them at another number ("0. 確認…" said "1、確認…"): over each chunk's
    (source lines, kind, what is sent), a list item the chunk says as number 1 whose source line writes another.
    (Later items are numbered by the renderer from the first, whatever they write: only a "1" said is judged.)"""
    out: list[Misreading] = []
    for n, (source, kind, sent) in enumerate(spans):
        if kind != "list_item" or not source:
            continue
        said, written = _SAID_NUMBER.match(sent), _ITEM_NUMBER.match(source)
        if said and written and said.group(1) == "1" and int(written.group(1)) != 1:
            out.append(Misreading(n, "numbered other than the page", source.split("\n")[0].strip()[:60], said.group(0)))
    return out


# A Markdown heading whose text is only signs (a dialogue's speaker "## 🧑", "## ★"): no letter, digit or CJK word.
_SIGN_HEADING = LazyPattern(r"^ {0,3}#{1,6}[ \t]+(?P<text>[^\w\n]*[^\w\s#][^\w\n]*?)[ \t#]*$", re.M)


_FENCED = LazyPattern(r"^ {0,3}(`{3,}|~{3,}).*?^ {0,3}\1", re.M | re.S)  # a code block's lines are not headings


def headings_silent(spans: Iterable[tuple[str, str]]) -> list[Misreading]:
    """Headings made only of signs that the listener never hears (a dialogue's "## 🧑" / "## 🤖": who speaks is
    lost): over each chunk's (source lines, what is sent), a heading line of signs none of which is sent. One
    finding for the article, at the first such heading's chunk, with how many there are."""
    silent: list[tuple[int, str]] = []
    headings: dict[str, list[tuple[str, list[str]]]] = {}  # (the chunks of one block share its source: read once)
    for n, (source, sent) in enumerate(spans):
        if source not in headings:
            headings[source] = _sign_headings(source) if "#" in source else []
        for heading, signs in headings[source]:
            if not any(sign in sent for sign in signs):
                silent.append((n, heading))
    if not silent:
        return []
    more = f" and {len(silent) - 1} more" if len(silent) > 1 else ""
    return [Misreading(silent[0][0], "heading said as nothing", silent[0][1] + more, "")]


def _sign_headings(source: str) -> list[tuple[str, list[str]]]:
    """The headings of signs in `source` (code blocks aside), each as written (stripped) with its signs."""
    out = []
    for heading in _SIGN_HEADING.finditer(_FENCED.sub("", source)):
        signs = [ch for ch in heading.group("text") if not ch.isspace() and ch not in "\ufe0f\u200d"]
        if signs:
            out.append((heading.group(0).strip(), signs))
    return out


# The signs of inline code a listener needs to hear (or hear named): brackets, braces, the @ of an annotation, the _ of
# a name, a path's slashes, an assignment's =, a pipe, a tilde, a caret, an ampersand, a percent, a plus, a hash.
_CODE_SIGN_CHARS = "[]{}<>@_\\/=|~^&%+#"


def code_in_part(code: Sequence[str], sent: str, lang: str, shown: str = "") -> list[tuple[str, str]]:
    """(the sign, the code it is in) for each sign of a block's inline code that what its chunks send neither holds nor
    names as often as the code has it: `time.perf_counter_ns()` sent "time.perf counter ns()", `@SpringBootTest` sent
    "SpringBootTest", `obj[name]` sent "obj name". An operator said by its word counts as said (`===` "strictly
    equals", `/` "slash"); an address (`https://…`) is said by its domain and a tag written alone (`<img>`) by its name:
    they are left alone. `shown`: the block's transcript (a Korean "=" said by a topic particle is one it lacks)."""
    looked = {
        span: _SAID_BY_NAME.sub(" ", span[prompt_length(span) :])  # (a shell's prompt, `>npm i`, is no sign said)
        for span in code
        if span.strip() and not _ADDRESS.match(span.strip())
    }
    text = " ".join(looked.values())
    if not text or not any(sign in text for sign in _CODE_SIGN_CHARS):
        return []
    folded = _NOT_SAID.sub("", _fold(sent))
    text, folded = _generics_said(text, folded, lang)
    # A dunder's `__` is one sign word ("double underscore"). (An underscore inside a name, `perf_counter_ns`, and a
    # path's slash, `test/fixtures`, `node:fs/promises`, are looked for: the s5 dev readers, twice, heard them lost.)
    text = text.replace("__", "_")
    for key, word in sorted(_code_operators(lang), key=lambda kv: -len(kv[0])):
        said = folded.count(word) if word else 0
        if said and key in text:
            text = text.replace(key, " ", said)
            folded = folded.replace(word, "", said)
    topics = max(0, ko_equals_said(sent) - ko_equals_said(shown)) if lang == "ko" and "=" in text else 0
    out = []
    for sign in _CODE_SIGN_CHARS:
        written = text.count(sign)
        said = sent.count(sign) + sum(folded.count(name) for name in _code_names(sign, lang))
        if written and said + (topics if sign == "=" else 0) < written:
            span = next((c for c, kept in looked.items() if sign in kept), "")
            out.append((sign, span[:60]))
    return out


# The Korean reader's "=" ({topic}: "x[i]는 x[j] 곱하기 2", "y는 x 더하기 …"): the topic particle on what the voice says
# for an operand — a Latin letter, a digit, a bracket or a quote's closing, or the name of a closing bracket
# ("닫는 대괄호 는") — where Korean prose puts it on a Korean word.
_KO_TOPIC = LazyPattern(r"(?:[A-Za-z0-9)\]}'\"]|괄호|꺾쇠)\s?[은는](?![\uac00-\ud7a3])")


def ko_equals_said(text: str) -> int:
    """How many "=" the Korean reader said in `text` by a topic particle on the operand before it (operators'
    `{topic}`): a judge that looks for "=" by its name or its sign counts these too."""
    return len(_KO_TOPIC.findall(text))


def _generics_said(text: str, folded: str, lang: str) -> tuple[str, str]:
    """`text` without the brackets of each type's arguments and of each array type the chunks say by the code
    reader's word for them (`List<String>` "List of String", "vector 제네릭 int", `number[]` "number 配列型": the
    name, then the word), and `folded` without the words so counted."""
    if "<" not in text and "[]" not in text:
        return text, folded
    chars = list(text)
    found = [o for o in find_operators(text, code=True) if o.role in ("generic", "generic_close", "array")]
    for at, opener in enumerate(found):
        if opener.role == "generic_close":
            continue
        name = re.search(r"[^\W_]+$", text[: opener.start])
        heard = [f"{_fold(name.group(0))}{word}" for word in _type_words(lang, opener.role)] if name else []
        said = next((one for one in heard if one in folded), "")
        if not said:
            continue
        folded = folded.replace(said, "", 1)
        close = next((o for o in found[at + 1 :] if o.role == "generic_close" and chars[o.start] == ">"), None)
        ends = range(opener.start, opener.end) if opener.role == "array" else [opener.start]
        for end in [*ends, *([close.start] if close is not None and opener.role == "generic" else [])]:
            chars[end] = " "
    return "".join(chars), folded


@lru_cache(maxsize=16)
def _type_words(lang: str, role: str) -> tuple[str, ...]:
    """The code reader's words for a type's arguments (`role` "generic") or an array type ("array"), folded."""
    words = {_NOT_SAID.sub("", _fold((operator_words(one) or {}).get(role, ""))) for one in (lang, "en")}
    return tuple(sorted(words - {""}))


_ADDRESS = LazyPattern(r"^(?:[a-z][a-z0-9+.-]{1,15}://|www\.)\S+$", re.I)
# What a listener knows by its name alone: an HTML tag written alone (`<img>`, `</li>`, `<br/>`, `<br />`: "img",
# "br"), and one with attributes whose values are words (`<input type="month">`, `<link rel="stylesheet">`: the reader
# says its name and their words, docs/reading.md); its brackets, `=`, quotes and a self-closing tag's slash are not
# looked for (s11 held-out ttskch 7c83a6b56f025e and surma: 14 such findings, none logged by three readers). (A scoped
# package's `@` and `/` are: `@babel/cli` heard "babel cli" is a name said in part.)
_SAID_BY_NAME = LazyPattern(
    r"^\s*</?[A-Za-z][\w-]{0,30}(?:\s+[A-Za-z][\w:-]{0,30}(?:=(?:\"[\w -]{0,60}\"|'[\w -]{0,60}'|[\w-]{1,30}))?){0,8}"
    r"\s?/?>\s*$"
)


@lru_cache(maxsize=16)
def _code_operators(lang: str) -> tuple[tuple[str, str], ...]:
    """The operators of code (signs only) with their words in `lang` and in English, as a voice is sent them."""
    pairs = set()
    for language in {lang, "en"}:
        for key, word in (operator_words(language) or {}).items():
            if key and not re.search(r"[\w\s]", key):
                pairs.add((key, _NOT_SAID.sub("", _fold(word))))
    return tuple(pairs)
