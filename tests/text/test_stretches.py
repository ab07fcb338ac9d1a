"""A long article's blocks said in stretches by forked children (text.forks, script._say_blocks): the same script.

Each article here is made of random excerpts of the golden fixtures (every language, footnotes, cues, formulas,
blocks in another language, headings), read once, and its script built twice: every block said in this process,
and the blocks cut into stretches, each after the first said by a forked child. The two scripts must be equal,
chunk for chunk, chapter for chapter and account for account; and the children must have said their stretches
(a test in which no child ran would hold nothing). Speed is measured by benchmarks/pathological.py, never here.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import narrate
from helpers import write
from narrate.text import forks, script

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "prose"


def _excerpts() -> dict[str, list[str]]:
    """Each fixture's Markdown inputs, by the fixture's language (the file name's first part)."""
    out: dict[str, list[str]] = {}
    for path in sorted(FIXTURES.glob("*.txt")):
        parts = path.read_text(encoding="utf-8").split("\n.\n")
        # (name, markdown, expected) per case: the Markdown is every third part from the second.
        out.setdefault(path.name.split(".")[0], []).extend(p.strip("\n") for p in parts[1::3] if p.strip())
    return out


EXCERPTS = _excerpts()


def _name(work: Any) -> str:
    """The name of the function a fork runs (a partial's)."""
    return str(getattr(getattr(work, "func", work), "__name__", ""))


def _kept(seen: list[Any], value: Any) -> Any:
    """`value`, kept in `seen` on its way (what a wrapped call returned)."""
    seen.append(value)
    return value


def _built(path: Path, config: Any, stretches: int) -> tuple[Any, int, int]:
    """The script of the article at `path`, its blocks cut into up to `stretches` (1: all said here), how many
    stretches it was cut into, and how many of them children said."""
    said = 0
    cut: list[list[tuple[int, int]]] = []
    result, stretched = forks.Child.result, script._stretches

    def counted(self: Any) -> Any:
        nonlocal said
        value = result(self)
        said += value is not None
        return value

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(script, "_STRETCH_WORK", 1)
        patch.setattr(forks, "spare_cores", lambda: stretches - 1)
        patch.setattr(forks.Child, "result", counted)
        patch.setattr(script, "_stretches", lambda blocks: _kept(cut, stretched(blocks)))
        return narrate.build_script(narrate.read_article(path), config), len(cut[0]), said


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    lang=st.sampled_from(sorted(EXCERPTS)),
    picks=st.lists(st.integers(min_value=0, max_value=10_000), min_size=4, max_size=14),
    stretches=st.integers(min_value=2, max_value=4),
)
def test_stretches_said_by_children_give_the_script_said_here(
    tmp_path: Path, lang: str, picks: list[int], stretches: int
) -> None:
    cases = EXCERPTS[lang]
    body = "\n\n".join(cases[n % len(cases)] for n in picks)
    path = write(tmp_path / "article.md", f"---\ntitle: Stretches\nlang: {lang}\n---\n\n{body}\n")
    config = narrate.load_config()
    here, _, _ = _built(path, config, 1)
    there, cut, said = _built(path, config, stretches)
    assert said == cut - 1  # a child said every stretch after the first
    assert there == here
    assert repr(there.accounts) == repr(here.accounts)


def test_four_stretches_and_a_stretch_a_child_could_not_say_is_said_here(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    body = "\n\n".join(EXCERPTS["en"][:30])
    path = write(tmp_path / "article.md", f"---\ntitle: Stretches\nlang: en\n---\n\n{body}\n")
    config = narrate.load_config()
    here, _, _ = _built(path, config, 1)
    there, cut, said = _built(path, config, 4)
    assert (cut, said) == (4, 3) and there == here
    monkeypatch.setattr(forks.Child, "result", lambda self: forks.Child.stop(self))  # every child "failed"
    monkeypatch.setattr(script, "_STRETCH_WORK", 1)
    monkeypatch.setattr(forks, "spare_cores", lambda: 3)
    assert narrate.build_script(narrate.read_article(path), config) == here


def test_a_child_gives_its_value_or_none(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(forks, "spare_cores", lambda: 1)
    child = forks.fork(lambda: ("value", os.getpid()))
    assert child is not None
    value = child.result()
    assert value is not None and value[0] == "value" and value[1] != os.getpid()  # computed in another process
    raising = forks.fork(lambda: 1 / 0)
    assert raising is not None and raising.result() is None
    dying = forks.fork(lambda: os._exit(3))
    assert dying is not None and dying.result() is None


def test_a_child_reaped_by_another_gives_none_and_its_pipe_is_closed_once(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(forks, "spare_cores", lambda: 1)
    child = forks.fork(lambda: "value")
    assert child is not None
    os.waitpid(child.pid, 0)  # a host's SIGCHLD handler reaped it first
    assert child.result() is None  # (was ChildProcessError: the whole article failed)
    reading, writing = os.pipe()  # the numbers the child's pipe had, most likely
    try:
        child.stop()
        os.fstat(reading)  # still open: stop closed nothing of another's
        os.fstat(writing)
    finally:
        os.close(reading)
        os.close(writing)


_IGNORED = """
import os, signal, sys
signal.signal(signal.SIGCHLD, signal.SIG_IGN)
from narrate.text import forks
print(forks.spare_cores())
forks.spare_cores = lambda: 1  # forked all the same: the child is reaped by the kernel as it ends
child = forks.fork(lambda: "value")
print(child.result(), child.stop())
"""


def test_sigchld_ignored_forks_no_child_and_a_child_lost_so_is_said_here() -> None:
    import subprocess
    import sys

    run = subprocess.run([sys.executable, "-c", _IGNORED], capture_output=True, text=True, timeout=60, check=False)
    assert (run.returncode, run.stdout.split()) == (0, ["0", "None", "None"]), run.stderr


def test_a_fork_leaves_the_hosts_freeze_as_it_found_it(monkeypatch: pytest.MonkeyPatch) -> None:
    import gc

    monkeypatch.setattr(forks, "spare_cores", lambda: 1)
    gc.freeze()  # the host froze its own objects (a preforked server)
    try:
        frozen = gc.get_freeze_count()
        made = [[n] for n in range(1_000)]  # objects of the host's, made after its freeze
        child = forks.fork(lambda: len(made))
        assert gc.get_freeze_count() == frozen  # (was: everything alive frozen for good)
        assert child is not None and child.result() == 1_000
    finally:
        gc.unfreeze()
    child = forks.fork(lambda: 1)
    assert gc.get_freeze_count() == 0  # nothing frozen: frozen for the fork and thawed at once
    assert child is not None and child.result() == 1


def test_no_child_where_forking_is_not_safe(monkeypatch: pytest.MonkeyPatch) -> None:
    import threading

    monkeypatch.setattr(threading, "active_count", lambda: 2)  # another thread could hold a lock
    assert forks.spare_cores() == 0
    assert forks.fork(lambda: 1) is None


def test_a_short_article_is_one_stretch_a_long_one_one_per_core(monkeypatch: pytest.MonkeyPatch) -> None:
    from narrate.text.model import Block, Segment

    monkeypatch.setattr(forks, "spare_cores", lambda: 1)
    words = Block("paragraph", (Segment("Words."),))
    assert script._stretches([words] * 500) == [(0, 500)]
    assert script._stretches([words] * 5_000) == [(0, 2_500), (2_500, 5_000)]
    monkeypatch.setattr(forks, "spare_cores", lambda: 0)
    assert script._stretches([words] * 5_000) == [(0, 5_000)]


@settings(max_examples=25, deadline=None)
@given(lang=st.sampled_from(sorted(EXCERPTS)), picks=st.lists(st.integers(min_value=0, max_value=10_000), min_size=4))
def test_judges_run_by_a_child_give_the_check_run_here(lang: str, picks: list[int]) -> None:
    from narrate.text import check

    cases = EXCERPTS[lang]
    body = "\n\n".join(cases[n % len(cases)] for n in picks)
    with tempfile.TemporaryDirectory() as tmp:
        path = write(Path(tmp) / "article.md", f"---\ntitle: Judges\nlang: {lang}\n---\n\n{body}\n")
        article, config = narrate.read_article(path), narrate.load_config()
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(forks, "spare_cores", lambda: 0)
            here = check.check_article(article, config)
        sent: list[Any] = []
        result, fork = forks.Child.result, forks.fork
        works: list[str] = []
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(check, "_APART_CHUNKS", 1)
            patch.setattr(forks, "spare_cores", lambda: 1)
            patch.setattr(forks.Child, "result", lambda self: _kept(sent, result(self)))
            patch.setattr(forks, "fork", lambda work: _kept(works, _name(work)) and fork(work))
            there = check.check_article(article, config)
        with pytest.MonkeyPatch.context() as patch:  # every child "failed": all judged here
            patch.setattr(check, "_APART_CHUNKS", 1)
            patch.setattr(forks, "spare_cores", lambda: 1)
            patch.setattr(forks.Child, "result", lambda self: forks.Child.stop(self))
            failed = check.check_article(article, config)
    # (a child rendered the page and another judged it, unless the script could not be built)
    assert ("_page_items" in works and "shown_unsaid" in works and all(v is not None for v in sent)) or here.error
    assert there == here == failed
