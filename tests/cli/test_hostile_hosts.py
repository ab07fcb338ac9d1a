"""A host that IDNA cannot encode or decode, given to serve, check-host or the feed settings: one line, no traceback
(review s10 harden, low)."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from helpers import write
from narrate import load_config
from narrate.cli import app
from narrate.errors import ConfigError

_LONG = "\u00fc" * 70 + ".example"  # one label of 70 letters: past 63 once encoded


@pytest.mark.parametrize("host", ["a..b", _LONG, "bad..host.example"])
def test_serve_on_a_host_idna_refuses_says_one_line(tmp_path: Path, host: str) -> None:
    """`narrate serve --host a..b` ended in a UnicodeError traceback from the socket library."""
    (tmp_path / "out").mkdir()
    result = CliRunner().invoke(app, ["serve", str(tmp_path / "out"), "--host", host, "--port", "0"])
    assert result.exit_code == 1, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("narrate: error: --host") and "not a host name" in lines[0]
    assert "Traceback" not in result.output


@pytest.mark.parametrize("url", ["https://a..b.example/pod/", f"https://{_LONG}/pod/"])
def test_check_host_on_a_host_idna_refuses_says_one_line_and_asks_nobody(url: str) -> None:
    """The line names the host and why, before any connection is tried."""
    result = CliRunner().invoke(app, ["check-host", url])
    assert result.exit_code == 1
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "its host" in lines[0] and "not a host name" in lines[0], result.stderr


@pytest.mark.parametrize("key", ["base_url", "media_base_url"])
@pytest.mark.parametrize("host", ["a..b.example", "xn--zz.example", "x" * 64 + ".example"])
def test_a_feed_address_whose_host_names_no_machine_is_refused_with_its_key_and_line(
    tmp_path: Path, key: str, host: str
) -> None:
    """feed.base_url `https://a..b.example` was taken, and every enclosure published under a host no app can reach."""
    settings = "  base_url: https://example.com/pod\n" if key == "media_base_url" else ""
    write(tmp_path / "voices.yaml", f"feed:\n{settings}  {key}: https://{host}/pod\n")
    with pytest.raises(ConfigError) as caught:
        load_config(tmp_path / "voices.yaml")
    assert caught.value.key == f"feed.{key}" and caught.value.line == (3 if settings else 2)
    assert host in str(caught.value) and "\n" not in str(caught.value)
    write(tmp_path / "voices.yaml", f"feed:\n{settings}  {key}: https://xn--bcher-kva.example/pod\n")
    assert load_config(tmp_path / "voices.yaml")  # bücher.example, as IDNA writes it, names a machine


def test_a_threads_refusal_is_the_commands_one_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A plug-in's thread left running that writes after its publish() returned is refused in that thread; the
    command says it in one line (narrate.cli._thread_failed, set by the console script only) where threading
    printed a traceback, and anything else a thread raises is printed as Python prints it."""
    import threading

    import narrate.cli
    from narrate.cli import _thread_failed
    from narrate.errors import OutputError

    monkeypatch.setattr(narrate.cli, "_REFUSED", [])  # (the refusals it keeps for the command's exit code: this test's)

    def args(exc: BaseException) -> threading.ExceptHookArgs:
        return threading.ExceptHookArgs((type(exc), exc, None, threading.current_thread()))

    _thread_failed(args(OutputError("out/en/feed.xml: written from a thread\x1b[2J; nothing written")))
    assert (
        capsys.readouterr().err == "narrate: error: out/en/feed.xml: written from a thread\\x1b[2J; nothing written\n"
    )
    _thread_failed(args(RuntimeError("the plug-in's own bug")))
    assert "RuntimeError: the plug-in's own bug" in capsys.readouterr().err
