"""Two emoji set against each other by "but" are two words of the clause, said by their names (issue 38 item 2,
session 11): narrate says an emoji where it stands in a word's place (text.signs) and leaves out a flourish; here the
clause means nothing without them. Each case is titled with its source; each loses nothing by the symbol account."""

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


def test_zachleat_featherweight_facepile_two_reactions_set_against_each_other(tmp_path: Path) -> None:
    # zachleat/zachleat.com _posts/2019-08-23-featherweight-facepile.md (s11 dev [2]): said "required: but mostly"
    body = "Open Collective’s lovely JSON API (no authentication or tokens required: 😱 but mostly 🎉)."
    assert _said(tmp_path, body, lang="en") == [
        "Open Collective’s lovely JSON API (no authentication or tokens required: face screaming in fear but mostly "
        "party popper)."
    ]
    # two words between the conjunction and the next emoji: no contrast of two emoji, the flourishes stay out
    assert _said(tmp_path, "Shipped it 🎉 but the tests 😱 failed.", lang="en") == ["Shipped it but the tests failed."]


def test_the_same_contrast_in_chinese_and_japanese(tmp_path: Path) -> None:
    # the zachleat sentence's shape as Chinese and Japanese write it (no mirror holds one: 1 instance in the 30
    # mirrors, the English one above), the conjunction glued to the emoji
    assert _said(tmp_path, "不需要任何认证或令牌：😱但更多是🎉。", lang="zh-Hans") == [
        "不需要任何认证或令牌：吓死了但更多是拉炮彩带。"
    ]
    assert _said(tmp_path, "認証もトークンも不要です：😱けど、ほとんどは🎉。", lang="ja") == [
        "認証もトークンも不要です：恐怖けど、ほとんどはクラッカー。"
    ]


def test_an_emoji_glued_to_a_predicate_is_no_contrast_of_two_emoji(tmp_path: Path) -> None:
    # s11 review of the text rules (/work/team/reports/s11-review-text.md M2, /tmp/rvt/zh.md, ja.md): an emoji that
    # closes a predicate ("累😫", "疲れた😫") sets nothing against the one after the conjunction: the second is a
    # flourish, left out as before 54c8789; でも is a particle ("雨でも"). (The first, between two letters, is the
    # older rule of a sign inside an unspaced clause, unchanged.)
    cases = [
        ("今天加班好累😫但是很开心🎉，明天继续。", "zh-Hans", "拉炮彩带"),
        ("测试终于通过了🎉不过CI又挂了😱。", "zh-Hans", "吓死了"),
        ("疲れた😫けど楽しかった🎉！", "ja", "クラッカー"),
        ("昨日は雨☔でも楽しかった😊。", "ja", "にこにこ"),
    ]
    for body, lang, name in cases:
        said = _said(tmp_path, body, lang=lang)
        assert name not in said[0], said
