"""An indented (not fenced) block whose lines are CJK prose is read as the paragraphs a reader of the page reads
(lead's ruling, session 16, "Indented prose"): lenchan139's Hexo stories indent every paragraph by a tab, and
CommonMark made a whole story one code cue (s15 held-out 《民主酒吧》: 692 CJK characters lost). An indented block with
code syntax stays code, Chinese comments or not, and an English indented block stays code whatever its words. Each
case is titled with the article it comes from and loses nothing by the symbol account."""

from __future__ import annotations

from pathlib import Path

from helpers import said_whole
from narrate.text.indented_prose import cjk_prose

_CODE = "（此處略過一段程式碼）"


def test_lenchan139_democracy_bar_story_indented_by_tabs_zh_hant(tmp_path: Path) -> None:
    # lenchan139/lenchan139-hexo-blog source/_posts/自家製故事/散文堆填區/《民主酒吧》.md lines 16-26 (s15 held-out):
    # the first paragraph at column 0, every later one (dialogue in 「」, an `&hellip;` ellipsis) indented by a tab
    body = (
        "在某個清爽的清晨，鎮內唯一的民主酒吧早早開店了。\n\n"
        "\t這時，城內有名的民間特首之一的鄭經翰一臉風塵走進酒吧，逕直走向吧檯。\n\n"
        "\t「黎老闆，來瓶民主溫酒！」\n\n"
        "\t「好！」略胖的黎老闆看見熟客甚爲開心，遂從之。\n\n"
        "\t「唔唔&hellip;&hellip;其實，我嚟只喺想&hellip;&hellip;」\n"
    )
    said = said_whole(tmp_path, body, lang="zh-TW")
    assert said == [
        "在某個清爽的清晨，鎮內唯一的民主酒吧早早開店了。",
        "這時，城內有名的民間特首之一的鄭經翰一臉風塵走進酒吧，逕直走向吧檯。",
        "「黎老闆，來瓶民主溫酒！」",
        "「好！」略胖的黎老闆看見熟客甚爲開心，遂從之。",
        "「唔唔…… 其實，我嚟只喺想……」",  # (the ellipsis is a pause)
    ], said


def test_lenchan139_skillsfuture_headings_and_sources_in_the_indent_zh_hant(tmp_path: Path) -> None:
    # lenchan139/lenchan139-hexo-blog source/_posts/各式雜記/時政隨筆/新加坡嘅小販政策同埋人才培訓嘅SkillsFuture計劃.md
    # lines 20-30 and its source list: a WordPress export with the tab on every line, headings and links included
    body = (
        "喺今年新年嘅時候，有小販喺度非法擺賣。\n\n"
        "\t咁喺香港以外，小販嘅遭遇又會喺點呢？\n\n\t\n\n"
        "\t# 歷史\n\n"
        "\t喺最開初，喺應該講下歷史嘅，喺咪？\n\n"
        "\t[http://www.skillsfuture.sg/](http://www.skillsfuture.sg/)\n"
    )
    said = said_whole(tmp_path, body, lang="zh-TW")
    assert said[:4] == [
        "喺今年新年嘅時候，有小販喺度非法擺賣。",
        "咁喺香港以外，小販嘅遭遇又會喺點呢？",
        "歷史",
        "喺最開初，喺應該講下歷史嘅，喺咪？",
    ], said
    assert _CODE not in said, said


def test_shenweiyan_shadowsocks_features_indented_zh_hans(tmp_path: Path) -> None:
    # shenweiyan/Garden docs/cookbook/开发运维/后端杂项/2020-06-05-pizow4.md lines 11-17 (a 语雀 export): the list's
    # items lost their marks and kept four spaces
    body = (
        "# 1. SS 特点\n\n"
        "    省电，在电量查看里几乎看不到它的身影；\n"
        "    可使用自己的服务器，安全和速度的保证；\n"
        "    可对应用设置单独代理，5.0 之后的系统无需 root。\n"
    )
    said = said_whole(tmp_path, body, lang="zh-CN")
    assert said[0] == "1. SS 特点", said
    assert "可对应用设置单独代理" in said[1] and "省电" in said[1], said
    assert not any("代码" in s for s in said), said


def test_cskwork_book_quotation_indented_ko(tmp_path: Path) -> None:
    # cskwork/velog-backup backup/content/책 - 행복을 풀다.md lines 117-119: the book's sentence, indented four spaces
    # after a list
    body = (
        "   - 생각에서 촉발되는 감정 즉 내 기분을 솔직히 인정하자.\n\n"
        "    순간순간 떠오르는 생각을 억누르지 말라.  \n\n"
        "   - 이름을 붙여 생각과 나를 분리하자.\n"
    )
    said = said_whole(tmp_path, body, lang="ko")
    assert "순간순간 떠오르는 생각을 억누르지 말라." in said, said


def test_shenweiyan_debian_useradd_commented_commands_stay_code_zh_hans(tmp_path: Path) -> None:
    # shenweiyan/Garden docs/cookbook/专栏主题/Debian-系列/2021-11-26-hlgbmo.md lines 22-33: commands under Chinese
    # `#` comments, indented: code, however much Chinese its comments hold
    body = (
        "因此，需要通过下面的方式创建用户。\n\n"
        "    # 添加用户，参数-m，自动创建用户的家目录，注意一定要添加 -s /bin/bash，原因下面细说\n"
        "    useradd -m -s /bin/bash your_username -g your_groupname\n"
        "    # 或者\n\n"
        "    # 添加密码\n"
        "    passwd your_username\n"
    )
    said = said_whole(tmp_path, body, lang="zh-CN")
    assert said == ["因此，需要通过下面的方式创建用户。", "（此处略过一段代码）"], said


def test_indented_english_words_stay_code_en(tmp_path: Path) -> None:
    # eonist/eonist.github.io-style indented sample with no syntax mark (made up for the test, marked so): English
    # indented blocks stay code (the ruling: too many are code without syntax marks)
    body = "Run it like this:\n\n    make the build and then run it again.\n"
    said = said_whole(tmp_path, body, lang="en")
    assert said == ["Run it like this:", "(A code sample is skipped here.)"], said


def test_lenchan139_colour_revolution_aside_in_ascii_brackets_zh_hant(tmp_path: Path) -> None:
    # lenchan139/lenchan139-hexo-blog source/_posts/各式雜記/時政隨筆/雪娘：「反英暴動」爲何在港徹底失敗.md lines 25-29
    # (trimmed): one paragraph glosses a term in ASCII brackets, and the whole article after its lead was one code cue
    body = (
        "派下膠先 wwww\n\n"
        "\t在近數月的暴動中，鄰近國家中有一些人將其稱為「反英抗暴」，並試圖將其與「顏色革命」相提並論。\n\n"
        "\t&nbsp;\n\n"
        "\t所謂「顏色革命」(Colour Revolution)，指的是數十年後在獨聯體國家和中東、北非地區一些國家發生的一系列政權變更事件。\n"
    )
    said = said_whole(tmp_path, body, lang="zh-TW")
    assert _CODE not in said, said
    assert said[-1].startswith("所謂「顏色革命」") and "Colour Revolution" in said[-1], said


def test_nanotube164_olg_model_notes_with_bracketed_asides_zh_hant(tmp_path: Path) -> None:
    # nanotube164/kaidlog source/_posts/eco_related.md lines 41-43 and 60-63 (trimmed): tab-indented notes under
    # headings, asides in ASCII brackets ('(無儲存性)', '(t-1時期的年輕人)')
    body = (
        "#### ⭐️定義經濟的問題\n"
        "\t老人跟年輕人都想要得到good，但是只有在年輕的時候可以賺取消費品(無儲存性)\n"
        "\t可行的分配\n\n"
        "#### ⭐️交易\n\n"
        "\t這樣的交易是不可能存在的，t時期有年輕人跟老年人(t-1時期的年輕人)，如果從事交易，對於年輕人是沒有利益的。\n"
    )
    said = said_whole(tmp_path, body, lang="zh-TW")
    assert _CODE not in said, said
    assert any("無儲存性" in line for line in said) and any("沒有利益" in line for line in said), said


def test_a_call_on_its_own_line_keeps_a_block_code_zh_hans() -> None:
    # (made up, marked so) brackets after a name with nothing between it and them are a call: code, CJK or not
    assert not cjk_prose("print(计算的结果是这个数字)\n结果如下，请看。")
    assert not cjk_prose("foo(中文字串測試內容)")


def test_the_judge_by_line_shape() -> None:
    # a Chinese program's output or a comment-only block is no passage; a passage with a code line is code
    assert cjk_prose("「好！」略胖的黎老闆看見熟客甚爲開心。\n\n&#8211;\n\n「啊，多謝黎老闆！」")
    assert not cjk_prose("# 添加密码\n# 或者")
    assert not cjk_prose("開啓apache2服務：\n\nsystemctl start apache2")
    assert not cjk_prose("print('你好，世界！')")
    assert not cjk_prose("進入該repo\n打開設定")  # (no sentence's punctuation: a label as often as a line of output)


def test_12306hujunjie_cache_pattern_steps_under_a_heading_zh_hans(tmp_path: Path) -> None:
    # 12306hujunjie src/blogs/cache/cache_pattern.md lines 33-36 (s18 held-out [11][14]): steps indented six columns
    # under an indented heading, no punctuation — a list, not a sample
    body = "## 1. `cache-aside`  \n   ### 1. 第一种策略:\n      1. 更新数据库  \n      2. 更新缓存\n\n这个策略有线程安全的问题。\n"
    said = said_whole(tmp_path, body, lang="zh-hans")
    assert "（此处略过一段代码）" not in said and any("更新数据库" in s for s in said), said
    assert any("更新缓存" in s for s in said), said


def test_indented_cjk_steps_zh_hant_ja_ko(tmp_path: Path) -> None:
    # written for the rule (a setup note, a recipe, a study plan): bullets or numbers before CJK words
    said = said_whole(tmp_path, "步驟如下\n\n    - 安裝套件\n    - 重新開機\n", lang="zh-hant")
    assert _CODE not in said and any("重新開機" in s for s in said), said
    said = said_whole(tmp_path, "手順\n\n    1) 材料を切る\n    2) 鍋で煮る\n", lang="ja")
    assert not any("コード" in s for s in said) and any("鍋で煮る" in s for s in said), said
    said = said_whole(tmp_path, "계획\n\n    1. 자료구조 복습\n    2. 알고리즘 풀기\n", lang="ko")
    assert not any("코드" in s for s in said) and any("알고리즘" in s for s in said), said


def test_indented_numbered_commands_stay_code() -> None:
    # near misses written for the rule: numbered lines of code or of English words are a sample's
    assert not cjk_prose("1. npm install\n2. npm run dev")
    assert not cjk_prose("1. 설치: pip install -r requirements.txt\n2. 실행")
    assert not cjk_prose("- name: 部署\n  run: make deploy")
