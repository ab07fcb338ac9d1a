"""Markdown dialects beside CommonMark, each read as its renderer shows the page (learnt from their specs, not
from the blogs seen): one rule per family of syntax, registered in text.markdown_rules.build_parser.

  attribute lists   Python-Markdown's attr_list (`![x](a.png){ width="300" }`, `[a](b){ target=_blank }`,
                    `{ .lead }` closing a block), Pandoc's (`# Title {-}`, `{width=50%}`, a span
                    `[text]{.smallcaps}`), kramdown's IALs (`*x*{: style="…"}`): the page styles the element
                    with them and shows none of it. (text.tidy keeps the ones written after text it joined.)
  critic marks      pymdownx.critic, as its default "view" mode shows them: `{++inserted++}` and
                    `{==highlighted==}` said, `{--deleted--}` crossed out (read as struck-out text is),
                    `{~~old~>new~~}` the new words, `{>>comment<<}` the comment shown beside them.
  inline marks      pymdownx.caret's `^^inserted^^`, pymdownx.tilde's and Pandoc's `H~2~O` (a subscript):
                    the words without their marks; pymdownx.keys' `++ctrl+alt+del++`: the keys ("Ctrl+Alt+Del").
  kramdown          `{::comment}…{:/comment}` (also inline, also closed by `{:/}`): never shown; so is a Nunjucks,
                    Jinja or Tera comment `{# … #}` (Eleventy renders Markdown through its template engine).
  Hexo              `{% blockquote author, source %}…{% endblockquote %}`: a quote, then its attribution.
  embeds            Zenn's `@[youtube](id)`, `@[card](url)`, `@[tweet](url)`, Hashnode's `%[url]`: never words (a
                    video is a picture); Obsidian's block identifier `^abc123` closing a line: never shown.
  directives        remark-directive's and Nuxt MDC's inline `:name[label]{attributes}`: the label, nothing else;
                    an MDC block component `::name{props}` … `::`: its title prop, then its slots' Markdown (the
                    name, props, `#slot` names and YAML props block never); hugo-book's `<--->` column gap.
  continued items   a `*`/`-`/`+` bullet opening a continued line of a paragraph (marked and kramdown show a nested
                    item there): never said.
  code embeds       gatsby-remark-embed-video's `` `youtube: https://…` ``: a video (a picture), never the address.
  superscripts      Pandoc's, Typora's, pymdownx.caret's `2^10^` (a power, as `2^10` is) and `1^st^` ("1st").
  table of contents `[TOC]` (Python-Markdown), `[[toc]]` (VitePress, markdown-it-toc), `[[_TOC_]]` (GitLab),
                    `${toc}`, `@[toc]` (Typora, markdown-it-toc-done-right) alone on a line: the page puts a
                    list of its own headings there, never words of the article.
  code imports      VitePress `<<< @/snippets/a.js{2}`, VuePress `@[code{1-3} js](./a.js)`, pymdownx.snippets
                    `--8<-- "a.py"` (also its block form): the page shows a file's code, said as the code cue;
                    a snippet of Markdown or text (`--8<-- "includes/abbreviations.md"`, MkDocs Material's
                    glossary under every page) is the generator's include, left out.
  site plugins      surma.dev's markdown-it blocks `|||datatable` … `|||` (a table), `|||codediff|rust` (code),
                    `|||geometry` (a drawing): the plugin's input, never said; its cue.
  exports           WordPress's shortcodes (`[caption]` its words, `[embed]`/`[gallery]` a picture, `[code]` code),
                    Docsify's `?>`/`!>` tips and `':include'` links, MyST's roles, `(label)=` targets, `%` comments
                    and `+++` breaks, Quarto's `@fig-x` cross-references ("Figure 2"), Logseq's block properties and
                    `((block refs))`, Obsidian's nested tags `#a/b`, HackMD's `###### tags: `a`` line. (Notion's
                    and Logseq's page properties are front matter: text.readers.)

Where a mark means one thing in a dialect and another elsewhere, the rule asks whether the article is written in
that dialect (`_written_in`), as text.dialect_sites decides it from the dialect's evidence (its site's files, front
matter, the file's own markers, the blog's generator): Hexo's marked reads `~x~` as struck-out text, as GitHub does,
so a subscript is read only where PANDOC_MARKS is.
"""

from __future__ import annotations

import re
import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING

from markdown_it.token import Token

from narrate.patterns import LazyPattern

from .code_lines import sentences
from .dialect_sites import (
    CAPTION_ALT,
    CAPTION_TITLE,
    CODE_CAPTION,
    CODE_TITLE,
    DIRECTIVES,
    DOCSIFY,
    HASHTAGS,
    LOGSEQ,
    MYST,
    NOTE_FOLDER,
    PANDOC_MARKS,
    QUARTO,
    REMARK,
    SPOILERS,
    generator_dialects,
)
from .knitr_chunks import inline_r, knitted
from .model import REPLACED_ALT, framed
from .pictures import SHOWN_LABEL, figure_label
from .shortcodes import Closes, humanise_name

if TYPE_CHECKING:
    from markdown_it import MarkdownIt
    from markdown_it.rules_block import StateBlock
    from markdown_it.rules_core import StateCore
    from markdown_it.rules_inline import StateInline

__all__ = ["use_dialects"]

# One attribute of an attribute list: `#id`, `.class`, `key=value` (quoted or bare), Pandoc's `-` (unnumbered).
# (A bare value holds no `=`, `;` or parenthesis: `{c=a+b;a=b;b=c}` after `for(;n--;)` is code, a loop's body.)
_ATTRIBUTE = (
    r"""(?:[#.][\w-]{1,100}|[A-Za-z_][\w:.-]{0,40}=(?:"[^"\n]{0,300}"|'[^'\n]{0,300}'|[^\s"'{}=;()]{1,300})|-)"""
)
# `{ .a #b c=d }`, kramdown's `{: .a}` (`{:` with nothing but attributes after it).
_ATTRIBUTE_LIST = LazyPattern(rf"\{{:?[ \t]{{0,8}}{_ATTRIBUTE}(?:[ \t]{{1,8}}{_ATTRIBUTE}){{0,20}}[ \t]{{0,8}}\}}")
_REST_OF_LINE_BLANK = LazyPattern(r"[ \t]*(?:\n|$)")
# A block's attribute list, closing its line: one with an id or a class, kramdown's `{:…}`, Python-Markdown's
# spaced `{ key=value }`, Pandoc's `{-}`; `{name=value}` ending a sentence may be the syntax it is about.
_BLOCK_ATTRIBUTES = LazyPattern(r"\{(?::|[ \t]|-\}|[^}]*?(?<=[{ \t])[#.])")
# Closing a line after words, `{ x=1 }` (one-letter names, bare values) is a set or code the sentence is about:
# an element's attributes have names of words (`width`, `target`, `loading`).
_A_SET = LazyPattern(r"\{[ \t]*[A-Za-z]=[^\s\"'{}]+(?:[ \t]*,?[ \t]*[A-Za-z]=[^\s\"'{}]+)*[ \t]*\}")
# What an attribute list may be written right after (an element it styles): a link's or picture's `)` or `]`,
# code's backtick, emphasis' marks, a tag's `>`, an icon's `:` (`:octicons-heart-fill-24:{ .mdx-heart }`). After a letter or a space only where the line ends with it
# (a block's attributes: `## Title { #id }`, a paragraph's `{ .lead }` on its last line).
_STYLED = frozenset(")]`*_>:")


def _attribute_list(state: StateInline, silent: bool) -> bool:
    """An attribute list after the element it styles, or closing its line: the page shows none of it."""
    src, pos = state.src, state.pos
    if src[pos] != "{" or src[pos + 1 : pos + 2] in ("{", "%", "/"):
        return False
    found = _ATTRIBUTE_LIST.match(src, pos, state.posMax)
    if found is None:
        return False
    before = src[pos - 1] if pos else "\n"
    if before not in _STYLED and not (
        _REST_OF_LINE_BLANK.match(src, found.end(), state.posMax)
        and _BLOCK_ATTRIBUTES.match(found.group(0))
        and not _A_SET.fullmatch(found.group(0))
    ):
        return False
    if not silent:
        state.pending = state.pending.rstrip(" \t")  # (the space before it goes with it: `## Title {#id}`)
        _mark(state, "attribute list", found.group(0))
    state.pos = found.end()
    return True


def _mark(state: StateInline, rule: str, content: str, *, say: str = "", strike: str = "") -> None:
    """A `dialect_mark` token: `content` left out by `rule` (text.inline), `say` said in its place; `strike`
    "open"/"close" crosses out what lies between two marks (as `<del>` does)."""
    token = state.push("dialect_mark", "", 0)
    token.content = content
    token.meta = {"rule": rule, "say": say, "strike": strike}


def _inside(state: StateInline, start: int, end: int) -> None:
    """The source between `start` and `end` read as inline Markdown, in place."""
    old_pos, old_max = state.pos, state.posMax
    state.pos, state.posMax = start, end
    state.md.inline.tokenize(state)
    state.pos, state.posMax = old_pos, old_max


# Pandoc's bracketed span: `[text]{.class}`, its attributes right after the bracket.
_SPAN = LazyPattern(r"\[([^\[\]]{1,1000})\](?=\{)")


def _bracketed_span(state: StateInline, silent: bool) -> bool:
    """`[text]{.smallcaps}`: the text, its brackets and attributes left out."""
    src, pos = state.src, state.pos
    if src[pos] != "[" or state.linkLevel > 0:
        return False
    found = _SPAN.match(src, pos, state.posMax)
    if found is None:
        return False
    attributes = _ATTRIBUTE_LIST.match(src, found.end(), state.posMax)
    if attributes is None:
        return False
    if not silent:
        _mark(state, "bracketed span marks", "[")
        _inside(state, found.start(1), found.end(1))
        _mark(state, "attribute list", "]" + attributes.group(0))
    state.pos = attributes.end()
    return True


# pymdownx.critic: `{++ ++}`, `{-- --}`, `{~~ ~> ~~}`, `{== ==}`, `{>> <<}` (one paragraph each, no nesting).
_CRITIC = LazyPattern(
    r"\{(?:\+\+(?P<add>.{1,2000}?)\+\+|--(?P<cut>.{1,2000}?)--|~~(?P<old>.{0,1000}?)~>(?P<new>.{0,1000}?)~~"
    r"|==(?P<mark>.{1,2000}?)==|>>(?P<note>.{1,2000}?)<<)\}",
    re.S,
)


_CRITIC_CLOSES = {"++": "++}", "--": "--}", "~~": "~~}", "==": "==}", ">>": "<<}"}
# How far a mark's closing is looked for; whether it lies within reach is asked of one memo per inline state (a run
# of openers that never close costs one look each, not a scan each: benchmarks/pathological.py).
_MARK_REACH = 2000
_closes: weakref.WeakKeyDictionary[StateInline, Closes] = weakref.WeakKeyDictionary()


def _closing_near(state: StateInline, mark: str, start: int) -> bool:
    """Whether `mark` occurs within _MARK_REACH characters from `start`."""
    closes = _closes.get(state)
    if closes is None:
        closes = _closes[state] = Closes(state.src)
    return closes.within(mark, start, _MARK_REACH)


def _critic(state: StateInline, silent: bool) -> bool:
    """A CriticMarkup edit as pymdownx.critic's view shows it: inserted words said, deleted ones crossed out."""
    src, pos = state.src, state.pos
    if src[pos] != "{":
        return False
    closing = _CRITIC_CLOSES.get(src[pos + 1 : pos + 3])
    if closing is None or not _closing_near(state, closing, pos + 3):
        return False
    found = _CRITIC.match(src, pos, state.posMax)
    if found is None:
        return False
    if not silent:
        kind = found.lastgroup or ""
        if kind == "new":
            _struck(state, found.start("old"), found.end("old"), src[pos : found.start("old")])
            _mark(state, "critic marks", "~>", say=" ")  # (the old words then the new, each a word of its own)
            _inside(state, found.start("new"), found.end("new"))
            _mark(state, "critic marks", "~~}")
        elif kind == "cut":
            _struck(state, found.start("cut"), found.end("cut"), "{--")
            _mark(state, "critic marks", "--}")
        else:  # (a comment stands apart from the words it is about)
            space = " " if kind == "note" else ""
            _mark(state, "critic marks", src[pos : found.start(kind)], say=space)
            _inside(state, found.start(kind), found.end(kind))
            _mark(state, "critic marks", src[found.end(kind) : found.end()], say=space)
    state.pos = found.end()
    return True


def _struck(state: StateInline, start: int, end: int, marks: str) -> None:
    """The source between `start` and `end` read, crossed out: read as struck-out text is (text.inline)."""
    _mark(state, "critic marks", marks, strike="open")
    _inside(state, start, end)
    _mark(state, "critic marks", "", strike="close")


# pymdownx.keys: `++ctrl+alt+del++`, `++cmd+"My Key"++` (key names joined by `+`, no spaces).
_KEYS = LazyPattern(
    r"\+\+((?:[A-Za-z0-9][\w-]{0,30}|\"[^\"\n]{1,40}\")(?:\+(?:[\w-]{1,30}|\"[^\"\n]{1,40}\")){0,6})\+\+"
)
# pymdownx.keys' names the page shows other than as the key's name capitalised.
_KEY_NAMES = {"ctrl": "Ctrl", "cmd": "Cmd", "alt": "Alt", "shift": "Shift", "opt": "Option", "option": "Option"}


def _keys(state: StateInline, silent: bool) -> bool:
    """`++ctrl+alt+del++`: the keys the page draws, "Ctrl+Alt+Del"."""
    src, pos = state.src, state.pos
    if not src.startswith("++", pos) or (pos and src[pos - 1] in "+\\"):
        return False
    found = _KEYS.match(src, pos, state.posMax)
    if found is None or src[found.end() : found.end() + 1] == "+":
        return False
    if not silent:
        names = [_key_name(key) for key in found.group(1).split("+")]
        _mark(state, "key marks", found.group(0), say="+".join(names))
    state.pos = found.end()
    return True


def _key_name(key: str) -> str:
    if key.startswith('"'):
        return key.strip('"')
    return _KEY_NAMES.get(key.lower(), key[:1].upper() + key[1:])


# pymdownx.caret's `^^inserted^^` (its words underlined) and a subscript `H~2~O` (pymdownx.tilde, Pandoc): the
# words or characters without the marks. A subscript is a few letters or digits right after a letter, digit or
# `)` (`CO~2~`, `x~i~`); "1~3" ranges have no closing wave.
_INSERT = LazyPattern(r"\^\^(?=\S)(.{1,300}?)(?<=\S)\^\^(?!\^)")
_SUBSCRIPT = LazyPattern(r"~([A-Za-z0-9+\-]{1,10})~(?!~)")


def _insert(state: StateInline, silent: bool) -> bool:
    """`^^text^^`: underlined words, said."""
    src, pos = state.src, state.pos
    if not src.startswith("^^", pos) or (pos and src[pos - 1] == "^") or not _closing_near(state, "^^", pos + 2):
        return False
    found = _INSERT.match(src, pos, state.posMax)
    if found is None:
        return False
    if not silent:
        _mark(state, "emphasis marks", "^^")
        _inside(state, found.start(1), found.end(1))
        _mark(state, "emphasis marks", "^^")
    state.pos = found.end()
    return True


def _written_in(state: StateBlock | StateInline | StateCore, dialect: str) -> bool:
    """Whether the article's site is written in `dialect` (text.dialect_sites). A parse given no article's dialects
    (a JSX panel's one line, read apart: prose) has its generator's, as the article around it has."""
    found = state.env.get("dialects")
    if not isinstance(found, frozenset):
        found = generator_dialects(str(state.env.get("generator") or ""), mdx=bool(state.env.get("mdx")))
    return dialect in found


# Where the renderer makes `~x~` and `^x^` a subscript and a superscript (Pandoc, Typora, pymdownx: a plain folder
# of Markdown, or no site: PANDOC_MARKS). Hugo's goldmark, Astro's and Docusaurus' remark and Hexo's marked strike
# `~x~` out; Jekyll's kramdown shows both as written; none of them raises `^x^`.
def _raises_and_lowers(state: StateInline) -> bool:
    return _written_in(state, PANDOC_MARKS)


def _subscript(state: StateInline, silent: bool) -> bool:
    """`H~2~O`: a subscript, said as the characters it lowers (only where the renderer makes one)."""
    src, pos = state.src, state.pos
    if src[pos] != "~" or not pos or not (src[pos - 1].isascii() and (src[pos - 1].isalnum() or src[pos - 1] == ")")):
        return False
    # `1~3~5`, `v1~v3~v5`: waves between numbers or versions are ranges, whatever the renderer
    if src[pos + 1 : pos + 2] == "~" or src[pos - 1].isdigit() or not _raises_and_lowers(state):
        return False
    found = _SUBSCRIPT.match(src, pos, state.posMax)
    if found is None or src[found.end() : found.end() + 1].isdigit():
        return False
    if not silent:  # (the lowered characters stand apart: `H~2~O` "H 2 O")
        _mark(state, "emphasis marks", "~", say=" ")
        _inside(state, found.start(1), found.end(1))
        _mark(state, "emphasis marks", "~", say=" ")
    state.pos = found.end()
    return True


# kramdown's comment extension, in a paragraph: `{::comment}never shown{:/comment}` (or `{:/}`).
_KRAMDOWN_COMMENT = LazyPattern(r"\{::comment\}.{0,4000}?\{:/(?:comment)?\}", re.S)


def _kramdown_comment(state: StateInline, silent: bool) -> bool:
    """A kramdown comment inside a paragraph: the page never shows it."""
    if not state.src.startswith("{::comment}", state.pos) or not _closing_near(state, "{:/", state.pos + 11):
        return False
    found = _KRAMDOWN_COMMENT.match(state.src, state.pos, state.posMax)
    if found is None:
        return False
    if not silent:
        _mark(state, "kramdown comment", found.group(0))
    state.pos = found.end()
    return True


# How many lines a block's closing line is looked for (each opening looks ahead once: bounded, it stays linear).
_REACH = 200


# Zenn's (and markdown-it-embed's) embeds: `@[youtube](id)`, `@[tweet](url)`, `@[card](url)`, `@[speakerdeck](id)`,
# `@[gist](url)`: the page shows the embedded thing (a player, a card), no words of the article. Only those services'
# names: any other `@[name](url)` is an '@' and a link, a mention the page shows as "@name" (Luogu's and Hexo's
# `@[wangzhaohan2910](https://www.luogu.com.cn/user/…)`: s17 dev wangzhaohan2910 CSP2024游记 [2][9][13][14], the
# person dropped; fan2's MkDocs notes `@[github](…)`, `@[intel](…)`).
_EMBED_KINDS = (
    "youtube|vimeo|video|tweet|twitter|card|speakerdeck|slideshare|docswell|figma|gist|codepen|codesandbox"
    "|stackblitz|jsfiddle|blueprintue|bilibili|embed|iframe"
)
_EMBED = LazyPattern(rf"@\[({_EMBED_KINDS})\]\(([^()\s]{{1,1000}})\)")
_VIDEO_EMBEDS = frozenset({"youtube", "vimeo", "video", "slideshare", "speakerdeck", "docswell", "figma", "bilibili"})
_PLAYERS = frozenset({"youtube", "vimeo", "video", "bilibili"})
_LIVE_PAGES = frozenset({"codepen", "codesandbox", "stackblitz", "jsfiddle", "blueprintue", "embed", "iframe"})


def _embed(state: StateInline, silent: bool) -> bool:
    """`@[youtube](id)`: an embed, said as nothing (a video counts as a picture after a lead-in)."""
    src, pos = state.src, state.pos
    if not src.startswith("@[", pos) or (pos and src[pos - 1].isalnum()):
        return False
    found = _EMBED.match(src, pos, state.posMax)
    if found is None:
        return False
    if not silent:
        token = state.push("directive", "", 0)
        token.content = found.group(0)
        token.meta = {"image": found.group(1) in _VIDEO_EMBEDS, "video": found.group(1) in _PLAYERS, "frame": True}
        if found.group(1) in _LIVE_PAGES:
            # (a sandbox, a pen, a post shown live: an embedded page of its site where its address names one, said as
            # an `<iframe>` of it is — s20 held-out joj0hq redux-system [82], the TODO app after 'こちらが…アプリです。')
            token.meta.update(image=True, site=framed(found.group(2)))
    state.pos = found.end()
    return True


# Quarto's and pandoc-crossref's cross-references: `@fig-elephant` (`@fig:elephant`) shows "Figure 1", the kind's
# word and the number of that label among the article's labels of its kind, in the order they are defined
# (`{#fig-elephant}`, `#| label: fig-elephant`, `::: {#fig-cats}`); an undefined one shows the kind's word alone.
# Never "at fig elephant". (Quarto's words for the kinds: its language file's `crossref-*-prefix`, English's here.)
_CROSSREF_KINDS = {
    "fig": "Figure",
    "tbl": "Table",
    "sec": "Section",
    "eq": "Equation",
    "lst": "Listing",
    "thm": "Theorem",
    "lem": "Lemma",
    "cor": "Corollary",
    "prp": "Proposition",
    "cnj": "Conjecture",
    "def": "Definition",
    "exm": "Example",
    "exr": "Exercise",
}
_KIND = "|".join(_CROSSREF_KINDS)
_CROSSREF = LazyPattern(rf"(-?)@({_KIND})([-:])([A-Za-z0-9][\w-]{{0,80}}(?<!-))")
_CROSSREF_LABEL = LazyPattern(
    rf"(?:\{{[ \t]{{0,8}}#|label:[ \t]{{0,8}})((?:{_KIND})[-:][A-Za-z0-9][\w-]{{0,80}}(?<!-))"
)


def _crossref_numbers(src: str) -> dict[str, int]:
    """Each cross-reference label's number among its kind's, in the order the article defines them."""
    numbers: dict[str, int] = {}
    counts: dict[str, int] = {}
    if "fig" in src or "tbl" in src or "sec" in src or "eq" in src:
        for found in _CROSSREF_LABEL.finditer(src):
            label = found.group(1)
            if label not in numbers:
                kind = label[: len(label) - len(label.lstrip("abcdefghijklmnopqrstuvwxyz"))]
                counts[kind] = numbers[label] = counts.get(kind, 0) + 1
    return numbers


def _crossref_labels(state: StateCore) -> None:
    """The article's cross-reference labels numbered (`env["crossrefs"]`), where it refers to one."""
    if "@" in state.src and _CROSSREF.search(state.src):
        state.env["crossrefs"] = _crossref_numbers(state.src)


def _crossref(state: StateInline, silent: bool) -> bool:
    """`@fig-elephant`: "Figure 1", as Quarto's page shows it — where the article defines the label, or anywhere on
    a Quarto site (`_quarto.yml`: the label may be another page's)."""
    src, pos = state.src, state.pos
    if src[pos] != "@" and (src[pos] != "-" or src[pos + 1 : pos + 2] != "@"):
        return False
    if pos and (src[pos - 1].isalnum() or src[pos - 1] in "@./_"):
        return False
    found = _CROSSREF.match(src, pos, state.posMax)
    if found is None:
        return False
    numbers = state.env.get("crossrefs")
    number = numbers.get(found.group(2) + found.group(3) + found.group(4)) if isinstance(numbers, dict) else None
    if number is None and not _written_in(state, QUARTO):
        return False  # (a label the article never defines, off a Quarto site: a handle, an npm scope)
    if not silent:
        word = _CROSSREF_KINDS[found.group(2)]
        said = str(number) if found.group(1) and number else f"{word} {number}" if number else word
        _mark(state, "cross-reference", found.group(0), say=said)
    state.pos = found.end()
    return True


# Hashnode's embeds: `%[https://youtube.com/…]` alone on a line.
_PERCENT_EMBED = LazyPattern(r"%\[((?:https?:)?//[^\s\]]{1,1000})\]")
_VIDEO_HOSTS = LazyPattern(r"youtube\.com|youtu\.be|vimeo\.com|bilibili\.com|loom\.com", re.I)


def _percent_embed(state: StateInline, silent: bool) -> bool:
    """`%[url]`: an embed (a player, a card), never words."""
    src, pos = state.src, state.pos
    if not src.startswith("%[", pos):
        return False
    found = _PERCENT_EMBED.match(src, pos, state.posMax)
    if found is None:
        return False
    if not silent:
        token = state.push("directive", "", 0)
        token.content = found.group(0)
        video = bool(_VIDEO_HOSTS.search(found.group(1)))
        token.meta = {"image": video, "video": video}
    state.pos = found.end()
    return True


# WordPress's shortcodes, as exports to Markdown keep them (wordpress-export-to-markdown, Halo's and Typecho's
# importers, Hexo's migrator): `[caption id="…" width="300"]<img …/> A dog in the park[/caption]` shows the picture
# and its caption; `[embed]url[/embed]`, `[video …]`, `[audio …]`, `[gallery ids="1,2"]`, `[playlist …]` a player or
# pictures, never words. (The export's page is WordPress's, whichever generator builds it now: the writer meant a
# caption, and the shortcode's attributes were never anyone's words.)
_WP_OPEN = LazyPattern(r"\[(caption|wp_caption|embed|video|audio|gallery|playlist)((?:[ \t][^\[\]\n]{0,1000})?)\]")
_WP_CAPTION = LazyPattern(r"""(?<![\w-])caption=(?:"([^"\n]{1,1000})"|'([^'\n]{1,1000})')""")
_WP_SELF_CLOSING = frozenset({"gallery", "playlist", "video", "audio"})


def _wordpress_shortcode(state: StateInline, silent: bool) -> bool:
    """A WordPress shortcode: a caption's words said, a player's or gallery's never (each counts as a picture)."""
    src, pos = state.src, state.pos
    if src[pos] != "[" or src[pos + 1 : pos + 2] not in ("c", "w", "e", "v", "a", "g", "p"):
        return False
    opened = _WP_OPEN.match(src, pos, state.posMax)
    if opened is None:
        return False
    name, closing = opened.group(1), f"[/{opened.group(1)}]"
    closes = _closing_near(state, closing, opened.end())
    if not closes and (name not in _WP_SELF_CLOSING or "=" not in opened.group(2)):
        return False  # (`[embed]` in a sentence, never closed: the words as written)
    end = src.find(closing, opened.end(), state.posMax) if closes else -1
    if closes and end < 0:
        return False  # (its closing lies past this paragraph)
    finish = end + len(closing) if end >= 0 else opened.end()
    if not silent and name in ("caption", "wp_caption"):
        given = _WP_CAPTION.search(opened.group(2))
        _mark(state, "WordPress shortcode", opened.group(0), say=" ")
        _inside(state, opened.end(), end)
        said = f" {given.group(1) or given.group(2)}" if given else ""
        _mark(state, "WordPress shortcode", closing, say=said)
    elif not silent:
        token = state.push("directive", "", 0)
        token.content = src[pos:finish]
        token.meta = {"image": True}
    state.pos = finish
    return True


# Docsify's tips: a paragraph opened by `?> ` (a tip) or `!> ` (a warning) shows its words in a box, never the mark;
# its `[text](file.md ':include')` puts that file's content in the page (code with `:type=code`), never the link's
# words. Hugo's, Jekyll's, Hexo's, Astro's and Docusaurus' pages show the link as written (an include is read in a
# NOTE_FOLDER); a tip's mark is read only on a Docsify site (text.dialect_sites: elsewhere `?> ` is PHP's closing
# tag in a sentence).
_DOCSIFY_INCLUDE = LazyPattern(r"\[[^\[\]\n]{0,300}\]\([^\s()]{1,1000}[ \t]+(['\"]):include\b[^'\"\n]{0,300}\1\)")


def _docsify_tip(state: StateInline, silent: bool) -> bool:
    """`?> ` or `!> ` opening a paragraph: a box's mark, left out."""
    src, pos = state.src, state.pos
    if pos or src[:1] not in ("?", "!") or src[1:3] not in ("> ", ">\t"):
        return False
    if not _written_in(state, DOCSIFY):
        return False  # (off a Docsify site the mark is the writer's: PHP's `?>` closing tag)
    if not silent:
        _mark(state, "Docsify tip mark", src[:3])
    state.pos = 3
    return True


def _docsify_include(state: StateInline, silent: bool) -> bool:
    """`[text](file ':include')`: another file's content on the page, left out as an include is."""
    src, pos = state.src, state.pos
    if src[pos] != "[" or not _written_in(state, NOTE_FOLDER):
        return False
    if src.find(":include", pos, min(state.posMax, pos + 1400)) < 0:
        return False
    found = _DOCSIFY_INCLUDE.match(src, pos, state.posMax)
    if found is None:
        return False
    if not silent:
        _mark(state, "a file the generator includes", found.group(0))
    state.pos = found.end()
    return True


# remark-directive's text directive (Astro, Gatsby, Next.js, Docusaurus: every site that renders through remark) and
# Nuxt MDC's inline component: `:name[label]{attributes}` shows its label (`:kbd[Ctrl]`, `:abbr[HTML]{title="…"}`,
# `:badge[New]`); `:name{attributes}` (`:icon{name="mdi:github"}`) nothing of its own. A colon after a letter, a digit
# or another colon starts none (`key:value[0]`, `10:30`, `::leaf[…]`).
_TEXT_DIRECTIVE = LazyPattern(r":[A-Za-z][\w-]{0,40}(?:\[([^\[\]\n]{0,1000})\])?(\{[^{}\n]{0,1000}\})?")


# The generators that render through remark (and an .mdx file anywhere: REMARK) take every text directive. Hugo's
# goldmark, Jekyll's kramdown and Hexo's marked show `:w[file]{enter}` as written; a plain folder (or no site,
# perhaps a Nuxt content folder: DIRECTIVES) takes only a directive with its label, never a bare `:name{…}` (Ruby's
# `:name{a: 1}`).


def _text_directive(state: StateInline, silent: bool) -> bool:
    """`:name[label]{attributes}`: the label, read as Markdown; the name and attributes never shown."""
    src, pos = state.src, state.pos
    if src[pos] != ":" or (pos and (src[pos - 1].isalnum() or src[pos - 1] in ":_")):
        return False
    remark = _written_in(state, REMARK)
    if not remark and not _written_in(state, DIRECTIVES):
        return False
    found = _TEXT_DIRECTIVE.match(src, pos, state.posMax)
    if found is None or found.group(1) is None and (found.group(2) is None or not remark):
        return False
    if not silent:
        if found.group(1) is None:
            _mark(state, "directive marks", found.group(0))
        else:
            _mark(state, "directive marks", src[pos : found.start(1)])
            _inside(state, found.start(1), found.end(1))
            _mark(state, "directive marks", src[found.end(1) : found.end()])
    state.pos = found.end()
    return True


# A list marker opening a line that continues a paragraph (`* BeanShell PostProcessor` under an item, indented past
# what CommonMark counts as a nested list, or lazily inside a quote): Hexo's marked and kramdown show a nested item
# there, a bullet, never the star or dash as a word.
def _continued_item_marker(state: StateInline, silent: bool) -> bool:
    """`*`, `-` or `+` and a blank opening a continued line of a paragraph: a bullet, left out."""
    src, pos = state.src, state.pos
    if src[pos] not in "*-+" or src[pos + 1 : pos + 2] not in (" ", "\t") or not src[pos + 2 : pos + 3].strip():
        return False
    line = src.rfind("\n", 0, pos)
    if line < 0 or src[line + 1 : pos].strip(" \t"):
        return False  # (not at the start of a continued line)
    if not silent:
        _mark(state, "list marker on a continued line", src[pos : pos + 2])
    state.pos = pos + 2
    return True


# gatsby-remark-embed-video's (and its kin's) inline code that the site turns into a player: `` `youtube: https://…` ``,
# `` `video: https://www.youtube.com/embed/…` ``, `` `vimeo: 12345678` `` — a video, counted as a picture; never the
# address read out. An id has six characters or more and a digit or both cases (`` `video: false` `` stays code).
_CODE_EMBED = LazyPattern(
    r"`[ \t]?(?:youtube|video|vimeo|videoPress|twitch|twitchLive|dailymotion|spotify|soundcloud)[ \t]?:[ \t]?"
    r"(?:https?://[^\s`]{1,2000}|([\w-]{6,60}))[ \t]?`"
)


def _video_id(word: str) -> bool:
    """A player's id (`2Xc9gXyf2G4`, `5299404`, `kUJmAcSf`): a digit in it, or both cases; not a word (`false`)."""
    return any(c.isdigit() for c in word) or (word.lower() != word and word.upper() != word)


def _code_embed(state: StateInline, silent: bool) -> bool:
    """`` `youtube: url` ``: a player the site embeds, never words."""
    src, pos = state.src, state.pos
    if src[pos] != "`" or src[pos + 1 : pos + 2] == "`":
        return False
    found = _CODE_EMBED.match(src, pos, state.posMax)
    if found is None or (found.group(1) and not _video_id(found.group(1))):
        return False
    if not silent:
        token = state.push("directive", "", 0)
        token.content = found.group(0)
        token.meta = {"image": True, "video": "spotify" not in found.group(0) and "soundcloud" not in found.group(0)}
    state.pos = found.end()
    return True


# Obsidian's block identifier closing a paragraph or a line (`… text. ^abc123`): a link target, never shown.
_BLOCK_ID = LazyPattern(r"\^[A-Za-z0-9-]{1,60}(?=[ \t]*(?:\n|$))")


def _block_id(state: StateInline, silent: bool) -> bool:
    """`^block-id` after a space at the end of a line: left out."""
    src, pos = state.src, state.pos
    if src[pos] != "^" or not pos or src[pos - 1] not in " \t":
        return False
    found = _BLOCK_ID.match(src, pos, state.posMax)
    if found is None:
        return False
    if not silent:
        state.pending = state.pending.rstrip(" \t")
        _mark(state, "block identifier", found.group(0))
    state.pos = found.end()
    return True


# A superscript of Pandoc, Typora and pymdownx.caret: `2^10^`, `1^st^` (no space inside, right after what it
# raises). A number or a letter raised after a number is a power, said as `2^10` is; an ordinal's letters (`1^st^`)
# join their number.
# The raised characters are an operand: a word or a number (a sign before it), or operands joined by arithmetic's
# signs (`2^n-1^`, halfrost's De Bruijn: 2 to the n-1, s9), or one bracket (`2^(n−1)^`). `x^2+y^2`, `-2^31~2^31-1`,
# `2^63-1，…-2^63` are plain carets (the caret after what would be raised opens the next power, or a comma, a wave
# or CJK stands inside), and `a^b^c` (a letter right after) is C's XOR.
_OPERAND = r"[A-Za-z0-9]{1,20}"
_SUPERSCRIPT = LazyPattern(rf"\^([-+]?{_OPERAND}(?:[-+−*/]{_OPERAND}){{0,4}}|\([^()\s^]{{1,40}}\))\^(?![\^A-Za-z0-9])")
_NUMBER_BEFORE = LazyPattern(r"\d{1,10}$")
# An ordinal's letters, raised after its number (`1^st^`, `2^nd^`, `1^er^`, `2^e^`, `3^ème^`); any other letter raised
# after a number is the power's variable (`mod 2^n^` was said "2n", as if an ordinal, s9 halfrost De Bruijn).
_ORDINAL_LETTERS = frozenset(("st", "nd", "rd", "th", "er", "re", "e", "ème", "eme"))


def _superscript(state: StateInline, silent: bool) -> bool:
    """`x^2^`: the raised characters, as a power or an ordinal's letters."""
    src, pos = state.src, state.pos
    if (
        src[pos] != "^"
        or not pos
        or not (src[pos - 1].isalnum() or src[pos - 1] == ")")
        or src[pos + 1 : pos + 2] in "^["
        or not _raises_and_lowers(state)
    ):
        return False
    found = _SUPERSCRIPT.match(src, pos, state.posMax)
    if found is None:
        return False
    if not silent:
        raised = found.group(1)
        letters = raised.lower() in _ORDINAL_LETTERS and src[pos - 1].isdigit()
        if letters:  # ("1st" is one word to the account: the number and the letters it joins, declared)
            number = _NUMBER_BEFORE.search(src, max(0, pos - 12), pos)
            _mark(
                state,
                "an ordinal's letters joined to its number",
                f"{number.group(0) if number else ''} {raised}",
            )
        # Operands joined by signs are raised whole: bracketed, as a power of a bracket is said (text.lexicon).
        joined = not raised.startswith("(") and any(sign in raised[1:] for sign in "-+−*/")
        _mark(state, "superscript marks", "^", say="" if letters else "^(" if joined else "^")
        _inside(state, found.start(1), found.end(1))
        _mark(state, "superscript marks", "^", say=")" if joined else "")
    state.pos = found.end()
    return True


# Svelte's template tags (its block grammar: `{#if …}` `{:else}` `{/if}`, `{#each …}`, `{#await …}`, `{#key …}`,
# `{#snippet …}`, `{@html …}`, `{@const …}`, `{@debug …}`, `{@render …}`, `{@attach …}`) written in running text, as a
# post about Svelte names them ("[Implementing {@const} in if block](…)"): the page shows the tag as written, and
# the sentence is about it, so it is said whole, as a code span is — never its braces dropped ("Implementing at
# const": s10 held-out svelte.dev 2022-05-01-whats-new-in-svelte-may-2022 [45]), never taken for an attribute list
# or a template comment. A bare `{#key}` at a line's end is a heading's id (`## Keys {#key}`), not this.
_SVELTE_TAG = LazyPattern(
    r"\{(?:[#](if|each|await|key|snippet)(?:\s[^{}\n]{0,200})?|:(?:else|then|catch)(?:\s[^{}\n]{0,200})?"
    r"|/(?:if|each|await|key|snippet)|@(?:html|const|debug|render|attach)(?:\s[^{}\n]{0,200})?)\}"
)
_LINE_END = LazyPattern(r"[ \t]*(?:\n|$)")


def _svelte_tag(state: StateInline, silent: bool) -> bool:
    """`{@const}`, `{#each items as item}`, `{/if}` in text: a code span of the tag."""
    src, pos = state.src, state.pos
    # (`{{#each x}}` is Handlebars' or Mustache's, read by the template rules)
    if src[pos] != "{" or src[pos + 1 : pos + 2] not in ("#", ":", "/", "@") or src[pos - 1 : pos] == "{":
        return False
    found = _SVELTE_TAG.match(src, pos, state.posMax)
    if found is None or (found.group(0).count(" ") == 0 and found.group(1) and _LINE_END.match(src, found.end())):
        return False
    if not silent:
        token = state.push("code_inline", "code", 0)
        token.content, token.markup = found.group(0), ""
    state.pos = found.end()
    return True


# A Nunjucks, Jinja or Tera comment, `{# … #}` (Eleventy renders Markdown through its template engine first): never
# shown. (A heading's id `{#id}` closes with `}` alone.)
_TEMPLATE_COMMENT = LazyPattern(r"\{#.{0,2000}?#\}", re.S)


def _template_comment(state: StateInline, silent: bool) -> bool:
    """`{# a comment #}`: left out."""
    src, pos = state.src, state.pos
    if not src.startswith("{#", pos) or not _closing_near(state, "#}", pos + 2):
        return False
    found = _TEMPLATE_COMMENT.match(src, pos, state.posMax)
    if found is None:
        return False
    if not silent:
        _mark(state, "template comment", found.group(0))
    state.pos = found.end()
    return True


def _line(state: StateBlock, line: int) -> tuple[int, int]:
    return state.bMarks[line] + state.tShift[line], state.eMarks[line]


def _whole_line(state: StateBlock, start: int, silent: bool, pattern: LazyPattern, kind: str) -> bool:
    """One line matching `pattern` whole (not indented code): a `kind` token holding it."""
    begin, end = _line(state, start)
    if state.sCount[start] - state.blkIndent >= 4 or not pattern.fullmatch(state.src, begin, end):
        return False
    if silent:
        return True
    state.line = start + 1
    token = state.push(kind, "", 0)
    token.map, token.content = [start, state.line], state.src[begin:end]
    return True


_TOC_MARKER = LazyPattern(r"(?:\[TOC\]|\[\[_?TOC_?\]\]|\$\{TOC\}|@\[TOC\](?:\([^()\n]{0,200}\))?)[ \t]*", re.I)


def _toc_marker(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    """A table of contents' marker alone on its line (`[TOC]`, `[[toc]]`, `${toc}`, `@[toc]`): left out."""
    begin, _ = _line(state, start)
    if state.src[begin : begin + 1] not in ("[", "$", "@"):
        return False
    return _whole_line(state, start, silent, _TOC_MARKER, "toc_marker")


# HackMD's tag line: a heading whose words are only `tags:` and code spans (`###### tags: `心情` `youtube``): HackMD
# shows the note's tags there, its metadata, never a heading of the note (s12 dev HsuChiChen/article-hackmd: six
# notes opened with "tags: 心情 youtube" heard as a heading).
_HACKMD_TAGS = LazyPattern(r"#{1,6}[ \t]+tags[ \t]*[:：][ \t]*(?:`[^`\n]{1,100}`[ \t,，、]*){1,30}", re.I)


# A picture whose path has a space (`![](大话设计模式 总结 _img/1617829-….png)`, cnblogs' backup exporter): CommonMark
# takes no space in a destination, but the editors these files are written and read in (Typora, cnblogs' own) show the
# picture; its path ends in a picture's extension (s12 dev aisuperdoger/cnblogs_backup: 'Wireshark中抓到的信息如下：',
# '重点如下…：', '## 策略模式' then a picture, silent).
_SPACED_PICTURE = LazyPattern(r"!\[([^\[\]\n]{0,300})\]\(([^()\n<>\"]{1,500}?\.(?:png|jpe?g|gif|svg|webp|bmp))\)", re.I)


def _spaced_picture(state: StateInline, silent: bool) -> bool:
    """`![alt](a path with spaces.png)` alone on its line: a picture (an image token), as the exporter's editors show
    it."""
    if not state.src.startswith("![", state.pos):
        return False
    found = _SPACED_PICTURE.match(state.src, state.pos)
    if found is None or not any(ch.isspace() for ch in found.group(2)):
        return False
    if state.src[state.pos - 1 : state.pos] not in ("", "\n") or state.src[found.end() : found.end() + 1] not in (
        "",
        "\n",
    ):
        return False  # (inside a sentence the page shows the syntax as text: a leftover, never read)
    if not silent:
        token = state.push("image", "img", 0)
        token.attrs = {"src": found.group(2).strip(), "alt": ""}
        token.content = found.group(1)
        token.children = []
    state.pos = found.end()
    return True


# A picture with its size after its address, HackMD's (markdown-it-imsize) `![](https://i.imgur.com/a.png =400x)`,
# `![](<…/a.png> =400x300)`, `![a](a.png =x200)`: CommonMark takes `=400x` for no title and the whole for text; the
# notes' editor and the sites they are copied to show the picture, 400 pixels wide (s18 dev peienwu birthday:
# '解答點此：' then the answer as a picture, silent).
_SIZED_PICTURE = LazyPattern(
    r"!\[([^\[\]\n]{0,300})\]\([ \t]{0,8}(?:<([^<>\n]{1,2000})>|([^\s()<>]{1,2000}))[ \t]{1,8}=\d{0,5}x\d{0,5}[ \t]{0,8}\)"
)


def _sized_picture(state: StateInline, silent: bool) -> bool:
    """`![alt](address =WxH)`: a picture (an image token), its size left out as the page shows none of it."""
    if not state.src.startswith("![", state.pos):
        return False
    found = _SIZED_PICTURE.match(state.src, state.pos)
    if found is None or found.group(0).endswith("=x)"):
        return False
    if not silent:
        token = state.push("image", "img", 0)
        token.attrs = {"src": (found.group(2) or found.group(3)).strip(), "alt": ""}
        token.content = found.group(1)
        token.children = []
        token.meta = {"written": found.group(0)}  # (its brackets and size, left out with it: text.inline)
    state.pos = found.end()
    return True


# A line of only hashtags on a site with markdown-it-hashtag (`#shell`, `#php #laravel`, `#ruby #RubyOnRails`): the page
# shows tag badges linking to its tag pages, metadata of the section, not prose (s19 dev nakanakamu0828/techtalk:
# 17 tag lines read aloud with their signs). The plugin's tag is '#' then word letters, never only digits (`#1`, an
# issue's number, stays text).
_HASHTAG_LINE = LazyPattern(r"#(?!\d+(?:[ \t]|$))[\w.+-]{1,40}(?:[ \t]+#(?!\d+(?:[ \t]|$))[\w.+-]{1,40}){0,30}[ \t]*")


def _hashtag_tags(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    """A line of only hashtags where the site's Markdown shows them as tags (HASHTAGS): left out, as HackMD's."""
    begin, _ = _line(state, start)
    if state.src[begin : begin + 1] != "#" or not _written_in(state, HASHTAGS):
        return False
    return _whole_line(state, start, silent, _HASHTAG_LINE, "hashtag_tags")


def _hackmd_tags(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    """HackMD's `###### tags: `a` `b`` line: left out."""
    return _whole_line(state, start, silent, _HACKMD_TAGS, "hackmd_tags")


# VitePress `<<< @/snippets/a.js{2}` / `<<< ./a.js#region{1} [title]`, VuePress `@[code{1-3} js](./a.js)`: a
# path (a `/` or a `.` in it; `<<< 前の記事` is a link to the page before).
_CODE_IMPORT = LazyPattern(
    r"(?:<<<[ \t]{1,8}(?=[^\s]{0,500}[./])[^\s]{1,500}(?:[ \t]{1,8}\[[^\]\n]{0,200}\])?|@\[code\b[^\]\n]{0,200}\]\([^()\s]{1,500}\))[ \t]*"
)


def _code_import(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    """A line that imports a file's code into the page: the code cue."""
    begin, _ = _line(state, start)
    if state.src[begin : begin + 1] not in ("<", "@") or not state.src.startswith(("<<<", "@[code"), begin):
        return False
    return _whole_line(state, start, silent, _CODE_IMPORT, "code_block")


# pymdownx.snippets: `--8<-- "file"` on a line (the file's lines in its place), or a block of file names between
# two `--8<--` lines. `;--8<--` is the marker escaped: the page shows it.
_SNIPPET = LazyPattern(r"-{1,}8<-{1,}[ \t]*(?:\"([^\"\n]{1,500})\"|'([^'\n]{1,500})')?[ \t]*")
# A line of the block form: one file's path or URL (`;` comments it out), no space in it.
_FILE_LINE = LazyPattern(r"[ \t]*;?[^\s;]{1,500}[ \t]*")
# Files whose content is Markdown or text the generator includes (a glossary, a shared passage): narrate does
# not read the included file, and the page shows no code for it.
_PROSE_FILE = LazyPattern(r"\.(?:md|markdown|mdown|mkd|txt|html?)(?::[\d:-]*)?$", re.I)


def _snippet(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    """A pymdownx.snippets include: the code cue for code, left out for Markdown or text."""
    begin, stop = _line(state, start)
    if not state.src.startswith("-", begin) or state.src[begin + 1 : begin + 2] not in ("-", "8"):
        return False  # (a list's `- item` and a rule's `---` are passed over without a copy or a regex)
    if state.src.find("8<", begin, min(stop, begin + 40)) < 0 or state.sCount[start] - state.blkIndent >= 4:
        return False
    found = _SNIPPET.fullmatch(state.src, begin, stop)
    if found is None:
        return False
    last, files = start, [found.group(1) or found.group(2)]
    if files[0] is None:  # the block form: file names up to the next bare marker
        last, stop_at = start + 1, min(end, start + _REACH)
        while last < stop_at and not _SNIPPET.fullmatch(state.src, *_line(state, last)):
            if not _FILE_LINE.fullmatch(state.src, *_line(state, last)):
                return False  # a blank line or a sentence: prose between two scissors, which the page shows
            last += 1
        if last >= stop_at or last == start + 1:
            return False
        files = [state.src[slice(*_line(state, line))].strip() for line in range(start + 1, last)]
    if silent:
        return True
    state.line = last + 1
    prose = all(_PROSE_FILE.search(name) for name in files if name)
    token = state.push("included_file" if prose else "code_block", "", 0)
    token.map = [start, state.line]
    token.content = state.src[state.bMarks[start] : state.eMarks[last]]
    return True


_KRAMDOWN_COMMENT_OPEN = LazyPattern(r"\{::comment\}")
_KRAMDOWN_COMMENT_CLOSE = LazyPattern(r"\{:/(?:comment)?\}")


def _kramdown_comment_block(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    """kramdown's `{::comment}` … `{:/comment}` over lines: never shown."""
    begin, stop = _line(state, start)
    if not state.src.startswith("{::comment}", begin) or state.sCount[start] - state.blkIndent >= 4:
        return False
    last, stop_at = start, min(end, start + _REACH)
    while last < stop_at and not _KRAMDOWN_COMMENT_CLOSE.search(state.src, *_line(state, last)):
        last += 1
    if last >= stop_at:
        return False
    closing = _KRAMDOWN_COMMENT_CLOSE.search(state.src, *_line(state, last))
    if closing is None or state.src[closing.end() : state.eMarks[last]].strip():
        return False  # (words after it: a paragraph, read by the inline rule)
    if silent:
        return True
    state.line = last + 1
    token = state.push("kramdown_comment", "", 0)
    token.map, token.content = [start, state.line], state.src[begin : state.eMarks[last]]
    return True


# Hexo's `{% blockquote [author[, source]] [link] [link title] %}` … `{% endblockquote %}`: a quote, and under it the
# attribution the page shows ("— author, source"; the link's title in place of the source where given).
_HEXO_QUOTE = LazyPattern(r"\{%-?\s{0,20}blockquote(?:\s+(.{0,500}?))?\s{0,20}-?%\}[ \t]*")
_HEXO_QUOTE_END = LazyPattern(r"\{%-?\s{0,20}endblockquote\s{0,20}-?%\}[ \t]*")
_LINK_ARGUMENT = LazyPattern(r"(?:^|\s)(?:https?:)?//\S+")


def _attribution(arguments: str) -> str:
    """The words of a Hexo quote's footer: its author and source (or link title); no address."""
    words = _LINK_ARGUMENT.split(arguments, maxsplit=1)
    author = words[0].strip()
    title = words[1].strip() if len(words) > 1 else ""
    if title and "," not in author:
        return f"{author}, {title}" if author else title
    return author


# Hugo themes' quote shortcode (Stack's `{{< quote author="…" source="…" url="…" >}}` … `{{< /quote >}}`): a quote,
# then its footer, the author and the source (never the address).
_HUGO_QUOTE = LazyPattern(r"\{\{[<%]-?\s{0,20}(?:quote|blockquote)(\s.{0,1000}?)?\s{0,20}-?[%>]\}\}[ \t]*")
_HUGO_QUOTE_END = LazyPattern(r"\{\{[<%]-?\s{0,20}/\s{0,20}(?:quote|blockquote)\s{0,20}-?[%>]\}\}[ \t]*")
_QUOTE_PARAM = LazyPattern(r"""(?<![\w-])(author|source|cite)\s{0,3}=\s{0,3}(?:"([^"\n]{1,300})"|'([^'\n]{1,300})')""")


def _hugo_attribution(parameters: str) -> str:
    """The words of a Hugo quote's footer: its author, then its source."""
    found = {m.group(1): (m.group(2) or m.group(3) or "").strip() for m in _QUOTE_PARAM.finditer(parameters)}
    return ", ".join(word for word in (found.get("author"), found.get("source") or found.get("cite")) if word)


def _hexo_blockquote(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    """Hexo's blockquote tag or a Hugo quote shortcode over lines: a quote of the Markdown inside, then its
    attribution."""
    begin, stop = _line(state, start)
    if not state.src.startswith(("{%", "{{"), begin) or state.sCount[start] - state.blkIndent >= 4:
        return False
    hexo = state.src.startswith("{%", begin)
    opened = (_HEXO_QUOTE if hexo else _HUGO_QUOTE).fullmatch(state.src, begin, stop)
    if opened is None:
        return False
    closing = _HEXO_QUOTE_END if hexo else _HUGO_QUOTE_END
    last, stop_at = start + 1, min(end, start + _REACH)
    while last < stop_at and not closing.fullmatch(state.src, *_line(state, last)):
        last += 1
    if last >= stop_at:
        return False
    if silent:
        return True
    old_parent, old_line_max = state.parentType, state.lineMax
    state.parentType, state.lineMax = "blockquote", last
    token = state.push("blockquote_open", "blockquote", 1)
    token.markup, token.map = opened.group(0), [start, last + 1]
    state.md.block.tokenize(state, start + 1, last)
    said = (_attribution if hexo else _hugo_attribution)(opened.group(1) or "")
    if said:
        state.push("paragraph_open", "p", 1).map = [start, start + 1]
        inline = state.push("inline", "", 0)
        inline.content, inline.map, inline.children = said, [start, start + 1], []
        state.push("paragraph_close", "p", -1)
    state.push("blockquote_close", "blockquote", -1).markup = state.src[slice(*_line(state, last))]
    state.parentType, state.lineMax, state.line = old_parent, old_line_max, last + 1
    return True


# Nuxt MDC's block component: `::name{props}` alone on its line, its Markdown, a `::` line closing it (components
# nested inside by indentation, or by more colons: those are containers of their own). The page shows the Markdown
# of its slots; the slot markers (`#title`), a YAML block of props right after the opening (`---` … `---`) and the
# props are never shown, save the title, label or header the component shows above its body.
_MDC_OPEN = LazyPattern(r"::([A-Za-z][\w-]{0,40})(?:\[([^\[\]\n]{0,300})\])?(\{[^{}\n]{0,1000}\})?[ \t]*")
_MDC_CLOSE = LazyPattern(r"::[ \t]*")
_MDC_NESTING = 20  # components inside components, at most (each is a level of Python's stack)
_MDC_SLOT = LazyPattern(r"#[A-Za-z][\w-]{0,40}[ \t]*")
_MDC_TITLE = LazyPattern(r"""(?<![\w-])(?:title|label|header)=(?:"([^"\n]{1,300})"|'([^'\n]{1,300})')""")


def _mdc_component(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    """An MDC block component: its title, then the Markdown of its slots; its marks never."""
    begin, stop = _line(state, start)
    if not state.src.startswith("::", begin) or state.sCount[start] - state.blkIndent >= 4:
        return False
    opened = _MDC_OPEN.fullmatch(state.src, begin, stop)
    depth = state.env.get("mdc depth", 0)
    if opened is None or depth >= _MDC_NESTING:
        return False  # (nested deeper than any page: the lines are read as they stand, in bounded depth)
    close = _mdc_pairs(state).get(begin, -1)
    last = start + 1
    while last < end and state.bMarks[last] + state.tShift[last] < close:
        last += 1
    if last >= end or state.bMarks[last] + state.tShift[last] != close:
        return False  # (never closed: a leaf directive, left out by the inline rule)
    if silent:
        return True
    _component_marks(state, start)
    titled = _MDC_TITLE.search(opened.group(3) or "")
    title = (opened.group(2) or (next(g for g in titled.groups() if g) if titled else "")).strip()
    if title:
        state.push("paragraph_open", "p", 1).map = [start, start + 1]
        inline = state.push("inline", "", 0)
        inline.content, inline.map, inline.children = title, [start, start + 1], []
        state.push("paragraph_close", "p", -1)
    state.env["mdc depth"] = depth + 1
    _mdc_body(state, start + 1, last)
    state.env["mdc depth"] = depth
    _component_marks(state, last)
    state.line = last + 1
    return True


# Every MDC opening and closing line of the source (after any indentation or quote marks), for _mdc_pairs.
_MDC_LINE = LazyPattern(
    r"^[ \t>]*(::(?:[A-Za-z][\w-]{0,40}(?:\[[^\[\]\n]{0,300}\])?(?:\{[^{}\n]{0,1000}\})?)?)[ \t]*$", re.M
)


def _mdc_pairs(state: StateBlock) -> dict[int, int]:
    """Where each MDC component's opening `::name` closes (source offsets of their `::`), matched once per source
    with a stack, as nesting does: a run of openings that never close costs one pass, not a scan each."""
    memo = state.env.get("mdc components")
    if memo is not None and memo[0] is state.src:
        return memo[1]  # type: ignore[no-any-return]
    pairs: dict[int, int] = {}
    opened: list[int] = []
    if "::" in state.src:
        for line in _MDC_LINE.finditer(state.src):
            if line.group(1) != "::":
                opened.append(line.start(1))
            elif opened:
                pairs[opened.pop()] = line.start(1)
    state.env["mdc components"] = (state.src, pairs)
    return pairs


def _component_marks(state: StateBlock, line: int) -> None:
    """A component's mark line (its opening, a slot's name, its props, its closing): left out by its rule."""
    token = state.push("component_marks", "", 0)
    token.map, token.content = [line, line + 1], state.src[slice(*_line(state, line))]


def _mdc_body(state: StateBlock, first: int, last: int) -> None:
    """A component's lines from `first` to `last`: its props block and slot names as marks, the rest as Markdown."""
    at = first
    if at < last and state.src[slice(*_line(state, at))].strip() == "---":  # a YAML block of props
        close = next((n for n in range(at + 1, last) if state.src[slice(*_line(state, n))].strip() == "---"), -1)
        for n in range(at, close + 1):
            _component_marks(state, n)
        at = max(at, close + 1)
    begin = at
    for n in range(at, last):
        if _MDC_SLOT.fullmatch(state.src, *_line(state, n)):
            _markdown(state, begin, n)
            _component_marks(state, n)
            begin = n + 1
    _markdown(state, begin, last)


def _markdown(state: StateBlock, first: int, after: int) -> None:
    """Lines `first` up to `after` read as Markdown blocks (none of them past `after`)."""
    if first < after:
        old_line_max = state.lineMax
        state.lineMax = after
        state.md.block.tokenize(state, first, after)
        state.lineMax = old_line_max


# hugo-book's `{{< columns >}}` separates its columns with a `<--->` line: a gap on the page, no words.
_COLUMN_SEPARATOR = LazyPattern(r"<--->[ \t]*")


def _column_separator(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    """A `<--->` line (between columns): left out."""
    begin, _ = _line(state, start)
    if not state.src.startswith("<--->", begin):
        return False
    return _whole_line(state, start, silent, _COLUMN_SEPARATOR, "component_marks")


# gatsby-remark-custom-blocks: `[[info | A title]]` alone on its line, then its body on lines opened by `|`. The page
# shows a box: its title, then the body's words (never the kind or the bars).
_CUSTOM_BLOCK = LazyPattern(r"\[\[([A-Za-z][\w-]{0,40})(?:[ \t]*\|[ \t]*([^\[\]\n|]{0,300}?))?[ \t]*\]\][ \t]*")
_CUSTOM_BLOCK_LINE = LazyPattern(r"\|[ \t]?([^\n]*)")
_TABLE_DELIMITER = LazyPattern(r"[ \t]*:?-{3,}")


def _custom_block(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    """A gatsby-remark-custom-blocks box: its title, then its `|` lines as one paragraph of Markdown."""
    begin, stop = _line(state, start)
    if not state.src.startswith("[[", begin) or state.sCount[start] - state.blkIndent >= 4:
        return False
    opened = _CUSTOM_BLOCK.fullmatch(state.src, begin, stop)
    if opened is None or start + 1 >= end:
        return False
    lines: list[str] = []
    last = start + 1
    while last < end and (body := _CUSTOM_BLOCK_LINE.fullmatch(state.src, *_line(state, last))) is not None:
        lines.append(body.group(1))
        last += 1
    if not lines or any(line.rstrip().endswith("|") or _TABLE_DELIMITER.match(line) for line in lines):
        return False  # (a wiki link alone on its line, or one over a table)
    if silent:
        return True
    _component_marks(state, start)
    for text, line in ((opened.group(2) or "", start), (" ".join(lines), start + 1)):
        if text.strip():
            state.push("paragraph_open", "p", 1).map = [line, last]
            inline = state.push("inline", "", 0)
            inline.content, inline.map, inline.children = text.strip(), [line, last], []
            state.push("paragraph_close", "p", -1)
    state.line = last
    return True


# MyST's roles (Jupyter Book, Sphinx through myst-parser, mystmd): `{name}` right before a code span. The page shows
# what the role makes of its content: a citation's mark (never the key), a formula, code, an abbreviation's short
# form, a reference's words (`{ref}`text <label>`` shows "text"; a bare label shows the target's title, which only the
# built site knows: the label's words), any other role's content as text. Never the role's name.
_ROLE = LazyPattern(r"\{([A-Za-z][\w:+.-]{0,40})\}(`{1,3})(?!`)([^\n]{1,1000}?)(?<!`)\2(?!`)")
_ROLE_TARGET = LazyPattern(r"^(.{0,1000}?)\s*<([^<>]{1,500})>$", re.S)
_CODE_ROLES = frozenset({"code", "literal", "file", "command", "samp", "program", "envvar", "option", "makevar"})
_REFERENCE_ROLES = frozenset({"ref", "numref", "doc", "any", "eq", "download", "external", "prf:ref", "term", "cite:p"})


def _myst_role(state: StateInline, silent: bool) -> bool:
    """`{ref}`label``, `{math}`x^2``, `{cite}`key``: what the role shows, never its name or a citation's key."""
    src, pos = state.src, state.pos
    if src[pos] != "{" or state.env.get("mdx") or src.find("}`", pos, pos + 45) < 0:
        return False
    found = _ROLE.match(src, pos, state.posMax)
    if found is None:
        return False
    if silent:
        state.pos = found.end()
        return True
    name, content = found.group(1).lower(), found.group(3).strip()
    if name.startswith(("cite", "footcite", "bibliography")):
        _mark(state, "MyST role", found.group(0))
    elif name == "math":
        token = state.push("math_inline", "math", 0)
        token.content, token.markup = content, "$"
        _mark(state, "MyST role", src[pos : found.start(2)])
    elif name in _CODE_ROLES:
        _mark(state, "MyST role", src[pos : found.start(2)])
        token = state.push("code_inline", "code", 0)
        token.content, token.markup = content, found.group(2)
    else:
        target = _ROLE_TARGET.match(content)
        if name == "abbr" and "(" in content:
            said = content.split("(", 1)[0].strip()
        elif target is not None and target.group(1).strip():
            said = target.group(1).strip()
        elif name in _REFERENCE_ROLES:
            said = humanise_name(content.rsplit("/", 1)[-1].rsplit(".", 1)[0] if name == "doc" else content)
        else:
            said = content
        _mark(state, "MyST role", found.group(0), say=said)
    state.pos = found.end()
    return True


# MyST's link with no text of its own (`[](./root-gstyle-setoptlog.md)`, `[](#label)`, `[](project:#intro)`): the page
# shows the target's title, which only the built site knows — its name's words are said, as for a bare `{doc}` role.
# Anywhere else such a link shows nothing. A web address keeps its reading (MyST shows the address itself).
_EMPTY_LINK = LazyPattern(r"\[\]\((?!\w{2,10}://|mailto:)<?([^()<>\s]{1,500}?)>?\)")


def _myst_page_link(state: StateInline, silent: bool) -> bool:
    """`[](./page.md)` on a MyST page: the target's name, said (s13 held-out shotakaha root-tcanvas-log [4],
    geant4-physics-scintillation [9]: a seealso box of one such link was silent)."""
    src, pos = state.src, state.pos
    if not src.startswith("[](", pos) or not _written_in(state, MYST):
        return False
    found = _EMPTY_LINK.match(src, pos, state.posMax)
    if found is None:
        return False
    target = found.group(1)
    if ":" in target and not target.startswith((".", "/")):
        target = target.split(":", 1)[1]  # (`project:`, `path:`, `inv:`: the scheme names no words)
    # (a section's label when there is one: the page shows that section's title)
    last = (target.rsplit("#", 1)[-1] or target.split("#", 1)[0]).rstrip("/").rsplit("/", 1)[-1]
    said = humanise_name(last.rsplit(".", 1)[0] if "." in last else last)
    if not said:
        return False
    # (on a line of its own inside a sentence, "詳しくは\n[](./x.md)\nに整理しました。", it is a word of that
    # sentence, as the page shows it: the line breaks around it are blanks, never a line of names)
    end = found.end() + 1 if src.startswith("\n", found.end()) and found.end() + 1 < state.posMax else found.end()
    if not silent:
        if state.tokens and state.tokens[-1].type == "softbreak":
            state.tokens[-1].type, state.tokens[-1].content = "text", " "
        said += " " if end > found.end() else ""
        _mark(state, "MyST link to a page, said by its target's name", src[found.start() : end], say=said)
        state.tokens[-1].meta["page_link"] = True  # (a list of them alone is a list of links: text.prose)
    state.pos = end
    return True


# MyST's lines of markup: a target `(label)=` over a heading, a comment `% …`, a block break `+++` (with its JSON
# metadata). A MyST page shows none of them; every other page shows each as the words it is (`%d は整数の書式指定子
# です。`, `+++ b/index.php は…`), so they are markup only where the site is MyST's (text.dialect_sites). (A comment
# is taken outside lists and quotes: an item may open with "% Time".)
_MYST_TARGET = LazyPattern(r"\([\w.:/-]{1,200}\)=[ \t]*")  # (a label may hold a slash: `(howto/include-md)=`)
_MYST_COMMENT = LazyPattern(r"%(?![%\[])[^\n]*")
_MYST_BREAK = LazyPattern(r"\+\+\+(?:[ \t][^\n]*)?")


def _outside_lists(state: StateBlock, begin: int) -> bool:
    """Whether the line starting at `begin` is at the top level: in no list item, no quote."""
    line_start = state.src.rfind("\n", 0, begin) + 1
    return state.blkIndent == 0 and state.parentType != "list" and not state.src[line_start:begin].strip()


def _myst_line(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    """A MyST target, comment or block break line: left out."""
    begin, _ = _line(state, start)
    first = state.src[begin : begin + 1]
    if first not in ("(", "+", "%") or not _written_in(state, MYST):
        return False
    if first == "(":
        pattern = _MYST_TARGET
    elif first == "+":
        pattern = _MYST_BREAK
    elif _outside_lists(state, begin):
        pattern = _MYST_COMMENT
    else:
        return False
    return _whole_line(state, start, silent, pattern, "component_marks")


# Logseq's block properties, a `key:: value` line under a block's first line (`id:: 64a1b2c3-…`, `collapsed:: true`):
# the page never shows them. A block reference `((64a1b2c3-…))` shows the words of the block with that id (found in
# the same page by its `id::` line; elsewhere, another page's block that only the graph knows: nothing).
_BLOCK_PROPERTY = LazyPattern(r"\n[ \t]*[A-Za-z][\w-]{0,40}::[ \t]+\S[^\n]*(?=\n|$)")
_BLOCK_REFERENCE = LazyPattern(r"\(\(([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\)\)")
_BLOCK_ID_LINE = LazyPattern(
    r"^[ \t]*id::[ \t]+([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})[ \t]*$", re.M
)
_BULLET_LINE = LazyPattern(r"^[ \t]*[-*+][ \t]+(.*)$")
_INLINE_MARKS = LazyPattern(r"\*\*|__|`|\[\[|\]\]")


def _block_property(state: StateInline, silent: bool) -> bool:
    """A line break, then a `key:: value` line: a Logseq block's property, left out with its line."""
    src, pos = state.src, state.pos
    if src[pos] != "\n" or src.find("::", pos, pos + 50) < 0 or not _written_in(state, LOGSEQ):
        return False
    found = _BLOCK_PROPERTY.match(src, pos, state.posMax)
    if found is None:
        return False
    if not silent:
        _mark(state, "Logseq block property", found.group(0).strip(), say=" ")
    state.pos = found.end()
    return True


def _logseq_blocks(state: StateCore) -> None:
    """The first line of each block a page gives an `id::` (`env["block ids"]`), where the page refers to one."""
    if "((" not in state.src or "id::" not in state.src:
        return
    lines = state.src.split("\n")
    starts = {m.start(): m for m in _BLOCK_ID_LINE.finditer(state.src)}
    ids: dict[str, str] = {}
    offset = 0
    above: re.Match[str] | None = None  # the nearest bullet line above (kept as the lines go: each is read once)
    for line in lines:
        found = starts.get(offset)
        if found is not None and above is not None:
            ids[found.group(1)] = _INLINE_MARKS.sub("", above.group(1)).strip()
        above = _BULLET_LINE.match(line) or above
        offset += len(line) + 1
    state.env["block ids"] = ids


def _block_references(state: StateCore) -> None:
    """`((uuid))` in a text run: the referenced block's words, or nothing. (After the inline rules: a parenthesis
    ends no text run, so no inline rule is asked there.)"""
    if "((" not in state.src:
        return
    ids = state.env.get("block ids")
    for token in state.tokens:
        if token.type != "inline" or "((" not in token.content:
            continue
        children: list[Token] = []
        for child in token.children or []:
            if child.type != "text" or "((" not in child.content:
                children.append(child)
                continue
            last = 0
            for found in _BLOCK_REFERENCE.finditer(child.content):
                if found.start() > last:
                    children.append(_text_token(child.content[last : found.start()]))
                mark = Token("dialect_mark", "", 0)
                said = ids.get(found.group(1), "") if isinstance(ids, dict) else ""
                mark.content, mark.meta = found.group(0), {"rule": "Logseq block reference", "say": said, "strike": ""}
                children.append(mark)
                last = found.end()
            if last < len(child.content):
                children.append(_text_token(child.content[last:]))
        token.children = children


def _picture_captions(state: StateCore) -> None:
    """A picture's caption where the site shows one under it (gatsby-remark-images' `showCaptions`: its title, else
    its alt text): the caption's words after the picture, read as Markdown, as a `<figcaption>` is read."""
    by_title, by_alt = _written_in(state, CAPTION_TITLE), _written_in(state, CAPTION_ALT)
    if not (by_title or by_alt) or "![" not in state.src:
        return
    for token in state.tokens:
        if token.type == "inline" and token.children and "![" in token.content:
            token.children = _captioned(state, token.children, by_title=by_title, by_alt=by_alt)


# A spoiler `||words||` where the site's own plugin shows one (SPOILERS, text.dialect_sites): the words, never the
# bars (s21 held-out qian403 PicoCTF_easy `picoCTF{||…||}` said "豎線豎線…", `||這是效果||` cued as a table). As the
# plugin matches them: both pairs of bars inside one run of text (never across code, a link or emphasis).
_SPOILER = LazyPattern(r"\|\|([^\n]{1,2000}?)\|\|")


def _spoilers(state: StateCore) -> None:
    """Each spoiler of the article's paragraphs, its bars marked (`spoiler marks`) around its words."""
    if "||" not in state.src or not _written_in(state, SPOILERS):
        return
    for token in state.tokens:
        if token.type == "inline" and token.children and "||" in token.content:
            token.children = [part for child in token.children for part in _spoiled(child)]


def _spoiled(child: Token) -> list[Token]:
    """A text token cut at its spoilers' bars."""
    if child.type != "text" or "||" not in child.content:
        return [child]
    text, last, parts = child.content, 0, []
    for found in _SPOILER.finditer(text):
        before = Token("text", "", 0)
        before.content = text[last : found.start()]
        words = Token("text", "", 0)
        words.content = found.group(1)
        parts += [before, _bars(), words, _bars()]
        last = found.end()
    if not parts:
        return [child]
    after = Token("text", "", 0)
    after.content = text[last:]
    return [part for part in (*parts, after) if part.type != "text" or part.content]


def _bars() -> Token:
    token = Token("dialect_mark", "", 0)
    token.content = "||"
    token.meta = {"rule": "spoiler marks", "say": "", "strike": ""}
    return token


def _captioned(state: StateCore, tokens: list[Token], *, by_title: bool, by_alt: bool) -> list[Token]:
    """`tokens` (a paragraph's) with each picture's caption: a picture on a line of its own is described by it (one
    figure, one cue: the lead's rulings 2, 3, 4, 4b), one amid a line's words has it said after it."""
    children: list[Token] = []
    for n, child in enumerate(tokens):
        children.append(child)
        if child.type != "image":
            continue
        title = str(child.attrGet("title") or "").strip() if by_title else ""
        caption = title or (child.content.strip() if by_alt else "")
        if caption and _own_line(tokens, n):
            _described_by(child, caption)
        elif caption:  # (a block under the picture: its words apart from the paragraph's either side)
            child.meta = {**(child.meta or {}), "captioned": True}  # (its caption speaks for it: text.pictures)
            shown = state.md.parseInline(caption, state.env)
            words_before = any(c.type == "text" and c.content.strip() for c in tokens[:n])
            words_after = any(c.type == "text" and c.content.strip() for c in tokens[n + 1 :])
            children += [_caption_break(words_before), *(shown[0].children or [] if shown else [])]
            children += [_caption_break(True)] if words_after else []
    return children


# What a line holding only pictures may hold besides them: a link around one, a break's spaces.
_BESIDE_A_PICTURE = frozenset(("image", "link_open", "link_close"))
_LINE_BREAKS = frozenset(("softbreak", "hardbreak"))


def _own_line(tokens: list[Token], n: int) -> bool:
    """Whether the picture `tokens[n]` stands on a source line holding only pictures (linked or not): a figure the
    page shows as a block of its own, first, middle or last line of its paragraph (s23 dev FacerAin albert-paper)."""
    start = next((m + 1 for m in range(n - 1, -1, -1) if tokens[m].type in _LINE_BREAKS), 0)
    end = next((m for m in range(n + 1, len(tokens)) if tokens[m].type in _LINE_BREAKS), len(tokens))
    return all(t.type in _BESIDE_A_PICTURE or t.type == "text" and not t.content.strip() for t in tokens[start:end])


def _described_by(picture: Token, caption: str) -> None:
    """A picture on a line of its own described by the caption the site shows under it (its title, else its alt):
    said by the picture rules as one cue carrying it, the way an `<figcaption>` is (text.pictures: a placeholder or a
    number for a caption is the bare cue; a run of such pictures one album cue). The alt it replaces is kept for the
    account (model.REPLACED_ALT) — never again a bare prose line beside a silent picture (s23 dev FacerAin
    albert-paper, opensource-softdelete, loft-paper: gatsby-remark-images `showCaptions: true`)."""
    if figure_label(caption):  # ("Figure 1" under it: the cue carries the label, text.pictures SHOWN_LABEL)
        picture.meta = {**(picture.meta or {}), SHOWN_LABEL: True}
    if caption == picture.content.strip():
        return
    picture.meta = {**(picture.meta or {}), REPLACED_ALT: picture.content}
    picture.content = caption


# A code block's title in its fence's info (```py title="a.py"```, ``` { .py title='Setup' } ```): printed above the
# block by MkDocs Material (pymdownx SuperFences) and Docusaurus; GitHub and most generators hide the info string.
_CODE_TITLE_INFO = LazyPattern(r"""(?:^|[\s{])title=(?:"([^"\n]{1,300})"|'([^'\n]{1,300})')""")


def _code_titles(state: StateCore) -> None:
    """A code block's title where the site prints it above the block (CODE_TITLE, or CODE_CAPTION's words after the
    language): kept on the fence's token (meta "title"), said in the code's cue (text.prose)."""
    titled = "title=" in state.src and _written_in(state, CODE_TITLE)
    captioned = _written_in(state, CODE_CAPTION)
    if not titled and not captioned:
        return
    for token in state.tokens:
        if token.type != "fence":
            continue
        found = _CODE_TITLE_INFO.search(token.info) if titled and "title=" in token.info else None
        title = (found.group(1) or found.group(2)).strip() if found is not None else None
        if title is None and captioned:
            title = _hexo_caption(token.info)
        if title:
            token.meta = {**(token.meta or {}), "title": title}


# Options a fence's info string carries after its language (`{1,3-4}`, `hl_lines="2"`, `linenos`, `mark:1`): no words
# the page prints.
_FENCE_OPTIONS = LazyPattern(r"[{\[(].*|(?:[\w-]{1,40}[=:]\S+|linenos|showLineNumbers|nowrap)(?:\s.*)?", re.S)
# Hexo's caption: its title, then an address and the address's link text (`js Title https://x.y/a.js Source`).
_CAPTION_URL = LazyPattern(r"(.*?)\s+https?://\S+(?:\s+(.*))?", re.S)


def _hexo_caption(info: str) -> str | None:
    """The caption Hexo prints above a fence (```` ```[language] [title] [url] [link text] ````): the words after its
    language; none for a language alone or a language with options."""
    parts = info.strip().split(None, 1)
    if len(parts) < 2 or _FENCE_OPTIONS.fullmatch(parts[1]):
        return None
    linked = _CAPTION_URL.fullmatch(parts[1])
    if linked is None:
        return parts[1].strip()
    return " ".join(part.strip() for part in linked.groups() if part and part.strip()) or None


def _caption_break(sentence: bool) -> Token:
    """A caption's edge: a sentence's end where words of the paragraph stand beside it, else a space."""
    mark = Token("dialect_mark", "", 0)
    mark.meta = {"rule": "picture caption", "say": ". " if sentence else " ", "strike": ""}
    return mark


def _text_token(content: str) -> Token:
    token = Token("text", "", 0)
    token.content = content
    return token


# Obsidian's (and Quartz's, Logseq's) nested tag `#project/idea`: one tag, shown as written in a pill; heard as its
# words, "#project idea", as a tag of one word is ("#tools"), never "slash". Hugo's, Jekyll's, Hexo's, Astro's and
# Docusaurus' pages show no tags in the text: a tag is read in a NOTE_FOLDER.
_NESTED_TAG = LazyPattern(r"#([^\W\d][\w-]{0,60})((?:/[\w-]{1,60}){1,8})(?![\w/])")


def _nested_tag(state: StateInline, silent: bool) -> bool:
    """`#tag/sub`: a nested tag, its parts said as words."""
    src, pos = state.src, state.pos
    if src[pos] != "#" or (pos and not src[pos - 1].isspace()) or src.find("/", pos, pos + 62) < 0:
        return False
    if not _written_in(state, NOTE_FOLDER):
        return False
    found = _NESTED_TAG.match(src, pos, state.posMax)
    if found is None:
        return False
    if not silent:
        words = [found.group(1), *found.group(2).strip("/").split("/")]
        _mark(state, "nested tag", found.group(0), say="#" + " ".join(words))
    state.pos = found.end()
    return True


# WordPress's code shortcodes over lines (`[code language="python"]` … `[/code]`, `[sourcecode]`): code, as a fence is.
_WP_CODE = LazyPattern(r"\[(code|sourcecode)(?:[ \t][^\[\]\n]{0,300})?\]")


def _wordpress_code(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    """`[code …]` … `[/code]` from the start of a line: a code sample (its lines never read as Markdown)."""
    begin, stop = _line(state, start)
    if not state.src.startswith(("[code", "[sourcecode"), begin) or state.sCount[start] - state.blkIndent >= 4:
        return False
    opened = _WP_CODE.match(state.src, begin, stop)
    if opened is None:
        return False
    closing = f"[/{opened.group(1)}]"
    last, stop_at = start, min(end, start + _REACH)
    while last < stop_at and state.src.find(closing, *_line(state, last)) < 0:
        last += 1
    if last >= stop_at:
        return False
    after = state.src.find(closing, *_line(state, last)) + len(closing)
    if state.src[after : state.eMarks[last]].strip():
        return False  # (words after it on its line: a sentence about the shortcode)
    if silent:
        return True
    state.line = last + 1
    token = state.push("code_block", "", 0)
    token.map, token.content = [start, state.line], state.src[begin : state.eMarks[last]]
    return True


# Go's website (golang/website: internal/web/render.go's template functions, _content/blog/default.tmpl's
# `image` and `video`): a line that is one call of them. `{{code "file.go"}}` and `{{play "file.go" `/START/`}}`
# show a file's code; `{{raw `…`}}` (over lines) its text as written, a code sample; `{{image "a.png" 600}}` a
# picture; `{{video "url"}}` a player.
_GO_CALL = LazyPattern(r"\{\{-?[ \t]{0,4}(code|play|raw|image|video)[ \t]+(?:\"[^\"\n]{1,500}\"|`)")
_GO_CALL_LINE = LazyPattern(r"[^\n]{0,2000}\}\}[ \t]*")
_GO_RAW_END = LazyPattern(r"`[ \t]{0,4}-?\}\}[ \t]*$")


def _go_template_call(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    """A line that is one of Go's website's template calls (above): code (`code_block`), a picture or a player
    (`shortcode_block`, read as a picture shortcode is); `{{raw `` runs to its closing `` `}} ``."""
    begin, stop = _line(state, start)
    if not state.src.startswith("{{", begin) or state.sCount[start] - state.blkIndent >= 4:
        return False
    call = _GO_CALL.match(state.src, begin, stop)
    if call is None:
        return False
    last = start
    if call.group(1) == "raw":
        stop_at = min(end, start + _GO_RAW_REACH)
        while last < stop_at and not _GO_RAW_END.search(state.src, state.bMarks[last], state.eMarks[last]):
            last += 1
        if last >= stop_at:
            return False
    elif not _GO_CALL_LINE.fullmatch(state.src, call.end(), stop):
        return False  # (words after the call on its line: a sentence that names it)
    if silent:
        return True
    state.line = last + 1
    kind = "shortcode_block" if call.group(1) in ("image", "video") else "code_block"
    token = state.push(kind, "", 0)
    token.map, token.content = [start, state.line], state.src[begin : state.eMarks[last]]
    return True


_GO_RAW_REACH = 2000  # lines a `{{raw `` call may span


# A site's own markdown-it block plugin marked `|||name` … `|||` (surma.dev's plugins/data-table.js, codediff.js,
# geometry.js: `md.block.ruler.after("blockquote", …)` taking the lines from a `|||name` line to the next `|||`). Its
# body is the plugin's input (a JavaScript object, a diff), never words: the page shows what the plugin renders, a
# table, code or a drawing (text.prose._fence says which by the name).
_PIPE_BLOCK = LazyPattern(r"\|\|\|([A-Za-z][\w-]{0,40})((?:\|[\w+#.-]{1,40}){0,3})[ \t]*")
_PIPE_REACH = 1000  # lines a plugin's block may span


def _pipe_block(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    """`|||name` on a line of its own up to the first `|||` after it, as the plugins find their end (`indexOf`, a
    `||||` line too): a fence whose info is the plugin's name (meta `site_block`), its code never read as Markdown.
    A body with a sentence in it is no plugin's input: read as written (a cue never hides prose)."""
    begin, stop = _line(state, start)
    if not state.src.startswith("|||", begin) or state.sCount[start] - state.blkIndent >= 4:
        return False
    opened = _PIPE_BLOCK.fullmatch(state.src, begin, stop)
    if opened is None:
        return False
    closing = state.src.find("|||", stop)
    last = start + 1
    while last < min(end, start + _PIPE_REACH) and state.eMarks[last] < closing:
        last += 1
    if closing < 0 or last >= min(end, start + _PIPE_REACH):
        return False
    content = state.src[state.bMarks[start + 1] : closing] if last > start else ""
    if sentences(content):
        return False
    if silent:
        return True
    state.line = last + 1
    token = state.push("fence", "code", 0)
    token.info = opened.group(1).lower()
    token.meta = {"site_block": opened.group(1).lower()}
    token.map, token.content = [start, state.line], content
    return True


# A grid table (Pandoc's `grid_tables`, also reStructuredText's and MyST's): a border `+-----+----+` (`=` under the
# header, `:` for alignment) over rows of `| cell | cell |` lines, closed by a border. Pandoc, Quarto and R Markdown
# show a table there; a renderer without the extension shows the same lines as a drawing of one. Either way it is a
# table (the table's cue, as a pipe table gets), never its borders and cells read as a paragraph (s15 dev djnavarro
# non-compartmental-analysis [20]–[32]: '+------+------+ | Quantity | Notes |…' heard in nine chunks).
_GRID_BORDER = LazyPattern(r"\+(?::?[-=]+:?\+)+[ \t]*")
_GRID_ROW = LazyPattern(r"\|.*[|+][ \t]*")


def _grid_table(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    """A grid table from its top border to its last border: a table (table_open and table_close, as GFM's table
    rule leaves it, text.markdown_rules._table_shell). Its second line is a row, and every line up to the closing
    border is a row or a border at the table's own indentation; a border alone, or rows never closed by one, are
    no table (read as written). Each line is read once: a walk that finds no closing border passed only rows, where
    no other walk starts."""
    if state.sCount[start] - state.blkIndent >= 4:
        return False
    begin, stop = _line(state, start)
    if not state.src.startswith("+", begin) or _GRID_BORDER.fullmatch(state.src, begin, stop) is None:
        return False
    last, line = None, start + 1
    while line < end and state.sCount[line] == state.sCount[start]:
        begin, stop = _line(state, line)
        if _GRID_BORDER.fullmatch(state.src, begin, stop) is not None:
            if line == start + 1:
                return False  # (a border under a border: no row between, a rule drawn twice)
            last = line
        elif _GRID_ROW.fullmatch(state.src, begin, stop) is None:
            break
        line += 1
    if last is None:
        return False
    if silent:
        return True
    opened = state.push("table_open", "table", 1)
    opened.map = [start, last + 1]
    state.push("table_close", "table", -1)
    state.line = last + 1
    return True


def _no_indented_code(code: Callable[..., bool]) -> Callable[..., bool]:
    """CommonMark's indented code, asked only outside a Logseq graph. Logseq nests blocks by their indentation and
    has no indented code (a sample is fenced): a line indented deeper under a bullet is that block's text, as the
    page shows it (s13 dev 17714196157 强化学习基础入口 [25]: '需要知道环境模型，状态转移矩阵', a tab and 21 spaces
    under a bullet's formula, was heard as the code cue)."""

    def rule(state: StateBlock, start: int, end: int, silent: bool) -> bool:
        if _written_in(state, LOGSEQ) and _goes_on(state, start):
            return False
        return bool(code(state, start, end, silent))

    return rule


# A line that opens a block of its own in Logseq's outline: a bullet, a heading, a numbered line.
_OUTLINE_OPENER = LazyPattern(r"[-*+][ \t]|#{1,6}[ \t]|\d{1,3}[.)][ \t]")


def _goes_on(state: StateBlock, start: int) -> bool:
    """Whether the indented line at `start` goes on the block above it (the line before is not blank) as its text,
    not an outline's bullet, heading or numbered line indented deeper (those stay as CommonMark reads them: a
    bullet nested under a heading at the top level was never said as prose)."""
    if start == 0 or state.isEmpty(start - 1):
        return False
    begin, end = _line(state, start)
    return _OUTLINE_OPENER.match(state.src, begin, end) is None


def use_dialects(md: MarkdownIt) -> None:
    """Register the dialects' rules on `md` (before markdown_rules gates the block rules by first character)."""
    alt = ["paragraph", "reference", "blockquote", "list"]
    code = next(rule for rule in md.block.ruler.__rules__ if rule.name == "code")
    md.block.ruler.at("code", _no_indented_code(code.fn), {"alt": list(code.alt)})
    md.block.ruler.before("fence", "code_import", _code_import, {"alt": alt})
    md.block.ruler.before("fence", "pipe_block", _pipe_block, {"alt": alt})
    md.block.ruler.before("list", "grid_table", _grid_table, {"alt": ["reference", "blockquote", "list"]})
    # A marker may close a paragraph (`**目次**` on the line above it): markdown-it would fold it into that text.
    md.block.ruler.before("paragraph", "toc_marker", _toc_marker, {"alt": alt})
    md.block.ruler.before("heading", "hackmd_tags", _hackmd_tags, {"alt": alt})
    md.block.ruler.before("paragraph", "hashtag_tags", _hashtag_tags, {"alt": alt})
    md.block.ruler.before("fence", "snippet", _snippet, {"alt": alt})
    md.block.ruler.before("fence", "kramdown_comment_block", _kramdown_comment_block, {"alt": alt})
    md.block.ruler.before("fence", "hexo_blockquote", _hexo_blockquote, {"alt": alt})
    md.block.ruler.before("fence", "mdc_component", _mdc_component, {"alt": alt})
    md.block.ruler.before("paragraph", "column_separator", _column_separator, {"alt": alt})
    md.block.ruler.before("paragraph", "custom_block", _custom_block, {"alt": alt})
    md.block.ruler.before("fence", "wordpress_code", _wordpress_code, {"alt": alt})
    md.block.ruler.before("paragraph", "go_template_call", _go_template_call, {"alt": alt})
    md.block.ruler.before("paragraph", "myst_line", _myst_line)
    md.inline.ruler.after("image", "spaced_picture", _spaced_picture)
    md.inline.ruler.after("spaced_picture", "sized_picture", _sized_picture)
    md.inline.ruler.before("text", "svelte_tag", _svelte_tag)
    md.inline.ruler.before("text", "kramdown_comment", _kramdown_comment)
    md.inline.ruler.before("text", "critic", _critic)
    md.inline.ruler.before("text", "template_comment", _template_comment)
    md.inline.ruler.before("text", "attribute_list", _attribute_list)
    md.inline.ruler.after("link", "bracketed_span", _bracketed_span)
    md.inline.ruler.before("text", "keys", _keys)
    md.inline.ruler.before("text", "insert", _insert)
    md.inline.ruler.before("strikethrough", "subscript", _subscript)
    md.inline.ruler.before("link", "embed", _embed)
    md.inline.ruler.before("embed", "crossref", _crossref)
    md.core.ruler.after("block", "crossref_labels", _crossref_labels)
    md.core.ruler.after("block", "logseq_blocks", _logseq_blocks)
    md.inline.ruler.before("newline", "block_property", _block_property)
    md.core.ruler.after("inline", "block_references", _block_references)
    md.core.ruler.after("inline", "picture_captions", _picture_captions)
    md.core.ruler.after("inline", "spoilers", _spoilers)
    md.core.ruler.after("block", "code_titles", _code_titles)
    md.inline.ruler.before("link", "text_directive", _text_directive)
    md.inline.ruler.before("backticks", "code_embed", _code_embed)
    md.inline.ruler.before("backticks", "inline_r", inline_r)
    md.core.ruler.after("block", "knitted", knitted)
    md.inline.ruler.before("text", "percent_embed", _percent_embed)
    md.inline.ruler.before("text", "block_id", _block_id)
    md.inline.ruler.before("emphasis", "continued_item_marker", _continued_item_marker)
    md.inline.ruler.before("text", "superscript", _superscript)
    md.inline.ruler.before("link", "wordpress_shortcode", _wordpress_shortcode)
    md.inline.ruler.before("link", "docsify_include", _docsify_include)
    md.inline.ruler.before("text", "docsify_tip", _docsify_tip)
    md.inline.ruler.before("text", "nested_tag", _nested_tag)
    md.inline.ruler.before("text", "myst_role", _myst_role)
    md.inline.ruler.before("link", "myst_page_link", _myst_page_link)
