"""Levelling never clips: ffmpeg's ebur128 (true peak, whole file) judges every episode.

espeak-ng's voice peaks high for its loudness: before the peak cap, the example
blog's espeak episodes reached +3.0 to +4.9 dBTP. These tests build real espeak
episodes and measure the finished files, not narrate's own per-chunk figures.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from mutagen.id3 import ID3
from typer.testing import CliRunner

from narrate.audio.loudness import (
    GAIN_STEP_DB,
    PEAK_CEILING_DBTP,
    PEAK_MARGIN_DB,
    chunk_levels,
    ffmpeg_exe,
    gain_cap,
    level_steps,
)
from narrate.audio.mp3 import frame_count
from narrate.cli import app
from narrate.config import load_config
from narrate.flow.episode import narrate_article
from narrate.publish.manifest import Manifest

_I = re.compile(r"I:\s+(-?[\d.]+)\s+LUFS")
_TP = re.compile(r"Peak:\s+(-?[\d.]+|-inf)\s+dBFS")


def ebur128(path: Path) -> tuple[float, float]:
    """(integrated LUFS, true peak dBTP) of the whole file, as ffmpeg measures it."""
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
    return float(_I.findall(out)[-1]), float(_TP.findall(out)[-1])


def test_gain_cap_counts_whole_steps_under_the_ceiling() -> None:
    # A chunk peaking at -10 dBTP can take floor((−1 − 0.3 + 10) / 1.505) = 5 steps (to −2.47 dBTP).
    assert gain_cap(-10.0) == 5
    assert -10.0 + 5 * GAIN_STEP_DB <= PEAK_CEILING_DBTP - PEAK_MARGIN_DB < -10.0 + 6 * GAIN_STEP_DB
    # Already above the ceiling: the cap is negative, the episode gets quieter.
    assert gain_cap(2.0) == -3
    assert level_steps(-30.0, 2.0) == -3  # 14 LU short, yet it must come down
    assert level_steps(-30.0, None) == 9  # no peak known: loudness alone
    assert level_steps(-16.4, -0.5) == -1  # on target, but the peak is over: one step down


def test_chunk_levels_measure_peak_in_the_same_pass() -> None:
    import numpy as np

    from narrate.audio.encode import encode_edge_format

    t = np.arange(24000) / 24000
    loud = (np.sin(2 * np.pi * 440 * t) * 0.5 * 32767).astype("<i2").tobytes()
    blocks, peak = chunk_levels(encode_edge_format(loud, 24000))
    assert blocks and peak is not None
    assert -7.0 < peak < -5.0  # a 0.5 sine: -6 dBFS (plus MP3's small overshoot)


EXAMPLE_ARTICLES = ["gpu-xid/index.en.md", "記憶體錯誤/index.md", "hello-ja/index.ja.md"]


def _config(tmp_path: Path, mode: str | None) -> Path:
    """The repository's voices.yaml, with `loudness: MODE` added (None: the default)."""
    from conftest import REPO

    text = (REPO / "voices.yaml").read_text(encoding="utf-8").replace("image: examples/", f"image: {REPO}/examples/")
    path = tmp_path / (mode or "default") / "voices.yaml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text + (f"\nloudness: {mode}\n" if mode else ""), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def espeak_sites(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Three example-blog articles narrated by espeak-ng (whose peak-to-loudness ratio is close to Edge's
    neural voices'), under the default and each `loudness:` setting, each in its own output folder."""
    from conftest import EXAMPLES

    root = tmp_path_factory.mktemp("levels")
    sites = {}
    for mode in ("default", "lossless", "limit"):
        out = root / mode / "out"
        config = load_config(_config(root, None if mode == "default" else mode))
        for name in EXAMPLE_ARTICLES:
            narrate_article(EXAMPLES / "posts" / name, out, config=config, engine="espeak")
        sites[mode] = out
    return sites


def _episodes(out: Path) -> list[tuple[Path, object]]:
    records = list(Manifest(out).records())
    assert len(records) == len(EXAMPLE_ARTICLES)
    return [(out / record.lang / f"{record.slug}.mp3", record) for record in records]


@pytest.mark.parametrize("mode", ["default", "limit"])
def test_every_episode_reaches_the_target_without_clipping(espeak_sites: dict[str, Path], mode: str) -> None:
    """-16 ±1 LUFS at or under -1 dBTP, as ffmpeg measures the finished file (issue 24: 12 of 12 real
    episodes were outside before); the figures narrate records are ffmpeg's."""
    for mp3, record in _episodes(espeak_sites[mode]):
        lufs, peak = ebur128(mp3)
        assert peak <= PEAK_CEILING_DBTP, f"{mp3} clips: {peak:+.1f} dBTP"
        assert -17.0 <= lufs <= -15.0, f"{mp3}: {lufs:.1f} LUFS"
        if mode == "limit":
            # `limit` keeps lossless steps that land within 0.5 LU by narrate's own figures, which are
            # ffmpeg's on the file within 0.2 LU (asserted below): within 0.7 LU in all.
            assert abs(lufs + 16) <= 0.75, f"{mp3}: {lufs:.1f} LUFS"
        assert record.loudness == pytest.approx(lufs, abs=0.2)  # type: ignore[attr-defined]
        tag = ID3(mp3)
        assert float(tag.getall("TXXX:narrate:true_peak_dbtp")[0].text[0]) == pytest.approx(peak, abs=0.2)


def test_lossless_never_clips_and_stops_only_at_the_peaks(espeak_sites: dict[str, Path]) -> None:
    short = 0
    for mp3, record in _episodes(espeak_sites["lossless"]):
        lufs, peak = ebur128(mp3)
        assert peak <= PEAK_CEILING_DBTP, f"{mp3} clips: {peak:+.1f} dBTP"
        assert record.loudness == pytest.approx(lufs, abs=0.2)  # type: ignore[attr-defined]
        assert not ID3(mp3).getall("TXXX:narrate:limited")
        if lufs < -17.0:
            short += 1
            # Short of the target: because one more lossless step would pass the ceiling, not from caution.
            assert peak + GAIN_STEP_DB > PEAK_CEILING_DBTP - PEAK_MARGIN_DB - 0.3, mp3
    assert short  # espeak's peaks hold some back: what the default's limiter is for


def test_the_limiter_keeps_every_frame(espeak_sites: dict[str, Path]) -> None:
    """Same frame count as the lossless episode, so chapters and transcript times still hold."""
    limited = 0
    for (plain, _), (mp3, _) in zip(
        sorted(_episodes(espeak_sites["lossless"])), sorted(_episodes(espeak_sites["default"]))
    ):
        assert frame_count(plain.read_bytes()) == frame_count(mp3.read_bytes())
        limited += bool(ID3(mp3).getall("TXXX:narrate:limited"))
    assert limited


@pytest.mark.timeout(900)  # a long episode made and remade: past the default limit
def test_a_rebuild_copies_the_limited_audio_from_the_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The limiter runs once per content: a --force rebuild copies its stored result (the same bytes),
    and a stored result whose bytes went bad is made again, never published."""
    from conftest import EXAMPLES
    from narrate.audio import assemble, limiter

    article = EXAMPLES / "posts" / "gpu-xid" / "index.en.md"
    out = tmp_path / "out"
    config = load_config(_config(tmp_path, None))
    narrate_article(article, out, config=config, engine="espeak")
    mp3 = next(out.glob("en/*.mp3"))
    first = mp3.read_bytes()
    record = next(iter(Manifest(out).records()))
    assert ID3(mp3).getall("TXXX:narrate:limited")

    calls: list[object] = []
    real = limiter.limit

    def counted(*args: object, **kwargs: object) -> object:
        calls.append(args)
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(assemble, "limit", counted)
    narrate_article(article, out, config=config, engine="espeak", force=True)
    assert calls == [] and mp3.read_bytes() == first
    # The stored result is named among the episode's chunks: prune keeps it.
    from narrate.voice.cache import default_cache_dir

    stored = [
        p
        for key in record.chunks
        for p in (default_cache_dir() / "chunks" / key[:2]).glob(f"{key}.mp3")
        if b"limited" in p.with_suffix(".json").read_bytes()
    ]
    assert len(stored) == 1
    data = bytearray(stored[0].read_bytes())
    data[len(data) // 2] ^= 0xFF
    stored[0].write_bytes(bytes(data))
    narrate_article(article, out, config=config, engine="espeak", force=True)
    assert len(calls) == 1 and mp3.read_bytes() == first
    # A result an older limiter kept 1.4 LU short of the target (the published rule is ±1 LU) is made
    # again by this one, and replaces the stored one.
    meta_path = stored[0].with_suffix(".json")
    meta = json.loads(meta_path.read_text(encoding="utf-8"))
    meta["loudness"] = -17.4
    meta_path.write_text(json.dumps(meta), encoding="utf-8")
    narrate_article(article, out, config=config, engine="espeak", force=True)
    assert len(calls) == 2 and mp3.read_bytes() == first
    assert abs(json.loads(meta_path.read_text(encoding="utf-8"))["loudness"] + 16) <= 1
    narrate_article(article, out, config=config, engine="espeak", force=True)
    assert len(calls) == 2


def _bursty_speech(tmp_path: Path, seconds: int = 20, bursts_per_second: float = 12) -> tuple[Path, int]:
    """Speech-like chunk-format audio: a quiet bed with sharp bursts (peak-to-loudness ratio near 20 dB)."""
    import numpy as np

    from narrate.audio.encode import encode_edge_format
    from narrate.audio.mp3 import audio_frames

    rng = np.random.default_rng(7)
    t = np.arange(24000 * seconds) / 24000
    bed = 0.05 * np.sin(2 * np.pi * 180 * t) * (1 + np.sin(2 * np.pi * 3 * t))
    bursts = (rng.random(t.size) < bursts_per_second / 24000).astype(float)
    signal = bed + np.convolve(bursts, np.hanning(48), "same") * 0.9
    pcm = (np.clip(signal, -1, 1) * 32767).astype("<i2").tobytes()
    frames = audio_frames(encode_edge_format(pcm, 24000))
    source = tmp_path / "spliced.mp3"
    source.write_bytes(b"".join(frames))
    return source, len(frames)


def test_an_overshoot_the_encoding_adds_is_taken_back_frame_by_frame(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No second encoding and no lower ceiling: an attempt whose true peak ends above -1.3 dBTP (here a
    limiter at -0.5 dBFS, over it before any noise of LAME's) has the few frames under its peaks lowered by
    whole global_gain steps, and the loudness still reaches the target."""
    from narrate.audio import limiter, overshoot
    from narrate.audio.loudness import file_levels

    source, frames = _bursty_speech(tmp_path, bursts_per_second=3)
    loudness, peak = file_levels(source)
    assert loudness is not None and peak is not None and peak - loudness > 15
    lowered: list[int] = []
    real = overshoot.lowered_frames

    def counting(data: bytes, source: Path, limit_db: float) -> tuple[bytes, int]:
        assert source.read_bytes() == data  # the decoder reads the frames beside the episode
        result = real(data, source, limit_db)
        lowered.append(result[1])
        return result

    monkeypatch.setattr(limiter, "lowered_frames", counting)
    monkeypatch.setattr(limiter, "START_CEILING_DBTP", -0.5)  # its peaks must end over -1.3
    result = limiter.limit(source, loudness, frames)
    assert lowered and 0 < lowered[0] < frames // 3  # the frames under the bursts, not the whole episode
    assert result.ceiling_db == -0.5
    assert result.peak is not None and result.peak <= limiter.HIGHEST_PEAK_DBTP
    assert result.loudness is not None and abs(result.loudness + 16) <= limiter.TOLERANCE_LU
    assert len(result.data) == frames * 144
    reached, peak = file_levels(_written(tmp_path / "limited.mp3", result.data))  # the judge, on its own
    assert (reached, peak) == (result.loudness, result.peak)


def _written(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path


def test_lowered_frames_moves_only_the_frames_under_the_peaks(tmp_path: Path) -> None:
    """audio.overshoot: frames under a slot that peaks over the limit (and the two before it, which the
    decoder overlaps into it) go down by whole steps; every other frame is byte for byte the same."""
    from narrate.audio.loudness import file_levels
    from narrate.audio.mp3 import audio_frames, global_gains
    from narrate.audio.overshoot import REACH_BACK, lowered_frames, slot_peaks

    source, frames = _bursty_speech(tmp_path, seconds=10)
    data = source.read_bytes()
    peaks = dict(slot_peaks(source))
    assert len(peaks) == frames
    limit = sorted(peaks.values())[-5]  # the four loudest slots are over
    over = {slot for slot, peak in peaks.items() if peak > limit}
    assert 1 <= len(over) <= 4
    out, count = lowered_frames(data, source, limit)
    expected = {frame for slot in over for frame in range(max(0, slot - REACH_BACK), slot + 1)}
    assert count == len(expected) and len(out) == len(data)
    before, after = audio_frames(data), audio_frames(out)
    changed = {n for n, (a, b) in enumerate(zip(before, after, strict=True)) if a != b}
    assert changed <= expected and len(changed) >= len(over)
    for n in changed:
        assert all(x - y >= 1 for x, y in zip(global_gains(before[n]), global_gains(after[n]), strict=True))
    lowered = _written(tmp_path / "lowered.mp3", out)
    assert max(peak for _, peak in slot_peaks(lowered)) <= limit + 0.2
    assert lowered_frames(out, lowered, 0.0) == (out, 0)  # nothing over: the very bytes back
    was, now = file_levels(source), file_levels(_written(tmp_path / "out.mp3", out))
    assert was[0] is not None and now[0] is not None and abs(was[0] - now[0]) <= 0.3


@pytest.mark.timeout(900)  # a long episode made and remade: past the default limit
def test_result_line_names_the_setting_that_reaches_the_target(tmp_path: Path) -> None:
    """Under `loudness: lossless` the line says why the episode is quiet and names `auto`; the default
    reaches the target and recommends nothing (it never names the setting in use)."""
    from conftest import EXAMPLES

    article = tmp_path / "post.md"
    shutil.copy(EXAMPLES / "posts" / "gpu-xid" / "index.en.md", article)
    lines = {}
    for mode in ("lossless", None):
        out = tmp_path / f"out-{mode}"
        result = CliRunner().invoke(
            app, [str(article), "--out", str(out), "--engine", "espeak", "--config", str(_config(tmp_path, mode))]
        )
        assert result.exit_code == 0, result.output
        record = next(iter(Manifest(out).records()))
        assert record.loudness is not None
        lines[mode] = (record.loudness, result.output)
    quiet, said = lines["lossless"]
    assert quiet < -17  # espeak's peaks: see the tests above
    assert f"{quiet:.1f} LUFS: peaks allow no more without clipping under `loudness: lossless`" in said
    assert "`loudness: auto` (the default) reaches -16 LUFS" in said
    loud, said = lines[None]
    assert abs(loud + 16) <= 1 and f"{loud:.1f} LUFS;" in said and "loudness:" not in said


def test_loudness_setting_is_validated(tmp_path: Path) -> None:
    from narrate.errors import ConfigError

    path = tmp_path / "voices.yaml"
    path.write_text("loudness: loud\n", encoding="utf-8")
    with pytest.raises(ConfigError, match=r"voices.yaml: line 1 key 'loudness': must be 'auto'"):
        load_config(path)


def test_chunks_are_measured_below_narrate_s_own_priority(monkeypatch: pytest.MonkeyPatch) -> None:
    """The measurement runs while answers are still arriving: its ffmpeg gets a lower CPU priority than
    narrate (whose event loop reads them), and measures the same."""
    import os

    from edge_standin import render
    from narrate.audio import loudness

    audio = render("這是一段測試的文字。第二句。", "zh-TW-HsiaoChenNeural").mp3
    plain = loudness.chunk_levels(audio)
    lowered: list[tuple[int, int]] = []
    real = os.setpriority

    def record(which: int, who: int, value: int) -> None:
        lowered.append((who, value))
        real(which, who, value)

    monkeypatch.setattr(os, "setpriority", record)
    assert loudness.chunk_levels(audio) == plain and plain[0] and plain[1] is not None
    own = os.getpriority(os.PRIO_PROCESS, 0)
    assert len(lowered) == 1 and lowered[0][0] != os.getpid()
    assert lowered[0][1] == min(19, own + loudness.MEASURE_NICENESS)
