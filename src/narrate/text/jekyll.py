"""Jekyll's own rules, as Jekyll 4.3 applies them: which files it publishes, as what, and where.

Read from Jekyll's source (lib/jekyll: reader.rb, entry_filter.rb, readers/post_reader.rb, collection.rb,
document.rb, page.rb, url.rb, drops/url_drop.rb, utils.rb, configuration.rb) and held against the
real ``jekyll`` by tests/text/test_conformance.py:

- **What is read.** A file or folder whose name starts with ``.``, ``_``, ``#`` or ``~``, or ends
  with ``~``, is not read unless ``include:`` names it; ``exclude:`` (a glob or a prefix of the path
  below the source, plus Jekyll's own: node_modules, vendor/bundle/…, Gemfile…) leaves paths out
  unless ``include:`` names them too. Inside ``_posts``, ``_drafts`` and a collection's folder each
  file is checked on its own (its path below that folder and its name), not folder by folder.
- **As what.** A post is a file in a ``_posts`` folder (at any depth of readable folders, below
  ``collections_dir`` when that is set) whose name starts with a date (``2020-01-02-title.md``);
  it needs no front matter. ``_drafts`` are published only with ``--drafts``. A collection
  (``collections:``) is the folder ``_<label>``; a file there with front matter is a document,
  published when the collection has ``output: true``; without front matter it is a static file.
  Any other file with front matter (its first line ``---``) is a page; without, a static file
  (unless the site uses jekyll-optional-front-matter, which makes Markdown files pages).
  ``published: false`` leaves a post, document or page out.
- **Where.** A post's URL is the ``posts`` collection's ``permalink`` (a style: ``date``, the
  default, ``pretty``, ``ordinal``, ``weekdate``, ``none``; or a template); a document's, its
  collection's ``permalink``, else ``/:collection/:path`` with the site style's ending; a page's,
  ``/:path/:basename`` with that ending (``index`` pages: their folder). Front matter ``permalink``
  wins (a template too). Placeholders as url_drop.rb makes them: ``:title`` is the front matter
  ``slug`` or the file name without its date, slugified in "pretty" mode keeping case; ``:slug``,
  ``:name`` in the default mode; ``:categories`` the folders above ``_posts`` and the front matter's
  ``categories``/``category``, lower-cased; dates in the site's ``timezone`` (else the build
  machine's: see :func:`url_date`). ``baseurl`` goes in front.
- **Front matter defaults** (``defaults:``) are under every file's own front matter, as
  text.jekyll_defaults reads them: a ``permalink``, ``lang`` or ``published`` given there counts.
- **jekyll-polyglot** (``languages:``, ``default_lang:``; the plugin named in ``plugins:`` or the
  Gemfile): a page in another language than ``default_lang`` is served under ``/<lang>``; its
  language is its front matter ``lang`` (else its path's first folder with ``lang_from_path``,
  else the default), and pages of one URL (the language folders taken out) are one article's
  translations.
"""

from __future__ import annotations

import datetime as dt
import fnmatch
import os
import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any

from narrate.errors import NarrateError
from narrate.inputs import head, read_regular
from narrate.patterns import LazyPattern

from .jekyll_defaults import Defaults
from .model import MONTHS_EN

__all__ = ["ARTICLE_KINDS", "Jekyll", "Kind", "url_date"]

_SPECIAL = (".", "_", "#", "~")
# configuration.rb's DEFAULT_EXCLUDES: Jekyll adds them to every site's `exclude`.
_DEFAULT_EXCLUDES = (
    ".sass-cache",
    ".jekyll-cache",
    "gemfiles",
    "Gemfile",
    "Gemfile.lock",
    "node_modules",
    "vendor/bundle/",
    "vendor/cache/",
    "vendor/gems/",
    "vendor/ruby/",
)
_STYLES = {
    "none": "/:categories/:title:output_ext",
    "date": "/:categories/:year/:month/:day/:title:output_ext",
    "ordinal": "/:categories/:year/:y_day/:title:output_ext",
    "pretty": "/:categories/:year/:month/:day/:title/",
    "weekdate": "/:categories/:year/W:week/:short_day/:title:output_ext",
}
# document.rb's DATE_FILENAME_MATCHER (a post's name), on the path below its folder.
_POST_NAME = LazyPattern(r"^(?:.+/)*?(\d{2,4})-(\d{1,2})-(\d{1,2})-([^/]*)(\.[^.]+)$")
_PLACEHOLDER = LazyPattern(r":([a-z_]+)")
_SAFE_SEGMENT = LazyPattern(r"^[a-zA-Z0-9./-]+$")
# utils.rb's slugify modes: what each keeps besides letters, marks and decimal digits.
_PRETTY_KEEP = set("._~!$&'()+,;=@")
#: The kinds of file Jekyll publishes as articles (the
#: rest, pages included, are not narrated by default).
ARTICLE_KINDS = frozenset(("post", "document"))


@dataclass(frozen=True)
class Kind:
    """What Jekyll makes of one file: `kind` (post, document, page, draft, static, unread, unpublished),
    the collection it belongs to, and why, in words, when it publishes no page for it."""

    kind: str
    collection: str = ""
    reason: str = ""

    @property
    def published(self) -> bool:
        return self.kind in ("post", "document", "page")


@dataclass(frozen=True)
class _Collection:
    label: str
    output: bool
    permalink: str  # "" → /:collection/:path with the site style's ending


@dataclass(frozen=True)
class Jekyll:
    """One Jekyll site's settings that decide what it publishes and where."""

    source: Path
    collections_dir: str = ""
    collections: Mapping[str, _Collection] = field(default_factory=dict)
    style: str = "date"  # `permalink:` as written (a style name or a template)
    exclude: tuple[str, ...] = _DEFAULT_EXCLUDES
    include: tuple[str, ...] = (".htaccess",)
    baseurl: str = ""
    timezone: str = ""  # `timezone:` (dates are read and written in it); "" = the build machine's
    markdown_ext: tuple[str, ...] = (".markdown", ".mkdown", ".mkdn", ".mkd", ".md")
    optional_front_matter: bool = False
    languages: tuple[str, ...] = ()  # jekyll-polyglot's `languages`, when the site uses it
    default_lang: str = ""
    lang_from_path: bool = False
    defaults: Defaults = field(default_factory=Defaults)  # `defaults:` (text.jekyll_defaults)

    @classmethod
    def from_config(cls, source: Path, data: Mapping[str, Any], root: Path | None = None) -> Jekyll:
        """The settings `_config.yml` (`data`) gives the site whose source folder is `source`."""
        style = _text(data.get("permalink")) or "date"
        collections = _collections(data.get("collections"), style)
        plugins = {str(p) for key in ("plugins", "gems") for p in _list(data.get(key))}
        gemfile = _read_small((root or source) / "Gemfile")
        polyglot = "jekyll-polyglot" in plugins or "jekyll-polyglot" in gemfile
        exclude = data.get("exclude")
        excludes = (*(_list(exclude)), *_DEFAULT_EXCLUDES) if exclude is not None or "exclude" not in data else ()
        include = tuple(_list(data["include"])) if "include" in data and data["include"] is not None else (".htaccess",)
        ext = _text(data.get("markdown_ext")) or "markdown,mkdown,mkdn,mkd,md"
        languages = tuple(str(x) for x in _list(data.get("languages"))) if polyglot else ()
        return cls(
            source=source,
            collections_dir=_text(data.get("collections_dir")).strip("/"),
            collections=collections,
            style=style,
            exclude=tuple(excludes),
            include=include,
            baseurl=_text(data.get("baseurl")).rstrip("/"),
            timezone=_text(data.get("timezone")),
            markdown_ext=tuple(f".{e.strip().lower()}" for e in ext.split(",") if e.strip()),
            optional_front_matter="jekyll-optional-front-matter" in plugins,
            languages=languages,
            default_lang=_text(data.get("default_lang")) or ("en" if polyglot else ""),
            lang_from_path=data.get("lang_from_path") is True,
            defaults=Defaults.from_config(
                data.get("defaults"), _text(data.get("collections_dir")).strip("/"), str(source)
            ),
        )

    def front_matter(self, rel: PurePosixPath, kind: Kind, meta: Mapping[str, Any]) -> dict[str, Any]:
        """The file's front matter as Jekyll reads it: the site's `defaults:` for its path and type, its own
        over them (a post's type is `posts`, a document's its collection's label, a page's `pages`)."""
        found = self.defaults.values(rel.as_posix(), kind.collection or "pages") if self.defaults.sets else {}
        return {**found, **meta} if found else dict(meta)

    def applied(self, path: Path, meta: Mapping[str, Any]) -> dict[str, Any]:
        """The front matter of the article file at `path` as Jekyll reads it (:meth:`front_matter`), for
        the reader (text.readers.FrontMatterDefaults): a language, a date or `published` given in
        `defaults:` is the article's as much as one in its own front matter. A file outside the source
        folder keeps its own."""
        if not self.defaults.sets:
            return dict(meta)
        # The source folder may have been found through a link (text.site resolves it): the file's path
        # as given, else resolved.
        for absolute, source in (
            (os.path.abspath(path), os.path.abspath(self.source)),
            (os.path.realpath(path), os.path.realpath(self.source)),
        ):
            if absolute.startswith(source.rstrip(os.sep) + os.sep):
                rel = PurePosixPath(os.path.relpath(absolute, source).replace(os.sep, "/"))
                return self.front_matter(rel, self.kind(rel, True if meta else None), meta)
        return dict(meta)

    # ------------------------------------------------------------------------------------ as what

    def kind(self, rel: PurePosixPath, front_matter: bool | None = None) -> Kind:
        """What Jekyll makes of the file at `rel` (below the source folder); `front_matter`: whether its
        first line opens front matter (None: look at the file)."""
        parts = rel.parts
        if not parts:
            return Kind("unread", reason="not a file of the site")
        if front_matter is None:
            front_matter = has_front_matter(self.source / rel.as_posix())
        start, outside = self._container(parts)
        if outside is not None:
            return outside
        for at in range(start, len(parts) - 1):
            if parts[at] in ("_posts", "_drafts"):
                return self._folders_unread(parts[:at]) or self._post(parts, at, front_matter)
        if (
            len(parts) > start + 1
            and parts[start][1:] in self.collections
            and parts[start].startswith("_")
            and parts[start] not in ("_posts", "_data")
        ):
            return self._document(parts, start, front_matter)
        return self._page(rel, front_matter)

    def _container(self, parts: tuple[str, ...]) -> tuple[int, Kind | None]:
        """Where collections start in the path (after collections_dir), or why Jekyll reads no post there."""
        if not self.collections_dir:
            return 0, None
        inside = parts[0] == self.collections_dir
        for magic in ("_posts", "_drafts"):
            if magic in parts and not inside:
                return 0, Kind(
                    "unread", reason=f"Jekyll reads {magic} only below collections_dir ({self.collections_dir})"
                )
        return (1 if inside else 0), None

    def _page(self, rel: PurePosixPath, front_matter: bool) -> Kind:
        parts = rel.parts
        blocked = self._folders_unread(parts[:-1]) or self._entry_unread(rel.as_posix(), parts[-1])
        if blocked:
            return blocked
        if front_matter or (self.optional_front_matter and self._markdown(parts[-1])):
            return Kind("page")
        return Kind(
            "static", reason="it has no front matter, so Jekyll copies it as a static file (no page of its own)"
        )

    def _post(self, parts: tuple[str, ...], at: int, front_matter: bool) -> Kind:
        magic = parts[at]
        entry = "/".join(parts[at + 1 :])
        blocked = self._entry_unread("/".join(parts), entry, check_first=True)
        if blocked:
            return blocked
        if magic == "_drafts":
            return Kind("draft", "posts", "a draft (in _drafts): Jekyll publishes it only with --drafts")
        if not _POST_NAME.match(entry):
            return Kind(
                "unread",
                "posts",
                "its name does not start with a date (YYYY-MM-DD-title), so Jekyll does not read it as a post",
            )
        return Kind("post", "posts")

    def _document(self, parts: tuple[str, ...], start: int, front_matter: bool) -> Kind:
        label = parts[start][1:]
        collection = self.collections[label]
        entry = "/".join(parts[start + 1 :])
        blocked = self._entry_unread("/".join(parts[start:]), entry, check_first=True)
        if blocked:
            return blocked
        if not front_matter:
            return Kind("static", label, "it has no front matter, so Jekyll copies it as a static file")
        if not collection.output:
            return Kind(
                "unpublished",
                label,
                f"the collection {label} has no `output: true`, so Jekyll writes no page for its documents",
            )
        return Kind("document", label)

    def _folders_unread(self, folders: tuple[str, ...]) -> Kind | None:
        """Jekyll reads folders level by level: each must pass its filter."""
        for depth in range(1, len(folders) + 1):
            blocked = self._entry_unread("/".join(folders[:depth]), folders[depth - 1], folder=True)
            if blocked:
                return blocked
        return None

    def _entry_unread(
        self, relative: str, entry: str, *, folder: bool = False, check_first: bool = False
    ) -> Kind | None:
        """entry_filter.rb: a special or backup name, or an excluded path, that `include` does not name."""
        name = entry.rsplit("/", 1)[-1]
        included = self._globbed(self.include, relative, folder) or self._globbed(self.include, name, folder)
        excludes = tuple(p for p in self.exclude if p not in self.include)
        if self._globbed(excludes, relative, folder) and not included:
            return Kind("unread", reason=f"`exclude:` in _config.yml leaves {relative}{'/' if folder else ''} out")
        if included:
            return None
        special = name.startswith(_SPECIAL) or (check_first and entry.startswith(_SPECIAL))
        if special or entry.endswith("~"):
            what = "folder" if folder else "file"
            return Kind(
                "unread",
                reason=f"Jekyll does not read a {what} whose name starts with "
                f"{entry[0] if check_first and entry.startswith(_SPECIAL) else name[0]!r} "
                "unless `include:` names it",
            )
        return None

    @staticmethod
    def _globbed(patterns: tuple[str, ...], relative: str, folder: bool) -> bool:
        """entry_filter.rb's glob_include?: File.fnmatch (no FNM_PATHNAME: `*` crosses `/`), or a prefix."""
        path = "/" + relative.strip("/")
        for pattern in patterns:
            full = "/" + str(pattern).strip().lstrip("/")
            if fnmatch.fnmatchcase(path, full) or path.startswith(full) or (folder and full == path + "/"):
                return True
        return False

    def _markdown(self, name: str) -> bool:
        return os.path.splitext(name)[1].lower() in self.markdown_ext

    # ---------------------------------------------------------------------------------------- where

    def url(self, rel: PurePosixPath, kind: Kind, meta: Mapping[str, Any], *, build_zone: str = "UTC") -> str:
        """The file's URL as Jekyll writes it (page.url), with baseurl and, with jekyll-polyglot, its
        language's folder in front."""
        if kind.collection:  # a post, draft or document (published or not: where it would be)
            path = self._document_url(rel, kind, meta, build_zone)
        else:
            path = self._page_url(rel, meta)
        lang = self.lang(rel, meta)
        if self.languages:
            path = self._coordinated(path)
            if lang and lang != self.default_lang:
                path = f"/{lang}{path}"
        return (self.baseurl + path) if self.baseurl else path

    def _coordinated(self, url: str) -> str:
        """jekyll-polyglot's coordinate_documents: the language folders taken out of the URL."""
        pattern = "|".join(f"([/.]{re.escape(lang)}[/.])" for lang in self.languages)
        return re.sub(pattern, "/", url) if pattern else url

    def _page_url(self, rel: PurePosixPath, meta: Mapping[str, Any]) -> str:
        name = rel.parts[-1]
        ext = os.path.splitext(name)[1]
        basename = name[: -len(ext)].rstrip(".") if ext else name
        output_ext = ".html" if ext.lower() in self.markdown_ext or ext.lower() in (".html", ".htm") else ext
        folder = "/".join(rel.parts[:-1])
        values = {"path": folder, "basename": basename, "output_ext": output_ext}
        permalink = meta.get("permalink")
        if isinstance(permalink, str) and permalink.strip():
            return _sanitize(_fill_hash(permalink.strip(), values))
        if output_ext not in (".html", ".xhtml", ".htm"):
            template = "/:path/:basename:output_ext"
        elif basename == "index":
            template = "/:path/"
        else:
            template = _with_suffix("/:path/:basename", self.style)
        return _sanitize(_fill_hash(template, values))

    def _document_url(self, rel: PurePosixPath, kind: Kind, meta: Mapping[str, Any], build_zone: str) -> str:
        label = kind.collection or "posts"
        values = self._placeholders(rel, label, meta, build_zone)
        permalink = meta.get("permalink")
        if isinstance(permalink, str) and permalink.strip():
            return _sanitize(_fill_drop(permalink.strip(), values))
        collection = self.collections.get(label)
        template = collection.permalink if collection is not None and collection.permalink else ""
        if not template:
            template = (
                _STYLES.get(self.style, self.style)
                if label == "posts"
                else _with_suffix("/:collection/:path", self.style)
            )
        return _sanitize(_fill_drop(template, values))

    def _placeholders(self, rel: PurePosixPath, label: str, meta: Mapping[str, Any], build_zone: str) -> dict[str, str]:
        """url_drop.rb's placeholders for a post or document."""
        parts = rel.parts
        magic = "_posts" if label == "posts" else f"_{label}"
        at = parts.index(magic) if magic in parts else (parts.index("_drafts") if "_drafts" in parts else 0)
        below = "/".join(parts[at + 1 :])
        name = parts[-1]
        ext = os.path.splitext(name)[1]
        basename = name[: -len(ext)] if ext else name
        dated = _POST_NAME.match(below)
        file_slug = re.sub(r"\.+$", "", dated.group(4) if dated else basename)  # document.rb's populate_title
        given = meta.get("slug")
        slug_source = str(given) if given is not None and str(given) != "" else file_slug
        cleaned = re.sub(r"\.+$", "", below[: -len(ext)] if ext else below)
        output_ext = ".html" if ext.lower() in self.markdown_ext or ext.lower() in (".html", ".htm") else ext
        values = {
            "collection": label,
            "path": "/" + cleaned,
            "output_ext": output_ext,
            "name": slugify(basename),
            "title": slugify(slug_source, mode="pretty", cased=True),
            "slug": slugify(slug_source),
            "categories": "/".join(dict.fromkeys(c.lower() for c in self._categories(parts, at, meta))),
            "slugified_categories": "/".join(dict.fromkeys(slugify(c) for c in self._categories(parts, at, meta))),
        }
        when = url_date(meta.get("date"), dated, self.timezone, build_zone)
        if when is not None:
            values.update(_date_values(when))
        return values

    @staticmethod
    def _categories(parts: tuple[str, ...], at: int, meta: Mapping[str, Any]) -> list[str]:
        """document.rb: the folders above _posts, then the front matter's categories (a string is split
        at spaces), then its `category`."""
        found = [p for p in parts[:at] if p]
        raw = meta.get("categories")
        found += str(raw).split() if isinstance(raw, str) else [str(c) for c in _flat(raw)]
        if "category" in meta and meta["category"] is not None:
            found += (
                [str(c) for c in _flat(meta["category"])]
                if isinstance(meta["category"], list)
                else [str(meta["category"])]
            )
        return [c for c in dict.fromkeys(found) if c]

    # -------------------------------------------------------------------------------- languages

    def lang(self, rel: PurePosixPath, meta: Mapping[str, Any]) -> str:
        """The page's language as jekyll-polyglot decides it ("" on a site without it)."""
        if not self.languages:
            return ""
        value = meta.get("lang")
        if isinstance(value, str) and value.strip():
            return value.strip()
        if self.lang_from_path:
            parts = rel.parts
            pattern = re.compile(r"^[a-z]{2,3}(:?[_-](:?[A-Za-z]{2}){1,2}){0,2}$")
            if parts[0].startswith("_") and len(parts) > 2 and pattern.match(parts[1]):
                return parts[1]
            if len(parts) > 1 and pattern.match(parts[0]):
                return parts[0]
        return self.default_lang

    def translation_key(self, rel: PurePosixPath, kind: Kind, meta: Mapping[str, Any]) -> str:
        """What jekyll-polyglot pairs translations by: `page_id`, else the URL without the language
        folders ("" on a site without it)."""
        if not self.languages:
            return ""
        page_id = meta.get("page_id")
        if isinstance(page_id, (str, int)) and not isinstance(page_id, bool) and str(page_id).strip():
            return f"page_id:{page_id}"
        path = self._document_url(rel, kind, meta, "UTC") if kind.collection else self._page_url(rel, meta)
        return "url:" + self._coordinated(path)

    def name(self, rel: PurePosixPath, meta: Mapping[str, Any]) -> str:
        """The name Jekyll knows a post or document by (page.slug: front matter slug, else the file name
        without its date): the name translations in other collections or folders share."""
        given = meta.get("slug")
        if given is not None and str(given).strip():
            return str(given).strip()
        stem = rel.parts[-1]
        stem = os.path.splitext(stem)[0]
        dated = re.match(r"^\d{2,4}-\d{1,2}-\d{1,2}-(.+)$", stem)
        return dated.group(1) if dated else stem


# ------------------------------------------------------------------------------------------- dates


def url_date(value: Any, dated: re.Match[str] | None, timezone: str, build_zone: str) -> dt.datetime | None:
    """The date of a post's URL, as Jekyll writes it: the front matter's `date` (else the file name's)
    as a moment, shown in the site's `timezone`, else in the zone of the machine that builds the site
    (`build_zone`: Jekyll sets TZ from `timezone` and calls Time#localtime).

    A YAML timestamp without an offset (`date: 2021-01-02 20:00:00`) is UTC to Ruby's YAML; with one, that
    moment; a date alone, or a quoted date, is read in the local zone (Time.parse)."""
    from zoneinfo import ZoneInfo  # imported here: only a site with dated URLs needs it

    local = _zone(timezone) or _zone(build_zone) or ZoneInfo("UTC")
    if isinstance(value, dt.datetime):
        moment = value if value.tzinfo is not None else value.replace(tzinfo=dt.timezone.utc)
        return moment.astimezone(local).replace(tzinfo=None)
    if isinstance(value, dt.date):
        return dt.datetime(value.year, value.month, value.day)
    if isinstance(value, str) and value.strip():
        parsed = _ruby_time_parse(value.strip())
        if parsed is not None:
            return (parsed.astimezone(local) if parsed.tzinfo is not None else parsed).replace(tzinfo=None)
    if dated is not None:
        try:
            return dt.datetime(int(dated.group(1)), int(dated.group(2)), int(dated.group(3)))
        except ValueError:
            return None
    return None


def _zone(name: str) -> Any:
    from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

    if not name:
        return None
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return None


_RUBY_TIME = LazyPattern(
    r"^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ]+(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?"
    r"\s*(Z|UTC|[-+]\d{2}:?\d{2})?$"
)


def _ruby_time_parse(text: str) -> dt.datetime | None:
    """Time.parse of the forms front matter dates take: naive in the local zone, or with an offset."""
    match = _RUBY_TIME.match(text)
    if match is None:
        return None
    year, month, day, hour, minute, second = (int(g) if g else 0 for g in match.groups()[:6])
    try:
        moment = dt.datetime(year, month, day, hour, minute, second)
    except ValueError:
        return None
    zone = match.group(7)
    if zone in ("Z", "UTC"):
        return moment.replace(tzinfo=dt.timezone.utc)
    if zone:
        sign = -1 if zone[0] == "-" else 1
        digits = zone[1:].replace(":", "")
        return moment.replace(tzinfo=dt.timezone(sign * dt.timedelta(hours=int(digits[:2]), minutes=int(digits[2:]))))
    return moment


def _date_values(when: dt.datetime) -> dict[str, str]:
    """url_drop.rb's date placeholders (strftime in the C locale)."""
    days = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
    iso = when.isocalendar()
    return {
        "year": f"{when.year:04d}",
        "month": f"{when.month:02d}",
        "day": f"{when.day:02d}",
        "hour": f"{when.hour:02d}",
        "minute": f"{when.minute:02d}",
        "second": f"{when.second:02d}",
        "i_day": str(when.day),
        "i_month": str(when.month),
        "short_month": MONTHS_EN[when.month - 1][:3],
        "long_month": MONTHS_EN[when.month - 1],
        "short_year": f"{when.year % 100:02d}",
        "w_year": str(iso[0]),
        "week": f"{iso[1]:02d}",
        "w_day": str(iso[2]),
        "short_day": days[when.weekday()][:3],
        "long_day": days[when.weekday()],
        "y_day": f"{when.timetuple().tm_yday:03d}",
    }


# ---------------------------------------------------------------------------------------- templates


def _with_suffix(template: str, style: str) -> str:
    """utils.rb's add_permalink_suffix: the ending of the site's style (`/` or `:output_ext`)."""
    if style == "pretty":
        return template + "/"
    if style in ("date", "ordinal", "none"):
        return template + ":output_ext"
    out = template
    if style.endswith("/"):
        out += "/"
    if style.endswith(":output_ext"):
        out += ":output_ext"
    return out


def _escape(value: str) -> str:
    """url.rb's escape_path, decoded again: narrate keeps paths as text (the page's URL quotes them once)."""
    return value


def _fill_hash(template: str, values: Mapping[str, str]) -> str:
    """url.rb's generate_url_from_hash (a page): each placeholder in turn; an empty one drops its `/`."""
    result = template
    for name, value in values.items():
        if ":" not in result:
            break
        result = result.replace(f"/:{name}", "") if value is None else result.replace(f":{name}", _escape(value))
    return result


def _fill_drop(template: str, values: Mapping[str, str]) -> str:
    """url.rb's generate_url_from_drop (a post or document): `:name` (a name ending in `_` tried
    without it too); an unknown placeholder is left as written (Jekyll stops the build on it)."""

    def one(match: re.Match[str]) -> str:
        name = match.group(1)
        for key in (name, name.rstrip("_")) if name.endswith("_") else (name,):
            if key in values:
                rest = name[len(key) :]
                return _escape(values[key]) + rest
        return match.group(0)

    return _PLACEHOLDER.sub(one, template)


def _sanitize(url: str) -> str:
    """url.rb's sanitize_url: one leading `/`, `..` made `/`, `./` dropped, runs of `/` squeezed."""
    out = ("/" + url).replace("..", "/").replace("./", "")
    return re.sub(r"/{2,}", "/", out)


def slugify(text: str, *, mode: str = "default", cased: bool = False) -> str:
    """utils.rb's slugify ("default" and "pretty" modes): runs of other characters become one `-`."""
    out: list[str] = []
    run = False
    for ch in text:
        keep = (
            unicodedata.category(ch)[0] in "LM"
            or unicodedata.category(ch) == "Nd"
            or (mode == "pretty" and ch in _PRETTY_KEEP)
        )
        if keep:
            out.append(ch)
            run = False
        elif not run:
            out.append("-")
            run = True
    slug = "".join(out)
    slug = slug[1:] if slug.startswith("-") else slug
    slug = slug[:-1] if slug.endswith("-") else slug
    return slug if cased else slug.lower()


# ------------------------------------------------------------------------------------------ helpers


def has_front_matter(path: Path) -> bool:
    """utils.rb's has_yaml_header?: the file's first line is `---` (trailing spaces allowed)."""
    try:
        first = head(path, 256)
    except (OSError, NarrateError):
        return False  # a pipe or a device is never read (it could block for ever)
    return re.match(rb"---[ \t\r\f\v]*\n", first) is not None


def _collections(raw: Any, style: str) -> dict[str, _Collection]:
    """`collections:` (a mapping or a list of labels), with `posts` always there and always output."""
    table: dict[str, Any] = {}
    if isinstance(raw, list):
        table = {str(label): {} for label in raw}
    elif isinstance(raw, dict):
        table = {str(k): (v if isinstance(v, dict) else {}) for k, v in raw.items()}
    out = {}
    for label, spec in table.items():
        clean = re.sub(r"[^a-z0-9_\-.]", "", label, flags=re.I)
        out[clean] = _Collection(clean, spec.get("output") is True or clean == "posts", _text(spec.get("permalink")))
    posts = out.get("posts")
    out["posts"] = _Collection(
        "posts", True, posts.permalink if posts and posts.permalink else _STYLES.get(style, style)
    )
    return out


def _text(value: Any) -> str:
    return value.strip() if isinstance(value, str) else ""


def _list(value: Any) -> list[Any]:
    if value is None:
        return []
    return list(value) if isinstance(value, (list, tuple)) else [value]


def _flat(value: Any) -> list[Any]:
    out: list[Any] = []
    for item in _list(value):
        out.extend(_flat(item) if isinstance(item, list) else ([item] if item is not None else []))
    return out


def _read_small(path: Path) -> str:
    try:
        return read_regular(path, 256 * 1024).decode("utf-8", errors="replace")
    except (OSError, NarrateError):
        return ""
