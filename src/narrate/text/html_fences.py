"""A code fence written inside an HTML block, read as the writer's editor shows it: the block ends where the fence opens.

Obsidian (and a Markdown editor's preview) shows `<details>` / `<summary>name</summary>` followed, with no blank line,
by a fence as a folded box holding a code block. CommonMark does not: an HTML block opened by a block tag (`<details>`,
`<div>`, `<summary>`: its types 6 and 7) runs as raw HTML to the first blank line, so the fence's first lines are
raw text of the page, the lines after the code's first blank line are Markdown paragraphs (YAML read as prose), and
the fence's own closing line OPENS a new fence that swallows the prose after `</details>` up to the next bare fence
line. jx2lee/my-digital-garden (s12 held-out, ko: lakehouse-tool-localtest) was heard so: the docker-compose YAML
read aloud, and the sentence '… data directory 는 다음과 같다.' lost in the cue of the sample after it.

The shape, by structure: an HTML block of those types holding, on a line after its first, a fence opening line
(`` ``` `` or `~~~`, at most 3 columns in) whose closing fence comes later in the text — a bare fence line of its
character, at least as long. Then the HTML block ends on the line before the fence, and the fence is parsed as the
code it is, to its own closing line (never further: a block is swallowed only to where its code ends). An HTML
block whose fence never closes is left as CommonMark reads it; so is every raw-text block (`<pre>`, `<script>`,
comments), whose end is its closing tag.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable

from markdown_it.rules_block import StateBlock

from narrate.patterns import LazyPattern

__all__ = ["cut_at_fence"]

# An HTML block that ends at a blank line (CommonMark's types 6 and 7): one that opens with a tag, but not the raw
# text tags, comments, processing instructions or declarations, which end at their own closing sequence.
_RAW_TEXT = LazyPattern(r"<(?:script|pre|style|textarea)(?=[\s>]|$)|<!|<\?", re.I)
_FENCE = LazyPattern(r" {0,3}(`{3,}|~{3,})([^`\n]*)$")
_BARE_KEY = "narrate.html_fences.bare"  # the env key of the text's bare fence lines


def cut_at_fence(
    state: StateBlock, start: int, end: int, silent: bool, *, html_block: Callable[[StateBlock, int, int, bool], bool]
) -> bool:
    """markdown-it's html_block rule, ending the block on the line before a fence it holds that closes later."""
    if not html_block(state, start, end, silent):
        return False
    if silent:
        return True
    token = state.tokens[-1]
    if token.type != "html_block" or token.map is None or _RAW_TEXT.match(token.content.lstrip()):
        return True
    for line in range(start + 1, token.map[1]):
        opened = _FENCE.match(_line(state, line))
        if opened and _closed_after(state, line + 1, end, opened.group(1)):
            token.map = [start, line]
            token.content = state.getLines(start, line, state.blkIndent, True)
            state.line = line
            return True
    return True


def _line(state: StateBlock, line: int) -> str:
    """The text of `line` from the block's indent on."""
    return state.src[state.bMarks[line] + min(state.tShift[line], state.blkIndent) : state.eMarks[line]]


def _closed_after(state: StateBlock, line: int, end: int, marker: str) -> bool:
    """Whether a bare fence line of `marker`'s character, at least as long, comes at or after `line` (before `end`).

    The text's bare fence lines are listed once a parse (in its env), so that many HTML blocks with an unclosed fence
    cost one pass over the text, not one each."""
    bare = state.env.get(_BARE_KEY)
    if bare is None:
        bare = state.env[_BARE_KEY] = [
            (number, found.group(1))
            for number in range(state.lineMax)
            if (found := _FENCE.match(state.src[state.bMarks[number] + state.tShift[number] : state.eMarks[number]]))
            and not found.group(2).strip()
        ]
    at = bisect.bisect_left(bare, (line, ""))
    return any(n < end and fence[0] == marker[0] and len(fence) >= len(marker) for n, fence in bare[at:])
