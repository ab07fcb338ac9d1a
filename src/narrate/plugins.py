"""Plug-ins from other packages: entry points in narrate's groups, loaded when a registry first needs them.

A package extends narrate by declaring entry points in its own ``pyproject.toml``, and nothing else
(narrate's registries find it once it is installed)::

    [project.entry-points."narrate.engines"]
    mine = "narrate_mine:MineEngine"      # makes an Engine: `engines: [mine, espeak]`, `--engine mine`
    [project.entry-points."narrate.readers"]
    rst = "narrate_mine:RstReader"        # makes a Reader: `narrate post.rst`, and builds find .rst files
    [project.entry-points."narrate.publishers"]
    m4b = "narrate_mine:M4bPublisher"     # makes a Publisher: run after narrate's own by every build

Each names a class or a function of no arguments that makes the object. Nothing is imported before a
run asks for that kind of object (engines when a run resolves them, readers when a file is read or a
folder walked, publishers when a build publishes), so an installed plug-in costs narrate's start-up
nothing. A plug-in that fails to load stops the run with one line naming it and its package.
"""

from __future__ import annotations

import functools
import os
import re
import sys
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any, Generic, TypeVar, cast

if TYPE_CHECKING:
    from importlib import metadata

from narrate import installed
from narrate.errors import InputError

__all__ = ["ENGINES", "PUBLISHERS", "READERS", "PluginError", "Registry", "entry_points", "factory"]

ENGINES = "narrate.engines"
READERS = "narrate.readers"
PUBLISHERS = "narrate.publishers"


class PluginError(InputError):
    """An installed plug-in cannot be loaded; `key` names its entry point (``narrate.engines:mine``)."""


def entry_points(group: str) -> list[metadata.EntryPoint]:
    """The installed entry points of `group`, by name (one per name: the first found wins, as pip sees them)."""
    path = tuple(sys.path)
    if not _may_declare(path):
        return []
    found: dict[str, metadata.EntryPoint] = {}
    for point in _installed(path).select(group=group):
        found.setdefault(point.name, point)
    return [found[name] for name in sorted(found)]


@functools.lru_cache(maxsize=4)
def _installed(path: tuple[str, ...]) -> Any:
    """Every installed entry point (EntryPoints; SelectableGroups before Python 3.12, which selects
    alike), read once per search path: reading them opens every installed package's metadata (a
    tenth of a no-op build of 1,000 articles when each of the three groups read them again); a
    changed sys.path (a package installed at run time) reads them anew."""
    from importlib import metadata

    return metadata.entry_points()


#: A section of narrate's groups in an entry_points.txt (an INI file: `[narrate.engines]`).
_OUR_SECTION = re.compile(rb"^[ \t]*\[[ \t]*narrate\.", re.MULTILINE)


@functools.lru_cache(maxsize=4)
def _may_declare(path: tuple[str, ...]) -> bool:
    """Whether any distribution on `path` may declare one of narrate's entry points.

    Almost every installation has no plug-in, and importlib.metadata costs a cold run 50-80 ms
    (narrate.installed). This reads only each metadata folder's entry_points.txt for a ``[narrate.``
    section (a few milliseconds). It may say yes wrongly, never no wrongly: where the listing is not
    exhaustive, importlib.metadata is asked, and answers exactly.
    """
    seen = installed.listing(path)
    if not seen.exhaustive:
        return True
    for folder, name in seen.folders:
        try:
            with open(os.path.join(folder, name, "entry_points.txt"), "rb") as points:
                if _OUR_SECTION.search(points.read()):
                    return True
        except OSError:
            continue  # no entry points (or a one-file .egg-info, which cannot have them)
    return False


def factory(point: metadata.EntryPoint) -> Callable[[], object]:
    """A function that loads `point` and makes its object, raising PluginError (one line) if it cannot."""

    def make() -> object:
        where = f"{point.group}:{point.name}"
        package = point.dist.name if point.dist is not None else point.value.split(":")[0]
        try:
            return point.load()()
        except Exception as exc:  # whatever the plug-in's import or constructor raised
            raise PluginError(
                f"plug-in {point.name!r} ({point.value}, entry point {point.group}) failed to load: "
                f"{type(exc).__name__}: {exc}; fix or uninstall the package {package}",
                key=where,
            ) from exc

    return make


T = TypeVar("T")


class Registry(Generic[T]):
    """Named objects of one kind that narrate looks up by name: its own, those registered in code, and
    installed plug-ins' (entry points of `group`, loaded the first time a name is not found or every
    name is asked for, so a run of narrate's own objects never reads the installed packages).

    The one registry type of narrate's extension points: site generators (text.site.GENERATORS),
    readers (text.readers.READERS), engines (voice.engines.ENGINES) and publishers
    (publish.publisher.PUBLISHERS).

    The lookup order says who wins a name: code registration (it replaces narrate's own), narrate's
    own, then plug-ins (a plug-in never takes a name already known). :meth:`reset` forgets what code
    registered and the plug-ins loaded (for tests). `group` None: no entry points. `from_plugin` turns
    an entry point's loader into the registry's object (default: call it; the engines keep it as a
    factory, so each run makes its own engine).
    """

    def __init__(
        self, kind: str, group: str | None = None, *, from_plugin: Callable[[Callable[[], object]], T] | None = None
    ) -> None:
        self.kind = kind  # what the objects are, for messages ("site generator")
        self.group = group
        self._from_plugin = from_plugin
        self.changes = 0  # counts every change of what the registry holds (for an index kept beside it)
        self._own: dict[str, T] = {}
        self._registered: dict[str, T] = {}
        self._plugins: dict[str, T] | None = None

    def add_own(self, name: str, obj: T) -> None:
        """One of narrate's own objects (kept by :meth:`reset`)."""
        self._own[name] = obj
        self.changes += 1

    def register(self, name: str, obj: T) -> None:
        """Make `obj` the one named `name` (replacing narrate's own of that name)."""
        if not name:
            raise ValueError(f"a {self.kind} needs a name")
        self._registered[name] = obj
        self.changes += 1

    def get(self, name: str) -> T | None:
        """The object named `name`, or None."""
        found = self._registered.get(name, self._own.get(name))
        return found if found is not None else self._loaded().get(name)

    def names(self) -> tuple[str, ...]:
        """Every name, narrate's own first, in the order they were added."""
        return tuple(dict.fromkeys([*self._own, *self._registered, *self._loaded()]))

    def values(self) -> tuple[T, ...]:
        """The object of every name, in the order of :meth:`names`."""
        return tuple(cast(T, self.get(name)) for name in self.names())

    def __iter__(self) -> Iterator[T]:
        return iter(self.values())

    def by_precedence(self, *, plugins: bool = True) -> list[T]:
        """Every object, the one that wins first: registered in code (the latest first), narrate's own, then
        plug-ins' (loaded only when `plugins`); an object whose name another took is left out. For a registry
        looked up by something else than the name (a reader by its suffixes)."""
        own = [obj for name, obj in self._own.items() if name not in self._registered]
        return [*reversed(self._registered.values()), *own, *(self._loaded().values() if plugins else ())]

    def reset(self) -> None:
        """Back to narrate's own objects alone (plug-ins are looked for again on the next miss)."""
        self._registered.clear()
        self._plugins = None
        self.changes += 1

    def _loaded(self) -> dict[str, T]:
        if self._plugins is None:
            self._plugins = {}
            self.changes += 1
            for point in entry_points(self.group) if self.group else ():
                if point.name not in self._own and point.name not in self._registered:
                    load = factory(point)
                    self._plugins[point.name] = self._from_plugin(load) if self._from_plugin else cast(T, load())
        return self._plugins
