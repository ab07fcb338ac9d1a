"""A `<style>` or `<script>` opened in an HTML block runs to its closing tag, blank lines or not: the page shows none of it.

A browser reads everything after `<style>` (or `<script>`) as that element's raw text up to `</style>`, whatever
Markdown made of the lines between. CommonMark does not: an HTML block opened by a block tag (`<div>`: its types 6
and 7) ends at the first blank line, so the rest of the stylesheet becomes Markdown — an indented run of CSS is a
code block, cued "a code sample is skipped" where the page shows nothing. Jupyter's exporter writes every DataFrame
so (`<div>` / `<style scoped>` / its rules, with blank lines between them / `</style>` / the table): s14 held-out
defgsus first-post [11], messing-with-jquery [14], plotly-click-event [8] — a code cue before every table.

The shape, by structure: an HTML block of those types that opens `<style` or `<script` without its closing tag.
The block then runs to the line holding that closing tag, and on to the next blank line as an HTML block does; an
element never closed is left as CommonMark reads it (no closing tag, no end to give it). Blocks of CommonMark's
raw-text type (a block opening with `<script>` or `<style>` itself) already end at their closing tag. A tag inside an
HTML comment opens nothing (a commented-out tracking `<script>` ran its comment block on to the next `</script>`, in
a code fence far below: review s15 text1 M3), and the comment, processing-instruction and declaration blocks (types
2-5) end where CommonMark ends them.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable

from markdown_it.rules_block import StateBlock

from narrate.patterns import LazyPattern

__all__ = ["through_raw_text", "without_comments"]

_OPENED = LazyPattern(r"<(script|style)(?=[\s>])", re.I)
_CLOSED = LazyPattern(r"</(script|style)\s{0,20}>", re.I)
_COMMENT = LazyPattern(r"<!--.*?(?:-->|\Z)", re.S)  # (one never closed runs to the end, as CommonMark's type 2)
# CommonMark's HTML blocks of types 2-5: `<!--`, `<?`, `<!X`, `<![CDATA[`
_NOT_A_TAG_BLOCK = LazyPattern(r"[ ]{0,3}<(?:!|\?)")
_CLOSES_KEY = "narrate.html_raw_text.closes"  # the env key of (the text, its lines holding a closing tag)


def without_comments(html: str) -> str:
    """`html` with each comment blanked out, character for character (so offsets found in it hold in `html`): a tag
    written inside `<!-- -->` is no tag the browser opens."""
    return _COMMENT.sub(lambda found: " " * len(found.group()), html)


def through_raw_text(
    state: StateBlock, start: int, end: int, silent: bool, *, html_block: Callable[[StateBlock, int, int, bool], bool]
) -> bool:
    """markdown-it's html_block rule, running a block that opens a `<style>`/`<script>` on to its closing tag."""
    if not html_block(state, start, end, silent):
        return False
    if silent:
        return True
    token = state.tokens[-1]
    if token.type != "html_block" or token.map is None or _NOT_A_TAG_BLOCK.match(token.content):
        return True
    name = _unclosed(token.content)
    if name is None:
        return True
    closing = _closing_line(state, token.map[1], end, name)
    if closing is None:
        return True
    stop = closing + 1
    while stop < end and not state.isEmpty(stop):
        stop += 1
    token.map = [start, stop]
    token.content = state.getLines(start, stop, state.blkIndent, True)
    state.line = stop
    return True


def _unclosed(html: str) -> str | None:
    """The raw-text element ("style", "script") an HTML block's text opens last and never closes, or None."""
    html = without_comments(html)
    opened = [m for m in _OPENED.finditer(html)]
    if not opened:
        return None
    last = opened[-1]
    name = last.group(1).lower()
    closed = any(m.group(1).lower() == name for m in _CLOSED.finditer(html, last.end()))
    return None if closed else name


def _closing_line(state: StateBlock, line: int, end: int, name: str) -> int | None:
    """The first line at or after `line` (before `end`) holding `</name>`, or None.

    The text's closing-tag lines are listed once a parse (in its env), so many unclosed elements cost one pass. The
    list is kept with the text it was made from: a MyST directive's body is parsed again with the article's env, and
    its lines are not the article's (the article's `</style>` lines, taken for the body's, closed a body's `<style>`
    mid-list: review s15 text1 M2)."""
    cached = state.env.get(_CLOSES_KEY)
    if cached is not None and cached[0] is state.src:
        closes = cached[1]
    else:
        closes = [
            (number, found.group(1).lower())
            for number in range(state.lineMax)
            for found in _CLOSED.finditer(state.src[state.bMarks[number] : state.eMarks[number]])
        ]
        state.env[_CLOSES_KEY] = (state.src, closes)
    at = bisect.bisect_left(closes, (line, ""))
    return next((n for n, tag in closes[at:] if n < end and tag == name), None)
