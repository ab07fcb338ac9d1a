"""Levelling never clips: ffmpeg's ebur128 (true peak, whole file) judges every episode.

espeak-ng's voice peaks high for its loudness: before the peak cap, the example
blog's espeak episodes reached +3.0 to +4.9 dBTP. These tests build real espeak
episodes and measure the finished files, not narrate's own per-chunk figures.
"""

from __future__ import annotations

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
    out = subprocess.run([ffmpeg_exe(), "-nostats", "-hide_banner", "-i", str(path), "-af",
                          "ebur128=peak=true:framelog=quiet", "-f", "null", "-"],
                         capture_output=True, text=True, errors="replace", check=True).stderr
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
    from narrate.audio.encode import encode_edge_format
    import numpy as np

    t = np.arange(24000) / 24000
    loud = (np.sin(2 * np.pi * 440 * t) * 0.5 * 32767).astype("<i2").tobytes()
    blocks, peak = chunk_levels(encode_edge_format(loud, 24000))
    assert blocks and peak is not None
    assert -7.0 < peak < -5.0  # a 0.5 sine: -6 dBFS (plus MP3's small overshoot)


EXAMPLE_ARTICLES = ["gpu-xid/index.en.md", "記憶體錯誤/index.md", "hello-ja/index.ja.md"]


@pytest.fixture(scope="module")
def espeak_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Three example-blog articles narrated by espeak-ng (lossless levelling), in one output folder."""
    from conftest import EXAMPLES, REPO

    out = tmp_path_factory.mktemp("levels")
    config = load_config(REPO / "voices.yaml")
    for name in EXAMPLE_ARTICLES:
        narrate_article(EXAMPLES / "posts" / name, out, config=config, engine="espeak")
    return out


def test_espeak_episodes_of_the_example_blog_do_not_clip(espeak_site: Path) -> None:
    records = list(Manifest(espeak_site).records())
    assert len(records) == len(EXAMPLE_ARTICLES)
    for record in records:
        mp3 = espeak_site / record.lang / f"{record.slug}.mp3"
        lufs, peak = ebur128(mp3)
        assert peak <= PEAK_CEILING_DBTP, f"{record.key} clips: {peak:+.1f} dBTP"
        # The figure narrate reports (from its chunks) is what ffmpeg measures on the whole file.
        assert record.loudness == pytest.approx(lufs, abs=0.2)
        if lufs < -17.0:
            # Short of the target: because one more lossless step would pass the ceiling, not from caution.
            assert peak + GAIN_STEP_DB > PEAK_CEILING_DBTP - PEAK_MARGIN_DB - 0.3, record.key
        tag = ID3(mp3)
        assert float(tag.getall("TXXX:narrate:true_peak_dbtp")[0].text[0]) == pytest.approx(peak, abs=0.2)


def test_edge_episode_reaches_the_target_where_headroom_allows(standin: object, tmp_path: Path) -> None:
    from conftest import EXAMPLES, REPO

    out = tmp_path / "out"
    narrate_article(EXAMPLES / "posts" / "hello-ko" / "index.ko.md", out, config=load_config(REPO / "voices.yaml"),
                    engine="edge")
    mp3 = next(out.glob("ko/*.mp3"))
    lufs, peak = ebur128(mp3)
    assert peak <= PEAK_CEILING_DBTP
    assert -17.0 <= lufs <= -15.0


def test_result_line_says_how_loud_when_peaks_hold_it_back(tmp_path: Path) -> None:
    from conftest import EXAMPLES

    article = tmp_path / "post.md"
    shutil.copy(EXAMPLES / "posts" / "gpu-xid" / "index.en.md", article)
    result = CliRunner().invoke(app, [str(article), "--out", str(tmp_path / "out"), "--engine", "espeak"])
    assert result.exit_code == 0, result.output
    record = next(iter(Manifest(tmp_path / "out").records()))
    assert record.loudness is not None and record.loudness < -17  # espeak's peaks: see the test above
    assert f"{record.loudness:.1f} LUFS: peaks allow no more without clipping" in result.output
    assert "loudness: limit" in result.output


def test_limit_reaches_the_target_without_clipping_and_keeps_every_frame(tmp_path: Path) -> None:
    from conftest import EXAMPLES, REPO

    text = (REPO / "voices.yaml").read_text(encoding="utf-8").replace("image: examples/", f"image: {REPO}/examples/")
    built = {}
    for mode in ("lossless", "limit"):
        config_path = tmp_path / mode / "voices.yaml"
        config_path.parent.mkdir()
        config_path.write_text(text + f"\nloudness: {mode}\n", encoding="utf-8")
        out = tmp_path / mode / "out"
        narrate_article(EXAMPLES / "posts" / "記憶體錯誤" / "index.md", out, config=load_config(config_path),
                        engine="espeak")
        built[mode] = next(out.glob("zh-hant/*.mp3"))
    lufs, peak = ebur128(built["limit"])
    assert peak <= PEAK_CEILING_DBTP
    assert -17.0 <= lufs <= -15.0
    assert ebur128(built["lossless"])[0] < -17.0  # the same episode, lossless, could not get there
    # Same frames, so chapters and transcript times still hold.
    assert frame_count(built["limit"].read_bytes()) == frame_count(built["lossless"].read_bytes())
    assert ID3(built["limit"]).getall("TXXX:narrate:limited")[0].text[0] == "true"


def test_loudness_setting_is_validated(tmp_path: Path) -> None:
    from narrate.errors import ConfigError

    path = tmp_path / "voices.yaml"
    path.write_text("loudness: loud\n", encoding="utf-8")
    with pytest.raises(ConfigError, match=r"voices.yaml: line 1 key 'loudness': must be 'lossless'"):
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
