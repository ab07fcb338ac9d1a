"""examples/site: the Hugo, Jekyll and Hexo snippets find every episode narrate built from the same content.

narrate builds the generator's own content (espeak, offline); the real generator then renders it
with the snippet over the episodes.json narrate wrote: every episode must show up as a badge, found by
its `key` (or `page`), never by a slug the template re-derives, and on each page the episode in that page's
own language. Each needs its generator (Debian: apt-get install hugo jekyll; Hexo from npm, which .ci/run
installs: tests/conformance.py); without it the test skips and says so (with NARRATE_REQUIRE_GENERATORS=1,
as in CI, it fails). Astro's snippet needs an npm install of Astro and is not run here.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import urllib.parse
from pathlib import Path

import pytest

from blogsite import READ_ALONG_HANS, READ_ALONG_HANT
from helpers import write
from narrate.config import load_config
from narrate.flow.build import build_site
from narrate.voice.cache import ChunkCache
from patience import PATIENCE

# Narrate, then the real hugo, jekyll and hexo: past the suite's default time limit (pyproject.toml).
pytestmark = pytest.mark.timeout(900)

EXAMPLES = Path(__file__).parent.parent.parent / "examples" / "site"
NO_AUDIO = "---\ntitle: 沒有聲音的文章\ndate: 2024-03-01\naudio: false\n---\n\n這篇沒有朗讀。\n"
DATED_HANT = "---\ntitle: 信號量\ndate: 2024-02-02\n---\n\n信號量是一種隱私工具。這篇文章介紹它。\n"
DATED_EN = "---\ntitle: Semaphore\ndate: 2024-02-02\n---\n\nSemaphore is a privacy tool. This post introduces it.\n"
NAMED_HANT = "---\ntitle: 集點卡與歸屬感\ndate: 2025-02-03\nslug: 2025-02-03-point-card\n---\n\n集點卡讓人有歸屬感。\n"
NAMED_EN = "---\ntitle: Point cards and belonging\ndate: 2025-02-03\n---\n\nA point card gives a sense of belonging.\n"
VOICES = """engine: espeak
feed:
  base_url: https://pod.example.org/narrate
  link: https://blog.example.com
  author: Test Author
  owner_email: owner@example.org
"""


def narrate_build(content: Path, tmp: Path, extra: str = "") -> dict[str, object]:
    """Build `content` with narrate (espeak) into tmp/out; its episodes.json."""
    config = load_config(write(tmp / "voices.yaml", VOICES + extra))
    _, report = build_site(content, config, tmp / "out", engine="espeak", cache=ChunkCache(tmp / "cache"))
    assert not report.failed, report.failed
    data: dict[str, object] = json.loads((tmp / "out" / "episodes.json").read_text(encoding="utf-8"))
    return data


def found_badges(folder: Path) -> set[str]:
    """`lang/slug` of every badge in the rendered site."""
    found: set[str] = set()
    for page in folder.rglob("*.html"):
        found.update(re.findall(r'data-narrate-episode="([^"]+)"', page.read_text(encoding="utf-8")))
    return found


def test_hugo_partial_finds_every_episode(tmp_path: Path) -> None:
    hugo = shutil.which("hugo")
    if hugo is None:
        pytest.skip("hugo is not installed (apt-get install hugo)")
    site = tmp_path / "hugo"
    shutil.copytree(EXAMPLES / "hugo", site)
    posts = site / "content" / "posts"
    write(posts / "read-along" / "index.zh-hant.md", READ_ALONG_HANT)
    write(posts / "read-along" / "index.zh-hans.md", READ_ALONG_HANS)
    write(posts / "2024-02-02_信號量" / "index.zh-hant.md", DATED_HANT)
    write(posts / "2024-02-02_信號量" / "index.en.md", DATED_EN)
    write(posts / "2025-02-03_集點卡" / "集點卡.md", NAMED_HANT)  # the original named by its title, beside index.en.md
    write(posts / "2025-02-03_集點卡" / "index.en.md", NAMED_EN)
    write(posts / "quiet" / "index.zh-hant.md", NO_AUDIO)
    doc = narrate_build(site / "content", tmp_path)
    episodes = doc["episodes"]
    assert isinstance(episodes, list) and len(episodes) == 6
    assert {e["slug"] for e in episodes} == {"read-along", "2024-02-02_xin-hao-liang", "2025-02-03-point-card"}
    write(site / "assets" / "narrate" / "episodes.json", (tmp_path / "out" / "episodes.json").read_bytes())
    done = subprocess.run(
        [hugo, "--source", str(site), "--destination", str(tmp_path / "public"), "--quiet"],
        capture_output=True,
        text=True,
        timeout=PATIENCE,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert found_badges(tmp_path / "public") == {f"{e['lang']}/{e['slug']}" for e in episodes}
    quiet = (tmp_path / "public" / "posts" / "quiet" / "index.html").read_text(encoding="utf-8")
    assert "narrate-badge" not in quiet
    page = (tmp_path / "public" / "posts" / "read-along" / "index.html").read_text(encoding="utf-8")
    assert 'href="https://pod.example.org/narrate/zh-hant/read-along.html"' in page
    # Each episode's page is the page Hugo wrote for its article.
    for episode in episodes:
        path = urllib.parse.unquote(episode["page"].removeprefix("https://blog.example.com"))
        assert (tmp_path / "public" / path.lstrip("/") / "index.html").is_file(), episode["page"]


def test_jekyll_include_finds_every_episode(tmp_path: Path) -> None:
    jekyll = shutil.which("jekyll")
    if jekyll is None:
        pytest.skip("jekyll is not installed (apt-get install jekyll)")
    site = tmp_path / "jekyll"
    shutil.copytree(EXAMPLES / "jekyll", site)
    write(site / "_posts" / "2024-05-01-read-along.md", READ_ALONG_HANT)
    write(
        site / "_posts" / "2024-05-02-read-along-hans.md",
        READ_ALONG_HANS.replace("---\n\n", "lang: zh-hans\nref: read-along\n---\n\n", 1),
    )
    write(site / "_posts" / "2005-04-04-diary.md", DATED_HANT)
    write(site / "_posts" / "2005-04-07-diary.md", NAMED_HANT.replace("slug: 2025-02-03-point-card\n", ""))
    write(site / "_posts" / "2024-03-01-quiet.md", NO_AUDIO)
    doc = narrate_build(site, tmp_path)
    episodes = doc["episodes"]
    assert isinstance(episodes, list) and len(episodes) == 4
    assert {e["key"] for e in episodes} >= {"_posts/2005-04-04-diary.md", "_posts/2005-04-07-diary.md"}
    write(site / "_data" / "episodes.json", (tmp_path / "out" / "episodes.json").read_bytes())
    done = subprocess.run(
        [jekyll, "build", "--source", str(site), "--destination", str(tmp_path / "_site"), "--quiet", "--safe"],
        capture_output=True,
        text=True,
        timeout=PATIENCE,
        check=False,
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stderr
    assert found_badges(tmp_path / "_site") == {f"{e['lang']}/{e['slug']}" for e in episodes}


# One file in Traditional Chinese (narrate derives its zh-Hans episode: two episodes share its key), one in
# Simplified Chinese, one in English, each with its language as Jekyll and Hexo sites write it.
LANG_POSTS = {
    "tw": (
        "zh-TW",
        "---\ntitle: 信號量\nlang: zh-TW\ndate: 2024-02-02\n---\n\n信號量是一種隱私工具。這篇文章介紹它。\n",
    ),
    "cn": ("zh-CN", "---\ntitle: 点数卡\nlang: zh-CN\ndate: 2024-02-03\n---\n\n点数卡让人有归属感。这篇文章介绍它。\n"),
    "en": (
        "en-US",
        "---\ntitle: Semaphore\nlang: en-US\ndate: 2024-02-04\n---\n\nSemaphore is a privacy tool. "
        "This post introduces it.\n",
    ),
}
OWN_LANG = {"tw": "zh-hant", "cn": "zh-hans", "en": "en"}
DERIVE = "derive: {zh-hans: zh-hant}\n"


def badges_by_page(folder: Path) -> dict[str, list[str]]:
    """The badges' languages on each rendered page that has any, by the page's path."""
    found = {}
    for page in folder.rglob("*.html"):
        langs = [
            m.split("/", 1)[0] for m in re.findall(r'data-narrate-episode="([^"]+)"', page.read_text(encoding="utf-8"))
        ]
        if langs:
            found[page.relative_to(folder).as_posix()] = langs
    return found


def test_jekyll_badge_is_the_pages_own_language(tmp_path: Path) -> None:
    if shutil.which("jekyll") is None:
        pytest.skip("jekyll is not installed (apt-get install jekyll)")
    site = tmp_path / "jekyll"
    shutil.copytree(EXAMPLES / "jekyll", site)
    for name, (_, text) in LANG_POSTS.items():
        write(site / "_posts" / f"2024-02-0{1 + list(LANG_POSTS).index(name)}-{name}.md", text)
    doc = narrate_build(site, tmp_path, DERIVE)
    episodes = doc["episodes"]
    assert isinstance(episodes, list)
    assert sorted(e["lang"] for e in episodes) == ["en", "zh-hans", "zh-hans", "zh-hant"]  # tw's key: two episodes
    write(site / "_data" / "episodes.json", (tmp_path / "out" / "episodes.json").read_bytes())
    done = subprocess.run(
        ["jekyll", "build", "--source", str(site), "--destination", str(tmp_path / "_site"), "--quiet", "--safe"],
        capture_output=True,
        text=True,
        timeout=PATIENCE,
        check=False,
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stderr
    pages = badges_by_page(tmp_path / "_site")
    assert {path: langs for path, langs in pages.items() if path.startswith("posts/")} == {
        f"posts/{name}/index.html": [lang] for name, lang in OWN_LANG.items()
    }
    assert sorted(pages["index.html"]) == sorted(OWN_LANG.values())  # the list: each post's own, once


def test_hexo_helper_finds_every_episode_in_its_language(tmp_path: Path) -> None:
    from conformance import hexo_missing, hexo_modules
    from test_conformance import need

    need(hexo_missing())
    modules = hexo_modules()
    assert modules is not None
    site = tmp_path / "hexo"
    shutil.copytree(EXAMPLES / "hexo", site)
    (site / "node_modules").symlink_to(modules, target_is_directory=True)
    for name, (_, text) in LANG_POSTS.items():
        write(site / "source" / "_posts" / f"{name}.md", text)
    write(site / "source" / "about" / "index.md", "---\ntitle: 關於\n---\n\n這是關於這個部落格的頁面。\n")
    doc = narrate_build(site / "source", tmp_path, DERIVE)
    episodes = doc["episodes"]
    assert isinstance(episodes, list)
    assert {e["key"] for e in episodes} == {f"_posts/{name}.md" for name in LANG_POSTS}  # the about page is none
    write(site / "source" / "_data" / "episodes.json", (tmp_path / "out" / "episodes.json").read_bytes())
    script = (
        "const Hexo = require('hexo'); (async () => { const h = new Hexo(process.argv[2], {silent: true}); "
        "await h.init(); await h.load(); await h.call('generate', {}); await h.exit(); })()"
        ".catch(e => { console.error(e); process.exit(1); });"
    )
    done = subprocess.run(
        ["node", "-e", script, str(site)],
        capture_output=True,
        text=True,
        timeout=PATIENCE,
        check=False,
        cwd=site,
        env={**os.environ, "NODE_PATH": str(modules), "TZ": "UTC"},
    )
    assert done.returncode == 0, done.stderr
    pages = badges_by_page(site / "public")
    # Each post's page shows one badge, in its own language (a date alone is midnight in Taipei: the day
    # before in UTC, where this build runs, as Hexo dates it).
    assert {path.split("/")[-2]: langs for path, langs in pages.items()} == {n: [lang] for n, lang in OWN_LANG.items()}
    assert all(path.startswith("2024/02/0") for path in pages)
    for episode in episodes:  # each episode's page is the page Hexo wrote for its article
        path = urllib.parse.unquote(episode["page"].removeprefix("https://blog.example.com"))
        assert (site / "public" / path.lstrip("/") / "index.html").is_file(), episode["page"]


HANT = "---\ntitle: 信號量\ndate: 2024-02-02\n---\n\n信號量是一種隱私工具。這篇文章介紹它。\n"
HANS = "---\ntitle: 信号量\ndate: 2024-02-02\n---\n\n信号量是一种隐私工具。这篇文章介绍它。\n"
ENGLISH = "---\ntitle: Semaphore\ndate: 2024-02-02\n---\n\nSemaphore is a privacy tool. This post introduces it.\n"
# Hugo's codes are the site's own (zh-tw, zh-cn), not narrate's tags: the badge must match them by the site's
# config, on bundles (`index.zh-tw.md`) and on a content folder per language (where translations share a key).
LANGUAGES = """baseURL = "https://blog.example.com/"
title = "Example blog"
defaultContentLanguage = "zh-tw"
disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]
[languages.zh-tw]
  languageCode = "zh-TW"
  weight = 1{tw}
[languages.zh-cn]
  languageCode = "zh-CN"
  weight = 2{cn}
[languages.en]
  weight = 3{en}
"""


def page_badges(public: Path) -> dict[str, list[str]]:
    """Each article's page (by its path) → the `lang` of the page (its <html lang>) and of each badge."""
    out = {}
    for page in public.rglob("index.html"):
        text = page.read_text(encoding="utf-8")
        if page.parent.name not in ("semaphore", "second-post"):
            continue  # a list page
        lang = re.search(r'<html lang="([^"]+)"', text)
        out[page.parent.relative_to(public).as_posix()] = [
            lang.group(1) if lang else "",
            *re.findall(r'data-narrate-episode="([^/"]+)/', text),
        ]
    return out


@pytest.mark.parametrize("layout", ["bundles", "folders"])
def test_hugo_badges_are_in_each_page_s_own_language(tmp_path: Path, layout: str) -> None:
    hugo = shutil.which("hugo")
    if hugo is None:
        pytest.skip("hugo is not installed (apt-get install hugo)")
    site = tmp_path / "hugo"
    shutil.copytree(EXAMPLES / "hugo", site)
    texts = {"zh-tw": HANT, "zh-cn": HANS, "en": ENGLISH}
    if layout == "bundles":
        write(site / "hugo.toml", LANGUAGES.format(tw="", cn="", en=""))
        for code, text in texts.items():
            for name in ("semaphore", "second-post"):
                write(site / "content" / "posts" / name / f"index.{code}.md", text)
        content = site / "content"
    else:
        dirs = {code: f"\n  contentDir = 'content/{code}'" for code in texts}
        write(site / "hugo.toml", LANGUAGES.format(tw=dirs["zh-tw"], cn=dirs["zh-cn"], en=dirs["en"]))
        for code, text in texts.items():
            for name in ("semaphore", "second-post"):
                write(site / "content" / code / "posts" / f"{name}.md", text)
        content = site / "content"
    doc = narrate_build(content, tmp_path)
    episodes = doc["episodes"]
    assert isinstance(episodes, list) and len(episodes) == 6
    assert {(e["lang"], e["site_lang"]) for e in episodes} == {("zh-hant", "zh-tw"), ("zh-hans", "zh-cn"), ("en", "en")}
    write(site / "assets" / "narrate" / "episodes.json", (tmp_path / "out" / "episodes.json").read_bytes())
    done = subprocess.run(
        [hugo, "--source", str(site), "--destination", str(tmp_path / "public"), "--quiet"],
        capture_output=True,
        text=True,
        timeout=PATIENCE,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    tags = {"zh-tw": "zh-hant", "zh-cn": "zh-hans", "en": "en"}
    badges = page_badges(tmp_path / "public")
    assert len(badges) == 6, badges  # two articles in three languages, each page once
    per_language: dict[str, int] = {}
    for path, (page_lang, *shown) in badges.items():
        assert shown == [tags[page_lang]], (path, page_lang, shown)  # one badge, the page's own language's
        per_language[page_lang] = per_language.get(page_lang, 0) + 1
    assert per_language == {"zh-tw": 2, "zh-cn": 2, "en": 2}
