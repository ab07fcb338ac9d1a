"""A translation in a bundle without an image of its own has its original's (the same art in every language),
found among the articles already read: no file is read a second time for it."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from helpers import OFFLINE_VOICES, build_json, write
from narrate.cli import app

VOICES = OFFLINE_VOICES.replace('  en: {outro: ""}\n', '  en: {outro: ""}\n  zh-hant: {outro: ""}\n')
COVER = "https://example.com/cover.jpg"


def _bundle(root: Path) -> Path:
    write(
        root / "voices.yaml",
        VOICES.replace("title: {en: Test notes}", "title: {en: Test notes, zh-hant: 筆記}").replace(
            "description: {en: Test episodes.}", "description: {en: Test episodes., zh-hant: 測試。}"
        ),
    )
    folder = root / "content" / "posts" / "one"
    write(folder / "index.md", f"---\ntitle: One\nlang: en\nimage: {COVER}\n---\n\nA short paragraph worth saying.\n")
    write(folder / "index.zh-hant.md", "---\ntitle: 第一篇\n---\n\n這是一段值得一聽的短文。\n")
    return folder


def test_a_build_gives_the_translation_its_originals_image(tmp_path: Path) -> None:
    _bundle(tmp_path)
    code, report, stderr = build_json(tmp_path)
    assert code == 0 and sorted(b["lang"] for b in report["built"]) == ["en", "zh-hant"], (report, stderr)
    for lang in ("en", "zh-hant"):
        record = json.loads((tmp_path / "out" / "manifest" / lang / "one.json").read_text(encoding="utf-8"))
        assert record["image"] == COVER, lang


def test_one_article_given_alone_gets_it_too(tmp_path: Path) -> None:
    folder = _bundle(tmp_path)
    result = CliRunner().invoke(
        app,
        [str(folder / "index.zh-hant.md"), "--out", str(tmp_path / "out"), "--config", str(tmp_path / "voices.yaml")],
    )
    assert result.exit_code == 0, result.output
    record = json.loads((tmp_path / "out" / "manifest" / "zh-hant" / "one.json").read_text(encoding="utf-8"))
    assert record["image"] == COVER
