"""A folder that is its owner's alone (the chunk cache) takes a file that appeared while it was being written.

Two articles that share a chunk synthesize it at once and both write the same cache key. The cache once refused
the second write as a file that "appeared while narrate was writing it", failing an article of a clean build
(CI on 2ae36a4, three flow tests whose two articles are alike). A guarded output folder still refuses.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

import pytest

from narrate import atomic
from narrate.errors import OutputError


def _appears_after_the_look(monkeypatch: pytest.MonkeyPatch, target: Path, text: str) -> None:
    """The other writer's file lands between narrate's look at the path and its rename."""

    def looked(path: object) -> bool:
        target.write_text(text)
        return False

    monkeypatch.setattr(os.path, "lexists", looked)


def test_a_file_that_appears_in_an_own_folder_is_replaced(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = tmp_path / "cache"
    root.mkdir()
    atomic.own_folder(root)
    target = root / "chunks" / "ab" / "key.json"
    with atomic.atomic_path(target, sync=False) as tmp:
        tmp.write_text("mine")
        target.write_text("the sibling's, same key")  # the other worker finished first…
        _appears_after_the_look(monkeypatch, target, "the sibling's, same key")  # …or just after the look
    assert target.read_text() == "mine"
    assert sorted(p.name for p in target.parent.iterdir()) == ["key.json"]  # no temp file left


class _Refuses:
    """Like the ledger: a file there that it did not write is refused."""

    def refusal(self, path: Path) -> str | None:
        return f"{path} is not narrate's" if path.exists() else None

    def writing(self, path: Path, tmp: Path) -> None:
        return None

    def wrote(self, path: Path) -> None:
        return None


def test_a_file_that_appears_in_a_guarded_output_folder_is_still_left(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "out"
    out.mkdir()
    target = out / "en" / "page.html"
    with atomic.guarded(out, _Refuses()), pytest.raises(OutputError, match="appeared while narrate was writing"):
        with atomic.atomic_path(target, sync=False) as tmp:
            tmp.write_text("narrate's")
            _appears_after_the_look(monkeypatch, target, "the user's")
    assert target.read_text() == "the user's"


@pytest.mark.parametrize("own", [True, False])
def test_a_write_through_a_link_out_of_a_guarded_folder_is_refused(tmp_path: Path, own: bool) -> None:
    """A folder of the chunk cache (or of the output folder) replaced by a link to a folder of the user's: the
    cache wrote its records there, outside both (issue 43, s5 attacks: plans/ linked elsewhere). The write, and
    its temporary file, never land outside the guarded folder."""
    root = tmp_path / "cache"
    (root / "chunks").mkdir(parents=True)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (root / "plans").symlink_to(elsewhere)
    if own:
        atomic.own_folder(root)

    def guard() -> contextlib.AbstractContextManager[None]:
        return contextlib.nullcontext() if own else atomic.guarded(root, _Refuses())

    with guard(), pytest.raises(OutputError, match="leads out of .* by a symbolic link"):
        atomic.write_bytes(root / "plans" / "p.json", b"{}")
    assert list(elsewhere.iterdir()) == []
    with guard():
        atomic.write_bytes(root / "chunks" / "c.json", b"{}")  # inside: written as ever
    assert (root / "chunks" / "c.json").read_bytes() == b"{}"
