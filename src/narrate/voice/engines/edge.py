"""Microsoft Edge's online neural voices, through edge-tts.

One ``edge_tts.Communicate`` per chunk. edge-tts has no endpoint option, so
:func:`_use` is the one place that rewrites its module-level URLs (from
``NARRATE_EDGE_URL``, for tests and proxies): explicitly, just before a request
or the voice list needs them, and only when they differ — never at import, and
not by merely constructing an engine. It first checks that the installed
edge-tts still reads those globals, and fails with one clear line if not.

edge-tts and aiohttp are imported when a request is made, not with this module:
checking voices.yaml (``narrate script``) needs only :func:`check_edge_voice`.

edge-tts returns partial audio without an error when the service closes the
websocket before ``turn.end`` (a "quiet drop"). Its own byte counter
``Communicate.state["cumulative_audio_bytes"]`` is only settled on ``turn.end``,
so a mismatch with the audio received means the answer was cut off.
"""

from __future__ import annotations

import contextlib
import functools
import math
import os
import re
import threading
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from narrate import installed
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

ENV_URL = "NARRATE_EDGE_URL"
_PATH = "/consumer/speech/synthesize/readaloud"
TICKS_PER_SECOND = 10_000_000
# Edge voice short names, in the shape of every name on the service's list: language, an
# optional script (iu-Latn-CA), region, an optional dialect (zh-CN-liaoning), then a name of
# letters and digits: zh-TW-HsiaoChenNeural, en-US-AndrewMultilingualNeural. Nothing else
# passes (a quote would reach the SSML that edge-tts builds around the name).
VOICE_RE = re.compile(r"^[a-z]{2,3}(?:-[A-Z][a-z]{3})?-(?:[A-Z]{2}|\d{3})(?:-[a-z]{2,20})?-[A-Z][A-Za-z0-9]{0,60}Neural\Z")
FRAME_BYTES = 144  # one frame of Edge's format (MPEG-2 Layer III, 24 kHz, 48 kbps, mono)
_PERCENT_RE = re.compile(r"^[+-]\d{1,3}%$")
_HERTZ_RE = re.compile(r"^[+-]\d{1,4}Hz$")


# A boundary past a day of audio, or text past a chunk's size many times over, is no answer to a chunk.
_MAX_TICKS = 24 * 3600 * TICKS_PER_SECOND
_MAX_BOUNDARY_TEXT = 20_000


def _boundary(message: Mapping[str, Any]) -> Boundary:
    """One boundary of the service's metadata, checked: a bad one fails the request (retried like any fault)."""
    offset, duration, text = message.get("offset"), message.get("duration"), message.get("text")
    for value in (offset, duration):
        if not isinstance(value, (int, float)) or isinstance(value, bool) or not math.isfinite(value) \
                or not 0 <= value <= _MAX_TICKS:
            raise EngineFailure(FailureKind.BAD_AUDIO, f"boundary metadata with an impossible time ({value!r})")
    if not isinstance(text, str) or len(text) > _MAX_BOUNDARY_TEXT:
        raise EngineFailure(FailureKind.BAD_AUDIO, "boundary metadata without usable text")
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate: no file, tag or JSON can hold it
        raise EngineFailure(FailureKind.BAD_AUDIO, "boundary text that is not valid Unicode") from None
    assert isinstance(offset, (int, float)) and isinstance(duration, (int, float))
    return Boundary(offset=offset / TICKS_PER_SECOND, duration=duration / TICKS_PER_SECOND, text=text)


def voice_problem(name: str) -> str | None:
    """Why `name` is not an Edge voice name, or None if it looks like one."""
    if VOICE_RE.match(name):
        return None
    return (f"{name!r} is not an Edge voice name (like zh-TW-HsiaoChenNeural); "
            "`narrate voices --lang LANG` lists them")


def check_edge_voice(settings: Mapping[str, Any], lang: str = "") -> list[VoiceProblem]:
    """What Edge cannot use in one language's settings: a voice that is not in Edge's list (narrate's
    snapshot, so this holds offline) or speaks another language, and rate/pitch/volume syntax."""
    from narrate.config import edge_voice_problem

    problems: list[VoiceProblem] = []
    name = str(settings.get("voice", ""))
    # Edge's list first: a name it knows in another spelling ("zh-tw-yunjheneural") is told its spelling.
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
        raise ConfigError(f"{ENV_URL}={base_url!r} is not a usable websocket URL ({exc}); "
                          "use the form ws://127.0.0.1:8765", key=ENV_URL) from None
    if base.startswith(("http://", "https://")):
        base = "ws" + base[4:]
    if not base.startswith(("ws://", "wss://")):
        base = "ws://" + base
    return base


# The module globals edge-tts reads when it connects: (module, name). edge-tts has no endpoint
# option (Communicate takes a proxy and a connector, neither of which can change the host, port
# or scheme), so NARRATE_EDGE_URL can only reach it through these. Releases have moved them
# before (2025, twice): _redirectable() checks each is still there and still read.
_URL_GLOBALS = (("edge_tts.communicate", "WSS_URL"), ("edge_tts.voices", "VOICE_LIST"))


@functools.lru_cache(maxsize=1)
def _redirectable() -> None:
    """Raise ConfigError unless every global in _URL_GLOBALS exists and is read by code in its module.

    Assigning a global a newer edge-tts no longer reads would send the requests to the real
    service while the user (or a test) believes they go to NARRATE_EDGE_URL: that must fail,
    loudly, naming the release, never pass silently.
    """
    import importlib
    import types

    for module_name, name in _URL_GLOBALS:
        module = importlib.import_module(module_name)
        codes = [obj.__code__ for obj in vars(module).values() if isinstance(obj, types.FunctionType)]
        for cls in (obj for obj in vars(module).values() if isinstance(obj, type)):
            codes += [f.__code__ for f in vars(cls).values() if isinstance(f, types.FunctionType)]
        stack, read = list(codes), False
        while stack and not read:
            code = stack.pop()
            read = name in code.co_names
            stack.extend(c for c in code.co_consts if isinstance(c, types.CodeType))
        if not isinstance(getattr(module, name, None), str) or not read:
            raise ConfigError(f"{ENV_URL} cannot be applied: edge-tts {_edge_tts_version()} no longer reads "
                              f"{module_name}.{name}; install an edge-tts narrate supports "
                              "(pip install 'edge-tts>=7.2.7,<7.4') or unset " + ENV_URL, key=ENV_URL)


def _use(base: str) -> str:
    """Point edge-tts at `base` ("" = the real service) if it points elsewhere; the ws URL.

    The one place narrate changes edge-tts's globals (see _URL_GLOBALS); a redirection the
    installed edge-tts would not honour raises ConfigError instead.
    """
    import edge_tts.communicate
    import edge_tts.constants
    import edge_tts.voices

    token = edge_tts.constants.TRUSTED_CLIENT_TOKEN
    if base:
        _redirectable()
        wss = f"{base}{_PATH}/edge/v1?TrustedClientToken={token}"
        voices = f"http{base[2:]}{_PATH}/voices/list?trustedclienttoken={token}"
    else:
        wss, voices = edge_tts.constants.WSS_URL, edge_tts.constants.VOICE_LIST
    if getattr(edge_tts.communicate, "WSS_URL", None) != wss or getattr(edge_tts.voices, "VOICE_LIST", None) != voices:
        setattr(edge_tts.communicate, "WSS_URL", wss)  # noqa: B010
        setattr(edge_tts.voices, "VOICE_LIST", voices)  # noqa: B010
    return wss


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
        import edge_tts.communicate  # noqa: F401


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

    def __init__(self, base_url: str | None = None, *, connect_timeout: int = 10, receive_timeout: int = 30) -> None:
        # Checked now (a bad NARRATE_EDGE_URL is one line before any work); edge-tts is pointed at it per request.
        self.base = service_base(base_url if base_url is not None else os.environ.get(ENV_URL))
        self.connect_timeout = connect_timeout
        self.receive_timeout = receive_timeout

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

    async def synthesize(self, request: SpeechRequest) -> Speech:
        """One request to the service; every way it can go wrong becomes an EngineFailure."""
        from narrate.audio.mp3 import EDGE_FORMAT, audio_frames

        async with _metered() as meter:
            audio, boundaries = await self._ask(request.text, request, meter.feed)
            try:
                frames = audio_frames(audio, EDGE_FORMAT)
            except Mp3FormatError as exc:
                raise EngineFailure(FailureKind.BAD_AUDIO, str(exc)) from exc
            _check_length(len(frames), request.text, request, boundaries)
            levels = await meter.levels([len(frames)])
        return Speech(b"".join(frames), tuple(boundaries), levels[0] if levels else None)

    async def synthesize_merged(self, requests: Sequence[SpeechRequest]) -> list[Speech]:
        """Adjacent chunks (same voice and settings) in one request, the answer cut back per chunk at
        the reported sentence boundaries (see narrate.voice.merge).

        Raises EngineFailure when the answer did not arrive whole (dropped, empty: ask
        again), merge.Unsplittable when a whole answer cannot be cut into every chunk's
        piece — its boundaries do not place every chunk, or a piece stops short of its
        text. Asking again would most likely give the same answer (the service reads the
        same text the same way), so the chunks go one request each at once instead.
        """
        import asyncio

        from narrate.audio.mp3 import EDGE_FORMAT, audio_frames
        from narrate.voice.merge import JOINER, Incomplete, Unsplittable, request_texts, split, stop_for, unstopped

        texts = request_texts([r.text for r in requests])

        def cut(audio: bytes, boundaries: Sequence[Boundary]) -> tuple[list[Piece], int]:
            return split(audio, [b for b in boundaries if b.text.strip()], texts), len(audio_frames(audio, EDGE_FORMAT))

        async with _metered() as meter:
            audio, boundaries = await self._ask(JOINER.join(texts), requests[0], meter.feed)
            try:
                # Cutting is CPU work (choosing lossless cuts, emptying borrowed frames): off the event
                # loop, which meanwhile reads the other connections' answers.
                pieces, total = await asyncio.to_thread(cut, audio, boundaries)
            except Mp3FormatError as exc:
                raise EngineFailure(FailureKind.BAD_AUDIO, str(exc)) from exc
            except Incomplete as exc:
                raise Unsplittable(f"the answer cannot be cut into its chunks ({exc})") from exc
            speeches = []
            for request, piece in zip(requests, pieces):
                try:
                    _check_length(len(piece.audio) // FRAME_BYTES, request.text, request, piece.boundaries)
                except EngineFailure as exc:
                    raise Unsplittable(f"a piece of the answer does not fit its chunk ({exc.detail})") from exc
                speeches.append(Speech(piece.audio, unstopped(piece.boundaries, stop_for(request.text))))
            starts = [piece.cut for piece in pieces] + [total]
            levels = await meter.levels([b - a for a, b in zip(starts, starts[1:])])
        if levels is None:
            return speeches
        return [Speech(s.audio, s.boundaries, measured) for s, measured in zip(speeches, levels)]

    async def _ask(self, text: str, request: SpeechRequest,
                   listen: Callable[[bytes], None] | None = None) -> tuple[bytes, list[Boundary]]:
        """The service's audio and sentence boundaries for `text`, read with `request`'s voice and
        settings (`listen` is given each piece of audio as it arrives); every way it can go wrong
        becomes an EngineFailure. Once the answer is in, the connection slot goes to the next
        request (narrate.voice.throttle.answered): cutting and measuring it need no connection."""
        from narrate.voice import edge_worker
        from narrate.voice.throttle import answered

        worker = edge_worker.running()
        if worker is not None:
            answer = await self._ask_worker(worker, text, request, listen)
            if answer is not None:
                answered()
                return answer
        _use(self.base)
        communicate = self._communicate(text, request)
        audio = bytearray()
        boundaries: list[Boundary] = []
        try:
            async for message in communicate.stream():
                if message["type"] == "audio":
                    audio += message["data"]
                    if listen is not None:
                        listen(message["data"])
                elif message["type"] in ("SentenceBoundary", "WordBoundary"):
                    boundaries.append(_boundary(message))
        except Exception as exc:
            failure = _failure(exc, self.receive_timeout)
            if failure is None:
                raise
            raise failure from exc
        answered()
        if communicate.state["cumulative_audio_bytes"] != len(audio):
            raise EngineFailure(
                FailureKind.DROPPED,
                f"connection closed after {len(audio)} bytes, before the end of the answer",
            )
        return bytes(audio), boundaries

    def warm_up(self) -> None:
        """Requests are coming: import the client library in the background (see load_client_in_background)."""
        load_client_in_background()

    async def _ask_worker(self, worker: Worker, text: str, request: SpeechRequest,
                          listen: Callable[[bytes], None] | None) -> tuple[bytes, list[Boundary]] | None:
        """:meth:`_ask` through the Edge worker process (narrate.voice.edge_worker); None if the
        worker ended before any of the answer arrived (then this process asks). A worker that ends
        mid-answer fails the attempt (DROPPED): the pieces already heard went to `listen`, so the
        answer is asked for again whole, with a meter of its own."""
        import json

        from narrate.voice import edge_worker as wire

        job = {"text": text, "voice": request.voice.name, "rate": request.voice.rate, "pitch": request.voice.pitch,
               "volume": request.voice.volume, "base": self.base, "connect_timeout": self.connect_timeout,
               "receive_timeout": self.receive_timeout}
        audio = bytearray()
        boundaries: list[Boundary] = []
        async with contextlib.aclosing(worker.ask(job)) as frames:
            async for kind, payload in frames:
                if kind == wire.AUDIO:
                    audio += payload
                    if listen is not None:
                        listen(payload)
                elif kind == wire.BOUNDARY:
                    boundaries.append(_boundary(json.loads(payload)))
                elif kind == wire.END:
                    if json.loads(payload) != len(audio):
                        raise EngineFailure(FailureKind.DROPPED,
                                            f"connection closed after {len(audio)} bytes, before the end of the answer")
                    return bytes(audio), boundaries
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
        if audio:  # part of an answer was heard (and fed to the meter): this attempt is over, the next asks here
            raise EngineFailure(FailureKind.DROPPED, f"the Edge worker process ended after {len(audio)} bytes")
        return None  # GONE before any audio: this process asks at once

    def _communicate(self, text: str, request: SpeechRequest) -> Any:
        """edge-tts's client for one request; ConfigError when it refuses the voice or prosody settings
        (no retry would change that)."""
        try:
            return communicate(text, request.voice.name, rate=request.voice.rate, pitch=request.voice.pitch,
                               volume=request.voice.volume, connect_timeout=self.connect_timeout,
                               receive_timeout=self.receive_timeout)
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


def _check_length(frames: int, text: str, request: SpeechRequest, boundaries: Sequence[Boundary]) -> None:
    """Raise TRUNCATED if the audio is far shorter than its text, or ends before its last sentence;
    BAD_AUDIO if it is far longer."""
    from narrate.audio.mp3 import duration_seconds

    seconds = duration_seconds(frames)
    spoken_until = max((b.offset + b.duration for b in boundaries), default=0.0)
    if seconds < expected_min_seconds(text, request.voice.rate) or seconds + 1.0 < spoken_until:
        raise EngineFailure(FailureKind.TRUNCATED, f"{seconds:.2f}s of audio for {len(text)} characters")
    if seconds > expected_max_seconds(text, request.voice.rate) or spoken_until > seconds + 1.0:
        raise EngineFailure(FailureKind.BAD_AUDIO,
                            f"{seconds:.0f}s of audio for {len(text)} characters: far longer than the text")


def communicate(text: str, voice: str, *, rate: str, pitch: str, volume: str, connect_timeout: int,
                receive_timeout: int) -> Any:
    """edge-tts's client for one request (in this process or the worker's); ValueError when edge-tts
    refuses the voice or a prosody setting."""
    import edge_tts

    return edge_tts.Communicate(text, voice, rate=rate, pitch=pitch, volume=volume, boundary="SentenceBoundary",
                                connect_timeout=connect_timeout, receive_timeout=receive_timeout)


def _refused(request: SpeechRequest, why: str) -> ConfigError:
    """edge-tts refused a request's voice or prosody settings: no retry would change that."""
    return ConfigError(f"Edge refuses the settings for voice {request.voice.name!r}: {why}; "
                       "check voices.yaml or --voice (`narrate voices` lists the voices)",
                       key=f"languages.{request.lang}.voice")


#: What a failed handshake's HTTP status means; any other status is OTHER.
_HANDSHAKE_FAILURES = {
    429: (FailureKind.THROTTLED, "HTTP 429"),
    503: (FailureKind.THROTTLED, "HTTP 503"),
    403: (FailureKind.FORBIDDEN, "HTTP 403 (token or clock skew)"),
    # No speech service at that address (a proxy or relay without it, a moved endpoint): as
    # unreachable as a refused connection, so engine auto falls back.
    404: (FailureKind.CONNECT, "HTTP 404: no speech service at this address"),
}


def _failure(exc: Exception, receive_timeout: int) -> EngineFailure | None:
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

    rules: list[tuple[tuple[type[BaseException], ...], Callable[[], EngineFailure]]] = [
        ((aiohttp.WSServerHandshakeError,), lambda: status(_HANDSHAKE_FAILURES, FailureKind.OTHER, " on connect")),
        ((aiohttp.ClientResponseError,), lambda: status(
            {n: (k, f"HTTP {n}") for n, (k, _) in _HANDSHAKE_FAILURES.items() if n != 403}, FailureKind.OTHER, "")),
        ((aiohttp.ClientConnectorError, aiohttp.ClientProxyConnectionError),
         lambda: EngineFailure(FailureKind.CONNECT, str(getattr(exc, "os_error", None) or exc))),
        ((NoAudioReceived,), lambda: EngineFailure(FailureKind.NO_AUDIO, "")),
        ((WebSocketError, aiohttp.ServerDisconnectedError, aiohttp.ClientPayloadError, aiohttp.ClientOSError,
          ConnectionResetError), lambda: EngineFailure(FailureKind.DROPPED, str(exc) or type(exc).__name__)),
        ((asyncio.TimeoutError, TimeoutError),
         lambda: EngineFailure(FailureKind.TIMEOUT, f"no answer within {receive_timeout}s")),
        ((EdgeTTSException,), lambda: EngineFailure(FailureKind.OTHER, f"{type(exc).__name__}: {exc}")),
        ((aiohttp.ClientError,), lambda: EngineFailure(FailureKind.DROPPED, f"{type(exc).__name__}: {exc}")),
    ]
    return next((make() for types, make in rules if isinstance(exc, types)), None)


async def list_voices() -> list[dict[str, str]]:
    """The service's voice list (raises EngineFailure when it cannot be reached)."""
    import asyncio

    import aiohttp
    import edge_tts

    _use(service_base(os.environ.get(ENV_URL)))
    try:
        return [dict(v) for v in await edge_tts.list_voices()]  # type: ignore[arg-type]
    except (aiohttp.ClientError, asyncio.TimeoutError, OSError) as exc:
        raise EngineFailure(FailureKind.CONNECT, _plain_reason(exc)) from exc


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
