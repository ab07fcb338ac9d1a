"""Arrows, waves and '>' between parts said by their role, and a Korean particle after a sign's name (issue 38, s19
held-out readings still heard at the start of session 20).

Sources (s19 held-out, Ohzzi/… contents/posts/…): database/f12-query-improve-1/index.md [60][61] (an arrow opening
the line under a case: dropped at the line's edge); database/concurrency-problem-solve/index.md [29] ('a -> c 하나')
and domain/wooteco-oop-and-dependency/index.md [53] ('Order -> Table 컨텍스트 의존성은'): a comma's pause; java/
what-is-generic/index.md [51] ('int -> Object -> String 이라는 잘못된 형변환' heard as steps); redis/
concurrency-and-redis-lock/index.md [41] ('try ~ catch 안에서' heard 'try에서 catch') and database/
f12-query-improve-2/index.md [31] ('where ~ in ~ 절' heard as steps). The s19 review of the text rules (L4: a ranking
'Correctness > Readability > Performance' heard as steps), s19 menus' report ('Close ❌' on a line of its own heard
'Close no') and s19 symbols' report ('세미콜론 를'). Each with shapes written from other notes in other languages, and
near misses the rules must leave alone.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import post_script, said_whole


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # Ohzzi f12-query-improve-1 [60][61]: the arrow under a case gives what happens in it.
        (
            "ko",
            "1. 인덱스에 포함되지 않은 컬럼이 있는 경우\n-> 넌클러스터 인덱스에 있는 클러스터 인덱스 값을 찾아 직접 접근",
            "1. 인덱스에 포함되지 않은 컬럼이 있는 경우, 그러면 넌클러스터 인덱스에 있는 클러스터 인덱스 값을 찾아 직접 접근",
        ),
        (
            "ko",
            "2. select 쿼리에 포함된 컬럼이 모두 인덱스에 포함된 경우\n-> 넌클러스터 인덱스로 모든 컬럼을 찾을 수 있으므로 "
            "직접 접근하지 않음",
            "2. select 쿼리에 포함된 컬럼이 모두 인덱스에 포함된 경우, 그래서 넌클러스터 인덱스로 모든 컬럼을 찾을 수 "
            "있으므로 직접 접근하지 않음",
        ),
        # Written from other notes: a session's case in Korean, a cache's in Japanese, Chinese and English.
        ("ko", "세션이 만료되었을 때\n-> 로그인 페이지로 이동", "세션이 만료되었을 때, 그러면 로그인 페이지로 이동"),
        (
            "ja",
            "キャッシュが無い場合\n→ データベースから読み込む",
            "キャッシュが無い場合、するとデータベースから読み込む",
        ),
        ("zh-hant", "如果快取失效的話\n→ 從資料庫讀取資料", "如果快取失效的話，就從資料庫讀取資料"),
        (
            "en",
            "If the cache misses\n-> read the database and fill it",
            "If the cache misses, then read the database and fill it",
        ),
        # Near misses: a label above the arrow's line, a case's name (no clause states it) — the line's lead-in.
        ("en", "Time Complexity\n=> the whole loop is O(n)", "Time Complexity. the whole loop is O(n)"),
        ("ko", "두 번째 경우\n-> 캐시에서 바로 응답", "두 번째 경우. 캐시에서 바로 응답"),
    ],
)
def test_an_arrow_opening_the_line_under_a_case(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "said"),
    [
        # Ohzzi concurrency-problem-solve [29], wooteco-oop-and-dependency [53].
        (
            "실제로 생성되는 팔로잉은 a -> c 하나기 때문에 팔로워 카운트가 1만 증가되어도 된다.",
            "실제로 생성되는 팔로잉은 a에서 c로 하나기 때문에 팔로워 카운트가 1만 증가되어도 된다.",
        ),
        (
            "Order -> Table 컨텍스트 의존성은 그대로 유지하기로 하고, Table -> Order 의존성을 끊기로 결정했습니다.",
            "Order에서 Table 컨텍스트 의존성은 그대로 유지하기로 하고, Table에서 Order 의존성을 끊기로 결정했습니다.",
        ),
        # Written from other notes: a role's promotion, an event's direction.
        (
            "권한은 user -> admin 승격이 필요한 경우에만 부여된다.",
            "권한은 user에서 admin 승격이 필요한 경우에만 부여된다.",
        ),
        ("이벤트는 A -> B 방향으로만 흐른다.", "이벤트는 A에서 B 방향으로만 흐른다."),
    ],
)
def test_a_korean_arrow_between_two_names_in_latin(tmp_path: Path, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang="ko") == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # Ohzzi what-is-generic [51]: a chain of types a sentence converts.
        (
            "ko",
            "앞서 이 코드가 왜 위험했을까? int -> Object -> String 이라는 잘못된 형변환을 잡지 못하기 때문이다.",
            "앞서 이 코드가 왜 위험했을까? int에서 Object로, 다시 String 이라는 잘못된 형변환을 잡지 못하기 때문이다.",
        ),
        # Written from other notes: formats converted in Korean, types cast in English and Chinese.
        (
            "ko",
            "설정 파일을 JSON -> YAML -> TOML 순으로 변환했다.",
            "설정 파일을 JSON에서 YAML로, 다시 TOML 순으로 변환했다.",
        ),
        (
            "en",
            "Casting int -> Object -> String is the unsafe conversion.",
            "Casting int to Object to String is the unsafe conversion.",
        ),
        (
            "zh-hans",
            "把 int -> Object -> String 的类型转换交给编译器检查。",
            "把 int 到 Object 到 String 的类型转换交给编译器检查。",
        ),
        # Near misses: a process's steps in a sentence that converts (s18 held-out bacnotes javascript-fundamentals-
        # part1), a menu's path in a sentence that converts; a chain of names that nothing converts.
        (
            "zh-hant",
            "瀏覽器渲染過程：建立 DOM → 建立 CSSOM → 合併為 Render Tree → Layout（排版） → Paint（繪製畫面，轉換成像素做呈現）",
            "瀏覽器渲染過程：建立 DOM，然後建立 CSSOM，然後合併為 Render Tree，然後 Layout（排版），然後 Paint（繪製畫面，轉換成像素做呈現）",
        ),
        (
            "ko",
            "File -> Export -> PDF 메뉴를 클릭해서 변환합니다.",
            "File, 그다음 Export, 그다음 PDF 메뉴를 클릭해서 변환합니다.",
        ),
        (
            "ko",
            "쿼리 결과를 JSON -> YAML -> TOML 순으로 옮겼다.",
            "쿼리 결과를 JSON, 그다음 YAML, 그다음 TOML 순으로 옮겼다.",
        ),
    ],
)
def test_a_chain_of_conversions(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # Ohzzi concurrency-and-redis-lock [41], f12-query-improve-2 [31].
        (
            "ko",
            "락 객체를 얻어온 뒤, try ~ catch 안에서 tryLock을 호출해주도록 하겠습니다.",
            "락 객체를 얻어온 뒤, try catch 안에서 tryLock을 호출해주도록 하겠습니다.",
        ),
        ("ko", "두 번째 쿼리에는 where ~ in ~ 절만 있다.", "두 번째 쿼리에는 where in 절만 있다."),
        # Written from other notes: a Japanese try〜catch block, a SQL clause's order, a Chinese statement.
        ("ja", "例外は try〜catch 文で囲みます。", "例外は try catch 文で囲みます。"),
        ("ja", "SELECT〜FROM〜WHERE の順に書きます。", "SELECT FROM WHERE の順に書きます。"),
        ("zh-hans", "把代码放在 try ~ catch 语句里。", "把代码放在 try catch 语句里。"),
        # Near misses: a wave between two words of which one is no keyword, a range of hours, steps between names.
        ("ko", "in ~ out 방향", "in에서 out 방향"),
        ("ja", "ログは 10時〜12時 に出ます。", "ログは10時から12時に出ます。"),
        ("ko", "DB ~ DW ~ Dashboard로 이어지는 흐름", "DB, 그다음 DW, 그다음 Dashboard로 이어지는 흐름"),
    ],
)
def test_waves_between_a_constructs_keywords(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # s19 review of the text rules, L4: rankings of qualities, on a line and as a heading.
        ("en", "Correctness > Readability > Performance", "Correctness > Readability > Performance"),
        ("zh-hant", "正確性 > 可讀性 > 效能", "正確性 > 可讀性 > 效能"),
        # Written from other notes: a Korean ranking in a sentence.
        ("ko", "정확성 > 가독성 > 성능 순으로 중요하다.", "정확성 > 가독성 > 성능 순으로 중요하다."),
        # Near misses: menus' paths, one with a quality's label among screens, one a verb goes to.
        ("en", "Settings > Accessibility > Display", "Settings, then Accessibility, then Display"),
        ("en", "Go to Settings > Accessibility > Visibility.", "Go to Settings, then Accessibility, then Visibility."),
        ("zh-hant", "點選 設定 > 隱私 > Cookie", "點選設定，然後隱私，然後 Cookie"),
    ],
)
def test_a_ranking_is_no_menus_path(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # s19 menus' report: a close button's label on a line of its own.
        ("en", "Close ❌", ["Close"]),
        ("ko", "닫기 ❌", ["닫기"]),
        # Near misses: a list's verdicts, and two sibling lines of one paragraph, keep theirs.
        ("ko", "- 단위테스트 ❌\n- 통합테스트 ✅", ["단위테스트 불가", "통합테스트 가능"]),
        ("en", "Unit tests ❌\nIntegration tests ✅", ["Unit tests no Integration tests yes"]),
    ],
)
def test_a_cross_alone_in_a_paragraph_is_no_verdict(tmp_path: Path, lang: str, body: str, said: list[str]) -> None:
    assert said_whole(tmp_path, body, lang=lang) == said


@pytest.mark.parametrize(
    ("body", "said"),
    [
        # s19 symbols' report: the particle set apart after a sign, said as the sign's name.
        ("문장 끝에 ; 를 붙입니다.", "문장 끝에 세미콜론을 붙입니다."),
        ("문장 끝에 `;` 를 붙입니다.", "문장 끝에 세미콜론을 붙입니다."),
        # Written from other notes: a path's separator, operators in code.
        ("주석은 줄 앞의 `//` 를 지우면 풀린다.", "주석은 줄 앞의 슬래시 슬래시를 지우면 풀린다."),
        ("이메일 주소의 `@` 가 빠졌다.", "이메일 주소의 골뱅이가 빠졌다."),
        ("`&&` 와 `||` 는 논리 연산자입니다.", "앰퍼샌드 앰퍼샌드와 파이프 파이프는 논리 연산자입니다."),
        # Near misses: "이" after a sign may be "this", "로" a formula's rho — left as written.
        ("문장 끝에 ; 이 경우", "문장 끝에; 이 경우"),
        ("경로는 / 로 구분합니다.", "경로는 슬래시 로 구분합니다."),
    ],
)
def test_a_korean_particle_set_apart_after_a_signs_name(tmp_path: Path, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang="ko") == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # jim60105 Koikatu studio-menu-scrolling-text [19] and fbi-open-up [39]: the name's "!" inside its brackets.
        (
            "zh-hant",
            "* コイカツ！ ダークネス (Koikatu! Darkness)  \n  這不相容於 Steam Koikatsu Party",
            [("コイカツ！ダークネス (Koikatu! Darkness)", "ja"), ("這不相容於 Steam Koikatsu Party", "zh")],
        ),
        # Written from other lists: a game's name in a Chinese and a Korean list.
        (
            "zh-hans",
            "* ドラゴンクエスト (Dragon Quest! Heroes)  \n  这款游戏不支持 Switch Lite",
            [("ドラゴンクエスト (Dragon Quest! Heroes)", "ja"), ("这款游戏不支持 Switch Lite", "zh")],
        ),
        (
            "ko",
            "* ドラゴンクエスト (Dragon Quest! Heroes)  \n  이 게임은 일본판만 있습니다",
            [("ドラゴンクエスト (Dragon Quest! Heroes)", "ja"), ("이 게임은 일본판만 있습니다", "ko")],
        ),
        # Near miss: a sentence that ends before a bracket opens still ends there.
        (
            "en",
            "It works! The new portal (see below) is live.",
            [("It works! The new portal (see below) is live.", "en")],
        ),
    ],
)
def test_a_names_mark_inside_brackets_ends_no_sentence(
    tmp_path: Path, lang: str, body: str, said: list[tuple[str, str]]
) -> None:
    script = post_script(tmp_path, body, lang)
    assert [(chunk.text, chunk.voice.name[:2]) for chunk in script.chunks[1:-1]] == said


@pytest.mark.parametrize(
    ("body", "said"),
    [
        # s20 dev KimPopsong src/content/blog/202605232200.mdx [11][15]: a question and an instruction made nouns.
        (
            "- 회사의 규모는 얼마나 빨리 커지리라 예상하는지 → 3달, 6달, 1년 뒤의 회사 규모는 얼마나 될지",
            "회사의 규모는 얼마나 빨리 커지리라 예상하는지, 즉 3달, 6달, 1년 뒤의 회사 규모는 얼마나 될지",
        ),
        (
            "- 종이에 핵심 컴포넌트를 포함하는 다이어그램을 그리기 → 클라이언트, API, 웹 서버 같은 것들이 포함될 수 있음",
            "종이에 핵심 컴포넌트를 포함하는 다이어그램을 그리기, 즉 클라이언트, API, 웹 서버 같은 것들이 포함될 수 있음",
        ),
        # Written from other notes: a debugging checklist, a deployment's question.
        (
            "- 로그를 먼저 확인하기 → 에러 메시지가 어디서 나는지 찾기",
            "로그를 먼저 확인하기, 즉 에러 메시지가 어디서 나는지 찾기",
        ),
        ("- 배포가 언제 끝날지 → 대시보드의 상태 표시로 판단", "배포가 언제 끝날지, 즉 대시보드의 상태 표시로 판단"),
        # Near misses: nouns that end in 기 (a size, reading and writing) still map.
        ("- 폰트 크기 → 16px", "폰트 크기에서 16px로"),
        ("- 읽기 → 쓰기 순서", "읽기에서 쓰기 순서"),
    ],
)
def test_a_korean_arrow_after_a_clause_made_a_noun(tmp_path: Path, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang="ko") == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # s20 dev 1210yuichi0 content/個人情報保護法/個人情報と個人関連情報の違い.md [116]–[122]: a decision's branches.
        ("ja", "- YES → 個人情報\n- NO → 次へ", ["YES、すると個人情報", "NO、すると次へ"]),
        # Written from other checklists: English, Chinese and Korean branches.
        ("en", "- Yes -> ship it\n- No -> fix the tests first", ["Yes, then ship it", "No, then fix the tests first"]),
        ("zh-hans", "- 是 → 进入下一步\n- 否 → 重新输入", ["是，就进入下一步", "否，就重新输入"]),
        ("ko", "- 예 → 다음 단계로\n- 아니오 → 처음으로", ["예, 그러면 다음 단계로", "아니오, 그러면 처음으로"]),
        # Near misses: a letter mapped to a letter, an answer changed to the other.
        ("en", "- y → x", ["y to x"]),
        ("en", "Flip it from Yes -> No.", ["Flip it from Yes to No."]),
    ],
)
def test_an_arrow_after_an_answer_is_a_branch(tmp_path: Path, lang: str, body: str, said: list[str]) -> None:
    assert said_whole(tmp_path, body, lang=lang) == said
