"""HTML in a front-matter title is plain text in speech, tags, chapters, feeds and pages.

Every output takes the episode's title from `Article.title`; the spoken title is in the golden cases
(tests/fixtures/prose/ko.structure.txt, en.structure.txt). The title is the shape of a Korean dev blog's
post, 'React <em>cache()</em> 딥다이브'.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from narrate.text.article import read_article


@pytest.mark.parametrize(
    ("written", "plain"),
    [
        (
            "'React <em>cache()</em> 딥다이브: 소스 코드로 읽는 요청 단위 메모이제이션'",
            "React cache() 딥다이브: 소스 코드로 읽는 요청 단위 메모이제이션",
        ),
        ("'E = mc<sup>2</sup> &amp; <code>x</code>'", "E = mc2 & x"),
        ("'<span class=\"badge\">New</span> <strong>Vite</strong> 6'", "New Vite 6"),
        ("'Generic <T> in Rust: Vec<T>'", "Generic <T> in Rust: Vec<T>"),  # not HTML: the writer's words
        ("'AT&T and <script setup>'", "AT&T and <script setup>"),
    ],
)
def test_title_is_plain_text(written: str, plain: str, tmp_path: Path) -> None:
    path = tmp_path / "post.md"
    path.write_text(f"---\ntitle: {written}\nlang: en\n---\nBody.\n", encoding="utf-8")
    assert read_article(path).title == plain
