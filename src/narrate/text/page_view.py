"""What the page shows, line by line, rendered apart from narrate's reader: an independent view `narrate check`
compares the script with, so that a mistake of the reader shows instead of being repeated.

The file goes through stock markdown-it (CommonMark, with GFM's tables and strikethrough, HTML on) — not narrate's
parser with its dialect rules — and each block's HTML through the standard library's HTML parser, which keeps the
text a browser shows: not an element's attributes, not an image's alt text, not what `<video>`, `<script>`,
`<noscript>` or a hidden element hold. What no CommonMark renderer knows is handled by shape, not by dialect:

* a **marker at a line start** — a run of three or more of the same sign (`!!!`, `???`, `===`, `:::`, `%%%`) and the
  word after it (`!!! tip`) — is markup: the page of a site that has such markers shows a box, a tab, a title, never
  the signs nor the box's type; the lines indented under it are the box's body, prose (not an indented code block);
* an **attribute list** (`{ class="x" }`, `{: .note}`, `{#id}`) after a link, a picture or at a line end, and a
  **template tag** (`{{ … }}`, `{% … %}`) are markup too: what they make is unknown, their words are never shown;
* a **WordPress code shortcode** alone on its line (`[code lang="python"]` … `[/code]`) makes a code block, as a fence;
* an **embed** (`![[image.webp]]`) shows what it embeds, and a **callout's head** (`> [!note]+ Title`) its title: neither
  the brackets, the file's name, the type nor the fold sign;
* **attributes inside a picture's or link's parentheses** after its address (Hashnode's `![x.png](… align="left")`)
  are the site's markup: the picture shows, the attributes never; a picture's address written with blanks
  (`![x](/img/2018-09-07 FAG meets/DSC.JPG)`, which Hexo's marked takes) is a picture too;
* a **highlight's marks** around words (`==this==`) show the words marked, never the signs.

Each piece of the view names its file lines, the text a reader sees there (`text`), the part of it that is prose to be
heard (`prose`: no code, no table, no formula), and the words of its source the page does not show (`hidden`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache
from html.parser import HTMLParser
from typing import Any, Generic, TypeVar

from narrate.patterns import LazyPattern

from .dispatch import BLOCK_FIRST_CHARACTERS, dispatch_block_rules, dispatch_inline_rules
from .html_text import closed_markup
from .html_text import hidden as hidden_by_attributes

__all__ = ["ByLine", "Page", "Shown", "page_view"]


@dataclass(frozen=True)
class Shown:
    """One block of the page: its file lines (1-based, inclusive), what a reader sees, the prose of it, and the words
    of its source lines the page does not show."""

    first: int
    last: int
    text: str
    prose: str
    hidden: str
    kind: str  # "prose", "code" (a code block), "table", "marker" (a line-start marker's own line)
    marker: str = ""  # the signs of a line-start marker among its lines (`===`, `!!!`)


T = TypeVar("T")


class ByLine(Generic[T]):
    """Items with file lines, found by the lines they meet: the judges ask once per block, and a scan of every item
    for each would make a long article's check quadratic."""

    def __init__(self, items: Iterable[T], span: Callable[[T], tuple[int, int]]) -> None:
        self.items = list(items)
        spans: dict[tuple[int, int], list[int]] = {}
        for n, item in enumerate(self.items):
            spans.setdefault(span(item), []).append(n)
        # Each line names the spans that cover it, not their items: the chunks of one long block share its span, and
        # its every line listing every one of them was quadratic (a paragraph of 68,000 lines and 2,600 chunks).
        self.numbers = list(spans.values())
        self.spans = list(spans)
        self.at: dict[int, list[int]] = {}
        for k, (first, last) in enumerate(spans):
            for line in range(first, last + 1):
                self.at.setdefault(line, []).append(k)
        # What each range asked about met: the judges of `narrate check` ask about each chunk's lines in turn (some ten
        # of them the same lines), and the items never change.
        self._met: dict[tuple[int, int], tuple[T, ...]] = {}

    def over(self, first: int, last: int) -> list[T]:
        """The items whose lines meet `first`..`last`, in their order."""
        met = self._met.get((first, last))
        if met is None:
            met = self._met[first, last] = tuple(self._over(first, last))
        return list(met)

    def _over(self, first: int, last: int) -> list[T]:
        if last - first >= len(self.spans):
            # (fewer spans than lines asked about: the chunks of a paragraph of 68,000 lines each asked about every
            # line of it, quadratic in the paragraph; its few spans are looked at instead, the same ones met)
            met = {k for k, (start, end) in enumerate(self.spans) if start <= end and start <= last and end >= first}
        elif last - first > len(self.at):
            met = {k for line, found in self.at.items() if first <= line <= last for k in found}
        else:
            met = {k for line in range(first, last + 1) for k in self.at.get(line, ())}
        return [self.items[n] for n in sorted({n for k in met for n in self.numbers[k]})]


class Page(ByLine[Shown]):
    """The page's pieces, by their lines."""

    def __init__(self, pieces: Iterable[Shown]) -> None:
        super().__init__(pieces, lambda s: (s.first, s.last))


# A marker at a line start: three or more of one sign (not Markdown's own `---`, `***`, `___`, fences, `>`, `#`,
# `+++` front matter) and the word after it; the title after that (`"参考答案"`) is shown.
_MARKER = LazyPattern(r"^(?P<indent>[ \t]{0,12})(?P<signs>([!?=:%^;|@])\3{2,}\+?)(?P<word>[ \t]*[\w-]*)")
# An attribute list (kramdown, Pandoc, MkDocs' attr_list) at a line end or after a link or picture.
_ATTRIBUTES = LazyPattern(
    r"\{:?[ \t]{0,4}(?:[.#][\w-]{1,60}|[\w-]{1,40}=(?:\"[^\"\n]{0,200}\"|'[^'\n]{0,200}'|[^\s}]{1,200}))"
    r"(?:[ \t]{1,4}(?:[.#][\w-]{1,60}|[\w-]{1,40}=(?:\"[^\"\n]{0,200}\"|'[^'\n]{0,200}'|[^\s}]{1,200})))*"
    r"[ \t]{0,4}\}(?=[ \t]*$|[ \t]*[\r\n])|(?<=[)\]])\{:?[^{}\n]{1,200}\}"
)
# Attributes written inside a picture's or a link's parentheses after its address (Hashnode's editor:
# `![x.png](https://cdn.hashnode.com/….png align="left")`): not CommonMark (no title opens with a letter), so a
# CommonMark renderer shows the whole link as text; the site shows the picture, never the attributes.
_DESTINATION_ATTRIBUTES = LazyPattern(
    r"(?<=\]\()([^()\s]{1,2000})((?:[ \t]{1,4}[\w-]{1,40}=(?:\"[^\"\n]{0,200}\"|'[^'\n]{0,200}')){1,8})[ \t]{0,4}(?=\))"
)
# A picture's size after its address (`![a](https://…/a.png =400x)`, `![](a.png =400x300)`: markdown-it-imsize's, Zenn's
# and HackMD's width and height; the reader's text.dialects `_SIZED_PICTURE`): not CommonMark, which shows the whole as
# text; the site shows the picture 400 pixels wide, never the size (s20 held-out joj0hq redux-system [84][88][103]
# [105]: 8 'shown, never said' findings for cued pictures, no reader logged them).
_DESTINATION_SIZE = LazyPattern(r"(?<=\]\()([^()\s]{1,2000})([ \t]{1,8}=\d{0,5}x\d{0,5})[ \t]{0,8}(?=\))")
# A picture's address written with blanks (`![x](/img/2018-09-07 FAG meets HX400V/DSC00074.JPG)`, lenchan139's Hexo
# posts): not CommonMark, but Hexo's marked and most blog renderers take it, and the page shows the picture, never
# the address as text (s15 held-out lenchan139 模型淫攝 2018-09-07: 15 'a sign shown, never said' findings).
_BLANK_ADDRESS = LazyPattern(
    r"(?<=\]\()((?:/|\./|https?://)[^()\s\"'<>]{0,400}(?: [^()\s\"'<>]{1,400}){1,8}\.[A-Za-z]{3,4})(?=\))"
)
# A highlight's marks (`==it doesn't do the vibrant background itself.==`: Obsidian, Typora, markdown-it-mark, Hexo's
# plugins): the page shows the words marked, never the signs (s15 held-out eonist Chromeless-window, The-event-system:
# 9 'a sign shown, never said: =' findings no reader logged).
_HIGHLIGHT = LazyPattern(r"(?<![=A-Za-z0-9_])==(?=[^\s=])([^=\n]{1,400}?)(?<=[^\s=])==(?![=A-Za-z0-9_])")
_BRACKETED = LazyPattern(r"^\[(.*)\]$")  # a marker's title in brackets, Docusaurus v3's `:::tip[Title]`
_TEMPLATE = LazyPattern(r"\{\{[^{}\n]{0,400}\}\}|\{%[^{}\n]{0,400}%\}")
_MATH = LazyPattern(
    r"\$\$.{0,4000}?\$\$|\$(?![\s\d$])[^$\n]{1,400}(?<![\s$])\$(?!\d)|\\\(.{0,400}?\\\)|\\\[.{0,4000}?\\\]"
    r"|\\begin\{(\w+\*?)\}.{0,4000}?\\end\{\1\}",
    re.S,
)
_WORDS = LazyPattern(r"[A-Za-z0-9]+")
# What a browser never shows as text.
_UNSHOWN = frozenset(
    "script style template video audio object canvas noscript iframe svg math head title rt rp select".split()
)
_VOID = frozenset("br img hr input meta link source wbr area base col embed param track".split())


class _Visible(HTMLParser):
    """The text a browser shows of an HTML fragment (entities decoded)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.hiding: list[str] = []  # the open elements that hide what they hold

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _VOID:
            self.parts.append(" ")
            return
        if self.hiding or tag in _UNSHOWN or hidden_by_attributes(attrs):
            self.hiding.append(tag)
        if tag in ("p", "div", "li", "td", "th", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote"):
            self.parts.append(" ")

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.parts.append(" ")

    def handle_endtag(self, tag: str) -> None:
        if tag in self.hiding:
            while self.hiding and self.hiding.pop() != tag:
                pass
        self.parts.append(" ")

    def handle_data(self, data: str) -> None:
        if not self.hiding:
            self.parts.append(data)


def _visible(html: str) -> str:
    parser = _Visible()
    parser.feed(closed_markup(html))  # (markup that never closes: html.parser would retry it at every character)
    parser.close()
    return " ".join("".join(parser.parts).split())


@lru_cache(maxsize=1)
def _renderer() -> Any:
    from markdown_it import MarkdownIt

    md = MarkdownIt("commonmark").enable(["table", "strikethrough"])
    # (each rule tried only where it can start: the same tokens, text.dispatch)
    dispatch_block_rules(md, BLOCK_FIRST_CHARACTERS)
    dispatch_inline_rules(md)
    return md


_CODE_SPAN = LazyPattern(r"(`+)[^`]{0,2000}?\1")
# A footnote's mark (`[^1]`, `[^note]`): the page shows a number.
_FOOTNOTE = LazyPattern(r"\[\^[^\]\s]{1,100}\]:?")
# A wiki link (Obsidian, Quartz, Foam, MediaWiki): `[[Nodejs|Node.js]]` shows its alias, `[[Page]]` the page's name;
# not a citation link `[[1]](url)`, which CommonMark renders.
_WIKI = LazyPattern(r"\[\[([^\[\]|\n]{1,200})(?:\|([^\[\]\n]{1,200}))?\]\](?!\()")
# An embed (Obsidian, Quartz: `![[Pasted image 20240208222514.webp]]`, `![[note#section]]`): the page shows the picture
# or the note embedded, never the brackets nor the file's name.
_EMBED = LazyPattern(r"!\[\[[^\[\]\n]{1,200}\]\]")
# A callout's head (Obsidian, Quartz, GitHub alerts: `> [!note]+ seealso`): the type is an icon and a colour, the
# `+`/`-` folds the box; the page shows the title after them. Indented as a list item's body (DocFX steps on Microsoft
# Learn: `    > [!TIP]` under `1. …`, review s14 text1 M2) as the line-start markers are.
_CALLOUT = LazyPattern(r"^([ \t]{0,12}(?:>\s?)+)\[!([A-Za-z-]{1,30})\]([+-]?)")


def _without_callout_type(line: str) -> tuple[str, list[str]]:
    """A line without its callout's type (`> [!TIP]`), and the type when it is an icon the page shows no word of."""
    callout = _CALLOUT.match(line) if "[!" in line else None
    if callout is None:
        return line, []
    title = line[callout.end() :]
    # (A title-less box is labelled by its type's name in the site's language — 'Tip' on GitHub, 'ヒント' on Microsoft
    # Learn ja — which narrate says in the article's: a word neither shown as written nor hidden. A titled box's type
    # is an icon.)
    return callout.group(1) + title, [callout.group(2) + callout.group(3)] if title.strip() else []


def _outside_code(line: str) -> tuple[str, list[str]]:
    """A line without its attribute lists, template tags and footnote marks, its wiki links as they show (outside its
    code spans, which the page shows as written), and what was taken out."""
    line, words = _without_callout_type(line)
    pieces = []
    at = 0
    for code in [*_CODE_SPAN.finditer(line), None]:
        part, taken = _part_as_shown(line[at : code.start() if code else len(line)])
        words += taken
        pieces.append(part + (code.group() if code else ""))
        at = code.end() if code else len(line)
    return "".join(pieces), words


def _part_as_shown(part: str) -> tuple[str, list[str]]:
    """A stretch of a line outside code as the page shows it (see _outside_code), and what was taken out."""
    words: list[str] = []
    if "![[" in part:
        words += [m.group() for m in _EMBED.finditer(part)]
        part = _EMBED.sub(" ", part)
    if "[[" in part:
        words += [m.group(1) for m in _WIKI.finditer(part) if m.group(2)]
        part = _WIKI.sub(lambda m: m.group(2) or m.group(1), part)
    if "==" in part:
        words += ["=="] * len(_HIGHLIGHT.findall(part)) * 2
        part = _HIGHLIGHT.sub(lambda m: m.group(1), part)
    if "![" in part and "](" in part and " " in part:
        part = _BLANK_ADDRESS.sub(lambda m: m.group().replace(" ", "%20"), part)
    if "](" in part and "=" in part:
        words += [m.group(2) for m in _DESTINATION_SIZE.finditer(part)]
        part = _DESTINATION_SIZE.sub(lambda m: m.group(1), part)
        words += [m.group(2) for m in _DESTINATION_ATTRIBUTES.finditer(part)]
        part = _DESTINATION_ATTRIBUTES.sub(lambda m: m.group(1), part)
    for pattern, closing in ((_ATTRIBUTES, "}"), (_TEMPLATE, "}"), (_FOOTNOTE, "[^")):
        if closing in part:  # (a test of one sign before any pattern runs)
            words += pattern.findall(part) if pattern is _FOOTNOTE else [m.group() for m in pattern.finditer(part)]
            part = pattern.sub(" ", part)
    return part, words


# A table of contents' directive alone on its line, `[TOC]`, `[toc]`, `@[toc]`, `${toc}`, `[[_TOC_]]` (the forms
# text.dialects leaves out): a site renders the table there, never its word. Any other word in brackets (`[WIP]`,
# `[Note]`) is text the page shows; nor is it a reference link the file defines (`[TOC]` with `[TOC]: /`).
_DIRECTIVE = LazyPattern(
    r"^[ \t]{0,3}(?:@?\[[ \t]{0,2}_?((?i:toc))_?[ \t]{0,2}\](?:\([^()\n]{0,200}\))?|\$\{[ \t]{0,2}((?i:toc))[ \t]{0,2}\}"
    r"|\[\[[ \t]{0,2}_?((?i:toc))_?[ \t]{0,2}\]\])[ \t]*$"
)
_REFERENCE = LazyPattern(r"^ {0,3}\[([^\]\n]{1,100})\]:", re.M)


def _directive(line: str, references: set[str]) -> str:
    """The word of a directive line (see _DIRECTIVE), or ""."""
    found = _DIRECTIVE.match(line) if "[" in line or "{" in line else None
    word = (found.group(1) or found.group(2) or found.group(3)) if found else ""
    return "" if word.lower() in references else word


def _unmarked(lines: list[str]) -> tuple[list[str], dict[int, str], dict[int, str], dict[int, str]]:
    """The lines with line-start markers, attribute lists and template tags taken out (the bodies indented under a
    marker moved left, as the box's prose), the words taken out, the markers' signs and their lines' labels, by line
    index."""
    out: list[str] = []
    taken: dict[int, str] = {}
    signs: dict[int, str] = {}
    labels: dict[int, str] = {}
    body_indent = -1  # the indent of the body under the last marker (-1: none)
    references = (
        {m.group(1).lower() for m in _REFERENCE.finditer("\n".join(lines))} if any("]:" in x for x in lines) else set()
    )
    for n, line in enumerate(lines):
        if body_indent >= 0:
            if not line.strip():
                out.append("")
                continue
            if len(line) - len(line.lstrip(" ")) >= body_indent:
                line = line[4:]
            else:
                body_indent = -1
        marker = _MARKER.match(line) if line[:1] in " \t!?=:%^;|@" else None
        if marker and _a_marker(lines, n, marker, n - 1 in signs):
            rest = line[marker.end() :]
            # The marker's own line is a label (a box's title, a tab's name): shown, not prose of the body;
            # Docusaurus v3 writes the title in brackets after the type (`:::tip[Remember this]`).
            taken[n] = marker.group("signs") + marker.group("word")
            signs[n] = marker.group("signs")
            labels[n] = _BRACKETED.sub(r"\1", rest.strip())
            if _ATTRIBUTES_ONLY.match(rest):
                # DocFX's `:::image type="content" source="…" alt-text="…":::`: attributes, no title — the page
                # shows the picture they name, never their words (but a `title="…"`, which a box shows).
                taken[n] += " " + rest
                title = _TITLE_ATTRIBUTE.search(rest)
                labels[n] = title.group(1) if title else ""
            body_indent = len(marker.group("indent")) + 4
            out.append("")
            continue
        word = _directive(line, references)
        if word:
            taken[n] = word
            out.append("")
            continue
        if line.strip() in ("{:toc}", "{: toc}") and out and _TOC_ITEM.match(out[-1]):
            out[-1] = ""  # kramdown's `* TOC` / `{:toc}`: the page puts its table of contents there, not the words
            taken[n] = "TOC toc"
            out.append("")
            continue
        if any(sign in line for sign in _MARKUP_SIGNS):
            line, words = _outside_code(line)
            if words:
                taken[n] = (taken.get(n, "") + " " + " ".join(words)).strip()
        out.append(line)
    return out, taken, signs, labels


# An HTML `<pre>` element (a Tistory or WordPress export's code, often inside a larger HTML block with headings and
# paragraphs; one left open runs to the block's end): shown as written, like a fenced block, and no prose to be heard.
# Cut in one pass (review s13 H1: a lazy span `<pre…>.{0,200000}?(?:</pre\s*>|\Z)` rescanned up to 200,000
# characters from every `<pre`, so 52,000 unclosed `<pre>` in an HTML comment hung `narrate check`): the openers and
# the closers are each found once, and each opener runs to the first closer after it, else to the block's end.
_PRE_OPEN = LazyPattern(r"<pre\b[^>]{0,400}>", re.I)
_PRE_CLOSE = LazyPattern(r"</pre\s*>", re.I)


def _without_pre(html: str) -> str:
    """`html` with each `<pre>` element (to its first `</pre>`, or to the end when none follows) put as one space."""
    closers = [(m.start(), m.end()) for m in _PRE_CLOSE.finditer(html)]
    out: list[str] = []
    at = 0  # where the text not yet cut starts
    closer = 0
    for opener in _PRE_OPEN.finditer(html):
        if opener.start() < at:
            continue  # (inside the element just cut)
        while closer < len(closers) and closers[closer][0] < opener.end():
            closer += 1
        out.append(html[at : opener.start()] + " ")
        if closer == len(closers):
            return "".join(out)
        at = closers[closer][1]
        closer += 1
    out.append(html[at:])
    return "".join(out)


# A marker's rest made of attributes alone (`type="content" source="…" alt-text="…":::`, DocFX's triple-colon
# extensions: image, code, zone, video), closed by the marker's signs or not.
_ATTRIBUTES_ONLY = LazyPattern(r"^(?:[ \t]+[\w-]+=(?:\"[^\"\n]*\"|'[^'\n]*'|[^\s\"':]+))+[ \t]*:*[ \t]*$")
_TITLE_ATTRIBUTE = LazyPattern(r"(?<![\w-])title=\"([^\"\n]*)\"")
# What a line holds when _outside_code has anything to take out of it (a test of signs before any pattern runs).
_MARKUP_SIGNS = ("{", "[^", "[[", "](", "[!", "==")
_TOC_ITEM = LazyPattern(r"^\s{0,3}[*+-]\s+\S")
# A setext heading's underline (CommonMark): `===` alone on the line under a paragraph line.
_UNDERLINE = LazyPattern(r"^ {0,3}=+[ \t]*$")
# A box's head as MkDocs (Python-Markdown's admonition, pymdownx.details) writes it: its type, modifiers, a quoted title.
_BOX_HEAD = LazyPattern(r"[ \t]*[\w-]*(?:[ \t]+[\w-]+)*[ \t]*(?:\"[^\"\n]*\"|'[^'\n]*')?[ \t]*$")


def _a_marker(lines: list[str], n: int, marker: re.Match[str], after_marker: bool) -> bool:
    """Whether the marker-shaped start of line `n` is a marker: not a setext heading's underline (under a paragraph
    line), not a bracket after bare signs (`???[link](…)`), and `!!!`/`???` only in a box's shape — a type and a
    quoted title alone on the line, or a body indented under it — not a prose line's emphasis (`!!! Warning: never…`,
    which GitHub or Hugo show as written)."""
    line = lines[n]
    rest = line[marker.end() :]
    word = marker.group("word").strip()
    if not word and rest.startswith(("(", "[")):
        return False
    if _UNDERLINE.match(line) and n and lines[n - 1].strip() and not after_marker:
        return False
    if marker.group("signs")[0] not in "!?" or _BOX_HEAD.match(line, marker.start("word")):
        return True
    indent = len(line) - len(line.lstrip(" \t"))
    body = next((later for later in lines[n + 1 : n + 4] if later.strip()), "")
    return len(body) - len(body.lstrip(" \t")) >= indent + 4


_LONGEST = 10_000  # characters of a line a listener's page has (a CJK paragraph written on one line: a few thousand)


def _signs_only(line: str) -> bool:
    """A line longer than any paragraph, or a long line that is signs more than words (`{` run on for pages): no
    prose to compare, and a renderer's worst case; left out of the view."""
    return len(line) > _LONGEST or len(line) > 1000 and sum(ch.isalpha() for ch in line) * 4 < len(line)


# A GFM table's delimiter row, with or without outer pipes: `--- | ---`, `|:--|--:|`.
_DELIMITER_ROW = LazyPattern(r"^\s{0,3}\|?\s{0,10}:?-{1,200}:?\s{0,10}(?:\|\s{0,10}:?-{1,200}:?\s{0,10}){1,64}\|?\s*$")


def _without_tables(lines: list[str]) -> list[str]:
    """The lines with each GFM table blanked (a header row, its delimiter row, the rows after it): a table is cued,
    never said, so nothing of it is compared, and its rows are a renderer's slowest shape."""
    out = list(lines)
    n = 0
    while n + 1 < len(out):
        if "|" in out[n] and "-" in out[n + 1] and _DELIMITER_ROW.match(out[n + 1]):
            end = n + 2
            while end < len(out) and "|" in out[end] and out[end].strip():
                end += 1
            out[n:end] = [""] * (end - n)
            n = end
        else:
            n += 1
    return out


def page_view(lines: list[str], body_start: int, *, mdx: bool = False) -> Page:
    """The page's blocks from the file's lines (`body_start`: the 1-based line the body starts at; the lines before
    it, the front matter, are not shown; `mdx`: an MDX file, whose `import`/`export` statements are never shown)."""
    source = _source(lines, body_start, mdx)
    unmarked, taken, signs, labels = _unmarked(source)
    md = _renderer()
    # Formulas are said by the math reader in words of its own (the symbol account judges them): out of the view,
    # their lines kept (a TeX `\(` would render as a bracket).
    text = _MATH.sub(lambda m: "\n" * m.group().count("\n") + " ", "\n".join(unmarked))
    rendered = text.split("\n")  # (the lines without their markers and formulas)
    out: list[Shown] = []
    table = 0
    pre_open = False
    for token in md.parse(text):
        table += token.type == "table_open"
        table -= token.type == "table_close"
        if token.map is None or token.type not in ("inline", "fence", "code_block", "html_block"):
            continue
        first, last = token.map[0] + 1, max(token.map[1], token.map[0] + 1)
        hidden = " ".join(_WORDS.findall(" ".join(taken[n] for n in range(first - 1, last) if n in taken)))
        marker = "".join(signs[n] for n in range(first - 1, last) if n in signs)
        code = _as_code(token, rendered[first - 1 : last], pre_open)
        if code is not None:
            pre_open = pre_open and _pre_balance(code) >= 0
            out.append(Shown(first, last, code, "", hidden, "code", marker))
            continue
        pre_open = token.type == "html_block" and _pre_balance(token.content) > 0
        if table:
            continue  # a table is cued, never said: nothing of it to compare
        shown, prose = _texts(token, md)
        written = " ".join(rendered[first - 1 : last])
        unshown = set(_WORDS.findall(written.lower())) - set(_WORDS.findall(shown.lower())) - _props(written)
        hidden = " ".join([hidden, *sorted(unshown)]).strip()
        out.append(Shown(first, last, shown, "" if table else prose, hidden, "table" if table else "prose", marker))
    # (each line a shown block covers, once: a search of every block per taken line was quadratic in the page)
    covered = {line for shown in out for line in range(shown.first, shown.last + 1)}
    for n, words in taken.items():
        if n in signs or n + 1 not in covered:
            label = _visible(md.renderInline(labels.get(n, ""))).strip("\"' ")
            out.append(Shown(n + 1, n + 1, label, "", words, "marker", signs.get(n, "")))
    return Page(sorted(out, key=lambda s: (s.first, s.last)))


# A component (a capitalised element: `<SiteCard title="Proxyman" description="…" />`) and its quoted props of words:
# what it shows of them only its code knows, so their words are neither shown nor hidden for the view (s6 held-out
# 3Alan/site awesome-tools.md: a card's description said, as the card shows it).
_COMPONENT = LazyPattern(r"<[A-Z][\w.]{0,60}(?:\s[^<>]{0,2000})?>")
_PROP_VALUE = LazyPattern(
    r"([\w-]{1,40})=\s{0,4}(?:\"([^\"\n]{0,1000})\"|'([^'\n]{0,1000})'|\{[\"'`]([^\"'`\n]{0,1000})[\"'`]\})"
)


def _props(source: str) -> set[str]:
    """The words of a component's quoted props in `source`, lower case (not an address's: `src`, `href`)."""
    if "<" not in source:
        return set()
    values = (
        v.group(2) or v.group(3) or v.group(4) or ""
        for c in _COMPONENT.finditer(source)
        for v in _PROP_VALUE.finditer(c.group())
        if v.group(1).lower() not in _ADDRESS_PROPS
    )
    return {w.lower() for value in values for w in _WORDS.findall(value) if not w.isdigit()}


# Props that hold an address, a key or a style, never words a component shows.
_ADDRESS_PROPS = frozenset({"src", "href", "url", "to", "link", "path", "id", "key", "class", "classname", "style"})


def _source(lines: list[str], body_start: int, mdx: bool) -> list[str]:
    """The lines the page renders: the body's, without tables, lines of signs only and an MDX file's statements."""
    source = _without_tables(["" if n + 1 < body_start or _signs_only(line) else line for n, line in enumerate(lines)])
    source = _shortcode_fences(source) if any("[/" in line for line in source) else source
    return _components_opened(_without_statements(source)) if mdx else source


# A WordPress code shortcode alone on its line (`[code lang="python"]` … `[/code]`, `[sourcecode]`): the site shows a
# code block, as a fence would make.
_SHORTCODE_CODE = LazyPattern(r"\s{0,3}\[(/?)(?:code|sourcecode)(?:\s[^\]\n]{0,200})?\]\s*")


def _shortcode_fences(lines: list[str]) -> list[str]:
    """The lines with each WordPress code shortcode's opening and closing line made a fence (0x7df's posts exported
    from WordPress: the view took their Python for prose, 13 'shown, never said' findings no reader logged)."""
    out = []
    for line in lines:
        found = _SHORTCODE_CODE.fullmatch(line) if "code]" in line or "code " in line else None
        out.append("```" if found else line)
    return out


_STATEMENT = LazyPattern(r"^(?:import|export)\s")
_FENCE = LazyPattern(r"^ {0,3}(?:`{3,}|~{3,})")


def _without_statements(lines: list[str]) -> list[str]:
    """MDX's `import`/`export` statements (over their lines, to the one that ends them) blanked, outside code fences:
    the page runs them, never shows them."""
    out = list(lines)
    fenced = inside = False
    for n, line in enumerate(lines):
        if _FENCE.match(line):
            fenced = not fenced
        if fenced:
            continue
        if inside or _STATEMENT.match(line):
            out[n] = ""
            inside = bool(line.strip()) and " from " not in line and not line.rstrip().endswith((";", "}", ")"))
            inside = inside and not line.startswith("export default")
    return out


# A component's tag alone on its line (`<Tabs>`, `<TabItem value="mac" label="Mac">`, `</TabItem>`): a capitalised
# name, MDX's own elements.
_COMPONENT_TAG = LazyPattern(r"^([ \t]*)<(/?)([A-Z][\w.]*)\b[^<>]*?(/?)>[ \t]*$")


def _components_opened(lines: list[str]) -> list[str]:
    """An MDX file's component tags on lines of their own blanked, and the lines between them moved left by the
    indent of the body's first line: MDX reads a component's body as Markdown of its own (it has no indented code
    block), so a fence or a list indented under `<TabItem>` is a fence or a list — CommonMark took the whole
    `<Tabs>` as one HTML block, its code shown as prose (s13 dev ChungYingHo 01-node.mdx: 'xcode-select' 'shown,
    never said' ten times)."""
    out = list(lines)
    indents: list[int] = []  # the body's indent of each component open around the line (-1: not known yet)
    fenced = False
    for n, line in enumerate(lines):
        tag = None if fenced else _COMPONENT_TAG.match(line)
        if tag is not None:
            out[n] = ""
            if tag.group(2):
                indents = indents[:-1]
            elif not tag.group(4):
                indents.append(-1)
            continue
        if indents and line.strip():
            if indents[-1] < 0:
                indents[-1] = len(line) - len(line.lstrip(" \t"))
            cut = min(indents[-1], len(line) - len(line.lstrip(" \t")))
            out[n] = line[cut:]
        if _FENCE.match(out[n]):
            fenced = not fenced
    return out


def _as_code(token: Any, lines: list[str], pre_open: bool) -> str | None:
    """A code block's text: a fence's or an indented block's, or the lines of a block a `<pre>` left open by an HTML
    block before it runs through (past the blank line that ended that block, to the `</pre>`); None for prose."""
    if token.type in ("fence", "code_block"):
        return str(token.content)
    return "\n".join(lines) if pre_open else None


def _pre_balance(html: str) -> int:
    """How many more `<pre>` elements a piece of HTML opens than it closes."""
    lower = html.lower()
    return lower.count("<pre") - lower.count("</pre") if "pre" in lower else 0


def _texts(token: Any, md: Any) -> tuple[str, str]:
    """What a block shows, and its prose (without its inline code)."""
    if token.type == "html_block":
        shown = _visible(token.content)
        return shown, (_visible(_without_pre(token.content)) if "<pre" in token.content.lower() else shown)
    children = token.children or []
    if not any(child.type == "html_inline" for child in children):  # no markup to hide anything: its words
        shown = " ".join("".join(_SEEN.get(c.type, _content)(c) for c in children).split())
        prose = " ".join("".join(_SEEN.get(c.type, _content)(c) for c in children if c.type != "code_inline").split())
        return shown, prose
    shown = _visible(md.renderer.renderInline(children, md.options, {}))
    prose = _visible(md.renderer.renderInline([c for c in children if c.type != "code_inline"], md.options, {}))
    return shown, prose


def _content(token: Any) -> str:
    return str(token.content)


# What an inline token shows besides its content: a break a space, a picture nothing (its alt text is for eyes).
_SEEN: dict[str, Callable[[Any], str]] = {
    "softbreak": lambda _: " ",
    "hardbreak": lambda _: " ",
    "image": lambda _: " ",
}
