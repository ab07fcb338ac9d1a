"""The chunk cache never writes over nor deletes a file narrate did not write (issue 43: "the cache folder likewise").

The cache may be a folder the user chose (NARRATE_CACHE_DIR), and its names are content addresses a user's file
may hold by chance or by a copy of another cache. benchmarks/attacks.py s20 `the user's file at the cache name this
build writes`: the user's files at exactly the chunk audio, chunk record and lookups-index names a build writes
were overwritten (a record of theirs found unreadable was deleted first). A file that opens as narrate writes its
own (a chunk's MPEG frames, a record of its hash, a sealed index) is still narrate's to replace: a killed run's
audio without its record, a torn record.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from helpers import OFFLINE_VOICES, build_json, write
from narrate.audio.limiter import LimitedStore
from narrate.audio.mp3 import silence
from narrate.errors import OutputError
from narrate.records import foreign_chunk_file
from narrate.voice.cache import ChunkCache
from narrate.voice.engines.base import Speech
from narrate.voice.lookups import index_path, write_index

USER = b"the user's own file, named like a chunk by chance\n"
KEY = "ab" + "0" * 62
TEXT = "A short sentence."


def _speech() -> Speech:
    return Speech(silence(2000), ())


def _put(cache: ChunkCache) -> None:
    cache.put(KEY, _speech(), text=TEXT, engine="espeak", voice_id="en", momentary=(-20.0,), peak=-3.0)


@pytest.mark.parametrize("which", ["audio", "record"])
def test_a_users_file_at_a_chunks_name_is_never_written_over(tmp_path: Path, which: str) -> None:
    cache = ChunkCache(tmp_path / "cache")
    audio, record = (
        tmp_path / "cache" / "chunks" / "ab" / f"{KEY}.mp3",
        tmp_path / "cache" / "chunks" / "ab" / f"{KEY}.json",
    )
    mine = write(audio if which == "audio" else record, USER)
    assert cache.lookup(KEY, TEXT) is None  # the record of the user's is no entry, and is not deleted for it
    with pytest.raises(
        OutputError, match="a file narrate did not write is where its chunk cache keeps a chunk"
    ) as caught:
        _put(cache)
    assert str(mine) in str(caught.value) and "\n" not in str(caught.value)
    assert mine.read_bytes() == USER


def test_a_corrupt_entry_of_the_users_name_is_rejected_without_deleting_the_users_file(tmp_path: Path) -> None:
    cache = ChunkCache(tmp_path / "cache")
    _put(cache)
    audio = tmp_path / "cache" / "chunks" / "ab" / f"{KEY}.mp3"
    audio.unlink()
    audio.write_bytes(USER)  # the user's file in place of narrate's audio: the record's hash no longer matches
    assert cache.get(KEY, TEXT) is None
    assert audio.read_bytes() == USER


def test_narrates_own_leftovers_are_still_replaced(tmp_path: Path) -> None:
    # near misses: the audio a killed run stored without its record, and a record a power cut tore, are narrate's
    cache = ChunkCache(tmp_path / "cache")
    folder = tmp_path / "cache" / "chunks" / "ab"
    write(folder / f"{KEY}.mp3", silence(500))
    write(folder / f"{KEY}.json", b'{"sha256": "12')
    assert cache.lookup(KEY, TEXT) is None
    _put(cache)
    entry = cache.lookup(KEY, TEXT)
    assert entry is not None and (folder / f"{KEY}.mp3").read_bytes() == silence(2000)


@pytest.mark.parametrize(
    ("data", "audio", "foreign"),
    [
        (USER, True, True),
        (USER, False, True),
        (b'{"note": "mine"}', False, True),  # JSON, but not a record narrate writes
        (b"ID3\x04\x00", True, True),  # a user's tagged MP3
        (silence(100), True, False),
        (b'{"sha256": "ab', False, False),
        (b'{"kind": "limited", "frames": 3}', False, False),
        (b"", False, False),
    ],
)
def test_what_is_narrates_in_the_chunk_folder(tmp_path: Path, data: bytes, audio: bool, foreign: bool) -> None:
    assert foreign_chunk_file(write(tmp_path / "x", data), audio=audio) is foreign


def test_a_link_or_a_pipe_at_a_chunks_name_is_replaced_never_written_through(tmp_path: Path) -> None:
    # (near miss, tests/base/test_regular_files.py: a pipe or a link to a device in place of an entry never blocks
    # a build; the entry itself is replaced, a link's target never read nor written)
    target = write(tmp_path / "mine.txt", USER)
    (tmp_path / "link.mp3").symlink_to(target)
    os.mkfifo(tmp_path / "pipe.json")
    assert not foreign_chunk_file(tmp_path / "link.mp3", audio=True)
    assert not foreign_chunk_file(tmp_path / "pipe.json", audio=False)
    assert not foreign_chunk_file(tmp_path / "none.json", audio=False)
    cache = ChunkCache(tmp_path / "cache")
    folder = tmp_path / "cache" / "chunks" / "ab"
    folder.mkdir(parents=True)
    (folder / f"{KEY}.mp3").symlink_to(target)
    os.mkfifo(folder / f"{KEY}.json")
    assert cache.lookup(KEY, TEXT) is None
    _put(cache)
    assert cache.lookup(KEY, TEXT) is not None and target.read_bytes() == USER


def test_the_lookups_index_is_never_written_over_a_users_file(tmp_path: Path) -> None:
    cache = ChunkCache(tmp_path / "cache")
    _put(cache)
    path = write(index_path(cache, "espeak\0en\0notes"), USER)
    write_index(cache, "espeak\0en\0notes", {KEY: TEXT}, {})
    assert path.read_bytes() == USER
    path.unlink()  # near miss: narrate's own index is written (and rewritten)
    write_index(cache, "espeak\0en\0notes", {KEY: TEXT}, {})
    first = path.read_bytes()
    assert first.startswith(b"narrate-lookups/")
    write_index(cache, "espeak\0en\0notes", {KEY: TEXT}, {})
    assert path.read_bytes() == first


def test_a_limited_episode_is_never_stored_over_nor_forgotten_with_a_users_file(tmp_path: Path) -> None:
    store = LimitedStore(tmp_path / "chunks")
    audio = write(tmp_path / "chunks" / "ab" / f"{KEY}.mp3", USER)
    store.forget(KEY)
    assert audio.read_bytes() == USER


def test_a_build_stops_in_one_line_where_the_users_files_hold_its_chunk_names(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # benchmarks/attacks.py s20 `the user's file at the cache name this build writes [a chunk's audio]`
    write(tmp_path / "voices.yaml", OFFLINE_VOICES)
    write(tmp_path / "content" / "notes.md", "---\ntitle: Notes\nlang: en\n---\n\nA short paragraph worth saying.\n")
    monkeypatch.setenv("NARRATE_CACHE_DIR", str(tmp_path / "learn"))
    assert build_json(tmp_path, "--config", str(tmp_path / "voices.yaml"))[0] == 0
    names = sorted(p.relative_to(tmp_path / "learn") for p in (tmp_path / "learn").glob("chunks/*/*.mp3"))
    assert names
    monkeypatch.setenv("NARRATE_CACHE_DIR", str(tmp_path / "cache"))
    planted = [write(tmp_path / "cache" / name, USER) for name in names]
    (tmp_path / "out").rename(tmp_path / "first-out")
    code, _, stderr = build_json(tmp_path, "--config", str(tmp_path / "voices.yaml"))
    assert code == 1
    lines = [line for line in stderr.splitlines() if line.startswith("narrate: error:")]
    assert len(lines) == 1 and "a file narrate did not write" in lines[0] and "Traceback" not in stderr
    assert all(path.read_bytes() == USER for path in planted)
