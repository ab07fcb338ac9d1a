"""Every block costs the text stage about the same however short it is, so an article of more blocks than
some 20 hours of speech is refused before it is parsed: a megabyte of one-line task items (60,000 blocks)
took 8 s; of numbered headings 4.5 s. What `pathological.py` measures per MB, this bounds. (The refusal is held
by what runs, never by a clock: no parser is called, and the count stops one block past the limit.)"""

from __future__ import annotations

from pathlib import Path

import pytest
from markdown_it import MarkdownIt
from typer.testing import CliRunner

from helpers import write
from narrate.cli import app
from narrate.text import article, readers
from narrate.text.article import MAX_BLOCKS, block_starts

runner = CliRunner()


def lines(make: object, count: int) -> str:
    return "".join(make(i) + "\n" for i in range(count))  # type: ignore[operator]


@pytest.mark.parametrize(
    "body",
    [
        lines(lambda i: f"- [{' x'[i % 2]}] task {i}", 60_000),
        lines(lambda i: f"## Heading number {i}\n", 40_000),
        lines(lambda i: f"Word[^{i}].\n\n[^{i}]: Note {i}.\n", 12_000),
        lines(lambda i: f"> quoted line {i}\n", 30_000),
        lines(lambda i: f"[^{i}]: note {i}\n    continued\nText[^{i}] and[^{i + 1}]", 18_000),
        lines(lambda i: f"Word ^[inline note {i}] and ^[another {i}] end.", 25_000),
    ],
    ids=["task list", "headings", "footnotes", "quotes", "footnotes interleaved", "inline notes"],
)
def test_a_megabyte_of_small_blocks_is_refused_before_it_is_parsed(
    tmp_path: Path, body: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = write(tmp_path / "post.md", "---\ntitle: T\nlang: en\n---\n\n" + body)
    calls = {"parse": 0, "reader": 0}
    counted: list[int] = []
    real_parse, real_reader, real_starts = MarkdownIt.parse, readers.MarkdownReader.parse, article.block_starts

    def parse(self: MarkdownIt, *args: object, **kwargs: object) -> object:
        calls["parse"] += 1
        return real_parse(self, *args, **kwargs)  # type: ignore[arg-type]

    def reader(self: readers.MarkdownReader, *args: object) -> object:
        calls["reader"] += 1
        return real_reader(self, *args)  # type: ignore[arg-type]

    def starts(text: str, stop: int) -> int:
        counted.append(real_starts(text, stop))
        return counted[-1]

    monkeypatch.setattr(MarkdownIt, "parse", parse)
    monkeypatch.setattr(readers.MarkdownReader, "parse", reader)
    monkeypatch.setattr(article, "block_starts", starts)
    result = runner.invoke(app, ["script", str(path)])
    assert calls == {"parse": 0, "reader": 0}  # parsing 60,000 items alone took 8 s
    assert counted == [MAX_BLOCKS + 1] or counted == [MAX_BLOCKS + 2]  # (a footnote line counts two)
    assert result.exit_code == 1
    [line] = result.stderr.strip().splitlines()
    assert str(path) in line and f"more than {MAX_BLOCKS:,} paragraphs, list items, headings and notes" in line


def test_lines_of_fenced_code_open_no_blocks() -> None:
    code = "```\n" + "- x\n" * 30_000 + "```\n"
    assert block_starts("Text.\n\n" + code + "\nAfter.\n", MAX_BLOCKS) == 3
    assert block_starts("~~~~\n- x\n~~~\n- y\n~~~~\n- z\n", MAX_BLOCKS) == 2  # a shorter fence closes nothing


def test_block_starts_counts_what_a_reader_sees_as_blocks() -> None:
    text = "# Title\n\nA paragraph\nwrapped.\n\n- one\n- two\n  - nested\n\n> quote\n> more\n\n1. first\n2) second\n"
    assert block_starts(text, MAX_BLOCKS) == 9  # title, paragraph, 3 items, quote (2 lines), 2 numbered
    assert block_starts("- x\n" * 50, 10) == 11  # stops counting past the limit


def test_a_footnote_counts_its_note_and_its_paragraph_and_an_inline_note_one() -> None:
    # Each is parsed and said apart (notes at the end): 1 MB of them cost twice ordinary paragraphs.
    assert (
        block_starts("Text[^1] and ^[a note] and ^[another].\n\n[^1]: The note,\n    continued.\n", MAX_BLOCKS)
        == 1 + 2 + 2
    )  # the paragraph, its two inline notes, the definition
    assert block_starts("```\n[^1]: code\n^[x]\n```\n", MAX_BLOCKS) == 1
    assert block_starts("[^" * 1000 + "\n", MAX_BLOCKS) == 1  # no note is closed


def test_a_long_article_of_ordinary_paragraphs_is_read(tmp_path: Path) -> None:
    body = "\n\n".join(f"Paragraph {i} has a few ordinary words in it." for i in range(5_000))
    path = write(tmp_path / "post.md", "---\ntitle: T\nlang: en\n---\n\n" + body)
    result = runner.invoke(app, ["script", str(path), "--json"])
    assert result.exit_code == 0, result.stderr
