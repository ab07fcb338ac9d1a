"""Names that are one file on a disk that ignores case or Unicode form (macOS's APFS, Windows' NTFS).

An output folder is often made on Linux and served, synced or copied from a Mac or a Windows machine, where
``en/Notes.mp3`` and ``en/notes.mp3``, or ``café.html`` composed and decomposed, are one file: narrate
writing its ``notes.mp3`` beside the site's ``Notes.mp3`` replaces the site's file there (issue 43). So a
path narrate would write is taken as the site's when one of its parts has a twin of another spelling in
its folder — the same name once case-folded and normalised — that narrate did not write.

Each folder is listed once while a command writes the output (:func:`listing`); the listings are let go when
it ends (:func:`forget`). A site's file put in place mid-build under a twin's name is not seen: the last
look before a write (narrate.atomic's guard) sees what is at the path itself, not its twins.
"""

from __future__ import annotations

import os
import threading
import unicodedata
from collections.abc import Callable
from pathlib import Path

__all__ = ["Listings", "fold", "forget", "twin"]

_lock = threading.Lock()
# folder → {folded name: [names as spelled]}, while a command writes (kept: True)
_listings: dict[str, dict[str, list[str]]] = {}


def fold(name: str) -> str:
    """`name` as a disk that ignores case and Unicode form compares it (NFKD of the case fold of its NFKD).

    The fold is the union of what the disks fold, so that a twin on any is found: APFS compares the case fold of
    the decomposed name; NTFS upper-cases each character by its $UpCase table and does not normalise; ZFS may be
    made with `normalization=formKC` (or formKD) and `casesensitivity=insensitive` (a Samba share's dataset), where
    compatibility forms are one name too: fullwidth `ｎｏｔｅｓ.html` is `notes.html`, `ﬁle` is `file`, `Ⅸ` is `IX`
    (attacks s18). Python's full case fold already joins every pair NTFS joins but one: dotless ı (U+0131), whose
    upper case is I, and which casefold() keeps apart from i. It is folded to i here. The full fold also joins what
    no disk does (ß and ss): a false twin costs an episode another name, a missed one the site's file."""
    folded = unicodedata.normalize("NFKD", name).casefold().replace("\u0131", "i")
    return unicodedata.normalize("NFKD", folded)


Listings = dict[str, dict[str, list[str]]]


def _listing(folder: str, keep: bool, listings: Listings | None) -> dict[str, list[str]]:
    if listings is not None and folder in listings:
        return listings[folder]
    with _lock:
        kept = _listings.get(folder)
    if kept is not None:
        return kept
    names: dict[str, list[str]] = {}
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                names.setdefault(fold(entry.name), []).append(entry.name)
    except OSError:
        names = {}
    if keep:
        with _lock:
            _listings[folder] = names
    if listings is not None:
        listings[folder] = names
    return names


def twin(
    root: Path, path: Path, narrates: Callable[[str], bool], *, keep: bool = False, listings: Listings | None = None
) -> Path | None:
    """The first file or folder under `root` that is one with a part of `path` on a folding disk but spelled
    otherwise, and is not narrate's (`narrates(relative)`: narrate wrote it, or a file under it); None when
    there is none. `keep`: list each folder once (a command writing the folder; :func:`forget` at its end);
    `listings`: the caller's own (one plan's questions)."""
    try:
        parts = Path(os.path.abspath(path)).relative_to(os.path.abspath(root)).parts
    except ValueError:
        return None
    folder = os.path.abspath(root)
    for depth, part in enumerate(parts):
        spelled = _listing(folder, keep, listings).get(fold(part), ())
        for other in sorted(spelled):  # (the same twin named whatever order the folder lists them in)
            if other != part:
                relative = "/".join([*parts[:depth], other])
                if not narrates(relative):
                    return Path(folder) / other
        folder = os.path.join(folder, part)
        if not spelled and not os.path.isdir(folder):
            return None  # nothing of this name below: no twin further down either (a new folder narrate makes)
    return None


def forget(root: Path) -> None:
    """The command writing `root` is over: its listings go (the next one looks again)."""
    prefix = os.path.abspath(root)
    with _lock:
        for folder in [f for f in _listings if f == prefix or f.startswith(prefix.rstrip(os.sep) + os.sep)]:
            del _listings[folder]
