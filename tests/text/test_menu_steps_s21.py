"""A chain of labels joined by '>' that an instruction governs is a menu's path walked, its steps said "then"
(issue 38, s21 held-out blind reading).

Source: qian403 src/content/posts/change-dns-guide.md [17][21][27][28][37][38][40][45][46][60] (numbered steps
"點選右上角 `⋮` > 「設定」> …", "在網路連線上按右鍵 > 「內容」", "Apple 選單 > 「系統設定」> 「網路」": each '>' sent
bare, heard "greater than", where its own [52] says 然後). Shapes written from other blogs in other languages (a
Japanese and an English numbered step, a Korean and an English sentence whose verb goes there), and near misses the
rule leaves alone: a ranking with no instruction, a condition in a numbered step, variables compared.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import said_whole


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # qian403 change-dns-guide [17]: a verb, an icon in code (named since s22: test_connectors_s22), quoted labels.
        (
            "zh-hant",
            "1. 點選右上角 `⋮` > 「設定」> 「隱私權和安全性」> 「安全性」",
            ["1、點選右上角更多選項圖示，然後「設定」，然後「隱私權和安全性」，然後「安全性」"],
        ),
        # qian403 change-dns-guide [27][28]: a key in code first; a right click, then one label.
        (
            "zh-hant",
            "1. 按 `Win + I` > 「網路和網際網路」> 「進階網路設定」\n2. 在網路連線上按右鍵 > 「內容」",
            ["1、按 Win 加 I，然後「網路和網際網路」，然後「進階網路設定」", "2、在網路連線上按右鍵，然後「內容」"],
        ),
        # qian403 change-dns-guide [37][46]: a numbered step with no verb before the chain; a verb after it.
        (
            "zh-hant",
            "1. Apple 選單 > 「系統設定」> 「網路」\n2. 「設定 DNS」> 選擇「手動」",
            ["1、Apple 選單，然後「系統設定」，然後「網路」", "2、「設定 DNS」，然後選擇「手動」"],
        ),
        # Written: a Japanese numbered step and an English one (two labels, no capitals to make a path of three).
        (
            "ja",
            "1. 設定 > 一般 > 情報 を開きます",
            ["1、設定、そして一般、そして情報を開きます"],
        ),
        (
            "en",
            "1. Account menu > security keys",
            ["1. Account menu, then security keys"],
        ),
        # Written: a Korean sentence whose verb goes there, an English one whose verb comes first.
        (
            "ko",
            "`Obsidian` > `settings` > `community plugins` 에서 클릭합니다.",
            ["Obsidian, 그다음 settings, 그다음 community plugins 에서 클릭합니다."],
        ),
        (
            "en",
            "Then click `Share` > `Invite people` to add them.",
            ["Then click Share, then Invite people to add them."],
        ),
    ],
)
def test_a_chain_an_instruction_walks(tmp_path: Path, lang: str, body: str, said: list[str]) -> None:
    assert said_whole(tmp_path, body, lang=lang) == said


@pytest.mark.parametrize(
    ("lang", "body", "sign"),
    [
        # A ranking: no instruction, nouns of a quality.
        ("zh-hant", "我的排序是 正確性 > 可讀性 > 效能", True),
        ("zh-hant", "1. 正確性 > 可讀性 > 效能", True),
        # A condition in a numbered step; variables and numbers compared.
        ("zh-hans", "1. 如果 内存 > 阈值，就开启交换分区", False),
        ("en", "1. Check that `count` > 5 before you go on.", False),
        ("ko", "1. 값 a > b 인지 확인합니다", False),
        # A tag written spaced in a numbered step (JiwoonKim/JUNEKIM.dev content/front-end/css/_css_1.md).
        ("ko", "1. < head > 부분에 따로 < style > 태그를 만들어서", False),
    ],
)
def test_a_comparison_stays(tmp_path: Path, lang: str, body: str, sign: bool) -> None:
    said = " ".join(said_whole(tmp_path, body, lang=lang))
    assert "然後" not in said and "然后" not in said and "then" not in said and "그다음" not in said, said
    if sign:
        assert ">" in said, said
