"""A repeated parameter's star (`cols: String*)`) found in one pass over a line (issue 43 item 8: 2 CPU s per MB).

Review s21 H2 (/work/scratch/review21/perf/varargs2_*.md: `(` then `a*, ` repeated to 400 KB on one line): each star
read the whole line before it again to count its brackets, 36 CPU s at 400 KB and four times that at twice the line.
Work is counted, never timed: the characters of the text the stars' rule reads, which must grow with the line, not
with its square; and the fast form gives what the slow one gave, on random input.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, SupportsIndex

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import narrate.text.tidy as tidy
from narrate.text.model import SHOWN_STAR


class _Read(str):
    """A text that charges each slice taken of it (the characters read) to a shared counter."""

    counter: list[int]

    def __getitem__(self, key: SupportsIndex | slice) -> str:
        part = str.__getitem__(self, key)
        self.counter[0] += len(part)
        return part


class _ReadSpy:
    """The stars' pattern, handing the rule a text whose slices are charged (`match.string` is that text)."""

    def __init__(self, counter: list[int]) -> None:
        self._real = tidy._VARARGS_STAR.compiled
        self._counter = counter

    def sub(self, repl: Callable[[re.Match[str]], str], string: str, count: int = 0) -> str:
        read = _Read(string)
        read.counter = self._counter
        return self._real.sub(repl, read, count)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._real, name)


def _read_by_the_stars(monkeypatch: pytest.MonkeyPatch, text: str) -> int:
    counter = [0]
    with monkeypatch.context() as patch:
        patch.setattr(tidy, "_VARARGS_STAR", _ReadSpy(counter))
        tidy.tidied(text)
    return counter[0]


@pytest.mark.parametrize(
    "unit",
    [
        "a*, ",  # review s21 H2 perf/varargs2_*.md: one bracket opened, never closed
        "f(a*, b*) ",  # review s21 H2 perf/varargs_*.md: each signature closed on the line
        "(char*) 和 ",  # constructed: C casts in a Chinese line
    ],
)
def test_a_long_lines_stars_read_the_line_once(monkeypatch: pytest.MonkeyPatch, unit: str) -> None:
    """Review s21 H2: the whole line before each star was read (a 4 KB line: about 2 million characters)."""
    text = "(" + unit * 1000
    read = _read_by_the_stars(monkeypatch, text)
    assert 0 < read <= 2 * len(text), read


def test_a_star_on_a_later_line_reads_from_the_star_before(monkeypatch: pytest.MonkeyPatch) -> None:
    """Lines of stars, each line's brackets its own: still one pass over the whole text."""
    text = "\n".join(f"g(x{n}: Int*) and (" for n in range(500))
    assert _read_by_the_stars(monkeypatch, text) <= 2 * len(text)


def _shown_line_by_line(text: str) -> str:
    """The rule's first form (531c062e): the brackets counted on the whole line before each star."""

    def one(match: re.Match[str]) -> str:
        line = match.string[: match.start()].rsplit("\n", 1)[-1]
        return SHOWN_STAR if line.count("(") > line.count(")") else match.group(0)

    return tidy._VARARGS_STAR.sub(one, text)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="()a*, \n)", max_size=60))
def test_the_one_pass_shows_the_stars_the_line_count_showed(text: str) -> None:
    assert tidy._VARARGS_STAR.sub(tidy._VarargsStars(), text) == _shown_line_by_line(text)
