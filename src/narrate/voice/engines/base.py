"""The engine protocol, what an engine may do besides it (its capabilities), and the failure kinds retries
are decided by.

Every engine has the duties of :class:`Engine`. A capability is a protocol of its own, asked by
``isinstance`` where it matters, never by the engine's name: :class:`WarmsUp` (something to get ready
before the first request), :class:`MergingEngine` (several chunks in one request),
:class:`NamesLetters` (which letters it would name rather than read: the offline fallback's test), and a
``description`` for messages (:func:`describe`).
"""

from __future__ import annotations

import enum
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from narrate.audio.model import Boundary
from narrate.patterns import LazyPattern

__all__ = [
    "Boundary",
    "Engine",
    "EngineFailure",
    "FailureKind",
    "MergingEngine",
    "NamesLetters",
    "OffersVoices",
    "Speech",
    "SpeechRequest",
    "VoiceProblem",
    "WarmsUp",
    "describe",
    "expected_min_seconds",
]
from narrate.errors import SynthesisError

if TYPE_CHECKING:  # not at run time: the Edge worker process (narrate.voice.edge_worker) needs no config
    from narrate.config import Voice


@dataclass(frozen=True)
class SpeechRequest:
    """What to say and how: one chunk's text, the voice that reads it, and its language.

    Engine-specific settings (espeak's ``espeak_voice``) travel on the voice
    (:meth:`Voice.setting`), never as fields here.
    """

    text: str
    voice: Voice
    lang: str


@dataclass(frozen=True)
class Speech:
    """One chunk's audio (MP3 frames in Edge's format) and its boundaries, if the engine has them."""

    audio: bytes
    boundaries: tuple[Boundary, ...] = ()
    # Momentary loudness blocks and true peak, if the engine measured them as the audio arrived
    # (narrate.voice.metering); None: the synthesizer measures the audio itself.
    levels: tuple[tuple[float, ...], float | None] | None = None
    # Each word said, timed like the boundaries (the engine's word boundaries); () if it has none.
    words: tuple[Boundary, ...] = ()


class FailureKind(enum.Enum):
    """Why a request failed; the retry policy waits and gives up by kind."""

    CONNECT = "cannot connect"  # refused, DNS, connect timeout: maybe unreachable
    THROTTLED = "throttled (429/503)"  # back off longer
    FORBIDDEN = "refused (403)"  # edge-tts corrects clock skew once; retry
    DROPPED = "dropped mid-answer"  # the websocket failed under the answer
    NO_AUDIO = "answered with no audio"
    TRUNCATED = "the answer stops short of its text"  # cut off early (a quiet drop looks whole to the client)
    TIMEOUT = "timed out"
    BAD_AUDIO = "returned audio narrate cannot use"
    MALFORMED = "answered with something that is not the service's answer"  # metadata or frames unreadable
    OTHER = "failed"


class EngineFailure(SynthesisError):
    """One request failed; `kind` says whether and how long to wait before trying again."""

    def __init__(self, kind: FailureKind, detail: str, **context: Any) -> None:
        super().__init__(f"{kind.value}: {detail}" if detail else kind.value, **context)
        self.kind = kind
        self.detail = detail


_CJK = LazyPattern("[\u3040-\u9fff\uac00-\ud7a3]")  # kana, CJK ideographs, Hangul syllables
_ASCII_ALNUM = re.compile("[A-Za-z0-9]")


def expected_min_seconds(text: str, rate: str = "+0%") -> float:
    """A floor for how long `text` takes to say: audio much shorter than this was cut off."""
    cjk = len(_CJK.findall(text))
    latin = len(_ASCII_ALNUM.findall(text))
    # Deliberately low (a fast reader, then a third of that): only gross truncation trips it.
    seconds = (cjk * 0.12 + latin * 0.02) / 3
    try:
        speedup = 1 + int(rate.rstrip("%")) / 100
    except ValueError:
        speedup = 1.0
    return seconds / max(speedup, 0.5)


def expected_max_seconds(text: str, rate: str = "+0%") -> float:
    """A ceiling for how long `text` takes to say: audio far longer is not an answer to it.

    Deliberately high (a very slow reader, a third of a second for every character,
    plus ten seconds): only an answer many times too long trips it (a service that
    sent 70 minutes for two sentences).
    """
    seconds = 10.0 + len(text) * 0.35
    try:
        speedup = 1 + int(rate.rstrip("%")) / 100
    except ValueError:
        speedup = 1.0
    return seconds / max(speedup, 0.5)


# (key of the language in voices.yaml, what is wrong with it and how to fix it)
VoiceProblem = tuple[str, str]


class Engine(Protocol):
    """Turns one chunk of text into MP3 audio in Edge's format.

    `name` goes into cache keys, manifest records and tags; `check_voice` says what is
    wrong with one language's settings in voices.yaml as this engine reads them (narrate
    turns each problem into a ConfigError naming the file, key and line).
    """

    name: str

    def check_voice(self, lang: str, settings: Mapping[str, Any]) -> list[VoiceProblem]:
        """Problems with one language's voice settings (its mapping in voices.yaml); [] if usable."""
        ...

    @property
    def version(self) -> str:
        """Goes into cache keys: a new version re-synthesizes."""
        ...

    def voice_id(self, request: SpeechRequest) -> str:
        """The voice this engine would use for the request (for cache keys and tags)."""
        ...

    async def synthesize(self, request: SpeechRequest) -> Speech:
        """Synthesize one chunk; raises EngineFailure."""
        ...

    async def aclose(self) -> None:
        """Release connections or threads."""
        ...


@runtime_checkable
class WarmsUp(Protocol):
    """An engine with something to get ready before its first request (Edge: its client library), called
    when a run will likely ask it (a new or changed article), never on a rebuild from the cache."""

    def warm_up(self) -> None:
        """Start getting ready (in the background: return at once)."""
        ...


@runtime_checkable
class MergingEngine(Protocol):
    """An engine that can say several adjacent chunks in one request and cut the answer back."""

    async def synthesize_merged(self, requests: Sequence[SpeechRequest]) -> list[Speech]:
        """One request for all of `requests` (same voice and settings), one Speech per request;
        raises EngineFailure (ask again) or merge.Unsplittable (ask one chunk at a time)."""
        ...


@runtime_checkable
class NamesLetters(Protocol):
    """An engine that can tell, without speaking, which letters it would name instead of read."""

    def named_letters(self, request: SpeechRequest) -> list[str]:
        """The distinct letters of the request's text said as a name ("Chinese letter"); raises
        EngineFailure when the engine cannot speak the request's language at all."""
        ...


@runtime_checkable
class OffersVoices(Protocol):
    """A service whose connection may close before it answers in a way its client reports as an answer with no
    audio (Edge: a websocket closed 1011/1008 before turn.start ends as edge-tts's NoAudioReceived, as a text it
    cannot say and a voice it does not serve do), and that can say which voices it offers. Only for such an engine
    does "no audio" on many distinct requests, none answered, mean the service is out of reach
    (narrate.voice.retry); a local engine's silence is a fact about the chunk."""

    async def offers(self, request: SpeechRequest) -> bool | None:
        """Whether the service offers the request's voice; None when its list cannot be had."""
        ...


def describe(engine: Engine) -> str:
    """The engine as a message names it: its `description` ("the Edge speech service"), else "the NAME engine"."""
    description = getattr(engine, "description", None)
    return description if isinstance(description, str) and description else f"the {engine.name} engine"
