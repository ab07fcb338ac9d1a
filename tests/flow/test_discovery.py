"""Which files of a content folder a build takes: `build.include` / `build.exclude` globs (flow.discovery)."""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import write
from narrate.config import load_config
from narrate.flow.discovery import discover, matches


@pytest.mark.parametrize(
    ("pattern", "path", "expected"),
    [
        ("**/*.md", "a.md", True),  # `**/` is any number of folders, none too
        ("**/*.md", "posts/2024/a.md", True),
        ("posts/**", "posts/a/b.md", True),
        ("posts/*.md", "posts/a/b.md", False),  # `*` stays within one name
        ("*.md", "posts/a.md", False),
        ("content/**/index.md", "content/index.md", True),
        ("posts/?.md", "posts/a.md", True),
        ("posts/?.md", "posts/ab.md", False),
        ("[ab].md", "a.md", True),  # a character class
        ("[ab].md", "c.md", False),
        ("{en,ja}/**", "ja/posts/a.md", True),  # either folder
        ("{en,ja}/**", "ko/posts/a.md", False),
        ("POSTS/*.md", "posts/a.md", False),  # case counts
    ],
)
def test_a_glob_matches_paths_as_documented(pattern: str, path: str, expected: bool) -> None:
    assert matches(path, (pattern,)) is expected


def test_no_pattern_matches_nothing() -> None:
    assert not matches("a.md", ())


def test_include_and_exclude_choose_the_articles(tmp_path: Path) -> None:
    body = "---\ntitle: T\nlang: en\n---\n\nA paragraph.\n"
    for name in ("en/posts/a.md", "ja/posts/b.md", "ko/posts/c.md", "en/drafts/d.md", "en/posts/notes.txt"):
        write(tmp_path / "content" / name, body)
    write(tmp_path / "voices.yaml", "build:\n  include: ['{en,ja}/**/*.md']\n  exclude: ['**/drafts/**']\n")
    found, skipped, unreadable = discover(tmp_path / "content", load_config(tmp_path / "voices.yaml"))
    assert [p.relative_to(tmp_path / "content").as_posix() for p in found] == ["en/posts/a.md", "ja/posts/b.md"]
    assert skipped == [] and unreadable == []
