"""A heading's marks the page shows as text (text.tidy._TIGHT_HEADING_MARKS): marks, not words, never said."""

from __future__ import annotations

from pathlib import Path

from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.script import build_script


def _said(tmp_path: Path, body: str, *, lang: str) -> list[str]:
    path = tmp_path / "post.md"
    path.write_text(f"---\ntitle: T\nlang: {lang}\n---\n\n{body}\n", encoding="utf-8")
    return [chunk.text for chunk in build_script(read_article(path), load_config()).chunks[1:-1]]


def test_a_heading_mark_before_a_full_width_space_is_shown_text_not_said(tmp_path: Path) -> None:
    # aisuperdoger/cnblogs_backup result/docker使用 (s12 dev [2]) and C++　模板: '#　1.介绍和安装' — CommonMark takes only a
    # space or a tab after the marks, so markdown-it makes it a paragraph whose '#' the page shows: the mark is
    # decoration, not said, and the writer's heading line is its own sentence (tdtc-hrb/cnblogs-posts
    # e-lwip-ethernet.md: '##　1. 初始化（低级）'); a ja line of the same shape written for the test
    said = _said(tmp_path, "#　1.介绍和安装\n安装：参考官方文档。\n\n##　1. 初始化（低级）\n\n正文。", lang="zh-Hans")
    assert said == ["1.介绍和安装。安装：参考官方文档。", "1. 初始化（低级）", "正文。"]
    assert _said(tmp_path, "#　はじめに\n\nこの記事では設定を説明します。", lang="ja")[0] == "はじめに"
