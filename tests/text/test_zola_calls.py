"""Zola shortcodes called in the Markdown (#38, s19 held-out jim60105/blog-content: 126 defects, every CJK character
lost): a call's `body` argument is the text the page shows in place, whatever the call's name; a call whose named
argument is a picture's file is that picture (its cue, with its alt). A call in a code span stays code; Hugo's
shortcodes and a Zola call with no body and no picture keep their reading (text.shortcodes)."""

from __future__ import annotations

from pathlib import Path

from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.script import build_script
from narrate.text.shortcodes import shortcode_image, shortcode_text


def _said(tmp_path: Path, body: str, *, lang: str) -> list[str]:
    path = tmp_path / "post.md"
    path.write_text(f"---\ntitle: T\nlang: {lang}\n---\n\n{body}\n", encoding="utf-8")
    return [chunk.text for chunk in build_script(read_article(path), load_config()).chunks[1:-1]]


def test_jim60105_english_textbook_body_calls_read_in_place(tmp_path: Path) -> None:
    # jim60105/blog-content AI/english-textbook-generation-assistant/index.md (s19 held-out chunks 7, 9): the 50
    # minutes the article is about, and the stated goal, never heard
    body = (
        '我爸每天會花費{{ cr(body="約 50 分鐘")}}製作這些教材。\n\n'
        '{{cg(body="目標是將我爸的需求轉成工作流，實現高度自動化。")}}'
    )
    assert _said(tmp_path, body, lang="zh-TW") == [
        "我爸每天會花費約50分鐘製作這些教材。",
        "目標是將我爸的需求轉成工作流，實現高度自動化。",
    ]


def test_jim60105_keyboard_color_call_any_name_and_spaced_call() -> None:
    # jim60105/blog-content Unboxing/niz-atom68-micro82 (`{{color(color="#b45f06", body="茶軸")}}`) and
    # Unboxing/VR-Headset-Xiaozhai-Z5 (`{{ch (body="…")}}`, a space before the bracket)
    assert shortcode_text('{{color(color="#b45f06", body="茶軸")}}') == "茶軸"
    assert shortcode_text('{{ch (body="(結論是手機 VR 眼鏡不能玩此遊戲)")}}') == "(結論是手機 VR 眼鏡不能玩此遊戲)"


def test_body_call_other_languages(tmp_path: Path) -> None:
    # shapes of other Zola blogs: an English note, a Japanese highlight with Tera's backtick string
    said = _said(tmp_path, 'It is {{ highlight(body="really fast") }} now.', lang="en")
    assert said == ["It is really fast now."]
    assert shortcode_text("{{ mark(body=`とても速い`) }}") == "とても速い"


def test_jim60105_picture_call_alone_under_a_heading(tmp_path: Path) -> None:
    # jim60105/blog-content AI/english-textbook-generation-assistant (s19 held-out chunks 23, 37): a picture under
    # its heading silent; two in a row are one album (s18 ruling)
    body = (
        '## 輸入處理\n\n{{ image(url="1.png", alt="輸入處理") }}\n\n## TTS\n\n'
        '{{ image(url="6.png", alt="TTS 音檔") }}\n{{ image(url="7.png", alt="TTS 輸出") }}'
    )
    said = _said(tmp_path, body, lang="zh-TW")
    assert "（圖：輸入處理）" in said
    assert "（此處有兩張圖：TTS 音檔；TTS 輸出）" in said


def test_picture_calls_other_shapes_and_near_misses() -> None:
    assert shortcode_image('{{ image(url="k580-2.jpg") }}') == ""
    assert shortcode_image('{{ img(src="/posts/a/cat.webp", alt="A cat") }}') == "A cat"
    assert shortcode_image("{{ resize_image(path='photos/b.JPG?v=2') }}") == ""
    # near misses: no picture argument (a table of contents, a note with a link), Hugo's shortcode
    assert shortcode_image("{{ toc() }}") is None
    assert shortcode_image('{{ note(href="https://example.com/a") }}') is None
    assert shortcode_image('{{< highlight go "linenos=table" >}}') is None
    assert shortcode_text("{{ toc() }}") == ""


def test_body_call_in_code_span_stays_code(tmp_path: Path) -> None:
    said = _said(tmp_path, 'Write `{{ cr(body="red") }}` in the page.', lang="en")
    assert len(said) == 1 and "body" in said[0]
