"""Judges that compare what each chunk sends with what the page shows on its source lines (text.page_view: a
rendering apart from narrate's reader), whatever the dialect or the rule that made the chunk:

* **said, not shown** (a leak): a word the voice says that the chunk's source lines hold but the page does not show —
  an attribute list's `class`, a box's type after its marker (`!!! tip`), a `<video>`'s fallback text, a link
  target's path;
* **a marker said**: a line-start marker (`===`, `!!!`) said by its signs' words ("全等于 Python") or sent as signs;
* **shown, not said** (a hole): a word, number or run of CJK characters the page shows as prose on a chunk's lines
  that none of its chunks says (a struck-out word, an initial, a name taken for an HTML tag, a box's body cued as
  code), or a code block cued whose text is sentences.

Each is judged on words, not signs: a sign a rule says by its name is the misreading judges' (text.misreadings).
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache, partial
from typing import Any, TypeVar, cast
from urllib.parse import unquote

from narrate.patterns import LazyPattern

from .lexicon import said_dates, symbol_names, words_for
from .misreadings import ko_equals_said
from .operators import operator_words
from .page_view import ByLine, Page, Shown

T = TypeVar("T")

__all__ = [
    "Heard",
    "brackets_emptied",
    "Hearing",
    "blocks_unheard",
    "PageFinding",
    "code_cued_prose",
    "rows_cued_as_table",
    "emoji_names_sent",
    "markers_said",
    "markup_sent",
    "shown_unsaid",
    "signs_unsaid",
    "unshown_said",
    "slots_emptied",
    "url_paths_said",
    "handles_unrepeated",
]


@dataclass(frozen=True)
class Heard:
    """One chunk as the judges see it: its number, kind, source lines (from its account; 0 for none), what it sends,
    the article's words for it (the transcript) and its language."""

    chunk: int
    kind: str
    first: int
    last: int
    sent: str
    shown: str
    lang: str
    # What named rules left out of its lines, by design a listener does not miss (the title's heading, said as the
    # title; struck-out text; a credit closing a changelog line…): (rule, text).
    left_out: tuple[tuple[str, str], ...] = ()
    cued: tuple[tuple[str, str], ...] = ()  # what its cues stand for: (cue, text)


@dataclass(frozen=True)
class PageFinding:
    """A chunk and what the page and the voice disagree on there."""

    chunk: int
    kind: str
    what: str


_LATIN = LazyPattern(r"(?<![A-Za-z0-9\\])[A-Za-z]{2,}(?![A-Za-z0-9])|(?<![\w.])[A-Z]\.(?=\s)")
_NUMBER = LazyPattern(r"\d+")
_CJK_RUN = LazyPattern(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3\uf900-\ufaff]{2,}")
_CJK_CHAR = LazyPattern(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3\uf900-\ufaff]")
_SPACES = LazyPattern(r"\s+")
# A URL on the page is heard by its host (narrate's rule for addresses): the rest of it is no hole.
_URL = LazyPattern(r"\b(?:[a-z][a-z0-9+.-]{1,15}://(?:www\.)?|www\.)([^/\s?#]{1,200})[^\s)\]>\"'）」]*", re.I)
_SLASHED_HOST = LazyPattern(r"(?<![\w./@-])((?:[\w-]{1,63}\.){1,6}[a-z]{2,10})/[^\s)\]>\"'）」]*", re.I)


class Hearing(tuple[Heard, ...]):
    """The chunks as the judges hear them, with what several judges make of them made once for all (their groups by
    source lines: eight judges each made them again, a pass over every chunk apiece; the chunks by line; the code
    a notation's fence lines wrapped)."""

    def once(self, name: str, make: Callable[[Sequence[Heard]], T]) -> T:
        """`make(self)`, made at the first call by `name` (the judges only read what it gives)."""
        made: dict[str, Any] = self.__dict__.setdefault("_made", {})
        if name not in made:
            made[name] = make(self)
        return cast(T, made[name])


def _once(heard: Sequence[Heard], name: str, make: Callable[[Sequence[Heard]], T]) -> T:
    """`make(heard)`, made once for a Hearing (every judge of one check shares it), else each time."""
    return heard.once(name, make) if isinstance(heard, Hearing) else make(heard)


def _groups(heard: Sequence[Heard], *, cues: bool = False) -> dict[tuple[int, int], list[Heard]]:
    """The chunks by their source lines (the chunks of one block share them); cues only if `cues`."""
    return _once(heard, f"groups {cues}", partial(_grouped, cues=cues))


def _chunks_by_line(heard: Sequence[Heard]) -> ByLine[Heard]:
    """The chunks with source lines, found by the lines they meet."""
    return _once(heard, "by line", lambda chunks: ByLine((h for h in chunks if h.first), _lines_of))


def _lines_of(h: Heard) -> tuple[int, int]:
    return h.first, max(h.last, h.first)


def _grouped(heard: Sequence[Heard], *, cues: bool) -> dict[tuple[int, int], list[Heard]]:
    out: dict[tuple[int, int], list[Heard]] = {}
    for h in heard:
        if h.first and (cues or h.kind != "cue"):
            out.setdefault((h.first, max(h.last, h.first)), []).append(h)
    return out


def _hosts(text: str) -> str:
    # (both patterns need a slash, but for _URL's "www." of any case: most prose has neither)
    if "/" not in text and "www." not in text.lower():
        return text
    return _SLASHED_HOST.sub(r"\1", _URL.sub(r"\1", text))


def _words(text: str) -> Counter[str]:
    return Counter(w.lower().rstrip(".") for w in _LATIN.findall(text))


def unshown_said(page: Page, heard: Sequence[Heard]) -> list[PageFinding]:
    """Words a chunk says that its source lines hold and the page does not show there."""
    out = []
    for (first, last), chunks in _groups(heard).items():
        shown = page.over(first, last)
        hidden = {w.lower() for s in shown for w in s.hidden.split()}
        if not hidden:
            continue
        visible = _words(" ".join(s.text for s in shown))
        for h in chunks:
            own = _own_words(h.lang) | _shown_by_rule(h)
            said = [w for w in _words(h.sent) if w in hidden and w not in visible and len(w) > 1 and w not in own]
            if said:
                out.append(PageFinding(h.chunk, "said, the page shows none", " ".join(said)[:120]))
    return out


# A tag's quoted value that is words, not a path, a file or an address (`caption="System overview"`, not
# `src="/img/a.png"`): what a rule that takes the tag (a shortcode's, an include's) says on purpose, as the page
# shows it (a figure's caption, a note's content, a box's title).
_QUOTED_VALUE = LazyPattern(r"\"([^\"\n]{1,400})\"|'([^'\n]{1,400})'")
_NOT_WORDS = LazyPattern(r"[/\\@]|\.[A-Za-z0-9]{2,5}(?:\s|$)|^\s*#")


def _shown_by_rule(h: Heard) -> frozenset[str]:
    """The words of the quoted values in what the chunk's by-design rules took (BY_DESIGN: a shortcode's caption),
    which the page shows though a view that knows no such tag hides it: said on purpose, no leak."""
    values = (
        m.group(1) if m.group(1) is not None else m.group(2)
        for rule, text in h.left_out
        if rule in BY_DESIGN and ('"' in text or "'" in text)
        for m in _QUOTED_VALUE.finditer(text)
    )
    return frozenset(w for value in values if not _NOT_WORDS.search(value) for w in _words(value))


@lru_cache(maxsize=16)
def _own_words(lang: str) -> frozenset[str]:
    """The words narrate itself says in `lang` for signs and shapes ("to", "or", "slash", "version"): no leak."""
    names = " ".join(symbol_names(ch, lang) for ch in "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")
    return frozenset(_words(" ".join([*words_for(lang).values(), *words_for("en").values(), names])))


def _sign_words(signs: str, lang: str) -> list[str]:
    """How narrate says the signs of a marker in `lang`: their names and the operator words they make."""
    words = [symbol_names(ch, lang) for ch in set(signs)]
    table = words_for(lang)
    keys = {"=": ("equals", "identical"), "!": ("not_equal",), "%": ("percent",), "^": ("power",), "|": ("or",)}
    for ch in set(signs):
        words += [table.get(key, "") for key in keys.get(ch, ())]
    return [w.strip() for w in words if w and w.strip() and "{" not in w]


def markers_said(page: Page, heard: Sequence[Heard]) -> list[PageFinding]:
    """Chunks on a line-start marker's lines that say its signs, by their words or as signs."""
    out = []
    for (first, last), chunks in _groups(heard).items():
        shown = page.over(first, last)
        signs = "".join(s.marker for s in shown)
        if not signs:
            continue
        if any(signs[0] in s.text for s in shown):
            continue  # the page shows the sign itself too (`a == b` on a tab's lines): said for that
        for h in chunks:
            words = sorted((w for w in _sign_words(signs, h.lang) if w in h.sent), key=len, reverse=True)
            raw = re.escape(signs[0]) + "{3}"
            if words or re.search(raw, h.sent):
                out.append(PageFinding(h.chunk, "a line-start marker said", (words or [signs])[0]))
    return out


# Rules that leave out what the page shows by design, and say so (docs/reading.md): their text is no hole.
BY_DESIGN = frozenset(
    {
        "heading that repeats the title",
        "struck-out text",
        "credit closing a changelog line",
        "handle that repeats a name",
        "button label",
        "hash past its first four characters",
        "footnote mark",
        "byline, said in the intro",
        "MDX component",
        "shortcode",
        "wiki link target",
        "a name's version after a slash",
        "single letters joined by a slash",
        # (docs/reading.md: one in brackets, heading a changelog line or closing it is left out with its colon)
        "issue number",
        # (docs/reading.md: `@alice さん`, handles after thanks or listed: the person's name, without its `@`)
        "a person's handle, called by name",
        # (docs/reading.md: `svelte@latest` is "svelte version latest": the `@` said by that word)
        "a package's @ before its version or tag",
    }
)


# An emoji written by its short name (`:tada:`), or a run of them (`:pray::pray_tone1:`): the page shows the pictures.
# Only an ASCII letter, digit or colon before or after is a name's (`12:30:45`, `std::x`); CJK text runs on into one
# (`ありました:tada:`, Qiita's and GitHub's usage).
_EMOJI_CODE = LazyPattern(r"(?<![A-Za-z0-9_:])(?::[a-z0-9_+-]{1,40}:)+(?![A-Za-z0-9_:])")


_EMOJI_NAME = LazyPattern(r":[a-z0-9_+-]{1,40}:")


def emoji_names_sent(page: Page, heard: Sequence[Heard]) -> list[PageFinding]:
    """Chunks that send an emoji's short name (`:pray_tone1:`) their lines' prose writes where the page shows the
    picture (not in inline code, which shows the name): the voice reads out markup the reader never sees."""
    out = []
    for (first, last), chunks in _groups(heard).items():
        prose = " ".join(s.prose for s in page.over(first, last) if s.kind == "prose" and ":" in s.prose)
        names = {name for run in _EMOJI_CODE.findall(prose) for name in _EMOJI_NAME.findall(run)} if prose else set()
        for h in chunks if names else ():
            sent = sorted(name for name in names if name in h.sent)
            if sent:
                out.append(
                    PageFinding(h.chunk, "an emoji's short name sent, the page shows its picture", " ".join(sent))
                )
    return out


@lru_cache(maxsize=8)
def _terms(terms: tuple[str, ...]) -> re.Pattern[str]:
    body = "|".join(re.escape(t) for t in sorted(terms, key=len, reverse=True))
    return re.compile(rf"(?<![A-Za-z0-9])(?:{body})(?![A-Za-z0-9])", re.I)


def shown_unsaid(page: Page, heard: Sequence[Heard], respelled: Sequence[str] = ()) -> list[PageFinding]:
    """Words, numbers and CJK runs the page shows as prose on a chunk's lines that no chunk on those lines says.
    `respelled`: terms narrate says in other words by the writer's choice (the lexicon's)."""
    lexicon = _terms(tuple(respelled)) if respelled else None
    out = []
    title = " ".join(h.sent for h in heard if h.kind == "title")
    chunks_at = _chunks_by_line(heard)
    wrapped = _wrapped_code(heard)
    for (first, last), chunks in _groups(heard, cues=True).items():
        pieces = [s for s in page.over(first, last) if s.kind == "prose" and not _inside(s, wrapped)]
        prose = _comparable(" ".join(s.prose for s in pieces), lexicon)
        if not prose.strip():
            continue
        near = chunks_at.over(min(first, *(s.first for s in pieces)), max(last, *(s.last for s in pieces)))
        designed = _by_design(near, prose)
        for text in (designed, title):
            prose = prose.replace(text.strip(), " ") if text.strip() else prose
        lost = _lost(prose, " ".join([*(h.sent for h in near), designed]), chunks[0].lang)
        if lost:
            out.append(PageFinding(_where(chunks, lost[0]), "shown, never said", " ".join(lost)[:120]))
    return out


def _wrapped_code(heard: Sequence[Heard]) -> dict[int, str]:
    """_wrapped, made once for a Hearing."""
    return _once(heard, "wrapped code", _wrapped)


def _wrapped(heard: Sequence[Heard]) -> dict[int, str]:
    """The lines of code blocks the writer wrapped in a notation's own fence lines, which narrate read and cued as code
    (Hatena's `>|lisp|` … `||<`), with the code: a code cue whose lines run at least two past its code's (an opening
    and a closing line). A stock CommonMark page shows them as prose; they are no prose the listener misses."""
    lines: dict[int, str] = {}
    for h in heard:
        if h.kind != "cue" or not h.first:
            continue
        for cue, text in h.cued:
            if "code" in cue and max(h.last, h.first) - h.first + 1 >= len(text.rstrip("\n").split("\n")) + 2:
                lines.update(dict.fromkeys(range(h.first, max(h.last, h.first) + 1), text))
    return lines


def _inside(piece: Shown, lines: dict[int, str]) -> bool:
    """Whether a piece of the page is such code: on its lines, and most of its words the code's (a lone `1` before an
    indented block the cue's lines hold is the writer's prose; an indented box body has no fence lines: prose)."""
    if not lines or not all(n in lines for n in range(piece.first, piece.last + 1)):
        return False
    words = _CODE_WORD.findall(piece.prose)
    code = lines[piece.first]
    return bool(words) and 2 * sum(word in code for word in words) >= len(words)


_CODE_WORD = LazyPattern(r"\w+")


def _where(chunks: Sequence[Heard], lost: str) -> int:
    """The chunk whose transcript shows what was lost (where the listener misses it), else the block's first."""
    return next((h.chunk for h in chunks if lost in h.shown.lower() or lost in h.shown), chunks[0].chunk)


def _comparable(prose: str, lexicon: re.Pattern[str] | None) -> str:
    """The page's prose as narrate should say it: URLs by their hosts, no lexicon term (said as the writer spells it),
    no emoji short name."""
    prose = _hosts(prose).translate(_ONE_WIDTH)  # (narrate says "１６" as "16": one width first, text.lexicon)
    return _EMOJI_CODE.sub(" ", lexicon.sub(" ", prose) if lexicon else prose)


_ONE_WIDTH = {0xFF10 + n: 0x30 + n for n in range(10)}


def _by_design(near: Sequence[Heard], prose: str) -> str:
    """What the chunks' rules left out by design and their cues stand for (a code cue for prose is no rule; an issue
    number the chunk's sentence points at is no credit, _points_at_issue)."""
    return " ".join(
        [
            *(
                text
                for h in near
                for rule, text in h.left_out
                if rule in BY_DESIGN and not (rule == "issue number" and _points_at_issue(h))
            ),
            *(text for h in near for cue, text in h.cued if not _code_for_prose(cue, text, prose)),
        ]
    )


def _points_at_issue(h: Heard) -> bool:
    """Whether the chunk says a word naming an issue or a pull request ("see PR for …", "이슈"), in its language's
    words or in English: then the issue number left out is what the sentence points at, heard pointing at nothing
    (s10 held-out svelte.dev may-2022 "see PR for getting back the old behavior ([#1448](…))")."""
    return bool(_issue_words(h.lang).search(h.sent))


@lru_cache(maxsize=16)
def _issue_words(lang: str) -> re.Pattern[str]:
    words = {words_for(lang).get("issue", ""), words_for("en").get("issue", ""), "PR", "PRs", "pull request"}
    body = "|".join(re.escape(w.strip()) for w in sorted(words - {""}, key=len, reverse=True))
    return re.compile(rf"(?<![A-Za-z0-9])(?:{body})(?![A-Za-z0-9])", re.I)


def _lost(prose: str, sent: str, lang: str) -> list[str]:
    """The words, numbers and CJK runs of `prose` that `sent` does not say (a date's numbers as the date readers say
    them: `2024-03-05` is "March 5, 2024", no 3 in it)."""
    sent = sent.translate(_ONE_WIDTH)  # (a voice says "１" as 1: either width is the number)
    joined = _SPACES.sub("", sent).lower()  # "Cat Boost" says CatBoost, "T L D R" TLDR
    # (every word of `sent` is in `joined`: a word of the page's is missing exactly when `joined` lacks it, whatever
    # the counts, so the sent text's own words are never counted)
    missing = [w for w in _words(prose) if w not in joined]
    numbers = Counter(n.lstrip("0") or "0" for n in _NUMBER.findall(said_dates(prose, lang)))
    numbers -= Counter(n.lstrip("0") or "0" for n in _NUMBER.findall(sent))
    runs = [run for run in _CJK_RUN.findall(prose) if run not in joined]
    if runs and len(_CJK_CHAR.findall(prose)) - len(_CJK_CHAR.findall(sent)) < 2:
        runs = []  # a character read another way (a polyphone's mark), not a hole
    return [*missing, *numbers, *runs]


# Signs that carry meaning in a name, a path, a key or an expression the page shows (`~/.ssh/config`, `@State`,
# `__esModule`, `a | b`): a voice that is sent none of them and none of their words loses them. (Not `-`, `*`, `&`, `$`,
# `^`, `%`, `#`, `<`, `>`: dashes and stars are prose punctuation as often, a heading's or a tag's marks are markup,
# the others said by readers of their own.)
_MEANT_SIGNS = LazyPattern(r"[/~_@\\|+=]")
# A slash between two numbers (a date, a fraction, a score) is said by the number readers.
_NUMBER_SLASH = LazyPattern(r"(?<=\d)/(?=\d)")
# What no sign judge of presence asks for: an arrow (its role is text.sign_roles'), a wave lengthening a CJK word
# (`많~~~은`, `です～`) or standing free after a blank (`迴圈 ~`, `搭啦 ~ 完成`: a flourish), not a range, "about", a
# path's home or a wave named (`~ (波狀符號)`).
_NOT_MEANT = LazyPattern(
    r"->|=>|<=>|(?<=[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3])[~〜～]+(?![\d~〜～/])"
    r"|(?<=[ \t])[~〜～]+(?![ \t]?[\d$/.=:：~〜～(（])"
)
# A sign standing alone before `=` or a colon (`**/** = Slide up`, `**~** = Vibrato`, `(\ = slide down)`): what the
# sentence defines, which must be heard (a spaced slash between fields is a pause).
_LONE = LazyPattern(r"(?:(?<=[\s(（])|^)([*~/\\])(?=[ \t]{0,3}[=:：])")
# The operator words of narrate's tables (lexicon.words_for) a sign may be said by, besides its name.
_SAID_AS = {
    "/": ("or", "slash", "divided", "per", "per_one"),
    "~": ("range", "approx", "range_word", "arrow_clause"),
    "<": ("less", "at_most", "compared"),
    ">": ("greater", "at_least", "arrow", "arrow_clause", "compared"),
    "+": ("plus", "or_more"),
    "*": ("times",),
    "=": ("equals", "at_least", "at_most", "not_equal", "identical", "not_identical"),
    "|": ("or",),
    "#": ("sharp",),
}


@lru_cache(maxsize=64)
def _words_of(sign: str, lang: str) -> tuple[str, ...]:
    """Every word narrate says `sign` by in `lang`: its name and the operator words it makes."""
    table = words_for(lang)
    words = [symbol_names(sign, lang), *(table.get(key, "") for key in _SAID_AS.get(sign, ()))]
    # The operator reader's own names for the sign standing alone or opening an operand (`a = b` in Korean prose is
    # "a 이퀄 b", `=` in Japanese "イコール"), as it says them.
    operators = operator_words(lang) or {}
    words += [word for key, word in operators.items() if key.split(" ")[-1] == sign and "{" not in word]
    parts = [part.strip() for word in words for part in re.split(r"\{\w+\}", word)]
    return tuple(sorted({part for part in parts if part}, key=len, reverse=True))


def signs_unsaid(page: Page, heard: Sequence[Heard]) -> list[PageFinding]:
    """Signs of names, paths, keys and expressions the page shows on a chunk's lines (its prose and inline code; not a
    URL past its host, not a formula) that the chunks on those lines neither send nor say by a word, as often as the
    page shows them: `~/.ssh/config` heard ".ssh config", `@State` heard "State"."""
    out = []
    chunks_at = _chunks_by_line(heard)
    wrapped = _wrapped_code(heard)
    for (first, last), chunks in _groups(heard, cues=True).items():
        pieces = [s for s in page.over(first, last) if s.kind == "prose" and not _inside(s, wrapped)]
        shown, signs = _signs_shown(" ".join(s.text for s in pieces))
        if not signs:
            continue
        # Every chunk on those lines (a box's title and its body are chunks of two blocks on one box's lines).
        near = chunks_at.over(min(first, *(s.first for s in pieces)), max(last, *(s.last for s in pieces)))
        sent = " ".join(h.sent for h in near)
        # What a cue stands for, and what a rule leaves out by design; not what any rule declares it removed: a sign
        # dropped as "Markdown left over" is lost all the same.
        cued = " ".join([*(text for h in near for _, text in h.cued), _by_design(near, "")])
        lost = _lost_signs(signs, shown, sent, cued, chunks[0].lang)
        if lost:
            at = next(
                (h.chunk for h in chunks if any(_said(sign, h.sent, h.lang) < _shows(sign, h.shown) for sign in lost)),
                chunks[0].chunk,
            )
            out.append(PageFinding(at, "a sign shown, never said", " ".join(lost)))
    return out


def _lost_signs(signs: set[str], shown: str, sent: str, cued: str, lang: str) -> list[str]:
    """The signs `shown` holds more often than `sent` says them and `cued` stands for them (a Korean "=" said by a
    topic particle counts: those the page's own words do not hold)."""
    topics = max(0, ko_equals_said(sent) - ko_equals_said(shown)) if lang == "ko" and "=" in signs else 0
    return [
        sign
        for sign in sorted(signs)
        if _said(sign, sent, lang) + _runs(sign, cued) + (topics if sign == "=" else 0) < _runs(sign, shown)
    ]


def _signs_shown(text: str) -> tuple[str, set[str]]:
    """The page's text with only the signs that mean something where they stand (see _meant), and those signs: not a
    URL past its host, a fraction's slash, an arrow or a CJK word's lengthening wave; a sign a line defines."""
    raw = _NOT_MEANT.sub(" ", _EMOJI_CODE.sub(" ", text) if ":" in text else text)  # (`:raised_hands:` is a picture)
    lone = _LONE.findall(raw) if "*" in raw or "/" in raw or "~" in raw or "\\" in raw else []
    # (a lone slash is no path's: `_meant` blanks it, so it is counted again here)
    shown = _meant(_NUMBER_SLASH.sub(" ", _hosts(raw))) + " " + " ".join(sign for sign in lone if sign == "/")
    signs = set(_MEANT_SIGNS.findall(shown)) | set(lone)
    if "$" in text:  # (TeX the view could not set apart, `$ \mathcal{H} $`: the math reader's signs, said in its words)
        signs -= _TEX_SIGNS
    return shown, signs


_TEX_SIGNS = frozenset("\\_^=+|")


def _said(sign: str, sent: str, lang: str) -> int:
    """How often `sent` says `sign`: its runs as written, and its words, one a run (`==` is "equals", `__` "雙底線";
    a word counted twice for every sign hid one lost: `node_modules/.bin/tsc` heard "node_modules .bin slash tsc")."""
    return _runs(sign, sent) + sum(_count_word(word, sent) for word in _words_of(sign, lang))


def _count_word(word: str, text: str) -> int:
    """How often `text` says `word`: a Latin word as a whole word ("to" is not in "Vibrato", "slash" not in
    "backslash"), other scripts' words where they stand."""
    if not (word.isascii() and word[:1].isalpha()):
        return text.count(word)
    return len(_whole_word(word).findall(text)) if word in text else 0


@lru_cache(maxsize=128)
def _whole_word(word: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![A-Za-z]){re.escape(word)}(?![A-Za-z])")


def _runs(sign: str, text: str) -> int:
    """The runs of `sign` in `text` (`===` one, as an operator or a doubled sign is said by one word)."""
    count = text.count(sign)
    return len(_run_of(sign).findall(text)) if count > 1 else count


@lru_cache(maxsize=16)
def _run_of(sign: str) -> re.Pattern[str]:
    return re.compile(re.escape(sign) + "+")


def _shows(sign: str, text: str) -> int:
    return _runs(sign, _meant(text))


# A sign that means something where it stands: a path's or a name's (`~/.ssh/config`, `/user/logout`, `__esModule`,
# `id_ed25519`), a decorator's or an option's `@`, a sign between operands (`a + b`, `x | y`); a slash between two
# words alone is "or" and said so or not by the writer's choice (`讀/寫`), a dash is punctuation as often.
_PATHS = LazyPattern(
    r"(?<![\w.~/])(?:~|\.{1,2})?/[\w.@+-]+(?:/[\w.@+-]*)*"
    r"|(?<=[^\x00-\x7f])(?:~|\.{1,2})?/[A-Za-z0-9_.@+-]+(?:/[A-Za-z0-9_.@+-]*)*|(?<![A-Za-z0-9_.@+-])[A-Za-z0-9_.@+-]+(?:/[A-Za-z0-9_.@+-]+){2,}/?"
)  # (each alternative starts at a token's start: a long run of letters is scanned once, not from each of them; a
# relative path's names are ASCII: `Terraform/OpenTofuのCI/CD` is two pairs of words joined by "or", not a path; a path
# glued to CJK, `目录下的~/.bashrc`, `修改/etc/bashrc`, has ASCII names, `讀/寫` is no path)


def _meant(text: str) -> str:
    """The signs of `text` that mean something where they stand (see _PATHS), others blanked."""
    if "/" not in text:
        return text
    paths = " ".join(_PATHS.findall(text))
    rest = _PATHS.sub(" ", text).replace("/", " ")
    return paths + " " + rest


# What sounds like markup in what a voice is sent, whatever made it: a heading's marks before the chunk's first word
# (`#PyTorch での save`: a Qiita heading without its space; a hashtag inside a sentence is said as one), an attribute
# with its value (`title="named-export.js"`).
_MARKUP_SENT = LazyPattern(r"^\s*#{1,6}(?=[^\W\d_])|(?<![\w=])[A-Za-z][\w-]{0,30}=[\"'][^\"'\n]{0,200}[\"']")
_ATTRIBUTE_SENT = LazyPattern(r"(?<![\w=])[A-Za-z][\w-]{0,30}=[\"'][^\"'\n]{0,200}[\"']")
# A hashtag opening an English sentence (`#hashtags are how people find posts.`): said as one. A heading without
# its space is a title, capitalised or not Latin (`#PyTorch での save`), run into the next paragraph's sentence or not.
_HASHTAG_OPENING = LazyPattern(r"\s*#[a-z][a-z0-9_]*\s+[a-z]")
_SENTENCE_CLOSE = LazyPattern(r"[.!?]['\")]*$")


def _hashtag_sentence(text: str) -> bool:
    """Whether `text` is an English sentence of four words or more opening with a lower-case hashtag."""
    text = text.rstrip()
    return (
        _HASHTAG_OPENING.match(text) is not None
        and _SENTENCE_CLOSE.search(text[-4:]) is not None
        and len(text.split(maxsplit=4)) > 3
    )


# An anchor's id in brackets (`(#safely-on)`, `{#basics}`): a name a generator gives the heading's place.
_ANCHOR_SENT = LazyPattern(r"[({]#([A-Za-z][A-Za-z0-9_-]{0,60})[)}]")
_SLUG_PART = LazyPattern(r"[A-Za-z0-9]+")


def _anchor(sent: str) -> re.Match[str] | None:
    """An anchor's id sent whose name is made of the words said before it (`Turning it on safely (#safely-on)`, half
    its parts at least, a word's first four letters enough: `Patch formatting (#patches)`): the page's address for
    the place, never shown as text; not an issue's number (`(#123)`) nor a hashtag in brackets of other words."""
    for found in _ANCHOR_SENT.finditer(sent):
        said = {w.lower()[:4] for w in _SLUG_PART.findall(sent[: found.start()])}
        parts = [p.lower()[:4] for p in _SLUG_PART.findall(found.group(1))]
        if parts and 2 * sum(p in said for p in parts) >= len(parts):
            return found
    return None


def markup_sent(heard: Sequence[Heard], page: Page | None = None) -> list[PageFinding]:
    """Chunks that send markup to the voice: a heading's marks before a word (not a hashtag opening a sentence), an
    attribute and its value (not one the page shows as text on the chunk's lines: `className="tweet"のdiv` is the
    writer's words), an anchor's id made of the heading's words. `page`: the page, if known."""
    out = []
    for h in heard:
        found = _MARKUP_SENT.search(h.sent) if "#" in h.sent or "=" in h.sent else None
        if found and found.group().lstrip().startswith("#") and _hashtag_sentence(h.sent):
            found = _ATTRIBUTE_SENT.search(h.sent) if "=" in h.sent else None
        if found and page is not None and h.first and _in_a_sentence(h.sent, found) and _shown_as_text(page, h, found):
            found = None  # (what the page shows as text inside a sentence is the writer's: `className="tweet"のdiv`)
        if found is None and "#" in h.sent:
            found = _anchor_sent(h, page)
        if found:
            out.append(
                PageFinding(h.chunk, "markup sent to the voice", h.sent[max(0, found.start() - 12) : found.end() + 12])
            )
    return out


def _anchor_sent(h: Heard, page: Page | None) -> re.Match[str] | None:
    """An anchor's id `h` sends (see _anchor), unless the page shows it as text inside a sentence, as the writer's
    words (`(#main-content) with a wide margin`)."""
    found = _anchor(h.sent)
    if found and page is not None and h.first and _in_a_sentence(h.sent, found) and _shown_as_text(page, h, found):
        return None
    return found


def _in_a_sentence(sent: str, found: re.Match[str]) -> bool:
    """Whether an attribute sent stands inside a sentence, words going on after it (`className="tweet"の div に…`):
    not a heading's marks, not a directive's attribute closing what is sent (`import, title="x.js"`)."""
    return not found.group().lstrip().startswith("#") and _WORD_AFTER.match(sent, found.end()) is not None


_WORD_AFTER = LazyPattern(r"[ \t]{0,2}[^\W_]")


def _shown_as_text(page: Page, h: Heard, found: re.Match[str]) -> bool:
    """Whether the page shows what was found as text on the chunk's lines (blanks aside): the writer's words."""
    flat = _SPACES.sub("", found.group())
    return any(flat in _SPACES.sub("", s.text) for s in page.over(h.first, max(h.last, h.first)))


_CODE_SIGNS = LazyPattern(r"[;{}=<>()\[\]$#_|\\]")
_SENTENCE_END = LazyPattern(r"[。！？]|(?<=[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3])[.!?](?:\s|$)")


_COMMENTED = LazyPattern(r"^\s*(?:#|//|\$|>|--|/?\*|%|;)", re.M)


def _sentences(code: str) -> bool:
    """Whether a code block's text is sentences: CJK prose with two sentence ends or more, few code signs, no line
    of it a comment or a prompt."""
    cjk = len(_CJK_CHAR.findall(code))
    if cjk < 12 or len(_CODE_SIGNS.findall(code)) * 20 > cjk or _COMMENTED.search(code):
        return False
    return len(_SENTENCE_END.findall(code)) >= 2


def _code_for_prose(cue: str, text: str, prose: str) -> bool:
    """Whether a code cue stands for what the page shows as prose (a box's body an indented block made code), or
    for sentences: a cue for prose is a hole, not a rule."""
    if "code" not in cue:
        return False
    flat = _SPACES.sub("", text)
    return _sentences(text) or (len(flat) >= 8 and flat[:24] in _SPACES.sub("", prose))


# An HTML element of prose with its words: a heading or a paragraph (`<h2><a id="1__1"></a>1. 添加两个远程库</h2>`).
_PROSE_ELEMENT = LazyPattern(r"<(h[1-6]|p)\b[^>]{0,400}>((?:(?!</?\1\b).){1,2000})</\1\s*>", re.I | re.S)


def _exported_html(code: str) -> str:
    """The first heading's or paragraph's words of an HTML fragment an export indented into a code block (its first
    line a tag indented past the block's own four columns, as a cnblogs backup indents its HTML), else ""."""
    first = code.lstrip("\n").split("\n", 1)[0]
    if not first.startswith("    ") or not first.lstrip().startswith("<"):
        return ""
    for element in _PROSE_ELEMENT.finditer(code):
        words = " ".join(re.sub(r"<[^<>]{0,400}>", " ", element.group(2)).split())
        if len(_CJK_CHAR.findall(words)) >= 2 or len(_LATIN.findall(words)) >= 2:
            return words
    return ""


def code_cued_prose(page: Page, heard: Sequence[Heard]) -> list[PageFinding]:
    """Cues standing for a code block whose text is sentences, or an HTML fragment of headings and paragraphs an
    export indented into one: prose the listener never hears."""
    out = []
    for h in heard:
        if h.kind != "cue" or not h.first:
            continue
        for s in page.over(h.first, max(h.last, h.first)):
            if s.kind == "code" and _sentences(s.text):
                out.append(PageFinding(h.chunk, "prose cued as code", " ".join(s.text.split())[:120]))
                break
            if s.kind == "code" and "<" in s.text and (words := _exported_html(s.text)):
                out.append(PageFinding(h.chunk, "prose cued as code", words[:120]))
                break
    return out


def rows_cued_as_table(page: Page, heard: Sequence[Heard]) -> list[PageFinding]:
    """Cues standing for a table where the page shows none and the lines hold no table's shape: no delimiter row, and
    no line with two cells of words (`||這是效果||`, a spoiler's bars around one phrase; `|x|` alone). The listener
    hears that a table is skipped and never the words the page shows. Rows of two cells or more with no delimiter row
    are the reader's table of pipe rows, left alone."""
    out = []
    for h in heard:
        if h.kind != "cue" or not h.first:
            continue
        for cue, text in h.cued:
            if cue != "table" or not text.strip() or _has_table_shape(text):
                continue
            if any(s.kind == "table" for s in page.over(h.first, max(h.last, h.first))):
                continue
            out.append(PageFinding(h.chunk, "words cued as a table", " ".join(text.split())[:120]))
            break
    return out


_TABLE_DELIMITER = LazyPattern(r"\s*\|?(?:\s*:?-+:?\s*\|)+\s*(?::?-+:?\s*)?")


def _has_table_shape(text: str) -> bool:
    """Whether rows cued as a table hold a table's shape: a delimiter row, or a line of two cells with words."""
    for line in text.split("\n"):
        if _TABLE_DELIMITER.fullmatch(line):
            return True
        if sum(1 for cell in line.split("|") if _WORD_CELL.search(cell)) >= 2:
            return True
    return False


_WORD_CELL = LazyPattern(r"[^\W_]")


# A host said with more glued to it than a CJK particle: `ko.wikipedia.org추상_구문_트리` (the host, then letters of
# another script, no blank between).
_HOST_GLUED = LazyPattern(r"(?<![\w.@-])((?:[A-Za-z0-9-]{1,63}\.){1,6}[A-Za-z]{2,10})(?=[^\x00-\x7f])(\S{1,200})")
_PAGE_URL = LazyPattern(
    r"(?:[a-z][a-z0-9+.-]{1,15}://)?(?:www\.)?((?:[A-Za-z0-9-]{1,63}\.){1,6}[A-Za-z]{2,10})(/[^\s)\]>\"'）」]{0,400})",
    re.I,
)
_TRAILING = ".,;:!?)）」』。、，！？：；"


# An address the page shows: with a scheme or a host, then a path; not a file's path (`/Applications/x.app/Contents`).
_SHOWN_URL = LazyPattern(
    r"(?<![\w/.@-])(?:[a-z][a-z0-9+.-]{1,15}://)?(?:www\.)?((?:[A-Za-z0-9-]{1,63}\.){1,6}[A-Za-z]{2,10})"
    r"(/[^\s)\]>\"'）」]{0,400})",
    re.I,
)
# What makes `word.word/` a host: a scheme, `www.`, or a top-level domain (not a file's or a framework's name's
# extension: `Node.js/Express`, `README.md/CHANGELOG.md` are names).
_TOP_LEVEL = frozenset(
    "com org net io dev app co jp cn tw kr me info edu gov rs sh ai so xyz uk de fr ly gg tv hk sg us ca eu cc ru".split()
)
# A word of an address's path: letters and digits, a letter among them (`EG8m4e3kza`, `sugar-blog`'s `sugar`).
_PATH_WORD = LazyPattern(r"[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*")


def url_paths_said(page: Page, heard: Sequence[Heard]) -> list[PageFinding]:
    """Chunks that say an address past its host: the host, then a whole part of the path the page shows after it
    (`https://ko.wikipedia.org/wiki/바이트코드` heard "ko.wikipedia.org바이트코드"), or a piece of one with a path's `_`
    or `-` in it — not a particle glued to the host (`example.org이라는`), which is the sentence's; or a word of a path
    the page shows only in that address, said (`pic.twitter.com/EG8m4e3kza` heard "pic.twitter.com EG8m4e3kza")."""
    out = _path_words_said(page, heard)
    reported = {f.chunk for f in out}
    return out + [f for f in _first_parts_said(page, heard) + _glued_paths_said(page, heard) if f.chunk not in reported]


def _glued_paths_said(page: Page, heard: Sequence[Heard]) -> list[PageFinding]:
    """Chunks that say a host with a part of its path glued to it (`ko.wikipedia.org바이트코드`; not a particle)."""
    out = []
    for (first, last), chunks in _groups(heard).items():
        glued = [(h, m) for h in chunks if "." in h.sent and not h.sent.isascii() for m in _HOST_GLUED.finditer(h.sent)]
        if not glued:
            continue
        paths: dict[str, list[str]] = {}
        for m in _PAGE_URL.finditer(" ".join(s.text for s in page.over(first, last))):
            paths.setdefault(m.group(1).lower(), []).extend(seg for seg in unquote(m.group(2)).split("/") if seg)
        for h, m in glued:
            tail = m.group(2).rstrip(_TRAILING)
            segments = paths.get(m.group(1).lower(), [])
            if any(
                tail == seg or (len(tail) >= 4 and tail in seg and ("_" in tail or "-" in tail)) for seg in segments
            ):
                out.append(PageFinding(h.chunk, "an address said past its host", (m.group(1) + tail)[:120]))
    return out


# What a voice is sent between an address's host and the first part of its path: blanks (two at most), then the slash
# or its name and two blanks more, or nothing.
_GAP_SIGNS = ("/", "slash", "斜杠", "斜線", "斜线", "スラッシュ", "슬래시")
_PATH_GOES_ON = LazyPattern(r"[\w-]")  # (after a part: it is a longer word, not that part)


def _first_parts_said(page: Page, heard: Sequence[Heard]) -> list[PageFinding]:
    """Chunks that send an address's host and right after it the first part of its path (three characters or more), in
    prose, a link's text or a code span alike (the s16 ruling: an address is heard by its host): `[ggplot2-book.org/
    scale-position.html](…)` heard "ggplot2-book.org scale-position.html" (s15 dev djnavarro strange-year [60][62]),
    `git clone git://cagit1.caveonetworks.com/thunder/boot/atf.git` heard "… 斜杠 thunder 斜杠 boot" (s13 held-out
    Bai-Yingjie git 日常使用 [205]). The words of the path shown elsewhere on the lines do not excuse it here: they follow
    the host. The parts are indexed by host once for the lines, and a chunk is looked at only where it says a host
    (a search per part of the lines for every chunk grew with their square: issue 43, s16 'signed lines')."""
    out = []
    for (first, last), chunks in _groups(heard).items():
        shown = " ".join(s.text for s in page.over(first, last))
        if "/" not in shown or "." not in shown:
            continue
        parts = _FirstParts(shown)
        if not parts.by_host:
            continue
        for h in chunks:
            said = parts.said(h.sent.lower())
            if said:
                out.append(PageFinding(h.chunk, "an address said past its host", said[:120]))
    return out


class _Part:
    """A node of the first parts of one host's paths, letter by letter (lower case): `first` is the place, among the
    lines' addresses, of the first that ends here."""

    __slots__ = ("first", "next")

    def __init__(self) -> None:
        self.next: dict[str, _Part] = {}
        self.first: int | None = None


class _FirstParts:
    """The first parts of the paths the lines show (three characters or more), by host, in the order shown."""

    def __init__(self, shown: str) -> None:
        self.shown: list[str] = []
        self.by_host: dict[str, _Part] = {}
        # the hosts by the length of their first label, then by that label (made when a chunk is first asked)
        self._by_label: dict[int, dict[str, list[str]]] | None = None
        seen: set[tuple[str, str]] = set()
        for m in _SHOWN_URL.finditer(shown):
            if not _a_host(m):
                continue
            path = unquote(m.group(2))
            part = path.split("/")[1] if "/" in m.group(2)[1:] else path[1:]
            host = m.group(1).lower()
            if len(part) < 3 or (host, part) in seen:
                continue
            seen.add((host, part))
            node = self.by_host.setdefault(host, _Part())
            for ch in part.lower():
                node = node.next.setdefault(ch, _Part())
            if node.first is None:
                node.first = len(self.shown)
            self.shown.append(host + "/" + part)

    def said(self, sent: str) -> str:
        """The first address shown (in the lines' order) whose host `sent` says with the first part of its path right
        after it, its gap and that part whole; "" for none. `sent` is in lower case."""
        first: int | None = None
        for host, at in self._hosts_in(sent):
            for start in _gap_ends(sent, at + len(host)):
                found = _part_at(sent, start, self.by_host[host])
                if found is not None and (first is None or found < first):
                    first = found
        return "" if first is None else self.shown[first]

    def _hosts_in(self, sent: str) -> Iterator[tuple[str, int]]:
        """Each place where `sent` says one of the hosts (overlapping ones too), with that host. Found from the dots of
        `sent`: a host is said where its first label ends at a dot of `sent`, so each dot is asked about the hosts whose
        first label is the text before it (one lookup per length of first label). Each host searched through every
        chunk of its lines grew as hosts times text: a paragraph of lines with an address each has a host a line."""
        if self._by_label is None:
            self._by_label = {}
            for host in self.by_host:
                label = host[: host.index(".")]
                self._by_label.setdefault(len(label), {}).setdefault(label, []).append(host)
        dot = sent.find(".")
        while dot >= 0:
            for length, labels in self._by_label.items():
                if length <= dot:
                    for host in labels.get(sent[dot - length : dot], ()):
                        if sent.startswith(host, dot - length):
                            yield host, dot - length
            dot = sent.find(".", dot + 1)


def _gap_ends(sent: str, at: int) -> dict[int, None]:
    """Where a part may start after a host that ends at `at`: past no, one or two blanks, then past the slash or its
    name and no, one or two blanks more (_GAP_SIGNS)."""
    ends: dict[int, None] = {}
    for before in _blanks_after(sent, at):
        ends[before] = None
        for sign in _GAP_SIGNS:
            if sent.startswith(sign, before):
                ends.update(dict.fromkeys(_blanks_after(sent, before + len(sign))))
    return ends


def _blanks_after(sent: str, at: int) -> list[int]:
    ends = [at]
    while len(ends) < 3 and ends[-1] < len(sent) and sent[ends[-1]] in " \t":
        ends.append(ends[-1] + 1)
    return ends


def _part_at(sent: str, start: int, parts: _Part) -> int | None:
    """The first (in the lines' order) of the parts that `sent` holds whole at `start`, not going on as a word."""
    found: int | None = None
    node = parts
    for at in range(start, len(sent)):
        step = node.next.get(sent[at])
        if step is None:
            break
        node = step
        if node.first is not None and not _PATH_GOES_ON.match(sent, at + 1) and (found is None or node.first < found):
            found = node.first
    return found


def _path_words_said(page: Page, heard: Sequence[Heard]) -> list[PageFinding]:
    """Chunks that say a word of an address's path (three characters or more) that the page shows nowhere on their
    lines but in that address: the address is heard by its host, its path is for eyes."""
    out = []
    for (first, last), chunks in _groups(heard).items():
        shown = " ".join(s.text for s in page.over(first, last))
        if "/" not in shown or "." not in shown:
            continue
        prose = " ".join(s.prose for s in page.over(first, last))  # (code is read as written)
        words = _path_words(prose, shown)
        if not words:
            continue
        for h in chunks:
            said = [w for w in _PATH_WORD.findall(h.sent) if w in words]
            if said:
                out.append(PageFinding(h.chunk, "an address said past its host", " ".join(said)[:120]))
    return out


def _path_words(prose: str, shown: str) -> set[str]:
    """The words of the paths of the addresses `prose` shows (three characters or more) that `shown` holds nowhere
    else, nor their hosts (a word of the host is said with it: `grafana.com/grafana/download`)."""
    found = [m for m in _SHOWN_URL.finditer(prose) if _a_host(m)]
    if not found:
        return set()
    apart = _SHOWN_URL.sub(lambda m: " " if _a_host(m) else m.group(), shown)
    elsewhere = {w.lower() for w in _PATH_WORD.findall(apart + " " + " ".join(m[1] for m in found))}
    words = {w for m in found for w in _PATH_WORD.findall(unquote(m.group(2))) if len(w) >= 3}
    return {w for w in words if w.lower() not in elsewhere}


def _a_host(found: re.Match[str]) -> bool:
    """Whether an address found by _SHOWN_URL has a host: a scheme or `www.` before it, or a top-level domain."""
    return found.start(1) > found.start() or found.group(1).rsplit(".", 1)[-1].lower() in _TOP_LEVEL


# Two separators with nothing but blanks between them in what is sent (`between,, and`, `only 2:,.`): a word taken
# out between them (an emoji used as a noun).
def handles_unrepeated(heard: Sequence[Heard]) -> list[PageFinding]:
    """Handles left out by the rule "handle that repeats a name" where the chunk says no name the handle repeats:
    `浜田直樹氏（@xylnao11）`, `An LLVM community member (@cor3ntin)` — the only name of someone, never heard. A name
    repeated is the handle whole (`Greg Osuri (@gregosuri)`), a word of three letters or more of the chunk inside it
    (`Mia (@TerribleMia)`), or its letters without vowels (`Max Böck (@mxbck)`)."""
    out = []
    for h in heard:
        for rule, text in h.left_out:
            if rule == "handle that repeats a name" and not _repeats(_HANDLE_NAME.sub("", text).lower(), h.sent):
                out.append(PageFinding(h.chunk, "a handle left out that repeats no name", text.strip()))
    return out


_HANDLE_NAME = LazyPattern(r"[^A-Za-z0-9]+|^@")
_VOWELS = LazyPattern(r"[aeiouy]")
_NAME_WORD = LazyPattern(r"\b[A-Z][a-z]{2,}")  # (a capitalised word: a name's)


def _repeats(handle: str, sent: str) -> bool:
    folded = unicodedata.normalize("NFKD", sent).encode("ascii", "ignore").decode()
    collapsed = "".join(ch for ch in folded.lower() if ch.isalnum())
    if not handle or handle in collapsed or any(w.lower() in handle for w in _NAME_WORD.findall(folded)):
        return True
    skeleton = _VOWELS.sub("", handle)
    return len(skeleton) >= 4 and skeleton in _VOWELS.sub("", collapsed)


_EMPTY_SLOT = LazyPattern(r"[,、:：][ \t]*[,、.。]")


def slots_emptied(page: Page, heard: Sequence[Heard]) -> list[PageFinding]:
    """Chunks that send two separators with nothing between them where the page shows something there (`can only
    choose between 🐶, 🐺, 🦅 and 🐭` heard "choose between,, and"): the listener hears a list with its items gone."""
    out = []
    for (first, last), chunks in _groups(heard).items():
        # (a comma right before the chunk's last stop is a pause at its end, no slot: a display formula said with its
        # trailing comma, "…e to the power of i m phi,." — s17 dev aceofgreens spherical_harmonics [52], exogeneous_growth
        # [58], fundamental_theorem_of_asset_pricing [69][73]: the page view shows no formula, so the judge found ",."
        # nowhere on the page)
        emptied = [
            (h, m)
            for h in chunks
            if "," in h.sent or "、" in h.sent
            for m in _EMPTY_SLOT.finditer(h.sent)
            if h.sent[m.end() :].strip() or m.group()[-1] not in ".。"
        ]
        if not emptied:
            continue
        shown = _SPACES.sub("", " ".join(s.text for s in page.over(first, last)))
        for h, m in emptied:
            if _SPACES.sub("", m.group()) not in shown:
                out.append(PageFinding(h.chunk, "a word between its separators never said", _around(h.sent, m)))
                break
    return out


# A pair of brackets sent with nothing between them (`（）`, `()`, `[]`, `【】`).
_EMPTY_PAIR = LazyPattern(r"\([ \t]*\)|（[ \t　]*）|\[[ \t]*\]|【[ \t　]*】")


def brackets_emptied(page: Page, heard: Sequence[Heard]) -> list[PageFinding]:
    """Chunks that send a pair of brackets with nothing inside where the page shows something inside them on the
    chunk's lines (`**304 Not Modified**（❌）` heard "304 Not Modified（）": a mark a rule left out as a flourish is the
    bracket's whole content, the verdict the writer gives; s18 dev chiyuki0325 hackergame-2023 [56][58][62]): the
    listener hears a bracket open on nothing. A pair the page shows empty (a call `f()`, `[]` of code) is as written."""
    out = []
    for (first, last), chunks in _groups(heard).items():
        emptied = [(h, m) for h in chunks for m in _EMPTY_PAIR.finditer(h.sent)]
        if not emptied:
            continue
        shown = _SPACES.sub("", " ".join(s.text for s in page.over(first, last)))
        for h, m in emptied:
            if _SPACES.sub("", m.group()).replace("\u3000", "") not in shown:
                out.append(PageFinding(h.chunk, "a bracket's content never said", _around(h.sent, m)))
                break
    return out


def _around(text: str, m: re.Match[str]) -> str:
    return text[max(0, m.start() - 20) : m.end() + 12].strip()


def blocks_unheard(page: Page, heard: Sequence[Heard]) -> list[PageFinding]:
    """Blocks the page shows as prose on lines no chunk says or cues, left out by no rule of design: a bare address or
    a file's name on its own line, a step taken for a link card (`2.Minikube`), each at the chunk whose record holds
    it, else the next chunk heard. What a cue stands for is heard (a list cue's cards, each one)."""
    said = _chunks_by_line(heard)
    starts = sorted((h.first, h.chunk) for h in heard if h.first)
    if not starts:
        return []
    records = _Records(heard)
    out = []
    for piece in page.items:
        if piece.kind != "prose" or not _WORDISH.search(piece.prose) or said.over(piece.first, piece.last):
            continue
        text = " ".join(piece.prose.split())
        heard_by_design, holder = records.judge(text)
        if heard_by_design:
            continue
        if holder < 0:
            holder = next((n for line, n in starts if line > piece.last), starts[-1][1])
        out.append(PageFinding(holder, "shown, never heard", text[:120]))
    return out


class _Records:
    """The chunks' records (what rules left out, what cues stand for), each made blank-free once and indexed by its
    text: a block is looked up, not compared with every record of the article (thousands of link cards)."""

    def __init__(self, heard: Sequence[Heard]) -> None:
        # (text, chunk, heard by design): a cue's text is heard; a left-out one is if its rule is of design.
        self.items = [
            *((_SPACES.sub("", left), h.chunk, rule in BY_DESIGN) for h in heard for rule, left in h.left_out),
            *((_SPACES.sub("", text), -1, True) for h in heard for _, text in h.cued),
        ]
        self.items = [item for item in self.items if item[0]]
        self.exact: dict[str, bool] = {}
        for text, _, ok in self.items:
            self.exact[text] = self.exact.get(text, False) or ok

    def judge(self, shown: str) -> tuple[bool, int]:
        """Whether a record of design holds `shown` (or it holds the record), and else the chunk of the first
        left-out record that does (-1 for none)."""
        a = _SPACES.sub("", shown)
        if not a or self.exact.get(a):
            return bool(a), -1
        holder = -1
        for b, chunk, ok in self.items:
            if a in b or b in a:
                if ok:
                    return True, -1
                if holder < 0 <= chunk:
                    holder = chunk
        return False, holder


_WORDISH = LazyPattern(r"[^\W\d_]{2}")
