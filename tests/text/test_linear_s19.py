"""Faster forms of the text stage's per-item work for the s18 attack shapes over 2 CPU s/MB (issue 43 item 8,
benchmarks/attacks.py SHAPES_S18): each gives what the form it replaces gave, compared here on generated text.
None of these shapes was superlinear, so nothing here is timed.
"""

from __future__ import annotations

import unicodedata

from hypothesis import example, given, settings
from hypothesis import strategies as st

from narrate.text import lexicon
from narrate.text.model import UNSAID_CATEGORIES, UNSAID_SYMBOLS


def _drop_invisible_before(text: str, *, keep_lines: bool = False) -> str:
    """lexicon._drop_invisible as it was (a character loop at the end)."""
    spaced = text
    if not text.isascii():
        text = lexicon._key_names(text)
        spaced = UNSAID_SYMBOLS.sub("", text)
    if not lexicon._BREAK_CHARS.search(spaced):
        pass
    elif not keep_lines:
        spaced = spaced.translate(lexicon._LINE_BREAKS)
    else:
        spaced = spaced.replace("\r\n", "\n").translate(lexicon._OTHER_BREAKS)
    if spaced.isprintable() or (keep_lines and spaced.replace("\n", "").isprintable()):
        return spaced
    return "".join(ch for ch in spaced if ch == "\n" or unicodedata.category(ch) not in UNSAID_CATEGORIES)


@settings(max_examples=1500, deadline=None)
@given(
    text=st.text(
        st.characters(codec=None) | st.sampled_from("\n\r\t\u00a0\u200b\u202e\ue000\U000e0001\ud800\U0010ffff&;中a ")
    )
)
@example(text="&amp; &lt;b&gt; \u00a0中 \u00a9 \u200b\n\ue000")
def test_invisible_characters_are_dropped_as_the_character_loop_dropped_them(text: str) -> None:
    """(s18 attack 'HTML entities': sentences with a no-break space are not printable, and each went through a
    loop over its characters) Controls, format marks, surrogates, private use and unassigned characters are
    dropped and every other character kept, line breaks kept with keep_lines, as before."""
    for keep_lines in (False, True):
        assert lexicon._drop_invisible(text, keep_lines=keep_lines) == _drop_invisible_before(
            text, keep_lines=keep_lines
        )
