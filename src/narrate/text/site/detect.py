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
from typing import Any, NamedTuple

from narrate.config import SiteSettings

from ..readers import FrontMatterDefaults
from .common import below
from .model import Site
from .registry import GENERATORS, Generator, rules_for

__all__ = ["SiteFacts", "find_site", "site_facts", "site_prior"]

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
            names = _config_names(folder, os.listdir(folder))
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


_CONFIG_SUFFIXES = (".toml", ".yaml", ".yml", ".json", ".js", ".mjs", ".cjs", ".ts")


def _config_names(folder: Path, names: list[str]) -> set[str]:
    """The names of `folder` a generator may take for its config: a folder named like a config file
    (`config.toml/`, `hugo.yaml/`) is none, and is left out (attacks s24: a folder named config.toml beside the
    content made the blog a Hugo site of no settings, its top-level articles skipped and then removed). A pipe
    or a device by such a name stays, for the config's reader to refuse in one line."""
    return {
        name
        for name in names
        if not (name.lower().endswith(_CONFIG_SUFFIXES) and os.path.isdir(os.path.join(folder, name)))
    }


def site_prior(folder: Path, config: Any) -> str | None:
    """The default language of the blog `folder` belongs to, as its generator's config names it
    (Hugo's defaultContentLanguage, Jekyll's and Hexo's `lang`): the language decision's prior.
    `config` is narrate's Config (its `site:` settings), or None."""
    return site_facts(folder, config)[0]


def site_facts(folder: Path, config: Any) -> SiteFacts:
    """What reading the articles of the blog `folder` belongs to follows (text.readers.ReadOptions): its
    default language, its generator and the languages it names; empty when the folder cannot be looked at."""
    settings = getattr(config, "site", None)
    try:
        return _site_facts(str(Path(folder).resolve()), settings)
    except (OSError, ValueError, RuntimeError):
        return SiteFacts(None, "")


class SiteFacts(NamedTuple):
    """What reading a blog's articles takes from its site (see site_facts)."""

    default_lang: str | None  # narrate's tag of its default language (the language decision's prior)
    generator: str
    # The languages the site names (code as its files write it → narrate's tag), and each one's own
    # content folder (absolute path → tag): a file's language comes from these, never from a guess at a
    # folder's name, on a site that names its languages. Empty: the site names none.
    languages: tuple[tuple[str, str], ...] = ()
    lang_dirs: tuple[tuple[str, str], ...] = ()
    defaults: FrontMatterDefaults | None = None  # the front matter the site gives its files (Site.defaults)


@functools.lru_cache(maxsize=64)
def _site_facts(folder: str, settings: SiteSettings | None) -> SiteFacts:
    site = find_site(Path(folder), settings)
    tags = {code: site.lang_tags.get(code, "") for code in site.lang_codes}
    dirs = tuple(sorted((str(path), tags.get(code, "")) for code, path in site.lang_dirs.items()))
    return SiteFacts(site.default_lang, site.generator, tuple(sorted(tags.items())), dirs, site.defaults)
