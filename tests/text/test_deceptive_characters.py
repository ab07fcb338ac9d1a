"""Characters that are not what they look like: surrogate pairs written as two escapes, CR-only line
endings, terminal escape sequences in headings, and control characters in file names.

Found by issue 43's audit: `"\\ud83d\\ude00"` (U+1F600, valid YAML and JSON) was refused as two lone
surrogates; a front matter with CR-only line endings was not read (and a CR-only file of a million
lines went around the line limit); an escape sequence's payload ("[31m") stayed in chapter titles;
a newline or an ANSI escape in a file name reached the terminal raw.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from mutagen.id3 import ID3
from typer.testing import CliRunner

from helpers import OFFLINE_VOICES, write
from narrate.cli import app

runner = CliRunner()


def article(title: str = "Notes", body: str = "A paragraph worth saying.", extra: str = "") -> str:
    return f"---\ntitle: {title}\nlang: en\n{extra}---\n\n{body}\n"


# ----------------------------------------------------------------------------- surrogate pairs


@pytest.mark.parametrize(
    "setting",
    [
        'languages:\n  en: {outro: "Bye \\ud83d\\ude00"}\n',
        'feed:\n  title: {en: "Smile \\ud83d\\ude00"}\n',
        'languages:\n  en:\n    lexicon: {"\\ud83d\\ude00": smile}\n',
    ],
)
def test_a_surrogate_pair_in_voices_yaml_is_the_character_it_forms(tmp_path: Path, setting: str) -> None:
    from narrate.config import load_config

    config = load_config(write(tmp_path / "voices.yaml", "engine: espeak\n" + setting))
    assert "\U0001f600" in json.dumps(config.raw, ensure_ascii=False)


@pytest.mark.parametrize("value", ['"\\ud83d x"', '"\\ude00 x"', '"\\ude00\\ud83d"', '"\\ud83d\\ud83d"'])
def test_a_lone_surrogate_in_voices_yaml_is_still_refused(tmp_path: Path, value: str) -> None:
    config = write(tmp_path / "voices.yaml", f"engine: espeak\nlanguages:\n  en: {{outro: {value}}}\n")
    result = runner.invoke(app, ["script", str(write(tmp_path / "post.md", article())), "--config", str(config)])
    assert result.exit_code == 1
    [line] = result.stderr.strip().splitlines()
    assert str(config) in line and "line 3" in line and "lone surrogate" in line


def test_a_surrogate_pair_in_front_matter_is_the_character_and_a_lone_one_one_line(tmp_path: Path) -> None:
    good = write(tmp_path / "good.md", article(title='"Smile \\ud83d\\ude00"'))
    result = runner.invoke(app, ["script", str(good), "--json"])
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["title"] == "Smile \U0001f600"
    bad = write(tmp_path / "bad.md", article(title='"Bad \\ud800"'))
    result = runner.invoke(app, ["script", str(bad)])
    assert result.exit_code == 1 and "lone surrogate" in result.stderr and result.stderr.count("\n") == 1


@pytest.mark.parametrize("title", ['"Bad \\ud83d"', '"Bad \\ude00\\ud83d"', '"Bad \\udfff x"'])
def test_a_lone_surrogate_in_json_front_matter_is_one_line_and_a_pair_the_character(tmp_path: Path, title: str) -> None:
    """Hugo's JSON front matter: json reads `"\\ud83d\\ude00"` as U+1F600 and leaves a lone or reversed escape
    a lone surrogate, which reached the UTF-8 writers as a traceback (s9 attacks): one line naming the file."""
    write(tmp_path / "hugo.toml", "baseURL = 'https://example.com/'\n")
    body = "\n\nA paragraph worth saying.\n"
    good = write(tmp_path / "content" / "posts" / "good.md", '{"title": "Smile \\ud83d\\ude00", "lang": "en"}' + body)
    result = runner.invoke(app, ["script", str(good), "--json"])
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["title"] == "Smile \U0001f600"
    bad = write(tmp_path / "content" / "posts" / "bad.md", '{"title": ' + title + ', "lang": "en"}' + body)
    result = runner.invoke(app, ["script", str(bad), "--json"])
    assert result.exit_code == 1, result.stdout
    [line] = result.stderr.strip().splitlines()
    assert str(bad) in line and "lone surrogate" in line


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("Ann\u2028Lee", "Ann Lee"),  # a line separator is a line break: a space on one line, as \\n is
        ("Ann\u2029Lee", "Ann Lee"),
        ("Ann\U000e0041Lee", "AnnLee"),  # a tag character outside a flag: invisible
        ("Ann\U000e0001\U000e0065\U000e006eLee", "AnnLee"),
        ("\U0001f3f4\U000e0067\U000e0062\U000e0065\U000e006e\U000e0067\U000e007f flag", None),  # England's flag
    ],
)
def test_tags_and_chapters_lose_line_separators_and_stray_tag_characters(text: str, shown: str | None) -> None:
    """strip_unsafe (MP3 tags, chapters, the terminal): a line or paragraph separator and Unicode tag characters
    reached an author's ID3 frame raw (s9 attacks); a flag's own tag sequence stays whole."""
    from narrate.text.model import strip_unsafe

    assert strip_unsafe(text) == (text if shown is None else shown)


# ----------------------------------------------------------------------------- CR-only line endings


@pytest.mark.parametrize(
    "text",
    [
        "---\rtitle: Carriage\rlang: ja\r---\r\rA body that is worth saying.\r",
        "+++\rtitle = 'Carriage'\rlang = 'ja'\r+++\r\rA body that is worth saying.\r",
        "\ufeff---\rtitle: Carriage\rlang: ja\r---\r\rFirst paragraph.\r\rSecond one.\r",
    ],
)
def test_cr_only_line_endings_are_line_endings(tmp_path: Path, text: str) -> None:
    path = tmp_path / "post.md"
    path.write_bytes(text.encode("utf-8"))
    result = runner.invoke(app, ["script", str(path), "--json"])
    assert result.exit_code == 0, result.stderr
    script = json.loads(result.stdout)
    assert (script["title"], script["lang"]) == ("Carriage", "ja")


def test_a_cr_only_file_is_counted_by_its_lines(tmp_path: Path) -> None:
    path = tmp_path / "post.md"
    path.write_bytes(("---\rtitle: T\r---\r\r" + "- x\r" * 150_000).encode())
    result = runner.invoke(app, ["script", str(path)])
    assert result.exit_code == 1 and "over narrate's limit of 100,000 lines" in result.stderr


def test_a_cr_only_opt_out_leaves_the_article_out(tmp_path: Path) -> None:
    write(tmp_path / "voices.yaml", OFFLINE_VOICES)
    content = tmp_path / "content"
    write(content / "notes.md", "---\rtitle: Notes\rlang: en\raudio: false\r---\r\rA body worth saying.\r")
    write(content / "other.md", article("Other"))
    result = runner.invoke(app, ["build", str(content), "--out", str(tmp_path / "out"), "--json"])
    report = json.loads(result.stdout)
    assert any(item["source"].endswith("notes.md") for item in report["skipped"])
    assert not (tmp_path / "out" / "en" / "notes.mp3").exists()


# ----------------------------------------------------------------------------- escape sequences in headings


def test_escape_sequences_in_headings_reach_no_tag_or_chapter(tmp_path: Path) -> None:
    write(tmp_path / "voices.yaml", OFFLINE_VOICES)
    body = (
        "Intro words here.\n\n## Red \x1b[31mheading\x1b[0m here\n\nText under it.\n\n"
        "## \x1b]0;pwned\x07Second \x9b31mone\n\nMore text."
    )
    path = write(tmp_path / "notes.md", article(title='"Title \\e[1mbold\\e[0m"', body=body))
    result = runner.invoke(app, [str(path), "--out", str(tmp_path / "out")])
    assert result.exit_code == 0, result.stderr
    chapters = json.loads((tmp_path / "out" / "en" / "notes.chapters.json").read_text(encoding="utf-8"))
    titles = [c["title"] for c in chapters["chapters"]]
    assert titles == ["Title bold", "Red heading here", "Second one"]
    tag = ID3(tmp_path / "out" / "en" / "notes.mp3")
    said = [str(tag["TIT2"])] + [str(s) for f in tag.getall("CHAP") for s in f.sub_frames.getall("TIT2")]
    assert said == [titles[0], *titles]  # the title, then a chapter for each (the first is the title's)
    assert not any(ch in "".join(said) for ch in "\x1b\x07\x9b[")


# ----------------------------------------------------------------------------- the terminal


def _narrate(*args: object, cwd: Path) -> subprocess.CompletedProcess[bytes]:
    env = {**os.environ, "NO_COLOR": "1", "NARRATE_CACHE_DIR": str(cwd / "cache")}
    names = [os.fsdecode(a) if isinstance(a, (str, bytes, os.PathLike)) else str(a) for a in args]
    return subprocess.run([sys.executable, "-m", "narrate", *names], capture_output=True, timeout=300, env=env, cwd=cwd)


@pytest.mark.parametrize(
    "name", [b"no\nte.md", b"\x1b[31mred.md", b"\x1b]0;pwned\x07x.md", b"over\rwrite.md", "\x9b31mc1.md".encode()]
)
@pytest.mark.parametrize("command", ["script", "build", "check"])
def test_a_file_name_never_reaches_the_terminal_raw(tmp_path: Path, name: bytes, command: str) -> None:
    write(tmp_path / "voices.yaml", OFFLINE_VOICES)
    content = tmp_path / "content"
    content.mkdir()
    path = os.path.join(os.fsencode(content), name)
    with open(path, "wb") as handle:  # broken for `script`, whose error names the file
        handle.write(b"---\ntitle: [\n---\nx\n" if command == "script" else article().encode())
    commands: dict[str, list[object]] = {
        "script": ["script", path],
        "check": ["check", content],
        "build": ["build", content, "--out", tmp_path / "out"],
    }
    args = commands[command]
    done = _narrate(*args, cwd=tmp_path)
    assert b"Traceback" not in done.stderr
    shown = done.stdout + done.stderr
    for raw in (b"\x1b", b"\x07", b"\r", b"\xc2\x9b"):
        assert raw not in shown
    assert b"no\nte" not in shown
