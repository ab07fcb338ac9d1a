"""Emphasis closed inside a possessive (`*Jaeger’*s`): no renderer takes the star before a letter as a closer, so the
page shows both stars; a listener hears the word, never "Jaeger’ s" cut in two nor a star's name. Each case is titled
with the article it comes from and loses nothing by the symbol account."""

from __future__ import annotations

from pathlib import Path

from helpers import said_whole


def test_miry_traces_in_crystal_open_jaegers_web_ui(tmp_path: Path) -> None:
    # miry/miry.github.io _posts/2022-06-13-how-to-begin-with-traces-in-crystal.md (s13 dev [14])
    body = "Open *Jaeger’*s Web UI and look for the traces."
    assert said_whole(tmp_path, body, lang="en") == ["Open Jaeger’s Web UI and look for the traces."]
    # _posts/2021-04-18-dockerfile-for-a-crystal-application.md: the strong form, an ASCII apostrophe
    body = "**DockerHub'**s [information](https://hub.docker.com/r/miry/medup/tags) about the image size:"
    assert said_whole(tmp_path, body, lang="en") == ["DockerHub's information about the image size:"]


def test_emphasis_that_closes_is_untouched(tmp_path: Path) -> None:
    # (a star pair the parser took is emphasis; a contraction inside it stays whole: "*don't*")
    body = "I *don't* know *Jaeger's* UI."
    assert said_whole(tmp_path, body, lang="en") == ["I don't know Jaeger's UI."]
