"""episodes.json: checked against its shipped JSON Schema, against the files it names, and for stability."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from blogsite import BASE, HOSTILE, Blog, built_blog
from helpers import mp3_info
from narrate.publish.episodes import schema
from narrate.publish.manifest import Manifest
from narrate.publish.site import write_site


@pytest.fixture(scope="module")
def blog(tmp_path_factory: pytest.TempPathFactory) -> Blog:
    return built_blog(tmp_path_factory)


def load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def validator() -> jsonschema.protocols.Validator:
    shipped = schema()
    cls = jsonschema.validators.validator_for(shipped)
    cls.check_schema(shipped)
    return cls(shipped, format_checker=cls.FORMAT_CHECKER)


def local(url: str, out: Path) -> Path:
    assert url.startswith(BASE + "/"), url
    return out / url[len(BASE) + 1 :].split("?", 1)[0]


@pytest.mark.parametrize(
    "name", ["episodes.json", "zh-hant/episodes.json", "zh-hans/episodes.json", "en/episodes.json"]
)
def test_every_file_matches_the_shipped_schema(blog: Blog, name: str) -> None:
    errors = sorted(validator().iter_errors(load(blog.out / name)), key=str)
    assert errors == []


@pytest.mark.parametrize(
    ("mutate", "why"),
    [
        (lambda d: d["episodes"][0].pop("audio"), "a missing audio URL"),
        (lambda d: d["episodes"][0].__setitem__("slug", "Not A Slug"), "a slug outside [a-z0-9-]"),
        (lambda d: d["episodes"][0].__setitem__("bytes", 0), "an empty file"),
        (lambda d: d["episodes"][0].__setitem__("date", "yesterday"), "a date that is not ISO 8601"),
        (lambda d: d["episodes"][0].__setitem__("surprise", 1), "an undocumented key"),
        (lambda d: d.__setitem__("version", 1), "another format version"),
        (lambda d: d["episodes"][0].__setitem__("page", "javascript:alert(1)"), "a page that is no URL or path"),
    ],
)
def test_the_schema_rejects_what_it_must(blog: Blog, mutate: Any, why: str) -> None:
    doc = copy.deepcopy(load(blog.out / "episodes.json"))
    mutate(doc)
    assert list(validator().iter_errors(doc)), f"the schema accepted {why}"


def test_entries_agree_with_the_files_and_the_manifest(blog: Blog) -> None:
    doc = load(blog.out / "episodes.json")
    records = {r.key: r for r in Manifest(blog.out).records()}
    assert (
        {f"{e['lang']}/{e['slug']}" for e in doc["episodes"]}
        == set(records)
        == {"zh-hant/read-along", "zh-hans/read-along", "en/hostile"}
    )
    for entry in doc["episodes"]:
        record = records[f"{entry['lang']}/{entry['slug']}"]
        mp3 = local(entry["audio"], blog.out)
        assert entry["audio"] == f"{BASE}/{record.lang}/{record.slug}.mp3?v={record.audio_sha256[:12]}"  # the feed's
        assert entry["bytes"] == mp3.stat().st_size
        assert entry["duration"] == pytest.approx(mp3_info(mp3).length, abs=0.05)
        assert local(entry["transcript"], blog.out).read_text(encoding="utf-8").startswith("WEBVTT")
        chapters = json.loads(local(entry["chapters"], blog.out).read_text(encoding="utf-8"))
        assert chapters["version"] == "1.2.0"
        assert entry["url"] == record.link == f"https://blog.example.org/posts/{entry['slug']}/"
        assert entry["title"] == record.title
        # The identity templates look it up by: the source path, the article's page, its translations.
        assert entry["key"] == record.article_key == Path(record.source).relative_to(blog.content).as_posix()
        assert entry["page"] == record.page == f"https://blog.example.org/posts/{Path(entry['key']).parent.name}/"
        assert entry["group"] == record.group == str(Path(entry["key"]).parent.as_posix())
        assert entry["listen"] == f"{BASE}/{record.lang}/{record.slug}.html"


def test_other_languages_are_the_translations_of_the_same_group(blog: Blog) -> None:
    entries = {(e["lang"], e["slug"]): e for e in load(blog.out / "episodes.json")["episodes"]}
    assert entries["zh-hant", "read-along"]["languages"] == ["zh-hans"]
    assert entries["zh-hans", "read-along"]["languages"] == ["zh-hant"]
    assert entries["en", "hostile"]["languages"] == []
    # The per-language file names the other languages too, though it lists only its own episodes.
    hant = load(blog.out / "zh-hant" / "episodes.json")
    assert hant["lang"] == "zh-hant" and [e["lang"] for e in hant["episodes"]] == ["zh-hant"]
    assert hant["episodes"][0]["languages"] == ["zh-hans"]
    assert hant["feeds"] == {"zh-hant": f"{BASE}/zh-hant/feed.xml"}


def test_newest_first_and_keys_in_the_documented_order(blog: Blog) -> None:
    doc = load(blog.out / "episodes.json")
    assert list(doc) == ["version", "generator", "base_url", "lang", "feeds", "episodes"]
    assert [(e["lang"], e["slug"]) for e in doc["episodes"]] == [
        ("zh-hans", "read-along"),
        ("zh-hant", "read-along"),
        ("en", "hostile"),
    ]
    documented = schema()["$defs"]["episode"]["required"]
    assert all(list(entry) == documented for entry in doc["episodes"])


def test_a_hostile_title_round_trips_and_cannot_break_out_of_a_script_element(blog: Blog) -> None:
    text = (blog.out / "en" / "episodes.json").read_text(encoding="utf-8")
    assert json.loads(text)["episodes"][0]["title"] == HOSTILE
    assert "<" not in text and ">" not in text and "&" not in text


def test_a_re_render_is_byte_identical_and_leaves_no_temporaries(blog: Blog, tmp_path: Path) -> None:
    copy_ = blog.copy(tmp_path / "blog")
    before = {p: p.read_bytes() for p in copy_.out.rglob("episodes.json")}
    write_site(copy_.config(), copy_.out)
    assert {p: p.read_bytes() for p in copy_.out.rglob("episodes.json")} == before
    assert not list(copy_.out.rglob("*.tmp"))


def test_an_incomplete_episode_is_not_listed(blog: Blog, tmp_path: Path) -> None:
    copy_ = blog.copy(tmp_path / "blog")
    (copy_.out / "zh-hans" / "read-along.mp3").unlink()
    warnings: list[str] = []
    write_site(copy_.config(), copy_.out, warn=warnings.append)
    doc = load(copy_.out / "episodes.json")
    assert ("zh-hans", "read-along") not in {(e["lang"], e["slug"]) for e in doc["episodes"]}
    hant = next(e for e in doc["episodes"] if e["lang"] == "zh-hant")
    assert hant["languages"] == []  # no switching to an episode that cannot play
    assert load(copy_.out / "zh-hans" / "episodes.json")["episodes"] == []
    assert any("zh-hans/read-along" in w for w in warnings)


def test_del_and_c1_controls_are_escaped_and_round_trip() -> None:
    """A file name's DEL or U+009B (a terminal's CSI) in a key is written as an escape, never raw (attacks s8);
    the JSON means the same."""
    from narrate.publish.episodes import safe_json

    data = {"key": "no\x7ftes\x9b2J.md", "title": "<b> & \u2028"}
    text = safe_json(data)
    assert not any("\x7f" <= ch <= "\x9f" for ch in text)
    assert json.loads(text) == data
