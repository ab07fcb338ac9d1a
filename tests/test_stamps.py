"""narrate.stamps: how every cache is keyed, stamped and kept — and that anything stale, changed,
corrupt or old is a miss, never an error, and concurrent writers leave one whole record."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import narrate
from narrate import stamps
from narrate.stamps import PLANS, FileStamp, load_record, save_record


@pytest.fixture(autouse=True)
def _fresh_digest() -> object:
    stamps.code_digest.cache_clear()
    yield
    stamps.code_digest.cache_clear()


def test_every_cache_has_its_own_format_and_one_version() -> None:
    names = [f.name for f in stamps.FORMATS]
    assert sorted(names) == ["chunks", "limited", "lookups", "plans", "publication", "readings"]
    assert str(PLANS) == f"narrate-plans/{PLANS.version}"
    # The chunks' version is part of every chunk's content address: raising it re-synthesizes the world.
    from narrate.voice.cache import FORMAT_VERSION

    assert stamps.CHUNKS.version == FORMAT_VERSION == 1
    # So is the limiter's: a limited episode's address keeps its version 1 (no re-encoding for an upgrade).
    from narrate.audio.limiter import LIMITER_VERSION, limiter_key

    assert stamps.LIMITED.version == LIMITER_VERSION == 1
    assert limiter_key([("ab.mp3", "0" * 64, 10, 2)], -16.0) == "b2be78a04a60a045fecb3f9d4c514f668b1b1bcf1ad96cd1b094c13d0d0439f6"


def test_a_chunks_content_address_is_what_it_was() -> None:
    """Users' chunk caches stay valid across narrate versions: the key of a chunk is pinned (it is the same
    under 0.3.0 before narrate.stamps existed), so no audio is synthesized again for an upgrade."""
    from narrate.config import Voice
    from narrate.voice.cache import chunk_key

    voice = Voice("zh-TW-HsiaoChenNeural", "+0%", "+0Hz", "+0%", ())
    assert chunk_key("edge", "7.2.7", "zh-TW-HsiaoChenNeural", voice, "第一段。") == \
        "efbcee23b49d16b2244dffd226c799d0056f3cc6e882d1aa42089e30778456c8"


def test_a_record_round_trips_and_is_read_only_as_its_format_and_key(tmp_path: Path) -> None:
    path = tmp_path / "cache" / "r.json"
    data = {"script": ["一", 2, None], "nested": {"ok": True}}
    assert save_record(path, PLANS, data, "k1")
    assert load_record(path, PLANS, "k1") == data
    assert load_record(path, PLANS) == data  # no key asked: any
    assert load_record(path, PLANS, "k2") is None  # made for another key
    assert load_record(path, stamps.READINGS, "k1") is None  # another cache's record
    older = stamps.Format(PLANS.name, PLANS.version - 1)
    assert load_record(path, older, "k1") is None  # another version


@pytest.mark.parametrize("content", [
    b"", b"{", b"[]", b"null", b'"text"', b"\xff\xfe\x00", b"[" * 100_000 + b"]" * 100_000,
    b'{"format": "narrate-plans/1", "key": "k", "data": {}}',  # an older version
    b'{"key": "k", "script": {}}',  # the plans' record before stamps: no format at all
    b'{"format": "narrate-plans/2", "key": "k"}',  # no data
])
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
    key = stamps.digest(PLANS, "article", b"settings")
    save_record(path, PLANS, {"a": 1}, key)
    assert load_record(path, PLANS, stamps.digest(PLANS, "article", b"settings")) == {"a": 1}

    with open(package / "publish" / "player" / "page.css", "a", encoding="utf-8") as handle:
        handle.write("\n/* edited */\n")
    stamps.code_digest.cache_clear()
    edited = stamps.digest(PLANS, "article", b"settings")
    assert edited != key and load_record(path, PLANS, edited) is None
    # (a compiled file is not source: it changes nothing)
    (package / "__pycache__").mkdir()
    (package / "__pycache__" / "x.cpython-311.pyc").write_bytes(b"\0")
    stamps.code_digest.cache_clear()
    assert stamps.digest(PLANS, "article", b"settings") == edited

    # Another version of narrate, or another Python.
    monkeypatch.setattr(stamps, "__version__", "99.0")
    stamps.code_digest.cache_clear()
    assert stamps.digest(PLANS, "article", b"settings") not in (key, edited)
    monkeypatch.setattr(sys, "version", "3.99.0 (another Python)")
    stamps.code_digest.cache_clear()
    assert stamps.digest(PLANS, "article", b"settings") not in (key, edited)
    # The chunk audio's key is not narrate's code: code=False leaves it out.
    assert stamps.digest(stamps.CHUNKS, "x", code=False) == stamps.digest(stamps.CHUNKS, "x", code=False)


def test_a_key_tells_its_parts_apart() -> None:
    key = stamps.digest(PLANS, "ab", "c")
    assert key != stamps.digest(PLANS, "a", "bc")
    assert key != stamps.digest(PLANS, b"ab", b"c")
    assert key != stamps.digest(stamps.READINGS, "ab", "c")
    assert key == stamps.digest(PLANS, "ab", "c")


def test_a_sealed_file_is_read_only_whole_and_as_its_format() -> None:
    body = b"\x00\x01 packed numbers \xff"
    sealed = stamps.seal(stamps.LOOKUPS, body)
    assert bytes(stamps.unseal(stamps.LOOKUPS, sealed) or b"?") == body
    assert stamps.unseal(stamps.PLANS, sealed) is None
    assert stamps.unseal(stamps.Format("lookups", 1), sealed) is None  # the index before stamps
    torn, edited = sealed[:-1], sealed[:-1] + b"\xfe"
    assert stamps.unseal(stamps.LOOKUPS, torn) is None and stamps.unseal(stamps.LOOKUPS, edited) is None
    assert stamps.unseal(stamps.LOOKUPS, b"") is None


_WRITER = textwrap.dedent("""
    import sys
    from pathlib import Path
    from narrate import stamps

    path, me = Path(sys.argv[1]), int(sys.argv[2])
    for n in range(40):
        # Records of different sizes, so a torn or interleaved write could not pass for a whole one.
        assert stamps.save_record(path, stamps.PLANS, {"writer": me, "n": n, "pad": "x" * (n * 97 % 5000)}, "k")
        found = stamps.load_record(path, stamps.PLANS, "k")
        assert found is not None and found["pad"] == "x" * (found["n"] * 97 % 5000), found
""")


def test_concurrent_writers_leave_one_whole_record(tmp_path: Path) -> None:
    path = tmp_path / "cache" / "shared.json"
    writers = [subprocess.Popen([sys.executable, "-c", _WRITER, str(path), str(me)],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE) for me in range(4)]
    for writer in writers:
        _, err = writer.communicate(timeout=300)
        assert writer.returncode == 0, err.decode()
    found = load_record(path, PLANS, "k")
    assert found is not None and found["writer"] in range(4) and found["n"] == 39
    assert [p.name for p in path.parent.iterdir()] == ["shared.json"]  # no temp file left behind
