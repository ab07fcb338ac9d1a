"""The output folder: every path narrate writes under it, in one place.

    DIR/<lang>/<slug>.mp3             the episode
    DIR/<lang>/<slug><sidecar>        .vtt, .chapters.json, … (narrate.audio.model.SIDECAR_SUFFIXES)
    DIR/<lang>/<slug>.png|.jpg        the article's image, if local (its name is in the record)
    DIR/<lang>/<slug>.html            the episode's listening page
    DIR/<lang>/<slug>.episode.json    what that page's player loads (the episode, its translations, their alignment)
    DIR/<lang>/feed.xml               the podcast feed of a language
    DIR/<lang>/episodes.json          the episodes of a language, for the blog
    DIR/episodes.json                 every language's episodes
    DIR/index.html, DIR/player/       the site's index page and the player's files
    DIR/cover.png|.jpg                the channel image
    DIR/manifest/<lang>/<slug>.json   what was built (the source of truth for everything above)

:class:`OutputLayout` also owns what follows from those paths: the files an episode
has (:meth:`~OutputLayout.episode_files`), whether they are all there as recorded
(:meth:`~OutputLayout.incomplete`), and removing an episode (:meth:`~OutputLayout.remove`).
What narrate may write or remove there is the ledger's to say (narrate.publish.ledger):
:meth:`~OutputLayout.in_the_way` names a file an episode would write over that narrate did not write.
A new per-episode file (a sidecar) is an entry in ``SIDECAR_SUFFIXES`` (and audio.transcript's ``SIDECARS``); a new site-wide file
is a method here, used by its publisher (narrate.publish.publisher).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from narrate import atomic
from narrate.audio.model import SIDECAR_SUFFIXES, EpisodeFiles

from .folded_names import Listings
from .ledger import Ledger, StampsRead
from .manifest import Manifest, Record

__all__ = ["PAGE_SUFFIX", "OutputLayout"]

PAGE_SUFFIX = ".html"  # DIR/<lang>/<slug>.html


class OutputLayout:
    """Every path under one output folder."""

    def __init__(self, root: Path) -> None:
        self.root = Path(root)

    def __repr__(self) -> str:
        return f"OutputLayout({str(self.root)!r})"

    # --- one episode ---------------------------------------------------------------

    def folder(self, lang: str) -> Path:
        """A language's folder: its episodes, feed and episodes.json."""
        return self.root / lang

    def mp3(self, lang: str, slug: str) -> Path:
        """The episode's MP3."""
        return self.folder(lang) / f"{slug}.mp3"

    def sidecar(self, lang: str, slug: str, suffix: str) -> Path:
        """One sidecar of the episode (`suffix` as in SIDECAR_SUFFIXES: ".vtt", ".chapters.json")."""
        return self.folder(lang) / f"{slug}{suffix}"

    def stem(self, lang: str, slug: str) -> str:
        """`DIR/<lang>/<slug>` as text: the MP3 and every sidecar are it plus their suffix (for checks that
        run on every episode of a build, where making pathlib objects is most of the cost)."""
        return os.path.join(self.root, lang, slug)

    def vtt(self, lang: str, slug: str) -> Path:
        """The WebVTT transcript."""
        return self.sidecar(lang, slug, ".vtt")

    def chapters(self, lang: str, slug: str) -> Path:
        """The Podcasting 2.0 JSON chapters."""
        return self.sidecar(lang, slug, ".chapters.json")

    def page(self, lang: str, slug: str) -> Path:
        """The episode's listening page."""
        return self.folder(lang) / f"{slug}{PAGE_SUFFIX}"

    def episode_data(self, lang: str, slug: str) -> Path:
        """What the episode's page's player loads: the episode, its translations and their alignment."""
        return self.folder(lang) / f"{slug}.episode.json"

    def image(self, lang: str, name: str) -> Path:
        """An episode image published beside it (`name` as the record keeps it: `<slug>.png`)."""
        return self.folder(lang) / name

    def episode(self, lang: str, slug: str) -> EpisodeFiles:
        """Where the episode writer puts the MP3 and its sidecars."""
        return EpisodeFiles(
            self.mp3(lang, slug), {suffix: self.sidecar(lang, slug, suffix) for suffix in SIDECAR_SUFFIXES}
        )

    def episode_files(self, record: Record) -> list[Path]:
        """Every file the episode of `record` has under the folder (whether or not it exists now)."""
        files = [self.mp3(record.lang, record.slug)]
        files += [self.sidecar(record.lang, record.slug, suffix) for suffix in SIDECAR_SUFFIXES]
        files += [self.page(record.lang, record.slug), self.episode_data(record.lang, record.slug)]
        # Only the names narrate gives an episode's image: a record that names another
        # episode's file (or anything else) must not make its removal delete that file.
        if record.image in (f"{record.slug}.png", f"{record.slug}.jpg"):
            files.append(self.image(record.lang, record.image))
        return files

    def writes(self, lang: str, slug: str) -> list[Path]:
        """Every file an episode of `slug` writes (its image aside: that is decided, and checked, when it is
        published): the MP3, the sidecars, the page and its player data."""
        return [
            self.mp3(lang, slug),
            *(self.sidecar(lang, slug, suffix) for suffix in SIDECAR_SUFFIXES),
            self.page(lang, slug),
            self.episode_data(lang, slug),
        ]

    def in_the_way(
        self,
        lang: str,
        slug: str,
        known: frozenset[str] | None = None,
        listings: Listings | None = None,
        readings: StampsRead | None = None,
    ) -> Path | None:
        """The first of the files an episode of `slug` writes that holds something narrate did not write
        (the site's own page, a link, a folder), or None when every one of them is free or narrate's.
        `readings`: kept for the claim that follows (ledger.StampsRead)."""
        if not os.path.isdir(self.root):
            return None
        ledger = Ledger(self.root)
        known = ledger.peek() if known is None else known
        present = [path for path in self.writes(lang, slug) if os.path.lexists(path)]
        if present:
            recorded = self.manifest().get(lang, slug) is not None and ledger.vouches(self.record(lang, slug))
            found = next(
                (path for path in present if ledger.foreign(path, known, recorded=recorded, readings=readings)), None
            )
            if found is not None:
                return found
        # The site's file that is one with a free path on a disk that ignores case or Unicode form (folded_names).
        free = (path for path in self.writes(lang, slug) if path not in present)
        return next((twin for twin in (ledger.twin(p, known, listings) for p in free) if twin is not None), None)

    def occupied(self) -> Callable[[str, str], Path | None]:
        """in_the_way for each (lang, slug) asked, with one snapshot of the ledger (read on the first question:
        an unchanged site asks none)."""
        snapshot: list[frozenset[str]] = []
        listings: Listings = {}  # each folder listed once for the plan (folded_names)

        def ask(lang: str, slug: str) -> Path | None:
            if not snapshot:
                snapshot.append(Ledger(self.root).peek() if self.root.is_dir() else frozenset())
            return self.in_the_way(lang, slug, snapshot[0], listings)

        return ask

    def claim(self, lang: str, slug: str, *, readings: StampsRead | None = None) -> None:
        """Put an episode's files in the ledger before they are written (see narrate.publish.ledger); `readings`:
        what in_the_way read of them just before."""
        Ledger(self.root).add(self.writes(lang, slug), readings)

    def incomplete(self, record: Record) -> str | None:
        """Why the episode's files are not all there as recorded (MP3 missing or resized, a sidecar
        missing), or None when they are. The one check of completeness: builds, feeds and pages use it."""
        # Plain strings and os calls: a no-op build asks this of every episode, twice.
        base = self.stem(record.lang, record.slug)
        try:
            size = os.stat(base + ".mp3").st_size
        except (OSError, ValueError):
            return f"{self.mp3(record.lang, record.slug)} is missing"
        if size != record.bytes:
            return f"{self.mp3(record.lang, record.slug)} is {size} bytes, the manifest says {record.bytes}; rebuild it"
        for suffix in SIDECAR_SUFFIXES:
            if not os.path.isfile(base + suffix):
                return f"{self.sidecar(record.lang, record.slug, suffix)} is missing"
        return None

    def is_complete(self, record: Record) -> bool:
        """Whether every file of the episode is in place as recorded."""
        return self.incomplete(record) is None

    def remove(self, lang: str, slug: str, *, delete_files: bool = True) -> Record | None:
        """Forget an episode (its manifest record) and, with `delete_files`, delete its files; its old record."""
        manifest = self.manifest()
        record = manifest.get(lang, slug)
        # (asked before the record goes: narrate's word on its files is the record's stamp)
        vouched = record is not None and Ledger(self.root).vouches(self.record(lang, slug))
        manifest.remove(lang, slug)
        # The record's stamp goes with it: a record restored at this path later (a backup, a branch's copy)
        # is not narrate's word for the files the site may have put here since.
        Ledger(self.root).discard([self.record(lang, slug)])
        if delete_files:
            names = self.writes(lang, slug)
            if record is not None:
                names = list(dict.fromkeys([*names, *self.episode_files(record)]))
            ledger = Ledger(self.root)
            known = ledger.known()

            def narrates(path: Path) -> bool:
                # Only what narrate wrote: the folder may hold the site's own `<lang>/<name>.html`, or
                # a file the site put in place of narrate's (and the site's, put there after this look, stays).
                if ledger.foreign(path, known, recorded=vouched and path.suffix not in (".png", ".jpg")):
                    return False
                return path.suffix not in (".png", ".jpg") or ledger.knows(path, known)

            for path in names:
                atomic.remove_if_still(path, narrates)
            ledger.discard(names)
        return record

    # --- the manifest and site-wide files --------------------------------------------

    def manifest(self) -> Manifest:
        """The records of this folder."""
        return Manifest(self.root)

    def manifest_folder(self) -> Path:
        """Where the records live: a folder without it has nothing built."""
        return self.root / "manifest"

    def publication_stamp(self) -> Path:
        """What the feeds, pages and episodes.json were last made from (narrate.publish.publisher)."""
        return self.manifest_folder() / ".published.json"

    def record(self, lang: str, slug: str) -> Path:
        """Where the manifest record of an episode lives."""
        return self.manifest().path(lang, slug)

    def feed(self, lang: str) -> Path:
        """A language's podcast feed."""
        return self.folder(lang) / "feed.xml"

    def episodes_json(self, lang: str | None = None) -> Path:
        """episodes.json of one language, or of all (`lang` None)."""
        return (self.folder(lang) if lang else self.root) / "episodes.json"

    def index_page(self) -> Path:
        """The site's index page."""
        return self.root / "index.html"

    def player(self) -> Path:
        """The folder of the player's files."""
        return self.root / "player"

    def cover(self, suffix: str) -> Path:
        """The channel image (`suffix` ".png" or ".jpg")."""
        return self.root / f"cover{suffix}"
