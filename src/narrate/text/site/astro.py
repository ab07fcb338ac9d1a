"""Astro's rules (https://docs.astro.build/en/guides/content-collections/).

An entry of the ``src/content/<collection>`` collection is served by the blog's own route, most often
``/<collection>/<id>/``; that is assumed (``site.permalink`` in voices.yaml says otherwise). The config is
JavaScript: narrate reads only its plain string settings (``site``, ``base``, ``defaultLocale``).
"""

from __future__ import annotations

from pathlib import Path

from ..language import normalize_lang
from .common import as_text, load_settings
from .model import PageFacts, Site
from .registry import Rules

__all__ = ["ASTRO", "Astro"]


class Astro(Rules):
    """Astro's rules (see the module's docstring)."""

    name = "astro"
    page_keys: tuple[str, ...] = ("url",)

    def detect(self, folder: Path, names: set[str]) -> Path | None:
        """astro.config.* (.mjs, .ts…), the first by name."""
        return next((folder / n for n in sorted(names) if n.startswith("astro.config.")), None)

    def read(self, root: Path, config_file: Path) -> Site:
        """Astro's site, base and i18n defaultLocale."""
        data = load_settings(config_file)
        lang = as_text(data.get("defaultLocale"))
        return Site(
            "astro",
            root,
            root,
            config_file,
            base_url=as_text(data.get("site")),
            default_lang=normalize_lang(lang) if lang else None,
            default_code=lang.lower(),
            url_root=as_text(data.get("base")) or "/",
            web_roots=(root / "public",),
        )

    def page(self, site: Site, facts: PageFacts) -> str:
        """`/<collection>/<id>/`, lower case."""
        values, bundle = facts.values, facts.bundle
        folders = values["folders"].split("/") if values["folders"] else []
        if len(folders) >= 2 and folders[0] == "src" and folders[1] in ("content", "pages"):
            folders = folders[2:]
        last = values["given_slug"] or (values["name"] if bundle else values["filename"])
        parts = (folders[:-1] if bundle else folders) + [last]
        return site.rooted("/" + "/".join(p.lower() for p in parts if p) + "/")


ASTRO = Astro()
