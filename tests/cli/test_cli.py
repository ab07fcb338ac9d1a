"""The command line through typer's CliRunner: help texts, exit codes, one-line errors, JSON shapes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from typer.testing import CliRunner

from edge_standin import EdgeStandIn
from narrate.cli import app, run

runner = CliRunner()
COMMANDS = ["episode", "build", "feed", "script", "voices", "cache"]


def one_line_error(result) -> str:
    """The single stderr line of a failed command (and no traceback)."""
    assert result.exit_code == 1, (result.exit_code, result.output)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert "Traceback" not in result.output
    return lines[0]


def test_top_level_help_lists_every_command() -> None:
    result = runner.invoke(app, ["--help"])
    assert result.exit_code == 0
    assert "narrate ARTICLE.md" in result.stdout
    for command in COMMANDS:
        assert command in result.stdout


@pytest.mark.parametrize("command", COMMANDS)
def test_every_command_has_help(command: str) -> None:
    result = runner.invoke(app, [command, "--help"])
    assert result.exit_code == 0
    summary = result.stdout.split("Options")[0]
    assert len(summary.split()) > 8, f"{command} --help says too little: {summary!r}"


def test_no_arguments_shows_help() -> None:
    result = runner.invoke(app, [])
    assert "Usage" in result.output


def test_version() -> None:
    result = runner.invoke(app, ["--version"])
    assert result.exit_code == 0 and result.stdout.startswith("narrate ")


def test_usage_errors_exit_2(tmp_path: Path) -> None:
    article = tmp_path / "a.md"
    article.write_text("# Hi\n\nText.\n", encoding="utf-8")
    assert runner.invoke(app, [str(article), "--engine", "nope"]).exit_code == 2
    assert runner.invoke(app, ["build", str(tmp_path), "--shard", "3/2"]).exit_code == 2
    assert runner.invoke(app, ["script", str(article), "--no-such-option"]).exit_code == 2


def test_script_json_shape(examples: Path) -> None:
    result = runner.invoke(app, ["script", str(examples / "posts/gpu-xid/index.zh-hant.md"), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["lang"] == "zh-hant" and data["slug"] == "gpu-xid"
    assert data["voice"] == "zh-TW-HsiaoChenNeural"
    assert data["title"].startswith("GPU")
    assert {"title", "level", "chunk"} <= set(data["chapters"][0])
    assert all({"text", "pause_ms"} <= set(c) for c in data["chunks"])
    assert data["chunks"][-1]["pause_ms"] == 0
    assert [c["chunk"] for c in data["chapters"]] == sorted(c["chunk"] for c in data["chapters"])


def test_script_human_output_and_report(examples: Path) -> None:
    result = runner.invoke(app, ["script", str(examples / "posts/gpu-xid/index.en.md"), "--report"])
    assert result.exit_code == 0, result.output
    assert "lang en (from front matter)" in result.stdout
    assert "§ What is an Xid?" in result.stdout
    assert "Terms not in the lexicon" in result.stdout and "NVLink" in result.stdout


@pytest.mark.parametrize(
    "content,problem",
    [
        (b"---\ntitle: [unclosed\n---\nbody\n", "not valid YAML"),
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(200), "binary"),
        (b"", "no prose"),
    ],
)
def test_script_on_malformed_files(tmp_path: Path, content: bytes, problem: str) -> None:
    path = tmp_path / "bad.md"
    path.write_bytes(content)
    line = one_line_error(runner.invoke(app, ["script", str(path)]))
    assert str(path) in line and problem in line


def test_config_errors_name_file_key_and_line(tmp_path: Path) -> None:
    (tmp_path / "voices.yaml").write_text(
        "languages:\n  zh-hant:\n    voice: zh-TW-YunJheNeural\n    rate: fast\n", encoding="utf-8"
    )
    article = tmp_path / "a.md"
    article.write_text("---\nlang: zh-hant\n---\n你好。\n", encoding="utf-8")
    line = one_line_error(runner.invoke(app, ["script", str(article)]))
    assert str(tmp_path / "voices.yaml") in line and "line 4" in line and "languages.zh-hant.rate" in line


def test_config_yaml_syntax_error(tmp_path: Path) -> None:
    config = tmp_path / "v.yaml"
    config.write_text("pauses:\n  paragraph: [\n", encoding="utf-8")
    article = tmp_path / "a.md"
    article.write_text("你好。\n", encoding="utf-8")
    line = one_line_error(runner.invoke(app, ["script", str(article), "--config", str(config)]))
    assert str(config) in line and "invalid YAML" in line


def test_unknown_config_key(tmp_path: Path) -> None:
    config = tmp_path / "v.yaml"
    config.write_text("engine: auto\nconcurency: 4\n", encoding="utf-8")
    article = tmp_path / "a.md"
    article.write_text("你好。\n", encoding="utf-8")
    line = one_line_error(runner.invoke(app, ["script", str(article), "--config", str(config)]))
    assert "line 2" in line and "concurency" in line and "unknown setting" in line


def test_voices_without_the_service(tmp_path: Path) -> None:
    result = runner.invoke(app, ["voices"])
    assert result.exit_code == 0
    assert "zh-TW-HsiaoChenNeural" in result.stdout and "zh-CN-XiaoxiaoNeural" in result.stdout
    assert "not available" in result.stderr


def test_voices_with_the_service(standin: EdgeStandIn) -> None:
    result = runner.invoke(app, ["voices", "--lang", "zh-TW"])
    assert result.exit_code == 0, result.output
    assert "zh-TW-HsiaoChenNeural" in result.stdout
    assert result.stdout.count("zh-TW-HsiaoChenNeural") == 2  # configured, and in the service's list
    assert "zh-CN" not in result.stdout


def test_cache_command_shows_and_prunes(standin: EdgeStandIn, tmp_path: Path) -> None:
    content = tmp_path / "content"
    content.mkdir()
    article = content / "a.md"
    article.write_text("---\nlang: en\ntitle: A\n---\n\nFirst paragraph.\n\nSecond paragraph.\n", encoding="utf-8")
    assert runner.invoke(app, [str(article), "--out", str(tmp_path / "out")]).exit_code == 0
    shown = runner.invoke(app, ["cache"])
    assert shown.exit_code == 0 and " 4 chunks" in shown.stdout  # title, two paragraphs, outro
    article.write_text(
        "---\nlang: en\ntitle: A\n---\n\nFirst paragraph.\n\nA new second paragraph.\n", encoding="utf-8"
    )
    # Not narrated again yet: the last recorded build still uses the old paragraph, so it stays.
    kept = runner.invoke(app, ["cache", "--prune", str(content), "--grace", "0"])
    assert kept.exit_code == 0, kept.output
    assert "pruned 0 chunks" in kept.stdout and " 4 chunks" in kept.stdout
    assert runner.invoke(app, [str(article), "--out", str(tmp_path / "out")]).exit_code == 0
    young = runner.invoke(app, ["cache", "--prune"])  # unrecorded now, but younger than the grace period
    assert young.exit_code == 0 and "pruned 0 chunks" in young.stdout
    lookups = Path(os.environ["NARRATE_CACHE_DIR"]) / "lookups"
    assert len(list(lookups.glob("*.bin"))) == 1
    pruned = runner.invoke(app, ["cache", "--prune", "--grace", "0"])
    assert pruned.exit_code == 0, pruned.output
    assert "pruned 1 chunk " in pruned.stdout and " 4 chunks" in pruned.stdout
    # The episodes' indexes of lookups go with a prune (the next rebuild makes its own again).
    assert not list(lookups.glob("*.bin"))
    assert runner.invoke(app, [str(article), "--out", str(tmp_path / "out"), "--force"]).exit_code == 0
    assert len(list(lookups.glob("*.bin"))) == 1


def test_article_that_is_a_folder(tmp_path: Path) -> None:
    line = one_line_error(runner.invoke(app, [str(tmp_path)]))
    assert "is a folder" in line and "narrate build" in line


def test_options_may_come_before_the_article(tmp_path: Path) -> None:
    article = tmp_path / "a.md"
    article.write_text("---\nlang: en\ntitle: A\n---\n\nWords.\n", encoding="utf-8")
    out = tmp_path / "out"
    result = runner.invoke(app, ["--engine", "espeak", "--out", str(out), str(article)])
    assert result.exit_code == 0, result.output
    assert (out / "en" / "a.mp3").is_file()


def test_a_voice_that_is_not_an_edge_voice(tmp_path: Path) -> None:
    article = tmp_path / "a.md"
    article.write_text("---\nlang: en\ntitle: A\n---\n\nWords.\n", encoding="utf-8")
    bad = runner.invoke(app, [str(article), "--voice", "bogus"])
    assert bad.exit_code == 2 and "not an Edge voice name" in bad.output
    config = tmp_path / "voices.yaml"
    config.write_text("languages:\n  en:\n    voice: Aria\n", encoding="utf-8")
    line = one_line_error(runner.invoke(app, ["script", str(article)]))
    assert "line 3" in line and "languages.en.voice" in line and "narrate voices" in line


def test_slug_from_the_bundle_folder_when_run_inside_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bundle = tmp_path / "gpu-xid"
    bundle.mkdir()
    (bundle / "index.zh-hant.md").write_text("---\ntitle: T\n---\n\n你好，世界。\n", encoding="utf-8")
    monkeypatch.chdir(bundle)
    result = runner.invoke(app, ["script", "index.zh-hant.md", "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["slug"] == "gpu-xid"


@pytest.mark.parametrize("text,lang", [("内存错误的处理方式。", "zh-hans"), ("記憶體錯誤的處理方式。", "zh-hant")])
def test_front_matter_zh_without_a_script(tmp_path: Path, text: str, lang: str) -> None:
    article = tmp_path / "a.md"
    article.write_text(f"---\ntitle: 標題\nlang: zh\n---\n\n{text}\n", encoding="utf-8")
    result = runner.invoke(app, ["script", str(article), "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["lang"] == lang


def test_content_lang_folder_counts_for_a_single_article(tmp_path: Path) -> None:
    (tmp_path / "voices.yaml").write_text("engine: auto\n", encoding="utf-8")
    article = tmp_path / "content" / "ja" / "posts" / "kanji.md"
    article.parent.mkdir(parents=True)
    article.write_text("---\ntitle: 東京\n---\n\n東京大学。\n", encoding="utf-8")
    result = runner.invoke(app, ["script", str(article), "--json"])
    assert json.loads(result.stdout)["lang"] == "ja"


def test_one_article_cannot_take_over_anothers_episode(tmp_path: Path) -> None:
    out = tmp_path / "out"
    first, second = tmp_path / "a" / "post.md", tmp_path / "b" / "post.md"
    for path, title in ((first, "First"), (second, "Second")):
        path.parent.mkdir()
        path.write_text(f"---\ntitle: {title}\nlang: en\n---\n\nWords of {title}.\n", encoding="utf-8")
    assert runner.invoke(app, [str(first), "--out", str(out), "--engine", "espeak"]).exit_code == 0
    line = one_line_error(runner.invoke(app, [str(second), "--out", str(out), "--engine", "espeak"]))
    assert str(first) in line and "slug" in line and "--force" in line
    assert runner.invoke(app, [str(second), "--out", str(out), "--engine", "espeak", "--force"]).exit_code == 0


def test_feed_finds_the_sites_voices_yaml_from_the_output_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    site = tmp_path / "site"
    (site / "content").mkdir(parents=True)
    (site / "voices.yaml").write_text("feed:\n  base_url: https://x.example/p\n", encoding="utf-8")
    (site / "content" / "a.md").write_text("---\ntitle: A\nlang: en\n---\n\nWords.\n", encoding="utf-8")
    out = site / "output"
    assert runner.invoke(app, ["build", str(site / "content"), "--out", str(out), "--engine", "espeak"]).exit_code == 0
    before = (out / "en" / "feed.xml").read_bytes()
    monkeypatch.chdir(tmp_path)  # not inside the site
    result = runner.invoke(app, ["feed", "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert (out / "en" / "feed.xml").read_bytes() == before  # same manifest, same bytes (lastBuildDate too)


def test_a_bad_edge_url_is_one_line(tmp_path: Path) -> None:
    article = tmp_path / "a.md"
    article.write_text("---\ntitle: A\nlang: en\n---\n\nWords.\n", encoding="utf-8")
    result = runner.invoke(
        app,
        [str(article), "--engine", "edge", "--out", str(tmp_path / "o")],
        env={"NARRATE_EDGE_URL": "ws://127.0.0.1:99999"},
    )
    line = one_line_error(result)
    assert "NARRATE_EDGE_URL" in line and "ws://127.0.0.1:8765" in line


def test_feed_with_nothing_built_writes_nothing(tmp_path: Path) -> None:
    (tmp_path / "voices.yaml").write_text("feed:\n  base_url: https://x.example/p\n", encoding="utf-8")
    out = tmp_path / "nowhere"
    line = one_line_error(runner.invoke(app, ["feed", "--out", str(out), "--config", str(tmp_path / "voices.yaml")]))
    assert "nothing is built" in line and not out.exists()


def test_an_unreachable_service_error_names_the_article(tmp_path: Path) -> None:
    article = tmp_path / "a.md"
    article.write_text("---\ntitle: A\nlang: en\n---\n\nWords.\n", encoding="utf-8")
    line = one_line_error(runner.invoke(app, [str(article), "--engine", "edge", "--out", str(tmp_path / "o")]))
    assert line.startswith(f"narrate: error: {article}: cannot reach")


def _site(tmp_path: Path) -> tuple[Path, Path]:
    content = tmp_path / "content"
    content.mkdir()
    (tmp_path / "voices.yaml").write_text("feed:\n  base_url: https://x.example/p\n", encoding="utf-8")
    (content / "a.md").write_text("---\ntitle: A\nlang: en\n---\n\nWords of A.\n", encoding="utf-8")
    return content, tmp_path / "out"


def test_build_keeps_episodes_of_articles_outside_the_content_folder(tmp_path: Path) -> None:
    content, out = _site(tmp_path)
    extra = tmp_path / "elsewhere" / "x.md"
    extra.parent.mkdir()
    extra.write_text("---\ntitle: X\nlang: en\n---\n\nElsewhere.\n", encoding="utf-8")
    assert runner.invoke(app, [str(extra), "--out", str(out), "--engine", "espeak"]).exit_code == 0
    result = runner.invoke(app, ["build", str(content), "--out", str(out), "--engine", "espeak", "--json"])
    assert json.loads(result.stdout)["removed"] == []
    assert (out / "en" / "x.mp3").is_file()


def test_narrating_one_article_refreshes_a_published_feed(tmp_path: Path) -> None:
    content, out = _site(tmp_path)
    assert runner.invoke(app, ["build", str(content), "--out", str(out), "--engine", "espeak"]).exit_code == 0
    (content / "a.md").write_text("---\ntitle: A\nlang: en\n---\n\nWords of A, now longer.\n", encoding="utf-8")
    assert runner.invoke(app, [str(content / "a.md"), "--out", str(out), "--engine", "espeak"]).exit_code == 0
    feed = (out / "en" / "feed.xml").read_text(encoding="utf-8")
    assert f'length="{(out / "en" / "a.mp3").stat().st_size}"' in feed


def test_an_article_whose_only_heading_is_its_title_is_skipped(tmp_path: Path) -> None:
    content, out = _site(tmp_path)
    (content / "same.md").write_text("---\ntitle: Same\nlang: en\n---\n\n# Same\n", encoding="utf-8")
    result = runner.invoke(app, ["build", str(content), "--out", str(out), "--engine", "espeak", "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert {"source": str(content / "same.md"), "reason": "no prose to narrate"} in report["skipped"]
    assert report["failed"] == []


def test_a_cache_path_that_is_a_file_stops_before_any_synthesis(tmp_path: Path) -> None:
    content, out = _site(tmp_path)
    blocker = tmp_path / "cachefile"
    blocker.write_text("", encoding="utf-8")
    result = runner.invoke(
        app, [str(content / "a.md"), "--out", str(out), "--engine", "espeak"], env={"NARRATE_CACHE_DIR": str(blocker)}
    )
    line = one_line_error(result)
    assert "chunk cache cannot be kept here" in line and "NARRATE_CACHE_DIR" in line


# --- the command itself (python -m narrate, the console script): it leaves without tearing down ---


def test_the_command_exits_with_its_status_and_every_byte_of_its_output(tmp_path: Path) -> None:
    article = tmp_path / "post.md"
    article.write_text(
        "---\nlang: en\ntitle: Long\n---\n\n" + "A sentence of plain English prose. " * 3000 + "\n", encoding="utf-8"
    )
    command = [sys.executable, "-m", "narrate"]
    done = subprocess.run([*command, "script", str(article), "--json"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert len(done.stdout) > 100_000 and json.loads(done.stdout)["chunks"]  # all of it, through a pipe
    missing = subprocess.run([*command, str(tmp_path / "missing.md")], capture_output=True, text=True, timeout=120)
    assert missing.returncode == 1 and missing.stderr.count("\n") == 1 and "missing.md" in missing.stderr
    usage = subprocess.run([*command, "--no-such-option"], capture_output=True, text=True, timeout=120)
    assert usage.returncode == 2 and "No such option" in usage.stderr
    # Started with its output closed (cron, `>&-`): nothing to flush, and it still succeeds.
    for closed in (1, 2):
        quiet = subprocess.run([*command, "--version"], preexec_fn=lambda fd=closed: os.close(fd), timeout=120)  # type: ignore[misc]
        assert quiet.returncode == 0


def test_output_read_no_further_ends_the_command_quietly(tmp_path: Path) -> None:
    """`narrate script post.md | head -1`: the reader leaves, and narrate leaves as a program killed by
    SIGPIPE does (141), saying nothing: no "Broken pipe; check the file" error about a file that is fine."""
    article = tmp_path / "post.md"
    article.write_text(
        "---\nlang: en\ntitle: Long\n---\n\n" + "A sentence of plain English prose. " * 3000 + "\n", encoding="utf-8"
    )
    child = subprocess.Popen(
        [sys.executable, "-m", "narrate", "script", str(article)], stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    assert child.stdout is not None and child.stderr is not None
    assert child.stdout.readline()  # the first line, then the reader is gone
    child.stdout.close()
    with child.stderr:
        error = child.stderr.read()
    assert child.wait(timeout=120) == 141
    assert error == b""


def test_while_another_thread_runs_the_command_exits_the_ordinary_way(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # Here, in the test's own process: the quick exit would end pytest itself, so this also proves it is not taken.
    monkeypatch.setattr(sys, "argv", ["narrate", "--version"])
    import narrate.cli

    monkeypatch.setattr(narrate.cli, "_LATE_EXIT", [])  # (what run() leaves for its exit handler stays in this test)
    release = threading.Event()
    other = threading.Thread(target=release.wait)
    other.start()
    try:
        with pytest.raises(SystemExit) as exited:
            run()
    finally:
        release.set()
        other.join()
    assert exited.value.code == 0 and "narrate" in capsys.readouterr().out
