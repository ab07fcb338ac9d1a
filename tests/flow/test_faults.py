"""Faults, end to end: what the user sees (one clear line), what is on disk afterwards (nothing corrupt
at a final path), and what the next run does (finishes, reusing the cache)."""

from __future__ import annotations

import asyncio
import errno
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from edge_standin import EdgeStandIn
from narrate.audio import assemble
from narrate.audio.loudness import ffmpeg_exe
from narrate.cli import app
from narrate.config import load_config
from narrate.publish.manifest import Manifest
from narrate.text.article import read_article
from narrate.text.script import build_script
from narrate.voice.cache import ChunkCache
from narrate.voice.engines.edge import EdgeEngine
from narrate.voice.synthesize import RetryPolicy, Synthesizer
from patience import PATIENCE

runner = CliRunner()


def article(folder: Path, paragraphs: int = 12, slug: str = "faulty") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    body = "\n\n".join(f"第{i}段：伺服器的記憶體錯誤需要記錄，並且定期檢查計數。" for i in range(paragraphs))
    path = folder / f"{slug}.md"
    path.write_text(f"---\ntitle: 故障測試\nlang: zh-hant\nslug: {slug}\n---\n\n{body}\n", encoding="utf-8")
    return path


def config(folder: Path, extra: str = "") -> Path:
    path = folder / "voices.yaml"
    # No short `timeout:` here: these faults are answers (drops, empty ones), never hangs, and on a
    # busy machine a healthy answer can take seconds; the default deadline only ends a real hang.
    path.write_text("attempts: 8\n" + extra, encoding="utf-8")
    return path


def decodes_cleanly(path: Path) -> bool:
    result = subprocess.run(
        [ffmpeg_exe(), "-v", "error", "-i", str(path), "-map", "0:a", "-f", "null", "-"], capture_output=True, text=True
    )
    return result.returncode == 0 and result.stderr == ""


def no_temporaries(out: Path) -> bool:
    """No hidden file but narrate's own records: the lock, and the ledger of what it wrote (manifest/.*.json)."""
    records = {out / ".narrate.lock", *(out / "manifest" / f".{n}.json" for n in ("written", "stamps", "published"))}
    return not [p for p in out.rglob(".*") if p not in records and p.is_file()]


def test_drops_and_empty_answers_through_the_cli(standin: EdgeStandIn, tmp_path: Path) -> None:
    standin.drop_rate, standin.empty_rate = 0.3, 0.1
    standin.fail_next("drop")  # at least one of each, however few requests the article needs
    standin.fail_next("empty")
    path = article(tmp_path / "content")
    config(tmp_path / "content")
    out = tmp_path / "out"
    result = runner.invoke(app, [str(path), "--out", str(out), "--engine", "edge"])
    assert result.exit_code == 0, result.output
    assert decodes_cleanly(out / "zh-hant" / "faulty.mp3")
    outcomes = {r["outcome"] for r in standin.requests}
    assert {"drop", "empty", "ok"} <= outcomes


def test_throttling_under_load(standin: EdgeStandIn, tmp_path: Path) -> None:
    """30% of handshakes refused with 429 while 8 requests run at once: every chunk still arrives."""
    standin.refuse_429_rate = 0.3
    path = article(tmp_path / "content", paragraphs=24)
    config_ = load_config()
    script = build_script(read_article(path), config_)
    # Requests of about 200 characters: many handshakes, so that enough of them are refused.
    synthesizer = Synthesizer(
        EdgeEngine(),
        ChunkCache(tmp_path / "cache"),
        concurrency=8,
        target_chars=200,
        policy=RetryPolicy(attempts=12, base_delay=0.01, max_delay=0.1),
    )
    result = asyncio.run(synthesizer.synthesize(script))
    assert len(result.chunks) == len(script.chunks)
    assert standin.refusals.count(429) >= 3
    assert synthesizer.stats.failures["THROTTLED"] == standin.refusals.count(429)
    assert standin.max_concurrent <= 8


def test_a_hung_service_fails_with_one_line_and_writes_nothing(standin: EdgeStandIn, tmp_path: Path) -> None:
    standin.hang = True
    content = tmp_path / "content"
    path = article(content, paragraphs=2)
    (content / "voices.yaml").write_text("attempts: 2\ntimeout: 1\n", encoding="utf-8")
    out = tmp_path / "out"
    started = time.monotonic()
    result = runner.invoke(app, [str(path), "--out", str(out), "--engine", "edge"])
    assert time.monotonic() - started < PATIENCE  # a hang guard: 'timed out' below proves the deadline
    assert result.exit_code == 1
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "timed out" in lines[0] and "chunk" in lines[0]
    assert not (out / "zh-hant" / "faulty.mp3").exists() and no_temporaries(out)


def test_disk_full_while_writing_an_episode(
    standin: EdgeStandIn, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = article(tmp_path / "content")
    out = tmp_path / "out"
    real_splice = assemble.splice

    def full_disk(script, synthesis, target, *args, **kwargs):
        with open(target, "wb") as handle:
            handle.write(b"\xff\xf3" * 100)
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(assemble, "splice", full_disk)
    result = runner.invoke(app, [str(path), "--out", str(out), "--engine", "edge"])
    assert result.exit_code == 1
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "No space left on device" in lines[0] and "faulty.mp3" in lines[0]
    assert not (out / "zh-hant" / "faulty.mp3").exists()
    assert no_temporaries(out) and Manifest(out).get("zh-hant", "faulty") is None

    monkeypatch.setattr(assemble, "splice", real_splice)
    standin.reset_counters()
    again = runner.invoke(app, [str(path), "--out", str(out), "--engine", "edge"])
    assert again.exit_code == 0, again.output
    assert standin.requests == []  # every chunk came from the cache
    assert decodes_cleanly(out / "zh-hant" / "faulty.mp3")


def test_a_corrupt_cache_entry_through_the_cli(standin: EdgeStandIn, tmp_path: Path) -> None:
    path = article(tmp_path / "content")
    out = tmp_path / "out"
    assert runner.invoke(app, [str(path), "--out", str(out), "--engine", "edge"]).exit_code == 0
    cache = Path(os.environ["NARRATE_CACHE_DIR"])
    victim = sorted(cache.rglob("*.mp3"))[3]
    victim.write_bytes(victim.read_bytes()[:200])
    standin.reset_counters()
    result = runner.invoke(app, [str(path), "--out", str(out), "--engine", "edge", "--force"])
    assert result.exit_code == 0, result.output
    assert len(standin.requests) == 1
    assert decodes_cleanly(out / "zh-hant" / "faulty.mp3")


@pytest.mark.timeout(900)  # a long episode made and remade: past the default limit
def test_kill_during_splice_leaves_the_old_episode_intact(tmp_path: Path) -> None:
    """kill -9 while the MP3 is being spliced and leveled: the final path keeps the previous, complete file."""
    content = tmp_path / "content"
    path = article(content, paragraphs=50, slug="long")
    out = tmp_path / "out"
    env = {**os.environ, "NARRATE_EDGE_URL": "ws://127.0.0.1:9"}
    command = [sys.executable, "-m", "narrate", str(path), "--out", str(out), "--engine", "espeak"]
    first = subprocess.run([*command, "-q"], env=env, capture_output=True, text=True, timeout=PATIENCE)
    assert first.returncode == 0, first.stderr
    final = out / "zh-hant" / "long.mp3"
    before = final.read_bytes()

    process = subprocess.Popen(
        [*command, "--force", "-q"],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    deadline = time.monotonic() + PATIENCE
    killed = False
    while time.monotonic() < deadline and process.poll() is None:
        if list((out / "zh-hant").glob(".long.mp3.*")):
            os.killpg(process.pid, signal.SIGKILL)
            killed = True
            break
        time.sleep(0.002)
    process.wait()
    assert killed, "the splice finished before it could be interrupted"
    assert final.read_bytes() == before  # the old episode, whole
    assert decodes_cleanly(final)
    assert list((out / "zh-hant").glob(".long.mp3.*"))  # the killed run's temp file…

    again = subprocess.run([*command, "--force", "-q"], env=env, capture_output=True, text=True, timeout=PATIENCE)
    assert again.returncode == 0, again.stderr
    assert no_temporaries(out)  # …is cleaned up by the next run
    assert decodes_cleanly(final)
    record = Manifest(out).get("zh-hant", "long")
    assert record is not None and record.bytes == final.stat().st_size


@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="reads which file an fsync was for from /proc")
def test_chunk_entries_are_not_fsynced_and_a_torn_one_is_made_again(
    standin: EdgeStandIn, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The chunk cache writes its entries atomically but without fsync (dozens land at once as the last
    answers come in): a power cut can only lose or tear an entry, and a lost or torn one is found and
    synthesized again. The episode's own files are still fsynced."""
    synced: list[str] = []
    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        synced.append(os.readlink(f"/proc/self/fd/{fd}"))
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    path = article(tmp_path / "content")
    out = tmp_path / "out"
    assert runner.invoke(app, [str(path), "--out", str(out), "--engine", "edge"]).exit_code == 0
    chunks = Path(os.environ["NARRATE_CACHE_DIR"]) / "chunks"
    assert not [name for name in synced if name.startswith(str(chunks))]
    assert any(name.startswith(str(out / "zh-hant")) for name in synced)  # the episode's files are

    entries = sorted(chunks.rglob("*.mp3"))
    torn = [json.loads(entry.with_suffix(".json").read_text(encoding="utf-8"))["text"] for entry in entries[1:3]]
    entries[1].write_bytes(b"")  # what a power cut leaves of an entry whose data never reached the disk
    entries[2].with_suffix(".json").write_text("", encoding="utf-8")
    standin.reset_counters()
    result = runner.invoke(app, [str(path), "--out", str(out), "--engine", "edge", "--force"])
    assert result.exit_code == 0, result.output
    asked = [text for request in standin.requests for text in request["text"].split("\n")]
    assert sorted(asked) == sorted(torn)  # those two, and only they, were synthesized again
    assert decodes_cleanly(out / "zh-hant" / "faulty.mp3")
