"""Bold marks an exporter escaped (`\\*\\*注意：\\*\\*`): the page shows the stars, but they are the writer's bold a
converter made literal, never a sign, and a listener hears none of them; a lone escaped pair is the sign it shows
(`2\\*\\*3`, `\\*\\*kwargs`). Each case is titled with the article it comes from and loses nothing by the symbol
account."""

from __future__ import annotations

from pathlib import Path

from helpers import said_whole


def test_shenweiyan_exported_bold_marks_are_not_said(tmp_path: Path) -> None:
    # shenweiyan/Garden docs/cookbook/开发运维/Windows/2021-02-26-flameshot.md (s12 held-out [38]) and
    # docs/cookbook/知识杂项/资讯/2023-03-15-biology-breakthroughs-2022.md (s12 held-out [2], the byline box)
    body = '喜欢的童鞋欢迎关注公众号，后台回复\\*\\* "截图"\\*\\* 关键字，即可获取。'
    assert said_whole(tmp_path, body, lang="zh-Hans") == [
        '喜欢的童鞋欢迎关注公众号，后台回复 "截图" 关键字，即可获取。'
    ]
    body = "\\*\\*作者 | \\*\\*[Niko McCarty](https://substack.com/profile/1)\n\n正文。"
    assert said_whole(tmp_path, body, lang="zh-Hans")[0].startswith("作者")


def test_kdchang_notes_escaped_bold_labels(tmp_path: Path) -> None:
    # kdchang-tech-blog/kdchang-tech-blog.github.io blog/learning-notes-pinia-setup-store-option-store-intro-tutorial.md
    body = "- \\*\\*初學者或 Vuex 使用者：\\*\\*建議先使用 Option Store，語法熟悉、過渡平滑"
    assert said_whole(tmp_path, body, lang="zh-Hant") == [
        "初學者或 Vuex 使用者：建議先使用 Option Store，語法熟悉、過渡平滑"
    ]


def test_a_lone_escaped_pair_is_the_sign_it_shows(tmp_path: Path) -> None:
    # fan2/mkdocs docs/blog/posts/python/basic/python-function.md: '（\\*和\\*\\*）', the two operators named
    body = "但用同样的两个运算符（\\*和\\*\\*）也可执行相反的操作。"
    assert said_whole(tmp_path, body, lang="zh-Hans") == ["但用同样的两个运算符（星号和星号星号）也可执行相反的操作。"]
    body = "Pass \\*\\*kwargs on, and \\*\\*kwargs again."
    assert said_whole(tmp_path, body, lang="en") == ["Pass star star kwargs on, and star star kwargs again."]
