"""A lock on an output folder, so two builds never write one folder at once.

An OS file lock (filelock: flock on POSIX) is released by the kernel when its
holder dies, even by kill -9, so a stale lock never blocks the next run. Beside
it, a small note says who holds it, for the message the second build prints.

The lock is re-entrant within a process: a build that holds it may call code that
takes it again (publishing the feeds and pages, narrate.publish.publisher), which
then runs under the lock already held instead of refusing itself.
"""

from __future__ import annotations

import contextlib
import json
import os
import socket
import stat
import threading
from collections.abc import Iterator
from pathlib import Path

from filelock import FileLock, Timeout

from .clock import now_iso
from .errors import InputError, LockHeld, OutputError
from .inputs import read_regular

LOCK_NAME = ".narrate.lock"
_HELD: dict[Path, int] = {}  # output folders this process holds the lock of → how many holders deep
_HELD_GUARD = threading.Lock()
_NOTE_LIMIT = 64 * 1024  # a note is one short JSON line


def refuse_links(out_dir: Path) -> None:
    """Refuse an output folder with symbolic links where narrate writes or deletes (OutputError).

    narrate writes and deletes inside the output folder only. A link planted there (the
    lock or its owner note, a language folder, the manifest) would carry its writes and
    deletions somewhere else, so a link is an error, never followed. The output folder
    itself may be a link: that is where the user chose to put it.
    """
    places = [out_dir / LOCK_NAME, out_dir / (LOCK_NAME + ".owner")]
    with contextlib.suppress(OSError):
        places += [p for p in out_dir.iterdir()]
    manifest = out_dir / "manifest"
    if manifest.is_dir() and not manifest.is_symlink():
        with contextlib.suppress(OSError):
            places += [p for p in manifest.iterdir()]
    for place in places:
        if place.is_symlink():
            raise OutputError(
                f"{place}: is a symbolic link inside the output folder; narrate never writes "
                "through links there (it could overwrite or delete files elsewhere); remove it",
                path=place,
            )


@contextlib.contextmanager
def output_lock(out_dir: Path, command: str = "narrate") -> Iterator[None]:
    """Hold the lock on `out_dir` for the duration of the block; raises LockHeld if another process has it."""
    out_dir = Path(out_dir)
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise OutputError(f"{out_dir}: cannot create the output folder ({exc.strerror})", path=out_dir) from None
    key = out_dir.resolve()
    with _HELD_GUARD:
        nested = key in _HELD
        if nested:
            _HELD[key] += 1
    if nested:
        try:
            yield
        finally:
            with _HELD_GUARD:
                _HELD[key] -= 1
        return
    refuse_links(out_dir)
    lock = FileLock(str(out_dir / LOCK_NAME), timeout=0)
    note = out_dir / (LOCK_NAME + ".owner")
    try:
        lock.acquire()
    except Timeout:
        who = _holder(note)
        raise LockHeld(
            f"{out_dir}: {who} is writing to this folder; wait for it to finish or use another --out",
            path=out_dir,
            holder=who,
        ) from None
    with _HELD_GUARD:
        _HELD[key] = 1
    try:
        wrote = _write_note(note, command)
        yield
    finally:
        with _HELD_GUARD:
            del _HELD[key]
        if wrote:
            with contextlib.suppress(OSError):
                note.unlink()
        lock.release()


def _holder(note: Path) -> str:
    """Who holds the lock, from its note: read as narrate reads any file it may not have written (a regular
    file, capped), since a pipe put at its name blocked the read forever and a huge one was read whole."""
    try:
        owner = json.loads(read_regular(note, limit=_NOTE_LIMIT))
        return f"{owner.get('command', 'narrate')} (pid {owner.get('pid')} on {owner.get('host')}, since {owner.get('since')})"
    except (OSError, ValueError, AttributeError, InputError, RecursionError):  # (JSON nested past the limit)
        return "another narrate process"


def _write_note(note: Path, command: str) -> bool:
    """Write the holder's note; False (nothing written) when its name is no regular file of its own (a hard
    link to a file elsewhere would be overwritten). O_NOFOLLOW: a symbolic link at the name is never written
    through; O_NONBLOCK: a named pipe there with no reader fails at once instead
    of blocking the build forever (and one with a reader is not written)."""
    owner = json.dumps({"pid": os.getpid(), "host": socket.gethostname(), "command": command, "since": now_iso()})
    flags = os.O_WRONLY | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(note, flags, 0o644)
    except OSError:
        return False
    with contextlib.suppress(OSError), os.fdopen(fd, "w", encoding="utf-8") as handle:
        status = os.fstat(fd)
        # A second hard link to it: the file lives elsewhere too (a user's file linked in), so it is no note.
        if not stat.S_ISREG(status.st_mode) or status.st_nlink > 1:
            return False
        handle.truncate(0)
        handle.write(owner)
    return True
