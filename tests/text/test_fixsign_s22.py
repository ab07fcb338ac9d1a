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


def test_a_chain_ending_in_a_file_name_split_by_a_space_is_a_path_slam_learner_hexo_next(tmp_path: Path) -> None:
    # slam-learner/slam-learner.github.io source/_posts/环境配置/Hexo+Next配置博客.md: "（你可以在 themes/next/package. Json
    # 中看到）" and "将头像文件放置到 themes/next/source/images/avatar. Png 路径" (the writer's autocorrect split the
    # file's extension) heard "themes 或 next 或 package. Json", "themes 或 next 或 source 或 images 或 avatar. Png"
    body = "这里我的版本为 8.18.0（你可以在 themes/next/package. Json 中看到）。"
    said = said_whole(tmp_path, body, lang="zh-hans")[0]
    assert "themes 斜杠 next 斜杠 package" in said and "或" not in said
    lines = said_whole(
        tmp_path, "将头像文件放置到 themes/next/source/images/avatar. Png 路径，然后编辑。", lang="zh-hans"
    )
    assert lines == ["将头像文件放置到 themes 斜杠 next 斜杠 source 斜杠 images 斜杠 avatar. Png 路径，然后编辑。"]
    # Shapes of our own (zh-Hant, ja): ordinary English words as folders, a picture's file at the end.
    said = said_whole(tmp_path, "把圖片放在 public/images/logo. Png 裡面就好了。", lang="zh-hant")[0]
    assert "public 斜線 images 斜線 logo" in said
    said = said_whole(tmp_path, "画像は public/images/logo. Png に置きました。", lang="ja")[0]
    assert "または" not in said
    # Near misses (our own): a chain of ordinary words with no file after it stays alternatives; an English sentence
    # opening after the period ("Json is…") is a new sentence, its chain still a choice.
    assert "或" in said_whole(tmp_path, "你可以选 read/write/exec 中的一个。", lang="zh-hans")[0]
    lines = said_whole(tmp_path, "Compare tea/coffee/juice. Json is a format.", lang="en")
    assert lines == ["Compare tea or coffee or juice. Json is a format."]
