"""`narrate check`: pictures the page shows and the prose relies on, with nothing said for them (text.page_pictures).

Each case is what the reader sent at main 98c33cd for an excerpt of a real article, fed to the judge as the chunks it
heard (the judge must see the hole whatever rule of the reader made it); the cases left alone run end to end.
Sources: s11 held-out (dev since) surma/surma.dev 78fce410 content/things/dom2texture.md, deep-copy.md;
andrew781026/ithome_ironman_2020 b897ae4e day-17/readme.md, day-07/readme.md; s11 dev titangene/hexo-blog e9150b32
source/_posts/gcp-network-and-http-load-balancer.md; cskwork/velog-backup 2ce2722f backup/content/[스프링 게시판 - 1
환경설정] 흔한개발자 .md; TORIFUKUKaiou/qiita_articles 853c6ea0 public/20210904-ErlangのhttpcモジュールでHTTP通信する(Elixir).md.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.check import check_article
from narrate.text.page_judges import Heard
from narrate.text.page_pictures import described, pictures_on, pictures_unsaid
from narrate.text.page_view import page_view

_KIND = "a picture the prose relies on, nothing said for it"
_INLINE = "a picture inside a sentence, nothing said for it"


def _found(source: str, *chunks: tuple[str, int, int, str, tuple[tuple[str, str], ...]], lang: str) -> list[str]:
    """The judge's findings (`chunk kind: what`) on `source`, heard as `chunks` (kind, first, last, sent, records)."""
    lines = source.split("\n")
    heard = [Heard(n, kind, a, b, sent, sent, lang, left) for n, (kind, a, b, sent, left) in enumerate(chunks)]
    return [f"{f.chunk} {f.kind}: {f.what}" for f in pictures_unsaid(page_view(lines, 1), heard, lines)]


def test_a_described_picture_swept_into_the_next_paragraph_is_reported_there() -> None:
    """surma dom2texture (en) [50]: the picture's record went to 'Take a look for yourself.', no cue was said."""
    alt = "A HTML button in an SVG circle and a duplicated version on a canvas"
    source = f"![{alt}](simplecanvas.png)\n\n[Take a look](simplecanvas.html) for yourself."
    found = _found(source, ("paragraph", 1, 3, "Take a look for yourself.", (("picture", alt),)), lang="en")
    assert found == [f"0 {_KIND}: a picture with a description, on a line of its own: {alt}"]
    # With its cue on its line, or its alt said as a caption, the listener hears it.
    assert _found(source, ("cue", 1, 1, "", ()), ("paragraph", 3, 3, "Take a look for yourself.", ()), lang="en") == []
    said = f"{alt}. Take a look for yourself."
    assert _found(source, ("paragraph", 1, 3, said, ()), lang="en") == []


def test_a_picture_element_dropped_with_no_record_is_reported_at_the_next_chunk() -> None:
    """surma dom2texture (en) [92]: a <picture> before '## Recap' left no record at all; the heading holds its lines."""
    source = (
        '<picture>\n  <source srcset="timeline_pixel.webp" type="image/webp">\n'
        '  <img src="timeline_pixel.png" alt="Timeline recording of the last demo on a pixel phone.">\n</picture>\n\n'
        "## Recap"
    )
    found = _found(source, ("heading", 1, 6, "Recap", ()), lang="en")
    assert [f.split(":")[0] for f in found] == [f"0 {_KIND}"]


def test_pictures_inside_a_sentence_whose_sides_meet_are_unsaid() -> None:
    """andrew781026 day-17 (zh-Hant) [3]: '按下 ![](icon) 後' sent '我們預計按下後'; day-07 [8] '可以用 ![](x) 控制'."""
    line = "我們預計按下 ![](https://i.imgur.com/F7fN8hl.png) 後 , 讓使用者選擇一個圖片檔"
    found = _found(line, ("paragraph", 1, 1, "我們預計按下後, 讓使用者選擇一個圖片檔", ()), lang="zh-hant")
    assert found == [f"0 {_INLINE}: 按下 … 後"]
    # Said by a word for it, the sentence keeps its object.
    assert _found(line, ("paragraph", 1, 1, "我們預計按下圖示後, 讓使用者選擇一個圖片檔", ()), lang="zh-hant") == []
    line = "這 5 個區塊可以用 ![](https://i.imgur.com/abxBbvb.png) 控制是否顯示"
    assert len(_found(line, ("paragraph", 1, 1, "這5個區塊可以用控制是否顯示", ()), lang="zh-hant")) == 1


def test_the_second_picture_after_a_lead_in_is_relied_on_too() -> None:
    """titangene gcp-network-and-http-load-balancer (zh-Hant) [115]: '…看到各個 instance 的名稱：' then two
    screenshots; the first was cued, the second (right before the next heading) was not."""
    source = "可以在各別的頁面中，看到各個 instance 的名稱：\n\n![](a.png)\n\n![](b.png)\n\n## 測試"
    chunks = (
        ("paragraph", 1, 1, "可以在各別的頁面中，看到各個 instance 的名稱：", ()),
        ("cue", 3, 3, "", ()),
        ("heading", 7, 7, "測試", (("picture", "b.png"),)),
    )
    assert _found(source, *chunks, lang="zh-hant") == [f"2 {_KIND}: after a lead-in: b.png"]


@pytest.mark.parametrize(
    ("source", "why"),
    [
        ("결과 :\n![](/images/4914eec7-image.png)\n\n다음 단계", "after a lead-in"),  # cskwork (ko) [10]
        ("## 폴더구조 분석:\n![](/images/19a7ea83-image.png)\n1 src/main/java에 자바 파일 보관", "under a heading"),
        ("폴더구조 2차\n=====\n\n![](x.png)\n\n다음", "under a heading"),  # (a setext heading)
        ("先來看 X 的定義：\n- 先記住步驟 2\n\n![](def.png)\n\n下一段", "after a lead-in and its list"),
        ("Turns out:\n\n![](a.png)\n\nMuch better!", "after a lead-in"),
        ("Some text.\n\n![](a.png)\n\nMuch better!", "the next sentence points back at it"),
        # s12 held-out masaki39 📘採用したコミュニティプラグイン (ja) [34] and Citations_2024-02-08 [9]: credits above
        (
            "バレットリストの使用感が上がる\n\n公式サイトより\n![](https://raw.githubusercontent.com/v/demo2.gif)",
            "under its credit line",
        ),
        (
            "Citationsを使う\n\nGitHubの公式ページより\n![](https://github.com/h/screenshot.png?raw=true)",
            "under its credit line",
        ),
        # s12 held-out davidpallmann cky7omiho03nfyis14b9fgj2o (en): 'image source: [Wikimedia Commons](…)' above
        (
            "Textract extracts the text from this photo.\n\nimage source: [Wikimedia Commons](https://c.org/w)\n\n"
            "![highway_signs.jpg](https://cdn.hashnode.com/res/Vh9v_2OhX.jpeg)\n\n### Shopping List",
            "under its credit line",
        ),
        # s11 dev cskwork [스프링 게시판 - 1 환경설정] (ko) [56]: '사진 출처 : http://blog.daum.net/…' right below
        (
            "스프링 컨테이너의 구조\n\n![](/images/06c77762-image.png)\n사진 출처 : http://blog.daum.net/gunsu0j/165\n\n## Bean",
            "over its credit line",
        ),
        # masaki39 📘採用したコミュニティプラグイン (ja) [57]: '↓リボンがカスタマイズされているスクショ' above
        (
            "Commander を入れている\n↓リボンがカスタマイズされているスクショ\n\n![](https://filedn.com/a.png)\n\n次",
            "under an arrow pointing at it",
        ),
        # s14 held-out swieeft M1MacIPAExportError (ko) [14][15]: a step's bold name, its screenshot its whole content
        (
            "해결 방법은 간단했습니다.\n\n- **Xcode 정보창 실행**\n\n"
            "![M1MacIPAExportError2.png](/assets/images/posts/2021-05-17/M1MacIPAExportError2.png)\n\n- **Rosetta 활성화**",
            "under its label",
        ),
        # s14 dev RedQ create-website-wordpress-booking-plugin (en) [49]: '- **Deposit**' over its settings screen
        (
            "Inventory settings.\n\n- **Deposit**\n\n![](https://d2qklehrvrfpx7.cloudfront.net/blogimages/rnb-14.png)\n\n"
            "- **Attributes**",
            "under its label",
        ),
    ],
)
def test_a_picture_with_no_alt_is_relied_on_where_the_prose_points_at_it(source: str, why: str) -> None:
    """The ruling's pointers (BRIEF "Pictures"): a colon or a pointing word before it, a heading right above it, a list
    after a colon, a reaction after it (cskwork velog-backup ko; titangene async-await zh-Hant; surma en)."""
    lines = source.split("\n")
    picture = next(n for n, line in enumerate(lines, start=1) if "![" in line)
    chunks = [
        ("paragraph", n, n, line, ())
        for n, line in enumerate(lines, start=1)
        if line.strip() and "![" not in line and "==" not in line
    ]
    found = _found(source, *chunks, lang="ko")
    assert len(found) == 1 and f": {why}: " in found[0], found
    assert picture


@pytest.mark.parametrize(
    "source",
    [
        "[![CI](https://github.com/x/y/badge.svg)](u) [![npm](https://img.shields.io/npm/v/y)](v)\n\nText.",  # badges
        "Intro.\n\n[![a](a.png)](a) [![b](b.png)](b)\n\nText.",  # a row of linked pictures, not announced
        '<img src="https://example.com/track.gif" width="1" height="1">\n\nText.',  # a tracking pixel
        "```md\n![A diagram of the flow](flow.png)\n```\n\nText.",  # in code: shown as written
        # a sentence that ends in より is no credit line (too long to be one), nor a picture far below a credit
        # swhan9404/velog-backup pandas.md (ko): a code block's comment line `# df 의 …` right above is no heading
        "```python\n# df 의 race 컬럼을 변경\n```\n\n![](../images/a7e7f006-image.png)\n\n### apply",
        # a bold sentence, or a line only partly bold, is no label (no step's or setting's name)
    ],
)
def test_decorative_and_unannounced_pictures_stay_silent(source: str) -> None:
    """Decorative pictures stay silent, on a line of their own inside a paragraph (glued to the line above) too; a
    picture in code is shown as written. (Since the s22 ruling 4b a picture alone on a paragraph's line is owed its cue:
    the next test.)"""
    source = source.replace("\n\n![", "\n![")
    lines = source.split("\n")
    chunks = [
        ("paragraph", n, n, line, ()) for n, line in enumerate(lines, start=1) if line.strip() and "!" not in line
    ]
    assert _found(source, *chunks, lang="en") == []


# The lead's ruling 4b (s21, widened s22): a picture alone on its own source line inside a paragraph — its first, a
# middle or its last line — shows as a block on the page and is owed the cue whatever points at it. These shapes, glued
# as the last line of the paragraph above, stayed silent before s22 (tests of the old rule, retired as the ruling says):
# s21 held-out snyt45 vim-fzf-ripgrep [37]-[40] and by-su 데이터베이스_동시성 [20][25][29][33] taught it; the shapes
# below are the old test's own (en, ja TORIFUKUKaiou, a list item's label).
@pytest.mark.parametrize(
    "source",
    [
        "Some text.\n\n![](a.png)\n\nMore text about other things.",  # nothing points at it, no description
        "- @kn339264 さん作 :clap::clap_tone1:\n\n![FCOvBkAUYAE6mL8.jpeg](x.jpeg)\n\n次へ",  # TORIFUKUKaiou: no colon
        "この設定は公式ドキュメントに書いてある手順をそのまま実行しただけなのでそちらを読んだ方がいいかもしれないがとりあえず以下より\n\n![](x.png)",
        "Source: the team.\n\nMore words of the article that go on.\n\n![](a.png)\n\nText.",
        "- **Restart Xcode and export the archive again.**\n\n![](a.png)\n\nText.",
        "- **Deposit** settings decide what a customer pays up front\n\n![](a.png)\n\nText.",
    ],
)
def test_a_picture_alone_on_a_paragraphs_line_is_owed_its_cue(source: str) -> None:
    source = source.replace("\n\n![", "\n![")
    lines = source.split("\n")
    chunks = [
        ("paragraph", n, n, line, ()) for n, line in enumerate(lines, start=1) if line.strip() and "!" not in line
    ]
    found = _found(source, *chunks, lang="en")
    assert len(found) == 1 and ": a picture alone on a line of a paragraph: " in found[0], found


@pytest.mark.parametrize(
    ("source", "lang"),
    [
        ("Some text.\n\n![](a.png)\n\nMore text about other things.", "en"),
        # s19 held-out Ohzzi/ohzzi.github.io contents/posts/database/f12-query-improve-1/index.md [33]: a query's
        # execution plan between two paragraphs, nothing pointing at it
        (
            "서브쿼리에서 인덱스를 타게 됩니다.\n\n![](https://velog.velcdn.com/images/ohzzi/post/1b/image.png)\n\n다음.",
            "ko",
        ),
        # s19 held-out jim60105/blog-content Unboxing_VR-Headset-Xiaozhai-Z5 [4]: a Zola picture call in a <figure>,
        # its caption read loose
        ('前言。\n\n<figure>\n{{ image(url="12.JPG")}}\n<figcaption>結果畫面是有</figcaption></figure>', "zh-hant"),
        # constructed: an HTML figure on one line (Hexo raw HTML), a picture in a list item of its own (ja)
        ('前の段落。\n\n<figure><img src="a.png"><figcaption>结果</figcaption></figure>\n\n后文。', "zh-hans"),
        ("手順です。\n\n- ![](step.png)\n\n次へ。", "ja"),
    ],
)
def test_a_picture_in_a_block_of_its_own_past_the_first_words_is_owed_its_cue(source: str, lang: str) -> None:
    """The lead's s19 ruling: a picture in a block of its own that does not decorate is owed at least the bare cue
    wherever it stands, whatever points at it — one finding per picture, silent once a cue stands on its lines."""
    lines = source.split("\n")
    words = [n for n, line in enumerate(lines, start=1) if line.strip() and "![" not in line and "image(" not in line]
    chunks = [
        ("paragraph", n, n, lines[n - 1], ()) for n in words if "<" not in lines[n - 1] or "caption" in lines[n - 1]
    ]
    found = _found(source, *chunks, lang=lang)
    assert len(found) == 1 and "a picture in a block of its own" in found[0], found
    picture = next(n for n, line in enumerate(lines, start=1) if "![" in line or "image(" in line or "<img" in line)
    cued = [*chunks, ("cue", picture, picture, "", ())]
    assert _found(source, *cued, lang=lang) == []


@pytest.mark.parametrize(
    "source",
    [
        # a cover: above the body's first words (a heading is no words of the body)
        "![](cover.png)\n\nThe article starts here.",
        '<figure>\n{{ image(url="cover.jpg")}}\n</figure>\n\n本文。',
        # a badge and an avatar past the first words: decoration
        "Text.\n\n![build](https://img.shields.io/badge/build-passing-green)\n\nMore.",
        "Text.\n\n![](https://avatars.githubusercontent.com/u/1?v=4)\n\nMore.",
        # a Zola call that shows no picture (a video's player, a call with no picture file)
        'Text.\n\n{{ youtube(id="abc") }}\n\nMore.',
        'Text.\n\n{{ note(body="a") }}\n\nMore.',
    ],
)
def test_covers_decorations_and_calls_showing_no_picture_are_owed_nothing(source: str) -> None:
    lines = source.split("\n")
    chunks = [
        ("paragraph", n, n, line, ())
        for n, line in enumerate(lines, start=1)
        if line.strip() and "!" not in line and "{{" not in line
    ]
    assert _found(source, *chunks, lang="en") == []


def test_an_alt_is_a_description_when_it_is_words() -> None:
    """TORIFUKUKaiou httpc (ja): a screenshot tool's file name is no description; surma's alts and a Korean caption
    (cskwork) are."""
    assert not described("スクリーンショット 2021-09-04 8.18.40.png")
    assert not described("image") and not described("截圖") and not described("2020-09-21-09-58-15")
    assert not described("https://i.imgur.com/F7fN8hl.png")
    assert described("Performance in Chrome 63") and described("폴더 구조") and described("結構圖")


def test_a_line_of_its_own_may_hold_a_link_a_marker_and_tags() -> None:
    assert all(p.alone for p in pictures_on("- [![Diagram of the app](a.png)](a.html)", 1))
    assert all(p.alone for p in pictures_on('<p align="center"><img src="a.png" alt="x y"></p>', 1))
    assert not any(p.alone for p in pictures_on("按下 ![](b.png) 後", 1))


def test_end_to_end_a_cover_picture_under_the_front_matter_is_not_under_a_heading(tmp_path: Path) -> None:
    """titangene hexo-blog (zh-Hant, s11 dev): `![](../images/cover/css.png)` right after the front matter's closing
    `---` (no setext heading: the front matter is none of the page) is a cover, which nothing points at."""
    article = tmp_path / "a.md"
    article.write_text(
        "---\ntitle: CSS 筆記\nlang: zh-hant\n---\n\n![](../images/cover/css.png)\n\n本篇來介紹 CSS 的外距摺疊。\n",
        encoding="utf-8",
    )
    report = check_article(read_article(article, config=load_config()), load_config())
    assert [d for d in report.page_doubts if "picture" in d["kind"]] == []


def test_a_picture_sized_by_an_attribute_list_stands_on_a_line_of_its_own() -> None:
    """An attribute list after a picture is its size, never text: kramdown's `{: width="700" }` (s13 held-out
    doxawahebi/doxawahebi.github.io _posts/2025-02-13-design-blog.md, Jekyll Chirpy), MkDocs attr_list's `{ width="300"
    }` (danielchou/blog), Logseq's `{:height 300, :width 500}` (17714196157/logseq_qinyuchen_book)."""
    for line in (
        '![Desktop View](/assets/img/config-avatar.png){: width="700" }',
        '  ![示例圖片](https://dummyimage.com/600x400/f5f5f5/aaa){ width="300" }',
        "- ![image.png](../assets/image_1.png){:height 300, :width 500}",
    ):
        assert all(p.alone for p in pictures_on(line, 1)), line
    assert not any(p.alone for p in pictures_on("按下 ![](b.png){: width=20 } 後", 1))


def test_a_chirpy_picture_the_sentence_points_at_is_reported_under_its_repeated_alt() -> None:
    """design-blog (ko) [24]: '아바타 수정은 `_config.yml`에서 그림과 같이하면 됩니다.' then the screenshot, its alt the
    theme's 'Desktop View' (eleven pictures share it: no description), its record taken by the next heading [25],
    no cue said. The same alt is a template's, no description."""
    picture = '![Desktop View](/assets/img/posts/2025/02/{}.png){{: width="700" height="300" }}'
    source = "\n".join(
        [
            "## 아바타 수정하기",
            "아바타 수정은 `_config.yml`에서 그림과 같이하면 됩니다.",
            "",
            picture.format("config-avatar"),
            "",
            "## 왼쪽 사이드바 배경 이미지 넣기",
            "",
            "웹 스트림 설정을 해줍니다.",
            "",
            picture.format("config-web-stream"),
            picture.format("ga-stream-details"),
        ]
    )
    record = (("picture", "Desktop View /assets/img/posts/2025/02/config-avatar.png"),)
    chunks = (
        ("heading", 1, 1, "아바타 수정하기", ()),
        ("paragraph", 2, 2, "아바타 수정은 언더스코어 config.yml에서 그림과 같이하면 됩니다.", ()),
        ("heading", 4, 6, "왼쪽 사이드바 배경 이미지 넣기", record),
        ("paragraph", 8, 11, "웹 스트림 설정을 해줍니다.", ()),
    )
    # (reported at the lead-in [24], where its silence is heard: the heading is said below the picture — s18)
    # (the two after '웹 스트림 설정을 해줍니다.', a block of their own, are owed their cue since the s19 ruling: one
    # finding each, at the chunk whose lines hold them)
    assert _found(source, *chunks, lang="ko") == [
        f"1 {_KIND}: after a lead-in: Desktop View",
        *[f"3 {_KIND}: a picture in a block of its own: Desktop View"] * 2,
    ]


def test_a_picture_cued_inside_its_paragraph_is_heard() -> None:
    """design-blog (ko) [46]: three screenshots on the lines of '…그림처럼 만들어주면 됩니다.' are said as three picture
    cues inside that paragraph's chunk: heard, though no cue chunk stands on their lines."""
    picture = '![Desktop View](/assets/img/posts/2025/02/sign-up-ga-{}.png){{: width="700" height="300" }}'
    source = "\n".join(
        ["구글 애널리틱스로 가서 계정을 만들어줍니다. 그림처럼 만들어주면 됩니다.", *map(picture.format, "123")]
    )
    cue = "(여기에 그림이 있습니다.)"
    sent = f"구글 애널리틱스로 가서 계정을 만들어줍니다. 그림처럼 만들어주면 됩니다. {cue} {cue} {cue}"
    lines = source.split("\n")
    heard = [Heard(0, "paragraph", 1, 4, sent, sent, "ko")]
    assert pictures_unsaid(page_view(lines, 1), heard, lines, (cue, "(그림: {alt})")) == []
    silent = [Heard(0, "paragraph", 1, 4, sent[: sent.index("(")], "", "ko")]
    assert len(pictures_unsaid(page_view(lines, 1), silent, lines, (cue,))) == 3


def test_a_hashnode_picture_with_attributes_is_a_picture() -> None:
    """s12 held-out davidpallmann/hashnode-backups (en) clbf28kmz000g08l4b4xr3t0j.md: Hashnode writes its pictures'
    attributes inside the parentheses (`align="left"`), which its renderer takes and the page never shows; the judge
    read no picture there at all. A title after the source is still one."""
    line = '    ![aws-starting-instance.png](https://cdn.hashnode.com/res/d1lvSYFdf.png align="left")'
    [picture] = pictures_on(line, 88)
    assert (picture.alt, picture.src, picture.alone) == (
        "aws-starting-instance.png",
        "https://cdn.hashnode.com/res/d1lvSYFdf.png",
        True,
    )
    assert [p.src for p in pictures_on('![a](b.png "A title")', 1)] == ["b.png"]
    source = (
        "Let's review the environments in the console. We now have 3 environments:\n\n"
        '![diagram-app-env-3.png](https://cdn.hashnode.com/res/8C6Tmy7fH.png align="left")\n\n1. Navigate.'
    )
    found = _found(
        source, ("paragraph", 1, 1, source.split("\n")[0], ()), ("list_item", 5, 5, "1. Navigate.", ()), lang="en"
    )
    assert found == [f"1 {_KIND}: after a lead-in: diagram-app-env-3.png"]


_CUES = (
    "(An image is shown here.)",
    "(Image: {alt}.)",
    "（此處有一張圖）",
    "（圖：{alt}）",
    "（図：{alt}）",
    "（ここに図があります）",
    "(그림: {alt})",
)


@pytest.mark.parametrize(
    ("source", "cue", "lang", "found"),
    [
        # s15 held-out lenchan139/lenchan139.github.io source/_posts/IT及Linux綜合/Manjaro／x86 Linux/Ubuntu-解決Youtube
        # 部分影片無法使用HTML5播放器播放的問題.md [3][15]: a screenshot tool's default name said as the caption
        (
            "![螢幕擷圖存為 2012-12-19 23:40:05](https://x.wordpress.com/2012/12/a.png)",
            "（圖：螢幕擷圖存為 2012-12-19 23:40:05）",
            "zh-hant",
            ["螢幕擷圖存為 2012-12-19 23:40:05"],
        ),
        # s14 held-out defgsus/blog docs/posts/2021/2021-03-02-first-post.md [14]: the notebook exporter's "png"
        ("![png](first-post_files/first-post_9_0.png)", "(Image: png.)", "en", ["png"]),
        # constructed: a file's name, in Japanese
        (
            "![gitversioning.drawio.png](./gitversioning.drawio.png)",
            "（図：gitversioning.drawio.png）",
            "ja",
            ["gitversioning.drawio.png"],
        ),
        # s16 held-out tkancf/tkancf.com content/blog/tofu65-keyboard-review.md [2] and monthly-notes-2024-12.md [113]
        # (the s17 ruling: an alt of picture words, with a tool's name after 'from', describes nothing)
        ("![Title Image](https://i.gyazo.com/a.png)", "（図：Title Image）", "ja", ["Title Image"]),
        (
            "[![Imge from Gyazo](https://i.gyazo.com/b.png)](https://gyazo.com/b)",
            "(Image: Imge from Gyazo.)",
            "en",
            ["Imge from Gyazo"],
        ),
        # constructed, Chinese: a cover's word alone
        ("![封面](cover.png)", "（圖：封面）", "zh-hant", ["封面"]),
        # s18 held-out bacnotes/bacnotes content/post/14_object-oriented-programming/index.md [50] and
        # 05_google-seo-tools/index.md [53]: a one-word Latin alt that is the file's name, in a Chinese post
        ('<img src="./relation.png" width="700" alt="relation">', "（圖：relation）", "zh-hant", ["relation"]),
        ('<img src="./search.png" alt="search" width="500"/>', "（圖：search）", "zh-hant", ["search"]),
        # constructed, Japanese and Korean: the same shape
        ("![architecture](images/architecture.png)", "（図：architecture）", "ja", ["architecture"]),
        ("![overview](./overview.jpg)", "(그림: overview)", "ko", ["overview"]),
        # s18 held-out bacnotes 05_google-seo-tools [22][31]: names squashed into one token
        (
            '<img src="./GTMGA.png" alt="GTMGAdebugger" width="400"/>',
            "（圖：GTMGAdebugger）",
            "zh-hant",
            ["GTMGAdebugger"],
        ),
        (
            '<img src="./a.png" alt="GoogleSearchConsole"/>',
            "（圖：GoogleSearchConsole）",
            "zh-hant",
            ["GoogleSearchConsole"],
        ),
        (
            "![TypeScriptCompilerOptions](a.png)",
            "(Image: TypeScriptCompilerOptions.)",
            "en",
            ["TypeScriptCompilerOptions"],
        ),
    ],
)
def test_a_pictures_name_said_as_its_caption(source: str, cue: str, lang: str, found: list[str]) -> None:
    lines = source.split("\n")
    heard = [Heard(0, "cue", 1, 1, "", cue, lang)]
    assert [f.what for f in pictures_unsaid(page_view(lines, 1), heard, lines, _CUES)] == found


@pytest.mark.parametrize(
    ("source", "cue", "lang"),
    [
        ("![螢幕擷圖存為 2012-12-19 23:40:05](https://x/a.png)", "（此處有一張圖）", "zh-hant"),  # a bare cue
        ("![A chart of the free parking places](a.png)", "(Image: A chart of the free parking places.)", "en"),
        ("![Dashboard](a.png)", "(Image: Dashboard.)", "en"),  # one plain word may describe
        ("![構成図](./arch.png)", "（図：構成図）", "ja"),
        ("![Photo of Tokyo tower](a.png)", "(Image: Photo of Tokyo tower.)", "en"),  # a picture word and what it shows
        ("![A picture of my cat](a.png)", "(Image: A picture of my cat.)", "en"),
        # near misses: a word on its own file in a Latin post may describe; a word not its file's; a name of one hump
        ("![dashboard](./dashboard.png)", "(Image: dashboard.)", "en"),
        ('<img src="./deploy.png" alt="架構圖">', "（圖：架構圖）", "zh-hant"),
        ("![JavaScript](./logo.png)", "(Image: JavaScript.)", "en"),
        ("![architecture](./arch.png)", "（図：architecture）", "ja"),
    ],
)
def test_a_description_or_a_bare_cue_is_no_name_said(source: str, cue: str, lang: str) -> None:
    lines = source.split("\n")
    heard = [Heard(0, "cue", 1, 1, "", cue, lang)]
    assert pictures_unsaid(page_view(lines, 1), heard, lines, _CUES) == []


def test_a_screenshot_tools_default_name_is_no_description() -> None:
    """s16 ruling "Pictures": 'Screenshot 2020-…', 'IMG_1234', '螢幕擷圖存為 2012-12-19 23:40:05' describe nothing."""
    assert not described("螢幕擷圖存為 2012-12-19 23:40:05") and not described("Screenshot 2020-05-01 at 10.22.31")
    assert not described("스크린샷 2023-01-02 오후 3.04.05") and not described("IMG_1234")
    assert described("Screenshot of the settings page") and described("Image 3 shows the flow of data")


@pytest.mark.parametrize(
    ("source", "lang", "found"),
    [
        # s15 held-out if001/if001.github.io content/posts/edgwbs_book_reports/cloud_functions.md (ja) [10]: a Hugo
        # figure the sentence points at ('作ったアプリはこれ。'), heard as nothing
        ('作ったアプリはこれ。\n\n{{< figure src="../../images/bookreports_edgwbs/logo.png" width="200">}}', "ja", 1),
        # s10 dev iranzo/iranzo.github.io content/blog/2020/2020-02-24-Lego-ninjago-city.en.md: a figure with its alt
        ('## The bridge\n\n{{<figure src="https://i.imgur.com/v5ulbTAt.jpg" alt="Ninjago city bridge" >}}', "en", 1),
    ],
)
def test_a_hugo_figure_is_a_picture(source: str, lang: str, found: int) -> None:
    lines = source.split("\n")
    heard = [Heard(0, "paragraph", 1, 1, lines[0].lstrip("# "), lines[0], lang)]
    assert len(pictures_unsaid(page_view(lines, 1), heard, lines, _CUES)) == found
    cued = [*heard, Heard(1, "cue", 3, 3, "", "（ここに図があります）", lang)]
    assert pictures_unsaid(page_view(lines, 1), cued, lines, _CUES) == []


_ATHLETICS = (
    "### Update - 10/27/20\n\nLatest graphs at the end of a bulk cycle.\n\nBench press 1RM stayed the same.\n\n"
    "Not pictured here is my progress with kettlebells.\n\n"
    "![]({{ site.url }}/images/projects/athletics/1RMs-2020-10-27.png)\n\n"
    "![]({{ site.url }}/images/projects/athletics/strength-to-weight-2020-10-27.png)"
)


@pytest.mark.parametrize(
    ("source", "lang", "found"),
    [
        # s16 held-out carpdiem/carpdiem.github.io _projects/Athletics.md [17]: the section announces its graphs three
        # paragraphs up, the two pictures (a Liquid `{{ site.url }}` in their address) heard as nothing
        (_ATHLETICS, "en", 2),
        # s13 held-out aszx87410/blog source/_posts/frontend-choice-2f9f76a1614e.md (zh-Hant) [34]: '提到的圖'
        ("## 選擇\n\n跟這篇裡面提到的圖一樣，分成幾個階段。\n\n![](/img/frontend-choice/1__fk.png)", "zh-hant", 1),
        # constructed, Korean: the paragraph above names the screenshot
        ("## 설치\n\n설치한 다음 화면의 스크린샷입니다. 설정을 확인합니다.\n\n![](install-1.png)", "ko", 1),
        # what names no picture: an icon (图标), a map (地图), a container's image (도커 이미지), a comment's word
        ("## 安装\n\n点击侧边栏中的 PlatformIO 图标，等待初始化完成\n\n![](vscode-21.webp)", "zh-hans", -1),
        ("## 설치\n\n도커 이미지를 받습니다.\n\n![](pull.png)", "ko", -1),
        ("<!-- tab 圖庫 -->\n\n![](https://i.loli.net/a.jpg)", "zh-hant", 0),
        # a heading between the noun and the picture: another section's
        ("Latest graphs below.\n\n## Other\n\nSome words here.\n\n![](a.png)", "en", -1),
        # s17 review text1 M1: an English picture noun of the section counts only as a noun — after a determiner, a
        # possessive, a pointing word or a verb of seeing, or before a figure's number — never as a verb or a modifier
        # (constructed from the review's reproducers and davidpallmann's real 'graph database' and 'You see charts';
        # a sentence between, as the line right before a picture is the reader's own rule, text.picture_words)
        ("## Setup\n\nI had to figure out where the key goes.\n\nIt was easy.\n\n![](shot.png)", "en", -1),
        ("## Ideas\n\nPicture this, a quiet morning by the lake.\n\nIt was easy.\n\n![](shot.png)", "en", -1),
        ("## Route\n\nWe chart a course through the docs.\n\nIt was easy.\n\n![](shot.png)", "en", -1),
        ("## Plan\n\nThen plot the data and save it.\n\nIt was easy.\n\n![](shot.png)", "en", -1),
        # davidpallmann ckx7646d80l77oes1e3iq8y8d (Amazon Neptune) [15]: the service, not a picture
        ("## Neptune\n\nNeptune is a graph database service.\n\nIt is managed.\n\n![](diagram-graph.png)", "en", -1),
        # davidpallmann cl4bt64cc0aniq2nv9q3g37e9 (App Runner metrics) [255]: what one sees is shown
        ("## Metrics\n\nYou see charts of CloudWatch metrics.\n\nPick a period.\n\n![](metrics.png)", "en", 1),
        ("## Runs\n\nThe final bar chart compares the two runs.\n\nIt was easy.\n\n![](runs.png)", "en", 1),
        ("## Load\n\nAs Figure 3 shows, the load drops at night.\n\nIt was easy.\n\n![](load.png)", "en", 1),
        # the English rule in a Chinese section: 'graph database', 'figure out' name no picture; 下图 still does
        ("## 方案\n\n我们用 graph database 存关系，再 figure out 查询。\n\n很简单。\n\n![](neo4j.png)", "zh-hans", -1),
        ("## 方案\n\n我们用 graph database 存关系，结构见下图。\n\n很简单。\n\n![](neo4j.png)", "zh-hans", 1),
    ],
)
def test_a_picture_its_section_names_is_relied_on(source: str, lang: str, found: int) -> None:
    """The s17 ruling "Pictures": a picture the prose points at — names it: the graph, 圖, 스크린샷 — gets the bare cue;
    heard as nothing, it is a finding; cued, none. (Since the s19 ruling a picture in a block of its own is owed its cue
    whatever points at it; since the s22 ruling 4b one on a paragraph's line too: the cases with nothing pointing at the
    picture, -1, glued to the line above, are owed it as a line of a paragraph, not by what points at it.)"""
    source = source.replace("\n\n![", "\n![") if found <= 0 else source
    lines = source.split("\n")
    heard = [Heard(0, "paragraph", 1, len(lines) - 1, "words", "words", lang)]
    got = pictures_unsaid(page_view(lines, 1), heard, lines, _CUES)
    if found < 0:
        # (nothing points at it; glued to the paragraph above, it is owed its cue by the s22 ruling 4b all the same)
        assert len(got) == 1 and got[0].what.startswith("a picture alone on a line of a paragraph"), got
    else:
        assert len(got) == found
    last = len(lines)
    cued = [*heard, *(Heard(k + 1, "cue", n, n, "", "(image)", lang) for k, n in enumerate((last - 2, last)))]
    assert pictures_unsaid(page_view(lines, 1), cued, lines, _CUES) == []


# s18 (issue 38: check's recall): pictures written in shapes the judge did not know — a size after the address
# (markdown-it-imsize, HackMD, Typora: `![](<a.jpg> =400x)`) and Liquid picture tags, whose caption the reader's own
# predicate gives (text.shortcodes.shortcode_image). Sources: s18 dev peienwu birthday [56][73] (zh-Hant),
# chiyuki0325 linux-arm64-debug-experience [24] (zh-Hans); the other shapes written for these tests (ja, en).
@pytest.mark.parametrize(
    ("source", "lead"),
    [
        ("解答點此：\n\n![](<https://i.imgur.com/FxwNYkb.png> =400x)\n\n下一題。", "解答點此："),
        ("実行結果は以下の通り：\n\n![](<./result.png> =600x300)\n\n次に進みます。", "実行結果は以下の通り："),
        (
            "The map looks like this:\n\n{% image https://cdn.example.org/map.webp width:30em %}\n\nNext.",
            "The map looks like this:",
        ),
        ("效果如下：\n\n{% img /images/result.png 400 %}\n\n完成。", "效果如下："),
    ],
)
def test_a_sized_or_liquid_picture_after_a_lead_in_is_relied_on(source: str, lead: str) -> None:
    lines = source.split("\n")
    chunks = [
        ("paragraph", n, n, line, ())
        for n, line in enumerate(lines, start=1)
        if line.strip() and "!" not in line and "{%" not in line
    ]
    found = _found(source, *chunks, lang="zh-hant")
    assert len(found) == 1 and "after a lead-in" in found[0], found
    assert found[0].startswith("1 "), found  # (at the chunk after it, where the reader would record it)


def test_a_lead_ins_picture_recorded_by_the_heading_under_it_is_reported_at_the_lead_in() -> None:
    """peienwu birthday [73]: the reader recorded the picture with `### 參考資料`; the silence is after the lead-in."""
    source = "一些數學證明：\n\n![](<https://i.imgur.com/eKXfAI7.jpg> =400x)\n\n### 參考資料"
    left = (("picture", "![](i.imgur.com =400x)"),)
    found = _found(
        source, ("paragraph", 1, 1, "一些數學證明：", ()), ("heading", 3, 5, "參考資料", left), lang="zh-hant"
    )
    assert [f.split(":")[0] for f in found] == [f"0 {_KIND}"], found


@pytest.mark.parametrize(
    "source",
    [
        # near misses: a Liquid tag that shows no picture (a link card, a video), a size on a picture nothing points at
        "突然，我刷到了这条视频：\n\n{% bilicard av698750249 %}\n\n完。",
        "看这个：\n\n{% youtube abc123 %}\n\n完。",
    ],
)
def test_liquid_tags_showing_no_picture_stay_silent(source: str) -> None:
    lines = source.split("\n")
    chunks = [
        ("paragraph", n, n, line, ()) for n, line in enumerate(lines, start=1) if line.strip() and "{%" not in line
    ]
    assert _found(source, *chunks, lang="zh-hans") == []


def test_a_sized_picture_in_a_block_of_its_own_is_owed_its_cue() -> None:
    # (s21: a Zenn/HackMD sized picture is a picture, 9c165415; ruling s19: in a block of its own it is owed the cue
    # whether or not anything points at it — s20's near miss "unannounced sized pictures stay silent" is retired)
    source = "Some text.\n\n![](<a.png> =400x)\n\nMore text about other things."
    chunks = [("paragraph", n, n, line, ()) for n, line in enumerate(source.split("\n"), start=1) if line[:1].isalpha()]
    found = _found(source, *chunks, lang="zh-hans")
    assert len(found) == 1 and "a picture in a block of its own" in found[0], found


def test_a_name_said_as_a_caption_inside_the_paragraph_of_its_line() -> None:
    """s18 held-out bacnotes/bacnotes content/post/03_github-deploy-hugo/index.md [10]: a picture on a line of a
    paragraph (no blank line around it), its file's name said as the caption inside the paragraph's chunk."""
    source = '拿**medium**來當對手的話呢\n<img src="./medium.png" alt="medium" width="500"/>\n**GitHub 加十分**'
    lines = source.split("\n")
    sent = "拿 medium 來當對手的話呢（圖：medium）GitHub 加十分"
    heard = [Heard(0, "paragraph", 1, 3, sent, sent, "zh-hant")]
    assert [f.what for f in pictures_unsaid(page_view(lines, 1), heard, lines, _CUES)] == ["medium"]


_SIBLINGS = (
    "使用 GA4 的即時報表確認資料是否已開始傳入\n\n"
    '<img src="./livedemo.png" alt="realtime-report" width="500"/>\n\n'
    "或透過 GA debugger 套件確認是否有反應\n\n"
    "以下是各家搜尋引擎全球市占率：\n\n"
    '<img src="./share.png" alt="worldwide-share" width="500"/>\n\n'
    "最後，爬蟲大大快來我家吧"
)


def test_a_picture_silent_where_its_siblings_of_one_shape_are_cued() -> None:
    """s18 held-out bacnotes/bacnotes content/post/05_google-seo-tools/index.md [21]: '<img alt="realtime-report">'
    silent while the article's other screenshots of its shape (an `<img>` with a slug alt) are cued (s14 "siblings
    vote"): the listener loses the one the prose describes."""
    said = [
        ("paragraph", 1, 1, "使用 GA4 的即時報表確認資料是否已開始傳入", ()),
        ("paragraph", 5, 5, "或透過 GA debugger 套件確認是否有反應", ()),
        ("paragraph", 7, 7, "以下是各家搜尋引擎全球市占率：", ()),
        ("cue", 9, 9, "", ()),
        ("paragraph", 11, 11, "最後，爬蟲大大快來我家吧", ()),
    ]
    found = _found(_SIBLINGS, *said, lang="zh-hant")
    assert found == [f"1 {_KIND}: a picture whose siblings of its shape are cued: realtime-report"]
    # Its sibling silent too: no shape voted; since the s19 ruling it is owed its cue as a block of its own.
    silent = _found(_SIBLINGS, *(c for c in said if c[0] != "cue"), lang="zh-hant")
    assert [f for f in silent if "realtime-report" in f] == [
        f"1 {_KIND}: a picture in a block of its own: realtime-report"
    ], silent


@pytest.mark.parametrize(
    ("source", "lang"),
    [
        # constructed, English and Japanese: the same shape, one cued and one silent
        (
            "Run it.\n\n![build-output](build.png)\n\nThen deploy:\n\n![deploy-output](deploy.png)\n\nDone.",
            "en",
        ),
        ("実行する。\n\n![実行結果の一覧](a.png)\n\n次の通り：\n\n![実行結果の詳細](b.png)\n\n完了。", "ja"),
    ],
)
def test_siblings_vote_in_other_languages(source: str, lang: str) -> None:
    said = [
        ("paragraph", 1, 1, source.split("\n")[0], ()),
        ("paragraph", 5, 5, source.split("\n")[4], ()),
        ("cue", 7, 7, "", ()),
        ("paragraph", 9, 9, source.split("\n")[8], ()),
    ]
    found = _found(source, *said, lang=lang)
    assert len(found) == 1 and found[0].startswith(f"1 {_KIND}"), found


def test_pictures_with_no_alt_do_not_vote() -> None:
    """s18 dev chiyuki0325 hackergame-2023 (near miss): photos with no alt, one cued where the prose points at it; the
    others, nothing pointing at them, are owed their cue by no vote — on a line of their paragraph by the s22 ruling 4b
    (its reason, not a vote), in a block of its own by the s19 ruling."""
    source = "结果如下：\n\n![](a.webp)\n\n然后继续。\n![](b.webp)\n\n结束。"
    said = [
        ("paragraph", 1, 1, "结果如下：", ()),
        ("cue", 3, 3, "", ()),
        ("paragraph", 5, 6, "然后继续。", ()),
        ("paragraph", 8, 8, "结束。", ()),
    ]
    assert _found(source, *said, lang="zh-hans") == [f"2 {_KIND}: a picture alone on a line of a paragraph: b.webp"]
    apart = source.replace("\n![](b", "\n\n![](b")
    said = [*said[:3], ("paragraph", 9, 9, "结束。", ())]
    assert _found(apart, *said, lang="zh-hans") == [f"3 {_KIND}: a picture in a block of its own: b.webp"]


@pytest.mark.parametrize(
    ("source", "lang"),
    [
        # s19 held-out jim60105/blog-content Unboxing_hako-vision [28]: two linked photos with nothing between them, one
        # album cue on the first's line, the second's record taken by the caption paragraph below
        (
            "舞台背景\n\n[![](IMG_1.jpg)](IMG_1.jpg)\n\n[![](IMG_2.jpg)](IMG_2.jpg)\n\n拆下來有安裝說明\n",
            "zh-hant",
        ),
        # s19 held-out jim60105 Unboxing_niz-atom68-micro82 [58] (constructed shorter): figures with captions in a run
        (
            '曬圖。\n\n<figure>\n{{ image(url="1.jpg") }}\n<figcaption>鍵盤</figcaption></figure>\n\n'
            '<figure>\n{{ image(url="2.jpg") }}\n<figcaption>手托</figcaption></figure>\n\n下一段。',
            "zh-hant",
        ),
        # constructed, Korean and English
        ("결과입니다.\n\n![](a.png)\n![](b.png)\n\n다음.", "ko"),
        ("The results.\n\n![](a.png)\n\n![](b.png)\n\nNext.", "en"),
    ],
)
def test_a_run_of_pictures_is_one_album_its_first_cue_stands_for(source: str, lang: str) -> None:
    """The s18 ruling: a run of two pictures or more with no prose between them is one counted album cue — the cue on
    the run's first line stands for them all, wherever the reader records the others."""
    lines = source.split("\n")
    pictures = [n for n, line in enumerate(lines, start=1) if pictures_on(line, n)]
    words = [
        n
        for n, line in enumerate(lines, start=1)
        if line.strip() and n not in pictures and "figure" not in line and "caption" not in line
    ]
    album = ("cue", pictures[0], pictures[0], "", ())
    chunks = [album, *(("paragraph", n, n, lines[n - 1], ()) for n in words)]
    assert _album(source, chunks, lang, "（此處有兩張圖）") == []
    # (a cue that counts no pictures stands for its own: the second is owed one — titangene gcp-network [115])
    assert len(_album(source, chunks, lang, "（此處有一張圖）")) == 1
    # (near miss: a sentence between the two pictures ends the run — the second is owed a cue of its own)
    apart = source.replace(lines[pictures[1] - 1], "其間。\n\n" + lines[pictures[1] - 1], 1)
    lines = apart.split("\n")
    pictures = [n for n, line in enumerate(lines, start=1) if pictures_on(line, n)]
    words = [
        n
        for n, line in enumerate(lines, start=1)
        if line.strip() and n not in pictures and "figure" not in line and "caption" not in line
    ]
    chunks = [album, *(("paragraph", n, n, lines[n - 1], ()) for n in words)]
    found = _album(apart, chunks, lang, "（此處有兩張圖）")
    assert len(found) == 1 and "a picture in a block of its own" in found[0], found


_CUES_ZH = ("（此處有一張圖）", "（此處有{n}張圖）", "（圖：{alt}）")


def _album(source: str, chunks: list[tuple[str, int, int, str, tuple[()]]], lang: str, said: str) -> list[str]:
    """The findings on `source` heard as `chunks`, its cue chunks saying `said` (zh-Hant's cues)."""
    lines = source.split("\n")
    heard = [
        Heard(n, kind, a, b, text, said if kind == "cue" else text, lang)
        for n, (kind, a, b, text, _) in enumerate(sorted(chunks, key=lambda c: c[1]))
    ]
    return [f.what for f in pictures_unsaid(page_view(lines, 1), heard, lines, _CUES_ZH)]
