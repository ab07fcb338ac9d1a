"""What the ledger reads of a file it replaces (s14 speed, issue 43 item 8): an MP3 of several MB is read and hashed
whole each time its stamp is asked, and a --force build asked it of the old file at the claim, at the look just
before the rename, and once more inside that look (is it still what narrate stamped?) — the last two one instant
apart. Now the look reads it once and that reading answers both questions. Counted, not timed; and a file changed
between the claim and the write is refused as before, by its bytes when its size did not change."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from helpers import OFFLINE_VOICES, build_json, write
from narrate import atomic
from narrate.errors import OutputError
from narrate.publish import ledger as ledger_module
from narrate.publish.layout import OutputLayout
from narrate.publish.ledger import guarding


def _counting(monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    reads: Counter[str] = Counter()
    stamp_of = ledger_module.stamp_of

    def counting(path: Path) -> str | None:
        reads[Path(path).name if not Path(path).name.endswith(".tmp") else "new"] += 1
        return stamp_of(path)

    monkeypatch.setattr(ledger_module, "stamp_of", counting)
    return reads


def test_a_forced_rewrite_reads_the_old_file_at_the_claim_and_once_before_the_rename(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "out"
    layout = OutputLayout(out)
    with guarding(out):
        layout.claim("en", "note")
        atomic.write_bytes(out / "en" / "note.mp3", b"first take " * 1000, sync=False)
    reads = _counting(monkeypatch)
    with guarding(out):
        layout.claim("en", "note")
        atomic.write_bytes(out / "en" / "note.mp3", b"second take" * 1000, sync=False)
    # the old file: at the claim, then once at the look before the rename (three times before); the new one once
    assert reads == {"note.mp3": 2, "new": 1}, reads
    assert (out / "en" / "note.mp3").read_bytes() == b"second take" * 1000


@pytest.mark.parametrize("same_size", [True, False])
def test_a_file_changed_between_the_claim_and_the_write_is_still_refused(tmp_path: Path, same_size: bool) -> None:
    out = tmp_path / "out"
    layout = OutputLayout(out)
    with guarding(out):
        layout.claim("en", "note")
        atomic.write_bytes(out / "en" / "note.mp3", b"narrate's take", sync=False)
    mp3 = out / "en" / "note.mp3"
    with guarding(out):
        layout.claim("en", "note")
        mp3.write_bytes(b"the site's take" if not same_size else b"the site took")  # (14 bytes: its size says nothing)
        with pytest.raises(OutputError, match="appeared or changed while narrate was making"):
            atomic.write_bytes(mp3, b"narrate again", sync=False)
    assert mp3.read_bytes() == (b"the site's take" if not same_size else b"the site took")


def test_a_forced_build_reads_each_old_mp3_no_more_than_it_must(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A whole --force build, offline: each episode's old MP3 is read at the look before synthesis, at the look
    and claim after it (one reading for both) and at the look before the rename (five times before this change:
    the look and the claim each read it, and the look before the rename twice)."""
    write(tmp_path / "voices.yaml", OFFLINE_VOICES)
    for n in range(3):
        write(tmp_path / "content" / f"note{n}.md", f"---\ntitle: Note {n}\nlang: en\n---\n\nParagraph {n}.\n")
    assert build_json(tmp_path)[0] == 0
    reads = _counting(monkeypatch)
    code, report, stderr = build_json(tmp_path, "--force")
    assert code == 0 and len(report["built"]) == 3, stderr
    for n in range(3):
        assert reads[f"note{n}.mp3"] == 3, reads


def test_a_forced_build_still_refuses_an_mp3_the_site_put_in_place_of_narrates(tmp_path: Path) -> None:
    """Read once for the look and the claim, the reading still tells the site's file (the same size as narrate's:
    its bytes decide) from narrate's."""
    write(tmp_path / "voices.yaml", OFFLINE_VOICES)
    write(tmp_path / "content" / "note0.md", "---\ntitle: Note 0\nlang: en\n---\n\nParagraph 0.\n")
    assert build_json(tmp_path)[0] == 0
    mp3 = tmp_path / "out" / "en" / "note0.mp3"
    theirs = bytes(255 - b for b in mp3.read_bytes())
    mp3.write_bytes(theirs)
    code, report, stderr = build_json(tmp_path, "--force")
    assert code != 0 and "is not narrate's" in stderr + str(report), (code, stderr)
    assert mp3.read_bytes() == theirs


SITE = b"<the site's own art>"


def test_a_file_changed_between_the_look_and_the_claim_is_refused(tmp_path: Path) -> None:
    """The episode's own files: in_the_way's reading is the one claim() holds the file to, so a file put in place of
    narrate's MP3 between the look and the claim (the same size: its bytes decide) is refused at the write."""
    out = tmp_path / "out"
    layout = OutputLayout(out)
    with guarding(out):
        layout.claim("en", "note")
        atomic.write_bytes(out / "en" / "note.mp3", b"narrate's take", sync=False)
    mp3 = out / "en" / "note.mp3"
    with guarding(out):
        readings: ledger_module.StampsRead = {}
        assert layout.in_the_way("en", "note", readings=readings) is None
        mp3.write_bytes(b"the site took")  # between the look and the claim
        layout.claim("en", "note", readings=readings)
        with pytest.raises(OutputError, match="appeared or changed while narrate was making"):
            atomic.write_bytes(mp3, b"narrate again", sync=False)
    assert mp3.read_bytes() == b"the site took"


def test_art_changed_between_the_look_and_the_claim_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The episode's art (publish_art): the site puts its own en/note0.png in place of narrate's just after narrate
    looked at it and before it claimed it. The claim read the file afresh, found it unstamped by narrate, dropped the
    stamp, and the list (which names the path) let narrate write over the site's file (s14 review-harden LOW 1). Now
    the look's reading is handed to the claim, as for the MP3 (1e09e76): the write is refused, the file stays."""
    from PIL import Image

    from narrate.publish import episode_record

    write(tmp_path / "voices.yaml", OFFLINE_VOICES)
    post = tmp_path / "content" / "note0.md"
    write(post, "---\ntitle: Note 0\nlang: en\nimage: art.png\n---\n\nParagraph 0.\n")
    Image.new("RGB", (1400, 1400), (200, 30, 30)).save(tmp_path / "content" / "art.png")
    assert build_json(tmp_path)[0] == 0
    art = tmp_path / "out" / "en" / "note0.png"
    assert art.is_file()

    class SiteTakesTheArt(ledger_module.Ledger):
        def foreign(self, path: Path, *args: Any, **kwargs: Any) -> bool:
            seen = super().foreign(path, *args, **kwargs)
            if Path(path) == art:
                art.write_bytes(SITE)  # between the look and the claim
            return seen

    monkeypatch.setattr(episode_record, "Ledger", SiteTakesTheArt)
    code, _, stderr = build_json(tmp_path, "--force")
    assert art.read_bytes() == SITE, "narrate wrote over the site's file"
    assert code == 1 and str(art) in stderr and "appeared or changed while narrate was making" in stderr, stderr
    assert len([line for line in stderr.splitlines() if line.startswith("narrate: error:")]) == 1, stderr


@pytest.mark.parametrize("same_size", [True, False])
def test_a_file_put_in_place_of_narrates_between_two_commands_is_refused_at_a_claim_without_a_look(
    tmp_path: Path, same_size: bool
) -> None:
    """The site puts its own file where narrate's was, between two commands; the next one claims the path with no
    look before (no reading handed over) and writes: the site's file stays, by its bytes when its size says nothing.
    The claim used to drop the old stamp, and the list, which names the path as narrate's, let the write through
    (s14 review-harden LOW 1; s14-speed's note)."""
    out = tmp_path / "out"
    layout = OutputLayout(out)
    with guarding(out):
        layout.claim("en", "note")
        atomic.write_bytes(out / "en" / "note.mp3", b"narrate's take", sync=False)
    mp3 = out / "en" / "note.mp3"
    mp3.write_bytes(b"the site took!" if same_size else b"the site's own recording")
    with guarding(out):
        layout.claim("en", "note")
        with pytest.raises(OutputError, match="not narrate's|appeared or changed"):
            atomic.write_bytes(mp3, b"narrate again", sync=False)
    assert mp3.read_bytes() == (b"the site took!" if same_size else b"the site's own recording")
