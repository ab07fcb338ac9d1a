"""The s22 dev readings' sign shapes (issue 38), fixer lane: a yes/no mark that is a label's value (text.sign_words).
Each test names its source; shapes of our own say so, and each has a near miss the rule leaves alone."""

from __future__ import annotations

from pathlib import Path

from helpers import said_whole


def test_a_mark_after_a_label_s_colon_is_its_answer_880831ian_gcp_lb_introduce(tmp_path: Path) -> None:
    # 880831ian/blog content/blog/gcp/gcp-lb-introduce.md: a yes/no table written as list items, "是否支援 SSL：✅",
    # heard "是否支援 SSL：" (the mark dropped as a sign with no word's role: 60 questions with no answer)
    body = (
        "說明如下：\n\n- 是否支援 [Cloud CDN](https://cloud.google.com/cdn)：✅\n- 是否支援 SSL：✅\n"
        "- 是否支援 [PROXY protocol](https://example.com/proxy)：❌\n"
    )
    assert said_whole(tmp_path, body, lang="zh-hant")[1:] == [
        "是否支援 Cloud CDN：可以",
        "是否支援 SSL：可以",
        "是否支援 PROXY protocol：不行",
    ]


def test_a_mark_after_a_label_s_colon_in_other_languages_shapes_of_our_own(tmp_path: Path) -> None:
    # Shapes of our own: an English feature list (a dotted name in the label), a Japanese ○/× table (the space before
    # 対応 is the voice's own spacing of Latin beside kana), Korean.
    said = said_whole(tmp_path, "- Supports Node.js 18: ✅\n- Free tier: ❌\n", lang="en")
    assert said == ["Supports Node.js 18: yes", "Free tier: no"]
    assert said_whole(tmp_path, "- SSL対応：⭕\n- IPv6対応：✘\n", lang="ja") == ["SSL 対応：可", "IPv6対応：不可"]
    assert said_whole(tmp_path, "- SSL 지원: ✅\n- 무료: ❌\n", lang="ko") == ["SSL 지원: 가능", "무료: 불가"]


def test_a_mark_with_words_after_it_or_after_a_sentence_is_no_answer_near_misses(tmp_path: Path) -> None:
    # Near misses (our own): the mark opens the value's words (a bullet of its own), or closes a sentence.
    assert said_whole(tmp_path, "- Status: ✅ done\n- Next: ❌ blocked\n", lang="en") == [
        "Status: done",
        "Next: blocked",
    ]
    assert said_whole(tmp_path, "All the tests passed. ✅", lang="en") == ["All the tests passed."]
    said = said_whole(tmp_path, "- ✅：完成了\n- ❌：沒做\n", lang="zh-hant")
    assert not any("可以" in line or "不行" in line for line in said)
