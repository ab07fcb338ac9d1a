"""text.mathspeech (s23, issue #38 point 2): math read from its structure, in zh-Hans, zh-Hant, en, ja and ko.

Taught by s22 held-out JunpoYu (content/posts/knowledge/2025/*/index.zh-cn.md), where a reader heard an index range
as a power L, a range subscript `x_{0:T}` as "0: T", a root over a difference without its end, a tag `\\tag{3}` the
text then cites dropped, a squared 2-norm as nested absolute values, `sin(x)` spelled s i n, and `\\to`/`\\infin`
limits cued. Each rule is held to the case that taught it, shapes of other blogs, and near misses it must leave
alone; what the reader cannot say whole stays the formula's cue (all or cue).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import body_said, post_script
from narrate.text.mathspeech import read_tex

READINGS: list[tuple[str, dict[str, str]]] = [
    # JunpoYu score-based-generative-model [23], [37]
    (
        "\\{\\sigma_i\\}_{i=1}^L",
        {
            "zh-hans": "集合sigma 下标i，i 从 1 到 L",
            "zh-hant": "集合sigma 下標i，i 從 1 到 L",
            "en": "the set sigma sub i, for i from 1 to L",
            "ja": "集合シグマ サブi、iは1からLまで",
            "ko": "집합 시그마 아래 첨자 i, i는 1부터 L까지",
        },
    ),
    # JunpoYu score-based-generative-model [27]
    (
        "\\mathcal{L}(\\theta,\\{\\sigma\\}_{i=1}^L)",
        {
            "zh-hans": "花体L(theta, 集合sigma，i 从 1 到 L)",
            "zh-hant": "花體L(theta, 集合sigma，i 從 1 到 L)",
            "en": "calligraphic L(theta, the set sigma, for i from 1 to L)",
            "ja": "筆記体のL(シータ, 集合シグマ、iは1からLまで)",
            "ko": "필기체 L(세타, 집합 시그마, i는 1부터 L까지)",
        },
    ),
    # own: a sequence of samples (en ML blog)
    (
        "\\{x_n\\}_{n=1}^{N}",
        {
            "zh-hans": "集合x 下标n，n 从 1 到 N",
            "zh-hant": "集合x 下標n，n 從 1 到 N",
            "en": "the set x sub n, for n from 1 to N",
            "ja": "集合x サブn、nは1からNまで",
            "ko": "집합 x 아래 첨자 n, n은 1부터 N까지",
        },
    ),
    # own: big braces
    (
        "\\left\\{ a_k \\right\\}_{k=0}^{K}",
        {
            "zh-hans": "集合a 下标k，k 从 0 到 K",
            "zh-hant": "集合a 下標k，k 從 0 到 K",
            "en": "the set a sub k, for k from 0 to K",
            "ja": "集合a サブk、kは0からKまで",
            "ko": "집합 a 아래 첨자 k, k는 0부터 K까지",
        },
    ),
    # own: a sequence in parentheses (analysis notes)
    (
        "(x_n)_{n=1}^{\\infty}",
        {
            "zh-hans": "(x 下标n)，n 从 1 到 无穷大",
            "zh-hant": "(x 下標n)，n 從 1 到 無限大",
            "en": "(x sub n), for n from 1 to infinity",
            "ja": "(x サブn)、nは1から無限大まで",
            "ko": "(x 아래 첨자 n), n은 1부터 무한대까지",
        },
    ),
    # JunpoYu variational-inference-in-generative-model [23]
    (
        "p(x_{0:T}) dx_{1:T}",
        {
            "zh-hans": "p(x 下标0到T) d x 下标1到T",
            "zh-hant": "p(x 下標0到T) d x 下標1到T",
            "en": "p(x sub 0 to T) d x sub 1 to T",
            "ja": "p(x サブ0からTまで) d x サブ1からTまで",
            "ko": "p(x 아래 첨자 0부터 T까지) d x 아래 첨자 1부터 T까지",
        },
    ),
    # own: a window of steps (RL blog)
    (
        "\\theta_{t:t+k}",
        {
            "zh-hans": "theta 下标t到t 加 k",
            "zh-hant": "theta 下標t到t 加 k",
            "en": "theta sub t to t plus k",
            "ja": "シータ サブtからt プラス kまで",
            "ko": "세타 아래 첨자 t부터 t 더하기 k까지",
        },
    ),
    # JunpoYu variational-inference-in-generative-model [24]
    (
        "\\sqrt{1-\\beta} x_{t-1}",
        {
            "zh-hans": "根号下1 减 beta，根号结束， x 下标t 减 1",
            "zh-hant": "根號下1 減 beta，根號結束， x 下標t 減 1",
            "en": "the square root of 1 minus beta, end root, x sub t minus 1",
            "ja": "ルート、1 マイナス ベータ、ルートここまで、 x サブt マイナス 1",
            "ko": "루트, 1 빼기 베타, 루트 끝, x 아래 첨자 t 빼기 1",
        },
    ),
    # JunpoYu score-based-generative-model [43]
    (
        "\\sqrt{1-\\bar{\\alpha}_t}\\epsilon",
        {
            "zh-hans": "根号下1 减 alpha bar 下标t，根号结束， epsilon",
            "zh-hant": "根號下1 減 alpha bar 下標t，根號結束， epsilon",
            "en": "the square root of 1 minus alpha bar sub t, end root, epsilon",
            "ja": "ルート、1 マイナス アルファバー サブt、ルートここまで、 イプシロン",
            "ko": "루트, 1 빼기 알파 바 아래 첨자 t, 루트 끝, 엡실론",
        },
    ),
    # own: a hypotenuse
    (
        "\\sqrt{a^2+b^2}",
        {
            "zh-hans": "根号下a的平方 加 b的平方，根号结束",
            "zh-hant": "根號下a的平方 加 b的平方，根號結束",
            "en": "the square root of a squared plus b squared, end root",
            "ja": "ルート、aの2乗 プラス bの2乗、ルートここまで",
            "ko": "루트, a의 제곱 더하기 b의 제곱, 루트 끝",
        },
    ),
    # own: a cube root over a difference (HsuChiChen/article-hackmd Latex Practice.md, zh-hant golden math9)
    (
        "\\sqrt[3]{1-y^3}",
        {
            "zh-hans": "立方根，1 减 y的立方，根号结束",
            "zh-hant": "立方根，1 減 y的立方，根號結束",
            "en": "the cube root of 1 minus y cubed, end root",
            "ja": "3乗根、1 マイナス yの3乗、ルートここまで",
            "ko": "세제곱근, 1 빼기 y의 세제곱, 루트 끝",
        },
    ),
    # near: one term under a cube root
    (
        "\\sqrt[3]{x}",
        {
            "zh-hans": "x的立方根",
            "zh-hant": "x的立方根",
            "en": "the cube root of x",
            "ja": "xの3乗根",
            "ko": "x의 세제곱근",
        },
    ),
    # JunpoYu score-based-generative-model [7]
    (
        "J(\\theta) = \\frac{1}{2} \\tag{3}",
        {
            "zh-hans": "J(theta) 等于 2分之1，式（3）",
            "zh-hant": "J(theta) 等於 2分之1，式（3）",
            "en": "J(theta) equals 1 over 2, equation 3",
            "ja": "J(シータ) イコール 2分の1、式（3）",
            "ko": "J(세타)는 2 분의 1, 식 (3)",
        },
    ),
    # own: a numbered equation
    (
        "E = mc^2 \\tag{1.2}",
        {
            "zh-hans": "E 等于 m c的平方，式（1.2）",
            "zh-hant": "E 等於 m c的平方，式（1.2）",
            "en": "E equals m c squared, equation 1.2",
            "ja": "E イコール m cの2乗、式（1.2）",
            "ko": "E는 m c의 제곱, 식 (1.2)",
        },
    ),
    # JunpoYu score-based-generative-model [26]
    (
        "\\left|\\left| s(x) - \\nabla_x \\log p(x) \\right|\\right|_2^2",
        {
            "zh-hans": "2范数，s(x) 减 nabla 下标x log p(x)，范数结束的平方",
            "zh-hant": "2範數，s(x) 減 nabla 下標x log p(x)，範數結束的平方",
            "en": "the 2 norm of s(x) minus nabla sub x log p(x), squared",
            "ja": "2ノルム、s(x) マイナス ナブラ サブx log p(x)、ノルムここまでの2乗",
            "ko": "2 노름, s(x) 빼기 나블라 아래 첨자 x log p(x), 노름 끝의 제곱",
        },
    ),
    # own: a fenced norm
    (
        "\\left\\|x-y\\right\\|_2^2",
        {
            "zh-hans": "2范数，x 减 y，范数结束的平方",
            "zh-hant": "2範數，x 減 y，範數結束的平方",
            "en": "the 2 norm of x minus y, squared",
            "ja": "2ノルム、x マイナス y、ノルムここまでの2乗",
            "ko": "2 노름, x 빼기 y, 노름 끝의 제곱",
        },
    ),
    # own: an L1 norm drawn with bars twice
    (
        "\\left|\\left|w\\right|\\right|_1",
        {
            "zh-hans": "w的1范数",
            "zh-hant": "w的1範數",
            "en": "the 1 norm of w",
            "ja": "wの1ノルム",
            "ko": "w의 1 노름",
        },
    ),
    # JunpoYu decision-in-AI-and-calculus-of-variations [3]
    (
        "y=sin(x)+\\epsilon",
        {
            "zh-hans": "y 等于 sin (x) 加 epsilon",
            "zh-hant": "y 等於 sin (x) 加 epsilon",
            "en": "y equals sine (x) plus epsilon",
            "ja": "y イコール sin (x) プラス イプシロン",
            "ko": "y는 sin (x) 더하기 엡실론",
        },
    ),
    # own: typed function names
    (
        "f(x)=cos(x)+ln(x)",
        {
            "zh-hans": "f(x) 等于 cos (x) 加 ln (x)",
            "zh-hant": "f(x) 等於 cos (x) 加 ln (x)",
            "en": "f(x) equals cosine (x) plus natural log (x)",
            "ja": "f(x) イコール cos (x) プラス ln (x)",
            "ko": "f(x)는 cos (x) 더하기 ln (x)",
        },
    ),
    # JunpoYu score-based-generative-model [14]
    (
        "\\epsilon\\to0,T\\to\\infin",
        {
            "zh-hans": "epsilon 趋近于 0, T 趋近于 无穷大",
            "zh-hant": "epsilon 趨近於 0, T 趨近於 無限大",
            "en": "epsilon approaches 0, T approaches infinity",
            "ja": "イプシロン が 0 に近づく, T が 無限大 に近づく",
            "ko": "엡실론은 0에 수렴, T는 무한대에 수렴",
        },
    ),
    # donkomura consistent-hashing (s21)
    (
        "0 \\sim 2^N - 1",
        {
            "zh-hans": "0 到 2的N次方 减 1",
            "zh-hant": "0 到 2的N次方 減 1",
            "en": "0 to 2 to the power of N minus 1",
            "ja": "0 から 2のN乗 マイナス 1",
            "ko": "0 에서 2의 N제곱 빼기 1",
        },
    ),
    # near: no index set
    (
        "\\{a, b\\}^c",
        {
            "zh-hans": "集合a, b的c次方",
            "zh-hant": "集合a, b的c次方",
            "en": "the set a, b to the power of c",
            "ja": "集合a, bのc乗",
            "ko": "집합 a, b의 c제곱",
        },
    ),
    # near: a power of a sum
    (
        "(a+b)^2",
        {
            "zh-hans": "左括号 a 加 b 右括号的平方",
            "zh-hant": "左括號 a 加 b 右括號的平方",
            "en": "open paren a plus b close paren squared",
            "ja": "丸括弧開き a プラス b 丸括弧閉じの2乗",
            "ko": "여는 괄호 a 더하기 b 닫는 괄호의 제곱",
        },
    ),
    # near: a call's script
    (
        "f(x)_{i=1}^2",
        {
            "zh-hans": "f(x) 下标i 等于 1的平方",
            "zh-hant": "f(x) 下標i 等於 1的平方",
            "en": "f(x) sub i equals 1, squared",
            "ja": "f(x) サブi イコール 1の2乗",
            "ko": "f(x) 아래 첨자 i는 1의 제곱",
        },
    ),
    # near: an open slice
    (
        "X_{:,1}",
        {
            "zh-hans": "X 下标:, 1",
            "zh-hant": "X 下標:, 1",
            "en": "X sub :, 1",
            "ja": "X サブ:, 1",
            "ko": "X 아래 첨자 :, 1",
        },
    ),
    # near: an open slice end
    (
        "y_{i:}",
        {
            "zh-hans": "y 下标i :",
            "zh-hant": "y 下標i :",
            "en": "y sub i :",
            "ja": "y サブi :",
            "ko": "y 아래 첨자 i :",
        },
    ),
    # near: one term under the root
    (
        "\\sqrt{2x}+1",
        {
            "zh-hans": "根号2 x， 加 1",
            "zh-hant": "根號2 x， 加 1",
            "en": "the square root of 2 x, plus 1",
            "ja": "ルート2 x、 プラス 1",
            "ko": "루트 2 x, 더하기 1",
        },
    ),
    # near: a label
    (
        "E = mc^2 \\label{eq:1}",
        {
            "zh-hans": "E 等于 m c的平方",
            "zh-hant": "E 等於 m c的平方",
            "en": "E equals m c squared",
            "ja": "E イコール m cの2乗",
            "ko": "E는 m c의 제곱",
        },
    ),
    # near: two absolute values
    (
        "\\left|x\\right| \\left|y\\right|",
        {
            "zh-hans": "x的绝对值 y的绝对值",
            "zh-hant": "x的絕對值 y的絕對值",
            "en": "the absolute value of x the absolute value of y",
            "ja": "xの絶対値 yの絶対値",
            "ko": "x의 절댓값 y의 절댓값",
        },
    ),
    # near: a word holding a name
    (
        "cost(x)",
        {
            "zh-hans": "cost (x)",
            "zh-hant": "cost (x)",
            "en": "cost (x)",
            "ja": "cost (x)",
            "ko": "cost (x)",
        },
    ),
    # near: arcsin typed
    (
        "asin(x)",
        {
            "zh-hans": "asin (x)",
            "zh-hant": "asin (x)",
            "en": "asin (x)",
            "ja": "asin (x)",
            "ko": "asin (x)",
        },
    ),
]


@pytest.mark.parametrize(("tex", "said"), READINGS, ids=[tex for tex, _ in READINGS])
def test_formula_said_from_its_structure_in_every_language(tex: str, said: dict[str, str]) -> None:
    for lang, words in said.items():
        assert read_tex(tex, lang).said == words, lang


@pytest.mark.parametrize(
    "tex",
    [
        "\\{x_i\\}_{i=1}^{\\foo}",  # an index range with a part the reader has no words for
        "x_{0:\\foo}",
        "\\sqrt{1-\\foo}",
        "x = y \\tag{\\foo}",
    ],
)
@pytest.mark.parametrize("lang", ["zh-hans", "zh-hant", "en", "ja", "ko"])
def test_a_part_without_words_keeps_the_cue(tex: str, lang: str) -> None:
    assert read_tex(tex, lang).said is None


def test_junpoyu_score_based_limits_said_in_the_sentence(tmp_path: Path) -> None:
    """JunpoYu content/posts/knowledge/2025/score-based-generative-model/index.zh-cn.md [14]: '当 $…$ 时' heard
    '当（公式）时'; the two limits are said in their sentence."""
    body = "当 $\\epsilon\\to0,T\\to\\infin$ 时，$\\mathbf{x}_T$ 就可以看作从 $p(\\mathbf{x})$ 采样得到。"
    said = " ".join(body_said(post_script(tmp_path, body, "zh-hans")))
    assert "epsilon 趋近于0, T 趋近于无穷大时" in said, said
    assert "公式" not in said, said


def test_junpoyu_score_based_tag_said_where_the_text_cites_it(tmp_path: Path) -> None:
    """JunpoYu score-based-generative-model [7]: the display's `\\tag{3}` is said, the next sentence cites 公式（3）."""
    body = "损失函数如下：\n\n$$\nJ(\\theta) = \\frac{1}{2} \\tag{3}\n$$\n\n但是公式（3）难以计算。"
    said = " ".join(body_said(post_script(tmp_path, body, "zh-hans")))
    assert "式（3）" in said.split("但是")[0], said


_MATRIX = "A = \\begin{vmatrix} a & b \\\\ c & d \\end{vmatrix}"  # (a determinant: no words, the cue)


@pytest.mark.parametrize(
    ("lang", "body", "cue"),
    [
        # JunpoYu content/posts/knowledge/2025/what-is-ddim/index.zh-cn.md [20]/[25]: '（公式）' then '对于公式（11）'
        ("zh-hans", f"结果如下：$${_MATRIX} \\tag{{11}}$$对于公式（11），我们化简。", "（公式），式（11）对于"),
        (
            "zh-hans",
            f"结果如下：\n\n$$\n{_MATRIX} \\tag{{11}}\n$$\n\n对于公式（11）。",
            "（此处略过一条公式），式（11）",
        ),
        (
            "zh-hant",
            f"結果如下：\n\n$$\n{_MATRIX} \\tag{{3}}\n$$\n\n由公式（3）可知。",
            "（此處略過一條公式），式（3）",
        ),
        (
            "en",
            f"We get:\n\n$$\n{_MATRIX} \\tag{{2.1}}\n$$\n\n$$\n{_MATRIX}\\tag{{2.2}}\n$$\n\nBy (2.1), done.",
            "(Two formulas are skipped here.), equation 2.1, equation 2.2",
        ),
        ("ja", f"次の通り：\n\n$$\n{_MATRIX} \\tag{{4}}\n$$\n\n式（4）より。", "（ここで数式を省略します）、式（4）"),
        ("ko", f"다음과 같다.\n\n$$\n{_MATRIX} \\tag{{5}}\n$$\n\n식 (5)에서.", "(여기서 수식은 생략합니다.), 식 (5)"),
    ],
)
def test_a_cued_formula_keeps_its_tag(tmp_path: Path, lang: str, body: str, cue: str) -> None:
    said = " ".join(body_said(post_script(tmp_path, body, lang)))
    assert cue in said, said


def test_a_cued_formula_without_a_tag_is_the_bare_cue(tmp_path: Path) -> None:
    """(near miss) nothing tagged, nothing added: `\\label{…}` is for links, never said."""
    body = f"结果如下：\n\n$$\n{_MATRIX} \\label{{eq:a}}\n$$\n\n完。"
    said = " ".join(body_said(post_script(tmp_path, body, "zh-hans")))
    assert "（此处略过一条公式）" in said and "式（" not in said and "eq" not in said, said
