"""Which Markdown dialect the folders around an article say it is written in: MyST, Quarto, Docsify, Logseq.

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
* Logseq: `logseq/config.edn`, or `pages/` beside `journals/` (a graph's folders).

An article's own front matter is evidence too (jupytext's or a kernel's keys: MyST); the rules that read it
(text.readers) add that.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from narrate.errors import NotRegularFile
from narrate.inputs import FileTooLarge, read_regular
from narrate.patterns import LazyPattern

__all__ = ["DOCSIFY", "LOGSEQ", "MYST", "QUARTO", "dialect_sites"]

MYST = "myst"
QUARTO = "quarto"
DOCSIFY = "docsify"
LOGSEQ = "logseq"

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
#: folder → (its mtime_ns, the dialects its own files show): a folder's mtime changes whenever a name in it
#: is added, removed or renamed (a long `narrate serve` sees a new config).
_SEEN: dict[str, tuple[int, frozenset[str], bool]] = {}


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
