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


def test_what_is_no_credit_of_the_picture_leaves_it_silent(tmp_path: Path) -> None:
    # davidpallmann ckzvq1zxs02mxdhs1bqskesmv.md (Hello, Transcribe): '(source: Wikimedia Commons)' closes the block
    # that links the recording, not the screenshot under it; a stock photo's licence line is a cover's
    body = (
        "[▶ Listen](https://commons.wikimedia.org/wiki/File:Valour.ogg): Men of Valour.ogg\n"
        "(source: Wikimedia Commons)\n\n![05-dotnet-run-churchill.png](https://cdn.hashnode.com/res/run.png)\n\n"
        "Photo by Jane Doe on Unsplash\n\n![](https://images.unsplash.com/cover.jpg)\n\nThe end."
    )
    said = said_whole(tmp_path, body, lang="en")
    assert not any("image" in line.lower() for line in said), said
    # a label with nothing after it names a list, not a source (titangene css-introduction.md '資料來源：')
    body = "前文。\n\n![](https://i.imgur.com/a.png)\n\n資料來源：\n\n- [MDN](https://developer.mozilla.org)"
    assert "（此處有一張圖）" not in said_whole(tmp_path, body, lang="zh-Hant")
