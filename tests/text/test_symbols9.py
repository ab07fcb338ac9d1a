"""The symbol account's model of HTML tags (issue 38, session 9): a rule may leave out as "HTML tag" only what
CommonMark takes for a tag; angle brackets around words of another script are text the page shows, so their words
left out are holes the account reports (s8 held-out: `### App.vue에서 출력 <mapGetters 사용>` said without 사용, the
account counting 0)."""

from __future__ import annotations

import pytest

from narrate.text import account


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
