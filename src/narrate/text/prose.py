"""Markdown → blocks of prose a listener can follow, from markdown-it-py's token stream.

Kept: headings, paragraphs, list items (nested, ordered ones numbered), block
quotes, link text, inline code (as words), footnote bodies (at the end).
Left out: fenced and indented code, tables, display math, HTML blocks and
comments, images, footnote markers, Hugo/Jekyll shortcodes, MDX import/export
lines. Where code, a table or a formula is left out, a `cue` block marks the spot
(the script stage decides whether to say it). Bare URLs are reduced to their
domain name ("github.com"); link URLs are never spoken.

Rules, in the order markdown-it runs them, added to CommonMark:
  block:  mdx_esm (import/export lines), liquid_block ({% highlight %}…), paired_shortcode, shortcode_block,
          container_line (a stray `:::`, kramdown `{: .x}`)
  inline: shortcode ({{< … >}}, {{% … %}}, {% … %}, {{ … }}), mdx_comment, dollar_text, wikilink, directive
  plugins: GFM tables, strikethrough, footnotes, $…$ / $$…$$ math, containers (`::: tip Title` … `:::`)

Site variables in shortcodes are filled from the site's data (text.site_data); HTML blocks are read
by text.html_text (live demos and the label of a `<details>` that holds only code left out).
"""

from __future__ import annotations

import html
import re
import weakref
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from functools import lru_cache, partial
from types import SimpleNamespace
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

if TYPE_CHECKING:  # markdown-it is loaded by the first parse: a no-op build or a cached plan parses nothing
    from markdown_it import MarkdownIt
    from markdown_it.rules_block import StateBlock
    from markdown_it.rules_core import StateCore
    from markdown_it.rules_inline import StateInline
    from markdown_it.token import Token

from .anchors import ANCHOR_STYLES, Anchors
from .html_text import HtmlPart, html_parts
from .model import Block as Block  # defined in .model
from .model import Segment as Segment
from .model import strip_unsafe as strip_unsafe
from .site_data import SiteData

_NO_SITE = SiteData()  # no site data: variables are said by their names


# --- extra markdown-it rules -------------------------------------------------

_MDX_ESM = re.compile(r"^(import\s+[\w*{}\s,]+\s+from\s+['\"][^'\"]+['\"];?|import\s+['\"][^'\"]+['\"];?"
                      r"|export\s+(const|let|var|function|default|\{)[^\n]*)\s*$")
# One shortcode: `{{< … >}}`, `{{% … %}}` or a Liquid tag `{% … %}`. The inside may not
# close and reopen (so "{{< a >}} words {{< b >}}" keeps its words) and is bounded, so a
# stray "{{<" costs linear time, not quadratic.
_SHORTCODE = r"\{\{[<%](?:(?!\}\}).){0,2000}?[%>]\}\}|\{%(?:(?!%\}).){0,2000}?%\}"
_SHORTCODE_LINE = re.compile(rf"^\s*(?:(?:{_SHORTCODE})\s*)+$")
_LIQUID_OPEN = re.compile(r"^\s*\{%-?\s*(highlight|codeblock|code|raw|comment)\b.*?-?%\}\s*$")


def _line(state: StateBlock, line: int) -> str:
    start = state.bMarks[line] + state.tShift[line]
    return state.src[start:state.eMarks[line]]


def _one_line_block(state: StateBlock, start: int, silent: bool, pattern: re.Pattern[str], kind: str) -> bool:
    """A block that is one whole line matching `pattern` (not indented code): a `kind` token, never spoken."""
    if state.sCount[start] - state.blkIndent >= 4 or not pattern.match(_line(state, start)):
        return False
    if silent:
        return True
    state.line = start + 1
    token = state.push(kind, "", 0)
    token.map = [start, state.line]
    token.content = _line(state, start)
    return True


# An import or export line is short; longer lines are prose, and _MDX_ESM's `\s+…\s+from`
# would backtrack quadratically over a long one.
_MDX_MAX_LINE = 2000


def _mdx_esm(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    """MDX `import X from './x'` / `export const …` lines at the top level: not prose."""
    if state.eMarks[start] - state.bMarks[start] > _MDX_MAX_LINE:
        return False
    return state.level == 0 and _one_line_block(state, start, silent, _MDX_ESM, "mdx_esm")


def _opening(state: StateBlock, start: int, opener: re.Pattern[str]) -> str | None:
    """The name `opener` finds on the line at `start` (its first group), unless the line is indented code."""
    if state.sCount[start] - state.blkIndent >= 4 or state.src.find("{", state.bMarks[start], state.eMarks[start]) < 0:
        return None  # (every opener starts with a brace: most lines are passed over without a copy)
    opened = opener.match(_line(state, start))
    return opened.group(1) if opened else None


def _through_closing(state: StateBlock, start: int, end: int, silent: bool, closing: re.Pattern[str], *,
                     first: int, kind: str, unclosed: bool) -> bool:
    """One block of `kind` from `start` through the first line from `first` on that `closing` finds.

    Never closed: the block runs to `end` if `unclosed`, else there is no block (False).
    """
    line = first
    while line < end and not closing.search(_line(state, line)):
        line += 1
    if line >= end and not unclosed:
        return False
    if silent:
        return True
    state.line = min(line + 1, end)
    token = state.push(kind, "", 0)
    token.map = [start, state.line]
    return True


def _liquid_block(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    """Jekyll `{% highlight %}…{% endhighlight %}` and Hexo `{% codeblock %}`/`{% code %}` (code),
    `{% comment %}` blocks, `{% raw %}` lines."""
    name = _opening(state, start, _LIQUID_OPEN)
    if name is None:
        return False
    if name == "raw":
        # `{% raw %}` only says "no Liquid inside": what it wraps (a code block, a paragraph) is
        # read as ever; the tag lines go (`{% endraw %}` as a shortcode line).
        return _one_line_block(state, start, silent, _LIQUID_OPEN, "liquid_block")
    closing = re.compile(r"\{%-?\s*end" + name + r"\s*-?%\}")
    return _through_closing(state, start, end, silent, closing, first=start, unclosed=True,
                            kind="liquid_block" if name == "comment" else "code_block")


def _shortcode_block(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    """A line that is only a Hugo/Jekyll shortcode (`{{< figure … >}}`, `{{% notice %}}`).

    A line whose shortcodes say something (`{% data reusables.… %}`, `{{< ruby … >}}`) is a
    paragraph instead, so its words are heard.
    """
    line = _line(state, start)
    # (A site variable alone on its line is words too, whatever the site fills in.)
    if "{" in line and any(shortcode_text(m.group(0)) for m in _shortcodes(line)):
        return False
    return _one_line_block(state, start, silent, _SHORTCODE_LINE, "shortcode_block")


# `{{{ .var }}}` (docs variables) before `{{ … }}`, so no brace is left behind.
_SHORTCODE_INLINE = re.compile(
    rf"\{{\{{\{{(?:(?!\}}\}}\}}).){{0,2000}}?\}}\}}\}}|{_SHORTCODE}|\{{\{{(?:(?!\}}\}}).){{0,2000}}?\}}\}}", re.S)
# The same three shapes one by one, for _shortcode_at: each is tried only where its closing
# mark lies within reach, so a run of "{{", "{{<" or "{%" that never closes costs one look per
# brace instead of a 2,000-character scan per brace (140 s for a 1 MB line of "{").
_TRIPLE_BRACES = re.compile(r"\{\{\{(?:(?!\}\}\}).){0,2000}?\}\}\}", re.S)
_ONE_SHORTCODE = re.compile(_SHORTCODE, re.S)
_DOUBLE_BRACES = re.compile(r"\{\{(?:(?!\}\}).){0,2000}?\}\}", re.S)
_REACH = 2000


class _Closes:
    """Where each closing mark next occurs in one text, found once and reused as positions move on.

    Positions only grow, so the searches for one mark cover the text about once: linear.
    """

    def __init__(self, text: str) -> None:
        self.text = text
        self.next: dict[str, int] = {}

    def after(self, mark: str, start: int) -> int:
        """Where `mark` next starts at or after `start` (-1: nowhere)."""
        found = self.next.get(mark, -2)
        if found == -1:
            return -1  # not after an earlier start, so not after this one either
        if found < start:
            found = self.next[mark] = self.text.find(mark, start)
        return found

    def within(self, mark: str, start: int, reach: int) -> bool:
        """Whether `mark` starts at or after `start`, at most `reach` characters on."""
        found = self.after(mark, start)
        return 0 <= found - start <= reach

    def within_pattern(self, pattern: re.Pattern[str], start: int, reach: int) -> bool:
        """Whether `pattern` (a closing mark of bounded length) is found at or after `start`, within `reach`."""
        key = pattern.pattern
        found = self.next.get(key, -2)
        if found == -1:
            return False
        if found < start:
            match = pattern.search(self.text, start)
            found = self.next[key] = match.start() if match else -1
            if found < 0:
                return False
        return found - start <= reach


def _shortcode_at(text: str, pos: int, closes: _Closes) -> re.Match[str] | None:
    """_SHORTCODE_INLINE's match at `pos`, trying each shape only where its closing mark is near."""
    if not text.startswith(("{{", "{%"), pos):
        return None
    if text.startswith("{{{", pos) and closes.within("}}}", pos + 3, _REACH):
        return _TRIPLE_BRACES.match(text, pos, pos + _REACH + 10)
    if text.startswith("{%", pos):
        return _ONE_SHORTCODE.match(text, pos, pos + _REACH + 10) if closes.within("%}", pos + 2, _REACH) else None
    if not closes.within("}}", pos + 2, _REACH):
        return None
    if text[pos + 2] in "<%":
        found = _ONE_SHORTCODE.match(text, pos, pos + _REACH + 10)
        if found:
            return found
    return _DOUBLE_BRACES.match(text, pos, pos + _REACH + 10)


def _shortcodes(text: str) -> Iterator[re.Match[str]]:
    """_SHORTCODE_INLINE.finditer(text), in linear time."""
    closes = _Closes(text)
    pos = text.find("{")
    while pos >= 0:
        found = _shortcode_at(text, pos, closes)
        if found is not None and found.end() > pos:
            yield found
            pos = text.find("{", found.end())
            continue
        # No shortcode opens before the nearest closing mark comes within reach: jump there
        # (a megabyte of "{" is then one look, not a million).
        near = [at for at in (closes.after(mark, pos + 2) for mark in ("}}", "%}")) if at >= 0]
        if not near:
            return
        pos = text.find("{", max(pos + 1, min(near) - _REACH - 3))


# A shortcode's name and its first argument: `{{< ruby 僕 ぼく >}}`, `{{< kbd "Ctrl" >}}`.
_SHORTCODE_PARTS = re.compile(r"^\{\{[<%]-?\s{0,20}(/?)([\w.-]{1,40})\s{0,20}(.{0,2000}?)\s{0,20}-?[%>]\}\}$", re.S)
_FIRST_ARG = re.compile(r"""^(?:\w{1,20}=)?(?:"([^"]{0,500})"|'([^']{0,500})'|(\S{1,500}))""")
# Shortcodes whose first argument is text to read: ruby's base text, a key's name.
_TEXT_SHORTCODES = {"ruby": "first", "kbd": "first", "abbr": "first", "furigana": "first"}
# Shortcodes that show a picture or a video (for the image-after-a-lead-in rule).
_IMAGE_SHORTCODES = {"figure", "img", "image", "picture", "youtube", "vimeo", "video", "bilibili", "gallery"}
_PARAM = re.compile(r"""\b(alt|caption|title)\s{0,3}=\s{0,3}(?:"([^"]{0,500})"|'([^']{0,500})')""")


# GitHub Docs' Liquid data tags: `{% data variables.product.prodname_dotcom %}` is a product
# name the site fills in, `{% data reusables.repositories.download-zip %}` a shared snippet
# (a step, a note). The names most used, as docs.github.com shows them (data/variables/product.yml);
# any other variable is said as its last name humanised, a reusable as its name as a sentence.
_LIQUID_DATA = re.compile(r"^\{%-?\s{0,20}data\s{1,20}([\w.-]{1,300}?)\s{0,20}-?%\}$")
_GITHUB_NAMES = {
    "company_short": "GitHub", "product_name": "GitHub", "prodname_dotcom": "GitHub",
    "prodname_dotcom_the_website": "GitHub.com", "product_location": "GitHub.com",
    "prodname_enterprise": "GitHub Enterprise", "prodname_ghe_server": "GitHub Enterprise Server",
    "prodname_ghe_cloud": "GitHub Enterprise Cloud", "prodname_ghe_managed": "GitHub AE",
    "prodname_free_user": "GitHub Free", "prodname_pro": "GitHub Pro", "prodname_team": "GitHub Team",
    "prodname_actions": "GitHub Actions", "prodname_pages": "GitHub Pages", "prodname_cli": "GitHub CLI",
    "prodname_desktop": "GitHub Desktop", "prodname_mobile": "GitHub Mobile", "prodname_copilot": "GitHub Copilot",
    "prodname_copilot_short": "Copilot", "prodname_codespaces": "Codespaces",
    "prodname_github_codespaces": "GitHub Codespaces", "prodname_registry": "GitHub Packages",
    "prodname_marketplace": "GitHub Marketplace", "prodname_github_app": "GitHub App",
    "prodname_github_apps": "GitHub Apps", "prodname_oauth_app": "OAuth App", "prodname_oauth_apps": "OAuth Apps",
    "prodname_discussions": "GitHub Discussions", "prodname_github_issues": "GitHub Issues",
    "prodname_sponsors": "GitHub Sponsors", "prodname_dependabot": "Dependabot", "prodname_codeql": "CodeQL",
    "prodname_vscode": "Visual Studio Code", "prodname_vs": "Visual Studio",
    "prodname_GH_advanced_security": "GitHub Advanced Security", "prodname_emus": "Enterprise Managed Users",
}
_SPECIAL_WORDS = {"github": "GitHub", "ghes": "GitHub Enterprise Server", "ghec": "GitHub Enterprise Cloud",
                  "ghe": "GitHub Enterprise", "dotcom": "GitHub.com", "api": "API", "cli": "CLI", "ui": "UI",
                  "url": "URL", "ssh": "SSH", "oauth": "OAuth", "saml": "SAML", "sso": "SSO", "ip": "IP"}


def humanise_name(name: str) -> str:
    """`click-code-dropdown` → "click code dropdown", `prodname_github_issues` → "GitHub issues"."""
    words = [w for w in re.split(r"[\W_]+", name) if w]
    if len(words) > 1 and words[0].lower() == "prodname":
        words = words[1:]
    return " ".join(_SPECIAL_WORDS.get(w.lower(), w) for w in words)


def liquid_data_text(path: str) -> str:
    """What a listener hears for `{% data PATH %}`: never a hole in the sentence, never a path."""
    names = path.split(".")
    last = names[-1]
    if last in _GITHUB_NAMES:
        return _GITHUB_NAMES[last]
    said = humanise_name(last)
    if names[0] == "reusables" and said:
        # A reusable is a step or a note of its own: its name, said as a sentence of its own.
        return said[0].upper() + said[1:] + ". "
    return said


# MDN's KumaScript macros: `{{HTTPMethod("GET")}}` shows GET, `{{glossary("Safe/HTTP", "safe")}}`
# shows "safe" (a second argument is the text shown). Macros that show no text of theirs
# (`{{Compat}}`, `{{EmbedLiveSample(…)}}`) say nothing.
_MACRO = re.compile(r"^\{\{\s{0,20}([A-Za-z][\w-]{0,40})\s{0,20}\((.{0,1000})\)\s{0,20}\}\}$", re.S)
_MACRO_STRING = re.compile(r"\"([^\"]{0,300})\"|'([^']{0,300})'")
_MACRO_SHOWS = re.compile(r"(?:x?ref|element|attr|header|method|status|^glossary|^event|^rfc|^cssxref)$", re.I)


def macro_text(code: str) -> str:
    """The text an MDN macro shows (`{{HTTPMethod("GET")}}` → "GET"), else ""."""
    found = _MACRO.match(code)
    if not found or not _MACRO_SHOWS.search(found.group(1)):
        return ""
    args = [str(m.group(1) if m.group(1) is not None else m.group(2))
            for m in _MACRO_STRING.finditer(found.group(2))]
    if len(args) >= 2 and args[1].strip():
        return args[1].strip()
    return args[0].strip() if args else ""


# Liquid tags that link to a post or a file: `{% post_link hello-world 'Hello' %}` (Hexo) shows its
# title, else the post's name; `{% link _posts/2020-01-01-intro.md %}` (Jekyll) the post's name.
_LIQUID_LINK = re.compile(r"^\{%-?\s{0,20}(post_link|asset_link|link|post_url)\s{1,20}(\S{1,500})(.{0,500}?)\s{0,20}-?%\}$",
                          re.S)
_LINK_TITLE = re.compile(r"""^\s*(?:"([^"]{1,300})"|'([^']{1,300})'|(.{1,300}?))(?:\s+(?:true|false))?\s*$""")


def liquid_link_text(target: str, rest: str) -> str:
    """What a listener hears of a Liquid link tag: its title, else the linked post's name in words."""
    title = _LINK_TITLE.match(rest) if rest.strip() else None
    if title:
        said = next((g for g in title.groups() if g), "").strip()
        if said:
            return said
    name = target.strip("'\"").rstrip("/").rsplit("/", 1)[-1]
    name = re.sub(r"\.(?:md|markdown|html?|pdf)$", "", name, flags=re.I)
    name = re.sub(r"^\d{4}-\d{2}-\d{2}-", "", name)
    return humanise_name(name)


def shortcode_text(code: str, site: SiteData = _NO_SITE) -> str:
    """What a listener hears of one shortcode: a site variable's value (else its name), the base text of
    `ruby` and its kin, a Liquid data tag's words, the text an MDN macro shows; else nothing."""
    variable = site.said(code)
    if variable is not None:
        return variable
    data = _LIQUID_DATA.match(code)
    if data:
        return liquid_data_text(data.group(1))
    link = _LIQUID_LINK.match(code)
    if link:
        return liquid_link_text(link.group(2), link.group(3))
    if code.startswith("{{") and "(" in code:
        return macro_text(code)
    parts = _SHORTCODE_PARTS.match(code)
    if not parts or parts.group(1) or _TEXT_SHORTCODES.get(parts.group(2).lower()) != "first":
        return ""
    arg = _FIRST_ARG.match(parts.group(3))
    if not arg:
        return ""
    return next((g for g in arg.groups() if g is not None), "")


def shortcode_image(code: str) -> str | None:
    """The alt text of a picture shortcode (`{{< figure alt=… >}}`): "" if it has none; None if not a picture."""
    parts = _SHORTCODE_PARTS.match(code.strip())
    if not parts or parts.group(1) or parts.group(2).lower() not in _IMAGE_SHORTCODES:
        return None
    found = {m.group(1).lower(): m.group(2) or m.group(3) or "" for m in _PARAM.finditer(parts.group(3))}
    return found.get("alt") or found.get("caption") or found.get("title") or ""


def _shortcode_inline(state: StateInline, silent: bool) -> bool:
    """Inline shortcodes and Liquid tags/outputs: left out of the spoken text (ruby keeps its base text)."""
    if state.src[state.pos] != "{" or state.src[state.pos + 1:state.pos + 2] not in ("{", "%"):
        return False
    closes = _closes.get(state)
    if closes is None:
        closes = _closes[state] = _Closes(state.src)
    found = _shortcode_at(state.src, state.pos, closes)
    if not found:
        return False
    if not silent:
        token = state.push("shortcode", "", 0)
        token.content = found.group(0)
    state.pos = found.end()
    return True


# MDX comments, `{/* … */}`: react.dev writes every heading's anchor as one
# (`## Title {/*title*/}`) and Docusaurus its `{/* truncate */}` marker. Code for the
# page, never for ears, and never part of a chapter title.
# A formatter that reads the comment as Markdown turns `{/*x*/}` into `{/_x_/}` (zh-hant.react.dev).
_MDX_COMMENT = re.compile(r"\{[ \t]{0,3}/(?:\*.{0,2000}?\*|_[^\s{}][^{}\n]{0,2000}?_)/[ \t]{0,3}\}", re.S)


_MDX_COMMENT_CLOSE = re.compile(r"\*/[ \t]{0,3}\}")


def _mdx_comment(state: StateInline, silent: bool) -> bool:
    """An MDX comment `{/* … */}` in a paragraph or heading: left out of the spoken text."""
    if state.src[state.pos] != "{":
        return False
    if state.src[state.pos + 1:state.pos + 6].lstrip(" \t").startswith("/*"):
        # `{/* …`: only when a `*/}` closes it within reach (else "{/*" repeated scans 2,000
        # characters per brace).
        closes = _closes.get(state)
        if closes is None:
            closes = _closes[state] = _Closes(state.src)
        if not closes.within_pattern(_MDX_COMMENT_CLOSE, state.pos + 3, 2010):
            return False
    found = _MDX_COMMENT.match(state.src, state.pos, min(len(state.src), state.pos + 2020))
    if not found:
        return False
    state.pos = found.end()
    return True


def _dollar_text(state: StateInline, silent: bool) -> bool:
    """A `$` followed by a space is text, never math (pandoc's rule: "$ 5").

    A `$` before a digit may open math (`$70 \\times 16 = 1120$`); "$4500 … $5000" stays money
    because its closing `$` has a digit right after it, which dollarmath's `allow_digits=False` refuses.
    """
    if state.src[state.pos] != "$":
        return False
    after = state.src[state.pos + 1:state.pos + 2]
    if not (after.isspace() or after == ""):
        return False
    if not silent:
        state.pending += "$"
    state.pos += 1
    return True


# `[[Page]]`, `[[Page|text]]`, `[[Page#Heading]]`, and the embed `![[diagram.png]]` (Obsidian).
_WIKI = re.compile(r"(!?)\[\[([^\[\]\n|]{1,300})(?:\|([^\[\]\n]{0,300}))?\]\]")
_IMAGE_FILE = re.compile(r"\.(?:png|jpe?g|gif|webp|svg|bmp|avif|tiff?|excalidraw|mp4|mov|webm)$", re.I)


def _wikilink(state: StateInline, silent: bool) -> bool:
    """Obsidian wiki links are said as their text; embeds are pictures (or other notes): not said."""
    start = state.pos
    if state.src.startswith("![[", start):
        pass
    elif not state.src.startswith("[[", start):
        return False
    found = _WIKI.match(state.src, start, min(len(state.src), start + 700))
    if not found:
        return False
    if not silent:
        target = found.group(2).strip()
        if found.group(1):
            token = state.push("wiki_embed", "", 0)
            token.content = target if _IMAGE_FILE.search(target.split("#")[0].strip()) else ""
            token.meta = {"image": bool(_IMAGE_FILE.search(target.split("#")[0].strip()))}
        else:
            label = found.group(3)
            if label is None or not label.strip():
                page, _, heading = target.partition("#")
                label = page.strip() or heading.strip().lstrip("^")
            token = state.push("text", "", 0)
            token.content = label.strip()
    state.pos = found.end()
    return True


# `!youtube[id]`, `!video[title](url)`, `::youtube[id]{…}`: directives, never prose.
_DIRECTIVE = re.compile(r"(?:!|::)[A-Za-z][\w-]{1,30}\[[^\]\n]{0,500}\](?:\([^)\n]{0,1000}\))?(?:\{[^}\n]{0,500}\})?")
_MEDIA_DIRECTIVES = ("youtube", "video", "vimeo", "bilibili", "image", "img", "figure")


def _directive(state: StateInline, silent: bool) -> bool:
    """Markdown directives (`!youtube[…]`, `::name[…]`): left out; a video counts as a picture."""
    start = state.pos
    if state.src[start] not in "!:" or (start and state.src[start - 1].isalnum()):
        return False
    found = _DIRECTIVE.match(state.src, start, min(len(state.src), start + 2100))
    if not found:
        return False
    if not silent:
        name = found.group(0).lstrip("!:").split("[", 1)[0].lower()
        token = state.push("directive", "", 0)
        token.meta = {"image": name in _MEDIA_DIRECTIVES}
    state.pos = found.end()
    return True


# A container fence line left over (a `:::` that closes nothing) and kramdown `{: .class}` lines.
_CONTAINER_LINE = re.compile(r"^:{3,}\s{0,10}$|^\{:[^{}\n]{0,300}\}\s*$")

# A container's opening info, as mdit-py-plugins' container rule hands it over: `tip Title`,
# `tip[Title]` (Docusaurus), `column: Title`, `details 点我查看代码 {open}` (VitePress), `{.note}` (pandoc).
_CONTAINER_OPENS = re.compile(r"^\s{0,10}(?:[\w-]|\{)")
_CONTAINER_TITLE = re.compile(r"^\s{0,10}([\w-]{1,30}):?(?:\[(.{1,300})\]|\s+(.{1,300}?))?\s*$", re.S)
_CONTAINER_ATTRIBUTES = re.compile(r"\s*\{[^{}\n]{0,300}\}\s*$")
# Words after the kind that style the box rather than title it (Zenn's `:::message alert`).
_CONTAINER_STYLES = {"alert", "info", "warn", "warning", "danger", "success", "open", "closed"}


def container_title(info: str) -> str:
    """The title a container's opening fence gives its box (said before its content), or ""; the kind
    (`tip`, `column:`) and its attributes (`{open}`) are markup, never said."""
    found = _CONTAINER_TITLE.match(_CONTAINER_ATTRIBUTES.sub("", info.lstrip(":")))
    if not found:
        return ""
    title = (found.group(2) or found.group(3) or "").strip()
    return "" if title.lower() in _CONTAINER_STYLES else title


def _container_opens(params: str, markup: str) -> bool:
    """Any named container opens one (`::: tip`, `:::column: Title`, `::: {.note}`); a bare `:::` closes."""
    return bool(_CONTAINER_OPENS.match(params))


def _container_line(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    """A stray container fence (`:::` that closes nothing) or an attribute-list line: never said."""
    return _one_line_block(state, start, silent, _CONTAINER_LINE, "container_line")


_PAIRED_SKIPS = {"highlight": "code", "code": "code", "mermaid": "code", "katex": "math", "math": "math"}
_PAIRED_OPEN = re.compile(r"^\s{0,3}\{\{[<%]-?\s{0,20}(highlight|code|mermaid|katex|math)\b.{0,1000}?[%>]\}\}\s*$")


def _paired_shortcode(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    """`{{< highlight go >}}…{{< /highlight >}}` and kin: code or math, said as a skip cue.

    Never closed, it is not a pair: the line is read as it stands."""
    name = _opening(state, start, _PAIRED_OPEN)
    if name is None:
        return False
    closing = re.compile(r"\{\{[<%]-?\s{0,20}/\s{0,20}" + name + r"\s{0,20}-?[%>]\}\}")
    return _through_closing(state, start, end, silent, closing, first=start + 1, unclosed=False,
                            kind="code_block" if _PAIRED_SKIPS[name] == "code" else "math_block")


# markdown-it looks for the `]` that closes a `[` by walking the rest of the paragraph, once
# per `[`: a run of unclosed brackets ("[[[[…", "![![…", "[^[^…") costs quadratic time (16 s for
# 100 KB). The walk below is markdown-it's, plus one memo per inline state: where each bare
# `[` closed, or that it never does. A walk that meets a bare `[` jumps straight past its
# closing `]` (the levels in between balance), and if that `[` never closes, neither does the
# outer one (its level can only stay higher). Each position is then walked about once.
_NEVER = -1


@dataclass
class _Labels:
    """What one inline state has learnt about its brackets."""

    last_close: int  # the last `]` in the source: a `[` after it never closes
    # (start, posMax) → (where the `[` at start closes or _NEVER, whether the walk passed a
    # `[` that opens a real link, which makes the answer -1 for a link's own label)
    ends: dict[tuple[int, int], tuple[int, bool]] = field(default_factory=dict)


_labels: weakref.WeakKeyDictionary[StateInline, _Labels] = weakref.WeakKeyDictionary()
_closes: weakref.WeakKeyDictionary[StateInline, _Closes] = weakref.WeakKeyDictionary()


def _link_label(state: StateInline, start: int, disable_nested: bool = False) -> int:
    """markdown-it's parseLinkLabel (same answers), linear over runs of brackets."""
    # One function, not two: the walk recurses through skipToken and the link rule once per
    # nesting level, and markdown-it's 256 levels must fit in Python's stack.
    labels = _labels.get(state)
    if labels is None:
        labels = _labels[state] = _Labels(state.src.rfind("]"))
    if start >= labels.last_close:
        return _NEVER
    ends = labels.ends
    key = (start, state.posMax)
    known = ends.get(key)
    if known is None:
        old_pos = state.pos
        state.pos = start + 1
        level = 1
        found = _NEVER
        nested = False
        while state.pos < state.posMax:
            marker = state.src[state.pos]
            if marker == "]":
                level -= 1
                if level == 0:
                    found = state.pos
                    break
            before = state.pos
            state.md.inline.skipToken(state)
            if marker != "[":
                continue
            if before != state.pos - 1:
                nested = True  # a `[` that is a token of its own: a link inside this label
                continue
            inner = ends.get((before, state.posMax))
            if inner is None:
                level += 1
            elif inner[0] == _NEVER:
                break  # the inner `[` never closes, so this one cannot either
            else:
                state.pos = inner[0] + 1  # the inner pair is balanced: same level after it
                nested = nested or inner[1]
        state.pos = old_pos
        known = ends[key] = (found, nested)
    end, nested = known
    return _NEVER if (nested and disable_nested) else end


_FOOTNOTE_LABEL_MAX = 256


def _footnote_ref(state: StateInline, silent: bool, *, mdit_rule: Callable[[StateInline, bool], bool]) -> bool:
    """mdit's footnote_ref, which scans from every `[^` to the next space or `]`: bounded."""
    if state.src.startswith("[^", state.pos) and \
            "]" not in state.src[state.pos:min(state.posMax, state.pos + _FOOTNOTE_LABEL_MAX)]:
        return False
    return mdit_rule(state, silent)


def _footnote_inline(state: StateInline, silent: bool, *, mdit_rule: Callable[[StateInline, bool], bool]) -> bool:
    """mdit's footnote_inline (`^[note]`), asking the linear label walk first whether it closes."""
    if state.src.startswith("^[", state.pos) and _link_label(state, state.pos + 1) == _NEVER:
        return False
    return mdit_rule(state, silent)


# markdown-it runs every inline rule at each of these characters (its text rule skips the rest), so a
# paragraph made of them costs about 20 µs per character however linear each rule is: 20 s for a
# megabyte of `{`, `<a `, `![` or `*`. A paragraph of more than _MARKUP_CAP of them, a third of it or
# more, is no one's prose: its runs of markup characters are dropped before the inline parse (its
# words are kept and said), which makes it cost what text costs.
_INLINE_MARKS = re.compile(r"[!#$%&*+\-:<=>@\[\\\]^_`{}~]+")
_MARKUP_CAP = 20_000


def _cap_markup(state: StateCore) -> None:
    """Drop the markup characters of a paragraph that is mostly markup, before the inline parse."""
    for token in state.tokens:
        content = token.content
        if token.type != "inline" or len(content) <= _MARKUP_CAP:
            continue
        marks = len(content) - len(_INLINE_MARKS.sub("", content))
        if marks > _MARKUP_CAP and marks * 3 > len(content):
            token.content = _INLINE_MARKS.sub(" ", content)


# markdown-it re-reads every line once per level of quote or list around it, and keeps a token per
# level: a megabyte of quotes 100 deep took 30 s and 650 MB. Deeper than a listener can follow, the
# levels add nothing to hear (a quote is said the same at any depth): past _QUOTE_CAP markers a line's
# further `>` go, and past _INDENT_CAP columns its indentation is cut to that, before the block parse.
# The text they held stays, read at the deepest level kept.
_QUOTE_CAP = 4
_INDENT_CAP = 32
_QUOTE_MARKERS = re.compile(r"^[ \t]{0,3}>[ \t>]*", re.M)
_DEEP_INDENT = re.compile(rf"^[ \t]{{{_INDENT_CAP // 4 + 1},}}(?=\S)", re.M)


def _fewer_quote_markers(found: re.Match[str]) -> str:
    markers = found.group(0)
    if markers.count(">") <= _QUOTE_CAP:
        return markers
    at = -1
    for _ in range(_QUOTE_CAP):
        at = markers.index(">", at + 1)
    return markers[:at + 1] + markers[markers.rindex(">") + 1:]


def _less_indent(found: re.Match[str]) -> str:
    indent = found.group(0)
    return " " * _INDENT_CAP if len(indent.expandtabs(4)) > _INDENT_CAP else indent


def _cap_nesting(state: StateCore) -> None:
    """Quotes deeper than _QUOTE_CAP and indentation past _INDENT_CAP columns, cut before the block parse."""
    src = state.src
    if ">" * 2 in src or "> >" in src:
        src = _QUOTE_MARKERS.sub(_fewer_quote_markers, src)
    state.src = _DEEP_INDENT.sub(_less_indent, src)


def _table_shell(state: StateBlock, start: int, end: int, silent: bool, *,
                 gfm_table: Callable[[StateBlock, int, int, bool], bool]) -> bool:
    """GFM's table rule, keeping only the table's opening and closing tokens.

    A table is never read aloud (a cue says one is there): its rows and cells, and the inline
    parse of every cell, would cost time and memory for nothing (a megabyte table: seconds).
    """
    first = len(state.tokens)
    if not gfm_table(state, start, end, silent):
        return False
    if not silent:
        del state.tokens[first + 1:-1]
    return True


@lru_cache(maxsize=1)
def parser() -> MarkdownIt:
    """The configured markdown-it parser (CommonMark + GFM tables + footnotes + math + shortcodes)."""
    return build_parser()


def build_parser(*, linear_labels: bool = True) -> MarkdownIt:
    """A new parser as `parser()` configures it; `linear_labels=False` keeps markdown-it's own walk (tests compare)."""
    # Nesting deeper than markdown-it's default of 20 (quotes in quotes, lists in lists)
    # is real in pasted mail threads; past 256 levels its recursion would outgrow
    # Python's stack, so deeper content is not read.
    from markdown_it import MarkdownIt
    from mdit_py_plugins.container import container_plugin
    from mdit_py_plugins.dollarmath import dollarmath_plugin
    from mdit_py_plugins.footnote import footnote_plugin
    from mdit_py_plugins.footnote.index import footnote_inline, footnote_ref

    md = MarkdownIt("commonmark", {"html": True, "maxNesting": 256})
    md.enable(["table", "strikethrough"])
    from markdown_it.rules_block.table import table as gfm_table

    md.block.ruler.at("table", partial(_table_shell, gfm_table=gfm_table), {"alt": ["paragraph", "reference"]})
    md.use(footnote_plugin)
    # Pandoc's rule: no space just inside the dollars, no digit right after the closing one.
    md.use(dollarmath_plugin, double_inline=True, allow_space=False, allow_digits=False)
    md.block.ruler.before("fence", "mdx_esm", _mdx_esm)
    md.block.ruler.before("fence", "liquid_block", _liquid_block)
    md.block.ruler.before("fence", "paired_shortcode", _paired_shortcode)
    md.core.ruler.before("inline", "cap_markup", _cap_markup)
    md.core.ruler.after("normalize", "cap_nesting", _cap_nesting)
    md.block.ruler.before("paragraph", "shortcode_block", _shortcode_block)
    # Containers (markdown-it-container, as VitePress, Docusaurus and Zenn write them): one rule for
    # every name, which ends a paragraph or a list item before its closing fence as the sites do (else
    # lheading, looking for an underline, walks every following fence line again from each one).
    container_plugin(md, "box", validate=_container_opens)
    md.block.ruler.before("paragraph", "container_line", _container_line,
                          {"alt": ["paragraph", "reference", "blockquote", "list"]})
    md.inline.ruler.before("text", "shortcode", _shortcode_inline)
    md.inline.ruler.before("text", "mdx_comment", _mdx_comment)
    md.inline.ruler.before("math_inline", "dollar_text", _dollar_text)
    md.inline.ruler.before("link", "wikilink", _wikilink)
    md.inline.ruler.before("link", "directive", _directive)
    # markdown-it refuses a `javascript:`/`data:`/`vbscript:` link outright, leaving its brackets and URL as
    # text to be spoken ("x javascript:alert(14))"). Here such a link or image is read as one, with
    # no URL at all: its words (a link's text) are said, the URL never reaches a listener or a chapter.
    safe_url, normalize = md.validateLink, md.normalizeLink
    md.normalizeLink = lambda url: (lambda href: href if safe_url(href) else "")(normalize(url))  # type: ignore[method-assign]
    md.validateLink = lambda url: True  # type: ignore[method-assign]
    if not linear_labels:
        return md
    # This parser's own helpers (markdown-it's module is untouched); markdown-it types the attribute
    # as its helpers module, which a namespace with the same three functions stands in for.
    md.helpers = SimpleNamespace(  # type: ignore[assignment]
        parseLinkLabel=_link_label,
        parseLinkDestination=md.helpers.parseLinkDestination,
        parseLinkTitle=md.helpers.parseLinkTitle,
    )
    # mdit's own rules, bound here: markdown-it is imported by the first parse, not with this module.
    md.inline.ruler.at("footnote_ref", partial(_footnote_ref, mdit_rule=footnote_ref))
    md.inline.ruler.at("footnote_inline", partial(_footnote_inline, mdit_rule=footnote_inline))
    return md


# --- token stream → blocks ----------------------------------------------------

# URL characters are ASCII only: in CJK prose a URL often runs straight into the next
# word ("見www.example.com說明"), and that word must stay in the sentence. Balanced
# parentheses belong to the URL (Wikipedia links); an IDN host may be non-ASCII.
_URL_CHARS = r"[!#$%&*+,\-./0-9:;=?@A-Z\\^_a-z|~]"
_URL_BODY = rf"(?:{_URL_CHARS}|\({_URL_CHARS}*\))"
_URL = re.compile(
    rf"(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{{1,15}}://(?:{_URL_BODY}+|[\w.:-]+{_URL_BODY}*)"
    rf"|(?<![A-Za-z0-9.-])www\.[A-Za-z0-9.-]+\.[A-Za-z]{{2,}}{_URL_BODY}*"
)
# Whatever still has a scheme after that (ssh://[::1]/…): never read out. The scheme may
# only start where its run of scheme characters starts: otherwise a long run of letters
# is rescanned from every position (quadratic).
_LEFTOVER_URL = re.compile(r"(?<![A-Za-z0-9+.-])[A-Za-z0-9+.-]*://[^\s，。、；：！？（）「」『』【】]*")
_URL_TRAILING = ".,;:!?"
_BARE_SCHEME = re.compile(r"^\s*[A-Za-z][A-Za-z0-9+.-]{0,15}://?\s*$")


def domain_of(url: str) -> str:
    """The host of a URL without `www.` ("https://www.github.com/x" → "github.com")."""
    if url.startswith("www."):
        url = "http://" + url
    try:
        host = urlsplit(url).hostname or ""
    except ValueError:
        host = ""
    return host[4:] if host.startswith("www.") else host


def reduce_urls(text: str) -> str:
    """Replace every bare URL in `text` by its domain name."""
    def to_domain(match: re.Match[str]) -> str:
        url = match.group(0)
        bare = url.rstrip(_URL_TRAILING)
        # The punctuation after a URL ends the sentence, not the URL: keep it.
        return domain_of(bare) + url[len(bare):]

    return _LEFTOVER_URL.sub(to_domain, _URL.sub(to_domain, text))


_IMG_TAG = re.compile(r"<(?:img|figure|picture|video|iframe|svg)\b", re.I)
_ALT_ATTR = re.compile(r"""\b(?:alt|title|aria-label)\s{0,3}=\s{0,3}(?:"([^"]{0,500})"|'([^']{0,500})')""", re.I)


def _html_image(html: str) -> str | None:
    """The alt text of a picture in an HTML snippet ("" without one), or None if it shows none."""
    if not _IMG_TAG.search(html):
        return None
    alt = _ALT_ATTR.search(html)
    return (alt.group(1) or alt.group(2) or "") if alt else ""


def autotitle(href: str) -> str:
    """The title of the page `[AUTOTITLE](href)` links to, from its name: "Cloning a repository"."""
    path = href.split("#", 1)[0].split("?", 1)[0].rstrip("/")
    names = [n for n in path.split("/") if n and n.lower() not in ("index", "index.md")]
    said = humanise_name(names[-1].rsplit(".", 1)[0] if names[-1].endswith(".md") else names[-1]) if names else ""
    if not said:
        return "the linked page"
    return said[0].upper() + said[1:]


def _said_templates(segment: Segment, site: SiteData = _NO_SITE) -> Segment:
    """A text run from HTML with its shortcodes, Liquid tags and macros said as Markdown's are."""
    if segment.code or "{" not in segment.text:
        return segment
    text = segment.text
    said: list[str] = []
    last = 0
    for found in _shortcodes(text):
        said += [text[last:found.start()], shortcode_text(found.group(0), site)]
        last = found.end()
    return Segment("".join(said) + text[last:])


# Inline tags that style letters inside a word (`O(<i>n</i>)`): no word break where they were.
_IN_WORD_TAGS = {"i", "b", "em", "strong", "u", "span", "font", "small", "mark", "abbr", "s"}
_INLINE_TAG = re.compile(r"<(/?)([A-Za-z][\w-]{0,30})")
_EXPONENT = re.compile(r"^-?[0-9A-Za-z]{1,3}$")
_POWER_BASE = re.compile(r"(?:\d|(?<![A-Za-z])[A-Za-z]|\))$")


def _exponent(before: list[Segment], after: list[Token]) -> bool:
    """Whether `<sup>` opens a power: a short exponent closed by `</sup>`, after a number, a letter or `)`.

    `note<sup>1</sup>` (a word before it) and `<sup>[2]</sup>` are footnote marks, not powers.
    """
    if len(after) < 2 or after[0].type != "text" or after[1].type != "html_inline":
        return False
    if not _EXPONENT.match(after[0].content) or not after[1].content.lower().startswith("</sup"):
        return False
    last = next((s.text for s in reversed(before) if s.text), "")
    return bool(_POWER_BASE.search(last))


# Spans of which a docs page shows one, by a switch the reader sets: Vue's API style, its SFC/HTML mode.
_ALTERNATIVES = {"options-api": "api", "composition-api": "api", "sfc": "mode", "html": "mode"}
_CLASS_ATTR = re.compile(r"""\bclass\s{0,3}=\s{0,3}["']([^"'<>]{1,200})["']""", re.I)


def _span_alternative(tag: str) -> tuple[str, str]:
    """(group, class) of a `<span>` that is one of a set of alternatives, else ("", "")."""
    found = _CLASS_ATTR.search(tag)
    for cls in found.group(1).split() if found else ():
        if cls in _ALTERNATIVES:
            return _ALTERNATIVES[cls], cls
    return "", ""


def _inline_segments(token: Token, images: list[str] | None = None, *, paragraph: bool = False,
                     site: SiteData = _NO_SITE) -> list[Segment]:
    """The spoken segments of an inline token; pictures met on the way go to `images` (their alt text).
    `paragraph`: a paragraph's (or list item's), whose links that are buttons for the reader go unsaid."""
    out: list[Segment] = []
    seen: list[str] = [] if images is None else images
    href = ""
    children = _without_affordances(token.children or []) if paragraph else token.children or []
    # The open <span>s: (alternative group or "", class, where its words start in `out`, whether it follows
    # an alternative of its group that said something).
    spans: list[tuple[str, str, int, bool]] = []
    alternative = (-1, "", "")  # where the last alternative span with words closed: (len(out), group, class)
    for n, child in enumerate(children):
        kind = child.type
        if kind == "link_open":
            href = str(child.attrGet("href") or "")
        elif kind == "link_close":
            href = ""
        elif kind == "text" and href and child.content.strip() == "AUTOTITLE":
            # GitHub Docs fills `[AUTOTITLE](/path/to/page)` with the page's title: its name says it.
            out.append(Segment(autotitle(href)))
        elif kind == "text" and n and children[n - 1].type == "html_inline" \
                and children[n - 1].content.lower().startswith("<kbd"):
            out.append(Segment(child.content, code=True))  # a key: "/" is said as its name, like `/`
        elif kind == "text":
            out.append(Segment(child.content))
        elif kind == "code_inline":
            # `&#34;` written inside code is an escaped quote, not words.
            content = html.unescape(child.content) if "&" in child.content else child.content
            out.append(Segment(content, code=True))
        elif kind in ("softbreak", "hardbreak"):
            out.append(Segment("\n"))
        elif kind == "html_inline":
            picture = _html_image(child.content)
            if picture is not None:
                seen.append(picture)
            tag = _INLINE_TAG.match(child.content)
            name = tag.group(2).lower() if tag else ""
            closing = bool(tag and tag.group(1))
            if name == "span":
                if closing:
                    group, cls, start, follows = spans.pop() if spans else ("", "", 0, False)
                    spoke = any(seg.text.strip() for seg in out[start:])
                    if group and spoke and follows:
                        # `<span class="options-api">mounted</span><span class="composition-api">onMounted</span>`:
                        # the page shows one, by the reader's choice; a listener hears both, as "A or B"
                        # (an empty alternative, the page showing nothing, adds no "or").
                        out.insert(start, Segment("", cue="or"))
                    if group and spoke:
                        alternative = (len(out), group, cls)
                    continue
                group, cls = _span_alternative(child.content)
                follows = bool(group) and alternative[0] == len(out) and alternative[1] == group and alternative[2] != cls
                spans.append((group, cls, len(out), follows))
                continue
            if name == "sup" and not closing and _exponent(out, children[n + 1:n + 3]):
                out.append(Segment("^"))  # 50<sup>2</sup>, n<sup>2</sup>: a power, said as one
            elif name == "sup" and closing and len(out) >= 2 and out[-2].text == "^":
                pass
            elif name not in _IN_WORD_TAGS:
                out.append(Segment(" "))  # <br>, <kbd>…</kbd>: the tags go, a word break stays
        elif kind in ("math_inline", "math_inline_double"):
            # The script reads a formula an announcer would read ("gamma equals 0.9") and says a cue
            # for any other (lexicon.speak_math): the TeX travels with the cue.
            out.append(Segment(child.content.strip(), cue="math"))
        elif kind == "shortcode":
            said = shortcode_text(child.content, site)
            if said:
                out.append(Segment(said))
            picture = shortcode_image(child.content)
            if picture is not None:
                seen.append(picture)
        elif kind == "image":
            seen.append(child.content)
        elif kind in ("wiki_embed", "directive") and child.meta.get("image"):
            seen.append(child.content if kind == "wiki_embed" else "")
        # image alt text (for eyes that cannot see the picture, not for ears), link markers,
        # footnote_ref, other shortcodes, emphasis markers: not spoken.
    return out


# Markdown that did not parse (a link with a space in its target, a footnote marker
# without a note, emphasis that never closed) reaches text tokens as literal syntax.
_LEFTOVER_IMAGE = re.compile(r"!\[[^\[\]\n]{0,500}\]\([^()\n]{0,500}\)")
_LEFTOVER_LINK = re.compile(r"\[([^\[\]\n]{0,500})\]\([^()\n]{0,500}\)")
_LEFTOVER_FOOTNOTE = re.compile(r"\[\^[^\[\]\s]*\]")  # stops at the next "[": "[^[^[^…" stays linear
_LEFTOVER_TAG = re.compile(r"</?([A-Za-z][\w:-]*)[^<>\n]*>")  # "&lt;div&gt;": the writer means "div"
# `[[`/`]]` also across a line break ("[!NOTE]\n]" in a list: the break goes later and "]]" would stay).
_LEFTOVER_MARKS = re.compile(r"!\[|\]\(|`+|\*{2,}|_{2,}|~{2,}|={2,}|\[(?:\s{0,5}\[)+|\](?:\s{0,5}\])+|&#")  # ==mark== too
_STAR_TIMES = re.compile(r"(?<=\d) ?\* ?(?=\d)")
# Heading IDs and attribute lists: `{#id}`, `{.class}`, `{: .class}`, `{#id .a key=v}` (Hugo,
# kramdown, pandoc): for the page's code, never for ears, and never part of a chapter title.
_ATTRIBUTE_LIST = re.compile(r"[ \t]{0,8}\{(?::[^{}\n]{0,300}|[ \t]{0,3}[#.][A-Za-z_][^{}\n]{0,300})\}")
_BRACES = re.compile(r"[{}]+")
_TRAILING_BACKSLASH = re.compile(r"(?<!\\)\\+(?=[ \t]*(?:\n|$))")


def _tidy(text: str) -> str:
    """Prose text as a listener should get it: bare URLs as domains, no Markdown leftovers."""
    text = reduce_urls(text)
    text = _LEFTOVER_IMAGE.sub(" ", text)
    text = _LEFTOVER_LINK.sub(r"\1", text)
    text = _LEFTOVER_FOOTNOTE.sub("", text)
    text = _LEFTOVER_TAG.sub(r" \1 ", text)
    text = _LEFTOVER_MARKS.sub(" ", text)
    text = _ATTRIBUTE_LIST.sub("", text)
    # A hard break's backslash on a paragraph's last line stays literal in Markdown ("函数\"): not a word.
    text = _TRAILING_BACKSLASH.sub("", text)
    # A brace left in prose is code ("f(x){…}") or a template nobody filled: never a word.
    text = _BRACES.sub(" ", text)
    # A star between numbers is multiplication (said as such later); any other is markup.
    return _STAR_TIMES.sub("×", text).replace("*", " ")


# Lines of one paragraph a writer meant apart: a numbered line ("2、新增…", "3. Fix…") and a line
# that is only a link ("**Waza**\n<https://github.com/tw93/waza>\n把我自己…", a newsletter's
# title, link, description). Read run together they make one breathless sentence.
_NUMBERED_LINE = re.compile(r"^[ \t]{0,3}(?:\d{1,3}[、．.)）]|[（(]\d{1,3}[)）])(?!\d)")
_DOMAIN_LINE = re.compile(r"^[ \t]{0,3}[A-Za-z0-9.-]{1,253}\.[A-Za-z]{2,24}[ \t]{0,3}$")
_CLOSING_QUOTES = "\"'”’」』)）"
_ENDS_SENTENCE = ("。", "！", "？", ".", "!", "?", "：", ":", "；", ";", "…")


# A line a writer opens like a list item without Markdown's list: "✅ 零設定", "👉 …", "・…", "• …".
_ITEM_LINE = re.compile("^[ \t]{0,3}(?:[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF\u2300-\u23FF\u2190-\u21FF]"
                        "|[•・▪▸►‣◦●○■□◆◇★☆])")
# Line-per-item prose ("名前：山田\n年齢：30\n趣味：読書"): three or more lines, each this short, none
# ending a clause, are items, not one sentence wrapped by the editor.
_SHORT_LINE = 30


def _line_items(lines: list[str]) -> bool:
    """Whether a paragraph's lines are items each (short lines, three or more), not one wrapped sentence."""
    said = [line.strip() for line in lines if line.strip()]
    return len(said) >= 3 and all(len(line) <= _SHORT_LINE and not line.endswith((",", "，", "、", "-"))
                                  for line in said)


def _line_breaks(text: str) -> str:
    """A paragraph's soft line breaks where its lines are separate: a sentence end before a numbered
    line, an emoji- or bullet-led line and each line of line-per-item prose, and in place of a line
    that is only a domain (when other lines have words)."""
    if "\n" not in text:
        return text
    lines = text.split("\n")
    items = _line_items(lines)
    # A domain goes only when words follow it (title, link, description); a link after a lead-in stays.
    domains = [bool(_DOMAIN_LINE.match(line)) and any(ch.isalnum() for later in lines[n + 1:]
                                                       if not _DOMAIN_LINE.match(later) for ch in later)
               for n, line in enumerate(lines)]
    out = lines[0] if not domains[0] else ""
    cut = domains[0]
    for line, domain in zip(lines[1:], domains[1:]):
        if domain:
            cut = True
            continue
        before = out.rstrip()
        # (A sentence closed inside its quotes, `"…있습니다."`, is closed.)
        if line.strip() and before and (cut or items or _NUMBERED_LINE.match(line) or _ITEM_LINE.match(line)) \
                and not before.rstrip(_CLOSING_QUOTES).endswith(_ENDS_SENTENCE):
            # Chinese or Japanese on either side (past an emoji or a mark): "。", else ".".
            near = next((ch for ch in reversed(before) if ch.isalnum()), "") + line.strip()[:1]
            out = before + ("。" if any("\u3000" <= ch <= "\u9fff" or "\uff00" <= ch <= "\uffef" for ch in near)
                            else ".")
        out += "\n" + line
        cut = cut and not line.strip()
    return out


def _clean(segments: list[Segment]) -> tuple[Segment, ...]:
    merged: list[Segment] = []
    for seg in segments:
        if merged and not seg.cue and not merged[-1].cue and merged[-1].code == seg.code:
            merged[-1] = Segment(merged[-1].text + seg.text, seg.code)
        elif seg.text or seg.cue:
            merged.append(seg)
    # Autolinks and links whose text is their URL arrive as text too: a domain is all a
    # listener needs. Link targets themselves are never read.
    # A scheme alone in code (`file://`) is what the sentence talks about: kept for the script to say.
    tidy = (s if s.cue else Segment(s.text if _BARE_SCHEME.match(s.text) else reduce_urls(s.text), True) if s.code
            else Segment(_line_breaks(_tidy(s.text)))
            for s in merged)
    return tuple(s for s in tidy if s.text or s.cue)


# GitHub alerts and Obsidian callouts: `> [!NOTE]`, `> [!tip]- Title`.
_ALERT = re.compile(r"^\s{0,3}\[!([A-Za-z]{1,20})\][+-]?[ \t]{0,10}\n?")
_ALERT_KINDS = ("note", "tip", "important", "warning", "caution", "info", "danger", "example", "quote",
                "abstract", "summary", "todo", "success", "question", "failure", "bug", "hint", "attention")


def _alert(segments: list[Segment]) -> list[Segment]:
    """A quote opening with `[!NOTE]`: the marker becomes a cue said in the article's language (or nothing)."""
    if not segments or segments[0].code or segments[0].cue:
        return segments
    found = _ALERT.match(segments[0].text)
    if not found:
        return segments
    kind = found.group(1).lower()
    rest = segments[0].text[found.end():]
    head = [Segment("", cue=f"alert:{kind}")] if kind in _ALERT_KINDS else []
    return head + ([Segment(rest)] if rest else []) + segments[1:]


_NOT_ALT = {"image", "img", "alt", "picture", "photo", "screenshot", "figure", "圖", "圖片", "图片", "截圖", "截图",
            "画像", "スクリーンショット", "이미지", "그림"}


def _usable_alt(alt: str) -> str:
    """Alt text worth saying: short words, not a file name, not a placeholder; else ""."""
    # Alt text is raw Markdown source ("[x](y)", "<b>"): tidied like prose before it is said.
    if "://" in alt:
        return ""
    alt = " ".join(_tidy(alt).split())
    if not 2 <= len(alt) <= 60 or alt.lower() in _NOT_ALT or "://" in alt or _IMAGE_FILE.search(alt):
        return ""
    if not any(ch.isalpha() for ch in alt) or re.fullmatch(r"[\w.-]{1,60}", alt) and any(c.isdigit() for c in alt):
        return ""
    return alt


def _lead_in(blocks: list[Block]) -> bool:
    """Whether the last block said leads in to what follows ("流程圖如下：", "as shown below:")."""
    return bool(blocks) and blocks[-1].kind != "cue" and blocks[-1].text.rstrip().endswith((":", "："))


_IMG_SRC = re.compile(r"""<img\b[^>]{0,2000}?\bsrc\s{0,3}=\s{0,3}(?:"([^"]{1,2000})"|'([^']{1,2000})')""", re.I)
_SHORTCODE_SRC = re.compile(r"""\bsrc\s{0,3}=\s{0,3}(?:"([^"]{1,2000})"|'([^']{1,2000})'|([^\s"'>%]{1,2000}))""")


def _picture_source(value: str) -> str:
    """An image address a chapter may show: a web URL or a path on the site (never data: or javascript:)."""
    value = value.strip()
    scheme = value.split(":", 1)[0].lower() if ":" in value.split("/", 1)[0] else ""
    return value if scheme in ("", "http", "https") and value and not any(c.isspace() for c in value) else ""


def _html_sources(text: str, pattern: re.Pattern[str]) -> list[str]:
    return [next(g for g in m.groups() if g) for m in pattern.finditer(text)]


def image_sources(token: Token) -> list[str]:
    """The addresses of the pictures in an inline token (Markdown images, <img>, figure shortcodes)."""
    found: list[str] = []
    for child in token.children or []:
        if child.type == "image":
            found.append(str(child.attrs.get("src") or ""))
        elif child.type == "html_inline":
            found.extend(_html_sources(child.content, _IMG_SRC))
        elif child.type == "shortcode" and shortcode_image(child.content) is not None:
            found.extend(_html_sources(child.content, _SHORTCODE_SRC))
    return [s for s in map(_picture_source, found) if s]


def heading_text(token: Token) -> str:
    """A heading's text as a browser shows it (what github-slugger is given): text and code, no markup or URLs."""
    parts = []
    for child in token.children or []:
        if child.type in ("text", "code_inline"):
            parts.append(child.content)
        elif child.type in ("softbreak", "hardbreak"):
            parts.append("\n")
    return "".join(parts)


# Links that are buttons for the reader ("試してみる", "Live Demo", "Edit on GitHub"): said after a
# sentence, or on a line of their own, they are noise to a listener.
_AFFORDANCES = frozenset(phrase.replace("_", " ") for phrase in """
試してみる 試す デモ デモを見る 動かしてみる try_it try_it_out try_it_live try_it_yourself live_demo demo live_host
repo_link open_in_codesandbox open_in_stackblitz open_in_playground edit_on_github edit_this_page view_demo
view_source 試試看 试试看 试一试 試一試 線上試玩 在线试玩 線上演示 在线演示 在線演示 演示 線上展示 在线运行 在線執行
實際操作 실행해_보기 데모 해보기
""".split())
_AFFORDANCE_TRIM = " \t()（）[]［］「」【】!！.。→»›>:：|｜・/"
_AROUND_BUTTONS = {"text", "softbreak", "em_open", "em_close", "strong_open", "strong_close"}
_SENTENCE_END = re.compile(r"[。．.!?！？」』)）]\s*[(（]?\s*$")


# "Try it here", "Try it in the Playground", "Playground で試す", "플레이그라운드에서 실행해보기",
# "在演练场中尝试一下": "try it" and its kin, or a playground with a verb of trying or opening.
_TRY = re.compile(r"^try(?: it)?(?: out| live| yourself| here| now| online)?(?: (?:in|on) (?:the )?[\w .-]{1,30})?$")
_PLAYGROUND = re.compile(r"playground|プレイグラウンド|演练场|演練場|플레이그라운드|codesandbox|stackblitz|codepen|"
                         r"jsfiddle", re.I)
_ACTION = re.compile(r"\b(?:try|open|run|view|see|edit)\b|試|试|実行|実際|실행|해\s?보|사용해|보기|열기|開く|見る|查看|"
                     r"打开|打開|運行|运行|尝试|嘗試|\bexamples?\b|例|예제|サンプル|demo|デモ|데모", re.I)
# Hosts a link opens a live playground on: such a link with a verb or "example" is a button.
_PLAYGROUND_HOST = re.compile(r"^(?:play|sfc|playground)\.|(?:^|\.)(?:codesandbox\.io|stackblitz\.com|codepen\.io|"
                              r"jsfiddle\.net|replit\.com)$", re.I)


def _affordance(text: str, href: str = "") -> bool:
    """Whether a link is a button for the reader ("Try it", "Playground で試す"), by its text and address."""
    said = " ".join(text.strip(_AFFORDANCE_TRIM).lower().split())
    if said in _AFFORDANCES or _TRY.match(said):
        return True
    if len(said) > 40 or not _ACTION.search(said):
        return False
    return bool(_PLAYGROUND.search(said)) or "://" in href and bool(_PLAYGROUND_HOST.search(domain_of(href)))


def _without_affordances(children: list[Token]) -> list[Token]:
    """The inline tokens without the links that are buttons: every one when nothing else is said, else
    one that closes the paragraph after a sentence (with the brackets around it)."""
    links = []  # (open index, close index, text)
    n = 0
    while n < len(children):
        if children[n].type == "link_open":
            close = next((m for m in range(n + 1, len(children)) if children[m].type == "link_close"), None)
            if close is None:
                break
            links.append((n, close, "".join(c.content for c in children[n + 1:close] if c.type == "text"),
                          str(children[n].attrGet("href") or "")))
            n = close
        n += 1
    buttons = [(a, b) for a, b, text, href in links if _affordance(text, href)]
    if not buttons:
        return children
    inside = {m for a, b in buttons for m in range(a, b + 1)}
    rest = "".join(c.content for m, c in enumerate(children) if m not in inside and c.type in ("text", "code_inline"))
    if not rest.strip(_AFFORDANCE_TRIM + "-–—,、，"):
        # Nothing but buttons and the marks between them (a picture beside them stays one).
        return [c for m, c in enumerate(children) if m not in inside and c.type not in ("text", "softbreak")]
    a, b = buttons[-1]
    after = "".join(c.content for c in children[b + 1:] if c.type == "text")
    before = "".join(c.content for c in children[:a] if c.type == "text")
    # `*([Try it here](…))*`: the emphasis around a button is part of it.
    if after.strip(_AFFORDANCE_TRIM) or any(c.type not in _AROUND_BUTTONS for c in children[b + 1:]) \
            or not _SENTENCE_END.search(before):
        return children
    kept = children[:a]
    if kept and kept[-1].type == "text":
        trimmed = kept[-1].content.rstrip().rstrip("(（").rstrip()
        kept = kept[:-1] + ([_with_content(kept[-1], trimmed)] if trimmed else [])
    return kept


def _with_content(token: Token, content: str) -> Token:
    copy = token.copy()
    copy.content = content
    return copy


def _only_domain(segments: tuple[Segment, ...]) -> bool:
    """Whether a block says nothing but a domain (what a bare URL on its own line became)."""
    text = "".join(s.text for s in segments).strip()
    return not any(s.cue for s in segments) and bool(_DOMAIN_LINE.match(text))


def _has_words(segments: tuple[Segment, ...]) -> bool:
    return any(ch.isalnum() for s in segments for ch in s.text)


# Liquid's conditions: `{% ifversion fpt or ghec %}…{% else %}…{% endif %}` (GitHub Docs),
# `{% if site.x %}…{% endif %}` (Jekyll). The page shows one branch; a listener hears one.
_LIQUID_CONTROL = re.compile(r"\{%-?\s{0,20}(ifversion|if|unless|elsif|else|endif|endunless)\b(.{0,500}?)-?%\}")
_FPT = re.compile(r"(?<!not )\bfpt\b")
_FENCE_LINE = re.compile(r"^[ \t]{0,3}(`{3,}|~{3,})", re.M)
_CODE_SPAN = re.compile(r"(`+)[^`\n]{0,2000}?\1")


def _protected(body: str) -> list[tuple[int, int]]:
    """Spans of fenced code and inline code, where a Liquid tag is an example, not a condition."""
    spans: list[tuple[int, int]] = []
    opened: re.Match[str] | None = None
    for fence in _FENCE_LINE.finditer(body):
        if opened is None:
            opened = fence
        elif fence.group(1)[0] == opened.group(1)[0] and len(fence.group(1)) >= len(opened.group(1)):
            spans.append((opened.start(), fence.end()))
            opened = None
    if opened is not None:
        spans.append((opened.start(), len(body)))
    spans += [m.span() for m in _CODE_SPAN.finditer(body)]
    return spans


def liquid_branches(body: str) -> str:
    """`body` with Liquid's condition tags gone and, of each `if … else … endif`, one branch kept.

    Kept: of `ifversion`, the branch GitHub Docs shows by default (its condition names `fpt`),
    else its `else`, else its first branch (an `{% ifversion ghes %}` alone keeps its content:
    losing words is worse than hearing a note for another product); of `if`/`unless`, the first
    branch. An unclosed `if` keeps everything.
    """
    if "{%" not in body:
        return body
    protected = _protected(body)
    tags = [m for m in _LIQUID_CONTROL.finditer(body)
            if not any(a <= m.start() < b for a, b in protected)]
    if not tags:
        return body
    branches: dict[int, list[int]] = {}  # opening tag → its branch tags, then its closing tag
    closed: list[int] = []
    stack: list[int] = []
    for n, tag in enumerate(tags):
        name = tag.group(1)
        if name in ("ifversion", "if", "unless"):
            stack.append(n)
            branches[n] = [n]
        elif name in ("elsif", "else") and stack:
            branches[stack[-1]].append(n)
        elif name in ("endif", "endunless") and stack:
            opening = stack.pop()
            branches[opening].append(n)
            closed.append(opening)
    cut: list[tuple[int, int]] = [tag.span() for tag in tags]
    for opening in closed:
        marks = branches[opening]
        heads = marks[:-1]
        versions = tags[opening].group(1) == "ifversion"
        chosen = heads[0]
        if versions:
            # docs.github.com shows `fpt` by default: the branch naming it, else the `else` branch.
            chosen = next((h for h in heads if tags[h].group(1) != "else" and _FPT.search(tags[h].group(2))),
                          next((h for h in heads if tags[h].group(1) == "else"), heads[0]))
        for head, after in zip(heads, marks[1:]):
            if head != chosen:
                cut.append((tags[head].end(), tags[after].start()))
    cut.sort()
    out: list[str] = []
    at = 0
    for start, end in cut:
        if start > at:
            out.append(body[at:start])
        at = max(at, end)
    out.append(body[at:])
    return "".join(out)


_FLAT_TOKENS = {"paragraph_open", "paragraph_close", "inline", "html_block", "code_block", "fence", "hr"}


def _after_closing(tokens: list[Token], start: int, tag: str) -> int:
    """The index after the token that closes `tag` (an HTML element left open), when only
    paragraphs and HTML lie between; else `start` (nothing is skipped)."""
    closing = f"</{tag}"
    for j in range(start, min(len(tokens), start + 2000)):
        token = tokens[j]
        if token.type not in _FLAT_TOKENS:
            return start
        if token.type in ("html_block", "inline") and closing in token.content.lower():
            return j + 2 if token.type == "inline" else j + 1
    return start


def _container_end(tokens: list[Token], start: int) -> int:
    """The index of the token that closes the container opened at `start`."""
    level = tokens[start].level
    return next((j for j in range(start + 1, len(tokens))
                 if tokens[j].type == "container_box_close" and tokens[j].level == level), len(tokens))


_CODE_TOKENS = {"fence", "code_block", "container_box_open", "container_box_close", "container_line"}


def _says_nothing(token: Token) -> bool:
    """Whether a paragraph's inline token says nothing once its buttons are gone ("[Playground で試す](…)")."""
    return token.type == "inline" and not _has_words(_clean(_inline_segments(token, paragraph=True)))


def _only_code(tokens: list[Token], start: int, end: int) -> bool:
    """Whether tokens[start:end] show code and nothing a listener would hear (HTML with no words, buttons)."""
    code = False
    for token in tokens[start:end]:
        if token.type in ("paragraph_open", "paragraph_close") or _says_nothing(token):
            continue
        if token.type == "html_block":
            parts, _ = html_parts(token.content)
            if any(part.kind != "cue" for part in parts):
                return False
            code = code or any(part.cue == "code" for part in parts)
        elif token.type not in _CODE_TOKENS:
            return False
        code = code or token.type in ("fence", "code_block")
    return code


def _details_end(tokens: list[Token], start: int) -> int:
    """The index of the HTML block that closes a `<details>` opened before `start`, when only code lies
    between; else -1."""
    for j in range(start, min(len(tokens), start + 200)):
        if tokens[j].type == "html_block" and "</details" in tokens[j].content.lower():
            return j
        if tokens[j].type not in _CODE_TOKENS and tokens[j].type not in ("paragraph_open", "paragraph_close") \
                and not _says_nothing(tokens[j]):
            return -1
    return -1


def _code_details(tokens: list[Token], at: int, after: list[HtmlPart]) -> bool:
    """Whether the `<details>` whose summary the HTML block at `at` holds (`after` is what follows the
    summary in that block) shows only code, in that block or in the Markdown up to `</details>`."""
    if any(part.kind != "cue" for part in after):
        return False
    code = any(part.cue == "code" for part in after)
    if "</details" in tokens[at].content.lower():
        return code
    end = _details_end(tokens, at + 1)
    return end >= 0 and (code or _only_code(tokens, at + 1, end))


def extract_blocks(body: str, *, footnotes: bool = True, site: SiteData = _NO_SITE) -> list[Block]:
    """Turn a Markdown body (front matter already removed) into prose blocks, in reading order; `site`
    fills in the site's variables (else they are said by name)."""
    tokens = parser().parse(liquid_branches(body))
    blocks: list[Block] = []
    notes: list[Block] = []
    list_stack: list[list[int]] = []  # per open list: [is_ordered, next number]
    quote_depth = 0
    in_footnotes = 0
    pending_item_number: int | None = None
    item_depth = 0
    anchors = [Anchors(style) for style in ANCHOR_STYLES]
    section: int | None = None  # the index in `blocks` of the heading whose section this is

    def add(block: Block) -> None:
        target = notes if in_footnotes else blocks
        if block.kind == "cue" and block.cue != "image" and target and target[-1].kind == "cue" \
                and target[-1].cue == block.cue:
            # Code blocks in a row: one cue that says how many ("三段程式碼略過").
            target[-1] = replace(target[-1], count=target[-1].count + block.count)
            return
        target.append(block)

    def picture(alts: list[str]) -> None:
        """A picture with nothing said around it: after a lead-in ("如下：") say its alt text or a cue."""
        target = notes if in_footnotes else blocks
        if alts and _lead_in(target):
            alt = next((a for a in map(_usable_alt, alts) if a), "")
            add(Block("cue", (Segment(alt),) if alt else (), cue="image"))

    def pictures(sources: list[str]) -> None:
        """The first picture of a section becomes its chapter's art."""
        nonlocal section
        if sources and section is not None and not in_footnotes and not blocks[section].image:
            blocks[section] = replace(blocks[section], image=sources[0])

    i = 0
    while i < len(tokens):
        token = tokens[i]
        kind = token.type
        if kind == "heading_open":
            level = int(token.tag[1])
            inline = tokens[i + 1]
            # Every heading takes its id, spoken or not (ids of later ones count the earlier ones).
            # Hugo reads the Markdown of the heading's last line; the others its text.
            ids = tuple(a.next(inline.content.rsplit("\n", 1)[-1], heading_text(inline)) for a in anchors)
            segments = _clean(_inline_segments(inline, site=site))
            if _has_words(segments):
                add(Block("heading", segments, level, anchors=ids))
                if not in_footnotes:
                    section = len(blocks) - 1
            pictures(image_sources(inline))
            i += 3
            continue
        if kind == "paragraph_open":
            pictures(image_sources(tokens[i + 1]))
            images: list[str] = []
            segments = _clean(_inline_segments(tokens[i + 1], images, paragraph=True, site=site))
            if quote_depth and not item_depth:
                segments = tuple(_alert(list(segments)))
            if not item_depth and not in_footnotes and _only_domain(segments) and not _lead_in(blocks):
                # A link card (Zenn, Qiita: a URL alone on its line) is for eyes: "coconala.com" said on
                # its own means nothing; after a lead-in ("参考：") it says where, and stays.
                i += 3
                continue
            if _has_words(segments) or any(s.cue == "math" for s in segments):
                if in_footnotes:
                    add(Block("footnote", segments))
                elif item_depth:
                    add(Block("list_item", segments, item_depth, number=pending_item_number))
                    pending_item_number = None  # an item's later paragraphs are not numbered again
                elif quote_depth:
                    add(Block("quote", segments, quote_depth))
                else:
                    add(Block("paragraph", segments))
            else:
                picture(images)
            i += 3
            continue
        if kind in ("bullet_list_open", "ordered_list_open"):
            start = int(token.attrGet("start") or 1) if kind == "ordered_list_open" else 0
            list_stack.append([kind == "ordered_list_open", start])
        elif kind in ("bullet_list_close", "ordered_list_close"):
            if list_stack:
                list_stack.pop()
        elif kind == "list_item_open":
            item_depth += 1
            if list_stack and list_stack[-1][0]:
                pending_item_number = list_stack[-1][1]
                list_stack[-1][1] += 1
        elif kind == "list_item_close":
            item_depth = max(0, item_depth - 1)
            pending_item_number = None
        elif kind == "blockquote_open":
            quote_depth += 1
        elif kind == "blockquote_close":
            quote_depth = max(0, quote_depth - 1)
        elif kind == "footnote_block_open":
            in_footnotes += 1
        elif kind == "footnote_block_close":
            in_footnotes = max(0, in_footnotes - 1)
        elif kind in ("fence", "code_block"):
            add(Block("cue", (), cue="code"))
        elif kind == "table_open":
            add(Block("cue", (), cue="table"))
            while i < len(tokens) and tokens[i].type != "table_close":
                i += 1
        elif kind in ("math_block", "math_block_label"):
            add(Block("cue", (), cue="math"))
        elif kind == "html_block":
            # The words of an HTML block are the writer's: headings, paragraphs, items are heard;
            # an HTML table or <pre> is left out like its Markdown kin, and said so (text.html_text).
            parts, unclosed = html_parts(token.content)
            for n, part in enumerate(parts):
                if part.summary and _code_details(tokens, i, parts[n + 1:]):
                    continue  # `<details><summary>展開安裝指令</summary>` around code: a button's label
                if part.kind == "cue":
                    add(Block("cue", (), cue=part.cue))  # type: ignore[arg-type]
                elif part.kind == "image":
                    picture([part.text])
                else:
                    segments = _clean([_said_templates(Segment(t, code), site) for t, code in part.runs])
                    if not _has_words(segments):
                        continue
                    if in_footnotes:
                        add(Block("footnote", segments))
                    elif part.kind == "heading":
                        # An HTML heading gets no id from the site generator: its chapter links to the page.
                        add(Block("heading", segments, part.level))
                        section = len(blocks) - 1
                    elif part.kind == "list_item" or item_depth:
                        add(Block("list_item", segments, part.level + item_depth, number=part.number))
                    elif part.kind == "quote" or quote_depth:
                        add(Block("quote", segments, part.level + quote_depth))
                    else:
                        add(Block("paragraph", segments))
            pictures([s for s in map(_picture_source, _html_sources(token.content, _IMG_SRC)) if s])
            if unclosed:
                # `<pre><code>` with blank lines inside: Markdown cut it into blocks; what follows
                # up to its closing tag is still the code (never read as paragraphs).
                i = _after_closing(tokens, i + 1, unclosed)
                continue
        elif kind == "container_box_open":
            # `::: tip 标题`: the box's title is the writer's words (a summary, a heading), unless the box
            # holds only code (`::: details 点我查看代码`): then it is a button, and the code cue says it all.
            segments = _clean([Segment(container_title(token.info))])
            if _has_words(segments) and not _only_code(tokens, i + 1, _container_end(tokens, i)):
                add(Block("footnote" if in_footnotes else "paragraph", segments))
        elif kind == "shortcode_block":
            found = shortcode_image(token.content) if hasattr(token, "content") else None
            if found is not None:
                pictures([s for s in map(_picture_source, _html_sources(token.content, _SHORTCODE_SRC)) if s])
                picture([found])
        # hr, mdx_esm, liquid_block, other HTML: silently left out.
        i += 1
    if footnotes:
        blocks.extend(notes)
    return blocks
