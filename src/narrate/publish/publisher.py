"""Publishers: what is made from the manifest after episodes are built (the extension point).

:func:`publish_all` is the one entry point — a build, a single episode that refreshes
a published feed, and ``narrate feed`` all call it. It takes the output lock, reads
the manifest once, keeps only complete episodes (:meth:`OutputLayout.incomplete`),
and runs every publisher in order:

    rss            DIR/<lang>/feed.xml
    pages          DIR/<lang>/<slug>.html, DIR/index.html, DIR/player/
    episodes.json  DIR/<lang>/episodes.json, DIR/episodes.json (after the pages it names)

Adding a publisher is one new module: a class with a ``name`` and
``publish(site) -> list[Published]`` that writes under ``site.layout`` (paths from
:class:`~narrate.publish.layout.OutputLayout`; add a method there for a new file),
then put it in :data:`PUBLISHERS` (or pass ``publishers=[...]``)::

    class SitemapPublisher:
        name = "sitemap"

        def publish(self, site: Site) -> list[Published]:
            path = site.layout.root / "sitemap.txt"
            atomic.write_if_changed(path, "\\n".join(r.link for r in site.records).encode())
            return [Published(self.name, None, path, len(site.records))]
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from narrate.config import Config
from narrate.lock import output_lock

from .episodes import complete_records, write_episodes
from .layout import OutputLayout
from .manifest import Record
from .pages import write_pages
from .rss import write_feeds

__all__ = ["PUBLISHERS", "Published", "Publisher", "Site", "Trigger", "publish_all"]

WarnFn = Callable[[str], None]


class Trigger(enum.Enum):
    """Why publishing runs; it decides what happens when the feed settings are missing."""

    BUILD = "build"  # after `narrate build`: no feed.base_url is a warning, nothing is published
    EPISODE = "episode"  # after one episode: only a language already published is refreshed
    COMMAND = "command"  # `narrate feed`: asked for by name, so no feed.base_url is an error


@dataclass(frozen=True)
class Published:
    """One file a publisher wrote (or left as it was): by whom, for which language, how many episodes."""

    publisher: str
    lang: str | None
    path: Path
    episodes: int


@dataclass(frozen=True)
class Site:
    """What every publisher works from: the settings, the folder's layout and its complete episodes."""

    config: Config
    layout: OutputLayout
    records: tuple[Record, ...]  # complete episodes only, in manifest order
    warn: WarnFn | None = None


class Publisher(Protocol):
    """Writes one kind of output from the manifest."""

    name: str

    def publish(self, site: Site) -> list[Published]:
        """Write this publisher's files under `site.layout`; raises NarrateError when it cannot."""
        ...


class RssPublisher:
    """One podcast feed per language."""

    name = "rss"

    def publish(self, site: Site) -> list[Published]:
        """Render DIR/<lang>/feed.xml for every language (it lists complete episodes only)."""
        return [Published(self.name, r.lang, r.path, r.episodes)
                for r in write_feeds(site.config, site.layout.root, warn=site.warn)]


class PagesPublisher:
    """Listening pages, the index page and the player's files."""

    name = "pages"

    def publish(self, site: Site) -> list[Published]:
        """Write every episode's page, DIR/index.html and DIR/player/."""
        return [Published(self.name, None, p, len(site.records))
                for p in write_pages(site.config, site.layout.root, site.records)]


class EpisodesJsonPublisher:
    """episodes.json for the blog, per language and for all."""

    name = "episodes.json"

    def publish(self, site: Site) -> list[Published]:
        """Write DIR/<lang>/episodes.json and DIR/episodes.json."""
        return [Published(self.name, None, p, len(site.records))
                for p in write_episodes(site.config, site.layout.root, site.records)]


# In order: a page must exist before episodes.json names it.
PUBLISHERS: tuple[Publisher, ...] = (RssPublisher(), PagesPublisher(), EpisodesJsonPublisher())


def publish_all(
    config: Config,
    out_dir: Path,
    trigger: Trigger = Trigger.COMMAND,
    *,
    lang: str | None = None,
    warn: WarnFn | None = None,
    publishers: Sequence[Publisher] | None = None,
) -> list[Published]:
    """Run every publisher on `out_dir`, holding its lock; what they wrote.

    With `Trigger.EPISODE`, only when `lang`'s feed is already published (a single
    episode never publishes a site by itself, but must not leave a stale one).
    """
    layout = OutputLayout(out_dir)
    if not config.feed.base_url and trigger is not Trigger.COMMAND:  # `narrate feed`: the feed says what is missing
        if trigger is Trigger.BUILD and warn is not None:
            warn(f"warning: feeds not written: set feed.base_url in {config.path or 'voices.yaml'} "
                 "to where the output folder is hosted")
        return []
    if trigger is Trigger.EPISODE and not (lang is not None and layout.feed(lang).is_file()):
        return []
    with output_lock(layout.root, "narrate publish"):
        site = Site(config, layout, tuple(complete_records(layout.root, warn)), warn)
        written: list[Published] = []
        for publisher in PUBLISHERS if publishers is None else publishers:
            written += publisher.publish(site)
        return written
