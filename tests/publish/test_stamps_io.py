"""The ledger's stamps are saved once per command, and a build killed between articles loses none of them."""

from __future__ import annotations

import datetime as dt
import itertools
import os
import signal
import subprocess
import sys
import traceback
from pathlib import Path

import pytest

from helpers import OFFLINE_VOICES, build_json, write
from narrate import atomic
from narrate.publish import episode_record
from narrate.publish.ledger import Ledger


def _article(n: int) -> str:
    return f"---\ntitle: Note {n}\nlang: en\ndate: 2024-01-{n + 1:02d}\n---\n\nParagraph number {n}.\n"


def _blog(root: Path, count: int) -> None:
    write(root / "voices.yaml", OFFLINE_VOICES)
    for n in range(count):
        write(root / "content" / f"note{n}.md", _article(n))


@pytest.mark.parametrize("force", [False, True])
def test_a_build_of_many_articles_saves_the_stamps_once_not_once_an_article(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, force: bool
) -> None:
    """A first or --force build of N articles rewrote the whole stamps table once per article (attacks lane,
    session 10: O(N²) I/O, a 10,000-article blog rewrote a ~70,000-entry file 10,000 times). Now the stamps are
    kept in memory and the table is saved when a command that writes the folder ends: at most twice a build
    (the build's episodes, then its publication), whatever N."""
    count = 8
    _blog(tmp_path, count)
    # Records say when they were built to the second (clock.now_iso), and a --force rebuild's episodes are the same
    # bytes, so whether its records (and so the table) changed at all hung on the wall clock: a tick of its own per
    # record makes every build's records new, as a build a second later has them (the flake of s13/s14 under load).
    ticks = itertools.count()
    start = dt.datetime(2026, 1, 1, tzinfo=dt.timezone.utc)
    monkeypatch.setattr(episode_record, "now_iso", lambda: (start + dt.timedelta(seconds=next(ticks))).isoformat())
    if force:
        assert build_json(tmp_path)[0] == 0
    saved: list[str] = []
    write_if_changed = atomic.write_if_changed

    def counting(path: Path, data: bytes) -> bool:
        if Path(path).name == ".stamps.json":
            saved.append("".join(traceback.format_stack(limit=8)[:-1]))  # where from, should it ever fail again
        return write_if_changed(path, data)

    monkeypatch.setattr(atomic, "write_if_changed", counting)
    code, report, stderr = build_json(tmp_path, *(["--force"] if force else []))
    assert code == 0 and len(report["built"]) == count, stderr
    assert 1 <= len(saved) <= 2, "\n----\n".join(saved)
    assert not (tmp_path / "out" / "manifest" / ".stamps.journal").exists()  # folded, and gone
    ledger = Ledger(tmp_path / "out")
    for n in range(count):  # every episode's audio is stamped as narrate wrote it
        mp3 = tmp_path / "out" / "en" / f"note{n}.mp3"
        assert not ledger.foreign(mp3)
        mp3.write_bytes(b"the site's own recording")
        assert ledger.foreign(mp3)


_KILLER = """
import os, signal, sys
from narrate.publish import manifest
finished = []
kill_after = int(sys.argv[1])
put = manifest.Manifest.put
def killing(self, record):
    put(self, record)
    finished.append(record.slug)
    if len(finished) == kill_after:
        os.kill(os.getpid(), signal.SIGKILL)  # between two articles: this one is recorded, the next is not
manifest.Manifest.put = killing
from narrate.cli import app
sys.argv = ["narrate", "build", sys.argv[2], "--out", sys.argv[3], "--jobs", "1"]
app()
"""


def test_a_build_killed_between_articles_keeps_the_stamps_of_those_it_finished(tmp_path: Path) -> None:
    """Kept in memory, the stamps must still survive a kill (SIGKILL: no cleanup runs): each is also appended to
    manifest/.stamps.journal, which the next command reads on top of the table. Shown by what the stamps are
    for: a finished article's MP3 the site then replaces with its own is left as it is by the next build, where
    without its stamp the ledger would take it for narrate's and write over it."""
    _blog(tmp_path, 5)
    out = tmp_path / "out"
    killed = subprocess.run(
        [sys.executable, "-c", _KILLER, "3", str(tmp_path / "content"), str(out)],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        env={**os.environ, "NO_COLOR": "1"},
        timeout=300,
    )
    assert killed.returncode == -signal.SIGKILL, killed.stderr
    done = sorted(p.stem for p in (out / "manifest" / "en").glob("*.json"))
    assert len(done) == 3, done
    site_file = out / "en" / f"{done[0]}.mp3"
    site_file.write_bytes(b"the site's own recording")
    assert Ledger(out).foreign(site_file)
    code, report, stderr = build_json(tmp_path)
    assert site_file.read_bytes() == b"the site's own recording", stderr
    assert any(str(site_file) in line for line in stderr.splitlines()), stderr
    others = [n for n in range(5) if f"note{n}" != done[0]]
    assert all((out / "en" / f"note{n}.mp3").stat().st_size > 1000 for n in others)


@pytest.mark.parametrize("name", [".stamps.journal", ".stamps.json", ".adopted.json"])
def test_a_bookkeeping_file_nested_past_the_parsers_depth_is_set_aside_in_one_line(tmp_path: Path, name: str) -> None:
    """Review s11 harden M3: a `.stamps.journal` (or `.stamps.json`) of 200,000 nested brackets failed every
    article of every build with "unexpected RecursionError … (please report this)", naming no file; a nested
    `.adopted.json` failed every plug-in, blamed on the plug-in. They are narrate's own bookkeeping: such a file is
    set aside with one warning naming it and how to fix it, and the build goes on."""
    _blog(tmp_path, 2)
    assert build_json(tmp_path)[0] == 0
    (tmp_path / "out" / "manifest" / name).write_text("[" * 200_000 + "\n")
    write(tmp_path / "content" / "note0.md", _article(0) + "\nOne more paragraph.\n")
    code, report, stderr = build_json(tmp_path)
    assert code == 0 and len(report["built"]) == 1, stderr
    assert "RecursionError" not in stderr and "please report" not in stderr, stderr
    warned = [line for line in stderr.splitlines() if name in line]
    assert len(warned) == 1 and "remove it and narrate rebuilds it" in warned[0], stderr


def test_a_bad_line_in_the_journal_is_skipped_not_the_whole_journal() -> None:
    """Review s11 harden L1: one torn or foreign line (a full disk's half line, a nest of brackets) made the
    whole journal "not narrate's", its stamps lost; the lines around it are kept. A file of no line of narrate's
    is still not narrate's journal."""
    from narrate.publish.ledger import _journal_lines

    stamp = "12:" + "0" * 64
    good = b'{"en/a.mp3":"%s"}\n' % stamp.encode()
    assert _journal_lines(good + b'{"en/b.mp3":"12:00\n' + b"[" * 200_000 + b"\n" + b'{"en/c.mp3":null}\n') == {
        "en/a.mp3": stamp,
        "en/c.mp3": None,
    }
    assert _journal_lines(b"some notes of the site's\nmore\n") is None
    assert _journal_lines(b"") == {}


def test_a_short_write_to_the_journal_tears_no_later_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Review s11 harden L1: os.write's count was not checked: a short write (a full disk) left half a line, the
    next append ran on after it, and the journal's later stamps were lost with it. The torn line is ended there,
    the stamps go to the table, and the next line is whole."""
    import types

    from narrate.publish import ledger as ledger_module
    from narrate.publish.ledger import _journal_lines, guarding

    out = tmp_path / "out"
    (out / "manifest").mkdir(parents=True)
    first, second = out / "first.srt", out / "second.srt"
    first.write_text("one")
    second.write_text("two")
    short = [True]

    def write(fd: int, data: bytes) -> int:
        if short[0] and data.endswith(b"\n") and len(data) > 1:
            short[0] = False
            return os.write(fd, data[: len(data) // 2])
        return os.write(fd, data)

    proxy = types.SimpleNamespace(**{name: getattr(os, name) for name in dir(os) if not name.startswith("__")})
    proxy.write = write
    monkeypatch.setattr(ledger_module, "os", proxy)
    ledger = Ledger(out)
    with guarding(out):
        ledger.wrote(first)
        ledger.wrote(second)
        journal = _journal_lines((out / "manifest" / ".stamps.journal").read_bytes())
        assert journal is not None and "second.srt" in journal, journal
    import json

    saved = json.loads((out / "manifest" / ".stamps.json").read_text(encoding="utf-8"))
    assert {"first.srt", "second.srt"} <= saved.keys(), saved


@pytest.mark.parametrize("force", [False, True])
def test_a_build_of_many_articles_saves_the_ledgers_list_once_not_once_an_article(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, force: bool
) -> None:
    """The ledger's own list (manifest/.written.json, every path narrate wrote) was rewritten whole at each
    article's claim (s11 harden, left: O(N²) I/O, 21 s CPU / 110 s wall of a 2,000-article first build). Each
    claim is now appended to manifest/.written.journal and the list is saved when the command that writes the
    folder ends: a few times a build (the seed, the build's episodes, its publication), whatever N."""
    count = 8
    _blog(tmp_path, count)
    if force:
        assert build_json(tmp_path)[0] == 0
    saved: list[str] = []
    write_if_changed = atomic.write_if_changed

    def counting(path: Path, data: bytes) -> bool:
        if Path(path).name == ".written.json":
            saved.append(str(path))
        return write_if_changed(path, data)

    monkeypatch.setattr(atomic, "write_if_changed", counting)
    code, report, stderr = build_json(tmp_path, *(["--force"] if force else []))
    assert code == 0 and len(report["built"]) == count, stderr
    assert len(saved) <= 3, saved  # (first build: 12 for 8 articles before; --force claims nothing new)
    assert not (tmp_path / "out" / "manifest" / ".written.journal").exists()  # folded, and gone
    known = Ledger(tmp_path / "out").known()
    assert {f"en/note{n}.{kind}" for n in range(count) for kind in ("mp3", "vtt", "srt")} <= known, sorted(known)


_KILL_IN_WRITES = """
import os, signal, sys
from narrate.publish import ledger
kill_at = sys.argv[1]
wrote = ledger.Ledger.wrote
def killing(self, path):
    wrote(self, path)
    if os.path.basename(path) == kill_at:
        os.kill(os.getpid(), signal.SIGKILL)  # the episode's first file is written, its others and record are not
ledger.Ledger.wrote = killing
from narrate.cli import app
sys.argv = ["narrate", "build", sys.argv[2], "--out", sys.argv[3], "--jobs", "1"]
app()
"""


@pytest.mark.parametrize("where", ["between articles", "inside an article's writes"])
def test_a_build_killed_keeps_its_claims_so_its_own_files_stay_its_own(tmp_path: Path, where: str) -> None:
    """The list's claims are journaled now, not saved at once: a claim must still be on disk before the
    episode's files are written, or a build killed after writing one (SIGKILL: nothing of the command's end
    runs) leaves narrate's own file looking like the site's, and every later build refuses to write the episode
    ("move that file"). Killed between two articles, or just after an article's first file: the next build
    builds every article, says no file is not narrate's, and folds the journal into the list."""
    _blog(tmp_path, 5)
    out = tmp_path / "out"
    if where == "between articles":
        killed = subprocess.run(
            [sys.executable, "-c", _KILLER, "3", str(tmp_path / "content"), str(out)],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            env={**os.environ, "NO_COLOR": "1"},
            timeout=300,
        )
    else:
        (tmp_path / "content" / "note2.md").unlink()  # built last (by date) in the killed build, then put back
        assert build_json(tmp_path)[0] == 0
        write(tmp_path / "content" / "note2.md", _article(2))
        killed = subprocess.run(
            [sys.executable, "-c", _KILL_IN_WRITES, "note2.mp3", str(tmp_path / "content"), str(out)],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            env={**os.environ, "NO_COLOR": "1"},
            timeout=300,
        )
        assert (out / "en" / "note2.mp3").is_file() and not (out / "en" / "note2.vtt").exists()
    assert killed.returncode == -signal.SIGKILL, killed.stderr
    assert (out / "manifest" / ".written.journal").is_file()  # what the killed build claimed since the list's save
    known = Ledger(out).peek()
    assert {f"en/note{n}.mp3" for n in range(5) if (out / "en" / f"note{n}.mp3").exists()} <= known, sorted(known)
    code, report, stderr = build_json(tmp_path)
    assert code == 0 and "not narrate's" not in stderr, stderr
    assert all((out / "en" / f"note{n}.vtt").is_file() for n in range(5)), stderr
    assert not (out / "manifest" / ".written.journal").exists()
    import json

    saved = set(json.loads((out / "manifest" / ".written.json").read_text(encoding="utf-8")))
    assert {f"en/note{n}.{kind}" for n in range(5) for kind in ("mp3", "vtt")} <= saved


@pytest.mark.parametrize("name", [".stamps.journal", ".written.journal", ".adopted.json"])
@pytest.mark.parametrize("kind", ["folder", "fifo", "link"])
def test_a_journal_that_is_no_file_is_named_in_one_line_and_left_as_it_is(tmp_path: Path, name: str, kind: str) -> None:
    """Review s11 harden L1 (left in s11): a journal (or the adopted list) found as a folder, a FIFO or a link was
    set aside without a word: narrate then kept its stamps or claims the slow way, or not at all, and nothing
    said why. One line names it and how to fix it; a FIFO is never opened (no hang); the thing is left as it is;
    the build goes on."""
    _blog(tmp_path, 2)
    assert build_json(tmp_path)[0] == 0
    path = tmp_path / "out" / "manifest" / name
    if kind == "folder":
        write(path / "keep.txt", "the site's")
    elif kind == "fifo":
        os.mkfifo(path)
    else:
        path.symlink_to(write(tmp_path / "mine.txt", "the user's"))
    write(tmp_path / "content" / "note0.md", _article(0) + "\nOne more paragraph.\n")
    code, report, stderr = build_json(tmp_path)
    warned = [line for line in stderr.splitlines() if name in line]
    assert len(warned) == 1 and "move it" in warned[0], stderr
    assert kind == "link" or (code == 0 and len(report["built"]) == 1), stderr
    assert os.path.lexists(path) and (tmp_path / "mine.txt").read_text() == "the user's" if kind == "link" else True
    assert (path / "keep.txt").is_file() if kind == "folder" else True


def test_a_journal_s_name_is_synced_in_its_folder_when_it_is_made(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Review s12 harden L4: the journals (claims, stamps) were created with O_CREAT and their lines fdatasync'd,
    but their folder was never fsynced, so after a power cut the journal's name, and every claim in it, could be
    gone. The manifest folder is synced once each journal exists, before a line is trusted to it."""
    from narrate.publish.ledger import guarding

    out = tmp_path / "out"
    manifest = out / "manifest"
    manifest.mkdir(parents=True)
    (out / "one.srt").write_text("one")
    synced: list[tuple[Path, set[str]]] = []
    real = atomic._fsync_dir

    def fsync_dir(folder: Path) -> None:
        synced.append((Path(folder), {p.name for p in manifest.iterdir()}))
        real(folder)

    monkeypatch.setattr(atomic, "_fsync_dir", fsync_dir)
    with guarding(out):
        ledger = Ledger(out)
        ledger.add([out / "one.srt"])
        ledger.wrote(out / "one.srt")
        assert (manifest / ".written.journal").exists() and (manifest / ".stamps.journal").exists()
        for journal in (".written.journal", ".stamps.journal"):
            assert any(folder == manifest and journal in names for folder, names in synced), (journal, synced)


def test_a_commands_questions_to_the_ledger_read_its_list_once_not_once_a_claim(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Review s12 harden L3: every question (known(), add(), foreign()) rebuilt the set of narrate's paths from the
    saved list and then applied every claim of the command again: O(N) a question, O(N²) a command (4,000 claims,
    6.3 s of CPU). The set is kept per folder and takes each claim as it comes, so 300 claims and questions read
    the list a handful of times; and it still says what the list says: the claims, a file let go, and a list
    another process saved meanwhile."""
    import json

    from narrate.publish.ledger import guarding

    out = tmp_path / "out"
    (out / "manifest").mkdir(parents=True)
    reads = [0]
    saved = Ledger._saved

    def counted(self: Ledger) -> set[str]:
        reads[0] += 1
        return saved(self)

    monkeypatch.setattr(Ledger, "_saved", counted)
    with guarding(out):
        for i in range(300):
            ledger = Ledger(out)
            ledger.add([out / "en" / f"s{i}.mp3", out / "en" / f"s{i}.vtt"])
            assert f"en/s{i}.mp3" in ledger.known() and ledger.knows(out / "en" / f"s{i}.vtt")
        ledger.discard([out / "en" / "s7.mp3"])
        assert "en/s7.mp3" not in ledger.known() and "en/s7.vtt" in ledger.known()
    assert reads[0] <= 5, reads[0]
    known = Ledger(out).known()
    assert len(known) == 599 and "en/s299.mp3" in known
    listed = json.loads((out / "manifest" / ".written.json").read_text(encoding="utf-8"))
    (out / "manifest" / ".written.json").write_text(json.dumps([*listed, "en/other.mp3"]), encoding="utf-8")
    assert "en/other.mp3" in Ledger(out).known()  # the list saved by someone else is read again


# Killed at one step of narrate's writing of `note2.mp3` (the site's file then put where nothing of narrate's is):
# as its claim reaches the list's journal; after its claim, before any byte is written; inside the guard's last
# word, before the rename; after the rename, before its stamp.
_KILL_AT = """
import os, signal, sys
from pathlib import Path
from narrate.publish import layout, ledger
step, name = sys.argv[1], sys.argv[2]
claim, wrote = layout.OutputLayout.claim, ledger.Ledger.wrote
writing = getattr(ledger.Ledger, "writing", None)  # (none before the fix: the claimed step is what fails there)
def claiming(self, lang, slug, **given):
    claim(self, lang, slug, **given)
    if step == "claimed" and slug == Path(name).stem:
        os.kill(os.getpid(), signal.SIGKILL)
def kill_writing(self, path, tmp):
    writing(self, path, tmp)
    if step == "renaming" and Path(path).name == name:
        os.kill(os.getpid(), signal.SIGKILL)
def kill_wrote(self, path):
    if step == "renamed" and Path(path).name == name:
        os.kill(os.getpid(), signal.SIGKILL)
    wrote(self, path)
listing = ledger.Ledger._list
def kill_listing(self, changes):
    listing(self, changes)
    if step == "listed" and "en/" + name in changes:
        os.kill(os.getpid(), signal.SIGKILL)  # the claim on disk, nothing after it
layout.OutputLayout.claim, ledger.Ledger.wrote, ledger.Ledger._list = claiming, kill_wrote, kill_listing
if writing is not None:
    ledger.Ledger.writing = kill_writing
from narrate.cli import app
sys.argv = ["narrate", "build", sys.argv[3], "--out", sys.argv[4], "--jobs", "1"]
app()
"""


@pytest.mark.parametrize(
    ("step", "rebuilt"),
    # (a rebuild claims nothing new: its list is not written, so there is no "listed" step to kill at)
    [("listed", False), *((step, rebuilt) for step in ("claimed", "renaming", "renamed") for rebuilt in (False, True))],
)
def test_a_build_killed_around_a_write_never_takes_the_sites_file_for_its_own_nor_its_own_for_the_sites(
    tmp_path: Path, step: str, rebuilt: bool
) -> None:
    """s12 harden left this: a build killed after claiming `en/note2.mp3` and before writing it left the path in
    the list with no stamp, so a file the site then put there was taken for narrate's and written over by the
    next build (attacks s13 `s13_a_build_killed_at_a_phase[… claimed and not yet written, the site's file put
    there …]`: p0.mp3 and p0.vtt replaced on main 45007d4). Now the claim keeps what may be there ("" for
    nothing) and the guard's last word before the rename adds the stamp of what is put there, journaled both:
    killed at any step, narrate's own file (first build or a rebuild's new one) is its own, and the site's file
    put where narrate had not yet written is the site's."""
    _blog(tmp_path, 5)
    out = tmp_path / "out"
    if rebuilt:
        assert build_json(tmp_path)[0] == 0
        write(tmp_path / "content" / "note2.md", _article(2) + "\nA paragraph added.\n")
    killed = subprocess.run(
        [sys.executable, "-c", _KILL_AT, step, "note2.mp3", str(tmp_path / "content"), str(out)],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        env={**os.environ, "NO_COLOR": "1"},
        timeout=300,
    )
    assert killed.returncode == -signal.SIGKILL, killed.stderr
    mp3 = out / "en" / "note2.mp3"
    planted = step in ("listed", "claimed") and not rebuilt
    if planted:
        assert not mp3.exists()
        # (killed as note2's claim was listed, before any file of the build was written when note2 came first: the
        # site makes the folder it puts its file in)
        mp3.parent.mkdir(parents=True, exist_ok=True)
        mp3.write_bytes(b"the site's own recording")
    code, report, stderr = build_json(tmp_path)
    assert code == 0, stderr
    if planted:
        assert mp3.read_bytes() == b"the site's own recording", stderr
        assert str(mp3) in stderr and "not narrate's" in stderr
    else:
        assert "not narrate's" not in stderr, stderr
        assert mp3.stat().st_size > 1000 and (out / "en" / "note2.vtt").is_file()
    assert not list((out / "en").glob(".*narrate-*"))  # no temporary file left
    code, report, stderr = build_json(tmp_path)
    assert code == 0 and not report["built"], stderr


def test_a_claims_stamps_and_a_writes_stamp_are_on_disk_before_the_claim_and_before_the_rename(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Review s13 harden M1: the stamps journal was written and never synced while the claim after it was
    fdatasync'd, so a power cut could keep the claim ("listed") and lose its stamp ("nothing there"): the site's
    file put there afterwards was then taken for narrate's; and writing()'s stamp could be lost while the rename
    after it was kept, narrate's own new file then judged the site's. Each sync is recorded with what was on disk
    at that moment: the stamps journal is synced before the claim's line is in the list's journal, and before the
    file is renamed into place; one sync of the stamps a claim (not one a file), none for a claim already listed."""
    from narrate.publish import ledger as ledger_module
    from narrate.publish.ledger import guarding

    out = tmp_path / "out"
    manifest = out / "manifest"
    manifest.mkdir(parents=True)
    synced: list[tuple[str, str, bool]] = []  # (which journal, the list's journal then, the file in place then)
    real = getattr(os, "fdatasync", os.fsync)
    key = Ledger(out)._key

    def sync(fd: int) -> None:
        which = (
            "stamps"
            if ledger_module._journals.get(key) == fd
            else "list"
            if ledger_module._list_journals.get(key) == fd
            else "other"
        )
        listed = manifest / ".written.journal"
        synced.append((which, listed.read_text() if listed.exists() else "", (out / "en" / "a.mp3").exists()))
        real(fd)

    monkeypatch.setattr(os, "fdatasync", sync, raising=False)
    monkeypatch.setattr(os, "fsync", sync)
    with guarding(out):
        ledger = Ledger(out)
        ledger.add([out / "en" / "a.mp3", out / "en" / "a.vtt", out / "en" / "a.srt"])
        claimed = [entry for entry in synced if entry[0] != "other"]
        assert [which for which, _, _ in claimed] == ["stamps", "list"], synced
        assert "en/a.mp3" not in claimed[0][1] and "en/a.mp3" in claimed[1][1], synced
        synced.clear()
        ledger.add([out / "en" / "a.mp3"])  # listed already: no claim line, no sync of its stamps
        assert not [entry for entry in synced if entry[0] != "other"], synced
        synced.clear()
        atomic.write_bytes(out / "en" / "a.mp3", b"narrate's audio")
        stamps = [entry for entry in synced if entry[0] == "stamps"]
        assert stamps and not stamps[0][2], synced  # synced while the file was not yet in place
    assert (out / "en" / "a.mp3").read_bytes() == b"narrate's audio"
