"""A run of two or more pictures with no prose between them (consecutive blocks, or one block) is an album: one
counted cue in the article's language, as a gallery's ("（此处有3张图）"), with the captions of those that are described,
whether or not a sentence points at them (the lead's s18 ruling, extending the s12 one). A lone bare picture gets
its own bare cue past the first words (the s19 ruling), and a row of badges or icons is no album. Each case is titled with its source and
loses nothing by the symbol account."""

from __future__ import annotations

from pathlib import Path

from helpers import said_whole


def test_chiyuki0325_shadiao_album_of_liquid_pictures_zh_hans(tmp_path: Path) -> None:
    # chiyuki0325 source/_posts/shadiao-times-pc.md (s18 dev [3]): a boxed note, then 41 Stellaris '{% image url %}'
    # tags one after another, all left out, not even a cue
    pictures = "".join(f"{{% image https://imgsrc.chyk.ink/{n:040x}.webp %}}\n\n" for n in range(5))
    body = (
        "{% border %}\n\n观前须知：懒得调整图片大小了，请自行调整缩放比（手动滑稽）\n\n{% endborder %}\n\n" + pictures
    )
    said = said_whole(tmp_path, body, lang="zh-hans")
    assert said == ["观前须知：懒得调整图片大小了，请自行调整缩放比（手动滑稽）", "（此处有五张图）"]


def test_html_img_run_zh_hant(tmp_path: Path) -> None:
    # (written for the test: a Taiwanese cat diary, three <img> lines in one HTML block between two paragraphs)
    body = (
        '今天整理了手機裡的照片。\n\n<img src="https://example.com/cat1.jpg">\n<img src="https://example.com/cat2.jpg">\n'
        '<img src="https://example.com/cat3.jpg">\n\n就這樣，下次見。'
    )
    assert said_whole(tmp_path, body, lang="zh-hant") == [
        "今天整理了手機裡的照片。",
        "（此處有三張圖）",
        "就這樣，下次見。",
    ]


def test_liquid_run_with_a_caption_ja(tmp_path: Path) -> None:
    # (written for the test: a Japanese weekend album, one tag captioned, one not: the count and the caption)
    body = "週末に撮った写真。\n\n{% image https://example.com/1.webp 朝の鴨川 %}\n\n{% image https://example.com/2.webp %}\n\n以上です。"
    assert said_whole(tmp_path, body, lang="ja") == ["週末に撮った写真。", "（2枚の図：朝の鴨川）", "以上です。"]


def test_two_pictures_in_one_block_ko(tmp_path: Path) -> None:
    # (written for the test: a Korean travel note, two Markdown pictures on one line)
    body = "제주도에 다녀왔다.\n\n![](https://example.com/1.jpg) ![](https://example.com/2.jpg)\n\n다음에 또 가고 싶다."
    assert said_whole(tmp_path, body, lang="ko") == [
        "제주도에 다녀왔다.",
        "(여기에 그림 2개가 있습니다.)",
        "다음에 또 가고 싶다.",
    ]


def test_a_comment_between_pictures_is_no_prose_en(tmp_path: Path) -> None:
    # (written for the test: a hiking post, two pictures, a `<!-- more -->`, a third, and one described)
    body = (
        "We went up the ridge on Saturday.\n\n![](https://example.com/1.jpg)\n![](https://example.com/2.jpg)\n\n"
        "<!-- more -->\n\n![The summit cairn in fog](https://example.com/3.jpg)\n\nIt rained on the way down."
    )
    assert said_whole(tmp_path, body, lang="en") == [
        "We went up the ridge on Saturday.",
        "(Three images: The summit cairn in fog.)",
        "It rained on the way down.",
    ]


def test_near_misses_badges_icons_a_lone_picture_and_prose_between(tmp_path: Path) -> None:
    # a README's shield row, a row of technology icons, an avatar beside a photo, and two photos a paragraph apart:
    # no album: badges and icons silent, the photo beside an avatar and two photos a paragraph apart each their own
    # bare cue (a picture in a block of its own past the first words, the lead's s19 ruling; silent before it)
    body = (
        "A tool that does things.\n\n"
        "[![Build](https://img.shields.io/badge/build-passing-green.svg)](https://ci.example.com)\n"
        "[![License](https://img.shields.io/badge/license-MIT-blue.svg)](LICENSE)\n\n"
        "I write Python and TypeScript.\n\n"
        '<img src="https://cdn.jsdelivr.net/gh/devicons/devicon/icons/python/python-original.svg" width="40"/>\n'
        '<img src="https://skillicons.dev/icons?i=ts" width="40"/>\n\n'
        "About the author.\n\n"
        "![avatar](https://avatars.githubusercontent.com/u/1?v=4)\n![](https://example.com/photo.jpg)\n\n"
        "We walked on.\n\n![](https://example.com/a.jpg)\n\nThen another subject entirely.\n\n"
        "![](https://example.com/b.jpg)\n\nThe end."
    )
    assert said_whole(tmp_path, body, lang="en") == [
        "A tool that does things.",
        "I write Python and TypeScript.",
        "About the author.",
        "(An image is shown here.)",
        "We walked on.",
        "(An image is shown here.)",
        "Then another subject entirely.",
        "(An image is shown here.)",
        "The end.",
    ]
