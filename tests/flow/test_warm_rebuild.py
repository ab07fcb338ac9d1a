"""The warm path: an episode rebuilt from the cache in one pass — same bytes as the slow way, and a
cached chunk that went bad on disk is caught as it is spliced, never spliced."""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import shutil
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from mutagen.id3 import ID3
from typer.testing import CliRunner

from edge_standin import EdgeStandIn, render
from narrate.audio.assemble import _prepend_info_frame, assemble_episode, splice
from narrate.audio.model import EpisodeInfo
from narrate.audio.mp3 import (
    EDGE_FORMAT,
    _uniform_span,
    adjust_global_gain,
    adjust_global_gain_run,
    info_frame,
    iter_frames,
    silence_frame,
)
from narrate.audio.tags import EpisodeTags, render_tag, write_tags
from narrate.cli import app
from narrate.config import load_config
from narrate.flow.episode import make_synthesizer
from narrate.text.article import read_article
from narrate.text.script import build_script

runner = CliRunner()


def _post(tmp_path: Path) -> Path:
    """ARTICLE at <tmp>/content/post.md."""
    path = tmp_path / "content" / "post.md"
    path.parent.mkdir()
    path.write_text(ARTICLE, encoding="utf-8")
    return path


def _narrated(tmp_path: Path) -> tuple[list[str], Path]:
    """ARTICLE narrated once into <tmp>/out: the command that rebuilds it (--force), and the output folder."""
    out = tmp_path / "out"
    command = [str(_post(tmp_path)), "--out", str(out), "--engine", "edge", "--force"]
    result = runner.invoke(app, command)
    assert result.exit_code == 0, result.output
    return command, out


def _counting(monkeypatch: pytest.MonkeyPatch, owner: object, name: str, label: Callable[..., str]) -> list[str]:
    """Every call of `owner.name` from now on, as `label(*its arguments)`."""
    calls: list[str] = []
    real = getattr(owner, name)

    def counting(*args, **kwargs):
        calls.append(label(*args, **kwargs))
        return real(*args, **kwargs)

    monkeypatch.setattr(owner, name, counting)
    return calls


def _count_scripts(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every script the episode pipeline builds from text (not from a cached plan), by title."""
    import narrate.flow.episode as episode

    return _counting(monkeypatch, episode, "build_script", lambda article, config, **_: article.title)


def _count_reads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every time an article file is parsed (rather than taken from its summary), by file name.
    (read_article, flow.summaries and read_for_episode look parse_article up in its module when they read.)"""
    import narrate.text.article as article_module

    return _counting(monkeypatch, article_module, "parse_article", lambda source: source.path.name)


def _count_lookups(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every chunk looked up through its own JSON record, by key."""
    from narrate.voice.cache import ChunkCache

    return _counting(monkeypatch, ChunkCache, "lookup", lambda cache, key, text: key)


def meta_frames(audio: Path) -> int:
    return int(json.loads(audio.with_suffix(".json").read_text(encoding="utf-8"))["frames"])


ARTICLE = """---
title: 暖路徑
lang: zh-hant
---

第一段，談 GPU 的錯誤。這是第二句。

## 小節

第二段：記憶體的 ECC 計數。它會慢慢增加。

最後一段。
"""


@pytest.mark.parametrize("steps", [1, -1, 3, -4, 200, -200])
def test_vectorized_gain_equals_the_frame_by_frame_rewrite(steps: int) -> None:
    # Real LAME frames (bit reservoir, coded and empty granules) and digital-silence frames.
    audio = render("第一句話。第二句比較長一點。", "zh-TW-HsiaoChenNeural").mp3 + silence_frame() * 3
    expected = b"".join(adjust_global_gain(frame, steps) for frame in iter_frames(audio))
    assert adjust_global_gain_run(audio, steps) == expected
    assert adjust_global_gain_run(audio, steps) != audio  # something did change
    # Edge's frames set the header's "original" bit and narrate's silent frames do not: one stream
    # all the same (the one vectorized pass), as a piece of a merged answer is.
    assert audio[3] != silence_frame()[3] and _uniform_span(memoryview(audio), EDGE_FORMAT) is not None


def test_only_the_copyright_and_original_bits_may_differ_in_one_uniform_stream() -> None:
    frame = bytearray(silence_frame())
    for flip, uniform in ((0x04, True), (0x08, True), (0x0C, True), (0x01, False), (0x30, False)):
        other = bytearray(frame)
        other[3] ^= flip  # 0x01: emphasis, 0x30: mode extension
        stream = bytes(frame) * 2 + bytes(other) + bytes(frame)
        assert (_uniform_span(memoryview(stream), EDGE_FORMAT) is not None) == uniform, hex(flip)
        assert len(list(iter_frames(stream))) == 4  # the same frames either way
    private = bytearray(frame)
    private[2] ^= 0x01  # the private bit is in the third byte, compared exactly
    assert _uniform_span(memoryview(bytes(frame) + bytes(private)), EDGE_FORMAT) is None


def _synthesized(standin: EdgeStandIn, tmp_path: Path):
    path = tmp_path / "post.md"
    path.write_text(ARTICLE, encoding="utf-8")
    config = load_config()
    script = build_script(read_article(path), config)
    synthesizer = make_synthesizer(config, "edge", fallback=False)
    synthesis = asyncio.run(synthesizer.synthesize(script))
    return script, synthesis


def test_one_pass_episode_is_the_file_tagging_afterwards_makes(standin: EdgeStandIn, tmp_path: Path) -> None:
    script, synthesis = _synthesized(standin, tmp_path)
    tags = EpisodeTags(
        title=script.title,
        artist="a",
        album="b",
        lang=script.lang,
        date=None,
        description="d",
        transcript=script.text,
        source_url="",
        cover=None,
        chapters=(),
        extra={"narrate:gain_db": "+1.5"},
    )
    # The slow way: splice (levelled by one step), put the Info frame before it, then let mutagen
    # put the tag in front.
    slow = tmp_path / "slow.mp3"
    frames = splice(script, synthesis, slow, 1)
    _prepend_info_frame(slow, frames)
    write_tags(slow, tags)
    # The one pass: the tag and the Info frame first, the frames after them.
    fast = tmp_path / "fast.mp3"
    xing = info_frame(frames)
    digest = hashlib.sha256()
    tag = render_tag(tags, len(xing) + frames * 144)
    assert splice(script, synthesis, fast, 1, head=tag, info=xing, digest=digest) == frames
    assert fast.read_bytes() == slow.read_bytes()
    # The audio's hash (for the enclosure URL) taken in the same pass: the file less its tag.
    assert digest.hexdigest() == hashlib.sha256(fast.read_bytes()[len(tag) :]).hexdigest()
    assert ID3(fast)["TIT2"].text == [script.title]


def test_assembled_from_cached_figures_without_a_second_pass(standin: EdgeStandIn, tmp_path: Path) -> None:
    script, synthesis = _synthesized(standin, tmp_path)
    assert all(c.momentary and c.sha256 for c in synthesis.chunks)  # every figure came with the chunk
    info = EpisodeInfo("a", "b", None, "d", "", None, {})
    episode = assemble_episode(script, synthesis, info, tmp_path / "out")
    data = episode.mp3.read_bytes()
    audio_start = len(data) - episode.frames * 144
    assert data[:3] == b"ID3" and data[audio_start : audio_start + 2] == b"\xff\xf3"
    assert data[audio_start - len(info_frame(episode.frames)) : audio_start] == info_frame(episode.frames)
    txxx = {frame.desc: frame.text[0] for frame in ID3(episode.mp3).getall("TXXX")}
    assert txxx["narrate:gain_db"] == f"{episode.gain_db:+.1f}"


@pytest.mark.parametrize("read_ahead", [1 << 20, 3000])  # one group of chunks; a group per chunk (a worker reads)
def test_a_chunk_corrupted_in_place_is_caught_while_splicing(
    standin: EdgeStandIn, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, read_ahead: int
) -> None:
    """Same length, frames still parse, one byte of audio changed: only the hash can tell."""
    import narrate.audio.assemble as assemble

    monkeypatch.setattr(assemble, "READ_AHEAD_BYTES", read_ahead)
    path = _post(tmp_path)
    out = tmp_path / "out"
    assert runner.invoke(app, [str(path), "--out", str(out), "--engine", "edge"]).exit_code == 0
    episode = out / "zh-hant" / "post.mp3"
    original = episode.read_bytes()
    cache = Path(os.environ["NARRATE_CACHE_DIR"])
    victim = max(cache.rglob("*.mp3"), key=lambda p: p.stat().st_size)
    good = victim.read_bytes()
    bad = bytearray(good)
    assert meta_frames(victim) == len(good) // 144
    bad[144 * 10 + 60] ^= 0xFF  # inside frame 10's main data: headers and side info untouched
    victim.write_bytes(bytes(bad))
    assert sum(1 for _ in iter_frames(bytes(bad))) == len(good) // 144
    standin.reset_counters()

    result = runner.invoke(app, [str(path), "--out", str(out), "--engine", "edge", "--force"])
    assert result.exit_code == 0, result.output
    assert len(standin.requests) == 1  # that chunk, synthesized again (alone: its neighbours are cached)
    repaired = victim.read_bytes()
    meta = json.loads(victim.with_suffix(".json").read_text(encoding="utf-8"))
    assert meta["sha256"] == hashlib.sha256(repaired).hexdigest() and meta["frames"] == len(repaired) // 144
    assert bytes(bad) not in episode.read_bytes() and episode.read_bytes() != original
    # The episode is made of the repaired entry: made again, it needs nothing and is the same file.
    remade = episode.read_bytes()
    standin.reset_counters()
    assert runner.invoke(app, [str(path), "--out", str(out), "--engine", "edge", "--force"]).exit_code == 0
    assert standin.requests == [] and episode.read_bytes() == remade


def test_entries_without_a_frame_count_are_still_used(standin: EdgeStandIn, tmp_path: Path) -> None:
    """Caches written before frame counts were recorded: read whole, verified, used — no request."""
    path = _post(tmp_path)
    out = tmp_path / "out"
    assert runner.invoke(app, [str(path), "--out", str(out), "--engine", "edge"]).exit_code == 0
    cache = Path(os.environ["NARRATE_CACHE_DIR"])
    for meta_path in cache.glob("chunks/*/*.json"):
        meta = json.loads(meta_path.read_text(encoding="utf-8"))
        del meta["frames"]
        meta_path.write_text(json.dumps(meta, ensure_ascii=False), encoding="utf-8")
    original = (out / "zh-hant" / "post.mp3").read_bytes()
    shutil.rmtree(out)
    standin.reset_counters()
    assert runner.invoke(app, [str(path), "--out", str(out), "--engine", "edge"]).exit_code == 0
    assert standin.requests == []
    assert (out / "zh-hant" / "post.mp3").read_bytes() == original


# ------------------------------------------------------------------ the cached plan (the script of a rebuild)


def test_a_cached_plan_is_exactly_the_script_it_stands_for(examples: Path) -> None:
    from narrate.flow.plans import script_from_data, script_to_data

    config = load_config(near=examples)
    paths = [p for p in sorted(examples.rglob("*.md")) if not p.name.startswith("_")]
    assert len(paths) >= 3
    for path in paths:
        script = build_script(read_article(path), config)
        data = json.loads(json.dumps(script_to_data(script), ensure_ascii=False))
        assert script_from_data(data) == script, path


def test_a_rebuild_takes_its_script_from_the_plan_and_every_input_change_makes_it_again(
    standin: EdgeStandIn, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _post(tmp_path)
    out = tmp_path / "out"
    built = _count_scripts(monkeypatch)

    def run(*extra: str) -> bytes:
        result = runner.invoke(app, [str(path), "--out", str(out), "--engine", "edge", "--force", *extra])
        assert result.exit_code == 0, result.output
        return (out / "zh-hant" / "post.vtt").read_bytes()

    first = run()
    assert built == ["暖路徑"]
    standin.reset_counters()
    assert run() == first and built == ["暖路徑"]  # from the plan: no text stage, same transcript
    assert standin.requests == []

    # The article changes: its script is made again, and says the new words.
    path.write_text(ARTICLE.replace("最後一段。", "最後一段，改過了。"), encoding="utf-8")
    assert "改過了" in run().decode() and len(built) == 2
    run()
    assert len(built) == 2
    # A setting the script reads (a pause) changes: made again.
    (tmp_path / "voices.yaml").write_text("pauses:\n  paragraph: 900\n", encoding="utf-8")
    run()
    assert len(built) == 3
    # Another voice for the run: made again.
    run("--voice", "zh-TW-YunJheNeural")
    assert len(built) == 4
    run("--voice", "zh-TW-YunJheNeural")
    assert len(built) == 4
    # Another narrate (a new version, or its text stage's code edited): made again.
    import narrate.records as records

    records.code_digest.cache_clear()
    monkeypatch.setattr(records, "__version__", "99.0")
    run("--voice", "zh-TW-YunJheNeural")
    assert len(built) == 5
    records.code_digest.cache_clear()


def test_an_edited_or_broken_plan_is_never_used(
    standin: EdgeStandIn, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    command, out = _narrated(tmp_path)
    vtt = (out / "zh-hant" / "post.vtt").read_bytes()
    plan = next((Path(os.environ["NARRATE_CACHE_DIR"]) / "plans").glob("*.json"))
    built = _count_scripts(monkeypatch)
    for broken in (
        "{",
        "[]",
        json.dumps({"key": "0" * 64, "script": {}}),
        plan.read_text(encoding="utf-8").replace('"chunks": [[', '"chunks": [[7, '),
    ):
        plan.write_text(broken, encoding="utf-8")
        result = runner.invoke(app, command)
        assert result.exit_code == 0, result.output
        assert (out / "zh-hant" / "post.vtt").read_bytes() == vtt
    assert len(built) == 4


# ------------------------------------------------------------------ a rebuild reads no article


def test_a_rebuild_of_an_unchanged_article_neither_reads_nor_parses_it(
    standin: EdgeStandIn, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _post(tmp_path)
    out = tmp_path / "out"
    parsed, built = _count_reads(monkeypatch), _count_scripts(monkeypatch)

    def run(*extra: str) -> tuple[bytes, bytes]:
        result = runner.invoke(app, [str(path), "--out", str(out), "--engine", "edge", "--force", *extra])
        assert result.exit_code == 0, result.output
        return (out / "zh-hant" / "post.mp3").read_bytes(), (out / "zh-hant" / "post.vtt").read_bytes()

    first = run()
    assert parsed == ["post.md"] and built == ["暖路徑"]
    standin.reset_counters()
    assert run() == first  # the same episode, byte for byte: its summary and its plan stand for the text
    assert parsed == ["post.md"] and built == ["暖路徑"] and standin.requests == []
    # An edit: read, and its script made, again; then it stands again.
    path.write_text(ARTICLE.replace("最後一段。", "最後一段，改過了。"), encoding="utf-8")
    assert "改過了" in run()[1].decode()
    assert parsed == ["post.md"] * 2 and len(built) == 2
    run()
    assert parsed == ["post.md"] * 2 and len(built) == 2
    # A reading setting (footnotes) is part of the reading's key: read again.
    (tmp_path / "voices.yaml").write_text("footnotes: omit\n", encoding="utf-8")
    run()
    assert len(parsed) == 3 and len(built) == 3
    # A plan that is gone (the cache's plans pruned): the summary alone is not enough, the article is read.
    shutil.rmtree(Path(os.environ["NARRATE_CACHE_DIR"]) / "plans")
    again = run()
    assert len(parsed) == 4 and len(built) == 4
    assert run() == again and len(parsed) == 4
    # The same file by another spelling of its path: read again (a path decides its language and slug),
    # but its script is the plan's (the blocks are the same bytes read the same way).
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, ["content/post.md", "--out", str(out), "--engine", "edge", "--force"])
    assert result.exit_code == 0, result.output
    assert len(parsed) == 5 and len(built) == 4
    assert (out / "zh-hant" / "post.mp3").read_bytes() == again[0]


def test_the_plan_of_a_summary_is_the_plan_of_the_article_read_in_full(tmp_path: Path) -> None:
    from narrate.flow.plans import plan_key
    from narrate.flow.summaries import Readings, complete

    path = _post(tmp_path)
    config = load_config(near=path)
    cache, out = tmp_path / "cache", tmp_path / "out"
    first = Readings(cache, out, None, config)
    full = first.read(path)
    assert not full.summary_only and full.reading_key
    first.save()
    summary = Readings(cache, out, None, config).read(path)
    assert summary.summary_only and summary.blocks == () and summary.reading_key == full.reading_key
    key = plan_key(summary, config, None)
    assert key is not None and key == plan_key(full, config, None)
    assert plan_key(complete(summary, None, config), config, None) == key
    assert plan_key(summary, config, "zh-TW-YunJheNeural") != key
    # Read directly (not through a summary), the blocks themselves are the key; a summary without its
    # reading key has nothing to stand for its blocks.
    direct = read_article(path, config=config)
    assert not direct.reading_key and plan_key(direct, config, None) not in (None, key)
    import dataclasses

    assert plan_key(dataclasses.replace(summary, reading_key=""), config, None) is None

    # The file changes between its summary and its full reading: the reading key no longer stands for it.
    path.write_text(ARTICLE.replace("最後一段。", "最後一段，改過了。"), encoding="utf-8")
    changed = complete(summary, None, config)
    assert changed.reading_key == "" and "改過了" in changed.body


def test_one_article_narrated_keeps_the_other_summaries_of_its_output_folder(
    tmp_path: Path, standin: EdgeStandIn, monkeypatch: pytest.MonkeyPatch
) -> None:
    from test_build import _build, _small_site

    content = _small_site(tmp_path)
    _build(tmp_path, content)
    one = content / "posts" / "two" / "index.en.md"
    result = runner.invoke(
        app,
        [
            str(one),
            "--out",
            str(tmp_path / "out"),
            "--engine",
            "edge",
            "--force",
            "--config",
            str(tmp_path / "voices.yaml"),
        ],
    )
    assert result.exit_code == 0, result.output
    parsed = _count_reads(monkeypatch)
    _build(tmp_path, content)
    # The other articles still come from their summaries (the one narrated alone may be read once more:
    # read from its own folder, not the content folder's walk, its key is another).
    assert set(parsed) <= {"index.en.md"} and len(parsed) <= 1


def test_an_article_reached_through_a_folder_link_is_read_again_when_the_link_moves(tmp_path: Path) -> None:
    from narrate.flow.episode import read_for_episode

    site = tmp_path / "site"
    (site / "voices.yaml").parent.mkdir(parents=True)
    (site / "voices.yaml").write_text("footnotes: end\n", encoding="utf-8")
    # (each folder's own script on the page: a folder whose script the page never writes gives way to the text)
    text = "---\ntitle: Post\n---\n\nA paragraph of prose, the same in both folders. 同じ段落です。\n"
    for lang in ("en", "ja"):
        (site / "content" / lang).mkdir(parents=True)
        (site / "content" / lang / "post.md").write_text(text, encoding="utf-8")
    link = site / "content" / "current"
    link.symlink_to(site / "content" / "en", target_is_directory=True)
    config = load_config(site / "voices.yaml")
    out = tmp_path / "out"
    first = read_for_episode(link / "post.md", config, out_dir=out)
    assert first.lang == "en"
    assert read_for_episode(link / "post.md", config, out_dir=out).summary_only  # unchanged: from its summary
    link.unlink()
    link.symlink_to(site / "content" / "ja", target_is_directory=True)
    again = read_for_episode(link / "post.md", config, out_dir=out)
    assert again.lang == "ja" and not again.summary_only  # the folder it is in now: read again


# --- the episode's index of lookups (voice.lookups) ---------------------------------------------


def test_a_rebuild_reads_its_chunks_from_the_index_and_a_changed_record_is_read_again(
    standin: EdgeStandIn, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _post(tmp_path)
    out = tmp_path / "out"
    looked = _count_lookups(monkeypatch)

    def run() -> bytes:
        result = runner.invoke(app, [str(path), "--out", str(out), "--engine", "edge", "--force"])
        assert result.exit_code == 0, result.output
        return (out / "zh-hant" / "post.mp3").read_bytes() + (out / "zh-hant" / "post.vtt").read_bytes()

    first = run()  # made: every chunk synthesized, then indexed
    # Each chunk was looked up twice: a miss, and once more just before it was stored (another process may
    # have stored it meanwhile). The index was made from the records as they were stored, not by reading
    # each one back after the last answer.
    assert looked and set(Counter(looked).values()) == {2}
    cache = Path(os.environ["NARRATE_CACHE_DIR"])
    (index,) = (cache / "lookups").glob("*.bin")
    records = sorted((cache / "chunks").glob("*/*.json"))
    looked.clear()
    assert run() == first and looked == []  # every chunk from the index, the same episode
    every = sorted(record.stem for record in records)
    # A record written again (its figures added, say): that chunk alone is read from its record, and
    # the episode indexed again from what this run read (each entry's values and stamp from one read).
    meta = json.loads(records[0].read_text(encoding="utf-8"))
    os.unlink(records[0])
    records[0].write_text(json.dumps(meta), encoding="utf-8")
    assert run() == first and looked == [records[0].stem]
    looked.clear()
    assert run() == first and looked == []  # indexed again
    # A corrupt index (one byte): not used, and nothing else is lost.
    data = bytearray(index.read_bytes())
    data[len(data) // 2] ^= 0x01
    index.write_bytes(bytes(data))
    assert run() == first and sorted(looked) == every
    looked.clear()
    # A chunk whose audio is gone: synthesized again, the others still from the index.
    standin.reset_counters()
    gone = records[1].with_suffix(".mp3")
    gone.unlink()
    run()
    assert set(looked) == {records[1].stem} and len(standin.requests) == 1  # (looked up again as it is stored)


def test_an_index_with_impossible_numbers_is_not_used(
    standin: EdgeStandIn, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Rewritten with a valid checksum but numbers no record could hold: each kind is refused, as a
    # record's would be, and the chunks are looked up from their records instead.
    import array

    from narrate import records

    args, _ = _narrated(tmp_path)
    (index,) = (Path(os.environ["NARRATE_CACHE_DIR"]) / "lookups").glob("*.bin")
    good = index.read_bytes()
    unsealed = records.unseal(records.LOOKUPS, good)
    assert unsealed is not None
    body = bytes(unsealed)
    length = int.from_bytes(body[:8], "little")
    rows = json.loads(body[8 : 8 + length])["entries"]
    blocks = array.array("d")
    blocks.frombytes(body[8 + length :])
    looked = _count_lookups(monkeypatch)

    def bad(rows: list, blocks: array.array) -> None:
        header = json.dumps({"entries": rows}).encode()
        body = len(header).to_bytes(8, "little") + header + blocks.tobytes()
        index.write_bytes(records.seal(records.LOOKUPS, body))
        looked.clear()
        result = runner.invoke(app, args)
        assert result.exit_code == 0, result.output
        assert len(looked) == len(rows)  # each read from its record (and indexed again from that read)
        index.write_bytes(good)

    assert runner.invoke(app, args).exit_code == 0 and looked == []  # as it was written: used
    bad(rows, array.array("d", [float("nan")] + list(blocks)[1:]))
    bad(rows, array.array("d", [5000.0] + list(blocks)[1:]))
    bad(rows, array.array("d", list(blocks)[1:]))  # one block short
    for field, value in (
        (7, [[float("inf"), 0.1, "x"]]),
        (7, [[1e9, 0.1, "x"]]),
        (7, [[0.1, 0.1, 5]]),
        (7, "not a list"),
    ):
        changed = [list(row) for row in rows]
        changed[0][field] = value
        bad(changed, blocks)


def test_the_index_stands_for_exactly_what_the_records_say_now(standin: EdgeStandIn, tmp_path: Path) -> None:
    # Read back, every entry equals the lookup of its record, in each shape a record may have (figures
    # measured, an empty list of blocks, none); and a record replaced after a lookup is indexed as it is now.
    from narrate.voice.cache import ChunkCache
    from narrate.voice.lookups import read_index, write_index

    _narrated(tmp_path)
    cache = ChunkCache(Path(os.environ["NARRATE_CACHE_DIR"]))
    records = sorted(cache.root.glob("chunks/*/*.json"))
    wanted = {record.stem: json.loads(record.read_text(encoding="utf-8"))["text"] for record in records}
    early = cache.lookup(records[0].stem, wanted[records[0].stem])
    changes: list[dict[str, Any]] = [
        {"momentary": []},
        {"momentary": [], "peak": -3.0},
        {"peak": None},
        {"boundaries": [[0.0, 0.05, "換過了"]]},
    ]
    for record, change in zip(records, changes):
        meta: dict[str, Any] = {**json.loads(record.read_text(encoding="utf-8")), **change}
        record.unlink()  # a new file, as every write of a record makes
        record.write_text(json.dumps({k: v for k, v in meta.items() if v is not None}), encoding="utf-8")
    # Indexed beside an entry read before its record was replaced: that one carries the old file's
    # stamp, so the index never serves it (its record is read instead); every other is the record now.
    assert early is not None and early.stamp is not None
    write_index(cache, "episode", wanted, {records[0].stem: early})
    found = read_index(cache, "episode", wanted)
    assert set(found) == set(wanted) - {records[0].stem}
    for key in found:
        assert found[key] == cache.lookup(key, wanted[key])
    write_index(cache, "episode", wanted, {})
    found = read_index(cache, "episode", wanted)
    assert set(found) == set(wanted) and found[records[0].stem] == cache.lookup(
        records[0].stem, wanted[records[0].stem]
    )
    assert found[records[0].stem] != early


def test_a_deeply_nested_index_or_record_is_refused_not_raised(tmp_path: Path) -> None:
    from narrate import records
    from narrate.voice import lookups
    from narrate.voice.cache import ChunkCache

    cache = ChunkCache(tmp_path / "cache")
    deep = b'{"entries": ' + b"[" * 100_000 + b"]" * 100_000 + b"}"
    body = len(deep).to_bytes(8, "little") + deep
    path = lookups.index_path(cache, "episode")
    path.parent.mkdir(parents=True)
    path.write_bytes(records.seal(records.LOOKUPS, body))
    assert lookups.read_index(cache, "episode", {"0" * 64: "text"}) == {}
    key = "ab" * 32
    record = Path(cache.record_file(key))
    record.parent.mkdir(parents=True)
    record.write_bytes(b"[" * 100_000 + b"]" * 100_000)
    cache.audio_path(key).write_bytes(b"\xff" * 144)
    # refused, not raised; bytes narrate never writes as a record are no record of its own, and stay (issue 43, s20
    # attacks: the cache never deletes a file narrate did not write, tests/voice/test_cache_foreign.py)
    assert cache.lookup(key, "text") is None and record.exists()
    record.write_bytes(b'{"sha256": "' + b"0" * 64 + b'", "boundaries": ' + b"[" * 100_000 + b"]" * 100_000 + b"}")
    assert cache.lookup(key, "text") is None and not record.exists()  # a corrupt record of narrate's: dropped


def test_sidecars_that_cannot_be_made_leave_the_episode_as_it_was(
    standin: EdgeStandIn, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import narrate.audio.assemble as assemble

    script, synthesis = _synthesized(standin, tmp_path)
    info = EpisodeInfo("a", "b", None, "d", "", None, {})
    before = assemble_episode(script, synthesis, info, tmp_path / "out")
    kept = {path: path.read_bytes() for path in (before.mp3, before.vtt)}
    inode = before.mp3.stat().st_ino  # a file written again (renamed over it) would be another

    def broken(*args: object) -> list[object]:
        raise RuntimeError("no cues")

    monkeypatch.setattr(assemble, "transcript_cues", broken)
    with pytest.raises(RuntimeError):
        assemble_episode(script, synthesis, info, tmp_path / "out", normalize=False)  # other bytes, were it written
    assert {path: path.read_bytes() for path in kept} == kept and before.mp3.stat().st_ino == inode
    assert not [p for p in before.mp3.parent.iterdir() if p.name.startswith(".")]  # no temporary file left
