"""Session 11, signs read by what they are in their context (issue 38): an arrow that names a key.

Sources: the s10 held-out reading (benchmarks/round4_readings_s10.tsv) of Opshell/opshell.github.io
(docs/pages/article/code-sea/vitepress/2024鐵人賽/day28-quick-keys.md [11] [12]); tried on TORIFUKUKaiou/qiita_articles
(a "横→キーを2回おして" step).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import body_said, post_script


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # Opshell day28-quick-keys [11] [12]: the key pressed, which was lost ("方向鍵：的時候", "方向鍵的時候")
        (
            "1. 按下方向鍵 → 的時候，會按下一篇文章的按鈕一下",
            "zh-hant",
            "1、按下右方向鍵的時候，會按下一篇文章的按鈕一下",
        ),
        ("按下方向键 ← 的时候，会回到上一篇", "zh-hans", "按下左方向键的时候，会回到上一篇"),
        # TORIFUKUKaiou/qiita_articles: the arrow before the noun
        ("横→キーを2回おしてFinish", "ja", "横右矢印キーを2回おして Finish"),
        ("방향키 ←를 누르면 이전 글로 갑니다.", "ko", "왼쪽 방향키를 누르면 이전 글로 갑니다."),
        ("Press the → key to open the next post.", "en", "Press the right arrow key to open the next post."),
    ],
)
def test_an_arrow_beside_the_noun_for_keys_is_the_key_it_names(tmp_path: Path, body: str, lang: str, said: str) -> None:
    script = post_script(tmp_path, body, lang)
    assert body_said(script) == [said]
    assert not script.lost


def test_an_arrow_after_a_key_noun_that_leads_on_is_still_a_relation(tmp_path: Path) -> None:
    # "方向鍵 → 移動游標": the key leads to the cursor's move; no key is named by the arrow
    assert "右方向鍵" not in body_said(post_script(tmp_path, "方向鍵 → 移動游標", "zh-hant"))[0]
