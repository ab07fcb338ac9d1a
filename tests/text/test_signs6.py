"""Session 6 signs: symbols the s5 readings heard dropped or misread, each said by a general rule (or its span cued),
with the account seeing what is left out.

Sources: the s5 held-out and dev sets (now dev): krahets/hello-algo 28c1e74c, datawhalechina/easy-rl fc4ece6e,
jessfraz/blog d8b0dade, hyperconnect/hyperconnect.github.io 2653943c, yytypescript/book da642f1c, Junhyunny/
junhyunny.github.io 0d2a7348, asciidwango/js-primer 976d11e0, Annilla/anny-hexo-blog 7beaa3d9.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.script import Script, build_script


def _script(tmp_path: Path, body: str, lang: str) -> Script:
    path = tmp_path / "post.md"
    path.write_text(f"---\ntitle: T\nlang: {lang}\n---\n{body}\n", encoding="utf-8")
    return build_script(read_article(path), load_config())


def _said(script: Script) -> list[str]:
    return [chunk.text for chunk in script.chunks[1:-1]]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # easy-rl chapter12.md: `[$-$1,1]` — KaTeX's auto-render pairs these dollars; pandoc's rule refuses the pair
        # (a digit after the closing one) and then paired the next dollars across the prose: four cues, the
        # sentences between lost. A sign alone between dollars before a number is that number's sign.
        (
            "zh-hans",
            "把输出限制到 [$-$1,1] 。我们得到输出后，被限制在 [$-$1,1] 之间。",
            "把输出限制到 [-1, 1]。我们得到输出后，被限制在 [-1, 1] 之间。",
        ),
        # Money stays money: "$5-$10" has a digit after its second dollar and no sign alone between.
        ("en", "It costs $5-$10 a month.", "It costs $5-$10 a month."),
    ],
)
def test_a_sign_alone_between_dollars_is_its_numbers_sign(tmp_path: Path, lang: str, body: str, said: str) -> None:
    script = _script(tmp_path, body, lang)
    assert _said(script) == [said]
    assert not script.lost
