"""The work a regular expression's call may do, counted from the pattern and the text, never timed.

A linearity test needs a measure that a loaded machine cannot move and a quadratic walk cannot hide from. Python's
matcher keeps no step count, so this reads the pattern's parse (`re._parser`) and follows it over the text as a set
of live positions (a Thompson simulation): a try from position i reads as far as some way through the pattern can
still go. That reach is what a backtracking matcher reads at least, and what the quadratic patterns of the past
read to the end of the line from every start (s12 H1: `(?:word\\s+){3,}word[.!?]` over a line of words with no full
stop). A search is charged one step per position it scans plus each try's reach; `sub`, `findall`, `finditer` and
`split` as a search from every position; `match` and `fullmatch` one try.

The model leans long where it can: lookarounds and anchors let every position through (their own reads are charged
when they look ahead), and under re.IGNORECASE a character matches a literal or a range when any of its cases does
(both sides folded). Within one try it counts one kind of backtracking: an unbounded repeat entered at several
positions (the ways the pieces before it could end) is charged its reach from each of them, as the matcher, which
keeps no memory of one entry's walk at the next, walks it again from each (review s14 text1 H1:
`[^;]*[=(][^;]*;` fully matched against a line of `=` and `(` with no `;` walks the second repeat to the end from
every `=`: n·k). Otherwise the reach of a try is charged once, however many ways the matcher splits it. That is
exact enough for a repeat whose rounds cannot overlap, and hopeless for a variable repeat inside a variable repeat
that can end one round where the next could begin (`(a+)+b`, `(?:[a-z]+\\s?)+\\d`: exponential in a try's
reach). Those patterns are refused (NotImplementedError), never charged linear; the s12 H1 class
(`(?:word\\s+){3,}word[.!?]`, the inner `\\s+` cannot start a round) is modelled, and charged quadratic when
searched over a line of words with no stop. So a rule is charged no less than the reads of its tries and of its
unbounded repeats' entries, not no less than every step a backtracking matcher may take.
"""

from __future__ import annotations

import contextlib
import functools
import importlib
import re
import sys
from collections.abc import Callable, Iterator
from types import FrameType, ModuleType
from typing import Any

import pytest

from narrate.patterns import LazyPattern

_PARSER: Any = importlib.import_module("re._parser" if hasattr(re, "_parser") else "sre_parse")
_SEARCHES = frozenset({"search", "sub", "subn", "findall", "finditer", "split"})
_ANCHORED = frozenset({"match", "fullmatch"})

Node = list[tuple[Any, Any]]


def _cases(char: str, fold: bool) -> set[int]:
    """The code points `char` may stand for: under re.IGNORECASE each of its cases (a one-character one)."""
    if not fold:
        return {ord(char)}
    cases = {char, char.lower(), char.upper(), char.casefold(), char.swapcase()}
    return {ord(case) for case in cases if len(case) == 1}


def _same(char: str, value: int, fold: bool) -> bool:
    """Whether `char` matches the literal `value` (both sides folded under re.IGNORECASE: `WORD` matches `word`)."""
    return ord(char) == value if not fold else bool(_cases(char, True) & _cases(chr(value), True))


def _in_class(items: Node, char: str, fold: bool) -> bool:
    codes = _cases(char, fold)
    negate = False
    found = False
    for op, value in items:
        name = op.name
        if name == "NEGATE":
            negate = True
        elif name == "LITERAL":
            found = found or _same(char, value, fold)
        elif name == "RANGE":
            found = found or any(value[0] <= code <= value[1] for code in codes)
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
        self.flags = flags
        self.dotall = bool(flags & re.DOTALL)
        self.far = 0
        self.again = 0  # what the matcher reads again: an unbounded repeat walked from each of its entries

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
            return self._char(live, lambda c: _same(c, value, fold))
        if name == "NOT_LITERAL":
            return self._char(live, lambda c: not _same(c, value, fold))
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
        if most == _PARSER.MAXREPEAT and len(live) > 1:
            self.again += self._entries_reach(body, live)
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

    def _entries_reach(self, body: Node, entries: set[int]) -> int:
        """What an unbounded repeat of `body` reads walked from each entry on its own (the sum of their reaches).
        A bounded repeat is left out: from each entry it reads a bounded way. Each position's round is followed once,
        and a position's reach is found from the reaches of the positions its round ends at (further on)."""
        rounds: dict[int, tuple[int, set[int]]] = {}
        todo = list(entries)
        while todo:
            at = todo.pop()
            if at in rounds:
                continue
            walk = _Walk(self.text, self.flags)
            walk.far = min(at + 1, len(self.text))
            ends = {end for end in walk.run(body, {at}) if end > at}  # (an empty round ends the repeat)
            rounds[at] = (walk.far, ends)
            todo.extend(end for end in ends if end not in rounds)
        far: dict[int, int] = {}
        for at in sorted(rounds, reverse=True):
            reached, ends = rounds[at]
            far[at] = max([reached, *(far[end] for end in ends)])
        return sum(far[at] - at for at in entries)


def reach(pattern: re.Pattern[str], text: str, start: int) -> int:
    """How many characters a try of `pattern` from `start` reads (at least the one it looks at)."""
    walk = _Walk(text, pattern.flags)
    walk.far = min(start + 1, len(text))
    walk.run(_tree(pattern), {start})
    return walk.far - start + walk.again


@functools.cache
def _tree(pattern: re.Pattern[str]) -> Node:
    tree: Node = _PARSER.parse(pattern.pattern, pattern.flags).data
    nested = _overlapping_nest(tree, pattern.flags)
    if nested:
        raise NotImplementedError(
            f"{pattern.pattern!r}: a variable repeat inside a variable repeat ({nested}) can end one round where "
            "the next begins; its backtracking is not modelled (regex_work's docstring)"
        )
    return tree


_VARIABLE = ("MAX_REPEAT", "MIN_REPEAT")  # (possessive repeats and atomic groups give nothing back)


def _nullable(node: Node) -> bool:
    return all(_piece_nullable(op.name, value) for op, value in node)


def _piece_nullable(name: str, value: Any) -> bool:
    if name in ("AT", "ASSERT", "ASSERT_NOT"):
        return True
    if name in (*_VARIABLE, "POSSESSIVE_REPEAT"):
        return value[0] == 0 or _nullable(value[2])
    if name == "SUBPATTERN":
        return _nullable(value[-1])
    if name == "ATOMIC_GROUP":
        return _nullable(value)
    if name == "BRANCH":
        return any(_nullable(branch) for branch in value[1])
    return False


def _firsts(node: Node, flags: int) -> list[Callable[[str], bool]]:
    """Tests of the characters a match of `node` may begin with."""
    tests: list[Callable[[str], bool]] = []
    for op, value in node:
        name = op.name
        if name in (*_VARIABLE, "POSSESSIVE_REPEAT"):
            tests += _firsts(value[2], flags)
        elif name == "SUBPATTERN":
            tests += _firsts(value[-1], flags)
        elif name == "ATOMIC_GROUP":
            tests += _firsts(value, flags)
        elif name == "BRANCH":
            for branch in value[1]:
                tests += _firsts(branch, flags)
        elif name not in ("AT", "ASSERT", "ASSERT_NOT"):
            tests.append(functools.partial(_takes, name, value, flags))
        if not _piece_nullable(name, value):
            break
    return tests


def _takes(name: str, value: Any, flags: int, char: str) -> bool:
    """Whether the one-character piece (`name`, `value`) takes `char`."""
    return bool(_Walk(char, flags)._piece(name, value, {0}))


def _samples(node: Node) -> set[str]:
    """Characters to try two tests on: ASCII, a few others, and every literal and range end of `node` with its
    cases (two ranges or literals that overlap share one of their ends)."""
    found = {chr(code) for code in range(128)} | set("éßıſ\u212a\u00a0\u3000中あ한١")
    for item in _flat(node):
        found |= {item, item.lower(), item.upper()} if len(item.lower()) == 1 == len(item.upper()) else {item}
    return found


def _flat(node: Any) -> Iterator[str]:
    for op, value in node:
        name = op.name
        if name in ("LITERAL", "NOT_LITERAL"):
            yield chr(value)
        elif name == "RANGE":
            yield chr(value[0])
            yield chr(value[1])
        elif name == "IN":
            yield from _flat(value)
        elif name in (*_VARIABLE, "POSSESSIVE_REPEAT"):
            yield from _flat(value[2])
        elif name == "SUBPATTERN":
            yield from _flat(value[-1])
        elif name == "ATOMIC_GROUP":
            yield from _flat(value)
        elif name == "BRANCH":
            for branch in value[1]:
                yield from _flat(branch)
        elif name in ("ASSERT", "ASSERT_NOT"):
            yield from _flat(value[1])


def _inner_repeats(node: Node, tail: bool) -> Iterator[tuple[Node, bool]]:
    """Each variable repeat inside `node` (its body) and whether all after it to the end of `node` may be empty
    (`tail`: all after `node` may be)."""
    for index, (op, value) in enumerate(node):
        name = op.name
        rest = tail and _nullable(node[index + 1 :])
        if name in _VARIABLE and value[0] != value[1]:
            yield value[2], rest
        if name in (*_VARIABLE, "POSSESSIVE_REPEAT"):
            yield from _inner_repeats(value[2], rest)
        elif name == "SUBPATTERN":
            yield from _inner_repeats(value[-1], rest)
        elif name == "BRANCH":
            for branch in value[1]:
                yield from _inner_repeats(branch, rest)


def _overlapping_nest(node: Node, flags: int) -> str:
    """The first variable repeat whose body holds a variable repeat that may end a round where the next begins:
    all after it in the body may be empty and a character it takes may start the body ('' when there is none)."""
    samples = _samples(node)
    for op, value in node:
        name = op.name
        inner: Node | None = None
        if name in _VARIABLE or name == "POSSESSIVE_REPEAT":
            inner = value[2]
            if name in _VARIABLE and value[0] != value[1] and value[1] > 1:  # (an optional group has one round)
                starts = _firsts(inner, flags)
                for body, open_tail in _inner_repeats(inner, True):
                    if not open_tail:
                        continue
                    takes = _firsts(body, flags)
                    if any(any(t(c) for t in takes) and any(s(c) for s in starts) for c in samples):
                        return str(body)[:80] or "?"
        elif name == "SUBPATTERN":
            inner = value[-1]
        elif name == "ATOMIC_GROUP":
            inner = value
        elif name in ("ASSERT", "ASSERT_NOT"):
            inner = value[1]
        if inner is not None:
            found = _overlapping_nest(inner, flags)
            if found:
                return found
        if name == "BRANCH":
            for branch in value[1]:
                found = _overlapping_nest(branch, flags)
                if found:
                    return found
    return ""


def _subject(method: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[str, int, int | None]:
    """The text a call `pattern.<method>(*args, **kwargs)` scans, and its window (pos, endpos), read by the
    method's own signature. `sub(repl, string, count)` scans its second argument: taking the first string there
    charged a `sub` the length of its replacement (review s13 harden L1: `sub("", text)` was charged nothing)."""
    if method in ("sub", "subn"):
        text = args[1] if len(args) > 1 else kwargs["string"]
        return text, 0, None  # (count is a count, not a window)
    text = args[0] if args else kwargs["string"]
    if method == "split":
        return text, 0, None  # (maxsplit likewise)
    pos = args[1] if len(args) > 1 else kwargs.get("pos", 0)
    endpos = args[2] if len(args) > 2 else kwargs.get("endpos")
    return text, pos, endpos


def work(pattern: re.Pattern[str], method: str, args: tuple[Any, ...], kwargs: dict[str, Any] | None = None) -> int:
    """The work one call `pattern.<method>(*args, **kwargs)` may do, by the model above."""
    text, start, endpos = _subject(method, args, kwargs or {})
    text = text[:endpos] if endpos is not None else text
    tree = _tree(pattern)
    walk = _Walk(text, pattern.flags)
    if method in _ANCHORED:
        walk.far = min(start + 1, len(text))
        walk.run(tree, {start})
        return max(1, walk.far - start) + walk.again
    total = max(0, len(text) - start)
    for at in range(start, len(text)):
        walk.far = at + 1
        walk.run(tree, {at})
        total += walk.far - at
    return total + walk.again


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
                self._counter[0] += work(self._real, name, args, kwargs)
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


@contextlib.contextmanager
def counted(module: ModuleType, monkeypatch: pytest.MonkeyPatch, *, patterns: bool = True) -> Iterator[list[int]]:
    """The work `module` does inside the block, as one counter: each call of its module-level patterns charged by the
    model above (`patterns`: they are spied, and there must be some), and one for each line of its own Python run (its
    walks, which no pattern's model sees). The linearity tests of code_lines, page_view and html_text each count their
    module so; a test that patches more (html_text's skip stack) charges the same counter."""
    counter = [0]
    if patterns:
        assert list(spy_on(module, monkeypatch, counter)), f"{module.__name__} has no module-level pattern to spy on"
    module_file = module.__file__

    def line(frame: FrameType, event: str, arg: object) -> Callable[..., Any] | None:
        if event == "line":
            counter[0] += 1
        return line

    def calls(frame: FrameType, event: str, arg: object) -> Callable[..., Any] | None:
        return line if frame.f_code.co_filename == module_file else None

    previous = sys.gettrace()
    sys.settrace(calls)
    try:
        yield counter
    finally:
        sys.settrace(previous)
