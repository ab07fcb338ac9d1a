"""Heading anchors as the blog's site generator writes them, so a chapter can link to its section.

A chapter's `url` in the JSON chapters is the article's page plus `#<id>` of the heading the
chapter starts at. The id is the one the site generator gave the heading, so narrate computes
it the same way (`feed.anchors` says which generator):

- ``hugo``: Hugo's default (goldmark, ``autoHeadingIDType: github``). It reads the heading's
  *Markdown source* (`## Use *this* [link](https://x.io)` → ``use-this-linkhttpsxio``): the
  source is trimmed; a space or `-` becomes `-`; letters (any script: 中文, 日本語, 한국어),
  decimal digits and `_` are kept, lower-cased; everything else is dropped. An empty id is
  ``heading``; a taken one gets ``-1``, ``-2``… (the first free), and a heading's own
  ``{#id}`` takes its id as given (and reserves it).
- ``github``: GitHub, and every site using the github-slugger package on the heading's
  *text* (link text, code, not the URL or markup): lower-cased; punctuation, symbols, emoji
  and control characters are dropped (letters, marks, numbers, `_`, `-` and spaces stay),
  each space becomes `-`, nothing is trimmed. A slug seen before gets ``-1``, ``-2``…
  counted per original slug.
- ``astro``: Astro (4 and 5 by default): github-slugger's slug with one trailing `-` cut
  (``## `<Picture />` `` → ``picture``, where GitHub writes ``picture-``).

An explicit ``{#id}`` at the end of a heading wins in every style (Hugo, kramdown and pandoc
read it; sites on remark add a plugin for it), and so does react.dev's MDX ``{/*id*/}``.

Checked against hugo 0.111 (tests/text/test_heading_anchors.py renders headings with the real binary when
it is installed) and against github-slugger 2.0 (a golden file of its output).
"""

from __future__ import annotations

import bisect
import unicodedata
from collections.abc import Callable, Iterable

from narrate.config import ANCHOR_STYLES
from narrate.patterns import LazyPattern

__all__ = ["ANCHOR_STYLES", "Anchors", "explicit_id", "github_slug", "hugo_id", "page_anchors"]

# A heading's attribute block at its end: `{#id}`, `{#id
# .class key=value}` (goldmark, kramdown, pandoc).
_ATTRIBUTES = LazyPattern(r"[ \t]*\{[ \t]*([^{}\n]*)\}[ \t]*$")
_EXPLICIT_ID = LazyPattern(r"(?:^|\s)#([^\s#{}.]+)")
# react.dev's MDX: `## Title {/*title-id*/}`.
_MDX_ID = LazyPattern(r"[ \t]*\{[ \t]*/\*[ \t]*([\w-]+)[ \t]*\*/[ \t]*\}[ \t]*$")


def explicit_id(source: str) -> tuple[str, str]:
    """(the heading's own `{#id}` (or MDX `{/*id*/}`) or "", its source without that block)."""
    if "{" not in source:  # (both blocks open with one)
        return "", source
    mdx = _MDX_ID.search(source)
    if mdx:
        return mdx.group(1), source[: mdx.start()].rstrip()
    found = _ATTRIBUTES.search(source)
    if not found:
        return "", source
    inner = found.group(1)
    given = _EXPLICIT_ID.search(inner)
    if given is None and not inner.lstrip().startswith((".", ":")) and "=" not in inner:
        return "", source  # `{foo}`: braces in the title, not attributes
    return (given.group(1) if given else ""), source[: found.start()].rstrip()


def _go_lower(ch: str) -> str:
    """One character lower-cased as Go's unicode.ToLower does it (one character in, one out)."""
    low = ch.lower()
    return low if len(low) == 1 else low[0]


def _hugo_char(ch: str) -> str:
    """What one character of a heading's source becomes in Hugo's id ("" when it is dropped)."""
    if ch in "- ":
        return "-"
    if ch == "_" or ch.isalpha() or unicodedata.category(ch) == "Nd":
        return _go_lower(ch)
    return ""


class _PerCharacter(dict[int, str]):
    """A str.translate table that works out each character once, by `rule`, when a text first holds it
    (a page of 10,000 headings asks the same few dozen characters again and again)."""

    def __init__(self, rule: Callable[[str], str]) -> None:
        super().__init__()
        self.rule = rule

    def __missing__(self, point: int) -> str:
        said = self[point] = self.rule(chr(point))
        return said


_HUGO_TABLE = _PerCharacter(_hugo_char)


def hugo_id(source: str) -> str:
    """Hugo's id for a heading's Markdown source, before duplicates are numbered ("" stays "")."""
    return source.strip().translate(_HUGO_TABLE)


# github-slugger removes these general categories (its script/generate-regex.mjs), except
# characters that are also Alphabetic (circled and squared letters), `-` and the space.
_SLUGGER_DROPS = frozenset(
    {"No", "Pe", "Pf", "Pi", "Ps", "Po", "Pd", "Sm", "Sc", "Sk", "So", "Cc", "Co", "Cf", "Cn", "Zs", "Zl", "Zp"}
)
_ALPHABETIC_SYMBOLS = ((0x24B6, 0x24E9), (0x1F130, 0x1F149), (0x1F150, 0x1F169), (0x1F170, 0x1F189))
# Its tables are Unicode 13.0's: characters assigned in Unicode 14.0 were
# unassigned to it, so it drops them (found by running github-slugger 2.0
# over every code point below U+30000 against this function).
_NEWER_THAN_SLUGGER = (
    (0x870, 0x887),
    (0x889, 0x88E),
    (0x898, 0x89F),
    (0x8B5, 0x8B5),
    (0x8C8, 0x8D2),
    (0xC3C, 0xC3C),
    (0xC5D, 0xC5D),
    (0xCDD, 0xCDD),
    (0x170D, 0x170D),
    (0x1715, 0x1715),
    (0x171F, 0x171F),
    (0x180F, 0x180F),
    (0x1AC1, 0x1ACE),
    (0x1B4C, 0x1B4C),
    (0x1DFA, 0x1DFA),
    (0x2C2F, 0x2C2F),
    (0x2C5F, 0x2C5F),
    (0x9FFD, 0x9FFF),
    (0xA7C0, 0xA7C1),
    (0xA7D0, 0xA7D1),
    (0xA7D3, 0xA7D3),
    (0xA7D5, 0xA7D9),
    (0xA7F2, 0xA7F4),
    (0x10570, 0x1057A),
    (0x1057C, 0x1058A),
    (0x1058C, 0x10592),
    (0x10594, 0x10595),
    (0x10597, 0x105A1),
    (0x105A3, 0x105B1),
    (0x105B3, 0x105B9),
    (0x105BB, 0x105BC),
    (0x10780, 0x10785),
    (0x10787, 0x107B0),
    (0x107B2, 0x107BA),
    (0x10F70, 0x10F85),
    (0x11070, 0x11075),
    (0x110C2, 0x110C2),
    (0x11740, 0x11746),
    (0x11AB0, 0x11ABF),
    (0x12F90, 0x12FF0),
    (0x16A70, 0x16ABE),
    (0x16AC0, 0x16AC9),
    (0x1AFF0, 0x1AFF3),
    (0x1AFF5, 0x1AFFB),
    (0x1AFFD, 0x1AFFE),
    (0x1B11F, 0x1B122),
    (0x1CF00, 0x1CF2D),
    (0x1CF30, 0x1CF46),
    (0x1DF00, 0x1DF1E),
    (0x1E290, 0x1E2AE),
    (0x1E7E0, 0x1E7E6),
    (0x1E7E8, 0x1E7EB),
    (0x1E7ED, 0x1E7EE),
    (0x1E7F0, 0x1E7FE),
    (0x2A6DE, 0x2A6DF),
    (0x2B735, 0x2B738),
)


def _within(point: int, ranges: tuple[tuple[int, int], ...]) -> bool:
    """Whether `point` is in one of `ranges` (sorted, apart): the one starting at or before it, by bisection
    (a Chinese heading asks for every character)."""
    at = bisect.bisect_right(ranges, (point, 0x10FFFF)) - 1
    return at >= 0 and ranges[at][0] <= point <= ranges[at][1]


def _slugger_keeps(ch: str) -> bool:
    if ch in "- ":
        return True
    point = ord(ch)
    if unicodedata.category(ch) not in _SLUGGER_DROPS:
        return point < 0x800 or not _within(point, _NEWER_THAN_SLUGGER)
    return _within(point, _ALPHABETIC_SYMBOLS)


_SLUGGER_TABLE = _PerCharacter(lambda ch: ch if _slugger_keeps(ch) else "")


def github_slug(text: str) -> str:
    """github-slugger's slug of a heading's text, before duplicates are numbered."""
    return text.lower().translate(_SLUGGER_TABLE).replace(" ", "-")


class Anchors:
    """The ids of one page's headings, in document order, in one style (duplicates numbered)."""

    def __init__(self, style: str) -> None:
        if style not in ANCHOR_STYLES:
            raise ValueError(f"unknown anchor style {style!r}; use one of {', '.join(ANCHOR_STYLES)}")
        self.style = style
        self._taken: set[str] = set()  # hugo: every id on the page
        self._seen: dict[str, int] = {}  # github-slugger: occurrences per slug
        self._tried: dict[str, int] = {}  # hugo: the last number tried per base id

    def next(self, source: str, text: str) -> str:
        """The id of the next heading: its Markdown `source` (Hugo reads that) and its `text` (the others)."""
        given, source = explicit_id(source)
        if given:
            if self.style == "hugo":
                self._taken.add(given)
            return given
        if self.style == "hugo":
            base = hugo_id(source) or "heading"
            # Resume where the last heading of this base stopped: every id before it is still taken
            # (ids are only added), so 20,000 headings "h" cost 20,000 steps, not 200 million.
            n = self._tried.get(base, 0)
            found = f"{base}-{n}" if n else base
            while found in self._taken:
                n += 1
                found = f"{base}-{n}"
            self._tried[base] = n
            self._taken.add(found)
            return found
        _, text = explicit_id(text)
        original = github_slug(text)
        slug = original
        while slug in self._seen:
            self._seen[original] += 1
            slug = f"{original}-{self._seen[original]}"
        self._seen[slug] = 0
        if self.style == "astro" and slug.endswith("-"):
            slug = slug[:-1]
        return slug


def page_anchors(headings: Iterable[tuple[str, str]], style: str) -> list[str]:
    """The ids of a page's headings, given each as (Markdown source, text), in document order."""
    anchors = Anchors(style)
    return [anchors.next(source, text) for source, text in headings]
