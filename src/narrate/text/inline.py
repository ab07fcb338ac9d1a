"""An inline token → the segments a listener hears: text, inline code (as words), formulas (as cues),
the text shortcodes show; markup, link targets and footnote marks never.

One handler per child token type (`_HANDLERS`), as markdown-it-py's renderer has its `rules`; a type
without one says nothing (emphasis markers, link marks, footnote references, images: their alt text
is for eyes, kept aside for the picture rules).
"""

from __future__ import annotations

import html
import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any
from urllib.parse import unquote

if TYPE_CHECKING:
    from markdown_it.token import Token

from narrate.patterns import LazyPattern

from . import account, ruby
from .command_lines import command_alone, prompted_command
from .elements import ELEMENT_NAMES, shown_in_brackets
from .emoji_codes import EMOJI_CODE_RUN, emoji_codes
from .html_text import (
    EXPONENT,
    POWER_BASE,
    STRIKE_TAGS,
    UNSHOWN_TAGS,
    VOID_TAGS,
    hidden,
    note_mark,
    plain_text,
)
from .jsx import jsx_picture, jsx_text, shown_props, text_of
from .math_delimiters import stray_tex
from .menu_steps import POINTER, POINTER_OPENING, STEP
from .model import AMID_WORDS, FRAME, PENDING_PICTURE, REPLACED_ALT, UNWRITTEN_SOURCE, VIDEO, Segment, is_media
from .pictures import SHOWN_LABEL, decoration, described, html_decoration, html_source, marked_alt, said_inside
from .repeated_alts import PLACEHOLDER
from .shortcodes import NO_SITE, shortcode_image, shortcode_text, shown_params
from .site_data import SiteData
from .site_templates import closes_tag, hover_opening
from .tidy import CLOSING_QUOTES, SENTENCE_ENDS
from .urls import autotitle, html_image, labelled_address, web_address, without_affordances

# Inline tags that style letters inside a word (`O(<i>n</i>)`): no word break where they were.
_IN_WORD_TAGS = {"i", "b", "em", "strong", "u", "span", "font", "small", "mark", "abbr", "s"}
_INLINE_TAG = LazyPattern(r"<(/?)([A-Za-z][\w-]{0,30})")


def _exponent(before: list[Segment], after: list[Token]) -> bool:
    """Whether `<sup>` opens a power: a short exponent closed by `</sup>`, after a number, a letter or `)`.

    `note<sup>1</sup>` (a word before it) and `<sup>[2]</sup>` are footnote marks, not powers.
    """
    if len(after) < 2 or after[0].type != "text" or after[1].type != "html_inline":
        return False
    if not EXPONENT.match(after[0].content) or not after[1].content.lower().startswith("</sup"):
        return False
    last = next((s.text for s in reversed(before) if s.text), "")
    return bool(POWER_BASE.search(last))


# Spans of which a docs page shows one, by a switch the reader sets: Vue's API style, its SFC/HTML
# mode.
_ALTERNATIVES = {"options-api": "api", "composition-api": "api", "sfc": "mode", "html": "mode"}
_CLASS_ATTR = LazyPattern(r"""\bclass\s{0,3}=\s{0,3}["']([^"'<>]{1,200})["']""", re.I)


def _span_alternative(tag: str) -> tuple[str, str]:
    """(group, class) of a `<span>` that is one of a set of alternatives, else ("", "")."""
    found = _CLASS_ATTR.search(tag)
    for cls in found.group(1).split() if found else ():
        if cls in _ALTERNATIVES:
            return _ALTERNATIVES[cls], cls
    return "", ""


@dataclass
class _Inline:
    """Where the walk over one inline token's children stands."""

    children: list[Token]
    site: SiteData
    seen: list[str]  # the alt texts of the pictures met (for the picture rules)
    out: list[Segment] = field(default_factory=list)
    href: str = ""  # the target of the link the walk is inside ("" outside links)
    # The open <span>s: (alternative group or "", class, where its words start in `out`, whether it
    # follows an alternative of its group that said something).
    spans: list[tuple[str, str, int, bool]] = field(default_factory=list)
    classed: bool = True  # whether the text has an element with a class (else no line of one is looked for)
    alternative: tuple[int, str, str] = (-1, "", "")  # where the last alternative span with words closed
    struck: list[tuple[int, str]] = field(default_factory=list)  # open strike marks: (where in `out`, the mark)
    # Open elements the page does not show: [where in `out`, their name, how many of that name opened inside].
    unshown: list[list[Any]] = field(default_factory=list)
    # The open `<sup>`s: where their words start in `out`, whether a link inside goes to an anchor (`#note1`).
    sups: list[list[int]] = field(default_factory=list)
    # The last index of each inline HTML tag among `children` (made at the first tag that asks: _shown_name).
    last_tag: dict[str, int] | None = None
    # Where `children` break lines, and whether any of them says words (made at the first picture that asks:
    # _placed; a line of 30,000 pictures scanned its whole line and every child again for each: issue 43).
    breaks: list[int] | None = None
    says: bool | None = None
    hidden_to: int = 0  # the children before it are a hover bubble's, never shown in the sentence (_hover)


# What markdown-it's normalizeLink adds to a target: escapes of the UTF-8 bytes of non-ASCII characters.
_NON_ASCII_ESCAPES = LazyPattern(r"(?:%[89a-fA-F][0-9a-fA-F])+")


def _as_written(href: str) -> str:
    """A link's target as its source wrote it, for the account: the escapes markdown-it made of raw non-ASCII
    characters (`/文章/` → `%E6…`) undone, the writer's own ASCII escapes (`%3A`, `%25EB` of a target encoded
    twice) kept — decoding those too made every piece of such a target a hole."""
    if "%" not in href:
        return href
    return _NON_ASCII_ESCAPES.sub(lambda found: unquote(found.group(0)), href)


# An arrow right before a link, closing the words before it (spaced or not).
_ARROW_AT_A_LINK = LazyPattern(r"[ \t]*(→|->|⇒|=>|➡\ufe0f?)[ \t]*$")


def _line_ended(walk: _Inline) -> bool:
    """Whether the segment before the last one ends its line (a soft or a hard break)."""
    return walk.out[-2].text.rstrip(" \t").endswith("\n")


def _titled_link(walk: _Inline, n: int) -> bool:
    """Whether the link opening at `n` has a write-up's title for its text (eight characters or more: "Docs", "Home",
    a breadcrumb's label, is a step of a path), and follows no link of its own ("[A](…) → [B](…)": one to the other)."""
    title = _link_text(walk.children, n, 1)
    return len(title.strip()) >= 8 and (n == 0 or walk.children[n - 1].type != "link_close")


def _link_open(walk: _Inline, n: int) -> None:
    child = walk.children[n]
    walk.href = str(child.attrGet("href") or "")
    if child.markup != "autolink" and walk.out and not walk.out[-1].code and not walk.out[-1].cue:
        pointing = _ARROW_AT_A_LINK.search(walk.out[-1].text)
        if pointing is not None and _titled_link(walk, n):
            # "→ [Hugoを使用した…静的HTML生成](…)" under a sentence, "細かい説明→[…](…)": the arrow points at the write-up
            # the link opens, "see" (s22 held-out mitsuyoshi-yamazaki 2022-07-07 [28] heard "なので", s22 dev
            # Nyshiyama blog20210115 [122][125] "から")
            # (the arrow stays after the mark, for the account: text.lexicon says the two)
            # (opening a line, its own mark: "see", whatever the line above ends with)
            before = walk.out[-1].text[: pointing.start()]
            opening = not before.strip(" \t") and (before.endswith("\n") or len(walk.out) < 2 or _line_ended(walk))
            mark = POINTER_OPENING if opening or before.rstrip(" \t").endswith("\n") else POINTER
            walk.out[-1] = Segment(before + (" " if before.strip() else "") + mark + pointing.group(1) + " ")
    if walk.sups and walk.href.startswith("#"):
        walk.sups[-1][1] = 1
    # The target (and the title) are for the browser; an autolink's angle brackets are its marks.
    account.omit("link target", f"{_as_written(walk.href)} {child.attrGet('title') or ''}")
    if child.markup == "autolink":
        account.omit("autolink marks", "< >")


def _link_close(walk: _Inline, n: int) -> None:
    walk.href = ""


# A link whose whole text is a bracketed number (`비용[[1]](https://…)`): a citation mark pointing at a source, as
# a footnote's is. (A link text that is an address without its scheme, `golang.org/x/sync/errgroup`,
# `github.com/rui314/mold`, names a package or a repository by its path: said.)
_CITATION_MARK = LazyPattern(r"\[\d{1,3}\]")


def _whole_link_text(walk: _Inline, n: int) -> bool:
    children = walk.children
    return 0 < n < len(children) - 1 and children[n - 1].type == "link_open" and children[n + 1].type == "link_close"


# (each way: a pager's "[前へ](…) ‹ [次へ](…)" points back as "»" points on)
_LINK_SEPARATORS = frozenset(
    (">", ">>", "|", "/", "·", "•", "»", "→", "->", "-", "–", "—", "=>", "<", "<<", "«", "‹", "›", "←", "<-", "<=")
)
_BETWEEN_LINKS_RULE = account.declare(
    "a sign alone between two links, a list's pause", lambda text, *_: text in _LINK_SEPARATORS
)


def _between_links(children: list[Token], n: int) -> bool:
    return 0 < n < len(children) - 1 and children[n - 1].type == "link_close" and children[n + 1].type == "link_open"


# Angle brackets framing a link ("<[GitHub - gevent/gevent: Coroutine-based …](…)>", s23 held-out LonelySinging
# xiec [7][9][40][52], tools [6][9]: the writer's habit of wrapping a pasted link as an autolink is written): the
# opening one glued to the link and after a space, a line's start or punctuation, the closing one glued after it.
# They frame the link, no comparison; left as they stood, the link's words read as an HTML tag ("GitHub", the rest
# dropped) or "less than … greater than". A bracket glued after a word ("Vec<[String](…)>") is a type's parameter.
_FRAME_OPENS = "<‹＜"
_IDENTIFIER_END = LazyPattern(r"[A-Za-z0-9_]")
_FRAME_CLOSES = ">›＞"
_FRAME_RULE = account.declare(
    "angle brackets framing a link", lambda text, *_: len(text) == 1 and text in _FRAME_OPENS + _FRAME_CLOSES
)


def _framed_link(children: list[Token], start: int) -> bool:
    """Whether the link opening at `start` stands between framing angle brackets: the text before it ends with
    one (not glued to a word), the text right after its close opens with its mirror."""
    before = children[start - 1].content if start and children[start - 1].type == "text" else ""
    if before[-1:] not in tuple(_FRAME_OPENS) or _IDENTIFIER_END.match(before[-2:-1]):
        return False
    end = next((k for k in range(start + 1, len(children)) if children[k].type == "link_close"), len(children))
    after = children[end + 1] if end + 1 < len(children) else None
    return (
        after is not None
        and after.type == "text"
        and after.content[:1] == _FRAME_CLOSES[_FRAME_OPENS.index(before[-1])]
    )


def _unframed(walk: _Inline, n: int, text: str) -> str:
    """`text` (the text at `n`) without the angle brackets it holds that frame a link next to it."""
    children = walk.children
    if n + 1 < len(children) and children[n + 1].type == "link_open" and _framed_link(children, n + 1):
        account.omit(_FRAME_RULE, text[-1])
        text = text[:-1]
    if n and children[n - 1].type == "link_close":
        start = next((k for k in range(n - 2, -1, -1) if children[k].type == "link_open"), -1)
        if start >= 0 and _framed_link(children, start):
            account.omit(_FRAME_RULE, text[0])
            text = text[1:]
    return text


def _text(walk: _Inline, n: int) -> None:
    child = walk.children[n]
    unframed = (
        _unframed(walk, n, child.content)
        if child.content[:1] in _FRAME_CLOSES or child.content[-1:] in _FRAME_OPENS
        else None
    )
    if unframed is not None and unframed != child.content:
        walk.out.append(Segment(unframed))
        return
    if _link_mark(walk, n, child) or _marked_text(walk, n, child) or _text_among_links(walk, n, child):
        return
    broken = _BROKEN_PICTURE.fullmatch(child.content) if "](" in child.content else None
    if broken is not None:
        # ' ![image-20211014122706757](image-20211014122706757.webp"></p>' (s22 dev ppippi-dev Introduction to Bash
        # Scripting [22][29][40]: a post's conversion left the address unclosed, heard as the file's name twice with
        # its quote and bracket): a picture the writer put there, cued as one — never its file's name
        account.omit("picture", child.content)
        _placed(walk, n, marked_alt(broken.group(1), broken.group(2)))
        return
    if n and child.content[:2] in _MARKERS_IN_EMPHASIS and _opens_in_emphasis(walk.children, n):
        # "**- Repository URL : 사용할 레포지토리 URL**" (s22 dev ppippi-dev ArgoCD [46]-[50]: five lines, each heard
        # "minus Repository URL"): a list's marker written inside the bold that opens the line — no Markdown list, but
        # the page shows the dash as a bullet, which no one reads aloud
        account.omit(_MARKER_RULE, child.content[0])
        walk.out.append(Segment(child.content[2:]))
        return
    content = _without_citations(child.content) if "]" in child.content else child.content
    walk.out.append(Segment(_site_named(walk.children, n, content) if "/" in content or "|" in content else content))


# A linked page's title that ends in its site's name after a slash or a bar, past a quotation that closes it (a post's
# title as the site writes it: 「…きっとそう。」/ Twitter, "It works!" / X, 「今日は晴れ。」| Twitter): the mark parts the
# title from the name of the site that shows it, no "or" between two names of a kind (s23 dev rashita 20210828 [7],
# heard "…きっとそう。」または Twitter"). The mark goes; the closing quote already pauses before the site's name.
_SITE_NAMED = LazyPattern(r"(?<=[」』”\"])\s{0,3}[/|｜]\s{0,3}(?=[A-Z][\w.]{0,30}(?: [A-Z][\w.]{0,30}){0,2}\s{0,3}$)")
_SITE_NAMED_RULE = account.declare(
    "a page title's mark before its site's name", lambda text, *_: text.strip() in ("/", "|", "｜")
)


def _site_named(children: list[Token], n: int, text: str) -> str:
    """`text` (the text at `n`, the last of a link's text) without the mark before its site's name (`_SITE_NAMED`)."""
    if n + 1 >= len(children) or children[n + 1].type != "link_close":
        return text
    found = _SITE_NAMED.search(text)
    if found is None:
        return text
    account.omit(_SITE_NAMED_RULE, found.group(0).strip())
    return text[: found.start()] + " " + text[found.end() :]


# A reference mark copied from an encyclopedia with its sentence ("的标识[6]，而此标识", "李俊（1982年-）[7]", "自学的”[8]。",
# "…released in 1995.[3] Its"): a bracketed number (or a run of them) glued after a CJK character, a closing quote or
# bracket of a CJK text, or a sentence's end, before punctuation, a space, CJK text or the line's end. It points at
# the page's list of sources as a footnote mark does, and is silent as one is (s23 held-out LonelySinging panda
# [167][168]: heard as numbers in the sentence). Glued after a Latin word or an ASCII bracket it is an index
# (`arr[0]`, `f(x)[1]`) and stays; alone or opening a line it is a list's label ("[1] Smith, 2020").
_CITATION_GLUED = LazyPattern(
    r"(?<=[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff”’」』）】。，、！？.!?])(?:\[\d{1,3}\]){1,8}"
    r"(?=[\s，。、；：！？）」”,.;:!?)]|[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]|$)"
)


def _without_citations(text: str) -> str:
    """`text` without the reference marks glued to its words (`_CITATION_GLUED`), each left out as a footnote mark."""
    if "[" not in text:
        return text

    def drop(found: re.Match[str]) -> str:
        for mark in found.group(0).replace("][", "]\0[").split("\0"):
            account.omit("footnote mark", mark)
        return ""

    return _CITATION_GLUED.sub(drop, text)


# A picture whose address was never closed: a picture file's address, then at most a stray quote and bracket.
_BROKEN_PICTURE = LazyPattern(
    r"""\s{0,20}!\[([^\[\]\n]{0,500})\]\(\s{0,5}([^()\s"'<>]{1,1000}\.(?i:png|jpe?g|gif|webp|svg|avif|bmp))["']?>?\s{0,20}"""
)
_MARKERS_IN_EMPHASIS = frozenset(("- ", "• ", "· ", "* ", "+ "))
_MARKER_RULE = account.declare(
    "a list's marker written inside the emphasis opening a line", lambda text, *_: text in ("-", "•", "·", "*", "+")
)


def _opens_in_emphasis(children: list[Token], n: int) -> bool:
    """Whether the text at `n` opens its line right inside emphasis (only emphasis opens before it on the line), with a
    word after its marker (a number after a dash is a negative one: "**- 20% off**")."""
    if not children[n].content[2:3].isalpha():
        return False
    k = n - 1
    opened = False
    while k >= 0 and (
        children[k].type in ("strong_open", "em_open") or children[k].type == "text" and not children[k].content
    ):
        opened = opened or children[k].type in ("strong_open", "em_open")
        k -= 1
    return opened and (k < 0 or children[k].type in ("softbreak", "hardbreak"))


def _link_mark(walk: _Inline, n: int, child: Token) -> bool:
    """Said a link text that is a mark, not words (GitHub Docs' AUTOTITLE, a citation's number); False if none."""
    if walk.href and child.content.strip() == "AUTOTITLE":
        # GitHub Docs fills `[AUTOTITLE](/path/to/page)` with the page's title: its name says it.
        account.omit("AUTOTITLE, said as the page's name", child.content)
        walk.out.append(Segment(autotitle(walk.href)))
    elif walk.href and _whole_link_text(walk, n) and _CITATION_MARK.fullmatch(child.content):
        account.omit("footnote mark", child.content)
    else:
        return False
    return True


# An arrow opening the text right after a key (`</kbd>  -->  cmd`): its drawn shaft, the arrow.
_ARROW_AFTER_KEYS = LazyPattern(r"\s*(-{1,3}>|={1,3}>)\s*(?=[^\s,，。]{1,30}\s*[,，]\s*\S)")


def _marked_text(walk: _Inline, n: int, child: Token) -> bool:
    """Said a text whose marks say how it is read (a `<kbd>` key, stray TeX, emoji codes); False if it has none."""
    after_tag = walk.children[n - 1].content.lower() if n and walk.children[n - 1].type == "html_inline" else ""
    if after_tag.startswith("<kbd"):
        walk.out.append(Segment(child.content, code=True))  # a key: "/" is said as its name, like `/`
    elif after_tag.startswith("</kbd") and (arrow := _ARROW_AFTER_KEYS.match(child.content)):
        # "<kbd>Win</kbd> + <kbd>R</kbd>  -->  cmd，打开命令行": keys pressed, then what to do in what they open —
        # the next step, said as a menu's step is (s21 dev kaizhou-chen notes [88][95][100]: "Win + R，从而 cmd",
        # thereby, or the arrow dropped)
        if len(arrow.group(1)) > 1:
            account.omit(
                "an arrow drawn long or pointing back: its extra strokes, a back arrow's pause", arrow.group(1)[:-1]
            )
        walk.out.append(Segment(f" {STEP}> " + child.content[arrow.end() :]))
    elif "\\" in child.content:
        # A TeX command whose dollars were lost is said as a formula, never spoken raw
        # (text.math_delimiters).
        walk.out.extend(
            Segment(piece.strip(), cue="math") if math else Segment(piece) for piece, math in stray_tex(child.content)
        )
    elif ":" in child.content and EMOJI_CODE_RUN.search(child.content):
        walk.out.append(Segment(emoji_codes(child.content)))
    else:
        return False
    return True


def _text_among_links(walk: _Inline, n: int, child: Token) -> bool:
    """Said a text by its place (a sign between links, a link's own words, a prompted command alone); False if none."""
    if _between_links(walk.children, n) and child.content.strip() in _LINK_SEPARATORS:
        # "[webpack](…) > [Gulp](…) > [Parcel](…)", "[a](…) | [b](…)": a sign alone between two links separates
        # them, whatever its shape (as a menu's steps or "greater than" it was heard as the links' relation)
        account.omit(_BETWEEN_LINKS_RULE, child.content.strip())
        walk.out.append(Segment(", "))
    elif walk.href and (named := _linked_issues(walk, n)) is not None:
        walk.out.extend(named)
    elif walk.href and (said := _link_words(walk, n)) is not None:
        walk.out.append(Segment(said))
    elif child.content[:1] == "$" and _alone_on_line(walk.children, n) and prompted_command(child.content):
        # a prompt and a command on a line of their own, under the sentence that introduces them: code spilled into
        # prose, said as code (lead's s12 ruling), its prompt left out (s18 dev ikmnjrd novnc-kali-linux [3][5][9])
        walk.out.append(Segment(child.content.strip(), code=True))
    else:
        return False
    return True


def _alone_on_line(children: list[Token], n: int) -> bool:
    """Whether `children[n]` is the only child with content on its line."""
    return all(_command_side(children, n, step) for step in (-1, 1))


def _command_side(children: list[Token], n: int, step: int) -> bool:
    m = n + step
    while 0 <= m < len(children) and not _breaks(children[m]):
        if not _blank(children[m]):
            return False
        m += step
    return True


# An issue a link's words name by its repository ("[astral-sh/uv#18967](…)에 이슈가 올라와 있고", "[uv 코드 서명 이슈
# (astral-sh/uv#18967)](…)", "- [facebook/react#11538](…) — 2017년부터 열린 이슈": s22 held-out yunjeongiya
# compiler-theory-behind-vibe-coding [76][92], react-insertbefore [28][59]): the words the reader clicks, the noun of
# their sentence — said as the repository's issue and its number ("uv 이슈 18967"), never dropped as a changelog's
# reference (the sentence lost its object: "않다. 에 이슈가"). A link that is only the reference inside brackets
# ("Fix the parser ([vitejs/vite#123](…))") is a changelog's reference still: the issue rule keeps it.
_LINKED_ISSUE = LazyPattern(r"(?<![\w.-])([\w.-]{1,100})/([\w.-]{1,100})#(\d{1,7})(?![\w#])")


def _linked_issues(walk: _Inline, n: int) -> list[Segment] | None:
    """The link's words at `n` with each `owner/repo#N` they hold said as an issue (a cue: text.lexicon words it in
    the article's language); None where they hold none, or the link is a bracketed reference alone."""
    text = walk.children[n].content
    if "#" not in text or "/" not in text or _LINKED_ISSUE.search(text) is None:
        return None
    if _whole_link_text(walk, n) and _LINKED_ISSUE.fullmatch(text.strip()) and _bracketed_link(walk.children, n):
        return None
    out: list[Segment] = []
    last = 0
    for found in _LINKED_ISSUE.finditer(text):
        out.append(Segment(text[last : found.start()]))
        account.omit(_ISSUE_OWNER, f"{found.group(1)}/")
        account.reworded("an issue a link's words name, said as its repository's issue", "#")
        out.append(Segment(f"{found.group(2)} {found.group(3)}", cue="issue"))
        last = found.end()
    out.append(Segment(text[last:]))
    return [segment for segment in out if segment.text]


_ISSUE_OWNER = account.declare("the owner of an issue's repository a link names", lambda text, *_: text.endswith("/"))


def _bracketed_link(children: list[Token], n: int) -> bool:
    """Whether the link around the text at `n` stands inside brackets, "([…](…))"."""
    before = children[n - 2].content if n >= 2 and children[n - 2].type == "text" else ""
    after = children[n + 2].content if n + 2 < len(children) and children[n + 2].type == "text" else ""
    return before.rstrip()[-1:] in ("(", "（") and after.lstrip()[:1] in (")", "）")


# A pointer that ends or opens a link's words: the link's arrow on the page (next, back, more), one sign or a run of
# them (">", ">>", "»", "›", the full-width "＞", "→" and their mirrors), spaced or glued to the words ("[Next>]").
_NAV_END = LazyPattern(r"\s*[>»›＞→]{1,3}\s*$")
_NAV_START = LazyPattern(r"^\s*[<«‹＜←]{1,3}\s*")
_NAV_RULE = account.declare(
    "a pointer ending or opening a link's words, said by nothing",
    lambda text, *_: bool(text) and all(ch in "<>«»‹›＜＞←→" for ch in text),
)
_LETTER = LazyPattern(r"[^\W\d_]")


def _link_words(walk: _Inline, n: int) -> str | None:
    """A link's own words said otherwise than as written (its pointer left out, a series' number, a handle); None:
    as written."""
    text = walk.children[n].content
    pointed = _without_pointer(walk.children, n, text)
    if pointed is not None:
        # "[Version Compatibility (버전 호환성) >](…)" (xho95 [75]), "[Learn more »](syntax/core)" (MyST-Parser docs),
        # "[< Prev](…)", "[Read more >>](…)", "[**Next** >](…)", "[次へ ＞](…)": the link's pointer, said by nothing —
        # no comparison (the lead's s17 ruling "Angle brackets"; s17 review of the text rules, text2 M4)
        return pointed
    return _in_link(text, walk.href)


def _without_pointer(children: list[Token], n: int, text: str) -> str | None:
    """The text at `n` without the pointer that ends its link (a sign after the link's words) or opens it (one
    before), or None where it has none. The link's words are judged whole, through emphasis ("[**Next** >]": the
    pointer stands alone in its text child); a pointer glued to the words is one only where no sign of the other
    direction is in them ("[List<String>]" closes a type's parameters, "[a->b]" an arrow)."""
    ends = n + 1 < len(children) and children[n + 1].type == "link_close"
    opens = n > 0 and children[n - 1].type == "link_open"
    if not (ends or opens):
        return None
    before = _link_text(children, n, -1) if ends else ""
    after = _link_text(children, n, 1) if opens else ""
    out = text
    tail = _NAV_END.search(out) if ends else None
    if tail is not None and _pointer_at(before + out[: tail.start()], tail.group(), "<«‹＜-=", end=True):
        account.omit(_NAV_RULE, tail.group().strip())
        out = out[: tail.start()]
    head = _NAV_START.match(out) if opens else None
    if head is not None and _pointer_at(out[head.end() :] + after, head.group(), ">»›＞", end=False):
        account.omit(_NAV_RULE, head.group().strip())
        out = out[head.end() :]
    return None if out == text else out


def _link_text(children: list[Token], n: int, step: int) -> str:
    """The link's words on one side of the child at `n` (`step` -1: before it, back to the link's opening; 1: after
    it, up to its close)."""
    parts: list[str] = []
    k = n + step
    while 0 <= k < len(children) and children[k].type not in ("link_open", "link_close"):
        parts.append(children[k].content)
        k += step
    return "".join(reversed(parts) if step < 0 else parts)


def _pointer_at(words: str, sign: str, other: str, *, end: bool) -> bool:
    """Whether `sign` beside the link's `words` is its pointer: words with a letter, the one beside the sign no
    operator's ("[Pipe Operator |>]" names Elixir's `|>`; "[< 10]" compares), and, glued to them, a letter beside it
    and no sign of the other direction among them (a type's "<…>", an arrow's "->")."""
    if not _LETTER.search(words):
        return False
    glued = not (sign[:1].isspace() if end else sign[-1:].isspace())
    beside = words.rstrip()[-1:] if end else words.lstrip()[:1]
    if glued:
        return _LETTER.match(beside) is not None and not any(ch in other for ch in words)
    if end:
        return beside not in _OPERATOR_CHARS
    return _LETTER.match(beside) is not None


_OPERATOR_CHARS = frozenset("<>|=-+*/&!~^%:")


# A link's own text naming the Nth of something, `#N` after its name ("[autoracex #44](https://autoracex.connpass.com/
# event/224102/)", "[Smashing Book #5](…)"): where the link goes to no issue tracker, the number is the meeting's, the
# book's, the episode's — said with its name, its sign left out (read as an issue's, it was dropped or said "イシュー
# 44": s11 dev TORIFUKUKaiou 20210904 httpc [4][27]). A link to an issue or a pull request keeps the issue rule.
_SERIES_NUMBER = LazyPattern(r"(?<=[^\W_]) #(\d{1,7})(?![\w#])")
_TRACKER = LazyPattern(r"/(?:issues|pulls?|merge_requests|discussions|commits?|compare)(?:/|$|\?|#)")
_SERIES_SIGN = account.declare("the number sign of a link's series number", lambda text, *_: text == "#")


def _in_link(text: str, href: str) -> str | None:
    """A link's own words as they name what it opens (a series' number, an account by its handle); None: as written."""
    if "#" in text and _SERIES_NUMBER.search(text) and not _TRACKER.search(href):
        return _SERIES_NUMBER.sub(_series_number, text)
    if "@" in text and _LINK_HANDLE.search(text):
        return _LINK_HANDLE.sub(_account_name, text)
    return None


def _series_number(match: re.Match[str]) -> str:
    account.omit(_SERIES_SIGN, "#")
    return f" {match.group(1)}"


# A handle in a link's own text (`[Github @kevinHWS](https://github.com/…)`): the account the link opens, the
# words the reader clicks, said by name — never a credit closing a changelog line, left out. (Only a handle closing
# words of the link's own: a link that is only a handle, `by [@bar](…)` closing a changelog line, is that credit.)
_LINK_HANDLE = LazyPattern(r"(?<=\w )@([A-Za-z0-9][A-Za-z0-9_-]{0,38})(?=\s{0,3}$)")


def _account_name(match: re.Match[str]) -> str:
    account.omit("a person's handle, called by name", "@")
    return match.group(1)


_ENTITY_ALONE = LazyPattern(r"\s{0,3}&(?:[A-Za-z][A-Za-z0-9]{1,30}|#[0-9]{1,7}|#[xX][0-9A-Fa-f]{1,6});\s{0,3}")
_ENTITY_END = account.declare("an HTML entity's closing semicolon", lambda text, *_: text == ";")


# A code span that is only a comment's marks around one or two words: the marker a sentence names (Docusaurus's
# `<!-- truncate -->`, MDX's `{/* truncate */}`, `<!-- more -->` of Hexo).
_COMMENT_ALONE = LazyPattern(r"\s*(?:<!--|\{/\*)\s*([^\W\d_][\w-]{0,30}(?: [^\W\d_][\w-]{0,30})?)\s*(?:-->|\*/\})\s*")
_COMMENT_MARKS = account.declare("a comment's marks", lambda text, *_: text in ("<!--", "-->", "{/*", "*/}"))


# Liquid's (Jekyll's, Hexo's) `{% raw %}` … `{% endraw %}` around a code span's text: the template runs first, so the
# page shows what they wrap (`{% details %}`), never the tags.
_RAW_TAG = LazyPattern(r"\{%-?\s*(?:end)?raw\s*-?%\}")
_RAW_WRAPPED = LazyPattern(r"\s*\{%-?\s*raw\s*-?%\}(.+?)\{%-?\s*endraw\s*-?%\}\s*", re.S)
_RAW_TAGS = account.declare(
    "Liquid's raw tags around code, which the page never shows", lambda text, *_: bool(_RAW_TAG.fullmatch(text))
)


def _code_inline(walk: _Inline, n: int) -> None:
    content = walk.children[n].content
    if "raw" in content and (wrapped := _RAW_WRAPPED.fullmatch(content)):
        # (s22 held-out moon-jam post-hello-world [11]: '`{% raw %}{% details %}{% endraw %}` tag 壞了' was cued
        # whole, the tag's name the sentence is about never heard)
        for tag in _RAW_TAG.findall(content):
            account.omit(_RAW_TAGS, tag)
        content = wrapped.group(1)
        walk.children[n].content = content
    marker = _COMMENT_ALONE.fullmatch(content)
    if marker is not None:
        # The marker is said by its words; the comment's marks are never said as signs (s17 held-out hiroaki-com
        # docusaurus-stripe-support-button [35]: '`<!-- truncate -->` マーカー' was heard '小なりエクスクラメーション
        # ハイフンハイフン truncate マイナスマイナス大なり').
        opening, closing = content.strip()[:3], content.strip()[-3:]
        account.omit(_COMMENT_MARKS, "<!--" if opening == "<!-" else opening)
        account.omit(_COMMENT_MARKS, closing)
        walk.out.append(Segment(marker.group(1), code=True))
        return
    if web_address(content) or labelled_address(content):  # (an address in code type: by its site — text.urls)
        walk.out.append(Segment(content.strip()))
        return
    # `&#34;` written inside code is an escaped quote, not words.
    if _ENTITY_ALONE.fullmatch(content):
        # `&quot;` alone in code is the entity the sentence is about, shown as written: said by its name (its
        # closing semicolon is its mark), never as the character it stands for ("encoded to double quote entities").
        account.omit(_ENTITY_END, ";")
        walk.out.append(Segment(content.strip().rstrip(";"), code=True))
        return
    if "&" in content:
        walk.out.append(Segment(html.unescape(content), code=True))
        return
    ending = _plural_after(walk, n)  # (first: a word in capitals inflected is said as the word, `COPY`ing)
    walk.out.append(Segment(walk.children[n].content + ending, code=True))


# A plural's or a verb's ending glued to a code span (`catch`es, `struct`s, `defer`ring, `COPY`ing, `merge`d): the
# span's word inflected, never a syllable apart (a doubled last consonant before it is the word's own spelling).
# (An acronym keeps its capitals before a plural: `API`s.)
_PLURAL_AFTER = LazyPattern(r"(?:e?s|e?d|ing|ings|er|ers)(?![A-Za-z0-9_])")
_CODE_WORD = LazyPattern(r"[A-Za-z_][A-Za-z0-9_]*")


def _plural_after(walk: _Inline, n: int) -> str:
    """The plural or verb ending right after a code span that is one name (`catch`es, `struct`s, `enum`s): taken into the span's
    word, as the page reads it ("catches"); sent apart it was heard as a syllable of its own (s14 held-out billhu0
    cmu_17514 [477] "catch es"; s14 dev askeing rust-book "struct s"). Taken out of the text token after it."""
    after = walk.children[n + 1] if n + 1 < len(walk.children) else None
    if after is None or after.type != "text" or not _CODE_WORD.fullmatch(walk.children[n].content):
        return ""
    word = walk.children[n].content
    doubled = (
        after.content[:1].lower() == word[-1:].lower() and word[-1:].isalpha() and word[-1:].lower() not in "aeiouy"
    )
    plural = _PLURAL_AFTER.match(after.content, 1 if doubled else 0)
    if plural is None:
        return ""
    ending = after.content[: plural.end()]
    after.content = after.content[plural.end() :]
    if word.isupper() and ending.islower() and ending not in ("s", "es"):
        # (`COPY`ing: a command's word in capitals, inflected as the English verb it is — "copying", not spelled)
        account.reworded("a word in capitals inflected, said as the word", word)
        walk.children[n].content = word.lower()
    return ending


def _break(walk: _Inline, n: int) -> None:
    if _variant_break(walk, n):
        return
    if _command_line(walk.children, n, -1) or _command_line(walk.children, n, 1):
        _command_end(walk, n)
        return
    label = _label_line(walk.children, n)
    if not label and (walk.site.hard_breaks or _shown_markup_line(walk.children, n)):
        _hard_break(walk, n)
        return
    pause = _cjk_hard_break(walk.children, n)
    if pause:
        walk.out.append(Segment("\n" + pause))  # (after the break: text.tidy's line-per-item prose ends it instead)
        return
    if not label and _caseless_line_closed(walk, n):
        # A hard break the source wrote (two blanks or a backslash closing the line) is a line break on the page in
        # every renderer: the line ends there, as on a site that breaks every line (s23 dev FacerAin til/22-09-19
        # [38]: three Korean notes on three lines heard as one run-on sentence).
        _hard_break(walk, n)
        return
    if not label or label.rstrip(CLOSING_QUOTES).endswith(SENTENCE_ENDS + _PAUSES):
        walk.out.append(Segment("\n"))
        return
    after = _next_words(walk.children, n + 1)  # (looked for only after a label line, where it is used)
    if not after[:1].islower():
        # A line that is one bold span (`**オーサー**`, the words under it on the next line) is a label, as
        # the eye sees it: it ends there. Joined to the next line it ran on ("オーサーパトロンの…"). (Bold
        # in the middle of a sentence, its words going on in lower case, is no label.)
        near = label + after[:1]  # Chinese or Japanese in the label or right after it: "。"
        walk.out.append(Segment("。" if any("\u3000" <= ch <= "\u9fff" for ch in near) else "."))
    walk.out.append(Segment("\n"))


_PAUSES = (",", "，", "、")  # (a label ending in one goes on)


# A line that is one element with a class and a variant of it (`<code class="tab-content gradle">build.gradle</code>`).
_VARIANT_TAG = LazyPattern(
    r"""<([A-Za-z][\w-]{0,30})\s{1,20}class\s{0,3}=\s{0,3}["']([\w-]{1,60})\s{1,20}([\w\s-]{1,120}?)\s{0,20}["']\s{0,20}>$"""
)


def _variant_line(children: list[Token], n: int, step: int) -> tuple[str, str] | None:
    """(the element's kind and class, its variant) where the line before (`step` -1) or after (1) the line break
    `children[n]` is one element alone holding words, `<tag class="kind variant">words</tag>`; None for any other."""
    m = n + step
    if not 0 <= m < len(children) or children[m].type != "html_inline":
        return None  # (one look: most lines end and open with words)
    line: list[Token] = []
    while 0 <= m < len(children) and not _breaks(children[m]) and len(line) < 4:
        line.append(children[m])
        m += step
    if step < 0:
        line.reverse()
    if len(line) != 3 or [t.type for t in line] != ["html_inline", "text", "html_inline"]:
        return None
    opened = _VARIANT_TAG.match(line[0].content.strip())
    if opened is None or not line[2].content.lower().startswith(f"</{opened.group(1).lower()}"):
        return None
    return f"{opened.group(1).lower()} {opened.group(2)}", " ".join(opened.group(3).split())


def _variant_break(walk: _Inline, n: int) -> bool:
    """A line break beside elements of which the page shows one, by a tab the reader picks: two or more lines each one
    element of one class told apart by a variant class (`<code class="tab-content gradle">build.gradle</code>` /
    `<code class="tab-content maven">pom.xml</code>`, the site's script hiding all but the picked tab's). They stand
    for one word of the sentence around them: said "A or B" with the sentence going on through them (s23 held-out
    Noverish Spring-with-Terminal [19] [25]: each line ended with a stop, "실행하면. build/libs. target. 폴더에").
    Elements of one class with no variant (a row of badges) are lines as any (False)."""
    if not walk.classed:
        return False
    before, after = _variant_line(walk.children, n, -1), _variant_line(walk.children, n, 1)
    if before is not None and after is not None and before[0] == after[0] and before[1] != after[1]:
        walk.out.append(Segment("", cue="or"))
        return True
    for one, step in ((before, -1), (after, 1)):
        if one is None:
            continue
        m = n + step
        while 0 <= m < len(walk.children) and not _breaks(walk.children[m]):
            m += step
        other = _variant_line(walk.children, m, step) if 0 <= m < len(walk.children) else None
        if other is not None and other[0] == one[0] and other[1] != one[1]:
            walk.out.append(Segment(" "))  # (the sentence goes on through the tab's word)
            return True
    return False


def _command_line(children: list[Token], n: int, step: int) -> bool:
    """Whether the line before (`step` -1) or after (1) the line break `children[n]` is a shell command alone: a code
    span that is one (`` `$ cd ~` ``, `` `# npm i -D vite` ``), or text that is a prompt and a command
    (`$ x11vnc -display :0 -forever` under the sentence that introduces it). (Walks that one line only.)"""
    m, kid = n + step, None
    while 0 <= m < len(children):
        token = children[m]  # (read once: a paragraph of many lines asks this at every break)
        if _breaks(token):
            break
        if not _blank(token):
            if kid is not None or token.type not in ("text", "code_inline"):
                return False  # (a second child, or markup: no command alone on its line)
            kid = token
        m += step
    if kid is None:
        return False
    if kid.type == "code_inline":
        return command_alone(kid.content)
    return kid.type == "text" and prompted_command(kid.content)


def _command_end(walk: _Inline, n: int) -> None:
    """A line break before or after a command alone on its line: the command ends there, and the sentence before it
    (lead's s12 ruling: code spilled into prose is said as code, apart from the words around it). Three commands on
    three lines in code type were heard as one run ('cd チルダ git clone https…', s18 dev ikmnjrd novnc-kali-linux
    [12]); a sentence left open before one ran into it ('そのため以下のように実行 $ x11vnc …')."""
    before = next((seg for seg in reversed(walk.out) if seg.text.strip() or seg.cue), None)
    tail = before.text.rstrip().rstrip(CLOSING_QUOTES) if before is not None and not before.cue else ""
    if tail and not tail.endswith(SENTENCE_ENDS):
        near = tail[-20:] + _next_words(walk.children, n + 1)[:20]
        walk.out.append(Segment("。" if _CJK_NEAR.search(near) else "."))
    walk.out.append(Segment("\n"))


_CJK_NEAR = LazyPattern("[\u3000-\u9fff\uff00-\uffef]")  # (Korean ends a sentence with ".")


def _shown_markup_line(children: list[Token], n: int) -> bool:
    """Whether the line break `children[n]` is one the page shows (two spaces) before a line that opens with a sign
    the writer escaped to show it (text.shown_escapes: `\\# 這不會變成標題`): a tutorial's lines of examples,
    each its own, ended as the page ends them (run together, "…列表井號這不會變成標題" was heard as one phrase)."""
    return bool((children[n].meta or {}).get("shown_escape"))


def _cjk_hard_break(children: list[Token], n: int) -> str:
    """The pause a hard break the source wrote (two blanks or a backslash closing the line) makes between two lines of
    Chinese or Japanese ("，", "、"), else "": the page shows two lines, and the language puts no blank between them,
    so joined as a soft break joins them they ran into one phrase (s21 held-out qian403 change-dns-guide [24]:
    "…適合快速測試" / "**限制**：…" heard "適合快速測試限制：")."""
    if children[n].type != "hardbreak" or not n or children[n - 1].type != "text":
        return ""
    if n + 1 >= len(children) or children[n + 1].type not in ("text", "strong_open", "em_open"):
        return ""  # (a picture alone on the next line is its own cue: text.prose, ruling 4b)
    before, after = children[n - 1].content[-12:], _next_words(children, n + 1)[:12]
    if not _CJK_LETTER_NEAR.search(before[-1:]) or not _CJK_LETTER_NEAR.match(after):
        return ""
    return "、" if _KANA.search(before + after) else "，"


_KANA = LazyPattern("[\u3040-\u30ff]")

_CJK_LETTER_NEAR = LazyPattern("[\u3040-\u30ff\u3400-\u9fff]")


def _hard_break(walk: _Inline, n: int) -> None:
    """A line break on a site whose Markdown shows each source line as its own line (Quartz's HardLineBreaks,
    `breaks: true`): the line is a unit the reader sees, so it ends where it ends — a full stop when it has none
    ("…コミュニティプラグインである / 日付関係の…" was heard as one relative clause: masaki39 TemplaterのExample
    Usage). A line ending in a pause mark goes on as written, and one followed by a lower-case word is an
    English sentence the writer wrapped — unless that next line is Chinese, Japanese or Korean opening with a Latin
    word ("git 关于文件权限…", "windows下面可以…": s23 dev BolasLien, FanLu1994), a line of its own."""
    before = next((seg for seg in reversed(walk.out) if seg.text.strip() or seg.cue), None)
    after = _next_words(walk.children, n + 1)
    tail = before.text.rstrip().rstrip(CLOSING_QUOTES) if before is not None and not before.cue else ""
    near = tail[-20:] + after[:20]  # (Chinese, Japanese or Korean around the break: its full stop)
    wrapped = after[:1].islower() and not _LINE_SCRIPT.search(after, 0, 40)
    if tail and after and not tail.endswith(SENTENCE_ENDS + _PAUSES) and not wrapped:
        walk.out.append(Segment("。" if _CJK_NEAR.search(near) else "."))
    walk.out.append(Segment("\n"))


def _caseless_line_closed(walk: _Inline, n: int) -> bool:
    """Whether break `n` is a hard break the source wrote after a line ending in a letter of a caseless script
    (Hangul, CJK, kana: no capital tells the next line's start from a wrapped sentence's), with words on the next
    line. A line ending in a digit, a bracket or a Latin name ("… (Koikatu! Darkness)" over a line of Chinese, "答案是19"
    over "原始字串。": test_connectors_s20, test_listening) runs on as before, and a picture alone on the next line
    is its own cue (ruling 4b, test_connectors_s22)."""
    children = walk.children
    if children[n].type != "hardbreak" or n + 1 >= len(children):
        return False
    if children[n + 1].type not in ("text", "strong_open", "em_open"):
        return False
    before = next((seg for seg in reversed(walk.out) if seg.text.strip() or seg.cue), None)
    if before is None or before.cue or before.code:
        return False
    return _LINE_SCRIPT.match(before.text.rstrip()[-1:]) is not None


# Letters of a script that writes no English (CJK, kana, Hangul): a line of it that opens with a lower-case Latin
# word ("git 关于文件权限…", "windows下面可以…") is a line of its own, not an English sentence wrapped.
_LINE_SCRIPT = LazyPattern("[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3\uf900-\ufaff]")


def _next_words(children: list[Token], start: int) -> str:
    """The first text child from `start` on that holds words (its leading blanks dropped), else "". By index,
    never a copy of the rest: a paragraph of 20,000 lines copied its remaining children at every line break
    (quadratic)."""
    for i in range(start, len(children)):
        child = children[i]
        if child.type == "text" and child.content.strip():
            return child.content.lstrip()
    return ""


def _label_line(children: list[Token], n: int) -> str:
    """The words of the line that the line break `children[n]` ends when that line is one bold span and
    nothing else (a label), else "". (Looks back to the line's start only: each line is read once.)"""
    end = n
    while end and _blank(children[end - 1]):
        end -= 1
    if not end or children[end - 1].type != "strong_close":
        return ""
    start = end - 1
    while start and children[start - 1].type not in ("softbreak", "hardbreak"):
        start -= 1
    if start and not _ends_sentence(children, start):
        return ""  # the line before it goes on into the bold line: a sentence, not a label
    while start < end and _blank(children[start]):
        start += 1
    depth, words = 0, []
    for m in range(start, end):
        kind = children[m].type
        depth += kind == "strong_open"
        depth -= kind == "strong_close"
        if depth == 0 and m != end - 1 or kind not in ("strong_open", "strong_close", "em_open", "em_close", "text"):
            return ""  # words outside the bold span, or a link, code, a picture in it
        words.append(children[m].content if kind == "text" else "")
    return "".join(words) if children[start].type == "strong_open" else ""


def _ends_sentence(children: list[Token], end: int) -> bool:
    """Whether the words before a line break (`children` up to `end`: the line before the one that starts after it)
    end a sentence."""
    last = next((children[m].content for m in range(end - 1, -1, -1) if _words(children[m])), "")
    return not last or last.rstrip().rstrip(CLOSING_QUOTES).endswith(SENTENCE_ENDS)  # (a comma goes on)


def _words(token: Token) -> bool:
    """A text token with words (not only spaces)."""
    return token.type == "text" and bool(token.content.strip())


def _blank(token: Token) -> bool:
    """An empty text token (markdown-it leaves them where emphasis delimiters were) or spaces."""
    return token.type == "text" and not token.content.strip()


def _html_inline(walk: _Inline, n: int) -> None:
    content = walk.children[n].content
    if _shown_name(walk, n):
        walk.out.append(Segment(content))  # (text.tidy says the name, its brackets left out)
        return
    account.omit("HTML tag", content)
    picture = html_image(content)
    if picture is not None and is_media(picture):
        walk.seen.append(picture)
    elif picture is not None and not html_decoration(content):
        _placed(walk, n, marked_alt(picture, html_source(content)))
    tag = _INLINE_TAG.match(content)
    name = tag.group(2).lower() if tag else ""
    closing = bool(tag and tag.group(1))
    if name and _unshown(walk, content, name, closing):
        return
    if name == "span":
        (_span_close if closing else _span_open)(walk, content)
    elif name in STRIKE_TAGS and closing:
        _strike_close(walk)
    elif name in STRIKE_TAGS:
        _strike_open(walk, name)
    elif name == "sup":
        _sup(walk, n, closing)
    elif name == "br" and not closing:
        _hard_break(walk, n)  # (each `<br>`-ended line is a line the page shows: text.inline `_hard_break`)
    elif name not in _IN_WORD_TAGS:
        walk.out.append(Segment(" "))  # <br>, <kbd>…</kbd>: the tags go, a word break stays


def _shown_name(walk: _Inline, n: int) -> bool:
    """Whether the tag at `n` is a name in angle brackets that is no element's (`<none>`, text.elements) and that
    nothing closes after it: the writer's word, which the page shows, not markup (a browser would hide it, but the
    writer wrote it to be read — Docker's `<none>` tag; s13 held-out Bai-Yingjie docker_操作记录 [185]).

    Whether a closing tag comes later is looked up in one index of the paragraph's tags, made once: scanning the
    rest of the paragraph for each tag was quadratic (s17 attack: 1 MB of `Pick<T, K> or List<String>` ran past
    180 s)."""
    content = walk.children[n].content
    if not shown_in_brackets(content) and not _type_argument(walk, n):
        return False
    if walk.last_tag is None:
        walk.last_tag = {c.content: m for m, c in enumerate(walk.children) if c.type == "html_inline"}
    closing = "</" + content[1:].split("/")[0].rstrip(">") + ">"
    return walk.last_tag.get(closing, -1) <= n


# A type's name alone in angle brackets (`<String>`, `<T>`, `<Map.Entry>`): no attribute, no slash.
_TYPE_IN_BRACKETS = LazyPattern(r"<([A-Za-z][\w.]{0,40})>")


def _type_argument(walk: _Inline, n: int) -> bool:
    """Whether the tag at `n` is a generic's type argument: a name in angle brackets, glued to the word before it
    (`List<String>`, `Vec<T>`, `Optional<Integer>`), that no browser takes for an element. A component's tag
    (`<Tabs>`, `<Aside>`) opens after a space or at a line's start, never glued to a word; an element's name glued to
    one (`word<br>`, `text<b>`) is still the element's. Taken for a tag, the argument was dropped: "a [List<String>]"
    was heard "a List" (s17 lane note: generics in prose)."""
    found = _TYPE_IN_BRACKETS.fullmatch(walk.children[n].content)
    if found is None or found.group(1).lower() in ELEMENT_NAMES or n == 0:
        return False
    before = walk.children[n - 1]
    return (
        before.type == "text"
        and before.content[-1:].isascii()
        and (before.content[-1:].isalnum() or before.content[-1:] == "_")
    )


_ATTRIBUTE = LazyPattern(r"""\s([\w:-]{1,40})(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?""")


# Elements that play or draw something, whose text is the fallback a browser shows only when it cannot ("Your
# browser does not support the video tag."): a page that plays the video never shows it.
_FALLBACK_TAGS = frozenset({"video", "audio", "object", "canvas", "iframe", "noscript"})


def _unshown(walk: _Inline, tag: str, name: str, closing: bool) -> bool:
    """An element the page does not show as text — a ruby's reading (`<rt>`, `<rp>`: the base is said), one
    its attributes hide (`hidden`, `display: none`) — set aside until it closes (elements of its name inside
    it counted), then left out by the rule "<x> element". Returns whether the tag was taken."""
    ends_reading = (closing and name == "ruby") or (not closing and name in UNSHOWN_TAGS)
    if walk.unshown and walk.unshown[-1][1] in UNSHOWN_TAGS and ends_reading and not walk.unshown[-1][2]:
        _left_out(walk, walk.unshown.pop())  # (`</rt>` is optional: `</ruby>` or the next `<rt>`/`<rp>` ends it)
        if closing:
            return False
    if walk.unshown and walk.unshown[-1][1] == name:
        entry = walk.unshown[-1]
        if not closing:
            entry[2] += 1
            return True
        if entry[2]:
            entry[2] -= 1
            return True
        _left_out(walk, walk.unshown.pop())
        return True
    if closing or not (name in UNSHOWN_TAGS or name in _FALLBACK_TAGS or (" " in tag and hidden(_attributes(tag)))):
        return False
    if name not in VOID_TAGS and not tag.rstrip().endswith("/>"):  # (a hidden `<img>` has nothing to set aside)
        walk.unshown.append([len(walk.out), name, 0])
    return True


def _left_out(walk: _Inline, entry: list[Any]) -> None:
    start = int(entry[0])
    if entry[1] == "rt":
        shown = "".join(seg.text for seg in walk.out[start:])
        if not ruby.is_reading(shown):  # a gloss the page shows over its base: said after it, in brackets
            opening, closing = ruby.aside(shown, "".join(seg.text for seg in walk.out[max(0, start - 3) : start]))
            walk.out.insert(start, Segment(opening))
            walk.out.append(Segment(closing))
            return
    account.omit(f"<{entry[1]}> element", "".join(seg.text for seg in walk.out[start:]))
    del walk.out[start:]


def _attributes(tag: str) -> list[tuple[str, str | None]]:
    """A start tag's attributes as html.parser gives them (names lower-cased; None for a bare name)."""
    end = tag.find(">")
    inside = tag[: end if end >= 0 else len(tag)]
    return [
        (found.group(1).lower(), next((v for v in found.group(2, 3, 4) if v is not None), None))
        for found in _ATTRIBUTE.finditer(inside)
    ]


def _sup(walk: _Inline, n: int, closing: bool) -> None:
    """`<sup>`: a power (`50<sup>2</sup>`, said as one), a note mark (left out), or raised words (said)."""
    if not closing and _exponent(walk.out, walk.children[n + 1 : n + 3]):
        walk.out.append(Segment("^"))
    elif closing and len(walk.out) >= 2 and walk.out[-2].text == "^":
        pass
    elif closing and walk.sups and _note_mark(walk, *walk.sups.pop()):
        pass
    elif not closing:
        walk.out.append(Segment(" "))
        walk.sups.append([len(walk.out), 0])
    else:
        walk.out.append(Segment(" "))


def _note_mark(walk: _Inline, start: int, linked: int) -> bool:
    """Whether the `<sup>` closing here is a footnote mark (`<sup><a href="#note1">[4]</a></sup>`, `<sup>[2]</sup>`,
    `word<sup>1</sup>`): the page raises it to point at a note, never words; if so it is left out. A power was
    taken before (`10<sup>5</sup>`); a gloss (`<sup>pass-through interface</sup>`) is words, and said."""
    text = "".join(seg.text for seg in walk.out[start:] if not seg.cue)
    if not note_mark(text, linked=bool(linked)):
        return False  # `<sup>st</sup>`, `<sup>TM</sup>`, a gloss: words raised, said
    account.omit("footnote mark", text)
    del walk.out[start - 1 :]  # (with the word break its tag made: "数[4]。" is "数。")
    return True


def _span_open(walk: _Inline, tag: str) -> None:
    group, cls = _span_alternative(tag)
    last = walk.alternative
    follows = bool(group) and last[0] == len(walk.out) and last[1] == group and last[2] != cls
    walk.spans.append((group, cls, len(walk.out), follows))


def _span_close(walk: _Inline, tag: str) -> None:
    group, cls, start, follows = walk.spans.pop() if walk.spans else ("", "", 0, False)
    spoke = any(seg.text.strip() for seg in walk.out[start:])
    if group and spoke and follows:
        # `<span class="options-api">mounted</span><span class="composition-api">onMounted</span>`:
        # the page shows one, by the reader's choice; a listener hears both, as "A or B"
        # (an empty alternative, the page showing nothing, adds no "or").
        walk.out.insert(start, Segment("", cue="or"))
    if group and spoke:
        walk.alternative = (len(walk.out), group, cls)


def _math(walk: _Inline, n: int) -> None:
    # The script says the formula whole, or its cue (text.mathspeech): the TeX travels with the cue.
    # GitHub's `$`x^2`$` keeps its backticks inside the dollars.
    tex = walk.children[n].content.strip()
    if len(tex) > 1 and tex[0] == tex[-1] == "`":
        tex = tex.strip("`").strip()
    walk.out.append(Segment(tex, cue="math"))


def _shortcode(walk: _Inline, n: int) -> None:
    content = walk.children[n].content
    account.omit("shortcode", content)
    if walk.site.tags and _hover(walk, n):
        return
    said = shortcode_text(content, walk.site) or " ".join(map(plain_text, shown_params(content, walk.site)))
    if said:  # (its text, or the caption or title it shows: Zola's `{{ figure(src=…, caption="…") }}`)
        walk.out.append(Segment(said))
    picture = shortcode_image(content)
    children = walk.children
    if picture is not None and not said and not is_media(picture) and (n == 0 or _breaks(children[n - 1])):
        # a picture call opening its line, a caption line under it (`{{ image(url="coze.png", alt="…") }}` then
        # '英文教材產生助手 - Coze AI Agent' in a quote): placed as a Markdown picture there is, its cue where its alt
        # describes it or the words point at it (s19 held-out jim60105 english-textbook-generation-assistant [12])
        _placed(walk, n, marked_alt(picture, ""))
    elif picture is not None:
        walk.seen.append(picture)


def _hover(walk: _Inline, n: int) -> bool:
    """A tag of the site's whose body shows only on hover (text.site_templates: `{{< tooltip term="LFX" >}}…{{<
    /tooltip >}}`): the word the sentence shows said in its place, the bubble's words left unread (s22 held-out
    kakkoyun mentorship-in-open-source part 2 [3]: the bubble heard inside the sentence, the term never). False
    where `n` opens no such tag, or it is never closed in this run of text."""
    opening = hover_opening(walk.children[n].content, walk.site.tags)
    if opening is None:
        return False
    end = next(
        (
            j
            for j in range(n + 1, len(walk.children))
            if walk.children[j].type == "shortcode" and closes_tag(walk.children[j].content, opening[0])
        ),
        -1,
    )
    if end < 0:
        return False
    account.omit("hover text", " ".join(c.content for c in walk.children[n + 1 : end] if c.content))
    if opening[1]:
        walk.out.append(Segment(opening[1]))
    walk.hidden_to = end
    return True


def _image(walk: _Inline, n: int) -> None:
    child = walk.children[n]
    src = str(child.attrGet("src") or "")
    # Its alt text is for eyes that cannot see it (said by the picture rules: text.pictures).
    written = (child.meta or {}).get("written", "")  # (a sized picture's `<…> =400x`: text.dialects)
    account.omit("picture", f"{child.content} {unquote(src)} {child.attrGet('title') or ''} {written}")
    if (child.meta or {}).get(REPLACED_ALT):  # (the alt its caption took the place of: text.caption_lines)
        account.omit("figure caption", str(child.meta[REPLACED_ALT]))
    if (child.meta or {}).get("captioned"):
        walk.seen.append(child.content)  # (the site shows its caption under it, said in its place: text.dialects)
    elif not src and (child.meta or {}).get(UNWRITTEN_SOURCE) and described(child.content):
        # A picture written with no address and a description (`![HTTPとは]()`): the page shows it broken, its alt
        # in its place — a picture the writer put there, cued with its alt (s20 held-out joj0hq what-is-http [35])
        _placed(walk, n, child.content)
    elif not src:
        # A picture one no browser loads (`![x](javascript:alert(1))`, which this parser gives as "":
        # text.markdown_rules), or one with no address nor description: the page shows nothing there, and a
        # listener hears nothing of it.
        pass
    elif _content_picture(child, src):
        _placed(walk, n, _handed_on(child, src))


def _handed_on(child: Token, src: str) -> str:
    """The alt a content picture hands on to the picture rules: its title where its alt describes nothing, a badge's
    or a file name's marked (`marked_alt`), a label the site prints as its caption marked (`SHOWN_LABEL`)."""
    # (an alt three pictures or more share is a template's, no description: text.repeated_alts)
    # (an alt that is its own file's name, 'sunset-over-lake' on sunset-over-lake.png: no description either)
    alt = "" if (child.meta or {}).get(PLACEHOLDER) else child.content
    if alt and (child.meta or {}).get(SHOWN_LABEL):  # (a label the site prints as its caption: text.dialects)
        return SHOWN_LABEL + alt
    return _titled(alt, str(child.attrGet("title") or "")) or marked_alt(alt, src)


def _titled(alt: str, title: str) -> str:
    """A picture's title as its description where its alt is none (empty, a file's name, a placeholder: "alt text",
    "image") and the title describes it (`![alt text](001.png "Home page after initial set up")`: Blowfish and other
    themes show the title as the figure's caption — the lead's s21 ruling 4b; s21 held-out pyaethu-aung 2024110701
    [32][36]…, each screenshot's caption unheard). "" when the alt describes or the title does not."""
    if not title or described(alt):
        return ""
    return described(title.replace("`", ""))


def _content_picture(child: Token, src: str) -> bool:
    """Whether a picture is no decoration: none by its source or alt, or one whose file is only named for an avatar
    standing amid the body's words (`AMID_WORDS`, text.prose)."""
    kind = decoration(child.content, src)
    return not kind or kind == "avatar" and bool((child.meta or {}).get(AMID_WORDS))


def _placed(walk: _Inline, n: int, alt: str) -> None:
    """A picture met inside a paragraph, by where it stands (text.pictures): inside a sentence ("按下 ![](…) 後")
    its alt when that is words, else the icon's cue — never dropped from the sentence; on a line of its own between
    sentences a candidate cue the paragraph's pointing words decide (`PENDING_PICTURE`); elsewhere (a flourish
    closing a sentence, an icon labelling a line) nothing. Every one goes to the picture rules' list."""
    walk.seen.append(alt)
    children = walk.children
    if walk.breaks is None:
        walk.breaks = [m for m, child in enumerate(children) if _breaks(child)]
    # (the line it stands on: after the last break before it, up to the first break after it)
    at = bisect_left(walk.breaks, n)
    start = walk.breaks[at - 1] + 1 if at else 0
    past = bisect_right(walk.breaks, n)
    end = walk.breaks[past] if past < len(walk.breaks) else len(children)
    # (the children right beside it, past a link's marks and empty text: a word, or anything else)
    before = next((children[m] for m in range(n - 1, start - 1, -1) if not _transparent(children[m])), None)
    after = next((children[m] for m in range(n + 1, end) if not _transparent(children[m])), None)
    if _joins(before, after):
        said = said_inside(alt)
        walk.out.append(Segment(f" {said} ") if said else Segment("", cue="icon"))
    elif walk.says if walk.says is not None else _says(walk):
        # (between two clauses, "…去看）![](…)name是…", after a colon, "运行cargo build：![](…)可见", or on a line of
        # its own: a picture the words around it may point at)
        walk.out.append(Segment(alt, cue=PENDING_PICTURE))


def _says(walk: _Inline) -> bool:
    """Whether any of the walk's children says words (:func:`_said`), worked out once: the walk only lower-cases a
    code word or cuts a plural's letters after a code span, and a code span says words whatever it holds."""
    walk.says = any(_said(child) for child in walk.children)
    return walk.says


def _transparent(token: Token) -> bool:
    return token.type in ("link_open", "link_close") or _blank(token)


def _joins(before: Token | None, after: Token | None) -> bool:
    """Whether a picture stands inside one clause: a word right before it and a word right after it, no mark between
    ("按下 ![](…) 後", "Press ![](…) to"; not "…去看）![](…)name", not "cargo build：![](…)可见")."""
    if before is None or after is None or not _said(before) or not _said(after):
        return False
    last = before.content.rstrip()[-1:] if before.type == "text" else "`"
    first = after.content.lstrip()[:1] if after.type == "text" else "`"
    return (last.isalnum() or last == "`") and (first.isalnum() or first in "`@")


_BR = LazyPattern(r"<br\b", re.I)


def _breaks(token: Token) -> bool:
    """A line break: the source's, or an HTML `<br>`."""
    return token.type in ("softbreak", "hardbreak") or token.type == "html_inline" and bool(_BR.match(token.content))


def _said(token: Token) -> bool:
    """A child that says words: text with a letter or digit, inline code."""
    return token.type == "code_inline" or token.type == "text" and any(ch.isalnum() for ch in token.content)


def _marks(walk: _Inline, n: int) -> None:
    account.omit("emphasis marks", walk.children[n].markup)


def _strike_open(walk: _Inline, mark: str) -> None:
    walk.struck.append((len(walk.out), mark))


def _strike_close(walk: _Inline) -> None:
    """What the page shows crossed out (`~~MySQL Galera Cluster~~ (리소스 3배…)`, `~~@octokit/auth-basic~~:
    deprecated`) is read, as a screen reader reads `<del>` and `<s>`: the aside or verdict after it is about it,
    and left out it left "(리소스 3배, 복잡도 10배)" about nothing (lead's s16 ruling; s15 held-out wlals2
    longhorn-mysql-ha-strategy [93][94], s15 dev arika0093 publish_to_zenn [18], zerosheepmoo javascriptcli
    [13][15]). Only its marks go (text.inline `_strike`)."""
    if walk.struck:
        walk.struck.pop()


def _strike(walk: _Inline, n: int) -> None:
    child = walk.children[n]
    account.omit("emphasis marks", child.markup)
    if child.type == "s_open":
        _strike_open(walk, child.markup)
    else:
        _strike_close(walk)


def _footnote_ref(walk: _Inline, n: int) -> None:
    meta = walk.children[n].meta or {}
    if "note" in meta:  # `^[text]`: the note is said with the notes
        account.omit("inline note, said with the notes", f"^[{meta['note']}]")
        return
    account.omit("footnote mark", f"[^{meta.get('label', '')}]")


def _mdx_comment(walk: _Inline, n: int) -> None:
    account.omit("MDX comment", walk.children[n].content)


def _jsx_inline(walk: _Inline, n: int) -> None:
    """A component in a sentence: what it shows (its shown props, its children) is said, never its tags. A picture
    element (`<img src={photo} />`, `<Image src={shot} alt="…" />`) is a picture, placed as an HTML one is."""
    child = walk.children[n]
    account.omit("MDX component", child.content)
    element = child.meta["element"]
    if jsx_picture(element):
        alt = element.prop("alt")
        _placed(walk, n, alt if isinstance(alt, str) else "")
        return
    said = " ".join([*shown_props(element), jsx_text(element)]).strip()
    if said:
        walk.out.append(Segment(said))


def _silent_expression(text: str, before: str, after: str) -> bool:
    """What the MDX expression rule may leave out: a comment, nothing, or an expression whose string or element
    is said in its place; never code in running text (`{2 * Math.PI}`), which is read."""
    inner = text.strip()[1:-1].strip()
    if inner.startswith("("):  # `{(<Note/>)}`, `{('…')}` show what they hold; `{(a + b) / 2}` is code
        held = inner[1:].lstrip()
        return not held or held[0] in "'\"`<"
    return not inner or (inner.startswith("/*") and inner.endswith("*/")) or inner[0] in "'\"`<"


_MDX_EXPRESSION = account.declare("MDX expression", _silent_expression)


def _jsx_expression(walk: _Inline, n: int) -> None:
    """An MDX `{expression}`: the string or element it shows is said; code it runs to show a value
    (`{2 * Math.PI}`, `{props.count}`) is read as inline code is, never dropped."""
    child = walk.children[n]
    said = text_of(child.meta["expression"])
    if said or _silent_expression(child.content, "", ""):
        account.omit(_MDX_EXPRESSION, child.content)
        if said:
            walk.out.append(Segment(said))
        return
    code = child.content.strip()[1:-1].strip()
    walk.out.append(Segment(f" {code} ", code=True))


def _dialect_mark(walk: _Inline, n: int) -> None:
    """A dialect's marks (text.dialects): left out by their rule; what the page shows for them said."""
    child = walk.children[n]
    meta = child.meta or {}
    account.omit(meta.get("rule", ""), child.content)
    if meta.get("strike") == "open":
        _strike_open(walk, "del")
    elif meta.get("strike") == "close":
        _strike_close(walk)
    if meta.get("say"):
        walk.out.append(Segment(meta["say"]))


def _embed(walk: _Inline, n: int) -> None:
    child = walk.children[n]
    meta = child.meta or {}
    account.omit("picture or directive", str(meta.get("source") or child.content or meta.get("target", "")))
    if child.meta.get("image"):
        shown = FRAME if child.meta.get("frame") else child.content if child.type == "wiki_embed" else ""
        shown = str(child.meta.get("site") or shown)
        walk.seen.append(VIDEO if child.meta.get("video") else shown)


# Inline token type → its handler. Image alt text (for eyes that cannot see the picture, not for
# ears), link markers, footnote_ref, emphasis markers and any other type: not spoken.
_HANDLERS: dict[str, Callable[[_Inline, int], None]] = {
    "link_open": _link_open,
    "link_close": _link_close,
    "text": _text,
    "code_inline": _code_inline,
    "softbreak": _break,
    "hardbreak": _break,
    "html_inline": _html_inline,
    "math_inline": _math,
    "math_inline_double": _math,
    "shortcode": _shortcode,
    "image": _image,
    "wiki_embed": _embed,
    "directive": _embed,
    "footnote_ref": _footnote_ref,
    "wiki_target": lambda walk, n: account.omit("wiki link target", walk.children[n].content),
    "mdx_comment": _mdx_comment,
    "citation": lambda walk, n: account.omit("citation", walk.children[n].content),
    "obsidian_comment": lambda walk, n: account.omit("Obsidian comment", walk.children[n].content),
    "jsx_inline": _jsx_inline,
    "jsx_expression": _jsx_expression,
    "dialect_mark": _dialect_mark,
    **dict.fromkeys(("em_open", "em_close", "strong_open", "strong_close"), _marks),
    "s_open": _strike,
    "s_close": _strike,
}


def inline_segments(
    token: Token, images: list[str] | None = None, *, paragraph: bool = False, site: SiteData = NO_SITE
) -> list[Segment]:
    """The spoken segments of an inline token; pictures met on the way go to `images` (their alt text).
    `paragraph`: a paragraph's (or list item's), whose links that are buttons for the reader go unsaid."""
    children = without_affordances(token.children or []) if paragraph else token.children or []
    if paragraph and token.children and len(children) != len(token.children):
        kept = {id(child) for child in children}
        for child in token.children:
            if id(child) not in kept:
                account.omit("button link", f"{child.content} {child.markup} {child.attrGet('href') or ''}")
    walk = _Inline(children, site, [] if images is None else images)
    walk.classed = "class" in (token.content or "")  # (lines of classed elements: _variant_break)
    for n, child in enumerate(children):
        handler = _HANDLERS.get(child.type)
        if handler is not None and n >= walk.hidden_to:
            handler(walk, n)
    return walk.out


def heading_text(token: Token) -> str:
    """A heading's text as a browser shows it (what github-slugger is given): text and code, no markup or URLs."""
    parts = []
    for child in token.children or []:
        if child.type in ("text", "code_inline"):
            parts.append(child.content)
        elif child.type in ("softbreak", "hardbreak"):
            parts.append("\n")
    return "".join(parts)
