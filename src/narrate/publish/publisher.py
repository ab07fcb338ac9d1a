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
then pass it (``publish_all(..., publishers=[...])``, ``build_site(..., publishers=[...])``), register it
(``PUBLISHERS.register("sitemap", SitemapPublisher())``) or declare it as an entry point of your package
(``narrate.publishers``, see narrate.plugins); registered or declared, it runs after narrate's own in
every build::

    class SitemapPublisher:
        name = "sitemap"

        def publish(self, site: Site) -> list[Published]:
            path = site.layout.root / "sitemap.txt"
            atomic.write_if_changed(path, "\\n".join(r.link for r in site.records).encode())
            return [Published(self.name, None, path, len(site.records))]
"""

from __future__ import annotations

import contextlib
import enum
import os
import threading
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from narrate import atomic, plugins, records
from narrate.audio.model import SIDECAR_SUFFIXES
from narrate.config import Config
from narrate.errors import NarrateError, OutputError
from narrate.lock import LOCK_NAME, output_lock
from narrate.plugins import PluginError, Registry
from narrate.records import FileStamp

from .layout import OutputLayout
from .ledger import Ledger, guarding
from .manifest import Manifest, Record

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
    # Told, in one line each, of every file a publisher left as it is because narrate did not write it
    # (narrate.publish.ledger); the publication then ends in an OutputError naming the first.
    refuse: WarnFn | None = None


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
        from .rss import write_feeds  # here, not at the top: an episode whose feed is not published needs none

        return [
            Published(self.name, r.lang, r.path, r.episodes)
            for r in write_feeds(site.config, site.layout.root, warn=site.warn, refuse=site.refuse)
        ]


class PagesPublisher:
    """Listening pages, the index page and the player's files."""

    name = "pages"

    def publish(self, site: Site) -> list[Published]:
        """Write every episode's page, DIR/index.html and DIR/player/."""
        from .pages import write_pages

        return [
            Published(self.name, None, p, len(site.records))
            for p in write_pages(site.config, site.layout.root, site.records, warn=site.warn, refuse=site.refuse)
        ]


class EpisodesJsonPublisher:
    """episodes.json for the blog, per language and for all."""

    name = "episodes.json"

    def publish(self, site: Site) -> list[Published]:
        """Write DIR/<lang>/episodes.json and DIR/episodes.json."""
        from .episodes import write_episodes

        return [
            Published(self.name, None, p, len(site.records))
            for p in write_episodes(site.config, site.layout.root, site.records, refuse=site.refuse)
        ]


#: Publishers by name, run in this order by every build: narrate's own (a page must exist before
#: episodes.json names it), those registered in code (`PUBLISHERS.register("sitemap", SitemapPublisher())`;
#: one of narrate's names replaces that one), then installed plug-ins' (entry points ``narrate.publishers``,
#: loaded when a build first publishes).
def _loaded(load: Callable[[], object]) -> Publisher:
    """An installed plug-in publisher, loaded (imported, made) with the threads its code starts meanwhile held as
    its own (narrate.atomic._loading: a worker it feeds through a queue writes only while it publishes)."""
    with atomic._loading():
        return load()  # type: ignore[return-value]


PUBLISHERS: Registry[Publisher] = Registry("publisher", plugins.PUBLISHERS, from_plugin=_loaded)
_OWN = (RssPublisher(), PagesPublisher(), EpisodesJsonPublisher())
for _publisher in _OWN:
    PUBLISHERS.add_own(_publisher.name, _publisher)
# What makes a publisher narrate's own is its class, exactly (a fresh PagesPublisher() is; a plug-in's
# subclass of one is not): its failures are narrate's bugs, never "the package that provides it".
_OWN_TYPES = frozenset(type(publisher) for publisher in _OWN)


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
    if trigger is Trigger.EPISODE and not (lang is not None and layout.feed(lang).is_file()):
        # No feed of that language is published: the episode's listening page is still part of it (DESIGN's
        # output contract), but a single episode publishes no feed or episodes.json by itself.
        trigger, publishers = Trigger.COMMAND, [PagesPublisher()] if publishers is None else publishers
    elif not config.feed.base_url and trigger is not Trigger.COMMAND:  # `narrate feed`: the feed says what is missing
        if trigger is Trigger.BUILD and warn is not None:
            warn(
                f"warning: feeds not written: set feed.base_url in {config.path or 'voices.yaml'} "
                "to where the output folder is hosted"
            )
        return []
    with output_lock(layout.root, "narrate publish"), guarding(layout.root):
        said: list[str] = []

        def say(message: str) -> None:
            said.append(message)
            if warn is not None:
                warn(message)

        chosen = PUBLISHERS.values() if publishers is None else tuple(publishers)
        # Skipped when nothing it is made from changed and nothing it made was touched since (a no-op
        # build); never for `narrate feed`, nor for publishers other than narrate's own.
        stamp = _stamp(config, layout) if chosen == _OWN and trigger is not Trigger.COMMAND else None
        if stamp is not None:
            last = _last_publication(layout, stamp)
            if last is not None:
                for message in last[1]:
                    if warn is not None:
                        warn(message)
                return last[0]
        from .episodes import complete_records

        refused: list[str] = []
        site = Site(config, layout, tuple(complete_records(layout.root, say)), say, refused.append)
        written: list[Published] = []
        for publisher in chosen:
            written += _run(publisher, site)
        _refused(refused, layout)  # the rest is published; the next run asks again (nothing is kept of this one)
        if stamp is not None:
            # Taken again now: the files the publishers just made are part of what the next one finds.
            after = _stamp(config, layout)
            if after is not None:
                _keep_publication(layout, after, written, said)
        return written


def _run(publisher: Publisher, site: Site) -> list[Published]:
    """What `publisher` published: narrate's own are trusted; any other is run as :func:`_foreign` says."""
    return publisher.publish(site) if type(publisher) in _OWN_TYPES else _foreign(publisher, site)


def _foreign(publisher: Publisher, site: Site) -> list[Published]:
    """What a publisher not narrate's own (a plug-in's, one registered in code) published: its writes through
    narrate.atomic kept inside the output folder, and whatever it raises or returns that is no list of
    Published one line naming it (the episodes stay built), never a traceback."""
    name = str(getattr(publisher, "name", type(publisher).__name__))[:80]
    written: list[str] = []
    try:
        with atomic.confined(site.layout.root, _narrates(site.layout.root)) as written, _thread_failures() as failed:
            made = publisher.publish(site)
        if failed:
            raise failed[0]
    except NarrateError as exc:  # a write refused (outside, over narrate's own, a bad name): whose, said
        Ledger(site.layout.root).adopt(written)
        raise PluginError(
            f"publisher {name!r}: {exc}; fix or uninstall the package that provides it",
            key=f"{plugins.PUBLISHERS}:{name}",
        ) from exc
    except (Exception, SystemExit) as exc:  # whatever the plug-in's code raised (sys.exit too: no silent exit)
        Ledger(site.layout.root).adopt(written)
        raise PluginError(
            f"publisher {name!r} failed: {type(exc).__name__}: {exc}; fix or uninstall the package that provides "
            "it (the episodes are built; narrate's own feeds and pages are published)",
            key=f"{plugins.PUBLISHERS}:{name}",
        ) from exc
    # What it wrote through narrate is narrate's to replace on the next build (its pages carry no mark of ours).
    Ledger(site.layout.root).adopt(written)
    if not isinstance(made, list) or not all(isinstance(item, Published) for item in made):
        raise PluginError(
            f"publisher {name!r} returned {type(made).__name__}, not a list of narrate.publish.Published; fix or "
            "uninstall the package that provides it",
            key=f"{plugins.PUBLISHERS}:{name}",
        )
    return made


@contextlib.contextmanager
def _thread_failures() -> Iterator[list[BaseException]]:
    """What the threads started while the block runs raise (a plug-in's Thread or Timer whose write was
    refused): kept for its one line, where threading would print each as a traceback. Scoped (review s10
    harden, low): any other thread's failure meanwhile goes to the hook that was there, which is put back when
    the block ends, and the one set here passes everything on from then (a plug-in may have wrapped it)."""
    failed: list[BaseException] = []
    previous = threading.excepthook
    before = set(threading.enumerate())
    open_ = [True]

    def keep(args: threading.ExceptHookArgs) -> None:
        if open_[0] and args.thread is not None and args.thread not in before and args.exc_value is not None:
            failed.append(args.exc_value)
        else:
            previous(args)

    threading.excepthook = keep
    try:
        yield failed
    finally:
        open_[0] = False
        threading.excepthook = previous


def _narrates(root: Path) -> Callable[[Path], bool]:
    """Whether a path under `root` is narrate's own file (its bookkeeping, its lock, or a file the ledger names
    as narrate's and that still is): what a plug-in publisher may not write."""
    ledger = Ledger(root)
    known = ledger.known()
    manifest = os.path.abspath(root / "manifest")
    real_root = os.path.realpath(root)

    def narrates(path: Path) -> bool:
        # Its folder's links resolved: 'out/latest -> en' makes out/latest/feed.xml narrate's en/feed.xml
        # (review s9 #3: the ledger, asked for 'latest/feed.xml', knew no such file).
        real = os.path.join(os.path.realpath(os.path.dirname(os.path.abspath(path))), os.path.basename(path))
        inside = os.path.relpath(real, real_root)
        full = os.path.abspath(path) if inside.startswith(os.pardir) else os.path.abspath(root / inside)
        if full == manifest or full.startswith(manifest + os.sep) or Path(full).name == LOCK_NAME:
            return True
        if ledger.plugins(Path(full), known):
            return False  # a plug-in's own file from an earlier build (Ledger.adopt): its to write again
        return os.path.lexists(full) and ledger.knows(Path(full), known)

    return narrates


def _refused(lines: list[str], layout: OutputLayout) -> None:
    """One OutputError for the files publishers left because narrate did not write them (the first named)."""
    if lines:
        more = f" ({len(lines) - 1} more file{'s' if len(lines) > 2 else ''} like it)" if len(lines) > 1 else ""
        raise OutputError(lines[0] + more, path=layout.root)


# ------------------------------------------------------------------ skipping a publication that changes nothing


def _stamp(config: Config, layout: OutputLayout) -> str | None:
    """A hash of everything the publishers read: the settings, every record and whether its files are
    complete, the transcripts the pages show, the channel image, the files they would find or remove."""
    try:
        parts: list[object] = [str(config.path), str(config.base_dir), config.raw]
        image = config.feed.image
        if image and "://" not in image:
            parts.append(FileStamp.of(config.base_dir / image))
        listed: dict[str, frozenset[str]] = {}
        for record, record_stamp in Manifest(layout.root).stamped_records():
            if record.lang not in listed:
                listed[record.lang] = _names(layout.root / record.lang)
            present, base = listed[record.lang], layout.stem(record.lang, record.slug)
            # The record by its file's stamp, not its contents (records are replaced whole: a new inode), and
            # its files by their stamps and names (the MP3's size is in its stamp, what `complete` compares
            # with the record): a stat or two an episode, where hashing 1,000 records' reprs and checking
            # each file one by one was a fifth of a no-op build.
            parts.append(
                (
                    record_stamp,
                    FileStamp.of(base + ".mp3"),
                    FileStamp.of(base + ".vtt"),
                    tuple(record.slug + suffix in present for suffix in SIDECAR_SUFFIXES),
                )
            )
        # The files of the output folder the publishers look for (feeds, episodes.json, pages to remove).
        for entry in sorted(os.scandir(layout.root), key=lambda e: e.name):
            if entry.is_dir(follow_symlinks=False) and entry.name not in ("manifest", "player"):
                names = sorted(
                    n.name
                    for n in os.scandir(entry.path)
                    if n.name.endswith((".html", ".episode.json")) or n.name in ("feed.xml", "episodes.json")
                )
                parts.append((entry.name, names))
        return records.digest(records.PUBLICATION, *parts)
    except (OSError, ValueError):
        return None


def _names(folder: Path) -> frozenset[str]:
    try:
        return frozenset(os.listdir(folder))
    except OSError:
        return frozenset()


def _last_publication(layout: OutputLayout, stamp: str) -> tuple[list[Published], list[str]] | None:
    """What the last publication wrote and warned, if it was made from the same inputs and every file
    it wrote is still as it left it; else None (publish again)."""
    data = records.load_record(layout.publication_stamp(), records.PUBLICATION, stamp)
    try:
        for name, kept in data["files"]:
            if FileStamp.of(layout.root / name) != FileStamp.from_data(kept):
                return None
        published = [Published(str(p), lang, layout.root / path, int(n)) for p, lang, path, n in data["published"]]
        warnings = [str(w) for w in data["warnings"]]
    except (ValueError, TypeError, KeyError, AttributeError):
        return None
    return published, warnings


def _keep_publication(layout: OutputLayout, stamp: str, written: list[Published], said: list[str]) -> None:
    """Record what this publication was made from and what it wrote (for the next one to skip)."""
    root = layout.root
    files = {p.path for p in written} | {layout.cover(".png"), layout.cover(".jpg")}
    try:
        kept = sorted([Path(f).relative_to(root).as_posix(), _stamp_data(Path(f))] for f in files)
        published = [[p.publisher, p.lang, Path(p.path).relative_to(root).as_posix(), p.episodes] for p in written]
    except ValueError:  # a file outside the output folder: nothing to vouch for it by
        layout.publication_stamp().unlink(missing_ok=True)
        return
    records.save_record(
        layout.publication_stamp(),
        records.PUBLICATION,
        {"files": kept, "published": published, "warnings": said},
        stamp,
    )


def _stamp_data(path: Path) -> list[int] | None:
    found = FileStamp.of(path)
    return None if found is None else found.to_data()
