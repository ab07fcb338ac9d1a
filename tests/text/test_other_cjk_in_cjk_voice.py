"""`narrate check`: kana sent to a Chinese voice (text.voices_heard.other_cjk_in_cjk_voice).

Han characters are shared by Chinese and Japanese; kana is Japanese's own, and a Chinese voice has no reading of it.
Sources: s13 held-out aszx87410/huli-life-blog source/_posts/japan-working-visa-without-college-degree.md (zh-Hant)
[22][58], logged by the blind readers; aszx87410 japan-newbie-visa-address-phone-and-bank.md (zh-Hant, not in a
corpus): 'ゆうちょ銀行'; HsuChiChen/article-hackmd e2746c1 個人Youtube頻道.md (zh-Hant, not in a corpus): '潤羽るしあ -
ANIMA'; shenweiyan/Garden docs/cookbook/开发运维/静态网站/2020-09-24-qm3vml.md (zh-Hans, not in a corpus):
'（まつもとゆきひろ/Yukihiro Matsumoto）', whose kana narrate sends to the Japanese voice.
"""

from __future__ import annotations

from pathlib import Path

from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.check import check_article
from narrate.text.voices_heard import other_cjk_in_cjk_voice


def _doubts(tmp_path: Path, text: str) -> list[tuple[str, str]]:
    path = tmp_path / "post.md"
    path.write_text(text, encoding="utf-8")
    report = check_article(read_article(path), load_config())
    return [(d["kind"], d["text"]) for d in report.voice_doubts if "read by the" in d["kind"] and "kana" in d["kind"]]


def test_a_japanese_title_inside_a_chinese_sentence_is_reported(tmp_path: Path) -> None:
    """japan-working-visa (zh-Hant) [22]: the page title '「技術・人文知識・国際業務」の在留資格の明確化等について' inside a
    Chinese sentence, read by the zh-TW voice; [58] the katakana of 'セキュリティマネジメント'."""
    found = _doubts(
        tmp_path,
        "---\ntitle: 日本工作簽證\nlang: zh-hant\n---\n"
        "而條件的部分有一個 [「技術・人文知識・国際業務」の在留資格の明確化等について](https://www.moj.go.jp/isa/) 的頁面。\n\n"
        "心得之前也有分享過，可以參考：[零日文基本情報技術者與情報セキュリティマネジメント試験準備心得]"
        "(https://blog.huli.tw/2023/04/14/how-to-prepare-japan-fe-and-sg-exam/)。\n",
    )
    # (s16 ruling "Kana in Chinese": the katakana term 'セキュリティマネジメント' of [58] is no Japanese evidence)
    assert [kind for kind, _ in found] == ["kana read by the zh-hant voice"]
    assert "について" in found[0][1]


def test_a_bank_and_a_song_named_in_kana_are_reported(tmp_path: Path) -> None:
    """japan-newbie-visa (zh-Hant): '日本郵局ゆうちょ銀行' in a sentence; 個人Youtube頻道 (zh-Hant): a list item
    '潤羽るしあ - ANIMA', a cover's title."""
    found = _doubts(
        tmp_path,
        "---\ntitle: 開戶\nlang: zh-hant\n---\n"
        "我朋友自己跑過的經驗是只有日本郵局ゆうちょ銀行是能夠開到的，其他幾乎是不太可能開到。\n\n"
        "以下是翻唱影片：\n\n- 潤羽るしあ - ANIMA\n- 另一首歌的翻唱版本\n",
    )
    assert len(found) == 2
    assert "ゆうちょ" in found[0][1] and "るしあ" in found[1][1]


def test_kana_sent_to_the_japanese_voice_and_a_lone_kana_are_not_reported(tmp_path: Path) -> None:
    """2020-09-24-qm3vml (zh-Hans): the reading 'まつもとゆきひろ' in brackets goes to the ja-JP voice (narrate's own
    rule), so no Chinese voice reads it; a lone 'の' (Taiwanese writing's 的) and a face's 'ノ' are no words."""
    found = _doubts(
        tmp_path,
        "---\ntitle: Ruby\nlang: zh-hans\n---\n"
        "Ruby 在 20 世纪 90 年代中期由日本的松本行弘（まつもとゆきひろ/Yukihiro Matsumoto）设计并开发。\n\n"
        "這是我の日記，今天很開心ヽ(・∀・)ノ。\n",
    )
    assert found == []


def test_each_cjk_voice_is_judged_by_the_scripts_it_cannot_read() -> None:
    """Written for the test (no Korean or Japanese article of the mirrors quotes the other's script): kana to a Korean
    voice and Hangul to a Japanese or Chinese voice are reported; kana to a Japanese voice, Hangul to a Korean one, and
    a text with neither are not."""
    found = other_cjk_in_cjk_voice(
        [
            ("オープンソース 프로젝트를 소개합니다", "ko"),
            ("韓国語で안녕하세요と言います", "ja"),
            ("韓文的안녕하세요是你好", "zh-hans"),
            ("オープンソースを紹介します", "ja"),
            ("안녕하세요 여러분", "ko"),
            ("这是中文", "zh-hans"),
        ]
    )
    assert [(d.chunk, d.kind) for d in found] == [
        (0, "kana read by the ko voice"),
        (1, "Hangul read by the ja voice"),
        (2, "Hangul read by the zh-hans voice"),
    ]


def test_katakana_names_and_an_aside_inside_a_cantonese_sentence_are_the_sentences() -> None:
    """The s16 ruling "Kana in Chinese": s15 held-out lenchan139/lenchan139.github.io source/_posts/ACGN相關/ACGN感想/
    2018-10-09 寫於《閃之軌跡IV》之後.md (katakana names 'リィン', 'ミリアム' in Cantonese sentences, read by zh-TW: right),
    模型淫攝/2018-09-07 芙蕾絲醬 meets HX400V.md [7] ('フレズちゃん同AISちゃん': names and their suffix), [5] (the aside
    '（あたしは悪く無い）' belongs to its sentence); a whole Japanese line still is Japanese (ACGN感想 2019-03-16 [7])."""
    found = other_cjk_in_cjk_voice(
        [
            ("上代嘅作品斷咗係リィン因練成咗ミリアム做外之理", "zh-hant"),
            ("第一個遭受HX400V性騷擾嘅，當然フレズちゃん同AISちゃん啦。", "zh-hant"),
            ("當然係女啦屌你…所以我冇錯（あたしは悪く無い），我只係順從自己嘅慾望！", "zh-hant"),
            ("……間違えた…見え！天才物理学者の奮闘を！", "zh-hant"),
            ("野生的AISちゃん出現了！", "zh-hans"),
        ]
    )
    assert [(d.chunk, d.kind) for d in found] == [(3, "kana read by the zh-hant voice")]
