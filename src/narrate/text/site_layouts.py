"""What a site's own shortcode layout prints of one call (s24, #38; the lead's ruling 4c: site markup is the site's).

A Hugo shortcode's layout (`layouts/shortcodes/NAME.html`) is a Go template: where it prints a parameter
(`{{ .Get "user" }}`, `{{ .Get 0 }}`, a variable set from one) inside the page's visible text, the page shows that
value with the template's own words around it. s23 held-out michaelbromley a-tale-of-two-issues: the site's
`issue-entry` prints `<div>{{ $user }}</div><div>{{ $type }}</div><div>{{ $date }}</div>` above `{{ .Inner }}`, with
`$type := cond (eq (.Get "type") "comment") "commented on" "closed this on"` — the page shows "hecter88 commented on
Jul 13, 2015" over each comment, and 24 such headers were silent.

The layout is run here on the call's arguments with a small part of Go's template language: assignments, `if` /
`else if` / `else` / `with`, the functions a header needs (`or`, `and`, `not`, `eq`, `ne`, `cond`, `default`,
`isset`, `index`, `print`, case and trim) and the text filters (`markdownify`, `plainify`, `safeHTML`…). What the
page shows is the result's visible text: markup, attributes, scripts and styles are no words. A layout that uses
anything else in a condition (`range`, the page's or the site's fields, a partial) is not guessed at (None: the
reading the text rules give stands); a value this part cannot know prints nothing. A layout that shows a picture,
a frame or a player is left to the picture rules.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from narrate.errors import InputError
from narrate.patterns import LazyPattern

__all__ = ["Call", "LayoutUnread", "is_printing_layout", "printed_words"]

INNER = "\x00inner\x00"  # where the call's body stands in the rendered layout
_MAX_LAYOUT = 20_000  # characters: a header's layout is a few hundred
_MAX_STEPS = 5_000  # nodes run per call: a layout is short, this bounds a hostile one


class _Unknown:
    """A value this reading cannot know (a page's field, a partial's output)."""


UNKNOWN = _Unknown()
Value = str | int | bool | None | _Unknown


@dataclass
class Call:
    """One call of a shortcode: its named and positional arguments."""

    named: Mapping[str, str] = field(default_factory=dict)
    positional: Sequence[str] = ()


class LayoutUnread(InputError):
    """The layout does something this reading does not follow: the text rules' reading stands (internal:
    printed_words gives None)."""


_ACTION = LazyPattern(r"\{\{(-?)(.{0,2000}?)(-?)\}\}", re.S)
_SHOWS_MEDIA = LazyPattern(r"<(?:img|iframe|video|audio|picture|figure|svg|object|embed|source)\b", re.I)
_PRINTS_PARAMETER = LazyPattern(r"\.Get\b|\.Params\b")
_TOKEN = LazyPattern(
    r"""\s*(?:("(?:[^"\\]|\\.){0,2000}"|`[^`]{0,2000}`)|(-?\d{1,9})\b|(\$\w{0,40}(?:\.\w{1,40}){0,4})"""
    r"""|(\.\w{0,40}(?:\.\w{1,40}){0,4})|([A-Za-z_][\w.]{0,40})|(:?=)|([()|]))""",
    re.S,
)


def is_printing_layout(source: str) -> bool:
    """Whether a layout may print its call's arguments as words: it reads them, shows no picture or frame, and is
    of a layout's size."""
    return (
        len(source) <= _MAX_LAYOUT and _PRINTS_PARAMETER.search(source) is not None and not _SHOWS_MEDIA.search(source)
    )


def printed_words(layout: str, call: Call) -> tuple[str, str] | None:
    """The words the page shows before and after the call's body when `layout` runs on `call` (`("hecter88
    commented on Jul 13, 2015", "")`); None where the layout prints none of the call's arguments as words, or does
    something this reading does not follow."""
    try:
        nodes = _parse(_pieces(layout), 0)[0]
        out: list[str] = []
        _run(nodes, _Scope(call, {}, None, [0]), out)
    except LayoutUnread:
        return None
    before, _, after = "".join(out).partition(INNER)
    shown = (_visible(before), _visible(after))
    values = [v.strip() for v in (*call.named.values(), *call.positional) if v.strip()]
    said = " ".join(shown)
    if not any(value in said for value in (_visible(html.escape(v)) for v in values) if value):
        return None
    return shown


def _visible(markup: str) -> str:
    """The words `markup` shows: no tags, attributes, scripts, styles or comments."""
    markup = re.sub(r"<(script|style)\b.*?</\1\s*>|<!--.*?-->", " ", markup, flags=re.S | re.I)
    markup = re.sub(r"<[^<>]{0,2000}>", " ", markup)
    return " ".join(html.unescape(markup).split())


def _pieces(source: str) -> list[tuple[str, str]]:
    """The layout as ("text", words) and ("action", inside) pieces, the trim marks (`{{-`, `-}}`) applied and
    comments (`{{/* … */}}`) left out."""
    pieces: list[tuple[str, str]] = []
    at = 0
    trim_next = False
    for action in _ACTION.finditer(source):
        text = source[at : action.start()]
        text = text.lstrip() if trim_next else text
        pieces.append(("text", text.rstrip() if action.group(1) else text))
        inside = action.group(2).strip()
        if not (inside.startswith("/*") and inside.endswith("*/")):
            pieces.append(("action", inside))
        trim_next = bool(action.group(3))
        at = action.end()
    rest = source[at:]
    pieces.append(("text", rest.lstrip() if trim_next else rest))
    return pieces


Node = tuple[str, object]


def _parse(pieces: list[tuple[str, str]], at: int) -> tuple[list[Node], int, str]:
    """The nodes from `at` up to the next `else`/`end` of this level: (nodes, where it stopped, that action)."""
    nodes: list[Node] = []
    while at < len(pieces):
        kind, inside = pieces[at]
        at += 1
        if kind == "text":
            nodes.append(("text", inside))
            continue
        word = inside.split(maxsplit=1)[0] if inside else ""
        if word in ("end", "else"):
            return nodes, at, inside
        if word in ("if", "with"):
            branches, at = _branches(pieces, at, inside)
            nodes.append((word, branches))
        elif word in ("range", "define", "block", "template", "while", "try"):
            raise LayoutUnread
        else:
            nodes.append(("action", inside))
    return nodes, at, ""


def _branches(pieces: list[tuple[str, str]], at: int, opening: str) -> tuple[list[tuple[str, list[Node]]], int]:
    """An `if`/`with`'s branches as (condition, nodes); the `else` branch's condition is ""."""
    branches: list[tuple[str, list[Node]]] = []
    condition = opening.split(maxsplit=1)[1] if " " in opening else ""
    while True:
        nodes, at, stop = _parse(pieces, at)
        branches.append((condition, nodes))
        if stop == "end":
            return branches, at
        if not stop:
            raise LayoutUnread  # (never closed)
        rest = stop.split(maxsplit=1)[1] if " " in stop else ""
        if rest.startswith(("if ", "with ")):
            condition = rest.split(maxsplit=1)[1]
        elif rest:
            raise LayoutUnread
        else:
            condition = ""


@dataclass
class _Scope:
    call: Call
    variables: dict[str, Value]
    dot: Value  # (None: the shortcode's own context)
    steps: list[int]


def _run(nodes: list[Node], scope: _Scope, out: list[str]) -> None:
    for kind, body in nodes:
        scope.steps[0] += 1
        if scope.steps[0] > _MAX_STEPS:
            raise LayoutUnread
        if kind == "text":
            out.append(str(body))
        elif kind == "action":
            _act(str(body), scope, out)
        else:
            _branch(kind, body, scope, out)


def _branch(kind: str, body: object, scope: _Scope, out: list[str]) -> None:
    branches: list[tuple[str, list[Node]]] = body  # type: ignore[assignment]
    for condition, nodes in branches:
        if not condition:
            _run(nodes, scope, out)
            return
        value = _Expression(condition, scope).pipeline()
        if isinstance(value, _Unknown):
            raise LayoutUnread  # (a branch this reading cannot choose)
        if value not in ("", None, False, 0):
            inner = _Scope(scope.call, scope.variables, value, scope.steps) if kind == "with" else scope
            _run(nodes, inner, out)
            return


_ASSIGN = LazyPattern(r"^(\$\w{1,40})\s{0,8}:?=\s{0,8}(.+)$", re.S)


def _act(inside: str, scope: _Scope, out: list[str]) -> None:
    """One action: an assignment (prints nothing) or a value printed."""
    assigned = _ASSIGN.match(inside)
    if assigned is not None:
        scope.variables[assigned.group(1)] = _Expression(assigned.group(2), scope).pipeline()
        return
    value = _Expression(inside, scope).pipeline()
    if isinstance(value, _Unknown) or value is None or isinstance(value, bool):
        return
    out.append(value if value == INNER else html.escape(str(value)))


_FILTERS: dict[str, Callable[[str], str]] = {
    "markdownify": lambda v: v,
    "safeHTML": lambda v: v,
    "htmlUnescape": lambda v: v,
    "plainify": lambda v: v,
    "RenderString": lambda v: v,
    ".Page.RenderString": lambda v: v,
    "upper": str.upper,
    "lower": str.lower,
    "title": str.title,
    "humanize": lambda v: v[:1].upper() + v[1:],
    "trim": str.strip,
    "strings.TrimSpace": str.strip,
}


class _Expression:
    """One pipeline of Go's template language read left to right (`cond (eq (.Get "type") "comment") "a" "b"`)."""

    def __init__(self, source: str, scope: _Scope) -> None:
        self.tokens = list(_TOKEN.finditer(source))
        if "".join(m.group(0) for m in self.tokens) != source.rstrip():
            raise LayoutUnread  # (a sign this reading does not know)
        self.at = 0
        self.scope = scope

    def pipeline(self) -> Value:
        value = self._command(None, piped=False)
        while self._peek() == "|":
            self.at += 1
            value = self._command(value, piped=True)
        return value

    def _peek(self) -> str:
        return self.tokens[self.at].group(0).strip() if self.at < len(self.tokens) else ""

    def _command(self, piped_value: Value, *, piped: bool) -> Value:
        operands: list[tuple[str, Value]] = []
        while self._peek() not in ("", "|", ")"):
            operands.append(self._operand())
        if piped:
            operands.append(("value", piped_value))
        if not operands:
            raise LayoutUnread
        head, value = operands[0]
        if value == "index" and len(operands) == 3 and operands[1][0] == "params":
            return _get(self.scope.call, operands[2][1])  # (`index .Params 0`)
        if head == "function":
            return _call(str(value), [v for _, v in operands[1:]], self.scope)
        if head == "method":
            return _method(str(value), [v for _, v in operands[1:]], self.scope)
        return value if len(operands) == 1 else UNKNOWN

    def _operand(self) -> tuple[str, Value]:
        token = self.tokens[self.at]
        self.at += 1
        text, number, variable, dotted, name = token.group(1, 2, 3, 4, 5)
        if token.group(0).strip() == "(":
            value = self.pipeline()
            if self._peek() != ")":
                raise LayoutUnread
            self.at += 1
            return "value", value
        if text is not None:
            return "value", (text[1:-1] if text[0] == "`" else _unquoted(text))
        if number is not None:
            return "value", int(number)
        if variable is not None:
            return "value", self.scope.variables.get(variable, UNKNOWN) if "." not in variable else UNKNOWN
        if dotted is not None:
            return _dotted(dotted, self.scope)
        if name in ("true", "false", "nil"):
            return "value", {"true": True, "false": False, "nil": None}[name]
        if name is not None:
            return "function", name
        raise LayoutUnread


def _unquoted(text: str) -> str:
    return re.sub(r"\\(.)", lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), text[1:-1])


def _dotted(dotted: str, scope: _Scope) -> tuple[str, Value]:
    """`.` (the value `with` set), or a field or method of the shortcode's context."""
    if dotted == ".":
        return "value", scope.dot if scope.dot is not None else UNKNOWN
    if scope.dot is not None:
        return "value", UNKNOWN  # (a field of a value `with` set)
    if dotted in (".Get", ".Inner", ".InnerDeindent", ".IsNamedParams"):
        return "method", dotted
    if dotted.startswith(".Params."):
        return "value", scope.call.named.get(dotted.removeprefix(".Params."), None)
    if dotted == ".Params":
        return "params", UNKNOWN
    return "value", UNKNOWN


def _method(name: str, args: list[Value], scope: _Scope) -> Value:
    if name in (".Inner", ".InnerDeindent"):
        return INNER
    if name == ".IsNamedParams":
        return bool(scope.call.named)
    if len(args) != 1:
        raise LayoutUnread
    return _get(scope.call, args[0])


def _get(call: Call, key: Value) -> Value:
    """`.Get key`: a named argument by its name, a positional one by its place; nil when absent."""
    if isinstance(key, bool) or isinstance(key, _Unknown) or key is None:
        return UNKNOWN
    if isinstance(key, int):
        return call.positional[key] if 0 <= key < len(call.positional) else None
    return call.named.get(key)


def _truthy(value: Value) -> bool:
    if isinstance(value, _Unknown):
        raise LayoutUnread
    return value not in ("", None, False, 0)


def _call(name: str, args: list[Value], scope: _Scope) -> Value:
    """A function of the template language on its arguments (UNKNOWN for one this reading does not know)."""
    if name in _FILTERS:
        if len(args) != 1 or not isinstance(args[0], str):
            return args[0] if len(args) == 1 and args[0] is None else UNKNOWN
        return args[0] if args[0] == INNER else _FILTERS[name](args[0])
    if name in ("or", "and", "not"):
        return _logic(name, args)
    if name in ("eq", "ne") and len(args) >= 2:
        return _compared(name, args)
    if (name, len(args)) in (("cond", 3), ("default", 2)):
        return _chosen(name, args)
    if name == "isset" and len(args) == 2:
        return _get(scope.call, args[1]) is not None
    if name in ("print", "printf") and all(isinstance(a, str | int) for a in args):
        return "".join(map(str, args)) if name == "print" else _printf(args)
    return UNKNOWN


def _chosen(name: str, args: list[Value]) -> Value:
    """`cond c a b` (a where c is true, else b) and `default d v` (v where it is set, else d)."""
    if name == "cond":
        return args[1] if _truthy(args[0]) else args[2]
    return args[1] if _truthy(args[1]) else args[0]


def _compared(name: str, args: list[Value]) -> Value:
    """`eq a b c` (a equals one of the rest) and `ne`; UNKNOWN where a side is unknown."""
    if any(isinstance(a, _Unknown) for a in args):
        return UNKNOWN
    equal = any(args[0] == other for other in args[1:])
    return equal if name == "eq" else not equal


def _logic(name: str, args: list[Value]) -> Value:
    """`or` (the first true argument, else the last), `and` (the first false, else the last), `not`."""
    if name == "not":
        return not _truthy(args[0]) if len(args) == 1 else UNKNOWN
    wanted = name == "or"
    return next((a for a in args if _truthy(a) == wanted), args[-1] if args else None)


def _printf(args: list[Value]) -> Value:
    """`printf "%s said" $user` with `%s`/`%d`/`%v` only."""
    pattern, *rest = (str(a) for a in args)
    parts = re.split(r"%[sdv]", pattern)
    if len(parts) != len(rest) + 1 or "%" in "".join(parts).replace("%%", ""):
        return UNKNOWN
    return "".join(p + v for p, v in zip(parts, [*rest, ""], strict=True)).replace("%%", "%")
