"""An article's title when its file's name is no words, or its first heading names a section (text.title_rule).

Sources (s12 held-out, dev data since): davidpallmann/hashnode-backups 1f7bb80 (en, Hashnode backups with no front
matter, named by post id: 'ckzlvfj0h02aprks1ghaj831k.md' opens '## Hello, Polly!'; the title was the id spelled out,
[0] in 10 of 12 articles read) and masaki39/masaki39.github.io 31cf483 (ja, Quartz notes with no title in their front
matter: 'content/📘なぜメモをとるのか.md' opens '# はじめに', which was said as the title; Quartz titles the page by
its file's name).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import write
from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.check import check_article
from narrate.text.script import build_script
from narrate.text.title_rule import names_a_section, no_words

# davidpallmann/hashnode-backups 1f7bb80 ckzlvfj0h02aprks1ghaj831k.md lines 1-5.
HELLO_POLLY = """## Hello, Polly!

#### This episode: Amazon Polly and Text-to-Speech. In this Hello, Cloud blog series, we're covering the basics of AWS cloud services for newcomers who are .NET developers.

In this post we'll introduce Amazon Polly and use it from .NET.
"""

# masaki39/masaki39.github.io 31cf483 content/📘なぜメモをとるのか.md lines 1-13 (trimmed).
WHY_TAKE_NOTES = """---
date: 2024-06-21
updated: 2024-06-21
aliases: []
tags:
  - note/article
---

# はじめに

ツールを使い、使われないために、常に目的を考えておきたい。

# 情報が自分を通り抜けるまで
"""


def _script(tmp_path: Path, name: str, source: str) -> tuple[str, list[tuple[str, str]]]:
    script = build_script(read_article(write(tmp_path / name, source)), load_config())
    return script.title, [(c.kind, c.text) for c in script.chunks]


def test_a_backup_named_by_its_post_id_is_titled_by_its_opening_heading_en(tmp_path: Path) -> None:
    """Hello, Polly! [0]: 'ckzlvfj0h02aprks1ghaj831k' spelled out as the title; the '## Hello, Polly!' it opens
    with is the title, said once."""
    title, chunks = _script(tmp_path, "ckzlvfj0h02aprks1ghaj831k.md", HELLO_POLLY)
    assert title == "Hello, Polly!"
    assert [text for _, text in chunks].count("Hello, Polly!") == 1
    assert chunks[1][1].startswith("This episode: Amazon Polly")


def test_an_id_named_article_that_opens_with_prose_keeps_its_files_name_en(tmp_path: Path) -> None:
    source = "In this post we'll introduce Amazon Polly.\n\n## Step 1: Set up\n\nOpen the console.\n"
    title, _ = _script(tmp_path, "ckzlvfj0h02aprks1ghaj831k.md", source)
    assert title == "ckzlvfj0h02aprks1ghaj831k"


def test_a_name_of_words_is_still_the_title_over_an_opening_h2_en(tmp_path: Path) -> None:
    title, _ = _script(tmp_path, "hello-polly.md", HELLO_POLLY)
    assert title == "hello polly"


def test_a_notes_first_heading_that_names_a_section_is_no_title_ja(tmp_path: Path) -> None:
    """なぜメモをとるのか [0]: announced as 'はじめに'; Quartz shows the file's name, and the heading is heard as
    the section it is."""
    title, chunks = _script(tmp_path, "📘なぜメモをとるのか.md", WHY_TAKE_NOTES)
    assert title == "📘なぜメモをとるのか" or title == "なぜメモをとるのか"
    assert ("heading", "はじめに") in chunks


def test_the_reader_and_checks_judge_agree_on_a_section_name_ja(tmp_path: Path) -> None:
    """check's 'the title is a section's heading' asked of the same page finds nothing: the reader no longer takes
    what the judge calls a section's name."""
    article = read_article(write(tmp_path / "📘なぜメモをとるのか.md", WHY_TAKE_NOTES), config=load_config())
    report = check_article(article, load_config())
    assert [d for d in report.page_doubts if d["kind"] == "the title is a section's heading"] == []
    assert names_a_section("はじめに") and names_a_section("Summary:") and not names_a_section("Hello, Polly!")


@pytest.mark.parametrize(
    "stem",
    [
        "ckzlvfj0h02aprks1ghaj831k",  # davidpallmann (Hashnode cuid)
        "cl3huc0hz05e6tknv6aaj54az",
        "1635e73bac597b",  # ttskch/zenn-content articles/ (a Zenn slug: 14 hex digits)
        "3f2504e0-4f89-11d3-9a0c-0305e82c3301",
    ],
)
def test_ids_are_no_words(stem: str) -> None:
    assert no_words(stem)


@pytest.mark.parametrize(
    "stem",
    ["python3tutorial", "hello-polly", "README", "day24", "deadbeefcafe", "abcdefabcdefabcdef", "h5c6"],
)
def test_names_of_words_are_words(stem: str) -> None:
    assert not no_words(stem)


@pytest.mark.parametrize(
    ("name", "made"),
    [
        ("cky7omiho03nfyis14b9fgj2o.md", True),  # davidpallmann's Hashnode cuid (s12 held-out)
        ("20210512.md", True),  # a number only
        ("2024-05-03.md", True),  # a date only
        ("day-12.md", False),  # words and a number: the writer's name for the note (check called it an id)
        ("week3-2024.md", False),
    ],
)
def test_check_names_a_made_title_by_the_readers_own_id_rule(tmp_path: Path, name: str, made: bool) -> None:
    # One rule for "is this file's name an id" (text.article.named_by_id → title_rule.no_words): the check's own
    # pattern (any word an id) flagged 'day 12' and 'week3 2024', titles the reader keeps as the writer's words.
    config = load_config()
    path = tmp_path / name
    path.write_text("---\nlayout: page\n---\n\nA note with no heading of its own, read in full.\n", encoding="utf-8")
    article = read_article(path, config=config)
    assert article.title_made
    assert (check_article(article, config).title_made == article.title) is made
