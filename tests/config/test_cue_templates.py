"""Skip cues in voices.yaml are templates of their own named fields only, checked when the file is loaded.

A cue was a Python format string filled when it was said: `{n:>200000000}` built a 200 MB string
(15 s, 600 MB), `{n.__class__.__mro__}` reached into objects, `{0}` or `{x}` ended in a traceback.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from helpers import write
from narrate.cli import app
from narrate.text import readers

runner = CliRunner()

ARTICLE = """---
title: T
lang: en
---

Text before.

```
a
```

```
b
```

![a cat](cat.png)
"""


@pytest.mark.parametrize(
    ("key", "template", "expected"),
    [
        ("code_many", "{n:>200000000}", "may not carry a format"),
        ("code_many", "{n.__class__.__mro__}", "unknown placeholder {n.__class__.__mro__}; use {n}"),
        ("code_many", "{0}", "unknown placeholder {0}; use {n}"),
        ("code_many", "({x} code samples)", "unknown placeholder {x}; use {n}"),
        ("table_many", "{} tables", "unknown placeholder {}; use {n}"),
        ("code_many", "{n!r}", "may not carry a format"),
        ("code_many", "{n[0]}", "unknown placeholder {n[0]}"),
        ("math_many", "{n:{n}}", "may not carry a format"),
        ("image_alt", "{alt.__dict__}", "unknown placeholder {alt.__dict__}; use {alt}"),
        ("code_many", "a { b", "write a literal brace as {{ or }}"),
        ("code", "skipped {n}", "unknown placeholder {n}: it takes no placeholders"),
        ("image", "a picture }", "write a literal brace"),
    ],
)
def test_a_cue_template_is_refused_at_load_with_file_key_and_line(
    tmp_path: Path, key: str, template: str, expected: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    config = write(
        tmp_path / "voices.yaml", f"engine: espeak\nlanguages:\n  en:\n    cues:\n      {key}: '{template}'\n"
    )
    path = write(tmp_path / "post.md", ARTICLE)
    read: list[Path] = []
    real = readers.MarkdownReader.parse

    def reading(self: readers.MarkdownReader, text: str, path: Path, options: readers.ReadOptions) -> object:
        read.append(path)
        return real(self, text, path, options)

    monkeypatch.setattr(readers.MarkdownReader, "parse", reading)
    result = runner.invoke(app, ["script", str(path), "--config", str(config)])
    assert not read  # refused before the article is read, so no cue is ever filled (`{n:>200000000}`: 15 s, 600 MB)
    assert result.exit_code == 1, result.stdout
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, lines
    assert str(config) in lines[0] and "line 5" in lines[0] and f"languages.en.cues.{key}" in lines[0]
    assert expected in lines[0]


@pytest.mark.parametrize("value", ["12", "1.5", "true", "[a]", "2024-01-01"])
def test_a_cue_that_is_no_text_is_refused_at_load(tmp_path: Path, value: str) -> None:
    """A cue YAML reads as a number, a boolean, a list or a date was said as its digits (`code_many: 12`: "12"
    in place of every code block; s4 and s5 attacks): one line naming the file, the key and the line."""
    config = write(
        tmp_path / "voices.yaml", f"engine: espeak\nlanguages:\n  en:\n    cues:\n      code_many: {value}\n"
    )
    result = runner.invoke(app, ["script", str(write(tmp_path / "post.md", ARTICLE)), "--config", str(config)])
    assert result.exit_code == 1, result.stdout
    [line] = result.stderr.strip().splitlines()
    assert (
        str(config) in line and "line 5" in line and "languages.en.cues.code_many" in line and "expected text" in line
    )


def test_named_fields_and_escaped_braces_are_said(tmp_path: Path) -> None:
    import json

    config = write(
        tmp_path / "voices.yaml",
        "engine: espeak\nlanguages:\n  en:\n    cues:\n"
        "      code_many: '({n} samples {{here}})'\n      table: 'A table {{here}}.'\n",
    )
    path = write(tmp_path / "post.md", ARTICLE + "\n| a |\n|---|\n| 1 |\n")
    result = runner.invoke(app, ["script", str(path), "--config", str(config), "--json"])
    assert result.exit_code == 0, result.stderr
    said = [c.get("display", c["text"]) for c in json.loads(result.stdout)["chunks"]]
    assert any(t.startswith("(Two samples ") for t in said), said
    assert any(t.startswith("A table ") for t in said), said


@pytest.mark.parametrize("table", ["lexicon", "pronounce"])
def test_a_spoken_form_past_its_bound_is_refused_at_load(tmp_path: Path, table: str) -> None:
    """A term is said at each occurrence: a 100 KB spoken form for a term used 50,000 times was 5 GB (a
    MemoryError after 26 s). One line naming the file, the key and the line; a phrase is fine."""
    long = "x " * 50_000
    config = write(tmp_path / "voices.yaml", f"engine: espeak\nlanguages:\n  en:\n    {table}:\n      xx: '{long}'\n")
    path = write(tmp_path / "post.md", "---\ntitle: T\nlang: en\n---\n\n" + "Say xx now. " * 100 + "\n")
    result = runner.invoke(app, ["script", str(path), "--config", str(config)])
    assert result.exit_code == 1, result.stdout
    (line,) = result.stderr.strip().splitlines()
    assert str(config) in line and "line 5" in line and f"languages.en.{table}.xx" in line and "at most" in line
    write(config, f"engine: espeak\nlanguages:\n  en:\n    {table}:\n      xx: 'ex ex, a phrase'\n")
    assert runner.invoke(app, ["script", str(path), "--config", str(config)]).exit_code == 0


@pytest.mark.parametrize(
    ("key", "value"),
    [("intro", "'" + "{title} " * 5000 + "'"), ("cues:\n      code_many", "'" + "{n} and " * 9 + "'")],
)
def test_a_placeholder_named_many_times_is_refused_at_load(tmp_path: Path, key: str, value: str) -> None:
    """`{title}` 5,000 times in the intro made a script 155 times its article and voices.yaml together."""
    config = write(tmp_path / "voices.yaml", f"engine: espeak\nlanguages:\n  en:\n    {key}: {value}\n")
    path = write(tmp_path / "post.md", ARTICLE.replace("lang: en\n", "lang: en\nauthor: Ann\n"))
    result = runner.invoke(app, ["script", str(path), "--config", str(config)])
    assert result.exit_code == 1, result.stdout
    (line,) = result.stderr.strip().splitlines()
    assert str(config) in line and "name each placeholder at most 8 times" in line


def test_a_placeholder_named_twice_is_an_ordinary_template(tmp_path: Path) -> None:
    """A title said twice in the intro, a language twice in the article address: both are accepted and filled."""
    config = write(
        tmp_path / "voices.yaml",
        "engine: espeak\nfeed:\n  base_url: https://example.com\n"
        "  article_url: 'https://example.com/{lang}/{slug}/index.{lang}.html'\n"
        "languages:\n  en:\n    intro: '{title}. Welcome to the reading of {title}, by {author}.'\n",
    )
    path = write(tmp_path / "post.md", ARTICLE.replace("lang: en\n", "lang: en\nauthor: Ann\n"))
    result = runner.invoke(app, ["script", str(path), "--config", str(config)])
    assert result.exit_code == 0, result.stderr
    assert result.stdout.count("Welcome to the reading of") == 1
