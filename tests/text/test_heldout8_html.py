"""HTML the page does not show, read aloud (the s8 held-out reading, dev since): a `<style>` opened in one block and
closed in a later one. `<style>` and `<script>` are raw-text elements: a browser takes everything after the opening
tag, Markdown's own tags included, as CSS or code until the end tag, so nothing between is shown or said.

Source: tarao/tarao.hatenablog.com (s8 held-out, dev since) entry/20141218_1418874884.md and 20130305_evil_ext.md,
trimmed (the `><style …>` opening in a quote, the CSS in the paragraph after it).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import body_said, post_script

_CSS = "a.btn, a.btn:visited {\n  padding: 13px 19px;\n  color: #FFF;\n}\n"


@pytest.mark.parametrize(
    ("lang", "body", "kept"),
    [
        (
            "ja",
            f'前の文です。\n\n><style type="text/css">\n{_CSS}</style>\n\n後の文です。',
            ["前の文です。", "後の文です。"],
        ),
        ("en", f"Before it.\n\n> <script>\n{_CSS}</script>\n\nAfter it.", ["Before it.", "After it."]),
        ("en", "Some text <style>.x { color: red; }</style> and more words here.", ["Some text and more words here."]),
    ],
)
def test_a_style_or_script_hides_all_up_to_its_end_tag(tmp_path: Path, lang: str, body: str, kept: list[str]) -> None:
    said = body_said(post_script(tmp_path, body, lang))
    assert said == kept


def test_a_closed_style_block_and_the_text_after_it(tmp_path: Path) -> None:
    said = body_said(post_script(tmp_path, f"<style>\n{_CSS}</style>\n\nThe words after the style.", "en"))
    assert said == ["The words after the style."]
