"""Reading an article: bytes → text → front matter + body → :class:`Article`.

Text is UTF-8 (a BOM is fine). An article in Big5, GBK, Shift-JIS, EUC-JP or EUC-KR is read
when text.encoding recognizes it beyond doubt, and the Article says so (`encoding`) for the
caller to warn; anything else is refused with the encoding it looks like and the command
that converts it.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import hashlib
import os
import re
import unicodedata
from dataclasses import replace
from pathlib import Path
from typing import Any

from narrate.config import Config
from narrate.errors import ArticleError, ExpansionTooLarge, UnsupportedLanguage
from narrate.patterns import LazyPattern

from . import frontmatter
from .collector import paced
from .language import (
    MIN_EVIDENCE,
    Decision,
    chinese_script,
    content_root,
    convert_chinese,
    decide_language,
    family,
    filename_suffix,
    is_han,
    is_hangul,
    is_kana,
    lang_from_filename,
    lang_from_folders,
    lang_suffix,
    link_texts,
    nearest_lang,
    normalize_lang,
    piece_votes,
)
from .model import MAX_BYTES as MAX_BYTES  # records: .model
from .model import Article as Article
from .model import Block, Segment, strip_unsafe
from .readers import ReadOptions, reader_for, split_front_matter
from .site_data import fill, site_data
from .source import Source, decode, read_source
from .tidy import only_domain
from .title_rule import names_a_section, no_words, stands_above_a_title

__all__ = [
    "BUNDLE_STEMS",
    "Article",
    "UnsupportedLanguage",
    "decode",
    "derive",
    "parse_article",
    "read_article",
    "named_by_id",
    "slugify",
    "split_front_matter",
    "title_from_path",
]

MAX_LINES = 100_000  # bounds the time and memory of parsing one article (benchmarks/pathological.py)
# Every block (a paragraph, a list item, a heading) costs the text stage about the same however short it
# is, so a megabyte of one-line items costs far more than a megabyte of prose. 20,000 blocks is some 20
# hours of speech, as the line limit is, and bounds the time of any article however its text is cut.
MAX_BLOCKS = 20_000
# Characters of one front-matter field: each is said aloud (a 100 KB title would be two hours of
# speech) and shown in every app's list. Longer values are cut at a word.
MAX_FIELD = {"title": 1000, "description": 4000, "author": 200}
# A date at the start of a file or folder name: Jekyll's `2024-01-02-title.md`, and the
# `2025-02-25_perplexity-comet/` bundles many blogs keep. The rest of the name is the slug.
_DATED_NAME = LazyPattern(r"^(\d{4})-(\d{2})-(\d{2})(?:[-_. ]+(.*))?$")
# The stems of a bundle's own file (`posts/x/index.md`, a branch's `_index.md`, a README): the folder names it.
BUNDLE_STEMS = ("index", "_index", "readme")


def _capped(text: str, field: str) -> str:
    """`text` cut to the field's limit at a word (or anywhere, for text without spaces), marked with "…"."""
    limit = MAX_FIELD[field]
    if len(text) <= limit:
        return text
    cut = text[:limit]
    space = cut.rfind(" ")
    if space > limit * 3 // 4:
        cut = cut[:space]
    return cut.rstrip() + "…"


def _as_text(value: Any) -> str:
    """A display field (title, author, tag…) as text: a list is its items joined (`authors: [A, B]`)."""
    if isinstance(value, (list, tuple)):
        return ", ".join(t for t in (_as_text(v) for v in value) if t)
    return strip_unsafe(frontmatter.as_text(value)).strip()  # every field of it may reach a tag, a feed or a page


def parse_date(value: Any, path: Path, key: str = "date") -> dt.datetime | None:
    """A front matter date as an aware-or-naive datetime; a date alone stays at midnight (naive)
    (text.frontmatter.as_date: every form the generators read, the same on every Python)."""
    return frontmatter.as_date(value, path, key)


def slugify(text: str) -> str:
    """An ASCII slug `[a-z0-9_-]+`: Chinese transliterated with pypinyin, anything else hashed.

    Dates and underscores are kept (`2024-02-02_semaphore` stays itself): the slug follows the name
    the blog gives the article, and two posts named `2005-04-04_日記` and `2005-04-07_日記` stay two.
    """
    ascii_slug = _ascii_slug(text)
    if ascii_slug and text.isascii():
        return ascii_slug
    has_han = any(is_han(ch) for ch in text)
    # Kana or Hangul means Japanese or Korean: pinyin of their kanji would be gibberish
    # (and would drop the kana), so those get a hash.
    if has_han and not any(is_kana(ch) or is_hangul(ch) for ch in text):
        from pypinyin import lazy_pinyin

        pinyin = _ascii_slug(" ".join(lazy_pinyin(text)))  # Latin letters and digits pass through
        if pinyin:
            return pinyin
    elif not has_han and ascii_slug and len(ascii_slug) >= 3 and not any(is_kana(ch) or is_hangul(ch) for ch in text):
        return ascii_slug  # "Café" → "cafe"
    return "a-" + hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:10]


def _ascii_slug(text: str) -> str:
    # NFKD splits "é" into "e" + accent, so accented Latin keeps its letters.
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    slug = re.sub(r"[^a-z0-9_]+", "-", plain)
    slug = re.sub(r"-*_[-_]*", "_", slug).strip("-_")  # "2024-02-02_ ji dian" → "2024-02-02_ji-dian"
    return slug[:80].strip("-_")


def derive_slug(path: Path, meta: dict[str, Any], generator: str = "") -> str:
    """front matter `slug` › folder of an `index*.md` › file stem without language suffix.

    The slug of one file on its own; a build gives each translation group one slug by the site's
    rules (flow.discovery), and this is what an article is sharded by before that.
    """
    given = strip_unsafe(frontmatter.text(meta, frontmatter.SLUG_KEYS, generator=generator))
    if given:
        return slugify(given)
    name = _base_name(path)
    # Jekyll's `_posts/2024-01-02-title.md` is known by its title alone (text.site says so for a build).
    return slugify(_undated(name) if "_posts" in path.parts and name == lang_suffix(path.stem)[0] else name)


def _base_name(path: Path) -> str:
    """The name an article is known by: its bundle folder for `index*.md`, else its stem without language."""
    stem = lang_suffix(path.stem)[0]
    folder = path.absolute().parent.name  # `narrate index.md` run inside the bundle has no parent in its path
    if stem.lower() in BUNDLE_STEMS and folder:
        return folder
    return stem


def named_by_id(path: Path) -> bool:
    """Whether the name an article is known by is an id, no words (text.title_rule.no_words): the reader then titles
    it by its opening heading, and `narrate check` names a title made from it (one rule for both)."""
    return no_words(_base_name(path))


def _undated(name: str) -> str:
    """`2025-02-25_perplexity-comet` → `perplexity-comet` (a name that is only a date stays)."""
    match = _DATED_NAME.match(name)
    if match and match.group(4) and _valid_date(match) is not None:
        return match.group(4)
    return name


def _valid_date(match: re.Match[str]) -> dt.datetime | None:
    try:
        return dt.datetime(int(match.group(1)), int(match.group(2)), int(match.group(3)))
    except ValueError:
        return None  # 2024-13-45-notes: not a date, just a name


def date_from_name(path: Path) -> tuple[dt.datetime, str] | None:
    """A `YYYY-MM-DD` prefix of the file name, else of its folder's name: (date at midnight, where)."""
    stem = lang_suffix(path.stem)[0]
    candidates = [(stem, "file name")]
    folder = path.absolute().parent.name
    if folder:
        candidates.append((folder, "folder name"))
    for name, where in candidates:
        match = _DATED_NAME.match(name)
        if match:
            date = _valid_date(match)
            if date is not None:
                return date, where
    return None


def translation_group(path: Path, root: Path | None = None, *, walked: bool = False) -> str:
    """What the language versions of one article have in common: its bundle folder, or its folder
    and stem without language suffix; in a Hugo `content/<lang>/` tree, without the language folder.

    `walked`: `path` was found by walking `root` (os.walk, no folder links followed), so its folders
    below `root` are the ones written in it: no need to resolve links (a build does this per article).
    """
    folder = path.absolute().parent
    parts: tuple[str, ...] = folder.parts
    lexical = None
    if root is not None and walked:
        with contextlib.suppress(ValueError):
            lexical = path.parent.relative_to(root).parts
    if lexical is not None and ".." not in lexical and "." not in lexical:
        parts = tuple(p for p in lexical if normalize_lang(p, strict=True) is None)
    elif root is not None:
        try:
            parts = folder.resolve().relative_to(root.resolve()).parts
        except ValueError:
            parts = folder.parts
        parts = tuple(p for p in parts if normalize_lang(p, strict=True) is None)
    stem = lang_suffix(path.stem)[0]
    name = "" if stem.lower() in BUNDLE_STEMS else stem
    return "/".join((*parts, name))


def _plain(text: str) -> str:
    """A front-matter field without its inline HTML (text.html_text, loaded only for a field that has any)."""
    if "<" not in text and "&" not in text:
        return text
    from .html_text import plain_text

    return plain_text(text)


def _site_fields(text: str, path: Path, meta: dict[str, Any]) -> str:
    """A front-matter field with its site variables filled in from the site's data (text.site_data)."""
    if "{{" not in text:
        return text
    try:
        return fill(text, site_data(path).for_page(meta, len(text)))
    except ExpansionTooLarge as exc:
        raise exc.rephrased(f"{path}: {exc}", path=path) from None


def _first_h1(blocks: list[Block]) -> Block | None:
    """The article's first H1, which is its title when the front matter gives none."""
    return next((block for block in blocks if block.kind == "heading" and block.level == 1), None)


# A heading that opens with its section's number: "1 引言", "1. Introduction", "2、精读" — not a version ("1.0 版本发布",
# s11 review L3).
_SECTION_NUMBER = LazyPattern(r"\s*(\d{1,2})(?:[.、:：)](?!\d)\s*|\s+)\S")


def _title_from_blocks(blocks: list[Block]) -> str | None:
    """The first H1's words when it opens the article (before it pictures, a bare address, or a one-line note, date,
    tag or nav line: text.title_rule, the rule `narrate check` judges by too) and is no numbered section; else None
    (the file's name is the title).

    An H1 after the article's first words is a section of it, as the generators that take a title from a heading
    read it (jekyll-titles-from-headings and Docusaurus take only a heading at the top): s12 dev
    aisuperdoger/cnblogs_backup (a backup with no front matter) was titled by '# python调用C++程序的实例：' under its
    first paragraph, '李建忠' at line 184, '2：tokenA和tokenB的获取' after section 1. H1s that number the article's
    sections from 0 or 1 ("# 1 引言", "# 2 精读"; "# 0.源码编译安装ffmpeg", "# 1.…") are no title either (every
    ascoders/weekly article; s11 dev ascoders 82.精读《Htm - Hyperscript 源码》 [0] was titled '1 引言')."""
    heading = _first_h1(blocks)
    if heading is None:
        return None
    before = []  # the blocks with words said before the H1
    for block in blocks:
        if block is heading:
            break
        if block.kind != "cue" and block.text.strip() and not only_domain(block.segments):
            before.append(block)
    if any(b.kind == "heading" for b in before) or not stands_above_a_title(" ".join(b.text for b in before)):
        return None
    numbers = [_SECTION_NUMBER.match(b.text) for b in blocks if b.kind == "heading" and b.level == 1]
    first = numbers[0].group(1) if numbers[0] is not None else None
    if first in ("0", "1") and any(n and int(n.group(1)) == int(first) + 1 for n in numbers[1:]):
        return None
    if names_a_section(heading.text):
        return None  # '# はじめに' (masaki39's Quartz notes, s12 held-out): a section's name, as check judges it
    return heading.text.strip()


def _opening_heading(blocks: list[Block]) -> str:
    """The words of the heading that opens the article, whatever its level ("" when words come first, or it names a
    section): the title of an article whose file's name is no words (text.title_rule.no_words), as a backup tool
    writes it — davidpallmann's Hashnode backups open with '## Hello, Polly!' in 'ckzlvfj0h02aprks1ghaj831k.md'."""
    first = next((b for b in blocks if b.kind != "cue" and b.text.strip() and not only_domain(b.segments)), None)
    if first is None or first.kind != "heading" or names_a_section(first.text):
        return ""
    return first.text.strip()


def _description(meta: dict[str, Any], blocks: list[Block]) -> str:
    """The article's summary for show notes: the front matter's (as written, Markdown and all), else its
    first paragraph as plain words, so that an episode's description is never only its title again."""
    for key in frontmatter.DESCRIPTION_KEYS:
        text = _as_text(meta.get(key)).strip()
        if text:
            return text
    for block in blocks:
        if block.kind == "paragraph":
            # (cleaned as a front-matter description is: the paragraph's bidi overrides would reorder the show
            # notes in every app, attacks s14)
            words = " ".join(strip_unsafe(block.text).split())
            if words:
                return words
    return ""


def title_from_path(path: Path) -> str:
    """The title an article gets from its file's name when neither its front matter nor an H1 gives one (what `narrate
    check` names, since the page shows no such title)."""
    # The last resort must still sound like a title: "my-first-post", not "index". A post's date is Jekyll's, not
    # its title's, on a post put aside with an underscore too (eonist's `_posts/_2024-08-20-the-lindy-effect.md`,
    # s15 held-out: heard '2024 08 20 the lindy effect').
    name = _base_name(path)
    undated = _undated(name.lstrip("_"))
    stem = undated if undated != name.lstrip("_") else name
    if " " in stem.strip():
        # A name written with blanks is words already, its dashes as written: ascoders/weekly's
        # '82.精读《Htm - Hyperscript 源码》.md' is listed so in the repository's own index (s11 dev [1]).
        return " ".join(re.sub(r"_+", " ", stem).split()) or stem
    return " ".join(re.sub(r"[-_]+", " ", stem).split()) or stem


def read_article(
    path: Path,
    *,
    root: Path | None = None,
    config: Config | None = None,
    footnotes: bool | None = None,
    prior: str | None = None,
) -> Article:
    """Read and understand one article, by the reader its suffix is registered to (text.readers).

    How to read (footnotes, the blog's default language…) comes from `config` (voices.yaml;
    default: built-in defaults); `footnotes` and `prior` (the blog's default language, the
    language decision's prior) override it. Raises ArticleError with a one-line reason.
    """
    return parse_article(read_source(path, root=root, config=config, footnotes=footnotes, prior=prior))


_FENCE = LazyPattern(r"[ \t]{0,3}(`{3,}|~{3,})")
_INLINE_NOTE = LazyPattern(r"\^\[[^\[\]\n]*\]")  # `^[a note]`, closed (a run of `[^[^` is no note)
_ITEM_OR_HEADING = LazyPattern(r"[ \t]*(?:[-+*][ \t]|\d{1,9}[.)][ \t]|#{1,6}(?:[ \t]|$)|>|(\[\^[^\]]{1,100}\]:))")


def block_starts(text: str, stop: int) -> int:
    """How many blocks `text` opens, counted before it is parsed (and no further than `stop` + 1): a line
    after a blank line, and a list item, heading, quote or footnote line after any line; the lines of
    fenced code open none (a code sample of a thousand `- x` lines is one block). A footnote's definition
    opens two (the note and the paragraph in it, each parsed and said apart), and an inline note `^[…]`
    one more: each is said as a block of its own at the end."""
    count = 0
    blank = True
    fence = ""
    for line in text.split("\n"):
        opened = _FENCE.match(line)
        if fence:
            if opened and opened.group(1)[0] == fence[0] and len(opened.group(1)) >= len(fence):
                fence = ""
            continue
        if not line.strip():
            blank = True
            continue
        starts = _ITEM_OR_HEADING.match(line)
        count += (len(_INLINE_NOTE.findall(line)) if "^[" in line else 0) + (
            2 if starts and starts.group(1) else 1 if blank or starts else 0
        )
        if count > stop:
            return count
        blank = False
        if opened:
            fence = opened.group(1)
    return count


@paced
def parse_article(source: Source) -> Article:
    """The Article of an article file already read (text.source); raises ArticleError with a one-line reason."""
    path, options, root = source.path, source.options, source.root
    reader = reader_for(path)  # a file no reader takes (voices.yaml, notes.txt) is not an article
    text, encoding = source.decoded
    lines = text.count("\n")
    if lines > MAX_LINES:
        # Parsing costs time and memory per line, before any other limit can be checked;
        # 100,000 lines is far beyond any episode (about 20 hours of speech).
        raise ArticleError(
            f"{path}: {lines:,} lines, over narrate's limit of {MAX_LINES:,} lines for one "
            "article; split it into parts",
            path=path,
        )
    starts = block_starts(text, MAX_BLOCKS)
    if starts > MAX_BLOCKS:
        raise ArticleError(
            f"{path}: more than {MAX_BLOCKS:,} paragraphs, list items, headings and notes, over narrate's "
            "limit for one article (some 20 hours of speech); split it into parts",
            path=path,
        )
    meta, body, blocks = reader.parse(text, path, options)
    if options.defaults is not None:
        # One front matter for the article, read as its generator reads it: its language, date and opt-out
        # (here), and its page, group and whether it is published (text.site), all see the site's defaults.
        meta = options.defaults.applied(path, meta)
    generator = options.generator
    lang, lang_source, lang_reason = _language(path, root, meta, body, blocks, options)
    title, title_made = _title(path, meta, blocks, generator)
    date, date_source, date_written = _date(path, meta, generator)
    tags = _field(meta, frontmatter.TAG_KEYS, generator)
    return Article(
        path=path,
        source_hash=source.source_hash,
        meta=meta,
        body=body,
        title=title,
        slug=derive_slug(path, meta, generator),
        lang=lang,
        lang_source=lang_source,
        date=date,
        description=_capped(_description(meta, blocks), "description"),
        author=_capped(_as_text(_field(meta, frontmatter.AUTHOR_KEYS, generator)), "author"),
        draft=bool(frontmatter.drafted(meta, generator=generator)),
        image=_as_text(_field(meta, frontmatter.IMAGE_KEYS, generator)),
        tags=_tags(tags),
        url=strip_unsafe(frontmatter.text(meta, frontmatter.LINK_KEYS, generator=generator)),
        blocks=tuple(blocks),
        date_source=date_source,
        slug_given=bool(frontmatter.text(meta, frontmatter.SLUG_KEYS, generator=generator)),
        lang_reason=lang_reason,
        encoding=encoding,
        date_written=date_written,
        date_reader=generator if date_written else "",
        misreads=frontmatter.misreadings(meta, path, generator=generator),
        title_made=title_made,
    )


def _field(meta: dict[str, Any], keys: tuple[str, ...], generator: str) -> Any:
    """The value of the first of `keys` the front matter sets (None when none is)."""
    found = frontmatter.find(meta, keys, generator=generator)
    return found[1] if found is not None else None


def _tags(value: Any) -> tuple[str, ...]:
    """An article's tags: a list, or one string of them separated by commas."""
    items = [t.strip() for t in value.split(",")] if isinstance(value, str) else value
    if not isinstance(items, list):
        return ()
    return tuple(text for text in (_as_text(t) for t in items) if text)


def _language(
    path: Path, root: Path | None, meta: dict[str, Any], body: str, blocks: list[Block], options: ReadOptions
) -> tuple[str, str, str]:
    """The article's language, where it was found and why the text decided it: (lang, source, reason).

    In order: the front matter, the file name, a language folder inside the content folder, the
    text itself, and last the blog's default (or narrate's, zh-hant)."""
    said = _front_matter_language(path, meta, blocks, options.generator)
    if said is not None:
        return (*said, "")
    stated = _site_language(path, options) if options.languages else _named_language(path, root)
    if stated is not None and (options.languages or stated[1] != "folder"):
        return (*stated, "")
    # The title and the prose decide, by a vote weighted by length: a quoted Japanese lyric, an
    # English photo credit or link text in a Chinese post does not make it Japanese or English.
    # A title written as the first H1 (no title in the front matter) is the title here too: "# 提交類型"
    # over one English line must weigh as a front-matter title would, not as one heading among the prose.
    title = _as_text(_field(meta, frontmatter.TITLE_KEYS, options.generator))
    heading = None if title.strip() else _first_h1(blocks)
    if heading is not None:
        title = heading.text
    prose = [
        (b.kind, "".join(s.text for s in b.segments if not s.code))
        for b in blocks[:400]
        if b.kind != "cue" and b is not heading
    ]
    decision = decide_language(title, prose, prior=options.prior, links=link_texts(body))
    if stated is not None:
        return _folder_or_text(stated[0], decision, [title, *(text for _, text in prose)])
    if decision.lang is not None:
        return decision.lang, "text", decision.reason
    return (
        options.prior or "zh-hant",
        "default",
        "no letters to go on: " + ("the blog's default language" if options.prior else "narrate's default"),
    )


def _folder_or_text(folder: str, decision: Decision, texts: list[str]) -> tuple[str, str, str]:
    """A folder named by a language (on a site that declares none) files the page in that language, and the text does
    not outvote it — save when the title and prose hold not one letter of that language's script (an English post
    under `ko/`, no Hangul at all: teddylee777's "Simple Gradient Descent on predicting Boston Housing"): then no word
    of the page is in the folder's language, and the words say theirs, given enough of them to tell."""
    joined = " ".join(texts)
    if (
        decision.lang is None
        or family(decision.lang) == family(folder)
        or _written_in(folder, joined)
        or sum(piece_votes(joined).values()) < MIN_EVIDENCE
    ):
        return folder, "folder", ""
    why = f"the folder says {folder}, but not one letter of the text is in its script; {decision.reason}"
    return decision.lang, "text", why


def _written_in(lang: str, text: str) -> bool:
    """Whether `text` has a letter of a script `lang` is written in: Han for Chinese, Han or kana for Japanese (a line
    of kanji alone is Japanese too), Hangul or Han for Korean (its voice reads Han as Hanja), Latin letters for a
    Latin-script language; any letter for another (never overruled here)."""
    fam = family(lang)
    if fam == "zh":
        return any(map(is_han, text))
    if fam == "ja":
        return any(is_han(ch) or is_kana(ch) for ch in text)
    if fam == "ko":
        return any(is_han(ch) or is_hangul(ch) for ch in text)
    if fam == "Latin":
        return any("a" <= ch.lower() <= "z" for ch in text)
    return True


def _site_language(path: Path, options: ReadOptions) -> tuple[str, str] | None:
    """On a site that names its languages: the one its file name's suffix is (`index.en.md`), else the one
    whose own content folder holds it, with where it was found; None when neither (a folder named like a
    language, `es-modules` or `content/en/`, is a folder like any other there)."""
    tag = dict(options.languages).get(filename_suffix(path))
    if tag:
        return tag, "file name"
    absolute = os.path.abspath(path)
    for folder, tag in options.lang_dirs:
        if tag and absolute.startswith(folder.rstrip(os.sep) + os.sep):
            return tag, "folder"
    return None


def _named_language(path: Path, root: Path | None) -> tuple[str, str] | None:
    """Where the site names no languages: a language tag as the file name's suffix, else as a folder's name
    inside the content folder, with where it was found."""
    lang = lang_from_filename(path)
    if lang is not None:
        return lang, "file name"
    # Only inside a content folder (a build's, else the nearest `content` or the folders just
    # above the file): higher up, a folder named "en" says nothing about the post.
    lang = lang_from_folders(path, root if root is not None else content_root(path))
    return (lang, "folder") if lang is not None else None


# Chinese named without its script (zh, zh-SG-… spellings not listed, cmn, a region or a dialect): the text decides.
_CHINESE = LazyPattern(r"(?:zh|cmn|zho|chi)(?:-(?:hans|hant|[a-z]{2,3}|\d{3}))*")


def _front_matter_language(
    path: Path, meta: dict[str, Any], blocks: list[Block], generator: str = ""
) -> tuple[str, str] | None:
    """The language the front matter names (text.frontmatter.LANG_KEYS, the first set) and its source, or None.

    Chinese without a script (`zh`) takes its script from the text. Anything else narrate cannot use,
    a tag it does not speak, misspelled or no tag at all, is refused (UnsupportedLanguage) with the
    nearest code it knows: never replaced by a guess, which would move the episode to another feed."""
    found = frontmatter.find(meta, frontmatter.LANG_KEYS, generator=generator)
    if found is None:
        return None
    key, value = found
    lang = normalize_lang(value)
    if lang:
        return lang, "front matter"
    tag = value.strip().lower().replace("_", "-") if isinstance(value, str) else ""
    if _CHINESE.fullmatch(tag):
        sample = " ".join(b.text for b in blocks[:200])
        return (
            chinese_script(_as_text(_field(meta, frontmatter.TITLE_KEYS, generator)) + " " + sample) or "zh-hant",
            "front matter, script from the text",
        )
    raise UnsupportedLanguage(
        f"{path}: {_unknown_language(key, value)}",
        path=path,
        key=key,
        lang=value if isinstance(value, str) else frontmatter.shown(value),
    )


def _unknown_language(key: str, value: Any) -> str:
    """Why front matter `key: value` names no language narrate speaks, with what it may have meant."""
    if not isinstance(value, str):
        # YAML reads `lang: no` (Norwegian) as false and `lang: 1` as a number.
        return (
            f"front matter {key}: {frontmatter.shown(value)} is not a language tag; write one such as en or "
            f"zh-TW, in quotes if YAML reads it as something else ({key}: 'no')"
        )
    nearest = nearest_lang(value)
    meant = f"; did you mean {nearest}?" if nearest else ""
    return (
        f"front matter {key} {frontmatter.shown(value)} is not a language narrate speaks{meant} "
        "(any language Edge has a voice for; `narrate voices` lists them)"
    )


def _title(path: Path, meta: dict[str, Any], blocks: list[Block], generator: str = "") -> tuple[str, bool]:
    """The episode's title: the front matter's, else the H1 that opens the article (text.title_rule), else the file's
    name as words (a bundle's index or README: its folder's) — but where the name is no words (an id, a number, a
    date) the heading that opens the article; and whether it is the file's name (the article gives none).

    A site whose generator titles a page by its file's name alone (Quartz) is heard so: its H1 is a heading; a book's
    page (GitBook, mdBook) by its entry in the book's SUMMARY.md, when the front matter gives none."""
    # HTML in a title (`React <em>cache()</em>`) is for a page: the episode's title is its plain words.
    # Site variables in it (`Back Up {{{ .premium }}} Data`) are filled in as in the body.
    given = _plain(_site_fields(_as_text(_field(meta, frontmatter.TITLE_KEYS, generator)), path, meta))
    # The site's own title source first (review s13 M4): Quartz titles `content/2024-05-03.md` '2024-05-03'; a book
    # (GitBook, mdBook) its page by the page's entry in its SUMMARY.md (text.book_summary).
    given = given or _book_title(path)
    if not given and not site_data(path).titles_by_name(path):
        given = _title_from_blocks(blocks) or (_opening_heading(blocks) if named_by_id(path) else "")
    return _capped(strip_unsafe(given or title_from_path(path)).strip(), "title"), not strip_unsafe(given).strip()


def _book_title(path: Path) -> str:
    """The title a book (GitBook, mdBook) shows its page `path` under, from its SUMMARY.md ("" for none) — unless it is
    a section's generic name or a number only, which name no article (the lead's s13 ruling): misonomi's book lists
    its README as 'はじめに', sunface's rust-course its release notes as '1.58' under their parent; the page's own H1
    is then its title, as for any article."""
    title = _plain(site_data(path).summary_title(path))
    return "" if not title or names_a_section(title) or no_words(title) else title


def _date(path: Path, meta: dict[str, Any], generator: str = "") -> tuple[dt.datetime | None, str, str]:
    """The publication date, where it was found, and the front matter's value as written when the blog's
    generator reads it as another day than it says (Hexo: `2018-02-31`); (None, "", "") when there is none."""
    key, value = frontmatter.find(meta, frontmatter.DATE_KEYS, generator=generator) or ("date", None)
    try:
        date = parse_date(value, path, key)
    except ArticleError:
        rolled = (
            _hexo_reading(value) if generator == "hexo" else _ruby_reading(value) if generator == "jekyll" else None
        )
        if rolled is None:
            raise
        return parse_date(rolled, path, key), "front matter", str(value).strip()
    if date is not None:
        return date, "front matter", ""
    named = date_from_name(path)
    if named is not None:
        return (*named, "")
    return None, "", ""


# A YAML timestamp (YAML 1.1's patterns, which js-yaml and PyYAML share): a date alone (two-digit month
# and day), or with a time, a fraction and an offset.
_DATE_ONLY = LazyPattern(r"^(\d{4})-(\d{2})-(\d{2})$")
_TIMESTAMP = LazyPattern(
    r"^(\d{4})-(\d{1,2})-(\d{1,2})(?:[Tt]|[ \t]+)(\d{1,2}):(\d{2}):(\d{2})(?:\.(\d*))?"
    r"(?:[ \t]*(Z|([-+])(\d{1,2})(?::(\d{2}))?))?$"
)


# A date and time followed by an offset written as a template writes it, with both signs (`+/-0900`, `-/+09:00`,
# `±0900`, `+/-TTTT`: Jekyll Chirpy's `date: YYYY-MM-DD HH:MM:SS +/-TTTT` copied as written), which Ruby's
# Time.parse passes over. Only that: AM/PM and zone names Ruby reads (`PM`, `EST`) move the time, so such dates
# stay refused rather than read hours off.
_ZONE_UNREAD = LazyPattern(
    r"(\d{4})-(\d{1,2})-(\d{1,2})(?:[Tt]|[ \t]+)(\d{1,2}):(\d{2})(?::(\d{2}))?[ \t]+"
    r"(?:\+/-|-/\+|\+-|-\+|±)[ \t]?(?:\d{2}:?\d{2}|[A-Z]{4})"
)


def _ruby_reading(value: Any) -> dt.datetime | None:
    """A front matter date whose time zone cannot be read, as Jekyll reads it: Ruby's `Time.parse` takes the
    date and time and passes over a zone it does not know, so the time is the site's (`timezone:` in
    _config.yml, which narrate applies to every date without an offset). None for anything else."""
    match = _ZONE_UNREAD.fullmatch(value.strip()) if isinstance(value, str) else None
    if match is None:
        return None
    try:
        year, month, day, hour, minute, second = (int(field or 0) for field in match.groups())
        return dt.datetime(year, month, day, hour, minute, second)
    except (ValueError, OverflowError):
        return None  # 2022-02-31 stays refused on a Jekyll blog (issue 29), 25:00 is no time


def _hexo_reading(value: Any) -> dt.datetime | None:
    """A front matter date no calendar has, or written as no YAML timestamp is, as Hexo reads it: js-yaml's
    timestamp counted on past a month's end (:func:`hexo_date`), else JavaScript's `new Date` of the text
    (text.hexo.js_date: `2022-010-10 14:13:15` is 10 October); None when Hexo has no date either."""
    from .hexo import js_date

    return hexo_date(value) or (js_date(value) if isinstance(value, str) else None)


def hexo_date(value: Any) -> dt.datetime | None:
    """A front matter timestamp the calendar does not have (`2018-02-31 23:50:48`) as Hexo publishes it,
    or None when `value` is no such timestamp.

    Hexo reads front matter with js-yaml (hexo-front-matter 1.x–4.x: the parser of every Hexo release
    from 3 to 8), whose timestamp type builds the date with JavaScript's `Date.UTC(year, month - 1,
    day, hour, minute, second)`; `Date.UTC` counts on past the end of each field, so 2018-02-31 is
    2018-03-03 and 2018-13-05 is 2019-01-05 (checked against hexo-front-matter 4.2.1 under node).
    Hexo then keeps the wall-clock time in the blog's timezone, as narrate keeps a timestamp without
    an offset; one with an offset keeps it here, as PyYAML's do. (A *quoted* date goes through
    JavaScript's `new Date(text)` instead, which rolls only days 29–31 over and leaves a month 13 or
    a day 32 no date at all; narrate rolls those over too, and says so.)
    """
    text = value.strip() if isinstance(value, str) else ""
    match = _TIMESTAMP.match(text) or _DATE_ONLY.match(text)
    if match is None:
        return None
    fields = [int(g) for g in match.groups()[:6] if g is not None]
    year, month, day, hour, minute, second = (*fields, 0, 0, 0)[:6]
    fraction = match.group(7) if match.re is _TIMESTAMP.compiled else None
    carry, month_index = divmod(month - 1, 12)
    try:
        date = dt.datetime(year + carry, month_index + 1, 1) + dt.timedelta(
            days=day - 1,
            hours=hour,
            minutes=minute,
            seconds=second,
            milliseconds=int((fraction or "")[:3].ljust(3, "0")),
        )
        if match.re is _TIMESTAMP.compiled and match.group(8) == "Z":
            return date.replace(tzinfo=dt.timezone.utc)
        if match.re is _TIMESTAMP.compiled and match.group(9):
            offset = dt.timedelta(hours=int(match.group(10)), minutes=int(match.group(11) or 0))
            return date.replace(tzinfo=dt.timezone(-offset if match.group(9) == "-" else offset))
    except (ValueError, OverflowError):
        return None  # before year 1 or after 9999, or an offset of a day or more: no date at all
    return date


def derive(article: Article, target: str) -> Article:
    """The same article in the other Chinese script (OpenCC, Taiwan ⇄ mainland phrasing)."""
    if {article.lang, target} != {"zh-hant", "zh-hans"}:
        raise ArticleError(
            f"{article.path}: cannot derive {target} from {article.lang}; only zh-hant ⇄ zh-hans",
            path=article.path,
            key="derive",
        )

    def convert_block(block: Block) -> Block:
        segments = tuple(s if s.code else Segment(convert_chinese(s.text, target)) for s in block.segments)
        return replace(block, segments=segments)

    return replace(
        article,
        title=convert_chinese(article.title, target),
        description=convert_chinese(article.description, target),
        lang=target,
        lang_source=f"derived from {article.lang}",
        blocks=tuple(convert_block(b) for b in article.blocks),
    )
