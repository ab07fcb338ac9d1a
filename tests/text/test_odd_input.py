"""Hostile and odd inputs, each with its expected outcome: a script that is safe to speak, or one clear line.

Every case runs `narrate script --json` (no network). A success must give chunks
that are non-empty, far under the service's request limit, and free of Markdown
syntax, URLs and invisible characters; a failure must be exit code 1 with one
line on stderr naming the file. Cases marked `episode` also build an MP3 offline.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from narrate.cli import app
from narrate.errors import NarrateError

runner = CliRunner()
INVISIBLE = re.compile("[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff\x00-\x08\x0b-\x1f]")


@dataclass(frozen=True)
class Case:
    name: str
    data: bytes
    error: str | None = None  # expected substring of the one error line; None means success
    check: str | None = None  # expected substring of the spoken text
    lang: str | None = None
    filename: str = "post.md"


def fm(body: str, front: str = "title: T") -> bytes:
    return f"---\n{front}\n---\n\n{body}\n".encode()


CASES = [
    # Big5 and GBK are read (with a warning: tests/text/test_legacy_encoding.py); a few characters several
    # tables read as common words are refused without naming a wrong table.
    Case(
        "big5",
        "---\ntitle: 測試\n---\n\n記憶體錯誤的處理方式，以及伺服器維運的經驗分享。\n".encode("big5"),
        check="記憶體錯誤",
    ),
    Case(
        "gbk",
        "---\ntitle: 测试\n---\n\n内存错误的处理方式，以及服务器运维的经验分享。这是一段比较长的文字。\n".encode("gbk"),
        check="内存错误",
    ),
    Case("big5 too short to tell", "---\nlang: en\n---\n第三篇".encode("big5"), "encoding could not be recognized"),
    Case("latin-1", "---\ntitle: T\n---\n\nCafé crème brûlée à la carte.\n".encode("latin-1"), "not valid UTF-8"),
    Case("utf16-bom", "\ufeff# 標題\n\n內容。\n".encode("utf-16"), "UTF-16"),
    Case("utf16-no-bom", "# Title\n\nSome English text here.\n".encode("utf-16-le"), "UTF-16"),
    Case("binary", bytes(range(256)) * 8, "binary"),
    Case("empty", b"", "no prose"),
    Case("whitespace only", b"  \n\n\t\n", "no prose"),
    Case("only front matter", b"---\ntitle: Only\n---\n", "no prose"),
    Case("front matter a list", b"---\n- a\n- b\n---\nText.\n", "must be a mapping"),
    Case("front matter a scalar", b"---\njust text\n---\nText.\n", "must be a mapping"),
    Case("front matter bad yaml", b"---\ntitle: a: b: [\n---\nText.\n", "not valid YAML"),
    Case("front matter unclosed", b"---\ntitle: x\n\nText.\n", "never closed"),
    Case("toml bad", b"+++\ntitle = \n+++\nText.\n", "not valid TOML"),
    Case("bad date", fm("Text.", "title: T\ndate: 2024-13-45"), "date"),
    Case("unsupported language", fm("Bonjour.", "title: T\nlang: klingon"), "not a language narrate speaks"),
    Case("invalid utf8 (encoded surrogate)", b"# T\n\nabc \xed\xa0\x80 def\n", "not valid UTF-8"),
    Case("only code", fm("```\ncode\n```\n\n    indented"), "no prose"),
    Case("only html", fm("<div>\n<p>Hi there.</p>\n</div>", "title: H\nlang: en"), check="Hi there."),
    Case("only html without words", fm("<div>\n<script>alert(1)</script>\n<!-- note -->\n</div>"), "no prose"),
    Case("utf8 bom", "\ufeff---\ntitle: BOM\nlang: en\n---\n\nHello there.\n".encode(), check="Hello there."),
    Case("crlf", b"---\r\ntitle: CRLF\r\nlang: en\r\n---\r\n\r\nLine one.\r\n\r\nLine two.\r\n", check="Line two."),
    Case(
        "zero width",
        fm("Zero\u200bwidth\u200d and\ufeff bidi \u202etext\u202c here.", "title: Z\nlang: en"),
        check="Zerowidth and bidi text here.",
    ),
    Case("control chars", fm("Bell\x07 and\x1b escape.", "title: C\nlang: en"), check="Bell and escape."),
    Case("rtl text", fm("שלום עולם. مرحبا بالعالم.", "title: RTL\nlang: en"), check="שלום"),
    Case("emoji only title", fm("Body text.", "title: 🚀🔥\nlang: en"), check="Body text."),
    Case("slug traversal", fm("Text.", "title: T\nslug: ../../etc\nlang: en"), check="Text."),
    Case("draft string yes", fm("Draft text.", "title: T\ndraft: 'yes'\nlang: en"), check="Draft text."),
    Case("200 nested quotes", fm(">" * 200 + " deep quote text.", "title: Q\nlang: en"), check="deep quote text"),
    Case(
        "100 nested lists",
        fm("\n".join("  " * i + "- item" + str(i) for i in range(100)), "title: L\nlang: en"),
        check="item0",
    ),
    Case("unbalanced fence", fm("Before.\n\n```python\nnever closed", "title: F\nlang: en"), check="Before."),
    Case(
        "10000-item list",
        fm("\n".join(f"- item {i}" for i in range(10_000)), "title: Big list\nlang: en"),
        check="item 9999",
    ),
    Case("50000-char line", fm("字" * 25_000 + "abc" * 8_000, "title: Long\nlang: zh-hant"), check="字字字"),
    Case("long title", fm("Body.", "title: " + "Long title words " * 600 + "\nlang: en"), check="Body."),
    Case("mixed fences", b"---\ntitle: x\n+++\n\nText.\n", "never closed"),
    Case(
        "markdown link soup", fm("[a](<b c>) ![x](y) [[wiki]] <https://x.y/z> **bold", "title: S\nlang: en"), check="a"
    ),
    Case("nul in middle", b"# T\n\nText \x00 more.\n", "binary"),
]


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_hostile_input(case: Case, tmp_path: Path) -> None:
    path = tmp_path / case.filename
    path.write_bytes(case.data)
    result = runner.invoke(app, ["script", str(path), "--json"])
    assert "Traceback" not in result.output
    if case.error is not None:
        assert result.exit_code == 1, result.output
        lines = result.stderr.strip().splitlines()
        assert len(lines) == 1, result.stderr
        assert str(path) in lines[0] and case.error in lines[0], lines[0]
        return
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert re.fullmatch(r"[a-z0-9-]+", data["slug"])
    spoken = [c["text"] for c in data["chunks"]]
    for text in spoken:
        assert text.strip(), "empty chunk"
        assert len(text.encode("utf-8")) < 2000
        assert not INVISIBLE.search(text), repr(text)
        for syntax in ("](", "![", "```", "**", "://"):
            assert syntax not in text, (syntax, text)
    if case.check:
        assert case.check in " ".join(spoken), spoken[:5]


def test_slug_traversal_stays_inside_the_output_folder(tmp_path: Path) -> None:
    path = tmp_path / "post.md"
    path.write_bytes(fm("Text.", "title: T\nslug: ../../etc\nlang: en"))
    out = tmp_path / "out"
    result = runner.invoke(app, [str(path), "--out", str(out), "--engine", "espeak"])
    assert result.exit_code == 0, result.output
    made = sorted(p.relative_to(out).as_posix() for p in out.rglob("*.mp3"))
    assert made == ["en/etc.mp3"]


def test_five_megabyte_article(tmp_path: Path) -> None:
    paragraph = "這是一段用來測試大型文章的文字，內容重複但結構正常。" * 20
    body = "\n\n".join(f"## 第{i}節\n\n{paragraph}" for i in range(3_500))
    path = tmp_path / "big.md"
    path.write_text("---\ntitle: 大文章\nlang: zh-hant\n---\n\n" + body + "\n", encoding="utf-8")
    assert path.stat().st_size > 5_000_000
    result = runner.invoke(app, ["script", str(path), "--json"])
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert len(data["chapters"]) == 3_501
    assert max(len(c["text"]) for c in data["chunks"]) <= 400


@pytest.mark.skipif(os.name != "posix", reason="symlinks")
def test_symlink_out_of_the_content_folder_is_skipped(tmp_path: Path) -> None:
    content = tmp_path / "content"
    content.mkdir()
    secret = tmp_path / "secret.md"
    secret.write_text("---\ntitle: Secret\nlang: en\n---\n\nPrivate words.\n", encoding="utf-8")
    (content / "link.md").symlink_to(secret)
    (content / "ok.md").write_text("---\ntitle: Ok\nlang: en\n---\n\nPublic words.\n", encoding="utf-8")
    result = runner.invoke(app, ["build", str(content), "--out", str(tmp_path / "out"), "--engine", "espeak", "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert [b["slug"] for b in report["built"]] == ["ok"]
    assert report["skipped"] == [
        {"source": str(content / "link.md"), "reason": "symlink to a file outside the content folder"}
    ]


@pytest.mark.parametrize(
    "text",
    [
        "languages:\n  en:\n    voice: en-US-AriaNeural\n    rate: '+5%'\nfeed:\n  title: T\n  explicit: yes\n",
        "a: 0x1F\nb: 1_000\nc: .inf\nd: 2001-12-14\ne: &x [1, 2]\nf: *x\n\"g\": 'h'\n",
        "languages:\n  en: [1, 2\n",  # a syntax error: libyaml refuses it, the pure-Python parser reports it
        "feed:\n  title: !custom x\n",  # an unknown tag
        "a: \x07\n",  # a control character
    ],
)
def test_voices_yaml_reads_the_same_with_libyaml(text: str) -> None:
    """libyaml parses voices.yaml (speed); the values, the key lines and every message are what the
    pure-Python parser gives."""
    import yaml

    from narrate import config

    def outcome(load: Any) -> object:
        try:
            return load()
        except (yaml.YAMLError, NarrateError) as exc:
            return type(exc).__name__, str(exc)

    fast = outcome(lambda: config._load_with_lines(text, Path("voices.yaml")))
    pure = outcome(lambda: config._load_with(config._LineLoader, text, Path("voices.yaml")))
    assert fast == pure
