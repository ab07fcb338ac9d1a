"""The per-sentence pass (text.lexicon.speakable, displayable; text.chunking.sentence_groups; text.account) does each
sentence's work once and cheaply (issue 43: linear time, 2 CPU s per MB): a pattern that cannot match a sentence is
not asked, and what replaces a pattern gives exactly what the pattern gave. Work is counted, never timed."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from helpers import write
from narrate import load_config, read_article
from narrate.text import account, chunking, lexicon, script, signs
from narrate.text.model import Segment

# White space of every kind Python's `\s` knows, line breaks, the marks a sentence ends with, and words.
_PIECES = st.sampled_from(
    [" ", "  ", "\t", "\n", "\n\n", " \n ", "\u3000", "\xa0", "\x0b", "\x1c", "\u2028", "\x85", "a", "Word", "漢字"]
    + [".", "!", "?", ";", "…", "。", "！", "？", "；", "Mr.", "e.g.", "a.m.", "!=", "!important", "”", ")", "1", "x"]
)
_TEXTS = st.lists(_PIECES, max_size=40).map("".join)


@settings(max_examples=400, deadline=None)
@given(_TEXTS)
@example(" \u3000a\x1c b\u2028 ")
def test_spacing_without_the_patterns_gives_what_the_patterns_gave(text: str) -> None:
    """normalize_spacing, display_spacing and account's flat form split on str's white space, which is `\\s`'s."""
    assert " ".join(text.split()) == re.sub(r"\s+", " ", text).strip()
    one_line = text.replace("\n", " ")
    assert lexicon.display_spacing(one_line) == re.sub(r" ?\n[ \n]*", "\n", re.sub(r"[^\S\n]+", " ", one_line)).strip()
    assert account._flat(text) == re.sub(r"\s+", "", text).casefold()


@settings(max_examples=400, deadline=None)
@given(_TEXTS)
@example("Dr. Who?! a.m. It ends… 完了。「はい」！ TL;DR; x != y !important. Mrs. Smith.")
def test_the_sentence_end_pattern_finds_what_it_found_without_its_lookahead(text: str) -> None:
    """_SENTENCE_END opens with a lookahead for the marks every sentence end opens with: the same ends."""
    source = chunking._SENTENCE_END.pattern
    prefix = "(?=[。！？；!?;.…])"
    assert source.startswith(prefix)
    plain = re.compile(source[len(prefix) :])
    assert [m.span() for m in chunking._SENTENCE_END.finditer(text)] == [m.span() for m in plain.finditer(text)]


class _Counted:
    """A pattern whose calls are counted, method by method."""

    def __init__(self, pattern: Any) -> None:
        self._pattern = pattern
        self.calls: dict[str, int] = {}

    def __getattr__(self, name: str) -> Any:
        method = getattr(self._pattern, name)

        def counted(*args: Any, **kwargs: Any) -> Any:
            self.calls[name] = self.calls.get(name, 0) + 1
            return method(*args, **kwargs)

        return counted


@pytest.mark.parametrize(
    ("lang", "sentence"),
    [
        ("en", "The fox number 12 jumps over dog 84, twice. It was not amused by 15."),  # pathological.py's prose
        ("zh-hans", "The build took 3 minutes on Ubuntu 22.04 today."),  # an English sentence in a Chinese article
        ("ja", "Run the tests again, then read the log."),
        ("ko", "See the README for details."),
        ("zh-hant", "It works on macOS and Linux."),
    ],
)
def test_an_ascii_sentence_asks_no_pattern_that_needs_a_sign_beyond_ascii_or_markup(
    monkeypatch: pytest.MonkeyPatch, lang: str, sentence: str
) -> None:
    """Arrows and emoji (signs._SIGN), full-width digits and operators (lexicon._WIDE), runs of markup
    (lexicon._MARKUP_RUNS) and waves (lexicon._WAVES, never searched now) cannot be in a sentence of ASCII words without brackets
    or braces: their patterns are not run over it (each was one scan of every sentence)."""
    counted = {name: _Counted(getattr(lexicon, name)) for name in ("_WIDE", "_MARKUP_RUNS", "_WAVES")}
    for name, proxy in counted.items():
        monkeypatch.setattr(lexicon, name, proxy)
    sign = _Counted(signs._SIGN)
    monkeypatch.setattr(signs, "_SIGN", sign)
    spoken = lexicon.speakable([Segment(sentence)], lang, ())
    assert spoken
    assert {name: proxy.calls for name, proxy in counted.items()} == {"_WIDE": {}, "_MARKUP_RUNS": {}, "_WAVES": {}}
    assert sign.calls == {}
    # (and a sentence with what they find still asks them: the test can fail)
    lexicon.speakable([Segment("Press ← then [[x]] ～ ５ 👍")], lang, ())
    assert counted["_WIDE"].calls and counted["_MARKUP_RUNS"].calls, {n: proxy.calls for n, proxy in counted.items()}
    assert sign.calls


# Text made of what the guarded patterns look for and what they must not be fooled by: dates and years, quotes
# around signs, steps, arrows, units, file names and domains, and plain words.
_GUARDED_PIECES = st.sampled_from(
    [" ", "  ", "\n", " - ", " .", " ,", " )", "'", '"']
    + "a Word 漢字 2024 1983 11 05 - / . – , 「 」 “ ” ‘ ’ 『 』 ... => -> <-> → ← ⟵ ++ -- += = : ! ? ) ]".split()
    + "ms us ns μs 5 file.md example.com ſite .ſite #12 @bob".split()
)
_GUARDED_TEXTS = st.lists(_GUARDED_PIECES, max_size=30).map("".join)


@settings(max_examples=500, deadline=None)
@given(_GUARDED_TEXTS)
@example("From 2015-2018 and 1983-11 to 2024/02/05 – 2019–2020.")
@example('Use "++" or 「...」 then a -> b, 12 ms, 3μs; see file.md at example.com .')
def test_a_pattern_passed_over_by_its_guard_could_not_have_matched(text: str) -> None:
    """Each pattern guarded by a cheap test of what it cannot match without gives, on any text, what asking it gave."""
    spaced = " ".join(text.split())
    if spaced.isascii():
        assert lexicon.normalize_spacing(text) == lexicon._BEFORE_CLOSING.sub("", spaced)
    with account.keeping():
        lang = "en"
        dates = lexicon._DATE.sub(lambda m: lexicon._spoken_date(m, lang), text)
        dates = lexicon._YEAR_MONTH.sub(lambda m: lexicon._spoken_month(m, lang), dates)
        dates = lexicon._YEARS.sub(lambda m: lexicon._years(m, lang), dates)
        assert lexicon._dates(text, lang) == dates
    if not lexicon._quoted(text):
        assert lexicon._QUOTED_SIGNS.search(text) is None
    if not ("++" in text or "--" in text or "=" in text or lexicon._quoted(text)):
        assert lexicon._STEP_SIGNS.search(text) is None
    if text.isascii():
        assert lexicon._LONE_ARROW_CHARS.search(text) is None
        if ">" not in text:
            assert lexicon._ARROWS.search(text) is None
    if not ("ms" in text or "us" in text or "ns" in text or "μs" in text):
        assert lexicon._TIME_UNIT.search(text) is None
    if not lexicon._DOT_LETTER.search(text):
        assert lexicon._FILE_NAME.search(text) is None and lexicon._DOMAIN.search(text) is None
    if "#" not in text and "@" not in text:
        assert script._CHANGELOG.search(text) is None


def test_a_plain_sentence_with_numbers_asks_no_pattern_its_signs_cannot_start(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """A sentence of words, numbers, a comma and a full stop (pathological.py's "prose, varied"; most sentences) asks
    none of the patterns of quoted signs, steps, arrows, a year's month, two years, a space before a closing mark,
    changelog marks, file names and domains (each was one scan of every sentence or block); a sentence that holds what
    they look for still asks each of them."""
    names = "_QUOTED_SIGNS _STEP_SIGNS _ARROWS _LONE_ARROW_CHARS _YEAR_MONTH _YEARS _BEFORE_CLOSING _TIME_UNIT".split()
    names += ["_FILE_NAME", "_DOMAIN"]
    counted = {name: _Counted(getattr(lexicon, name)) for name in names}
    for name, proxy in counted.items():
        monkeypatch.setattr(lexicon, name, proxy)
    changelog = _Counted(script._CHANGELOG)
    monkeypatch.setattr(script, "_CHANGELOG", changelog)

    def asked() -> dict[str, int]:
        calls = {name: sum(proxy.calls.values()) for name, proxy in counted.items()}
        calls["_CHANGELOG"] = sum(changelog.calls.values())
        return {name: n for name, n in calls.items() if n}

    def said(body: str) -> None:
        path = write(tmp_path / "post.md", f"---\ntitle: Post\nlang: en\n---\n\n{body}\n")
        assert script.build_script(read_article(path), load_config()).chunks

    said("The fox number 12 jumps over dog 84, twice. It was not happy with 15.")
    assert asked() == {}
    said('From 2015-2018 and 1983-11: "++" a -> b, 12 ms , see file.md at example.com #12.\n\nThen ← 漢字 here.')
    assert set(asked()) == {*names, "_CHANGELOG"}, asked()
