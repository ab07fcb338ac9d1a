"""The text stage's records: what an article says (Article, its Blocks and Segments) and what will be
spoken of it (Script, its Chunks and Chapters).

Kept apart from the machinery that makes them (readers, prose, lexicon, script) so that the
stages that only carry them — a rebuild from the cache takes both from its summary and its
plan — load none of it: no Markdown parser, no regular expressions by the hundred.
"""

from __future__ import annotations

import datetime as dt
import functools
import re
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Literal

from narrate.config import Voice
from narrate.patterns import LazyPattern

from .account import BlockAccount, ChunkAccount, Formula, Lost

MAX_BYTES = 20 * 1024 * 1024  # the largest article file narrate reads

# Control characters (a NUL splits an ID3 title) and bidi embeddings, overrides and
# isolates (they reorder what a listener's app shows: "txt.exe" shown as "exe.txt"):
# never part of a field that leaves narrate. Tabs and line breaks become spaces.
_UNSAFE = LazyPattern("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ufffe\uffff]")
# A terminal's escape sequences go whole, not just their ESC: "\x1b[31mred" is "red", not "[31mred"
# (CSI and its one-byte form, OSC up to its BEL or ST, and two-character escapes).
_ESCAPES = LazyPattern(
    "(?:\x1b\\[|\x9b)[0-?]{0,64}[ -/]{0,16}[@-~]|\x1b\\][^\x07\x1b\x9c]{0,2048}(?:\x07|\x1b\\\\|\x9c)?|\x1b[@-Z\\\\-_]"
)


# What of the C0 and C1 controls an article's text keeps: tabs and line breaks; vertical tab and form feed
# (a page break in old texts) separate words, as spaces.
# Unicode tag characters (U+E0000-U+E007F): invisible, and a text's only where they spell a flag after the black
# flag (England's, Scotland's, Wales's); anywhere else they hide text from a reader (s9 attacks: in an author).
_STRAY_TAGS = LazyPattern("(?<![\U0001f3f4\U000e0020-\U000e007f])[\U000e0000-\U000e007f]+")
_CONTROLS = LazyPattern("[\x00-\x08\x0e-\x1f\x7f-\x9f]")


# Emoji and pictographs (with their skin-tone modifiers, flags, keycaps and variation selectors), ™ and ®, and
# the replacement characters that stand for bytes lost on the way: a voice reads their names or nothing, so the
# lexicon drops them. Other symbols (°, ℃, ©) are read well.
UNSAID_SYMBOLS = LazyPattern(
    "[\U0001f000-\U0001faff\u2600-\u27bf\u2b00-\u2bff\u2300-\u23ff\ufe00-\ufe0f\u20e3"
    "\U000e0000-\U000e007f\u2122\u00ae\ufffc\ufffd]"
)
# A star the writer escaped against a word (`yield\*`): the page shows it, so the parser carries it as the star
# operator (text.markdown_rules), which no emphasis rule takes, and the lexicon says it by the star's name.
SHOWN_STAR = "\u2217"
# The months' English names, as an English date says them and as Jekyll's `:long_month` writes them (strftime in
# the C locale; the standard library's calendar.month_name follows the machine's locale instead).
MONTHS_EN = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)
# And the Unicode categories no voice says: controls, format characters (zero-width, bidi marks), surrogates,
# private use, unassigned.
UNSAID_CATEGORIES = frozenset(("Cc", "Cf", "Cs", "Co", "Cn"))


def without_controls(text: str) -> str:
    """An article's text without terminal escape sequences and control characters, before any rule reads
    it: a rule that sees "*\\x08*" as two stars around a word keeps them, and the control character
    dropped later leaves "**" to be spoken."""
    if "\x1b" in text or "\x9b" in text:
        text = _ESCAPES.sub("", text)
    if "\x0b" in text or "\x0c" in text:
        text = text.replace("\x0b", " ").replace("\x0c", " ")
    return _CONTROLS.sub("", text)


def strip_unsafe(text: str) -> str:
    """`text` without control characters, terminal escape sequences, bidi overrides or stray tag characters
    (what apps, tags, pages and a terminal must never get), on one line (a line or paragraph separator is a
    space, as a line break is)."""
    if "\x1b" in text or "\x9b" in text:
        text = _ESCAPES.sub("", text)
    text = text.replace("\t", " ").replace("\r\n", " ").replace("\n", " ").replace("\r", " ")
    if "\u2028" in text or "\u2029" in text:
        text = text.replace("\u2028", " ").replace("\u2029", " ")
    return _STRAY_TAGS.sub("", _UNSAFE.sub("", text))


BlockKind = Literal["heading", "paragraph", "list_item", "quote", "cue", "footnote"]
CueKind = Literal["code", "table", "math", "image", "video", "audio", "links", "frame"]
# The alt text a picture rule hands on for a video or a player (`<video>`, `{{< youtube >}}`, `@[youtube](…)`): its cue
# says a video is shown, never "an image" (s7 held-out: a `<video>` of a demo was cued as a picture).
VIDEO = "\x00video"
# The alt text handed on for an embedded page or post (`<iframe>` of a CodeSandbox, `{% twitter id %}`, a slide deck):
# the picture's cue. A player or a frame is never decoration: its cue is said wherever it stands, a lead-in or not
# (s7/s8 dev: a CodeSandbox after "完成品を紹介します。", a tweet after a colon were silent).
FRAME = "\x00frame"
# The alt text handed on for a sound player (`<audio controls>`, a Spotify or SoundCloud frame): a player the page shows
# is no picture, so its cue says a recording is there ("You can listen here", then the player: s10 held-out svelte.dev
# 2019-01-31-svelte-on-the-changelog, a podcast episode's player silent). Said where the text points at it, as a
# picture's cue is: music under the words (s6 benanne's playlists) is no thing to announce.
AUDIO = "\x00audio"
# An embedded page's alt with the site it shows (`<iframe src="https://www.billhu.us/">`): FRAME, a colon, the host.
# Its cue says a live page of that site is there, never "an image" (s14 held-out billhu0 hello_world [46][48][50]:
# three live sites in frames, each heard as a picture). A frame whose source names no web host keeps the bare FRAME.
_FRAME_HOST = LazyPattern(
    r"^\s*(?:https?:)?//(?:www\.)?([A-Za-z0-9](?:[A-Za-z0-9-]{0,62}\.){1,8}[A-Za-z]{2,24})(?=[:/?#\s]|$)", re.I
)


def framed(source: str) -> str:
    """The alt of an embedded page whose address is `source`: FRAME with its site ("billhu.us"), or the bare FRAME."""
    host = _FRAME_HOST.search(source)
    return f"{FRAME}:{host.group(1).lower()}" if host else FRAME


# An advertiser's frame (Amazon's associate ads, AdSense): decoration the page shows beside the prose, said as nothing
# (the picture ruling's credits and tracking pixels; s-yoshiki's posts end with Amazon ad frames).
ADVERT_SOURCE = LazyPattern(r"(?:amazon-adsystem|googlesyndication|doubleclick|adservice\.google)\.", re.I)


def frame_site(alt: str) -> str:
    """The site an embedded page's alt names ("" for the bare FRAME or any other alt)."""
    return alt[len(FRAME) + 1 :] if alt.startswith(FRAME + ":") else ""


def is_media(alt: str) -> bool:
    """Whether an alt stands for a player or an embedded page (VIDEO, AUDIO, FRAME with or without its site)."""
    return alt in (VIDEO, AUDIO) or alt.startswith(FRAME)


# The cue of a picture on a line of its own inside a paragraph until the paragraph's words decide it (text.pictures
# `decided_pictures`): no words (a paragraph of it alone is no paragraph), and said as nothing if ever left undecided.
PENDING_PICTURE = "picture?"
AMID_WORDS = "amid words"  # an image token's meta: a picture named for an avatar standing amid the body's words
UNWRITTEN_SOURCE = "no address written"  # an image token's meta: `![alt]()` (text.markdown_rules, text.inline)
# An image token's meta: the alt its caption took the place of (text.caption_lines, a `<figure>`'s `<figcaption>` in
# text.prose), declared said by the picture's cue where the picture is read (text.inline), as a `<figure>`'s `<img>`
# alt is left out with its tag: never a hole nobody hears (review s21 M4).
REPLACED_ALT = "alt a caption replaced"
# A frame's source that is a video's player (a video site's, any `player` page: `player.bilibili.com`,
# `v.qq.com/txp/iframe/player.html`) or an audio player's (Spotify, SoundCloud: music under the words, read as a
# picture is, after a lead-in; s6 benanne's twenty Spotify playlists are no pictures to announce).
VIDEO_SOURCE = LazyPattern(
    r"youtube(?:-nocookie)?\.com|youtu\.be|vimeo\.com|bilibili\.com|loom\.com|v\.qq\.com|dailymotion\.com|twitch\.tv"
    r"|nicovideo\.jp|youku\.com|ted\.com/talks|[/.]player\b|\.(?:mp4|webm|mov|m3u8)\b",
    re.I,
)
AUDIO_SOURCE = LazyPattern(
    r"spotify\.com|soundcloud\.com|bandcamp\.com|music\.163\.com|music\.apple\.com|anchor\.fm", re.I
)


@dataclass(frozen=True)
class Segment:
    """A run of inline text; code runs are kept as words but spared symbol rewriting.

    A segment with a `cue` stands for something left out inline ("math", "image",
    "alert:note"): the script says it in the article's language; `text` may carry
    what the cue names (an image's alt text).
    """

    text: str
    code: bool = False
    cue: str = ""


@dataclass(frozen=True)
class Block:
    """One unit of prose: a heading, paragraph, list item, quote paragraph, footnote, or skip cue."""

    kind: BlockKind
    segments: tuple[Segment, ...]
    level: int = 0  # heading level; nesting depth for list items and quotes
    cue: CueKind | None = None
    number: int | None = None  # an ordered list item's number, said the way the language says it
    count: int = 1  # a cue for a run of left-out blocks of one kind ("three code samples")
    # A heading's id on the article's page in each of anchors.ANCHOR_STYLES (hugo, github, astro),
    # and the source of the first picture in its section ("" if none): the chapter's url and img.
    anchors: tuple[str, ...] = ()
    image: str = ""
    # What of its source the block says, what rules left out or cued, what was lost (text.account); not
    # part of what the block is (two blocks that say the same are the same block to every cache).
    account: BlockAccount | None = field(default=None, compare=False, repr=False)
    # A list item's list: the index of the token that opened its outermost list (-1 outside a Markdown list; nested
    # lists are their outer list's: docsify's '- - [x](…)' sidebars are one list). Two lists side by side ('-' items
    # then '*' items: CommonMark's two lists) are two groups of siblings (review s14 text2 M2).
    list_at: int = field(default=-1, compare=False, repr=False)

    @functools.cached_property
    def text(self) -> str:
        """The block's raw text (before lexicon and normalization): joined once, kept (a block and its segments are
        frozen), where the rules asking for it joined it again about six times a block (s16 speed: 38,000 joins on
        a task list of 6,320 items)."""
        return "".join(s.text for s in self.segments)

    def with_account(self, account: BlockAccount | None) -> Block:
        """This block with `account`: what `dataclasses.replace` gives, without its look at every field (the
        prose stage gives each block its account, one call per block)."""
        return Block(
            self.kind,
            self.segments,
            self.level,
            self.cue,
            self.number,
            self.count,
            self.anchors,
            self.image,
            account,
            self.list_at,
        )


_ENCODING_NAMES = {"cp950": "Big5", "gb18030": "GBK", "cp932": "Shift-JIS", "euc_jp": "EUC-JP", "cp949": "EUC-KR"}


@dataclass(frozen=True)
class Article:
    """One Markdown article, read and understood, ready for the script stage."""

    path: Path
    source_hash: str
    meta: dict[str, Any]
    body: str
    title: str
    slug: str
    lang: str
    lang_source: str  # "front matter", "file name", "folder", "text" or "default"
    date: dt.datetime | None
    description: str
    author: str
    draft: bool
    image: str
    tags: tuple[str, ...]
    url: str
    blocks: tuple[Block, ...] = field(repr=False)
    date_source: str = ""  # "front matter", "file name", "folder name", "git"; "" when it has no date
    slug_given: bool = False  # the front matter says its slug (translations without one share it)
    # Made from a build's summary of an earlier reading (flow.summaries): every field but `body` and
    # `blocks`, which are empty; only articles with prose are summarized.
    summary_only: bool = False
    # The key of what `body` and `blocks` are made from (flow.summaries.Readings.content_key: the file's
    # bytes, the reading options, the reader, the code), "" when read directly: flow.plans keys the
    # episode's script by it instead of by the blocks, which a rebuild then need not read at all.
    reading_key: str = ""
    # Its identity on the blog (text.site; set by flow.discovery once every article is read): its path
    # below the site's content root, its page's URL (or path, when the site's address is not known)
    # and what its translations share.
    key: str = ""
    page: str = ""
    group: str = ""
    # …and the language of its page as the site's generator names it (Hugo's `.Lang`: zh-tw), "" when the
    # site has none: with `key`, what tells a page of the blog from its translations (which may share a key).
    site_lang: str = ""
    # The folders the site serves at its root path (text.site's Site.web_roots), where a front matter image
    # written from the site's root (`image: /assets/cover.png`) is.
    web_roots: tuple[Path, ...] = ()
    # Why the text decided the language (text.language.decide_language), "" when front matter, the file
    # name or a folder said it; not kept in a build's summary (only `narrate check` and `script` show it).
    lang_reason: str = ""
    # The legacy encoding the file was read in (cp950, gb18030, cp932, euc_jp, cp949), "" for UTF-8:
    # the caller warns, since converting the file to UTF-8 is the lasting fix.
    encoding: str = ""
    # The front matter date as written, when the blog's generator publishes a day the calendar does not
    # have as another (Hexo rolls `2018-02-31` over to 2018-03-03, and `date` is that day): "" for a
    # real date, or gives a time zone it cannot read (Jekyll reads `21:02:00 +/-0900` as 21:02 in the
    # site's zone): "" for a date as it is written. The caller warns, since writing the date meant is the
    # lasting fix; `date_reader` names the generator whose reading was taken.
    date_written: str = ""
    date_reader: str = ""
    # One warning line for each front matter key that, guessed at, would remove, move or re-date the episode
    # (text.frontmatter.misreadings: `audio: ture`, `slug: [a, b]`, Hugo's `expiryDate: soon`): a build leaves
    # such an article as it was.
    misreads: tuple[str, ...] = ()
    # The title is the file's name as words (text.article: no front matter title and no H1 gave one), so the
    # page shows none: `narrate check` says so. Not kept in a build's summary.
    title_made: bool = False

    @property
    def page_lang(self) -> str:
        """The site's language of the page this episode reads (`site_lang`), "" for a derived language."""
        return "" if self.lang_source.startswith("derived") else self.site_lang

    @property
    def warnings(self) -> tuple[str, ...]:
        """Every warning about how the file was read (its legacy encoding, a date rolled over, a flag
        misread), to give once."""
        return tuple(line for line in (self.encoding_warning, self.date_warning, *self.misreads) if line)

    @property
    def date_warning(self) -> str:
        """The warning to give for a front matter date read as the blog's generator reads it ("" for a real date)."""
        if not self.date_written or self.date is None:
            return ""
        shown = self.date.date().isoformat() if self.date.time() == dt.time() else self.date.isoformat(" ")
        if self.date_reader == "jekyll":
            return (
                f"warning: {self.path}: front matter date {self.date_written!r} gives a time zone no generator "
                f"reads; read as {shown} in the site's time zone, as Jekyll (Ruby's Time.parse) does; write the "
                "offset as +09:00, or leave it out"
            )
        return (
            f"warning: {self.path}: front matter date {self.date_written!r} is not a calendar date as YAML writes "
            f"one; read as {shown}, as Hexo does (it counts on past the end of the month or year, and reads 010 "
            "as 10); write the date you mean (YYYY-MM-DD)"
        )

    @property
    def encoding_warning(self) -> str:
        """The warning to give for a file in a legacy encoding ("" for UTF-8)."""
        if not self.encoding:
            return ""
        return (
            f"warning: {self.path}: read as {_ENCODING_NAMES.get(self.encoding, self.encoding)}, not UTF-8; "
            f"convert it with `iconv -f {self.encoding.upper().replace('_', '-')} -t UTF-8`"
        )

    @property
    def has_prose(self) -> bool:
        """Whether anything in the body would be spoken (skip cues do not count)."""
        return self.summary_only or any(b.kind != "cue" for b in self.blocks)


@dataclass(frozen=True)
class Chunk:
    """One request's worth of speech, and the silence after it."""

    text: str
    pause_ms: int
    kind: str  # title, intro, heading, paragraph, list_item, quote, cue, footnote, outro
    block: int = -1  # index of the source block; -1 for title, intro and outro
    display: str = ""  # the article's own words for this chunk (the transcript), where they differ from `text`
    # Who reads it, in which language: build_script sets both on every chunk (None/"" only in
    # hand-made chunks, which the script's own voice and language then read; see Script.voice_of).
    voice: Voice | None = None
    lang: str = ""

    @property
    def shown(self) -> str:
        """What the transcript shows for this chunk: the article's words."""
        return self.display or self.text


@dataclass(frozen=True)
class Chapter:
    """A chapter mark: starts at chunk `chunk`."""

    title: str
    level: int
    chunk: int
    anchor: str = ""  # the heading's id on the article's page (feed.anchors); "" for the opening
    image: str = ""  # the first picture of its section, as the article gives it (a URL or a path)


@dataclass(frozen=True)
class Script:
    """Everything that will be spoken for one article in one language.

    `voice` is the article's main voice (what the episode is tagged and recorded with); each
    chunk carries the voice that reads it, which may be another language's.
    """

    lang: str
    voice: Voice
    title: str
    slug: str
    chunks: tuple[Chunk, ...]
    chapters: tuple[Chapter, ...]
    skipped: dict[str, int] = field(default_factory=dict)
    uncovered: tuple[tuple[str, int], ...] = ()
    # Each chunk's symbol account (text.account), in the order of `chunks`; () for a script read back
    # from a build's plan, which keeps only what is spoken. build_script's works them out when first read
    # (a build's count of holes, `script --json`, check): `narrate script` and the audio never read them.
    accounts: Sequence[ChunkAccount] = field(default=(), compare=False, repr=False)

    @property
    def text(self) -> str:
        """The whole spoken text, one chunk per line."""
        return "\n".join(c.text for c in self.chunks)

    @property
    def transcript(self) -> str:
        """The article's words as they are read, one chunk per line (what the ID3 transcript holds)."""
        return "\n".join(c.shown for c in self.chunks if c.shown)  # music pieces have no words

    @property
    def silence_ms(self) -> int:
        """Total silence between chunks."""
        return sum(c.pause_ms for c in self.chunks)

    def voice_of(self, chunk: Chunk) -> Voice:
        """The voice that reads `chunk`."""
        return chunk.voice or self.voice

    def lang_of(self, chunk: Chunk) -> str:
        """The language `chunk` is read in."""
        return chunk.lang or self.lang

    def to_json(self) -> dict[str, Any]:
        """The `narrate script --json` object (DESIGN.md's contract, plus a few keys)."""
        return {
            "lang": self.lang,
            "voice": self.voice.name,
            "rate": self.voice.rate,
            "pitch": self.voice.pitch,
            "volume": self.voice.volume,
            "title": self.title,
            "slug": self.slug,
            "chapters": [asdict(c) for c in self.chapters],
            "chunks": [self._chunk_json(c, n) for n, c in enumerate(self.chunks)],
            "skipped": dict(self.skipped),
            "uncovered_terms": [{"term": t, "count": n} for t, n in self.uncovered],
            "leak_looking": [{"kind": k, "item": i, "count": n} for k, i, n in self.leak_looking],
        }

    @property
    def leak_looking(self) -> list[tuple[str, str, int]]:
        """File names, domains and leak-like items in what will be spoken (for `script --report`)."""
        from .lexicon import leak_looking  # the text stage's machinery, loaded only when asked

        return leak_looking(c.text for c in self.chunks)

    @property
    def lost(self) -> list[tuple[int, Lost]]:
        """Every symbol that vanished without a rule, with the index of the chunk whose account holds it."""
        return [(n, item) for n, kept in enumerate(self.accounts) for item in kept.lost]

    @property
    def formulas_in_part(self) -> list[tuple[int, Formula]]:
        """Every formula said though part of it was not read, with its chunk's index."""
        return [(n, f) for n, kept in enumerate(self.accounts) for f in kept.formulas_in_part]

    def _chunk_json(self, chunk: Chunk, n: int) -> dict[str, Any]:
        data = asdict(chunk)
        if n < len(self.accounts):
            data["account"] = self.accounts[n].to_json()
        if not chunk.display or chunk.display == chunk.text:
            data.pop("display")  # the contract: `display` only where the article's words differ
        data["voice"] = self.voice_of(chunk).name  # by name, as the script's own `voice`
        data["lang"] = self.lang_of(chunk)
        return data
