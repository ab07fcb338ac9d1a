"""A blog as narrate follows it (:class:`Site`), and where one file sits on it (:class:`Placement`).

What every generator shares is here: the path below the content root (or a language's own content
folder), a language suffix as the site names its languages, bundles (a folder with ``index.md``, or
a ``<name>.md`` among ``index.<lang>.md`` translations), translation groups, front matter that gives
the page whole, and the values a page rule is made from. The page rule itself is the generator's
(narrate.text.site.registry).
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import hashlib
import os
import re
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any
from urllib.parse import quote

from narrate.errors import NarrateError
from narrate.inputs import read_regular

from .. import frontmatter
from ..hexo import Hexo as HexoRules
from ..jekyll import Jekyll as JekyllRules
from ..language import lang_suffix, normalize_lang
from ..readers import FrontMatterDefaults, split_front_matter
from .common import BUNDLE_STEMS, SCHEME, below, categories_of, dated_name, expand, is_markup, stem_of
from .registry import Generator, rules_for

__all__ = ["File", "Located", "PageFacts", "Placement", "Site"]

# The longest translation key kept as written in an article's group (text, not a digest); see explicit_group.
_KEY_MAX = 1000


_MAX_FRONT = 2 * 1024 * 1024  # a section's _index file larger than this is not read for its front matter


# The longest page address narrate keeps (a record holds 4,000 characters of one, the blog's base URL before it;
# browsers and the sitemap protocol stop at 2,048): a front matter `permalink:`/`url:` past it is passed over for
# the page the site's rules give, and a page past it from any rule is no page (text.identity warns once).
MAX_PAGE = 2000
# What a page path keeps as it is when it becomes a URL (text.identity.absolute_page): every other character is
# percent-encoded as UTF-8, up to nine characters for one.
PAGE_SAFE = "/%:@!$&'()*+,;=-._~"


def page_length(page: str) -> int:
    """The length of `page` as an address, the longer of its written and its percent-encoded form: a permalink of
    1,000 CJK characters is 9,000 once encoded (review s10 harden, low: bounded as written only, it passed, and the
    episode then linked to no page at all rather than the one the site's rules give). ASCII outside PAGE_SAFE
    grows too, threefold (review s11 harden L4: `^` and a backquote, 1,988 as written, 5,967 encoded): only a page of
    characters kept as they are is its written length."""
    if len(page) > MAX_PAGE or _KEPT_AS_IS.fullmatch(page):
        return len(page)
    return len(quote(page, safe=PAGE_SAFE, errors="surrogatepass"))


_KEPT_AS_IS = re.compile("[A-Za-z0-9" + re.escape(PAGE_SAFE) + "]*")


@dataclass(frozen=True)
class Placement:
    """Where one file sits on the blog."""

    key: str  # its path below the generator's content root (POSIX)
    page: str  # the path of its page on the blog ("/posts/hello/"), or an absolute URL from front matter
    group: str  # what its translations share
    name: str  # the name the generator knows it by (for a derived slug): folder or file name
    lang: str  # the generator's language code of the file ("" when the site has none)


@dataclass(frozen=True)
class PageFacts:
    """What a generator's page rule is made from: one file's parts as the site sees them."""

    values: dict[str, str]  # the tokens of a page template (`site.permalink`'s: year, slug, section…)
    root: Path  # the content folder the file's key is below (a language's own, for Hugo)
    folders: tuple[str, ...]  # the folders between `root` and the file
    bundle: bool  # the file is a bundle's page: its folder is the article
    date: dt.datetime | None  # the article's date (its own zone)
    lang: str  # the generator's language code of the file ("" when the site has none)


@dataclass(frozen=True)
class Located:
    """A file among the site's files: what a generator's rules ask of it before its page."""

    path: Path  # absolute
    rel: PurePosixPath  # below `root`: its key
    root: Path  # the content folder it is in (a language's own, for Hugo)
    lang: str  # the generator's code of the language its folder or file name says ("" when neither)
    suffix_lang: str  # …its file name's alone
    base: str  # its file name without suffix and language suffix


@dataclass(frozen=True)
class File:
    """One file's parts as the site sees them, on the way to its page."""

    rel: PurePosixPath  # below the content root
    root: Path
    folders: tuple[str, ...]
    sections: tuple[str, ...]  # the folders above the article (a bundle's own folder is the article)
    name: str
    bundle: bool
    given: str  # the front matter's slug ("" when none)
    lang_code: str


@dataclass(frozen=True)
class Site:
    """A blog's generator and the settings of it that narrate follows."""

    generator: str  # hugo | jekyll | hexo | astro | docusaurus | plain (narrate.text.site.GENERATORS)
    content: Path  # the folder keys are relative to (Hugo's contentDir, Jekyll's source, Hexo's source_dir)
    root: Path | None = None  # the folder of the generator's config, when one was found
    config_file: Path | None = None
    base_url: str = ""  # baseURL / url (+ baseurl) / site from the generator's config
    default_lang: str | None = None  # the site's default content language as a narrate tag (zh-hant, en…)
    default_code: str = ""  # …as the generator spells it (Hugo's URL prefix), lower case
    permalink: str = ""  # site.permalink from voices.yaml: overrides the generator's page rule
    patterns: dict[str, str] = field(default_factory=dict)  # Hugo: section → pattern; others: "" → template
    # Hugo: a language code → its own `permalinks` (section → pattern), which replace `patterns` for its pages
    lang_patterns: dict[str, dict[str, str]] = field(default_factory=dict)
    # Hugo: language code → its contentDir, in Hugo's order of precedence (module mounts as listed, then contentDir)
    lang_dirs: dict[str, Path] = field(default_factory=dict)
    lang_codes: tuple[str, ...] = ()  # the generator's language codes (Hugo's [languages])
    lang_tags: dict[str, str] = field(default_factory=dict)  # a language code → narrate's tag (zh-tw → zh-hant)
    lang_hosts: dict[str, str] = field(default_factory=dict)  # Hugo: a language code → its own baseURL
    disabled_langs: tuple[str, ...] = ()  # Hugo: languages it builds no pages for
    main_sections: tuple[str, ...] | None = None  # Hugo: params.mainSections (None: not set)
    config_files: tuple[Path, ...] = ()  # every config file the generator reads, in its order
    remove_accents: bool = False  # Hugo: removePathAccents
    lang_in_subdir: bool = False  # Hugo: defaultContentLanguageInSubdir
    lower: bool = True  # Hugo: paths lower-cased (not disablePathToLower)
    ugly: bool = False  # Hugo: uglyURLs
    url_root: str = "/"  # Hexo's `root`, Jekyll's `baseurl`, Docusaurus' `baseUrl`
    # The folders the generator serves at the site's root path: where front matter's `image: /assets/x.jpg`
    # is (Hugo's static dirs, Jekyll's source, Hexo's source_dir, Astro's public/, Docusaurus' static/).
    web_roots: tuple[Path, ...] = ()
    future: bool = True  # whether pages dated in the future are published (Hugo: buildFuture; Jekyll: future)
    expired: bool = True  # Hugo: buildExpired (pages whose expiryDate has passed)
    jekyll: JekyllRules | None = None  # Jekyll's rules for this site (text.jekyll)
    hexo: HexoRules | None = None  # Hexo's (text.hexo)
    build_zone: str = ""  # the zone the generator runs in (site.timezone; "" = UTC, assumed): Jekyll and Hexo
    # write URL dates in it
    # Hugo: the site config's own `cascade` entries, under every section's (keys in lower case, as Hugo reads them)
    cascade: tuple[dict[str, Any], ...] = field(default=(), compare=False, hash=False)
    _folders: dict[Path, tuple[str, ...]] = field(default_factory=dict, compare=False, repr=False, hash=False)
    _fronts: dict[Path, dict[str, Any]] = field(default_factory=dict, compare=False, repr=False, hash=False)
    # folder → the article names of a bundle folder of translations (None: no such folder), found once per folder:
    # found per article, a folder of 50,000 articles was read 50,000 times (quadratic)
    _bundles: dict[Path, frozenset[str] | None] = field(default_factory=dict, compare=False, repr=False, hash=False)

    def with_content(self, content: Path) -> Site:
        """The same site with keys relative to `content` (when the generator's root is not known)."""
        return dataclasses.replace(self, content=content, _folders={}, _fronts={}, _bundles={})

    @property
    def rules(self) -> Generator:
        """Its generator's rules (the plain ones for a generator nobody registered)."""
        return rules_for(self.generator)

    # ----------------------------------------------------------------------------------------- placing

    def place(
        self,
        path: Path,
        meta: dict[str, Any],
        *,
        date: dt.datetime | None = None,
        title: str = "",
        fallback_root: Path | None = None,
    ) -> Placement:
        """Where `path` (with front matter `meta`) sits on this blog."""
        rules = self.rules
        own = rules.placement(self, path, meta, date, fallback_root)
        if own is not None:
            return own
        rel, root, lang_code = self.relative(path, fallback_root)
        parts = rel.parts
        stem = stem_of(parts[-1]) if parts else path.stem
        base, suffix_lang = self.lang_suffix(stem)
        if suffix_lang:
            lang_code = suffix_lang
        elif not lang_code:
            lang_code = self.meta_lang(meta, rules.lang_keys) or self.default_code
        folders = parts[:-1]
        bundle = base.lower() in BUNDLE_STEMS or self.named_bundle(path, base)
        name = (folders[-1] if folders else base) if bundle else base
        sections = folders[:-1] if bundle and folders else folders
        group = self.group_of(meta, folders, base, bundle)
        meta = rules.own_front_matter(meta, bundle and base.lower() not in BUNDLE_STEMS)
        given = frontmatter.text(meta, frontmatter.SLUG_KEYS, generator=self.generator)  # `slug: 212` is "212"
        found = File(rel, root, folders, sections, name, bundle, given, lang_code)
        page = self._page(found, meta, date, title)
        return Placement(
            key=rel.as_posix(), page=page, group=group, name=rules.known_name(name, bundle, folders), lang=lang_code
        )

    @property
    def defaults(self) -> FrontMatterDefaults | None:
        """The front matter the generator gives the site's files under their own (Jekyll's `defaults:`), None
        when it gives none: the reader reads an article's front matter with them (text.readers.ReadOptions)."""
        return self.jekyll if self.jekyll is not None and self.jekyll.defaults.sets else None

    def classify(self, path: Path, meta: dict[str, Any], fallback_root: Path | None = None) -> tuple[str, str]:
        """Whether the generator publishes `path` as an article ("article"), as another page ("page": an
        about or search page, the home page…) or not at all ("unpublished"), and why in words when it is
        not an article."""
        return self.rules.classify(self, self.locate(path, fallback_root), meta)

    def locate(self, path: Path, fallback_root: Path | None = None) -> Located:
        """Where the file at `path` is among the site's files (its key's parts, its content folder, the
        language whose content folder or file name suffix it has)."""
        rel, root, lang_code = self.relative(path, fallback_root)
        stem = stem_of(rel.parts[-1]) if rel.parts else path.stem
        base, suffix_lang = self.lang_suffix(stem)
        return Located(Path(os.path.abspath(path)), rel, root, suffix_lang or lang_code, suffix_lang, base)

    def key(self, path: Path, fallback_root: Path | None = None) -> str:
        """The key of the file at `path` (its path below the content root)."""
        return self.relative(path, fallback_root)[0].as_posix()

    def relative(self, path: Path, fallback_root: Path | None) -> tuple[PurePosixPath, Path, str]:
        """The path below the content root, that root, and the language whose contentDir holds it ("" if none)."""
        absolute = Path(os.path.abspath(path))
        for code, folder in sorted(self.lang_dirs.items(), key=lambda item: -len(str(item[1]))):
            rel = below(absolute, folder)
            if rel is not None:
                return rel, folder, code
        for root in (self.content, fallback_root):
            if root is None:
                continue
            folder = Path(os.path.abspath(root))
            rel = below(absolute, folder)
            if rel is not None:
                return rel, folder, ""
        return PurePosixPath(path.name), absolute.parent, ""

    def lang_suffix(self, stem: str) -> tuple[str, str]:
        """A file stem split from its language suffix as the generator reads it (`index.en` → ("index", "en")):
        a site that names its languages has only those; (stem, "") when it has none."""
        return lang_suffix(stem, self.lang_codes.__contains__ if self.lang_codes else None)

    def meta_lang(self, meta: dict[str, Any], keys: tuple[str, ...] = frontmatter.LANG_KEYS) -> str:
        """The language the front matter names (the first of `keys` set: text.frontmatter.LANG_KEYS), lower
        case, or ""."""
        return frontmatter.text(meta, keys, generator=self.generator).lower()

    def listing(self, folder: Path) -> tuple[str, ...]:
        """The names in `folder`, sorted (read once per Site)."""
        if folder not in self._folders:
            try:
                self._folders[folder] = tuple(sorted(os.listdir(folder)))
            except OSError:
                self._folders[folder] = ()
        return self._folders[folder]

    def front_matter(self, path: Path) -> dict[str, Any]:
        """The front matter of a file of the site other than an article (a section's `_index.md`), read once
        per Site; {} when it cannot be read."""
        if path not in self._fronts:
            try:  # a regular file only: a named pipe as `_index.md` would block the build for ever
                text = read_regular(path, _MAX_FRONT).decode("utf-8-sig")
                self._fronts[path] = split_front_matter(text, path, generator=self.generator)[0]
            except (OSError, UnicodeDecodeError, ValueError, NarrateError):
                self._fronts[path] = {}
        return self._fronts[path]

    def named_bundle(self, path: Path, base: str) -> bool:
        """Whether `path` is the `<name>.md` original in a folder of `index.<lang>.md` translations and no
        `index.md` of its own (one article, written in several files: the folder is its bundle)."""
        folder = Path(os.path.abspath(path.parent))
        if folder not in self._bundles:
            self._bundles[folder] = self._bundle_names(folder)
        return self._bundles[folder] == frozenset({base})

    def _bundle_names(self, folder: Path) -> frozenset[str] | None:
        """The article names (without language suffixes) of a folder of `index.<lang>.md` translations and no
        `index.md`, or None when `folder` is no such folder."""
        stems = [stem_of(n) for n in self.listing(folder) if is_markup(n)]
        if not any(s.lower().startswith("index.") for s in stems) or any(s.lower() == "index" for s in stems):
            return None
        bases = {self.lang_suffix(s)[0] for s in stems}
        return frozenset(name for name in bases if name.lower() not in BUNDLE_STEMS)

    @staticmethod
    def explicit_group(meta: dict[str, Any]) -> str:
        """The translation key the front matter gives (Hugo's translationKey; the `ref`/`lang_ref` of
        Jekyll sites' language switchers, `where: "ref", page.ref`; jekyll-polyglot's page_id), or ""."""
        names = [
            *frontmatter.TRANSLATION_KEYS,
            *sorted(
                str(k)
                for k in meta
                if frontmatter.TRANSLATION_KEY.match(str(k)) and k not in frontmatter.TRANSLATION_KEYS
            ),
        ]
        for field_name in names:
            value = meta.get(field_name)
            if isinstance(value, (str, int)) and not isinstance(value, bool) and str(value).strip():
                key = str(value).strip()
                if len(key) > _KEY_MAX:
                    # A key goes into each version's manifest record, whose check refuses a group past 4,000
                    # characters: one that long stands as its digest (the same key, the same group).
                    key = "sha256:" + hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()
                return f"{field_name.lower().replace('_', '')}:{key}"
        return ""

    def group_of(self, meta: dict[str, Any], folders: tuple[str, ...], base: str, bundle: bool) -> str:
        """What one article's language versions share: an explicit key, else its bundle folder or its
        path without language suffix, without Hugo's per-language content folders."""
        explicit = self.explicit_group(meta)
        if explicit:
            return explicit
        # A site that names its languages keeps each one's files in its own content
        # folder, never in a folder named like it (Hugo serves content/en/ as a
        # section); elsewhere a `content/<lang>/` tree is narrate's convention.
        kept = folders if self.lang_codes else tuple(f for f in folders if not normalize_lang(f, strict=True))
        return "/".join(kept) if bundle else "/".join((*kept, base))

    # ------------------------------------------------------------------------------------------ pages

    def _page(self, found: File, meta: dict[str, Any], date: dt.datetime | None, title: str) -> str:
        values = self.values(found, meta, date, title)
        facts = PageFacts(values, found.root, found.folders, found.bundle, date, found.lang_code)
        for key in self.rules.page_keys:
            explicit = frontmatter.as_text(meta.get(key))
            if page_length(explicit) > MAX_PAGE:
                continue  # no address a record keeps: the page the site's rules give (text.identity says so)
            if explicit and not any(ch.isspace() or ord(ch) < 32 for ch in explicit):
                if SCHEME.match(explicit):
                    if explicit.lower().startswith(("http://", "https://")):
                        return explicit
                    continue  # javascript:, data:, mailto: … are no page of the blog's
                return self.rules.explicit(self, explicit, facts)
        if self.permalink:
            return self.rooted(expand(self.permalink, values))
        return self.rules.page(self, facts)

    def values(self, found: File, meta: dict[str, Any], date: dt.datetime | None, title: str) -> dict[str, str]:
        """What a page rule or a `site.permalink` template is made from (its `:tokens`)."""
        rel, folders, name, bundle = found.rel, found.folders, found.name, found.bundle
        when = date or dated_name(name) or dated_name(rel.parts[-1] if rel.parts else "")
        below_lang = [f for f in folders if f.lower() not in self.lang_codes] if self.lang_dirs else list(folders)
        values = {
            "key": rel.as_posix(),
            "name": name,
            "folder": name if bundle else (folders[-1] if folders else name),
            "filename": self.lang_suffix(stem_of(rel.parts[-1]))[0] if rel.parts else name,
            "slug": found.given or name,
            "given_slug": found.given,
            "title": title,
            "section": below_lang[0] if below_lang else "",
            "sections": "/".join(found.sections),
            "folders": "/".join(folders),
            "categories": "/".join(categories_of(meta)),
            "lang": found.lang_code,
            "bundle": "1" if bundle else "",
        }
        if when is not None:
            values.update(_date_values(when))
        return values

    def rooted(self, path: str) -> str:
        """`path` under the site's URL root (Hexo's `root`, Jekyll's `baseurl`)."""
        root = self.url_root.rstrip("/")
        return (root + path) if root and not path.startswith(root + "/") else path

    def lang_prefix(self, lang_code: str) -> str:
        """The URL prefix of a language's pages (`/en`): "" for the default language outside a subfolder, and
        on a site of one language or with a host per language."""
        if not lang_code or not self.default_code or self.lang_hosts:
            return ""
        if self.lang_codes and len(self.lang_codes) < 2:
            return ""
        if lang_code != self.default_code or self.lang_in_subdir:
            return "/" + lang_code
        return ""

    def host(self, lang_code: str) -> str:
        """The language's own base URL, without its final slash, on a site with a host per language ("" else)."""
        return self.lang_hosts.get(lang_code, "").rstrip("/")


def _date_values(when: dt.datetime) -> dict[str, str]:
    """The date tokens of a page's values."""
    return dict(
        year=f"{when.year:04d}",
        month=f"{when.month:02d}",
        day=f"{when.day:02d}",
        i_month=str(when.month),
        i_day=str(when.day),
        y_day=f"{when.timetuple().tm_yday:03d}",
        monthname=when.strftime("%B").lower(),
        weekday=str((when.weekday() + 1) % 7),
        weekdayname=when.strftime("%A").lower(),
        yearday=str(when.timetuple().tm_yday),
        hour=f"{when.hour:02d}",
        minute=f"{when.minute:02d}",
        second=f"{when.second:02d}",
        week=when.strftime("%V"),
        short_day=when.strftime("%a"),
    )
