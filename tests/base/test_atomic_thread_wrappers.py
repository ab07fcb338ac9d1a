"""narrate.atomic's wrappers of Thread.start, ThreadPoolExecutor.submit and _thread.start_new_thread, beside an
application that wraps them too (review s12 harden H1, L5), and the two ways round the hold that review found: a
pool's initializer (M1) and a thread started through _thread (M2)."""

from __future__ import annotations

import _thread
import functools
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

import pytest

from narrate import atomic
from narrate.errors import OutputError


@pytest.fixture(autouse=True)
def _as_found() -> Iterator[None]:
    """Each test leaves the three attributes as it found them (it puts its own wrappers on top of narrate's)."""
    start, submit, raw = threading.Thread.start, ThreadPoolExecutor.submit, _thread.start_new_thread
    yield
    threading.Thread.start = start  # type: ignore[method-assign]
    ThreadPoolExecutor.submit = submit  # type: ignore[method-assign]
    _thread.start_new_thread = raw
    with atomic._HOLDING:
        atomic._release_start()


def _traced_submit(calls: list[str]) -> Callable[..., Future[object]]:
    """A wrapper of submit as OpenTelemetry's ThreadingInstrumentor puts one: it calls whatever was there."""
    inner: Callable[..., Future[object]] = ThreadPoolExecutor.submit

    @functools.wraps(inner)
    def traced(
        self: ThreadPoolExecutor, fn: Callable[..., object], /, *args: object, **kwargs: object
    ) -> Future[object]:
        calls.append("submit")
        return inner(self, fn, *args, **kwargs)

    return traced


def test_a_wrapper_an_application_puts_over_narrates_never_recurses(tmp_path: Path) -> None:
    """Review s12 harden H1: narrate loaded a plug-in (its wrappers stayed), the application wrapped submit, and
    the next publication took that wrapper for the original: narrate's called theirs, theirs narrate's, and every
    pool of the process failed with RecursionError. Two publications with the foreign wrapper in between: every
    pool still answers, through the application's wrapper each time, and the publication's job is still held."""
    calls: list[str] = []
    with atomic._loading():
        pass
    ThreadPoolExecutor.submit = _traced_submit(calls)  # type: ignore[method-assign,assignment]
    for _ in range(2):
        with atomic.confined(tmp_path), ThreadPoolExecutor(1) as pool:
            with pytest.raises(OutputError, match="lies outside"):
                pool.submit(atomic.write_bytes, tmp_path.parent / "outside.txt", b"x").result(10)
        with ThreadPoolExecutor(1) as pool:
            assert pool.submit(lambda: 42).result(10) == 42
    assert calls.count("submit") == 4
    assert not (tmp_path.parent / "outside.txt").exists()


def test_an_applications_wrapper_of_thread_start_stays_when_narrate_lets_go(tmp_path: Path) -> None:
    """Review s12 harden H1 (low): an application's Thread.start wrapper on top of narrate's was overwritten at the
    next publication and then dropped for the start captured at import. It stays, and still runs."""
    started: list[str] = []
    with atomic.confined(tmp_path):
        pass
    inner = threading.Thread.start

    def instrumented(self: threading.Thread) -> None:
        started.append(self.name)
        inner(self)

    threading.Thread.start = instrumented  # type: ignore[method-assign]
    with atomic.confined(tmp_path):
        thread = threading.Thread(target=lambda: None, name="inside")
        thread.start()
        thread.join()
    assert threading.Thread.start is instrumented
    after = threading.Thread(target=lambda: None, name="after")
    after.start()
    after.join()
    assert started == ["inside", "after"]


def test_loading_a_plugin_that_starts_no_thread_leaves_nothing_wrapped() -> None:
    """Review s12 harden L5: _loading() installed narrate's wrappers for the process's life although the docs say
    they are put back once no thread of a plug-in's is alive."""
    start, submit, raw = threading.Thread.start, ThreadPoolExecutor.submit, _thread.start_new_thread
    with atomic._loading():
        pass
    assert threading.Thread.start is start
    assert ThreadPoolExecutor.submit is submit
    assert _thread.start_new_thread is raw


def test_a_thread_a_pools_initializer_starts_is_held(tmp_path: Path) -> None:
    """Review s12 harden M1: a pool's initializer ran outside the hold (its worker is started for the held job but
    runs other work, so it is not held itself), and a thread it started wrote after the block ended. The
    initializer runs held to the submitter's bounds, so its own write outside is refused, and so is its thread's
    write after the block."""
    outcomes: list[str] = []

    def late() -> None:
        time.sleep(0.3)
        try:
            atomic.write_bytes(tmp_path / "late.txt", b"mine")
            outcomes.append("wrote")
        except OutputError as exc:
            outcomes.append(str(exc))

    def initializer() -> None:
        try:
            atomic.write_bytes(tmp_path.parent / "outside-init.txt", b"mine")
        except OutputError as exc:
            outcomes.append(str(exc))
        threading.Thread(target=late).start()

    pool = ThreadPoolExecutor(1, initializer=initializer)
    with atomic.confined(tmp_path):
        pool.submit(lambda: None).result(10)
    pool.shutdown()
    deadline = time.monotonic() + 10
    while len(outcomes) < 2 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert len(outcomes) == 2 and "lies outside" in outcomes[0] and "after its publish() returned" in outcomes[1]
    assert not (tmp_path / "late.txt").exists() and not (tmp_path.parent / "outside-init.txt").exists()
    assert pool._initializer is initializer


def test_a_thread_started_through_thread_module_is_held(tmp_path: Path) -> None:
    """Review s12 harden M2: a thread started with _thread.start_new_thread in a block wrote outside its folder (a
    threading.Thread doing the same was refused). It is held as its starter, in the block and after it."""
    outcomes: list[str] = []
    done = threading.Event()
    hooked: list[BaseException | None] = []
    previous = threading.excepthook
    threading.excepthook = lambda args: hooked.append(args.exc_value)
    try:

        def write(path: Path, then: float) -> None:
            time.sleep(then)
            try:
                atomic.write_bytes(path, b"mine")
                outcomes.append("wrote")
            except OutputError as exc:
                outcomes.append(str(exc))
            finally:
                if then:
                    done.set()

        with atomic.confined(tmp_path):
            inside = threading.Event()

            def first() -> None:
                write(tmp_path.parent / "outside.txt", 0)
                inside.set()

            _thread.start_new_thread(first, ())
            inside.wait(10)
            _thread.start_new_thread(write, (tmp_path / "late.txt", 0.3))
            _thread.start_new_thread(atomic.write_bytes, (tmp_path.parent / "raised.txt", b"x"))
        done.wait(10)
        time.sleep(0.1)
    finally:
        threading.excepthook = previous
    assert "lies outside" in outcomes[0] and "after its publish() returned" in outcomes[1], outcomes
    assert len(hooked) == 1 and "nothing written" in str(hooked[0])  # a refusal left to raise: threading's hook
    assert not (tmp_path.parent / "outside.txt").exists() and not (tmp_path / "late.txt").exists()
    assert not (tmp_path.parent / "raised.txt").exists()
