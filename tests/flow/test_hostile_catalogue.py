"""Hostile content folders and settings: each case asserts the user's one line, the exit code, what is on
disk afterwards (nothing published removed by mistake, nothing half-written) and what the next run does.

Builds use the offline espeak-ng engine: what matters here is the build's bookkeeping, not the voice.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from helpers import OFFLINE_VOICES, build_json, write
from narrate.cli import app
from patience import PATIENCE

runner = CliRunner()


def article(title: str, body: str = "A short paragraph that is worth saying.", extra: str = "") -> str:
    return f"---\ntitle: {title}\nlang: en\n{extra}---\n\n{body}\n"


def site(root: Path, names: tuple[str, ...] = ("one", "two")) -> Path:
    write(root / "voices.yaml", OFFLINE_VOICES)
    content = root / "content"
    for name in names:
        write(content / "posts" / name / "index.md", article(name.title(), f"{name.title()} says something here."))
    return content


def episodes(out: Path) -> set[str]:
    return {p.relative_to(out).as_posix() for p in out.glob("*/*.mp3")}


def error_lines(stderr: str) -> list[str]:
    return [line for line in stderr.splitlines() if line.startswith("narrate: error:")]


def narrate_command() -> list[str]:
    script = Path(sys.executable).parent / "narrate"
    return [str(script)] if script.exists() else [sys.executable, "-m", "narrate"]


# ----------------------------------------------------------------------------- unreadable paths never remove


def _can_drop_capabilities() -> str | None:
    if shutil.which("setpriv") is None:
        return "setpriv (util-linux) is not installed"
    if os.geteuid() != 0:
        return None  # an ordinary user cannot read a folder without permission anyway
    probe = subprocess.run(
        ["setpriv", "--bounding-set", "-dac_override,-dac_read_search", "--inh-caps=-all", "true"],
        capture_output=True,
        text=True,
    )
    return None if probe.returncode == 0 else f"setpriv cannot drop capabilities here: {probe.stderr.strip()}"


def _without_read_override(command: list[str]) -> list[str]:
    """Run as root without the capabilities that let root read any folder (CI runs as root)."""
    if os.geteuid() != 0:
        return command
    return ["setpriv", "--bounding-set", "-dac_override,-dac_read_search", "--inh-caps=-all", *command]


@pytest.mark.skipif(_can_drop_capabilities() is not None, reason=str(_can_drop_capabilities()))
def test_an_unreadable_folder_is_an_error_for_that_path_and_its_episodes_stay(tmp_path: Path) -> None:
    content = site(tmp_path)
    code, report, _ = build_json(tmp_path)
    assert code == 0 and len(report["built"]) == 2
    published = episodes(tmp_path / "out")
    locked = content / "posts" / "two"
    locked.chmod(0)
    try:
        env = {**os.environ, "NO_COLOR": "1"}
        done = subprocess.run(
            _without_read_override(
                [*narrate_command(), "build", str(content), "--out", str(tmp_path / "out"), "--json"]
            ),
            capture_output=True,
            text=True,
            timeout=PATIENCE,
            env=env,
        )
    finally:
        locked.chmod(0o755)
    assert done.returncode == 1, done.stderr
    result = json.loads(done.stdout)
    assert result["removed"] == []
    assert any(str(locked) in item["error"] and "cannot read" in item["error"] for item in result["failed"])
    lines = error_lines(done.stderr)
    assert len(lines) == 1 and str(locked) in lines[0] and "permission" in lines[0].lower()
    assert episodes(tmp_path / "out") == published  # nothing published was removed
    # Readable again: the next run is a clean no-op.
    code, report, _ = build_json(tmp_path)
    assert code == 0 and report["removed"] == [] and len(report["unchanged"]) == 2


# ----------------------------------------------------------------------------- FIFOs and odd files


def test_a_fifo_named_md_is_skipped_and_never_read(tmp_path: Path) -> None:
    content = site(tmp_path, ("one",))
    fifo = content / "posts" / "pipe.md"
    os.mkfifo(fifo)
    env = {**os.environ, "NO_COLOR": "1"}
    for args in (
        ["build", str(content), "--out", str(tmp_path / "out"), "--json"],
        ["build", str(content), "--out", str(tmp_path / "out"), "--dry-run", "--json"],
    ):
        done = subprocess.run([*narrate_command(), *args], capture_output=True, text=True, timeout=PATIENCE, env=env)
        assert done.returncode == 0, done.stderr
        skipped = json.loads(done.stdout)["skipped"]
        assert any(item["source"] == str(fifo) and "not a regular file" in item["reason"] for item in skipped)
    done = subprocess.run(
        [*narrate_command(), "script", str(fifo)], capture_output=True, text=True, timeout=PATIENCE, env=env
    )
    assert done.returncode == 1
    assert done.stderr.strip().count("\n") == 0 and "not a regular file" in done.stderr


@pytest.mark.parametrize("name", ["variables.json", "data/x.yaml"])
def test_a_site_file_every_article_reads_is_named_in_one_line_not_one_per_article(tmp_path: Path, name: str) -> None:
    """A site's variables.json (or a data file beside hugo.toml) that is a FIFO fails each article that reads
    it, as it should (never waited on); the same line was printed once per article (attacks s13,
    `s13_a_site_file_of_another_kind`: two lines for two articles on main 45007d4). Now one, with the count."""
    content = site(tmp_path, ("one", "two", "three"))
    if name.startswith("data/"):
        write(tmp_path / "hugo.toml", "baseURL = 'https://example.com/'\n")
    (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(tmp_path / name)
    env = {**os.environ, "NO_COLOR": "1"}
    args = ["build", str(content), "--out", str(tmp_path / "out")]
    done = subprocess.run([*narrate_command(), *args], capture_output=True, text=True, timeout=PATIENCE, env=env)
    assert done.returncode == 1
    [line] = error_lines(done.stderr)
    assert str(tmp_path / name) in line and "not a regular file" in line and "(3 articles not built)" in line


def test_broken_articles_fail_alone_and_the_others_build(tmp_path: Path) -> None:
    content = site(tmp_path, ("good",))
    posts = content / "posts"
    write(posts / "deep-yaml.md", "---\ntitle: Deep\nx: " + "[" * 500 + "]" * 500 + "\n---\nText here.\n")
    write(posts / "deep-toml.md", "+++\ntitle = 'Deep'\nx = " + "[" * 3000 + "]" * 3000 + "\n+++\nText here.\n")
    write(posts / "big-int.md", "---\ntitle: Big\nweight: " + "9" * 5000 + "\n---\nText here.\n")
    write(posts / "big-int-toml.md", "+++\ntitle = 'Big'\nweight = " + "9" * 5000 + "\n+++\nText here.\n")
    write(posts / "bomb.md", "---\n" + _alias_bomb() + "title: Bomb\n---\nText here.\n")
    write(posts / "lang-number.md", article("Number", extra="language: 123\n").replace("lang: en\n", ""))
    write(posts / "tag-bool.md", "---\ntitle: Tagged\naudio: !!bool 'nope'\n---\nText here.\n")
    write(posts / "tag-time.md", "---\ntitle: Tagged\ndate: !!timestamp 'soon'\n---\nText here.\n")
    os.symlink("loop-b.md", posts / "loop-a.md")
    os.symlink("loop-a.md", posts / "loop-b.md")
    os.symlink("missing.md", posts / "dangling.md")
    started = time.monotonic()
    code, report, stderr = build_json(tmp_path)
    assert time.monotonic() - started < PATIENCE  # a hang guard: the budgets below are what is tested
    assert code == 1
    assert [item["slug"] for item in report["built"]] == ["good"]
    failed = {Path(item["source"]).name: item["error"] for item in report["failed"]}
    assert "too deeply" in failed["deep-toml.md"] and "deeper than" in failed["deep-yaml.md"]
    assert "impossible value" in failed["big-int.md"] and "impossible value" in failed["big-int-toml.md"]
    assert "expands to more than" in failed["bomb.md"]
    # A tag its constructor cannot read ended the whole build with a KeyError/AttributeError traceback (s7 attacks).
    assert "'nope' is no !!bool" in failed["tag-bool.md"] and "'soon' is no !!timestamp" in failed["tag-time.md"]
    # A language that is no tag is a warning, the article left as it was (it would move the episode if guessed).
    skipped = {Path(item["source"]).name: item["reason"] for item in report["skipped"]}
    assert "language: 123 is not a language tag" in skipped["lang-number.md"] and "lang-number.md" not in failed
    assert "loop of symlinks" in failed["loop-a.md"] and "symlink to nothing" in failed["dangling.md"]
    assert all(len(message) < 400 for message in failed.values())
    assert len(error_lines(stderr)) == len(failed)
    assert "Traceback" not in stderr


def _alias_bomb() -> str:
    lines = ['a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for n in range(1, 10):
        lines.append(f"a{n}: &a{n} [" + ",".join([f"*a{n - 1}"] * 9) + "]")
    return "\n".join(lines) + "\n"


def test_a_title_of_50_kb_is_cut_before_it_is_spoken(tmp_path: Path) -> None:
    path = write(tmp_path / "post.md", article("Words " * 8_000))
    result = runner.invoke(app, ["script", str(path), "--json"])
    assert result.exit_code == 0, result.stderr
    script = json.loads(result.stdout)
    assert len(script["title"]) <= 1001 and script["title"].endswith("…")
    assert sum(len(c["text"]) for c in script["chunks"]) < 2_000


def test_front_matter_over_64_kb_is_refused(tmp_path: Path) -> None:
    path = write(tmp_path / "post.md", "---\ntitle: T\nnotes: " + "x" * 70_000 + "\n---\nBody text.\n")
    result = runner.invoke(app, ["script", str(path)])
    assert result.exit_code == 1 and "front matter is over 64 KB" in result.stderr


# ----------------------------------------------------------------------------- file names that are not UTF-8


@pytest.mark.skipif(sys.platform == "darwin", reason="macOS refuses file names that are not UTF-8")
def test_a_file_name_that_is_not_utf8_is_refused_before_anything_is_written(tmp_path: Path) -> None:
    content = site(tmp_path, ("good",))
    bad = os.fsencode(str(content / "posts")) + b"/caf\xe9.md"
    with open(bad, "w", encoding="utf-8") as handle:
        handle.write(article("Cafe"))
    env = {**os.environ, "NO_COLOR": "1"}
    done = subprocess.run(
        [*narrate_command(), "build", str(content), "--out", str(tmp_path / "out"), "--json"],
        capture_output=True,
        timeout=PATIENCE,
        env=env,
    )
    assert done.returncode == 1
    report = json.loads(done.stdout.decode("utf-8"))  # strict: --json is always valid UTF-8
    assert [item["slug"] for item in report["built"]] == ["good"]
    assert any("not valid UTF-8" in item["error"] for item in report["failed"])
    done.stderr.decode("utf-8")
    assert episodes(tmp_path / "out") == {"en/good.mp3"}
    assert sorted(p.name for p in (tmp_path / "out" / "manifest" / "en").iterdir()) == ["good.json"]


# ----------------------------------------------------------------------------- voices.yaml that attacks


@pytest.mark.parametrize(
    ("settings", "expected"),
    [
        (_alias_bomb() + "known_terms: *a9\n", "expands to more than"),
        ("concurrency: " + "1" * 5000 + "\n", "impossible value"),
        ("feed:\n  article_url: '{slug:>999999999}'\n", "may not carry a format"),
        ("languages:\n  en:\n    intro: '{title:x>300000000}'\n", "may not carry a format"),
        ("languages:\n  en:\n    intro: '{title!r}'\n", "may not carry a format"),
        ("languages:\n  en:\n    author_line: 'by {writer}'\n", "unknown placeholder {writer}"),
        ("languages:\n  en:\n    intro: 'a { b'\n", "literal brace"),
        # Once tracebacks: a value a set cannot hold, and a YAML tag the safe loader has no type for.
        ("derive:\n  zh-hant: [zh-hans]\n", "key 'derive.zh-hant': only zh-hant ⇄ zh-hans can be derived"),
        ("feed:\n  title: !custom x\n", "line 2: key 'feed.title': could not determine a constructor for the tag"),
    ],
)
def test_hostile_voices_yaml_is_one_line(tmp_path: Path, settings: str, expected: str) -> None:
    config = write(tmp_path / "voices.yaml", settings)
    path = write(tmp_path / "post.md", article("T"))
    started = time.monotonic()
    result = runner.invoke(app, ["script", str(path), "--config", str(config)])
    assert time.monotonic() - started < PATIENCE  # a hang guard: the message proves the check ran first
    assert result.exit_code == 1, result.stdout
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and expected in lines[0] and str(config) in lines[0]


# ----------------------------------------------------------------------------- mass removal


def test_an_emptied_content_folder_removes_nothing_without_allow_mass_removal(tmp_path: Path) -> None:
    content = site(tmp_path, ("one", "two", "three"))
    code, report, _ = build_json(tmp_path)
    assert code == 0 and len(report["built"]) == 3
    published = episodes(tmp_path / "out")
    feed = (tmp_path / "out" / "en" / "feed.xml").read_bytes()
    shutil.rmtree(content / "posts")  # a failed checkout: the folder is there, the articles are not
    code, report, stderr = build_json(tmp_path)
    assert code == 1 and report["removed"] == []
    lines = error_lines(stderr)
    assert len(lines) == 1 and "would remove 3 of 3" in lines[0] and "--allow-mass-removal" in lines[0]
    assert episodes(tmp_path / "out") == published
    assert (tmp_path / "out" / "en" / "feed.xml").read_bytes().count(b"<item>") == feed.count(b"<item>") == 3
    # The dry run says the same and still writes nothing.
    dry = runner.invoke(app, ["build", str(content), "--out", str(tmp_path / "out"), "--dry-run", "--json"])
    assert dry.exit_code == 1 and json.loads(dry.stdout)["removed"] == []
    # The writer means it: the flag removes them.
    code, report, _ = build_json(tmp_path, "--allow-mass-removal")
    assert code == 0 and sorted(report["removed"]) == ["en/one", "en/three", "en/two"]
    assert episodes(tmp_path / "out") == set()


def test_removing_one_article_of_three_needs_no_flag(tmp_path: Path) -> None:
    content = site(tmp_path, ("one", "two", "three"))
    assert build_json(tmp_path)[0] == 0
    shutil.rmtree(content / "posts" / "two")
    code, report, _ = build_json(tmp_path)
    assert code == 0 and report["removed"] == ["en/two"]
