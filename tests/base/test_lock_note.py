"""The output lock's note (who holds it) is narrate's to write and read, but anything may sit at its name.

A named pipe at `.narrate.lock.owner` blocked every build forever (the note was opened for writing, which
waits for a reader), and with the lock held by another process the note was read whole, blocking on a pipe
too (issue 43, attacks s7). Each case runs in a child with a time limit: a hang fails here, never the suite.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from filelock import FileLock

from narrate.lock import LOCK_NAME

HANG = 30

TAKE = (
    "import sys; from pathlib import Path; from narrate.errors import LockHeld; from narrate.lock import output_lock\n"
    "try:\n"
    "    with output_lock(Path(sys.argv[1]), 'narrate build'):\n"
    "        print('held')\n"
    "except LockHeld as exc:\n"
    "    print('refused:', exc)\n"
)


def take(out: Path) -> str:
    try:
        done = subprocess.run(
            [sys.executable, "-c", TAKE, str(out)], capture_output=True, text=True, timeout=HANG, check=True
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"taking the lock of {out} still blocked after {HANG} s")
    return done.stdout.strip()


def odd_note(out: Path, kind: str) -> Path:
    note = out / (LOCK_NAME + ".owner")
    out.mkdir(parents=True, exist_ok=True)
    if kind == "fifo":
        os.mkfifo(note)
    elif kind == "folder":
        (note / "inside").mkdir(parents=True)
    elif kind == "deep":  # JSON nested past the recursion limit (a RecursionError traceback once)
        note.write_text("[" * 60_000, encoding="utf-8")
    else:
        note.write_text('{"pid": 1, "host": "' + "h" * 5_000_000 + '"}', encoding="utf-8")
    return note


@pytest.mark.parametrize("kind", ["fifo", "folder", "huge"])
def test_a_note_that_is_no_regular_file_never_blocks_the_lock(tmp_path: Path, kind: str) -> None:
    out = tmp_path / "out"
    note = odd_note(out, kind)
    assert take(out) == "held"
    if kind != "huge":  # a pipe or a folder there is left as it was, never written through nor removed
        assert note.is_fifo() if kind == "fifo" else note.is_dir()


@pytest.mark.parametrize("kind", ["fifo", "folder", "huge", "deep"])
def test_a_held_lock_with_an_odd_note_is_refused_at_once(tmp_path: Path, kind: str) -> None:
    out = tmp_path / "out"
    odd_note(out, kind)
    with FileLock(str(out / LOCK_NAME), timeout=0):
        said = take(out)
    assert said.startswith("refused:") and "another narrate process" in said, said


def test_a_hard_link_at_the_note_never_overwrites_the_file_it_shares(tmp_path: Path) -> None:
    """A hard link at the note's name is a user's file that lives elsewhere too: written, it was overwritten."""
    precious = tmp_path / "precious.txt"
    precious.write_text("precious\n", encoding="utf-8")
    out = tmp_path / "out"
    out.mkdir()
    os.link(precious, out / (LOCK_NAME + ".owner"))
    assert take(out) == "held"
    assert precious.read_text(encoding="utf-8") == "precious\n"
