"""HTML blocks in a Markdown article → the prose a listener should hear.

Some pages are HTML inside a Markdown file (MDN's glossary: `<p>…</p>`, `<h2>`, `<ul><li>`),
and Markdown articles carry HTML or JSX blocks (react.dev's `<div><ul><li>…`). Their words
are the writer's words: a listener hears headings, paragraphs, list items and quotes, as
for Markdown. What Markdown would skip is skipped here too, and said the same way:
`<pre>` and code-like JSX components (`<TerminalBlock>`, `<Sandpack>`) as code, `<table>`
as a table, `<math>` as a formula; `<script>`, `<style>`, `<svg>` and the like are never
for ears. Inline `<code>`, `<kbd>`… are kept as words, marked as code.

Read with the standard library's :class:`html.parser.HTMLParser`, which never fails on
broken markup (MDX's `style={{…}}` attributes included) and decodes entities.
"""

from __future__ import annotations

import html
import re
from bisect import bisect_left
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from html.parser import HTMLParser

from narrate.patterns import LazyPattern

from . import account, ruby
from .math_delimiters import split_math
from .model import ADVERT_SOURCE, AUDIO, AUDIO_SOURCE, VIDEO, VIDEO_SOURCE, framed, is_media
from .pictures import _LONGEST_ALT, decoration, fits_a_cue, is_badge, marked_alt
from .shortcodes import embedded_code, shortcode_image
from .urls import custom_element_shows

__all__ = [
    "EXPONENT",
    "POWER_BASE",
    "STRIKE_TAGS",
    "STRUCK",
    "UNSHOWN_TAGS",
    "VOID_TAGS",
    "HtmlPart",
    "closed_markup",
    "figure_caption",
    "hidden",
    "html_parts",
    "note_mark",
    "plain_text",
]

_HEADINGS = {"h1": 1, "h2": 2, "h3": 3, "h4": 4, "h5": 5, "h6": 6}
# Elements that start and end a block of their own (their text is a paragraph).
_BLOCKS = {
    "p",
    "div",
    "section",
    "article",
    "header",
    "footer",
    "main",
    "aside",
    "figure",
    "figcaption",
    "details",
    "summary",
    "dl",
    "dt",
    "dd",
    "center",
    "form",
    "fieldset",
    "legend",
    "caption",
    "address",
    "hgroup",
    "nav",
}
# Elements whose content is left out, and the cue said for it (None: left out silently).
_SKIPPED: dict[str, str | None] = {
    "pre": "code",
    "table": "table",
    "math": "math",
    "script": None,
    "style": None,
    "svg": None,
    "template": None,
    "noscript": None,
    "head": None,
    "textarea": None,
    "select": None,
    "iframe": None,
    "object": None,
    "video": None,
    "audio": None,
    "canvas": None,
}
# A script that writes a gist's files into the page (`<script src="https://gist.github.com/u/id.js">`, GitHub's own
# embed code): the page shows code there (s11 dev titangene recommend-chrome-extension-4 [21]: "歡迎大家匯入使用："
# then silence); any other script shows nothing of its own.
# A Liquid tag (`{% name args %}`) written in an HTML block's text.
# (and a Zola call, `<figure>{{ image(url="k580-2.jpg") }}<figcaption>…`: Zola expands it inside HTML as anywhere; s19
# held-out jim60105/blog-content)
_LIQUID_TAG = LazyPattern(
    r"\{%-?\s{0,20}[A-Za-z][\w-]{0,40}(?:\s[^{}\n]{0,2000}?)?-?%\}"
    r"|\{\{-?\s{0,20}[A-Za-z][\w-]{0,40}\s{0,20}\([^{}\n]{0,2000}\)\s{0,20}-?\}\}"
)
_GIST = LazyPattern(r"^(?:https?:)?//gist\.github(?:usercontent)?\.com/", re.I)
_FRAMES = frozenset({"iframe", "video", "audio", "object"})


_FIGURE_CAPTION = "figure caption"


def _frame_kind(tag: str, attrs: list[tuple[str, str | None]]) -> str:
    """What an embedded frame shows: a video's player (model.VIDEO), a sound player (model.AUDIO: `<audio>`, a
    Spotify frame), else an embedded page or post (model.FRAME)."""
    source = next((v for k, v in attrs if k == "src" and v), "")
    if tag == "video" or VIDEO_SOURCE.search(source):
        return VIDEO
    return AUDIO if AUDIO_SOURCE.search(source) or tag == "audio" else framed(source)


_INLINE_CODE = {"code", "kbd", "samp", "var", "tt"}
# What a page shows crossed out (`<del>`, `<s>`, `~~…~~` in Markdown): read with the text around it (a screen reader
# reads it; the lead's s16 ruling), its marks left out.
STRIKE_TAGS = frozenset({"del", "s", "strike"})


def _struck_out(text: str, before: str, after: str) -> bool:
    """What the struck-out rule may leave out: only text the page shows crossed out, inside a strike mark
    (`~~`, `<del>`, `<s>`, `<strike>`; `before` names the mark)."""
    return before in ("~~", *STRIKE_TAGS)


STRUCK = account.declare("struck-out text", _struck_out)

# What a raised note mark holds: a number or a letter or two, bracketed or not ("[4]", "1", "a", "1,2"),
# or a sign (*, †, ‡).
_NOTE_MARK = LazyPattern(r"\[?\s*(?:[0-9]{1,3}(?:\s*[,–-]\s*[0-9]{1,3})*|[A-Za-z]{1,2}|[*†‡§]{1,3})\s*\]?")
EXPONENT = LazyPattern(r"^-?[0-9A-Za-z]{1,3}$")  # what `<sup>` raises as a power (`10<sup>5</sup>`, `n<sup>2</sup>`)
POWER_BASE = LazyPattern(r"(?:\d|(?<![A-Za-z])[A-Za-z]|\))$")  # what a power raises: a number, a letter, `)`
_POWER_TAIL = 3  # POWER_BASE matches one character at the end (or before a final line break), after a look behind one


# Elements a page does not show as text: a ruby's reading above its base (`<ruby>明日<rt>あした</rt></ruby>`: the
# base is said) and its fallback brackets, and an element hidden by its attributes.
UNSHOWN_TAGS = frozenset({"rt", "rp"})
_HIDING_STYLE = LazyPattern(r"display\s*:\s*none|visibility\s*:\s*hidden", re.I)


def hidden(attrs: list[tuple[str, str | None]]) -> bool:
    """Whether an element's attributes hide it from the page (`hidden`, `aria-hidden="true"`, `display: none`)."""
    for key, value in attrs:
        key = key.lower()
        if (key == "hidden" and (value or "").lower() != "false") or (
            key == "aria-hidden" and (value or "").lower() == "true"
        ):
            return True
        if key == "style" and value and _HIDING_STYLE.search(value):
            return True
    return False


def note_mark(raised: str, *, linked: bool) -> bool:
    """Whether text raised in `<sup>` is a footnote mark (`[4]`, a linked `1`, `*`; a number after a word), not
    words (`<sup>pass-through interface</sup>`, `<sup>TM</sup>`): the page raises it to point at a note."""
    text = raised.strip()
    if not text or _NOTE_MARK.fullmatch(text) is None:
        return False
    return text.startswith("[") or linked or not text[0].isalpha()


VOID_TAGS = frozenset(
    {"br", "img", "hr", "input", "meta", "link", "source", "wbr", "area", "base", "col", "embed", "param", "track"}
)
# JSX components that show code or a terminal (react.dev's <TerminalBlock>, <Sandpack>): a code cue.
CODE_COMPONENT = LazyPattern(r"terminal|code|console|sandpack|shell|snippet|playground|diagram|mermaid", re.I)
# A live demo on the page (VitePress and Vue's docs: `<div class="demo">`, `<p
# class="demo-result">`): buttons and counters for eyes and hands ("Count is: {{ count }}"), never
# prose.
_LIVE_CLASS = LazyPattern(r"(?:^|[\s_-])(?:demo|playground)(?:$|[\s_-])", re.I)
_TAG_NAME = LazyPattern(r"<\s*([A-Za-z][\w.:-]*)")
_SPACE = LazyPattern(r"[ \t\r\n\f]+")


@dataclass
class HtmlPart:
    """One block read from HTML: kind is heading, paragraph, list_item, quote, cue or image.

    `runs` are (text, is_code) pairs of a block with words; a cue's `cue` is code, table or
    math; an image's `text` is its alt text ("" without one).
    """

    kind: str
    runs: list[tuple[str, bool]] = field(default_factory=list)
    level: int = 0
    number: int | None = None
    cue: str = ""
    text: str = ""
    summary: bool = False  # the label of a `<details>` box (a button: left out when the box holds only code)


class _Reader(HTMLParser):
    """Collects :class:`HtmlPart` in reading order."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[HtmlPart] = []
        self.runs: list[tuple[str, bool]] = []
        self.kind = "paragraph"
        self.level = 0
        self.number: int | None = None
        self.lists: list[list[int]] = []  # per open list: [is_ordered, next number]
        self.quote = 0
        self.code = 0
        self.skip: list[str] = []  # the open element whose content is left out (and its nested twins)
        self.open_pre = 0  # how many of `skip` are `pre` (kept as they are pushed and popped, review s13 H2)
        # A `<pre>` nested in a `<pre>` whose text ends with the outer's closing tags written as text (a blog
        # export escaped them: `…호환&lt;/code&gt;&lt;/pre&gt;</code></pre>`): its `</pre>` closes both.
        self.escaped_close = False
        self.summary = False
        self.accounting = False  # tell the symbol account what text was seen and what was left out
        self.skip_cue = ""  # the cue said for the skipped element ("" for one left out silently)
        self.sups: list[list[int]] = []  # open `<sup>`s: [where their runs start, whether a link inside is a note's]
        self.annotation: list[str] = []  # the text of the open ruby annotation (`<rt>`): a reading or a gloss
        self.figures: list[int] = []  # per open `<figure>`: where its parts start
        self.captioning = 0  # how many `<figcaption>`s are open
        # What the parts hold, judged once each as they arrive (an open figure's judge looks only at its own
        # captions and its last parts: nested or unclosed figures stay linear, review s20 H1): the parts a
        # `<figcaption>` holds (in order) and their words' length; the last part that is neither a picture nor a
        # caption, the last picture, the last player's or badge's picture; how many parts were judged.
        self.captions: list[int] = []
        self.caption_length: dict[int, int] = {}
        self.judged = 0
        self.other = self.last_picture = self.odd_picture = -1

    # -- blocks ------------------------------------------------------------------

    def flush(self) -> None:
        """End the block being collected (if it has words) and start a plain paragraph."""
        text = "".join(t for t, _ in self.runs)
        if any(ch.isalnum() for ch in text):
            kind = self.kind
            if kind == "paragraph" and self.lists:
                kind = "list_item"
            elif kind == "paragraph" and self.quote:
                kind = "quote"
            level = self.level if kind == "heading" else len(self.lists) if kind == "list_item" else self.quote
            self.parts.append(HtmlPart(kind, _collapse(self.runs), level, self.number, summary=self.summary))
            self.number = None
            if self.captioning:
                self.captions.append(len(self.parts) - 1)
                self.caption_length[len(self.parts) - 1] = len(" ".join(_words(self.parts[-1]).split()))
        self.runs = []
        self.kind, self.level = "paragraph", 0
        self.summary = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        """Open an element: a new block, a skipped region, inline code, or a picture."""
        raw = self.get_starttag_text() or ""
        component = _component(raw)
        self._end_reading(tag in UNSHOWN_TAGS)  # (`</rt>` is optional: the next `<rt>` or `<rp>` ends it)
        if self.skip:
            if tag == self.skip[-1] or (component and component.lower() == self.skip[-1]):
                self._push_skip(self.skip[-1])
            return
        if tag in UNSHOWN_TAGS or hidden(attrs):  # (`<del>`, `<s>`: read, as a screen reader reads them — text.inline)
            # (inline: the sentence around it goes on); a void element (a hidden tracking pixel) has no end to wait for
            if tag not in VOID_TAGS and not raw.rstrip().endswith("/>"):
                self._push_skip(tag)
                self.skip_cue = ""
            return
        # (a live demo is a container of buttons and counters; a void element holds none: `<img class="demo-ogimage">`
        # is a picture — s11 dev zachleat 2021-10-28-api-opengraph-image [32], five pictures silent)
        if (
            tag in _SKIPPED
            or (component and CODE_COMPONENT.search(component))
            or (_live(attrs) and tag not in VOID_TAGS)
        ):
            self._skipped(tag, attrs, raw)
            return
        if self.sups or tag == "sup":
            self._raising(tag, attrs)
        opener = _OPENERS.get(tag)
        if opener is not None:
            opener(self, tag, attrs)
        elif "-" in tag:
            self._custom_element(raw)

    def _custom_element(self, raw: str) -> None:
        """A site's own element that shows a video or a picture (text.urls.custom_element_shows): its cue, as a
        `<video>`'s or an `<img>`'s (`<article-img img="…" />`, `<lite-youtube videoid="…">` on lines of their own)."""
        shown = custom_element_shows(raw)
        if shown is None or any(ch.isalnum() for t, _ in self.runs for ch in t):
            return
        self.flush()
        self.parts.append(HtmlPart("image", text=shown if shown == VIDEO else marked_alt(shown, "")))

    def _end_reading(self, ends: bool) -> None:
        """A ruby's reading (`<rt>`) left open ends where HTML ends it, if `ends`: at `</ruby>`, the next `<rt>`."""
        while ends and self.skip and self.skip[-1] in UNSHOWN_TAGS:
            self._pop_skip()

    def _raising(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        """A `<sup>` opens (where its text starts), or a link inside one goes to a note (`href="#note1"`)."""
        if tag == "sup":
            self.sups.append([len(self.runs), 0])
        elif tag == "a" and any(k == "href" and (v or "").startswith("#") for k, v in attrs):
            self.sups[-1][1] = 1

    def _skipped(self, tag: str, attrs: list[tuple[str, str | None]], raw: str) -> None:
        """An element whose content is left out: its cue (code, table, math; a live demo has none)."""
        self.flush()
        cue = _SKIPPED.get(tag) if tag in _SKIPPED else None if _live(attrs) else "code"
        if tag == "script" and any(k == "src" and v and _GIST.search(v) for k, v in attrs):
            cue = "code"  # a gist's script writes its code into the page: a code sample shown, said as one
        if cue:
            self.parts.append(HtmlPart("cue", cue=cue))
        elif (
            tag in _FRAMES and not self.skip and not any(k == "src" and v and ADVERT_SOURCE.search(v) for k, v in attrs)
        ):
            # An embedded page or player (a CodeSandbox, a video) counts as a picture: its cue where a sentence
            # points at it ("完成品を紹介します。"), else nothing; never its title, which is for screen readers.
            self.parts.append(HtmlPart("image", text=_frame_kind(tag, attrs)))
        if tag not in VOID_TAGS and not raw.rstrip().endswith("/>"):
            if not self.skip:
                self.skip_cue = cue or ""
            self._push_skip(tag)

    def _image(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        alt = next((v for k, v in attrs if k in ("alt", "title", "aria-label") and v), "")
        given = {k: v or "" for k, v in attrs}
        if decoration(alt, given.get("src", ""), given.get("width", ""), given.get("height", "")):
            return  # an avatar, a tracking pixel, an emoticon (text.pictures): nothing a listener is told of
        text = "".join(t for t, _ in self.runs)
        if not any(ch.isalnum() for ch in text):
            self.flush()
            self.parts.append(HtmlPart("image", text=marked_alt(alt, given.get("src", ""))))

    def _heading(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.flush()
        self.kind, self.level = "heading", _HEADINGS[tag]

    def _list(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.flush()
        start = next((v for k, v in attrs if k == "start"), None)
        self.lists.append([tag == "ol", int(start) if start and start.isdigit() else 1])

    def _item(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.flush()
        if self.lists and self.lists[-1][0]:
            self.number = self.lists[-1][1]
            self.lists[-1][1] += 1

    def _quote(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.flush()
        self.quote += 1

    def _block(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.flush()
        self.summary = tag == "summary"
        if tag == "figure":
            self.figures.append(len(self.parts))
        elif tag == "figcaption":
            self.captioning += 1

    def _block_closed(self, tag: str) -> None:
        """A block element closed: its words are a block; a caption's or a figure's end is marked."""
        self.flush()
        if tag == "figcaption":
            self.captioning = max(0, self.captioning - 1)
        elif tag == "figure" and self.figures:
            self.figure_closed()

    def figure_closed(self) -> None:
        """A `<figure>` closed (or the block ended with it open): when it holds only a picture (or pictures: an
        `<img>`, a `<picture>`, a Zola or Liquid picture call) and its `<figcaption>`, it is ONE picture, its caption
        the picture's description (the alt the picture rules read), never a loose paragraph beside a silent picture
        (s19 held-out jim60105/blog-content: 31 figures `{{ image(url=…) }}<figcaption>…`) — unless the caption is
        too long for a cue or holds a formula (s17 dev aceofgreens' "Figure 1: …" paragraphs, with `$p$`). A figure holding
        anything else keeps its kinds: a quote and its source, code, a table, a player's or an embed's frame (a
        video's poster is no picture), prose beside the picture."""
        start = self.figures.pop()
        self._judge_parts()
        if self.last_picture < start or self.other >= start or self.odd_picture >= start:
            return
        first = bisect_left(self.captions, start)
        captions = self.captions[first : first + _LONGEST_ALT + 1]
        # (the words joined, collapsed: each caption's collapsed words and one blank between them)
        if not captions or sum(self.caption_length[n] for n in captions) + len(captions) - 1 > _LONGEST_ALT:
            return  # (a caption of a paragraph's length: read as a paragraph)
        words = " ".join(_words(self.parts[n]) for n in captions).strip()
        if not fits_a_cue(words) or any(math for _, math in split_math(words)):
            return  # (a caption of a paragraph's length, or with a formula: read as a paragraph, its formula said)
        if self.accounting:
            account.omit(_FIGURE_CAPTION, words)  # (said by the picture's cue, maybe an album's begun above)
        self.parts[self.last_picture] = replace(self.parts[self.last_picture], text=words)
        self.last_picture -= sum(n < self.last_picture for n in captions)
        for n in reversed(captions):
            del self.parts[n]
            del self.caption_length[n]
        del self.captions[first:]
        self.judged = len(self.parts)

    def _judge_parts(self) -> None:
        """Judge the parts added since the last figure closed: a picture (a player's or a badge's, which no
        caption describes), a caption, or anything else."""
        for n in range(self.judged, len(self.parts)):
            part = self.parts[n]
            if n in self.caption_length:
                continue
            if part.kind == "image":
                self.last_picture = n
                if is_media(part.text) or is_badge(part.text):
                    self.odd_picture = n
            else:
                self.other = n
        self.judged = len(self.parts)

    def _line_break(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.runs.append(("\n", False))

    def _code(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.code += 1

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        """`<br/>`, `<img …/>`, `<Component />`: nothing to close."""
        component = _component(self.get_starttag_text() or "")
        if self.skip:
            return
        if component and CODE_COMPONENT.search(component):
            self.flush()
            self.parts.append(HtmlPart("cue", cue="code"))
            return
        if tag in ("br", "img", "hr") or "-" in tag:
            self.handle_starttag(tag, attrs)

    def handle_endtag(self, tag: str) -> None:
        """Close an element: end its block, its skipped region or its inline code."""
        self._end_reading(tag == "ruby" or tag in _BLOCKS or tag in _HEADINGS)  # (or the block around it)
        if self.skip:
            if tag == self.skip[-1]:
                self._pop_skip()
                if tag == "pre" and self.escaped_close:
                    # The page shows the outer code's end as text here; what follows is the article again
                    # (s11 held-out eunohhh pydantic,-sqlalchemy: lines 63–327, headings and a table, were cued).
                    while self.skip and self.skip[-1] == "pre":
                        self._pop_skip()
                self.escaped_close = False
            return
        if tag in _HEADINGS or tag in _BLOCKS or tag == "li":
            self._block_closed(tag)
        elif tag in ("ul", "ol", "menu"):
            self.flush()
            if self.lists:
                self.lists.pop()
        elif tag == "blockquote":
            self.flush()
            self.quote = max(0, self.quote - 1)
        elif tag in _INLINE_CODE:
            self.code = max(0, self.code - 1)
        elif tag == "sup" and self.sups:
            self._raised(*self.sups.pop())

    def _tail(self, end: int) -> str:
        """The last characters of the runs before `end`, as many as POWER_BASE reads (its one character, the one
        before it, a final line break): the words before every `<sup>` joined whole were quadratic in a block of
        many."""
        parts: list[str] = []
        have = 0
        for m in range(end - 1, -1, -1):
            parts.append(self.runs[m][0])
            have += len(parts[-1])
            if have >= _POWER_TAIL:
                break
        return "".join(reversed(parts))[-_POWER_TAIL:]

    def _raised(self, start: int, linked: int) -> None:
        """A `<sup>` closed: a note mark is left out, a power said as one (`10<sup>5</sup>`), words stay words."""
        raised = "".join(text for text, _ in self.runs[start:])
        if not linked and EXPONENT.match(raised) and POWER_BASE.search(self._tail(start)):
            self.runs.insert(start, ("^", False))
        elif note_mark(raised, linked=bool(linked)):
            if self.accounting:
                account.omit("footnote mark", raised)
            del self.runs[start:]
        else:
            self.runs.insert(start, (" ", False))
            self.runs.append((" ", False))

    def _push_skip(self, tag: str) -> None:
        self.skip.append(tag)
        self.open_pre += tag == "pre"

    def _pop_skip(self) -> None:
        tag = self.skip.pop()
        self.open_pre -= tag == "pre"
        if tag == "rt" and not self.skip:
            self._annotated("".join(self.annotation))
            self.annotation = []

    def _annotated(self, text: str) -> None:
        """A ruby annotation closed: a reading of its base is left out, a gloss is said after it in brackets."""
        if ruby.is_reading(text):
            if self.accounting and text:
                account.omit("<rt> element", text)
            return
        opening, closing = ruby.aside(text, "".join(run for run, _ in self.runs[-3:]))
        self.runs.append((opening + text + closing, False))

    def handle_data(self, data: str) -> None:
        """Text: part of the block being collected, unless inside a skipped element."""
        if not data:
            return
        if self.accounting:
            account.seen(data)
        if self.skip == ["rt"]:
            self.annotation.append(data)
            return
        if self.skip:
            if data.strip():
                self.escaped_close = self.open_pre > 1 and _ESCAPED_PRE_CLOSE.search(data) is not None
            if self.accounting:
                if self.skip_cue:
                    account.cue(self.skip_cue, data)
                else:
                    account.omit(f"<{self.skip[0]}> element", data)
            return
        if ("{%" in data or "{{" in data) and not self.code:
            data = self._liquid_embeds(data)
        self.runs.append((data, self.code > 0))

    def _liquid_embeds(self, data: str) -> str:
        """What follows the last Liquid tag in `data` that shows something, each such tag a part of its own: one that
        embeds code (`<p> {% gist user/id File.swift %} </p>`, jekyll-gist; `{% include_code %}`) its code cue, a
        player's or a page's (`{% youtube id %}`, `{% codepen url %}`) the picture it counts as. Jekyll expands the
        tag inside HTML as anywhere (s14 held-out swieeft: 41 gists in `<p>` left out with no cue, the prose
        saying '아래와 같이'); other tags (`{% raw %}`, `{% assign %}`, `{% if %}`) show nothing and stay text,
        dropped as template markup is."""
        rest = 0
        for tag in _LIQUID_TAG.finditer(data):
            code = embedded_code(tag.group(0))
            frame = None if code else shortcode_image(tag.group(0))
            if not code and frame is None:
                continue
            self.runs.append((data[rest : tag.start()], False))
            self.flush()
            if code:
                if self.accounting:
                    account.cue("code", tag.group(0))
                self.parts.append(HtmlPart("cue", cue="code"))
            else:
                if self.accounting:
                    account.omit("shortcode", tag.group(0))  # (its cue, a picture's, is no code)
                self.parts.append(HtmlPart("image", text=frame or ""))
            rest = tag.end()
        return data[rest:]


# The closing tags of a `<pre>` written as text at the end of the code (`</code></pre>` once its entities are read).
_ESCAPED_PRE_CLOSE = LazyPattern(r"</pre>\s*$", re.I)


# Start tag → what it opens (any other element, inline or unknown, opens nothing to hear).
_OPENERS: dict[str, Callable[[_Reader, str, list[tuple[str, str | None]]], None]] = {
    "img": _Reader._image,
    **dict.fromkeys(_HEADINGS, _Reader._heading),
    **dict.fromkeys(("ul", "ol", "menu"), _Reader._list),
    "li": _Reader._item,
    "blockquote": _Reader._quote,
    **dict.fromkeys((*_BLOCKS, "hr"), _Reader._block),
    "br": _Reader._line_break,
    **dict.fromkeys(_INLINE_CODE, _Reader._code),
}


def _component(raw: str) -> str:
    """The name of a JSX component (`<TerminalBlock …>`: capitalised), from a start tag's source; else ""."""
    name = _TAG_NAME.match(raw)
    return name.group(1) if name and name.group(1)[:1].isupper() else ""


def _live(attrs: list[tuple[str, str | None]]) -> bool:
    """Whether an element is a live demo (by its class)."""
    return any(k == "class" and v and _LIVE_CLASS.search(v) for k, v in attrs)


def _collapse(runs: list[tuple[str, bool]]) -> list[tuple[str, bool]]:
    """HTML's white space rule: runs of spaces and line breaks are one space; a block has no edges."""
    out: list[tuple[str, bool]] = []
    for text, code in runs:
        text = "\n" if text == "\n" else _SPACE.sub(" ", text)
        if out and out[-1][1] == code:
            out[-1] = (out[-1][0] + text, code)
        else:
            out.append((text, code))
    if out:
        out[0] = (out[0][0].lstrip(), out[0][1])
        out[-1] = (out[-1][0].rstrip(), out[-1][1])
    return [(t, c) for t, c in out if t]


# What starts markup for html.parser: a tag, an end tag, a comment, a declaration, a PI.
_MARKUP_START = LazyPattern(r"<[A-Za-z/!?]")


def closed_markup(source: str) -> str:
    """`source` up to the first comment, tag or declaration that never closes.

    html.parser, given markup that never closes, gives up on it one character at a time
    and searches the rest of the text again for each: `'<!--' * 250000` took ten minutes.
    Such markup runs to the end of the block, where a browser shows nothing of it either,
    so it is cut here (three searches from the end: linear), and every construct the
    parser then meets has its closing mark somewhere after it.
    """
    last_gt = source.rfind(">")
    cuts = []
    tag = _MARKUP_START.search(source, last_gt + 1)
    if tag:
        cuts.append(tag.start())
    last_comment = source.rfind("-->")
    comment = source.find("<!--", max(0, last_comment - 3)) if last_comment >= 0 else source.find("<!--")
    if comment >= 0:
        cuts.append(comment)
    last_section = source.rfind("]]>")
    section = source.find("<![", max(0, last_section - 2)) if last_section >= 0 else source.find("<![")
    if section >= 0:
        cuts.append(section)
    return source[: min(cuts)] if cuts else source


def _words(part: HtmlPart) -> str:
    """A caption part's words as shown."""
    return "".join(text for text, _ in part.runs).strip()


def html_parts(source: str, *, accounting: bool = False) -> tuple[list[HtmlPart], str]:
    """The blocks a listener should hear from one HTML (or JSX) block, in reading order, and the
    left-out element still open at its end ("pre" for a `<pre>` a blank line cut off; else "").
    `accounting`: the block is the one being read, and its text goes into the symbol account."""
    reader = _Reader()
    reader.accounting = accounting
    reader.feed(closed_markup(source))
    reader.close()
    reader.flush()
    while reader.figures:
        reader.figure_closed()
    return reader.parts, reader.skip[0] if reader.skip else ""


# A block that only opens a `<figure>` (its picture in Markdown in the next paragraph: blank lines cut the figure) and
# one that starts with its `<figcaption>`.
FIGURE_OPEN = LazyPattern(r"\s*<figure\b[^<>]{0,1000}>\s*", re.I)
_FIGCAPTION_FIRST = LazyPattern(r"\s*<figcaption\b", re.I)
_FIGURE_CLOSE = LazyPattern(r"</figure\s*>\s*$", re.I)


def figure_caption(source: str) -> str | None:
    """The words of an HTML block that is only a `<figcaption>` closing its `<figure>` (`<figcaption>…</figcaption>
    </figure>`), the caption of the Markdown picture written above it inside the figure; None for any other block, and
    for a caption a cue does not say (too long, a formula in it)."""
    if not _FIGCAPTION_FIRST.match(source) or not _FIGURE_CLOSE.search(source):
        return None
    parts, unclosed = html_parts(source)
    if unclosed or len(parts) != 1 or parts[0].kind != "paragraph":
        return None
    words = "".join(text for text, _ in parts[0].runs).strip()
    if not words or not fits_a_cue(words) or any(math for _, math in split_math(words)):
        return None  # (read as the paragraph it is, as a figure's long caption is)
    return words


# Inline elements a writer puts in a title (`React <em>cache()</em> 딥다이브`, `x<sup>2</sup>`): the
# tags go, their words stay. Only these: `Vec<T>` or `<script setup>` in a title are words, not
# markup.
_TITLE_TAG = LazyPattern(
    r"</?(?:em|strong|b|i|u|s|del|ins|mark|small|sub|sup|code|kbd|samp|var|span|a|abbr|br|"
    r"q|cite|time|ruby|rt|rp|font|wbr)\b(?:\s[^<>]{0,300})?/?>",
    re.I,
)
_ENTITY = LazyPattern(r"&(?:#\d{1,7}|#x[0-9A-Fa-f]{1,6}|[A-Za-z]{2,10});")


def plain_text(text: str) -> str:
    """A one-line field (a front-matter title) as plain text: its inline HTML tags gone, entities decoded."""
    if "<" not in text and "&" not in text:
        return text
    stripped = _TITLE_TAG.sub(lambda m: " " if m.group(0).lower().startswith("<br") else "", text)
    if stripped == text and not _ENTITY.search(text):
        return text
    return _SPACE.sub(" ", html.unescape(stripped)).strip()
