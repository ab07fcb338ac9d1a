"""`narrate check`: what follows a CJK label's colon is a sentence of its own — an English message or title there, read
by the CJK voice, is English read by a CJK voice (text.voices_heard).

Sources (what narrate sent, from the reading packets): s14 dev sunface/rust-course src/cargo/guide/cargo-cache.md
(zh-Hans) [34][37], logged by the reader ('就会报错: Blocking waiting for file lock on package cache'); s13 held-out
aszx87410/huli-life-blog source/_posts/pcidss-and-credit-card-security.md (zh-Hant) [116] ('我有找到一個 YouTube
影片：A discussion about PCI compliance for e-commerce businesses').
"""

from __future__ import annotations

import pytest

from narrate.text.english_words import english_word
from narrate.text.voices_heard import english_in_cjk_voice


def _doubts(sent: str, lang: str, kind: str = "paragraph") -> list[tuple[str, str]]:
    return [(d.kind, d.text) for d in english_in_cjk_voice([(sent, lang, kind)], english_word)]


@pytest.mark.parametrize(
    ("sent", "lang", "kind", "english"),
    [
        (
            "如果你试图在另一个地方(例如终端)对同一个项目进行构建，就会报错: Blocking waiting for file lock on package cache。",
            "zh-hans",
            "paragraph",
            "Blocking waiting for file lock on package cache。",
        ),
        ("构建时卡住：Blocking waiting for file lock..", "zh-hans", "heading", "Blocking waiting for file lock.."),
        (
            "我有找到一個 YouTube 影片：A discussion about PCI compliance for e-commerce businesses",
            "zh-hant",
            "paragraph",
            "A discussion about PCI compliance for e-commerce businesses",
        ),
    ],
)
def test_english_after_a_cjk_label_is_its_own_sentence(sent: str, lang: str, kind: str, english: str) -> None:
    assert _doubts(sent, lang, kind) == [(f"English read by the {lang} voice", english)]


@pytest.mark.parametrize(
    "sent",
    [
        "環境：OS: macOS Big Sur (M1)",  # names after the label, no sentence
        "結論：這個方法在大多數情況下都可以用",  # Chinese after the label
        "OS: the operating system that runs it 是這台電腦的",  # a Latin label: the reader's own, not split here
    ],
)
def test_names_chinese_and_latin_labels_stay_as_they_were(sent: str) -> None:
    assert _doubts(sent, "zh-hant") == []
