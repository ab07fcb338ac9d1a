"""Names the article writes with a slash, heard as a choice (`narrate check`).

The lead's s17 ruling "Slash, by article context": a pair `a/b` that the article also uses as (part of) an address, a
path or a link target — a repository (`boostorg/boost` beside `https://github.com/boostorg/boost`), a package scope,
a folder — is a NAME, said as written, never "or", whatever a word list makes of its two halves. A listener who hears
"boostorg 또는 boost" or "textlint-ja または textlint-rule-preset-ai-writing" hears two things to pick from where the
page names one.

This judge takes the article's own addresses, link targets and paths from its source lines — the reader's own list of
them (text.article_names.named_pairs: one source of truth, s18; until then check gathered paths and link targets
the reader's list had not, and the two disagreed) — and reads what each chunk sends: the two halves of such a pair with a word of "or" between them is a finding, at that chunk, once per pair.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from narrate.patterns import LazyPattern

from .article_names import named_pairs
from .page_judges import Heard, PageFinding

__all__ = ["names_heard_as_choices", "slashed_names"]

# Two halves said with a word of "or" between them, in the voices' languages.
# (a Latin or Korean word of "or" stands between blanks; a Chinese or Japanese one may be glued)
_SAID = LazyPattern(
    r"([\w@][\w.@-]{0,99})(?:\s+(?:or|또는|혹은)\s+|\s*(?:または|もしくは|或者|或)\s*)([\w@][\w.@-]{0,99})", re.I
)


def slashed_names(lines: Sequence[str]) -> frozenset[tuple[str, str]]:
    """The `a/b` pairs of neighbouring parts in the article's addresses, link targets and paths, lower-cased: the
    reader's own list (text.article_names.named_pairs, which its slash rule asks), so judge and reader agree on what
    the article names."""
    return frozenset((a, b) for a, _, b in (pair.partition("/") for pair in named_pairs("\n".join(lines))))


def names_heard_as_choices(heard: Sequence[Heard], names: frozenset[tuple[str, str]]) -> list[PageFinding]:
    """The chunks that send a pair of `names` (slashed_names) with a word of "or" between its halves, where the page
    shows the pair with its slash."""
    out: list[PageFinding] = []
    if not names:
        return out
    for h in heard:
        if h.kind == "cue" or "/" not in h.shown:
            continue
        shown = h.shown.lower()
        seen: set[tuple[str, str]] = set()
        for m in _SAID.finditer(h.sent):
            pair = (m.group(1).lower(), m.group(2).lower())
            if pair in names and pair not in seen and f"{pair[0]}/{pair[1]}" in shown:
                seen.add(pair)
                out.append(PageFinding(h.chunk, "a name written with a slash heard as a choice", "/".join(m.groups())))
    return out
