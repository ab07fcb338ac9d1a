"""Listening pages and DIR/index.html, read back with an HTML parser (the browser tests drive them live)."""

from __future__ import annotations

import dataclasses
import functools
import json
import os
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
    # No site config names a default: the language with the most episodes leads, a tie going to the longest
    # in total (not to the first in the alphabet), then the others in order.
    records = Manifest(blog.out).records()
    weight = {
        lang: (sum(r.lang == lang for r in records), sum(r.duration for r in records if r.lang == lang))
        for lang in ("en", "zh-hans", "zh-hant")
    }
    first = max(weight, key=lambda lang: weight[lang])
    assert [s["lang"] for s in sections] == [first, *sorted(set(weight) - {first})]
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
        "player/narrate-player.js",
        "player/page.js",
    ]


@pytest.mark.parametrize(
    "link", ["javascript:alert(1)", " JavaScript:alert(1)", "data:text/html,<b>x</b>", "vbscript:x"]
)
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
    return [
        functools.reduce(joined, b.split("\n", 2)[2].split("\n"), "")
        .strip()
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
        for b in blocks
        if b.strip()
    ]


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
        f"{mp3}#t={c['startTime']:.3f}" for c in chapters["chapters"]
    ]
    assert [p.strip() for p in fallback.texts["p"] if p.strip()][
        -len(_cue_texts(blog.out / "zh-hant" / "read-along.vtt")) :
    ] == [t.strip() for t in _cue_texts(blog.out / "zh-hant" / "read-along.vtt")]
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


def test_pages_written_afresh_cost_no_fsync_each(blog: Blog, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every page and player data is written by one batch (narrate.atomic.batch): the fsyncs of a render do not
    grow with the pages it writes (two a file made 10,000 episodes' first pages take minutes: s6 attacks)."""
    from narrate import atomic

    flushes: list[int] = []
    counted: list[int] = []
    fsync = os.fsync

    def syncfs_call(fd: int) -> int:
        flushes.append(fd)  # one flush of the disk, counted apart
        return 0

    def fsync_call(fd: int) -> None:
        counted.append(fd)
        fsync(fd)

    # (raising=False: a version without batches has no syncfs to mock, and its fsyncs are what is counted)
    monkeypatch.setattr(atomic, "_syncfs", lambda: syncfs_call, raising=False)
    monkeypatch.setattr(os, "fsync", fsync_call)

    def fsyncs(removed: bool) -> tuple[int, int]:
        copy_ = blog.copy(tmp_path / f"blog-{removed}")
        pages = [*copy_.out.glob("*/*.html"), *copy_.out.glob("*/*.episode.json")]
        for path in pages if removed else []:
            path.unlink()
        counted.clear()
        write_site(copy_.config(), copy_.out)
        assert all(path.is_file() for path in pages)
        return len(counted), len(pages)

    unchanged, _ = fsyncs(removed=False)
    afresh, pages = fsyncs(removed=True)
    folders = len({path.parent for path in blog.out.glob("*/*.html")})
    assert pages >= 2 * folders
    assert afresh - unchanged <= folders  # each folder's, once; a file and its folder each before


def test_the_readme_states_the_players_current_size() -> None:
    import gzip
    import re

    readme = (Path(__file__).parent.parent.parent / "docs" / "site.md").read_text(encoding="utf-8")
    shipped = resources.files("narrate.publish").joinpath("player")
    for name in ("narrate-player.js", "narrate-player.css"):
        data = shipped.joinpath(name).read_bytes()
        stated = re.search(rf"`{re.escape(name)}`\s+([\d,]+) bytes \(([\d.]+) kB gzipped\)", readme)
        assert stated, name
        assert int(stated.group(1).replace(",", "")) == len(data), f"docs/site.md: update {name}'s size"
        assert float(stated.group(2)) == round(len(gzip.compress(data, 9)) / 1000, 1)


def test_translations_are_aligned_sentence_by_sentence() -> None:
    """The read-along data: the beads pair a heading with a heading, a paragraph said in one sentence with its
    translation said in two, and leave a paragraph only one side has on its own (by the time each takes and
    the names and numbers both hold, not by position)."""
    from narrate.publish.align import AlignedCue, align, land

    def cues(parts: list[tuple[str, float, int, str]]) -> list[AlignedCue]:
        out, at = [], 0.0
        for text, seconds, block, kind in parts:
            out.append(AlignedCue(at, at + seconds, text, block, kind))
            at += seconds + 0.5
        return out

    hant = cues(
        [
            ("標題", 1, -1, ""),
            ("安裝 Kubernetes", 1.5, 0, "heading"),
            ("先用 apt 安裝 kubeadm 1.29，再初始化叢集。", 4, 1, "paragraph"),
            ("這一段只有中文版有，說明作者當時的心情，講了很久很久。", 5, 2, "paragraph"),
            ("設定 GPU", 1.5, 3, "heading"),
            ("裝好 NVIDIA 驅動以後重開機。", 3, 4, "paragraph"),
        ]
    )
    en = cues(
        [
            ("Title", 1, -1, ""),
            ("Installing Kubernetes", 1.6, 0, "heading"),
            ("First install kubeadm 1.29 with apt.", 2.1, 1, "paragraph"),
            ("Then initialize the cluster.", 2, 1, "paragraph"),
            ("Setting up the GPU", 1.6, 2, "heading"),
            ("Reboot after installing the NVIDIA driver.", 3.2, 3, "paragraph"),
        ]
    )
    beads = align(hant, en)
    assert beads == [(1, 1), (1, 1), (1, 2), (1, 0), (1, 1), (1, 1)]
    text = "".join(f"{a}{b}" for b, a in beads)  # keyed "en|zh-hant": the English side first
    assert land({"en|zh-hant": text}, "zh-hant", "en", 4, 6, 6) == 4  # a heading lands on its heading
    assert land({"en|zh-hant": text}, "en", "zh-hant", 3, 6, 6) == 2  # the second sentence: its paragraph
    assert land({"en|zh-hant": text}, "zh-hant", "en", 3, 6, 6) == 4  # the paragraph en lacks: what follows
    assert land({"en|zh-hant": text}, "zh-hant", "en", 3, 6, 7) == -1  # a transcript the beads do not cover


def test_a_section_one_translation_lacks_keeps_every_bead_a_digit() -> None:
    """A long section only one side has (a dozen sentences): its cues are beads of their own, so the beads
    stay two digits each and the player can read them."""
    from narrate.publish.align import AlignedCue, align, beads_text, land

    def side(extra: int) -> list[AlignedCue]:
        cues = [AlignedCue(0, 1, "Title", -1, ""), AlignedCue(1, 3, "Intro 2024.", 0, "paragraph")]
        cues += [AlignedCue(3 + n, 4 + n, f"Aside {n}.", 1, "paragraph") for n in range(extra)]
        cues.append(AlignedCue(20, 22, "The end, 2025.", 2 if extra else 1, "paragraph"))
        return cues

    long, short = side(12), side(0)
    text = beads_text(align(long, short))
    assert len(text) % 2 == 0 and all(
        pair in ("11", "10", "01", "21", "12", "22", "31", "13")
        for pair in (text[n : n + 2] for n in range(0, len(text), 2))
    )
    assert land({"en|ja": text}, "en", "ja", len(long) - 1, len(long), len(short)) == len(short) - 1
    assert land({"en|ja": text}, "en", "ja", 5, len(long), len(short)) == len(short) - 1  # the aside: what follows


def test_an_unchanged_group_is_not_aligned_again(tmp_path: Path) -> None:
    from narrate.publish import episode_data
    from narrate.publish.align import AlignedCue

    hant = [AlignedCue(0, 1, "一", 0, "paragraph"), AlignedCue(1, 2, "二", 1, "paragraph")]
    en = [AlignedCue(0, 1, "One", 0, "paragraph"), AlignedCue(1, 2, "Two", 1, "paragraph")]
    beads, keys = episode_data.alignments({"zh-hant": hant, "en": en})
    assert beads == {"en|zh-hant": "1111"}
    earlier = tmp_path / "x.episode.json"
    earlier.write_text(json.dumps({"align": {"en|zh-hant": "2211"}, "align_keys": keys}), encoding="utf-8")
    assert episode_data.alignments({"zh-hant": hant, "en": en}, [earlier])[0] == {"en|zh-hant": "2211"}
    changed = [AlignedCue(0, 1, "一", 0, "paragraph"), AlignedCue(1, 3, "二", 1, "paragraph")]
    assert episode_data.alignments({"zh-hant": changed, "en": en}, [earlier])[0] == {"en|zh-hant": "1111"}


def test_each_page_has_its_own_small_player_data(blog: Blog) -> None:
    data = json.loads((blog.out / "zh-hant" / "read-along.episode.json").read_text(encoding="utf-8"))
    everything = json.loads((blog.out / "episodes.json").read_text(encoding="utf-8"))["episodes"]
    listed = {(e["lang"], e["slug"]): e for e in everything}
    assert [e["lang"] for e in data["episodes"]] == ["zh-hant", "zh-hans"]
    for entry in data["episodes"]:
        assert {k: v for k, v in entry.items() if k not in ("artist", "artwork")} == listed[entry["lang"], "read-along"]
    assert [e["artist"] for e in data["episodes"]] == ["測試播客", "测试播客"]
    counts = {lang: len(_cue_texts(blog.out / lang / "read-along.vtt")) for lang in ("zh-hant", "zh-hans")}
    beads = data["align"]["zh-hans|zh-hant"]
    assert sum(map(int, beads[0::2])) == counts["zh-hans"] and sum(map(int, beads[1::2])) == counts["zh-hant"]
    assert {lang: len(text) for lang, text in data["layout"].items()} == counts
    assert data["layout"]["zh-hant"][0] == "h" and "h" in data["layout"]["zh-hant"][1:]  # the title, a heading
    page = Page((blog.out / "zh-hant" / "read-along.html").read_text(encoding="utf-8"))
    embed = page.texts["textarea"][0]
    assert f'src="{BASE}/zh-hant/read-along.episode.json"' in embed and f"{BASE}/player/narrate-player.js" in embed


def test_the_index_leads_with_the_blogs_default_language(blog: Blog, tmp_path: Path) -> None:
    """Issue 39 (5): three languages with as many episodes each, and the blog's own config names zh-cn: the
    index leads with Simplified Chinese (it led with English, first in the alphabet)."""
    from narrate.config import load_config
    from narrate.publish.pages import render_index

    site = tmp_path / "site"
    (site / "content").mkdir(parents=True)
    (site / "hugo.yml").write_text(
        "baseURL: https://blog.example.com/\ndefaultContentLanguage: zh-cn\n"
        "languages:\n  zh-cn: {weight: 1}\n  zh-tw: {weight: 2}\n  en: {weight: 3}\n",
        encoding="utf-8",
    )
    record = Manifest(blog.out).get("zh-hant", "read-along")
    assert record is not None
    records = [
        dataclasses.replace(record, lang=lang, source=str(site / "content" / f"post.{lang}.md"))
        for lang in ("en", "zh-hans", "zh-hant")
    ]
    page = render_index(load_config(blog.root / "voices.yaml"), records)
    assert '<html lang="zh-hans">' in page
    assert [s.split('"')[0] for s in page.split('<section lang="')[1:]] == ["zh-hans", "en", "zh-hant"]
    # Without a site to ask, the most episodes lead, and a tie goes to the longest, not to the alphabet.
    loose = [
        dataclasses.replace(
            r, source=str(tmp_path / "nowhere" / "post.md"), duration=300.0 if r.lang == "zh-hant" else 100.0
        )
        for r in records
    ]
    assert '<html lang="zh-hant">' in render_index(load_config(blog.root / "voices.yaml"), loose)
