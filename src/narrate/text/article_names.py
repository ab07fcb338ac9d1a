"""The pairs of names an article writes inside its own addresses, for the slash between them in its prose.

A slash between two words reads by what it joins: alternatives ("Deepin/Ubuntu", "feature/enhancement") are "or" in
the language, a name keeps it. Which one a pair is, one sentence does not always show — "GitHub 저장소인
[boostorg/boost](https://github.com/boostorg/boost)" (s16 held-out xho95 Install-Boost [7] [41], heard "boostorg 또는
boost"), "[GitHub - textlint-ja/textlint-rule-preset-ai-writing: …](https://github.com/textlint-ja/…)" (tkancf
monthly-notes-2025-06 [29], heard "または"), "as complex as apple/swift" two sentences after the repository's link
(eonist Github-collaboration [56]). The article shows it: the same two words stand side by side in one of its web
addresses, a link's target or a bare URL. That pair is a NAME (a repository, a path), said as written, whatever
word list would call its words ordinary (the lead's s17 ruling "Slash, by ARTICLE context").

A page is read whole, so the pairs are gathered once from its Markdown body (`article_names`, around the script's
building, as `mathspeech.article_formulas` gathers its notation) and asked for by the slash's rule
(`named_in_article`). Outside that (a lone sentence, a test of one rule) no pair is known and nothing changes.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from narrate.patterns import LazyPattern

__all__ = ["article_names", "named_in_article", "named_pairs", "star_note_in_article"]

# What the article writes as an address or a path (the lead's s17 ruling "Slash, by ARTICLE context": an address, a
# path or a link target): a web address (any scheme, or a "www."), a link's target (Markdown's `](…)`, an HTML
# `href=`/`src=`), or a path (from the root, the home or here: `/packages/shop`, `~/a/b`; or ending at a file:
# `src/assets/logo.png`). A run of words joined by slashes in prose (`major/minor/patch`) is none of these, nor a
# code span's pair alone (`LD/ST`, `Healthy/Unhealthy`: a unit's or states' names, which "or" may join). One list for
# the reader (named_in_article) and for `narrate check` (text.names_as_choices asks named_pairs): the two never
# disagree on what the article names.
_TARGET = LazyPattern(
    r"\b[a-z][a-z0-9+.-]{1,15}://[^\s<>()\[\]\"'`]{1,2000}|\bwww\.[^\s<>()\[\]\"'`]{1,2000}"
    r"|\]\(\s*<?([^)\s>]{1,1000})"
    r"|\b(?:href|src)\s*=\s*[\"']([^\"'\s]{1,1000})"
    r"|(?<![\w/.-])(?:~|\.{1,2})?/(?:[\w.@-]{1,80}/){1,20}[\w.@-]{1,80}"
    r"|(?<![\w/.-])(?:[\w.@-]{1,80}/){1,20}[\w@-]{1,80}\.[a-z][a-z0-9]{0,4}\b",
    re.I,
)
_SCHEME = LazyPattern(r"^(?:[a-z][a-z0-9+.-]{1,15}://[^/]*|www\.[^/]*)", re.I)
_PART = LazyPattern(r"[\w@][\w.@-]{0,99}")
_NAMES: ContextVar[frozenset[str]] = ContextVar("narrate_article_names", default=frozenset())
# A note the article opens with a star glued to its first, capitalised word, on a line holding no other star (so no
# emphasis): "_*You can notice here that Samsung has…_" (s23 dev erickhun world-innovation-taiwan-semiconductors [26]).
# Only where one stands is a star closing a name above ("Samsung*,") its mark; a star after a type in a signature
# ("cols: String*", "xs: Int*": JerrySheh Spark SQL 和 DataFrame.md, s20 held-out) has no note, and is code.
_STAR_NOTE = LazyPattern(
    r"^[ \t]{0,3}(?:>[ \t]?)*(?:[-+][ \t]+|\d{1,3}[.)][ \t]+)?_{0,2}\\?(?<!\*)\*(?![*\s])"
    r"(?=[A-Z][a-z]{0,30} [a-z])[^*\n]*$",
    re.M,
)
_HAS_STAR_NOTE: ContextVar[bool] = ContextVar("narrate_article_star_note", default=False)


def named_pairs(text: str) -> frozenset[str]:
    """Every two neighbouring parts of the addresses, link targets and paths `text` writes, joined by a slash, in
    lower case ("boostorg/boost"); an address's scheme and host are no part (a sentence's full stop or comma after a
    bare address is none either: "…/boost.")."""
    found: set[str] = set()
    fenced = False
    for line in text.split("\n") if "/" in text else ():
        if _FENCE.match(line):
            fenced = not fenced
        elif "/" in line:
            found |= _line_pairs(line)
            key = _CONFIG_KEY.match(line) if fenced else None
            if key is not None:
                found.add(f"{key.group(1)}/{key.group(2)}".lower())
    return frozenset(found)


_FENCE = LazyPattern(r"[ \t]{0,3}(?:```|~~~)")
# A key of a configuration in the article's code, a namespaced name (`- node/with-cache:`, `  orb/job:`): an orb's
# command, a job's id — one name, which prose that writes it in code means as written (s23 held-out Noverish
# source/_posts/etc/Circle-CI.md [35]: "`node/with-cache` 명령어" heard "node 또는 with-cache").
_CONFIG_KEY = LazyPattern(r"[ \t+]*(?:-[ \t]+)?([a-z][\w.@-]{0,60})/([a-z][\w.@-]{0,60}):(?:\s|$)")


def _line_pairs(line: str) -> set[str]:
    found: set[str] = set()
    for match in _TARGET.finditer(line):
        target = next((g for g in match.groups() if g), match.group())
        path = _SCHEME.sub("", target.split("?", 1)[0].split("#", 1)[0], count=1).rstrip(".,;:!")
        parts = path.split("/")
        found |= {
            f"{a}/{b}".lower()
            for a, b in zip(parts, parts[1:], strict=False)
            if _PART.fullmatch(a) and _PART.fullmatch(b)
        }
    return found


@contextmanager
def article_names(body: str) -> Iterator[None]:
    """Within: `named_in_article` knows the pairs of words the article writes inside its addresses, link targets and
    paths (named_pairs)."""
    token = _NAMES.set(named_pairs(body))
    note = _HAS_STAR_NOTE.set("*" in body and _STAR_NOTE.search(body) is not None)
    try:
        yield
    finally:
        _HAS_STAR_NOTE.reset(note)
        _NAMES.reset(token)


def named_in_article(left: str, right: str) -> bool:
    """Whether `left/right` stands in one of the article's addresses, link targets or paths: a name (a repository, a
    path), no choice."""
    names = _NAMES.get()
    return bool(names) and f"{left}/{right}".lower() in names


def star_note_in_article() -> bool:
    """Whether the article holds a note opened by a star glued to its first word (:data:`_STAR_NOTE`): the note a
    star closing a name elsewhere points at."""
    return _HAS_STAR_NOTE.get()
