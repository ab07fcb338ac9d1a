"""The Edge stand-in against the stock edge-tts client.

These tests pin down two things narrate relies on: that the stand-in speaks the
wire format well enough for the *real* ``edge_tts.Communicate`` (so narrate's
tests exercise real client code), and how that client reacts to each injected
fault - in particular the quiet drop, which the client does not report.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import aiohttp
import edge_tts
import imageio_ffmpeg
import pytest
from edge_tts.exceptions import NoAudioReceived

from edge_standin import (
    FRAME_BYTES,
    TICKS_PER_FRAME,
    EdgeStandIn,
    render,
    split_sentences,
)
from helpers import mp3_info
from narrate.voice.engines import edge_redirect
from narrate.voice.engines.base import EngineFailure, FailureKind
from narrate.voice.engines.edge import messages
from patience import PATIENCE

VOICE = "zh-TW-HsiaoChenNeural"
ZH_TEXT = "你好，世界。這是一個測試！第三句話？Hello world."


@pytest.fixture
def srv() -> Iterator[EdgeStandIn]:
    """A running stand-in with the client pointed at it (wherever the installed release keeps its address)."""
    with EdgeStandIn(seed=0) as server:
        edge_redirect.use(server.url)
        try:
            yield server
        finally:
            edge_redirect.use("")


class Result:
    """What one Communicate.stream() produced."""

    def __init__(self, communicate: edge_tts.Communicate) -> None:
        self.communicate = communicate
        self.audio = b""
        self.boundaries: list[dict[str, Any]] = []


async def _synth(text: str, voice: str = VOICE, **kwargs: Any) -> Result:
    result = Result(edge_tts.Communicate(text, voice, **kwargs))
    async for chunk in result.communicate.stream():
        if chunk["type"] == "audio":
            result.audio += chunk["data"]
        else:
            result.boundaries.append(dict(chunk))
    return result


def synth(text: str, voice: str = VOICE, **kwargs: Any) -> Result:
    """Run the stock client to completion (or exception) on a fresh event loop."""
    return asyncio.run(_synth(text, voice, **kwargs))


def _ticks_of(audio: bytes) -> int:
    """Playing time in ticks by the client's own CBR formula (bytes * 8 * 1e7 / 48000)."""
    return len(audio) * 8 * 10_000_000 // 48_000


# --------------------------------------------------------------------------- format


def test_audio_is_edge_format_mp3(srv: EdgeStandIn, tmp_path: Path) -> None:
    audio = synth(ZH_TEXT).audio
    assert audio and len(audio) % FRAME_BYTES == 0
    # Every 144 bytes a frame header: FF F3 = sync + MPEG-2 + Layer III + no CRC;
    # 0x64 = 48 kbps (index 6) at 24 kHz (index 1), no padding; top bits of byte 4 = mono.
    for start in range(0, len(audio), FRAME_BYTES):
        header = audio[start : start + 4]
        assert header[:3] == b"\xff\xf3\x64", start
        assert header[3] >> 6 == 0b11, start
    assert b"ID3" not in audio[:10] and b"Xing" not in audio[:FRAME_BYTES] and b"Info" not in audio[:FRAME_BYTES]

    path = tmp_path / "out.mp3"
    path.write_bytes(audio)
    ffmpeg = imageio_ffmpeg.get_ffmpeg_exe()
    decoded = subprocess.run(
        [ffmpeg, "-v", "error", "-i", str(path), "-f", "null", "-"], capture_output=True, text=True
    )
    assert decoded.returncode == 0 and decoded.stderr == ""
    info = mp3_info(str(path))
    assert (info.version, info.layer, info.sample_rate, info.channels, info.bitrate) == (2, 3, 24_000, 1, 48_000)


def test_sentence_boundaries_match_text_and_audio(srv: EdgeStandIn) -> None:
    result = synth(ZH_TEXT)
    boundaries = result.boundaries
    assert [b["type"] for b in boundaries] == ["SentenceBoundary"] * 4
    assert (
        [b["text"] for b in boundaries]
        == split_sentences(ZH_TEXT)
        == [
            "你好，世界。",
            "這是一個測試！",
            "第三句話？",
            "Hello world.",
        ]
    )
    offsets = [b["offset"] for b in boundaries]
    assert offsets == sorted(offsets) and offsets[0] > 0
    for earlier, later in zip(boundaries, boundaries[1:]):
        assert earlier["offset"] + earlier["duration"] <= later["offset"]
    last = boundaries[-1]
    assert last["offset"] + last["duration"] <= _ticks_of(result.audio)
    # Duration rule: 70 ms per CJK character, 15 ms per other character.
    assert boundaries[0]["duration"] == 6 * 70 * 10_000
    assert boundaries[3]["duration"] == 12 * 15 * 10_000


def test_word_boundaries_when_asked(srv: EdgeStandIn) -> None:
    words = synth("Hello, brave world. 你好，世界和平。", boundary="WordBoundary").boundaries
    assert [w["type"] for w in words] == ["WordBoundary"] * 6
    assert [w["text"] for w in words] == ["Hello", "brave", "world", "你好", "世界", "和平"]


def test_escaped_text_round_trips_and_request_is_recorded(srv: EdgeStandIn) -> None:
    text = 'Tom & Jerry <3 "quotes"!'
    result = synth(text, "en-US-AriaNeural", rate="+20%", pitch="-5Hz", volume="-10%")
    assert result.boundaries[0]["text"] == 'Tom & Jerry <3 "quotes"!'
    (request,) = srv.requests
    assert request["text"] == text
    assert (request["voice"], request["rate"], request["pitch"], request["volume"]) == (
        "en-US-AriaNeural",
        "+20%",
        "-5Hz",
        "-10%",
    )
    assert request["outcome"] == "ok" and request["audio_bytes"] == len(result.audio)
    assert result.audio == render(text, "en-US-AriaNeural", "+20%", "-5Hz", "-10%").mp3


def test_same_request_gives_identical_bytes(srv: EdgeStandIn) -> None:
    first = synth("同一段文字。").audio
    second = synth("同一段文字。").audio
    assert first == second == srv.render("同一段文字。", VOICE).mp3
    assert synth("另一段文字。").audio != first
    assert synth("同一段文字。", rate="+50%").audio != first
    assert synth("同一段文字。", "zh-CN-XiaoxiaoNeural").audio != first


def test_voice_list(srv: EdgeStandIn) -> None:
    voices = asyncio.run(edge_tts.list_voices())
    assert {v["ShortName"] for v in voices} == {
        "zh-TW-HsiaoChenNeural",
        "zh-CN-XiaoxiaoNeural",
        "en-US-AriaNeural",
        "ja-JP-NanamiNeural",
        "ko-KR-SunHiNeural",
    }
    manager = asyncio.run(edge_tts.VoicesManager.create())
    assert [v["ShortName"] for v in manager.find(Locale="ja-JP")] == ["ja-JP-NanamiNeural"]


# --------------------------------------------------------------------------- faults


def test_empty_answer_raises_no_audio(srv: EdgeStandIn) -> None:
    srv.empty_rate = 1.0
    with pytest.raises(NoAudioReceived):
        synth("沒有聲音。")
    assert srv.requests[0]["outcome"] == "empty"


@pytest.mark.parametrize(("outcome", "status"), [("refuse_429", 429), ("refuse_503", 503)])
def test_refusal_is_a_handshake_error(srv: EdgeStandIn, outcome: str, status: int) -> None:
    srv.fail_next(outcome)
    with pytest.raises(aiohttp.WSServerHandshakeError) as caught:
        synth("被拒絕。")
    assert caught.value.status == status
    assert srv.refusals == [status] and srv.requests == []
    assert synth("被拒絕。").audio  # the script is used up; the retry succeeds


def test_refusal_rate(srv: EdgeStandIn) -> None:
    srv.refuse_429_rate = 1.0
    with pytest.raises(aiohttp.WSServerHandshakeError) as caught:
        synth("太多請求。")
    assert caught.value.status == 429


@pytest.mark.parametrize("drop_mode", ["close", "abort"])
def test_quiet_drop_is_not_reported_by_the_client(srv: EdgeStandIn, drop_mode: str) -> None:
    """THE trap narrate must detect.

    When the connection ends after some audio but before ``turn.end``, the stock
    client just stops iterating: no exception (it only raises NoAudioReceived
    when *no* audio came), and the caller gets a truncated MP3. What the public
    stream does give away: the boundaries come with the audio they time, so the
    dropped answer's stop before the end of its text.
    """
    full = synth(ZH_TEXT, boundary="WordBoundary")

    srv.drop_mode = drop_mode
    srv.fail_next("drop")
    dropped = synth(ZH_TEXT, boundary="WordBoundary")  # does not raise
    assert 0 < len(dropped.audio) < len(full.audio)
    assert full.audio.startswith(dropped.audio)
    assert 0 < len(dropped.boundaries) < len(full.boundaries)
    assert dropped.boundaries == full.boundaries[: len(dropped.boundaries)]
    assert srv.requests[-1]["outcome"] == "drop"


def test_truncation_is_silent_and_looks_complete_to_the_client(srv: EdgeStandIn) -> None:
    """Truncation ends with a normal turn.end: only the audio length (or missing boundaries) gives it away."""
    expected = srv.render(ZH_TEXT, VOICE)
    srv.fail_next("truncate")
    result = synth(ZH_TEXT)
    assert len(result.audio) == round(expected.frame_count * 0.3) * FRAME_BYTES
    assert len(result.boundaries) < len(expected.sentences)
    assert all(b["offset"] // TICKS_PER_FRAME < len(result.audio) // FRAME_BYTES for b in result.boundaries)


def test_a_silent_answer_is_bounded_by_narrate_whatever_the_release(srv: EdgeStandIn) -> None:
    """Communicate(receive_timeout=...) does not bound a websocket's silence before edge-tts 7.4 (aiohttp resets
    the read timeout after the upgrade): a server that accepts and goes silent would hang the client forever.
    narrate reads the stream with its own bound on the silence between messages."""
    srv.hang = True

    async def bounded() -> None:
        async for _ in messages(edge_tts.Communicate("等不到。", VOICE, receive_timeout=60), 0.5):
            pass

    with pytest.raises(EngineFailure) as caught:
        asyncio.run(asyncio.wait_for(bounded(), PATIENCE))
    assert caught.value.kind is FailureKind.TIMEOUT
    assert srv.requests[0]["outcome"] == "hang"


def test_fates_depend_on_text_and_attempt_not_on_arrival_order(srv: EdgeStandIn) -> None:
    srv.drop_rate = 0.5
    texts = [f"第{n}句。" for n in range(8)]

    async def run_all(order: list[str]) -> None:
        await asyncio.gather(*(_synth(t) for t in order))

    def fates() -> dict[tuple[str, int], str]:
        return {(r["text"], r["attempt"]): r["outcome"] for r in srv.requests}

    for text in texts:  # attempts 0, sequentially
        synth(text)
    asyncio.run(run_all(texts[::-1]))  # attempts 1, concurrently, reversed
    first = fates()
    assert len(first) == 16 and {"ok", "drop"} <= set(first.values())

    assert srv.wait_idle()
    srv.reset_counters()
    asyncio.run(run_all(texts[3:] + texts[:3]))
    for text in texts:
        synth(text)
    assert fates() == first


# --------------------------------------------------------------------------- counters


def test_max_concurrent_counts_simultaneous_websockets(srv: EdgeStandIn) -> None:
    srv.latency_ms = 300

    async def run_many() -> list[Result]:
        return await asyncio.gather(*(_synth(f"並行{n}。") for n in range(5)))

    results = asyncio.run(run_many())
    assert all(r.audio for r in results)
    assert srv.max_concurrent == 5 and srv.connections_total == 5
    assert srv.wait_idle() and srv.current == 0

    srv.reset_counters()
    srv.latency_ms = 0
    synth("一個。")
    assert srv.wait_idle()
    synth("兩個。")
    assert srv.max_concurrent == 1 and srv.connections_total == 2
    assert [r["text"] for r in srv.requests] == ["一個。", "兩個。"]


# --------------------------------------------------------------------------- as a process


def test_standalone_process_prints_ready_and_serves() -> None:
    script = Path(__file__).parent.parent / "edge_standin.py"
    env = {**os.environ, "PYTHONWARNINGS": "error"}
    proc = subprocess.Popen(
        [sys.executable, str(script), "--port", "0", "--latency-ms", "10"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline().strip()
        assert line.startswith("ready ws://127.0.0.1:"), line
        base = line.split(" ", 1)[1]
        port = int(base.rsplit(":", 1)[1])
        edge_redirect.use(base)
        try:
            # Same bytes as an in-process render: nothing depends on per-process hash salt.
            assert synth("跨行程。").audio == render("跨行程。", VOICE).mp3
        finally:
            edge_redirect.use("")
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/_standin/stats", timeout=PATIENCE) as response:
            stats = json.load(response)
        assert stats["connections_total"] == 1 and stats["requests"][0]["outcome"] == "ok"
    finally:
        proc.terminate()
        _, stderr = proc.communicate(timeout=PATIENCE)
    assert proc.returncode == 0, stderr


@pytest.mark.parametrize("body", [b"not json", b"[" * 200_000 + b"]" * 200_000])
def test_a_voice_list_that_is_no_json_is_malformed(body: bytes, monkeypatch: pytest.MonkeyPatch) -> None:
    """Not JSON, or JSON nested past the recursion limit (a RecursionError traceback once): a MALFORMED list."""
    import http.server
    import threading

    from narrate.voice.engines.edge import ENV_URL, list_voices

    class Answer(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: Any) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Answer)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    monkeypatch.setenv(ENV_URL, f"ws://127.0.0.1:{server.server_address[1]}")
    try:
        with pytest.raises(EngineFailure) as caught:
            asyncio.run(list_voices())
    finally:
        edge_redirect.use("")
        server.shutdown()
        server.server_close()
    assert caught.value.kind is FailureKind.MALFORMED, caught.value
