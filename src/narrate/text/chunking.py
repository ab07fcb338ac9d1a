"""Splitting a block's spoken text into chunks a voice service takes in one request.

A chunk never spans two blocks. A block longer than ``MAX_CHARS`` is cut at
sentence ends (。！？；.!? and their closing quotes or brackets), then at clause
marks (，、,：), then at spaces, and only as a last resort inside a run of text —
never inside a Latin word or a number. Every chunk stays far under the service's
4,096-byte request limit, which counts the XML-escaped text.
"""

from __future__ import annotations

import bisect
import re
import unicodedata
from collections.abc import Sequence
from functools import lru_cache

from narrate.patterns import LazyPattern

from .mathwords import MATH_AFTER
from .model import Segment

MAX_CHARS = 400
MAX_BYTES = 1500  # escaped UTF-8 bytes; Edge's limit is 4,096 for the whole SSML body

# A full stop ends a sentence only before a space or the end, and not after an
# abbreviation: "a.m.", "e.g." (a letter between dots) or a title such as "Dr.".
# A semicolon inside a word ("TL;DR") and an ellipsis inside a name ("0xf3be…0d74") do not.
# Nor does the "!" of an operator ("a != b", "!==") or one before a name, with nothing of a word before it
# ("온다면 !isNewView가", "优先级：!important", "。!importantで"): the full-width marks are never one.
# A factorial's sign is no exclamation: a `!` glued to a number or a lone letter with math after it, an operator and
# an operand past any brackets' closes (`(k!) ^ (k^n-1^)`, `n! = 120`: s9 halfrost De Bruijn's formula was cut there,
# its caret sent raw). '(out of 100!) on' and 'Only $5! - what' are exclamations (review10-read #1).
_FACTORIAL = rf"(?!(?:(?<=\d)|(?<=[^A-Za-z][A-Za-z]))!(?={MATH_AFTER}))"
# An ellipsis takes the question or exclamation marks right after it ('「嗯………………？真係有？」', '「係咩……？」'): cut
# before them, the next sentence opened with the mark and lost it, the trailing question heard as a statement
# (s15 held-out lenchan139 畢業 [11][14]).
# Each end opens with one of _ENDS's marks (the lookbehinds and _FACTORIAL's lookahead take no character): the
# lookahead first passes over every other character with one test, where the alternatives' lookbehinds were tried
# at each (7x the time on prose; the same matches).
# A question or full stop followed by a CJK pause ('使用情景可以看 [When to use git subtree?](…)，寫了…') ends no
# sentence: the title it closes is named inside one, which goes on (the s17 ruling: a link title is a unit of it).
_SENTENCE_END = LazyPattern(
    rf"(?=[。！？；!?;.…])(?:[。！？；?]+(?![。！？；?，、])|{_FACTORIAL}(?<![\s(\[{{（:：,，、。．；])(?<!^)!+(?:[?？][!?！？]*)?(?!=)|{_FACTORIAL}!+(?:[?？][!?！？]*)?(?![=\w$])|;(?=\s|$)|(?<!\.[A-Za-z])(?<!\b[Mm]rs)(?<!\b(?:[Mm]r|[Mm]s|[Dd]r|[Ss]t|[Jj]r|vs))\.(?=\s|$)"
    r"|…+[！？!?]*(?![0-9A-Za-z]))"
    r"[」』”’\"')）\]】》〉]*\s*"
)
_ENDS = LazyPattern("[。！？；!?;.…]")  # what every sentence end holds (a text without one is one sentence)
# A number opening one of a block's lines, right before a period and a blank ('7.\u00a0**Narrative Style**'): a list's
# number that CommonMark and kramdown leave in the paragraph (a no-break space after it, or a number other than 1 after
# a line of prose, makes no list), so the period is no sentence's end (eonist the-lindy-effect #82: '… 7.' was heard at
# the end of item 6). Looked for in the few characters before the period: linear however long the line.
_LINE_NUMBER = LazyPattern(r"(?:^|\n)[ \t\u00a0]{0,3}\d{1,3}\Z")
_NUMBER_GAP = frozenset(" \t\u00a0")
# (a speaker's bracket may stand before the arrow, a mark or a quote after it: "「…？」（取材班）→「〆切です」",
# "필요? → ❌ 없음": the question's arrow points at its answer, one sentence with it)
_ARROW_NEXT = LazyPattern(r"(?:[（(][^（）()\n]{1,16}[）)]\s*)?(?:→|⟶|->|=>|⇒|➡)\s*(?:[^\w\s]{1,3}\s*)?\w")
_CLAUSE = LazyPattern(r"[，、,：:]\s*|\s+")
# A file's extension split from its path by a writer's (or an autocorrect's) space and capital, the sentence going on
# in CJK after it ("放置到 themes/next/source/images/avatar. Png 路径", s22 dev slam-learner Hexo+Next配置博客): the
# period is the file name's dot, no sentence's end (an English sentence after it, "juice. Json is…", still is one).
_PATH_BEFORE_DOT = LazyPattern(r"\w/[\w-]{1,60}\Z")
_EXTENSION_THEN_CJK = LazyPattern(
    r"(?i:json|ya?ml|toml|md|png|jpe?g|gif|svg|webp|js|ts|py|html?|css|txt|xml)\b[ \t]*[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3]"
)


def _weight(text: str) -> int:
    # Spelled out, not a generator over the five characters: it runs once per word of a block.
    escaped = text.count("&") + text.count("<") + text.count(">") + text.count('"') + text.count("'")
    return (len(text) if text.isascii() else len(text.encode("utf-8"))) + 4 * escaped


def _fits(text: str, max_chars: int) -> bool:
    return len(text) <= max_chars and _weight(text) <= MAX_BYTES


def _pieces(text: str, pattern: re.Pattern[str] | LazyPattern) -> list[str]:
    """`text` cut after each match of `pattern` (which never matches empty), by the regex engine's
    split: a Python loop over the matches of a megabyte of one-letter words cost a second."""
    parts = _through(pattern).split(text)
    pieces = list(map(str.__add__, parts[0:-1:2], parts[1::2]))
    if parts[-1]:
        pieces.append(parts[-1])
    return [p for p in pieces if p]


@lru_cache(maxsize=8)
def _through(pattern: re.Pattern[str] | LazyPattern) -> re.Pattern[str]:
    """`pattern` as one group, so that split keeps what it matched."""
    return re.compile(f"({pattern.pattern})", pattern.flags)


_ASCII_WORD_CHAR = LazyPattern("[A-Za-z0-9]")  # what _is_word_char says yes to


def _is_word_char(ch: str) -> bool:
    return ch.isascii() and ch.isalnum()


def _hard_split(text: str, max_chars: int) -> list[str]:
    out: list[str] = []
    start = 0
    # Walk an offset rather than re-slicing the rest: a megabyte without a space or a
    # sentence end would otherwise be copied and re-measured once per chunk (quadratic).
    while not _fits(text[start : start + max_chars + 1], max_chars):
        window = text[start : start + max_chars + 1]
        cut = min(len(window), max_chars)
        while cut > 1 and _weight(window[:cut]) > MAX_BYTES:
            cut -= 1
        # Back off so the cut does not fall inside a Latin word or a number.
        back = cut
        while back > 1 and _is_word_char(window[back - 1]) and _is_word_char(window[back]):
            back -= 1
        if back > cut // 2:
            cut = back
        # Better still: where Latin or digits meet other text ("第|20240318|次"), a pause
        # sounds like a phrase break rather than a word cut in half. (Only where the stretch looked
        # at holds a Latin letter or a digit: in a run of CJK there is no such edge to find.)
        low = max(1, cut - max_chars // 4)
        for edge in range(cut, low, -1) if _ASCII_WORD_CHAR.search(window, low, cut + 1) else ():
            if _is_word_char(window[edge - 1]) != _is_word_char(window[edge]):
                cut = edge
                break
        out.append(window[:cut])
        start += cut
    if start < len(text):
        out.append(text[start:])
    return out


def _plain(text: str) -> bool:
    """Whether every character of `text` weighs one byte (ASCII that needs no escaping)."""
    return text.isascii() and not ("&" in text or "<" in text or ">" in text or '"' in text or "'" in text)


def _pack(pieces: list[str], max_chars: int) -> list[str]:
    # Length and weight add up piece by piece: measuring the joined text again for every piece
    # cost a chunk's length per word (a megabyte of one-letter words: minutes).
    out: list[str] = []
    current: list[str] = []
    length = weight = 0
    weigh = len if _plain("".join(pieces)) else _weight
    for piece in pieces:
        size, heft = len(piece), weigh(piece)
        if current and length + size <= max_chars and weight + heft <= MAX_BYTES:
            current.append(piece)
            length += size
            weight += heft
        else:
            if current:
                out.append("".join(current))
            current, length, weight = [piece], size, heft
    if current:
        out.append("".join(current))
    return out


def request_weight(text: str) -> int:
    """What `text` weighs against a request's MAX_BYTES: its UTF-8 bytes, each character the client
    escapes as its entity. Additive: a text's weight is the sum of its pieces' weights."""
    return _weight(text)


def one_chunk(text: str, weight: int | None = None) -> bool:
    """Whether `text` is one chunk as it stands: exactly `split_text(text) == [text]`, without cutting it.
    `weight` is its request_weight when the caller knows it (a chunk grown a sentence at a time: then
    each join weighs only what it adds, not the whole chunk again).

    (A text that does not fit is never returned whole by split_text, and one that fits is returned
    stripped: so the answer is "non-empty, already stripped, and fits".)"""
    if weight is None:
        return bool(text) and text == text.strip() and _fits(text, MAX_CHARS)
    return bool(text) and text == text.strip() and len(text) <= MAX_CHARS and weight <= MAX_BYTES


def split_text(text: str, max_chars: int = MAX_CHARS) -> list[str]:
    """Cut one block's text into chunk-sized pieces at the most natural places available."""
    text = text.strip()
    if not text:
        return []
    if _fits(text, max_chars):
        return [text]
    pieces: list[str] = []
    for sentence in _pieces(text, _SENTENCE_END) if _ENDS.search(text) else [text]:
        if _fits(sentence, max_chars):
            pieces.append(sentence)
            continue
        for clause in _pack(_pieces(sentence, _CLAUSE), max_chars):
            pieces.extend(_hard_split(clause, max_chars) if not _fits(clause, max_chars) else [clause])
    return [p.strip() for p in _pack(pieces, max_chars) if p.strip()]


# A "sentence" longer than this has no sentence end where a reader would pause (a megabyte of Han
# characters without punctuation, one run-on line): it is cut into pieces of at most this length,
# at a clause mark or a space when there is one, else between two characters a reader hears apart.
# Every later look at a sentence (its language, its lexicon, its chunks) then costs a bounded time,
# never a pass over the whole block per chunk.
MAX_SENTENCE = 10_000
_LAST_BREAK = LazyPattern(r".*[，、,：:;；\s]", re.S)


def _joins_previous(ch: str) -> bool:
    """Whether `ch` belongs to the character before it (a combining mark, a joiner, a variation
    selector, a skin tone, a Hangul vowel or final): a cut never falls before it."""
    code = ord(ch)
    return (
        unicodedata.category(ch) in ("Mn", "Mc", "Me")
        or ch in "\u200c\u200d"
        or 0xFE00 <= code <= 0xFE0F
        or 0x1F3FB <= code <= 0x1F3FF
        or 0xE0020 <= code <= 0xE007F
        or 0x1160 <= code <= 0x11FF
    )


def bounded_sentences(text: str, limit: int = MAX_SENTENCE) -> list[str]:
    """`text` (one sentence) in pieces of at most `limit` characters: cut after the last clause mark
    or space within reach, else at a grapheme boundary (never inside a user-perceived character)."""
    if len(text) <= limit:
        return [text]
    out: list[str] = []
    start = 0
    while len(text) - start > limit:
        window_end = start + limit
        found = _LAST_BREAK.match(text, start, window_end)
        cut = found.end() if found and found.end() > start + limit // 2 else window_end
        if cut == window_end:
            # Back to a grapheme boundary, within half the window (a run of combining marks that long
            # is no character anyone reads: cut anywhere, and stay linear).
            while cut > start + limit // 2 and (
                _joins_previous(text[cut]) or text[cut - 1] == "\u200d" or _regional_pair(text, start, cut)
            ):
                cut -= 1
            if cut == start + limit // 2:
                cut = window_end
        out.append(text[start:cut])
        start = cut
    out.append(text[start:])
    return out


def _regional_pair(text: str, start: int, cut: int) -> bool:
    """Whether `cut` falls inside a flag (two regional indicator letters, counted from the run's start)."""
    if not ("\U0001f1e6" <= text[cut] <= "\U0001f1ff" and "\U0001f1e6" <= text[cut - 1] <= "\U0001f1ff"):
        return False
    first = cut - 1
    while first > start and "\U0001f1e6" <= text[first - 1] <= "\U0001f1ff":
        first -= 1
    return (cut - first) % 2 == 1


def sentence_groups(segments: Sequence[Segment]) -> list[list[Segment]]:
    """A block's segments cut after each sentence end in its prose (never inside inline code), and
    inside a sentence longer than MAX_SENTENCE (bounded_sentences).

    Chunks are packed from whole sentences, so each chunk's spoken text and the
    article's own words for it (the transcript) come from the same sentences.
    """
    groups: list[list[Segment]] = [[]]
    line_start = True  # whether the next segment opens one of the block's lines (the block's first does)
    for seg in segments:
        if seg.code or seg.cue:
            groups[-1].append(seg)
            line_start = False
            continue
        start = 0
        for match in _SENTENCE_END.finditer(seg.text) if _ENDS.search(seg.text) else ():
            # "…의 보람. => 흥미 유지": an arrow on the same line after a sentence's end leads on from it (said
            # with it, "then"), not a bullet opening a line of its own
            if "\n" not in match.group(0) and _ARROW_NEXT.match(seg.text, match.end()):
                continue
            if "\n" not in match.group(0) and _inside_brackets(seg.text, match.start(), match.end()):
                continue
            if _split_extension(seg.text, match.start(), match.end()):
                continue
            line = _numbered_line(seg.text, match, line_start)
            if line is not None:
                # the number opens an item: the sentence ends at the line break before it, never after it
                if line > start:
                    _add_sentence(groups, seg.text[start:line], closes=True)
                    start = line
                continue
            if match.end() > start:
                _add_sentence(groups, seg.text[start : match.end()], closes=True)
                start = match.end()
        if start < len(seg.text):
            _add_sentence(groups, seg.text[start:], closes=False)
        if seg.text:
            line_start = seg.text.endswith("\n")
    return [g for g in groups if g]


# A name's own mark inside round brackets that close later on the line ("(Koikatu! Darkness)", "（Yahoo! JAPAN）"):
# the bracket's words are one name, never two sentences — cut there, the name was torn across two voices (s19
# held-out jim60105 Koikatu studio-menu-scrolling-text [19], fbi-open-up [39]: "(Koikatu!" ja-JP, "Darkness)" zh-TW).
# Looked for within 40 characters each side, on the mark's line.
_OPEN_BEFORE = LazyPattern(r"[(（][^()（）\n]{1,40}$")
_CLOSE_AFTER = LazyPattern(r"[^()（）\n。！？.!?]{1,40}[)）]")


def _inside_brackets(text: str, start: int, end: int) -> bool:
    """Whether the sentence end at `start`..`end` stands inside round brackets that close later on its line: a name's
    own mark (_OPEN_BEFORE, _CLOSE_AFTER) or an aside of a CJK sentence (_in_an_aside)."""
    if _OPEN_BEFORE.search(text, max(0, start - 41), start) and _CLOSE_AFTER.match(text, end):
        return True
    return _in_an_aside(text, start, end)


_OPENING_BRACKETS = "(（"
_CLOSING_BRACKETS = ")）"
# What may stand between an aside's closing bracket and the CJK words its sentence goes on with: ")中透露", "),的阐述",
# "))的论文".
_AFTER_ASIDE = LazyPattern(r"[)）\]\s,，.]*[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7a3]")


def _in_an_aside(text: str, start: int, end: int) -> bool:
    """Whether the sentence end at `start`..`end` is inside round brackets on its line after which a CJK sentence goes
    on: an aside of that sentence — a reference's authors, venue and pages, "在论文“Test Coverage…” (A. Mockus, N.
    Nagappan, … 2009, pp. 291–301.)中透露：…" (s21 held-out easonhan007 seven-unspoken-truths #30, #33, #47: cut at
    "A." and "pp.", the Chinese sentence was read in three pieces by two voices). The sentence is the one around the
    brackets; their dots abbreviate and close the aside, never the sentence (ruling 1: a sentence is never split
    across voices by what it holds)."""
    asides = _asides(text)
    at = bisect.bisect_right(asides, (start, len(text))) - 1
    return at >= 0 and asides[at][0] < start and end <= asides[at][1]


@lru_cache(maxsize=64)
def _asides(text: str) -> tuple[tuple[int, int], ...]:
    """The outermost round brackets of `text` that open and close on one line and after which CJK words go on
    (_AFTER_ASIDE), as (opening, closing) positions in order: one pass, whatever the number of sentence ends."""
    found: list[tuple[int, int]] = []
    opened: list[int] = []
    for match in _BRACKET_OR_BREAK.finditer(text):
        ch, at = match.group(), match.start()
        if ch == "\n":
            opened.clear()
        elif ch in _OPENING_BRACKETS:
            opened.append(at)
        elif opened:
            first = opened.pop()
            if not opened and _AFTER_ASIDE.match(text, at):
                found.append((first, at))
    return tuple(found)


_BRACKET_OR_BREAK = LazyPattern("[()（）\n]")


def _numbered_line(text: str, match: re.Match[str], line_start: bool) -> int | None:
    """Where the line begins when the sentence end `match` is the period of a number opening that line and a blank
    follows it (_LINE_NUMBER); None when it is a sentence's end. `line_start`: `text` itself opens a line."""
    at = match.start()
    if text[at] != "." or at + 1 >= len(text) or text[at + 1] not in _NUMBER_GAP:
        return None
    head = _LINE_NUMBER.search(text, max(0, at - 8), at)
    if head is None:
        return None
    if head.group(0).startswith("\n"):
        return head.start() + 1
    return head.start() if line_start else None


def _add_sentence(groups: list[list[Segment]], text: str, *, closes: bool) -> None:
    """One sentence's text into `groups` (the last one open), cut if it is too long to be one."""
    pieces = bounded_sentences(text) if len(text) > MAX_SENTENCE else [text]
    for n, piece in enumerate(pieces):
        groups[-1].append(Segment(piece))
        if closes or n < len(pieces) - 1:
            groups.append([])


def split_like(text: str, parts: Sequence[str]) -> list[str]:
    """Cut `text` into len(parts) pieces in the proportions of `parts`, at spaces or punctuation when near."""
    if len(parts) <= 1:
        return [text]
    total = sum(len(p) for p in parts) or 1
    out: list[str] = []
    start = 0
    done = 0
    for part in parts[:-1]:
        done += len(part)
        cut = max(start, min(len(text), round(len(text) * done / total)))
        for edge in range(cut, max(start, cut - 30), -1):
            if edge < len(text) and (text[edge - 1] in " ，、,。.！？!?；;：:" or not _is_word_char(text[edge])):
                cut = edge
                break
        out.append(text[start:cut].strip())
        start = cut
    out.append(text[start:].strip())
    return out


def _split_extension(text: str, start: int, end: int) -> bool:
    """Whether the period at `start` is a path's file name's dot split from its extension ("avatar. Png 路径")."""
    return (
        text[start] == "."
        and end - start <= 2
        and _PATH_BEFORE_DOT.search(text, max(0, start - 62), start) is not None
        and _EXTENSION_THEN_CJK.match(text, end) is not None
    )
