"""The offline fallback never publishes gibberish.

espeak-ng's `ja` voice says "Chinese letter" for every kanji. With Edge unreachable, a
language whose `languages.<code>.fallback` is false (ja by default), or whose chunks
espeak-ng would name rather than read (`auto`), fails with one line and publishes
nothing; the other articles of a build go on with espeak-ng; the next run that reaches
Edge builds it. The service is "down" as everywhere in the tests (a closed local port)
and "up" as the loopback stand-in (tests/edge_standin.py).
"""

from __future__ import annotations

import json
from pathlib import Path

import feedparser
import pytest
from typer.testing import CliRunner

from edge_standin import EdgeStandIn
from helpers import mp3_info, write
from narrate.cli import app
from narrate.config import load_config
from narrate.errors import ConfigError, FallbackRefused
from narrate.flow.build import build_site
from narrate.flow.episode import fingerprint, narrate_article
from narrate.publish.manifest import Manifest
from narrate.voice.engines.base import SpeechRequest
from narrate.voice.engines.edge import EdgeEngine
from narrate.voice.engines.espeak import EspeakEngine, named_letters
from narrate.voice.fallback import FallbackPolicy

DOWN = "ws://127.0.0.1:9"  # nobody listens: Edge cannot be reached

VOICES = """\
concurrency: 4
languages:
  en: {outro: ""}
  ja: {outro: ""}
  zh-hant: {outro: ""}
feed:
  base_url: https://example.com/podcast
  link: https://example.com
  author: Tester
  owner_name: Tester
  owner_email: podcast@example.com
  title: {en: Test notes, ja: テストノート, zh-hant: 測試筆記}
  description: {en: Test episodes., ja: テストです。, zh-hant: 測試節目。}
"""

JA = "日本語の記事です。漢字を読む声が必要です。\n\n二段落目も漢字が多い文章になっています。\n"
EN = "An English article the offline voice reads well.\n\nIts second paragraph.\n"


def article(title: str, body: str, lang: str) -> str:
    return f"---\ntitle: {title}\nlang: {lang}\n---\n\n{body}"


def site(root: Path, voices: str = VOICES) -> Path:
    write(root / "voices.yaml", voices)
    content = root / "content"
    write(content / "posts/nihongo/index.ja.md", article("日本語の記事", JA, "ja"))
    write(content / "posts/english/index.en.md", article("English article", EN, "en"))
    return content


def build(root: Path, content: Path):
    return build_site(content, load_config(root / "voices.yaml"), root / "out")[1]


def published_files(out: Path, slug: str) -> list[str]:
    """Every file in the output folder that belongs to `slug` (MP3, transcripts, chapters, temporaries)."""
    return sorted(str(p.relative_to(out)) for p in out.rglob("*") if slug in p.name)


def feed_titles(out: Path, lang: str) -> list[str]:
    path = out / lang / "feed.xml"
    if not path.is_file():
        return []
    return [entry.title for entry in feedparser.parse(path.read_bytes()).entries]


def episodes_json_slugs(out: Path) -> set[str]:
    path = out / "episodes.json"
    if not path.is_file():
        return set()
    data = json.loads(path.read_text(encoding="utf-8"))
    found: set[str] = set()

    def walk(node: object) -> None:
        if isinstance(node, dict):
            if isinstance(node.get("slug"), str):
                found.add(f"{node.get('lang')}/{node['slug']}")
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(data)
    return found


# --------------------------------------------------------------------------- the must-show scenario


def test_japanese_with_the_service_down_fails_clearly_publishes_nothing_and_the_next_run_builds_it(
    tmp_path: Path, standin: EdgeStandIn, monkeypatch: pytest.MonkeyPatch
) -> None:
    content = site(tmp_path)
    out = tmp_path / "out"
    monkeypatch.setenv("NARRATE_EDGE_URL", DOWN)
    report = build(tmp_path, content)

    # The Japanese article fails with one line: the file, what is wrong, how to fix it.
    assert len(report.failed) == 1, report.failed
    line = report.failed[0]["error"]
    assert "\n" not in line and "index.ja.md" in line
    assert "cannot be reached" in line and "cannot read Japanese intelligibly" in line
    assert "run again" in line and "languages.ja.fallback: true" in line
    # The other language's article goes on, narrated offline.
    assert [e["slug"] for e in report.built] == ["english"] and report.built[0]["engine"] == "espeak"
    assert mp3_info(out / "en" / "english.mp3").length > 1
    # Nothing of the Japanese episode is published: no file, no feed item, no episodes.json entry, no record.
    assert published_files(out, "nihongo") == []
    assert feed_titles(out, "ja") == []
    assert feed_titles(out, "en") == ["English article"]
    assert "ja/nihongo" not in episodes_json_slugs(out) and "en/english" in episodes_json_slugs(out)
    assert Manifest(out).get("ja", "nihongo") is None
    assert not any(p.name.startswith(".") and p.suffix == ".tmp" for p in out.rglob("*"))
    assert standin.requests == []  # the stand-in was not the service of that run

    # The service is back: the next run builds it with Edge (and narrates the offline English again).
    monkeypatch.setenv("NARRATE_EDGE_URL", standin.url)
    report = build(tmp_path, content)
    assert report.failed == []
    built = {e["slug"]: e["engine"] for e in report.built}
    assert built == {"nihongo": "edge", "english": "edge"}
    assert mp3_info(out / "ja" / "nihongo.mp3").length > 1
    assert feed_titles(out, "ja") == ["日本語の記事"]
    assert "ja/nihongo" in episodes_json_slugs(out)
    record = Manifest(out).get("ja", "nihongo")
    assert record is not None and record.engine == "edge"
    assert any("漢字" in r["text"] for r in standin.requests)


def test_a_published_episode_stays_as_it_was_when_its_edit_cannot_be_narrated(
    tmp_path: Path, standin: EdgeStandIn, monkeypatch: pytest.MonkeyPatch
) -> None:
    content = site(tmp_path)
    out = tmp_path / "out"
    assert build(tmp_path, content).failed == []  # with Edge (the stand-in)
    mp3 = out / "ja" / "nihongo.mp3"
    before = (mp3.read_bytes(), (out / "ja" / "feed.xml").read_bytes(), Manifest(out).get("ja", "nihongo"))

    write(content / "posts/nihongo/index.ja.md", article("日本語の記事", JA + "\n三段落目を書き足しました。\n", "ja"))
    monkeypatch.setenv("NARRATE_EDGE_URL", DOWN)
    report = build(tmp_path, content)
    assert [f["source"] for f in report.failed] == [str(content / "posts/nihongo/index.ja.md")]
    assert "cannot read Japanese intelligibly" in report.failed[0]["error"]
    after = (mp3.read_bytes(), (out / "ja" / "feed.xml").read_bytes(), Manifest(out).get("ja", "nihongo"))
    assert after == before  # the old episode, its feed item and its record, untouched

    monkeypatch.setenv("NARRATE_EDGE_URL", standin.url)
    standin.reset_counters()
    report = build(tmp_path, content)
    assert [e["slug"] for e in report.built] == ["nihongo"] and report.failed == []
    # Only the new paragraph reached the service: the rest came from the cache.
    assert [r["text"] for r in standin.requests] == ["三段落目を書き足しました。"]


def test_a_single_article_exits_1_with_one_line_and_writes_nothing(tmp_path: Path) -> None:
    content = site(tmp_path)
    source = content / "posts/nihongo/index.ja.md"
    out = tmp_path / "out"
    result = CliRunner().invoke(app, [str(source), "--out", str(out), "--config", str(tmp_path / "voices.yaml")])
    assert result.exit_code == 1
    errors = [line for line in result.stderr.splitlines() if "error" in line]
    assert len(errors) == 1 and str(source) in errors[0] and "languages.ja.fallback: true" in errors[0]
    assert not out.exists() or published_files(out, "nihongo") == []


def test_the_error_carries_its_context(tmp_path: Path) -> None:
    content = site(tmp_path)
    source = content / "posts/nihongo/index.ja.md"
    with pytest.raises(FallbackRefused) as caught:
        narrate_article(source, tmp_path / "out", config=load_config(tmp_path / "voices.yaml"))
    error = caught.value
    assert error.key == "languages.ja.fallback" and error.engine == "espeak" and error.voice == "ja"
    assert error.path == source and str(error).startswith(f"{source}: ")


def test_a_japanese_block_in_a_chinese_article_is_a_japanese_chunk(tmp_path: Path) -> None:
    content = site(tmp_path)
    body = (
        "這是一篇中文文章，中間引用了一段日文。\n\n"
        "> 日本語の文章を引用します。漢字とひらがなが混ざっています。\n\n"
        "引用結束後繼續用中文說明。\n"
    )
    write(content / "posts/mixed/index.zh-hant.md", article("混合文章", body, "zh-hant"))
    report = build(tmp_path, content)
    failed = {Path(f["source"]).parent.name: f["error"] for f in report.failed}
    assert set(failed) == {"nihongo", "mixed"}
    assert "cannot read Japanese intelligibly" in failed["mixed"]
    assert not (tmp_path / "out" / "zh-hant" / "mixed.mp3").exists()


def test_fallback_true_forces_the_offline_voice(tmp_path: Path) -> None:
    content = site(tmp_path, VOICES.replace('ja: {outro: ""}', 'ja: {outro: "", fallback: true}'))
    report = build(tmp_path, content)
    assert report.failed == []
    assert {e["slug"]: e["engine"] for e in report.built} == {"nihongo": "espeak", "english": "espeak"}


def test_the_guard_stops_a_language_set_to_auto(tmp_path: Path) -> None:
    """Without the evidence (`auto`), espeak-ng's own phonemes show it would name the kanji: refused."""
    content = site(tmp_path, VOICES.replace('ja: {outro: ""}', 'ja: {outro: "", fallback: auto}'))
    report = build(tmp_path, content)
    assert len(report.failed) == 1
    line = report.failed[0]["error"]
    assert "cannot read Japanese intelligibly" in line and "Chinese letter" in line and "日" in line
    assert [e["slug"] for e in report.built] == ["english"]


# --------------------------------------------------------------------------- the setting


@pytest.mark.parametrize("value", ["maybe", "1", "[true]", "yes please"])
def test_a_bad_fallback_value_names_the_file_key_and_line(tmp_path: Path, value: str) -> None:
    path = write(tmp_path / "voices.yaml", f"languages:\n  ja:\n    fallback: {value}\n")
    with pytest.raises(ConfigError) as caught:
        load_config(path)
    message = str(caught.value)
    assert str(path) in message and "languages.ja.fallback" in message and "line 3" in message
    assert "true" in message and "false" in message and "auto" in message


def test_fallback_defaults_come_from_the_evidence_and_settings_override_them(tmp_path: Path) -> None:
    config = load_config(None)
    # ja is `auto`: espeak-ng names every kanji, so it is refused there; Kokoro (offline-ja) reads it.
    assert [config.language(lang).fallback for lang in ("zh-hant", "zh-hans", "en", "ja", "ko")] == [None] * 5
    assert config.language("he").fallback is False and config.language("fr").fallback is None
    path = write(tmp_path / "voices.yaml", "languages:\n  ja: {fallback: true}\n  en: {fallback: false}\n")
    mine = load_config(path)
    assert mine.language("ja").fallback is True and mine.language("en").fallback is False
    # Not part of the sound: changing it rebuilds nothing.
    voice = config.language("ja").voice
    assert mine.language("ja").voice == voice
    assert fingerprint(mine, "ja", voice) == fingerprint(config, "ja", voice)


# --------------------------------------------------------------------------- the guard


def test_named_letters_finds_what_espeak_would_name_and_nothing_it_reads() -> None:
    assert {"日", "本", "語", "漢", "字"} <= set(named_letters("日本語の漢字です。", "ja"))
    assert named_letters("這是繁體中文的句子，这是简体中文。", "cmn") == []
    assert named_letters("한국어 문장입니다. 쿠버네티스 보안.", "ko") == []
    assert named_letters("Plain English, with café and naïve.", "en-us") == []
    assert named_letters("An English line quoting 日本.", "en-us") == ["日", "本"]
    # Read in context by the Korean voice, though alone espeak-ng calls 어 "Hangul eo".
    assert named_letters("한국어", "ja") == []
    assert set(named_letters("привет", "fr")) == set("привет")  # "Cyrillic pe, Cyrillic er…"
    assert named_letters("привет", "ru") == []


def _requests(lang: str, *texts: str) -> list[SpeechRequest]:
    voice = load_config(None).language(lang).voice  # with its espeak_voice, as a build sends it
    return [SpeechRequest(text, voice, lang) for text in texts]


def test_the_policy_refuses_gibberish_warns_about_a_stray_letter_and_obeys_the_setting(tmp_path: Path) -> None:
    warnings: list[str] = []
    policy = FallbackPolicy(load_config(None), warnings.append)
    edge, espeak = EdgeEngine(), EspeakEngine()
    refusal = policy.refusal(edge, espeak, _requests("en", "A line about 日本語 and 漢字 in English."), "en/x")
    assert refusal is not None and refusal[0] == "en"
    assert "cannot read English intelligibly" in refusal[1] and "languages.en.fallback: true" in refusal[1]
    long = "An English paragraph that goes on for a while about many things. " * 20
    assert policy.refusal(edge, espeak, _requests("en", long, "One 日 here."), "en/x") is None
    assert len(warnings) == 1 and "en/x" in warnings[0] and "日" in warnings[0]
    assert policy.refusal(edge, espeak, _requests("en", long), "en/x") is None
    # A language espeak-ng has no voice for cannot fall back at all.
    refusal = policy.refusal(edge, espeak, _requests("zu", "Sawubona"), "zu/x")
    assert refusal is not None and refusal[0] == "zu" and "no voice" in refusal[1]
    # `true` forces even Japanese; `false` refuses even English.
    path = write(tmp_path / "voices.yaml", "languages:\n  ja: {fallback: true}\n  en: {fallback: false}\n")
    policy = FallbackPolicy(load_config(path))
    assert policy.refusal(edge, espeak, _requests("ja", "日本語の漢字です。"), "ja/x") is None
    refusal = policy.refusal(edge, espeak, _requests("en", "Plain English."), "en/x")
    assert refusal is not None and "languages.en.fallback: false" in refusal[1]


def test_the_build_command_exits_1_and_reports_the_line_in_json(tmp_path: Path) -> None:
    content = site(tmp_path)
    result = CliRunner().invoke(
        app,
        ["build", str(content), "--out", str(tmp_path / "out"), "--json", "--config", str(tmp_path / "voices.yaml")],
    )
    assert result.exit_code == 1
    report = json.loads(result.stdout)
    assert [Path(f["source"]).parent.name for f in report["failed"]] == ["nihongo"]
    assert "languages.ja.fallback: true" in report["failed"][0]["error"]
    assert [(e["slug"], e["engine"]) for e in report["built"]] == [("english", "espeak")]


# --------------------------------------------------------------------------- an engine chosen, not fallen back to


def test_choosing_the_offline_voice_builds_japanese_but_warns_that_it_is_not_intelligible(tmp_path: Path) -> None:
    """`--engine espeak` is the writer's choice: not refused, but never silent about gibberish."""
    content = site(tmp_path)
    config = ["--config", str(tmp_path / "voices.yaml"), "--engine", "espeak"]
    ja = CliRunner().invoke(app, [str(content / "posts/nihongo/index.ja.md"), "--out", str(tmp_path / "a"), *config])
    assert ja.exit_code == 0, ja.output
    assert mp3_info(str(tmp_path / "a" / "ja" / "nihongo.mp3")).length > 1
    warned = [line for line in ja.stderr.splitlines() if "cannot read Japanese intelligibly" in line]
    assert len(warned) == 1 and "Chinese letter" in warned[0] and "edge" in warned[0]

    en = CliRunner().invoke(app, [str(content / "posts/english/index.en.md"), "--out", str(tmp_path / "b"), *config])
    assert en.exit_code == 0 and "intelligibly" not in en.stderr

    accepted = tmp_path / "accepted"
    site(accepted, VOICES.replace('ja: {outro: ""}', 'ja: {outro: "", fallback: true}'))
    ok = CliRunner().invoke(
        app,
        [
            str(accepted / "content/posts/nihongo/index.ja.md"),
            "--out",
            str(tmp_path / "c"),
            "--config",
            str(accepted / "voices.yaml"),
            "--engine",
            "espeak",
        ],
    )
    assert ok.exit_code == 0 and "intelligibly" not in ok.stderr
