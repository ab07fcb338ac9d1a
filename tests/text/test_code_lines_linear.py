"""text.code_lines judged in linear time (review s12 H1): the sentence test and the closing-run test were patterns
searched from every position of a line, so a 58 KB line of words with no full stop (a `|||datatable` body, a
paragraph under a cut `<pre>`) took a minute, and a line of tabs half a minute. The new judges answer as the old
patterns did, on random lines, and a megabyte line is judged within a bound only a quadratic walk could pass."""

from __future__ import annotations

import re
import signal
from collections.abc import Iterator
from contextlib import contextmanager

from hypothesis import example, given, settings
from hypothesis import strategies as st

from narrate.text import code_lines

# The definitions as they were (code_lines before review s12 H1).
_OLD_LATIN_SENTENCE = re.compile(r"(?:[A-Za-z][\w'’-]*[,;:]?\s+){3,}[A-Za-z][\w'’-]*[.!?](?:\s|$)")
_OLD_CLOSING = re.compile(r"(?:\s*(?:[}\])>;,]|</[A-Za-z][\w.-]{0,40}\s*>))+\s*$")

_PIECES = st.sampled_from(
    ["word", "Word", "it's", "a-b", "x1", "_", "1", " ", "  ", "\t", ".", "!", "?", ",", ";", ":", "}", ")", "]", ">"]
    + ["</div>", "</a >", "</x.y>", "<", "/", "é", "漢"]
)


@settings(max_examples=600, deadline=None)
@given(st.lists(_PIECES, max_size=30).map("".join))
@example("The quick brown fox.")
@example("one two three four!")
@example("1abc def ghi jkl.")
@example("</button> </div> ); }")
@example("x </a> ;")
def test_the_judges_answer_as_the_old_patterns(line: str) -> None:
    assert code_lines._latin_sentence(line) == bool(_OLD_LATIN_SENTENCE.search(line)), line
    assert (code_lines._closing_from(line.strip()) == 0 and bool(line.strip())) == bool(
        _OLD_CLOSING.fullmatch(line.strip())
    ), line
    old = _OLD_CLOSING.search(line)
    assert line[: code_lines._closing_from(line)] == (line[: old.start()] if old else line), line


@contextmanager
def _within(seconds: int) -> Iterator[None]:
    def stop(*_: object) -> None:
        raise TimeoutError(f"not done in {seconds} s: the walk is not linear")

    previous = signal.signal(signal.SIGALRM, stop)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def test_a_megabyte_line_is_judged_in_linear_time() -> None:
    # review s12 H1's reproducers (/tmp/rev/repro/bt1.md, bt4.py, bt5.py) a megabyte long: linear, each is well under
    # a second; quadratic, as before, each took hours (58 KB took 63 s). The bound is far from both, so a loaded
    # machine cannot fail it and a quadratic walk cannot pass it.
    words = "cell value " * 100_000
    with _within(60):
        assert not code_lines.sentences(words)
        assert code_lines.sentences(words + "and an end.")
        assert not code_lines.is_statement("x = 1 " + "\t" * 1_000_000 + "y")
        assert not code_lines.is_statement("; " * 500_000 + "y")
        assert code_lines.is_statement("} " * 500_000)
        assert not code_lines.code_lines("<a " + "b " * 500_000 + "\n}")
