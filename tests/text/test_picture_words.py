"""text.picture_words: an alt made only of picture words, fillers, a picture tool's name and numbers describes
nothing (the lead's ruling of session 17); a sentence that names a picture by a picture word points at it."""

from __future__ import annotations

import pytest

from narrate.text.picture_words import PICTURE_WORDS, names_nothing, names_picture
from narrate.text.pictures import described, marked_alt, names_its_file, writer_named


@pytest.mark.parametrize(
    "alt",
    [
        "Title Image",  # s16 held-out tkancf tofu65-keyboard-review [2]
        "Imge from Gyazo",  # s16 held-out tkancf monthly-notes-2024-12 [113]: a slip of 'Image'
        "Imgae",
        "CleanShot 2023-01-02 at 10.22.33",
        "スクリーンショット 2",
        "タイトル画像",
        "封面圖片",
        "截圖 1",
        "대표 이미지",
        "이미지의 캡처",
        "Cover Image",
    ],
)
def test_only_picture_words_describe_nothing(alt: str) -> None:
    assert names_nothing(alt)
    assert described(alt) == ""


@pytest.mark.parametrize(
    "alt",
    [
        "Title",  # (no picture word: the writer's word for something)
        "Main",
        "photon",  # (a longer word is another word, not a slip)
        "A dog",
        "the graph of sales",
        "画像の説明",
        "Desktop View",
        "Photo by John on Unsplash",
        "GitHub",
        "chat",  # (an English word of its own: no slip of chart)
        "Image of a form",  # (nor 'form' of from)
        # s17 review text2 M3: a word in another script is a word (Cyrillic, Greek, Arabic, accented Latin), never a
        # blank that leaves only the picture word
        "Красная площадь photo",
        "Ελληνικά image",
        "صورة image",
        "Café photo",
    ],
)
def test_words_of_the_writer_are_a_description(alt: str) -> None:
    assert not names_nothing(alt)


@pytest.mark.parametrize("alt", ["Красная площадь photo", "Ελληνικά image"])
def test_an_alt_in_another_script_is_said(alt: str) -> None:
    """s17 review text2 M3: '![Красная площадь photo](red.png)' was said as a bare picture, its alt lost."""
    assert described(alt) == alt


def test_the_lexicon_is_data_for_every_language() -> None:
    langs = {line.split("\t")[0] for line in PICTURE_WORDS.read_text(encoding="utf-8").splitlines() if "\t" in line}
    assert {"en", "ja", "zh-hant", "zh-hans", "ko", "*"} <= langs


@pytest.mark.parametrize(
    ("sentence", "names"),
    [
        ("But the final image, just some 7 minutes later!", True),  # s14 held-out defgsus malazan [35]
        ("Latest graphs at the end of a bulk cycle.", True),  # s16 held-out carpdiem Athletics
        ("就像這篇裡面提到的圖一樣，來源：codingthearchitecture.com", True),  # s13 held-out aszx87410 [34]
        ("写真を撮った", True),
        ("這是我們的路線地圖。", False),  # (地圖 is a map)
        ("我的意図", False),
        ("I can't figure out why.", False),  # (a verb)
        ("Use the imagemagick tool.", False),
        ("도커 이미지를 받습니다.", False),  # (a container's image: check's test_page_pictures case too)
        ("Pull the Docker image first.", False),
    ],
)
def test_a_sentence_names_a_picture(sentence: str, names: bool) -> None:
    assert names_picture(sentence) is names


@pytest.mark.parametrize(
    ("alt", "src", "named"),
    [
        ("Raycast-Clipboard", "images/Raycast-Clipboard.png", True),
        ("IMG_2041.HEIC", "https://x.org/a/IMG_2041.HEIC?w=300", True),
        ("Eiffel Tower", "images/eiffel-tower.png", False),  # (the writer's words the file was named after)
        ("Trizzy", "blogimages/trizzy.png", False),  # (one word: the writer's name for what it shows)
        ("", "a.png", False),
        # the file's name copied letter for letter (s18 held-out bacnotes/bacnotes.github.io content/post/
        # 14_object-oriented-programming/index.md [50], 03_github-deploy-hugo/index.md [9]): the file's, no description
        ("relation", "./relation.png", True),
        ("github", "./github.png", True),
        ("검색", "/img/검색.png", True),
        # a name squashed from the file's, one the start of the other (05_google-seo-tools/index.md [22][31])
        ("GoogleSearchConsole", "./GoogleSearchConsole_nodata.png", True),
        ("GTMGAdebugger", "./GTMGA.png", True),
        # near misses: another file's name, a short shared start, the writer's words
        ("disqus", "./deploy.png", False),
        ("imgur", "./img.png", False),
        ("Room", "./room.jpeg", False),
        ("CLIP", "https://github.com/openai/CLIP/blob/main/CLIP.png?raw=true", False),  # (the writer's capitals)
        ("relation map", "./relation.png", False),
    ],
)
def test_an_alt_that_is_its_file_name(alt: str, src: str, named: bool) -> None:
    assert names_its_file(alt, src) is named


# A screenshot's default file name, as each system writes it, used as the alt (s15 held-out lenchan139
# Ubuntu-解決Youtube… [3][15]: '螢幕擷圖存為 2012-12-19 23:40:05', GNOME's zh-TW name, said as a caption with its date
# read out): the capture's words, a date and a time, describes nothing.
@pytest.mark.parametrize(
    "alt",
    [
        "螢幕擷圖存為 2012-12-19 23:40:05",  # GNOME, zh-TW (the source)
        "Screen Shot 2020-03-01 at 9.41.22 PM",  # macOS before 13, en
        "截屏2021-03-04 下午3.22.10",  # macOS, zh-Hans
        "屏幕快照 2019-05-01 上午10.02.33",  # older macOS, zh-Hans
        "스크린샷 2023-05-01 오후 3.22.10",  # macOS, ko
        "スクリーンショット 2023-01-01 午後3.22.10",  # macOS, ja
    ],
)
def test_a_screenshot_default_name_describes_nothing(alt: str) -> None:
    assert names_nothing(alt)
    assert described(alt) == ""


@pytest.mark.parametrize(
    "alt", ["下午茶", "오후의 산책", "A shot of the bay", "Shot on iPhone at the beach", "午後の海"]
)
def test_near_miss_time_words_and_shot_among_the_writers_words_describe(alt: str) -> None:
    assert not names_nothing(alt)


# A name its writer gave a picture in a file's shape is content the page shows (s18 held-out bacnotes 05
# google-seo-tools [21][47][55][61]: 'realtime-report' on livedemo.png, silent); a tool's default, a placeholder, words or a
# badge are not such a name.
@pytest.mark.parametrize(
    ("alt", "src", "named"),
    [
        ("realtime-report", "./livedemo.png", True),
        ("blind_meme", "./blind_meme.jpeg", True),
        ("relation", "./relation.png", True),
        ("文明の衝突_IMG_5338.jpeg", "./文明の衝突_IMG_5338.jpeg", False),  # (with its type: an uploader's name)
        ("05-dotnet-run-churchill.png", "https://cdn.hashnode.com/res/run.png", False),
        ("Screenshot 2023-01-01 at 10.22.33", "./a.png", False),
        ("image", "./image.png", True),  # (its own file's name: the same shape)
        ("Image", "./a.png", False),
        ("A dog asleep", "./dog.png", False),
        ("build-status", "https://img.shields.io/badge/build-passing-green.svg", False),
        ("", "./a.png", False),
    ],
)
def test_a_name_its_writer_gave(alt: str, src: str, named: bool) -> None:
    assert writer_named(marked_alt(alt, src)) is named
