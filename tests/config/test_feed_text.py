"""The feed settings a podcast app and the pages show carry no control character or bidi override (attacks s8)."""

from __future__ import annotations

from pathlib import Path

import pytest

from narrate.config import load_config


@pytest.mark.parametrize(
    "raw",
    # (a tag character, U+E0041, outside a flag's sequence: invisible, reached pages and feeds raw (s9 attacks))
    ["\\u009b", "\\u007f", "\\u0008", "\\u0007", "\\u202e", "\\u2066", "\\u0085", "\\U000E0041"],
)
def test_control_characters_and_bidi_overrides_leave_the_feeds_words(tmp_path: Path, raw: str) -> None:
    path = tmp_path / "voices.yaml"
    path.write_text(
        "engine: espeak\nfeed:\n  base_url: https://example.com/pod\n"
        f'  author: "Te{raw}ster"\n  owner_name: "Own{raw}er"\n'
        f'  title: {{en: "Ti{raw}tle"}}\n  description: "Desc{raw}ription.\\nSecond line."\n'
        f'  copyright: "© {{year}} {raw}me"\n',
        encoding="utf-8",
    )
    feed = load_config(path).feed
    assert (feed.author, feed.owner_name, feed.title["en"]) == ("Tester", "Owner", "Title")
    assert feed.description["en"] == "Description.\nSecond line."  # a line break stays
    assert feed.copyright["default"] == "© {year} me"


def _strings(value: object) -> list[str]:
    """Every piece of text in a feed setting's value (text, mappings, lists, people)."""
    import dataclasses

    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for key, item in value.items() for s in _strings(key) + _strings(item)]
    if isinstance(value, (tuple, list)):
        return [s for item in value for s in _strings(item)]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [s for f in dataclasses.fields(value) for s in _strings(getattr(value, f.name))]
    return []


# Settings a podcast app shows as words, each given here with a bidi override and a C1 control in it; the
# others are addresses (ASCII by their checks) or a choice of a few names. A setting added to FeedSettings
# must be named in one of the two, so that a new text of the feed is tested too.
_SHOWN = {
    "author": '"Te{r}ster"',
    "owner_name": '"Own{r}er"',
    "owner_email": '"me{r}@example.com"',
    "category": '"Tech{r}nology"',
    "title": '{{en: "Ti{r}tle"}}',
    "description": '"Desc{r}ription."',
    "copyright": '"© {{year}} {r}me"',
    "people": '[{{name: "Bob{r}gnp.exe"}}, "Ann{r}"]',
    "txt": '{{verify: "to{r}ken", other: {{en: "x{r}y"}}}}',
    "disclosure": '{{en: "Read by{r} a voice.", default: "A voice{r}."}}',
}
_NOT_WORDS = {"base_url", "media_base_url", "link", "article_url", "image", "new_feed_url", "anchors"}


@pytest.mark.parametrize("raw", ["\\u202e\\u2066\\u009b", "\\u0080\\u007f\\u202a"])
def test_every_text_of_the_feed_settings_is_cleaned(tmp_path: Path, raw: str) -> None:
    """review s8 harden-speed #2: the disclosure, people, owner_email and podcast:txt kept them."""
    import dataclasses

    from narrate.config import FeedSettings

    fields = {f.name: f for f in dataclasses.fields(FeedSettings)}
    texts = {name for name, f in fields.items() if f.type not in ("bool", bool)}
    assert texts == set(_SHOWN) | _NOT_WORDS  # every setting that holds text is one of the two
    lines = "".join(f"  {key}: {value.format(r=raw)}\n" for key, value in _SHOWN.items())
    path = tmp_path / "voices.yaml"
    path.write_text(f"engine: espeak\nfeed:\n  base_url: https://example.com/pod\n{lines}", encoding="utf-8")
    feed = load_config(path).feed
    for name in fields:
        shown = _strings(getattr(feed, name))
        assert not [s for s in shown if any(c in s for c in "\u202e\u2066\u009b\u0080\u007f\u202a")], name
    assert feed.disclosure["en"] == "Read by a voice." and feed.owner_email == "me@example.com"
    assert [p.name for p in feed.people] == ["Bobgnp.exe", "Ann"]
    assert sorted(text for _, _, text in feed.txt) == ["token", "xy"]
