"""Site links and marks heard as the page shows them (s23 site lane, issue #38).

Each rule is tested on the s22 article that taught it, then on shapes written for it from other blogs and languages,
with a near miss the rule must leave alone.
"""

from __future__ import annotations

from pathlib import Path

from helpers import said_whole as _said_whole


def said_whole(root: Path, body: str, *, lang: str) -> list[str]:
    root.mkdir(parents=True, exist_ok=True)
    return _said_whole(root, body, lang=lang)


# --- an issue a link's words name by its repository ---


def test_a_linked_issue_is_said_yunjeongiya_compiler_theory_and_react_insertbefore(tmp_path: Path) -> None:
    # yunjeongiya/yunjeongiya.github.io _posts/ko/2026-04-22-compiler-theory-behind-vibe-coding.md [76][92] and
    # 2026-04-13-react-insertbefore-browser-extension-crash.md [28][59]: the link's words dropped as an issue number,
    # "않다. 에 이슈가 올라와 있고", "이 문제는 로 2017년부터"
    said = said_whole(
        tmp_path / "a",
        "원인: 서명이 없다. [astral-sh/uv#18967](https://github.com/astral-sh/uv/issues/18967)에 이슈가 올라와 있다.",
        lang="ko",
    )
    assert said == ["원인: 서명이 없다. uv 이슈 18967에 이슈가 올라와 있다."]
    said = said_whole(
        tmp_path / "b",
        "- [uv 코드 서명 이슈 (astral-sh/uv#18967)](https://github.com/astral-sh/uv/issues/18967)\n"
        "- [facebook/react#11538](https://github.com/facebook/react/issues/11538) — 2017년부터 열린 이슈\n",
        lang="ko",
    )
    assert said[0].endswith("uv 코드 서명 이슈 (uv 이슈 18967)") and said[1].startswith("react 이슈 11538")


def test_linked_issues_in_other_languages_and_near_misses(tmp_path: Path) -> None:
    # Shapes of our own: a Japanese and a Chinese sentence whose noun is a linked issue, an English one.
    said = said_whole(
        tmp_path / "ja",
        "詳しくは[rust-lang/rust#12345](https://github.com/rust-lang/rust/issues/12345)を参照。",
        lang="ja",
    )
    assert said == ["詳しくは rust イシュー12345を参照。"]
    said = said_whole(
        tmp_path / "zh",
        "這個問題在 [vuejs/core#4567](https://github.com/vuejs/core/issues/4567) 裡討論過。",
        lang="zh-hant",
    )
    assert said == ["這個問題在 core 議題4567裡討論過。"]
    said = said_whole(
        tmp_path / "en",
        "It was reported in [nodejs/node#40000](https://github.com/nodejs/node/issues/40000) last year.",
        lang="en",
    )
    assert said == ["It was reported in node issue 40000 last year."]
    # Near misses: a changelog's bracketed reference alone in its link, and a bare `#N` link in a changelog line,
    # keep the issue rule (left out); a link to a repository without a number is its words.
    said = said_whole(
        tmp_path / "log",
        "- Fix the parser crash ([vitejs/vite#123](https://github.com/vitejs/vite/pull/123))\n"
        "- Fix the lexer ([#456](https://github.com/vitejs/vite/pull/456))\n",
        lang="en",
    )
    assert "123" not in " ".join(said) and "456" not in " ".join(said)
    said = said_whole(tmp_path / "repo", "See [oraios/serena](https://github.com/oraios/serena) for more.", lang="en")
    assert "issue" not in said[0] and "serena" in said[0]


# --- a note's number: a footnote mark the page shows as text, a caret label ---


def test_shown_footnote_marks_and_caret_labels_mitsuyoshi_yamazaki(tmp_path: Path) -> None:
    # mitsuyoshi-yamazaki/mitsuyoshi-yamazaki.github.io docs/content/posts/2022-07-09 23:16:40.217284.ja-jp.md [6][7]:
    # marks with no note ("英訳する[^1]", shown as text by Hugo) dropped, though "^1より" points at them;
    # 2022-07-30 17:47:03.671472.ja-jp.md [5]: the label "*^2: …*" on the line after "Wikipedia" heard "Wikipedia の2乗"
    said = said_whole(
        tmp_path / "a",
        "- 機械翻訳で英訳する[^1]\n- 手作業で修正することもある[^2]\n\n^1より、口が必要\n^1と^2より、判別が必要\n",
        lang="ja",
    )
    assert said == [
        "機械翻訳で英訳する注1",
        "手作業で修正することもある注2",
        "注1より、口が必要注1と注2より、判別が必要",
    ]
    said = said_whole(
        tmp_path / "b",
        "*^1: [Conway's Game of Life - Wikipedia](https://en.wikipedia.org/wiki/Life)*\n"
        "*^2: Multiple Neighbourhood Cellular Automata (MNCA)と呼ばれる。*\n",
        lang="ja",
    )
    assert "乗" not in said[0] and "Wikipedia 注2: Multiple" in said[0] and said[0].startswith("注1:")


def test_note_labels_in_other_languages_and_near_misses(tmp_path: Path) -> None:
    # Shapes of our own: a Korean and a Chinese mark with no note and the label under it, an English one.
    assert said_whole(tmp_path / "ko", "이 방법[^1]은 빠르다.\n\n^1: 2023년 기준\n", lang="ko") == [
        "이 방법 주석 1은 빠르다.",
        "주석 1: 2023년 기준",
    ]
    assert said_whole(tmp_path / "zh", "這個方法[^1]很快。\n\n^1：2023 年的數據\n", lang="zh-hant") == [
        "這個方法註1很快。",
        "註1：2023年的數據",
    ]
    assert said_whole(tmp_path / "en", "It is fast[^1].\n\nSee Wikipedia\n^2: more.\n", lang="en") == [
        "It is fast note 1.",
        "See Wikipedia note 2: more.",
    ]
    # Near misses: powers keep their reading (a letter or a number before the caret, spaced or not); a mark with a
    # note is the page's superscript, left out; a mark with no note and a word's label is left out as before.
    said = said_whole(
        tmp_path / "near",
        "Energy is E = mc^2 and x ^2 grows; 2^10 is 1024. See the note[^a].\n\nIt is fast[^1].\n\n[^1]: measured.\n",
        lang="en",
    )
    assert (
        said[0]
        == "Energy is E = mc to the power of 2 and x to the power of 2 grows; 2 to the power of 10 is 1024. See the note."
    )
    assert said[1] == "It is fast."


# --- a cover whose alt is the article's title ---


def _titled(root: Path, title: str, body: str, lang: str) -> list[str]:
    from narrate.config import load_config
    from narrate.text.article import read_article
    from narrate.text.script import build_script

    root.mkdir(parents=True, exist_ok=True)
    path = root / "post.md"
    path.write_text(f'---\ntitle: "{title}"\nlang: {lang}\n---\n{body}\n', encoding="utf-8")
    script = build_script(read_article(path), load_config())
    assert not script.lost
    return [chunk.text for chunk in script.chunks[1:-1]]


def test_a_cover_titled_as_the_article_is_no_caption_yunjeongiya_dead_code(tmp_path: Path) -> None:
    # yunjeongiya/yunjeongiya.github.io _posts/ko/2026-02-24-ai-agent-dead-code-cleanup.md [2]: the thumbnail's alt is
    # the title, heard again as a caption "(그림: AI에게 데드코드를 맡겼더니 5,156줄을 지웠다)"
    title = "AI에게 데드코드를 맡겼더니 5,156줄을 지웠다"
    said = _titled(
        tmp_path / "a",
        title,
        f'![{title}](/assets/thumbnail-ko.png){{: width="700"}}\n\n모든 코드에는 묘지가 있다.',
        "ko",
    )
    assert said == ["모든 코드에는 묘지가 있다."]


def test_covers_titled_in_other_languages_and_near_misses(tmp_path: Path) -> None:
    # Shapes of our own: an English cover differing only in case and punctuation, a Japanese one.
    said = _titled(tmp_path / "en", "Hello, World", "![hello world](cover.png)\n\nThe first words.", "en")
    assert said == ["The first words."]
    said = _titled(tmp_path / "ja", "猫と暮らす", "![猫と暮らす](cover.jpg)\n\n最初の言葉。", "ja")
    assert said == ["最初の言葉。"]
    # Near misses: a cover described in other words keeps its caption; a picture titled as the article below the first
    # words keeps its cue.
    said = _titled(tmp_path / "other", "Hello, World", "![A cat on a keyboard](cover.png)\n\nThe first words.", "en")
    assert "A cat on a keyboard" in said[0]
    said = _titled(tmp_path / "below", "Hello, World", "The first words.\n\n![Hello, World](shot.png)\n\nMore.", "en")
    assert len(said) == 3 and "Hello, World" in said[1]


# --- short links told apart by their path ---


def test_short_links_keep_their_path_moon_jam_next_sidebar(tmp_path: Path) -> None:
    # moon-jam/moon-jam.github.io source/_posts/NexT-sidebar-switch-lang.md [18]: '[https://pa-7.github.io/1](…)就會導向
    # 我現在的這個中文網址，[https://pa-7.github.io/2](…)則會到我英文的網站' — both heard 'pa-7.github.io'
    said = said_whole(
        tmp_path / "a",
        "所以說現在[https://pa-7.github.io/1](https://pa-7.github.io/1)就會導向中文網址，"
        "[https://pa-7.github.io/2](https://pa-7.github.io/2)則會到英文的網站",
        lang="zh-hant",
    )
    assert said == ["所以說現在 pa-7.github.io 1就會導向中文網址，pa-7.github.io 2則會到英文的網站"]


def test_short_links_in_other_languages_and_near_misses(tmp_path: Path) -> None:
    # Shapes of our own: an English pair of numbered short links, a Korean language path.
    said = said_whole(
        tmp_path / "en", "The links https://go.example.com/1 and https://go.example.com/2 differ.", lang="en"
    )
    assert said == ["The links go.example.com 1 and go.example.com 2 differ."]
    said = said_whole(tmp_path / "ko", "짧은 주소 https://s.example.kr/ko 는 한국어 페이지다.", lang="ko")
    assert said == ["짧은 주소 s.example.kr ko 는 한국어 페이지다."]
    # Near misses: a longer path, a path of two segments and a query stay the domain alone.
    said = said_whole(
        tmp_path / "near",
        "See https://example.com/docs/intro, https://example.com/abcd and https://example.com/1?x=2 today.",
        lang="en",
    )
    assert said == ["See example.com, example.com and example.com today."]


# --- Liquid's capture: a captured picture shown where its variable is output ---


def test_a_captured_figure_is_one_cue_with_its_caption_nyshiyama_hhkb(tmp_path: Path) -> None:
    # Nyshiyama/Nyshiyama.github.io _posts/2021-03-19-hhkb.md [13]-[20] (minimal-mistakes' figure idiom): a bare cue,
    # then the output tag heard "fig_img パイプ markdownify パイプ remove: …", then the caption as prose
    body = (
        "使っていないときの絶妙に邪魔なサイズ感。\n\n"
        '{% capture fig_img %}\n![alt]({{ "/assets/images/hhkbcoverzoom.jpg" | relative_url }})\n{% endcapture %}\n\n'
        '<figure>\n  {{ fig_img | markdownify | remove: "<p>" | remove: "</p>" }}\n'
        "  <figcaption>ほんのわずかだが、枠に対してシールは右肩下がり。</figcaption>\n</figure>\n\n"
        "シールが斜めなのは萎える。"
    )
    said = said_whole(tmp_path / "a", body, lang="ja")
    assert said == [
        "使っていないときの絶妙に邪魔なサイズ感。",
        "（図：ほんのわずかだが、枠に対してシールは右肩下がり）",
        "シールが斜めなのは萎える。",
    ]


def test_captures_in_other_languages_and_near_misses(tmp_path: Path) -> None:
    # Shapes of our own: an English figure whose capture has a described alt, a Korean capture output as words.
    body = (
        "Intro words.\n\n"
        '{% capture fig_img %}\n![A red keyboard]({{ "/assets/images/kb.jpg" | relative_url }})\n{% endcapture %}\n\n'
        "<figure>\n  {{ fig_img | markdownify }}\n  <figcaption>The cover sits crooked.</figcaption>\n</figure>\n\n"
        "More words."
    )
    assert said_whole(tmp_path / "en", body, lang="en") == [
        "Intro words.",
        "(Image: The cover sits crooked.)",
        "More words.",
    ]
    said = said_whole(
        tmp_path / "ko", "{% capture note %}꼭 기억하자{% endcapture %}\n우리는 {{ note }}라고 했다.", lang="ko"
    )
    assert said == ["우리는 꼭 기억하자라고 했다."]
    # Near misses: a capture inside a code fence is the code's (cued); an output of a variable never captured is
    # left to the template rules as before.
    said = said_whole(
        tmp_path / "near",
        "Intro.\n\n```liquid\n{% capture x %}![a](b.png){% endcapture %}\n{{ x | markdownify }}\n```\n\nEnd.",
        lang="en",
    )
    assert said == ["Intro.", "(A code sample is skipped here.)", "End."]


# --- a post linked through Jekyll's post_url, looked up in the site's posts ---

_LOOKUP = (
    "{{% capture target_url %}}{{{{ site.baseurl }}}}{{% post_url {name} %}}{{% endcapture %}}{sep}"
    "{{% for post in site.posts %}}{{% assign candidate_url = post.url | relative_url %}}"
    "{{% if candidate_url == target_url %}}{sep}"
    '[{{{{ post.title }}}}（{{{{ post.date | date: "%B %-d, %Y" }}}}）]({{{{ target_url }}}}){{% break %}}{{% endif %}}'
    "{{% endfor %}}"
)


def test_a_post_url_lookup_says_the_posts_name_and_date_nyshiyama_coredata_and_hhkb(tmp_path: Path) -> None:
    # Nyshiyama/Nyshiyama.github.io _posts/2021-05-27-swift-coredata-relationships.md [8] and 2021-03-19-hhkb.md
    # [18]: the capture rule left "参考：（%B %-d, %Y）" — the linked post's words gone, the date's format string said
    said = said_whole(
        tmp_path / "a",
        "参考：" + _LOOKUP.format(name="2021-04-22-swift-coredata_and_tableview", sep="\n") + "\n\n次の文。",
        lang="ja",
    )
    assert said == ["参考：", "swift coredata and tableview（April 22, 2021）", "次の文。"]
    said = said_whole(
        tmp_path / "b",
        _LOOKUP.format(name="2021-01-13-blog20210113", sep="") + "でHHKBを左寄りに配置していた。",
        lang="ja",
    )
    assert said == ["blog20210113（2021年1月13日）で HHKB を左寄りに配置していた。"]


def test_post_url_links_of_other_shapes_and_near_misses(tmp_path: Path) -> None:
    # Shape of our own: an English Jekyll post linking with post_url inside a plain link — its words said as usual.
    said = said_whole(
        tmp_path / "en",
        "See [my earlier post]({% post_url 2020-03-01-setting-up-vim %}) for the setup.",
        lang="en",
    )
    assert said == ["See my earlier post for the setup."]
    # Near misses: a captured picture beside the lookup stays one picture cue; a loop over the site's posts that no
    # captured post_url picks (a list of recent posts) is left as before.
    body = (
        "Intro words.\n\n"
        '{% capture fig_img %}\n![A red keyboard]({{ "/assets/images/kb.jpg" | relative_url }})\n{% endcapture %}\n\n'
        "<figure>\n  {{ fig_img | markdownify }}\n  <figcaption>The cover sits crooked.</figcaption>\n</figure>\n\n"
        "Earlier: "
        + _LOOKUP.format(name="2019-11-02-first-steps", sep="").replace("（", " (").replace("）", ")")
        + " was the start.\n\n"
        "More words."
    )
    assert said_whole(tmp_path / "near", body, lang="en") == [
        "Intro words.",
        "(Image: The cover sits crooked.)",
        "Earlier: first steps (November 2, 2019) was the start.",
        "More words.",
    ]
    said = said_whole(
        tmp_path / "list",
        "{% capture x %}hi{% endcapture %}Recent: {% for post in site.posts %}{{ post.title }}{% endfor %}.",
        lang="en",
    )
    assert "hi" not in " ".join(said)


# --- a placeholder an outside script fills ---


def test_an_affiliate_widget_is_no_word_nyshiyama_zatsudan(tmp_path: Path) -> None:
    # Nyshiyama/Nyshiyama.github.io _posts/2021-02-12-zatsudan.md [6] (MoshimoAffiliateEasyLink): the placeholder the
    # site's script replaces by a book's card heard as the bare word "リンク"
    body = (
        "安宅さんの「イシューからはじめよ」かなぁ。\n\n<!-- START MoshimoAffiliateEasyLink -->\n"
        '<script type="text/javascript" src="{{ \'/assets/js/affiliate/issuekarahajimeyo.js\' | relative_url }}">'
        '</script>\n<div id="msmaflink-dkI1J">リンク</div>\n<p></p>\n<!-- MoshimoAffiliateEasyLink END -->\n\n'
        "## 資格の勉強もアリ"
    )
    assert said_whole(tmp_path / "a", body, lang="ja") == [
        "安宅さんの「イシューからはじめよ」かなぁ。",
        "資格の勉強もアリ",
    ]


def test_script_filled_placeholders_in_other_languages_and_near_misses(tmp_path: Path) -> None:
    # Shapes of our own: an English book widget, a Korean map widget.
    body = 'Read it.\n\n<script src="https://widget.example/card.js"></script>\n<div id="book-card">Loading…</div>\n\nNext.'
    assert said_whole(tmp_path / "en", body, lang="en") == ["Read it.", "Next."]
    body = '지도는 아래와 같다.\n\n<script src="/js/map.js"></script>\n\n<div id="map">지도</div>\n\n다음.'
    assert said_whole(tmp_path / "ko", body, lang="ko") == ["지도는 아래와 같다.", "다음."]
    # Near misses: an element with an id and no script above keeps its words; so does one with a sentence in it.
    body = 'Intro.\n\n<div id="note">Remember</div>\n\nNext.'
    assert said_whole(tmp_path / "plain", body, lang="en") == ["Intro.", "Remember", "Next."]
    body = 'Intro.\n\n<script src="/a.js"></script>\n<div id="n">This sentence is the writer\'s own.</div>\n\nNext.'
    assert "This sentence is the writer's own." in said_whole(tmp_path / "long", body, lang="en")


# --- a list's marker written inside the bold that opens a line ---


def test_a_marker_inside_bold_is_no_minus_ppippi_dev_argocd(tmp_path: Path) -> None:
    # ppippi-dev/ppippi-dev.github.io src/content/blog/ArgoCD.md [46]-[50]: "**- Repository URL : …**" (no Markdown
    # list: the dash is inside the bold) heard "minus Repository URL"
    body = "**- Repository URL : 사용할 레포지토리 URL , 이전에 연동했던 레포지토리가 등록될 것이다.**\n\n**- Path : 디렉토리를 결정**"
    assert said_whole(tmp_path / "a", body, lang="ko") == [
        "Repository URL: 사용할 레포지토리 URL, 이전에 연동했던 레포지토리가 등록될 것이다.",
        "Path: 디렉토리를 결정",
    ]


def test_markers_inside_emphasis_in_other_languages_and_near_misses(tmp_path: Path) -> None:
    # Shapes of our own: English lines under a first line, a Japanese bullet inside bold.
    said = said_whole(tmp_path / "en", "Options:\n**- Name : the app's name**\n*- Path : where it lives*", lang="en")
    assert said == ["Options: Name: the app's name. Path: where it lives"]
    assert said_whole(tmp_path / "ja", "**• 名前：アプリの名前**", lang="ja") == ["名前：アプリの名前"]
    # Near misses: a dash before a number is a negative one; a dash inside emphasis mid-line is the sentence's.
    assert said_whole(tmp_path / "num", "**- 20% off**", lang="en") == ["- 20 percent off"]
    said = said_whole(tmp_path / "mid", "It was cold, **- and wet -** all day.", lang="en")
    assert "and wet" in said[0] and "-" in said[0]


# --- a picture a conversion left broken ---


def test_a_broken_picture_is_a_cue_ppippi_dev_bash_scripting(tmp_path: Path) -> None:
    # ppippi-dev/ppippi-dev.github.io src/content/blog/Introduction to Bash Scripting.md [22][29][40]: the address
    # never closed (' ![image-…](image-….webp"></p>'), heard as the file's name twice with its quote and bracket
    body = '- STDERR (standard error) - Errors in your program\n\n ![image-20211014122706757](image-20211014122706757.webp"></p>\n\n## ARGV'
    assert said_whole(tmp_path / "a", body, lang="ko") == [
        "STDERR (standard error) - Errors in your program",
        "(여기에 그림이 있습니다.)",
        "ARGV",
    ]


def test_broken_pictures_in_other_languages_and_near_misses(tmp_path: Path) -> None:
    # Shapes of our own: an English screenshot with a described alt, a Japanese one with a stray quote only.
    body = 'The output:\n\n![Terminal showing the output](shot.png">\n\nDone.'
    assert said_whole(tmp_path / "en", body, lang="en") == [
        "The output:",
        "(Image: Terminal showing the output.)",
        "Done.",
    ]
    body = "結果は次の通り。\n\n![](result.jpg'\n\n以上。"
    assert said_whole(tmp_path / "ja", body, lang="ja") == ["結果は次の通り。", "（ここに図があります）", "以上。"]
    # Near miss: an unclosed link to a page (no picture's file) is text, left to the link rules.
    said = said_whole(tmp_path / "link", "See ![the docs](https://example.com/docs for more.", lang="en")
    assert "docs" in said[0]


# --- an abbreviation the article presents (ruling 5c) ---


def test_an_abbreviation_the_article_presents_is_said_as_written_880831ian_k8s(tmp_path: Path) -> None:
    # 880831ian/880831ian.github.io content/blog/kubernetes/k8s.md [0][2][3]: "Kubernetes (K8s)" heard "Kubernetes
    # (Kubernetes)", and "之所以叫 K8s 是因為…" said "之所以叫 Kubernetes"
    said = _titled(
        tmp_path / "a",
        "Kubernetes (K8s) 介紹 - 基本",
        "## 什麼是 Kubernetes (K8s)?\n\nKubernetes 也可以叫 K8s，之所以叫 K8s 是因為 k 到 s 中間有 8 個英文字母。",
        "zh-hant",
    )
    assert said[0] == "什麼是 Kubernetes (K8s)?" and said[1].count("K8s") == 2


def test_abbreviations_presented_in_other_shapes_and_near_misses(tmp_path: Path) -> None:
    # Shapes of our own: the abbreviation first with the name in full-width brackets (zh-Hans), a lower-case use after.
    said = _titled(tmp_path / "a", "入门", "K8s（Kubernetes）是容器编排平台。我们用 k8s 部署服务。", "zh-hans")
    assert said == ["K8s（Kubernetes）是容器编排平台。我们用 k8s 部署服务。"]
    # Near misses: an article that never presents the abbreviation keeps the lexicon's name; so does one that names
    # both without brackets.
    said = _titled(tmp_path / "b", "入门", "我们用 K8s 部署服务。", "zh-hans")
    assert said == ["我们用 Kubernetes 部署服务。"]
    said = _titled(tmp_path / "c", "入门", "Kubernetes 和 K8s 是同一个东西。", "zh-hans")
    assert said == ["Kubernetes 和 Kubernetes 是同一个东西。"]


# --- a path's closing slash before its sentence's full stop ---


def test_a_full_stop_after_a_path_is_no_dot_amandeepmittal_year_in_review(tmp_path: Path) -> None:
    # amandeepmittal/amanhimself.dev src/content/blog/year-in-review-2024.md [28]: "[/stats/](…). This allows…" heard
    # "slash stats slash dot This allows…", two sentences run together
    body = "I made the stats public at [/stats/](https://app.usefathom.com/share/x). This allows readers to explore."
    assert said_whole(tmp_path / "a", body, lang="en") == [
        "I made the stats public at slash stats slash. This allows readers to explore."
    ]


def test_full_stops_after_paths_in_other_languages_and_near_misses(tmp_path: Path) -> None:
    # Shapes of our own: an English folder closing a sentence, a Korean one.
    said = said_whole(tmp_path / "en", "Put it in /usr/local/. Then restart.", lang="en")
    assert said == ["Put it in slash usr slash local slash. Then restart."]
    said = said_whole(tmp_path / "ko", "설정은 /etc/nginx/. 그다음 재시작한다.", lang="ko")
    assert "점" not in said[0] and "nginx" in said[0]
    # Near miss: the up folder written after a path is said.
    said = said_whole(tmp_path / "up", "Run cd /usr/local/.. now.", lang="en")
    assert said == ["Run cd slash usr slash local slash dot dot now."]
