"""A player the text points at and a link card standing alone are said; a picture's credit stays silent (issue 38
items 4-5, session 11). Each case is titled with the article it comes from; each loses nothing by the symbol
account."""

from __future__ import annotations

from pathlib import Path

from helpers import said_whole
from narrate.text.article import read_article


def test_svelte_on_the_changelog_a_player_pointed_at_is_cued(tmp_path: Path) -> None:
    # sveltejs/svelte.dev apps/svelte.dev/content/blog/2019-01-31-svelte-on-the-changelog.md (s10 held-out [10]):
    # "You can listen here", then an `<audio>` and its caption on one line (one Markdown paragraph).
    body = (
        "On the podcast we talk about the changes. You can listen here or on the "
        "[podcast page](https://changelog.com/podcast/332).\n\n"
        '<audio data-theme="night" style="width: 100%" src="https://cdn.changelog.com/uploads/podcast/332/'
        'the-changelog-332.mp3" preload="none" controls></audio><p><a href="https://changelog.com/podcast/332">'
        "The Changelog 332: A UI framework without the framework</a> – Listen on "
        '<a href="https://changelog.com/">Changelog.com</a></p><script async src="//cdn.changelog.com/embed.js">'
        "</script>"
    )
    assert said_whole(tmp_path, body, lang="en") == [
        "On the podcast we talk about the changes. You can listen here or on the podcast page.",
        "(An audio player is shown here.)",
        "The Changelog 332: A UI framework without the framework – Listen on Changelog.com",
    ]


def test_a_player_nobody_points_at_stays_silent(tmp_path: Path) -> None:
    # (s6 benanne: music under the words is no thing to announce) the same player after a sentence that points at
    # nothing, and a sentence that uses "here" as a place
    body = 'We met in Berlin.\n\n<audio controls src="a.mp3"></audio>\n\nI live here now.'
    assert said_whole(tmp_path, body, lang="en") == ["We met in Berlin.", "I live here now."]


def test_a_player_pointed_at_in_each_language(tmp_path: Path) -> None:
    # the changelog case's shape (a sentence that says where to listen, then the player alone), as a Japanese,
    # Chinese and Korean post writes it
    player = '<audio controls src="https://example.com/ep1.mp3"></audio>'
    assert said_whole(tmp_path, f"番組に出演しました。こちらから聴けます。\n\n{player}\n\n次の話題。", lang="ja") == [
        "番組に出演しました。こちらから聴けます。",
        "（ここに音声があります）",
        "次の話題。",
    ]
    assert said_whole(tmp_path, f"我上了一集節目，可以在這裡收聽：\n\n{player}", lang="zh-Hant") == [
        "我上了一集節目，可以在這裡收聽：",
        "（此處有一段音訊）",
    ]
    assert said_whole(tmp_path, f"팟캐스트에 출연했습니다. 여기에서 들을 수 있습니다.\n\n{player}", lang="ko") == [
        "팟캐스트에 출연했습니다. 여기에서 들을 수 있습니다.",
        "(여기에 오디오가 있습니다.)",
    ]


def test_s_yoshiki_a_link_card_in_html_says_its_site(tmp_path: Path) -> None:
    # s-yoshiki/tech-blog.s-yoshiki.com apps/web/content/posts/0021/index.md (s10 dev [72]): a card written as
    # `<a href=URL>URL</a>` alone between paragraphs, after a sentence that does not lead in to it
    body = (
        "また、上記の改良版をGitHubで公開しました。\n\n"
        '<a href="https://s-yoshiki.github.io/AtCoder-JsDebugger/#/">\n'
        "https://s-yoshiki.github.io/AtCoder-JsDebugger/#/\n</a>\n\n## 追記"
    )
    assert said_whole(tmp_path, body, lang="ja") == [
        "また、上記の改良版を GitHub で公開しました。",
        "s-yoshiki.github.io",
        "追記",
    ]
    # posts/0182: WordPress's embed block of a repository, after "こちらのリポジトリに登録しました。"
    body = (
        "利用するコードはこちらのリポジトリに登録しました。\n\n"
        '<!-- wp:embed {"url":"https://github.com/s-yoshiki/docker-ansible-handson"} -->\n'
        '<figure class="wp-block-embed"><div class="wp-block-embed__wrapper">\n'
        "https://github.com/s-yoshiki/docker-ansible-handson\n</div></figure>\n<!-- /wp:embed -->"
    )
    assert said_whole(tmp_path, body, lang="ja") == ["利用するコードはこちらのリポジトリに登録しました。", "github.com"]


def test_a_link_card_in_html_in_chinese_and_english(tmp_path: Path) -> None:
    # the same card shape (`<a href=URL>URL</a>` alone, WordPress's embed figure) in a Chinese and an English post
    card = (
        '<figure class="wp-block-embed"><div class="wp-block-embed__wrapper">\nhttps://github.com/a/b\n</div></figure>'
    )
    assert said_whole(tmp_path, f"程式碼都放在 GitHub 上了。\n\n{card}\n\n下一節。", lang="zh-Hant") == [
        "程式碼都放在 GitHub 上了。",
        "github.com",
        "下一節。",
    ]
    assert said_whole(tmp_path, f"The code is on GitHub.\n\n{card}", lang="en") == [
        "The code is on GitHub.",
        "github.com",
    ]


def test_a_bare_address_beside_a_picture_is_its_credit(tmp_path: Path) -> None:
    # issue 38 item 5: "picture credits `<center>https://youtube…</center>`": under a picture, for eyes (the picture
    # itself, in a block of its own past the first words, gets its bare cue: the lead's s19 ruling)
    body = "앞 문단.\n\n![화면](shot.png)\n\n<center>https://www.youtube.com/watch?v=abc</center>\n\n뒤 문단."
    assert said_whole(tmp_path, body, lang="ko") == ["앞 문단.", "(여기에 그림이 있습니다.)", "뒤 문단."]
    body = '前文。\n\n<center><img src="a.png"><br>https://unsplash.com/photos/x</center>\n\n後文。'
    assert said_whole(tmp_path, body, lang="zh-Hant") == ["前文。", "（此處有一張圖）", "後文。"]


def test_torifukukaiou_qiita_emoji_and_skin_tones_are_pictures(tmp_path: Path) -> None:
    # TORIFUKUKaiou/qiita_articles public/20201121-2次元リストの動きを眺めることをやってみた（Elixir）.md (s11 dev [23]):
    # Qiita's own emoji in a heading; 20210407-…LGTMランキング！.md: `:pray_tone1:`…; the page draws pictures
    said = said_whole(
        tmp_path,
        "# Wrapping Up :lgtm: :qiita-fabicon: :lgtm:\n\n応援させてください :lgtm::qiitan: :pray_tone1::pray_tone5:",
        lang="ja",
    )
    assert said == ["Wrapping Up", "応援させてください"]
    # 20220321-…Function capturingです（Elixir）.md [2], an English line of the same article; a clock and a name
    # with colons stay words
    said = said_whole(
        tmp_path, "I'm looking forward to 12/25 :santa::santa_tone1::santa_tone5: at 10:30:45, a:b:c.", lang="en"
    )
    assert said == ["I'm looking forward to 12/25 at 10:30:45, a:b:c."]


def test_titangene_a_gist_embedded_by_its_script_is_code(tmp_path: Path) -> None:
    # titangene/hexo-blog source/_posts/recommend-chrome-extension-4.md (s11 dev [21]): GitHub's embed code for a gist
    # after "歡迎大家匯入使用："; s-yoshiki/tech-blog.s-yoshiki.com posts/0174 the same after "まとめました。以下"
    gist = '<script src="https://gist.github.com/titangene/8f015e54607f74bef8bf985fd426005f.js"></script>'
    assert said_whole(
        tmp_path, f"像下面就是我自訂的詞彙，歡迎大家匯入使用：\n\n{gist}\n\n下一段。", lang="zh-Hant"
    ) == [
        "像下面就是我自訂的詞彙，歡迎大家匯入使用：",
        "（此處略過一段程式碼）",
        "下一段。",
    ]
    assert said_whole(
        tmp_path, f"各所のブログから集めてまとめました。以下\n\n<!-- wp:embed -->\n{gist}", lang="ja"
    ) == [
        "各所のブログから集めてまとめました。以下",
        "（ここでコードを省略します）",
    ]
    # any other script writes nothing the listener misses
    assert said_whole(
        tmp_path, 'Before.\n\n<script async src="//cdn.changelog.com/embed.js"></script>\n\nAfter.', lang="en"
    ) == [
        "Before.",
        "After.",
    ]


def test_ascoders_a_picture_right_under_its_heading_is_cued(tmp_path: Path) -> None:
    # ascoders/weekly 设计模式/170.精读《设计模式 - Prototype 原型模式》.md (s11 dev [25]): "## 结构图", then the diagram
    body = '上一段。\n\n## 结构图\n\n<img width=800 src="https://img.alicdn.com/tfs/TB1roQ.png">\n\n## 总结\n\n下一段。'
    assert said_whole(tmp_path, body, lang="zh-Hans") == ["上一段。", "结构图", "（此处有一张图）", "总结", "下一段。"]
    # cskwork/velog-backup backup/content/Express - Mini Project - Library (part 2 routes).md: a result's screenshot
    body = "### Result for http://localhost:3000/catalog/books\n![](/images/27fdc27f-image.png)\n### REF\n\nDone."
    assert said_whole(tmp_path, body, lang="en") == [
        "Result for localhost 3000",
        "(An image is shown here.)",
        "REF",
        "Done.",
    ]


def test_titangene_a_colon_reaches_past_the_list_to_its_picture(tmp_path: Path) -> None:
    # titangene/hexo-blog source/_posts/javascript-async-await-1.md (s11 dev [37]): the definition's screenshot after
    # a one-item note on it; a picture after a list that no colon introduced is cued too (a picture in a block of its
    # own past the first words is owed its bare cue: the lead's s19 ruling; silent before it)
    body = (
        "先來看 [InstantiateFunctionObject](http://www.ecma-international.org/ecma-262/#sec-x) 的定義：\n"
        "- 先記住步驟 2 中 `OrdinaryFunctionCreate()` 傳入的第一個參數\n\n![](../images/2020-09-21-09-58-15.png)\n\n"
        "我們有兩種做法。\n\n- 一\n- 二\n\n![](../images/deco.png)\n\n結束。"
    )
    said = said_whole(tmp_path, body, lang="zh-Hant")
    assert said[2] == "（此處有一張圖）" and said[3:] == ["我們有兩種做法。", "一", "二", "（此處有一張圖）", "結束。"]


def test_zachleat_a_picture_whose_class_names_a_demo_is_a_picture(tmp_path: Path) -> None:
    # zachleat/zachleat.com _posts/2021-10-28-api-opengraph-image.md (s11 dev [32]): `<img class="demo-ogimage">` in
    # a `<picture>` after "Here are a few examples…:"; a `<div class="demo">`'s buttons stay silent
    body = (
        "Here are a few examples, fetching Open Graph images from a bunch of sites around the web:\n\n"
        '<div class="livedemo">\n  <a href="https://www.zachleat.com/web/state-of-eleventy/">\n    <picture>\n'
        '      <source type="image/webp" srcset="https://v1.opengraph.11ty.dev/x/small/webp/ 375w" sizes="100vw">\n'
        '      <img alt="OpenGraph image for https://www.zachleat.com/web/state-of-eleventy/" loading="lazy" '
        'src="https://v1.opengraph.11ty.dev/x/small/jpeg/" width="375" height="197" class="demo-ogimage">\n'
        "    </picture>\n  </a>\n</div>\n\n"
        '<div class="demo"><button>Count is: 0</button></div>\n\nThe end.'
    )
    assert said_whole(tmp_path, body, lang="en") == [
        "Here are a few examples, fetching Open Graph images from a bunch of sites around the web:",
        "(Image: OpenGraph image for zachleat.com.)",  # (its alt describes it, its address as its site)
        "The end.",
    ]


def test_hyper_accel_a_one_row_matrix_is_the_vector_it_writes(tmp_path: Path) -> None:
    # Hyper-Accel/hyper-accel.github.io content/posts/polyhedral-compiler-analysis/index.md (s10 held-out [51]-[53]):
    # each statement's schedule vector, the line's whole point
    body = "S0 : $\\begin{pmatrix}0&i&0&j\\end{pmatrix}$\n\nS1 : $\\begin{pmatrix}0&i&1\\end{pmatrix}$"
    assert said_whole(tmp_path, body, lang="ko") == ["S0: (0, i, 0, j)", "S1: (0, i, 1)"]
    # the same in the English version of such a post, a bracketed row and its transpose; a square matrix, a row too
    # long to hold by ear and a column stay the formula's cue
    body = (
        "The schedule is $\\begin{bmatrix} 1 & k & l \\end{bmatrix}^T$.\n\n"
        "$\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}$ and $\\begin{pmatrix}1&2&3&4&5&6&7\\end{pmatrix}$ "
        "and $\\begin{pmatrix}x\\\\y\\end{pmatrix}$."
    )
    assert said_whole(tmp_path, body, lang="en") == [
        "The schedule is [1, k, l] transpose.",
        "(a formula) and (a formula) and (a formula).",
    ]


def test_svelte_template_tags_in_text_are_said_whole(tmp_path: Path) -> None:
    # sveltejs/svelte.dev apps/svelte.dev/content/blog/2022-05-01-whats-new-in-svelte-may-2022.md (s10 held-out [45]):
    # a video's title in a link's text names Svelte's `{@const}` tag; said as its code span is, never "at const"
    said = said_whole(
        tmp_path,
        "- [Implementing {@const} in if block](https://www.youtube.com/watch?v=f5iReGqjmG0) by lihautan",
        lang="en",
    )
    assert said == ["Implementing open brace at const close brace in if block by lihautan"]
    # 2020-10-01 and 2024-12-01 (the same tags as code spans, said the same way), written as plain text in a
    # Japanese post; a heading's id `{#key}` stays an id
    body = "{#each items as item} ブロックと {/each} で閉じます。\n\n## キー {#key}\n\n`{#key}` ブロック。"
    assert said_whole(tmp_path, body, lang="ja") == [
        "波括弧開きシャープ each items as item 波括弧閉じブロックと波括弧開きスラッシュ each 波括弧閉じで閉じます。",
        "キー",
        "波括弧開きシャープ key 波括弧閉じブロック。",
    ]


def test_svelte_a_package_tag_is_its_version(tmp_path: Path) -> None:
    # sveltejs/svelte.dev 2021-05-01-whats-new-in-svelte-may-2021.md (s10 held-out [7]): "npm init svelte@next"
    assert said_whole(tmp_path, "Check it out by running `npm init svelte@next`", lang="en") == [
        "Check it out by running npm init svelte version next"
    ]
    assert said_whole(tmp_path, "`npm create astro@latest` で作ります。", lang="ja") == [
        "npm create astro バージョン latest で作ります。"
    ]


def test_titangene_pictures_in_a_row_after_a_lead_in_are_counted(tmp_path: Path) -> None:
    # titangene/hexo-blog source/_posts/gcp-network-and-http-load-balancer.md (s11 dev [115][170]): "下面兩張圖…："
    # then two screenshots, the second right before a heading (it was silent)
    body = (
        "下面兩張圖就是多次連接 `http://IP_ADDRESS/` 的時候，常會看到畫面在這兩個之前建立的 VM instance 間切換：\n\n"
        "![](../images/2019-04-22-20-16-47.png)\n\n![](../images/2019-04-22-20-17-26.png)\n\n## 參考來源"
    )
    assert said_whole(tmp_path, body, lang="zh-Hant")[1:] == ["（此處有兩張圖）", "參考來源"]
    # the same shape in English (css-selector-1's two screenshots of a page, one with its alt text): one album cue
    # that counts both and says the one caption (the lead's s18 ruling on runs; before it, two cues)
    body = "Only the second `h1` turns red:\n\n![](a.png)\n\n![The page with a red heading](b.png)\n\n## Next"
    assert said_whole(tmp_path, body, lang="en")[1:] == ["(Two images: The page with a red heading.)", "Next"]


def test_torifukukaiou_a_tweets_picture_address_is_its_site(tmp_path: Path) -> None:
    # TORIFUKUKaiou/qiita_articles public/20220128-ElixirのWebアプリケーションフレームワーク「Phoenix」の読み方.md
    # (s11 dev [57]): an embedded tweet closes with its picture's address, pic.twitter.com/<id>
    tweet = (
        '<blockquote class="twitter-tweet"><p lang="ja" dir="ltr">次号の WEB+DB PRESS で特集が出ます！お楽しみに！！1 '
        '<a href="https://t.co/d4hIfhIfZ1">pic.twitter.com/d4hIfhIfZ1</a></p>&mdash; 栗林健太郎 (@kentaro) '
        '<a href="https://twitter.com/kentaro/status/1483308857019760640">January 18, 2022</a></blockquote>'
    )
    assert (
        said_whole(tmp_path, tweet, lang="ja")[0]
        == "次号の WEB+DB PRESS で特集が出ます！お楽しみに！！1 pic.twitter.com"
    )
    # a short link in an English line is its site too; a path of words (a repository) is said
    said = said_whole(tmp_path, "Slides at bit.ly/elixirJP and code at github.com/rui314/mold.", lang="en")
    assert said == ["Slides at bit.ly and code at github.com slash rui314 slash mold."]


def test_ascoders_numbered_section_headings_are_no_title(tmp_path: Path) -> None:
    # ascoders/weekly 源码解读/82.精读《Htm - Hyperscript 源码》.md (s11 dev [0]): no front matter, and its H1s are its
    # numbered sections; the title is the file's name as the repository's index lists it, "1 引言" its first chapter
    path = tmp_path / "82.精读《Htm - Hyperscript 源码》.md"
    path.write_text(
        "# 1 引言\n\nhtm 是 preact 作者的新尝试。\n\n# 2 概要\n\n用法。\n\n# 3 精读\n\n源码。\n", encoding="utf-8"
    )
    article = read_article(path)
    assert article.title == "82.精读《Htm - Hyperscript 源码》"
    # an English note whose one H1 opens with a number is still titled by it
    path = tmp_path / "note.md"
    path.write_text("# 10 Things I Learned\n\nText.\n\n# Notes\n\nMore.\n", encoding="utf-8")
    assert read_article(path).title == "10 Things I Learned"


def test_versioned_headings_are_no_section_numbers(tmp_path: Path) -> None:
    # s11 review of the text rules (L3, /tmp/rvt/rel/v1-release/index.md): H1s that open with a version are titles
    path = tmp_path / "v1-release.md"
    path.write_text("# 1.0 版本发布\n\n第一版。\n\n# 2.0 路线图\n\n计划。\n", encoding="utf-8")
    assert read_article(path).title == "1.0 版本发布"
    path = tmp_path / "v2.md"
    path.write_text("# 1.0 Release notes\n\nFirst.\n\n# 2.0 Roadmap\n\nPlans.\n", encoding="utf-8")
    assert read_article(path).title == "1.0 Release notes"
