"""A bare fence line that opens a fence over the writer's prose is a stray closing line: it opens nothing.

A writer closes a code block twice, or closes one whose opening was no fence (`**修復方向**：```ts` in a sentence),
or mistypes a closing line (``` `` ```): the next bare fence line then OPENS a fence in CommonMark, and every heading
and sentence after it is code up to the next bare fence line — often the end of the next real sample, after which
that sample's code is read as prose, and so on to the end. The reader hears one code cue where the page's writer
wrote sections (tdtc-hrb trace-zipkin-config: '## 2. Kafka' on; Hyper-Accel's style guide: '3. Markdown
Formatting'; nathanfhh's review reports; jx2lee lakehouse-tool-localtest before text.html_fences).

The tell, by structure: inside a fence opened by a BARE line, a fence line of the same character and at least its
length WITH an info string (```` ```bash ````), which no fence can contain — a writer nests samples with a longer outer
fence, and a closing line carries no info string — with a heading or a sentence before it (text.code_lines). Then
the bare line was a closing one: it is emptied (a blank line, so line numbers stay), and the lines after it are read
again as the writer wrote them. A bare fence whose body is code to its closing line, and every fence that opens with
its language, are left as they are. Fences indented past three columns (inside list items) are text.fallen_fences'.

`hidden_prose` is the same tell asked of a code cue's lines, by `narrate check` (text.swallowed_prose).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from narrate.patterns import LazyPattern

from .code_lines import sentences

__all__ = ["hidden_prose", "unpair"]

_FENCE = LazyPattern(r" {0,3}(`{3,}|~{3,})(.*)$")
_HEADING = LazyPattern(r" {0,3}#{1,6}[ \t]+(\S.*)$")
_GATE = LazyPattern(r"^ {0,3}(?:`{3,}|~{3,})[ \t]*[^`\s]", re.M)  # a fence line with an info string


def unpair(src: str) -> str:
    """`src` with each bare fence line that opened a fence over prose (the module's tell) emptied."""
    if not _GATE.search(src):
        return src
    lines = src.split("\n")
    number = 0
    while number < len(lines):
        mended = _stray_from(lines, number)
        if mended is None:
            break
        at, line = mended
        lines[at] = line
        number = at + 1
    return "\n".join(lines)


def hidden_prose(span: Sequence[str]) -> str:
    """The first heading or sentence a fence opened by a closing line holds, in `span` (a code cue's lines), else
    ""."""
    found = _first_tell(span, 0)
    return _first_prose(span[found[0] + 1 : found[1]]) if found is not None else ""


def _stray_from(lines: Sequence[str], start: int) -> tuple[int, str] | None:
    """The first mend at or after `start` — (line, what it becomes) — for a bare fence line that opened a fence over
    prose, else None. When the first line after the bare one is prose, the bare line closed nothing: it is emptied.
    When it is code, the bare line opened a real sample whose closing line is missing or mistyped (review s13 M1:
    ``` then `npm install foo`, no close, a sentence, a ```bash sample; tdtc-hrb trace-zipkin-config's
    'name: sleuth' closed by ``` `` ```): it stays, and the sample is closed before the first prose line instead —
    the mistyped close, else the blank line there, becomes a bare fence of its marker (line numbers kept)."""
    number = start
    while (found := _first_tell(lines, number)) is not None:
        opened, info_line = found
        if _first_prose(lines[opened + 1 : info_line]):
            return _mend(lines, opened, info_line)
        number = info_line  # code only between: the pairing is left as CommonMark reads it; go on from there
    return None


_MISTYPED_CLOSE = LazyPattern(r" {0,3}`{1,2}[ \t]*$")
_MARKDOWN_BLOCK = LazyPattern(r" {0,3}(?:\*\*|__|[-*+] |\d{1,3}[.)] |> |\|)")


def _mend(lines: Sequence[str], opened: int, info_line: int) -> tuple[int, str]:
    """The mend for a bare fence line at `opened` over prose before the info-string fence at `info_line`."""
    body = [n for n in range(opened + 1, info_line) if lines[n].strip()]
    if _first_prose([lines[body[0]]]) or _MARKDOWN_BLOCK.match(lines[body[0]]):
        return opened, ""  # a closing line: prose (or a Markdown label or list: '**Checkpoints**:') right after it
    prose = next(n for n in body if _first_prose([lines[n]]))
    last = max(n for n in body if n < prose)  # the sample's last line before the prose
    fence = _FENCE.match(lines[opened])
    marker = fence.group(1) if fence is not None else "```"
    if _MISTYPED_CLOSE.match(lines[last]) and marker[0] == "`":
        return last, marker
    if last < prose - 1:
        return prose - 1, marker
    return opened, ""  # no line to close it on without moving line numbers: as before


def _first_tell(lines: Sequence[str], start: int) -> tuple[int, int] | None:
    """(the bare opening line, the info-string line it cannot contain) of the first such pair at or after `start`,
    walking fences as CommonMark pairs them; None when there is none."""
    opened: tuple[int, str, bool] | None = None  # (line, marker, opened by a bare line) of the fence open here
    for number in range(start, len(lines)):
        fence = _FENCE.match(lines[number])
        if fence is None:
            continue
        marker, info = fence.group(1), fence.group(2).strip()
        if opened is None:
            opened = (number, marker, not info) if not (marker[0] == "`" and "`" in info) else None
            continue
        if marker[0] != opened[1][0] or len(marker) < len(opened[1]):
            continue
        if not info:
            opened = None  # closed
        elif opened[2] and not (marker[0] == "`" and "`" in info):
            return opened[0], number
    return None


def _first_prose(between: Sequence[str]) -> str:
    """The first heading or sentence among lines a wrongly opened fence took."""
    for line in between:
        heading = _HEADING.match(line)
        if heading is not None:
            return heading.group(1).strip()
        if line.strip() and sentences(line):
            return " ".join(line.split())
    return ""
