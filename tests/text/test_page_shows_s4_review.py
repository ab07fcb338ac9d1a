"""What the page shows, from the s4 text review (/work/scratch/review-text): bracketed prose with `name@version`,
hidden void elements and open `<rt>`s, tab shortcodes written in capitals or left open, `%%` in prose, a passage
of the opening said again later, a short description."""

from __future__ import annotations

from pathlib import Path

import pytest
from markdown_it.token import Token

from narrate.config import load_config
from narrate.text import markdown_rules, tab_groups
from narrate.text.article import read_article
from narrate.text.script import Script, build_script


def _script(tmp_path: Path, body: str, *, lang: str = "en", front: str = "") -> Script:
    path = tmp_path / "post.md"
    path.write_text(f"---\ntitle: T\nlang: {lang}\n{front}---\n\n{body}\n", encoding="utf-8")
    script = build_script(read_article(path), load_config())
    assert not script.lost, [(item.symbol, item.context) for _, item in script.lost]
    return script


def _said(script: Script) -> list[str]:
    return [chunk.text for chunk in script.chunks[1:-1]]


def test_bracketed_prose_with_a_name_at_a_version_is_said_and_a_pandoc_citation_is_not(tmp_path: Path) -> None:
    said = " ".join(_said(_script(tmp_path, "Upgrade first [this needs react@18 or later, and node@20] now.")))
    assert "react" in said and "node" in said and "20" in said
    said = " ".join(_said(_script(tmp_path, "먼저 [react@18 이상이 필요합니다] 시작합니다.", lang="ko")))
    assert "react" in said and "18" in said
    said = " ".join(_said(_script(tmp_path, "Cited [@zhou2003learning] and [see @doe99, pp. 33-35; -@smith04] here.")))
    assert said == "Cited and here."


def test_a_hidden_void_element_or_an_open_ruby_reading_leaves_the_rest_of_the_html_said(tmp_path: Path) -> None:
    pixel = (
        '<div>\n<img src="p.gif" width="1" height="1" style="display:none">\n<p>First one.</p>\n<p>Second.</p>\n</div>'
    )
    assert _said(_script(tmp_path, pixel + "\n\nLast.")) == ["First one.", "Second.", "Last."]
    logo = '<div>\n<p>Our logo <img src="l.png" alt="logo" aria-hidden="true"/> is fast.</p>\n<p>Second.</p>\n</div>'
    assert _said(_script(tmp_path, logo)) == ["Our logo is fast.", "Second."]
    inline = 'The icon <img src="i.png" aria-hidden="true"> marks <span hidden>never</span> new ones.'
    assert _said(_script(tmp_path, inline)) == ["The icon marks new ones."]
    ruby = "<p><ruby>明日<rt>あした</ruby>は晴れです。</p>\n<p>次の段落です。</p>\n\n本文の<ruby>漢字<rt>かんじ<rt>x</ruby>の読み方。"
    # (the second `<rt>`'s 'x' is no reading of 漢字: a gloss the page shows, said in brackets — s17 ruby ruling)
    assert _said(_script(tmp_path, ruby, lang="ja")) == [
        "明日は晴れです。",
        "次の段落です。",
        "本文の漢字（x）の読み方。",
    ]


def test_a_tab_shortcode_written_in_capitals_is_a_group(tmp_path: Path) -> None:
    body = 'Install:\n\n{{< Tabs >}}\n{{< Tab "npm" >}}\nRun npm install.\n{{< /Tab >}}\n{{< /Tabs >}}\n\nDone.'
    assert _said(_script(tmp_path, body)) == ["Install:", "npm", "Run npm install.", "Done."]


def test_no_error_in_a_tab_group_escapes() -> None:
    tokens = markdown_rules.parser().parse('{{< tabs >}}\n{{< tab "a" >}}\nA.\n{{< /tabs >}}\n')
    at = next(n for n, token in enumerate(tokens) if token.type == "shortcode_block")
    assert tab_groups.tab_group(tokens, at) is not None
    tokens[at].meta["element"] = None
    tokens[at].type = "jsx_open"  # (a token whose element is not one: read as it comes, no traceback)
    assert tab_groups.tab_group(tokens, at) is None


def test_unclosed_tab_groups_are_read_in_one_pass(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Each opener read on to the end of the article for its closer: 8,000 openers took half a minute. Counted
    # as shortcodes looked at (benchmarks/pathological.py "unclosed tab groups" has the time): twice the openers,
    # twice the looks, not four times.
    looked: list[int] = []
    shortcode = tab_groups._shortcode

    def counted(token: Token) -> tuple[bool, str, str]:
        looked.append(1)
        return shortcode(token)

    monkeypatch.setattr(tab_groups, "_shortcode", counted)

    def looks(n: int) -> int:
        looked.clear()
        said = _said(_script(tmp_path, "".join(f"{{{{< tabs >}}}}\n\nWords {i}.\n\n" for i in range(n))))
        assert said == [f"Words {i}." for i in range(n)]
        return len(looked)

    assert looks(400) <= 2 * looks(200) + 8


def test_percent_signs_in_prose_are_no_obsidian_comment(tmp_path: Path) -> None:
    body = (
        "Use the %%time magic, or the %%timeit magic.\n\nWrite 100%% here; the growth was 50%% and then 20%%.\n\n"
        "Run %%time, the growth 20%%\n\n%%\nA block comment.\n%%\n\nKept %%a note%% here.\n\n%% A line comment %%\nSaid."
    )
    said = _said(_script(tmp_path, body))
    assert "%%time" in said[0] and "%%timeit" in said[0]
    assert "100" in said[1] and "50" in said[1] and "20" in said[1] and "growth" in said[1]
    assert "time" in said[2] and "growth" in said[2]
    assert said[3:] == ["Kept here.", "Said."]


def test_the_opening_said_again_after_a_heading_is_said_there(tmp_path: Path) -> None:
    line = "Always pin your dependencies before you deploy to production."
    said = _said(_script(tmp_path, f"{line}\n\n## Why\n\nBuilds drift.\n\n## Conclusion\n\n{line}"))
    assert said == [line, "Why", "Builds drift.", "Conclusion", line]


def test_a_short_description_or_one_the_opening_says_only_inside_words_is_said_in_the_intro(tmp_path: Path) -> None:
    (tmp_path / "voices.yaml").write_text(
        "languages:\n  en:\n    voice: en-US-AriaNeural\n    intro: '{title}. By {author}. {description}'\n",
        encoding="utf-8",
    )
    from narrate.config import load_config as load

    config = load(tmp_path / "voices.yaml")
    path = tmp_path / "post.md"
    for description, opening in (("Go", "Go is a language."), ("pin versions", "Always pin versions here.")):
        path.write_text(
            f"---\ntitle: T\nauthor: Adam\nlang: en\ndescription: {description}\n---\n\n{opening}\n", encoding="utf-8"
        )
        assert description in build_script(read_article(path), config).chunks[1].text
    lead = "We released line-clamp, a plugin for truncating text."
    path.write_text(
        f"---\ntitle: T\nauthor: Adam\nlang: en\ndescription: {lead[3:]}\n---\n\n{lead}\n", encoding="utf-8"
    )
    assert "line-clamp" not in build_script(read_article(path), config).chunks[1].text
