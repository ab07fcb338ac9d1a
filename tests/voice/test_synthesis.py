"""Synthesis against the loopback Edge stand-in: the real edge-tts client, real MP3 frames, injected faults."""

from __future__ import annotations

import asyncio
import hashlib
import os
import subprocess
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

from edge_standin import EdgeStandIn
from narrate.audio.loudness import ffmpeg_exe
from narrate.audio.model import ChunkAudio, SynthesisResult
from narrate.audio.mp3 import EDGE_FORMAT, audio_frames, parse_header
from narrate.config import Voice, load_config
from narrate.errors import ChunkFailed, ServiceUnreachable
from narrate.text.article import read_article
from narrate.text.script import build_script
from narrate.voice.cache import ChunkCache
from narrate.voice.engines.base import EngineFailure, FailureKind, SpeechRequest
from narrate.voice.engines.edge import EdgeEngine
from narrate.voice.engines.espeak import EspeakEngine
from narrate.voice.merge import JOINER
from narrate.voice.synthesize import RetryPolicy, Synthesizer
from patience import PATIENCE

FAST = RetryPolicy(attempts=6, base_delay=0.01, max_delay=0.05, request_timeout=PATIENCE)

ARTICLE = """---
title: 測試文章
lang: zh-hant
---

第一段，談 GPU 的錯誤。這是第二句。

第二段：記憶體的 ECC 計數。

## 小節

- 第一項
- 第二項

最後一段。
"""


def write_article(folder: Path, text: str = ARTICLE, name: str = "post.md") -> Path:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def synthesize(path: Path, synthesizer: Synthesizer) -> SynthesisResult:
    config = load_config()
    script = build_script(read_article(path), config)
    return asyncio.run(synthesizer.synthesize(script))


def edge_synthesizer(
    cache_dir: Path, *, concurrency: int = 8, policy: RetryPolicy = FAST, fallback: bool = False, merge: bool = True
) -> Synthesizer:
    return Synthesizer(
        EdgeEngine(),
        ChunkCache(cache_dir),
        concurrency=concurrency,
        policy=policy,
        fallback=EspeakEngine() if fallback else None,
        merge=merge,
    )


def sent_chunks(standin: EdgeStandIn, known: frozenset[str] = frozenset()) -> list[str]:
    """The chunk texts the stand-in was asked for (a merged request holds several, each but the last
    with a full stop if it had none: merge.request_texts); `known` chunk texts are taken as they are."""
    from narrate.voice.merge import stop_for

    def own(text: str, last: bool) -> str:
        return text[:-1] if not last and text[-1:] and stop_for(text[:-1]) == text[-1] else text

    return [
        text if text in known else own(text, n == len(said) - 1)
        for r in standin.requests
        for said in [r["text"].split(JOINER)]
        for n, text in enumerate(said)
    ]


def chunk_bytes(result: SynthesisResult) -> list[bytes]:
    return [c.path.read_bytes() for c in result.chunks]


@pytest.mark.parametrize("merge", [True, False])
def test_every_chunk_is_asked_for_once_then_never(standin: EdgeStandIn, tmp_path: Path, merge: bool) -> None:
    path = write_article(tmp_path)
    first = synthesize(path, edge_synthesizer(tmp_path / "cache", merge=merge))
    texts = [c.text for c in build_script(read_article(path), load_config()).chunks]
    assert sorted(sent_chunks(standin, frozenset(texts))) == sorted(texts)
    if merge:  # adjacent chunks travel together: fewer requests than chunks
        assert len(standin.requests) < len(first.chunks)
    else:
        assert len(standin.requests) == len(first.chunks)
    assert not any(c.cached for c in first.chunks)

    standin.reset_counters()
    again = synthesize(path, edge_synthesizer(tmp_path / "cache"))
    assert standin.requests == []
    assert all(c.cached for c in again.chunks)
    assert chunk_bytes(again) == chunk_bytes(first)


def test_an_edited_paragraph_sends_only_its_chunks(standin: EdgeStandIn, tmp_path: Path) -> None:
    path = write_article(tmp_path)
    synthesize(path, edge_synthesizer(tmp_path / "cache"))
    standin.reset_counters()
    write_article(tmp_path, ARTICLE.replace("第二段：記憶體的 ECC 計數。", "第二段：改寫過的內容。"))
    synthesize(path, edge_synthesizer(tmp_path / "cache"))
    assert [r["text"] for r in standin.requests] == ["第二段：改寫過的內容。"]


def test_faults_are_retried_and_audio_matches_a_clean_run(standin: EdgeStandIn, tmp_path: Path) -> None:
    text = ARTICLE + "\n" + "\n\n".join(f"補充段落第{i}號，說明更多細節。" for i in range(30)) + "\n"
    path = write_article(tmp_path, text)
    clean = chunk_bytes(synthesize(path, edge_synthesizer(tmp_path / "clean")))
    clean_requests = len(standin.requests)
    standin.reset_counters()
    standin.drop_rate, standin.empty_rate = 0.3, 0.1
    standin.fail_next("drop", count=2)  # some of each for certain, however few requests the article needs
    standin.fail_next("empty")
    faulty = synthesize(
        path,
        edge_synthesizer(
            tmp_path / "faulty",
            policy=RetryPolicy(attempts=12, base_delay=0.01, max_delay=0.05, request_timeout=PATIENCE),
        ),
    )
    outcomes = [r["outcome"] for r in standin.requests]
    assert "drop" in outcomes and "empty" in outcomes, outcomes
    assert len(outcomes) > clean_requests
    # Merged requests are asked for again whole, so every piece is cut from the same answer.
    assert chunk_bytes(faulty) == clean


def test_the_quiet_drop_is_noticed(standin: EdgeStandIn, tmp_path: Path) -> None:
    """The stock client returns partial audio without an error when the socket closes early: the answer's
    words, which come with the audio they time, stop before the end of its text."""
    engine = EdgeEngine()
    request = SpeechRequest("這一句會在中途被切斷，然後重試。", Voice("zh-TW-HsiaoChenNeural"), "zh-hant")
    standin.fail_next("drop")
    with pytest.raises(EngineFailure) as caught:
        asyncio.run(engine.synthesize(request))
    assert caught.value.kind is FailureKind.TRUNCATED
    speech = asyncio.run(engine.synthesize(request))
    assert len(audio_frames(speech.audio)) > 10


def test_silent_truncation_is_a_failure(standin: EdgeStandIn) -> None:
    engine = EdgeEngine()
    request = SpeechRequest(
        "這一句話的聲音會被截短到只剩三成，必須被發現並且重試。", Voice("zh-TW-HsiaoChenNeural"), "zh-hant"
    )
    standin.fail_next("truncate")
    with pytest.raises(EngineFailure) as caught:
        asyncio.run(engine.synthesize(request))
    assert caught.value.kind is FailureKind.TRUNCATED


def test_throttling_is_classified_and_backs_off_longer(standin: EdgeStandIn) -> None:
    engine = EdgeEngine()
    request = SpeechRequest("Hello there.", Voice("en-US-AriaNeural"), "en")
    standin.fail_next("refuse_429")
    with pytest.raises(EngineFailure) as caught:
        asyncio.run(engine.synthesize(request))
    assert caught.value.kind is FailureKind.THROTTLED
    policy = RetryPolicy(base_delay=1.0, max_delay=100)
    import random

    rng = random.Random(1)
    plain = [policy.delay(3, FailureKind.DROPPED, rng) for _ in range(50)]
    throttled = [policy.delay(3, FailureKind.THROTTLED, rng) for _ in range(50)]
    assert all(2.0 <= d <= 4.0 for d in plain)  # 4 s ceiling, equal jitter
    assert min(throttled) >= max(plain)


def test_a_hang_times_out(standin: EdgeStandIn, tmp_path: Path) -> None:
    standin.hang = True
    path = write_article(tmp_path, "---\ntitle: T\nlang: en\n---\n\nOne short paragraph.\n")
    policy = RetryPolicy(attempts=2, base_delay=0.01, request_timeout=0.5)
    with pytest.raises(ChunkFailed, match="timed out"):
        synthesize(path, edge_synthesizer(tmp_path / "cache", policy=policy))


def test_a_chunk_that_keeps_failing_fails_the_article_and_keeps_the_rest(standin: EdgeStandIn, tmp_path: Path) -> None:
    path = write_article(tmp_path)
    standin.fail_next("empty", count=6, match="最後一段")  # every attempt of this run
    cache_dir = tmp_path / "cache"
    policy = RetryPolicy(attempts=3, base_delay=0.01)
    with pytest.raises(ChunkFailed) as caught:
        synthesize(path, edge_synthesizer(cache_dir, policy=policy))
    message = str(caught.value)
    assert "最後一段" in message and "no audio" in message and "3 attempts" in message
    # Its merged request kept failing, so its chunks went one by one: only the failing one is missing.
    total = len(build_script(read_article(path), load_config()).chunks)
    assert ChunkCache(cache_dir).stats().entries == total - 1
    # The next run sends only the missing chunk.
    standin.reset_counters()
    synthesize(path, edge_synthesizer(cache_dir, policy=policy))
    assert [r["text"] for r in standin.requests] == ["最後一段。"]


def test_the_concurrency_cap_holds(standin: EdgeStandIn, tmp_path: Path) -> None:
    standin.latency_ms = 80
    text = "---\ntitle: T\nlang: en\n---\n\n" + "\n\n".join(f"Paragraph number {i} says a thing." for i in range(24))
    path = write_article(tmp_path, text)
    synthesize(path, edge_synthesizer(tmp_path / "cache", concurrency=3, merge=False))
    assert standin.max_concurrent == 3
    assert standin.connections_total >= 24


def test_service_down_edge_raises_unreachable(tmp_path: Path) -> None:
    path = write_article(tmp_path)
    with pytest.raises(ServiceUnreachable, match="cannot reach"):
        synthesize(path, edge_synthesizer(tmp_path / "cache"))


def test_service_down_auto_falls_back_to_espeak(tmp_path: Path) -> None:
    warnings: list[str] = []
    synthesizer = Synthesizer(
        EdgeEngine(), ChunkCache(tmp_path / "cache"), policy=FAST, fallback=EspeakEngine(), warn=warnings.append
    )
    result = synthesize(write_article(tmp_path), synthesizer)
    assert result.engine == "espeak" and result.voice == "cmn"
    assert len(warnings) == 1 and "cannot be reached" in warnings[0]
    for chunk in result.chunks:
        assert audio_frames(chunk.path.read_bytes())  # Edge's format, or audio_frames raises


def test_a_corrupt_cache_entry_is_synthesized_again(standin: EdgeStandIn, tmp_path: Path) -> None:
    path = write_article(tmp_path)
    cache_dir = tmp_path / "cache"
    # One request per chunk, so the chunk asked for again alone is the same audio as before.
    first = synthesize(path, edge_synthesizer(cache_dir, merge=False))
    victim = first.chunks[2].path
    original = victim.read_bytes()
    victim.write_bytes(original[: len(original) // 2] + b"\x00garbage")
    standin.reset_counters()
    cache = ChunkCache(cache_dir)
    again = synthesize(path, Synthesizer(EdgeEngine(), cache, policy=FAST))
    assert len(standin.requests) == 1  # alone: its neighbours are cached
    assert cache.rejected == 1
    assert again.chunks[2].path.read_bytes() == original


@pytest.mark.parametrize(
    "lang,voice,text",
    [
        ("zh-hant", "cmn", "記憶體錯誤需要儘快處理。"),
        ("zh-hans", "cmn", "内存错误需要尽快处理。"),
        ("en", "en-us", "Memory errors need attention soon."),
    ],
)
def test_offline_engine_makes_edge_format_mp3(lang: str, voice: str, text: str, tmp_path: Path) -> None:
    speech = asyncio.run(
        EspeakEngine().synthesize(SpeechRequest(text, Voice("x", settings=(("espeak_voice", voice),)), lang))
    )
    frames = audio_frames(speech.audio)
    assert len(frames) > 20
    header = parse_header(frames[0])
    assert header is not None and header.format == EDGE_FORMAT
    out = tmp_path / "x.mp3"
    out.write_bytes(speech.audio)
    decoded = subprocess.run(
        [ffmpeg_exe(), "-v", "error", "-i", str(out), "-f", "s16le", "-"], capture_output=True, check=True
    )
    assert decoded.stderr == b""
    assert len(decoded.stdout) == len(frames) * 576 * 2


@pytest.mark.skipif(not os.environ.get("NARRATE_LIVE"), reason="set NARRATE_LIVE=1 to reach the real Edge service")
def test_live_edge_service(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("NARRATE_EDGE_URL")
    engine = EdgeEngine()
    for lang, voice, text in (
        ("zh-hant", "zh-TW-HsiaoChenNeural", "你好，這是一個測試。"),
        ("zh-hans", "zh-CN-XiaoxiaoNeural", "你好，这是一个测试。"),
    ):
        speech = asyncio.run(engine.synthesize(SpeechRequest(text, Voice(voice), lang)))
        assert len(audio_frames(speech.audio)) > 20
        assert hashlib.sha256(speech.audio).hexdigest()


class _StallingDownService:
    """An engine for a service that is down: most connects fail at once, some stall (a DNS timeout)."""

    name = "edge"
    version = "test"

    def __init__(self) -> None:
        self.calls = 0
        self.stalled = 0  # connects that sat in their "DNS timeout"
        self.stopped = 0  # of those, the ones narrate cancelled rather than waited out

    def check_voice(self, lang: str, settings: Mapping[str, Any]) -> list[tuple[str, str]]:
        return []

    def voice_id(self, request: SpeechRequest) -> str:
        return request.voice.name

    async def synthesize(self, request: SpeechRequest):
        self.calls += 1
        if self.calls % 3 == 0:
            self.stalled += 1
            try:
                await asyncio.sleep(PATIENCE)  # a stall no run could sit out
            except asyncio.CancelledError:
                self.stopped += 1
                raise
        raise EngineFailure(FailureKind.CONNECT, "Name or service not known")

    async def aclose(self) -> None:
        return None


def test_fallback_does_not_wait_for_stalled_connects(tmp_path: Path) -> None:
    import time

    text = ARTICLE + "\n" + "\n\n".join(f"第{i}段。" for i in range(30)) + "\n"
    path = write_article(tmp_path, text)
    warnings: list[str] = []
    service = _StallingDownService()
    synthesizer = Synthesizer(
        service, ChunkCache(tmp_path / "cache"), policy=FAST, fallback=EspeakEngine(), warn=warnings.append
    )
    started = time.monotonic()
    result = synthesize(path, synthesizer)
    assert result.engine == "espeak" and len(warnings) == 1
    # Every stalled connect was stopped, none waited out (which would take PATIENCE seconds).
    assert service.stalled >= 1 and service.stopped == service.stalled
    assert time.monotonic() - started < PATIENCE


def test_a_shared_chunk_survives_the_owner_being_stopped(tmp_path: Path) -> None:
    """Article A owns the request for a chunk B shares; A is stopped (its service is unreachable): B goes on."""

    class Slow:
        name, version = "espeak", "test"

        def check_voice(self, lang: str, settings: Mapping[str, Any]) -> list[tuple[str, str]]:
            return []

        def voice_id(self, request: SpeechRequest) -> str:
            return "v"

        async def synthesize(self, request: SpeechRequest):
            asked.set()
            await answer.wait()
            return await EspeakEngine().synthesize(request)

        async def aclose(self) -> None:
            return None

    asked, answer = asyncio.Event(), asyncio.Event()

    async def scenario() -> ChunkAudio:
        synthesizer = Synthesizer(Slow(), ChunkCache(tmp_path / "cache"), policy=FAST)
        request = SpeechRequest("A shared closing line.", Voice("en-US-AriaNeural"), "en")
        owner = asyncio.ensure_future(synthesizer._chunk(synthesizer.engine, request, 0, 1))
        await asyncio.wait_for(asked.wait(), PATIENCE)  # the owner's request is with the engine
        asked.clear()
        sharer = asyncio.ensure_future(synthesizer._chunk(synthesizer.engine, request, 0, 1))
        await asyncio.sleep(0)  # one turn of the loop: the sharer runs until it waits on the owner's request
        owner.cancel()
        answer.set()
        return await sharer

    audio = asyncio.run(scenario())
    assert audio.frames > 10


def test_a_connection_goes_to_the_next_request_while_the_answer_is_measured(
    standin: EdgeStandIn, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """One connection: each answer's measuring (after its last byte) waits until the service has the next
    request. Were the slot held until the answer is measured, cut and stored, no next request would come
    while it waits, and every answer but the last would report none."""
    from narrate.voice.metering import StreamMeter

    measure = StreamMeter.levels
    seen: list[bool] = []

    async def slow_levels(self: StreamMeter, frames: list[int]):
        before = len(standin.requests)
        for _ in range(200):  # up to 10 s for the next request to reach the service
            if len(standin.requests) > before:
                break
            await asyncio.sleep(0.05)
        seen.append(len(standin.requests) > before)
        return await measure(self, frames)

    monkeypatch.setattr(StreamMeter, "levels", slow_levels)
    path = write_article(tmp_path)
    result = synthesize(path, edge_synthesizer(tmp_path / "cache", concurrency=1, merge=False))
    assert len(standin.requests) == len(result.chunks) == len(seen) >= 4
    assert seen == [True] * (len(seen) - 1) + [False]
    assert standin.max_concurrent == 1  # still one connection at a time
