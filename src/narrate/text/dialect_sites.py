"""Which Markdown dialects an article is read with: the one place that decides, from each dialect's own evidence.

A dialect's rules apply only where its evidence is (article_dialects): the site's files, the article's front matter,
the file's own markers, or the blog's generator:

  ============  =========================================================================================
  dialect       turned on by
  ============  =========================================================================================
  MYST          the site's files (below), or front matter only a MyST page has (jupytext, kernelspec, mystnb,
                myst)
  QUARTO        the site's files
  DOCSIFY       the site's files
  LOGSEQ        the site's files (its page properties are read from them before any front matter: text.readers)
  HATENA        front matter whose `URL:`/`EditURL:` is on a Hatena domain (blogsync, Hatena's export), or the
                file's own super pre pair `>|lang|` … `||<` (text.hatena.hatena_article)
  NOTE_FOLDER   a generator with no Markdown of its own, or none (a plain folder of notes): Obsidian's nested
                tags `#a/b`, Docsify's `':include'` links (Hugo's, Jekyll's, Hexo's, Astro's and Docusaurus' pages
                show both as written)
  PANDOC_MARKS  no generator, or "plain" (Pandoc's, Typora's, pymdownx's `~sub~`, `^sup^`): Hugo's goldmark,
                Astro's and Docusaurus' remark and Hexo's marked strike `~x~` out, kramdown shows it
  DIRECTIVES    any generator but Hugo, Jekyll and Hexo (whose pages show `:name[label]` as written), and an
                .mdx file anywhere: a text directive with its label
  REMARK        Astro, Docusaurus (they render through remark), and an .mdx file anywhere: a bare
                `:name{attributes}` too
  CAPTION_TITLE the site's files: gatsby-remark-images' `showCaptions: true` (or a list naming 'title') in
  CAPTION_ALT   `gatsby-config.js`: a Markdown picture's title, else its alt text (CAPTION_ALT: 'alt' named, or
                true), shown under it as a caption; gatsby-remark-figure-caption: its alt text
  ============  =========================================================================================

The site's files, for the dialects that have them:

A few dialects give a line or a mark a meaning that is prose everywhere else: MyST's `% comment`, `+++` break
and `(label)=` target lines (`%d は整数の書式指定子です。` is a sentence on any other site), Quarto's `@sec-ops`
cross-reference (an npm scope, a handle elsewhere), Docsify's `?> ` tip (PHP's closing tag in a sentence), a
Logseq graph's `key:: value` property lines. Their rules apply only where the article's site is theirs, as its
generator's own files show it (the nearest folders walking up from the article, at most _LEVELS, never above a
repository's root):

* MyST (Jupyter Book, mystmd, Sphinx with myst-parser): `myst.yml`, `_toc.yml`, a `_config.yml` with Jupyter
  Book's keys (`execute:`, `launch_buttons:`, `myst_enable_extensions`…), a `conf.py` naming myst_parser or
  myst_nb;
* Quarto: `_quarto.yml`;
* Docsify: an `index.html` that sets `window.$docsify`, or `.nojekyll` with `_sidebar.md`;
* Logseq: `logseq/config.edn`, or `pages/` beside `journals/` (a graph's folders);
* captions: a `gatsby-config.js` (`.ts`, `.mjs`) setting gatsby-remark-images' `showCaptions`, or naming
  gatsby-remark-figure-caption.

"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from narrate.errors import NotRegularFile
from narrate.inputs import FileTooLarge, read_regular
from narrate.patterns import LazyPattern

from .hatena import hatena_article

__all__ = [
    "DIRECTIVES",
    "DOCSIFY",
    "HATENA",
    "LOGSEQ",
    "MYST",
    "NOTE_FOLDER",
    "PANDOC_MARKS",
    "QUARTO",
    "REMARK",
    "CAPTION_ALT",
    "CAPTION_TITLE",
    "article_dialects",
    "dialect_sites",
    "generator_dialects",
]

MYST = "myst"
QUARTO = "quarto"
DOCSIFY = "docsify"
LOGSEQ = "logseq"
HATENA = "hatena"
NOTE_FOLDER = "note folder"
PANDOC_MARKS = "pandoc marks"
DIRECTIVES = "directives"
REMARK = "remark"
CAPTION_TITLE = "caption from title"
CAPTION_ALT = "caption from alt"

# Front matter only a MyST page has (jupytext's pairing, a notebook kernel's).
_MYST_KEYS = frozenset(("jupytext", "kernelspec", "mystnb", "myst"))
# The generators whose pages render Markdown of their own, each dialect's mark as written or otherwise.
_OWN_MARKDOWN = frozenset({"hugo", "jekyll", "hexo", "astro", "docusaurus"})
_PLAIN = frozenset({"", "plain"})
_NO_DIRECTIVES = frozenset({"hugo", "jekyll", "hexo"})
_REMARK_SITES = frozenset({"astro", "docusaurus"})

_LEVELS = 6  # folders walked up from an article
_MAX_FILE = 512 * 1024  # bytes of a config or index page read: far beyond the lines looked for
# Jupyter Book's `_config.yml` (a Jekyll site's has none of these): its execution, launch buttons, TOC and
# bibliography keys, myst-parser's settings.
_JUPYTER_BOOK_KEYS = LazyPattern(
    r"^(?:execute|launch_buttons|only_build_toc_files|bibtex_bibfiles)[ \t]*:|\bmyst_[a-z_]{1,40}\b"
    r"|\bexecute_notebooks\b",
    re.M,
)
_SPHINX_MYST = LazyPattern(r"\bmyst_(?:parser|nb)\b")
_DOCSIFY_PAGE = LazyPattern(r"\$docsify\b")
# gatsby-remark-images' option (true is ['title', 'alt']), gatsby-remark-figure-caption's name.
_SHOW_CAPTIONS = LazyPattern(
    r"\bshowCaptions['\"]?\s{0,20}:\s{0,20}(true\b|\[[^\[\]]{0,200}\])|gatsby-remark-figure-caption"
)
_GATSBY_CONFIGS = ("gatsby-config.js", "gatsby-config.ts", "gatsby-config.mjs")
# A JavaScript comment (`/* showCaptions: true, */`, `// showCaptions: true`): no option of the site's.
_JS_COMMENT = LazyPattern(r"/\*.{0,4000}?\*/|(?:^|(?<=\s))//[^\n]*", re.S)
#: folder → (its mtime_ns, the dialects its own files show): a folder's mtime changes whenever a name in it
#: is added, removed or renamed (a long `narrate serve` sees a new config).
_SEEN: dict[str, tuple[int, frozenset[str], bool]] = {}


def article_dialects(
    path: Path, meta: Mapping[Any, Any], body: str, *, generator: str = "", mdx: bool = False
) -> frozenset[str]:
    """Every dialect the article at `path` (its front matter `meta`, its `body`) is read with: its site's files',
    its front matter's, its own markers', its generator's (the table above)."""
    found = set(dialect_sites(path)) | generator_dialects(generator, mdx=mdx)
    if _MYST_KEYS & meta.keys():
        found.add(MYST)
    if hatena_article(meta, body):
        found.add(HATENA)
    return frozenset(found)


def generator_dialects(generator: str, *, mdx: bool = False) -> frozenset[str]:
    """The dialects the blog's `generator` (text.site; "" when not known) reads, an .mdx file's (`mdx`) with them."""
    found: set[str] = set()
    if generator not in _OWN_MARKDOWN:
        found.add(NOTE_FOLDER)
    if generator in _PLAIN:
        found.add(PANDOC_MARKS)
    if mdx or generator in _REMARK_SITES:
        found |= {REMARK, DIRECTIVES}
    elif generator not in _NO_DIRECTIVES:
        found.add(DIRECTIVES)
    return frozenset(found)


def dialect_sites(path: Path) -> frozenset[str]:
    """The dialects (MYST, QUARTO, DOCSIFY, LOGSEQ) whose site the article `path` lies in; empty for most."""
    folder = os.path.dirname(os.path.realpath(os.path.abspath(str(path))))
    found: set[str] = set()
    for _level in range(_LEVELS + 1):
        own, stop = _folder(folder)
        found |= own
        parent = os.path.dirname(folder)
        if stop or parent == folder:
            break
        folder = parent
    return frozenset(found)


def _folder(folder: str) -> tuple[frozenset[str], bool]:
    """(the dialects `folder`'s own files show, whether the walk stops there: a repository's root)."""
    try:
        mtime = os.stat(folder).st_mtime_ns
    except OSError:
        return frozenset(), True
    known = _SEEN.get(folder)
    if known is not None and known[0] == mtime:
        return known[1], known[2]
    try:
        names = set(os.listdir(folder))
    except OSError:
        return frozenset(), True
    found = frozenset(_shown(Path(folder), names))
    if len(_SEEN) > 4096:
        _SEEN.clear()
    _SEEN[folder] = (mtime, found, ".git" in names)
    return found, ".git" in names


def _shown(base: Path, names: set[str]) -> set[str]:
    found: set[str] = set()
    if names & {"myst.yml", "_toc.yml"} or _says(base / "_config.yml", names, _JUPYTER_BOOK_KEYS):
        found.add(MYST)
    elif _says(base / "conf.py", names, _SPHINX_MYST):
        found.add(MYST)
    if names & {"_quarto.yml", "_quarto.yaml"}:
        found.add(QUARTO)
    if {".nojekyll", "_sidebar.md"} <= names or _says(base / "index.html", names, _DOCSIFY_PAGE):
        found.add(DOCSIFY)
    if ("logseq" in names and (base / "logseq" / "config.edn").is_file()) or (
        {"pages", "journals"} <= names and (base / "pages").is_dir() and (base / "journals").is_dir()
    ):
        found.add(LOGSEQ)
    for name in _GATSBY_CONFIGS:
        found |= _captions(base / name, names)
    return found


def _captions(file: Path, names: set[str]) -> set[str]:
    """The captions a Gatsby config (`file`, its name among `names`) has its pictures show: CAPTION_TITLE,
    CAPTION_ALT."""
    if file.name not in names:
        return set()
    try:
        text = read_regular(file, _MAX_FILE).decode("utf-8", "replace")
    except (OSError, FileTooLarge, NotRegularFile):
        return set()
    found: set[str] = set()
    for option in _SHOW_CAPTIONS.finditer(_JS_COMMENT.sub(" ", text)):
        chosen = option.group(1) or "['alt']"  # (gatsby-remark-figure-caption: the alt text)
        if chosen == "true" or "title" in chosen:
            found.add(CAPTION_TITLE)
        if chosen == "true" or "alt" in chosen:
            found.add(CAPTION_ALT)
    return found


def _says(file: Path, names: set[str], pattern: LazyPattern) -> bool:
    """Whether `file` (its name among `names`) is a regular file whose text holds `pattern`."""
    if file.name not in names:
        return False
    try:
        text = read_regular(file, _MAX_FILE).decode("utf-8", "replace")
    except (OSError, FileTooLarge, NotRegularFile):  # (a pipe by the name is no site's config)
        return False
    return pattern.search(text) is not None
