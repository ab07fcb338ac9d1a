"""page_view's `<pre>` elements cut in one pass (review s13 H1): the lazy span `<pre…>.{0,200000}?(?:</pre\\s*>|\\Z)`
rescanned up to 200,000 characters from every `<pre`, so `"<pre>" * 42000` took 11 s, 260 KB 65 s, and 52,000
unclosed `<pre>` inside an HTML comment hung `narrate check`. The one pass cuts what the pattern cut, on every input
where the pattern finished, and its work (counted, never timed) grows with the block, not with its square."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

import regex_work
from narrate.text import page_view

# The definition as it was (page_view before review s13 H1).
_OLD_PRE_ELEMENT = re.compile(r"<pre\b[^>]{0,400}>.{0,200000}?(?:</pre\s*>|\Z)", re.I | re.S)

_PIECES = st.sampled_from(
    ["<pre>", "<PRE class='x'>", "<pre\n>", "</pre>", "</pre >", "</PRE\n>", "</pre x>", "<pre", "</pre", "<prex>"]
    + ["<pre </pre>", "<", ">", "/", "x", " ", "\n", "<p>", "</p>", "<!--", "-->", "é"]
)


@settings(max_examples=500, deadline=None)
@given(st.lists(_PIECES, max_size=25).map("".join))
@example("<pre>a</pre>b")
@example("<pre><pre>a</pre>b</pre>c")
@example("<pre </pre>x</pre>y")
@example("<pre>open to the end")
@example("<pre " + "a" * 401 + "><pre>b</pre>c")
def test_the_cut_is_the_old_patterns(html: str) -> None:
    assert page_view._without_pre(html) == _OLD_PRE_ELEMENT.sub(" ", html), html


@pytest.fixture
def work(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """The counter of the work page_view does (regex_work.counted: its patterns' modelled work, its lines run)."""
    with regex_work.counted(page_view, monkeypatch) as counter:
        yield counter


# The review's shapes: many unclosed `<pre>` (an HTML comment of them), openers each closed, openers with one closer
# at the end, and a block of prose with one `<pre>` left open.
SHAPES: dict[str, Callable[[int], str]] = {
    "unclosed openers": lambda n: "<pre>" * n,
    "unclosed openers on lines, in a comment": lambda n: "<!--\n" + "<pre>\n" * n + "-->\n",
    "closed elements": lambda n: "<pre>x</pre>" * n,
    "openers then one closer": lambda n: "<pre>" * n + "</pre>",
    "prose then one opener": lambda n: "<p>words</p>\n" * n + "<pre>",
}


@pytest.mark.parametrize("shape", SHAPES)
def test_the_cuts_work_grows_with_the_block_not_its_square(work: list[int], shape: str) -> None:
    costs = []
    for n in (300, 600):
        html = SHAPES[shape](n)
        work[0] = 0
        page_view._without_pre(html)
        costs.append(work[0])
    assert costs[0] > 0
    assert costs[1] / costs[0] < 2.5, (shape, costs)


def test_a_megabyte_of_unclosed_openers_is_cut() -> None:
    """The review's end-to-end shape, larger: each answer as the old pattern gave where it finished."""
    assert page_view._without_pre("<!--\n" + "<pre>\n" * 200_000 + "-->\n") == "<!--\n "
    assert page_view._without_pre("a<pre>b</pre>c" * 100_000) == "a c" * 100_000
