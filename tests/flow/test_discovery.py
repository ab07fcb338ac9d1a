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


@pytest.mark.parametrize(
    ("key", "patterns"),
    [
        ("include", ["{a,b}" * 24 + "/*.md"]),  # 2^24 globs
        ("exclude", ["{a,b}" * 24 + "/*.md"]),
        ("include", ["{1..100000000}.md"]),  # a range of a hundred million
        ("include", [f"p{i}*.md" for i in range(1001)]),
        # review s9 #6: compile time quadratic in '[' (2,000: 3.8 s at every config load), matching exponential
        # in a segment's stars (31 s per 60-letter name): bounded before anything is compiled
        ("exclude", ["[" * 2000]),
        ("include", ["**/*a*a*a*a*a*a*b.md"]),
        # review s10 harden #3: braces and commas restarted the count, though matching sees the joined segment
        ("include", ["**/*{a,}*{a,}*{a,}*{a,}*{a,}*b.md"]),
        ("exclude", ["*a,*a*a*a*b.md"]),
        ("exclude", ["**/*-*-*-*-*-*-*-x.md"]),
        ("include", ["?" * 5000]),
        ("exclude", ["[a]" * 60]),
    ],
)
def test_globs_that_expand_past_the_limit_are_one_line_naming_voices_yaml(
    tmp_path: Path, key: str, patterns: list[str]
) -> None:
    """A brace or range that expands to millions of globs (or a thousand patterns) was wcmatch's
    PatternLimitException and a traceback at the build's first step (s9 attacks); it is one line at load,
    naming voices.yaml, the key and its line."""
    import json

    from narrate.errors import ConfigError

    config = write(tmp_path / "voices.yaml", f"engine: espeak\nbuild:\n  {key}: {json.dumps(patterns)}\n")
    with pytest.raises(ConfigError) as caught:
        load_config(config)
    message = str(caught.value)
    assert str(config) in message and f"build.{key}" in message and "line 3" in message
    assert "\n" not in message
    load_config(write(tmp_path / "ok.yaml", f"engine: espeak\nbuild:\n  {key}: ['{{a,b}}/**/*.md']\n"))
    real = "['{*.md,*.mdx,*.txt}', '2024-*-*.md', '_drafts/**', 'posts/**/index.*', '[!_]*.md']"
    load_config(write(tmp_path / "real.yaml", f"engine: espeak\nbuild:\n  {key}: {real}\n"))


@pytest.mark.parametrize("target", ["outside", "root", "loop"])
def test_a_link_to_a_folder_is_not_followed_and_is_said(tmp_path: Path, target: str) -> None:
    """A folder of articles linked into the content folder was left out without a word (s9 attacks); a link to /
    or to the content itself must not be walked either. Each is a skip with its reason; the articles that are
    in the folder are found as before."""
    import os

    content = tmp_path / "content"
    write(content / "a.md", "---\ntitle: A\n---\n\nWords.\n")
    write(tmp_path / "more" / "b.md", "---\ntitle: B\n---\n\nWords.\n")
    link = content / "linked"
    os.symlink({"outside": tmp_path / "more", "root": Path("/"), "loop": content}[target], link)
    config = load_config(write(tmp_path / "voices.yaml", "engine: espeak\n"))
    found, skipped, unreadable = discover(content, config)
    assert found == [content / "a.md"] and unreadable == []
    [said] = skipped
    assert said["source"] == str(link) and "symlink to a folder" in said["reason"]
