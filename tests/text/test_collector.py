"""text.collector: the collector runs less often while the text stage runs, and is put back as it was after."""

from __future__ import annotations

import gc
import threading
from pathlib import Path
from typing import Any

import pytest

from helpers import write
from narrate import load_config, read_article
from narrate.text import check
from narrate.text.collector import FEWER, fewer_collections, paced


def test_the_threshold_is_raised_inside_and_put_back_after_even_when_nested_or_failing() -> None:
    before = gc.get_threshold()
    assert before[0] < FEWER
    with fewer_collections():
        assert gc.get_threshold() == (FEWER, *before[1:])
        with fewer_collections():
            assert gc.get_threshold()[0] == FEWER
        assert gc.get_threshold()[0] == FEWER  # the outer stage still runs
    assert gc.get_threshold() == before

    @paced
    def failing() -> None:
        assert gc.get_threshold()[0] == FEWER
        raise KeyError("x")

    try:
        failing()
    except KeyError:
        pass
    assert gc.get_threshold() == before


def test_stages_in_threads_share_one_raise() -> None:
    before = gc.get_threshold()
    inside, go_on = threading.Event(), threading.Event()

    def stage() -> None:
        with fewer_collections():
            inside.set()
            go_on.wait(30)

    worker = threading.Thread(target=stage)
    worker.start()
    inside.wait(30)
    with fewer_collections():
        pass
    assert gc.get_threshold()[0] == FEWER  # the thread's stage has not ended: not put back under it
    go_on.set()
    worker.join(30)
    assert gc.get_threshold() == before


def test_collection_turned_off_by_the_caller_stays_off() -> None:
    before = gc.get_threshold()
    gc.set_threshold(0)
    try:
        with fewer_collections():
            assert gc.get_threshold()[0] == 0
    finally:
        gc.set_threshold(*before)


def test_what_is_alive_is_frozen_inside_and_thawed_after() -> None:
    assert gc.get_freeze_count() == 0
    alive = [object()]
    with fewer_collections():
        frozen = gc.get_freeze_count()
        assert frozen > 0  # (the objects alive at the start: not walked by the stage's collections)
        with fewer_collections():
            assert gc.get_freeze_count() == frozen  # nested: frozen once
    assert gc.get_freeze_count() == 0
    assert alive


def test_what_is_alive_once_settled_is_frozen_to_the_stage_end() -> None:
    from narrate.text.collector import settled

    settled()
    assert gc.get_freeze_count() == 0  # outside a stage: nothing
    with fewer_collections():
        before = gc.get_freeze_count()
        parsed = [[n] for n in range(1000)]  # alive to the stage's end
        settled()
        assert gc.get_freeze_count() >= before + len(parsed)
    assert gc.get_freeze_count() == 0


def test_the_listening_check_is_paced_to_its_last_judge(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """check_article is paced as reading and scripting are: its judges, after the script is built, allocate as much
    again, and each full collection walked the article, its script and its page, all alive to the end (on a 100 KB
    task list in a fresh process, five of them: a tenth of the check's CPU). Its judges run with the collector paced
    and what was alive frozen, and all is put back after; the state is read, never timed."""
    article = read_article(write(tmp_path / "post.md", "---\ntitle: Tasks\nlang: en\n---\n\n- [ ] one\n- [x] two\n"))
    seen: list[tuple[int, int]] = []
    judge = check._page_doubts

    def recorded(*args: Any, **kwargs: Any) -> Any:
        seen.append((gc.get_threshold()[0], gc.get_freeze_count()))
        return judge(*args, **kwargs)

    monkeypatch.setattr(check, "_page_doubts", recorded)
    before = gc.get_threshold()
    report = check.check_article(article, load_config())
    assert report.chunks and len(seen) == 1
    # (was the default threshold, nothing frozen: the script's pacing had ended before the judges)
    assert seen[0][0] == FEWER and seen[0][1] > 0
    assert gc.get_threshold() == before and gc.get_freeze_count() == 0  # (put back as it was)
