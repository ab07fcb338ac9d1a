"""The site's file put at the destination in the very moment narrate renames its finished file there.

benchmarks/attacks.py, family s19, `s19_the_sites_file_swapped_in_at_the_rename[rebuild: …]` (issue 43): on a
rebuild the guard looked at narrate's own en/notes.mp3 (page, captions, transcript…), allowed the write, and
`os.replace` then wrote over whatever was there — the site's file, renamed into place after the look, was lost.
Now narrate's finished file is exchanged with what is at the path in one step (renameat2 RENAME_EXCHANGE: the
path is never empty) and kept only if what was swapped out is the very file looked at; another is swapped back
and the write stops with one line. A first build (a free path) was already safe: the link fails. s19 review-io
H1/M1/M2: the earlier cure (move aside, then link) left the path empty during every rebuild and could park the
site's file under a name the clean-up deletes.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from narrate import atomic
from narrate.errors import OutputError

NARRATES = "narrate's page, first build"
SITES = "the site's own page"


class _Ledger:
    """Like the ledger: narrate's file (what it wrote) may be replaced; anything else there is refused."""

    def refusal(self, path: Path) -> str | None:
        if os.path.lexists(path) and path.read_text() != NARRATES:
            return f"{path} is not narrate's"
        return None

    def writing(self, path: Path, tmp: Path) -> None:
        return None

    def wrote(self, path: Path) -> None:
        return None


def _site_writes(target: Path) -> None:
    """The site writes its page the safe way: a file of its own, renamed into place."""
    side = target.with_name("site-writing.part")
    side.write_text(SITES)
    _REAL["rename"](side, target)


_REAL: dict[str, Callable[..., None]] = {"replace": os.replace, "link": os.link, "rename": os.rename}


def _plant_when(monkeypatch: pytest.MonkeyPatch, target: Path, moving: str) -> list[str]:
    """Put the site's file at `target` once, as narrate's own move named by `moving` begins ('tmp': the rename or
    link of the finished temporary file, whichever narrate uses; 'path': any move of what is at `target`)."""
    done: list[str] = []

    def wrap(name: str) -> Callable[..., None]:
        real = _REAL[name]

        def moved(src: object, dst: object, *args: object, **kwargs: object) -> None:
            source = Path(os.fsdecode(src))  # type: ignore[arg-type]
            hit = ".narrate-" in source.name if moving == "tmp" else source == target
            if hit and not done:
                done.append(name)
                _site_writes(target)
            real(src, dst, *args, **kwargs)

        return moved

    for name in _REAL:
        monkeypatch.setattr(os, name, wrap(name))
    real_exchange = atomic._exchange

    def exchanged(a: Path, b: Path) -> bool:
        hit = ".narrate-" in a.name if moving == "tmp" else target in (a, b)
        if hit and not done:
            done.append("exchange")
            _site_writes(target)
        return real_exchange(a, b)

    monkeypatch.setattr(atomic, "_exchange", exchanged)
    return done


def _published(out: Path) -> Path:
    target = out / "en" / "notes.html"
    target.parent.mkdir(parents=True)
    target.write_text(NARRATES)
    return target


@pytest.mark.parametrize("moving", ["tmp", "path"])
def test_the_sites_file_swapped_in_at_narrates_rename_stays(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, moving: str
) -> None:
    out = tmp_path / "out"
    target = _published(out)
    done = _plant_when(monkeypatch, target, moving)
    with atomic.guarded(out, _Ledger()), pytest.raises(OutputError, match="appeared while narrate was writing"):
        with atomic.atomic_path(target, sync=False) as tmp:
            tmp.write_text("narrate's page, rebuilt")
    assert done, "the site's write never happened: the test did not reach narrate's rename"
    assert target.read_text() == SITES
    assert sorted(p.name for p in target.parent.iterdir()) == ["notes.html"]  # nothing left aside


def test_narrates_own_file_is_still_replaced(tmp_path: Path) -> None:
    """The near miss: nothing swapped in, narrate's own file is replaced and nothing is left beside it."""
    out = tmp_path / "out"
    target = _published(out)
    with atomic.guarded(out, _Ledger()), atomic.atomic_path(target, sync=False) as tmp:
        tmp.write_text("narrate's page, rebuilt")
    assert target.read_text() == "narrate's page, rebuilt"
    assert sorted(p.name for p in target.parent.iterdir()) == ["notes.html"]


def test_a_file_changed_in_place_after_the_look_is_not_replaced(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The site rewrites narrate's file in place (same inode, new size) after the guard allowed the write: the file
    swapped out is not the one looked at, so it is swapped back."""
    out = tmp_path / "out"
    target = _published(out)
    real_refusal = _Ledger.refusal

    def looks_then_site_writes(self: _Ledger, path: Path) -> str | None:
        why = real_refusal(self, path)
        path.write_text(SITES + ", written in place")
        return why

    monkeypatch.setattr(_Ledger, "refusal", looks_then_site_writes)
    with atomic.guarded(out, _Ledger()), pytest.raises(OutputError, match="appeared while narrate was writing"):
        with atomic.atomic_path(target, sync=False) as tmp:
            tmp.write_text("narrate's page, rebuilt")
    assert target.read_text() == SITES + ", written in place"


def test_a_reader_never_finds_the_path_missing_during_rebuilds(tmp_path: Path) -> None:
    """s19 review-io M1 (a web server serving feed.xml while narrate rebuilds it): every open of the path finds the
    old file or the new one, never nothing."""
    out = tmp_path / "out"
    target = _published(out)
    stop = threading.Event()
    failures: list[str] = []
    opens = [0]

    def reader() -> None:
        while not stop.is_set():
            try:
                target.read_bytes()
            except OSError as exc:
                failures.append(type(exc).__name__)
            opens[0] += 1

    thread = threading.Thread(target=reader)
    thread.start()
    try:
        with atomic.guarded(out, _Ledger()):
            for _ in range(300):
                with atomic.atomic_path(target, sync=False) as tmp:
                    tmp.write_text(NARRATES)
    finally:
        stop.set()
        thread.join()
    assert opens[0] > 0
    assert failures == []
    assert target.read_text() == NARRATES
    assert sorted(p.name for p in target.parent.iterdir()) == ["notes.html"]


def test_without_the_exchange_the_write_is_the_plain_rename(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Another OS, or a file system without RENAME_EXCHANGE: the old behaviour, os.replace just after the look."""
    monkeypatch.setattr(atomic, "_renameat2", lambda: None)
    out = tmp_path / "out"
    target = _published(out)
    with atomic.guarded(out, _Ledger()), atomic.atomic_path(target, sync=False) as tmp:
        tmp.write_text("narrate's page, rebuilt")
    assert target.read_text() == "narrate's page, rebuilt"
    assert sorted(p.name for p in target.parent.iterdir()) == ["notes.html"]


def test_when_the_swap_back_fails_the_sites_file_is_kept_under_a_name_never_removed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """s19 review-io H1: the put-back fails; the site's file is renamed to `<name>.kept-…` (not narrate's temporary
    name), one line says where, and the next command's clean-up leaves it."""
    out = tmp_path / "out"
    target = _published(out)
    done = _plant_when(monkeypatch, target, "tmp")
    calls = [0]
    swap = atomic._exchange

    def second_fails(a: Path, b: Path) -> bool:
        calls[0] += 1
        if calls[0] > 1:
            raise PermissionError(1, "not permitted", str(b))
        return swap(a, b)

    monkeypatch.setattr(atomic, "_exchange", second_fails)
    with atomic.guarded(out, _Ledger()), pytest.raises(OutputError, match="appeared while narrate was writing"):
        with atomic.atomic_path(target, sync=False) as tmp:
            tmp.write_text("narrate's page, rebuilt")
    assert done
    kept = [p for p in target.parent.iterdir() if p.name.startswith("notes.html.kept-")]
    assert [p.read_text() for p in kept] == [SITES]
    assert atomic.remove_stale_temporaries(out) == 0
    assert kept[0].read_text() == SITES


def test_a_moved_aside_file_of_an_older_narrate_is_not_removed(tmp_path: Path) -> None:
    """`.tmp.old` (the earlier cure's aside name) may hold the site's file: the clean-up no longer deletes it."""
    out = tmp_path / "out"
    (out / "en").mkdir(parents=True)
    left = out / "en" / ".notes.html.narrate-abcd1234.tmp.old"
    left.write_text(SITES)
    assert atomic.remove_stale_temporaries(out) == 0
    assert left.read_text() == SITES


# --- removal: the same window between the ledger's look and the unlink (found reading the s19 rename window)


@pytest.mark.parametrize("when", ["after the look", "at the move"])
def test_a_removal_leaves_the_sites_file_put_there_after_the_look(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, when: str
) -> None:
    """An article is deleted; as narrate removes its episode's files, the site puts its own file at one of those
    paths (after the ledger said the file there was narrate's, or as narrate moves it): the site's file stays."""
    from narrate.publish.ledger import Ledger

    out = tmp_path / "out"
    target = out / "en" / "notes.mp3"
    target.parent.mkdir(parents=True)
    target.write_text(NARRATES)

    def looked(self: Ledger, path: Path, known: object = None) -> bool:
        if when == "after the look":
            _site_writes(target)
        return True

    monkeypatch.setattr(Ledger, "knows", looked)
    done = _plant_when(monkeypatch, target, "path") if when == "at the move" else ["look"]
    assert Ledger(out).remove(target) is False
    assert done
    assert target.read_text() == SITES
    assert sorted(p.name for p in target.parent.iterdir()) == ["notes.mp3"]


def test_a_removal_whose_put_back_fails_keeps_the_sites_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """s19 review-io H1 (a file system without hard links, and another file at the path again): the site's file
    moved aside stays under `<name>.kept-…`, a name the clean-up never removes."""
    target = tmp_path / "out" / "en" / "notes.mp3"
    target.parent.mkdir(parents=True)
    target.write_text(NARRATES)
    _plant_when(monkeypatch, target, "path")

    def no_links(src: object, dst: object) -> None:
        target.write_text("a third file")  # another file reaches the path meanwhile
        raise PermissionError(1, "no hard links here")

    monkeypatch.setattr(os, "link", no_links)
    assert atomic.remove_if_still(target, lambda path: True) is False
    kept = [p for p in target.parent.iterdir() if p.name.startswith("notes.mp3.kept-")]
    assert [p.read_text() for p in kept] == [SITES]
    assert target.read_text() == "a third file"
    assert atomic.remove_stale_temporaries(tmp_path / "out") == 0


def test_narrates_own_file_is_still_removed(tmp_path: Path) -> None:
    target = tmp_path / "en" / "notes.mp3"
    target.parent.mkdir(parents=True)
    target.write_text(NARRATES)
    assert atomic.remove_if_still(target, lambda path: True)
    assert list(target.parent.iterdir()) == []
    assert atomic.remove_if_still(target, lambda path: True)  # nothing there: gone already
    target.write_text(SITES)
    assert not atomic.remove_if_still(target, lambda path: False)  # not narrate's: left
    assert target.read_text() == SITES
