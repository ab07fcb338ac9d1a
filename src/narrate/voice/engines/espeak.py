"""The offline engine: espeak-ng from the espeakng-loader wheel (no system package).

espeak-ng keeps global state, so calls are serialized on one lock and run in a
worker thread. Its 22,050 Hz PCM is resampled and encoded by LAME (lameenc) to
exactly Edge's format — MPEG-2 Layer III, 24 kHz, mono, 48 kbps CBR — so chunks
from either engine splice without re-encoding.
"""

from __future__ import annotations

import ctypes
import threading
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from narrate.errors import Mp3FormatError, SynthesisError
from .base import EngineFailure, FailureKind, Speech, SpeechRequest, VoiceProblem

SETTING = "espeak_voice"  # the key of a language in voices.yaml that names its espeak-ng voice
# When voices.yaml names none: espeak-ng's voice for each language narrate speaks (cmn reads both scripts).
DEFAULT_VOICES = {"zh-hant": "cmn", "zh-hans": "cmn", "en": "en-us", "ja": "ja", "ko": "ko"}

_AUDIO_OUTPUT_SYNCHRONOUS = 2
_ESPEAK_CHARS_UTF8 = 1
_ESPEAK_RATE = 1
_ESPEAK_PITCH = 3
_DEFAULT_WPM = 175
_CALLBACK = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.POINTER(ctypes.c_short), ctypes.c_int, ctypes.c_void_p)


class _Espeak:
    """The loaded library, initialized once per process."""

    def __init__(self) -> None:
        import espeakng_loader

        self.lib = ctypes.CDLL(espeakng_loader.get_library_path())
        self.lib.espeak_Initialize.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_char_p, ctypes.c_int]
        self.lib.espeak_SetVoiceByName.argtypes = [ctypes.c_char_p]
        self.lib.espeak_Synth.argtypes = [
            ctypes.c_char_p, ctypes.c_size_t, ctypes.c_uint, ctypes.c_int, ctypes.c_uint,
            ctypes.c_uint, ctypes.c_void_p, ctypes.c_void_p,
        ]
        self.lib.espeak_SetParameter.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_int]
        self.sample_rate = self.lib.espeak_Initialize(
            _AUDIO_OUTPUT_SYNCHRONOUS, 0, espeakng_loader.get_data_path().encode(), 0
        )
        if self.sample_rate <= 0:
            raise SynthesisError("espeak-ng failed to initialize; reinstall espeakng-loader or use --engine edge",
                                 engine="espeak")
        self.lock = threading.Lock()
        self._pcm: list[bytes] = []
        # Keep a reference: ctypes frees the trampoline when the Python object dies.
        self._callback = _CALLBACK(self._collect)
        self.lib.espeak_SetSynthCallback(self._callback)
        version = ctypes.c_char_p()
        self.lib.espeak_Info.restype = ctypes.c_char_p
        self.version = (self.lib.espeak_Info(ctypes.byref(version)) or b"?").decode()

    def _collect(self, wav: ctypes._Pointer, count: int, events: int) -> int:  # type: ignore[type-arg]
        if count > 0:
            self._pcm.append(ctypes.string_at(wav, count * 2))
        return 0

    def pcm(self, text: str, voice: str, rate_percent: int, pitch_hz: int) -> bytes:
        """Synthesize `text` to 16-bit mono PCM at `self.sample_rate`."""
        with self.lock:
            self._pcm = []
            if self.lib.espeak_SetVoiceByName(voice.encode()) != 0:
                raise EngineFailure(FailureKind.OTHER, f"espeak-ng has no voice {voice!r}", engine="espeak", voice=voice)
            self.lib.espeak_SetParameter(_ESPEAK_RATE, max(80, int(_DEFAULT_WPM * (1 + rate_percent / 100))), 0)
            self.lib.espeak_SetParameter(_ESPEAK_PITCH, max(0, min(100, 50 + pitch_hz)), 0)
            data = text.encode("utf-8")
            status = self.lib.espeak_Synth(data, len(data) + 1, 0, 0, 0, _ESPEAK_CHARS_UTF8, None, None)
            self.lib.espeak_Synchronize()
            if status != 0:
                raise EngineFailure(FailureKind.OTHER, f"espeak-ng error {status}", engine="espeak", voice=voice)
            return b"".join(self._pcm)


@lru_cache(maxsize=1)
def _espeak() -> _Espeak:
    return _Espeak()


def _signed(value: str, unit: str) -> int:
    try:
        return int(value.removesuffix(unit))
    except ValueError:
        return 0


class EspeakEngine:
    """espeak-ng as a narrate engine: robotic, but offline and always there."""

    name = "espeak"
    description = "the offline espeak-ng voice"

    def check_voice(self, lang: str, settings: Mapping[str, Any]) -> list[VoiceProblem]:
        """`espeak_voice`, if given, must be an espeak-ng voice name (text)."""
        value = settings.get(SETTING)
        if value is not None and (not isinstance(value, str) or not value.strip()):
            return [(SETTING, f"expected an espeak-ng voice name like 'en-us' or 'cmn', got {value!r}")]
        return []

    @property
    def version(self) -> str:
        """espeak-ng's version string."""
        return f"espeak-ng-{_espeak().version}"

    def voice_id(self, request: SpeechRequest) -> str:
        """The espeak-ng voice: the voice's `espeak_voice` setting, else the language's usual one."""
        return request.voice.setting(SETTING) or DEFAULT_VOICES.get(request.lang, "en")

    def _synthesize(self, request: SpeechRequest) -> Speech:
        # Imported here, not with the module: checking voices.yaml needs none of the audio stage.
        from narrate.audio.encode import encode_edge_format
        from narrate.audio.mp3 import EDGE_FORMAT, audio_frames

        engine = _espeak()
        pcm = engine.pcm(
            request.text,
            self.voice_id(request),
            _signed(request.voice.rate, "%"),
            _signed(request.voice.pitch, "Hz"),
        )
        if not pcm:
            raise EngineFailure(FailureKind.NO_AUDIO, f"espeak-ng said nothing for {request.text[:30]!r}")
        try:
            frames = audio_frames(encode_edge_format(pcm, engine.sample_rate), EDGE_FORMAT)
        except Mp3FormatError as exc:
            raise EngineFailure(FailureKind.BAD_AUDIO, str(exc)) from exc
        return Speech(b"".join(frames), ())

    async def synthesize(self, request: SpeechRequest) -> Speech:
        """Synthesize one chunk in a worker thread (espeak-ng blocks)."""
        import asyncio

        return await asyncio.to_thread(self._synthesize, request)

    async def aclose(self) -> None:
        """Nothing to release; the library stays loaded for the process."""
