"""Threads an installed plug-in publisher starts, run by the command: a write refused in one it left running is the
command's failure (its one line, and exit 1); one it started when it was loaded is held as its own."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import NamedTuple

import pytest

from helpers import OFFLINE_VOICES, write

_PLUGIN = """\
import threading, time
from narrate import atomic


class Lingering:
    name = "lingering"

    def publish(self, site):
        path = site.layout.root / "en" / "TARGET"
        threading.Thread(target=lambda: (time.sleep(0.5), atomic.write_bytes(path, b"mine"))).start()
        return []
"""


_RUN = ("-c", "from narrate.cli import run; run()")  # the console script's way in (its exit handler)


class Plugged(NamedTuple):
    done: subprocess.CompletedProcess[str]
    errors: list[str]
    out: Path


def _plugin(root: Path, target: str, code: str = _PLUGIN) -> dict[str, str]:
    """An installed plug-in publisher (a dist-info with its entry point) on a search path of its own, whose thread
    writes `target` (in the output's en/) half a second after publish() returned."""
    write(root / "narrate_lingering" / "__init__.py", code.replace("TARGET", target))
    info = root / "narrate_lingering-0.1.dist-info"
    write(info / "METADATA", "Metadata-Version: 2.1\nName: narrate-lingering\nVersion: 0.1\n")
    write(info / "entry_points.txt", "[narrate.publishers]\nlingering = narrate_lingering:Lingering\n")
    write(info / "RECORD", "")
    return {"PYTHONPATH": os.pathsep.join(filter(None, [str(root), os.environ.get("PYTHONPATH")]))}


def _build_with(root: Path, code: str, target: str = "feed.xml", *, entry: tuple[str, ...] = _RUN) -> Plugged:
    """A one-article blog under `root` built (in a child process, by `entry`) with the plug-in of `code`
    installed: what the command printed and returned, and the output folder."""
    write(root / "voices.yaml", OFFLINE_VOICES)
    write(root / "content" / "one.md", "---\ntitle: One\nlang: en\n---\n\nA paragraph worth saying.\n")
    env = _plugin(root / "plug", target, code)
    out = root / "out"
    done = subprocess.run(
        [sys.executable, *entry, "build", str(root / "content"), "--out", str(out)],
        cwd=root,
        capture_output=True,
        text=True,
        env={**os.environ, **env, "NO_COLOR": "1"},
        timeout=300,
    )
    errors = [line for line in done.stderr.splitlines() if line.startswith("narrate: error:")]
    return Plugged(done, errors, out)


@pytest.mark.parametrize("target", ["feed.xml", "../../outside.txt"])
def test_a_threads_refused_write_makes_the_command_exit_1(tmp_path: Path, target: str) -> None:
    """Review s11 harden L5: a plug-in's thread that wrote after its publish() returned was refused in one
    `narrate: error:` line, but the command still exited 0 (the build had succeeded), though the contract's 0
    means all good and CI reads only the code. The command's exit code now says a write was refused."""
    done, errors, out = _build_with(tmp_path, _PLUGIN, target)
    assert len(errors) == 1 and "after its publish() returned" in errors[0], done.stderr
    assert "Traceback" not in done.stderr
    assert done.returncode == 1, done.stderr
    assert b"mine" not in (out / "en" / "feed.xml").read_bytes() and not (tmp_path / "outside.txt").exists()


_FED = """\
import queue, threading
from narrate import atomic

JOBS = queue.Queue()
DONE = []


def _work():
    while True:
        job = JOBS.get()
        try:
            job()
            DONE.append("wrote")
        except Exception as exc:
            DONE.append(str(exc))


threading.Thread(target=_work, daemon=True).start()  # at import: before any publication


class Lingering:
    name = "lingering"

    def publish(self, site):
        root = site.layout.root
        for path in (root / "en" / "feed.xml", root / "en" / "lingering.txt"):
            done = threading.Event()
            JOBS.put(lambda path=path: atomic.write_bytes(path, b"mine"))
            JOBS.put(done.set)
            done.wait(10)
        (root.parent / "outcomes.txt").write_text(repr(DONE[:2]))
        return []
"""


def test_a_worker_a_plugin_started_when_it_was_loaded_is_held_as_its_own(tmp_path: Path) -> None:
    """A plug-in that starts a worker thread at import and hands it its writes through a queue: the worker is the
    plug-in's (started while narrate loaded it), so it may write in the output but not over narrate's feed, as the
    plug-in itself — now that a thread unrelated to a publication is no longer held merely for writing during
    one (review s11 harden M2)."""
    done, _, out = _build_with(tmp_path, _FED, "", entry=("-m", "narrate"))
    assert "Traceback" not in done.stderr, done.stderr
    outcomes = (tmp_path / "outcomes.txt").read_text()
    assert "is narrate's own file" in outcomes and "'wrote'" in outcomes, outcomes
    assert b"mine" not in (out / "en" / "feed.xml").read_bytes()
    assert (out / "en" / "lingering.txt").read_bytes() == b"mine"


_POOLED = """\
import threading, time
from concurrent.futures import ThreadPoolExecutor
from narrate import atomic

POOL = ThreadPoolExecutor(1)  # at import: a pool of the plug-in's own, alive before any publication


def _late(path):
    time.sleep(0.5)
    atomic.write_bytes(path, b"mine")


class Lingering:
    name = "lingering"

    def publish(self, site):
        path = site.layout.root / "en" / "TARGET"
        HOW
        return []
"""


@pytest.mark.parametrize(
    "how",
    [
        "POOL.submit(_late, path)",  # review s12 harden L1: the refusal went to a Future nobody read
        # M1: a pool's initializer started a thread that wrote after publish() returned
        "ThreadPoolExecutor(1, initializer=lambda: threading.Thread(target=_late, args=(path,)).start())"
        ".submit(lambda: None).result()",
    ],
    ids=["pool-job", "pool-initializer"],
)
def test_a_late_write_refused_in_a_plugins_pool_is_said_and_exits_1(tmp_path: Path, how: str) -> None:
    """Review s12 harden L1 and M1: a late write of a plug-in's pool job was refused but said nothing (its
    exception went to its Future) and the command exited 0; one started by a pool's initializer was not refused at
    all and wrote over narrate's feed. Both are refused, said in one line, and the command exits 1."""
    done, errors, out = _build_with(tmp_path, _POOLED.replace("HOW", how))
    assert len(errors) == 1 and "after its publish() returned" in errors[0], done.stderr
    assert "Traceback" not in done.stderr
    assert done.returncode == 1, done.stderr
    assert b"mine" not in (out / "en" / "feed.xml").read_bytes()
