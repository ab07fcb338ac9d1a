"""A sign's window is looked at by its last characters before it is searched (s15 speed, issue 43 item 8: the s14
attack "emoji shortcodes", `:smile: :rocket: ` over a megabyte, was 8.4 CPU s/MB, most of it `signs._as_noun`
searching four patterns that end in `$` over each sign's 80 characters before it: Python's `re` tries every start).

The look at the last characters is a necessary condition of each search, so the answers stay the searches' own:
held here on generated windows made of every character those patterns name (and of newlines, since `$` also matches
before one that ends the text); and counted, not timed, on a paragraph of emoji, where no window can end as a list's
separator, a list's opening or a word wanting an object."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from narrate import build_script, load_config, read_article
from narrate.text import signs

# The characters and words the four patterns are made of, with letters, emoji, spaces and newlines around them.
_PIECES = [
    *"ab xyZ\n\t\u3000,，、:：🍎🐶🚀\ufe0f",
    *"和与與或及跟や择擇在ら有是叫像成为為选選用要吃买買欢歡爱愛",
    " and ",
    " or ",
    " & ",
    "와 ",
    "과 ",
    "및 ",
    "또는 ",
    "以及",
    "选择",
    "選擇",
    "から",
    "没有",
    "变成",
    "成为",
    "喜欢",
    "between ",
    "either ",
    "choose ",
    "pick ",
    "like ",
    "as ",
    "the ",
    "A ",
    "an ",
    "My ",
    "has ",
    "ſ ",
    "LOVE ",
]
_WINDOWS = st.lists(st.sampled_from(_PIECES), max_size=12).map("".join)


@settings(max_examples=1000, deadline=None)
@given(_WINDOWS)
def test_each_look_is_a_necessary_condition_of_its_search(before: str) -> None:
    if signs._ITEM_BEFORE.search(before) or signs._LAST_ITEM_BEFORE.search(before):
        assert signs._may_end_with_separator(before)
    if signs._LIST_OPENS.search(before):
        assert signs._may_open_a_list(before)
    if signs._OBJECT_BEFORE.search(before):
        assert signs._may_end_with_a_word_wanting_an_object(before)
    if signs._CONTRAST_BEFORE.search(before):
        assert signs._may_end_a_contrast(before)
    if signs._CONTRAST_BEFORE_CJK.search(before):
        assert signs._may_end_a_cjk_contrast(before)


@pytest.mark.parametrize(
    "before",
    [
        "I like 🐶, ",  # a list's separator (en)
        "🍎、",  # zh
        "🐶와 ",  # ko
        "between 🐶 and ",
        "choose: ",
        "我选择",
        "I want a ",
        "还没有",
        "I want a \n",  # `$` before the newline that ends the text
        "还没有\n",
        "between\n",
        "required: 😱 but mostly ",  # two emoji set against each other (s11 dev zachleat featherweight-facepile)
        "：😱但是",
        "「😫けど",
    ],
)
def test_windows_that_end_as_the_patterns_do_are_searched(before: str) -> None:
    searched = [
        (signs._ITEM_BEFORE, signs._may_end_with_separator),
        (signs._LAST_ITEM_BEFORE, signs._may_end_with_separator),
        (signs._LIST_OPENS, signs._may_open_a_list),
        (signs._OBJECT_BEFORE, signs._may_end_with_a_word_wanting_an_object),
        (signs._CONTRAST_BEFORE, signs._may_end_a_contrast),
        (signs._CONTRAST_BEFORE_CJK, signs._may_end_a_cjk_contrast),
    ]
    found = [look for pattern, look in searched if pattern.search(before)]
    assert found
    assert all(look(before) for look in found)


class _Counted:
    """A pattern whose searches are counted."""

    def __init__(self, pattern: object, counts: dict[str, int], name: str) -> None:
        self._pattern, self._counts, self._name = pattern, counts, name

    def search(self, text: str) -> object:
        self._counts[self._name] += 1
        return self._pattern.search(text)  # type: ignore[attr-defined]


@pytest.fixture
def searches(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, int]]:
    names = (
        "_ITEM_BEFORE",
        "_LAST_ITEM_BEFORE",
        "_LIST_OPENS",
        "_OBJECT_BEFORE",
        "_CONTRAST_BEFORE",
        "_CONTRAST_BEFORE_CJK",
    )
    counts = dict.fromkeys(names, 0)
    for name in counts:
        monkeypatch.setattr(signs, name, _Counted(getattr(signs, name), counts, name))
    yield counts


def test_a_paragraph_of_emoji_searches_no_window(tmp_path: Path, searches: dict[str, int]) -> None:
    article = tmp_path / "emoji.md"
    article.write_text(
        "---\ntitle: Emoji\nlang: en\n---\n\nA first paragraph.\n\n" + ":smile: :rocket: " * 200 + "\n",
        encoding="utf-8",
    )
    script = build_script(read_article(article), load_config())
    assert script.chunks  # the article was read and said
    # main: one search per sign of each but _ITEM_BEFORE and _LIST_OPENS (asked only before a list's next item);
    # here none
    assert searches == dict.fromkeys(searches, 0)


def test_a_list_of_emoji_is_still_searched_and_said(tmp_path: Path, searches: dict[str, int]) -> None:
    article = tmp_path / "pets.md"
    article.write_text(
        "---\ntitle: Pets\nlang: en\n---\n\nWe have three pets: 🐶, 🐱 and 🐭 live with us.\n", encoding="utf-8"
    )
    script = build_script(read_article(article), load_config())
    said = " ".join(chunk.text for chunk in script.chunks)
    assert searches["_LAST_ITEM_BEFORE"] > 0
    assert "dog" in said.lower() and "mouse" in said.lower()
