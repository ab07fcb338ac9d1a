"""Edge's requests through the worker process (narrate.voice.edge_worker): the same answers, the same
failures, and never a way to fail that asking in this process would not have.

Each test says which way it asks (NARRATE_EDGE_WORKER=1: a worker wherever one can start; 0: never),
since whether a run starts one on its own depends on what this test process has imported.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from edge_standin import EdgeStandIn
from narrate.config import Voice
from narrate.errors import ConfigError
from narrate.voice import edge_worker
from narrate.voice.engines.base import EngineFailure, FailureKind, SpeechRequest
from narrate.voice.engines.edge import EdgeEngine
from narrate.voice.synthesize import RetryPolicy
from patience import PATIENCE
from test_synthesis import FAST, chunk_bytes, edge_synthesizer, synthesize, write_article

pytestmark = pytest.mark.skipif(os.name != "posix", reason="the worker runs on POSIX systems only")

SENTENCE = SpeechRequest("這一句經由另一個行程送出。", Voice("zh-TW-HsiaoChenNeural"), "zh-hant")


@pytest.fixture
def worker(monkeypatch: pytest.MonkeyPatch) -> Iterator[edge_worker.Worker]:
    """A running worker, stopped after the test."""
    monkeypatch.setenv(edge_worker.ENV_WORKER, "1")
    edge_worker.start()
    started = edge_worker.running()
    assert started is not None
    yield started
    edge_worker.stop()


def test_answers_through_the_worker_are_the_answers_asked_for_here(
    standin: EdgeStandIn, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every chunk of an article, merged requests and all, byte for byte as in one process."""
    path = write_article(tmp_path)
    monkeypatch.setenv(edge_worker.ENV_WORKER, "0")
    here = chunk_bytes(synthesize(path, edge_synthesizer(tmp_path / "here")))
    asked_here = len(standin.requests)
    standin.reset_counters()
    monkeypatch.setenv(edge_worker.ENV_WORKER, "1")
    edge_worker.start()
    worker = edge_worker.running()
    assert worker is not None
    try:
        there = chunk_bytes(synthesize(path, edge_synthesizer(tmp_path / "there")))
        assert worker.asked and edge_worker.running() is worker  # it was the worker that asked
    finally:
        edge_worker.stop()
    assert there == here and len(standin.requests) == asked_here


def test_boundaries_and_audio_arrive_as_they_stream(standin: EdgeStandIn, worker: edge_worker.Worker) -> None:
    heard: list[bytes] = []
    answer = asyncio.run(EdgeEngine()._ask(SENTENCE.text, SENTENCE, heard.append))
    assert worker.asked
    assert len(heard) > 1 and b"".join(heard) == answer.audio  # piece by piece, as the meter is fed
    assert "".join(w.text for w in answer.words) == SENTENCE.text.rstrip("。")  # word by word, as asked
    assert answer.sentences == []


@pytest.mark.parametrize(
    ("outcome", "kind"),
    [("drop", FailureKind.TRUNCATED), ("empty", FailureKind.NO_AUDIO), ("refuse_429", FailureKind.THROTTLED)],
)
def test_failures_are_told_by_the_same_rules(
    standin: EdgeStandIn, worker: edge_worker.Worker, outcome: str, kind: FailureKind
) -> None:
    standin.fail_next(outcome)
    with pytest.raises(EngineFailure) as caught:
        asyncio.run(EdgeEngine().synthesize(SENTENCE))
    assert caught.value.kind is kind
    assert worker.asked and edge_worker.running() is worker  # a failed request leaves the worker serving


def test_a_voice_edge_tts_refuses_is_the_same_config_error(worker: edge_worker.Worker) -> None:
    request = SpeechRequest("一句。", Voice("zh-TW-HsiaoChenNeural", rate="fast"), "zh-hant")
    with pytest.raises(ConfigError) as there:
        asyncio.run(EdgeEngine()._ask(request.text, request))
    edge_worker.stop()
    with pytest.raises(ConfigError) as here:
        asyncio.run(EdgeEngine()._ask(request.text, request))
    assert str(there.value) == str(here.value) and there.value.key == here.value.key == "languages.zh-hant.voice"


def test_a_request_given_up_on_is_cancelled_in_the_worker(standin: EdgeStandIn, worker: edge_worker.Worker) -> None:
    """A request is given up on while the service hangs on it: the worker drops that job and serves the next.

    The request is given up on only once the stand-in holds it (an event, not a deadline): on a busy machine a
    0.5 s deadline could pass before the request left, and the hang then caught the next request instead."""
    standin.fail_next("hang")

    async def given_up() -> None:
        task = asyncio.ensure_future(EdgeEngine()._ask(SENTENCE.text, SENTENCE))
        deadline = time.monotonic() + PATIENCE
        while not any(r["outcome"] == "hang" for r in standin.requests):
            assert time.monotonic() < deadline and not task.done(), "the hanging request never reached the stand-in"
            await asyncio.sleep(0.01)
        task.cancel()
        await task

    with pytest.raises(asyncio.CancelledError):
        asyncio.run(given_up())
    assert standin.wait_idle(PATIENCE)  # its connection was closed: the job was cancelled, not left hanging

    async def next_one() -> bytes:
        answer = await asyncio.wait_for(EdgeEngine()._ask(SENTENCE.text, SENTENCE), PATIENCE)
        return bytes(answer.audio)

    assert asyncio.run(next_one()) and edge_worker.running() is worker


def test_a_worker_that_ended_leaves_the_requests_to_this_process(
    standin: EdgeStandIn, tmp_path: Path, worker: edge_worker.Worker
) -> None:
    path = write_article(tmp_path)
    expected = chunk_bytes(synthesize(path, edge_synthesizer(tmp_path / "expected")))
    worker.process.kill()
    worker.process.wait()
    result = synthesize(
        path,
        edge_synthesizer(
            tmp_path / "after",
            policy=RetryPolicy(attempts=3, base_delay=0.01, max_delay=0.05, request_timeout=PATIENCE),
        ),
    )
    assert chunk_bytes(result) == expected
    assert edge_worker.running() is None


def test_a_worker_killed_mid_answer_fails_only_that_attempt(
    standin: EdgeStandIn, tmp_path: Path, worker: edge_worker.Worker
) -> None:
    """Killed while a request streams: that request is asked again (in this process), the run completes."""
    standin.chunk_delay_ms = 20  # slow enough to be mid-answer when the worker dies
    path = write_article(tmp_path)

    async def run() -> list[bytes]:
        from narrate.config import load_config
        from narrate.text.article import read_article
        from narrate.text.script import build_script

        script = build_script(read_article(path), load_config())
        task = asyncio.ensure_future(edge_synthesizer(tmp_path / "cache", policy=FAST).synthesize(script))
        while not standin.current:
            await asyncio.sleep(0.01)
        worker.process.kill()
        return chunk_bytes(await task)

    audio = asyncio.run(run())
    assert audio and all(audio)
    assert edge_worker.running() is None


def test_an_answer_cut_off_by_the_worker_s_end_is_a_failed_attempt_not_half_a_meter(
    standin: EdgeStandIn, worker: edge_worker.Worker
) -> None:
    """The pieces of an answer already heard went to the loudness meter: the attempt fails (and is
    asked again whole, with a meter of its own) instead of going on here with the meter half fed."""
    standin.chunk_delay_ms = 50
    heard: list[bytes] = []

    def listen(piece: bytes) -> None:
        heard.append(piece)
        if len(heard) == 1:
            worker.process.kill()

    with pytest.raises(EngineFailure) as caught:
        asyncio.run(EdgeEngine()._ask(SENTENCE.text, SENTENCE, listen))
    assert caught.value.kind is FailureKind.DROPPED and "worker" in caught.value.detail
    fresh: list[bytes] = []
    audio = asyncio.run(EdgeEngine()._ask(SENTENCE.text, SENTENCE, fresh.append)).audio  # asked here, whole
    assert b"".join(fresh) == audio and edge_worker.running() is None


def test_a_worker_that_fails_as_a_whole_says_why_and_this_process_asks(
    standin: EdgeStandIn, worker: edge_worker.Worker
) -> None:
    """Its answers come on a pipe of their own, and its last words too: what broke it is kept."""
    audio = asyncio.run(EdgeEngine()._ask(SENTENCE.text, SENTENCE)).audio  # the reader is running
    assert worker._send({"op": "ask"})  # a job without its number: the worker's loop fails
    worker.process.wait(timeout=PATIENCE)
    worker._reader.join(timeout=PATIENCE)
    assert worker.failure is not None and "KeyError" in worker.failure
    assert edge_worker.running() is None
    again = asyncio.run(EdgeEngine()._ask(SENTENCE.text, SENTENCE)).audio  # asked here now
    assert again == audio


def test_the_worker_is_wanted_only_where_it_helps(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(edge_worker.ENV_WORKER, "0")
    assert not edge_worker.wanted()
    monkeypatch.setenv(edge_worker.ENV_WORKER, "1")
    assert edge_worker.wanted()
    monkeypatch.delenv(edge_worker.ENV_WORKER)
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0}, raising=False)
    assert not edge_worker.wanted()  # one core: the two imports would only take turns
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 1}, raising=False)
    monkeypatch.setitem(sys.modules, "edge_tts", sys.modules.get("edge_tts") or object())
    assert not edge_worker.wanted()  # already imported here: asking here costs nothing to start
    monkeypatch.delitem(sys.modules, "edge_tts")
    assert edge_worker.wanted()


EARLY_PROBE = """
import json, os, sys
from narrate.voice import edge_spawn

started_early = edge_spawn.start_early
def start_early():
    before = {name: name in sys.modules for name in ("typer", "asyncio", "narrate.config", "narrate.text.script")}
    started_early()
    started = edge_spawn._EARLY[-1].process
    from narrate.voice import edge_worker
    edge_worker.start()  # the run's engine adopts the worker started early
    print(json.dumps({**before, "adopted": edge_worker.running().process is started}), flush=True)
    edge_worker.stop()
    os._exit(0)

edge_spawn.start_early = start_early
sys.argv = ["narrate", *sys.argv[1:]]
from narrate.cli import run
try:
    run()
finally:
    print(json.dumps(None), flush=True)  # the worker was never started
"""


def probe_start(args: list[str], **env: str) -> object:
    done = subprocess.run(
        [sys.executable, "-c", EARLY_PROBE, *args],
        capture_output=True,
        text=True,
        env={**os.environ, **env},
        timeout=PATIENCE,
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_narrate_article_starts_the_worker_before_its_own_imports(tmp_path: Path) -> None:
    """`narrate ARTICLE.md` starts the worker as soon as typer has parsed the command, before any stage is
    imported, so its edge-tts import overlaps the run's own work; a command that will not ask Edge starts none."""
    post = write_article(tmp_path)
    out = str(tmp_path / "out")
    # Before asyncio and the configuration too: the worker's own import of edge-tts waits for nothing.
    first = {"typer": True, "asyncio": False, "narrate.config": False, "narrate.text.script": False, "adopted": True}
    assert probe_start([str(post), "--out", out], NARRATE_EDGE_WORKER="1") == first
    assert probe_start([str(post), "--engine", "edge", "--out", out], NARRATE_EDGE_WORKER="1") == first
    assert probe_start(["episode", str(post), "--out", out], NARRATE_EDGE_WORKER="1") == first  # the same parse
    # Not before the imports: other engines, other commands (a build starts it as it parses).
    for args in ([str(post), "--engine", "espeak", "--out", out], ["script", str(post)], [str(post), "--help"]):
        assert probe_start(args, NARRATE_EDGE_WORKER="1") is None, args


def test_a_worker_started_early_that_nothing_asked_ends_with_the_run(monkeypatch: pytest.MonkeyPatch) -> None:
    """Started before voices.yaml is read, the worker may never be asked (another engine, an unchanged
    article): the run's end kills it, as it does an adopted one."""
    from narrate.voice import edge_spawn
    from narrate.voice.engines import release

    monkeypatch.setenv(edge_spawn.ENV_WORKER, "1")
    edge_spawn.start_early()
    early = edge_spawn._EARLY[-1].process
    assert early.poll() is None
    release()
    assert early.poll() is not None and edge_spawn.adopt() is None
