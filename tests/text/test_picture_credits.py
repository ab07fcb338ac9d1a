"""A picture its credit line names, or a down arrow points at, is cued (text.pointing.credits, points_down): a writer
credits what the page shows because it carries something, a demo or a diagram taken from its documentation; the
credit alone, with the picture silent, leaves the listener hearing "from the official site" about nothing. Each case
is titled with the article it comes from and loses nothing by the symbol account."""

from __future__ import annotations

from pathlib import Path

from helpers import said_whole


def test_masaki39_adopted_plugins_official_site_credit_over_the_demo(tmp_path: Path) -> None:
    # masaki39/masaki39.github.io content/📘採用したコミュニティプラグイン.md (s12 held-out [34][39][46]…, eight of
    # them): '公式サイトより' on the line right above the plugin's demo GIF, one paragraph
    body = (
        "タグを使うなら入れておきたい\n\n公式サイトより\n"
        "![|400](https://raw.githubusercontent.com/pjeby/tag-wrangler/master/contextmenu.png)\n\n# Linter"
    )
    assert said_whole(tmp_path, body, lang="ja") == [
        "タグを使うなら入れておきたい",
        "公式サイトより（ここに図があります）",
        "Linter",
    ]
    # …Citations_2024-02-08.md [9]: the credit a link and a block of its own, the screenshot under it
    body = (
        "[GitHubの公式ページより](https://github.com/hans/obsidian-citation-plugin)\n\n"
        "![](https://user-images.githubusercontent.com/x/demo.gif)\n\nなので、テンプレート作成が非常に重要。"
    )
    assert said_whole(tmp_path, body, lang="ja") == [
        "GitHub の公式ページより",
        "（ここに図があります）",
        "なので、テンプレート作成が非常に重要。",
    ]


def test_masaki39_a_caption_opening_with_a_down_arrow_over_its_screenshot(tmp_path: Path) -> None:
    # masaki39 content/📘採用したコミュニティプラグイン.md (s12 held-out [57]): '↓リボンがカスタマイズされているスクショ'
    # on the line right above the screenshot, one paragraph
    body = (
        "ボタン化できる\n\n↓リボンがカスタマイズされているスクショ\n![](https://filedn.com/x/shot.png)\n\n# Citations"
    )
    assert said_whole(tmp_path, body, lang="ja") == [
        "ボタン化できる",
        "リボンがカスタマイズされているスクショ（ここに図があります）",
        "Citations",
    ]


def test_titangene_gcp_picture_source_under_the_screenshot(tmp_path: Path) -> None:
    # titangene/hexo-blog source/_posts/gcp-vm-nignx-web-server.md: the regions map, then '圖片來源：[Qwiklabs]'
    # under it; css-float.md: the credit quoted ('> 圖片來源：[Wikipedia]')
    body = (
        "每個 region 都有一個或多個 zones。\n\n![](https://i.imgur.com/regions.png)\n\n"
        "圖片來源：[Creating a Virtual Machine | Qwiklabs](https://www.qwiklabs.com/focuses/3563)\n\n"
        "![](https://i.imgur.com/newspaper.jpg)\n\n> 圖片來源：[Wikipedia](https://zh.wikipedia.org/wiki/File:N.jpg)"
    )
    said = said_whole(tmp_path, body, lang="zh-Hant")
    assert said[:2] == ["每個 region 都有一個或多個 zones。", "（此處有一張圖）"]
    assert said[-2:] == ["（此處有一張圖）", "圖片來源：Wikipedia"]


def test_davidpallmann_textract_image_source_over_the_document(tmp_path: Path) -> None:
    # davidpallmann/hashnode-backups cky7omiho03nfyis14b9fgj2o.md (Hello, Textract): 'image source: David Pallmann'
    # over the handwritten shopping list Textract reads
    body = (
        "Textract reads this handwritten shopping list accurately.\n\nimage source: David Pallmann\n\n"
        "![shopping-list.jpg](https://cdn.hashnode.com/res/shopping.jpeg)\n\n## Table of Planetary Motion"
    )
    assert said_whole(tmp_path, body, lang="en") == [
        "Textract reads this handwritten shopping list accurately.",
        "image source: David Pallmann",
        "(An image is shown here.)",
        "Table of Planetary Motion",
    ]


def test_what_is_no_credit_of_the_picture_leaves_a_block_picture_its_bare_cue(tmp_path: Path) -> None:
    # davidpallmann ckzvq1zxs02mxdhs1bqskesmv.md (Hello, Transcribe): '(source: Wikimedia Commons)' closes the block
    # that links the recording, not the screenshot under it; a stock photo's licence line is the photo's. Both
    # pictures stand in blocks of their own past the first words: each its bare cue, no credit said as its caption
    # (the lead's s19 ruling; silent before it)
    body = (
        "[▶ Listen](https://commons.wikimedia.org/wiki/File:Valour.ogg): Men of Valour.ogg\n"
        "(source: Wikimedia Commons)\n\n![05-dotnet-run-churchill.png](https://cdn.hashnode.com/res/run.png)\n\n"
        "Photo by Jane Doe on Unsplash\n\n![](https://images.unsplash.com/cover.jpg)\n\nThe end."
    )
    said = said_whole(tmp_path, body, lang="en")
    assert said == [
        "▶ Listen: Men of Valour.ogg (source: Wikimedia Commons)",
        "(An image is shown here.)",
        "Photo by Jane Doe on Unsplash",
        "(An image is shown here.)",
        "The end.",
    ]
    # a label with nothing after it names a list, not a source (titangene css-introduction.md '資料來源：'): the
    # picture closing the paragraph above is owed its bare cue alone on its line (ruling 4b, widened in s22; before,
    # the words around decided and it was silent), never the label's words as its credit
    body = "前文。\n![](https://i.imgur.com/a.png)\n\n資料來源：\n\n- [MDN](https://developer.mozilla.org)"
    assert said_whole(tmp_path, body, lang="zh-Hant")[:3] == ["前文。", "（此處有一張圖）", "資料來源："]
    body = "前文。\n![](https://i.imgur.com/a.png)\n\n圖片來源：Wikipedia"
    assert said_whole(tmp_path, body, lang="zh-Hant") == ["前文。", "（此處有一張圖）", "圖片來源：Wikipedia"]


def test_0x7df_cuda_basics_this_is_shown_in_the_figure(tmp_path: Path) -> None:
    # 0x7df/0x7df.github.io content/cuda-basics-part-2.md (s12 dev [45]): the tiling diagram (alt a file name), then
    # a paragraph whose third sentence points back at it by its noun: "This is shown in the figure."
    body = (
        "Not all of the needed data will fit in at once.\n\n"
        "![tiled_matrix_multiplication_2](images/tiled_matrix_multiplication_2.png?w=285)\n\n"
        "Consider a thread block covering an area of the product matrix C. Its top-left element is i, j. "
        "This is shown in the figure. To compute these values, the rows of A are required."
    )
    said = said_whole(tmp_path, body, lang="en")
    assert said[1] == "(An image is shown here.)", said
    # "the figure below" after a picture points at another one: the picture alone on the paragraph's last line is
    # owed its bare cue whatever the words after it say (ruling 4b, widened in s22: it was silent), and only once
    body = (
        "The tiles are loaded into shared memory first.\n![](a.png)\n\n"
        "The tiles move along. The figure below shows the next step.\n\n## End"
    )
    said = said_whole(tmp_path, body, lang="en")
    assert said[:2] == ["The tiles are loaded into shared memory first.", "(An image is shown here.)"]
    assert " ".join(said).count("(An image is shown here.)") == 1


def test_a_sentence_that_names_the_picture_by_its_noun_ja_ko_zh(tmp_path: Path) -> None:
    # ttskch/zenn-content articles/9ad8f78cb2a826.md: '下図のように、`Hello World` の代わりに…表示されるようになりました。'
    # then the screenshot (the pointing phrase not at the sentence's end)
    body = (
        "下図のように、 `Hello World` の代わりにランダムな単語を並べた文字列が表示されるようになりました。\n\n"
        "![](https://tva1.sinaimg.cn/large/x.jpg)\n\nホットリロードする度に表示される文字列が変わるはずです。"
    )
    assert said_whole(tmp_path, body, lang="ja")[1] == "（ここに図があります）"
    # sio4/sio4.github.com content/blog/cloud-computing/2017-09-13-basic-of-oauth2-and-jwt.md: the API key flow,
    # then '그림에서 보는 바와 같이, …' under it
    body = (
        "가장 널리 쓰이는 기술이 바로 API Key 이다.\n\n![](/attachments/20170913-oauth2/legacy-apikey.png)\n\n"
        "그림에서 보는 바와 같이, Application이라고 써있는 박스가 업무를 담당하는 App 인데, 인증 App에게 물어본다."
    )
    assert said_whole(tmp_path, body, lang="ko")[1] == "(여기에 그림이 있습니다.)"
    # GarhinZhou/yuque-hexo source/_posts/NewstarCTF WP.md: '（在IDA里面查看图中的`pop rdi`指令的地址…）' over it
    body = (
        "（在IDA里面查看图中的`pop rdi`指令的地址可以发现其实是将`pop r15`的指令拆开了）\n\n"
        "![](/images/a3605dd8f40df8d7670f3da788123b55.png)\n\n重点：ret2csu"
    )
    assert said_whole(tmp_path, body, lang="zh-Hans")[1] == "（此处有一张图）"
    # 'ここに下図のように…' after a picture points at the next one (ttskch articles/ee8298de80efbf.md): the picture
    # alone on the paragraph's last line is owed its bare cue all the same (ruling 4b, widened in s22), once
    body = "実行できます。\n![](a.jpg)\n\n下図のように受話器のアイコンに変わったら接続待ち状態です。\n\n# 次"
    assert said_whole(tmp_path, body, lang="ja")[:3] == [
        "実行できます。",
        "（ここに図があります）",
        "下図のように受話器のアイコンに変わったら接続待ち状態です。",
    ]


def test_a_word_that_only_ends_in_the_figure_noun_names_no_picture(tmp_path: Path) -> None:
    # s13 review-signs L3: 视图 "view" (an iOS/Android layout), 地図 "map" end in the figure's noun but name no picture;
    # the bare picture beside them was given a cue as if the prose pointed at it. 截图中 is a figure's name: cued.
    # (A picture alone on the paragraph's last line is owed its bare cue whatever the words say — ruling 4b, widened
    # in s22 — after the paragraph; one the words point at is cued in its place, at the paragraph's end.)
    body = "在视图中设置约束后，按钮会居中。\n![](shot.png)\n\n下一步。"
    said = ["在视图中设置约束后，按钮会居中。", "（此处有一张图）", "下一步。"]
    assert said_whole(tmp_path, body, lang="zh-Hans") == said
    body = "在視圖中設定約束後，按鈕會置中。\n![](shot.png)\n\n下一步。"
    said = ["在視圖中設定約束後，按鈕會置中。", "（此處有一張圖）", "下一步。"]
    assert said_whole(tmp_path, body, lang="zh-Hant") == said
    body = "地図では現在地が青い点で表示されます。\n![](shot.png)\n\n次へ。"
    said = ["地図では現在地が青い点で表示されます。", "（ここに図があります）", "次へ。"]
    assert said_whole(tmp_path, body, lang="ja") == said
    body = "如截图中所示，按钮会居中。\n![](shot.png)\n\n下一步。"
    assert said_whole(tmp_path, body, lang="zh-Hans") == ["如截图中所示，按钮会居中。（此处有一张图）", "下一步。"]
    # 示意圖 "schematic" holds 意圖 "intent" and was never counted: a mirror line ("舉例來說，如示意圖中…")
    body = "舉例來說，如示意圖中的第三步。\n![](shot.png)\n\n下一步。"
    assert said_whole(tmp_path, body, lang="zh-Hant") == ["舉例來說，如示意圖中的第三步。（此處有一張圖）", "下一步。"]
