"""The blog's own rules: which generator builds it, where an article's page is, which files are one article.

An article's identity is the blog's, not narrate's (DESIGN.md, "Identity"). This module finds the
site generator (``site:`` in voices.yaml, else the nearest generator config walking up from the
content folder) and applies its rules to one file:

- ``key``: the file's path below the generator's content root, POSIX separators — what templates
  already hold (Hugo ``.File.Path``, Jekyll ``page.path``, Hexo ``source``).
- ``page``: the path of the article's page on the blog (the site's base URL goes in front).
- ``group``: what the language versions of one article share.
- ``name``: the name the generator knows the article by (its bundle folder, its file name…), from
  which narrate derives the file stem of the audio when the front matter gives no slug.

Each generator's rules, with where they are written down:

**Hugo** (https://gohugo.io/content-management/urls/, https://gohugo.io/configuration/permalinks/,
https://gohugo.io/content-management/page-bundles/, https://gohugo.io/content-management/multilingual/):
a page's URL is its path below ``contentDir``: ``content/posts/post-1.md`` → ``/posts/post-1/``; a leaf
bundle (a folder with ``index.md``) is served at the folder's path. Front matter ``slug`` replaces the
last segment, ``url`` the whole path. ``[permalinks]`` gives a pattern per top-level section
(``posts = '/:year/:month/:slug/'``; tokens ``:year :month :monthname :day :weekday :yearday :section
:sections :title :slug :slugorfilename :slugorcontentbasename :filename :contentbasename``). Paths are
lower-cased unless ``disablePathToLower``; spaces become ``-``. Languages other than
``defaultContentLanguage`` are served under ``/<lang>/`` (the default one too with
``defaultContentLanguageInSubdir``); a file's language is its suffix (``index.en.md``) or its
language's ``contentDir``. Translations: the same path with another language suffix (or in another
language's contentDir), or the same ``translationKey``.

**Jekyll** (https://jekyllrb.com/docs/permalinks/, https://jekyllrb.com/docs/posts/): posts are
``_posts/YYYY-MM-DD-title.md``; ``permalink`` in ``_config.yml`` is a built-in style (``date`` — the
default, ``/:categories/:year/:month/:day/:title:output_ext`` —, ``pretty``, ``ordinal``,
``weekdate``, ``none``) or a template; ``:title`` is the file name's title part (or front matter
``slug``), ``:categories`` the folders above ``_posts`` and the front matter's categories, lower-cased.
Front matter ``permalink`` wins. Other pages are served at their path (``about.md`` → ``/about.html``).

**Hexo** (https://hexo.io/docs/permalinks, https://hexo.io/docs/front-matter): posts live in
``source/_posts``; ``permalink`` defaults to ``:year/:month/:day/:title/``, where ``:title`` is the file
name relative to ``_posts`` (without extension) and ``:name`` the file name; the date is the front
matter's. Front matter ``permalink`` wins; ``root`` is the site's path prefix. Hexo reads front
matter with hard tabs turned into spaces (hexo-front-matter's ``escape``; text.readers does the same),
and with js-yaml, whose timestamps count on past a month's end: ``date: 2018-02-31`` is published on
2018-03-03 (text.article.hexo_date reads it so; on other blogs narrate refuses such a date).

**Astro** (https://docs.astro.build/en/guides/content-collections/): an entry of the
``src/content/<collection>`` collection is served by the blog's own route, most often
``/<collection>/<id>/``; that is assumed (``site.permalink`` says otherwise). **Docusaurus**
(https://docusaurus.io/docs/blog, https://docusaurus.io/docs/create-doc): ``blog/2021-08-01-mdx.md``
→ ``/blog/2021/08/01/mdx``, ``docs/intro.md`` → ``/docs/intro``; front matter ``slug`` wins.
**plain**: the file's path without its suffix, ``/posts/hello/`` (a folder's ``index.md``: the folder).

``site.permalink`` in voices.yaml overrides every generator's page rule with a template of
``:year :month :day :slug :title :folder :filename :section :sections :categories :lang``.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import functools
import json
import os
import re
import sys
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any

from narrate import safe_yaml
from narrate.config import SiteSettings

from .hexo import Hexo
from .jekyll import ARTICLE_KINDS, Jekyll
from .language import normalize_lang, strip_lang_suffix

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

__all__ = ["Placement", "Site", "find_site"]

_MARKUP = (".markdown", ".md", ".mdx", ".mdown", ".mkd")
_BUNDLE_STEMS = ("index", "_index", "readme")
_HUGO_CONFIGS = ("hugo.toml", "hugo.yaml", "hugo.yml", "hugo.json", "config.toml", "config.yaml", "config.yml",
                 "config.json")
_HEXO_KEYS = ("new_post_name", "post_asset_folder", "permalink_defaults", "default_layout", "render_drafts",
              "source_dir", "public_dir", "relative_link", "future", "highlight", "prismjs", "theme_config",
              "default_category", "titlecase", "external_link", "filename_case")
_JEKYLL_STYLES = {
    "date": "/:categories/:year/:month/:day/:title:output_ext",
    "pretty": "/:categories/:year/:month/:day/:title/",
    "ordinal": "/:categories/:year/:y_day/:title:output_ext",
    "weekdate": "/:categories/:year/W:week/:short_day/:title:output_ext",
    "none": "/:categories/:title:output_ext",
}
# Front matter keys that name an article's translation group (see Site._explicit_group): Hugo's translationKey;
# what Jekyll sites' language switchers pair by (`ref`, `lang_ref`, `language_reference`, `translation_key`,
# `i18n_key`…, any spelling of (translation|lang|language|i18n) + (key|ref|reference|id|group)); polyglot's page_id.
_TRANSLATION_KEYS = ("translationKey", "translation_key", "translationkey", "ref", "lang_ref", "i18n_key", "page_id")
_TRANSLATION_KEY = re.compile(r"^(?:ref|page_?id|(?:translation|lang|language|i18n)[_-]?(?:key|ref|reference|id|group))$",
                              re.I)
_DATED = re.compile(r"^(\d{4})-(\d{2})-(\d{2})(?:[-_ ](.*))?$")
_SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")
_MAX_CONFIG = 2 * 1024 * 1024  # a site config larger than this is not read (it is not a config)
_WALK_UP = 6  # folders above the content folder where a site config may be


@dataclass(frozen=True)
class Placement:
    """Where one file sits on the blog."""

    key: str  # its path below the generator's content root (POSIX)
    page: str  # the path of its page on the blog ("/posts/hello/"), or an absolute URL from front matter
    group: str  # what its translations share
    name: str  # the name the generator knows it by (for a derived slug): folder or file name
    lang: str  # the generator's language code of the file ("" when the site has none)


@dataclass(frozen=True)
class Site:
    """A blog's generator and the settings of it that narrate follows."""

    generator: str  # hugo | jekyll | hexo | astro | docusaurus | plain
    content: Path  # the folder keys are relative to (Hugo's contentDir, Jekyll's source, Hexo's source_dir)
    root: Path | None = None  # the folder of the generator's config, when one was found
    config_file: Path | None = None
    base_url: str = ""  # baseURL / url (+ baseurl) / site from the generator's config
    default_lang: str | None = None  # the site's default content language as a narrate tag (zh-hant, en…)
    default_code: str = ""  # …as the generator spells it (Hugo's URL prefix), lower case
    permalink: str = ""  # site.permalink from voices.yaml: overrides the generator's page rule
    patterns: dict[str, str] = field(default_factory=dict)  # Hugo: section → pattern; others: "" → template
    lang_dirs: dict[str, Path] = field(default_factory=dict)  # Hugo: language code → its contentDir
    lang_codes: tuple[str, ...] = ()  # the generator's language codes (Hugo's [languages])
    lang_in_subdir: bool = False  # Hugo: defaultContentLanguageInSubdir
    lower: bool = True  # Hugo: paths lower-cased (not disablePathToLower)
    ugly: bool = False  # Hugo: uglyURLs
    url_root: str = "/"  # Hexo's `root`, Jekyll's `baseurl`, Docusaurus' `baseUrl`
    future: bool = True  # whether pages dated in the future are published (Hugo: buildFuture; Jekyll: future)
    expired: bool = True  # Hugo: buildExpired (pages whose expiryDate has passed)
    jekyll: Jekyll | None = None  # Jekyll's rules for this site (text.jekyll)
    hexo: Hexo | None = None  # Hexo's (text.hexo)
    build_zone: str = ""  # the zone the generator runs in (site.timezone; "" = UTC, assumed): Jekyll and Hexo
    # write URL dates in it
    _folders: dict[Path, tuple[str, ...]] = field(default_factory=dict, compare=False, repr=False, hash=False)

    def with_content(self, content: Path) -> Site:
        """The same site with keys relative to `content` (when the generator's root is not known)."""
        return dataclasses.replace(self, content=content, _folders={})

    # ----------------------------------------------------------------------------------------- placing

    def place(self, path: Path, meta: dict[str, Any], *, date: dt.datetime | None = None,
              title: str = "", fallback_root: Path | None = None) -> Placement:
        """Where `path` (with front matter `meta`) sits on this blog."""
        if self.jekyll is not None:
            return self._place_jekyll(self.jekyll, path, meta, fallback_root)
        if self.hexo is not None and not self.permalink:
            return self._place_hexo(self.hexo, path, meta, fallback_root, date)
        rel, lang_code = self._relative(path, fallback_root)
        parts = rel.parts
        stem = _stem(parts[-1]) if parts else path.stem
        suffix_lang = self._suffix_lang(stem)
        if suffix_lang:
            lang_code = suffix_lang
        elif not lang_code:
            lang_code = self._meta_lang(meta) or self.default_code
        base = strip_lang_suffix(stem) if suffix_lang or self.generator == "hugo" else stem
        folders = parts[:-1]
        bundle = base.lower() in _BUNDLE_STEMS or self._named_bundle(path, base)
        name = (folders[-1] if folders else base) if bundle else base
        sections = folders[:-1] if bundle and folders else folders
        group = self._group(meta, folders, base, bundle)
        given = _text(meta.get("slug"))
        if self.generator == "hugo" and bundle and base.lower() not in _BUNDLE_STEMS:
            # Hugo serves the folder of `index.<lang>.md` files as one bundle; a `<name>.md` beside them is
            # a resource of it, its own front matter unread: the article's page is the folder's.
            meta = {k: v for k, v in meta.items() if k not in ("slug", "url")}
            given = ""
        page = self._page(rel, folders, sections, name, bundle, given, meta, date, title, lang_code)
        name = self._generator_name(name, bundle, folders)
        return Placement(key=rel.as_posix(), page=page, group=group, name=name, lang=lang_code)

    def _place_jekyll(self, rules: Jekyll, path: Path, meta: dict[str, Any], fallback_root: Path | None) -> Placement:
        """Where Jekyll puts `path` (text.jekyll): its key is page.path (a post's or document's path below
        collections_dir), its page page.url, its group a shared key, else jekyll-polyglot's URL, else its path."""
        rel, _ = self._relative(path, fallback_root)
        kind = rules.kind(rel)
        key = rel
        if kind.collection and rules.collections_dir and rel.parts[:1] == (rules.collections_dir,):
            key = PurePosixPath(*rel.parts[1:])
        if self.permalink:
            page = self._rooted(_expand(self.permalink, self._values(
                rel, rel.parts[:-1], rel.parts[:-1], rules.name(rel, meta), False, _text(meta.get("slug")), meta,
                None, "", "")))
        else:
            page = rules.url(rel, kind, meta, build_zone=self.build_zone or "UTC")
        stem = _stem(rel.parts[-1]) if rel.parts else path.stem
        suffix_lang = self._suffix_lang(stem)
        base = strip_lang_suffix(stem) if suffix_lang else stem
        group = self._explicit_group(meta) or rules.translation_key(rel, kind, meta) \
            or self._group({}, rel.parts[:-1], base, False)
        lang = rules.lang(rel, meta) or suffix_lang or self._meta_lang(meta) or self.default_code
        return Placement(key=key.as_posix(), page=page, group=group, name=rules.name(rel, meta), lang=lang.lower())

    def _place_hexo(self, rules: Hexo, path: Path, meta: dict[str, Any], fallback_root: Path | None,
                    date: dt.datetime | None) -> Placement:
        """Where Hexo puts `path` (text.hexo): its key is Hexo's `source` below source_dir, its page its
        permalink's path, its name the post's :name (the file name; a page's, its folder's for index).
        A post with no date anywhere Hexo dates by its file's creation (on CI: the checkout); narrate
        takes the article's own date (git's first commit) instead, and says so in docs/site.md."""
        rel, _ = self._relative(path, fallback_root)
        kind, _ = rules.kind(rel)
        if "date" not in meta and date is not None and not rules.filename_info(rel).get("year"):
            meta = {**meta, "date": date}
        page = self._rooted(rules.path(rel, kind, meta, build_zone=self.build_zone or "UTC"))
        stem = _stem(rel.parts[-1]) if rel.parts else path.stem
        suffix_lang = self._suffix_lang(stem)
        base = strip_lang_suffix(stem) if suffix_lang else stem
        folders = rel.parts[:-1]
        bundle = base.lower() in _BUNDLE_STEMS and bool(folders)
        name = folders[-1] if bundle else base
        group = self._group(meta, folders, base, bundle)
        lang = suffix_lang or self._meta_lang(meta) or self.default_code
        return Placement(key=rel.as_posix(), page=page, group=group, name=name, lang=lang)

    def publication(self, path: Path, meta: dict[str, Any], fallback_root: Path | None = None) -> tuple[str, str]:
        """Whether the generator publishes `path` as an article, a page or not at all: ("article" | "page" |
        "unpublished", why in words when it is not an article)."""
        if self.jekyll is not None:
            rel, _ = self._relative(path, fallback_root)
            kind = self.jekyll.kind(rel)
            if kind.published and meta.get("published") is False:
                return "unpublished", "`published: false` in its front matter: Jekyll publishes no page for it"
            if kind.kind in ARTICLE_KINDS:
                return "article", ""
            if kind.kind == "page":
                return "page", "a page (Jekyll publishes only posts and documents of collections with " \
                               "`output: true` as articles)"
            return "unpublished", kind.reason or "Jekyll publishes no page for it"
        if self.hexo is not None:
            rel, _ = self._relative(path, fallback_root)
            what, why = self.hexo.kind(rel)
            if what == "post" and meta.get("published") is False:
                return "unpublished", "`published: false` in its front matter: Hexo publishes no page for it"
            if what == "post":
                return "article", ""
            if what == "page":
                return "page", "a page (Hexo publishes only the posts in source/_posts as articles)"
            return "unpublished", why
        return "article", ""

    def key(self, path: Path, fallback_root: Path | None = None) -> str:
        """The key of the file at `path` (its path below the content root)."""
        return self._relative(path, fallback_root)[0].as_posix()

    def _relative(self, path: Path, fallback_root: Path | None) -> tuple[PurePosixPath, str]:
        """The path below the content root, and the language whose contentDir holds it ("" if none)."""
        absolute = Path(os.path.abspath(path))
        for code, folder in sorted(self.lang_dirs.items(), key=lambda item: -len(str(item[1]))):
            rel = _below(absolute, folder)
            if rel is not None:
                return rel, code
        for root in (self.content, fallback_root):
            if root is None:
                continue
            rel = _below(absolute, Path(os.path.abspath(root)))
            if rel is not None:
                return rel, ""
        return PurePosixPath(path.name), ""

    def _suffix_lang(self, stem: str) -> str:
        """The language suffix of a file stem (`index.en`) as the generator names it, or ""."""
        if "." not in stem:
            return ""
        tail = stem.rsplit(".", 1)[1].lower()
        if self.lang_codes:
            return tail if tail in self.lang_codes else ""
        return tail if normalize_lang(tail, strict=True) else ""

    @staticmethod
    def _meta_lang(meta: dict[str, Any]) -> str:
        for key in ("lang", "language", "locale"):
            value = meta.get(key)
            if isinstance(value, str) and value.strip():
                return value.strip().lower()
        return ""

    def _listing(self, folder: Path) -> tuple[str, ...]:
        if folder not in self._folders:
            try:
                self._folders[folder] = tuple(sorted(os.listdir(folder)))
            except OSError:
                self._folders[folder] = ()
        return self._folders[folder]

    def _named_bundle(self, path: Path, base: str) -> bool:
        """Whether `path` is the `<name>.md` original in a folder of `index.<lang>.md` translations and no
        `index.md` of its own (one article, written in several files: the folder is its bundle)."""
        names = self._listing(Path(os.path.abspath(path.parent)))
        indexes = [n for n in names if _is_markup(n) and _stem(n).lower().startswith("index.")]
        if not indexes or any(_stem(n).lower() == "index" for n in names if _is_markup(n)):
            return False
        others = {strip_lang_suffix(_stem(n)) for n in names
                  if _is_markup(n) and strip_lang_suffix(_stem(n)).lower() not in _BUNDLE_STEMS}
        return others == {base}

    @staticmethod
    def _explicit_group(meta: dict[str, Any]) -> str:
        """The translation key the front matter gives (Hugo's translationKey; the `ref`/`lang_ref` of
        Jekyll sites' language switchers, `where: "ref", page.ref`; jekyll-polyglot's page_id), or ""."""
        names = [*_TRANSLATION_KEYS, *sorted(str(k) for k in meta if _TRANSLATION_KEY.match(str(k))
                                             and k not in _TRANSLATION_KEYS)]
        for field_name in names:
            value = meta.get(field_name)
            if isinstance(value, (str, int)) and not isinstance(value, bool) and str(value).strip():
                return f"{field_name.lower().replace('_', '')}:{str(value).strip()}"
        return ""

    def _group(self, meta: dict[str, Any], folders: tuple[str, ...], base: str, bundle: bool) -> str:
        """What one article's language versions share: an explicit key, else its bundle folder or its
        path without language suffix, without Hugo's per-language content folders."""
        explicit = self._explicit_group(meta)
        if explicit:
            return explicit
        kept = tuple(f for f in folders if not (f.lower() in self.lang_codes
                                               or (not self.lang_codes and normalize_lang(f, strict=True))))
        return "/".join(kept) if bundle else "/".join((*kept, base))

    def _generator_name(self, name: str, bundle: bool, folders: tuple[str, ...] = ()) -> str:
        """The name the generator gives the article, as narrate derives the audio's file stem from it
        (a `_posts` folder is Jekyll's convention even where no _config.yml says so)."""
        jekyll_like = self.generator in ("jekyll", "docusaurus") or (self.generator == "plain" and "_posts" in folders)
        if jekyll_like and not bundle:
            match = _DATED.match(name)
            if match and match.group(4):
                return match.group(4)  # Jekyll's :title and Docusaurus' slug drop the file name's date
        return name

    # ------------------------------------------------------------------------------------------ pages

    def _page(self, rel: PurePosixPath, folders: tuple[str, ...], sections: tuple[str, ...], name: str,
              bundle: bool, given: str, meta: dict[str, Any], date: dt.datetime | None, title: str,
              lang_code: str) -> str:
        url = _text(meta.get("url")) if self.generator in ("hugo", "plain", "astro") else ""
        permalink = _text(meta.get("permalink")) if self.generator in ("jekyll", "hexo", "plain") else ""
        for explicit in (url, permalink):
            if explicit and not any(ch.isspace() or ord(ch) < 32 for ch in explicit):
                if _SCHEME.match(explicit):
                    if explicit.lower().startswith(("http://", "https://")):
                        return explicit
                    continue  # javascript:, data:, mailto: … are no page of the blog's
                return self._rooted(explicit if explicit.startswith("/") else "/" + explicit)
        values = self._values(rel, folders, sections, name, bundle, given, meta, date, title, lang_code)
        if self.permalink:
            return self._rooted(_expand(self.permalink, values))
        rule = getattr(self, f"_page_{self.generator}", None)
        page: str = rule(values, bundle) if rule is not None else self._page_plain(values, bundle)
        return page

    def _values(self, rel: PurePosixPath, folders: tuple[str, ...], sections: tuple[str, ...], name: str,
                bundle: bool, given: str, meta: dict[str, Any], date: dt.datetime | None, title: str,
                lang_code: str) -> dict[str, str]:
        when = date or _dated_name(name) or _dated_name(rel.parts[-1] if rel.parts else "")
        below_lang = [f for f in folders if f.lower() not in self.lang_codes] if self.lang_dirs else list(folders)
        categories = _categories(meta)
        values = {
            "key": rel.as_posix(), "name": name, "folder": name if bundle else (folders[-1] if folders else name),
            "filename": strip_lang_suffix(_stem(rel.parts[-1])) if rel.parts else name,
            "slug": given or name, "given_slug": given, "title": title,
            "section": below_lang[0] if below_lang else "",
            "sections": "/".join(sections), "folders": "/".join(folders), "categories": "/".join(categories),
            "lang": lang_code, "bundle": "1" if bundle else "",
        }
        if when is not None:
            values.update(year=f"{when.year:04d}", month=f"{when.month:02d}", day=f"{when.day:02d}",
                          i_month=str(when.month), i_day=str(when.day), y_day=f"{when.timetuple().tm_yday:03d}",
                          monthname=when.strftime("%B").lower(), weekday=str((when.weekday() + 1) % 7),
                          weekdayname=when.strftime("%A").lower(), yearday=str(when.timetuple().tm_yday),
                          hour=f"{when.hour:02d}", minute=f"{when.minute:02d}", second=f"{when.second:02d}",
                          week=when.strftime("%V"), short_day=when.strftime("%a"))
        return values

    def _rooted(self, path: str) -> str:
        root = self.url_root.rstrip("/")
        return (root + path) if root and not path.startswith(root + "/") else path

    def _lang_prefix(self, lang_code: str) -> str:
        if not lang_code or not self.default_code:
            return ""
        if lang_code != self.default_code or self.lang_in_subdir:
            return "/" + lang_code
        return ""

    def _page_hugo(self, values: dict[str, str], bundle: bool) -> str:
        section = values["section"]
        pattern = self.patterns.get(section) or ""
        if pattern:
            hugo = dict(values)
            hugo["slug"] = values["given_slug"] or _urlize(values["title"]) or values["name"]
            hugo["title"] = _urlize(values["title"])
            hugo["slugorfilename"] = hugo["slugorcontentbasename"] = values["given_slug"] or values["name"]
            hugo["filename"] = hugo["contentbasename"] = values["name"]
            path = _expand(pattern, hugo)
        else:
            last = values["given_slug"] or values["name"]
            path = "/" + "/".join(p for p in (values["sections"], last) if p)
            path += ".html" if self.ugly else "/"
        path = _hugo_path(path, lower=self.lower)
        return self._lang_prefix(values["lang"]) + path

    def _page_jekyll(self, values: dict[str, str], bundle: bool) -> str:
        folders = values["folders"].split("/") if values["folders"] else []
        if "_posts" in folders:
            at = folders.index("_posts")
            jekyll = dict(values)
            jekyll["categories"] = "/".join(dict.fromkeys(
                c.lower() for c in [*folders[:at], *(values["categories"].split("/") if values["categories"] else [])] if c))
            jekyll["title"] = values["given_slug"] or self._generator_name(values["name"], False)
            jekyll["slug"] = _urlize(jekyll["title"])
            jekyll["output_ext"] = ".html"
            style = self.patterns.get("", "date")
            template = _JEKYLL_STYLES.get(style, style)
            path = _expand(template if template.startswith("/") else "/" + template, jekyll)
        else:
            stem = values["filename"]
            folder = "/".join(folders)
            pretty = self.patterns.get("", "date") == "pretty" or self.patterns.get("", "").endswith("/")
            if stem.lower() == "index":
                path = f"/{folder}/" if folder else "/"
            else:
                path = f"/{folder}/{stem}" if folder else f"/{stem}"
                path += "/" if pretty else ".html"
        return self._rooted(re.sub(r"/{2,}", "/", path))

    def _page_hexo(self, values: dict[str, str], bundle: bool) -> str:
        folders = values["folders"].split("/") if values["folders"] else []
        if "_posts" in folders:
            at = folders.index("_posts")
            hexo = dict(values)
            below = folders[at + 1:]
            hexo["title"] = "/".join([*below, values["filename"]])
            hexo["name"] = values["filename"]
            hexo["post_title"] = _urlize(values["title"])
            hexo["category"] = values["categories"] or "uncategorized"
            template = self.patterns.get("", "") or ":year/:month/:day/:title/"
            path = "/" + _expand(template, hexo).lstrip("/")
        else:
            stem = values["filename"]
            folder = "/".join(folders)
            if stem.lower() == "index":
                path = f"/{folder}/" if folder else "/"
            else:
                path = (f"/{folder}/{stem}" if folder else f"/{stem}") + ".html"
        return self._rooted(re.sub(r"/{2,}", "/", path))

    def _page_docusaurus(self, values: dict[str, str], bundle: bool) -> str:
        folders = values["folders"].split("/") if values["folders"] else []
        given = values["given_slug"]
        if folders and folders[0] == "blog":
            if given:
                return self._rooted(given if given.startswith("/") else f"/blog/{given}")
            match = _DATED.match(values["name"])
            rest = "/".join(folders[1:-1] if bundle else folders[1:])
            if match and match.group(4):
                tail = f"{match.group(1)}/{match.group(2)}/{match.group(3)}/{match.group(4)}"
            else:
                tail = values["name"]
            return self._rooted("/" + "/".join(p for p in ("blog", rest, tail) if p))
        first = folders[0] if folders else "docs"
        if given:
            return self._rooted(given if given.startswith("/") else f"/{'/'.join(folders) or first}/{given}")
        stem = values["filename"]
        parts = folders + ([] if stem.lower() in _BUNDLE_STEMS or stem == (folders[-1] if folders else "") else [stem])
        return self._rooted("/" + "/".join(_strip_number(p) for p in parts))

    def _page_astro(self, values: dict[str, str], bundle: bool) -> str:
        folders = values["folders"].split("/") if values["folders"] else []
        if len(folders) >= 2 and folders[0] == "src" and folders[1] in ("content", "pages"):
            folders = folders[2:]
        last = values["given_slug"] or (values["name"] if bundle else values["filename"])
        parts = (folders[:-1] if bundle else folders) + [last]
        return self._rooted("/" + "/".join(p.lower() for p in parts if p) + "/")

    def _page_plain(self, values: dict[str, str], bundle: bool) -> str:
        folders = values["folders"].split("/") if values["folders"] else []
        last = values["given_slug"] or (values["name"] if bundle else values["filename"])
        parts = (folders[:-1] if bundle else folders) + [last]
        return self._rooted("/" + "/".join(p for p in parts if p) + "/")


# --------------------------------------------------------------------------------------------- detection


def find_site(content: Path, settings: SiteSettings | None = None) -> Site:
    """The site `content` belongs to: `settings.generator` if given, else the nearest generator config
    walking up from `content` (hugo.toml…, _config.yml, astro.config.*, docusaurus.config.*), else plain."""
    settings = settings or SiteSettings()
    start = Path(os.path.abspath(content))
    if start.is_file():
        start = start.parent
    found = _detect(start)
    wanted = settings.generator
    if found is not None and (not wanted or found[0] == wanted):
        generator, root, config_file = found
        site = _read(generator, root, config_file, start)
    elif wanted:
        site = Site(generator=wanted, content=start)
    else:
        site = Site(generator="plain", content=start)
    if settings.permalink:
        site = dataclasses.replace(site, permalink=settings.permalink)
    if settings.timezone:
        site = dataclasses.replace(site, build_zone=settings.timezone)
    above = site.generator == "hexo" and _below(Path(os.path.abspath(site.content)), start) is not None
    if site.content != start and _below(start, site.content) is None and not site.lang_dirs and not above:
        # The content folder is not under the generator's: keys from it. (A Hexo blog's root, above its
        # source_dir, keeps Hexo's keys: `source` is below source_dir.)
        site = site.with_content(start)
    return site


def _detect(start: Path) -> tuple[str, Path, Path] | None:
    """(generator, its root, its config file) of the nearest generator config walking up from `start`
    (at most _WALK_UP folders, never above a repository's root), or None."""
    folder = start
    for _ in range(_WALK_UP + 1):
        try:
            names = set(os.listdir(folder))
        except OSError:
            names = set()
        for detector in _DETECTORS:
            found = detector(folder, names)
            if found is not None:
                return found[0], folder, found[1]
        if folder.parent == folder or ".git" in names:
            break
        folder = folder.parent
    return None


def _hugo_named(folder: Path, names: set[str]) -> tuple[str, Path] | None:
    """hugo.toml (.yaml, .yml, .json): only Hugo uses these names."""
    for name in ("hugo.toml", "hugo.yaml", "hugo.yml", "hugo.json"):
        if name in names:
            return "hugo", folder / name
    return None


def _js_config(folder: Path, names: set[str]) -> tuple[str, Path] | None:
    """docusaurus.config.* or astro.config.* (.js, .ts, .mjs…), the first by name."""
    for name in sorted(names):
        if name.startswith("docusaurus.config."):
            return "docusaurus", folder / name
        if name.startswith("astro.config."):
            return "astro", folder / name
    return None


def _underscore_config(folder: Path, names: set[str]) -> tuple[str, Path] | None:
    """_config.yml: Hexo's when it has Hexo's own keys, a scaffolds folder or hexo in package.json; else Jekyll's."""
    if "_config.yml" not in names and "_config.yaml" not in names:
        return None
    config_file = folder / ("_config.yml" if "_config.yml" in names else "_config.yaml")
    data = _load(config_file)
    hexo = any(key in data for key in _HEXO_KEYS) or "scaffolds" in names or _hexo_package(folder)
    return ("hexo" if hexo else "jekyll"), config_file


def _hugo_config(folder: Path, names: set[str]) -> tuple[str, Path] | None:
    """config.toml (.yaml, .yml, .json), Hugo's name before hugo.toml, beside a content folder or with Hugo's keys."""
    for name in ("config.toml", "config.yaml", "config.yml", "config.json"):
        if name in names and ("content" in names or _looks_hugo(_load(folder / name))):
            return "hugo", folder / name
    return None


def _hugo_config_dir(folder: Path, names: set[str]) -> tuple[str, Path] | None:
    """Hugo's configuration directory: config/_default/hugo.toml, config.toml…"""
    if "config" in names and (folder / "config" / "_default").is_dir():
        for name in _HUGO_CONFIGS:
            if (folder / "config" / "_default" / name).is_file():
                return "hugo", folder / "config" / "_default" / name
    return None


# What marks a folder as a generator's root, in the order each folder is tried.
_DETECTORS: tuple[Callable[[Path, set[str]], tuple[str, Path] | None], ...] = (
    _hugo_named, _js_config, _underscore_config, _hugo_config, _hugo_config_dir,
)


def _hexo_package(folder: Path) -> bool:
    data = _load(folder / "package.json")
    return isinstance(data.get("hexo"), dict) or "hexo" in (data.get("dependencies") or {})


def _looks_hugo(data: dict[str, Any]) -> bool:
    return any(k in data for k in ("baseURL", "baseurl", "defaultContentLanguage", "theme", "languageCode",
                                   "permalinks", "contentDir"))


def _load(path: Path) -> dict[str, Any]:
    """A config file's settings (empty when it cannot be read: the generator's defaults apply)."""
    try:
        if path.stat().st_size > _MAX_CONFIG:
            return {}
        text = path.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError):
        return {}
    try:
        if path.suffix == ".toml":
            data: Any = tomllib.loads(text)
        elif path.suffix == ".json":
            data = json.loads(text)
        elif path.suffix in (".yaml", ".yml"):
            data = safe_yaml.load(text)
        else:
            return _js_settings(text)
    except Exception:
        return {}
    return data if isinstance(data, dict) else {}


def _js_settings(text: str) -> dict[str, Any]:
    """The few plain string settings of an astro/docusaurus config narrate needs (not a JS parser)."""
    out: dict[str, Any] = {}
    for key in ("site", "url", "baseUrl", "base", "defaultLocale"):
        match = re.search(rf"\b{key}\s*:\s*['\"`]([^'\"`]+)['\"`]", text)
        if match:
            out[key] = match.group(1)
    return out


def _read(generator: str, root: Path, config_file: Path, start: Path) -> Site:
    """The Site its generator's config file describes."""
    return _READERS[generator](root, config_file, _load(config_file))


def _hugo(root: Path, config_file: Path, data: dict[str, Any]) -> Site:
    """Hugo's contentDir, languages (with their contentDirs), permalinks and URL settings."""
    keys = _lower_keys(data)
    code = _text(keys.get("defaultcontentlanguage")) or "en"
    found = keys.get("languages")
    languages: dict[str, Any] = found if isinstance(found, dict) else {}
    codes = tuple(str(c).lower() for c in languages) or (code.lower(),)
    lang_dirs: dict[str, Path] = {}
    for lang_code, spec in languages.items():
        folder = _lower_keys(spec).get("contentdir") if isinstance(spec, dict) else None
        if folder:
            lang_dirs[str(lang_code).lower()] = Path(os.path.abspath(root / str(folder)))
    spec = languages.get(code)
    # The default language as Hugo names it in the page (its languageCode: zh-TW), else its key (zh-tw).
    spoken = (_text(_lower_keys(spec).get("languagecode")) if isinstance(spec, dict) else "") or code
    return Site("hugo", root / str(keys.get("contentdir") or "content"), root, config_file,
                base_url=_text(keys.get("baseurl")), default_lang=normalize_lang(spoken) or normalize_lang(code),
                default_code=code.lower(), patterns=_hugo_permalinks(keys.get("permalinks")), lang_dirs=lang_dirs,
                lang_codes=codes if languages else (), lang_in_subdir=bool(keys.get("defaultcontentlanguageinsubdir")),
                lower=not bool(keys.get("disablepathtolower")), ugly=bool(keys.get("uglyurls")),
                future=keys.get("buildfuture") is True, expired=keys.get("buildexpired") is True)


def _lower_keys(data: dict[Any, Any]) -> dict[str, Any]:
    """Hugo's config keys are case-insensitive: `baseURL`, `baseurl`."""
    return {str(k).lower(): v for k, v in data.items()}


def _hugo_permalinks(raw: Any) -> dict[str, str]:
    """Hugo's permalink pattern per section: Hugo 0.119+ writes [permalinks.page], before it [permalinks]."""
    if not isinstance(raw, dict):
        return {}
    nested = raw.get("page")
    page: dict[str, Any] = nested if isinstance(nested, dict) else raw
    return {str(k): str(v) for k, v in page.items() if isinstance(v, str)}


def _jekyll(root: Path, config_file: Path, data: dict[str, Any]) -> Site:
    """Jekyll's source folder, default language, permalink style and url + baseurl, and its rules (text.jekyll)."""
    lang = _first_text(data.get("lang") or data.get("language") or data.get("default_lang") or data.get("locale"))
    source = root / str(data.get("source") or ".")
    return Site("jekyll", source, root, config_file,
                base_url=_join_url(_text(data.get("url")), _text(data.get("baseurl"))),
                default_lang=normalize_lang(lang) if lang else None, default_code=lang.lower(),
                patterns={"": _text(data.get("permalink")) or "date"}, url_root=_text(data.get("baseurl")) or "/",
                future=data.get("future") is True,
                jekyll=Jekyll.from_config(Path(os.path.abspath(source)), data, root))


def _hexo(root: Path, config_file: Path, data: dict[str, Any]) -> Site:
    """Hexo's source_dir, language (`default` is none), permalink, url and root, and its rules (text.hexo)."""
    lang = _first_text(data.get("language"))
    return Site("hexo", root / str(data.get("source_dir") or "source"), root, config_file, base_url=_text(data.get("url")),
                default_lang=normalize_lang(lang) if lang and lang != "default" else None,
                default_code=lang.lower(), patterns={"": _text(data.get("permalink"))},
                url_root=_text(data.get("root")) or "/", future=data.get("future") is not False,
                hexo=Hexo.from_config(data))


def _docusaurus(root: Path, config_file: Path, data: dict[str, Any]) -> Site:
    """Docusaurus' url, baseUrl and defaultLocale (read from its JS config by _js_settings)."""
    lang = _text(data.get("defaultLocale"))
    return Site("docusaurus", root, root, config_file, base_url=_text(data.get("url")),
                default_lang=normalize_lang(lang) if lang else None, default_code=lang.lower(),
                url_root=_text(data.get("baseUrl")) or "/")


def _astro(root: Path, config_file: Path, data: dict[str, Any]) -> Site:
    """Astro's site, base and i18n defaultLocale (read from its JS config by _js_settings)."""
    lang = _text(data.get("defaultLocale"))
    return Site("astro", root, root, config_file, base_url=_text(data.get("site")),
                default_lang=normalize_lang(lang) if lang else None, default_code=lang.lower(),
                url_root=_text(data.get("base")) or "/")


# Each generator's settings, from its config file's data.
_READERS: dict[str, Callable[[Path, Path, dict[str, Any]], Site]] = {
    "hugo": _hugo, "jekyll": _jekyll, "hexo": _hexo, "docusaurus": _docusaurus, "astro": _astro,
}


# ------------------------------------------------------------------------------------------------ helpers


def _text(value: Any) -> str:
    return value.strip() if isinstance(value, str) else ""


def _first_text(value: Any) -> str:
    if isinstance(value, list) and value:
        value = value[0]
    return _text(value)


def _join_url(url: str, base: str) -> str:
    return url.rstrip("/") + ("/" + base.strip("/") if base.strip("/") else "") if url else ""


def _stem(name: str) -> str:
    lower = name.lower()
    for suffix in _MARKUP:
        if lower.endswith(suffix):
            return name[: -len(suffix)]
    return name.rsplit(".", 1)[0] if "." in name else name


def _is_markup(name: str) -> bool:
    return name.lower().endswith(_MARKUP) and not name.startswith(".")


def _below(path: Path, root: Path) -> PurePosixPath | None:
    try:
        rel = path.relative_to(root)
    except ValueError:
        return None
    if not rel.parts or ".." in rel.parts:
        return None
    return PurePosixPath(rel.as_posix())


def _dated_name(name: str) -> dt.datetime | None:
    match = _DATED.match(name)
    if not match:
        return None
    try:
        return dt.datetime(int(match.group(1)), int(match.group(2)), int(match.group(3)))
    except ValueError:
        return None


def _categories(meta: dict[str, Any]) -> list[str]:
    value = meta.get("categories", meta.get("category"))
    if isinstance(value, str):
        return [v for v in value.split() if v]
    if isinstance(value, list):
        out: list[str] = []
        for item in value:
            out.extend(str(v) for v in (item if isinstance(item, list) else [item]) if v is not None)
        return out
    return []


def _expand(template: str, values: dict[str, str]) -> str:
    """`template` with each `:token` replaced (longest names first: `:slugorfilename` before `:slug`)."""
    names = sorted(values, key=len, reverse=True)
    pattern = re.compile(":(" + "|".join(re.escape(n) for n in names) + r")(?![A-Za-z_])")
    return pattern.sub(lambda m: values[m.group(1)], template)


def _hugo_path(path: str, *, lower: bool) -> str:
    """A path as Hugo makes it from file names (its PathSpec.UnicodeSanitize): letters, digits, marks and
    `./\\_#+~@-` kept; a run of spaces becomes one `-` unless a `-` is already there (none at the start
    or end); anything else dropped. Checked against Hugo 0.111's output: `新增相簿 - Pianopiano` →
    `新增相簿-pianopiano`, `App Store -- AppCentre (codename)` → `app-store--appcentre-codename`,
    `1．0 & CSS` → `10-css`."""
    out: list[str] = []
    pending = False
    for ch in path:
        cat = unicodedata.category(ch)
        if ch == "-":
            out.append(ch)
            pending = False
        elif cat[0] in "LM" or cat == "Nd" or ch in "./\\_#+~@":
            if pending and out[-1] != "-":
                out.append("-")
            pending = False
            out.append(ch)
        elif out and ch.isspace():
            pending = True
    text = "".join(out)
    return text.lower() if lower else text


def _urlize(text: str) -> str:
    """A title as generators put it in a URL: lower case, spaces to `-`, punctuation dropped."""
    return _hugo_path(text.strip(), lower=True).strip("-")


def _strip_number(part: str) -> str:
    """Docusaurus drops a `01-` number prefix from doc folder and file names."""
    return re.sub(r"^\d+[-_.]", "", part)


def site_prior(folder: Path, config: Any) -> str | None:
    """The default language of the blog `folder` belongs to, as its generator's config names it
    (Hugo's defaultContentLanguage, Jekyll's and Hexo's `lang`): the language decision's prior.
    `config` is narrate's Config (its `site:` settings), or None."""
    return site_facts(folder, config)[0]


def site_facts(folder: Path, config: Any) -> tuple[str | None, str]:
    """(default language, generator) of the blog `folder` belongs to — what reading its articles
    follows (text.readers.ReadOptions) —; (None, "") when the folder cannot be looked at."""
    settings = getattr(config, "site", None)
    try:
        return _site_facts(str(Path(folder).resolve()), settings)
    except (OSError, ValueError, RuntimeError):
        return None, ""


@functools.lru_cache(maxsize=64)
def _site_facts(folder: str, settings: SiteSettings | None) -> tuple[str | None, str]:
    site = find_site(Path(folder), settings)
    return site.default_lang, site.generator
