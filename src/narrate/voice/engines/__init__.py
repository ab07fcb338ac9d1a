"""Speech engines: one protocol (:class:`~narrate.engines.base.Engine`), several implementations.

- ``edge``: Microsoft Edge's online neural voices through edge-tts.
- ``espeak``: espeak-ng from the espeakng-loader wheel, offline, encoded to Edge's MP3 format.

Both return MPEG-2 Layer III, 24 kHz, mono, 48 kbps CBR, so their chunks splice
without re-encoding. Engines know nothing of episodes or feeds.
"""

from __future__ import annotations

from .base import Boundary, Engine, EngineFailure, FailureKind, Speech, SpeechRequest

__all__ = ["Boundary", "Engine", "EngineFailure", "FailureKind", "Speech", "SpeechRequest", "make_engine"]


def make_engine(name: str) -> Engine:
    """An engine by name: "edge" or "espeak"."""
    if name == "edge":
        from .edge import EdgeEngine

        return EdgeEngine()
    if name == "espeak":
        from .espeak import EspeakEngine

        return EspeakEngine()
    raise ValueError(f"unknown engine {name!r}; expected edge or espeak")
