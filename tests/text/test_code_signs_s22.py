"""Signs of selectors, patterns, queries and commands in inline code, said as what they do there (issue 38: every
sign heard right): a CSS attribute matcher and combinators, a character class's range, a flag's range of values,
SQL's select-all star, a command's option of digits.

Each rule is tested on the line that taught it (s21 held-out and dev readings) and on shapes written for it from
other blogs and languages, with a near miss it must leave alone.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import said_whole
from narrate.text.lexicon import _SYMBOL_NAMES
from narrate.text.operators import say_code


def _code(text: str, lang: str = "en") -> str:
    return " ".join(say_code(text, lang, _SYMBOL_NAMES[lang]).split())


@pytest.mark.parametrize(
    ("code", "lang", "said"),
    [
        # connor-kor _posts/lecture/front-end/2021-07-08-html&css.md [203] (s21 held-out): "class 곱하기 이퀄"
        ('[class*="bar"]', "ko", '[class 별표 등호 "bar"]'),
        # constructed: an unquoted value (en), a link's address (zh-hans)
        ("[href*=example]", "en", "[href star equals example]"),
        ('a[href*="github"]', "zh-hans", 'a[href 星号 等号 "github"]'),
    ],
)
def test_a_css_attribute_matcher_is_no_product(code: str, lang: str, said: str) -> None:
    assert _code(code, lang) == said


@pytest.mark.parametrize(
    ("code", "lang", "said"),
    [
        # connor-kor _posts/lecture/front-end/2021-07-08-html&css.md [208] [211] (s21 held-out): "div 초과 span"
        ("div > span", "ko", "div 닫는 꺾쇠괄호 span"),
        ("div + span", "ko", "div 플러스 span"),
        # constructed: a class's selector (en), a later sibling (ja), a list's items (zh-hant)
        (".nav > li", "en", ".nav close angle bracket li"),
        ("h2 ~ p", "ja", "h2 チルダ p"),
        ("ul > li", "zh-hant", "ul 右尖括號 li"),
    ],
)
def test_a_css_combinator_between_selectors_is_no_comparison(code: str, lang: str, said: str) -> None:
    assert _code(code, lang) == said


@pytest.mark.parametrize(
    ("code", "said"),
    [
        ("a > b", "a is greater than b"),  # two letters: a comparison as written
        ("count > max", "count is greater than max"),  # no element's name
        ("this.x > span", "this.x is greater than span"),  # a member, no class selector
        ("x + div", "x plus div"),
    ],
)
def test_a_comparison_or_sum_of_names_is_left_alone(code: str, said: str) -> None:
    assert _code(code) == said


@pytest.mark.parametrize(
    ("code", "lang", "said"),
    [
        # pyaethu-aung content/posts/2025010501/index.en.md [11] (s21 held-out): "open bracket 0 minus 9"
        ("[0-9]", "en", "[0 to 9]"),
        ("[a-z]", "en", "[a to z]"),
        # constructed: a negated class (zh-hans), a class with its quantifier (ja), capitals (ko)
        ("^[a-z]+$", "zh-hans", "脱字符 [a 到 z]+$"),
        ("[0-9]+", "ja", "[0 から 9]+"),
        ("[A-F]", "ko", "[A 에서 F]"),
        # ranges glued one after another, each said apart: qian403 PicoCTF_med_web [61] (s21 held-out) heard
        # "A 到 Za 到 z0 到9" before they were parted
        (r"\.[A-Za-z0-9]{1,3}", "zh-hant", r"\.[A 到 Z a 到 z 0 到 9]{1,3}"),
        ("[a-zA-Z_]+", "en", "[a to z A to Z_]+"),
    ],
)
def test_a_range_in_a_character_class_is_no_subtraction(code: str, lang: str, said: str) -> None:
    assert _code(code, lang) == said


@pytest.mark.parametrize(
    ("code", "said"),
    [
        ("a[i-1]", "a[i-1]"),  # an index less one (a letter and a digit: no range)
        ("[9-3]", "[9 minus 3]"),  # out of order: arithmetic
        ("[n - 1]", "[n minus 1]"),
    ],
)
def test_an_index_or_difference_in_brackets_is_left_alone(code: str, said: str) -> None:
    assert _code(code) == said


@pytest.mark.parametrize(
    ("code", "lang", "said"),
    [
        # pyaethu-aung content/posts/2026032401/index.en.md [12] (s21 held-out): "--turns 5 minus 15"
        ("claude-replay session.jsonl --turns 5-15", "en", "claude-replay session.jsonl --turns 5 to 15"),
        # constructed: a port range (en), pages to print (zh-hant)
        ("docker run -p 8000-8080 app", "en", "docker run -p 8000 to 8080 app"),
        ("lp --pages 1-3", "zh-hant", "lp --pages 1 到 3"),
    ],
)
def test_a_flags_range_of_values_is_no_subtraction(code: str, lang: str, said: str) -> None:
    assert _code(code, lang) == said


@pytest.mark.parametrize(
    ("code", "said"),
    [
        ("--offset 10-3", "--offset 10 minus 3"),  # out of order
        ("x = 5-15", "x equals 5 minus 15"),  # no flag before it
    ],
)
def test_a_difference_after_no_flag_is_left_alone(code: str, said: str) -> None:
    assert _code(code) == said


@pytest.mark.parametrize(
    ("code", "lang", "said"),
    [
        # connor-kor _posts/full-stack/full-stack class/2022-1-20-class27.md [138] (s21 held-out): "SELECT 곱하기"
        ("SELECT * FROM emp", "ko", "SELECT 별표 FROM emp"),
        # weirdion content/posts/2025-11-07-querying-dynamodb-with-athena/index.md [24] (s21 dev): "SELECT times"
        ("SELECT * FROM t WHERE x = 1", "en", "SELECT star FROM t WHERE x equals 1"),
        # constructed: lower case (ja), Chinese
        ("select * from users", "ja", "select アスタリスク from users"),
        ("SELECT * FROM orders", "zh-hans", "SELECT 星号 FROM orders"),
    ],
)
def test_sqls_select_all_star_is_no_product(code: str, lang: str, said: str) -> None:
    assert _code(code, lang) == said


def test_a_product_in_a_query_is_still_a_product() -> None:
    assert _code("SELECT price * 2 FROM t") == "SELECT price times 2 FROM t"
    assert _code("3 * 4") == "3 times 4"


@pytest.mark.parametrize(
    ("code", "said"),
    [
        # constructed (the shape of s21 held-out qian403 mtr-basic [18] inside a command): git's count, mtr's IPv4
        ("git log -3", "git log dash 3"),
        ("mtr -4 example.com", "mtr dash 4 example.com"),
    ],
)
def test_a_commands_option_of_digits_is_no_negative_number(code: str, said: str) -> None:
    assert _code(code) == said


@pytest.mark.parametrize(
    ("code", "said"),
    [
        ("head -n -5 file", "head -n minus 5 file"),  # a flag's value
        ("seq 10 -1 1", "seq 10 minus 1 1"),  # a number's neighbour: a step
        ("return -1", "return minus 1"),  # a statement, no command's arguments
    ],
)
def test_a_negative_value_in_a_command_keeps_its_minus(code: str, said: str) -> None:
    assert _code(code) == said


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # qian403 src/content/posts/mtr-basic/index.md [18] (s21 held-out): "負4或負6參數"
        ("使用 `-4` 或 `-6` 參數來指定 IPv4 或 IPv6。", "zh-hant", "使用連字號4或連字號6參數來指定 IPv4 或 IPv6。"),
        # constructed: en, ja, ko, a noun before the span
        ("Use the `-4` option to force IPv4.", "en", "Use the dash 4 option to force IPv4."),
        ("`-6` オプションで IPv6 を使います。", "ja", "ハイフン6オプションで IPv6 を使います。"),
        ("`-4` 옵션을 주면 IPv4만 씁니다.", "ko", "하이픈 4 옵션을 주면 IPv4만 씁니다."),
        ("Pass the flag `-6` to it.", "en", "Pass the flag dash 6 to it."),
    ],
)
def test_a_span_of_digits_its_sentence_names_an_option_is_a_flag(
    tmp_path: Path, body: str, lang: str, said: str
) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        ("溫度降到 `-4` 度。", "zh-hant", "溫度降到負4度。"),  # a temperature
        ("The function returns `-1` on error.", "en", "The function returns minus 1 on error."),
        ("返回值为 `-1` 或 `-2` 时出错。", "zh-hans", "返回值为负1或负2时出错。"),
    ],
)
def test_a_negative_number_in_code_keeps_its_minus(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # qian403 src/content/posts/fail2ban1/index.md [18] (s21 held-out): "Definition 陣列區段"
        (
            "找到 `[Definition]` 區段，設定日誌檔案路徑：\n\n```ini\n[Definition]\nfailregex = x\n```\n",
            "zh-hant",
            "找到 Definition 區段，設定日誌檔案路徑：",
        ),
        # constructed: a systemd unit (ja), a TOML table (en)
        (
            "`[Service]` セクションに書きます。\n\n```\n[Unit]\nDescription=x\n\n[Service]\nExecStart=/bin/x\n```\n",
            "ja",
            "Service セクションに書きます。",
        ),
        (
            "Put it under `[Dependencies]` in the file.\n\n```toml\n[Dependencies]\nserde = 1\n```\n",
            "en",
            "Put it under Dependencies in the file.",
        ),
    ],
)
def test_a_section_the_articles_code_heads_is_no_array(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang)[0] == said


@pytest.mark.parametrize(
    ("body", "said"),
    [
        # koher zenn-contents swift-array-slice's shape: no section in the code, a type's array
        ("`[Int]` と `ArraySlice<Int>` は違う。\n\n```swift\nlet a: [Int] = [1, 2]\n```\n", "Int 配列"),
        # the name in brackets inside a line of code, not a line of its own
        ("`[String]` を返す。\n\n```swift\nfunc f() -> [String] { [] }\n```\n", "String 配列"),
    ],
)
def test_a_types_array_stays_an_array(tmp_path: Path, body: str, said: str) -> None:
    assert said in said_whole(tmp_path, body, lang="ja")[0]


def test_the_checks_judge_of_a_types_brackets_leaves_a_section_alone() -> None:
    from narrate.text.misreadings import _brackets_dropped
    from narrate.text.operators import article_code_marks

    shown, sent = "找到 [Definition] 區段", "找到 Definition 區段"
    assert list(_brackets_dropped(shown, sent, ["[Definition]"]))  # outside an article that heads one: flagged
    with article_code_marks("```ini\n[Definition]\nx = 1\n```\n"):
        assert not list(_brackets_dropped(shown, sent, ["[Definition]"]))


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # qian403 src/content/posts/PicoCTF_med_web/index.md [12] (s21 held-out): "大於號冒號左括號"
        (
            "結果頁面回傳了 `Stop trying to break me >:(`，代表後端有做過濾。",
            "zh-hant",
            "結果頁面回傳了 Stop trying to break me，代表後端有做過濾。",
        ),
        # constructed: a bot's answer with a tongue (en), a frown in prose (en), a wicked grin in Japanese prose
        ("It answers `Nice try, hacker :P` every time.", "en", "It answers Nice try, hacker every time."),
        ("The server said no >:( so I tried again.", "en", "The server said no, so I tried again."),
        ("怒った >:) 顔。", "ja", "怒った、顔。"),
    ],
)
def test_a_frown_with_brows_is_a_face(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "said"),
    [
        ("Write `if (x >:(y))` here.", "greater-than colon open paren y"),  # code's signs, no message of words
        ("The pair `x = y :(` stays.", "y colon open paren"),
    ],
)
def test_signs_in_code_that_close_no_message_are_said(tmp_path: Path, body: str, said: str) -> None:
    assert said in said_whole(tmp_path, body, lang="en")[0]


@pytest.mark.parametrize(
    ("tex", "lang", "said"),
    [
        # donkomura content/blog/2025-03-16-consistent-hashing-in-rust.md [6] (s21 held-out): "ニアリーイコール"
        (r"0 \sim 2^N - 1", "ja", "0 から 2のN乗 マイナス 1"),
        # constructed: a bound in powers of ten (en), Chinese
        (r"1 \sim 10^{9}", "en", "1 to 10 to the power of 9"),
        (r"0 \sim 2^{32}", "zh-hans", "0 到 2的32次方"),
    ],
)
def test_a_wave_from_a_number_to_a_power_is_a_range(tex: str, lang: str, said: str) -> None:
    from narrate.text.mathspeech import speak_math

    assert speak_math(tex, lang) == said


@pytest.mark.parametrize(
    ("tex", "said"),
    [
        (r"X \sim N(0, 1)", "X is distributed as N(0, 1)"),  # a distribution
        (r"n \sim 2^k", "n is approximately 2 to the power of k"),  # a variable on the left: about
    ],
)
def test_a_wave_from_a_variable_is_no_range(tex: str, said: str) -> None:
    from narrate.text.mathspeech import speak_math

    assert speak_math(tex, "en") == said


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # pyaethu-aung content/posts/2025010501/index.en.md [37][38] (s21 held-out): "2.. star h"
        ("1. `.*`: greedy\n2. `.*h`: xhello\n3. `.*hello`: x", "en", ["1. dot-star: greedy", "2. dot star h: xhello"]),
        # constructed: in a sentence (en), a package's members (en), a Japanese pattern
        ("The pattern `.*h` matches.", "en", ["The pattern dot star h matches."]),
        ("Import `java.util.*` first.", "en", ["Import java.util dot star first."]),
        ("正規表現 `^.+$` は空行以外。", "ja", ["正規表現キャレットドットプラスドルは空行以外。"]),
    ],
)
def test_a_dot_before_a_quantifier_is_said(tmp_path: Path, body: str, lang: str, said: list[str]) -> None:
    assert said_whole(tmp_path, body, lang=lang)[: len(said)] == said


def test_a_dot_inside_a_name_stays_a_name(tmp_path: Path) -> None:
    assert said_whole(tmp_path, "Use `obj?.name` and `.env` here.", lang="en") == [
        "Use obj question mark dot name and dot env here."
    ]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # pyaethu-aung content/posts/2026031101/index.en.md [6] (s21 held-out): "(git reset --soft HEAD)"
        ("## Undo it (git reset --soft HEAD^)\n\nText.", "en", "Undo it (git reset --soft HEAD caret)"),
        # constructed: Chinese, Japanese (another ref in capitals)
        ("用 HEAD^ 指向上一個提交。", "zh-hant", "用 HEAD 脫字號指向上一個提交。"),
        ("ORIG_HEAD^ に戻す。", "ja", "ORIG_HEAD キャレットに戻す。"),
    ],
)
def test_a_refs_caret_is_its_parent(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang)[0] == said


@pytest.mark.parametrize("body", ["It runs on the platform^. Next.", "The AHEAD^ mark."])
def test_a_caret_raising_nothing_after_a_word_is_still_a_mark(tmp_path: Path, body: str) -> None:
    assert "caret" not in said_whole(tmp_path, body, lang="en")[0]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # kaizhou-chen docs/javascript/JavaScript笔记/02.工具方法/字符串替换.md [8] (s21 dev): heard as 1美元、2美元
        (
            '正则里的分组，可以用 $1、$2 ... 来获取\n\n```js\nstr.replace(/_(.*?)_/, "<div>$1</div>")\n```\n',
            "zh-hans",
            "正则里的分组，可以用美元符号1、美元符号2... 来获取",
        ),
        # constructed: a shell script's arguments (en), an inline code's group (ja)
        (
            "Use $1 and $2 for the arguments.\n\n```sh\necho $1 $2\n```\n",
            "en",
            "Use dollar 1 and dollar 2 for the arguments.",
        ),
        ("置換は `s/(a)/$1/` で、$1 が最初のグループ。", "ja", "置換は"),
    ],
)
def test_a_numbered_dollar_the_articles_code_writes_is_a_name(tmp_path: Path, body: str, lang: str, said: str) -> None:
    first = said_whole(tmp_path, body, lang=lang)[0]
    assert first.startswith(said)
    assert "$1" not in first


@pytest.mark.parametrize(
    "body",
    [
        "价格是 $1、$2 不等。",  # no code writes a numbered dollar: money
        "It costs $1.50 or $2, see `echo $1`.",  # a price's decimals
    ],
)
def test_a_price_keeps_its_dollar(tmp_path: Path, body: str) -> None:
    assert "$1" in said_whole(tmp_path, body, lang="zh-hans" if "价" in body else "en")[0]


@pytest.mark.parametrize(
    ("code", "lang", "said"),
    [
        # review s22 H1 (/work/scratch/review22/rules/comb_en.md, comb_zh.md): names that are also elements' (input,
        # output, time, stop, line, text) in a command or a condition were said "close angle bracket"
        ("cat input > output", "en", "cat input is greater than output"),
        ("if (time > stop)", "en", "if (time is greater than stop)"),
        ("grep pattern input > output", "zh-hans", "grep pattern input 大于 output"),
        ("if (line > text)", "zh-hans", "if (line 大于 text)"),
        # constructed: a loop's condition (ja), an assignment (en)
        ("while (label > title)", "ja", "while (label 大なり title)"),
        ("x = main > header", "en", "x equals main is greater than header"),
    ],
)
def test_a_comparison_of_names_that_are_also_elements_is_no_combinator(code: str, lang: str, said: str) -> None:
    assert _code(code, lang) == said


@pytest.mark.parametrize(
    ("code", "lang", "said"),
    [
        # the rule's own case, connor-kor html&css [208], in a rule's head and in a selector list (en)
        ("div > span { color: red; }", "ko", "div 닫는 꺾쇠괄호 span { color: red; }"),
        ("div > span, ul + p", "en", "div close angle bracket span, ul plus p"),
        # constructed: descendants and a pseudo-class (en), an attribute selector (zh-hant)
        ("ul li > a:hover", "en", "ul li close angle bracket a:hover"),
        ('form > input[type="text"]', "zh-hant", 'form 右尖括號 input[type 等於 "text"]'),
    ],
)
def test_a_combinator_in_a_whole_selector_stays_a_combinator(code: str, lang: str, said: str) -> None:
    assert _code(code, lang) == said


@pytest.mark.parametrize(
    ("code", "lang", "said"),
    [
        # review s22 H2 (/work/scratch/review22/rules/class_en.md, class_ja.md): "dp open bracket i to j", "i から j"
        ("dp[i-j] + 1", "en", "dp[i-j] plus 1"),
        ("a[m-n]", "en", "a[m-n]"),
        ("dp[i-j] + 1", "ja", "dp[i-j] プラス 1"),
        # constructed: an index after a call's or an index's close (en, zh-hans)
        ("f(a)[l-r]", "en", "f(a)[l-r]"),
        ("grid[i][x-y]", "zh-hans", "grid[i][x-y]"),
    ],
)
def test_an_index_difference_of_two_letters_is_no_range(code: str, lang: str, said: str) -> None:
    assert _code(code, lang) == said


@pytest.mark.parametrize(
    ("code", "said"),
    [
        ("[i-j]", "[i to j]"),  # a span of its own: a class
        (r"\w[a-z]", r"\w[a to z]"),  # after an escape of a pattern
        ("file[0-9].txt", "file[0 to 9].txt"),  # digits in order are never an index's difference
        ("name[A-Za-z]", "name[A to Z a to z]"),  # two ranges: a class
        ("id[a-z_]", "id[a to z_]"),  # a range and a member
    ],
)
def test_a_class_where_a_pattern_stands_stays_a_range(code: str, said: str) -> None:
    assert _code(code) == said


def test_the_reviews_commands_and_selectors_said_in_a_post(tmp_path: Path) -> None:
    """review s22 H1/H2 inputs (/work/scratch/review22/rules/comb_en.md, class_en.md) read whole: a command and a
    condition compare, a selector keeps its bracket, an index keeps its difference, a class its range."""
    body = (
        "Or run `cat input > output` to copy it. In the loop we check `if (time > stop)` before leaving. "
        "Style it with `nav > ul`. The recurrence reads `dp[i-j] + 1`. Match digits with `[0-9]`."
    )
    said = " ".join(said_whole(tmp_path, body, lang="en"))
    assert "cat input is greater than output" in said
    assert "time is greater than stop" in said
    assert "nav close angle bracket ul" in said
    assert "dp open bracket i-j close bracket plus 1" in said
    assert "open bracket 0 to 9 close bracket" in said
