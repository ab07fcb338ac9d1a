"""Session 20's speed lane (issue 43 item 8: 2 CPU s/MB, linear, on every shape; benchmarks/attacks.py SHAPES_S19
and SHAPES_S18): a shape found quadratic while profiling them, run apart under a CPU limit, and the faster forms
of per-item work, each giving what the form it replaces gave.

- signs_about, a sign the sentence names (`_named`): each run of signs (`.`, `,`, `?`…) copied the paragraph before
  it and after it to find its neighbours, so one paragraph of short sentences took time in the square of its
  length (s20 speed: `word, it. ` × 40,000, 400 KB, took 5.5 s; × 100,000 never finished under 10 s);
- mathspeech, a formula read (`read_tex`): a formula the article writes again was parsed and read again, and parsed
  again for the article's notation (s20 harden 'math spans', `where $x_i^2$ and $\alpha + \beta$ hold ` × 25,000:
  about 21 CPU s/MB of script, 4.9 once each formula is read once per notation);
- account, a sentence found within what is said (`_within`): each place of its first symbol was compared as a slice
  of the sentence's length — quadratic on one long sentence (math spans: script 7.6 s/MB at 400 KB, 5.0 at 100 KB);
- prose, a block said: whether the blocks above lead in to a picture was asked for every block (the pointing
  patterns read the end of the block before), where only a picture waiting to be decided uses it (s19 attack
  'abbreviation definitions': 11 % of its time).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from narrate.text import account, prose, signs_about, tidy
from narrate.text.article import read_article
from narrate.text.mathspeech import article_formulas, read_tex


def _run(code: str) -> list[str]:
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600, check=False)
    assert run.returncode == 0, run.stderr[-2000:]
    return run.stdout.split()


_LIMIT = """
import resource
used = resource.getrusage(resource.RUSAGE_SELF)
resource.setrlimit(resource.RLIMIT_CPU, (int(used.ru_utime + used.ru_stime) + 10,) * 2)
"""

_SHORT_SENTENCES = (
    "from narrate.text.model import Segment\nfrom narrate.text.signs_about import signs_about\n"
    + _LIMIT
    + """
text = "word, it. " * 100_000 + "使用.讀取，" * 20_000
out = signs_about([Segment(text)])
print(len(text), len(out), sum(s.code for s in out), "".join(s.text for s in out) == text)
"""
)


def test_one_paragraph_of_short_sentences_is_read_for_named_signs_in_linear_time() -> None:
    """s20 speed (issue 43): a megabyte of short sentences in one paragraph, and CJK words glued to dots, under a CPU
    limit of 10 s (the old form took 5.5 s at 400 KB and grew with the square): no English sign named, each dot
    between two CJK words made code (`使用.讀取`: what the old form made), the text kept."""
    assert _run(_SHORT_SENTENCES) == ["1120000", "40001", "20000", "True"]


_SPACED = st.text(st.sampled_from(" \t\n\u3000\u00a0\u2028a.中?"), max_size=30)


@settings(max_examples=1500, deadline=None)
@given(text=_SPACED, data=st.data())
@example(text="", data=None)
def test_the_neighbours_of_a_run_are_what_the_copies_gave(text: str, data: st.DataObject | None) -> None:
    """`_visible_before(text, at)` is `text[:at].rstrip()[-1:]`; `text[_visible_from(text, at):]` is
    `text[at:].lstrip()` (white space as str.strip takes it: the no-break, ideographic and line separator spaces)."""
    at = data.draw(st.integers(0, len(text))) if data is not None else 0
    assert signs_about._visible_before(text, at) == text[:at].rstrip()[-1:]
    assert text[signs_about._visible_from(text, at) :] == text[at:].lstrip()


@pytest.mark.parametrize(
    ("source", "asked"),
    [
        ("First words.\n\nSecond words here.\n\nThird ones.", 0),
        # (s19 attack 'abbreviation definitions': a definition then a use, each line a block of its own)
        ("*[ABR1]: Abbreviation 1\nUse ABR1 here.\n\n*[ABR2]: Abbreviation 2\nUse ABR2 here.", 0),
        # (a picture on a line of its own under a sentence that points at it: still asked, still pointed at)
        ("As shown below:\n\n![The build graph](graph.png)\nIts two stages run apart.", 1),
    ],
)
def test_whether_the_blocks_above_lead_in_is_asked_only_for_a_picture(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, source: str, asked: int
) -> None:
    """Blocks with no picture waiting to be decided never ask whether the block before leads in; a picture does."""
    calls: list[int] = []
    real = tidy.lead_in

    def counted(blocks: list[prose.Block]) -> bool:
        calls.append(len(blocks))
        return real(blocks)

    monkeypatch.setattr(prose, "lead_in", counted)
    path = tmp_path / "post.md"
    path.write_text(f"---\ntitle: T\nlang: en\n---\n\n{source}\n", encoding="utf-8")
    article = read_article(path)
    assert len(calls) == asked
    if asked:
        assert any(s.cue == "picture" for b in article.blocks for s in b.segments)


def test_a_formula_written_again_is_read_as_the_articles_notation_reads_it() -> None:
    """s20 harden 'math spans': a formula is read once per article notation — `D^2(A)` is a square alone, and the
    second of D's subsets in an article that writes `D^1(A)` too (article_formulas), before, within and after it."""
    alone = read_tex("D^2(A)", "en")
    with article_formulas(["D^1(A)", "D^2(A)", "D^2(A)"]):
        numbered = [read_tex("D^2(A)", "en") for _ in range(3)]
    assert alone.said == "D squared (A)"
    assert {r.said for r in numbered} == {"D superscript 2(A)"}
    assert read_tex("D^2(A)", "en") == alone


def _within_naive(part: list[str], whole: list[str]) -> bool:
    """account._within's question, by its definition: `part` is a run of `whole`."""
    return any(whole[at : at + len(part)] == part for at in range(len(whole) - len(part) + 1))


@settings(max_examples=3000, deadline=None)
@given(
    part=st.lists(st.sampled_from("aab"), max_size=90),
    whole=st.lists(st.sampled_from("aab"), max_size=200),
)
@example(part=["a"] * 70 + ["b"], whole=["a"] * 150 + ["b"])
@example(part=["a", "b"] * 40, whole=["a", "b"] * 39 + ["a", "a"] + ["a", "b"] * 40)
def test_a_sentence_is_found_within_what_is_said_as_its_definition_says(part: list[str], whole: list[str]) -> None:
    """s20 harden 'math spans': account._within (a long sentence looked for by Knuth-Morris-Pratt, a short one as
    before) answers what the run search answers, on both sides of the 64-symbol switch."""
    assert account._within(part, whole) == _within_naive(part, whole)
    if part:
        assert account._found_in(part, whole) == _within_naive(part, whole)


_LONG_SENTENCE = (
    "from narrate.text import account\n"
    + _LIMIT
    + """
part = ["where", "\\x00formula", "and", "\\x00formula", "hold"] * 40_000
whole = ["where", "x", "and", "alpha", "hold"] * 40_000
print(account._within(part, whole), account._within(part[:-1], part))
"""
)


def test_a_long_sentence_said_in_other_words_is_looked_for_in_linear_time() -> None:
    """s20 harden 'math spans': 200,000 written symbols whose first word comes back every five said ones, under a
    CPU limit of 10 s (each place compared as a copy of the sentence took time in the square of its length)."""
    assert _run(_LONG_SENTENCE) == ["False", "True"]
