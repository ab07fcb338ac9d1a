"""Ruby glosses the page shows and no chunk says (`narrate check`).

A page shows `<ruby>簡化流程<rt>限制</rt></ruby>` with 限制 above 簡化流程: a gloss, words of their own (a joke, an
aside), which the listener loses if only the base is said (s17 held-out kamesanblog my-castle [2], quit-fb [7],
chaos-header [25]). An annotation that is the base's reading (furigana, zhuyin, toned pinyin) is the voice's own
pronunciation of the base and is rightly not said. Which is which is the reader's predicate (text.ruby.is_reading):
one source of truth, so the judge never asks for a reading the reader rightly leaves out.

Each gloss of a chunk's source lines outside code (fences and code spans) whose letters none of the chunks of those
lines sends is a finding, at the first of them.
"""

from __future__ import annotations

from collections.abc import Sequence

from narrate.patterns import LazyPattern

from .page_judges import Heard, PageFinding
from .ruby import is_reading

__all__ = ["glosses_unsaid"]

_RT = LazyPattern(r"<rt\b[^<>]{0,200}>([^<>]{1,200})</rt\s*>")
_CODE_SPAN = LazyPattern(r"(`+)[^`\n]*?\1")
_FENCE = LazyPattern(r"\s{0,3}(?:>\s?)*(`{3,}|~{3,})")
_MARKS = LazyPattern(r"[*_~`]")


def _letters(text: str) -> str:
    return "".join(ch for ch in text if ch.isalnum())


def glosses_unsaid(heard: Sequence[Heard], lines: Sequence[str]) -> list[PageFinding]:
    """The ruby glosses (annotations that are no reading of their base) on a chunk's lines that its chunks never
    say."""
    if not any("<rt" in line for line in lines):
        return []
    code = _fenced(lines)
    groups: dict[tuple[int, int], list[Heard]] = {}
    for h in heard:
        if h.first and h.kind != "cue":
            groups.setdefault((h.first, max(h.last, h.first)), []).append(h)
    out = []
    for (first, last), chunks in groups.items():
        glosses = [
            gloss
            for n in range(first, min(last, len(lines)) + 1)
            if n not in code and "<rt" in lines[n - 1]
            for gloss in _RT.findall(_CODE_SPAN.sub(" ", lines[n - 1]))
        ]
        if not glosses:
            continue
        said = _letters(" ".join(h.sent for h in chunks))
        for gloss in glosses:
            plain = _MARKS.sub("", gloss).strip()
            if plain and not is_reading(plain) and _letters(plain) and _letters(plain) not in said:
                out.append(PageFinding(chunks[0].chunk, "a ruby gloss the page shows, never said", plain[:80]))
    return out


def _fenced(lines: Sequence[str]) -> set[int]:
    """The 1-based numbers of the lines inside code fences (and the fences themselves)."""
    inside: set[int] = set()
    fence = ""
    for number, line in enumerate(lines, start=1):
        opened = _FENCE.match(line)
        if opened and (not fence or opened.group(1).startswith(fence)):
            inside.add(number)
            fence = "" if fence else opened.group(1)
        elif fence:
            inside.add(number)
    return inside
