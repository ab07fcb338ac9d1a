"""The work a regular expression's call may do, counted from the pattern and the text, never timed.

A linearity test needs a measure that a loaded machine cannot move and a quadratic walk cannot hide from. Python's
matcher keeps no step count, so this reads the pattern's parse (`re._parser`) and follows it over the text as a set
of live positions (a Thompson simulation): a try from position i reads as far as some way through the pattern can
still go. That reach is what a backtracking matcher reads at least, and what the quadratic patterns of the past
read to the end of the line from every start (s12 H1: `(?:word\\s+){3,}word[.!?]` over a line of words with no full
stop). A search is charged one step per position it scans plus each try's reach; `sub`, `findall`, `finditer` and
`split` as a search from every position; `match` and `fullmatch` one try.

The model leans long: lookarounds and anchors let every position through (their own reads are charged when they
look ahead), so a rule can only be charged more than it does, never less.
"""

from __future__ import annotations

import functools
import importlib
import re
import sys
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from narrate.patterns import LazyPattern

_PARSER: Any = importlib.import_module("re._parser" if hasattr(re, "_parser") else "sre_parse")
_SEARCHES = frozenset({"search", "sub", "subn", "findall", "finditer", "split"})
_ANCHORED = frozenset({"match", "fullmatch"})

Node = list[tuple[Any, Any]]


def _in_class(items: Node, char: str, fold: bool) -> bool:
    code = ord(char.lower()) if fold else ord(char)
    negate = False
    found = False
    for op, value in items:
        name = op.name
        if name == "NEGATE":
            negate = True
        elif name == "LITERAL":
            found = found or code == value
        elif name == "RANGE":
            found = found or value[0] <= code <= value[1]
        elif name == "CATEGORY":
            found = found or _CATEGORIES[value.name.removeprefix("CATEGORY_").removeprefix("UNI_")](char)
    return found != negate


_CATEGORIES: dict[str, Callable[[str], bool]] = {
    "DIGIT": str.isdecimal,
    "NOT_DIGIT": lambda c: not c.isdecimal(),
    "SPACE": str.isspace,
    "NOT_SPACE": lambda c: not c.isspace(),
    "WORD": lambda c: c.isalnum() or c == "_",
    "NOT_WORD": lambda c: not (c.isalnum() or c == "_"),
    "LINEBREAK": lambda c: c == "\n",
    "NOT_LINEBREAK": lambda c: c != "\n",
}


class _Walk:
    """One pattern followed over one text: the positions each piece can end at, and the furthest one read."""

    def __init__(self, text: str, flags: int) -> None:
        self.text = text
        self.fold = bool(flags & re.IGNORECASE)
        self.dotall = bool(flags & re.DOTALL)
        self.far = 0

    def run(self, node: Node, starts: set[int]) -> set[int]:
        live = starts
        for op, value in node:
            if not live:
                break
            live = self._piece(op.name, value, live)
        return live

    def _char(self, starts: set[int], test: Callable[[str], bool]) -> set[int]:
        ends = set()
        for at in starts:
            if at < len(self.text):
                self.far = max(self.far, at + 1)
                if test(self.text[at]):
                    ends.add(at + 1)
        return ends

    def _piece(self, name: str, value: Any, live: set[int]) -> set[int]:
        fold = self.fold
        if name == "LITERAL":
            return self._char(live, lambda c: (ord(c.lower()) if fold else ord(c)) == value)
        if name == "NOT_LITERAL":
            return self._char(live, lambda c: (ord(c.lower()) if fold else ord(c)) != value)
        if name == "ANY":
            return self._char(live, lambda c: self.dotall or c != "\n")
        if name == "IN":
            return self._char(live, lambda c: _in_class(value, c, fold))
        if name == "BRANCH":
            return set().union(*(self.run(branch, live) for branch in value[1]))
        if name == "SUBPATTERN":
            return self.run(value[-1], live)
        if name == "ATOMIC_GROUP":
            return self.run(value, live)
        if name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
            return self._repeat(value[0], value[1], value[2], live)
        if name in ("ASSERT", "ASSERT_NOT"):
            if value[0] > 0:  # a lookahead reads ahead; a lookbehind reads a bounded way back
                self.run(value[1], live)
            return live
        if name == "AT":
            return live
        raise NotImplementedError(name)  # (backreferences: no pattern here has one)

    def _repeat(self, least: int, most: int, body: Node, live: set[int]) -> set[int]:
        ends = set(live) if least == 0 else set()
        seen = set(ends)
        count = 0
        while live and count != most:
            live = self.run(body, live)
            count += 1
            if count >= least:
                # A position reached again after more rounds has less left to match: it reads no further.
                live -= seen
                seen |= live
                ends |= live
        return ends


def reach(pattern: re.Pattern[str], text: str, start: int) -> int:
    """How many characters a try of `pattern` from `start` reads (at least the one it looks at)."""
    walk = _Walk(text, pattern.flags)
    walk.far = min(start + 1, len(text))
    walk.run(_tree(pattern), {start})
    return walk.far - start


@functools.cache
def _tree(pattern: re.Pattern[str]) -> Node:
    return _PARSER.parse(pattern.pattern, pattern.flags).data


def work(pattern: re.Pattern[str], method: str, args: tuple[Any, ...]) -> int:
    """The work one call `pattern.<method>(*args)` may do, by the model above."""
    text = next(arg for arg in args if isinstance(arg, str))
    window = [arg for arg in args if isinstance(arg, int) and not isinstance(arg, bool)]
    if method in ("sub", "subn", "split"):
        window = []  # (their numbers are counts, not a window)
    start = window[0] if window else 0
    text = text[: window[1]] if len(window) > 1 else text
    tree = _tree(pattern)
    walk = _Walk(text, pattern.flags)
    if method in _ANCHORED:
        walk.far = min(start + 1, len(text))
        walk.run(tree, {start})
        return max(1, walk.far - start)
    total = max(0, len(text) - start)
    for at in range(start, len(text)):
        walk.far = at + 1
        walk.run(tree, {at})
        total += walk.far - at
    return total


class Spy:
    """A pattern that answers as the real one and adds each call's modelled work to a shared counter."""

    def __init__(self, real: LazyPattern | re.Pattern[str], counter: list[int]) -> None:
        self._real = real.compiled if isinstance(real, LazyPattern) else real
        self._counter = counter

    def __getattr__(self, name: str) -> Callable[..., Any]:
        method = getattr(self._real, name)
        if name not in _SEARCHES | _ANCHORED:
            return method

        def call(*args: Any, **kwargs: Any) -> Any:
            tracer = sys.gettrace()  # (a test counting the caller's own lines does not count the model's)
            sys.settrace(None)
            try:
                self._counter[0] += work(self._real, name, args)
            finally:
                sys.settrace(tracer)
            return method(*args, **kwargs)

        return call


def spy_on(module: object, monkeypatch: pytest.MonkeyPatch, counter: list[int]) -> Iterator[str]:
    """Replace each module-level pattern of `module` by a Spy on `counter`; the names replaced."""
    for name, value in list(vars(module).items()):
        if isinstance(value, LazyPattern | re.Pattern):
            monkeypatch.setattr(module, name, Spy(value, counter))
            yield name
