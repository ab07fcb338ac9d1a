"""Which files of a content folder are articles: the walk and the `build.include` / `build.exclude` globs.

The walk skips hidden files and folders, `node_modules`, Jekyll `_drafts`, Hugo list pages
(`_index.md`) and the README at the root; a symlink to a folder is not followed (said as a skip), a
symlink is followed only to a file inside the content folder, and a link to an article that is itself in the folder is skipped (it would be
narrated twice). A folder or file that cannot be read is reported, never taken as gone.
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from narrate.config import Config
from narrate.text.readers import described as reader_description
from narrate.text.readers import suffixes as reader_suffixes

__all__ = ["discover", "matches"]

_IGNORED_DIRS = {"node_modules", "_drafts", "__pycache__"}


@lru_cache(maxsize=16)
def _matcher(patterns: tuple[str, ...]) -> Callable[[str], bool]:
    """The globs compiled once (wcmatch: `**` any folders as a whole path segment, `*` and `?` within one
    name, `[…]` a class, `{a,b}` either)."""
    from wcmatch import glob  # (only a build with build.include or build.exclude loads it)

    return glob.compile(list(patterns), flags=glob.GLOBSTAR | glob.BRACE | glob.DOTGLOB).match


def matches(relative: str, patterns: tuple[str, ...]) -> bool:
    """Whether a path relative to the content folder (POSIX) matches any of the globs."""
    return bool(patterns) and _matcher(tuple(patterns))(relative)


def discover(content: Path, config: Config) -> tuple[list[Path], list[dict[str, str]], list[dict[str, str]]]:
    """Articles to consider under `content`, the ones skipped on sight (with reasons), and the
    paths that could not be read (folders or links: an error for that path, never a removal).

    Articles are the files `build.include` matches; without patterns, every file a reader is
    registered for (text.readers: .md, .markdown, .mdx and whatever else was registered).
    """
    registered = reader_suffixes()
    walk = _Walk(content, content.resolve())
    for path in _candidates(content, config, registered, walk.cannot_list, walk.linked_folder):
        if path.suffix.lower() not in registered:
            # build.include matched a file no reader takes (notes.txt, README.rst): not an article.
            walk.skipped.append(
                {
                    "source": str(path),
                    "reason": f"no reader takes '{path.suffix.lower()}' "
                    f"files (readers: {reader_description()}); leave it out of build.include",
                }
            )
            continue
        walk.take(path)
    return sorted(walk.articles()), walk.skipped, walk.unreadable


def _candidates(
    content: Path,
    config: Config,
    registered: tuple[str, ...],
    onerror: Callable[[OSError], None],
    linked: Callable[[Path], None],
) -> Iterator[Path]:
    """The files under `content` whose names make them candidates: not hidden, matched by
    `build.include` (else a reader's suffix) and not by `build.exclude`, not a list page or the README.
    A link to a folder is not followed, and is handed to `linked`."""
    top = os.fspath(content)
    for folder, dirs, files in os.walk(top, onerror=onerror, followlinks=False):
        dirs[:] = sorted(d for d in dirs if not d.startswith(".") and d not in _IGNORED_DIRS)
        for name in [d for d in dirs if os.path.islink(os.path.join(folder, d))]:
            linked(Path(folder) / name)
            dirs.remove(name)
        # The folder below `content`, as POSIX text (once per folder; text, not Paths: a folder per
        # article).
        below = os.path.relpath(folder, top).replace(os.sep, "/")
        prefix = "" if below == "." else below + "/"
        for name in sorted(files):
            relative = prefix + name
            if name.startswith("."):
                continue
            if config.build.include:
                if not matches(relative, config.build.include):
                    continue
            elif _suffix(name).lower() not in registered:
                continue
            if config.build.exclude and matches(relative, config.build.exclude):
                continue
            if name.startswith("_index.") or (folder == top and name.lower() == "readme.md"):
                continue  # Hugo list pages and the repository's README are not articles
            yield Path(folder) / name


def _suffix(name: str) -> str:
    """The file name's suffix as pathlib gives it (".md"; "" for "notes." or "README")."""
    dot = name.rfind(".")
    return name[dot:] if 0 < dot < len(name) - 1 else ""


@dataclass
class _Walk:
    """What a walk of the content folder found: articles, links to articles, skips and unreadable paths."""

    content: Path
    root: Path  # `content`, resolved: a link must stay inside it
    found: list[Path] = field(default_factory=list)
    links: list[Path] = field(default_factory=list)
    skipped: list[dict[str, str]] = field(default_factory=list)
    unreadable: list[dict[str, str]] = field(default_factory=list)

    def cannot_list(self, exc: OSError) -> None:
        """os.walk skips a folder it cannot list; its articles are not gone, only unreadable now."""
        self.unreadable.append(
            {
                "source": str(exc.filename or self.content),
                "error": f"{exc.filename}: cannot read this folder ({exc.strerror or exc}); "
                "its published episodes are kept; fix its permissions",
            }
        )

    def linked_folder(self, path: Path) -> None:
        """A link to a folder is not followed (to / or to the content itself it never ends, and what it reaches
        is not the content folder's): said, so that a folder of articles linked in is not silently unheard."""
        self.skipped.append(
            {
                "source": str(path),
                "reason": "a symlink to a folder, which narrate does not follow; put the folder itself in the "
                "content folder to narrate its articles",
            }
        )

    def take(self, path: Path) -> None:
        """Sort one candidate: an article, a link to one, or a skip or an unreadable path with its reason."""
        try:
            info = os.lstat(path)
        except OSError as exc:
            self.unreadable.append({"source": str(path), "error": f"{path}: cannot read ({exc.strerror or exc})"})
            return
        if stat.S_ISLNK(info.st_mode):
            self._take_link(path)
        elif not stat.S_ISREG(info.st_mode):
            # A FIFO named *.md would block the read forever, holding the lock.
            self.skipped.append({"source": str(path), "reason": "not a regular file (a pipe, device or socket)"})
        else:
            self.found.append(path)

    def _take_link(self, path: Path) -> None:
        try:
            target = path.resolve(strict=True)
        except (OSError, RuntimeError) as exc:  # dangling, or a loop of links
            reason = (
                "a loop of symlinks"
                if isinstance(exc, RuntimeError) or getattr(exc, "errno", None) == errno.ELOOP
                else "a symlink to nothing"
            )
            self.unreadable.append({"source": str(path), "error": f"{path}: is {reason}; fix or remove it"})
            return
        if self.root not in target.parents:
            self.skipped.append({"source": str(path), "reason": "symlink to a file outside the content folder"})
        elif not target.is_file():
            self.skipped.append({"source": str(path), "reason": "not a regular file"})
        else:
            self.links.append(path)

    def articles(self) -> list[Path]:
        """The articles found, with the links to them; a link to an article that is itself in the
        folder would narrate it twice, so it is skipped."""
        found = list(self.found)
        real = {p.resolve(): p for p in found} if self.links else {}  # (resolving every file costs: only for links)
        for link in self.links:
            twin = real.get(link.resolve())
            if twin is not None:
                self.skipped.append({"source": str(link), "reason": f"symlink to {twin}, which is narrated as itself"})
            else:
                found.append(link)
        return found
