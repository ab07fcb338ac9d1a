"""An escaped star's product test looks near it, not through its whole paragraph (s15 attacks, issue 43 item 8).

`markdown_rules._in_a_product` joined every text child before and after each escaped star: a paragraph of N stars
cost N², and a megabyte of `80 \\* 2 人\\* 6 ` (aszx87410's macau line repeated) was still running at 180 s. It now
reads _PRODUCT_REACH characters either side. Counted (the characters each search is given), not timed; and the
readings of the products and notes' marks the rule was made for are unchanged (tests/text/test_cjk_products.py).
"""

from __future__ import annotations

from pathlib import Path

import pytest

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
