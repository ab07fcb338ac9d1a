"""`narrate check`: the page's metadata read as prose (text.metadata_said) — an export's or a note app's bookkeeping
written into the body.

Sources: s12 dev aisuperdoger/cnblogs_backup ac54e0fe result/gdb调试/gdb调试.md [1] (zh-Hans: a cnblogs backup's header
'原文链接：… 提交日期：… 博文内容：', in all 10 of its articles read); HsuChiChen/article-hackmd (zh-Hant: HackMD's
'###### tags: `test`', 9 articles), read at 05ad2c1; lines of words after such a key are prose (ja, ko, en).
"""

from __future__ import annotations

import pytest

from narrate.text.metadata_said import metadata_line, metadata_said
from narrate.text.page_judges import Heard
from narrate.text.page_view import page_view


def test_a_cnblogs_header_said_is_one_finding_at_its_chunk() -> None:
    lines = [
        "原文链接：http://www.cnblogs.com/codingbigdog/archive/2022/06/29/16424650.html",
        "提交日期：Wed, 29 Jun 2022 11:14:00 GMT",
        "博文内容：",
        "我认为与IDE相比，GDB没什么好处。",
    ]
    sent = "原文链接：cnblogs.com 提交日期：Wed, 29 Jun 2022 11:14:00 GMT 博文内容：我认为与IDE相比，GDB没什么好处。"
    heard = [Heard(0, "paragraph", 1, 4, sent, sent, "zh-hans")]
    found = metadata_said(page_view(lines, 1), heard, lines)
    assert [(f.chunk, f.kind) for f in found] == [(0, "the page's metadata read as prose")]
    # Said without its keys (a reader that leaves the header out, or says only the sentence), nothing to report.
    assert metadata_said(page_view(lines, 1), [Heard(0, "paragraph", 1, 4, "我认为", "我认为", "zh-hans")], lines) == []


def test_a_hackmd_tags_heading_said() -> None:
    lines = ["# Latex Practice", "###### tags: `test`", "", "Some text."]
    heard = [
        Heard(0, "title", 0, 0, "Latex Practice", "Latex Practice", "zh-hant"),
        Heard(1, "heading", 2, 2, "tags: test", "tags: test", "zh-hant"),
        Heard(2, "paragraph", 4, 4, "Some text.", "Some text.", "zh-hant"),
    ]
    assert [f.chunk for f in metadata_said(page_view(lines, 1), heard, lines)] == [1]


@pytest.mark.parametrize(
    "line",
    [
        "###### tags: `心情` `youtube`",
        "Tags: python, testing, ci",
        "**Date:** 2021-03-02",
        "投稿日：2021年3月2日",
        "작성일: 2021.03.02",
        "原文地址：[链接](https://example.com/a)",
        "博文内容：",
    ],
)
def test_lines_of_bookkeeping(line: str) -> None:
    assert metadata_line(line)


@pytest.mark.parametrize(
    "line",
    [
        "Date: we met on Monday and talked for hours about the plan",  # words after the key
        "标签：这篇文章讲的是如何给博客加上标签功能，以及为什么需要它",
        "タグ: 検索しやすくするために付けておくと便利です。",
        "The date: 2021-03-02 was the launch.",  # the key is not the line's start
        "```",
    ],
)
def test_lines_of_prose(line: str) -> None:
    assert metadata_line(line) == ""


def test_a_key_inside_code_is_not_judged() -> None:
    lines = ["```yaml", "tags: [a, b]", "```"]
    heard = [Heard(0, "paragraph", 2, 2, "tags: a, b", "tags: a, b", "en")]
    assert metadata_said(page_view(lines, 1), heard, lines) == []
