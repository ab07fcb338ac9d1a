"""The installed distributions, read from the folder names on the import path.

narrate asks two things of what is installed on every run: the versions of the libraries its
readings depend on (part of a cache key, records.libraries) and whether any package declares one of
its entry points (narrate.plugins). importlib.metadata answers both exactly, but its import and its
parse of every installed package's metadata cost a cold `narrate post.md` 50-80 ms before its first
request, and a no-op build as much.

Installers name a distribution's metadata folder ``{name}-{version}.dist-info`` (wheels: PEP 427,
PEP 376) or ``{name}-{version}[-pyX.Y].egg-info``, with the name's dashes written as underscores, in
a folder on sys.path. Listing those folders answers both questions in a few milliseconds. Where
this look cannot see what importlib.metadata would (a zip on the path, an egg, a distribution
finder other than Python's own) :func:`listing` says it is not exhaustive, and callers ask
importlib.metadata instead. tests/base/test_installed.py holds the answers to importlib.metadata's for every
distribution installed. (Where they could differ — a folder holding two versions of one distribution,
a version spelled one way in the folder's name and another in its METADATA — only a cache key does,
and the cached reading is made again once.)
"""

from __future__ import annotations

import functools
import os
import re
import sys
from importlib import machinery
from typing import NamedTuple

__all__ = ["Listing", "folder_version", "listing", "normalize", "version"]

_SEPARATORS = re.compile(r"[-_.]+")
_METADATA_SUFFIXES = (".dist-info", ".egg-info")
_ARCHIVES = (".egg", ".zip", ".whl")


class Listing(NamedTuple):
    """The metadata folders on a path, in its order (folder, folder's name), and whether they are all
    there is (False when importlib.metadata could find distributions this look cannot)."""

    folders: tuple[tuple[str, str], ...]
    exhaustive: bool


def normalize(name: str) -> str:
    """A distribution's name as the packaging rules compare them (PEP 503): PyYAML, pyyaml and py-yaml alike."""
    return _SEPARATORS.sub("-", name).lower()


@functools.lru_cache(maxsize=4)
def listing(path: tuple[str, ...]) -> Listing:
    """Every ``*.dist-info`` and ``*.egg-info`` folder in the folders of `path` (sys.path), in order."""
    exhaustive = not any(
        hasattr(finder, "find_distributions") and finder is not machinery.PathFinder for finder in sys.meta_path
    )
    found: list[tuple[str, str]] = []
    for entry in path:
        folder = entry or "."
        if os.path.isfile(folder):
            exhaustive = False  # a zip on the path (the standard library's python3X.zip is listed, but absent)
            continue
        try:
            names = sorted(os.listdir(folder))
        except OSError:
            continue  # a missing folder, skipped by importlib.metadata alike
        for name in names:
            if name.endswith(_METADATA_SUFFIXES):
                found.append((folder, name))
            elif name.endswith(_ARCHIVES):
                exhaustive = False
    return Listing(tuple(found), exhaustive)


def folder_version(name: str, path: tuple[str, ...] | None = None) -> str | None:
    """The version of the distribution `name` installed first on `path` (default sys.path), read from its
    metadata folder's name; "" when it is not installed; None when this look cannot tell (a folder
    named without a version, a path it cannot see all of): ask importlib.metadata then."""
    seen = listing(tuple(sys.path) if path is None else path)
    wanted = normalize(name)
    for _, folder in seen.folders:
        stem = folder.rsplit(".", 1)[0]
        named, dash, rest = stem.partition("-")
        if normalize(named) == wanted:
            if not dash:
                return None  # `name.egg-info` (a source checkout's): its version is inside
            return rest.split("-", 1)[0] if folder.endswith(".egg-info") else rest
    return "" if seen.exhaustive else None


def version(name: str) -> str:
    """The installed version of the distribution `name` ("" if it is not installed), as
    importlib.metadata gives it: from the folders' names where they tell, else from importlib.metadata."""
    found = folder_version(name)
    if found is not None:
        return found
    from importlib import metadata

    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return ""
