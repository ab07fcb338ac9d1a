"""`narrate check`: names the page lists apart (code spans side by side) heard as one word (text.names_run_together).

Source: s11 held-out (dev since) ttskch/zenn-content articles/52cb844302a216.md [10] (ja: '`売上` は `金額` `計上月`
`担当者` `作成日` というプロパティを持っている' sent '金額計上月担当者作成日' at 98c33cd); HsuChiChen/article-hackmd (zh-Hant,
s12 dev: tags '`日記` `生活`' sent '日記生活'); ttskch 7c83a6b56f025e ('`年` `月` `日`': the word they make).
"""

from __future__ import annotations

from narrate.text.names_run_together import names_run_together
from narrate.text.page_judges import Heard

_LINE = "* `売上` は `金額` `計上月` `担当者` `作成日` というプロパティを持っている"


def _found(line: str, sent: str, lang: str) -> list[tuple[int, str]]:
    return [(f.chunk, f.what) for f in names_run_together([Heard(0, "list_item", 1, 1, sent, sent, lang)], [line])]


def test_four_properties_heard_as_one_compound() -> None:
    assert _found(_LINE, "売上は金額計上月担当者作成日というプロパティを持っている", "ja") == [(0, "金額 計上月")]
    assert _found("tags: `日記` `生活`", "tags: 日記生活", "zh-hant") == [(0, "日記 生活")]


def test_names_kept_apart_or_voices_that_keep_blanks_are_left_alone() -> None:
    assert _found(_LINE, "売上は金額、計上月、担当者、作成日というプロパティを持っている", "ja") == []
    assert _found(_LINE, "売上は 金額 計上月 担当者 作成日 というプロパティを持っている", "ja") == []
    assert _found("`tag` `props` `children`", "tagpropschildren", "en") == []  # (an English voice: not judged)
    assert _found("`年` `月` `日`", "年月日", "ja") == []  # one-character names: the word they make
    assert _found("`金額`と`計上月`", "金額と計上月", "ja") == []  # not side by side
