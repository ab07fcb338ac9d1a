"""Work one long paragraph no longer repeats (s14 speed, issue 43 item 8: 1 MB of `text N {{< note ` lines, one
paragraph, was 6.4 CPU s per MB). Counted, not timed:

* mdit's footnote_ref made the parse's record of notes at every stop of the text rule, whatever the character
  (three a line here): narrate's wrapper asks it at a `[^` alone (text.dispatch lists it at `[`);
* a passage's length was counted over every character of the paragraph's words to learn whether it reached 40
  (prose.said_once, once a block of the opening): a key as long as that reaches it without a count.

The tokens and the script stay the ones they were (benchmarks/text_identity.py; test_rule_dispatch holds every
listed rule to answering False elsewhere with nothing changed)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from mdit_py_plugins.footnote import index as footnote_index

from narrate import build_script, load_config, read_article
from narrate.text import prose
from narrate.text.markdown_rules import build_parser


def _notes_looked_up(monkeypatch: pytest.MonkeyPatch, body: str) -> int:
    asked = 0
    data_from_env = footnote_index._data_from_env

    def counting(env: dict[str, object]) -> object:
        nonlocal asked
        asked += 1
        return data_from_env(env)

    monkeypatch.setattr(footnote_index, "_data_from_env", counting)
    build_parser().parse(body, {})
    return asked


@pytest.mark.parametrize("lines", [100, 200])
def test_a_long_paragraph_without_a_note_mark_never_asks_for_the_notes(
    monkeypatch: pytest.MonkeyPatch, lines: int
) -> None:
    body = "".join(f"text {i} {{{{< note \n" for i in range(lines))
    # (before: 3 a line, 300 and 600)
    assert _notes_looked_up(monkeypatch, body) == 0


def test_a_note_mark_is_still_asked_and_read(monkeypatch: pytest.MonkeyPatch) -> None:
    body = "Word[^1] and {brace} <b>x</b>\nmore [link](u) text.\n\n[^1]: The note.\n"
    assert _notes_looked_up(monkeypatch, body) > 0
    tokens = build_parser().parse(body, {})
    assert any(child.type == "footnote_ref" for token in tokens for child in token.children or ())


def test_a_long_paragraph_and_its_note_are_said_as_before(tmp_path: Path) -> None:
    """Blogs write a long paragraph with a note mark in it: the mark is read, the note said after the text."""
    path = tmp_path / "long.md"
    body = "".join(f"Line {i} of the {{{{< note paragraph.\n" for i in range(50)) + "The end[^n].\n\n[^n]: A note.\n"
    path.write_text("---\ntitle: Long\nlang: en\n---\n\n" + body, encoding="utf-8")
    said = " ".join(chunk.text for chunk in build_script(read_article(path), load_config()).chunks)
    assert "The end" in said and "A note." in said and "[^" not in said


class _CountingKey(str):
    """A passage key that counts the walks over its characters."""

    walks = 0

    def __iter__(self) -> Iterator[str]:
        _CountingKey.walks += 1
        return super().__iter__()


def test_a_key_as_long_as_a_passage_is_not_walked() -> None:
    _CountingKey.walks = 0
    assert prose._long_enough(_CountingKey("a" * 1_000_000))
    assert _CountingKey.walks == 0
    assert not prose._long_enough(_CountingKey("a" * 10))  # (a short one is counted as before)
    assert _CountingKey.walks == 1


@given(st.text(alphabet=st.sampled_from("ab1漢字한ー"), max_size=60))
def test_long_enough_answers_as_the_count_does(key: str) -> None:
    assert prose._long_enough(key) == (sum(2 if ord(ch) >= 0x2E80 else 1 for ch in key) >= prose._PASSAGE)


def _sources_scanned(monkeypatch: pytest.MonkeyPatch, body: str) -> int:
    """How many characters the inline rules' table read looking for its needed strings (text.dispatch)."""
    from narrate.text import dispatch

    scanned = 0
    within = dispatch._Table.within

    def counting(self: dispatch._Table[object], src: str) -> dispatch._Table[object]:
        nonlocal scanned
        scanned += len(src) if self.needed else 0
        return within(self, src)

    monkeypatch.setattr(dispatch._Table, "within", counting)
    build_parser().parse(body, {})
    return scanned


@pytest.mark.parametrize(
    "line",
    [
        '[r{i}]: https://example.com/{i} "T {i}"\nSee [r{i}].',  # the s18 attack: definitions cannot interrupt it
        "Words [link {i}](https://example.com/{i}) and [another][x] here.",
        "A bracket [{i}] then more words, and one more [x] at the end.",
    ],
)
def test_a_paragraph_of_many_brackets_is_scanned_for_its_rules_once(monkeypatch: pytest.MonkeyPatch, line: str) -> None:
    """s18 attack 'reference link definitions': 1 MB of `[rN]: url "T"` / `See [rN].` lines (one paragraph: a
    definition cannot interrupt one) was past 180 s for `narrate script`. Each bracket's label was read by
    skipToken, which looked through the whole paragraph for the strings its rules need: the square of its length.
    Now the paragraph is looked through once (and each link's text, once, by its own parse): the characters read
    grow as the paragraph does, not as its square. A paragraph of no bracket (the near miss) reads its source once
    as before."""
    small = "\n".join(line.format(i=i) for i in range(200))
    large = "\n".join(line.format(i=i) for i in range(800))
    read_small, read_large = _sources_scanned(monkeypatch, small), _sources_scanned(monkeypatch, large)
    assert read_large <= 6 * read_small, (read_small, read_large)
    assert read_large <= 3 * len(large), (read_large, len(large))
    plain = "Plain words and nothing else. " * 500
    assert _sources_scanned(monkeypatch, plain) <= len(plain) + 100
