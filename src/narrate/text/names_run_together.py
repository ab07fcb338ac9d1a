"""Names the page lists apart, heard as one (`narrate check`): `` `金額` `計上月` `担当者` `作成日` `` sent
"金額計上月担当者作成日" — four properties heard as one compound word.

On the page, two or more code spans side by side with only blanks between them are items of a list (property names,
fields, tags), each shown in its own box. A voice of a language written without blanks between words (Chinese,
Japanese) runs glued words together: where the chunk sends two neighbours of such a run glued — the end of one, the
start of the next, nothing between — the listener hears one name where the page shows two. Signs, commas or blanks
between them, as sent, keep them apart. Read from the chunk's own lines, apart from the reader.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from narrate.patterns import LazyPattern

from .page_judges import Heard, PageFinding

__all__ = ["names_run_together"]

_RUN = LazyPattern(r"`([^`\n]{1,40})`(?:[ \t\u3000]+`([^`\n]{1,40})`){1,20}")
_SPAN = LazyPattern(r"`([^`\n]{1,40})`")
_GLUED_VOICES = ("zh", "ja")


def names_run_together(heard: Sequence[Heard], lines: Sequence[str]) -> list[PageFinding]:
    """Chunks to a Chinese or Japanese voice that send two code spans the page shows apart (blanks only between them)
    glued into one word: each at the chunk, with the two names."""
    groups: dict[tuple[int, int], list[Heard]] = {}
    for h in heard:
        if h.first and h.kind != "cue" and h.lang.startswith(_GLUED_VOICES):
            groups.setdefault((h.first, max(h.last, h.first)), []).append(h)
    out: list[PageFinding] = []
    for (first, last), chunks in groups.items():
        pairs = _pairs(lines[first - 1 : last])
        for h in chunks if pairs else ():
            glued = next((f"{a} {b}" for a, b in pairs if a + b in h.sent), "")
            if glued:
                out.append(PageFinding(h.chunk, "names the page shows apart heard as one", glued))
    return out


def _name(text: str) -> bool:
    """A name of two characters or more with a letter (a span of signs is said by its names; `年` `月` `日` said
    "年月日" is the word they make)."""
    return len(text) >= 2 and re.search(r"[^\W\d_]", text) is not None


def _pairs(lines: Sequence[str]) -> list[tuple[str, str]]:
    """Each two neighbours of a run of code spans with blanks only between them."""
    pairs = []
    for line in lines:
        if line.count("`") < 4:
            continue
        for run in _RUN.finditer(line):
            names = [n.strip() for n in _SPAN.findall(run.group())]
            pairs += [(a, b) for a, b in zip(names, names[1:]) if _name(a) and _name(b)]
    return pairs
