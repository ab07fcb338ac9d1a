"""Data files by their suffix, one way for every reader of a site's config and data (narrate.datafiles)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from narrate import clock, datafiles
from narrate.text.site.common import load_settings
from narrate.text.site_data import site_data


@pytest.mark.parametrize(
    ("suffix", "text"),
    [
        (".toml", 'title = "Blog"\n[params]\nn = 2\n'),
        (".TOML", 'title = "Blog"\n[params]\nn = 2\n'),
        (".json", '{"title": "Blog", "params": {"n": 2}}'),
        (".yaml", "title: Blog\nparams:\n  n: 2\n"),
        (".Yml", "title: Blog\nparams:\n  n: 2\n"),
    ],
)
def test_each_suffix_reads_the_same_value(suffix: str, text: str) -> None:
    assert datafiles.parse(text, suffix) == {"title": "Blog", "params": {"n": 2}}


@pytest.mark.parametrize(
    ("suffix", "text"),
    [
        (".toml", "title = "),
        (".json", "{"),
        (".yaml", "a: [1"),
        (".yaml", "a: &a [*a, *a]\n" + "b: &b [*a, *a]\n" * 40),
        (".ini", "a = 1"),
    ],
)
def test_what_a_parser_refuses_is_one_of_errors(suffix: str, text: str) -> None:
    with pytest.raises(datafiles.ERRORS):
        datafiles.parse(text, suffix)


def test_a_site_config_and_a_data_file_in_capitals_are_read_as_what_they_are(tmp_path: Path) -> None:
    root = tmp_path
    (root / "content").mkdir()
    (root / "hugo.toml").write_text('baseURL = "https://blog.example/"\n', encoding="utf-8")
    (root / "data").mkdir()
    (root / "data" / "product.TOML").write_text('name = "Widget"\n', encoding="utf-8")
    assert load_settings(root / "hugo.toml") == {"baseURL": "https://blog.example/"}
    assert site_data(root / "content" / "post.md").data == {"product": {"name": "Widget"}}


def test_the_clock_is_utc_to_the_second() -> None:
    now = clock.now()
    assert now.tzinfo is not None and now.utcoffset() == dt.timedelta(0)
    written = clock.now_iso()
    assert written.endswith("+00:00") and dt.datetime.fromisoformat(written).microsecond == 0
