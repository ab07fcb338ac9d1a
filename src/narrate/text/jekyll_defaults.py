"""Jekyll's front matter defaults (`defaults:` in _config.yml), as frontmatter_defaults.rb applies them.

A theme's starter config often gives every post its permalink this way (Chirpy's ``scope: {path: "",
type: posts}, values: {permalink: /posts/:title/}``), so a post's URL, language or `published` may be
written nowhere in its own file. Jekyll 4.3's rules (lib/jekyll/frontmatter_defaults.rb):

- a set applies to a file when its scope's ``type`` (``pages``, ``posts`` or a collection's label;
  ``page`` and ``post`` are read as those; none: every type) is the file's, and its scope's ``path`` (none
  or "": every file), ``collections_dir`` taken off, starts the file's path below the source (a plain
  string prefix: ``/_posts`` starts nothing), or, when the path holds a ``*``, one of the paths Dir.glob
  finds in the source folder does (each below the source, its trailing ``/`` dropped: ``*_pt/`` finds the
  folder ``_posts_pt``, which starts ``_posts_pt/x.md``);
- the sets that apply are merged in the order written, each over the ones before when its path (a leading
  ``/`` left out) is at least as long as the last one merged over them (on an equal length, when it has a
  type or that one has none), else under them;
- the file's own front matter wins over all of them.
"""

from __future__ import annotations

import glob
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

__all__ = ["Defaults"]


@dataclass(frozen=True)
class _Set:
    path: str  # the scope's path as written ("" = every file)
    type: str | None  # the scope's type (None = every type)
    values: Mapping[str, Any]


@dataclass(frozen=True)
class Defaults:
    """One site's front matter defaults."""

    sets: tuple[_Set, ...] = ()
    collections_dir: str = ""
    source: str = ""  # the site's source folder, where a scope's glob is looked for ("": not looked for)
    # scope → the paths its glob finds (frontmatter_defaults.rb's glob_cache); not part of what the site says
    _globs: dict[str, tuple[str, ...]] = field(default_factory=dict, repr=False, compare=False)

    @classmethod
    def from_config(cls, raw: Any, collections_dir: str = "", source: str = "") -> Defaults:
        """The valid sets of `defaults:` (a set is a mapping whose `values` is one)."""
        sets = []
        for item in raw if isinstance(raw, list) else []:
            if not isinstance(item, dict) or not isinstance(item.get("values"), dict):
                continue
            given = item.get("scope")
            scope: dict[str, Any] = given if isinstance(given, dict) else {}
            path = scope.get("path")
            kind = scope.get("type")
            kind = _OLD_TYPES.get(str(kind), str(kind)) if kind is not None else None
            sets.append(_Set(path if isinstance(path, str) else "", kind, item["values"]))
        return cls(tuple(sets), collections_dir.strip("/"), source)

    def values(self, path: str, kind: str) -> dict[str, Any]:
        """The defaults for the file at `path` (below the source folder) of type `kind` (posts, pages…)."""
        merged: dict[str, Any] = {}
        last: _Set | None = None
        for found in self.sets:
            if not self._applies(found, path, kind):
                continue
            if last is None or _precedes(found, last):
                merged = _deep_merged(merged, found.values)
                last = found
            else:
                merged = _deep_merged(dict(found.values), merged)
        return merged

    def _applies(self, found: _Set, path: str, kind: str) -> bool:
        if found.type is not None and found.type != kind:
            return False
        if not found.path:
            return True
        path = self._stripped(path)
        if "*" not in found.path:
            return path.startswith(self._stripped(found.path))
        return any(path.startswith(globbed) for globbed in self._globbed(found.path))

    def _globbed(self, scope: str) -> tuple[str, ...]:
        """glob_scope: the paths Dir.glob finds for `scope` in the source folder, below it and without a
        trailing `/` (Pathname#relative_path_from), collections_dir taken off. Dir.glob's `*` stays within a
        folder and skips names that start with a dot, `**/` crosses folders: Python's glob does the same."""
        if scope not in self._globs:
            found: tuple[str, ...] = ()
            root = os.path.abspath(self.source) if self.source else ""
            pattern = os.path.normpath(os.path.join(root, scope)) if root else ""
            # A scope outside the source folder (`/**`, `../../**`) holds none of the site's files: never
            # globbed (it would walk the whole disk).
            if root and not os.path.isabs(scope) and pattern.startswith(root + os.sep):
                try:
                    matches = glob.glob(os.path.join(root, scope), recursive=True)
                except (OSError, ValueError, RecursionError):
                    matches = []
                found = tuple(sorted({self._stripped(os.path.relpath(m, root).replace(os.sep, "/")) for m in matches}))
            self._globs[scope] = found
        return self._globs[scope]

    def _stripped(self, path: str) -> str:
        """frontmatter_defaults.rb's strip_collections_dir."""
        if self.collections_dir and path.startswith(self.collections_dir + "/"):
            return path[len(self.collections_dir) + 1 :]
        return path


_OLD_TYPES = {"page": "pages", "post": "posts", "draft": "drafts"}  # update_deprecated_types


def _precedes(new: _Set, old: _Set) -> bool:
    """has_precedence?: a longer path (its leading `/` left out) wins; on an equal one, a set with a type,
    or over one without."""
    new_path, old_path = new.path.removeprefix("/"), old.path.removeprefix("/")
    if len(new_path) != len(old_path):
        return len(new_path) >= len(old_path)
    return new.type is not None or old.type is None


def _deep_merged(base: dict[str, Any], over: Mapping[str, Any]) -> dict[str, Any]:
    """utils.rb's deep_merge_hashes: `over` set on `base`, tables merged key by key."""
    out = dict(base)
    for key, value in over.items():
        old = out.get(key)
        out[key] = _deep_merged(old, value) if isinstance(old, dict) and isinstance(value, Mapping) else value
    return out
