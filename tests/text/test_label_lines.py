"""What a listener hears at a line that is a label, and at an H1 that says the title again (s7 dev reading).

dev-protocol/initto d374170d, src/ja/posts/what-is-a-protocol.md, writes each role as a bold line with its
definition on the next: `**オーサー**` / `パトロンの支援対象になる活動を行っている人々です。`. The page shows a
label; narrate joined the two lines as Japanese joins wrapped lines, and the reader heard
"オーサーパトロンの支援対象…". Bosh-Kuo/Bosh-Docusaurus-Dev-Notes 410fc45a (hexo-advanced-supplementary-1.md)
does the same in Chinese (`**1. A Record**` / `我們在 godaddy 的 DNS 管理頁面…`). The label now ends its
sentence ("。" beside Chinese or Japanese, "." otherwise); bold that only starts a line, or runs across a
line break, or a label that ends in its own mark, is read as before.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import body_said, post_script

CASES = [
    ("ja", "**オーサー**\nパトロンの支援対象になる活動を行っている人々です。", "オーサー。"),
    ("zh-hant", "**1. A Record**\n我們在 godaddy 的 DNS 管理頁面新增 4 組 IP。", "A Record。"),
    ("zh-hans", "**注意事项**\n部署之前先备份数据库。", "注意事项。"),
    ("ko", "**설치 방법**\n먼저 패키지를 설치합니다.", "설치 방법."),
    ("en", "**Step one**\nInstall the package and run it.", "Step one."),
]


@pytest.mark.parametrize(("lang", "body", "label"), CASES)
def test_a_bold_line_ends_as_a_label(tmp_path: Path, lang: str, body: str, label: str) -> None:
    said = " ".join(body_said(post_script(tmp_path, "\n" + body, lang)))
    assert label in said, said


@pytest.mark.parametrize(
    ("lang", "body", "joined"),
    [
        ("ja", "これは**とても\n大事**な話です。", "これはとても大事な話です。"),  # bold across the break
        ("en", "**Name**: value\nnext line here.", "Name: value next line here."),  # words after the bold
        ("zh-hans", "**注意：**\n这是重要的。", "注意：这是重要的。"),  # the label ends in its own mark
        ("en", "**Note** that this\nline goes on.", "Note that this line goes on."),
    ],
)
def test_bold_that_is_not_a_whole_line_is_read_as_before(tmp_path: Path, lang: str, body: str, joined: str) -> None:
    said = " ".join(body_said(post_script(tmp_path, "\n" + body, lang)))
    assert joined in said, said


@pytest.mark.parametrize(
    ("title", "h1", "heard_twice"),
    [
        # ATQQ/sugar-blog a06a5edc, packages/blogpress/technology/source/objectId.md: the front matter spells
        # the title 'Objectd', the H1 'ObjectId' — the reader heard the title twice in a row.
        ("源码学习：MongoDB-Objectd生成原理", "源码学习：MongoDB-ObjectId生成原理", False),
        ("Understanding closure in JavaScript", "Understanding closures in JavaScript", False),
        ("React Hooks 入门（一）", "React Hooks 入门（二）", True),  # a numeral is never the typo
        ("Part 1 of the series", "Part 2 of the series", True),
        ("Go 入門", "Go 入门", True),  # too short to call a typo: another word
        ("TypeScript入門（上）", "TypeScript入門（下）", True),  # a CJK character is a word (s7 review)
    ],
)
def test_an_h1_one_letter_from_the_title_is_not_said_again(
    tmp_path: Path, title: str, h1: str, heard_twice: bool
) -> None:
    from narrate.config import load_config
    from narrate.text.article import read_article
    from narrate.text.script import build_script

    path = tmp_path / "post.md"
    path.write_text(f"---\ntitle: {title}\n---\n\n# {h1}\n\nThe body of the post, in a few words.\n", encoding="utf-8")
    chunks = build_script(read_article(path), load_config()).chunks
    assert any(chunk.kind == "heading" for chunk in chunks) is heard_twice, [chunk.text for chunk in chunks]


@pytest.mark.parametrize(
    ("lang", "body", "joined"),
    [
        # (s7 review: a bold line inside a sentence got a full stop)
        (
            "en",
            "You should always remember that\n**the cache must be cleared after every deploy**\nor the old pages stay.",
            "after every deploy or the old pages",
        ),
        ("ja", "この設定を有効にすると、\n**キャッシュが無効になり**\n動作が遅くなります。", "無効になり動作が"),
    ],
)
def test_a_bold_line_inside_a_sentence_is_no_label(tmp_path: Path, lang: str, body: str, joined: str) -> None:
    said = " ".join(body_said(post_script(tmp_path, "\n" + body, lang)))
    assert joined in said, said


@pytest.mark.parametrize(
    ("body", "voices"),
    [
        # JiwoonKim/JUNEKIM.dev f3c6dccf (s7 held-out reading): Korean sentences of English names in notes read as
        # English were cut at each particle — 'Interview Cake의 General Programming 파트 정리' in four chunks,
        # '의 약자' alone (content/interview_prep/Interview_Cake_0…, content/front-end/css_/css_1.md)
        ("> Interview Cake의 General Programming 파트 정리", ["ko"]),
        ("- Cascading Style Sheet의 약자", ["ko"]),
        ("Harvard's Web Programming with Python and Javascript lecture 3 정리", ["ko"]),
        # a gloss in brackets, and a word inside English grammar, are still cut out for their voice
        ("The word (見解) means an opinion, and it is used often.", ["en", "zh-hant", "en"]),
        ("I really love 寿司 very much.", ["en", "zh-hans", "en"]),
    ],
)
def test_a_sentence_whose_grammar_is_korean_is_read_whole(tmp_path: Path, body: str, voices: list[str]) -> None:
    said = [chunk.lang for chunk in post_script(tmp_path, "\n" + body, "en").chunks[1:-1]]
    assert said == voices
