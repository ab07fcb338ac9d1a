"""Chapter links: heading ids as Hugo, GitHub and Astro write them, section pictures, and the chapters
JSON / Podlove chapters that carry them.

The judges: tests/fixtures/anchors/headings.anchors.json holds the ids hugo 0.111.3 wrote for
headings.md (`hugo` column) and the ids github-slugger 2.0 gave the text mdast-util-to-string read
from it (`github`; `astro` is that with one trailing `-` cut, as Astro 5 does by default); the real
hugo binary checks the `hugo` style again when it is installed.
"""

from __future__ import annotations

import io
import json
import re
import shutil
import subprocess
from pathlib import Path

import jsonschema
import podcastparser
import pytest
from mutagen.id3 import ID3
from typer.testing import CliRunner

from helpers import write
from narrate.audio.assemble import chapter_links
from narrate.cli import app
from narrate.config import load_config
from narrate.errors import ConfigError
from narrate.text.anchors import Anchors, explicit_id, github_slug, hugo_id, page_anchors
from narrate.text.prose import extract_blocks, heading_text, parser

FIXTURES = Path(__file__).parent.parent / "fixtures"
HEADINGS = FIXTURES / "anchors" / "headings.md"
GOLDEN = FIXTURES / "anchors" / "headings.anchors.json"
PODCAST_NS = "https://podcastindex.org/namespace/1.0"


def _headings(markdown: str) -> list[tuple[str, str]]:
    tokens = parser().parse(markdown)
    return [
        (tokens[i + 1].content.rsplit("\n", 1)[-1], heading_text(tokens[i + 1]))
        for i, token in enumerate(tokens)
        if token.type == "heading_open"
    ]


@pytest.mark.parametrize("style", ["hugo", "github", "astro"])
def test_ids_match_what_each_generator_wrote(style: str) -> None:
    golden = json.loads(GOLDEN.read_text(encoding="utf-8"))
    headings = _headings(HEADINGS.read_text(encoding="utf-8"))
    assert len(headings) == len(golden) == 35
    assert page_anchors(headings, style) == [row[style] for row in golden]


def test_the_styles_differ_where_the_generators_do() -> None:
    golden = {row["text"]: row for row in json.loads(GOLDEN.read_text(encoding="utf-8"))}
    # Hugo reads the Markdown source: a link's URL is part of its id; GitHub reads the text.
    docs = golden["See the docs first"]
    assert docs["hugo"] == "see-the-docshttpsexamplecomdocs-first" and docs["github"] == "see-the-docs-first"
    # Astro cuts the trailing dash github-slugger leaves after punctuation.
    assert (golden["<Picture />"]["github"], golden["<Picture />"]["astro"]) == ("picture-", "picture")
    # CJK is kept in every style; full-width punctuation goes.
    assert {golden["结论：总结与展望"][s] for s in ("hugo", "github", "astro")} == {"结论总结与展望"}


@pytest.mark.skipif(shutil.which("hugo") is None, reason="hugo is not installed")
def test_real_hugo_writes_the_hugo_ids(tmp_path: Path) -> None:
    site = tmp_path / "site"
    write(
        site / "hugo.toml",
        'baseURL = "https://example.com/"\ntitle = "t"\n'
        'disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]\n',
    )
    write(site / "layouts" / "_default" / "single.html", "{{ .Content }}\n")
    write(site / "layouts" / "_default" / "list.html", "x\n")
    markdown = HEADINGS.read_text(encoding="utf-8") + "\n## Heading {.with-class}\n\n## 🎉 only\n"
    write(site / "content" / "posts" / "a.md", "---\ntitle: a\n---\n\n" + markdown)
    subprocess.run(["hugo", "--quiet", "-s", str(site)], check=True, capture_output=True, timeout=120)
    html = (site / "public" / "posts" / "a" / "index.html").read_text(encoding="utf-8")
    written = re.findall(r'<h[1-6][^>]*\bid="([^"]*)"', html)
    assert written == page_anchors(_headings(markdown), "hugo")


def test_hugo_and_github_rules_one_by_one() -> None:
    assert hugo_id("  Tab\there  ") == "tabhere"  # trimmed; a tab is dropped, not a dash
    assert hugo_id("İstanbul Ⅻ ²") == "istanbul--"  # letter numbers and superscripts are not digits
    assert github_slug(" a ") == "-a-"  # github-slugger trims nothing
    assert github_slug("Ⓐ ☃") == "ⓐ-"  # a circled letter is alphabetic, a snowman is not
    hugo = Anchors("hugo")
    assert [hugo.next(s, s) for s in ("🎉", "🎉", "x {#heading-1}", "Heading")] == [
        "heading",
        "heading-1",
        "heading-1",
        "heading-2",
    ]
    github = Anchors("github")
    assert [github.next(s, s) for s in ("echo", "echo", "echo 1", "echo")] == ["echo", "echo-1", "echo-1-1", "echo-2"]


def test_explicit_ids() -> None:
    assert explicit_id("Install {#setup}") == ("setup", "Install")
    assert explicit_id("Install {#setup .wide data-x=1}") == ("setup", "Install")
    assert explicit_id("Install {/*setup-step*/}") == ("setup-step", "Install")  # react.dev's MDX
    assert explicit_id("Install {.wide}") == ("", "Install")
    assert explicit_id("Set {x}") == ("", "Set {x}")  # braces in a title are no attributes
    assert Anchors("github").next("Install {#setup}", "Install {#setup}") == "setup"


def test_each_section_gets_its_first_picture() -> None:
    blocks = extract_blocks("""Intro with ![cover](cover.png).

## One

Text ![a](img/one.png) and ![b](img/two.png).

## Two

<img src="https://cdn.example.com/two.jpg" alt="x">

Words.

## Three

{{< figure src="/images/three.webp" alt="Diagram" >}}

## Four

![data](data:image/png;base64,AAAA) and ![js](javascript:alert(1))

## Five

Just words.
""")
    headings = [b for b in blocks if b.kind == "heading"]
    assert [(b.text, b.image) for b in headings] == [
        ("One", "img/one.png"),
        ("Two", "https://cdn.example.com/two.jpg"),
        ("Three", "/images/three.webp"),
        ("Four", ""),
        ("Five", ""),
    ]


def test_chapter_links() -> None:
    page = "https://blog.example.com/posts/gpu/"
    assert chapter_links(page, "為什麼要用-gpu", "img/a.png") == (
        "https://blog.example.com/posts/gpu/#%E7%82%BA%E4%BB%80%E9%BA%BC%E8%A6%81%E7%94%A8-gpu",
        "https://blog.example.com/posts/gpu/img/a.png",
    )
    assert chapter_links(page, "", "/images/b.jpg") == (page, "https://blog.example.com/images/b.jpg")
    assert chapter_links(page, "x", "data:image/png;base64,AA") == (page + "#x", "")
    assert chapter_links("", "x", "img/a.png") == ("", "")  # no page: nothing to resolve against
    assert chapter_links("", "x", "https://cdn.example.com/a.png") == ("", "https://cdn.example.com/a.png")
    assert chapter_links("javascript:alert(1)", "x", "") == ("", "")


ARTICLE = """---
title: Linked chapters
date: 2024-05-01
---

The opening words of this article.

## Setup: what you need

First you install it. ![diagram](diagram.png)

## Setup: what you need

The same heading again, then a picture from elsewhere.

<img src="https://cdn.example.com/shot.jpg" alt="screen">

## `<Picture />`

The end of it.
"""


@pytest.mark.parametrize(
    "style, ids",
    [
        ("hugo", ["setup-what-you-need", "setup-what-you-need-1", "picture-"]),
        ("github", ["setup-what-you-need", "setup-what-you-need-1", "picture-"]),
        ("astro", ["setup-what-you-need", "setup-what-you-need-1", "picture"]),
    ],
)
def test_built_chapters_link_to_their_sections(
    tmp_path: Path, style: str, ids: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NARRATE_EDGE_URL", "ws://127.0.0.1:9")
    article = write(tmp_path / "blog" / "posts" / "linked" / "index.en.md", ARTICLE)
    config = write(
        tmp_path / "voices.yaml",
        f"""engine: espeak
feed:
  base_url: https://blog.example.com/podcast
  link: https://blog.example.com
  article_url: "{{link}}/posts/{{slug}}/"
  author: Writer
  anchors: {style}
""",
    )
    out = tmp_path / "out"
    result = CliRunner().invoke(app, [str(article), "--engine", "espeak", "--out", str(out), "--config", str(config)])
    assert result.exit_code == 0, result.output
    doc = json.loads((out / "en" / "linked.chapters.json").read_text(encoding="utf-8"))
    jsonschema.validate(doc, json.loads((FIXTURES / "schemas" / "chapters.schema.json").read_text(encoding="utf-8")))
    page = "https://blog.example.com/posts/linked/"
    chapters = doc["chapters"]
    assert [c.get("url") for c in chapters] == [page] + [f"{page}#{i}" for i in ids]
    assert [c.get("img") for c in chapters] == [None, f"{page}diagram.png", "https://cdn.example.com/shot.jpg", None]

    # So do the MP3's own chapters (ID3 CHAP with a WXXX link), as mutagen reads them.
    frames = sorted(ID3(out / "en" / "linked.mp3").getall("CHAP"), key=lambda f: f.start_time)
    assert [next((s.url for s in f.sub_frames.getall("WXXX")), None) for f in frames] == [
        c.get("url") for c in chapters
    ]

    # The feed's Podlove chapters carry the same links, as podcastparser reads them.
    feed_result = CliRunner().invoke(app, ["feed", "--out", str(out), "--config", str(config)])
    assert feed_result.exit_code == 0, feed_result.output
    parsed = podcastparser.parse(
        "https://blog.example.com/podcast/en/feed.xml", io.BytesIO((out / "en" / "feed.xml").read_bytes())
    )
    psc = parsed["episodes"][0]["chapters"]
    assert [c.get("href") for c in psc] == [c.get("url") for c in chapters]
    assert [c.get("image") for c in psc] == [c.get("img") for c in chapters]


def test_anchor_style_is_checked(tmp_path: Path) -> None:
    path = write(tmp_path / "voices.yaml", "feed:\n  anchors: jekyll\n")
    with pytest.raises(ConfigError) as caught:
        load_config(path)
    message = str(caught.value)
    assert (
        str(path) in message and "feed.anchors" in message and "line 2" in message and "hugo, github, astro" in message
    )


def test_another_anchor_style_remakes_the_episodes(tmp_path: Path) -> None:
    """The links are written with the episode: a new style makes it stale; the default leaves older ones current."""
    prints = {}
    for style in ("hugo", "github", "astro", None):
        path = write(tmp_path / f"{style}.yaml", f"feed:\n  anchors: {style}\n" if style else "engine: auto\n")
        prints[style] = load_config(path).fingerprint("en")
    assert prints["hugo"] == prints[None]
    assert len({prints["hugo"], prints["github"], prints["astro"]}) == 3


def test_the_slugger_ranges_are_sorted_and_apart_as_the_lookup_needs() -> None:
    """anchors._within bisects: its ranges must be in order and not overlap, and it must agree with a scan."""
    from narrate.text import anchors

    for ranges in (anchors._NEWER_THAN_SLUGGER, anchors._ALPHABETIC_SYMBOLS):
        assert all(low <= high for low, high in ranges)
        assert all(a[1] < b[0] for a, b in zip(ranges, ranges[1:]))
        for low, high in ranges:
            for point in (low - 1, low, high, high + 1):
                assert anchors._within(point, ranges) == any(lo <= point <= hi for lo, hi in ranges)
