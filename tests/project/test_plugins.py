"""Plug-ins from another package: tests/plugin_example is a separate project with its
own pyproject.toml declaring an engine, a reader and a publisher as entry points. Installed (its
metadata on the import path, as pip leaves it), narrate finds all three with no code of its own
touched: `--engine example-tone`, `narrate post.rst`, and an audiobook after every build."""

from __future__ import annotations

import configparser
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any, cast

import pytest
from mutagen.mp4 import MP4
from typer.testing import CliRunner

import narrate.text.readers as readers
import narrate.voice.engines as engines
from helpers import mp3_info, write
from narrate import build_site, load_config
from narrate.cli import app
from narrate.plugins import PluginError
from narrate.publish import publisher

PLUGIN = Path(__file__).parent.parent / "plugin_example"


def _install(site: Path, entry_points: str, name: str = "narrate_example") -> None:
    info = site / f"{name}-0.1.0.dist-info"
    write(info / "METADATA", f"Metadata-Version: 2.1\nName: {name.replace('_', '-')}\nVersion: 0.1.0\n")
    write(info / "entry_points.txt", entry_points)


@pytest.fixture
def installed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The example plug-in, installed; narrate's registries forget it afterwards."""
    project = _load_toml(PLUGIN / "pyproject.toml")
    parser = configparser.ConfigParser()
    for group, points in project["project"]["entry-points"].items():
        parser[group] = points
    text = "".join(
        f"[{group}]\n" + "".join(f"{k} = {v}\n" for k, v in parser[group].items()) + "\n" for group in parser.sections()
    )
    site = tmp_path / "site-packages"
    _install(site, text)
    _forget()  # registries another test already asked have loaded the plug-ins installed then (none)
    monkeypatch.syspath_prepend(str(PLUGIN))
    monkeypatch.syspath_prepend(str(site))
    yield site
    _forget()


def _forget() -> None:
    engines.ENGINES.reset()
    readers.READERS.reset()
    publisher.PUBLISHERS.reset()
    for module in [m for m in sys.modules if m.startswith(("narrate_example", "narrate_broken"))]:
        del sys.modules[module]


def _load_toml(path: Path) -> dict:
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover
        import tomli as tomllib
    return tomllib.loads(path.read_text(encoding="utf-8"))


RST = """:lang: en
:date: 2024-05-01

A Post in reStructuredText
==========================

Its first paragraph, read aloud by a plug-in's engine.

A section
---------

And a second paragraph after the section title.
"""

MD = "---\ntitle: A Markdown post\nlang: en\ndate: 2024-05-02\n---\n\nWords of the second episode.\n"

VOICES = """engines: [example-tone]
feed:
  base_url: https://example.com/podcast
  author: Tester
  owner_email: podcast@example.com
  title: {en: Plug-in show}
"""


def test_an_installed_plugin_is_found_and_used_end_to_end(tmp_path: Path, installed: Path) -> None:
    content = tmp_path / "content"
    write(content / "posts/rst/index.rst", RST)
    write(content / "posts/md/index.md", MD)
    write(tmp_path / "voices.yaml", VOICES)
    out = tmp_path / "out"
    _, report = build_site(content, load_config(tmp_path / "voices.yaml"), out)
    assert report.failed == [], report.failed
    # The reader: the .rst article was found by the walk and read, title and section included.
    built = {e["slug"]: e for e in report.built}
    assert set(built) == {"rst", "md"} and {e["engine"] for e in built.values()} == {"example-tone"}
    assert mp3_info(out / "en" / "rst.mp3").length > 3
    chapters = (out / "en" / "rst.chapters.json").read_text(encoding="utf-8")
    assert "A section" in chapters
    # The publisher: one audiobook with a chapter per episode, read back by mutagen.
    book = MP4(out / "en" / "audiobook.m4b")
    assert book.chapters is not None
    assert [c.title for c in book.chapters] == ["A Post in reStructuredText", "A Markdown post"]
    total = mp3_info(out / "en" / "rst.mp3").length + mp3_info(out / "en" / "md.mp3").length
    assert abs(cast(Any, book.info).length - total) < 0.5


def test_the_cli_offers_the_plugins(tmp_path: Path, installed: Path) -> None:
    write(tmp_path / "post.rst", RST)
    result = CliRunner().invoke(app, ["script", str(tmp_path / "post.rst"), "--json"])
    assert result.exit_code == 0, result.output
    assert '"title": "A Post in reStructuredText"' in result.stdout
    result = CliRunner().invoke(
        app, [str(tmp_path / "post.rst"), "--out", str(tmp_path / "out"), "--engine", "example-tone"]
    )
    assert result.exit_code == 0, result.output
    assert mp3_info(tmp_path / "out" / "en" / "post.mp3").length > 3


def test_without_the_plugin_rst_is_not_an_article(tmp_path: Path) -> None:
    write(tmp_path / "post.rst", RST)
    result = CliRunner().invoke(app, ["script", str(tmp_path / "post.rst")])
    assert result.exit_code == 1 and "no reader takes '.rst' files" in result.stderr


def test_a_broken_plugin_is_one_line_naming_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _forget()
    site = tmp_path / "site-packages"
    _install(site, "[narrate.engines]\nbroken = narrate_broken:Engine\n", name="narrate_broken")
    write(site / "narrate_broken.py", "raise RuntimeError('cannot start')\n")
    monkeypatch.syspath_prepend(str(site))
    try:
        with pytest.raises(PluginError) as caught:
            engines.make_engine("broken")
        message = str(caught.value)
        assert "plug-in 'broken'" in message and "narrate_broken" in message and "cannot start" in message
        assert caught.value.key == "narrate.engines:broken"
    finally:
        _forget()
