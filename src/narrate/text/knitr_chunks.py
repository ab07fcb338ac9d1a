"""What an executable chunk of R Markdown or Quarto shows on its page, by knitr's chunk options.

A fence whose info is an engine in braces (```` ```{r setup, include=FALSE} ````, ```` ```{python} ````) is run when
the page is built, and its options decide what the reader sees (knitr's and Quarto's documented options):
`include=FALSE` (`#| include: false`) shows nothing at all, neither source nor output; `echo=FALSE` hides the
source and shows only what it makes — `knitr::include_graphics("img/options.png")` a picture (any other output is
not in the article's bytes: such a chunk keeps its cue); a figure option
(`fig.cap`, `fig-cap`, `fig-alt`) says the chunk draws a figure, described by it. So the setup chunk every post opens
with is no "code sample" (s15 dev djnavarro: eight posts' '#2'), an echo-less include_graphics after "You'll see a
screen that looks like this:" is the screenshot, not code (setting-cran-repositories [16][25][31][33]), and a plot
chunk with `#| fig-alt: A histogram representing…` is its code and its picture (dark-times [38]). The shape is the
format's own (R Markdown and Quarto write it on every blog they build; the index holds it in hundreds of .Rmd files).

A chunk draws a figure the page shows under it (knitr captures a graphics device's output as a picture) when an
option sizes or labels one (`fig-width`, `fig.height`, `label: fig-…`: Quarto's own cross-reference prefix) or when
one of its top-level expressions is a call of a graphics system — base R's high-level plots (`plot`, `hist`, `image`,
…), grid's drawing calls (`grid.draw`, `grid.newpage`), a ggplot2 plot (`ggplot(…)`, a `+ geom_…` layer), a
plotting function by its name (`rayshader::plot_map`), matplotlib (`plt.show()`). So "Here's an illustration:" then
`grid.newpage(); grid.draw(composite)` is the code and the drawing (s15 dev djnavarro generative-art-with-grid [15]
…[79], ten plots heard as "a code sample" only), an echo-less `ggplot(df, …) + geom_line()` is the plot alone
(non-compartmental-analysis [10][38][74][91]), and `base + geom_bar()` the bar chart (crayola [106]…[127]). An
expression that is a value (`crayola`, `head(coords)`) prints text, an assignment (`p <- ggplot(…)`) or a definition
shows nothing, and a call of the article's own function (`render()`) is not known to draw: those keep the code cue.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from narrate.patterns import LazyPattern

if TYPE_CHECKING:
    from markdown_it.rules_core import StateCore
    from markdown_it.rules_inline import StateInline

__all__ = ["Shown", "chunk_shown", "inline_r", "knitted"]

# An executable chunk's info: `{engine}` or `{engine label, option=value, …}` (a plain ```r fence is shown code).
_CHUNK = LazyPattern(r"^\{\s{0,4}([A-Za-z][\w-]{0,20})(?:[\s,]{1,4}([^{}\n]{0,2000}))?\}$")
_ENGINES = frozenset("r python julia bash sh sql ojs rcpp stan js sas octave".split())
_HEADER_OPTION = LazyPattern(r"([\w.-]{1,40})\s{0,4}=\s{0,4}(\"[^\"\n]{0,500}\"|'[^'\n]{0,500}'|[^,\s]{1,500})")
_PIPE_OPTION = LazyPattern(r"^#\|\s{0,4}([\w.-]{1,40})\s{0,4}:\s{0,4}(.{0,500}?)\s*$", re.M)
_GRAPHICS = LazyPattern(r"\binclude_graphics\s{0,4}\(")
_FALSE = frozenset(("false", "f", "no"))
_DESCRIBING = ("fig-alt", "fig.alt", "fig-cap", "fig.cap")
# Options that only a figure has: its size, aspect, alignment, position (knitr `fig.*`, Quarto `fig-*`).
_FIGURE_OPTION = LazyPattern(r"^fig[.-]")
# Graphics calls (R's graphics and grid packages, ggplot2, matplotlib/seaborn): the package's own names for drawing.
_BASE_PLOTS = frozenset(
    "plot hist barplot boxplot image contour persp pie pairs curve matplot dotchart stripchart mosaicplot heatmap "
    "symbols smoothScatter sunflowerplot filled.contour coplot qplot ggplot plot_grid".split()
)
_CALL = LazyPattern(r"(?:[A-Za-z][\w.]*::)?([A-Za-z][\w.]*)\s*\(")
_LAYER = LazyPattern(r"\+\s*(?:ggplot2::)?(?:geom|stat|scale|coord|facet|theme|labs|annotate|guides)[_(]")
_PYPLOT = LazyPattern(r"^(?:plt|sns|fig|ax)\.\w+\(|\.plot\(|\bplt\.show\(\)")
# A line that continues the statement above it: an open bracket, a binary operator or pipe at the end.
_CONTINUED = LazyPattern(r"(?:[-+*/,&|=<>~]|\|>|%[^%\s]*%)\s*$")
_STRINGS = LazyPattern(r"\"[^\"\n]*\"|'[^'\n]*'")
_ASSIGNED = LazyPattern(r"^[\w.$]+\s*(?:<-|=(?!=))")
_PIPE = LazyPattern(r"\|>|%>%")


@dataclass(frozen=True)
class Shown:
    """What the page shows of a chunk: its source (`code`), a picture (`picture`, described by `alt` or not) that
    the chunk `drawn` itself (a plot: no decoration, cued wherever it stands) or only included (a screenshot)."""

    code: bool
    picture: bool
    alt: str = ""
    drawn: bool = False


def chunk_shown(info: str, content: str) -> Shown | None:
    """What the page shows of a fenced block with `info`; None when it is no executable chunk (code as written)."""
    head = _CHUNK.match(info.strip())
    if head is None or head.group(1).lower() not in _ENGINES:
        return None
    options = _chunk_options(head.group(2) or "", content)
    if options.get("include", "").lower() in _FALSE:
        return Shown(code=False, picture=False)
    alt = next((options[key] for key in _DESCRIBING if options.get(key)), "")
    echo = options.get("echo", "").lower() not in _FALSE
    drawn = _chunk_draws(options, head.group(2) or "", content)
    included = not echo and _GRAPHICS.search(content) is not None
    picture = bool(alt) or included or drawn
    if not echo and not picture:
        statements = _statements(content)
        if statements and all(map(_prints_nothing, statements)):
            return Shown(code=False, picture=False)  # (a setting, a package loaded, a value kept: nothing shown)
        # (what an echo-less chunk prints — a kable table, a plot, nothing — is not in the article's bytes: its
        # block keeps the cue it had, never silence where the page may show a table)
        return None
    return Shown(code=echo, picture=picture, alt=alt, drawn=drawn and not included)


def _chunk_options(header: str, content: str) -> dict[str, str]:
    """A chunk's options by their lowercased names: its header's (`{r, echo=FALSE}`), then Quarto's `#|` lines in
    its body, which win (knitr reads both)."""
    options = {m.group(1).lower(): _unquoted(m.group(2)) for m in _HEADER_OPTION.finditer(header)}
    options |= {m.group(1).lower(): _unquoted(m.group(2)) for m in _PIPE_OPTION.finditer(content)}
    return options


def _chunk_draws(options: dict[str, str], header: str, content: str) -> bool:
    """Whether the chunk draws a figure itself: a figure option (`fig.cap`, `fig-alt`), a `fig-` label (Quarto's
    cross-reference of a figure), or a top-level expression that draws."""
    if any(_FIGURE_OPTION.match(key) for key in options):
        return True
    label = options.get("label", "") or _header_label(header)
    return label.startswith("fig-") or any(map(_draws, _statements(content)))


def _header_label(header: str) -> str:
    """The chunk's label in its header (`{r fig-lines, echo=FALSE}`: the first bare word, knitr's convention)."""
    first = header.split(",", 1)[0].strip()
    return first if first and "=" not in first else ""


def _statements(content: str) -> list[str]:
    """The chunk's top-level expressions (knitr evaluates each and shows what each prints or draws). A line starts
    one when no bracket is open, the line above does not end in an operator or pipe, and it is not indented."""
    lines = [line for line in content.splitlines() if line.strip() and not line.lstrip().startswith("#")]
    starts: list[int] = []
    depth, continued = 0, False
    for n, line in enumerate(lines):
        if depth <= 0 and not continued and not line[:1].isspace() and line[:1] not in ")]}":
            starts.append(n)
        code = _STRINGS.sub("", line.split(" #", 1)[0])
        depth += sum(code.count(c) for c in "([{") - sum(code.count(c) for c in ")]}")
        continued = _CONTINUED.search(code) is not None
    return ["\n".join(lines[a:b]) for a, b in zip(starts, [*starts[1:], len(lines)])]


def _draws(statement: str) -> bool:
    """Whether an expression draws: its outermost call (the last one a pipe hands on to) is a graphics call, or it
    adds a ggplot2 layer. An assignment draws nothing (`p <- ggplot(…)` keeps the plot for later)."""
    if not statement or _ASSIGNED.match(statement):
        return False
    if _LAYER.search(statement) or _PYPLOT.search(statement):
        return True
    piped = _PIPE.split(statement)
    called = [m.group(1) for m in _CALL.finditer(piped[-1].lstrip())][:1]
    return any(name in _BASE_PLOTS or name.startswith("grid.") or "plot" in name.split("_") for name in called)


# Calls that show nothing on the page (each returns its value invisibly, or prints nothing): a setting
# (`options(repos = …)`, `set.seed(1)`, `knitr::opts_chunk$set(…)`, `theme_set(…)`), a package loaded (`library(x)`,
# `suppressPackageStartupMessages(library(x))`), a name removed. A chunk with no echo made only of these, of
# assignments and definitions, or of Python's imports, shows nothing at all, as `include=FALSE` (s15 dev djnavarro
# setting-cran-repositories [16]: '{r, echo=FALSE} options(repos = c(CRAN = NULL))' heard as a code sample).
_INVISIBLE = frozenset(
    "library require requireNamespace options set.seed Sys.setenv Sys.setlocale suppressPackageStartupMessages "
    "invisible theme_set rm par opts_chunk$set opts_knit$set use_python "
    "use_condaenv use_virtualenv showtext_auto font_add_google".split()
)
_SET_CALL = LazyPattern(r"(?:[A-Za-z][\w.]*::)?([A-Za-z][\w.]*(?:\$set)?)\s*\(")
_PYTHON_SILENT = LazyPattern(r"(?:import\s|from\s\S+\simport\s|def\s|class\s|@)")


def _prints_nothing(statement: str) -> bool:
    """Whether a top-level expression shows nothing on the page: an assignment or definition, an import, or a call
    of _INVISIBLE (its outermost call)."""
    if _ASSIGNED.match(statement) or _PYTHON_SILENT.match(statement):
        return True
    call = _SET_CALL.match(statement)
    return (
        call is not None
        and call.group(1) in _INVISIBLE
        and statement.rstrip().endswith(")")
        and ";" not in _STRINGS.sub("", statement)  # (`options(x); y` prints y)
    )


def _unquoted(value: str) -> str:
    value = value.strip()
    return value[1:-1] if len(value) > 1 and value[0] == value[-1] and value[0] in "\"'" else value


# knitr's inline code: `` `r expr` `` (R Markdown, Quarto), run when the page is built; the page shows what it
# returns and never the code. A paragraph of nothing but such code (`` `r options(width = wide)` ``: a setting for the
# chunk below it) shows nothing at all. An article is knitted when it holds an executable chunk (```` ```{r} ````): a
# `` `r x` `` span elsewhere is code as written. (A value inside a sentence — `` `r round(mn[2], 2)` `` — is a number
# the article's bytes do not hold: left to its code cue, never silence that breaks the sentence around it.)
_INLINE_R = LazyPattern(r"`r[ \t]+([^`\n]{1,2000})`(?!`)")
_ONLY_INLINE_R = LazyPattern(r"\s{0,20}(?:`r[ \t]+[^`\n]{1,2000}`\s{0,20}){1,20}")
_EXECUTABLE = LazyPattern(r"^[ \t]{0,3}(?:`{3,}|~{3,})[ \t]{0,4}\{[ \t]{0,4}(?:r|python|julia)\b", re.M | re.I)


def knitted(state: StateCore) -> None:
    """Note in the parse's env whether the article is knitted (holds an executable chunk): its inline `` `r x` ``
    is knitr's code, evaluated (core rule, run after the block rules)."""
    state.env["knitted"] = "`r " in state.src and _EXECUTABLE.search(state.src) is not None


def inline_r(state: StateInline, silent: bool) -> bool:
    """A paragraph of `` `r options(width = wide)` `` in a knitted article: left out (knitr runs it; the page shows
    no code). s15 dev djnavarro crayola-crayon-colours [13]…[96]: read as "r options open paren width equals wide",
    twelve times."""
    src, pos = state.src, state.pos
    if src[pos] != "`" or not state.env.get("knitted") or not _ONLY_INLINE_R.fullmatch(src):
        return False
    found = _INLINE_R.match(src, pos, state.posMax)
    if found is None:
        return False
    if not silent:
        token = state.push("dialect_mark", "", 0)
        token.content = found.group(0)
        token.meta = {"rule": "inline R code", "say": "", "strike": ""}
    state.pos = found.end()
    return True
