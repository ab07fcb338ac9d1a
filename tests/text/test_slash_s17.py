"""Session 17 fixS: the slash in CJK sentences and in rates (issue 38; the lead's s15, s16 and s17 slash rulings).

Sources: the s17 held-out readings (/work/scratch/measure/readings17-heldout-{1,2,3}.tsv), each case titled with its
article; each rule tried on the corpora's other articles of the same shape (the commit says how many, and whether it
held).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import said_whole


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # hiroaki-com implementing-browser-memo-feature-in-docusaurus [39]: "UI スラッシュ UX", while the heading
        # "UI/UX のポイント" [34] (a space after the pair) was already "または": a particle glued to the right name
        # belongs to the sentence, not the name
        ("UI/UXの細かな調整を行いました。", "ja", "UI または UX の細かな調整を行いました。"),
        ("## 3. UI/UXの工夫\n\n本文です。", "ja", "3. UI または UX の工夫"),
        # s17 held-out: '強力なGPU/TPUを活用' (two terms of one kind, each used alone elsewhere)
        ("強力なGPU/TPUを活用します。", "ja", "強力な GPU または TPU を活用します。"),
        # the same shape in Korean and Chinese (s16 dev: 'CPU/DPU가', '传统RLHF/RLAIF方法')
        ("CPU/DPU가 처리한다.", "ko", "CPU 또는 DPU가 처리한다."),
        ("传统RLHF/RLAIF方法很贵。", "zh-hans", "传统 RLHF 或 RLAIF 方法很贵。"),
    ],
)
def test_names_glued_to_cjk_at_a_slash_are_a_choice(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said in said_whole(tmp_path, body, lang=lang)


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # a pair of acronyms that is one name is one name glued to CJK as alone ("CI/CDで", s16 dev; said as one)
        ("CI/CDでデプロイします。", "ja", "CI CD でデプロイします。"),
        # a relation after the pair makes it one thing ("IP/Port의 쌍": a pair of them)
        ("특정 세션 또는 IP/Port의 쌍이 전체", "ko", "특정 세션 또는 IP 슬래시 Port의 쌍이 전체"),
    ],
)
def test_one_name_and_folders_keep_their_slash(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # lovezhangchuangxin async-await [1][2]: "async 斜杠 await"; async/await names one construct together (a
        # keyword and its counterpart), a fixed pair like try/catch: said as one compound (text.english_choices)
        ("async/await 本质是 Generator 的语法糖。", "zh-hans", "async-await 本质是 Generator 的语法糖。"),
        ("Use async/await in the handler.", "en", "Use async-await in the handler."),
    ],
)
def test_async_await_is_one_construct(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # dh5473 issue/opus-4-7 [35]: "입력 $MTok당 5": the currency torn from its amount
        ("가격은 입력 $5/MTok, 출력 $25/MTok입니다.", "ko", "가격은 입력 MTok당 $5, 출력 MTok당 $25입니다."),
        ("It costs $5/MTok to read.", "en", "It costs $5 per MTok to read."),
        # a plain rate is as before
        ("It moves at 10 km/h.", "en", "It moves at 10 km per hour."),
    ],
)
def test_a_rate_keeps_its_amount_whole(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # dh5473 issue/fable-5 [16]: "'Mythos 5 / Fable 5' 통합 컬럼" heard "'Mythos Fable당 5 5'"
        ("'Mythos 5 / Fable 5' 통합 컬럼입니다.", "ko", "'Mythos 5 또는 Fable 5' 통합 컬럼입니다."),
        ("Compare Mythos 5 / Fable 5 today.", "en", "Compare Mythos 5 or Fable 5 today."),
    ],
)
def test_a_spaced_slash_between_numbered_names_is_no_rate(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]
