"""Self-tests of regex_work's model of a pattern's work (review s13 harden M3).

The model under-charged two classes while its docstring said it never charges less: under re.IGNORECASE it kept
the pattern's literals and ranges as written and folded only the text (`WORD` never matched `word`: the s12 H1
pattern in capitals was charged linear, 2,000 then 4,000), and a variable repeat nested in a variable repeat
(`(?:[a-z]+\\s?)+\\d`) was charged its reach, n, where the matcher backtracks exponentially. Now both sides are
folded, and the nested class is refused.
"""

from __future__ import annotations

import re

import pytest

import regex_work

H1 = r"(?:word\s+){3,}word[.!?]"  # s12 H1: searched over a line of words with no full stop


@pytest.mark.parametrize(
    ("pattern", "flags"),
    [(H1, 0), (H1.upper().replace(r"\S", r"\s"), re.IGNORECASE), (H1, re.IGNORECASE), ("(?:Word\\s+){3,}[.]", re.I)],
)
def test_the_s12_h1_class_is_charged_quadratic_in_any_case(pattern: str, flags: int) -> None:
    compiled = re.compile(pattern, flags)
    assert compiled.search("word " * 50) is None
    small = regex_work.work(compiled, "search", ("word " * 200,))
    large = regex_work.work(compiled, "search", ("word " * 400,))
    assert large >= 3.5 * small, (small, large)  # doubled text, four times the work


def test_a_range_and_a_class_match_every_case_under_ignorecase() -> None:
    assert regex_work.reach(re.compile("[A-Z]+!", re.I), "abcdef", 0) == 6
    assert regex_work.reach(re.compile("[a-z]+!", re.I), "ABCDEF", 0) == 6
    assert regex_work.reach(re.compile("[A-Z]+!"), "abcdef", 0) == 1  # (without the flag, as written)
    assert regex_work.reach(re.compile("[^X]+!", re.I), "xxxx", 0) == 1


@pytest.mark.parametrize(
    "pattern", [r"(a+)+b", r"(?:[a-z]+\s?)+\d", r"(?:[A-Z]+\s?)+\d", r"(?:a|b+)*c", r"x(?:(?:\w+)*-)?"]
)
def test_a_variable_repeat_nested_where_its_rounds_overlap_is_refused_not_charged_linear(pattern: str) -> None:
    compiled = re.compile(pattern, re.I if "A-Z" in pattern else 0)
    with pytest.raises(NotImplementedError, match="variable repeat inside a variable repeat"):
        regex_work.work(compiled, "match", ("a" * 20,))


@pytest.mark.parametrize("pattern", [H1, r"(?:\s+word)+x", r"(?:ab+)+c", r"(?:a{2})+b", r"(?:[a-z]+,)+\d"])
def test_a_nested_repeat_whose_rounds_cannot_overlap_is_modelled(pattern: str) -> None:
    assert regex_work.work(re.compile(pattern), "search", ("word abb, aa " * 5,)) > 0


@pytest.mark.parametrize(
    ("method", "args", "kwargs"),
    [
        ("sub", ("", "a" * 1000), {}),
        ("sub", ("a replacement", "a" * 1000), {}),
        ("subn", ("", "a" * 1000, 5), {}),
        ("sub", ("",), {"string": "a" * 1000}),
        ("search", (), {"string": "a" * 1000}),
    ],
)
def test_a_call_is_charged_over_the_text_it_scans_not_its_replacement(
    method: str, args: tuple[object, ...], kwargs: dict[str, object]
) -> None:
    """`sub(repl, string)` scans `string`: a search from every one of its 1,000 positions, whatever `repl` is
    (the model took the first string argument, the replacement, and charged `sub("", text)` nothing)."""
    pattern = re.compile("b")
    assert regex_work.work(pattern, method, args, kwargs) >= 1000


def test_a_window_given_by_keyword_bounds_the_charge() -> None:
    """`search(text, pos=900)` scans the last 100 positions only, as `search(text, 900)` does."""
    pattern = re.compile("b")
    by_position = regex_work.work(pattern, "search", ("a" * 1000, 900))
    by_keyword = regex_work.work(pattern, "search", ("a" * 1000,), {"pos": 900})
    assert by_position == by_keyword <= 200
