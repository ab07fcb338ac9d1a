"""An episode's cache lookups in one file: what a rebuild from the cache reads instead of every record.

A rebuild looks up every chunk of its episode, ~700 JSON records for three hours. Parsing
them, 100,000 loudness blocks among them, took a tenth of the whole command. This index
keeps what those lookups found, for one episode (engine, language, slug), in one file:

- the loudness blocks as packed doubles, not JSON numbers;
- for each record, the identity of its file when it was indexed: inode, mtime in
  nanoseconds and size.

An entry is used only while its record is still that same file and its audio file still
has the recorded length. Any other chunk is looked up as before. A record is replaced
only by writing a new file (atomic.write_text), so an edited or re-stored record is never
mistaken for the indexed one.

It is a cache of the cache. A sha256 covers the file, so a missing, torn or corrupt
index costs one slower lookup and nothing else. Deleting it loses nothing.
"""

from __future__ import annotations

import array
import contextlib
import hashlib
import json
import math
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from narrate import atomic
from narrate.errors import NarrateError
from narrate.audio.mp3 import duration_seconds
from narrate.voice.cache import BLOCK_RANGE, CacheEntry, ChunkCache, boundaries_of

MAGIC = b"narrate-lookups/1\n"
_DIGEST = 32  # sha256 of everything after it
_LENGTH = 8  # the JSON part's length, little-endian


def index_path(cache: ChunkCache, name: str) -> Path:
    """Where the index called `name` (e.g. "edge\\0zh-hant\\0slug") is kept."""
    digest = hashlib.sha256(name.encode("utf-8", "surrogateescape")).hexdigest()[:32]
    return cache.root / "lookups" / f"{digest}.bin"


def _stamp(path: str) -> tuple[int, int, int] | None:
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_ino, info.st_mtime_ns, info.st_size


def read_index(cache: ChunkCache, name: str, keys: Sequence[str]) -> dict[str, CacheEntry]:
    """The entries of the index `name`, of the chunks `keys`, whose record and audio files are as they
    were indexed ({} if none)."""
    try:
        data = index_path(cache, name).read_bytes()
    except OSError:
        return {}
    head = len(MAGIC) + _DIGEST + _LENGTH
    if len(data) < head or not data.startswith(MAGIC):
        return {}
    view = memoryview(data)
    if hashlib.sha256(view[len(MAGIC) + _DIGEST:]).digest() != data[len(MAGIC): len(MAGIC) + _DIGEST]:
        return {}
    length = int.from_bytes(data[head - _LENGTH: head], "little")
    try:
        rows = json.loads(bytes(view[head: head + length]))["entries"]
        blocks = array.array("d")
        blocks.frombytes(view[head + length:])
        if sys.byteorder != "little":
            blocks.byteswap()
        return _valid(cache, rows, blocks, set(keys))
    except (ValueError, TypeError, KeyError, IndexError, OverflowError):
        return {}


def _valid(cache: ChunkCache, rows: list[Any], blocks: array.array[float], keys: set[str]) -> dict[str, CacheEntry]:
    low, high = BLOCK_RANGE
    if blocks and not (math.isfinite(math.fsum(blocks)) and low <= min(blocks) and max(blocks) <= high):
        raise ValueError("a loudness block out of range")
    current = []
    start = 0
    for key, ino, mtime_ns, size, frames, sha256, peak, boundaries, count in rows:
        momentary = None if count < 0 else tuple(blocks[start: start + count])
        start += max(0, count)
        if key in keys and _stamp(cache.record_file(key)) == (ino, mtime_ns, size):
            current.append((key, frames, sha256, peak, momentary, boundaries))
    if start != len(blocks):
        raise ValueError("loudness blocks left over")
    checked = boundaries_of([(boundaries, duration_seconds(frames) if isinstance(frames, int) else 0.0)
                             for _, frames, _, _, _, boundaries in current])
    found: dict[str, CacheEntry] = {}
    for (key, frames, sha256, peak, momentary, _), bounds in zip(current, checked):
        entry = cache.indexed(key, frames, sha256, peak, momentary, bounds)
        if entry is not None:
            found[key] = entry
    return found


def write_index(cache: ChunkCache, name: str, entries: Sequence[tuple[str, CacheEntry]]) -> None:
    """Keep `entries` (key, entry) as the index `name`, each record stamped as it is now.

    Nothing is written when a record is gone, or when a write fails: the index only ever
    saves time.
    """
    rows: list[list[Any]] = []
    blocks = array.array("d")
    for key, entry in entries:
        stamp = _stamp(cache.record_file(key))
        if stamp is None:
            return
        count = -1 if entry.momentary is None else len(entry.momentary)
        blocks.extend(entry.momentary or ())
        rows.append([key, *stamp, entry.frames, entry.sha256, entry.peak,
                     [[b.offset, b.duration, b.text] for b in entry.boundaries], count])
    if sys.byteorder != "little":
        blocks.byteswap()
    with contextlib.suppress(OSError, NarrateError, ValueError):
        header = json.dumps({"entries": rows}, ensure_ascii=False).encode("utf-8")
        body = len(header).to_bytes(_LENGTH, "little") + header + blocks.tobytes()
        atomic.write_bytes(index_path(cache, name), MAGIC + hashlib.sha256(body).digest() + body)


def clear(cache: ChunkCache) -> int:
    """Delete every index (a prune does: an index of chunks that are gone only costs a slower lookup,
    but the index of an article that is gone would stay forever); returns how many."""
    removed = 0
    for path in (cache.root / "lookups").glob("*.bin"):
        with contextlib.suppress(OSError):
            path.unlink()
            removed += 1
    return removed
