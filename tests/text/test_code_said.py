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


@pytest.mark.parametrize("lang", ["en", "zh-hant", "zh-hans", "ja", "ko"])
@pytest.mark.parametrize(
    ("code", "kept"),
    [
        ("ファイル・編集", "・"),  # (s5 review: every span with a sign outside the code names was cued)
        ("100°C", "°"),
        ("「OK」", "「OK」"),
        ("a（b）", "（b）"),
        ("（）", "（）"),  # (an empty pair: the account reads it as `()`, one symbol)
        ("“quoted”", "“quoted”"),
        ("a – b", "–"),
        ("€5", "€5"),
        ("名前、住所", "名前、住所"),  # (CJK pauses are the code's pauses, as `,` and `；` are)
        ("設定：表示", "設定：表示"),
        ("完成。", "完成。"),
        ("本当！", "本当！"),
        # YSKuo/personal-site-v3 baa0e261, posts/2021/designing-with-data-ch4-part2: a book's title in code; its
        # full-width bar cued the whole span, and the book was never named (s7 dev reading)
        ("Designing with Data｜善用數據幫你打造好設計", "｜善用數據"),
    ],
)
def test_a_sign_the_voice_reads_is_sent_as_written_not_cued(code: str, kept: str, lang: str) -> None:
    spoken, lost = _said(code, lang)
    assert kept in spoken, spoken
    assert lost == [], (spoken, lost)


@pytest.mark.parametrize(
    ("code", "lang", "said"),
    [
        ("x ≤ 10", "en", "x less than or equal to 10"),
        ("x ≠ y", "en", "x is not equal to y"),
        ("File → Settings", "en", "File to Settings"),
        ("x × y", "ja", "x かける y"),
        ("x ≥ 3", "zh-hans", "x 大于等于3"),
    ],
)
def test_a_math_sign_of_code_is_said_by_the_prose_word_for_it(code: str, lang: str, said: str) -> None:
    spoken, lost = _said(code, lang)
    assert said in spoken, spoken
    assert lost == [], (spoken, lost)


@pytest.mark.parametrize(
    ("code", "lang", "said"),
    [
        ("re\u0301sume\u0301.pdf", "en", "résumé.pdf"),  # (a Mac's file name, decomposed: s5 review)
        ("テ\u3099ータベース.txt", "ja", "データベース.txt"),
        ("nai\u0308ve", "en", "naïve"),
    ],
)
def test_decomposed_code_is_said_as_its_letters(code: str, lang: str, said: str) -> None:
    spoken, lost = _said(code, lang)
    assert said in spoken, spoken
    assert lost == [], (spoken, lost)


def test_an_emoji_in_code_is_named_or_the_span_cued_never_dropped() -> None:
    spoken, lost = _said("🚀 deploy", "en")
    assert spoken == "x rocket deploy y"
    assert lost == []
    spoken, lost = _said("🚀 deploy", "ja")
    assert "ロケット" in spoken
    assert lost == []
    spoken, lost = _said("a ✓ b", "en")  # (a check mark has no CLDR name: said "a b" before)
    assert spoken == "x (some code) y"
    assert lost == []
    spoken, _ = _said("a « b", "zh-hans")  # (still a sign with no reading at all)
    assert spoken == "x（一段代码）y"


def test_a_sign_lost_from_code_is_found_beside_code_said_by_its_signs() -> None:
    # (s5 review, mask.md: the words of `x[0]`'s brackets counted as standing in for the check mark dropped
    # from `a ✓ b`, in the sentence with both only)
    parts = [("Then ", ""), ("x[0]", "code"), (" and ", ""), ("a ✓ b", "code"), (" together.", "")]
    with account.keeping() as ledger:
        spoken = speakable([Segment(text, code=kind == "code") for text, kind in parts[:3]], "en", [])
    assert spoken == "Then x open bracket 0 close bracket and"
    said = f"{spoken} a b together."
    assert [symbol for symbol, _ in spoken_account(Written(parts), said, ledger).lost] == ["✓"]
    with account.keeping() as ledger:
        pass
    alone = [("First ", ""), ("a ✓ b", "code"), (" alone.", "")]
    assert [symbol for symbol, _ in spoken_account(Written(alone), "First a b alone.", ledger).lost] == ["✓"]


def test_pauses_and_marks_are_no_signs_of_code() -> None:
    assert code_symbols("名前、住所") == ["名", "前", "住", "所"]
    assert code_symbols("設定：表示！") == ["設", "定", "表", "示"]
    assert code_symbols("re\u0301sume\u0301") == ["résumé"]
