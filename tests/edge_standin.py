"""Loopback stand-in of Microsoft Edge's read-aloud TTS websocket service.

Why this exists: narrate's tests must never reach the network, yet they should
exercise the *real* ``edge_tts`` client, because narrate depends on the client's
behaviour (which faults raise and which pass silently, what its stream gives).
So instead of mocking the client we imitate the server, byte for byte where the
client looks, and let the stock client talk to it over 127.0.0.1 (pointed here
by narrate's redirect, NARRATE_EDGE_URL).

What the client expects (edge-tts 7.2.7-7.3.1, ``communicate.py``):

* A websocket at ``/consumer/speech/synthesize/readaloud/edge/v1`` with query
  ``TrustedClientToken``, ``ConnectionId``, ``Sec-MS-GEC``, ``Sec-MS-GEC-Version``.
* Two text frames from the client: ``Path:speech.config`` (JSON) and
  ``Path:ssml`` (SSML with ``<voice name=...><prosody pitch rate volume>TEXT``).
* Text frames back: ``Header:Value\\r\\n...\\r\\n\\r\\nbody`` with ``Path`` one of
  ``turn.start``, ``response``, ``audio.metadata``, ``turn.end``.
* Binary frames back: 2-byte big-endian header length, the headers (ending in
  ``\\r\\n`` and counted in the length), then MP3 bytes.  A last binary frame with
  no ``Content-Type`` and no data closes the audio stream.

The audio is real MP3 in Edge's output format (``audio-24khz-48kbitrate-mono-mp3``:
MPEG-2 Layer III, 24 kHz, mono, 48 kbps CBR, no Xing/ID3 tag), encoded with
lameenc from a deterministic tone.  Each MPEG frame is 144 bytes = 576 samples
= 24 ms = 240,000 ticks, which is what the client's CBR offset arithmetic
(``bytes * 8 * 10**7 // 48000``) assumes.

Like Edge's, the frames use the bit reservoir: LAME parks the bits a frame does not
need in the slack of earlier frames, so most frames' ``main_data_begin`` is not 0,
silences between sentences included. A client that cuts one answer into pieces
(several chunks sent as one request) must handle frames that borrow from before
the cut. SentenceBoundary offsets are times in the synthesized speech (as Edge's),
not positions in the MP3 stream, which starts later by the encoder's delay.

Duration rule (documented so tests can predict lengths): every CJK character
(Han, kana, hangul, CJK/fullwidth punctuation) lasts 70 ms, every other
character (letters, digits, spaces, ASCII punctuation) 15 ms; the result is
divided by the SSML rate factor (``+25%`` -> /1.25).  Each sentence is followed
by 100 ms of silence and the whole take starts with 50 ms of silence; the total
is at least 300 ms.  The tone frequency of a sentence comes from a SHA-256 of
(voice, sentence), shifted by the SSML pitch, and its amplitude follows the SSML
volume, so any change of text, voice, rate, pitch or volume changes the bytes,
while the same request always yields byte-identical audio.

Faults are decided per request from a hash of ``(seed, text, attempt number of
that text)``, never from a shared RNG, so the Nth attempt at a given text always
meets the same fate however requests interleave.  Handshake refusals (429/503)
happen before the text is known, so they are decided from ``(seed, connection
index)`` instead: the Nth handshake always gets the same fate, but *which* text
that is depends on arrival order.  For exact scripting use :meth:`fail_next`.

Client quirks this file is shaped around (edge-tts 7.2.7-7.3.1 on aiohttp 3.14):

* The client asks for one kind of boundary (``boundary=``): ``speech.config``
  enables SentenceBoundary or WordBoundary metadata, never both; the stand-in
  sends what is asked (``word_boundaries=False``: sentences for a word request,
  as a service that ignores the option).
* Only the first entry of a ``Metadata`` array is read, so each boundary goes
  in its own ``audio.metadata`` frame; a frame holding only ``SessionEnd``
  would make the client raise UnexpectedResponse, so none is sent.
* Boundary ``Text`` is XML-unescaped by the client, so it is sent escaped.
* A connection that ends after some audio but before ``turn.end`` is *not* an
  error to the client (the "quiet drop"): its stream just ends. Each boundary
  goes out with the audio it times, so a dropped answer lacks the boundaries of
  the audio it never sent; that is what a client can tell it by.
* ``Communicate(receive_timeout=...)`` does not bound websocket reads before
  7.4: aiohttp resets the read timeout after the upgrade, so a silent server
  hangs the client unless the caller bounds it.

Run in-process (``with EdgeStandIn(seed=0) as srv: ...``; the server lives on a
background thread with its own event loop) or as a process
(``python tests/edge_standin.py --port 0`` prints ``ready ws://127.0.0.1:PORT``).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import hashlib
import json
import math
import re
import signal
import sys
import threading
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TextIO
from xml.sax.saxutils import escape, unescape

import lameenc
import numpy as np
from aiohttp import WSCloseCode, WSMsgType, web

# --------------------------------------------------------------------------- constants

#: Path of the synthesis websocket, as in edge_tts.constants.WSS_URL.
WS_PATH = "/consumer/speech/synthesize/readaloud/edge/v1"
#: Path of the voice list, as in edge_tts.constants.VOICE_LIST.
VOICES_PATH = "/consumer/speech/synthesize/readaloud/voices/list"
#: Control endpoints, so a stand-in running as a separate process can be observed/steered.
STATS_PATH = "/_standin/stats"
SETTINGS_PATH = "/_standin/settings"

TRUSTED_CLIENT_TOKEN = "6A5AA1D4EAFF4E9FB37E23D68491D6F4"
OUTPUT_FORMAT = "audio-24khz-48kbitrate-mono-mp3"

SAMPLE_RATE = 24_000
BITRATE_KBPS = 48
SAMPLES_PER_FRAME = 576  # MPEG-2 Layer III
FRAME_BYTES = 144 * BITRATE_KBPS * 1000 // (2 * SAMPLE_RATE)  # 72 * bitrate / rate = 144
TICKS_PER_SECOND = 10_000_000
TICKS_PER_FRAME = SAMPLES_PER_FRAME * TICKS_PER_SECOND // SAMPLE_RATE  # 240,000

CJK_CHAR_MS = 70.0
OTHER_CHAR_MS = 15.0
SENTENCE_GAP_MS = 100.0
LEAD_IN_MS = 50.0
MIN_TOTAL_MS = 300.0

SENTENCE_END = "。！？.!?"
_SENTENCE_RE = re.compile(f"[^{SENTENCE_END}]+[{SENTENCE_END}]*|[{SENTENCE_END}]+")

#: Outcomes a request or handshake can have.  "ok" is a normal answer.
#: Answers the client cannot read, sent halfway through the audio in place of nothing (outcome "malformed_<name>"):
#: a text frame's body (after its headers) for the metadata ones, or a whole frame.
_METADATA = '{{"Metadata":[{{"Type":"WordBoundary","Data":{data}}}]}}'
MALFORMATIONS: dict[str, str | bytes] = {
    "json": "{'Metadata': [not json",
    "no_offset": _METADATA.format(data='{"Duration":1,"text":{"Text":"x"}}'),
    "no_duration": _METADATA.format(data='{"Offset":1,"text":{"Text":"x"}}'),
    "no_text": _METADATA.format(data='{"Offset":1,"Duration":1}'),
    "string_offset": _METADATA.format(data='{"Offset":"100","Duration":1,"text":{"Text":"x"}}'),
    "int_text": _METADATA.format(data='{"Offset":1,"Duration":1,"text":{"Text":5}}'),
    "metadata_string": '{"Metadata":"WordBoundary"}',
    "lone_surrogate": _METADATA.format(data='{"Offset":1,"Duration":1,"text":{"Text":"a\\ud800b"}}'),
    "headerless_text": "a text frame with no headers at all",
    "colonless_binary": len(b"Path audio\r\n").to_bytes(2, "big") + b"Path audio\r\n" + b"\xff\xf3" * 8,
    # JSON nested past Python's recursion limit: a RecursionError in edge-tts's json.loads (attacks s7)
    "deep_json": '{"Metadata": ' + "[" * 100_000 + "]" * 100_000 + "}",
}
OUTCOMES = (
    "ok",
    "drop",
    "empty",
    "truncate",
    "hang",
    "refuse_429",
    "refuse_503",
    *(f"malformed_{name}" for name in MALFORMATIONS),
)
_REFUSALS = {"refuse_429": 429, "refuse_503": 503}

_VOICES: list[dict[str, Any]] = [
    {
        "Name": "Microsoft Server Speech Text to Speech Voice (zh-TW, HsiaoChenNeural)",
        "ShortName": "zh-TW-HsiaoChenNeural",
        "Gender": "Female",
        "Locale": "zh-TW",
        "SuggestedCodec": OUTPUT_FORMAT,
        "FriendlyName": "Microsoft HsiaoChen Online (Natural) - Chinese (Taiwan)",
        "Status": "GA",
        "VoiceTag": {"ContentCategories": ["General"], "VoicePersonalities": ["Friendly", "Positive"]},
    },
    {
        "Name": "Microsoft Server Speech Text to Speech Voice (zh-CN, XiaoxiaoNeural)",
        "ShortName": "zh-CN-XiaoxiaoNeural",
        "Gender": "Female",
        "Locale": "zh-CN",
        "SuggestedCodec": OUTPUT_FORMAT,
        "FriendlyName": "Microsoft Xiaoxiao Online (Natural) - Chinese (Mainland)",
        "Status": "GA",
        "VoiceTag": {"ContentCategories": ["News", "Novel"], "VoicePersonalities": ["Warm"]},
    },
    {
        "Name": "Microsoft Server Speech Text to Speech Voice (en-US, AriaNeural)",
        "ShortName": "en-US-AriaNeural",
        "Gender": "Female",
        "Locale": "en-US",
        "SuggestedCodec": OUTPUT_FORMAT,
        "FriendlyName": "Microsoft Aria Online (Natural) - English (United States)",
        "Status": "GA",
        "VoiceTag": {"ContentCategories": ["News", "Novel"], "VoicePersonalities": ["Positive", "Confident"]},
    },
    {
        "Name": "Microsoft Server Speech Text to Speech Voice (ja-JP, NanamiNeural)",
        "ShortName": "ja-JP-NanamiNeural",
        "Gender": "Female",
        "Locale": "ja-JP",
        "SuggestedCodec": OUTPUT_FORMAT,
        "FriendlyName": "Microsoft Nanami Online (Natural) - Japanese (Japan)",
        "Status": "GA",
        "VoiceTag": {"ContentCategories": ["General"], "VoicePersonalities": ["Friendly", "Positive"]},
    },
    {
        "Name": "Microsoft Server Speech Text to Speech Voice (ko-KR, SunHiNeural)",
        "ShortName": "ko-KR-SunHiNeural",
        "Gender": "Female",
        "Locale": "ko-KR",
        "SuggestedCodec": OUTPUT_FORMAT,
        "FriendlyName": "Microsoft SunHi Online (Natural) - Korean (Korea)",
        "Status": "GA",
        "VoiceTag": {"ContentCategories": ["General"], "VoicePersonalities": ["Friendly", "Positive"]},
    },
]

_KNOWN_SHORT_NAMES = frozenset(v["ShortName"] for v in _VOICES)
_LONG_VOICE_RE = re.compile(r"^Microsoft Server Speech Text to Speech Voice \((.+), (.+)\)$")
_VOICE_TAG_RE = re.compile(r"<voice\s+name='([^']*)'\s*>")
_PROSODY_RE = re.compile(r"<prosody([^>]*)>(.*)</prosody>", re.DOTALL)
_ATTR_RE = re.compile(r"(\w+)='([^']*)'")
_CJK_BLOCK = "\u2e80-\u9fff\uf900-\ufaff"
_CJK_LETTERS = "\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff"  # kana and Han: CJK punctuation is no word
#: Words for WordBoundary, as the service segments them: Han/kana two characters at a time (a word of
#: Chinese is mostly one or two), runs of other letters and digits; never punctuation.
_WORD_RE = re.compile(rf"[{_CJK_LETTERS}]{{1,2}}|(?:(?![{_CJK_BLOCK}])[^\W_])+(?:['’-](?:(?![{_CJK_BLOCK}])[^\W_])+)*")


# --------------------------------------------------------------------------- text helpers


def is_cjk(ch: str) -> bool:
    """True for characters the duration rule treats as CJK (Han, kana, hangul, CJK punctuation)."""
    o = ord(ch)
    return (
        0x1100 <= o <= 0x11FF
        or 0x2E80 <= o <= 0x9FFF
        or 0xA960 <= o <= 0xA97F
        or 0xAC00 <= o <= 0xD7AF
        or 0xF900 <= o <= 0xFAFF
        or 0xFE30 <= o <= 0xFE4F
        or 0xFF00 <= o <= 0xFFEF
        or 0x20000 <= o <= 0x3FFFF
    )


def char_ms(ch: str) -> float:
    """Spoken length of one character at rate +0%: 70 ms for CJK, 15 ms for anything else."""
    return CJK_CHAR_MS if is_cjk(ch) else OTHER_CHAR_MS


def split_sentences(text: str) -> list[str]:
    """Split at 。！？.!? (the terminator stays with its sentence), dropping blank pieces.

    Deliberately naive ("3.14" splits) - the point is predictable boundaries, not linguistics.
    """
    return [s for s in (m.group(0).strip() for m in _SENTENCE_RE.finditer(text)) if s]


def short_voice_name(voice: str) -> str:
    """Map the SSML form "Microsoft Server Speech Text to Speech Voice (zh-TW, HsiaoChenNeural)"
    back to "zh-TW-HsiaoChenNeural" (the client expands short names before sending)."""
    m = _LONG_VOICE_RE.match(voice)
    return f"{m.group(1)}-{m.group(2)}" if m else voice


def _signed_number(value: str, unit: str) -> int:
    """Parse edge-tts prosody values like "+10%", "-5Hz"; anything unparsable counts as 0."""
    m = re.fullmatch(rf"([+-]?\d+){re.escape(unit)}", value.strip())
    return int(m.group(1)) if m else 0


def _fraction(*parts: object) -> float:
    """A stable pseudo-random number in [0, 1) from the parts (unlike hash(), not salted per process)."""
    digest = hashlib.sha256("\x1f".join(map(str, parts)).encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big") / 2**64


# --------------------------------------------------------------------------- wire parsing


@dataclass(frozen=True)
class SsmlRequest:
    """What the client asked for in one ``Path:ssml`` frame."""

    voice: str  # short form, e.g. "zh-TW-HsiaoChenNeural"
    voice_full: str  # as sent, e.g. "Microsoft Server Speech Text to Speech Voice (zh-TW, HsiaoChenNeural)"
    rate: str
    pitch: str
    volume: str
    text: str  # XML-unescaped


def parse_text_frame(data: str) -> tuple[dict[str, str], str]:
    """Split a text frame into its ``Header:Value`` lines and the body after the blank line."""
    head, _, body = data.partition("\r\n\r\n")
    headers: dict[str, str] = {}
    for line in head.split("\r\n"):
        key, sep, value = line.partition(":")
        if sep:
            headers[key.strip()] = value.strip()
    return headers, body


def parse_ssml(ssml: str) -> SsmlRequest | None:
    """Pull voice, prosody and text out of the client's SSML.

    A regex rather than an XML parser on purpose: it inverts the client's
    ``xml.sax.saxutils.escape`` exactly, whereas an XML parser would also
    normalise ``\\r\\n`` inside the text and so change request keys.
    """
    voice_m = _VOICE_TAG_RE.search(ssml)
    prosody_m = _PROSODY_RE.search(ssml)
    if voice_m is None or prosody_m is None:
        return None
    attrs = dict(_ATTR_RE.findall(prosody_m.group(1)))
    voice_full = unescape(voice_m.group(1))
    return SsmlRequest(
        voice=short_voice_name(voice_full),
        voice_full=voice_full,
        rate=attrs.get("rate", "+0%"),
        pitch=attrs.get("pitch", "+0Hz"),
        volume=attrs.get("volume", "+0%"),
        text=unescape(prosody_m.group(2)),
    )


@dataclass(frozen=True)
class SpeechConfig:
    """The ``Path:speech.config`` options that change what the service sends back."""

    sentence_boundary: bool = True
    word_boundary: bool = False
    output_format: str = OUTPUT_FORMAT


def parse_speech_config(body: str) -> SpeechConfig:
    """Read metadata options from speech.config; the client sends them as the strings "true"/"false"."""
    try:
        synthesis = json.loads(body)["context"]["synthesis"]["audio"]
        options = synthesis.get("metadataoptions", {})
        return SpeechConfig(
            sentence_boundary=str(options.get("sentenceBoundaryEnabled", "true")).lower() == "true",
            word_boundary=str(options.get("wordBoundaryEnabled", "false")).lower() == "true",
            output_format=str(synthesis.get("outputFormat", OUTPUT_FORMAT)),
        )
    except (ValueError, KeyError, TypeError, AttributeError):
        return SpeechConfig()


def text_frame(request_id: str, path: str, body: str) -> str:
    """A service text frame, in the header layout the real service uses."""
    return f"X-RequestId:{request_id}\r\nContent-Type:application/json; charset=utf-8\r\nPath:{path}\r\n\r\n{body}"


def audio_frame(request_id: str, stream_id: str, payload: bytes) -> bytes:
    """A service binary frame: 2-byte big-endian header length, headers, data.

    The headers end in ``\\r\\n`` and that ``\\r\\n`` is counted in the length: the
    client parses ``data[:length]`` (which includes the two length bytes) and
    takes audio from ``data[length + 2:]``, so the arithmetic only works out this way.
    An empty payload gives the end-of-stream frame, which carries no Content-Type.
    """
    content_type = "Content-Type:audio/mpeg\r\n" if payload else ""
    head = f"X-RequestId:{request_id}\r\n{content_type}X-StreamId:{stream_id}\r\nPath:audio\r\n".encode()
    return len(head).to_bytes(2, "big") + head + payload


# --------------------------------------------------------------------------- audio


@dataclass(frozen=True)
class Boundary:
    """One SentenceBoundary/WordBoundary entry; offsets and durations in 100-ns ticks."""

    kind: str
    text: str  # unescaped; escaped again on the wire like the real service does
    offset: int
    duration: int

    def to_json(self) -> str:
        """The ``audio.metadata`` body for this boundary (one entry per frame, see module notes)."""
        return json.dumps(
            {
                "Metadata": [
                    {
                        "Type": self.kind,
                        "Data": {
                            "Offset": self.offset,
                            "Duration": self.duration,
                            "text": {"Text": escape(self.text), "Length": len(self.text), "BoundaryType": self.kind},
                        },
                    }
                ]
            },
            ensure_ascii=False,
        )


@dataclass(frozen=True)
class Rendition:
    """The synthesized answer for one request key: MP3 bytes plus boundary metadata."""

    mp3: bytes
    sentences: tuple[Boundary, ...]
    words: tuple[Boundary, ...]

    @property
    def frame_count(self) -> int:
        """Number of 144-byte MPEG frames."""
        return len(self.mp3) // FRAME_BYTES

    @property
    def duration_ticks(self) -> int:
        """Playing time of the MP3 in ticks (frames x 24 ms)."""
        return self.frame_count * TICKS_PER_FRAME


def _tone(samples: int, freq: float, amplitude: float) -> np.ndarray:
    """A sine with 10 ms linear fades, so sentence edges do not click."""
    t = np.arange(samples, dtype=np.float64) / SAMPLE_RATE
    wave = np.sin(2.0 * math.pi * freq * t) * amplitude
    fade = min(SAMPLE_RATE // 100, samples // 2)
    if fade > 0:
        ramp = np.linspace(0.0, 1.0, fade, endpoint=False)
        wave[:fade] *= ramp
        wave[samples - fade :] *= ramp[::-1]
    return wave


def render(text: str, voice: str, rate: str = "+0%", pitch: str = "+0Hz", volume: str = "+0%") -> Rendition:
    """Synthesize ``text`` deterministically (see the module docstring for the duration rule).

    Pure function of its arguments: the same request always gives the same bytes,
    which is what lets tests compare audio across runs and processes.
    """
    voice = short_voice_name(voice)
    rate_factor = min(max(1.0 + _signed_number(rate, "%") / 100.0, 0.25), 4.0)
    volume_factor = min(max(1.0 + _signed_number(volume, "%") / 100.0, 0.0), 2.0)
    pitch_hz = _signed_number(pitch, "Hz")
    amplitude = 0.3 * 32767.0 * volume_factor
    gap = np.zeros(round(SENTENCE_GAP_MS * SAMPLE_RATE / 1000.0))

    pieces: list[np.ndarray] = [np.zeros(round(LEAD_IN_MS * SAMPLE_RATE / 1000.0))]
    position = len(pieces[0])  # samples
    sentences: list[Boundary] = []
    words: list[Boundary] = []
    for sentence in split_sentences(text):
        weights_ms = [char_ms(c) / rate_factor for c in sentence]
        samples = max(1, round(sum(weights_ms) * SAMPLE_RATE / 1000.0))
        digest = hashlib.sha256(f"{voice}\x00{sentence}".encode()).digest()
        freq = min(max(150.0 + int.from_bytes(digest[:4], "big") % 500 + pitch_hz, 50.0), 5000.0)
        pieces.append(_tone(samples, freq, amplitude))
        offset = position * TICKS_PER_SECOND // SAMPLE_RATE
        sentences.append(Boundary("SentenceBoundary", sentence, offset, samples * TICKS_PER_SECOND // SAMPLE_RATE))
        cumulative_ms = np.concatenate(([0.0], np.cumsum(weights_ms)))
        for m in _WORD_RE.finditer(sentence):
            start_ms, end_ms = cumulative_ms[m.start()], cumulative_ms[m.end()]
            words.append(
                Boundary("WordBoundary", m.group(0), offset + int(start_ms * 10_000), int((end_ms - start_ms) * 10_000))
            )
        pieces.append(gap)
        position += samples + len(gap)
    minimum = round(MIN_TOTAL_MS * SAMPLE_RATE / 1000.0)
    if position < minimum:
        pieces.append(np.zeros(minimum - position))
    pcm = np.clip(np.concatenate(pieces), -32768, 32767).astype("<i2").tobytes()

    encoder = lameenc.Encoder()
    encoder.set_in_sample_rate(SAMPLE_RATE)
    encoder.set_channels(1)
    encoder.set_bit_rate(BITRATE_KBPS)
    encoder.set_quality(2)
    mp3 = bytes(encoder.encode(pcm) + encoder.flush())
    if len(mp3) % FRAME_BYTES or mp3[:2] != b"\xff\xf3":
        raise RuntimeError(f"lameenc produced unexpected output ({len(mp3)} bytes, head {mp3[:4].hex()})")
    return Rendition(mp3, tuple(sentences), tuple(words))


# --------------------------------------------------------------------------- the server


class _ClientGone(Exception):
    """The websocket closed under us while answering; the request is abandoned."""


class _ServerStopping(_ClientGone):
    """The stand-in is shutting down; answers in progress are abandoned promptly."""


class EdgeStandIn:
    """Loopback imitation of the Edge read-aloud service, with deterministic fault injection.

    Settings are plain attributes and may be changed while the server runs
    (``srv.drop_rate = 0.3``); each request reads them when it arrives.
    Counters are guarded by a lock because the server runs on its own thread.
    """

    def __init__(
        self,
        seed: int = 0,
        *,
        host: str = "127.0.0.1",
        port: int = 0,
        latency_ms: float = 0.0,
        per_char_ms: float = 0.0,
        chunk_delay_ms: float = 0.0,
        drop_rate: float = 0.0,
        empty_rate: float = 0.0,
        truncate_rate: float = 0.0,
        refuse_429_rate: float = 0.0,
        refuse_503_rate: float = 0.0,
        hang: bool = False,
        drop_mode: str = "close",
        drop_fraction: float = 0.5,
        truncate_fraction: float = 0.3,
        frames_per_message: int = 4,
        retry_after: int | None = None,
        known_voices_only: bool = False,
        sentence_boundaries: bool = True,
        word_boundaries: bool = True,
        log_requests: TextIO | None = None,
    ) -> None:
        if drop_mode not in ("close", "abort"):
            raise ValueError("drop_mode must be 'close' or 'abort'")
        if frames_per_message < 1:
            raise ValueError("frames_per_message must be >= 1")
        self.seed = seed
        self.host = host
        self.latency_ms = latency_ms
        self.per_char_ms = per_char_ms
        self.chunk_delay_ms = chunk_delay_ms
        self.drop_rate = drop_rate
        self.empty_rate = empty_rate
        self.truncate_rate = truncate_rate
        self.refuse_429_rate = refuse_429_rate
        self.refuse_503_rate = refuse_503_rate
        self.hang = hang
        self.drop_mode = drop_mode
        self.drop_fraction = drop_fraction
        self.truncate_fraction = truncate_fraction
        self.frames_per_message = frames_per_message
        self.retry_after = retry_after
        self.known_voices_only = known_voices_only
        # False: no SentenceBoundary metadata even when asked for (a service answering without it),
        # so a client that cuts merged answers at sentence boundaries has nothing to cut by.
        self.sentence_boundaries = sentence_boundaries
        # False: a request for WordBoundary metadata is answered with SentenceBoundary metadata instead (a
        # service that ignores the option, as ../shared/edge-standin/fake_edge.py does).
        self.word_boundaries = word_boundaries
        self.log_requests = log_requests  # a text stream; one JSON line per finished request

        self._requested_port = port
        self.port: int | None = None
        self._lock = threading.Lock()
        self._requests: list[dict[str, Any]] = []
        self._refusals: list[int] = []
        self._connections_total = 0
        self._connection_seq = 0
        self._current = 0
        self._max_concurrent = 0
        self._attempts: dict[str, int] = {}
        self._forced: list[list[Any]] = []
        self._cache: dict[tuple[str, str, str, str, str], Rendition] = {}
        self._sockets: set[web.WebSocketResponse] = set()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop_event: asyncio.Event | None = None
        self._thread: threading.Thread | None = None
        self._stop_requested = False

    # ----------------------------------------------------------------- addresses

    @property
    def url(self) -> str:
        """Base URL, the value narrate expects in NARRATE_EDGE_URL: ``ws://127.0.0.1:PORT``."""
        if self.port is None:
            raise RuntimeError("EdgeStandIn is not running")
        return f"ws://{self.host}:{self.port}"

    @property
    def wss_url(self) -> str:
        """Drop-in replacement for ``edge_tts.communicate.WSS_URL``."""
        return f"{self.url}{WS_PATH}?TrustedClientToken={TRUSTED_CLIENT_TOKEN}"

    @property
    def voices_url(self) -> str:
        """Drop-in replacement for ``edge_tts.voices.VOICE_LIST``."""
        return f"http://{self.host}:{self.port}{VOICES_PATH}?trustedclienttoken={TRUSTED_CLIENT_TOKEN}"

    # ----------------------------------------------------------------- counters

    @property
    def requests(self) -> list[dict[str, Any]]:
        """Snapshot of every SSML request: text, voice, rate, pitch, volume, outcome, and a few extras."""
        with self._lock:
            return [dict(r) for r in self._requests]

    @property
    def refusals(self) -> list[int]:
        """HTTP statuses of refused handshakes (429, 503, 403), in order."""
        with self._lock:
            return list(self._refusals)

    @property
    def connections_total(self) -> int:
        """Websocket handshakes attempted, refused ones included."""
        with self._lock:
            return self._connections_total

    @property
    def current(self) -> int:
        """Websockets open right now."""
        with self._lock:
            return self._current

    @property
    def max_concurrent(self) -> int:
        """Most websockets open at the same time since start or the last reset."""
        with self._lock:
            return self._max_concurrent

    def wait_idle(self, timeout: float = 300.0) -> bool:
        """Wait until no websocket is open; True if that happened within ``timeout`` seconds.

        The server notices a client's close a moment after the client has moved
        on, so call this before resetting or asserting on ``max_concurrent``.
        """
        deadline = time.monotonic() + timeout
        while self.current:
            if time.monotonic() >= deadline:
                return False
            time.sleep(0.005)
        return True

    def reset_counters(self) -> None:
        """Forget requests, refusals, connection and attempt counts (so fault fates start over).

        Settings, the audio cache and pending :meth:`fail_next` scripts are kept.
        """
        with self._lock:
            self._requests.clear()
            self._refusals.clear()
            self._connections_total = 0
            self._connection_seq = 0
            self._max_concurrent = self._current
            self._attempts.clear()

    def stats(self) -> dict[str, Any]:
        """All counters in one JSON-able dict (also served at ``/_standin/stats``)."""
        with self._lock:
            return {
                "connections_total": self._connections_total,
                "current": self._current,
                "max_concurrent": self._max_concurrent,
                "refusals": list(self._refusals),
                "requests": [dict(r) for r in self._requests],
            }

    # ----------------------------------------------------------------- faults

    def fail_next(self, outcome: str, count: int = 1, match: str | None = None) -> None:
        """Force the fate of the next ``count`` requests, overriding the rates.

        Refusals ("refuse_429", "refuse_503") apply to the next handshakes; the
        other outcomes ("ok", "drop", "empty", "truncate", "hang") to the next
        SSML requests, optionally only those whose text contains ``match``.
        """
        if outcome not in OUTCOMES:
            raise ValueError(f"unknown outcome {outcome!r}; expected one of {OUTCOMES}")
        if outcome in _REFUSALS and match is not None:
            raise ValueError("refusals happen at the handshake, before the text is known")
        with self._lock:
            self._forced.append([outcome, count, match])

    def _take_forced(self, *, refusal: bool, text: str | None) -> str | None:
        with self._lock:
            for entry in self._forced:
                outcome, _, match = entry
                if (outcome in _REFUSALS) != refusal:
                    continue
                if match is not None and (text is None or match not in text):
                    continue
                entry[1] -= 1
                if entry[1] <= 0:
                    self._forced.remove(entry)
                return str(outcome)
        return None

    def _connect_fate(self, index: int) -> str:
        forced = self._take_forced(refusal=True, text=None)
        if forced is not None:
            return forced
        u = _fraction(self.seed, "connect", index)
        if u < self.refuse_429_rate:
            return "refuse_429"
        if u < self.refuse_429_rate + self.refuse_503_rate:
            return "refuse_503"
        return "ok"

    def _request_fate(self, text: str, attempt: int) -> str:
        forced = self._take_forced(refusal=False, text=text)
        if forced is not None:
            return forced
        if self.hang:
            return "hang"
        u = _fraction(self.seed, "request", text, attempt)
        threshold = 0.0
        for outcome, rate in (("drop", self.drop_rate), ("empty", self.empty_rate), ("truncate", self.truncate_rate)):
            threshold += rate
            if u < threshold:
                return outcome
        return "ok"

    # ----------------------------------------------------------------- audio cache

    def render(self, text: str, voice: str, rate: str = "+0%", pitch: str = "+0Hz", volume: str = "+0%") -> Rendition:
        """The audio this server sends for a request (cached), so tests can predict bytes."""
        key = (short_voice_name(voice), rate, pitch, volume, text)
        with self._lock:
            cached = self._cache.get(key)
        if cached is not None:
            return cached
        result = render(text, *key[:4])
        with self._lock:
            return self._cache.setdefault(key, result)

    # ----------------------------------------------------------------- handlers

    async def _handle_voices(self, request: web.Request) -> web.Response:
        return web.json_response(_VOICES)

    async def _handle_stats(self, request: web.Request) -> web.Response:
        return web.json_response(self.stats())

    _SETTINGS = (
        "seed",
        "latency_ms",
        "per_char_ms",
        "chunk_delay_ms",
        "drop_rate",
        "empty_rate",
        "truncate_rate",
        "refuse_429_rate",
        "refuse_503_rate",
        "hang",
        "drop_mode",
        "drop_fraction",
        "truncate_fraction",
        "frames_per_message",
        "retry_after",
        "known_voices_only",
        "sentence_boundaries",
        "word_boundaries",
    )

    async def _handle_settings(self, request: web.Request) -> web.Response:
        """GET shows settings; POST a JSON object of settings to change them ({"reset": true} resets counters)."""
        if request.method == "POST":
            changes = await request.json()
            if not isinstance(changes, dict):
                raise web.HTTPBadRequest(text="expected a JSON object")
            unknown = set(changes) - set(self._SETTINGS) - {"reset"}
            if unknown:
                raise web.HTTPBadRequest(text=f"unknown settings: {sorted(unknown)}")
            for name, value in changes.items():
                if name != "reset":
                    setattr(self, name, value)
            if changes.get("reset"):
                self.reset_counters()
        return web.json_response({name: getattr(self, name) for name in self._SETTINGS})

    async def _handle_ws(self, request: web.Request) -> web.StreamResponse:
        with self._lock:
            index = self._connection_seq
            self._connection_seq += 1
            self._connections_total += 1

        if request.query.get("TrustedClientToken") != TRUSTED_CLIENT_TOKEN or "Sec-MS-GEC" not in request.query:
            # What the real service does for a bad token; aiohttp adds the Date header the client's skew fix reads.
            return self._refuse(403)
        fate = self._connect_fate(index)
        if fate in _REFUSALS:
            return self._refuse(_REFUSALS[fate])

        transport = request.transport
        ws = web.WebSocketResponse(compress=True)
        await ws.prepare(request)
        with self._lock:
            self._current += 1
            self._max_concurrent = max(self._max_concurrent, self._current)
            self._sockets.add(ws)
        try:
            config = SpeechConfig()
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    continue
                headers, body = parse_text_frame(msg.data)
                path = headers.get("Path")
                if path == "speech.config":
                    config = parse_speech_config(body)
                elif path == "ssml":
                    if not await self._answer(ws, transport, index, headers, body, config):
                        break
        finally:
            with self._lock:
                self._current -= 1
                self._sockets.discard(ws)
        return ws

    def _refuse(self, status: int) -> web.Response:
        with self._lock:
            self._refusals.append(status)
        headers = {"Retry-After": str(self.retry_after)} if self.retry_after is not None else None
        return web.Response(status=status, text=f"edge stand-in refused with {status}\n", headers=headers)

    async def _answer(
        self,
        ws: web.WebSocketResponse,
        transport: asyncio.Transport | None,
        connection: int,
        headers: dict[str, str],
        body: str,
        config: SpeechConfig,
    ) -> bool:
        """Answer one SSML request; returns False when the connection is finished."""
        request_id = headers.get("X-RequestId") or uuid.uuid4().hex
        parsed = parse_ssml(body)
        record: dict[str, Any] = {
            "text": parsed.text if parsed else None,
            "voice": parsed.voice if parsed else None,
            "rate": parsed.rate if parsed else None,
            "pitch": parsed.pitch if parsed else None,
            "volume": parsed.volume if parsed else None,
            "outcome": "pending",
            "attempt": 0,
            "connection": connection,
            "audio_bytes": 0,
            "received": time.time(),  # wall-clock seconds: a benchmark lines requests up with its client's run
        }
        with self._lock:
            if parsed is not None:
                record["attempt"] = self._attempts.get(parsed.text, 0)
                self._attempts[parsed.text] = record["attempt"] + 1
            self._requests.append(record)

        if parsed is None:
            outcome = "bad_ssml"
        elif self.known_voices_only and parsed.voice not in _KNOWN_SHORT_NAMES:
            outcome = "unknown_voice"
        else:
            outcome = self._request_fate(parsed.text, record["attempt"])
        if outcome == "hang":
            self._set(record, outcome="hang")
            self._log(record)
            return True  # keep reading; never answer

        # The outcome is recorded *before* the frame that ends the client's wait
        # (turn.end, or the close of a drop): the client may return, and a test
        # may read ``requests``, before this coroutine runs again.
        try:
            rendition: Rendition | None = None
            if parsed is not None and outcome not in ("empty", "unknown_voice", "bad_ssml"):
                loop = asyncio.get_running_loop()
                rendition = await loop.run_in_executor(
                    None, self.render, parsed.text, parsed.voice, parsed.rate, parsed.pitch, parsed.volume
                )
            delay_ms = self.latency_ms + self.per_char_ms * (len(parsed.text) if parsed else 0)
            await self._pause(delay_ms / 1000.0)

            stream_id = uuid.uuid4().hex.upper()
            await self._send_str(ws, text_frame(request_id, "turn.start", '{"context":{"serviceTag":"standin"}}'))
            await self._send_str(
                ws,
                text_frame(
                    request_id,
                    "response",
                    json.dumps(
                        {"context": {"serviceTag": "standin"}, "audio": {"type": "inline", "streamId": stream_id}}
                    ),
                ),
            )
            if rendition is not None:
                finished = await self._send_audio(
                    ws, transport, request_id, stream_id, rendition, config, outcome, record
                )
                if not finished:
                    return False
            self._set(record, outcome=outcome, answered=time.time())
            await self._send_str(ws, text_frame(request_id, "turn.end", "{}"))
            return True
        except _ClientGone as gone:
            # A client that leaves a malformed answer is that answer's point: its outcome stays.
            if not str(record["outcome"]).startswith("malformed_"):
                self._set(record, outcome="server_stopped" if isinstance(gone, _ServerStopping) else "client_gone")
            return False
        finally:
            self._log(record)

    async def _send_audio(
        self,
        ws: web.WebSocketResponse,
        transport: asyncio.Transport | None,
        request_id: str,
        stream_id: str,
        rendition: Rendition,
        config: SpeechConfig,
        outcome: str,
        record: dict[str, Any],
    ) -> bool:
        """Stream metadata and audio interleaved, as the service does; False if the stream was dropped.

        Each boundary's metadata frame goes out just before the audio message that
        contains its first frame, so truncated or dropped answers also lack the
        metadata of the audio they never sent.
        """
        frames = rendition.frame_count
        stop = frames
        if outcome == "truncate":
            stop = max(1, round(frames * self.truncate_fraction))
        elif outcome == "drop":
            stop = max(1, min(frames - 1, round(frames * self.drop_fraction)))
        wanted: list[Boundary] = []
        words = config.word_boundary and self.word_boundaries
        if (config.sentence_boundary or (config.word_boundary and not words)) and self.sentence_boundaries:
            wanted.extend(rendition.sentences)
        if words:
            wanted.extend(rendition.words)
        boundaries = sorted(wanted, key=lambda b: (b.offset, b.kind != "SentenceBoundary"))

        next_boundary = 0
        per_message = max(1, int(self.frames_per_message))
        malformed = outcome.startswith("malformed_")
        for first in range(0, stop, per_message):
            if malformed and first >= stop // 2:  # halfway: audio and boundaries heard before it, more to come
                # Recorded before the frame: the client may give up on it and close before this coroutine runs again.
                self._set(record, outcome=outcome)
                await self._send_malformed(ws, request_id, MALFORMATIONS[outcome.removeprefix("malformed_")])
                malformed = False
            last = min(first + per_message, stop)
            while next_boundary < len(boundaries) and boundaries[next_boundary].offset // TICKS_PER_FRAME < last:
                await self._send_str(ws, text_frame(request_id, "audio.metadata", boundaries[next_boundary].to_json()))
                next_boundary += 1
            payload = rendition.mp3[first * FRAME_BYTES : last * FRAME_BYTES]
            await self._send_bytes(ws, audio_frame(request_id, stream_id, payload))
            self._set(record, audio_bytes=record["audio_bytes"] + len(payload))
            await self._pause(self.chunk_delay_ms / 1000.0)

        if outcome == "drop":
            self._set(record, outcome="drop")
            if self.drop_mode == "abort" and transport is not None:
                transport.abort()  # like a network cut: no close frame
            else:
                await ws.close(code=WSCloseCode.OK)
            return False
        if outcome != "truncate":
            while next_boundary < len(boundaries):
                await self._send_str(ws, text_frame(request_id, "audio.metadata", boundaries[next_boundary].to_json()))
                next_boundary += 1
        await self._send_bytes(ws, audio_frame(request_id, stream_id, b""))
        return True

    async def _send_malformed(self, ws: web.WebSocketResponse, request_id: str, what: str | bytes) -> None:
        """One frame the client cannot read: a whole binary frame, a text frame as it is, or metadata."""
        if isinstance(what, bytes):
            await self._send_bytes(ws, what)
        elif what.startswith("{"):
            await self._send_str(ws, text_frame(request_id, "audio.metadata", what))
        else:
            await self._send_str(ws, what)

    async def _pause(self, seconds: float) -> None:
        """Sleep, but give up at once if the server is stopping.

        A plain sleep would outlive shutdown: aiohttp would wait its shutdown
        timeout and then leave the handler task pending on a closed loop.
        """
        if seconds <= 0:
            return
        event = self._stop_event
        if event is None:
            await asyncio.sleep(seconds)
            return
        try:
            await asyncio.wait_for(event.wait(), seconds)
        except asyncio.TimeoutError:
            return
        raise _ServerStopping

    def _set(self, record: dict[str, Any], **changes: Any) -> None:
        with self._lock:
            record.update(changes)

    def _log(self, record: dict[str, Any]) -> None:
        """Emit one JSON line for a finished request, if asked to (standalone ``--log-requests``)."""
        if self.log_requests is not None:
            with self._lock:
                line = json.dumps(record, ensure_ascii=False)
            print(line, file=self.log_requests, flush=True)

    @staticmethod
    async def _send_str(ws: web.WebSocketResponse, data: str) -> None:
        if ws.closed:
            raise _ClientGone
        try:
            await ws.send_str(data)
        except ConnectionError as exc:
            raise _ClientGone from exc

    @staticmethod
    async def _send_bytes(ws: web.WebSocketResponse, data: bytes) -> None:
        if ws.closed:
            raise _ClientGone
        try:
            await ws.send_bytes(data)
        except ConnectionError as exc:
            raise _ClientGone from exc

    async def _close_sockets(self, app: web.Application) -> None:
        """On shutdown, close open websockets so hanging handlers return instead of being cancelled."""
        with self._lock:
            sockets = list(self._sockets)
        for ws in sockets:
            with contextlib.suppress(Exception):
                await ws.close(code=WSCloseCode.GOING_AWAY, message=b"stand-in shutting down")

    # ----------------------------------------------------------------- lifecycle

    def _build_app(self) -> web.Application:
        app = web.Application()
        app.router.add_get(WS_PATH, self._handle_ws)
        app.router.add_get(VOICES_PATH, self._handle_voices)
        app.router.add_get(STATS_PATH, self._handle_stats)
        app.router.add_get(SETTINGS_PATH, self._handle_settings)
        app.router.add_post(SETTINGS_PATH, self._handle_settings)
        app.on_shutdown.append(self._close_sockets)
        return app

    async def serve(self, ready: Callable[[], None] | None = None) -> None:
        """Run until :meth:`request_stop`; calls ``ready()`` once the port is listening."""
        self._stop_event = asyncio.Event()
        self._loop = asyncio.get_running_loop()
        if self._stop_requested:  # a signal arrived before the event existed
            self._stop_event.set()
        runner = web.AppRunner(self._build_app(), handle_signals=False, access_log=None, shutdown_timeout=1.0)
        await runner.setup()
        try:
            site = web.TCPSite(runner, self.host, self._requested_port)
            await site.start()
            self.port = int(runner.addresses[0][1])
            if ready is not None:
                ready()
            await self._stop_event.wait()
        finally:
            await runner.cleanup()

    def request_stop(self) -> None:
        """Ask :meth:`serve` to return; safe from any thread or a signal handler."""
        self._stop_requested = True
        loop, event = self._loop, self._stop_event
        if loop is not None and event is not None and not loop.is_closed():
            loop.call_soon_threadsafe(event.set)

    def start(self) -> EdgeStandIn:
        """Serve on a background thread with its own event loop; returns once listening."""
        if self._thread is not None:
            raise RuntimeError("EdgeStandIn already started")
        started = threading.Event()
        errors: list[BaseException] = []

        def run() -> None:
            loop = asyncio.new_event_loop()
            try:
                loop.run_until_complete(self.serve(started.set))
            except BaseException as exc:  # reported to the starting thread
                errors.append(exc)
            finally:
                try:
                    loop.run_until_complete(loop.shutdown_asyncgens())
                    loop.run_until_complete(loop.shutdown_default_executor())
                finally:
                    loop.close()
                    started.set()

        self._stop_requested = False
        self._thread = threading.Thread(target=run, name="edge-standin", daemon=True)
        self._thread.start()
        started.wait(timeout=300)
        if errors or self.port is None:
            self._thread.join(timeout=300)
            self._thread = None
            raise RuntimeError("EdgeStandIn failed to start") from (errors[0] if errors else None)
        return self

    def stop(self) -> None:
        """Stop serving, close open websockets and join the thread."""
        thread = self._thread
        if thread is None:
            return
        self.request_stop()
        thread.join(timeout=300)
        if thread.is_alive():
            raise RuntimeError("EdgeStandIn thread did not stop")
        self._thread = None
        self._loop = None
        self.port = None

    def __enter__(self) -> EdgeStandIn:
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.stop()


# --------------------------------------------------------------------------- CLI


def _parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Loopback stand-in of the Edge read-aloud TTS service.")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=0, help="0 picks a free port (printed on the ready line)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--latency-ms", type=float, default=0.0, help="delay before answering each request")
    parser.add_argument("--per-char-ms", type=float, default=0.0, help="extra delay per text character")
    parser.add_argument("--chunk-delay-ms", type=float, default=0.0, help="delay between audio messages")
    parser.add_argument("--drop-rate", type=float, default=0.0, help="close mid-audio, no turn.end")
    parser.add_argument("--empty-rate", type=float, default=0.0, help="turn.end with no audio")
    parser.add_argument("--truncate-rate", type=float, default=0.0, help="~30%% of the audio, then a normal turn.end")
    parser.add_argument("--refuse-429-rate", type=float, default=0.0)
    parser.add_argument("--refuse-503-rate", type=float, default=0.0)
    parser.add_argument("--hang", action="store_true", help="accept, then never answer")
    parser.add_argument("--drop-mode", choices=("close", "abort"), default="close")
    parser.add_argument("--frames-per-message", type=int, default=4)
    parser.add_argument("--retry-after", type=int, default=None, help="Retry-After header on 429/503")
    parser.add_argument("--known-voices-only", action="store_true", help="answer unknown voices with no audio")
    parser.add_argument("--no-sentence-boundaries", action="store_true", help="send no SentenceBoundary metadata")
    parser.add_argument(
        "--no-word-boundaries",
        action="store_true",
        help="answer a request for WordBoundary metadata with SentenceBoundary metadata",
    )
    parser.add_argument("--log-requests", action="store_true", help="one JSON line per request on stderr")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    """Run as a process: print ``ready ws://HOST:PORT`` once listening, stop on SIGINT/SIGTERM."""
    args = _parse_args(argv)
    server = EdgeStandIn(
        args.seed,
        host=args.host,
        port=args.port,
        latency_ms=args.latency_ms,
        per_char_ms=args.per_char_ms,
        chunk_delay_ms=args.chunk_delay_ms,
        drop_rate=args.drop_rate,
        empty_rate=args.empty_rate,
        truncate_rate=args.truncate_rate,
        refuse_429_rate=args.refuse_429_rate,
        refuse_503_rate=args.refuse_503_rate,
        hang=args.hang,
        drop_mode=args.drop_mode,
        frames_per_message=args.frames_per_message,
        retry_after=args.retry_after,
        known_voices_only=args.known_voices_only,
        sentence_boundaries=not args.no_sentence_boundaries,
        word_boundaries=not args.no_word_boundaries,
        log_requests=sys.stderr if args.log_requests else None,
    )

    async def run() -> None:
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(sig, server.request_stop)
        await server.serve(lambda: print(f"ready {server.url}", flush=True))

    asyncio.run(run())
    return 0


if __name__ == "__main__":
    sys.exit(main())
