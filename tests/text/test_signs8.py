"""A sign's role from the kinds of its two neighbours (issue 38; the s7 held-out lesson: every defect left was a known
class in a new shape). Width first (NFKC digits and signs of sums), then one table per sign: a dash between two small
numbers by what stands before them; an arrow by its items (a name closed by a bracket, a function's parameters, a name
before a clause, a line's end); a slash by its neighbours (a letter under a number, a bracket's term beside an
operand); a sign alone between two links; a tag written with a space; an address of no website; a part's mark. Each
shape's other roles stay, and where the kinds leave the role open the reading true in every role is said.

Sources (s7 held-out, dev since; s7 dev): yshrsmz/yshrsmz.github.io 378395ad (2023-11-07-9to10-wrapup.md),
kevinshu1995/the-blog 4e23e1e4 (JS-Dungeon-002, JS-Dungeion-side-story-001, look-IAmSuck, Tampermonkey-…),
JiwoonKim/JUNEKIM.dev f3c6dccf (Essays/project_ideas.md, front-end/css/_css_1.md), maxboeck/mxb 5a922eae
(container-queries-web-components), ATQQ/sugar-blog a06a5edc (source/objectId.md), YSKuo/personal-site-v3 baa0e261
(learn-internet-from-restaurant.md), yanghs6/yanghs6.github.io 83050026 (0096_boj_2623.md), dev-protocol/initto
d374170d (20210226.md); yu-codes (s6 dev) etl-vs-elt-pipeline.md; karpathy (s4 dev) quantifying-productivity.md.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import body_said, post_script


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # The same counter after both numbers: a range, whatever stands around it.
        ("ja", "2023年の9月-10月を振り返るよ。", "2023年の9月から10月を振り返るよ。"),
        # Volumes after a title's close, a label's colon, a Latin word: a range.
        (
            "ja",
            "爛漫ドレスコードレス 【描き下ろし漫画付き】 1-3 (カルコミ)",
            "爛漫ドレスコードレス【描き下ろし漫画付き】1から3 (カルコミ)",
        ),
        ("ja", "復讐いたします～: 1-3 (comic LAKE)", "復讐いたします: 1から3 (comic LAKE)"),
        ("ja", "完璧な悪女を目指す COMIC 1-3 (コロナ)", "完璧な悪女を目指す COMIC 1から3 (コロナ)"),
        ("zh-hans", "定位到构造函数：47-96", "定位到构造函数：47到96"),
        # Full-width digits and dash: one width first, the same role.
        ("ja", "転生していたようです １６－１８ (シリウス)", "転生していたようです16から18 (シリウス)"),
        # A name that numbers, a lone letter, a line's start, a falling pair, a sum: no range.
        ("zh-hans", "Figure 1-2 展示了结果", "Figure 1-2展示了结果"),
        ("zh-hans", "2-1 为什么要这样做", "2-1为什么要这样做"),
        ("ja", "x1-2 です", "x1-2です"),
        ("ja", "作品 3-1 です", "作品3-1です"),
        ("zh-hans", "所以 3 + 1 - 2 = 2", "所以3加1减2等于2"),
        ("ko", "섹션 1-2는 중요합니다", "섹션 1-2는 중요합니다"),
    ],
)
def test_a_dash_between_numbers_by_what_stands_before_them(tmp_path: Path, lang: str, body: str, said: str) -> None:
    script = post_script(tmp_path, body, lang)
    assert body_said(script) == [said]
    assert not script.lost


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # An item closed by a bracket is an item ("然後" took it for a line's edge); in a chain, steps.
        ("zh-hant", "客人（小明） => Client 端", "客人（小明）到 Client 端"),
        (
            "zh-hant",
            "先抽取（Extract）→ 轉換（Transform）→ 載入（Load）到目標資料庫",
            "先抽取（Extract），然後轉換（Transform），然後載入（Load）到目標資料庫",
        ),
        # A function's parameters: its arrow said by its name, as in code (never "then"); a call is an item.
        ("en", "type getScore = (list: Line\\[\\]) => number;", "type getScore = (list: Line array) arrow number;"),
        # A name before the longer phrase that says what it is: "也就是" ("然後" was heard as a sequence; a colon's
        # pause as the arrow dropped, s19 #38).
        (
            "zh-hant",
            "每秒會增加的角度 -> 每 60 秒秒針會轉 6 度，每 10 秒轉 1 度。",
            "每秒會增加的角度，也就是每60秒秒針會轉6度，每10秒轉1度。",
        ),
        # An arrow closing its text before a formula: it points at what follows, never silence.
        (
            "zh-hant",
            "1.  消除第 0 級的 1~4 行分數 => \\[40, 100, 300, 1200\\]",
            "1、消除第0級的1到4行分數：40, 100, 300, 1200",
        ),
        # Two short items map; a clause before the arrow leads on.
        ("en", "Rename .png → .jpeg", "Rename .png to .jpeg"),
        # A Korean clause and its aside before an arrow: its edge, steps (no item of a word or two).
        (
            "ko",
            "내가 신경 쓰고 있는 것들을 쏟아내고 (글 메모장) -> 불태우는 애니메이션",
            "내가 신경 쓰고 있는 것들을 쏟아내고 (글 메모장), 그다음 불태우는 애니메이션",
        ),
    ],
)
def test_an_arrow_by_the_kinds_of_its_items(tmp_path: Path, lang: str, body: str, said: str) -> None:
    script = post_script(tmp_path, body, lang)
    assert body_said(script) == [said]
    assert not script.lost


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # A number over a lone letter that is no unit: a fraction ("n당 1" was "one per n"); a unit stays a rate.
        ("ko", "그냥 한 번에 1/n을 계산하여", "그냥 한 번에 n 분의 1을 계산하여"),
        ("en", "about 1/n of it at 5 km/h", "about 1 over n of it at 5 km per hour"),
        ("zh-hans", "每个席位 ~$500/月", "每个席位约$500每月"),
        # A bracket's term in a sum is one operand: the division is said, never dropped.
        (
            "zh-hant",
            "因此最後算式是 ( 現在分鐘數 ) * 6 + ( 現在秒數 ) / 10，就是現在的角度啦！",
            "因此最後算式是 ( 現在分鐘數) 乘6加 ( 現在秒數) 除以10，就是現在的角度啦！",
        ),
        # A long aside in brackets is no term: its dash before a word stays a pause ("minus" was heard).
        (
            "en",
            "(Gmail/Chrome files opened in Sublime Text 2 - such as notes)",
            "(Gmail or Chrome files opened in Sublime Text 2, such as notes)",
        ),
        # A slash between a bracket's term and an operand joins them: said by its name, never left out.
        ("en", "the price (in dollars) / 10 is", "the price (in dollars) slash 10 is"),
        # A star opening an argument is the page's star.
        ("ko", "add(node, *predecessors): 노드 추가", "add(node, 별표 predecessors): 노드 추가"),
        # A tag written with a space so that the page shows it: its element's name, its closing slash no division.
        ("ko", "< head> 부분에 따로 < style></ style> 태그를 만들어서", "head 부분에 따로 style 태그를 만들어서"),
        # An address of no website: said as the reader types it ("flags" alone lost what to open).
        (
            "en",
            "Enable Container Queries under *chrome://flags* to see them.",
            "Enable Container Queries under chrome colon-slash-slash flags to see them.",
        ),
        # A sign pressed with a modifier key is a key (s6 dev: "(⌘ + ,)" lost its comma; "Ctrl + /" its slash).
        ("zh-hant", "打開設定 (⌘ + ,) 就可以", "打開設定 (Cmd + 逗號) 就可以"),
        (
            "en",
            "Press Ctrl + / to comment, Ctrl + Shift + P for commands.",
            "Press Ctrl + slash to comment, Ctrl + Shift + P for commands.",
        ),
        # A part's mark closing a heading: the part of the whole (heard as the fraction "one third").
        ("en", "## I wrote a Dapp today (1/3)", "I wrote a Dapp today (part 1 of 3)"),
        # (no part's mark: a formula with its result, its glued slash divides — s24 lane prompt, ruling 5d)
        ("en", "It is (1/2) = 0.5 here", "It is (1 divided by 2) equals 0.5 here"),
    ],
)
def test_a_slash_star_tag_address_by_their_neighbours(tmp_path: Path, lang: str, body: str, said: str) -> None:
    script = post_script(tmp_path, body, lang)
    assert body_said(script) == [said]
    assert not script.lost


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        (
            "zh-hant",
            "參考 [Tampermonkey](https://www.tampermonkey.net/) > [Tampermonkey documentation](https://x.y/d) > "
            "[IT 鐵人賽小工具](https://ithelp.ithome.com.tw/articles/1)",
            "參考 Tampermonkey, Tampermonkey documentation, IT 鐵人賽小工具",
        ),
        ("en", "See [docs](https://a.b/) | [api](https://a.b/api) / [faq](https://a.b/faq)", "See docs, api, faq"),
        # (either way: a pager's back sign too, review s8 lesser: `<` was sent raw)
        ("ja", "[前へ](/a) ‹ [次へ](/b)", "前へ, 次へ"),
        ("ja", "[前へ](/a) < [次へ](/b)", "前へ, 次へ"),
        # Not alone between two links: the sign keeps its role.
        ("en", "Open [File](https://a.b/) > Settings first.", "Open File, then Settings first."),
    ],
)
def test_a_sign_alone_between_two_links_separates_them(tmp_path: Path, lang: str, body: str, said: str) -> None:
    script = post_script(tmp_path, body, lang)
    assert body_said(script) == [said]
    assert not script.lost


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # s8 dev (willismax, yihong0618, nakamuraitsuki, deuk9, maxime1992; dev): an arrow drawn long is the arrow.
        ("en", "Z --> J, and 25 --> 35", "Z to J, and 25 to 35"),
        (
            "zh-hans",
            "项目 ChineseAiDungeonChatGPT --> 用 ChatGPT 玩 DND",
            "项目 ChineseAiDungeonChatGPT，然后用 ChatGPT 玩 DND",
        ),
        # One pointing back points at what it follows: a pause ("<-これ" was less-than, minus).
        ("ja", "DTOを使うです。<-これの存在を知りました", "DTO を使うです。これの存在を知りました"),
        ("en", "if x <-1 then", "if x <-1 then"),
        # A Chinese clause after an arrow is no item (an adverb before its verb, a particle after it): never 到.
        ("zh-hans", "尝试给小爱刷机 -> 小米把这个也封了", "尝试给小爱刷机，然后小米把这个也封了"),
        # A Korean name after a particle of place is an item: from … to, never "that is".
        ("ko", "Docker 환경에서 MQTT → AMQP 메시지 흐름", "Docker 환경에서 MQTT에서 AMQP 메시지 흐름"),
        # A menu path's labels in sentence case are labels.
        (
            "en",
            "Open Dev tools > Hamburger menu > More tools > Rendering.",
            "Open Dev tools, then Hamburger menu, then More tools, then Rendering.",
        ),
        ("en", "Find it under Settings > Pages.", "Find it under Settings, then Pages."),
        # A path glued to a CJK word is a path ("~/" and "/etc" were a pause or nothing).
        ("zh-hans", "使用编辑器打开~/.bashrc", "使用编辑器打开波浪号斜杠 .bashrc"),
        ("zh-hans", "修改/etc/bashrc 文件", "修改斜杠 etc 斜杠 bashrc 文件"),
        ("zh-hans", "笔记/代码/预览", "笔记、代码、预览"),
        # A slash after a bracket is named only before an operand; before a word it is a line's next field.
        ("ko", "데이터베이스 시스템 [7판] / Abraham Silberschatz", "데이터베이스 시스템 [7판] Abraham Silberschatz"),
        # A comparison sign the sentence names as an operator: its name, "<" and ">" told apart in every language.
        ("ko", "compareTo() → >, < 연산자 지원", "compareTo()에서 닫는 꺾쇠, 여는 꺾쇠 연산자 지원"),
        ("en", "the < and > operators compare", "the less-than and greater-than operators compare"),
        ("ja", "比較演算子 >、< を使う", "比較演算子大なり、小なりを使う"),
        ("en", "Settings > Pages, the operators", "Settings > Pages, the operators"),
        # A name in code before a longer phrase: what it is (a colon's pause); before a short one, steps.
        ("ko", "- `===` → 동일한 객체 참조 여부 비교", "등호 등호 등호: 동일한 객체 참조 여부 비교"),
        # A Korean name after a clause's connective ending is an item: from … to.
        (
            "ko",
            "test.queue를 바라보고 있으면 MQTT -> AMQP 메시지 전송이 가능하다.",
            "test.queue를 바라보고 있으면 MQTT에서 AMQP 메시지 전송이 가능하다.",
        ),
        # One parameter glued to its arrow after an assignment: a function's arrow.
        ("en", "f=n=>{let a=0,b=1} return b", "f equals n arrow let a equals 0,b equals 1 return b"),
        # A Japanese clause between two arrows is no chain item: two conversions; a chain of steps stays steps.
        (
            "ja",
            "今までMarkdown→HTMLとしていたところをMarkdown→JSXとしていきます。",
            "今まで Markdown から HTML としていたところを Markdown から JSX としていきます。",
        ),
        ("ja", "ファイルを開く→保存する→閉じる", "ファイルを開く、そして保存する、そして閉じる"),
        # A plus closing a number: that number or more; a port's protocol after its slash, no rate.
        ("zh-hans", "4、python3.8+", "4、python3.8以上"),
        ("en", "We have 100+ users, 3 + 4 = 7", "We have 100 or more users, 3 plus 4 equals 7"),
        ("zh-hans", "firewall-cmd --add-port=8080/tcp 然后", "firewall-cmd --add-port=8080斜杠 tcp 然后"),
        # One wave opening a subtitle after a CJK title: a pause, never "tilde".
        (
            "ja",
            "『達人が教えるWebパフォーマンスチューニング 〜ISUCONから学ぶ高速化の実践』",
            "『達人が教える Web パフォーマンスチューニング、ISUCON から学ぶ高速化の実践』",
        ),
    ],
)
def test_s8_dev_signs_by_their_neighbours(tmp_path: Path, lang: str, body: str, said: str) -> None:
    script = post_script(tmp_path, body, lang)
    assert body_said(script) == [said]
    assert not script.lost


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # A part's mark closes a heading, a post before its link, a post's last sentence (a thread's post) …
        ("ja", "## 設定の話 (2/3)", "設定の話（3つのうち2つ目）"),
        ("en", "Read on, friends (1/3) pic.twitter.com/abc", "Read on, friends (part 1 of 3) pic.twitter.com"),
        ("ja", "ぜひ読んでみてね！(1/3)", "ぜひ読んでみてね！（3つのうち1つ目）"),
        # … but closing a list item's or a sentence's words it is a rating or a fraction, sent as written
        # (review s8 #3: "総合評価 (4/5)" was "5つのうち4つ目").
        ("ja", "- 総合評価 (4/5)", "総合評価 (4/5)"),
        ("zh-hans", "正面的概率 (1/2)", "正面的概率 (1/2)"),
        ("en", "The answer is x (1/2)", "The answer is x (1/2)"),
    ],
)
def test_a_part_mark_only_closing_a_heading_or_a_post(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert body_said(post_script(tmp_path, body, lang)) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # A back arrow between two operands is code's (review s8 #4: "x <- 5" lost its sign, "x 5"): an assignment …
        ("en", "In R, x <- 5 assigns five to x.", "In R, x left arrow 5 assigns five to x."),
        ("zh-hans", "`x` <- `y`：把 y 赋给 x", "x 左箭头 y：把 y 赋给 x"),
        # … a channel's receive, glued to the name it reads …
        ("zh-hant", "在 Go 裡 v := <-ch 會等待。", "在 Go 裡 v:= 接收自 ch 會等待。"),
        # … and only after a clause, or drawn long, it points back at it: a pause.
        ("ja", "DTOを使うです。<-これの存在を知りました", "DTO を使うです。これの存在を知りました"),
        ("en", "x <-- here", "x here"),
        # A plus with an operand after it is a sum's (review s8 #7: "2+ 3" was "2 or more 3").
        ("en", "So 2+ 3 = 5 here.", "So 2 plus 3 equals 5 here."),
        ("ja", "計算式 2+ 3 = 5", "計算式2プラス3イコール5"),
        ("ja", "Python 3.8+ が必要です。", "Python 3.8以上が必要です。"),
    ],
)
def test_a_back_arrow_and_a_plus_by_their_operands(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert body_said(post_script(tmp_path, body, lang)) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # Each chain of bars judged by its own edges (review s8 #8: two unions in one sentence, neither was said) …
        (
            "en",
            "The type is string | number | boolean, and the mode is read | write | append.",
            "The type is string pipe number pipe boolean, and the mode is read pipe write pipe append.",
        ),
        # … a chain a bar borders is a table's row the parser did not take: its bars stay.
        ("en", "Row: | alpha | beta | gamma | here", "Row: | alpha | beta | gamma | here"),
    ],
)
def test_each_chain_of_bars_by_its_own_edges(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert body_said(post_script(tmp_path, body, lang)) == [said]
