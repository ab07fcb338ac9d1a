"""Listening pages and DIR/index.html, read back with an HTML parser (the browser tests drive them live)."""

from __future__ import annotations

import dataclasses
import functools
import json
import urllib.parse
from html.parser import HTMLParser
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from blogsite import BASE, HOSTILE, Blog, built_blog
from narrate.audio.transcript import joined
from narrate.publish.manifest import Manifest
from narrate.publish.pages import PLAYER_FILES, render_page, subscribe_links
from narrate.publish.site import write_site


class Page(HTMLParser):
    """The parts of a page the tests look at: elements with attributes, and the text inside some."""

    def __init__(self, text: str) -> None:
        super().__init__(convert_charrefs=True)
        self.elements: list[tuple[str, dict[str, str]]] = []
        self.texts: dict[str, list[str]] = {}
        self._open: list[str] = []
        self.feed(text)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.elements.append((tag, {k: v or "" for k, v in attrs}))
        if tag not in ("meta", "link", "br", "img", "input"):
            self._open.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if tag in self._open:
            while self._open.pop() != tag:
                pass

    def handle_data(self, data: str) -> None:
        for tag in set(self._open):
            self.texts.setdefault(tag, []).append(data)

    def all(self, tag: str, **attrs: str) -> list[dict[str, str]]:
        return [a for t, a in self.elements if t == tag and all(a.get(k) == v for k, v in attrs.items())]

    def text(self, tag: str) -> str:
        return "".join(self.texts.get(tag, []))

    def meta(self, key: str) -> str:
        found = [a["content"] for t, a in self.elements if t == "meta" and key in (a.get("property"), a.get("name"))]
        assert len(found) == 1, key
        return found[0]


@pytest.fixture(scope="module")
def blog(tmp_path_factory: pytest.TempPathFactory) -> Blog:
    return built_blog(tmp_path_factory)


def page(blog: Blog, lang: str, slug: str) -> Page:
    return Page((blog.out / lang / f"{slug}.html").read_text(encoding="utf-8"))


def test_every_listed_episode_has_its_page_and_the_index_links_them_all(blog: Blog) -> None:
    doc = json.loads((blog.out / "episodes.json").read_text(encoding="utf-8"))
    index = Page((blog.out / "index.html").read_text(encoding="utf-8"))
    hrefs = {a["href"] for a in index.all("a")}
    for entry in doc["episodes"]:
        assert entry["listen"].startswith(BASE + "/")
        assert (blog.out / entry["listen"][len(BASE) + 1 :]).is_file()
        assert f"{entry['lang']}/{entry['slug']}.html" in hrefs
    sections = index.all("section")
    assert [s["lang"] for s in sections] == ["en", "zh-hans", "zh-hant"]
    for lang in ("en", "zh-hans", "zh-hant"):
        assert f"{BASE}/{lang}/feed.xml" in hrefs  # each language's subscribe links


def test_a_hostile_title_is_text_everywhere(blog: Blog) -> None:
    hostile = page(blog, "en", "hostile")
    assert hostile.text("h1") == HOSTILE
    assert hostile.text("title").startswith(HOSTILE)
    assert hostile.meta("og:title") == HOSTILE and hostile.meta("twitter:title") == HOSTILE
    assert hostile.meta("og:description") == 'Escaping: <img src=x onerror=alert(1)> & "more"'
    # The only script is the player's module; the title's <script>, <b> and <img> stayed text.
    assert [s.get("src") for s in hostile.all("script")] == ["../player/narrate-player.js", "../player/page.js"]
    assert hostile.all("b") == [] and hostile.all("img") == []
    index = Page((blog.out / "index.html").read_text(encoding="utf-8"))
    assert HOSTILE in index.text("a") and [s.get("src") for s in index.all("script")] == [
        "player/narrate-player.js", "player/page.js"]


@pytest.mark.parametrize("link", ["javascript:alert(1)", " JavaScript:alert(1)", "data:text/html,<b>x</b>",
                                  "vbscript:x"])
def test_an_article_url_that_is_not_http_is_dropped(blog: Blog, link: str) -> None:
    record = Manifest(blog.out).get("en", "hostile")
    assert record is not None
    text = render_page(blog.config(), dataclasses.replace(record, link=link), [], [])
    hrefs = [a["href"] for a in Page(text).all("a")]
    assert not [h for h in hrefs if not h.startswith(("http", "../", "hostile", "podcast:", "pktc:", "overcast:"))]


def test_sharing_tags_point_at_the_public_files(blog: Blog) -> None:
    hant = page(blog, "zh-hant", "read-along")
    record = Manifest(blog.out).get("zh-hant", "read-along")
    assert record is not None and len(record.audio_sha256) == 64
    assert hant.meta("og:audio") == f"{BASE}/zh-hant/read-along.mp3?v={record.audio_sha256[:12]}"
    assert hant.meta("og:audio:type") == "audio/mpeg"
    assert hant.meta("og:url") == f"{BASE}/zh-hant/read-along.html"
    assert hant.meta("og:locale") == "zh_TW"
    assert hant.all("link", rel="alternate", hreflang="zh-hans")[0]["href"] == f"{BASE}/zh-hans/read-along.html"
    assert hant.all("link", rel="canonical")[0]["href"] == f"{BASE}/zh-hant/read-along.html"


def test_subscribe_links_carry_the_feed_url_to_each_app(blog: Blog) -> None:
    feed = f"{BASE}/zh-hant/feed.xml"
    links = dict(subscribe_links(feed, "測試播客"))
    assert list(links) == ["Apple Podcasts", "Pocket Casts", "AntennaPod", "Overcast", "RSS"]
    assert links["Apple Podcasts"] == "podcast://pod.example.org/narrate/zh-hant/feed.xml"
    assert links["Pocket Casts"] == "pktc://subscribe/pod.example.org/narrate/zh-hant/feed.xml"
    for app in ("AntennaPod", "Overcast"):
        query = urllib.parse.parse_qs(urllib.parse.urlsplit(links[app]).query)
        assert query["url"] == [feed]
    assert links["RSS"] == feed
    hrefs = [a["href"] for a in page(blog, "zh-hant", "read-along").all("a")]
    assert all(link in hrefs for link in links.values())


def _cue_texts(vtt: Path) -> list[str]:
    blocks = vtt.read_text(encoding="utf-8").split("\n\n")[1:]
    # A cue's lines read as one text, as the page and the player join them (no space between CJK characters).
    return [functools.reduce(joined, b.split("\n", 2)[2].split("\n"), "").strip()
            .replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&") for b in blocks if b.strip()]


def test_without_javascript_the_page_still_plays_and_shows_chapters_and_transcript(blog: Blog) -> None:
    text = (blog.out / "zh-hant" / "read-along.html").read_text(encoding="utf-8")
    inside = text.split("<narrate-player", 1)[1].split("</narrate-player>", 1)[0]
    fallback = Page("<narrate-player" + inside)
    record = Manifest(blog.out).get("zh-hant", "read-along")
    assert record is not None
    mp3 = f"read-along.mp3?v={record.audio_sha256[:12]}"  # the feed's URL, relative
    assert fallback.all("audio", src=mp3, controls="")
    chapters = json.loads((blog.out / "zh-hant" / "read-along.chapters.json").read_text(encoding="utf-8"))
    assert [a["href"] for a in fallback.all("a") if "#t=" in a["href"]] == [
        f"{mp3}#t={c['startTime']:.3f}" for c in chapters["chapters"]]
    assert [p.strip() for p in fallback.texts["p"] if p.strip()][-len(_cue_texts(blog.out / "zh-hant" / "read-along.vtt")):] \
        == [t.strip() for t in _cue_texts(blog.out / "zh-hant" / "read-along.vtt")]
    player = fallback.all("narrate-player")[0]
    assert player == {"src": "read-along.episode.json", "slug": "read-along", "lang": "zh-hant", "rebase": ""}


def test_the_player_files_are_copied_from_the_package(blog: Blog) -> None:
    shipped = resources.files("narrate.publish").joinpath("player")
    for name in PLAYER_FILES:
        assert (blog.out / "player" / name).read_bytes() == shipped.joinpath(name).read_bytes()


def test_the_page_of_a_removed_episode_goes_with_it(blog: Blog, tmp_path: Path) -> None:
    copy_ = blog.copy(tmp_path / "blog")
    Manifest(copy_.out).remove("zh-hans", "read-along")
    write_site(copy_.config(), copy_.out)
    assert not (copy_.out / "zh-hans" / "read-along.html").exists()
    hant = Page((copy_.out / "zh-hant" / "read-along.html").read_text(encoding="utf-8"))
    assert not hant.all("link", hreflang="zh-hans")  # no link to a translation that is gone
    assert (copy_.out / "zh-hant" / "read-along.html").is_file()


def test_pages_are_byte_identical_on_a_re_render(blog: Blog, tmp_path: Path) -> None:
    copy_ = blog.copy(tmp_path / "blog")
    before: dict[Path, Any] = {p: (p.read_bytes(), p.stat().st_mtime_ns) for p in copy_.out.rglob("*.html")}
    write_site(copy_.config(), copy_.out)
    assert {p: (p.read_bytes(), p.stat().st_mtime_ns) for p in copy_.out.rglob("*.html")} == before


def test_the_readme_states_the_players_current_size() -> None:
    import gzip
    import re

    readme = (Path(__file__).parent.parent / "docs" / "site.md").read_text(encoding="utf-8")
    shipped = resources.files("narrate.publish").joinpath("player")
    for name in ("narrate-player.js", "narrate-player.css"):
        data = shipped.joinpath(name).read_bytes()
        stated = re.search(rf"`{re.escape(name)}`\s+([\d,]+) bytes \(([\d.]+) kB gzipped\)", readme)
        assert stated, name
        assert int(stated.group(1).replace(",", "")) == len(data), f"docs/site.md: update {name}'s size"
        assert float(stated.group(2)) == round(len(gzip.compress(data, 9)) / 1000, 1)


def test_translations_are_aligned_block_by_block(blog: Blog) -> None:
    """The read-along data: each cue of a translation is numbered by the block of this language it reads,
    also when the translation has a paragraph more (difflib matches the runs of block kinds around it)."""
    from narrate.publish.episode_data import AFTER, BEFORE, UNMATCHED, align_cues

    record = Manifest(blog.out).get("zh-hant", "read-along")
    assert record is not None and record.block_kinds and record.cue_blocks
    kinds = ["paragraph", "heading", "paragraph", "list_item", "list_item", "quote", "paragraph"]
    own = dataclasses.replace(record, block_kinds=kinds, cue_blocks=[-1, 0, 0, 1, 2, 3, 4, 5, 6, -1])
    # The translation: a quote more after the heading (a paragraph more beside a paragraph could be either
    # one), its paragraph in two sentences, and a skipped block (code: no kind) before the list.
    theirs = dataclasses.replace(record, block_kinds=[*kinds[:2], "quote", "paragraph", "", *kinds[3:]],
                                 cue_blocks=[-1, 0, 1, 2, 3, 3, 5, 6, 7, 8, -1])
    assert align_cues(own, theirs, 11) == [BEFORE, 0, 1, UNMATCHED, 2, 2, 3, 4, 5, 6, AFTER]
    assert align_cues(own, theirs, 12) is None  # a transcript that does not match its record: no alignment


def test_each_page_has_its_own_small_player_data(blog: Blog) -> None:
    data = json.loads((blog.out / "zh-hant" / "read-along.episode.json").read_text(encoding="utf-8"))
    everything = json.loads((blog.out / "episodes.json").read_text(encoding="utf-8"))["episodes"]
    listed = {(e["lang"], e["slug"]): e for e in everything}
    assert [e["lang"] for e in data["episodes"]] == ["zh-hant", "zh-hans"]
    for entry in data["episodes"]:
        assert {k: v for k, v in entry.items() if k not in ("artist", "artwork")} == listed[entry["lang"], "read-along"]
    assert [e["artist"] for e in data["episodes"]] == ["測試播客", "测试播客"]
    for lang in ("zh-hant", "zh-hans"):
        assert len(data["align"][lang]) == len(_cue_texts(blog.out / lang / "read-along.vtt"))
    page = Page((blog.out / "zh-hant" / "read-along.html").read_text(encoding="utf-8"))
    embed = page.texts["textarea"][0]
    assert f'src="{BASE}/zh-hant/read-along.episode.json"' in embed and f"{BASE}/player/narrate-player.js" in embed
