"""The feed settings a podcast app and the pages show carry no control character or bidi override (attacks s8)."""

from __future__ import annotations

from pathlib import Path

import pytest

from narrate.config import load_config


@pytest.mark.parametrize(
    "raw",
    ["\\u009b", "\\u007f", "\\u0008", "\\u0007", "\\u202e", "\\u2066", "\\u0085"],
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
