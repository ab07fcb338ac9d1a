"""Article → Script: what will be spoken, chunk by chunk, with pauses and chapter marks.

The text stage ends here. It knows nothing of engines or audio: a Script is
plain data that the synthesis stage turns into sound and `narrate script` prints.

Pauses follow how a person reads aloud: a clear pause after the title, a section
break before each heading (the longest pause), a shorter one after it, about
half a second between paragraphs and less between list items.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, replace

from narrate.config import Config, LanguageSettings, Voice
from narrate.errors import ArticleError, NoProse

from .anchors import ANCHOR_STYLES
from .chunking import sentence_groups, split_like, split_text
from .language import block_language, family
from .leaks import is_tiny
from .lexicon import count_word, displayable, join_display, normalize_spacing, speakable, uncovered_terms
from .model import Article, Block, Segment
from .model import Chapter as Chapter  # defined in .model, still offered here
from .model import Chunk as Chunk
from .model import Script as Script
from .prose import extract_blocks, strip_unsafe
from .runs import language_runs

_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December")


# Starts only where its run starts (the lookbehind), so a long run of spaces is scanned once.
_DANGLING = re.compile(r"(?<![，、,;；:：\s])[，、,;；:：\s]+(?=[。.!！?？]|$)")


@dataclass(frozen=True)
class Speaker:
    """Who reads a piece of the script: a language, its voice, and the respellings sent to that voice."""

    lang: str
    voice: Voice
    lexicon: tuple[tuple[str, str], ...]
    pronounce: tuple[tuple[str, str], ...]


def speaker_for(config: Config, lang: str, voice: Voice | None = None) -> Speaker:
    """The speaker of `lang` from voices.yaml (its configured voice unless `voice` is given)."""
    settings = config.language(lang)
    voice = voice or settings.voice
    return Speaker(lang, voice, settings.lexicon, config.pronounce(lang, voice.name))


def spoken_date(date: dt.date, lang: str) -> str:
    """A date as a person says it in `lang` ("2024年3月5日", "March 5, 2024")."""
    if lang == "en":
        return f"{_MONTHS[date.month - 1]} {date.day}, {date.year}"
    if lang == "ko":
        return f"{date.year}년 {date.month}월 {date.day}일"
    if lang not in ("zh-hant", "zh-hans", "ja"):
        return date.isoformat()  # a language without its own form keeps the digits, never Chinese or English words
    return f"{date.year}年{date.month}月{date.day}日"


def _same_words(a: str, b: str) -> bool:
    # "GPU 節點" and "GPU節點", "Hello, World" and "hello world": the same title to a listener.
    def words(text: str) -> str:
        return "".join(ch for ch in text.casefold() if ch.isalnum())

    return words(a) == words(b)


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


def _intro(article: Article, settings: LanguageSettings) -> str:
    author = _plain(article.author)
    if not settings.intro or not (author or article.date):
        return ""
    values = {
        "title": article.title,
        "author": author,
        "author_line": settings.author_line.format(author=author) if author else "",
        "date": spoken_date(article.date, settings.lang) if article.date else "",
        "description": article.description,
    }
    try:
        text = settings.intro.format(**values)
    except (KeyError, IndexError, ValueError) as exc:
        raise ArticleError(
            f"intro template {settings.intro!r} for {settings.lang} is invalid ({exc}); "
            "use {title}, {author}, {author_line}, {date} or {description}",
            path=article.path, key=f"languages.{settings.lang}.intro",
        ) from None
    # The default templates lead with the title, which the script already opens with.
    if text.startswith(article.title):
        text = text[len(article.title):].lstrip("。. ")
    # An author without a date (or the reverse) leaves a separator hanging: "作者王小明，。".
    text = _DANGLING.sub("", text)
    return text.strip()


_NAME_SEPARATORS = re.compile(r"\s*(?:,|、|，|&|\band\b|和|與|与|と|及)\s*")
# What a byline holds besides the names: a date and "by", "作者：", "著者"… (a sentence is longer).
_BYLINE_REST = 40


def is_byline(text: str, author: str) -> bool:
    """Whether a paragraph is only a byline for `author`: every name in it, and little else."""
    names = [name for name in _NAME_SEPARATORS.split(author.casefold()) if name.strip()]
    flat = text.casefold()
    if not names or not all(name in flat for name in names):
        return False
    for name in names:
        flat = flat.replace(name, "")
    return len(flat.strip()) <= _BYLINE_REST


_CHANGELOG = re.compile(r"(?<![\w&])#\d{2,7}\b|@[A-Za-z0-9][A-Za-z0-9_-]{0,38}\s{0,3}[)）]?\s{0,3}$", re.M)


def _changelog(block: Block) -> bool:
    """A changelog line (an issue number, or a handle closing the line): its handles are credits, not words."""
    return bool(_CHANGELOG.search(block.text))


def _cue_text(block: Block, settings: LanguageSettings) -> str:
    """What a skip cue says: one code sample, three code samples, an image's alt text."""
    cue = block.cue or ""
    if cue == "image":
        alt = block.text.strip()
        template = settings.cues.get("image_alt", "") if alt else ""
        return template.format(alt=alt) if template else settings.cues.get("image", "")
    if block.count > 1 and settings.cues.get(f"{cue}_many"):
        said = settings.cues[f"{cue}_many"].format(n=count_word(block.count, settings.lang))
        first = next((i for i, ch in enumerate(said) if ch.isalpha()), None)
        # "(two code samples…" opens a sentence: "(Two code samples…".
        return said if first is None else said[:first] + said[first].upper() + said[first + 1:]
    return settings.cues.get(cue, "")


def build_script(article: Article, config: Config, *, voice_name: str | None = None) -> Script:
    """Turn an article into its Script in the article's language (raises ArticleError if nothing to say)."""
    if article.summary_only:
        raise ValueError(f"{article.path}: a summary of an article has no blocks; read it in full first")
    settings = config.language(article.lang)
    voice = settings.voice if voice_name is None else replace(settings.voice, name=voice_name)
    lang, lexicon = article.lang, settings.lexicon
    pauses = config.pauses
    # The article's own speaker reads everything unless a piece is given another: the place to
    # give a block in another language that language's speaker (speaker_for(config, its_lang)).
    main = speaker_for(config, lang, voice)

    def say(text_or_block: str | Block, speaker: Speaker = main) -> list[tuple[str, str]]:
        """(spoken, display) pieces of a block or a text, one per sentence, as `speaker` is sent them."""
        if isinstance(text_or_block, Block):
            segments = text_or_block.segments
            if text_or_block.number is not None:
                segments = (Segment(item_number(text_or_block.number, speaker.lang)), *segments)
            changelog = _changelog(text_or_block)
        else:
            segments, changelog = (Segment(text_or_block),), False
        out = []
        for group in sentence_groups(segments):
            out.append((speakable(group, speaker.lang, speaker.lexicon, pronounce=speaker.pronounce,
                                  changelog=changelog),
                        displayable(group, speaker.lang)))
        return out

    # (text, display, kind, block index, pause after, opens its block, speaker) before cross-chunk pause rules apply.
    pieces: list[tuple[str, str, str, int, int, bool, Speaker]] = []
    chapters: list[Chapter] = []
    skipped: dict[str, int] = {}

    def add(sentences: list[tuple[str, str]], kind: str, index: int, after: int, speaker: Speaker = main) -> bool:
        """Queue one block's sentences packed into request-sized chunks; False if there is nothing to say."""
        sentences = [(sp, dp) for sp, dp in sentences if any(ch.isalnum() for ch in sp)]
        if not sentences:
            return False  # a lone symbol or an emptied template: silence, not a blank request
        chunks: list[tuple[str, str]] = []
        for sp, dp in sentences:
            parts = split_text(sp)
            shown = split_like(dp, parts) if len(parts) > 1 else [dp]
            for part, part_dp in zip(parts, shown):
                if chunks:
                    joined = normalize_spacing(chunks[-1][0] + " " + part)
                    fits = split_text(joined) == [joined]
                    if fits and len(parts) == 1:
                        chunks[-1] = (joined, join_display(chunks[-1][1], part_dp))
                        continue
                    # Only while the chunk still fits one request: a long run of tiny parts
                    # ("((((…") would otherwise grow one chunk without bound (quadratic time).
                    if fits and is_tiny(part) and kind not in ("title", "heading"):
                        # "1", "a": a sound, not a sentence; it stays with the sentence before it.
                        chunks[-1] = (joined, join_display(chunks[-1][1], part_dp))
                        continue
                chunks.append((part, part_dp))
        if kind not in ("title", "heading"):  # a title or heading "C" or "Q" is still a title
            chunks = [c for c in chunks if not is_tiny(c[0])]
        if not chunks:
            return False
        for n, (part, part_dp) in enumerate(chunks):
            pieces.append((part, part_dp, kind, index, after if n == len(chunks) - 1 else pauses.sentence, n == 0,
                           speaker))
        return True

    # A title that is all emoji or symbols has nothing to say; the slug (maybe a hash) is no title.
    title_speaker = main
    if config.mixed_language == "block":
        # A title in a script the article's voice cannot say at all (a Hebrew title over `lang: en`,
        # a Korean one in a Chinese article) is read by its own language's voice.
        other = block_language(article.title, lang)
        if other and other in config.languages and family(other) not in ("Latin", "zh"):
            title_speaker = speaker_for(config, other)
    add(say(article.title, title_speaker), "title", -1, pauses.after_title, title_speaker)
    chapters.append(Chapter(article.title, 1, 0))
    intro = _intro(article, settings)
    if intro:
        add(say(intro), "intro", -1, pauses.after_intro)

    blocks = list(article.blocks)
    author = _plain(article.author)
    if intro and author and author in intro:
        # The intro named the author: the article's own byline ("October 21, 2024 by Lauren Tan",
        # react.dev's) would say it twice.
        for n, block in enumerate(blocks[:6]):
            if block.kind == "heading":
                break
            if block.kind == "paragraph" and is_byline(block.text, author):
                blocks[n] = Block("paragraph", ())
                break
    # An H1 that repeats the title is the title; do not say it twice.
    first_words = next((i for i, b in enumerate(blocks) if b.kind != "cue"), None)
    if first_words is not None and blocks[first_words].kind == "heading" and blocks[first_words].level == 1 \
            and _same_words(blocks[first_words].text, article.title):
        blocks[first_words] = Block("paragraph", ())

    spoke_prose = False
    style = ANCHOR_STYLES.index(config.feed.anchors)  # which of a heading's ids its chapter links to
    in_notes = False
    foreign: set[int] = set()  # blocks read by another language's voice
    after_block = {
        "paragraph": pauses.paragraph,
        "list_item": pauses.list_item,
        "quote": pauses.quote,
        "footnote": pauses.list_item,
        "heading": pauses.after_heading,
    }
    for index, block in enumerate(blocks):
        if block.kind == "cue":
            skipped[block.cue or "other"] = skipped.get(block.cue or "other", 0) + block.count
            if config.skip_cues:
                add(say(_cue_text(block, settings)), "cue", index, pauses.paragraph)
            continue
        if block.kind == "footnote" and not in_notes:
            in_notes = True
            heading = settings.cues.get("footnotes", "")
            at = len(pieces)
            if add(say(heading), "heading", -1, pauses.after_heading):
                # GitHub and remark (Astro) title the footnotes with a hidden h2 of this id; Hugo has none.
                label = "footnote-label" if config.feed.anchors in ("github", "astro") else ""
                chapters.append(Chapter(heading.rstrip("。.：: "), 2, at, label))
        speaker = main
        if config.mixed_language == "block" and block.kind in ("paragraph", "quote", "list_item", "footnote",
                                                               "heading"):
            # Lines or sentences that take turns in two languages (a quote and its translation, line
            # by line): each run by its language's voice, in the block's order.
            runs = language_runs(block, lang) if block.kind != "heading" else []
            if len(runs) > 1:
                said = False
                for n, (part, run_lang) in enumerate(runs):
                    run_speaker = speaker_for(config, run_lang) if run_lang != lang \
                        and run_lang in config.languages else main
                    if run_speaker is not main:
                        foreign.add(index)
                    last = n == len(runs) - 1
                    said = add(say(part, run_speaker), block.kind, index,
                               after_block[block.kind] if last else pauses.sentence, run_speaker) or said
                spoke_prose = spoke_prose or said
                continue
            # A block clearly in another language (an English quote, a Japanese example sentence)
            # is read by that language's voice, when voices.yaml has one; short terms never switch.
            other = block_language(displayable(block.segments, lang), lang)
            if other and other in config.languages:
                speaker = speaker_for(config, other)
                foreign.add(index)
        at = len(pieces)
        if not add(say(block, speaker), block.kind, index, after_block[block.kind], speaker):
            continue
        spoke_prose = True
        if block.kind == "heading":
            anchor = block.anchors[style] if len(block.anchors) > style else ""
            chapters.append(Chapter(normalize_spacing(strip_unsafe(block.text)), block.level, at, anchor, block.image))

    if not spoke_prose:
        raise NoProse(f"{article.path}: has no prose to narrate (only code, tables, images or nothing)", path=article.path)

    if settings.outro:
        add(say(settings.outro), "outro", -1, 0)

    chunks: list[Chunk] = []
    for n, (text, display, kind, block_index, after, _, speaker) in enumerate(pieces):
        if n == len(pieces) - 1:
            after = 0
        else:
            _, _, next_kind, next_block, _, opens, _ = pieces[n + 1]
            if next_kind == "heading" and opens:
                level = blocks[next_block].level if next_block >= 0 else 2
                before = pauses.before_heading if level <= 2 else pauses.before_subheading
                after = max(after, before)
            elif next_kind == "outro" and opens:
                after = max(after, pauses.before_outro)
        chunks.append(Chunk(text, after, kind, block_index, display if display != text else "",
                            speaker.voice, speaker.lang))

    prose_text = ("".join(s.text for s in b.segments if not s.code)
                  for n, b in enumerate(blocks) if b.kind != "cue" and n not in foreign)
    terms = uncovered_terms(prose_text, lang, lexicon, config.known_terms)
    return Script(
        lang=lang,
        voice=voice,
        title=article.title,
        slug=article.slug,
        chunks=tuple(chunks),
        chapters=tuple(chapters),
        skipped=skipped,
        uncovered=tuple(terms),
    )
