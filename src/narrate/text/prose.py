"""Markdown → blocks of prose a listener can follow, from markdown-it-py's token stream.

Kept: headings, paragraphs, list items (nested, ordered ones numbered), block
quotes, link text, inline code (as words), footnote bodies (at the end).
Left out: fenced and indented code, tables, display math, HTML blocks and
comments, images, footnote markers, Hugo/Jekyll shortcodes, MDX import/export
lines. Where code, a table or a formula is left out, a `cue` block marks the spot
(the script stage decides whether to say it). Bare URLs are reduced to their
domain name ("github.com"); link URLs are never spoken.

Rules, in the order markdown-it runs them, added to CommonMark:
  block:  mdx_esm (import/export lines), liquid_block ({% highlight %}…), shortcode_block
  inline: shortcode ({{< … >}}, {{% … %}}, {% … %}, {{ … }})
  plugins: GFM tables, strikethrough, footnotes, $…$ / $$…$$ math
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal
from urllib.parse import urlsplit

from markdown_it import MarkdownIt
from markdown_it.rules_block import StateBlock
from markdown_it.rules_inline import StateInline
from markdown_it.token import Token
from mdit_py_plugins.dollarmath import dollarmath_plugin
from mdit_py_plugins.footnote import footnote_plugin

BlockKind = Literal["heading", "paragraph", "list_item", "quote", "cue", "footnote"]
CueKind = Literal["code", "table", "math"]


@dataclass(frozen=True)
class Segment:
    """A run of inline text; code runs are kept as words but spared symbol rewriting."""

    text: str
    code: bool = False


@dataclass(frozen=True)
class Block:
    """One unit of prose: a heading, paragraph, list item, quote paragraph, footnote, or skip cue."""

    kind: BlockKind
    segments: tuple[Segment, ...]
    level: int = 0  # heading level; nesting depth for list items and quotes
    cue: CueKind | None = None
    number: int | None = None  # an ordered list item's number, said the way the language says it

    @property
    def text(self) -> str:
        """The block's raw text (before lexicon and normalization)."""
        return "".join(s.text for s in self.segments)


# --- extra markdown-it rules -------------------------------------------------

_MDX_ESM = re.compile(r"^(import\s+[\w*{}\s,]+\s+from\s+['\"][^'\"]+['\"];?|import\s+['\"][^'\"]+['\"];?"
                      r"|export\s+(const|let|var|function|default|\{)[^\n]*)\s*$")
# One shortcode: `{{< … >}}`, `{{% … %}}` or a Liquid tag `{% … %}`. The inside may not
# close and reopen (so "{{< a >}} words {{< b >}}" keeps its words) and is bounded, so a
# stray "{{<" costs linear time, not quadratic.
_SHORTCODE = r"\{\{[<%](?:(?!\}\}).){0,2000}?[%>]\}\}|\{%(?:(?!%\}).){0,2000}?%\}"
_SHORTCODE_LINE = re.compile(rf"^\s*(?:(?:{_SHORTCODE})\s*)+$")
_LIQUID_OPEN = re.compile(r"^\s*\{%-?\s*(highlight|raw|comment)\b.*?-?%\}\s*$")


def _line(state: StateBlock, line: int) -> str:
    start = state.bMarks[line] + state.tShift[line]
    return state.src[start:state.eMarks[line]]


def _one_line_block(state: StateBlock, start: int, silent: bool, pattern: re.Pattern[str], kind: str) -> bool:
    """A block that is one whole line matching `pattern` (not indented code): a `kind` token, never spoken."""
    if state.sCount[start] - state.blkIndent >= 4 or not pattern.match(_line(state, start)):
        return False
    if silent:
        return True
    state.line = start + 1
    token = state.push(kind, "", 0)
    token.map = [start, state.line]
    return True


def _mdx_esm(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    """MDX `import X from './x'` / `export const …` lines at the top level: not prose."""
    return state.level == 0 and _one_line_block(state, start, silent, _MDX_ESM, "mdx_esm")


def _liquid_block(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    """Jekyll `{% highlight %}…{% endhighlight %}` (code) and `{% raw %}`/`{% comment %}` blocks."""
    if state.sCount[start] - state.blkIndent >= 4:
        return False
    opened = _LIQUID_OPEN.match(_line(state, start))
    if not opened:
        return False
    name = opened.group(1)
    closing = re.compile(r"\{%-?\s*end" + name + r"\s*-?%\}")
    line = start
    while line < end and not closing.search(_line(state, line)):
        line += 1
    if silent:
        return True
    state.line = min(line + 1, end)
    token = state.push("code_block" if name == "highlight" else "liquid_block", "", 0)
    token.map = [start, state.line]
    return True


def _shortcode_block(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    """A line that is only a Hugo/Jekyll shortcode (`{{< figure … >}}`, `{{% notice %}}`)."""
    return _one_line_block(state, start, silent, _SHORTCODE_LINE, "shortcode_block")


_SHORTCODE_INLINE = re.compile(rf"{_SHORTCODE}|\{{\{{(?:(?!\}}\}}).){{0,2000}}?\}}\}}", re.S)


def _shortcode_inline(state: StateInline, silent: bool) -> bool:
    """Inline shortcodes and Liquid tags/outputs: left out of the spoken text."""
    if state.src[state.pos] != "{" or state.src[state.pos + 1:state.pos + 2] not in ("{", "%"):
        return False
    # No closing brace near: not a shortcode, and no need to run the regex over a long line.
    close = state.src.find("}", state.pos + 2, state.pos + 2100)
    if close < 0:
        return False
    found = _SHORTCODE_INLINE.match(state.src, state.pos, min(len(state.src), state.pos + 2100))
    if not found:
        return False
    if not silent:
        token = state.push("shortcode", "", 0)
        token.content = found.group(0)
    state.pos = found.end()
    return True


@lru_cache(maxsize=1)
def parser() -> MarkdownIt:
    """The configured markdown-it parser (CommonMark + GFM tables + footnotes + math + shortcodes)."""
    # Nesting deeper than markdown-it's default of 20 (quotes in quotes, lists in lists)
    # is real in pasted mail threads; past 256 levels its recursion would outgrow
    # Python's stack, so deeper content is not read.
    md = MarkdownIt("commonmark", {"html": True, "maxNesting": 256})
    md.enable(["table", "strikethrough"])
    md.use(footnote_plugin)
    md.use(dollarmath_plugin, double_inline=True)
    md.block.ruler.before("fence", "mdx_esm", _mdx_esm)
    md.block.ruler.before("fence", "liquid_block", _liquid_block)
    md.block.ruler.before("paragraph", "shortcode_block", _shortcode_block)
    md.inline.ruler.before("text", "shortcode", _shortcode_inline)
    return md


# --- token stream → blocks ----------------------------------------------------

# URL characters are ASCII only: in CJK prose a URL often runs straight into the next
# word ("見www.example.com說明"), and that word must stay in the sentence. Balanced
# parentheses belong to the URL (Wikipedia links); an IDN host may be non-ASCII.
_URL_CHARS = r"[!#$%&*+,\-./0-9:;=?@A-Z\\^_a-z|~]"
_URL_BODY = rf"(?:{_URL_CHARS}|\({_URL_CHARS}*\))"
_URL = re.compile(
    rf"(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{{1,15}}://(?:{_URL_BODY}+|[\w.:-]+{_URL_BODY}*)"
    rf"|(?<![A-Za-z0-9.-])www\.[A-Za-z0-9.-]+\.[A-Za-z]{{2,}}{_URL_BODY}*"
)
# Whatever still has a scheme after that (ssh://[::1]/…): never read out.
_LEFTOVER_URL = re.compile(r"[A-Za-z0-9+.-]*://[^\s，。、；：！？（）「」『』【】]*")
_URL_TRAILING = ".,;:!?"
_INLINE_MATH_SIMPLE = re.compile(r"^[A-Za-z0-9 +\-*/=<>().,^_]{1,24}$")


def domain_of(url: str) -> str:
    """The host of a URL without `www.` ("https://www.github.com/x" → "github.com")."""
    if url.startswith("www."):
        url = "http://" + url
    try:
        host = urlsplit(url).hostname or ""
    except ValueError:
        host = ""
    return host[4:] if host.startswith("www.") else host


def reduce_urls(text: str) -> str:
    """Replace every bare URL in `text` by its domain name."""
    def to_domain(match: re.Match[str]) -> str:
        url = match.group(0)
        bare = url.rstrip(_URL_TRAILING)
        # The punctuation after a URL ends the sentence, not the URL: keep it.
        return domain_of(bare) + url[len(bare):]

    return _LEFTOVER_URL.sub(to_domain, _URL.sub(to_domain, text))


def _inline_segments(token: Token) -> list[Segment]:
    out: list[Segment] = []
    for child in token.children or []:
        kind = child.type
        if kind == "text":
            out.append(Segment(child.content))
        elif kind == "code_inline":
            out.append(Segment(child.content, code=True))
        elif kind in ("softbreak", "hardbreak"):
            out.append(Segment("\n"))
        elif kind == "html_inline":
            out.append(Segment(" "))  # <br>, <kbd>…</kbd>: the tags go, a word break stays
        elif kind == "math_inline":
            content = child.content.strip()
            if _INLINE_MATH_SIMPLE.match(content):
                out.append(Segment(content))
        # image (alt text is for eyes that cannot see the picture, not for ears), link
        # markers, footnote_ref, shortcode, emphasis markers: not spoken.
    return out


# Markdown that did not parse (a link with a space in its target, a footnote marker
# without a note, emphasis that never closed) reaches text tokens as literal syntax.
_LEFTOVER_IMAGE = re.compile(r"!\[[^\[\]\n]{0,500}\]\([^()\n]{0,500}\)")
_LEFTOVER_LINK = re.compile(r"\[([^\[\]\n]{0,500})\]\([^()\n]{0,500}\)")
_LEFTOVER_FOOTNOTE = re.compile(r"\[\^[^\]\s]*\]")
_LEFTOVER_TAG = re.compile(r"</?([A-Za-z][\w:-]*)[^<>\n]*>")  # "&lt;div&gt;": the writer means "div"
_LEFTOVER_MARKS = re.compile(r"!\[|\]\(|`+|\*{2,}|_{2,}|~{2,}")
_STAR_TIMES = re.compile(r"(?<=\d) ?\* ?(?=\d)")


def _tidy(text: str) -> str:
    """Prose text as a listener should get it: bare URLs as domains, no Markdown leftovers."""
    text = reduce_urls(text)
    text = _LEFTOVER_IMAGE.sub(" ", text)
    text = _LEFTOVER_LINK.sub(r"\1", text)
    text = _LEFTOVER_FOOTNOTE.sub("", text)
    text = _LEFTOVER_TAG.sub(r" \1 ", text)
    text = _LEFTOVER_MARKS.sub(" ", text)
    # A star between numbers is multiplication (said as such later); any other is markup.
    return _STAR_TIMES.sub("×", text).replace("*", " ")


def _clean(segments: list[Segment]) -> tuple[Segment, ...]:
    merged: list[Segment] = []
    for seg in segments:
        if merged and merged[-1].code == seg.code:
            merged[-1] = Segment(merged[-1].text + seg.text, seg.code)
        elif seg.text:
            merged.append(seg)
    # Autolinks and links whose text is their URL arrive as text too: a domain is all a
    # listener needs. Link targets themselves are never read.
    tidy = (Segment(reduce_urls(s.text), True) if s.code else Segment(_tidy(s.text)) for s in merged)
    return tuple(s for s in tidy if s.text)


def _has_words(segments: tuple[Segment, ...]) -> bool:
    return any(ch.isalnum() for s in segments for ch in s.text)


def extract_blocks(body: str, *, footnotes: bool = True) -> list[Block]:
    """Turn a Markdown body (front matter already removed) into prose blocks, in reading order."""
    tokens = parser().parse(body)
    blocks: list[Block] = []
    notes: list[Block] = []
    list_stack: list[list[int]] = []  # per open list: [is_ordered, next number]
    quote_depth = 0
    in_footnotes = 0
    pending_item_number: int | None = None
    item_depth = 0

    def add(block: Block) -> None:
        target = notes if in_footnotes else blocks
        if block.kind == "cue" and target and target[-1].kind == "cue" and target[-1].cue == block.cue:
            return  # two code blocks in a row: one cue is enough
        target.append(block)

    i = 0
    while i < len(tokens):
        token = tokens[i]
        kind = token.type
        if kind == "heading_open":
            level = int(token.tag[1])
            segments = _clean(_inline_segments(tokens[i + 1]))
            if _has_words(segments):
                add(Block("heading", segments, level))
            i += 3
            continue
        if kind == "paragraph_open":
            segments = _clean(_inline_segments(tokens[i + 1]))
            if _has_words(segments):
                if in_footnotes:
                    add(Block("footnote", segments))
                elif item_depth:
                    add(Block("list_item", segments, item_depth, number=pending_item_number))
                    pending_item_number = None  # an item's later paragraphs are not numbered again
                elif quote_depth:
                    add(Block("quote", segments, quote_depth))
                else:
                    add(Block("paragraph", segments))
            i += 3
            continue
        if kind in ("bullet_list_open", "ordered_list_open"):
            start = int(token.attrGet("start") or 1) if kind == "ordered_list_open" else 0
            list_stack.append([kind == "ordered_list_open", start])
        elif kind in ("bullet_list_close", "ordered_list_close"):
            if list_stack:
                list_stack.pop()
        elif kind == "list_item_open":
            item_depth += 1
            if list_stack and list_stack[-1][0]:
                pending_item_number = list_stack[-1][1]
                list_stack[-1][1] += 1
        elif kind == "list_item_close":
            item_depth = max(0, item_depth - 1)
            pending_item_number = None
        elif kind == "blockquote_open":
            quote_depth += 1
        elif kind == "blockquote_close":
            quote_depth = max(0, quote_depth - 1)
        elif kind == "footnote_block_open":
            in_footnotes += 1
        elif kind == "footnote_block_close":
            in_footnotes = max(0, in_footnotes - 1)
        elif kind in ("fence", "code_block"):
            add(Block("cue", (), cue="code"))
        elif kind == "table_open":
            add(Block("cue", (), cue="table"))
            while i < len(tokens) and tokens[i].type != "table_close":
                i += 1
        elif kind in ("math_block", "math_block_label"):
            add(Block("cue", (), cue="math"))
        # html_block, hr, mdx_esm, shortcode_block, liquid_block: silently left out.
        i += 1
    if footnotes:
        blocks.extend(notes)
    return blocks
