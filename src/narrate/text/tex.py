"""TeX math parsed into a tree, strictly: every token of the formula lands in exactly one node, or the
parse fails with `TexError` (and the caller says the formula's cue instead of a part of it).

Why a parser of narrate's own rather than latex2mathml or pylatexenc: a reader that says a formula
must know it consumed all of it. latex2mathml 3.81 accepts `\\frac{a}` with its denominator missing, an
unclosed `{x` and a stray `}`, and turns `\\mathbf{x}` into a code point, so the font is gone before a
reader sees it; pylatexenc 2.11 has no notion of scripts (`^`, `_`) at all. This one knows the
arguments each command takes (`_ARITY`), attaches scripts and primes to their base, pairs
`\\left`/`\\right` and `\\begin`/`\\end`, keeps `\\text{…}` as written, and refuses anything else:
an unknown command parses as a `Command` with no arguments, which the reader then refuses by name.

`unparse(parse(tex))` gives the formula back token for token (tests/text/test_tex.py holds it to that
on generated formulas): the proof that no token was dropped on the way.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from narrate.errors import InputError
from narrate.patterns import LazyPattern

__all__ = [
    "Command",
    "Env",
    "Fenced",
    "Group",
    "Node",
    "Scripted",
    "Symbol",
    "TexError",
    "TextRun",
    "parse",
    "tokenize",
    "unparse",
]


class TexError(InputError):
    """A formula that is not whole TeX (unbalanced braces, a missing argument, too deep), or one the reader has
    no words for: internal, the formula's cue is said instead."""


_TOKEN = LazyPattern(r"\\[A-Za-z]+\*?|\\.|\d+(?:\.\d+)?|\s+|.", re.S)
_MAX_TOKENS = 400
# A TeX length (`2pt`, `-1.5ex`, `0.5\\baselineskip`): how much space a layout command leaves.
_LENGTH = LazyPattern(
    r"[-+]?\s*(?:\d+(?:\.\d*)?|\.\d+)\s*(?:pt|em|ex|mm|cm|in|bp|pc|mu|sp|dd|cc|\\(?:baselineskip|normalbaselineskip|jot|lineskip))"
)
_MAX_DEPTH = 24


@dataclass(frozen=True)
class Symbol:
    """One token said for itself: a letter, a number, a sign, punctuation, a Unicode character."""

    text: str


@dataclass(frozen=True)
class Command:
    """`\\name` with its arguments (`\\frac{a}{b}`: two), its optional `[…]` (`\\sqrt[3]{x}`)."""

    name: str
    args: tuple[Node, ...] = ()
    option: Node | None = None


@dataclass(frozen=True)
class Group:
    """A braced group `{…}`: its nodes in order."""

    nodes: tuple[Node, ...]


@dataclass(frozen=True)
class TextRun:
    """`\\text{…}` and its kin: words as written (`command` is the command's name)."""

    command: str
    text: str


@dataclass(frozen=True)
class Scripted:
    """A base (None: a script with nothing before it) with its subscript, superscript and primes."""

    base: Node | None
    sub: Node | None = None
    sup: Node | None = None
    primes: int = 0
    limits: str = ""  # `\\limits` or `\\nolimits` written after the base: where the scripts are drawn


@dataclass(frozen=True)
class Fenced:
    """`\\left( … \\right)`: the two delimiters as written (`.` for none) and what is between."""

    left: str
    right: str
    nodes: tuple[Node, ...]
    middles: tuple[int, ...] = ()  # indexes in `nodes` of `\\middle` delimiters (kept as Symbols)


@dataclass(frozen=True)
class Env:
    """`\\begin{name} … \\end{name}`: its cells, row by row."""

    name: str
    rows: tuple[tuple[tuple[Node, ...], ...], ...]
    spec: str = ""  # an array's column spec as written (`{cc}`): layout, not content
    gaps: tuple[str, ...] = ()  # after each row's `\\\\`, the space asked before the next (`[2pt]`): layout


Node = Symbol | Command | Group | TextRun | Scripted | Fenced | Env

# Commands that take arguments: (required braced arguments, whether
# an optional [..] may come first). Every other command takes none
# (a symbol, a function name, a spacing, or one the reader refuses).
_ARITY: dict[str, tuple[int, bool]] = {
    **dict.fromkeys(
        "frac dfrac tfrac cfrac binom dbinom tbinom overset underset stackrel textcolor".split(), (2, False)
    ),
    "sqrt": (1, True),
    **dict.fromkeys(
        """Bbb hat widehat tilde widetilde bar overline vec dot ddot dddot check breve acute grave mathring
        underline overrightarrow overleftarrow overleftrightarrow underrightarrow mathbb mathcal mathbf mathrm mathit
        mathsf mathtt mathfrak mathscr mathnormal boldsymbol bm pmb operatorname operatorname* boxed overbrace
        underbrace cancel bcancel xcancel phantom hphantom vphantom color tag tag* label textcircled pmod""".split(),
        (1, False),
    ),
}
# Environments that take a placement option before their content (amsmath's inner displays, `array`).
_PLACED = frozenset(("aligned", "alignedat", "gathered", "array", "split"))
_TEXT_COMMANDS = frozenset("text textrm textit textbf textsf texttt textnormal mbox hbox textup emph".split())
_DELIMITER_PREFIX = frozenset(
    "left right middle big Big bigg Bigg bigl bigr Bigl Bigr biggl biggr Biggl Biggr bigm Bigm".split()
)


@dataclass
class _Parser:
    """Where the parse stands: the tokens (whitespace kept for `\\text`), the position, the depth."""

    tokens: list[str]
    at: int = 0
    depth: int = 0

    def peek(self) -> str:
        """The next token that is not whitespace ("" at the end)."""
        while self.at < len(self.tokens) and self.tokens[self.at].isspace():
            self.at += 1
        return self.tokens[self.at] if self.at < len(self.tokens) else ""

    def take(self) -> str:
        token = self.peek()
        if not token:
            raise TexError("the formula ends where an argument was expected")
        self.at += 1
        return token

    def sequence(self, stop: frozenset[str]) -> tuple[Node, ...]:
        """Nodes up to (not including) a token in `stop`, or to the end when "" is in `stop`."""
        self.depth += 1
        if self.depth > _MAX_DEPTH:
            raise TexError("nested too deep")
        nodes: list[Node] = []
        while True:
            token = self.peek()
            if token in stop:
                break
            if not token:
                raise TexError("a group is never closed")
            nodes.append(self.scripted(nodes))
        self.depth -= 1
        return tuple(nodes)

    def scripted(self, before: list[Node]) -> Node:
        """One atom with the scripts and primes after it."""
        token = self.peek()
        base = None if token in ("^", "_", "'") else self.atom()
        limits = ""
        if self.peek() in ("\\limits", "\\nolimits"):
            limits = self.take()
        sub: Node | None = None
        sup: Node | None = None
        primes = 0
        while (token := self.peek()) in ("^", "_", "'"):
            self.at += 1
            if token == "'":
                if sup is not None:
                    raise TexError("a prime after a superscript")
                primes += 1
            elif token == "_":
                if sub is not None:
                    raise TexError("a double subscript")
                sub = self.argument()
            else:
                if sup is not None:
                    raise TexError("a double superscript")
                sup = self.argument()
        if base is not None and sub is None and sup is None and not primes and not limits:
            return base
        return Scripted(base, sub, sup, primes, limits)

    def argument(self, *, digit: bool = False) -> Node:
        """A command's or a script's argument: a braced group, or one token (a command with its own).

        `digit`: a number stands for its first digit, as TeX takes it (`\\frac12` is one half); a script
        keeps the whole number, which the reader refuses (`x^10` shows x¹0, not what its writer meant)."""
        token = self.peek()
        if token in ("}", "^", "_", "&", "\\\\", "") or token in ("\\right", "\\end", "\\middle"):
            raise TexError(f"an argument is missing before {token or 'the end'!r}")
        if digit and len(token) > 1 and token[0].isdigit():
            self.tokens[self.at : self.at + 1] = [token[0], token[1:]]
        return self.atom()

    def atom(self) -> Node:
        token = self.take()
        if token == "{":
            nodes = self.sequence(frozenset({"}"}))
            self.at += 1
            return Group(nodes)
        if token == "}":
            raise TexError("a '}' closes nothing")
        if token.startswith("\\") and len(token) > 1 and token[1].isalpha():
            return self.command(token[1:])
        return Symbol(token)

    def command(self, name: str) -> Node:
        if name in _TEXT_COMMANDS:
            return TextRun(name, self.raw_group())
        if name == "left":
            return self.fenced()
        if name in ("right", "middle"):
            raise TexError(f"\\{name} without \\left")
        if name in _DELIMITER_PREFIX:
            return Command(name, (Symbol(self.delimiter()),))
        if name == "begin":
            return self.environment()
        if name == "end":
            raise TexError("\\end without \\begin")
        arity, optional = _ARITY.get(name, (0, False))
        option = self.option() if optional else None
        return Command(name, tuple(self.argument(digit=True) for _ in range(arity)), option)

    def option(self) -> Node | None:
        if self.peek() != "[":
            return None
        self.at += 1
        nodes = self.sequence(frozenset({"]"}))
        self.at += 1
        return Group(nodes)

    def delimiter(self) -> str:
        token = self.take()
        if token in ("{", "}", "^", "_", "&"):
            raise TexError(f"{token!r} is no delimiter")
        return token

    def raw_group(self) -> str:
        """The text of a braced argument as written (`\\text{if } x`: "if "), braces balanced inside."""
        if self.peek() != "{":
            raise TexError("\\text without its braces")
        self.at += 1
        depth, start = 1, self.at
        while self.at < len(self.tokens):
            token = self.tokens[self.at]
            depth += {"{": 1, "}": -1}.get(token, 0)
            self.at += 1
            if depth == 0:
                return "".join(self.tokens[start : self.at - 1])
        raise TexError("\\text is never closed")

    def fenced(self) -> Fenced:
        left = self.delimiter()
        nodes: list[Node] = []
        middles: list[int] = []
        while True:
            nodes.extend(self.sequence(frozenset({"\\right", "\\middle"})))
            if self.take() == "\\right":
                return Fenced(left, self.delimiter(), tuple(nodes), tuple(middles))
            middles.append(len(nodes))
            nodes.append(Symbol(self.delimiter()))

    def row_spacing(self) -> str:
        """After a row's end, the space its writer put before the next row (`\\\\[2pt]`, `\\\\[-1ex]`) and the
        star that keeps the rows on one page (`\\\\*`): layout, kept in the tree (`Env.gaps`) and never said."""
        at = self.at
        while at < len(self.tokens) and self.tokens[at].isspace():
            at += 1
        if at < len(self.tokens) and self.tokens[at] == "*":
            at += 1
        if at < len(self.tokens) and self.tokens[at] == "[":
            close = at + 1
            while close < min(len(self.tokens), at + 12) and self.tokens[close] != "]":
                close += 1
            if close < len(self.tokens) and _LENGTH.fullmatch("".join(self.tokens[at + 1 : close]).strip()):
                at = close + 1
        if at == self.at or self.tokens[at - 1] not in ("*", "]"):
            return ""
        gap = "".join(self.tokens[self.at : at])
        self.at = at
        return gap

    def environment(self) -> Env:
        name = self.raw_group()
        if (
            name in _PLACED
            and self.peek() == "["
            and self.tokens[self.at + 1 : self.at + 3] in (["t", "]"], ["b", "]"], ["c", "]"])
        ):
            self.at += 3  # `\begin{aligned}[b]`: where the block sits on the line (layout, nothing said)
        spec = "{" + self.raw_group() + "}" if name in ("array", "tabular", "alignat", "alignat*", "alignedat") else ""
        rows: list[tuple[tuple[Node, ...], ...]] = []
        gaps: list[str] = []
        cells: list[tuple[Node, ...]] = []
        while True:
            cells.append(self.sequence(frozenset({"&", "\\\\", "\\end"})))
            token = self.take()
            if token == "&":
                continue
            rows.append(tuple(cells))
            cells = []
            gaps.append(self.row_spacing() if token == "\\\\" else "")
            if token == "\\end":
                if self.raw_group() != name:
                    raise TexError(f"\\begin{{{name}}} closed by another \\end")
                return Env(name, tuple(rows), spec, tuple(gaps) if any(gaps) else ())


def tokenize(tex: str) -> list[str]:
    """The formula's tokens, whitespace runs included (so that the tokens joined are the formula).

    `\\_` is a subscript: a writer escapes it for Markdown (`x\\_1`), whose renderer hands MathJax `x_1`."""
    return ["_" if token == "\\_" else token for token in _TOKEN.findall(tex)]


def parse(tex: str) -> tuple[Node, ...]:
    """The formula as a tree, every token in it; `TexError` for one that is not whole TeX."""
    tokens = tokenize(tex)
    if len(tokens) > _MAX_TOKENS:
        raise TexError("too long to read as one formula")
    parser = _Parser(tokens)
    nodes = parser.sequence(frozenset({"", "}"}))
    if parser.peek():
        raise TexError(f"{parser.peek()!r} closes nothing")
    return nodes


def unparse(nodes: tuple[Node, ...] | Node | None) -> str:
    """A tree back as TeX (scripts as `_` then `^`; a space only where a command name needs one): every token
    of the formula is in its tree, and tests hold `parse` to that."""
    if nodes is None:
        return ""
    if isinstance(nodes, tuple):
        return _cat(*(unparse(n) for n in nodes))
    if isinstance(nodes, Symbol):
        return nodes.text
    if isinstance(nodes, Group):
        return "{" + unparse(nodes.nodes) + "}"
    if isinstance(nodes, TextRun):
        return f"\\{nodes.command}{{{nodes.text}}}"
    return _UNPARSE[type(nodes)](nodes)


_COMMAND_END = LazyPattern(r"\\[A-Za-z]+\*?$")


def _cat(*parts: str) -> str:
    """TeX pieces joined; a space after a command name that a letter follows (`\\mathbb R`, not `\\mathbbR`)."""
    out = ""
    for part in parts:
        if part and ((part[0].isalpha() and _COMMAND_END.search(out)) or (part[0].isdigit() and out[-1:].isdigit())):
            out += " "  # `\\mathbb R`, not `\\mathbbR`; `2 2`, not `22`
        out += part
    return out


def _unparse_command(node: Node) -> str:
    assert isinstance(node, Command)
    option = f"[{unparse(node.option.nodes)}]" if isinstance(node.option, Group) else ""
    return _cat(f"\\{node.name}{option}", *(unparse(a) for a in node.args))


def _unparse_scripted(node: Node) -> str:
    assert isinstance(node, Scripted)
    out = _cat(unparse(node.base), node.limits) + "'" * node.primes
    if node.sub is not None:
        out += "_" + unparse(node.sub)
    if node.sup is not None:
        out += "^" + unparse(node.sup)
    return out


def _unparse_env(node: Node) -> str:
    assert isinstance(node, Env)
    gaps = node.gaps or ("",) * len(node.rows)
    body = "".join(
        ("\\\\" + gaps[n - 1] if n else "") + "&".join(unparse(cell) for cell in row) for n, row in enumerate(node.rows)
    )
    return _cat(f"\\begin{{{node.name}}}{node.spec}", body, f"\\end{{{node.name}}}")


def _unparse_fenced(node: Node) -> str:
    assert isinstance(node, Fenced)
    inner = _cat(*(("\\middle" if n in node.middles else "") + unparse(x) for n, x in enumerate(node.nodes)))
    return _cat("\\left", node.left, inner, "\\right", node.right)


_UNPARSE: dict[type, Callable[[Node], str]] = {
    Command: _unparse_command,
    Scripted: _unparse_scripted,
    Fenced: _unparse_fenced,
    Env: _unparse_env,
}
