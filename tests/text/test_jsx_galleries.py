"""MDX pictures by structure: a picture element (`<img src={photo} />`, whose expression makes it JSX, not HTML;
`<Image src={…} alt="…" />`) is a picture, placed and cued as an HTML or Markdown one is; a box that holds only
pictures, two or more (a flex `<div>` of photos, a gallery component), is a gallery: one cue that counts them
wherever it stands, as a gallery shortcode's. Each case is titled with its source and loses nothing by the symbol
account."""

from __future__ import annotations

from pathlib import Path

from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.script import build_script


def _said(tmp_path: Path, body: str, *, lang: str) -> list[str]:
    path = tmp_path / "post.mdx"
    path.write_text(f"---\ntitle: T\nlang: {lang}\n---\n{body}\n", encoding="utf-8")
    script = build_script(read_article(path), load_config())
    assert not script.lost, [(item.symbol, item.context) for _, item in script.lost]
    return [c.text for c in script.chunks[1:-1]]


_IMG = '  <img\n    style={{\n      maxWidth: "100%%",\n      borderRadius: 12,\n    }}\n    src={%s}\n  />\n'


def _flex(*names: str) -> str:
    return '<div style={{ display: "flex", flexWrap: "wrap", gap: 8 }}>\n' + "".join(_IMG % n for n in names) + "</div>"


def test_brown2243_shanghai_trip_photo_rows_ko(tmp_path: Path) -> None:
    # brown2243/client-docusaurus blog/2025-03-24-shanghai-trip2/index.mdx (s16 dev [21]): twelve flex rows of
    # `<img src={Day2_Img1} />` were silent, the first right after a paragraph that does not point at it
    body = (
        'import Day1_Img1 from "./assets/1.jpeg";\nimport Day1_Img2 from "./assets/2.jpeg";\n\n'
        "다먹고 근처 편의점에서 제로 콜라를 사서 돌아왔다.\n\n" + _flex("Day1_Img1", "Day1_Img2") + "\n\n"
        "## 2일차 - 가장 많이 걸은 날"
    )
    said = _said(tmp_path, body, lang="ko")
    assert said == [
        "다먹고 근처 편의점에서 제로 콜라를 사서 돌아왔다.",
        "(여기에 그림 2개가 있습니다.)",
        "2일차 - 가장 많이 걸은 날",
    ]


def test_brown2243_deep_live_cam_one_picture_under_a_heading_ko(tmp_path: Path) -> None:
    # brown2243/client-docusaurus blog/2025-06-09-deep-live-cam/index.mdx (s16 dev [21]): one `<img src={img}>` in a
    # flex div under '## 사용 후기', which the next sentence reads ('해당 UI를 볼 수 있고'): a picture, no longer an
    # MDX component left out — one picture is no gallery; the picture rules cue it (a heading right above)
    body = "## 사용 후기\n\n" + _flex("img") + "\n\n실행하면 해당 UI를 볼 수 있고, 매우 간단히 사용할 수 있다."
    said = _said(tmp_path, body, lang="ko")
    assert said == [
        "사용 후기",
        "(여기에 그림이 있습니다.)",
        "실행하면 해당 UI를 볼 수 있고, 매우 간단히 사용할 수 있다.",
    ]


def test_image_components_in_a_gallery_box_en(tmp_path: Path) -> None:
    # (a shape written here: a Docusaurus post's `<div className="gallery">` of `<Image>` components on lines of their
    # own, blank lines between them, and a paragraph that does not point at them)
    body = (
        "We spent the last day in Kyoto.\n\n"
        '<div className="gallery">\n\n<Image src={require("./a.jpg").default} />\n\n'
        '<Image src={require("./b.jpg").default} />\n\n<Image src={require("./c.jpg").default} />\n\n</div>\n\n'
        "The next morning we flew home."
    )
    said = _said(tmp_path, body, lang="en")
    assert said == [
        "We spent the last day in Kyoto.",
        "(Three images are shown here.)",
        "The next morning we flew home.",
    ]


def test_pictures_with_their_alts_in_a_gallery_ja(tmp_path: Path) -> None:
    # (a shape written here: a Japanese MDX post, `<img>` tags with expression sources and alts, in a flex div)
    body = (
        "京都の写真です。\n\n"
        '<div style={{ display: "flex" }}>\n  <img src={a} alt="金閣寺" />\n  <img src={b} alt="嵐山" />\n</div>\n\n'
        "また行きたい。"
    )
    said = _said(tmp_path, body, lang="ja")
    assert said[0] == "京都の写真です。" and said[-1] == "また行きたい。"
    assert len(said) == 3 and "金閣寺" in said[1] and "嵐山" in said[1]  # (one cue: both pictures, both alts)


def test_near_miss_a_box_with_words_is_no_gallery(tmp_path: Path) -> None:
    # near miss: a box that holds a picture and a sentence is read as before (its words; the picture by the rules)
    body = '<div style={{ display: "flex" }}>\n\nSome words beside it. <img src={a} />\n\n</div>\n\nAfter.'
    said = _said(tmp_path, body, lang="en")
    assert said[0].startswith("Some words beside it") and said[-1] == "After."
    assert not any("images are shown" in s for s in said)


def test_near_miss_an_image_card_is_no_picture(tmp_path: Path) -> None:
    # near miss: a component whose name only holds a picture word (`ImageCard`) is no picture element: no cue
    body = 'Read more.\n\n<div style={{ display: "flex" }}>\n  <ImageCard src={a} />\n  <ImageCard src={b} />\n</div>\n\nEnd.'
    said = _said(tmp_path, body, lang="en")
    assert not any("shown here" in s for s in said)
