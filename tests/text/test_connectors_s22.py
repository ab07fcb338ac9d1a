"""Arrows, menu paths and steps by what they do in their sentence (issue 38, s21 readings still heard at the start of
session 22).

Sources (s21 held-out): connor-kor _posts/full-stack/full-stack class/2022-1-20-class27.md [131][163][180][198][217]
[221][244][279][281][297] (Korean note arrows dropped to a comma, or "클래스에서 NoticeDao로, MemberDao 구현": the
tool mapped to the first of two names; back arrows "등록 <- X 제공" dropped), 2022-1-26-class29.md [74][83][84][325]
(a trailing step dash said "하이픈"; arrows dropped); qian403 src/content/posts/change-dns-guide.md [17][21][45] (a
button's icon in code said "（一段程式碼）") and [24] (a note's two lines joined by a hard break run together). s21 dev:
by-su 스프링_모니터링 [10][12][13][32], dslcontext_null이_되는_문제 [36], Route53_이용해_DR_세팅하기 [4][19],
S3_이미지_서버로_사용하기 [41]; weirdion automating-unraid-array-decryption [37], secure-sagemaker-studio-pipelines-cdk
[29]; kaizhou-chen docs/notes/index.md [88][95][100]; snyt45 roam-research-best-practice [45], 1day-go-4days [40].
Each with shapes written from other notes and languages, and
near misses the rules leave alone.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import said_whole


@pytest.mark.parametrize(
    ("body", "said"),
    [
        # connor-kor class27 [163][180]: a tool, then a pair implemented with it — the pair kept whole.
        (
            "NamedParameterJdbcTemplate 클래스 -> NoticeDao, MemberDao 구현, 테스트",
            "NamedParameterJdbcTemplate 클래스로 NoticeDao, MemberDao 구현, 테스트",
        ),
        # class29 [84]: a tool whose name ends in ㄹ; [83]: a place the action is done in.
        ("STS 툴 -> 스프링 MVC 프로젝트 생성해서 개발", "STS 툴로 스프링 MVC 프로젝트 생성해서 개발"),
        ("이클립스 -> 다이나믹 웹 프로젝트 생성 + 스프링 모듈", "이클립스에서 다이나믹 웹 프로젝트 생성 + 스프링 모듈"),
        # class27 [198]: a place, a verb's connective in the clause after it.
        (
            "pom.xml 코딩추가 중앙저장소 -> jar 다운받아서 모듈 추가",
            "pom.xml 코딩추가 중앙저장소에서 jar 다운받아서 모듈 추가",
        ),
        # class27 [131]: a verb's connective before it, the next step.
        ("JdbcTemplate 클래스를 사용해서 -> Dao 구현", "JdbcTemplate 클래스를 사용해서, 그다음 Dao 구현"),
        # class27 [279]: the clause after it has its own place.
        (
            "회원가입 (joinus/join.htm) -> 요청에 클래스 추가",
            "회원가입 (joinus 슬래시 join.htm), 그다음 요청에 클래스 추가",
        ),
        # class27 [297]: what is needed for it.
        ("스프링 DB 연동 -> DataSource 빈 객체 필요", "스프링 DB 연동, 그러려면 DataSource 빈 객체 필요"),
        # Written: a library and a command line tool from other notes.
        ("axios 라이브러리 -> API 호출 코드 작성", "axios 라이브러리로 API 호출 코드 작성"),
        ("터미널 -> 새 브랜치 생성하고 푸시", "터미널에서 새 브랜치 생성하고 푸시"),
        # Near misses: two names mapped, a change of version, an item alone after it.
        ("JSP 상품주문 -> 스프링 상품주문", "JSP 상품주문에서 스프링 상품주문으로"),
        ("uid -> id", "uid에서 id로"),
        ("noticeEdit.htm -> Customer.Controller GET 방식", "noticeEdit.htm에서 Customer.Controller GET 방식으로"),
    ],
)
def test_a_korean_arrow_into_a_clause_of_doing(tmp_path: Path, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang="ko") == [said]


@pytest.mark.parametrize(
    ("body", "said"),
    [
        # by-su 스프링_모니터링 [10][13]: a note's statement, then what cannot be done.
        (
            "실시간 데이터만 제공 → 과거 데이터를 저장하고 분석할 수 없다.",
            "실시간 데이터만 제공, 그래서 과거 데이터를 저장하고 분석할 수 없다.",
        ),
        (
            "다중 애플리케이션 모니터링이 어려움 → 여러 개의 애플리케이션을 한 곳에서 관리할 수 없다.",
            "다중 애플리케이션 모니터링이 어려움, 그래서 여러 개의 애플리케이션을 한 곳에서 관리할 수 없다.",
        ),
        # by-su dslcontext [36]: a note's "cannot".
        (
            "Kotlin 클래스가 기본적으로 final → Spring AOP가 못 감쌈",
            "Kotlin 클래스가 기본적으로 final, 그래서 Spring AOP가 못 감쌈",
        ),
        # Written: a need stated in full.
        ("로그가 너무 많음 → 별도 저장소가 필요하다.", "로그가 너무 많음, 그래서 별도 저장소가 필요하다."),
        # A verdict, then the fact that bears it out: its reason (s20 dev KimPopsong 202608082000 [58]).
        (
            "사용자의 경우 이 모델이 유리 → 로그인하기까지는 어떤 컴퓨팅 자원도 소모하지 않음",
            "사용자의 경우 이 모델이 유리, 왜냐하면 로그인하기까지는 어떤 컴퓨팅 자원도 소모하지 않음",
        ),
        # Near miss: a step done, then the next (by-su dslcontext [24]'s shape): no consequence.
        (
            "이 서브클래스에서 원본 메서드를 오버라이드 -> advice 코드 삽입합니다.",
            "이 서브클래스에서 원본 메서드를 오버라이드, advice 코드 삽입합니다.",
        ),
    ],
)
def test_a_korean_arrow_before_what_comes_of_a_statement(tmp_path: Path, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang="ko") == [said]


@pytest.mark.parametrize(
    ("body", "said"),
    [
        # connor-kor class27 [217][221]: a back arrow before what a name provides.
        (
            "프론트컨트롤러 서블릿 등록 <- DispatcherServlet.java 제공",
            "프론트컨트롤러 서블릿 등록, DispatcherServlet.java에서 제공",
        ),
        ("인코딩필터 등록 <- CharacterEncodingFilter 제공", "인코딩필터 등록, CharacterEncodingFilter에서 제공"),
        # Written: a manager that supports it.
        ("트랜잭션 관리 <- PlatformTransactionManager 지원", "트랜잭션 관리, PlatformTransactionManager에서 지원"),
        # Near miss: an assignment between operands.
        ("x <- 5 는 대입", "x 왼쪽 화살표 5 는 대입"),
    ],
)
def test_a_korean_back_arrow_before_what_a_name_gives(tmp_path: Path, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang="ko") == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # connor-kor class29 [74][325]: a trailing step dash.
        (
            "ko",
            "maven project - next - Filter 에 quickstart (java project) 검색 - ",
            "maven project - next - Filter 에 quickstart (java project) 검색",
        ),
        ("ko", "시작하기 - 매핑된 SQL 구문 살펴보기 - ", "시작하기 - 매핑된 SQL 구문 살펴보기"),
        # Written: an English and a Japanese path typed with dashes.
        ("en", "File - New - Project - ", "File - New - Project"),
        ("ja", "ファイル - 新規 - プロジェクト - ", "ファイル - 新規 - プロジェクト"),
        # Near miss: a subtraction's dangling minus keeps its word (a number before it).
        ("ko", "값은 5 - 3 - 이다", "값은 5 빼기 3 빼기 이다"),
    ],
)
def test_a_dash_closing_a_line_of_steps(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # qian403 change-dns-guide [17][21][45]: a button's icon in code.
        (
            "zh-hant",
            "1. 點選右上角 `⋮` > 「設定」> 「安全性」",
            "1、點選右上角更多選項圖示，然後「設定」，然後「安全性」",
        ),
        ("zh-hant", "1. 點選 `☰` > 「設定」", "1、點選選單圖示，然後「設定」"),
        ("zh-hant", "點選網路旁的 `ⓘ`", "點選網路旁的資訊圖示"),
        # Written: English and Korean.
        ("en", "Tap the `⋮` in the corner.", "Tap the the more-options icon in the corner."),
        ("ko", "오른쪽 위 `⚙`를 누르세요.", "오른쪽 위 톱니바퀴 아이콘을 누르세요."),
    ],
)
def test_an_icon_in_code_is_named(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # qian403 change-dns-guide [24]: a note box's two lines, a hard break between them.
        (
            "zh-hant",
            "**優點**：只影響瀏覽器，適合快速測試  \n**限制**：其他應用程式仍使用系統 DNS",
            "優點：只影響瀏覽器，適合快速測試，限制：其他應用程式仍使用系統 DNS",
        ),
        # Written: Japanese and simplified Chinese, a backslash break.
        ("ja", "**利点**：速い  \n**制限**：アプリは使う", "利点：速い、制限：アプリは使う"),
        ("zh-hans", "第一行写的是配置\\\n第二行写的是命令", "第一行写的是配置，第二行写的是命令"),
        # Near miss: a picture alone on the line after the break keeps its cue (qian403 PicoCTF_easy [28]'s shape).
        (
            "zh-hant",
            "裡面啥都沒有  \n![cXhhshj.png](https://i.imgur.com/cXhhshj.png)\n我們可以嘗試登入一下",
            "裡面啥都沒有（此處有一張圖）我們可以嘗試登入一下",
        ),
        # Near misses: a soft break joins as before; a line ending in its own mark goes on; line-per-item prose
        # (qian403 taipei_cafe's shape) keeps its full stops.
        (
            "zh-hant",
            "名稱：咖啡店  \n地址：松江路  \n不限時：是  \n有插座：是",
            "名稱：咖啡店。地址：松江路。不限時：是。有插座：是",
        ),
        ("zh-hant", "這一行沒有結束\n下一行接著寫", "這一行沒有結束下一行接著寫"),
        ("zh-hant", "第一行。  \n第二行", "第一行。第二行"),
    ],
)
def test_a_hard_break_between_cjk_lines_pauses(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # by-su 스프링_모니터링 [32]: reaching a port, a label with its own colon, then the next.
        (
            "ko",
            "9090번 포트에 접속 > Status: Target health > 서비스 상태 확인",
            "9090번 포트에 접속, 그다음 Status: Target health, 그다음 서비스 상태 확인",
        ),
        # by-su S3 [41]: installed at the path's end; Route53 [19]: buttons' names in code.
        (
            "ko",
            "`Obsidian` > `settings` > `S3 Image Uploader` 설치",
            "Obsidian, 그다음 settings, 그다음 S3 Image Uploader 설치",
        ),
        (
            "ko",
            "`Route53` > `Health checks` > `Create health check`",
            "Route53, 그다음 Health checks, 그다음 Create health check",
        ),
        # Written: English buttons in code.
        ("en", "`Billing` > `Cost explorer`", "Billing, then Cost explorer"),
        # Near miss: two variables in code compared.
        ("ko", "`maxRetries` > `timeout` 이면 실패", "maxRetries > timeout 이면 실패"),
    ],
)
def test_menu_paths_in_code_and_after_reaching(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # weirdion automating-unraid-array-decryption [37]: a place gone to, then the next.
        ("en", "Go to Settings -> Disk Settings", "Go to Settings, then Disk Settings"),
        ("en", "Click Save -> Done", "Click Save, then Done"),
        # weirdion secure-sagemaker-studio-pipelines-cdk [29]: one service's part sending to another's.
        (
            "en",
            "EventBridge rule → SNS topic for pipeline failure notifications",
            "EventBridge rule to SNS topic for pipeline failure notifications",
        ),
        ("en", "API gateway → Lambda function for auth", "API gateway to Lambda function for auth"),
        # kaizhou-chen notes [88][100]: keys pressed, then what is typed in the box they open.
        ("zh-hans", "<kbd>Win</kbd> + <kbd>R</kbd>  -->  cmd ，打开命令行", "Win + R，然后 cmd，打开命令行"),
        (
            "zh-hans",
            "Ctrl + Shift + P  -->  settings，选择 javascript",
            "Ctrl + Shift + P，然后 settings，选择 javascript",
        ),
        # Near misses: a rate mapped to a value; a key mapped to its action.
        ("en", "Open rate -> 5%", "Open rate to 5 percent"),
        ("en", "Ctrl+C --> copy", "Ctrl+C to copy"),
    ],
)
def test_arrows_of_steps_and_flows(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # snyt45 roam-research-best-practice [45]: a modifier and an arrow key in code.
        ("ja", "`Alt-←` で戻る", "Alt 左矢印キーで戻る"),
        # Written: Chinese and English.
        ("zh-hans", "按 `Ctrl+→` 跳到下一个词", "按 Ctrl 加右方向键跳到下一个词"),
        ("en", "Press `Shift + ↑` to select.", "Press Shift plus up arrow to select."),
        # Near miss: an arrow alone in code keeps its key's name.
        ("ja", "`→` で進む", "右矢印キーで進む"),
    ],
)
def test_a_shortcut_with_an_arrow_key_in_code(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "said"),
    [
        # snyt45 1day-go-4days [40]: what follows the arrow gives the reason.
        (
            "引数 adctr のデータ型は「int」 => adctr としてアドレスを参照したら int 型だから",
            "引数 adctr のデータ型は「int」、なぜなら adctr としてアドレスを参照したら int 型だから",
        ),
        # Written: a reason closed politely.
        ("キャッシュは無効 → 設定が古いためです", "キャッシュは無効、なぜなら設定が古いためです"),
        # Near misses: ので goes on as often as it gives a reason; から after a place is "from".
        ("設定 → 画面を開くので", "設定から画面を開くので"),
        ("東京 → 大阪から", "東京から大阪から"),
    ],
)
def test_a_japanese_arrow_before_a_reason(tmp_path: Path, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang="ja") == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # connor-kor class29 [133]: a hidden folder, then the folder under it.
        ("ko", "로컬저장소 .m2 > repository 확인", "로컬저장소 .m2, 그다음 repository 확인"),
        # Written: English and Japanese.
        ("en", "Look in .git > hooks for the samples.", "Look in .git, then hooks for the samples."),
        ("ja", "ホームの .ssh > config を編集", "ホームの .ssh、そして config を編集"),
        # Near miss: a number written with a leading dot compared.
        ("en", "The score .5 > 0.3 here.", "The score.5 is greater than 0.3 here."),
    ],
)
def test_a_path_down_from_a_hidden_folder(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]
