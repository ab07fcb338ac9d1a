"""Arrows and verdict marks by what they do in their list or sentence (issue 38, s22 readings still heard at the start
of session 23).

Sources (s22 held-out): yunjeongiya _posts/ko/2025-10-28-search-library-selection-guide.md [8][107][108][109][111]
(a string and the string it is corrected to or found as, '"점과 지선" → "점과 직선"', heard "즉": the list's
repeated right side was taken for a class the items are sorted into), 2025-11-14-database-normalization-vs-pragmatism.md
[171][178] (pros and cons told apart only by ✅/❌, the marks dropped). s21 held-out: donkomura
content/blog/2026-01-11-2025-review.md [6][7][8] (goals met ✅ and missed ❌, the marks dropped). Each with shapes
written from other notes and languages, and near misses the rules leave alone.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import said_whole


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # yunjeongiya search-library-selection-guide [8]: a typo and its correction, words after the second string.
        (
            "ko",
            '- "점과 지선" → "점과 직선" 오타 교정\n- 브라우저 프리징 발생',
            ['"점과 지선"에서 "점과 직선"으로 오타 교정', "브라우저 프리징 발생"],
        ),
        # [107][108][109][111]: queries that all find the same title — no class the list sorts into.
        (
            "ko",
            '1. 띄어쓰기 무시: "점과직선" → "점과 직선"\n2. 불완전 타이핑: "점과 ㅈ" → "점과 직선"\n'
            '3. 초성 검색: "ㅈㄱㅈㅅ" → "점과 직선"\n4. 오타 허용: "점과 지선" → "점과 직선" (빈도 낮음)',
            [
                '1. 띄어쓰기 무시: "점과직선"에서 "점과 직선"으로',
                '2. 불완전 타이핑: "점과 ㅈ"에서 "점과 직선"으로',
                '3. 초성 검색: "ㅈㄱㅈㅅ"에서 "점과 직선"으로',
                '4. 오타 허용: "점과 지선"에서 "점과 직선"으로 (빈도 낮음)',
            ],
        ),
        # Written: an English spelling list and Japanese conversions, each to the same kind of result.
        (
            "en",
            '- "teh" → "the"\n- "recieve" → "receive"\n- "adress" → "address"',
            ['"teh" to "the"', '"recieve" to "receive"', '"adress" to "address"'],
        ),
        (
            "ja",
            "- 「すし」→「寿司」に変換\n- 「てんぷら」→「寿司」に変換\n- 「らーめん」→「寿司」に変換",
            ["「すし」から「寿司」に変換", "「てんぷら」から「寿司」に変換", "「らーめん」から「寿司」に変換"],
        ),
        # Near miss: a name mapped to a quotation keeps its reading.
        ("ko", '문서1 → "고양이가 귀엽다"', ['문서1에서 "고양이가 귀엽다"로']),
    ],
)
def test_a_quotation_mapped_to_a_quotation(tmp_path: Path, lang: str, body: str, said: list[str]) -> None:
    assert said_whole(tmp_path, body, lang=lang) == said


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # yunjeongiya database-normalization-vs-pragmatism [171][178]: pros and cons, only the marks tell them apart.
        (
            "ko",
            "**3-테이블을 선택하면**:\n- ✅ 이론적으로 완벽한 설계\n- ❌ 6시간 개발 비용\n\n"
            "**groupId를 선택하면**:\n- ✅ 간단한 코드\n- ❌ 72 KB 데이터 중복",
            [
                "3-테이블을 선택하면:",
                "체크: 이론적으로 완벽한 설계",
                "엑스: 6시간 개발 비용",
                "groupId를 선택하면:",
                "체크: 간단한 코드",
                "엑스: 72 KB 데이터 중복",
            ],
        ),
        # donkomura 2025-review [6][7][8]: goals met and missed.
        (
            "ja",
            "- ✅ (仕事) 転職後の環境に慣れる、成果を出す\n- ❌ (ボルダリング) 外岩で合計15段完登する\n"
            "- ✅ (恋愛) クリスマスまでに彼女を作る",
            [
                "チェック：(仕事) 転職後の環境に慣れる、成果を出す",
                "バツ：(ボルダリング) 外岩で合計15段完登する",
                "チェック：(恋愛) クリスマスまでに彼女を作る",
            ],
        ),
        # Written: an English pro/con list, a Chinese one, a warning among checks.
        (
            "en",
            "- ✅ Fast queries\n- ✅ Simple code\n- ❌ 72 KB duplicated",
            ["check: Fast queries", "check: Simple code", "cross: 72 KB duplicated"],
        ),
        ("zh-hant", "- ✅ 部署簡單\n- ❌ 冷啟動慢", ["打勾：部署簡單", "打叉：冷啟動慢"]),
        (
            "ko",
            "1. ✅ 띄어쓰기 무시\n2. ✅ 초성 검색\n3. ⚠️ 오타 허용 (빈도 낮음)",
            ["1. 체크: 띄어쓰기 무시", "2. 체크: 초성 검색", "3. 주의: 오타 허용 (빈도 낮음)"],
        ),
        # Near misses: a decorative check before every item; marks of two kinds in two lists apart.
        ("ko", "- ✅ 제목\n- ✅ 요일\n- ✅ 캠퍼스", ["제목", "요일", "캠퍼스"]),
        (
            "en",
            "- ✅ Fast\n- ✅ Simple\n\nThat is all.\n\n- ❌ Slow\n- ❌ Heavy",
            ["Fast", "Simple", "That is all.", "Slow", "Heavy"],
        ),
    ],
)
def test_verdict_marks_that_tell_a_lists_items_apart(tmp_path: Path, lang: str, body: str, said: list[str]) -> None:
    assert said_whole(tmp_path, body, lang=lang) == said


@pytest.mark.parametrize(
    ("body", "said"),
    [
        # yunjeongiya marquee-selection-scroll-bug [45][46]: hypotheses and what each came to.
        (
            "1. 가설 1: 스크롤 오프셋 문제 → 실패\n2. 가설 2: 자동 스크롤 없어서 → 부분 해결",
            ["1. 가설 1: 스크롤 오프셋 문제, 그래서 실패", "2. 가설 2: 자동 스크롤 없어서, 그래서 부분 해결"],
        ),
        # [53]: what a user's input makes happen.
        (
            "- 컨테이너 밖으로 드래그 → 자동 스크롤 + 선택 영역 확장",
            ["컨테이너 밖으로 드래그, 그러면 자동 스크롤 + 선택 영역 확장"],
        ),
        # database-normalization-vs-pragmatism [193]: a conclusion's verdict.
        ("**결론**: 조건 0개 충족 → 과잉 설계", ["결론: 조건 0개 충족, 그래서 과잉 설계"]),
        # compiler-theory-behind-vibe-coding [62]: a condition closed by 바꾸면.
        (
            '- **텍스트 치환**: "save"를 "store"로 바꾸면 → 관련 없는 다른 save까지 다 바뀔 위험',
            ['텍스트 치환: "save"를 "store"로 바꾸면, 그러면 관련 없는 다른 save까지 다 바뀔 위험'],
        ),
        # jpa-cartesian-product-for-beginners [57]: lines noting what each request gives, then the sum.
        (
            '> 요청 1: "주문 항목 줘" → 2줄\n> 요청 2: "쿠폰 줘" → 2줄\n> → 총 4줄이지만 각각 정확함',
            ['요청 1: "주문 항목 줘"에서 2줄로. 요청 2: "쿠폰 줘"에서 2줄로. 그래서 총 4줄이지만 각각 정확함'],
        ),
        # Written: a deploy note's trial, a tap on a phone's screen, a reason's connective.
        ("- 첫 번째 가설: 메모리 누수 → 실패", ["첫 번째 가설: 메모리 누수, 그래서 실패"]),
        ("- 알림 탭 → 상세 화면이 열림", ["알림 탭, 그러면 상세 화면이 열림"]),
        ("- 메모리가 부족해서 → 빌드 중단", ["메모리가 부족해서, 그래서 빌드 중단"]),
        # Near misses: steps of a procedure, a change from one outcome to another, two names, a step after a click.
        ("메뉴 클릭 → 설정 입력 → 저장", ["메뉴 클릭, 그다음 설정 입력, 그다음 저장"]),
        ("v1 → v2", ["v1에서 v2로"]),
        ("저장 버튼 클릭 → 설정 저장", ["저장 버튼 클릭, 그다음 설정 저장"]),
    ],
)
def test_a_korean_arrow_to_what_came_of_it(tmp_path: Path, body: str, said: list[str]) -> None:
    assert said_whole(tmp_path, body, lang="ko") == said


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # yunjeongiya database-normalization-vs-pragmatism [9][10][11]: a time's colon kept the chain whole.
        (
            "ko",
            "1. 모달 열기 → 월요일 14:00-16:00 입력 → 저장",
            ["1. 모달 열기, 그다음 월요일 14:00에서 16:00 입력, 그다음 저장"],
        ),
        ("en", "Open the dialog → type 14:00-16:00 → Save", ["Open the dialog, then type 14:00 to 16:00, then Save"]),
        # Near miss: two times, one to the other.
        ("en", "Time: 10:00 → 11:30", ["Time: 10:00 to 11:30"]),
        # compiler-theory-behind-vibe-coding [79]: a menu path whose label ends in a key's word.
        (
            "ko",
            "1. Windows 보안 → 앱 및 브라우저 컨트롤 → Smart App Control → 끄기",
            ["1. Windows 보안, 그다음 앱 및 브라우저 컨트롤, 그다음 Smart App Control, 그다음 끄기"],
        ),
        (
            "en",
            "Open Settings → Keyboard → Control → Disable",
            ["Open Settings, then Keyboard, then Control, then Disable"],
        ),
        # Near miss: a shortcut's arrow key after a modifier, twice on one line.
        (
            "en",
            "Press Ctrl → to jump a word, then Ctrl → again",
            ["Press Ctrl right arrow to jump a word, then Ctrl right arrow again"],
        ),
    ],
)
def test_steps_kept_whole(tmp_path: Path, lang: str, body: str, said: list[str]) -> None:
    assert said_whole(tmp_path, body, lang=lang) == said


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # mitsuyoshi-yamazaki 2022-07-07 [28]: an arrow under a sentence pointing at the write-up.
        (
            "ja",
            "公開はHugoのドキュメントが詳しく、おおよそ詰まらずにできた\n"
            "→ [Hugoを使用したGitHub Pages用の静的HTML生成](https://zenn.dev/mitsuyoshi/scraps/355eebf05d4f2f)",
            [
                "公開は Hugo のドキュメントが詳しく、おおよそ詰まらずにできた、参考：Hugo を使用した GitHub Pages 用の静的 HTML 生成"
            ],
        ),
        # Nyshiyama blog20210115 [125] (s22 dev): glued to the words it explains.
        (
            "ja",
            "細かい説明→[Macアプリ「CheatSheet」](https://example.com/b)",
            ["細かい説明：Mac アプリ「CheatSheet」"],
        ),
        # Written: an English and a Korean note opening a line with the arrow; after words on the line, a colon's pause
        # (test_signs13's ruling) in English, Korean and Chinese.
        (
            "en",
            "The build works now.\n→ [Building a static site with Hugo](https://x.dev/a)",
            ["The build works now. See Building a static site with Hugo"],
        ),
        (
            "ko",
            "배포까지 끝냈다.\n→ [Hugo로 정적 사이트 만들기 정리](https://x.dev/a)",
            ["배포까지 끝냈다. 참고: Hugo로 정적 사이트 만들기 정리"],
        ),
        (
            "en",
            "The details are in my notes → [Building a static site with Hugo](https://x.dev/a)",
            ["The details are in my notes: Building a static site with Hugo"],
        ),
        (
            "ko",
            "자세한 내용 → [Hugo로 정적 사이트 만들기 정리](https://x.dev/a)",
            ["자세한 내용: Hugo로 정적 사이트 만들기 정리"],
        ),
        (
            "zh-hant",
            "完整步驟請看這篇 → [用 Hugo 架設部落格](https://x.dev/a)",
            ["完整步驟請看這篇：用 Hugo 架設部落格"],
        ),
        # Near misses: a breadcrumb of short labels, one link to another.
        ("en", "Home → [Docs](/docs)", ["Home to Docs"]),
        (
            "en",
            "[Getting started guide](/a) → [Advanced configuration](/b)",
            ["Getting started guide, Advanced configuration"],
        ),
    ],
)
def test_an_arrow_pointing_at_a_link(tmp_path: Path, lang: str, body: str, said: list[str]) -> None:
    assert said_whole(tmp_path, body, lang=lang) == said


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # mitsuyoshi-yamazaki 2023-02-21_alife_workshop06 [8]: a note on the picture below.
        (
            "ja",
            "中央グリッドに進出できない様子がありました（↓ 赤枠部分が同種の支配種）\n\n![](/images/a.png)",
            ["中央グリッドに進出できない様子がありました（下記：赤枠部分が同種の支配種）", "（ここに図があります）"],
        ),
        (
            "en",
            "The result was clear (↓ the red box marks the winners).\n\n![](a.png)",
            ["The result was clear (below: the red box marks the winners).", "(An image is shown here.)"],
        ),
        # Near miss: a fall drawn in brackets after a quantity.
        ("ja", "メモリ使用量（↓）が減った", ["メモリ使用量（下）が減った"]),
    ],
)
def test_a_down_arrow_opening_a_note(tmp_path: Path, lang: str, body: str, said: list[str]) -> None:
    assert said_whole(tmp_path, body, lang=lang) == said


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # 880831ian content/blog/docker/prometheus-grafana-docker.md [87] (s22 dev): a '>' before the next click.
        (
            "zh-hant",
            "我們先點左側的 **Alerting 🔔** &nbsp; > 點選 **Notification channels** 來新增",
            ["我們先點左側的 Alerting，然後點選 Notification channels 來新增"],
        ),
        ("en", "Open Settings > click Save.", ["Open Settings, then click Save."]),
        # 880831ian content/blog/gcp/gke-kubedns-nodelocaldnscache.md [40] (s22 dev): a host and its address.
        (
            "zh-hant",
            "在 hosts 加上 aaa.test-audit.com > 10.1.1.4 這筆紀錄",
            ["在 hosts 加上 aaa.test-audit.com 指向10.1.1.4這筆紀錄"],
        ),
        (
            "en",
            "The record api.example.com > 10.0.0.5 is wrong.",
            ["The record api.example.com points to 10.0.0.5 is wrong."],
        ),
        # Near misses: a comparison before a click, a number that is no address.
        ("zh-hant", "如果 x > 0 就點選確定", ["如果 x 大於0就點選確定"]),
        ("en", "Use it when count > 10.0.0 is false.", ["Use it when count > 10.0.0 is false."]),
    ],
)
def test_a_bare_greater_than_sign_as_a_step_or_a_pointer(tmp_path: Path, lang: str, body: str, said: list[str]) -> None:
    assert said_whole(tmp_path, body, lang=lang) == said


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # mitsuyoshi-yamazaki docs/content/posts/2022-07-09 23:16:40.217284.ja-jp.md [21]: the star as the step's name.
        ("ja", "★をGitHub Action上で実行する", ["星印を GitHub Action 上で実行する"]),
        # Written: a Korean and a Chinese note naming the star they marked items with.
        ("ko", "★는 중요한 부분", ["별표는 중요한 부분"]),
        ("zh-hant", "有★的題目比較難", ["有星號的題目比較難"]),
        # Near misses: a rating, a flourish around a heading, a bullet.
        ("ja", "評価：★★★★☆", ["評価：星5つ中4つ"]),
        ("zh-hant", "★★★ 重點 ★★★", ["重點"]),
        ("ja", "★ 今日のまとめ", ["今日のまとめ"]),
    ],
)
def test_a_star_standing_in_a_word(tmp_path: Path, lang: str, body: str, said: list[str]) -> None:
    assert said_whole(tmp_path, body, lang=lang) == said
