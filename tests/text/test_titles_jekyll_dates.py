"""A Jekyll post's file-name date is never part of its title (lead's ruling, session 16, "Titles"): Jekyll takes
`2016-02-10-` off `_posts/2016-02-10-The-event-system.md`, and a post put aside with an underscore
(`_2024-08-20-the-lindy-effect.md`, which Jekyll does not build) is titled the same way when narrated alone. Tested on
the real layout (the s15 corpus's flattened copies, `eonist___posts_2016-02-10-…`, are the corpus builder's names).

Sources: eonist/eonist.github.io _posts/2016-02-10-The-event-system.md and _posts/_2024-08-20-the-lindy-effect.md
(s15 held-out #0 x6, en; both open with prose, no front matter title, no H1).
"""

from __future__ import annotations

from pathlib import Path

from helpers import write
from narrate.text.article import read_article


def test_eonist_event_system_post_date_taken_off_en(tmp_path: Path) -> None:
    post = write(tmp_path / "_posts" / "2016-02-10-The-event-system.md", "The event system is a simple one.\n")
    assert read_article(post).title == "The event system"


def test_eonist_lindy_effect_post_put_aside_en(tmp_path: Path) -> None:
    post = write(tmp_path / "_posts" / "_2024-08-20-the-lindy-effect.md", "The lindy effect says a thing lasts.\n")
    assert read_article(post).title == "the lindy effect"


def test_post_put_aside_in_chinese_zh_hans(tmp_path: Path) -> None:
    # (made up for the test, marked so: a Chinese post's name the same shape)
    post = write(tmp_path / "_posts" / "_2021-03-04-草稿笔记.md", "这是一篇草稿。\n")
    assert read_article(post).title == "草稿笔记"


def test_underscored_names_without_a_date_keep_their_name_en(tmp_path: Path) -> None:
    post = write(tmp_path / "notes" / "_draft-ideas.md", "Some ideas.\n")
    assert read_article(post).title == "draft ideas"
