"""A newcomer's first runs: one article makes its episode and its listening page, a long article
says what it will cost before it starts and shows its progress on a terminal (only there), and the dry run
shows each episode's key and page as getting-started says."""

from __future__ import annotations

import os
import re
import subprocess
import threading
from pathlib import Path

import pytest
from typer.testing import CliRunner

from edge_standin import EdgeStandIn
from helpers import write
from narrate.cli import app
from patience import PATIENCE
from test_build import narrate_command

runner = CliRunner()
SHORT = "---\ntitle: A short post\nlang: en\n---\n\nOne paragraph, read aloud.\n"
# About three minutes of speech by narrate's model (15 characters a second): long for `long_article_minutes: 2`.
LONG = (
    "---\ntitle: A longer post\nlang: en\n---\n\n"
    + "\n\n".join(
        f"Paragraph {n} says a few plain things about the kernel, the network and the disks." for n in range(36)
    )
    + "\n"
)


def test_a_first_run_on_one_article_writes_its_listening_page(tmp_path: Path) -> None:
    article = write(tmp_path / "post.md", SHORT)
    result = runner.invoke(app, [str(article), "--out", str(tmp_path / "out"), "--engine", "espeak"])
    assert result.exit_code == 0, result.output
    out = tmp_path / "out"
    assert (out / "en" / "post.mp3").is_file()
    page = (out / "en" / "post.html").read_text(encoding="utf-8")
    assert re.search(r'<audio[^>]* src="post\.mp3\?v=[0-9a-f]+"', page) and "A short post" in page
    assert (out / "en" / "post.episode.json").is_file() and (out / "player" / "narrate-player.js").is_file()
    # A single episode publishes no feed or episodes.json by itself (no feed.base_url says where they would be).
    assert not (out / "en" / "feed.xml").exists() and not (out / "episodes.json").exists()


@pytest.mark.parametrize(
    ("setting", "warned"), [("long_article_minutes: 2\n", True), ("", False), ("long_article_minutes: 0\n", False)]
)
def test_a_long_article_says_what_it_will_cost_before_it_starts(
    tmp_path: Path, standin: EdgeStandIn, setting: str, warned: bool
) -> None:
    write(tmp_path / "voices.yaml", setting or "concurrency: 4\n")
    article = write(tmp_path / "long.md", LONG)
    result = runner.invoke(app, [str(article), "--out", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    said = [line for line in result.stderr.splitlines() if "a long article" in line]
    assert len(said) == (1 if warned else 0), result.stderr
    if warned:
        assert said[0].startswith(f"warning: {article}: a long article (over long_article_minutes: 2 in voices.yaml): ")
        assert re.search(r"~\d+ min of audio, \d+ requests?, ~\d+ s at concurrency 8, ~[\d.]+ MB of MP3s", said[0])
        assert said[0].endswith("Ctrl-C stops it; the next run goes on from the chunks already made")
    assert result.stdout.startswith(str(tmp_path / "out" / "en" / "long.mp3"))


def test_a_long_article_already_made_is_not_announced_again(tmp_path: Path, standin: EdgeStandIn) -> None:
    write(tmp_path / "voices.yaml", "long_article_minutes: 2\n")
    article = write(tmp_path / "long.md", LONG)
    assert runner.invoke(app, [str(article), "--out", str(tmp_path / "out")]).exit_code == 0
    again = runner.invoke(app, [str(article), "--out", str(tmp_path / "out"), "--force"])  # every chunk cached
    assert again.exit_code == 0 and "a long article" not in again.stderr


@pytest.mark.parametrize("value", ["-1", "two hours", "true"])
def test_a_wrong_long_article_setting_names_the_key(tmp_path: Path, value: str) -> None:
    write(tmp_path / "voices.yaml", f"long_article_minutes: {value}\n")
    result = runner.invoke(app, [str(write(tmp_path / "post.md", SHORT)), "--out", str(tmp_path / "out")])
    assert result.exit_code == 1
    assert "long_article_minutes" in result.stderr and "voices.yaml" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def _run_on_a_terminal(args: list[str], cwd: Path) -> tuple[int, str, str]:
    """Run narrate with stderr on a pseudo-terminal (stdout piped): exit code, stdout, what the terminal got."""
    import pty

    env = {k: v for k, v in os.environ.items() if k != "NO_COLOR"}
    env.update(TERM="xterm-256color", COLUMNS="120")
    master, slave = pty.openpty()
    drawn = bytearray()

    def read() -> None:
        while True:
            try:
                data = os.read(master, 4096)
            except OSError:  # EIO once the child closed the terminal
                return
            if not data:
                return
            drawn.extend(data)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    with subprocess.Popen(
        [*narrate_command(), *args], cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=slave, text=True
    ) as proc:
        os.close(slave)
        stdout, _ = proc.communicate(timeout=PATIENCE)
    reader.join(timeout=PATIENCE)
    os.close(master)
    return proc.returncode, stdout, re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", drawn.decode("utf-8", "replace"))


def test_one_long_episode_shows_reading_then_its_bar_on_a_terminal_only(tmp_path: Path, standin: EdgeStandIn) -> None:
    write(tmp_path / "voices.yaml", "long_article_minutes: 2\n")
    write(tmp_path / "long.md", LONG)
    code, stdout, screen = _run_on_a_terminal(["long.md", "--out", "out"], tmp_path)
    assert code == 0, screen
    assert stdout.startswith("out/en/long.mp3") and "\x1b" not in stdout  # results stay clean on a pipe
    assert "reading long.md" in screen
    chunks = max(int(total) for total in re.findall(r"long\s.*?\b\d+/(\d+)\b", screen))
    assert re.search(rf"\b{chunks}/{chunks}\b", screen), screen[-500:]  # the bar reached its end
    assert "a long article (over long_article_minutes: 2" in screen  # the warning, above the bar

    # Piped (a CI log, `2> file`): the warning and the result, no bar and no reading line. (A cache of its own:
    # from the first run's, nothing would be requested, and a long article is announced only when it will be.)
    piped = subprocess.run(
        [*narrate_command(), "long.md", "--out", "out2"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=PATIENCE,
        env={**os.environ, "TERM": "xterm-256color", "NARRATE_CACHE_DIR": str(tmp_path / "cache2")},
    )
    assert piped.returncode == 0, piped.stderr
    assert "\x1b" not in piped.stderr and "\r" not in piped.stderr
    assert [line.split(":", 1)[0] for line in piped.stderr.splitlines()] == ["warning"], piped.stderr


def test_the_plain_dry_run_shows_each_episodes_key_and_page(tmp_path: Path) -> None:
    write(tmp_path / "content" / "posts" / "first" / "index.en.md", SHORT)
    result = runner.invoke(app, ["build", str(tmp_path / "content"), "--out", str(tmp_path / "out"), "--dry-run"])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0].split() == ["new", "en/first", "posts/first/index.en.md", "→", "/posts/first/"]
    assert lines[-1].startswith("estimate: 1 article to narrate, ")
