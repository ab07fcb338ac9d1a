"""Many files written durably at once (atomic.batch): each file's data on disk before its rename, once per batch.

`narrate feed` over 10,000 recorded episodes whose pages had to be written took 266 s, 210 of them in two fsyncs
a page (the file, then its folder: s6 attacks). A batch writes every temporary file, flushes them all at once,
renames them, then fsyncs each folder once: the same order a single write keeps, paid once.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from narrate import atomic
from narrate.errors import OutputError


def _record(monkeypatch: pytest.MonkeyPatch, syncfs: bool) -> list[tuple[str, str]]:
    """What reaches the disk, in order: ("flush", file system), ("fsync", path), ("rename", path)."""
    events: list[tuple[str, str]] = []
    fsync, replace, link = os.fsync, os.replace, os.link

    def named(fd: int) -> str:
        return os.readlink(f"/proc/self/fd/{fd}")

    def syncfs_call(fd: int) -> int:
        events.append(("flush", named(fd)))
        return 0

    def fsync_call(fd: int) -> None:
        events.append(("fsync", named(fd)))
        fsync(fd)

    def replace_call(a: str | Path, b: str | Path) -> None:
        events.append(("rename", str(b)))
        replace(a, b)

    def link_call(a: str | Path, b: str | Path) -> None:
        events.append(("rename", str(b)))
        link(a, b)

    monkeypatch.setattr(atomic, "_syncfs", lambda: syncfs_call if syncfs else None)
    monkeypatch.setattr(os, "fsync", fsync_call)
    monkeypatch.setattr(os, "replace", replace_call)
    monkeypatch.setattr(os, "link", link_call)
    return events


@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="names an fd by /proc")
@pytest.mark.parametrize("syncfs", [True, False], ids=["syncfs", "fsync per file"])
def test_a_batch_flushes_every_file_then_renames_then_syncs_each_folder_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, syncfs: bool
) -> None:
    (tmp_path / "en").mkdir()
    (tmp_path / "fr").mkdir()
    (tmp_path / "en" / "b.html").write_text("old")
    paths = [tmp_path / lang / f"{name}.html" for lang in ("en", "fr") for name in ("a", "b", "c")]
    events = _record(monkeypatch, syncfs)
    with atomic.batch() as writer:
        for path in paths:
            writer.write_bytes(path, f"new {path.name}".encode())
        assert not events  # nothing flushed, nothing renamed while the batch is written
        assert (tmp_path / "en" / "b.html").read_text() == "old"
    assert all(p.read_text() == f"new {p.name}" for p in paths)
    kinds = [kind for kind, _ in events]
    renames = [what for kind, what in events if kind == "rename"]
    assert renames == [str(p) for p in paths]
    first_rename, last_rename = kinds.index("rename"), len(kinds) - 1 - kinds[::-1].index("rename")
    flushed = [what for kind, what in events[:first_rename]]
    if syncfs:  # one file system: one flush, before any rename
        assert kinds[:first_rename] == ["flush"]
    else:  # each file's own fsync, all before any rename
        assert kinds[:first_rename] == ["fsync"] * len(paths)
        assert {Path(f).parent for f in flushed} == {tmp_path / "en", tmp_path / "fr"}
        assert all(".narrate-" in Path(f).name for f in flushed)  # the temporary files, not the final paths
    after = events[last_rename + 1 :]
    assert sorted(after) == sorted([("fsync", str(tmp_path / "en")), ("fsync", str(tmp_path / "fr"))])
    assert not [p for p in tmp_path.rglob("*") if ".narrate-" in p.name]


def test_a_failure_mid_batch_keeps_the_finished_files_and_leaves_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    paths = [tmp_path / f"{name}.html" for name in "abcde"]
    for path in paths:
        path.write_text("old")
    replace = os.replace

    def refused(a: str | Path, b: str | Path) -> None:
        if Path(b).name == "c.html":
            raise OSError(28, "No space left on device")
        replace(a, b)

    monkeypatch.setattr(os, "replace", refused)
    with pytest.raises(OutputError, match=r"c\.html: write failed"), atomic.batch() as writer:
        for path in paths:
            writer.write_bytes(path, b"new")
    assert [p.read_text() for p in paths] == ["new", "new", "old", "old", "old"]  # whole files, old or new
    assert sorted(p.name for p in tmp_path.iterdir()) == [p.name for p in paths]  # no temporary left


def test_an_error_while_the_batch_is_written_changes_nothing(tmp_path: Path) -> None:
    (tmp_path / "a.html").write_text("old")
    with pytest.raises(RuntimeError), atomic.batch() as writer:
        writer.write_bytes(tmp_path / "a.html", b"new")
        writer.write_bytes(tmp_path / "b.html", b"new")
        raise RuntimeError("the render failed")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.html"]
    assert (tmp_path / "a.html").read_text() == "old"


def test_a_large_batch_is_committed_every_limit_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    events = _record(monkeypatch, syncfs=True)
    with atomic.batch(limit=2) as writer:
        for name in "abcde":
            writer.write_bytes(tmp_path / name, b"x")
            assert len([p for p in tmp_path.iterdir() if ".narrate-" in p.name]) < 2  # few temporaries at a time
    assert [kind for kind, _ in events].count("flush") == 3
    assert sorted(p.name for p in tmp_path.iterdir()) == list("abcde")


def test_write_if_changed_leaves_an_identical_file_alone(tmp_path: Path) -> None:
    (tmp_path / "a.html").write_bytes(b"same")
    before = (tmp_path / "a.html").stat().st_mtime_ns
    with atomic.batch() as writer:
        assert not writer.write_if_changed(tmp_path / "a.html", b"same")
        assert writer.write_if_changed(tmp_path / "b.html", b"new")
    assert (tmp_path / "a.html").stat().st_mtime_ns == before
    assert (tmp_path / "b.html").read_bytes() == b"new"
