"""What an R Markdown or Quarto chunk shows, by its options (text.knitr_chunks); shapes from djnavarro/quarto-blog
0d1f008 (s15 dev: setup chunks cued as code, echo-less include_graphics screenshots cued as code)."""

from __future__ import annotations

import pytest

from narrate.text.knitr_chunks import Shown, chunk_shown


@pytest.mark.parametrize(
    ("info", "content", "shown"),
    [
        ("{r setup, include=FALSE}", "#renv::use()\n", Shown(code=False, picture=False)),
        ("{r}", "#| include: false\nlibrary(x)\n", Shown(code=False, picture=False)),
        ("{r echo=FALSE}", 'knitr::include_graphics("img/options.png")\n', Shown(code=False, picture=True)),
        ("{r, echo = F}", 'include_graphics("a.png")\n', Shown(code=False, picture=True)),
        ("{r}", "#| fig-alt: A histogram\nplot(x)\n", Shown(code=True, picture=True, alt="A histogram")),
        ('{r fig.cap="The colours"}', "plot(x)\n", Shown(code=True, picture=True, alt="The colours")),
        ("{python}", "print(1)\n", Shown(code=True, picture=False)),
    ],
)
def test_a_chunk_shows_what_its_options_say(info: str, content: str, shown: Shown) -> None:
    assert chunk_shown(info, content) == shown


@pytest.mark.parametrize(
    ("info", "content"),
    [
        ("r", "plot(x)\n"),  # a plain ```r fence: code as written, never run
        ("{mermaid}", "graph TD\n"),  # Quarto's diagram fence: not an engine of code
        ("{r echo=FALSE}", 'source("appendix.R")\n'),  # echo-less, output unknown: keeps its cue
        ("{code-cell} python", "1 + 1\n"),  # MyST's executable cell: its own rule
    ],
)
def test_other_fences_are_left_to_their_rules(info: str, content: str) -> None:
    assert chunk_shown(info, content) is None
