"""The records narrate keeps between runs to save time: how each is keyed, named, stamped and kept.

The caches: the chunk audio (voice.cache) with its music pieces (voice.music) and limited episodes
(audio.limiter) beside it, content-addressed; which chunks each output folder uses (voice.cache's usage
records, what `cache --prune` keeps); an episode's cache lookups (voice.lookups); an episode's script
(flow.plans); the last build's article summaries (flow.summaries, keyed by text.source); and, in the
output folder, the last publication (publish.publisher). They share these parts:

- :data:`FORMATS`: every cache's name, version and folder in one table. A record of another name or
  version is a miss, so a change to what a cache keeps is one number raised here.
- :func:`content_key` names what is addressed by its content (a chunk, a music piece, a limited
  episode); :func:`record_path` names a record kept for a name (an output folder, an episode): the one
  rule for a cache file's name, so that no two caches hash names their own way.
- :func:`code_digest`: narrate's version, every file of the installed package and the Python
  running it. Part of the key of everything narrate *computes* (plans, summaries, the
  publication), so an upgrade, an edit to an editable install or another Python makes them
  again. Not of the chunk audio, which is the voice's, not narrate's.
- :class:`FileStamp`: a file's identity without reading it: size, mtime in nanoseconds and
  inode. Size and mtime catch an edit in place; the inode catches a file replaced by rename
  (every cache write is one: atomic.write_bytes), even within the file system's mtime
  granularity. Take it from the open file whose bytes were read (:meth:`FileStamp.of_open`):
  a stamp taken by a second stat may belong to a file that replaced the one read.
- :func:`load_record` / :func:`save_record`: a JSON record with its format and key, written
  atomically (temp file, fsync, rename: concurrent writers leave one whole record) and read
  tolerantly: a missing, corrupt, other-format or other-key record is None, never an error.
- :func:`seal` / :func:`unseal`: the same for a binary file (voice.lookups' packed numbers),
  covered by a sha256, so a torn or edited file is a miss too.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import os
import stat
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

import narrate
from narrate import __version__, atomic, installed
from narrate.errors import NarrateError
from narrate.inputs import read_regular

__all__ = [
    "CHUNKS",
    "FORMATS",
    "LIMITED",
    "LOOKUPS",
    "PLANS",
    "PUBLICATION",
    "READINGS",
    "USAGE",
    "FileStamp",
    "Format",
    "code_digest",
    "content_key",
    "digest",
    "foreign_chunk_file",
    "libraries",
    "load_record",
    "record_path",
    "save_record",
    "seal",
    "unseal",
]


@dataclass(frozen=True)
class Format:
    """A cache's kind and version: what its records say they are, and part of its keys."""

    name: str
    version: int
    folder: str = ""  # where its files are below the cache root ("": not in the cache)

    def __str__(self) -> str:
        return f"narrate-{self.name}/{self.version}"


# Raise a version when what the cache keeps, or how its key is made, changes: its old records
# become misses. The chunks' version is part of every chunk's content address: raising it
# synthesizes every chunk again, so it stays 1 unless the audio itself must be made anew.
# (A record's "words" came without a new version: a record without them is whole, its chunk has no word timings.)
CHUNKS = Format("chunks", 1, "chunks")  # voice.cache: <key>.mp3 + <key>.json; music pieces too
LOOKUPS = Format("lookups", 3, "lookups")  # voice.lookups (2: rows stamped as FileStamp, size first; 3: words)
PLANS = Format("plans", 2, "plans")  # flow.plans (2: the record in load_record's envelope)
READINGS = Format("readings", 3, "articles")  # flow.summaries (2: keyed by text.source; 3: the whole front matter)
PUBLICATION = Format("publication", 2)  # publish.publisher, in the output folder (2: files stamped as FileStamp)
LIMITED = Format("limited", 1, "chunks")  # audio.limiter: <key>.mp3 + <key>.json; the version is part of each key
USAGE = Format("usage", 1, "usage")  # voice.cache: plain JSON (out_dir, recorded, keys), no envelope yet
FORMATS = (CHUNKS, LOOKUPS, PLANS, READINGS, PUBLICATION, LIMITED, USAGE)

_NAME = 32  # hex digits of a record's file name: 128 bits of sha256


@functools.lru_cache(maxsize=1)
def code_digest() -> str:
    """sha256 of narrate's version, of every file of its package (code, voices, player, schema) and of
    the Python running it (its unicodedata and html.parser shape what the text stage makes).

    Raises OSError when the package cannot be read (callers then keep nothing). Computed once a process.
    """
    package = Path(narrate.__file__).parent
    hasher = hashlib.sha256(f"{__version__}\0{sys.version}".encode())
    for path in sorted(package.rglob("*")):
        if "__pycache__" not in path.parts and path.suffix != ".pyc" and path.is_file():
            hasher.update(
                path.relative_to(package).as_posix().encode("utf-8", "surrogatepass")
                + b"\0"
                + path.read_bytes()
                + b"\0"
            )
    return hasher.hexdigest()


@functools.lru_cache(maxsize=8)
def libraries(*names: str) -> str:
    """The installed versions of the distributions `names` ("-" for one not installed), as one string:
    part of a key when what is cached depends on their code too."""
    versions = []
    for name in names:
        versions.append(f"{name}={installed.version(name) or '-'}")
    return ",".join(versions)


def digest(fmt: Format, *parts: object, code: bool = True) -> str:
    """A cache key: sha256 of the format, narrate's code (unless `code` is False) and `parts`.

    Bytes are hashed as they are; anything else by its repr (unambiguous: a string's repr is quoted
    and escaped), so equal parts make equal keys. Raises OSError as :func:`code_digest` does.
    """
    hasher = hashlib.sha256(repr((str(fmt), code_digest() if code else "")).encode())
    for part in parts:
        raw = part if isinstance(part, bytes) else repr(part).encode("utf-8", "surrogatepass")
        hasher.update(len(raw).to_bytes(8, "little") + raw)
    return hasher.hexdigest()


def content_key(*parts: object) -> str:
    """The content address of what `parts` (JSON-ready; a kind and its version first) make: sha256 of their
    JSON array. Keys of chunks, music pieces and limited episodes written by 0.3 are the same."""
    payload = json.dumps(list(parts), ensure_ascii=False)
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()


def record_path(root: Path, fmt: Format, name: str, suffix: str = ".json", *, digits: int = _NAME) -> Path:
    """The file below the cache `root` that keeps `fmt`'s record for `name` (an output folder's path, an
    episode's): `<root>/<fmt.folder>/<sha256 of name, 32 hex digits><suffix>`. `digits`: where a record
    was kept under a shorter name (0.3's usage records: 20), for a reader that moves it here."""
    digest = hashlib.sha256(name.encode("utf-8", "surrogateescape")).hexdigest()
    return Path(root) / fmt.folder / f"{digest[:digits]}{suffix}"


class FileStamp(NamedTuple):
    """A file as it is on disk, by stat: size, mtime in nanoseconds, inode (see the module's docstring)."""

    size: int
    mtime_ns: int
    inode: int

    @classmethod
    def of(cls, path: Path | str) -> FileStamp | None:
        """The stamp of the file at `path` now (None: no such file, or not readable)."""
        try:
            return cls.of_stat(os.stat(path))
        except (OSError, ValueError):
            return None

    @classmethod
    def of_open(cls, fd: int) -> FileStamp:
        """The stamp of the open file `fd`: the file whose bytes are read, whatever replaces it later."""
        return cls.of_stat(os.fstat(fd))

    @classmethod
    def of_stat(cls, info: os.stat_result) -> FileStamp:
        """The stamp of a stat result."""
        return cls(info.st_size, info.st_mtime_ns, info.st_ino)

    @classmethod
    def from_data(cls, data: object) -> FileStamp | None:
        """A stamp as :meth:`to_data` kept it, or None for anything else."""
        if isinstance(data, list) and len(data) == 3 and all(type(n) is int for n in data):
            return cls(*data)
        return None

    def to_data(self) -> list[int]:
        """The stamp as JSON data."""
        return list(self)


def load_record(path: Path, fmt: Format, key: str | None = None) -> Any:
    """The data :func:`save_record` kept at `path` as `fmt` (and, when given, for `key`); None when the
    file is missing, unreadable, not JSON, of another format or version, or made for another key."""
    try:
        record = json.loads(read_regular(path))  # a pipe by a record's name is a miss, never a read that blocks
    except (OSError, ValueError, RecursionError, NarrateError):
        return None
    if not isinstance(record, dict) or record.get("format") != str(fmt) or "data" not in record:
        return None
    if key is not None and record.get("key") != key:
        return None
    return record["data"]


def save_record(path: Path, fmt: Format, data: object, key: str | None = None) -> bool:
    """Keep `data` (JSON-ready) at `path` as `fmt`, made for `key`: atomically, and only when the file
    does not hold exactly that already. False when it cannot be kept (a cache: the next run only
    does more work); never raises."""
    try:
        text = json.dumps({"format": str(fmt), "key": key, "data": data}, ensure_ascii=False)
        atomic.write_if_changed(Path(path), text.encode("utf-8"))  # (a lone surrogate: UnicodeEncodeError)
    except (OSError, ValueError, TypeError, RecursionError, NarrateError):
        if load_record(Path(path), fmt) is not None:  # (only a record of this format: never a file of the site's)
            with contextlib.suppress(OSError):
                Path(path).unlink()  # (the last record is not what this run found: it must not be used either)
        return False
    return True


_DIGEST = 32  # sha256 of everything after it


def seal(fmt: Format, body: bytes) -> bytes:
    """A binary cache file: its format's line, the sha256 of `body`, then `body`."""
    return f"{fmt}\n".encode() + hashlib.sha256(body).digest() + body


def unseal(fmt: Format, data: bytes) -> memoryview | None:
    """The body :func:`seal` sealed as `fmt`, or None (another format or version, torn, edited)."""
    magic = f"{fmt}\n".encode()
    if len(data) < len(magic) + _DIGEST or not data.startswith(magic):
        return None
    body = memoryview(data)[len(magic) + _DIGEST :]
    if hashlib.sha256(body).digest() != data[len(magic) : len(magic) + _DIGEST]:
        return None
    return body


# How narrate's own records of a chunk open: voice.cache writes the audio's hash first, audio.limiter its kind.
_RECORD_OPENINGS = (b'{"sha256": "', b'{"kind": "')


def foreign_chunk_file(path: Path, *, audio: bool) -> bool:
    """Whether the file at `path`, named as a chunk's audio (`audio`) or record is in the cache, is a file of bytes
    narrate did not write: a regular file that does not open as narrate writes them — the audio with an MPEG frame,
    the record as JSON of the audio's hash (or of its kind). The cache may be a folder the user chose, and a name
    alone may be the user's: such a file is never replaced nor deleted (issue 43, s20 attacks: the user's files at
    the very names a build writes were overwritten, a record of theirs deleted). No file, an empty one (a write a
    power cut tore), and a link, a pipe or a device (no bytes of anyone's lost by replacing the entry itself, never
    written through: the s5 attacks' entries) are not foreign."""
    try:  # (never following a link nor blocking on a pipe)
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_NOFOLLOW)
    except OSError as exc:
        return not (isinstance(exc, FileNotFoundError) or os.path.islink(path))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return False
        head = os.read(fd, 16)
    except OSError:
        return True
    finally:
        os.close(fd)
    if not head:
        return False
    if audio:
        return not (len(head) >= 2 and head[0] == 0xFF and head[1] & 0xE0 == 0xE0)
    return not head.startswith(_RECORD_OPENINGS)
