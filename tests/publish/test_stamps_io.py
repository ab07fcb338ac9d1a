"""The ledger's stamps are saved once per command, and a build killed between articles loses none of them."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from helpers import OFFLINE_VOICES, build_json, write
from narrate import atomic
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
    if force:
        assert build_json(tmp_path)[0] == 0
    saved: list[str] = []
    write_if_changed = atomic.write_if_changed

    def counting(path: Path, data: bytes) -> bool:
        if Path(path).name == ".stamps.json":
            saved.append(str(path))
        return write_if_changed(path, data)

    monkeypatch.setattr(atomic, "write_if_changed", counting)
    code, report, stderr = build_json(tmp_path, *(["--force"] if force else []))
    assert code == 0 and len(report["built"]) == count, stderr
    assert 1 <= len(saved) <= 2, saved
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
