"""Microsoft Edge's online neural voices, through edge-tts's public API.

One ``edge_tts.Communicate`` per request (a chunk, or adjacent chunks merged), its
``stream()`` read for audio and word boundaries; ``list_voices`` for the voice list; its
exceptions (and aiohttp's, which it lets through) told apart by :func:`_failure`. Nothing
else of edge-tts is used here: no module constant, no ``Communicate.state``. So a new
edge-tts release that keeps that API works unchanged. The one place that reaches inside is
the redirect to NARRATE_EDGE_URL, for tests and proxies (:mod:`.edge_redirect`).

An answer is judged by what the public stream gives, audio and boundaries. The service sends
each word's boundary with the audio that says it, so an answer cut off early — edge-tts returns
the audio it got, without an error, when the service closes the websocket before the end (a
"quiet drop") — has no boundaries for the end of its text, or audio that stops before its last
word ends: either is a truncation (TRUNCATED), asked for again. Anything in the answer edge-tts
cannot read (metadata that is not JSON, a frame without headers…) is MALFORMED, asked for again
as an empty answer is.

edge-tts and aiohttp are imported when a request is made, not with this module:
checking voices.yaml (``narrate script``) needs only :func:`check_edge_voice`.
"""

from __future__ import annotations

import contextlib
import functools
import json
import math
import os
import re
import threading
from collections.abc import AsyncGenerator, AsyncIterator, Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final
from urllib.parse import urlsplit

from narrate import installed
from narrate.config import edge_voice_problem
from narrate.errors import ConfigError, Mp3FormatError

from .base import (
    Boundary,
    EngineFailure,
    FailureKind,
    Speech,
    SpeechRequest,
    VoiceProblem,
    expected_max_seconds,
    expected_min_seconds,
)

if TYPE_CHECKING:
    from narrate.voice.edge_worker import Worker
    from narrate.voice.merge import Piece
    from narrate.voice.metering import StreamMeter

__all__ = [
    "ENV_URL",
    "Answer",
    "EdgeEngine",
    "check_edge_voice",
    "communicate",
    "list_voices",
    "messages",
    "service_base",
    "voice_problem",
]

ENV_URL = "NARRATE_EDGE_URL"  # where tests and proxies point edge-tts (edge_redirect: the one place that does)
TICKS_PER_SECOND = 10_000_000
# Edge voice short names, in the shape of every name on the service's list: language, an
# optional script (iu-Latn-CA), region, an optional dialect (zh-CN-liaoning), then a name of
# letters and digits: zh-TW-HsiaoChenNeural, en-US-AndrewMultilingualNeural. Nothing else
# passes (a quote would reach the SSML that edge-tts builds around the name).
VOICE_RE = re.compile(
    r"^[a-z]{2,3}(?:-[A-Z][a-z]{3})?-(?:[A-Z]{2}|\d{3})(?:-[a-z]{2,20})?-[A-Z][A-Za-z0-9]{0,60}Neural\Z"
)
FRAME_BYTES = 144  # one frame of Edge's format (MPEG-2 Layer III, 24 kHz, 48 kbps, mono)
_PERCENT_RE = re.compile(r"^[+-]\d{1,3}%$")
_HERTZ_RE = re.compile(r"^[+-]\d{1,4}Hz$")
#: What narrate asks the service for (edge-tts's `boundary`): words; the sentences are made
#: from them (narrate.voice.words). A service that sends sentences anyway is taken at its word.
BOUNDARY: Final = "WordBoundary"
_KINDS = ("SentenceBoundary", "WordBoundary")


# A boundary past a day of audio, or text past a chunk's
# size many times over, is no answer to a chunk.
_MAX_TICKS = 24 * 3600 * TICKS_PER_SECOND
_MAX_BOUNDARY_TEXT = 20_000
#: Spoken characters an answer's words may leave unplaced at the end of its
#: text and still be whole (a last word or two the service said its own way),
#: when the audio goes on past the last of them: more is an answer cut off.
_UNSAID_SLACK = 8
#: The least silence after its last word a whole answer has (seconds; the service ends every answer
#: in a pause): audio that stops sooner, with text left unsaid, was cut off after that word.
_LEAST_TAIL = 0.2
#: Audio that keeps an answer going must come at least this fast (seconds of speech per second waited, after
#: the first `receive_timeout`): the service streams speech many times faster than it is spoken, and a
#: drip (a frame every few seconds, each within the silence bound) held a try to its whole `timeout`.
_SLOWEST_AUDIO = 0.25
#: Bytes of one second of the audio narrate asks for (edge-tts's 24 kHz, 48 kbit/s MP3).
_AUDIO_BYTES_PER_SECOND = 6000


def _boundary(message: Mapping[str, Any]) -> Boundary:
    """One boundary of the service's metadata, checked: a bad one is a malformed answer (asked for again)."""
    offset, duration, text = message.get("offset"), message.get("duration"), message.get("text")
    for value in (offset, duration):
        if (
            not isinstance(value, (int, float))
            or isinstance(value, bool)
            or not math.isfinite(value)
            or not 0 <= value <= _MAX_TICKS
        ):
            raise EngineFailure(FailureKind.MALFORMED, f"boundary metadata with an impossible time ({value!r})")
    if not isinstance(text, str) or len(text) > _MAX_BOUNDARY_TEXT:
        raise EngineFailure(FailureKind.MALFORMED, "boundary metadata without usable text")
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate: no file, tag or JSON can hold it
        raise EngineFailure(FailureKind.MALFORMED, "boundary text that is not valid Unicode") from None
    assert isinstance(offset, (int, float)) and isinstance(duration, (int, float))
    return Boundary(offset=offset / TICKS_PER_SECOND, duration=duration / TICKS_PER_SECOND, text=text)


@dataclass
class Answer:
    """One request's answer as it streams in: its audio, and the sentence and word boundaries reported."""

    audio: bytearray
    sentences: list[Boundary]
    words: list[Boundary]

    def take(self, message: Mapping[str, Any]) -> bytes | None:
        """Keep one of edge-tts's messages; the audio it carried (None for a boundary)."""
        kind = message.get("type")
        if kind == "audio":
            data = message.get("data")
            if not isinstance(data, bytes):
                raise EngineFailure(FailureKind.MALFORMED, "an audio message without bytes")
            self.audio += data
            return data
        if kind in _KINDS:
            (self.sentences if kind == "SentenceBoundary" else self.words).append(_boundary(message))
        return None


def voice_problem(name: str) -> str | None:
    """Why `name` is not an Edge voice name, or None if it looks like one."""
    if VOICE_RE.match(name):
        return None
    return f"{name!r} is not an Edge voice name (like zh-TW-HsiaoChenNeural); `narrate voices --lang LANG` lists them"


def check_edge_voice(settings: Mapping[str, Any], lang: str = "") -> list[VoiceProblem]:
    """What Edge cannot use in one language's settings: a voice that is not in Edge's list (narrate's
    snapshot, so this holds offline) or speaks another language, and rate/pitch/volume syntax."""
    problems: list[VoiceProblem] = []
    name = str(settings.get("voice", ""))
    # Edge's list first: a name it knows in another
    # spelling ("zh-tw-yunjheneural") is told its spelling.
    problem = edge_voice_problem(name, lang or None)
    if problem and " in another spelling" not in problem:
        problem = voice_problem(name) or problem
    if problem:
        problems.append(("voice", problem))
    rate = str(settings.get("rate", "+0%"))
    pitch = str(settings.get("pitch", "+0Hz"))
    volume = str(settings.get("volume", "+0%"))
    if not _PERCENT_RE.match(rate):
        problems.append(("rate", f"expected a signed percentage like '+10%' or '-5%', got {rate!r}"))
    if not _PERCENT_RE.match(volume):
        problems.append(("volume", f"expected a signed percentage like '+0%', got {volume!r}"))
    if not _HERTZ_RE.match(pitch):
        problems.append(("pitch", f"expected signed hertz like '+0Hz' or '-2Hz', got {pitch!r}"))
    return problems


def service_base(base_url: str | None) -> str:
    """`base_url` (ws://host:port, http(s)://…, or host:port) as a ws(s) base URL; "" for the real service.

    Raises ConfigError for a URL that cannot be used (NARRATE_EDGE_URL is named in the message).
    """
    if not base_url:
        return ""
    base = base_url.rstrip("/")
    try:
        parsed = urlsplit(base if "://" in base else "ws://" + base)
        parsed.port  # noqa: B018  (raises ValueError for a port out of range)
        if not parsed.hostname:
            raise ValueError("no host")
    except ValueError as exc:
        raise ConfigError(
            f"{ENV_URL}={base_url!r} is not a usable websocket URL ({exc}); use the form ws://127.0.0.1:8765",
            key=ENV_URL,
        ) from None
    if base.startswith(("http://", "https://")):
        base = "ws" + base[4:]
    if not base.startswith(("ws://", "wss://")):
        base = "ws://" + base
    return base


@functools.lru_cache(maxsize=1)
def _edge_tts_version() -> str:
    """edge-tts's version from its package metadata: every cache key has it, and importing edge-tts
    (aiohttp, an SSL context) would cost a rebuild from the cache ~0.3 s for nothing."""
    found = installed.version("edge-tts")  # from its metadata folder's name (narrate.installed)
    if not found:  # run from a source tree without metadata
        import edge_tts

        return str(edge_tts.__version__)
    return found


def _import_client() -> None:
    """Import edge-tts (and aiohttp) now. A failure is left to the first request to report: a failed
    import leaves nothing in sys.modules, so that request's own import fails the same way, in its place."""
    with contextlib.suppress(Exception):
        import edge_tts  # noqa: F401


_CLIENT_LOADING: list[threading.Thread] = []  # the thread importing edge-tts, once started


def load_client_in_background() -> None:
    """Get edge-tts ready while the run reads, scripts and plans (0.2-0.3 s of imports: aiohttp, three
    SSL contexts).

    Where it can, a worker process imports it on another core and makes the requests
    (edge_worker). Elsewhere a daemon thread imports it here, once a process; a later `import
    edge_tts` in the event loop waits for the thread's import (the import lock), never imports
    twice. The thread gains little, since the import holds the interpreter lock nearly
    throughout, but it costs nothing either.
    """
    from narrate.voice import edge_worker

    edge_worker.start()
    if edge_worker.running() is None and not _CLIENT_LOADING:
        thread = threading.Thread(target=_import_client, name="narrate-edge-client", daemon=True)
        _CLIENT_LOADING.append(thread)
        thread.start()


class EdgeEngine:
    """The Edge read-aloud service as a narrate engine."""

    name = "edge"
    description = "the Edge speech service"

    def __init__(self, base_url: str | None = None, *, connect_timeout: int = 10, receive_timeout: int = 15) -> None:
        # Checked now (a bad NARRATE_EDGE_URL is one line before
        # any work); edge-tts is pointed at it per request.
        self.base = service_base(base_url if base_url is not None else os.environ.get(ENV_URL))
        self.connect_timeout = connect_timeout
        self.receive_timeout = receive_timeout  # the longest silence within an answer

    @property
    def version(self) -> str:
        """edge-tts's version (the service's voices change without one; voices are in the key)."""
        return f"edge-tts-{_edge_tts_version()}"

    def check_voice(self, lang: str, settings: Mapping[str, Any]) -> list[VoiceProblem]:
        """The voice must be an Edge Neural voice name; rate, pitch and volume in edge-tts syntax."""
        return check_edge_voice(settings, lang)

    def voice_id(self, request: SpeechRequest) -> str:
        """The Edge voice name."""
        return request.voice.name

    async def offers(self, request: SpeechRequest) -> bool | None:
        """Whether the service's voice list names the request's voice (None: no list within 10 s). Asked only
        when many requests ended with no audio before any answer (narrate.voice.retry): an unserved voice (one
        in narrate's snapshot the service no longer offers) is told from a service that closes every socket."""
        import asyncio

        try:
            voices = await asyncio.wait_for(list_voices(), 10)
        except (EngineFailure, asyncio.TimeoutError, ConfigError):
            return None
        if not voices:
            return None
        return request.voice.name in {v.get("ShortName") for v in voices}

    async def synthesize(self, request: SpeechRequest) -> Speech:
        """One request to the service; every way it can go wrong becomes an EngineFailure."""
        from narrate.audio.mp3 import EDGE_FORMAT, audio_frames
        from narrate.voice.words import sentences, spoken_words

        async with _metered() as meter:
            answer = await self._ask(request.text, request, meter.feed)
            try:
                frames = audio_frames(bytes(answer.audio), EDGE_FORMAT)
            except Mp3FormatError as exc:
                raise EngineFailure(FailureKind.BAD_AUDIO, str(exc)) from exc
            words = spoken_words(answer.words)
            said = tuple(answer.sentences) or sentences(words, request.text)
            _check_whole(len(frames), request.text, request, said, words)
            levels = await meter.levels([len(frames)])
        return Speech(b"".join(frames), said, levels[0] if levels else None, words)

    async def synthesize_merged(self, requests: Sequence[SpeechRequest]) -> list[Speech]:
        """Adjacent chunks (same voice and settings) in one request, the answer cut back per chunk at
        the sentence boundaries (see narrate.voice.merge), each chunk given its own words.

        Raises EngineFailure when the answer did not arrive whole (dropped, empty: ask
        again), merge.Unsplittable when a whole answer cannot be cut into every chunk's
        piece — its boundaries do not place every chunk, or a piece stops short of its
        text. Asking again would most likely give the same answer (the service reads the
        same text the same way), so the chunks go one request each at once instead.
        """
        import asyncio

        from narrate.audio.mp3 import EDGE_FORMAT, audio_frames
        from narrate.voice.merge import JOINER, Incomplete, Unsplittable, request_texts, split, stop_for, unstopped
        from narrate.voice.words import sentences, spoken_words

        texts = request_texts([r.text for r in requests])
        joined = JOINER.join(texts)

        def cut(audio: bytes, said: Sequence[Boundary], words: Sequence[Boundary]) -> tuple[list[Piece], int]:
            pieces = split(audio, [b for b in said if b.text.strip()], texts, words)
            return pieces, len(audio_frames(audio, EDGE_FORMAT))

        async with _metered() as meter:
            answer = await self._ask(joined, requests[0], meter.feed)
            words = spoken_words(answer.words)
            said = tuple(answer.sentences) or sentences(words, joined)
            # An answer cut off is asked for again whole, as any failed request is: a quiet drop looks the same
            # as a service that stopped short, and the pieces of one whole answer are what a clean run cuts.
            _check_whole(len(answer.audio) // FRAME_BYTES, joined, requests[0], said, words)
            try:
                # Cutting is CPU work (choosing lossless cuts, emptying borrowed frames): off the event
                # loop, which meanwhile reads the other connections' answers.
                pieces, total = await asyncio.to_thread(cut, bytes(answer.audio), said, words)
            except Mp3FormatError as exc:
                raise EngineFailure(FailureKind.BAD_AUDIO, str(exc)) from exc
            except Incomplete as exc:
                raise Unsplittable(f"the answer cannot be cut into its chunks ({exc})") from exc
            speeches = []
            for request, text, piece in zip(requests, texts, pieces):
                try:
                    _check_whole(len(piece.audio) // FRAME_BYTES, text, request, piece.boundaries, piece.words)
                except EngineFailure as exc:
                    raise Unsplittable(f"a piece of the answer does not fit its chunk ({exc.detail})") from exc
                speeches.append(
                    Speech(piece.audio, unstopped(piece.boundaries, stop_for(request.text)), words=piece.words)
                )
            starts = [piece.cut for piece in pieces] + [total]
            levels = await meter.levels([b - a for a, b in zip(starts, starts[1:])])
        if levels is None:
            return speeches
        return [Speech(s.audio, s.boundaries, measured, s.words) for s, measured in zip(speeches, levels)]

    async def _ask(self, text: str, request: SpeechRequest, listen: Callable[[bytes], None] | None = None) -> Answer:
        """The service's answer to `text`, read with `request`'s voice and settings (`listen` is given each
        piece of audio as it arrives); every way it can go wrong becomes an EngineFailure. Once the answer
        is in, the connection slot goes to the next request (narrate.voice.throttle.answered): cutting and
        measuring it need no connection."""
        from narrate.voice import edge_worker
        from narrate.voice.throttle import answered

        worker = edge_worker.running()
        if worker is not None:
            heard = await self._ask_worker(worker, text, request, listen)
            if heard is not None:
                answered()
                return heard
        from .edge_redirect import use

        use(self.base)
        answer = Answer(bytearray(), [], [])
        async with contextlib.aclosing(messages(self._communicate(text, request), self.receive_timeout)) as stream:
            async for message in stream:
                data = answer.take(message)
                if data is not None and listen is not None:
                    listen(data)
        answered()
        return answer

    def warm_up(self) -> None:
        """Requests are coming: import the client library in the background (see load_client_in_background)."""
        load_client_in_background()

    async def _ask_worker(
        self, worker: Worker, text: str, request: SpeechRequest, listen: Callable[[bytes], None] | None
    ) -> Answer | None:
        """:meth:`_ask` through the Edge worker process (narrate.voice.edge_worker); None if the
        worker ended before any of the answer arrived (then this process asks). A worker that ends
        mid-answer fails the attempt (DROPPED): the pieces already heard went to `listen`, so the
        answer is asked for again whole, with a meter of its own."""
        from narrate.voice import edge_worker as wire

        job = {
            "text": text,
            "voice": request.voice.name,
            "rate": request.voice.rate,
            "pitch": request.voice.pitch,
            "volume": request.voice.volume,
            "base": self.base,
            "connect_timeout": self.connect_timeout,
            "receive_timeout": self.receive_timeout,
        }
        answer = Answer(bytearray(), [], [])
        async with contextlib.aclosing(worker.ask(job)) as frames:
            async for kind, payload in frames:
                if kind == wire.AUDIO:
                    answer.take({"type": "audio", "data": payload})
                    if listen is not None:
                        listen(payload)
                elif kind == wire.BOUNDARY:
                    answer.take(json.loads(payload))
                elif kind == wire.END:
                    if json.loads(payload) != len(answer.audio):
                        raise EngineFailure(
                            FailureKind.DROPPED,
                            f"the Edge worker process passed on {len(answer.audio)} bytes of a longer answer",
                        )
                    return answer
                elif kind == wire.FAILED:
                    failure = json.loads(payload)
                    raise EngineFailure(FailureKind[failure["kind"]], failure["detail"])
                elif kind == wire.CONFIG:
                    problem = json.loads(payload)
                    if "refused" in problem:
                        raise _refused(request, problem["refused"])
                    raise ConfigError(problem["message"], key=problem["key"])
                elif kind == wire.ERROR:
                    raise RuntimeError(f"the Edge worker process failed: {json.loads(payload)}")
        if answer.audio:  # part of an answer was heard (and fed to the meter): this attempt is over, the next asks here
            raise EngineFailure(FailureKind.DROPPED, f"the Edge worker process ended after {len(answer.audio)} bytes")
        return None  # GONE before any audio: this process asks at once

    def _communicate(self, text: str, request: SpeechRequest) -> Any:
        """edge-tts's client for one request; ConfigError when it refuses the voice or prosody settings
        (no retry would change that)."""
        try:
            return communicate(
                text,
                request.voice.name,
                rate=request.voice.rate,
                pitch=request.voice.pitch,
                volume=request.voice.volume,
                connect_timeout=self.connect_timeout,
                receive_timeout=self.receive_timeout,
            )
        except ValueError as exc:
            raise _refused(request, str(exc)) from exc

    async def aclose(self) -> None:
        """Nothing to release: each request opens and closes its own connection."""


@contextlib.asynccontextmanager
async def _metered() -> AsyncIterator[StreamMeter]:
    """A meter for one answer, stopped however the answer ends."""
    from narrate.voice.metering import StreamMeter

    meter = StreamMeter()
    await meter.start()
    try:
        yield meter
    finally:
        await meter.aclose()


def _check_whole(
    frames: int, text: str, request: SpeechRequest, said: Sequence[Boundary], words: Sequence[Boundary]
) -> None:
    """Raise TRUNCATED if the answer stops short of its text — audio far shorter than the text, boundaries
    that stop before its end, or audio that ends before the last word reported does —; BAD_AUDIO if the
    audio is far longer than the text."""
    from narrate.audio.mp3 import duration_seconds
    from narrate.voice.merge import STREAM_DELAY_SAMPLES
    from narrate.voice.words import unsaid

    seconds = duration_seconds(frames)
    timed = words or said
    # Where the speech the boundaries time ends in the MP3
    # stream (which starts later by the encoder's delay).
    spoken_until = max((b.offset + b.duration for b in timed), default=0.0) + STREAM_DELAY_SAMPLES / 24_000
    left = unsaid(timed, text) or 0
    if seconds < expected_min_seconds(text, request.voice.rate):
        raise EngineFailure(FailureKind.TRUNCATED, f"{seconds:.2f}s of audio for {len(text)} characters")
    # Words time speech to the frame; a service's sentences are taken more loosely (a second).
    overrun = spoken_until - seconds > (0.024 if words else 1.0)
    cut_after = bool(words) and left > 0 and seconds - spoken_until < _LEAST_TAIL
    if overrun or cut_after or left > _UNSAID_SLACK:
        raise EngineFailure(
            FailureKind.TRUNCATED,
            f"the answer stops at {seconds:.2f}s, {left} characters before "
            f"the end of its text" + (" inside its last word" if overrun else ""),
        )
    if seconds > expected_max_seconds(text, request.voice.rate):
        raise EngineFailure(
            FailureKind.BAD_AUDIO, f"{seconds:.0f}s of audio for {len(text)} characters: far longer than the text"
        )


def communicate(
    text: str, voice: str, *, rate: str, pitch: str, volume: str, connect_timeout: int, receive_timeout: int
) -> Any:
    """edge-tts's client for one request (in this process or the worker's), asking for word boundaries;
    ValueError when edge-tts refuses the voice or a prosody setting."""
    import edge_tts

    return edge_tts.Communicate(
        text,
        voice,
        rate=rate,
        pitch=pitch,
        volume=volume,
        boundary=BOUNDARY,
        connect_timeout=connect_timeout,
        receive_timeout=receive_timeout,
    )


async def messages(client: Any, receive_timeout: float) -> AsyncGenerator[Mapping[str, Any], None]:
    """The messages of `client.stream()`, each within `receive_timeout` of the last audio (edge-tts's own
    receive timeout does not bound a websocket's silence in every release). Audio is what counts as an answer
    going on, and only while it keeps up: a service that sends a word boundary now and then and never audio,
    or a frame of audio every few seconds (each within the timeout), held a request until its whole timeout,
    and a build's breaker with it; past `receive_timeout`, audio must come at _SLOWEST_AUDIO of real time.
    Whatever goes wrong in getting them is an EngineFailure (:func:`_failure`): only what the stream raises
    is the service's doing (or edge-tts's reading of it); what the caller does with a message is not caught
    here."""
    import asyncio

    loop = asyncio.get_running_loop()
    stream = client.stream()
    pace = _Pace(loop.time(), receive_timeout)
    try:
        while True:
            try:
                message = await asyncio.wait_for(stream.__anext__(), pace.wait(loop.time()))
            except StopAsyncIteration:
                return
            except Exception as exc:
                failure = pace.failure(exc, loop.time()) or _failure(exc, receive_timeout)
                if failure is None:
                    raise
                raise (_no_connection(failure, exc) if not pace.messages else failure) from exc
            if not isinstance(message, Mapping):
                raise EngineFailure(FailureKind.MALFORMED, f"edge-tts gave a {type(message).__name__}, not a message")
            pace.messages += 1
            if message.get("type") == "audio":
                pace.heard(loop.time(), message.get("data"))
            yield message
    finally:
        await stream.aclose()


class _Pace:
    """How long :func:`messages` waits for the next message: `receive_timeout` after the last audio, and no
    longer than the audio heard so far allows at _SLOWEST_AUDIO of real time (after a first `receive_timeout`).
    A try so ended is unanswered (TIMEOUT), as a silent one is: the breaker counts it (voice.retry)."""

    def __init__(self, started: float, receive_timeout: float) -> None:
        self.started = self.last = started
        self.receive_timeout = receive_timeout
        self.audio = 0.0  # seconds of speech received
        self.messages = 0

    def heard(self, now: float, data: object) -> None:
        self.last = now
        self.audio += len(data) / _AUDIO_BYTES_PER_SECOND if isinstance(data, bytes | bytearray) else 0.0

    def _slow_until(self) -> float:
        return self.started + self.receive_timeout + self.audio / _SLOWEST_AUDIO

    def wait(self, now: float) -> float:
        return max(0.0, min(self.last + self.receive_timeout, self._slow_until()) - now)

    def failure(self, exc: Exception, now: float) -> EngineFailure | None:
        """TIMEOUT naming the pace when `exc` is the wait ending at the pace's bound, not at the silence's."""
        import asyncio

        if (
            not isinstance(exc, asyncio.TimeoutError | TimeoutError)
            or self._slow_until() >= self.last + self.receive_timeout
        ):
            return None
        return EngineFailure(
            FailureKind.TIMEOUT,
            f"{self.audio:.1f}s of audio in {now - self.started:.0f}s: slower than {_SLOWEST_AUDIO:g} of real time",
        )


def _no_connection(failure: EngineFailure, exc: Exception) -> EngineFailure:
    """A connection that closed or reset, an upgrade answered wrongly (a 101 without its key, a 200 page), or
    frames that are no websocket's, before the service sent a single message, is no connection to it (CONNECT): a relay or captive portal that
    does so every time leaves the service out of reach, and a run that never got through falls back offline
    (voice.retry) instead of trying each chunk `attempts` times. Throttling and 403 keep their kinds."""
    import aiohttp
    from edge_tts.exceptions import WebSocketError

    ended = (
        aiohttp.ClientResponseError,  # the upgrade answered wrongly, or with a response aiohttp cannot parse
        aiohttp.ServerDisconnectedError,
        aiohttp.ClientOSError,
        ConnectionError,
        WebSocketError,  # frames that are no websocket's (a relay speaking something else) before any message
    )
    if failure.kind in (FailureKind.DROPPED, FailureKind.OTHER) and isinstance(exc, ended):
        return EngineFailure(FailureKind.CONNECT, f"no answer on the connection: {failure.detail}")
    return failure


def _redirects(aiohttp: Any) -> tuple[type[BaseException], ...]:
    """aiohttp's errors for a handshake answered with a redirect it could not follow (to a ws:// address, round
    in circles): the service is not at the address asked, as for a 404 (engine auto falls back)."""
    names = ("TooManyRedirects", "InvalidUrlRedirectClientError", "NonHttpUrlRedirectClientError")
    return tuple(getattr(aiohttp, name) for name in names if hasattr(aiohttp, name))


def _refused(request: SpeechRequest, why: str) -> ConfigError:
    """edge-tts refused a request's voice or prosody settings: no retry would change that."""
    return ConfigError(
        f"Edge refuses the settings for voice {request.voice.name!r}: {why}; "
        "check voices.yaml or --voice (`narrate voices` lists the voices)",
        key=f"languages.{request.lang}.voice",
    )


#: What a failed handshake's HTTP status means; any other status is OTHER.
_HANDSHAKE_FAILURES = {
    429: (FailureKind.THROTTLED, "HTTP 429"),
    503: (FailureKind.THROTTLED, "HTTP 503"),
    403: (FailureKind.FORBIDDEN, "HTTP 403 (token or clock skew)"),
    # No speech service at that address (a proxy or relay without it, a moved endpoint): as
    # unreachable as a refused connection, so engine auto falls back.
    404: (FailureKind.CONNECT, "HTTP 404: no speech service at this address"),
    # A redirect: a websocket upgrade follows none, so the service is not at this address either.
    **{n: (FailureKind.CONNECT, f"HTTP {n}: the address redirects elsewhere") for n in (300, 301, 302, 303, 307, 308)},
}
#: What edge-tts raises when the answer is not what it can read: metadata
#: that is not JSON or lacks a key, a value of another type, a frame
#: without headers (its header parser unpacks each line at a colon), JSON
#: nested past the recursion limit (its json.loads raises RecursionError).
_UNREADABLE = (ValueError, LookupError, TypeError, AttributeError, RecursionError)


def _failure(exc: Exception, receive_timeout: float) -> EngineFailure | None:
    """The EngineFailure that `exc`, raised while talking to the service, stands for (None: not the
    service's doing, let it through). The rules are tried in order: the first whose types match wins
    (aiohttp's handshake error is a response error, edge-tts's NoAudioReceived one of its own errors)."""
    import asyncio

    import aiohttp
    from edge_tts.exceptions import EdgeTTSException, NoAudioReceived, WebSocketError

    def status(kinds: Mapping[int, tuple[FailureKind, str]], default: FailureKind, suffix: str) -> EngineFailure:
        number = getattr(exc, "status", 0)
        kind, detail = kinds.get(number, (default, f"HTTP {number}{suffix}"))
        return EngineFailure(kind, detail)

    def unreadable() -> EngineFailure:
        return EngineFailure(FailureKind.MALFORMED, f"{type(exc).__name__}: {_plain_reason(exc)}"[:200])

    rules: list[tuple[tuple[type[BaseException], ...], Callable[[], EngineFailure]]] = [
        ((aiohttp.WSServerHandshakeError,), lambda: status(_HANDSHAKE_FAILURES, FailureKind.OTHER, " on connect")),
        (
            (aiohttp.ClientResponseError,),
            lambda: status(
                {n: (k, f"HTTP {n}") for n, (k, _) in _HANDSHAKE_FAILURES.items() if n != 403}, FailureKind.OTHER, ""
            ),
        ),
        (
            (aiohttp.ClientConnectorError, aiohttp.ClientProxyConnectionError),
            lambda: EngineFailure(FailureKind.CONNECT, str(getattr(exc, "os_error", None) or exc)),
        ),
        ((NoAudioReceived,), lambda: EngineFailure(FailureKind.NO_AUDIO, "")),
        # A 403 whose Date edge-tts cannot read to correct the clock by (none, or not a date): the handshake was
        # refused all the same, not an answer misread (s13 attacks: classed MALFORMED, engine auto never fell back).
        (
            _skew_errors(),
            lambda: EngineFailure(FailureKind.FORBIDDEN, "HTTP 403, with no date to correct the clock by"),
        ),
        (_redirects(aiohttp), lambda: EngineFailure(FailureKind.CONNECT, f"the address redirects elsewhere ({exc})")),
        (
            (
                WebSocketError,
                aiohttp.ServerDisconnectedError,
                aiohttp.ClientPayloadError,
                aiohttp.ClientOSError,
                ConnectionResetError,
            ),
            lambda: EngineFailure(FailureKind.DROPPED, str(exc) or type(exc).__name__),
        ),
        (
            (asyncio.TimeoutError, TimeoutError),
            lambda: EngineFailure(FailureKind.TIMEOUT, f"no answer within {receive_timeout:g}s"),
        ),
        ((EdgeTTSException,), unreadable),
        ((aiohttp.ClientError,), lambda: EngineFailure(FailureKind.DROPPED, f"{type(exc).__name__}: {exc}")),
        (_UNREADABLE, unreadable),
    ]
    return next((make() for types, make in rules if isinstance(exc, types)), None)


def _skew_errors() -> tuple[type[BaseException], ...]:
    """edge-tts's error for a 403 it could not correct the clock for (SkewAdjustmentError, public in its
    exceptions module since 6.1; none in a version without it)."""
    from edge_tts import exceptions

    found = getattr(exceptions, "SkewAdjustmentError", None)
    return (found,) if isinstance(found, type) and issubclass(found, BaseException) else ()


async def list_voices() -> list[dict[str, str]]:
    """The service's voice list (raises EngineFailure when it cannot be reached)."""
    import asyncio

    import aiohttp
    import edge_tts

    from .edge_redirect import use

    use(service_base(os.environ.get(ENV_URL)))
    try:
        found: object = await edge_tts.list_voices()
    except (aiohttp.ClientError, asyncio.TimeoutError, OSError) as exc:
        raise EngineFailure(FailureKind.CONNECT, _plain_reason(exc)) from exc
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError) as exc:
        # edge-tts reads the answer as JSON and fills in each voice's fields: not JSON (or nested past the
        # recursion limit), or not a list of voices
        raise EngineFailure(FailureKind.MALFORMED, f"the voice list is not one ({type(exc).__name__})") from exc
    if not isinstance(found, list):
        raise EngineFailure(FailureKind.MALFORMED, "the voice list is not a list")
    return [
        {str(k): str(v) for k, v in voice.items()}
        for voice in found
        if isinstance(voice, dict) and isinstance(voice.get("ShortName"), str)
    ]


def _plain_reason(exc: BaseException) -> str:
    """Why a request failed, in words: never a Python object's repr (aiohttp's messages carry `ssl:<…>`)."""
    import asyncio

    import aiohttp

    if isinstance(exc, aiohttp.ClientConnectorError):
        os_error = exc.os_error
        why = getattr(os_error, "strerror", None) or type(os_error).__name__
        return f"cannot connect to {exc.host}:{exc.port} ({why})"
    if isinstance(exc, aiohttp.ClientResponseError):
        return f"HTTP {exc.status}" + (f" {exc.message}" if exc.message else "")
    if isinstance(exc, (asyncio.TimeoutError, TimeoutError)):
        return "no answer in time"
    text = re.sub(r"<[^<>]*\bat 0x[0-9a-fA-F]+>", "…", str(exc)).strip()
    return text or type(exc).__name__
