"""The symbol account: for every piece of an article, what of its source was said, what a cue stands for,
what a named rule left out, and what vanished without one.

A symbol is what carries meaning to a listener (:func:`symbols`): a word or a number, one Han or kana
character, an operator (`=`, `<`, `+=`, `*`, `^`, `~`, `%`, `&&`, `||`, a minus before a number, a slash
between numbers or words), empty brackets (`string[]`), a sign that can stand for a word (an arrow that points,
an emoji). Punctuation, spaces and Markdown's own marks are not.

The account is kept in two steps, each comparing what went in with what came out:

* Source → what a block says (:func:`source_account`, kept by text.prose's walk): the symbols of a
  block's source (the Markdown of a paragraph, the text of an HTML block) against the symbols of the
  words the block holds, plus what each rule declared it left out (:func:`omit`: a link's target, a
  picture, a footnote mark, a URL past its domain) or put a cue in place of (:func:`cue`: code, a
  table). What is left over is *lost*: a symbol no rule accounts for.
* What a block says → what the voice is sent (:func:`spoken_account`, kept per sentence by
  text.script): the two sequences of symbols aligned (difflib); a symbol replaced by words ("==" by
  "equals", "K8s" by "Kubernetes") was said; one deleted with nothing in its place, and no rule that
  declared it, is lost. A formula is one unit there, said whole or cued (:func:`formula`).

Rules declare while they run, into the ledger of the piece being read (:func:`keeping`); where no ledger
is kept, a declaration is one context-variable lookup and nothing else.

A rule that leaves text out may also say beforehand what it may leave out (:func:`declare`: a test over
the text and the characters around it). The account does not take such a rule's word for each removal:
one outside its declaration (a "flourish" wave that stood between two operands, an MDX expression that
was no comment) is not counted as left out by a rule, so its symbols are lost, a hole the program itself
reports, with the rule named (:attr:`Ledger.outside`).
"""

from __future__ import annotations

import functools
import html
import re
import unicodedata
from bisect import bisect_left, bisect_right
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from contextvars import ContextVar
from dataclasses import dataclass, field, fields
from difflib import SequenceMatcher
from itertools import accumulate
from urllib.parse import unquote

from narrate.patterns import LazyPattern

__all__ = [
    "CODE_PAUSES",
    "COMBINING_MARKS",
    "FORMULA",
    "BlockAccount",
    "ChunkAccount",
    "Declared",
    "Formula",
    "Ledger",
    "LedgerMark",
    "Lost",
    "SentenceAccount",
    "chunk_account",
    "code_symbols",
    "cue",
    "declare",
    "declared",
    "formula",
    "joins_a_name",
    "keeping",
    "ledger_now",
    "omit",
    "replay",
    "reworded",
    "seen",
    "since",
    "source_account",
    "source_account_later",
    "spoken_account",
    "symbols",
    "written",
    "Written",
]

_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
# One Han or kana character; a Hangul word; a run of letters and digits in any other script
# (Latin…); a run of operator characters (judged by _operator); empty brackets after a name
# (`string[]`); a backslash the page shows (`\\u00FF`: an escape Markdown took is no longer there).
_HANGUL = "\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f"
# A sign that can stand for a word (an arrow that points, an emoji: text.signs) is one symbol: dropped, it is
# declared as a decoration or lost.
_SIGNS = "←↑↓⇐⇑⇓⟵\U0001f000-\U0001faff\u2600-\u27bf\u2b00-\u2bff\u2300-\u23ff"
_SYMBOL = LazyPattern(
    rf"[{_CJK}]|[{_HANGUL}]+|[^\W_{_CJK}{_HANGUL}]+|[=<>+*/^~%|&!\-]+|(?<=[\w>)])\[\](?!\()|[{_SIGNS}]|\\(?=[0-9A-Za-z{{])"
)
# The same, stars apart from the operator characters they touch ("**/pages/…**": emphasis marks,
# then a path's slash judged by its own place), for counting.
_SYMBOL_APART = LazyPattern(
    rf"[{_CJK}]|[{_HANGUL}]+|[^\W_{_CJK}{_HANGUL}]+|\*+|[=<>+/^~%|&!\-]+|(?<=[\w>)])\[\](?!\()|[{_SIGNS}]|\\(?=[0-9A-Za-z{{])"
)
# What NFKC leaves as another character than the one a writer means by it.
_SAME = str.maketrans(
    {"×": "*", "÷": "/", "−": "-", "–": "-", "→": "->", "⇒": "=>", "≠": "!=", "≤": "<=", "≥": ">=", "∗": "*"}
)


def _operator(run: str, text: str, start: int, end: int) -> bool:
    """Whether an operator run carries meaning where it stands (else it is punctuation or a mark)."""
    if run in ("-", "/"):
        # A minus before a number ("-5", "150 - 50") and a slash between numbers or spaced operands
        # ("1/2", "a / b") or joining two words ("on/off": said, or left out by a rule that declares why, as a
        # path's separators are); a hyphen in a word, a dash between clauses are not.
        before = _next_visible(text, start - 1, -1)
        after = _next_visible(text, end, 1)
        if run == "-":
            return after.isdigit() and (not before or before.isdigit() or before in "([=<>+*/^,:")
        spaced = text[start - 1 : start].isspace() and text[end : end + 1].isspace()
        # (unspaced between two words, "float16/bfloat16", "鍵/証明書": said, or left out by a rule that says why)
        joining = text[start - 1 : start].isalnum() and text[end : end + 1].isalnum()
        return (before.isdigit() and after.isdigit()) or (spaced and before.isalnum() and after.isalnum()) or joining
    if set(run) == {"-"}:
        return False  # "--", "---": a dash
    if run in ("|", "&") or ("!" in run and "=" not in run):
        return False  # a lone bar or ampersand, "!" and "!!": punctuation
    return True


def _next_visible(text: str, at: int, step: int) -> str:
    """The first character from `at` on (backwards with step -1) that is not a space; "" at an end. Walked,
    not sliced: a slice of the text around each operator made a paragraph of many quadratic."""
    while 0 <= at < len(text) and text[at].isspace():
        at += step
    return text[at] if 0 <= at < len(text) else ""


_OPERATOR_CHARS = LazyPattern(r"[=<>+*/^~%|&!\-]")
# Characters nobody hears and text.tidy takes out before reading (zero-width, bidi marks, soft hyphen, BOM):
# "zero\u200bwidth" is the one word a listener hears.
_INVISIBLE = dict.fromkeys(
    [0xAD, 0x180E, *range(0x200B, 0x2010), *range(0x202A, 0x202F), *range(0x2060, 0x2070), 0xFEFF]
)
_HANGUL_RUN = LazyPattern(f"[{_HANGUL}]")


def _readable(text: str) -> str:
    """`text` as the account reads its symbols: compatibility forms folded ("ｘ＝１" is "x=1"), case folded."""
    if not text.isascii():
        text = unicodedata.normalize("NFKC", text.translate(_INVISIBLE)).translate(_SAME)
    return text.casefold()


_OPERATOR_RUN = LazyPattern(r"[=<>+*/^~%|&!\-]+")  # the runs _SYMBOL's operator alternative matches
_OPERATOR_RUN_APART = LazyPattern(r"\*+|[=<>+/^~%|&!\-]+")  # and _SYMBOL_APART's


def symbols(text: str, *, one_by_one: bool = False, judged: bool = True, syllables: bool = False) -> list[str]:
    """The symbols of `text` that carry meaning, in order, as the account compares them (case-folded).

    `one_by_one`: each operator character apart (`</` is `<` and `/`), for counting rather than aligning.
    `judged=False`: every operator character counts wherever it stands (what a rule declares it left out).
    `syllables`: each Hangul syllable apart, for counting a block whose markup splits a word the reader
    joins (`[링크](…)에서` is said "링크에서")."""
    text = _readable(text)
    found: list[str] = (_SYMBOL_APART if one_by_one else _SYMBOL).findall(text)
    if syllables and _HANGUL_RUN.search(text):
        found = _syllables(found)
    if not _OPERATOR_CHARS.search(text):
        return found  # (most text: no operator to judge)
    if not judged:
        return [ch for symbol in found for ch in (symbol if symbol[0] in _OPERATOR_FIRST else (symbol,))]
    runs = [m for m in (_OPERATOR_RUN_APART if one_by_one else _OPERATOR_RUN).finditer(text)]
    verdicts = [_operator(m.group(0), text, m.start(), m.end()) for m in runs]
    if all(verdicts) and not (one_by_one and any(len(m.group(0)) > 1 for m in runs)):
        return found
    kept = iter(verdicts)
    out: list[str] = []
    for symbol in found:
        if symbol[0] not in _OPERATOR_FIRST:
            out.append(symbol)
        elif next(kept):
            if one_by_one:
                out.extend(symbol)
            else:
                out.append(symbol)
    return out


def _syllables(found: list[str]) -> list[str]:
    """`found` with each Hangul word split into its syllables."""
    return [ch for symbol in found for ch in (symbol if _HANGUL_RUN.match(symbol) else (symbol,))]


_OPERATOR_FIRST = frozenset("=<>+*/^~%|&!-")


def _flat(text: str) -> str:
    """`text` without white space, case folded: two texts the same this way say the same symbols."""
    return "".join(text.split()).casefold()  # (str.split's white space is `\s`'s)


def _judged(text: str, *, one_by_one: bool = False) -> list[tuple[str, int]]:
    """The symbols of readable `text` with where each starts, operators judged by where they stand."""
    out: list[tuple[str, int]] = []
    for found in _SYMBOL.finditer(text):
        symbol = found.group(0)
        if symbol[0] in "=<>+*/^~%|&!-":
            if not _operator(symbol, text, found.start(), found.end()):
                continue
            if one_by_one:
                out.extend((ch, found.start() + n) for n, ch in enumerate(symbol))
                continue
        out.append((symbol, found.start()))
    return out


# In inline code every visible character is a symbol: a word or a number, a run of operator characters, and each
# other sign apart (a bracket, a brace, a quote, an underscore, a backslash, `#`, `$`, `@`, `?`, `:`…); a run of dots
# (`0..n`) and an empty pair (`[]`, `()`, `{}`) are one symbol each. A comma, a semicolon, and a colon or a dot before
# a space or at the end are the code's pauses (the voice is sent them as they are). Three characters are part of a name where they join
# two of its characters (the voice reads the name with them, or as its words): a dot (`obj.name`, `[].slice`,
# `3.14`), a hyphen (`utf-8`) and an underscore (`max_length`).
# The code's pauses, as written (a comma, a semicolon, CJK's pauses `、。：！？`: `名前、住所`, `設定：表示`), and the
# combining marks a letter left decomposed carries (`e\u0301`: part of its letter, no sign).
CODE_PAUSES = ",;，；、。：！？"
COMBINING_MARKS = "\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\u3099\u309a\ufe20-\ufe2f"
# (NFKC makes `：！？` ASCII signs: they are taken as pauses before it)
_FULL_WIDTH_PAUSES = str.maketrans(dict.fromkeys("：！？", "，"))
_CODE_SYMBOL = LazyPattern(
    rf"[{_CJK}]|[{_HANGUL}]+|[^\W_{_CJK}{_HANGUL}]+|[=<>+*/^~%|&!\-]+|\.{{2,}}<?|\(\)|\[\]|\{{\}}"
    rf"|[^\w\s{CODE_PAUSES}{COMBINING_MARKS}]|_"
)
_NAME_JOINERS = frozenset(".-")


def code_symbols(text: str) -> list[str]:
    """The symbols of inline code `text`, in order (case-folded): every visible character counts (a sign is
    said by its word or the span by its cue), but the dot, hyphen or underscore inside a name."""
    text = _readable(text.translate(_FULL_WIDTH_PAUSES) if not text.isascii() else text)
    out: list[str] = []
    for found in _CODE_SYMBOL.finditer(text):
        symbol, start, end = found.group(0), found.start(), found.end()
        if symbol in _NAME_JOINERS and joins_a_name(text, start, end):
            continue
        if symbol in ":." and not text[end : end + 1].strip():
            continue  # a key's or a label's colon before a space (`contents: read`, `if x:`), a closing period
        out.append(symbol)
    return out


def joins_a_name(text: str, start: int, end: int) -> bool:
    """Whether the character at `start` joins two parts of one name (`obj.name`, `utf-8`, `max_length`,
    `[].slice`, `f().x`: a dot after a closing bracket opens a member)."""
    before, after = text[start - 1 : start], text[end : end + 1]
    if not after or not (after.isalnum() or (text[start] == "." and after in "_$")):
        return False
    return before.isalnum() or (text[start] == "." and bool(before) and before in "_)]}$")


# Emphasis marks inside a word ("*J*avaScript", "탐색**하는"): the parser takes them, and the word is
# one. Emphasis marks inside a word, or between a word and a hyphen that joins it to another
# ("*meta*-optimization").
_IN_WORD_MARKS = LazyPattern(r"(?<=[^\W\d_])[*_~]+(?=[^\W\d_]|-[^\W\d_])|(?<=[^\W_]-)[*_~]+(?=[^\W\d_])")
_ESCAPE = LazyPattern(r"\\([!-/:-@\[-`{-~])")  # CommonMark's escapable characters
# Stars between lone operands, `2*3*4`, `a*b*c`: CommonMark pairs them as emphasis, the reader takes them for the
# products they are (text.markdown_rules' products, from the tokens) and says them; not marks inside a word.
_OPERAND = r"(?:\d{1,12}(?:\.\d{1,12})?|[A-Za-z]|\([^()\n]{1,60}\))"
_PRODUCT = LazyPattern(rf"(?<![\w.*]){_OPERAND}(?:\*{_OPERAND}){{2,}}(?![\w*])")


@dataclass(frozen=True)
class Formula:
    """A formula as the math reader took it: its TeX, what was said (None: its cue), what it did not read."""

    tex: str
    said: str | None
    unread: tuple[str, ...] = ()

    @property
    def in_part(self) -> bool:
        """Said, though part of it was not read: wrong math, never to be sent."""
        return self.said is not None and bool(self.unread)


@dataclass
class Ledger:
    """What the rules declared while one piece was read."""

    omitted: list[tuple[str, str]] = field(default_factory=list)  # (rule, text)
    cued: list[tuple[str, str]] = field(default_factory=list)  # (cue kind, text)
    formulas: list[Formula] = field(default_factory=list)
    source: list[str] = field(default_factory=list)  # the source text a reader saw, where it is not the token's
    reworded: list[tuple[str, str]] = field(default_factory=list)  # (rule, text said in other words and order)
    outside: list[tuple[str, str]] = field(default_factory=list)  # (rule, text it left out beyond its declaration)


_LEDGER: ContextVar[Ledger | None] = ContextVar("narrate_account_ledger", default=None)


class _Keeping:
    """The context of :func:`keeping` (a class, not a generator: it is entered once per sentence and per block,
    and a generator's context manager cost several times its work)."""

    __slots__ = ("_token",)

    def __enter__(self) -> Ledger:
        ledger = Ledger()
        self._token = _LEDGER.set(ledger)
        return ledger

    def __exit__(self, *exc: object) -> None:
        _LEDGER.reset(self._token)


def keeping() -> _Keeping:
    """A fresh ledger for what runs inside (the declarations of one block or one sentence)."""
    return _Keeping()


# A ledger's lists, each only ever appended to while a piece is read: what one call declared is what it appended.
_LISTS = ("omitted", "cued", "formulas", "source", "reworded", "outside")
assert _LISTS == tuple(f.name for f in fields(Ledger))  # (ledger_now measures them in this order)

# Where a ledger stood: the ledger kept and the length of each of its lists.
LedgerMark = tuple[Ledger, tuple[int, ...]]
# What was declared since a mark: each list that grew, with what was appended to it.
Declared = tuple[tuple[str, tuple[object, ...]], ...]


def ledger_now() -> LedgerMark | None:
    """The ledger kept now and where it stands (None where none is kept): what :func:`since` measures from."""
    ledger = _LEDGER.get()
    if ledger is None:
        return None
    return ledger, (
        len(ledger.omitted),
        len(ledger.cued),
        len(ledger.formulas),
        len(ledger.source),
        len(ledger.reworded),
        len(ledger.outside),
    )


def since(mark: LedgerMark) -> Declared:
    """What the rules declared into `mark`'s ledger after it (a memo of a reading keeps it, to :func:`replay` it)."""
    ledger, sizes = mark
    now = ledger_now()
    if now is not None and now[0] is ledger and now[1] == sizes:
        return ()  # (most readings declare nothing)
    grown = ((name, getattr(ledger, name), size) for name, size in zip(_LISTS, sizes, strict=True))
    return tuple((name, tuple(kept[size:])) for name, kept, size in grown if len(kept) > size)


def replay(declared: Declared) -> None:
    """Declare again, into the ledger kept now, what :func:`since` kept: a reading remembered is accounted for as
    the reading itself was."""
    ledger = _LEDGER.get()
    if ledger is not None:
        for name, added in declared:
            getattr(ledger, name).extend(added)


# What a rule may leave out: (the text, up to a few characters before it, after it) → whether it may.
_DECLARED: dict[str, Callable[[str, str, str], bool]] = {}


def declare(rule: str, may: Callable[[str, str, str], bool]) -> str:
    """Rule `rule` may leave out only a text for which `may(text, before, after)` holds (`before`, `after`:
    the characters around it where it stood); returns the rule's name, for its :func:`omit` calls."""
    _DECLARED[rule] = may
    return rule


# An HTML tag by CommonMark's grammar (its name may have been said and taken out), a comment, a declaration, an
# instruction; its attributes' names also as a Vue template writes them (`@click`, `#default`, `v-bind:[key]`: a
# VuePress or VitePress page is a Vue template, the tag an element the page shows as one — the reader takes it out,
# and its account counted 5 false holes in `<button @click="go">`, s9 early review #7).
_HTML_TAG = (
    r"<(?:/?(?:[A-Za-z][\w:-]*)?(?:\s+[A-Za-z_:@#][\w.:@-]*(?:\[[\w.]{1,40}\])?(?:\s*=\s*(?:[^\s\"'=<>`]+|'[^']*'|\"[^\"]*\"))?)*\s*/?"
    r"|!--.*?--|![A-Za-z][^>]*|\?.*?\?)>"
)

# What each rule that leaves text out may leave out, where the rule did not declare it with a test of its own
# (:func:`declare`): the whole text it left out must match. A mark's rule may leave out only its marks, an id's
# only the id; a rule that leaves out a construct the page shows as something else (a picture, a component, a
# link's target, front matter) may leave out the construct whole, and says so here. A rule named in no
# declaration is an error of the program (tests/text/test_symbol_account.py reads every rule's name in the source).
_SHAPES: dict[str, LazyPattern] = {
    rule: LazyPattern(pattern, re.S)
    for rule, pattern in {
        "emphasis marks": r"[*_~=+^\s]{1,12}",
        "emphasis left over": r"[*_~\s]{1,12}",
        "bold marks an export escaped": r"[*\\]{1,4}",
        # (a labelled mark `[^x]`, or an inline note's `^[…]` whose words are said in its place)
        "footnote mark the sentence points at, said as its note": r"\s*(?:\[\^[^\]\s]{1,200}\]|\^\[.{1,400}\])\s*",
        "highlight marks": r"[=\s]{1,12}",
        "heading marks left as text": r"[#\s]{1,12}",
        "autolink marks": r"[<>\s]{1,4}",
        "angle brackets around a title": r"<>",
        "angle brackets around a name": r"<>",
        "footnote mark": r"\s*\[?\^?(?:[\w.\-*†‡§]{1,60}(?:\s*[,–-]\s*[\w.\-]{1,20}){0,8})?\s*\]?\s*",
        "heading id": r"\s*(?:\[#[\w-]{1,200}\]|\(#[\w-]{1,200}\)|\{[#:.][^{}]{0,300}\})\s*",
        "attribute list": r"\s*\]?\{[^{}]{0,2000}\}\s*",
        "bracketed span marks": r"\[",
        "list marker on a continued line": r"[*+-][ \t]",
        # remark-directive's / MDC's `:name[`, `]{attributes}`, or `:name{attributes}` whole (text.dialects)
        "directive marks": r"(?::[A-Za-z][\w-]{0,40}\[?|\])?(?:\{[^{}]{0,1000}\})?",
        "superscript marks": r"\^",
        "an ordinal's letters joined to its number": r"\d{0,10} [A-Za-z]{1,20}",
        "block identifier": r"\^[A-Za-z0-9-]{1,60}",
        "critic marks": r"[{}+\-~>=<\s]{0,4}",
        "key marks": r"\+\+[^\s]{1,400}\+\+",
        "spoiler marks": r"\|\|",
        "alert marker": r"\s*\[![A-Za-z]{1,20}\][+-]?\s*",
        # (a tag by CommonMark's grammar: a name, then attributes whose names are ASCII; its name may have been said
        # and taken out; a comment, a declaration, an instruction. `<mapGetters 사용>` is no tag: the page shows it)
        "HTML tag": rf"(?:\s*{_HTML_TAG})+\s*",
        # (a tag that is the whole span may be left open, `<input`: text.lexicon._markup_tag)
        "HTML tag in code, said by its name": r"(?:\s*<[^<>]*>)*(?:\s*<[^<>]*>?)\s*",
        "an HTML attribute in code whose value is no words, left out": r"""[\w:@.-]+\s*=\s*(?:"[^"]*"|'[^']*'|\S+)""",
        "presentation markup in code, its content said": r"<[^<>]*>",
        "a path's separators": r"[/~.\s]*",
        "arrow opening or closing a line": r"\s*(?:<->|->|=>|[→⟶⇒➡↔⇔⟷⇆⇄])\s*",
        "arrow before the writer's own 'then'": r"\s*(?:<->|->|=>|[→⟶⇒➡↔⇔⟷⇆⇄])\s*",
        "arrow after a question, pointing at its answer": r"\s*(?:<->|->|=>|[→⟶⇒➡↔⇔⟷⇆⇄])\s*",
        "issue number": r"[\w.\-/]{0,200}#\d{1,7}[:：,，]?[ \t]*",
        "hash past its first four characters": r"[0-9a-fA-F]+",
        "handle that repeats a name": r"\s*[(（]\s*@[A-Za-z0-9_-]{1,39}\s*[)）]",
        "credit closing a changelog line": r"(?:[\s,，、()（）&]|and|by|via|from|cc|@[A-Za-z0-9_-]{1,39})*",
        "address past its domain": r"\S*(?: \S*)?",
        "a scheme's separator after its name": r":/{1,3}",
        "the middle dot inside one foreign name, its parts said as one name": r"[·‧.]",
        "a quote's mark on a line an HTML block took in": r">",
        "angle brackets around an address": r"<>",
        "wave after a clause, said as a pause": r"\s*[~～〜]+\s*",
        "operator silent as ": r"[^\w\s]{1,4}",
        "link card": r"\s*\S+\s*",
        "brackets around a code span said by its cue, which has its own": r"[()（）]{1,2}",
        # (a title's address between the title and its description, by text.tidy)
        "a domain alone on its line, between a title and its description": r"[A-Za-z0-9.-]{1,253}\.[A-Za-z]{2,24}",
        "single letters joined by a slash": r"/",  # "A/B test", "I/O": one name
        "and/or": r"/",
        "a name's version after a slash": r"/",  # "HTTP/2": "HTTP 2"
        "a package's scope, said as a name": r"@ /",  # "@vitejs/plugin-react": "vitejs plugin-react"
        "an option's dashes, sent as written": r"--?",
        "a shell prompt before a command": r"[$>#]",  # `$ jekyll build` (text.lexicon._code_signs)  # `wc -l`, `--system` (text.lexicon._code_signs)
        "a package's @ before its version or tag": r"@",  # "lodash@4.17.21": "lodash version 4.17.21"
        "the quotes of a sign quoted alone": r"""(?:""|'')""",  # `"*"`: the sign the sentence is about
        "one-character words joined by a slash": r"/",  # "读/写": one joined name, "读写"
        "citation": r"\s*\[?[^\[\]]{0,300}@[^\[\]]{0,300}\]?\s*",  # Pandoc's `[see @a, p. 3; @b]`: keys and locators
    }.items()
}
# Rules that leave a construct out whole: what the page shows of it is said by another rule, or nothing is shown.
_WHOLE = frozenset(
    (
        "link target",  # (and its title, shown on hover)
        "wiki link target",
        "picture",  # (its caption, where a reader sees one, is said by its own rule)
        "picture or directive",
        "diagram",  # a ```mermaid fence: the page draws a picture (text.prose)
        "unshown chunk",  # an R Markdown/Quarto chunk whose source the page never shows (text.knitr_chunks)
        "inline R code",  # `` `r expr` `` in a knitted article: the page shows its value, never the code
        "shortcode",
        "shortcode or macro",
        "hover text",  # a site tag's bubble, shown only on hover (text.site_templates: a tooltip's definition)
        "MDX component",
        "MDX comment",
        "Obsidian comment",
        "task box",
        "icon code",  # `:material-check:`: an icon the page draws (text.inline)
        "emoji code",  # `:smile:`: the page shows the emoji (said by text.signs where it stands for a word)
        "MDX import or export",
        "Liquid tag block",
        "abbreviation definition",
        "container fence or attribute list",
        "container kind",
        "front matter",
        "kramdown table of contents",
        "table of contents marker",  # `[TOC]`, `[[toc]]`: the page lists its headings there
        "HackMD tags line",  # `###### tags: `a` `b``: HackMD shows the note's tags there (text.dialects)
        "hashtag tags line",  # `#php #laravel` on a markdown-it-hashtag site: its tag badges (text.dialects)
        "a file the generator includes",  # `--8<-- "glossary.md"` (text.dialects): not read by narrate
        "DocFX div marker",  # `> [!div class="nextstepaction"]`: a styling line; the box's text is said (text.docfx)
        "kramdown comment",
        "template comment",  # `{# … #}` (text.dialects)
        "component marks",  # an MDC component's opening, slot names, props and closing (text.dialects)
        "tab label comment",  # Hexo's `<!-- tab Label -->`: its label said (text.prose)
        "figure caption",  # a `<figcaption>` said by its picture's cue, maybe an album's (text.html_text, text.prose)
        "inline note, said with the notes",  # `^[text]`: its text is a note of its own, read with the notes
        "link reference label",
        "button label",
        "button link",
        "AUTOTITLE, said as the page's name",
        "inline code too dense in signs, said by its cue",  # (text.lexicon._code_signs: said whole or cued)
        "tab group",
        "repeated passage",
        "element",  # `<script>`, `<style>`, an SVG: "<x> element"
    )
)


def declared(rule: str) -> bool:
    """Whether `rule` says what it may leave out (its own test, a shape, or a construct left out whole)."""
    return rule in _DECLARED or _shape(rule) is not None or _whole(rule)


def _shape(rule: str) -> LazyPattern | None:
    shape = _SHAPES.get(rule)
    if shape is None and rule.startswith("operator silent as "):
        shape = _SHAPES["operator silent as "]
    return shape


def _whole(rule: str) -> bool:
    return rule in _WHOLE or (rule.startswith("<") and rule.endswith("> element"))


def omit(rule: str, text: str, before: str = "", after: str = "") -> None:
    """A named rule left `text` out on purpose (a link's target, a picture, a credit's handle); `before` and
    `after` are the characters around it, for a rule that declared what it may leave out (:func:`declare`):
    a removal outside that declaration (or outside the rule's shape) is not the rule's to make, and its symbols
    stay unaccounted for."""
    ledger = _LEDGER.get()
    if ledger is not None and text:
        may = _DECLARED.get(rule)
        shape = _shape(rule) if may is None else None
        if (may is not None and not may(text, before, after)) or (shape is not None and not shape.fullmatch(text)):
            ledger.outside.append((rule, text))
            return
        ledger.omitted.append((rule, text))


def reworded(rule: str, text: str) -> None:
    """A named rule says `text` in other words, in another order ("2024-02-05" as "February 5, 2024")."""
    ledger = _LEDGER.get()
    if ledger is not None and text:
        ledger.reworded.append((rule, text))


def cue(kind: str, text: str) -> None:
    """A cue stands for `text` (code, a table, a formula)."""
    ledger = _LEDGER.get()
    if ledger is not None:
        ledger.cued.append((kind, text))


def formula(tex: str, said: str | None, unread: Iterable[str] = ()) -> None:
    """The math reader said `tex` as `said` (None: its cue was said); `unread`: TeX tokens it did not read."""
    ledger = _LEDGER.get()
    if ledger is not None:
        ledger.formulas.append(Formula(tex, said, tuple(unread)))


def seen(text: str) -> None:
    """A reader saw `text` as the source of the piece at hand (an HTML block's text, not its tags)."""
    ledger = _LEDGER.get()
    if ledger is not None:
        ledger.source.append(text)


@dataclass(frozen=True)
class Lost:
    """A symbol that vanished without a rule: where it stood (the source line) and the words around it."""

    symbol: str
    line: int
    context: str
    rule: str = ""  # the rule that left it out beyond what it declared it may (account.declare), if one did


class BlockAccount:
    """A block's source against what the block says: its lines (first and last), what named rules left out,
    what cues stand for, and what was lost.

    What was lost is worked out when it is first asked for (:meth:`later`): the walk gives every block its
    account, but only what reads the account (a build's count of holes, `narrate script --json`, `narrate check`)
    needs the comparison of symbols; `narrate script` and the audio never ask for it. It is a pure function of
    what the walk saw, so working it out later gives what working it out at once gave."""

    __slots__ = ("line", "end", "omitted", "cued", "_lost")

    def __init__(
        self,
        line: int,
        end: int = 0,
        omitted: tuple[tuple[str, str], ...] = (),
        cued: tuple[tuple[str, str], ...] = (),
        lost: tuple[Lost, ...] = (),
    ) -> None:
        self.line = line
        self.end = end
        self.omitted = omitted
        self.cued = cued
        self._lost: tuple[Lost, ...] | _Later = lost

    @classmethod
    def later(
        cls,
        line: int,
        end: int,
        omitted: tuple[tuple[str, str], ...],
        cued: tuple[tuple[str, str], ...],
        lost: Callable[[], tuple[Lost, ...]],
    ) -> BlockAccount:
        """An account whose lost symbols `lost()` gives, when they are first asked for."""
        account = cls(line, end, omitted, cued)
        account._lost = _Later((), lost)
        return account

    @property
    def lost(self) -> tuple[Lost, ...]:
        """The symbols of the source that nothing the block says and no rule accounts for."""
        lost = self._lost
        if isinstance(lost, _Later):
            lost = self._lost = lost.settled()
        return lost

    def _fields(self) -> tuple[object, ...]:
        return (self.line, self.end, self.omitted, self.cued, self.lost)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, BlockAccount):
            return NotImplemented
        return self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        return (
            f"BlockAccount(line={self.line!r}, end={self.end!r}, omitted={self.omitted!r}, cued={self.cued!r}, "
            f"lost={self.lost!r})"
        )

    def merged(self, other: BlockAccount) -> BlockAccount:
        """This account with `other`'s (a piece of source that made no block of its own) added."""
        return BlockAccount.joined((self, other))

    @staticmethod
    def joined(accounts: Sequence[BlockAccount]) -> BlockAccount:
        """The accounts in order as one, built once: merging a run of pieces one by one would copy the growing
        tuples for each piece (quadratic in a run of lines that say nothing, such as `::card` or `{{< br >}}`)."""
        lines = [a.line for a in accounts if a.line]
        joined = BlockAccount(
            min(lines) if lines else 0,
            max((a.end for a in accounts), default=0),
            tuple(pair for a in accounts for pair in a.omitted),
            tuple(pair for a in accounts for pair in a.cued),
        )
        parts: list[tuple[Lost, ...] | Callable[[], tuple[Lost, ...]]] = []
        for a in accounts:
            if isinstance(a._lost, _Later):
                parts.extend(a._lost.parts)  # (flat: forcing a long chain of merges never recurses)
            elif a._lost:
                parts.append(a._lost)
        if any(not isinstance(part, tuple) for part in parts):
            joined._lost = _Later(tuple(parts))
        else:
            joined._lost = tuple(lost for part in parts for lost in part)  # type: ignore[union-attr]
        return joined


class _Later:
    """Lost symbols not worked out yet: in order, parts already known (tuples) and work to do (callables)."""

    __slots__ = ("parts",)

    def __init__(
        self,
        parts: tuple[tuple[Lost, ...] | Callable[[], tuple[Lost, ...]], ...],
        work: Callable[[], tuple[Lost, ...]] | None = None,
    ) -> None:
        self.parts = parts if work is None else (*parts, work)

    def settled(self) -> tuple[Lost, ...]:
        return tuple(lost for part in self.parts for lost in (part if isinstance(part, tuple) else part()))


def _context(
    text: str, symbol: str, start: int = 0, folded: str | None = None, places: _Places | None = None
) -> tuple[int, str]:
    """Where `symbol` stands in `text` (from `start`) and the words around it (`folded`: `text.casefold()`,
    when the caller asks about many symbols of one text; `places`: its places, when they are very many)."""
    if places is not None:
        at = places.find(symbol, start)
    else:
        at = (text.casefold() if folded is None else folded).find(symbol, start)
    if at < 0:
        return -1, ""
    lo, hi = max(0, at - 16), min(len(text), at + len(symbol) + 16)
    return at, " ".join(text[lo:hi].split())


class _Places:
    """Where each of many symbols stands in a text from a given start, as `str.find` answers, looked up among
    the places of its first three characters (found in one pass over the text). A paragraph of thousands of
    inline notes loses thousands of distinct symbols in its own account (each note is a block of its own): a
    search from the text's start for each would read the paragraph once per symbol (quadratic time)."""

    GRAM = 3

    def __init__(self, text: str, symbols: Iterable[str]) -> None:
        self.text = text
        grams = {symbol[: self.GRAM] for symbol in symbols if len(symbol) >= self.GRAM}
        self.at: dict[str, list[int]] = {}
        for i in range(len(text) - self.GRAM + 1):
            gram = text[i : i + self.GRAM]
            if gram in grams:
                self.at.setdefault(gram, []).append(i)

    def find(self, symbol: str, start: int) -> int:
        """`self.text.find(symbol, start)`."""
        if len(symbol) < self.GRAM:
            return self.text.find(symbol, start)  # (a shorter symbol is found near where the search starts)
        places = self.at.get(symbol[: self.GRAM], [])
        for k in range(bisect_left(places, start), len(places)):
            if self.text.startswith(symbol, places[k]):
                return places[k]
        return -1


# Lost symbols past this many distinct ones are placed through _Places (below it, `str.find` costs less).
_MANY_PLACES = 64


def _as_read(text: str) -> str:
    """`text` as a reader takes its symbols: entities and percent escapes decoded, emphasis marks inside
    a word gone (the parser takes them, and the word is one)."""
    if "\\" in text:
        text = _ESCAPE.sub(r"\1", text)  # a backslash escape: the character it escapes
    if "&" in text:
        text = html.unescape(text)
    if "%" in text:
        text = unquote(text)
    if "*" in text and _PRODUCT.search(text):
        text = _PRODUCT.sub(lambda m: m.group(0).replace("*", "×"), text)  # (× is counted as the star it is)
    if "*" in text or "_" in text or "~" in text:
        # (one star alone in a block has no partner to make emphasis with, in any renderer: the page shows it)
        text = _IN_WORD_MARKS.sub(lambda m: m.group(0) if m.group(0) == "*" and text.count("*") == 1 else "", text)
    return text.replace("`", " ")  # a code span's marks (its words apart from the words around it)


def source_account(source: str, line: int, end: int, said: Iterable[str], ledger: Ledger) -> BlockAccount:
    """A block's account: the symbols of `source` (on lines `line` to `end`) that neither `said` (the texts the
    block holds) nor the ledger's declarations account for are lost."""
    omitted, cued = tuple(ledger.omitted), tuple(ledger.cued)
    return BlockAccount(
        line, end, omitted, cued, _source_lost(source, line, "".join(said), omitted, cued, tuple(ledger.outside))
    )


def source_account_later(source: str, line: int, end: int, said: Iterable[str], ledger: Ledger) -> BlockAccount:
    """:func:`source_account`, its lost symbols worked out when first asked for (the walk's: most runs never ask)."""
    omitted, cued = tuple(ledger.omitted), tuple(ledger.cued)
    work = functools.partial(_source_lost, source, line, "".join(said), omitted, cued, tuple(ledger.outside))
    return BlockAccount.later(line, end, omitted, cued, work)


# An inline HTML tag, as a rule declares it left out (`<code>`, `</var>`); bounded, for a walk over a block.
_OMITTED_TAG = LazyPattern(r"</?[A-Za-z][\w:-]{0,40}(?:\s[^<>]{0,500})?/?>")


def _tags_apart(source: str, omitted: tuple[tuple[str, str], ...]) -> tuple[str, tuple[tuple[str, str], ...]]:
    """`source` with the tags a rule left out ("HTML tag") taken out as the reader takes them, a space in their
    place, and the declarations without them. Counted in place, a tag's `>` made one operator with the sign after
    it (`<code>-u</code>`, `<code>|</code>`: `>-`, `>|<`), which no declaration covered: the '-' of an option said
    "-u" was counted lost (s8 held-out tarao: 34 such holes in 4 articles)."""
    tags = {text for rule, text in omitted if rule == "HTML tag" and _OMITTED_TAG.fullmatch(text)}
    if not tags:
        return source, omitted
    return (
        _OMITTED_TAG.sub(lambda m: " " if m.group(0) in tags else m.group(0), source),
        tuple(item for item in omitted if item[1] not in tags),
    )


def _source_lost(
    source: str,
    line: int,
    joined: str,
    omitted: tuple[tuple[str, str], ...],
    cued: tuple[tuple[str, str], ...],
    outside: tuple[tuple[str, str], ...],
) -> tuple[Lost, ...]:
    """The symbols of `source` that neither `joined` (what the block says) nor the declarations account for."""
    source, omitted = _tags_apart(source, omitted)
    source = _as_read(source)
    if _flat(source) == _flat(joined):
        return ()  # (said as written)
    written_symbols = symbols(source, one_by_one=True, syllables=True)
    said_symbols = symbols(_as_read(joined), one_by_one=True, syllables=True)
    if written_symbols == said_symbols or not written_symbols:
        return ()
    left = Counter(written_symbols)
    left.subtract(said_symbols)
    for text in (*(t for _, t in omitted), *(t for _, t in cued)):
        left.subtract(symbols(_as_read(text), one_by_one=True, judged=False, syllables=True))
    lost: list[Lost] = []
    searched: dict[str, int] = {}
    # The source folded and its line breaks found once: a paragraph of many inline notes loses a symbol
    # per note, and each would fold and count the whole paragraph again.
    folded = source.casefold()
    breaks = list(accumulate(len(line) + 1 for line in source.split("\n")[:-1]))
    first: dict[str, int] = {}  # where each lost symbol first stands (-1: nowhere)
    wanted = [symbol for symbol, count in left.items() if count > 0]
    places = _Places(folded, wanted) if len(wanted) > _MANY_PLACES else None
    for symbol, count in left.items():
        for _ in range(max(0, count)):
            at, context = _context(source, symbol, searched.get(symbol, 0), folded, places)
            first.setdefault(symbol, at)
            searched[symbol] = at + 1
            lost.append(Lost(symbol, line + (bisect_right(breaks, at) if at >= 0 else 0), context))
    lost.sort(key=lambda item: (item.line, first[item.symbol]))
    if outside:
        lost = [Lost(item.symbol, item.line, item.context, _beyond(item.symbol, outside)) for item in lost]
    return tuple(lost)


def _beyond(symbol: str, outside: tuple[tuple[str, str], ...]) -> str:
    """The rule that left `symbol` out beyond what it declared it may, or ""."""
    return next((rule for rule, text in outside if symbol in text.casefold()), "")


@dataclass(frozen=True)
class SentenceAccount:
    """One sentence, as written against as sent: what rules left out, which formulas were read (or cued),
    and what was lost."""

    omitted: tuple[tuple[str, str], ...] = ()
    formulas: tuple[Formula, ...] = ()
    lost: tuple[tuple[str, str], ...] = ()  # (symbol, the written words around it)
    outside: tuple[tuple[str, str], ...] = ()  # (rule, text) left out beyond the rule's declaration

    def __add__(self, other: SentenceAccount) -> SentenceAccount:
        return SentenceAccount(
            self.omitted + other.omitted,
            self.formulas + other.formulas,
            self.lost + other.lost,
            self.outside + other.outside,
        )

    def __bool__(self) -> bool:
        return bool(self.omitted or self.formulas or self.lost or self.outside)


_ALIGNED = 3000  # the longest sentence (in symbols) aligned; a longer one is counted
# The most work one alignment may take, counted as SequenceMatcher's longest-match search does: each written symbol
# against each place the said text has it. A sentence of a few symbols repeated a thousand times (2,000 Hugo
# shortcodes nested: 30 s of CPU under 3,000 symbols) is counted instead; over the dev corpora (385 articles, 5,543
# alignments) the most any sentence took was 1,161.
_ALIGN_WORK = 50_000
FORMULA = "\x00formula"  # a formula in the written symbols: one unit, said whole or cued


def spoken_account(written: Written, spoken: str, ledger: Ledger) -> SentenceAccount:
    """What of the `written` symbols reached `spoken`.

    A written symbol the alignment deletes with nothing said in its place is lost, unless a rule
    declared it (the ledger's omissions)."""
    if written.plain and _flat(written.plain) == _flat(spoken):
        return SentenceAccount(tuple(ledger.omitted), tuple(ledger.formulas))  # (most sentences: sent as written)
    said = _heard(spoken)
    lost: list[tuple[str, str]] = []
    if not (written.symbols == said or _within(written.symbols, said)):
        # (operators counted character by character: "~/" written is covered by a "~" and a "/" declared; the
        # declarations are read only where something may be lost)
        declared = Counter(
            s for _, text in (*ledger.omitted, *ledger.reworded) for s in _declared_symbols(text, code=written.code)
        )
        if max(len(written.symbols), len(said)) > _ALIGNED or _alignment_work(written.symbols, said) > _ALIGN_WORK:
            lost = _counted_lost(written.symbols, said, declared)
        else:
            lost = _aligned_lost(written, said, declared)
    return SentenceAccount(tuple(ledger.omitted), tuple(ledger.formulas), tuple(lost), tuple(ledger.outside))


# A colon between digits, sent as written, is heard: the voice reads a time or a ratio by it (`09:31:11`, `16:9`).
_DIGITS_COLON = LazyPattern(r"(?<=\d):(?=\d)")


def _heard(spoken: str) -> list[str]:
    """The symbols of what the voice is sent, as the voice says them. A backslash sent as it is is not heard (its
    word says it), nor is a sign of code sent raw, a bracket; a colon between digits is (code's `09:31:11~09:34:44`
    said "09:31:11到09:34:44" counted its four colons lost, s9 held-out evan361425 derived-stream)."""
    if ":" not in spoken or not _DIGITS_COLON.search(spoken):
        return [s for s in symbols(spoken) if s != "\\"]
    out: list[str] = []
    for n, part in enumerate(_DIGITS_COLON.split(spoken)):
        out.extend([":"] if n else [])
        out.extend(s for s in symbols(part) if s != "\\")
    return out


def _within(part: list[str], whole: list[str]) -> bool:
    """Whether `part` stands in `whole` whole and together (said as written, with words added around it, "Done:
    task 1"). The alignment then finds all of `part` as its longest match and inserts the rest: nothing is
    lost, and neither aligning nor counting needs to run."""
    if len(part) > len(whole):
        return False
    if not part:
        return True
    if len(part) > _SHORT_PART:
        return _found_in(part, whole)
    first, last = part[0], len(whole) - len(part)
    at = 0
    while True:
        try:
            at = whole.index(first, at, last + 1)
        except ValueError:
            return False
        if whole[at : at + len(part)] == part:
            return True
        at += 1


# A written sentence of more symbols than this is looked for in what is said by a search that reads each said symbol once
# (a long sentence's first symbol found again and again, each place compared as a slice of the sentence's length,
# took time in the square of it: s20 harden 'math spans', one sentence of 25,000 formulas).
_SHORT_PART = 64


def _found_in(part: list[str], whole: list[str]) -> bool:
    """Whether `part` stands in `whole` whole and together (Knuth-Morris-Pratt: linear in both)."""
    longest = [0] * len(part)  # the longest proper prefix of part[: i + 1] that is also its suffix
    k = 0
    for i in range(1, len(part)):
        while k and part[i] != part[k]:
            k = longest[k - 1]
        if part[i] == part[k]:
            k += 1
        longest[i] = k
    k = 0
    for symbol in whole:
        while k and symbol != part[k]:
            k = longest[k - 1]
        if symbol == part[k]:
            k += 1
            if k == len(part):
                return True
    return False


def _declared_symbols(text: str, *, code: bool) -> list[str]:
    """The symbols a rule's declaration covers, each operator character apart; in a sentence with code, each of
    code's signs too (a package's `@`, a call's empty parentheses)."""
    found = symbols(text, one_by_one=True, judged=False)
    if not code:
        return found
    # (a dot or a colon declared alone is one the reader said by its name: alone, it reads as the code's pause)
    signs = code_symbols(text) if text not in (".", ":") else [text]
    return [*found, *(s for s in signs if not s[0].isalnum() and s[0] not in _OPERATOR_FIRST)]


def _alignment_work(left: list[str], said: list[str]) -> int:
    """How many (written, said) pairs of one symbol the alignment's longest-match search compares."""
    counts = Counter(said)
    return sum(counts[symbol] for symbol in left)


def _counted_lost(left: list[str], said: list[str], declared: Counter[str]) -> list[tuple[str, str]]:
    """Past a few thousand symbols (a sentence that never ends), what is lost counted instead of aligned:
    the alignment's time grows with the product of the two lengths."""
    missing = Counter(s for s in left if s != FORMULA)
    missing.subtract(said)
    missing.subtract(declared)
    return [(symbol, symbol) for symbol, n in missing.items() for _ in range(max(0, n))]


def _aligned_lost(written: Written, said: list[str], declared: Counter[str]) -> list[tuple[str, str]]:
    """The written symbols the alignment with `said` deletes and nothing stands in for."""
    left = written.symbols
    opcodes = SequenceMatcher(None, left, said, autojunk=False).get_opcodes()
    # Words said where nothing was written stand in for an operator next to them ("2%" → "百分之2").
    standing = [i1 for op, i1, _, j1, j2 in opcodes if op == "insert" and all(s[0].isalnum() for s in said[j1:j2])]
    lost: list[tuple[str, str]] = []
    for op, i1, i2, j1, j2 in opcodes:
        if op in ("equal", "insert"):
            continue
        for i in range(i1, i2) if op == "delete" else _unmatched(left[i1:i2], said[j1:j2], i1, declared):
            if left[i] == FORMULA or _covered(left[i], declared) or _stood_in(left[i], i, standing):
                continue
            lost.append((left[i], written.context(i)))
    # (a sign of code said by its name is declared by the reader, text.lexicon._code_signs: a sign word that is also
    # a word of the code, `matches('.open')`, may pull the alignment away from it, the declaration still counts it;
    # a sign no rule declared is lost wherever the alignment puts it, whatever other signs the sentence says)
    return lost


def _stood_in(symbol: str, at: int, standing: list[int]) -> bool:
    """Whether words said beside an operator (within two symbols) stand in for it; takes them if so."""
    near = next((k for k in standing if abs(k - at) <= 2), None) if not symbol[0].isalnum() else None
    if near is None:
        return False
    standing.remove(near)
    return True


def _covered(symbol: str, declared: Counter[str]) -> bool:
    """Whether the declarations cover `symbol` (an operator's every character), taking it from them if so."""
    need = Counter(symbol) if symbol[0] in _OPERATOR_FIRST else Counter([symbol])
    if any(declared[key] < n for key, n in need.items()):
        if symbol not in ("()", "[]", "{}"):
            return False
        need = Counter(symbol)  # (an empty pair declared a bracket at a time: `（）` kept as the page's brackets)
        if any(declared[key] < n for key, n in need.items()):
            return False
    declared.subtract(need)
    return True


def _unmatched(written: list[str], said: list[str], offset: int, declared: Counter[str]) -> list[int]:
    """In a replaced stretch, the written operators whose place nothing took: an operator said as another
    operator ("+=" sent as "+") or as nothing while the words around it were changed."""
    operators = [i for i, s in enumerate(written) if not s[0].isalnum() and s != FORMULA]
    if not operators:
        return []
    spoken_operators = [s for s in said if not s[0].isalnum()]
    # Words stand in for operators ("==" → "equals", "[]" → "배열을" with its particle): each said word
    # that is none of the written ones; whatever operators are left without one were dropped.
    written_words = {s for s in written if s[0].isalnum()}
    standing_in = sum(1 for s in said if s[0].isalnum() and s not in written_words)
    kept = Counter(spoken_operators)
    out = []
    unkept = []
    for i in operators:
        if kept[written[i]] > 0:
            kept[written[i]] -= 1
        else:
            unkept.append(i)
    # The words stand in first for operators no rule declared (`"*"` said "star": the word is the star's, the
    # quotes a rule's).
    unkept.sort(
        key=lambda i: all(declared[ch] > 0 for ch in (written[i] if written[i][0] in _OPERATOR_FIRST else [written[i]]))
    )
    for i in unkept:
        if standing_in > 0:
            standing_in -= 1
        else:
            out.append(offset + i)
    return sorted(out)


class Written:
    """The symbols of a sentence as written, in order (FORMULA for a formula), found when first asked for
    (a sentence sent as written never is), and the words around a lost one."""

    def __init__(self, parts: Iterable[tuple[str, str]], *, percent_first: bool = False) -> None:
        self.parts = list(parts)  # (text, its kind: "" prose, "math" a formula, "code" inline code)
        self.percent_first = percent_first
        self.code = any(kind == "code" for _, kind in self.parts)
        # The sentence as written when it holds no formula and no code ("" when it does: code is sent in words).
        self.plain = "" if any(kind for _, kind in self.parts) else "".join(text for text, _ in self.parts)
        self._symbols: list[str] | None = None
        self._starts: list[tuple[int, str]] = []  # (index of its first symbol, readable text) per part
        self._code: set[int] = set()  # the first symbols of code parts (a lost sign's context: the whole span)

    @property
    def symbols(self) -> list[str]:
        """The symbols, in order."""
        if self._symbols is None:
            out: list[str] = []
            for text, kind in self.parts:
                if kind == "math":
                    self._starts.append((len(out), text))
                    out.append(FORMULA)
                    continue
                shown = unicodedata.normalize("NFKC", text).translate(_SAME) if not text.isascii() else text
                self._starts.append((len(out), shown))  # (its words, as shown around a lost symbol)
                if kind == "code":
                    self._code.add(len(out))
                found = code_symbols(text) if kind == "code" else symbols(text)
                if self.percent_first and "%" in found:
                    for n in range(1, len(found)):
                        if found[n] == "%" and found[n - 1][0].isdigit():
                            found[n - 1], found[n] = found[n], found[n - 1]
                out.extend(found)
            self._symbols = out
        return self._symbols

    def context(self, index: int) -> str:
        """The written words around symbol `index`."""
        first, text = next((p for p in reversed(self._starts) if p[0] <= index), (0, ""))
        if first in self._code:
            return _short(f"`{text}`", 60)
        folded = text.casefold()
        judged = (
            _judged(folded)
            if _OPERATOR_CHARS.search(folded)
            else [(m.group(0), m.start()) for m in _SYMBOL.finditer(folded)]
        )
        if index - first >= len(judged):
            return " ".join(text.split())[:40]
        symbol, at = judged[index - first]
        lo, hi = max(0, at - 16), min(len(text), at + len(symbol) + 16)
        return " ".join(text[lo:hi].split())


def written(parts: Iterable[tuple[str, str]], *, percent_first: bool = False) -> Written:
    """The symbols of a sentence as written: `parts` are (text, kind) in order, kind "" for prose, "math" for a
    formula (one symbol, FORMULA) and "code" for inline code (every sign a symbol: :func:`code_symbols`). `percent_first`: the language says a percent before its number (Chinese "百分之80"),
    so "80%" is aligned as "% 80"."""
    return Written(parts, percent_first=percent_first)


@dataclass(frozen=True)
class ChunkAccount:
    """One chunk's account: the source lines it says, what named rules left out, what cues stand for, the
    formulas in it, and what was lost (each with its source line)."""

    line: int = 0
    end: int = 0
    omitted: tuple[tuple[str, str], ...] = ()
    cued: tuple[tuple[str, str], ...] = ()
    formulas: tuple[Formula, ...] = ()
    lost: tuple[Lost, ...] = ()

    @property
    def formulas_in_part(self) -> tuple[Formula, ...]:
        """Formulas said though part of them was not read."""
        return tuple(f for f in self.formulas if f.in_part)

    def with_more(self, other: BlockAccount) -> ChunkAccount:
        """This account with a block's that made no chunk of its own."""
        return ChunkAccount(
            self.line,
            self.end,
            self.omitted + other.omitted,
            self.cued + other.cued,
            self.formulas,
            self.lost + other.lost,
        )

    def to_json(self) -> dict[str, object]:
        """The chunk's `account` in `narrate script --json`."""
        return {
            "source": [self.line, self.end or self.line] if self.line else [],
            "cued": [{"cue": kind, "text": _short(text)} for kind, text in self.cued],
            "omitted": [{"rule": rule, "text": _short(text)} for rule, text in self.omitted],
            "formulas": [
                {"tex": f.tex, "said": f.said is not None, **({"unread": list(f.unread)} if f.unread else {})}
                for f in self.formulas
            ],
            "lost": [
                {
                    "symbol": item.symbol,
                    "line": item.line,
                    "context": item.context,
                    **({"rule": item.rule} if item.rule else {}),
                }
                for item in self.lost
            ],
        }


def chunk_account(block: BlockAccount | None, sentence: SentenceAccount, lines: tuple[int, int]) -> ChunkAccount:
    """A chunk's account from its block's (for the first chunk of a block) and its sentences'; `lines` are
    its block's first and last (a sentence's lost symbols are reported at the first)."""
    lost = tuple(
        Lost(symbol, lines[0], context, _beyond(symbol, sentence.outside) if sentence.outside else "")
        for symbol, context in sentence.lost
    )
    if block is None:
        return ChunkAccount(lines[0], lines[1], sentence.omitted, (), sentence.formulas, lost)
    return ChunkAccount(
        block.line or lines[0],
        block.end or lines[1],
        block.omitted + sentence.omitted,
        block.cued,
        sentence.formulas,
        block.lost + lost,
    )


def _short(text: str, limit: int = 120) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"
