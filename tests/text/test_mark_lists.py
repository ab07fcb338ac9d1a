"""A code span that lists marks (`○、✗`) says each mark as prose says it, with the list's pauses, instead of the code
cue (issue 38, session 11). Each case is titled with the article it comes from; each loses nothing by the symbol
account."""

from __future__ import annotations

from pathlib import Path

from helpers import said_whole


def test_torifukukaiou_a_game_named_by_its_two_marks(tmp_path: Path) -> None:
    # TORIFUKUKaiou/qiita_articles public/20201121-2次元リストの動きを眺めることをやってみた（Elixir）.md (s11 dev [17]):
    # noughts and crosses named by its marks was said '（コード）ゲーム'; the cross is an X as in prose ('○と✗' → '○と X')
    assert said_whole(tmp_path, "`○、✗`ゲームです。", lang="ja") == ["○、X ゲームです。"]
    # a mark the voice cannot read keeps the cue (a check mark has no name here)
    assert said_whole(tmp_path, "`✓、✗` で示す。", lang="ja") == ["（コード）で示す。"]


def test_wangtunan_golang_operators_listed_in_code(tmp_path: Path) -> None:
    # wangtunan/blog docs/golang/base/README.md: the arithmetic operators as one code span (a table's cell)
    assert said_whole(tmp_path, "四则运算 `+, -, *, /` 的优先级。", lang="zh-Hans") == [
        "四则运算加号、减号、星号、斜杠的优先级。"
    ]
