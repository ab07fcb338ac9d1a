"""Signs in prose left unsaid or misread on the s21 held-out blogs, each read by what the sign does in its sentence
(issue 38, s22 lane "signs").

Markup a writer escaped to show it (a Markdown tutorial's `\\# Headers1`, `\\[text](URL)`, `\\<https://…>`) is the
thing the line teaches: read as code is, its signs said by name. An escape that would have made no markup stays text.

A span of time over a count of times ("半年/次") is how often: once a span. In English, things counted over a unit of
time ("dollars/month", "requests /minute", "$1/month/key") are a rate, said with "per"; "=/=" between words is the
not-equal sign typed with the keys at hand. Digits after `#` that open with a zero, or beside a colour's word, are a
colour in hex, kept: no issue number.

Sources (s21 held-out): connor-kor/… _posts/etc/blog/2021-06-06-Markdown.md; qian403/… src/content/posts/markdown.md;
easonhan007/… content/posts/top-3-useless-quality-metrics-and-what-to-measure-instead.md. (s21 dev): weirdion/…
content/posts/2025-09-15-secure-sagemaker-studio-pipelines-cdk/index.md, 2025-01-15-when-cors-requests-turn-into-an-
unexpected-costs/index.md, 2025-04-12-optimizing-your-git-config-my-developer-setup/index.md. (s21 held-out) connor-kor/…
_posts/lecture/front-end/2021-07-08-html&css.md.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import said_whole


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # connor-kor 2021-06-06-Markdown [2] [17] [19] [20] [22] [23]: the heading marker, a link's whole syntax, an
        # autolink's brackets, an attribute list, bold's underscores and strikethrough's tildes, shown on the page.
        ("ko", "\\# Headers1", "샵 Headers1"),
        (
            "ko",
            '\\[link keyword](URL "Optional Title here") : 외부링크',
            "여는 대괄호 link keyword 닫는 대괄호 여는 괄호 URL 큰따옴표 Optional Title here 큰따옴표 닫는 괄호: 외부링크",
        ),
        (
            "ko",
            "\\<https://naver.com> : 자동링크",
            "여는 꺾쇠괄호 https 콜론 슬래시 슬래시 naver.com 닫는 꺾쇠괄호: 자동링크",
        ),
        (
            "ko",
            '\\{:target="_blank"} : 붙이면 새 링크로 엽니다.',
            "여는 중괄호 콜론 target 이퀄 큰따옴표 언더스코어 blank 큰따옴표 닫는 중괄호: 붙이면 새 링크로 엽니다.",
        ),
        ("ko", "__\\_\\_Bold\\_\\___", "언더스코어 언더스코어 Bold 언더스코어 언더스코어"),
        ("ko", "\\~\\~ ~~취소선~~ \\~\\~", "물결표 물결표 취소선 물결표 물결표"),
        # qian403 markdown [108]: the backtick and the stars the line shows it does not turn into markup.
        ("zh-hant", "\\` 這不會變成程式碼", "反引號這不會變成程式碼"),
        ("zh-hant", "\\*_不會變成粗體\\*_", "星號不會變成粗體星號"),
        # Written: a Japanese heading marker and quote marker, a Chinese link's syntax, an English fence and dunder.
        ("ja", "\\## 見出し2 と書くと見出しになります。", "シャープシャープ見出し2と書くと見出しになります。"),
        ("ja", "\\> 引用 と書くと引用になります。", "大なり引用と書くと引用になります。"),
        (
            "zh-hans",
            "写成 \\[文字](https://example.com) 就是链接。",
            "写成左方括号文字右方括号左括号 https 冒号斜杠斜杠 example.com 右括号就是链接。",
        ),
        ("en", "Type \\`\\`\\` to open a fence.", "Type backtick-backtick-backtick to open a fence."),
        (
            "en",
            "The \\_\\_init\\_\\_ method runs first.",
            "The underscore-underscore init underscore-underscore method runs first.",
        ),
        # Near misses: escapes that would have made no markup stay the text they are (a range's wave, a name's
        # underscore, a hashtag with no space after it, numbered brackets).
        ("ja", "範囲は3\\~5日です。", "範囲は3から5日です。"),
        ("en", "Use my\\_var and \\#hashtag here.", "Use my_var and #hashtag here."),
        ("en", "Costs \\[1\\] and \\[2\\] apply.", "Costs 1 and 2 apply."),
        # (the golden ko.auto9's `\\# of items`: the sign as the word "number", escaped to stay a paragraph)
        ("en", "\\# of items is read as written.", "# of items is read as written."),
    ],
)
def test_markup_escaped_to_show_it_is_said(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # connor-kor 2021-06-06-Markdown [25]: a link's words in code before its target are no array type.
        (
            "ko",
            "`[Image](screenshot.png)` : 클릭 이미지",
            "여는 대괄호 Image 닫는 대괄호 여는 괄호 screenshot.png 닫는 괄호: 클릭 이미지",
        ),
        # Written: a link to a page of the site in Korean; near miss: Swift's array built by its type, `[Int](…)`.
        ("ko", "`[Home](/index.html)` 링크", "여는 대괄호 Home 닫는 대괄호 여는 괄호 슬래시 index.html 닫는 괄호 링크"),
        ("ko", "`[Int](repeating: 0, count: 3)` 배열", "Int 배열 여는 괄호 repeating: 0, count: 3 닫는 괄호 배열"),
    ],
)
def test_a_link_shown_in_code_says_its_brackets(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # qian403 markdown [108]: lines of examples the page shows one under the other (two spaces at each end), each
        # opening with an escaped sign: each line ends as the page ends it.
        (
            "zh-hant",
            "效果：\n這不會變成列表  \n\\# 這不會變成標題  \n\\` 這不會變成程式碼",
            "效果：這不會變成列表。井號這不會變成標題。反引號這不會變成程式碼",
        ),
        # Written: Japanese lines of examples; near miss: a soft line break (one paragraph's wrapped sentence).
        ("ja", "例：\nこう書くと  \n\\> 引用にはならない", "例：こう書くと。大なり引用にはならない"),
        ("ja", "こう書くと\n\\> 引用にはならない", "こう書くと大なり引用にはならない"),
    ],
)
def test_lines_of_shown_markup_end_as_the_page_ends_them(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "said"),
    [
        # weirdion secure-sagemaker-studio-pipelines-cdk [75] [76], when-cors-requests [21]: rates heard "slash".
        ("Small PoC: a few dollars/month.", "Small PoC: a few dollars per month."),
        ("KMS CMKs: ~$1/month/key", "KMS CMKs: about $1 per month per key"),
        ("We saw 10,000 POST requests /minute at peak.", "We saw 10,000 POST requests per minute at peak."),
        # Written: hours in a day, a price a month; near misses: two plurals (alternatives), a path's words.
        ("I work 8 hours/day.", "I work 8 hours per day."),
        ("Plans start at €5/month.", "Plans start at €5 per month."),
        ("It takes weeks/months to ship.", "It takes weeks or months to ship."),
        ("See posts/month/2020 for the archive.", "See posts slash month slash 2020 for the archive."),
        # weirdion optimizing-your-git-config [5]: "=/=" is not equal (heard "= =", the opposite).
        ("Sane defaults =/= optimal settings.", "Sane defaults ≠ optimal settings."),
    ],
)
def test_english_rates_and_not_equal_at_a_slash(tmp_path: Path, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang="en") == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # Written: "=/=" in a Korean and a Chinese sentence; near miss: Erlang's own `=/=` in code, said sign by sign.
        ("ko", "기본값 =/= 최적값 이라는 점을 기억하자.", "기본값 ≠ 최적값 이라는 점을 기억하자."),
        ("zh-hans", "默认值 =/= 最佳设置。", "默认值 ≠ 最佳设置。"),
        ("en", "Run `a =/= b` in Erlang.", "Run a equals slash equals b in Erlang."),
    ],
)
def test_not_equal_typed_with_a_slash(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # easonhan007 top-3-useless-quality-metrics [22]: half a year per run, heard "半年、次".
        ("zh-hans", "手动测试可能需要半年/次，自动化测试每天都跑。", "手动测试可能需要半年一次，自动化测试每天都跑。"),
        # Written: a Korean inspection every half year; near misses: a price per time, two units (alternatives).
        ("ko", "점검은 반년/회 진행합니다.", "점검은 반년에 1회 진행합니다."),
        ("zh-hans", "费用是 50元/次。", "费用是50元每次。"),
        ("zh-hans", "按天/月计费。", "按天、月计费。"),
    ],
)
def test_a_span_of_time_over_a_count_of_times(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # connor-kor html&css [311] [290] [291]: a border's colour and a list of colours, their hex kept.
        ("ko", "ex) 10px solid #000", "ex) 10px solid #000"),
        ("ko", "- black\n- #000000\n- #000\n- rgb(0, 0, 0)", "black\n#000000\n#000\nrgb(0, 0, 0)"),
        # Written: a Chinese text colour, a Japanese background; near misses: issues' numbers in running text.
        ("zh-hans", "文字颜色用 #333 就行。", "文字颜色用 #333就行。"),
        ("ja", "背景色は #000 にします。", "背景色は #000にします。"),
        ("en", "This was fixed in #123 last week.", "This was fixed in issue 123 last week."),
        ("ko", "이 버그는 #333 에서 고쳤다.", "이 버그는 이슈 333 에서 고쳤다."),
    ],
)
def test_a_colour_in_hex_digits_is_no_issue_number(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert "\n".join(said_whole(tmp_path, body, lang=lang)) == said
