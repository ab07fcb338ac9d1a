"""Inline code said whole or cued (issue 38, round 4): the account counts every sign of a code span, and the
reader says each by its word in the article's language, or the code cue in place of a span too dense in signs."""

from __future__ import annotations

import pytest

from narrate.text import account
from narrate.text.account import Written, code_symbols, spoken_account
from narrate.text.lexicon import speakable
from narrate.text.model import Segment


def test_every_sign_of_code_is_a_symbol_but_a_name_s_dots_and_hyphens() -> None:
    assert code_symbols("_.mixin") == ["_", "mixin"]
    assert code_symbols("obj[name]") == ["obj", "[", "name", "]"]
    assert code_symbols("max_length.utf-8") == ["max", "_", "length", "utf", "8"]
    assert code_symbols("[].slice") == ["[]", "slice"]
    assert code_symbols('"10" == 10') == ['"', "10", '"', "==", "10"]
    assert code_symbols("f(a, b);") == ["f", "(", "a", "b", ")"]  # (a comma and a semicolon: the code's pauses)


def test_the_account_sees_a_sign_of_code_dropped() -> None:
    with account.keeping() as ledger:
        pass
    lost = spoken_account(Written([("Use ", ""), ("obj[name]", "code")]), "Use obj name", ledger).lost
    assert [symbol for symbol, _ in lost] == ["[", "]"]
    assert lost[0][1] == "`obj[name]`"
    said = spoken_account(
        Written([("Use ", ""), ("obj[name]", "code")]), "Use obj open bracket name close bracket", ledger
    )
    assert said.lost == ()


def _said(code: str, lang: str) -> tuple[str, list[tuple[str, str]]]:
    with account.keeping() as ledger:
        spoken = speakable([Segment("x "), Segment(code, code=True), Segment(" y")], lang, [])
    written = Written([("x ", ""), (code, "code"), (" y", "")])
    return spoken, list(spoken_account(written, spoken, ledger).lost)


@pytest.mark.parametrize("lang", ["en", "zh-hant", "zh-hans", "ja", "ko"])
@pytest.mark.parametrize(
    "code",
    [
        "_.mixin",
        "__proto__",
        "obj[name]",
        "pizza[0]",
        "[].slice",
        "Object.keys({})",
        "makePizza(['pepperoni'])",
        "{ a: { b: 'hello' } }",
        "/[a-z]/",
        "char.match(/a/)",
        '"10" == 10',
        "#House > rect",
        "./some.js",
        "\\u00FF",
        "[[Call]]",
        "F.[[Call]]()",
        "<%= name %>",
        "$this->middleware",
        "counts[char] ?",
        "modal.matches('.open')",  # (a sign's word, "open", is also a word of the code)
        "<%= ... %>",
        "·",
        "-fbracket-depth=N",
        "time.perf_counter_ns()",  # andy6804tw time_profiler (s5 dev reading: its underscores heard lost)
        "test/fixtures/sample.md",  # asciidwango nodecli (s5 dev reading: a path's slashes heard lost)
    ],
)
def test_code_is_said_whole_or_cued_in_each_language(code: str, lang: str) -> None:
    spoken, lost = _said(code, lang)
    assert lost == [], (spoken, lost)
    assert not set(spoken) & set("[]{}_\\#$@?'\"`"), spoken  # every sign by its word


def test_a_span_too_dense_in_signs_is_cued_never_said_in_part() -> None:
    spoken, lost = _said("{ [a]: { b: ['c', \"d\"] }, ...e }", "en")
    assert spoken == "x (some code) y"
    assert lost == []
    # ruanyf/es6tutorial fc58b0c docs/spec.md: a sign with no word in the language cues the span
    spoken, lost = _said("Call(callbackfn, T, «kValue, k, O»)", "zh-hans")
    assert spoken == "x（一段代码）y"
    assert lost == []
    spoken, _ = _said("obj[name]", "en")
    assert spoken == "x obj open bracket name close bracket y"
    spoken, _ = _said("__proto__", "zh-hans")
    assert spoken == "x 双下划线 proto 双下划线 y"
