"""`narrate check` on a title made from a post's file name that keeps the post's date (the s16 ruling "Titles": a
Jekyll post's file-name date is never part of its title), heard as three numbers before the title's words.

Source: s15 held-out eonist/eonist.github.io _posts/2016-02-10-The-event-system.md, 2018-08-04-How-to-launch-on-
product-hunt.md, _2024-08-20-the-lindy-effect.md [0] as the corpus flattened them ('eonist___posts_2016-02-10-…'). On
the real layout (`_posts/`) narrate takes the date off, and check finds nothing.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.check import check_article


def _title_doubts(path: Path, text: str) -> list[str]:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    report = check_article(read_article(path), load_config())
    return [d["kind"] for d in report.page_doubts if d["kind"].startswith("the title")]


_EN = "Some words about the event system in this post, long enough to be heard as prose.\n"
_JA = "この記事はイベントの仕組みについて書いています。長さは十分です。\n"


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("eonist___posts_2016-02-10-The-event-system.md", _EN),
        ("eonist___posts__2024-08-20-the-lindy-effect.md", _EN),
        ("blog___posts_2021-04-18-イベントの仕組み.md", _JA),  # constructed, the same shape in Japanese
    ],
)
def test_a_title_that_keeps_its_file_names_date(tmp_path: Path, name: str, text: str) -> None:
    assert _title_doubts(tmp_path / name, text) == ["the title holds its file name's date"]


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("_posts/2016-02-10-The-event-system.md", _EN),  # Jekyll's layout: the date taken off
        ("_posts/2021-04-18-イベントの仕組み.md", _JA),
        ("notes/2024-08-20.md", _EN),  # a date only: titled otherwise (s13 ruling)
    ],
)
def test_a_title_without_its_file_names_date(tmp_path: Path, name: str, text: str) -> None:
    assert _title_doubts(tmp_path / name, text) == []
