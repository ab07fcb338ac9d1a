"""`narrate check`'s view of note marks sent as superscript digits (text.note_marks_sent; the s16 ruling
"Superscript marks"): after a word or a stop they are a note's mark, which a voice hears as a power or a number;
after a unit or a variable, a power the voice must say.

Sources: s15 held-out eonist/eonist.github.io _posts/_2024-08-20-the-lindy-effect.md [7] ('decreases with age ²',
'something younger ³⁴'); the link texts `*Regexp*[²](…)`, `Kirk Haines[³](…)` of an s13 en article (corpus13); the
powers of s14/s15 articles (Hyper-Accel 'Gb/mm²', defgsus '224² pixels', WindrunnerMax '2³²−1', '`O(N²)`').
"""

from __future__ import annotations

import pytest

from narrate.text.note_marks_sent import note_marks_sent
from narrate.text.page_judges import Heard


def _marks(sent: str, lang: str) -> list[str]:
    return [f.what for f in note_marks_sent([Heard(0, "paragraph", 1, 1, sent, sent, lang)])]


@pytest.mark.parametrize(
    ("sent", "lang", "found"),
    [
        ("Its life expectancy decreases with age ². In other words", "en", ["ses with age ²"]),
        ("the longer it lasts than something younger ³⁴. This con", "en", ["hing younger ³⁴"]),
        ("uses a big Regexp² to split", "en", ["a big Regexp²"]),
        ("Kirk Haines³ wrote it", "en", ["Kirk Haines³"]),
        # constructed, the same shapes in a Chinese and a Japanese sentence
        ("它的寿命随着年龄增长而减少²。", "zh-hans", ["的寿命随着年龄增长而减少²"]),
        ("寿命は年齢とともに減る ¹。", "ja", ["寿命は年齢とともに減る ¹"]),
    ],
)
def test_a_note_mark_after_a_word_sent_as_a_superscript(sent: str, lang: str, found: list[str]) -> None:
    assert _marks(sent, lang) == found


@pytest.mark.parametrize(
    ("sent", "lang"),
    [
        ("SRAM은 약 0.04 Gb/mm² 수준인 반면", "ko"),  # a unit's power
        ("these images are 1024² pixels", "en"),  # a number's power
        ("数组下标的长度最大为 2³²−1。", "zh-hans"),
        ("마지막으로 문맥 길이에 따른 O(N²) 비용", "ko"),  # a variable's power
        ("sqrt(sum(value²) + ε)", "en"),  # a formula
        ("x² + y²", "en"),
        ("SK하이닉스의 H³와", "ko"),  # a one-letter name's
        ("its age squared", "en"),  # said in words
    ],
)
def test_a_power_or_no_superscript_is_no_note_mark(sent: str, lang: str) -> None:
    assert _marks(sent, lang) == []
