"""An episode's cache lookups in one file: what a rebuild from the cache reads instead of every record.

A rebuild looks up every chunk of its episode, ~700 JSON records for three hours. Parsing
them, 100,000 loudness blocks among them, took a tenth of the whole command. This index
keeps what those lookups found, for one episode (engine, language, slug), in one file:

- the loudness blocks as packed doubles, not JSON numbers;
- for each record, the identity of the file its values were read from (narrate.records.FileStamp,
  taken from the open file): size, mtime in nanoseconds and inode.

An entry is used only while its record is still that same file and its audio file still
has the recorded length. Any other chunk is looked up as before. A record is replaced
only by writing a new file (atomic.write_text), so an edited or re-stored record is never
mistaken for the indexed one (short of an edit in place, within the file system's mtime
granularity, that keeps its size).

It is a cache of the cache. The file is sealed (narrate.records.seal: its format and a sha256),
so a missing, torn, corrupt or older index costs one slower lookup and nothing else. Deleting
it loses nothing.
"""

from __future__ import annotations

import array
import contextlib
import json
import math
import os
import re
import sys
from pathlib import Path
from typing import Any

from narrate import atomic
from narrate.audio.mp3 import duration_seconds
from narrate.errors import NarrateError
from narrate.inputs import read_regular
from narrate.records import LOOKUPS, FileStamp, record_path, seal, unseal
from narrate.voice.cache import BLOCK_RANGE, CacheEntry, ChunkCache, boundaries_of

_LENGTH = 8  # the JSON part's length, little-endian


def index_path(cache: ChunkCache, name: str) -> Path:
    """Where the index called `name` (e.g. "edge\\0zh-hant\\0slug") is kept."""
    return record_path(cache.root, LOOKUPS, name, ".bin")


def read_index(cache: ChunkCache, name: str, wanted: dict[str, str]) -> dict[str, CacheEntry]:
    """The entries of the index `name` for the chunks `wanted` (key: text) whose record and audio files
    are as they were indexed ({} if none). Never raises: anything wrong with the index only costs lookups."""
    try:
        view = unseal(LOOKUPS, read_regular(index_path(cache, name)))
    except (OSError, NarrateError):
        return {}
    if view is None or len(view) < _LENGTH:
        return {}
    length = int.from_bytes(view[:_LENGTH], "little")
    try:
        rows = json.loads(bytes(view[_LENGTH : _LENGTH + length]))["entries"]
        blocks = array.array("d")
        blocks.frombytes(view[_LENGTH + length :])
        if sys.byteorder != "little":
            blocks.byteswap()
        return _valid(cache, rows, blocks, wanted)
    except (ValueError, TypeError, KeyError, IndexError, OverflowError, RecursionError):
        return {}


def _valid(
    cache: ChunkCache, rows: list[Any], blocks: array.array[float], wanted: dict[str, str]
) -> dict[str, CacheEntry]:
    low, high = BLOCK_RANGE
    if blocks and not (math.isfinite(math.fsum(blocks)) and low <= min(blocks) and max(blocks) <= high):
        raise ValueError("a loudness block out of range")
    current = []
    start = 0
    for key, size, mtime_ns, inode, frames, sha256, peak, boundaries, words, count in rows:
        momentary = None if count < 0 else tuple(blocks[start : start + count])
        start += max(0, count)
        stamp = FileStamp(size, mtime_ns, inode)
        if key in wanted and FileStamp.of(cache.record_file(key)) == stamp:
            current.append((key, frames, sha256, peak, momentary, boundaries, words, stamp))
    if start != len(blocks):
        raise ValueError("loudness blocks left over")
    # Sentences and words of every entry checked in one bulk pass (boundaries_of): two records' worth an entry.
    checked = boundaries_of(
        [
            (rows, duration_seconds(frames) if isinstance(frames, int) else 0.0)
            for _, frames, _, _, _, boundaries, words, _ in current
            for rows in (boundaries, words)
        ]
    )
    found: dict[str, CacheEntry] = {}
    for n, (key, frames, sha256, peak, momentary, _, _, stamp) in enumerate(current):
        entry = cache.indexed(
            key, wanted[key], frames, sha256, peak, momentary, checked[2 * n], stamp, checked[2 * n + 1]
        )
        if entry is not None:
            found[key] = entry
    return found


def write_index(cache: ChunkCache, name: str, wanted: dict[str, str], known: dict[str, CacheEntry]) -> None:
    """Index the lookups of the chunks `wanted` (key: text) as `name`.

    What the index keeps and the stamp it checks always come from one read of the record (a record
    replaced meanwhile, by another build, is never paired with the values of the one before): an
    entry of `known` that was read with its stamp is kept as it is, any other chunk is looked up
    afresh. Nothing is written when a chunk is not in the cache, or was stored before records had
    frame counts, or when a write fails: the index only ever saves time.
    """
    rows: list[list[Any]] = []
    blocks = array.array("d")
    for key, text in wanted.items():
        entry = known.get(key)
        if entry is None or entry.stamp is None:
            entry = cache.lookup(key, text)
        if entry is None or entry.stamp is None:
            return
        count = -1 if entry.momentary is None else len(entry.momentary)
        blocks.extend(entry.momentary or ())
        rows.append(
            [
                key,
                *entry.stamp,
                entry.frames,
                entry.sha256,
                entry.peak,
                [[b.offset, b.duration, b.text] for b in entry.boundaries],
                [[w.offset, w.duration, w.text] for w in entry.words],
                count,
            ]
        )
    if sys.byteorder != "little":
        blocks.byteswap()
    path = index_path(cache, name)
    if os.path.lexists(path) and not _sealed_index(path):
        return  # a file of the user's by the index's name stays (s20 attacks: it was written over)
    with contextlib.suppress(OSError, NarrateError, ValueError):
        header = json.dumps({"entries": rows}, ensure_ascii=False).encode("utf-8")
        body = len(header).to_bytes(_LENGTH, "little") + header + blocks.tobytes()
        # Not fsynced: an index a power cut tears fails its seal and is made again (it only saves time).
        atomic.write_bytes(path, seal(LOOKUPS, body), sync=False)


# The names narrate gives what it writes in lookups/: an index, and the temp file of a write a killed run
# left. Nothing else there is narrate's to delete (the cache folder may be one a user chose, with files in it).
_OURS = re.compile(r"[0-9a-f]{32}\.bin|\.[0-9a-f]{32}\.bin\.narrate-[a-z0-9_]{8}\.tmp")


# How every index of lookups opens, whatever its version (records.seal writes "narrate-lookups/3\n").
_MAGIC = f"narrate-{LOOKUPS.name}/".encode()


def _sealed_index(path: Path) -> bool:
    """Whether the file at `path` opens as narrate seals an index of lookups (of any version): its name
    alone may be a user's."""
    try:  # (never blocking on a pipe put there since it was listed, nor following a link)
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_NOFOLLOW)
    except OSError:
        return False
    try:
        return os.read(fd, len(_MAGIC)) == _MAGIC
    except OSError:
        return False
    finally:
        os.close(fd)


def clear(cache: ChunkCache) -> int:
    """Delete every index (a prune does: an index of chunks that are gone only costs a slower lookup,
    but the index of an article that is gone would stay forever); returns how many."""
    removed = 0
    for path in (cache.root / "lookups").glob("*"):  # the indexes, and any write a killed run left
        if not _OURS.fullmatch(path.name) or path.is_symlink() or not path.is_file():
            continue
        if path.suffix == ".bin" and not _sealed_index(path):
            continue  # named as an index, but not one narrate wrote (a user's file of that name stays)
        with contextlib.suppress(OSError):
            path.unlink()
            removed += 1
    return removed
