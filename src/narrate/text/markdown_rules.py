"""markdown-it as narrate reads Markdown: CommonMark, GFM tables and strikethrough, footnotes, math,
containers (mdit-py-plugins), and the rules below for what blogs write beside Markdown. Each rule
opens with a docstring saying what it matches; `build_parser` lists them in the order they run.

  block:  mdx_esm (import/export lines), liquid_block ({% highlight %}…), paired_shortcode, shortcode_block,
          container_line (a stray `:::`, kramdown `{: .x}`), table (GFM's, kept as a cue without its cells)
  inline: shortcode ({{< … >}}, {{% … %}}, {% … %}, {{ … }}), mdx_comment, obsidian_comment (%%…%%), dollar_text,
          wikilink, citation, directive
  core:   cap_nesting (quotes and indentation past what a listener can follow), cap_markup (a paragraph
          that is mostly markup), myst_directives (a ```{note} fence of prose parsed as Markdown)

Every rule is linear in its input: markdown-it's own label walk and footnote rules are replaced by
linear ones (`_link_label`, `_footnote_ref`, `_footnote_inline`), and a scan that could restart at
every character is bounded or remembered (benchmarks/pathological.py).
"""

from __future__ import annotations

import re
import weakref
from bisect import bisect_left, bisect_right
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache, partial
from types import SimpleNamespace
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # markdown-it is loaded by the first parse: a no-op build or a cached plan parses nothing
    from markdown_it import MarkdownIt
    from markdown_it.ruler import RuleOptionsType
    from markdown_it.rules_block import StateBlock
    from markdown_it.rules_core import StateCore
    from markdown_it.rules_inline import StateInline
    from markdown_it.token import Token

from markdown_it import MarkdownIt
from markdown_it.common.utils import normalizeReference, unescapeAll
from markdown_it.rules_block.html_block import html_block
from markdown_it.rules_block.table import table as gfm_table
from markdown_it.token import Token
from mdit_py_plugins.admon.index import admonition
from mdit_py_plugins.container import container_plugin
from mdit_py_plugins.dollarmath import dollarmath_plugin
from mdit_py_plugins.footnote import footnote_plugin
from mdit_py_plugins.footnote.index import footnote_inline, footnote_ref

from narrate.patterns import LazyPattern

from .code_lines import is_statement, sentences
from .dialects import use_dialects
from .dispatch import dispatch_block_rules, dispatch_inline_rules
from .docfx import use_docfx
from .fallen_fences import mend as mend_fallen_fences
from .html_fences import cut_at_fence
from .html_raw_text import through_raw_text, without_comments
from .indented_prose import use_indented_prose
from .jsx import Element, closing_after, esm_end, parse_element, parse_expression
from .leaks import ABBREVIATION_DEFINITION
from .math_delimiters import display_tail, loose_dollars, stray_formula, tex_block, tex_inline, unclosed_display
from .mathspeech import SHELL_NAME
from .model import SHOWN_STAR, UNWRITTEN_SOURCE
from .plain_urls import unless_plain
from .pointed_notes import pointed_notes
from .repeated_alts import repeated_alts
from .shortcodes import SHORTCODE, Closes, find_shortcodes, shortcode_at, shortcode_text
from .shown_escapes import shown_escapes
from .stray_fences import unpair as unpair_stray_fences
from .table_rows import table_outline
from .urls import IMAGE_FILE

# The first words of an ESM statement (`import X from`, `import {`, `import * as`, `import
# "./x.css"`, `export const|let|var|function|class|async|default`, `export {`/`*`); "import the
# file" is prose.
_MDX_ESM = LazyPattern(
    r"(?:import\s+(?:[\w$]+\s*,\s*)?(?:\{|\*|[\w$]+\s+from\b|['\"])"
    r"|export\s+(?:const|let|var|function|class|async|default|\{|\*))"
)
_SHORTCODE_LINE = LazyPattern(rf"^\s*(?:(?:{SHORTCODE})\s*)+$")
_LIQUID_OPEN = LazyPattern(r"^\s*\{%-?\s*(highlight|codeblock|code|raw|comment|mermaid|katex)\b.*?-?%\}\s*$")
# Zola's body shortcode: a call `{% name(args) %}` on its line, its body closed by `{% end %}`.
_ZOLA_BODY_CALL = LazyPattern(r"\s*\{%-?\s*\w+\s*\(.{0,1000}\)\s*-?%\}\s*$")
_ZOLA_END = re.compile(r"\{%-?\s*end\s*-?%\}")


def _line(state: StateBlock, line: int) -> str:
    start = state.bMarks[line] + state.tShift[line]
    return state.src[start : state.eMarks[line]]


def _one_line_block(
    state: StateBlock, start: int, silent: bool, pattern: re.Pattern[str] | LazyPattern, kind: str
) -> bool:
    """A block that is one whole line matching `pattern` (not indented code): a `kind` token, never spoken."""
    if state.sCount[start] - state.blkIndent >= 4 or not pattern.match(_line(state, start)):
        return False
    if silent:
        return True
    state.line = start + 1
    token = state.push(kind, "", 0)
    token.map = [start, state.line]
    token.content = _line(state, start)
    return True


# An import or export line is short; longer lines are prose, and _MDX_ESM's `\s+…\s+from`
# would backtrack quadratically over a long one.
_MDX_MAX_LINE = 2000


def _mdx_esm(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    """MDX's ESM at the top level, `import X from './x'` or `export const metadata = {…}` over many lines:
    not prose. As MDX reads it, the block runs to the first blank line outside its braces and strings."""
    pos = state.bMarks[start] + state.tShift[start]
    if (
        state.level
        or state.sCount[start] - state.blkIndent >= 4
        or not state.src.startswith(("import", "export"), pos)
        or not _MDX_ESM.match(state.src, pos, min(state.eMarks[start], pos + _MDX_MAX_LINE))
    ):
        return False  # (_MDX_ESM's first word: other lines are passed over without a copy)
    stop = esm_end(state.src, pos)
    if stop is None:
        return False
    if silent:
        return True
    line = start
    while line + 1 < end and state.bMarks[line + 1] <= stop:
        line += 1
    state.line = line + 1
    token = state.push("mdx_esm", "", 0)
    token.map = [start, state.line]
    token.content = state.src[pos:stop]
    return True


def _jsx_block(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    """A JSX element of MDX at a line's start (`<Tweet id="…" caption={<>…</>} />`, `<Aside title="…">`): a
    component (a capitalised name) or a fragment, read by its structure (text.jsx). One whose children are
    Markdown on the lines between its tags (`<Note>` … `</Note>`) is a box: `jsx_open`, the blocks inside,
    `jsx_close`; one closed on its own lines is one `jsx_element` token (its parse in `meta`)."""
    pos = state.bMarks[start] + state.tShift[start]
    if state.sCount[start] - state.blkIndent >= 4 or not state.src.startswith("<", pos):
        return False
    if not (state.src[pos + 1 : pos + 2].isupper() or state.src[pos + 1 : pos + 2] == ">"):
        return _html_box(state, start, end, silent, pos)
    element = parse_element(state.src, pos, opening_only=True)
    if element is None or not _rest_is_blank(state.src, element.end):
        element = parse_element(state.src, pos)  # closed on its own lines, or not a block at all
        if element is None or not _rest_is_blank(state.src, element.end):
            return False
        return silent or _jsx_element(state, start, end, element)
    if element.self_closing:
        return silent or _jsx_element(state, start, end, element)
    closing = _closing_line(state, start + 1, end, element.name)
    if closing is None:
        whole = parse_element(state.src, pos)
        if whole is None or not _rest_is_blank(state.src, whole.end):
            return False
        return silent or _jsx_element(state, start, end, whole)
    return silent or _box(state, start, end, element, closing)


def _box(state: StateBlock, start: int, end: int, element: Element, closing: int) -> bool:
    """`jsx_open`, the blocks on the lines between the element's tags, `jsx_close`. The blocks are read from
    the indentation of the least indented of them (MDX's children are indented as the source nests them;
    four spaces there are not code)."""
    first = _line_of(state, start, end, element.end) + 1
    old_parent, old_line_max, old_indent = state.parentType, state.lineMax, state.blkIndent
    indents = [
        state.sCount[line]
        for line in range(first, closing)
        if state.bMarks[line] + state.tShift[line] < state.eMarks[line]
    ]
    state.parentType, state.lineMax = "container", closing
    state.blkIndent = max(old_indent, min(indents, default=old_indent))
    token = state.push("jsx_open", "div", 1)
    token.map, token.meta, token.block = [start, closing + 1], {"element": element}, True
    token.content = state.src[element.start : element.end]
    state.md.block.tokenize(state, first, closing)
    token = state.push("jsx_close", "div", -1)
    token.block = True
    state.parentType, state.lineMax, state.blkIndent = old_parent, old_line_max, old_indent
    state.line = closing + 1
    return True


# HTML elements that only group what is inside them: in MDX, one alone on its line with its closing
# tag alone on a later one holds Markdown (`<div className="emoji-list">` over a list), as a
# component does.
_HTML_BOXES = frozenset({"div", "section", "article", "aside", "main", "header", "footer"})


def _html_box(state: StateBlock, start: int, end: int, silent: bool, pos: int) -> bool:
    """In MDX, a grouping HTML element whose children are Markdown on the lines between its tags: a box."""
    if not state.env.get("mdx"):
        return False
    element = parse_element(state.src, pos, opening_only=True)
    if (
        element is None
        or element.self_closing
        or element.name not in _HTML_BOXES
        or not _rest_is_blank(state.src, element.end)
    ):
        return False
    closing = _nested_closing_line(state, start + 1, end, element.name)
    if closing is None:
        return False
    return silent or _box(state, start, end, element, closing)


def _nested_closing_line(state: StateBlock, first: int, end: int, name: str) -> int | None:
    """The line from `first` on that opens with the `</name>` closing the element opened before it, the
    elements of that name opened and closed on the lines between counted (a `<div>` holds `<div>`s)."""
    tags = re.compile(rf"<(/?){name}(?=[\s>/])[^<>]*?(/?)>")
    depth = 1
    for line in range(first, min(end, first + _BOX_LINES)):
        text = state.src[state.bMarks[line] + state.tShift[line] : state.eMarks[line]]
        if "<" not in text:
            continue
        for tag in tags.finditer(text):
            if tag.group(1):
                depth -= 1
                if depth == 0:
                    closes = (
                        tag.start() == 0 and state.sCount[line] - state.blkIndent < 4 and not text[tag.end() :].strip()
                    )
                    return line if closes else None
            elif not tag.group(2):
                depth += 1
    return None


# How far a grouping element's closing tag is looked for.
_BOX_LINES = 2000


def _rest_is_blank(src: str, at: int) -> bool:
    """Whether nothing but spaces follows `at` on its line."""
    end = src.find("\n", at)
    return not src[at : end if end >= 0 else len(src)].strip()


def _line_of(state: StateBlock, start: int, end: int, at: int) -> int:
    """The line (from `start`) that holds the character at `at`."""
    line = start
    while line + 1 < end and state.bMarks[line + 1] <= at:
        line += 1
    return line


def _jsx_element(state: StateBlock, start: int, end: int, element: Element) -> bool:
    """One `jsx_element` token for an element closed on its own lines."""
    token = state.push("jsx_element", "", 0)
    state.line = _line_of(state, start, end, max(element.start, element.end - 1)) + 1
    token.map, token.meta = [start, state.line], {"element": element}
    token.content = state.src[element.start : element.end]
    return True


def _closing_line(state: StateBlock, first: int, end: int, name: str) -> int | None:
    """The first line from `first` on (before `end`) that opens with `</name>`, None if none does. (The
    first closing tag closes the box: a component nested in one of its own name is rare, and matching
    them would cost a look at every line per opening.)"""
    src, at = state.src, state.bMarks[first] if first < end else len(state.src)
    limit = state.bMarks[end] if end < len(state.bMarks) else len(src)
    while True:
        found = closing_after(src, name, at, limit)
        if found is None:
            return None
        line = bisect_right(state.bMarks, found, first, end) - 1
        start = state.bMarks[line] + state.tShift[line]
        if start == found and state.sCount[line] - state.blkIndent < 4 and _closes_line(src, found, name):
            return line
        at = found + 1


def _closes_line(src: str, at: int, name: str) -> bool:
    """Whether the `</name` at `at` is a whole closing tag with nothing after it on its line."""
    end = at + len(name) + 2
    while src[end : end + 1] in (" ", "\t"):
        end += 1
    return src[end : end + 1] == ">" and _rest_is_blank(src, end + 1)


# A link or picture whose target a template tag builds (`[x]({% post_url 2010-07-21-name %})`,
# `![x]({{ site.baseurl }}/a.png)`): CommonMark refuses the spaces inside the tag, and the site's
# generator fills it in before the page is made.
# (a tag ends at its first closing — `%}` for `{%`, which may hold a `{{ variable }}`, `}}` for `{{` — so each part of
# the target matches one way: when a tag's words could run past a closing, an unclosed '![a](' + '{{a}}' * 30 took
# minutes, each tag doubling the ways to fail — s17 fixP, the shape of review text1 H1)
_TEMPLATE_LINK = LazyPattern(
    r"(!?)\[((?:[^\[\]\n]|\[[^\[\]\n]{0,200}\]){0,500})\]\(\s{0,3}((?:\{%(?:[^%\n]|%(?!\})){0,300}%\}|\{\{(?:[^}\n]|\}(?!\})){0,300}\}\}|[^\s()\n{]"
    r"|\([^\s()\n{]{0,300}\)){1,600})(?:\s{1,3}\"[^\"\n]{0,300}\")?\s{0,3}\)"
)


def _template_link(state: StateInline, silent: bool) -> bool:
    """A link or picture whose target holds a Liquid or Nunjucks tag: read as markdown-it reads a link."""
    pos = state.pos
    if state.src[pos] not in "![" or "{" not in state.src[pos : min(state.posMax, pos + 1200)]:
        return False
    found = _TEMPLATE_LINK.match(state.src, pos, state.posMax)
    if found is None or "{" not in found.group(3):
        return False
    if not silent:
        if found.group(1):
            token = state.push("image", "img", 0)
            token.attrs = {"src": found.group(3), "alt": ""}
            token.content = found.group(2)
            token.children = []
        else:
            _push_link(state, found.group(3), found.start(2), found.end(2))
    state.pos = found.end()
    return True


def _push_link(state: StateInline, href: str, start: int, end: int) -> None:
    """A link to `href` whose text is the source between `start` and `end`, parsed as inline Markdown."""
    token = state.push("link_open", "a", 1)
    token.attrs = {"href": href}
    old_pos, old_max = state.pos, state.posMax
    state.pos, state.posMax = start, end
    state.linkLevel += 1
    state.md.inline.tokenize(state)
    state.linkLevel -= 1
    state.pos, state.posMax = old_pos, old_max
    state.push("link_close", "a", -1)


# A link whose target opens a parenthesis it never closes (`[Go 程式語言](https://en.wikipedia.org/wiki/Go_(programming_language)
# 是…`): CommonMark refuses it and shows the raw text; marked (Hexo) and kramdown end the target at the first `)`
# and show the link, as its writer saw it on the page.
_OPEN_PAREN_LINK = LazyPattern(
    r"\[([^\[\]\n]{1,500})\]\(\s{0,3}([a-z][a-z0-9+.-]{1,15}://[^\s()<>]{1,1000}\([^\s()<>]{0,500})\)", re.I
)


def _open_paren_link(state: StateInline, silent: bool) -> bool:
    """A link markdown-it refused only because its target leaves a parenthesis open: read as the site shows it."""
    pos = state.pos
    if state.src[pos] != "[" or state.linkLevel > 0:
        return False
    found = _OPEN_PAREN_LINK.match(state.src, pos, state.posMax)
    if found is None:
        return False
    if not silent:
        _push_link(state, found.group(2), found.start(1), found.end(1))
    state.pos = found.end()
    return True


# Abbreviation definitions (`*[HTML]: Hyper Text Markup Language`) of kramdown (Jekyll), PHP
# Markdown Extra, MultiMarkdown and Python-Markdown: the page shows none of them (they give the
# abbreviation a tooltip wherever it occurs). Read in every blog: such a line is no one's prose (its syntax:
# leaks.ABBREVIATION_DEFINITION, which the lost-prose judge reads too).
def _abbreviation_definitions(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    """A run of abbreviation definitions: left out."""
    if not state.src.startswith("*[", state.bMarks[start] + state.tShift[start]):
        return False
    line = start
    while (
        line < end
        and state.sCount[line] - state.blkIndent < 4
        and ABBREVIATION_DEFINITION.fullmatch(state.src, state.bMarks[line] + state.tShift[line], state.eMarks[line])
    ):
        line += 1
    if line == start:
        return False
    if silent:
        return True
    token = state.push("abbreviation_definition", "", 0)
    token.map, token.content = [start, line], state.src[state.bMarks[start] : state.eMarks[line - 1]]
    state.line = line
    return True


# An ATX heading without the space after its marks ("####目录"): kramdown (Jekyll's Markdown) makes it
# a heading, as CommonMark, GFM, goldmark (Hugo) and marked (Hexo) do not.
_TIGHT_HEADING = LazyPattern(r"(#{1,6})(?=[^#\s])(.*?)(?:[ \t]+#+)?[ \t]*$")


def _tight_heading(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    """`####目录` as the heading kramdown makes it, in a blog whose generator reads Markdown with kramdown."""
    if not state.env.get("kramdown") or state.sCount[start] - state.blkIndent >= 4:
        return False
    pos, maximum = state.bMarks[start] + state.tShift[start], state.eMarks[start]
    if not state.src.startswith("#", pos):
        return False
    found = _TIGHT_HEADING.match(state.src, pos, maximum)
    if found is None:
        return False
    if silent:
        return True
    level = len(found.group(1))
    state.line = start + 1
    token = state.push("heading_open", f"h{level}", 1)
    token.markup, token.map = found.group(1), [start, state.line]
    token = state.push("inline", "", 0)
    token.content, token.map, token.children = found.group(2).strip(), [start, state.line], []
    token = state.push("heading_close", f"h{level}", -1)
    token.markup = found.group(1)
    return True


def _jsx_inline(state: StateInline, silent: bool) -> bool:
    """A JSX element inside a paragraph (`<Ref id="1" />`, `<Kbd>⌘</Kbd>`, `<Tweet … caption={<>…</>} />`):
    one `jsx_inline` token (its parse in `meta`); what it shows is said, its props and tags never."""
    pos = state.pos
    if state.src[pos] != "<":
        return False
    after = state.src[pos + 1 : pos + 2]
    if not (after.isupper() or after == ">" or (after.islower() and _html_with_expressions(state, pos))):
        return False
    element = parse_element(state.src, pos, limit=state.posMax)
    if element is None:
        return False
    if not silent:
        token = state.push("jsx_inline", "", 0)
        token.content, token.meta = state.src[pos : element.end], {"element": element}
    state.pos = element.end
    return True


# An HTML tag of an MDX file whose attribute is a JSX expression (`<span style={{fontSize: "0.85em"}}>`): HTML's own
# inline rule cannot read the braces, so the tag's name and its props were said.
_EXPRESSION_ATTRIBUTE = LazyPattern(
    r"<[a-z][\w-]{0,40}(?:\s{1,20}[\w:-]{1,60}(?:=(?:\"[^\"\n]{0,500}\"|'[^'\n]{0,500}'))?){0,20}\s{1,20}[\w:-]{1,60}=\{"
)


def _html_with_expressions(state: StateInline, pos: int) -> bool:
    """Whether the tag at `pos` of an MDX file gives an attribute a `{…}` value."""
    return bool(state.env.get("mdx")) and _EXPRESSION_ATTRIBUTE.match(state.src, pos, state.posMax) is not None


def _jsx_expression(state: StateInline, silent: bool) -> bool:
    """An MDX `{expression}` in a paragraph (MDX files only: elsewhere a brace is text): what it shows (a
    string, an element) is said; code it runs never."""
    pos = state.pos
    if state.src[pos] != "{" or state.src[pos + 1 : pos + 2] in ("{", "%") or not state.env.get("mdx"):
        return False
    expression = parse_expression(state.src, pos, limit=state.posMax)
    if expression is None:
        return False
    if not silent:
        token = state.push("jsx_expression", "", 0)
        token.meta = {"expression": expression}
        token.content = state.src[pos : expression.end]
    state.pos = expression.end
    return True


def _opening(state: StateBlock, start: int, opener: re.Pattern[str] | LazyPattern) -> str | None:
    """The name `opener` finds on the line at `start` (its first group), unless the line is indented code."""
    if state.sCount[start] - state.blkIndent >= 4 or state.src.find("{", state.bMarks[start], state.eMarks[start]) < 0:
        return None  # (every opener starts with a brace: most lines are passed over without a copy)
    opened = opener.match(_line(state, start))
    return opened.group(1) if opened else None


def _through_closing(
    state: StateBlock,
    start: int,
    end: int,
    silent: bool,
    closing: re.Pattern[str] | LazyPattern,
    *,
    first: int,
    kind: str,
    unclosed: bool,
) -> bool:
    """One block of `kind` from `start` through the first line from `first` on that `closing` finds.

    Never closed: the block runs to `end` if `unclosed`, else there is no block (False).
    """
    line = first
    while line < end and not closing.search(_line(state, line)):
        line += 1
    if line >= end and not unclosed:
        return False
    if silent:
        return True
    state.line = min(line + 1, end)
    token = state.push(kind, "", 0)
    token.map = [start, state.line]
    return True


# A Liquid/Hexo tag pair ends the paragraph, list item or quote above it: Jekyll and Hexo read tags before the Markdown.
_ENDS_WHAT_IS_ABOVE: RuleOptionsType = {"alt": ["paragraph", "reference", "blockquote", "list"]}


def _liquid_block(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    """Jekyll `{% highlight %}…{% endhighlight %}` and Hexo `{% codeblock %}`/`{% code %}` (code),
    `{% comment %}` blocks, `{% raw %}` lines."""
    name = _opening(state, start, _LIQUID_OPEN)
    if name is None:
        return False
    if name == "raw":
        # `{% raw %}` only says "no Liquid inside": what it wraps (a code block, a paragraph) is
        # read as ever; the tag lines go (`{% endraw %}` as a shortcode line). Inside a paragraph
        # the tag is an inline shortcode, left out there: it ends nothing.
        return not silent and _one_line_block(state, start, silent, _LIQUID_OPEN, "liquid_block")
    closing = re.compile(r"\{%-?\s*end" + name + r"\s*-?%\}")
    if _ZOLA_BODY_CALL.match(_line(state, start)):
        # (Zola's body shortcode `{% mermaid() %}` … `{% end %}`: s21 held-out donkomura consistent-hashing-in-rust
        # [7], the ring A→B→C→D→A read as prose "flowchart LR. A から B")
        closing = _ZOLA_END
    if silent and not _closed_after(state, start, end, closing):
        # Asked whether it ends the paragraph or list item above it: Liquid (Hexo's tags too) runs
        # before the Markdown, so a tag pair opens its block wherever it stands, a paragraph line
        # right above included (carpdiem's '[.zshrc](…)' then `{% highlight shell linenos %}`).
        # An opener no end tag follows is no pair: the line stays in its paragraph, as before.
        return False
    if name == "mermaid":  # (NexT's, Butterfly's, Fluid's diagram tag: a picture the page draws)
        return _diagram(state, start, end, silent, closing)
    if name == "katex":  # Forem's (dev.to) `{% katex %}` … `{% endkatex %}`: a display formula, its TeX read
        return _tex_between(state, start, end, silent, closing)
    return _through_closing(
        state,
        start,
        end,
        silent,
        closing,
        first=start,
        unclosed=True,
        kind="liquid_block" if name == "comment" else "code_block",
    )


@lru_cache(maxsize=8)
def _closing_offsets(src: str, closing: str) -> list[int]:
    """Where each end tag `closing` finds in `src` starts, in order, past those inside a fenced code block: one pass
    over the text for every opener that asks (an article of openers with no end tag would otherwise be walked once
    per opener). An end tag a fence shows is the fence's text — Hexo protects fences before it reads a tag, and a
    post about Liquid shows `{% endhighlight %}` in a ```liquid fence — so it closes no opener written in prose
    above it (review s16 text2 L5: the opener line swallowed the paragraphs after it down to that fence)."""
    fenced = _fence_spans(src)
    starts = [begin for begin, _ in fenced]
    kept = []
    for found in re.finditer(closing, src):
        at = bisect_left(starts, found.start() + 1) - 1
        if at < 0 or found.start() >= fenced[at][1]:
            kept.append(found.start())
    return kept


_CODE_FENCE_LINE = LazyPattern(r"^[ ]{0,3}(`{3,}|~{3,})", re.M)


@lru_cache(maxsize=8)
def _fence_spans(src: str) -> list[tuple[int, int]]:
    """The fenced code blocks of `src`, each (its opening line's start, its closing line's end or the text's end),
    in order: a fence closes at the first later fence line of its character at least as long (CommonMark)."""
    spans: list[tuple[int, int]] = []
    opened: tuple[int, str] | None = None
    for found in _CODE_FENCE_LINE.finditer(src):
        fence = found.group(1)
        if opened is None:
            opened = (found.start(), fence)
            continue
        line_end = src.find("\n", found.end())
        line_end = len(src) if line_end < 0 else line_end
        # (a closing fence: the opener's character, as long or longer, nothing after it on its line)
        if fence[0] == opened[1][0] and len(fence) >= len(opened[1]) and not src[found.end() : line_end].strip():
            spans.append((opened[0], line_end))
            opened = None
    if opened is not None:
        spans.append((opened[0], len(src)))
    return spans


def _closed_after(state: StateBlock, start: int, end: int, closing: re.Pattern[str]) -> bool:
    """Whether an end tag `closing` finds stands on a line after `start`, before `end`."""
    if start + 1 >= end:
        return False
    offsets = _closing_offsets(state.src, closing.pattern)
    at = bisect_left(offsets, state.bMarks[start + 1])
    return at < len(offsets) and offsets[at] <= state.eMarks[end - 1]


def _diagram(state: StateBlock, start: int, end: int, silent: bool, closing: re.Pattern[str]) -> bool:
    """A diagram drawn from the lines a tag or shortcode pair wraps (`{% mermaid %}`, `{{< mermaid >}}`): one
    fence of its kind, read as a ```mermaid fence is (a picture), never as paragraphs or code."""
    if not _through_closing(state, start, end, silent, closing, first=start + 1, unclosed=False, kind="fence"):
        return False
    if not silent:
        token = state.tokens[-1]
        token.info = "mermaid"
        token.content = state.getLines(start + 1, max(start + 1, state.line - 1), 0, True)
    return True


def _shortcode_block(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    """A line that is only a Hugo/Jekyll shortcode (`{{< figure … >}}`, `{{% notice %}}`); a Hugo one ends the
    paragraph above it.

    A line whose shortcodes say something (`{% data reusables.… %}`, `{{< ruby … >}}`) is a
    paragraph instead, so its words are heard.
    """
    if state.src.find("{", state.bMarks[start], state.eMarks[start]) < 0:
        return False  # (every shortcode opens with a brace: most lines are passed over without a copy)
    line = _line(state, start)
    if silent and not line.startswith(("{{<", "{{%")):
        return False  # (only Hugo's shortcodes end a paragraph: Hugo reads them before the Markdown)
    # (A site variable alone on its line is words too, whatever the site fills in.)
    if "{" in line and any(shortcode_text(m.group(0)) for m in find_shortcodes(line)):
        return False
    return _one_line_block(state, start, silent, _SHORTCODE_LINE, "shortcode_block")


def _shown_as_written(state: StateInline, code: str) -> bool:
    """Whether a pair of double braces is text the page shows as written: Hugo runs templates only in its layouts and
    reads only `{{< … >}}` and `{{% … %}}` in an article, so `{{ timer.getTime() }}` in a Hugo page's sentence is an
    Angular binding it shows (s23 held-out michaelbromley components-with-custom-templates-in-angular-2 [43], heard
    "our binding is being checked"). Jekyll's Liquid runs them (an unknown variable prints nothing), as other
    generators' templates may: there they stay left out, as a Zola shortcode's call (`{{ figure(…) }}`) does."""
    return (
        state.env.get("generator") == "hugo"
        and code.startswith("{{")
        and code[2:3] not in ("<", "%", "{")
        and not _TERA_CALL.match(code)
        and not _GO_ACTION.match(code)
    )


# A Zola (Tera) shortcode call, `{{ figure(src="a.png", caption="…") }}`: a bare name called; Zola's config.toml is
# taken for Hugo's (s21 held-out donkomura: its figures), so such a call stays a shortcode.
_TERA_CALL = LazyPattern(r"\{\{-?\s{0,20}[A-Za-z_]\w{0,40}\s{0,4}\(")
# A Go template action on a field or a variable (`{{ .Site.Params.big }}`, `{{ $x }}`): the site's variable the text
# rules look up (text.site_data), left to them.
_GO_ACTION = LazyPattern(r"\{\{-?\s{0,20}[.$]")


def _shortcode_inline(state: StateInline, silent: bool) -> bool:
    """Inline shortcodes and Liquid tags/outputs: left out of the spoken text (ruby keeps its base text)."""
    if state.src[state.pos] != "{" or state.src[state.pos + 1 : state.pos + 2] not in ("{", "%"):
        return False
    closes = _closes.get(state)
    if closes is None:
        closes = _closes[state] = Closes(state.src)
    found = shortcode_at(state.src, state.pos, closes)
    if not found or _shown_as_written(state, found.group(0)):
        return False
    if not silent:
        token = state.push("shortcode", "", 0)
        token.content = found.group(0)
    state.pos = found.end()
    return True


# MDX comments, `{/* … */}`: react.dev writes every heading's anchor as one
# (`## Title {/*title*/}`) and Docusaurus its `{/* truncate */}` marker. Code for the
# page, never for ears, and never part of a chapter title.
# A formatter that reads the comment as Markdown turns `{/*x*/}` into `{/_x_/}` (zh-hant.react.dev).
_MDX_COMMENT = LazyPattern(r"\{[ \t]{0,3}/(?:\*.{0,2000}?\*|_[^\s{}][^{}\n]{0,2000}?_)/[ \t]{0,3}\}", re.S)


_MDX_COMMENT_CLOSE = LazyPattern(r"\*/[ \t]{0,3}\}")


def _mdx_comment(state: StateInline, silent: bool) -> bool:
    """An MDX comment `{/* … */}` in a paragraph or heading: left out of the spoken text."""
    if state.src[state.pos] != "{":
        return False
    if state.src[state.pos + 1 : state.pos + 6].lstrip(" \t").startswith("/*"):
        # `{/* …`: only when a `*/}` closes it within reach (else "{/*" repeated scans 2,000
        # characters per brace).
        closes = _closes.get(state)
        if closes is None:
            closes = _closes[state] = Closes(state.src)
        if not closes.within_pattern(_MDX_COMMENT_CLOSE, state.pos + 3, 2010):
            return False
    found = _MDX_COMMENT.match(state.src, state.pos, min(len(state.src), state.pos + 2020))
    if not found:
        return False
    if not silent:
        token = state.push("mdx_comment", "", 0)  # said by nothing; the account names it
        token.content = found.group(0)
    state.pos = found.end()
    return True


_OBSIDIAN_REACH = 4000  # the longest `%%…%%` comment read in a paragraph
# A `%%` that closes a comment: right after a word (no digit: `20%%`) and before a space or a stop (`a note%%`);
# one that opened a line also closes at the end of a line
_COMMENT_CLOSES = LazyPattern(r"(?<=[^\s\d]%%)(?=[\s.,;:!?)\]」。、，]|$)")
_LINE_CLOSES = LazyPattern(r"[ \t]*(?:\n|$)")


def _obsidian_comment(state: StateInline, silent: bool) -> bool:
    """An Obsidian comment `%%…%%` (also over lines of one paragraph): the page never shows it. Its `%%` opens a
    line or comes before a word after a space, and closes a line or comes after a word ('Shown %%a note%% text');
    `the %%time magic` (no closing `%%` after a word), `100%%` (after a digit) are prose."""
    src, start = state.src, state.pos
    if not src.startswith("%%", start):
        return False
    before = src[start - 1] if start else "\n"
    line_start = not src[src.rfind("\n", 0, start) + 1 : start].strip()
    if not line_start and not (before.isspace() and start + 2 < len(src) and not src[start + 2].isspace()):
        return False
    reach = min(len(src), start + _OBSIDIAN_REACH)
    end = src.find("%%", start + 2, reach)
    while end >= 0 and not (_COMMENT_CLOSES.match(src, end + 2) or (line_start and _LINE_CLOSES.match(src, end + 2))):
        end = src.find("%%", end + 2, reach)
    if end < 0 or not src[start + 2 : end].strip():
        return False
    if not silent:
        token = state.push("obsidian_comment", "", 0)  # said by nothing; the account names it
        token.content = src[start : end + 2]
    state.pos = end + 2
    return True


def _dollar_text(state: StateInline, silent: bool) -> bool:
    """A `$` followed by a space is text, never math (pandoc's rule: "$ 5").

    A `$` before a digit may open math (`$70 \\times 16 = 1120$`); "$4500 … $5000" stays money
    because its closing `$` has a digit right after it, which dollarmath's `allow_digits=False` refuses.
    """
    if state.src[state.pos] != "$":
        return False
    after = state.src[state.pos + 1 : state.pos + 2]
    if not (after.isspace() or after == ""):
        return False
    if not silent:
        state.pending += "$"
    state.pos += 1
    return True


# A shell's variable by its written name, `$GOPATH`, `$GOOS_x` (mathspeech.SHELL_NAME: the raw-TeX judge knows
# the same token, so the name's underscore is no script sign to it).
_SHELL_NAME = SHELL_NAME
_SHELL_REACH = 200  # how far along its line the other name is looked for


def _shell_name_at(src: str, at: int, start: int) -> bool:
    """Whether a `$NAME` begins at `at`, on the same line as `start`."""
    low, high = min(at, start), max(at, start)
    return "\n" not in src[low:high] and bool(_SHELL_NAME.match(src, at, min(len(src), at + _SHELL_REACH)))


def _shell_variable(state: StateInline, silent: bool) -> bool:
    """`$GOPATH\\/pkg\\/$GOOS\\_$GOARCH`: dollars that each begin a shell variable's name are its sigils, not a
    formula's fences (halfrost's go_command, s9: pandoc's rule paired them and read `GOOS_` as math).

    A formula closed by a dollar glued to the next name is no formula; so a `$NAME` is text when the next dollar
    on its line, or the one before it, begins another `$NAME`. One `$NAME` alone is left to the math rules.
    """
    src, start = state.src, state.pos
    found = _SHELL_NAME.match(src, start, min(len(src), start + _SHELL_REACH))
    if not found:
        return False
    after = src.find("$", found.end(), min(len(src), found.end() + _SHELL_REACH))
    before = src.rfind("$", max(0, start - _SHELL_REACH), start)
    if not any(at >= 0 and _shell_name_at(src, at, start) for at in (after, before)):
        return False
    if not silent:
        state.pending += found.group(0)
    state.pos = found.end()
    return True


# A run of backticks not escaped: a code span's fence (CommonMark: a run opens a span the next run of its length
# closes).
_BACKTICKS = LazyPattern(r"(?<!\\)`+")
_code_spans: weakref.WeakKeyDictionary[StateInline, tuple[list[int], list[int]]] = weakref.WeakKeyDictionary()


def _spans_of(src: str) -> tuple[list[int], list[int]]:
    """The code spans of a paragraph's source as CommonMark pairs their backticks: their starts and ends, in order.

    One pass: each run is paired with the next run of its length, found from a table built backwards."""
    runs = [(found.start(), found.end()) for found in _BACKTICKS.finditer(src)]
    following: list[int] = [-1] * len(runs)
    last: dict[int, int] = {}
    for index in range(len(runs) - 1, -1, -1):
        length = runs[index][1] - runs[index][0]
        following[index] = last.get(length, -1)
        last[length] = index
    starts: list[int] = []
    ends: list[int] = []
    index = 0
    while index < len(runs):
        partner = following[index]
        if partner < 0:
            index += 1
            continue
        starts.append(runs[index][0])
        ends.append(runs[partner][1])
        index = partner + 1
    return starts, ends


def _code_span_dollar(state: StateInline, silent: bool) -> bool:
    """A `$` whose closing dollar stands inside a code span opened after it opens no formula: code spans bind
    before every other inline (CommonMark), so no pair of dollars crosses a span's fence (wangtunan's
    vueAnalysis, s10: '**调用原始$mount方法**：…分析`$mount`方法' paired the prose's `$` with the code's and
    said the words between as a formula). The dollar is text; the code span is read as code."""
    src, start = state.src, state.pos
    if src[start] != "$" or (start and src[start - 1] == "\\"):
        return False
    spans = _code_spans.get(state)
    if spans is None:
        spans = _code_spans[state] = _spans_of(src)
    starts, ends = spans
    mark = "$$" if src.startswith("$$", start) else "$"
    end = src.find(mark, start + len(mark)) if starts else -1
    while end > 0 and src[end - 1] == "\\":
        end = src.find(mark, end + 1)
    if end < 0:
        return False
    at = bisect_right(starts, end) - 1
    if at < 0 or starts[at] <= start or ends[at] <= end:
        return False
    if not silent:
        state.pending += mark
    state.pos = start + len(mark)
    return True


def _dollar_rules(md: MarkdownIt) -> None:
    """The dollars that open no formula, tried before dollarmath's: one whose partner is inside a code span, a
    shell's `$NAME` beside another, a `$ `."""
    md.inline.ruler.before("math_inline", "dollar_text", _dollar_text)
    md.inline.ruler.before("dollar_text", "shell_variable", _shell_variable)
    md.inline.ruler.before("shell_variable", "code_span_dollar", _code_span_dollar)


# `[[Page]]`, `[[Page|text]]`, `[[Page#Heading]]`, and the embed `![[diagram.png]]` (Obsidian).
_WIKI = LazyPattern(r"(!?)\[\[([^\[\]\n|]{1,300})(?:\|([^\[\]\n]{0,300}))?\]\]")


def _wikilink(state: StateInline, silent: bool) -> bool:
    """Obsidian wiki links are said as their text; embeds are pictures (or other notes): not said."""
    start = state.pos
    if state.src.startswith("![[", start):
        pass
    elif not state.src.startswith("[[", start):
        return False
    found = _WIKI.match(state.src, start, min(len(state.src), start + 700))
    if not found or state.src.startswith("(", found.end()):
        return False  # `[[RFC 6520]](https://…)`: a link whose text has brackets, not a wiki link
    if not silent:
        target = found.group(2).strip()
        if found.group(1):
            token = state.push("wiki_embed", "", 0)
            token.content = target if IMAGE_FILE.search(target.split("#")[0].strip()) else ""
            token.meta = {
                "image": bool(IMAGE_FILE.search(target.split("#")[0].strip())),
                "target": target,
                "source": found.group(0),  # (with its size or caption, `|300`: the account's)
            }
        else:
            label = found.group(3)
            if label is None or not label.strip():
                page, _, heading = target.partition("#")
                label = page.strip() or heading.strip().lstrip("^")
            mark = state.push("wiki_target", "", 0)  # said by nothing; the account names it
            mark.content = target
            token = state.push("text", "", 0)
            token.content = label.strip()
    state.pos = found.end()
    return True


# `!youtube[id]`, `!video[title](url)`, `::youtube[id]{…}`: directives, never prose.
# Pandoc's citations: `[@zhou2003learning]`, `[see @doe99, pp. 33-35; @smith04]`, `[-@key]`. A key with a digit,
# `_` or `:` (or several keys) is a citation, not a bracketed handle (`[@alice]`, a name, stays words).
_CITATION = LazyPattern(
    # Pandoc's key opens right after '[', a space or ';' (a '-' before it suppresses the author): a letter before '@'
    # is a name at a version or a mail address ('react@18'), no key
    r"\[(?:[^\[\]@\n]{0,60}?[\s;])?-?@(?:[\w][\w:.#$%&+?<>~/-]{0,80})(?:[^\[\]\n]{0,200}?)\]"
    r"(?![\[:]|\([^\s()]*\))"  # (a link, `[@me](https://…)`, is none; words in brackets after it are words)
)
_CITATION_KEY = LazyPattern(r"(?:^|(?<=[\[\s;-]))@([\w][\w:.#$%&+?<>~/-]*)")


def _citation(state: StateInline, silent: bool) -> bool:
    """A Pandoc citation is a mark the renderer replaces (by "(Zhou 2003)" or a number): never its key."""
    start = state.pos
    if not state.src.startswith("[", start) or "@" not in state.src[start : start + 64]:
        return False
    found = _CITATION.match(state.src, start, min(len(state.src), start + 400))
    if found is None:
        return False
    keys = _CITATION_KEY.findall(found.group(0))
    if len(keys) < 2 and not any(ch.isdigit() or ch in "_:" for key in keys for ch in key):
        return False
    if normalizeReference(found.group(0)[1:-1]) in state.env.get("references", {}):
        return False  # `[@cor3ntin]` with a definition `[@cor3ntin]: https://…` is a link: its text is shown
    if not silent:
        token = state.push("citation", "", 0)
        token.content = found.group(0)
    state.pos = found.end()
    return True


# (`::name{…}` or a bare `::name` closing its line too: remark-directive's leaf `::include{file=a.md}`, an MDC component
# left unclosed)
_DIRECTIVE = LazyPattern(
    r"(?:!|::)[A-Za-z][\w-]{1,30}\[[^\]\n]{0,500}\](?:\([^)\n]{0,1000}\))?(?:\{[^}\n]{0,500}\})?"
    r"|::[A-Za-z][\w-]{1,30}(?:\{[^}\n]{0,500}\}|(?=[ \t]*(?:\n|$)))"
)
_MEDIA_DIRECTIVES = ("youtube", "video", "vimeo", "bilibili", "image", "img", "figure")


def _directive(state: StateInline, silent: bool) -> bool:
    """Markdown directives (`!youtube[…]`, `::name[…]`): left out; a video counts as a picture."""
    start = state.pos
    if state.src[start] not in "!:" or (start and state.src[start - 1].isalnum()):
        return False
    found = _DIRECTIVE.match(state.src, start, min(len(state.src), start + 2100))
    if not found:
        return False
    if not silent:
        name = found.group(0).lstrip("!:").split("[", 1)[0].lower()
        token = state.push("directive", "", 0)
        token.content = found.group(0)
        token.meta = {"image": name in _MEDIA_DIRECTIVES, "video": name in ("youtube", "video", "vimeo", "bilibili")}
    state.pos = found.end()
    return True


# A container fence line left over (a `:::` that closes nothing) and kramdown `{: .class}` lines.
_CONTAINER_LINE = LazyPattern(r"^:{3,}\s{0,10}$|^\{:[^{}\n]{0,300}\}\s*$")

# A container's opening info, as mdit-py-plugins' container rule hands it over: `tip Title`,
# `tip[Title]` (Docusaurus), `column: Title`, `details 点我查看代码 {open}` (VitePress), `{.note}`
# (pandoc).
_CONTAINER_OPENS = LazyPattern(r"^\s{0,10}(?:[\w-]|\{)")
_CONTAINER_TITLE = LazyPattern(r"^\s{0,10}([\w-]{1,30}):?(?:\[(.{1,300})\]|\s+(.{1,300}?))?\s*$", re.S)
_CONTAINER_ATTRIBUTES = LazyPattern(r"\s*\{[^{}\n]{0,300}\}\s*$")
_TITLE_ATTRIBUTE = LazyPattern(r"""\{[^{}\n]{0,300}?\btitle=(?:"([^"\n]{1,300})"|'([^'\n]{1,300})')""")
# Words after the kind that style the box rather than title it (Zenn's `:::message alert`).
_CONTAINER_STYLES = {"alert", "info", "warn", "warning", "danger", "success", "open", "closed"}


# MyST's directive on a fence of colons: `:::{admonition} Its title`, `:::{note}` (a pandoc class is `{.note}`).
_MYST_COLON_FENCE = LazyPattern(r"^\s{0,10}\{[A-Za-z][\w:-]{0,40}\}[ \t]*(.{0,300})$")


def container_title(info: str) -> str:
    """The title a container's opening fence gives its box (said before its content), or ""; the kind
    (`tip`, `column:`) and its attributes (`{open}`) are markup, never said."""
    given = _TITLE_ATTRIBUTE.search(info) if "title" in info else None
    if given:  # `:::info{title="Title"}` (Docusaurus' directive attributes)
        return (given.group(1) if given.group(1) is not None else given.group(2)).strip()
    myst = _MYST_COLON_FENCE.match(info)
    if myst is not None:  # MyST's `:::{admonition} Its title` (a fence of colons, as its backtick fence)
        return myst.group(1).strip()
    found = _CONTAINER_TITLE.match(_CONTAINER_ATTRIBUTES.sub("", info.lstrip(":")))
    if not found:
        return ""
    title = (found.group(2) or found.group(3) or "").strip()
    return "" if title.lower() in _CONTAINER_STYLES else title


def _container_opens(params: str, markup: str) -> bool:
    """Any named container opens one (`::: tip`, `:::column: Title`, `::: {.note}`); a bare `:::` closes."""
    return bool(_CONTAINER_OPENS.match(params))


_COLON_RUN = LazyPattern(":+")
_SPACE_RUN = LazyPattern("[ \t]*")


def _container(state: StateBlock, opening: int, end: int, silent: bool) -> bool:
    """mdit-py-plugins' container rule for `:::` fences (the same tokens), each fence's colons counted by a
    regex: its walk took a function call per colon of every line it looked ahead at (25,000 lines of
    `::::…`, 60 deep: a second). Any name opens a box (_container_opens); a bare fence closes one."""
    src = state.src
    start, maximum = state.bMarks[opening] + state.tShift[opening], state.eMarks[opening]
    if not src.startswith(":", start) or state.is_code_block(opening):
        return False
    run = _COLON_RUN.match(src, start, maximum)
    if run is None or run.end() - start < 3 or not _container_opens(src[run.end() : maximum], run.group(0)):
        return False
    if silent:
        return True
    closing, closed, close_at = _container_end(state, opening, end, run.end() - start, (start, run.end()))
    if not closed and _codehilite_sample(state, opening, closing, src[start:maximum]):
        return True
    old_parent, old_line_max = state.parentType, state.lineMax
    state.parentType = "container"
    state.lineMax = closing  # lazy continuations never go past the closing fence
    token = state.push("container_box_open", "div", 1)
    token.markup, token.block, token.info, token.map = run.group(0), True, src[run.end() : maximum], [opening, closing]
    first = opening + 1
    if _MYST_COLON_FENCE.match(token.info):  # (its `:class: tip` option lines: never shown)
        while first < closing and _DIRECTIVE_OPTION.fullmatch(src, state.bMarks[first], state.eMarks[first]):
            state.push("container_line", "", 0).content = src[state.bMarks[first] : state.eMarks[first]]
            first += 1
    state.md.block.tokenize(state, first, closing)
    token = state.push("container_box_close", "div", -1)
    token.markup, token.block = src[close_at[0] : close_at[1]], True
    state.parentType, state.lineMax = old_parent, old_line_max
    state.line = closing + (1 if closed else 0)
    return True


# CodeHilite's language line (Python-Markdown, so Pelican): `:::c`, `:::python` as a code sample's first line.
_CODEHILITE_LINE = LazyPattern(r":::[A-Za-z][\w+#.-]{0,30}[ \t]*$")


def _codehilite_sample(state: StateBlock, opening: int, closing: int, line: str) -> bool:
    """A `:::lang` line that no fence closes, with code directly under it, pushed as the code sample it is.

    Python-Markdown's CodeHilite writes a sample's language as its first line (`:::c`); 0x7df's Pelican posts (s12
    dev, en: cuda-basics-part-2) indent one under a numbered list, where it is no indented code but a line of the
    item, and the container rule opened a box on it: the sample's C was read as seven list items. A line of colons
    and a name, unclosed, with code and no sentence to the end of its run (text.code_lines: a cue never hides
    prose), is code; a box that says something (`:::tip` … prose) stays a box."""
    if not _CODEHILITE_LINE.fullmatch(line) or opening + 1 >= closing or state.isEmpty(opening + 1):
        return False
    body = state.getLines(opening + 1, closing, state.blkIndent, False)
    if sentences(body) or not any(is_statement(text) for text in body.split("\n")):
        return False
    token = state.push("code_block", "code", 0)
    token.content, token.map, token.info = body, [opening, closing], line.strip().lstrip(":")
    state.line = closing
    return True


def _container_end(
    state: StateBlock, line: int, end: int, colons: int, at: tuple[int, int]
) -> tuple[int, bool, tuple[int, int]]:
    """Where the box opened on `line` ends, whether a fence closes it there, and the span mdit's rule
    left in its `start` and `pos` (the closing token's markup: the fence, or what it last looked at)."""
    src, (start, pos) = state.src, at
    while True:
        line += 1
        if line >= end:
            return line, False, (start, pos)
        start, maximum = state.bMarks[line] + state.tShift[line], state.eMarks[line]
        if start < maximum and state.sCount[line] < state.blkIndent:
            return line, False, (start, pos)  # a line indented less ends the list item the box is in
        if not src.startswith(":", start) or state.is_code_block(line):
            continue
        pos = _COLON_RUN.match(src, start).end()  # type: ignore[union-attr]  # (a colon is there)
        if pos - start < colons:
            continue
        pos = _SPACE_RUN.match(src, pos).end()  # type: ignore[union-attr]  # (matches empty at worst)
        if pos >= maximum:
            return line, True, (start, pos)


def _container_line(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    """A stray container fence (`:::` that closes nothing) or an attribute-list line: never said.

    (Both open with `:` or `{`: any other line is passed over without a copy of it.)"""
    if not state.src.startswith((":", "{"), state.bMarks[start] + state.tShift[start], state.eMarks[start]):
        return False
    return _one_line_block(state, start, silent, _CONTAINER_LINE, "container_line")


_PAIRED_SKIPS = {"highlight": "code", "code": "code", "mermaid": "diagram", "katex": "math", "math": "math"}
_PAIRED_OPEN = LazyPattern(r"^\s{0,3}\{\{[<%]-?\s{0,20}(highlight|code|mermaid|katex|math)\b.{0,1000}?[%>]\}\}\s*$")


def _paired_shortcode(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    """`{{< highlight go >}}…{{< /highlight >}}` and kin: code or math, said as a skip cue.

    Never closed, it is not a pair: the line is read as it stands."""
    name = _opening(state, start, _PAIRED_OPEN)
    if name is None:
        return False
    closing = re.compile(r"\{\{[<%]-?\s{0,20}/\s{0,20}" + name + r"\s{0,20}-?[%>]\}\}")
    if name == "mermaid":
        return _diagram(state, start, end, silent, closing)
    if _PAIRED_SKIPS[name] != "code":
        return _tex_between(state, start, end, silent, closing)
    return _through_closing(state, start, end, silent, closing, first=start + 1, unclosed=False, kind="code_block")


def _tex_between(state: StateBlock, start: int, end: int, silent: bool, closing: re.Pattern[str]) -> bool:
    """A formula between a tag pair's lines (`{{< katex >}}`, `{% katex %}`): read as a display formula is, said whole
    when it reads whole, else the formula's cue. Never closed, it is not a pair."""
    if not _through_closing(state, start, end, silent, closing, first=start + 1, unclosed=False, kind="math_block"):
        return False
    if not silent:
        state.tokens[-1].content = state.getLines(start + 1, max(start + 1, state.line - 1), 0, True)
    return True


# markdown-it looks for the `]` that closes a `[` by walking the rest of the paragraph, once per
# `[`: a run of unclosed brackets ("[[[[…", "![![…", "[^[^…") costs quadratic time
# (benchmarks/pathological.py). The walk below is markdown-it's, plus one memo per inline state:
# where each bare `[` closed, or that it never does. A walk that meets a bare `[` jumps straight
# past its closing `]` (the levels in between balance), and if that `[` never closes, neither does
# the outer one (its level can only stay higher). Each position is then walked about once.
_NEVER = -1


@dataclass
class _Labels:
    """What one inline state has learnt about its brackets."""

    last_close: int  # the last `]` in the source: a `[` after it never closes
    # (start, posMax) → (where the `[` at start closes or _NEVER, whether the walk passed a
    # `[` that opens a real link, which makes the answer -1 for a link's own label)
    ends: dict[tuple[int, int], tuple[int, bool]] = field(default_factory=dict)


_labels: weakref.WeakKeyDictionary[StateInline, _Labels] = weakref.WeakKeyDictionary()
_closes: weakref.WeakKeyDictionary[StateInline, Closes] = weakref.WeakKeyDictionary()


def _link_label(state: StateInline, start: int, disable_nested: bool = False) -> int:
    """markdown-it's parseLinkLabel (same answers), linear over runs of brackets."""
    # One function, not two: the walk recurses through skipToken and the link rule once per
    # nesting level, and markdown-it's 256 levels must fit in Python's stack.
    labels = _labels.get(state)
    if labels is None:
        labels = _labels[state] = _Labels(state.src.rfind("]"))
    if start >= labels.last_close:
        return _NEVER
    ends = labels.ends
    key = (start, state.posMax)
    known = ends.get(key)
    if known is None:
        old_pos = state.pos
        state.pos = start + 1
        level = 1
        found = _NEVER
        nested = False
        while state.pos < state.posMax:
            marker = state.src[state.pos]
            if marker == "]":
                level -= 1
                if level == 0:
                    found = state.pos
                    break
            before = state.pos
            state.md.inline.skipToken(state)
            if marker != "[":
                continue
            if before != state.pos - 1:
                nested = True  # a `[` that is a token of its own: a link inside this label
                continue
            inner = ends.get((before, state.posMax))
            if inner is None:
                level += 1
            elif inner[0] == _NEVER:
                break  # the inner `[` never closes, so this one cannot either
            else:
                state.pos = inner[0] + 1  # the inner pair is balanced: same level after it
                nested = nested or inner[1]
        state.pos = old_pos
        known = ends[key] = (found, nested)
    end, nested = known
    return _NEVER if (nested and disable_nested) else end


class _Destination:
    """What markdown-it's parseLinkDestination answers: whether a destination was found, where it ends,
    and the destination (unescaped)."""

    __slots__ = ("ok", "pos", "str")

    def __init__(self, ok: bool = False, pos: int = 0, text: str = "") -> None:
        self.ok, self.pos, self.str = ok, pos, text


# A bare destination as markdown-it's walk takes it in one go when it holds no backslash and no
# parenthesis but balanced pairs one deep (`javascript:alert(1)`, `https://x.org/a_(b)`): no space,
# control character or backslash, and each `(` closed before the next one opens.
_PLAIN_DESTINATION = LazyPattern(r"(?:[^\x00-\x20\x7f\\()]|\([^\x00-\x20\x7f\\()]*\))*")


def _link_destination(
    string: str,
    pos: int,
    maximum: int,
    *,
    mdit_walk: Callable[[str, int, int], _Destination],
    unescape: Callable[[str], str],
) -> _Destination:
    """markdown-it's parseLinkDestination (same answers), a plain destination read by one regex: its
    walk took a character at a time, a function call each (a megabyte of `![x](javascript:alert(1))`:
    a second). Where the walk would meet a `<`, a backslash or a deeper `(`, it is markdown-it's."""
    if string.startswith("<", pos):
        return mdit_walk(string, pos, maximum)
    plain = _PLAIN_DESTINATION.match(string, pos, maximum)  # None only past `maximum`
    end = plain.end() if plain else pos
    if end < maximum and string[end] in "(\\":
        return mdit_walk(string, pos, maximum)
    # The walk stops here too (the end, a space, a control character, a `)` at level 0), nothing open.
    return _Destination(True, end, unescape(string[pos:end])) if end > pos else _Destination()


# `![alt](destination)` at its plainest: alt text without a character any inline rule starts at (so
# the label walk would end at the first `]` and the alt's parse give one text token), a bare
# destination markdown-it's walk takes whole (no space, backslash or deeper parenthesis), and no
# title.
_PLAIN_IMAGE = LazyPattern(
    r"!\[([^\n!#$%&*+\-:<=>@\[\\\]^_`{}~]*)\]\(((?:[^\x00-\x20\x7f\\()]|\([^\x00-\x20\x7f\\()]*\))*)\)"
)


def _plain_image(state: StateInline, silent: bool) -> bool:
    """An image at its plainest (_PLAIN_IMAGE) made as markdown-it's image rule makes it (the same token),
    without its label walk, destination walk and title parse: a megabyte of `![x](javascript:alert(1))`
    is 38,000 of them. Anything else (a title, a reference, markup in the alt) is left to that rule."""
    found = _PLAIN_IMAGE.match(state.src, state.pos, state.posMax)
    if found is None:
        return False
    href = state.md.normalizeLink(unescapeAll(found.group(2)))
    if not state.md.validateLink(href):
        return False  # markdown-it then reads on without the destination: its rule's own way
    if not silent:
        children: list[Token] = []
        state.md.inline.parse(found.group(1), state.md, state.env, children)
        token = state.push("image", "img", 0)
        token.attrs = {"src": href, "alt": ""}
        token.children = children or None
        token.content = found.group(1)
        if not found.group(2):
            # (`![HTTPとは]()`: a picture written with no address, its file never filled in — the page shows it
            # broken, its alt in its place: a picture the writer put there, unlike one refused for its scheme)
            token.meta = {UNWRITTEN_SOURCE: True}
    state.pos = found.end()
    return True


_FOOTNOTE_LABEL_MAX = 256


def _footnote_ref(state: StateInline, silent: bool, *, mdit_rule: Callable[[StateInline, bool], bool]) -> bool:
    """mdit's footnote_ref, which scans from every `[^` to the next space or `]`: bounded; and asked only at a `[^`
    (mdit's makes the parse's empty record of notes before its first test, which footnote_tail reads as none: so
    it answers False elsewhere with nothing changed, and text.dispatch asks it at a `[` alone)."""
    if not state.src.startswith("[^", state.pos):
        return False
    if "]" not in state.src[state.pos : min(state.posMax, state.pos + _FOOTNOTE_LABEL_MAX)]:
        return False
    return mdit_rule(state, silent)


def _footnote_inline(state: StateInline, silent: bool, *, mdit_rule: Callable[[StateInline, bool], bool]) -> bool:
    """mdit's footnote_inline (`^[note]`), asking the linear label walk first whether it closes."""
    if state.src.startswith("^[", state.pos) and _link_label(state, state.pos + 1) == _NEVER:
        return False
    return mdit_rule(state, silent)


# markdown-it runs every inline rule at each of these characters (its text rule skips the rest), so
# a paragraph made of them costs time per character however linear each rule is (a megabyte of `{`,
# `<a `, `![` or `*`: benchmarks/pathological.py). A paragraph of more than _MARKUP_CAP of them, a
# third of it or more, is no one's prose: its runs of markup characters are dropped before the
# inline parse (its words are kept and said), which makes it cost what text costs.
_INLINE_MARKS = LazyPattern(r"[!#$%&*+\-:<=>@\[\\\]^_`{}~]+")
_MARKUP_CAP = 20_000


# A star the writer escaped against a word (`yield\*`, `**\*args**`): the page shows it, and it is the name's
# ("yield*" is another statement than "yield"). Joined to the text it would look like emphasis left over, which
# text.tidy drops; it is carried as model.SHOWN_STAR, which text.lexicon says by the star's name.
def _escaped_stars(state: StateCore) -> None:
    """Each escaped star against a letter or digit becomes :data:`SHOWN_STAR`, before the text tokens are joined."""
    for token in state.tokens:
        if token.type != "inline" or "\\*" not in token.content or not token.children:
            continue
        children = token.children
        _escaped_bold(children)
        around = _TextAround(children)
        for n, child in enumerate(children):
            if child.type != "text_special" or child.markup != "\\*":
                continue
            before = children[n - 1].content[-1:] if n and children[n - 1].type == "text" else ""
            after = children[n + 1].content[:1] if n + 1 < len(children) and children[n + 1].type == "text" else ""
            following = (
                children[n + 1].content.lstrip(" ")[:1]
                if n + 1 < len(children) and children[n + 1].type == "text"
                else ""
            )
            if before.isalnum() and (after.isdigit() or following.isdigit() and _in_a_product(around, n)):
                continue  # `台灣價格\\*2`, `size\\*2`: a product escaped from emphasis, left to text.tidy's stars
            if before.isalnum() or after.isalnum():
                child.content = SHOWN_STAR
                around.changed(n)


# A spaced star is a product's only in a product's shape: a number (and its counter) right before it, `2 人\\* 6 餐`,
# or another star or an equals sign in its sentence, `… \\* 匯率 4 = 4000` (aszx87410 macau-travel-venetian line 143).
# After a word or a sentence it is a footnote's or a note's mark: `価格は変動します\\* 2024年1月時点の情報です。`.
_NUMBER_BEFORE = LazyPattern(r"\d\s?[^\W\d_]{0,2}\s?$")
_NUMBER_BEFORE_LONGEST = 6  # characters: its longest match (5), and the final newline that `$` may stand before
_SENTENCE_END = LazyPattern(r"[。．！？!?]|\.\s")
_PRODUCT_SIGN = LazyPattern(r"[*=＝×∗]")


#: How far either side of an escaped star its sentence is looked through (characters): a product's numbers and signs
#: are near it, and each star looking through the whole paragraph made a paragraph of stars cost its square (s15
#: attacks: '80 \\* 2 人\\* 6 ' × 60,000, a megabyte, was still running at 180 s; 4,000 of them took 10 s).
_PRODUCT_REACH = 400


class _TextAround:
    """The text of an inline token's children (its text and escapes), by child, for the text beside any of them up to
    _PRODUCT_REACH characters either side: slices of the pieces found by their offsets, where walking the children
    one by one from each star cost a hundred steps a star in a paragraph of short texts between stars (s16 speed:
    `80 \\* 2 人\\* 6 ' × 7,000 spent 60 % of its script's time there)."""

    def __init__(self, children: list[Token]) -> None:
        self.children = children
        self.kept = [n for n, child in enumerate(children) if child.type in ("text", "text_special")]
        self.texts = [children[n].content for n in self.kept]
        self._offsets()

    def _offsets(self) -> None:
        self.starts = [0]
        for text in self.texts:
            self.starts.append(self.starts[-1] + len(text))

    def changed(self, n: int) -> None:
        """Child `n`'s content was changed (an escaped star made SHOWN_STAR)."""
        at = bisect_left(self.kept, n)
        if at < len(self.kept) and self.kept[at] == n:
            old, self.texts[at] = self.texts[at], self.children[n].content
            if len(old) != len(self.texts[at]):
                self._offsets()

    def before(self, n: int) -> str:
        """The last _PRODUCT_REACH characters of the text of the children before `children[n]`."""
        stop = bisect_left(self.kept, n)
        start = max(0, bisect_right(self.starts, self.starts[stop] - _PRODUCT_REACH, 0, stop + 1) - 1)
        return "".join(self.texts[start:stop])[-_PRODUCT_REACH:]

    def after(self, n: int) -> str:
        """The first _PRODUCT_REACH characters of the text of the children after `children[n]`."""
        start = bisect_right(self.kept, n)
        stop = bisect_left(self.starts, self.starts[start] + _PRODUCT_REACH, start)
        return "".join(self.texts[start:stop])[:_PRODUCT_REACH]


def _in_a_product(around: _TextAround, n: int) -> bool:
    """Whether the escaped star `children[n]`, before a spaced number, sits in a product (_NUMBER_BEFORE), judged
    within _PRODUCT_REACH of it."""
    before = around.before(n)
    after = around.after(n)
    if _NUMBER_BEFORE.search(before[-_NUMBER_BEFORE_LONGEST:]):  # (its match ends the text: only the end is tried)
        return True
    ends = list(_SENTENCE_END.finditer(before))
    start = ends[-1].end() if ends else 0
    end = _SENTENCE_END.search(after)
    return _PRODUCT_SIGN.search(before[start:] + " " + after[: end.start() if end else len(after)]) is not None


# Bold marks an exporter escaped (`\*\*注意：\*\*在 JSX 中…`, `后台回复\*\* "截图"\*\* 关键字`, `\*\*作者 | \*\*[…]`):
# the page shows the stars, but they are the writer's bold that a converter made literal, never a sign. Two escaped
# stars in a row that open a span (no Latin letter or digit before them) and two that close it (none after them),
# with words between, are that pair; a lone `\*\*` stays the sign it shows (`2\*\*3`, `\*\*kwargs`, `（\*和\*\*）`).
_LONGEST_ESCAPED_BOLD = 200  # characters between the two runs: a label or a phrase, not a paragraph


def _escaped_bold(children: list[Token]) -> None:
    """Each pair of escaped-star runs that encloses words as bold does becomes a `dialect_mark` left out (s12 held-out
    shenweiyan flameshot [38], biology-breakthroughs-2022 [2]; kdchang-tech-blog's notes: '\\*\\*注意：\\*\\*')."""
    opened: int | None = None
    for n in _escaped_star_runs(children):
        if opened is not None and _closes_bold(children, opened, n):
            for at in (opened, opened + 1, n, n + 1):
                children[at].type, children[at].meta = (
                    "dialect_mark",
                    {"rule": "bold marks an export escaped", "say": ""},
                )
            opened = None
        else:  # (no closer: this run may open the next pair)
            opened = n if not _latin_word(_text_edge(children, n - 1, last=True)) else None


def _escaped_star(children: list[Token], at: int) -> bool:
    """Whether the token at `at` is a star the writer escaped (`\\*`). markdown-it gives each escape a `text_special`
    token of its own, so a run of escaped stars is found among the tokens, not in the text; an index past either end
    is no star, since the runs' edges are read one token beyond them."""
    return 0 <= at < len(children) and children[at].type == "text_special" and children[at].markup == "\\*"


def _escaped_star_runs(children: list[Token]) -> list[int]:
    """Where two escaped stars stand in a row, no third beside them."""
    return [
        n
        for n in range(len(children) - 1)
        if _escaped_star(children, n)
        and _escaped_star(children, n + 1)
        and not _escaped_star(children, n - 1)
        and not _escaped_star(children, n + 2)
    ]


def _text_edge(children: list[Token], at: int, *, last: bool) -> str:
    """The last (or first) character of the text token at `at` ("" for any other token)."""
    if not 0 <= at < len(children) or children[at].type != "text":
        return ""
    return children[at].content[-1:] if last else children[at].content[:1]


def _latin_word(char: str) -> bool:
    """Whether `char` belongs to a Latin word or a number. A star run glued to one is a sign of code or a formula
    (`\\*\\*kwargs`, `a\\*\\*b`), said as the sign; Chinese and Japanese prose glue a bold mark to their words (no
    spaces), so a CJK character beside a run says nothing about code and leaves the pair to be bold."""
    return char.isascii() and char.isalnum()


def _closes_bold(children: list[Token], opened: int, n: int) -> bool:
    """Whether the run at `n` closes the one at `opened`: words between, and no Latin word glued after it that a space
    or a word comes before ("\\*\\*kwargs and \\*\\*kwargs" names the sign twice; "…邏輯時：\\*\\*Setup Store" closes after
    a mark, "\\*\\*作者 | \\*\\*" after the export's space)."""
    after, last = _text_edge(children, n + 2, last=False), _text_edge(children, n - 1, last=True)
    between = "".join(child.content for child in children[opened + 2 : n])
    glued = _latin_word(after) and (not last or last.isspace() or _latin_word(last))
    return not glued and bool(between.strip()) and len(between) <= _LONGEST_ESCAPED_BOLD


# A product CommonMark took for emphasis: `2*3*4`, `a*b*c`, `2*n*m` — a star glued between operands opens and the
# next closes, so the page shows "2<em>3</em>4". Where the emphasis holds one operand (a number, a lone letter, a
# bracket) and an operand is glued on each side of it, its two stars are the writer's products (s9 dev readings:
# '2 3 4', 'abc'); emphasis of a word (`file*name*s`, `*a*b`) stays emphasis.
_OPERAND_ENDS = LazyPattern(r"(?:(?<![A-Za-z0-9_.])(?:\d{1,12}(?:\.\d{1,12})?|[A-Za-z])|\))$")
_OPERAND_WHOLE = LazyPattern(r"(?:\d{1,12}(?:\.\d{1,12})?|[A-Za-z]|\([^()\n]{1,60}\))$")
_OPERAND_STARTS = LazyPattern(r"(?:\d|[A-Za-z](?![A-Za-z0-9_])|\()")


def _a_product(children: list[Token], n: int) -> bool:
    """Whether the emphasis opening at `children[n]` is one operand starred between two: a product."""
    if n < 1 or n + 3 >= len(children) or children[n].markup != "*":
        return False
    before, inside, close, after = children[n - 1], children[n + 1], children[n + 2], children[n + 3]
    return (
        before.type == inside.type == after.type == "text"
        and close.type == "em_close"
        and _OPERAND_ENDS.search(before.content[-14:]) is not None
        and _OPERAND_WHOLE.match(inside.content) is not None
        and _OPERAND_STARTS.match(after.content) is not None
    )


def _products(state: StateCore) -> None:
    """Each emphasis that is a product (`_a_product`) becomes its two stars, said as "times" (text.lexicon)."""
    for token in state.tokens:
        if token.type != "inline" or "*" not in token.content or not token.children:
            continue
        children = token.children
        for n, child in enumerate(children):
            if child.type == "em_open" and _a_product(children, n):
                for star in (child, children[n + 2]):
                    star.type, star.tag, star.nesting, star.content = "text", "", 0, "×"


# `<style>` and `<script>` are raw-text elements: a browser takes everything after one, Markdown's own tags
# included, as its CSS or code until its end tag. Opened in one block (`><style …>` in a quote) and closed in
# a later paragraph, the Markdown between is never shown, so it is never read.
_RAW_TEXT_TAG = LazyPattern(r"<(/?)(style|script)\b[^>]*>", re.I)


def _raw_text_state(content: str, name: str) -> tuple[str, int]:
    """The raw-text element open after `content` (`name`: the one open before it, "" for none), and where the
    element open before it closes in `content` (0: it was not open; -1: it does not close here). A tag in an HTML
    comment is none (review s15 text1 M3: a commented-out `<script>` took the whole article out)."""
    closed = 0 if not name else -1
    for found in _RAW_TEXT_TAG.finditer(without_comments(content)):
        closing, tag = found.group(1), found.group(2).lower()
        if not name and not closing:
            name = tag
        elif name and closing and tag == name:
            name = ""
            closed = found.end() if closed < 0 else closed
    return name, closed


def _raw_text_elements(state: StateCore) -> None:
    """What a `<style>` or `<script>` left open hides, up to its end tag, is taken out (never said, never cued)."""
    name = ""
    for token in state.tokens:
        if token.type == "html_block":
            name, closed = _raw_text_state(token.content, name)
            if closed:
                token.content = token.content[closed:] if closed > 0 else ""
        elif token.type == "inline" and token.children and (name or "<" in token.content):
            kept: list[Token] = []
            for child in token.children:
                was = name
                if child.type == "html_inline":
                    name, _ = _raw_text_state(child.content, name)
                if not was or (child.type == "html_inline" and not name):
                    # (the tags that open and close one are kept: markup, never said, and accounted for as tags —
                    # `<script async src=…></script>` closing an embed's line lost its `</script>` to the account)
                    kept.append(child)
            if len(kept) < len(token.children):
                token.children = kept
                token.content = "" if not kept else token.content


def _cap_markup(state: StateCore) -> None:
    """Drop the markup characters of a paragraph that is mostly markup, before the inline parse."""
    for token in state.tokens:
        content = token.content
        if token.type != "inline" or len(content) <= _MARKUP_CAP:
            continue
        marks = len(content) - len(_INLINE_MARKS.sub("", content))
        if marks > _MARKUP_CAP and marks * 3 > len(content):
            token.content = _INLINE_MARKS.sub(" ", content)


# markdown-it re-reads every line once per level of quote or list around it, and keeps a token per
# level (time and memory grow with depth × size: benchmarks/pathological.py). Deeper than a listener
# can follow, the levels add nothing to hear (a quote is said the same at any depth): past
# _QUOTE_CAP markers a line's further `>` go, and past _INDENT_CAP columns its indentation is cut to
# that, before the block parse. The text they held stays, read at the deepest level kept.
_QUOTE_CAP = 4
_INDENT_CAP = 32
_QUOTE_MARKERS = LazyPattern(r"^[ \t]{0,3}>[ \t>]*", re.M)
_DEEP_INDENT = LazyPattern(rf"^[ \t]{{{_INDENT_CAP // 4 + 1},}}(?=\S)", re.M)


def _fewer_quote_markers(found: re.Match[str]) -> str:
    markers = found.group(0)
    if markers.count(">") <= _QUOTE_CAP:
        return markers
    at = -1
    for _ in range(_QUOTE_CAP):
        at = markers.index(">", at + 1)
    return markers[: at + 1] + markers[markers.rindex(">") + 1 :]


def _less_indent(found: re.Match[str]) -> str:
    indent = found.group(0)
    return " " * _INDENT_CAP if len(indent.expandtabs(4)) > _INDENT_CAP else indent


# Container fences: mdit-py-plugins' container rule looks ahead from each opening fence to its
# closing one (the first bare fence of as many colons or more), and each box's content is parsed
# again inside it, so a megabyte of openers that close far away, or never, costs minutes. An
# article's boxes span a few dozen lines each: when the openers' look-ahead adds up to more than
# _SCAN_BUDGET lines (plus a few per line of the text), the farthest-reaching openers are read as
# the words they carry until it fits.
_SCAN_BUDGET = 20_000
_FENCE_LINE = LazyPattern(r"^[ \t]{0,3}(:{3,})[ \t]*(.*)$", re.M)
_COLONS_CAP = 64  # a fence of more colons is counted as this many


def _far_fences(src: str) -> str:
    """`src` with the container openers that look ahead farthest turned into their words, until all the
    openers' look-ahead fits _SCAN_BUDGET (linear in the text, but for sorting the openers by reach)."""
    lines = list(_FENCE_LINE.finditer(src))
    numbers, count, last = [], 0, 0  # each fence line's line number in the text
    for line in lines:
        count += src.count("\n", last, line.start())
        last = line.start()
        numbers.append(count)
    end_line = count + src.count("\n", last)
    next_closer = [end_line] * (_COLONS_CAP + 1)  # per colon count: the nearest bare fence below with as many
    reach: list[tuple[int, int]] = []  # (text lines looked at, fence index) of every opener
    for index in range(len(lines) - 1, -1, -1):
        colons = min(len(lines[index].group(1)), _COLONS_CAP)
        if lines[index].group(2).strip():
            reach.append((next_closer[colons] - numbers[index], index))
        else:
            for at_least in range(3, colons + 1):
                next_closer[at_least] = numbers[index]
    total, budget = sum(distance for distance, _ in reach), _SCAN_BUDGET + 4 * end_line
    if total <= budget:
        return src
    cut: set[int] = set()
    for distance, index in sorted(reach, reverse=True):
        if total <= budget:
            break
        cut.add(index)
        total -= distance
    pieces, end = [], len(src)
    for index in sorted(cut, reverse=True):
        line = lines[index]
        pieces.append(src[line.end() : end])
        pieces.append(line.group(2))
        end = line.start()
    pieces.append(src[:end])
    return "".join(reversed(pieces))


# A list nested deeper than _LIST_CAP levels is said as at _LIST_CAP levels (every item's words, in
# order), and markdown-it's cost grows with the depth: each level is one more list rule, tokenize
# call and frame around every line inside it, and every line's indentation is read a character at a
# time (a megabyte of items each one level deeper than the last: most of its parse). Before the
# block parse, an item past the cap is moved left to the column of the item at the cap (a sibling of
# it), its lines with it. Real articles nest lists up to 6 levels (8,000 of them read for this); a
# text that never indents a list marker by 2 * _LIST_CAP columns cannot go past the cap (a marker
# and its space are 2 columns or more) and is not looked at. Items are counted as markdown-it counts
# them, but for what only a full parse knows (a list inside a quote or an HTML block, a lazy line):
# those count fewer levels, never more.
_LIST_CAP = 8
_MAYBE_DEEP_ITEM = LazyPattern(rf"^(?: {{{2 * _LIST_CAP},}}|[ \t]*\t[ \t]*)(?:[-+*]|\d)", re.M)
_LIST_ITEM = LazyPattern(r"[ \t]*(?:[-+*]|\d{1,9}[.)])(?=[ \t]|$)")
_BREAK_LINE = LazyPattern(r"[ \t]*([-*_])(?:[ \t]*\1){2,}[ \t]*$")  # `- - -`: a thematic break, not an item
_CODE_FENCE = LazyPattern(r"[ \t]*(`{3,}|~{3,})")


@dataclass
class _OpenItem:
    """A list item the pass below is inside: where its marker and its content start (columns), and how far
    left its lines are moved."""

    marker: int
    content: int
    shift: int


def _columns(text: str, start: int = 0) -> int:
    """The column after `text` (markdown-it's: a tab goes on to the next multiple of 4), from column `start`."""
    if "\t" not in text:
        return start + len(text)
    column = start
    for char in text:
        column += 4 - column % 4 if char == "\t" else 1
    return column


def _open_item(line: str, marker_end: int, width: int, items: list[_OpenItem]) -> _OpenItem:
    """The item that `line` opens (its marker ends at `marker_end`), moved left if it is past _LIST_CAP."""
    after = len(line) - marker_end - len(line[marker_end:].lstrip(" \t"))
    end = _columns(line[:marker_end])
    spaces = _columns(line[marker_end : marker_end + after], end) - end
    content = end + (spaces if 1 <= spaces <= 4 and after < len(line) - marker_end else 1)
    shift = width - items[_LIST_CAP - 1].marker if len(items) >= _LIST_CAP else 0
    return _OpenItem(width, content, shift)


def _flatter_lists(src: str) -> str:
    """`src` with every list item past _LIST_CAP levels moved left to the column of the item at the cap."""
    if not _MAYBE_DEEP_ITEM.search(src):
        return src
    lines = src.split("\n")
    items: list[_OpenItem] = []
    fence: tuple[str, int] | None = None  # an open code fence (its marker) and how many items it is in
    for number, line in enumerate(lines):
        text = line.lstrip(" \t")
        if not text:
            continue
        width = _columns(line[: len(line) - len(text)])
        while items and width < items[-1].content:
            items.pop()  # (a line indented less than an item's content is not in it, nor is a fence there)
        if fence is not None and len(items) >= fence[1]:
            if text.startswith(fence[0]) and not text.rstrip(" \t").strip(fence[0][0]):
                fence = None
        elif width - (items[-1].content if items else 0) >= 4:
            fence = None  # indented code (or a paragraph's line): no item starts here
        elif (item := _LIST_ITEM.match(line)) and not _BREAK_LINE.match(line):
            fence = None
            items.append(_open_item(line, item.end(), width, items))
        else:
            opened = _CODE_FENCE.match(line)
            fence = (opened.group(1), len(items)) if opened else None
        if items and items[-1].shift:
            lines[number] = " " * (width - items[-1].shift) + text
    return "\n".join(lines)


def _cap_nesting(state: StateCore) -> None:
    """Quotes deeper than _QUOTE_CAP, lists deeper than _LIST_CAP, indentation past _INDENT_CAP columns and
    container fences that look ahead too far (_SCAN_BUDGET), cut before the block parse; a last line of quote
    markers ended."""
    src = state.src
    if ">" * 2 in src or "> >" in src:
        src = _QUOTE_MARKERS.sub(_fewer_quote_markers, src)
    if src.count(":::") > 8:
        src = _far_fences(src)
    src = mend_fallen_fences(src)  # a list item's fence whose body fell to column 0 (Hashnode): one block
    src = unpair_stray_fences(src)  # a bare closing line that opened a fence over prose opens nothing
    state.src = _DEEP_INDENT.sub(_less_indent, _flatter_lists(src))
    # A last line of nothing but quote markers and spaces, with no line break after it (`> ::: tip` then
    # `> `, or a quoted table then `> `): its quote leaves it empty at the very end of the text, where
    # mdit's container rule reads its first character and raised IndexError. A line break after it (as
    # almost every file has) gives the same lines and the same empty line, and a character to read.
    last = state.src[state.src.rfind("\n") + 1 :]
    if ">" in last and not last.strip(" \t>"):
        state.src += "\n"


def _table_shell(
    state: StateBlock,
    start: int,
    end: int,
    silent: bool,
    *,
    gfm_table: Callable[[StateBlock, int, int, bool], bool],
    light: bool = True,
) -> bool:
    """GFM's table rule, keeping only the table's opening and closing tokens.

    A table is never read aloud (a cue says one is there): its rows and cells, and the inline
    parse of every cell, would cost time and memory for nothing (a megabyte table: seconds).
    `light`: the tokens in between are never made either, nor its rows split into cells
    (text.table_rows: the rule's own tests find where the table ends).
    """
    # GFM's own first test, before anything else is set up: a table's second line opens with |, - or :.
    second = start + 1
    if (
        second >= end
        or state.bMarks[second] + state.tShift[second] >= state.eMarks[second]
        or state.src[state.bMarks[second] + state.tShift[second]] not in "|-:"
    ):
        return False
    if light and not silent:
        return table_outline(state, start, end, gfm_table)
    first = len(state.tokens)
    if not gfm_table(state, start, end, silent):
        return False
    if not silent:
        del state.tokens[first + 1 : -1]
    return True


# markdown-it tries its block rules in turn on every line, inside every list and quote around it,
# and as the terminators of every paragraph, list and quote: a rule that does not apply still logs
# its entry (a `logging.debug` call), asks whether the line is indented code, and reads the line's
# first character. That is about 200 function calls per line of nested list items. Each rule below
# can only start at the characters given (its own first test, at the line's first character after
# spaces and tabs): a line that starts with anything else is passed over without the call. A blank
# line, or one that starts with one of them, goes to the rule as before. (list and blockquote are
# left alone: a wrapper around a rule that nests would be one more frame per level of nesting.)
_FIRST_CHARACTERS = {
    "fence": "`~",
    "hr": "*-_",
    "heading": "#",
    "html_block": "<",
    "reference": "[",
    "footnote_def": "[",
    "math_block": "$",
    "tex_block": "\\",
    "admonition": "!?",
    "tabbed": "=",
    # text.dialects
    "toc_marker": "[$@",
    "hackmd_tags": "#",
    "hashtag_tags": "#",
    "code_import": "<@",
    "pipe_block": "|",
    "snippet": "-",
    "kramdown_comment_block": "{",
    "hexo_blockquote": "{",
    "mdc_component": ":",
    "column_separator": "<",
    "custom_block": "[",
    "wordpress_code": "[",
    "go_template_call": "{",
    "myst_line": "(+%",
}
# Rules of _FIRST_CHARACTERS whose own first tests read the line's first two characters (or more), answering False
# with nothing changed on any line that starts otherwise: the block loop and the terminator chains ask them only on a
# line that starts with one of these (a task list's `- [ ] task` line was asked all five, each answering False).
_PREFIXES: dict[str, tuple[str, ...]] = {
    "footnote_def": ("[^",),
    "toc_marker": ("[t", "[T", "[[", "${", "@["),
    "custom_block": ("[[",),
    "wordpress_code": ("[code", "[sourcecode"),
    "snippet": ("--", "-8"),
}
# What Python's `\s` matches at a line's start after markdown-it's indentation (spaces and tabs) is taken, but for
# a line break (a line never starts with one there): a rule whose pattern opens with `\s*` can start at any of them.
_OTHER_SPACES = (
    "\x0b\x0c\r\x1c\x1d\x1e\x1f\x85\xa0\u1680"
    + "".join(map(chr, range(0x2000, 0x200B)))
    + "\u2028\u2029\u202f\u205f\u3000"
)
# Rules whose own first test is the line's first character, left unwrapped (list and blockquote nest: a
# wrapper would be one more frame per level; the others are cheap), so only the block loop and the
# terminator chains (text.dispatch) pass them over at any other character.
_STARTS: dict[str, str | tuple[str, ...]] = {
    "list": "*-+0123456789",
    "blockquote": ">",
    "container_box": ":",
    "container_line": ":{",
    "tight_heading": "#",
    "abbreviation_definition": "*",
    "jsx_block": "<",
    "mdx_esm": "ie",
    "grid_table": "+",
    # (a Liquid tag or shortcode line: its pattern allows white space before the brace that markdown-it's
    # indentation is not, a full-width space "\u3000{{< x >}}", so those characters go to the rule too)
    "liquid_block": "{" + _OTHER_SPACES,
    "paired_shortcode": "{" + _OTHER_SPACES,
    "shortcode_block": "{" + _OTHER_SPACES,
    # text.docfx: each reads the line from its first character after the indentation, a picture's `:::image`, an
    # include's `[!INCLUDE`, a div marker's `[!div`, and answers False on any other (they were asked on every line
    # and in every terminator chain: 7 line reads a line of a task list, s16 speed)
    "docfx_picture": (":::",),
    "docfx_include": ("[!",),
    "docfx_div": ("[!",),
}


def _first_character_gate(
    rule: Callable[[StateBlock, int, int, bool], bool], starts: str | tuple[str, ...]
) -> Callable[[StateBlock, int, int, bool], bool]:
    """`rule`, not called on a line that starts with none of `starts` (its characters, or its strings: it would answer
    False)."""
    prefixes = tuple(starts)

    def gated(state: StateBlock, start: int, end: int, silent: bool) -> bool:
        pos = state.bMarks[start] + state.tShift[start]
        if pos < state.eMarks[start] and not state.src.startswith(prefixes, pos):
            return False
        return rule(state, start, end, silent)

    return gated


def _code_gate(rule: Callable[[StateBlock, int, int, bool], bool]) -> Callable[[StateBlock, int, int, bool], bool]:
    """markdown-it's indented-code rule, not called on a line indented less than code is (it would answer False)."""

    def gated(state: StateBlock, start: int, end: int, silent: bool) -> bool:
        if state.sCount[start] - state.blkIndent < 4:
            return False
        return rule(state, start, end, silent)

    return gated


# markdown-it's setext-heading rule (`Title` over `=====` or `-----`) looks for the underline from
# every paragraph's first line, running every terminator rule on each line it passes, before the
# paragraph rule does the same walk again. An underline is a line of `=` or `-` (after the quote
# markers and indentation the line is read inside); a blank line ends the walk. Where the first such
# line after a paragraph's start is blank (or there is none before the end), the rule could not find
# an underline.
_SETEXT_STOP = LazyPattern(r"^(?:(?P<underline>[ \t>]*(?:=+|-+)[ \t]*)|[ \t]*)$", re.M)


@dataclass
class _SetextStops:
    """The lines of one block state's source that end the underline walk: blank ones, and every line that
    could be an underline, in order (`underline` says which)."""

    lines: list[int]
    underline: list[bool]


_setext_stops: weakref.WeakKeyDictionary[StateBlock, _SetextStops] = weakref.WeakKeyDictionary()


def _setext_stops_of(state: StateBlock) -> _SetextStops:
    """The stops of `state`'s source, found once per state in one pass over it."""
    stops = _setext_stops.get(state)
    if stops is None:
        stops = _setext_stops[state] = _SetextStops([], [])
        src, line, last = state.src, 0, 0
        for found in _SETEXT_STOP.finditer(src):
            line += src.count("\n", last, found.start())
            last = found.start()
            stops.lines.append(line)
            stops.underline.append(found.group("underline") is not None)
    return stops


def _lheading(
    state: StateBlock, start: int, end: int, silent: bool, *, mdit_rule: Callable[[StateBlock, int, int, bool], bool]
) -> bool:
    """markdown-it's setext-heading rule, not called where no underline can follow (_SETEXT_STOP)."""
    stops = _setext_stops_of(state)
    at = bisect_right(stops.lines, start)
    if at < len(stops.lines) and stops.lines[at] < end and stops.underline[at]:
        return mdit_rule(state, start, end, silent)
    # What the rule leaves behind when it finds no underline: the state's parent type is "paragraph"
    # (markdown-it-py does not restore it then; a list rule asked later reads it).
    if not state.is_code_block(start):
        state.parentType = "paragraph"
    return False


def _gate_block_rules(md: MarkdownIt) -> None:
    """markdown-it's block rules above behind their first tests (_FIRST_CHARACTERS, _code_gate, _lheading), and
    its block and inline loops trying each rule only where it can start."""
    for rule in md.block.ruler.__rules__:
        if rule.name in _FIRST_CHARACTERS:
            starts = _PREFIXES.get(rule.name, _FIRST_CHARACTERS[rule.name])
            md.block.ruler.at(rule.name, _first_character_gate(rule.fn, starts), {"alt": rule.alt})
        elif rule.name == "code":
            md.block.ruler.at(rule.name, _code_gate(rule.fn), {"alt": rule.alt})
        elif rule.name == "lheading":
            md.block.ruler.at(rule.name, partial(_lheading, mdit_rule=rule.fn), {"alt": rule.alt})
    # (and both loops ask a rule only where it can start: text.dispatch)
    dispatch_block_rules(md, {**_FIRST_CHARACTERS, **_STARTS, **_PREFIXES})
    dispatch_inline_rules(md)


def _plain_inline(
    src: str, md: MarkdownIt, env: object, tokens: list[Token], *, full_parse: Callable[..., list[Token]]
) -> list[Token]:
    """markdown-it's inline parse, skipped for a text no inline rule can start in: one text token.

    Every inline rule starts at a character that stops markdown-it's text rule (its terminators; the
    rules before it, shortcode and mdx_comment, at `{`): without one, the text rule takes the whole
    text at once, its post-processing has nothing to pair, and the parse gives one text token. An
    image's alt text or a plain paragraph (a megabyte of `![x](…)`: 38,000 alt texts) is then one
    token made, not a parser state and its rules run."""
    if tokens or not src or md.inline.terminator_re.search(src):
        return full_parse(src, md, env, tokens)
    token = Token("text", "", 0)
    token.content = src
    tokens.append(token)
    return tokens


_NOTE_MARK = LazyPattern(r"\[\^([^\]\s]{1,200})\]")


def _table_notes(state: StateCore) -> None:
    """A note marked only inside a table is still the article's note: the table's cells are never parsed (a
    cue stands for them), so its marks are counted here, and footnote_tail keeps the note to be read."""
    data = state.env.get("footnotes") if isinstance(state.env, dict) else None
    if not data or not any(v == -1 for v in data.get("refs", {}).values()):
        return  # (no note defined and unmarked: most articles)
    lines: list[str] | None = None
    for token in state.tokens:
        if token.type != "table_open" or not token.map:
            continue
        lines = lines if lines is not None else state.src.split("\n")
        for label in _NOTE_MARK.findall("\n".join(lines[token.map[0] : token.map[1]])):
            if data["refs"].get(f":{label}") == -1:
                data["refs"][f":{label}"] = len(data["list"])
                data["list"][len(data["list"])] = {"label": label, "count": 0}


# A table whose every cell is a picture (linked or not) or empty: a grid the page lays its pictures out in, side by
# side, no table of data (`|||` / `| --- | --- |` / `| [![](ABMX1.png)](ABMX1.png) | [![](ABMX2.png)](ABMX2.png) |`:
# s19 held-out jim60105/blog-content Koikatu/abmx-zettai-ryoiki [11], "（此處略過一個表格）" for two screenshots).
_GRID_CELL = LazyPattern(
    r"\s*(?:\[\s*)?!\[([^\[\]\n]{0,500})\]\(\s*([^()\s]{1,2000})(?:\s+\"[^\"\n]{0,300}\")?\s*\)"
    r"(?:\s*\]\([^()\s]{0,2000}\))?\s*"
)
_DELIMITER_CELL = LazyPattern(r"\s*:?-+:?\s*")
PICTURE_GRID = "picture grid"  # a table_open's meta key: the (alt, address) of each picture of a grid


def _picture_grids(state: StateCore) -> None:
    """Mark each table that is only a grid of pictures with its pictures (text.prose says one album cue for it)."""
    lines: list[str] | None = None
    for token in state.tokens:
        if token.type != "table_open" or not token.map:
            continue
        lines = lines if lines is not None else state.src.split("\n")
        pictures = _grid_pictures(lines[token.map[0] : token.map[1]])
        if pictures:
            token.meta = {**(token.meta or {}), PICTURE_GRID: pictures}


def _grid_pictures(rows: list[str]) -> list[tuple[str, str]]:
    """The (alt, address) of every picture of a table's rows when each of its cells is a picture or empty; [] as
    soon as one cell holds anything else (words, code, a number: a table of data)."""
    pictures: list[tuple[str, str]] = []
    for row in rows:
        for cell in row.strip().strip("|").split("|"):
            if not cell.strip() or _DELIMITER_CELL.fullmatch(cell):
                continue
            found = _GRID_CELL.fullmatch(cell)
            if found is None:
                return []
            pictures.append((found.group(1), found.group(2)))
    return pictures


def _inline_note_text(state: StateCore) -> None:
    """An inline note's mark (`^[text]`) carries its text, which the notes say later: the paragraph's account
    declares it moved, not lost (its words were counted as holes of the paragraph)."""
    data = state.env.get("footnotes") if isinstance(state.env, dict) else None
    notes = data.get("list") if data else None
    if not notes or all("label" in note for note in notes.values()):
        return  # (no inline note: most articles)
    for token in state.tokens:
        for child in token.children or ():
            if child.type == "footnote_ref" and "label" not in (child.meta or {}):
                note = notes.get(child.meta.get("id"))
                if note is not None and "content" in note:
                    child.meta["note"] = note["content"]


# A MyST directive written as a fence: ```{note}, ```{admonition} Its title.
_DIRECTIVE_FENCE = LazyPattern(r"^\{([\w:-]{1,40})\}[ \t]*(.{0,300})$")
# Directives whose content is Markdown prose the page shows in a box (MyST's admonitions, Jupyter Book's and
# sphinx-design's boxes, sphinx-proof's statements); any other (`{code-cell}`, `{math}`, `{figure}`) keeps
# its fence's reading.
_PROSE_DIRECTIVES = frozenset(
    "admonition attention caution danger error hint important note seealso tip warning todo topic sidebar margin "
    "dropdown card grid-item-card tab-item tab-set epigraph pull-quote highlights div container versionadded "
    "versionchanged deprecated figure figure-md".split()
)
_DIRECTIVE_OPTION = LazyPattern(r"[ \t]*:[\w-]{1,40}:(?:[ \t].*)?$")


def _prose_directive(token: Token) -> tuple[str, str] | None:
    """(its name, its title) when a fence is a MyST directive whose content is prose, else None."""
    if token.type != "fence" or not token.info.startswith("{"):
        return None
    found = _DIRECTIVE_FENCE.match(token.info.strip())
    if found is None:
        return None
    name = found.group(1).lower()
    prose = name in _PROSE_DIRECTIVES or name.startswith(("prf:", "proof:"))
    return (name, found.group(2).strip()) if prose else None


# MyST directives the page shows as no words of the article (a picture, the book's table of contents, the
# bibliography, another file's content), as a formula (`{math}`: its TeX, read whole or cued) or as a diagram.
_SILENT_DIRECTIVES = frozenset(
    "image tableofcontents contents bibliography include glue glue:figure iframe video raw index".split()
)
_PICTURE_DIRECTIVES = frozenset(("figure", "figure-md"))
# reStructuredText directives (inside MyST's `{eval-rst}`) that show nothing where they stand: an index entry, the
# page's metadata, a setting for what follows, another file's content (left out as MyST's own `{include}` is).
_INVISIBLE_RST = frozenset("index meta highlight default-role currentmodule module include".split())
# A line of reStructuredText opening a directive (`.. index::`) or a comment (`.. index:`, one colon: no directive).
_RST_EXPLICIT = LazyPattern(r"\.\.[ \t]+(?:([\w:-]{1,40})::(?!\S))?")
# A toctree's option hiding its list (`:hidden:`, or `hidden:` in its YAML block): the page shows nothing there.
_HIDDEN_OPTION = LazyPattern(r"^[ \t]*:?hidden:[ \t]*(?:true)?[ \t]*$", re.M)


def _other_directive(token: Token) -> None:
    """A MyST directive fence that is no box of prose, by what the page shows there: a picture, an index entry,
    an include or a hidden toctree left out (`component_marks`); a toctree's list of pages as a `page_list` (a
    links cue); a formula as a display formula, a diagram as a mermaid fence; code keeps its reading."""
    if token.type != "fence" or not token.info.startswith("{"):
        return
    found = _DIRECTIVE_FENCE.match(token.info.strip())
    name = found.group(1).lower() if found else ""
    pages = (0 if _hidden_list(token) else _toctree_pages(token.content)) if name == "toctree" else None
    if name in _SILENT_DIRECTIVES or name == "eval-rst" and _shows_nothing(token.content) or pages == 0:
        token.type = "component_marks"
        token.content = f"{token.markup}{token.info}\n{token.content}{token.markup}"
    elif name == "toctree":
        # (the page shows its pages' titles, a list of links: its cue, never silence; s13 held-out shotakaha
        # typst-usage [11][16][18][20])
        token.type, token.meta = "page_list", {"pages": pages}
    elif name in ("math", "mermaid"):
        lines = token.content.split("\n")
        while lines and _DIRECTIVE_OPTION.match(lines[0]):
            lines.pop(0)
        if name == "mermaid":
            token.info, token.content = "mermaid", "\n".join(lines)
        else:
            token.type, token.content = "math_block", "\n".join(lines)


def _shows_nothing(rst: str) -> bool:
    """Whether a block of reStructuredText is only directives that show nothing (`_INVISIBLE_RST`) and comments,
    each with its indented body: a page shows nothing where `.. index:: pair: Typst; usage` stands, so no cue is
    said for it (s13 held-out shotakaha typst-usage [1], hugo-usage [1])."""
    lines = [line for line in rst.split("\n") if line.strip()]
    for line in lines:
        if line[0] in " \t":
            continue  # (a directive's options or entries, a comment's rest)
        found = _RST_EXPLICIT.match(line)
        if found is None or found.group(1) is not None and found.group(1).lower() not in _INVISIBLE_RST:
            return False
    return bool(lines)


def _hidden_list(token: Token) -> bool:
    """Whether a toctree is `:hidden:`: it builds the site's navigation and shows nothing on its page."""
    return _HIDDEN_OPTION.search(token.content) is not None


def _toctree_pages(content: str) -> int | None:
    """How many pages a toctree lists on its page: its entry lines (`typst-install`, `Title <path>`), past its
    options (`:maxdepth: 1`, or a YAML block between `---` lines); None when a `:glob:` pattern (`typst-*`) makes
    the number the site's, not the page's."""
    lines = content.split("\n")
    if lines and lines[0].strip() == "---":
        closing = next((n for n in range(1, len(lines)) if lines[n].strip() == "---"), 0)
        lines = lines[closing + 1 :]
    entries = [line for line in lines if line.strip() and not _DIRECTIVE_OPTION.match(line)]
    return None if any("*" in entry or "?" in entry for entry in entries) else len(entries)


def _colon_toctree(tokens: list[Token], at: int) -> None:
    """`:::{toctree}` (a toctree on a fence of colons, parsed as a box of Markdown): made the fence's `page_list`
    (or left out when hidden), its entry lines and options taken back from the box's tokens."""
    end = next((n for n in range(at + 1, len(tokens)) if tokens[n].type == "container_box_close"), len(tokens) - 1)
    lines = [t.content for t in tokens[at + 1 : end] if t.type in ("container_line", "inline", "fence", "code_block")]
    listed = Token("fence", "code", 0)
    listed.info, listed.markup, listed.content = "{toctree}", ":::", "\n".join(lines) + "\n"
    listed.map, listed.level, listed.block = tokens[at].map, tokens[at].level, True
    _other_directive(listed)
    tokens[at : end + 1] = [listed]


def _myst_directives(state: StateCore) -> None:
    """A MyST directive fence whose content is prose (```{important}, ```{admonition} Title): the page shows a box
    of Markdown, not code, so its content is parsed as Markdown in place, inside a container (its title said,
    its kind not), its `:option:` lines left out. Directives nested in it are read the same way."""
    tokens = state.tokens
    if not any(token.type in ("fence", "container_box_open") and token.info.startswith("{") for token in tokens):
        return  # (no directive: nearly every article)
    at = 0
    while at < len(tokens):
        token = tokens[at]
        if token.type == "container_box_open" and token.info.strip() == "{toctree}":
            _colon_toctree(tokens, at)
            at += 1
            continue
        directive = _prose_directive(token)
        if directive is None:
            _other_directive(token)
            at += 1
            continue
        name, title = directive
        if name in _PICTURE_DIRECTIVES:
            title = ""  # (its argument is the picture's path; its content is the caption under it)
        lines = token.content.split("\n")
        skipped = 0
        while skipped < len(lines) and _DIRECTIVE_OPTION.match(lines[skipped]):
            skipped += 1
        inner: list[Token] = []
        state.md.block.parse("\n".join(lines[skipped:]), state.md, state.env, inner)
        first = (token.map[0] + 1 + skipped) if token.map else 0
        for child in inner:
            child.level += token.level + 1
            if child.map and token.map:
                child.map = [child.map[0] + first, child.map[1] + first]
        opening = Token("container_box_open", "div", 1)
        opening.info, opening.markup, opening.block = f"{name} {title}".strip(), token.markup, True
        opening.map, opening.level = token.map, token.level
        closing = Token("container_box_close", "div", -1)
        closing.markup, closing.block, closing.level = token.markup, True, token.level
        tokens[at : at + 1] = [opening, *inner, closing]
        at += 1


# Python-Markdown's boxes as MkDocs (Material) shows them, each with a body indented under its line:
# admonitions (`!!! tip "Title"`, collapsible `??? note` and `???+ note` of pymdownx.details) and content
# tabs (`=== "Python"` of pymdownx.tabbed). Read as the `:::` boxes are (text.prose): the title or label the
# page shows, then the body; a box of code alone is the code cue. Before, a tab's line was said "=== Python"
# as an operator and a box's body, indented, was a code block.
_ADMONITION_LINE = LazyPattern(r'(?:!!!|\?\?\?\+?) ?[\w-]+(?: +[\w-]+)*(?: +"[^"\n]*")? *')
_TAB_LINE = LazyPattern(r'===[!+]{0,2} +"([^"\n]*)" *')


def _admonition(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    """mdit-py-plugins' admonition rule, on a line Python-Markdown takes for one (kinds are words)."""
    begin = state.bMarks[start] + state.tShift[start]
    if state.src[begin : begin + 1] not in ("!", "?"):
        return False
    if not _ADMONITION_LINE.fullmatch(state.src, begin, state.eMarks[start]):
        return False
    return admonition(state, start, end, silent)


def _tabbed(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    """A content tab, `=== "Label"` and its indented body: a box whose title is the tab's label."""
    begin = state.bMarks[start] + state.tShift[start]
    if not state.src.startswith("===", begin) or state.is_code_block(start):
        return False
    found = _TAB_LINE.fullmatch(state.src, begin, state.eMarks[start])
    if found is None:
        return False
    if silent:
        return True
    old_max, old_indent = state.lineMax, state.blkIndent
    state.blkIndent += 4
    last, was_empty = start + 1, False
    while last < end:  # the body: its indented lines (an empty line between them; two end it)
        empty = state.isEmpty(last)
        if (empty and was_empty) or (not empty and state.sCount[last] < state.blkIndent):
            break
        was_empty, last = empty, last + 1
    state.lineMax = last
    opening = state.push("container_box_open", "div", 1)
    opening.info, opening.markup, opening.block, opening.map = f"tab {found.group(1)}", "===", True, [start, last]
    state.md.block.tokenize(state, start + 1, last)
    closing = state.push("container_box_close", "div", -1)
    closing.markup, closing.block = "===", True
    state.lineMax, state.blkIndent, state.line = old_max, old_indent, last
    return True


def _admonitions_as_boxes(state: StateCore) -> None:
    """The admonition rule's tokens as the `:::` boxes' (its title in the box's info, as a container's)."""
    if not any(token.type == "admonition_open" for token in state.tokens):
        return  # (most articles)
    out: list[Token] = []
    in_title = False
    for token in state.tokens:
        if token.type == "admonition_open":
            box = Token("container_box_open", "div", 1)
            # the title the writer gave (`!!! tip` alone shows "Tip": the kind, said by no `:::` box either)
            titled = len(token.info.split()) > 1
            box.info = f"{token.meta.get('tag', '')} {token.content if titled else ''}".strip()
            box.markup, box.block, box.map, box.level = token.markup, True, token.map, token.level
            out.append(box)
        elif token.type == "admonition_close":
            box = Token("container_box_close", "div", -1)
            box.markup, box.block, box.level = token.markup, True, token.level
            out.append(box)
        elif token.type in ("admonition_title_open", "admonition_title_close"):
            in_title = token.type == "admonition_title_open"
        elif not in_title:
            out.append(token)
    state.tokens[:] = out


def _python_markdown_boxes(md: MarkdownIt) -> None:
    alt = ["paragraph", "reference", "blockquote", "list"]
    md.block.ruler.before("fence", "admonition", _admonition, {"alt": alt})
    md.block.ruler.before("fence", "tabbed", _tabbed, {"alt": alt})
    md.core.ruler.after("block", "admonitions_as_boxes", _admonitions_as_boxes)


def _dialects(md: MarkdownIt) -> None:
    """Python-Markdown's boxes (above), the marks of the dialects beside CommonMark (text.dialects), and a writer's
    indented paragraphs of CJK prose read as paragraphs (text.indented_prose)."""
    _python_markdown_boxes(md)
    use_dialects(md)
    use_indented_prose(md)


@lru_cache(maxsize=1)
def parser() -> MarkdownIt:
    """The configured markdown-it parser (CommonMark + GFM tables + footnotes + math + shortcodes)."""
    return build_parser()


def _core_rules(md: MarkdownIt) -> None:
    """The whole-document steps: nesting and markup caps, MyST directives, stars the writer escaped."""
    md.core.ruler.before("inline", "cap_markup", _cap_markup)
    md.core.ruler.before("text_join", "escaped_stars", _escaped_stars)
    md.core.ruler.before("text_join", "products", _products)
    md.core.ruler.after("escaped_stars", "shown_escapes", shown_escapes)
    md.core.ruler.after("block", "myst_directives", _myst_directives)
    md.core.ruler.after("normalize", "cap_nesting", _cap_nesting)
    md.core.ruler.after("inline", "raw_text_elements", _raw_text_elements)
    md.core.ruler.after("raw_text_elements", "repeated_alts", repeated_alts)


# Braces around values in prose, `{0,1}`, `{0: 0}`: a set, an object literal the writer left out of backticks (s9
# halfrost De Bruijn '构成了 {0,1} ^3^ 的所有组合' said '0, 1'; s10 dev mqyqingfeng 函数记忆 'cache 为 {0: 0}' said
# 'cache 为0: 0' — tidy takes every brace left in prose for a template's). The page shows them and they make the
# values one thing: read as the code they are, braces said. Braces around values glued to an ASCII word or a sigil (`foo-{a,b}.txt`,
# `${x}`), one word alone (`{name}`, a placeholder), doubled braces and attribute lists (`{: .note}`, `{#id}`) are
# not values; every other brace rule is tried first (this one is the ruler's last).
_VALUE = r"(?:-?\d{1,12}(?:\.\d{1,12})?|[A-Za-z_]\w{0,30}|'[^'\n{}]{0,40}'|\"[^\"\n{}]{0,40}\")"
_VALUE_BRACES = LazyPattern(rf"\{{ ?{_VALUE}(?: ?[,:] ?{_VALUE}){{1,12}} ?\}}(?!\}})")
# Empty braces, glued or not, are code's (`interface{}`, Go's empty interface: s9 halfrost go_reflection 'i interface';
# '花括号{}', s9 dev yanhaijing my-sublime3): no placeholder is empty.
_EMPTY_BRACES = LazyPattern(r"\{\}")
_NAME_BEFORE = LazyPattern(r"(?<![\w.])[A-Za-z_][\w.]{0,60}$")


# A set in braces a letter is said to belong to, or not, in prose ("当 n ∈ {8, 16, 32, 64} 时", "(n ∉ {7, 8, …})"):
# the membership is one formula, read as math (s17 dev wangzhaohan2910 OI 检查指南 [28][32]; s18 review text1 M5: the
# braces were taken for values' code before the membership rule saw them, "∈" sent bare, "左大括号" said). The letter
# and its sign stand just before the braces; braces after anything else are the rules' below.
_MEMBER_BEFORE = LazyPattern(r"(?<![\w.])([A-Za-z\u03b1-\u03c9](?:_\w)?) ?([\u2208\u2209]) ?$")
_SET_BRACES = LazyPattern(r"\{([\w ,.\u2026+-]{1,80})\}(?!\})")


def _membership_braces(state: StateInline, silent: bool) -> bool:
    """`n ∈ {8, 16}` in prose: one formula (see _MEMBER_BEFORE), the letter and the sign taken from what precedes."""
    member = _MEMBER_BEFORE.search(state.pending[-12:]) if state.pending else None
    found = _SET_BRACES.match(state.src, state.pos, state.posMax) if member is not None else None
    if member is None or found is None:
        return False
    if not silent:
        state.pending = state.pending[: len(state.pending) - len(member.group(0))]
        items = found.group(1).replace("\u2026", r"\ldots ")
        token = state.push("math_inline", "math", 0)
        relation = r"\in" if member.group(2) == "\u2208" else r"\notin"
        token.content, token.markup = f"{member.group(1)} {relation} \\{{{items}\\}}", "$"
    state.pos = found.end()
    return True


def _value_braces(state: StateInline, silent: bool) -> bool:
    """`{0,1}`, `{a: 1, b: 2}` in prose: a code span of their own (see _VALUE_BRACES); a set a letter belongs to, a
    formula (_membership_braces)."""
    src, pos = state.src, state.pos
    before = src[pos - 1] if pos else ""
    if src[pos] != "{" or before in "${":
        return False
    if before in " \u2208\u2209" and _membership_braces(state, silent):
        return True
    if src.startswith("{}", pos) and src[pos + 2 : pos + 3] != "}":
        found: re.Match[str] | None = _EMPTY_BRACES.match(src, pos, state.posMax)
    elif before.isascii() and (before.isalnum() or before in "_-./\\"):
        return False
    else:
        found = _VALUE_BRACES.match(src, pos, state.posMax)
    if found is None:
        return False
    if not silent:
        # (empty braces glued to a name are that name's, `interface{}`: the code said whole, "interface empty braces")
        name = _NAME_BEFORE.search(state.pending) if found.group(0) == "{}" else None
        if name is not None:
            state.pending = state.pending[: name.start()]
        token = state.push("code_inline", "code", 0)
        token.content, token.markup = (name.group(0) if name else "") + found.group(0), "`"
    state.pos = found.end()
    return True


def _math_rules(md: MarkdownIt) -> None:
    """Math beyond dollarmath's strict rule: `\\(…\\)`, `\\[…\\]`, `$ x^2 $`, a formula whose dollars were lost
    (text.math_delimiters); braces around values, after every other rule."""
    md.inline.ruler.push("value_braces", _value_braces)
    md.inline.ruler.before("dollar_text", "loose_dollars", loose_dollars)
    md.inline.ruler.before("escape", "tex_inline", tex_inline)
    md.inline.ruler.after("math_inline", "unclosed_display", unclosed_display)
    md.inline.ruler.before("shortcode", "display_tail", display_tail)
    md.inline.ruler.before("text", "stray_formula", stray_formula)
    md.block.ruler.before(
        "paragraph", "tex_block", tex_block, {"alt": ["paragraph", "reference", "blockquote", "list"]}
    )


def _use_footnotes(md: MarkdownIt) -> None:
    """Footnotes, with the notes marked only in tables, inline notes' text, and marks a sentence points at."""
    md.use(footnote_plugin)
    md.core.ruler.before("footnote_tail", "table_notes", _table_notes)
    md.core.ruler.before("footnote_tail", "picture_grids", _picture_grids)
    md.core.ruler.before("footnote_tail", "inline_note_text", _inline_note_text)
    md.core.ruler.after("footnote_tail", "pointed_notes", pointed_notes)


def build_parser(*, linear_labels: bool = True, gated: bool = True) -> MarkdownIt:
    """A new parser as `parser()` configures it; `linear_labels=False` keeps markdown-it's own walk, `gated=False`
    calls every block rule on every line and every inline rule at every stop (tests compare)."""
    # Nesting deeper than markdown-it's default of 20 (quotes in quotes, lists in lists)
    # is real in pasted mail threads; past 256 levels its recursion would outgrow
    # Python's stack, so deeper content is not read.
    md = MarkdownIt("commonmark", {"html": True, "maxNesting": 256})
    md.enable(["table", "strikethrough"])
    md.block.ruler.at("table", partial(_table_shell, gfm_table=gfm_table), {"alt": ["paragraph", "reference"]})
    _use_footnotes(md)
    # Pandoc's rule: no space just inside the dollars, no digit right after the closing one.
    md.use(dollarmath_plugin, double_inline=True, allow_space=False, allow_digits=False)
    md.block.ruler.before("fence", "mdx_esm", _mdx_esm)
    # An HTML block ends where a fence it holds opens (`<details>` / `<summary>` then a fence, no blank line): the
    # code is one code block, not raw text and paragraphs (text.html_fences); one that opens a `<style>` or
    # `<script>` runs to its closing tag, blank lines or not (text.html_raw_text).
    md.block.ruler.at(
        "html_block",
        partial(cut_at_fence, html_block=partial(through_raw_text, html_block=html_block)),
        {"alt": ["paragraph", "reference", "blockquote"]},
    )
    md.block.ruler.before("html_block", "jsx_block", _jsx_block)
    md.block.ruler.after("heading", "tight_heading", _tight_heading, {"alt": ["paragraph", "reference", "blockquote"]})
    md.block.ruler.before("paragraph", "abbreviation_definition", _abbreviation_definitions, {"alt": ["paragraph"]})
    md.block.ruler.before("fence", "liquid_block", _liquid_block, _ENDS_WHAT_IS_ABOVE)
    md.block.ruler.before("fence", "paired_shortcode", _paired_shortcode)
    _core_rules(md)
    # A Hugo shortcode alone on its line is structure (`{{< /tab >}}` right after a tab's text), never part
    # of the paragraph above it.
    md.block.ruler.before("paragraph", "shortcode_block", _shortcode_block, {"alt": ["paragraph"]})
    # Containers (markdown-it-container, as VitePress, Docusaurus and Zenn write them): one rule for
    # every name, which ends a paragraph or a list item before its closing fence as the sites do (else
    # lheading, looking for an underline, walks every following fence line again from each one).
    container_plugin(md, "box", validate=_container_opens)  # its renderer; the rule is _container
    md.block.ruler.at("container_box", _container, {"alt": ["paragraph", "reference", "blockquote", "list"]})
    use_docfx(md)  # (`:::image …:::` before the containers read its colons)
    md.block.ruler.before(
        "paragraph", "container_line", _container_line, {"alt": ["paragraph", "reference", "blockquote", "list"]}
    )
    md.inline.ruler.before("text", "shortcode", _shortcode_inline)
    md.inline.ruler.before("text", "mdx_comment", _mdx_comment)
    md.inline.ruler.before("text", "obsidian_comment", _obsidian_comment)
    md.inline.ruler.before("html_inline", "jsx_inline", _jsx_inline)
    md.inline.ruler.after("mdx_comment", "jsx_expression", _jsx_expression)
    _dollar_rules(md)
    _math_rules(md)
    md.inline.ruler.before("link", "wikilink", _wikilink)
    md.inline.ruler.before("link", "citation", _citation)
    md.inline.ruler.before("link", "template_link", _template_link)
    md.inline.ruler.before("link", "directive", _directive)
    md.inline.ruler.after("link", "open_paren_link", _open_paren_link)
    _dialects(md)
    # markdown-it refuses a `javascript:`/`data:`/`vbscript:` link outright, leaving its brackets and URL as text to
    # be spoken ("x javascript:alert(14))"). Here such a link or image is read as one, with no URL at all: its words
    # (a link's text) are said, the URL never reaches a listener or a chapter. (Remembered per URL, an exact key: a
    # page that links one URL many times normalizes it once; a plain URL is not parsed at all: text.plain_urls.)
    safe_url, normalize = md.validateLink, unless_plain(md.normalizeLink)
    md.normalizeLink = lru_cache(maxsize=4096)(  # type: ignore[method-assign]
        lambda url: (lambda href: href if safe_url(href) else "")(normalize(url))
    )
    md.normalizeLinkText = unless_plain(md.normalizeLinkText)  # type: ignore[method-assign,assignment]
    md.validateLink = lambda url: True  # type: ignore[method-assign]
    md.inline.parse = partial(_plain_inline, full_parse=md.inline.parse)  # type: ignore[method-assign]
    if gated:
        _gate_block_rules(md)
    if not linear_labels:
        return md
    # This parser's own helpers (markdown-it's module is untouched); markdown-it types the attribute
    # as its helpers module, which a namespace with the same three functions stands in for.
    md.helpers = SimpleNamespace(  # type: ignore[assignment]
        parseLinkLabel=_link_label,
        parseLinkDestination=partial(
            _link_destination, mdit_walk=md.helpers.parseLinkDestination, unescape=unescapeAll
        ),
        parseLinkTitle=md.helpers.parseLinkTitle,
    )
    # mdit's own rules, bound here: markdown-it is imported by the first parse, not with this module.
    md.inline.ruler.at("footnote_ref", partial(_footnote_ref, mdit_rule=footnote_ref))
    md.inline.ruler.at("footnote_inline", partial(_footnote_inline, mdit_rule=footnote_inline))
    md.inline.ruler.before("image", "plain_image", _plain_image)
    return md
