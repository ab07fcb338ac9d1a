"""The s19 dev half's classes by structure (issue 38): star ratings, the VS sign and a term's closing cross
(text.sign_words), two arrows drawn as one two-way arrow, menu paths reached by 回到 / 透過「…」 or ending in a file,
and breadcrumb titles (text.lexicon, text.menu_steps). Each test names its source; shapes of our own say so, and each
class has a near miss the rule leaves alone."""

from __future__ import annotations

from pathlib import Path

from helpers import said_whole

# --- star ratings ---


def test_a_heading_rating_is_said_huangchingchieh_okinawa_foods_2023(tmp_path: Path) -> None:
    # HuangChingChieh/blog content/articles/2023/okinawa_foods_2023.md: '個人評分：★★★★☆' heard '個人評分：'
    said = said_whole(tmp_path, "## 個人評分：★★★★☆\n\n很好吃。", lang="zh-hant")
    assert said == ["個人評分：5顆星中的4顆", "很好吃。"]


def test_a_card_of_ratings_is_said_line_by_line_huangchingchieh_online_survey_money(tmp_path: Path) -> None:
    # HuangChingChieh/blog content/articles/2023/online_survey_money.md: three rating lines joined by <br/>, heard
    # '問卷數量：。問卷金額：。…' (every rating dropped)
    body = "問卷數量：★★★☆☆<br/>問卷金額：★★★☆☆<br/>獎勵種類及門檻：★★☆☆☆"
    assert said_whole(tmp_path, body, lang="zh-hant") == [
        "問卷數量：5顆星中的3顆。問卷金額：5顆星中的3顆。獎勵種類及門檻：5顆星中的2顆"
    ]


def test_ratings_in_other_languages(tmp_path: Path) -> None:
    # Shapes of our own: a review's score in zh-Hans, a Japanese and a Korean rating line, an English full score
    # after a label.
    assert said_whole(tmp_path, "总体评分：★★★☆☆", lang="zh-hans") == ["总体评分：5颗星中的3颗"]
    assert said_whole(tmp_path, "## おすすめ度：★★★★☆", lang="ja") == ["おすすめ度：星5つ中4つ"]
    assert said_whole(tmp_path, "## 평점: ★★☆☆☆", lang="ko") == ["평점: 별 5개 중 2개"]
    assert said_whole(tmp_path, "Overall: ★★★★★", lang="en") == ["Overall: 5 out of 5 stars"]


def test_stars_as_a_flourish_stay_a_flourish(tmp_path: Path) -> None:
    # Near misses: a run of filled stars around a heading's words (no label opens it), and a single star bullet.
    assert said_whole(tmp_path, "## ★★★ 重點整理 ★★★\n\n內容。", lang="zh-hant") == ["重點整理", "內容。"]
    assert said_whole(tmp_path, "★ The best part is the view.", lang="en") == ["The best part is the view."]
    # (nakanakamu0828/techtalk docs/diary/2018-05-11.md: '☆☆☆ 感想 ☆☆☆', a heading's flourish of empty stars)
    assert said_whole(tmp_path, "☆☆☆ 感想 ☆☆☆\n\n楽しかった。", lang="ja") == ["感想", "楽しかった。"]


# --- the VS sign, a term's closing cross, two arrows as one ---


def test_the_vs_sign_between_two_terms_is_versus_0420syj_next_js_basic(tmp_path: Path) -> None:
    # 0420syj/0420syj.github.io blog/2023-07-03-next-js-basic: a box title 'SSR 🆚 SSG' heard 'SSR SSG'
    assert said_whole(tmp_path, "## SSR 🆚 SSG\n\n차이를 알아봅니다.", lang="ko")[0] == "SSR 대 SSG"
    # Shapes of our own (zh-Hans, ja, en) and a near miss: the sign alone after a sentence is a flourish.
    assert said_whole(tmp_path, "## React 🆚 Vue\n\n比较一下。", lang="zh-hans")[0] == "React 对比 Vue"
    assert said_whole(tmp_path, "## 東京 🆚 大阪\n\n比べます。", lang="ja")[0] == "東京対大阪"
    assert said_whole(tmp_path, "## Tabs 🆚 spaces\n\nA question.", lang="en")[0] == "Tabs versus spaces"
    assert said_whole(tmp_path, "Let the match begin. 🆚", lang="en") == ["Let the match begin."]


def test_a_cross_closing_a_term_is_its_verdict_0420syj_js_closure(tmp_path: Path) -> None:
    # 0420syj/0420syj.github.io blog/2023-04-18-js-closure-and-method-chaining: under '문제점', '- 단위테스트 ❌'
    # heard '단위테스트' (as if it were there)
    said = said_whole(tmp_path, "문제점\n\n- 단위테스트 ❌\n- 통합테스트 ❌", lang="ko")
    assert said[1:] == ["단위테스트 불가", "통합테스트 불가"]
    # Shapes of our own (en, zh-Hant, ja) and near misses: a cross after a sentence, a cross opening its line.
    assert said_whole(tmp_path, "- Unit tests ❌\n- Docs ✅", lang="en")[0] == "Unit tests no"
    assert said_whole(tmp_path, "- 離線模式 ❌", lang="zh-hant") == ["離線模式不行"]
    assert said_whole(tmp_path, "- 型チェック ❌", lang="ja") == ["型チェック不可"]
    assert said_whole(tmp_path, "I tried it and it failed. ❌", lang="en") == ["I tried it and it failed."]
    assert said_whole(tmp_path, "- ❌ 不要這樣寫", lang="zh-hant") == ["不要這樣寫"]


def test_two_arrows_head_to_head_are_one_two_way_arrow_huangchingchieh_liquidity_mining_v3(tmp_path: Path) -> None:
    # HuangChingChieh/blog content/articles/2024/crypto_liquidity_mining_v3.md: '「鏈原生幣 ←→ 穩定幣」' heard
    # '「鏈原生幣：穩定幣」' (← dropped, → a colon)
    assert said_whole(tmp_path, "選擇「鏈原生幣 ←→ 穩定幣」幣池。", lang="zh-hant") == [
        "選擇「鏈原生幣與穩定幣」幣池。"
    ]
    # Near miss: a lone left arrow then words elsewhere keeps its own rule (no pairing said).
    assert "與" not in said_whole(tmp_path, "按 ← 回到上一頁。", lang="zh-hant")[0]


# --- menu paths and breadcrumb titles ---


def test_a_menu_path_after_going_back_is_steps_huangchingchieh_pixel3a_custom_rom(tmp_path: Path) -> None:
    # HuangChingChieh/blog content/articles/2023/pixel3a_custom_rom.md: '回到上一頁的系統 > 開發人員選項' (大於) and
    # '可透過「Advanced > View recovery logs > /tmp/recovery.log」檢視' (both '>' bare)
    said = said_whole(tmp_path, "開啟之後，回到上一頁的系統 > 開發人員選項，打開「OEM 解鎖」。", lang="zh-hant")
    assert said == ["開啟之後，回到上一頁的系統，然後開發人員選項，打開「OEM 解鎖」。"]
    said = said_whole(tmp_path, "可透過「Advanced > View recovery logs > /tmp/recovery.log」檢視 Log。", lang="zh-hant")
    assert ">" not in said[0] and said[0].startswith("可透過「Advanced，然後 View recovery logs，然後")
    # A shape of our own (zh-Hans) and near misses: a condition after 透過's comparison, a comparison said.
    assert said_whole(tmp_path, "返回 设置 > 通用，然后打开。", lang="zh-hans") == ["返回设置，然后通用，然后打开。"]
    assert ">" in said_whole(tmp_path, "透過 收入 > 支出 的情況下設定預算。", lang="zh-hant")[0]
    assert ">" in said_whole(tmp_path, "他說 iPhone > Android，我不同意。", lang="zh-hant")[0]


def test_a_breadcrumb_title_is_steps_nakanakamu0828_techtalk(tmp_path: Path) -> None:
    # nakanakamu0828/techtalk docs/diary/2018-04-26.md's title 'Tech Dialy > 2018/04/26 | TechTalk.' (大なり), and
    # docs/blog/2018-05-02-vupress_customize_layout.md's link text 'VuePress > Inside an Existing Project'
    said = said_whole(tmp_path, "Tech Dialy > 2018/04/26 | TechTalk.\n\n技術メモです。", lang="ja")
    assert said[0] == "Tech Dialy、そして2018年4月26日、TechTalk."
    said = said_whole(tmp_path, "[VuePress > Inside an Existing Project](https://vuepress.vuejs.org/guide/)", lang="en")
    assert said == ["VuePress, then Inside an Existing Project"]
    # Shapes of our own (ko, zh-Hans) and near misses: two one-word names, numbers on each side, a sentence's words.
    assert said_whole(tmp_path, "## 블로그 > 개발 > 회고", lang="ko") == ["블로그, 그다음 개발, 그다음 회고"]
    assert said_whole(tmp_path, "## 文档 > 快速开始 > 安装", lang="zh-hans") == ["文档，然后快速开始，然后安装"]
    assert said_whole(tmp_path, "## iPhone > Android", lang="en") == ["iPhone > Android"]
    assert said_whole(tmp_path, "## Python 3 > Python 2 and more", lang="en")[0].count(">") == 1
    assert ">" in said_whole(tmp_path, "when the count of items > the limit we set, stop.", lang="en")[0]


# --- a site's own elements that show a video or a picture ---


def test_a_site_s_video_and_picture_elements_are_cued_huangchingchieh_liquidity_mining_v3(tmp_path: Path) -> None:
    # HuangChingChieh/blog content/articles/2024/crypto_liquidity_mining_v3.md (Nuxt Content): '…影片會比較清楚：'
    # then <embed-youtube id="_awCyk72VFA">, '…也才 3%：' then <article-img img="922/9bZAhb.png">, both silent
    body = (
        '看官方介紹文章中使用的影片會比較清楚：\n\n<embed-youtube id="_awCyk72VFA"></embed-youtube>\n\n'
        '年化報酬率也才 3%：\n\n<article-img img="922/9bZAhb.png"></article-img>\n\n就看個人了。'
    )
    said = said_whole(tmp_path, body, lang="zh-hant")
    assert said[1] == "（此處有一段影片）" and said[3] == "（此處有一張圖）"


def test_site_elements_in_other_languages_and_near_misses(tmp_path: Path) -> None:
    # Shapes of our own: a lite-youtube player (zh-Hans, en), a self-closed picture element on its own line (ja, ko);
    # near misses: a note box's text is said as it is, and a router link is no picture.
    said = said_whole(tmp_path, '请看视频：\n\n<lite-youtube videoid="abc"></lite-youtube>\n\n完。', lang="zh-hans")
    assert said[1] == "（此处有一段视频）"
    said = said_whole(tmp_path, 'The demo:\n\n<lite-youtube videoid="abc">\n</lite-youtube>\n\nDone.', lang="en")
    assert len(said) == 3 and "video" in said[1].lower()
    said = said_whole(tmp_path, '結果は次の通り：\n\n<post-image src="a.png" />\n\n以上です。', lang="ja")
    assert len(said) == 3 and said[1] not in ("", "以上です。")
    said = said_whole(tmp_path, '결과는 아래와 같습니다:\n\n<article-img img="a.png"></article-img>\n\n끝.', lang="ko")
    assert len(said) == 3
    assert said_whole(tmp_path, "<article-note>這是一個提醒。</article-note>", lang="zh-hant") == ["這是一個提醒。"]
    said = said_whole(tmp_path, 'Go to <router-link to="/about">the about page</router-link> now.', lang="en")
    assert said == ["Go to the about page now."]


# --- markdown-it-hashtag tag lines ---

_HASHTAG_SITE = '{"devDependencies": {"vuepress": "^0.8.4"}, "dependencies": {"markdown-it-hashtag": "^0.4.0"}}'


def test_a_tags_line_on_a_hashtag_site_is_left_out_nakanakamu0828_techtalk(tmp_path: Path) -> None:
    # nakanakamu0828/techtalk docs/diary/2018-04-26.md (VuePress; package.json and .vuepress/config.js use
    # markdown-it-hashtag): '## Lalavelメモ' then '#php #laravel', read aloud with its signs
    (tmp_path / "package.json").write_text(_HASHTAG_SITE, encoding="utf-8")
    said = said_whole(tmp_path, "## Lalavelメモ\n#php #laravel\n\nマイグレーションを作る。", lang="ja")
    assert said == ["Lalavel メモ", "マイグレーションを作る。"]
    # Shapes of our own on such a site: a tag line under a paragraph (en), CJK tags (zh-Hant, zh-Hans, ko).
    assert said_whole(tmp_path, "Notes on shells.\n\n#shell #bash", lang="en") == ["Notes on shells."]
    assert said_whole(tmp_path, "#前端 #Vue\n\n今天學了元件。", lang="zh-hant") == ["今天學了元件。"]
    assert said_whole(tmp_path, "#运维 #nginx\n\n配置反向代理。", lang="zh-hans") == ["配置反向代理。"]
    assert said_whole(tmp_path, "#도커 #infra\n\n컨테이너를 띄웁니다.", lang="ko") == ["컨테이너를 띄웁니다."]


def test_hashtags_in_prose_or_off_such_a_site_are_said(tmp_path: Path) -> None:
    # Near misses: a hashtag opening a sentence, an issue's number alone, and a tag line on a site without the plugin.
    (tmp_path / "site").mkdir()
    (tmp_path / "site" / "package.json").write_text(_HASHTAG_SITE, encoding="utf-8")
    said = said_whole(tmp_path / "site", "#php is what I use every day.", lang="en")
    assert len(said) == 1 and "php" in said[0] and "every day" in said[0]
    assert said_whole(tmp_path / "site", "#1\n\nThe first one.", lang="en")[0] != "The first one."
    (tmp_path / "plain").mkdir()
    (tmp_path / "plain" / "package.json").write_text('{"dependencies": {"vuepress": "^1"}}', encoding="utf-8")
    assert "php" in " ".join(said_whole(tmp_path / "plain", "#php #laravel\n\nText.", lang="en"))


# --- s19 review of the text rules (H1, M1, M2, L1, L2, L3) and of io (L2): each its input, then a near miss ---


def test_going_back_or_by_way_of_never_turns_a_comparison_into_steps_s19_review_h1(tmp_path: Path) -> None:
    # The review's inputs (/work/scratch/review-text/zh4.md, zh5.md): 返回值, 返回 + a value, bare 通过 / 透過.
    for body, lang in (
        ("如果返回值 > 阈值，就重试。", "zh-hans"),
        ("函数返回 Count > Limit 的结果。", "zh-hans"),
        ("返回 Result > Error 类型的值。", "zh-hans"),
        ("通过 Latency > Throughput 的取舍来决定。", "zh-hans"),
        ("透過 Price > Cost 來判斷是否獲利。", "zh-hant"),
        ("如果返回 A > B，就重试。", "zh-hans"),
    ):
        said = said_whole(tmp_path, body, lang=lang)[0]
        assert "然后" not in said and "然後" not in said, body
    # Near misses that stay steps: going back to a screen (a label ends the clause, or a screen's word follows).
    assert said_whole(tmp_path, "回到 設定 > 隱私 頁面。", lang="zh-hant") == ["回到設定，然後隱私頁面。"]
    assert said_whole(tmp_path, "可透过「Advanced > View logs」查看。", lang="zh-hans")[0].startswith(
        "可透过「Advanced，然后 View logs」"
    )


def test_a_comparison_title_with_the_site_s_name_stays_a_comparison_s19_review_m1(tmp_path: Path) -> None:
    # The review's inputs (en2.md, zh2.md, ja2.md): the site's name after " | " is no step.
    assert said_whole(tmp_path, "# Rust > Go | Tech Notes\n\nBody.", lang="en")[0] == "Rust > Go | Tech Notes"
    assert ">" in said_whole(tmp_path, "# 效能 > 可讀性 | 我的部落格\n\n內文。", lang="zh-hant")[0]
    assert ">" in said_whole(tmp_path, "# 型安全 > 書きやすさ | 技術ブログ\n\n本文です。", lang="ja")[0]
    # Near miss: a folder as a step shows a path, whatever the site's name after it.
    said = said_whole(tmp_path, "# Notes > 2024/05 | My Blog\n\nBody.", lang="en")
    assert said[0] == "Notes, then 2024/05, My Blog"


def test_check_marks_and_crosses_closing_sibling_terms_are_said_alike_s19_review_m2(tmp_path: Path) -> None:
    # The review's inputs (zh4.md and its English): one item ❌, its sibling ✅.
    assert said_whole(tmp_path, "- 单元测试 ❌\n- 集成测试 ✅", lang="zh-hans") == ["单元测试不行", "集成测试可以"]
    assert said_whole(tmp_path, "- Python ❌\n- Rust ✅", lang="en") == ["Python no", "Rust yes"]
    assert said_whole(tmp_path, "- 型チェック ✔", lang="ja") == ["型チェック可"]
    # Near miss: a check mark after a sentence is no verdict on a term.
    assert said_whole(tmp_path, "All the tests passed. ✅", lang="en") == ["All the tests passed."]


def test_a_rating_inside_a_sentence_gets_no_full_stop_s19_review_l1(tmp_path: Path) -> None:
    # The review's input (en1.md); near miss: a card's next line keeps its pause.
    said = said_whole(tmp_path, "Rating: ★★★★★ and that is all.", lang="en")
    assert said == ["Rating: 5 out of 5 stars and that is all."]
    said = said_whole(tmp_path, "Rating: ★★★★☆<br/>Price: ★★★☆☆", lang="en")
    assert said == ["Rating: 4 out of 5 stars. Price: 3 out of 5 stars"]


def test_a_close_button_s_cross_is_no_verdict_s19_review_l2(tmp_path: Path) -> None:
    # The review's input: a close button's glyph (also the times sign); near miss: a list's crosses stay verdicts.
    assert said_whole(tmp_path, "Close ✖", lang="en") == ["Close"]
    assert said_whole(tmp_path, "- Sync ✗\n- Export ✘", lang="en") == ["Sync no", "Export no"]


def test_a_custom_element_is_a_player_or_a_picture_only_by_its_last_name_part_s19_reviews(tmp_path: Path) -> None:
    # The reviews' inputs (text L3 '<youtube-stats id=…>', io L2 /work/scratch/review-io/custom.md): text boxes.
    said = said_whole(tmp_path, "<video-transcript>Welcome to the show.</video-transcript>", lang="en")
    assert said == ["Welcome to the show."]
    assert said_whole(tmp_path, '<youtube-stats id="x"></youtube-stats>\n\nDone.', lang="en") == ["Done."]
    assert said_whole(tmp_path, "<image-caption>Photo by Ann.</image-caption>", lang="en") == ["Photo by Ann."]
    # Near misses: the element that is the player or the picture keeps its cue.
    said = said_whole(tmp_path, 'See:\n\n<embed-video id="a"></embed-video>\n\nDone.', lang="en")
    assert len(said) == 3 and "video" in said[1].lower()
    said = said_whole(tmp_path, '看圖：\n\n<blog-picture src="a.png" />\n\n完。', lang="zh-hant")
    assert said[1] == "（此處有一張圖）"
