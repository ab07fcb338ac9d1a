"""text.operators: an operator's reading comes from what it stands between, and it is never dropped.

The cases are issue 38's (heard on real blogs) plus the structures they stand for: a rule tuned to the
examples would fail the neighbours listed here.
"""

from __future__ import annotations

import pytest

from narrate.text.lexicon import _SYMBOL_NAMES
from narrate.text.operators import find_operators, say_code, say_prose


def _code(text: str, lang: str = "en") -> str:
    return " ".join(say_code(text, lang, _SYMBOL_NAMES[lang]).split())


def _prose(text: str, lang: str = "en") -> str:
    return " ".join(say_prose(text, lang, _SYMBOL_NAMES[lang]).split())


def test_five_version_ranges_are_five_readings() -> None:
    for lang in ("en", "zh-hant", "zh-hans", "ja", "ko"):
        readings = {_code(spec, lang) for spec in (">1.2.3", ">=1.2.3", "~1.2.3", "^1.2.3", "1.2.3")}
        assert len(readings) == 5, readings


@pytest.mark.parametrize(
    ("code", "said"),
    [
        ("(150 - 50) / 50 / 32.5", "(150 minus 50) divided by 50 divided by 32.5"),
        ("sum += i", "sum plus equals i"),
        ("total -= cost", "total minus equals cost"),
        ("Array<string>", "Array of string"),
        ("Promise<void>", "Promise of void"),
        ("Map<string, Array<number>>", "Map of string, Array of number"),
        ("string[]", "string array"),
        ("User[]", "User array"),
        ("a && b || c", "a and b or c"),
        ("std::vector", "std double colon vector"),
        ("x => x * 2", "x arrow x times 2"),
        ("ptr->next", "ptr arrow next"),
        ("!done", "not done"),
        ("i++", "i plus plus"),
        ("a % b", "a mod b"),
        ("*.md", "star .md"),
    ],
)
def test_code_operators_are_said_by_their_place(code: str, said: str) -> None:
    assert _code(code) == said


@pytest.mark.parametrize(
    ("code", "kept"),
    [
        ("npm install -g foo", "npm install -g foo"),  # a flag's dash
        ("utf-8", "utf-8"),  # a hyphen in a name
        ("my-app", "my-app"),
        ("src/main.rs", "src slash main.rs"),  # a path's slash: said by its name (s5 dev readers)
    ],
)
def test_what_is_no_operator_stays_a_name(code: str, kept: str) -> None:
    assert _code(code) == kept


def test_a_flag_s_equals_is_said() -> None:
    # kaityo256/zenn-content 9bdb769 articles/many_parentheses.md: `-fbracket-depth=N` (s4 held-out reading: a hole)
    assert _code("--mode=production") == "--mode equals production"
    assert _code("-fbracket-depth=N") == "-fbracket-depth equals N"


def test_an_operator_between_names_in_a_comparison_is_not_a_generic() -> None:
    assert _code("if (a<b && c>d)") == "if (a is less than b and c is greater than d)"


def test_prose_arithmetic_is_said_and_ranges_dates_and_fractions_stay() -> None:
    assert _prose("1200 * (60 * 60 * 3 / 30) = 432000", "zh-hant") == "1200 乘 (60 乘 60 乘 3 除以 30) 等於 432000"
    assert _prose("2019 - 2020") == "2019 - 2020"
    assert _prose("1/2 cup") == "1/2 cup"
    assert _prose("3 * 4") == "3 times 4"
    assert _prose("命令里面的 * 的问题", "zh-hans") == "命令里面的 星号 的问题"


def test_every_operator_found_has_a_role() -> None:
    found = find_operators("(a + b) * c >= d && e[] != f<g>", code=True)
    assert [(o.sign, o.role) for o in found] == [
        ("+", "binary"),
        ("*", "binary"),
        (">=", "binary"),
        ("&&", "binary"),
        ("[]", "array"),
        ("!=", "binary"),
        ("<", "generic"),
        (">", "generic_close"),
    ]


@pytest.mark.parametrize(
    ("code", "said"),
    [
        ("10^5", "10 to the power of 5"),
        ("2^n", "2 to the power of n"),
        ("x^2", "x to the power of 2"),
        ("10^-5", "10 to the power of minus 5"),
        ("flags ^ mask", "flags caret mask"),  # spaced between names: no power (xor)
        ("^1.2.3", "caret 1.2.3"),  # a version's range
        ('vector<"Type"> v', 'vector of "Type" v'),
        ("main..feature", "main dot dot feature"),
        ("v1...v2", "v1 dot dot dot v2"),
        ("HEAD~3..HEAD", "HEAD tilde 3 dot dot HEAD"),  # a ref that ends in a number is no number range
        ("0..n", "0 to n"),
        ("x = 1..10", "x equals 1 to 10"),
        ("...args", "...args"),  # a spread: no operands on both sides
    ],
)
def test_a_caret_and_dots_are_read_from_their_operands(code: str, said: str) -> None:
    assert _code(code) == said


@pytest.mark.parametrize(
    ("prose", "said"),
    [
        ("先 i--，再 ++，然后", "先 i minus minus ，再 plus plus ，然后"),
        ("then ++i and sum += 1 and x -= y", "then plus plus i and sum plus equals 1 and x minus equals y"),
        ("C++ and Notepad++ stay names, g++ does not", "C++ and Notepad++ stay names, g plus plus does not"),
        ("use -- to stop, word--word", "use -- to stop, word--word"),  # a dash, not a step
        ("the characters '-','_' and 「*」", "the characters ' dash ',' underscore ' and 「 star 」"),
    ],
)
def test_steps_and_quoted_signs_in_prose_are_said(prose: str, said: str) -> None:
    assert _prose(prose) == said


@pytest.mark.parametrize(
    ("code", "said"),
    [
        ("cursor .", "cursor dot"),  # an argument of its own (issue 38's dev reading: "cursor ." lost its dot)
        ("cd ..", "cd dot dot"),
        ("foo.bar", "foo.bar"),
    ],
)
def test_a_dot_standing_alone_in_code_is_a_word(code: str, said: str) -> None:
    assert _code(code) == said


def test_a_dash_of_hyphens_after_a_word_is_no_step() -> None:
    # jaketae/jaketae.github.io e5a4993f _posts/2020-03-22-pca.md: "compression---otherwise" is a dash
    assert _prose("compression---otherwise, and wait-- what") == "compression---otherwise, and wait-- what"
    assert _prose("then i-- and count--;") == "then i minus minus and count minus minus ;"


def test_a_spaced_star_between_an_expressions_operands_is_a_product() -> None:
    # halfrost/LeetCode-Go 1dde49c8 .../0839.Similar-String-Groups.md: "A.length * A[i].length <= 20000"
    assert _prose("A.length * A[i].length") == "A.length times A[i].length"
    assert _prose("x * 2, a * b") == "x times 2, a times b"
    assert _prose("SELECT * FROM t, rated * stars") == "SELECT star FROM t, rated star stars"


@pytest.mark.parametrize(
    ("code", "said"),
    [
        # koher/zenn-contents ed2031f3 articles/swift-array-slice.md: "`[Int]` said 'Int'", "`a[..<3]` said 'a.. 小なり3'",
        # "`s[0] = \"*\"` lost its star" (issue 38, s3 reading).
        ("[Int]", "Int array"),
        ("let a: [String] = x", "let a: String array equals x"),
        ("a[Int]", "a[Int]"),  # a name indexed: no type
        ("[x]", "[x]"),  # a list of one lower-case value: no type
        ("a[..<3]", "a[ up to but not including 3 ]"),
        ("0..<n", "0 to, but not including, n"),
        ('s[0] = "*"', 's[0] equals " star "'),
        ('["*", "B"]', '[" star ", "B"]'),
        ("*/5", "star slash 5"),  # cron's step
    ],
)
def test_brackets_that_make_a_type_a_half_open_range_and_a_string_of_a_sign(code: str, said: str) -> None:
    assert _code(code) == said


def test_a_half_open_range_in_each_language() -> None:
    assert [_code("a[..<3]", lang) for lang in ("ja", "zh-hant", "ko")] == [
        "a[ 3未満まで ]",
        "a[ 到3之前 ]",
        "a[ 3 미만까지 ]",
    ]


def test_a_quoted_sign_then_its_own_noun_says_the_noun_once() -> None:
    # ken00535/blog e4542a3b posts/2019/use-feedly-to-subscribe-facebooks-group.md: "點選側欄的「+」號" was
    # said 「加號」號.
    assert _prose("點選側欄的「+」號", "zh-hant") == "點選側欄的「 加 」號"
    assert _prose("「*」号", "zh-hans") == "「 星 」号"
    assert _prose("「+」を押す", "ja") == "「 プラス 」を押す"  # no noun after it: the whole name
    assert _prose("第二行的 */1 表示", "zh-hant") == "第二行的 星號 斜線 1 表示"
