"""Docusaurus' rules (https://docusaurus.io/docs/blog, https://docusaurus.io/docs/create-doc).

``blog/2021-08-01-mdx.md`` → ``/blog/2021/08/01/mdx``, ``docs/intro.md`` → ``/docs/intro`` (a ``01-``
number prefix of a doc's folders and file dropped); front matter ``slug`` wins. The config is JavaScript:
narrate reads only its plain string settings (``url``, ``baseUrl``, ``defaultLocale``).
"""

from __future__ import annotations

import re
from pathlib import Path

from ..language import normalize_lang
from .common import BUNDLE_STEMS, as_text, load_settings
from .model import PageFacts, Site
from .registry import DatedNames

__all__ = ["DOCUSAURUS", "Docusaurus"]

_DATED = re.compile(r"^(\d{4})-(\d{2})-(\d{2})[-_ ](.+)$")


class Docusaurus(DatedNames):
    """Docusaurus' rules (see the module's docstring)."""

    name = "docusaurus"

    def detect(self, folder: Path, names: set[str]) -> Path | None:
        """docusaurus.config.* (.js, .ts, .mjs…), the first by name."""
        return next((folder / n for n in sorted(names) if n.startswith("docusaurus.config.")), None)

    def read(self, root: Path, config_file: Path) -> Site:
        """Docusaurus' url, baseUrl and defaultLocale."""
        data = load_settings(config_file)
        lang = as_text(data.get("defaultLocale"))
        return Site(
            "docusaurus",
            root,
            root,
            config_file,
            base_url=as_text(data.get("url")),
            default_lang=normalize_lang(lang) if lang else None,
            default_code=lang.lower(),
            url_root=as_text(data.get("baseUrl")) or "/",
            web_roots=(root / "static",),
        )

    def page(self, site: Site, facts: PageFacts) -> str:
        """A blog post by its date and name, a doc by its path."""
        values, bundle = facts.values, facts.bundle
        folders = values["folders"].split("/") if values["folders"] else []
        given = values["given_slug"]
        if folders and folders[0] == "blog":
            if given:
                return site.rooted(given if given.startswith("/") else f"/blog/{given}")
            match = _DATED.match(values["name"])
            rest = "/".join(folders[1:-1] if bundle else folders[1:])
            if match:
                tail = f"{match.group(1)}/{match.group(2)}/{match.group(3)}/{match.group(4)}"
            else:
                tail = values["name"]
            return site.rooted("/" + "/".join(p for p in ("blog", rest, tail) if p))
        first = folders[0] if folders else "docs"
        if given:
            return site.rooted(given if given.startswith("/") else f"/{'/'.join(folders) or first}/{given}")
        stem = values["filename"]
        parts = folders + ([] if stem.lower() in BUNDLE_STEMS or stem == (folders[-1] if folders else "") else [stem])
        return site.rooted("/" + "/".join(_strip_number(p) for p in parts))


DOCUSAURUS = Docusaurus()


def _strip_number(part: str) -> str:
    """Docusaurus drops a `01-` number prefix from doc folder and file names."""
    return re.sub(r"^\d+[-_.]", "", part)
