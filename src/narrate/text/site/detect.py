"""Which generator builds the blog a content folder belongs to, and what its config says.

``site:`` in voices.yaml names the generator; else the nearest folder walking up from the content
folder (at most a few folders, never above a repository's root) where a generator finds its config,
each generator asked in the registry's order (narrate.text.site.GENERATORS); else a plain folder of
Markdown.
"""

from __future__ import annotations

import dataclasses
import functools
import os
from pathlib import Path
from typing import Any

from narrate.config import SiteSettings

from .common import below
from .model import Site
from .registry import GENERATORS, Generator, rules_for

__all__ = ["find_site", "site_facts", "site_prior"]

_WALK_UP = 6  # folders above the content folder where a site config may be


def find_site(content: Path, settings: SiteSettings | None = None) -> Site:
    """The site `content` belongs to: `settings.generator` if given, else the nearest generator config
    walking up from `content`, else plain."""
    settings = settings or SiteSettings()
    start = Path(os.path.abspath(content))
    if start.is_file():
        start = start.parent
    found = _detect(start)
    wanted = settings.generator
    if found is not None and (not wanted or found[0].name == wanted):
        rules, root, config_file = found
        site = rules.read(root, config_file)
    elif wanted:
        site = Site(generator=wanted, content=start)
    else:
        site = Site(generator="plain", content=start)
    if settings.permalink:
        site = dataclasses.replace(site, permalink=settings.permalink)
    if settings.timezone:
        site = dataclasses.replace(site, build_zone=settings.timezone)
    above = site.generator == "hexo" and below(Path(os.path.abspath(site.content)), start) is not None
    if site.content != start and below(start, site.content) is None and not site.lang_dirs and not above:
        # The content folder is not under the generator's: keys from it. (A Hexo blog's root, above its
        # source_dir, keeps Hexo's keys: `source` is below source_dir.)
        site = site.with_content(start)
    return site


def _detect(start: Path) -> tuple[Generator, Path, Path] | None:
    """(generator, its root, its config file) of the nearest generator config walking up from `start`
    (at most _WALK_UP folders, never above a repository's root), or None."""
    generators = [rules_for(name) for name in GENERATORS.names()]
    folder = start
    for _ in range(_WALK_UP + 1):
        try:
            names = set(os.listdir(folder))
        except OSError:
            names = set()
        for rules in generators:
            config_file = rules.detect(folder, names)
            if config_file is not None:
                return rules, folder, config_file
        if folder.parent == folder or ".git" in names:
            break
        folder = folder.parent
    return None


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
