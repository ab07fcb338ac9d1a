"""html_text judges a `<figure>` from its own parts, each judged once as it arrives (review s20 H1, #43): the
figure's close rescanned every part since it opened, so one HTML block of nested or unclosed figures
(`"<figure><p>x</p>\\n" * n`, 272 KB) took 20 CPU s in html_parts alone. Work is counted (each line of html_text
run, regex_work.counted), never timed; the figures' outputs are the same (tests/text/test_figures.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

import regex_work
from narrate.text import html_text


@pytest.fixture
def work(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """The counter of the work html_text does (the lines it runs)."""
    with regex_work.counted(html_text, monkeypatch, patterns=False) as counter:
        yield counter


SHAPES: dict[str, Callable[[int], str]] = {
    "nested figures of prose (the review's input)": lambda n: "<figure><p>x</p>\n" * n,
    "nested figures of a picture and its caption": lambda n: (
        '<figure><img src="a.png"><figcaption>A cat</figcaption>\n' * n
    ),
    "nested figures of pictures only": lambda n: '<figure><img src="a.png">\n' * n,
    "nested figures of a long caption": lambda n: "<figure><img src=a.png><figcaption>" + "word " * 60 + "\n" * n,
    "closed figures": lambda n: '<figure><img src="a.png"><figcaption>A cat</figcaption></figure>\n' * n,
}


@pytest.mark.parametrize("shape", SHAPES)
def test_the_figures_work_grows_with_the_html_not_its_square(work: list[int], shape: str) -> None:
    costs = []
    for n in (400, 800):
        work[0] = 0
        html_text.html_parts(SHAPES[shape](n), accounting=True)
        costs.append(work[0])
    assert costs[0] > 0
    assert costs[1] / costs[0] < 2.5, (shape, costs)


def test_a_figure_inside_a_figure_keeps_its_reading() -> None:
    """The nested shapes read as before: an inner figure of one picture and its caption is one picture described
    by the caption; an outer figure holding only that picture and its own caption takes its caption too."""
    parts, _ = html_text.html_parts(
        '<figure><img src="a.png" alt=""><figcaption>Outer</figcaption>'
        '<figure><img src="b.png" alt=""><figcaption>Inner</figcaption></figure></figure>'
    )
    assert [(p.kind, p.text) for p in parts] == [("image", ""), ("image", "Outer")]
    prose, _ = html_text.html_parts("<figure><p>x</p>\n" * 3)
    assert [(p.kind, "".join(t for t, _ in p.runs).strip()) for p in prose] == [("paragraph", "x")] * 3
