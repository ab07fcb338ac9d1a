"""What a newcomer meets in the first hour, and publishing the MP3s away from the
pages (item 1: feed.media_base_url, the GitHub Pages size warning)."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import feedparser
import podcastparser
import pytest
from typer.testing import CliRunner

from helpers import write
from narrate.cli import app
from narrate.config import load_config
from narrate.errors import ConfigError
from narrate.flow.build import PAGES_LIMIT_BYTES, build_site
from test_fallback import VOICES

runner = CliRunner()


@pytest.mark.parametrize(
    ("yaml_text", "key", "fix"),
    [
        ("languages:\n  en:\n    voce: en-US-AvaNeural\n", "languages.en.voce", "did you mean voice?"),
        ("languages:\n  en:\n    rat: '+5%'\n", "languages.en.rat", "did you mean rate?"),
        ("languages:\n  ja:\n    fallbak: true\n", "languages.ja.fallbak", "did you mean fallback?"),
        ("languages:\n  zh-hnat:\n    rate: '+5%'\n", "languages.zh-hnat", "did you mean zh-hant?"),
    ],
)
def test_a_typo_under_a_language_names_the_key_the_line_and_the_spelling(
    tmp_path: Path, yaml_text: str, key: str, fix: str
) -> None:
    path = write(tmp_path / "voices.yaml", yaml_text)
    with pytest.raises(ConfigError) as caught:
        load_config(path)
    message = str(caught.value)
    assert caught.value.key == key and fix in message and str(path) in message
    assert "line" in message


def test_engine_settings_under_a_language_are_not_taken_for_typos(tmp_path: Path) -> None:
    config = load_config(
        write(tmp_path / "voices.yaml", "languages:\n  ja: {espeak_voice: ja, kokoro_voice: jm_kumo}\n")
    )
    assert config.languages["ja"].voice.setting("kokoro_voice") == "jm_kumo"


def test_a_voice_in_the_wrong_case_is_told_its_spelling(tmp_path: Path) -> None:
    write(tmp_path / "content/post/index.md", "---\ntitle: 標題\nlang: zh-hant\n---\n\n一段文字。\n")
    result = runner.invoke(app, ["build", str(tmp_path / "content"), "--dry-run", "--voice", "zh-tw-yunjheneural"])
    assert result.exit_code == 2
    assert "write it as zh-TW-YunJheNeural" in result.stderr


@pytest.mark.parametrize(
    ("args", "shows"), [(["help"], "Usage: narrate ARTICLE.md"), (["help", "feed"], "Render OUT/<lang>/feed.xml")]
)
def test_narrate_help_is_help(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, args: list[str], shows: str) -> None:
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, args)
    assert result.exit_code == 0 and shows in result.stdout


def test_feed_help_says_where_it_looks_for_voices_yaml() -> None:
    result = runner.invoke(app, ["feed", "--help"])
    assert "walking up from the output folder" in " ".join(result.stdout.split())
    assert "article or content folder" not in " ".join(result.stdout.split())


def test_feed_during_a_first_build_says_a_build_holds_the_folder(tmp_path: Path) -> None:
    out = tmp_path / "out"
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys; from pathlib import Path; from narrate.lock import output_lock\n"
            f"with output_lock(Path({str(out)!r}), 'narrate build'):\n"
            "    print('held', flush=True); sys.stdin.read()",
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        result = runner.invoke(app, ["feed", "--out", str(out)])
    finally:
        holder.communicate("", timeout=30)
    assert result.exit_code == 1
    assert "narrate build (pid" in result.stderr and "is writing to this folder" in result.stderr
    assert "nothing is built" not in result.stderr


def _site(root: Path, extra: str = "") -> Path:
    write(root / "voices.yaml", VOICES.replace("feed:\n", f"feed:\n{extra}"))
    write(root / "content/posts/english/index.en.md", "---\ntitle: English article\nlang: en\n---\n\nWords to say.\n")
    return root / "content"


@pytest.mark.parametrize(
    ("media", "expected"),
    [
        ("  media_base_url: https://media.example.net/pod\n", "https://media.example.net/pod/en/english.mp3?v="),
        (
            "  media_base_url: 'https://github.com/o/r/releases/download/audio/{lang}-{slug}.mp3'\n",
            "https://github.com/o/r/releases/download/audio/en-english.mp3?v=",
        ),
    ],
)
def test_media_base_url_moves_the_mp3s_only(tmp_path: Path, media: str, expected: str) -> None:
    content = _site(tmp_path, media)
    out = tmp_path / "out"
    _, report = build_site(content, load_config(tmp_path / "voices.yaml"), out, engine="espeak")
    assert report.failed == []
    feed_bytes = (out / "en" / "feed.xml").read_bytes()
    for parsed in (
        feedparser.parse(feed_bytes).entries[0].enclosures[0].href,
        podcastparser.parse("https://example.com/podcast/en/feed.xml", io.BytesIO(feed_bytes))["episodes"][0][
            "enclosures"
        ][0]["url"],
    ):
        assert parsed.startswith(expected)
    # The transcript, chapters and page stay beside the feed.
    assert "https://example.com/podcast/en/english.vtt" in feed_bytes.decode()
    listed = json.loads((out / "episodes.json").read_text(encoding="utf-8"))["episodes"][0]
    assert listed["audio"].startswith(expected) and listed["listen"] == "https://example.com/podcast/en/english.html"
    page = (out / "en" / "english.html").read_text(encoding="utf-8")
    assert expected.replace("&", "&amp;") in page


def test_a_media_template_must_name_the_slug(tmp_path: Path) -> None:
    path = write(tmp_path / "voices.yaml", "feed:\n  media_base_url: 'https://x.example/{lang}.mp3'\n")
    with pytest.raises(ConfigError) as caught:
        load_config(path)
    assert caught.value.key == "feed.media_base_url" and "{slug}" in str(caught.value)


def test_the_estimate_warns_past_github_pages_size_and_counts_waiting_articles(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    content = _site(tmp_path)
    out = tmp_path / "out"
    build_site(content, load_config(tmp_path / "voices.yaml"), out)  # Edge is down: made offline, waiting
    monkeypatch.setattr("narrate.flow.build.PAGES_LIMIT_BYTES", 1000)
    warnings: list[str] = []
    _, report = build_site(content, load_config(tmp_path / "voices.yaml"), out, dry_run=True, warn=warnings.append)
    assert report.estimate is not None and report.estimate.waiting == 1
    assert "1 of them made offline earlier" in report.estimate.summary()
    assert any("past GitHub Pages' 1 GB site limit" in w and "feed.media_base_url" in w for w in warnings)
    assert PAGES_LIMIT_BYTES == 1_000_000_000
