"""`narrate check`: DocFX's triple-colon extensions with attributes (`:::image type="content" source="…"
alt-text="…":::`) are markup the page never shows as text (text.page_view), so the reader's saying them is reported.

Source: s14 dev OfficeDev/office-scripts-docs.ja-JP docs/resources/samples/convert-csv.md (ja) [17][20][25][33][40] and
get-table-data.md [5][7], logged by the reader ('type="content" source=" ドットドットスラッシュ … コロンコロンコロン'). The
English case is the same syntax as Microsoft Learn's docs write it, written for the test; a box's `title="…"` is shown.
"""

from __future__ import annotations

from pathlib import Path

from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.check import check_article
from narrate.text.page_view import page_view


def _doubts(tmp_path: Path, text: str) -> list[tuple[int, str]]:
    path = tmp_path / "post.md"
    path.write_text(text, encoding="utf-8")
    report = check_article(read_article(path), load_config())
    return [(d["line"], d["kind"]) for d in report.page_doubts]


def test_a_docfx_image_read_as_text_is_reported(tmp_path: Path) -> None:
    """convert-csv (ja) [17]: the flow's screenshot, indented under its step, sent as its attributes."""
    found = _doubts(
        tmp_path,
        "---\ntitle: CSV を変換する\nlang: ja\n---\n"
        "1. 完了したフローは次のようになります。\n\n"
        '    :::image type="content" source="../../images/convert-csv-flow-1.png" alt-text="完了したコネクタ。":::\n\n'
        "1. フローを保存します。\n",
    )
    assert (7, "markup sent to the voice") in found


def test_an_english_docfx_image_is_markup_and_a_title_attribute_is_shown(tmp_path: Path) -> None:
    """Written for the test: the English original's shape; the page shows a `:::image` as its picture, and the title
    of `:::note title="Before you start"` as the box's."""
    found = _doubts(
        tmp_path,
        "---\ntitle: Convert CSV\nlang: en\n---\n"
        "The completed flow looks like this.\n\n"
        ':::image type="content" source="../images/flow.png" alt-text="The completed flow in Power Automate.":::\n\n'
        "Save the flow.\n",
    )
    assert any(line == 7 for line, _ in found)
    lines = ':::note title="Before you start"\nInstall the add-in first.\n:::'.split("\n")
    assert [s.text for s in page_view(lines, 1).over(1, 1)] == ["Before you start"]
    plain = ':::image type="content" source="a.png" alt-text="A flow.":::'.split("\n")
    assert [s.text for s in page_view(plain, 1).over(1, 1)] == [""]
