"""A line that is one bold span is a label: it ends where its line ends (s7 dev reading).

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
