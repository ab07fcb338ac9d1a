"""An article's title, when its front matter gives none: an H1 that opens it, never a section inside it; and a backup
tool's header above the post is its record, never the post's words.

The generators that take a title from a heading take one at the top (jekyll-titles-from-headings, Docusaurus): an H1
after the article's first words is one of its sections, and the file's name is the title.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import write
from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.script import build_script

# aisuperdoger/cnblogs_backup ac54e0f result/python调用C++程序，C++程序调用python程序：pybind11简单使用/….md lines 1–9
# (trimmed): cnblogs' backup header, the post's first paragraph, then its first section.
PYBIND11 = """原文链接：http://www.cnblogs.com/codingbigdog/archive/2022/07/23/16512831.html
提交日期：Sat, 23 Jul 2022 11:28:00 GMT
博文内容：
本博客只是对[链接](https://blog.csdn.net/henuyh/article/details/119341884)进行补充说明。

# python调用C++程序的实例：
pyadd.cpp：
"""

# aisuperdoger/cnblogs_backup ac54e0f result/FFmpeg编程入门/FFmpeg编程入门.md (trimmed): sections numbered from 0.
FFMPEG = """原文链接：http://www.cnblogs.com/codingbigdog/archive/2022/07/05/16448954.html
提交日期：Tue, 05 Jul 2022 14:48:00 GMT
博文内容：
# 0.源码编译安装ffmpeg

我安装ffmpeg版本是ffmpeg-4.2.7。

# 1.解封装

解封装就是把音视频流分开。
"""

# TORIFUKUKaiou/qiita_articles README.md lines 1–13 (trimmed): the repository's introduction, then its sections.
QIITA_README = """これは、Qiita記事の原稿を置いているリポジトリです。

私はRapberry Pi 2の上でイゴかしているNervesアプリケーションで一部の記事を自動更新しています。

# 環境変数

- QIITA_TOKEN
"""

# theme-next (liuyunzhuge/hexo-blog themes/next) docs/LEANCLOUD-COUNTER-SECURITY.md lines 1–6 (trimmed).
LEANCLOUD = """Before you make the config, please upgrade your NexT version to v6.0.6 or greater.

---

# Sign up to Leancloud and create an app
- Go to Leancloud website and sign up to Leancloud. Then login.
"""

# FickleBoBo/Tistory 2024-05/src/day_28/BOJ_G3_1005/README.md lines 1–7: a bare address and pictures before the H1
# say no words of the article: the H1 still opens it.
BOJ = """https://www.acmicpc.net/problem/1005

<img src="./photo1.JPG" />

# 🔍 ACM Craft
- 난이도 : 골드 3
"""


def _script(tmp_path: Path, name: str, source: str) -> tuple[str, list[str]]:
    path = write(tmp_path / name, source)
    script = build_script(read_article(path), load_config())
    return script.title, [c.text for c in script.chunks]


@pytest.mark.parametrize(
    ("name", "source", "title"),
    [
        ("pybind11简单使用.md", PYBIND11, "pybind11简单使用"),  # zh-Hans: an H1 under the first paragraph
        ("FFmpeg编程入门.md", FFMPEG, "FFmpeg编程入门"),  # zh-Hans: sections numbered 0, 1
        ("qiita_articles/README.md", QIITA_README, "qiita articles"),  # ja: a section under the introduction
        ("LEANCLOUD-COUNTER-SECURITY.md", LEANCLOUD, "LEANCLOUD COUNTER SECURITY"),  # en: a step under a note
    ],
)
def test_an_h1_inside_the_article_is_a_section_not_its_title(
    tmp_path: Path, name: str, source: str, title: str
) -> None:
    said_title, chunks = _script(tmp_path, name, source)
    assert said_title == title
    assert chunks[0].replace(" ", "") == title.replace(" ", "")  # (the voice's text spaces Latin from Han)


def test_an_h1_after_an_address_and_pictures_still_opens_the_article_ko(tmp_path: Path) -> None:
    said_title, _ = _script(tmp_path, "BOJ_G3_1005/README.md", BOJ)
    assert said_title == "🔍 ACM Craft"


def test_a_backup_tools_header_is_never_said_zh_hans(tmp_path: Path) -> None:
    """s12 dev aisuperdoger pybind11 [1] (and 7 more articles): '原文链接：cnblogs.com 提交日期：Sat, 23 Jul 2022 …
    博文内容：' was the first paragraph heard."""
    _, chunks = _script(tmp_path, "pybind11简单使用.md", PYBIND11)
    said = " ".join(chunks)
    for header in ("原文链接", "提交日期", "博文内容", "cnblogs", "2022"):
        assert header not in said
    assert chunks[1] == "本博客只是对链接进行补充说明。"


# Made up in English (no other exporter seen writes one): the same shape, labels in another language.
EXPORTED_EN = """Original: https://example.com/archive/2022/07/23/post.html
Posted: 2022-07-23
Content:
This post adds notes to the tutorial.
"""

# Not a header: a definition line and a date, with no address of the post.
NOTE_EN = """Note: this changed in 2022-07-23.
Status: done

The release went out.
"""


def test_a_header_in_another_language_is_left_out_too_en(tmp_path: Path) -> None:
    _, chunks = _script(tmp_path, "post.md", EXPORTED_EN)
    assert chunks[1] == "This post adds notes to the tutorial."
    assert "example.com" not in " ".join(chunks)


def test_label_lines_without_the_posts_address_are_the_articles_words_en(tmp_path: Path) -> None:
    _, chunks = _script(tmp_path, "post.md", NOTE_EN)
    assert "Status: done" in " ".join(chunks)


# review s12 H2's reproducers (/tmp/rev/repro/h1–h4.md, written for the review in the shape of a README's info block
# and a note's source line): label lines with an address and a date that are no backup tool's header — a field the
# tool never writes among them (`Q:`, `结论：`, `License:`, `Draft:`), or no closing label — are the article's words,
# and no label of them reaches the episode's front matter.
@pytest.mark.parametrize(
    ("name", "text", "kept"),
    [
        (
            "closure.md",
            "Source: https://example.com/post/1\nDate: 2021-05-01\nQ: What is a closure?\n"
            "A: A function with its scope.\n\nMore words follow in the body here.\n",
            "What is a closure?",
        ),
        (
            "asyncio.md",
            "参考：https://docs.python.org/3/\n时间：2021-05-01\n结论：用 asyncio\n\n正文从这里开始。\n",
            "用 asyncio",
        ),
        (
            "draft.md",
            "Link: https://example.com/p/1\nDate: 2021-05-01\nDraft: yes\n\nThe body of the article is here.\n",
            "yes",
        ),
        (
            "README.md",
            "Homepage: https://example.com\nReleased: 2021-05-01\nLicense: MIT\nLanguage: Python\n\n# my-lib\n\nA library.\n",
            "MIT",
        ),
    ],
)
def test_label_lines_that_are_no_tools_header_stay_the_articles_en_zh_hans(
    tmp_path: Path, name: str, text: str, kept: str
) -> None:
    path = write(tmp_path / name, text)
    article = read_article(path)
    assert not article.draft and article.lang != "python"
    assert kept in " ".join(chunk.text for chunk in build_script(article, load_config()).chunks)


def test_a_tools_header_keeps_its_labels_to_itself_zh_hans(tmp_path: Path) -> None:
    # the cnblogs header with a label that front matter reads (`draft`, `lang`): kept under the header's own key,
    # never the episode's (aisuperdoger's header, its labels changed for the test)
    text = "draft：2022-07-23\nlang：http://www.cnblogs.com/codingbigdog/archive/2022/07/23/16512831.html\n博文内容：\n本博客只是对链接进行补充说明。\n"
    article = read_article(write(tmp_path / "post.md", text))
    assert not article.draft and article.lang.startswith("zh")
    assert "本博客只是对链接进行补充说明。" in " ".join(
        chunk.text for chunk in build_script(article, load_config()).chunks
    )
