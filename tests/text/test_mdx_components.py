"""`narrate check` on MDX: a component's body is Markdown of its own (text.page_view) — a fence indented under
`<TabItem>` is a fence, never prose the page shows and the listener never hears.

Source: s13 dev ChungYingHo/CodeFictionist docs/tech_articles/02-setting_initial_environment/01-node.mdx (zh-Hant,
Docusaurus): 'xcode-select -p' in an indented fence inside `<TabItem value="mac">` was 'shown, never said' ten times
(the noise s13-check left). The English case is Docusaurus's own tab shape, written for the test.
"""

from __future__ import annotations

from pathlib import Path

from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.check import check_article
from narrate.text.page_view import page_view


def _doubts(tmp_path: Path, text: str, lang: str) -> list[tuple[str, str]]:
    path = tmp_path / "post.mdx"
    path.write_text(f"---\ntitle: t\nlang: {lang}\n---\n{text}", encoding="utf-8")
    report = check_article(read_article(path), load_config())
    return [(d["kind"], d["text"]) for d in report.page_doubts]


_NODE = """import TabItem from '@theme/TabItem';

### 安裝 nvm
<Tabs>
  <TabItem value="mac" label="Mac">
    Mac 要安裝 Xcode Cli 才能安裝 nvm。
    1. 先確認是否已經有 Xcode Cli。
    ```powershell
    xcode-select -p
    ```
    2. 如果沒有，就安裝 Xcode Cli。
  </TabItem>
</Tabs>
"""


def test_a_fence_indented_in_a_tab_is_code_not_prose_unsaid(tmp_path: Path) -> None:
    """01-node (zh-Hant): the fence's 'xcode-select' is code the page shows in a box, cued as code."""
    assert _doubts(tmp_path, _NODE, "zh-hant") == []
    lines = ["---", "title: t", "---", *_NODE.split("\n")]
    page = page_view(lines, 4, mdx=True)
    assert [s.kind for s in page.items if "xcode-select" in s.text] == ["code"]
    # Read as CommonMark (no MDX), the whole <Tabs> is one HTML block that shows its code as text.
    assert [s.kind for s in page_view(lines, 4).items if "xcode-select" in s.text] == ["prose"]


def test_prose_in_a_tab_is_the_pages_prose() -> None:
    """Written for the test (en): a tab's sentences, indented under `<TabItem>`, are prose the page shows (judged as
    any), not an indented code block; the tags themselves show nothing."""
    lines = [
        "<Tabs>",
        '  <TabItem value="npm" label="npm">',
        "    Run the installer, then restart the terminal.",
        "  </TabItem>",
        "</Tabs>",
    ]
    page = page_view(lines, 1, mdx=True)
    assert [(s.kind, s.text) for s in page.items] == [("prose", "Run the installer, then restart the terminal.")]
