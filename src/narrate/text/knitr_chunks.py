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
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from narrate.patterns import LazyPattern

__all__ = ["Shown", "chunk_shown"]

# An executable chunk's info: `{engine}` or `{engine label, option=value, …}` (a plain ```r fence is shown code).
_CHUNK = LazyPattern(r"^\{\s{0,4}([A-Za-z][\w-]{0,20})(?:[\s,]{1,4}([^{}\n]{0,2000}))?\}$")
_ENGINES = frozenset("r python julia bash sh sql ojs rcpp stan js sas octave".split())
_HEADER_OPTION = LazyPattern(r"([\w.-]{1,40})\s{0,4}=\s{0,4}(\"[^\"\n]{0,500}\"|'[^'\n]{0,500}'|[^,\s]{1,500})")
_PIPE_OPTION = LazyPattern(r"^#\|\s{0,4}([\w.-]{1,40})\s{0,4}:\s{0,4}(.{0,500}?)\s*$", re.M)
_GRAPHICS = LazyPattern(r"\binclude_graphics\s{0,4}\(")
_FALSE = frozenset(("false", "f", "no"))
_DESCRIBING = ("fig-alt", "fig.alt", "fig-cap", "fig.cap")


@dataclass(frozen=True)
class Shown:
    """What the page shows of a chunk: its source (`code`), a picture (`picture`, described by `alt` or not)."""

    code: bool
    picture: bool
    alt: str = ""


def chunk_shown(info: str, content: str) -> Shown | None:
    """What the page shows of a fenced block with `info`; None when it is no executable chunk (code as written)."""
    head = _CHUNK.match(info.strip())
    if head is None or head.group(1).lower() not in _ENGINES:
        return None
    options = {m.group(1).lower(): _unquoted(m.group(2)) for m in _HEADER_OPTION.finditer(head.group(2) or "")}
    options |= {m.group(1).lower(): _unquoted(m.group(2)) for m in _PIPE_OPTION.finditer(content)}
    if options.get("include", "").lower() in _FALSE:
        return Shown(code=False, picture=False)
    alt = next((options[key] for key in _DESCRIBING if options.get(key)), "")
    echo = options.get("echo", "").lower() not in _FALSE
    picture = bool(alt) or (not echo and _GRAPHICS.search(content) is not None)
    if not echo and not picture:
        # (what an echo-less chunk prints — a kable table, a plot, nothing — is not in the article's bytes: its
        # block keeps the cue it had, never silence where the page may show a table)
        return None
    return Shown(code=echo, picture=picture, alt=alt)


def _unquoted(value: str) -> str:
    value = value.strip()
    return value[1:-1] if len(value) > 1 and value[0] == value[-1] and value[0] in "\"'" else value
