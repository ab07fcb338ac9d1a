"""A code span that lists marks (`○、✗`) says each mark as prose says it, with the list's pauses, instead of the code
cue (issue 38, session 11). Each case is titled with the article it comes from; each loses nothing by the symbol
account."""

from __future__ import annotations

from pathlib import Path

from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.script import build_script


def _said(tmp_path: Path, body: str, *, lang: str) -> list[str]:
    path = tmp_path / "post.md"
    path.write_text(f"---\ntitle: T\nlang: {lang}\n---\n\n{body}\n", encoding="utf-8")
    script = build_script(read_article(path), load_config())
    assert not script.lost, [(item.symbol, item.context) for _, item in script.lost]
    return [chunk.text for chunk in script.chunks[1:-1]]


def test_torifukukaiou_a_game_named_by_its_two_marks(tmp_path: Path) -> None:
    # TORIFUKUKaiou/qiita_articles public/20201121-2次元リストの動きを眺めることをやってみた（Elixir）.md (s11 dev [17]):
    # noughts and crosses named by its marks was said '（コード）ゲーム'; the cross is an X as in prose ('○と✗' → '○と X')
    assert _said(tmp_path, "`○、✗`ゲームです。", lang="ja") == ["○、X ゲームです。"]
    # a mark the voice cannot read keeps the cue (a check mark has no name here)
    assert _said(tmp_path, "`✓、✗` で示す。", lang="ja") == ["（コード）で示す。"]


def test_wangtunan_golang_operators_listed_in_code(tmp_path: Path) -> None:
    # wangtunan/blog docs/golang/base/README.md: the arithmetic operators as one code span (a table's cell)
    assert _said(tmp_path, "四则运算 `+, -, *, /` 的优先级。", lang="zh-Hans") == [
        "四则运算加号、减号、星号、斜杠的优先级。"
    ]
