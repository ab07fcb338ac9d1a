"""What the page shows, not what its Markdown says (issue 38, round 4): struck-out text, raised note marks,
MDX's `{' '}` in HTML. Real shapes from the s3 reading (benchmarks/round4_readings_s3.tsv)."""

from __future__ import annotations

from pathlib import Path

from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.jsx import shown_text
from narrate.text.script import Script, build_script


def _script(tmp_path: Path, body: str, *, suffix: str = ".md", lang: str = "en") -> Script:
    path = tmp_path / f"post{suffix}"
    path.write_text(f"---\ntitle: T\nlang: {lang}\n---\n\n{body}\n", encoding="utf-8")
    script = build_script(read_article(path), load_config())
    assert not script.lost, [(item.symbol, item.context) for _, item in script.lost]
    return script


def test_struck_out_text_is_left_out_by_its_declared_rule_and_kept_in_the_transcript(tmp_path: Path) -> None:
    # koher/zenn-contents ed2031f3 iosdc2020-iwillblog.md: "先日" struck out, "2 年前" written after it.
    script = _script(tmp_path, "~~先日~~ **2 年前** に登壇しました。", lang="ja")
    chunk = script.chunks[1]
    assert chunk.text == "2年前に登壇しました。"
    assert chunk.shown.startswith("~~先日~~")
    omitted = script.accounts[1].omitted
    assert ("struck-out text", "先日") in omitted
    as_json = script.to_json()["chunks"][1]["account"]["omitted"]
    assert {"rule": "struck-out text", "text": "先日"} in as_json


def test_html_strike_tags_inline_and_in_html_blocks(tmp_path: Path) -> None:
    script = _script(tmp_path, "Now <del>$20</del> $15, <s>old</s> new.\n\n<p>The <strike>v1</strike> v2 API.</p>")
    assert [c.text for c in script.chunks[1:-1]] == ["Now $15, new.", "The v2 API."]


def test_a_paragraph_all_struck_out_is_not_heard(tmp_path: Path) -> None:
    script = _script(tmp_path, "Kept.\n\n~~（この辺りは別の記事でまとめる予定）~~\n\n- ~~Done~~\n- Open")
    assert [c.text for c in script.chunks[1:-1]] == ["Kept.", "Open"]


def test_tildes_that_strike_nothing_stay_text(tmp_path: Path) -> None:
    # A single tilde is no strike in CommonMark (and a wave between numbers is a range).
    script = _script(tmp_path, "Wait 3~5 days, ~ok~.")
    assert "3" in script.chunks[1].text and "5" in script.chunks[1].text and "ok" in script.chunks[1].text


def test_raised_note_marks_are_left_out_and_raised_words_said(tmp_path: Path) -> None:
    # xitu/gold-miner db4f91ae hiding-data-in-an-image…md; kciter.github.io 528b4389 2024-07-27-tidy-first.mdx.
    body = (
        '它们是一个 8 位二进制数<sup><a href="#note1">[4]</a></sup>。'
        "See note<sup>1</sup>, x<sup>2</sup>, 통로 인터페이스<sup>pass-through interface</sup>, a<sup>[b]</sup>."
    )
    text = _script(tmp_path, body, lang="zh-hans").chunks[1].text
    assert "[4]" not in text and "4" not in text.replace("8位", "")
    assert "pass-through interface" in text and "2次方" in text
    assert "note 1" not in text and "[b]" not in text


def test_jsx_strings_in_mdx_html_are_what_they_show() -> None:
    # tailwindlabs/blog.tailwindcss.com 2b6144fa multi-line-truncation…/index.mdx
    src = '<p className="lead">\n  We released{\' \'}\n  <a href="x">it</a>{" "}{/* note */}today, {count}.\n</p>'
    assert shown_text(src) == '<p className="lead">\n  We released \n  <a href="x">it</a> today, {count}.\n</p>'
    assert shown_text('<div style={{ a: "b" }} title={"t"}>x</div>') == '<div style={{ a: "b" }} title={"t"}>x</div>'


def test_a_jsx_space_in_mdx_html_is_never_spoken(tmp_path: Path) -> None:
    body = '<p className="lead">\n  A few weeks back we released{\' \'}\n  <a href="https://x.dev"><code>line-clamp</code></a>\n  , a plugin.\n</p>'
    text = _script(tmp_path, body, suffix=".mdx").chunks[1].text
    assert "'" not in text and text.startswith("A few weeks back we released line-clamp")
