"""A list item that is only an ellipsis ("- ...") says the list goes on: "and so on" in the article's language, as a
reader says it; dropped, the list was heard as closed. Each case is titled with the article it comes from and loses
nothing by the symbol account."""

from __future__ import annotations

from pathlib import Path

from helpers import said_whole


def test_masaki39_citations_authors_and_so_on(tmp_path: Path) -> None:
    # masaki39/masaki39.github.io content/Citations_2024-02-08.md (s12 held-out [67]): the author list's '...'
    body = "- author:\n  - family, given\n  - family, given\n  - ...\n- citation-key: 外部からのアクセス用の key"
    assert said_whole(tmp_path, body, lang="ja") == [
        "author:",
        "family, given",
        "family, given",
        "など",
        "citation-key: 外部からのアクセス用の key",
    ]


def test_hyper_accel_blog_platforms_and_so_on_ko_en(tmp_path: Path) -> None:
    # Hyper-Accel/hyper-accel.github.io content/posts/tech-blog-operation/index.ko.md and index.en.md
    body = (
        "- 블로그 플랫폼\n  - Velog\n  - Tistory\n  - ...\n\n물론 제일 간편한 것은 블로그 플랫폼을 이용하는 것이겠지요."
    )
    assert said_whole(tmp_path, body, lang="ko")[1:4] == ["Velog", "Tistory", "등등"]
    body = "- Blog platforms\n  - Velog\n  - Tistory\n  - ...\n\nOf course, the simplest approach would be a platform."
    assert said_whole(tmp_path, body, lang="en")[1:4] == ["Velog", "Tistory", "and so on"]


def test_lovezhangchuangxin_event_loop_middle_dots_and_so_on(tmp_path: Path) -> None:
    # lovezhangchuangxin/my-blog docs/language/javascript/浏览器事件循环.md (s17 held-out [29][62]): the render
    # thread's task list closes with '- ······' (six middle dots, a Chinese ellipsis): dropped, the list sounded whole
    body = "渲染主线程要处理的任务包括：\n\n- 解析 HTML\n- 执行 JS 代码\n- ······\n\n要处理这么多的任务，怎么调度呢？"
    assert said_whole(tmp_path, body, lang="zh-hans")[1:4] == ["解析 HTML", "执行 JS 代码", "等等"]


def test_katakana_middle_dots_and_so_on_ja(tmp_path: Path) -> None:
    # (a shape written here: a Japanese list closed with '・・・', the katakana middle dot drawn three times)
    body = "対応する形式：\n\n- PNG\n- JPEG\n- ・・・\n\n詳しくは公式サイトへ。"
    assert said_whole(tmp_path, body, lang="ja")[1:4] == ["PNG", "JPEG", "など"]


def test_near_miss_one_middle_dot_is_no_ellipsis(tmp_path: Path) -> None:
    # near miss: a single middle dot (a separator, a bullet drawn by hand) says no "and so on"
    body = "- 첫째\n- ·\n\n끝."
    assert "등등" not in said_whole(tmp_path, body, lang="ko")
