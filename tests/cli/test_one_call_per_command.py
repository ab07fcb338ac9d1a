"""Each command is one library call in narrate.flow whose plain result the CLI prints: the result
is what `--json` shows, and a wrong option is an OptionProblem naming it (a usage error, exit 2)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from helpers import write
from narrate.errors import InputError
from narrate.flow import options
from narrate.flow.check import check_target
from narrate.flow.feed import render_feeds
from narrate.flow.options import OptionProblem
from narrate.flow.script import script_for
from narrate.flow.voices import list_voices

runner = CliRunner()

PROSE = "---\ntitle: {title}\nlang: en\n---\n\nA paragraph of plain English prose to be read aloud.\n\n{extra}\n"


def _content(tmp_path: Path) -> Path:
    content = tmp_path / "content"
    write(content / "one.md", PROSE.format(title="One", extra="See config.yaml and 0xdeadbeef for details."))
    write(content / "two.md", PROSE.format(title="Two", extra="Another paragraph, nothing odd in it."))
    write(content / "code.md", "---\ntitle: Code\nlang: en\n---\n\n```\nonly code\n```\n")
    return content


def test_check_target_is_what_check_json_prints(tmp_path: Path) -> None:
    from narrate.cli import app

    content = _content(tmp_path)
    run = check_target(content)
    printed = runner.invoke(app, ["check", str(content), "--json"])
    assert printed.exit_code == 0, printed.output
    assert json.loads(printed.stdout) == json.loads(json.dumps(run.to_json()))
    totals = run.totals()
    assert totals["articles"] == 3 and totals["no_prose"] == 1 and totals["failed"] == 0
    assert totals["chunks"] == sum(r.chunks for r in run.reports) > 0
    assert totals["leaks"] == run.leaks == sum(len(r.leaks) for r in run.reports)


def test_check_target_of_a_missing_path_names_it(tmp_path: Path) -> None:
    with pytest.raises(InputError) as caught:
        check_target(tmp_path / "nowhere")
    assert caught.value.path == tmp_path / "nowhere" and "no such file or folder" in str(caught.value)


def test_script_for_is_what_script_json_prints(tmp_path: Path) -> None:
    from narrate.cli import app

    article = _content(tmp_path) / "one.md"
    view = script_for(article, out_dir=tmp_path / "out", report=True)
    printed = runner.invoke(app, ["script", str(article), "--json", "--out", str(tmp_path / "out")])
    assert printed.exit_code == 0, printed.output
    assert json.loads(printed.stdout) == json.loads(json.dumps(view.to_json()))
    assert view.to_json()["source"] == str(article) and view.script.title == "One"
    assert any(kind for kind, _, _ in view.looking)  # config.yaml / 0xdeadbeef look like leaks


def test_list_voices_without_the_service_says_why(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # NARRATE_EDGE_URL points at a closed port (conftest)
    listing = list_voices("fr")
    assert listing.lang == "fr" and listing.offline_reason
    assert listing.source.startswith("from narrate's snapshot of Edge's list")
    assert [v.lang for v in listing.configured] == ["fr"]
    names = {v.name: v for v in listing.edge_voices}
    assert "fr-FR-DeniseNeural" in names and names["fr-FR-DeniseNeural"].live is None
    assert not any(v.newer for v in listing.edge_voices)
    everything = list_voices()
    assert everything.lang is None and "fr" in everything.others and everything.edge_voices == []


def test_an_unknown_language_is_a_usage_error_of_lang(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from narrate.cli import app

    monkeypatch.chdir(tmp_path)
    with pytest.raises(OptionProblem) as caught:
        list_voices("xx-nowhere")
    assert caught.value.key == "--lang"
    printed = runner.invoke(app, ["voices", "--lang", "xx-nowhere"])
    assert printed.exit_code == 2 and "--lang" in printed.stderr and "unknown language 'xx-nowhere'" in printed.stderr


@pytest.mark.parametrize(
    ("call", "key"),
    [
        (lambda: options.check_engine("no-such-engine"), "--engine"),
        (lambda: options.parse_langs(["xx-nowhere"]), "--lang"),
        (lambda: options.voice_language("en-US-AriaNeural", ("fr",)), "--voice"),
        (lambda: options.parse_shard("5/4"), "--shard"),
        (lambda: options.force_reader(Path("post.txt"), "no-such-reader"), "--reader"),
    ],
)
def test_each_wrong_option_names_itself(call: object, key: str) -> None:
    with pytest.raises(OptionProblem) as caught:
        call()  # type: ignore[operator]
    assert caught.value.key == key and str(caught.value)


def test_the_options_that_are_right_pass(tmp_path: Path) -> None:
    options.check_engine("auto")
    options.check_engine(None)
    assert options.parse_langs(["zh-TW", "zh-hant", "en"]) == ("zh-hant", "en")
    assert options.voice_language("en-US-AriaNeural", ("en", "fr")) == "en"
    assert options.parse_shard(None) == (1, 1) and options.parse_shard("2/3") == (2, 3)
    notes = write(tmp_path / "build.txt", "notes")
    assert "narrate build" in (options.reader_refusal(notes, ("build",)) or "")


def test_render_feeds_of_an_empty_folder_says_to_build_first(tmp_path: Path) -> None:
    (tmp_path / "out").mkdir()
    with pytest.raises(InputError) as caught:
        render_feeds(tmp_path / "out")
    assert "nothing is built here yet" in str(caught.value) and caught.value.path == tmp_path / "out"


def test_version_is_the_app_s_own_answer() -> None:
    """`narrate --version` is parsed by the one parser, as every option is (its speed: benchmarks/bench_warm.py)."""
    done = subprocess.run([sys.executable, "-m", "narrate", "--version"], capture_output=True, text=True, check=True)
    import narrate
    from narrate.cli import app

    assert done.stdout == f"narrate {narrate.__version__}\n"
    assert runner.invoke(app, ["--version"]).stdout == done.stdout
