"""An escaped star's product test looks near it, not through its whole paragraph (s15 attacks, issue 43 item 8).

`markdown_rules._in_a_product` joined every text child before and after each escaped star: a paragraph of N stars
cost N², and a megabyte of `80 \\* 2 人\\* 6 ` (aszx87410's macau line repeated) was still running at 180 s. It now
reads _PRODUCT_REACH characters either side. Counted (the characters each search is given), not timed; and the
readings of the products and notes' marks the rule was made for are unchanged (tests/text/test_cjk_products.py).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from markdown_it.token import Token

from helpers import write
from narrate.config import load_config
from narrate.text import markdown_rules
from narrate.text.article import read_article
from narrate.text.script import build_script


class _Spy:
    """A pattern that records the length of each text it is asked to search."""

    def __init__(self, pattern: object) -> None:
        self.pattern = pattern
        self.sizes: list[int] = []

    def search(self, text: str, *args: object) -> object:
        self.sizes.append(len(text))
        return self.pattern.search(text, *args)  # type: ignore[attr-defined]

    def finditer(self, text: str, *args: object) -> object:
        self.sizes.append(len(text))
        return self.pattern.finditer(text, *args)  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("lang", "unit"),
    [("zh-hant", "80 \\* 2 人\\* 6 "), ("ja", "価格 3 個\\* 4 "), ("en", "size 2 cm\\* 3 ")],
)
def test_each_escaped_star_reads_only_its_neighbourhood(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, unit: str
) -> None:
    spies = {}
    for name in ("_NUMBER_BEFORE", "_SENTENCE_END", "_PRODUCT_SIGN"):
        spies[name] = _Spy(getattr(markdown_rules, name))
        monkeypatch.setattr(markdown_rules, name, spies[name])
    path = write(tmp_path / "post.md", f"---\ntitle: Stars\nlang: {lang}\n---\n\n" + unit * 3000 + "\n")
    build_script(read_article(path), load_config())
    sizes = [size for spy in spies.values() for size in spy.sizes]
    assert sizes, "the product test was never asked"
    assert max(sizes) <= 2 * markdown_rules._PRODUCT_REACH + 1, max(sizes)  # was the whole paragraph: ~45,000


def _walked(children: list[Token], n: int, step: int) -> str:
    """The text beside `children[n]` as it was read before (s15): the children walked one by one from it."""
    parts: list[str] = []
    size, at = 0, n + step
    while 0 <= at < len(children) and size < markdown_rules._PRODUCT_REACH:
        if children[at].type in ("text", "text_special"):
            parts.append(children[at].content)
            size += len(children[at].content)
        at += step
    if step < 0:
        return "".join(reversed(parts))[-markdown_rules._PRODUCT_REACH :]
    return "".join(parts)[: markdown_rules._PRODUCT_REACH]


_CHILDREN = st.lists(
    st.tuples(
        st.sampled_from(["text", "text_special", "softbreak", "dialect_mark"]), st.text("ab1 人。.*\n", max_size=9)
    ),
    min_size=1,
    max_size=60,
)


@settings(max_examples=400, deadline=None)
@given(_CHILDREN, st.integers(1, 400), st.lists(st.integers(0, 59), max_size=8), st.sampled_from(["∗", "", "**"]))
def test_the_text_beside_a_child_is_what_walking_the_children_gave(
    made: list[tuple[str, str]], reach: int, changed: list[int], star: str
) -> None:
    """_TextAround (slices found by offsets) gives, either side of every child, what walking the children one by one
    gave, at any reach, with children that are no text between, and after children's contents were changed (a star
    made SHOWN_STAR, or a content of another length)."""
    children = [Token(kind, "", 0, content=content) for kind, content in made]
    with pytest.MonkeyPatch.context() as patched:
        patched.setattr(markdown_rules, "_PRODUCT_REACH", reach)
        around = markdown_rules._TextAround(children)
        for n in changed:
            if n < len(children):
                children[n].content = star
                around.changed(n)
        for n in range(len(children)):
            assert around.before(n) == _walked(children, n, -1), n
            assert around.after(n) == _walked(children, n, 1), n


@settings(max_examples=400, deadline=None)
@given(st.text("1 ab人\n\t.", max_size=20))
def test_a_number_before_is_looked_for_at_the_end_only(text: str) -> None:
    """_NUMBER_BEFORE ends the text (`$`): searching its last _NUMBER_BEFORE_LONGEST characters finds what searching
    all of it found, a final newline included."""
    whole = markdown_rules._NUMBER_BEFORE.search(text) is not None
    assert (markdown_rules._NUMBER_BEFORE.search(text[-markdown_rules._NUMBER_BEFORE_LONGEST :]) is not None) == whole
