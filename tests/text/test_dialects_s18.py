"""Session 18 dialects: the signs of CJK sentences by their roles (issue 38): a slash between a formula's terms,
numbers written in groups in a sum, arrows of consequence and of mapping.

Sources: the s17 held-out readings (benchmarks/round4_readings_s17.tsv), each case titled with its article; each
rule is tried in ko, ja and zh (and en where the shape exists) with a near miss it must leave alone.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import said_whole


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # dh5473 ensemble-and-bagging [93][94][99][100]: `Var(T̄) = σ²/B` said "σ² 슬래시 B"
        ("분산은 `Var(X) = σ²/B` 이다.", "ko", "분산은 Var 여는 괄호 X 닫는 괄호는 σ² 나누기 B 이다."),
        ("`ρσ² + (1 - ρ)σ²/B`", "ko", "ρσ² 더하기 여는 괄호 1 빼기 ρ 닫는 괄호 σ² 나누기 B"),
        # the same term in prose: "σ² 또는 B" was heard
        ("분산은 σ²/B가 된다.", "ko", "분산은 σ² 나누기 B가 된다."),
        ("分散は σ²/B になる。", "ja", "分散は σ² わる B になる。"),
        ("方差是 σ²/B。", "zh-hans", "方差是 σ² 除以 B。"),
        ("The variance is σ²/B.", "en", "The variance is σ² divided by B."),
        # dh5473 optimizers [77]: `(λ/2)` said "λ 슬래시 2": Greek letters over a number
        ("항은 `(λ/2)` 이다.", "ko", "항은 여는 괄호 λ 나누기 2 닫는 괄호 이다."),
        ("x²/2를 더한다.", "ko", "x의 제곱 나누기 2를 더한다."),
    ],
)
def test_a_slash_between_a_formulas_terms_is_a_division(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "absent"),
    [
        # near misses: two Greek letters side by side (alpha or beta), two letters of a name, a path, a unit's rate
        ("α/β 버전이 나왔다.", "ko", "나누기"),
        ("α/β 版がある。", "ja", "わる"),
        ("α/β 版本已发布。", "zh-hans", "除以"),
        ("A/B 테스트를 했다.", "ko", "나누기"),
        ("`src/a/b` 폴더", "ko", "나누기"),
        ("`x/y` 경로", "ko", "나누기"),
    ],
)
def test_names_and_paths_at_a_slash_are_no_division(tmp_path: Path, body: str, lang: str, absent: str) -> None:
    assert not any(absent in text for text in said_whole(tmp_path, body, lang=lang))


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # dh5473 mergetree-internals [24][89]: "10,000,000 / 8,192 = 1,221개" sent its slash bare
        ("10,000,000 / 8,192 = 1,221개", "ko", "10,000,000 나누기 8,192는 1,221개"),
        ("(10,000,000 / 8,192 = 1,220.7, 올림)", "ko", "(10,000,000 나누기 8,192는 1,220.7, 올림)"),
        ("10,000,000 / 8,192 = 1,221 個", "ja", "10,000,000わる8,192イコール1,221個"),
        ("10,000,000 / 8,192 = 1,221 个", "zh-hans", "10,000,000除以8,192等于1,221个"),
        ("so 10,000,000 / 8,192 = 1,221 marks", "en", "so 10,000,000 divided by 8,192 equals 1,221 marks"),
        # near miss: a list of grouped prices is no sum
        ("가격은 1,000, 2,000, 3,000원", "ko", "가격은 1,000, 2,000, 3,000원"),
    ],
)
def test_numbers_written_in_groups_are_one_number_in_a_sum(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # dh5473 optimizers [52][53]: a chain a correlative opens, heard "그다음" (steps) twice
        (
            "- √s가 클수록 → 스텝이 작아진다 → 큰 기울기의 파라미터는 덜 움직인다",
            "ko",
            "√s가 클수록, 그래서 스텝이 작아진다, 그래서 큰 기울기의 파라미터는 덜 움직인다",
        ),
        # a condition opens it: its own "그러면" first, then the consequences
        (
            "요청이 많으면 → 큐가 쌓인다 → 지연이 늘어난다",
            "ko",
            "요청이 많으면, 그러면 큐가 쌓인다, 그래서 지연이 늘어난다",
        ),
        ("값이 클수록 → 느려진다", "ko", "값이 클수록, 그래서 느려진다"),
        # the same shapes in Japanese (ほど, ければ: the ending says "then" already) and Chinese (越…, 如果…)
        (
            "- √s が大きいほど → ステップが小さくなる → 大きな勾配のパラメータはあまり動かない",
            "ja",
            "√s が大きいほど、ステップが小さくなる、なので大きな勾配のパラメータはあまり動かない",
        ),
        (
            "- リクエストが多ければ → キューが溜まる → 遅延が増える",
            "ja",
            "リクエストが多ければ、キューが溜まる、なので遅延が増える",
        ),
        (
            "- √s 越大 → 步长越小 → 大梯度的参数移动得越少",
            "zh-hans",
            "√s 越大，所以步长越小，所以大梯度的参数移动得越少",
        ),
        ("- 如果请求多 → 队列堆积 → 延迟增加", "zh-hans", "如果请求多，就队列堆积，所以延迟增加"),
        # near misses: a chain of steps keeps "then"
        ("설치 → 설정 → 실행", "ko", "설치, 그다음 설정, 그다음 실행"),
        ("インストール → 設定 → 実行", "ja", "インストール、そして設定、そして実行"),
        ("安装 → 配置 → 运行", "zh-hans", "安装，然后配置，然后运行"),
        # a condition in another clause opens no chain for the arrow after the comma
        ("요청이 많으면 → 큐가 쌓이고, 설정 → 변경", "ko", "요청이 많으면, 그러면 큐가 쌓이고, 설정에서 변경으로"),
    ],
)
def test_a_chain_a_condition_opens_is_its_consequences(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # dh5473 opus-4-7 [53][54]: "파라미터에서 400 에러 반환으로" (a mapping), "…, 그다음 완전 제거" (a step)
        ("- budget_tokens 파라미터 → 400 에러 반환", "ko", "budget_tokens 파라미터, 그래서 400 에러 반환"),
        ("- `budget_tokens` → 400 에러 반환", "ko", "budget 언더스코어 tokens, 그래서 400 에러 반환"),
        (
            "- `temperature`, `top_p`, `top_k` → 완전 제거, 400 에러",
            "ko",
            "temperature, top 언더스코어 p, top 언더스코어 k, 그래서 완전 제거, 400 에러",
        ),
        ("- 잘못된 토큰 → 요청 거부", "ko", "잘못된 토큰, 그래서 요청 거부"),
        # the cognate shape in Japanese ("から" was a mapping's "from")
        ("- budget_tokens パラメータ → 400 エラー返却", "ja", "budget_tokens パラメータ、なので400エラー返却"),
        ("- 不正なトークン → リクエスト拒否", "ja", "不正なトークン、なのでリクエスト拒否"),
        # between two actions the arrow is the next step
        ("- 코드 수정 → PR 생성", "ko", "코드 수정, 그다음 PR 생성"),
        # near misses: a mapping to a name, a move to a place, a menu's label alone, a process's relation
        ("- 1. 트리 모델 → Label Encoding으로 시작", "ko", "1. 트리 모델에서 Label Encoding으로 시작"),
        ("- HTTP → HTTPS 리다이렉트", "ko", "HTTP에서 HTTPS 리다이렉트로"),
        ("- 서비스 → 재시작", "ko", "서비스에서 재시작으로"),
        ("- 한국어 -> 영어 전처리", "ko", "한국어에서 영어 전처리"),
        ("- Markdown → HTML 変換", "ja", "Markdown から HTML 変換"),
    ],
)
def test_an_arrow_before_an_event_is_its_consequence(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # dh5473 mergetree-internals [36]: "64KB 물결표 1MB"
        ("각 블록은 64KB~1MB 크기이다.", "ko", "각 블록은 64KB에서 1MB 크기이다."),
        ("ブロックは 64KB～1MB のサイズ。", "ja", "ブロックは64KB から1MB のサイズ。"),
        ("每个块 64KB~1MB 大小。", "zh-hans", "每个块64KB 到1MB 大小。"),
        ("blocks of 64KB~1MB each", "en", "blocks of 64KB to 1MB each"),
    ],
)
def test_a_wave_between_two_quantities_with_units_is_their_range(
    tmp_path: Path, body: str, lang: str, said: str
) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # dh5473 fable-5 [60]: "바이오 또는 보안" — the choice ("선택") is the main clause's, not the pair's
        (
            "괴리가 큰 만큼, 바이오/보안 인접 도메인에서 일하는 사용자라면 당분간 Opus 4.8이 현실적인 선택으로 보입니다.",
            "ko",
            "괴리가 큰 만큼, 바이오, 보안 인접 도메인에서 일하는 사용자라면 당분간 Opus 4.8이 현실적인 선택으로 보입니다.",
        ),
        (
            "日本語/英語の記事を書いていて、どちらを選ぶか迷う。",
            "ja",
            "日本語、英語の記事を書いていて、どちらを選ぶか迷う。",
        ),
        ("前端/后端都要做，但最后的选择是后端。", "zh-hans", "前端、后端都要做，但最后的选择是后端。"),
        # near misses: a choice in the pair's own clause keeps "or"
        ("한국어/영어 중에서 고르세요.", "ko", "한국어 또는 영어 중에서 고르세요."),
        ("예/아니오를 선택하면 된다.", "ko", "예 또는 아니오를 선택하면 된다."),
        ("オン/オフを選択します。", "ja", "オンまたはオフを選択します。"),
        ("中文/英文二选一。", "zh-hans", "中文或英文二选一。"),
    ],
)
def test_a_choice_is_the_pairs_only_in_its_clause(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # dh5473 categorical-encoding [76]: a noun phrase of three words before "→ X로 시작" dropped the arrow
        (
            "실무 요약 트리 모델 → Label Encoding으로 시작. 선형/거리 기반 모델 → One-Hot Encoding으로 시작.",
            "ko",
            "실무 요약 트리 모델에서 Label Encoding으로 시작. 선형, 거리 기반 모델에서 One-Hot Encoding으로 시작.",
        ),
        # dh5473 mergetree-internals [74]: "Mark, Column 파일 경로로" (a name after "granule만")
        (
            "4. 선택된 granule만 Mark → Column 파일 경로로 읽는다",
            "ko",
            "4. 선택된 granule만 Mark에서 Column 파일 경로로 읽는다",
        ),
        # dh5473 categorical-encoding [112]: a name before code, said as its siblings in words are ("그다음" was heard)
        (
            "- 6. **프로덕션** → `handle_unknown` 필수",
            "ko",
            "6. 프로덕션에서 handle 언더스코어 unknown 필수",
        ),
        ("설정 → `Pages` 탭", "ko", "설정에서 Pages 탭"),
        # near misses: a clause before code keeps its step, a clause after the arrow is no destination of it
        ("설치하고 → `npm run dev`", "ko", "설치하고, 그다음 npm run dev"),
    ],
)
def test_a_mapping_arrow_after_a_long_name_is_said(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # dh5473 categorical-encoding [32]: "이진(0/1) 컬럼" sent bare, heard as a fraction
        (
            "각 카테고리를 별도의 이진(0/1) 컬럼으로 만든다.",
            "ko",
            "각 카테고리를 별도의 이진(0 또는 1) 컬럼으로 만든다.",
        ),
        ("バイナリ（0/1）の列", "ja", "バイナリ（0または1）の列"),
        ("二进制（0/1）列", "zh-hans", "二进制（0或1）列"),
        ("a binary (0/1) column", "en", "a binary (0 or 1) column"),
        # near misses: a score, a division by zero, a fraction
        ("테스트 0/5 통과", "ko", "테스트 0/5 통과"),
        ("1/0은 에러", "ko", "1/0은 에러"),
        ("and 1/2 stays", "en", "and 1/2 stays"),
    ],
)
def test_the_two_values_of_a_bit_are_a_choice(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # one-sided limits: the mark after the value is the side, never "or more" (이상, 以上, or more) nor sent bare
        ("x → 0+ 이면 값이 발산한다.", "ko", "x가 수렴하는 값 0의 오른쪽 이면 값이 발산한다."),
        ("h → 0- 에서의 극한", "ko", "h가 수렴하는 값 0의 왼쪽 에서의 극한"),
        ("x → 0+ のとき発散する。", "ja", "x が近づく値0の右側のとき発散する。"),
        ("当 x → 0+ 时发散。", "zh-hans", "当 x 趋近于0的右侧时发散。"),
        ("x→0⁻ 时", "zh-hans", "x 趋近于0的左侧时"),
        ("as x→0⁺ it diverges", "en", "as x approaches 0 from above it diverges"),
        # near misses: a version's plus is still "or more"
        ("Node 18+ 필요", "ko", "Node 18 이상 필요"),
    ],
)
def test_a_one_sided_limit_says_its_side(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # dh5473 categorical-encoding [29]: "고졸, 그다음 학사와 석사, 그다음 박사" — two pairs, each a change
        (
            "(고졸→학사와 석사→박사의 차이가 같다고 보기 어려움)",
            "ko",
            "(고졸에서 학사와 석사에서 박사로의 차이가 같다고 보기 어려움)",
        ),
        # a name a noun after it is of: the change from one to the other
        ("v1 → v2의 변경점을 정리했다.", "ko", "v1에서 v2로의 변경점을 정리했다."),
        # near misses: spaced arrows are a chain whose middle step holds two
        ("설치 → 설정과 확인 → 실행", "ko", "설치, 그다음 설정과 확인, 그다음 실행"),
        ("설치→설정과 확인 → 실행", "ko", "설치, 그다음 설정과 확인, 그다음 실행"),
        # Japanese and Chinese write no spaces: no such cue, the chain stays
        ("（高中→学士和硕士→博士的差距不一定相同）", "zh-hans", "（高中，然后学士和硕士，然后博士的差距不一定相同）"),
    ],
)
def test_two_glued_pairs_joined_by_and_are_two_changes(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]
