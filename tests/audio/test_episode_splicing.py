"""The episode: lossless splicing, exact times, ID3 tags and chapters, sidecars — judged by ffmpeg and mutagen."""

from __future__ import annotations

import asyncio
import json
import re
import struct
import subprocess
import zlib
from pathlib import Path

import pytest
from mutagen.id3 import ID3
from typer.testing import CliRunner

from edge_standin import EdgeStandIn
from helpers import mp3_info
from narrate.audio.assemble import FRAME_MS, silence_frames
from narrate.audio.loudness import ffmpeg_exe, integrated_loudness
from narrate.audio.mp3 import adjust_global_gain, audio_frames, silence_frame
from narrate.cli import app
from narrate.config import load_config
from narrate.flow.episode import make_synthesizer, narrate_episode
from narrate.publish.manifest import Manifest
from narrate.text.article import read_article
from narrate.text.script import build_script
from narrate.voice.cache import ChunkCache
from narrate.voice.synthesize import RetryPolicy

ARTICLE = """---
title: "GPU 錯誤 <排查> & 紀錄"
lang: zh-hant
date: 2024-03-18T21:30:00+08:00
author: 王小明
description: 一篇測試文章。
image: cover.png
---

開場白，說明今天的主題。

## ECC 錯誤

ECC 錯誤分成可更正與不可更正兩種。不可更正的錯誤需要立刻處理。

```bash
nvidia-smi -q -d ECC
```

### 細節

- 第一項
- 第二項

## 小結

謝謝大家。
"""


def _png(size: int = 8) -> bytes:
    """A real, decodable RGB PNG."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    rows = b"".join(b"\x00" + bytes([200, 30, 30]) * size for _ in range(size))
    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


PNG = _png()


@pytest.fixture
def article(tmp_path: Path) -> Path:
    folder = tmp_path / "content" / "gpu-ecc"
    folder.mkdir(parents=True)
    (folder / "cover.png").write_bytes(PNG)
    path = folder / "index.md"
    path.write_text(ARTICLE, encoding="utf-8")
    return path


def build(article: Path, out: Path, *, engine: str = "edge", force: bool = False):
    config = load_config()
    synthesizer = make_synthesizer(
        config, engine, fallback=False, cache=ChunkCache(), policy=RetryPolicy(base_delay=0.01)
    )
    # One request per chunk: each chunk's audio is then exactly the stand-in's rendering of it alone,
    # which these tests predict frames and times from.
    synthesizer.merge = False
    outcome = asyncio.run(narrate_episode(read_article(article), config, synthesizer, out, force=force))
    return config, outcome


def decode(path: Path) -> tuple[bytes, str]:
    result = subprocess.run(
        [ffmpeg_exe(), "-v", "error", "-i", str(path), "-map", "0:a", "-f", "s16le", "-"],
        capture_output=True,
        check=True,
    )
    return result.stdout, result.stderr.decode()


def test_every_frame_is_an_engine_frame_or_silence(standin: EdgeStandIn, article: Path, tmp_path: Path) -> None:
    config, outcome = build(article, tmp_path / "out")
    episode = outcome.episode
    assert episode is not None
    steps = round(episode.gain_db / 1.5)
    script = build_script(read_article(article), config)
    engine_frames: set[bytes] = set()
    for chunk in script.chunks:
        engine_frames.update(audio_frames(standin.render(chunk.text, script.voice.name).mp3))
    allowed = {adjust_global_gain(f, steps) for f in engine_frames} | {silence_frame()}
    frames = audio_frames(episode.mp3.read_bytes())
    assert frames and all(f in allowed for f in frames)
    assert sum(f == silence_frame() for f in frames) == sum(silence_frames(c.pause_ms) for c in script.chunks)


def test_duration_is_the_sum_of_chunks_and_silences(standin: EdgeStandIn, article: Path, tmp_path: Path) -> None:
    config, outcome = build(article, tmp_path / "out")
    script = build_script(read_article(article), config)
    expected_frames = sum(
        len(audio_frames(standin.render(c.text, script.voice.name).mp3)) + silence_frames(c.pause_ms)
        for c in script.chunks
    )
    episode = outcome.episode
    assert episode is not None and episode.frames == expected_frames
    assert mp3_info(str(episode.mp3)).length == pytest.approx(expected_frames * FRAME_MS / 1000, abs=0.001)
    pcm, errors = decode(episode.mp3)
    assert errors == ""
    # The LAME tag tells ffmpeg to drop its decoder's delay (529 samples) and nothing else.
    assert len(pcm) == (expected_frames * 576 - 529) * 2


def test_tags_and_chapters_read_back_with_mutagen(standin: EdgeStandIn, article: Path, tmp_path: Path) -> None:
    config, outcome = build(article, tmp_path / "out")
    episode = outcome.episode
    assert episode is not None
    tags = ID3(str(episode.mp3))
    assert tags.version[:2] == (2, 3)
    assert str(tags["TIT2"]) == "GPU 錯誤 <排查> & 紀錄"
    assert str(tags["TPE1"]) == "王小明"
    assert str(tags["TCON"]) == "Podcast"
    assert str(tags["TLAN"]) == "zho"
    assert str(tags["TDRC"]).startswith("2024-03-18")
    # The art is embedded as a small JPEG copy (the feed links the original PNG).
    assert tags.getall("APIC")[0].mime == "image/jpeg" and tags.getall("APIC")[0].data[:3] == b"\xff\xd8\xff"
    assert "ECC 錯誤分成可更正與不可更正兩種" in tags.getall("USLT")[0].text
    assert tags.getall("COMM")[0].text == ["一篇測試文章。"]
    txxx = {frame.desc: frame.text[0] for frame in tags.getall("TXXX")}
    assert txxx["narrate:engine"] == "edge" and txxx["narrate:voice"] == "zh-TW-HsiaoChenNeural"
    assert len(txxx["narrate:source_sha256"]) == 64

    script = build_script(read_article(article), config)
    starts = [0]
    for chunk in script.chunks:
        frames = len(audio_frames(standin.render(chunk.text, script.voice.name).mp3))
        starts.append(starts[-1] + frames + silence_frames(chunk.pause_ms))
    chaps = sorted(tags.getall("CHAP"), key=lambda c: c.start_time)
    assert [str(c.sub_frames["TIT2"]) for c in chaps] == ["GPU 錯誤 <排查> & 紀錄", "ECC 錯誤", "細節", "小結"]
    assert [c.start_time for c in chaps] == [round(starts[ch.chunk] * FRAME_MS) for ch in script.chapters]
    assert chaps[-1].end_time == round(starts[-1] * FRAME_MS)
    assert all(a.end_time == b.start_time for a, b in zip(chaps, chaps[1:]))
    toc = tags.getall("CTOC")[0]
    assert list(toc.child_element_ids) == [c.element_id for c in chaps]

    listing = subprocess.run([ffmpeg_exe(), "-hide_banner", "-i", str(episode.mp3)], capture_output=True, text=True)
    assert "Chapters:" in listing.stderr and "title           : 小結" in listing.stderr
    listed = [float(x) for x in re.findall(r"Chapter #0:\d+: start (\d+\.\d+)", listing.stderr)]
    assert listed == sorted(listed) and len(listed) == len(chaps)  # CHAP frames stored in time order


def test_sidecars(standin: EdgeStandIn, article: Path, tmp_path: Path) -> None:
    _, outcome = build(article, tmp_path / "out")
    episode = outcome.episode
    assert episode is not None
    vtt = episode.vtt.read_text(encoding="utf-8")
    assert vtt.startswith("WEBVTT\n")
    cues = re.findall(r"(\d\d):(\d\d):(\d\d)\.(\d{3}) --> (\d\d):(\d\d):(\d\d)\.(\d{3})\n(.+)", vtt)
    assert len(cues) >= 6  # orphans (a cue under a second) joined to a neighbour
    times = [
        (
            int(h) * 3600 + int(m) * 60 + int(s) + int(ms) / 1000,
            int(h2) * 3600 + int(m2) * 60 + int(s2) + int(ms2) / 1000,
        )
        for h, m, s, ms, h2, m2, s2, ms2, _ in cues
    ]
    assert all(start <= end <= episode.duration + 1e-6 for start, end in times)
    assert all(a[0] <= b[0] for a, b in zip(times, times[1:]))
    assert "&lt;排查&gt; &amp; 紀錄" in vtt  # cue text escaped as WebVTT requires

    chapters = json.loads(episode.chapters_json.read_text(encoding="utf-8"))
    assert chapters["version"] == "1.2.0"
    starts = [c["startTime"] for c in chapters["chapters"]]
    assert starts == sorted(starts) and starts[0] == 0
    assert all(isinstance(c["title"], str) and c["title"] for c in chapters["chapters"])


def test_loudness_is_brought_near_minus_16(standin: EdgeStandIn, article: Path, tmp_path: Path) -> None:
    _, outcome = build(article, tmp_path / "out")
    episode = outcome.episode
    assert episode is not None and episode.loudness is not None
    measured = integrated_loudness(episode.mp3)
    assert measured is not None and abs(measured + 16) <= 1.0
    # The figure narrate derived from the chunks' own blocks agrees with ffmpeg on the whole file.
    assert abs(episode.loudness - measured) <= 0.5


def test_a_current_episode_is_not_rebuilt(standin: EdgeStandIn, article: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    _, first = build(article, out)
    assert first.status == "built"
    _, second = build(article, out)
    assert second.status == "unchanged" and second.record.guid == first.record.guid
    (out / "zh-hant" / "gpu-ecc.mp3").write_bytes(b"half")  # damaged: not current any more
    _, third = build(article, out)
    assert third.status == "built"
    assert Manifest(out).get("zh-hant", "gpu-ecc").guid == first.record.guid  # type: ignore[union-attr]


def test_narrate_article_cli_end_to_end(standin: EdgeStandIn, article: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    runner = CliRunner()
    result = runner.invoke(app, [str(article), "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert re.search(r"zh-hant/gpu-ecc\.mp3  \d+:\d\d  [\d.]+ [kM]B  \(edge: zh-TW-HsiaoChenNeural", result.stdout)
    for name in ("gpu-ecc.mp3", "gpu-ecc.vtt", "gpu-ecc.chapters.json"):
        assert (out / "zh-hant" / name).is_file()
    again = runner.invoke(app, [str(article), "--out", str(out)])
    assert again.exit_code == 0 and "unchanged" in again.stdout


def test_service_down_edge_writes_nothing(article: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    result = CliRunner().invoke(app, [str(article), "--out", str(out), "--engine", "edge"])
    assert result.exit_code == 1
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "cannot reach the edge speech service" in lines[0]
    assert "Traceback" not in result.output
    assert not list(out.glob("*/*.mp3")) and not list(out.glob("*/.*tmp*"))


def test_service_down_auto_falls_back_with_a_warning(article: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    result = CliRunner().invoke(app, [str(article), "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert "cannot be reached" in result.stderr and "espeak-ng" in result.stderr
    record = Manifest(out).get("zh-hant", "gpu-ecc")
    assert record is not None and record.engine == "espeak"
    tags = ID3(str(out / "zh-hant" / "gpu-ecc.mp3"))
    assert {f.desc: f.text[0] for f in tags.getall("TXXX")}["narrate:engine"] == "espeak"
    pcm, errors = decode(out / "zh-hant" / "gpu-ecc.mp3")
    assert errors == "" and len(pcm) > 0


def test_fallback_episode_is_redone_when_edge_is_back(article: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    CliRunner().invoke(app, [str(article), "--out", str(out)])
    assert Manifest(out).get("zh-hant", "gpu-ecc").engine == "espeak"  # type: ignore[union-attr]
    with EdgeStandIn(seed=1) as server:
        result = CliRunner().invoke(app, [str(article), "--out", str(out)], env={"NARRATE_EDGE_URL": server.url})
        assert result.exit_code == 0, result.output
        assert len(server.requests) > 0
    assert Manifest(out).get("zh-hant", "gpu-ecc").engine == "edge"  # type: ignore[union-attr]


def test_transcript_is_the_articles_words(standin: EdgeStandIn, tmp_path: Path) -> None:
    """VTT cues and the ID3 transcript show what the writer wrote (`kubectl`, `50%`), while the voice
    was sent the respelling (`kube control`, `百分之50`); long sentences become cues of ~2 lines."""
    path = tmp_path / "post.md"
    long_sentence = "，".join(["這一句話故意寫得很長很長"] * 12) + "。"
    path.write_text(
        "---\ntitle: 轉錄稿\nlang: zh-hant\n---\n用 kubectl 查看，大約 50% 的節點正常。\n\n" + long_sentence + "\n",
        encoding="utf-8",
    )
    _, outcome = build(path, tmp_path / "out")
    episode = outcome.episode
    assert episode is not None
    sent = [r["text"] for r in standin.requests]
    assert any("kube control" in t and "百分之50" in t for t in sent)
    vtt = episode.vtt.read_text(encoding="utf-8")
    assert "用 kubectl 查看，大約50% 的節點正常。" in vtt or "用 kubectl 查看，大約 50% 的節點正常。" in vtt
    assert "kube control" not in vtt and "百分之" not in vtt
    cue_texts = re.findall(r"--> [\d:.]+\n(.+)", vtt)
    assert all(len(text) <= 42 for text in cue_texts), cue_texts  # ≤ 2 lines of CJK
    assert sum("這一句話故意寫得很長很長" in text for text in cue_texts) >= 3  # the long sentence was cut
    lyrics = ID3(episode.mp3).getall("USLT")[0].text
    assert "kubectl" in lyrics and "kube control" not in lyrics
