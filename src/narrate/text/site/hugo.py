"""Hugo's rules (https://gohugo.io/content-management/urls/, https://gohugo.io/configuration/permalinks/,
https://gohugo.io/content-management/page-bundles/, https://gohugo.io/content-management/multilingual/).

A page's URL is its path below ``contentDir``: ``content/posts/post-1.md`` → ``/posts/post-1/``; a leaf
bundle (a folder with ``index.md``) is served at the folder's path. Front matter ``slug`` replaces the
last segment, ``url`` the whole path. ``[permalinks]`` gives a pattern per top-level section
(``posts = '/:year/:month/:slug/'``; tokens ``:year :month :monthname :day :weekday :yearday :section
:sections :title :slug :slugorfilename :slugorcontentbasename :filename :contentbasename``). Paths are
lower-cased unless ``disablePathToLower``; spaces become ``-``. Languages other than
``defaultContentLanguage`` are served under ``/<lang>/`` (the default one too with
``defaultContentLanguageInSubdir``); a file's language is its suffix (``index.en.md``) or its
language's ``contentDir``. Translations: the same path with another language suffix (or in another
language's contentDir), or the same ``translationKey``.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from ..language import normalize_lang, strip_lang_suffix
from .common import as_text, expand, hugo_path, load_settings, lower_keys, urlize
from .model import PageFacts, Site
from .registry import Rules

__all__ = ["HUGO", "Hugo"]

_CONFIG_NAMES = ("hugo.toml", "hugo.yaml", "hugo.yml", "hugo.json", "config.toml", "config.yaml", "config.yml",
                 "config.json")
_OWN_NAMES = _CONFIG_NAMES[:4]  # only Hugo uses these names
_OLD_NAMES = _CONFIG_NAMES[4:]  # Hugo's names before hugo.toml, which other tools use too


class Hugo(Rules):
    """Hugo's rules (see the module's docstring)."""

    name = "hugo"
    page_keys: tuple[str, ...] = ("url",)

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
            for name in _CONFIG_NAMES:
                if (folder / "config" / "_default" / name).is_file():
                    return folder / "config" / "_default" / name
        return None

    def read(self, root: Path, config_file: Path) -> Site:
        """Hugo's contentDir, languages (with their contentDirs), permalinks and URL settings."""
        keys = lower_keys(load_settings(config_file))
        code = as_text(keys.get("defaultcontentlanguage")) or "en"
        found = keys.get("languages")
        languages: dict[str, Any] = found if isinstance(found, dict) else {}
        codes = tuple(str(c).lower() for c in languages) or (code.lower(),)
        lang_dirs: dict[str, Path] = {}
        for lang_code, spec in languages.items():
            folder = lower_keys(spec).get("contentdir") if isinstance(spec, dict) else None
            if folder:
                lang_dirs[str(lang_code).lower()] = Path(os.path.abspath(root / str(folder)))
        spec = languages.get(code)
        # The default language as Hugo names it in the page (its languageCode: zh-TW), else its key (zh-tw).
        spoken = (as_text(lower_keys(spec).get("languagecode")) if isinstance(spec, dict) else "") or code
        return Site("hugo", root / str(keys.get("contentdir") or "content"), root, config_file,
                    base_url=as_text(keys.get("baseurl")), default_lang=normalize_lang(spoken) or normalize_lang(code),
                    default_code=code.lower(), patterns=_permalinks(keys.get("permalinks")), lang_dirs=lang_dirs,
                    lang_codes=codes if languages else (),
                    lang_in_subdir=bool(keys.get("defaultcontentlanguageinsubdir")),
                    lower=not bool(keys.get("disablepathtolower")), ugly=bool(keys.get("uglyurls")),
                    future=keys.get("buildfuture") is True, expired=keys.get("buildexpired") is True)

    def page(self, site: Site, facts: PageFacts) -> str:
        """The section's permalink pattern expanded, else the path below the content folder."""
        values = facts.values
        pattern = site.patterns.get(values["section"]) or ""
        if pattern:
            hugo = dict(values)
            hugo["slug"] = values["given_slug"] or urlize(values["title"]) or values["name"]
            hugo["title"] = urlize(values["title"])
            hugo["slugorfilename"] = hugo["slugorcontentbasename"] = values["given_slug"] or values["name"]
            hugo["filename"] = hugo["contentbasename"] = values["name"]
            path = expand(pattern, hugo)
        else:
            last = values["given_slug"] or values["name"]
            path = "/" + "/".join(p for p in (values["sections"], last) if p)
            path += ".html" if site.ugly else "/"
        path = hugo_path(path, lower=site.lower)
        return site.lang_prefix(values["lang"]) + path

    def base_name(self, stem: str, suffix_lang: str) -> str:
        """Hugo takes any language-like suffix off a file's name (its own `index.en` or not)."""
        return strip_lang_suffix(stem)

    def own_front_matter(self, meta: dict[str, Any], named_bundle: bool) -> dict[str, Any]:
        """Hugo serves the folder of `index.<lang>.md` files as one bundle; a `<name>.md` beside them is a
        resource of it, its own front matter unread: the article's page is the folder's."""
        if named_bundle:
            return {k: v for k, v in meta.items() if k not in ("slug", "url")}
        return meta


HUGO = Hugo()


def _other_generator(names: set[str]) -> bool:
    """Whether `names` hold another generator's config (config.toml is not only Hugo's name)."""
    return bool(names & {"_config.yml", "_config.yaml"}) or any(
        n.startswith(("astro.config.", "docusaurus.config.")) for n in names)


def _looks_hugo(data: dict[str, Any]) -> bool:
    return any(k in data for k in ("baseURL", "baseurl", "defaultContentLanguage", "theme", "languageCode",
                                   "permalinks", "contentDir"))


def _permalinks(raw: Any) -> dict[str, str]:
    """Hugo's permalink pattern per section: Hugo 0.119+ writes [permalinks.page], before it [permalinks]."""
    if not isinstance(raw, dict):
        return {}
    nested = raw.get("page")
    page: dict[str, Any] = nested if isinstance(nested, dict) else raw
    return {str(k): str(v) for k, v in page.items() if isinstance(v, str)}
