"""Math where the blogs' renderers find it and dollarmath's strict rule does not, so that no TeX reaches
a listener as text: `\\(…\\)` and `\\[…\\]` (MathJax's own delimiters, Hugo's passthrough), the same with
the backslash doubled for Markdown (`\\\\(…\\\\)`), a `\\[ … \\]` display on lines of its own, and a pair
of dollars with a space inside (`$y =\\theta_ 0 + x^ 5 $`, which MathJax and KaTeX render and pandoc's
rule refuses) when what is between reads as TeX. Money stays money: "$5 and $10" has no TeX between.

Each rule makes the token dollarmath would have made (`math_inline`, `math_inline_double`,
`math_block`), so the rest of narrate reads every formula the same way (text.mathspeech).
"""

from __future__ import annotations

import re
import weakref
from bisect import bisect_left
from typing import TYPE_CHECKING

from narrate.patterns import LazyPattern

from .mathspeech import known_command
from .shortcodes import Closes

if TYPE_CHECKING:
    from markdown_it.rules_block import StateBlock
    from markdown_it.rules_inline import StateInline

__all__ = [
    "display_tail",
    "loose_dollars",
    "split_math",
    "stray_formula",
    "stray_spans",
    "stray_tex",
    "tex_block",
    "tex_inline",
    "unclosed_display",
]

_REACH = 2000  # the farthest a closing delimiter is looked for (a formula longer than this is not inline)
_OPEN = LazyPattern(r"\\\\?([(\[])")
_CLOSING = {"(": ")", "[": "]"}
# TeX between dollars: a command, a script or a brace; and prose is not (two words of
# three letters or more outside commands and braces: "$5 per unit_price and $" is money).
_TEX_SIGN = LazyPattern(r"\\[A-Za-z]+|[\^_{]")
_ARGUMENTS = LazyPattern(r"\\[A-Za-z]+|\{[^{}]*\}")
_WORD = LazyPattern(r"[A-Za-z]{3,}")
_CJK = LazyPattern("[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3]")
_closes: weakref.WeakKeyDictionary[StateInline, Closes] = weakref.WeakKeyDictionary()


def _closing(state: StateInline, mark: str, start: int) -> int:
    """Where `mark` next starts at or after `start`, within reach (-1: not there); linear over a paragraph."""
    closes = _closes.get(state)
    if closes is None:
        closes = _closes[state] = Closes(state.src)
    found = closes.after(mark, start)
    return found if 0 <= found - start <= _REACH else -1


def _push(state: StateInline, kind: str, content: str, markup: str) -> None:
    token = state.push(kind, "math", 0)
    token.content = content
    token.markup = markup


def tex_inline(state: StateInline, silent: bool) -> bool:
    """`\\(x^2\\)`, `\\[x^2\\]` and their doubled-backslash forms inside a paragraph (before Markdown's escapes)."""
    src, pos = state.src, state.pos
    if src[pos] != "\\":
        return False
    found = _OPEN.match(src, pos)
    if not found:
        return False
    close = found.group(0)[:-1] + _CLOSING[found.group(1)]
    end = _closing(state, close, found.end())
    content = src[found.end() : end] if end >= 0 else ""
    if not content.strip() or _CJK.search(_ARGUMENTS.sub(" ", content)):
        return False  # "\\(注\\)": brackets a writer escaped, not a formula
    if not silent:
        _push(state, "math_inline" if found.group(1) == "(" else "math_inline_double", content, found.group(0))
    state.pos = end + len(close)
    return True


def _reads_as_tex(content: str) -> bool:
    """Whether what stands between two dollars is a formula, not prose with prices in it."""
    if not _TEX_SIGN.search(content) or _CJK.search(content):
        return False
    return len(_WORD.findall(_ARGUMENTS.sub(" ", content))) < 2


_NUMBER_SIGNS = frozenset(("-", "+", "−"))


def loose_dollars(state: StateInline, silent: bool) -> bool:
    """`$ x^2 $`, `$y =\\theta_ 0 + x^ 5 $`: a formula whose dollars have a space inside them."""
    src, pos = state.src, state.pos
    if src[pos] != "$" or src.startswith("$$", pos) or (pos and src[pos - 1] in "\\$"):
        return False
    end = _closing(state, "$", pos + 1)
    content = src[pos + 1 : end] if end > pos + 1 else ""
    # dollarmath refuses a space inside the dollars and a digit beside them (pandoc's rule
    # against money): `$ x^2 $`, `a 2$\\times$ return`. What it would take itself is its own.
    digit = (pos and src[pos - 1].isdigit()) or src[end + 1 : end + 2].isdigit()
    if content in _NUMBER_SIGNS and src[end + 1 : end + 2].isdigit():
        # `[$-$1,1]`: a sign set as math before a number is that number's sign (KaTeX's auto-render and MathJax
        # pair these dollars, pandoc's rule does not, and then pairs the next ones across the prose between).
        if not silent:
            state.pending += content
        state.pos = end + 1
        return True
    if not content or not (content[0].isspace() or content[-1].isspace() or digit) or content[-1] == "\\":
        return False
    if src.startswith("$$", end) or not _reads_as_tex(content):
        return False
    if not silent:
        _push(state, "math_inline", content, "$")
    state.pos = end + 1
    return True


# A shell's or a template literal's variable reference, `${token}`, `${HOME}`: its dollar opens no formula.
_VARIABLE_REF = LazyPattern(r"\$\{[^\W\d][\w.\-]{0,60}\}")


def unclosed_display(state: StateInline, silent: bool) -> bool:
    """A formula whose closing dollars never come: a display a blank line cut in two (`$$\\begin{split} … ⏎⏎`,
    two paragraphs to Markdown), or a `$` its writer forgot to close (`to obtain $\\begin{bmatrix}3\\5\\end{bmatrix}"?`).
    What follows is TeX the page shows raw: the formula's cue says it, never its commands."""
    src, pos = state.src, state.pos
    if src[pos] != "$" or (pos and src[pos - 1] == "\\"):
        return False
    mark = "$$" if src.startswith("$$", pos) else "$"
    if _closing(state, mark, pos + len(mark)) >= 0 or mark == "$" and _VARIABLE_REF.match(src, pos):
        return False  # (`Bearer ${token}`: a shell's or a template's variable, no formula)
    rest = src[pos + len(mark) :]
    if not _reads_as_tex(rest):
        rest = rest.split(None, 1)[0] if rest.strip() and not rest[0].isspace() else ""
        if not rest or not _reads_as_tex(rest):
            return False
    if not silent:
        _push(state, "math_inline_double" if mark == "$$" else "math_inline", rest, mark)
    state.pos = pos + len(mark) + len(rest)
    return True


def display_tail(state: StateInline, silent: bool) -> bool:
    """The second half of a display a blank line cut in two: a paragraph of TeX that ends with the only `$$`."""
    src = state.src
    if state.pos != 0 or not src.rstrip().endswith("$$") or src.count("$$") != 1:
        return False
    content = src.rstrip()[:-2]
    if not _reads_as_tex(content):
        return False
    if not silent:
        _push(state, "math_inline_double", content, "$$")
    state.pos = len(src)
    return True


_BLOCK_OPEN = LazyPattern(r"\\\\?\[")
_MAX_LINES = 200


def tex_block(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    """A display formula between `\\[` and `\\]` (or `\\\\[` and `\\\\]`) on lines of its own."""
    if state.sCount[start] - state.blkIndent >= 4:
        return False
    first = state.src[state.bMarks[start] + state.tShift[start] : state.eMarks[start]]
    found = _BLOCK_OPEN.match(first)
    if not found:
        return _environment_block(state, start, end, silent, first)
    close = found.group(0)[:-1] + "]"
    lines = [first[found.end() :]]
    line = start
    while close not in lines[-1]:
        line += 1
        if line >= end or line - start > _MAX_LINES or state.isEmpty(line):
            return False
        lines.append(state.src[state.bMarks[line] + state.tShift[line] : state.eMarks[line]])
    body, _, after = "\n".join(lines).rpartition(close)
    if after.strip() or not body.strip() or _CJK.search(_ARGUMENTS.sub(" ", body)):
        return False  # `\[x\] and more`: inline math in a paragraph, not a display; `\[注\]`: brackets
    if silent:
        return True
    token = state.push("math_block", "math", 0)
    token.block = True
    token.content = body
    token.markup = found.group(0)
    token.map = [start, line + 1]
    state.line = line + 1
    return True


# MathJax and KaTeX's auto-render take a math environment written bare in the text (`\\begin{align} … \\end{align}`,
# no dollars around it, as HackMD and many MathJax blogs show it) for display math: here it is a display
# formula, read by the math reader (or cued), never its TeX as words.
_ENVIRONMENT_NAMES = (
    r"(?:align|alignat|aligned|alignedat|equation|gather|gathered|multline|flalign|split|eqnarray"
    r"|[pbBvV]?matrix|smallmatrix|cases|array|subequations)\*?"
)
_ENVIRONMENT = LazyPattern(r"\\begin\{(" + _ENVIRONMENT_NAMES + r")\}")


def _environment_block(state: StateBlock, start: int, end: int, silent: bool, first: str) -> bool:
    """A math environment on lines of its own, from its `\\begin{name}` to the `\\end{name}` that closes it."""
    found = _ENVIRONMENT.match(first)
    if not found or (silent and _inside_formula(state, start)):
        return False
    opening, closing = found.group(0), "\\end{" + found.group(1) + "}"
    lines, depth, line = [], 0, start
    while True:
        text = first if line == start else state.src[state.bMarks[line] + state.tShift[line] : state.eMarks[line]]
        lines.append(text)
        depth += text.count(opening) - text.count(closing)
        if depth <= 0:
            break
        line += 1
        if line >= end or line - start > _MAX_LINES or state.isEmpty(line):
            return False  # never closed before a blank line: MathJax finds no formula across paragraphs
    body = "\n".join(lines)
    if body.rpartition(closing)[2].strip():
        return False  # `\\end{align} and more` on its line: a paragraph's text, left to the inline rules
    if silent:
        return True
    token = state.push("math_block", "math", 0)
    token.block = True
    token.content = body
    token.markup = "$$"
    token.map = [start, line + 1]
    state.line = line + 1
    return True


def _inside_formula(state: StateBlock, start: int) -> bool:
    """Whether the paragraph above `start` has a formula open (`$$`, `\\[`, a `\\begin`, a `\\left`) that the environment is
    part of: it does not end that paragraph."""
    above: list[str] = []
    line = start - 1
    while line >= 0 and start - line <= _MAX_LINES and not state.isEmpty(line):
        above.append(state.src[state.bMarks[line] + state.tShift[line] : state.eMarks[line]])
        line -= 1
    text = "\n".join(above)
    return (
        text.count("$$") % 2 == 1
        or text.count("\\begin{") > text.count("\\end{")
        or text.count("\\[") > text.count("\\]")
        or text.count("\\left") > text.count("\\right")
    )


# In HTML's text (a figure's caption in `<p>…<br>그림 4. $x(t)=e^{2t}$…</p>`) MathJax finds the same
# delimiters; no Markdown escapes were taken out there first.
_HTML_MATH = LazyPattern(
    r"\$\$(?P<display>[^$]{1,2000}?)\$\$|\\\((?P<paren>.{1,2000}?)\\\)|\\\[(?P<bracket>.{1,2000}?)\\\]"
    r"|\$(?P<inline>[^$\n]{1,300}?)\$(?!\d)",
    re.S,
)


def split_math(text: str) -> list[tuple[str, bool]]:
    """`text` as (piece, is_math) runs: the formulas MathJax would find in HTML text, the rest as it is.

    A pair of single dollars is a formula by pandoc's rule (no space inside the dollars) or when what is
    between reads as TeX; "$5 and $10" stays text."""
    if "$" not in text and "\\" not in text:
        return [(text, False)]
    runs: list[tuple[str, bool]] = []
    last = 0
    for found in _HTML_MATH.finditer(text):
        tex = next(group for group in found.groups() if group is not None)
        strict = not (tex[:1].isspace() or tex[-1:].isspace() or tex[-1:] == "\\")
        if found.group("inline") is not None and not strict and not _reads_as_tex(tex):
            continue
        if not tex.strip() or _CJK.search(_ARGUMENTS.sub(" ", tex)):
            continue
        runs += [(text[last : found.start()], False), (tex, True)]
        last = found.end()
    runs += _unclosed(text[last:])
    return [run for run in runs if run[0]]


def _unclosed(text: str) -> list[tuple[str, bool]]:
    """The text after the last formula: a `$` never closed, followed by TeX, is a formula to its end (or its word's)."""
    at = text.find("$")
    if at < 0:
        return [(text, False)]
    rest = text[at:].lstrip("$")
    if _reads_as_tex(rest):
        return [(text[:at], False), (rest, True)]
    first = rest.split(None, 1)[0] if rest.strip() and not rest[0].isspace() else ""
    if first and _reads_as_tex(first):
        return [(text[:at], False), (first, True), (rest[len(first) :], False)]
    return [(text, False)]


# A TeX command in plain text, its dollars lost (`* H(X) \\geq 0$ for all
# discrete $X$`, a writer's slip): the page shows it raw, but a listener hears
# its words. Only commands the math reader knows: `C:\\Users` is a path. Its arguments go with it, an option
# and spaces before a brace included (`\\sqrt[3]{x}`, `\\sqrt  {x}`), so that no root is said without what it roots.
_STRAY = LazyPattern(
    r"(?<![\\\w])\\([A-Za-z]{2,20})(?![A-Za-z])((?:\[[^\[\]{}\n]{1,20}\])?(?:[ \t]*\{[^{}\n]{0,80}\}){0,2})"
)


# A math environment inside a sentence (`a \\begin{pmatrix} 1 & 2 \\end{pmatrix} matrix`): MathJax's auto-render finds
# it there as on lines of its own. From its `\\begin` to the `\\end` that closes it is one formula; a `\\begin` or an
# `\\end` of a math environment with no partner is a formula too (cued: the reader cannot follow half of one), so
# that no environment's TeX is ever said as words.
_BEGIN_OR_END = LazyPattern(r"\\(begin|end)\{(" + _ENVIRONMENT_NAMES + r")\}")


def stray_tex(text: str) -> list[tuple[str, bool]]:
    """`text` as (piece, is_math) runs, with each TeX command the math reader knows (and its braced arguments) and
    each math environment (from its `\\begin` to its `\\end`) a formula of its own; the rest as it is."""
    if "\\" not in text:
        return [(text, False)]
    runs: list[tuple[str, bool]] = []
    last = 0
    for start, end in stray_spans(text):
        runs += [(text[last:start], False), (_formula_text(text[start:end]), True)]
        last = end
    runs.append((text[last:], False))
    return [run for run in runs if run[0]]


# A formula whose dollars were lost, found in the paragraph's Markdown source before Markdown reads its signs:
# else `_` of `\\sum_{i=1}^n` opens emphasis (and `{i=1}` after it is taken for an attribute list), `\\\\` of an
# alignment's row end is an escaped backslash, and the formula reaches the reader in pieces. What Markdown shows
# there as its own (a code span, a tag or an autolink, a link's brackets and destination, a footnote's mark, a line's
# end, as the text rule's pieces end there) is no TeX's glue, and a formula between dollars is the dollar rules':
# masked before the formulas are looked for.
_MARKDOWN_OWN = LazyPattern(
    r"`+[^`]*`+|\$\$[^$]*\$\$|\$[^\s$](?:[^$\n]*?[^\s$\\])?\$(?!\d)"
    r"|</?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?/?>|<[A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*>"
    r"|!?\[(?=[^\[\]]*\][(\[])|\]\([^()\s]*(?:\s+\"[^\"]*\")?\)|\]\[[^\[\]]*\]|\[\^[^\[\]\s]+\]"
)
_stray_in: weakref.WeakKeyDictionary[StateInline, tuple[list[int], list[int]]] = weakref.WeakKeyDictionary()


def _spans_in(state: StateInline) -> tuple[list[int], list[int]]:
    """The starts and ends of the stray formulas in the paragraph's source, found once per paragraph."""
    found = _stray_in.get(state)
    if found is None:
        src = state.src
        masked = _MARKDOWN_OWN.sub(lambda m: "\x00" * len(m.group(0)), src).replace("\n", "\x00") if "\\" in src else ""
        spans = [_unemphasized(masked, start, end) for start, end in stray_spans(masked)] if masked else []
        spans = [(start, end) for start, end in spans if "\\" in masked[start:end]]
        found = _stray_in[state] = ([start for start, _ in spans], [end for _, end in spans])
    return found


def _unemphasized(text: str, start: int, end: int) -> tuple[int, int]:
    """A span without the emphasis marks around it (`**\\alpha = 1**`: Markdown's, the formula inside); a star
    after a script sign stays (`\\theta^*`)."""
    while start < end and text[start] in "*_":
        start += 1
    stop = end
    while stop > start and text[stop - 1] in "*_":
        stop -= 1
    return start, end if stop < end and text[stop - 1] in "^_" else stop


def stray_formula(state: StateInline, silent: bool) -> bool:
    """A formula whose dollars were lost (`The density p_{\\theta}(x) is`, `\\sum_{i=1}^n x_i`, `The system
    \\begin{align} x &= 1 \\\\ y &= 2 \\end{align} holds`), taken whole from the source as a `math_inline` token; the
    text before it up to its start (the text rule would run past it)."""
    starts, ends = _spans_in(state)
    if not starts:
        return False
    pos = state.pos
    k = bisect_left(starts, pos)
    if k == len(starts) or ends[k] > state.posMax:
        return False
    start = starts[k]
    if start > pos:
        if state.md.inline.terminator_re.search(state.src, pos, start):
            return False
        if not silent:
            state.pending += state.src[pos:start]
        state.pos = start
        return True
    if not silent:
        _push(state, "math_inline", _formula_text(state.src[start : ends[k]]), "\\")
    state.pos = ends[k]
    return True


def stray_spans(text: str) -> list[tuple[int, int]]:
    """Where the formulas whose dollars were lost stand in `text`: each the longest run of TeX around and between
    stray commands, its brackets and braces balanced (`p_{\\theta}(x)`, `e^{-\\lambda t}`, `\\sum_{i=1}^n x_i`)."""
    return _joined(text, _formulas(text))


def _formula_text(tex: str) -> str:
    """A stray formula's TeX without the lone closing dollar taken with it."""
    return tex.rstrip().removesuffix("$").rstrip() or tex


# Between two stray commands, or around one, what is still TeX: other commands, signs, brackets, scripts, single
# letters and digits, no word of two letters or more, no sentence's end (`\\sum_f\\mathbb{I}(h(\\boldsymbol{x})\\neq
# f(\\boldsymbol{x})) = \\cfrac{1}{2}2^{\\vert \\mathcal{X} \\vert} $`, its opening dollar lost): one formula from its
# first sign to its last, read whole or cued, never each command alone between its raw pieces. Glue before the first
# command or after the last is taken only where it holds a sign or a digit (`h(x) = \\frac{a}{b}`; not the "A" of
# "A \\begin{pmatrix}…").
_GLUE = LazyPattern(
    r"\\[A-Za-z]+|\\[|{},;:!]|[\s_^{}()\[\]=+\-*/<>|,'0-9]|(?<![A-Za-z])[A-Za-z](?![A-Za-z])|\.(?=[0-9])"
)
_SIGN_OR_DIGIT = LazyPattern(r"[_^{}()\[\]=+\-*/<>|0-9\\]")
_OPENERS, _CLOSERS = "({[", ")}]"


def _glue_end(text: str, start: int, limit: int, opened: list[str] | None = None) -> int:
    """How far from `start` (up to `limit`) TeX's glue goes, cut where its brackets balance (`opened`: the brackets
    the formula before it left open, innermost last) and it ends on a sign; inside a TeX group, words are its
    (`\\lambda_{max}`), never a script sign left without its script."""
    stack = list(opened or ())
    at, good = start, start
    while at < limit:
        found = _GLUE.match(text, at) or (_LETTERS.match(text, at) if stack and stack[-1] == "{" else None)
        if found is None:
            break
        token = found.group(0)
        if token in _OPENERS:
            stack.append(token)
        elif token in _CLOSERS:
            if not stack:
                break
            stack.pop()
        at = found.end()
        if not stack and not token.isspace() and token != ",":
            good = at
    while good > start and text[good - 1] in "_^":
        good -= 1
    return good if _SIGN_OR_DIGIT.search(text, start, good) else start


_LETTERS = LazyPattern(r"[A-Za-z]+")


def _glue_start(text: str, end: int, limit: int) -> int:
    """How far back from `end` (down to `limit`) TeX's glue goes, cut where its brackets balance; a bracket or brace
    left open before the command (`p_{\\theta}`, `f(\\alpha`) is crossed: the command is inside it, and the
    formula's end must close it (_joined). Inside a TeX group, words are its (`x_{max} = \\alpha`)."""
    at, good = end, end
    closed: list[str] = []  # the brackets closed after this point, innermost last
    depth = 0
    while at > limit:
        letters = at
        while letters > limit and text[letters - 1].isascii() and text[letters - 1].isalpha():
            letters -= 1
        if letters < at and letters > limit and text[letters - 1] == "\\":
            at = letters - 1  # a command, whole
        elif letters < at - 1 and closed and closed[-1] == "}":
            at = letters  # a word inside a TeX group
        elif _GLUE.match(text, at - 1) is not None:
            ch = text[at - 1]
            if ch in _CLOSERS:
                closed.append(ch)
            elif ch in _OPENERS and closed:
                closed.pop()
            depth += (ch in _CLOSERS) - (ch in _OPENERS)
            at -= 1
            if ch.isspace() or ch == ",":
                continue
        else:
            break
        if depth <= 0:
            good = at
    return good if _SIGN_OR_DIGIT.search(text, good, end) else end


def _joined(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The stray formulas with the TeX around them and between them: neighbours with only glue between are one."""
    out: list[tuple[int, int, int]] = []  # (glue's start, the first command's start, end)
    for start, end in spans:
        if out and _gap_end(text, out[-1][2], start) == start:
            out[-1] = (out[-1][0], out[-1][1], end)
            continue
        out.append((_glue_start(text, start, out[-1][2] if out else 0), start, end))
    joined = []
    for n, (start, first, end) in enumerate(out):
        end = _glue_end(text, end, out[n + 1][0] if n + 1 < len(out) else len(text), _left_open(text, start, end))
        start = _balanced_start(text, start, first, end)
        dollar = _LONE_DOLLAR.match(text, end)
        joined.append((start, dollar.end() if dollar else end))
    return joined


def _left_open(text: str, start: int, end: int) -> list[str]:
    """The brackets `text[start:end]` opens and does not close, innermost last."""
    stack: list[str] = []
    for ch in text[start:end]:
        if ch in _OPENERS:
            stack.append(ch)
        elif ch in _CLOSERS and stack:
            stack.pop()
    return stack


def _balanced_start(text: str, start: int, first: int, end: int) -> int:
    """Where a formula starts once the glue before its first command (`start` to `first`) keeps no bracket its end
    does not close: a bracket left open is prose's (`(see \\alpha and`), the formula starts after it."""
    if not any(ch in _OPENERS for ch in text[start:first]):
        return start
    open_at: list[int] = []
    for at in range(start, end):
        if text[at] in _OPENERS:
            open_at.append(at)
        elif text[at] in _CLOSERS and open_at:
            open_at.pop()
    left = [at for at in open_at if at < first]
    if not left:
        return start
    at = left[-1] + 1
    while at < first and text[at].isspace():
        at += 1
    return at


def _gap_end(text: str, start: int, limit: int) -> int:
    """Where glue from `start` stops (at `limit` when all between is glue)."""
    at = start
    while at < limit and (found := _GLUE.match(text, at)) is not None:
        at = found.end()
    return min(at, limit)


_LONE_DOLLAR = LazyPattern(r"\s*\$(?!\s*[\d$])")


def _formulas(text: str) -> list[tuple[int, int]]:
    """Where the stray formulas of `text` stand: environments first, then known commands outside them."""
    spans: list[tuple[int, int]] = []
    at = 0
    while (found := _BEGIN_OR_END.search(text, at)) is not None:
        end = found.end()
        if found.group(1) == "begin":
            closing = "\\end{" + found.group(2) + "}"
            close = text.find(closing, end, end + _REACH)
            end = close + len(closing) if close >= 0 else end
        spans.append((found.start(), end))
        at = end
    out: list[tuple[int, int]] = []
    k = 0
    for found in _STRAY.finditer(text):
        while k < len(spans) and spans[k][1] <= found.start():
            out.append(spans[k])
            k += 1
        inside = k < len(spans) and spans[k][0] < found.end()
        if not inside and known_command(found.group(1)):
            out.append((found.start(), found.end()))
    out.extend(spans[k:])
    return out
