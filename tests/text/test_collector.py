"""text.collector: the collector runs less often while the text stage runs, and is put back as it was after."""

from __future__ import annotations

import gc
import threading

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
