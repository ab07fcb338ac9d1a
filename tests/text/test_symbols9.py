"""The symbol account's model of HTML tags (issue 38, session 9): a rule may leave out as "HTML tag" only what
CommonMark takes for a tag; angle brackets around words of another script are text the page shows, so their words
left out are holes the account reports (s8 held-out: `### App.vue에서 출력 <mapGetters 사용>` said without 사용, the
account counting 0)."""

from __future__ import annotations

from pathlib import Path

import pytest

from narrate.config import load_config
from narrate.text import account
from narrate.text.article import read_article
from narrate.text.script import build_script


@pytest.mark.parametrize(
    ("text", "a_tag"),
    [
        ("<b>", True),
        ("</span>", True),
        (' <span class="x">', True),
        ("<img src=x alt>", True),
        ("<br/>", True),
        ("<!-- a comment -->", True),
        ("<Foo bar={x}>", True),
        ("< >", True),  # a tag whose name was said and taken out
        ("< 사용>", False),  # `<mapGetters 사용>`: an attribute's name is never Hangul
        ("< KEY,VALUE>", False),  # `<KEY,VALUE>` (s8 held-out Wuriqilang)
        ("< 的用法>", False),
    ],
)
def test_html_tag_shape(text: str, a_tag: bool) -> None:
    shape = account._shape("HTML tag")
    assert shape is not None
    assert bool(shape.fullmatch(text)) is a_tag


def test_a_non_tag_left_out_is_lost() -> None:
    with account.keeping() as ledger:
        account.omit("HTML tag", "< 사용>")
    assert ledger.outside == [("HTML tag", "< 사용>")]
    assert ledger.omitted == []
    lost = account.source_account("출력 <mapGetters 사용>", 1, 1, ["출력 mapGetters"], ledger).lost
    assert [item.symbol for item in lost] == ["<", "사", "용", ">"]
    assert all(item.rule == "HTML tag" for item in lost)


def _said(tmp_path: Path, markdown: str, lang: str = "en") -> str:
    path = tmp_path / "post.md"
    path.write_text(f"---\ntitle: t\nlang: {lang}\n---\n\n{markdown}\n", encoding="utf-8")
    script = build_script(read_article(path), load_config())
    return " | ".join(chunk.text for chunk in script.chunks[1:-1])


@pytest.mark.parametrize(
    ("markdown", "lang", "said"),
    [
        # a handle repeats a name after a capitalised name, a caseless script's name, or words sharing its letters
        ("Thanks to Aaron Hill (@Aaron1011) for it.", "en", "Thanks to Aaron Hill for it."),
        ("— balajis.com (@balajis) November 10, 2020", "en", "— balajis.com November 10, 2020"),
        ("浜田直樹氏（@xylnao11）による記事です。", "ja", "浜田直樹氏による記事です。"),
        # after any other word it is the only name of who is meant (s9 dev llvm improve-clang-doc)
        (
            "An LLVM community member (@cor3ntin) suggested it.",
            "en",
            "An LLVM community member (at cor3ntin) suggested it.",
        ),
        # a bracketed handle with a reference definition is a link (CommonMark), not a Pandoc citation
        (
            "A member ([@cor3ntin]) said it.\n\n[@cor3ntin]: https://example.com/u/cor3ntin",
            "en",
            "A member (at cor3ntin) said it.",
        ),
        # one star alone has no partner: the page shows it (s9 dev 7shi es6-coroutine-1)
        ("See function* for generators.", "en", "See function star for generators."),
        ("Use *emphasis* here.", "en", "Use emphasis here."),
        ("n*2 steps", "en", "n times 2 steps"),
    ],
)
def test_handles_and_stars(tmp_path: Path, markdown: str, lang: str, said: str) -> None:
    assert _said(tmp_path, markdown, lang) == said
