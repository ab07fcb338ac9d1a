"""The offline engine: espeak-ng from the espeakng-loader wheel (no system package).

espeak-ng keeps global state, so calls are serialized on one lock and run in a
worker thread. Its 22,050 Hz PCM is resampled and encoded by LAME (lameenc) to
exactly Edge's format — MPEG-2 Layer III, 24 kHz, mono, 48 kbps CBR — so chunks
from either engine splice without re-encoding.
"""

from __future__ import annotations

import ctypes
import re
import threading
import unicodedata
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from narrate.errors import Mp3FormatError, SynthesisError

from .base import EngineFailure, FailureKind, Speech, SpeechRequest, VoiceProblem

SETTING = "espeak_voice"  # the key of a language in voices.yaml that names its espeak-ng voice
# When voices.yaml names none: espeak-ng's voice for
# each language narrate speaks (cmn reads both scripts).
DEFAULT_VOICES = {"zh-hant": "cmn", "zh-hans": "cmn", "en": "en-us", "ja": "ja", "ko": "ko"}

_AUDIO_OUTPUT_SYNCHRONOUS = 2
_ESPEAK_CHARS_UTF8 = 1
_ESPEAK_RATE = 1
_ESPEAK_PITCH = 3
_DEFAULT_WPM = 175
_PHONEMES_IPA = 0x02  # espeakPHONEMES_IPA: IPA, with "(en)" where espeak-ng switches language
_CALLBACK = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.POINTER(ctypes.c_short), ctypes.c_int, ctypes.c_void_p)


class _Espeak:
    """The loaded library, initialized once per process."""

    def __init__(self) -> None:
        import espeakng_loader

        self.lib = ctypes.CDLL(espeakng_loader.get_library_path())
        self.lib.espeak_Initialize.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_char_p, ctypes.c_int]
        self.lib.espeak_SetVoiceByName.argtypes = [ctypes.c_char_p]
        self.lib.espeak_Synth.argtypes = [
            ctypes.c_char_p,
            ctypes.c_size_t,
            ctypes.c_uint,
            ctypes.c_int,
            ctypes.c_uint,
            ctypes.c_uint,
            ctypes.c_void_p,
            ctypes.c_void_p,
        ]
        self.lib.espeak_SetParameter.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_int]
        self.lib.espeak_TextToPhonemes.restype = ctypes.c_char_p
        self.lib.espeak_TextToPhonemes.argtypes = [ctypes.POINTER(ctypes.c_void_p), ctypes.c_int, ctypes.c_int]
        self.sample_rate = self.lib.espeak_Initialize(
            _AUDIO_OUTPUT_SYNCHRONOUS, 0, espeakng_loader.get_data_path().encode(), 0
        )
        if self.sample_rate <= 0:
            raise SynthesisError(
                "espeak-ng failed to initialize; reinstall espeakng-loader or use --engine edge", engine="espeak"
            )
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

    def has_voice(self, voice: str) -> bool:
        """Whether espeak-ng has a voice of that name."""
        with self.lock:
            return bool(self.lib.espeak_SetVoiceByName(voice.encode()) == 0)

    def phonemes(self, text: str, voice: str) -> str:
        """What `voice` would say for `text`, as IPA with language switches marked ``(en)``; no audio.

        Raises EngineFailure when espeak-ng has no such voice.
        """
        with self.lock:
            if self.lib.espeak_SetVoiceByName(voice.encode()) != 0:
                raise EngineFailure(
                    FailureKind.OTHER, f"espeak-ng has no voice {voice!r}", engine="espeak", voice=voice
                )
            data = ctypes.create_string_buffer(text.encode("utf-8"))
            cursor = ctypes.c_void_p(ctypes.addressof(data))
            pieces = []
            while cursor.value:
                piece = self.lib.espeak_TextToPhonemes(ctypes.byref(cursor), _ESPEAK_CHARS_UTF8, _PHONEMES_IPA)
                pieces.append((piece or b"").decode("utf-8", "replace"))
            return " ".join(pieces)

    def pcm(self, text: str, voice: str, rate_percent: int, pitch_hz: int) -> bytes:
        """Synthesize `text` to 16-bit mono PCM at `self.sample_rate`."""
        with self.lock:
            self._pcm = []
            if self.lib.espeak_SetVoiceByName(voice.encode()) != 0:
                raise EngineFailure(
                    FailureKind.OTHER, f"espeak-ng has no voice {voice!r}", engine="espeak", voice=voice
                )
            self.lib.espeak_SetParameter(_ESPEAK_RATE, max(80, int(_DEFAULT_WPM * (1 + rate_percent / 100))), 0)
            self.lib.espeak_SetParameter(_ESPEAK_PITCH, max(0, min(100, 50 + pitch_hz)), 0)
            data = text.encode("utf-8")
            status = self.lib.espeak_Synth(data, len(data) + 1, 0, 0, 0, _ESPEAK_CHARS_UTF8, None, None)
            self.lib.espeak_Synchronize()
            if status != 0:
                raise EngineFailure(FailureKind.OTHER, f"espeak-ng error {status}", engine="espeak", voice=voice)
            return b"".join(self._pcm)


_LOADING = threading.Lock()
_LOADED: list[_Espeak] = []


def _espeak() -> _Espeak:
    """The process's one _Espeak, made under a lock: threads asking at once (the fallback checks of a build's
    articles, as a run moves on to espeak-ng) must not initialize the library twice, nor then call it through
    two locks — either crashes the process."""
    if not _LOADED:
        with _LOADING:
            if not _LOADED:
                _LOADED.append(_Espeak())
    return _LOADED[0]


# Letters of scripts no espeak-ng voice reads (Vai, Tifinagh): every voice says them as its
# word for "letter" and the code point ("letter a500"), so what the two share is that word.
_UNKNOWN_LETTERS = ("\ua500", "\u2d30")
_SWITCH = re.compile(r"\([a-z][a-z0-9-]*\)")


def _plain(phonemes: str) -> str:
    """Phonemes without language switches, stress marks and spaces (so prefixes compare)."""
    return "".join(_SWITCH.sub("", phonemes).replace("ˈ", "").replace("ˌ", "").split())


@lru_cache(maxsize=256)
def _letter_word(voice: str) -> str:
    """The voice's word for "letter" as phonemes ("lɛɾɚ", "le̞tə", "buːxʃtɑːbə"), or "" if none shows."""
    first, second = (_plain(_espeak().phonemes(ch, voice)) for ch in _UNKNOWN_LETTERS)
    length = 0
    while length < min(len(first), len(second)) and first[length] == second[length]:
        length += 1
    return first[:length] if length >= 2 else ""


def _foreign_letter(ch: str) -> bool:
    """A letter outside ASCII and the Latin script: one espeak-ng may read, or only name."""
    return (
        not ch.isascii()
        and unicodedata.category(ch).startswith("L")
        and not unicodedata.name(ch, "").startswith("LATIN")
    )


def _says_names(voice: str, text: str) -> bool:
    """Whether espeak-ng's phonemes for `text` carry a name instead of a reading.

    Two signs: the voice's word for "letter" (its answer for scripts it has no rules for),
    or, in a voice that is not English, a switch into English (where it says the script's
    name: "Chinese", "Cyrillic", "Hangul"); `text` holds no Latin letters, so no English
    word of the text explains that switch.
    """
    phonemes = _espeak().phonemes(text, voice)
    word = _letter_word(voice)
    if word and word in _plain(phonemes):
        return True
    return not voice.startswith("en") and "(en" in phonemes


@lru_cache(maxsize=65536)
def _named_alone(voice: str, ch: str) -> bool:
    return _says_names(voice, ch)


@lru_cache(maxsize=16384)
def _named_in(voice: str, run: str) -> tuple[str, ...]:
    """The letters of one run of non-Latin text that `voice` names: named alone and in context.

    Alone, a letter shows what the voice does with it (one phoneme call per distinct
    letter, cached); in context, a vowel syllable espeak-ng names alone ("Hangul a") is
    read with its neighbours, so both must say a name.
    """
    alone = [ch for ch in dict.fromkeys(run) if _foreign_letter(ch) and _named_alone(voice, ch)]
    return tuple(alone) if alone and _says_names(voice, run) else ()


def _runs(text: str) -> list[str]:
    """The runs of non-Latin letters of `text` (with their combining marks: Thai, Devanagari vowels)."""
    runs: list[str] = []
    current: list[str] = []
    for ch in text:
        if _foreign_letter(ch) or (current and unicodedata.category(ch).startswith("M")):
            current.append(ch)
        elif current:
            runs.append("".join(current))
            current = []
    if current:
        runs.append("".join(current))
    return runs


def named_letters(text: str, voice: str) -> list[str]:
    """The letters of `text` that espeak-ng's `voice` would say a name for rather than read.

    The gibberish signal: espeak-ng's `ja` voice says "Chinese letter" for every kanji.
    Phonemes only, no audio; letters and runs are cached per process, so checking a whole
    article costs milliseconds. Raises EngineFailure for a voice espeak-ng does not have.
    """
    named: dict[str, None] = {}
    for run in dict.fromkeys(_runs(text)):
        named.update(dict.fromkeys(_named_in(voice, run)))
    return list(named)


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

    def named_letters(self, request: SpeechRequest) -> list[str]:
        """The letters of the request's text its espeak-ng voice would say a name for ("Chinese
        letter") instead of reading; EngineFailure if espeak-ng has no such voice. Phonemes
        only: narrate asks before letting espeak-ng take over from an unreachable engine."""
        voice = self.voice_id(request)
        if not _espeak().has_voice(voice):
            raise EngineFailure(FailureKind.OTHER, f"espeak-ng has no voice {voice!r}", engine="espeak", voice=voice)
        return named_letters(request.text, voice)

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
