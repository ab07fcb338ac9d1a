"""The GitHub Action (action.yml) and the scripts its steps run, run here as GitHub would run them:
bash with the INPUT_* variables the action sets, a GITHUB_OUTPUT file, narrate on PATH, and the loopback
Edge stand-in in place of the service."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import urllib.parse
from pathlib import Path

import feedparser
import pytest
import yaml

from blogsite import voices_yaml
from edge_standin import EdgeStandIn
from test_site_examples import found_badges

REPO = Path(__file__).resolve().parent.parent.parent
ACTION = REPO / "action.yml"
SCRIPTS = REPO / "action"


def _run(script: str, env: dict[str, str], cwd: Path) -> tuple[subprocess.CompletedProcess[str], dict[str, str]]:
    """Run one of the action's scripts; return the process and what it wrote to GITHUB_OUTPUT."""
    output = cwd / f"github-output-{script}"
    output.write_text("")
    full = {
        **os.environ,
        "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}",
        "GITHUB_OUTPUT": str(output),
        "RUNNER_TEMP": str(cwd),
        **env,
    }
    proc = subprocess.run(
        ["bash", str(SCRIPTS / script)], cwd=cwd, env=full, capture_output=True, text=True, timeout=300
    )
    outputs = dict(line.split("=", 1) for line in output.read_text().splitlines() if "=" in line)
    return proc, outputs


def _blog(root: Path) -> Path:
    posts = root / "content" / "posts"
    for slug, title in (("first", "First post"), ("second", "Second post"), ("third", "Third post")):
        (posts / slug).mkdir(parents=True)
        (posts / slug / "index.en.md").write_text(
            f"---\ntitle: {title}\ndate: 2024-05-01\n---\n\nA short article called {title.lower()}, read aloud.\n",
            encoding="utf-8",
        )
    (root / "voices.yaml").write_text(voices_yaml(), encoding="utf-8")
    return root / "content"


def test_action_declares_every_input_it_uses_and_runs_scripts_that_exist() -> None:
    action = yaml.safe_load(ACTION.read_text(encoding="utf-8"))
    assert action["runs"]["using"] == "composite"
    declared = set(action["inputs"])
    text = ACTION.read_text(encoding="utf-8")
    used = set(re.findall(r"inputs\.([a-z-]+)", text))
    assert used <= declared, used - declared
    for script in re.findall(r"\$GITHUB_ACTION_PATH/action/([\w.-]+)", text):
        assert (SCRIPTS / script).is_file(), script
    # every INPUT_* a script reads is set by the step that runs it
    for step in action["runs"]["steps"]:
        run = step.get("run", "")
        match = re.search(r"action/([\w.-]+\.sh)", run)
        if not match:
            continue
        wanted = set(re.findall(r"\$\{?(INPUT_[A-Z_]*[A-Z])", (SCRIPTS / match.group(1)).read_text()))
        assert wanted <= set(step.get("env", {})), (match.group(1), wanted - set(step.get("env", {})))


def test_cache_key_follows_the_content_and_keeps_its_prefix(tmp_path: Path) -> None:
    content = _blog(tmp_path)
    env = {"INPUT_CONTENT": str(content), "INPUT_CONFIG": str(tmp_path / "voices.yaml"), "INPUT_SHARD": "2/4"}
    first, out1 = _run("keys.sh", env, tmp_path)
    again, out2 = _run("keys.sh", env, tmp_path)
    assert first.returncode == 0 == again.returncode, first.stderr
    assert out1 == out2
    assert out1["restore-prefix"] == "narrate-2of4-" and out1["key"].startswith("narrate-2of4-")
    assert out1["shard-index"] == "2"
    (content / "posts" / "first" / "index.en.md").write_text("---\ntitle: Edited\n---\n\nNew words.\n")
    _, out3 = _run("keys.sh", env, tmp_path)
    assert out3["key"] != out1["key"] and out3["restore-prefix"] == out1["restore-prefix"]


@pytest.mark.parametrize("shard", ["0/4", "5/4", "two", "1/"])
def test_a_bad_shard_is_one_error_line(tmp_path: Path, shard: str) -> None:
    content = _blog(tmp_path)
    proc, _ = _run("keys.sh", {"INPUT_CONTENT": str(content), "INPUT_SHARD": shard}, tmp_path)
    assert proc.returncode == 1
    assert proc.stdout.strip().startswith("::error::narrate: shard") and proc.stdout.count("\n") == 1


def test_sharded_build_then_merge_publishes_every_episode(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    content = _blog(tmp_path)
    config = str(tmp_path / "voices.yaml")
    artifacts = tmp_path / "artifacts"
    with EdgeStandIn(seed=3) as server:
        monkeypatch.setenv("NARRATE_EDGE_URL", server.url)
        for index in (1, 2):
            out = tmp_path / f"out-{index}"
            proc, outputs = _run(
                "build.sh",
                {
                    "INPUT_CONTENT": str(content),
                    "INPUT_OUT": str(out),
                    "INPUT_CONFIG": config,
                    "INPUT_SHARD": f"{index}/2",
                    "INPUT_JOBS": "2",
                    "INPUT_FALLBACK": "false",
                },
                tmp_path,
            )
            assert proc.returncode == 0, proc.stderr
            assert re.search(r"^narrate: \d+ built, 0 unchanged, \d+ skipped, 0 failed$", proc.stdout, re.M), (
                proc.stdout
            )
            assert Path(outputs["report"]).is_file()
            shutil.copytree(out, artifacts / f"narrate-output-{index}")

    merged = tmp_path / "site"
    proc, _ = _run(
        "merge.sh",
        {"INPUT_SHARDS": "2", "INPUT_FROM": str(artifacts), "INPUT_OUT": str(merged), "INPUT_CONFIG": config},
        tmp_path,
    )
    assert proc.returncode == 0, proc.stderr
    feed = feedparser.parse((merged / "en" / "feed.xml").read_bytes())
    assert sorted(entry.title for entry in feed.entries) == ["First post", "Second post", "Third post"]
    for entry in feed.entries:
        mp3 = entry.enclosures[0].href.split("?")[0].rsplit("/", 1)[-1]
        assert (merged / "en" / mp3).stat().st_size == int(entry.enclosures[0].length)


def test_merge_refuses_when_a_shard_did_not_arrive(tmp_path: Path) -> None:
    (tmp_path / "artifacts" / "narrate-output-1").mkdir(parents=True)
    proc, _ = _run(
        "merge.sh",
        {"INPUT_SHARDS": "3", "INPUT_FROM": str(tmp_path / "artifacts"), "INPUT_OUT": str(tmp_path / "site")},
        tmp_path,
    )
    assert proc.returncode == 1
    assert "shard output folders 2 3 of 3 did not arrive" in proc.stdout
    assert not (tmp_path / "site").exists()


def test_build_reports_a_failed_article_and_exits_1(tmp_path: Path, standin: EdgeStandIn) -> None:
    content = _blog(tmp_path)
    (content / "posts" / "broken").mkdir()
    (content / "posts" / "broken" / "index.en.md").write_text("---\ntitle: [unclosed\n---\n\nWords.\n")
    proc, _ = _run(
        "build.sh",
        {
            "INPUT_CONTENT": str(content),
            "INPUT_OUT": str(tmp_path / "out"),
            "INPUT_CONFIG": str(tmp_path / "voices.yaml"),
            "INPUT_FALLBACK": "false",
            "INPUT_JOBS": "2",
        },
        tmp_path,
    )
    assert proc.returncode == 1
    assert re.search(r"^::error file=.*broken.*::", proc.stdout, re.M), proc.stdout


# The blog and its podcast as one GitHub Pages site: narrate builds, episodes.json goes into the
# blog's data folder, the real generator builds the blog with examples/site's badge snippet, narrate's output
# goes under the site's podcast folder; then every episode has its badge on its article's page and every
# feed lists every episode of its language, each enclosure a file of the site with the feed's byte count.
SITE = "https://blog.example.com"
PODCAST = f"{SITE}/podcast"
POSTS = {
    "hugo": {
        "content/posts/first/index.zh-hant.md": "---\ntitle: 第一篇\ndate: 2024-05-01\n---\n\n這是第一篇文章，朗讀出來。\n",
        "content/posts/first/index.en.md": "---\ntitle: The first post\ndate: 2024-05-01\n---\n\nThe first post, read aloud.\n",
        "content/posts/second/index.en.md": "---\ntitle: The second post\ndate: 2024-05-02\n---\n\nThe second post, read aloud.\n",
        "content/posts/quiet/index.zh-hant.md": "---\ntitle: 沒有聲音\ndate: 2024-05-03\naudio: false\n---\n\n這篇不朗讀。\n",
    },
    "jekyll": {
        "_posts/2024-05-01-first.md": "---\ntitle: 第一篇\n---\n\n這是第一篇文章，朗讀出來。\n",
        "_posts/2024-05-02-second.md": "---\ntitle: The second post\nlang: en\n---\n\nThe second post, read aloud.\n",
        "_posts/2024-05-03-quiet.md": "---\ntitle: 沒有聲音\naudio: false\n---\n\n這篇不朗讀。\n",
    },
}


def _served(site: Path, url: str) -> Path:
    """The file of the built site that `url` (on the blog's address) is served from."""
    assert url.startswith(SITE + "/"), url
    path = urllib.parse.unquote(url.split("?", 1)[0].removeprefix(SITE + "/"))
    return site / path / "index.html" if path.endswith("/") or not path else site / path


@pytest.mark.timeout(900)  # narrate, then the real hugo or jekyll: past the default limit
@pytest.mark.parametrize("generator", ["hugo", "jekyll"])
def test_the_blog_and_its_podcast_as_one_pages_site(tmp_path: Path, standin: EdgeStandIn, generator: str) -> None:
    if shutil.which(generator) is None:
        if os.environ.get("NARRATE_REQUIRE_GENERATORS"):
            pytest.fail(f"{generator} is not installed and NARRATE_REQUIRE_GENERATORS is set")
        pytest.skip(f"{generator} is not installed (apt-get install {generator})")
    blog = tmp_path / "blog"
    shutil.copytree(REPO / "examples" / "site" / generator, blog)
    config = {"hugo": blog / "hugo.toml", "jekyll": blog / "_config.yml"}[generator]
    config.write_text(
        config.read_text(encoding="utf-8")
        .replace("https://blog.example.com/", f"{SITE}/")
        .replace("title: Example blog", f"title: Example blog\nurl: {SITE}"),
        encoding="utf-8",
    )
    for path, text in POSTS[generator].items():
        (blog / path).parent.mkdir(parents=True, exist_ok=True)
        (blog / path).write_text(text, encoding="utf-8")
    (tmp_path / "voices.yaml").write_text(
        f"feed:\n  base_url: {PODCAST}\n  link: {SITE}\n  author: A\n  owner_email: a@example.com\n", encoding="utf-8"
    )
    content = blog / "content" if generator == "hugo" else blog
    build, _ = _run(
        "build.sh",
        {
            "INPUT_CONTENT": str(content),
            "INPUT_OUT": "output",
            "INPUT_CONFIG": str(tmp_path / "voices.yaml"),
            "INPUT_FALLBACK": "false",
        },
        tmp_path,
    )
    assert build.returncode == 0, build.stdout + build.stderr
    done, outputs = _run(
        "blog.sh",
        {"INPUT_BLOG": generator, "INPUT_BLOG_DIR": "blog", "INPUT_OUT": "output", "INPUT_PODCAST_PATH": "podcast"},
        tmp_path,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    site = tmp_path / outputs["site"]
    assert site == blog / {"hugo": "public", "jekyll": "_site"}[generator]
    episodes = json.loads((tmp_path / "output" / "episodes.json").read_text(encoding="utf-8"))["episodes"]
    assert len(episodes) == len(POSTS[generator]) - 1

    # The blog's pages: each article's page has its episode's badge, linking to its listening page in the site.
    for episode in episodes:
        page = _served(site, episode["page"]).read_text(encoding="utf-8")
        assert f'data-narrate-episode="{episode["lang"]}/{episode["slug"]}"' in page, episode["page"]
        assert _served(site, episode["listen"]).is_file()
    assert found_badges(site) == {f"{e['lang']}/{e['slug']}" for e in episodes}

    # The podcast: every feed lists every episode of its language, each enclosure served from the site.
    langs = {e["lang"] for e in episodes}
    for lang in langs:
        feed = feedparser.parse(_served(site, f"{PODCAST}/{lang}/feed.xml").read_bytes())
        assert not feed.bozo, feed.bozo_exception
        assert sorted(e.title for e in feed.entries) == sorted(e["title"] for e in episodes if e["lang"] == lang)
        for entry in feed.entries:
            enclosure = entry.enclosures[0]
            assert _served(site, enclosure.href).stat().st_size == int(enclosure.length)
    assert not (site / "podcast" / "manifest").exists() and not list((site / "podcast").glob(".*"))


def test_the_blog_step_refuses_to_overwrite_the_blogs_own_podcast_folder(tmp_path: Path) -> None:
    blog = tmp_path / "blog"
    (blog / "public" / "podcast").mkdir(parents=True)
    (blog / "public" / "podcast" / "index.html").write_text("the blog's own page")
    (tmp_path / "output").mkdir()
    (tmp_path / "output" / "episodes.json").write_text("{}")
    done, _ = _run(
        "blog.sh",
        {"INPUT_BLOG": "hugo", "INPUT_BLOG_DIR": "blog", "INPUT_OUT": "output", "INPUT_BLOG_BUILD": "true"},
        tmp_path,
    )
    assert done.returncode == 1 and "already has public/podcast" in done.stdout
    assert (blog / "public" / "podcast" / "index.html").read_text() == "the blog's own page"


@pytest.mark.parametrize(
    ("env", "says"),
    [
        ({"INPUT_BLOG": "wordpress"}, "blog must be hugo, jekyll or hexo"),
        ({"INPUT_BLOG": "hugo", "INPUT_PODCAST_PATH": "../elsewhere"}, "podcast-path must be a folder inside the site"),
        ({"INPUT_BLOG": "hugo", "INPUT_PODCAST_PATH": "/"}, "podcast-path must be a folder inside the site"),
        ({"INPUT_BLOG": "hugo", "INPUT_BLOG_DIR": "nowhere"}, "blog folder 'nowhere' does not exist"),
        ({"INPUT_BLOG": "hugo"}, "no output/episodes.json"),
    ],
)
def test_a_wrong_blog_input_is_one_error_line(tmp_path: Path, env: dict[str, str], says: str) -> None:
    done, _ = _run("blog.sh", {"INPUT_OUT": "output", **env}, tmp_path)
    assert done.returncode == 1 and says in done.stdout and done.stdout.count("\n") == 1, done.stdout
