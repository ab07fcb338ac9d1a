"""`narrate check` in linear time on one long paragraph (issue 43: 2 CPU s per MB; attacks s10 'unclosed backticks'
and 'unclosed HTML comments per line' ran past 180 s on a megabyte): the chunks of one paragraph all meet its lines,
so what a judge finds on the page, the same for every chunk, is found once, not once per chunk. Work is counted,
never timed; each fast form gives what the slow one gave."""

from __future__ import annotations

import itertools
import math
import random
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import unquote

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import narrate.text.leaks as leaks
import narrate.text.misreadings as misreadings
import narrate.text.page_judges as page_judges
import narrate.text.sign_kinds as sign_kinds
import narrate.text.sign_roles as sign_roles
from narrate.text.page_judges import Heard
from narrate.text.page_view import ByLine, page_view


def _chunks_of_one_paragraph(lines: list[str], chunks: int, sent: str, lang: str = "en") -> list[Heard]:
    return [Heard(n, "paragraph", 1, len(lines), sent, sent, lang) for n in range(chunks)]


def test_a_paragraphs_signs_are_judged_once_for_all_its_chunks(monkeypatch: pytest.MonkeyPatch) -> None:
    """operands_unfit: the signs of a piece are looked at once (was: once per chunk meeting it, 195,000 judgements on
    40 KB of 'text N <!-- not closed'); a suspect sign is still judged against each chunk that sends it."""
    lines = [f"text {n} <!-- not closed" for n in range(300)]
    lines += ["write it to a file: node uglifycss style.css > style.min.css and run it"]  # (KenBonny ckn0iwkeg)
    calls: list[int] = []
    suspects = sign_kinds._suspects

    def counted(text: str) -> Any:
        calls.append(len(text))
        return suspects(text)

    monkeypatch.setattr(sign_kinds, "_suspects", counted)
    heard = _chunks_of_one_paragraph(lines, 100, "node uglifycss style.css is greater than style.min.css and run it")
    found = sign_kinds.operands_unfit(page_view(lines, 1), heard)
    assert len(calls) == 1  # (one piece, the paragraph)
    assert {f.chunk for f in found} == set(range(100))
    assert len({f.what for f in found}) == 1


def test_a_long_lines_code_is_read_once_for_all_its_chunks(monkeypatch: pytest.MonkeyPatch) -> None:
    """named_signs_unsaid: a paragraph written on one line ('a `b c ``d e ```f ' repeated: 160 KB took 3 s and grew
    with its square) has its code read once, not once per chunk."""
    line = "a `b` c " * 1000 + "The `?.` operator returns null"
    calls: list[str] = []
    codes = sign_kinds._sign_codes

    def counted(text: str) -> Any:
        calls.append(text)
        return codes(text)

    monkeypatch.setattr(sign_kinds, "_sign_codes", counted)
    heard = _chunks_of_one_paragraph([line], 50, "The operator returns null")
    found = sign_kinds.named_signs_unsaid(heard, [line])
    assert len(calls) == 1
    assert {f.chunk for f in found} == set(range(50))


def test_each_chunks_misreadings_ask_only_that_chunks_findings(monkeypatch: pytest.MonkeyPatch) -> None:
    """misreadings: whether a sign was already reported is asked of the chunk's own findings (all the findings before
    it, asked of each sign of each chunk, grew with the square of the chunks)."""
    asked: list[int] = []
    judge = misreadings._said_wrong_at

    def counted(found: list[Any], chunk: int, sign: str) -> bool:
        asked.append(len(found))
        assert all(f.chunk == chunk for f in found)
        return judge(found, chunk, sign)

    monkeypatch.setattr(misreadings, "_said_wrong_at", counted)
    chunks = [(f"a {n} < b {n} ^ c", f"a {n} < b {n} ^ c", "en") for n in range(200)]
    found = misreadings.misreadings(chunks)
    assert len({f.chunk for f in found}) == 200  # (each chunk has its findings: the test can see a growing list)
    assert asked and max(asked) <= 4


_PIECES = ["<!--", "-->", "<!-->", "<!--->", "a", "\n", "-", ">", "<", "!", "x" * 7]


@settings(max_examples=500, deadline=None)
@given(st.lists(st.sampled_from(_PIECES), max_size=40).map("".join), st.sampled_from([0, 3, 20_000]))
def test_comments_found_in_one_walk_are_the_patterns(text: str, span: int) -> None:
    """leaks._without_comments is `<!--.{0,span}?-->` (re.S) replaced by a space, at the pattern's own bound and at
    small ones."""
    old = leaks._COMMENT_SPAN
    try:
        leaks._COMMENT_SPAN = span
        assert leaks._without_comments(text) == re.sub(rf"<!--.{{0,{span}}}?-->", " ", text, flags=re.S)
    finally:
        leaks._COMMENT_SPAN = old


class _Searched(str):
    """A text whose searches for a comment's end are counted."""

    closes = 0

    def find(self, sub: str, *args: Any) -> int:
        if sub == "-->":
            type(self).closes += 1
        return super().find(sub, *args)


def test_unclosed_comments_look_for_an_end_once() -> None:
    """A megabyte of lines 'text N <!-- not closed' (no `-->` anywhere): the end is looked for once, not 20,000
    characters ahead of every opening; nor more than once per comment that closes."""
    _Searched.closes = 0
    leaks._without_comments(_Searched("\n".join(f"text {n} <!-- not closed" for n in range(2000))))
    assert _Searched.closes == 1
    _Searched.closes = 0
    text = "".join(f"a <!-- c{n} --> b <!-- open " for n in range(500))
    assert leaks._without_comments(_Searched(text)) == re.sub(r"<!--.{0,20000}?-->", " ", text, flags=re.S)
    assert _Searched.closes <= 501


def test_items_by_line_over_a_long_span_are_those_its_lines_meet() -> None:
    """ByLine.over: a question about more lines than there are spans looks at the spans (a paragraph of 68,000 lines
    asked about by each of its chunks walked every line each time); the same items as line by line."""
    rng = random.Random(43)
    for _ in range(300):
        spans = [(a, a + rng.randint(-1, 30)) for a in (rng.randint(1, 60) for _ in range(rng.randint(0, 8)))]
        by = ByLine(spans, lambda s: s)
        first = rng.randint(0, 70)
        last = first + rng.randint(0, 90)
        lines = set(range(first, last + 1))
        assert by.over(first, last) == [s for s in spans if lines & set(range(s[0], s[1] + 1))]
        assert by.over(first, last) == by.over(first, last)  # (asked again: the same, from what the first found)


class _CountedLines(dict[int, list[int]]):
    """ByLine's line index, its lookups counted."""

    asked = 0

    def get(self, line: int, default: Any = None) -> Any:
        _CountedLines.asked += 1
        return super().get(line, default)


def test_the_same_lines_asked_again_are_not_walked_again() -> None:
    """The judges of `narrate check` ask the page about each chunk's lines some ten times (page.over was 10 calls a
    chunk on a task list): the lines are walked once per range asked, and each answer is a list of its own."""
    by = ByLine([(1, 2), (2, 4), (6, 6)], lambda s: s)
    by.at = _CountedLines(by.at)
    _CountedLines.asked = 0
    first = by.over(2, 3)
    walked = _CountedLines.asked
    assert first == [(1, 2), (2, 4)] and walked == 2
    again = [by.over(2, 3) for _ in range(9)]
    assert _CountedLines.asked == walked  # (was 2 more lookups for each question)
    assert all(answer == first and answer is not first for answer in again)
    first.append((9, 9))  # (a caller's list is its own: the next answer is whole)
    assert by.over(2, 3) == [(1, 2), (2, 4)]
    assert by.over(5, 6) == [(6, 6)] and _CountedLines.asked == walked + 2


_HOST_PIECES = st.sampled_from([" ", *"a Word 漢字 . / www. WWW. Www. https:// ftp:// example.com a.io/x ( )".split()])


@settings(max_examples=300, deadline=None)
@given(st.lists(_HOST_PIECES, max_size=20).map("".join))
def test_prose_without_a_slash_or_www_keeps_its_hosts_unasked(text: str) -> None:
    """page_judges._hosts passes over prose with no slash and no "www." (both its patterns need one): what the
    patterns gave, on any text."""
    assert page_judges._hosts(text) == page_judges._SLASHED_HOST.sub(r"\1", page_judges._URL.sub(r"\1", text))


def test_pictures_are_looked_at_a_bounded_number_of_times(monkeypatch: pytest.MonkeyPatch) -> None:
    """page_pictures.pictures_unsaid: each line is read for pictures once, and a picture's neighbours (what points at
    it) within a bounded reach, never the whole page per picture (1,000 pictures, one chunk each)."""
    import narrate.text.page_pictures as page_pictures

    lines = [line for n in range(1000) for line in (f"Step {n}:", f"![](shot{n}.png)", "")]
    heard = [Heard(n, "paragraph", 3 * n + 1, 3 * n + 1, f"Step {n}:", f"Step {n}:", "en") for n in range(1000)]
    calls: list[int] = []
    read = page_pictures.pictures_on

    def counted(line: str, number: int) -> Any:
        calls.append(number)
        return read(line, number)

    monkeypatch.setattr(page_pictures, "pictures_on", counted)
    found = page_pictures.pictures_unsaid(page_view(lines, 1), heard, lines)
    assert len(found) == 1000  # (each after its lead-in, none cued)
    assert len(calls) <= len(lines) + 2 * page_pictures._REACH * 1000


def test_the_chunks_are_grouped_by_their_lines_once_for_every_judge(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """check's page judges share one grouping of the chunks by their source lines and one index of them by line
    (Hearing): eight judges each grouped them again (a pass over every chunk apiece), three indexed them; with a plain
    list each judge still groups what it is given."""
    from narrate import build_script, load_config, read_article
    from narrate.text import check

    calls: list[bool] = []
    grouped = page_judges._grouped

    def counted(heard: Any, *, cues: bool) -> Any:
        calls.append(cues)
        return grouped(heard, cues=cues)

    monkeypatch.setattr(page_judges, "_grouped", counted)
    made: list[int] = []

    class CountedByLine(ByLine[Heard]):
        def __init__(self, *args: Any) -> None:
            made.append(1)
            super().__init__(*args)

    monkeypatch.setattr(page_judges, "ByLine", CountedByLine)
    body = "".join(f"- [ ] task {n} see ~/.ssh/config and https://example.com/{n}\n" for n in range(40))
    (tmp_path / "tasks.md").write_text("---\ntitle: Tasks\nlang: en\n---\n\n" + body, encoding="utf-8")
    article = read_article(tmp_path / "tasks.md")
    report = check.check_article(article, load_config())
    assert report.chunks > 40
    assert sorted(calls) == [False, True]
    assert len(made) == 1  # (the chunks by line, for shown_unsaid, signs_unsaid and blocks_unheard: was 3)
    calls.clear()
    heard = list(check._heard(build_script(article, load_config())))
    page = page_view(body.split("\n"), 1)
    page_judges.unshown_said(page, heard), page_judges.markers_said(page, heard)
    assert calls == [False, False]


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.sampled_from([*"aAbB zZ.1２-", "漢", "字", "x.", "A. ", "2024-03-05", " the ", "Cat", "TL"]), max_size=14
    ),
    st.lists(
        st.sampled_from([*"aAbB zZ.1２", "漢", "字", "x.", "A. ", "March 5, 2024", " the ", "CatBoost"]), max_size=14
    ),
)
def test_words_lost_are_what_counting_the_sent_words_gave(prose_parts: list[str], sent_parts: list[str]) -> None:
    """shown_unsaid's _lost no longer counts the sent text's words: a word of the page is missing exactly when the
    sent text (its spaces taken out) lacks it, as the count's difference and that test together said."""
    from collections import Counter

    from narrate.text.lexicon import said_dates

    def counted(prose: str, sent: str, lang: str) -> list[str]:  # (the form before, word for word)
        sent = sent.translate(page_judges._ONE_WIDTH)
        joined = page_judges._SPACES.sub("", sent).lower()
        missing = [w for w in page_judges._words(prose) - page_judges._words(sent) if w not in joined]
        numbers = Counter(n.lstrip("0") or "0" for n in page_judges._NUMBER.findall(said_dates(prose, lang)))
        numbers -= Counter(n.lstrip("0") or "0" for n in page_judges._NUMBER.findall(sent))
        runs = [run for run in page_judges._CJK_RUN.findall(prose) if run not in joined]
        if runs and len(page_judges._CJK_CHAR.findall(prose)) - len(page_judges._CJK_CHAR.findall(sent)) < 2:
            runs = []
        return [*missing, *numbers, *runs]

    prose, sent = "".join(prose_parts), "".join(sent_parts)
    for lang in ("en", "zh-hant"):
        assert page_judges._lost(prose, sent, lang) == counted(prose, sent, lang)


def test_a_paragraphs_lines_are_met_once_for_all_its_chunks(monkeypatch: pytest.MonkeyPatch) -> None:
    """lines_run_together: the lines of one paragraph are read once for its 400 chunks (each chunk's text scanned
    once), and each chunk that runs two of them together is still found."""
    import narrate.text.lines_run_together as run_together

    lines = [f"設定{n}を開く" for n in range(2_000)]
    calls: list[int] = []
    meetings = run_together._meetings

    def counted(block: Any) -> Any:
        calls.append(len(block))
        return meetings(block)

    monkeypatch.setattr(run_together, "_meetings", counted)
    heard = _chunks_of_one_paragraph(lines, 400, "設定7を開く設定8を開く", lang="ja")
    found = run_together.lines_run_together(heard, lines, True)
    assert calls == [2_000]
    assert {f.chunk for f in found} == set(range(400)) and {f.what for f in found} == {"開く / 設定"}


def _signed_paragraph(n: int) -> tuple[list[str], list[Heard]]:
    """n lines of one paragraph, each with a file's name compared to another (KenBonny ckn0iwkeg's redirect), and a
    chunk per line that sends it as a comparison: every sign is a suspect, every chunk says an operation's word."""
    lines = [f"then node uglifycss f{i:04d}.css > g{i:04d}.min.css and run it" for i in range(n)]
    heard = [
        Heard(i, "paragraph", 1, n, line.replace(">", "is greater than"), line, "en") for i, line in enumerate(lines)
    ]
    return lines, heard


def _counted_judgements(monkeypatch: pytest.MonkeyPatch, lines: list[str], heard: list[Heard]) -> tuple[int, list[Any]]:
    calls: list[int] = []
    judged = sign_kinds._judged

    def counted(text: str, suspect: Any, h: Heard) -> str:
        calls.append(h.chunk)
        return judged(text, suspect, h)

    monkeypatch.setattr(sign_kinds, "_judged", counted)
    found = sign_kinds.operands_unfit(page_view(lines, 1), heard)
    monkeypatch.setattr(sign_kinds, "_judged", judged)
    return len(calls), found


def _every_sign(self: Any, text: str, h: Heard) -> list[tuple[int, str]]:
    """_Suspects.findings as it was: every suspect sign of a piece judged against every chunk that meets it."""
    return [(n, what) for n, suspect in enumerate(self.all) if (what := sign_kinds._judged(text, suspect, h))]


def _asking_every_sign(monkeypatch: pytest.MonkeyPatch, lines: list[str], heard: list[Heard]) -> list[Any]:
    """operands_unfit as it was: every suspect sign of a piece judged against every chunk that meets it."""
    with monkeypatch.context() as patched:
        patched.setattr(sign_kinds._Suspects, "findings", _every_sign)
        return sign_kinds.operands_unfit(page_view(lines, 1), heard)


def test_a_paragraphs_signs_are_asked_of_a_chunk_only_when_it_sends_their_words(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """operands_unfit grows with the paragraph, not with its square (issue 43, s15 speed: 'signed lines' judged every
    sign of a paragraph against every chunk, _judged 10,890 times at 20 KB and 43,164 at 40 KB): a chunk is asked only
    about the signs whose words either side it sends around an operation's word. Counted at two sizes: twice the
    lines, about twice the judgements (asking every sign: four times), and the same findings as asking every sign."""
    counts = []
    for n in (100, 200):
        lines, heard = _signed_paragraph(n)
        calls, found = _counted_judgements(monkeypatch, lines, heard)
        assert found == _asking_every_sign(monkeypatch, lines, heard)
        assert {f.chunk for f in found} == set(range(n))  # (each chunk's own sign is still found)
        counts.append(calls)
    assert counts == [100, 200]  # (each chunk about its own sign; asking every sign: 10,000 and 40,000)


def test_signed_lines_of_the_pathological_case_ask_no_chunk_that_says_no_operation(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """benchmarks/pathological.py's 'signed lines' through the whole of check: its chunks send no operation's word
    where its paths' slashes stand, so none is judged at 10 or 20 KB (main e0557f4: 10,890 judgements at 20 KB, four
    times as many at twice the size), and check's findings are those of asking every sign."""
    from narrate import load_config, read_article
    from narrate.text import check

    def line(i: int) -> str:
        return f"第{i}句，参见 example.com/path{i}/item 以及 🐶、🐺，还有 >, < 两个符号，→が然后继续说下去。\n"

    calls: list[int] = []
    judged = sign_kinds._judged

    def counted(text: str, suspect: Any, h: Heard) -> str:
        calls.append(1)
        return judged(text, suspect, h)

    for n in (60, 120):
        body = "".join(line(i) for i in range(n)) + "then node uglifycss style.css > style.min.css and run it\n"
        path = tmp_path / f"signed{n}.md"
        path.write_text("---\ntitle: Signed\nlang: en\n---\n\nA first paragraph.\n\n" + body, encoding="utf-8")
        calls.clear()
        monkeypatch.setattr(sign_kinds, "_judged", counted)
        report = check.check_article(read_article(path), load_config()).to_json()
        monkeypatch.setattr(sign_kinds, "_judged", judged)
        assert report["chunks"] >= 8  # (many chunks meet the one paragraph; how many depends on the chunk size)
        assert len(calls) <= 2  # (at most the last line's sign; asking every sign: thousands)
        with monkeypatch.context() as patched:
            patched.setattr(sign_kinds._Suspects, "findings", _every_sign)
            assert check.check_article(read_article(path), load_config()).to_json() == report


_SIGNED_WORDS = [
    "a.css", "b.min.css", "src/x", "设置", "常规", "是", "否", " ", " ", ", ", "。", "1", "2", "10/20", "true/false",
    "greater than", "GREATER THAN", "divided by", "大于", "除以", "小なり", "나누기", "x", "İ", "é", ">", "<", "/", " > ",
    " / ", "->", "<b>",
]  # fmt: skip


@settings(max_examples=400, deadline=None)
@given(
    st.lists(st.lists(st.sampled_from(_SIGNED_WORDS), max_size=16), min_size=1, max_size=5),
    st.lists(st.tuples(st.lists(st.sampled_from(_SIGNED_WORDS), max_size=20), st.sampled_from(["en", "zh-CN", "ja-JP", "ko-KR"])), min_size=1, max_size=6),
)  # fmt: skip
def test_what_the_index_keeps_out_could_only_have_been_judged_clean(
    page: list[list[str]], chunks: list[tuple[list[str], str]]
) -> None:
    """Asking a chunk only about the signs whose words it sends around an operation's word finds what asking it about
    every sign found, chunk by chunk and in order: pages and chunks of file names, CJK words, pairs of values, the
    operations' words in each language and in capitals, and letters whose lower case is longer ('İ')."""
    lines = ["".join(words) for words in page]
    heard = [Heard(n, "paragraph", 1, len(lines), "".join(w), "".join(w), lang) for n, (w, lang) in enumerate(chunks)]
    asked = sign_kinds.operands_unfit(page_view(lines, 1), heard)
    with pytest.MonkeyPatch.context() as patched:
        patched.setattr(sign_kinds._Suspects, "findings", _every_sign)
        assert asked == sign_kinds.operands_unfit(page_view(lines, 1), heard)


@pytest.mark.parametrize(
    ("page", "word", "lang", "opening"),
    [
        ("node uglifycss style.min.css > script.js and run it", "greater than", "en", ""),
        ("copy assets/stylesheet > scripting/main.js now", "GREATER THAN", "en", ""),
        ("copy assets/stylesheet > scripting/main.js now", "greater than", "en", "İİİİİİ "),
        ("把 assets/stylesheet > scripting/main.js 写进去", "大于", "zh-CN", ""),
        ("把 style.min.css > script.js 写进去", "大于", "zh-CN", ""),
        ("copy style.min.css / script.js there", "divided by", "en", ""),
        ("設定 > 一般 を開く", "大なり", "ja-JP", ""),
    ],
)
def test_the_index_reaches_as_far_as_the_judgement_does(page: str, word: str, lang: str, opening: str) -> None:
    """At every distance of an operation's word from the sign's words either side (0 to 14 blanks each), up to and past
    the 24 characters _judged takes between them, with words of six characters (its longest) either side, and after
    letters whose lower case is longer ('İ' is two: the places of what is found in the lower case move): the index
    finds what asking every sign finds, and the judgement does find some and clear others (the edge is tried)."""
    sign = ">" if ">" in page else "/"
    left, _, right = page.partition(f" {sign} ")
    outcomes = set()
    for before, after in itertools.product(range(15), repeat=2):
        sent = f"{opening}{left}{' ' * before}{word}{' ' * after}{right}"
        heard = [Heard(0, "paragraph", 1, 1, sent, page, lang)]
        with pytest.MonkeyPatch.context() as patched:
            patched.setattr(sign_kinds._Suspects, "findings", _every_sign)
            every = sign_kinds.operands_unfit(page_view([page], 1), heard)
        assert sign_kinds.operands_unfit(page_view([page], 1), heard) == every, (before, after)
        outcomes.add(bool(every))
    assert outcomes == {True, False}


def _counted_asks(monkeypatch: pytest.MonkeyPatch, lines: list[str], heard: list[Heard]) -> tuple[int, list[Any]]:
    """operands_unfit's findings, and how many times it looked for a suspect's words in what a chunk sends: each
    _judged (one sign), each pair looked up for a run of alike signs (_between_span)."""
    calls: list[int] = []
    judged, span = sign_kinds._judged, sign_roles._between_span

    def counted_judged(text: str, suspect: Any, h: Heard) -> str:
        calls.append(h.chunk)
        return judged(text, suspect, h)

    def counted_span(*args: Any) -> Any:
        calls.append(-1)
        return span(*args)

    with monkeypatch.context() as patched:
        patched.setattr(sign_kinds, "_judged", counted_judged)
        patched.setattr(sign_kinds, "_between_span", counted_span)
        found = sign_kinds.operands_unfit(page_view(lines, 1), heard)
    return len(calls), found


def _identical_lines(n: int, per_chunk: int) -> tuple[list[str], list[Heard]]:
    """n identical lines of one paragraph (KenBonny ckn0iwkeg's redirect, `style.css > style.min.css`, again and
    again: every sign has the same words either side), sent `per_chunk` lines a chunk, each as a comparison."""
    line = "then node uglifycss style.css > style.min.css and run it"
    sent = " ".join([line.replace(">", "is greater than")] * per_chunk)
    heard = [
        Heard(c, "paragraph", 1 + c * per_chunk, (c + 1) * per_chunk, sent, sent, "en") for c in range(n // per_chunk)
    ]
    return [line] * n, heard


def test_identical_signed_lines_are_judged_by_runs_not_sign_by_sign(monkeypatch: pytest.MonkeyPatch) -> None:
    """The shape s15 fixQ left quadratic: a paragraph of identical signed lines, whose signs all have the same words
    either side, so the index lets every one of them through for every chunk (asking every sign: 100 lines of 5 a
    chunk, 20 × 100 = 2,000 judgements; 400 lines, 32,000). The signs fall into runs that take one pair of the chunk's
    words, found by halving: the looks grow with the lines times their log, not their square, and the findings are
    those of judging every sign (each chunk found, once)."""
    counts = []
    for n in (100, 200, 400):
        lines, heard = _identical_lines(n, 5)
        asks, found = _counted_asks(monkeypatch, lines, heard)
        assert found == _asking_every_sign(monkeypatch, lines, heard)
        assert sorted(f.chunk for f in found) == list(range(n // 5))  # (each chunk, once: one what)
        counts.append(asks)
    every = [n // 5 * n for n in (100, 200, 400)]
    assert all(asks < every_ / 2 for asks, every_ in zip(counts, every, strict=True)), (counts, every)
    # (halving: each of a chunk's 5 pairs is found in about 2·log2 of the signs looks; asking every sign: 4 times)
    assert counts[1] < 2.6 * counts[0] and counts[2] < 2.6 * counts[1], counts
    assert all(asks <= n // 5 * (2 + 5 * 2 * math.ceil(math.log2(n))) for asks, n in zip(counts, (100, 200, 400)))


def test_a_chunk_of_one_line_asks_a_run_of_identical_lines_twice(monkeypatch: pytest.MonkeyPatch) -> None:
    """A chunk that sends one pair of the words: every sign takes it, the first and the last say so (2 looks a chunk,
    where judging each sign of 300 lines was 300)."""
    lines, heard = _identical_lines(300, 1)
    asks, found = _counted_asks(monkeypatch, lines, heard)
    assert asks == 2 * 300
    assert found == _asking_every_sign(monkeypatch, lines, heard)


_LEFTS = ["style.css", "a.css", "main.css", "x_y.css"]
_RIGHTS = ["style.min.css", "style.css", "style_old.css"]
_BETWEEN = ["is greater than", "greater", "divided by", "大于", "and", ""]


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.tuples(st.sampled_from(_LEFTS), st.sampled_from([">", "/", "<"]), st.sampled_from(_RIGHTS)), min_size=4, max_size=40),
    st.lists(
        st.tuples(
            st.lists(st.tuples(st.sampled_from(_LEFTS), st.integers(0, 14), st.sampled_from(_BETWEEN), st.integers(0, 14), st.sampled_from(_RIGHTS), st.sampled_from([" ", ", ", "。", " then "])), max_size=8),
            st.sampled_from(["en", "zh-CN"]),
            st.sampled_from(["", "İ "]),
        ),
        min_size=1,
        max_size=4,
    ),
    st.booleans(),
)  # fmt: skip
def test_runs_of_alike_signs_find_what_judging_each_sign_found(
    page: list[tuple[str, str, str]],
    chunks: list[tuple[list[tuple[str, int, str, int, str, str]], str, str]],
    one_line: bool,
) -> None:
    """Judging the signs with the same words either side by runs of the pair they take (_Alike) finds what judging
    each sign found, chunk by chunk and in order: many signs whose words either side are the same (`css`, `style`)
    but whose operands differ (the finding says each one's own), and chunks sending those words again and again, an
    operation's word between them or not, at every distance up to past _judged's reach, in English and Chinese, after
    a letter whose lower case is longer ('İ')."""
    said = [f"{left} {sign} {right}" for left, sign, right in page]
    lines = [" and ".join(said)] if one_line else said
    heard = []
    for n, (pairs, lang, opening) in enumerate(chunks):
        sent = opening + "".join(f"{a}{' ' * x}{word}{' ' * y}{b}{end}" for a, x, word, y, b, end in pairs)
        heard.append(Heard(n, "paragraph", 1, len(lines), sent, sent, lang))
    found = sign_kinds.operands_unfit(page_view(lines, 1), heard)
    with pytest.MonkeyPatch.context() as patched:
        patched.setattr(sign_kinds._Suspects, "findings", _every_sign)
        assert found == sign_kinds.operands_unfit(page_view(lines, 1), heard)


def _first_parts_searched(page: Any, heard: list[Heard]) -> list[Any]:
    """page_judges._first_parts_said as it was (9599159c): for every chunk, a search for every host and first part of
    the lines' addresses — the one change, the first address said is taken in the lines' order (a set's was)."""
    out = []
    for (first, last), chunks in page_judges._groups(heard).items():
        shown = " ".join(s.text for s in page.over(first, last))
        if "/" not in shown or "." not in shown:
            continue
        parts = {
            (m.group(1).lower(), part): None
            for m in page_judges._SHOWN_URL.finditer(shown)
            if page_judges._a_host(m)
            and len(part := unquote(m.group(2)).split("/")[1] if "/" in m.group(2)[1:] else unquote(m.group(2))[1:])
            >= 3
        }
        gap = r"[ \t]{0,2}(?:(?:/|slash|斜[杠線线]|スラッシュ|슬래시)[ \t]{0,2})?"
        for h in chunks:
            sent = h.sent.lower()
            said = [
                host + "/" + part
                for host, part in parts
                if host in sent and re.search(re.escape(host) + gap + re.escape(part.lower()) + r"(?![\w-])", sent)
            ]
            if said:
                out.append(page_judges.PageFinding(h.chunk, "an address said past its host", said[0][:120]))
    return out


_ADDRESS_PIECES = [
    "example.com", "Example.COM", "a.example.com", "www.", "https://", "x.io", "notes.md", "/", "/", " ", "  ", "\t",
    "path", "Path", "pa", "th", "path-2", "path_x", "item", "%2F", "%20", "İ", "slash", "SLASH", "斜杠", "斜線",
    "スラッシュ", "슬래시", "参见", "以及", ".", "-", "html", ")", "]",
]  # fmt: skip


@settings(max_examples=500, deadline=None)
@given(
    st.lists(st.lists(st.sampled_from(_ADDRESS_PIECES), max_size=14), min_size=1, max_size=4),
    st.lists(st.lists(st.sampled_from(_ADDRESS_PIECES), max_size=16), min_size=1, max_size=5),
)
def test_first_parts_found_where_a_host_is_said_are_the_searches(
    page: list[list[str]], chunks: list[list[str]]
) -> None:
    """_first_parts_said looks only where a chunk says a host, walking that host's parts letter by letter: it finds
    what searching every host and part found, chunk by chunk and in order: hosts inside longer hosts, in capitals, the
    gap's blanks (0 to 4), slashes and their names, parts inside longer words (`path-2`), parts with blanks or slashes
    from %20/%2F, and letters whose lower case is longer ('İ')."""
    lines = ["".join(words) for words in page]
    heard = [Heard(n, "paragraph", 1, len(lines), "".join(w), "".join(w), "en") for n, w in enumerate(chunks)]
    view = page_view(lines, 1)
    assert page_judges._first_parts_said(view, heard) == _first_parts_searched(view, heard)


@pytest.mark.parametrize(
    ("line", "sent", "said"),
    [
        # (s15 dev djnavarro strange-year [60])
        ("see [ggplot2-book.org/scale-position.html](x)", "see ggplot2-book.org scale-position.html", True),
        # (s13 held-out Bai-Yingjie git 日常使用 [205])
        (
            "git clone git://cagit1.caveonetworks.com/thunder/boot/atf.git",
            "cagit1.caveonetworks.com 斜杠 thunder",
            True,
        ),
        ("参见 example.com/path7/item", "参见 example.com  /  path7 以及", True),
        ("参见 example.com/path7/item", "参见 example.com   path7", False),  # (three blanks: not right after it)
        ("参见 example.com/path7/item", "参见 example.com path70", False),
        ("参见 example.com/path7/item", "参见 example.com path7-x", False),
        ("参见 example.com/path7/item", "参见 example.com", False),
    ],
)
def test_a_first_part_is_said_right_after_its_host(line: str, sent: str, said: bool) -> None:
    """The cases the judge was made for, and its edges: up to two blanks either side of the slash or its name."""
    view = page_view([line], 1)
    heard = [Heard(0, "paragraph", 1, 1, sent, sent, "zh-CN")]
    found = page_judges._first_parts_said(view, heard)
    assert bool(found) is said
    assert found == _first_parts_searched(view, heard)


def _calls_while(run: Callable[[], Any]) -> tuple[int, Any]:
    """How many functions (Python's and C's) `run` calls, all told: the work, counted without a clock."""
    calls = 0

    def profile(frame: Any, event: str, arg: Any) -> None:
        nonlocal calls
        if event in ("call", "c_call"):
            calls += 1

    sys.setprofile(profile)
    try:
        result = run()
    finally:
        sys.setprofile(None)
    return calls, result


def test_signed_lines_first_parts_are_looked_at_where_their_host_is_said() -> None:
    """benchmarks/pathological.py's 'signed lines' (a paragraph of lines with example.com/path{i}/item, one host) sent
    five lines a chunk: each chunk searched for every host and part of the paragraph (9599159c: 407.80 CPU s/MB at
    100 KB, growing with the square; issue 43, s16). Counted at 200, 400 and 800 lines: the calls grow with the lines
    (searching every part: four times for twice the lines), each chunk still found with an address of its own lines."""
    counts = []
    for n in (200, 400, 800):
        lines = [f"第{i}句，参见 example.com/path{i}/item 以及 🐶、🐺，还有 >, < 两个符号。" for i in range(n)]
        heard = [
            Heard(c, "paragraph", 1, n, sent, sent, "zh-CN")
            for c in range(n // 5)
            if (sent := "".join(f"第{i}句，参见 example.com 斜杠 path{i} 斜杠 item。" for i in range(5 * c, 5 * c + 5)))
        ]
        view = page_view(lines, 1)
        view.over(1, n)  # (the page's lines, walked once before counting: the same for either form)
        calls, found = _calls_while(lambda: page_judges._first_parts_said(view, heard))  # noqa: B023
        assert [f.chunk for f in found] == list(range(n // 5))
        assert all(f.what in {f"example.com/path{i}" for i in range(5 * f.chunk, 5 * f.chunk + 5)} for f in found)
        counts.append(calls)
    assert counts[1] < 2.3 * counts[0] and counts[2] < 2.3 * counts[1], counts
    assert counts[2] < 200 * 800, counts  # (about a hundred calls a line; searching every part: a million at 800)


def test_distinct_hosts_are_found_from_the_dots_a_chunk_says() -> None:
    """benchmarks/pathological.py's 'distinct hosts' (a paragraph of lines with an address each, every line its own
    host: h{i}.example.com/path{i}/item) sent five lines a chunk: each chunk was searched for every host of the
    paragraph (the s16 fixQ2 report's "Left": hosts times chunk text). The hosts are now found from the chunk's dots,
    each asked about the hosts whose first label stands before it. Counted at 200, 400 and 800 lines: the calls grow
    with the lines (a search per host: four times for twice the lines)."""
    counts = []
    for n in (200, 400, 800):
        lines = [f"第{i}句，参见 h{i}.example.com/path{i}/item 以及更多的说明。" for i in range(n)]
        heard = [
            Heard(c, "paragraph", 1, n, sent, sent, "zh-CN")
            for c in range(n // 5)
            if (sent := "".join(f"第{i}句，参见 h{i}.example.com 斜杠 path{i}。" for i in range(5 * c, 5 * c + 5)))
        ]
        view = page_view(lines, 1)
        view.over(1, n)  # (the page's lines, walked once before counting: the same for either form)
        calls, found = _calls_while(lambda: page_judges._first_parts_said(view, heard))  # noqa: B023
        assert [f.chunk for f in found] == list(range(n // 5))
        assert [f.what for f in found] == [f"h{5 * c}.example.com/path{5 * c}" for c in range(n // 5)]
        assert found == _first_parts_searched(view, heard)
        counts.append(calls)
    assert counts[1] < 2.3 * counts[0] and counts[2] < 2.3 * counts[1], counts


def test_a_long_lines_code_spans_are_read_once_for_the_marks_judge(monkeypatch: pytest.MonkeyPatch) -> None:
    """sentences_in_code_named: a paragraph written on one line, every chunk of it saying a mark's name ('The question
    mark `?` ends a question. ' repeated: review s20 M6, perf3.py, grew with its square) has its line's code spans read
    once, not once per chunk; each chunk that says a mark's name where the line holds a sentence in code still gets
    its finding."""
    import narrate.text.signs_sent_bare as signs_sent_bare

    line = "他心想 `这样真的可以吗?` 然后继续。" + "The question mark `?` ends a question. " * 2000
    calls: list[str] = []
    spans = signs_sent_bare._sentence_span

    def counted(text: str) -> str:
        calls.append(text)
        return spans(text)

    monkeypatch.setattr(signs_sent_bare, "_sentence_span", counted)
    heard = _chunks_of_one_paragraph([line], 500, "The question mark ends a question. 这样真的可以吗问号")
    found = signs_sent_bare.sentences_in_code_named(heard, [line])
    assert len(calls) == 1
    assert [f.chunk for f in found] == list(range(500))
    assert {f.what for f in found} == {"这样真的可以吗?"}


def test_alike_codes_of_a_long_line_are_judged_once_a_chunk(monkeypatch: pytest.MonkeyPatch) -> None:
    """named_signs_unsaid: a long line of one sentence repeated ('The question mark `?` ends a question. ' x n, review
    s20 M6: 50 KB took 72 s) has each chunk judge its alike codes (same signs between the same neighbours) once, not
    every code of the line; the findings are those judging each code gave, in the line's order."""
    line = "他说 `=>` 之后 " + "The question mark `?` ends a question. " * 300 + "然后 `->` 表示 "
    calls: list[str] = []
    between = sign_roles._between  # (what sign_kinds imports)

    def counted(sent: str, left: str, right: str, near: float = 0.0) -> str | None:
        calls.append(left)
        return between(sent, left, right, near)

    heard = _chunks_of_one_paragraph([line], 40, "The question mark ends a question. 他说之后然后表示", "zh-hans")
    slow = [f for h in heard for f in sign_kinds._line_signs_unsaid(sign_kinds._sign_codes(line), h)]
    monkeypatch.setattr(sign_kinds, "_between", counted)
    found = sign_kinds.named_signs_unsaid(heard, [line])
    assert len(calls) <= 3 * 40  # (three distinct codes a chunk, was 302)
    assert found == slow and "->: heard as 'nothing'" in {f.what for f in found}


def test_a_codes_neighbours_are_read_near_it_not_from_the_whole_line(monkeypatch: pytest.MonkeyPatch) -> None:
    """_sign_codes: each code of a long line reads its neighbours from a stretch around it, not the whole rest of the
    line (review s20 M6: 'The question mark `?` ends a question. ' x n read 2,500 x 100 KB at 100 KB); the codes are
    those reading the whole line gave."""
    line = "他说 `=>` 之后 " + "The question mark `?` ends a question. " * 400 + "然后 `->` 表示"
    read: list[int] = []
    plain = sign_kinds._plain

    def counted(text: str) -> str:
        read.append(len(text))
        return plain(text)

    monkeypatch.setattr(sign_kinds, "_plain", counted)
    codes = sign_kinds._sign_codes(line)
    assert sum(read) <= 2 * len(codes) * sign_kinds._CODE_REACH
    monkeypatch.setattr(sign_kinds, "_CODE_REACH", len(line))
    assert codes == sign_kinds._sign_codes(line)
