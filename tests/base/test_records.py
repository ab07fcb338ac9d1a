"""narrate.records: how every cache is keyed, stamped and kept — and that anything stale, changed,
corrupt or old is a miss, never an error, and concurrent writers leave one whole record."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import narrate
from narrate import records
from narrate.records import PLANS, FileStamp, load_record, save_record


@pytest.fixture(autouse=True)
def _fresh_digest() -> object:
    records.code_digest.cache_clear()
    yield
    records.code_digest.cache_clear()


def test_every_cache_has_its_own_format_and_one_version() -> None:
    names = [f.name for f in records.FORMATS]
    assert sorted(names) == ["chunks", "limited", "lookups", "plans", "publication", "readings", "usage"]
    assert str(PLANS) == f"narrate-plans/{PLANS.version}"
    # The chunks' version is part of every chunk's content address: raising it re-synthesizes the world.
    from narrate.voice.cache import FORMAT_VERSION

    assert records.CHUNKS.version == FORMAT_VERSION == 1
    # So is the limiter's: a limited episode's address keeps its version 1 (no re-encoding for an upgrade).
    from narrate.audio.limiter import LIMITER_VERSION, limiter_key

    assert records.LIMITED.version == LIMITER_VERSION == 1
    assert (
        limiter_key([("ab.mp3", "0" * 64, 10, 2)], -16.0)
        == "b2be78a04a60a045fecb3f9d4c514f668b1b1bcf1ad96cd1b094c13d0d0439f6"
    )


def test_a_chunks_content_address_is_what_it_was() -> None:
    """Users' chunk caches stay valid across narrate versions: the key of a chunk is pinned (it is the same
    under 0.3.0 before narrate.records existed), so no audio is synthesized again for an upgrade."""
    from narrate.config import Voice
    from narrate.voice.cache import chunk_key

    voice = Voice("zh-TW-HsiaoChenNeural", "+0%", "+0Hz", "+0%", ())
    assert (
        chunk_key("edge", "7.2.7", "zh-TW-HsiaoChenNeural", voice, "第一段。")
        == "efbcee23b49d16b2244dffd226c799d0056f3cc6e882d1aa42089e30778456c8"
    )


def test_a_music_piece_s_content_address_is_what_it_was() -> None:
    """Music pieces are addressed by records.content_key too, and as 0.3 addressed them: no jingle or bed
    is encoded again for an upgrade."""
    from narrate.voice.music import MUSIC_VERSION, _key

    assert (
        _key("jingle level", "0" * 64, 3)
        == records.content_key("music", MUSIC_VERSION, "jingle level", "0" * 64, 3)
        == "01c909b9fab6207266767fe8023afb0522b46bb21f89b9974c6f7e38769e4eb9"
    )
    assert (
        _key("bed", "a" * 64, 0.5, [["x.mp3", 10, 2]])
        == "c739b116cc931e009fdfcc10c0c1a0ad5f7b8d2fe60403dd1201908cc91ac86b"
    )


def test_every_record_is_named_by_one_rule_as_0_3_named_it(tmp_path: Path) -> None:
    """Plans, summaries and lookup indexes keep 0.3's file names (the sha256 of their name, 32 hex digits,
    in their format's folder), so a cache written by 0.3 is found where 0.3 left it."""
    from narrate.flow.plans import PlanStore
    from narrate.flow.summaries import _path as summaries_path
    from narrate.voice.cache import ChunkCache
    from narrate.voice.lookups import index_path

    out = (tmp_path / "site" / "audio").resolve()
    digest = hashlib.sha256(str(out).encode()).hexdigest()[:32]
    assert summaries_path(tmp_path, out) == tmp_path / "articles" / f"{digest}.json"
    plan = hashlib.sha256(f"{out}\0en\0post".encode()).hexdigest()[:32]
    assert PlanStore(tmp_path)._path(out, "en", "post") == tmp_path / "plans" / f"{plan}.json"
    lookup = hashlib.sha256(b"edge\0en\0post").hexdigest()[:32]
    assert index_path(ChunkCache(tmp_path), "edge\0en\0post") == tmp_path / "lookups" / f"{lookup}.bin"
    assert records.record_path(tmp_path, records.USAGE, str(out)) == tmp_path / "usage" / f"{digest}.json"


def test_a_usage_record_written_by_0_3_is_moved_not_lost(tmp_path: Path) -> None:
    """0.3 named usage records by 20 hex digits: such a record still protects its chunks from prune, and
    the next build of its folder moves it to its name now, so the folder never has two records."""
    from narrate.voice.cache import ChunkCache

    cache = ChunkCache(tmp_path / "cache")
    out = (tmp_path / "site").resolve()
    old = tmp_path / "cache" / "usage" / f"{hashlib.sha256(str(out).encode()).hexdigest()[:20]}.json"
    old.parent.mkdir(parents=True)
    old.write_text(json.dumps({"out_dir": str(out), "recorded": "2026-12-04T00:00:00Z", "keys": ["a" * 64]}))
    assert [(r.out_dir, r.keys) for r in cache.usage()] == [(str(out), frozenset({"a" * 64}))]
    cache.record_usage(out, ["a" * 64])
    (record,) = cache.usage()
    assert record.path == records.record_path(tmp_path / "cache", records.USAGE, str(out)) and not old.exists()
    assert record.recorded == "2026-12-04T00:00:00Z"  # the same chunks: the record moved, not rewritten
    cache.record_usage(out, ["b" * 64])
    assert [r.keys for r in cache.usage()] == [frozenset({"b" * 64})]


def test_a_record_round_trips_and_is_read_only_as_its_format_and_key(tmp_path: Path) -> None:
    path = tmp_path / "cache" / "r.json"
    data = {"script": ["一", 2, None], "nested": {"ok": True}}
    assert save_record(path, PLANS, data, "k1")
    assert load_record(path, PLANS, "k1") == data
    assert load_record(path, PLANS) == data  # no key asked: any
    assert load_record(path, PLANS, "k2") is None  # made for another key
    assert load_record(path, records.READINGS, "k1") is None  # another cache's record
    older = records.Format(PLANS.name, PLANS.version - 1)
    assert load_record(path, older, "k1") is None  # another version


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"{",
        b"[]",
        b"null",
        b'"text"',
        b"\xff\xfe\x00",
        b"[" * 100_000 + b"]" * 100_000,
        b'{"format": "narrate-plans/1", "key": "k", "data": {}}',  # an older version
        b'{"key": "k", "script": {}}',  # the plans' record before stamps: no format at all
        b'{"format": "narrate-plans/2", "key": "k"}',  # no data
    ],
)
def test_a_corrupt_or_old_record_is_a_miss(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "r.json"
    path.write_bytes(content)
    assert load_record(path, PLANS, "k") is None
    assert load_record(tmp_path / "missing.json", PLANS) is None
    assert load_record(tmp_path, PLANS) is None  # a folder where the file should be


def test_saving_never_raises_and_leaves_no_stale_record(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    assert save_record(path, PLANS, {"a": 1}, "k")
    # Data JSON cannot hold: nothing kept, and the last record (not this run's) is gone too.
    assert not save_record(path, PLANS, {"a": object()}, "k")
    assert not path.exists()
    assert not save_record(path, PLANS, {"a": "\ud800"}, "k")  # a lone surrogate: not UTF-8
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    assert not save_record(blocker / "r.json", PLANS, {"a": 1}, "k")  # a file where a folder should be
    # An unchanged record is not written again (its mtime, hence its stamp, stays).
    assert save_record(path, PLANS, {"a": 1}, "k")
    before = FileStamp.of(path)
    assert save_record(path, PLANS, {"a": 1}, "k") and FileStamp.of(path) == before


def test_a_file_replaced_or_edited_has_another_stamp(tmp_path: Path) -> None:
    path = tmp_path / "f.json"
    path.write_bytes(b"0123456789")
    first = FileStamp.of(path)
    assert first is not None and first.size == 10
    with open(path, "rb") as handle:
        assert FileStamp.of_open(handle.fileno()) == first
    # Replaced by rename with the same bytes and the same mtime (as fast as a file system's clock
    # ticks): only the inode tells, and it does.
    other = tmp_path / "g.json"
    other.write_bytes(b"0123456789")
    keep = tmp_path / "keep"
    os.link(path, keep)  # (keeps the old inode alive, so it cannot be reused at once)
    os.utime(other, ns=(first.mtime_ns, first.mtime_ns))
    os.replace(other, path)
    replaced = FileStamp.of(path)
    assert replaced is not None and replaced != first and replaced.size == first.size
    assert replaced.mtime_ns == first.mtime_ns
    # Edited in place: its mtime or size says so.
    with open(path, "ab") as handle:
        handle.write(b"!")
    assert FileStamp.of(path) not in (first, replaced)
    assert FileStamp.of(tmp_path / "gone") is None
    # Kept as JSON and read back; anything else is not a stamp.
    assert FileStamp.from_data(json.loads(json.dumps(first.to_data()))) == first
    for bad in (None, [1, 2], [1, 2, "3"], [1, 2, True], "1,2,3", {"size": 1}):
        assert FileStamp.from_data(bad) is None


def test_a_changed_code_digest_is_a_miss(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A copy of the package, as an editable install is: any file's bytes change the key.
    package = tmp_path / "narrate"
    shutil.copytree(Path(narrate.__file__).parent, package, ignore=shutil.ignore_patterns("__pycache__"))
    monkeypatch.setattr(narrate, "__file__", str(package / "__init__.py"))
    path = tmp_path / "cache" / "plan.json"
    key = records.digest(PLANS, "article", b"settings")
    save_record(path, PLANS, {"a": 1}, key)
    assert load_record(path, PLANS, records.digest(PLANS, "article", b"settings")) == {"a": 1}

    with open(package / "publish" / "player" / "page.css", "a", encoding="utf-8") as handle:
        handle.write("\n/* edited */\n")
    records.code_digest.cache_clear()
    edited = records.digest(PLANS, "article", b"settings")
    assert edited != key and load_record(path, PLANS, edited) is None
    # (a compiled file is not source: it changes nothing)
    (package / "__pycache__").mkdir()
    (package / "__pycache__" / "x.cpython-311.pyc").write_bytes(b"\0")
    records.code_digest.cache_clear()
    assert records.digest(PLANS, "article", b"settings") == edited

    # Another version of narrate, or another Python.
    monkeypatch.setattr(records, "__version__", "99.0")
    records.code_digest.cache_clear()
    assert records.digest(PLANS, "article", b"settings") not in (key, edited)
    monkeypatch.setattr(sys, "version", "3.99.0 (another Python)")
    records.code_digest.cache_clear()
    assert records.digest(PLANS, "article", b"settings") not in (key, edited)
    # The chunk audio's key is not narrate's code: code=False leaves it out.
    assert records.digest(records.CHUNKS, "x", code=False) == records.digest(records.CHUNKS, "x", code=False)


def test_a_key_tells_its_parts_apart() -> None:
    key = records.digest(PLANS, "ab", "c")
    assert key != records.digest(PLANS, "a", "bc")
    assert key != records.digest(PLANS, b"ab", b"c")
    assert key != records.digest(records.READINGS, "ab", "c")
    assert key == records.digest(PLANS, "ab", "c")


def test_a_sealed_file_is_read_only_whole_and_as_its_format() -> None:
    body = b"\x00\x01 packed numbers \xff"
    sealed = records.seal(records.LOOKUPS, body)
    assert bytes(records.unseal(records.LOOKUPS, sealed) or b"?") == body
    assert records.unseal(records.PLANS, sealed) is None
    assert records.unseal(records.Format("lookups", 1), sealed) is None  # the index before stamps
    torn, edited = sealed[:-1], sealed[:-1] + b"\xfe"
    assert records.unseal(records.LOOKUPS, torn) is None and records.unseal(records.LOOKUPS, edited) is None
    assert records.unseal(records.LOOKUPS, b"") is None


_WRITER = textwrap.dedent("""
    import sys
    from pathlib import Path
    from narrate import records

    path, me = Path(sys.argv[1]), int(sys.argv[2])
    for n in range(40):
        # Records of different sizes, so a torn or interleaved write could not pass for a whole one.
        assert records.save_record(path, records.PLANS, {"writer": me, "n": n, "pad": "x" * (n * 97 % 5000)}, "k")
        found = records.load_record(path, records.PLANS, "k")
        assert found is not None and found["pad"] == "x" * (found["n"] * 97 % 5000), found
""")


def test_concurrent_writers_leave_one_whole_record(tmp_path: Path) -> None:
    path = tmp_path / "cache" / "shared.json"
    writers = [
        subprocess.Popen(
            [sys.executable, "-c", _WRITER, str(path), str(me)], stdout=subprocess.PIPE, stderr=subprocess.PIPE
        )
        for me in range(4)
    ]
    for writer in writers:
        _, err = writer.communicate(timeout=300)
        assert writer.returncode == 0, err.decode()
    found = load_record(path, PLANS, "k")
    assert found is not None and found["writer"] in range(4) and found["n"] == 39
    assert [p.name for p in path.parent.iterdir()] == ["shared.json"]  # no temp file left behind
