"""The s16 rules in linear time (issue 43 item 8: 2 CPU s per MB; the s16 attacks' 'linear time' mediums, now cases of
benchmarks/pathological.py): the redundant step each rule or judge took per sign or per chunk is gone, and each fast
form gives what the slow one gave, on random input. Work is counted, never timed.

- check, 'a/b/c ' slashes: the chain before a slash was searched with a `$`-anchored pattern over all the chunk before
  it (tried from every place of it), now only in the run of chain characters that ends at the slash;
- check, arrows and slashes: an operand was found with a pattern compiled for each word (an article's thousands of
  distinct operands filled re's cache), now with str.find and its neighbours looked at;
- check, Korean clause arrows (any long paragraph): `commands_said_as_prose` split and matched all a block's lines
  for every chunk of the block, now once a block;
- script, quantity ranges: 'between' before a range was looked for from the text's start at every range;
- script, the article's language: `is_code_like` went through the body character by character in Python;
- script, a long paragraph's voices: the next sentence number was max() over all the numbers so far, at every line.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

import narrate.text.language as language
import narrate.text.misreadings as misreadings
import narrate.text.ranges as ranges
import narrate.text.runs as runs
import narrate.text.statements as statements
from narrate.text.misreadings import Misreading
from narrate.text.model import Block, Segment

# --- misreadings._find: an operand as a word of its own


def _find_by_pattern(text: str, word: str, start: int, end: int | None = None) -> int:
    """_find as it was (before s17): a pattern for each word."""
    if not word.isascii():
        return text.find(word, start, end if end is not None else len(text))
    found = re.compile(rf"(?<![a-z0-9_]){re.escape(word)}(?![a-z0-9_])").search(
        text, start, end if end is not None else len(text)
    )
    return found.start() if found else -1


_SPOKEN = st.text(st.sampled_from(list("ab1_ -.é中A\n")), max_size=14)


@settings(max_examples=1000, deadline=None)
@given(
    _SPOKEN,
    st.text(st.sampled_from(list("ab1_-.中")), max_size=3),
    st.integers(0, 16),
    st.one_of(st.none(), st.integers(0, 16)),
)
@example("b ", "", 7, 12)  # (an empty word past the end: the pattern's answer, kept)
@example("ab a", "a", 1, None)  # (the neighbour before the start is looked at, as the pattern's look-behind did)
@example("a ab", "a", 0, 3)  # (a word cut by the end stands alone there, as the pattern's look-ahead saw it)
def test_an_operand_is_found_where_the_pattern_found_it(text: str, word: str, start: int, end: int | None) -> None:
    assert misreadings._find(text, word, start, end) == _find_by_pattern(text, word, start, end)


def test_operands_are_found_without_a_pattern_a_word(monkeypatch: pytest.MonkeyPatch) -> None:
    """s16 attack 'Korean clause arrows' (`접근 불가 N → 실패!` lines): every line's number is an operand of its own;
    each was compiled into a pattern of its own (12,700 compilations on 300 KB)."""
    compiled: list[str] = []
    compile_ = re.compile

    def counted(pattern: Any, flags: int = 0) -> Any:
        compiled.append(str(pattern))
        return compile_(pattern, flags)

    monkeypatch.setattr(re, "compile", counted)
    spoken = " ".join(f"접근 불가 {n} 그래서 실패" for n in range(2000))
    assert [misreadings._find(spoken, str(n), 0) for n in (0, 7, 1999)] == [
        6,
        spoken.find(" 7 ") + 1,
        spoken.rfind(" 1999 ") + 1,
    ]
    assert compiled == []


# --- misreadings._Places: the gap between two operands, from places found once a chunk


_GAP_TEXT = st.lists(
    st.sampled_from(["step", "to", " ", "  ", "a", "ab", "b", "1", "_", "-", "中", "文", "é", "stepstep", "n"]),
    max_size=40,
).map("".join)
_GAP_WORD = st.sampled_from(["step", "to", "a", "ab", "b", "1", "中", "中文", "n", "stepstep"])


@settings(max_examples=1500, deadline=None)
@given(_GAP_TEXT, st.lists(st.tuples(_GAP_WORD, _GAP_WORD, st.integers(0, 200)), min_size=1, max_size=8))
@example("step to step to step", [("step", "step", 0), ("step", "step", 8), ("step", "step", 3)])
@example("a" * 30 + " b", [("a", "b", 0)])  # (a word inside a longer one is no place of it)
@example("n " * 45 + "n", [("n", "n", 0), ("n", "n", 60)])  # (more than 20 places: the search sees the first 20)
def test_gaps_from_places_found_once_are_those_searched(text: str, asks: list[tuple[str, str, int]]) -> None:
    """The same chunk's places asked in any order, the start moving back and forth, as _said_wrong's cursor may."""
    places = misreadings._Places(text)
    for left, right, cursor in asks:
        cursor = min(cursor, len(text))
        assert places.gap(left, right, cursor) == misreadings._gap_searched(text, left, right, cursor), (
            left,
            right,
            cursor,
        )


def test_a_chunks_arrows_measure_each_gap_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """s16 attack "'→' chains" (`step → ` repeated; `check`: 13 CPU s/MB at 300 KB): each arrow looked at the 20
    places of 'step' after the one before and searched 'step' after each, 40 searches an arrow."""
    found: list[int] = []
    searched = misreadings._find

    def counted(text: str, word: str, start: int, end: int | None = None) -> int:
        found.append(start)
        return searched(text, word, start, end)

    monkeypatch.setattr(misreadings, "_find", counted)
    shown = "step → " * 40 + "step"
    sent = "step then " * 40 + "step"  # (a menu path's steps: nothing misread)
    assert list(misreadings._said_wrong(shown, sent, "en")) == []
    assert found == []  # (no search: the places are found once, by str.find)
    measured = 0

    class Counted(misreadings._Places):
        def _measure(self, gaps: list[int], lefts: list[int], after: int, right: str, last: int) -> None:
            nonlocal measured
            measured += last - len(gaps)
            super()._measure(gaps, lefts, after, right, last)

    places = Counted(sent)
    cursor = 0
    for _ in range(40):
        gap = places.gap("step", "step", cursor)
        assert gap is not None and gap[0] == " then "
        cursor = gap[1]
    assert measured == 41  # (each place of 'step' once)


# --- misreadings._pair_of_words: the chain of parts a slash belongs to


def _pair_of_words_searched(text: str, at: int) -> bool:
    """_pair_of_words as it was (before s17): the chain before the slash searched over all the text before it."""
    if text[at - 1].isascii() != text[at + 1].isascii():
        return False
    if not text[at - 1].isascii():
        return True
    left = re.search(rf"(?:{misreadings._CHAIN_PART}+/)*{misreadings._CHAIN_PART}*$", text[:at])
    right = re.match(rf"{misreadings._CHAIN_PART}*(?:/{misreadings._CHAIN_PART}+)*", text[at + 1 :])
    before, after = (left.group(0) if left else ""), (right.group(0) if right else "")
    if text[at - len(before) - 1 : at - len(before)] in ("/", "~"):
        return False
    return misreadings._parts_are_words([part.strip("-_") for part in f"{before}/{after}".split("/")])


_SLASHED = st.lists(
    st.sampled_from(
        [
            "a",
            "b",
            "x",
            "beef",
            "pork",
            "feature",
            "src",
            "L4",
            "/",
            "/",
            " ",
            "\n",
            "~",
            ".",
            ":",
            "@",
            "-",
            "_",
            "漢",
            "に",
            "é",
            "\\",
            "and",
            "or",
            "C++",
            "#",
        ]
    ),
    min_size=2,
    max_size=14,
).map("".join)


@settings(max_examples=1500, deadline=None)
@given(_SLASHED)
@example("a\n/b")  # (a line break just before the slash: `$` matched before it, so a chain may end there)
@example("beef\n/pork")
@example("x beef/pork")
@example("~beef/pork")
@example("feature/src/beef")
def test_a_slash_joins_words_where_the_whole_search_said_so(text: str) -> None:
    for at in (i for i, ch in enumerate(text) if ch == "/" and 0 < i < len(text) - 1):
        assert misreadings._pair_of_words(text, at) == _pair_of_words_searched(text, at), (text, at)


def test_the_chain_before_a_slash_is_searched_in_its_own_run(monkeypatch: pytest.MonkeyPatch) -> None:
    """s16 attack "'a/b/c' slashes" (`check`: 17 CPU s/MB at 300 KB): a chunk's hundred slashes each searched the
    chunk before it. Now each search covers only the run of chain characters that ends at its slash."""
    spans: list[int] = []
    chain = misreadings._LEFT_CHAIN

    class Counted:
        def search(self, text: str, pos: int, endpos: int) -> re.Match[str] | None:
            spans.append(endpos - pos)
            return chain.search(text, pos, endpos)

    monkeypatch.setattr(misreadings, "_LEFT_CHAIN", Counted())
    text = "a/b/c " * 70 + "beef/pork"
    slashes = [i for i, ch in enumerate(text) if ch == "/"]
    assert [misreadings._pair_of_words(text, at) for at in slashes][-1] is True
    assert len(spans) == len(slashes) and max(spans) <= len("beef")


# --- statements.commands_said_as_prose: a block's lines judged once for all its chunks


def _commands_chunk_by_chunk(chunks: list[tuple[str, str, str]]) -> list[Misreading]:
    """commands_said_as_prose as it was (before s17): every chunk's source split and matched again."""
    out = []
    for n, (source, kind, sent) in enumerate(chunks):
        if kind not in statements._COMMAND_KINDS or not sent.strip():
            continue
        lines = [statements._MARKER.sub("", line, count=1).strip() for line in source.split("\n") if line.strip()]
        if lines and all(statements._COMMAND.fullmatch(line) for line in lines):
            out.append(Misreading(n, "code read as prose", lines[0][:80], sent[:80]))
    return out


_SOURCES = st.sampled_from(
    [
        "npm install narrate",
        "- git tag v1\n- git push --tags",
        "> docker compose up -d",
        "접근 불가 1 → 실패!\n접근 불가 2 → 실패!",
        "Run the tests first.",
        "",
        "1. pip install -e .\n2. git commit -a",
    ]
)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.tuples(
            _SOURCES,
            st.sampled_from(["paragraph", "list_item", "quote", "heading", "cue"]),
            st.sampled_from(["", " ", "npm install narrate", "git tag v1"]),
        ),
        max_size=12,
    )
)
def test_commands_said_as_prose_find_what_each_chunk_found(chunks: list[tuple[str, str, str]]) -> None:
    assert statements.commands_said_as_prose(chunks) == _commands_chunk_by_chunk(chunks)


def test_a_blocks_lines_are_judged_once_for_all_its_chunks(monkeypatch: pytest.MonkeyPatch) -> None:
    """s16 attack 'Korean clause arrows' (`check`: 18 CPU s/MB at 300 KB, 60 % of it here): a paragraph of 4,300 lines
    said in 478 chunks had its 4,300 lines split and matched for each chunk."""
    judged: list[str] = []
    first_command = statements._first_command

    def counted(source: str) -> str | None:
        judged.append(source)
        return first_command(source)

    monkeypatch.setattr(statements, "_first_command", counted)
    source = "\n".join(f"접근 불가 {n} → 실패! Quorum 유지 → 쓰기 계속 가능" for n in range(400))
    commands = "- npm install narrate\n- git push --tags"
    chunks = [(source, "paragraph", f"접근 불가 {n}") for n in range(100)] + [
        (commands, "list_item", "npm install")
    ] * 3
    found = statements.commands_said_as_prose(chunks)
    assert [m.chunk for m in found] == [100, 101, 102]
    assert judged == [source, commands]


# --- ranges: 'between' before a range


def _after_between_searched(match: re.Match[str]) -> bool:
    return ranges._BETWEEN.search(match.string, 0, match.start()) is not None


@settings(max_examples=1000, deadline=None)
@given(
    st.lists(st.sampled_from(["between", "Between", "xbetween", " ", "\n", "4-5", "12am-02am", "a", "。"])).map("".join)
)
@example("between 4-5")
@example("between\n4-5")
@example("between \n4-5")
@example("xbetween 4-5")
def test_between_is_found_before_a_range_as_the_whole_search_found_it(text: str) -> None:
    for match in re.finditer(r"\d", text):
        assert ranges._after_between(match) == _after_between_searched(match), (text, match.start())


def test_between_is_looked_for_only_just_before_each_range(monkeypatch: pytest.MonkeyPatch) -> None:
    """s16 attack "quantity ranges '12am-02am 25$-100$'" (`script`: 4 CPU s/MB): each range of a long paragraph read
    all of the paragraph before it, looking for 'between'."""
    looked: list[int] = []
    between = ranges._BETWEEN

    class Counted:
        def search(self, text: str, pos: int, endpos: int) -> re.Match[str] | None:
            looked.append(endpos - pos)
            return between.search(text, pos, endpos)

    monkeypatch.setattr(ranges, "_BETWEEN", Counted())
    text = "12am-02am 25$-100$ 3-400$ " * 300 + "between 4-5 panels"
    said = ranges.quantity_ranges(text, " to ", cjk=False)
    assert said.endswith("between 4 and 5 panels") and "12am to 02am" in said
    assert len(looked) >= 900 and max(looked) <= 16


# --- language.is_code_like


def _is_code_like_by_character(text: str) -> bool:
    lines = [line for line in text.split("\n") if line.strip()]
    if not lines:
        return False
    code = 0
    for line in lines:
        chars = [ch for ch in line if not ch.isspace()]
        if chars and sum(ch in language._CODE_MARKS for ch in chars) >= 0.08 * len(chars):
            code += 1
    return code * 2 >= len(lines) and not any(
        language.is_han(ch) or language.is_kana(ch) or language.is_hangul(ch) for ch in text
    )


@settings(max_examples=1000, deadline=None)
@given(st.text(st.sampled_from(list('ab =;{}()[]<>"/\\|#$\n\t\u3000\xa0\x1c漢かㄱ한ｦ\uf900\u4dbf\u3130')), max_size=40))
@example("x = 1;\n漢")
@example("x = 1;\n\u3000")
def test_code_like_text_is_what_counting_each_character_said(text: str) -> None:
    assert language.is_code_like(text) == _is_code_like_by_character(text)


# --- runs: the sentences' numbers over a long paragraph


def test_a_long_paragraphs_sentence_numbers_are_not_read_again_at_each_line(monkeypatch: pytest.MonkeyPatch) -> None:
    """s16 attack 'Korean clause arrows' (`script`: 10.5 CPU s/MB on 1 MB): the number of a line's first sentence was
    max() over the numbers of all the lines before it."""
    looked = 0

    def counted(*args: Any, **kwargs: Any) -> Any:
        nonlocal looked
        items = list(args[0]) if len(args) == 1 else list(args)
        looked += len(items)
        return max(items, **kwargs)

    monkeypatch.setattr(runs, "max", counted, raising=False)
    lines = [f"접근 불가 {n} → 실패! Quorum 유지 → 쓰기 계속 가능" for n in range(600)]
    segments = [seg for line in lines for seg in (Segment(line), Segment("\n"))]
    sentences: list[int] = []
    pieces = runs._pieces(Block("paragraph", tuple(segments)), "ko", set(), sentences)
    assert len(pieces) == len(sentences) >= 600
    assert sentences == sorted(sentences) and sentences[-1] == len(set(sentences)) - 1
    assert looked <= 4 * len(sentences)
