"""An indented block whose lines are CJK prose, read as the paragraphs a reader of the page reads (lead's ruling,
session 16, "Indented prose").

lenchan139's Hexo stories (s15 held-out, zh-Hant Cantonese: 《民主酒吧》, the AfterMiracle chapters) indent every
paragraph by a tab, as a writer indents a paragraph's first line in print. CommonMark reads a line indented by four
columns as indented code, and blank lines between such lines keep one code block open, so a whole story after its
first paragraph was one '(code skipped)' cue: 692 of the corpus's 27,422 CJK characters (2.5 %) lost.

The shape, by structure, over the block's non-blank lines: each is CJK prose — CJK characters are most of its
letters and signs, and it has none of code's syntax (a statement or a comment by text.code_lines; square brackets
and braces, `=`, `;`, `<`, `>`, `$`, `#`, `|`, a backslash or a backtick; not ASCII parentheses, which CJK prose
writes around its asides) — and most of them hold CJK punctuation (`，`, `。`, `「」`
dialogue) or a CJK sentence's end. Such a block is read as paragraphs, one for each run of lines between blank
ones. A block whose every line is a list item of CJK words (`1. 更新数据库` / `2. 更新缓存`: steps indented under a
heading, s18 held-out 12306hujunjie cache_pattern [11][14]) is prose too, punctuated or not. An indented block with
code syntax stays code (a shell session or a config file with Chinese comments), and
an English indented block stays code whatever its words (too many samples carry no syntax mark: the ruling).
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import TYPE_CHECKING

from narrate.patterns import LazyPattern

from .code_lines import is_statement

if TYPE_CHECKING:
    from markdown_it import MarkdownIt
    from markdown_it.rules_block import StateBlock

__all__ = ["cjk_prose", "prose_for_code", "use_indented_prose"]

_CJK = LazyPattern(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7a3]")
# What a CJK line is written with: its characters, and its full-width punctuation and dashes (`「？！」`).
_CJK_WRITTEN = LazyPattern(r"[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7a3\uff00-\uffef…—]")
# Full-width punctuation a CJK sentence is written with, and a Hangul sentence's end (`…합니다.`).
_CJK_PUNCTUATION = LazyPattern(r"[，。、！？：；「」『』《》（）…—～]|[\uac00-\ud7a3][.!?](?:\s|$)")
# A Markdown link or picture (`[ConoHa](https://…)`, `[![](a.jpg)](a.jpg)`): the prose's, its brackets no code's.
_LINK = LazyPattern(r"!?\[([^\[\]\n]{0,300})\]\([^()\s]{1,500}(?:\s+\"[^\"\n]{0,200}\")?\)")
_HEADING = LazyPattern(r"#{1,6}[ \t]+")
# A list item's marker before CJK words (`1. 更新数据库`, `- 删除缓存`): a list of steps, prose's.
_ITEM = LazyPattern(
    r"[ \t]*(?:\d{1,3}[.)、]|[-*+・])[ \t]*[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7a3]"
)
# A mark of code syntax that CJK prose does not write (its punctuation is full-width). Not ASCII parentheses: CJK
# writers put them around a gloss or an aside as often as full-width ones ('所謂「顏色革命」(Colour Revolution)，',
# '可以賺取消費品(無儲存性)': lenchan139 and nanotube164 passages kept whole as one code cue), and a call standing
# alone on a line (`print(結果)`) is a statement by text.code_lines.
_CODE_MARK = LazyPattern(r"[{}\[\]=;<>$#|\\`@^]|//|/\*|->|::|&&")


def _line_kind(line: str) -> str:
    """What one line of an indented block is: "prose" (CJK characters most of its letters and signs, no code
    syntax), "heading" (`# 歷史`: a heading mark and such prose), "rule" (dashes or dots between paragraphs,
    `&#8211;`, `……`, or links only), or "" (anything else: code's)."""
    text = html.unescape(line).strip()  # (`&hellip;` is the export's ellipsis, no `;` of code)
    if not any(ch.isalnum() for ch in _LINK.sub("", _LINK.sub("", text))):
        return "rule"  # (and a line of links only: a source list under the passage)
    for _ in range(2):  # (a picture inside a link, then the link)
        text = _LINK.sub(r"\1", text)
    heading = _HEADING.match(text)
    if heading:
        return "heading" if _line_kind(text[heading.end() :]) == "prose" else ""
    if _CODE_MARK.search(text) or is_statement(text):
        return ""
    signs = sum(not ch.isspace() for ch in text)
    return "prose" if len(_CJK_WRITTEN.findall(text)) * 2 > signs else ""


def cjk_prose(text: str) -> bool:
    """Whether every non-blank line of an indented block is CJK prose (or a heading or a rule among it) and most of
    its prose lines are punctuated as CJK sentences: a passage the writer indented, not a sample. (A `# 說明` line
    is a shell comment as often as a heading: it counts only beside sentences.)"""
    lines = [line for line in text.split("\n") if html.unescape(line).strip()]  # (`&nbsp;` alone is a blank line)
    kinds = [_line_kind(line) for line in lines]
    prose = [line for line, kind in zip(lines, kinds, strict=True) if kind == "prose" and _CJK.search(line)]
    if not prose or not all(kinds):
        return False
    if all(_ITEM.match(line) for line in prose):
        return True  # (steps the writer indented under a heading: '1. 更新数据库' / '2. 更新缓存', no punctuation)
    return sum(bool(_CJK_PUNCTUATION.search(line)) for line in prose) * 2 >= len(prose)


def prose_for_code(
    rule: Callable[[StateBlock, int, int, bool], bool],
) -> Callable[[StateBlock, int, int, bool], bool]:
    """markdown-it's indented-code rule, with a block it made that is CJK prose (cjk_prose) pushed as paragraphs."""

    def indented(state: StateBlock, start: int, end: int, silent: bool) -> bool:
        pushed = len(state.tokens)
        if not rule(state, start, end, silent):
            return False
        code = state.tokens[-1] if len(state.tokens) == pushed + 1 else None
        if silent or code is None or code.type != "code_block" or code.map is None or not cjk_prose(code.content):
            return True
        state.tokens.pop()
        _blocks(state, code.map[0], code.map[1])
        return True

    return indented


def _blocks(state: StateBlock, first: int, last: int) -> None:
    """The lines `first`..`last` read as Markdown at their own indent (as a list item's body is read): paragraphs,
    and a list or a quotation where the writer wrote one."""
    indent, parent = state.blkIndent, state.parentType
    # (at the least indented line's column: a line indented further is not read as code again)
    state.blkIndent = min(state.sCount[line] for line in range(first, last) if not state.isEmpty(line))
    try:
        state.md.block.tokenize(state, first, last)
    finally:
        state.blkIndent, state.parentType = indent, parent
    state.line = last


def use_indented_prose(md: MarkdownIt) -> None:
    """`md`'s indented-code rule with prose_for_code around it (before any gate wraps it, so both parsers agree)."""
    code = next(rule for rule in md.block.ruler.__rules__ if rule.name == "code")
    md.block.ruler.at("code", prose_for_code(code.fn), {"alt": code.alt})
