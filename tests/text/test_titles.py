"""`narrate check`: an episode's title taken from a heading that is a section's, not the article's (text.titles).

Sources: s11 held-out (dev since) eunohhh/my_tistory_blog_posts e0df320e posts/til/[250712-til]-fastapi-기초uv.md [0]
(ko: a code comment `# 애플리케이션 설정` at line 67 of a broken Tistory <pre>, taken as the title); s12 dev
aisuperdoger/cnblogs_backup ac54e0fe result/FFmpeg编程入门/FFmpeg编程入门.md [0] (zh-Hans: a cnblogs export's header,
then `# 0.源码编译安装ffmpeg`); s11 dev ascoders/weekly 源码解读/82.精读《Htm - Hyperscript 源码》.md [1] (zh-Hans,
`# 1 引言`); and titles that are the article's own: andrew781026/ithome_ironman_2020 README.md ('30 Days Ironman').
"""

from __future__ import annotations

from pathlib import Path

import pytest

from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.check import check_article
from narrate.text.page_view import page_view
from narrate.text.titles import title_unowned


def _why(title: str, source: str) -> str:
    lines = source.split("\n")
    return title_unowned(title, lines, page_view(lines, 1))


def test_a_heading_below_the_pages_first_words_is_a_sections() -> None:
    fastapi = (
        "<h2>uv를 사용한 FastAPI 도서 관리 API 만들기</h2>\n<h3>1단계: uv 설치 및 프로젝트 초기화</h3>\n"
        "<p>프로젝트를 만들고 설정 파일을 작성합니다.</p>\n\n# 애플리케이션 설정\nAPP_NAME: str = 'x'"
    )
    assert _why("애플리케이션 설정", fastapi) == "a heading below the page's first words (line 5)"
    cnblogs = (
        "原文链接：http://www.cnblogs.com/codingbigdog/archive/2022/07/05/16448954.html\n"
        "提交日期：Tue, 05 Jul 2022 14:48:00 GMT\n博文内容：\n# 0.源码编译安装ffmpeg\n\n我安装ffmpeg版本是ffmpeg-4.2.7。"
    )
    assert _why("0.源码编译安装ffmpeg", cnblogs).startswith("a heading below the page's first words")


@pytest.mark.parametrize(
    ("title", "why"),
    [
        ("1 引言", "a numbered section's heading"),
        ("2、精读", "a numbered section's heading"),
        ("概要", "a section's name"),
    ],
)
def test_a_numbered_or_generic_heading_names_a_section(title: str, why: str) -> None:
    assert _why(title, f"# {title}\n\nhtm 是 preact 作者的新尝试。") == why
    assert _why("Introduction", "# Introduction\n\nThis post explains things.") == "a section's name"


@pytest.mark.parametrize(
    ("title", "source"),
    [
        ("30 Days Ironman", "# 30 Days Ironman\n\n從零開始的 Electron 之旅。"),  # a name that opens with a number
        ("1.0 版本发布", "# 1.0 版本发布\n\n新版本来了。"),  # a version
        ("On Writing Tests", "By Alice\n\n# On Writing Tests\n\nTests prove behaviour."),  # a short byline above
        ("Not a heading", "Some words here.\n\nNot a heading at all."),  # the title is no heading of the page
    ],
)
def test_the_articles_own_titles_are_left_alone(title: str, source: str) -> None:
    assert _why(title, source) == ""


def test_a_title_the_front_matter_gives_is_never_judged(tmp_path: Path) -> None:
    article = tmp_path / "a.md"
    article.write_text("---\ntitle: 概要\nlang: zh-hans\n---\n\n# 概要\n\n本文介绍一个工具。\n", encoding="utf-8")
    report = check_article(read_article(article, config=load_config()), load_config())
    assert [d for d in report.page_doubts if d["kind"] == "the title is a section's heading"] == []


def test_end_to_end_at_the_titles_chunk(tmp_path: Path) -> None:
    article = tmp_path / "a.md"
    article.write_text(
        "原文链接：http://www.cnblogs.com/codingbigdog/archive/2022/07/05/16448954.html\n"
        "提交日期：Tue, 05 Jul 2022 14:48:00 GMT\n博文内容：\n# 0.源码编译安装ffmpeg\n\n我安装ffmpeg版本是ffmpeg-4.2.7。\n",
        encoding="utf-8",
    )
    report = check_article(read_article(article, config=load_config()), load_config())
    found = [d for d in report.page_doubts if d["kind"] == "the title is a section's heading"]
    # (at 98c33cd the reader titles it by that heading; a reader that stops doing so leaves nothing to report)
    assert [d["chunk"] for d in found] == ([0] if report.title == "0.源码编译安装ffmpeg" else [])
