"""On a Quartz site a file named by a date or a number keeps Quartz's title, its file's name (review s13 M4): the
id rule (a name of no words gives way to the opening heading) came before the site's title source, so a Quartz daily
note `content/2024-05-03.md` opening '## Tasks' was titled 'Tasks' where the page shows '2024-05-03'.
Source of the site shape: masaki39/masaki39.github.io 31cf483 quartz.config.ts (tests/text/test_titles_from_names)."""

from __future__ import annotations

from pathlib import Path

from helpers import write
from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.script import build_script
from test_titles_from_names import QUARTZ_CONFIG


def _title(path: Path) -> str:
    return build_script(read_article(path), load_config()).title


def test_a_quartz_daily_note_keeps_its_date_en(tmp_path: Path) -> None:
    write(tmp_path / "site" / "quartz.config.ts", QUARTZ_CONFIG)
    title = _title(write(tmp_path / "site" / "content" / "2024-05-03.md", "## Tasks\n\nWrite the weekly report.\n"))
    assert title != "Tasks"
    assert "2024" in title


def test_a_quartz_numbered_note_keeps_its_number_ja(tmp_path: Path) -> None:
    write(tmp_path / "site" / "quartz.config.ts", QUARTZ_CONFIG)
    title = _title(write(tmp_path / "site" / "content" / "20240503.md", "## 今日のタスク\n\n週報を書きます。\n"))
    assert title != "今日のタスク"
    assert "20240503" in title.replace(" ", "")


def test_off_quartz_a_date_name_still_takes_the_opening_heading_en(tmp_path: Path) -> None:
    write(tmp_path / "site" / ".git" / "HEAD", "ref: refs/heads/main\n")
    assert _title(write(tmp_path / "site" / "2024-05-03.md", "## Tasks\n\nWrite the weekly report.\n")) == "Tasks"
