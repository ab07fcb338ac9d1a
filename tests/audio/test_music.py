"""Music around the voice (intro_audio, outro_audio, bed_audio, bed_gain), judged by ffmpeg and mutagen.

The music is made here, in tmp_path, by ffmpeg (a FLAC, an OGG Vorbis) and numpy
(a WAV): any file ffmpeg reads. Episodes are read by espeak-ng (offline), short.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import wave
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from typer.testing import CliRunner

from helpers import mp3_info
from narrate.audio import music as audio_music
from narrate.audio.loudness import ffmpeg_exe
from narrate.audio.mp3 import duration_seconds
from narrate.cli import app
from narrate.config import load_config
from narrate.errors import ConfigError
from narrate.flow.episode import narrate_article
from narrate.publish.manifest import Manifest

runner = CliRunner()
RATE = 24000
ARTICLE = """---
title: Music test
lang: en
author: Ann
date: 2024-01-02
---

The first paragraph says a few words.

## Second part

More words to say here.

## Third part

The last words.
"""
_TP = re.compile(r"Peak:\s+(-?[\d.]+|-inf)\s+dBFS")
_CUE = re.compile(r"(\d\d):(\d\d):(\d\d)[.,](\d{3}) --> (\d\d):(\d\d):(\d\d)[.,](\d{3})")


def lavfi(target: Path, source: str, *codec: str) -> Path:
    subprocess.run([ffmpeg_exe(), "-y", "-v", "error", "-f", "lavfi", "-i", source, *codec, str(target)], check=True)
    return target


def sine_wav(target: Path, seconds: float, amplitude: float, freq: float = 440.0, rate: int = 44100) -> Path:
    t = np.arange(int(seconds * rate)) / rate
    samples = (np.sin(2 * np.pi * freq * t) * amplitude * 32767).astype("<i2")
    with wave.open(str(target), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(samples.tobytes())
    return target


@pytest.fixture
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A blog folder with one article and three music files in three formats: one per test (each test
    rewrites its voices.yaml; a folder shared by the module let one test's settings meet another's)."""
    root = tmp_path_factory.mktemp("music-site")
    (root / "music").mkdir()
    # A stereo 44.1 kHz FLAC jingle of 1.5 s; a loud full-scale WAV; an OGG Vorbis noise bed of 0.8 s (it loops).
    lavfi(root / "music" / "intro.flac", "sine=frequency=330:duration=1.5:sample_rate=44100", "-ac", "2")
    sine_wav(root / "music" / "loud.wav", 1.0, 1.0, 3000.0)
    lavfi(root / "music" / "bed.ogg", "anoisesrc=d=0.8:c=pink:a=0.5:seed=3", "-c:a", "libvorbis")
    (root / "post.md").write_text(ARTICLE, encoding="utf-8")
    return root


def build(site: Path, out: Path, settings: str, *, force: bool = False) -> Path:
    """The episode of the site's article with voices.yaml holding `settings`; the MP3's path."""
    (site / "voices.yaml").write_text(settings, encoding="utf-8")
    narrate_article(site / "post.md", out, config=load_config(site / "voices.yaml"), engine="espeak", force=force)
    return out / "en" / "post.mp3"


def build_alone(site: Path, out: Path, settings: str) -> Path:
    """As build(), by the command a user runs (`narrate post.md`), in a process of its own.

    The bed test compares silent windows sample by sample; in the whole suite's one process it failed
    every time (and never alone). The likely cause, found since: espeak-ng's audio is not the same from
    one call to the next in a process (its noise source; the same sentence synthesized twice gives
    different bytes and lengths), so what earlier tests synthesized moves where words and the bed end.
    A user's run is one process, which is what this test proves."""
    (site / "voices.yaml").write_text(settings, encoding="utf-8")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "narrate",
            str(site / "post.md"),
            "--out",
            str(out),
            "--engine",
            "espeak",
            "--config",
            str(site / "voices.yaml"),
            "--quiet",
        ],
        check=True,
        capture_output=True,
    )
    return out / "en" / "post.mp3"


def pcm(path: Path) -> np.ndarray:
    """The file decoded by ffmpeg (16-bit mono, 24 kHz), as floats."""
    data = subprocess.run(
        [ffmpeg_exe(), "-v", "error", "-i", str(path), "-ac", "1", "-ar", str(RATE), "-f", "s16le", "-"],
        capture_output=True,
        check=True,
    ).stdout
    return np.frombuffer(data, dtype="<i2").astype(np.float64)


def true_peak(path: Path) -> float:
    out = subprocess.run(
        [
            ffmpeg_exe(),
            "-nostats",
            "-hide_banner",
            "-i",
            str(path),
            "-af",
            "ebur128=peak=true:framelog=quiet",
            "-f",
            "null",
            "-",
        ],
        capture_output=True,
        text=True,
        errors="replace",
        check=True,
    ).stderr
    return float(_TP.findall(out)[-1])


def lufs(path: Path, start: float, seconds: float) -> float:
    """Integrated loudness of `seconds` of the file from `start`, as ffmpeg's ebur128 measures it."""
    out = subprocess.run(
        [
            ffmpeg_exe(),
            "-nostats",
            "-hide_banner",
            "-ss",
            f"{start:.3f}",
            "-t",
            f"{seconds:.3f}",
            "-i",
            str(path),
            "-af",
            "ebur128=framelog=quiet",
            "-f",
            "null",
            "-",
        ],
        capture_output=True,
        text=True,
        errors="replace",
        check=True,
    ).stderr
    return float(re.findall(r"I:\s+(-?[\d.]+)\s+LUFS", out)[-1])


def cue_times(path: Path) -> list[tuple[float, float]]:
    return [
        (int(a) * 3600 + int(b) * 60 + int(c) + int(d) / 1000, int(e) * 3600 + int(f) * 60 + int(g) + int(h) / 1000)
        for a, b, c, d, e, f, g, h in _CUE.findall(path.read_text(encoding="utf-8"))
    ]


def chapter_starts(mp3: Path) -> list[float]:
    data = json.loads(mp3.with_name("post.chapters.json").read_text(encoding="utf-8"))
    return [c["startTime"] for c in data["chapters"]]


def frames_of(out: Path) -> int:
    record = Manifest(out).get("en", "post")
    assert record is not None
    return record.frames


def test_jingles_shift_every_time_by_their_exact_length(site: Path, tmp_path: Path) -> None:
    plain = build(site, tmp_path / "plain", "")
    intro_only = build(site, tmp_path / "intro", "intro_audio: music/intro.flac\n")
    both = build(site, tmp_path / "both", "intro_audio: music/intro.flac\noutro_audio: music/loud.wav\n")

    jingle = frames_of(tmp_path / "intro") - frames_of(tmp_path / "plain")
    shift = duration_seconds(jingle)
    # The 1.5 s FLAC is spliced whole: its length, plus under three 24 ms frames (LAME's delay, its
    # flush, and the last frame filled up).
    assert 0 <= shift - 1.5 < 0.072
    assert abs(mp3_info(intro_only).length - mp3_info(plain).length - shift) < 0.001
    assert abs(len(pcm(intro_only)) - len(pcm(plain)) - jingle * 576) <= 576
    outro = frames_of(tmp_path / "both") - frames_of(tmp_path / "intro")
    assert 0 <= duration_seconds(outro) - 1.0 < 0.072  # the 1 s WAV, after the last words

    # The title's chapter opens the episode (on the jingle); every later chapter moves by the jingle exactly.
    before, after = chapter_starts(plain), chapter_starts(intro_only)
    assert after[0] == before[0] == 0.0 and len(after) == len(before) == 3
    assert after[1:] == pytest.approx([t + shift for t in before[1:]], abs=0.0015)
    for suffix in (".vtt", ".srt"):
        cues, moved = cue_times(plain.with_suffix(suffix)), cue_times(intro_only.with_suffix(suffix))
        assert cues and len(moved) == len(cues)
        assert [t for cue in moved for t in cue] == pytest.approx([t + shift for cue in cues for t in cue], abs=0.0015)
    # The outro moves nothing; the intro jingle's shift holds for both.
    assert chapter_starts(both) == chapter_starts(intro_only)
    assert cue_times(both.with_suffix(".vtt")) == cue_times(intro_only.with_suffix(".vtt"))

    # The jingle is the music, at the front: the plain episode starts with digital silence or speech,
    # this one with a 330 Hz tone.
    head = pcm(intro_only)[RATE // 2 : RATE]
    spectrum = np.abs(np.fft.rfft(head))
    assert abs(np.argmax(spectrum) * RATE / len(head) - 330) < 5

    # The jingle sits near the voice's loudness (moved by whole 1.5 dB steps), not at its own. The
    # default levelling then raises the whole episode through the true-peak limiter, which takes the
    # speech's peaks but hardly touches the jingle's: the jingle ends up to ~2.6 LU louder than the
    # speech (issue 24's known remainder: limit the speech before the music is mixed in).
    length = mp3_info(intro_only).length
    assert abs(lufs(intro_only, 0, shift) - lufs(intro_only, shift, length - shift)) <= 3.0

    # A full-scale 3 kHz outro is levelled with the episode: it never clips.
    assert true_peak(both) <= -1.0


def test_bed_plays_under_the_spoken_intro_only(site: Path, tmp_path: Path) -> None:
    plain = build_alone(site, tmp_path / "plain", "")
    bedded = build_alone(site, tmp_path / "bed", "bed_audio: music/bed.ogg\nbed_gain: -20\n")
    # The speech is where it was: the same frames, chapters and cues.
    assert frames_of(tmp_path / "bed") == frames_of(tmp_path / "plain")
    assert chapter_starts(bedded) == chapter_starts(plain)
    assert cue_times(bedded.with_suffix(".vtt")) == cue_times(plain.with_suffix(".vtt"))

    a, b = pcm(plain), pcm(bedded)
    window = RATE // 20  # 50 ms
    first_paragraph = cue_times(plain.with_suffix(".vtt"))[2][0]  # title, intro line, then the first paragraph
    intro_end = int(first_paragraph * RATE)

    def silent_windows(start: int, stop: int) -> list[int]:
        return [i for i in range(start, stop - window, window) if not np.any(a[i : i + window])]

    # Between the title and the intro line the plain episode is digital silence; the bed fills it.
    gaps = silent_windows(int(0.5 * RATE), intro_end - RATE // 2)
    assert gaps, "the intro has a pause"
    levels = [20 * np.log10(np.sqrt(np.mean(b[i : i + window] ** 2)) / 32768 + 1e-12) for i in gaps]
    assert min(levels) > -55, levels
    # Ducked: well below the voice (RMS of the plain episode's speech in the intro).
    speech = a[:intro_end][np.abs(a[:intro_end]) > 0]
    voice = 20 * np.log10(np.sqrt(np.mean(speech**2)) / 32768)
    assert max(levels) < voice - 6
    # After the intro (from the first paragraph on) the bed is gone: the pauses are silent again. Silent,
    # not all-zero: when the loudness rule sends one of the two episodes through the limiter and not the
    # other (the bed moves the measured loudness), the re-encode leaves codec residue beside the speech.
    # So: windows with silence on both sides in the plain episode, each far below where the bed played.
    after = [
        i for i in silent_windows(intro_end + RATE // 10, len(a) - window) if not np.any(a[i - window : i + 2 * window])
    ]
    residue = [20 * np.log10(np.sqrt(np.mean(b[i : i + window] ** 2)) / 32768 + 1e-12) for i in after]
    assert after and max(residue) < min(levels) - 20, (max(residue), min(levels))
    assert true_peak(bedded) <= -1.0


def test_bed_ducks_under_speech_and_rises_between_phrases() -> None:
    voice = np.zeros(3 * RATE)
    t = np.arange(RATE // 2) / RATE
    voice[: RATE // 2] = voice[2 * RATE : 2 * RATE + RATE // 2] = np.sin(2 * np.pi * 200 * t) * 8000
    gain = audio_music.bed_envelope(voice, -20.0, 300)
    under = 20 * np.log10(gain[RATE // 2 - RATE // 10])  # late in the first phrase (past the fade-in)
    between = 20 * np.log10(gain[RATE + RATE // 4])  # the middle of the 1.5 s gap
    assert under == pytest.approx(-20.0, abs=0.2)
    assert between == pytest.approx(-20.0 + audio_music.DUCK_RISE_DB, abs=0.2)
    assert gain[0] == 0.0 and gain[-1] == 0.0  # faded in and out


def test_second_build_encodes_no_music(site: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    settings = "intro_audio: music/intro.flac\noutro_audio: music/intro.flac\nbed_audio: music/bed.ogg\n"
    first = build(site, tmp_path / "out", settings)
    made = first.read_bytes()
    calls: list[str] = []

    def counted(name: str) -> Any:
        real = getattr(audio_music, name)

        def call(*args: Any) -> Any:
            calls.append(name)
            return real(*args)

        return call

    for name in ("jingle_frames", "bed_under"):
        monkeypatch.setattr(audio_music, name, counted(name))
    again = build(site, tmp_path / "out", settings, force=True)
    assert calls == []  # every piece from the cache
    assert again.read_bytes()[-len(made) // 2 :] == made[-len(made) // 2 :]
    # Into another folder, with the cache emptied of music, the same pieces are made again, once each.
    from narrate.voice.cache import ChunkCache

    record = Manifest(tmp_path / "out").get("en", "post")
    assert record is not None
    cache = ChunkCache()
    pieces = {
        k
        for k in record.chunks
        if json.loads(cache.audio_path(k).with_suffix(".json").read_text(encoding="utf-8")).get("engine") == "music"
    }
    # The jingle (intro and outro are one file) as encoded and level-matched, the title's and the intro line's mix.
    assert len(pieces) in (3, 4)
    cache.delete(pieces)
    build(site, tmp_path / "other", settings)
    assert sorted(calls) == ["bed_under", "jingle_frames"]  # one file, both jingles: encoded once


def test_a_new_jingle_file_remakes_the_episode(site: Path, tmp_path: Path) -> None:
    music = site / "music" / "swap.wav"  # inside the blog: music outside it is refused
    sine_wav(music, 0.5, 0.3)
    settings = "intro_audio: music/swap.wav\n"
    build(site, tmp_path / "out", settings)
    frames = frames_of(tmp_path / "out")
    sine_wav(music, 1.0, 0.3)
    build(site, tmp_path / "out", settings)  # not --force: the file's bytes are part of the fingerprint
    assert duration_seconds(frames_of(tmp_path / "out") - frames) == pytest.approx(0.5, abs=0.03)


def test_settings_per_language_and_their_errors(site: Path, tmp_path: Path) -> None:
    path = tmp_path / "voices.yaml"
    (tmp_path / "a.ogg").write_bytes(b"x")
    path.write_text("intro_audio: a.ogg\nbed_gain: -12\nlanguages:\n  en:\n    intro_audio: ''\n", encoding="utf-8")
    config = load_config(path)
    intro = config.music_for("ja").intro
    assert intro is not None and intro.path == tmp_path / "a.ogg"
    assert config.music_for("en").intro is None and config.music_for("en").bed_gain == -12
    assert config.fingerprint("ja") != config.fingerprint("en")
    path.write_text("outro_audio: nowhere.flac\n", encoding="utf-8")
    with pytest.raises(ConfigError, match=r"line 1 key 'outro_audio': .*nowhere.flac does not exist"):
        load_config(path)
    path.write_text("bed_gain: 3\n", encoding="utf-8")
    with pytest.raises(ConfigError, match="bed_gain"):
        load_config(path)
    # No music: the fingerprint is what it was before music existed (episodes stay current).
    assert "music" not in json.dumps(load_config().fingerprint("en"))


@pytest.mark.parametrize("setting", ["intro_audio", "bed_audio"])
def test_a_file_ffmpeg_cannot_read_is_one_clear_line(site: Path, tmp_path: Path, setting: str) -> None:
    blog = tmp_path / "blog"
    blog.mkdir()
    (blog / "post.md").write_text(ARTICLE, encoding="utf-8")
    (blog / "jingle.mp3").write_text("not audio at all\n" * 50, encoding="utf-8")
    (blog / "voices.yaml").write_text(f"{setting}: jingle.mp3\n", encoding="utf-8")
    out = tmp_path / "out"
    result = runner.invoke(app, [str(blog / "post.md"), "--out", str(out), "--engine", "espeak"])
    assert result.exit_code == 1
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, lines
    assert f"key '{setting}'" in lines[0] and "jingle.mp3" in lines[0] and "ffmpeg cannot read it" in lines[0]
    assert not (out / "en" / "post.mp3").exists()


def test_the_build_estimate_counts_the_jingles(site: Path, tmp_path: Path) -> None:
    from narrate.flow.build import build_site

    blog = tmp_path / "blog"
    blog.mkdir()
    (blog / "post.md").write_text(ARTICLE, encoding="utf-8")
    shutil.copytree(site / "music", blog / "music")  # music must lie in the blog's folder
    estimates = []
    for settings in ("", "intro_audio: music/intro.flac\noutro_audio: music/loud.wav\n"):
        (blog / "voices.yaml").write_text(settings, encoding="utf-8")
        _, report = build_site(blog, load_config(blog / "voices.yaml"), tmp_path / "out", engine="espeak", dry_run=True)
        assert report.estimate is not None
        estimates.append(report.estimate.audio_seconds)
    assert estimates[1] - estimates[0] == pytest.approx(2.5, abs=0.01)  # the FLAC's 1.5 s and the WAV's 1 s
