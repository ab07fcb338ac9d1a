"""Jekyll's rules (https://jekyllrb.com/docs/permalinks/, https://jekyllrb.com/docs/posts/).

Posts are ``_posts/YYYY-MM-DD-title.md``; ``permalink`` in ``_config.yml`` is a built-in style (``date``
— the default, ``/:categories/:year/:month/:day/:title:output_ext`` —, ``pretty``, ``ordinal``,
``weekdate``, ``none``) or a template; ``:title`` is the file name's title part (or front matter
``slug``), ``:categories`` the folders above ``_posts`` and the front matter's categories, lower-cased.
Front matter ``permalink`` wins. Other pages are served at their path (``about.md`` → ``/about.html``).
"""

from __future__ import annotations

import datetime as dt
import os
import re
from pathlib import Path, PurePosixPath
from typing import Any

from .. import frontmatter
from ..jekyll import ARTICLE_KINDS
from ..jekyll import Jekyll as JekyllRules
from ..language import normalize_lang
from .common import as_text, expand, first_text, join_url, load_settings, stem_of, urlize
from .model import File, Located, PageFacts, Placement, Site
from .registry import DatedNames

__all__ = ["JEKYLL", "STYLES", "Jekyll"]

#: Jekyll's built-in permalink styles.
STYLES = {
    "date": "/:categories/:year/:month/:day/:title:output_ext",
    "pretty": "/:categories/:year/:month/:day/:title/",
    "ordinal": "/:categories/:year/:y_day/:title:output_ext",
    "weekdate": "/:categories/:year/W:week/:short_day/:title:output_ext",
    "none": "/:categories/:title:output_ext",
}


class Jekyll(DatedNames):
    """Jekyll's rules (see the module's docstring)."""

    name = "jekyll"
    page_keys: tuple[str, ...] = ("permalink",)

    def detect(self, folder: Path, names: set[str]) -> Path | None:
        """_config.yml (or .yaml); Hexo's is tried first (narrate.text.site.hexo)."""
        for name in ("_config.yml", "_config.yaml"):
            if name in names:
                return folder / name
        return None

    def read(self, root: Path, config_file: Path) -> Site:
        """Jekyll's source folder, default language, permalink style and url + baseurl."""
        data = load_settings(config_file)
        lang = first_text(data.get("lang") or data.get("language") or data.get("default_lang") or data.get("locale"))
        source = root / str(data.get("source") or ".")
        return Site(
            "jekyll",
            source,
            root,
            config_file,
            base_url=join_url(as_text(data.get("url")), as_text(data.get("baseurl"))),
            default_lang=normalize_lang(lang) if lang else None,
            default_code=lang.lower(),
            patterns={"": as_text(data.get("permalink")) or "date"},
            url_root=as_text(data.get("baseurl")) or "/",
            future=data.get("future") is True,
            web_roots=(source,),
            jekyll=JekyllRules.from_config(Path(os.path.abspath(source)), data, root),
        )

    def placement(
        self, site: Site, path: Path, meta: dict[str, Any], date: dt.datetime | None, fallback_root: Path | None
    ) -> Placement | None:
        """Where Jekyll puts `path` (text.jekyll): its key is page.path (a post's or document's path below
        collections_dir), its page page.url, its group a shared key, else jekyll-polyglot's URL, else its path."""
        rules = site.jekyll
        if rules is None:
            return None
        rel, root, _ = site.relative(path, fallback_root)
        kind = rules.kind(rel)
        meta = rules.front_matter(rel, kind, meta)
        key = rel
        if kind.collection and rules.collections_dir and rel.parts[:1] == (rules.collections_dir,):
            key = PurePosixPath(*rel.parts[1:])
        if site.permalink:
            found = File(
                rel,
                root,
                rel.parts[:-1],
                rel.parts[:-1],
                rules.name(rel, meta),
                False,
                frontmatter.text(meta, frontmatter.SLUG_KEYS),
                "",
            )
            page = site.rooted(expand(site.permalink, site.values(found, meta, None, "")))
        else:
            page = rules.url(rel, kind, meta, build_zone=site.build_zone or "UTC")
        stem = stem_of(rel.parts[-1]) if rel.parts else path.stem
        base, suffix_lang = site.lang_suffix(stem)
        group = (
            site.explicit_group(meta)
            or rules.translation_key(rel, kind, meta)
            or site.group_of({}, rel.parts[:-1], base, False)
        )
        lang = rules.lang(rel, meta) or suffix_lang or site.meta_lang(meta) or site.default_code
        return Placement(key=key.as_posix(), page=page, group=group, name=rules.name(rel, meta), lang=lang.lower())

    def classify(self, site: Site, found: Located, meta: dict[str, Any]) -> tuple[str, str]:
        """Posts and documents of output collections are articles (text.jekyll), other pages are pages."""
        if site.jekyll is None:
            return "article", ""
        kind = site.jekyll.kind(found.rel)
        if kind.published and site.jekyll.front_matter(found.rel, kind, meta).get("published") is False:
            return "unpublished", "`published: false` in its front matter: Jekyll publishes no page for it"
        if kind.kind in ARTICLE_KINDS:
            return "article", ""
        if kind.kind == "page":
            return (
                "page",
                "a page (Jekyll publishes only posts and documents of collections with `output: true` as articles)",
            )
        return "unpublished", kind.reason or "Jekyll publishes no page for it"

    def page(self, site: Site, facts: PageFacts) -> str:
        """A post by the site's permalink style; any other page at its path."""
        values = facts.values
        folders = values["folders"].split("/") if values["folders"] else []
        if "_posts" in folders:
            at = folders.index("_posts")
            jekyll = dict(values)
            jekyll["categories"] = "/".join(
                dict.fromkeys(
                    c.lower()
                    for c in [*folders[:at], *(values["categories"].split("/") if values["categories"] else [])]
                    if c
                )
            )
            jekyll["title"] = values["given_slug"] or self.known_name(values["name"], False, ())
            jekyll["slug"] = urlize(jekyll["title"])
            jekyll["output_ext"] = ".html"
            style = site.patterns.get("", "date")
            template = STYLES.get(style, style)
            path = expand(template if template.startswith("/") else "/" + template, jekyll)
        else:
            stem = values["filename"]
            folder = "/".join(folders)
            pretty = site.patterns.get("", "date") == "pretty" or site.patterns.get("", "").endswith("/")
            if stem.lower() == "index":
                path = f"/{folder}/" if folder else "/"
            else:
                path = f"/{folder}/{stem}" if folder else f"/{stem}"
                path += "/" if pretty else ".html"
        return site.rooted(re.sub(r"/{2,}", "/", path))


JEKYLL = Jekyll()
