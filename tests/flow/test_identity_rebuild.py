"""Build, then build again: an unchanged site keeps every article's identity and rewrites nothing.

An article's key, page and group are a pure function of its bytes and the site's configuration
(DESIGN.md, Round 4). The second build takes unchanged articles from the first one's summaries
(flow.summaries), so whatever decides a page (slug, url, permalink, translationKey, categories, a date
typed by YAML) must come through the summary exactly as from the file: episodes.json, every feed and
every page byte-identical, every page URL the one the generator gives.
"""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import narrate.flow.summaries as summaries
from edge_standin import EdgeStandIn
from helpers import write
from narrate.config import load_config
from narrate.flow.build import build_site
from narrate.lock import LOCK_NAME

VOICES = """\
concurrency: 4
languages:
  en: {outro: ""}
  ja: {outro: ""}
feed:
  base_url: https://example.com/podcast
  link: https://blog.example
  author: Tester
  owner_name: Tester
  owner_email: podcast@example.com
  title: {en: Test notes, ja: テスト}
  description: {en: Test episodes., ja: テストのエピソード。}
"""

EN = "This is an article with enough words in it to be read aloud.\n\nA second paragraph follows it.\n"
JA = "これは読み上げるのに十分な長さの日本語の記事です。\n\n二つ目の段落もあります。\n"


def post(title: str, front: str, body: str = EN) -> str:
    return f"---\ntitle: {title}\n{front}---\n\n{body}"


# Hugo: every front matter key that moves a page or joins a group, and YAML-typed values (a date, a list).
HUGO_CONFIG = """\
baseURL = "https://blog.example/"
defaultContentLanguage = "en"
[permalinks]
  notes = "/:year/:month/:slug/"
[languages]
  [languages.en]
    weight = 1
  [languages.ja]
    weight = 2
"""
HUGO = {
    "posts/first-post.md": (post("First", "slug: chosen-slug\ndate: 2024-03-05\n"), "/posts/chosen-slug/"),
    "posts/second-post.md": (post("Second", "url: /custom/place/\n"), "/custom/place/"),
    "posts/pair-en.md": (post("Pair", "translationKey: pair\n"), "/posts/pair-en/"),
    "posts/pair-ja.ja.md": (post("ペア", "translationKey: pair\n", JA), "/ja/posts/pair-ja/"),
    "notes/dated.md": (
        post("Dated", "date: 2023-07-09T10:00:00+09:00\nslug: on-a-day\ntags: [a, b]\n"),
        "/2023/07/on-a-day/",
    ),
    "posts/bundle/index.md": (post("Bundle", "categories: [x]\n"), "/posts/bundle/"),
    "posts/bundle/index.ja.md": (post("バンドル", "", JA), "/ja/posts/bundle/"),
}

JEKYLL_CONFIG = "title: x\nurl: https://blog.example\nlang: en\n"
JEKYLL = {
    "_posts/2024-01-02-moved.md": (post("Moved", "permalink: /elsewhere/moved/\n"), "/elsewhere/moved/"),
    "_posts/2024-01-03-filed.md": (post("Filed", "categories: [Life, Notes]\n"), "/life/notes/2024/01/03/filed.html"),
    "_posts/2024-01-04-plain.md": (post("Plain", "date: 2024-01-04 10:00:00 +0000\n"), "/2024/01/04/plain.html"),
}


def make_site(root: Path, config: tuple[str, str], files: dict[str, tuple[str, str]], content: str) -> Path:
    write(root / "voices.yaml", VOICES)
    write(root / config[0], config[1])
    for rel, (text, _) in files.items():
        write(root / content / rel, text)
    return root / content


def published(out: Path) -> dict[str, bytes]:
    """Every file a build publishes (the lock aside), by its path below `out`."""
    return {
        p.relative_to(out).as_posix(): p.read_bytes()
        for p in sorted(out.rglob("*"))
        if p.is_file() and p.name != LOCK_NAME
    }


def pages(out: Path) -> dict[str, str]:
    """key → page of every episode in episodes.json."""
    data = json.loads((out / "episodes.json").read_text(encoding="utf-8"))
    return {episode["key"]: episode["page"] for episode in data["episodes"]}


@pytest.mark.parametrize(
    ("generator", "config", "files", "content"),
    [
        ("hugo", ("hugo.toml", HUGO_CONFIG), HUGO, "content"),
        ("jekyll", ("_config.yml", JEKYLL_CONFIG), JEKYLL, "."),
    ],
)
def test_an_unchanged_site_rebuilt_keeps_every_page_and_rewrites_nothing(
    tmp_path: Path,
    standin: EdgeStandIn,
    monkeypatch: pytest.MonkeyPatch,
    generator: str,
    config: tuple[str, str],
    files: dict[str, tuple[str, str]],
    content: str,
) -> None:
    folder = make_site(tmp_path / generator, config, files, content)
    voices = load_config(tmp_path / generator / "voices.yaml")
    out = tmp_path / "out"
    first = build_site(folder, voices, out, engine="edge", fallback=False)[1]
    assert first.failed == [] and len(first.built) == len(files)
    expected = {rel: "https://blog.example" + page for rel, (_, page) in files.items()}
    assert pages(out) == expected
    before = published(out)
    parsed: list[str] = []
    real = summaries.parse_article

    def parse_article(source: Any) -> Any:
        parsed.append(source.path.name)
        return real(source)

    monkeypatch.setattr(summaries, "parse_article", parse_article)
    again = build_site(folder, voices, out, engine="edge", fallback=False)[1]
    assert parsed == []  # every article came from its summary: what is checked is the second build's path
    assert again.built == [] and len(again.unchanged) == len(files)
    assert pages(out) == expected
    after = published(out)
    assert sorted(after) == sorted(before)
    assert [name for name in before if after[name] != before[name]] == []
    assert any(name.endswith("feed.xml") for name in after) and any(name.endswith(".html") for name in after)
    if generator == "hugo":
        groups = {e["key"]: e["group"] for e in json.loads((out / "episodes.json").read_text("utf-8"))["episodes"]}
        assert groups["posts/pair-en.md"] == groups["posts/pair-ja.ja.md"]
        assert groups["posts/bundle/index.md"] == groups["posts/bundle/index.ja.md"] != groups["posts/pair-en.md"]


def test_an_article_from_its_summary_is_the_article_from_its_file(tmp_path: Path) -> None:
    """Every field a build uses, front matter included, is the same whichever way the article came."""
    folder = make_site(tmp_path, ("hugo.toml", HUGO_CONFIG), HUGO, "content")
    write(
        folder / "posts" / "typed.md",
        post(
            "Typed",
            "weight: 3\nratio: 0.5\ndraft: false\nnothing:\n"
            "when: 2024-01-02\nat: 10:00:00\nnested: {a: [1, {b: 2024-01-02}]}\n"
            "1: one\n",
        ),
    )
    config = load_config(None)
    first = summaries.Readings(tmp_path / "cache", tmp_path / "out", folder, config)
    paths = sorted(folder.rglob("*.md"))
    parsed = [first.read(path) for path in paths]
    first.save()
    again = summaries.Readings(tmp_path / "cache", tmp_path / "out", folder, config)
    summarized = [again.read(path) for path in paths]
    assert all(a.summary_only for a in summarized)
    for full, summary in zip(parsed, summarized):
        assert summary.meta == full.meta and _types(summary.meta) == _types(full.meta)
        for name in ("title", "slug", "lang", "date", "description", "tags", "url", "draft", "slug_given"):
            assert getattr(summary, name) == getattr(full, name), name


def _types(value: Any) -> Any:
    """`value`'s shape with every leaf's type (True == 1 and aware datetimes in two offsets compare equal)."""
    if isinstance(value, dict):
        return [(_types(k), _types(v)) for k, v in value.items()]
    if isinstance(value, list):
        return [_types(v) for v in value]
    offset = value.utcoffset() if isinstance(value, (dt.datetime, dt.time)) else None
    return type(value).__name__, offset


_ZONES = st.sampled_from(
    [None, dt.timezone.utc, dt.timezone(dt.timedelta(hours=9)), dt.timezone(dt.timedelta(hours=-3, minutes=-30))]
)
_LEAVES = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text()
    | st.dates()
    | st.datetimes(timezones=_ZONES)
    | st.times(timezones=_ZONES)
)
_KEYS = st.text() | st.integers() | st.booleans() | st.dates()
_VALUES = st.recursive(
    _LEAVES, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(_KEYS, inner, max_size=4), max_leaves=20
)


@given(st.dictionaries(st.text(), _VALUES, max_size=6))
def test_front_matter_comes_back_from_a_summary_with_its_types(meta: dict[str, Any]) -> None:
    data = json.loads(json.dumps(summaries.encode_value(meta)))
    back = summaries.decode_value(data)
    assert back == meta and _types(back) == _types(meta)


def test_front_matter_a_summary_cannot_hold_is_parsed_every_time() -> None:
    for value in (float("nan"), {1, 2}, b"bytes", (1, 2)):
        with pytest.raises(ValueError):
            summaries.encode_value({"x": value})
    for data in ({"map": [[[1], 2]]}, {"datetime": "yesterday"}, {"a": 1, "b": 2}, {"unknown": "x"}):
        with pytest.raises(ValueError):
            summaries.decode_value(data)


def _cover(path: Path, colour: tuple[int, int, int]) -> None:
    from PIL import Image

    path.parent.mkdir(parents=True, exist_ok=True)
    Image.new("RGB", (1400, 1400), colour).save(path, "PNG")


def test_an_image_that_appears_or_changes_remakes_what_shows_it_and_nothing_else(
    tmp_path: Path, standin: EdgeStandIn
) -> None:
    """An episode's inputs are all in what decides whether it is current: its article's image is one. A cover
    named before its file is there (added by a later commit), or replaced under the same name, makes that
    episode again (its MP3's cover, its art, its page and feed item), from the cache, and touches no other
    episode's files; an unchanged site rebuilt then writes nothing and asks for nothing."""
    folder = make_site(
        tmp_path / "site",
        ("hugo.toml", 'baseURL = "https://blog.example/"\n'),
        {
            "posts/art/index.md": (post("Art", "image: cover.png\n"), ""),
            "posts/plain.md": (post("Plain", "", EN.replace("article", "note")), ""),
        },
        "content",
    )
    voices = load_config(tmp_path / "site" / "voices.yaml")
    out = tmp_path / "out"

    def build() -> Any:
        standin.reset_counters()
        return build_site(folder, voices, out, engine="edge", fallback=False)[1]

    first = build()
    assert {e["slug"] for e in first.built} == {"art", "plain"} and not (out / "en/art.png").exists()
    steps: list[bytes] = []
    for colour in ((200, 40, 40), (40, 200, 40)):  # the cover added, then replaced under its name
        before = published(out)
        _cover(folder / "posts/art/cover.png", colour)
        report = build()
        assert [e["slug"] for e in report.built] == ["art"] and standin.requests == []
        after = published(out)
        changed = {name for name in after if after[name] != before.get(name)}
        # Its MP3 (the cover in its tag), its art, and its page and episodes.json entry (the art's URL carries
        # the image's version); the feed names the art when it first appears (Apple wants an unversioned URL).
        assert {"en/art.mp3", "en/art.png", "en/art.html", "episodes.json"} <= changed
        assert "en/feed.xml" in changed or steps
        assert not {name for name in changed if "plain" in name}  # the other episode's files are untouched
        assert not {name for name in changed if name.startswith("cache")}
        steps.append(after["en/art.png"])
        from mutagen.id3 import ID3

        assert ID3(out / "en/art.mp3").getall("APIC")
    assert steps[0] != steps[1]
    before = published(out)
    again = build()
    assert again.built == [] and standin.requests == [] and published(out) == before


@pytest.mark.parametrize("length", [5_000, 60_000])
def test_a_translation_key_of_any_length_is_published_once_and_kept(tmp_path: Path, length: int) -> None:
    """Two versions of an article sharing a translationKey thousands of characters long: both are published
    (in their feeds) and a second build builds nothing. Its group went whole into the manifest record, whose
    check refuses a group past 4,000 characters: neither record was ever read back, so both were rebuilt on every
    build and no feed listed them (s9 attacks)."""
    from helpers import OFFLINE_VOICES, build_json

    key = "k" * length
    write(tmp_path / "voices.yaml", OFFLINE_VOICES.replace('en: {outro: ""}', 'en: {outro: ""}\n  ja: {outro: ""}'))
    write(tmp_path / "content" / "a.md", post("A", f"lang: en\ntranslationKey: {key}\n"))
    write(tmp_path / "content" / "b.md", post("B", f"lang: ja\ntranslationKey: {key}\n", JA))
    code, first, stderr = build_json(tmp_path)
    assert code == 0, stderr
    assert len(first["built"]) == 2
    code, again, stderr = build_json(tmp_path)
    assert code == 0, stderr
    assert again["built"] == [] and again["removed"] == []
    for lang in ("en", "ja"):
        assert (tmp_path / "out" / lang / "feed.xml").read_text(encoding="utf-8").count("<item>") == 1
