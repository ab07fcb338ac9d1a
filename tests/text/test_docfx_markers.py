"""`narrate check`: DocFX's triple-colon extensions with attributes (`:::image type="content" source="…"
alt-text="…":::`) are markup the page never shows as text (text.page_view), so a reader's saying them is reported.

Source: s14 dev OfficeDev/office-scripts-docs.ja-JP docs/resources/samples/convert-csv.md (ja) [17][20][25][33][40] and
get-table-data.md [5][7], logged by the reader ('type="content" source=" ドットドットスラッシュ … コロンコロンコロン').
Each case is what the reader sent at the reading (0d3b639), fed to the judges as the chunk they heard: the judge must
see the leak whatever rule of the reader made it (narrate says these pictures by their alt since 80891a9). The English
case is the same syntax as Microsoft Learn's docs write it, written for the test; a box's `title="…"` is shown.
"""

from __future__ import annotations

from narrate.text.page_judges import Heard, markup_sent
from narrate.text.page_view import page_view

_IMAGE = '    :::image type="content" source="../../images/convert-csv-flow-1.png" alt-text="完了したコネクタ。":::'


def test_a_docfx_images_attributes_are_no_words_the_page_shows() -> None:
    """convert-csv (ja) [17]: the flow's screenshot, indented under its step, sent as its attributes."""
    lines = ["1. 完了したフローは次のようになります。", "", _IMAGE, "", "1. フローを保存します。"]
    page = page_view(lines, 1)
    assert [s.text for s in page.over(3, 3)] == [""]
    sent = (
        'コロンコロンコロン image type="content" source=" ドットドットスラッシュドットドットスラッシュ images スラッシュ'
        ' convert-csv-flow-1.png " alt-text="完了したコネクタ。" コロンコロンコロン'
    )
    heard = [Heard(0, "paragraph", 3, 3, sent, sent, "ja")]
    assert [f.kind for f in markup_sent(heard, page)] == ["markup sent to the voice"]
    # The picture said by its alt, as narrate says it now, is no leak.
    said = [Heard(0, "paragraph", 3, 3, "（画像: 完了したコネクタ。）", "（画像: 完了したコネクタ。）", "ja")]
    assert markup_sent(said, page) == []


def test_an_english_docfx_image_is_markup_and_a_title_attribute_is_shown() -> None:
    """Written for the test: the English original's shape; the page shows a `:::image` as its picture, and the title
    of `:::note title="Before you start"` as the box's."""
    plain = ':::image type="content" source="../images/flow.png" alt-text="The completed flow.":::'.split("\n")
    assert [s.text for s in page_view(plain, 1).over(1, 1)] == [""]
    lines = ':::note title="Before you start"\nInstall the add-in first.\n:::'.split("\n")
    assert [s.text for s in page_view(lines, 1).over(1, 1)] == ["Before you start"]
