"""The ledger: the files narrate wrote in an output folder, so that it removes only those.

An output folder is often shared: a hand-made ``index.html`` or ``about.html``, the site's own
``en/notes.html`` (``--out`` may even be the blog's content folder), a ``cover.jpg`` beside the
``cover.png`` narrate publishes. Whatever narrate removes (a page whose episode is gone, the
channel image of the type no longer published, an episode image that changed type) must be a
file it wrote, so every such file is recorded here when written, and only a recorded file is
ever removed or overwritten in its place. An episode's MP3 and sidecars need no entry: its
manifest record names them.

``DIR/manifest/.written.json``: a sorted JSON list of paths relative to DIR.

A folder built by a version before the ledger has none: the first build seeds it with what
narrate can tell is its own, and nothing else. A page (or ``index.html``) is narrate's when its
head carries narrate's ``<meta name="generator">``; a channel image when a published feed
names it; an episode image when its record names it. A file that passes none of these is
the user's and is never removed.
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Iterable
from pathlib import Path

from narrate import atomic
from narrate.errors import NarrateError

from .manifest import Manifest

__all__ = ["Ledger", "written_by_narrate"]

_NAME = ".written.json"
_GENERATOR = b'<meta name="generator" content="narrate'
_lock = threading.Lock()  # episodes are assembled concurrently; one read-modify-write at a time


def written_by_narrate(path: Path) -> bool:
    """Whether an HTML file carries narrate's generator mark in its head (a page an older version wrote)."""
    try:
        with open(path, "rb") as handle:
            return _GENERATOR in handle.read(4096)
    except OSError:
        return False


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

    def knows(self, path: Path, known: frozenset[str] | None = None) -> bool:
        """Whether narrate wrote `path` (so may remove or replace it); `known` a snapshot from known()."""
        relative = self._relative(path)
        return relative is not None and relative in (self.known() if known is None else known)

    def add(self, paths: Iterable[Path]) -> None:
        """Record files narrate just wrote."""
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
