"""What reaches the terminal from a file name: never a control character or a bidi override as it is (attacks s8)."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from helpers import OFFLINE_VOICES, write
from narrate.cli import app


@pytest.mark.parametrize("char", ["\u202e", "\u2066", "\ufeff", "\x9b", "\x7f", "\x1b"])
def test_a_file_names_controls_and_bidi_overrides_are_escaped_on_the_terminal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, char: str
) -> None:
    monkeypatch.setenv("NARRATE_CACHE_DIR", str(tmp_path / "cache"))
    write(tmp_path / "voices.yaml", OFFLINE_VOICES)
    write(tmp_path / "content" / f"no{char}tes.md", "---\ntitle: Notes\nlang: en\n---\n\nA paragraph worth saying.\n")
    result = CliRunner().invoke(app, ["build", str(tmp_path / "content"), "--out", str(tmp_path / "out")])
    assert result.exit_code == 0, result.stderr
    shown = result.stdout + result.stderr
    assert "no" in shown and char not in shown
    assert f"\\u{ord(char):04x}" in shown or f"\\x{ord(char):02x}" in shown
    if "\x7f" <= char <= "\x9f":  # and DEL and C1 are escapes in every JSON file written (the key names the file)
        for data in (tmp_path / "out").rglob("*.json"):
            assert char not in data.read_text(encoding="utf-8"), data.name


def test_a_piped_dry_run_plan_tells_every_name_apart_one_line_each(tmp_path: Path) -> None:
    """Review s10 harden (low): a file named with a backslash and an n ('a\\nb.md') was printed as 'a\\nb.md',
    exactly as one named with a newline; a name holding U+2028 (a line separator to str.splitlines) split its
    plan line in two. Each is one line, and no two names print alike."""
    write(tmp_path / "voices.yaml", OFFLINE_VOICES)
    names = ["a\\nb", "a\nb", "a\\\\nb", "c\u2028d", "e\\x1bf", "e\x1bf"]
    for name in names:
        write(
            tmp_path / "content" / f"{name}.md", f"---\ntitle: T\nlang: en\ndate: 2024-01-01\n---\n\nWords {name!r}.\n"
        )
    result = CliRunner().invoke(app, ["build", str(tmp_path / "content"), "--out", str(tmp_path / "out"), "--dry-run"])
    assert result.exit_code == 0, result.stderr
    planned = [line for line in result.stdout.splitlines() if line.startswith("new")]
    assert len(planned) == len(names), result.stdout
    shown = {line.split()[2] for line in planned}  # the file's name, as printed
    assert len(shown) == len(names), planned


def test_a_dry_run_plans_skipped_lines_tell_two_names_apart(tmp_path: Path) -> None:
    """Review s11 harden L3: the skipped lines of a dry-run plan printed 'x\\ny.md' (a newline) and 'x\\ny.md' (a
    backslash and an n) alike; only the new lines were told apart."""
    write(tmp_path / "voices.yaml", OFFLINE_VOICES)
    names = ["x\ny", "x\\ny"]
    for name in names:
        write(tmp_path / "content" / f"{name}.md", "---\ntitle: T\nlang: en\naudio: false\n---\n\nWords.\n")
    result = CliRunner().invoke(app, ["build", str(tmp_path / "content"), "--out", str(tmp_path / "out"), "--dry-run"])
    assert result.exit_code == 0, result.stderr
    skipped = [line for line in result.stdout.splitlines() if line.startswith("skipped")]
    assert len(skipped) == len(names) and len(set(skipped)) == len(names), result.stdout


_BROKEN = "---\ntitle: [unclosed\nlang: en\n---\n\nWords.\n"  # front matter that is not YAML: the article fails


@pytest.mark.parametrize("how", ["build", "dry-run", "build --json", "one article"])
def test_a_failed_articles_line_prints_its_name_escaped_and_tells_two_names_apart(tmp_path: Path, how: str) -> None:
    """s11 harden, left (review s11 L3): a failed article's line collapsed every run of white space in its
    message, the file's name with it: 'x<newline>y.md' printed as 'x y.md' (another file's name), and 'x\\y'
    with a tab as a space. Its name is escaped as the dry-run plan escapes names: one line, each name apart."""
    write(tmp_path / "voices.yaml", OFFLINE_VOICES)
    names = ["x\ny", "x y", "x\\ny", "x\ty", "x\x1fy"]
    for name in names:
        write(tmp_path / "content" / f"{name}.md", _BROKEN)
    base = [str(tmp_path / "content"), "--out", str(tmp_path / "out")]
    if how == "one article":
        shown = []
        for name in names:
            result = CliRunner().invoke(app, [str(tmp_path / "content" / f"{name}.md"), "--out", str(tmp_path / "o")])
            assert result.exit_code == 1
            lines = result.stderr.splitlines()
            assert len(lines) == 1 and lines[0].startswith("narrate: error: "), result.stderr
            shown.append(lines[0].split(".md")[0].rsplit("/", 1)[-1])
        assert len(set(shown)) == len(names), shown
        return
    extra = {"build": [], "dry-run": ["--dry-run"], "build --json": ["--json"]}[how]
    result = CliRunner().invoke(app, ["build", *base, *extra])
    lines = [line for line in (result.stdout + result.stderr).splitlines() if "not valid YAML" in line]
    if how == "dry-run":
        lines = [line for line in lines if line.startswith("failed")]
    else:
        lines = [line for line in lines if line.startswith("narrate: error:")]
    assert len(lines) == len(names), result.stdout + result.stderr
    printed = {line.split(".md")[0].rsplit("/", 1)[-1] for line in lines}
    assert len(printed) == len(names), lines
    assert not any(c in line for line in lines for c in "\t\x1f")
