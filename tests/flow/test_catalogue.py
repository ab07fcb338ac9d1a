"""A real blog's whole catalogue: dates, shared slugs, opt-outs, other languages, judged in the feeds.

The test blog has the shapes of the bilingual blog issue 14 was filed from: date-named bundle
folders without a `date`, translations where only one version gives a `slug`, a Jekyll-named
file, an article dated only by git, one with no date at all, opt-outs, and a French article.
It is built end to end against the loopback Edge stand-in and read back with feedparser.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import subprocess
from pathlib import Path

import feedparser
import pytest
from typer.testing import CliRunner

from edge_standin import EdgeStandIn
from helpers import write
from narrate.cli import app
from narrate.config import load_config
from narrate.flow.build import build_site
from narrate.flow.git_dates import git_first_dates
from narrate.publish.manifest import Manifest
from narrate.text.article import date_from_name, derive_slug, read_article, translation_group

runner = CliRunner()

VOICES = """\
concurrency: 4
languages:
  en: {outro: ""}
  zh-hant: {outro: ""}
feed:
  base_url: https://example.com/podcast
  link: https://blog.example.com
  article_url: "{link}/{lang}/posts/{slug}/"
  author: Tester
  owner_name: Tester
  owner_email: podcast@example.com
  title: {en: Test notes, zh-hant: 測試筆記}
"""


def _md(title: str, body: str, **meta: str) -> str:
    lines = [f"title: {title}", *(f"{k}: {v}" for k, v in meta.items())]
    return "---\n" + "\n".join(lines) + "\n---\n" + body + "\n"


def _git(cwd: Path, *args: str, date: str | None = None) -> None:
    env = {
        "GIT_AUTHOR_NAME": "t",
        "GIT_AUTHOR_EMAIL": "t@example.com",
        "GIT_COMMITTER_NAME": "t",
        "GIT_COMMITTER_EMAIL": "t@example.com",
        "PATH": "/usr/bin:/bin",
        "HOME": str(cwd),
    }
    if date:
        env["GIT_AUTHOR_DATE"] = env["GIT_COMMITTER_DATE"] = date
    subprocess.run(["git", *args], cwd=cwd, env=env, check=True, capture_output=True)


def make_blog(root: Path) -> Path:
    """The catalogue blog; the content folder is a git repository with a history."""
    write(root / "voices.yaml", VOICES)
    content = root / "content"
    # Date-named bundle, no date in front matter; only the zh-hant version gives the slug.
    write(
        content / "posts/2025-02-25_perplexity-comet/index.md",
        _md("彗星瀏覽器", "這是一篇關於瀏覽器的文章。", slug="comet", lang="zh-hant"),
    )
    write(
        content / "posts/2025-02-25_perplexity-comet/index.en.md",
        _md("The Comet browser", "An article about a browser."),
    )
    # Same stem with language suffixes; the English one gives the slug.
    write(content / "notes/gpu-memory.en.md", _md("GPU memory", "Notes on memory errors.", slug="gpu-mem"))
    write(content / "notes/gpu-memory.zh-hant.md", _md("顯示卡記憶體", "關於記憶體錯誤的筆記。"))
    # A Jekyll-style dated file name.
    write(content / "_posts/2024-11-03-flat-post.md", _md("Flat post", "A flat post.", lang="en"))
    # Dated only by the commit that added it (and later renamed it).
    write(content / "posts/old-name/index.en.md", _md("From git", "Its date comes from git."))
    _git(root, "init", "-q")
    _git(root, "add", ".", date="2023-04-05T09:30:00+08:00")
    _git(root, "commit", "-qm", "first", date="2023-04-05T09:30:00+08:00")
    _git(root, "mv", "content/posts/old-name", "content/posts/from-git")
    _git(root, "commit", "-qm", "rename", date="2024-06-01T00:00:00+00:00")
    # A French article: any language Edge speaks, read by its default voice.
    write(content / "posts/2025-03-01-bonjour/index.fr.md", _md("Bonjour", "Un article en français."))
    # Opt-outs, each skipped with its reason.
    write(content / "posts/private/index.en.md", _md("Private", "Not for the podcast.", audio="false"))
    write(content / "posts/secret.md", _md("Secret", "Not read aloud either.", narrate="false", lang="en"))
    # Never committed, no date anywhere: published with the first build time, with a warning.
    write(content / "posts/undated/index.en.md", _md("Undated", "This one has no date at all."))
    return content


def test_dates_from_names() -> None:
    assert date_from_name(Path("posts/2025-02-25_perplexity-comet/index.md")) == (
        dt.datetime(2025, 2, 25),
        "folder name",
    )
    assert date_from_name(Path("_posts/2024-11-03-flat-post.md")) == (dt.datetime(2024, 11, 3), "file name")
    assert date_from_name(Path("posts/2024-13-45-odd/index.md")) is None  # not a date
    assert date_from_name(Path("posts/plain/index.md")) is None
    # The folder's name as the blog uses it, date and underscore kept.
    assert derive_slug(Path("posts/2025-02-25_perplexity-comet/index.en.md"), {}) == "2025-02-25_perplexity-comet"
    assert derive_slug(Path("posts/2024-13-45-odd/index.md"), {}) == "2024-13-45-odd"
    assert derive_slug(Path("2024-01-02.md"), {}) == "2024-01-02"  # a name that is only a date stays
    assert translation_group(Path("/b/p/index.md")) == translation_group(Path("/b/p/index.en.md"))
    assert translation_group(Path("/b/p/x.md")) == translation_group(Path("/b/p/x.fr.md"))
    assert translation_group(Path("/b/p/x.md")) != translation_group(Path("/b/p/y.md"))
    root = Path("/b/content")
    assert translation_group(root / "en/posts/a.md", root) == translation_group(root / "zh-hant/posts/a.md", root)


def test_a_front_matter_date_wins_over_the_name(tmp_path: Path) -> None:
    path = write(tmp_path / "2020-01-01-post.md", _md("Post", "Text.", date="2021-02-03"))
    article = read_article(path)
    assert article.date == dt.datetime(2021, 2, 3) and article.date_source == "front matter"


def test_git_dates_follow_renames_in_one_call(tmp_path: Path) -> None:
    content = make_blog(tmp_path)
    renamed = content / "posts/from-git/index.en.md"
    undated = content / "posts/undated/index.en.md"
    dates = git_first_dates(content, [renamed, undated])
    assert dates == {renamed: dt.datetime(2023, 4, 5, 9, 30, tzinfo=dt.timezone(dt.timedelta(hours=8)))}


def test_a_shallow_clone_gives_no_git_dates_and_says_why(tmp_path: Path) -> None:
    origin = tmp_path / "origin"
    make_blog(origin)
    _git(origin, "commit", "-qm", "more", "--allow-empty")
    _git(tmp_path, "clone", "-q", "--depth", "1", f"file://{origin}", "clone")
    said: list[str] = []
    clone = tmp_path / "clone/content"
    assert git_first_dates(clone, [clone / "posts/from-git/index.en.md"], warn=said.append) == {}
    assert len(said) == 1 and "shallow" in said[0] and "fetch-depth: 0" in said[0]


def _feed(out: Path, lang: str) -> feedparser.FeedParserDict:
    parsed = feedparser.parse((out / lang / "feed.xml").read_bytes())
    assert not parsed.bozo, parsed.bozo_exception
    return parsed


def test_the_catalogue_blog_end_to_end(tmp_path: Path, standin: EdgeStandIn) -> None:
    content = make_blog(tmp_path)
    out = tmp_path / "out"
    config = load_config(near=content)
    said: list[str] = []
    before = dt.datetime.now(dt.timezone.utc).replace(microsecond=0)
    plan, report = build_site(content, config, out, engine="edge", fallback=False, warn=said.append)
    assert report.failed == [], report.failed
    built = {(e["lang"], e["slug"]) for e in report.built}
    assert built == {
        ("zh-hant", "comet"),
        ("en", "comet"),
        ("en", "gpu-mem"),
        ("zh-hant", "gpu-mem"),
        ("en", "flat-post"),
        ("en", "from-git"),
        ("en", "undated"),
        ("fr", "2025-03-01-bonjour"),
    }
    # Only the article with no date anywhere gets the build time, and the warning names it.
    reasons = {Path(item["source"]).relative_to(content).as_posix(): item["reason"] for item in report.skipped}
    assert reasons == {
        "posts/private/index.en.md": "left out by its front matter (audio: false)",
        "posts/secret.md": "left out by its front matter (narrate: false)",
    }
    dated = [w for w in said if "no date" in w]
    assert len(dated) == 1 and dated[0].endswith(": en/undated")

    en = {e.link: e for e in _feed(out, "en").entries}
    zh = {e.link: e for e in _feed(out, "zh-hant").entries}
    link = "https://blog.example.com/{}/posts/{}/"
    assert set(en) == {link.format("en", s) for s in ("comet", "gpu-mem", "flat-post", "from-git", "undated")}
    assert set(zh) == {link.format("zh-hant", s) for s in ("comet", "gpu-mem")}

    def published(entry: feedparser.FeedParserDict) -> dt.datetime:
        return dt.datetime(*entry.published_parsed[:6]).replace(tzinfo=dt.timezone.utc)

    noon = dt.time(12, 0, tzinfo=dt.timezone.utc)  # a date without a time is published at 12:00 UTC
    assert published(en[link.format("en", "comet")]) == dt.datetime.combine(dt.date(2025, 2, 25), noon)
    assert published(zh[link.format("zh-hant", "comet")]) == dt.datetime.combine(dt.date(2025, 2, 25), noon)
    assert published(en[link.format("en", "flat-post")]) == dt.datetime.combine(dt.date(2024, 11, 3), noon)
    assert published(en[link.format("en", "from-git")]) == dt.datetime(2023, 4, 5, 1, 30, tzinfo=dt.timezone.utc)
    undated = published(en[link.format("en", "undated")])
    assert before <= undated <= dt.datetime.now(dt.timezone.utc)
    # The French feed: its own language, the default French voice, a title from the site's name (warned).
    fr = _feed(out, "fr")
    assert fr.feed.language == "fr" and fr.feed.title == "blog.example.com"
    assert any("feed.title has no fr entry" in w for w in said)
    assert [e.link for e in fr.entries] == [link.format("fr", "2025-03-01-bonjour")]
    assert published(fr.entries[0]) == dt.datetime.combine(dt.date(2025, 3, 1), noon)
    assert {r["voice"] for r in standin.requests if "français" in (r["text"] or "")} == {"fr-FR-DeniseNeural"}
    assert Manifest(out).get("fr", "2025-03-01-bonjour").voice == "fr-FR-DeniseNeural"  # type: ignore[union-attr]
    # Enclosures follow the shared slug too.
    assert (
        en[link.format("en", "comet")].enclosures[0].href.split("?v=")[0] == "https://example.com/podcast/en/comet.mp3"
    )
    assert (out / "en/comet.mp3").is_file() and (out / "zh-hant/comet.mp3").is_file()


def test_a_moved_article_keeps_its_episode_and_its_date_reaches_the_feed(tmp_path: Path, standin: EdgeStandIn) -> None:
    content = tmp_path / "content"
    write(tmp_path / "voices.yaml", VOICES)
    write(content / "posts/later/index.en.md", _md("Later", "A post whose folder gets a date later."))
    config = load_config(near=content)
    build_site(content, config, tmp_path / "out", engine="edge", fallback=False)
    assert Manifest(tmp_path / "out").get("en", "later").date is None  # type: ignore[union-attr]
    (content / "posts/later").rename(content / "posts/2022-07-08-later")
    standin.reset_counters()
    _, report = build_site(content, config, tmp_path / "out", engine="edge", fallback=False)
    assert [e["slug"] for e in report.unchanged] == ["later"] and report.built == []
    assert standin.requests == []
    assert Manifest(tmp_path / "out").get("en", "later").date == "2022-07-08T00:00:00"  # type: ignore[union-attr]
    entry = _feed(tmp_path / "out", "en").entries[0]
    assert entry.published_parsed[:3] == (2022, 7, 8)


def test_a_single_article_shares_its_translations_slug(tmp_path: Path, standin: EdgeStandIn) -> None:
    content = make_blog(tmp_path)
    result = runner.invoke(
        app,
        [
            str(content / "posts/2025-02-25_perplexity-comet/index.en.md"),
            "--out",
            str(tmp_path / "out"),
            "--engine",
            "edge",
        ],
    )
    assert result.exit_code == 0, result.output
    assert (tmp_path / "out/en/comet.mp3").is_file()


@pytest.mark.parametrize("name", ["index.md", "index.en.md"])
def test_translations_with_two_different_slugs_share_the_originals(tmp_path: Path, name: str) -> None:
    folder = tmp_path / "content/p"
    write(folder / "index.md", _md("甲", "內容。", slug="jia", lang="zh-hant"))
    write(folder / "index.en.md", _md("A", "Text.", slug="a-post"))
    write(folder / "index.ja.md", _md("ア", "テキストです。"))
    from narrate.flow.planning import plan_build

    plan = plan_build(tmp_path / "content", load_config(near=folder), tmp_path / "out", engine_choice="espeak")
    slugs = {job.key for job in plan.jobs}
    # Two givers disagree: one slug per translation group (DESIGN.md), the original's (no language
    # suffix); each page keeps its own front matter slug on the blog.
    assert slugs == {"zh-hant/jia", "en/jia", "ja/jia"}
    assert {job.article.page for job in plan.jobs if job.article.lang == "en"} == {"/a-post/"}  # slug: the last segment


def test_opt_in_narrates_only_articles_that_ask(tmp_path: Path) -> None:
    write(tmp_path / "voices.yaml", VOICES + "build: {opt_in: true}\n")
    content = tmp_path / "content"
    write(content / "yes.md", _md("Yes", "Read me.", lang="en", audio="true"))
    write(content / "no.md", _md("No", "Not me.", lang="en"))
    from narrate.flow.planning import plan_build

    plan = plan_build(content, load_config(near=content), tmp_path / "out", engine_choice="espeak")
    assert [job.key for job in plan.jobs] == ["en/yes"]
    assert plan.skipped == [
        {"source": str(content / "no.md"), "reason": "build.opt_in is on and its front matter has no `audio: true`"}
    ]


def test_build_lang_force_and_voice(tmp_path: Path, standin: EdgeStandIn, monkeypatch: pytest.MonkeyPatch) -> None:
    make_blog(tmp_path)
    monkeypatch.chdir(tmp_path)
    base = ["build", "content", "--out", "out", "--engine", "edge", "--no-fallback", "--json"]
    result = runner.invoke(app, [*base, "--lang", "zh-TW"])
    assert result.exit_code == 0, result.output
    import json

    report = json.loads(result.stdout)
    assert {(e["lang"], e["slug"]) for e in report["built"]} == {("zh-hant", "comet"), ("zh-hant", "gpu-mem")}
    assert report["unchanged"] == [] and not (tmp_path / "out/en").exists()

    result = runner.invoke(app, base)
    assert result.exit_code == 0, result.output
    assert len(json.loads(result.stdout)["built"]) == 6  # English and French; zh-hant kept as it was

    # --lang en never removes the other language's episodes.
    result = runner.invoke(app, [*base, "--lang", "en"])
    report = json.loads(result.stdout)
    assert report["removed"] == [] and len(report["unchanged"]) == 5
    assert Manifest(tmp_path / "out").get("zh-hant", "comet") is not None

    # --force narrates again from the cache: no request reaches the service.
    standin.reset_counters()
    result = runner.invoke(app, [*base, "--force", "--lang", "zh-hant"])
    report = json.loads(result.stdout)
    assert len(report["built"]) == 2 and standin.requests == []

    # --voice changes the voice of its own language only.
    result = runner.invoke(app, [*base, "--voice", "en-GB-SoniaNeural"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert {e["lang"] for e in report["built"]} == {"en"} and len(report["built"]) == 5
    assert {e["lang"] for e in report["unchanged"]} == {"zh-hant", "fr"}
    assert Manifest(tmp_path / "out").get("en", "comet").voice == "en-GB-SoniaNeural"  # type: ignore[union-attr]
    assert {r["voice"] for r in standin.requests} == {"en-GB-SoniaNeural"}

    result = runner.invoke(app, [*base, "--voice", "en-GB-SoniaNeural", "--lang", "zh-hant"])
    assert result.exit_code == 2 and "en-GB-SoniaNeural speaks en" in result.output
    result = runner.invoke(app, [*base, "--lang", "xx-nope"])
    assert result.exit_code == 2 and "not a language narrate speaks" in result.output


def test_offline_runs_are_honest(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Build offline, dry-run offline ("waiting for Edge"), build offline (nothing new), then reach Edge."""
    import json

    write(tmp_path / "voices.yaml", VOICES)
    content = tmp_path / "content"
    write(content / "one.md", _md("One", "The first article.", lang="en", date="2024-01-01"))
    write(content / "two/index.zh-hant.md", _md("二", "第二篇文章。", date="2024-01-02"))
    monkeypatch.chdir(tmp_path)
    build = ["build", "content", "--out", "out"]

    result = runner.invoke(app, [*build, "--json"])  # NARRATE_EDGE_URL points at a closed port
    assert result.exit_code == 0, result.output
    first = json.loads(result.stdout)
    assert {e["engine"] for e in first["built"]} == {"espeak"} and len(first["built"]) == 2
    files = {p: p.stat().st_mtime_ns for p in (tmp_path / "out").rglob("*.mp3")}

    result = runner.invoke(app, [*build, "--dry-run"])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert [line.split()[0] for line in lines[:2]] == ["waiting", "waiting"]
    assert "2 episodes were made offline by espeak-ng and are waiting for Edge" in result.stdout
    assert "changed" not in result.stdout

    result = runner.invoke(app, [*build, "--json"])
    assert result.exit_code == 0, result.output
    second = json.loads(result.stdout)
    assert second["built"] == [] and second["unchanged"] == []
    assert {(e["lang"], e["slug"]) for e in second["waiting"]} == {("en", "one"), ("zh-hant", "two")}
    assert {p: p.stat().st_mtime_ns for p in (tmp_path / "out").rglob("*.mp3")} == files  # nothing remade
    result = runner.invoke(app, build)
    assert "waiting for Edge 2" in result.stdout and "Edge is still out of reach" in result.stdout

    with EdgeStandIn(seed=3) as server:
        monkeypatch.setenv("NARRATE_EDGE_URL", server.url)
        result = runner.invoke(app, [*build, "--json"])
        assert result.exit_code == 0, result.output
        third = json.loads(result.stdout)
        assert {e["engine"] for e in third["built"]} == {"edge"} and len(third["built"]) == 2
        assert third["waiting"] == [] and server.requests
    assert {r.engine for r in Manifest(tmp_path / "out").records()} == {"edge"}


def test_an_http_404_from_the_service_counts_as_unreachable(
    tmp_path: Path, standin: EdgeStandIn, monkeypatch: pytest.MonkeyPatch
) -> None:
    write(tmp_path / "voices.yaml", VOICES)
    write(tmp_path / "content/one.md", _md("One", "The first article.", lang="en"))
    monkeypatch.setenv("NARRATE_EDGE_URL", standin.url + "/no-such-service")  # the stand-in answers 404
    said: list[str] = []
    _, report = build_site(tmp_path / "content", load_config(near=tmp_path), tmp_path / "out", warn=said.append)
    assert report.failed == [] and [e["engine"] for e in report.built] == ["espeak"]
    assert any("cannot be reached" in w for w in said)


def _blog(root: Path, name: str, paragraphs: list[str]) -> Path:
    write(root / "voices.yaml", VOICES)
    write(root / "content/post.md", _md(f"{name} post", "\n\n".join(paragraphs), lang="en", date="2024-01-01"))
    return root / "content"


def test_prune_from_one_blog_never_touches_another_blogs_chunks(
    tmp_path: Path, standin: EdgeStandIn, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two blogs share one cache; prune from one; the other's next build makes zero requests."""
    blog_a = _blog(tmp_path / "a", "A", ["Alpha one.", "Alpha two."])
    blog_b = _blog(tmp_path / "b", "B", ["Bravo one.", "Bravo two.", "Bravo three."])
    for blog in (blog_a, blog_b):
        result = runner.invoke(app, ["build", str(blog), "--out", str(blog.parent / "out"), "--engine", "edge"])
        assert result.exit_code == 0, result.output
    # Blog A is edited and rebuilt: its old second paragraph is now used by no build.
    write(blog_a / "post.md", _md("A post", "Alpha one.\n\nAlpha two, edited.", lang="en", date="2024-01-01"))
    assert (
        runner.invoke(app, ["build", str(blog_a), "--out", str(tmp_path / "a/out"), "--engine", "edge"]).exit_code == 0
    )

    dry = runner.invoke(app, ["cache", "--prune", str(blog_a), "--grace", "0", "--dry-run"])
    assert dry.exit_code == 0, dry.output
    assert "would prune 1 of " in dry.stdout and "nothing deleted" in dry.stdout
    assert str((tmp_path / "b/out").resolve()) in dry.stdout  # blog B's build is one of those kept
    pruned = runner.invoke(app, ["cache", "--prune", str(blog_a), "--grace", "0"])
    assert pruned.exit_code == 0, pruned.output
    assert "pruned 1 chunk " in pruned.stdout

    standin.reset_counters()
    result = runner.invoke(
        app, ["build", str(blog_b), "--out", str(tmp_path / "b/out"), "--engine", "edge", "--force", "--json"]
    )
    assert result.exit_code == 0, result.output
    assert standin.requests == []  # every chunk of blog B is still in the cache
    standin.reset_counters()
    result = runner.invoke(app, ["build", str(blog_a), "--out", str(tmp_path / "a/out"), "--engine", "edge", "--force"])
    assert result.exit_code == 0 and standin.requests == []  # nor did A lose what it uses


@pytest.mark.parametrize("target", ["missing", "file", "empty"])
def test_prune_refuses_a_mistyped_or_empty_content_folder(tmp_path: Path, standin: EdgeStandIn, target: str) -> None:
    blog = _blog(tmp_path / "a", "A", ["Alpha one."])
    assert runner.invoke(app, ["build", str(blog), "--out", str(tmp_path / "a/out"), "--engine", "edge"]).exit_code == 0
    before = sorted(p.name for p in Path(__import__("os").environ["NARRATE_CACHE_DIR"]).rglob("*.mp3"))
    path = {"missing": tmp_path / "contnet", "file": blog / "post.md", "empty": tmp_path / "empty"}[target]
    if target == "empty":
        path.mkdir()
    result = runner.invoke(app, ["cache", "--prune", str(path), "--grace", "0"])
    assert result.exit_code == 1
    message = {"missing": "no such folder", "file": "is a file", "empty": "holds no Markdown articles"}[target]
    assert message in result.stderr and str(path) in result.stderr
    after = sorted(p.name for p in Path(__import__("os").environ["NARRATE_CACHE_DIR"]).rglob("*.mp3"))
    assert after == before and after


def test_prune_with_no_usage_records_or_everything_unused_deletes_nothing(tmp_path: Path, standin: EdgeStandIn) -> None:
    import os

    blog = _blog(tmp_path / "a", "A", ["Alpha one."])
    assert runner.invoke(app, ["build", str(blog), "--out", str(tmp_path / "a/out"), "--engine", "edge"]).exit_code == 0
    cache = Path(os.environ["NARRATE_CACHE_DIR"])
    records = list((cache / "usage").glob("*.json"))
    assert len(records) == 1
    saved = records[0].read_text(encoding="utf-8")
    records[0].unlink()
    result = runner.invoke(app, ["cache", "--prune", "--grace", "0"])
    assert result.exit_code == 1 and "no build has recorded" in result.stderr
    import json

    data = json.loads(saved)
    data["keys"] = ["not-a-chunk"]
    records[0].write_text(json.dumps(data), encoding="utf-8")
    result = runner.invoke(app, ["cache", "--prune", "--grace", "0"])
    assert result.exit_code == 1 and "would delete every chunk" in result.stderr
    assert len(list(cache.glob("chunks/*/*.mp3"))) == len(data and json.loads(saved)["keys"])  # all still there


SIX_MB_OF_ZEROS = hashlib.sha256(b"\0" * 6_000_000).hexdigest()


def test_prune_asks_on_a_terminal_before_deleting_megabytes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import os

    from narrate.cli import commands as cli  # the module whose cache command asks
    from narrate.voice.cache import ChunkCache

    cache = ChunkCache(Path(os.environ["NARRATE_CACHE_DIR"]))
    cache.record_usage(tmp_path / "out", ["kept"])
    for key in ("kept", "big"):
        folder = cache.root / "chunks" / key[:2]
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"{key}.mp3").write_bytes(b"\0" * 6_000_000)
        # (a record as narrate writes one: it names its audio's sha256, which is what a prune deletes by)
        (folder / f"{key}.json").write_text(json.dumps({"sha256": SIX_MB_OF_ZEROS}), encoding="utf-8")
    monkeypatch.setattr(cli, "_interactive", lambda: True)
    result = runner.invoke(app, ["cache", "--prune", "--grace", "0"], input="n\n")
    assert result.exit_code == 1 and "delete 1 unused chunks (6.0 MB)?" in result.stderr
    assert (cache.root / "chunks/bi/big.mp3").is_file()
    result = runner.invoke(app, ["cache", "--prune", "--grace", "0"], input="y\n")
    assert result.exit_code == 0 and "pruned 1 chunk (6.0 MB)" in result.stdout
    assert not (cache.root / "chunks/bi/big.mp3").exists() and (cache.root / "chunks/ke/kept.mp3").is_file()


def test_every_edge_locale_is_a_language_with_a_default_voice() -> None:
    from narrate.config import default_voice, edge_snapshot, edge_voice_problem
    from narrate.text.language import normalize_lang

    date, voices = edge_snapshot()
    assert date and len(voices) > 300
    for name, locale, _ in voices:
        lang = normalize_lang(locale)
        assert lang is not None, locale
        assert edge_voice_problem(name, lang) is None, name
        default = default_voice(lang)
        assert default is not None and edge_voice_problem(default, lang) is None
    assert {normalize_lang(t) for t in ("fr-FR", "fr-CA", "fr")} == {"fr"}
    assert (normalize_lang("pt-BR"), normalize_lang("pt-PT"), normalize_lang("de-CH")) == ("pt-br", "pt-pt", "de")
    assert default_voice("fr") == "fr-FR-DeniseNeural" and default_voice("pt-br") == "pt-BR-FranciscaNeural"
    assert default_voice("zh-hant") == "zh-TW-HsiaoChenNeural"  # the blog's five keep their voices


@pytest.mark.parametrize(
    ("yaml", "problem"),
    [
        ("languages:\n  zh-hant:\n    voice: zh-TW-XiaoMeiNeural\n", "not in Edge's voice list"),
        ("languages:\n  zh-hant:\n    voice: ja-JP-NanamiNeural\n", "is a ja voice (ja-JP), not a zh-hant one"),
        ("languages:\n  fr-FR:\n    voice: fr-FR-DeniseNeural\n", "unknown language; write it as fr"),
    ],
)
def test_a_voice_not_in_edges_list_is_a_config_error_offline(tmp_path: Path, yaml: str, problem: str) -> None:
    write(tmp_path / "voices.yaml", yaml)
    article = write(tmp_path / "a.md", _md("A", "Words.", lang="en"))
    result = runner.invoke(app, ["script", str(article)])
    assert result.exit_code == 1
    line = result.stderr.strip()
    assert problem in line and "line 3" in line or "line 2" in line
    if "voice:" in yaml and "fr-FR:" not in yaml:
        assert "`narrate voices --lang zh-hant`" in line
        # …and that advice runs, even with the bad voice in voices.yaml.
        advice = runner.invoke(app, ["voices", "--lang", "zh-hant", "--config", str(tmp_path / "voices.yaml")])
        assert advice.exit_code == 0, advice.output
        assert "zh-TW-HsiaoChenNeural" in advice.stdout and "✗" in advice.stdout


def test_voices_offline_from_the_snapshot_and_marked_live_with_the_service(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    offline = runner.invoke(app, ["voices", "--lang", "fr"])
    assert offline.exit_code == 0, offline.output
    assert "fr-FR-DeniseNeural" in offline.stdout and "fr-CA-SylvieNeural" in offline.stdout
    assert "from narrate's snapshot of Edge's list" in offline.stdout and "✓" not in offline.stdout
    assert "object at 0x" not in offline.output and "SSLContext" not in offline.output
    everything = runner.invoke(app, ["voices"])
    assert everything.exit_code == 0 and " fr " in everything.stdout and " pt-br " in everything.stdout
    with EdgeStandIn(seed=1) as server:
        monkeypatch.setenv("NARRATE_EDGE_URL", server.url)
        live = runner.invoke(app, ["voices", "--lang", "zh-TW"])
    assert live.exit_code == 0, live.output
    assert "checked against the live Edge list" in live.stdout
    lines = {line.split()[0]: line for line in live.stdout.splitlines()[2:] if line.strip()}
    assert "✓ live" in lines["zh-TW-HsiaoChenNeural"]  # the stand-in offers it
    assert "not in the live list" in lines["zh-TW-HsiaoYuNeural"]  # the stand-in does not


@pytest.mark.parametrize(
    "answer", [b"<html>nope", b'{"voices": []}', b"[{}, 1, null, []]", b'[{"ShortName": "fr-FR-XNeural"}, "x"]']
)
def test_a_voice_list_that_is_not_one_falls_back_to_the_snapshot(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, answer: bytes
) -> None:
    """The service answers its voice list with something else (HTML, a JSON object, entries that are no voices):
    the snapshot's list, saying why it was not checked live (edge-tts's JSONDecodeError or TypeError was a
    traceback)."""
    from aiohttp import web

    class Standin(EdgeStandIn):
        async def _handle_voices(self, request: web.Request) -> web.Response:
            return web.Response(body=answer, content_type="application/json")

    monkeypatch.chdir(tmp_path)
    with Standin(seed=1) as server:
        monkeypatch.setenv("NARRATE_EDGE_URL", server.url)
        result = runner.invoke(app, ["voices", "--lang", "fr"])
    assert result.exit_code == 0, result.output
    assert "fr-FR-DeniseNeural" in result.stdout
    assert "not checked live" in result.stdout or "checked against the live Edge list" in result.stdout


def test_the_dry_run_estimate_is_within_a_quarter_of_the_real_build(
    tmp_path: Path, standin: EdgeStandIn, examples: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On the example blog, with the stand-in's own speech model: audio, requests, MP3 and cache bytes."""
    import os

    import edge_standin
    from narrate.flow.estimate import SpeechModel

    model = SpeechModel(
        cjk_char_s=edge_standin.CJK_CHAR_MS / 1000,
        other_char_s=edge_standin.OTHER_CHAR_MS / 1000,
        chunk_s=(edge_standin.LEAD_IN_MS + 1.5 * edge_standin.SENTENCE_GAP_MS) / 1000,
    )
    config = load_config(near=examples)
    out = tmp_path / "out"
    import narrate.flow.build as build_module
    from narrate.flow.estimate import estimate

    monkeypatch.setattr(
        build_module, "estimate", lambda jobs, cfg, synth, **kw: estimate(jobs, cfg, synth, model=model, **kw)
    )
    plan, dry = build_site(examples, config, out, engine="edge", fallback=False, dry_run=True)
    _, report = build_site(examples, config, out, engine="edge", fallback=False)
    guess = dry.estimate
    assert guess is not None and report.failed == []
    assert guess.articles == len(report.built) == 9
    # Adjacent chunks are merged as the build would merge them; which shared chunks another article is
    # fetching at that moment (and so go alone) depends on timing, so: within a quarter too.
    assert abs(guess.requests - len(standin.requests)) <= 0.25 * len(standin.requests)
    audio = sum(e["duration"] for e in report.built)
    mp3 = sum(e["bytes"] for e in report.built)
    cache_dir = Path(os.environ["NARRATE_CACHE_DIR"]) / "chunks"
    cache = sum(p.stat().st_size for p in cache_dir.rglob("*") if p.is_file())
    for name, estimated, real in (
        ("audio", guess.audio_seconds, audio),
        ("mp3", guess.mp3_bytes, mp3),
        ("cache", guess.cache_bytes, cache),
    ):
        assert abs(estimated - real) <= 0.25 * real, (name, estimated, real)
    assert report.estimate == guess  # the build's plan line gives the same totals


def test_messages_that_point_the_right_way(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    missing = runner.invoke(app, ["build", "postz"])
    assert missing.exit_code == 1 and "postz: no such folder; check the path" in missing.stderr
    typo = runner.invoke(app, ["scirpt", "post.md"])
    assert typo.exit_code == 2 and "no such command 'scirpt'; did you mean 'script'?" in typo.output
    write(tmp_path / "scirpt", "---\ntitle: A file named like a command\nlang: en\n---\nWords.\n")
    assert "did you mean" not in runner.invoke(app, ["scirpt", "--engine", "espeak"]).output  # a real file


def test_long_slugs_do_not_squeeze_the_progress_columns() -> None:
    import io

    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from narrate.cli import _label

    label = "en/" + "a-very-long-slug-made-of-many-words-" * 3
    assert len(_label(label)) == 30 and _label("en/short") == "en/short"
    out = io.StringIO()
    console = Console(file=out, width=80, force_terminal=True, color_system=None)
    with Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=console,
        auto_refresh=False,
    ) as bar:
        bar.add_task(f"  {_label(label)}", total=120, completed=7)
        bar.refresh()
    line = next(line for line in out.getvalue().splitlines() if "7/120" in line)
    assert "━" in line and "7/120" in line  # the bar and the counts keep their room at 80 columns
