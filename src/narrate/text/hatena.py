"""Hatena Blog's notation (はてな記法), read as Hatena renders it: translated to the Markdown that says the same.

An article of a Hatena blog (exported by blogsync or Hatena's own export: its front matter's `EditURL:`/`URL:` on a
Hatena domain) is written either in Hatena notation or in Markdown; its inline forms (`[URL:title=Text]`,
`[URL:embed]`, `[f:id:user:…:image]`, `((a footnote))`, `[tex:…]`) are read in both, its block forms (super pre
`>|lang|` … `||<`, quotes `>>` … `<<`, `*` headings, `-`/`+` lists) only in an article with no Markdown heading or
fence. Nowhere else: `[https://…:title=…]` on another site is the page's own text. Each line stays one line, so
line numbers (and the source's blocks) stay where they were.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from ..patterns import LazyPattern

__all__ = ["hatena_article", "to_markdown"]

# Where a Hatena blog lives: the export's `URL:`/`EditURL:` (blogsync) on one of these domains.
_HATENA_HOST = LazyPattern(
    r"^https?://(?:[\w-]+\.)*(?:hatenablog\.(?:com|jp)|hateblo\.jp|hatenadiary\.(?:com|jp|org)|hatena\.(?:ne\.jp|blog))/",
    re.I,
)
_SITE_KEYS = ("EditURL", "URL")
_SUPER_PRE_OPEN = LazyPattern(r"[ \t]*>\|([\w+#.-]{0,30}|\?)\|[ \t]*")
_SUPER_PRE_CLOSE = LazyPattern(r"[ \t]*\|\|<[ \t]*")
_PRE_OPEN = LazyPattern(r"[ \t]*>\|[ \t]*")
_PRE_CLOSE = LazyPattern(r"[ \t]*\|<[ \t]*")
_QUOTE_OPEN = LazyPattern(r">(?:(https?://[^\s>]{1,1000}?)(?::title(?:=([^>\n]{1,300}))?)?)?>[ \t]*")
_QUOTE_CLOSE = LazyPattern(r"<<[ \t]*")
_MARKDOWN_SIGNS = LazyPattern(r"^(?:#{1,6}[ \t]|[ \t]{0,3}(?:```|~~~))", re.M)
_HEADING = LazyPattern(r"(\*{1,3})(?:[\w-]{1,40}\*)?(?!\*)[ \t]*(\S.*)")
_ITEM = LazyPattern(r"(-{1,3}|\+{1,3})(?![-+])[ \t]*(\S.*)")
_READ_MORE = LazyPattern(r"={4,5}[ \t]*")
_CONTENTS = LazyPattern(r"\[:contents\][ \t]*")
# A definition list's line `:term:description` (Hatena renders `<dl><dt>term</dt><dd>description</dd></dl>`): the
# term ends at the first colon outside a code element (`<code>M-x hatena:d:list</code>`), a tag or a bracket
# (`[https://…:title=…]`); a line with no description after it (`:imageloader`) is a paragraph's words.
_TERM_SPANS = {"<code": "</code>", "<": ">", "[": "]"}

# Inline forms. A link's URL ends at the first `:` that starts a known option (`:title`, `:embed`, `:image`…);
# the text after `title=` is the link's words (spaces, `::`, `@name`, entities: as the page shows them).
_URL = r"https?://[^\s\[\]]{1,2000}?"
_LINK = LazyPattern(
    rf"\[({_URL})(?::(title|embed|bookmark|barcode|image|detail)((?::[^\]\n]{{0,500}})|=[^\]\n]{{0,500}})?)?\]"
)
_FOTOLIFE = LazyPattern(r"\[?f:id:([\w-]{1,40}):(\d{14})([pjgtf]?):(?:image|movie)(?::[^\]\s]{0,200})?\]?")
_USER = LazyPattern(r"\[id:([A-Za-z][\w-]{1,31})(?::[\w:]{1,40})?\]")
_BARE_USER = LazyPattern(r"(?<![\w:/.@\[])id:([A-Za-z][\w-]{1,31})(?::detail)?(?![\w:])")
_ASIN = LazyPattern(r"\[(?:asin|isbn):([\w-]{1,20})(?::[\w=-]{1,40})*\]")
_TEX = LazyPattern(r"\[tex:((?:[^\]\\\n]|\\.){1,2000})\]")
_FOOTNOTE = LazyPattern(r"(?<!\()\(\(([^()\n]{1,2000}?)\)\)(?!\))")
_FOTOLIFE_EXTENSIONS = {"p": "png", "j": "jpg", "g": "gif", "f": "gif"}


def hatena_article(meta: Mapping[Any, Any], body: str) -> bool:
    """Whether the article is a Hatena blog's: its export's address on a Hatena domain, or a super pre block."""
    for key in _SITE_KEYS:
        value = meta.get(key)
        if isinstance(value, str) and _HATENA_HOST.match(value.strip()):
            return True
    return ">|" in body and "||<" in body and _super_pre_pair(body.split("\n"))


def _super_pre_pair(lines: Iterable[str]) -> bool:
    """A `>|lang|` (or `>||`) line closed by a `||<` line: the notation's own, written nowhere else."""
    opened = False
    for line in lines:
        if not line.startswith((">|", "||<")):
            continue
        if opened and _SUPER_PRE_CLOSE.fullmatch(line):
            return True
        opened = opened or bool(_SUPER_PRE_OPEN.fullmatch(line))
    return False


def to_markdown(body: str) -> str:
    """The article's body with Hatena's notation written as the Markdown that shows (and says) the same."""
    hatena_syntax = not _MARKDOWN_SIGNS.search(body)
    lines = body.split("\n")
    out: list[str] = []
    state = _Blocks()
    for line in lines:
        out.append(state.line(line, hatena_syntax))
    return "\n".join(out)


class _Blocks:
    """The block a line stands in: code (super pre, pre, a Markdown fence), a quote, a list."""

    def __init__(self) -> None:
        self.code = ""  # the line closing the code block the line is in ("" outside)
        self.quote = False
        self.items: list[str] = []  # the open list's markers, outermost first

    def line(self, line: str, hatena_syntax: bool) -> str:
        """`line` as Markdown."""
        if self.code:
            return self._in_code(line)
        if not hatena_syntax:
            if line.lstrip().startswith(("```", "~~~")):
                self.code = line.lstrip()[:3]
                return line
            return _inline(line)
        opened = self._opening(line)
        if opened is not None:
            return opened
        text = self._block(line)
        return ("> " + text) if self.quote and text.strip() else text

    def _in_code(self, line: str) -> str:
        if self.code in ("```", "~~~"):
            if line.lstrip().startswith(self.code):
                self.code = ""
            return line
        closer = _SUPER_PRE_CLOSE if self.code == "||<" else _PRE_CLOSE
        if closer.fullmatch(line):
            self.code = ""
            return "```"
        return line

    def _opening(self, line: str) -> str | None:
        """A super pre or pre block's first line, a quote's, or a quote's end; None for any other line."""
        if line.startswith(">|"):
            found = _SUPER_PRE_OPEN.fullmatch(line)
            if found is not None:
                self.code, self.items = "||<", []
                language = found.group(1)
                return "```" + ("" if language in ("", "?", "aa") else language)
            if _PRE_OPEN.fullmatch(line):
                self.code, self.items = "|<", []
                return "```"
        if line.startswith(">") and not self.quote:
            quote = _QUOTE_OPEN.fullmatch(line)
            if quote is not None:
                self.quote, self.items = True, []
                return ""
        if self.quote and _QUOTE_CLOSE.fullmatch(line):
            self.quote = False
            return ""
        return None

    def _block(self, line: str) -> str:
        """A heading, a list item, a read-more mark or a paragraph's line, its inline forms read."""
        if _READ_MORE.fullmatch(line) or _CONTENTS.fullmatch(line):
            self.items = []
            return ""
        definition = _definition(line) if line.startswith(":") else None
        if definition is not None:  # (said as a definition list is: the term, then its description)
            self.items = []
            return f"- {_inline(definition[0])}: {_inline(definition[1])}"
        heading = _HEADING.fullmatch(line) if line.startswith("*") else None
        if heading is not None:
            self.items = []
            return "#" * len(heading.group(1)) + " " + _inline(heading.group(2))
        item = _ITEM.fullmatch(line) if line.startswith(("-", "+")) else None
        if item is None:
            if not line.strip():
                self.items = []
            return _inline(line)
        return self._item(item.group(1), _inline(item.group(2)))

    def _item(self, marks: str, text: str) -> str:
        """A `-`/`+` item (`--` one level in) as a Markdown item, indented under its parent's marker."""
        depth = min(len(marks), len(self.items) + 1)
        del self.items[depth - 1 :]
        marker = "-" if marks[0] == "-" else "1."
        indent = "".join(" " * (len(parent) + 1) for parent in self.items)
        self.items.append(marker)
        return f"{indent}{marker} {text}"


def _definition(line: str) -> tuple[str, str] | None:
    """`:term:description` as (term, description); None where no description follows the term."""
    at = 1
    missing: set[str] = set()  # (a closer not found from one place is found from no later one: each looked for once)
    while at < len(line) and line[at] != ":":
        opener = "<code" if line.startswith("<code", at) else line[at]
        closer = _TERM_SPANS.get(opener)
        end = line.find(closer, at + 1) if closer and closer not in missing else -1
        if closer and end < 0:
            missing.add(closer)
        at = end + len(closer) if closer and end >= 0 else at + 1
    term, description = line[1:at].strip(), line[at + 1 :].strip()
    return (term, description) if term and description else None


def _inline(line: str) -> str:
    """A line's inline forms as Markdown; code spans (`` `…` ``) as written."""
    if "`" not in line:
        return _inline_forms(line)
    parts = line.split("`")
    if len(parts) % 2 == 0:  # an unclosed backtick: no code span to keep apart
        return _inline_forms(line)
    return "`".join(part if n % 2 else _inline_forms(part) for n, part in enumerate(parts))


def _inline_forms(text: str) -> str:
    if "[" in text or "f:id:" in text:
        text = _FOTOLIFE.sub(_picture, text)
        text = _LINK.sub(_link, text)
        text = _USER.sub(r"\1", text)
        text = _ASIN.sub(r"<https://www.amazon.co.jp/dp/\1>", text)
        text = _TEX.sub(r"$\1$", text)
    if "id:" in text:  # the id notation is read in Markdown articles too
        text = _BARE_USER.sub(r"\1", text)
    if "((" in text:
        text = _FOOTNOTE.sub(r"^[\1]", text)
    return text


def _picture(found: re.Match[str]) -> str:
    """A fotolife picture (`[f:id:user:20101025044233p:image]`): a picture, as Hatena shows it."""
    user, stamp, kind = found.group(1), found.group(2), found.group(3)
    extension = _FOTOLIFE_EXTENSIONS.get(kind, "jpg")
    return f"![](https://cdn-ak.f.st-hatena.com/images/fotolife/{user[0]}/{user}/{stamp[:8]}/{stamp}.{extension})"


def _link(found: re.Match[str]) -> str:
    """`[URL:title=Text]` the link's text; `[URL:embed]` a link card (the address alone); `[URL]`, `[URL:title]`
    (a title Hatena fetches) the address, as a bare link is said."""
    url, option, rest = found.group(1), found.group(2) or "", found.group(3) or ""
    if option == "title" and rest.startswith("="):
        words = rest[1:].strip()
        words = words.replace("[", "\\[").replace("]", "\\]")
        target = url.replace("(", "%28").replace(")", "%29")
        return f"[{words}]({target})" if words else f"<{url}>"
    if option == "embed":
        return url
    if option == "image":
        return f"![]({url})"
    return f"<{url}>"
