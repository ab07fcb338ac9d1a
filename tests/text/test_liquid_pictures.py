"""A Liquid tag that shows a picture (Hexo's `{% img %}`, the Stellaris and Volantis themes' `{% image url [caption]
[width:…] %}`, Jekyll's `{% picture … alt="…" %}`) is a picture: its caption said with the picture cue where the tag
gives one, else the bare cue where the prose points at it (the s12 ruling), as a Markdown picture is — never left
out as a template tag. A tag of another name, or one with no picture's address, is left out as before. Each case is
titled with its source and loses nothing by the symbol account."""

from __future__ import annotations

from pathlib import Path

from helpers import said_whole
from narrate.text.shortcodes import shortcode_image


def test_chiyuki0325_midpoint_summary_captioned_photo_zh_hans(tmp_path: Path) -> None:
    # chiyuki0325 source/_posts/my-2025-midpoint-summary.md (s18 dev [6]): a Stellaris picture whose caption the page
    # shows under the photo, left out as a shortcode
    body = (
        "又是一年离家时。\n\n"
        "{%image https://imgsrc.chyk.ink/oXfMe2NdsQlZ11PP.webp 离家的站台，晚霞显得格外明艳 %}\n\n"
        "到了学校，一切照旧。"
    )
    said = said_whole(tmp_path, body, lang="zh-hans")
    assert said == ["又是一年离家时。", "（图：离家的站台，晚霞显得格外明艳）", "到了学校，一切照旧。"]


def test_chiyuki0325_cicada_picture_the_next_line_reads_zh_hans(tmp_path: Path) -> None:
    # chiyuki0325 source/_posts/cicada-3301.md (s18 dev [3]): '{% image width:25rem … %}' (no caption) under a
    # sentence that ends on it ('…发布的一条信息 ……'), and a translation of it next: the bare cue
    body = (
        "一个意外点开的图片瞬间吸引了他的注意——那是署名「Cicada 3301」发布的一条信息 ……\n\n"
        "{% image width:25rem https://imgsrc.chyk.ink/024f78f0f736afc3fd9425a6f619ebc4b645125c.webp %}\n\n"
        "译文：你好，我们正在寻找高智商人士。这幅图片中隐藏着一个信息。"
    )
    said = said_whole(tmp_path, body, lang="zh-hans")
    assert said[1] == "（此处有一张图）"


def test_hexo_img_tag_alt_en_and_options_ja(tmp_path: Path) -> None:
    # (shapes written here from Hexo's documented tag: `{% img [class names] /path [width] [height] '"title" "alt"' %}`,
    # the alt last; a Volantis `{% image … %}` with options only, after a Japanese lead-in with a colon)
    body = 'The dashboard after the upgrade:\n\n{% img left /images/dash.png 600 400 \'"Dashboard" "The new dashboard"\' %}'
    assert said_whole(tmp_path, body, lang="en") == ["The dashboard after the upgrade:", "(Image: The new dashboard.)"]
    body = "設定画面は次のとおり：\n\n{% image /img/settings.png width:400px bg:#fff download:true %}\n\n以上です。"
    said = said_whole(tmp_path, body, lang="ja")
    assert said[0] == "設定画面は次のとおり：" and said[-1] == "以上です。" and len(said) == 3 and "図" in said[1]


def test_near_miss_tags_that_show_no_picture() -> None:
    # near misses: an include whose name only holds 'image', a tag named like a picture with no picture's address,
    # a video tag (its player, as before)
    assert shortcode_image("{% include image.html %}") is None
    assert shortcode_image("{% photo mysummary %}") is None
    assert shortcode_image("{% image_tag foo %}") is None
    assert shortcode_image('{% picture hero.jpg alt="A hero" %}') == "A hero"
    assert shortcode_image("{% image https://imgsrc.chyk.ink/5Z03.webp width:30em %}") == ""


def test_chiyuki0325_cicada_a_caption_that_opens_with_a_number_zh_hans() -> None:
    # chiyuki0325 source/_posts/cicada-3301.md (s18 dev [35]): the caption opens with the puzzle's number — a word of
    # the caption, not a width (the theme's options are written key:value); Hexo img's bare width and height are no words
    assert (
        shortcode_image("{% image https://x/a.webp 3301 的徽标被发现是拼接的图案。 %}")
        == "3301 的徽标被发现是拼接的图案。"
    )
    assert shortcode_image("{% img /a.png 600 400 %}") == ""  # (Hexo img's width and height: no caption, s18 M3)


def test_hexo_img_width_and_height_are_no_caption_words() -> None:
    # s18 review text1 M3: Hexo's `{% img [class] /path [width] [height] [title] %}` — the two sizes were said
    assert shortcode_image("{% img /images/cat.png 300 200 A sleeping cat %}") == "A sleeping cat"
    assert shortcode_image("{% img full-image /images/logo.png 640 480 Site logo %}") == "Site logo"
    # shapes of our own: sizes then a CJK or Japanese title
    assert shortcode_image("{% img /img/station.jpg 800 600 离家的站台 %}") == "离家的站台"
    assert shortcode_image("{% img /img/sakura.webp 1024 768 夜桜の写真 %}") == "夜桜の写真"
    # near miss: one number before words starts the caption (s18 dev chiyuki0325 cicada-3301 [35])
    assert shortcode_image("{% image https://a.example/x.webp 3301 的徽标 width:30em %}") == "3301 的徽标"


def test_jekyll_picture_tag_alt_flag_gives_the_caption() -> None:
    # s18 review text1 M4: jekyll_picture_tag's documented `--alt` flag was said as a caption's word
    assert shortcode_image("{% picture hero photos/dog.jpg --alt A happy dog %}") == "A happy dog"
    # shapes of our own: another flag after the alt ends it; Chinese words
    assert shortcode_image("{% picture photos/dog.jpg --alt A happy dog --link https://example.com %}") == "A happy dog"
    assert shortcode_image("{% picture gallery photos/cat.jpg --alt 睡着的猫 %}") == "睡着的猫"
    # near miss: the alt= form is unchanged
    assert shortcode_image('{% picture preset a.jpg alt="A cat" %}') == "A cat"
