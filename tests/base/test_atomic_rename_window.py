"""The site's file put at the destination in the very moment narrate renames its finished file there.

benchmarks/attacks.py, family s19, `s19_the_sites_file_swapped_in_at_the_rename[rebuild: …]` (issue 43): on a
rebuild the guard looked at narrate's own en/notes.mp3 (page, captions, transcript…), allowed the write, and
`os.replace` then wrote over whatever was there — the site's file, renamed into place after the look, was lost.
Now the file the guard looked at is moved aside and replaced only if it is the very file looked at; another is
put back and the write stops with one line. A first build (a free path) was already safe: the link fails.
"""

from __future__ import annotations

import os
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
    moved aside is not the one looked at, so it is put back."""
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


def test_a_kill_between_the_move_and_the_link_leaves_a_temporary_the_next_command_removes(tmp_path: Path) -> None:
    """The old file moved aside is named as narrate's temporary files are: a command after a kill removes it."""
    out = tmp_path / "out"
    (out / "en").mkdir(parents=True)
    left = out / "en" / ".notes.html.narrate-abcd1234.tmp.old"
    left.write_text(NARRATES)
    assert atomic.remove_stale_temporaries(out) == 1
    assert not left.exists()


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
