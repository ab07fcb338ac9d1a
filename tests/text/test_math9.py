"""Math environments outside dollars (issue 38, session 9): amsmath's displays read row by row, an environment inside
a sentence one formula, never its TeX as words; what the voice is sent is checked for TeX (tex_said)."""

from __future__ import annotations

import pytest

from narrate.text.math_delimiters import stray_tex
from narrate.text.mathspeech import read_tex, tex_said


@pytest.mark.parametrize(
    ("text", "formulas"),
    [
        # an environment inside a sentence, as MathJax's auto-render finds it (from its \begin to its \end)
        ("A \\begin{pmatrix} 1 & 2 \\end{pmatrix} matrix", ["\\begin{pmatrix} 1 & 2 \\end{pmatrix}"]),
        # a command inside the environment is the environment's, not a formula of its own
        ("x: \\begin{aligned} a &= \\alpha \\end{aligned}.", ["\\begin{aligned} a &= \\alpha \\end{aligned}"]),
        # a \begin never closed, or an \end alone, is a formula (cued), never words
        ("then \\begin{align} a = b", ["\\begin{align} a = b"]),
        ("done \\end{align} here", ["\\end{align}"]),
        # commands outside it still one each; a non-math environment is not math's
        (
            "\\alpha and \\begin{cases} 1 \\end{cases} and \\beta",
            ["\\alpha", "\\begin{cases} 1 \\end{cases}", "\\beta"],
        ),
        ("\\begin{itemize} text", []),
        # a formula whose opening dollar was lost (datawhalechina/pumpkin-book a8d8b5bf docs/chapter1/chapter1_FR.md):
        # one formula from its first sign to its last, its closing dollar with it, never each command alone
        (
            "Dans ce cas, \\sum_f\\mathbb{I}(h(\\boldsymbol{x})\\neq f(\\boldsymbol{x})) = \\cfrac{1}{2}2^{\\vert \\mathcal{X} \\vert} $；les",
            [
                "\\sum_f\\mathbb{I}(h(\\boldsymbol{x})\\neq f(\\boldsymbol{x})) = \\cfrac{1}{2}2^{\\vert \\mathcal{X} \\vert}"
            ],
        ),
        # TeX's signs and single letters around a command are the formula's; words and brackets of prose are not
        ("the value \\alpha = 0.5 is used", ["\\alpha = 0.5"]),
        ("h(x) = \\frac{a}{b} here", ["h(x) = \\frac{a}{b}"]),
        ("\\alpha (the learning rate)", ["\\alpha"]),
        ("\\alpha, \\beta and \\gamma", ["\\alpha, \\beta", "\\gamma"]),
        ("costs $5 and \\alpha $ 10", ["\\alpha"]),  # money's dollar stays
        ("C:\\Users\\me", []),
    ],
)
def test_stray_environments(text: str, formulas: list[str]) -> None:
    assert [piece for piece, math in stray_tex(text) if math] == formulas
    # (nothing but a lost formula's closing dollar and the space before it goes)
    assert "".join(piece for piece, _ in stray_tex(text)).replace("$", "").replace(" ", "") == text.replace(
        "$", ""
    ).replace(" ", "")


@pytest.mark.parametrize(
    ("tex", "lang", "said"),
    [
        ("\\begin{align} a &= b \\\\ c &= d \\end{align}", "en", "a equals b; c equals d"),
        ("\\begin{alignat}{2} x &= 1 & y &= 2 \\end{alignat}", "en", "x equals 1; y equals 2"),
        ("\\begin{eqnarray} a &=& b \\end{eqnarray}", "en", "a equals b"),
        ("\\begin{gather} a=1 \\\\ b=2 \\\\ \\end{gather}", "zh-hant", "a 等於 1; b 等於 2"),
        ("\\begin{equation} y = x \\end{equation}", "zh-hans", "y 等于 x"),
        ("\\begin{aligned}[t] x &= 1 \\end{aligned}", "ja", "x イコール 1"),
        ("\\begin{split} a &= b \\\\ &= c \\end{split}", "ko", "a는 b; 이퀄 c"),
        # a row's own end (a root's closing pause) is no word before the next row
        ("\\begin{align} x &= \\sqrt{y} \\\\ z &= 1 \\end{align}", "en", "x equals the square root of y; z equals 1"),
    ],
)
def test_equation_environments(tex: str, lang: str, said: str) -> None:
    assert read_tex(tex, lang).said == said


def test_matrix_still_cued() -> None:
    # (a matrix of one short row is the vector it writes, read: tests/text/test_players_and_cards.py)
    assert read_tex("\\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix}", "en").said is None


@pytest.mark.parametrize(
    ("said", "raw"),
    [
        ("A backslash begin pmatrix 1 & 2 backslash end pmatrix matrix", True),
        ("x = \\frac{1}{2}", True),
        ("a^{2}", True),
        ("反斜線 frac 1 2", True),
        ("the file tilde backslash dot ssh backslash home.ppk", False),  # a path's `~\\.ssh`, or `\\dot`: undecidable
        ("C: backslash Users backslash me", False),
        ("x squared plus y squared", False),
    ],
)
def test_tex_said(said: str, raw: bool) -> None:
    assert tex_said(said) is raw
