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

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from narrate.patterns import LazyPattern

__all__ = ["article_names", "named_in_article"]

# A web address, bare or a link's target: its scheme or a "www." to its first blank or closing bracket.
_ADDRESS = LazyPattern(r"(?:https?://|www\.)[^\s<>()\[\]\"'`]{1,2000}")
_PARTS = LazyPattern(r"/+")
_NAMES: ContextVar[frozenset[str]] = ContextVar("narrate_article_names", default=frozenset())


def _pairs(address: str) -> set[str]:
    """Every two neighbouring parts of an address's path, joined by a slash, in lower case ("boostorg/boost")."""
    # (a sentence's full stop or comma after a bare address is no part of it: "…/boost.")
    path = address.split("?", 1)[0].split("#", 1)[0].rstrip(".,;:!")
    parts = [part for part in _PARTS.split(path)[1:] if part]  # (the first part is the scheme or the host)
    if path.startswith("http") and parts:
        parts = parts[1:]  # ("https://github.com/a/b": the split's first part is "https:", the next the host)
    return {f"{a}/{b}".lower() for a, b in zip(parts, parts[1:], strict=False)}


@contextmanager
def article_names(body: str) -> Iterator[None]:
    """Within: `named_in_article` knows the pairs of words the article writes inside its web addresses."""
    found: set[str] = set()
    if "/" in body:
        for match in _ADDRESS.finditer(body):
            found |= _pairs(match.group(0))
    token = _NAMES.set(frozenset(found))
    try:
        yield
    finally:
        _NAMES.reset(token)


def named_in_article(left: str, right: str) -> bool:
    """Whether `left/right` stands in one of the article's web addresses: a name (a repository, a path), no choice."""
    names = _NAMES.get()
    return bool(names) and f"{left}/{right}".lower() in names
