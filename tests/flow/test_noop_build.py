"""A no-op build: nothing parsed again, nothing rendered again, nothing rewritten — and every change
that matters still rebuilds what it affects (an edit, a reading setting, narrate's version, a feed
setting, an output file deleted or edited)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import narrate.flow.summaries as summaries
from edge_standin import EdgeStandIn
from helpers import write as _write
from test_build import VOICES, _article, _build, _small_site, keys, snapshot


def _count_reads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The articles a build parses (rather than takes from the last build's summaries), by file name."""
    parsed: list[str] = []
    real = summaries.parse_article

    def counting(source: Any):
        parsed.append(source.path.parent.name + "/" + source.path.name)
        return real(source)

    monkeypatch.setattr(summaries, "parse_article", counting)
    return parsed


ALL = {"en/one", "en/two", "zh-hant/one", "en/three"}


def test_a_no_op_build_parses_no_article_and_writes_no_file(
    tmp_path: Path, standin: EdgeStandIn, monkeypatch: pytest.MonkeyPatch
) -> None:
    content = _small_site(tmp_path)
    out = tmp_path / "out"
    first = _build(tmp_path, content)
    assert keys(first.built) == ALL
    parsed = _count_reads(monkeypatch)
    before = snapshot(out)
    again = _build(tmp_path, content)
    assert again.built == [] and keys(again.unchanged) == ALL
    assert parsed == []  # every article from its summary
    assert snapshot(out) == before  # not one file written: feeds, pages, episodes.json, manifest
    # What the build reports is the same as when it rendered the feeds: the feeds and the warnings.
    assert again.feeds == first.feeds and again.warnings == first.warnings
    assert any("feed.image" in w for w in again.warnings)

    # An edit: that article is read (and narrated) again, the others are not.
    _write(content / "posts/two/index.en.md", _article("Two", "Two, first paragraph.\n\nTwo, edited."))
    report = _build(tmp_path, content)
    assert keys(report.built) == {"en/two"} and parsed.count("two/index.en.md") >= 1
    assert {p for p in parsed if p != "two/index.en.md"} == set()
    assert "Two, edited." in (out / "en" / "two.vtt").read_text(encoding="utf-8")


def test_a_reading_setting_or_another_narrate_reads_every_article_again(
    tmp_path: Path, standin: EdgeStandIn, monkeypatch: pytest.MonkeyPatch
) -> None:
    content = _small_site(tmp_path)
    _build(tmp_path, content)
    parsed = _count_reads(monkeypatch)
    # How articles are read (footnotes) is part of every summary's key.
    _write(tmp_path / "voices.yaml", VOICES + "footnotes: omit\n")
    _build(tmp_path, content)
    assert len(parsed) >= 4
    parsed.clear()
    _build(tmp_path, content)
    assert parsed == []
    # Another narrate (a new version, or its text stage edited) reads them all again.
    import narrate.records as records

    records.code_digest.cache_clear()
    monkeypatch.setattr(records, "__version__", "99.0")
    report = _build(tmp_path, content)
    records.code_digest.cache_clear()
    assert len(parsed) == 4 and keys(report.unchanged) == ALL  # read again; the episodes still stand


def test_a_changed_feed_setting_or_a_touched_output_file_renders_the_site_again(
    tmp_path: Path, standin: EdgeStandIn
) -> None:
    content = _small_site(tmp_path)
    out = tmp_path / "out"
    _build(tmp_path, content)
    feed = out / "en" / "feed.xml"
    page = out / "en" / "one.html"
    assert "Tester" in feed.read_text(encoding="utf-8") and page.is_file()

    # A feed setting: the feeds say the new one; no episode is narrated again.
    _write(tmp_path / "voices.yaml", VOICES.replace("author: Tester", "author: Someone Else"))
    report = _build(tmp_path, content)
    assert report.built == [] and "Someone Else" in feed.read_text(encoding="utf-8")

    # A published file deleted or edited by hand: put back as narrate renders it.
    rendered = feed.read_bytes()
    feed.unlink()
    page.unlink()
    _build(tmp_path, content)
    assert feed.read_bytes() == rendered and page.is_file()
    feed.write_bytes(rendered.replace(b"Someone Else", b"Vandal"))
    _build(tmp_path, content)
    assert feed.read_bytes() == rendered
    (out / "episodes.json").unlink()
    _build(tmp_path, content)
    assert (out / "episodes.json").is_file()

    # An episode's MP3 deleted: that episode is made again (and listed again).
    (out / "en" / "three.mp3").unlink()
    report = _build(tmp_path, content)
    assert keys(report.built) == {"en/three"} and (out / "en" / "three.mp3").is_file()
    assert b"three.mp3" in feed.read_bytes()


def test_a_summary_that_does_not_match_is_never_used(
    tmp_path: Path, standin: EdgeStandIn, monkeypatch: pytest.MonkeyPatch
) -> None:
    import json
    import os

    content = _small_site(tmp_path)
    _build(tmp_path, content)

    (summaries,) = (Path(os.environ["NARRATE_CACHE_DIR"]) / "articles").glob("*.json")
    data = json.loads(summaries.read_text(encoding="utf-8"))
    assert len(data["data"]) == 4
    # A summary whose hash is not the file's (an edit the key somehow missed) is not used.
    for entry in data["data"].values():
        entry["article"]["source_hash"] = "0" * 64
    summaries.write_text(json.dumps(data), encoding="utf-8")
    parsed = _count_reads(monkeypatch)
    report = _build(tmp_path, content)
    assert len(parsed) == 4 and keys(report.unchanged) == ALL
    # A broken file: every article is read again, and the build goes on.
    summaries.write_text("{not json", encoding="utf-8")
    parsed.clear()
    report = _build(tmp_path, content)
    assert len(parsed) == 4 and keys(report.unchanged) == ALL and report.failed == []


def test_every_article_file_is_read_once_per_build(
    tmp_path: Path, standin: EdgeStandIn, monkeypatch: pytest.MonkeyPatch
) -> None:
    """One reading path: the bytes a summary is checked against are the bytes parsed (text.source opens
    the file; flow.summaries parses that same read on a miss), never the file read a second time."""
    import collections

    import narrate.text.source as source

    opened: collections.Counter[str] = collections.Counter()
    real = source._read_bytes

    def counting(path: Path) -> bytes:
        opened[path.parent.name + "/" + path.name] += 1
        return real(path)

    monkeypatch.setattr(source, "_read_bytes", counting)
    parsed = _count_reads(monkeypatch)
    content = _small_site(tmp_path)
    files = {"one/index.en.md", "two/index.en.md", "one/index.zh-hant.md", "posts/three.md"}
    _build(tmp_path, content)  # cold: every file read once and parsed from that read
    assert set(opened) == files and set(opened.values()) == {1}
    assert sorted(parsed) == sorted(files)
    opened.clear()
    parsed.clear()
    _build(tmp_path, content)  # a no-op: read once (to check its summary), parsed never
    assert set(opened) == files and set(opened.values()) == {1} and parsed == []
    opened.clear()
    _write(content / "posts/two/index.en.md", _article("Two", "Two, first paragraph.\n\nTwo, edited."))
    _build(tmp_path, content)  # an edit: that file parsed from the one read that found it changed
    assert set(opened) == files and set(opened.values()) == {1} and parsed == ["two/index.en.md"]


@pytest.mark.parametrize(
    "edit",
    [
        {"date": "not a date"},
        {"date": 20240101},
        {"title": None},
        {"tags": "one"},
        {"source_hash": "0" * 64},
    ],
)
def test_an_edited_summary_is_parsed_again_never_raised(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, edit: dict[str, Any]
) -> None:
    """The summaries are a file anyone can edit: any field that is not as a reading makes it is a miss."""
    import json

    from narrate import records
    from narrate.config import load_config

    content = _small_site(tmp_path)
    config = load_config(tmp_path / "voices.yaml")
    path = content / "posts/one/index.en.md"
    first = summaries.Readings(tmp_path / "cache", tmp_path / "out", content, config)
    full = first.read(path)
    first.save()
    (file,) = (tmp_path / "cache" / "articles").glob("*.json")
    assert summaries.Readings(tmp_path / "cache", tmp_path / "out", content, config).read(path).summary_only
    data = records.load_record(file, records.READINGS)
    data[str(path)]["article"].update(edit)
    records.save_record(file, records.READINGS, data)
    parsed = _count_reads(monkeypatch)
    again = summaries.Readings(tmp_path / "cache", tmp_path / "out", content, config).read(path)
    assert not again.summary_only and parsed == ["one/index.en.md"]
    assert (again.title, again.date, again.tags, again.reading_key) == (
        full.title,
        full.date,
        full.tags,
        full.reading_key,
    )
    json.loads(file.read_text(encoding="utf-8"))  # (still a record: nothing was half-written)
