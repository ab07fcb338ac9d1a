"""Hexo's rules (https://hexo.io/docs/permalinks, https://hexo.io/docs/front-matter).

Posts live in ``source/_posts``; ``permalink`` defaults to ``:year/:month/:day/:title/``, where ``:title``
is the file name relative to ``_posts`` (without extension) and ``:name`` the file name; the date is the
front matter's. Front matter ``permalink`` wins; ``root`` is the site's path prefix. Hexo reads front
matter with hard tabs turned into spaces (hexo-front-matter's ``escape``; text.readers does the same),
and with js-yaml, whose timestamps count on past a month's end: ``date: 2018-02-31`` is published on
2018-03-03 (text.article.hexo_date reads it so; on other blogs narrate refuses such a date).
"""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path
from typing import Any

from ..hexo import Hexo as HexoRules
from ..language import normalize_lang
from .common import BUNDLE_STEMS, as_text, expand, first_text, load_settings, stem_of, urlize
from .model import Located, PageFacts, Placement, Site
from .registry import Rules

__all__ = ["HEXO", "Hexo"]

# Keys only Hexo's _config.yml has (Jekyll's has none of them). Not `future`: Jekyll has it too (its
# configuration.rb DEFAULTS, which a _config.yml written out in full repeats: `future: false`).
_HEXO_KEYS = (
    "new_post_name",
    "post_asset_folder",
    "permalink_defaults",
    "default_layout",
    "render_drafts",
    "source_dir",
    "public_dir",
    "relative_link",
    "highlight",
    "prismjs",
    "theme_config",
    "default_category",
    "titlecase",
    "external_link",
    "filename_case",
)


class Hexo(Rules):
    """Hexo's rules (see the module's docstring)."""

    name = "hexo"
    page_keys: tuple[str, ...] = ("permalink",)

    def detect(self, folder: Path, names: set[str]) -> Path | None:
        """_config.yml with Hexo's own keys, a scaffolds folder or hexo in package.json."""
        if "_config.yml" not in names and "_config.yaml" not in names:
            return None
        config_file = folder / ("_config.yml" if "_config.yml" in names else "_config.yaml")
        data = load_settings(config_file)
        if any(key in data for key in _HEXO_KEYS) or "scaffolds" in names or _hexo_package(folder):
            return config_file
        return None

    def read(self, root: Path, config_file: Path) -> Site:
        """Hexo's source_dir, language (`default` is none), permalink, url and root."""
        data = load_settings(config_file)
        lang = first_text(data.get("language"))
        source = root / str(data.get("source_dir") or "source")
        return Site(
            "hexo",
            source,
            root,
            config_file,
            web_roots=(source,),
            base_url=as_text(data.get("url")),
            default_lang=normalize_lang(lang) if lang and lang != "default" else None,
            default_code=lang.lower(),
            patterns={"": as_text(data.get("permalink"))},
            url_root=as_text(data.get("root")) or "/",
            future=data.get("future") is not False,
            hexo=HexoRules.from_config(data),
        )

    def placement(
        self, site: Site, path: Path, meta: dict[str, Any], date: dt.datetime | None, fallback_root: Path | None
    ) -> Placement | None:
        """Where Hexo puts `path` (text.hexo): its key is Hexo's `source` below source_dir, its page its
        permalink's path, its name the post's :name (the file name; a page's, its folder's for index).
        A post with no date anywhere Hexo dates by its file's creation (on CI: the checkout); narrate
        takes the article's own date (git's first commit) instead, and says so in docs/site.md."""
        rules = site.hexo
        if rules is None or site.permalink:
            return None
        rel, _, _ = site.relative(path, fallback_root)
        kind, _ = rules.kind(rel)
        if "date" not in meta and date is not None and not rules.filename_info(rel).get("year"):
            meta = {**meta, "date": date}
        page = site.rooted(rules.path(rel, kind, meta, build_zone=site.build_zone or "UTC"))
        stem = stem_of(rel.parts[-1]) if rel.parts else path.stem
        base, suffix_lang = site.lang_suffix(stem)
        folders = rel.parts[:-1]
        bundle = base.lower() in BUNDLE_STEMS and bool(folders)
        name = folders[-1] if bundle else base
        group = site.group_of(meta, folders, base, bundle)
        lang = suffix_lang or site.meta_lang(meta) or site.default_code
        return Placement(key=rel.as_posix(), page=page, group=group, name=name, lang=lang)

    def classify(self, site: Site, found: Located, meta: dict[str, Any]) -> tuple[str, str]:
        """The posts in source/_posts are articles (text.hexo), other pages are pages."""
        if site.hexo is None:
            return "article", ""
        what, why = site.hexo.kind(found.rel)
        if what == "post" and meta.get("published") is False:
            return "unpublished", "`published: false` in its front matter: Hexo publishes no page for it"
        if what == "post":
            return "article", ""
        if what == "page":
            return "page", "a page (Hexo publishes only the posts in source/_posts as articles)"
        return "unpublished", why

    def page(self, site: Site, facts: PageFacts) -> str:
        """A post by the site's permalink; any other page at its path (`.html`)."""
        values = facts.values
        folders = values["folders"].split("/") if values["folders"] else []
        if "_posts" in folders:
            at = folders.index("_posts")
            hexo = dict(values)
            below = folders[at + 1 :]
            hexo["title"] = "/".join([*below, values["filename"]])
            hexo["name"] = values["filename"]
            hexo["post_title"] = urlize(values["title"])
            hexo["category"] = values["categories"] or "uncategorized"
            template = site.patterns.get("", "") or ":year/:month/:day/:title/"
            path = "/" + expand(template, hexo).lstrip("/")
        else:
            stem = values["filename"]
            folder = "/".join(folders)
            if stem.lower() == "index":
                path = f"/{folder}/" if folder else "/"
            else:
                path = (f"/{folder}/{stem}" if folder else f"/{stem}") + ".html"
        return site.rooted(re.sub(r"/{2,}", "/", path))


HEXO = Hexo()


def _hexo_package(folder: Path) -> bool:
    data = load_settings(folder / "package.json")
    return isinstance(data.get("hexo"), dict) or "hexo" in (data.get("dependencies") or {})
