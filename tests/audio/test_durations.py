"""Every episode's duration read alike (within 0.1 s) by ffprobe, mutagen, mediainfo, eyeD3 and Chromium.

Before issue 24 the Info frame was a 64 kbps frame in a 48 kbps stream: eyeD3 took the
duration from the file size and that first frame's length (a quarter short) and mediainfo
called the stream VBR with no duration. The readers are the judges here, each skipped
(with its reason) only where it is not installed.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import durations
from narrate.config import load_config
from narrate.flow.episode import narrate_article
from narrate.publish.manifest import Manifest

# Episodes built, then five readers and chromium: past the suite's default time limit (pyproject.toml).
pytestmark = pytest.mark.timeout(900)

TOLERANCE = 0.1


@pytest.fixture(scope="module")
def episodes(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[tuple[Path, float]]]:
    """Two espeak episodes (Korean and English), with the duration their frames make."""
    from conftest import EXAMPLES, REPO

    out = tmp_path_factory.mktemp("durations")
    config = load_config(REPO / "voices.yaml")
    for article in (EXAMPLES / "posts" / "hello-ko" / "index.ko.md", EXAMPLES / "posts" / "tcp-tuning" / "index.md"):
        narrate_article(article, out, config=config, engine="espeak")
    found = [(out / r.lang / f"{r.slug}.mp3", r.frames * 0.024) for r in Manifest(out).records()]
    assert len(found) == 2 and all(seconds > 4 for _, seconds in found)
    return out, found


@pytest.mark.parametrize(
    "reader",
    [durations.ffprobe, durations.mutagen, durations.mediainfo, durations.eyed3],
    ids=["ffprobe", "mutagen", "mediainfo", "eyeD3"],
)
def test_each_reader_gives_the_frames_duration(reader: object, episodes: tuple[Path, list[tuple[Path, float]]]) -> None:
    _, found = episodes
    for mp3, seconds in found:
        try:
            read = reader(mp3)  # type: ignore[operator]
        except durations.Unavailable as why:
            pytest.skip(f"not installed: {why}")
        assert read == pytest.approx(seconds, abs=TOLERANCE), mp3


def test_mediainfo_calls_the_stream_cbr(episodes: tuple[Path, list[tuple[Path, float]]]) -> None:
    for mp3, _ in episodes[1]:
        try:
            assert durations.mediainfo_mode(mp3) == "CBR"
        except durations.Unavailable as why:
            pytest.skip(f"not installed: {why}")


def test_chromium_audio_element_gives_the_frames_duration(episodes: tuple[Path, list[tuple[Path, float]]]) -> None:
    out, found = episodes
    try:
        read = durations.chromium(out, [mp3 for mp3, _ in found])
    except durations.Unavailable as why:
        pytest.skip(f"browser test skipped: {why}")
    for (mp3, seconds), value in zip(found, read):
        assert value == pytest.approx(seconds, abs=TOLERANCE), mp3
