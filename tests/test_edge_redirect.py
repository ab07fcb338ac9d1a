"""NARRATE_EDGE_URL reaches edge-tts in one place (voice.engines.edge._use), which fails loudly when the
installed edge-tts no longer reads the globals it sets, and the pinned edge-tts is one that works."""

from __future__ import annotations

from collections.abc import Iterator
from importlib import metadata

import edge_tts.communicate
import edge_tts.constants
import edge_tts.voices
import pytest

from narrate.errors import ConfigError
from narrate.voice.engines import edge


@pytest.fixture(autouse=True)
def fresh_check() -> Iterator[None]:
    edge._redirectable.cache_clear()
    yield
    edge._redirectable.cache_clear()
    edge._use("")


def test_a_base_url_redirects_both_globals_and_the_real_service_is_restored() -> None:
    wss = edge._use("ws://127.0.0.1:8765")
    assert wss.startswith("ws://127.0.0.1:8765/consumer/speech/synthesize/readaloud/edge/v1?TrustedClientToken=")
    assert edge_tts.communicate.WSS_URL == wss
    assert edge_tts.voices.VOICE_LIST.startswith("http://127.0.0.1:8765/consumer/speech/synthesize/readaloud/voices/")
    assert edge._use("") == edge_tts.constants.WSS_URL == edge_tts.communicate.WSS_URL
    assert edge_tts.voices.VOICE_LIST == edge_tts.constants.VOICE_LIST


def test_a_global_that_moved_fails_loudly(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(edge_tts.communicate, "WSS_URL")
    with pytest.raises(ConfigError, match=r"NARRATE_EDGE_URL cannot be applied: edge-tts .* no longer reads "
                                          r"edge_tts\.communicate\.WSS_URL"):
        edge._use("ws://127.0.0.1:8765")


def test_a_global_no_code_reads_any_more_fails_loudly(monkeypatch: pytest.MonkeyPatch) -> None:
    """A release that keeps the name but builds its URL elsewhere would send requests to the real
    service while the user believes they go to NARRATE_EDGE_URL."""
    monkeypatch.setattr(edge_tts.voices, "LEFT_OVER_URL", "wss://example.invalid/", raising=False)
    monkeypatch.setattr(edge, "_URL_GLOBALS", (("edge_tts.communicate", "WSS_URL"), ("edge_tts.voices", "LEFT_OVER_URL")))
    with pytest.raises(ConfigError, match=r"edge_tts\.voices\.LEFT_OVER_URL"):
        edge._use("ws://127.0.0.1:8765")


def test_the_installed_edge_tts_reads_what_narrate_sets() -> None:
    edge._redirectable()  # raises if not


def test_the_pin_excludes_releases_that_fail_the_token_scheme() -> None:
    requirement = next(r for r in metadata.requires("narrate-blog") or [] if r.startswith("edge-tts"))
    assert ">=7.2.7" in requirement
    major, minor, patch = (int(part) for part in metadata.version("edge-tts").split(".")[:3])
    assert (major, minor, patch) >= (7, 2, 7)
