"""text.mathspeech: a formula is said whole from its parse, in each language, or it is its cue (never in part).

The formulas are the ones issue 38 heard misread on real blogs; each must come out whole and right.
"""

from __future__ import annotations

import pytest

from narrate.text.mathspeech import article_formulas, read_tex, speak_math

ISSUE_38 = {
    "\\beta_1=10^{-4}": {
        "en": "beta sub 1 equals 10 to the power of minus 4",
        "zh-hant": "beta 下標1 等於 10的負 4次方",
        "zh-hans": "beta 下标1 等于 10的负 4次方",
        "ja": "ベータ サブ1 イコール 10のマイナス 4乗",
        "ko": "베타 아래 첨자 1은 10의 마이너스 4제곱",
    },
    "(1-p_t)^\\gamma": {  # the brackets' bounds said: "1 minus p sub t to the power of gamma" is 1 - p_t^γ
        "en": "open paren 1 minus p sub t close paren to the power of gamma",
        "zh-hant": "左括號 1 減 p 下標t 右括號的gamma次方",
        "ja": "丸括弧開き 1 マイナス p サブt 丸括弧閉じのガンマ乗",
        "ko": "여는 괄호 1 빼기 p 아래 첨자 t 닫는 괄호의 감마제곱",
    },
    "\\mathbb{R}^D": {
        "en": "blackboard R to the power of D",
        "zh-hans": "空心R的D次方",
        "ja": "黒板太字のRのD乗",
        "ko": "칠판 볼드체 R의 D제곱",
    },
    "V_*": {"en": "V sub star", "zh-hant": "V 下標星", "ja": "V サブスター", "ko": "V 아래 첨자 스타"},
    "\\tilde\\beta_t": {
        "en": "beta tilde sub t",
        "zh-hant": "beta tilde 下標t",
        "ja": "ベータチルダ サブt",
        "ko": "베타 틸드 아래 첨자 t",
    },
    "\\frac{\\partial L}{\\partial w}": {
        "en": "the partial derivative of L with respect to w",
        "zh-hant": "L對w的偏導數",
        "zh-hans": "L对w的偏导数",
        "ja": "Lのwによる偏微分",
        "ko": "L의 w에 대한 편미분",
    },
    "\\sum_{i=1}^{n} x_i^2": {
        "en": "the sum from i equals 1 to n of x sub i squared",
        "zh-hant": "從i 等於 1到n求和， x 下標i的平方",
        "ja": "i イコール 1からnまでの総和、 x サブiの2乗",
    },
    "\\sqrt[3]{x}": {"en": "the cube root of x", "zh-hant": "x的立方根", "ja": "xの3乗根", "ko": "x의 세제곱근"},
    "x'": {"en": "x prime", "zh-hans": "x 撇", "ja": "x プライム", "ko": "x 프라임"},
    "\\hat{y}": {"en": "y hat", "zh-hant": "y hat", "ja": "yハット", "ko": "y 햇"},
    "\\|x\\|_2": {
        "en": "the 2 norm of x",
        "zh-hant": "x的2範數",
        "zh-hans": "x的2范数",
        "ja": "xの2ノルム",
        "ko": "x의 2 노름",
    },
    "\\mathcal{O}(n \\log n)": {
        "en": "calligraphic O(n log n)",
        "zh-hant": "花體O(n log n)",
        "ja": "筆記体のO(n log n)",
    },
    "y =\\theta_ 0 + x^ 5": {
        "en": "y equals theta sub 0 plus x to the power of 5",
        "ko": "y는 세타 아래 첨자 0 더하기 x의 5제곱",
    },
}


@pytest.mark.parametrize(
    ("tex", "lang", "said"), [(t, lang, said) for t, langs in ISSUE_38.items() for lang, said in langs.items()]
)
def test_issue_38s_formulas_are_said_whole(tex: str, lang: str, said: str) -> None:
    assert read_tex(tex, lang).said == said


def test_an_accent_is_never_lost() -> None:
    for lang in ("en", "zh-hant", "zh-hans", "ja", "ko"):
        assert read_tex("\\tilde\\beta_t", lang).said != read_tex("\\beta_t", lang).said
        assert read_tex("\\hat{y}", lang).said != read_tex("y", lang).said
        assert read_tex("\\mathbf{x}", lang).said != read_tex("x", lang).said


@pytest.mark.parametrize(
    ("tex", "why"),
    [
        ("\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix}", "matrix"),
        ("\\foo{x}", "\\foo"),
        ("x^10", "several digits"),
        ("\\frac{a}", "missing"),
        ("a \\& b", "no words"),  # (`a \\\\ b`, two lines of a display formula, is read: one, then the other)
        ("\\left\\{ x \\right.", "\\left"),
        ("\\lfloor x", "partner"),
        ("\\langle \\psi | H | \\phi \\rangle", "matrix element"),
    ],
)
def test_what_the_reader_cannot_say_whole_is_the_cue_with_its_reason(tex: str, why: str) -> None:
    for lang in ("en", "zh-hant", "ja"):
        reading = read_tex(tex, lang)
        assert reading.said is None and why in reading.reason, reading


def test_bars_pair_within_their_brackets_and_alone_say_given() -> None:
    assert read_tex("q(h \\vert x) = p(h \\vert x)", "en").said == "q(h given x) equals p(h given x)"
    assert read_tex("|a| + |b|", "en").said == "the absolute value of a plus the absolute value of b"
    assert read_tex("\\{x \\mid x > 0\\}", "en").said == "the set of x such that x is greater than 0"


def test_structure_decides_what_a_script_is() -> None:
    assert read_tex("A^T x", "en").said == "A transpose x"  # a transpose of a letter…
    assert read_tex("2^T", "en").said == "2 to the power of T"  # …a power of a number
    assert read_tex("a^{(l)}", "zh-hant").said == "a 上標l"  # a label in brackets is an index
    assert read_tex("12^\\circ", "ko").said == "12도"
    assert read_tex("\\lim_{n\\to\\infty} a_n", "en").said == "the limit as n approaches infinity of a sub n"
    assert read_tex("\\arg\\min_\\theta L", "en").said == "the arg min over theta of L"
    assert read_tex("\\frac12", "zh-hant").said == "2分之1"  # TeX's one-digit arguments


def test_a_language_without_words_gets_unicode_or_the_cue() -> None:
    assert read_tex("\\gamma = 0.9", "fr").said == "γ = 0.9"
    assert read_tex("x^2 + y_1", "de").said == "x²+y₁"
    assert read_tex("\\frac{a}{b}", "fr").said is None


@pytest.mark.parametrize(
    ("tex", "lang", "said"),
    [
        # ermongroup/cs228-notes b608bab3 learning/bayesian/index.md: "1\{X_j = k\}" was said "1 the set X sub j equals k".
        (r"1\{X_j = k\}", "en", "the indicator of X sub j equals k"),
        (r"\sum_{j=1}^N 1\lbrace X_j=k\rbrace", "ja", "j イコール 1からNまでの総和、 X サブj イコール kの指示関数"),
        (r"\mathbb{1}\{x>0\}", "zh-hant", "x 大於 0的指示函數"),
        (r"10\{x\}", "en", "10 the set x"),  # no condition, no one: a set
        (r"\{1, 2\}", "en", "the set 1, 2"),
    ],
)
def test_a_one_before_a_condition_in_braces_is_an_indicator(tex: str, lang: str, said: str) -> None:
    assert speak_math(tex, lang) == said


@pytest.mark.parametrize(
    ("tex", "said"),
    [
        # datawhalechina/pumpkin-book a8d8b5bf (s4 dev reading): a transpose in an upright T was said "w-T"; a one
        # above a letter "to the power of 1"; `\operatorname{Gini\_index}` "Gini 下标 i ndex"; `\sup` "上标{b}";
        # `13 \sim 15` "服从"; a bracket or a question mark of the sentence inside the dollars cued the formula.
        (r"\boldsymbol{w}^{\mathrm{T}}\boldsymbol{x}", "粗体w的转置 粗体x"),
        (r"\boldsymbol{x}^{1}", "粗体x 上标1"),  # a vector's first; a plain `x^1` alone is a power (see below)
        (r"x^{1}", "x的1次方"),
        (r"2^1", "2的1次方"),
        (r"\operatorname{Gini\_index}(D)", "Gini index (D)"),
        (r"\sup_{x} f(x)", "对x取上确界， f(x)"),
        (r"13 \sim 15)", "13 到 15"),
        (r"x \sim N(0,1)", "x 服从 N(0, 1)"),
        (r"\leqslant0.126?", "小于等于 0.126"),
        (r"A \backslash B", "A 差集 B"),
        (r"\boldsymbol \mu \succeq 0", "粗体mu 大于等于 0"),
        (
            r"\mathbf{I} \in \mathbb{R}^{(N-1)\times(N-1)}",
            "粗体I 属于 空心R的左括号 N 减 1 右括号 乘 左括号 N 减 1 右括号次方",
        ),
    ],
)
def test_superscripts_fonts_and_signs_read_from_their_structure(tex: str, said: str) -> None:
    assert speak_math(tex, "zh-hans") == said


@pytest.mark.parametrize(
    ("tex", "said"),
    [
        # datawhalechina/pumpkin-book a8d8b5bf (s4 dev reading): a vector's iterates said as powers, set sizes and
        # determinants as absolute values, an interval heard as two numbers, "ε-贪心" as "epsilon minus".
        (r"\mathbf{x}^1,\mathbf{x}^2", "bold x superscript 1, bold x superscript 2"),
        (r"\mathbf{x}^{t-1}", "bold x superscript t minus 1"),
        (r"x^{t+1} = x^{t} - g", "x superscript t plus 1, equals x superscript t minus g"),  # the next iterate
        # ermongroup/cs228-notes b608bab3 (s3): alone, an index expression is a power (a regression of this stop)
        (r"O(d^{k+1})", "O(d to the power of k plus 1)"),
        (r"x^{n+1}", "x to the power of n plus 1"),
        (r"x^2", "x squared"),  # a plain letter's square stays one
        (r"\mathbf{x}^\top", "bold x transpose"),
        (r"D^{a\leqslant v}", "D superscript a is less than or equal to v"),
        (r"|\mathcal{Y}|", "the size of calligraphic Y"),
        (r"\left|D_l\right|", "the size of D sub l"),
        (r"|\boldsymbol{\Sigma}|", "the determinant of bold capital sigma"),
        (r"|x-1|", "the absolute value of x minus 1"),
        (r"x \in [0,1]", "x in the closed interval from 0 to 1"),
        (r"\epsilon\in(0,1]", "epsilon in the interval from 0, excluded, to 1, included"),
        (r"x \in (1,2,3)", "x in (1, 2, 3)"),  # three items: no interval
        (r"f(x, y)", "f(x, y)"),
        (r"\epsilon-", "epsilon"),  # a hyphen joining the formula to the word after it
    ],
)
def test_what_a_superscript_bars_and_brackets_mean_from_what_they_hold(tex: str, said: str) -> None:
    assert speak_math(tex, "en") == said


@pytest.mark.parametrize(
    ("tex", "lang", "said"),
    [
        # datawhalechina/pumpkin-book a8d8b5bf (s4 dev reading): a transpose is known from its structure, a T above
        # whatever its font; `^{-T}` is the inverse's transpose; `^{-1}` stays an inverse on a matrix.
        (r"\mathbf{w}^{\rm T}\mathbf{x}", "zh-hans", "粗体w的转置 粗体x"),
        (r"{\bf x}^{\text{T}}", "zh-hant", "粗體x的轉置"),
        (r"\mathbf{w}^{\mathsf{T}}", "ja", "太字のwの転置"),
        (r"\mathbf{w}^\intercal", "ko", "굵은 w의 전치"),
        (r"\mathbf{X}^{-\mathrm{T}}", "en", "bold X inverse transpose"),
        (r"\mathbf{S}_w^{-1}", "zh-hans", "粗体S 下标w的负 1次方"),
        (r"\mathbf{A}^2", "en", "bold A squared"),  # a matrix has powers; a vector has none
        # superscripts that index: a start or a first item, a vector's, a subset's condition, a policy's label,
        # a combination's upper index; a base labelled once in a formula keeps its labels (D^1 … D^2)
        (r"x^0_1, x^1_1", "zh-hans", "x 下标1 上标0, x 下标1 上标1"),
        (r"D^1(a), D^2(b)", "en", "D superscript 1(a), D superscript 2(b)"),
        (r"D^{\backslash i}", "zh-hans", "D 上标差集 i"),
        (r"V^{\pi'}(x)", "ja", "V 上付きパイ プライム (x)"),
        (r"C_{m}^{k}", "ko", "C 아래 첨자 m 위 첨자 k"),
        (r"x^{\text{new}}", "en", "x superscript new"),
        (r"x^{n-k} y^{2}", "en", "x to the power of n minus k, y squared"),  # powers stay powers
        (r"g^{\prime\prime}(x)", "zh-hans", "g 两撇 (x)"),
        (r"\mathbb{R}^{d\times 1}", "en", "blackboard R to the power of d times 1"),  # a space's dimensions
    ],
)
def test_a_superscript_is_a_power_an_index_or_a_transpose_by_its_structure(tex: str, lang: str, said: str) -> None:
    assert speak_math(tex, lang) == said


def test_a_true_power_vetoes_a_label_and_an_index_expression_alone_is_a_power() -> None:
    """jaketae/benanne-style formulas (round-4 dev): `r^{K-1}` beside `r^2` leaves r^2 a square, and with no
    `r^{K}` beside it `r^{K-1}` is a power too; `a^1 = a` beside `a^{-2}` is a power lesson, said as powers."""
    assert (
        speak_math(r"\frac{r^2}{2K} + r^{K-1}", "en")
        == "the fraction r squared, over 2 K, plus r to the power of K minus 1"
    )
    assert speak_math(r"a^1 = a, a^{-2}", "en") == "a to the power of 1 equals a, a to the power of minus 2"
    with article_formulas([r"a^{-2}"]):
        assert speak_math(r"a^1", "zh-hans") == "a的1次方"


def test_an_articles_formulas_share_their_labels() -> None:
    """`$D^1(…)$、$D^2(…)$` in two formulas: within one article, D's 2 is the second subset (not a square); outside
    that article the lone `D^2` is a square again."""
    with article_formulas([r"D^1(\text{色泽}=\text{青绿})", r"D^2"]):
        assert speak_math(r"D^2", "zh-hans") == "D 上标2"
    assert speak_math(r"D^2", "zh-hans") == "D的平方"


@pytest.mark.parametrize(
    ("tex", "lang", "said"),
    [
        # s4 review (lesser): an operator alone has nothing to apply to; an empty superscript says nothing; a
        # case's number in Roman numerals in brackets is its number
        (r"\frac{d^2}{dx^2}", "en", "the derivative of order 2 with respect to x"),
        (r"\frac{d}{dx} f", "en", "the derivative with respect to x of f"),
        (r"x^{}", "en", "x"),
        (r"(II)", "zh-hans", "(2)"),
    ],
)
def test_an_operator_alone_an_empty_superscript_and_a_bracketed_numeral(tex: str, lang: str, said: str) -> None:
    assert speak_math(tex, lang) == said


@pytest.mark.parametrize(
    ("formulas", "tex", "lang", "said"),
    [
        # a label in brackets labels only what is bracketed: the Pythagorean squares stay squares beside a layer's
        # `a^{(l)}` (s4 review, iso3/mz2/iso9), in the same formula or elsewhere in the article
        ([r"a^{(l)}"], r"a^2 + b^2 = c^2", "en", "a squared plus b squared equals c squared"),
        ([], r"a^2 + a^{(l)}", "en", "a squared plus a superscript l"),
        ([r"\sigma^{(k)}"], r"\sigma^2", "zh-hans", "sigma的平方"),
        # a lone one or zero is a power (a polynomial, an identity) unless the base numbers sets by structure
        ([], r"p(x) = x^1 + x^2 + x^3", "en", "p(x) equals x to the power of 1 plus x squared plus x cubed"),
        ([r"y^2 = y \cdot y"], r"y^1 = y", "en", "y to the power of 1 equals y"),
        ([], r"b^0 = 1", "en", "b to the power of 0 equals 1"),
        ([r"a^2 + b^2 = c^2"], r"a^1", "en", "a to the power of 1"),
        ([r"D^1(a = v)"], r"D^1", "en", "D superscript 1"),
        (
            [],
            r"\{x^1, x^2, \ldots, x^m\}",
            "en",
            "the set x superscript 1, x superscript 2, and so on, x superscript m",
        ),
    ],
)
def test_a_label_spreads_to_a_bases_other_superscripts_only_by_structure(
    formulas: list[str], tex: str, lang: str, said: str
) -> None:
    with article_formulas([*formulas, tex]):
        assert speak_math(tex, lang) == said


@pytest.mark.parametrize(
    ("tex", "lang", "said"),
    [
        # datawhalechina/pumpkin-book a8d8b5bf (s4 dev reading): formulas cued （公式） mid-sentence, now read whole.
        (r"\textcircled{1}\to\textcircled{2}", "zh-hans", "圈1 到 圈2"),
        (r"\textcircled{3}", "en", "circled 3"),
        (
            r"\sum_{i=0}^{1}\left(\begin{array}{c}{1} \\ {i}\end{array}\right)=2",
            "en",
            "the sum from i equals 0 to 1 of 1 choose i equals 2",
        ),
        ("\\left(\\begin{array}{c}\nm \\\\\nk\n\\end{array}\\right)", "ja", "m個からk個選ぶ組み合わせの数"),
        (
            r"\left[\begin{array}{ll} a^{\mathrm{T}} & b^{\mathrm{T}}\end{array}\right]",
            "en",
            "[a transpose, b transpose]",
        ),
        (r"\left.\leqslant\right) e^{-m}", "zh-hans", "小于等于) e的负 m次方"),
        (r"p\left(\boldsymbol{x} \mid \boldsymbol{\mu}_i\right.", "zh-hant", "p(粗體x 給定 粗體mu 下標i"),
        (r"(P(+)cost", "en", "P(plus) cost"),
        (r"\left\{x_1, x_2\right\} ”", "zh-hans", "集合x 下标1, x 下标2"),
        (r"[0,1])", "zh-hans", "闭区间0到1"),
        (r"[0, 1]", "ko", "닫힌구간 0에서 1"),
        (r"\iiint f \, dx", "en", "the integral of f d x"),
        # piecewise definitions and plain TeX's infix binomials and fractions (were cued: a matrix, an unknown command)
        (
            r"f(x)=\begin{cases} x & x > 0 \\ 0 & \text{otherwise} \end{cases}",
            "en",
            "f(x) equals in cases: x, x is greater than 0; 0, otherwise",
        ),
        (
            r"f(x)=\begin{cases} x & x > 0 \\ 0 & x \le 0 \end{cases}",
            "zh-hant",
            "f(x) 等於 分情況：x，x 大於 0; 0，x 小於等於 0",
        ),
        (r"{n \choose k}", "ja", "n個からk個選ぶ組み合わせの数"),
        (r"{a \over b}", "ko", "b 분의 a"),
        # derivatives of order n; angle brackets by what they hold (two things: an inner product, one: its
        # expectation, a matrix element: the cue)
        (r"\frac{\mathrm{d}^2 x}{\mathrm{d}t^2}", "ja", "xのtによる2階微分"),
        (r"\frac{\partial^2 u}{\partial x^2}", "zh-hans", "u对x的2阶偏导数"),
        (r"\frac{d^2}{dx^2} f", "en", "the derivative of order 2 with respect to x of f"),
        (r"\langle \psi | \phi \rangle", "en", "the inner product of psi, phi"),
        (r"\left< x \right>", "ko", "x의 기댓값"),
        # pumpkin-book (s4 dev reading): a case label in Roman numerals (`\(II\)` was "I I"), the 0/1 loss
        (r"II", "zh-hans", "2"),
        (r"XX", "en", "X X"),  # no I: letters, not a numeral
        (r"0/1", "zh-hans", "0 或 1"),
        (r"1/2", "en", "1 over 2"),
        (r"\mathbf{S} \circ \mathbf{F}", "zh-hans", "粗体S 逐元素乘 粗体F"),  # Hadamard between matrices
        (r"f \circ g", "zh-hans", "f 合成 g"),
        # a sign alone is named (`其中，$+$和$-$分别表示…`, `$\wedge$ 为逻辑与`); \sup alone is the supremum
        (r"+", "zh-hans", "加号"),
        (r"-", "en", "minus sign"),
        (r"\wedge", "zh-hant", "且符號"),
        (r"\infty", "en", "infinity"),  # a value, not a sign
        (r"\alpha =\sup \left\{\beta_{\varphi}(p)\right\}", "zh-hans", "alpha 等于 上确界 (beta 下标phi (p))"),
        (r"\operatorname{sup} x", "en", "supremum x"),
        (r"[[0, 0], [1, 1]]", "en", "[ [0, 0], [1, 1] ]"),  # a list of pairs, no interval
        (r"[0.6, 0.4]", "en", "[0.6, 0.4]"),  # two values (a distribution): no interval runs downwards
        # a set written across formulas (pumpkin-book chapter4: `取值：$\{\text{青绿}$，$\text{乌黑}$，$\text{浅白}\}$`)
        (r"\{\text{青绿}", "zh-hans", "集合青绿"),
        (r"\text{浅白}\}", "zh-hans", "浅白"),
    ],
)
def test_formulas_once_cued_are_read_whole(tex: str, lang: str, said: str) -> None:
    assert speak_math(tex, lang) == said


@pytest.mark.parametrize(
    ("tex", "lang", "said"),
    [
        # datawhalechina/pumpkin-book a8d8b5bf docs/chapter9 (s4 dev reading): bars around a name a set operation
        # takes are its size; a labelled set keeps its size; a leading zero shows subscript digits index one by one.
        (r"\frac{|SS|}{|SS \cup SD|}", "en", "the fraction the size of S S, over the size of S S union S D"),
        (r"\frac{|D^{a=v}|}{|D|}", "zh-hans", "D的元素个数分之D 上标a 等于 v的元素个数"),
        (r"|A^2|", "en", "the absolute value of A squared"),
        # a sum in the denominator has its extent said (s14: «M11 더하기 M01 분의 M11» was M11 + M01/M11 by ear)
        (
            r"\frac{M_{11}}{M_{11}+M_{01}}",
            "ko",
            "분수, 분자 M 아래 첨자 1 1, 분모 M 아래 첨자 1 1 더하기 M 아래 첨자 0 1",
        ),
        (r"M_{11}", "en", "M sub 11"),  # no zero in sight: a number
        (r"\frac{|SS|}{|SS \bigcup DS|}", "zh-hans", "S S 并集， D S的元素个数分之S S的元素个数"),
        (
            r"\mathcal{F}: \mathcal{Z} \to [0,1]",
            "en",
            "calligraphic F : calligraphic Z to the closed interval from 0 to 1",
        ),
    ],
)
def test_what_bars_and_digits_mean_from_the_rest_of_the_formula(tex: str, lang: str, said: str) -> None:
    assert speak_math(tex, lang) == said


@pytest.mark.parametrize(
    ("tex", "lang", "said"),
    [
        # kaityo256/zenn-content 9bdb769b (s4 held-out): "e \sim 2.72" (exp_relaxation.md) and "Re \sim L"
        # (large-scale-hpc.md) were said "follows the distribution": between values a wave is "about".
        (r"e \sim 2.72", "ja", "e ニアリーイコール 2.72"),
        (r"Re \sim L", "ja", "R e ニアリーイコール L"),
        (r"e \sim 2.72", "en", "e is approximately 2.72"),
        (r"Re \sim L", "zh-hant", "R e 約等於 L"),
        (r"e \sim 2.72", "ko", "e 약 2.72"),
        (r"\sim 10^3", "en", "is approximately 10 cubed"),
        # On its right a distribution: a calligraphic letter, a named family, a density or a call of one.
        (r"x \sim \mathcal{N}(0, 1)", "en", "x is distributed as calligraphic N(0, 1)"),
        (r"x \sim p_\theta", "en", "x is distributed as p sub theta"),
        (r"z \sim q(z|x)", "zh-hans", "z 服从 q(z 给定 x)"),
        (r"x \sim \text{Bern}(p)", "en", "x is distributed as Bern (p)"),
        (r"X \sim \Gamma(a, b)", "en", "X is distributed as capital gamma (a, b)"),
        (r"1 \sim 7", "en", "1 to 7"),  # between two numbers: a range (as before)
    ],
)
def test_a_wave_is_distributed_as_only_before_a_distribution(tex: str, lang: str, said: str) -> None:
    assert speak_math(tex, lang) == said


@pytest.mark.parametrize(
    ("tex", "lang", "said"),
    [
        # kaityo256/zenn-content 9bdb769b articles/boltzmann_machine3.md (s4 held-out): D_KL(q | p) said "q ただし p"
        # and \equiv said 合同 (congruent) where it defines. A bar inside a divergence separates two distributions.
        (r"D_{KL}(q | p)", "ja", "D サブK L、 (q と p)"),
        (r"D_{KL}(q \| p)", "en", "D sub K L, (q and p)"),
        (r"D(q||p)", "zh-hant", "D(q 和 p)"),
        (r"KL(q|p)", "ko", "K L(q 및 p)"),
        (r"p(x|y)", "ja", "p(x ただし y)"),  # a condition stays one
        # s5 review: a plain D is the discriminator of a conditional GAN: its bar is a condition.
        (r"\log D(x|y)", "en", "log D(x given y)"),
        (r"D(x|y)", "zh-hans", "D(x 给定 y)"),
        (r"D_{JS}(p|q)", "en", "D sub J S, (p and q)"),
        (r"D_\mathrm{KL} (q | p)", "ja", "D サブKL (q と p)"),
        (r"D_{KL}(p \parallel q)", "en", "D sub K L, (p and q)"),  # s5 dev re-reading: was "is parallel to"
        (r"a \parallel b", "en", "a is parallel to b"),
        (r"\|x\|", "en", "the norm of x"),
        # ≡ is a congruence only beside a modulus; elsewhere it is identity.
        (r"f \equiv g", "ja", "f 恒等的にイコール g"),
        (r"a \equiv b \pmod{n}", "ja", "a 合同 b(mod n)"),
        (r"a \equiv b \pmod{n}", "en", "a is congruent to b(mod n)"),
        (r"a \equiv b \bmod n", "zh-hans", "a 同余于 b mod n"),
        (r"f \equiv g", "zh-hant", "f 恆等於 g"),
    ],
)
def test_a_bar_between_two_distributions_and_an_identity(tex: str, lang: str, said: str) -> None:
    assert speak_math(tex, lang) == said


@pytest.mark.parametrize(
    ("tex", "lang", "said"),
    [
        # s5 held-out (krahets/hello-algo 28c1e74c): `dp[i-1]` heard "dp i 减 1" (dp[i] minus 1) and `(n - 1) n / 2`
        # heard "n 减 1 n 除以 2": a bracket sent as written is silent. Brackets are said where their bounds change
        # what is heard: a sum inside, and a product, an index, a quotient, a power or a minus outside.
        (
            r"dp[i] = dp[i-1] + dp[i-2]",
            "zh-hans",
            "d p [i] 等于 d p 左方括号 i 减 1 右方括号 加 d p 左方括号 i 减 2 右方括号",
        ),
        (r"(n - 1) n / 2", "zh-hant", "左括號 n 減 1 右括號 n 除以 2"),
        (r"(n - 1) n / 2", "en", "open paren n minus 1 close paren n over 2"),
        (r"a - (b + c)", "ja", "a マイナス 丸括弧開き b プラス c 丸括弧閉じ"),
        # s5 dev (datawhalechina/easy-rl fc4ece6e): alpha heard multiplying r only.
        (
            r"Q \gets Q + \alpha [r + \gamma Q' - Q]",
            "ko",
            "Q 대입 Q 더하기 알파 여는 대괄호 r 더하기 감마 Q 프라임 빼기 Q 닫는 대괄호",
        ),
        (
            r"\sum_{i=1}^{m} \Big[\log D + \log(1-D)\Big]",
            "en",
            "the sum from i equals 1 to m of open bracket log D plus log open paren 1 minus D close paren close bracket",
        ),
        # Elsewhere brackets stay as written: a call's arguments, a group alone, a product inside, an interval.
        (r"Q(s_t, a_t)", "en", "Q(s sub t, a sub t)"),
        # Groups side by side are a product: both said, never the second alone (was "(a plus b) open paren c plus d
        # close paren": heard as a + b(c + d)).
        (r"(a+b)(c+d)", "en", "open paren a plus b close paren open paren c plus d close paren"),
        (r"(x-1)(x+1)", "zh-hans", "左括号 x 减 1 右括号 左括号 x 加 1 右括号"),
        (r"(a+b)", "en", "(a plus b)"),
        (r"2(ab)", "en", "2(a b)"),
        (r"x \in [0,1]", "en", "x in the closed interval from 0 to 1"),
        # A superscript of several things ends with a pause, as a long subscript does (easy-rl chapter9: "gamma 上标
        # t 撇减 t r …" was heard as gamma^t' minus t·r).
        (r"\gamma^{t'-t} r_{t'}", "zh-hans", "gamma 上标t 撇 减 t， r 下标t 撇"),
        # `!=` typed together is "not equal" (easy-rl: `$s_t!=$ 终止状态` was "s_t 的阶乘等于"); a spaced `n! =` is n factorial.
        (r"s_t!=", "zh-hans", "s 下标t 不等于"),
        (r"n! = 1", "en", "n factorial equals 1"),
        # ... but "!" after a number, a closed bracket or a one-letter variable with something after "=" defines a
        # factorial (`$0!=1$` was "0 is not equal to 1": a true statement heard as its negation) ...
        (r"0!=1", "en", "0 factorial equals 1"),
        (r"0!=1", "zh-hant", "0 的階乘 等於 1"),
        (r"n!=n \times m!", "en", "n factorial equals n times m factorial"),
        # ... unless a name, a subscript or a spaced "!=" elsewhere shows the program's operator.
        (r"a_i!=0", "en", "a sub i is not equal to 0"),
        (r"n!=1 \text{ and } a != b", "en", "n is not equal to 1 and a is not equal to b"),
        # `<S,P>` with nothing before "<" to compare and a comma inside is a tuple's angle brackets (was "小于 S, P 大于").
        (r"<S,P,A,R,\gamma>", "zh-hans", "左尖括号 S, P, A, R, gamma 右尖括号"),
        (r"a < b, c > d", "en", "a is less than b, c is greater than d"),
    ],
)
def test_brackets_said_where_their_bounds_change_what_is_heard(tex: str, lang: str, said: str) -> None:
    assert speak_math(tex, lang) == said
