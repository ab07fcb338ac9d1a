"""Hugo's rules, as Hugo's own code applies them (resources/page/permalinks.go and page_paths.go,
helpers/path.go; read at 0.111.3, Debian's, and checked against its output; the tokens Hugo added
since are expanded as its docs and current code say).

**Configuration** (narrate.text.site.hugo_config): the site's ``hugo.toml`` (…``config.json``), then
``config/_default/`` and ``config/<environment>/``. ``contentDir``; ``languages`` (a code each, its
``languageCode``, ``contentDir``, ``baseURL`` (then every language is on its own host) and
``disabled``); ``defaultContentLanguage`` (``en``) and ``defaultContentLanguageInSubdir``;
``permalinks`` (per section; Hugo 0.119+ writes ``[permalinks.page]``; a language's own ``permalinks``
replace the site's for its pages, not merged: a section it does not name has the path rule, as Hugo 0.111
and 0.168 both build it); ``params.mainSections``;
``uglyURLs``, ``disablePathToLower``, ``removePathAccents``; ``buildFuture``, ``buildExpired``.

**A page's URL.** A regular page's path is its folder below the content folder (a leaf bundle's: the
folder above it) and its name (the file's, or the bundle folder's), or its front matter ``slug`` in
place of the name; with a ``permalinks`` pattern for its section (the first folder; ``/`` for pages at
the top), the pattern expanded instead. ``url`` in the front matter is the whole path, taken as
written (not lower-cased), a slash added unless it names a file; the language prefix goes in front
only of a relative one. Languages other than the default one (the default one too with
``defaultContentLanguageInSubdir``) are under ``/<code>/`` when the site has more than one. The path
is then made as Hugo makes paths: letters, digits and ``._~#+@-/\\`` kept, a run of spaces made one
``-``, the rest dropped, lower case unless ``disablePathToLower``.

**Tokens.** ``:year`` ``:month`` ``:monthname`` ``:day`` ``:weekday`` ``:weekdayname`` ``:yearday``
(the page's date in its own zone), ``:section`` (the first folder), ``:sections`` (the path of the
page's section: the nearest folder above it that is a section, a top-level folder or one with an
``_index`` file; ``:sections[1:]``, ``[last]``… slice it), ``:title`` (the title made a path),
``:slug`` (the slug, else the title), ``:filename`` (the file's name without language and suffix, a
bundle's folder), ``:slugorfilename``, ``:contentbasename`` and ``:slugorcontentbasename`` (Hugo
0.144+). A token Hugo does not know leaves the page to the path rule.

**A file's language** is its suffix when that is one of the site's languages (``index.en.md``; a
suffix that is not stays part of the name, ``post.fr.md`` → ``/posts/post.fr/``), else the language
whose ``contentDir`` holds it, else the default language. Translations: the same path in another
language, or the same ``translationKey``.
"""

from __future__ import annotations

import datetime as dt
import functools
import os
import re
import unicodedata
from collections.abc import Callable
from pathlib import Path, PurePosixPath
from typing import Any
from urllib.parse import unquote

from .. import frontmatter
from ..language import normalize_lang
from .common import as_text, hugo_path, is_markup, load_settings, stem_of
from .hugo_config import CONFIG_NAMES, read_config
from .model import Located, PageFacts, Site
from .registry import Rules

__all__ = ["HUGO", "Hugo", "HugoGlob", "cascade_misreadings", "expand_permalink"]

_OWN_NAMES = CONFIG_NAMES[:4]  # only Hugo uses these names
_OLD_NAMES = CONFIG_NAMES[4:]  # Hugo's names before hugo.toml, which other tools use too
_TOKEN = re.compile(r":\w+(\[.+?\])?")  # Hugo's attributeRegexp


class Hugo(Rules):
    """Hugo's rules (see the module's docstring)."""

    name = "hugo"
    page_keys: tuple[str, ...] = ("url",)
    lang_keys: tuple[str, ...] = ()

    def detect(self, folder: Path, names: set[str]) -> Path | None:
        """hugo.toml (.yaml, .yml, .json); else, where no other generator's config is, config.toml (…)
        beside a content folder or with Hugo's keys, or the config/_default/ folder."""
        for name in _OWN_NAMES:
            if name in names:
                return folder / name
        if _other_generator(names):
            return None
        for name in _OLD_NAMES:
            if name in names and ("content" in names or _looks_hugo(load_settings(folder / name))):
                return folder / name
        if "config" in names and (folder / "config" / "_default").is_dir():
            for name in CONFIG_NAMES:
                if os.path.lexists(folder / "config" / "_default" / name):  # a pipe too, to be refused by load_settings
                    return folder / "config" / "_default" / name
            return folder / "config" / "_default"
        return None

    def read(self, root: Path, config_file: Path) -> Site:
        """The site's settings from every config file Hugo reads (narrate.text.site.hugo_config)."""
        config = read_config(root)
        keys = config.data
        code = as_text(keys.get("defaultcontentlanguage")).lower() or "en"
        languages = _languages(keys, code)
        lang_dirs = {
            c: Path(os.path.abspath(root / str(spec["contentdir"])))
            for c, spec in languages.items()
            if as_text(spec.get("contentdir"))
        }
        content, mounted = _content_mounts(keys)
        lang_dirs = {**{c: Path(os.path.abspath(root / d)) for c, d in mounted.items() if c in languages}, **lang_dirs}
        hosts = {c: as_text(spec.get("baseurl")) for c, spec in languages.items() if as_text(spec.get("baseurl"))}
        tags = {c: _tag(c, spec) for c, spec in languages.items()}
        params = keys.get("params")
        main = (params if isinstance(params, dict) else {}).get("mainsections", keys.get("mainsections"))
        return Site(
            "hugo",
            root / str(content or keys.get("contentdir") or "content"),
            root,
            config.files[0] if config.files else config_file,
            base_url=as_text(keys.get("baseurl")),
            default_lang=tags.get(code),
            default_code=code,
            patterns=_permalinks(keys.get("permalinks")),
            lang_dirs=lang_dirs,
            lang_patterns={
                c: _permalinks(spec["permalinks"])
                for c, spec in languages.items()
                if isinstance(spec.get("permalinks"), dict)
            },
            lang_codes=tuple(languages),
            lang_tags=tags,
            lang_hosts=hosts if len(hosts) > 1 else {},
            lang_in_subdir=keys.get("defaultcontentlanguageinsubdir") is True,
            lower=keys.get("disablepathtolower") is not True,
            ugly=keys.get("uglyurls") is True,
            future=keys.get("buildfuture") is True,
            expired=keys.get("buildexpired") is True,
            main_sections=_sections_list(main),
            config_files=config.files,
            disabled_langs=_disabled(keys, code),
            remove_accents=keys.get("removepathaccents") is True,
            web_roots=_static_dirs(root, keys),
            cascade=tuple(_cascade_entries(keys.get("cascade"))),
        )

    def page(self, site: Site, facts: PageFacts) -> str:
        """The section's permalink pattern expanded, else the path below the content folder."""
        values = facts.values
        # Its section: the first folder above it (a leaf bundle at the top, `about/index.md`, is in none).
        above = facts.folders[:-1] if facts.bundle else facts.folders
        patterns = site.lang_patterns.get(facts.lang, site.patterns)
        pattern = patterns.get(above[0] if above else "") or ""
        expanded = self._expanded(site, pattern, facts) if pattern else None
        if expanded is not None:
            path = _join("/", unquote(expanded))
        else:
            folders = values["folders"].split("/") if values["folders"] else []
            base = values["given_slug"] or values["name"]
            path = _join("/", *(folders[:-1] if facts.bundle else folders), base)
        link = path.rstrip("/") + (".html" if site.ugly else "/")
        return site.host(facts.lang) + _sanitize(site.lang_prefix(facts.lang) + link, site)

    def _expanded(self, site: Site, pattern: str, facts: PageFacts) -> str | None:
        values = dict(facts.values)
        if facts.date is not None:
            values.update(date_values(facts.date))
        section_folders = facts.folders[:-1] if facts.bundle else facts.folders
        values["hugo_sections"] = self.sections(site, facts.root, section_folders)
        return expand_permalink(pattern, values, site)

    def explicit(self, site: Site, url: str, facts: PageFacts) -> str:
        """Front matter `url` as Hugo takes it: as written, a slash added unless it names a file; the
        language's prefix in front of a relative one."""
        path = _join("/", url)
        if url.endswith("/") or "." not in url:
            path = path.rstrip("/") + "/"
        prefix = site.lang_prefix(facts.lang)
        if not url.startswith("/") and prefix and not url.startswith(prefix.lstrip("/") + "/"):
            path = prefix + path
        return site.host(facts.lang) + path

    def own_front_matter(self, meta: dict[str, Any], named_bundle: bool) -> dict[str, Any]:
        """The front matter as Hugo reads it: keys in any case (`Slug`, `URL`), `slug` and `url` as text
        whatever YAML made of them (`slug: 212` is `/212/`), a slug without `-` at its ends. A `<name>.md`
        beside a folder's `index.<lang>.md` files is a resource of that bundle, its own front matter
        unread: the article's page is the folder's."""
        lowered = {str(k).lower(): v for k, v in meta.items()}
        if named_bundle:
            return {k: v for k, v in lowered.items() if k not in ("slug", "url")}
        for key in ("slug", "url"):
            if key in lowered:
                lowered[key] = frontmatter.as_text(lowered[key])
        if "slug" in lowered:
            lowered["slug"] = lowered["slug"].strip("-")
        return lowered

    def classify(self, site: Site, found: Located, meta: dict[str, Any]) -> tuple[str, str]:
        """A regular page of one of the site's main sections (params.mainSections; every section when it
        sets none) is an article; a page in no section (`about.md`, `search/index.md` at the top) or in
        another section is a page; a file inside a leaf bundle (beside or below its `index.md`) is one of
        its resources, and a file of a disabled language is not built: Hugo publishes no page for either."""
        if found.lang in site.disabled_langs:
            return "unpublished", f"its language {found.lang} is disabled in the site's config"
        shadow = _shadowed_by(site, found)
        if shadow is not None:
            shown = Path(os.path.relpath(shadow, site.root)) if site.root else shadow
            return "unpublished", (
                f"Hugo builds this {found.lang} page from {shown.as_posix()} instead (the same "
                "page, in a content folder mounted before this one)"
            )
        folders = found.rel.parts[:-1]
        bundle = _leaf_bundle(site, found)
        if bundle is not None:
            return "unpublished", (
                f"a resource of the page bundle {bundle}/ (Hugo publishes no page for a file "
                "beside or below a bundle's index.md)"
            )
        # (a cascaded draft needs the page's own front matter, which may say `draft` itself: not by its path alone,
        # where the planner asks with none)
        cascaded = (
            _cascaded_render(site, found)
            or (_cascaded_draft(site, found, meta) if meta else "")
            or _draft_section(site, found)
        )
        if cascaded:
            return "unpublished", cascaded
        own = found.base.lower() in ("index", "readme") or _named_original(site, found)
        section = folders[0] if len(folders) > (1 if own else 0) else ""
        if not section:
            return "page", "a page at the top of the content folder, in no section (an about or search page)"
        main = site.main_sections
        if main is not None and section.lower() not in {m.lower() for m in main}:
            return "page", (
                f"a page of section {section}, which is not one of the site's main sections "
                f"({', '.join(main) or 'none'}: params.mainSections)"
            )
        return "article", ""

    def sections(self, site: Site, root: Path, folders: tuple[str, ...]) -> str:
        """The path of the section a page in `folders` (below the content folder `root`) belongs to: its
        nearest folder that is a section (the first folder always, a deeper one with an `_index` file)."""
        current = 1 if folders else 0
        for depth in range(2, len(folders) + 1):
            names = site.listing(root.joinpath(*folders[:depth]))
            if any(n.startswith("_index.") for n in names):
                current = depth
        return "/".join(folders[:current])


HUGO = Hugo()


def _leaf_bundle(site: Site, found: Located) -> str | None:
    """The leaf bundle (a folder with an `index` file) whose resource the file is, or None: a folder above
    it with one, or its own folder when the file is not that index (nor a `<name>.md` that narrate takes
    as the bundle's original beside `index.<lang>.md` translations)."""
    folders = found.rel.parts[:-1]
    for depth in range(1, len(folders) + 1):
        names = site.listing(found.root.joinpath(*folders[:depth]))
        if not any(n.lower().startswith("index.") and is_markup(n) for n in names):
            continue
        if depth == len(folders) and (found.base.lower() == "index" or _named_original(site, found)):
            return None
        return "/".join(folders[:depth])
    return None


def _cascades(site: Site, found: Located) -> list[tuple[str, dict[str, Any]]]:
    """The cascade entries of the sections above the file that take it in (a `_target`'s `path` glob, `kind`
    and `lang` match), the nearest section's first, each with its `_index` file's path as written."""
    folders, lang = found.rel.parts[:-1], found.lang or site.default_code or "en"
    entries = []
    for depth in range(len(folders), -1, -1):
        folder = found.root.joinpath(*folders[:depth])
        index = _index_file(site, folder, lang)
        if index is None:
            continue
        for entry in _cascade_entries(site.front_matter(index).get("cascade")):
            if _targets(entry.get("_target"), found, lang):
                entries.append(("/".join((*folders[:depth], index.name)), entry))
    # the site config's cascade, under every section's (s20: `[cascade] draft = true` in hugo.toml — hugo 0.111
    # publishes none of the pages — was not read, and a typo there was not said)
    shown = site.config_file.name if site.config_file is not None else "the site's config"
    entries += [(shown, entry) for entry in site.cascade if _targets(entry.get("_target"), found, lang)]
    return entries


def cascade_misreadings(site: Site, path: Path, fallback_root: Path | None = None) -> list[str]:
    """A warning line for each section above the file that cascades to it a `draft` Go's ParseBool does not read, or
    a build `render` Hugo does not read as its own (`cascade: {draft: ture}`, `{_build: {render: nevr}}`): Hugo
    publishes the page, and so does narrate, but the writer likely meant the other (s20 attacks: nothing was said).
    The page's own `draft` is what Hugo reads before any cascade."""
    found = site.locate(path, fallback_root)
    lines = []
    for index, entry in _cascades(site, found):
        draft = frontmatter.flag(entry, frontmatter.DRAFT_KEYS, generator="hugo")
        if draft.misread:
            lines.append(
                f"warning: {index}: cascade {draft.key}: {frontmatter.shown(draft.value)} is neither true nor false "
                "to Hugo, which publishes its section's pages (and so does narrate); write true or false"
            )
        for key in ("_build", "build"):
            options = entry.get(key)
            render = (
                {str(k).lower(): v for k, v in options.items()}.get("render") if isinstance(options, dict) else None
            )
            if render is None or isinstance(render, bool) or frontmatter.hugo_renders_no_page(options):
                continue
            if (render if isinstance(render, str) else frontmatter.as_text(render)) not in ("always", "1"):
                lines.append(
                    f"warning: {index}: cascade {key}.render: {frontmatter.shown(render)} is none of Hugo's values "
                    "(always, never, link); Hugo renders its section's pages (and so does narrate); write never or always"
                )
    return lines


def _cascaded_render(site: Site, found: Located) -> str:
    """Why Hugo renders no page for the file by what a section above it cascades to its pages (`cascade:
    {_build: {render: never}}` in `moods/_index.md`), "" when nothing does. A cascade entry with a
    `_target` applies where its `path` (a glob), `kind` and `lang` match."""
    for index, entry in _cascades(site, found):
        render = _render_never(entry)
        if render:
            return f"Hugo renders no page for it: {index} cascades {render} to its section's pages"
    return ""


def _cascaded_draft(site: Site, found: Located, meta: dict[str, Any]) -> str:
    """Why the file is a draft by what a section above it cascades (`cascade: {draft: true}` in
    `drafts/_index.md`: Hugo publishes none of its pages that do not say `draft` themselves), "" when none does.
    The nearest section that cascades `draft` decides, as Hugo lets a closer cascade win; a value Go's ParseBool
    does not read as true (`draft: ture`, `false`) makes no draft (a typo never unpublishes). s18 probe: narrate
    published every post of a section Hugo left out as drafts."""
    if frontmatter.flag(meta, frontmatter.DRAFT_KEYS, generator="hugo").key:
        return ""  # the page's own draft key is what Hugo reads (frontmatter.drafted reads it)
    for index, entry in _cascades(site, found):
        cascaded = frontmatter.flag(entry, frontmatter.DRAFT_KEYS, generator="hugo")
        if cascaded.key:
            return f"draft ({index} cascades {cascaded.key}: true to its section's pages)" if cascaded.said else ""
    return ""


def _draft_section(site: Site, found: Located) -> str:
    """Why the file is left out as a page of a draft home or section, "" when none above it is one. Hugo publishes
    no page under a draft list page whatever the page says (`draft: false` included): the home (the content folder),
    a first-level folder and any deeper folder with an `_index` file are such pages. A list page's own `draft` wins;
    else the nearest cascade that sets one (its own `_index` file's first, as Hugo cascades to the list page itself,
    then the sections' above it, then the site config's). s20 harden, checked against hugo 0.111.3: a config
    `[cascade] draft = true`, a draft `_index.md` or a section cascading `draft: true` hid every post, and narrate
    narrated the ones that said `draft: false` (or, for a draft `_index.md`, all of them)."""
    folders = found.rel.parts[:-1]
    if _leaf_bundle_own(site, found):
        folders = folders[:-1]  # a leaf bundle's own folder is its page, not a section
    inherited: list[tuple[str, dict[str, Any]]] = [
        (site.config_file.name if site.config_file is not None else "the site's config", entry)
        for entry in site.cascade
    ]
    lang = found.lang or site.default_code or "en"
    for depth in range(len(folders) + 1):
        folder = found.root.joinpath(*folders[:depth])
        index = _index_file(site, folder, lang)
        if index is None and depth > 1:
            continue  # a deeper folder without an `_index` file is no section of its own
        meta = site.front_matter(index) if index is not None else {}
        shown = "/".join((*folders[:depth], index.name)) if index is not None else "/".join(folders[:depth])
        own = [(shown, e) for e in _cascade_entries(meta.get("cascade"))]
        inherited = own + inherited
        path = "/" + "/".join((*folders[:depth], index.name) if index is not None else folders[:depth])
        why = _why_a_draft(shown, meta, [i for i in inherited if _targets_section(i[1].get("_target"), path, lang)])
        if why:
            page = f"its section {'/'.join(folders[:depth])}/" if depth else "the site's home page"
            return f"draft ({page} is a draft: {why}; Hugo publishes none of the pages under it)"
    return ""


def _why_a_draft(shown: str, meta: dict[str, Any], cascades: list[tuple[str, dict[str, Any]]]) -> str:
    """Why a list page (its `_index` file `shown`, its front matter `meta`) is a draft: its own `draft` as Go reads
    it, else the first of the `cascades` that take it in and set one; "" when it is none."""
    draft = frontmatter.flag(meta, frontmatter.DRAFT_KEYS, generator="hugo")
    if draft.key:
        return f"{shown} says {draft.key}: true" if draft.said else ""
    for source, entry in cascades:
        cascaded = frontmatter.flag(entry, frontmatter.DRAFT_KEYS, generator="hugo")
        if cascaded.key:
            return f"{source} cascades {cascaded.key}: true to it" if cascaded.said else ""
    return ""


def _targets_section(target: Any, path: str, lang: str) -> bool:
    """Whether a cascade's `_target` takes in the list page at `path`: its `path` glob and `lang` glob (hugo 0.111.3
    hid the pages of `/aimed/` for none of `_target: {path: '/aimed/x/**'}`, and of `/posts/` for `/posts/**`; a
    `kind` did not keep a section out). The path is Hugo's: its `_index` file's (`/posts/_index.md`), else the
    folder's without a trailing slash (`/posts`, the home `/`)."""
    if not isinstance(target, dict):
        return True
    spec = {str(k).lower(): v for k, v in target.items()}
    glob, wanted = as_text(spec.get("path")), as_text(spec.get("lang"))
    return (not glob or _glob_takes(glob, path)) and (not wanted or _glob_takes(wanted, lang))


def _index_file(site: Site, folder: Path, lang: str) -> Path | None:
    """The folder's `_index` file of the language `lang`, or None: `_index.<lang>.md`, or `_index.md` when its
    language is `lang` (a file without a language suffix is the language whose content folder holds it, else the
    site's default one). s21 review H1, checked against hugo 0.111.3: a draft `content/posts/_index.md` (or one
    cascading `draft: true`) of an English-default site hides the English posts only; Hugo publishes the French
    `a.fr.md` and its section `/fr/posts/`, and narrate left them out as drafts."""
    for name in site.listing(folder):
        if name.startswith("_index.") and is_markup(name):
            if (site.locate(folder / name).lang or site.default_code or "en") == lang:
                return folder / name
    return None


def _leaf_bundle_own(site: Site, found: Located) -> bool:
    """Whether the file is the `index` page of a leaf bundle (its folder is its page)."""
    return bool(found.rel.parts[:-1]) and (found.base.lower() in ("index", "readme") or _named_original(site, found))


def _cascade_entries(value: Any) -> list[dict[str, Any]]:
    if isinstance(value, dict):
        return [value]
    return [v for v in value if isinstance(v, dict)] if isinstance(value, list) else []


def _targets(target: Any, found: Located, lang: str) -> bool:
    """Whether a cascade's `_target` (path, kind and lang globs) takes in the regular page `found` of the language
    `lang`. Its path is Hugo's: the file's below its content folder, suffix and all (`/posts/a.md`)."""
    if not isinstance(target, dict):
        return True
    spec = {str(k).lower(): v for k, v in target.items()}
    glob, kind, wanted = (as_text(spec.get(key)) for key in ("path", "kind", "lang"))
    return (
        (not glob or _glob_takes(glob, "/" + found.rel.as_posix()))
        and (not kind or _glob_takes(kind, "page"))
        and (not wanted or _glob_takes(wanted, lang))
    )


def _glob_takes(pattern: str, text: str) -> bool:
    """Whether Hugo's glob `pattern` takes in `text`, both case-folded as Hugo folds them."""
    return _compiled_glob(pattern.lower()).match(text.lower())


@functools.lru_cache(maxsize=256)
def _compiled_glob(pattern: str) -> HugoGlob:
    return HugoGlob(pattern)


# The parse's two refusals, raised as a ValueError holding one of them (no exception class of narrate's own: every
# one of those is a user's error in narrate.errors' tree, and these never leave HugoGlob).
_BAD_GLOB = "a glob gobwas does not compile: Hugo ignores the error, and the `_target` takes in every page"
_OPEN_GLOB = "a glob with an alternative left open (`{a`): hugo 0.111.3 took in no page with it"


_GLOB_NESTING = 64  # alternatives nested deeper are taken as left open (no page matches)


class HugoGlob:
    """A `_target` glob as Hugo reads it (gobwas/glob with `/` as the separator, hugo 0.111.3 checked): `*` any run
    of characters but `/`, `**` any run, `?` one character but `/`, `[abc]` `[a-z]` `[!abc]` one character of (not
    of) a class, `{a,b}` one of the alternatives (each a glob), a backslash the next character as written. Matched
    as a set of states stepped once per character (Thompson's construction), never backtracking: the work is at
    most the text's length times the pattern's (s21 review M3: `/**a**a…**b` made a regex that backtracked for
    minutes against a long folder name; M2: `?`, classes and `{a,b}` were read as written). `work` counts the
    states visited."""

    def __init__(self, pattern: str) -> None:
        self.tests: list[Callable[[str], bool] | None] = []  # a state's test of a character; None: no character
        self.goes: list[tuple[int, ...]] = []  # where a state goes: after its character, or at once (None test)
        self.loops: list[bool] = []  # whether the state stays where it is after its character (`*`, `**`)
        self.work = 0
        self.always: bool | None = None
        # gobwas matches a glob of one `**` and nothing else special by its two ends, which may overlap: hugo 0.111.3
        # takes `/posts/a.md` in by `/posts/**/a.md` (and `/posts/a.md**a.md`), not by `/p?sts/**/a.md`
        head, stars, tail = pattern.partition("**")
        self.ends = (head, tail) if stars and not any(c in head + tail for c in "*?[{\\") else None
        end = self._state(None, ())
        try:
            self.start = self._build(self._parse(pattern, 0, 0)[0], end)
        except ValueError as refused:
            if refused.args[:1] not in ((_BAD_GLOB,), (_OPEN_GLOB,)):
                raise
            self.always = refused.args[0] == _BAD_GLOB
        self.end = end

    def match(self, text: str) -> bool:
        if self.always is not None:
            return self.always
        if self.ends is not None:
            return text.startswith(self.ends[0]) and text.endswith(self.ends[1])
        current = self._closure({self.start})
        for char in text:
            moved: set[int] = set()
            for state in current:
                self.work += 1
                test = self.tests[state]
                if test is not None and test(char):
                    moved.update((state,) if self.loops[state] else self.goes[state])
            if not moved:
                return False
            current = self._closure(moved)
        return self.end in current

    def _closure(self, states: set[int]) -> set[int]:
        todo, seen = list(states), set(states)
        while todo:
            state = todo.pop()
            self.work += 1
            if self.tests[state] is None or self.loops[state]:
                for after in self.goes[state]:
                    if after not in seen:
                        seen.add(after)
                        todo.append(after)
        return seen

    def _state(self, test: Callable[[str], bool] | None, goes: tuple[int, ...], loops: bool = False) -> int:
        self.tests.append(test)
        self.goes.append(goes)
        self.loops.append(loops)
        return len(self.tests) - 1

    def _build(self, seq: list[Any], after: int) -> int:
        for node in reversed(seq):
            if isinstance(node, list):  # alternatives
                after = self._state(None, tuple(self._build(option, after) for option in node))
            else:
                test, loops = node
                after = self._state(test, (after,), loops)
        return after

    def _parse(self, pattern: str, at: int, depth: int) -> tuple[list[Any], int]:
        """The glob from `at` as a list of (test, loops) pairs and lists of alternatives, and where it ends."""
        seq: list[Any] = []
        while at < len(pattern):
            char = pattern[at]
            if depth and char in ",}":
                return seq, at
            if char == "{":
                options, at = self._alternatives(pattern, at + 1, depth + 1)
                seq.append(options)
                continue
            if char == "[":
                end = pattern.find("]", at + 1)
                seq.append((_glob_class(pattern[at + 1 : end] if end > at else ""), False))
                at = end + 1
                continue
            stars = 2 if pattern.startswith("**", at) else 1 if char == "*" else 0
            if stars:
                seq.append(((lambda c: True) if stars == 2 else (lambda c: c != "/"), True))
            elif char == "?":
                seq.append(((lambda c: c != "/"), False))
            else:
                if char == "\\" and at + 1 < len(pattern):
                    at += 1
                seq.append((pattern[at].__eq__, False))
            at += max(stars, 1)
        if depth:
            raise ValueError(_OPEN_GLOB)
        return seq, at

    def _alternatives(self, pattern: str, at: int, depth: int) -> tuple[list[list[Any]], int]:
        if depth > _GLOB_NESTING:
            raise ValueError(_OPEN_GLOB)
        options = []
        while True:
            option, at = self._parse(pattern, at, depth)
            options.append(option)
            if pattern[at] == "}":
                return options, at + 1
            at += 1  # the comma


def _glob_class(body: str) -> Callable[[str], bool]:
    """The test of a glob's `[…]` class (its text between the brackets); an empty or falling one is no glob."""
    negated = body.startswith("!")
    body = body[1:] if negated else body
    spans, at = [], 0
    while at < len(body):
        if at + 2 < len(body) and body[at + 1] == "-":
            spans.append((body[at], body[at + 2]))
            at += 3
        else:
            spans.append((body[at], body[at]))
            at += 1
    if not spans or any(low > high for low, high in spans):
        raise ValueError(_BAD_GLOB)
    return lambda c: any(low <= c <= high for low, high in spans) != negated


def _render_never(entry: dict[str, Any]) -> str:
    """`_build`/`build` options that render no page (render: never, link or false), as written; else ""."""
    for key in ("_build", "build"):
        render = frontmatter.hugo_renders_no_page(entry.get(key))
        if render:
            return f"{key}.{render}"
    return ""


def _shadowed_by(site: Site, found: Located) -> Path | None:
    """The file that takes this one's place, or None. Hugo reads its content folders as one, the first
    mounted first: a page (a language and a path without its suffix) found in two of them is built from
    the first one's file (`content/en/p/index.fr.md` over `content/fr/p/index.md` when content/en is
    mounted first), and the other is never read."""
    roots = list(dict.fromkeys(site.lang_dirs.values()))
    if found.root not in roots:
        return None
    codes = {folder: code for code, folder in reversed(site.lang_dirs.items())}
    for earlier in roots[: roots.index(found.root)]:
        folder = earlier.joinpath(*found.rel.parts[:-1])
        for name in site.listing(folder):
            stem = stem_of(name)
            base, suffix = site.lang_suffix(stem)
            if is_markup(name) and (suffix or codes[earlier]) == found.lang and base == found.base:
                return folder / name
    return None


def _named_original(site: Site, found: Located) -> bool:
    """Whether the file is the `<name>.md` original of a folder of `index.<lang>.md` translations."""
    return bool(found.rel.parts[:-1]) and site.named_bundle(found.path, found.base)


def expand_permalink(pattern: str, values: dict[str, str], site: Site) -> str | None:
    """`pattern` with each of its tokens expanded as Hugo expands them, or None when one is not Hugo's."""
    out = pattern
    for match in _TOKEN.finditer(pattern):
        attr = match.group(0)[1:]
        said = _attribute(attr, values, site)
        if said is None:
            return None
        out = out.replace(match.group(0), said, 1)
    return out


def _attribute(attr: str, values: dict[str, str], site: Site) -> str | None:
    """One token's text (None for one Hugo does not know)."""
    slug = _urlize(values["given_slug"], site)
    filename = _urlize(values["name"], site)
    if attr in _DATE_TOKENS:
        return values.get(f"hugo_{attr}", "")
    if attr.startswith("sections[") or attr == "sections":
        parts = [p for p in values["hugo_sections"].split("/") if p]
        return "/".join(_sliced(parts, attr[len("sections") :]))
    simple = {
        "section": values["section"],
        "title": _urlize(values["title"], site),
        "slug": slug or _urlize(values["title"], site),
        "filename": filename,
        "slugorfilename": slug or filename,
        "contentbasename": filename,
        "slugorcontentbasename": slug or filename,
    }
    return simple.get(attr)


_DATE_TOKENS = ("year", "month", "monthname", "day", "weekday", "weekdayname", "yearday")


def date_values(when: dt.datetime) -> dict[str, str]:
    """Hugo's date tokens (Go's: the year and the year's day unpadded, the month's name capitalized)."""
    return {
        "hugo_year": str(when.year),
        "hugo_month": f"{when.month:02d}",
        "hugo_monthname": when.strftime("%B"),
        "hugo_day": f"{when.day:02d}",
        "hugo_weekday": str((when.weekday() + 1) % 7),
        "hugo_weekdayname": when.strftime("%A"),
        "hugo_yearday": str(when.timetuple().tm_yday),
    }


def _sliced(parts: list[str], cut: str) -> list[str]:
    """`parts` cut as Hugo's `:sections[low:high]` (`[1:]`, `[:last]`, `[2]`…) cuts them, leniently."""
    cut = cut.strip().lower()
    if not cut:
        return parts
    if len(cut) < 3 or cut[0] != "[" or cut[-1] != "]":
        return []
    inner = cut[1:-1]

    def index(text: str, low: bool) -> int:
        if text == "":
            return 0 if low else len(parts)
        if text == "last":
            return len(parts) - 1
        n = max(int(text), 0) if text.lstrip("-").isdigit() else 0
        return (-1 if low else len(parts)) if n >= len(parts) else n

    if ":" not in inner:
        n = index(inner, True)
        return [] if not parts or n < 0 else [parts[n]]
    low, high = (index(t, i == 0) for i, t in enumerate(inner.split(":", 1)))
    return [] if not parts or low < 0 or high < 0 else parts[low:high]


def _urlize(text: str, site: Site) -> str:
    """Hugo's URLize: the text made a path (kept unescaped: narrate escapes a page's URL once, at the end)."""
    return _sanitize(text, site)


def _sanitize(path: str, site: Site) -> str:
    """Hugo's MakePathSanitized: accents removed when the site says so, then UnicodeSanitize and lower case."""
    if site.remove_accents:
        path = "".join(ch for ch in unicodedata.normalize("NFD", path) if unicodedata.category(ch) != "Mn")
    return hugo_path(path, lower=site.lower)


def _join(*parts: str) -> str:
    """Go's path.Join: the parts joined by `/`, cleaned (`//`, `.`, `..`), no slash at the end."""
    joined = "/".join(p for p in parts if p)
    clean = PurePosixPath("/" + joined).as_posix() if joined.startswith("/") else PurePosixPath(joined).as_posix()
    out: list[str] = []
    for part in clean.split("/"):
        if part == "..":
            if out and out[-1] not in ("", ".."):
                out.pop()
        elif part != ".":
            out.append(part)
    text = "/".join(out)
    return text if text else "/"


def _languages(keys: dict[str, Any], default: str) -> dict[str, dict[str, Any]]:
    """The site's languages (code → settings), the default one alone when none are configured."""
    found = keys.get("languages")
    languages = (
        {str(c).lower(): (spec if isinstance(spec, dict) else {}) for c, spec in found.items()}
        if isinstance(found, dict) and found
        else {}
    )
    if not languages:
        spec = {"languagecode": as_text(keys.get("languagecode"))} if as_text(keys.get("languagecode")) else {}
        languages = {default: spec}
    return dict(sorted(languages.items(), key=lambda item: (_weight(item[1]), item[0])))


def _weight(spec: dict[str, Any]) -> int:
    """A language's place in the site's order (Hugo's `weight`; one without comes last)."""
    weight = spec.get("weight")
    return weight if isinstance(weight, int) and not isinstance(weight, bool) and weight > 0 else 1 << 30


def _tag(code: str, spec: dict[str, Any]) -> str:
    """A Hugo language's narrate tag: from its languageCode (zh-TW), else its code (zh-tw); "" if neither says."""
    for text in (as_text(spec.get("languagecode")), as_text(spec.get("locale")), code):
        tag = normalize_lang(text) if text else None
        if tag:
            return tag
    return ""


def _content_mounts(keys: dict[str, Any]) -> tuple[str, dict[str, str]]:
    """The site's content folders its `module.mounts` give (`source: content/fr, target: content, lang: fr`):
    the one without a language ("" when none), and each language's. A mount into a folder below `content`
    is not followed (its files' keys would need its target's path in front)."""
    module = keys.get("module")
    mounts = module.get("mounts") if isinstance(module, dict) else None
    content, by_lang = "", dict[str, str]()
    for mount in mounts if isinstance(mounts, list) else []:
        if not isinstance(mount, dict) or as_text(mount.get("target")).strip("/") != "content":
            continue
        source, lang = as_text(mount.get("source")), as_text(mount.get("lang")).lower()
        if source and lang:
            by_lang.setdefault(lang, source)
        elif source and not content:
            content = source
    return content, by_lang


def _static_dirs(root: Path, keys: dict[str, Any]) -> tuple[Path, ...]:
    """The folders Hugo serves at the site's root: `staticDir` (a name or a list; `static` when unset) and
    every module mount whose target is `static`."""
    given = keys.get("staticdir")
    names = [as_text(n) for n in given] if isinstance(given, list) else [as_text(given) or "static"]
    module = keys.get("module")
    mounts = module.get("mounts") if isinstance(module, dict) else None
    for mount in mounts if isinstance(mounts, list) else []:
        if isinstance(mount, dict) and as_text(mount.get("target")).strip("/") == "static":
            names.append(as_text(mount.get("source")))
    return tuple(dict.fromkeys(root / name for name in names if name))


def _disabled(keys: dict[str, Any], default: str) -> tuple[str, ...]:
    """The languages Hugo builds no pages for (`disableLanguages`, a language's `disabled`)."""
    listed = keys.get("disablelanguages")
    out = {str(c).lower() for c in listed} if isinstance(listed, list) else set()
    found = keys.get("languages")
    if isinstance(found, dict):
        out |= {str(c).lower() for c, spec in found.items() if isinstance(spec, dict) and spec.get("disabled") is True}
    return tuple(sorted(out - {default}))


def _sections_list(value: Any) -> tuple[str, ...] | None:
    """`mainSections` as a tuple of section names (None when the site does not set it)."""
    if isinstance(value, str) and value.strip():
        return (value.strip(),)
    if isinstance(value, list):
        return tuple(str(v).strip() for v in value if str(v).strip())
    return None


def _other_generator(names: set[str]) -> bool:
    """Whether `names` hold another generator's config (config.toml is not only Hugo's name)."""
    return bool(names & {"_config.yml", "_config.yaml"}) or any(
        n.startswith(("astro.config.", "docusaurus.config.")) for n in names
    )


def _looks_hugo(data: dict[str, Any]) -> bool:
    return any(
        k in data
        for k in ("baseURL", "baseurl", "defaultContentLanguage", "theme", "languageCode", "permalinks", "contentDir")
    )


def _permalinks(raw: Any) -> dict[str, str]:
    """The permalink pattern of each section's regular pages: Hugo 0.119+ writes [permalinks.page], before
    it [permalinks]; a key's slashes and spaces are trimmed (`/` is the pages at the top)."""
    if not isinstance(raw, dict):
        return {}
    nested = raw.get("page")
    page: dict[str, Any] = nested if isinstance(nested, dict) else raw
    return {str(k).strip(" /"): str(v) for k, v in page.items() if isinstance(v, str)}
