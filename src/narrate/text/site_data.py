"""Site variables in prose, filled from the site's own data: what the page shows, a listener hears.

Docs sites write product names as variables the site generator fills in:

* Hugo's `{{< param "x.y" >}}`: the page's front matter, else the site's `params` (hugo.toml,
  config.toml, config/_default/params.toml, … in TOML, YAML or JSON);
* `{{{ .starter }}}` (PingCAP's docs): `variables.json` at the site's root;
* `{{ site.data.products.basic }}` (Jekyll; Hugo's `.Site.Data`): `_data/` or `data/` files;
  `{{ site.title }}` the site's config, `{{ page.x }}` the front matter.

A variable the data does not hold is said by its name ("starter"), never dropped: a hole in a
sentence ("本文档适用于、、和") is worse than a name. The site is the nearest folder above the
article holding one of these files (below a `.git` folder's owner, at most a few levels up);
its data is read once per folder and bounded in size.

What variables add to an article is bounded too (:class:`Budget`): a 60 KB value used 6,000 times
in a 175 KB article went around the article's own limits (100,000 lines, 20 MB) and past 6.6 GB.
An article may grow by its own size a few times over and some (a docs page of short product names
uses a small part of that), never by more than a hard cap; past it, reading stops with one line.
"""

from __future__ import annotations

import hashlib
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from typing import Any

from narrate import datafiles
from narrate.errors import ExpansionTooLarge, NarrateError
from narrate.inputs import FileTooLarge, read_regular
from narrate.patterns import LazyPattern

from .book_summary import BOOK_CONFIGS, book_titles, is_book, summary_of
from .site_templates import SiteTag, site_tags

__all__ = ["Budget", "ExpansionTooLarge", "SiteData", "book_summary_of", "fill", "site_data"]

_CONFIGS = (
    "hugo.toml",
    "hugo.yaml",
    "hugo.yml",
    "hugo.json",
    "config.toml",
    "config.yaml",
    "config.yml",
    "config.json",
    "_config.yml",
    "_config.yaml",
    "_config.toml",
)
_PARAMS_FILES = ("config/_default/params.toml", "config/_default/params.yaml", "config/_default/params.yml")
_MAX_FILE = 1024 * 1024  # bytes of one data file: far beyond a site's variables
_MAX_FILES = 200  # data files read from one site
_LEVELS = 8  # folders walked up from an article

# `{{< param "x.y" >}}`, `{{% param x %}}`, `{{< site-param x >}}`.
_PARAM = LazyPattern(
    r"""^\{\{[<%]-?\s{0,20}(?:param|site-?param)\s{1,20}["']?([\w.-]{1,200})["']?\s{0,20}-?[%>]\}\}$"""
)
# `{{{ .starter }}}`, `{{{ .essential_name }}}`.
_TRIPLE = LazyPattern(r"^\{\{\{\s{0,20}\.?([\w.-]{1,200})\s{0,20}\}\}\}$")
# `{{ site.data.products.basic }}`, `{{ site.title }}`, `{{ page.author }}`, `{{ .Site.Params.x }}`, with filters
# (`| default: 'x'`) read as far as the first one.
_LIQUID = LazyPattern(
    r"^\{\{-?\s{0,20}(\.?(?:site|page|Site|Page|Params)\.[\w.\[\]'\"-]{1,300}?)\s{0,20}(?:\|.{0,300})?-?\}\}$", re.S
)


# What site variables may add to one text: EXPANSION_PER_CHAR characters per character of the text
# itself, plus EXPANSION_FLOOR (a short article with a long product name), never over EXPANSION_CAP.
EXPANSION_PER_CHAR = 4
EXPANSION_FLOOR = 64 * 1024
EXPANSION_CAP = 8 * 1024 * 1024


class Budget:
    """The characters site variables may still add to one text (an article's body, a front-matter field)."""

    def __init__(self, size: int) -> None:
        self.limit = min(EXPANSION_CAP, EXPANSION_FLOOR + EXPANSION_PER_CHAR * max(0, size))
        self.left = self.limit

    def charge(self, code: str, value: str) -> str:
        """`value`, said for the variable `code`, counted against the budget; ExpansionTooLarge past it."""
        self.left -= len(value)
        if self.left < 0:
            shown = code if len(code) <= 60 else code[:57] + "…"
            raise ExpansionTooLarge(
                f"site variables expand to more than {self.limit:,} characters here (the most narrate adds to a "
                f"text of this length; `{shown}` alone is {len(value):,}); shorten the variable's value or use "
                "it less often"
            )
        return value


@dataclass(frozen=True)
class SiteData:
    """A site's variables: Hugo params, variables.json, data files, the site config, the page's front matter."""

    params: Mapping[str, Any] = field(default_factory=dict)
    variables: Mapping[str, Any] = field(default_factory=dict)
    data: Mapping[str, Any] = field(default_factory=dict)
    site: Mapping[str, Any] = field(default_factory=dict)
    page: Mapping[str, Any] = field(default_factory=dict)
    stamp: str = ""  # a digest of the files read: what an article's reading depends on besides its bytes
    budget: Budget | None = field(default=None, compare=False)  # what variables may add (None: no bound)
    # The site's Markdown renders a line break inside a paragraph as a line break (`<br>`): Quartz's
    # HardLineBreaks plugin, Hexo's `marked.breaks` / markdown-it `breaks: true`. What the page shows as two
    # lines is heard as two, never one sentence run on (text.inline's `_break`).
    hard_breaks: bool = False
    # The folder whose pages the site titles by their front matter, else their file's name, never by a heading in
    # them ("" for none): Quartz's content folder (quartz/plugins/transformers/frontmatter.ts: `data.title =
    # file.stem` when the front matter has none). masaki39's 'Templaterでフロントマターを書き換える.md' (s12 held-out,
    # ja) opens '# Templater プラグインについて' and was announced by it; the page shows the file's name. The site's
    # README beside quartz.config.ts is no page of it.
    titled_by_name: str = ""
    # The titles a book's table of contents shows its pages under (GitBook's and mdBook's SUMMARY.md: text.book_summary),
    # by each page's real path.
    summary_titles: Mapping[str, str] = field(default_factory=dict)
    # The book's summary itself (its real path) and the config that names it ("" when the site is no book).
    summary_file: str = ""
    summary_config: str = ""
    # The tags the site's own templates and scripts give a meaning (text.site_templates: a tooltip's term, a Hexo
    # tag's options), by name in lower case.
    tags: Mapping[str, SiteTag] = field(default_factory=dict)

    def summary_title(self, path: Path) -> str:
        """The title the site's book shows the page `path` under ("" when it is no page of a book's summary)."""
        if not self.summary_titles:
            return ""
        return self.summary_titles.get(os.path.realpath(os.path.abspath(path)), "")

    def titles_by_name(self, path: Path) -> bool:
        """Whether the site titles the page `path` by its file's name when its front matter gives no title."""
        if not self.titled_by_name:
            return False
        folder = _real_folder(os.path.dirname(os.path.abspath(path)))  # as site_data found the site's root
        return folder == self.titled_by_name or folder.startswith(self.titled_by_name + os.sep)

    def for_page(self, meta: Mapping[str, Any], size: int = 0) -> SiteData:
        """The same site with one page's front matter, for a text of `size` characters (its budget)."""
        return replace(self, page=meta, budget=Budget(size))

    def said(self, code: str) -> str | None:
        """What a listener hears for a variable: its value, else its name; None if `code` is no variable.

        Raises ExpansionTooLarge when the values said so far pass the page's budget."""
        value = self._said(code)
        return value if value is None or self.budget is None else self.budget.charge(code, value)

    def _said(self, code: str) -> str | None:
        found = _PARAM.match(code)
        if found:
            name = found.group(1)
            # Hugo's .Param: the page's own (front matter, or its `[params]` table), then the site's.
            value = _lookup(self.page, name)
            if value is None and isinstance(self.page.get("params"), Mapping):
                value = _lookup(self.page["params"], name)
            if value is None:
                value = _lookup(self.params, name)
            return _spoken(value, name)
        found = _TRIPLE.match(code)
        if found:
            return _spoken(_lookup(self.variables, found.group(1)), found.group(1))
        found = _LIQUID.match(code)
        if found:
            path = re.sub(r"\[['\"]?([\w-]{1,100})['\"]?\]", r".\1", found.group(1).lstrip("."))
            head, _, rest = path.partition(".")
            if head in ("site", "Site") and rest.startswith(("data.", "Data.")):
                return _spoken(_lookup(self.data, rest[5:]), rest[5:])
            if head in ("site", "Site") and rest.startswith("Params."):
                return _spoken(_lookup(self.params, rest[7:]), rest[7:])
            if head in ("site", "Site"):
                return _spoken(_lookup(self.site, rest), rest)
            if head in ("page", "Page", "Params"):
                return _spoken(_lookup(self.page, rest.removeprefix("Params.")), rest)
        return None


_VARIABLE = LazyPattern(r"\{\{\{[^{}]{1,300}\}\}\}|\{\{[<%][^{}]{1,300}[%>]\}\}|\{\{[^{}]{1,300}\}\}")


def fill(text: str, site: SiteData) -> str:
    """A one-line field (a front-matter title) with its site variables filled in; other templates kept."""
    if "{{" not in text:
        return text
    return _VARIABLE.sub(lambda m: site.said(m.group(0)) or m.group(0), text)


def _lookup(table: Mapping[str, Any], dotted: str) -> Any:
    value: Any = table
    for name in dotted.split("."):
        if isinstance(value, Mapping):
            # Hugo lower-cases params' keys; sites write them either way.
            value = value.get(name, value.get(name.lower()))
        else:
            return None
    return value


# Variables whose value is the page's own address or file (Eleventy's `page.url`, `page.inputPath`, `page.fileSlug`,
# Jekyll's `page.url`, `page.path`, `site.baseurl`): where no value is known, nothing is said — their name is no word
# of the page, and their value is an address, which is never read out.
_ADDRESS_NAMES = frozenset(
    ("url", "permalink", "relpermalink", "path", "inputpath", "outputpath", "filepathstem", "fileslug", "baseurl")
)


def _spoken(value: Any, name: str) -> str:
    if isinstance(value, (str, int, float)) and not isinstance(value, bool) and str(value).strip():
        return str(value).strip()
    last = name.rsplit(".", 1)[-1]
    if last.lower() in _ADDRESS_NAMES:
        return ""
    return " ".join(w for w in re.split(r"[\W_]+", last) if w)


def site_data(path: Path) -> SiteData:
    """The variables of the site `path` (an article) belongs to; empty when it belongs to none."""
    # Strings, not Paths: a build asks for every article, and the Path objects of the walk up cost
    # more than the one stat a level it makes.
    name = str(path)
    if not path.is_absolute():
        folder = os.path.dirname(os.path.abspath(name))
    elif os.path.islink(name):
        folder = os.path.dirname(os.path.realpath(name))
    else:
        folder = _real_folder(os.path.dirname(name))
    root = _site_root(folder)
    if root is None:
        # A folder reached through a link: the site is above the link, not above what it points to (Quartz's
        # `create` offers to link an existing vault as content/; review s13 structure M3).
        given = os.path.dirname(os.path.abspath(name))
        root = _site_root(given) if given != folder else None
    return _read_site(root) if root is not None else SiteData()


@lru_cache(maxsize=256)
def _real_folder(folder: str) -> str:
    """`folder` with its links resolved, once a process per folder (as source._resolved does for the
    content folder): resolving each article's path anew was a lstat per level per article."""
    return os.path.realpath(folder)


def _site_root(folder: str) -> str | None:
    candidate = folder
    for _level in range(_LEVELS + 1):
        verdict = _folder_verdict(candidate)
        if verdict is not None:
            return candidate if verdict else None
        parent = os.path.dirname(candidate)
        if parent == candidate:
            return None
        candidate = parent
    return None


_QUARTZ_CONFIG = "quartz.config.ts"
_QUARTZ_CONTENT = "content"  # the folder Quartz builds pages from (its CLI's `--directory` default)
_MARKERS = frozenset((*_CONFIGS, "variables.json", _QUARTZ_CONFIG))
_BOOK_MARKERS = frozenset(BOOK_CONFIGS)  # a site's root only with the summary they name (book_summary.is_book)
#: folder → (its mtime_ns, its verdict): a folder's mtime changes whenever a name in it is added,
#: removed or renamed, which is all the verdict depends on (a long `narrate serve` sees new files).
_VERDICTS: dict[str, tuple[int, bool | None]] = {}


def _folder_verdict(folder: str) -> bool | None:
    """True when `folder` is a site's root (holds a config or variables file, or config/_default),
    False when the walk stops there (a repository's root, or a folder that cannot be read), None to
    go on up.

    Why a listing, remembered by the folder's mtime: a build asks for every article, and asking
    for each of a dozen config names at every level cost 78 stat calls an article (40% of a
    no-op build of 1,000); now it is one stat a level, and a listing when the folder changed."""
    try:
        mtime = os.stat(folder).st_mtime_ns
    except OSError:
        return False
    known = _VERDICTS.get(folder)
    if known is not None and known[0] == mtime:
        return known[1]
    try:
        names = set(os.listdir(folder))
        base = Path(folder)
        verdict: bool | None
        if (
            any(not (base / name).is_dir() for name in sorted(names & _MARKERS))
            or ("config" in names and (base / "config" / "_default").is_dir())
            or (names & _BOOK_MARKERS and is_book(base, lambda file: _load(file, hashlib.sha256())))
        ):
            verdict = True
        elif ".git" in names:
            verdict = False
        else:
            verdict = None
    except OSError:
        return False
    if verdict is None and "config" in names:
        return None  # config/_default may appear inside config/, whose change this folder's mtime misses
    if len(_VERDICTS) > 4096:
        _VERDICTS.clear()
    _VERDICTS[folder] = (mtime, verdict)
    return verdict


@lru_cache(maxsize=32)
def _read_site(root_name: str) -> SiteData:
    root = Path(root_name)
    digest = hashlib.sha256()
    config: dict[str, Any] = {}
    for name in _CONFIGS:
        loaded = _load(root / name, digest)
        if isinstance(loaded, dict):
            config = loaded
            break
    params = dict(config.get("params") or {}) if isinstance(config.get("params"), dict) else {}
    for name in _PARAMS_FILES:
        loaded = _load(root / name, digest)
        if isinstance(loaded, dict):
            params.update(loaded)
    variables = _load(root / "variables.json", digest)
    data = _data_files(root, digest)
    quartz = _quartz_config(root / _QUARTZ_CONFIG, digest)
    hard_breaks = bool(quartz and _HARD_LINE_BREAKS.search(quartz)) or _config_hard_breaks(
        config, _load(root / "package.json", digest)
    )
    # (read before the stamp is taken: the summary is the book's config)
    tags = site_tags(root, lambda file: _text(file, digest))
    summary_titles = book_titles(root, lambda file: _load(file, digest), lambda file: _text(file, digest))
    # The summary itself: its config was read into the stamp just now, so this reading counts in a digest of its
    # own, and the stamp (every cached reading is keyed by it) stays what it was.
    summary = summary_of(root, lambda file: _load(file, hashlib.sha256()))
    return SiteData(
        params=params,
        variables=variables if isinstance(variables, dict) else {},
        data=data,
        site=config,
        stamp=digest.hexdigest(),
        hard_breaks=hard_breaks,
        # (resolved, as titles_by_name resolves the article's folder: a content/ that is a link to a vault)
        titled_by_name=_real_folder(os.path.join(root_name, _QUARTZ_CONTENT)) if quartz is not None else "",
        summary_titles=summary_titles,
        summary_file=os.path.realpath(summary[0]) if summary else "",
        summary_config=summary[1] if summary else "",
        tags=tags,
    )


def book_summary_of(path: Path) -> str:
    """What `path` is when it is the summary of the book it belongs to (SUMMARY.md named by book.toml, book.json or
    .gitbook.yaml), in words; "" when it is not.

    The summary is the book's table of contents, which its generator reads to title and order the pages and
    publishes as no page of its own: a build leaves it out with this reason, and `narrate SUMMARY.md` says it.
    A site file that cannot be read (a FIFO for variables.json) is no answer here: the article's reading says it,
    once for the build (asked before reading, this must not fail the article some other way)."""
    try:
        site = site_data(path)
    except (NarrateError, OSError):
        return ""
    if not site.summary_file or os.path.realpath(os.path.abspath(path)) != site.summary_file:
        return ""
    return f"the table of contents of a book (named by its {site.summary_config}), not an article"


def _data_files(root: Path, digest: Any) -> dict[str, Any]:
    """The site's data files (`_data/`, `data/`: YAML, JSON, TOML), as nested tables by their folders and names."""
    data: dict[str, Any] = {}
    read = 0
    for folder in (root / "_data", root / "data"):
        if not folder.is_dir():
            continue
        for file in sorted(folder.rglob("*")):
            if read >= _MAX_FILES:
                break
            if file.suffix.lower() not in (".yml", ".yaml", ".json", ".toml") or file.is_dir():
                continue
            read += 1
            loaded = _load(file, digest)
            if loaded is None:
                continue
            table = data
            for part in file.relative_to(folder).with_suffix("").parts[:-1]:
                table = table.setdefault(part, {})
                if not isinstance(table, dict):
                    break
            else:
                table[file.stem] = loaded
    return data


# `Plugin.HardLineBreaks()` in a line of quartz.config.ts that is no `//` comment: Quartz runs remark-breaks.
_HARD_LINE_BREAKS = LazyPattern(r"^(?![ \t]{0,40}//)[^\n]{0,200}\bPlugin\.HardLineBreaks\(", re.M)


def _quartz_config(file: Path, digest: Any) -> str | None:
    """A Quartz site's config as text (its bytes join the stamp: the site's reading depends on them), None where the
    site is no Quartz site. Read as text: a TypeScript module, which narrate does not run; what it says of line
    breaks (HardLineBreaks) is read from it, and that it is there says how pages are titled."""
    return _text(file, digest)


def _text(file: Path, digest: Any) -> str | None:
    """A config file read as text, its name and bytes added to `digest`; None when it is missing or cannot be read."""
    try:
        if not os.path.lexists(file):
            return None
        raw = read_regular(file, _MAX_FILE)
    except (OSError, FileTooLarge):
        return None
    digest.update(f"{file.name}\0{len(raw)}\0".encode("utf-8", "surrogateescape") + raw)
    return raw.decode("utf-8", "replace")


def _config_hard_breaks(config: Mapping[str, Any], package: Any) -> bool:
    """Whether a site's Markdown renderer makes hard breaks, as the renderer reads its config: Hexo's renderers
    whose `breaks` is true unless the site's _config.yml says false (_BREAKING_RENDERERS: the one package.json
    depends on), hexo-renderer-markdown-it-plus `markdown_it_plus: {breaks: true}`, an undeclared markdown-it's
    `markdown: {render: {breaks: true}}` (or `markdown: {breaks: true}`), Hugo's goldmark
    `markup.goldmark.renderer.hardWraps`, Jekyll's kramdown `kramdown: {hard_wrap: true}`. Elsewhere only a literal
    true: an unknown value leaves soft breaks, every other renderer's default."""
    dependencies = package.get("dependencies") if isinstance(package, Mapping) else None
    for renderer, path, since in _BREAKING_RENDERERS:
        if isinstance(dependencies, Mapping) and renderer in dependencies:
            if _major(dependencies[renderer]) < since:
                break  # (a release from before `breaks` became its default: only a literal true, as below)
            options = _table(config, path)
            return not (isinstance(options, Mapping) and options.get("breaks") is False)
    markdown = config.get("markdown")
    render = markdown.get("render") if isinstance(markdown, Mapping) else None
    kramdown = config.get("kramdown")
    tables = (config.get("marked"), config.get("kramed"), config.get("markdown_it_plus"), markdown, render)
    return (
        any(isinstance(table, Mapping) and table.get("breaks") is True for table in tables)
        or (isinstance(kramdown, Mapping) and kramdown.get("hard_wrap") is True)
        or _table(config, ("markup", "goldmark", "renderer"), folded=True).get("hardwraps") is True
    )


def _table(config: Mapping[str, Any], path: tuple[str, ...], *, folded: bool = False) -> Mapping[str, Any]:
    """The table at `path` in a config ({} where one step is missing or no table); `folded`: keys matched without
    case, as Hugo reads its config (`hardWraps`, `hardwraps`), the result's keys lower-cased."""
    table: Any = config
    for key in path:
        if not isinstance(table, Mapping):
            return {}
        table = {str(k).lower(): v for k, v in table.items()}.get(key) if folded else table.get(key)
    if not isinstance(table, Mapping):
        return {}
    return {str(k).lower(): v for k, v in table.items()} if folded else table


def _major(spec: Any) -> int:
    """The major version a package.json dependency asks for ("^4.0.0" → 4); a large number where it names none
    ("latest", "*", a git URL): the newest release."""
    found = _MAJOR.search(spec) if isinstance(spec, str) and not _NOT_A_RANGE.search(spec) else None
    return int(found.group(1)) if found else 1 << 16


_MAJOR = LazyPattern(r"(?<![\w.])v?(\d{1,6})(?!\w)")
_NOT_A_RANGE = LazyPattern(r"[:/#]")  # (a URL, a git or file reference: no release number)

# Hexo renderers whose `breaks` is true unless the site's _config.yml says false, as their code sets it (index.js
# merges the defaults under the site's table), with the first major release that does so:
# hexo-renderer-marked (`marked:`) and its fork hexo-renderer-kramed (`kramed:`, and kramed-essence's fork of it);
# (s18 dev peienwu: a kramed site whose every source line is its own line on the page, heard run together)
# hexojs/hexo-renderer-markdown-it from 4.0 ("fix(defaults): breaks should be true by default", 2019; 3.x made
# markdown-it's soft breaks) and Shoka's hexo-renderer-multi-markdown-it, both at `markdown: {render: {breaks}}`.
# (s23 dev FanLu1994: a Shoka site with no `markdown:` table of its own, every source line its own on the page;
# the theme's _config.yml shows the same table, which the renderer never reads: it reads the site's.)
_BREAKING_RENDERERS: tuple[tuple[str, tuple[str, ...], int], ...] = (
    ("hexo-renderer-marked", ("marked",), 0),
    ("hexo-renderer-kramed", ("kramed",), 0),
    ("hexo-renderer-kramed-essence", ("kramed",), 0),
    ("hexo-renderer-multi-markdown-it", ("markdown", "render"), 0),
    ("hexo-renderer-markdown-it", ("markdown", "render"), 4),
)


def _load(file: Path, digest: Any) -> Any:
    """A TOML, YAML or JSON file's value (its name and bytes added to `digest`); None when it is missing,
    too large or not readable as such."""
    try:
        if not os.path.lexists(file):
            return None
        # A pipe or a device by a data file's name is refused with one line (NotRegularFile), never read.
        raw = read_regular(file, _MAX_FILE)
        digest.update(f"{file.name}\0{len(raw)}\0".encode("utf-8", "surrogateescape") + raw)
        text = raw.decode("utf-8")
        return datafiles.parse(text, file.suffix)
    except (OSError, FileTooLarge):
        return None
    except datafiles.ERRORS:  # (a UnicodeDecodeError is a ValueError)
        return None
