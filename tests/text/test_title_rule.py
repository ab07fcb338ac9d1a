"""One rule for what may stand above a title H1, asked by the reader and by `narrate check`'s judge (review s12 L2).

The reader took the file's name as soon as any words came before the H1; the judge allowed seven. Now both ask
text.title_rule: a one-line note, date, tag or nav line (fewer than eight words, no sentence's end) may stand above
the title; a sentence or more is the article begun, and an H1 after it a section.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import write
from narrate.text.article import read_article
from narrate.text.page_view import page_view
from narrate.text.title_rule import stands_above_a_title, words
from narrate.text.titles import title_unowned

BODY = "\n\n# 真正的标题\n\n正文在这里开始了。\n"

# review s12 L2, /tmp/rev/repro/t5.md, t8.md, t10.md (zh-Hans): a repost note, a date, a tag line above the H1.
NOTES_ZH = {"t5 repost note": "> 本文首发于我的博客", "t8 date": "2021-05-03", "t10 tag line": "#标签 #笔记"}
# en: a byline and an updated-on line above the H1 (the shapes of the judge's own byline case).
NOTES_EN = {"byline": "By Alice Chen", "updated": "Updated: 2021-05-03 | 5 min read"}
# aisuperdoger/cnblogs_backup ac54e0f pybind11简单使用 (zh-Hans): the first paragraph is a sentence, the H1 a section.
SENTENCE_ZH = "本博客只是对链接进行补充说明。"
SENTENCE_EN = "This post adds notes to the tutorial."
LONG_EN = "Notes from a long week of reading papers about storage engines"


def _reader_title(tmp_path: Path, before: str, heading: str, text: str) -> str:
    return read_article(write(tmp_path / "file-name.md", f"{before}\n\n# {heading}\n\n{text}\n")).title


def _judge(before: str, heading: str, text: str) -> str:
    lines = f"{before}\n\n# {heading}\n\n{text}".split("\n")
    return title_unowned(heading, lines, page_view(lines, 1))


@pytest.mark.parametrize("note", list(NOTES_ZH.values()), ids=list(NOTES_ZH))
def test_a_note_date_or_tag_line_above_the_h1_leaves_it_the_title_zh_hans(tmp_path: Path, note: str) -> None:
    assert _reader_title(tmp_path, note, "真正的标题", "正文在这里开始了。") == "真正的标题"
    assert _judge(note, "真正的标题", "正文在这里开始了。") == ""


@pytest.mark.parametrize("note", list(NOTES_EN.values()), ids=list(NOTES_EN))
def test_a_byline_or_date_line_above_the_h1_leaves_it_the_title_en(tmp_path: Path, note: str) -> None:
    assert _reader_title(tmp_path, note, "On Writing Tests", "Tests prove behaviour.") == "On Writing Tests"
    assert _judge(note, "On Writing Tests", "Tests prove behaviour.") == ""


@pytest.mark.parametrize("before", [SENTENCE_ZH, SENTENCE_EN, LONG_EN], ids=["sentence zh", "sentence en", "long en"])
def test_a_sentence_or_more_above_the_h1_makes_it_a_section_in_both(tmp_path: Path, before: str) -> None:
    assert _reader_title(tmp_path, before, "Section", "More words.") == "file name"
    assert _judge(before, "Section", "More words.").startswith("a heading below the page's first words")


def test_the_rule_counts_two_cjk_characters_a_word() -> None:
    assert words("本文首发于我的博客") == 5
    assert words("Updated: 2021-05-03") == 4
    assert stands_above_a_title("本文首发于我的博客")
    assert not stands_above_a_title("本文首发于我的博客，转载请注明出处并保留原文链接")  # 13 words
    assert not stands_above_a_title("Hi.")
