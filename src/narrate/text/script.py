"""Article → Script: what will be spoken, chunk by chunk, with pauses and chapter marks.

The text stage ends here. It knows nothing of engines or audio: a Script is
plain data that the synthesis stage turns into sound and `narrate script` prints.

Pauses follow how a person reads aloud: a clear pause after the title, a section
break before each heading (the longest pause), a shorter one after it, about
half a second between paragraphs and less between list items.
"""

from __future__ import annotations

import datetime as dt
import functools
import re
import urllib.parse
from collections import Counter
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field, replace
from typing import cast, overload

from narrate.config import Config, LanguageSettings, Pauses, Reading, Voice
from narrate.errors import ArticleError, ExpansionTooLarge, NoProse
from narrate.patterns import LazyPattern

from . import account, forks
from .account import (
    FORMULA,
    BlockAccount,
    ChunkAccount,
    Formula,
    SentenceAccount,
    chunk_account,
    spoken_account,
    written,
)
from .anchors import ANCHOR_STYLES
from .arrow_lines import article_classes
from .article_names import article_names
from .chunking import one_chunk, request_weight, sentence_groups, split_like, split_text
from .collector import paced
from .dialect_sites import shown_beside_title
from .language import (
    SENTENCE_EVIDENCE,
    a_clause,
    a_phrase,
    article_chinese,
    block_language,
    family,
    label_opening,
    latin_evidence,
    names_only,
    only_latin,
    own_words_phrase,
    piece_votes,
    said_as_a_sentence,
    sentence_language,
    sentence_shaped,
    series_title_language,
    shape_language,
    shape_voices,
    sibling_language,
    terms_only,
)
from .leaks import is_tiny
from .lexicon import (
    article_abbreviations,
    count_word,
    displayable,
    has_words,
    join_shown,
    join_spoken,
    lexicon_budget,
    normalize_spacing,
    speakable,
    uncovered_terms,
)
from .mathspeech import article_formulas, said_tags
from .model import MONTHS_EN, Article, Block, Segment
from .model import Chapter as Chapter  # defined in .model, still offered here
from .model import Chunk as Chunk
from .model import Script as Script
from .operators import article_code_marks, operators_listed
from .prose import extract_blocks, strip_unsafe
from .runs import language_runs, voiced_runs
from .sayable import asides_only_unsaid, whole_voice
from .sign_words import article_marked_items
from .signs import sign_only

# Starts only where its run starts (the lookbehind), so a long run of spaces is scanned once.
_DANGLING = LazyPattern(r"(?<![，、,;；:：\s])[，、,;；:：\s]+(?=[。.!！?？]|$)")


@dataclass(frozen=True)
class Speaker:
    """Who reads a piece of the script: a language, its voice, and the respellings sent to that voice."""

    lang: str
    voice: Voice
    lexicon: tuple[tuple[str, str], ...]
    pronounce: tuple[tuple[str, str], ...]
    readings: tuple[Reading, ...] = ()


def speaker_for(config: Config, lang: str, voice: Voice | None = None) -> Speaker:
    """The speaker of `lang` from voices.yaml (its configured voice unless `voice` is given).

    A Cantonese voice reading Chinese (`--voice zh-HK-…`) gets no pronunciation marks: they are
    respelled with Mandarin homophones."""
    settings = config.language(lang)
    voice = voice or settings.voice
    readings = () if voice.name.startswith(("zh-HK-", "yue-")) else settings.readings
    return Speaker(lang, voice, settings.lexicon, config.pronounce(lang, voice.name), readings)


def spoken_date(date: dt.date, lang: str) -> str:
    """A date as a person says it in `lang` ("2024年3月5日", "March 5, 2024")."""
    if lang == "en":
        return f"{MONTHS_EN[date.month - 1]} {date.day}, {date.year}"
    if lang == "ko":
        return f"{date.year}년 {date.month}월 {date.day}일"
    if lang not in ("zh-hant", "zh-hans", "ja"):
        return date.isoformat()  # a language without its own form keeps the digits, never Chinese or English words
    return f"{date.year}年{date.month}月{date.day}日"


def _same_words(a: str, b: str) -> bool:
    """Whether a heading says the title again: "GPU 節點" and "GPU節點", "Hello, World" and "hello world" are
    the same title to a listener, and so is a title one letter apart from a long heading (front matter
    `MongoDB-Objectd生成原理` under the H1 `MongoDB-ObjectId生成原理`: a typo in one of the two, heard twice in
    a row). Only a Latin letter is that letter: a number (`（一）`/`（二）`, `Part 1`/`Part 2`) or a CJK character
    (`（上）`/`（下）`, one word) makes two titles."""

    def words(text: str) -> str:
        return "".join(ch for ch in text.casefold() if ch.isalnum())

    one, other = words(a), words(b)
    return one == other or (min(len(one), len(other)) >= _TYPO_LENGTH and _one_letter_apart(one, other))


# The shortest title a one-letter difference is a typo in, not another word ("Go" and "Gi").
_TYPO_LENGTH = 10


def _one_letter_apart(one: str, other: str) -> bool:
    """Whether one Latin letter added, left out or changed makes `one` into `other`."""
    if abs(len(one) - len(other)) > 1:
        return False
    start = 0
    while start < min(len(one), len(other)) and one[start] == other[start]:
        start += 1
    end_one, end_other = len(one), len(other)
    while end_one > start and end_other > start and one[end_one - 1] == other[end_other - 1]:
        end_one, end_other = end_one - 1, end_other - 1
    differ = one[start:end_one] + other[start:end_other]
    return (
        0 < len(differ) <= 2
        and end_one - start <= 1
        and end_other - start <= 1
        and all("a" <= ch <= "z" for ch in differ)
    )


def item_number(number: int, lang: str) -> str:
    """How an ordered list item's number is said before it ("1. ", "1、")."""
    # "1. 確認" can come out as "一點確認" in a Chinese voice; "1、" is how Chinese and
    # Japanese text enumerate, and always reads as a plain number.
    return f"{number}、" if lang in ("zh-hant", "zh-hans", "ja") else f"{number}. "


def _plain(text: str) -> str:
    """Front matter text as words: `[Kat Cosgrove](https://…)` is "Kat Cosgrove"."""
    if not any(mark in text for mark in "[]*_`<>{"):
        return text
    return " ".join(b.text for b in extract_blocks(text) if b.kind != "cue").strip()


_DESCRIPTION_WORDS = LazyPattern(r"\w+")
_SAID_ONCE_AT_LEAST = 16  # letters and digits of a description the opening may stand for (never "Go")


def _said_in_opening(article: Article) -> bool:
    """Whether the article's opening (before its first heading) says its description word for word, as whole
    words (a summary in the front matter that the page shows as the lead too): then the intro does not say it
    again. A short description ("Go") is said: a word of the opening is no lead."""
    words = _DESCRIPTION_WORDS.findall(_plain(article.description).casefold())
    if sum(len(word) for word in words) < _SAID_ONCE_AT_LEAST:
        return False
    opening = []
    for block in article.blocks:
        if block.kind == "heading":
            break
        opening.append(block.text)
    said = _DESCRIPTION_WORDS.findall(" ".join(opening).casefold())
    return f" {' '.join(words)} " in f" {' '.join(said)} "


def _intro(article: Article, settings: LanguageSettings) -> str:
    author = _plain(article.author)
    if not settings.intro or not (author or article.date):
        return ""
    values = {
        "title": article.title,
        "author": author,
        "author_line": settings.author_line.format(author=author) if author else "",
        "date": spoken_date(article.date, settings.lang) if article.date else "",
        "description": "" if "{description}" in settings.intro and _said_in_opening(article) else article.description,
    }
    try:
        text = settings.intro.format(**values)
    except (KeyError, IndexError, ValueError) as exc:
        raise ArticleError(
            f"intro template {settings.intro!r} for {settings.lang} is invalid ({exc}); "
            "use {title}, {author}, {author_line}, {date} or {description}",
            path=article.path,
            key=f"languages.{settings.lang}.intro",
        ) from None
    # The default templates lead with the title, which the script already opens with.
    if text.startswith(article.title):
        text = text[len(article.title) :].lstrip("。. ")
    # An author without a date (or the reverse) leaves a separator hanging: "作者王小明，。".
    text = _DANGLING.sub("", text)
    return text.strip()


_NAME_SEPARATORS = LazyPattern(r"\s*(?:,|、|，|&|\band\b|和|與|与|と|及)\s*")
# What a byline holds besides the names: a date and "by", "作者：", "著者"… (a sentence is longer).
_BYLINE_REST = 40
# A byline is one clause: what a name and a date leave is never two clauses, words on both sides of a clause's
# mark ("本篇文章請至Opshell's Blog服用，已擁有完整的賞文體驗。" is the writer's own sentence, said; a date's comma,
# "October 21, 2024", has a digit beside it, and a colon labels a name, "作者：", "Posted on:"; a Japanese clause ends at 、).
_DATE_PART = LazyPattern(r"\d{1,4}\s{0,2}[年月日号號년월일]")
_CLAUSE_BREAK = LazyPattern(r"[^\W\d_]\s{0,3}(?:[,，、;；。!！?？]|\.(?=\s))\s{0,3}[^\W\d_]")


def is_byline(text: str, author: str) -> bool:
    """Whether a paragraph is only a byline for `author`: every name in it, and little else."""
    names = [name for name in _NAME_SEPARATORS.split(author.casefold()) if name.strip()]
    flat = text.casefold()
    if not names or not all(name in flat for name in names):
        return False
    # each name and each date's part a mark of its own, so "By Ann, March 3" and "2025 年 2 月 14 日，作者：" keep no
    # words about their comma
    marked = _DATE_PART.sub("0", flat)
    for name in names:
        flat, marked = flat.replace(name, ""), marked.replace(name, "0")
    return len(flat.strip()) <= _BYLINE_REST and not _CLAUSE_BREAK.search(marked)


_CHANGELOG = LazyPattern(r"(?<![\w&])#\d{2,7}\b|@[A-Za-z0-9][A-Za-z0-9_-]{0,38}\s{0,3}[)）]?\s{0,3}$", re.M)
_ISSUE_NUMBER = LazyPattern(r"(?<![\w&])#\d{2,7}\b")
_CLOSING_HANDLE = LazyPattern(r"@([A-Za-z0-9][A-Za-z0-9_-]{0,38})\s{0,3}[)）]?\s{0,3}$")
# An @name the article writes as code: in a code span (`@PreRemove`) or on a line of a fenced block ("    @PreRemove").
_CODE_AT = LazyPattern(r"`\s?@([A-Za-z][A-Za-z0-9_]{0,38})")
_FENCE = LazyPattern(r"^[ \t]{0,3}(?:```|~~~)")
_LINE_AT = LazyPattern(r"^[ \t]*@([A-Za-z][A-Za-z0-9_]{0,38})\b")
# The lists (Block.list_at) whose lines close with an @name of code, and the article's @names of code (code_lists).
_CODE_LISTS: ContextVar[tuple[frozenset[int], frozenset[str]]] = ContextVar(
    "narrate_code_lists", default=(frozenset(), frozenset())
)


def _code_ats(body: str) -> frozenset[str]:
    """The @names `body` writes as code: in a code span, or opening a line of a fenced block."""
    found = set(_CODE_AT.findall(body)) if "`@" in body or "` @" in body else set()
    fenced = False
    for line in body.split("\n") if "@" in body else ():
        if _FENCE.match(line):
            fenced = not fenced
        elif fenced and (at := _LINE_AT.match(line)):
            found.add(at.group(1))
    return frozenset(found)


@contextmanager
def code_lists(body: str, blocks: Sequence[Block]) -> Iterator[None]:
    """Within: the lists of `blocks` whose lines close with an @name the article writes as code (an annotation, a
    decorator) are no changelog — the list is about those names, a line's closing @name no person's credit ("before
    persist is called for a new entity – @PrePersist" with `@PreRemove` in the prose and the code; s19 held-out Ohzzi
    mat-zip-domain-event [62]-[68], every annotation dropped). One of a list's names in code makes the list one: its
    siblings name the same kind of thing."""
    names = _code_ats(body) if "@" in body else frozenset()
    lists = frozenset(
        block.list_at
        for block in blocks
        if names and block.list_at >= 0 and (at := _CLOSING_HANDLE.search(block.text)) and at.group(1) in names
    )
    token = _CODE_LISTS.set((lists, names))
    try:
        yield
    finally:
        _CODE_LISTS.reset(token)


def _code_items(blocks: Sequence[Block]) -> list[list[str]]:
    """Per list of `blocks`, the code of its items that are one code span alone (text.operators.operators_listed)."""
    lists: dict[int, list[str]] = {}
    for block in blocks:
        if block.kind != "list_item" or block.list_at < 0:
            continue
        said = [segment for segment in block.segments if not segment.cue and segment.text.strip()]
        if len(said) == 1 and said[0].code:
            lists.setdefault(block.list_at, []).append(said[0].text.strip())
    return list(lists.values())


def _changelog(block: Block) -> bool:
    """A changelog line (an issue number, or a handle closing the line): its handles are credits, not words.

    Never a heading: "### 2. @SpringBootTest" names a Java annotation, and a heading credits nobody; nor a line of a
    list about code's @names, nor a line closing with one (code_lists)."""
    # (both its alternatives need their sign: a "#" or an "@")
    text = block.text
    if block.kind == "heading" or not ("#" in text or "@" in text) or not _CHANGELOG.search(text):
        return False
    lists, names = _CODE_LISTS.get()
    if not names or ("#" in text and _ISSUE_NUMBER.search(text)):
        return True  # (an issue number makes the line a changelog's, whatever it names)
    at = _CLOSING_HANDLE.search(text)
    return not (block.list_at in lists or (at is not None and at.group(1) in names))


def _cue_text(block: Block, settings: LanguageSettings) -> str:
    """What a skip cue says: one code sample, three code samples, an image's alt text; a formula's its tags."""
    cue = block.cue or ""
    if cue in ("video", "audio", "frame"):
        return _player_cue(block, cue, settings)
    if cue == "image" and block.count < 2:
        alt = block.text.strip()
        template = settings.cues.get("image_alt", "") if alt else ""
        return template.format(alt=alt) if template else settings.cues.get("image", "")
    described = [s.text.strip() for s in block.segments if s.text.strip()]
    if cue == "code" and described:
        return _code_titled(block, described, settings)
    alts = described if cue == "image" else []
    if block.count > 1 and alts and settings.cues.get("image_many_alt"):
        # (pictures in a row, some described: how many, then every description, "two pictures: A; B")
        said = settings.cues["image_many_alt"].format(
            n=count_word(block.count, settings.lang), alt=_ALT_SEPARATORS.get(settings.lang[:2], "; ").join(alts)
        )
        return _capitalized(said)
    if block.count > 1 and settings.cues.get(f"{cue}_many"):  # (a gallery's pictures: image_many)
        said = settings.cues[f"{cue}_many"].format(n=count_word(block.count, settings.lang))
        return _capitalized(said) + _equation_numbers(block, settings)
    return settings.cues.get(cue, "") + _equation_numbers(block, settings)


def _player_cue(block: Block, cue: str, settings: LanguageSettings) -> str:
    """A player's cue (video, audio: a voices.yaml of its own written before player cues says its image cue), or an
    embedded page's, by its site: "(An embedded page from billhu.us is shown here.)"."""
    if cue != "frame":
        return settings.cues.get(cue) or settings.cues.get("image", "")
    template = settings.cues.get("frame_from", "")
    return template.format(host=block.text.strip()) if template else settings.cues.get("image", "")


def _code_titled(block: Block, titles: list[str], settings: LanguageSettings) -> str:
    """A code cue whose blocks the page titles (`src/index.js` above the code): "(Code: src/index.js.)", "(Two code
    samples: a.js; b.js.)" — the titles said in the cue, as a picture's caption is; the bare cue where the language's
    cues have no titled form (a voices.yaml of its own)."""
    said = _ALT_SEPARATORS.get(settings.lang[:2], "; ").join(titles)
    if block.count > 1 and settings.cues.get("code_many_title"):
        return _capitalized(
            settings.cues["code_many_title"].format(n=count_word(block.count, settings.lang), title=said)
        )
    if block.count == 1 and settings.cues.get("code_title"):
        return settings.cues["code_title"].format(title=said)
    if block.count > 1 and settings.cues.get("code_many"):
        return _capitalized(settings.cues["code_many"].format(n=count_word(block.count, settings.lang)))
    return settings.cues.get("code", "")


def _equation_numbers(block: Block, settings: LanguageSettings) -> str:
    """After a formula's cue, the numbers its equations are tagged with (`\\tag{3}`), which the text cites them by."""
    return said_tags((s.text for s in block.segments), settings.lang) if block.cue == "math" else ""


# Between the descriptions of pictures in a row: a mark each language reads as a pause between listed things and no
# description ends with ("、" inside a Japanese alt is common; "；" is not).
_ALT_SEPARATORS = {"zh": "；", "ja": "；"}


def _capitalized(said: str) -> str:
    """A cue that opens a sentence with its first letter upper case: "(two code samples…" -> "(Two code samples…"."""
    first = next((i for i, ch in enumerate(said) if ch.isalpha()), None)
    return said if first is None else said[:first] + said[first].upper() + said[first + 1 :]


@dataclass(frozen=True)
class _Piece:
    """One chunk as queued, before the pauses that depend on the next chunk are known."""

    text: str
    display: str
    kind: str
    block: int  # index in the article's blocks; -1 for the title, intro, outro and the footnotes' heading
    after: int  # the pause after it, by its own block
    opens: bool  # the first chunk of its block
    speaker: Speaker
    account: SentenceAccount = SentenceAccount()  # its sentences as written against as sent (text.account)


# One sentence as sent: (spoken, display, its account).
_Said = tuple[str, str, SentenceAccount]
# Per speaker and changelog reading: each sentence said so far, by its segments, as sent. All three
# are pure functions of exactly these, so a hit is what saying it again would give.
_SaidSentences = dict[tuple[Speaker, bool, bool, bool, bool], dict[tuple[Segment, ...], _Said]]


def _sentences(text_or_block: str | Block, speaker: Speaker, said: _SaidSentences | None = None) -> list[_Said]:
    """(spoken, display, account) pieces of a block or a text, one per sentence, as `speaker` is sent them.

    `said` keeps what each sentence gave, across calls: a block of one line said again and again
    (a run of "Note." lines, fences read as their words) is worked out once per distinct sentence."""
    if isinstance(text_or_block, Block):
        segments = text_or_block.segments
        if text_or_block.number is not None:
            segments = (Segment(item_number(text_or_block.number, speaker.lang)), *segments)
        changelog = _changelog(text_or_block)
        alone = text_or_block.kind == "heading" and sign_only(s.text for s in segments if not s.cue)
        heading = text_or_block.kind == "heading"
        prose_block = text_or_block.kind in ("paragraph", "quote", "heading")
    else:  # the title (or a template's line): a heading
        segments, changelog, alone, heading, prose_block = (Segment(text_or_block),), False, False, True, True
    known = ({} if said is None else said).setdefault((speaker, changelog, alone, heading, prose_block), {})
    own_words = has_words(speaker.lang)  # (code is said sign by sign only in a language with its own sign words)
    out: list[_Said] = []
    for group in sentence_groups(segments):
        key = tuple(group)
        sent = known.get(key)
        if sent is None:
            with account.keeping() as ledger:
                spoken = speakable(
                    group,
                    speaker.lang,
                    speaker.lexicon,
                    pronounce=speaker.pronounce,
                    readings=speaker.readings,
                    changelog=changelog,
                    signs_alone=alone,
                    prose_block=prose_block,
                    heading=heading,
                )
            as_written = written(
                ((seg.text, "code" if seg.code and own_words else seg.cue) for seg in group if seg.cue in ("", "math")),
                percent_first=speaker.lang.startswith("zh"),
            )
            sent = known[key] = (spoken, displayable(group, speaker.lang), spoken_account(as_written, spoken, ledger))
        out.append(sent)
    return out


def _packed(sentences: list[_Said], kind: str) -> list[_Said]:
    """One block's sentences packed into request-sized chunks, each (spoken, display, account); [] if
    nothing is said. A sentence with nothing to say, or a chunk of one letter or digit, is silence:
    its symbols are lost in the account (of the chunk before, or of the first one)."""
    unsaid = SentenceAccount()
    chunks: list[_Said] = []  # a lone symbol or an emptied template: silence, not a blank request
    weights: list[int] = []  # each chunk's request_weight: a join weighs only what it adds
    for sp, dp, sentence in sentences:
        if not any(ch.isalnum() for ch in sp):
            unsaid = unsaid + _unsaid(sp, sentence)
            continue
        parts = split_text(sp)
        shown = split_like(dp, parts) if len(parts) > 1 else [dp]
        for n, (part, part_dp) in enumerate(zip(parts, shown)):
            part_account = sentence if n == 0 else SentenceAccount()
            if chunks:
                before = chunks[-1][0]
                joined = join_spoken(before, part)  # both spaced already (speakable, split_text)
                grown = (
                    weights[-1] + request_weight(joined[len(before) :])
                    if joined.startswith(before)
                    else request_weight(joined)
                )
                fits = one_chunk(joined, grown)  # split_text(joined) == [joined], without cutting it
                # A whole sentence joins the chunk before while both fit one request; so does a tiny
                # part ("1", "a": a sound, not a sentence) of a longer one, unless it is a title's.
                # Only while the chunk fits: a long run of tiny parts ("((((…") would otherwise grow
                # one chunk without bound (quadratic time).
                if fits and (len(parts) == 1 or (is_tiny(part) and kind not in ("title", "heading"))):
                    # (both spaced: displayable, split_like)
                    chunks[-1] = (joined, join_shown(chunks[-1][1], part_dp), chunks[-1][2] + part_account)
                    weights[-1] = grown
                    continue
            chunks.append((part, part_dp, part_account))
            weights.append(request_weight(part))
    # A title or heading "C" or "Q" is still a title, and a list's item is what the writer listed ("* C", "* C#",
    # "* D": the names of notes); so is a paragraph that is one letter or digit and nothing else: the writer's
    # whole line, a label ("C++" among "Python", "Ruby" before each one's code; "1", "2" before each version).
    # One letter is noise only as a piece of something longer.
    if kind not in ("title", "heading") and not (kind in ("list_item", "paragraph") and len(chunks) == 1):
        kept = []
        for chunk in chunks:
            if is_tiny(chunk[0]):  # a rule's: a lone letter or digit is noise, not speech
                unsaid = unsaid + SentenceAccount(
                    ((_TINY, chunk[0]), *chunk[2].omitted), chunk[2].formulas, chunk[2].lost
                )
            else:
                kept.append(chunk)
        chunks = kept
    if unsaid:
        # (with no chunk at all, an empty one carries it: the draft hands it on to the next chunk)
        chunks = [(chunks[0][0], chunks[0][1], chunks[0][2] + unsaid), *chunks[1:]] if chunks else [("", "", unsaid)]
    return chunks


_TINY = "a lone letter or digit"


def _unsaid(spoken: str, sentence: SentenceAccount) -> SentenceAccount:
    """The account of a sentence that is not sent (nothing in it to say, or one letter): what it would
    have said is lost."""
    lost = tuple((symbol, spoken) for symbol in account.symbols(spoken) if symbol != FORMULA)
    return SentenceAccount(sentence.omitted, sentence.formulas, sentence.lost + lost)


_UNDECIDED = object()  # (a language decision not made yet: None is one, "no other language")


@dataclass
class _Draft:
    """A script being written: the chunks queued so far, its chapters, and what was left out."""

    config: Config
    settings: LanguageSettings
    # The article's own speaker reads everything unless a piece is given another: the place to
    # give a block in another language that language's speaker (speaker_for(config, its_lang)).
    main: Speaker
    anchor_style: int  # which of a heading's ids (text.anchors) its chapter links to
    pieces: list[_Piece] = field(default_factory=list)
    chapters: list[Chapter] = field(default_factory=list)
    skipped: dict[str, int] = field(default_factory=dict)
    foreign: set[int] = field(default_factory=set)  # blocks read by another language's voice
    siblings: dict[int, str | None] = field(default_factory=dict)  # blocks decided with their siblings
    spoke_prose: bool = False
    in_notes: bool = False
    # The chunks of each text or block said so far, by everything they are made from (its segments,
    # its item number, its text, the speaker, the kind): a block said again word for word (a list of
    # "x", a repeated line) is packed once. The key is exact, so a hit is what packing would give.
    packed: dict[tuple[object, ...], list[_Said]] = field(default_factory=dict)
    # The same for the language decisions of a block (its runs, and the language its words are in):
    # pure functions of the block (or its segments) and the article's language.
    decided: dict[tuple[object, ...], object] = field(default_factory=dict)
    # And each sentence's (spoken, display) pair, for blocks that differ but share sentences.
    said: _SaidSentences = field(default_factory=dict)
    unsaid: SentenceAccount = SentenceAccount()  # the account of what said nothing, for the next chunk

    def add(self, said: str | Block, kind: str, index: int, after: int, speaker: Speaker | None = None) -> bool:
        """Queue what a text or block says as chunks; False if there is nothing to say."""
        speaker = speaker or self.main
        key = (said, speaker, kind) if isinstance(said, str) else (said.segments, said.number, speaker, kind)
        chunks = self.packed.get(key)
        if chunks is None:
            chunks = self.packed[key] = _packed(_sentences(said, speaker, self.said), kind)
        if chunks and not chunks[0][0]:  # nothing said, but its account
            self.unsaid = self.unsaid + chunks[0][2]
            return False
        last = len(chunks) - 1
        for n, (part, part_dp, sentences) in enumerate(chunks):
            if self.unsaid:
                sentences, self.unsaid = self.unsaid + sentences, SentenceAccount()
            self.pieces.append(
                _Piece(
                    part,
                    part_dp,
                    kind,
                    index,
                    after if n == last else self.config.pauses.sentence,
                    n == 0,
                    speaker,
                    sentences,
                )
            )
        return bool(chunks)

    def opening(self, article: Article) -> str:
        """The title (by its own language's voice when the article's cannot say its script) and the
        intro; returns the intro said ("" if none)."""
        pauses = self.config.pauses
        title_speaker = self.main
        if self.config.mixed_language == "block":
            # A title in a script the article's voice cannot say at all (a Hebrew title over `lang: en`,
            # a Korean one in a Chinese article), or an English phrase over a Japanese article ("ocipkg: OCI
            # Registry for package distribution"), is read by its own language's voice, as a heading is.
            other = block_language(article.title, article.lang) or series_title_language(article.title, article.lang)
            if other and other in self.config.languages and family(other) != "zh":
                title_speaker = speaker_for(self.config, other)
            voiced = whole_voice(article.title, title_speaker.lang, article.lang)
            if voiced != title_speaker.lang and voiced in self.config.languages:
                title_speaker = speaker_for(self.config, voiced)
        # A title that is all emoji or symbols has nothing to say; the slug (maybe a hash) is no title.
        self.add(article.title, "title", -1, pauses.after_title, title_speaker)
        for words in shown_beside_title(article.path, article.meta):
            # (a tagline the layout prints in the title's heading: `<small>译</small>`)
            self.add(words, "title", -1, pauses.after_title, title_speaker)
        self.chapters.append(Chapter(article.title, 1, 0))
        intro = _intro(article, self.settings)
        if intro:
            self.add(intro, "intro", -1, pauses.after_intro)
        return intro

    def block(self, index: int, block: Block) -> None:
        """Queue one block of the article: a skip cue, or prose (after the footnotes' heading, before the
        first footnote), by its language's voice."""
        if block.kind == "cue":
            self.cue(index, block)
            return
        if block.kind == "footnote" and not self.in_notes:
            self.in_notes = True
            self.footnotes_heading()
        if self.config.mixed_language == "block" and block.kind in _MIXED_KINDS:
            unit = _a_mixed_note(block, self.main.lang)
            if not unit and self.runs(index, block):
                return
            # A block clearly in another language (an English quote, a Japanese example sentence)
            # is read by that language's voice, when voices.yaml has one; short terms never switch.
            lang = self.main.lang
            key = ("language", block.segments, lang)
            decided = self.decided.get(key, _UNDECIDED)  # (one lookup: a block's key hashes all its segments)
            if decided is _UNDECIDED:
                # The author's words decide, not a formula's TeX ("$I=\\frac{Fan-out}{Fan-in}$" is no English
                # sentence) nor what a cue stands for: a block that is only a formula stays in the article's voice.
                decided = self.decided[key] = None if unit else _block_language(block, lang)
            # (a list's items and a level's headings in Latin script alone are decided together)
            other = self.siblings[index] if index in self.siblings else cast("str | None", decided)
            voiced = self.sayable(index, block, other if other and other in self.config.languages else self.main.lang)
            if voiced is None:
                return
            if voiced != self.main.lang:
                self.foreign.add(index)
                self.prose(index, block, speaker_for(self.config, voiced))
                return
        self.prose(index, block, self.main)

    def stretch(self, blocks: list[Block], lo: int, hi: int) -> _Stretch:
        """Say blocks[lo:hi] as if from a draft that has said every block before them, but with nothing queued
        yet (in a forked child: this draft is the child's copy), and give what they added, for `take`."""
        self.pieces, self.chapters, self.skipped, self.foreign = [], [], {}, set()
        self.spoke_prose, self.unsaid = False, SentenceAccount()
        self.in_notes = any(block.kind == "footnote" for block in blocks[:lo])
        for index in range(lo, hi):
            self.block(index, blocks[index])
        speakers: dict[int, int] = {}  # id(speaker) -> its number in the list sent
        sent: list[Speaker] = []
        pieces = []
        for p in self.pieces:
            number = speakers.setdefault(id(p.speaker), len(sent))
            if number == len(sent):
                sent.append(p.speaker)
            a = p.account
            pieces.append((p.text, p.display, p.kind, p.block, p.after, p.opens, number, _fields(a)))
        chapters = [(c.title, c.level, c.chunk, c.anchor, c.image) for c in self.chapters]
        return pieces, sent, chapters, self.skipped, self.foreign, self.spoke_prose, _fields(self.unsaid)

    def take(self, said: _Stretch) -> None:
        """Queue what a stretch said (`stretch`), as saying its blocks here would have."""
        pieces, sent, chapters, skipped, foreign, spoke_prose, unsaid = said
        speakers = [self.main if speaker == self.main else speaker for speaker in sent]
        at = len(self.pieces)
        for text, display, kind, index, after, opens, number, fields in pieces:
            account = SentenceAccount(*fields) if any(fields) else _NOTHING
            if self.unsaid:
                account, self.unsaid = self.unsaid + account, SentenceAccount()
            self.pieces.append(_Piece(text, display, kind, index, after, opens, speakers[number], account))
        self.unsaid = self.unsaid + SentenceAccount(*unsaid)
        self.chapters.extend(
            Chapter(t, level, chunk + at, anchor, image) for t, level, chunk, anchor, image in chapters
        )
        for cue, count in skipped.items():
            self.skipped[cue] = self.skipped.get(cue, 0) + count
        self.foreign |= foreign
        self.spoke_prose = self.spoke_prose or spoke_prose

    def sayable(self, index: int, block: Block, lang: str) -> str | None:
        """The language whose voice reads `block`, decided to be `lang`'s, when `lang`'s voice cannot say all of it
        (text.sayable): a heading goes whole to the voice that says all of it ("Scrum 定義"); in another block each
        stretch the voice cannot say is read by the voice that can (then None: the block is read)."""
        if block.kind == "heading" and not asides_only_unsaid(_words_of(block, lang), lang, self.main.lang):
            voiced = whole_voice(_words_of(block, lang), lang, self.main.lang)
            return voiced if voiced in self.config.languages else lang
        key = ("voiced", block, lang)
        decided = self.decided.get(key, _UNDECIDED)
        if decided is _UNDECIDED:
            decided = self.decided[key] = voiced_runs(block, lang, self.main.lang)
        runs = cast("list[tuple[Block, str]]", decided)
        if len(runs) > 1:
            self.read_runs(index, block, runs)
            return None
        return runs[0][1] if runs[0][1] in self.config.languages else lang

    def cue(self, index: int, block: Block) -> None:
        """Count what is skipped, and say so when voices.yaml asks for skip cues."""
        self.skipped[block.cue or "other"] = self.skipped.get(block.cue or "other", 0) + block.count
        if not self.config.skip_cues:
            return
        speaker, settings = self.main, self.settings
        alt = block.text.strip() if block.cue == "image" else ""
        if alt and self.config.mixed_language == "block":
            # A picture's alt text clearly in another language (an English figure title under a Chinese post, a
            # Chinese caption in an English one) is the author's words in that language: its cue is said in that
            # language, by its voice, as a block of it would be.
            other = block_language(alt, self.main.lang)
            if other and family(self.main.lang) in _CJK_FAMILIES:
                # In a CJK article the cue's own words are the article's ("（図：Jenkins Create Job）"): one unit that
                # mixes them with the alt's Latin words, read whole by the article's voice (s15, s17), so every
                # picture of the article is said in one voice. Only an alt that voice cannot say (Hangul under a
                # Chinese post) goes to the voice that can.
                voiced = whole_voice(_cue_text(block, self.settings), self.main.lang, self.main.lang)
                other = None if voiced == self.main.lang else other
            if other and other in self.config.languages:
                speaker, settings = speaker_for(self.config, other), self.config.language(other)
                self.foreign.add(index)
        self.add(_cue_text(block, settings), "cue", index, self.config.pauses.paragraph, speaker)

    def footnotes_heading(self) -> None:
        """The spoken heading before the footnotes, a chapter of its own."""
        heading = self.settings.cues.get("footnotes", "")
        at = len(self.pieces)
        if self.add(heading, "heading", -1, self.config.pauses.after_heading):
            # GitHub and remark (Astro) title the footnotes with a hidden h2 of this id; Hugo has none.
            label = "footnote-label" if self.config.feed.anchors in ("github", "astro") else ""
            self.chapters.append(Chapter(heading.rstrip("。.：: "), 2, at, label))

    def runs(self, index: int, block: Block) -> bool:
        """Lines or sentences that take turns in two languages (a quote and its translation, line by
        line): each run by its language's voice, in the block's order. False: the block is one run."""
        runs: list[tuple[Block, str]] = []
        if block.kind != "heading":
            key = ("runs", block, self.main.lang)
            decided = self.decided.get(key, _UNDECIDED)
            if decided is _UNDECIDED:
                decided = self.decided[key] = language_runs(block, self.main.lang)
            runs = cast("list[tuple[Block, str]]", decided)
        if len(runs) < 2:
            return False
        self.read_runs(index, block, runs)
        return True

    def read_runs(self, index: int, block: Block, runs: list[tuple[Block, str]]) -> None:
        """Read a block's runs in order, each by its language's voice."""
        said = False
        for n, (part, run_lang) in enumerate(runs):
            speaker = self.main
            if run_lang != self.main.lang and run_lang in self.config.languages:
                speaker = speaker_for(self.config, run_lang)
                self.foreign.add(index)
            after = _pause_after(block.kind, self.config.pauses) if n == len(runs) - 1 else self.config.pauses.sentence
            said = self.add(part, block.kind, index, after, speaker) or said
        self.spoke_prose = self.spoke_prose or said

    def prose(self, index: int, block: Block, speaker: Speaker) -> None:
        """A block of prose by `speaker`; a heading is a chapter too."""
        at = len(self.pieces)
        if not self.add(block, block.kind, index, _pause_after(block.kind, self.config.pauses), speaker):
            return
        self.spoke_prose = True
        if block.kind == "heading":
            style = self.anchor_style
            anchor = block.anchors[style] if len(block.anchors) > style else ""
            self.chapters.append(
                Chapter(normalize_spacing(strip_unsafe(block.text)), block.level, at, anchor, block.image)
            )


# A stretch said by a child, as plain tuples (cheap to pickle): its pieces (text, display, kind, block, after,
# opens, its speaker's number, its account's fields), the speakers they name, its chapters' fields, what it
# skipped, its foreign blocks, whether it spoke prose, and the account of what said nothing at its end.
_Fields = tuple[
    tuple[tuple[str, str], ...], tuple[Formula, ...], tuple[tuple[str, str], ...], tuple[tuple[str, str], ...]
]
_Stretch = tuple[
    list[tuple[str, str, str, int, int, bool, int, _Fields]],
    list[Speaker],
    list[tuple[str, int, int, str, str]],
    dict[str, int],
    set[int],
    bool,
    _Fields,
]


def _fields(sentence: SentenceAccount) -> _Fields:
    return sentence.omitted, sentence.formulas, sentence.lost, sentence.outside


_NOTHING = SentenceAccount()


# A block's work, roughly: its characters, and a share for the steps every block goes through however short.
_BLOCK_WORK = 50
# The least work worth a stretch of its own (about 2,000 list items, or 100 KB of prose): below it, forking and
# sending the result back cost more than the stretch saves.
_STRETCH_WORK = 100_000


def _stretches(blocks: list[Block]) -> list[tuple[int, int]]:
    """The blocks cut into stretches of about equal work, one per core this process may use; one stretch for an
    article too short to be worth cutting."""
    weights = [len(block.text) + _BLOCK_WORK for block in blocks]
    total = sum(weights)
    parts = min(1 + forks.spare_cores(), len(blocks), total // _STRETCH_WORK)
    if parts < 2:
        return [(0, len(blocks))]
    cuts, done = [0], 0
    for index, weight in enumerate(weights):
        done += weight
        if done * parts >= total * len(cuts) and len(cuts) < parts:
            cuts.append(index + 1)
    cuts.append(len(blocks))
    return [(lo, hi) for lo, hi in zip(cuts, cuts[1:]) if hi > lo]


def _say_blocks(draft: _Draft, blocks: list[Block]) -> None:
    """Queue every block, in order. On a long article, the stretches after the first are said by forked children
    (text.forks) while this process says the first, and their pieces are then queued after it as they come: the
    same pieces, in the same order, as saying every block here gives (a stretch a child could not say is said
    here)."""
    stretches = _stretches(blocks)
    children: list[tuple[int, int, forks.Child[_Stretch] | None]] = [
        (lo, hi, forks.fork(functools.partial(draft.stretch, blocks, lo, hi))) for lo, hi in stretches[1:]
    ]
    try:
        for index in range(*stretches[0]):
            draft.block(index, blocks[index])
        for n, (lo, hi, child) in enumerate(children):
            said = child.result() if child is not None else None
            children[n] = (lo, hi, None)
            if said is not None:
                draft.take(said)
                draft.in_notes = any(block.kind == "footnote" for block in blocks[:hi])
            else:
                for index in range(lo, hi):
                    draft.block(index, blocks[index])
    finally:
        for _, _, child in children:
            if child is not None:
                child.stop()


# Blocks whose lines or sentences may be in another language than the article's.
_MIXED_KINDS = ("paragraph", "quote", "list_item", "footnote", "heading")

# The families whose voices say Latin words too (text.language.family): an article in one of them reads a unit that
# mixes its script with Latin words whole (s15).
_CJK_FAMILIES = ("zh", "ja", "ko")


# Each prose kind's pause, by the name of its field in Pauses (a footnote pauses as a list item does).
_PAUSE_AFTER = {
    "paragraph": "paragraph",
    "list_item": "list_item",
    "quote": "quote",
    "footnote": "list_item",
    "heading": "after_heading",
}


def _pause_after(kind: str, pauses: Pauses) -> int:
    """The pause after a block of `kind` (raises KeyError for a kind that is not prose)."""
    pause: int = getattr(pauses, _PAUSE_AFTER[kind])
    return pause


def _said_blocks(article: Article, intro: str) -> list[Block]:
    """The article's blocks without what the opening already said: a byline naming the author the
    intro named, and the opening heading that repeats the title (both emptied, so block indexes stay) — at any level:
    a backup that opens with '## Hello, Polly!' is titled by it (text.article._opening_heading), and one a front
    matter titles the same is the title again."""
    blocks = list(article.blocks)
    author = _plain(article.author)
    if intro and author and author in intro:
        # The intro named the author: the article's own byline ("October 21, 2024 by Lauren Tan",
        # react.dev's) would say it twice.
        for n, block in enumerate(blocks[:6]):
            if block.kind == "heading":
                break
            if block.kind == "paragraph" and is_byline(block.text, author):
                blocks[n] = Block("paragraph", (), account=_dropped(block, "byline, said in the intro"))
                break
    first_words = next((i for i, b in enumerate(blocks) if b.kind != "cue"), None)
    for n in range(len(blocks) if first_words is None else first_words):
        if blocks[n].cue == "image" and blocks[n].count == 1 and _same_words(blocks[n].text, article.title):
            # A cover above the first words whose alt is the article's title ('![AI에게 데드코드를 맡겼더니 …](…/
            # thumbnail-ko.png)' under the same title: s22 held-out yunjeongiya ai-agent-dead-code-cleanup [2], heard
            # again as a caption): the title, just said, is no description — a cover, decoration (the lead's ruling 2).
            blocks[n] = Block("paragraph", (), account=_dropped(blocks[n], "a cover whose alt is the article's title"))
    if (
        first_words is not None
        and blocks[first_words].kind == "heading"
        and _same_words(blocks[first_words].text, article.title)
    ):
        blocks[first_words] = Block(
            "paragraph", (), account=_dropped(blocks[first_words], "heading that repeats the title")
        )
    return blocks


def _dropped(block: Block, rule: str) -> BlockAccount:
    """The account of a block the script leaves out by `rule` (its words said elsewhere)."""
    own = block.account or BlockAccount(0)
    return BlockAccount(own.line, own.end, ((rule, block.text), *own.omitted), own.cued, own.lost)


def _chunks(pieces: list[_Piece], blocks: list[Block], pauses: Pauses) -> list[Chunk]:
    """The queued pieces as chunks, each pause now lengthened by what comes next: a section break
    before a heading (shorter before a subheading), a pause before the outro, none after the last."""
    chunks: list[Chunk] = []
    for n, piece in enumerate(pieces):
        after = piece.after
        if n == len(pieces) - 1:
            after = 0
        elif pieces[n + 1].opens and pieces[n + 1].kind == "heading":
            following = pieces[n + 1].block
            level = blocks[following].level if following >= 0 else 2
            after = max(after, pauses.before_heading if level <= 2 else pauses.before_subheading)
        elif pieces[n + 1].opens and pieces[n + 1].kind == "outro":
            after = max(after, pauses.before_outro)
        chunks.append(
            Chunk(
                piece.text,
                after,
                piece.kind,
                piece.block,
                piece.display if piece.display != piece.text else "",
                piece.speaker.voice,
                piece.speaker.lang,
            )
        )
    return chunks


def _accounts(pieces: list[_Piece], blocks: list[Block]) -> tuple[ChunkAccount, ...]:
    """Each chunk's account: its sentences', and for the first chunk of a block the block's own (a block
    that made no chunk, a skip cue when cues are off, hands its account on to the next chunk)."""
    out: list[ChunkAccount] = []
    waiting: BlockAccount | None = None
    said_blocks = {piece.block for piece in pieces}
    at = 0  # the next block whose account is not yet given
    for piece in pieces:
        block_account = None
        if piece.opens and piece.block >= 0:
            for n in range(at, piece.block + 1):
                own = blocks[n].account
                if own is not None and (n not in said_blocks or n == piece.block):
                    waiting = own if waiting is None else waiting.merged(own)
            at = max(at, piece.block + 1)
            block_account, waiting = waiting, None
        own = blocks[piece.block].account if piece.block >= 0 else None
        out.append(chunk_account(block_account, piece.account, (own.line, own.end) if own else (0, 0)))
    for rest in blocks[at:]:
        if rest.account is not None:
            waiting = rest.account if waiting is None else waiting.merged(rest.account)
    if waiting is not None and out:
        out[-1] = out[-1].with_more(waiting)
    return tuple(out)


class _Accounts(Sequence[ChunkAccount]):
    """Each chunk's account (_accounts), worked out when first read: a pure function of the pieces and blocks,
    which nothing changes once the script is made, so reading it later gives what working it out at once gave."""

    def __init__(self, pieces: list[_Piece], blocks: list[Block]) -> None:
        self._pieces = pieces
        self._blocks = blocks
        self._made: tuple[ChunkAccount, ...] | None = None
        self._count = len(pieces)  # (one account per chunk)

    def _all(self) -> tuple[ChunkAccount, ...]:
        made = self._made
        if made is None:
            made = self._made = _accounts(self._pieces, self._blocks)  # (two threads at once: both give it)
        return made

    def __len__(self) -> int:
        return self._count

    @overload
    def __getitem__(self, index: int) -> ChunkAccount: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[ChunkAccount, ...]: ...

    def __getitem__(self, index: int | slice) -> ChunkAccount | tuple[ChunkAccount, ...]:
        return self._all()[index]

    def __iter__(self) -> Iterator[ChunkAccount]:
        return iter(self._all())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (tuple, _Accounts)):
            return self._all() == tuple(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return repr(self._all())


def sibling_voices(blocks: tuple[Block, ...] | list[Block], lang: str) -> dict[int, str | None]:
    """The voice of each list item decided with its siblings, by index (None: the article's): in an article not
    written in Latin script, a list (a run of list items of one level, numbered or not) is one block to a listener,
    heard in one voice for each shape of item. A list with items in the article's script is heard in the article's
    voice there, and its items in Latin script alone are siblings of one shape, heard in the voice most of them say
    (language.shape_language: English titles in English, names and terms "Time Complexity: O(n)" beside "調整 deque
    的大小" in the article's voice), a full sentence of another language (_a_sentence) decided alone. A list whose items are all in Latin script takes the voice their
    evidence together says (language.sibling_language: a list of English titles, English; a list of terms, the
    article's), a full sentence among terms keeping its own. Headings and paragraphs are decided alone
    (block_language), save a series of numbered headings and a short paragraph between two of one language."""
    if family(lang) == "Latin":
        return {}
    out: dict[int, str | None] = {}
    words = {n: _words_of(blocks[n], lang) for n, block in enumerate(blocks) if block.kind == "list_item"}
    mixed: set[int] = set()
    for run in _mixed_lists(blocks, words):
        mixed.update(run)
        out.update(_mixed_list(blocks, run, words, lang))
    alike, code_with = _latin_lists(blocks, words, mixed)
    for latin in _alike_lists(_sections_joined(blocks, alike), words):
        # (an item that links to a site's front page names the site, in the article's voice: _a_site)
        named = [n for n in latin if _one_link(blocks[n]) and _a_site(_target(blocks[n]))]
        out.update(dict.fromkeys(named, None))
        latin = [n for n in latin if n not in named]
        if not latin:
            continue
        said = sibling_language([words[n] for n in latin], lang)
        for n in latin:  # (an item of code alone takes the voice its list's words say)
            out.update(dict.fromkeys(code_with.get(n, ()), said))
        if said is None:  # terms: a full sentence among them is no term, it keeps its own voice, decided alone
            latin = [n for n in latin if not _a_sentence(words[n])]
        out.update(dict.fromkeys(latin, said))
    numbered = _numbered_headings(blocks, lang, words)
    out.update(numbered)
    out.update(_heading_series(blocks, lang, words, numbered))
    out.update(_reference_lists(blocks, lang, words))
    out.update(_within_a_stretch(blocks, lang))
    out.update(_label_series(blocks, lang))
    out.update(_link_paragraphs(blocks, lang))
    out.update(_within_a_quote(blocks, lang))
    out.update(_quoted_lines(blocks, lang))
    out.update(_within_a_sentence(blocks, lang))
    out.update(_title_lines(blocks, lang, out))
    out.update(_bold_titles(blocks, lang, out))
    out.update(_mirrored_contents(blocks, lang, out))
    return out


_BOLD_TITLE_WORDS = 10  # the most words of a bold line that titles what follows it


def _bold_titles(
    blocks: tuple[Block, ...] | list[Block], lang: str, decided: dict[int, str | None]
) -> dict[int, str | None]:
    """A paragraph that is one bold line in Latin script alone, no sentence, titles the part of its section after it, a heading by its shape: heard in its section's heading's voice when that
    heading is in Latin script alone too ("**Generating multiple adversarial passages**" under "## Method", heard
    ko-KR while "Method" and "Experiments" are en-US: s23 dev FacerAin corpus-poisoning-attack-paper [24]; the lead's
    ruling of session 14, siblings vote)."""
    out: dict[int, str | None] = {}
    heading = -1
    for n, block in enumerate(blocks):
        if block.kind == "heading":
            heading = n
            continue
        if heading < 0 or block.kind != "paragraph" or not _bold_line(block):
            continue
        words, above = _words_of(block, lang), _words_of(blocks[heading], lang)
        if only_latin(words) and only_latin(above) and not _a_sibling_sentence(words):
            voice = decided[heading] if heading in decided else _block_language(blocks[heading], lang)
            if voice is not None:  # (under a heading in the article's voice, the line is decided as before)
                out[n] = voice
    return out


def _bold_line(block: Block) -> bool:
    """Whether a paragraph is one line of a few words in bold: its only marks the two of one bold span."""
    if block.account is None or "\n" in block.text.strip() or len(block.text.split()) > _BOLD_TITLE_WORDS:
        return False
    marks = [text for rule, text in block.account.omitted if rule == "emphasis marks"]
    return marks in (["**", "**"], ["__", "__"])


# The most words of a line that titles the paragraphs after it, and the fewest such lines of one shape in a section.
_TITLE_LINE_WORDS = 10
_TITLE_LINES = 3
# What ends a sentence or a label: a line ending so is no title.
_LINE_CLOSED = frozenset("。！？.!?:：；;")


def _title_lines(
    blocks: tuple[Block, ...] | list[Block], lang: str, decided: dict[int, str | None]
) -> dict[int, str | None]:
    """Title lines of one shape in one section are siblings, heard in the voice most of them are: short paragraphs of
    one line, no sentence's end or label's colon, each opening what follows it (prose comes between two), that open
    alike — with a number (the status codes a write-up tried one by one: "431 Request Header Fields Too Large（❌）& 413
    Content Too Large", "304 Not Modified（❌）", "101 Switching Protocol（❌）& 无状态码", "415 Unsupported Media Type（❌）&
    501 Not Implemented", s18 dev chiyuki0325 hackergame-2023: three read zh-CN, the last alone en-US because its "Not"
    is a function word) or with one word. Each votes the voice it would have alone (the article's for names and terms);
    a majority of them decides all (the lead's ruling of session 14: siblings vote); a tie leaves each its own."""
    sections: dict[tuple[int, str], list[int]] = {}
    heading = -1
    for n, block in enumerate(blocks):
        if block.kind == "heading":
            heading = n
            continue
        if block.kind != "paragraph" or n + 1 >= len(blocks) or blocks[n + 1].kind != "paragraph":
            continue
        key = _title_line_key(_words_of(block, lang).strip())
        if key:
            sections.setdefault((heading, key), []).append(n)
    out: dict[int, str | None] = {}
    for members in sections.values():
        if len(members) < _TITLE_LINES or any(b - a < 2 for a, b in zip(members, members[1:])):
            continue  # (lines one after another are a list's, not titles of what follows each)
        voices = Counter(decided[n] if n in decided else _block_language(blocks[n], lang) for n in members)
        ranked = voices.most_common(2)
        if len(ranked) == 2 and ranked[0][1] * 2 > len(members):
            out.update(dict.fromkeys(members, ranked[0][0]))
    return out


def _title_line_key(words: str) -> str:
    """What a title line opens with, the shape its siblings share ("#" for a number, else its first word in lower
    case); "" for a line that is no title line (empty, of several lines, long, or closed as a sentence or a label)."""
    tokens = words.split()
    if not tokens or "\n" in words or len(tokens) > _TITLE_LINE_WORDS or words[-1] in _LINE_CLOSED:
        return ""
    first = tokens[0]
    return "#" if first.isdigit() else first.lower() if first.isascii() and first.isalpha() else ""


def _mirrored_contents(
    blocks: tuple[Block, ...] | list[Block], lang: str, decided: dict[int, str | None]
) -> dict[int, str | None]:
    """The items of an anchor table of contents take the voice of the heading each mirrors: an item that is one link
    to a heading of this article ("[jiffies](#jiffies)") with that heading's words is the heading said again, and the
    lead's ruling of session 14 makes them siblings of one shape — the table of contents and the headings it lists
    are heard alike. Bai-Yingjie's notes open with such a table: its items were decided as a list and its headings as
    a series, and 'Signals and Process Group ID' (socket高阶用法) was heard en-US in the table and zh-CN as the
    heading (s13 held-out corpus)."""
    anchored: dict[str, int] = {}  # each heading by its ids on the page
    worded: dict[str, int] = {}  # and by its words
    for n, block in enumerate(blocks):
        if block.kind == "heading":
            for anchor in block.anchors:
                anchored.setdefault(anchor.lower(), n)
            worded.setdefault(_mirror_key(_words_of(block, lang)), n)
    out: dict[int, str | None] = {}
    for n, block in enumerate(blocks):
        if block.kind != "list_item" or block.account is None or not _one_link(block):
            continue
        target = next(text for rule, text in block.account.omitted if rule == "link target").split(" ")[0]
        if not target.startswith("#"):
            continue
        words = _words_of(block, lang)
        heading = anchored.get(urllib.parse.unquote(target[1:]).lower(), worded.get(_mirror_key(words)))
        if heading is None or _mirror_key(_words_of(blocks[heading], lang)) != _mirror_key(words):
            continue
        out[n] = decided[heading] if heading in decided else _block_language(blocks[heading], lang)
    return out


def _mirror_key(words: str) -> str:
    """The words of a heading or a table of contents' item as compared: case and spacing aside."""
    return " ".join(words.casefold().split())


def _mixed_list(
    blocks: tuple[Block, ...] | list[Block], run: list[int], words: dict[int, str], lang: str
) -> dict[int, str | None]:
    """The voices of the items in Latin script alone of a mixed list (_mixed_lists): inline code alone the article's
    (a command says no language), the others by language.shape_voices with the items in the article's script."""
    latin = [n for n in run if only_latin(words[n]) and not _a_sibling_sentence(words[n])]
    code = [n for n in latin if _code_only(blocks[n])]
    out: dict[int, str | None] = dict.fromkeys(code, None)
    in_run = [words[n] for n in run if _in_another_script(words[n])]
    for siblings in _item_siblings(blocks, run):
        titles = [n for n in siblings if n in latin and n not in code]
        others = [words[n] for n in siblings if _in_another_script(words[n])]
        linked = [_page_title(blocks[n]) for n in titles]  # (a page's title votes its language: the s17 ruling)
        if others:
            voices = _with_sentences(titles, siblings, latin, others, words, lang, linked, out)
        else:  # (a nested list of Latin items alone: decided with its run's items in the article's script, as before)
            voices = shape_voices([words[n] for n in titles], in_run, lang, own=[True] * len(titles), linked=linked)
        out.update(zip(titles, voices, strict=True))
    return out


def _with_sentences(
    titles: list[int],
    members: list[int],
    latin: list[int],
    others: list[str],
    words: dict[int, str],
    lang: str,
    own: Sequence[bool],
    out: dict[int, str | None],
) -> list[str | None]:
    """The voices of a group's `titles` (language.shape_voices), its sentences (the members in Latin script alone out
    of `latin`) given theirs in `out` (_sentence_voices)."""
    sentences = [words[n] for n in members if only_latin(words[n]) and n not in latin]
    out.update(_sentence_voices(members, latin, words, lang))
    return shape_voices([words[n] for n in titles], others, lang, own=own, sentences=sentences, linked=own)


def _sentence_voices(members: list[int], latin: list[int], words: dict[int, str], lang: str) -> dict[int, str]:
    """The siblings in Latin script alone of a group that are sentences (not in `latin`, the group's phrases and
    terms), each in its own language's voice (language.sentence_language) — the lead's ruling of session 14: a
    sentence keeps its voice, only terms and title phrases follow their siblings' majority. "What's Nerves?" among
    Japanese headings (TORIFUKUKaiou's qiita articles) says too little for block_language alone and was heard ja."""
    out: dict[int, str] = {}
    for n in members:
        if n not in latin and only_latin(words[n]) and (said := sentence_language(words[n], lang)) is not None:
            out[n] = said
    return out


def _item_siblings(blocks: tuple[Block, ...] | list[Block], run: list[int]) -> list[list[int]]:
    """The items of a list run (a list with its nested lists) by their list: the items of one level under one parent
    item are siblings (the lead's ruling of session 14: "the items of one list"); a nested list is a list of its own
    — 'Git global setup', 'Push an existing folder' under '从其他 git repo 导入到新 git 库' are four English steps
    of one list, not siblings of the Chinese items of the table of contents around them."""
    groups: dict[tuple[int, int], list[int]] = {}
    opened: dict[int, int] = {}  # the last item of each level above the one at hand, by level
    for n in run:
        level = blocks[n].level
        parent = max((at for depth, at in opened.items() if depth < level), default=-1)
        opened = {depth: at for depth, at in opened.items() if depth < level}
        opened[level] = n
        groups.setdefault((level, parent), []).append(n)
    return list(groups.values())


def _page_title(block: Block) -> bool:
    """Whether a block is one link to another page (not to a heading of this one, "#jiffies"): its words are that
    page's title, in the page's language; a table of contents' item is the article's own heading."""
    if block.account is None or not _one_link(block):
        return False
    target = _target(block)
    return not target.lstrip().startswith("#") and not _a_site(target)


def _target(block: Block) -> str:
    """The target of a block's first link ("" when it has none)."""
    omitted = block.account.omitted if block.account is not None else ()
    return next((text for rule, text in omitted if rule == "link target"), "")


def _a_site(target: str) -> bool:
    """Whether a link's target is a site's front page ("https://docsearch.algolia.com/", "https://analytics.google.com/"):
    the words that link to it name the site — a product, a service, a person — as the article's own words do, not a
    page's title in the page's language (hiroaki-com's hkdocs, s17 held-out readings: '採用サービス：' then
    '[Algolia DocSearch](https://docsearch.algolia.com/)', and '**Google Analytics:** [https://analytics.google.com/]…'
    beside its sibling 'Docusaurus公式ドキュメント (gtag): docusaurus.io', heard en-US in a Japanese article)."""
    parts = urllib.parse.urlsplit(target.strip().split(" ")[0])
    return parts.scheme in ("http", "https") and bool(parts.netloc) and parts.path in ("", "/") and not parts.query


def _within_a_sentence(blocks: tuple[Block, ...] | list[Block], lang: str) -> dict[int, None]:
    """A link on a paragraph of its own that a sentence of the article's script runs through (a site shows it as a
    card: Zenn, Qiita) is heard in that sentence's voice: "大枠は" / "[How to Use GitHub Actions to Deploy to
    Vercel](…)" / "に書かれているとおりです。" is one sentence, never split across voices (s11 held-out reading of
    ttskch's 691fb62fbb6b1b [24][46]: the title read en-US between its sentence's two ja-JP halves). The sentence
    runs through when the paragraph before ends inside it (no sentence's end, colon or closing bracket: "大枠は",
    "また、そもそもですが、") and the one after goes on in the article's script; a title after a finished sentence or
    a colon is a link of its own (_link_paragraphs)."""
    out: dict[int, None] = {}
    for index in range(1, len(blocks) - 1):
        before, block, after = blocks[index - 1], blocks[index], blocks[index + 1]
        if not before.kind == block.kind == after.kind == "paragraph" or not _one_link(block):
            continue
        if not only_latin(_words_of(block, lang)):
            continue
        said, next_words = _words_of(before, lang).rstrip(), _words_of(after, lang).lstrip()
        if not said or said[-1] in _SENTENCE_CLOSED or not _in_another_script(said):
            continue
        if _ATTACHED.match(next_words):
            out[index] = None
    return out


# What ends a paragraph that no sentence runs on from: a sentence's end, a colon, a closing bracket or quotation mark.
_SENTENCE_CLOSED = "。．！？!?.:：;；)）」』】\"”'’>"
# A particle that attaches what opens a paragraph to the words before it (the link's title): Japanese "に書かれている",
# "というツール", "を参考に"; Korean "에 나와 있다", "라는 글"; Chinese "这篇文章", "的说明", "中提到". A paragraph that
# opens with its own words ("こちらの公式ドキュメント…", "リトライ時に…") starts a sentence of its own.
_ATTACHED = LazyPattern(
    r"(?:という|って|から|より|には|では|にて|に|を|と|で|が|は|の|へ|も"
    r"|이라는|라는|에서|에는|으로|에|을|를|의|이|가|은|는|로|와|과|도"
    r"|这篇|這篇|一文|的|中|里|裡)(?![\u3041-\u3096])"
)


def _link_paragraphs(blocks: tuple[Block, ...] | list[Block], lang: str) -> dict[int, str | None]:
    """The paragraphs of an article that are links to pages in Latin script alone (a page's title on a line of its
    own, or a few of them: "[Go | Sentry Documentation](…)", "[Scopes and Hubs for Go | Sentry Documentation](…)",
    s12 dev reading of ikorihn's 'Go Sentryに送信する': ja-JP and en-US by turns) are siblings of one shape, heard in
    the voice most of them say (language.shape_language); a full sentence with a link in it is decided alone."""
    members: list[int] = []
    words: dict[int, str] = {}
    for n, block in enumerate(blocks):
        if block.kind != "paragraph" or block.account is None:
            continue
        if not any(rule == "link target" for rule, _ in block.account.omitted):
            continue
        text = words[n] = _words_of(block, lang)
        if only_latin(text) and not _a_sentence(text):
            members.append(n)
    if len(members) < 2:
        return {}
    return dict.fromkeys(members, shape_language([words[n] for n in members], lang))


def _label_series(blocks: tuple[Block, ...] | list[Block], lang: str) -> dict[int, str | None]:
    """The labels of one section are siblings of one shape, heard in one voice: paragraphs in Latin script alone
    that end with a colon and open what follows them (the forms of a syntax, each before its code: "Async function
    declaration：", "Async function expression：", "Async method：", "Async arrow function：" under titangene's 語法,
    s11 dev reading of javascript-async-await-1: two voices by turns), two or more under one heading, take the voice
    most of them say (language.shape_language: here English); none saying one, the article's. A full sentence
    ending with a colon ("Here is how it works:") is decided alone."""
    sections: dict[int, list[int]] = {}
    words: dict[int, str] = {}
    heading = -1
    for n, block in enumerate(blocks):
        if block.kind == "heading":
            heading = n
        elif block.kind == "paragraph":
            text = words[n] = _words_of(block, lang)
            if only_latin(text) and text.rstrip().endswith((":", "：")) and not _a_sentence(text):
                sections.setdefault(heading, []).append(n)
    out: dict[int, str | None] = {}
    for members in sections.values():
        if len(members) >= 2:
            out.update(dict.fromkeys(members, shape_language([words[n] for n in members], lang)))
    return out


def _reference_lists(blocks: tuple[Block, ...] | list[Block], lang: str, words: dict[int, str]) -> dict[int, str]:
    """The voice of the items of each reference list, a list (with its nested lists) every item of which links to a
    page: an item in Latin script alone is the linked page's title, in that page's language, not a term of the
    article's — titles capitalise their words as names do, so their evidence is no measure of it. A reference list
    all in Latin script is heard in the language its words say together (English unless their function words say
    another: titangene's 資料來源 lists, 'Object.keys() - JavaScript | MDN', 'Using Target Pools', s11 dev reading,
    read zh-TW; 'React Custom Hooks' under kdchang's 參考文件, s10 dev reading). A reference list with titles in the
    article's script too is a mixed list (_mixed_lists: its Latin titles heard in the voice most of them say). A list of names, each linked to its page ("Phoenix", "Nerves"; "is_atom/1",
    Elixir's functions linked to their documentation), is no list of titles: fewer than two words an item on
    average (_TITLE_WORDS), or an item linking two of them, it is decided as any list."""
    from .stopwords import latin_language

    out: dict[int, str] = {}
    for run in _runs(blocks, "list_item"):
        if not all(_one_link(blocks[n]) for n in run) or all(_a_site(_target(blocks[n])) for n in run):
            continue  # (a list of sites' names, each linked to its front page, is no list of titles: _a_site)
        if not all(only_latin(words[n]) for n in run):
            continue  # (titles beside the article's script: a mixed list, _mixed_lists)
        if sum(map(_lettered, (words[n] for n in run))) < _TITLE_WORDS * len(run):
            continue  # names linked to their pages ("Phoenix", "is_atom/1", "markdown-it-abbr"): no titles
        said = latin_language(" ".join(words[n] for n in run))[0]
        out.update(dict.fromkeys(run, said) if said != lang else {})
    return out


# The words (with letters, names and identifiers too) a reference list's items have on average at least when they are
# pages' titles ("Media Queries", "Object.keys() - JavaScript | MDN"), not names linked to their pages ("Phoenix").
_TITLE_WORDS = 2


def _lettered(text: str) -> int:
    """How many of the words of `text` have a letter (a title's "Object.keys()" and "MDN" count, its "|" and "-" not)."""
    return sum(any(ch.isalpha() for ch in token) for token in text.split())


def _one_link(block: Block) -> bool:
    """Whether a block links to one page (its account holds one link's target left out): a page's title is one link;
    an item of two ("[Nx](…) + [Livebook](…)") names two things."""
    return block.account is not None and [rule for rule, _ in block.account.omitted].count("link target") == 1


def _latin_lists(
    blocks: tuple[Block, ...] | list[Block], words: dict[int, str], mixed: set[int]
) -> tuple[list[list[int]], dict[int, list[int]]]:
    """The items in Latin script of each list of two items or more not heard as a mixed list, and for each such item
    the items of its list that are inline code alone (_code_only: no evidence, they take the voice the others say)."""
    alike: list[list[int]] = []
    code_with: dict[int, list[int]] = {}
    for members in _lists(blocks):
        code = [n for n in members if n not in mixed and _code_only(blocks[n])]
        latin = [n for n in members if only_latin(words[n]) and n not in mixed and n not in code]
        if len(members) >= 2 and latin:
            alike.append(latin)
            code_with.update(dict.fromkeys(latin, code))
    return alike, code_with


def _mixed_lists(blocks: tuple[Block, ...] | list[Block], words: dict[int, str]) -> list[list[int]]:
    """The items of each list, nested lists with it, that has an item in a script other than Latin. Its items in
    the article's script are heard in the article's voice; its items in Latin script alone are siblings of one shape
    (language.shape_language): an English title among Chinese ones ("Getting Started with WebRTC", s11 held-out
    reading of andrew781026's day-26 and day-27; 'list-objects-v2 — AWS CLI 1.27.151 Command Reference' among
    Japanese titles, of ttskch's a2ce0952856142) is heard in English and its Latin siblings with it, a list of names
    in the article's voice; a full sentence keeps its own voice, decided alone (sibling_voices)."""
    return [run for run in _runs(blocks, "list_item") if any(_in_another_script(words[n]) for n in run)]


def _runs(blocks: tuple[Block, ...] | list[Block], kind: str) -> list[list[int]]:
    """The indexes of each run of neighbouring blocks of `kind` (a list with its nested lists; a quote's
    paragraphs); a numbered list and a bulleted one side by side are two (as _lists has them)."""
    runs: list[list[int]] = []
    for index, block in enumerate(blocks):
        if block.kind != kind:
            continue
        before = blocks[index - 1] if index else None
        if (
            runs
            and runs[-1][-1] == index - 1
            and not (
                before is not None and before.level == block.level and (before.number is None) != (block.number is None)
            )
            and not _another_list(blocks, runs[-1], block)
        ):
            runs[-1].append(index)
        else:
            runs.append([index])
    return runs


def _another_list(blocks: tuple[Block, ...] | list[Block], run: list[int], block: Block) -> bool:
    """Whether `block` belongs to another (outermost) list than the run's first item: a '-' list
    then a '*' list, or two lists parted by a blank line and another marker, are two lists (CommonMark), voted apart
    (review s14 text2 M2: the Chinese items of the first outvoted the English titles of the second)."""
    first = blocks[run[0]]
    return block.list_at != first.list_at and -1 not in (block.list_at, first.list_at)


def _within_a_quote(blocks: tuple[Block, ...] | list[Block], lang: str) -> dict[int, str | None]:
    """A quote is one block to a listener: in a quote written in Latin script alone whose paragraphs that say a
    language all say the same other one (a tweet's English body), a paragraph too short to say its own (its
    attribution "— balajis.com November 10, 2020", "[3] t-SNE & UMAP") is heard in their voice."""
    out: dict[int, str | None] = {}
    for run in _runs(blocks, "quote"):
        if len(run) < 2 or not all(only_latin(_words_of(blocks[n], lang)) for n in run):
            continue
        said = {n: block_language(_words_of(blocks[n], lang), lang) for n in run}
        languages = set(said.values()) - {None}
        if len(languages) == 1 and None in said.values():
            other = languages.pop()
            out.update((n, other) for n in run if said[n] is None)
    return out


_QUOTED_LINES = 3  # the fewest neighbouring lines in Latin script of a quote that are one output's


def _quoted_lines(blocks: tuple[Block, ...] | list[Block], lang: str) -> dict[int, str | None]:
    """Neighbouring paragraphs of a quote in Latin script alone, none of them a sentence (a tool's output pasted line by
    line under the writer's words: nmap's "1433/tcp open ms-sql-s Microsoft SQL Server 14.00.1000.00" above its "|
    Target_Name: WIN-EIK3KA7QGQO" lines), are siblings of one shape: heard in the voice most of them say (the lead's
    ruling of session 14: siblings vote; s23 held-out LonelySinging RAT [24], the first line alone en-US among seven
    zh-CN). A sentence among them keeps its own voice; a tie leaves each its own."""
    out: dict[int, str | None] = {}
    for run in _runs(blocks, "quote"):
        stretch: list[int] = []
        for n in [*run, -1]:
            words = _words_of(blocks[n], lang) if n >= 0 else ""
            if n >= 0 and only_latin(words) and not _a_sibling_sentence(words):
                stretch.append(n)
                continue
            if len(stretch) >= _QUOTED_LINES:
                ranked = Counter(_block_language(blocks[k], lang) for k in stretch).most_common(1)
                if ranked[0][1] * 2 > len(stretch):
                    out.update(dict.fromkeys(stretch, ranked[0][0]))
            stretch = []
    return out


# A heading that opens with its section's number ("1. Problem context", "4.2. SyntaxError - …").
_SECTION_NUMBER = LazyPattern(r"\s*\d{1,3}(?:\.\d{1,3})*\.?\s")


def _numbered_headings(blocks: tuple[Block, ...] | list[Block], lang: str, words: dict[int, str]) -> dict[int, str]:
    """The numbered headings of one level in Latin script alone are one series, heard as such: when their evidence
    together says another language, each of them is read in it ("1. Problem context" beside "2. Cause of the
    problem", s5 dev reading); else each is decided alone, as any heading (a series never holds one back)."""
    series: dict[int, list[int]] = {}
    for n, block in enumerate(blocks):
        if block.kind == "heading" and _SECTION_NUMBER.match(block.text):
            text = words.setdefault(n, _words_of(block, lang))
            if only_latin(text):
                series.setdefault(block.level, []).append(n)
    out: dict[int, str] = {}
    for members in series.values():
        said = sibling_language([words[n] for n in members], lang) if len(members) >= 2 else None
        if said is not None:
            out.update(dict.fromkeys(members, said))
    return out


def _heading_series(
    blocks: tuple[Block, ...] | list[Block], lang: str, words: dict[int, str], numbered: dict[int, str]
) -> dict[int, str | None]:
    """The headings of one level under one parent are a series to a listener, heard in one voice for each shape,
    as a list's items are (sibling_voices): in a series with a heading in the article's script, its headings in Latin
    script alone take the voice most of them say (language.shape_language: names and terms, "Nature Remo 3, Nature
    Remo Lapis" beside "パナソニックのホームベーカリー", "Git、Git flow" beside "英文", the article's), a full sentence of
    another language (_heading_sentence) decided alone. A series
    all in Latin script is decided together, as a list is (language.sibling_language: its headings of names follow
    those with a phrase's words — "Test Drive", "Active Machine" beside "What is Docker Machine", "Environment for
    Docker CLI", s10 dev reading of sio4's docker-machine post); when together they say no other language, its
    headings of names and terms (language.terms_only) are heard in the article's voice, as the items of such a list
    are — "AMD Xilinx Device Plugin" beside "NVIDIA GPU Device Plugin", "GPC (Graphics Processing Cluster)" beside
    "SM (Streaming Multiprocessor)" in a Korean article (s10 held-out reading of Hyper-Accel's k8s-device-plugin and
    how-GPU-works: three words of names had taken one of them to English) — unless a numbered series says otherwise
    (`numbered`, _numbered_headings), and a heading with a phrase's words is decided alone.

    A heading that mixes the article's CJK words and Latin ones ("Writing 写操作", "Parity 奇偶校验", "AMAT (Average
    memory access time) 平均访存时间": an English term and its Chinese name) is one unit, read whole by the CJK voice
    (the lead's session-15 ruling on mixed units: runs._article_voice, sayable.whole_voice) — never cut, never English.
    With the sibling rule it is a heading in the article's script: beside it, headings of terms in Latin script alone
    ("Cache replacement policies", "Random") take the voice most of them say with it, the article's; a full sentence
    or a phrase of another language keeps its own. So the two rules agree: no heading is split, and one series has
    one voice for each shape (billhu0's CS110 notes, s14 held-out reading). In an article decided English (the same
    notes read from a neutral folder) there is no series vote (sibling_voices): each mixed heading is read by the CJK
    voice, each English one by the English voice."""
    out: dict[int, str | None] = {}
    for members, parent in _headings_by_parent(blocks):
        if len(members) < 2:
            out.update(_lone_heading(blocks, lang, words, members[0], parent, {**numbered, **out}))
            continue
        for n in members:
            words.setdefault(n, _words_of(blocks[n], lang))
        if any(_in_another_script(words[n]) for n in members):
            latin = [n for n in members if only_latin(words[n]) and not _heading_sentence(words[n])]
            others = [words[n] for n in members if _in_another_script(words[n])]
            out.update(zip(latin, _with_sentences(latin, members, latin, others, words, lang, (), out), strict=True))
        elif all(only_latin(words[n]) for n in members):
            said = sibling_language([words[n] for n in members], lang)
            if said is not None:
                out.update(dict.fromkeys(members, said))
            else:  # (together they say none: their phrases and terms are heard in the article's voice)
                voice = _parent_voice(blocks, lang, words, parent, {**numbered, **out})
                out.update((n, voice) for n in members if n not in numbered and not _heading_sentence(words[n]))
    return out


def _parent_voice(
    blocks: tuple[Block, ...] | list[Block],
    lang: str,
    words: dict[int, str],
    parent: int,
    decided: dict[int, str | None],
) -> str | None:
    """The voice of the heading a series of headings in Latin script alone stands under, when that heading is in Latin
    script alone too: such a series of terms is heard in it ("### Experimental Setup", "### EVALUATION BENCHMARKS"
    under "## Experimental Results", heard en-US with every English heading of the article: s23 dev FacerAin
    albert-paper [48][60], read ko-KR — the lead's ruling of session 14, siblings vote); else the article's (None)."""
    if parent < 0 or blocks[parent].kind != "heading":
        return None
    above = words.setdefault(parent, _words_of(blocks[parent], lang))
    if not only_latin(above):
        return None
    return decided[parent] if parent in decided else _block_language(blocks[parent], lang)


def _lone_heading(
    blocks: tuple[Block, ...] | list[Block],
    lang: str,
    words: dict[int, str],
    n: int,
    parent: int,
    decided: dict[int, str | None],
) -> dict[int, None]:
    """A heading alone at its level under its parent, in Latin script alone and no phrase (language.own_words_phrase:
    names and terms, "Arc Length Function" under "Arc Length"; a compound of nouns with no function word, 'reverse
    proxy vs redirect' under 'reverse proxy', s13 held-out doxawahebi apache-server [10]) has no series to follow: it follows the block around it,
    its parent heading's voice (the lead's ruling of session 13: a bare term or a name is no phrase and follows its
    siblings or the block around it). The s13 held-out reading of doxawahebi's vector-function note heard 'Arc Length
    Function' en-US under 'Arc Length' and beside 'Curvature', 'Integral', all ko-KR. Under a parent heard in another
    voice it is decided alone, as before: "Spring Security Filter" below "Spring Security - Authentication and
    Authorization" (s4 dev reading of gyoogle's notes) English, "GBM" below "Reference & Wrapped Up" a name in the
    article's voice. A heading with a phrase or a sentence of its own, or with no parent (an article's one title), is
    decided alone."""
    if parent < 0 or blocks[parent].kind != "heading":
        return {}
    text = words.setdefault(n, _words_of(blocks[n], lang))
    if not only_latin(text) or own_words_phrase(text, lang) is not None or _heading_sentence(text):
        return {}
    if parent in decided:
        voice = decided[parent]
    else:
        above = words.setdefault(parent, _words_of(blocks[parent], lang))
        voice = None if _in_another_script(above) else block_language(above, lang)
    return {n: None} if voice is None else {}  # (under a parent of another voice, decided alone: "GBM", "Spring …")


def _heading_groups(blocks: tuple[Block, ...] | list[Block]) -> list[list[int]]:
    """The indexes of the headings of each level under each parent (a series, _heading_series)."""
    return [members for members, _ in _headings_by_parent(blocks)]


def _headings_by_parent(blocks: tuple[Block, ...] | list[Block]) -> list[tuple[list[int], int]]:
    """The indexes of the headings of each level under each parent, with their parent heading's (-1: none)."""
    series: dict[tuple[int, int], list[int]] = {}
    opened: dict[int, int] = {}  # the last heading of each level above the one at hand, by level
    for n, block in enumerate(blocks):
        if block.kind != "heading":
            continue
        parent = max((at for level, at in opened.items() if level < block.level), default=-1)
        opened = {level: at for level, at in opened.items() if level < block.level}
        opened[block.level] = n
        series.setdefault((block.level, parent), []).append(n)
    return [(members, parent) for (_, parent), members in series.items()]


def _heading_sentence(text: str) -> bool:
    """Whether a heading in Latin script alone is a full sentence of another language, as headings are: a question
    or a statement in sentence case closed by its mark ("2. How do we implement?"), a quotation of one (an error's
    message, '7.1 "workflow was not found"': the quoted words), or an item's full sentence."""
    if _a_sibling_sentence(text):
        return True
    said = _SECTION_NUMBER.sub("", text, count=1).strip()
    quoted = len(said) > 2 and said[0] in "\"“'‘" and said[-1] in "\"”'’"
    shaped = sentence_shaped(said) or quoted and sentence_shaped(said[1:-1] + ".")
    return shaped and latin_evidence(said, alone=True, enough=SENTENCE_EVIDENCE) >= SENTENCE_EVIDENCE


def _sections_joined(blocks: tuple[Block, ...] | list[Block], lists: list[list[int]]) -> list[list[int]]:
    """The Latin items of lists, those of the lists that open the sections of one heading series joined into one: a
    list right under each heading of a series is one shape, heard in one voice (the lead's ruling, one shape, one
    voice). bereal1995's css-in-js notes give each of three articles a heading of its title and a numbered list of
    its points in English: the lists under 'React: CSS in JS (2014)' and 'All You Need To Know About CSS-in-JS
    (2017)' were read en-US, the one under 'A Unified Styling Language (2017)' ("Scoped styles", "Critical CSS" …)
    ko-KR (s13 dev reading). Joined, the lists are decided together by their evidence (language.sibling_language)."""
    series: dict[int, int] = {}  # each heading's series, by the index of its series' first heading
    for members in _heading_groups(blocks):
        if len(members) >= 2:
            series.update(dict.fromkeys(members, members[0]))
    joined: dict[int, list[int]] = {}
    out: list[list[int]] = []
    for items in lists:
        head = items[0] - 1
        if head in series and blocks[head].kind == "heading":
            group = joined.get(series[head])
            if group is not None:
                group.extend(items)
                continue
            joined[series[head]] = items = list(items)
        out.append(items)
    return [sorted(items) for items in out]


def _alike_lists(lists: list[list[int]], words: dict[int, str]) -> list[list[int]]:
    """The Latin items of lists (each a list of block indexes), those of lists that share steps joined: the same
    step said twice in one article is one voice, so lists of the same kind of item ("Let result be AbstractOp()."
    in each of a spec's step lists) are decided together. A shared name ("Python" in a tools list and in a
    reading list) is no such evidence alone: short items join lists only when they are a share of them."""
    group: dict[int, int] = {}  # each list's group (union-find over the lists)

    def root(n: int) -> int:
        while group.get(n, n) != n:
            n = group[n]
        return n

    seen: dict[str, int] = {}  # each item's words (casefolded, spaced alike) -> the first list holding it
    short: dict[tuple[int, int], int] = {}  # (first list, later list) -> how many short items they share
    for n, items in enumerate(lists):
        for item in items:
            key = " ".join(words[item].casefold().split())
            if key not in seen:
                seen[key] = n
            elif len(key.split()) >= _A_STEP:
                group[root(n)] = root(seen[key])
            elif seen[key] != n:
                pair = (seen[key], n)
                short[pair] = short.get(pair, 0) + 1
    for (first, later), count in short.items():
        if count >= 2 and 2 * count >= min(len(lists[first]), len(lists[later])):
            group[root(later)] = root(first)
    joined: dict[int, list[int]] = {}
    for n, items in enumerate(lists):
        joined.setdefault(root(n), []).extend(items)
    return [sorted(items) for items in joined.values() if items]


# Words of an item that make it a step or a sentence, not a name ("Let result be AbstractOp()." vs "Python").
_A_STEP = 3


def _lists(blocks: tuple[Block, ...] | list[Block]) -> list[list[int]]:
    """The indexes of each list's items: a run of list items of one level, numbered or not."""
    groups: dict[tuple[object, ...], list[int]] = {}
    run = 0
    for index, block in enumerate(blocks):
        if block.kind != "list_item":
            run += 1  # (a list ends at the first block that is not one of its items)
        elif (
            index
            and blocks[index - 1].kind == "list_item"
            and (blocks[index - 1].number is None) != (block.number is None)
            and blocks[index - 1].level == block.level
        ):
            run += 1  # (a numbered list and a bulleted one side by side are two lists)
        if block.kind == "list_item":
            groups.setdefault((block.level, run), []).append(index)
    return list(groups.values())


def _a_mixed_note(block: Block, lang: str) -> bool:
    """Whether `block` is a footnote of a CJK article that mixes the article's script with Latin words: one unit, read
    whole by the article's voice, never cut into sentences by language (the s17 ruling "footnotes, link titles and
    table cells are units", after s15's mixed units). xho95's '[In macOS 10.12 Sierra, /usr/local is
    readonly.](…) : Homebrew의 시에라 관련 이슈…' was read en-US then ko-KR from a stray ':' (s16 held-out #86)."""
    return block.kind == "footnote" and family(lang) in _CJK_FAMILIES and family(lang) in piece_votes(block.text)


def _in_another_script(text: str) -> bool:
    """Whether `text` has words in a script other than Latin (CJK, Hangul…): words a Latin voice cannot say."""
    return any(fam != "Latin" for fam in piece_votes(text))


def _a_sentence(text: str) -> bool:
    """Whether an item in Latin script alone is a full sentence (five words or more, of a sentence's shape:
    language.sentence_shaped, a phrase by its function words: "Could you tell me where the station is?"), not a
    link's title, a reference ("Jaemin Hong, Sukyoung Ryu, "Introduction to …", 2021.") or a term; the one voice
    of a list is for those ("LLLを理解するぞ" beside two English titles)."""
    words = [w for w in text.split() if w.strip(",.?!\"'“”’()").isalpha()]
    return a_clause(text) or (
        len(words) >= 5
        and sentence_shaped(text)
        and latin_evidence(text, alone=True, enough=_SENTENCE_EVIDENCE) >= _SENTENCE_EVIDENCE
    )


def _a_sibling_sentence(text: str) -> bool:
    """Whether a list item or a heading in Latin script alone is a sentence, out of its siblings' vote: _a_sentence,
    or a sentence by its shape however short (language.said_as_a_sentence: "What's Nerves?", "Yes! Yes! Yes!",
    "2. Install the dependencies with npm"). Only for siblings (the lead's ruling of session 14): a paragraph's groups
    (links, stretches, labels) keep _a_sentence — TORIFUKUKaiou's 'Enjoy Elixir‼‼‼' and 'livebook.autoracex.dev'
    follow the link paragraphs around them in English as before."""
    return _a_sentence(text) or said_as_a_sentence(_SECTION_NUMBER.sub("", text, count=1))


_SENTENCE_EVIDENCE = 4.0


def _within_a_stretch(blocks: tuple[Block, ...] | list[Block], lang: str) -> dict[int, str | None]:
    """A paragraph in Latin script alone too short to say its language ("[4] Wikipedia contributors. E, 2020.")
    between two of its kind that say the same other one (the reference entries [3] and [5] in English) is
    heard within their stretch, so by their voice — as a short sentence within a block is (runs._settled); inline code
    alone says no language (_code_only), so a command between two commands is read as they are. So is a
    paragraph of names and terms (language.terms_only) between two in the article's own script: a bold line that
    titles the next ("StreamingLLM: Attention sink + sliding window attention" between Korean paragraphs, s10
    held-out reading of Hyper-Accel's hbf-challenge: read in English while its sibling line with Hangul was Korean)."""
    out: dict[int, str | None] = {}
    said: dict[int, str | None] = {}

    def the_articles(n: int) -> bool:
        words = _words_of(blocks[n], lang)
        return _in_another_script(words) and block_language(words, lang) is None

    def language_of(n: int) -> str | None:
        if n not in said:
            words = _words_of(blocks[n], lang)
            # (a command alone is no evidence of a language: _code_only; it is read in the article's voice, and a
            # command between two commands is too: "`$ cd /app`" between two longer ones, s18 dev ikmnjrd); a
            # paragraph of terms is heard in the article's voice (_block_language), so it votes for no other
            said[n] = _block_language(blocks[n], lang) if only_latin(words) and not _code_only(blocks[n]) else None
        return said[n]

    for index in range(1, len(blocks) - 1):
        before, block, after = blocks[index - 1], blocks[index], blocks[index + 1]
        if not before.kind == block.kind == after.kind == "paragraph" or not only_latin(_words_of(block, lang)):
            continue
        if terms_only(_words_of(block, lang)) and the_articles(index - 1) and the_articles(index + 1):
            out[index] = None
            continue
        if language_of(index) is None and language_of(index - 1) is not None:
            if language_of(index - 1) == language_of(index + 1):
                out[index] = language_of(index - 1)
    return out


def _block_language(block: Block, lang: str) -> str | None:
    """The language a block is clearly in when not the article's (block_language), save that a paragraph or a list
    item made of names, of terms or of inline code alone in an article not written in Latin script ("CPU Time vs Real
    Time" as a note's title among Chinese ones: language.names_only; a label "Async function declaration：" before its
    code, as its sibling "Async method：", s11 dev reading of titangene's javascript-async-await-1: language.terms_only;
    a command under a list item) says none and stays in the article's voice. A heading is decided with its
    series (sibling_voices), alone as a title when it has none."""
    words = _words_of(block, lang)
    if (
        block.kind in ("paragraph", "list_item")
        and family(lang) != "Latin"
        and only_latin(words)
        and (names_only(words) or terms_only(words) or _code_only(block))
    ):
        return None
    at = label_opening(words) if family(lang) != "Latin" and _one_link(block) else 0
    if at and only_latin(words[at:]):
        # A label and the title of the page it links ("參考文章：[VSCode does not format JSX Correctly](…)"): one unit,
        # read whole by the article's voice (the s17 ruling on link titles; s18 held-out bacnotes 11_react_knowledge
        # [37][44], the label zh-TW and the title en-US). A label then a phrase with no link ("증상: Could not find
        # requested image") stays the phrase's (language.block_language).
        return None
    if family(lang) != "Latin" and _labelled_command(block):
        return None
    return block_language(words, lang)


def _labelled_command(block: Block) -> bool:
    """Whether a paragraph or a list item is a label in a CJK script and inline code alone after it ("执行命令:
    `cmd.exe /c net share admin$ /del /y`"): the code is the command the label names, no phrase of another language —
    read whole in the article's voice, as the same command inside a sentence is (s23 held-out LonelySinging panda
    [148], the label zh-CN and the command en-US: its "del" and "y" taken for Spanish words)."""
    if block.kind not in ("paragraph", "list_item"):
        return False
    prose = "".join(segment.text for segment in block.segments if not segment.code and not segment.cue).strip()
    code = [segment.text for segment in block.segments if segment.code]
    return bool(code and prose) and label_opening(prose) == len(prose) and not _code_phrase(" ".join(code))


def _code_only(block: Block) -> bool:
    """Whether a block's words are all inline code (a list item that is one command, "`/lib/cpp 1.c /tmp/ctm4a`"):
    code is no evidence of a language, as names are not (a command's paths and options are read alike by every
    voice), so such a block takes the voice its list's words say (a spec's step "`ReturnIfAbrupt(result)`." among
    English steps), or, with no such words, its context's. Code whose words make a phrase of their own, function
    words in lower case (an error message "`TypeError: Cannot read properties of undefined`", a commit message
    "`fix: handle empty arrays in the parser`": language.a_phrase, sentence_shaped), is evidence of its language and
    keeps that voice (review s9 of 84ca372)."""
    # (signs between code spans, "`map(array; name)` => `test.taro`", are no words: the block is still code alone)
    said = [segment for segment in block.segments if not segment.cue and any(ch.isalnum() for ch in segment.text)]
    if not said:  # (an operator alone, "`>`", "`&&`", is code alone too: a sign says no language)
        signs = [segment for segment in block.segments if not segment.cue and segment.text.strip()]
        return bool(signs) and all(segment.code for segment in signs)
    if not all(segment.code for segment in said):
        return False
    return not _code_phrase(" ".join(segment.text for segment in said))


# A label opening code's message ("ModuleNotFoundError: ", "fix: ", "fatal: "): its words start a sentence after it.
_CODE_LABEL = LazyPattern(r"[\w.-]{1,40}: ")
# A value given by its name inside brackets ("(min-width: 768px)", "(orientation: portrait)"): a property or a
# keyword argument, which a message in words never holds.
_NAMED_VALUE = LazyPattern(r"\(\s*[A-Za-z][\w-]*\s*:\s*[^()\s][^()\n]*\)")
# A call in code: a name (dotted or not) written on to its brackets, and what they hold (no nested brackets).
_CALL = LazyPattern(r"[A-Za-z_$][\w$.]*\([^()\n]*\)")
# What is around a word of a phrase: punctuation and quotation marks.
_AROUND_WORD = "\"'`()[]{},.;:!?"


def _code_phrase(text: str) -> bool:
    """Whether code's words make a phrase: a whole word of it (never a part of a name: "the-package") a function
    word in lower case, the sentence's first after a label counted in lower case ("No module named 'requests'"),
    and the words a phrase (language.a_phrase); or a sentence's shape (language.sentence_shaped)."""
    from .stopwords import is_function_word

    if _NAMED_VALUE.search(text):
        return False  # a statement of code: "@media not screen and (min-width: 768px)", no message
    label = _CODE_LABEL.match(text)
    rest = text[label.end() :] if label else text
    # A call with its arguments is an expression's name, not words of a phrase: a condition in a query language
    # ("and contains(file.path, \"Template\") = false", kamesanblog's Obsidian notes, s17 held-out readings #27, #29:
    # heard en-US among its sibling conditions in zh-TW) leaves only "and = false", no phrase; an error's message
    # keeps its words around the call ("foo.map() is not a function").
    rest = _CALL.sub(" ", rest)
    rest = rest[:1].lower() + rest[1:]
    words = [token.strip(_AROUND_WORD) for token in rest.split()]
    if any(word.isalpha() and word.islower() and is_function_word(word) for word in words) and a_phrase(rest):
        return True
    return sentence_shaped(text)


def _words_of(block: Block, lang: str) -> str:
    """The author's words of a block, as its language is decided from them (no formula, no cue)."""
    return displayable([segment for segment in block.segments if not segment.cue], lang)


@paced
def build_script(article: Article, config: Config, *, voice_name: str | None = None) -> Script:
    """Turn an article into its Script in the article's language (raises ArticleError if nothing to say)."""
    if article.summary_only:
        raise ValueError(f"{article.path}: a summary of an article has no blocks; read it in full first")
    settings = config.language(article.lang)
    voice = settings.voice if voice_name is None else replace(settings.voice, name=voice_name)
    draft = _Draft(config, settings, speaker_for(config, article.lang, voice), ANCHOR_STYLES.index(config.feed.anchors))
    try:
        with (
            lexicon_budget(len(article.body) + len(article.title)),
            article_abbreviations(f"{article.title}\n{article.body}", settings.lexicon),
        ):
            intro = draft.opening(article)
            blocks = _said_blocks(article, intro)
            prose = ("".join(s.text for s in b.segments if not s.code and not s.cue) for b in blocks)  # (whole)
            with (
                article_chinese(article.lang, prose),
                article_names(article.body),
                article_code_marks(article.body),
                article_classes(article.body),
                article_marked_items(article.body),
                code_lists(article.body, blocks),
                operators_listed(_code_items(blocks)),
            ):
                if config.mixed_language == "block":
                    draft.siblings = sibling_voices(blocks, article.lang)
                with article_formulas(s.text for b in blocks for s in b.segments if s.cue == "math"):
                    _say_blocks(draft, blocks)
    except ExpansionTooLarge as exc:
        raise ExpansionTooLarge(f"{article.path}: {exc}", path=article.path) from None
    if not draft.spoke_prose:
        raise NoProse(
            f"{article.path}: has no prose to narrate (only code, tables, images or nothing)", path=article.path
        )
    if settings.outro:
        draft.add(settings.outro, "outro", -1, 0)
    prose_text = (
        "".join(s.text for s in b.segments if not (s.code or s.cue == "math"))  # no TeX ("frac")
        for n, b in enumerate(blocks)
        if b.kind != "cue" and n not in draft.foreign
    )
    return Script(
        lang=article.lang,
        voice=voice,
        title=article.title,
        slug=article.slug,
        chunks=tuple(_chunks(draft.pieces, blocks, config.pauses)),
        accounts=_Accounts(draft.pieces, blocks),
        chapters=tuple(draft.chapters),
        skipped=draft.skipped,
        uncovered=tuple(uncovered_terms(prose_text, article.lang, settings.lexicon, config.known_terms)),
    )
