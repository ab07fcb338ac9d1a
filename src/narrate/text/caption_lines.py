"""A Markdown picture and the caption line right under it: one figure (the lead's s20 ruling 4, "a figure is one
cue"). Chirpy, Hexo and Zhihu-style blogs write a figure as a picture on its line and, on the next line of the same
paragraph, its caption: the whole line in emphasis (`_1. 구글폰트 접속_`, `*图：系统架构*`), wrapped in a tag the page
centres or shrinks (`<center>…</center>`, `<small>…</small>`), or opening with a figure's number ("Figure 1: …",
"图1 …", "図2：…", "그림 3. …"). The page shows the line as the picture's caption (Chirpy styles an `<em>` right after
an `<img>` so), so a listener hears one picture cue carrying it, as a `<figcaption>` is said (text.html_text), and
never the caption again as a loose paragraph beside a silent picture (s20 held-out walkbori blog-font [16]–[18],
rewrite-resume [3], blog-custom-domain [10]).

A line under a picture that is a sentence of the prose (no emphasis wrapping it whole, no figure number) is no
caption: the paragraph is read as before, its pointing words deciding the picture ("![](x.png)" then "This shows
the login page." stays a paragraph)."""

from __future__ import annotations

import html
import re
from typing import TYPE_CHECKING

from narrate.patterns import LazyPattern

from . import account
from .model import REPLACED_ALT
from .pictures import decoration, fits_a_cue, is_badge, marked_alt
from .repeated_alts import PLACEHOLDER

if TYPE_CHECKING:
    from markdown_it.token import Token

__all__ = ["caption_under", "captioned_picture"]

# A figure's number opening a line: "Figure 1:", "Fig. 2.", "图1", "圖 2：", "図3", "그림 4." — the number, then a
# mark or (after a CJK word) a space or the caption's first word; "Figure 1 shows…" has no mark: a sentence.
_FIGURE_NUMBER = LazyPattern(
    r"\s*(?:(?:Figure|Fig\.|Image|Img\.)\s?\d{1,3}(?:[.-]\d{1,3})?\s?[:.：]"
    r"|(?:图|圖|図|그림|사진)\s?\d{1,3}(?:[.-]\d{1,3})?(?:\s?[:.：、．]|\s|(?=[^\d\s.]))"
    r"|(?:图|圖|図)\s?[:：])",
    re.I,
)
# Tags a caption line is wrapped in whole: the page centres or shrinks it under the picture.
_CAPTION_TAG = LazyPattern(r"<(center|figcaption|small|sub|p|div|span)\b[^<>]{0,300}>", re.I)
_EMPHASIS = {"em_open": "em_close", "strong_open": "strong_close"}
_PICTURE_LINE = {"image", "link_open", "link_close"}


def captioned_picture(inline: Token) -> Token | None:
    """A copy of a paragraph's inline token that is one or more pictures on their line and a caption line under
    them, the caption now the last picture's description and its line gone; None for any other paragraph. The
    caption's source is declared said by the picture's cue ("figure caption")."""
    children = inline.children or []
    breaks = [n for n, child in enumerate(children) if child.type in ("softbreak", "hardbreak")]
    if len(breaks) != 1:
        return None
    head, tail = children[: breaks[0]], _trimmed(children[breaks[0] + 1 :])
    pictures = [child for child in head if child.type == "image"]
    if not pictures or any(c.type not in _PICTURE_LINE and c.content.strip() for c in head) or not tail:
        return None
    caption = _caption(tail)
    if not caption or not fits_a_cue(caption) or not _content(pictures[-1]):
        return None
    account.omit("figure caption", "".join(child.markup or child.content for child in tail))
    return _with_caption(inline, head, pictures[-1], _unlabelled(caption))


def caption_under(inline: Token, block: Token) -> Token | None:
    """A copy of a paragraph's inline token that is only pictures, with the caption line right under it (no blank
    line between) as its last picture's description, where that line is an HTML block of a caption's tag —
    `<center>図3：リクエストの流れ</center>`, `<p align="center">…</p>` — which markdown-it cuts from the paragraph;
    the block is marked said with the picture ("figure caption", read by text.prose). None for any other pair."""
    source = _block_under(inline, block)
    if source is None:
        return None
    children = inline.children or []
    pictures = [child for child in children if child.type == "image"]
    if not pictures or any(c.type not in _PICTURE_LINE and c.content.strip() for c in children):
        return None
    wrapped = _CAPTION_BLOCK.fullmatch(source)
    if wrapped is None or wrapped.group(1).lower() in ("p", "div") and not _CENTRED.search(wrapped.group(2)):
        return None
    caption = " ".join(html.unescape(_TAG.sub(" ", wrapped.group(3))).split())
    if not caption or not fits_a_cue(caption) or "$" in caption or not _content(pictures[-1]):
        return None
    block.meta = {**(block.meta or {}), "figure caption": True}
    return _with_caption(inline, children, pictures[-1], _unlabelled(caption))


# A `<figcaption>` written bare under a picture paragraph, a blank line between (no `<figure>` around: minimal-mistakes
# posts, `![alt](…)` then `<figcaption>…</figcaption>` and an empty `<p></p>` for space): the element is a caption
# and nothing else, so the page shows it as the picture's (s22 dev Nyshiyama swift-container_view [2][5][8][17]).
_FIGCAPTION = LazyPattern(r"<figcaption\b", re.I)
_EMPTY_AFTER = LazyPattern(r"(?:\s*(?:<p>\s*</p>|<br\s*/?>))+\s*$", re.I)


def _block_under(inline: Token, block: Token) -> str | None:
    """The source of the HTML block under a paragraph, its trailing empty elements cut, where it may be that
    paragraph's caption: the line right under it, or past a blank line a `<figcaption>` (nothing but a picture's
    caption); None for any other block."""
    if block.type != "html_block" or not inline.map or not block.map:
        return None
    source = _EMPTY_AFTER.sub("", block.content.strip())
    if _FIGCAPTION.match(source) or block.map == [inline.map[1], inline.map[1] + 1]:
        return source
    return None


_CAPTION_BLOCK = LazyPattern(r"<(center|figcaption|p|div)\b([^<>]{0,300})>(.{1,600})</\1\s*>", re.I | re.S)
_CENTRED = LazyPattern(r"align\s{0,3}=\s{0,3}[\"']?center|text-align\s{0,3}:\s{0,3}center", re.I)
_TAG = LazyPattern(r"<[^<>]{0,300}>")
# A caption's own picture word before a colon ("图：系统架构", "Figure: …"): the cue says it already ("（图：…）").
_LABEL_ONLY = LazyPattern(r"\s*(?:图|圖|図|그림|Figure|Fig\.|Image)\s?[:：]\s*", re.I)


def _content(picture: Token) -> bool:
    """Whether a picture may be content a caption describes: one the page loads, no avatar, pixel or badge (the
    words beside a badge or an avatar are the prose's, a name or a label: never taken into a cue said as nothing)."""
    src = str(picture.attrGet("src") or "")
    return bool(src) and not decoration(picture.content, src) and not is_badge(marked_alt(picture.content, src))


def _unlabelled(caption: str) -> str:
    return _LABEL_ONLY.sub("", caption, count=1) if _LABEL_ONLY.match(caption) else caption


def _with_caption(inline: Token, head: list[Token], picture: Token, caption: str) -> Token:
    """A copy of `inline` made of `head`, `picture` in it now described by `caption` (no placeholder's mark), the
    alt the caption takes the place of kept for the account (model.REPLACED_ALT: `![alt text](…)` under
    `_1. 구글폰트 접속_` was counted lost, a hole nobody hears — review s21 M4)."""
    copied, described = inline.copy(), picture.copy()
    described.content = caption
    described.meta = {k: v for k, v in (picture.meta or {}).items() if k != PLACEHOLDER}
    described.meta[REPLACED_ALT] = picture.content
    copied.children = [described if child is picture else child for child in head]
    return copied


def _trimmed(tail: list[Token]) -> list[Token]:
    start, end = 0, len(tail)
    while start < end and tail[start].type == "text" and not tail[start].content.strip():
        start += 1
    while end > start and tail[end - 1].type == "text" and not tail[end - 1].content.strip():
        end -= 1
    return tail[start:end]


def _caption(tail: list[Token]) -> str:
    """The caption a line under a picture is ("" when it is no caption): wrapped whole in emphasis or a caption's
    tag, or opening with a figure's number."""
    first, last = tail[0], tail[-1]
    if first.type in _EMPHASIS and last.type == _EMPHASIS[first.type] and _closes_at_end(tail, first.type):
        return _words(tail[1:-1])
    if first.type == "html_inline" and last.type == "html_inline":
        opened = _CAPTION_TAG.match(first.content)
        if opened is not None and re.fullmatch(rf"</{opened.group(1)}\s*>", last.content.strip(), re.I):
            return _words(tail[1:-1])
    words = _words(tail)
    return words if _FIGURE_NUMBER.match(words) and not any(c.type == "image" for c in tail) else ""


def _closes_at_end(tail: list[Token], opening: str) -> bool:
    """Whether the emphasis opening the line is the one closing it (`_a_ b _c_` is two, no caption)."""
    depth = 0
    for n, child in enumerate(tail):
        if child.type == opening:
            depth += 1
        elif child.type == _EMPHASIS[opening]:
            depth -= 1
            if depth == 0:
                return n == len(tail) - 1
    return False


def _words(tokens: list[Token]) -> str:
    """The words a caption's tokens show: text and inline code, tags and marks left out."""
    if any(child.type in ("image", "softbreak", "hardbreak") for child in tokens):
        return ""  # (a second picture or line: no one caption line)
    # (a tag or a code span stands apart from the words beside it: "<kbd>Get font</kbd>버튼" is "Get font 버튼")
    shown = [_shown(child) for child in tokens]
    return " ".join("".join(shown).split())


def _shown(child: Token) -> str:
    if child.type == "text":
        return child.content
    return f" {child.content} " if child.type == "code_inline" else " "
