"""text.tex: a formula parses whole (every character of it in the tree) or not at all."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from narrate.text.tex import Command, Env, Fenced, Group, Scripted, Symbol, TexError, TextRun, parse, unparse

_PIECES = [
    "x",
    "y",
    "2",
    "10",
    "0.5",
    "+",
    "-",
    "=",
    "(",
    ")",
    "[",
    "]",
    ",",
    "|",
    "'",
    "^",
    "_",
    "{",
    "}",
    " ",
    "\\alpha",
    "\\frac",
    "\\sqrt",
    "\\hat",
    "\\mathbb",
    "\\left(",
    "\\right)",
    "\\left|",
    "\\right|",
    "\\text{if }",
    "\\sum",
    "\\limits",
    "\\int",
    "\\|",
    "\\{",
    "\\}",
    "\\,",
    "\\\\",
    "&",
    "\\begin{matrix}",
    "\\end{matrix}",
    "\\middle|",
    "\\not",
    "\\foo",
    "\\operatorname*",
]


def _ink(tex: str) -> Counter[str]:
    return Counter(ch for ch in tex if not ch.isspace())


@settings(max_examples=600, deadline=None)
@given(st.lists(st.sampled_from(_PIECES), max_size=24))
def test_a_parse_holds_every_character_of_the_formula(pieces: list[str]) -> None:
    tex = "".join(pieces)
    try:
        tree = parse(tex)
    except TexError:
        return
    again = unparse(tree)
    assert _ink(again) == _ink(tex), (tex, again)
    assert parse(again) == tree


@pytest.mark.parametrize(
    "tex",
    [
        "\\frac{a}",
        "{x",
        "x}",
        "x^",
        "x^a^b",
        "x_a_b",
        "\\left( x",
        "x \\right)",
        "\\begin{matrix} a",
        "\\begin{matrix} a \\end{pmatrix}",
        "\\text{a",
        "\\sqrt",
        "{" * 40 + "x" + "}" * 40,
    ],
)
def test_what_is_not_whole_tex_is_refused(tex: str) -> None:
    with pytest.raises(TexError):
        parse(tex)


def test_scripts_attach_to_their_base_and_commands_take_their_arguments() -> None:
    assert parse("\\tilde\\beta_t") == (Scripted(Command("tilde", (Command("beta"),)), sub=Symbol("t")),)
    assert parse("(1-p_t)^\\gamma")[-1] == Scripted(Symbol(")"), sup=Command("gamma"))
    assert parse("\\sqrt[3]{x}") == (Command("sqrt", (Group((Symbol("x"),)),), Group((Symbol("3"),))),)
    assert parse("\\frac12") == (Command("frac", (Symbol("1"), Symbol("2"))),)
    assert parse("x''") == (Scripted(Symbol("x"), primes=2),)
    assert parse("\\sum\\limits_i") == (Scripted(Command("sum"), sub=Symbol("i"), limits="\\limits"),)
    assert parse("\\text{if } x") == (TextRun("text", "if "), Symbol("x"))
    assert parse("\\left\\| x \\right\\|_2") == (Scripted(Fenced("\\|", "\\|", (Symbol("x"),)), sub=Symbol("2")),)
    assert parse("\\begin{pmatrix}a&b\\\\c&d\\end{pmatrix}") == (
        Env("pmatrix", (((Symbol("a"),), (Symbol("b"),)), ((Symbol("c"),), (Symbol("d"),)))),
    )
