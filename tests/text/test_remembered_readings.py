"""Readings remembered (issue 43, linear time): a code span read before with the same inputs, in the same context,
is said as it was, its declarations replayed and its lexicon spending spent again.

Source: benchmarks/pathological.py "s19 inline code spans" (`` `a` and `b()` or `c.d` `` repeated: each span was read
anew, about a third of the script stage).
These tests count work (how often a reading runs), never time.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from narrate.config import load_config
from narrate.errors import ExpansionTooLarge
from narrate.text import account, lexicon
from narrate.text.article import read_article
from narrate.text.article_names import article_names, named_in_article
from narrate.text.script import build_script


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> dict[str, int]:
    """A fresh memory, and how often each reading runs anew."""
    monkeypatch.setattr(lexicon, "_READINGS", {})
    runs = {"code": 0}

    def counting(name: str, real: Callable[..., str]) -> Callable[..., str]:
        def read(*args: object, **kwargs: object) -> str:
            runs[name] += 1
            return real(*args, **kwargs)

        return read

    monkeypatch.setattr(lexicon, "_code_said_anew", counting("code", lexicon._code_said_anew))
    return runs


def _said(
    code: str, lang: str = "en", following: str = " now", lex: tuple[tuple[str, str], ...] = ()
) -> tuple[str, account.Ledger]:
    with account.keeping() as ledger:
        said = lexicon._code_said(code, lang, lex, following, changelog=False)
    return said, ledger


def test_a_span_read_again_is_said_and_accounted_for_as_the_first_time(counted: dict[str, int]) -> None:
    first = _said("3.*")
    again = _said("3.*")
    assert first[0] == again[0] == "3 dot star"
    assert first[1] == again[1] and again[1].reworded  # (the version wildcard's declaration, replayed)
    assert counted["code"] == 1


@pytest.mark.parametrize(
    ("code", "following", "lang"),
    [
        ("p[0]", "을 봅니다", "ko"),  # (Korean: the particle after the span is part of the inputs)
        ("a -> b", " then", "en"),
        ("ls -la > out.txt", "", "en"),  # (files joined: the parts read by the same reading, recursively)
        ("!important", " rule", "en"),
    ],
)
def test_shapes_from_other_pages_said_the_same_remembered(
    counted: dict[str, int], code: str, following: str, lang: str
) -> None:
    first = _said(code, lang, following)
    runs = counted["code"]
    assert _said(code, lang, following) == first
    assert counted["code"] == runs  # (no reading anew)


def test_a_different_input_is_read_anew(counted: dict[str, int]) -> None:
    """Near misses: the text after the span, the language and the lexicon are each part of the inputs."""
    _said("c.d")
    _said("c.d", following=" later")
    _said("c.d", lang="ja")
    _said("c.d", lex=(("c.d", "see dee"),))
    assert counted["code"] == 4


def test_no_ledger_then_a_ledger_declares(counted: dict[str, int]) -> None:
    """A reading made where no ledger was kept has no declarations to replay: read anew where one is kept."""
    lexicon._code_said("3.*", "en", (), "", changelog=False)
    said, ledger = _said("3.*", following="")
    assert ledger.reworded and counted["code"] == 2


def test_the_articles_addresses_are_part_of_the_context(counted: dict[str, int]) -> None:
    """xho95 Install-Boost (s17): "boostorg/boost" is a name where the article links to it (text.article_names, a
    context variable), alternatives elsewhere: a reading that consults it is made anew in each context, and
    remembered in each."""
    reads: list[bool] = []

    def read() -> str:
        reads.append(named_in_article("boostorg", "boost"))
        return "name" if reads[-1] else "or"

    alone = lexicon._remembered(("pair",), read)
    with article_names("https://github.com/boostorg/boost"):
        named = lexicon._remembered(("pair",), read)
        assert lexicon._remembered(("pair",), read) == named == "name"
    assert lexicon._remembered(("pair",), read) == alone == "or"
    assert reads == [False, True]


def test_the_lexicon_budget_is_spent_again_and_overrun_where_it_was(counted: dict[str, int]) -> None:
    long_form = "x" * (lexicon.LEXICON_FLOOR // 2)
    lex = (("K8s", long_form),)
    with lexicon.lexicon_budget(0):
        assert _said("K8s", lex=lex)[0] == long_form
        assert _said("K8s", lex=lex)[0] == long_form  # (remembered: the budget spent twice, under its floor)
        with pytest.raises(ExpansionTooLarge):
            _said("K8s", lex=lex)  # (a third time overruns it, as reading it anew did)
    assert counted["code"] == 2


def test_a_page_of_repeated_spans_reads_each_distinct_span_once(tmp_path: Path, counted: dict[str, int]) -> None:
    """The pathological shape itself: 300 repetitions of three spans, each span read in a few contexts at most (the
    block's, the script's), never once per repetition."""
    path = tmp_path / "post.md"
    path.write_text("---\ntitle: Spans\nlang: en\n---\n\n" + "`a` and `b()` or `c.d` " * 300 + "\n", encoding="utf-8")
    build_script(read_article(path), load_config())
    assert 3 <= counted["code"] <= 3 * 4
