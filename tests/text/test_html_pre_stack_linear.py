"""html_text's reader keeps a running count of the open `pre` elements it skips (review s13 H2): it counted the whole
skip stack (`skip.count("pre")`) for each piece of text, so a `<div>` of 45,000 unclosed `<pre>x` lines (315 KB) took
over 400 s in `narrate check`. Work is counted (each stack entry read, each line of html_text run), never timed."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from typing import Any, SupportsIndex

import pytest

import regex_work
from narrate.text import html_text


class _CountedStack(list[str]):
    """A stack that charges a shared counter for each entry a whole-stack read goes through."""

    counter: list[int]

    def count(self, value: str) -> int:
        self.counter[0] += len(self)
        return super().count(value)

    def index(self, value: str, start: SupportsIndex = 0, stop: SupportsIndex = sys.maxsize) -> int:
        self.counter[0] += len(self)
        return super().index(value, start, stop)

    def __contains__(self, value: object) -> bool:
        self.counter[0] += len(self)
        return super().__contains__(value)

    def __iter__(self) -> Iterator[str]:
        self.counter[0] += len(self)
        return super().__iter__()


@pytest.fixture
def work(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """The counter of the work html_text does (regex_work.counted: its lines run), its skip stack's reads charged
    to it too."""
    with regex_work.counted(html_text, monkeypatch, patterns=False) as counter:
        real_init = html_text._Reader.__init__

        def init(self: Any, *args: Any, **kwargs: Any) -> None:
            real_init(self, *args, **kwargs)
            stack = _CountedStack(self.skip)
            stack.counter = counter
            self.skip = stack

        monkeypatch.setattr(html_text._Reader, "__init__", init)
        yield counter


SHAPES: dict[str, Callable[[int], str]] = {
    "a div of unclosed <pre> lines": lambda n: "<div>\n" + "<pre>x\n" * n,
    "unclosed <pre> lines": lambda n: "<pre>x\n" * n,
    "closed <pre> lines": lambda n: "<pre>x</pre>\n" * n,
}


@pytest.mark.parametrize("shape", SHAPES)
def test_the_readers_work_grows_with_the_html_not_its_square(work: list[int], shape: str) -> None:
    costs = []
    for n in (500, 1_000):
        work[0] = 0
        html_text.html_parts(SHAPES[shape](n), accounting=True)
        costs.append(work[0])
    assert costs[0] > 0
    assert costs[1] / costs[0] < 2.5, (shape, costs)


def test_an_escaped_close_is_still_seen_inside_nested_pre() -> None:
    """The count keeps its answer: two `pre` open, text holding an escaped `&lt;/pre&gt;` is told apart."""
    reader = html_text._Reader()
    reader.feed("<pre><pre>a &lt;/pre&gt;\n")
    assert reader.open_pre == reader.skip.count("pre") == 2
    assert reader.escaped_close
    reader.feed("</pre>")
    assert reader.open_pre == reader.skip.count("pre")
