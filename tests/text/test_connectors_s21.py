"""An arrow opening a line under a line that says something is that line's consequence, "so", and folders joined by
'>' down to a file are a path's steps (issue 38, s20 held-out readings still heard at the start of session 21).

Sources (s20 held-out): joj0hq content/posts/session-manager.md [23][25] (a list item's paragraph opening "->" /
"--->" under the item's statement: dropped at the paragraph's edge), [56][70] (a line opening "-> " under a
statement: dropped), [67] ("不可能\\n->外部から…": heard "そして"); walkbori _posts/2024/2024-12-20-obsidian-pdf.md
[6][7] ("Obsidian > resources > obsidian.asar": sent bare). s20 dev KimPopsong src/content/blog/202602221340.mdx [11]
(the lazy line "-> Docker 설정에는…" under "…일치함을 확인"). Each with shapes written from other notes in other
languages, and near misses (a label, a case, a comparison) the rules leave alone.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import post_script, said_whole


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # joj0hq session-manager [56]: a line opening "-> " under a statement.
        (
            "ja",
            "平文の HTTP でクッキーを設定すればそのクッキーは HTTPS でも有効\n-> つまり、クッキーの改変を防ぐ方法はありません！",
            "平文の HTTP でクッキーを設定すればそのクッキーは HTTPS でも有効、なのでつまり、クッキーの改変を防ぐ方法はありません！",
        ),
        # joj0hq session-manager [67]: the arrow glued to the line's first word.
        (
            "ja",
            "これを全部対策するのは不可能\n->外部からのセッション ID は許容するのが一般的",
            "これを全部対策するのは不可能、なので外部からのセッション ID は許容するのが一般的",
        ),
        # joj0hq session-manager [70]: a list item's lazy line.
        (
            "ja",
            "- セッションを変更できない場合はトークンによる対策\n  -> ログイン時にトークンを生成する",
            "セッションを変更できない場合はトークンによる対策、なのでログイン時にトークンを生成する",
        ),
        # KimPopsong 202602221340 [11]: a Korean note's lazy line.
        (
            "ko",
            "컨테이너 환경변수와 값이 일치함을 확인\n-> Docker 설정에는 문제가 없다고 판단",
            "컨테이너 환경변수와 값이 일치함을 확인, 그래서 Docker 설정에는 문제가 없다고 판단",
        ),
        # Written from other notes: English and Chinese, and a statement closed by its own full stop.
        (
            "en",
            "The cache was cold after the deploy\n-> every request hit the database",
            "The cache was cold after the deploy, so every request hit the database",
        ),
        ("zh-hant", "快取已經失效了\n→ 每個請求都打到資料庫", "快取已經失效了，所以每個請求都打到資料庫"),
        ("ja", "設定は有効です。\n→ 再起動は不要", "設定は有効です。なので再起動は不要"),
        # Near misses: a label above (no clause), a case above (its own rule: "then"), a lead-in's colon.
        ("en", "Time Complexity\n=> the whole loop is O(n)", "Time Complexity. the whole loop is O(n)"),
        ("ko", "두 번째 경우\n-> 캐시에서 바로 응답", "두 번째 경우. 캐시에서 바로 응답"),
        ("zh-hant", "時間複雜度\n→ 整個迴圈是 O(n)", "時間複雜度。整個迴圈是 O(n)"),
        ("ja", "手順\n-> 設定を開く", "手順。設定を開く"),
        (
            "ja",
            "キャッシュが無い場合\n→ データベースから読み込む",
            "キャッシュが無い場合、するとデータベースから読み込む",
        ),
    ],
)
def test_an_arrow_opening_a_line_under_a_statement(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # joj0hq session-manager [23][25]: an item's second paragraph opening with the arrow (drawn long too).
        (
            "ja",
            "- 2000 年前後の「クッキー有害論」が生じたため\n\n  -> アクセス履歴を追跡できるのは問題に\n\n"
            "- ガラケーのブラウザはクッキー対応していなくその影響\n\n  --->今はクッキーに保存するほうが安全？",
            [
                "2000年前後の「クッキー有害論」が生じたため、なのでアクセス履歴を追跡できるのは問題に",
                "ガラケーのブラウザはクッキー対応していなくその影響、なので今はクッキーに保存するほうが安全？",
            ],
        ),
        (
            "ko",
            "- 서버의 메모리가 부족해짐\n\n  -> 요청이 계속 실패함",
            ["서버의 메모리가 부족해짐, 그래서 요청이 계속 실패함"],
        ),
        # One paragraph joins a block: a second arrow paragraph stays its own (joins without end were quadratic).
        (
            "ja",
            "- 問題が生じたため\n\n  -> 対策が必要になった\n\n  -> それは困るので対策する",
            ["問題が生じたため、なので対策が必要になった", "それは困るので対策する"],
        ),
        # Near miss: a label's paragraph above stays a paragraph of its own.
        ("ja", "- 手順\n\n  -> 設定を開く", ["手順", "設定を開く"]),
    ],
)
def test_an_item_paragraph_opening_with_an_arrow(tmp_path: Path, lang: str, body: str, said: list[str]) -> None:
    assert said_whole(tmp_path, body, lang=lang) == said


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # walkbori obsidian-pdf [6][7].
        (
            "ko",
            "- 파일경로 : Obsidian > resources > obsidian.asar\n- 언패킹후 : lib > pdfjs > pdf.viewer.min.js",
            [
                "파일경로: Obsidian, 그다음 resources, 그다음 obsidian.asar",
                "언패킹후: lib, 그다음 pdfjs, 그다음 pdf.viewer.min.js",
            ],
        ),
        # Written: an English and a Japanese path down to a file.
        (
            "en",
            "Open the folder src > components > Button.tsx and edit it.",
            ["Open the folder src, then components, then Button.tsx and edit it."],
        ),
        (
            "ja",
            "パスは app > config > settings.yaml です。",
            ["パスは app、そして config、そして settings.yaml です。"],
        ),
        # Near misses: a comparison of variables ending in a member, a ranking.
        (
            "en",
            "The value of x > y > z.length is checked.",
            ["The value of x is greater than y is greater than z.length is checked."],
        ),
        ("en", "Correctness > Readability > Performance", ["Correctness > Readability > Performance"]),
    ],
)
def test_folders_down_to_a_file(tmp_path: Path, lang: str, body: str, said: list[str]) -> None:
    assert said_whole(tmp_path, body, lang=lang) == said


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # KimPopsong 202606132200 [8]: a note's statement made a noun, then what comes of it.
        (
            "ko",
            "- 기존 서버가 삭제되면 문제가 생김 → 대규모 캐시 미스 발생",
            "기존 서버가 삭제되면 문제가 생김, 그래서 대규모 캐시 미스 발생",
        ),
        # KimPopsong 202606132200 [48]: …, then its reason closed by 때문.
        (
            "ko",
            "- 키의 분포는 점점 더 균등해짐 → 표준 편차가 작아져서 데이터가 고르게 분포되기 때문",
            "키의 분포는 점점 더 균등해짐, 왜냐하면 표준 편차가 작아져서 데이터가 고르게 분포되기 때문",
        ),
        # KimPopsong 202604291900 [15][17]: a step, then its result or the next step (in words or in code).
        (
            "ko",
            "1. HTTPS 블록 임시 주석 처리 → nginx 정상 기동",
            "1. HTTPS 블록 임시 주석 처리, 그다음 nginx 정상 기동",
        ),
        (
            "ko",
            "3. HTTPS 블록 주석 해제 → `git pull` 실행",
            "3. HTTPS 블록 주석 해제, 그다음 git pull 실행",
        ),
        # Written: other notes' statements and steps.
        ("ko", "- 캐시를 비우면 응답이 느려짐 → 서버 부하 증가", "캐시를 비우면 응답이 느려짐, 그래서 서버 부하 증가"),
        ("ko", "- 로그 파일 삭제 → 디스크 공간 확보", "로그 파일 삭제, 그다음 디스크 공간 확보"),
        # KimPopsong 202602221340 [19]: code, then the noun phrase that says what it is.
        ("ko", "- `wslrelay.exe` → WSL2 내부에서 동작하는 프로세스", "wslrelay.exe: WSL2 내부에서 동작하는 프로세스"),
        ("ko", "- `npm` → 패키지를 설치하는 도구", "npm: 패키지를 설치하는 도구"),
        # Near misses: a noun ending as a nominal does (다음), a name before code, a step into a destination.
        ("ko", "- 다음 → 이전", "다음에서 이전으로"),
        ("ko", "state 받아옴 -> todos에 요소 추가", "state 받아옴, todos에 요소 추가"),
        ("ko", "6. **프로덕션** → `debug=False` 필수", "6. 프로덕션에서 debug 이퀄 False 필수"),
        # Review s20 L3: an action's label alone, then the next step.
        ("ko", "다운로드하기 → 설치 파일을 실행한다.", "다운로드하기, 그다음 설치 파일을 실행한다."),
        ("ko", "요구사항을 예상하기 → 3달 뒤의 규모", "요구사항을 예상하기, 즉 3달 뒤의 규모"),
    ],
)
def test_a_korean_note_arrow(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # Review s20 M3: 時 closing a compound noun is no case; after kana it is.
        ("ja", "作成日時 → created_at に変更します。", "作成日時から created_at に変更します。"),
        ("ja", "同時 → 並行 の違い", "同時から並行の違い"),
        ("ja", "エラーの時 → 再試行する", "エラーの時、すると再試行する"),
        # Review s20 M5: a Hangul range opens at 가, no particle; a particle before a blank still joins.
        ("ko", "`[가-힣]?` 은 한 글자다", "여는 대괄호 가-힣 닫는 대괄호 물음표는 한 글자다"),
        ("ko", "문장 끝에 `;` 를 붙인다", "문장 끝에 세미콜론을 붙인다"),
        # Review s20 L4: an answer's count is a tally, no branch; an answer before a step still is.
        ("en", "The vote: Yes → 52%, No → 48%.", "The vote: Yes to 52 percent, No to 48 percent."),
        ("en", "- Yes → skip the step", "Yes, then skip the step"),
        # 1210yuichi0 個人情報保護法_概要 [28]: a set's inclusion, in other languages too; a lone sign is left.
        (
            "ja",
            "- 個人情報 ⊃ 個人データ ⊃ 保有個人データの階層構造",
            "個人情報が含む個人データが含む保有個人データの階層構造",
        ),
        ("en", "Personal data ⊃ stored data", "Personal data contains stored data"),
        ("zh-hant", "個人資料 ⊃ 保有資料", "個人資料包含保有資料"),
        # review s21 L6 (constructed): a sign that allows equality says so; ⊃ beside it keeps its plain inclusion
        (
            "en",
            "A ⊃ B and B ⊂ C, so A ⊇ C may fail",
            "A contains B and B is contained in C, so A contains or equals C may fail",
        ),
        ("zh-hans", "集合 A ⊆ 集合 B", "集合 A 包含于或等于集合 B"),
        ("ko", "집합 A ⊂ 집합 B", "집합 A를 포함하는 집합 B"),
    ],
)
def test_review_items_and_inclusion(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # 1210yuichi0 個人情報と個人関連情報の違い [52][56][84]…: items sorted into classes the list repeats.
        (
            "ja",
            "- 顧客IDから氏名を検索できる → **個人情報**\n- Cookie IDのみ（ログイン情報なし） → **個人関連情報**\n"
            "- 別データベースと照合可能 → **個人情報**\n- 匿名アンケート回答 → 個人関連情報\n"
            "- 位置情報（30日分） → **個人情報**\n- 匿名加工情報（復元不可能） → 個人情報ではない\n"
            "- Cookie ID（単体） → 個人関連情報",
            [
                "顧客 ID から氏名を検索できる、これは個人情報",
                "Cookie ID のみ（ログイン情報なし）、これは個人関連情報",
                "別データベースと照合可能、これは個人情報",
                "匿名アンケート回答、これは個人関連情報",
                "位置情報（30日分）、これは個人情報",
                "匿名加工情報（復元不可能）、これは個人情報ではない",
                "Cookie ID（単体）、これは個人関連情報",
            ],
        ),
        # Written: an English triage list.
        (
            "en",
            "- The page does not load → bug\n- A button is misaligned → cosmetic\n- Login fails for everyone → bug\n"
            "- The font is too small → cosmetic\n- Data is lost on save → bug\n- The icon is blurry → cosmetic",
            [
                "The page does not load, that is, bug",
                "A button is misaligned, that is, cosmetic",
                "Login fails for everyone, that is, bug",
                "The font is too small, that is, cosmetic",
                "Data is lost on save, that is, bug",
                "The icon is blurry, that is, cosmetic",
            ],
        ),
        # Near miss: steps that each go somewhere else (no class said three times).
        (
            "ja",
            "- 設定を開く → 詳細\n- 詳細を開く → ネットワーク\n- ネットワークを選ぶ → プロキシ",
            ["設定を開く、そして詳細", "詳細を開く、そしてネットワーク", "ネットワークを選ぶ、そしてプロキシ"],
        ),
        # Written: Chinese data items sorted into classes (things described, as 1210yuichi0's are).
        (
            "zh-hans",
            "- 身份证号 → 个人信息\n- 手机号码 → 个人信息\n- 匿名统计数据 → 非个人信息\n- 家庭住址 → 个人信息",
            [
                "身份证号，也就是个人信息",
                "手机号码，也就是个人信息",
                "匿名统计数据，然后非个人信息",
                "家庭住址，也就是个人信息",
            ],
        ),
        # Written: English statements about a thing opening with a verb-like word keep their class.
        (
            "en",
            "- Login fails for everyone → bug\n- Log files are missing → bug\n- The button is blue → cosmetic\n"
            "- Data is lost on save → bug",
            [
                "Login fails for everyone, that is, bug",
                "Log files are missing, that is, bug",
                "The button is blue to cosmetic",
                "Data is lost on save, that is, bug",
            ],
        ),
    ],
)
def test_items_sorted_into_classes(tmp_path: Path, lang: str, body: str, said: list[str]) -> None:
    assert said_whole(tmp_path, body, lang=lang) == said


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # Review s21 H3 (review21/rules/sorted_en.md): a screen flow, three actions leading to the same screen, was
        # heard "Open the app, that is, Home" (fe23e1ba); an action's arrow is a move however often it reaches Home.
        (
            "en",
            "- Open the app → Home\n- Tap the back button → Home\n- Log out → Home\n- Press Settings → Settings page",
            [
                "Open the app to Home",
                "Tap the back button to Home",
                "Log out to Home",
                "Press Settings to Settings page",
            ],
        ),
        # Review s21 H3 (sorted_zh.md): heard "点击返回按钮，也就是首页".
        (
            "zh-hans",
            "- 点击返回按钮 → 首页\n- 注销登录 → 首页\n- 打开应用 → 首页\n- 点击设置 → 设置页",
            ["点击返回按钮，然后首页", "注销登录，然后首页", "打开应用，然后首页", "点击设置，然后设置页"],
        ),
        # Review s21 H3 (sorted_ja.md): heard "戻るボタンを押す、これはホーム画面".
        (
            "ja",
            "- 戻るボタンを押す → ホーム画面\n- アプリを開く → ホーム画面\n- 設定を閉じる → ホーム画面\n- 設定を押す → 設定画面",
            [
                "戻るボタンを押す、そしてホーム画面",
                "アプリを開く、そしてホーム画面",
                "設定を閉じる、そしてホーム画面",
                "設定を押す、そして設定画面",
            ],
        ),
        # Written: a redirect list (paths) and a state machine's events.
        (
            "en",
            "- /old-blog → /blog\n- /posts → /blog\n- /articles → /blog\n- /about-me → /about",
            [
                "slash old-blog to slash blog",
                "slash posts to slash blog",
                "slash articles to slash blog",
                "slash about-me to slash about",
            ],
        ),
        (
            "en",
            "- On timeout → Failed\n- On server error → Failed\n- On cancel → Failed\n- On success → Done",
            ["On timeout to Failed", "On server error to Failed", "On cancel to Failed", "On success to Done"],
        ),
        # Written: Japanese steps in the polite form.
        (
            "ja",
            "- ログイン画面で戻るを押します → ホーム画面\n- ログアウトします → ホーム画面\n- アプリを閉じます → ホーム画面",
            [
                "ログイン画面で戻るを押します：ホーム画面",
                "ログアウトします：ホーム画面",
                "アプリを閉じます：ホーム画面",
            ],
        ),
    ],
)
def test_actions_leading_to_one_place_are_no_class(tmp_path: Path, lang: str, body: str, said: list[str]) -> None:
    assert said_whole(tmp_path, body, lang=lang) == said


def _voices(tmp_path: Path, body: str, lang: str) -> list[tuple[str, str]]:
    script = post_script(tmp_path, body, lang)
    assert not script.lost
    return [(chunk.text, script.voice_of(chunk).name[:5]) for chunk in script.chunks[1:-1]]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # 933yee japanese-1 [31][38]: a Chinese heading whose kana are only its bracketed examples.
        (
            "zh-hant",
            "## 指示代名詞：事物（これ、それ、あれ、どれ）\n\n這些是用來指稱事物的代名詞。",
            [
                ("指示代名詞：事物", "zh-TW"),
                ("（これ、それ、あれ、どれ）", "ja-JP"),
                ("這些是用來指稱事物的代名詞。", "zh-TW"),
            ],
        ),
        (
            "zh-hant",
            "## 疑問詞（どこ、だれ）\n\n用於詢問。",
            [("疑問詞", "zh-TW"), ("（どこ、だれ）", "ja-JP"), ("用於詢問。", "zh-TW")],
        ),
        # Written: a Korean article's heading glossed in Japanese.
        (
            "ko",
            "## 인사말（こんにちは）\n\n일본어 인사말이다.",
            [("인사말", "ko-KR"), ("（こんにちは）", "ja-JP"), ("일본어 인사말이다.", "ko-KR")],
        ),
        # Near miss: a heading with no words of its own outside the bracket goes whole to the voice that says it.
        ("zh-hant", "## Docker（ドッカー）\n\n用於詢問。", [("Docker（ドッカー）", "ja-JP"), ("用於詢問。", "zh-TW")]),
    ],
)
def test_a_heading_glossed_in_another_script(tmp_path: Path, lang: str, body: str, said: list[tuple[str, str]]) -> None:
    assert _voices(tmp_path, body, lang) == said


@pytest.mark.parametrize(
    ("body", "voices"),
    [
        # 1210yuichi0 個人情報保護法_概要 [68]: kanji Japanese writes too (個, 会) tell no Chinese in a Japanese article.
        ("## 第5章 個人情報保護委員会（第59条～第74条）\n\n委員会の役割を説明します。", ["ja-JP", "ja-JP"]),
        # Written: a Japanese heading of kanji with 的 and 了.
        ("## 具体的な作業完了報告書類一式提出期限厳守\n\n説明します。", ["ja-JP", "ja-JP"]),
        # Near miss: a Chinese sentence with Chinese-only function words stays Chinese.
        ("這是我們的問題，沒有人會說什麼。\n\n説明します。", ["zh-TW", "ja-JP"]),
    ],
)
def test_kanji_japanese_writes_too(tmp_path: Path, body: str, voices: list[str]) -> None:
    assert [voice for _, voice in _voices(tmp_path, body, "ja")] == voices


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # Review s21 M1 (review21 rules/arrows_{en,zh,ja}.md): a label or an instruction above an arrow is no statement;
        # the arrow keeps its plain pause (an -ed inside "speed"/"need" is no past form; 不/可/能 inside 不同/可选/性能
        # are no clause's words; a step in its dictionary form is followed by the next step).
        (
            "en",
            "Speed up the build\n-> use the cache for every step",
            "Speed up the build. use the cache for every step",
        ),
        (
            "en",
            "Need a faster deploy\n-> enable the remote builder now",
            "Need a faster deploy. enable the remote builder now",
        ),
        ("zh-hans", "不同的配置方法\n→ 参见下文的表格说明", "不同的配置方法。参见下文的表格说明"),
        ("zh-hans", "可选的参数列表\n→ 先看官方文档", "可选的参数列表。先看官方文档"),
        ("ja", "手順を確認する\n→ 次へ進む", "手順を確認する。次へ進む"),
        # Written: an embed's label, a Chinese capability label, a Japanese request.
        ("en", "Copy the embed code\n-> paste it in the page", "Copy the embed code. paste it in the page"),
        ("zh-hant", "系統的性能與能力\n→ 見下表", "系統的性能與能力。見下表"),
        ("ja", "設定を開いてください\n→ 保存する", "設定を開いてください。保存する"),
        # Near misses: statements still say their consequence (a past form after its subject, 会 and 了 as words, a
        # subject before a verb's dictionary form).
        (
            "en",
            "The seed job failed twice\n-> the tests ran on stale data",
            "The seed job failed twice, so the tests ran on stale data",
        ),
        ("zh-hans", "缓存没有命中了\n→ 每个请求都打到数据库", "缓存没有命中了，所以每个请求都打到数据库"),
        ("zh-hans", "关闭缓存后性能会下降\n→ 需要更多机器", "关闭缓存后性能会下降，所以需要更多机器"),
        ("ja", "毎回エラーが発生する\n→ 再起動が必要", "毎回エラーが発生する、なので再起動が必要"),
    ],
)
def test_a_label_or_an_instruction_above_an_arrow(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]
