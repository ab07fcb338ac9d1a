"""Feeds and sidecars against the specs: the podcast namespace XSD, a JSON Schema of JSON Chapters 1.2,
Podlove Simple Chapters read back by podcastparser, SRT beside VTT."""

from __future__ import annotations

import copy
import dataclasses
import io
import json
import xml.etree.ElementTree as ET
from pathlib import Path

import jsonschema
import podcastparser
import pytest
import xmlschema
from typer.testing import CliRunner

from narrate.cli import app
from narrate.config import Person, load_config
from narrate.publish.manifest import Manifest
from narrate.publish.rss import render_feed

# A build, then the XSD schemas loaded and checked: past the suite's default time limit (pyproject.toml).
pytestmark = pytest.mark.timeout(900)

SCHEMAS = Path(__file__).parent.parent / "fixtures" / "schemas"
PODCAST_NS = "https://podcastindex.org/namespace/1.0"
PSC_NS = "http://podlove.org/simple-chapters"


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The example blog built with espeak-ng (every language), with its feeds."""
    from conftest import EXAMPLES, REPO

    out = tmp_path_factory.mktemp("schemas") / "out"
    result = CliRunner().invoke(
        app, ["build", str(EXAMPLES), "--out", str(out), "--engine", "espeak", "--config", str(REPO / "voices.yaml")]
    )
    assert result.exit_code == 0, result.output
    return out


def _without_namespace(element: ET.Element) -> ET.Element:
    """A copy of a podcast: element with the namespace taken off (the XSD declares no target namespace)."""
    bare = copy.deepcopy(element)
    for node in bare.iter():
        node.tag = node.tag.split("}", 1)[-1]
    return bare


def test_podcast_elements_validate_against_the_namespace_xsd(built: Path) -> None:
    schema = xmlschema.XMLSchema(str(SCHEMAS / "podcast.xsd"))
    checked: dict[str, int] = {}
    for feed in sorted(built.glob("*/feed.xml")):
        for element in ET.parse(feed).getroot().iter():
            if not element.tag.startswith(f"{{{PODCAST_NS}}}"):
                continue
            name = element.tag.split("}", 1)[1]
            if name not in schema.elements:
                continue  # podcast:guid has no declaration in this XSD
            schema.validate(ET.tostring(_without_namespace(element), encoding="unicode"))
            checked[name] = checked.get(name, 0) + 1
    assert {"transcript", "chapters", "locked", "person"} <= set(checked), checked
    # A wrong one is caught: the XSD is a real judge here.
    bad = ET.Element("transcript", {"url": "https://x/y.vtt"})  # no type
    with pytest.raises(xmlschema.XMLSchemaValidationError):
        schema.validate(ET.tostring(bad, encoding="unicode"))


def test_configured_people_and_txt_validate(built: Path) -> None:
    """feed.people and feed.txt as narrate writes them, against the namespace XSD (person) and the
    tag's definition (txt: podcast.xsd does not declare it)."""
    from conftest import REPO

    schema = xmlschema.XMLSchema(str(SCHEMAS / "podcast.xsd"))
    txt_schema = xmlschema.XMLSchema(str(SCHEMAS / "podcast-txt.xsd"))
    config = load_config(REPO / "voices.yaml")
    people = (
        Person("Jane Host", "host", "cast", "https://jane.example.org", "https://jane.example.org/me.jpg"),
        Person("王小明", "author", "writing"),
    )
    txt = (("applepodcastsverify", "en", "05124"), ("verify", "", "S6lpp-7ZCn8-dZfGc-OoyaG"))
    config = dataclasses.replace(config, feed=dataclasses.replace(config.feed, people=people, txt=txt))
    manifest = Manifest(built)
    document = render_feed(config, "en", manifest.records("en"), built, "https://blog.example.com/podcast/cover.png")
    channel = ET.fromstring(document).find("channel")
    assert channel is not None
    persons = channel.findall(f"{{{PODCAST_NS}}}person")
    texts = channel.findall(f"{{{PODCAST_NS}}}txt")
    assert [p.text for p in persons] == ["Jane Host", "王小明"] and len(texts) == 3
    # The AI disclosure, on the channel and on every item.
    items = [t for item in channel.iter("item") for t in item.findall(f"{{{PODCAST_NS}}}txt")]
    assert [(t.get("purpose"), t.text) for t in texts[2:] + items] == [("ai-content", "true")] * (
        1 + len(channel.findall("item"))
    )
    for element in persons:
        schema.validate(ET.tostring(_without_namespace(element), encoding="unicode"))
    for element in texts + items:
        txt_schema.validate(ET.tostring(_without_namespace(element), encoding="unicode"))
    with pytest.raises(xmlschema.XMLSchemaValidationError):  # the txt schema is a judge too
        txt_schema.validate(f'<txt purpose="{"p" * 129}">x</txt>')


def test_every_item_lists_vtt_and_srt_with_language(built: Path) -> None:
    for feed in sorted(built.glob("*/feed.xml")):
        root = ET.parse(feed).getroot()
        language = root.findtext("channel/language")
        for item in root.iter("item"):
            transcripts = item.findall(f"{{{PODCAST_NS}}}transcript")
            assert [t.get("type") for t in transcripts] == ["text/vtt", "application/x-subrip"]
            assert {t.get("language") for t in transcripts} == {language}
            vtt, srt = (
                built / feed.parent.name / t.get("url", "").split("?v=")[0].rsplit("/", 1)[1] for t in transcripts
            )
            vtt_cues = vtt.read_text(encoding="utf-8").split("\n\n")[1:]
            srt_cues = srt.read_text(encoding="utf-8").strip().split("\n\n")
            assert len([c for c in vtt_cues if c.strip()]) == len(srt_cues)
            # Same times, SRT's comma for the decimal point.
            assert vtt_cues[0].splitlines()[1].replace(".", ",") == srt_cues[0].splitlines()[1]


def test_chapters_json_validates_against_the_spec_schema(built: Path) -> None:
    schema = json.loads((SCHEMAS / "chapters.schema.json").read_text(encoding="utf-8"))
    files = sorted(built.glob("*/*.chapters.json"))
    assert files
    for path in files:
        doc = json.loads(path.read_text(encoding="utf-8"))
        jsonschema.validate(doc, schema)
        starts = [c["startTime"] for c in doc["chapters"]]
        assert starts == sorted(starts) and starts[0] == 0
        # Each chapter links to its place on the article's page (feed.article_url, Hugo's heading ids).
        page = f"https://blog.example.com/posts/{path.name.removesuffix('.chapters.json')}/"
        assert [c["url"].split("#")[0] for c in doc["chapters"]] == [page] * len(doc["chapters"])
        # Every heading's chapter has its id; the footnotes (a heading narrate says) have none on a Hugo page.
        notes = {"Notes", "附註", "注释", "注記", "각주"}
        assert all(("#" in c["url"]) != (c["title"] in notes) for c in doc["chapters"][1:]), doc
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({"version": "1.2.0", "chapters": [{"title": "no start"}]}, schema)


def test_podlove_chapters_read_back_by_podcastparser(built: Path) -> None:
    manifest = Manifest(built)
    seen = 0
    for feed in sorted(built.glob("*/feed.xml")):
        parsed = podcastparser.parse(
            f"https://blog.example.com/podcast/{feed.parent.name}/feed.xml", io.BytesIO(feed.read_bytes())
        )
        for episode in parsed["episodes"]:
            slug = episode["enclosures"][0]["url"].split("?")[0].rsplit("/", 1)[1].removesuffix(".mp3")
            record = manifest.get(feed.parent.name, slug)
            assert record is not None
            assert [(c["start"], c["title"]) for c in episode["chapters"]] == [
                (int(float(start)), title) for start, title, *_ in record.chapters
            ]
            seen += 1
    assert seen >= 9


def _en_feed(built: Path, **feed: object) -> ET.Element:
    from conftest import REPO

    config = load_config(REPO / "voices.yaml")
    config = dataclasses.replace(config, feed=dataclasses.replace(config.feed, **feed))  # type: ignore[arg-type]
    records = list(Manifest(built).records("en"))
    if "records" in feed:
        raise AssertionError("records are not a feed setting")
    channel = ET.fromstring(render_feed(config, "en", records, built, "")).find("channel")
    assert channel is not None
    return channel


def test_disclosure_sentence_is_configurable_and_the_tags_can_be_turned_off(built: Path) -> None:
    content = "{http://purl.org/rss/1.0/modules/content/}encoded"
    own = "Read aloud by Aria, a synthetic voice; the words are the author's."
    channel = _en_feed(built, disclosure={"en": own})
    for item in channel.iter("item"):
        assert (item.findtext(content) or "").endswith(f"<p>{own}</p>")
        assert (item.findtext("description") or "").endswith(" " + own)
    default = _en_feed(built)
    for item in default.iter("item"):
        assert (item.findtext(content) or "").endswith(
            "<p>Narrated by a synthetic voice (text-to-speech) from the article's text.</p>"
        )
    off = _en_feed(built, disclosure={"default": ""}, ai_content=False)
    assert not off.findall(f".//{{{PODCAST_NS}}}txt")
    for item in off.iter("item"):
        assert "synthetic" not in (item.findtext(content) or "") + (item.findtext("description") or "")


def test_markdown_in_a_description_is_rendered_not_shown(built: Path) -> None:
    """HTML in content:encoded, plain words in <description>: never `**hash**`."""
    from narrate.publish import rss

    record = next(iter(Manifest(built).records("en")))
    marked = dataclasses.replace(
        record,
        description="Why the **hash** of a [chunk](https://example.org/c) is its `key` <script>alert(1)</script>",
    )
    notes = rss.show_notes(marked)
    assert notes.startswith('<p>Why the <strong>hash</strong> of a <a href="https://example.org/c"')
    assert "<code>key</code>" in notes and "<script" not in notes and "**" not in notes
    plain = rss.item_description(marked)
    assert plain.startswith("Why the hash of a chunk is its key") and "*" not in plain and "<" not in plain


def test_show_note_timestamps_are_mm_ss_or_hh_mm_ss() -> None:
    from narrate.publish.rss import timestamp

    assert [timestamp(s) for s in (0, 5.9, 65, 3599)] == ["00:00", "00:05", "01:05", "59:59"]
    assert timestamp(3723) == "01:02:03" and timestamp(65, hours=True) == "00:01:05"
