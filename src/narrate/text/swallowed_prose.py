"""A code cue that hides a heading or a paragraph of prose: the check for "a cue never hides prose" (issue #38).

A fence the parser paired wrongly swallows what the writer wrote after the code: a fence's closing line left
outside its HTML block or list item OPENS a fence, which runs over the sentences and headings after it to the next
bare fence line (jx2lee's lakehouse-tool-localtest, ko: '… data directory 는 다음과 같다.'; davidpallmann's Hello,
Cloud9, en: step 5 and its sub-steps). The listener hears one code cue where the page shows prose.

The tell, by structure: inside a fence opened by a bare fence line, a fence line of the same character and at least
its length WITH an info string ("```bash"). A writer who nests a sample of fences makes the outer fence longer
(`````` over ```), and a closing line never carries an info string: an info-string line the opening fence cannot
contain says the opening line was a closing one. The lines between the two that are a heading or a sentence (outside
code: text.code_lines) are the prose the cue hides; the judge names the first of them at the cue's chunk.
"""

from __future__ import annotations

from collections.abc import Sequence

from narrate.patterns import LazyPattern

from .code_lines import sentences
from .page_judges import Heard, PageFinding

__all__ = ["prose_swallowed"]

_FENCE = LazyPattern(r" {0,3}(`{3,}|~{3,})(.*)$")
_HEADING = LazyPattern(r" {0,3}#{1,6}[ \t]+(\S.*)$")


def prose_swallowed(heard: Sequence[Heard], lines: Sequence[str]) -> list[PageFinding]:
    """Cue chunks whose source lines hold a fence opened by a closing line (the module's tell), with the first
    heading or sentence it swallowed."""
    out = []
    for h in heard:
        if h.kind != "cue" or not h.first or h.last <= h.first:
            continue
        hidden = _hidden(lines[h.first - 1 : h.last])
        if hidden:
            out.append(PageFinding(h.chunk, "prose hidden in a code cue", hidden[:120]))
    return out


def _hidden(span: Sequence[str]) -> str:
    """The first heading or sentence between a bare fence line and an info-string fence line it cannot contain, in
    `span` (a cue's lines), else ""."""
    opened: tuple[int, str, bool] | None = None  # (line, marker, opened by a bare line) of the fence open here
    for number, line in enumerate(span):
        fence = _FENCE.match(line)
        if fence is None:
            continue
        marker, info = fence.group(1), fence.group(2).strip()
        if opened is None:
            opened = (number, marker, not info) if "`" not in info else None
            continue
        if marker[0] != opened[1][0] or len(marker) < len(opened[1]):
            continue
        if not info:
            opened = None  # closed
        elif opened[2]:
            return _first_prose(span[opened[0] + 1 : number])
    return ""


def _first_prose(between: Sequence[str]) -> str:
    """The first heading or sentence among lines a wrongly opened fence took."""
    for line in between:
        heading = _HEADING.match(line)
        if heading is not None:
            return heading.group(1).strip()
        if line.strip() and sentences(line):
            return " ".join(line.split())
    return ""
