"""The ledger: the files narrate wrote in an output folder, so that it writes and removes only those.

An output folder is often shared: a hand-made ``index.html`` or ``about.html``, the site's own
``en/notes.html`` or ``en/notes.mp3`` (``--out`` may be the folder a site serves), a ``cover.jpg``
beside the ``cover.png`` narrate publishes. narrate writes only where nothing else is: before a
file is written in its place, and before one is removed, :meth:`Ledger.foreign` says whether what
is there is narrate's. A file is narrate's when

* it carries narrate's generator mark, for the kinds of file that have one (pages, feeds,
  episodes.json, an episode's player data, the player's files: see :func:`mark_of`), the mark
  being what decides (a page the site put in place of narrate's has none; an older version's has
  it); or, for the files that cannot carry one (MP3s, transcripts, chapters, images),
* the ledger names it, or the manifest record of its episode does (an episode's MP3 and sidecars,
  before they were recorded here).

Anything else there (the site's file, a link, a folder, a pipe) is not narrate's: the write that
would replace it stops with one line, and a removal passes it by.

``DIR/manifest/.written.json``: a sorted JSON list of paths relative to DIR. A path is added just
*before* narrate writes its file (a claim): a build killed between writing an episode's first file
and its record must not leave narrate's own files looking like someone else's.

A folder built by a version before the ledger has none: the first build seeds it with what narrate
can tell is its own (pages with its mark, the channel image its feeds name, the images its records
name), and the rules above cover the rest.
"""

from __future__ import annotations

import json
import os
import re
import stat
import threading
from collections.abc import Iterable
from pathlib import Path

from narrate import atomic
from narrate.errors import NarrateError

from .manifest import Manifest

__all__ = ["Ledger", "mark_of", "written_by_narrate"]

_NAME = ".written.json"
_lock = threading.Lock()  # episodes are assembled concurrently; one read-modify-write at a time

# narrate's generator mark in each kind of file that can carry one, and how far into the file it is.
_HTML = b'<meta name="generator" content="narrate'
_JSON = b'"generator": "narrate '
_FEED = b"<generator>narrate "
_PLAYER = re.compile(rb"(?:/\*|//) <?narrate")  # how each of the player's files begins: "/* narrate-player: …"


def mark_of(path: Path) -> tuple[bytes | re.Pattern[bytes], int] | None:
    """(the mark, the bytes to read for it) narrate's files of `path`'s kind carry (a pattern the file must
    begin with, for the player's files); None for kinds that carry none (MP3, transcripts, chapters, images)."""
    name = path.name
    if name.endswith(".html"):
        return _HTML, 65536  # in the head, after the page's description and its social cards' tags
    if name == "feed.xml":
        return _FEED, 65536  # after the channel's title and description (at most 4,000 bytes each)
    if name == "episodes.json" or name.endswith(".episode.json"):
        return _JSON, 4096
    if path.parent.name == "player" and name.endswith((".js", ".css")):
        return _PLAYER, 0  # the first line of each of the player's files says whose it is
    return None


def written_by_narrate(path: Path) -> bool:
    """Whether a file carries narrate's generator mark (a page, a feed, episodes.json, a player file)."""
    mark, reach = mark_of(path) or (_HTML, 65536)
    try:
        with open(path, "rb", opener=_no_block) as handle:
            if isinstance(mark, re.Pattern):
                return mark.match(handle.read(64)) is not None
            return mark in handle.read(reach)
    except OSError:
        return False


def _no_block(name: str, flags: int) -> int:
    # A pipe planted under a page's name must not block the read (nothing but a file is read anyway).
    return os.open(name, flags | getattr(os, "O_NONBLOCK", 0))


class Ledger:
    """The files narrate wrote under one output folder (beyond those its manifest records name)."""

    def __init__(self, root: Path) -> None:
        self.root = Path(root)
        self.path = self.root / "manifest" / _NAME

    def _relative(self, path: Path) -> str | None:
        try:
            return Path(os.path.abspath(path)).relative_to(os.path.abspath(self.root)).as_posix()
        except ValueError:
            return None  # outside the folder: never narrate's to remove

    def _load(self) -> set[str]:
        try:
            info = os.lstat(self.path)
            if not stat.S_ISREG(info.st_mode):
                return self._seed()  # a pipe or a folder by the ledger's name: never read
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return self._seed()
        except (OSError, ValueError):
            return self._seed()  # unreadable: what narrate can tell is its own, as for a first build
        if not isinstance(data, list):
            return self._seed()
        return {item for item in data if isinstance(item, str)}

    def _seed(self) -> set[str]:
        """What an output folder written before the ledger holds of narrate's (see the module's docstring)."""
        known: set[str] = set()
        root = self.root
        if written_by_narrate(root / "index.html"):
            known.add("index.html")
        feeds = b""
        langs: set[str] = set()
        try:
            langs = {p.parent.name for p in Manifest(root).root.glob("*/*.json")}
        except OSError:
            pass
        for lang in sorted(langs):
            folder = root / lang
            try:
                if stat.S_ISREG(os.lstat(folder / "feed.xml").st_mode):
                    feeds += (folder / "feed.xml").read_bytes()
            except OSError:
                pass
            try:
                pages = sorted(p for p in folder.glob("*.html") if p.is_file() and not p.is_symlink())
            except OSError:
                pages = []
            known.update(f"{lang}/{p.name}" for p in pages if written_by_narrate(p))
        for suffix in (".png", ".jpg"):
            if f"/cover{suffix}".encode() in feeds:
                known.add(f"cover{suffix}")
        for record in Manifest(root).records():
            if record.image and "://" not in record.image:
                known.add(f"{record.lang}/{record.image}")
        return known

    def _save(self, known: set[str]) -> None:
        try:
            atomic.write_if_changed(self.path, json.dumps(sorted(known), ensure_ascii=False, indent=0).encode())
        except (OSError, NarrateError):
            pass  # not recorded: such a file is kept (never removed) by the next build, which is safe

    def known(self) -> frozenset[str]:
        """Every path narrate recorded (relative to the folder), seeded on first use."""
        with _lock:
            known = self._load()
            if not self.path.exists():
                self._save(known)  # the seed, kept: later builds do not guess again
        return frozenset(known)

    def peek(self) -> frozenset[str]:
        """What known() says, without keeping a seed: for questions that must write nothing (`narrate script`)."""
        with _lock:
            return frozenset(self._load())

    def foreign(self, path: Path, known: frozenset[str] | None = None, *, recorded: bool = False) -> bool:
        """Whether something narrate did not write is at `path` (nothing there: False).

        `recorded`: the manifest record of the episode `path` belongs to names it. `known` a snapshot
        from known(). A link, a folder or a pipe is never narrate's; a file of a kind that carries
        narrate's mark is narrate's when it carries it; any other file when the ledger or its record
        names it.
        """
        try:
            info = os.lstat(path)
        except FileNotFoundError:
            return False
        except OSError:
            return True  # cannot tell: not narrate's to replace
        if not stat.S_ISREG(info.st_mode):
            return True
        if mark_of(Path(path)) is not None:
            return not written_by_narrate(Path(path))
        if recorded:
            return False
        relative = self._relative(path)
        return relative is None or relative not in (self.known() if known is None else known)

    def blocked(self, path: Path, what: str, known: frozenset[str] | None = None) -> str | None:
        """The one line to give when something narrate did not write is at `path`, where it would write
        `what` ("the en feed"); None when it may write there."""
        if not self.foreign(path, known):
            return None
        return (
            f"{path} is not narrate's (the site's own file, or one put in place of narrate's) and is left as "
            f"it is; {what} is not written there: move that file to let narrate write it"
        )

    def knows(self, path: Path, known: frozenset[str] | None = None) -> bool:
        """Whether narrate wrote `path` (so may remove or replace it): the ledger names it, and a file of a
        kind that carries narrate's mark still carries it; `known` a snapshot from known()."""
        relative = self._relative(path)
        if relative is None or relative not in (self.known() if known is None else known):
            return False
        return mark_of(Path(path)) is None or not self.foreign(path, known)

    def add(self, paths: Iterable[Path]) -> None:
        """Record files narrate is about to write, or just wrote."""
        names = {r for r in (self._relative(p) for p in paths) if r is not None}
        if not names:
            return
        with _lock:
            known = self._load()
            if not names <= known or not self.path.exists():
                self._save(known | names)

    def discard(self, paths: Iterable[Path]) -> None:
        """Forget files narrate removed."""
        names = {r for r in (self._relative(p) for p in paths) if r is not None}
        with _lock:
            known = self._load()
            if names & known:
                self._save(known - names)

    def remove(self, path: Path) -> bool:
        """Delete `path` if narrate wrote it (and forget it); True if it is gone."""
        if not self.knows(path):
            return False
        try:
            path.unlink(missing_ok=True)
        except OSError:
            return False
        self.discard([path])
        return True
