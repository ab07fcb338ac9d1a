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
        ("{r}", "#| fig-alt: A histogram\nplot(x)\n", Shown(code=True, picture=True, alt="A histogram", drawn=True)),
        ('{r fig.cap="The colours"}', "plot(x)\n", Shown(code=True, picture=True, alt="The colours", drawn=True)),
        ("{python}", "print(1)\n", Shown(code=True, picture=False)),
    ],
)
def test_a_chunk_shows_what_its_options_say(info: str, content: str, shown: Shown) -> None:
    assert chunk_shown(info, content) == shown


# s15 dev djnavarro (quarto-blog 0d1f008): generative-art-with-grid [15]…[79], non-compartmental-analysis [10][38],
# crayola-crayon-colours [106]…[127], shattered-landscapes — plots heard as "a code sample" only.
@pytest.mark.parametrize(
    ("info", "content"),
    [
        ("{r}", "#| fig-width: 8\nsquares <- rectGrob(x = x)\ngrid.newpage()\ngrid.draw(composite)\n"),
        ("{r}", "grid.newpage()\ngrid.draw(grob1)\ngrid.draw(grob2)\n"),  # a grid drawing call, no option
        ("{r}", "plot(x)\nsummary(x)\n"),  # knitr shows every plot a chunk draws, not only the last expression's
        ("{r echo=FALSE}", "ggplot(df, aes(time, conc)) + \n  geom_line() +\n  theme(panel.grid = element_blank())\n"),
        (
            "{r first-plot}",
            "base <- crayola |>\n  ggplot(aes(x = year)) +\n  NULL\n\nbase + geom_bar(show.legend = FALSE) \n",
        ),
        ("{r simple-render}", "canvas |> \n  as.array(value = paint) |>\n  image(axes = FALSE, asp = 1)\n"),
        ("{r}", "#| label: fig-histogram\nsummary_plot\n"),  # Quarto's figure label
        ("{r fig-lines, echo=FALSE}", "lines_plot\n"),  # knitr's label in the header
        ("{r}", "mat |>\n  rayshader::plot_map()\n"),  # a plotting function by its name
        ("{python}", "import matplotlib.pyplot as plt\nplt.plot(x, y)\nplt.show()\n"),
    ],
)
def test_a_chunk_that_draws_shows_a_picture(info: str, content: str) -> None:
    shown = chunk_shown(info, content)
    assert shown is not None and shown.picture and shown.drawn


@pytest.mark.parametrize(
    ("info", "content"),
    [
        ("{r}", "crayola\n"),  # a value: printed as text
        ("{r}", "p <- ggplot(df) + geom_line()\n"),  # a plot stored for later, not drawn
        ("{r}", "auc <- function(time, conc) {\n  plot_it <- 1\n  sum(time)\n}\n"),  # a definition
        ("{r}", "canvas |>\n  as.array(value = paint) |>\n  render()\n"),  # the article's own function: unknown
        ("{r}", "summary(x)\nplot_data <- prepare(x)\n"),  # 'plot' in a variable's name draws nothing
    ],
)
def test_a_chunk_that_prints_or_defines_draws_nothing(info: str, content: str) -> None:
    shown = chunk_shown(info, content)
    assert shown is not None and not shown.picture and not shown.drawn


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
