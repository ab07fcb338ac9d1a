"""The one way narrate reads a file it did not write: an article, voices.yaml, the site's config and data files.

Only a regular file is read. A named pipe as `--config`, or a `hugo.toml` beside the content that is
one, blocked the read forever (holding the output lock); a device (`/dev/zero`) never ends; a
folder is an error of its own. What is not a regular file is refused by its `stat` before it is
opened, and the file is opened without blocking and checked again by the descriptor it got (the
path may have changed in between), so nothing but a regular file is ever read.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from .errors import FileTooLarge, NotRegularFile

__all__ = ["FileTooLarge", "head", "kind_of", "read_regular", "read_regular_stat"]


def kind_of(mode: int) -> str:
    """What a file that is not a regular file is, in words for its one line."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a regular file"


def _refuse(path: Path, mode: int) -> NotRegularFile:
    kind = kind_of(mode)
    return NotRegularFile(f"{path}: is {kind}, not a regular file", path=path, kind=kind)


def _stat(path: Path) -> os.stat_result:
    """os.stat, but a link that leads back to itself is NotRegularFile, as a pipe is: read as missing, such a
    `_config.yml` or `hugo.toml` silently left the site's settings out (the other odd files get one line)."""
    try:
        return os.stat(path)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            kind = "a symbolic link that leads back to itself"
            raise NotRegularFile(f"{path}: is {kind}, not a regular file", path=path, kind=kind) from None
        raise


def head(path: str | os.PathLike[str], size: int) -> bytes:
    """At most the first `size` bytes of the regular file at `path` (NotRegularFile, OSError as read_regular)."""
    path = Path(path)
    _stat(path)
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    with open(fd, "rb", closefd=True) as handle:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise _refuse(path, info.st_mode)
        return handle.read(size)


def read_regular(path: str | os.PathLike[str], limit: int | None = None) -> bytes:
    """The bytes of the regular file at `path` (links followed).

    Raises NotRegularFile for a pipe, device, socket or folder (never opened for reading),
    FileTooLarge when it holds more than `limit` bytes (read no further), OSError as open() does.
    """
    return read_regular_stat(path, limit)[0]


def read_regular_stat(path: str | os.PathLike[str], limit: int | None = None) -> tuple[bytes, os.stat_result]:
    """:func:`read_regular`'s bytes with the stat of the file they were read from (by its descriptor: the file
    read, whatever replaces it later), for a cache that stamps what it read."""
    path = Path(path)
    mode = _stat(path).st_mode
    if not stat.S_ISREG(mode):
        raise _refuse(path, mode)
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    with open(fd, "rb", closefd=True) as handle:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):  # replaced between the stat and the open
            raise _refuse(path, info.st_mode)
        if limit is not None and info.st_size > limit:
            raise FileTooLarge(f"{path}: {info.st_size} bytes, over {limit}", path=path, size=info.st_size)
        data = handle.read() if limit is None else handle.read(limit + 1)
    if limit is not None and len(data) > limit:
        raise FileTooLarge(f"{path}: over {limit} bytes", path=path, size=len(data))  # grew while it was read
    return data, info
