"""Markup quoted in inline code said as markup, never as comparisons (issue 38 point 2): a declaration (`<!DOCTYPE
html>`, `<![CDATA[`), a tag that is the whole span, closed or left open (`<input`, `<input type~~>`, a repr
`<re.Match object; …>`), and Java's diamond `new ArrayList<>()` after a type, said by its name.

Each rule is tested on the lines that taught it (s21 held-out readings) and on shapes written for it from other
blogs and languages, with near misses it must leave alone (comparisons, SQL's `<>`, an address in angle brackets).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import said_whole
from narrate.text.lexicon import _SYMBOL_NAMES
from narrate.text.operators import say_code

_COMPARISONS = ("미만", "초과", "less", "greater", "小于", "大于", "小於", "大於", "小なり", "大なり", "꺾쇠")


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # connor-kor _posts/lecture/front-end/2021-07-08-html&css.md [14] (s21 held-out): "미만 낫 DOCTYPE html 닫는 꺾쇠"
        ("`<!DOCTYPE html>` DOC 타입: html 태그 위에 선언", "ko", "DOCTYPE html DOC 타입"),
        # connor-kor _posts/full-stack/full-stack class/2022-1-26-class29.md [337] (s21 held-out): "미만 낫 여는 대괄호 CDATA"
        ("`<![CDATA[}}>` 파싱할 데이터가 아니다.", "ko", "CDATA"),
        # constructed: a lower-case doctype in Chinese, a CDATA section closed in Japanese
        ("在文件开头写上 `<!doctype html>` 即可。", "zh-hans", "doctype html"),
        ("XML では `<![CDATA[ x ]]>` で囲む。", "ja", "CDATA x"),
    ],
)
def test_a_declaration_in_code_is_said_by_its_name(tmp_path: Path, body: str, lang: str, said: str) -> None:
    heard = " ".join(said_whole(tmp_path, body, lang=lang))
    assert said in heard and not any(word in heard for word in (*_COMPARISONS, "낫", "not", "非", "ノット")), heard


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # connor-kor _posts/lecture/front-end/2021-07-08-html&css.md [74][92] (s21 held-out): "미만 input", "미만 button"
        ("`<input` 입력창", "ko", "input 입력창"),
        ("`<button`", "ko", "button"),
        # connor-kor _posts/full-stack/full-stack class/2022-1-20-class27.md [34] (s21 held-out): "미만 input type 물결표…"
        ("- `<input type~~>`", "ko", "input type"),
        # pyaethu-aung content/posts/2025010501/index.en.md [43] (s21 held-out): "less than re.Match object; …"
        (
            "When you run the code, the result will be as expected: `<re.Match object; span=(0, 1), match='a'>`.",
            "en",
            "re.Match object",
        ),
        # constructed: a requests repr in Chinese, a tag left open in Japanese
        ("輸出是 `<Response [200]>`。", "zh-hant", "Response"),
        ("`<select` タグで選ぶ。", "ja", "select"),
    ],
)
def test_a_tag_that_is_the_whole_span_is_said_by_its_name(tmp_path: Path, body: str, lang: str, said: str) -> None:
    heard = " ".join(said_whole(tmp_path, body, lang=lang))
    assert said in heard and not any(word in heard for word in _COMPARISONS), heard


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        ("Write `x<5` here.", "en", "less than"),  # an operand before the sign: a comparison
        ("Run `foo <input.txt` now.", "en", "less than"),  # a name after a space inside the span: no whole-span tag
        ('`a<b c="d"` 不是标签。', "zh-hans", "小于"),  # 531c062e's near miss: not self-closing
        ("Use `<https://example.com>` as an autolink.", "en", "angle bracket"),  # an address, no tag
        ("Write `<= 5` here.", "en", "less than or equal to"),  # no name glued to the sign
        # harry1321 content/posts/f-string/index.md [25] (s21 dev): a format spec's alignment sign, no element's name
        ("使用 `<N`、`>N`、`^N` 這三個符號", "zh-hant", "小於 N"),
    ],
)
def test_a_comparison_or_an_address_is_no_tag(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said in " ".join(said_whole(tmp_path, body, lang=lang))


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # connor-kor _posts/algorithm/study/2021-06-10-Data structure method.md [49][102] (s21 held-out): "new ArrayList
        # 여는 꺾쇠 초과 빈 괄호"
        ("`ArrayList<Object> arr = new ArrayList<>()` 선언", "ko", "new ArrayList 다이아몬드 연산자"),
        ("`HashMap<Object, Object> hashMap = new HashMap<>()` 선언", "ko", "new HashMap 다이아몬드 연산자"),
        # constructed: Java in English, Japanese and Chinese posts
        ("Use `List<String> xs = new ArrayList<>();` now.", "en", "new ArrayList diamond"),
        ("`Map<String, Integer> m = new HashMap<>();` と書く。", "ja", "new HashMap ダイヤモンド演算子"),
        ("寫成 `new ArrayList<>()` 即可。", "zh-hant", "new ArrayList 菱形運算子"),
    ],
)
def test_a_diamond_after_a_type_is_said_by_its_name(tmp_path: Path, body: str, lang: str, said: str) -> None:
    heard = " ".join(said_whole(tmp_path, body, lang=lang))
    assert said in heard and not any(word in heard for word in _COMPARISONS), heard


@pytest.mark.parametrize(
    "body",
    [
        "The query `SELECT * FROM t WHERE a <> b` works.",  # SQL's not-equal, spaced
        "The query `WHERE x<>1` works.",  # glued, but a number after it
    ],
)
def test_an_sql_not_equal_is_no_diamond(tmp_path: Path, body: str) -> None:
    assert "diamond" not in " ".join(said_whole(tmp_path, body, lang="en"))


@pytest.mark.parametrize(
    ("code", "lang", "said"),
    [
        # donkomura content/blog/2025-12-24-raft-implementation-in-rust.md [17] (s21 held-out): "StateMachine 小なり
        # Command イコール T 大なり"
        ("SM: StateMachine<Command = T>", "ja", "SM: StateMachine 型引数 Command イコール T"),
        # constructed: Rust's associated type in English, a C++ default template argument in Korean
        ("Iterator<Item = u32>", "en", "Iterator of Item equals u32"),
        ("template<typename T = int>", "ko", "template 제네릭 typename T는 int"),
    ],
)
def test_a_name_bound_inside_a_generic_is_a_type_argument(code: str, lang: str, said: str) -> None:
    assert " ".join(say_code(code, lang, _SYMBOL_NAMES[lang]).split()) == said


@pytest.mark.parametrize("code", ["if (a<b = c>d)", "x<y=z>w"])
def test_an_equals_between_comparisons_is_no_binding(code: str) -> None:
    said = " ".join(say_code(code, "en", _SYMBOL_NAMES["en"]).split())
    assert "less than" in said and "greater than" in said, said
