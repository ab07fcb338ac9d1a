"""Only articles are narrated: a file no reader takes is refused with one line that
names the readers and the fix, `--reader markdown` forces one, and the output folder never lies in the
content folder."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from helpers import OFFLINE_VOICES, write
from narrate.cli import app
from narrate.config import load_config
from narrate.errors import ArticleError, InputError
from narrate.flow.build import build_site
from narrate.flow.discovery import discover
from narrate.text.article import read_article

runner = CliRunner()
ARTICLE = "---\ntitle: Notes\n---\nSome notes written for the blog, in plain words.\n"


def one_line(result) -> str:
    assert result.exit_code == 1, (result.exit_code, result.output)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in result.output, result.output
    return lines[0]


def test_narrate_voices_yaml_makes_no_mp3(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`narrate voices.yaml` is one tab-completion away from `narrate voices`."""
    monkeypatch.chdir(tmp_path)
    write(tmp_path / "voices.yaml", "languages:\n  en: {outro: ''}\n")
    line = one_line(runner.invoke(app, ["voices.yaml"]))
    assert "voices.yaml: not an article" in line and "'.yaml'" in line
    assert "markdown (.md, .markdown, .mdx)" in line and "--reader markdown" in line
    assert "`narrate voices`" in line
    assert sorted(p.name for p in tmp_path.iterdir()) == ["voices.yaml"]  # no output/, nothing written


@pytest.mark.parametrize("name", ["notes.txt", "README.rst", "page.html", "notes"])
def test_a_file_no_reader_takes_is_refused(name: str, tmp_path: Path) -> None:
    path = write(tmp_path / name, ARTICLE)
    for command in (["script", str(path)], ["check", str(path)], [str(path), "--out", str(tmp_path / "out")]):
        line = one_line(runner.invoke(app, command))
        assert f"{path}: not an article" in line and "--reader markdown" in line
    assert not (tmp_path / "out").exists()
    with pytest.raises(ArticleError, match="not an article"):
        read_article(path)


def test_reader_markdown_forces_one(tmp_path: Path) -> None:
    path = write(tmp_path / "notes.txt", ARTICLE)
    result = runner.invoke(app, ["script", str(path), "--json", "--reader", "markdown"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["title"] == "Notes" and data["lang"] == "en"
    unknown = runner.invoke(app, ["script", str(path), "--reader", "org"])
    assert unknown.exit_code == 2 and "no reader named 'org'" in unknown.output and "markdown" in unknown.output


def test_build_include_never_makes_an_article_of_another_file(tmp_path: Path) -> None:
    content = tmp_path / "content"
    write(content / "post.md", ARTICLE)
    write(content / "README.rst", "Title\n=====\n\nA long README that must not become an episode.\n")
    config = load_config(write(tmp_path / "voices.yaml", "build:\n  include: ['**/*']\n"))
    paths, skipped, _ = discover(content, config)
    assert [p.name for p in paths] == ["post.md"]
    assert skipped == [
        {
            "source": str(content / "README.rst"),
            "reason": "no reader takes '.rst' files (readers: markdown (.md, .markdown, .mdx)); "
            "leave it out of build.include",
        }
    ]


def test_out_inside_the_content_folder_is_refused(tmp_path: Path) -> None:
    content = tmp_path / "content"
    post = write(content / "posts" / "post.md", ARTICLE)
    write(tmp_path / "voices.yaml", OFFLINE_VOICES)
    for out in (content / "narrated", content):
        line = one_line(runner.invoke(app, ["build", str(content), "--out", str(out)]))
        assert "the output folder is" in line and "content folder" in line and "choose --out outside it" in line
        line = one_line(runner.invoke(app, [str(post), "--out", str(out)]))
        assert "content folder" in line and "--out" in line
    assert sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*")) == [
        "content",
        "content/posts",
        "content/posts/post.md",
        "voices.yaml",
    ]
    with pytest.raises(InputError) as caught:
        build_site(content, load_config(tmp_path / "voices.yaml"), content / "out", dry_run=True)
    assert caught.value.key == "--out"
    # Beside the content folder is where it belongs.
    result = runner.invoke(app, ["build", str(content), "--out", str(tmp_path / "out"), "--dry-run"])
    assert result.exit_code == 0, result.output
