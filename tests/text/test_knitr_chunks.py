"""What an R Markdown or Quarto chunk shows, by its options (text.knitr_chunks); shapes from djnavarro/quarto-blog
0d1f008 (s15 dev: setup chunks cued as code, echo-less include_graphics screenshots cued as code)."""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import said_whole
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


# s15 dev djnavarro setting-cran-repositories [16] (quarto-blog 0d1f008): '{r, echo=FALSE}' holding only
# 'options(repos = c(CRAN = NULL))' (a setting: nothing printed, no source shown) was heard as a code sample. A chunk
# with no echo made only of settings, packages loaded, assignments, definitions or imports shows nothing at all.
@pytest.mark.parametrize(
    ("info", "content"),
    [
        (
            "{r, echo=FALSE}",
            'options(repos = c(CRAN = NULL))\n#options(repos = c(CRAN = "https://cloud.r-project.org"))\n',
        ),
        ("{r echo=FALSE}", "library(dplyr)\nsuppressPackageStartupMessages(library(ggplot2))\nwide <- 136\n"),
        ("{r}", "#| echo: false\nset.seed(1)\nknitr::opts_chunk$set(dev = 'png')\n"),
        ("{python, echo=FALSE}", "import numpy as np\nfrom pathlib import Path\ndef f(x):\n    return x\n"),
    ],
)
def test_an_echoless_chunk_of_settings_shows_nothing(info: str, content: str) -> None:
    assert chunk_shown(info, content) == Shown(code=False, picture=False)


@pytest.mark.parametrize(
    ("info", "content"),
    [
        ("{r, echo=FALSE}", 'source("appendix.R")\n'),  # (it may print anything: keeps its cue)
        ("{r, echo=FALSE}", "library(dplyr)\ncrayola\n"),  # a value printed
        ("{r, echo=FALSE}", "options(digits = 3); summary(x)\n"),  # a setting, then a value on the same line
        ("{r, echo=FALSE}", "knitr::kable(df)\n"),  # a table
    ],
)
def test_near_miss_an_echoless_chunk_that_prints_keeps_its_cue(info: str, content: str) -> None:
    assert chunk_shown(info, content) is None


def test_setting_cran_repositories_whole_en_and_a_zh_hans_shape(tmp_path: Path) -> None:
    # djnavarro setting-cran-repositories [16], as a listener hears it: the setting chunk is silent, the prose goes on;
    # and (a shape written here) a Chinese R Markdown note whose echo-less chunk loads its packages
    body = (
        "Anyone can configure R to install packages from it.\n\n"
        "```{r, echo=FALSE}\noptions(repos = c(CRAN = NULL))\n```\n\n"
        "But first a tiny bit of context."
    )
    said = said_whole(tmp_path, body, lang="en")
    assert said == ["Anyone can configure R to install packages from it.", "But first a tiny bit of context."]
    body = "先加载需要的包。\n\n```{r, echo=FALSE}\nlibrary(tidyverse)\ndat <- read_csv('a.csv')\n```\n\n数据共有三列。"
    assert said_whole(tmp_path, body, lang="zh-hans") == ["先加载需要的包。", "数据共有三列。"]
