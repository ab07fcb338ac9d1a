"""Two quantities joined by a dash or a wave are said as their range, by the kinds of the two sides (text.ranges).

Sources: the s10 held-out reading (benchmarks/round4_readings_s10.tsv) of Hyper-Accel/hyper-accel.github.io
(content/posts/what-is-hbf/index.md [70] [110], what-is-the-transformers/index.ko.md [73], k8s-device-plugin/index.ko.md
[96]); tried on sugyan/zenn-content (books/adventofcode-2022/day17.md), xhiroga/zenn-content
(articles/chiikawa-yonezu.md), GarhinZhou/yuque-hexo (source/_posts/vtable劫持.md), ascoders/weekly
(前沿技术/58.精读《Typescript2.0 - 2.9》.md), titangene/hexo-blog (source/_posts/css-import.md), kk98033/hexo-blog-backup
(source/_posts/Python-UVa-10242-Fourth-Point.md).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import body_said, post_script
from narrate.text.ranges import left_kind, quantity_ranges


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # Hyper-Accel what-is-hbf [70]: decimals joined by a dash, and a unit's power kept on the unit it follows
        (
            "SRAM은 약 0.04 Gb/mm² 수준인 반면, DRAM은 약 0.2-0.3 Gb/mm², 최신 3D NAND는 약 5-15 Gb/mm² 에 달합니다.",
            "ko",
            "SRAM은 약 mm²당 0.04 Gb 수준인 반면, DRAM은 약 mm²당 0.2에서 0.3 Gb, 최신 3D NAND는 약 mm²당 5에서 15 Gb 에 달합니다.",
        ),
        # Hyper-Accel what-is-hbf [110]: two words of magnitude joined by a dash
        ("HBM의 수십-수백 ns 대비 약 100배 느립니다.", "ko", "HBM의 수십에서 수백 ns 대비 약 100배 느립니다."),
        # Hyper-Accel what-is-the-transformers [73]: by a wave
        (
            "문맥이 짧고(예: 수백~수천 토큰) 정확도를 우선할 때.",
            "ko",
            "문맥이 짧고(예: 수백에서 수천 토큰) 정확도를 우선할 때.",
        ),
        # Hyper-Accel k8s-device-plugin [96]: a wave between two bounded quantities is no "about"
        (
            "containerd 1.7 이상 ~ 2.0 미만 버전에서는 CDI를 활성화해야 합니다.",
            "ko",
            "containerd 1.7 이상에서 2.0 미만 버전에서는 CDI를 활성화해야 합니다.",
        ),
        # sugyan/zenn-content adventofcode-2022 day17
        (
            "最初の数百〜数千回は無視してから記録を開始する。",
            "ja",
            "最初の数百から数千回は無視してから記録を開始する。",
        ),
        # the what-is-hbf shape in Japanese: decimals by a dash
        ("DRAMは約0.2-0.3 Gb程度です。", "ja", "DRAM は約0.2から0.3 Gb 程度です。"),
        # GarhinZhou/yuque-hexo vtable劫持: versions in brackets
        (
            "从此往后的利用需要用到setcontext（2.29-2.31）和house of apple（2.31-2.39）。",
            "zh-hans",
            "从此往后的利用需要用到 setcontext（2.29到2.31）和 house of apple（2.31到2.39）。",
        ),
        # ascoders/weekly 58: a name's versions
        ("精读原文是 typescript 2.0-2.9 的文档。", "zh-hans", "精读原文是 typescript 2.0到2.9的文档。"),
        ("大約需要 5-15 GB 的空間，幾十~幾百個檔案。", "zh-hant", "大約需要5到15 GB 的空間，幾十到幾百個檔案。"),
        # the what-is-hbf shape in English: decimals over a unit
        ("DRAM stores about 0.2-0.3 Gb/mm² today.", "en", "DRAM stores about 0.2 to 0.3 Gb per mm² today."),
    ],
)
def test_two_quantities_joined_by_a_sign_are_their_range(tmp_path: Path, body: str, lang: str, said: str) -> None:
    script = post_script(tmp_path, body, lang)
    assert body_said(script) == [said]
    assert not script.lost


@pytest.mark.parametrize(
    ("text", "cjk"),
    [
        ("[CSS 2.2 - 6.3 The @import rule](x)", True),  # titangene css-import: a version, then a section's title
        ("0.151 -0.398", True),  # kk98033 UVa 10242: a dash against the second number is its minus
        ("섹션 1-2는", True),  # a section's number before a particle
        ("그림 1-2 참고", True),  # a numbering noun
        ("圖1-2", True),
        ("x1-2", True),  # a name
        ("2-1为什么", True),  # a question's number at the line's start
        ("010-1234-5678", True),  # a chain: a phone number
        ("v1.2-1.3", True),  # glued to a letter: a name's
        ("약 3-4a 항목", True),  # a letter glued to the last number: an item's name
        ("x = 0.2-0.3", True),  # a sentence doing sums: a minus
        ("약 0.3-0.2", True),  # falling: no range
        ("수천-수백", True),
        ("call 555-1234 now", False),  # English: a phone number
        ("see Figure 1-2 here", False),  # English: a figure's number
        ("they won 2-3 today", False),  # English: a score
    ],
)
def test_a_sign_between_numbers_that_is_no_range_is_left(text: str, cjk: bool) -> None:
    assert quantity_ranges(text, "到", cjk=cjk) == text


@pytest.mark.parametrize(
    ("before", "kind"),
    [
        ("약 ", "word"),
        ("총", "word"),
        ("x", "letter"),
        ("그림 ", "numbering"),
        ("Figure ", "numbering"),
        ("（", "sign"),
    ],
)
def test_a_hangul_syllable_before_a_number_is_a_word_not_a_letter(before: str, kind: str) -> None:
    assert left_kind(before + "3-5", len(before)) == kind


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # Hyper-Accel what-is-the-transformers (index.ko.md [56] [73], index.md): LLaMA's versions 1 and 2
        ("GPT-3, LLaMA 1/2 등이 이 방식을 씁니다.", "ko", "GPT-3, LLaMA 1 및 2 등이 이 방식을 씁니다."),
        ("It was the default of the LLaMA 1/2 era.", "en", "It was the default of the LLaMA 1 and 2 era."),
        # ttskch/zenn-content articles/67816d2819e38c.md
        ("Bootstrap 4/5ベースの美しいテンプレート。", "ja", "Bootstrap 4と5ベースの美しいテンプレート。"),
        ("兼容 Python 2/3 的写法。", "zh-hans", "兼容 Python 2与3的写法。"),
        # s11 review M1 (/tmp/rvt/b.md): a capitalised name inside an English sentence, a name in capitals
        ("The Windows 10/11 setup is slow.", "en", "The Windows 10 and 11 setup is slow."),
        ("It broke in IE 8/9 only.", "en", "It broke in IE 8 and 9 only."),
        # sio4/sio4.github.com (a Docker build's log in prose): one step of so many, not two versions
        ("Step 2/3 : COPY hello 단계입니다.", "ko", "Step 2/3: COPY hello 단계입니다."),
    ],
)
def test_two_adjacent_numbers_after_a_name_are_its_versions(tmp_path: Path, body: str, lang: str, said: str) -> None:
    script = post_script(tmp_path, body, lang)
    assert body_said(script) == [said]


@pytest.mark.parametrize(
    ("body", "lang"),
    [
        # s11 review of the text rules (/work/team/reports/s11-review-text.md, M1; /tmp/rvt/a.md, b.md, zh.md): a
        # fraction or a date after a word that is no product's name stays as written, a share or a day
        ("Only 1/2 of the requests succeed.", "en"),
        ("Add 3/4 cup of sugar.", "en"),
        ("Roughly 1/2 the time is spent in GC.", "en"),
        ("See you on Monday 8/9 for the meetup.", "en"),
        ("Update on Friday 2/3 at noon.", "en"),
        ("Game 3/4 was close.", "en"),
        ("Give it 4 stars. Rating 4/5.", "en"),
        ("只有 Top 1/2 的人会看到。", "zh-hans"),
        ("大约 Over 2/3 of them 都留下了。", "zh-hans"),
        ("Only 1/2 of us 가 남았다.", "ko"),
        ("会議は Monday 8/9 です。", "ja"),
    ],
)
def test_a_fraction_or_a_date_after_a_word_that_is_no_name_is_no_version_pair(
    tmp_path: Path, body: str, lang: str
) -> None:
    said = body_said(post_script(tmp_path, body, lang))
    assert not any(
        f" {a} and {b}" in s or f"{a}与{b}" in s or f"{a} 및 {b}" in s or f"{a}と{b}" in s
        for s in said
        for a, b in (("1", "2"), ("2", "3"), ("3", "4"), ("4", "5"), ("8", "9"))
    ), said


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # s11 dev TORIFUKUKaiou/qiita_articles (an event's period, '(2021/4/6–2021/5/9)': the en dash sent raw)
        ("期間(2021/4/6–2021/5/9)に開催", "ja", "期間(2021年4月6日から2021年5月9日)に開催"),
        ("活動期間 2021/4/6–2021/5/9", "zh-hant", "活動期間2021年4月6日到2021年5月9日"),
        # a wave between two dates was heard "약" (about); two whole dates around a spaced sign are a span of days,
        # said in Korean as a date range is (부터…까지, like "2021/09/12-09/14"): review s16 text2 L3, 27eb94c6
        ("기간 2021-04-06 ~ 2021-05-09 동안", "ko", "기간 2021년 4월 6일부터 2021년 5월 9일까지 동안"),
    ],
)
def test_a_sign_between_two_dates_is_their_range(tmp_path: Path, body: str, lang: str, said: str) -> None:
    script = post_script(tmp_path, body, lang)
    assert body_said(script) == [said]
    assert not script.lost


@pytest.mark.parametrize(
    ("body", "lang", "range_word"),
    [
        # s11 review of the text rules (L1, /tmp/rvt/ko.md, amp.md): 일/日 ending a word ("file", "Friday",
        # "Sunday") is no date's day; the sign after it is no range between two dates
        ("파일 - 3월 보고서를 정리했다.", "ko", "파일에서"),
        ("매주 금요일 ~ 12월까지 진행합니다.", "ko", "금요일에서"),
        ("星期日 ~ 3月都开放。", "zh-hans", "星期日到"),
        ("毎日 - 3月まで開放。", "ja", "毎日から"),
    ],
)
def test_a_sign_after_a_word_ending_in_day_is_no_date_range(
    tmp_path: Path, body: str, lang: str, range_word: str
) -> None:
    said = body_said(post_script(tmp_path, body, lang))
    assert range_word not in said[0], said


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # s16 ruling (eonist Github-collaboration, Enter-flow): English whole numbers before what they count
        ("about 5-15 GB", "about 5 to 15 GB"),
        ("max 3-4 peaks inside", "max 3 to 4 peaks inside"),
        ("between 300-308 for", "between 300 and 308 for"),
        ("Ideally: 12am-02am PST", "Ideally: 12am to 02am PST"),
        ("paying 25$-100$ monthly", "paying 25$ to 100$ monthly"),
        ("from 2pm-1pm", "from 2pm-1pm"),  # falling: no range
    ],
)
def test_english_counted_pairs_are_ranges(text: str, said: str) -> None:
    assert quantity_ranges(text, " to ", cjk=False) == said
