"""An episode's description taken from the article's first paragraph carries no bidi control (attacks s14).

The description reaches episodes.json, the feed's <description> and the listening page's <meta>. A title or a
front-matter description already loses its bidi embeddings, overrides and isolates (text.model.strip_unsafe:
"they reorder what a listener's app shows"); the first paragraph, taken when the front matter gives none, kept
them: `A first sentence.\u202eA second` showed the second sentence backwards in every podcast app's show notes
(s14_a_character_in_a_published_field[a right-to-left override in the transcript cue], failed on main 7dd14bf).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from narrate.text.article import read_article

BIDI = re.compile("[\u202a-\u202e\u2066-\u2069]")


@pytest.mark.parametrize(
    ("lang", "body", "kept"),
    [
        ("en", "A first sentence that is said.\u202eA second sentence, said too.", "A second sentence, said too."),
        ("en", "Run \u2066rm -rf\u2069 never, \u202aplease\u202c.", "Run rm -rf never, please."),
        ("zh-hans", "第一句话在这里。\u202e第二句话也在这里。", "第二句话也在这里。"),
        ("ja", "最初の文です。\u2067逆の文\u2069です。", "逆の文です。"),
    ],
)
def test_a_description_from_the_first_paragraph_has_no_bidi_control(
    tmp_path: Path, lang: str, body: str, kept: str
) -> None:
    path = tmp_path / "post.md"
    path.write_text(f"---\ntitle: Notes\nlang: {lang}\n---\n\n{body}\n", encoding="utf-8")
    description = read_article(path).description
    assert not BIDI.search(description), repr(description)
    assert description.endswith(kept)  # the words stay, only the controls go


def test_a_right_to_left_paragraph_keeps_its_own_letters(tmp_path: Path) -> None:
    """Hebrew and Arabic need no control to show right to left: their letters are kept as written."""
    path = tmp_path / "post.md"
    path.write_text("---\ntitle: RTL\nlang: en\n---\n\nשלום עולם. مرحبا بالعالم.\n", encoding="utf-8")
    assert read_article(path).description == "שלום עולם. مرحبا بالعالم."
