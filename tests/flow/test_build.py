"""`narrate build`: discovery over real site layouts, incremental plans, shards, the lock, kill -9, progress.

Most builds here use the offline espeak-ng engine (fast, no service needed);
where what matters is which chunks reach the service, they use the loopback
Edge stand-in (tests/edge_standin.py) and count its requests.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
import urllib.request
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from edge_standin import EdgeStandIn
from helpers import write as _write
from narrate.cli import app
from narrate.config import load_config
from narrate.errors import InputError
from narrate.flow.build import build_site
from narrate.flow.options import parse_shard
from narrate.flow.planning import plan_build
from narrate.lock import LOCK_NAME, output_lock
from narrate.publish.manifest import Manifest
from narrate.voice.merge import JOINER
from patience import PATIENCE

TESTS = Path(__file__).parent.parent
runner = CliRunner()

# No outro: articles narrated at once that share a chunk race for its cache entry
# (see test_a_chunk_shared_by_articles_is_synthesized_once), so chunks here are unique.
VOICES = """\
concurrency: 4
languages:
  en: {outro: ""}
  zh-hant: {outro: ""}
feed:
  base_url: https://example.com/podcast
  link: https://example.com
  author: Tester
  owner_name: Tester
  owner_email: podcast@example.com
  title: {en: Test notes, zh-hant: 測試筆記}
  description: {en: Test episodes., zh-hant: 測試節目。}
"""


def _article(title: str, body: str, **meta: str) -> str:
    lines = [f"title: {title}", *(f"{k}: {v}" for k, v in meta.items())]
    return "---\n" + "\n".join(lines) + "\n---\n" + body + "\n"


# Every layout and trap discovery must handle: (relative path, content). The expected
# outcome of each is spelled out in LAYOUT_EPISODES / LAYOUT_SKIPS / LAYOUT_FAILURES.
def make_site(root: Path) -> Path:
    """A content folder with Hugo bundles and language trees, Jekyll, flat files and every trap."""
    content = root / "content"
    _write(root / "voices.yaml", VOICES)
    # Hugo page bundle, two languages of one article: one slug, two episodes.
    _write(
        content / "posts/a/index.zh-hant.md",
        _article("第一篇", "這是第一篇文章。我們談談記憶體。\n\n第二段在這裡。", date="2024-03-01"),
    )
    _write(
        content / "posts/a/index.en.md",
        _article("First post", "This is the first post, about memory.\n\nA second paragraph.", date="2024-03-01"),
    )
    # Hugo content/<lang>/ tree: the folder says the language.
    _write(content / "en/posts/b.md", _article("B post", "The B post in English."))
    _write(content / "zh-hant/posts/b.md", _article("B 文章", "這是 B 文章的內容。"))
    # Jekyll: the date and slug come from the file name.
    _write(content / "_posts/2024-01-02-jekyll-post.md", _article("Jekyll post", "A Jekyll post body.", lang="en"))
    # Flat file.
    _write(content / "c.md", _article("C", "A flat file called c.", lang="en"))
    # Chinese-named folder: the slug is its pinyin.
    _write(content / "posts/記憶體/index.md", _article("記憶體", "記憶體錯誤的文章內容。"))
    # Ignored without a word: list pages, the README at the root, hidden folders and files.
    _write(content / "_index.md", _article("List", "The list page.", lang="en"))
    _write(content / "posts/_index.md", _article("Posts", "The posts list page.", lang="en"))
    _write(content / "README.md", "# Repository\n\nThis is the repository's readme.\n")
    _write(content / ".hidden/h.md", _article("Hidden", "Hidden text.", lang="en"))
    _write(content / "posts/.secret.md", _article("Secret", "Secret text.", lang="en"))
    # Skipped, with a reason.
    _write(content / "posts/draft.md", _article("Draft", "Draft text.", lang="en", draft="true"))
    _write(content / "posts/empty.md", _article("Empty", "", lang="en"))
    _write(root / "outside/x.md", _article("Outside", "Outside text.", lang="en"))
    (content / "posts/outside.md").symlink_to(root / "outside/x.md")
    # Failed, with a one-line error naming the file; the others are built anyway.
    _write(content / "posts/broken.md", "---\ntitle: [unclosed\nlang: en\n---\nBroken front matter.\n")
    # Windows-1252, not a CJK table narrate reads: refused (Big5 and kin are read, tests/text/test_legacy_encoding.py).
    _write(
        content / "posts/latin1.md", "---\ntitle: Crème\n---\nCafé crème brûlée à la carte, señor.\n".encode("cp1252")
    )
    return content


LAYOUT_EPISODES = {
    "en/a": "posts/a/index.en.md",
    "zh-hant/a": "posts/a/index.zh-hant.md",
    "en/b": "en/posts/b.md",
    "zh-hant/b": "zh-hant/posts/b.md",
    "en/jekyll-post": "_posts/2024-01-02-jekyll-post.md",
    "en/c": "c.md",
    "zh-hant/ji-yi-ti": "posts/記憶體/index.md",
}
LAYOUT_SKIPS = {"posts/draft.md": "draft", "posts/empty.md": "no prose", "posts/outside.md": "outside the content"}
LAYOUT_FAILURES = {"posts/broken.md": "YAML", "posts/latin1.md": "UTF-8"}


def rel(content: Path, source: str) -> str:
    """`source` (as reported: relative to the working folder, or absolute) relative to `content`."""
    return Path(os.path.abspath(source)).relative_to(os.path.abspath(content)).as_posix()


def keys(entries: list[dict[str, Any]]) -> set[str]:
    return {f"{e['lang']}/{e['slug']}" for e in entries}


def episode_files(out: Path) -> set[str]:
    """Every published episode file, relative to `out` (feeds, site-wide files, pages and their player data,
    lock and temporaries aside)."""
    return {
        p.relative_to(out).as_posix()
        for p in out.rglob("*")
        if p.is_file()
        and not p.name.startswith(".")
        and p.name not in ("feed.xml", "episodes.json")
        and p.suffix != ".html"
        and not p.name.endswith(".episode.json")
        and p.relative_to(out).parts[0] != "player"
    }


def expected_files(episode_keys: set[str]) -> set[str]:
    files = set()
    for key in episode_keys:
        lang, slug = key.split("/")
        files |= {
            f"{lang}/{slug}.mp3",
            f"{lang}/{slug}.vtt",
            f"{lang}/{slug}.srt",
            f"{lang}/{slug}.chapters.json",
            f"{lang}/{slug}.words.json",
            f"manifest/{lang}/{slug}.json",
        }
    return files


def feed_items(out: Path, lang: str) -> dict[str, int]:
    """enclosure URL → declared length, for the items of one feed."""
    root = ET.parse(out / lang / "feed.xml").getroot()
    return {e.get("url", ""): int(e.get("length", "0")) for e in root.iter("enclosure")}


def feed_slugs(out: Path, lang: str) -> set[str]:
    return {url.split("?", 1)[0].rsplit("/", 1)[-1].removesuffix(".mp3") for url in feed_items(out, lang)}


def snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    """path → (size, mtime_ns) of every file under `folder`, but the lock file: taking the lock
    may touch it (filelock 4 opens it with O_TRUNC on some Pythons), and it is no output."""
    if not folder.exists():
        return {}
    return {
        p.relative_to(folder).as_posix(): (p.stat().st_size, p.stat().st_mtime_ns)
        for p in folder.rglob("*")
        if p.is_file() and p.name != LOCK_NAME
    }


def decode_errors(mp3: Path) -> str:
    """What ffmpeg says when decoding the whole file ("" when clean)."""
    import imageio_ffmpeg

    done = subprocess.run(
        [imageio_ffmpeg.get_ffmpeg_exe(), "-v", "error", "-xerror", "-i", str(mp3), "-f", "null", "-"],
        capture_output=True,
        text=True,
        timeout=PATIENCE,
    )
    return done.stderr.strip() if done.returncode == 0 else f"exit {done.returncode}: {done.stderr.strip()}"


def narrate_command() -> list[str]:
    script = Path(sys.executable).parent / "narrate"
    return [str(script)] if script.exists() else [sys.executable, "-c", "from narrate.cli import run; run()"]


# --------------------------------------------------------------------------- layouts, skips, failures


def test_layouts_skips_and_failures(tmp_path: Path) -> None:
    content = make_site(tmp_path)
    out = tmp_path / "out"
    config = load_config(tmp_path / "voices.yaml")
    plan, report = build_site(content, config, out, engine="espeak")

    assert keys(report.built) == set(LAYOUT_EPISODES)
    assert {k: rel(content, e["source"]) for e in report.built for k in [f"{e['lang']}/{e['slug']}"]} == LAYOUT_EPISODES
    assert report.unchanged == []
    # Exactly these files: nothing for the README, list pages, hidden files, drafts, empties or links out.
    assert episode_files(out) == expected_files(set(LAYOUT_EPISODES))

    skipped = {rel(content, s["source"]): s["reason"] for s in report.skipped}
    assert set(skipped) == set(LAYOUT_SKIPS)
    for source, reason in LAYOUT_SKIPS.items():
        assert reason in skipped[source]

    failed = {rel(content, f["source"]): f["error"] for f in report.failed}
    assert set(failed) == set(LAYOUT_FAILURES)
    for source, word in LAYOUT_FAILURES.items():
        error = failed[source]
        assert source in error and word in error and "\n" not in error

    manifest = Manifest(out)
    assert manifest.get("en", "jekyll-post").date.startswith("2024-01-02")  # type: ignore[union-attr]
    assert manifest.get("zh-hant", "a").guid != manifest.get("en", "a").guid  # type: ignore[union-attr]
    assert feed_slugs(out, "en") == {"a", "b", "jekyll-post", "c"}
    assert feed_slugs(out, "zh-hant") == {"a", "b", "ji-yi-ti"}
    for lang in ("en", "zh-hant"):
        for url, length in feed_items(out, lang).items():
            assert length == (out / lang / url.split("?", 1)[0].rsplit("/", 1)[-1]).stat().st_size


def test_cli_json_and_exit_codes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    content = make_site(tmp_path)
    monkeypatch.chdir(tmp_path)
    args = ["build", "content", "--out", "out", "--engine", "espeak", "--json"]

    result = runner.invoke(app, args)
    assert result.exit_code == 1, result.output
    summary = json.loads(result.stdout)  # the whole of stdout is one JSON object
    assert isinstance(summary, dict)
    assert {"built", "unchanged", "skipped", "failed"} <= set(summary)
    assert keys(summary["built"]) == set(LAYOUT_EPISODES)
    assert all(set(s) == {"source", "reason"} for s in summary["skipped"])
    assert all(set(f) == {"source", "error"} for f in summary["failed"])
    assert {rel(content, s["source"]) for s in summary["skipped"]} == set(LAYOUT_SKIPS)
    assert {rel(content, f["source"]) for f in summary["failed"]} == set(LAYOUT_FAILURES)
    # stderr: one line per failed article, naming it; no traceback.
    errors = [line for line in result.stderr.splitlines() if line.startswith("narrate: error:")]
    assert sorted(errors) == sorted(f"narrate: error: {f['error']}" for f in summary["failed"])
    assert "Traceback" not in result.stderr

    # Again: nothing to narrate, still exit 1 while the broken files are there.
    result = runner.invoke(app, args)
    assert result.exit_code == 1
    summary = json.loads(result.stdout)
    assert summary["built"] == [] and keys(summary["unchanged"]) == set(LAYOUT_EPISODES)

    # Fix nothing, remove the broken files: exit 0.
    (content / "posts/broken.md").unlink()
    (content / "posts/latin1.md").unlink()
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.stderr
    summary = json.loads(result.stdout)
    assert summary["failed"] == [] and summary["built"] == []


def test_an_unexpected_error_in_one_article_does_not_stop_the_others(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    content = tmp_path / "content"
    for name in ("one", "two", "three"):
        _write(content / f"{name}.md", _article(name.title(), f"Article {name}.", lang="en"))
    import narrate.flow.build as build_module
    from narrate.flow import episode

    real = episode.narrate_episode

    async def flaky(article, *args, **kwargs):
        if article.slug == "two":
            raise RuntimeError("boom\nsecond line")
        return await real(article, *args, **kwargs)

    monkeypatch.setattr(build_module, "narrate_episode", flaky)
    _, report = build_site(content, load_config(None), tmp_path / "out", engine="espeak", feeds=False)
    assert keys(report.built) == {"en/one", "en/three"}
    [failure] = report.failed
    assert failure["source"].endswith("two.md")
    assert "two.md" in failure["error"] and "RuntimeError" in failure["error"] and "\n" not in failure["error"]


def test_a_link_to_an_article_in_the_folder_is_not_narrated_twice(tmp_path: Path) -> None:
    content = tmp_path / "content"
    _write(content / "posts/real.md", _article("Real", "The real article.", lang="en"))
    (content / "posts/alias.md").symlink_to(content / "posts/real.md")
    plan = plan_build(content, load_config(None), tmp_path / "out", engine_choice="espeak")
    assert [job.key for job in plan.jobs] == ["en/real"]
    [skip] = plan.skipped
    assert skip["source"].endswith("alias.md") and "real.md" in skip["reason"]


# --------------------------------------------------------------------------- incremental builds


def _small_site(root: Path) -> Path:
    content = root / "content"
    _write(root / "voices.yaml", VOICES)
    _write(content / "posts/one/index.en.md", _article("One", "One, first paragraph.\n\nOne, second paragraph."))
    _write(content / "posts/two/index.en.md", _article("Two", "Two, first paragraph.\n\nTwo, second paragraph."))
    _write(content / "posts/one/index.zh-hant.md", _article("一", "第一篇的第一段。\n\n第一篇的第二段。"))
    _write(content / "posts/three.md", _article("Three", "Three, only paragraph.", lang="en"))
    return content


def _build(root: Path, content: Path | str, **kwargs: Any):
    config = load_config(root / "voices.yaml")
    return build_site(Path(content), config, root / "out", engine="edge", fallback=False, **kwargs)[1]


def test_second_build_is_a_no_op_and_an_edit_rebuilds_only_its_article(
    tmp_path: Path, standin: EdgeStandIn, monkeypatch: pytest.MonkeyPatch
) -> None:
    content = _small_site(tmp_path)
    report = _build(tmp_path, content)
    assert keys(report.built) == {"en/one", "en/two", "zh-hant/one", "en/three"} and report.failed == []
    assert standin.requests

    standin.reset_counters()
    before = snapshot(tmp_path / "out")
    import narrate.flow.build as build_module
    from narrate.flow import episode

    looping = episode.run_quietly

    def no_event_loop(main: Any) -> Any:
        main.close()
        raise AssertionError("a build with nothing to narrate started an event loop")

    monkeypatch.setattr(build_module, "run_quietly", no_event_loop)  # the no-op refreshes its records in order
    report = _build(tmp_path, content)
    monkeypatch.setattr(build_module, "run_quietly", looping)
    assert report.built == [] and keys(report.unchanged) == {"en/one", "en/two", "zh-hant/one", "en/three"}
    assert [e["slug"] for e in report.unchanged] == ["one", "three", "two", "one"]  # by language, then slug
    assert standin.requests == []  # not one request
    after = snapshot(tmp_path / "out")
    assert {k: v for k, v in after.items() if not k.endswith("feed.xml")} == {
        k: v for k, v in before.items() if not k.endswith("feed.xml")
    }  # no episode file touched

    standin.reset_counters()
    _write(content / "posts/two/index.en.md", _article("Two", "Two, first paragraph.\n\nTwo, an edited paragraph."))
    report = _build(tmp_path, content)
    assert keys(report.built) == {"en/two"}
    assert keys(report.unchanged) == {"en/one", "zh-hant/one", "en/three"}
    texts = [r["text"] for r in standin.requests]
    assert texts == ["Two, an edited paragraph."]  # the cache has the rest


def test_a_build_makes_each_new_articles_script_once(
    tmp_path: Path, standin: EdgeStandIn, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The estimate's script is the one narrated: no article's script is built twice in a build."""
    import narrate.text.script as script_module

    built: Counter[str] = Counter()
    build_script = script_module.build_script

    def counted(article: Any, config: Any, **kwargs: Any) -> Any:
        built[f"{article.lang}/{article.slug}"] += 1
        return build_script(article, config, **kwargs)

    monkeypatch.setattr(script_module, "build_script", counted)
    content = _small_site(tmp_path)
    report = _build(tmp_path, content)
    assert keys(report.built) == {"en/one", "en/two", "zh-hant/one", "en/three"} and report.failed == []
    assert report.estimate is not None and report.estimate.articles == 4
    assert built == {"en/one": 1, "en/two": 1, "zh-hant/one": 1, "en/three": 1}
    built.clear()
    _write(content / "posts/two/index.en.md", _article("Two", "Two, first paragraph.\n\nTwo, an edited paragraph."))
    report = _build(tmp_path, content)
    assert keys(report.built) == {"en/two"} and built == {"en/two": 1}


def test_a_voice_setting_change_marks_that_language_changed(tmp_path: Path, standin: EdgeStandIn) -> None:
    content = _small_site(tmp_path)
    _build(tmp_path, content)
    _write(tmp_path / "voices.yaml", VOICES.replace('en: {outro: ""}', 'en: {outro: "", rate: "+10%"}'))
    config = load_config(tmp_path / "voices.yaml")
    plan = plan_build(content, config, tmp_path / "out", engine_choice="edge")
    assert plan.status == {"en/one": "changed", "en/two": "changed", "en/three": "changed", "zh-hant/one": "unchanged"}

    standin.reset_counters()
    report = _build(tmp_path, content)
    assert keys(report.built) == {"en/one", "en/two", "en/three"} and keys(report.unchanged) == {"zh-hant/one"}
    assert standin.requests and {r["rate"] for r in standin.requests} == {"+10%"}


def test_a_removed_article_leaves_the_feed_and_its_files_go(tmp_path: Path, standin: EdgeStandIn) -> None:
    content = _small_site(tmp_path)
    out = tmp_path / "out"
    _build(tmp_path, content)
    assert feed_slugs(out, "en") == {"one", "two", "three"}

    (content / "posts/three.md").unlink()
    report = _build(tmp_path, content)
    assert report.removed == ["en/three"] and report.failed == []
    assert feed_slugs(out, "en") == {"one", "two"}
    assert Manifest(out).get("en", "three") is None
    assert not any(p.name.startswith("three.") for p in (out / "en").iterdir())

    # remove_deleted: false keeps the files of a removed article, but it still leaves the feed.
    _write(tmp_path / "voices.yaml", VOICES + "build:\n  remove_deleted: false\n")
    shutil.rmtree(content / "posts/two")
    report = _build(tmp_path, content)
    assert report.removed == ["en/two"]
    assert feed_slugs(out, "en") == {"one"} and Manifest(out).get("en", "two") is None
    assert (out / "en/two.mp3").is_file() and (out / "en/two.vtt").is_file()


def test_an_article_that_fails_to_read_keeps_its_published_episode(
    tmp_path: Path, standin: EdgeStandIn, monkeypatch: pytest.MonkeyPatch
) -> None:
    content = _small_site(tmp_path)
    out = tmp_path / "out"
    monkeypatch.chdir(tmp_path)
    _build(tmp_path, "content")  # records hold paths relative to this folder
    published = snapshot(out / "en")

    _write(content / "posts/two/index.en.md", "---\ntitle: [broken\n---\nTwo.\n")
    (content / "posts/three.md").write_bytes("---\nlang: en\n---\n第三篇".encode("big5"))
    monkeypatch.chdir(tmp_path / "content")  # another working folder, another spelling of the content path
    report = _build(tmp_path, content.resolve())
    assert {Path(f["source"]).name for f in report.failed} == {"index.en.md", "three.md"}
    assert report.removed == []
    assert Manifest(out).get("en", "two") is not None and Manifest(out).get("en", "three") is not None
    assert feed_slugs(out, "en") == {"one", "two", "three"}
    assert {k: v for k, v in snapshot(out / "en").items() if k != "feed.xml"} == {
        k: v for k, v in published.items() if k != "feed.xml"
    }


# --------------------------------------------------------------------------- dry run, shards


def test_dry_run_prints_the_plan_and_writes_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    content = _small_site(tmp_path)
    monkeypatch.chdir(tmp_path)
    args = ["build", "content", "--out", "out", "--engine", "espeak"]
    cache = Path(os.environ["NARRATE_CACHE_DIR"])

    result = runner.invoke(app, [*args, "--dry-run"])
    assert result.exit_code == 0, result.output
    assert not (tmp_path / "out").exists() and snapshot(cache) == {}
    lines = result.stdout.splitlines()
    assert lines[-1].startswith("estimate: 4 articles to narrate, ") and "requests" in lines[-1]
    lines = lines[:-1]
    assert sorted(line.split()[1] for line in lines) == ["en/one", "en/three", "en/two", "zh-hant/one"]
    assert all(line.split()[0] == "new" for line in lines)

    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.stderr
    _write(content / "posts/three.md", _article("Three", "Three, edited.", lang="en"))
    (content / "posts/two/index.en.md").unlink()
    before_out, before_cache = snapshot(tmp_path / "out"), snapshot(cache)
    result = runner.invoke(app, [*args, "--dry-run"])
    assert result.exit_code == 0
    plan = {line.split()[1]: line.split()[0] for line in result.stdout.splitlines() if not line.startswith("estimate")}
    assert plan == {"en/one": "unchanged", "zh-hant/one": "unchanged", "en/three": "changed", "en/two": "removed"}
    assert snapshot(tmp_path / "out") == before_out and snapshot(cache) == before_cache

    result = runner.invoke(app, [*args, "--dry-run", "--json"])
    summary = json.loads(result.stdout)
    assert {(p["lang"] + "/" + p["slug"], p["status"]) for p in summary["planned"]} == {
        ("en/one", "unchanged"),
        ("zh-hant/one", "unchanged"),
        ("en/three", "changed"),
    }
    assert summary["built"] == [] and summary["removed"] == ["en/two"]
    assert snapshot(tmp_path / "out") == before_out


def test_parse_shard() -> None:
    assert parse_shard("2/4") == (2, 4)
    for bad in ("0/4", "5/4", "1", "a/b", "1/0"):
        with pytest.raises(InputError) as caught:
            parse_shard(bad)
        assert caught.value.key == "--shard"
    result = runner.invoke(app, ["build", ".", "--shard", "3/2"])
    assert result.exit_code == 2


def test_shards_cover_every_article_once_and_merge_into_one_feed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    content = make_site(tmp_path)
    for n in range(8):  # enough slugs that both shards get some
        _write(content / f"more/post-{n}.md", _article(f"Post {n}", f"Extra post number {n}.", lang="en"))
    monkeypatch.chdir(tmp_path)
    base = ["build", "content", "--out", "out", "--engine", "espeak", "--json"]

    plans = []
    for shard in ("1/2", "2/2", "1/2"):
        result = runner.invoke(app, [*base, "--dry-run", "--shard", shard])
        plans.append(json.loads(result.stdout))
    assert plans[0] == plans[2]  # deterministic
    first, second = ({p["lang"] + "/" + p["slug"] for p in plan["planned"]} for plan in plans[:2])
    every = set(LAYOUT_EPISODES) | {f"en/post-{n}" for n in range(8)}
    assert first and second and not first & second and first | second == every
    # Every skip and failure is reported by exactly one shard too.
    for kind, expected in (("skipped", LAYOUT_SKIPS), ("failed", LAYOUT_FAILURES)):
        one, two = ([rel(content, e["source"]) for e in plan[kind]] for plan in plans[:2])
        assert sorted(one + two) == sorted(expected)
    # Both languages of an article go to the same shard (one slug).
    assert ("en/a" in first) == ("zh-hant/a" in first)

    built = []
    for shard in ("1/2", "2/2"):
        result = runner.invoke(app, [*base, "--shard", shard])
        summary = json.loads(result.stdout)
        assert summary["removed"] == []  # a shard never removes the other shards' episodes
        built.append(keys(summary["built"]))
    assert built == [first, second]
    assert {r.key for r in Manifest(tmp_path / "out").records()} == every

    def feed_after_merge() -> None:
        result = runner.invoke(app, ["feed", "--out", "out", "--config", "voices.yaml"])
        assert result.exit_code == 0, result.output
        current = {r.key for r in Manifest(tmp_path / "out").records()}
        for lang in ("en", "zh-hant"):
            assert feed_slugs(tmp_path / "out", lang) == {k.split("/")[1] for k in current if k.startswith(lang + "/")}

    feed_after_merge()
    assert len(feed_items(tmp_path / "out", "en")) == 4 + 8

    # A deleted article is removed by the shard that owns its slug, and by no other.
    (content / "c.md").unlink()
    removed = []
    for shard in ("1/2", "2/2"):
        summary = json.loads(runner.invoke(app, [*base, "--shard", shard]).stdout)
        assert summary["built"] == []
        removed.append(summary["removed"])
    assert removed == ([["en/c"], []] if "en/c" in first else [[], ["en/c"]])
    assert not (tmp_path / "out/en/c.mp3").exists()
    feed_after_merge()
    assert "c" not in feed_slugs(tmp_path / "out", "en") and len(feed_items(tmp_path / "out", "en")) == 3 + 8


def test_shards_with_their_own_output_folders_merge_by_copying(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """What .github/workflows/narrate.yml does: each shard keeps its folder; the publish job merges them."""
    content = tmp_path / "content"
    _write(tmp_path / "voices.yaml", VOICES)
    for n in range(10):
        _write(content / f"posts/p{n}/index.en.md", _article(f"Post {n}", f"English post {n}."))
        if n % 3 == 0:
            _write(content / f"posts/p{n}/index.zh-hant.md", _article(f"文章 {n}", f"中文文章第 {n} 篇。"))
    monkeypatch.chdir(tmp_path)
    every = {f"en/p{n}" for n in range(10)} | {f"zh-hant/p{n}" for n in range(0, 10, 3)}

    def run_shards() -> Path:
        for i in range(1, 5):
            result = runner.invoke(
                app, ["build", "content", "--out", f"shard-{i}", "--shard", f"{i}/4", "--engine", "espeak", "--quiet"]
            )
            assert result.exit_code == 0, result.stderr
        merged = tmp_path / "merged"
        shutil.rmtree(merged, ignore_errors=True)
        seen: set[str] = set()
        for i in range(1, 5):
            files = episode_files(Path(f"shard-{i}"))
            assert not files & seen  # the shards' episode files never overlap (`narrate feed` redoes the rest)
            seen |= files
            shutil.copytree(f"shard-{i}", merged, dirs_exist_ok=True, ignore=shutil.ignore_patterns(".*"))
        result = runner.invoke(app, ["feed", "--out", "merged", "--config", "voices.yaml"])
        assert result.exit_code == 0, result.output
        return merged

    merged = run_shards()
    assert {r.key for r in Manifest(merged).records()} == every
    assert feed_slugs(merged, "en") == {f"p{n}" for n in range(10)}
    assert feed_slugs(merged, "zh-hant") == {"p0", "p3", "p6", "p9"}
    listed = json.loads((merged / "episodes.json").read_text(encoding="utf-8"))["episodes"]
    assert {f"{e['lang']}/{e['slug']}" for e in listed} == every  # the site files cover every shard

    shutil.rmtree(content / "posts/p3")
    merged = run_shards()
    assert {r.key for r in Manifest(merged).records()} == every - {"en/p3", "zh-hant/p3"}
    assert "p3" not in feed_slugs(merged, "en") | feed_slugs(merged, "zh-hant")


def test_the_example_workflow_runs_shards_then_one_merge() -> None:
    """The example workflow is the action twice: a shard per matrix job, then one merging job (the action's
    scripts are run for real in test_action.py)."""
    import yaml

    workflow = yaml.safe_load((TESTS.parent / ".github/workflows/narrate.yml").read_text(encoding="utf-8"))
    build, publish = workflow["jobs"]["build"], workflow["jobs"]["publish"]
    assert build["strategy"]["matrix"]["shard"] == [1, 2, 3, 4]
    # The action is narrate's repository (named once, env.NARRATE_REPOSITORY) checked out at v0, used locally.
    checkout = {"repository": "${{ env.NARRATE_REPOSITORY }}", "ref": "v0", "path": ".narrate"}
    for job in (build, publish):
        assert [step["with"] for step in job["steps"] if step.get("with", {}).get("path") == ".narrate"] == [checkout]
    narrate = [step for step in build["steps"] if step.get("uses") == "./.narrate"]
    assert len(narrate) == 1 and narrate[0]["with"]["shard"] == "${{ matrix.shard }}/4"
    assert publish["needs"] == "build"
    merge = [step for step in publish["steps"] if step.get("uses") == "./.narrate"]
    assert len(merge) == 1 and merge[0]["with"]["merge-shards"] == 4
    assert any(step.get("uses", "").startswith("actions/deploy-pages") for step in publish["steps"])


# --------------------------------------------------------------------------- lock


def test_a_second_build_says_who_holds_the_lock(tmp_path: Path) -> None:
    content = _small_site(tmp_path)
    out = tmp_path / "out"
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys; from pathlib import Path; from narrate.lock import LOCK_NAME, output_lock\n"
            f"with output_lock(Path({str(out)!r}), 'narrate test-holder'):\n"
            "    print('held', flush=True); sys.stdin.read()",
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        done = subprocess.run(
            [*narrate_command(), "build", str(content), "--out", str(out), "--engine", "espeak"],
            capture_output=True,
            text=True,
            timeout=PATIENCE,
            env=os.environ.copy(),
        )
        assert done.returncode == 1
        lines = done.stderr.strip().splitlines()
        assert len(lines) == 1, done.stderr
        assert "narrate test-holder" in lines[0] and f"pid {holder.pid}" in lines[0] and str(out) in lines[0]
        assert not (out / "en").exists()
        # In-process too (a second lock in the same process is refused as well).
        result = runner.invoke(app, ["build", str(content), "--out", str(out), "--engine", "espeak"])
        assert result.exit_code == 1 and "narrate test-holder" in result.stderr
    finally:
        holder.kill()  # kill -9: the kernel releases the lock, no stale lock blocks the next run
        holder.communicate()
    result = runner.invoke(app, ["build", str(content), "--out", str(out), "--engine", "espeak"])
    assert result.exit_code == 0, result.stderr
    with output_lock(out):  # and it released it
        pass


# --------------------------------------------------------------------------- progress


def test_progress_plain_lines_when_not_a_terminal_and_quiet(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _small_site(tmp_path)
    monkeypatch.chdir(tmp_path)
    args = ["build", "content", "--out", "out", "--engine", "espeak"]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    err = result.stderr.splitlines()
    assert err[0].startswith("plan: 4 new, 0 changed, 0 unchanged")
    for key in ("en/one", "en/two", "zh-hant/one", "en/three"):
        assert any(line.startswith(f"narrating {key} (") for line in err), err
        assert any(line.startswith(f"built {key} ") for line in err), err
    assert "\x1b[" not in result.stderr  # no terminal control codes in a CI log
    assert result.stdout.splitlines()[0] == "built 4, unchanged 0, skipped 0, failed 0, removed 0"

    _write(tmp_path / "content/posts/three.md", _article("Three", "Three, edited again.", lang="en"))
    result = runner.invoke(app, [*args, "--quiet"])
    assert result.exit_code == 0
    # Quiet: no progress; warnings (here: the feed has no image) are still said.
    assert [line for line in result.stderr.splitlines() if not line.startswith("warning:")] == []
    assert result.stdout.splitlines()[0] == "built 1, unchanged 3, skipped 0, failed 0, removed 0"

    _write(tmp_path / "content/bad.md", "---\ntitle: [x\n---\nBad.\n")
    result = runner.invoke(app, [*args, "--quiet"])
    assert result.exit_code == 1
    errors = [line for line in result.stderr.splitlines() if not line.startswith("warning:")]
    assert len(errors) == 1 and errors[0].startswith("narrate: error: content/bad.md: ")
    assert result.stdout.splitlines()[0] == "built 0, unchanged 4, skipped 0, failed 1, removed 0"


def test_progress_on_a_terminal_is_drawn_on_stderr_only(tmp_path: Path) -> None:
    import pty
    import threading

    _small_site(tmp_path)
    env = {k: v for k, v in os.environ.items() if k != "NO_COLOR"}
    env.update(TERM="xterm-256color", COLUMNS="100")
    master, slave = pty.openpty()
    drawn = bytearray()

    def read() -> None:
        while True:
            try:
                data = os.read(master, 4096)
            except OSError:  # EIO once the child closed the terminal
                return
            if not data:
                return
            drawn.extend(data)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    with subprocess.Popen(
        [*narrate_command(), "build", "content", "--out", "out", "--engine", "espeak"],
        cwd=tmp_path,
        env=env,
        stdout=subprocess.PIPE,
        stderr=slave,
        text=True,
    ) as proc:
        os.close(slave)
        stdout, _ = proc.communicate(timeout=PATIENCE)
    reader.join(timeout=PATIENCE)
    os.close(master)
    assert proc.returncode == 0
    assert stdout.splitlines()[0] == "built 4, unchanged 0, skipped 0, failed 0, removed 0"
    assert "\x1b" not in stdout  # results stay clean when stdout is piped and stderr is a terminal
    screen = drawn.decode("utf-8", "replace")
    assert "articles" in screen and "built en/one" in screen


# --------------------------------------------------------------------------- one chunk, one request


def test_a_chunk_shared_by_articles_is_synthesized_once(tmp_path: Path, standin: EdgeStandIn) -> None:
    content = tmp_path / "content"
    for n in range(4):
        _write(content / f"p{n}.md", _article(f"Post {n}", f"Body of post {n}.\n\n```\ncode\n```", lang="en"))
    _write(tmp_path / "voices.yaml", VOICES)
    standin.latency_ms = 200
    report = _build(tmp_path, content, jobs=4)
    assert len(report.built) == 4
    counts = Counter(r["text"] for r in standin.requests)
    assert max(counts.values()) == 1, [text for text, n in counts.items() if n > 1]


# --------------------------------------------------------------------------- kill -9


KILL_VOICES = VOICES.replace('en: {outro: ""}', 'en: {intro: "", outro: ""}')


def _stats(base: str) -> dict[str, Any]:
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))  # loopback: never via a proxy
    with opener.open(base.replace("ws://", "http://") + "/_standin/stats", timeout=PATIENCE) as answer:
        return json.loads(answer.read())


def _check_no_partial_files(out: Path) -> int:
    """Every file at a final path is whole: MP3s decode and match their records; JSON parses. Returns records."""
    manifest = Manifest(out)
    records = {r.key: r for r in manifest.records()}
    assert len(records) == len(list(out.glob("manifest/*/*.json")))  # every record parses
    for mp3 in out.glob("*/*.mp3"):
        assert decode_errors(mp3) == "", mp3
        record = records.get(f"{mp3.parent.name}/{mp3.stem}")
        if record is not None:
            assert mp3.stat().st_size == record.bytes, mp3
    for record in records.values():
        assert (out / record.lang / f"{record.slug}.mp3").stat().st_size == record.bytes
        json.loads((out / record.lang / f"{record.slug}.chapters.json").read_text(encoding="utf-8"))
        assert (out / record.lang / f"{record.slug}.vtt").read_text(encoding="utf-8").startswith("WEBVTT")
    return len(records)


def _said(chunk: str) -> str:
    """A chunk as the cache names it and as a request carries it, alike: a title merged with the paragraph
    under it goes out with a full stop the cache does not keep (merge.request_texts)."""
    return chunk.removesuffix(".")


def test_kill_9_mid_build_then_resume(tmp_path: Path) -> None:
    content = tmp_path / "content"
    out = tmp_path / "out"
    cache = tmp_path / "cache"
    _write(tmp_path / "voices.yaml", KILL_VOICES)
    articles = 6
    for a in range(articles):
        body = "\n\n".join(f"Article {a}, paragraph {p}: a few words that make one chunk of speech." for p in range(8))
        _write(content / f"post-{a}.md", _article(f"Kill test article {a}", body, lang="en"))

    server = subprocess.Popen(
        [sys.executable, str(TESTS / "edge_standin.py"), "--port", "0", "--latency-ms", "300"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        assert server.stdout is not None
        ready = server.stdout.readline().split()
        assert ready[0] == "ready", ready
        url = ready[1]
        env = {**os.environ, "NARRATE_EDGE_URL": url, "NARRATE_CACHE_DIR": str(cache), "NO_COLOR": "1"}
        command = [
            *narrate_command(),
            "build",
            str(content),
            "--out",
            str(out),
            "--engine",
            "edge",
            "--no-fallback",
            "--jobs",
            "2",
            "--config",
            str(tmp_path / "voices.yaml"),
        ]

        build = subprocess.Popen(
            command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True
        )
        deadline = time.monotonic() + PATIENCE
        while time.monotonic() < deadline:
            chunks = len(list(cache.glob("chunks/*/*.json")))
            episodes = len(list(out.glob("manifest/*/*.json")))
            if chunks >= 12 and episodes >= 1 or build.poll() is not None:
                break
            time.sleep(0.05)
        assert build.poll() is None, "the build finished before it could be killed; make it slower"
        os.killpg(build.pid, signal.SIGKILL)
        build.wait()
        while _stats(url)["current"] and time.monotonic() < deadline:  # the stand-in sees the connections drop
            time.sleep(0.05)

        first = _stats(url)["requests"]
        cached_at_kill = {
            _said(json.loads(p.read_text(encoding="utf-8"))["text"]) for p in cache.glob("chunks/*/*.json")
        }
        finished_before = _check_no_partial_files(out)
        assert 1 <= finished_before < articles  # killed mid-run, with some episodes done

        done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=PATIENCE)
        assert done.returncode == 0, done.stderr
        second = _stats(url)["requests"][len(first) :]
    finally:
        server.terminate()
        server.communicate(timeout=PATIENCE)

    assert _check_no_partial_files(out) == articles
    assert not list(out.rglob(".*.tmp*"))  # the killed run's temporaries were cleaned up
    assert len(feed_items(out, "en")) == articles

    # A request may carry several adjacent chunks (merged); count chunks, and the requests they went in.
    texts_first = Counter(_said(chunk) for r in first for chunk in r["text"].split(JOINER))
    texts_second = Counter(_said(chunk) for r in second for chunk in r["text"].split(JOINER))
    assert max(texts_first.values()) == 1 and max(texts_second.values()) == 1
    again = set(texts_first) & set(texts_second)
    # Nothing the killed run had cached is asked again: only what was in flight at the kill
    # (requests holding a connection, answers not yet measured and written) is redone.
    assert not again & cached_at_kill, again & cached_at_kill
    assert len(cached_at_kill & set(texts_first)) >= 12  # every chunk cached at the kill was one the run asked for
    in_flight = {_said(chunk) for r in first if r["outcome"] != "ok" for chunk in r["text"].split(JOINER)}
    assert in_flight <= again  # whatever was cut off was asked again…
    total = articles * 9  # title + 8 paragraphs
    assert len(set(texts_first) | set(texts_second)) == total  # …and every chunk was synthesized
