"""A site's own picture shortcodes (s24, #38; rulings 2, 4, 4c): a shortcode whose layout shows an `<img>` or a
`<figure>` is a picture, cued with the caption the layout prints, whatever the shortcode is called.

Each rule is tested on the s24 dev article that taught it, then on shapes written for it from other blogs and
languages, with near misses the rule must leave alone.
"""

from __future__ import annotations

from pathlib import Path

from helpers import said_whole
from narrate.text.site_templates import site_tags

# torai55/torai55.github.io layouts/shortcodes/processImage.html, as the site has it.
_PROCESS_IMAGE = """{{ $imagePath := .Get 0 }}
{{ $width := .Get 1 }}
{{ $figcaption := .Get 2 | markdownify }}

{{ with .Page.Resources.Get $imagePath }}
  {{ with .Resize (printf "%s webp Lanczos" $width) }}
    {{ if $figcaption }}
      <figure>
    {{ end }}

    <img src="{{ .RelPermalink }}" width="{{ .Width }}" height="{{ .Height }}" alt="">

    {{ if $figcaption }}
        <figcaption>{{ $figcaption }}</figcaption>
      </figure>
    {{ end }}
  {{ end }}
{{ end }}"""


def _hugo_site(root: Path, name: str, template: str) -> Path:
    (root / "layouts" / "shortcodes").mkdir(parents=True)
    (root / "hugo.toml").write_text('title = "blog"\n', encoding="utf-8")
    (root / "layouts" / "shortcodes" / f"{name}.html").write_text(template, encoding="utf-8")
    return root


def test_a_site_picture_shortcode_is_cued_with_its_caption_torai55_terrarium_sensor(tmp_path: Path) -> None:
    # torai55/torai55.github.io content/posts/computer-science/terrarium-sensor-01/index.md (s24 dev [10]–[50], 14
    # holes) and content/posts/plants/*/index.md [3]: `{{< processImage "images/usb.jpg" "350x" "來源：…" >}}` alone on
    # its line was dropped silently; the site's layout renders a <figure> with the third argument as its caption.
    site = _hugo_site(tmp_path, "processImage", _PROCESS_IMAGE)
    body = (
        "樹莓派有兩個 USB 接口。\n\n"
        '{{< processImage "images/usb.jpg" "350x" "來源：Getting Started with the Raspberry Pi Zero Wireless" >}}\n\n'
        "接著看電源。"
    )
    said = said_whole(site, body, lang="zh-hant")
    assert said[1] == "（圖：來源：Getting Started with the Raspberry Pi Zero Wireless）"
    # ([20]: a file name with a space, "images/Pi2 GPIO.png", is a picture's file all the same)
    said = said_whole(
        site, '各接腳功能：\n\n{{< processImage "images/Pi2 GPIO.png" "500x"  "來源：筆記" >}}', lang="zh-hant"
    )
    assert said[-1] == "（圖：來源：筆記）"
    # (a plant's photo with no caption given: the bare cue, ruling 2)
    said = said_whole(
        site, '## 植物資料\n\n{{< processImage "featured.jpg" "350x">}}\n\n學名：Drosera squamosa', lang="zh-hant"
    )
    assert "（此處有一張圖）" in said
    assert site_tags(site, lambda p: p.read_text(encoding="utf-8"))["processimage"].picture == ("2",)


def test_picture_layouts_of_other_shapes_and_languages(tmp_path: Path) -> None:
    # Shapes of our own: a Japanese blog's `photo` shortcode with named arguments and the caption in `alt`; a Korean
    # blog's `사진`-style `pic` layout printing `.Get "cap"` in a <figcaption> (a run of two: one album cue).
    photo = '<img src="{{ .Get "file" | relURL }}" alt="{{ .Get "text" }}" loading="lazy">'
    site = _hugo_site(tmp_path / "ja", "photo", photo)
    said = said_whole(
        site, 'ここで一息。\n\n{{< photo file="/img/cat.webp" text="縁側の猫" >}}\n\n続きです。', lang="ja"
    )
    assert said[1] == "（図：縁側の猫）"
    pic = '{{ $c := .Get "cap" }}<figure><img src="{{ .Get "src" }}"><figcaption>{{ $c }}</figcaption></figure>'
    site = _hugo_site(tmp_path / "ko", "pic", pic)
    body = '설치 화면입니다.\n\n{{< pic src="a.png" cap="첫 화면" >}}\n{{< pic src="b.png" cap="설정 화면" >}}\n\n끝.'
    said = said_whole(site, body, lang="ko")
    assert said[1] == "(그림 2개: 첫 화면; 설정 화면)"


def test_near_misses_keep_their_reading(tmp_path: Path) -> None:
    # Near misses: the same call in a code block stays code; a layout with no picture (a note box) is not a picture
    # whatever its name; a call of a picture layout with no picture file among its arguments stays as it was.
    site = _hugo_site(tmp_path / "code", "processImage", _PROCESS_IMAGE)
    said = said_whole(site, 'Write:\n\n```\n{{< processImage "a.jpg" "350x" "cap" >}}\n```\n\nDone.', lang="en")
    assert not any("cap" in s and "picture" in s.lower() for s in said)
    site = _hugo_site(tmp_path / "note", "image", '<div class="note">{{ .Get 0 }}</div>')
    said = said_whole(site, 'Look.\n\n{{< image "Back up first." >}}\n\nDone.', lang="en")
    assert not any("picture" in s.lower() for s in said)
    assert site_tags(tmp_path / "note", lambda p: p.read_text(encoding="utf-8"))["image"].picture is None
    site = _hugo_site(tmp_path / "nofile", "processImage", _PROCESS_IMAGE)
    said = said_whole(site, 'Look.\n\n{{< processImage "featured" "350x" >}}\n\nDone.', lang="en")
    assert not any("(picture" in s.lower() for s in said)


def test_a_theme_figure_keeps_its_own_reading(tmp_path: Path) -> None:
    # Near miss: a theme's own `figure` layout (a <figure> printing title and caption) keeps the figure rules' reading
    # by the shortcode's known name, its title and caption both, never one of them picked by this rule.
    layout = '<figure><img src="{{ .Get "src" }}"><figcaption><h4>{{ .Get "title" }}</h4>{{ .Get "caption" }}</figcaption></figure>'
    site = _hugo_site(tmp_path, "figure", layout)
    body = 'See.\n\n{{< figure src="a.png" title="Step one" caption="Open the menu" >}}\n\nDone.'
    plain = tmp_path / "plain"
    plain.mkdir()
    (plain / "hugo.toml").write_text('title = "blog"\n', encoding="utf-8")
    assert said_whole(site, body, lang="en") == said_whole(plain, body, lang="en")
