"""Signs in prose misread or left unsaid on the s20 held-out blogs, each read by what the sign does in its sentence
(issue 38, s21 lane "signs").

A wave closing a date before a bracket's close is that date onwards. A middle dot inside one foreign name spelt in
Han joins its parts (a pause there is heard as two people). A title's `#N` before a colon numbers a post of a series.
A run of percent-encoded bytes is no percentage. A sign alone in brackets after the word naming it is said by its
name. An example address whose host is an ellipsis keeps its scheme. A quote's line an HTML block took in loses its
`>`. A spaced slash in a byline of middle-dotted fields is a pause; two capitals joined by `&` are a word, so the
spaced slash beside them is "or".

Sources (s20 held-out): joj0hq/… content/posts/10x-engineer-journey-2nd-year.md, what-is-http.md; JerrySheh/…
docs/posts/skill/什么是开源许可证.md, python/用Python查成绩(二) 获取成绩.md, life/重庆森林——致失去和重生.md; walkbori/…
_posts/2025-01-05-code-learn10.md, _posts/2024/2024-11-01-special-character.md; AdamJ/… posts/2026/
kanban-board-timetracker-pro.md; Ching367436/… source/_posts/AIS3-EOF-2024-FINAL.md.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import said_whole


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # joj0hq 10x-engineer-journey-2nd-year [17]: "from Feb 2023 on", the wave dropped as a flourish.
        ("ja", "お買い物チーム時代（2023/2~）：チーム組成", "お買い物チーム時代（2023年2月以降）：チーム組成"),
        # Written: a Chinese résumé line, a Korean one.
        ("zh-hans", "在职时间（2021年3月～），负责前端。", "在职时间（2021年3月起），负责前端。"),
        ("ko", "재직 기간 (2023년 2월~) 동안 맡았다.", "재직 기간 (2023년 2월 이후) 동안 맡았다."),
        # Near misses: a range between two months, a flourish after words.
        ("ja", "期間は3月〜7月です。", "期間は3月から7月です。"),
        ("ja", "またね〜（笑）", "またね（笑）"),
    ],
)
def test_a_wave_closing_a_date_is_onwards(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # JerrySheh 什么是开源许可证 [14]: Richard Stallman, one person.
        ("zh-hans", "Copyleft 一词由 理查德·斯托曼 发明。", "Copyleft 一词由理查德斯托曼发明。"),
        # Written: a name with a one-syllable middle part, a Traditional one, a spaced one.
        ("zh-hans", "作者是约翰·冯·诺依曼。", "作者是约翰冯诺依曼。"),
        ("zh-hant", "史蒂夫·賈伯斯說過這句話。", "史蒂夫賈伯斯說過這句話。"),
        # Near misses: a list of Chinese words, two places.
        ("zh-hans", "分为前端·后端·数据库三层。", "分为前端、后端、数据库三层。"),
        ("zh-hant", "行程是台北·東京。", "行程是台北、東京。"),
    ],
)
def test_a_middle_dot_inside_one_foreign_name(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # walkbori code-learn10 [0]: the series number dropped as an issue number.
        ("ko", "코딩 배우기 #10 : Python 크롤링과 엑셀저장", "코딩 배우기 10: Python 크롤링과 엑셀저장"),
        # Written: an English newsletter's issue, a Japanese meetup's.
        ("en", "Weekly #42: links and notes", "Weekly 42: links and notes"),
        ("ja", "もくもく会 #12：まとめ", "もくもく会12：まとめ"),
        # Near misses: a changelog line's reference heads its line or closes it.
        ("en", "#1337: Blog authors can now pin posts", "Blog authors can now pin posts"),
        ("en", "Fix the parser crash (#1337)", "Fix the parser crash"),
    ],
)
def test_a_series_number_in_a_title(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # JerrySheh 用Python查成绩(二) [9]: "%D9%" heard "%D 百分之9".
        (
            "zh-hans",
            "其中 %D9%XXXXXF3 是姓名的编码。",
            "其中百分号 D9 百分号 XXXXXF3 是姓名的编码。",
        ),
        # Written: an English sentence with a real encoded name and a percentage.
        (
            "en",
            "The name %E4%BD%A0 is encoded, up 50% from before.",
            "The name percent E4 percent BD percent A0 is encoded, up 50 percent from before.",
        ),
        # Near miss: percentages side by side.
        ("zh-hans", "增长了5%和10%。", "增长了百分之5和百分之10。"),
    ],
)
def test_percent_encoded_bytes(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # walkbori special-character [2]: 강세표(`)를, the backtick dropped.
        ("ko", "강세표(`)를 뭐라고 부르는지 몰랐습니다.", "강세표( 백틱)를 뭐라고 부르는지 몰랐습니다."),
        # Written: an English sentence, a Japanese one, a Chinese one.
        ("en", "The backtick (`) opens code.", "The backtick ( backtick) opens code."),
        ("ja", "シャープ（#）を付けます。", "シャープ（シャープ）を付けます。"),
        ("zh-hans", "用波浪号（~）表示主目录。", "用波浪号（波浪号）表示主目录。"),
        # Near miss: a call's argument in code written in prose.
        ("en", "Run count(*) on the table.", "Run count( star) on the table."),
    ],
)
def test_a_sign_alone_in_brackets(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # joj0hq what-is-http [3]: "http://…..com", the scheme the sentence points at, dropped.
        (
            "ja",
            "HTTP ってなに？http://…..com とかいう感じで URL の前についています。",
            "HTTP ってなに？http …..com とかいう感じで URL の前についています。",
        ),
        # Written: an English example address, a Chinese one.
        ("en", "Every address starts with https://... and a host.", "Every address starts with https... and a host."),
        ("zh-hans", "地址都以 http://… 开头。", "地址都以 http … 开头。"),
        # Near miss: a whole address, said by its site.
        ("en", "See https://example.com/a/b for more.", "See example.com for more."),
    ],
)
def test_an_example_address_keeps_its_scheme(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # JerrySheh 重庆森林——致失去和重生 [39]: the quote's line under `<br />`, its ">" heard 大于.
        (
            "zh-hans",
            "开头。\n\n<br />\n> 她走了之后，家里很多东西都很伤心。\n\n结尾。",
            ["开头。", "她走了之后，家里很多东西都很伤心。", "结尾。"],
        ),
        # Written: an English quote under a `<div>` line.
        (
            "en",
            "Before.\n\n<div></div>\n> She said it was fine.\n\nAfter.",
            ["Before.", "She said it was fine.", "After."],
        ),
    ],
)
def test_a_quote_line_inside_an_html_block(tmp_path: Path, lang: str, body: str, said: list[str]) -> None:
    assert said_whole(tmp_path, body, lang=lang) == said


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # AdamJ kanban-board-timetracker-pro [3]: a byline, a studio and its product.
        ("en", "May 2026 · Brimfield Labs / TimeTracker Pro", "May 2026 · Brimfield Labs, TimeTracker Pro"),
        # Written: a post's category line.
        ("en", "5 min read · Tutorials / Python", "5 min read · Tutorials, Python"),
        # Ching367436 AIS3-EOF-2024-FINAL [49]: two game types, alternatives.
        ("zh-hant", "Casino [A&D / KoH?]", "Casino [A&D 或 KoH?]"),
        # Written: an English pair of team names.
        ("en", "Ask the R&D / QA teams.", "Ask the R&D or QA teams."),
        # Near misses: two names with no byline are alternatives; a slash glued between names keeps its name.
        ("en", "Use Brimfield Labs / TimeTracker Pro.", "Use Brimfield Labs or TimeTracker Pro."),
        ("zh-hant", "模式 [A&D/KoH]", "模式 [A&D 斜線 KoH]"),
    ],
)
def test_spaced_slashes_in_bylines_and_acronyms(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # 1210yuichi0 個人情報保護法_概要 [17] (s20 dev): articles 28 to 30, the hyphen sent bare.
        ("ja", "取扱い（第28-30条）の義務です。", "取扱い（第28から第30条）の義務です。"),
        # Written: a Chinese reading list, a Traditional one.
        ("zh-hans", "请先读第3-5章。", "请先读第3到第5章。"),
        ("zh-hant", "見第2-3條的規定。", "見第2到第3條的規定。"),
        # Near misses: a falling pair (a section's number), no counter after it.
        ("ja", "第5-3条を参照。", "第5-3条を参照。"),
        ("ja", "第3-4の例です。", "第3-4の例です。"),
    ],
)
def test_a_hyphen_between_ordinals_is_their_range(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]
