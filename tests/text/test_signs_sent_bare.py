"""`narrate check`'s view of note marks sent as superscript digits (text.signs_sent_bare; the s16 ruling
"Superscript marks"): after a word or a stop they are a note's mark, which a voice hears as a power or a number;
after a unit or a variable, a power the voice must say.

Sources: s15 held-out eonist/eonist.github.io _posts/_2024-08-20-the-lindy-effect.md [7] ('decreases with age ²',
'something younger ³⁴'); the link texts `*Regexp*[²](…)`, `Kirk Haines[³](…)` of an s13 en article (corpus13); the
powers of s14/s15 articles (Hyper-Accel 'Gb/mm²', defgsus '224² pixels', WindrunnerMax '2³²−1', '`O(N²)`').
"""

from __future__ import annotations

import pytest

from narrate.text.page_judges import Heard
from narrate.text.signs_sent_bare import (
    backslashes_named,
    lone_signs_named,
    name_signs_sent,
    note_marks_sent,
    sentences_in_code_named,
)


def _marks(sent: str, lang: str) -> list[str]:
    return [f.what for f in note_marks_sent([Heard(0, "paragraph", 1, 1, sent, sent, lang)])]


@pytest.mark.parametrize(
    ("sent", "lang", "found"),
    [
        ("Its life expectancy decreases with age ². In other words", "en", ["ses with age ²"]),
        ("the longer it lasts than something younger ³⁴. This con", "en", ["hing younger ³⁴"]),
        ("uses a big Regexp² to split", "en", ["a big Regexp²"]),
        ("Kirk Haines³ wrote it", "en", ["Kirk Haines³"]),
        # constructed, the same shapes in a Chinese and a Japanese sentence
        ("它的寿命随着年龄增长而减少²。", "zh-hans", ["的寿命随着年龄增长而减少²"]),
        ("寿命は年齢とともに減る ¹。", "ja", ["寿命は年齢とともに減る ¹"]),
    ],
)
def test_a_note_mark_after_a_word_sent_as_a_superscript(sent: str, lang: str, found: list[str]) -> None:
    assert _marks(sent, lang) == found


@pytest.mark.parametrize(
    ("sent", "lang"),
    [
        ("SRAM은 약 0.04 Gb/mm² 수준인 반면", "ko"),  # a unit's power
        ("these images are 1024² pixels", "en"),  # a number's power
        ("数组下标的长度最大为 2³²−1。", "zh-hans"),
        ("마지막으로 문맥 길이에 따른 O(N²) 비용", "ko"),  # a variable's power
        ("sqrt(sum(value²) + ε)", "en"),  # a formula
        ("x² + y²", "en"),
        ("SK하이닉스의 H³와", "ko"),  # a one-letter name's
        ("its age squared", "en"),  # said in words
    ],
)
def test_a_power_or_no_superscript_is_no_note_mark(sent: str, lang: str) -> None:
    assert _marks(sent, lang) == []


@pytest.mark.parametrize(
    ("sent", "lang", "found"),
    [
        # s15 held-out if001/if001.github.io (ja) content/posts/emacs/use-package.md [11][14]: a keyword's colon
        (":init", "ja", [":init"]),
        ("キーワード :config の説明", "ja", [":config"]),
        # eonist/eonist.github.io (en) _posts/2023-11-22-list-in-swiftui.md [28]: a private name's underscore
        ("_PreviewOrientation returns a Group", "en", ["_PreviewOrientation"]),
        # if001 content/posts/others/rust-macro-use-another.md [22]: an attribute's '#['
        ("#[macro use]の順番", "ja", ["#[macro"]),
        # constructed, Korean and Chinese: a Jekyll folder's underscore, a dunder name
        ("_posts 폴더에 글 등록하기", "ko", ["_posts"]),
        ("重写 __init__ 方法", "zh-hans", ["__init__"]),
    ],
)
def test_a_names_opening_sign_sent_bare(sent: str, lang: str, found: list[str]) -> None:
    assert [f.what for f in name_signs_sent([Heard(0, "paragraph", 1, 1, sent, sent, lang)])] == found


@pytest.mark.parametrize(
    ("sent", "lang"),
    [
        ("key: value", "en"),  # a label's colon after its word
        ("snake_case name", "en"),  # an underscore inside a name
        ("例:npm を使う", "ja"),  # a label's colon after CJK
        ("at 10:30 today", "en"),
        ("コロン init と書く", "ja"),  # said by its name
        # fixI16, what the sign opens is no name (text.name_openers, the reader's own predicate): an emphasis left
        # unparsed (0x7df/0x7df.github.io content/calling-bullshit.md 'too _good_ to be true'; sio4 getting-started-
        # with-docker '_DevOps_로'), a field list's name (executablebooks/MyST-Parser docs/syntax/cross-referencing.md),
        # an icon's code between colons (danielchou/blog markdown-card-grid ':material-web:')
        ("too _good_ to be true", "en"),
        ("그 배경에는 _DevOps_로 표현되는", "ko"),
        (":External URL: example.com", "en"),
        ("- :material-web:  網站開發", "zh-hant"),
    ],
)
def test_no_opening_sign_sent_bare(sent: str, lang: str) -> None:
    assert name_signs_sent([Heard(0, "paragraph", 1, 1, sent, sent, lang)]) == []


@pytest.mark.parametrize(
    ("shown", "sent", "lang", "found"),
    [
        # s19 held-out jim60105/blog-content Koikatu/fbi-open-up/index.md [17]: a divider between two choices
        ("短按一次啟動 \\ 關閉功能", "短按一次啟動反斜線關閉功能", "zh-hant", 1),
        # constructed, Simplified Chinese and Japanese
        ("选择 打开 \\ 关闭", "选择打开反斜杠关闭", "zh-hans", 1),
        ("表示 \\ 非表示を切り替える", "表示バックスラッシュ非表示を切り替える", "ja", 1),
        # near misses: a path's backslash glued to its parts, an escape, the divider said as a pause
        ("路徑為 C:\\Users\\資料", "路徑為 C 冒號反斜線 Users 反斜線資料", "zh-hant", 0),
        ("換行是 `\\n`", "換行是反斜線 n", "zh-hant", 0),
        ("啟動 \\ 關閉", "啟動，關閉", "zh-hant", 0),
        # s18 held-out 12306hujunjie/12306hujunjie.github.io src/blogs/python/python_checklist.md [21]: the backslash
        # is the noun the sentence names (a line's continuation), said right by its name
        ("使用 \\ 或 () 控制换行", "使用反斜杠或括号控制换行", "zh-hans", 0),
        ("行末の \\ を使う", "行末のバックスラッシュを使う", "ja", 0),
    ],
)
def test_a_divider_said_by_the_backslashs_name(shown: str, sent: str, lang: str, found: int) -> None:
    heard = [Heard(0, "paragraph", 1, 1, sent, shown, lang)]
    assert len(backslashes_named(heard)) == found


@pytest.mark.parametrize(
    ("source", "sent", "lang", "found"),
    [
        # s19 held-out Ohzzi/ohzzi.github.io contents/posts/java/what-is-generic/index.md [48][54]: the writer's inner
        # voice set apart as code, its questions said "물음표"
        (
            "`Object로 바꿨으면 꺼낼때도 Object인데 타입이 안 맞지 않나?`",
            "Object로 바꿨으면 꺼낼때도 Object인데 타입이 안 맞지 않나 물음표",
            "ko",
            1,
        ),
        # constructed, Chinese and Japanese
        ("他心想 `这样真的可以吗?` 然后继续", "他心想这样真的可以吗问号然后继续", "zh-hans", 1),
        ("`本当に動くの?` と思った", "本当に動くの疑問符と思った", "ja", 1),
        # near misses: an operator after a name, a regex's mark after a bracket, a question said as one
        ("`a?.b` を使う", "a 疑問符ドット b を使う", "ja", 0),
        ("`[가-힣]?` 패턴", "대괄호 가 빼기 힣 대괄호 물음표 패턴", "ko", 0),
        ("`안 맞지 않나?`", "안 맞지 않나?", "ko", 0),
    ],
)
def test_a_sentence_in_a_code_span_said_with_its_marks_names(source: str, sent: str, lang: str, found: int) -> None:
    heard = [Heard(0, "paragraph", 1, 1, sent, sent, lang)]
    assert len(sentences_in_code_named(heard, [source])) == found


@pytest.mark.parametrize(
    ("source", "sent", "lang", "found"),
    [
        # s20 dev 933yee/933yee.github.io source/_posts/time-complexity.md [7]: a relation of the formula set alone in a
        # math span between its terms, said as a sign's name
        (
            "- 3n+2 = $O$(n): When c = 4, n<sub>0</sub> = 2, 3n+2 $\\le$ 4n for all n $\\ge$ 2.",
            "3n+2 = O (n): When c equals 4, n 0 = 2, 3n+2 the is less than or equal to sign 4n for all n the is greater"
            " than or equal to sign 2.",
            "en",
            1,
        ),
        # s20 dev 933yee compiler-2.md [22]: a production's arrow, said '到符號'
        ("- P = {S $\\rightarrow$ aSb | $\\epsilon$}", "P = S 到符號 aSb | epsilon", "zh-hant", 1),
        # constructed, Japanese and Korean
        ("条件 $a$ $\\le$ $b$ を満たす", "条件 a 小なりイコール記号 b を満たす", "ja", 1),
        ("조건 x $\\cdot$ y 를 계산", "조건 x 곱하기기호 y 를 계산", "ko", 1),
        # near misses: the sentence talks about the sign; the relation read as one; a letter's command said by name
        ("The $\\le$ sign means at most", "The less than or equal to sign means at most", "en", 0),
        ("這裡的 $\\rightarrow$ 符號代表推導", "這裡的到符號代表推導", "zh-hant", 0),
        ("3n+2 $\\le$ 4n for all n", "3n+2 is less than or equal to 4n for all n", "en", 0),
        ("- P = {S $\\rightarrow$ aSb | $\\epsilon$}", "P = S 推導出 aSb 或 epsilon", "zh-hant", 0),
        ("the cost $\\epsilon$ of the sign flip", "the cost epsilon of the sign flip", "en", 0),
    ],
)
def test_a_formulas_sign_alone_said_as_a_signs_name(source: str, sent: str, lang: str, found: int) -> None:
    heard = [Heard(0, "list_item", 1, 1, sent, sent, lang)]
    assert len(lone_signs_named(heard, [source])) == found
