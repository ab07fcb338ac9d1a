"""Placeholders heard as literal words (`narrate check`): `POST /notes/{userId}` sent "slash notes slash userId".

A name the page shows between braces or angle brackets — `{userId}`, `{location}`, `{Sheet Name}.xml.rels`,
`models.<resource_path>` — is a slot the reader fills: the marks are what tell the listener "put your own value here".
Sent without them, the listener hears the literal word (a path segment called "userId", a city called "location").
A placeholder counts as said when what its chunks send keeps the mark itself (the voice reads it) or the mark's name
in the chunk's language right before the name ("左大括號 Sheet Name 右大括號"). Only what the page shows is judged
(an HTML tag is markup, a URL is heard by its host, a template's `{{ }}`, `${…}` and TeX's `\\frac{…}` are not
placeholders), on the chunk's own lines, apart from the reader that made the chunk.
"""

from __future__ import annotations

from collections.abc import Sequence

from narrate.patterns import LazyPattern

from .lexicon import symbol_names
from .page_judges import Heard, PageFinding
from .page_view import Page

__all__ = ["placeholders_unmarked"]

# A name in braces or angle brackets standing free: after a blank, a sign of a path or a line's start (never after a
# letter: `Vec<T>`, `\frac{a}`, `x_{i}` are code or TeX), its name a word of up to three (`{Sheet Name}`) with
# no sign but `_`, `-`, `.` inside, and not doubled (`{{ site.title }}`).
_PLACEHOLDER = LazyPattern(
    r"(?<![\w{$%\\^_<])(?:\{([A-Za-z][\w.-]{0,30}(?: [\w.-]{1,30}){0,2})\}(?!\})"
    r"|<([a-z][a-z0-9]*_[\w-]{0,30})>)"
)
_ADDRESS = LazyPattern(r"[a-z][a-z0-9+.-]{1,15}://\S*")
# How far before the name the mark's word may stand ("left brace ", "左大括號").
_NEAR = 16


def placeholders_unmarked(page: Page, heard: Sequence[Heard]) -> list[PageFinding]:
    """Chunks whose lines show a placeholder (a name in braces or angle brackets) that they send with neither its
    marks nor the marks' names: each at the chunk that sends the name, with the placeholders so heard."""
    groups: dict[tuple[int, int], list[Heard]] = {}
    for h in heard:
        if h.first and h.kind != "cue":
            groups.setdefault((h.first, max(h.last, h.first)), []).append(h)
    out: list[PageFinding] = []
    for (first, last), chunks in groups.items():
        shown = " ".join(s.text for s in page.over(first, last) if s.kind == "prose")
        if "{" not in shown and "<" not in shown:
            continue
        lost = [
            (mark, name)
            for mark, name in _placeholders(_ADDRESS.sub(" ", shown))
            if not any(_marked(mark, name, h) for h in chunks)
        ]
        for h in chunks:
            mine = [f"{mark}{name}{_CLOSE[mark]}" for mark, name in lost if name in h.sent]
            if mine:
                out.append(PageFinding(h.chunk, "a placeholder's brackets never said", " ".join(mine)[:120]))
                break
    return out


_CLOSE = {"{": "}", "<": ">"}


def _placeholders(text: str) -> list[tuple[str, str]]:
    """The placeholders `text` shows: (opening mark, name), once each."""
    found = {("{", m.group(1)) if m.group(1) else ("<", m.group(2)) for m in _PLACEHOLDER.finditer(text)}
    return sorted(found)


def _marked(mark: str, name: str, h: Heard) -> bool:
    """Whether chunk `h` sends `name` with its mark, or with the mark's word in its language just before it."""
    if mark + name in h.sent or name not in h.sent:
        return mark + name in h.sent
    word = symbol_names(mark, h.lang)
    at = h.sent.find(name)
    while at >= 0:
        if word and word in h.sent[max(0, at - len(word) - _NEAR) : at]:
            return True
        at = h.sent.find(name, at + 1)
    return False
