"""DocFX's block extensions, as Microsoft Learn's docs write them (every MicrosoftDocs and OfficeDev docs repository, in
every language they are translated into): what the page shows decides what is said.

- `:::image type="content" source="…" alt-text="…":::` is a picture: its alt text is said by the picture rule
  (text.pictures), as a Markdown picture's would be, never its attributes or colons ("type=" "source=" "ドットドット
  スラッシュ…" "コロンコロンコロン": s14 dev OfficeDev convert-csv [17][20]…, task-reminders [29]…). `type="complex"`
  runs to `:::image-end:::`; its long description sits behind a toggle, so only the alt is said.
- `[!INCLUDE [title](path)]` alone on its line shows another file's content there, which the article's own bytes do
  not hold: left out, as MyST's `{include}` is ('[ ノット INCLUDE Recommended coding resources]': s14 dev OfficeDev
  code-editor-environment [6]).
- `> [!div class="nextstepaction"]` (also "checklist", "op_single_selector", …) on its own line styles the quote it
  opens — a button, a checklist —: the marker shows nothing, the quote's lines (the button's link text, the list)
  are said ('[!div class="nextstepaction"] 下載 RACI 範本' read aloud: s14 held-out MicrosoftDocs caf zh-tw
  raci-alignment [30], logging-and-reporting [60], plan/template [38]).

All three open with marks no other dialect gives a line (`:::image ` then attributes, `[!INCLUDE [`), so they are read on
any page.
"""

from __future__ import annotations

import html
import re
from typing import TYPE_CHECKING

from narrate.patterns import LazyPattern

if TYPE_CHECKING:
    from collections.abc import Callable

    from markdown_it import MarkdownIt
    from markdown_it.rules_block import StateBlock

__all__ = ["docfx_picture_alt", "use_docfx"]

_IMAGE_LINE = LazyPattern(r':::image(?:[ \t]+[\w-]{1,30}="[^"\n]{0,2000}"){1,12}[ \t]*:::[ \t]*')
_IMAGE_END = LazyPattern(r":::image-end:::[ \t]*")
_ATTRIBUTE = LazyPattern(r'([\w-]{1,30})="([^"\n]{0,2000})"')
_INCLUDE_LINE = LazyPattern(r"\[!INCLUDE[ \t]*\[[^\]\n]{0,300}\]\([^()\n]{1,500}\)\][ \t]*", re.I)
_DIV_LINE = LazyPattern(r'\[!div[ \t]+class[ \t]*=[ \t]*"[^"\n]{0,200}"[ \t]*\][ \t]*', re.I)
_LONGEST_DESCRIPTION = 200  # lines of a complex picture's description looked through for its `:::image-end:::`


def docfx_picture_alt(line: str) -> str | None:
    """The alt text of a DocFX picture line (`:::image … alt-text="…":::`), its entities decoded; None when the line
    is no such picture."""
    if not line.startswith(":::image") or not _IMAGE_LINE.match(line):
        return None
    found = {m.group(1).lower(): m.group(2) for m in _ATTRIBUTE.finditer(line.split("\n", 1)[0])}
    return html.unescape(found.get("alt-text", "")).strip()


def _text(state: StateBlock, line: int) -> str:
    return state.src[state.bMarks[line] + state.tShift[line] : state.eMarks[line]]


def _picture(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    """A DocFX picture: one line, or a complex one through its `:::image-end:::` line; a `shortcode_block` token
    holding its lines, which the prose stage reads as a picture (text.shortcodes.shortcode_image)."""
    if state.sCount[start] - state.blkIndent >= 4:
        return False
    first = _text(state, start)
    if not first.startswith(":::image") or not _IMAGE_LINE.fullmatch(first):
        return False
    last = start
    if 'type="complex"' in first:
        last = next(
            (
                n
                for n in range(start + 1, min(end, start + _LONGEST_DESCRIPTION))
                if _IMAGE_END.fullmatch(_text(state, n))
            ),
            start,
        )
    if silent:
        return True
    token = state.push("shortcode_block", "", 0)
    token.map = [start, last + 1]
    token.content = "\n".join(_text(state, n) for n in range(start, last + 1))
    state.line = last + 1
    return True


def _whole_line(line: LazyPattern, token_type: str) -> Callable[[StateBlock, int, int, bool], bool]:
    """A block rule taking one DocFX line that `line` matches whole (not indented as code) as a `token_type` token:
    an include (`[!INCLUDE [x](y.md)]`: another file's content, left out) or a div marker (`[!div class="…"]`:
    styling, left out). One rule, two lines: what differs is only the line's shape and what it is called."""

    def rule(state: StateBlock, start: int, end: int, silent: bool) -> bool:
        if state.sCount[start] - state.blkIndent >= 4 or not line.fullmatch(_text(state, start)):
            return False
        if not silent:
            token = state.push(token_type, "", 0)
            token.map, token.content = [start, start + 1], _text(state, start)
            state.line = start + 1
        return True

    return rule


def use_docfx(md: MarkdownIt) -> None:
    """Register DocFX's picture, include and div-marker lines on `md`, before the `:::` containers and paragraphs read them."""
    alt = ["paragraph", "reference", "blockquote", "list"]
    md.block.ruler.before("container_box", "docfx_picture", _picture, {"alt": alt})
    md.block.ruler.before("paragraph", "docfx_include", _whole_line(_INCLUDE_LINE, "included_file"), {"alt": alt})
    md.block.ruler.before("paragraph", "docfx_div", _whole_line(_DIV_LINE, "docfx_div"), {"alt": alt})
