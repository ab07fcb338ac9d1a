"""Markup a writer escaped to show it: a Markdown tutorial's `\\# Headers1`, `\\[text](URL)`, `\\<https://…>`.

A backslash before a Markdown sign asks the page to show the sign instead of doing what it does; where the escaped
sign, unescaped, would have made markup (a heading's or a quote's marker at the start of a line, a link, an autolink
or a tag, an attribute list, a code span's backtick, a strikethrough's tildes, emphasis marks around words), the line
is showing that markup on purpose: it is the thing the sentence teaches. Joined to the text, every one of them was
taken for markup left over and dropped (s21 held-out connor-kor Markdown.md [2]–[27]: '\\# Headers1' heard 'Headers1',
'\\[link keyword](URL "Optional Title here") : 외부링크' heard 'link keyword: 외부링크'; qian403 markdown.md [108]
'\\` 這不會變成程式碼' heard without its backtick). Each such span becomes a code span, read as code is: its signs
said by name. Escapes that would have made nothing (`snake\\_case`, `3\\~5일`, `\\#tag`) stay the text they are.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from markdown_it.token import Token

from narrate.patterns import LazyPattern

from .model import SHOWN_STAR

if TYPE_CHECKING:
    from markdown_it.rules_core import StateCore

__all__ = ["shown_escapes"]

# What follows an escaped opener when the whole construct is shown (the opener itself already taken): a link's text
# and target, an autolink's address or a tag, an attribute list of kramdown's.
_SHOWN_AFTER = {
    "[": LazyPattern(r"[^\[\]\n]{1,100}\]\([^()\n]{0,200}\)"),
    "<": LazyPattern(
        r"(?:[A-Za-z][A-Za-z0-9+.-]{1,20}://[^\s<>]{1,200}|/?[A-Za-z][A-Za-z0-9-]{0,20}(?:\s[^<>\n]{0,300})?/?)>"
    ),
    "{": LazyPattern(r":[^{}\n]{1,100}\}"),
}
_LINE_MARKERS = "#>"
_EMPHASIS = ("_", "*", SHOWN_STAR)
_REACH = 200  # characters: how far a closing run of emphasis marks is looked for
_BREAKS = ("softbreak", "hardbreak")


def shown_escapes(state: StateCore) -> None:
    """Each escaped sign that shows markup becomes a code span (a core rule before the text tokens are joined)."""
    for token in state.tokens:
        if token.type == "inline" and token.children and "\\" in token.content:
            _shown(token.children)


def _escape(children: list[Token], n: int, sign: str | tuple[str, ...] | None = None) -> bool:
    if not 0 <= n < len(children):
        return False
    child = children[n]
    if child.type != "text_special" or child.info != "escape":
        return False
    return sign is None or child.content in sign


def _shown(children: list[Token]) -> None:
    paired = sum(_escape(children, m, "`") for m in range(len(children))) > 1  # (counted once: the line stays linear)
    n = 0
    while n < len(children):
        if _escape(children, n):
            if n and children[n - 1].type == "hardbreak":
                children[n - 1].meta = {"shown_escape": True}  # (a line of examples: text.inline ends the one before)
            n = _one(children, n, paired)
        n += 1


def _one(children: list[Token], n: int, paired: bool) -> int:
    """Turn the escape at `n` (and what it shows with it) into code where it shows markup; the last index taken."""
    sign = children[n].content
    if sign == "`":
        return _code(children, n, n, "`") if paired or _alone(children, n) else n
    if sign == "~" and _escape(children, n + 1, "~"):
        return _code(children, n, n + 1, "~~")
    if sign in _LINE_MARKERS and (n == 0 or children[n - 1].type in _BREAKS):
        run = _leading(children, n + 1, sign)
        if run is not None:
            return _code(children, n, n, sign + run)
    if sign in _SHOWN_AFTER:
        shown = _SHOWN_AFTER[sign].match(_text_after(children, n + 1))
        if shown is not None:
            _take(children, n + 1, shown.end())
            return _code(children, n, n, sign + shown.group(0))
    if sign in _EMPHASIS:
        return _emphasis(children, n)
    return n


def _alone(children: list[Token], n: int) -> bool:
    """An escaped backtick shows a code span's mark where it stands as a word of its own (`\\` 這不會變成程式碼`) or
    pairs another escaped one on the line (`\\`code\\``: `paired`); one glued inside a face (`(´ω\\`)`, the only one
    on its line) is the face's stroke, left as text."""
    before = children[n - 1].content[-1:] if n and children[n - 1].type == "text" else ""
    after = children[n + 1].content[:1] if n + 1 < len(children) and children[n + 1].type == "text" else ""
    return not before.strip() and not after.strip()


def _code(children: list[Token], first: int, last: int, content: str) -> int:
    code = Token("code_inline", "code", 0)
    code.content, code.markup = content, "`"
    children[first : last + 1] = [code]
    return first


def _leading(children: list[Token], n: int, sign: str) -> str | None:
    """The rest of a line marker's run after its escaped first sign (`\\## H2`: '#'), taken out of the text after it,
    where a space follows the run (a heading's or a quote's marker); None where none does (`\\#tag`)."""
    text = children[n].content if n < len(children) and children[n].type == "text" else ""
    run = len(text) - len(text.lstrip(sign))
    if sign == "#" and run > 5 or not text[run : run + 1].isspace():
        return None
    if sign == "#" and not run and text[1:4].lower() == "of ":
        return None  # `\# of items`: the sign as the word "number", escaped only so the line stays a paragraph
    children[n].content = text[run:]
    return sign * run


def _text_after(children: list[Token], n: int) -> str:
    """The text of the text and escape tokens from `n` on, up to _REACH characters more than any pattern takes."""
    out: list[str] = []
    size = 0
    while n < len(children) and children[n].type in ("text", "text_special") and size < 2 * _REACH:
        out.append(children[n].content)
        size += len(children[n].content)
        n += 1
    return "".join(out)


def _take(children: list[Token], n: int, length: int) -> None:
    """Take `length` characters of text out of the text and escape tokens from `n` on (they were matched there)."""
    while length > 0:
        content = children[n].content
        if len(content) <= length:
            length -= len(content)
            del children[n]
            continue
        children[n].content = content[length:]
        length = 0


def _emphasis(children: list[Token], n: int) -> int:
    """A run of escaped emphasis marks opening words (no letter before it, none but words after) and a run like it
    closing them within _REACH: both shown, as `\\_\\_Bold\\_\\_` and `\\*_…\\*_` show them."""
    mark = _same(children[n].content)
    width = 2 if _escape(children, n + 1, mark) else 1
    if (
        _escape(children, n + width, _EMPHASIS)
        or _word_edge(children, n - 1, last=True)
        or _space_at(children, n + width)
    ):
        return n
    size, m = 0, n + width
    while m < len(children) and size < _REACH and children[m].type not in _BREAKS:
        if _escape(children, m, mark) and _closes(children, m, width, mark):
            _code(children, m, m + width - 1, mark[0] * width)
            return _code(children, n, n + width - 1, mark[0] * width)
        size += len(children[m].content)
        m += 1
    return n


def _closes(children: list[Token], m: int, width: int, mark: tuple[str, ...]) -> bool:
    ends = m + width
    run = all(_escape(children, at, mark) for at in range(m, ends)) and not _escape(children, ends, _EMPHASIS)
    run = run and not _escape(children, m - 1, _EMPHASIS)  # (the whole run, no longer one: `（\*和\*\*）`)
    return run and not _space_at(children, m - 1, last=True) and not _word_edge(children, ends, last=False)


def _same(mark: str) -> tuple[str, ...]:
    """The escapes that are the same mark: a star is one whether or not text.markdown_rules made it SHOWN_STAR."""
    return ("*", SHOWN_STAR) if mark in ("*", SHOWN_STAR) else (mark,)


def _edge(children: list[Token], n: int, *, last: bool) -> str:
    if not 0 <= n < len(children) or children[n].type not in ("text", "text_special"):
        return ""
    return children[n].content[-1:] if last else children[n].content[:1]


def _word_edge(children: list[Token], n: int, *, last: bool) -> bool:
    return _edge(children, n, last=last).isalnum()


def _space_at(children: list[Token], n: int, *, last: bool = False) -> bool:
    edge = _edge(children, n, last=last)
    return edge.isspace() or (not edge and 0 <= n < len(children) and children[n].type in _BREAKS)
