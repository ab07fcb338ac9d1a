"""A code fence opened inside a list item whose body fell out of the item, read as the site shows it: one block.

Hashnode's editor (davidpallmann's backups, s12 held-out: 'Hello, Polly!', 'Hello, Cost Explorer!', …) writes a
step's code as a fence opened at the step's indent (`    ```dos`) with its body at column 0 and a bare "```" at
column 0 that closes it; Hashnode's renderer shows one code block. CommonMark ends the item at the body (a line
indented less than the item's content is not in it), so the fence closes empty, the command is read as a
paragraph, and the column-0 "```" OPENS a fence that swallows whole steps of prose up to the next fence line —
a "```csharp" line among them, since a closing fence carries no info string. Readers heard ~45 holes and
misreadings on 7 articles.

The shape, by structure: a fence opened inside a list item (at or past the item's content column, less than
indented code's 4 columns past it) whose body, or its closing line, has a line left of that column, and whose next bare fence line of
its marker — with no fence line carrying an info string before it, which would say the pairing is another —
closes it. Its body and closing line are moved right by the opening line's indent, so the block parse reads one
fence in the item, as the writer meant. A fence whose body stays in its item (CommonMark-correct) is untouched;
so is every line outside such a fence. Only spaces are added at (or, for that opening line, taken from) the starts of lines: line numbers stay.

The same fence outside any list item (a step's list ended by a line at column 1, ' If you prefer the LTS
release, run this command instead:') is indented code to CommonMark: its opening line is read as code, its body as a
paragraph ('./dotnet-install.sh -c LTS' read aloud in clbf28kmz000g08l4b4xr3t0j.md) and its closing line opens a
fence. Its body and closing line at column 0 say where the writer's fence is: the opening line is moved left to
column 0, so the three lines are one fence.

Once the fences pair as the writer meant, one more of the same backups shows the other side of the misparse: a
fence of four backticks closed by three runs to the end in CommonMark and swallows the closing sections; when
headings follow the shorter bare fence, that line closes it (_shorter_closing).
"""

from __future__ import annotations

import re

from narrate.patterns import LazyPattern

# A fence opened past column 0, or a fence longer than three (the gate: a text with neither has nothing to mend).
_INDENTED_FENCE = LazyPattern(r"^[ \t]+(?:`{3,}|~{3,})|````|~~~~", re.M)
_ITEM = LazyPattern(r"[ \t]*(?:[-+*]|\d{1,9}[.)])(?=[ \t]|$)")
_BREAK = LazyPattern(r"[ \t]*([-*_])(?:[ \t]*\1){2,}[ \t]*$")  # `- - -`: a thematic break, no item
_FENCE = LazyPattern(r"[ \t]*(`{3,}|~{3,})(.*)$")


def _width(line: str) -> int:
    """The column where `line`'s text starts (a tab goes on to the next multiple of 4, as markdown-it counts)."""
    column = 0
    for char in line:
        if char == " ":
            column += 1
        elif char == "\t":
            column += 4 - column % 4
        else:
            break
    return column


def _content_column(line: str, marker_end: int) -> int:
    """The column an item's content starts at: after its marker and 1 to 4 spaces (1 when more, or none)."""
    rest = line[marker_end:]
    spaces = len(rest) - len(rest.lstrip(" "))
    return marker_end + (spaces if 1 <= spaces <= 4 and rest.strip() else 1)


def _closes(line: str, marker: str) -> bool:
    """Whether `line` is a bare fence of `marker`'s character, at least as long (CommonMark's closing fence)."""
    found = _FENCE.match(line)
    return bool(found and found.group(1)[0] == marker[0] and len(found.group(1)) >= len(marker)) and not (
        found is not None and found.group(2).strip()
    )


def _closing_line(lines: list[str], opened: int, marker: str, content: int) -> int | None:
    """The line that closes the fence opened on `opened` when its body or that line falls left of `content`
    (cl55uy82k02gug0nvaww7et5d.md: a body indented in its step, a bare fence at column 0), else None."""
    fell = False
    for number in range(opened + 1, len(lines)):
        line = lines[number]
        if _closes(line, marker):
            return number if fell or _width(line) < content else None
        fence = _FENCE.match(line)
        if fence is not None and fence.group(2).strip() and fence.group(1)[0] == marker[0]:
            return None  # an opening fence before any bare one: the bare one is its, not ours
        if line.strip() and _width(line) < content:
            fell = True
    return None


_HEADING = LazyPattern(r" {0,3}#{1,6}[ \t]")


def _shorter_closing(lines: list[str], opened: int, marker: str) -> int | None:
    """The bare fence line a longer fence left open to the end was closed by, if headings follow it, else None.

    A fence of four backticks closed by three runs to the end of the text in CommonMark (a closing fence is at
    least as long as its opening one), swallowing the sections after it: davidpallmann's
    cl0fsjdwp01ibxcnv1c5m5f1v.md ("````csharp" … "```", then 'Step 5: Shut it Down', 'Where to Go From Here' and
    'Further Reading'). A heading after the shorter bare fence says the writer closed the block there."""
    if len(marker) <= 3:
        return None
    for number in range(opened + 1, len(lines)):
        found = _FENCE.match(lines[number])
        if found is not None and found.group(1)[0] == marker[0] and not found.group(2).strip():
            if any(_HEADING.match(line) for line in lines[number + 1 :]):
                return number
            return None
    return None


def mend(src: str) -> str:
    """`src` with each fence whose body fell out of its list item moved back into it (the module's shape)."""
    if not _INDENTED_FENCE.search(src):
        return src
    lines = src.split("\n")
    items: list[int] = []  # the content columns of the open list items, outermost first
    number = 0
    while number < len(lines):
        line = lines[number]
        number += 1
        if not line.strip():
            continue
        width = _width(line)
        while items and width < items[-1]:
            items.pop()
        line, mendable = _after_items(line, width, items)
        width = _width(line)
        fence = _FENCE.match(line)
        if fence is None or (items and width - items[-1] >= 4):
            continue
        marker = fence.group(1)
        if marker[0] == "`" and "`" in fence.group(2):
            continue  # no fence: an info string with a backtick (an inline code span)
        if not items and width >= 4:  # indented code to CommonMark, unless its body fell to column 0
            if (
                fence.group(2).strip()  # it says its language: an opening line, not a bare closing one
                and _fell_at_once(lines, number - 1)
                and (closing := _closing_line(lines, number - 1, marker, width))
            ):
                lines[number - 1] = lines[number - 1].lstrip(" \t")  # a fence outside any item: moved left
                number = closing + 1
            continue
        closing = _closing_line(lines, number - 1, marker, items[-1]) if mendable and items else None
        if closing is not None:
            _move_right(lines, number, closing, width)
            number = closing + 1
        else:
            number = _past_fence(lines, number - 1, marker, items)
    return "\n".join(lines)


def _fell_at_once(lines: list[str], opened: int) -> bool:
    """Whether the fence line `opened`, after a blank line, has its body's first line at column 0 right under it
    (Hashnode's shape; a fence line inside indented code has indented code or a blank line around it)."""
    before = lines[opened - 1] if opened else ""
    after = lines[opened + 1] if opened + 1 < len(lines) else ""
    return not before.strip() and bool(after.strip()) and _width(after) == 0


def _after_items(line: str, width: int, items: list[int]) -> tuple[str, bool]:
    """`line` past the item markers it opens (each pushed on `items`, an item's first line may hold another), its
    markers as spaces; and whether a fence there may be mended (not on an item's own first line: CommonMark's
    columns there are the writer's, left as they are)."""
    mendable = True
    while (item := _ITEM.match(line)) is not None and not _BREAK.match(line) and (not items or width - items[-1] < 4):
        items.append(_content_column(line, item.end()))
        line = " " * items[-1] + line[item.end() :].lstrip(" \t")
        width = items[-1]
        mendable = False
    return line, mendable


def _move_right(lines: list[str], body: int, closing: int, width: int) -> None:
    """The body (from `body`) and the closing line of a fallen fence moved right to its opening line's `width`."""
    indent = " " * width
    for moved in range(body, closing):
        if lines[moved].strip():
            lines[moved] = indent + lines[moved]
    lines[closing] = indent + lines[closing].lstrip(" \t")


def _past_fence(lines: list[str], opened: int, marker: str, items: list[int]) -> int:
    """The line after any other fence opened on `opened`: its lines are code, no list items, to its bare closing
    line, the end (or the shorter bare fence _shorter_closing finds), or the first line that falls out of its item,
    which CommonMark reads again outside it (returned, to be read)."""
    number = opened + 1
    base = items[-1] if items else 0  # a closing line indented 4 past its block's column is code (CommonMark)
    while number < len(lines) and not (_closes(lines[number], marker) and _width(lines[number]) - base < 4):
        if items and lines[number].strip() and _width(lines[number]) < items[-1]:
            return number
        number += 1
    if number >= len(lines) and (shorter := _shorter_closing(lines, opened, marker)) is not None:
        lines[shorter] = lines[shorter].replace(marker[0] * 3, marker, 1)
        number = shorter
    return number + 1
